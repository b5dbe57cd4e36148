import type { LessonPerformance } from '@exam/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { isPhoneQuery, stubMatchMedia } from '../../../test/match-media';
import { jsonResponse, renderScreen, stubFetchWithXsrf } from '../../../test/render';
import { LessonFeedback } from '../lib/results';
import { LessonPerformanceList } from './lesson-performance-list';

const lesson = (n: number, score: number): LessonPerformance => ({
  lessonId: `00000000-0000-4000-8000-00000000000${n}`,
  lessonName: `Lesson ${n}`,
  score,
  answered: 4,
});

/** Five lessons in teaching order; weakest first they are 3, 5, 1, 2, 4. */
const lessons = [lesson(1, 0.55), lesson(2, 0.7), lesson(3, 0.2), lesson(4, 0.9), lesson(5, 0.45)];

const renderList = (list: readonly LessonPerformance[] = lessons) =>
  renderScreen(<LessonPerformanceList lessons={list} />, {
    extraRoutes: { '/practice': <h1>Practice stub</h1> },
  });

const names = () =>
  within(screen.getByRole('list', { name: 'Lesson Performance' }))
    .getAllByRole('listitem')
    .map((item) => within(item).getByText(/^Lesson \d$/).textContent);

describe('LessonPerformanceList', () => {
  it('on a phone opens with the three weakest lessons, each to practise, the rest behind Show all lessons', async () => {
    stubMatchMedia(isPhoneQuery);
    renderList();
    expect(names()).toEqual(['Lesson 3', 'Lesson 5', 'Lesson 1']);
    expect(screen.getAllByRole('button', { name: /^Practise this lesson: / })).toHaveLength(3);
    // The spec's feedback texts stay.
    expect(screen.getAllByText(LessonFeedback.fromScratch)).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Show all lessons' }));
    expect(names()).toEqual(['Lesson 3', 'Lesson 5', 'Lesson 1', 'Lesson 2', 'Lesson 4']);
    expect(screen.queryByRole('button', { name: 'Show all lessons' })).not.toBeInTheDocument();
    expect(screen.getByText(LessonFeedback.master)).toBeInTheDocument();
    // Still only the three weakest offer practice.
    expect(screen.getAllByRole('button', { name: /^Practise this lesson: / })).toHaveLength(3);
  });

  it('on a wider screen lists every lesson at once', () => {
    stubMatchMedia(() => false);
    renderList();
    expect(names()).toEqual(['Lesson 3', 'Lesson 5', 'Lesson 1', 'Lesson 2', 'Lesson 4']);
    expect(screen.queryByRole('button', { name: 'Show all lessons' })).not.toBeInTheDocument();
  });

  it('offers no practice for a lesson already mastered', () => {
    stubMatchMedia(isPhoneQuery);
    renderList([lesson(1, 0.2), lesson(2, 0.85), lesson(3, 0.95)]);
    expect(screen.getAllByRole('button', { name: /^Practise this lesson: / })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Practise this lesson: Lesson 1' })).toBeEnabled();
  });

  it("starts a session on the lesson with 'Practise this lesson' and opens it", async () => {
    stubMatchMedia(isPhoneQuery);
    const fetchMock = stubFetchWithXsrf(() =>
      jsonResponse({ practiceId: 'p1', topic: 'Geometry & Trigonometry', completed: false }),
    );
    renderList();
    await userEvent.click(screen.getByRole('button', { name: 'Practise this lesson: Lesson 3' }));
    expect(await screen.findByRole('heading', { name: 'Practice stub' })).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/practice/start');
    expect(JSON.parse(call?.[1]?.body as string)).toEqual({
      topic: 'Geometry & Trigonometry',
      lessonId: '00000000-0000-4000-8000-000000000003',
    });
  });
});
