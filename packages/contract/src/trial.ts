import { z } from 'zod';
import type { ExamReviewQuestion } from './exam';
import { answerTextSchema, ClientTimeSchema, ExamReviewQuestionSchema, TopicSchema } from './exam';
import { strictBody } from './fields';
import { ServedQuestionSchema } from './questions';

/**
 * The 25-minute trial (docs/product.md §2.19-§2.21, §3, §4.8, §7,
 * §10-11): a fixed form of TRIAL_QUESTIONS questions drawn to a blueprint when the trial starts
 * (every lesson of the topic, easy to hard), answered in order against a server-owned deadline.
 * Each answer is marked at once and the student is told whether it was right (the intro promises
 * immediate feedback), but no correct answer leaves the server before the trial ends.
 *
 * `performance` and `overallPerformance` are the proportion of the trial's questions answered
 * correctly (0..1): a trial is a fixed, non-adaptive form, so the raw score is the fair one, and
 * it matches the report's 'Correct Answers: x out of y'. Questions not reached count as wrong.
 */

export const TrialMessages = {
  trialNotFound: 'Trial not found',
  trialIdInvalid: 'Trial ID is invalid',
  questionNotFound: 'Question not found',
  answerRequired: 'Please enter an answer before going to the next question.',
  answerTooLong: 'The answer is too long (at most 500 characters).',
  notAnOption: 'Please choose one of the options.',
  notCurrentQuestion:
    'This answer is for a question that is not the current one. Reload the trial to continue.',
  alreadyAnswered: 'This question has already been answered with a different answer.',
  bankTooSmall: 'There are not enough questions in the bank for a trial yet.',
} as const;

export const TrialIdSchema = z.uuid({ error: TrialMessages.trialIdInvalid });
export const TrialIdParamsSchema = z.object({ id: TrialIdSchema });
export const TrialDetailsParamsSchema = z.object({ trialId: TrialIdSchema });

/** `POST /api/trial/generate`: no fields (docs/product.md §7); the topic is the product's only one. */
export const GenerateTrialBodySchema = strictBody({ topic: TopicSchema.optional() }).nullish();
export type GenerateTrialBody = z.infer<typeof GenerateTrialBodySchema>;

/** docs/product.md §3 Trial next-question request. `selectedAnswer` is the option text for an MCQ. */
export const TrialNextBodySchema = strictBody({
  trialId: TrialIdSchema,
  questionId: z.string().min(1).max(100),
  selectedAnswer: answerTextSchema(TrialMessages.answerTooLong),
  startTime: ClientTimeSchema.optional(),
  endTime: ClientTimeSchema.optional(),
  timerExpired: z.boolean().optional(),
});
export type TrialNextBody = z.infer<typeof TrialNextBodySchema>;

/** The verdict on the answer just given: right or wrong, never what the right answer was. */
export const TrialFeedbackSchema = z.object({
  questionId: z.string(),
  questionNumber: z.number().int().min(1),
  isCorrect: z.boolean(),
});
export type TrialFeedback = z.infer<typeof TrialFeedbackSchema>;

/** A trial still running: the current question and the server's remaining time. */
export const TrialInProgressSchema = z.object({
  completed: z.literal(false),
  timerExpired: z.literal(false),
  trialId: z.string(),
  topic: TopicSchema,
  question: ServedQuestionSchema,
  /** 1-based position of `question`. */
  questionNumber: z.number().int().min(1),
  totalQuestions: z.number().int().min(1),
  /** ISO date-time written once when the trial started. */
  deadline: z.string(),
  remainingSeconds: z.number().int().min(0),
  durationSeconds: z.number().int().min(1),
  /** The verdict on the previous answer (absent on the first question and on a resume). */
  feedback: TrialFeedbackSchema.optional(),
});
export type TrialInProgress = z.infer<typeof TrialInProgressSchema>;

/** One question of a finished trial as the report lists it (docs/product.md §3 Trial details). */
export const TrialResultQuestionSchema = z.object({
  id: z.string(),
  questionNumber: z.number().int().min(1),
  /** The question text (for the report's list; math between dollar signs). */
  question: z.string(),
  /** Its figure as a Question carries it ('' when none), shown beside the text. */
  graph: z.string(),
  /** As given (option text for an MCQ); '' when the time ran out before an answer. */
  userAnswer: z.string(),
  correctAnswer: z.string(),
  isCorrect: z.boolean(),
});
export type TrialResultQuestion = z.infer<typeof TrialResultQuestionSchema>;

/** A finished trial: the report's data. */
export const TrialResultSchema = z.object({
  completed: z.literal(true),
  /** True when the deadline ended the trial before its last question was answered. */
  timerExpired: z.boolean(),
  trialId: z.string(),
  topic: TopicSchema,
  /** ISO date-time the trial ended. */
  date: z.string(),
  performance: z.number().min(0).max(1),
  overallPerformance: z.number().min(0).max(1),
  correctAnswers: z.number().int().min(0),
  /** The trial's questions, reached or not. */
  totalQuestions: z.number().int().min(1),
  /** Seconds from the start to the end of the trial (at most the duration). */
  timeTaken: z.number().int().min(0),
  /** Seconds per answered question, one decimal. */
  averageTimeSpent: z.number().min(0),
  /** The questions the student reached, in order (not reached ones are not revealed). */
  questions: z.array(TrialResultQuestionSchema),
  /** The last verdict, when the answer that ended the trial was just given. */
  feedback: TrialFeedbackSchema.optional(),
});
export type TrialResult = z.infer<typeof TrialResultSchema>;

/** `POST /api/trial/next-question` and `GET /api/trial/state/{id}`. */
export const TrialProgressSchema = z.discriminatedUnion('completed', [
  TrialInProgressSchema,
  TrialResultSchema,
]);
export type TrialProgress = z.infer<typeof TrialProgressSchema>;

export const GenerateTrialResponseSchema = TrialInProgressSchema;
export type GenerateTrialResponse = TrialInProgress;

/** `GET /api/trial/current`: the caller's running trial, if any (resume after a reload). */
export const CurrentTrialResponseSchema = z.object({ trial: TrialInProgressSchema.nullable() });
export type CurrentTrialResponse = z.infer<typeof CurrentTrialResponseSchema>;

/** `GET /api/trial/past-trials`: the caller's finished trials, newest first. */
export const PastTrialSchema = z.object({
  trialId: z.string(),
  date: z.string(),
  performance: z.number().min(0).max(1),
  correctAnswers: z.number().int().min(0),
  totalQuestions: z.number().int().min(1),
  timeTaken: z.number().int().min(0),
  averageTimeSpent: z.number().min(0),
  timerExpired: z.boolean(),
});
export type PastTrial = z.infer<typeof PastTrialSchema>;
export const PastTrialListSchema = z.array(PastTrialSchema);

/**
 * `GET /api/trial/details/{trialId}` (docs/product.md §3 Trial details): a finished trial's questions and
 * the seconds spent on each (`timeSpent`, keyed by question id). A running trial is a 404.
 */
export const TrialDetailsSchema = TrialResultSchema.omit({
  completed: true,
  feedback: true,
}).extend({ timeSpent: z.record(z.string(), z.number().min(0)) });
export type TrialDetails = z.infer<typeof TrialDetailsSchema>;

/**
 * `GET /api/trial/question/{id}`: a question of one of the caller's finished trials, with its
 * lesson and worked explanation (the answer is locked by then).
 */
export const TrialQuestionParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const TrialReviewQuestionSchema = ExamReviewQuestionSchema;
export type TrialReviewQuestion = ExamReviewQuestion;
