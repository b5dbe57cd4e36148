import { StorageKeys, type NextQuestionBody } from '@exam/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadKatex } from '../../../components/question/use-katex';
import {
  EXAM_ID,
  inProgress,
  result,
  shortAnswerQuestion,
  TOPIC,
} from '../../../test/exam-fixtures';
import {
  bodiesSentTo,
  jsonResponse,
  probeState,
  renderScreen,
  StateProbe,
  stubFetchWithXsrf as stubFetch,
  holdTheClock,
} from '../../../test/render';
import { saveExam } from '../lib/exam-storage';
import { ExamPage } from './exam';

function renderExam(state: unknown = { topic: TOPIC }) {
  return renderScreen(<ExamPage />, {
    route: { pathname: '/exam', state },
    path: '/exam',
    extraRoutes: {
      '/report': <StateProbe title="Report stub" />,
      '/start-exam': <h1>Start stub</h1>,
    },
  });
}

const NEXT = '/api/exam/next-question';
const sentAnswers = (fetchMock: ReturnType<typeof stubFetch>) =>
  bodiesSentTo<NextQuestionBody>(fetchMock, NEXT);
const reportState = () => probeState();

// The entry starts KaTeX as a question screen opens (main.tsx), before its question is drawn.
beforeAll(async () => {
  await loadKatex();
});

describe('ExamPage', () => {
  it('generates an exam for the topic and shows the numbered MCQ with its timer', async () => {
    holdTheClock();
    const fetchMock = stubFetch(() => jsonResponse(inProgress()));
    renderExam();
    expect(
      await screen.findByRole('heading', { name: 'Question 1 of at most 40' }),
    ).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, '/api/exam/generate')).toEqual([{ topic: TOPIC }]);
    expect(screen.getByRole('timer')).toHaveTextContent('60:00');
    expect(screen.getByRole('progressbar', { name: 'Time remaining' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      '0.5',
      '1',
      '0',
    ]);
    expect(screen.getByRole('button', { name: 'Next Question' })).toBeDisabled();
    expect(localStorage.getItem(StorageKeys.examTopic)).toBe(TOPIC);
  });

  it('sends the chosen option text with times and shows the next (short-answer) question', async () => {
    const fetchMock = stubFetch((url) =>
      url === '/api/exam/generate' ? jsonResponse(inProgress()) : jsonResponse(shortAnswerQuestion),
    );
    renderExam();
    await screen.findByRole('heading', { name: 'Question 1 of at most 40' });
    await userEvent.click(screen.getByRole('radio', { name: '0.5' }));
    const next = screen.getByRole('button', { name: 'Next Question' });
    expect(next).toBeEnabled();
    await userEvent.click(next);

    expect(
      await screen.findByRole('heading', { name: 'Question 2 of at most 40' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Question 2 of at most 40' })).toHaveFocus(),
    );
    const [body] = sentAnswers(fetchMock);
    expect(body).toMatchObject({
      topic: TOPIC,
      examId: EXAM_ID,
      lessonId: 'lesson-sine',
      questionId: 'q1',
      selectedAnswer: '0.5',
      timerExpired: false,
    });
    expect(typeof body?.startTime).toBe('number');
    expect(body?.endTime as number).toBeGreaterThanOrEqual(body?.startTime as number);

    const field = screen.getByPlaceholderText('Enter your answer...');
    expect(field.tagName).toBe('TEXTAREA');
    expect(field).toHaveAttribute('rows', '4');
    expect(field).toHaveValue('');
    expect(screen.getByRole('img', { name: 'Figure for this question' })).toHaveAttribute(
      'src',
      'data:image/png;base64,cTI=',
    );
    expect(screen.getByText('In the opposite figure :')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next Question' })).toBeDisabled();
    await userEvent.type(field, '   ');
    expect(screen.getByRole('button', { name: 'Next Question' })).toBeDisabled();
    expect(localStorage.getItem(StorageKeys.examQuestionIndex)).toBe('1');
  });

  it('can be answered by keyboard: arrows choose an option, Enter on Next sends it', async () => {
    const fetchMock = stubFetch((url) =>
      url === '/api/exam/generate' ? jsonResponse(inProgress()) : jsonResponse(shortAnswerQuestion),
    );
    const user = userEvent.setup();
    renderExam();
    await screen.findByRole('heading', { name: 'Question 1 of at most 40' });
    screen.getByRole('radio', { name: '0.5' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: '1' })).toBeChecked();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next Question' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('heading', { name: 'Question 2 of at most 40' }),
    ).toBeInTheDocument();
    expect(sentAnswers(fetchMock)[0]?.selectedAnswer).toBe('1');
  });

  it('disables Next while the answer is on its way', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubFetch((url) =>
      url === '/api/exam/generate'
        ? jsonResponse(inProgress())
        : new Promise<Response>((resolve) => (answer = resolve)),
    );
    renderExam();
    await screen.findByRole('heading', { name: 'Question 1 of at most 40' });
    await userEvent.click(screen.getByRole('radio', { name: '1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next Question' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Next Question' })).toBeDisabled(),
    );
    expect(screen.getByRole('radio', { name: '1' })).toBeDisabled();
    answer(jsonResponse(shortAnswerQuestion));
    expect(
      await screen.findByRole('heading', { name: 'Question 2 of at most 40' }),
    ).toBeInTheDocument();
  });

  it('goes to /report with the result and clears the saved exam when the exam completes', async () => {
    stubFetch((url) =>
      url === '/api/exam/generate' ? jsonResponse(inProgress()) : jsonResponse(result()),
    );
    renderExam();
    await screen.findByRole('heading', { name: 'Question 1 of at most 40' });
    await userEvent.click(screen.getByRole('radio', { name: '0' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next Question' }));

    expect(await screen.findByRole('heading', { name: 'Report stub' })).toBeInTheDocument();
    expect(reportState()).toMatchObject({
      performance: 0.734,
      averageTimeSpent: 42.37,
      timerExpired: false,
      detailedPerformance: result().detailedPerformance,
    });
    expect(localStorage.getItem(StorageKeys.examState)).toBeNull();
    expect(localStorage.getItem(StorageKeys.examQuestionIndex)).toBeNull();
    expect(localStorage.getItem(StorageKeys.examTopic)).toBeNull();
  });

  it('sends to /start-exam when there is no topic in navigation state or storage', async () => {
    const fetchMock = stubFetch(() => jsonResponse(inProgress()));
    renderExam(null);
    expect(await screen.findByRole('heading', { name: 'Start stub' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('resumes a saved exam from the server state: its question and remaining time', async () => {
    holdTheClock();
    saveExam(inProgress(), Date.now() + 3_600_000);
    const fetchMock = stubFetch(() =>
      jsonResponse({ ...shortAnswerQuestion, remainingSeconds: 1234 }),
    );
    renderExam(null);
    expect(
      await screen.findByRole('heading', { name: 'Question 2 of at most 40' }),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([`/api/exam/state/${EXAM_ID}`]);
    expect(screen.getByRole('timer')).toHaveTextContent('20:34');
  });

  it('goes to /report when the saved exam has finished on the server', async () => {
    saveExam(inProgress(), Date.now() + 3_600_000);
    stubFetch(() => jsonResponse(result({ timerExpired: true })));
    renderExam(null);
    expect(await screen.findByRole('heading', { name: 'Report stub' })).toBeInTheDocument();
    expect(reportState()).toMatchObject({ timerExpired: true });
    expect(localStorage.getItem(StorageKeys.examState)).toBeNull();
  });

  it('at zero sends the current answer flagged timerExpired and opens the report', async () => {
    const fetchMock = stubFetch((url) =>
      url === '/api/exam/generate'
        ? jsonResponse(shortAnswerQuestion)
        : jsonResponse(result({ timerExpired: true })),
    );
    // The server says two seconds are left.
    fetchMock.mockImplementationOnce(() =>
      Promise.resolve(jsonResponse({ ...shortAnswerQuestion, remainingSeconds: 2 })),
    );
    // The clock stands still while the answer is typed (however slow the machine), then jumps
    // past the deadline; the countdown's next wake finds the time up.
    holdTheClock();
    renderExam();
    await userEvent.type(await screen.findByPlaceholderText('Enter your answer...'), '12');
    vi.setSystemTime(Date.now() + 3_000);

    expect(await screen.findByRole('heading', { name: 'Report stub' })).toBeInTheDocument();
    const [body] = sentAnswers(fetchMock);
    expect(body).toMatchObject({ questionId: 'q2', selectedAnswer: '12', timerExpired: true });
    expect(reportState()).toMatchObject({ timerExpired: true });
  });

  it("shows 'Failed to get next question' in place of the exam, keeps the answer and retries the same body", async () => {
    let failNext = true;
    const fetchMock = stubFetch((url) => {
      if (url === '/api/exam/generate') return jsonResponse(shortAnswerQuestion);
      if (failNext) {
        failNext = false;
        throw new TypeError('Failed to fetch');
      }
      return jsonResponse(
        inProgress({ question: { ...inProgress().question, id: 'q3' }, questionNumber: 3 }),
      );
    });
    renderExam();
    await userEvent.type(await screen.findByPlaceholderText('Enter your answer...'), '5 cm');
    await userEvent.click(screen.getByRole('button', { name: 'Next Question' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to get next question');
    expect(
      screen.queryByRole('heading', { name: 'Question 2 of at most 40' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your answer has been kept');

    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByRole('heading', { name: 'Question 3 of at most 40' }),
    ).toBeInTheDocument();
    const bodies = sentAnswers(fetchMock);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[0]?.selectedAnswer).toBe('5 cm');
  });

  it("shows 'Failed to initialize exam' when the exam cannot be generated, and retries", async () => {
    let fail = true;
    stubFetch(() => {
      if (fail) {
        fail = false;
        return new Response('', { status: 503 });
      }
      return jsonResponse(inProgress());
    });
    renderExam();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to initialize exam');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByRole('heading', { name: 'Question 1 of at most 40' }),
    ).toBeInTheDocument();
  });

  it('says plainly that another tab answered the question, and shows the current one', async () => {
    const message =
      'This answer is for a question that is not the current one. Reload the exam to continue.';
    const fetchMock = stubFetch((url) => {
      if (url === '/api/exam/generate') return jsonResponse(inProgress());
      if (url === NEXT) {
        return jsonResponse({ message, code: 'NOT_CURRENT_QUESTION' }, { status: 409 });
      }
      return jsonResponse(shortAnswerQuestion);
    });
    renderExam();
    await screen.findByRole('heading', { name: 'Question 1 of at most 40' });
    await userEvent.click(screen.getByRole('radio', { name: '1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next Question' }));
    // No error screen and no retry: the exam is re-read and its current question shown.
    expect(
      await screen.findByRole('heading', { name: 'Question 2 of at most 40' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'This question was answered in another tab.',
    );
    expect(screen.queryByText(/Check your connection/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/exam/generate',
      NEXT,
      `/api/exam/state/${EXAM_ID}`,
    ]);
  });

  it('treats a different answer already given in another tab (ALREADY_ANSWERED) the same way', async () => {
    stubFetch((url) => {
      if (url === '/api/exam/generate') return jsonResponse(inProgress());
      if (url === NEXT) {
        return jsonResponse(
          {
            message: 'This question has already been answered with a different answer.',
            code: 'ALREADY_ANSWERED',
          },
          { status: 409 },
        );
      }
      return jsonResponse(shortAnswerQuestion);
    });
    renderExam();
    await screen.findByRole('heading', { name: 'Question 1 of at most 40' });
    await userEvent.click(screen.getByRole('radio', { name: '1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next Question' }));
    expect(
      await screen.findByRole('heading', { name: 'Question 2 of at most 40' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'This question was answered in another tab.',
    );
  });

  it("does not blame the connection for the server's refusal of an answer", async () => {
    const message = 'The answer is too long (at most 500 characters).';
    stubFetch((url) => {
      if (url === '/api/exam/generate') return jsonResponse(shortAnswerQuestion);
      return jsonResponse({ message, code: 'VALIDATION_FAILED' }, { status: 400 });
    });
    renderExam();
    await userEvent.type(await screen.findByPlaceholderText('Enter your answer...'), '5 cm');
    await userEvent.click(screen.getByRole('button', { name: 'Next Question' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveTextContent('Your answer has been kept. Please try again.');
    expect(alert).not.toHaveTextContent('Check your connection');
  });

  it("shows 'Question n of at most N' with a slim progress bar", async () => {
    stubFetch(() => jsonResponse(inProgress({ questionNumber: 7, maxQuestions: 40 })));
    renderExam();
    await screen.findByRole('heading', { name: 'Question 7 of at most 40' });
    const bar = screen.getByRole('progressbar', { name: 'Progress' });
    expect(bar).toHaveAttribute('aria-valuenow', String((7 / 40) * 100));
    expect(bar).toHaveAttribute('aria-valuetext', 'Question 7 of at most 40');
  });

  it('shows a saved exam of an earlier version (no maximum) as "Question n" until the server answers', async () => {
    const { maxQuestions: _dropped, ...legacy } = inProgress({ questionNumber: 3 });
    localStorage.setItem(
      StorageKeys.examState,
      JSON.stringify({ attempt: legacy, deadlineAt: Date.now() + 3_600_000 }),
    );
    localStorage.setItem(StorageKeys.examTopic, TOPIC);
    let answerState: (response: Response) => void = () => undefined;
    stubFetch(() => new Promise<Response>((resolve) => (answerState = resolve)));
    renderExam(null);
    expect(await screen.findByRole('heading', { name: 'Question 3' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Progress' })).not.toBeInTheDocument();
    answerState(jsonResponse(inProgress({ questionNumber: 3 })));
    expect(
      await screen.findByRole('heading', { name: 'Question 3 of at most 40' }),
    ).toBeInTheDocument();
  });

  it('keeps a typed answer across a reload, and forgets it once sent', async () => {
    const fetchMock = stubFetch((url) => {
      if (url === '/api/exam/generate') return jsonResponse(shortAnswerQuestion);
      if (url === NEXT) {
        return jsonResponse(
          inProgress({ question: { ...inProgress().question, id: 'q3' }, questionNumber: 3 }),
        );
      }
      return jsonResponse(shortAnswerQuestion);
    });
    const first = renderExam();
    await userEvent.type(await screen.findByPlaceholderText('Enter your answer...'), '5 cm');
    first.unmount();

    renderExam(null);
    const field = await screen.findByPlaceholderText('Enter your answer...');
    expect(field).toHaveValue('5 cm');
    await waitFor(() => expect(field).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Next Question' }));
    expect(
      await screen.findByRole('heading', { name: 'Question 3 of at most 40' }),
    ).toBeInTheDocument();
    expect(sentAnswers(fetchMock)[0]?.selectedAnswer).toBe('5 cm');
    expect(localStorage.getItem(StorageKeys.examAnswerDraft)).toBeNull();
  });

  it('sends a typed answer with Enter; Shift+Enter starts a new line; an empty box sends nothing', async () => {
    const fetchMock = stubFetch((url) =>
      url === '/api/exam/generate'
        ? jsonResponse(shortAnswerQuestion)
        : jsonResponse(
            inProgress({ question: { ...inProgress().question, id: 'q3' }, questionNumber: 3 }),
          ),
    );
    renderExam();
    const field = await screen.findByPlaceholderText('Enter your answer...');
    await userEvent.type(field, '{Enter}');
    expect(sentAnswers(fetchMock)).toHaveLength(0);
    expect(field).toHaveValue('');
    await userEvent.type(field, 'x = 1{Shift>}{Enter}{/Shift}y = 2');
    expect(field).toHaveValue('x = 1\ny = 2');
    expect(sentAnswers(fetchMock)).toHaveLength(0);
    await userEvent.type(field, '{Enter}');
    expect(
      await screen.findByRole('heading', { name: 'Question 3 of at most 40' }),
    ).toBeInTheDocument();
    expect(sentAnswers(fetchMock).map((body) => body.selectedAnswer)).toEqual(['x = 1\ny = 2']);
  });
});
