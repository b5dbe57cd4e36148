import { ApiRoutes, type CityList } from '@exam/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export async function getCities(signal?: AbortSignal): Promise<CityList> {
  return apiRequest<CityList>(ApiRoutes.location.cities, { auth: false, signal });
}

export const citiesQueryOptions = queryOptions({
  queryKey: ['location', 'cities'],
  queryFn: ({ signal }) => getCities(signal),
});

export function useCities() {
  return useQuery(citiesQueryOptions);
}
