/** Selection and posterior-update latency of our engine and of jsCAT on a large bank. */
import { Cat } from '@bdelab/jscat';
import { createCatEngine, type CatItem, type CatOptions } from '../../packages/cat/src/index';
import { respond } from './simulate';

export type Latency = { p50: number; p95: number; samples: number };

function summarise(ms: number[]): Latency {
  const sorted = [...ms].sort((x, y) => x - y);
  const at = (q: number): number =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { p50: at(0.5), p95: at(0.95), samples: ms.length };
}

export function measureEngine(
  bank: CatItem[],
  thetas: Float64Array,
  students: number,
  seed: number,
  options: Partial<CatOptions>,
): { select: Latency; update: Latency } {
  const engine = createCatEngine(bank, options);
  const indexById = new Map(bank.map((item, i) => [item.id, i]));
  const select: number[] = [];
  const update: number[] = [];
  for (let s = 0; s < students; s += 1) {
    const session = engine.startSession({ seed: s });
    for (;;) {
      const t0 = performance.now();
      const item = session.next();
      const t1 = performance.now();
      if (item === null) break;
      const index = indexById.get(item.id) as number;
      const correct = respond(
        bank[index] as CatItem,
        thetas[s % thetas.length] as number,
        seed,
        s,
        index,
      );
      const t2 = performance.now();
      session.record(item.id, correct);
      const t3 = performance.now();
      // The first students warm the JIT up; they are not counted.
      if (s >= 5) {
        select.push(t1 - t0);
        update.push(t3 - t2);
      }
    }
  }
  return { select: summarise(select), update: summarise(update) };
}

export function measureJscat(
  bank: CatItem[],
  thetas: Float64Array,
  selections: number,
  seed: number,
): Latency {
  const stimuli = bank.map((item, index) => ({
    a: item.a,
    b: item.b,
    c: item.c,
    d: item.d ?? 1,
    index,
  }));
  const times: number[] = [];
  let student = 0;
  while (times.length < selections) {
    const cat = new Cat({ method: 'EAP', itemSelect: 'MFI', randomSeed: `${seed}` });
    let remaining = stimuli;
    for (let k = 0; k < 10 && times.length < selections; k += 1) {
      const t0 = performance.now();
      const { nextStimulus, remainingStimuli } = cat.findNextItem(remaining);
      times.push(performance.now() - t0);
      const index = (nextStimulus as { index: number }).index;
      remaining = remainingStimuli as typeof stimuli;
      const s = stimuli[index] as (typeof stimuli)[number];
      const correct = respond(
        bank[index] as CatItem,
        thetas[student] as number,
        seed,
        student,
        index,
      );
      cat.updateAbilityEstimate({ a: s.a, b: s.b, c: s.c, d: s.d }, correct ? 1 : 0);
    }
    student += 1;
  }
  return summarise(times.slice(2));
}
