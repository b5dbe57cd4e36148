import { describe, expect, it } from 'vitest';
import { createRng } from '../rng';
import { checkAnswer, UNREADABLE_REASON } from './check-answer';
import type { CheckableQuestion } from './check-answer';
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

  it('asks for three significant figures when a rounding is too coarse', () => {
    const result = checkAnswer({ type: 'short_answer', answer: '3√2' }, '4.2');
    expect(result.reason).toBe(
      'Your answer 4.2 is not accurate enough: give at least three significant figures',
    );
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

describe('reasons for the marking fields', () => {
  const short = (answer: string, extra: Partial<CheckableQuestion> = {}): CheckableQuestion => ({
    type: 'short_answer',
    answer,
    ...extra,
  });

  it('asks for the exact value when a decimal is typed for an exact question', () => {
    expect(checkAnswer(short('3√2', { exact: true }), '4.243')).toMatchObject({
      correct: false,
      reason: 'Give the exact value, e.g. 2√5',
    });
    expect(checkAnswer(short('2√5', { exact: true }), '4.47').reason).toBe(
      'Give the exact value, e.g. 3√2',
    );
    expect(checkAnswer(short('4π', { exact: true }), '12.57').reason).toBe(
      'Give the exact value in terms of π, e.g. 2π/3',
    );
  });

  it('names the unit when another unit is typed', () => {
    expect(checkAnswer(short('7', { unit: 'cm' }), '7 m')).toMatchObject({
      correct: false,
      reason: 'The answer is in cm',
      interpretedAs: '7 m',
    });
    expect(checkAnswer(short('126', { unit: 'cm²' }), '126 cm').reason).toBe(
      'The answer is in cm²',
    );
    expect(checkAnswer(short('25 miles'), '25 km').reason).toBe('The answer is in mi');
  });

  it('reads "150,210" as two answers in a list question', () => {
    const result = checkAnswer(short('150°, 210°'), '150,210');
    expect(result).toMatchObject({ correct: true, interpretedAs: '150, 210' });
    expect(checkAnswer(short('150°, 210°'), '150,211').reason).toBe(
      '211 is not one of the answers',
    );
  });

  it('says when a rounding is right at the key but wrong at the true value', () => {
    const question = short('6°', { decimals: 0, trueValue: 5.6038 });
    expect(checkAnswer(question, '6.5').reason).toBe(
      'Your answer 6.5 does not match the correct answer',
    );
    expect(checkAnswer(question, '5.6').correct).toBe(true);
  });

  it('explains points, general solutions and text answers', () => {
    expect(checkAnswer(short('(3,-4)'), '(-4, 3)').reason).toBe(
      'The coordinates are in the wrong order: x comes first',
    );
    expect(checkAnswer(short('(3,-4)'), '(3, 4)').reason).toBe(
      'The y-coordinate has the wrong sign',
    );
    expect(checkAnswer(short('(3,-4)'), '(3, 5)').reason).toBe('The y-coordinate does not match');
    expect(checkAnswer(short('π/4 + πk'), 'π/4').reason).toMatch(/^Give every solution/);
    expect(checkAnswer(short('π/4 + πk'), '45° + 180°k').reason).toBe(
      'Give your answer in radians',
    );
    expect(checkAnswer(short('QII'), 'second quadrant')).toMatchObject({
      correct: true,
      reason: 'Correct: your answer matches',
    });
  });

  it('never throws and always gives a reason, whatever is typed, for every kind of key', () => {
    const rng = createRng('checker-fuzz');
    const alphabet = [...'0123456789.,;:+-*/^()[]{}√π°kmn xyzQIV ²³½$\\=±∈ℤ'];
    const keys: CheckableQuestion[] = [
      short('3√2'),
      short('3√2', { exact: true }),
      short('36.9°', { decimals: 1, trueValue: 36.87 }),
      short('7', { unit: 'cm' }),
      short('30°, 150°'),
      short('(3,-4)'),
      short('π/4 + πk'),
      short('QII'),
      short('cos 13°'),
    ];
    for (let i = 0; i < 1000; i += 1) {
      const length = rng.int(0, 14);
      const typed = Array.from({ length }, () => rng.pick(alphabet)).join('');
      for (const question of keys) {
        const result = checkAnswer(question, typed);
        expect(typeof result.correct).toBe('boolean');
        expect(result.reason.length, typed).toBeGreaterThan(3);
      }
    }
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
