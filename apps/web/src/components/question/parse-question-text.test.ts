import { describe, expect, it } from 'vitest';
import { parseQuestionText } from './parse-question-text';

describe('parseQuestionText', () => {
  it('splits inline math from text', () => {
    expect(parseQuestionText('Find $\\sin 30^\\circ$ now.')).toEqual([
      { kind: 'text', value: 'Find ', display: false },
      { kind: 'math', value: '\\sin 30^\\circ', display: false },
      { kind: 'text', value: ' now.', display: false },
    ]);
  });

  it('reads display math in $$...$$ and \\[...\\]', () => {
    expect(parseQuestionText('A $$x^2$$ B \\[y\\]')).toEqual([
      { kind: 'text', value: 'A ', display: false },
      { kind: 'math', value: 'x^2', display: true },
      { kind: 'text', value: ' B ', display: false },
      { kind: 'math', value: 'y', display: true },
    ]);
  });

  it('keeps an escaped dollar as a literal dollar in text', () => {
    expect(parseQuestionText('It costs \\$5 and $x$ more')).toEqual([
      { kind: 'text', value: 'It costs $5 and ', display: false },
      { kind: 'math', value: 'x', display: false },
      { kind: 'text', value: ' more', display: false },
    ]);
  });

  it('keeps escaped dollars inside math', () => {
    expect(parseQuestionText('$a\\$b$')).toEqual([
      { kind: 'math', value: 'a\\$b', display: false },
    ]);
  });

  it('leaves an unclosed dollar as text', () => {
    expect(parseQuestionText('Pay $5 now')).toEqual([
      { kind: 'text', value: 'Pay $5 now', display: false },
    ]);
    expect(parseQuestionText('$x$ and $y')).toEqual([
      { kind: 'math', value: 'x', display: false },
      { kind: 'text', value: ' and $y', display: false },
    ]);
  });

  it('handles adjacent math and an empty string', () => {
    expect(parseQuestionText('$a$$b$')).toEqual([
      { kind: 'math', value: 'a', display: false },
      { kind: 'math', value: 'b', display: false },
    ]);
    expect(parseQuestionText('')).toEqual([]);
  });

  it('keeps the figure lead as text', () => {
    const [first] = parseQuestionText('In the opposite figure : find $x$.');
    expect(first).toEqual({
      kind: 'text',
      value: 'In the opposite figure : find ',
      display: false,
    });
  });
});

describe('parseQuestionText (web extras)', () => {
  it('drops empty math and keeps text around it', () => {
    expect(parseQuestionText('a $ $ b')).toEqual([{ kind: 'text', value: 'a  b', display: false }]);
  });

  it('leaves an unclosed \\[ as text', () => {
    expect(parseQuestionText('x \\[ y')).toEqual([
      { kind: 'text', value: 'x \\[ y', display: false },
    ]);
  });
});
