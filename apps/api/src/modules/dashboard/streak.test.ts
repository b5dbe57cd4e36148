import { describe, expect, it } from 'vitest';
import { streakOf } from './streak';

describe('streakOf', () => {
  it('is nothing without an active day', () => {
    expect(streakOf(new Set(), '2026-11-26')).toEqual({ days: 0, activeToday: false });
  });

  it('counts the run ending today', () => {
    const days = new Set(['2026-11-24', '2026-11-25', '2026-11-26']);
    expect(streakOf(days, '2026-11-26')).toEqual({ days: 3, activeToday: true });
  });

  it('counts the run ending yesterday while today has nothing yet', () => {
    const days = new Set(['2026-11-24', '2026-11-25']);
    expect(streakOf(days, '2026-11-26')).toEqual({ days: 2, activeToday: false });
  });

  it('stops at the first day without activity, across a month', () => {
    const days = new Set(['2026-10-28', '2026-10-30', '2026-10-31', '2026-11-01']);
    expect(streakOf(days, '2026-11-01')).toEqual({ days: 3, activeToday: true });
  });

  it('is broken when neither today nor yesterday counts', () => {
    const days = new Set(['2026-11-23', '2026-11-24']);
    expect(streakOf(days, '2026-11-26')).toEqual({ days: 0, activeToday: false });
  });
});
