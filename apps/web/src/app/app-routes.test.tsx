import { StorageKeys } from '@exam/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetPublicConfigCache } from '../lib/public-config';
import { queryClient } from '../lib/query-client';
import { storeSession } from '../lib/storage';
import { jsonResponse, stubFetch } from '../test/render';
import { AppRoutes, preloadRoute } from './app-routes';
import { AppProviders } from './providers';

const user = {
  id: 'u1',
  username: 'Ada Lovelace',
  email: 'ada@example.com',
  role: 'student' as const,
  language: 'en' as const,
};

function renderApp(path: string) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
}

const findHeading = (name: string | RegExp) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

// Signed-in screens read GET /api/config (attempt lengths) into the app's one query client: each
// test starts without a config cached by the one before.
beforeEach(() => {
  resetPublicConfigCache();
  queryClient.clear();
});

describe('AppRoutes', () => {
  it.each([
    '/dashboard',
    '/start-exam',
    '/practice-history',
    '/exam-details/42',
    '/start-trial',
    '/trial',
    '/trial-report',
  ])('sends a signed-out visitor of %s to the login screen', async (path) => {
    renderApp(path);
    expect(await findHeading('Welcome Back')).toBeInTheDocument();
  });

  it("shows the signed-in user's dashboard with the empty past-exams state", async () => {
    storeSession('tok-1', user);
    stubFetch((url) => (url === '/api/auth/me' ? jsonResponse({ user }) : jsonResponse([])));
    renderApp('/dashboard');
    expect(await findHeading('Your Exam Dashboard')).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(await screen.findByText('No Past Exams Found')).toBeInTheDocument();
    for (const [name, href] of [
      ['Start New Exam', '/start-exam'],
      ['Practice Mode', '/practice-topics'],
      ['Practice History', '/practice-history'],
      ['Trial Mode (25 mins)', '/start-trial'],
      ['Start First Exam', '/start-exam'],
      ['Try Practice Mode', '/practice-topics'],
      ['Try Trial Mode', '/start-trial'],
    ]) {
      expect(screen.getAllByRole('link', { name })[0]).toHaveAttribute('href', href);
    }
  });

  it('opens the start-exam screen for a signed-in student', async () => {
    storeSession('tok-1', user);
    stubFetch((url) =>
      url === '/api/auth/me' ? jsonResponse({ user }) : jsonResponse({ exam: null }),
    );
    renderApp('/start-exam');
    expect(await findHeading('Start Exam')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Exam' })).toBeDisabled();
  });

  it('opens the trial intro for a signed-in student', async () => {
    storeSession('tok-1', user);
    stubFetch((url) =>
      url === '/api/auth/me' ? jsonResponse({ user }) : jsonResponse({ trial: null }),
    );
    renderApp('/start-trial');
    expect(await findHeading('Trial Mode')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Trial' })).toBeEnabled();
  });

  it("says 'Session ID not provided' on /practice-session without an id", async () => {
    storeSession('tok-1', user);
    stubFetch(() => jsonResponse({ user }));
    renderApp('/practice-session');
    expect(await findHeading('Practice Session Review')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Session ID not provided');
  });

  it("says 'Exam ID is required' on /exam-details without an id", async () => {
    storeSession('tok-1', user);
    stubFetch(() => jsonResponse({ user }));
    renderApp('/exam-details');
    expect(await findHeading('Exam Report Details')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Exam ID is required');
  });

  it('signs out: revokes the session on the server, clears storage and returns to login', async () => {
    document.cookie = 'XSRF-TOKEN=x';
    storeSession('tok-1', user);
    localStorage.setItem(StorageKeys.practiceState, '{"sessionId":"s1","pending":"7"}');
    const fetchMock = stubFetch((url) => {
      if (url === '/api/auth/me') return jsonResponse({ user });
      if (url === '/api/exam/past-exams') return jsonResponse([]);
      return jsonResponse({ message: 'Signed out' });
    });
    renderApp('/dashboard');
    await findHeading('Your Exam Dashboard');

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await findHeading('Welcome Back')).toBeInTheDocument();
    const logoutCall = fetchMock.mock.calls.find(([url]) => url === '/api/auth/logout');
    expect(new Headers(logoutCall?.[1]?.headers).get('Authorization')).toBe('Bearer tok-1');
    expect(sessionStorage.getItem(StorageKeys.token)).toBeNull();
    expect(sessionStorage.getItem(StorageKeys.user)).toBeNull();
    // A practice session's mirror (with a typed answer) is not left to the next pupil.
    expect(localStorage.getItem(StorageKeys.practiceState)).toBeNull();
  });

  it('ends the session when the server no longer knows the token', async () => {
    storeSession('revoked-token', user);
    stubFetch(() =>
      jsonResponse(
        { message: 'Please sign in to continue', code: 'UNAUTHENTICATED' },
        { status: 401 },
      ),
    );
    renderApp('/dashboard');
    expect(await findHeading('Welcome Back')).toBeInTheDocument();
    expect(sessionStorage.getItem(StorageKeys.token)).toBeNull();
    expect(sessionStorage.getItem(StorageKeys.user)).toBeNull();
  });

  it('shows a 404 page with a link home for unknown paths', async () => {
    renderApp('/no-such-page');
    expect(await findHeading('Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('opens the static pages without signing in', async () => {
    stubFetch(() =>
      jsonResponse({
        supportEmail: 'help@school.example',
        providers: { google: false, microsoft: false, apple: false },
      }),
    );
    renderApp('/privacy-policy');
    expect(await findHeading('Privacy Policy')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'help@school.example' })).toHaveAttribute(
        'href',
        'mailto:help@school.example',
      ),
    );
  });

  it.each([
    ['/login', ['LoginPage']],
    [
      '/dashboard',
      [
        'QueryLayout',
        'AppShell',
        'EmailVerificationLayout',
        'ProfilePromptLayout',
        'DashboardPage',
      ],
    ],
    ['/exam-details/42', ['QueryLayout', 'AppShell', 'EmailVerificationLayout', 'ExamDetailsPage']],
    ['/exam', ['QueryLayout', 'AppShell', 'ExamPage']],
    ['/verify-email', ['QueryLayout', 'VerifyEmailPage']],
    ['/privacy-policy', ['QueryLayout', 'PublicLayout', 'PrivacyPolicyPage']],
    ['/no-such-page', ['NotFoundPage']],
  ])('preloads every lazy layout and the screen of %s at once', async (path, expected) => {
    const modules = await Promise.all(preloadRoute(path));
    expect(modules.map((module) => module.default.name)).toEqual(expected);
  });
});
