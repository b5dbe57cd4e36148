import { ApiRoutes } from '@exam/contract';

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
