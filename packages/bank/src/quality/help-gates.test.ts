import { describe, expect, it } from 'vitest';
import type { HelpItem } from './help-gates';
import {
  finalStatement,
  finalStepProblems,
  helpProblems,
  hintGiveawayProblems,
} from './help-gates';

const side: HelpItem = {
  type: 'short_answer',
  question:
    'In $\\triangle ABC$, $m\\angle A = 40^\\circ$, $m\\angle B = 60^\\circ$ and $BC = 8$ cm. Find $AC$ to the nearest tenth of a centimetre.',
  answer: '10.8',
  decimals: 1,
  trueValue: 10.778,
  unit: 'cm',
  hints: [
    'Which rule links two angles and the sides opposite them?',
    'Use $\\frac{AC}{\\sin B} = \\frac{BC}{\\sin A}$.',
  ],
  steps: [
    '$\\frac{AC}{\\sin 60^\\circ} = \\frac{8}{\\sin 40^\\circ}$',
    '$AC = \\frac{8\\sin 60^\\circ}{\\sin 40^\\circ} \\approx 10.8$ cm.',
  ],
};

describe('help gates', () => {
  it('reads the value after the last = or ≈ of the last step', () => {
    expect(
      finalStatement('$AC = \\frac{8\\sin 60^\\circ}{\\sin 40^\\circ} \\approx 10.8$ cm.'),
    ).toBe('10.8 cm');
    expect(finalStatement('So $x = 3\\sqrt{2}$.')).toBe('3√(2)');
  });

  it('passes a worked solution that ends with the key and hints that do not state it', () => {
    expect(helpProblems(side)).toEqual([]);
  });

  it('catches a last step that gives another value', () => {
    const wrong = { ...side, steps: ['$AC \\approx 10.9$ cm'] };
    expect(finalStepProblems(wrong)[0]).toMatch(/last step gives '10.9 cm'/);
  });

  it('marks exact keys with the checker, so 3√2 and 3\\sqrt{2} agree and 4.24 does not', () => {
    const exact: HelpItem = {
      type: 'short_answer',
      question: 'Find the exact length of $b$, in cm.',
      answer: '3√2',
      exact: true,
      unit: 'cm',
      steps: ['$b = 3\\sqrt{2}$ cm'],
    };
    expect(finalStepProblems(exact)).toEqual([]);
    expect(finalStepProblems({ ...exact, steps: ['$b \\approx 4.24$ cm'] })).toHaveLength(1);
  });

  it('accepts an MCQ text key named in the last step and refuses another', () => {
    const mcq: HelpItem = {
      type: 'MCQ',
      question: 'How many triangles $ABC$ have these parts?',
      answer: 'Two triangles',
      options: [
        'No triangle',
        'Exactly one triangle',
        'Two triangles',
        'Infinitely many triangles',
      ],
      steps: ['$h < a < b$, so there are two triangles.'],
    };
    expect(finalStepProblems(mcq)).toEqual([]);
    expect(
      finalStepProblems({ ...mcq, steps: ['$a > b$, so there is exactly one triangle.'] }),
    ).toHaveLength(1);
  });

  it('compares numeric MCQ options by value', () => {
    const mcq: HelpItem = {
      type: 'MCQ',
      question: 'Find the radius of the circle.',
      answer: '$4\\sqrt{2}$ cm',
      options: ['$4\\sqrt{2}$ cm', '$8$ cm', '$2$ cm', '$4$ cm'],
      steps: ['$R = \\frac{8}{2\\sin 45^\\circ} = \\frac{8}{\\sqrt{2}} = 4\\sqrt{2}$ cm'],
    };
    expect(finalStepProblems(mcq)).toEqual([]);
  });

  it('catches a hint that prints the key, unless the question prints that number too', () => {
    const leaky = { ...side, hints: ['The answer is about 10.8 cm.'] };
    expect(hintGiveawayProblems(leaky)[0]).toMatch(/hint 1 prints the key's value 10.8/);
    const printed: HelpItem = {
      ...side,
      question: `${side.question} (A hint: 8 is BC.)`,
      answer: '8',
      trueValue: 8,
      hints: ['BC is 8 cm.'],
      steps: ['$AC = 8$ cm'],
    };
    expect(hintGiveawayProblems(printed)).toEqual([]);
  });

  it('asks a multi-step item for two steps or more and distinct hints', () => {
    expect(helpProblems({ ...side, multiStep: true, steps: ['$AC \\approx 10.8$ cm'] })).toContain(
      'a multi-step item needs a worked solution of two steps or more',
    );
    expect(
      helpProblems({ ...side, hints: ['Use the sine rule here.', 'Use the sine rule here.'] }),
    ).toContain('two hints are the same');
  });
});
