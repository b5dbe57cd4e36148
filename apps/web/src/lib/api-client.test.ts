import { StorageKeys } from '@exam/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/render';
import { ApiRequestError, NetworkError, apiRequest, setUnauthorizedHandler } from './api-client';
import { storeSession } from './storage';

const user = {
  id: 'u1',
  username: 'Ada Lovelace',
  email: 'ada@example.com',
  role: 'student' as const,
  language: 'en' as const,
};

function mockFetch(...responses: (Response | Error)[]) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const response of responses) {
    if (response instanceof Error) fetchMock.mockRejectedValueOnce(response);
    else fetchMock.mockResolvedValueOnce(response);
  }
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function headersOf(call: Parameters<typeof fetch> | undefined): Headers {
  return new Headers(call?.[1]?.headers);
}

const onUnauthorized = vi.fn();
beforeEach(() => {
  onUnauthorized.mockReset();
  setUnauthorizedHandler(onUnauthorized);
});

describe('apiRequest', () => {
  it('sends JSON with the XSRF cookie echoed in X-XSRF-TOKEN on a POST', async () => {
    document.cookie = 'XSRF-TOKEN=xsrf%2B1';
    const fetchMock = mockFetch(jsonResponse({ message: 'ok' }));

    await expect(
      apiRequest('/api/auth/forgot-password', { method: 'POST', body: { email: 'a@b.co' } }),
    ).resolves.toEqual({ message: 'ok' });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/forgot-password');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"email":"a@b.co"}');
    expect(headersOf(fetchMock.mock.calls[0]).get('X-XSRF-TOKEN')).toBe('xsrf+1');
    expect(headersOf(fetchMock.mock.calls[0]).get('Content-Type')).toBe('application/json');
  });

  it('first fetches /api/config to obtain the XSRF cookie when the browser has none', async () => {
    const fetchMock = vi.fn<typeof fetch>((input) => {
      if (input === '/api/config') {
        document.cookie = 'XSRF-TOKEN=fresh';
        return Promise.resolve(jsonResponse({ supportEmail: 's@x', providers: {} }));
      }
      return Promise.resolve(jsonResponse({ name: 'Cairo' }, { status: 201 }));
    });
    vi.stubGlobal('fetch', fetchMock);

    await apiRequest('/api/location/cities', { method: 'POST', body: { name: 'Cairo' } });

    expect(fetchMock.mock.calls.map(([input]) => input)).toEqual([
      '/api/config',
      '/api/location/cities',
    ]);
    expect(headersOf(fetchMock.mock.calls[1]).get('X-XSRF-TOKEN')).toBe('fresh');
  });

  it('does not send the XSRF header on a GET, and adds query parameters', async () => {
    const fetchMock = mockFetch(jsonResponse([]));
    await apiRequest('/api/location/schools', { query: { city: 'Port Said', other: undefined } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/location/schools?city=Port+Said');
    expect(headersOf(fetchMock.mock.calls[0]).has('X-XSRF-TOKEN')).toBe(false);
  });

  it('sends the bearer token when signed in, unless the call is public', async () => {
    storeSession('tok-1', user);
    const fetchMock = mockFetch(jsonResponse({ user }), jsonResponse([]));
    await apiRequest('/api/auth/me');
    await apiRequest('/api/location/cities', { auth: false });
    expect(headersOf(fetchMock.mock.calls[0]).get('Authorization')).toBe('Bearer tok-1');
    expect(headersOf(fetchMock.mock.calls[1]).has('Authorization')).toBe(false);
  });

  it('ends the session and goes to sign-in when a request carrying a token gets 401', async () => {
    storeSession('expired', user);
    mockFetch(
      jsonResponse(
        { message: 'Please sign in to continue', code: 'UNAUTHENTICATED' },
        { status: 401 },
      ),
    );

    const error = await apiRequest('/api/auth/me').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 401, sessionExpired: true });
    expect(sessionStorage.getItem(StorageKeys.token)).toBeNull();
    expect(sessionStorage.getItem(StorageKeys.user)).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('leaves a 401 without a token (a wrong password) to the screen', async () => {
    document.cookie = 'XSRF-TOKEN=x';
    localStorage.setItem(StorageKeys.rememberedEmail, 'ada@example.com');
    mockFetch(
      jsonResponse(
        { message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' },
        { status: 401 },
      ),
    );

    const error = await apiRequest('/api/auth/login', {
      method: 'POST',
      body: { email: 'ada@example.com', password: 'nope' },
      auth: false,
    }).catch((caught: unknown) => caught);

    expect(error).toMatchObject({
      status: 401,
      code: 'INVALID_CREDENTIALS',
      serverMessage: 'Invalid email or password',
      sessionExpired: false,
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(localStorage.getItem(StorageKeys.rememberedEmail)).toBe('ada@example.com');
  });

  it('reads Retry-After and field issues from an error answer', async () => {
    mockFetch(
      jsonResponse(
        {
          message: 'Too many attempts. Please wait a moment and try again.',
          code: 'RATE_LIMITED',
          issues: [{ path: 'email', message: 'Invalid email address' }],
        },
        { status: 429, headers: { 'Retry-After': '30', 'Content-Type': 'application/json' } },
      ),
    );
    const error = await apiRequest('/api/health').catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      status: 429,
      retryAfterSeconds: 30,
      issues: [{ path: 'email', message: 'Invalid email address' }],
    });
  });

  it('turns an error page that is not JSON into an error without a server message', async () => {
    mockFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await apiRequest('/api/health').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 502, serverMessage: undefined });
  });

  it('reports a network failure as NetworkError', async () => {
    mockFetch(new TypeError('Failed to fetch'));
    await expect(apiRequest('/api/health')).rejects.toBeInstanceOf(NetworkError);
  });
});
