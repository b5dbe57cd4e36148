import { describe, expect, it } from 'vitest';
import { answerToTex } from './answer-tex';

describe('answerToTex', () => {
  it.each([
    ['√3/2', String.raw`\frac{\sqrt{3}}{2}`],
    ['3π/4', String.raw`\frac{3\pi }{4}`],
    ['18 + 9π/4', String.raw`18 + \frac{9\pi }{4}`],
    ['(√3/2, 1/2)', String.raw`(\frac{\sqrt{3}}{2}, \frac{1}{2})`],
    ['2√3', String.raw`2\sqrt{3}`],
    ['√(3)/(2)', String.raw`\frac{\sqrt{3}}{2}`],
    ['-295°', String.raw`-295^\circ`],
    ['57.3°', String.raw`57.3^\circ`],
    ['π', String.raw`\pi `],
    ['2.5 rad', String.raw`2.5\ \text{rad}`],
    ['24/25', String.raw`\frac{24}{25}`],
  ])('typesets %s as %s', (answer, tex) => {
    expect(answerToTex(answer)).toBe(tex);
  });

  it.each(['12', 'The third quadrant', '', 'x/2', '<b>1</b>/2'])(
    'leaves %j as written',
    (answer) => {
      expect(answerToTex(answer)).toBeNull();
    },
  );
});
