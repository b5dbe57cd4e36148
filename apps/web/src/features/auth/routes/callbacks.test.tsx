import { StorageKeys } from '@exam/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, renderScreen, stubFetch, stubFetchWithXsrf } from '../../../test/render';
import { AuthSuccessPage } from './auth-success';
import { GoogleCallbackPage } from './google-callback';

const user = { id: 'u1', username: 'Ada Lovelace', email: 'ada@example.com' };

const destinations = {
  '/login': <h1>Login stub</h1>,
  '/dashboard': <h1>Dashboard stub</h1>,
  '/start-exam': <h1>Start exam stub</h1>,
};

/** These screens read the real address bar (they must clean it), so set it first. */
function visit(url: string) {
  window.history.replaceState(null, '', url);
}

afterEach(() => visit('/'));

describe('AuthSuccessPage (/auth/success)', () => {
  it('exchanges the code with a POST (no bearer token), removes it from the address bar, stores the session and opens the dashboard', async () => {
    visit('/auth/success?code=code-ms');
    const fetchMock = stubFetchWithXsrf(() => jsonResponse({ token: 'tok-ms', user }));

    renderScreen(<AuthSuccessPage />, {
      route: '/auth/success?code=code-ms',
      path: '/auth/success',
      extraRoutes: destinations,
    });

    expect(screen.getByText('Authentication successful! Redirecting...')).toBeInTheDocument();
    expect(window.location.search).toBe('');
    expect(
      await screen.findByRole('heading', { name: 'Dashboard stub' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/exchange-code');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toEqual({ code: 'code-ms' });
    expect(new Headers(init?.headers).get('Authorization')).toBeNull();
    expect(sessionStorage.getItem(StorageKeys.token)).toBe('tok-ms');
    expect(JSON.parse(sessionStorage.getItem(StorageKeys.user) ?? 'null')).toEqual(user);
  });

  it('never stores a token from the address (login CSRF): the signed-in session stays, /login?error=auth_failed', async () => {
    localStorage.setItem(StorageKeys.token, 'victim-token');
    localStorage.setItem(StorageKeys.user, JSON.stringify(user));
    visit('/auth/success?token=attacker-token');
    const fetchMock = stubFetch(() => jsonResponse({}));
    renderScreen(<AuthSuccessPage />, {
      route: '/auth/success?token=attacker-token',
      path: '/auth/success',
      extraRoutes: destinations,
    });
    expect(await screen.findByRole('heading', { name: 'Login stub' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login?error=auth_failed');
    expect(localStorage.getItem(StorageKeys.token)).toBe('victim-token');
    expect(window.location.search).toBe('');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('goes to /login?error=auth_failed when the server refuses the code, leaving the stored session as it was', async () => {
    localStorage.setItem(StorageKeys.token, 'victim-token');
    visit('/auth/success?code=not-this-browsers');
    stubFetchWithXsrf(() =>
      jsonResponse(
        { message: 'Authentication failed', code: 'SOCIAL_SIGN_IN_FAILED' },
        { status: 401 },
      ),
    );
    renderScreen(<AuthSuccessPage />, {
      route: '/auth/success?code=not-this-browsers',
      path: '/auth/success',
      extraRoutes: destinations,
    });
    expect(
      await screen.findByRole('heading', { name: 'Login stub' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login?error=auth_failed');
    expect(localStorage.getItem(StorageKeys.token)).toBe('victim-token');
  });

  it('goes to /login with nothing in the address', async () => {
    visit('/auth/success');
    renderScreen(<AuthSuccessPage />, {
      route: '/auth/success',
      path: '/auth/success',
      extraRoutes: destinations,
    });
    expect(await screen.findByRole('heading', { name: 'Login stub' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
  });
});

describe('GoogleCallbackPage (/api/auth/google/callback)', () => {
  const path = '/api/auth/google/callback';

  it('exchanges the code by calling the same URL for JSON, stores the session and opens /start-exam', async () => {
    visit(`${path}?code=abc&state=xyz`);
    const fetchMock = stubFetch(() => jsonResponse({ token: 'tok-g', user }));

    renderScreen(<GoogleCallbackPage />, {
      route: `${path}?code=abc&state=xyz`,
      path,
      extraRoutes: destinations,
    });

    expect(screen.getByText('Completing authentication...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Start exam stub' })).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`${path}?code=abc&state=xyz`);
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).get('Accept')).toBe('application/json');
    expect(sessionStorage.getItem(StorageKeys.token)).toBe('tok-g');
    expect(window.location.search).toBe('');
  });

  it.each([
    ['an error parameter', '?error=access_denied'],
    ['a message parameter', '?message=Something%20failed'],
    ['no code and no token', ''],
  ])('goes to /login?error=auth_failed on %s', async (_label, search) => {
    visit(`${path}${search}`);
    const fetchMock = stubFetch(() => jsonResponse({}));
    renderScreen(<GoogleCallbackPage />, {
      route: `${path}${search}`,
      path,
      extraRoutes: destinations,
    });
    expect(await screen.findByRole('heading', { name: 'Login stub' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login?error=auth_failed');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('goes to /login?error=auth_failed when the code exchange fails', async () => {
    visit(`${path}?code=used`);
    stubFetch(() =>
      jsonResponse({ message: 'Authentication failed', code: 'UNAUTHENTICATED' }, { status: 401 }),
    );
    renderScreen(<GoogleCallbackPage />, {
      route: `${path}?code=used`,
      path,
      extraRoutes: destinations,
    });
    expect(await screen.findByRole('heading', { name: 'Login stub' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login?error=auth_failed');
    expect(sessionStorage.getItem(StorageKeys.token)).toBeNull();
  });

  it('never stores a token from the address (login CSRF): the signed-in session stays, /login?error=auth_failed', async () => {
    localStorage.setItem(StorageKeys.token, 'victim-token');
    visit(`${path}?token=attacker-token`);
    const fetchMock = stubFetch(() => jsonResponse({ user }));
    renderScreen(<GoogleCallbackPage />, {
      route: `${path}?token=attacker-token`,
      path,
      extraRoutes: destinations,
    });
    expect(await screen.findByRole('heading', { name: 'Login stub' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login?error=auth_failed');
    expect(localStorage.getItem(StorageKeys.token)).toBe('victim-token');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
