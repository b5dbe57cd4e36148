/**
 * Lesson mastery (docs/decisions/040-lesson-mastery.md): from every answer a student gave (exam,
 * trial, practice), each lesson's ability, expected success and level. Pure: no I/O, no clock;
 * the time the estimate is for (`now`, or each checkpoint) is passed in.
 */
import { LessonEvidence, LessonItems, type LessonEstimate } from './mastery-evidence';
import { MASTERY_LEVELS, masteryLevel, type MasteryLevel } from './mastery-rule';

export { MASTERY_LEVELS, type MasteryLevel } from './mastery-rule';

export interface MasteryAnswer {
  lessonId: string;
  /** Epoch ms of the answer. */
  at: number;
  /** The item's 3PL parameters. */
  a: number;
  b: number;
  c: number;
  /** The final answer right (exam/trial: the scored answer; practice: the locked answer). */
  correct: boolean;
  /** Practice hints revealed before the answer (0 in exams and trials). */
  hintsUsed: number;
  /** Practice: the answer was locked at the second try (after 'Try again'). */
  secondTry: boolean;
}

/** A lesson and its active items. */
export interface MasteryLesson {
  lessonId: string;
  items: readonly { a: number; b: number; c: number }[];
}

export interface LessonMasteryResult {
  lessonId: string;
  level: MasteryLevel;
  /** Answers counted (all of the lesson's, except any whose item parameters are unusable). */
  answered: number;
  /** Answers right at the first try without a hint. */
  firstTryCorrect: number;
  lastAnsweredAt: number | null;
  /** The lesson's ability estimate (EAP) and posterior SD at `now`, old answers faded. */
  theta: number;
  sd: number;
  /** Mean 3PL P(correct | theta) over the lesson's items (0..1). */
  expectedSuccess: number;
}

/** An answer whose item has 3PL parameters the model can use (a > 0, 0 <= c < 1). */
function usable(answer: MasteryAnswer): boolean {
  return (
    Number.isFinite(answer.at) &&
    answer.a > 0 &&
    Number.isFinite(answer.a) &&
    Number.isFinite(answer.b) &&
    answer.c >= 0 &&
    answer.c < 1
  );
}

/** The answers in ascending `at` (the input itself when it already is, the usual case). */
function ascending(answers: readonly MasteryAnswer[]): readonly MasteryAnswer[] {
  for (let i = 1; i < answers.length; i += 1) {
    if ((answers[i] as MasteryAnswer).at < (answers[i - 1] as MasteryAnswer).at)
      return [...answers].sort((x, y) => x.at - y.at);
  }
  return answers;
}

/**
 * Each lesson's items and an empty evidence. A lesson without active items is judged on the
 * items its answers came from (it may have been retired), so its expected success stays defined.
 */
function prepare(
  answers: readonly MasteryAnswer[],
  lessons: readonly MasteryLesson[],
): { evidence: LessonEvidence[]; items: LessonItems[]; index: Map<string, number> } {
  const index = new Map<string, number>();
  lessons.forEach((lesson, i) => {
    if (!index.has(lesson.lessonId)) index.set(lesson.lessonId, i);
  });
  const fallback = new Map<number, { a: number; b: number; c: number }[]>();
  lessons.forEach((lesson, i) => {
    if (lesson.items.length === 0) fallback.set(i, []);
  });
  if (fallback.size > 0) {
    for (const answer of answers) {
      const i = index.get(answer.lessonId);
      const list = i === undefined ? undefined : fallback.get(i);
      if (list && usable(answer)) list.push({ a: answer.a, b: answer.b, c: answer.c });
    }
  }
  const items = lessons.map((lesson, i) => new LessonItems(fallback.get(i) ?? lesson.items));
  const evidence = items.map((lessonItems) => new LessonEvidence(lessonItems));
  return { evidence, items, index };
}

function record(evidence: LessonEvidence, answer: MasteryAnswer, weightAt: number): void {
  evidence.add(
    answer.at,
    weightAt,
    answer.a,
    answer.b,
    answer.c,
    answer.correct,
    answer.hintsUsed,
    answer.secondTry,
  );
}

/** The rule of decision 040 applied to the lesson's evidence as seen at `at`. */
function ruleAt(
  evidence: LessonEvidence,
  items: LessonItems,
  estimate: LessonEstimate,
): MasteryLevel {
  return masteryLevel({
    answered: evidence.answered,
    recentCredit: estimate.recentCredit,
    confidentSuccess: items.expectedSuccess(estimate.thetaLow),
    hardFirstTry: evidence.hardFirstTry,
  });
}

/**
 * The level at `now`: the rule at `now`, but never above the rule at the lesson's last answer.
 * Decay pulls the estimate back to the prior, which lifts a student who was below it; time
 * without practice may only lower a level, never raise one.
 */
function levelAt(
  evidence: LessonEvidence,
  items: LessonItems,
  now: number,
  estimate: LessonEstimate,
): MasteryLevel {
  const current = ruleAt(evidence, items, estimate);
  // 'attempted' is the floor of a lesson with answers: nothing to cap.
  if (current === 'attempted' || current === 'not-started' || evidence.lastWeightAt >= now)
    return current;
  let fresh =
    evidence.freshLevel?.answered === evidence.answered ? evidence.freshLevel.level : null;
  if (fresh === null) {
    fresh = ruleAt(evidence, items, evidence.estimate(evidence.lastWeightAt));
    evidence.freshLevel = { answered: evidence.answered, level: fresh };
  }
  return MASTERY_LEVELS.indexOf(fresh) < MASTERY_LEVELS.indexOf(current) ? fresh : current;
}

function judge(
  lessonId: string,
  evidence: LessonEvidence,
  items: LessonItems,
  now: number,
): LessonMasteryResult {
  const estimate = evidence.estimate(now);
  const expectedSuccess = items.expectedSuccess(estimate.theta);
  return {
    lessonId,
    level: levelAt(evidence, items, now, estimate),
    answered: evidence.answered,
    firstTryCorrect: evidence.firstTryCorrect,
    lastAnsweredAt: evidence.lastAnsweredAt,
    theta: estimate.theta,
    sd: estimate.sd,
    expectedSuccess: Number.isNaN(expectedSuccess) ? 0 : expectedSuccess,
  };
}

/**
 * Every lesson's mastery at `now`: one result per lesson, in the order of `lessons`. Answers are
 * expected in ascending `at` (sorted here when they are not); answers of unknown lessons are
 * ignored; an answer after `now` counts as given at `now`.
 */
export function lessonMastery(
  answers: readonly MasteryAnswer[],
  lessons: readonly MasteryLesson[],
  now: number,
): LessonMasteryResult[] {
  const { evidence, items, index } = prepare(answers, lessons);
  for (const answer of ascending(answers)) {
    const i = index.get(answer.lessonId);
    if (i === undefined || !usable(answer)) continue;
    record(evidence[i] as LessonEvidence, answer, Math.min(answer.at, now));
  }
  return lessons.map((lesson, i) =>
    judge(lesson.lessonId, evidence[i] as LessonEvidence, items[i] as LessonItems, now),
  );
}

/**
 * The level of every lesson at each checkpoint (epoch ms), counting only answers with
 * at < checkpoint: result[k][i] is the level of lessons[i] at checkpoints[k], the same as
 * lessonMastery(those answers, lessons, checkpoints[k]). One pass over the answers.
 */
export function masteryLevelsAt(
  answers: readonly MasteryAnswer[],
  lessons: readonly MasteryLesson[],
  checkpoints: readonly number[],
): MasteryLevel[][] {
  const { evidence, items, index } = prepare(answers, lessons);
  const sorted = ascending(answers);
  const order = checkpoints
    .map((_, k) => k)
    .sort((x, y) => (checkpoints[x] as number) - (checkpoints[y] as number));
  const result: MasteryLevel[][] = Array.from({ length: checkpoints.length }, () => []);
  let next = 0;
  for (const k of order) {
    const checkpoint = checkpoints[k] as number;
    for (; next < sorted.length && (sorted[next] as MasteryAnswer).at < checkpoint; next += 1) {
      const answer = sorted[next] as MasteryAnswer;
      const i = index.get(answer.lessonId);
      if (i === undefined || !usable(answer)) continue;
      record(evidence[i] as LessonEvidence, answer, answer.at);
    }
    result[k] = lessons.map((lesson, i) => {
      const lessonEvidence = evidence[i] as LessonEvidence;
      if (lessonEvidence.answered === 0) return 'not-started';
      const lessonItems = items[i] as LessonItems;
      return levelAt(lessonEvidence, lessonItems, checkpoint, lessonEvidence.estimate(checkpoint));
    });
  }
  return result;
}
