import { describe, expect, it } from 'vitest';
import {
  chipScoreColor,
  completionScoreColor,
  formatAverageTime,
  formatElapsed,
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
