/**
 * Days and weeks as a student lives them, in an IANA time zone (the streak, the daily goal and
 * the weekly mastery counts of the dashboard). Pure: no clock, no I/O.
 *
 * A day is named by its calendar date, 'YYYY-MM-DD'. Finding an instant's date needs the zone's
 * UTC offset at that instant; Intl gives it, but slowly (microseconds per call), and a student
 * with thousands of answers would pay it thousands of times. So the offset is read once per UTC
 * day: when the offset at the day's start and at its end agree, no change of clocks (DST) fell in
 * between (a zone changes at most once a day) and every instant of that UTC day shares it.
 */

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of a UTC calendar date given as milliseconds at its midnight. */
function isoDate(utcMidnightMs: number): string {
  return new Date(utcMidnightMs).toISOString().slice(0, 10);
}

/** Milliseconds of 'YYYY-MM-DD' at 00:00 UTC. */
function utcMidnightOf(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

/** The calendar date `days` after `day` (negative: before). */
export function addDays(day: string, days: number): string {
  return isoDate(utcMidnightOf(day) + days * DAY_MS);
}

/** The Monday of the week `day` falls in (weeks run Monday to Sunday). */
export function mondayOf(day: string): string {
  const weekday = new Date(utcMidnightOf(day)).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** Whole days from `from` to `to` (calendar dates). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnightOf(to) - utcMidnightOf(from)) / DAY_MS);
}

/** The calendar of one time zone, with its offsets remembered per UTC day. */
export class ZonedCalendar {
  private readonly format: Intl.DateTimeFormat;
  private readonly dayOffsets = new Map<number, number | null>();

  /** Throws a RangeError for a zone Intl does not know (the contract refuses those first). */
  constructor(readonly timeZone: string) {
    this.format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
  }

  /** The zone's offset from UTC at `ms`, in milliseconds (Cairo in winter: +2 h). */
  offsetAt(ms: number): number {
    const whole = Math.floor(ms / 1000) * 1000;
    const parts: Record<string, number> = {};
    for (const part of this.format.formatToParts(whole)) {
      if (part.type !== 'literal') parts[part.type] = Number(part.value);
    }
    const local = Date.UTC(
      parts.year ?? 1970,
      (parts.month ?? 1) - 1,
      parts.day ?? 1,
      parts.hour ?? 0,
      parts.minute ?? 0,
      parts.second ?? 0,
    );
    return local - whole;
  }

  /** The offset shared by the whole UTC day of `ms`, or null when the clocks change that day. */
  private steadyOffsetOfUtcDay(ms: number): number | null {
    const utcDay = Math.floor(ms / DAY_MS);
    let offset = this.dayOffsets.get(utcDay);
    if (offset === undefined) {
      const start = this.offsetAt(utcDay * DAY_MS);
      offset = start === this.offsetAt(utcDay * DAY_MS + DAY_MS - 1000) ? start : null;
      this.dayOffsets.set(utcDay, offset);
    }
    return offset;
  }

  /** The calendar date, in the zone, of an instant. */
  dayOf(at: Date | number): string {
    const ms = typeof at === 'number' ? at : at.getTime();
    const offset = this.steadyOffsetOfUtcDay(ms) ?? this.offsetAt(ms);
    return isoDate(Math.floor((ms + offset) / DAY_MS) * DAY_MS);
  }

  /**
   * The instant a calendar date begins in the zone (its local midnight; where clocks skip
   * midnight, the first instant that exists after it).
   */
  startOfDay(day: string): Date {
    const wall = utcMidnightOf(day);
    // Two rounds settle the offset (the first guess may sit across a change of clocks).
    let guess = wall - this.offsetAt(wall);
    guess = wall - this.offsetAt(guess);
    if (this.dayOf(guess) !== day) {
      // Midnight does not exist that day (clocks jumped over it): the first hour that does.
      for (let hour = 1; hour <= 3 && this.dayOf(guess) !== day; hour += 1) {
        guess = wall + hour * 3_600_000 - this.offsetAt(wall + hour * 3_600_000);
      }
    }
    return new Date(guess);
  }
}
