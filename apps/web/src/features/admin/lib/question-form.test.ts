import { describe, expect, it } from 'vitest';
import { adminQuestion } from '../../../test/admin-fixtures';
import {
  emptyForm,
  fieldOfIssue,
  formFromLine,
  issuesByField,
  lineFromForm,
  localIssues,
  sameLine,
} from './question-form';

describe('the question form', () => {
  it('gives back the stored line unchanged, fields it does not edit included', () => {
    expect(lineFromForm(formFromLine(adminQuestion.line))).toEqual(adminQuestion.line);
  });

  it('makes the chosen option the answer of an MCQ', () => {
    const form = { ...formFromLine(adminQuestion.line), correctOption: 2 };
    expect(lineFromForm(form)).toMatchObject({ answer: '0', options: ['1/2', '1', '0', '2'] });
  });

  it('writes the marking fields of a short answer, numbers as numbers, lists one per line', () => {
    const form = {
      ...emptyForm(),
      lesson: ' The sine rule ',
      type: 'short_answer' as const,
      question: 'Find x',
      answer: '5',
      exact: true,
      decimals: '2',
      unit: 'cm',
      kind: 'number' as const,
      trueValue: '5.0',
      tolerance: '0.01',
      synonyms: 'five\n\n 5.00 ',
      hints: ['One', ' '],
      steps: 'a\nb',
    };
    expect(lineFromForm(form)).toEqual({
      lesson: 'The sine rule',
      type: 'short_answer',
      question: 'Find x',
      answer: '5',
      exact: true,
      decimals: 2,
      unit: 'cm',
      kind: 'number',
      trueValue: 5,
      tolerance: 0.01,
      synonyms: ['five', '5.00'],
      hints: ['One'],
      steps: ['a', 'b'],
    });
  });

  it('says which field a number that is not one belongs to', () => {
    expect(localIssues({ ...emptyForm(), tolerance: 'abc', decimals: '1.5' })).toEqual({
      tolerance: 'Enter a number.',
      decimals: 'Enter a whole number of decimal places.',
    });
  });

  it("places the server's issues on their fields", () => {
    expect(fieldOfIssue('line.options.2')).toBe('options');
    expect(fieldOfIssue('answer')).toBe('answer');
    expect(fieldOfIssue('/graph')).toBe('graph');
    expect(fieldOfIssue('status')).toBe('form');
    expect(
      issuesByField([
        { path: 'line.answer', message: 'The answer must be one of the options.' },
        { path: 'line.answer', message: 'second' },
        { path: '', message: 'Something else.' },
      ]),
    ).toEqual({ answer: 'The answer must be one of the options.', form: 'Something else.' });
  });

  it('compares forms by the line they make', () => {
    const form = formFromLine(adminQuestion.line);
    expect(sameLine(form, { ...form, hints: [...form.hints, ' '] })).toBe(true);
    expect(sameLine(form, { ...form, question: 'Find cos 60°' })).toBe(false);
  });
});
