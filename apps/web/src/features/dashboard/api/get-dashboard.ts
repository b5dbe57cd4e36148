import type { Dashboard } from '@exam/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { dashboardRequestUrl } from '../../../lib/dashboard-request';

/**
 * GET /api/dashboard?timeZone=...: mastery, progress, review, streak, goal, work to resume and
 * past trials in one request (issue 22). Typed by the contract, not parsed here (as the other
 * fetchers): zod would add 25 kB gzip to the dashboard's first download; the server answers
 * through DashboardSchema and the tests' fixtures are parsed by it.
 */
export function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return apiRequest<Dashboard>(dashboardRequestUrl(), { signal });
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
