/**
 * Seeded simulation of item banks, students and responses for the CAT benchmark. Every random
 * number comes from a seed, so a run replays exactly.
 *
 * - Bank: a ~ lognormal(0, 0.3), b ~ N(0, 1), c in {0, 0.2} (share `guessShare` with c = 0.2),
 *   lessons drawn with probabilities proportional to the lesson targets.
 * - Students: theta ~ N(0, 1).
 * - Responses: the answer of student s to item j is fixed by a uniform u(s, j) from a hash of
 *   (seed, s, j): correct when u < P_true(theta_s). Every engine thus meets the same students,
 *   who answer a given item the same way whichever engine asks it.
 * - Mis-calibration: log a + N(0, sdLogA^2), b + N(0, sdB^2), c kept.
 */
import type { CatItem } from '../../packages/cat/src/index';
import { createRng, mixSeed, normalDraw } from '../../packages/cat/src/index';

export type BankSpec = {
  size: number;
  guessShare: number;
  lessonTargets: Record<string, number>;
  seed: number;
};

export function makeBank(spec: BankSpec): CatItem[] {
  const rng = createRng(mixSeed(spec.seed, 1));
  const lessons = Object.entries(spec.lessonTargets);
  const total = lessons.reduce((s, [, t]) => s + t, 0);
  const items: CatItem[] = [];
  for (let i = 0; i < spec.size; i += 1) {
    const a = Math.exp(0.3 * normalDraw(rng));
    const b = normalDraw(rng);
    const c = rng() < spec.guessShare ? 0.2 : 0;
    let u = rng() * total;
    let lesson = lessons[lessons.length - 1]?.[0] ?? 'all';
    for (const [name, t] of lessons) {
      if (u < t) {
        lesson = name;
        break;
      }
      u -= t;
    }
    items.push({ id: `i${i}`, a, b, c, lesson });
  }
  return items;
}

export function makeStudents(count: number, seed: number): Float64Array {
  const rng = createRng(mixSeed(seed, 2));
  const thetas = new Float64Array(count);
  for (let s = 0; s < count; s += 1) thetas[s] = normalDraw(rng);
  return thetas;
}

export function miscalibrate(
  bank: readonly CatItem[],
  sdLogA: number,
  sdB: number,
  seed: number,
): CatItem[] {
  const rng = createRng(mixSeed(seed, 3));
  return bank.map((item) => ({
    ...item,
    a: item.a * Math.exp(sdLogA * normalDraw(rng)),
    b: item.b + sdB * normalDraw(rng),
  }));
}

/** The response of student `student` (ability theta) to bank item `index` with true parameters. */
export function respond(
  item: CatItem,
  theta: number,
  seed: number,
  student: number,
  index: number,
): boolean {
  const u = createRng(mixSeed(seed, 4, student, index))();
  const d = item.d ?? 1;
  const p = item.c + (d - item.c) / (1 + Math.exp(-item.a * (theta - item.b)));
  return u < p;
}
