/**
 * The engines compared by the benchmark, behind one interface: give a student, get the trace of
 * items given and estimates after each answer.
 */
import { Cat } from '@bdelab/jscat';
import type { CatEngine, CatItem, CatSession } from '../../packages/cat/src/index';
import { respond } from './simulate';

export type Trace = {
  /** Bank indices in the order given. */
  items: number[];
  /** Estimate and reported SE after 1, 2, ... answers. */
  thetas: number[];
  ses: number[];
};

export type Runner = {
  name: string;
  run(student: number, theta: number): Trace;
};

type Stimulus = { a: number; b: number; c: number; d: number; index: number };

/** jsCAT (`@bdelab/jscat`): EAP on its default grid and the given selection rule. */
export function jscatRunner(
  name: string,
  given: readonly CatItem[],
  truth: readonly CatItem[],
  length: number,
  seed: number,
  itemSelect: 'MFI' | 'random',
): Runner {
  const stimuli: Stimulus[] = given.map((item, index) => ({
    a: item.a,
    b: item.b,
    c: item.c,
    d: item.d ?? 1,
    index,
  }));
  return {
    name,
    run(student, theta) {
      const cat = new Cat({ method: 'EAP', itemSelect, randomSeed: `${seed}-${student}` });
      let remaining = stimuli;
      const trace: Trace = { items: [], thetas: [], ses: [] };
      for (let k = 0; k < length && remaining.length > 0; k += 1) {
        const { nextStimulus, remainingStimuli } = cat.findNextItem(remaining, itemSelect, false);
        // jsCAT hands items back with semantic keys (discrimination, difficulty, ...).
        const index = (nextStimulus as { index: number }).index;
        const stimulus = stimuli[index] as Stimulus;
        remaining = remainingStimuli as Stimulus[];
        const correct = respond(truth[index] as CatItem, theta, seed, student, index);
        cat.updateAbilityEstimate(
          { a: stimulus.a, b: stimulus.b, c: stimulus.c, d: stimulus.d },
          correct ? 1 : 0,
        );
        trace.items.push(index);
        trace.thetas.push(cat.theta);
        trace.ses.push(cat.seMeasurement);
      }
      return trace;
    },
  };
}

/** Our engine; `afterStudent` lets online calibration learn from each finished test. */
export function engineRunner(
  name: string,
  engine: CatEngine,
  truth: readonly CatItem[],
  seed: number,
  afterStudent?: (session: CatSession) => void,
): Runner {
  const indexById = new Map(truth.map((item, i) => [item.id, i]));
  return {
    name,
    run(student, theta) {
      const session = engine.startSession({ seed: seed * 100003 + student });
      const trace: Trace = { items: [], thetas: [], ses: [] };
      for (let item = session.next(); item !== null; item = session.next()) {
        const index = indexById.get(item.id) as number;
        session.record(item.id, respond(truth[index] as CatItem, theta, seed, student, index));
        const est = session.estimate();
        trace.items.push(index);
        trace.thetas.push(est.theta);
        trace.ses.push(est.se);
      }
      afterStudent?.(session);
      return trace;
    },
  };
}
