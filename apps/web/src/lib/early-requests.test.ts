import { ApiRoutes, StorageKeys } from '@exam/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyRequestsFor, startEarlyScreenRequests } from '../app/early-screen-requests';
import { jsonResponse } from '../test/render';
import { apiRequest } from './api-client';
import { EARLY_RESPONSE_TTL_MS, forgetEarlyRequests, startEarlyRequest } from './early-requests';
import { storeSession } from './storage';

const user = {
  id: 'u1',
  username: 'Ada Lovelace',
  email: 'ada@example.com',
  role: 'student' as const,
  language: 'en' as const,
};

function stubFetch() {
  const fetchMock = vi.fn<typeof fetch>(() =>
    Promise.resolve(jsonResponse({ user, emailVerified: true })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  forgetEarlyRequests();
  vi.useRealTimers();
});

describe('early requests', () => {
  it("hands the entry's request to the screen's first GET of that URL, once", async () => {
    storeSession('tok', user, { remember: true });
    const fetchMock = stubFetch();
    startEarlyRequest(ApiRoutes.auth.me, 'tok');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe(
      'Bearer tok',
    );

    await expect(apiRequest(ApiRoutes.auth.me)).resolves.toEqual({ user, emailVerified: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The next read of the same URL asks the server again.
    await apiRequest(ApiRoutes.auth.me);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('never hands a response made with another token, nor a stale one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    storeSession('tok', user, { remember: true });
    const fetchMock = stubFetch();
    startEarlyRequest(ApiRoutes.auth.me, 'an older token');
    await apiRequest(ApiRoutes.auth.me);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    startEarlyRequest(ApiRoutes.exam.pastExams, 'tok');
    vi.setSystemTime(Date.now() + EARLY_RESPONSE_TTL_MS + 1);
    await apiRequest(ApiRoutes.exam.pastExams);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it("asks for the running exam's, trial's and practice session's state by the saved id", () => {
    localStorage.setItem(
      StorageKeys.examState,
      JSON.stringify({ attempt: { examId: 'e1' }, deadlineAt: 1 }),
    );
    localStorage.setItem(
      StorageKeys.trialState,
      JSON.stringify({ attempt: { trialId: 't1' }, deadlineAt: 1 }),
    );
    localStorage.setItem(
      StorageKeys.practiceState,
      JSON.stringify({ practiceId: 'p1', questionId: 'q1', answer: '' }),
    );
    expect(earlyRequestsFor('/exam')).toEqual([ApiRoutes.auth.me, '/api/exam/state/e1']);
    expect(earlyRequestsFor('/trial')).toEqual([ApiRoutes.auth.me, '/api/trial/state/t1']);
    expect(earlyRequestsFor('/practice')).toEqual([ApiRoutes.auth.me, '/api/practice/state/p1']);
    expect(earlyRequestsFor('/dashboard')).toEqual([
      ApiRoutes.auth.me,
      ApiRoutes.exam.pastExams,
      ApiRoutes.auth.profile,
      // The browser's time zone, as the dashboard's fetcher asks (issue 22).
      `${ApiRoutes.dashboard}?timeZone=${encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)}`,
    ]);
    localStorage.setItem(StorageKeys.examState, '{not json');
    expect(earlyRequestsFor('/exam')).toEqual([ApiRoutes.auth.me]);
    expect(earlyRequestsFor('/login')).toEqual([]);
  });

  it('asks nothing early for a visitor who is not signed in', () => {
    const fetchMock = stubFetch();
    startEarlyScreenRequests('/dashboard');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
