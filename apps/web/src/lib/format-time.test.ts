import { describe, expect, it } from 'vitest';
import { formatCountdown, formatMinutesLeft, formatSeconds } from './format-time';

describe('time formatting', () => {
  it('shows the countdown as m:ss', () => {
    expect(formatCountdown(3600)).toBe('60:00');
    expect(formatCountdown(65)).toBe('1:05');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-3)).toBe('0:00');
  });

  it('shows seconds with one decimal', () => {
    expect(formatSeconds(42.37)).toBe('42.4');
    expect(formatSeconds(55)).toBe('55.0');
    expect(formatSeconds(0.04)).toBe('0.0');
  });

  it('rounds minutes left up', () => {
    expect(formatMinutesLeft(61)).toBe('2 minutes');
    expect(formatMinutesLeft(60)).toBe('1 minute');
    expect(formatMinutesLeft(0)).toBe('0 minutes');
  });
});
