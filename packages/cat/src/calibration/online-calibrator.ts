/**
 * Glue between the engine and online calibration. After each finished test:
 *
 * 1. an immediate assumed-density step on the items the test used (online.ts), so the bank
 *    improves from the very next student;
 * 2. every `refitEvery` tests, a re-estimation of every answered item from all stored responses
 *    (refit.ts: multiple EM cycles, Ban et al. 2001), with the starting beliefs as item priors, so
 *    the approximations of step 1 do not accumulate.
 *
 * The current parameters (posterior mode of log a and b, and the SD of b as the calibration SE
 * that the engine turns into an expected response function) are written back into the engine.
 * The server would call `observe` when an attempt ends and persist `beliefs()`.
 */
import type { CatEngine } from '../engine';
import { expectedSlope } from '../irt';
import type { CatSession } from '../session';
import type { ItemPrior } from './item-map';
import {
  initialBeliefs,
  leaveOneOut,
  updateBelief,
  type CalibrationError,
  type ItemBelief,
} from './online';
import { refitItems } from './refit';
import { ResponseStore } from './response-store';

export type OnlineCalibrator = {
  observe(session: CatSession): void;
  beliefs(): readonly ItemBelief[];
};

export type OnlineCalibratorOptions = {
  /** Re-estimate from all stored responses every this many tests (0: never). */
  refitEvery: number;
  /** EM cycles per re-estimation (warm-started, so few are needed). */
  cycles: number;
  /** Apply the per-test assumed-density step between re-estimations. */
  stepwise: boolean;
  /** Pass the calibration SE of b to the engine (expected response function). */
  expectedResponse: boolean;
  /** Empirical-Bayes shrinkage of the given parameters toward the bank means (online.ts). */
  shrink: boolean;
};

const defaults: OnlineCalibratorOptions = {
  refitEvery: 10,
  cycles: 2,
  stepwise: true,
  expectedResponse: true,
  shrink: true,
};

export function createOnlineCalibrator(
  engine: CatEngine,
  error: CalibrationError,
  options: Partial<OnlineCalibratorOptions> = {},
): OnlineCalibrator {
  const o = { ...defaults, ...options };
  const items = engine.items();
  const J = items.length;
  const beliefs = initialBeliefs(items, error, o.shrink);
  const priors: ItemPrior[] = beliefs.map((belief) => ({
    meanLogA: belief.logA,
    sdLogA: Math.sqrt(belief.vAA),
    meanB: belief.b,
    sdB: Math.sqrt(belief.vBB),
  }));
  const indexById = new Map(items.map((item, i) => [item.id, i]));
  const points = engine.grid.points;
  const G = points.length;
  const row = new Float64Array(G);
  const loo = new Float64Array(G);
  const store = new ResponseStore();
  const estimates = {
    logA: Float64Array.from(beliefs, (belief) => belief.logA),
    b: Float64Array.from(beliefs, (belief) => belief.b),
    c: Float64Array.from(items, (item) => item.c),
    d: Float64Array.from(items, (item) => item.d ?? 1),
  };

  const apply = (i: number): void => {
    const item = items[i];
    const belief = beliefs[i];
    if (item === undefined || belief === undefined) return;
    engine.updateItem(item.id, {
      a: Math.exp(belief.logA),
      b: belief.b,
      c: item.c,
      d: item.d ?? 1,
      seB: o.expectedResponse ? Math.sqrt(belief.vBB) : 0,
      seLogA: Math.sqrt(belief.vAA),
    });
  };
  for (let i = 0; i < J; i += 1) apply(i);

  const refit = (): void => {
    for (let j = 0; j < J; j += 1) {
      estimates.logA[j] = (beliefs[j] as ItemBelief).logA;
      estimates.b[j] = (beliefs[j] as ItemBelief).b;
    }
    const fits = refitItems(store, engine.grid, estimates, priors, o.cycles);
    fits.forEach((fit, j) => {
      if (fit === null) return;
      const n = (beliefs[j] as ItemBelief).n;
      beliefs[j] = {
        logA: fit.logA,
        b: fit.b,
        vAA: fit.seLogA * fit.seLogA,
        vAB: fit.covAB,
        vBB: fit.seB * fit.seB,
        n,
      };
      apply(j);
    });
  };

  return {
    observe(session) {
      const history = session.history();
      const indices = history.map(({ itemId }) => indexById.get(itemId) as number);
      store.add(
        indices,
        history.map((h) => h.correct),
        session.prior,
      );
      if (o.stepwise) {
        const posterior = session.posteriorWeights();
        const current = engine.items();
        // Leave-one-out posteriors first, with the parameters the session was scored with.
        const looByItem = history.map(({ correct }, k) => {
          const item = current[indices[k] as number] as (typeof current)[number];
          const d = item.d ?? 1;
          const aEff = expectedSlope(item.a, item.seB ?? 0);
          for (let g = 0; g < G; g += 1) {
            row[g] =
              item.c + (d - item.c) / (1 + Math.exp(-aEff * ((points[g] as number) - item.b)));
          }
          return Float64Array.from(leaveOneOut(posterior, row, 0, correct, loo));
        });
        history.forEach(({ correct }, k) => {
          const i = indices[k] as number;
          const belief = beliefs[i] as ItemBelief;
          beliefs[i] = updateBelief(
            belief,
            (current[i] as (typeof current)[number]).c,
            correct,
            points,
            looByItem[k] as Float64Array,
          );
          apply(i);
        });
      } else {
        for (const i of indices) (beliefs[i] as ItemBelief).n += 1;
      }
      if (o.refitEvery > 0 && store.tests % o.refitEvery === 0) refit();
    },
    beliefs: () => beliefs,
  };
}
