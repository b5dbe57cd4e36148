import { describe, expect, it } from 'vitest';
import { graphDataPath, QuestionSchema } from './questions';

describe('QuestionSchema', () => {
  it('drops the answer, explanation and distractor tags a stored question carries', () => {
    const stored = {
      id: 'q1',
      question: 'What is $\\sin 30^\\circ$?',
      question_type: 'MCQ',
      options: ['1/2', '1'],
      graph: '',
      answer: '1/2',
      explanation: 'Special angle.',
      distractor_tags: [{ option: '1', mistake: 'used sin 90' }],
    };
    expect(QuestionSchema.parse(stored)).toEqual({
      id: 'q1',
      question: 'What is $\\sin 30^\\circ$?',
      question_type: 'MCQ',
      options: ['1/2', '1'],
      graph: '',
    });
  });
});

describe('graphDataPath', () => {
  it('encodes a stored figure URL into one path segment', () => {
    expect(graphDataPath('/api/graph/fig_abc')).toBe('/api/graph/%2Fapi%2Fgraph%2Ffig_abc');
  });
});
