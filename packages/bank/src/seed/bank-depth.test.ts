import { describe, expect, it } from 'vitest';
import { bandOf, bankDepth, median } from './bank-depth';
import type { DepthItem } from './bank-depth';

const item = (overrides: Partial<DepthItem>): DepthItem => ({
  lesson: 'The sine rule',
  templateId: 'sine-rule/a',
  figure: false,
  multiStep: false,
  context: false,
  frame: null,
  hints: null,
  steps: null,
  b: 0,
  imported: false,
  ...overrides,
});

describe('bankDepth', () => {
  it('bands difficulty by IRT b: easy below -0.5, hard above 0.5, the bounds medium', () => {
    expect([-0.51, -0.5, 0, 0.5, 0.51].map(bandOf)).toEqual([
      'easy',
      'medium',
      'medium',
      'medium',
      'hard',
    ]);
  });

  it('takes the median of an odd and an even count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('counts frames per template over the templates that record them', () => {
    const depth = bankDepth([
      item({ templateId: 'sine-rule/a', frame: 'given-two-angles' }),
      item({ templateId: 'sine-rule/a', frame: 'given-two-angles' }),
      item({ templateId: 'sine-rule/a', frame: 'in-a-survey' }),
      item({ templateId: 'sine-rule/b', frame: 'one' }),
      item({ templateId: 'sine-rule/b', frame: 'two' }),
      item({ templateId: 'sine-rule/b', frame: 'three' }),
      item({ templateId: 'sine-rule/c' }),
      item({ templateId: null, imported: true }),
    ]);
    expect(depth.templates).toBe(3);
    expect(depth.framesPerTemplate).toEqual({ min: 2, median: 2.5 });
    expect(depth.templatesWithoutFrames).toBe(1);
    expect(bankDepth([item({})]).framesPerTemplate).toBeNull();
  });

  it('counts shares and help per lesson and over the bank, an empty list of lines as none', () => {
    const depth = bankDepth([
      item({ figure: true, multiStep: true, hints: ['a nudge'], steps: ['x = 1'], b: -1 }),
      item({ context: true, hints: [], steps: ['x = 2'], b: 1 }),
      item({ lesson: 'The cosine rule', templateId: null, imported: true, b: 0.2 }),
      item({ lesson: 'The cosine rule', templateId: null, imported: true, steps: ['y = 3'] }),
    ]);
    expect(depth).toMatchObject({
      items: 4,
      withFigure: 1,
      multiStep: 1,
      inContext: 1,
      withHints: 1,
      withSteps: 3,
      imported: 2,
      importedWithoutHints: 2,
      importedWithoutSteps: 1,
    });
    expect(depth.lessons).toEqual([
      {
        name: 'The sine rule',
        templates: 1,
        items: 2,
        withFigure: 1,
        multiStep: 1,
        inContext: 1,
        difficulty: { easy: 1, medium: 0, hard: 1 },
      },
      {
        name: 'The cosine rule',
        templates: 0,
        items: 2,
        withFigure: 0,
        multiStep: 0,
        inContext: 0,
        difficulty: { easy: 0, medium: 2, hard: 0 },
      },
    ]);
  });
});
