import { ApiRoutes, type Dashboard } from '@exam/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** The browser's IANA time zone, so the streak and the daily goal count the student's own days. */
function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * `GET /api/dashboard?timeZone=...` exactly as the dashboard asks for it (issue 22): the entry
 * starts it early (app/early-screen-requests.ts, decision 038) and the dashboard's fetcher takes
 * that response only when the URL is the same.
 */
export function dashboardRequestUrl(): string {
  const zone = browserTimeZone();
  return zone
    ? `${ApiRoutes.dashboard}?${new URLSearchParams({ timeZone: zone }).toString()}`
    : ApiRoutes.dashboard;
}

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

/**
 * The one definition of the dashboard's query (key ['dashboard']): the dashboard and the practice
 * topics screen (its lessons' levels) read the same answer through it.
 */
export const dashboardQueryOptions = queryOptions({
  queryKey: ['dashboard'],
  queryFn: ({ signal }) => getDashboard(signal),
  // Practice, an exam or a review just finished must show when the student comes back.
  staleTime: 0,
});
