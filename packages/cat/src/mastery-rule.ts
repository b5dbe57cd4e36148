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
 * The levels' gates (tuned by bench/cat/mastery-tuning.ts). A level needs:
 * - at least `minAnswers` answers in the lesson (ever),
 * - a recent credit (the sum of the answers' credits, each weighed by its recency) of at least
 *   `minCredit`: old successes fade, so a lesson left alone drifts back to 'attempted', and
 *   forgetting old failures can never lift a level,
 * - an expected success on the lesson's items of at least `success` at the posterior's
 *   CONFIDENCE_QUANTILE of theta: we are (1 - q) sure the student gets at least that share right.
 * 'mastered' also needs MASTERED_HARD_FIRST_TRY first-try right answers without a hint on items
 * harder than the lesson's median b.
 */
export const CONFIDENCE_QUANTILE = 0.3;
export const LEVEL_GATES = {
  familiar: { minAnswers: 3, minCredit: 1.5, success: 0.55 },
  proficient: { minAnswers: 5, minCredit: 3, success: 0.68 },
  mastered: { minAnswers: 8, minCredit: 5, success: 0.75 },
} as const;
export const MASTERED_HARD_FIRST_TRY = 2;

/** What the level depends on, for one lesson at one moment. */
export interface LevelEvidence {
  answered: number;
  /** Sum of credit x recency weight over the answers. */
  recentCredit: number;
  /** Expected success on the lesson's items at the posterior quantile CONFIDENCE_QUANTILE. */
  confidentSuccess: number;
  /** First-try right answers without hints on items harder than the lesson's median b. */
  hardFirstTry: number;
}

type Gate = { minAnswers: number; minCredit: number; success: number };

function passes(evidence: LevelEvidence, gate: Gate): boolean {
  return (
    evidence.answered >= gate.minAnswers &&
    evidence.recentCredit >= gate.minCredit &&
    evidence.confidentSuccess >= gate.success
  );
}

/** The level: the highest whose gates all pass (each level's gates include the lower ones'). */
export function masteryLevel(evidence: LevelEvidence): MasteryLevel {
  if (evidence.answered === 0) return 'not-started';
  if (passes(evidence, LEVEL_GATES.mastered) && evidence.hardFirstTry >= MASTERED_HARD_FIRST_TRY)
    return 'mastered';
  if (passes(evidence, LEVEL_GATES.proficient)) return 'proficient';
  if (passes(evidence, LEVEL_GATES.familiar)) return 'familiar';
  return 'attempted';
}
