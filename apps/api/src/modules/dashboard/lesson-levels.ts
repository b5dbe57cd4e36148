import { lessonMastery, masteryLevelsAt } from '@exam/cat';
import type { LessonMasteryResult, MasteryAnswer, MasteryLevel, MasteryLesson } from '@exam/cat';

/**
 * The bridge to the mastery rule (@exam/cat, docs/decisions/040): the dashboard's answers in, a
 * result or a level per lesson out. Pure.
 */
export type { MasteryAnswer, MasteryLesson };

/** Each lesson's mastery at `now`, by lesson id. */
export function masteryNow(
  answers: readonly MasteryAnswer[],
  lessons: readonly MasteryLesson[],
  now: Date,
): Map<string, LessonMasteryResult> {
  return new Map(
    lessonMastery(answers, lessons, now.getTime()).map((result) => [result.lessonId, result]),
  );
}

/** Each lesson's level at each checkpoint (answers from a checkpoint on do not count for it). */
export function levelsAtCheckpoints(
  answers: readonly MasteryAnswer[],
  lessons: readonly MasteryLesson[],
  checkpoints: readonly Date[],
): Map<string, MasteryLevel>[] {
  return masteryLevelsAt(
    answers,
    lessons,
    checkpoints.map((at) => at.getTime()),
  ).map(
    (levels) => new Map(lessons.map((lesson, i) => [lesson.lessonId, levels[i] ?? 'not-started'])),
  );
}
