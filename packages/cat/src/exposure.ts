/**
 * Online exposure control by item eligibility against a running exposure rate, shared by every
 * session of an engine (in the spirit of the item-eligibility method of van der Linden &
 * Veldkamp 2004, "Constraining item exposure in computerized adaptive testing with shadow tests",
 * JEBS 29(3), and the conditional-rate bookkeeping of Chen, Lei & Liao 2008).
 *
 * Rule: item i may be given to the current student only if, after giving it, its count stays
 * within the cap of the sessions started so far,
 *
 *   n_i + 1 <= max(r_max * S, 1),
 *
 * where S counts sessions started (the current one included). Because S only grows, every item's
 * final exposure rate n_i / S is at most max(r_max, 1 / S): the bound holds at any moment of the
 * stream, not only in expectation, and needs no pre-simulation (unlike Sympson-Hetter 1985).
 * The counters are plain numbers the server persists and passes back (`exposureSnapshot()`).
 */
export type ExposureSnapshot = { sessions: number; counts: Record<string, number> };

export class ExposureControl {
  readonly counts: Float64Array;
  sessions = 0;
  readonly maxRate: number;

  constructor(size: number, maxRate: number) {
    if (!(maxRate > 0 && maxRate <= 1))
      throw new Error(`maxExposure must be in (0, 1], got ${maxRate}`);
    this.counts = new Float64Array(size);
    this.maxRate = maxRate;
  }

  /** The largest count an item may reach in the current state: max(r_max * S, 1). */
  cap(): number {
    return Math.max(this.maxRate * this.sessions, 1);
  }

  isEligible(index: number, cap = this.cap()): boolean {
    return (this.counts[index] as number) + 1 <= cap + 1e-9;
  }

  recordSession(): void {
    this.sessions += 1;
  }

  recordAdministration(index: number): void {
    this.counts[index] = (this.counts[index] as number) + 1;
  }

  snapshot(ids: readonly string[]): ExposureSnapshot {
    const counts: Record<string, number> = {};
    ids.forEach((id, i) => {
      const n = this.counts[i] as number;
      if (n > 0) counts[id] = n;
    });
    return { sessions: this.sessions, counts };
  }

  restore(snapshot: ExposureSnapshot, indexById: ReadonlyMap<string, number>): void {
    if (!(snapshot.sessions >= 0)) throw new Error('exposure snapshot: sessions must be >= 0');
    this.sessions = snapshot.sessions;
    this.counts.fill(0);
    for (const [id, n] of Object.entries(snapshot.counts)) {
      const index = indexById.get(id);
      // Items removed from the bank since the snapshot are ignored.
      if (index !== undefined) this.counts[index] = n;
    }
  }
}
