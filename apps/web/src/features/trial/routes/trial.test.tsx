import { StorageKeys, type TrialNextBody } from '@exam/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadKatex } from '../../../components/question/use-katex';
import { localDeadline } from '../../../lib/attempt/attempt-mirror';
import {
  bodiesSentTo,
  jsonResponse,
  probeState,
  renderScreen,
  StateProbe,
  stubFetchWithXsrf as stubFetch,
  holdTheClock,
} from '../../../test/render';
import {
  shortAnswerTrialQuestion,
  TRIAL_ID,
  trialInProgress,
  trialResult,
} from '../../../test/trial-fixtures';
import { trialMirror } from '../lib/trial-storage';
import { TrialPage } from './trial';

type Handler = (url: string, init?: RequestInit) => Response | Promise<Response>;

const renderTrial = () =>
  renderScreen(<TrialPage />, {
    route: '/trial',
    path: '/trial',
    extraRoutes: {
      '/trial-report': <StateProbe title="Report stub" />,
      '/start-trial': <h1>Intro stub</h1>,
    },
  });

/** As /start-trial leaves it: the trial it generated, saved for the first paint. */
function saveStarted(trial = trialInProgress()) {
  trialMirror.save(trial, localDeadline(trial.remainingSeconds, Date.now()));
}

const NEXT = '/api/trial/next-question';
const STATE = `/api/trial/state/${TRIAL_ID}`;

const bodiesSent = (fetchMock: ReturnType<typeof stubFetch>) =>
  bodiesSentTo<TrialNextBody>(fetchMock, NEXT);
const reportState = () => probeState<{ trialReport: Record<string, unknown> }>();

/** Question 1 from the server, then whatever `next` answers to each answer. */
function serve(next: Handler) {
  return stubFetch((url, init) =>
    url === NEXT ? next(url, init) : jsonResponse(trialInProgress()),
  );
}

// The entry starts KaTeX as a question screen opens (main.tsx), before its question is drawn.
beforeAll(async () => {
  await loadKatex();
});

describe('TrialPage', () => {
  it("shows 'Time Remaining', 'Question 1 of 25' and MCQ radios whose values are the option texts", async () => {
    holdTheClock();
    saveStarted();
    const fetchMock = serve(() => jsonResponse(shortAnswerTrialQuestion));
    renderTrial();
    expect(await screen.findByRole('heading', { name: 'Question 1 of 25' })).toBeInTheDocument();
    expect(screen.getByText('Time Remaining:')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('25:00');
    expect(screen.getByRole('progressbar', { name: 'Time Remaining' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      '0.5',
      '1',
      '0',
    ]);
    expect(screen.getByRole('button', { name: 'Next Question' })).toBeDisabled();
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([STATE]));
  });

  it('takes the running trial from the server when nothing is saved', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse({ trial: trialInProgress({ questionNumber: 7 }) }),
    );
    renderTrial();
    expect(await screen.findByRole('heading', { name: 'Question 7 of 25' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/trial/current']);
    expect(trialMirror.load()?.attempt.questionNumber).toBe(7);
  });

  it('goes back to the intro when no trial is running', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ trial: null }));
    renderTrial();
    expect(await screen.findByRole('heading', { name: 'Intro stub' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/trial/generate')).toBe(false);
  });

  it('sends the chosen option text, says it was right, then shows the next question with focus on it', async () => {
    holdTheClock();
    saveStarted();
    const fetchMock = serve(() => jsonResponse(shortAnswerTrialQuestion));
    renderTrial();
    await screen.findByRole('heading', { name: 'Question 1 of 25' });
    await userEvent.click(screen.getByRole('radio', { name: '0.5' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next Question' }));

    const verdict = await screen.findByText('Correct!');
    expect(verdict.closest('[role="status"]')).not.toBeNull();
    // The answered question stays, locked, while its verdict shows.
    expect(screen.getByRole('heading', { name: 'Question 1 of 25' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '0.5' })).toBeDisabled();

    const next = await screen.findByRole('heading', { name: 'Question 2 of 25' });
    await waitFor(() => expect(next).toHaveFocus());
    expect(screen.queryByText('Correct!')).not.toBeInTheDocument();
    const [body] = bodiesSent(fetchMock);
    expect(body).toMatchObject({
      trialId: TRIAL_ID,
      questionId: 't1',
      selectedAnswer: '0.5',
      timerExpired: false,
    });
    expect(Object.keys(body ?? {}).sort()).toEqual(
      ['endTime', 'questionId', 'selectedAnswer', 'startTime', 'timerExpired', 'trialId'].sort(),
    );
    expect(body?.endTime as number).toBeGreaterThanOrEqual(body?.startTime as number);
    // The server's remaining time after the answer drives the clock.
    expect(screen.getByRole('timer')).toHaveTextContent('24:00');
    const field = screen.getByPlaceholderText('Enter your answer...');
    expect(field.tagName).toBe('TEXTAREA');
    expect(screen.getByRole('img', { name: 'Figure for this question' })).toHaveAttribute(
      'src',
      'data:image/png;base64,dDI=',
    );
  });

  it('sends a short answer, says it was wrong without giving the correct answer', async () => {
    saveStarted(shortAnswerTrialQuestion);
    const fetchMock = stubFetch((url) =>
      url === NEXT
        ? jsonResponse(
            trialInProgress({
              question: { ...trialInProgress().question, id: 't3' },
              questionNumber: 3,
              feedback: { questionId: 't2', questionNumber: 2, isCorrect: false },
            }),
          )
        : jsonResponse(shortAnswerTrialQuestion),
    );
    renderTrial();
    const field = await screen.findByPlaceholderText('Enter your answer...');
    await waitFor(() => expect(field).toBeEnabled());
    const next = screen.getByRole('button', { name: 'Next Question' });
    await userEvent.type(field, '   ');
    expect(next).toBeDisabled();
    await userEvent.type(field, '7 cm');
    await userEvent.click(next);

    expect(await screen.findByText('Incorrect')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/correct answer is in your report/);
    expect(await screen.findByRole('heading', { name: 'Question 3 of 25' })).toBeInTheDocument();
    expect(bodiesSent(fetchMock)[0]).toMatchObject({ questionId: 't2', selectedAnswer: '   7 cm' });
  });

  it('can be answered by keyboard: arrows choose an option, Enter on Next sends it', async () => {
    saveStarted();
    const fetchMock = serve(() => jsonResponse(shortAnswerTrialQuestion));
    const user = userEvent.setup();
    renderTrial();
    await screen.findByRole('heading', { name: 'Question 1 of 25' });
    await waitFor(() => expect(screen.getByRole('radio', { name: '0.5' })).toBeEnabled());
    screen.getByRole('radio', { name: '0.5' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: '1' })).toBeChecked();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next Question' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const next = await screen.findByRole('heading', { name: 'Question 2 of 25' });
    await waitFor(() => expect(next).toHaveFocus());
    expect(bodiesSent(fetchMock)[0]?.selectedAnswer).toBe('1');
  });

  it('disables Next while the answer is on its way', async () => {
    saveStarted();
    let answer: (response: Response) => void = () => undefined;
    serve(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderTrial();
    await screen.findByRole('heading', { name: 'Question 1 of 25' });
    await waitFor(() => expect(screen.getByRole('radio', { name: '1' })).toBeEnabled());
    await userEvent.click(screen.getByRole('radio', { name: '1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next Question' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Next Question' })).toBeDisabled(),
    );
    answer(jsonResponse(shortAnswerTrialQuestion));
    expect(await screen.findByRole('heading', { name: 'Question 2 of 25' })).toBeInTheDocument();
  });

  it('shows the last verdict, then opens the report with the result and forgets the trial', async () => {
    saveStarted();
    serve(() =>
      jsonResponse(
        trialResult({ feedback: { questionId: 't1', questionNumber: 1, isCorrect: true } }),
      ),
    );
    renderTrial();
    await screen.findByRole('heading', { name: 'Question 1 of 25' });
    await waitFor(() => expect(screen.getByRole('radio', { name: '0' })).toBeEnabled());
    await userEvent.click(screen.getByRole('radio', { name: '0' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next Question' }));
    expect(await screen.findByText('Correct!')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'Report stub' })).toBeInTheDocument();
    expect(reportState().trialReport).toMatchObject({
      trialId: TRIAL_ID,
      correctAnswers: 18,
      totalQuestions: 25,
      timeTaken: 754,
      timerExpired: false,
    });
    expect(localStorage.getItem(StorageKeys.trialState)).toBeNull();
  });

  it('at zero sends the expiry even with no answer and opens the report out of time', async () => {
    saveStarted(shortAnswerTrialQuestion);
    const fetchMock = stubFetch((url) =>
      url === NEXT
        ? jsonResponse(trialResult({ timerExpired: true }))
        : jsonResponse({ ...shortAnswerTrialQuestion, remainingSeconds: 2 }),
    );
    renderTrial();
    expect(await screen.findByRole('heading', { name: 'Report stub' })).toBeInTheDocument();
    const [body] = bodiesSent(fetchMock);
    expect(body).toMatchObject({ questionId: 't2', selectedAnswer: '', timerExpired: true });
    expect(reportState().trialReport).toMatchObject({ timerExpired: true });
  });

  it('at zero submits the typed answer flagged timerExpired', async () => {
    saveStarted(shortAnswerTrialQuestion);
    const fetchMock = stubFetch((url) =>
      url === NEXT
        ? jsonResponse(trialResult({ timerExpired: true }))
        : jsonResponse({ ...shortAnswerTrialQuestion, remainingSeconds: 3 }),
    );
    // The clock stands still while the answer is typed (however slow the machine), then jumps
    // past the deadline; the countdown's next wake finds the time up.
    holdTheClock();
    renderTrial();
    const field = await screen.findByPlaceholderText('Enter your answer...');
    await waitFor(() => expect(field).toBeEnabled());
    await userEvent.type(field, '12');
    vi.setSystemTime(Date.now() + 4_000);
    expect(await screen.findByRole('heading', { name: 'Report stub' })).toBeInTheDocument();
    expect(bodiesSent(fetchMock)[0]).toMatchObject({ selectedAnswer: '12', timerExpired: true });
  });

  it('resumes a reload from the server: its question and remaining time', async () => {
    holdTheClock();
    saveStarted();
    const fetchMock = stubFetch(() =>
      jsonResponse({ ...shortAnswerTrialQuestion, feedback: undefined, remainingSeconds: 1234 }),
    );
    renderTrial();
    expect(await screen.findByRole('heading', { name: 'Question 2 of 25' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('20:34');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([STATE]);
    expect(screen.queryByText('Correct!')).not.toBeInTheDocument();
  });

  it("shows 'Failed to get next question. Please try again.', keeps the answer and retries the same body", async () => {
    saveStarted(shortAnswerTrialQuestion);
    let failNext = true;
    const fetchMock = stubFetch((url) => {
      if (url !== NEXT) return jsonResponse(shortAnswerTrialQuestion);
      if (failNext) {
        failNext = false;
        throw new TypeError('Failed to fetch');
      }
      return jsonResponse(
        trialInProgress({
          question: { ...trialInProgress().question, id: 't3' },
          questionNumber: 3,
        }),
      );
    });
    renderTrial();
    const field = await screen.findByPlaceholderText('Enter your answer...');
    await waitFor(() => expect(field).toBeEnabled());
    await userEvent.type(field, '5 cm');
    await userEvent.click(screen.getByRole('button', { name: 'Next Question' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to get next question. Please try again.');
    expect(alert).toHaveTextContent('Your answer has been kept');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Question 3 of 25' })).toBeInTheDocument();
    const bodies = bodiesSent(fetchMock);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[0]?.selectedAnswer).toBe('5 cm');
  });

  it("shows 'Failed to initialize trial. Please try again.' and retries", async () => {
    let fail = true;
    stubFetch(() => {
      if (fail) {
        fail = false;
        return new Response('', { status: 503 });
      }
      return jsonResponse({ trial: trialInProgress() });
    });
    renderTrial();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to initialize trial. Please try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Question 1 of 25' })).toBeInTheDocument();
  });

  it('after an answer another tab already gave, says so and shows the current question', async () => {
    saveStarted();
    const message =
      'This answer is for a question that is not the current one. Reload the trial to continue.';
    let stateCalls = 0;
    stubFetch((url) => {
      if (url === NEXT)
        return jsonResponse({ message, code: 'NOT_CURRENT_QUESTION' }, { status: 409 });
      stateCalls += 1;
      return jsonResponse(stateCalls === 1 ? trialInProgress() : shortAnswerTrialQuestion);
    });
    renderTrial();
    await screen.findByRole('heading', { name: 'Question 1 of 25' });
    await waitFor(() => expect(screen.getByRole('radio', { name: '1' })).toBeEnabled());
    await userEvent.click(screen.getByRole('radio', { name: '1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next Question' }));
    expect(await screen.findByRole('heading', { name: 'Question 2 of 25' })).toBeInTheDocument();
    expect(screen.getByText('This question was answered in another tab.')).toBeInTheDocument();
    expect(screen.queryByText(/Check your connection/)).not.toBeInTheDocument();
    expect(stateCalls).toBe(2);
  });

  it("shows 'Question n of total' with a slim progress bar", async () => {
    saveStarted();
    serve(() => jsonResponse(shortAnswerTrialQuestion));
    renderTrial();
    await screen.findByRole('heading', { name: 'Question 1 of 25' });
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
      'aria-valuetext',
      'Question 1 of 25',
    );
  });

  it('keeps a typed answer across a reload, and forgets it once sent', async () => {
    saveStarted(shortAnswerTrialQuestion);
    const fetchMock = stubFetch((url) =>
      url === NEXT
        ? jsonResponse(
            trialInProgress({
              questionNumber: 3,
              question: { ...trialInProgress().question, id: 'tq3' },
            }),
          )
        : jsonResponse(shortAnswerTrialQuestion),
    );
    const first = renderTrial();
    const typed = await screen.findByPlaceholderText('Enter your answer...');
    await waitFor(() => expect(typed).toBeEnabled());
    await userEvent.type(typed, '12');
    first.unmount();

    renderTrial();
    const field = await screen.findByPlaceholderText('Enter your answer...');
    expect(field).toHaveValue('12');
    await waitFor(() => expect(field).toBeEnabled());
    await userEvent.type(field, '{Enter}');
    expect(await screen.findByRole('heading', { name: 'Question 3 of 25' })).toBeInTheDocument();
    expect(bodiesSent(fetchMock).map((body) => body.selectedAnswer)).toEqual(['12']);
    expect(localStorage.getItem(StorageKeys.trialAnswerDraft)).toBeNull();
  });
});
