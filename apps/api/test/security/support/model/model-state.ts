import { ANSWER_GRACE_SECONDS } from '@exam/contract';

/**
 * The model of the stateful test (docs/security/model-test.md): what one student's account and
 * attempts must look like on the server after each command. Pure data; the commands update it
 * from what they sent and the checks compare the server's routes with it.
 */
export type AttemptKind = 'exam' | 'trial' | 'practice';

/** A stored answer row as the model predicts it, in the order the server must list it. */
export interface ModelRow {
  questionId: string;
  /** As the server must show it (an MCQ's option text). */
  userAnswer: string;
  /** What the model sent: the right answer or a wrong one. */
  correct: boolean;
  /** Counted in the score (false: the question the clock closed, or an answer past the grace). */
  scored: boolean;
  /** What a re-send of this answer sends (an MCQ's option index for practice). */
  sent: string;
}

export interface ModelAttempt {
  kind: AttemptKind;
  id: string;
  topic: string;
  /** Exams and trials: the deadline the server announced at the start (never to change). */
  deadline?: string;
  deadlineMs?: number;
  /** The question being shown while running. */
  currentQuestionId?: string;
  currentLessonId?: string;
  rows: ModelRow[];
  running: boolean;
  /** The first finished view the server gave (state + details); later reads must equal it. */
  finalView?: string;
}

export interface Model {
  registered: boolean;
  deleted: boolean;
  signedIn: boolean;
  attempts: ModelAttempt[];
  /** The model's clock (the app's test clock moves only through the Advance command). */
  now: number;
}

export function newModel(now: number): Model {
  return { registered: false, deleted: false, signedIn: false, attempts: [], now };
}

/** The newest attempt of a kind (the one commands act on). */
export function latest(model: Model, kind: AttemptKind): ModelAttempt | undefined {
  for (let i = model.attempts.length - 1; i >= 0; i -= 1) {
    const attempt = model.attempts[i];
    if (attempt?.kind === kind) return attempt;
  }
  return undefined;
}

export function runningOf(model: Model, kind: AttemptKind): ModelAttempt | undefined {
  const attempt = latest(model, kind);
  return attempt?.running ? attempt : undefined;
}

/** Past the deadline and its grace: the server finalises it on its next read or answer. */
export function isOverdue(attempt: ModelAttempt, now: number): boolean {
  return attempt.deadlineMs !== undefined && now > attempt.deadlineMs + ANSWER_GRACE_SECONDS * 1000;
}

/**
 * The clock closed a running attempt: the question being shown is stored, unscored, with the
 * late answer given for it ('' when none came).
 */
export function closeByClock(attempt: ModelAttempt, lateAnswer = ''): void {
  if (!attempt.running) return;
  const current = attempt.currentQuestionId;
  if (current !== undefined && !attempt.rows.some((row) => row.questionId === current)) {
    attempt.rows.push({
      questionId: current,
      userAnswer: lateAnswer,
      correct: false,
      scored: false,
      sent: lateAnswer,
    });
  }
  attempt.running = false;
  delete attempt.currentQuestionId;
}

/** The last acknowledged (scored) answer: what re-send and conflict commands aim at. */
export function lastScored(attempt: ModelAttempt): ModelRow | undefined {
  const row = attempt.rows.at(-1);
  return row?.scored ? row : undefined;
}
