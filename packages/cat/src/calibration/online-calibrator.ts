/**
 * Glue between the engine and online calibration: after each finished test, update the beliefs of
 * the items it used and write the new parameters (posterior mean of b, median of a, and the SD of
 * b as the calibration SE the engine turns into an expected response function) back into the
 * engine. The server would call `observe` when an attempt ends and persist `beliefs()`.
 */
import type { CatEngine } from '../engine';
import { expectedSlope } from '../irt';
import type { CatSession } from '../session';
import {
  initialBeliefs,
  leaveOneOut,
  updateBelief,
  type CalibrationError,
  type ItemBelief,
} from './online';

export type OnlineCalibrator = {
  observe(session: CatSession): void;
  beliefs(): readonly ItemBelief[];
};

export function createOnlineCalibrator(
  engine: CatEngine,
  error: CalibrationError,
): OnlineCalibrator {
  const items = engine.items();
  const beliefs = initialBeliefs(items, error);
  const indexById = new Map(items.map((item, i) => [item.id, i]));
  const points = engine.grid.points;
  const G = points.length;
  const row = new Float64Array(G);
  const loo = new Float64Array(G);

  const apply = (i: number): void => {
    const item = items[i];
    const belief = beliefs[i];
    if (item === undefined || belief === undefined) return;
    engine.updateItem(item.id, {
      a: Math.exp(belief.logA),
      b: belief.b,
      c: item.c,
      d: item.d ?? 1,
      seB: Math.sqrt(belief.vBB),
    });
  };
  for (let i = 0; i < items.length; i += 1) apply(i);

  return {
    observe(session) {
      const posterior = session.posteriorWeights();
      const history = session.history();
      const looByItem: Float64Array[] = [];
      const current = engine.items();
      // Leave-one-out posteriors first, with the parameters the session was scored with.
      for (const { itemId, correct } of history) {
        const item = current[indexById.get(itemId) as number] as (typeof current)[number];
        const d = item.d ?? 1;
        const aEff = expectedSlope(item.a, item.seB ?? 0);
        for (let g = 0; g < G; g += 1) {
          row[g] = item.c + (d - item.c) / (1 + Math.exp(-aEff * ((points[g] as number) - item.b)));
        }
        looByItem.push(Float64Array.from(leaveOneOut(posterior, row, 0, correct, loo)));
      }
      history.forEach(({ itemId, correct }, k) => {
        const i = indexById.get(itemId) as number;
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
    },
    beliefs: () => beliefs,
  };
}
