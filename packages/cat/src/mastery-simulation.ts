/**
 * Seeded simulated lessons and students for the mastery tests and the tuning run
 * (bench/cat/mastery-tuning.ts, docs/decisions/040-lesson-mastery.md). Not exported from the
 * package: tests and benchmarks import it by path.
 */
import { probability } from './irt';
import type { MasteryAnswer } from './mastery';
import { normalDraw, type Rng } from './rng';

export type SimItem = { a: number; b: number; c: number };

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A lesson of `size` items like the bank's: a ~ lognormal(0, 0.3), b ~ N(0, 1), half multiple
 * choice (c = 0.25, four options) and half short answer (c = 0).
 */
export function simulatedLessonItems(size: number, rng: Rng): SimItem[] {
  return Array.from({ length: size }, (_, i) => ({
    a: Math.exp(0.3 * normalDraw(rng)),
    b: normalDraw(rng),
    c: i % 2 === 0 ? 0.25 : 0,
  }));
}

export interface StudentSpec {
  lessonId: string;
  theta: number;
  items: readonly SimItem[];
  count: number;
  /** Epoch ms of the first answer; the others follow every `spacingMs`. */
  start: number;
  spacingMs: number;
  /**
   * Share of answers given in practice with help: before answering, the student asks for a hint
   * with probability `helpRate` and each hint lifts P(correct) by a third of what is missing;
   * after a wrong practice answer, 'Try again' gives a second chance at P / 2.
   */
  helpRate?: number;
  /**
   * When set, each item is drawn among the NEAR_TARGET items whose P(correct) at the student's
   * theta is nearest to it, as practice serves items at about 70 % success (docs/decisions/014);
   * otherwise items are drawn uniformly, as an exam that is not adaptive in the lesson would.
   */
  targetP?: number;
}

const NEAR_TARGET = 8;

function drawItem(spec: StudentSpec, rng: Rng): SimItem {
  const target = spec.targetP;
  if (target === undefined) return spec.items[Math.floor(rng() * spec.items.length)] as SimItem;
  const near = [...spec.items]
    .map((item) => ({
      item,
      distance: Math.abs(probability(spec.theta, item.a, item.b, item.c, 1) - target),
    }))
    .sort((x, y) => x.distance - y.distance)
    .slice(0, NEAR_TARGET);
  return (near[Math.floor(rng() * near.length)] as { item: SimItem }).item;
}

/** A student's answers to items of the lesson, right with the true 3PL probability. */
export function simulatedAnswers(spec: StudentSpec, rng: Rng): MasteryAnswer[] {
  const answers: MasteryAnswer[] = [];
  const helpRate = spec.helpRate ?? 0;
  for (let k = 0; k < spec.count; k += 1) {
    const item = drawItem(spec, rng);
    let p: number = probability(spec.theta, item.a, item.b, item.c, 1);
    let hintsUsed = 0;
    while (hintsUsed < 3 && rng() < helpRate) {
      hintsUsed += 1;
      p += (1 - p) / 3;
    }
    let correct = rng() < p;
    let secondTry = false;
    if (!correct && helpRate > 0 && rng() < helpRate) {
      secondTry = true;
      correct = rng() < p / 2;
    }
    answers.push({
      lessonId: spec.lessonId,
      at: spec.start + k * spec.spacingMs,
      a: item.a,
      b: item.b,
      c: item.c,
      correct,
      hintsUsed,
      secondTry,
    });
  }
  return answers;
}

/** Mean true P(correct) over the items at theta: what 'expected success' estimates. */
export function trueSuccess(theta: number, items: readonly SimItem[]): number {
  let total = 0;
  for (const item of items) total += probability(theta, item.a, item.b, item.c, 1);
  return total / items.length;
}
