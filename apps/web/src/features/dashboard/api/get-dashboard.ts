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
export async function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  const body = await apiRequest<unknown>(dashboardRequestUrl(), { signal });
  if (!looksLikeDashboard(body)) throw new Error(UNREADABLE_DASHBOARD);
  return body;
}

const UNREADABLE_DASHBOARD = 'The dashboard answer could not be read';

/**
 * The answer's shape, checked cheaply: an unexpected body (an old server, a proxy's page) becomes
 * the sections' 'Failed to load your progress' with 'Try Again', never a blank screen.
 */
function looksLikeDashboard(body: unknown): body is Dashboard {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const value = body as Record<string, unknown>;
  const isObject = (field: string) => typeof value[field] === 'object' && value[field] !== null;
  return (
    typeof value.hasActivity === 'boolean' &&
    Array.isArray(value.mastery) &&
    Array.isArray(value.pastTrials) &&
    ['progress', 'review', 'streak', 'dailyGoal', 'resume'].every(isObject)
  );
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
