import { ApiRoutes, type CreateSchoolRequest } from '@exam/contract';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/location/schools -> 201 { name, city }, or 409 'School already exists in this city'. */
export async function createSchool(body: CreateSchoolRequest): Promise<void> {
  await apiRequest(ApiRoutes.location.schools, { method: 'POST', body, auth: false });
}
