import { ApiRoutes, type CreateCityRequest } from '@exam/contract';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/location/cities -> 201 { name }, or 409 'City already exists'. */
export async function createCity(body: CreateCityRequest): Promise<void> {
  await apiRequest(ApiRoutes.location.cities, { method: 'POST', body, auth: false });
}
