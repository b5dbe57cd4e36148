import { describe, expect, it } from 'vitest';
import { createCatEngine } from '../engine';
import { createRng, mixSeed, normalDraw } from '../rng';
import { simulatedAnswer, simulatedBank } from '../test-bank';
import { updateEloDifficulty } from './elo';
import { calibrateEm } from './em';
import { createOnlineCalibrator } from './online-calibrator';

const rmse = (xs: number[], ys: number[]): number =>
  Math.sqrt(xs.reduce((s, x, i) => s + (x - (ys[i] as number)) ** 2, 0) / xs.length);

describe('marginal maximum likelihood calibration by EM (Bock & Aitkin 1981)', () => {
  it('recovers a and b of a simulated 3PL bank (c known) within 0.15 RMSE from 1,500 people', () => {
    const items = simulatedBank(15, 21);
    const persons = 1500;
    const rng = createRng(mixSeed(21, 1));
    const data = new Int8Array(persons * items.length);
    for (let p = 0; p < persons; p += 1) {
      const theta = normalDraw(rng);
      items.forEach((it, j) => {
        const pr = it.c + (1 - it.c) / (1 + Math.exp(-it.a * (theta - it.b)));
        data[p * items.length + j] = rng() < pr ? 1 : 0;
      });
    }
    const result = calibrateEm(
      { persons, items: items.length, data },
      { c: items.map((it) => it.c) },
    );
    expect(result.converged).toBe(true);
    expect(
      rmse(
        result.items.map((i) => i.b),
        items.map((i) => i.b),
      ),
    ).toBeLessThan(0.15);
    expect(
      rmse(
        result.items.map((i) => i.a),
        items.map((i) => i.a),
      ),
    ).toBeLessThan(0.15);
    for (const item of result.items) expect(item.seB).toBeGreaterThan(0);
  });
});

describe('online calibration', () => {
  it('moves a mis-calibrated bank toward the true parameters as tests finish', () => {
    const truth = simulatedBank(60, 22);
    const noise = createRng(mixSeed(22, 2));
    const given = truth.map((it) => ({ ...it, b: it.b + 0.5 * normalDraw(noise) }));
    const engine = createCatEngine(given, {
      minItems: 15,
      maxItems: 15,
      targetSE: 0.01,
      maxExposure: 0.5,
    });
    const before = rmse(
      given.map((i) => i.b),
      truth.map((i) => i.b),
    );
    const calibrator = createOnlineCalibrator(engine, { logA: 0.05, b: 0.5 });
    const abilities = createRng(mixSeed(22, 3));
    for (let s = 0; s < 300; s += 1) {
      const theta = normalDraw(abilities);
      const session = engine.startSession({ seed: s });
      for (let item = session.next(); item !== null; item = session.next()) {
        const trueItem = truth.find((t) => t.id === item.id)!;
        session.record(item.id, simulatedAnswer(trueItem, theta, 22, s));
      }
      calibrator.observe(session);
    }
    const after = rmse(
      engine.items().map((i) => i.b),
      truth.map((i) => i.b),
    );
    expect(after).toBeLessThan(0.75 * before);
    // Calibration SEs shrink with data.
    for (const item of engine.items()) expect(item.seB).toBeLessThan(0.5);
  });

  it('warms a new item up with Elo steps toward its difficulty', () => {
    const rng = createRng(5);
    let state = { b: 0, n: 0 };
    for (let k = 0; k < 400; k += 1) {
      const theta = normalDraw(rng);
      const correct = rng() < 1 / (1 + Math.exp(-(theta - 1)));
      state = updateEloDifficulty(state, theta, correct, { a: 1, c: 0 });
    }
    expect(state.b).toBeGreaterThan(0.7);
    expect(state.b).toBeLessThan(1.3);
  });
});
