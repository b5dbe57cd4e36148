import { ApiRoutes, fillRoute, StorageKeys, WebRoutes } from '@exam/contract';
import { dashboardRequestUrl } from '../lib/dashboard-request';
import { startEarlyRequest } from '../lib/early-requests';
import { readStored } from '../lib/local-storage';
import { getToken } from '../lib/storage';

/** The id a mirrored attempt or session holds under `key` (`{ attempt: { [field] } }` or flat). */
function savedId(key: string, field: 'examId' | 'trialId' | 'practiceId'): string | undefined {
  try {
    const saved: unknown = JSON.parse(readStored(key) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return undefined;
    const record = saved as Record<string, unknown>;
    const holder = field === 'practiceId' ? record : record.attempt;
    if (typeof holder !== 'object' || holder === null) return undefined;
    const id = (holder as Record<string, unknown>)[field];
    return typeof id === 'string' && id !== '' ? id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The GETs the screen at `pathname` makes as it opens, for a signed-in student: the session check,
 * and the data its largest paint waits for (the dashboard's past exams, profile and learning
 * sections, a running exam's, trial's or practice session's state). Each URL is exactly the one
 * the screen's fetcher builds, or the early response is never used.
 */
export function earlyRequestsFor(pathname: string): string[] {
  const stateOf = (route: string, id: string | undefined) =>
    id === undefined ? [] : [fillRoute(route, { id })];
  switch (pathname) {
    case WebRoutes.dashboard:
      return [
        ApiRoutes.auth.me,
        ApiRoutes.exam.pastExams,
        ApiRoutes.auth.profile,
        // Issue 22 (web dashboard): the learning sections' one request.
        dashboardRequestUrl(),
      ];
    case WebRoutes.exam:
      return [
        ApiRoutes.auth.me,
        ...stateOf(ApiRoutes.exam.state, savedId(StorageKeys.examState, 'examId')),
      ];
    case WebRoutes.trial:
      return [
        ApiRoutes.auth.me,
        ...stateOf(ApiRoutes.trial.state, savedId(StorageKeys.trialState, 'trialId')),
      ];
    case WebRoutes.practice:
      return [
        ApiRoutes.auth.me,
        ...stateOf(ApiRoutes.practice.state, savedId(StorageKeys.practiceState, 'practiceId')),
      ];
    default:
      return [];
  }
}

/** Starts the screen's first requests when a session is stored (a signed-out visit asks nothing). */
export function startEarlyScreenRequests(pathname: string): void {
  const token = getToken();
  if (token === null) return;
  for (const url of earlyRequestsFor(pathname)) startEarlyRequest(url, token);
}
