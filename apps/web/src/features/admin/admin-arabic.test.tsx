import { ApiRoutes } from '@exam/contract';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../i18n/i18n';
import { storeSession } from '../../lib/storage';
import {
  accounts,
  adminQuestion,
  adminUser,
  checkResponse,
  lessonNames,
  questionPage,
  QUESTION_ID,
  reportItem,
  statsPage,
  studentUser,
} from '../../test/admin-fixtures';
import { jsonResponse, renderScreen, stubFetchWithXsrf } from '../../test/render';
import { AdminLayout } from './components/admin-layout';
import { AdminCalibrationPage } from './routes/admin-calibration';
import { AdminQuestionEditorPage } from './routes/admin-question-editor';
import { AdminQuestionsPage } from './routes/admin-questions';
import { AdminReportsPage } from './routes/admin-reports';
import { AdminStatsPage } from './routes/admin-stats';
import { AdminUsersPage } from './routes/admin-users';

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => activateLanguage('en'));
});

async function inArabic() {
  await act(() => activateLanguage('ar'));
}

describe('the console in Arabic', () => {
  it('names its sections in Arabic, and refuses a student in Arabic', async () => {
    await inArabic();
    storeSession('token', adminUser);
    const { unmount } = renderScreen(<AdminLayout />, { route: '/admin/reports' });
    expect(screen.getByRole('navigation', { name: 'لوحة التحكم' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'بلاغات المشكلات' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'المعايرة' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Calibration' })).not.toBeInTheDocument();
    unmount();

    storeSession('token', studentUser);
    renderScreen(<AdminLayout />, { route: '/admin/reports' });
    expect(screen.getByText('لا يمكن لحسابك فتح هذه الصفحة.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'رجوع إلى لوحة المتابعة' })).toBeInTheDocument();
  });

  it('lists the questions in Arabic, the question texts as typed', async () => {
    stubFetchWithXsrf((url) =>
      jsonResponse(url.startsWith(ApiRoutes.lessonNames) ? lessonNames : questionPage),
    );
    await inArabic();
    renderScreen(<AdminQuestionsPage />);
    expect(await screen.findByText('Find sin 30°')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'الأسئلة' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('40 سؤالًا');
    expect(screen.getByText('منشور')).toBeInTheDocument();
    expect(screen.getByText('3 بلاغات مفتوحة')).toBeInTheDocument();
    expect(screen.getByText(/مرات العرض: 1,234/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'سؤال جديد' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'الدرس' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تصدير' })).toBeInTheDocument();
    expect(screen.queryByText('New question')).not.toBeInTheDocument();
    expect(screen.queryByText(/open reports/)).not.toBeInTheDocument();
  });

  it('shows the item statistics in Arabic with Western digits', async () => {
    stubFetchWithXsrf(() => jsonResponse(statsPage));
    await inArabic();
    renderScreen(<AdminStatsPage />);
    expect(
      await screen.findByText('الطلاب الأقوياء يخطئون فيه أكثر من الضعاف'),
    ).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'التمييز' })).toBeInTheDocument();
    const row = screen.getByRole('rowheader', { name: /Find sin 30°/ }).closest('tr')!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent?.replace(/[\u200e\u200f\u061c]/g, ''));
    expect(cells).toEqual(['12,345', '4%', '-0.21', '42 ث', '1.20', '0.50', '13%', '3']);
    expect(screen.queryByText('Almost nobody gets it right')).not.toBeInTheDocument();
  });

  it('shows the problem reports, calibration and users in Arabic', async () => {
    stubFetchWithXsrf((url) => {
      if (url.startsWith(ApiRoutes.admin.reports)) {
        return jsonResponse({ items: [reportItem], total: 1, nextCursor: null });
      }
      if (url.startsWith(ApiRoutes.admin.users)) {
        return jsonResponse({ items: accounts, total: 1, nextCursor: null });
      }
      return jsonResponse([]);
    });
    await inArabic();
    const reports = renderScreen(<AdminReportsPage />);
    expect(await screen.findByText('الإجابة المحددة على أنها صحيحة خاطئة')).toBeInTheDocument();
    expect(screen.getByText('بلاغ مفتوح واحد')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'حل البلاغ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'افتح في المحرر' })).toBeInTheDocument();
    reports.unmount();

    const calibration = renderScreen(<AdminCalibrationPage />);
    expect(await screen.findByText(/لم تُطبَّق أي معايرة/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تشغيل تجريبي' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dry run' })).not.toBeInTheDocument();
    calibration.unmount();

    renderScreen(<AdminUsersPage />);
    const role = await screen.findByRole('combobox', { name: `دور ${accounts[0]!.username}` });
    expect(role).toHaveTextContent('مشرف');
    expect(
      screen.getByRole('searchbox', { name: 'الاسم أو البريد الإلكتروني' }),
    ).toBeInTheDocument();
  });

  it(
    'labels the editor and its preview in Arabic, the question as typed',
    { timeout: 90_000 },
    async () => {
      stubFetchWithXsrf((url) => {
        if (url === ApiRoutes.lessonNames) return jsonResponse(lessonNames);
        if (url === ApiRoutes.admin.checkQuestion) return jsonResponse(checkResponse);
        return jsonResponse(adminQuestion);
      });
      await inArabic();
      renderScreen(<AdminQuestionEditorPage />, {
        route: `/admin/questions/${QUESTION_ID}`,
        path: '/admin/questions/:id',
      });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'تعديل السؤال' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'الدرس' })).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: /نص السؤال/ })).toHaveValue(
        adminQuestion.line.question,
      );
      expect(screen.getByRole('textbox', { name: 'جرّب إجابة' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'هاتف' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'احفظ وانشر' })).toBeInTheDocument();
      expect(screen.getByText('سجل الإصدارات')).toBeInTheDocument();
      expect(screen.queryByText('Save and publish')).not.toBeInTheDocument();
    },
  );
});
