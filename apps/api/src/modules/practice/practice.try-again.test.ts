import { checkAnswer } from '@exam/bank';
import type { CheckableQuestion } from '@exam/bank';
import { describe, expect, it } from 'vitest';
import { formReasonOf } from './practice.try-again';

/**
 * What a 'Try again' may say (docs/decisions/042-hints-and-a-second-try.md): the checker's own
 * reasons, from real checks, sorted into those about the form and those that hint at the value.
 */
const short = (answer: string, extra: Partial<CheckableQuestion> = {}): CheckableQuestion => ({
  type: 'short_answer',
  answer,
  ...extra,
});

const reasonOf = (question: CheckableQuestion, given: string) => {
  const result = checkAnswer(question, given);
  expect(result.correct, `${given} for ${question.answer}`).toBe(false);
  return result.reason;
};

describe('the reason a Try again carries', () => {
  it.each([
    ['a unit of another dimension', short('12', { unit: 'cm' }), '5 kg'],
    ['unreadable input', short('12'), '???'],
    ['two answers for one', short('12'), '3, 4'],
    ['degrees for radians', short('π/3'), '60°'],
    ['radians for degrees', short('60°'), 'π/3'],
    ['an angle unit on a length', short('12'), '12°'],
    ['a point without brackets', short('(1, 2)', { kind: 'point' }), 'one two'],
    ['a point with three coordinates', short('(1, 2)', { kind: 'point' }), '(1, 2, 3)'],
  ])('keeps a reason about the form: %s', (_, question, given) => {
    const reason = reasonOf(question, given);
    expect(reason).not.toBe('');
    expect(formReasonOf(reason)).toBe(reason);
  });

  it.each([
    ['the wrong sign', short('12'), '-12'],
    ['close but not exact', short('12.5'), '12.52'],
    ['too few figures', short('3√2'), '4.2'],
    ['the exact form, which names the key', short('3√2', { exact: true }), '4.243'],
    ['a plain wrong value', short('12'), '7'],
    ['coordinates swapped', short('(1, 2)', { kind: 'point' }), '(2, 1)'],
    ['a coordinate with the wrong sign', short('(1, 2)', { kind: 'point' }), '(-1, 2)'],
    ['answers missing from a list', short('1, 2, 3', { kind: 'list' }), '1, 2'],
    ['an answer given twice', short('1, 2', { kind: 'list' }), '1, 1'],
    ['too few decimal places', short('3.14', { decimals: 2, trueValue: Math.PI }), '3.1'],
  ])('holds back a reason that hints at the value: %s', (_, question, given) => {
    const reason = reasonOf(question, given);
    expect(formReasonOf(reason)).toBe('');
  });

  it("holds back an MCQ's diagnosis of the wrong option", () => {
    expect(formReasonOf('A common mistake gives this option: used cos for sin.')).toBe('');
  });
});
