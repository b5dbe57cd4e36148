/**
 * Online calibration from the stream of finished tests, usable while the bank is young.
 *
 * Each item keeps a Gaussian belief over (log a, b) and is updated after every finished test with
 * an assumed-density (Laplace / extended Kalman) step on the marginal likelihood of its response,
 * integrating over the student's leave-one-out ability posterior on the engine grid:
 *
 *   f(log a, b) = sum_g pi_g P(x | theta_g; a, b, c),   pi = posterior / P(x | theta; item)
 *   Sigma^-1 <- Sigma^-1 + grad f grad f^T / (f (1 - f)),  mu <- mu + Sigma grad log f
 *
 * This is the Bayesian online-ranking update of Weng & Lin 2011 ("A Bayesian approximation method
 * for online ranking", JMLR 12) applied to items, and a one-cycle version of the OEM method for
 * online item calibration (Wainer & Mislevy 1990; compared in Ban, Hanson, Wang, Yi & Harris
 * 2001, JEM 38(3)), which uses the operational items' posterior for the new response.
 *
 * Starting beliefs come from the given parameters with empirical-Bayes shrinkage toward the bank
 * mean (James & Stein 1961; Efron & Morris 1973): with calibration error variance s^2 and observed
 * variance V of the given values, the belief is N(m + (1 - s^2/V)(x - m), (1 - s^2/V) s^2).
 */
import type { CatItem } from '../item-bank';

export type CalibrationError = { logA: number; b: number };

export type ItemBelief = {
  logA: number;
  b: number;
  /** Covariance [[vAA, vAB], [vAB, vBB]] of (log a, b). */
  vAA: number;
  vAB: number;
  vBB: number;
  n: number;
};

function shrink(values: number[], errorSd: number): { mean: number; factor: number } {
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  const variance = values.reduce((s, v) => s + (v - mean) ** 2, 0) / Math.max(values.length - 1, 1);
  const factor = variance > 0 ? Math.max(0, 1 - (errorSd * errorSd) / variance) : 0;
  return { mean, factor };
}

/** Beliefs for a bank whose parameters carry calibration errors of the given SDs. */
export function initialBeliefs(
  items: readonly CatItem[],
  error: CalibrationError,
  shrinkToMean = true,
): ItemBelief[] {
  if (!shrinkToMean) {
    return items.map((item) => ({
      logA: Math.log(item.a),
      b: item.b,
      vAA: Math.max(error.logA ** 2, 1e-6),
      vAB: 0,
      vBB: Math.max(error.b ** 2, 1e-6),
      n: 0,
    }));
  }
  const la = shrink(
    items.map((i) => Math.log(i.a)),
    error.logA,
  );
  const bb = shrink(
    items.map((i) => i.b),
    error.b,
  );
  return items.map((item) => ({
    logA: la.mean + la.factor * (Math.log(item.a) - la.mean),
    b: bb.mean + bb.factor * (item.b - bb.mean),
    vAA: Math.max(la.factor * error.logA ** 2, 1e-6),
    vAB: 0,
    vBB: Math.max(bb.factor * error.b ** 2, 1e-6),
    n: 0,
  }));
}

/**
 * Updates one item's belief with one response, given the student's ability posterior on the
 * grid with this item's own response divided out (leave-one-out).
 */
export function updateBelief(
  belief: ItemBelief,
  c: number,
  correct: boolean,
  points: Float64Array,
  looPosterior: Float64Array,
): ItemBelief {
  const a = Math.exp(belief.logA);
  let f = 0;
  let fA = 0;
  let fB = 0;
  let total = 0;
  for (let g = 0; g < points.length; g += 1) {
    const w = looPosterior[g] as number;
    if (w < 1e-14) continue;
    const t = (points[g] as number) - belief.b;
    const l = 1 / (1 + Math.exp(-a * t));
    const dl = (1 - c) * l * (1 - l);
    f += w * (c + (1 - c) * l);
    fA += w * dl * a * t;
    fB -= w * dl * a;
    total += w;
  }
  f /= total;
  fA /= total;
  fB /= total;
  const fx = correct ? f : 1 - f;
  const sign = correct ? 1 : -1;
  const gA = (sign * fA) / fx;
  const gB = (sign * fB) / fx;
  const w = 1 / (f * (1 - f));
  // Precision update (information form), then the mean step.
  const det0 = belief.vAA * belief.vBB - belief.vAB * belief.vAB;
  let pAA = belief.vBB / det0 + w * fA * fA;
  let pAB = -belief.vAB / det0 + w * fA * fB;
  let pBB = belief.vAA / det0 + w * fB * fB;
  const det = pAA * pBB - pAB * pAB;
  const vAA = pBB / det;
  const vAB = -pAB / det;
  const vBB = pAA / det;
  pAA = 0;
  pAB = 0;
  pBB = 0;
  let dA = vAA * gA + vAB * gB;
  let dB = vAB * gA + vBB * gB;
  // Trust region: one response never moves a parameter by more than 0.5.
  const size = Math.max(Math.abs(dA), Math.abs(dB));
  if (size > 0.5) {
    dA *= 0.5 / size;
    dB *= 0.5 / size;
  }
  return { logA: belief.logA + dA, b: belief.b + dB, vAA, vAB, vBB, n: belief.n + 1 };
}

/** Divides one item's likelihood row out of a normalised posterior (into `out`, normalised). */
export function leaveOneOut(
  posterior: Float64Array,
  pRow: Float64Array,
  rowOffset: number,
  correct: boolean,
  out: Float64Array,
): Float64Array {
  let sum = 0;
  for (let g = 0; g < posterior.length; g += 1) {
    const p = pRow[rowOffset + g] as number;
    const like = correct ? p : 1 - p;
    const v = like > 1e-300 ? (posterior[g] as number) / like : 0;
    out[g] = v;
    sum += v;
  }
  for (let g = 0; g < out.length; g += 1) out[g] = (out[g] as number) / sum;
  return out;
}
