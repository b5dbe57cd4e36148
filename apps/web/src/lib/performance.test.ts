import { describe, expect, it } from 'vitest';
import { formatPercent, performanceChipColor, scoreColor } from './performance';

describe('performance helpers', () => {
  it('colours the chip green from 0.7, amber from 0.5 and red below (docs/product.md §9)', () => {
    expect(performanceChipColor(0.7)).toBe('success');
    expect(performanceChipColor(0.95)).toBe('success');
    expect(performanceChipColor(0.69)).toBe('warning');
    expect(performanceChipColor(0.5)).toBe('warning');
    expect(performanceChipColor(0.49)).toBe('error');
  });

  it('colours practice and trial scores green from 70, amber from 50 and red below (docs/product.md §9)', () => {
    expect(scoreColor(70)).toBe('success');
    expect(scoreColor(69.9)).toBe('warning');
    expect(scoreColor(50)).toBe('warning');
    expect(scoreColor(49.9)).toBe('error');
  });

  it('shows performance as a percentage with one decimal', () => {
    expect(formatPercent(0.8125)).toBe('81.3%');
    expect(formatPercent(1)).toBe('100.0%');
    expect(formatPercent(0)).toBe('0.0%');
  });
});
