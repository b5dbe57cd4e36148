import { z } from 'zod';
import { ROLES } from './role-names';

export { ROLES, RoleLabels, type Role } from './role-names';
export const RoleSchema = z.enum(ROLES);
