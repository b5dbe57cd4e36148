import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { result } from '../../../test/exam-fixtures';
import { jsonResponse, renderScreen, stubFetch } from '../../../test/render';
import { toReportState } from '../lib/report-state';
import { ExamReportPage } from './report';

const renderReport = (state: unknown) =>
  renderScreen(<ExamReportPage />, {
    route: { pathname: '/report', state },
    path: '/report',
    extraRoutes: {
      '/start-exam': <h1>Start stub</h1>,
      '/dashboard': <h1>Dashboard stub</h1>,
      '/practice': <h1>Practice stub</h1>,
    },
  });

describe('ExamReportPage', () => {
  it('explains that there are no results without state, with Start New Exam', async () => {
    renderReport(null);
    expect(
      screen.getByRole('heading', { level: 1, name: 'No Exam Results Available' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Please complete the exam to view your results.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start New Exam' }));
    expect(await screen.findByRole('heading', { name: 'Start stub' })).toBeInTheDocument();
  });

  it('shows overall performance with its label and the average time to one decimal', async () => {
    renderReport(toReportState(result()));
    expect(screen.getByRole('heading', { level: 1, name: 'Exam Report' })).toBeInTheDocument();
    expect(screen.getByText('Overall Performance')).toBeInTheDocument();
    expect(screen.getByText('73.4%')).toBeInTheDocument();
    expect(screen.getByText('Good')).toBeInTheDocument();
    expect(screen.getByText('Average Time per Question')).toBeInTheDocument();
    expect(screen.getByText('42.4 s')).toBeInTheDocument();
    // The value carries its unit once.
    expect(screen.queryByText(/seconds per question/)).not.toBeInTheDocument();
    // The domain score is explained next to the plain count, so 73.4% beside 6/9 adds up.
    expect(screen.getByText('6 of 9 correct')).toBeInTheDocument();
    expect(
      screen.getByText('Estimated from which questions you got right and how hard they were.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Out of time')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Overall Performance' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start New Exam' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'View Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard stub' })).toBeInTheDocument();
  });

  it.each([
    [0.85, 'Excellent'],
    [0.45, 'Fair'],
    [0.2, 'Needs Improvement'],
  ])('labels %s as %s', (performance, label) => {
    renderReport(toReportState(result({ performance })));
    expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('leaves the count out when the carried result does not give it', () => {
    renderReport({ performance: 0.5, averageTimeSpent: 3, detailedPerformance: [] });
    expect(screen.getByText('50.0%')).toBeInTheDocument();
    expect(screen.queryByText(/ of \d+ correct$/)).not.toBeInTheDocument();
  });

  it('lists lessons weakest first with the spec feedback', () => {
    renderReport(toReportState(result()));
    const heading = screen.getByRole('heading', { name: 'Lesson Performance' });
    expect(heading).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Lesson Performance' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      'Cosine rule30.0%You need to learn this lesson from scratchPractise this lesson',
      'Triangle area62.0%Based on 2 questionsYou need to practice it morePractise this lesson',
      'Sine rule85.0%You are a master of the lesson',
    ]);
  });

  it('says beside a score how many questions it rests on when they are fewer than three', () => {
    const lessons = [
      { lessonId: 'l1', lessonName: 'Bearings', score: 0.5, answered: 1 },
      { lessonId: 'l2', lessonName: 'Vectors', score: 0.6, answered: 2 },
      { lessonId: 'l3', lessonName: 'Sine rule', score: 0.7, answered: 3 },
    ];
    renderReport(toReportState(result({ detailedPerformance: lessons })));
    const list = screen.getByRole('list', { name: 'Lesson Performance' });
    const item = (name: string) =>
      within(list)
        .getAllByRole('listitem')
        .find((li) => li.textContent?.startsWith(name));
    expect(item('Bearings')).toHaveTextContent('Based on 1 question');
    expect(item('Bearings')).not.toHaveTextContent('questions');
    expect(item('Vectors')).toHaveTextContent('Based on 2 questions');
    expect(item('Sine rule')).not.toHaveTextContent('Based on');
  });

  it("says 'Out of time' when the timer expired", () => {
    renderReport(toReportState(result({ timerExpired: true })));
    expect(screen.getByText('Out of time')).toBeInTheDocument();
  });
  it('practises the mistakes of the exam with its id, and only when there were mistakes', async () => {
    document.cookie = 'XSRF-TOKEN=test-xsrf';
    const fetchMock = stubFetch(() =>
      jsonResponse({
        completed: false,
        practiceId: 'p-new',
        topic: 'Geometry & Trigonometry',
        question: { id: 'x', question: 'Q', question_type: 'MCQ', options: ['a'], graph: '' },
        questionNumber: 1,
        correctCount: 0,
        totalAnswered: 0,
        timeElapsed: 0,
      }),
    );
    renderReport(toReportState(result()));
    await userEvent.click(screen.getByRole('button', { name: 'Practise these mistakes' }));
    expect(await screen.findByRole('heading', { name: 'Practice stub' })).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/practice/start');
    expect(JSON.parse(call?.[1]?.body as string)).toEqual({
      topic: 'Geometry & Trigonometry',
      fromExamId: result().examId,
    });
  });

  it('offers no mistakes practice after a perfect exam', () => {
    renderReport(toReportState(result({ correctAnswers: 9, totalQuestions: 9 })));
    expect(
      screen.queryByRole('button', { name: 'Practise these mistakes' }),
    ).not.toBeInTheDocument();
  });
});
