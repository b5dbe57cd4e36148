import type { MasteryWeek } from '@exam/contract';

/**
 * The weekly mastery counts of weeks that are over, kept between requests: a past week's count
 * depends only on the answers given before its end and on the bank's items, so it is computed
 * once instead of at every visit to the dashboard (the one costly part of the answer for a
 * student with months of history). An entry is reused only while the number of answers before
 * the week's end is the one it was computed from (an exam finalised late adds answers to a past
 * week: the count changes and the week is computed again). Callers keep one cache per bank
 * catalogue, so a changed bank starts afresh. At most KEPT_STUDENTS students per cache, the
 * least recently seen dropped first.
 */
const KEPT_STUDENTS = 2000;

interface PastWeek {
  answersBefore: number;
  counts: MasteryWeek['counts'];
}

export class PastWeeksCache {
  private readonly students = new Map<string, Map<string, PastWeek>>();

  /** The weeks kept for a student in a time zone (marked as just seen). */
  weeksOf(userId: string, timeZone: string): Map<string, PastWeek> {
    const key = `${userId}\n${timeZone}`;
    let weeks = this.students.get(key);
    if (weeks) {
      this.students.delete(key);
    } else {
      weeks = new Map();
      if (this.students.size >= KEPT_STUDENTS) {
        const oldest = this.students.keys().next().value;
        if (oldest !== undefined) this.students.delete(oldest);
      }
    }
    this.students.set(key, weeks);
    return weeks;
  }
}

/** How many of `sortedTimes` (ascending) are before `limit`. */
export function countBefore(sortedTimes: readonly number[], limit: number): number {
  let low = 0;
  let high = sortedTimes.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((sortedTimes[mid] as number) < limit) low = mid + 1;
    else high = mid;
  }
  return low;
}
