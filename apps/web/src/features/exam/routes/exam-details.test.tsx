import { screen, waitFor } from '@testing-library/react';
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
    expect(screen.getByRole('button', { name: 'Question 2' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('button', { name: 'Question 3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Question 1' })).not.toBeInTheDocument();
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
    const item = await screen.findByRole('button', { name: 'Question 2' });
    const questionCalls = () =>
      fetchMock.mock.calls
        .map(([input]) => urlOf(input))
        .filter((url) => url.startsWith('/api/exam/question/'));
    expect(questionCalls()).toHaveLength(0);

    await userEvent.click(item);
    expect(await screen.findByText('Your answer')).toBeInTheDocument();
    expect(questionCalls()).toEqual(['/api/exam/question/q2?lessonId=l2']);
    expect(screen.getByText('Correct answer')).toBeInTheDocument();
    expect(screen.getByText('Cosine rule')).toBeInTheDocument();
    expect(screen.getByText('Explanation')).toBeInTheDocument();

    await userEvent.click(item);
    await userEvent.click(item);
    expect(item).toHaveAttribute('aria-expanded', 'true');
    expect(questionCalls()).toHaveLength(1);
  });

  it("says 'Failed to load question data' when a question cannot be loaded", async () => {
    stubFetch((url) =>
      url.startsWith('/api/exam/question/')
        ? new Response('', { status: 500 })
        : jsonResponse(details()),
    );
    renderDetails();
    await userEvent.click(await screen.findByRole('button', { name: 'Question 3' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load question data');
  });

  it('congratulates when every answer was right', async () => {
    stubFetch(() =>
      jsonResponse(
        details({
          questions: [
            { id: 'q1', lessonId: 'l1', isCorrect: true, userAnswer: '1', correctAnswer: '1' },
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

  it("shows the server's 'Exam not found' for an unknown exam", async () => {
    stubFetch(() => jsonResponse({ message: 'Exam not found' }, { status: 404 }));
    renderDetails();
    expect(await screen.findByRole('alert')).toHaveTextContent('Exam not found');
  });

  it("says 'Failed to load exam details' when the server gives no message", async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    renderDetails();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load exam details');
  });

  it("says 'Exam ID is required' without an id", () => {
    const fetchMock = stubFetch(() => jsonResponse(details()));
    renderDetails('/exam-details');
    expect(screen.getByRole('alert')).toHaveTextContent('Exam ID is required');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
