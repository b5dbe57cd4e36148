import { describe, expect, it } from 'vitest';
import { containsMath, mathToPlainText } from './math-to-plain-text';

describe('mathToPlainText', () => {
  it('reads fractions, roots, degrees and symbols', () => {
    expect(mathToPlainText('$\\frac{\\sqrt{2}}{2}$')).toBe('√2/2');
    expect(mathToPlainText('$\\frac{1}{2}$')).toBe('1/2');
    expect(mathToPlainText('$5\\sqrt{3}$ cm')).toBe('5√3 cm');
    expect(mathToPlainText('$30^\\circ$')).toBe('30°');
    expect(mathToPlainText('$\\frac{\\pi}{3}$ rad')).toBe('π/3 rad');
    expect(mathToPlainText('$\\sin \\theta = \\frac{x + 1}{2}$')).toBe('sin θ = (x + 1)/2');
    expect(mathToPlainText('$5\\mbox{ cm}$')).toBe('5 cm');
  });

  it('leaves plain text alone and tells whether there is math', () => {
    expect(mathToPlainText('4 cm')).toBe('4 cm');
    expect(containsMath('4 cm')).toBe(false);
    expect(containsMath('$1$')).toBe(true);
  });
});
