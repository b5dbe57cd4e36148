import { describe, expect, it } from 'vitest';
import { countBefore, PastWeeksCache } from './past-weeks-cache';

describe('countBefore', () => {
  it('counts the sorted times strictly before a limit', () => {
    const times = [10, 20, 20, 30];
    expect(countBefore(times, 5)).toBe(0);
    expect(countBefore(times, 20)).toBe(1);
    expect(countBefore(times, 21)).toBe(3);
    expect(countBefore(times, 99)).toBe(4);
    expect(countBefore([], 1)).toBe(0);
  });
});

describe('PastWeeksCache', () => {
  it('keeps weeks per student and time zone', () => {
    const cache = new PastWeeksCache();
    const counts = { 'not-started': 1, attempted: 0, familiar: 0, proficient: 0, mastered: 0 };
    cache.weeksOf('a', 'UTC').set('2026-11-02', { answersBefore: 3, counts });
    expect(cache.weeksOf('a', 'UTC').get('2026-11-02')).toEqual({ answersBefore: 3, counts });
    expect(cache.weeksOf('a', 'Africa/Cairo').size).toBe(0);
    expect(cache.weeksOf('b', 'UTC').size).toBe(0);
  });
});
