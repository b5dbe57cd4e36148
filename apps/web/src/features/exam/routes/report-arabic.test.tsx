import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { result } from '../../../test/exam-fixtures';
import { renderScreen } from '../../../test/render';
import { toReportState } from '../lib/report-state';
import { ExamReportPage } from './report';

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

const renderReport = (state: unknown) =>
  renderScreen(<ExamReportPage />, { route: { pathname: '/report', state }, path: '/report' });

describe('the exam report in Arabic', () => {
  it('shows its headings, labels, plural count and buttons in Arabic', async () => {
    renderReport(toReportState(result({ timerExpired: true, performance: 0.85 })));
    await act(() => activateLanguage('ar'));
    expect(screen.getByRole('heading', { level: 1, name: 'تقرير الامتحان' })).toBeInTheDocument();
    expect(screen.getByText('كان في هذا الامتحان 9 أسئلة.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'الأداء العام' })).toBeInTheDocument();
    expect(screen.getByText('ممتاز')).toBeInTheDocument();
    expect(screen.getByText('6 صحيحة من 9')).toBeInTheDocument();
    expect(screen.getByText('انتهى الوقت')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ابدأ امتحانًا جديدًا' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'عرض لوحة المتابعة' })).toBeInTheDocument();
    for (const english of ['Exam Report', 'Overall Performance', 'Excellent', 'Start New Exam']) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
  });

  it('says there are no results in Arabic', async () => {
    await act(() => activateLanguage('ar'));
    renderReport(null);
    expect(screen.getByRole('heading', { name: 'لا توجد نتائج امتحان' })).toBeInTheDocument();
    expect(screen.queryByText('No Exam Results Available')).not.toBeInTheDocument();
  });
});
