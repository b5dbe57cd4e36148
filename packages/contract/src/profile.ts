import { z } from 'zod';
import { nameField, strictBody } from './fields';
import { Messages } from './messages';

/**
 * The student's city and school. Accounts made by a social sign-in start without them
 * (null) and complete them later from the profile prompt.
 */
export const ProfileSchema = z.object({
  city: z.string().nullable(),
  school: z.string().nullable(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const UpdateProfileRequestSchema = strictBody({
  city: nameField(Messages.cityRequired, 'City'),
  school: nameField(Messages.schoolRequired, 'School'),
});
export type UpdateProfileRequest = z.input<typeof UpdateProfileRequestSchema>;
