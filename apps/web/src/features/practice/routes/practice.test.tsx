import { StorageKeys, type PracticeNextBody } from '@exam/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadKatex } from '../../../components/question/use-katex';
import {
  PRACTICE_ID,
  answeredQuestion,
  checkResponse,
  practiceCompleted,
  practiceInProgress,
  shortQuestion,
  TOPIC,
} from '../../../test/practice-fixtures';
import {
  jsonResponse,
  renderScreen,
  stubFetch as stubFetchWith,
  holdTheClock,
} from '../../../test/render';
import { fireConfetti, playCorrectChime } from '../lib/celebrate';
import { PracticeSessionPage } from './practice';

vi.mock('../lib/celebrate', () => ({ fireConfetti: vi.fn(), playCorrectChime: vi.fn() }));

type Handler = (url: string, init?: RequestInit) => Response | Promise<Response>;

function stubFetch(handler: Handler) {
  document.cookie = 'XSRF-TOKEN=test-xsrf';
  return stubFetchWith(handler);
}

function bodiesSentTo(fetchMock: ReturnType<typeof stubFetch>, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([url]) => url === path)
    .map(([, init]) => JSON.parse(init?.body as string) as unknown);
}

function renderPractice(state: unknown = { topic: TOPIC, session: practiceInProgress() }) {
  return renderScreen(<PracticeSessionPage />, {
    route: { pathname: '/practice', state },
    path: '/practice',
    extraRoutes: {
      '/dashboard': <h1>Dashboard stub</h1>,
      '/practice-topics': <h1>Topics stub</h1>,
      '/practice-history': <h1>History stub</h1>,
    },
  });
}

const secondQuestion = practiceInProgress({
  question: shortQuestion,
  questionNumber: 2,
  correctCount: 0,
  totalAnswered: 1,
  timeElapsed: 40,
});

beforeEach(() => {
  vi.mocked(fireConfetti).mockClear();
  vi.mocked(playCorrectChime).mockClear();
});

// The entry starts KaTeX as a question screen opens (main.tsx), before its question is drawn.
beforeAll(async () => {
  await loadKatex();
});

describe('PracticeSessionPage', () => {
  it('shows the topic, number, timer, chips and the MCQ with Show Answer disabled until chosen', async () => {
    holdTheClock();
    stubFetch(() => jsonResponse({}));
    renderPractice({ topic: TOPIC, session: practiceInProgress({ timeElapsed: 65 }) });
    expect(await screen.findByRole('heading', { level: 1, name: TOPIC })).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Time elapsed 1:05' })).toBeInTheDocument();
    expect(screen.getByText('0 correct')).toBeInTheDocument();
    expect(screen.getByText('0 incorrect')).toBeInTheDocument();
    expect(screen.getByText('0/0')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Q1 current question' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Show Answer' })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: '0.5' }));
    expect(screen.getByRole('button', { name: 'Show Answer' })).toBeEnabled();
    expect(localStorage.getItem(StorageKeys.practiceState)).toContain(PRACTICE_ID);
  });

  it('checks an MCQ answer by its index, shows Correct!, locks the options and celebrates', async () => {
    const fetchMock = stubFetch((url) =>
      url === '/api/practice/check-answer' ? jsonResponse(checkResponse()) : jsonResponse({}),
    );
    renderPractice();
    await userEvent.click(await screen.findByRole('radio', { name: '0.5' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show Answer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Correct!');
    expect(bodiesSentTo(fetchMock, '/api/practice/check-answer')).toEqual([
      { practiceId: PRACTICE_ID, questionId: 'pq1', answer: '1', allowRetry: true },
    ]);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(screen.getByText('1 correct')).toBeInTheDocument();
    expect(screen.getByText('1/1')).toBeInTheDocument();
    expect(playCorrectChime).toHaveBeenCalledTimes(1);
    expect(fireConfetti).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Next Question' })).toBeEnabled();
  });

  it('shows Incorrect! with the correct answer, its reason and explanation, and marks the options', async () => {
    stubFetch((url) =>
      url === '/api/practice/check-answer'
        ? jsonResponse(
            checkResponse({
              isCorrect: false,
              correctCount: 0,
              reason: 'Not the sine of 30°',
              explanation: 'Half of the hypotenuse.',
            }),
          )
        : jsonResponse({}),
    );
    renderPractice();
    await userEvent.click(await screen.findByRole('radio', { name: '1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show Answer' }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Incorrect!');
    expect(banner).toHaveTextContent('The correct answer is:');
    expect(banner).toHaveTextContent('0.5');
    expect(banner).toHaveTextContent('Not the sine of 30°');
    expect(banner).toHaveTextContent('Half of the hypotenuse.');
    expect(screen.getByText('1 incorrect')).toBeInTheDocument();
    const labels = document.querySelectorAll('[data-status]');
    expect([...labels].map((label) => label.getAttribute('data-status'))).toEqual([
      'correct',
      'incorrect',
    ]);
    expect(fireConfetti).not.toHaveBeenCalled();
  });

  it('shows the worked solution as numbered steps when the question has them', async () => {
    stubFetch((url) =>
      url === '/api/practice/check-answer'
        ? jsonResponse(
            checkResponse({
              explanation: 'Half of the hypotenuse.',
              steps: ['$\\sin 30^\\circ = \\frac{1}{2}$', 'So the answer is $0.5$'],
            }),
          )
        : jsonResponse({}),
    );
    renderPractice();
    await userEvent.click(await screen.findByRole('radio', { name: '1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show Answer' }));
    const banner = await screen.findByRole('alert');
    const steps = within(banner).getByRole('list', { name: 'Worked solution' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(2);
    expect(banner).toHaveTextContent('Worked solution');
    expect(banner).not.toHaveTextContent('Half of the hypotenuse.');
  });

  it('throws confetti but plays no sound when the sound is off, and persists the setting', async () => {
    stubFetch((url) =>
      url === '/api/practice/check-answer' ? jsonResponse(checkResponse()) : jsonResponse({}),
    );
    renderPractice();
    await userEvent.click(await screen.findByRole('button', { name: 'Mute sound' }));
    expect(localStorage.getItem(StorageKeys.soundEnabled)).toBe('false');
    expect(screen.getByRole('button', { name: 'Enable sound' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '0.5' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show Answer' }));
    await screen.findByRole('alert');
    expect(playCorrectChime).not.toHaveBeenCalled();
    expect(fireConfetti).toHaveBeenCalledTimes(1);
  });

  it('starts muted when the sound was turned off before', async () => {
    localStorage.setItem(StorageKeys.soundEnabled, 'false');
    stubFetch(() => jsonResponse({}));
    renderPractice();
    expect(await screen.findByRole('button', { name: 'Enable sound' })).toBeInTheDocument();
  });

  it('goes to the next question, then a short answer in Your Answer, with a tab for the answered one', async () => {
    const fetchMock = stubFetch((url) => {
      if (url === '/api/practice/check-answer') {
        return jsonResponse(checkResponse({ isCorrect: false, correctCount: 0 }));
      }
      if (url === '/api/practice/next-question') return jsonResponse(secondQuestion);
      return jsonResponse({});
    });
    renderPractice();
    await userEvent.click(await screen.findByRole('radio', { name: '0' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show Answer' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Next Question' }));

    const field = await screen.findByRole('textbox', { name: 'Your Answer' });
    expect(screen.getByText('Question 2', { selector: 'h2' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Q1 incorrect' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Q2 current question' })).toBeInTheDocument();
    const [body] = bodiesSentTo(fetchMock, '/api/practice/next-question') as PracticeNextBody[];
    expect(body).toMatchObject({ practiceId: PRACTICE_ID, questionId: 'pq1', answer: '0' });
    expect(field).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reviews a past tab read-only and resumes the pending question with its typed answer', async () => {
    stubFetch((url) => {
      if (url === '/api/practice/check-answer') return jsonResponse(checkResponse());
      if (url === '/api/practice/next-question') return jsonResponse(secondQuestion);
      return jsonResponse({});
    });
    renderPractice();
    await userEvent.click(await screen.findByRole('radio', { name: '0.5' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show Answer' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Next Question' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your Answer' }), '4.5');

    await userEvent.click(screen.getByRole('tab', { name: 'Q1 correct' }));
    const panel = screen.getByRole('tabpanel');
    expect(
      within(panel).getByText('Reviewing an answered question (read-only)'),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('radio', { name: /^0\.5/ })).toBeChecked();
    for (const radio of within(panel).getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(within(panel).getByRole('note')).toHaveTextContent('Correct!');
    expect(within(panel).queryByRole('button', { name: 'Show Answer' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Q2 current question' }));
    expect(screen.getByRole('textbox', { name: 'Your Answer' })).toHaveValue('4.5');

    // 'Next Question' in a review also returns to the pending question.
    await userEvent.click(screen.getByRole('tab', { name: 'Q1 correct' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next Question' }));
    expect(screen.getByRole('textbox', { name: 'Your Answer' })).toHaveValue('4.5');
  });

  it('asks before quitting, stays on Cancel and goes to the dashboard on Quit', async () => {
    stubFetch(() => jsonResponse({}));
    renderPractice();
    await userEvent.click(await screen.findByRole('button', { name: 'Quit Practice' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to exit this practice session?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: TOPIC })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Quit Practice' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Quit' }),
    );
    expect(await screen.findByRole('heading', { name: 'Dashboard stub' })).toBeInTheDocument();
    expect(localStorage.getItem(StorageKeys.practiceState)).toBeNull();
  });

  it('finishes through the API and shows the completion screen, clearing the stored session', async () => {
    const fetchMock = stubFetch((url) =>
      url === '/api/practice/finish' ? jsonResponse(practiceCompleted()) : jsonResponse({}),
    );
    renderPractice();
    await userEvent.click(await screen.findByRole('button', { name: 'Finish' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Practice Completed' }),
    ).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, '/api/practice/finish')).toEqual([{ practiceId: PRACTICE_ID }]);
    expect(
      screen.getByText("You've completed the practice session on Geometry & Trigonometry"),
    ).toBeInTheDocument();
    expect(screen.getByText('66.7%')).toBeInTheDocument();
    expect(screen.getByTestId('completion-score')).toHaveAttribute('data-color', 'warning');
    expect(screen.getByText('2 correct out of 3')).toBeInTheDocument();
    expect(screen.getByText('1:35')).toBeInTheDocument();
    // The server's average per answer, as the history shows it, not the total time over 3.
    expect(screen.getByText('12.4s per question')).toBeInTheDocument();
    expect(localStorage.getItem(StorageKeys.practiceState)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'View History' }));
    expect(await screen.findByRole('heading', { name: 'History stub' })).toBeInTheDocument();
  });

  it("completes when the server answers 'Practice session completed' to Next (red below 50)", async () => {
    stubFetch((url) => {
      if (url === '/api/practice/check-answer') return jsonResponse(checkResponse());
      if (url === '/api/practice/next-question') {
        return jsonResponse(practiceCompleted({ result: { score: 40 } }));
      }
      return jsonResponse({});
    });
    renderPractice();
    await userEvent.click(await screen.findByRole('radio', { name: '0.5' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show Answer' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Next Question' }));
    expect(await screen.findByText('40.0%')).toBeInTheDocument();
    expect(screen.getByTestId('completion-score')).toHaveAttribute('data-color', 'error');
    for (const name of ['Back to Dashboard', 'New Practice', 'View History']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('rebuilds the session after a reload from the saved id', async () => {
    holdTheClock();
    localStorage.setItem(
      StorageKeys.practiceState,
      JSON.stringify({ practiceId: PRACTICE_ID, questionId: 'pq2', answer: '7' }),
    );
    const fetchMock = stubFetch(() =>
      jsonResponse({
        progress: secondQuestion,
        answered: [answeredQuestion({ userAnswer: '0', isCorrect: false })],
        currentCheck: null,
      }),
    );
    renderPractice(null);
    expect(await screen.findByRole('textbox', { name: 'Your Answer' })).toHaveValue('7');
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/practice/state/${PRACTICE_ID}`);
    expect(screen.getByRole('tab', { name: 'Q1 incorrect' })).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Time elapsed 0:40' })).toBeInTheDocument();
    expect(screen.getByText('1 incorrect')).toBeInTheDocument();
  });

  it('shows the checked state of the current question after a reload', async () => {
    localStorage.setItem(StorageKeys.practiceState, JSON.stringify({ practiceId: PRACTICE_ID }));
    stubFetch(() =>
      jsonResponse({
        progress: practiceInProgress(),
        answered: [answeredQuestion({ userAnswer: '1', isCorrect: false })],
        currentCheck: checkResponse({ isCorrect: false, correctCount: 0 }),
      }),
    );
    renderPractice(null);
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect!');
    expect(screen.getByRole('button', { name: 'Next Question' })).toBeEnabled();
    expect(screen.queryByRole('tab', { name: /Q1 incorrect/ })).not.toBeInTheDocument();
  });

  it('redirects to /practice-topics without a topic or a saved session', async () => {
    stubFetch(() => jsonResponse({}));
    renderPractice(null);
    expect(await screen.findByRole('heading', { name: 'Topics stub' })).toBeInTheDocument();
  });

  it('starts a session itself when only the topic is given', async () => {
    const fetchMock = stubFetch(() => jsonResponse(practiceInProgress()));
    renderPractice({ topic: TOPIC });
    expect(await screen.findByRole('radio', { name: '0.5' })).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, '/api/practice/start')).toEqual([{ topic: TOPIC }]);
  });

  it("says 'Failed to initialize practice session' when starting fails", async () => {
    stubFetch(() => new Response('', { status: 500 }));
    renderPractice({ topic: TOPIC });
    expect(await screen.findByText('Failed to initialize practice session')).toBeInTheDocument();
  });

  it("says 'Failed to check answer' and keeps the answer", async () => {
    stubFetch((url) =>
      url === '/api/practice/check-answer' ? new Response('', { status: 500 }) : jsonResponse({}),
    );
    renderPractice();
    await userEvent.click(await screen.findByRole('radio', { name: '0.5' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show Answer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to check answer');
    expect(screen.getByRole('radio', { name: '0.5' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Show Answer' })).toBeEnabled();
  });

  it("shows the error page for 'Failed to get next question' with a way back to the dashboard", async () => {
    stubFetch((url) => {
      if (url === '/api/practice/check-answer') return jsonResponse(checkResponse());
      if (url === '/api/practice/next-question') return new Response('', { status: 500 });
      return jsonResponse({});
    });
    renderPractice();
    await userEvent.click(await screen.findByRole('radio', { name: '0.5' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show Answer' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Next Question' }));
    expect(await screen.findByText('Failed to get next question')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard stub' })).toBeInTheDocument();
  });

  it('answers by keyboard: choose with the arrows, Enter shows the answer, Enter again goes on', async () => {
    stubFetch((url) => {
      if (url === '/api/practice/check-answer') return jsonResponse(checkResponse());
      if (url === '/api/practice/next-question') return jsonResponse(secondQuestion);
      return jsonResponse({});
    });
    const user = userEvent.setup();
    renderPractice();
    const first = await screen.findByRole('radio', { name: '0' });
    first.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: '0.5' })).toBeChecked();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Correct!');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Next Question' })).toHaveFocus(),
    );
    await user.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Question 2' });
    await waitFor(() => expect(heading).toHaveFocus());
  });
});
