import { describe, expect, it } from 'vitest';
import { checkAnswer } from './check-answer';
import { readAnswer } from './read-answer';

describe('readAnswer (the "Read as" preview)', () => {
  it.each([
    ['3√2', '3 \\sqrt{2}', '4.243'],
    ['sqrt(3)/2', '\\frac{\\sqrt{3}}{2}', '0.866'],
    ['2π/3', '\\frac{2 \\pi}{3}', '2.094'],
    // Typed left to right, 1/2π is a half of π: the preview shows it, so a student who meant
    // 1/(2π) sees the difference before sending.
    ['1/2π', '\\frac{1}{2} \\pi', '1.571'],
    ['1/(2π)', '\\frac{1}{2 \\pi}', '0.1592'],
    ['1 1/2', '1\\frac{1}{2}', '1.5'],
    ['2^3', '2^{3}', null],
    ['cos 13°', '\\cos 13^{\\circ}', '0.9744'],
    ['x = 30°', '30^{\\circ}', null],
    ['5.6', '5.6', null],
    ['126 sq cm', '126\\ \\text{cm}^{2}', null],
  ])('reads %s as %s (about %s)', (typed, tex, approx) => {
    expect(readAnswer(typed)).toMatchObject({ kind: 'math', tex, approx });
  });

  it('reads lists, points and general solutions as the checker splits them', () => {
    expect(readAnswer('30°, 150°')).toMatchObject({ tex: '30^{\\circ},\\ 150^{\\circ}' });
    expect(readAnswer('150 210')).toMatchObject({ text: '150, 210' });
    expect(readAnswer('(3, -4)')).toMatchObject({ tex: '\\left(3,\\ -4\\right)' });
    expect(readAnswer('2kπ ± π/3')).toMatchObject({
      kind: 'math',
      text: '2kπ + π/3, 2kπ - π/3, k any integer',
    });
  });

  it('reads words as words, and says when it cannot read the input', () => {
    expect(readAnswer('no solution')).toEqual({ kind: 'words', text: 'no solution' });
    expect(readAnswer('')).toEqual({ kind: 'empty' });
    expect(readAnswer('   ')).toEqual({ kind: 'empty' });
    for (const typed of ['3++', '√', '1/0', '(2', 'x = ±3', '7'.repeat(501)]) {
      expect(readAnswer(typed)).toEqual({ kind: 'unreadable' });
    }
  });

  it('reads what the checker reads: every readable value here is marked by its value', () => {
    for (const typed of ['3√2', '2π/3', '√3/2', '1 1/2', '2^3']) {
      const reading = readAnswer(typed);
      expect(reading.kind).toBe('math');
      const approx = reading.kind === 'math' ? reading.approx : null;
      const key = approx ?? typed;
      expect(checkAnswer({ type: 'short_answer', answer: typed }, key).correct).toBe(true);
    }
  });
});
