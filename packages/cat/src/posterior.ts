/**
 * The ability posterior on a fixed quadrature grid, updated incrementally: recording a response
 * multiplies the weights by one precomputed row of P (or 1 - P) and renormalises (Bayes' rule on a
 * grid; Bock & Mislevy 1982). Weights stay normalised, so no log-space is needed for tests of up
 * to hundreds of items.
 */
import type { Grid } from './grid';

export type Moments = { mean: number; variance: number };

export class GridPosterior {
  readonly weights: Float64Array;
  private readonly grid: Grid;

  constructor(grid: Grid, prior: Float64Array) {
    this.grid = grid;
    this.weights = Float64Array.from(prior);
  }

  /** Multiplies by the likelihood row P(theta_g) (correct) or 1 - P(theta_g), then normalises. */
  update(pTable: Float64Array, rowOffset: number, correct: boolean): void {
    const w = this.weights;
    const n = w.length;
    let sum = 0;
    if (correct) {
      for (let g = 0; g < n; g += 1) {
        const v = (w[g] as number) * (pTable[rowOffset + g] as number);
        w[g] = v;
        sum += v;
      }
    } else {
      for (let g = 0; g < n; g += 1) {
        const v = (w[g] as number) * (1 - (pTable[rowOffset + g] as number));
        w[g] = v;
        sum += v;
      }
    }
    if (!(sum > 0))
      throw new Error('posterior underflow: the response pattern is impossible under the model');
    const inv = 1 / sum;
    for (let g = 0; g < n; g += 1) w[g] = (w[g] as number) * inv;
  }

  /** Posterior mean (EAP) and variance (posterior variance = squared SE of EAP). */
  moments(): Moments {
    const w = this.weights;
    const x = this.grid.points;
    let m1 = 0;
    let m2 = 0;
    for (let g = 0; g < w.length; g += 1) {
      const wx = (w[g] as number) * (x[g] as number);
      m1 += wx;
      m2 += wx * (x[g] as number);
    }
    return { mean: m1, variance: Math.max(m2 - m1 * m1, 0) };
  }
}
