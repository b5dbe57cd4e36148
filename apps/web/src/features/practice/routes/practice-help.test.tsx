import { StorageKeys } from '@exam/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadKatex } from '../../../components/question/use-katex';
import {
  PRACTICE_ID,
  checkResponse,
  lessonFocus,
  practiceCompleted,
  practiceInProgress,
  shortQuestion,
  TOPIC,
  tryAgainResponse,
} from '../../../test/practice-fixtures';
import { jsonResponse, renderScreen, stubFetch as stubFetchWith } from '../../../test/render';
import { fireConfetti } from '../lib/celebrate';
import { PracticeSessionPage } from './practice';

/** Issue 22 in the practice session: hints, a second try, Show Answer, and the session's focus. */

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
    extraRoutes: { '/dashboard': <h1>Dashboard stub</h1> },
  });
}

const HINTS = ['Recall the exact values: $\\sin 30^\\circ = \\frac{1}{2}$.', 'It is one half.'];
const withHints = (hints: string[] = []) =>
  practiceInProgress({ help: { hints, hintsTotal: HINTS.length } });

beforeEach(() => {
  vi.mocked(fireConfetti).mockClear();
});

beforeAll(async () => {
  await loadKatex();
});

describe('practice hints', () => {
  it("reveals the hints one at a time as 'Hint 1 of 2', typeset, then hides Hint", async () => {
    const fetchMock = stubFetch((url) => {
      if (url !== '/api/practice/hint') return jsonResponse({});
      const shown = bodiesSentTo(fetchMock, '/api/practice/hint').length;
      return jsonResponse({ hints: HINTS.slice(0, shown), hintsTotal: HINTS.length });
    });
    renderPractice({ topic: TOPIC, session: withHints() });
    await userEvent.click(await screen.findByRole('button', { name: 'Hint (2 available)' }));
    const hints = await screen.findByRole('list', { name: 'Hints' });
    expect(within(hints).getAllByRole('listitem')).toHaveLength(1);
    expect(hints).toHaveTextContent('Hint 1 of 2');
    // Typeset like the question: KaTeX markup, not the TeX source.
    expect(hints.querySelector('.katex')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Hint (1 of 2 shown)' }));
    await waitFor(() => expect(within(hints).getAllByRole('listitem')).toHaveLength(2));
    expect(hints).toHaveTextContent('Hint 2 of 2It is one half.');
    expect(screen.queryByRole('button', { name: /^Hint/ })).not.toBeInTheDocument();
    // Each request names the hints already shown, so a re-sent one reveals nothing more.
    expect(bodiesSentTo(fetchMock, '/api/practice/hint')).toEqual([
      { practiceId: PRACTICE_ID, questionId: 'pq1', shown: 0 },
      { practiceId: PRACTICE_ID, questionId: 'pq1', shown: 1 },
    ]);
  });

  it('shows no Hint button for a question without hints', async () => {
    stubFetch(() => jsonResponse({}));
    renderPractice();
    expect(await screen.findByRole('button', { name: 'Show Answer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Hint/ })).not.toBeInTheDocument();
  });

  it('shows the hints already revealed after a reload, with Hint for the rest', async () => {
    localStorage.setItem(StorageKeys.practiceState, JSON.stringify({ practiceId: PRACTICE_ID }));
    stubFetch(() =>
      jsonResponse({ progress: withHints(HINTS.slice(0, 1)), answered: [], currentCheck: null }),
    );
    renderPractice(null);
    const hints = await screen.findByRole('list', { name: 'Hints' });
    expect(hints).toHaveTextContent('Hint 1 of 2');
    expect(screen.getByRole('button', { name: 'Hint (1 of 2 shown)' })).toBeEnabled();
  });

  it("says 'Failed to load the hint' and keeps the question when the hint cannot be read", async () => {
    stubFetch((url) =>
      url === '/api/practice/hint' ? new Response('', { status: 500 }) : jsonResponse({}),
    );
    renderPractice({ topic: TOPIC, session: withHints() });
    await userEvent.click(await screen.findByRole('radio', { name: '0.5' }));
    await userEvent.click(screen.getByRole('button', { name: 'Hint (2 available)' }));
    expect(await screen.findByText('Failed to load the hint. Please try again.')).toBeVisible();
    expect(screen.getByRole('radio', { name: '0.5' })).toBeChecked();
  });

  it('hides Hint once the answer is checked', async () => {
    stubFetch((url) =>
      url === '/api/practice/check-answer' ? jsonResponse(checkResponse()) : jsonResponse({}),
    );
    renderPractice({ topic: TOPIC, session: withHints() });
    await userEvent.click(await screen.findByRole('radio', { name: '0.5' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show Answer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Correct!');
    expect(screen.queryByRole('button', { name: /^Hint/ })).not.toBeInTheDocument();
  });
});

describe('a second try', () => {
  it("after a wrong first answer: the kind message, Try again, and a right second try 'Right on the second try'", async () => {
    const fetchMock = stubFetch((url) => {
      if (url !== '/api/practice/check-answer') return jsonResponse({});
      return bodiesSentTo(fetchMock, url).length === 1
        ? jsonResponse(tryAgainResponse({ firstAnswer: '0' }))
        : jsonResponse(
            checkResponse({
              isCorrect: true,
              firstTryCorrect: false,
              attempts: 2,
              firstAnswer: '0',
              correctCount: 0,
              totalAnswered: 1,
            }),
          );
    });
    renderPractice();
    await userEvent.click(await screen.findByRole('radio', { name: '0' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show Answer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not quite. Try again, or show the answer.',
    );
    // Nothing about the key yet; the first answer is locked, and counted as the server says.
    expect(screen.queryByText('The correct answer is:')).not.toBeInTheDocument();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(screen.getByText('1 incorrect')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('radio', { name: '0' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: '0.5' })).toBeEnabled();
    await userEvent.click(screen.getByRole('radio', { name: '0.5' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show Answer' }));

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Right on the second try');
    expect(banner).toHaveTextContent('Your first answer:0');
    // The score counts first tries: still 0 correct, as the server says.
    expect(screen.getByText('0 correct')).toBeInTheDocument();
    expect(screen.getByText('0/1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next Question' })).toBeEnabled();
    expect(fireConfetti).toHaveBeenCalledTimes(1);
    expect(bodiesSentTo(fetchMock, '/api/practice/check-answer')).toEqual([
      { practiceId: PRACTICE_ID, questionId: 'pq1', answer: '0', allowRetry: true },
      { practiceId: PRACTICE_ID, questionId: 'pq1', answer: '1', allowRetry: true },
    ]);
  });

  it('Show Answer after a wrong first try reveals the key and the worked steps, then Next', async () => {
    const fetchMock = stubFetch((url) => {
      if (url === '/api/practice/check-answer') return jsonResponse(tryAgainResponse());
      if (url === '/api/practice/show-answer') {
        return jsonResponse(
          checkResponse({
            isCorrect: false,
            firstAnswer: null,
            correctCount: 0,
            totalAnswered: 1,
            steps: ['$\\sin 30^\\circ = 0.5$'],
          }),
        );
      }
      return jsonResponse({});
    });
    renderPractice();
    await userEvent.click(await screen.findByRole('radio', { name: '0' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show Answer' }));
    await screen.findByText('Not quite. Try again, or show the answer.');
    await userEvent.click(screen.getByRole('button', { name: 'Show Answer' }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Incorrect!');
    expect(banner).toHaveTextContent('The correct answer is:0.5');
    expect(within(banner).getByRole('list')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next Question' })).toBeEnabled();
    expect(bodiesSentTo(fetchMock, '/api/practice/show-answer')).toEqual([
      { practiceId: PRACTICE_ID, questionId: 'pq1' },
    ]);
    expect(fireConfetti).not.toHaveBeenCalled();
  });

  it('keeps a short answer to correct on Try again, and gives up with an empty second try', async () => {
    const fetchMock = stubFetch((url) => {
      if (url === '/api/practice/check-answer') return jsonResponse(tryAgainResponse());
      if (url === '/api/practice/show-answer') {
        return jsonResponse(checkResponse({ isCorrect: false, correctAnswer: '5' }));
      }
      return jsonResponse({});
    });
    renderPractice({ topic: TOPIC, session: practiceInProgress({ question: shortQuestion }) });
    const field = await screen.findByRole('textbox', { name: 'Your Answer' });
    await userEvent.type(field, '7');
    await userEvent.click(screen.getByRole('button', { name: 'Show Answer' }));
    await screen.findByText('Not quite. Try again, or show the answer.');
    expect(field).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(field).toBeEnabled();
    expect(field).toHaveValue('7');
    expect(field).toHaveFocus();
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Show Answer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The correct answer is:5');
    expect(bodiesSentTo(fetchMock, '/api/practice/check-answer')).toHaveLength(1);
    expect(bodiesSentTo(fetchMock, '/api/practice/show-answer')).toHaveLength(1);
  });

  it('offers Hint between a wrong first try and the second', async () => {
    stubFetch((url) => {
      if (url === '/api/practice/check-answer') return jsonResponse(tryAgainResponse());
      if (url === '/api/practice/hint') {
        return jsonResponse({ hints: HINTS.slice(0, 1), hintsTotal: HINTS.length });
      }
      return jsonResponse({});
    });
    renderPractice({ topic: TOPIC, session: withHints() });
    await userEvent.click(await screen.findByRole('radio', { name: '0' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show Answer' }));
    await screen.findByText('Not quite. Try again, or show the answer.');
    await userEvent.click(screen.getByRole('button', { name: 'Hint (2 available)' }));
    expect(await screen.findByText('Hint 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('comes back to the choice after a reload between the tries', async () => {
    localStorage.setItem(StorageKeys.practiceState, JSON.stringify({ practiceId: PRACTICE_ID }));
    stubFetch(() =>
      jsonResponse({
        progress: practiceInProgress({ totalAnswered: 1 }),
        answered: [],
        currentCheck: tryAgainResponse({ firstAnswer: '0' }),
      }),
    );
    renderPractice(null);
    expect(await screen.findByText('Not quite. Try again, or show the answer.')).toBeVisible();
    // The first answer, marked wrong (its name then says so), locked until Try again.
    const first = screen.getAllByRole('radio')[0];
    expect(first).toBeChecked();
    expect(first).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});

describe("the session's focus", () => {
  it("names the lesson and counts 'Question 1 of 5' for a fixed set", async () => {
    stubFetch(() => jsonResponse({}));
    renderPractice({
      topic: TOPIC,
      session: practiceInProgress({ focus: lessonFocus, plannedQuestions: 5 }),
    });
    expect(await screen.findByTestId('practice-focus')).toHaveTextContent('The sine rule');
    expect(screen.getByText('Question 1 of 5')).toBeInTheDocument();
  });

  it("says 'Recommended for you' and 'Daily review', and the completion names the focus", async () => {
    stubFetch((url) =>
      url === '/api/practice/finish'
        ? jsonResponse(
            practiceCompleted({ focus: { kind: 'review', lessonId: null, lessonName: null } }),
          )
        : jsonResponse({}),
    );
    const { unmount } = renderPractice();
    expect(await screen.findByTestId('practice-focus')).toHaveTextContent('Recommended for you');
    unmount();
    localStorage.clear();
    renderPractice({
      topic: TOPIC,
      session: practiceInProgress({
        focus: { kind: 'review', lessonId: null, lessonName: null },
        plannedQuestions: 3,
      }),
    });
    expect(await screen.findByTestId('practice-focus')).toHaveTextContent('Daily review');
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByRole('heading', { name: 'Practice Completed' })).toBeInTheDocument();
    expect(screen.getByText('Daily review')).toBeInTheDocument();
  });
});
