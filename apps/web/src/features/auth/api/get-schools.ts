import { ApiRoutes, type School } from '@exam/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export async function getSchools(city: string, signal?: AbortSignal): Promise<School[]> {
  return apiRequest<School[]>(ApiRoutes.location.schools, { query: { city }, auth: false, signal });
}

export const schoolsQueryOptions = (city: string) =>
  queryOptions({
    queryKey: ['location', 'schools', city],
    queryFn: ({ signal }) => getSchools(city, signal),
    enabled: city.trim().length > 0,
  });

export function useSchools(city: string) {
  return useQuery(schoolsQueryOptions(city.trim()));
}
