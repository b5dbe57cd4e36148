import type { Database } from '../../db/database';

/**
 * A timed attempt's kind (decision 028): what the exam (the adaptive engine) and the trial (the
 * fixed paper) supply to the one protocol of attempt-answer.ts and attempt-lifecycle.ts. Each
 * kind keeps its own tables; these are the columns the protocol reads from them.
 */
export interface AttemptRow {
  id: string;
  status: string;
  startedAt: Date;
  deadline: Date;
  /** When the current question was served; null once finished. */
  currentServedAt: Date | null;
  /** The current question's position, from 1. */
  questionNumber: number;
}

/** An answer row as the protocol reads it back. */
export interface AttemptAnswerRow {
  questionId: string;
  userAnswer: string;
  isCorrect: boolean;
  /** False for an answer closed by the clock (late or none): kept, never counted. */
  scored: boolean;
  timeSpentSeconds: number;
}

/** An answer as the protocol stores it; the kind adds its attempt's id column. */
export interface NewAttemptAnswer {
  position: number;
  questionId: string;
  lessonId: string;
  servedAt: Date;
  answeredAt: Date;
  userAnswer: string;
  isCorrect: boolean;
  scored: boolean;
  timeSpentSeconds: number;
  /** The question the answer led to (exams record it; trials, whose paper is fixed, do not). */
  nextQuestionId?: string | null;
}

/**
 * Why an attempt ends: 'time', 'replaced' (a new one started), or the kind's own ('completed'
 * for a trial's last question, the engine's stop rules for an exam).
 */
export interface AttemptEnd {
  reason: string;
  timerExpired: boolean;
  /** Record the question on screen as unanswered-in-time, with this answer ('' for none). */
  closeCurrent?: { answer: string };
}

/** What every finished attempt stores, whatever its kind; the kind adds its own fields. */
export interface FinishedFields {
  status: 'finished';
  finishedAt: Date;
  timerExpired: boolean;
  stopReason: string;
  currentServedAt: null;
  correctAnswers: number;
  averageTimeSpent: number;
}

/** After an answer is marked: the attempt ends, or goes on with `next`. */
export type NextStep<Next> =
  { end: Omit<AttemptEnd, 'closeCurrent'> } | { next: Next; nextQuestionId?: string };

/** What the kind needs to decide what follows an answer. */
export interface AnswerContext<Answer> {
  userId: string;
  /** The attempt's stored answers, before this one. */
  answers: readonly Answer[];
  /** The answer just marked (not stored yet). */
  answered: { questionId: string; isCorrect: boolean };
  remainingSeconds: number;
  /** No time left, or the client's "time is up" is credible: the attempt ends after this answer. */
  timeUp: boolean;
}

export interface AttemptStrategy<
  Row extends AttemptRow,
  Answer extends AttemptAnswerRow,
  InProgress,
  Result,
  Next,
> {
  /** 'exam' or 'trial': names the attempt in internal errors. */
  readonly name: string;
  readonly messages: {
    notFound: string;
    notCurrentQuestion: string;
    alreadyAnswered: string;
    answerRequired: string;
  };
  /** Reads what the kind needs outside a transaction (PGlite has one connection). */
  prepare(): Promise<void>;

  // The kind's tables.
  lock(tx: Database, id: string, userId: string): Promise<Row | undefined>;
  lockById(tx: Database, id: string): Promise<Row | undefined>;
  find(db: Database, id: string, userId: string): Promise<Row | undefined>;
  listRunning(db: Database, userId: string): Promise<Row[]>;
  listOverdueIds(db: Database, before: Date, userId?: string): Promise<string[]>;
  /** The student's finished attempts worth listing, newest first. */
  listPast(db: Database, userId: string): Promise<Row[]>;
  listAnswers(db: Database, attemptId: string): Promise<Answer[]>;
  insertAnswer(tx: Database, attempt: Row, answer: NewAttemptAnswer): Promise<Answer>;

  /** The question on screen (undefined once finished). */
  currentQuestionId(attempt: Row): string | null | undefined;
  /** The lesson the current question's answer row records (undefined: none to record). */
  currentLessonId(tx: Database, attempt: Row): Promise<string | undefined>;

  /** What follows a marked answer: the engine's next item, the paper's next question, or the end. */
  decide(tx: Database, attempt: Row, context: AnswerContext<Answer>): Promise<NextStep<Next>>;
  /** Serves `next`: stores it as the current question. */
  serve(tx: Database, attempt: Row, next: Next, now: Date): Promise<Row>;
  /** Stores the result of an attempt ending with `answers` (every row, closed ones included). */
  finish(
    tx: Database,
    attempt: Row,
    answers: readonly Answer[],
    fields: FinishedFields,
  ): Promise<Row>;

  /** The response for a running attempt; `answered` is the answer the request stored or replays. */
  inProgress(db: Database, attempt: Row, now: Date, answered?: Answer): Promise<InProgress>;
  /** The response for a finished attempt; `answered` as for inProgress. */
  result(db: Database, attempt: Row, answered?: Answer): Promise<Result> | Result;
}

/** An answer to the current question, as exams and trials send it. */
export interface AttemptAnswerBody {
  attemptId: string;
  questionId: string;
  selectedAnswer: string;
  timerExpired?: boolean | undefined;
  startTime?: number | string | undefined;
  endTime?: number | string | undefined;
}
