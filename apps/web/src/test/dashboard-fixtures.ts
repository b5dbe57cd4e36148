import type { Dashboard, LessonMastery } from '@exam/contract';

/**
 * GET /api/dashboard answers for the dashboard's tests (issue 22). dashboard-fixtures.test.ts
 * parses each with DashboardSchema, so they cannot drift from the contract.
 */

const lesson = (
  index: number,
  lessonName: string,
  level: LessonMastery['level'],
  answered = 0,
): LessonMastery => ({
  lessonId: `00000000-0000-4000-8000-0000000000${String(index).padStart(2, '0')}`,
  lessonName,
  unitName: 'Trigonometry',
  level,
  answered,
  firstTryCorrect: Math.floor(answered / 2),
  lastAnsweredAt: answered > 0 ? '2026-11-25T08:00:00.000Z' : null,
  questions: 12,
});

export const LESSON_NAMES = [
  'Angles and their measures',
  'Trigonometric ratios',
  'The sine rule',
  'The cosine rule',
  'Area of a triangle',
  'Circles and arcs',
  'Similar triangles',
] as const;

const notStarted = LESSON_NAMES.map((name, index) => lesson(index + 1, name, 'not-started'));

const noResume = { exam: null, trial: null, practice: null };

/** A student who has answered nothing: every lesson 'Not started', nothing to resume. */
export const emptyDashboard: Dashboard = {
  hasActivity: false,
  mastery: notStarted,
  progress: { exams: [], trials: [], masteryByWeek: [] },
  review: { due: 0, scheduled: 0, nextDueAt: null },
  streak: { days: 0, activeToday: false },
  dailyGoal: { goal: 10, answeredToday: 0 },
  resume: noResume,
  pastTrials: [],
};

/** After one day of practice: a few lessons begun, two cards scheduled, an open session. */
export const oneDayDashboard: Dashboard = {
  hasActivity: true,
  mastery: [
    lesson(2, 'Trigonometric ratios', 'attempted', 4),
    lesson(3, 'The sine rule', 'familiar', 6),
    lesson(1, 'Angles and their measures', 'not-started'),
    lesson(4, 'The cosine rule', 'not-started'),
    lesson(5, 'Area of a triangle', 'not-started'),
    lesson(6, 'Circles and arcs', 'not-started'),
    lesson(7, 'Similar triangles', 'not-started'),
  ],
  progress: {
    exams: [],
    trials: [],
    masteryByWeek: [
      {
        weekStart: '2026-11-23',
        counts: { 'not-started': 5, attempted: 1, familiar: 1, proficient: 0, mastered: 0 },
      },
    ],
  },
  review: { due: 0, scheduled: 2, nextDueAt: '2026-11-27T07:00:00.000Z' },
  streak: { days: 1, activeToday: true },
  dailyGoal: { goal: 10, answeredToday: 6 },
  resume: {
    exam: null,
    trial: null,
    practice: {
      practiceId: '11111111-1111-4111-8111-111111111111',
      focus: {
        kind: 'lesson',
        lessonId: '00000000-0000-4000-8000-000000000003',
        lessonName: 'The sine rule',
      },
      totalAnswered: 3,
      startedAt: '2026-11-25T08:00:00.000Z',
    },
  },
  pastTrials: [],
};

/** A busy student: exams and trials over weeks, reviews due, a running exam. */
export const busyDashboard: Dashboard = {
  hasActivity: true,
  mastery: [
    lesson(4, 'The cosine rule', 'attempted', 9),
    lesson(2, 'Trigonometric ratios', 'familiar', 14),
    lesson(6, 'Circles and arcs', 'familiar', 11),
    lesson(7, 'Similar triangles', 'not-started'),
    lesson(1, 'Angles and their measures', 'proficient', 20),
    lesson(5, 'Area of a triangle', 'proficient', 18),
    lesson(3, 'The sine rule', 'mastered', 30),
  ],
  progress: {
    exams: [
      { examId: 'e1', date: '2026-11-02T09:00:00.000Z', performance: 42 },
      { examId: 'e2', date: '2026-11-09T09:00:00.000Z', performance: 55.5 },
      { examId: 'e3', date: '2026-11-16T09:00:00.000Z', performance: 61 },
      { examId: 'e4', date: '2026-11-23T09:00:00.000Z', performance: 74.25 },
    ],
    trials: [
      { trialId: 't1', date: '2026-11-05T10:00:00.000Z', score: 50 },
      { trialId: 't2', date: '2026-11-20T10:00:00.000Z', score: 80 },
    ],
    masteryByWeek: [
      {
        weekStart: '2026-11-02',
        counts: { 'not-started': 4, attempted: 2, familiar: 1, proficient: 0, mastered: 0 },
      },
      {
        weekStart: '2026-11-09',
        counts: { 'not-started': 2, attempted: 2, familiar: 2, proficient: 1, mastered: 0 },
      },
      {
        weekStart: '2026-11-16',
        counts: { 'not-started': 1, attempted: 1, familiar: 2, proficient: 2, mastered: 1 },
      },
      {
        weekStart: '2026-11-23',
        counts: { 'not-started': 1, attempted: 1, familiar: 2, proficient: 2, mastered: 1 },
      },
    ],
  },
  review: { due: 4, scheduled: 9, nextDueAt: null },
  streak: { days: 3, activeToday: false },
  dailyGoal: { goal: 10, answeredToday: 12 },
  resume: {
    exam: {
      examId: '22222222-2222-4222-8222-222222222222',
      timeLeftSeconds: 1234,
      questionNumber: 7,
    },
    trial: null,
    practice: null,
  },
  pastTrials: [
    {
      trialId: '33333333-3333-4333-8333-333333333333',
      date: '2026-11-20T10:00:00.000Z',
      performance: 0.8,
      correctAnswers: 12,
      totalQuestions: 15,
      timeTaken: 1200,
      averageTimeSpent: 80,
      timerExpired: false,
    },
    {
      trialId: '44444444-4444-4444-8444-444444444444',
      date: '2026-11-05T10:00:00.000Z',
      performance: 0.5,
      correctAnswers: 7,
      totalQuestions: 15,
      timeTaken: 1500,
      averageTimeSpent: 100,
      timerExpired: true,
    },
  ],
};
