import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  PRACTICE_ID,
  answeredQuestion,
  practiceInProgress,
  sessionDetail,
} from '../../../test/practice-fixtures';
import { jsonResponse, renderScreen, stubFetch as stubFetchWith } from '../../../test/render';
import { PracticeSessionReviewPage } from './practice-session-review';

function stubFetch(handler: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  document.cookie = 'XSRF-TOKEN=test-xsrf';
  return stubFetchWith(handler);
}

function PracticeProbe() {
  const location = useLocation();
  return (
    <>
      <h1>Practice stub</h1>
      <pre data-testid="nav-state">{JSON.stringify(location.state)}</pre>
    </>
  );
}

const renderReview = (route = `/practice-session/${PRACTICE_ID}`) =>
  renderScreen(<PracticeSessionReviewPage />, {
    route,
    path: route.endsWith(PRACTICE_ID) ? '/practice-session/:practiceId' : '/practice-session',
    extraRoutes: { '/practice-history': <h1>History stub</h1>, '/practice': <PracticeProbe /> },
  });

describe('PracticeSessionReviewPage', () => {
  it("shows the summary with the server's average time and a tab per question", async () => {
    stubFetch(() => jsonResponse(sessionDetail()));
    renderReview();
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('Score: 50.0%').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorWarning',
    );
    expect(within(summary).getByText('Geometry & Trigonometry')).toBeInTheDocument();
    expect(within(summary).getByText('4 Mar 2026, 15:05')).toBeInTheDocument();
    // The server's figure, as the completion screen and the history show it.
    expect(within(summary).getByText('17.6s')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Q1 correct' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Q2 incorrect' })).toBeInTheDocument();
  });

  it('highlights the chosen and the correct MCQ option', async () => {
    stubFetch(() =>
      jsonResponse(
        sessionDetail({
          questions: [
            answeredQuestion({ userAnswer: '1', correctAnswer: '0.5', isCorrect: false }),
          ],
        }),
      ),
    );
    renderReview();
    const options = await screen.findByRole('list', { name: 'Options' });
    const items = within(options).getAllByRole('listitem');
    expect(items[1]).toHaveAttribute('data-status', 'correct');
    expect(items[2]).toHaveAttribute('data-status', 'incorrect');
    expect(within(items[2] as HTMLElement).getByText('Your answer')).toBeInTheDocument();
    expect(items[0]).not.toHaveAttribute('data-status');
  });

  it("shows a question's worked solution as numbered steps, and another's explanation", async () => {
    stubFetch(() =>
      jsonResponse(
        sessionDetail({
          questions: [
            answeredQuestion({
              explanation: 'Special angle.',
              steps: ['$\\sin 30^\\circ = \\frac{1}{2}$', 'So the answer is $0.5$'],
            }),
          ],
        }),
      ),
    );
    renderReview();
    const steps = await screen.findByRole('list', { name: 'Worked solution' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText('Special angle.')).not.toBeInTheDocument();
  });

  it("shows a wrong short answer with 'Your Answer:' and 'Correct Answer:' in its tab", async () => {
    stubFetch(() => jsonResponse(sessionDetail()));
    renderReview();
    await userEvent.click(await screen.findByRole('tab', { name: 'Q2 incorrect' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Sine rule')).toBeInTheDocument();
    expect(within(panel).getByText('Time spent: 25.0s')).toBeInTheDocument();
    expect(within(panel).getByText('Your Answer:').parentElement).toHaveTextContent(
      'Your Answer: 7',
    );
    expect(within(panel).getByText('Correct Answer:').parentElement).toHaveTextContent(
      'Correct Answer: 5',
    );
  });

  it("says '(No answer provided)' for an empty short answer", async () => {
    stubFetch(() =>
      jsonResponse(
        sessionDetail({
          questions: [
            answeredQuestion({
              question_type: 'short_answer',
              options: [],
              userAnswer: '',
              correctAnswer: '5',
              isCorrect: false,
            }),
          ],
        }),
      ),
    );
    renderReview();
    expect(await screen.findByText('(No answer provided)')).toBeInTheDocument();
  });

  it('practises the mistakes of the session', async () => {
    const fetchMock = stubFetch((url) =>
      url === '/api/practice/start'
        ? jsonResponse(practiceInProgress({ practiceId: 'new-session' }))
        : jsonResponse(sessionDetail()),
    );
    renderReview();
    await userEvent.click(await screen.findByRole('button', { name: 'Practise these mistakes' }));
    expect(await screen.findByRole('heading', { name: 'Practice stub' })).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/practice/start');
    expect(JSON.parse(call?.[1]?.body as string)).toEqual({
      topic: 'Geometry & Trigonometry',
      fromPracticeId: PRACTICE_ID,
    });
    expect(screen.getByTestId('nav-state')).toHaveTextContent('new-session');
  });

  it('offers no mistakes practice when every answer was right', async () => {
    stubFetch(() => jsonResponse(sessionDetail({ questions: [answeredQuestion()] })));
    renderReview();
    await screen.findByRole('tab', { name: 'Q1 correct' });
    expect(
      screen.queryByRole('button', { name: 'Practise these mistakes' }),
    ).not.toBeInTheDocument();
  });

  it('names the focus and shows the hints used and a second try per question', async () => {
    stubFetch(() =>
      jsonResponse(
        sessionDetail({
          focus: { kind: 'exam-mistakes', lessonId: null, lessonName: null },
          questions: [
            answeredQuestion({
              userAnswer: '0.5',
              isCorrect: true,
              firstTryCorrect: false,
              attempts: 2,
              firstAnswer: '0',
              hintsUsed: 2,
            }),
            answeredQuestion({ questionNumber: 2, hintsUsed: 1 }),
          ],
        }),
      ),
    );
    renderReview();
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('Mistakes from an exam')).toBeInTheDocument();
    expect(screen.getByTestId('answer-help')).toHaveTextContent('2 hints used · Second try');
    expect(screen.getByText('Your first answer:').parentElement).toHaveTextContent(
      'Your first answer: 0',
    );
    expect(screen.getByRole('note')).toHaveTextContent('Right on the second try');
    await userEvent.click(screen.getByRole('tab', { name: 'Q2 correct' }));
    expect(screen.getByTestId('answer-help')).toHaveTextContent('1 hint used');
    expect(screen.getByRole('note')).toHaveTextContent('Correct!');
    expect(screen.queryByText('Your first answer:')).not.toBeInTheDocument();
  });

  it('shows no help line for a first try without hints', async () => {
    stubFetch(() => jsonResponse(sessionDetail({ questions: [answeredQuestion()] })));
    renderReview();
    await screen.findByRole('tab', { name: 'Q1 correct' });
    expect(screen.queryByTestId('answer-help')).not.toBeInTheDocument();
  });

  it("says 'Session not found' for a 404", async () => {
    stubFetch(() => jsonResponse({ message: 'Session not found' }, { status: 404 }));
    renderReview();
    expect(await screen.findByRole('alert')).toHaveTextContent('Session not found');
  });

  it("says 'Failed to load session details' when the server gives no message", async () => {
    stubFetch(() => new Response('', { status: 500 }));
    renderReview();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load session details');
  });

  it("says 'Session ID not provided' without an id, and goes back to the history", async () => {
    stubFetch(() => jsonResponse({}));
    renderReview('/practice-session');
    expect(screen.getByRole('alert')).toHaveTextContent('Session ID not provided');
    await userEvent.click(screen.getByRole('button', { name: 'Back to History' }));
    expect(await screen.findByRole('heading', { name: 'History stub' })).toBeInTheDocument();
  });
});
