import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LimitMessages } from '@exam/contract';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderScreen, stubFetchWithXsrf as stubFetch } from '../../../test/render';
import { trialInProgress, TRIAL_ID } from '../../../test/trial-fixtures';
import { trialMirror } from '../lib/trial-storage';
import { StartTrialPage } from './start-trial';

const renderIntro = () =>
  renderScreen(<StartTrialPage />, {
    route: '/start-trial',
    path: '/start-trial',
    extraRoutes: { '/trial': <h1>Trial stub</h1>, '/dashboard': <h1>Dashboard stub</h1> },
  });

describe('StartTrialPage', () => {
  it('states the 25-minute limit, 25 questions, immediate feedback and that the timer cannot be paused', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ trial: null }));
    renderIntro();
    expect(screen.getByRole('heading', { level: 1, name: 'Trial Mode' })).toBeInTheDocument();
    expect(screen.getByText('25 min')).toBeInTheDocument();
    expect(screen.getByText(/You have 25 minutes for 25 questions/)).toBeInTheDocument();
    expect(
      screen.getByText(/After each answer you see at once whether it was right/),
    ).toBeInTheDocument();
    expect(screen.getByText(/The timer cannot be paused/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Trial' })).toBeEnabled();
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/trial/current', expect.anything()),
    );
    expect(screen.queryByText('You have a trial in progress')).not.toBeInTheDocument();
  });

  it("generates a trial with an empty body, shows 'Starting...', saves it and opens /trial", async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = stubFetch((url) =>
      url === '/api/trial/generate'
        ? new Promise<Response>((resolve) => (answer = resolve))
        : jsonResponse({ trial: null }),
    );
    renderIntro();
    await userEvent.click(screen.getByRole('button', { name: 'Start Trial' }));
    expect(await screen.findByRole('button', { name: 'Starting...' })).toBeDisabled();
    answer(jsonResponse(trialInProgress()));

    expect(await screen.findByRole('heading', { name: 'Trial stub' })).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/trial/generate');
    expect(call?.[1]?.method).toBe('POST');
    expect(JSON.parse(call?.[1]?.body as string)).toEqual({});
    expect(trialMirror.load()?.attempt.trialId).toBe(TRIAL_ID);
  });

  it("says 'Failed to initialize trial. Please try again.' when the trial cannot be started", async () => {
    stubFetch((url) =>
      url === '/api/trial/generate'
        ? new Response('', { status: 500 })
        : jsonResponse({ trial: null }),
    );
    renderIntro();
    await userEvent.click(screen.getByRole('button', { name: 'Start Trial' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to initialize trial. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Start Trial' })).toBeEnabled();
  });

  it('shows the limit on starts when the student has started too many attempts (429)', async () => {
    stubFetch((url) =>
      url === '/api/trial/generate'
        ? jsonResponse(
            { message: LimitMessages.attemptStarts(60), code: 'RATE_LIMITED' },
            { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '60' } },
          )
        : jsonResponse({ trial: null }),
    );
    renderIntro();
    await userEvent.click(screen.getByRole('button', { name: 'Start Trial' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have started 30 exams, trials and practice sessions within an hour. You can start another in 1 minute.',
    );
  });

  it('offers to resume a running trial with its own numbers, without generating', async () => {
    const running = trialInProgress({
      questionNumber: 4,
      remainingSeconds: 905,
      totalQuestions: 20,
      durationSeconds: 1200,
    });
    const fetchMock = stubFetch(() => jsonResponse({ trial: running }));
    renderIntro();
    expect(await screen.findByText('You have a trial in progress')).toBeInTheDocument();
    expect(screen.getByText(/question 4, 15:05 left/)).toBeInTheDocument();
    expect(screen.getByText(/Starting a new trial ends this one/)).toBeInTheDocument();
    expect(screen.getByText(/You have 20 minutes for 20 questions/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Resume Trial' }));
    expect(await screen.findByRole('heading', { name: 'Trial stub' })).toBeInTheDocument();
    expect(trialMirror.load()?.attempt.questionNumber).toBe(4);
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/trial/generate')).toBe(false);
  });

  it('goes back to the dashboard', async () => {
    stubFetch(() => jsonResponse({ trial: null }));
    renderIntro();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard stub' })).toBeInTheDocument();
  });
});
