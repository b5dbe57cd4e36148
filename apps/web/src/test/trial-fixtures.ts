import type {
  PastTrial,
  TrialDetails,
  TrialInProgress,
  TrialResult,
  TrialReviewQuestion,
} from '@exam/contract';

/** Responses of the trial API as the contract types them, for screen tests. */
export const TRIAL_ID = '7a1c2a4e-8b5d-4f7a-9c3e-1d2b3c4d5e70';
export const TOPIC = 'Geometry & Trigonometry';

export function trialInProgress(overrides: Partial<TrialInProgress> = {}): TrialInProgress {
  return {
    completed: false,
    timerExpired: false,
    trialId: TRIAL_ID,
    topic: TOPIC,
    question: {
      id: 't1',
      question: 'In triangle $ABC$, find $\\sin 30^\\circ$.',
      question_type: 'MCQ',
      options: ['0.5', '1', '0'],
      graph: '',
    },
    questionNumber: 1,
    totalQuestions: 25,
    deadline: '2026-01-01T10:25:00.000Z',
    remainingSeconds: 1500,
    durationSeconds: 1500,
    ...overrides,
  };
}

export const shortAnswerTrialQuestion = trialInProgress({
  question: {
    id: 't2',
    question: 'In the opposite figure : find $AB$ in cm.',
    question_type: 'short_answer',
    options: [],
    graph: 'data:image/png;base64,dDI=',
  },
  questionNumber: 2,
  remainingSeconds: 1440,
  feedback: { questionId: 't1', questionNumber: 1, isCorrect: true },
});

export function trialResult(overrides: Partial<TrialResult> = {}): TrialResult {
  return {
    completed: true,
    timerExpired: false,
    trialId: TRIAL_ID,
    topic: TOPIC,
    date: '2026-03-04T09:05:00',
    performance: 0.72,
    overallPerformance: 0.72,
    correctAnswers: 18,
    totalQuestions: 25,
    timeTaken: 754,
    averageTimeSpent: 30.2,
    questions: [
      {
        id: 't1',
        questionNumber: 1,
        question: 'In triangle $ABC$, find $\\sin 30^\\circ$.',
        graph: '',
        userAnswer: '0.5',
        correctAnswer: '0.5',
        isCorrect: true,
      },
      {
        id: 't2',
        questionNumber: 2,
        question: 'In the opposite figure : find $AB$ when $AC = 3$ and $BC = 4$.',
        graph: 'data:image/png;base64,cTI=',
        userAnswer: '7',
        correctAnswer: '5',
        isCorrect: false,
      },
      {
        id: 't3',
        questionNumber: 3,
        question: 'Find $\\cos 60^\\circ$.',
        graph: '',
        userAnswer: '',
        correctAnswer: '\\frac{1}{2}',
        isCorrect: false,
      },
    ],
    ...overrides,
  };
}

export const pastTrials: PastTrial[] = [
  {
    trialId: TRIAL_ID,
    date: '2026-03-04T09:05:00',
    performance: 0.72,
    correctAnswers: 18,
    totalQuestions: 25,
    timeTaken: 754,
    averageTimeSpent: 30.2,
    timerExpired: false,
  },
  {
    trialId: 'older-trial',
    date: '2026-02-01T14:30:00',
    performance: 0.4,
    correctAnswers: 10,
    totalQuestions: 25,
    timeTaken: 1500,
    averageTimeSpent: 60,
    timerExpired: true,
  },
];

export function trialDetails(overrides: Partial<TrialDetails> = {}): TrialDetails {
  const { completed: _completed, feedback: _feedback, ...result } = trialResult();
  return { ...result, timeSpent: { t1: 20, t2: 41.5, t3: 12 }, ...overrides };
}

export const trialReviewQuestion: TrialReviewQuestion = {
  id: 't2',
  question: 'Find $AB$ when $AC = 3$ and $BC = 4$.',
  question_type: 'short_answer',
  options: [],
  graph: 'data:image/png;base64,dDI=',
  lessonId: 'l2',
  lessonName: 'Pythagoras',
  explanation: 'By Pythagoras, $AB = \\sqrt{3^2 + 4^2} = 5$.',
  steps: [],
};
