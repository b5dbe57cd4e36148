import { z } from 'zod';
import { answerTextSchema, ClientTimeSchema, TopicSchema } from './exam';
import { strictBody } from './fields';
import { PracticeFocusSchema } from './learning';
import { QuestionSchema, ServedQuestionSchema, WorkedStepsSchema } from './questions';

/**
 * Untimed practice (docs/product.md §2 Practice, §3, §4 Practice, §7; docs/product.md §10-11). The server chooses
 * the questions, measures the time and keeps every answer; an answer is locked once checked, and
 * only then are the correct answer and the explanation sent.
 *
 * Scores here are percentages (0..100), as the spec's practice history and completion show them.
 * A session's score counts the answers right at the first try (issue 22: a right answer after
 * 'Try again' is shown as such but is not counted, and it stays a mistake to practise); hints
 * do not lower the score, they weigh in mastery (docs/decisions/040).
 */

export const PracticeMessages = {
  completed: 'Practice session completed',
  sessionNotFound: 'Session not found',
  practiceIdInvalid: 'Session ID is invalid',
  answerRequired: 'Please enter an answer first.',
  optionInvalid: 'Please choose one of the options.',
  answerLocked:
    'This question was already checked with a different answer. Answers are locked once checked.',
  notCurrentQuestion:
    'This answer is for a question that is not the current one. Reload the practice to continue.',
  sessionFinished: 'This practice session is already finished.',
  nothingToPractise: 'There are no mistakes to practise in that attempt.',
  lessonNotFound: 'That lesson has no questions to practise.',
  nothingDue: 'Nothing is due for review today. Come back tomorrow.',
  noMoreHints: 'There are no more hints for this question.',
  alreadyChecked: 'This question is already checked: its worked solution is shown.',
  nothingToReveal: 'Check an answer first: Show Answer follows a wrong first try.',
  oneStart: 'Choose one of: a lesson, the review, or the mistakes of one attempt.',
} as const;

export const PracticeIdSchema = z.uuid({ error: PracticeMessages.practiceIdInvalid });

/** A lesson a student can practise, with the one line that says what it covers. */
export const PracticeLessonSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** '' for a lesson the bank does not describe (an imported one). */
  description: z.string(),
  questions: z.number().int().min(0),
});
export type PracticeLesson = z.infer<typeof PracticeLessonSchema>;

/** A unit (group of lessons) in teaching order; 'Other lessons' (id 'other') comes last. */
export const PracticeUnitSchema = z.object({
  id: z.string(),
  name: z.string(),
  lessons: z.array(PracticeLessonSchema),
});
export type PracticeUnit = z.infer<typeof PracticeUnitSchema>;

/** `GET /api/practice/topics`. */
export const PracticeTopicSchema = z.object({
  name: TopicSchema,
  lessons: z.number().int().min(0),
  questions: z.number().int().min(0),
  /** The topic's lessons with active questions, grouped by unit, in order. */
  units: z.array(PracticeUnitSchema),
});
export const PracticeTopicListSchema = z.array(PracticeTopicSchema);
export type PracticeTopic = z.infer<typeof PracticeTopicSchema>;

/**
 * `POST /api/practice/start`. At most one of:
 * - `fromExamId` / `fromPracticeId`: fresh variants of that attempt's missed questions (one per
 *   missed question); completes when they are done;
 * - `lessonId`: a session of that lesson only, at the student's level (focus 'lesson');
 * - `review: true`: the review cards due now (at most REVIEW_SESSION_MAX), fixed at the start;
 *   completes when they are done (409 nothingDue when none is due).
 * With none, 'Recommended for you': the whole topic, weakest lessons first (focus 'recommended').
 */
export const StartPracticeBodySchema = strictBody({
  topic: TopicSchema,
  fromExamId: z.uuid().optional(),
  fromPracticeId: z.uuid().optional(),
  lessonId: z.uuid({ error: PracticeMessages.lessonNotFound }).optional(),
  review: z.literal(true).optional(),
}).refine(
  (body) =>
    [body.fromExamId, body.fromPracticeId, body.lessonId, body.review].filter(
      (choice) => choice !== undefined,
    ).length <= 1,
  { error: PracticeMessages.oneStart },
);
export type StartPracticeBody = z.infer<typeof StartPracticeBodySchema>;

/**
 * A student's answer: for an MCQ the option index as a string ('0'..), as the spec's practice
 * client sends it; otherwise the short answer's text.
 */
const PracticeAnswerSchema = answerTextSchema();

/**
 * `allowRetry: true` (the web app sends it): a wrong first answer is not locked; the answer is
 * 'tryAgain' and the key stays on the server until a second answer or Show Answer. Without it
 * (the spec's flow) every checked answer is locked at once.
 */
export const CheckAnswerBodySchema = strictBody({
  practiceId: PracticeIdSchema,
  questionId: z.string().min(1).max(100),
  answer: PracticeAnswerSchema,
  allowRetry: z.boolean().optional(),
});
export type CheckAnswerBody = z.infer<typeof CheckAnswerBodySchema>;

/** A wrong first answer with a second try left: nothing about the key is sent. */
export const TryAgainResponseSchema = z.object({
  tryAgain: z.literal(true),
  isCorrect: z.literal(false),
  /** The first answer, as given (an MCQ's option text). */
  firstAnswer: z.string(),
  /** The checker's reason when it says something about the form (a missing unit), else ''. */
  reason: z.string(),
  hintsUsed: z.number().int().min(0),
  correctCount: z.number().int().min(0),
  totalAnswered: z.number().int().min(0),
});
export type TryAgainResponse = z.infer<typeof TryAgainResponseSchema>;

/** `POST /api/practice/check-answer` (or show-answer): the answer is locked from now on. */
export const CheckedAnswerResponseSchema = z.object({
  tryAgain: z.literal(false),
  /** Whether the answer locked in is right (after a second try, that try's answer). */
  isCorrect: z.boolean(),
  /** Right at the first try: what the score counts. */
  firstTryCorrect: z.boolean(),
  /** 1, or 2 after 'Try again'. */
  attempts: z.number().int().min(1).max(2),
  /** The wrong first answer when there was a second try (or Show Answer after one), else null. */
  firstAnswer: z.string().nullable(),
  hintsUsed: z.number().int().min(0),
  /** The correct answer as text (an MCQ's option text). */
  correctAnswer: z.string(),
  /** An MCQ's correct option index, null for a short answer. */
  correctOptionIndex: z.number().int().min(0).nullable(),
  /** The checker's reason (e.g. 'Accepted: 1.41 is within 0.01 of √2'), '' when none. */
  reason: z.string(),
  explanation: z.string(),
  steps: WorkedStepsSchema,
  correctCount: z.number().int().min(0),
  totalAnswered: z.number().int().min(0),
});
export type CheckedAnswerResponse = z.infer<typeof CheckedAnswerResponseSchema>;

export const CheckAnswerResponseSchema = z.discriminatedUnion('tryAgain', [
  TryAgainResponseSchema,
  CheckedAnswerResponseSchema,
]);
export type CheckAnswerResponse = z.infer<typeof CheckAnswerResponseSchema>;

/**
 * `POST /api/practice/hint`: reveals the current question's next hint, before it is locked
 * (also between a wrong first answer and the second try). 409 noMoreHints / alreadyChecked.
 */
export const PracticeHintBodySchema = strictBody({
  practiceId: PracticeIdSchema,
  questionId: z.string().min(1).max(100),
  /**
   * How many hints the client shows already. A re-sent request (its first answer lost on a slow
   * network) names fewer than the server has revealed: it gets the hints revealed, and no
   * further hint is revealed or counted. Without it, every request reveals one more.
   */
  shown: z.number().int().min(0).max(20).optional(),
});
export type PracticeHintBody = z.infer<typeof PracticeHintBodySchema>;

/** The question's help so far: the hints revealed, in order, and how many it has. */
export const PracticeHelpSchema = z.object({
  hints: z.array(z.string()),
  hintsTotal: z.number().int().min(0),
});
export type PracticeHelp = z.infer<typeof PracticeHelpSchema>;

/**
 * `POST /api/practice/show-answer`: after a wrong first answer ('tryAgain'), gives up the second
 * try: the first answer is locked and the key returned. 409 nothingToReveal otherwise (an
 * already-locked question answers with its check, as a re-send).
 */
export const PracticeShowAnswerBodySchema = strictBody({
  practiceId: PracticeIdSchema,
  questionId: z.string().min(1).max(100),
});
export type PracticeShowAnswerBody = z.infer<typeof PracticeShowAnswerBodySchema>;

/**
 * `POST /api/practice/next-question`. An unchecked current question is checked with `answer`
 * first (so the spec's client, which sends the answer again, works); a re-send for a question
 * already left returns the current state.
 */
export const PracticeNextBodySchema = strictBody({
  practiceId: PracticeIdSchema,
  questionId: z.string().min(1).max(100),
  answer: PracticeAnswerSchema,
  startTime: ClientTimeSchema.optional(),
  endTime: ClientTimeSchema.optional(),
});
export type PracticeNextBody = z.infer<typeof PracticeNextBodySchema>;

export const PracticeFinishBodySchema = strictBody({ practiceId: PracticeIdSchema });

/** The session running: the current question (not yet checked unless `currentCheck` is set). */
export const PracticeInProgressSchema = z.object({
  completed: z.literal(false),
  practiceId: z.string(),
  topic: TopicSchema,
  question: ServedQuestionSchema,
  /** 1-based position of `question`. */
  questionNumber: z.number().int().min(1),
  correctCount: z.number().int().min(0),
  totalAnswered: z.number().int().min(0),
  /** Seconds since the session started (server clock). */
  timeElapsed: z.number().int().min(0),
  focus: PracticeFocusSchema,
  /** The current question's hints revealed so far (a reload shows them again). */
  help: PracticeHelpSchema,
  /** How many questions a review or mistakes session holds; null for an open-ended session. */
  plannedQuestions: z.number().int().min(1).nullable(),
});
export type PracticeInProgress = z.infer<typeof PracticeInProgressSchema>;

/**
 * A session's average time per question (docs/product.md §2.16): the server-measured seconds from
 * each question appearing to its answer being checked, over the checked answers, one decimal;
 * null when nothing was checked. The completion, the history and the review all show this figure.
 */
const AverageTimeSchema = z.number().min(0).nullable();

/** The spec's completion answer, plus `completed`. */
export const PracticeCompletedSchema = z.object({
  completed: z.literal(true),
  practiceId: z.string(),
  topic: TopicSchema,
  message: z.literal(PracticeMessages.completed),
  totalCorrect: z.number().int().min(0),
  totalAnswered: z.number().int().min(0),
  timeElapsed: z.number().int().min(0),
  /** Score in percent (0..100); 0 when nothing was answered. */
  result: z.object({ score: z.number().min(0).max(100) }),
  avgTimePerQuestion: AverageTimeSchema,
  focus: PracticeFocusSchema,
});
export type PracticeCompleted = z.infer<typeof PracticeCompletedSchema>;

export const PracticeProgressSchema = z.discriminatedUnion('completed', [
  PracticeInProgressSchema,
  PracticeCompletedSchema,
]);
export type PracticeProgress = z.infer<typeof PracticeProgressSchema>;

/** `POST /api/practice/start`: a new session at its first question. */
export const StartPracticeResponseSchema = PracticeInProgressSchema;

/** One answered question of a session, as review and resume show it (its answer is locked). */
export const PracticeAnsweredQuestionSchema = QuestionSchema.extend({
  questionNumber: z.number().int().min(1),
  lessonName: z.string(),
  /** As given: an MCQ's option text; '' when none. */
  userAnswer: z.string(),
  correctAnswer: z.string(),
  isCorrect: z.boolean(),
  reason: z.string(),
  explanation: z.string(),
  steps: WorkedStepsSchema,
  /** Seconds, server-measured (client times clamped to it). */
  timeSpent: z.number().min(0),
  hintsUsed: z.number().int().min(0),
  firstTryCorrect: z.boolean(),
  attempts: z.number().int().min(1).max(2),
  /** The wrong first answer when there was a second try, else null. */
  firstAnswer: z.string().nullable(),
});
export type PracticeAnsweredQuestion = z.infer<typeof PracticeAnsweredQuestionSchema>;

/**
 * `GET /api/practice/state/{id}`: resume after a reload: the progress, the answered questions
 * (for the tab strip) and, when the current question was already checked, its check result.
 */
export const PracticeStateSchema = z.object({
  progress: PracticeProgressSchema,
  answered: z.array(PracticeAnsweredQuestionSchema),
  currentCheck: CheckAnswerResponseSchema.nullable(),
});
export type PracticeState = z.infer<typeof PracticeStateSchema>;

export const PracticeIdParamsSchema = z.object({ id: PracticeIdSchema });

/** `GET /api/practice/history`: the caller's sessions with at least one answer, newest first. */
export const PracticeHistoryItemSchema = z.object({
  id: z.string(),
  topic: TopicSchema,
  /** ISO date-time the session started. */
  date: z.string(),
  /** Percent 0..100. */
  score: z.number().min(0).max(100),
  correctCount: z.number().int().min(0),
  totalAnswered: z.number().int().min(0),
  avgTimePerQuestion: AverageTimeSchema,
  completed: z.boolean(),
  focus: PracticeFocusSchema,
});
export type PracticeHistoryItem = z.infer<typeof PracticeHistoryItemSchema>;
export const PracticeHistoryListSchema = z.array(PracticeHistoryItemSchema);

/** `GET /api/practice/session/{id}`: docs/product.md §3 "Practice session detail". */
export const PracticeSessionDetailSchema = z.object({
  id: z.string(),
  topic: TopicSchema,
  date: z.string(),
  score: z.number().min(0).max(100),
  correctCount: z.number().int().min(0),
  totalAnswered: z.number().int().min(0),
  completed: z.boolean(),
  avgTimePerQuestion: AverageTimeSchema,
  focus: PracticeFocusSchema,
  questions: z.array(PracticeAnsweredQuestionSchema),
});
export type PracticeSessionDetail = z.infer<typeof PracticeSessionDetailSchema>;
