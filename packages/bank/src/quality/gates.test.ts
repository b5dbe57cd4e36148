/**
 * Each quality gate fires on a fixture made to fail it (and passes a fixed twin), so a gate that
 * stopped working would be seen here rather than by a student.
 */
import { describe, expect, it } from 'vitest';
import type { Figure } from '../figures/figure-model';
import { renderFigureSvg } from '../figures/render-svg';
import type { GeneratedItem } from '../model/item';
import { nearCopyFindings, sameTextSameKeyFindings } from './bank-gates';
import { lintFigureSvg } from './figure-lint';
import { figureTextProblems } from './figure-text';
import {
  giveawayProblems,
  impossibleOptionProblems,
  lowestTermsProblems,
  wellPosedProblems,
  wordingProblems,
} from './item-gates';

function item(partial: Partial<GeneratedItem>): GeneratedItem {
  return {
    templateId: 'fixture/item',
    familyId: 'fixture/item',
    lessonId: 'similar-polygons',
    type: 'short_answer',
    question: 'A fixture question.',
    answer: '1',
    distractors: [],
    explanation: 'A fixture explanation.',
    irt: { a: 1, b: 0, c: 0 },
    ...partial,
  };
}

const mcq = (question: string, answer: string, options: string[]): GeneratedItem =>
  item({
    type: 'MCQ',
    question,
    answer,
    options,
    distractors: options
      .filter((o) => o !== answer)
      .map((option) => ({ option, mistake: 'a slip' })),
  });

describe('well-posed data', () => {
  it('catches a side of half the perimeter (perimeter-from-ratio with multiplier 2)', () => {
    const bad = item({
      question:
        'Two similar polygons have corresponding sides $6$ cm and $9$ cm. The perimeter of the smaller polygon is $12$ cm. Find the perimeter of the larger one, in cm.',
    });
    expect(wellPosedProblems(bad).join()).toMatch(/side of 6 cm cannot belong/);
    expect(wellPosedProblems({ ...bad, question: bad.question.replace('$12$', '$18$') })).toEqual(
      [],
    );
  });

  it('catches sin or cos outside [-1, 1]', () => {
    expect(
      wellPosedProblems(
        item({ question: 'If $\\sin\\theta = \\frac{5}{4}$, find $\\cos\\theta$.' }),
      ),
    ).toHaveLength(1);
    expect(
      wellPosedProblems(item({ question: 'If $\\cos A = 1.2$ and A is acute, find A.' })),
    ).toHaveLength(1);
    expect(
      wellPosedProblems(
        item({ question: 'If $\\sin\\theta = \\frac{4}{5}$, find $\\cos\\theta$.' }),
      ),
    ).toEqual([]);
  });

  it('catches angle sums, the triangle inequality and negative lengths', () => {
    expect(
      wellPosedProblems(
        item({
          question:
            'In $\\triangle ABC$, $m\\angle A = 100^\\circ$ and $m\\angle B = 90^\\circ$. Find $AC$.',
        }),
      ),
    ).toHaveLength(1);
    expect(
      wellPosedProblems(
        item({
          question: 'In $\\triangle ABC$, $AB = 2$, $BC = 3$ and $AC = 6$. Find $m\\angle A$.',
        }),
      ).join(),
    ).toMatch(/triangle inequality/);
    expect(
      wellPosedProblems(item({ question: 'A rod is $-3$ cm long. Find its area.' })),
    ).toHaveLength(1);
    expect(
      wellPosedProblems(
        item({ question: 'A fixture.', facts: { triangles: [{ sides: [1, 2, 3] }] } }),
      ),
    ).toHaveLength(1);
    expect(
      wellPosedProblems(
        item({ question: 'A fixture.', facts: { polygons: [{ sides: [5], perimeter: 10 }] } }),
      ),
    ).toHaveLength(1);
  });

  it('lets a template that asks whether a triangle exists say so', () => {
    const question = 'A triangle is to have sides $2$, $3$ and $6$. What kind of triangle is it?';
    expect(wellPosedProblems(item({ question }))).toHaveLength(1);
    expect(
      wellPosedProblems(item({ question, facts: { illPosedOnPurpose: 'asks whether it exists' } })),
    ).toEqual([]);
  });
});

describe('no giveaway', () => {
  it('catches a key already printed (side splitter with AE = AD, so x = DB)', () => {
    const bad = item({
      question: '$DE \\parallel BC$, $AD = 4$, $DB = 6$ and $AE = 4$. Find $x = EC$.',
      answer: '6',
    });
    expect(giveawayProblems(bad)).toEqual(['the key 6 is already printed in the question']);
    expect(
      giveawayProblems({ ...bad, question: bad.question.replace('AE = 4', 'AE = 6'), answer: '9' }),
    ).toEqual([]);
    expect(
      giveawayProblems({ ...bad, facts: { keyPrinted: 'the theorem says they are equal' } }),
    ).toEqual([]);
  });

  it('reads fractions as their values and leaves interval bounds and exponents out', () => {
    expect(
      giveawayProblems(
        item({
          question: 'Find $\\sin^2 30^\\circ + 2$ for $0^\\circ \\le x < 360^\\circ$.',
          answer: '2',
        }),
      ),
    ).toHaveLength(1);
    expect(
      giveawayProblems(
        item({ question: 'Solve $\\cos x = 1$ for $0^\\circ \\le x < 360^\\circ$.', answer: '0°' }),
      ),
    ).toEqual([]);
    expect(
      giveawayProblems(item({ question: 'If $y = \\frac{1}{2}$, find $4y^2$.', answer: '1' })),
    ).toEqual([]);
  });
});

describe('every option possible', () => {
  it('catches an obtuse option when the angle is stated acute', () => {
    const bad = mcq('If $\\sin x = \\frac{1}{2}$ and $x$ is acute, find $x$.', '$30^\\circ$', [
      '$30^\\circ$',
      '$60^\\circ$',
      '$150^\\circ$',
      '$45^\\circ$',
    ]);
    expect(impossibleOptionProblems(bad)).toEqual(['option $150^\\circ$ is not acute']);
  });

  it('catches an angle over 180° for an angle of a figure (cyclic quadrilateral)', () => {
    const bad = mcq(
      '$ABCD$ is a cyclic quadrilateral with $m\\angle DAB = 80^\\circ$. Find $m\\angle BCD$.',
      '$100^\\circ$',
      ['$100^\\circ$', '$80^\\circ$', '$280^\\circ$', '$40^\\circ$'],
    );
    expect(impossibleOptionProblems(bad)).toEqual(['option $280^\\circ$ cannot be ∠ of a figure']);
  });

  it('catches cos A = -1 for a triangle and a sine above 1', () => {
    const cos = mcq(
      'In $\\triangle ABC$, $a = 13$, $b = 7$ and $c = 8$. Find $\\cos A$.',
      '$-\\frac{1}{2}$',
      ['$-\\frac{1}{2}$', '$\\frac{1}{2}$', '$-1$', '$\\frac{1}{4}$'],
    );
    expect(impossibleOptionProblems(cos)).toEqual(['option $-1$ is impossible for cos']);
    const sin = mcq('Find the exact value of $\\sin 45^\\circ$.', '$\\frac{\\sqrt{2}}{2}$', [
      '$\\frac{\\sqrt{2}}{2}$',
      '$\\sqrt{2}$',
      '$\\frac{1}{2}$',
      '$1$',
    ]);
    expect(impossibleOptionProblems(sin)).toEqual(['option $\\sqrt{2}$ is impossible for sin']);
  });

  it('catches an option outside the stated interval and one that denies a given equality', () => {
    const interval = mcq(
      'Find $\\theta$, where $0^\\circ \\le \\theta < 360^\\circ$.',
      '$30^\\circ$',
      ['$30^\\circ$', '$-30^\\circ$', '$150^\\circ$', '$210^\\circ$'],
    );
    expect(impossibleOptionProblems(interval)).toEqual(['option $-30^\\circ$ is outside 0°..360°']);
    const deny = mcq('$AD = 4$, $DB = 6$, $AE = 4$ and $EC = 6$. Is $DE \\parallel BC$?', 'Yes', [
      'Yes',
      'No, because $AD \\ne AE$',
      'It cannot be decided',
    ]);
    expect(impossibleOptionProblems(deny)).toHaveLength(1);
  });

  it('keeps options in the range a template declares', () => {
    const bad = mcq('A ladder leans on a wall. Find its angle with the ground.', '$70^\\circ$', [
      '$70^\\circ$',
      '$110^\\circ$',
      '$20^\\circ$',
      '$60^\\circ$',
    ]);
    expect(
      impossibleOptionProblems({
        ...bad,
        facts: { optionRange: { min: 0, max: 90, why: 'an acute angle' } },
      }),
    ).toHaveLength(1);
  });
});

describe('lowest terms', () => {
  it('catches tan θ = 6/6, an unsimplified key and a ratio with a common factor', () => {
    expect(
      lowestTermsProblems(item({ question: 'If $\\tan\\theta = \\frac{6}{6}$, find θ.' })),
    ).toHaveLength(1);
    expect(lowestTermsProblems(item({ answer: '6/8' }))).toHaveLength(1);
    expect(
      lowestTermsProblems(mcq('Find the ratio.', '$4 : 9$', ['$4 : 9$', '$6 : 9$', '$2 : 3$'])),
    ).toHaveLength(1);
    expect(
      lowestTermsProblems(
        item({
          question: 'If $\\tan\\theta = \\frac{3}{4}$, find $\\frac{2\\pi}{3}$.',
          answer: '3/4',
        }),
      ),
    ).toEqual([]);
  });
});

describe('wording matches marking', () => {
  it('catches a rounding, an exact form and a unit the fields do not say', () => {
    const rounding = item({
      question: 'Find θ to the nearest tenth of a degree.',
      answer: '36.9°',
    });
    expect(wordingProblems(rounding).join()).toMatch(/1 decimal place/);
    expect(wordingProblems({ ...rounding, decimals: 1, trueValue: 36.87 })).toEqual([]);
    const exact = item({ question: 'Find the area in terms of $\\pi$.', answer: '4π' });
    expect(wordingProblems(exact).join()).toMatch(/exact value/);
    expect(wordingProblems({ ...exact, exact: true })).toEqual([]);
    const unit = item({
      question: 'A rod is $3$ cm long. Find the length of the other rod, in cm.',
      answer: '7',
    });
    expect(wordingProblems(unit).join()).toMatch(/unit is cm but unit is unset/);
    expect(wordingProblems({ ...unit, unit: 'cm' })).toEqual([]);
    const silent = item({
      question: 'A rod is $3$ cm long. Find the length of the other rod.',
      answer: '7',
    });
    expect(wordingProblems({ ...silent }).join()).toMatch(/should say its unit/);
  });
});

describe('figures that mislead', () => {
  const line = (x0: number, y0: number, x1: number, y1: number, label?: string) => ({
    kind: 'segment' as const,
    from: { x: x0, y: y0 },
    to: { x: x1, y: y1 },
    ...(label ? { label } : {}),
  });

  it('catches a segment ending beyond the line it should meet (parallel lines too short)', () => {
    const figure: Figure = {
      elements: [line(0, 0, 4, 0), line(0, 2, 4, 2), line(3, 0, 5, 2, 'x')],
    };
    expect(figureTextProblems(item({ figure })).join()).toMatch(/drawn short/);
    const fixed: Figure = { elements: [line(0, 0, 6, 0), line(0, 2, 6, 2), line(3, 0, 5, 2, 'x')] };
    expect(figureTextProblems(item({ figure: fixed }))).toEqual([]);
  });

  it('catches a label on a segment that runs through a named point (BC over D)', () => {
    const figure: Figure = {
      elements: [line(0, 0, 6, 0, '9'), { kind: 'point', at: { x: 2, y: 0 }, label: 'D' }],
    };
    expect(figureTextProblems(item({ figure }))).toHaveLength(1);
  });

  it('catches a marked angle other than the one the text names, and an unshaded region', () => {
    const o = { x: 0, y: 0 };
    const figure: Figure = {
      elements: [
        { kind: 'angle', vertex: o, from: { x: 1, y: 0 }, to: { x: 0, y: 1 }, label: '90°' },
        { kind: 'point', at: o, label: 'O' },
        { kind: 'point', at: { x: 1, y: 0 }, label: 'A' },
        { kind: 'point', at: { x: 0, y: 1 }, label: 'B' },
      ],
    };
    const question = '$\\angle COD = 90^\\circ$. Find the area of the region between the arcs.';
    const problems = figureTextProblems(item({ question, figure }));
    expect(problems).toContain('the text gives ∠COD but ∠AOB is marked');
    expect(problems).toContain('the region asked for is not shaded');
  });
});

describe('figure lint', () => {
  const svg = (body: string, size = 23) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="350" viewBox="0 0 600 350"><g>${body}</g><g font-size="${size}">` +
    `</g></svg>`;
  const text = (x: number, y: number, t: string, size = 23) =>
    `<text x="${x}" y="${y}" font-size="${size}">${t}</text>`;

  it('passes a clean figure', () => {
    expect(
      lintFigureSvg(svg(`<line x1="100" y1="100" x2="300" y2="100"/>${text(200, 130, 'AB')}`)),
    ).toEqual([]);
  });

  it('catches small text, a clipped label, overlapping labels and a crossed label', () => {
    expect(lintFigureSvg(svg(text(200, 130, 'A', 14))).join()).toMatch(/6\.7 CSS px/);
    expect(lintFigureSvg(svg(text(2, 130, 'A'))).join()).toMatch(/not inside/);
    expect(lintFigureSvg(svg(`${text(200, 130, '4 cm')}${text(230, 130, 'B')}`)).join()).toMatch(
      /overlap/,
    );
    expect(
      lintFigureSvg(svg(`<line x1="200" y1="50" x2="200" y2="300"/>${text(200, 130, 'P')}`)).join(),
    ).toMatch(/crossed/);
  });

  it('catches an angle mark too small to see at 360 px wide (a reflex mark as a tiny circle)', () => {
    const mark =
      '<path d="M 318 175 A 18 18 0 1 1 300 157" stroke="#ff8a65" stroke-width="2" fill="none"/>';
    expect(lintFigureSvg(svg(mark)).join()).toMatch(/angle mark of radius 10\.8/);
  });

  it('reads the renderer’s own figures', () => {
    const figure: Figure = {
      elements: [
        {
          kind: 'polygon',
          points: [
            { x: 0, y: 0 },
            { x: 4, y: 0 },
            { x: 0, y: 3 },
          ],
        },
        { kind: 'point', at: { x: 0, y: 0 }, label: 'A' },
      ],
    };
    expect(lintFigureSvg(renderFigureSvg(figure, { width: 600, height: 350 }))).not.toContain(
      'label "A" is not inside the picture with a margin',
    );
  });
});

describe('across items', () => {
  it('catches items that differ only in their letters', () => {
    const a = item({ question: 'In triangle $ABC$, $AB = 5$. Find $\\sin\\theta$.' });
    const b = item({ question: 'In triangle $PQR$, $PQ = 5$. Find $\\sin\\alpha$.' });
    const c = item({ question: 'In triangle $PQR$, $PQ = 7$. Find $\\sin\\alpha$.' });
    expect(nearCopyFindings([a, b, c])).toEqual([
      { templateId: 'fixture/item', index: 1, detail: 'differs from item 0 only in its letters' },
    ]);
  });

  it('catches the same text and options with different keys, unless the figure carries the data', () => {
    const a = mcq('Find θ as shown.', '$160^\\circ$', [
      '$160^\\circ$',
      '$200^\\circ$',
      '$20^\\circ$',
    ]);
    const b = mcq('Find θ as shown.', '$200^\\circ$', [
      '$160^\\circ$',
      '$200^\\circ$',
      '$20^\\circ$',
    ]);
    expect(sameTextSameKeyFindings([a, b])).toHaveLength(1);
    const graph = (answer: string, y: number): GeneratedItem => ({
      ...item({ question: 'Find the period of the graph.', answer }),
      figure: { elements: [{ kind: 'point', at: { x: 0, y }, label: `top ${y}` }] },
      facts: { figureCarriesData: 'a graph to read' },
    });
    expect(sameTextSameKeyFindings([graph('90°', 1), graph('180°', 2)])).toEqual([]);
  });
});
