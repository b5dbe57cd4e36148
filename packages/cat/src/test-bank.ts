/** Seeded banks for the tests (not exported from the package). */
import type { CatItem } from './item-bank';
import { createRng, mixSeed, normalDraw } from './rng';

export function simulatedBank(size: number, seed: number, lessons = ['L1', 'L2', 'L3']): CatItem[] {
  const rng = createRng(mixSeed(seed, 11));
  return Array.from({ length: size }, (_, i) => ({
    id: `item-${i}`,
    a: Math.exp(0.3 * normalDraw(rng)),
    b: normalDraw(rng),
    c: rng() < 0.5 ? 0.2 : 0,
    lesson: lessons[i % lessons.length] as string,
  }));
}

/** A simulated answer: correct with the model probability at the true ability. */
export function simulatedAnswer(
  item: CatItem,
  theta: number,
  seed: number,
  student: number,
): boolean {
  const u = createRng(mixSeed(seed, 12, student, Number(item.id.replace(/\D/g, ''))))();
  const d = item.d ?? 1;
  return u < item.c + (d - item.c) / (1 + Math.exp(-item.a * (theta - item.b)));
}
