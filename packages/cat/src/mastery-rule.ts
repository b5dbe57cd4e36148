/**
 * The constants and the level rule of lesson mastery (docs/decisions/040-lesson-mastery.md).
 * Everything here is a plain function of numbers, so the rule can be read and tested on its own;
 * mastery-evidence.ts turns answers into the numbers.
 */

/** The five levels, weakest first: the same strings as @exam/contract's MASTERY_LEVELS. */
export const MASTERY_LEVELS = [
  'not-started',
  'attempted',
  'familiar',
  'proficient',
  'mastered',
] as const;
export type MasteryLevel = (typeof MASTERY_LEVELS)[number];

/** Evidence halves in weight every HALF_LIFE_DAYS days (relative to `now` or the checkpoint). */
export const HALF_LIFE_DAYS = 60;
export const HALF_LIFE_MS = HALF_LIFE_DAYS * 24 * 60 * 60 * 1000;

/**
 * Credit of a right answer by the number of hints seen before it (index = hints, the last entry
 * for that many or more): the share of the answer the student is taken to have found alone.
 */
export const HINT_CREDIT = [1, 0.75, 0.5, 0.35] as const;
/** Credit multiplier of a right answer locked at the second try (after 'Try again'). */
export const SECOND_TRY_CREDIT = 0.25;

/**
 * The partial credit s in [0, 1] of one answer; its likelihood is P^s (1 - P)^(1 - s). A wrong
 * answer is 0 whatever the help; a right answer at the first try without a hint is 1.
 */
export function answerCredit(correct: boolean, hintsUsed: number, secondTry: boolean): number {
  if (!correct) return 0;
  const hints = Math.max(0, Math.floor(hintsUsed));
  const hintCredit = HINT_CREDIT[Math.min(hints, HINT_CREDIT.length - 1)] ?? 1;
  return secondTry ? hintCredit * SECOND_TRY_CREDIT : hintCredit;
}

/**
 * The levels' gates. A level needs at least `minAnswers` answers and an expected success on the
 * lesson's items of at least `success` at the posterior's CONFIDENCE_QUANTILE of theta: "we are
 * (1 - q) sure the student gets at least this share right". 'mastered' also needs
 * MASTERED_HARD_FIRST_TRY first-try right answers on items harder than the lesson's median b.
 */
export const CONFIDENCE_QUANTILE = 0.2;
export const LEVEL_GATES = {
  familiar: { minAnswers: 3, success: 0.6 },
  proficient: { minAnswers: 5, success: 0.72 },
  mastered: { minAnswers: 8, success: 0.82 },
} as const;
export const MASTERED_HARD_FIRST_TRY = 2;

/** What the level depends on, for one lesson at one moment. */
export interface LevelEvidence {
  answered: number;
  /** Expected success on the lesson's items at the posterior quantile CONFIDENCE_QUANTILE. */
  confidentSuccess: number;
  /** First-try right answers without hints on items harder than the lesson's median b. */
  hardFirstTry: number;
}

export function masteryLevel(evidence: LevelEvidence): MasteryLevel {
  const { answered, confidentSuccess, hardFirstTry } = evidence;
  if (answered === 0) return 'not-started';
  const passes = (gate: { minAnswers: number; success: number }): boolean =>
    answered >= gate.minAnswers && confidentSuccess >= gate.success;
  if (passes(LEVEL_GATES.mastered) && hardFirstTry >= MASTERED_HARD_FIRST_TRY) return 'mastered';
  if (passes(LEVEL_GATES.proficient)) return 'proficient';
  if (passes(LEVEL_GATES.familiar)) return 'familiar';
  return 'attempted';
}
