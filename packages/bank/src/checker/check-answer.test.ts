import { describe, expect, it } from 'vitest';
import { checkAnswer, UNREADABLE_REASON } from './check-answer';
import { CHECKER_CORPUS } from './checker-corpus';

describe('answer checker corpus', () => {
  it('holds at least 300 reference cases', () => {
    expect(CHECKER_CORPUS.length).toBeGreaterThanOrEqual(300);
  });

  it.each(CHECKER_CORPUS.map((c) => [c[0], c[1], c[2], c[3] ?? {}] as const))(
    'answer %s, typed %s -> %s',
    (expected, given, verdict, settings) => {
      const result = checkAnswer({ type: 'short_answer', answer: expected, ...settings }, given);
      expect(result.correct, result.reason).toBe(verdict);
      expect(result.reason.length).toBeGreaterThan(3);
    },
  );
});

describe('checkAnswer reasons', () => {
  it('explains an accepted approximation', () => {
    const result = checkAnswer({ type: 'short_answer', answer: '3√2' }, '4.243');
    expect(result).toMatchObject({ correct: true, interpretedAs: '4.243' });
    expect(result.reason).toBe('Correct: 3√2 ≈ 4.243 matches 4.243');
  });

  it('asks for two decimal places when a rounding is too coarse', () => {
    const result = checkAnswer({ type: 'short_answer', answer: '3√2' }, '4.2');
    expect(result.reason).toBe('Your answer 4.2 is not accurate enough: give two decimal places');
  });

  it('asks for the rounding the question sets', () => {
    const result = checkAnswer({ type: 'short_answer', answer: '114.6', decimals: 1 }, '115');
    expect(result.reason).toBe('Your answer 115 is not accurate enough: give one decimal place');
  });

  it('says when a sign is wrong', () => {
    expect(checkAnswer({ type: 'short_answer', answer: '-4/5' }, '4/5').reason).toMatch(/sign/);
  });

  it('reports an unreadable answer without throwing', () => {
    for (const given of ['', 'abc', '((', '√', '1/0', '\\frac{1}', '\u0000', '🙂']) {
      expect(checkAnswer({ type: 'short_answer', answer: '5' }, given)).toMatchObject({
        correct: false,
        reason: UNREADABLE_REASON,
      });
    }
  });

  it('tells a partial set of solutions', () => {
    const result = checkAnswer({ type: 'short_answer', answer: '30°, 150°' }, '30°');
    expect(result.correct).toBe(false);
    expect(result.reason).toMatch(/1 of the 2/);
  });

  it('asks for degrees or radians as the answer needs', () => {
    expect(checkAnswer({ type: 'short_answer', answer: '30°' }, 'π/6').reason).toBe(
      'Give your answer in degrees',
    );
    expect(checkAnswer({ type: 'short_answer', answer: 'π/6' }, '30°').reason).toBe(
      'Give your answer in radians',
    );
  });
});

describe('checkAnswer for MCQ', () => {
  const question = {
    type: 'MCQ' as const,
    answer: '$\\frac{3}{5}$',
    options: ['$\\frac{4}{5}$', '$\\frac{3}{5}$', '$\\frac{3}{4}$', '$\\frac{5}{3}$'],
  };

  it('marks by option index in practice mode', () => {
    expect(checkAnswer({ ...question, mode: 'index' }, '1').correct).toBe(true);
    expect(checkAnswer({ ...question, mode: 'index' }, '٠').correct).toBe(false);
    expect(checkAnswer({ ...question, mode: 'index' }, '0').correct).toBe(false);
    expect(checkAnswer({ ...question, mode: 'index' }, '4').reason).toBe(UNREADABLE_REASON);
    expect(checkAnswer({ ...question, mode: 'index' }, '1.5').reason).toBe(UNREADABLE_REASON);
    expect(checkAnswer({ ...question, mode: 'index' }, '-1').correct).toBe(false);
  });

  it('marks by option text in exam and trial mode', () => {
    expect(checkAnswer({ ...question, mode: 'text' }, '$\\frac{3}{5}$').correct).toBe(true);
    expect(checkAnswer({ ...question, mode: 'text' }, ' $\\frac{3}{5}$ ').correct).toBe(true);
    expect(checkAnswer({ ...question, mode: 'text' }, '$\\frac{4}{5}$').correct).toBe(false);
    expect(checkAnswer({ ...question, mode: 'text' }, '0.6')).toMatchObject({
      correct: false,
      reason: 'That is not one of the options',
    });
  });
});
