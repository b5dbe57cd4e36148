import { z } from 'zod';
import { TOPICS } from './constants';
import { strictBody } from './fields';
import { QuestionSchema, ServedQuestionSchema, WorkedStepsSchema } from './questions';

/**
 * The timed adaptive exam (docs/product.md §2-4, §7; docs/product.md §10-11). The server owns the clock, the
 * question order and the scores; these schemas are what travels.
 *
 * Scores (`performance`, `overallPerformance`, lesson `score`) are domain scores in 0..1: the
 * expected proportion correct on the topic's (or lesson's) whole bank at the estimated ability
 * (docs/product.md §11). `performance` and `overallPerformance` carry the same number: the spec reads
 * the first on the report and the second on the details screen.
 */

export const ExamMessages = {
  unknownTopic: 'Unknown topic. Please choose a topic from the list.',
  answerRequired: 'Please enter an answer before going to the next question.',
  answerTooLong: 'The answer is too long (at most 500 characters).',
  answerHasNul:
    'The answer contains a hidden character that cannot be saved. Please type it again.',
  notCurrentQuestion:
    'This answer is for a question that is not the current one. Reload the exam to continue.',
  alreadyAnswered: 'This question has already been answered with a different answer.',
  examNotFound: 'Exam not found',
  questionNotFound: 'Question not found',
  examIdInvalid: 'Exam ID is invalid',
} as const;

/** Longest answer accepted (a short answer is a number or a short expression). */
export const ANSWER_MAX_LENGTH = 500;

/**
 * A typed answer as exams, trials and practice store it: at most ANSWER_MAX_LENGTH characters and
 * no NUL, which PostgreSQL cannot store in text (a NUL reached the database as a 500 before). Other
 * control characters stay: a new line is a legitimate part of the 4-row answer box.
 */
export const answerTextSchema = (tooLong: string = ExamMessages.answerTooLong) =>
  z
    .string()
    .max(ANSWER_MAX_LENGTH, { error: tooLong })
    .refine((value) => !value.includes('\u0000'), { error: ExamMessages.answerHasNul });

export const TopicSchema = z.enum(TOPICS, {
  error: ExamMessages.unknownTopic,
});

/** A uuid path or body id; anything else is a 400 (never a database error). */
export const ExamIdSchema = z.uuid({ error: ExamMessages.examIdInvalid });

/**
 * Client clocks are advisory (docs/product.md §10): epoch milliseconds or an ISO date-time; the server
 * clamps them to its own measurements.
 */
export const ClientTimeSchema = z.union([
  z.number().int().min(0).max(8_640_000_000_000_000),
  z.iso.datetime({ offset: true }),
]);

export const GenerateExamBodySchema = strictBody({ topic: TopicSchema });
export type GenerateExamBody = z.infer<typeof GenerateExamBodySchema>;

/** docs/product.md §3 "Exam question request". `selectedAnswer` is the option text for an MCQ. */
export const NextQuestionBodySchema = strictBody({
  topic: TopicSchema,
  examId: ExamIdSchema,
  lessonId: z.string().max(100),
  questionId: z.string().min(1).max(100),
  selectedAnswer: answerTextSchema(ExamMessages.answerTooLong),
  startTime: ClientTimeSchema.optional(),
  endTime: ClientTimeSchema.optional(),
  timerExpired: z.boolean().optional(),
});
export type NextQuestionBody = z.infer<typeof NextQuestionBodySchema>;

export const LessonPerformanceSchema = z.object({
  lessonId: z.string(),
  lessonName: z.string(),
  /** Domain score on the lesson's items at the lesson ability (shrunk to the overall one). */
  score: z.number().min(0).max(1),
  /** Questions of this lesson answered in the exam. */
  answered: z.number().int().min(0),
});
export type LessonPerformance = z.infer<typeof LessonPerformanceSchema>;

/**
 * A lesson score resting on fewer questions than this says so next to it (docs/product.md §11.7):
 * an exam balanced over units gives some lessons one or two questions, and the score of such a
 * lesson leans on the overall estimate.
 */
export const FEW_LESSON_QUESTIONS = 3;

/** 'Based on 2 questions' for a lesson score resting on few questions, else null. */
export function lessonScoreBasis(answered: number): string | null {
  if (answered >= FEW_LESSON_QUESTIONS) return null;
  return `Based on ${answered} question${answered === 1 ? '' : 's'}`;
}

/** An exam still running: the current question and the server's remaining time. */
export const ExamInProgressSchema = z.object({
  completed: z.literal(false),
  timerExpired: z.literal(false),
  examId: z.string(),
  topic: TopicSchema,
  lessonId: z.string(),
  question: ServedQuestionSchema,
  /** 1-based position of `question` in the exam. */
  questionNumber: z.number().int().min(1),
  /**
   * The most questions this exam can have: the engine's maximum, or the topic's bank when it is
   * smaller. The engine usually stops earlier (docs/product.md §11), so the screen says "of at most".
   */
  maxQuestions: z.number().int().min(1),
  /** Running domain score at the current estimate. */
  performance: z.number().min(0).max(1),
  /** ISO date-time written once when the exam started. */
  deadline: z.string(),
  remainingSeconds: z.number().int().min(0),
  durationSeconds: z.number().int().min(1),
});
export type ExamInProgress = z.infer<typeof ExamInProgressSchema>;

/** A finished exam: the report's data. */
export const ExamResultSchema = z.object({
  completed: z.literal(true),
  /** True when the deadline ended the exam rather than the adaptive stopping rule. */
  timerExpired: z.boolean(),
  examId: z.string(),
  topic: TopicSchema,
  performance: z.number().min(0).max(1),
  overallPerformance: z.number().min(0).max(1),
  /** Lessons with at least one answer, in teaching order (the report sorts them by score). */
  detailedPerformance: z.array(LessonPerformanceSchema),
  /** Seconds per scored answer, one decimal. */
  averageTimeSpent: z.number().min(0),
  totalQuestions: z.number().int().min(0),
  correctAnswers: z.number().int().min(0),
});
export type ExamResult = z.infer<typeof ExamResultSchema>;

/** `POST /api/exam/next-question` and `GET /api/exam/state/{examId}`. */
export const ExamProgressSchema = z.discriminatedUnion('completed', [
  ExamInProgressSchema,
  ExamResultSchema,
]);
export type ExamProgress = z.infer<typeof ExamProgressSchema>;

/** `POST /api/exam/generate`: a new exam at its first question. */
export const GenerateExamResponseSchema = ExamInProgressSchema;
export type GenerateExamResponse = ExamInProgress;

/** `GET /api/exam/current`: the caller's running exam, if any (resume on another tab or device). */
export const CurrentExamResponseSchema = z.object({ exam: ExamInProgressSchema.nullable() });
export type CurrentExamResponse = z.infer<typeof CurrentExamResponseSchema>;

export const ExamIdParamsSchema = z.object({ id: ExamIdSchema });

/** docs/product.md §3 "Past exam item"; newest first. Exams ended with no answer are not listed. */
export const PastExamSchema = z.object({
  examId: z.string(),
  /** ISO date-time the exam ended. */
  date: z.string(),
  performance: z.number().min(0).max(1),
  averageTimeSpent: z.number().min(0),
  incorrectAnswers: z.number().int().min(0),
  totalQuestions: z.number().int().min(0),
  timerExpired: z.boolean(),
});
export type PastExam = z.infer<typeof PastExamSchema>;
export const PastExamListSchema = z.array(PastExamSchema);

/** docs/product.md §3 "Exam details". Only a finished exam has details; a running one is a 404. */
export const ExamDetailsQuestionSchema = z.object({
  id: z.string(),
  lessonId: z.string(),
  /** The question's lesson, so each incorrect answer is named before it is opened. */
  lessonName: z.string(),
  /** The question text (math between dollar signs), for the list's one-line preview. */
  question: z.string(),
  isCorrect: z.boolean(),
  /** As the student gave it (option text for an MCQ); '' when the time ran out unanswered. */
  userAnswer: z.string(),
  correctAnswer: z.string(),
});
export const ExamDetailsSchema = z.object({
  examId: z.string(),
  date: z.string(),
  overallPerformance: z.number().min(0).max(1),
  /** The lesson of the exam's last question (spec field); each question carries its own. */
  lessonId: z.string(),
  timerExpired: z.boolean(),
  averageTimeSpent: z.number().min(0),
  detailedPerformance: z.array(LessonPerformanceSchema),
  questions: z.array(ExamDetailsQuestionSchema),
});
export type ExamDetails = z.infer<typeof ExamDetailsSchema>;

/**
 * `GET /api/exam/question/{id}?lessonId=`: a question of one of the caller's finished exams, for
 * the details screen, with its lesson and worked explanation (the answer is locked by then).
 */
export const ExamQuestionParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const ExamQuestionQuerySchema = z.strictObject({
  lessonId: z.string().max(100).optional(),
});
export const ExamReviewQuestionSchema = QuestionSchema.extend({
  lessonId: z.string(),
  lessonName: z.string(),
  explanation: z.string(),
  steps: WorkedStepsSchema,
});
export type ExamReviewQuestion = z.infer<typeof ExamReviewQuestionSchema>;
