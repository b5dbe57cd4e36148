import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, mondayOf, ZonedCalendar } from './zoned-days';

describe('calendar dates', () => {
  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-20', '2026-11-26')).toBe(6);
  });

  it('finds the Monday of a week (Monday to Sunday)', () => {
    expect(mondayOf('2026-11-26')).toBe('2026-11-23'); // a Thursday
    expect(mondayOf('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // a Sunday
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
  });
});

describe('ZonedCalendar', () => {
  it("names an instant's date in the zone", () => {
    const cairo = new ZonedCalendar('Africa/Cairo');
    expect(cairo.dayOf(new Date('2026-11-25T23:30:00Z'))).toBe('2026-11-26'); // +2 in winter
    expect(cairo.dayOf(new Date('2026-11-25T21:59:59Z'))).toBe('2026-11-25');
    expect(cairo.dayOf(new Date('2026-11-25T22:00:00Z'))).toBe('2026-11-26');
    expect(cairo.dayOf(new Date('2026-07-15T21:30:00Z'))).toBe('2026-07-16'); // +3 in summer
    expect(cairo.dayOf(new Date('2026-07-15T20:30:00Z'))).toBe('2026-07-15');
    const utc = new ZonedCalendar('UTC');
    expect(utc.dayOf(Date.parse('2026-11-25T23:30:00Z'))).toBe('2026-11-25');
    const newYork = new ZonedCalendar('America/New_York');
    expect(newYork.dayOf(new Date('2026-11-26T03:00:00Z'))).toBe('2026-11-25');
  });

  it('agrees with Intl at every hour across the changes of clocks', () => {
    for (const zone of [
      'Africa/Cairo',
      'Europe/London',
      'America/Santiago',
      'Australia/Lord_Howe',
    ]) {
      const calendar = new ZonedCalendar(zone);
      const format = new Intl.DateTimeFormat('en-CA', { timeZone: zone });
      for (
        let ms = Date.parse('2026-01-01T00:00:00Z');
        ms < Date.parse('2027-01-01T00:00:00Z');
        ms += 3_600_000
      ) {
        expect(calendar.dayOf(ms), `${zone} ${new Date(ms).toISOString()}`).toBe(format.format(ms));
      }
    }
  });

  it('finds the instant a date begins, even when the clocks skip its midnight', () => {
    const cairo = new ZonedCalendar('Africa/Cairo');
    expect(cairo.startOfDay('2026-11-26').toISOString()).toBe('2026-11-25T22:00:00.000Z');
    expect(cairo.startOfDay('2026-07-16').toISOString()).toBe('2026-07-15T21:00:00.000Z');
    // Egypt moves its clocks from 00:00 to 01:00 on the last Friday of April.
    const start = cairo.startOfDay('2026-04-24');
    expect(cairo.dayOf(start)).toBe('2026-04-24');
    expect(cairo.dayOf(start.getTime() - 1)).toBe('2026-04-23');
    const london = new ZonedCalendar('Europe/London');
    expect(london.startOfDay('2026-03-29').toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(london.startOfDay('2026-03-30').toISOString()).toBe('2026-03-29T23:00:00.000Z');
  });

  it('refuses a zone Intl does not know', () => {
    expect(() => new ZonedCalendar('Mars/Olympus')).toThrow(RangeError);
  });
});
