import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderScreen, stubFetch } from '../../../test/render';
import {
  pastTrials,
  TRIAL_ID,
  trialDetails,
  trialResult,
  trialReviewQuestion,
} from '../../../test/trial-fixtures';
import { toTrialReportState } from '../lib/report-state';
import { TrialReportPage } from './trial-report';

const renderReport = (state: unknown = null) =>
  renderScreen(<TrialReportPage />, {
    route: { pathname: '/trial-report', state },
    path: '/trial-report',
    extraRoutes: { '/start-trial': <h1>Intro stub</h1>, '/dashboard': <h1>Dashboard stub</h1> },
  });

describe('TrialReportPage', () => {
  it('shows the carried result: score, correct answers, time taken and the incorrect questions', async () => {
    const fetchMock = stubFetch(() => jsonResponse(trialReviewQuestion));
    renderReport(toTrialReportState(trialResult()));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Trial Report' }),
    ).toBeInTheDocument();
    expect(screen.getByText('72.0%')).toBeInTheDocument();
    expect(screen.getByText('Correct Answers: 18 out of 25')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Time Taken' }).nextSibling).toHaveTextContent(
      '12:34',
    );
    expect(screen.queryByText('Out of time')).not.toBeInTheDocument();

    const list = screen.getByRole('heading', { name: 'Incorrect Questions' }).parentElement;
    const items = within(list as HTMLElement).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Question 2',
      'Question 3',
    ]);
    expect(within(items[0] as HTMLElement).getByText('Your Answer')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText('Correct Answer')).toBeInTheDocument();
    expect(
      within(items[1] as HTMLElement).getByText('Not answered: the time ran out'),
    ).toBeInTheDocument();
    // 'In the opposite figure' shows its figure with the text, before any worked solution.
    expect(
      within(items[0] as HTMLElement).getByRole('img', { name: 'Figure for this question' }),
    ).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).queryByRole('img')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads the lesson and worked explanation of a question once, when asked', async () => {
    const fetchMock = stubFetch(() => jsonResponse(trialReviewQuestion));
    renderReport(toTrialReportState(trialResult()));
    const [show] = await screen.findAllByRole('button', { name: 'Show worked solution' });
    await userEvent.click(show as HTMLElement);
    expect(await screen.findByText('Explanation')).toBeInTheDocument();
    expect(screen.getByText('Lesson: Pythagoras')).toBeInTheDocument();
    const hide = screen.getByRole('button', { name: 'Hide worked solution' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(hide);
    await userEvent.click(
      screen.getAllByRole('button', { name: 'Show worked solution' })[0] as HTMLElement,
    );
    expect(await screen.findByText('Explanation')).toBeInTheDocument();
    const calls = fetchMock.mock.calls.map(([url]) => url);
    expect(calls).toEqual(['/api/trial/question/t2']);
  });

  it('shows the worked solution as numbered steps when the question has them', async () => {
    stubFetch(() =>
      jsonResponse({ ...trialReviewQuestion, steps: ['$AB^2 = 9 + 16 = 25$', '$AB = 5$'] }),
    );
    renderReport(toTrialReportState(trialResult()));
    const [show] = await screen.findAllByRole('button', { name: 'Show worked solution' });
    await userEvent.click(show as HTMLElement);
    const steps = await screen.findByRole('list', { name: 'Worked solution' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText('Explanation')).not.toBeInTheDocument();
  });

  it("marks a trial the time ended 'Out of time' and says how many questions were not reached", async () => {
    stubFetch(() => jsonResponse({}));
    renderReport(toTrialReportState(trialResult({ timerExpired: true })));
    expect(await screen.findByText('Out of time')).toBeInTheDocument();
    expect(
      screen.getByText(/22 questions were not reached and count as wrong/),
    ).toBeInTheDocument();
  });

  it("says 'No incorrect questions!' when every answer was right", async () => {
    stubFetch(() => jsonResponse({}));
    const all = trialResult();
    renderReport(
      toTrialReportState({
        ...all,
        questions: all.questions.map((question) => ({ ...question, isCorrect: true })),
      }),
    );
    expect(await screen.findByText('No incorrect questions!')).toBeInTheDocument();
  });

  it('falls back to the latest past trial and its details without a carried result', async () => {
    const fetchMock = stubFetch((url) =>
      url === '/api/trial/past-trials'
        ? jsonResponse(pastTrials)
        : jsonResponse(trialDetails({ correctAnswers: 17, performance: 0.68 })),
    );
    renderReport();
    expect(await screen.findByText('Correct Answers: 17 out of 25')).toBeInTheDocument();
    expect(screen.getByText('68.0%')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/trial/past-trials',
      `/api/trial/details/${TRIAL_ID}`,
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Intro stub' })).toBeInTheDocument();
  });

  it("says 'No trial results found.' when there is no past trial", async () => {
    stubFetch(() => jsonResponse([]));
    renderReport();
    expect(
      await screen.findByRole('heading', { name: 'No trial results found.' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start Trial' }));
    expect(await screen.findByRole('heading', { name: 'Intro stub' })).toBeInTheDocument();
  });

  it("says 'Failed to load trial report.' and retries", async () => {
    let fail = true;
    stubFetch((url) => {
      if (url === '/api/trial/past-trials') return jsonResponse(pastTrials);
      if (fail) {
        fail = false;
        return new Response('', { status: 500 });
      }
      return jsonResponse(trialDetails());
    });
    renderReport();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load trial report.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.getByText('Correct Answers: 18 out of 25')).toBeInTheDocument(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Back to Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard stub' })).toBeInTheDocument();
  });
});
