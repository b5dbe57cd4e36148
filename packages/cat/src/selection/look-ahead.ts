/**
 * Expected posterior variance two items ahead: the value of giving item i now is
 *
 *   sum over x in {0, 1} of  P(x_i = x | data) * min over j != i of EPV_j(data, x_i = x),
 *
 * where EPV_j is the one-step expected posterior variance of van der Linden (1998, eq. 17;
 * criteria.ts). This is backward induction over one more stage of the sequential design problem
 * (DeGroot 1970, "Optimal Statistical Decisions", ch. 12; Bellman 1957): the one-step criterion
 * is myopic, and with guessing (c > 0) an item whose wrong answer is very informative but whose
 * right answer is not can be worth more once the best follow-up to each answer is counted.
 *
 * The follow-up items j are searched among the same shortlist as i (the items most informative
 * at the current estimate), so one selection costs about 2 K^2 passes over the posterior's
 * support, K the shortlist size.
 */
import type { CompiledBank } from '../item-bank';
import { expectedPosteriorVariance, type PosteriorView } from './criteria';

export class LookAhead {
  private readonly bank: CompiledBank;
  private readonly view: PosteriorView;
  private readonly candidates: Int32Array;
  /** Posterior after one hypothetical answer (only the support [lo, hi] is used). */
  private readonly next: Float64Array;

  constructor(bank: CompiledBank, view: PosteriorView, candidates: Int32Array) {
    this.bank = bank;
    this.view = view;
    this.candidates = candidates;
    this.next = new Float64Array(view.weights.length);
  }

  /** Expected posterior variance after item i and the best follow-up to either answer. */
  expectedVariance(i: number): number {
    const { weights, points, lo, hi } = this.view;
    const table = this.bank.pTable;
    const offset = i * points.length;
    const next = this.next;
    let total = 0;
    for (let x = 0; x < 2; x += 1) {
      let mass = 0;
      for (let g = lo; g <= hi; g += 1) {
        const p = table[offset + g] as number;
        const v = (weights[g] as number) * (x === 1 ? p : 1 - p);
        next[g] = v;
        mass += v;
      }
      if (!(mass > 0)) continue;
      const inv = 1 / mass;
      let m1 = 0;
      let m2 = 0;
      for (let g = lo; g <= hi; g += 1) {
        const v = (next[g] as number) * inv;
        next[g] = v;
        const t = points[g] as number;
        m1 += v * t;
        m2 += v * t * t;
      }
      const after: PosteriorView = { weights: next, points, lo, hi, m1, m2, total: 1 };
      let best = Infinity;
      for (let r = 0; r < this.candidates.length; r += 1) {
        const j = this.candidates[r] as number;
        if (j === i) continue;
        const v = expectedPosteriorVariance(this.bank, j, after);
        if (v < best) best = v;
      }
      // With no follow-up left, the variance after item i alone.
      if (best === Infinity) best = m2 - m1 * m1;
      total += mass * best;
    }
    return total / this.view.total;
  }
}
