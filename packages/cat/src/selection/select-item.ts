/**
 * Chooses the next item: a screening pass over the whole bank keeps the K most informative
 * eligible items at the current estimate (maximum Fisher information, Lord 1980), then the final
 * choice among them uses the configured criterion (expected posterior variance by default). With
 * `randomesque` > 1 the item is drawn among the best few (Kingsbury & Zara 1989).
 *
 * Eligibility: not yet given in this session, not to be avoided, in a lesson and a format allowed
 * by content balancing, and within the exposure cap. If nothing is eligible the exposure cap is
 * relaxed first, then the content constraints, and only then the items to avoid, so a test never
 * stalls while items remain and never gives an avoided item while another one is left.
 */
import type { CompiledBank } from '../item-bank';
import type { Rng } from '../rng';
import {
  expectedPosteriorVariance,
  fisherAt,
  posteriorWeightedInformation,
  viewPosterior,
} from './criteria';
import { LookAhead } from './look-ahead';

/**
 * 'mfi': maximum Fisher information at the EAP; 'epv': minimum expected posterior variance;
 * 'epv2': the same with a two-step look-ahead (look-ahead.ts); 'mpwi': maximum posterior-weighted
 * information.
 */
export type SelectionCriterion = 'epv' | 'mfi' | 'mpwi' | 'epv2';

export type SelectionInput = {
  bank: CompiledBank;
  weights: Float64Array;
  theta: number;
  administered: Uint8Array;
  /** Per-item 1 for items to give only when nothing else is left (SessionStart.avoid), or null. */
  avoided?: Uint8Array | null;
  /** Per-lesson 0/1, or null when content balancing is off. */
  allowedLessons: Uint8Array | null;
  /** Per-format 0/1, or null when format balancing is off. */
  allowedFormats?: Uint8Array | null;
  /** Exposure cap on counts, with the counts; null when exposure control is off. */
  exposure: { counts: Float64Array; cap: number } | null;
  criterion: SelectionCriterion;
  /**
   * Exponent of the maximum-priority-index factor (1 - n_i / cap)^gamma applied to the
   * information when exposure control is on (Cheng & Chang 2009); 0 disables it.
   */
  priorityPower: number;
  shortlist: number;
  randomesque: number;
  rng: Rng;
};

/** Fills `indices`/`scores` with the top-K items by Fisher information; returns how many. */
function screen(
  input: SelectionInput,
  useContent: boolean,
  useExposure: boolean,
  useAvoid: boolean,
  indices: Int32Array,
  scores: Float64Array,
): number {
  const { bank, administered, allowedLessons, exposure, theta } = input;
  const avoided = useAvoid ? (input.avoided ?? null) : null;
  const allowedFormats = input.allowedFormats ?? null;
  const formatOf = bank.formatOf;
  const k = indices.length;
  let n = 0;
  const lessonOf = bank.lessonOf;
  const counts = exposure?.counts;
  const cap = exposure === null ? Infinity : exposure.cap + 1e-9;
  const power = useExposure ? input.priorityPower : 0;
  for (let i = 0; i < bank.size; i += 1) {
    if (administered[i] === 1) continue;
    if (avoided !== null && avoided[i] === 1) continue;
    if (useContent && allowedLessons !== null && allowedLessons[lessonOf[i] as number] === 0)
      continue;
    if (useContent && allowedFormats !== null && allowedFormats[formatOf[i] as number] === 0)
      continue;
    if (useExposure && counts !== undefined && (counts[i] as number) + 1 > cap) continue;
    let info = fisherAt(bank, i, theta);
    if (power > 0 && counts !== undefined)
      info *= Math.pow(Math.max(1 - (counts[i] as number) / cap, 0), power);
    if (n === k && info <= (scores[k - 1] as number)) continue;
    let pos = n < k ? n : k - 1;
    while (pos > 0 && (scores[pos - 1] as number) < info) {
      scores[pos] = scores[pos - 1] as number;
      indices[pos] = indices[pos - 1] as number;
      pos -= 1;
    }
    scores[pos] = info;
    indices[pos] = i;
    if (n < k) n += 1;
  }
  return n;
}

/** Returns the bank index of the next item, or -1 when every item has been given. */
export function selectItem(input: SelectionInput): number {
  const k = Math.max(1, input.shortlist, input.randomesque);
  const indices = new Int32Array(k);
  const scores = new Float64Array(k);
  let n = 0;
  // Items to avoid come back last: after the exposure cap and the content constraints.
  for (const useAvoid of input.avoided ? [true, false] : [false]) {
    n = screen(input, true, true, useAvoid, indices, scores);
    if (n === 0) n = screen(input, true, false, useAvoid, indices, scores);
    if (n === 0) n = screen(input, false, false, useAvoid, indices, scores);
    if (n > 0) break;
  }
  if (n === 0) return -1;

  if (input.criterion !== 'mfi') {
    const view = viewPosterior(input.weights, input.bank.grid.points);
    const lookAhead =
      input.criterion === 'epv2' ? new LookAhead(input.bank, view, indices.subarray(0, n)) : null;
    for (let r = 0; r < n; r += 1) {
      const i = indices[r] as number;
      // Larger is better for every criterion: EPV enters negated.
      scores[r] =
        lookAhead !== null
          ? -lookAhead.expectedVariance(i)
          : input.criterion === 'epv'
            ? -expectedPosteriorVariance(input.bank, i, view)
            : posteriorWeightedInformation(input.bank, i, view);
    }
    // Sort the shortlist by the final score (insertion sort; K is small). Ties keep bank order.
    for (let r = 1; r < n; r += 1) {
      const s = scores[r] as number;
      const i = indices[r] as number;
      let pos = r;
      while (pos > 0 && (scores[pos - 1] as number) < s) {
        scores[pos] = scores[pos - 1] as number;
        indices[pos] = indices[pos - 1] as number;
        pos -= 1;
      }
      scores[pos] = s;
      indices[pos] = i;
    }
  }
  const pool = Math.min(n, Math.max(1, input.randomesque));
  const pick = pool === 1 ? 0 : Math.floor(input.rng() * pool);
  return indices[pick] as number;
}
