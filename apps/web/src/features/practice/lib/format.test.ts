import { describe, expect, it } from 'vitest';
import {
  chipScoreColor,
  completionScoreColor,
  formatAverageTime,
  formatElapsed,
  formatPracticeDate,
  formatScore,
} from './format';

describe('practice formatting', () => {
  it('shows elapsed time as m:ss', () => {
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(9)).toBe('0:09');
    expect(formatElapsed(65)).toBe('1:05');
    expect(formatElapsed(3725)).toBe('62:05');
    expect(formatElapsed(-4)).toBe('0:00');
  });

  it('shows scores and averages with one decimal', () => {
    expect(formatScore(66.666)).toBe('66.7%');
    expect(formatScore(100)).toBe('100.0%');
    expect(formatAverageTime(12.34)).toBe('12.3s');
    expect(formatAverageTime(7)).toBe('7.0s');
    expect(formatAverageTime(null)).toBe('N/A');
  });

  it('formats dates as dd/mm/yyyy hh:mm am/pm', () => {
    expect(formatPracticeDate(new Date(2026, 2, 4, 9, 5).toISOString())).toBe(
      '04/03/2026 09:05 am',
    );
    expect(formatPracticeDate(new Date(2026, 10, 22, 15, 40).toISOString())).toBe(
      '22/11/2026 03:40 pm',
    );
    expect(formatPracticeDate(new Date(2026, 0, 1, 0, 7).toISOString())).toBe(
      '01/01/2026 12:07 am',
    );
    expect(formatPracticeDate('not a date')).toBe('not a date');
  });

  it('colours the completion score green, amber and red at 70 and 50', () => {
    expect(completionScoreColor(70)).toBe('success');
    expect(completionScoreColor(69.9)).toBe('warning');
    expect(completionScoreColor(50)).toBe('warning');
    expect(completionScoreColor(49.9)).toBe('error');
  });

  it('colours history and review chips green at 70, otherwise amber', () => {
    expect(chipScoreColor(70)).toBe('success');
    expect(chipScoreColor(10)).toBe('warning');
  });
});
