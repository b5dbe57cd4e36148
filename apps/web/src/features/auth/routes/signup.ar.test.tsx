import { ErrorCode, Messages } from '@exam/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { resetPublicConfigCache } from '../../../lib/public-config';
import { jsonResponse, renderScreen, stubFetchWithXsrf } from '../../../test/render';
import { SignupPage } from './signup';

/** The API: cities and schools, and a registration refused with the given answer. */
function stubApi(refusal: { message: string; code: string }) {
  stubFetchWithXsrf((url) => {
    if (url.startsWith('/api/location/cities')) return jsonResponse(['Cairo']);
    if (url.startsWith('/api/location/schools')) return jsonResponse([]);
    return jsonResponse(refusal, { status: 400 });
  });
}

/** Fills the form at once (change events: typing letter by letter adds nothing here). */
function fillForm() {
  const fill = (field: HTMLElement, value: string) =>
    fireEvent.change(field, { target: { value } });
  fill(screen.getByLabelText(/^الاسم الأول/), 'Ada');
  fill(screen.getByLabelText(/^اسم العائلة/), 'Lovelace');
  fill(screen.getByLabelText(/^البريد الإلكتروني/), 'ada@example.com');
  fill(screen.getByLabelText(/^كلمة المرور/), 'password1');
  fill(screen.getByLabelText(/^رقم الهاتف/), '+20 100 000 0000');
  fill(screen.getByRole('combobox', { name: /^المدينة/ }), 'Cairo');
  fill(screen.getByRole('combobox', { name: /^المدرسة/ }), 'Nile School');
  fireEvent.click(screen.getByRole('checkbox', { name: /الشروط والأحكام/ }));
}

beforeEach(() => resetPublicConfigCache());
afterEach(async () => {
  await act(() => activateLanguage('en'));
});

describe('SignupPage in Arabic', () => {
  it('shows the form, its links and its own validation in Arabic', async () => {
    stubApi({ message: Messages.internal, code: ErrorCode.Internal });
    renderScreen(<SignupPage />, { route: '/signup' });
    await act(() => activateLanguage('ar'));

    expect(screen.getByRole('heading', { name: 'أنشئ حسابك' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'سياسة الخصوصية' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(screen.getByRole('link', { name: 'سجّل الدخول' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('button', { name: 'إنشاء حساب بحساب Google' })).toBeInTheDocument();
    expect(screen.getByText('أو')).toBeInTheDocument();
    expect(screen.getByLabelText(/^كلمة المرور/)).toHaveAccessibleDescription(
      '6 أحرف على الأقل؛ ولا تُقبل كلمة مرور شائعة جدًا مثل 12345678',
    );
    expect(screen.getByText('اختر المدينة أولًا')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إظهار كلمة المرور' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'إنشاء حساب' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(
      'الاسم الأول مطلوب، اسم العائلة مطلوب، البريد الإلكتروني مطلوب، كلمة المرور مطلوبة، ' +
        'رقم الهاتف مطلوب، المدينة مطلوبة، المدرسة مطلوبة، يجب أن توافق على الشروط والأحكام',
    );
    expect(screen.getByLabelText(/^الاسم الأول/)).toHaveAccessibleDescription('الاسم الأول مطلوب');
    expect(screen.getByText('يجب أن توافق على الشروط والأحكام', { selector: 'p' })).toBeVisible();

    for (const english of ['Create your account', 'Sign Up', 'OR', 'First name is required'])
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    expect(screen.queryByText(/Privacy Policy/)).not.toBeInTheDocument();
  });

  it("shows the server's English refusal in Arabic, in the toast and on the field", async () => {
    stubApi({ message: Messages.passwordTooCommon, code: ErrorCode.WeakPassword });
    renderScreen(<SignupPage />, { route: '/signup' });
    await act(() => activateLanguage('ar'));
    fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'إنشاء حساب' }));

    const arabic = 'كلمة المرور هذه شائعة جدًا. اختر كلمة مرور يصعب تخمينها.';
    expect(within(await screen.findByRole('alert')).getByText(arabic)).toBeInTheDocument();
    const password = screen.getByLabelText(/^كلمة المرور/);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(arabic);
    expect(screen.queryByText(Messages.passwordTooCommon)).not.toBeInTheDocument();
  });
});
