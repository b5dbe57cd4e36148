/**
 * Re-estimation of item parameters from every stored response, with the bank's prior beliefs as
 * the item priors: the "multiple EM cycles" (MEM) method of online calibration (Ban, Hanson,
 * Wang, Yi & Harris 2001, "A comparative study of on-line pretest item calibration/scaling
 * methods in computerized adaptive testing", JEM 38(3)), i.e. marginal Bayes-modal EM (Bock &
 * Aitkin 1981; Mislevy 1986) run over the tests seen so far and warm-started from the current
 * estimates, so a few cycles per refit suffice.
 *
 * E-step: each test's ability posterior on the grid under the current parameters (its own prior
 * times the likelihood of its answers) adds its weights to the expected counts n_jq and r_jq of
 * the items it answered. M-step: each answered item's MAP (log a, b) given those counts and its
 * prior (item-map.ts). Items nobody answered keep their prior.
 */
import { normalWeights, type Grid } from '../grid';
import { fitItemMap, type ItemFit, type ItemPrior } from './item-map';
import type { ResponseStore } from './response-store';

export type ItemEstimates = {
  logA: Float64Array;
  b: Float64Array;
  c: Float64Array;
  d: Float64Array;
};

/** Runs `cycles` EM cycles in place on `estimates`; returns each item's fit (null: no data). */
export function refitItems(
  store: ResponseStore,
  grid: Grid,
  estimates: ItemEstimates,
  priors: readonly ItemPrior[],
  cycles: number,
): (ItemFit | null)[] {
  const nodes = grid.points;
  const G = nodes.length;
  const J = estimates.b.length;
  const table = new Float64Array(J * G);
  const nExp = new Float64Array(J * G);
  const rExp = new Float64Array(J * G);
  const post = new Float64Array(G);
  const prior = new Float64Array(G);
  const answered = new Uint8Array(J);
  const items = store.items;
  const correct = store.correct;
  for (let k = 0; k < items.length; k += 1) answered[items[k] as number] = 1;
  const fits: (ItemFit | null)[] = new Array<ItemFit | null>(J).fill(null);

  for (let cycle = 0; cycle < cycles; cycle += 1) {
    for (let j = 0; j < J; j += 1) {
      if (answered[j] === 0) continue;
      const a = Math.exp(estimates.logA[j] as number);
      const b = estimates.b[j] as number;
      const c = estimates.c[j] as number;
      const d = estimates.d[j] as number;
      for (let g = 0; g < G; g += 1)
        table[j * G + g] = c + (d - c) / (1 + Math.exp(-a * ((nodes[g] as number) - b)));
    }
    nExp.fill(0);
    rExp.fill(0);
    for (let t = 0; t < store.tests; t += 1) {
      const { mean, sd } = store.prior(t);
      normalWeights(grid, mean, sd, prior);
      post.set(prior);
      const from = store.start(t);
      const to = store.start(t + 1);
      // A test of up to a few hundred items stays far from underflow when renormalised per item.
      for (let k = from; k < to; k += 1) {
        const row = (items[k] as number) * G;
        const x = correct[k] === 1;
        let sum = 0;
        for (let g = 0; g < G; g += 1) {
          const p = table[row + g] as number;
          const v = (post[g] as number) * (x ? p : 1 - p);
          post[g] = v;
          sum += v;
        }
        const inv = 1 / sum;
        for (let g = 0; g < G; g += 1) post[g] = (post[g] as number) * inv;
      }
      for (let k = from; k < to; k += 1) {
        const row = (items[k] as number) * G;
        const x = correct[k] === 1;
        for (let g = 0; g < G; g += 1) {
          const w = post[g] as number;
          if (w < 1e-12) continue;
          nExp[row + g] = (nExp[row + g] as number) + w;
          if (x) rExp[row + g] = (rExp[row + g] as number) + w;
        }
      }
    }
    for (let j = 0; j < J; j += 1) {
      if (answered[j] === 0) continue;
      const fit = fitItemMap(
        nodes,
        nExp,
        rExp,
        j * G,
        estimates.c[j] as number,
        estimates.d[j] as number,
        { logA: estimates.logA[j] as number, b: estimates.b[j] as number },
        priors[j] as ItemPrior,
      );
      estimates.logA[j] = fit.logA;
      estimates.b[j] = fit.b;
      fits[j] = fit;
    }
  }
  return fits;
}
