import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { details, EXAM_ID, reviewQuestion } from '../../../test/exam-fixtures';
import { jsonResponse, renderScreen, stubFetch, urlOf } from '../../../test/render';
import { ExamDetailsPage } from './exam-details';

const renderDetails = (route = `/exam-details/${EXAM_ID}`) =>
  renderScreen(<ExamDetailsPage />, {
    route,
    path: route === '/exam-details' ? '/exam-details' : '/exam-details/:examId',
  });

describe('ExamDetailsPage', () => {
  it('shows the summary: date, overall performance and correct/incorrect counts', async () => {
    const fetchMock = stubFetch(() => jsonResponse(details()));
    renderDetails();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Exam Report Details' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/^4 Mar 2026, 09:05$/)).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/exam/details/${EXAM_ID}`);
    expect(screen.getByText('61.0%')).toBeInTheDocument();
    expect(screen.getByText('Good')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Correct' }).nextSibling).toHaveTextContent('1');
    expect(screen.getByRole('heading', { name: 'Incorrect' }).nextSibling).toHaveTextContent('2');
    expect(screen.getByRole('heading', { name: 'Incorrect Answers' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Question 2\b/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('button', { name: /^Question 3\b/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Question 1\b/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start New Exam' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Dashboard' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });

  it('loads a question once when its item is first expanded', async () => {
    const fetchMock = stubFetch((url) =>
      url.startsWith('/api/exam/question/')
        ? jsonResponse(reviewQuestion)
        : jsonResponse(details()),
    );
    renderDetails();
    const item = await screen.findByRole('button', { name: /^Question 2\b/ });
    const questionCalls = () =>
      fetchMock.mock.calls
        .map(([input]) => urlOf(input))
        .filter((url) => url.startsWith('/api/exam/question/'));
    expect(questionCalls()).toHaveLength(0);

    await userEvent.click(item);
    expect(await screen.findByText('Your answer')).toBeInTheDocument();
    expect(questionCalls()).toEqual(['/api/exam/question/q2?lessonId=l2']);
    expect(screen.getByText('Correct answer')).toBeInTheDocument();
    const region = screen.getByRole('region', { name: /^Question 2\b/ });
    expect(within(region).getByText('Explanation')).toBeInTheDocument();
    // Open, the item shows the whole text (typeset) and no longer its one-line preview.
    expect(within(item).queryByTestId('question-preview')).not.toBeInTheDocument();
    expect(within(region).getByText(/^Find/)).toBeInTheDocument();

    await userEvent.click(item);
    await userEvent.click(item);
    expect(item).toHaveAttribute('aria-expanded', 'true');
    expect(questionCalls()).toHaveLength(1);
  });

  it("shows a question's worked solution as numbered steps when it has them", async () => {
    stubFetch((url) =>
      url.startsWith('/api/exam/question/')
        ? jsonResponse({ ...reviewQuestion, steps: ['$AB^2 = 3^2 + 4^2 = 25$', '$AB = 5$'] })
        : jsonResponse(details()),
    );
    renderDetails();
    await userEvent.click(await screen.findByRole('button', { name: /^Question 2\b/ }));
    const region = await screen.findByRole('region', { name: /^Question 2\b/ });
    const steps = await within(region).findByRole('list', { name: 'Worked solution' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(2);
    expect(within(region).queryByText('Explanation')).not.toBeInTheDocument();
  });

  it("says 'Failed to load question data' when a question cannot be loaded", async () => {
    stubFetch((url) =>
      url.startsWith('/api/exam/question/')
        ? new Response('', { status: 500 })
        : jsonResponse(details()),
    );
    renderDetails();
    await userEvent.click(await screen.findByRole('button', { name: /^Question 3\b/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load question data');
  });

  it('congratulates when every answer was right', async () => {
    stubFetch(() =>
      jsonResponse(
        details({
          questions: [
            {
              id: 'q1',
              lessonId: 'l1',
              lessonName: 'Sine rule',
              question: 'Find $x$.',
              isCorrect: true,
              userAnswer: '1',
              correctAnswer: '1',
            },
          ],
        }),
      ),
    );
    renderDetails();
    expect(
      await screen.findByText('Congratulations! You answered all questions correctly.'),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Practise these mistakes' }),
    ).not.toBeInTheDocument();
  });

  it('lists lesson scores, saying how many questions a score rests on when fewer than three', async () => {
    stubFetch(() =>
      jsonResponse(
        details({
          detailedPerformance: [
            { lessonId: 'l1', lessonName: 'Sine rule', score: 0.8, answered: 5 },
            { lessonId: 'l2', lessonName: 'Bearings', score: 0.4, answered: 2 },
          ],
        }),
      ),
    );
    renderDetails();
    const list = await screen.findByRole('list', { name: 'Lesson Performance' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Bearings40.0%Based on 2 questionsYou need to learn this lesson from scratchPractise this lesson',
      'Sine rule80.0%You are a master of the lesson',
    ]);
  });

  it('practises the mistakes of the exam from fromExamId and opens /practice', async () => {
    document.cookie = 'XSRF-TOKEN=test-xsrf';
    const fetchMock = stubFetch((url) =>
      url === '/api/practice/start'
        ? jsonResponse({
            completed: false,
            practiceId: 'p-new',
            topic: 'Geometry & Trigonometry',
            question: { id: 'x', question: 'Q', question_type: 'MCQ', options: ['a'], graph: '' },
            questionNumber: 1,
            correctCount: 0,
            totalAnswered: 0,
            timeElapsed: 0,
          })
        : jsonResponse(details()),
    );
    renderDetails();
    await userEvent.click(await screen.findByRole('button', { name: 'Practise these mistakes' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/practice'));
    const call = fetchMock.mock.calls.find(([url]) => urlOf(url) === '/api/practice/start');
    expect(JSON.parse(call?.[1]?.body as string)).toEqual({
      topic: 'Geometry & Trigonometry',
      fromExamId: EXAM_ID,
    });
  });

  it('says what the overall performance is next to the count of right answers', async () => {
    stubFetch(() => jsonResponse(details()));
    renderDetails();
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('1 of 3 correct')).toBeInTheDocument();
    expect(
      within(summary).getByText(
        'Estimated from which questions you got right and how hard they were.',
      ),
    ).toBeInTheDocument();
  });

  it('names each incorrect question by its lesson and a one-line preview of its text', async () => {
    stubFetch(() => jsonResponse(details()));
    renderDetails();
    const second = await screen.findByRole('button', { name: /^Question 2\b/ });
    expect(within(second).getByText('Cosine rule')).toBeInTheDocument();
    // Math made plain, not TeX source.
    expect(within(second).getByTestId('question-preview')).toHaveTextContent(
      /^Find AB when AC = 3 and BC = 4\.$/,
    );
    const third = screen.getByRole('button', { name: /^Question 3\b/ });
    expect(within(third).getByText('Sine rule')).toBeInTheDocument();
    // The figure's lead is dropped: the figure shows when the item opens.
    expect(within(third).getByTestId('question-preview')).toHaveTextContent(/^find AB\/2 in cm\.$/);
  });

  it('gives each element its own id, the open item included (aria-controls works)', async () => {
    stubFetch((url) =>
      url.startsWith('/api/exam/question/')
        ? jsonResponse(reviewQuestion)
        : jsonResponse(details()),
    );
    const { container } = renderDetails();
    const item = await screen.findByRole('button', { name: /^Question 2\b/ });
    await userEvent.click(item);
    expect(await screen.findByText('Your answer')).toBeInTheDocument();
    const ids = [...container.ownerDocument.querySelectorAll('[id]')].map((node) => node.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    const controlled = item.getAttribute('aria-controls') ?? '';
    expect(container.ownerDocument.getElementById(controlled)).toHaveAttribute('role', 'region');
  });

  it("says 'Exam not found' with a way back and no 'Try Again' for an unknown exam", async () => {
    stubFetch(() => jsonResponse({ message: 'Exam not found' }, { status: 404 }));
    renderDetails();
    expect(await screen.findByText('Exam not found')).toBeInTheDocument();
    expect(
      screen.getByText(/does not exist or is not one of yours/, { exact: false }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Dashboard' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });

  it("says 'Exam not found' for a malformed exam id (the server's 400)", async () => {
    stubFetch(() => jsonResponse({ message: 'Exam ID is invalid' }, { status: 400 }));
    renderDetails('/exam-details/not-a-uuid');
    expect(await screen.findByText('Exam not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });

  it("says 'Failed to load exam details' with 'Try Again' when the server gives no message", async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    renderDetails();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load exam details');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it("says 'Exam ID is required' without an id", () => {
    const fetchMock = stubFetch(() => jsonResponse(details()));
    renderDetails('/exam-details');
    expect(screen.getByRole('alert')).toHaveTextContent('Exam ID is required');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
