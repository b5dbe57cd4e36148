import { StorageKeys } from '@exam/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InitialEntry } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetPublicConfigCache } from '../../../lib/public-config';
import { jsonResponse, renderScreen, stubFetch as stubFetchWith } from '../../../test/render';
import { LoginPage } from './login';

const user = { id: 'u1', username: 'Ada Lovelace', email: 'ada@example.com' };

function stubFetch(handler: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  document.cookie = 'XSRF-TOKEN=test-xsrf';
  return stubFetchWith(handler);
}

const renderLogin = (route: InitialEntry = '/login') =>
  renderScreen(<LoginPage />, {
    route,
    path: '/login',
    extraRoutes: { '/dashboard': <h1>Dashboard stub</h1> },
  });

beforeEach(() => resetPublicConfigCache());

describe('LoginPage', () => {
  it('renders the sign-in form with labelled fields and the spec texts', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to continue to your exam')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(screen.getByText('OR')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    for (const [name, href] of [
      ['Sign up', '/signup'],
      ['Reset Password', '/forgot-password'],
      ['Privacy Policy', '/privacy-policy'],
      ['Support', '/support'],
      ['Delete Account', '/delete-account'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('toggles password visibility with a labelled button', async () => {
    renderLogin();
    const password = screen.getByLabelText(/^Password/);
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('pre-fills a remembered e-mail, ticks Remember me and deletes a legacy password', () => {
    localStorage.setItem(StorageKeys.rememberedEmail, 'ada@example.com');
    localStorage.setItem(StorageKeys.legacyRememberedPassword, 'c2VjcmV0');
    renderLogin();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ada@example.com');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    expect(localStorage.getItem(StorageKeys.legacyRememberedPassword)).toBeNull();
  });

  it('signs in, stores token and user but never the password, and opens the dashboard', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ token: 'tok-1', user }));
    renderLogin();

    await userEvent.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'S3cret-pass');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard stub' })).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/login');
    expect(JSON.parse(init?.body as string)).toEqual({
      email: 'ada@example.com',
      password: 'S3cret-pass',
      rememberMe: true,
    });
    // Remember me: the session outlives the browser (localStorage), none in the tab's store.
    expect(localStorage.getItem(StorageKeys.token)).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem(StorageKeys.user) ?? 'null')).toEqual(user);
    expect(sessionStorage.getItem(StorageKeys.token)).toBeNull();
    expect(localStorage.getItem(StorageKeys.rememberedEmail)).toBe('ada@example.com');
    const everything =
      Object.values({ ...localStorage, ...sessionStorage }).join('\n') + document.cookie;
    expect(everything).not.toContain('S3cret-pass');
    expect(everything).not.toContain(btoa('S3cret-pass'));
  });

  it('without Remember me keeps the session in this tab only (sessionStorage), so it ends with the browser', async () => {
    // A remembered session from before: signing in again without Remember me replaces it.
    localStorage.setItem(StorageKeys.token, 'tok-old');
    stubFetch(() => jsonResponse({ token: 'tok-1', user }));
    renderLogin();
    await userEvent.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'S3cret-pass');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard stub' })).toBeInTheDocument();
    expect(sessionStorage.getItem(StorageKeys.token)).toBe('tok-1');
    expect(JSON.parse(sessionStorage.getItem(StorageKeys.user) ?? 'null')).toEqual(user);
    expect(localStorage.getItem(StorageKeys.token)).toBeNull();
    expect(localStorage.getItem(StorageKeys.user)).toBeNull();
  });

  it('forgets the remembered e-mail when Remember me is unticked at submit', async () => {
    localStorage.setItem(StorageKeys.rememberedEmail, 'ada@example.com');
    stubFetch(() => jsonResponse({ token: 'tok-1', user }));
    renderLogin();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.type(screen.getByLabelText(/^Password/), 'S3cret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('heading', { name: 'Dashboard stub' });
    expect(localStorage.getItem(StorageKeys.rememberedEmail)).toBeNull();
  });

  it('shows the server message in a banner, marks both fields, and clears it on typing', async () => {
    stubFetch(() =>
      jsonResponse(
        { message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' },
        { status: 401 },
      ),
    );
    renderLogin();
    const email = screen.getByLabelText(/^Email/);
    const password = screen.getByLabelText(/^Password/);
    await userEvent.type(email, 'ada@example.com');
    await userEvent.type(password, 'wrong-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent('/login');

    await userEvent.type(password, 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'false');
  });

  it("says 'No response from server' when the API cannot be reached", async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    renderLogin();
    await userEvent.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'whatever');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No response from server');
  });

  it('disables the fields and buttons while signing in', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderLogin();
    await userEvent.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'whatever');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' })).toBeDisabled());
    expect(screen.getByLabelText(/^Email/)).toBeDisabled();
    expect(screen.getByLabelText(/^Password/)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
    answer(jsonResponse({ token: 'tok-1', user }));
    await screen.findByRole('heading', { name: 'Dashboard stub' });
  });

  it('asks for the e-mail and password before calling the server', async () => {
    const fetchMock = stubFetch(() => jsonResponse({}));
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows 'Authentication failed' after a failed social sign-in", () => {
    renderLogin('/login?error=auth_failed');
    expect(screen.getByRole('alert')).toHaveTextContent('Authentication failed');
  });

  it('shows the password-reset confirmation carried in navigation state', () => {
    renderLogin({
      pathname: '/login',
      state: { message: 'Password reset successful. Please login with your new password.' },
    });
    expect(
      screen.getByText('Password reset successful. Please login with your new password.'),
    ).toBeInTheDocument();
  });

  it('takes the message sent from another screen away once a sign-in is tried, so it never stands next to an error', async () => {
    stubFetch(() =>
      jsonResponse(
        { message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' },
        { status: 401 },
      ),
    );
    renderLogin({ pathname: '/login', state: { message: 'Your account has been deleted.' } });
    expect(screen.getByText('Your account has been deleted.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'wrong-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.queryByText('Your account has been deleted.')).not.toBeInTheDocument();
  });

  it("shows 'Failed to initiate Google login' when Google is not configured", async () => {
    stubFetch(() =>
      jsonResponse({
        supportEmail: 'support@localhost',
        providers: { google: false, microsoft: false, apple: false },
      }),
    );
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to initiate Google login');
  });
});
