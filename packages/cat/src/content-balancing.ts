/**
 * Content balancing to lesson targets with a quota guarantee at every test length: after k items,
 * lesson l (target share t_l, shares summing to 1) has between floor(t_l k) and ceil(t_l k) items.
 *
 * This is the "quota" property of apportionment (Balinski & Young 1975, "The quota method of
 * apportionment", American Mathematical Monthly 82(7)): a house-monotone sequence that stays within
 * quota at every size exists for any shares. Here the CAT keeps as much freedom as possible: a
 * lesson is allowed for the next item when, after taking it, the remaining test can still be
 * completed within quota up to the maximum length. Completion is checked by earliest-deadline-first
 * scheduling, which is optimal for unit jobs with integer release times and deadlines (Jackson
 * 1955; Horn 1974): the n-th item of lesson l is released at the first length j with
 * ceil(t_l j) >= n and due at the first j with floor(t_l j) >= n.
 */
const EPS = 1e-9;
const lowerQuota = (share: number, length: number): number => Math.floor(share * length + EPS);
const upperQuota = (share: number, length: number): number => Math.ceil(share * length - EPS);

/** Whether lesson counts after `length` items are within quota now and completable to `horizon`. */
export function isCompletable(
  counts: Int32Array,
  length: number,
  shares: Float64Array,
  horizon: number,
  scratch: Int32Array = new Int32Array(counts.length),
): boolean {
  const lessons = counts.length;
  for (let l = 0; l < lessons; l += 1) {
    const c = counts[l] as number;
    const t = shares[l] as number;
    if (c < lowerQuota(t, length) || c > upperQuota(t, length)) return false;
    scratch[l] = c;
  }
  for (let j = length + 1; j <= horizon; j += 1) {
    let pick = -1;
    let pickDeadline = Infinity;
    for (let l = 0; l < lessons; l += 1) {
      const t = shares[l] as number;
      const c = scratch[l] as number;
      if (c + 1 > upperQuota(t, j)) continue;
      const deadline = t > 0 ? Math.ceil((c + 1) / t - EPS) : Infinity;
      if (deadline < pickDeadline) {
        pickDeadline = deadline;
        pick = l;
      }
    }
    if (pick < 0) return false;
    scratch[pick] = (scratch[pick] as number) + 1;
    for (let l = 0; l < lessons; l += 1) {
      if ((scratch[l] as number) < lowerQuota(shares[l] as number, j)) return false;
    }
  }
  return true;
}

/**
 * Marks in `allowed` the lessons that may supply item number length + 1. Returns how many are
 * allowed (0 only if the counts already broke quota, e.g. after items chosen outside the engine).
 */
export function allowedLessons(
  counts: Int32Array,
  length: number,
  shares: Float64Array,
  horizon: number,
  allowed: Uint8Array,
  scratch: Int32Array = new Int32Array(counts.length),
): number {
  let n = 0;
  const h = Math.max(horizon, length + 1);
  for (let l = 0; l < counts.length; l += 1) {
    counts[l] = (counts[l] as number) + 1;
    const ok = (shares[l] as number) > 0 && isCompletable(counts, length + 1, shares, h, scratch);
    counts[l] = (counts[l] as number) - 1;
    allowed[l] = ok ? 1 : 0;
    if (ok) n += 1;
  }
  return n;
}

/** Normalises targets over the lessons of the bank; lessons without a target get share 0. */
export function lessonShares(
  lessons: readonly string[],
  targets: Readonly<Record<string, number>>,
  lessonHasItems: (lesson: number) => boolean,
): Float64Array | null {
  const shares = new Float64Array(lessons.length);
  let total = 0;
  lessons.forEach((lesson, l) => {
    const t = targets[lesson] ?? 0;
    if (!(t >= 0)) throw new Error(`lesson target for ${lesson} must be >= 0`);
    if (t > 0 && lessonHasItems(l)) {
      shares[l] = t;
      total += t;
    }
  });
  if (total <= 0) return null;
  for (let l = 0; l < shares.length; l += 1) shares[l] = (shares[l] as number) / total;
  return shares;
}
