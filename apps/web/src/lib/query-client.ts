import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client';

/** Retries only what may succeed on retry: network failures and 5xx, twice at most. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
}

/** The app's one client; created when the first screen that needs server state loads. */
export const queryClient = createQueryClient();
