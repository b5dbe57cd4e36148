import { Messages, StorageKeys } from '@exam/contract';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { jsonResponse, renderScreen, stubFetchWithXsrf } from '../../../test/render';
import { EmailVerificationBanner } from '../components/email-verification-banner';
import { VerifyEmailPage } from './verify-email';

const user = { id: 'u1', username: 'Ada Lovelace', email: 'ada@example.com' };

afterEach(async () => {
  window.history.replaceState(null, '', '/');
  await act(() => activateLanguage('en'));
});

describe('e-mail verification in Arabic', () => {
  it('confirms the address in Arabic, with the server’s message translated', async () => {
    await act(() => activateLanguage('ar'));
    stubFetchWithXsrf(() => jsonResponse({ message: Messages.emailVerified }));
    window.history.replaceState(null, '', '/verify-email?token=link-token');
    renderScreen(<VerifyEmailPage />, { route: '/verify-email?token=link-token' });

    expect(
      await screen.findByRole('heading', { name: 'تم تأكيد بريدك الإلكتروني' }),
    ).toBeInTheDocument();
    expect(screen.getByText('تم تأكيد بريدك الإلكتروني. شكرًا لك!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تسجيل الدخول' })).toBeInTheDocument();
    expect(screen.queryByText(Messages.emailVerified)).not.toBeInTheDocument();
  });

  it('explains a link that no longer works, signed out', async () => {
    await act(() => activateLanguage('ar'));
    renderScreen(<VerifyEmailPage />, { route: '/verify-email' });
    expect(screen.getByRole('heading', { name: 'هذا الرابط لم يعد يعمل' })).toBeInTheDocument();
    expect(
      screen.getByText('انتهت صلاحية رابط التأكيد هذا، أو حلّ محله رابط أحدث.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^سجّل الدخول، ثم اختر «أعد إرسال الرابط»/)).toBeInTheDocument();
    expect(screen.queryByText(/Sign in, then choose/)).not.toBeInTheDocument();
  });

  it('reminds in Arabic, naming the address, and says in Arabic that a new link is on its way', async () => {
    localStorage.setItem(StorageKeys.token, 'tok');
    localStorage.setItem(StorageKeys.user, JSON.stringify(user));
    stubFetchWithXsrf((url) =>
      url === '/api/auth/me'
        ? jsonResponse({ user, emailVerified: false })
        : jsonResponse({ message: Messages.verificationSent }),
    );
    renderScreen(<EmailVerificationBanner />);
    await act(() => activateLanguage('ar'));

    const banner = await screen.findByRole('region', { name: 'أكّد بريدك الإلكتروني' });
    expect(banner).toHaveTextContent(
      'أكّد بريدك الإلكتروني: افتح الرابط الذي أرسلناه إلى ada@example.com.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'أعد إرسال الرابط' }));
    expect(
      await screen.findByText('أرسلنا رابط تأكيد جديدًا إلى بريدك الإلكتروني.'),
    ).toBeInTheDocument();
    expect(banner).not.toHaveTextContent('Please confirm');
  });
});
