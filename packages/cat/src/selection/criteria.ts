/**
 * Item selection criteria, each computed for one item from the precomputed probability table.
 *
 * - Maximum Fisher information at the current estimate (Lord 1980, ch. 10): the classic rule.
 * - Minimum expected posterior variance (van der Linden 1998, "Bayesian item selection criteria
 *   for adaptive testing", Psychometrika 63(2), eq. 17):
 *     EPV_j = P_j var(theta | x, x_j = 1) + (1 - P_j) var(theta | x, x_j = 0),
 *   with P_j the posterior predictive probability of a correct answer. It looks one response
 *   ahead over the whole posterior, so it is robust while the posterior is wide (early items) and
 *   directly minimises the squared error of the EAP estimate.
 * - Maximum posterior-weighted information (van der Linden 1998, eq. 13): the integral of the item
 *   information over the posterior.
 */
import type { CompiledBank } from '../item-bank';

/** Fisher information of item i at theta (4PL, Magis 2013), on the expected response slope. */
export function fisherAt(bank: CompiledBank, i: number, theta: number): number {
  const a = bank.aEff[i] as number;
  const c = bank.c[i] as number;
  const d = bank.d[i] as number;
  const p = c + (d - c) / (1 + Math.exp(-a * (theta - (bank.b[i] as number))));
  const num = a * (p - c) * (d - p);
  const den = (d - c) * (d - c) * p * (1 - p);
  return den > 0 ? (num * num) / den : 0;
}

/** Posterior summary shared by the criteria for one selection: support range and moments. */
export type PosteriorView = {
  weights: Float64Array;
  points: Float64Array;
  /** First and last grid index with non-negligible weight. */
  lo: number;
  hi: number;
  /** Sum of w x and w x^2 over the support. */
  m1: number;
  m2: number;
  /** Sum of w over the support (1 up to the trimmed tails). */
  total: number;
};

export function viewPosterior(
  weights: Float64Array,
  points: Float64Array,
  cutoff = 1e-13,
): PosteriorView {
  let lo = 0;
  let hi = weights.length - 1;
  while (lo < hi && (weights[lo] as number) < cutoff) lo += 1;
  while (hi > lo && (weights[hi] as number) < cutoff) hi -= 1;
  let m1 = 0;
  let m2 = 0;
  let total = 0;
  for (let g = lo; g <= hi; g += 1) {
    const wx = (weights[g] as number) * (points[g] as number);
    m1 += wx;
    m2 += wx * (points[g] as number);
  }
  for (let g = lo; g <= hi; g += 1) total += weights[g] as number;
  return { weights, points, lo, hi, m1, m2, total };
}

/** Expected posterior variance after administering item i (van der Linden 1998). */
export function expectedPosteriorVariance(
  bank: CompiledBank,
  i: number,
  view: PosteriorView,
): number {
  const { weights, points, lo, hi, m1, m2, total } = view;
  const offset = i * points.length;
  const table = bank.pTable;
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  for (let g = lo; g <= hi; g += 1) {
    const wp = (weights[g] as number) * (table[offset + g] as number);
    const x = points[g] as number;
    s0 += wp;
    s1 += wp * x;
    s2 += wp * x * x;
  }
  const q0 = total - s0;
  const mean1 = s1 / s0;
  const mean0 = (m1 - s1) / q0;
  const var1 = s2 / s0 - mean1 * mean1;
  const var0 = (m2 - s2) / q0 - mean0 * mean0;
  return (s0 * var1 + q0 * var0) / total;
}

/** Posterior-weighted Fisher information of item i (van der Linden 1998). */
export function posteriorWeightedInformation(
  bank: CompiledBank,
  i: number,
  view: PosteriorView,
): number {
  let total = 0;
  for (let g = view.lo; g <= view.hi; g += 1) {
    total += (view.weights[g] as number) * fisherAt(bank, i, view.points[g] as number);
  }
  return total;
}
