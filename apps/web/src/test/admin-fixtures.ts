import type {
  AdminProblemReport,
  AdminQuestion,
  AdminQuestionPage,
  AdminUser,
  CalibrationProposal,
  CalibrationRun,
  CheckQuestionResponse,
  ImportQuestionsResponse,
  ItemStatsPage,
  LessonNameList,
  User,
} from '@exam/contract';

/**
 * Answers of the console's API (issue 23) for the web admin tests, typed by the contract;
 * admin-fixtures.test.ts parses each with its schema, so they cannot drift from it.
 */

export const QUESTION_ID = '11111111-1111-4111-8111-111111111111';
export const NEW_VERSION_ID = '22222222-2222-4222-8222-222222222222';
export const LESSON_ID = '33333333-3333-4333-8333-333333333333';

export const adminUser: User = {
  id: 'admin-1',
  username: 'Nadia Editor',
  email: 'nadia@example.com',
  role: 'admin',
  language: 'en',
};
export const studentUser: User = { ...adminUser, id: 'student-1', role: 'student' };

export const lessonNames: LessonNameList = [
  { _id: LESSON_ID, lesson_name: 'The sine rule' },
  { _id: '44444444-4444-4444-8444-444444444444', lesson_name: 'Area of a triangle' },
];

export const questionPage: AdminQuestionPage = {
  items: [
    {
      id: QUESTION_ID,
      lessonId: LESSON_ID,
      lessonName: 'The sine rule',
      type: 'MCQ',
      status: 'active',
      preview: 'Find $\\sin 30^\\circ$',
      version: 2,
      hasFigure: false,
      openReports: 3,
      served: 1234,
      imported: true,
      updatedAt: '2026-11-25T08:00:00.000Z',
    },
  ],
  total: 40,
  nextCursor: 'cursor-2',
};

export const adminQuestion: AdminQuestion = {
  id: QUESTION_ID,
  lessonId: LESSON_ID,
  status: 'active',
  version: 2,
  line: {
    lesson: 'The sine rule',
    type: 'MCQ',
    question: 'Find $\\sin 30^\\circ$',
    options: ['1/2', '1', '0', '2'],
    answer: '1/2',
    hints: ['Think of the unit circle.'],
    templateId: 'sine-30',
  },
  irt: { a: 1, b: 0, c: 0.25 },
  served: 12,
  openReports: 0,
  versions: [
    {
      id: '55555555-5555-4555-8555-555555555555',
      version: 1,
      status: 'retired',
      createdAt: '2026-11-01T08:00:00.000Z',
      editedBy: '',
    },
    {
      id: QUESTION_ID,
      version: 2,
      status: 'active',
      createdAt: '2026-11-20T08:00:00.000Z',
      editedBy: 'Nadia Editor',
    },
  ],
  updatedAt: '2026-11-20T08:00:00.000Z',
};

export const checkResponse: CheckQuestionResponse = {
  preview: {
    question: 'Find $\\sin 30^\\circ$',
    question_type: 'MCQ',
    options: ['1/2', '1', '0', '2'],
    figure: {
      svg: '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="350"></svg>',
      alt: 'Triangle ABC',
    },
    explanation: '',
    hints: ['Think of the unit circle.'],
    steps: [],
  },
  marking: null,
};

export const importDryRun: ImportQuestionsResponse = {
  written: false,
  lines: 3,
  added: 2,
  unchanged: 1,
  replaced: 0,
  lessonsAdded: ['Circles and arcs'],
  errors: [],
};

export const reportItem: AdminProblemReport = {
  id: '66666666-6666-4666-8666-666666666666',
  questionId: QUESTION_ID,
  questionStatus: 'active',
  questionPreview: 'Find sin 30°',
  lessonName: 'The sine rule',
  reason: 'wrong-answer',
  text: 'I think it is 0.5 not 1/2',
  reportedBy: 'Omar',
  status: 'open',
  resolution: null,
  resolutionNote: '',
  createdAt: '2026-11-25T08:00:00.000Z',
  resolvedAt: null,
  sameQuestionOpen: 1,
};

export const statsPage: ItemStatsPage = {
  items: [
    {
      questionId: QUESTION_ID,
      lessonName: 'The sine rule',
      type: 'MCQ',
      status: 'active',
      preview: 'Find sin 30°',
      served: 12345,
      pCorrect: 0.04,
      pointBiserial: -0.21,
      medianTimeSeconds: 41.6,
      a: 1.2,
      b: 0.5,
      calibratedA: null,
      calibratedB: null,
      exposure: 0.125,
      openReports: 3,
      flags: ['negative-discrimination', 'almost-nobody-right'],
    },
  ],
  total: 1,
  nextCursor: null,
};

export const proposal: CalibrationProposal = {
  responses: 5000,
  students: 120,
  itemsEstimated: 30,
  changes: [
    {
      questionId: QUESTION_ID,
      preview: 'Find sin 30°',
      responses: 400,
      a: { from: 1, to: 1.35 },
      b: { from: 0, to: -0.42 },
    },
  ],
  basis: 'basis-123',
};

export const calibrationRun: CalibrationRun = {
  id: '77777777-7777-4777-8777-777777777777',
  appliedAt: '2026-11-24T08:00:00.000Z',
  appliedBy: 'Nadia Editor',
  changed: 30,
  revertedAt: null,
  revertedBy: '',
};

export const accounts: AdminUser[] = [
  {
    id: '88888888-8888-4888-8888-888888888888',
    username: 'Nadia Editor',
    email: 'nadia@example.com',
    role: 'admin',
    createdAt: '2026-11-01T08:00:00.000Z',
  },
];
