import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { pastExams } from '../../../test/exam-fixtures';
import { busyDashboard } from '../../../test/dashboard-fixtures';
import { jsonResponse, renderScreen, stubFetchWithXsrf } from '../../../test/render';
import { DashboardPage } from './dashboard';

// The charts are drawn in the browser suite; the table shows the same figures here.
vi.mock('../components/progress-charts', () => ({ default: () => <p>Charts stand-in</p> }));

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

function renderDashboard() {
  stubFetchWithXsrf((url) =>
    url.startsWith('/api/dashboard') ? jsonResponse(busyDashboard) : jsonResponse(pastExams),
  );
  renderScreen(<DashboardPage />, { route: '/dashboard', path: '/dashboard' });
}

describe('the dashboard in Arabic', () => {
  it('shows its headings, buttons, counts and past exams in Arabic', async () => {
    renderDashboard();
    await screen.findByRole('region', { name: 'Lesson mastery' });
    await screen.findAllByRole('article');
    await act(() => activateLanguage('ar'));

    expect(screen.getByRole('heading', { name: 'لوحة متابعة امتحاناتك' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ابدأ امتحانًا جديدًا' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /الامتحان التجريبي \(\d+ دقيقة\)/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('3 أيام متتالية')).toBeInTheDocument();

    const review = screen.getByRole('region', { name: 'المراجعة اليومية' });
    expect(within(review).getByText('4 أسئلة جاهزة لمراجعة سريعة.')).toBeInTheDocument();
    expect(within(review).getByRole('button', { name: 'ابدأ المراجعة' })).toBeInTheDocument();

    const mastery = screen.getByRole('region', { name: 'إتقان الدروس' });
    expect(
      within(mastery).getAllByRole('button', { name: /^تدرّب على هذا الدرس: / }).length,
    ).toBeGreaterThan(0);

    const newest = within(screen.getAllByRole('article')[0] as HTMLElement);
    expect(newest.getByRole('heading', { name: 'الامتحان 2 من 2' })).toBeInTheDocument();
    expect(newest.getByText('الإجابات الخاطئة: 2 من 12')).toBeInTheDocument();
    expect(newest.getByText('4 مارس 2026، 09:05')).toBeInTheDocument();

    for (const english of ['Your Exam Dashboard', 'Lesson mastery', 'Daily review', 'Past Exams']) {
      expect(screen.queryByRole('heading', { name: english })).not.toBeInTheDocument();
    }
    expect(screen.queryByText('Start review')).not.toBeInTheDocument();
  });

  it('names the progress table’s columns, levels and weeks in Arabic', async () => {
    renderDashboard();
    const progress = await screen.findByRole('region', { name: 'Your progress' });
    await act(() => activateLanguage('ar'));
    await userEvent.click(within(progress).getByRole('button', { name: 'اعرض كجدول' }));

    const weeks = within(progress).getByRole('table', { name: /الدروس حسب مستوى الإتقان/ });
    expect(
      within(weeks)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['الأسبوع', 'لم يبدأ بعد', 'تمت المحاولة', 'مألوف', 'متمكّن', 'مُتقَن']);
    expect(within(weeks).getAllByRole('row')[1]?.textContent).toMatch(/^أسبوع 23 نوفمبر/);

    const scores = within(progress).getByRole('table', { name: /درجات الامتحانات/ });
    const first = within(scores).getAllByRole('row')[1];
    expect(first?.textContent).toMatch(/^23 نوفمبر 2026امتحان74\.3/);
    expect(within(progress).queryByText('Week')).not.toBeInTheDocument();
  });
});
