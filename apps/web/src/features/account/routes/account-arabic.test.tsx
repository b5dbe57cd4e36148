import { ApiRoutes, type MyClass, type MyProblemReport } from '@exam/contract';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { storeSession } from '../../../lib/storage';
import { jsonResponse, renderScreen, stubFetchWithXsrf } from '../../../test/render';
import { AccountPage } from './account';
import { mona, resolvedReport } from '../../../test/account-fixtures';

const myClass: MyClass = {
  classId: '6c1c2a4e-8b5d-4f7a-9c3e-1d2b3c4d5e62',
  className: 'Grade 10 B',
  teacherName: 'Mr Hany',
  joinedAt: '2026-11-20T09:00:00.000Z',
};
const report: MyProblemReport = { ...resolvedReport, id: 'r1', questionId: 'q1' };

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

describe('/account in Arabic', () => {
  it('shows the sections, buttons, reports and the code rule in Arabic; user data kept', async () => {
    storeSession('t', mona);
    stubFetchWithXsrf((url) => {
      if (url === ApiRoutes.account.classes) return jsonResponse([myClass]);
      if (url === ApiRoutes.account.reports) return jsonResponse([report]);
      return jsonResponse({});
    });
    renderScreen(<AccountPage />, { route: '/account', path: '/account' });
    await screen.findByText('Grade 10 B');
    await screen.findByText('Find the area of the triangle.');
    await act(() => activateLanguage('ar'));

    expect(screen.getByRole('heading', { name: 'حسابي' })).toBeInTheDocument();
    // The name and address are isolated (U+2068 … U+2069) to keep their order in Arabic.
    expect(
      screen.getByText('أنت مسجّل الدخول باسم \u2068Mona\u2069 (\u2068m@example.com\u2069)'),
    ).toBeInTheDocument();
    for (const heading of ['الفصول', 'بلاغاتي عن المشكلات', 'تنزيل بياناتي', 'حذف حسابي']) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'غادر الفصل' })).toBeInTheDocument();
    expect(screen.getByText(/^المعلّم: Mr Hany · انضممت في/)).toBeInTheDocument();
    expect(screen.getByText('تمت المعالجة: تم الإصلاح')).toBeInTheDocument();
    expect(screen.getByText(/^الشكل خاطئ أو صعب القراءة · /)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'أن تطلب منا حذف حسابك بالبريد الإلكتروني' }),
    ).toHaveAttribute('href', '/delete-account');

    await userEvent.type(screen.getByRole('textbox', { name: 'رمز الفصل' }), 'ABC');
    await userEvent.click(screen.getByRole('button', { name: 'انضم إلى فصل' }));
    expect(
      await screen.findByText('أدخل الرمز المكوّن من 8 خانات الذي أعطاك إياه معلّمك'),
    ).toBeInTheDocument();

    for (const english of ['My account', 'Classes', 'Delete my account']) {
      expect(screen.queryByRole('heading', { name: english })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Leave class' })).not.toBeInTheDocument();
  });
});
