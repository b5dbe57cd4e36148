/**
 * The M-step of marginal Bayes-modal item calibration for one item (Bock & Aitkin 1981; priors
 * as in Mislevy 1986, "Bayes modal estimation in item response models", Psychometrika 51(2)):
 * given the expected number of people n_q at each quadrature node q who answered the item, and
 * r_q of them correctly, maximise over (log a, b), with c and d held,
 *
 *   sum_q [r_q log P(q) + (n_q - r_q) log(1 - P(q))] - (log a - m_a)^2 / 2 s_a^2 - (b - m_b)^2 / 2 s_b^2
 *
 * by Fisher scoring (expected information, which is positive definite for the 4PL), steps capped
 * at 1 in either coordinate. The inverse of the final information gives the standard errors.
 */
export type ItemPrior = { meanLogA: number; sdLogA: number; meanB: number; sdB: number };

export type ItemFit = {
  logA: number;
  b: number;
  seLogA: number;
  seB: number;
  /** Covariance of (log a, b) at the estimate. */
  covAB: number;
  /** Largest absolute step taken (over all iterations). */
  change: number;
};

export function fitItemMap(
  nodes: Float64Array,
  nExp: Float64Array,
  rExp: Float64Array,
  offset: number,
  c: number,
  d: number,
  start: { logA: number; b: number },
  prior: ItemPrior,
  maxSteps = 5,
): ItemFit {
  const Q = nodes.length;
  const vA = prior.sdLogA * prior.sdLogA;
  const vB = prior.sdB * prior.sdB;
  let la = start.logA;
  let bj = start.b;
  let fit: ItemFit = { logA: la, b: bj, seLogA: prior.sdLogA, seB: prior.sdB, covAB: 0, change: 0 };
  for (let step = 0; step < maxSteps; step += 1) {
    const a = Math.exp(la);
    let g1 = -(la - prior.meanLogA) / vA;
    let g2 = -(bj - prior.meanB) / vB;
    let h11 = 1 / vA;
    let h12 = 0;
    let h22 = 1 / vB;
    for (let q = 0; q < Q; q += 1) {
      const n = nExp[offset + q] as number;
      if (n <= 0) continue;
      const r = rExp[offset + q] as number;
      const t = (nodes[q] as number) - bj;
      const l = 1 / (1 + Math.exp(-a * t));
      const pr = c + (d - c) * l;
      const dl = (d - c) * l * (1 - l);
      const dA = dl * a * t; // dP / d log a
      const dB = -dl * a; // dP / db
      const score = r / pr - (n - r) / (1 - pr);
      g1 += score * dA;
      g2 += score * dB;
      const w = n / (pr * (1 - pr));
      h11 += w * dA * dA;
      h12 += w * dA * dB;
      h22 += w * dB * dB;
    }
    const det = h11 * h22 - h12 * h12;
    if (!(det > 0)) break;
    let d1 = (h22 * g1 - h12 * g2) / det;
    let d2 = (h11 * g2 - h12 * g1) / det;
    const size = Math.max(Math.abs(d1), Math.abs(d2));
    if (size > 1) {
      d1 /= size;
      d2 /= size;
    }
    la += d1;
    bj += d2;
    fit = {
      logA: la,
      b: bj,
      seLogA: Math.sqrt(h22 / det),
      seB: Math.sqrt(h11 / det),
      covAB: -h12 / det,
      change: Math.max(fit.change, Math.abs(d1), Math.abs(d2)),
    };
    if (size < 1e-6) break;
  }
  return fit;
}
