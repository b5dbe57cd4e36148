import type { TryAgainResponse } from '@exam/contract';
import { UNREADABLE_REASON } from '@exam/bank';
import { markAnswer } from '../bank/mark-answer';
import type { QuestionRow } from '../bank/question-row';
import type { PracticeSessionRow } from './practice.repository';

/**
 * The checker's reasons that speak only of the answer's form, never of its value
 * (docs/decisions/042-hints-and-a-second-try.md): each fires whatever number was typed, so it
 * tells nothing about the key. Everything else is held back until the answer is locked, among
 * them 'has the wrong sign', 'is close but not exact', 'is not accurate enough' (all say the
 * value is nearly right), 'Give the exact value, e.g. 3√2' (names the key), 'The coordinates are
 * in the wrong order', 'You gave 2 of the 3 answers' and an MCQ's 'A common mistake gives this
 * option: ...'.
 */
const FORM_REASONS: readonly RegExp[] = [
  new RegExp(`^${UNREADABLE_REASON}$`),
  // The answer's unit: 'The answer is in cm'.
  /^The answer is in [^\s:,]+$/,
  /^Give one answer only$/,
  /^Give your answer in (?:degrees|radians)$/,
  /^This answer is not an angle: leave out the angle unit$/,
  /^Give the point as \(x, y\) with its coordinates in brackets$/,
  /^Give \d+ coordinates$/,
  /^Give every solution: add a whole number of periods/,
];

/** The reason a 'Try again' may carry: the checker's, when it is about the form; else ''. */
export function formReasonOf(reason: string): string {
  return FORM_REASONS.some((pattern) => pattern.test(reason)) ? reason : '';
}

/**
 * The answer to a wrong first try awaiting its second (`session.currentFirstAnswer`, stored as an
 * MCQ's option text): nothing about the key, and the reason only when it is about the form.
 */
export function toTryAgain(question: QuestionRow, session: PracticeSessionRow): TryAgainResponse {
  const first = session.currentFirstAnswer ?? '';
  return {
    tryAgain: true,
    isCorrect: false,
    firstAnswer: first,
    reason: formReasonOf(markAnswer(question, first, 'text').reason),
    hintsUsed: session.currentHintsUsed,
    correctCount: session.correctCount,
    totalAnswered: session.totalAnswered,
  };
}
