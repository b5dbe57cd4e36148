import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { resetPublicConfigCache } from '../../../lib/public-config';
import { pastExams } from '../../../test/exam-fixtures';
import { jsonResponse, renderScreen, stubFetch } from '../../../test/render';
import { clearSession, storeSession } from '../../../lib/storage';
import { NextStepTexts } from '../components/next-step';
import { DashboardPage } from './dashboard';
import { emptyDashboard } from '../../../test/dashboard-fixtures';

/** Past exams from `pastExamsBody`, the learning sections from an empty GET /api/dashboard. */
const pastExamsAnd =
  (pastExamsBody: unknown) =>
  (url: string): Response =>
    url.startsWith('/api/dashboard') ? jsonResponse(emptyDashboard) : jsonResponse(pastExamsBody);

const renderDashboard = () =>
  renderScreen(<DashboardPage />, {
    route: '/dashboard',
    path: '/dashboard',
    extraRoutes: { '/exam-details/:examId': <h1>Details stub</h1> },
  });

describe('DashboardPage', () => {
  it("names this server's trial length on the trial button", async () => {
    resetPublicConfigCache();
    stubFetch((url) =>
      url === '/api/config'
        ? jsonResponse({
            supportEmail: 's@x',
            providers: { google: false, microsoft: false, apple: false },
            attempts: { examSeconds: 3600, trialSeconds: 900, trialQuestions: 15 },
          })
        : pastExamsAnd([])(url),
    );
    renderDashboard();
    expect(await screen.findByRole('link', { name: /Trial Mode \(15 mins\)/ })).toBeInTheDocument();
    expect(screen.getByText(/a 15-minute trial/)).toBeInTheDocument();
    resetPublicConfigCache();
  });

  it('lists past exams as cards, newest first with the highest number', async () => {
    const fetchMock = stubFetch(pastExamsAnd(pastExams));
    renderDashboard();
    const cards = await screen.findAllByRole('article');
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/exam/past-exams');
    expect(cards).toHaveLength(2);

    const newest = within(cards[0] as HTMLElement);
    expect(newest.getByRole('heading', { name: 'Exam 2 of 2' })).toBeInTheDocument();
    expect(newest.getByText(/^4 Mar 2026, 09:05$/)).toBeInTheDocument();
    expect(newest.getByText('81.3%').closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
    expect(newest.getByText('Average time per question: 31.3 s')).toBeInTheDocument();
    expect(newest.getByText('2 incorrect out of 12 questions')).toBeInTheDocument();

    const oldest = within(cards[1] as HTMLElement);
    expect(oldest.getByRole('heading', { name: 'Exam 1 of 2' })).toBeInTheDocument();
    expect(oldest.getByText('42.0%').closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
    expect(oldest.getByText('7 incorrect out of 10 questions')).toBeInTheDocument();
    expect(oldest.getByText('Out of time')).toBeInTheDocument();

    await userEvent.click(newest.getByRole('button', { name: 'View Details of exam 2' }));
    expect(await screen.findByRole('heading', { name: 'Details stub' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/exam-details/exam-new');
  });

  it('keeps the empty state when there are no past exams', async () => {
    stubFetch(pastExamsAnd([]));
    renderDashboard();
    expect(await screen.findByText('No Past Exams Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start First Exam' })).toHaveAttribute(
      'href',
      '/start-exam',
    );
  });

  it('greets the student by first name and suggests a first exam to a newcomer', async () => {
    storeSession('tok', {
      id: 'u1',
      username: 'Salma Hassan',
      email: 's@example.test',
      role: 'student',
      language: 'en',
    });
    stubFetch(pastExamsAnd([]));
    renderDashboard();
    expect(screen.getByText('Welcome, Salma!')).toBeInTheDocument();
    expect(await screen.findByText(NextStepTexts.first)).toBeInTheDocument();
    expect(screen.queryByText(NextStepTexts.again)).not.toBeInTheDocument();
    clearSession();
  });

  it('suggests practice then a new exam once there are past exams', async () => {
    stubFetch(pastExamsAnd(pastExams));
    renderDashboard();
    expect(await screen.findByText(NextStepTexts.again)).toBeInTheDocument();
    expect(screen.getByText('Welcome!')).toBeInTheDocument();
  });

  it("says 'Failed to load past exams' and can try again", async () => {
    let fail = true;
    stubFetch((url) => {
      if (url.startsWith('/api/dashboard')) return jsonResponse(emptyDashboard);
      if (fail) {
        fail = false;
        return jsonResponse({ message: 'Database unavailable' }, { status: 503 });
      }
      return jsonResponse(pastExams);
    });
    renderDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load past exams');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });
});
