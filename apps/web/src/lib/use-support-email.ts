import { queryOptions, useQuery } from '@tanstack/react-query';
import { FALLBACK_SUPPORT_EMAIL, getPublicConfig } from './public-config';

export const publicConfigQueryOptions = queryOptions({
  queryKey: ['public-config'],
  queryFn: () => getPublicConfig(),
  staleTime: Infinity,
});

/** The support mailbox for display: undefined while loading, the fallback when it failed. */
export function useSupportEmail(): string | undefined {
  const { data, isError } = useQuery(publicConfigQueryOptions);
  return data?.supportEmail ?? (isError ? FALLBACK_SUPPORT_EMAIL : undefined);
}
