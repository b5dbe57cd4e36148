import { Messages, StorageKeys } from '@exam/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderScreen, stubFetchWithXsrf } from '../../../test/render';
import { useSessionCheck, useSessionQuery } from '../../../lib/auth/use-session-check';
import { EmailVerificationBanner } from './email-verification-banner';

const user = { id: 'u1', username: 'Ada Lovelace', email: 'ada@example.com' };

/** The signed-in layout's session check, which remembers what /me said. */
function SessionCheck() {
  useSessionCheck('tok');
  return null;
}

/** A /me that has not answered yet (the first paint of a reload). */
const pending = () => new Promise<Response>(() => undefined);

/** Says when the banner's query (the session check) has its answer. */
function AnswerProbe() {
  const me = useSessionQuery('tok');
  return me.data ? <p>session checked</p> : null;
}

function signIn() {
  localStorage.setItem(StorageKeys.token, 'tok');
  localStorage.setItem(StorageKeys.user, JSON.stringify(user));
}

describe('EmailVerificationBanner', () => {
  it('asks an unverified student to confirm, naming the address, and mails a new link on Resend', async () => {
    signIn();
    const fetchMock = stubFetchWithXsrf((url) =>
      url === '/api/auth/me'
        ? jsonResponse({ user, emailVerified: false })
        : jsonResponse({ message: Messages.verificationSent }),
    );
    renderScreen(<EmailVerificationBanner />);
    const banner = await screen.findByRole('region', { name: 'Confirm your e-mail address' });
    expect(banner).toHaveTextContent('Please confirm your e-mail address');
    expect(banner).toHaveTextContent('ada@example.com');

    await userEvent.click(screen.getByRole('button', { name: 'Resend link' }));
    expect(await screen.findByText(Messages.verificationSent)).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/auth/verify-email/resend');
  });

  it("shows the server's message when the limit is reached", async () => {
    signIn();
    stubFetchWithXsrf((url) =>
      url === '/api/auth/me'
        ? jsonResponse({ user, emailVerified: false })
        : jsonResponse(
            { message: Messages.verificationResendLimited, code: 'RATE_LIMITED' },
            { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '60' } },
          ),
    );
    renderScreen(<EmailVerificationBanner />);
    await userEvent.click(await screen.findByRole('button', { name: 'Resend link' }));
    expect(await screen.findByText(Messages.verificationResendLimited)).toBeInTheDocument();
    // Still there: a refusal blocks nothing and ends no session.
    expect(localStorage.getItem(StorageKeys.token)).toBe('tok');
  });

  it('shows nothing once the address is verified', async () => {
    signIn();
    stubFetchWithXsrf(() => jsonResponse({ user, emailVerified: true }));
    renderScreen(
      <>
        <EmailVerificationBanner />
        <AnswerProbe />
      </>,
    );
    expect(await screen.findByText('session checked')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Confirm your e-mail address' })).toBeNull();
  });

  it('is drawn with the first paint, before /me answers, when /me said last time that the address is not confirmed', () => {
    signIn();
    localStorage.setItem(
      StorageKeys.emailVerified,
      JSON.stringify({ userId: 'u1', verified: false }),
    );
    stubFetchWithXsrf(pending);
    renderScreen(<EmailVerificationBanner />);
    expect(screen.getByRole('region', { name: 'Confirm your e-mail address' })).toBeInTheDocument();
  });

  it("never draws another account's remembered answer before /me answers", () => {
    signIn();
    localStorage.setItem(
      StorageKeys.emailVerified,
      JSON.stringify({ userId: 'u2', verified: false }),
    );
    stubFetchWithXsrf(pending);
    renderScreen(<EmailVerificationBanner />);
    expect(screen.queryByRole('region', { name: 'Confirm your e-mail address' })).toBeNull();
  });

  it("follows /me's answer over the remembered one, and remembers the new answer", async () => {
    signIn();
    localStorage.setItem(
      StorageKeys.emailVerified,
      JSON.stringify({ userId: 'u1', verified: false }),
    );
    stubFetchWithXsrf(() => jsonResponse({ user, emailVerified: true }));
    renderScreen(
      <>
        <SessionCheck />
        <EmailVerificationBanner />
        <AnswerProbe />
      </>,
    );
    expect(await screen.findByText('session checked')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Confirm your e-mail address' })).toBeNull();
    expect(JSON.parse(localStorage.getItem(StorageKeys.emailVerified) ?? 'null')).toEqual({
      userId: 'u1',
      verified: true,
    });
  });
});
