import { ErrorCode } from '@exam/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import type { QuestionRow } from './question-row';
import { isSameAnswer, markAnswer, markingFieldsOf, NOT_AN_OPTION } from './mark-answer';

/** A stored question with every column, overridden where a case needs it. */
function row(overrides: Partial<QuestionRow>): QuestionRow {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    lessonId: '00000000-0000-4000-8000-000000000002',
    type: 'short_answer',
    text: 'Find $x$.',
    options: null,
    answer: '4',
    explanation: '',
    tolerance: null,
    decimals: null,
    exact: false,
    unit: null,
    trueValue: null,
    answerKind: null,
    synonyms: null,
    graph: '',
    templateId: null,
    familyId: null,
    variantKey: 'Find $x$.',
    irtA: 1,
    irtB: 0,
    irtC: 0,
    status: 'active',
    distractorTags: null,
    hints: null,
    steps: null,
    frame: null,
    multiStep: false,
    inContext: false,
    imported: false,
    version: 1,
    previousId: null,
    editedBy: null,
    createdAt: new Date(0),
    updatedAt: new Date(0),
    ...overrides,
  };
}

const mcq = row({
  type: 'MCQ',
  options: ['$\\frac{3}{5}$', '$\\frac{4}{5}$', '$\\frac{3}{4}$'],
  answer: '$\\frac{3}{5}$',
  distractorTags: [{ option: '$\\frac{4}{5}$', mistake: 'used cos for sin' }],
});

function refusal(mark: () => unknown): AppError {
  try {
    mark();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('the answer was marked, not refused');
}

describe('markAnswer for an MCQ', () => {
  it('reads the option from its text (exams and trials), spacing aside', () => {
    expect(markAnswer(mcq, ' $\\frac{3}{5}$', 'text')).toEqual({
      userAnswer: '$\\frac{3}{5}$',
      isCorrect: true,
      reason: '',
    });
    expect(markAnswer(mcq, '$\\frac{3}{4}$', 'text')).toEqual({
      userAnswer: '$\\frac{3}{4}$',
      isCorrect: false,
      reason: '',
    });
  });

  it('reads the option from its index (practice); a tagged wrong option names its mistake', () => {
    expect(markAnswer(mcq, '0', 'index')).toMatchObject({ isCorrect: true, reason: '' });
    expect(markAnswer(mcq, '1', 'index')).toEqual({
      userAnswer: '$\\frac{4}{5}$',
      isCorrect: false,
      reason: 'A common mistake gives this option: used cos for sin.',
    });
    expect(markAnswer(mcq, '$\\frac{4}{5}$', 'text').reason).toMatch(/used cos for sin/);
  });

  it('refuses what names no option with a 400, each way', () => {
    for (const [given, namedBy] of [
      ['0.6', 'text'],
      ['$\\frac{3}{5}$', 'index'],
      ['3', 'index'],
      ['-1', 'index'],
      ['1.0', 'index'],
      ['1', 'text'],
    ] as const) {
      const error = refusal(() => markAnswer(mcq, given, namedBy));
      expect([error.status, error.code, error.message]).toEqual([
        400,
        ErrorCode.ValidationFailed,
        NOT_AN_OPTION,
      ]);
    }
  });
});

describe('markAnswer for a short answer', () => {
  it('follows the marking fields: exact values and units, with the checker reason', () => {
    const exact = row({ answer: '\\sqrt{2}', exact: true });
    expect(markAnswer(exact, 'sqrt(2)', 'text')).toMatchObject({ isCorrect: true });
    const decimal = markAnswer(exact, '1.4142', 'index');
    expect(decimal).toMatchObject({ userAnswer: '1.4142', isCorrect: false });
    expect(decimal.reason).toMatch(/^Give the exact value/);
    const inCm = row({ answer: '12', unit: 'cm' });
    expect(markAnswer(inCm, '12 centimetres', 'text').isCorrect).toBe(true);
    expect(markAnswer(inCm, '12 m', 'text')).toMatchObject({
      isCorrect: false,
      reason: 'The answer is in cm',
    });
  });

  it('hands the checker every marking field of the row', () => {
    const fields = markingFieldsOf(
      row({ tolerance: 0.1, decimals: 1, trueValue: 1.414, unit: 'cm', synonyms: ['x'] }),
    );
    expect(fields).toEqual({
      tolerance: 0.1,
      decimals: 1,
      trueValue: 1.414,
      exact: false,
      unit: 'cm',
      kind: undefined,
      synonyms: ['x'],
    });
  });
});

describe('isSameAnswer', () => {
  it('compares a re-sent answer with the stored one after whitespace normalisation', () => {
    expect(isSameAnswer('$\\frac{3}{5}$', ' $\\frac{3}{5}$\u00a0')).toBe(true);
    expect(isSameAnswer('12 cm', '12  cm')).toBe(true);
    expect(isSameAnswer('12 cm', '12cm')).toBe(false);
  });
});
