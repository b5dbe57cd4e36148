/**
 * Ability estimators.
 * - EAP: posterior mean on the quadrature grid, SE = posterior SD (Bock & Mislevy 1982).
 * - MAP: posterior mode with a normal prior, found on the grid and refined by Newton-Raphson;
 *   SE = 1 / sqrt(test information + 1 / sd^2) (Baker & Kim 2004, ch. 7).
 * - MLE: likelihood maximum by Newton-Raphson with Fisher scoring, bounded to [-4, 4] (an all-correct
 *   or all-wrong pattern has no finite MLE; the bound reports the edge); SE = 1 / sqrt(test
 *   information) (Lord 1980, eq. 5-10).
 */
import { information } from './irt';
import type { GridPosterior } from './posterior';
import type { CompiledBank } from './item-bank';
import { toTheta, type Theta } from './units';

export type AbilityEstimate = { theta: Theta; se: number };
export type Response = { index: number; correct: boolean };

export function estimateEap(posterior: GridPosterior): AbilityEstimate {
  const { mean, variance } = posterior.moments();
  return { theta: toTheta(mean), se: Math.sqrt(variance) };
}

/** First and second derivative of the log-likelihood of a 4PL response at theta. */
function logLikelihoodDerivatives(
  bank: CompiledBank,
  responses: readonly Response[],
  theta: number,
): { value: number; first: number; info: number } {
  let value = 0;
  let first = 0;
  let info = 0;
  for (const { index, correct } of responses) {
    const a = bank.aEff[index] as number;
    const b = bank.b[index] as number;
    const c = bank.c[index] as number;
    const d = bank.d[index] as number;
    const l = 1 / (1 + Math.exp(-a * (theta - b)));
    const p = c + (d - c) * l;
    const dp = (d - c) * a * l * (1 - l);
    value += Math.log(correct ? p : 1 - p);
    first += correct ? dp / p : -dp / (1 - p);
    info += information(theta, a, b, c, d);
  }
  return { value, first, info };
}

function maximise(
  bank: CompiledBank,
  responses: readonly Response[],
  prior: { mean: number; sd: number } | null,
  lower: number,
  upper: number,
): AbilityEstimate {
  const logPrior = (t: number): number =>
    prior === null ? 0 : -0.5 * ((t - prior.mean) / prior.sd) ** 2;
  // Coarse search on the grid points inside the bounds, then Fisher scoring from the best point.
  let best = Math.min(Math.max(0, lower), upper);
  let bestValue = -Infinity;
  for (const t of bank.grid.points) {
    if (t < lower || t > upper) continue;
    const v = logLikelihoodDerivatives(bank, responses, t).value + logPrior(t);
    if (v > bestValue) {
      bestValue = v;
      best = t;
    }
  }
  let theta = best;
  for (let iteration = 0; iteration < 30; iteration += 1) {
    const { first, info } = logLikelihoodDerivatives(bank, responses, theta);
    const gradient = first + (prior === null ? 0 : -(theta - prior.mean) / (prior.sd * prior.sd));
    const curvature = info + (prior === null ? 0 : 1 / (prior.sd * prior.sd));
    if (!(curvature > 0)) break;
    const next = Math.min(Math.max(theta + gradient / curvature, lower), upper);
    if (Math.abs(next - theta) < 1e-9) {
      theta = next;
      break;
    }
    theta = next;
  }
  const { info } = logLikelihoodDerivatives(bank, responses, theta);
  const totalInfo = info + (prior === null ? 0 : 1 / (prior.sd * prior.sd));
  return { theta: toTheta(theta), se: totalInfo > 0 ? 1 / Math.sqrt(totalInfo) : Infinity };
}

export function estimateMap(
  bank: CompiledBank,
  responses: readonly Response[],
  prior: { mean: number; sd: number },
): AbilityEstimate {
  return maximise(bank, responses, prior, bank.grid.min, bank.grid.max);
}

export function estimateMle(
  bank: CompiledBank,
  responses: readonly Response[],
  bound = 4,
): AbilityEstimate {
  return maximise(bank, responses, null, -bound, bound);
}
