/**
 * Scores reported after a test (docs/product.md §11).
 *
 * - Domain score: the expected proportion correct on a set of items at ability theta, i.e. the
 *   test characteristic curve divided by the number of items (Lord 1980, eq. 4-5; the "domain
 *   score" of Bock, Thissen & Zimowski 1997, "IRT estimation of domain scores", JEM 34(3)).
 * - Lesson ability: the EAP of a lesson's own responses under a normal prior centred on the
 *   overall ability with SD `spread`: a hierarchical estimate that borrows strength from the whole
 *   test and shrinks lessons with few items toward the overall ability (Wainer et al. 2001,
 *   "Augmented scores: 'borrowing strength' to compute scores based on small numbers of items").
 */
import { normalWeights, type Grid } from './grid';
import type { CompiledBank } from './item-bank';
import { GridPosterior } from './posterior';
import type { Response } from './estimators';

/** Expected proportion correct on the given bank indices at theta. */
export function domainScore(
  bank: CompiledBank,
  theta: number,
  indices?: readonly number[],
): number {
  let total = 0;
  let n = 0;
  const add = (i: number): void => {
    const a = bank.a[i] as number;
    const c = bank.c[i] as number;
    const d = bank.d[i] as number;
    total += c + (d - c) / (1 + Math.exp(-a * (theta - (bank.b[i] as number))));
    n += 1;
  };
  if (indices === undefined) for (let i = 0; i < bank.size; i += 1) add(i);
  else for (const i of indices) add(i);
  return n === 0 ? 0 : total / n;
}

export type LessonScore = {
  lesson: string;
  items: number;
  theta: number;
  se: number;
  /** Expected proportion correct on the lesson's items at the lesson ability. */
  score: number;
};

export function lessonScores(
  bank: CompiledBank,
  grid: Grid,
  responses: readonly Response[],
  overall: number,
  spread: number,
): LessonScore[] {
  const byLesson: number[][] = bank.lessons.map(() => []);
  for (let i = 0; i < bank.size; i += 1) byLesson[bank.lessonOf[i] as number]?.push(i);
  const prior = normalWeights(grid, overall, spread);
  return bank.lessons.map((lesson, l) => {
    const posterior = new GridPosterior(grid, prior);
    let count = 0;
    for (const r of responses) {
      if (bank.lessonOf[r.index] !== l) continue;
      posterior.update(bank.pTable, r.index * grid.points.length, r.correct);
      count += 1;
    }
    const { mean, variance } = posterior.moments();
    return {
      lesson,
      items: count,
      theta: mean,
      se: Math.sqrt(variance),
      score: domainScore(bank, mean, byLesson[l] ?? []),
    };
  });
}
