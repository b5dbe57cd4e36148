import { ApiRoutes, type Profile, type UpdateProfileRequest } from '@exam/contract';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/auth/profile { city, school } (both existing) -> the new { city, school }. */
export async function updateProfile(body: UpdateProfileRequest): Promise<Profile> {
  return apiRequest<Profile>(ApiRoutes.auth.profile, { method: 'PUT', body });
}
