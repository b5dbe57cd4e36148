import { Messages } from '@exam/contract';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { jsonResponse, renderScreen, stubFetchWithXsrf } from '../../../test/render';
import { ForgotPasswordPage } from './forgot-password';
import { ResetPasswordPage } from './reset-password';

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

describe('the password screens in Arabic', () => {
  it("asks for the address, checks it and shows the server's neutral answer in Arabic", async () => {
    stubFetchWithXsrf(() => jsonResponse({ message: Messages.forgotPasswordNeutral }));
    renderScreen(<ForgotPasswordPage />, { route: '/forgot-password' });
    await act(() => activateLanguage('ar'));

    expect(screen.getByRole('heading', { name: 'نسيت كلمة المرور؟' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'رجوع إلى تسجيل الدخول' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'أرسل رابط إعادة التعيين' }));
    // The zod schema's English message, shown by the shared field in Arabic.
    expect(await screen.findByText('البريد الإلكتروني مطلوب')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(/^البريد الإلكتروني/), {
      target: { value: 'ada@example.com' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'أرسل رابط إعادة التعيين' }));
    expect(
      await screen.findByText(
        'إذا كان هناك حساب بهذا البريد الإلكتروني، فستصلك رسالة بتعليمات إعادة تعيين كلمة المرور.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Send Reset Link')).not.toBeInTheDocument();
    expect(screen.queryByText(Messages.forgotPasswordNeutral)).not.toBeInTheDocument();
  });

  it('shows a mismatch and the refused link in Arabic on the reset form', async () => {
    stubFetchWithXsrf(() =>
      jsonResponse(
        { message: Messages.resetTokenInvalid, code: 'RESET_TOKEN_INVALID' },
        { status: 400 },
      ),
    );
    renderScreen(<ResetPasswordPage />, { route: '/reset-password?token=old' });
    await act(() => activateLanguage('ar'));

    expect(screen.getByRole('heading', { name: 'إعادة تعيين كلمة المرور' })).toBeInTheDocument();
    const password = screen.getByLabelText(/^كلمة المرور الجديدة/);
    const confirm = screen.getByLabelText(/^تأكيد كلمة المرور/);
    fireEvent.change(password, { target: { value: 'analytical' } });
    fireEvent.change(confirm, { target: { value: 'analytica' } });
    await userEvent.click(screen.getByRole('button', { name: 'إعادة تعيين كلمة المرور' }));
    expect(await screen.findByText('كلمتا المرور غير متطابقتين')).toBeInTheDocument();

    fireEvent.change(confirm, { target: { value: 'analytical' } });
    await userEvent.click(screen.getByRole('button', { name: 'إعادة تعيين كلمة المرور' }));
    expect(
      await screen.findByText(
        'رابط إعادة التعيين هذا غير صالح أو انتهت صلاحيته. اطلب رابطًا جديدًا لإعادة تعيين كلمة المرور.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'اطلب رابطًا جديدًا' })).toBeInTheDocument();
    expect(screen.queryByText(Messages.resetTokenInvalid)).not.toBeInTheDocument();
    expect(screen.queryByText('Reset Password')).not.toBeInTheDocument();
  });

  it('says in Arabic that a link without a token is invalid', async () => {
    renderScreen(<ResetPasswordPage />, { route: '/reset-password' });
    await act(() => activateLanguage('ar'));
    expect(
      screen.getByText('رابط إعادة التعيين غير صالح. اطلب رابطًا جديدًا لإعادة تعيين كلمة المرور.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'رجوع إلى تسجيل الدخول' })).toBeInTheDocument();
  });
});
