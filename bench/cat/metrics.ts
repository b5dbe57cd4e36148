/** Accuracy, calibration of the reported SE, exposure and content metrics over a cohort. */
import type { CatItem } from '../../packages/cat/src/index';
import type { Trace } from './runners';

export type LengthStats = {
  length: number;
  rmse: number;
  bias: number;
  meanSe: number;
  seRatio: number;
};

export function statsAt(
  traces: readonly Trace[],
  thetas: Float64Array,
  length: number,
  from = 0,
): LengthStats {
  let se2 = 0;
  let bias = 0;
  let seSum = 0;
  let n = 0;
  for (let s = from; s < traces.length; s += 1) {
    const trace = traces[s] as Trace;
    const est = trace.thetas[length - 1];
    const se = trace.ses[length - 1];
    if (est === undefined || se === undefined) continue;
    const err = est - (thetas[s] as number);
    se2 += err * err;
    bias += err;
    seSum += se;
    n += 1;
  }
  const rmse = Math.sqrt(se2 / n);
  return { length, rmse, bias: bias / n, meanSe: seSum / n, seRatio: seSum / n / rmse };
}

/** Largest share of students who saw one item within the first `length` items. */
export function maxExposure(traces: readonly Trace[], bankSize: number, length: number): number {
  const counts = new Int32Array(bankSize);
  for (const trace of traces)
    for (const i of trace.items.slice(0, length)) counts[i] = (counts[i] as number) + 1;
  let max = 0;
  for (const c of counts) max = Math.max(max, c);
  return max / traces.length;
}

/** Share of tests whose lesson counts are within floor/ceil of the quota at every length. */
export function withinQuota(
  traces: readonly Trace[],
  bank: readonly CatItem[],
  targets: Record<string, number>,
  length: number,
): number {
  const lessons = Object.keys(targets);
  const total = lessons.reduce((s, l) => s + (targets[l] as number), 0);
  let ok = 0;
  for (const trace of traces) {
    const counts = new Map<string, number>();
    let good = true;
    trace.items.slice(0, length).forEach((index, k) => {
      const lesson = (bank[index] as CatItem).lesson;
      counts.set(lesson, (counts.get(lesson) ?? 0) + 1);
      for (const l of lessons) {
        const q = ((targets[l] as number) / total) * (k + 1);
        const c = counts.get(l) ?? 0;
        if (c < Math.floor(q + 1e-9) || c > Math.ceil(q - 1e-9)) good = false;
      }
    });
    if (good) ok += 1;
  }
  return ok / traces.length;
}

/** Smallest test length whose RMSE is at most `target` (null if never within the traces). */
export function lengthToReach(
  traces: readonly Trace[],
  thetas: Float64Array,
  target: number,
  max: number,
): number | null {
  for (let k = 1; k <= max; k += 1) if (statsAt(traces, thetas, k).rmse <= target) return k;
  return null;
}
