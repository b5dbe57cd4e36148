import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { resetPublicConfigCache } from '../../../lib/public-config';
import { jsonResponse, renderScreen, stubFetch } from '../../../test/render';
import { DeleteAccountPage } from './delete-account';
import { NotFoundPage } from './not-found';
import { PrivacyPolicyPage } from './privacy-policy';
import { SupportPage } from './support';

function withSupportEmail() {
  resetPublicConfigCache();
  stubFetch(() =>
    jsonResponse({
      supportEmail: 'privacy@school.example',
      providers: { google: false, microsoft: false, apple: false },
    }),
  );
}

afterEach(async () => {
  await act(() => activateLanguage('en'));
  resetPublicConfigCache();
});

describe('the privacy policy', () => {
  it('keeps its English sentences whole, the figures and links in place', async () => {
    withSupportEmail();
    renderScreen(<PrivacyPolicyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(
      screen.getByText(/Sessions expire after 12 hours, or 30 days with Remember me\.$/),
    ).toBeInTheDocument();
    expect(screen.getByText('Account information:').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Delete Account' })).toHaveAttribute(
      'href',
      '/delete-account',
    );
    expect(await screen.findByRole('link', { name: 'privacy@school.example' })).toHaveAttribute(
      'href',
      'mailto:privacy@school.example',
    );
    expect(screen.getByRole('link', { name: 'Support' }).closest('p')).toHaveTextContent(
      'For any question about this policy or your information, write to privacy@school.example or use the Support page.',
    );
  });

  it('reads in Arabic, links and the mailbox kept', async () => {
    withSupportEmail();
    renderScreen(<PrivacyPolicyPage />);
    await screen.findByRole('link', { name: 'privacy@school.example' });
    await act(() => activateLanguage('ar'));
    expect(screen.getByRole('heading', { level: 1, name: 'سياسة الخصوصية' })).toBeInTheDocument();
    for (const heading of ['المعلومات التي نجمعها', 'الأطراف الثالثة', 'حقوقك', 'التواصل معنا']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(screen.getByText('معلومات الحساب:').tagName).toBe('STRONG');
    expect(
      screen.getByText(/تنتهي صلاحية الجلسة بعد 12 ساعة، أو بعد 30 يومًا مع «تذكّرني»\.$/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'حذف الحساب' })).toHaveAttribute(
      'href',
      '/delete-account',
    );
    expect(screen.getByRole('link', { name: 'privacy@school.example' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Third parties' })).not.toBeInTheDocument();
  });
});

describe('the support, deletion and not-found pages in Arabic', () => {
  it('support: title, fields and button', async () => {
    withSupportEmail();
    renderScreen(<SupportPage />);
    await screen.findByRole('link', { name: 'privacy@school.example' });
    await act(() => activateLanguage('ar'));
    expect(screen.getByRole('heading', { level: 1, name: 'الدعم' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'الموضوع' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إرسال الرسالة' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacy@school.example' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Message' })).not.toBeInTheDocument();
  });

  it('deletion request: the confirmation, the link to My account and the button', async () => {
    withSupportEmail();
    renderScreen(<DeleteAccountPage />);
    await act(() => activateLanguage('ar'));
    expect(screen.getByRole('heading', { level: 1, name: 'حذف الحساب' })).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', {
        name: 'أفهم أن هذا الإجراء لا يمكن التراجع عنه، وأن كل بياناتي ستُحذف نهائيًا.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'سجّل الدخول وافتح صفحة حسابي' })).toHaveAttribute(
      'href',
      '/account',
    );
    expect(screen.getByRole('button', { name: 'اطلب حذف الحساب' })).toBeDisabled();
    expect(screen.queryByText('Request Account Deletion')).not.toBeInTheDocument();
  });

  it('not found', async () => {
    renderScreen(<NotFoundPage />);
    await act(() => activateLanguage('ar'));
    expect(screen.getByRole('heading', { name: 'الصفحة غير موجودة' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'اذهب إلى الصفحة الرئيسية' })).toBeInTheDocument();
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
  });
});
