/**
 * Chooses the next item: a screening pass over the whole bank keeps the K most informative
 * eligible items at the current estimate (maximum Fisher information, Lord 1980), then the final
 * choice among them uses the configured criterion (expected posterior variance by default). With
 * `randomesque` > 1 the item is drawn among the best few (Kingsbury & Zara 1989).
 *
 * Eligibility: not yet given in this session, not to be avoided, not met recently, of a template
 * this session has not given, in a lesson, a unit and a format allowed by content balancing, and within
 * the exposure cap. If nothing is eligible the constraints are relaxed, weakest first
 * (`relaxations`): the exposure cap, the format quota, the template rule, the lesson and unit
 * quotas (together); then
 * the items met recently come back (with the whole ladder again), and only last the items to
 * avoid. So a test never stalls while items remain, an item repeats a template of this session
 * only when its lesson has no item of another template left, and an avoided item is given only
 * when nothing else is left.
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
  /** Per-item 1 for items met recently (SessionStart.recent), given up before `avoided`; or null. */
  recent?: Uint8Array | null;
  /** Per-template 1 for templates this session has given, or null (no template rule). */
  usedTemplates?: Uint8Array | null;
  /** Per-lesson 0/1, or null when content balancing is off. */
  allowedLessons: Uint8Array | null;
  /** Per-unit 0/1, or null when unit balancing is off; relaxed together with the lesson quota. */
  allowedUnits?: Uint8Array | null;
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

/** Which constraints a screening pass applies. */
type Constraints = {
  lessons: boolean;
  formats: boolean;
  exposure: boolean;
  template: boolean;
  avoid: boolean;
  recent: boolean;
};

/** Fills `indices`/`scores` with the top-K items by Fisher information; returns how many. */
function screen(
  input: SelectionInput,
  use: Constraints,
  indices: Int32Array,
  scores: Float64Array,
): number {
  const { bank, administered, allowedLessons, exposure, theta } = input;
  const avoided = use.avoid ? (input.avoided ?? null) : null;
  const recent = use.recent ? (input.recent ?? null) : null;
  const usedTemplates = use.template ? (input.usedTemplates ?? null) : null;
  const allowedFormats = input.allowedFormats ?? null;
  const allowedUnits = input.allowedUnits ?? null;
  const unitOf = bank.unitOf;
  const formatOf = bank.formatOf;
  const templateOf = bank.templateOf;
  const k = indices.length;
  let n = 0;
  const lessonOf = bank.lessonOf;
  const counts = exposure?.counts;
  const cap = exposure === null ? Infinity : exposure.cap + 1e-9;
  const power = use.exposure ? input.priorityPower : 0;
  for (let i = 0; i < bank.size; i += 1) {
    if (administered[i] === 1) continue;
    if (avoided !== null && avoided[i] === 1) continue;
    if (recent !== null && recent[i] === 1) continue;
    if (usedTemplates !== null) {
      const template = templateOf[i] as number;
      if (template >= 0 && usedTemplates[template] === 1) continue;
    }
    if (use.lessons && allowedLessons !== null && allowedLessons[lessonOf[i] as number] === 0)
      continue;
    if (use.lessons && allowedUnits !== null && allowedUnits[unitOf[i] as number] === 0) continue;
    if (use.formats && allowedFormats !== null && allowedFormats[formatOf[i] as number] === 0)
      continue;
    if (use.exposure && counts !== undefined && (counts[i] as number) + 1 > cap) continue;
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

/**
 * Constraint sets in the order selection tries them, each a little looser. Without templates:
 * quotas and exposure cap, quotas alone, nothing. With templates the template rule outranks the
 * format quota and the exposure cap but not the lesson quota: a template is repeated only in a
 * lesson that has no other template left.
 */
function relaxations(input: SelectionInput): Constraints[] {
  const ladder = (avoid: boolean, recent: boolean): Constraints[] => {
    const rung = (lessons: boolean, formats: boolean, exposure: boolean, template: boolean) => ({
      lessons,
      formats,
      exposure,
      template,
      avoid,
      recent,
    });
    if (input.usedTemplates == null)
      return [
        rung(true, true, true, false),
        rung(true, true, false, false),
        rung(false, false, false, false),
      ];
    return [
      rung(true, true, true, true),
      rung(true, true, false, true),
      rung(true, false, false, true),
      rung(true, true, false, false),
      rung(false, false, false, true),
      rung(false, false, false, false),
    ];
  };
  const hasAvoid = input.avoided != null;
  const tiers: Constraints[] = [];
  if (input.recent != null) tiers.push(...ladder(hasAvoid, true));
  if (hasAvoid) tiers.push(...ladder(true, false));
  tiers.push(...ladder(false, false));
  return tiers;
}

/** Returns the bank index of the next item, or -1 when every item has been given. */
export function selectItem(input: SelectionInput): number {
  const k = Math.max(1, input.shortlist, input.randomesque);
  const indices = new Int32Array(k);
  const scores = new Float64Array(k);
  let n = 0;
  for (const use of relaxations(input)) {
    n = screen(input, use, indices, scores);
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
