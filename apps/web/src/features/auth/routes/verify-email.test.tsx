import { Messages, StorageKeys } from '@exam/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, renderScreen, stubFetchWithXsrf } from '../../../test/render';
import { VerifyEmailPage } from './verify-email';

const path = '/verify-email';
const invalid = { message: Messages.verificationLinkInvalid, code: 'VERIFICATION_LINK_INVALID' };

/** The screen reads (and cleans) the real address bar. */
function visit(url: string) {
  window.history.replaceState(null, '', url);
}
afterEach(() => visit('/'));

function open(search: string) {
  visit(`${path}${search}`);
  return renderScreen(<VerifyEmailPage />, {
    route: `${path}${search}`,
    path,
    extraRoutes: { '/login': <h1>Login stub</h1>, '/dashboard': <h1>Dashboard stub</h1> },
  });
}

describe('VerifyEmailPage (/verify-email)', () => {
  it('sends the token without a bearer token, cleans the address bar and confirms; signed out, it offers Sign in', async () => {
    const fetchMock = stubFetchWithXsrf(() => jsonResponse({ message: Messages.emailVerified }));
    open('?token=link-token');
    expect(
      await screen.findByRole('heading', { name: 'E-mail address confirmed' }),
    ).toBeInTheDocument();
    expect(screen.getByText(Messages.emailVerified)).toBeInTheDocument();
    expect(window.location.search).toBe('');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/verify-email');
    expect(JSON.parse(init?.body as string)).toEqual({ token: 'link-token' });
    expect(new Headers(init?.headers).get('Authorization')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Login stub' })).toBeInTheDocument();
  });

  it('signed in, a confirmed link leads to the dashboard', async () => {
    localStorage.setItem(StorageKeys.token, 'tok');
    stubFetchWithXsrf(() => jsonResponse({ message: Messages.emailAlreadyVerified }));
    open('?token=used-token');
    expect(await screen.findByText(Messages.emailAlreadyVerified)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toBeInTheDocument();
  });

  it('explains an expired or replaced link and, signed in, mails a new one', async () => {
    localStorage.setItem(StorageKeys.token, 'tok');
    stubFetchWithXsrf((url) =>
      url === '/api/auth/verify-email'
        ? jsonResponse(invalid, { status: 400 })
        : jsonResponse({ message: Messages.verificationSent }),
    );
    open('?token=old-token');
    expect(
      await screen.findByRole('heading', { name: 'This link no longer works' }),
    ).toBeInTheDocument();
    expect(screen.getByText(Messages.verificationLinkInvalid)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(await screen.findByText(Messages.verificationSent)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toBeInTheDocument();
  });

  it('signed out, explains how to get a new link and offers Sign in', async () => {
    stubFetchWithXsrf(() => jsonResponse(invalid, { status: 400 }));
    open('?token=old-token');
    expect(
      await screen.findByRole('heading', { name: 'This link no longer works' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Sign in, then choose/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('treats a link without a token as one that no longer works, without calling the server', async () => {
    const fetchMock = stubFetchWithXsrf(() => jsonResponse({}));
    open('');
    expect(
      await screen.findByRole('heading', { name: 'This link no longer works' }),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers Try again when the server could not be reached', async () => {
    let calls = 0;
    stubFetchWithXsrf(() => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return jsonResponse({ message: Messages.emailVerified });
    });
    open('?token=link-token');
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(Messages.emailVerified)).toBeInTheDocument();
  });
});
