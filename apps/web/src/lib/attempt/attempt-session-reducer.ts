import type { CountdownClock } from '../use-countdown';
import type { SavedAttempt } from './attempt-mirror';

/**
 * The state machine of a timed attempt answered one question at a time against a server-owned
 * deadline: the exam and the trial (docs/product.md §4, docs/product.md §10). `A` is the attempt in progress as
 * the server sends it; `B` the body that answers its current question.
 */
export type AttemptInProgress = { question: { id: string }; remainingSeconds: number };

/** What "Try again" does after a failure. */
export type RetryAction<B> =
  | { kind: 'init' }
  /** Ask the server where the attempt is (after a 409: another tab answered). */
  | { kind: 'resync' }
  /** Send the same answer again: safe, the server answers a re-sent answer identically. */
  | { kind: 'send'; body: B };

/** The verdict on the answer just given (the trial's immediate feedback). */
export type AnswerVerdict = { questionNumber: number; isCorrect: boolean };

export type AttemptPhase<B> =
  /** Nothing to show yet: starting, or reading the server's state with nothing saved. */
  | { kind: 'loading' }
  /** The saved question is shown while the server confirms it; answers wait. */
  | { kind: 'syncing' }
  | { kind: 'ready' }
  | { kind: 'sending'; timerExpired: boolean }
  /** The answered question stays on screen with its verdict before what follows. */
  | { kind: 'verdict'; verdict: AnswerVerdict }
  /**
   * `connection`: no answer came back (or a gateway's), so the screen suggests checking the
   * connection; a refusal from the server does not (docs/product.md §2).
   */
  | { kind: 'error'; message: string; retry: RetryAction<B>; connection: boolean }
  | { kind: 'finished' };

export type AttemptSessionState<A, B> = {
  attempt: A | null;
  clock: CountdownClock | null;
  /** The typed or chosen answer; kept across a failed send. */
  answer: string;
  /** Epoch ms the current question was shown (advisory for the server). */
  questionStartedAt: number;
  phase: AttemptPhase<B>;
  /** Said above the question until the next one: 'answered in another tab'. */
  notice: string | null;
};

export type AttemptSessionAction<A, B> =
  | { type: 'answer'; value: string }
  | {
      type: 'question';
      attempt: A;
      deadlineAt: number;
      now: number;
      /** The answer typed for this question before a reload (answer-draft.ts). */
      draft?: string | null;
      notice?: string;
    }
  | { type: 'loading' }
  | { type: 'sending'; timerExpired: boolean }
  | { type: 'verdict'; verdict: AnswerVerdict }
  | { type: 'failed'; message: string; retry: RetryAction<B>; connection: boolean }
  | { type: 'finished' };

/**
 * The first state: the saved question at once (fast first paint) with the answer typed for it
 * before the reload, else a loading screen.
 */
export function initialAttemptState<A extends AttemptInProgress, B>(
  saved: SavedAttempt<A> | null,
  draft: string | null = null,
): AttemptSessionState<A, B> {
  if (!saved) {
    return {
      attempt: null,
      clock: null,
      answer: '',
      questionStartedAt: 0,
      phase: { kind: 'loading' },
      notice: null,
    };
  }
  return {
    attempt: saved.attempt,
    clock: { deadlineAt: saved.deadlineAt, remainingSeconds: saved.attempt.remainingSeconds },
    answer: draft ?? '',
    questionStartedAt: 0,
    phase: { kind: 'syncing' },
    notice: null,
  };
}

/**
 * The reducer for attempts whose id `idOf` gives (examId, trialId): the same attempt and
 * question again (a resync after a reload or a 409) keeps what was typed and its start time.
 */
export function createAttemptReducer<A extends AttemptInProgress, B>(idOf: (attempt: A) => string) {
  const isSameQuestion = (a: A | null, b: A) =>
    a !== null && idOf(a) === idOf(b) && a.question.id === b.question.id;

  return function attemptSessionReducer(
    state: AttemptSessionState<A, B>,
    action: AttemptSessionAction<A, B>,
  ): AttemptSessionState<A, B> {
    switch (action.type) {
      case 'answer':
        return { ...state, answer: action.value };
      case 'question': {
        const same = isSameQuestion(state.attempt, action.attempt);
        const draft = action.draft ?? '';
        return {
          attempt: action.attempt,
          clock: {
            deadlineAt: action.deadlineAt,
            remainingSeconds: action.attempt.remainingSeconds,
          },
          answer: same && state.answer !== '' ? state.answer : draft,
          questionStartedAt:
            same && state.questionStartedAt > 0 ? state.questionStartedAt : action.now,
          phase: { kind: 'ready' },
          notice: action.notice ?? null,
        };
      }
      case 'loading':
        return { ...state, phase: state.attempt ? { kind: 'syncing' } : { kind: 'loading' } };
      case 'sending':
        return { ...state, phase: { kind: 'sending', timerExpired: action.timerExpired } };
      case 'verdict':
        return { ...state, phase: { kind: 'verdict', verdict: action.verdict } };
      case 'failed':
        return {
          ...state,
          phase: {
            kind: 'error',
            message: action.message,
            retry: action.retry,
            connection: action.connection,
          },
        };
      case 'finished':
        return { ...state, phase: { kind: 'finished' } };
    }
  };
}
