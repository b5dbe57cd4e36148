import type {
  ExamDetails,
  ExamInProgress,
  ExamResult,
  ExamReviewQuestion,
  PastExam,
} from '@exam/contract';

/** Responses of the exam API as the contract types them, for screen tests. */
export const EXAM_ID = '3f1c2a4e-8b5d-4f7a-9c3e-1d2b3c4d5e6f';
export const TOPIC = 'Geometry & Trigonometry';

export function inProgress(overrides: Partial<ExamInProgress> = {}): ExamInProgress {
  return {
    completed: false,
    timerExpired: false,
    examId: EXAM_ID,
    topic: TOPIC,
    lessonId: 'lesson-sine',
    question: {
      id: 'q1',
      question: 'In triangle $ABC$, find $\\sin 30^\\circ$.',
      question_type: 'MCQ',
      options: ['0.5', '1', '0'],
      graph: '',
    },
    questionNumber: 1,
    maxQuestions: 40,
    performance: 0.5,
    deadline: '2026-01-01T10:00:00.000Z',
    remainingSeconds: 3600,
    durationSeconds: 3600,
    ...overrides,
  };
}

export const shortAnswerQuestion = inProgress({
  lessonId: 'lesson-cosine',
  question: {
    id: 'q2',
    question: 'In the opposite figure : find $AB$ in cm.',
    question_type: 'short_answer',
    options: [],
    graph: 'data:image/png;base64,cTI=',
  },
  questionNumber: 2,
  remainingSeconds: 3500,
});

export function result(overrides: Partial<ExamResult> = {}): ExamResult {
  return {
    completed: true,
    timerExpired: false,
    examId: EXAM_ID,
    topic: TOPIC,
    performance: 0.734,
    overallPerformance: 0.734,
    detailedPerformance: [
      { lessonId: 'l1', lessonName: 'Sine rule', score: 0.85, answered: 4 },
      { lessonId: 'l2', lessonName: 'Cosine rule', score: 0.3, answered: 3 },
      { lessonId: 'l3', lessonName: 'Triangle area', score: 0.62, answered: 2 },
    ],
    averageTimeSpent: 42.37,
    totalQuestions: 9,
    correctAnswers: 6,
    ...overrides,
  };
}

export const pastExams: PastExam[] = [
  {
    examId: 'exam-new',
    date: '2026-03-04T09:05:00',
    performance: 0.8125,
    averageTimeSpent: 31.25,
    incorrectAnswers: 2,
    totalQuestions: 12,
    timerExpired: false,
  },
  {
    examId: 'exam-old',
    date: '2026-02-01T14:30:00',
    performance: 0.42,
    averageTimeSpent: 55,
    incorrectAnswers: 7,
    totalQuestions: 10,
    timerExpired: true,
  },
];

export function details(overrides: Partial<ExamDetails> = {}): ExamDetails {
  return {
    examId: EXAM_ID,
    date: '2026-03-04T09:05:00',
    overallPerformance: 0.61,
    lessonId: 'l2',
    timerExpired: false,
    averageTimeSpent: 40,
    detailedPerformance: [],
    questions: [
      {
        id: 'q1',
        lessonId: 'l1',
        lessonName: 'Sine rule',
        question: 'Find $\\sin 30^\\circ$.',
        isCorrect: true,
        userAnswer: '0.5',
        correctAnswer: '0.5',
      },
      {
        id: 'q2',
        lessonId: 'l2',
        lessonName: 'Cosine rule',
        question: 'Find $AB$ when $AC = 3$ and $BC = 4$.',
        isCorrect: false,
        userAnswer: '7',
        correctAnswer: '5',
      },
      {
        id: 'q3',
        lessonId: 'l1',
        lessonName: 'Sine rule',
        question: 'In the opposite figure : find $\\frac{AB}{2}$ in cm.',
        isCorrect: false,
        userAnswer: '',
        correctAnswer: '12',
      },
    ],
    ...overrides,
  };
}

export const reviewQuestion: ExamReviewQuestion = {
  id: 'q2',
  question: 'Find $AB$ when $AC = 3$ and $BC = 4$.',
  question_type: 'short_answer',
  options: [],
  graph: '',
  lessonId: 'l2',
  lessonName: 'Cosine rule',
  explanation: 'By Pythagoras, $AB = \\sqrt{3^2 + 4^2} = 5$.',
  steps: [],
};
