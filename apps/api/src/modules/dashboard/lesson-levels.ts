import type { MasteryLevel } from '@exam/contract';

/**
 * The bridge to the mastery rule (@exam/cat, docs/decisions/040): the dashboard's answers in,
 * a level per lesson out. Pure.
 */

export interface MasteryAnswer {
  lessonId: string;
  a: number;
  b: number;
  c: number;
  correct: boolean;
  secondTry: boolean;
  hintsUsed: number;
  at: Date;
}

/** Each lesson's level now, by lesson id. */
export function levelsNow(
  answers: readonly MasteryAnswer[],
  lessonIds: readonly string[],
  _now: Date,
): Map<string, MasteryLevel> {
  // Placeholder until @exam/cat's lessonMastery is merged (branch i22-m).
  const seen = new Set(answers.map((answer) => answer.lessonId));
  return new Map(lessonIds.map((id) => [id, seen.has(id) ? 'attempted' : 'not-started']));
}

/** Each lesson's level at each checkpoint (answers after a checkpoint do not count for it). */
export function levelsAtCheckpoints(
  answers: readonly MasteryAnswer[],
  lessonIds: readonly string[],
  checkpoints: readonly Date[],
): Map<string, MasteryLevel>[] {
  return checkpoints.map((at) =>
    levelsNow(
      answers.filter((answer) => answer.at.getTime() <= at.getTime()),
      lessonIds,
      at,
    ),
  );
}
