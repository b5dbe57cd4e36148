import { describe, expect, it } from 'vitest';
import {
  averageOneDecimal,
  clampUnit,
  isExpiryCredible,
  isOverdue,
  isWithinGrace,
  remainingSecondsAt,
  timeSpentSeconds,
} from './attempt-rules';

const deadline = new Date('2026-01-01T10:00:00.000Z');
const at = (offsetMs: number) => new Date(deadline.getTime() + offsetMs);

describe('exam timing rules', () => {
  it('rounds remaining time up to whole seconds and never below zero', () => {
    expect(remainingSecondsAt(deadline, at(-60_000))).toBe(60);
    expect(remainingSecondsAt(deadline, at(-59_001))).toBe(60);
    expect(remainingSecondsAt(deadline, at(-1))).toBe(1);
    expect(remainingSecondsAt(deadline, at(0))).toBe(0);
    expect(remainingSecondsAt(deadline, at(5_000))).toBe(0);
  });

  it('scores answers up to and including deadline + 10 s', () => {
    expect(isWithinGrace(deadline, at(10_000))).toBe(true);
    expect(isOverdue(deadline, at(10_000))).toBe(false);
    expect(isWithinGrace(deadline, at(10_001))).toBe(false);
    expect(isOverdue(deadline, at(10_001))).toBe(true);
  });

  it('believes a client time-out only within the grace before the deadline', () => {
    expect(isExpiryCredible(deadline, at(-10_000))).toBe(true);
    expect(isExpiryCredible(deadline, at(-10_001))).toBe(false);
    expect(isExpiryCredible(deadline, at(3_000))).toBe(true);
  });

  it('takes the client time only when it is a number within the server measure', () => {
    const served = at(-40_000);
    const answered = at(-10_000);
    expect(timeSpentSeconds(served, answered)).toBe(30);
    expect(timeSpentSeconds(served, answered, 1_000, 13_500)).toBe(12.5);
    expect(timeSpentSeconds(served, answered, 0, 31_000)).toBe(30);
    expect(timeSpentSeconds(served, answered, 5_000, 1_000)).toBe(30);
    expect(timeSpentSeconds(served, answered, 1_000)).toBe(30);
    expect(timeSpentSeconds(served, answered, '2026-01-01T00:00:00Z', '2026-01-01T00:00:07Z')).toBe(
      7,
    );
    expect(timeSpentSeconds(answered, served)).toBe(0);
  });

  it('averages to one decimal and clamps scores to 0..1', () => {
    expect(averageOneDecimal([])).toBe(0);
    expect(averageOneDecimal([1, 2, 2])).toBe(1.7);
    expect(clampUnit(1.0000001)).toBe(1);
    expect(clampUnit(-0.1)).toBe(0);
    expect(clampUnit(Number.NaN)).toBe(0);
  });
});
