import type {
  CheckedAnswerResponse,
  Dashboard,
  MasteryLevel,
  PracticeAnsweredQuestion,
  PracticeFocus,
  PracticeCompleted,
  PracticeHistoryItem,
  PracticeInProgress,
  PracticeSessionDetail,
  PracticeTopic,
  TryAgainResponse,
} from '@exam/contract';

/** Responses of the practice API as the contract types them, for screen tests. */
export const PRACTICE_ID = '7a1c2a4e-8b5d-4f7a-9c3e-1d2b3c4d5e60';
export const TOPIC = 'Geometry & Trigonometry';
export const LESSON_ID = '3f1e2d4c-5b6a-4789-9abc-def012345678';
export const COSINE_LESSON_ID = '3f1e2d4c-5b6a-4789-9abc-def012345679';
export const LOCI_LESSON_ID = '3f1e2d4c-5b6a-4789-9abc-def01234567a';

export const topics: PracticeTopic[] = [
  {
    name: TOPIC,
    lessons: 3,
    questions: 120,
    units: [
      {
        id: 'solving-triangles',
        name: 'Solving triangles',
        lessons: [
          {
            id: LESSON_ID,
            name: 'The sine rule',
            description: 'Sides and angles from the sine rule.',
            questions: 50,
          },
          {
            id: COSINE_LESSON_ID,
            name: 'The cosine rule',
            description: 'A side from two sides and the included angle.',
            questions: 50,
          },
        ],
      },
      {
        id: 'other',
        name: 'Other lessons',
        lessons: [{ id: LOCI_LESSON_ID, name: 'Loci', description: '', questions: 20 }],
      },
    ],
  },
];

/** 'Recommended for you': the whole topic, weakest lessons first. */
export const recommendedFocus: PracticeFocus = {
  kind: 'recommended',
  lessonId: null,
  lessonName: null,
};

/** A single-lesson session. */
export const lessonFocus: PracticeFocus = {
  kind: 'lesson',
  lessonId: LESSON_ID,
  lessonName: 'The sine rule',
};

export const mcqQuestion = {
  id: 'pq1',
  question: 'Find $\\sin 30^\\circ$.',
  question_type: 'MCQ' as const,
  options: ['0', '0.5', '1'],
  graph: '',
};

export const shortQuestion = {
  id: 'pq2',
  question: 'In the opposite figure : find $AB$ in cm.',
  question_type: 'short_answer' as const,
  options: [],
  graph: '',
};

export function practiceInProgress(
  overrides: Partial<PracticeInProgress> = {},
): PracticeInProgress {
  return {
    completed: false,
    practiceId: PRACTICE_ID,
    topic: TOPIC,
    question: mcqQuestion,
    questionNumber: 1,
    correctCount: 0,
    totalAnswered: 0,
    timeElapsed: 0,
    focus: recommendedFocus,
    help: { hints: [], hintsTotal: 0 },
    plannedQuestions: null,
    ...overrides,
  };
}

/** A locked check (a first try, no hint, unless overridden). */
export function checkResponse(
  overrides: Partial<CheckedAnswerResponse> = {},
): CheckedAnswerResponse {
  return {
    tryAgain: false,
    isCorrect: true,
    firstTryCorrect: overrides.isCorrect ?? true,
    attempts: 1,
    firstAnswer: null,
    hintsUsed: 0,
    correctAnswer: '0.5',
    correctOptionIndex: 1,
    reason: '',
    explanation: '',
    steps: [],
    correctCount: 1,
    totalAnswered: 1,
    ...overrides,
  };
}

/** A wrong first answer with the second try left. */
export function tryAgainResponse(overrides: Partial<TryAgainResponse> = {}): TryAgainResponse {
  return {
    tryAgain: true,
    isCorrect: false,
    firstAnswer: '0',
    reason: '',
    hintsUsed: 0,
    correctCount: 0,
    totalAnswered: 1,
    ...overrides,
  };
}

export function practiceCompleted(overrides: Partial<PracticeCompleted> = {}): PracticeCompleted {
  return {
    completed: true,
    practiceId: PRACTICE_ID,
    topic: TOPIC,
    message: 'Practice session completed',
    totalCorrect: 2,
    totalAnswered: 3,
    timeElapsed: 95,
    result: { score: 66.6667 },
    // The server's average of the answers' times: not the total time over the answers (31.7).
    avgTimePerQuestion: 12.4,
    focus: recommendedFocus,
    ...overrides,
  };
}

export function answeredQuestion(
  overrides: Partial<PracticeAnsweredQuestion> = {},
): PracticeAnsweredQuestion {
  return {
    ...mcqQuestion,
    questionNumber: 1,
    lessonName: 'Trigonometric ratios',
    userAnswer: '0.5',
    correctAnswer: '0.5',
    isCorrect: true,
    reason: '',
    explanation: '',
    steps: [],
    timeSpent: 12,
    hintsUsed: 0,
    firstTryCorrect: overrides.isCorrect ?? true,
    attempts: 1,
    firstAnswer: null,
    ...overrides,
  };
}

export const history: PracticeHistoryItem[] = [
  {
    id: PRACTICE_ID,
    topic: TOPIC,
    date: new Date(2026, 2, 4, 15, 5).toISOString(),
    score: 75,
    correctCount: 3,
    totalAnswered: 4,
    avgTimePerQuestion: 21.25,
    completed: true,
    focus: lessonFocus,
  },
  {
    id: 'b2c3d4e5-8b5d-4f7a-9c3e-1d2b3c4d5e61',
    topic: TOPIC,
    date: new Date(2026, 2, 1, 9, 30).toISOString(),
    score: 40,
    correctCount: 2,
    totalAnswered: 5,
    avgTimePerQuestion: null,
    completed: false,
    focus: recommendedFocus,
  },
];

export function sessionDetail(
  overrides: Partial<PracticeSessionDetail> = {},
): PracticeSessionDetail {
  return {
    id: PRACTICE_ID,
    topic: TOPIC,
    date: new Date(2026, 2, 4, 15, 5).toISOString(),
    score: 50,
    correctCount: 1,
    totalAnswered: 2,
    completed: true,
    // The server's figure (its unrounded times may not sum to the rounded ones below).
    avgTimePerQuestion: 17.6,
    focus: recommendedFocus,
    questions: [
      answeredQuestion({ timeSpent: 10 }),
      answeredQuestion({
        ...shortQuestion,
        questionNumber: 2,
        lessonName: 'Sine rule',
        userAnswer: '7',
        correctAnswer: '5',
        isCorrect: false,
        timeSpent: 25,
      }),
    ],
    ...overrides,
  };
}

/** GET /api/dashboard with these lessons' levels (the rest of the answer empty). */
export function dashboardWithMastery(levels: Record<string, MasteryLevel>): Dashboard {
  return {
    hasActivity: true,
    mastery: Object.entries(levels).map(([lessonId, level]) => ({
      lessonId,
      lessonName: lessonId,
      unitName: '',
      level,
      answered: level === 'not-started' ? 0 : 4,
      firstTryCorrect: 0,
      lastAnsweredAt: null,
      questions: 20,
    })),
    progress: { exams: [], trials: [], masteryByWeek: [] },
    review: { due: 0, scheduled: 0, nextDueAt: null },
    streak: { days: 1, activeToday: true },
    dailyGoal: { goal: 10, answeredToday: 4 },
    resume: { exam: null, trial: null, practice: null },
    pastTrials: [],
  };
}
