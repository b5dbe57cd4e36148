import { ApiRoutes, DashboardSchema, type Dashboard } from '@exam/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The browser's IANA time zone, so the streak and the daily goal count the student's own days. */
function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * GET /api/dashboard?timeZone=...: mastery, progress, review, streak, goal, work to resume and
 * past trials in one request (issue 22). Parsed with the contract's schema: an answer the screen
 * cannot read becomes a clear error here rather than a broken section.
 */
export async function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  const body = await apiRequest<unknown>(ApiRoutes.dashboard, {
    signal,
    query: { timeZone: browserTimeZone() },
  });
  return DashboardSchema.parse(body);
}

export const dashboardQueryOptions = queryOptions({
  queryKey: ['dashboard'],
  queryFn: ({ signal }) => getDashboard(signal),
  // Practice, an exam or a review just finished must show when the student comes back.
  staleTime: 0,
});

export function useDashboard() {
  return useQuery(dashboardQueryOptions);
}
