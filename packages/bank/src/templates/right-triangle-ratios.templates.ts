/**
 * Lesson: trigonometric ratios in a right triangle (SOH-CAH-TOA) and the special angles, in
 * triangles, in shapes (rhombus, rectangle, roof) and in context (ramps, ladders). Every template
 * draws three or more frames; every item has hints and a worked solution.
 */
import type { Point } from '../figures/figure-model';
import { pt } from '../figures/geometry';
import type { Rng } from '../rng';
import type { Choice } from './define-template';
import { defineTemplate } from './define-template';
import type { Exact, TrigFn } from './exact';
import { exactTrig, fmt, frac, math, surd } from './exact';
import { mirrorX, TRIANGLE_NAMES, triangleFigure } from './figure-kit';

const lesson = 'right-triangle-ratios' as const;

/** Primitive Pythagorean triples (leg, leg, hypotenuse). */
export const TRIPLES: [number, number, number][] = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [20, 21, 29],
  [9, 40, 41],
  [12, 35, 37],
];

export function pickTriple(rng: Rng, maxScale = 3): [number, number, number] {
  const [p, q, h] = rng.pick(TRIPLES);
  const k = h > 20 ? 1 : rng.int(1, maxScale);
  return rng.chance(0.5) ? [p * k, q * k, h * k] : [q * k, p * k, h * k];
}

/**
 * Right triangle with the right angle at names[2]: names[1] along the x-axis (leg `horizontal`),
 * names[0] on the y-axis (leg `vertical`). So the vertical leg is opposite names[1].
 */
export function rightTrianglePoints(
  rng: Rng,
  horizontal: number,
  vertical: number,
): [Point, Point, Point] {
  const points: [Point, Point, Point] = [pt(0, vertical), pt(horizontal, 0), pt(0, 0)];
  return rng.chance(0.5) ? mirrorX(points) : points;
}

const FN_NAMES: TrigFn[] = ['sin', 'cos', 'tan'];

/** sin, cos, tan of the angle at names[1] (opposite = vertical, adjacent = horizontal). */
function ratios(horizontal: number, vertical: number, hyp: number): Record<TrigFn, Exact> {
  return { sin: frac(vertical, hyp), cos: frac(horizontal, hyp), tan: frac(vertical, horizontal) };
}

const MIX_UP: Record<TrigFn, Record<TrigFn, string>> = {
  sin: {
    sin: '',
    cos: 'used cos for sin (adjacent over hypotenuse)',
    tan: 'used tan for sin (opposite over adjacent)',
  },
  cos: { sin: 'used sin for cos (opposite over hypotenuse)', cos: '', tan: 'used tan for cos' },
  tan: { sin: 'used sin for tan (divided by the hypotenuse)', cos: 'used cos for tan', tan: '' },
};

/** Which side is which, for the angle at a vertex of a triangle right-angled at `right`. */
function sideNames(names: [string, string, string]): {
  hyp: string;
  oppositeOf: (v: string) => string;
  adjacentOf: (v: string) => string;
} {
  const [nA, nB, nC] = names;
  return {
    hyp: `${nA}${nB}`,
    oppositeOf: (v) => (v === nA ? `${nB}${nC}` : `${nA}${nC}`),
    adjacentOf: (v) => (v === nA ? `${nA}${nC}` : `${nB}${nC}`),
  };
}
/** A ladder stands steeply: its height up the wall (the vertical leg) is the longer leg. */
function steepForLadder(
  frame: string,
  [a, b, c]: [number, number, number],
): [number, number, number] {
  return frame === 'ladder' && a > b ? [b, a, c] : [a, b, c];
}
const over = (top: string, bottom: string): string => `$\\frac{${top}}{${bottom}}$`;
/** "\frac{10}{26} = \frac{5}{13}", or only the fraction when it is already in lowest terms. */
const reduced = (top: number, bottom: number): string => {
  const value = frac(top, bottom);
  const raw = `\\frac{${top}}{${bottom}}`;
  return raw === value.tex ? raw : `${raw} = ${value.tex}`;
};

const nameTheSides = defineTemplate({
  id: `${lesson}/name-the-ratio`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: -1.5,
  build(rng) {
    const frame = rng.pick(['ratio-of-sides', 'sides-for-ratio', 'ladder'] as const);
    const names = rng.pick(TRIANGLE_NAMES);
    const [nA, nB, nC] = names;
    const { hyp, oppositeOf, adjacentOf } = sideNames(names);
    const at = frame === 'ladder' ? nB : rng.pick([nA, nB]);
    const other = at === nA ? nB : nA;
    const [a, b, c] = steepForLadder(frame, pickTriple(rng, 2));
    const lengthOf: Record<string, number> = {
      [`${nC}${nB}`]: a,
      [`${nB}${nC}`]: a,
      [`${nA}${nC}`]: b,
      [`${nC}${nA}`]: b,
      [hyp]: c,
    };
    const withLengths = frame === 'ratio-of-sides';
    const figure = triangleFigure({
      names,
      points: rightTrianglePoints(rng, a, b),
      ...(withLengths
        ? { sides: { [`${nC}${nB}`]: String(a), [`${nA}${nC}`]: String(b), [hyp]: String(c) } }
        : {}),
      angles: { [at]: '' },
      right: nC,
      caption: `Right triangle ${nA}${nB}${nC} with the right angle at ${nC}.`,
    });
    const hints = [
      `The hypotenuse is $${hyp}$, the side facing the right angle.`,
      `For the angle at $${at}$: the opposite side is $${oppositeOf(at)}$ and the adjacent side is $${adjacentOf(at)}$.`,
    ];
    if (frame === 'sides-for-ratio') {
      const fn = rng.pick(FN_NAMES);
      const sides = {
        sin: [oppositeOf(at), hyp],
        cos: [adjacentOf(at), hyp],
        tan: [oppositeOf(at), adjacentOf(at)],
      }[fn];
      const [top = '', bottom = ''] = sides;
      const candidates: Choice[] = [
        { text: over(bottom, top), mistake: 'turned the ratio upside down' },
        {
          text: over(oppositeOf(other), fn === 'tan' ? adjacentOf(other) : hyp),
          mistake: 'used the sides for the other acute angle',
        },
        {
          text: over(fn === 'cos' ? oppositeOf(at) : adjacentOf(at), hyp),
          mistake: MIX_UP[fn][fn === 'cos' ? 'sin' : 'cos'] || 'mixed up sine and cosine',
        },
        {
          text: over(oppositeOf(at), fn === 'tan' ? hyp : adjacentOf(at)),
          mistake: fn === 'tan' ? MIX_UP.tan.sin : MIX_UP[fn].tan,
        },
        { text: over(hyp, adjacentOf(at)), mistake: 'divided the hypotenuse by a leg' },
      ];
      return {
        frame,
        question: `$${nA}${nB}${nC}$ is right-angled at $${nC}$. Which ratio of sides equals $\\${fn} ${at}$?`,
        answer: over(top, bottom),
        wrong: candidates,
        hints,
        steps: [
          `${fn === 'sin' ? 'Sine is opposite over hypotenuse' : fn === 'cos' ? 'Cosine is adjacent over hypotenuse' : 'Tangent is opposite over adjacent'}.`,
          `So $\\${fn} ${at} = \\frac{${top}}{${bottom}}$.`,
        ],
        figure,
        explanation: `For the angle at $${at}$, $\\${fn} ${at} = \\frac{${top}}{${bottom}}$.`,
      };
    }
    // Which trigonometric ratio a given quotient of sides is.
    const fn = frame === 'ladder' ? 'sin' : rng.pick(FN_NAMES);
    const [top = '', bottom = ''] = {
      sin: [oppositeOf(at), hyp],
      cos: [adjacentOf(at), hyp],
      tan: [oppositeOf(at), adjacentOf(at)],
    }[fn];
    const label = (f: TrigFn, v: string): string => `$\\${f} ${v}$`;
    // cos of the other angle equals sin of this one (and the reverse): left out, as a second key.
    const twin: TrigFn | null = fn === 'sin' ? 'cos' : fn === 'cos' ? 'sin' : null;
    const wrong: Choice[] = [
      ...FN_NAMES.filter((f) => f !== fn).map((f) => ({
        text: label(f, at),
        mistake: MIX_UP[fn][f],
      })),
      ...FN_NAMES.filter((f) => f !== twin).map((f) => ({
        text: label(f, other),
        mistake: 'read the ratio for the other acute angle',
      })),
    ];
    const question =
      frame === 'ladder'
        ? `A ladder $${hyp}$ leans against a vertical wall $${oppositeOf(at)}$, with its foot at $${at}$ on level ground and $${nC}$ at the foot of the wall. Which ratio equals $\\frac{${top}}{${bottom}}$, the height the ladder reaches divided by its length?`
        : `$${nA}${nB}${nC}$ is right-angled at $${nC}$, with $${nC}${nB} = ${a}$, $${nA}${nC} = ${b}$ and $${hyp} = ${c}$. Which ratio equals $${frac(lengthOf[top] ?? 0, lengthOf[bottom] ?? 1).tex}$?`;
    return {
      frame,
      ...(frame === 'ladder' ? { context: true } : {}),
      question,
      answer: label(fn, at),
      wrong,
      hints,
      steps: [
        `${withLengths ? `$${frac(lengthOf[top] ?? 0, lengthOf[bottom] ?? 1).tex} = \\frac{${top}}{${bottom}}$: ` : ''}$${top}$ is ${fn === 'cos' ? 'adjacent to' : 'opposite'} the angle at $${at}$ and $${bottom}$ is ${fn === 'tan' ? 'the adjacent side' : 'the hypotenuse'}.`,
        `So the ratio is $\\${fn} ${at}$.`,
      ],
      figure,
      explanation: `For the angle at $${at}$, $\\frac{${top}}{${bottom}}$ is $\\${fn} ${at}$.`,
    };
  },
});

const ratioFromSides = defineTemplate({
  id: `${lesson}/ratio-from-three-sides`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: -1,
  build(rng) {
    const frame = rng.pick(['base-angle', 'top-angle', 'ramp'] as const);
    const [a, b, c] = pickTriple(rng);
    const [nA, nB, nC] = rng.pick(TRIANGLE_NAMES);
    const fn = rng.pick(FN_NAMES);
    // At nB: opposite = vertical leg AC = b, adjacent = horizontal leg BC = a; at nA the reverse.
    const atA = frame === 'top-angle';
    const vertex = atA ? nA : nB;
    const r = atA ? ratios(b, a, c) : ratios(a, b, c);
    const other = atA ? ratios(a, b, c) : ratios(b, a, c);
    const [opp, adj] = atA ? [a, b] : [b, a];
    const wrong: Choice[] = [
      ...FN_NAMES.filter((f) => f !== fn).map((f) => ({
        text: math(r[f]),
        mistake: MIX_UP[fn][f],
      })),
      {
        text: math(frac(Math.min(a, b), Math.max(a, b))),
        mistake: 'divided one leg by the other instead of using the hypotenuse',
      },
      {
        text: math(frac(fn === 'cos' ? adj : opp, a + b)),
        mistake: 'divided by the sum of the legs instead of the hypotenuse',
      },
      {
        text: math(frac(Number(r[fn].text.split('/')[1] ?? 1), Number(r[fn].text.split('/')[0]))),
        mistake: 'inverted the ratio',
      },
      { text: math(other[fn]), mistake: `found ${fn} of the other acute angle` },
    ];
    const top = fn === 'cos' ? adj : opp;
    const bottom = fn === 'tan' ? adj : c;
    const word =
      fn === 'sin'
        ? 'opposite over hypotenuse'
        : fn === 'cos'
          ? 'adjacent over hypotenuse'
          : 'opposite over adjacent';
    const hints = [
      `$\\${fn}$ is ${word}.`,
      `For the angle at $${vertex}$ the opposite side is $${opp}$ and the adjacent side is $${adj}$.`,
    ];
    const figure = triangleFigure({
      names: [nA, nB, nC],
      points: rightTrianglePoints(rng, a, b),
      sides: {
        [`${nC}${nB}`]: frame === 'ramp' ? `${a} m` : String(a),
        [`${nA}${nC}`]: frame === 'ramp' ? `${b} m` : String(b),
        [`${nA}${nB}`]: frame === 'ramp' ? `${c} m` : String(c),
      },
      angles: { [vertex]: '' },
      right: nC,
      caption:
        frame === 'ramp'
          ? `A ramp ${nA}${nB} rising from ${nB}, with ${nC} directly below ${nA}.`
          : `Right triangle ${nA}${nB}${nC} with the right angle at ${nC}.`,
    });
    const steps = [
      `For the angle at $${vertex}$: opposite $= ${opp}$, adjacent $= ${adj}$, hypotenuse $= ${c}$.`,
      `$\\${fn} ${vertex} = ${reduced(top, bottom)}$`,
    ];
    if (frame === 'ramp') {
      return {
        frame,
        context: true,
        question: `A straight ramp $${nA}${nB}$ is $${c}$ m long. It rises $${b}$ m from the ground at $${nB}$ to $${nA}$, over a horizontal distance $${nB}${nC} = ${a}$ m. Find $\\${fn} ${nB}$, where $${nB}$ is the angle the ramp makes with the ground.`,
        answer: math(r[fn]),
        wrong,
        hints,
        steps,
        figure,
        explanation: `The ramp is the hypotenuse: $\\${fn} ${nB} = \\frac{${top}}{${bottom}} = ${r[fn].tex}$.`,
      };
    }
    return {
      frame,
      question: `In the right triangle $${nA}${nB}${nC}$, $${nC}${nB} = ${a}$, $${nA}${nC} = ${b}$ and $${nA}${nB} = ${c}$. Find $\\${fn} ${vertex}$.`,
      answer: math(r[fn]),
      wrong,
      hints,
      steps,
      figure,
      explanation: `For the angle at $${vertex}$: opposite $= ${opp}$, adjacent $= ${adj}$, hypotenuse $= ${c}$, so $\\${fn} ${vertex} = ${r[fn].tex}$.`,
    };
  },
});

const ratioMissingSide = defineTemplate({
  id: `${lesson}/ratio-needs-third-side`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: -0.2,
  build(rng) {
    const frame = rng.pick(['missing-hypotenuse', 'missing-leg', 'ladder'] as const);
    const [a, b, c] = steepForLadder(frame, pickTriple(rng));
    const [nA, nB, nC] = rng.pick(TRIANGLE_NAMES);
    const hidden =
      frame === 'missing-hypotenuse'
        ? 'hyp'
        : frame === 'ladder'
          ? 'vertical'
          : rng.pick(['horizontal', 'vertical'] as const);
    const fn =
      hidden === 'hyp'
        ? rng.pick<TrigFn>(['sin', 'cos', 'tan'])
        : hidden === 'horizontal'
          ? rng.pick<TrigFn>(['cos', 'tan'])
          : rng.pick<TrigFn>(['sin', 'tan']);
    const r = ratios(a, b, c);
    const unit = frame === 'ladder' ? ' m' : '';
    const sides: Record<string, string> = {};
    if (hidden !== 'horizontal') sides[`${nC}${nB}`] = `${a}${unit}`;
    if (hidden !== 'vertical') sides[`${nA}${nC}`] = `${b}${unit}`;
    if (hidden !== 'hyp') sides[`${nA}${nB}`] = `${c}${unit}`;
    const known = Object.entries(sides)
      .map(([k, v]) => `$${k} = ${v.replace(' m', '')}$`)
      .join(' and ');
    const missing =
      hidden === 'hyp'
        ? `${nA}${nB} = \\sqrt{${a}^2 + ${b}^2} = ${c}`
        : hidden === 'horizontal'
          ? `${nC}${nB} = \\sqrt{${c}^2 - ${b}^2} = ${a}`
          : `${nA}${nC} = \\sqrt{${c}^2 - ${a}^2} = ${b}`;
    const figure = triangleFigure({
      names: [nA, nB, nC],
      points: rightTrianglePoints(rng, a, b),
      sides,
      angles: { [nB]: '' },
      right: nC,
      caption:
        frame === 'ladder'
          ? `A ladder ${nA}${nB} against a wall ${nA}${nC}, with its foot at ${nB}.`
          : `Right triangle ${nA}${nB}${nC} with the right angle at ${nC}.`,
    });
    const hints = [
      'Find the missing side first, by Pythagoras.',
      fn === 'sin'
        ? '$\\sin$ is opposite over hypotenuse.'
        : fn === 'cos'
          ? '$\\cos$ is adjacent over hypotenuse.'
          : '$\\tan$ is opposite over adjacent.',
    ];
    const steps = [`By Pythagoras, $${missing}$.`, `$\\${fn} ${nB} = ${r[fn].tex}$`];
    if (frame === 'ladder') {
      return {
        frame,
        multiStep: true,
        context: true,
        question: `A ladder $${nA}${nB}$, $${c}$ m long, leans against a vertical wall. Its foot $${nB}$ is $${a}$ m from the foot of the wall $${nC}$, on level ground. Find $\\${fn} ${nB}$, where $${nB}$ is the angle between the ladder and the ground, as a fraction.`,
        answer: r[fn].text,
        exact: true,
        hints,
        steps,
        figure,
        explanation: `The wall is $${missing}$ m high up to the ladder, so $\\${fn} ${nB} = ${r[fn].tex}$.`,
      };
    }
    return {
      frame,
      multiStep: true,
      question: `$${nA}${nB}${nC}$ is right-angled at $${nC}$ with ${known}. Find $\\${fn} ${nB}$ as a fraction.`,
      answer: r[fn].text,
      exact: true,
      hints,
      steps,
      figure,
      explanation: `By Pythagoras $${missing}$. Then $\\${fn} ${nB} = ${r[fn].tex}$.`,
    };
  },
});

const SPECIAL = [30, 45, 60];
const SPECIAL_HINT =
  'Recall the special triangles: half an equilateral triangle (sides $1$, $\\sqrt{3}$, $2$) and half a square (sides $1$, $1$, $\\sqrt{2}$).';

const specialValue = defineTemplate({
  id: `${lesson}/special-angle-value`,
  lesson,
  type: 'MCQ',
  b: -1.3,
  build(rng) {
    const frame = rng.pick(['value', 'squared', 'equal-to'] as const);
    if (frame === 'squared') {
      const theta = rng.pick(SPECIAL);
      const fn = rng.pick(FN_NAMES);
      const [p, q] = SQUARES[fn]?.[theta] ?? [0, 1];
      const value = frac(p, q);
      const plain = exactTrig(fn, theta);
      const [sp, sq] = SQUARES[fn]?.[90 - theta] ?? [0, 1];
      const others = FN_NAMES.filter((f) => f !== fn).map((f) => SQUARES[f]?.[theta] ?? [0, 1]);
      return {
        frame,
        question: `Find the exact value of $\\${fn}^2 ${theta}^\\circ$.`,
        answer: math(value),
        wrong: [
          { text: math(plain ?? '0'), mistake: 'did not square the value' },
          { text: math(frac(sp, sq)), mistake: `confused ${theta}° with ${90 - theta}°` },
          ...others.map(([a = 0, b = 1]) => ({
            text: math(frac(a, b)),
            mistake: 'squared the wrong ratio',
          })),
          { text: math(frac(2 * p, q)), mistake: 'doubled the value instead of squaring it' },
        ],
        hints: [SPECIAL_HINT, `First find $\\${fn} ${theta}^\\circ$, then square it.`],
        steps: [
          `$\\${fn} ${theta}^\\circ = ${plain?.tex ?? ''}$.`,
          `$\\${fn}^2 ${theta}^\\circ = \\left(${plain?.tex ?? ''}\\right)^2 = ${value.tex}$`,
        ],
        explanation: `$\\${fn}^2 ${theta}^\\circ = \\left(${plain?.tex ?? ''}\\right)^2 = ${value.tex}$.`,
      };
    }
    if (frame === 'equal-to') {
      const theta = rng.pick([10, 20, 25, 30, 35, 40, 50, 55, 60, 65, 70, 80]);
      const fn = rng.pick<TrigFn>(['sin', 'cos']);
      const co: TrigFn = fn === 'sin' ? 'cos' : 'sin';
      const label = (f: TrigFn, t: number): string => `$\\${f} ${t}^\\circ$`;
      return {
        frame,
        question: `Which of the following is equal to $\\${fn} ${theta}^\\circ$?`,
        answer: label(co, 90 - theta),
        wrong: [
          { text: label(co, theta), mistake: `took ${co} of the same angle` },
          {
            text: label(fn, 90 - theta),
            mistake: 'took the complementary angle without changing the ratio',
          },
          { text: label('tan', theta), mistake: 'took tan of the same angle' },
          { text: label('tan', 90 - theta), mistake: 'took tan of the complementary angle' },
        ],
        hints: [
          'In a right triangle the two acute angles add up to $90^\\circ$.',
          'The side opposite one acute angle is adjacent to the other: the sine of an angle is the cosine of its complement.',
        ],
        steps: [
          `The complement of $${theta}^\\circ$ is $90^\\circ - ${theta}^\\circ = ${90 - theta}^\\circ$.`,
          `So $\\${fn} ${theta}^\\circ = \\${co} ${90 - theta}^\\circ$.`,
        ],
        explanation: `$\\${fn} ${theta}^\\circ = \\${co}(90^\\circ - ${theta}^\\circ) = \\${co} ${90 - theta}^\\circ$.`,
      };
    }
    const theta = rng.pick([0, 30, 45, 60, 90]);
    const fn = rng.pick<TrigFn>(theta === 90 ? ['sin', 'cos'] : FN_NAMES);
    const value = exactTrig(fn, theta);
    if (!value) throw new Error('no value');
    const swap = 90 - theta;
    // Values above 1 are left out for sin and cos (defineTemplate drops them): no sine is √2.
    const wrong: Choice[] = [
      ...FN_NAMES.filter((f) => f !== fn).map((f) => ({
        text: math(exactTrig(f, theta) ?? '0'),
        mistake: MIX_UP[fn][f],
      })),
      { text: math(exactTrig(fn, swap) ?? '0'), mistake: `confused ${theta}° with ${swap}°` },
      { text: math(frac(1, 2)), mistake: 'remembered the wrong special value' },
      { text: math(surd(1, 2, 2)), mistake: 'remembered the wrong special value' },
      { text: math(surd(1, 2)), mistake: 'remembered the wrong special value' },
      { text: math(surd(1, 3, 2)), mistake: 'remembered the wrong special value' },
      { text: math('0'), mistake: 'remembered the wrong special value' },
      { text: math('1'), mistake: 'remembered the wrong special value' },
    ];
    return {
      frame,
      question: `Find the exact value of $\\${fn} ${theta}^\\circ$.`,
      answer: math(value),
      wrong,
      hints:
        theta % 90 === 0
          ? ['Think of the point on the unit circle at this angle: $(\\cos\\theta, \\sin\\theta)$.']
          : [SPECIAL_HINT],
      steps: [`$\\${fn} ${theta}^\\circ = ${value.tex}$`],
      explanation: `From the special triangles, $\\${fn} ${theta}^\\circ = ${value.tex}$.`,
    };
  },
});

const SQUARES: Record<string, Record<number, [number, number]>> = {
  sin: { 30: [1, 4], 45: [1, 2], 60: [3, 4] },
  cos: { 30: [3, 4], 45: [1, 2], 60: [1, 4] },
  tan: { 30: [1, 3], 45: [1, 1], 60: [3, 1] },
};
/** Products of two special values that are rational: [f1, t1, f2, t2, p, q] with value p/q. */
const RATIONAL_PRODUCTS: [TrigFn, number, TrigFn, number, number, number][] = [
  ['sin', 30, 'cos', 60, 1, 4],
  ['cos', 30, 'sin', 60, 3, 4],
  ['tan', 45, 'sin', 30, 1, 2],
  ['tan', 60, 'tan', 30, 1, 1],
  ['tan', 60, 'cos', 30, 3, 2],
  ['sin', 60, 'tan', 60, 3, 2],
  ['cos', 30, 'tan', 30, 1, 2],
  ['sin', 45, 'cos', 45, 1, 2],
  ['tan', 30, 'sin', 60, 1, 2],
  ['cos', 60, 'tan', 45, 1, 2],
];

const specialExpression = defineTemplate({
  id: `${lesson}/special-angle-expression`,
  lesson,
  type: 'short_answer',
  b: 0.2,
  build(rng) {
    const frame = rng.pick(['squares', 'products', 'solve-for-x'] as const);
    const k = rng.int(1, 4);
    const coef = k === 1 ? '' : String(k);
    const plus = rng.chance(0.6);
    if (frame === 'products') {
      const [f1, t1, f2, t2, p1, q1] = rng.pick(RATIONAL_PRODUCTS);
      const [f3, t3, f4, t4, p2, q2] = rng.pick(
        RATIONAL_PRODUCTS.filter((r) => r[0] !== f1 || r[1] !== t1),
      );
      const value = frac(k * p1 * q2 + (plus ? 1 : -1) * p2 * q1, q1 * q2);
      return {
        frame,
        multiStep: true,
        question: `Find the exact value of $${coef}\\${f1} ${t1}^\\circ \\${f2} ${t2}^\\circ ${plus ? '+' : '-'} \\${f3} ${t3}^\\circ \\${f4} ${t4}^\\circ$.`,
        answer: value.text,
        exact: true,
        hints: [
          SPECIAL_HINT,
          'Replace each ratio by its exact value, multiply, then add or subtract.',
        ],
        steps: [
          `$\\${f1} ${t1}^\\circ \\${f2} ${t2}^\\circ = ${exactTrig(f1, t1)?.tex} \\times ${exactTrig(f2, t2)?.tex} = ${frac(p1, q1).tex}$.`,
          `$\\${f3} ${t3}^\\circ \\${f4} ${t4}^\\circ = ${exactTrig(f3, t3)?.tex} \\times ${exactTrig(f4, t4)?.tex} = ${frac(p2, q2).tex}$.`,
          `$${coef ? `${coef} \\times ` : ''}${frac(p1, q1).tex} ${plus ? '+' : '-'} ${frac(p2, q2).tex} = ${value.tex}$`,
        ],
        explanation: `The two products are $${frac(p1, q1).tex}$ and $${frac(p2, q2).tex}$, so the value is $${value.tex}$.`,
      };
    }
    const f1 = rng.pick(FN_NAMES);
    const f2 = rng.pick(FN_NAMES);
    const t1 = rng.pick(SPECIAL);
    const t2 = rng.pick(SPECIAL.filter((t) => t !== t1 || f1 !== f2));
    const [p1, q1] = SQUARES[f1]?.[t1] ?? [0, 1];
    const [p2, q2] = SQUARES[f2]?.[t2] ?? [0, 1];
    if (frame === 'solve-for-x') {
      // x·f1²(t1) = f2²(t2) ± k  =>  x = (p2/q2 ± k) · q1/p1.
      const right = frac(p2 + (plus ? 1 : -1) * k * q2, q2);
      const x = frac((p2 + (plus ? 1 : -1) * k * q2) * q1, q2 * p1);
      if (x.value === 0) throw new Error('x is zero');
      return {
        frame,
        multiStep: true,
        question: `Find $x$ if $x\\${f1}^2 ${t1}^\\circ = \\${f2}^2 ${t2}^\\circ ${plus ? '+' : '-'} ${k}$.`,
        answer: x.text,

        hints: [
          SPECIAL_HINT,
          `Work out both sides' known values, then divide by $\\${f1}^2 ${t1}^\\circ$.`,
        ],
        steps: [
          `$\\${f1}^2 ${t1}^\\circ = ${frac(p1, q1).tex}$ and $\\${f2}^2 ${t2}^\\circ ${plus ? '+' : '-'} ${k} = ${right.tex}$.`,
          `$x = ${right.tex} \\div ${frac(p1, q1).tex} = ${x.tex}$`,
        ],
        explanation: `$${frac(p1, q1).tex}\\,x = ${right.tex}$, so $x = ${x.tex}$.`,
      };
    }
    // k·f1²(t1) ± f2²(t2)
    const value = frac(k * p1 * q2 + (plus ? 1 : -1) * p2 * q1, q1 * q2);
    return {
      frame,
      question: `Find the exact value of $${coef}\\${f1}^2 ${t1}^\\circ ${plus ? '+' : '-'} \\${f2}^2 ${t2}^\\circ$.`,
      answer: value.text,
      exact: true,
      hints: [SPECIAL_HINT, 'Square each exact value before combining.'],
      steps: [
        `$\\${f1}^2 ${t1}^\\circ = ${frac(p1, q1).tex}$ and $\\${f2}^2 ${t2}^\\circ = ${frac(p2, q2).tex}$.`,
        `$${coef ? `${coef} \\times ` : ''}${frac(p1, q1).tex} ${plus ? '+' : '-'} ${frac(p2, q2).tex} = ${value.tex}$`,
      ],
      explanation: `$\\${f1}^2 ${t1}^\\circ = ${frac(p1, q1).tex}$ and $\\${f2}^2 ${t2}^\\circ = ${frac(p2, q2).tex}$, so the value is $${coef ? `${coef} \\times ` : ''}${frac(p1, q1).tex} ${plus ? '+' : '-'} ${frac(p2, q2).tex} = ${value.tex}$.`,
    };
  },
});

/** 1 / cos θ for the special angles, exactly. */
const SECANT: Record<number, Exact> = { 30: surd(2, 3, 3), 45: surd(1, 2), 60: frac(2, 1) };

const sideFromSpecial = defineTemplate({
  id: `${lesson}/side-from-special-angle`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0,
  build(rng) {
    const frame = rng.pick(['hypotenuse-given', 'leg-given', 'ramp'] as const);
    const theta = rng.pick(SPECIAL);
    const [nA, nB, nC] = rng.pick(TRIANGLE_NAMES);
    const rad = (theta * Math.PI) / 180;
    if (frame === 'leg-given') {
      const a = rng.int(2, 12);
      const askHyp = rng.chance(0.5);
      const value = askHyp
        ? scale(SECANT[theta] ?? frac(1, 1), a)
        : scale(exactTrig('tan', theta) ?? frac(1, 1), a);
      const target = askHyp ? `${nA}${nB}` : `${nA}${nC}`;
      return {
        frame,
        question: `$${nA}${nB}${nC}$ is right-angled at $${nC}$, $${nC}${nB} = ${a}$ cm and $m\\angle ${nB} = ${theta}^\\circ$. Find the exact length of $${target}$, in cm.`,
        answer: value.text,
        exact: true,
        unit: 'cm',
        hints: [
          `$${nC}${nB}$ is adjacent to the angle at $${nB}$.`,
          askHyp
            ? '$\\cos$ links the adjacent side and the hypotenuse.'
            : '$\\tan$ links the opposite and adjacent sides.',
        ],
        steps: askHyp
          ? [
              `$\\cos ${theta}^\\circ = \\frac{${a}}{${target}}$, so $${target} = \\frac{${a}}{\\cos ${theta}^\\circ}$.`,
              `$${target} = \\frac{${a}}{${exactTrig('cos', theta)?.tex}} = ${value.tex}$ cm`,
            ]
          : [
              `$\\tan ${theta}^\\circ = \\frac{${target}}{${a}}$.`,
              `$${target} = ${a} \\times ${exactTrig('tan', theta)?.tex} = ${value.tex}$ cm`,
            ],
        figure: triangleFigure({
          names: [nA, nB, nC],
          points: rightTrianglePoints(rng, a, a * Math.tan(rad)),
          sides: { [`${nC}${nB}`]: `${a} cm`, [target]: '?' },
          angles: { [nB]: `${theta}°` },
          right: nC,
          caption: `Right triangle ${nA}${nB}${nC} with the right angle at ${nC}.`,
        }),
        explanation: `$${target} = ${askHyp ? `\\frac{${a}}{\\cos ${theta}^\\circ}` : `${a}\\tan ${theta}^\\circ`} = ${value.tex}$ cm.`,
      };
    }
    const h = rng.int(2, 12) * 2;
    const askOpposite = frame === 'ramp' ? true : rng.chance(0.5);
    // Angle θ at nB; opposite leg (vertical) = h sin θ, adjacent leg (horizontal) = h cos θ.
    const fn: TrigFn = askOpposite ? 'sin' : 'cos';
    const ratio = exactTrig(fn, theta);
    if (!ratio) throw new Error('no value');
    const value = scale(ratio, h);
    const target = askOpposite ? `${nA}${nC}` : `${nC}${nB}`;
    const unit = frame === 'ramp' ? 'm' : 'cm';
    const figure = triangleFigure({
      names: [nA, nB, nC],
      points: rightTrianglePoints(rng, h * Math.cos(rad), h * Math.sin(rad)),
      sides: { [`${nA}${nB}`]: `${h} ${unit}`, [target]: '?' },
      angles: { [nB]: `${theta}°` },
      right: nC,
      caption:
        frame === 'ramp'
          ? `A ramp ${nA}${nB} rising from ${nB}.`
          : `Right triangle ${nA}${nB}${nC} with the right angle at ${nC}.`,
    });
    const hints = [
      `$${nA}${nB}$ is the hypotenuse.`,
      askOpposite
        ? `$${target}$ is opposite the angle at $${nB}$: use $\\sin$.`
        : `$${target}$ is adjacent to the angle at $${nB}$: use $\\cos$.`,
    ];
    const steps = [
      `$${target} = ${nA}${nB} \\${fn} ${theta}^\\circ$.`,
      `$${target} = ${h} \\times ${ratio.tex} = ${value.tex}$ ${unit}`,
    ];
    if (frame === 'ramp') {
      return {
        frame,
        context: true,
        question: `A straight ramp $${nA}${nB}$ is $${h}$ m long and makes an angle of $${theta}^\\circ$ with the level ground at $${nB}$. Find the exact height $${target}$ of its top $${nA}$ above the ground, in m.`,
        answer: value.text,
        exact: true,
        unit: 'm',
        hints,
        steps,
        figure,
        explanation: `$${target} = ${h}\\sin ${theta}^\\circ = ${value.tex}$ m.`,
      };
    }
    return {
      frame,
      question: `$${nA}${nB}${nC}$ is right-angled at $${nC}$, $${nA}${nB} = ${h}$ cm and $m\\angle ${nB} = ${theta}^\\circ$. Find the exact length of $${target}$, in cm.`,
      answer: value.text,
      exact: true,
      unit: 'cm',
      hints,
      steps,
      figure,
      explanation: `$${target} = ${nA}${nB} \\${fn} ${theta}^\\circ = ${h} \\times ${ratio.tex} = ${value.tex}$ cm.`,
    };
  },
});

/** k times an exact special value (rational or a/b·√r). */
export function scale(e: Exact, k: number): Exact {
  const m = /^(-?)(\d*)√(\d+)(?:\/(\d+))?$/.exec(e.text);
  if (m) {
    const sign = m[1] === '-' ? -1 : 1;
    const coef = m[2] ? Number(m[2]) : 1;
    return surd(sign * coef * k, Number(m[3]), m[4] ? Number(m[4]) : 1);
  }
  const f = /^(-?\d+)(?:\/(\d+))?$/.exec(e.text);
  if (f) return frac(Number(f[1]) * k, f[2] ? Number(f[2]) : 1);
  throw new Error(`cannot scale ${e.text}`);
}

const isoscelesRight = defineTemplate({
  id: `${lesson}/isosceles-right-hypotenuse`,
  lesson,
  type: 'MCQ',
  b: -0.5,
  build(rng) {
    const frame = rng.pick(['leg-to-hypotenuse', 'hypotenuse-to-leg', 'tile'] as const);
    const a = rng.int(2, 15);
    const [nA, nB, nC] = rng.pick(TRIANGLE_NAMES);
    const hints = [
      'A right triangle with a $45^\\circ$ angle is isosceles: its legs are equal.',
      'In half a square the hypotenuse is $\\sqrt{2}$ times a leg.',
    ];
    if (frame === 'hypotenuse-to-leg') {
      const leg = surd(a, 2, 2);
      return {
        frame,
        question: `In triangle $${nA}${nB}${nC}$, $m\\angle ${nC} = 90^\\circ$ and $m\\angle ${nA} = 45^\\circ$. If $${nA}${nB} = ${a}$ cm, find $${nA}${nC}$.`,
        answer: `${math(leg)} cm`,
        wrong: [
          { text: `${math(surd(a, 2))} cm`, mistake: 'multiplied by √2 instead of dividing' },
          { text: `${math(frac(a, 2))} cm`, mistake: 'halved the hypotenuse' },
          { text: `${math(surd(a, 3, 2))} cm`, mistake: 'used the 30°-60°-90° ratio' },
          { text: `${math(String(a))} cm`, mistake: 'thought a leg equals the hypotenuse' },
        ],
        hints,
        steps: [
          `$${nA}${nC} = ${nB}${nC}$, so $2 \\cdot ${nA}${nC}^2 = ${a}^2$.`,
          `$${nA}${nC} = \\frac{${a}}{\\sqrt{2}} = ${leg.tex}$ cm`,
        ],
        explanation: `The legs are equal and $2 \\cdot ${nA}${nC}^2 = ${a}^2$, so $${nA}${nC} = \\frac{${a}}{\\sqrt{2}} = ${leg.tex}$ cm.`,
      };
    }
    const hyp = surd(a, 2);
    const wrong: Choice[] = [
      {
        text: `${math(String(2 * a))} cm`,
        mistake: 'added the two legs instead of using Pythagoras',
      },
      { text: `${math(surd(a, 3))} cm`, mistake: 'used the 30°-60°-90° ratio' },
      { text: `${math(surd(a, 2, 2))} cm`, mistake: 'divided by √2 instead of multiplying' },
      { text: `${math(String(a))} cm`, mistake: 'thought the hypotenuse equals a leg' },
    ];
    if (frame === 'tile') {
      return {
        frame,
        context: true,
        question: `A square floor tile has sides of $${a}$ cm. A straight cut is made from one corner to the opposite corner. How long is the cut?`,
        answer: `${math(hyp)} cm`,
        wrong,
        hints: [
          'The cut splits the square into two right triangles with $45^\\circ$ angles.',
          hints[1] ?? '',
        ],
        steps: [
          `The cut is the hypotenuse of a right triangle with legs $${a}$ and $${a}$.`,
          `Cut $= \\sqrt{${a}^2 + ${a}^2} = ${hyp.tex}$ cm`,
        ],
        explanation: `The diagonal of a square of side $${a}$ is $${hyp.tex}$ cm.`,
      };
    }
    return {
      frame,
      question: `In triangle $${nA}${nB}${nC}$, $m\\angle ${nC} = 90^\\circ$ and $m\\angle ${nA} = 45^\\circ$. If $${nA}${nC} = ${a}$ cm, find $${nA}${nB}$.`,
      answer: `${math(hyp)} cm`,
      wrong,
      hints,
      steps: [
        `The triangle is isosceles: $${nB}${nC} = ${nA}${nC} = ${a}$ cm.`,
        `$${nA}${nB} = \\sqrt{${a}^2 + ${a}^2} = ${hyp.tex}$ cm`,
      ],
      explanation: `The triangle is isosceles ($${nB}${nC} = ${nA}${nC} = ${a}$), so $${nA}${nB} = \\sqrt{${a}^2 + ${a}^2} = ${hyp.tex}$ cm.`,
    };
  },
});

/** The right triangle a ratio of an acute angle describes, in words. */
function triangleFor(given: TrigFn, a: number, b: number, c: number): string {
  return given === 'sin'
    ? `opposite $${b}$ and hypotenuse $${c}$`
    : given === 'cos'
      ? `adjacent $${a}$ and hypotenuse $${c}$`
      : `opposite $${b}$ and adjacent $${a}$`;
}

const ratioFromRatio = defineTemplate({
  id: `${lesson}/ratio-from-another-ratio`,
  lesson,
  type: 'short_answer',
  b: 0.3,
  build(rng) {
    const frame = rng.pick(['other-ratio', 'sum', 'one-plus-tan-squared'] as const);
    const [a, b, c] = pickTriple(rng, 1);
    // θ with adjacent a, opposite b, hypotenuse c.
    const r = ratios(a, b, c);
    const given = rng.pick(FN_NAMES);
    const hints = [
      `Draw a right triangle with ${triangleFor(given, a, b, c)}.`,
      'Find the third side by Pythagoras.',
    ];
    const sides = `By Pythagoras the sides are $${a}$ (adjacent), $${b}$ (opposite) and $${c}$ (hypotenuse).`;
    if (frame === 'sum') {
      const value = frac(a + b, c);
      return {
        frame,
        multiStep: true,
        question: `If $\\theta$ is an acute angle and $\\${given}\\theta = ${r[given].tex}$, find $\\sin\\theta + \\cos\\theta$.`,
        answer: value.text,
        hints,
        steps: [
          sides,
          `$\\sin\\theta + \\cos\\theta = ${r.sin.tex} + ${r.cos.tex} = ${value.tex}$`,
        ],
        explanation: `$\\sin\\theta = ${r.sin.tex}$ and $\\cos\\theta = ${r.cos.tex}$, so the sum is $${value.tex}$.`,
      };
    }
    if (frame === 'one-plus-tan-squared') {
      const value = frac(c * c, a * a);
      return {
        frame,
        multiStep: true,
        question: `If $\\theta$ is an acute angle and $\\${given}\\theta = ${r[given].tex}$, find $1 + \\tan^2\\theta$.`,
        answer: value.text,
        hints,
        steps: [
          sides,
          `$\\tan\\theta = ${r.tan.tex}$, so $1 + \\tan^2\\theta = 1 + ${frac(b * b, a * a).tex} = ${value.tex}$`,
        ],
        explanation: `$\\tan\\theta = ${r.tan.tex}$, so $1 + \\tan^2\\theta = ${value.tex}$.`,
      };
    }
    const asked = rng.pick(FN_NAMES.filter((f) => f !== given));
    return {
      frame,
      question: `If $\\theta$ is an acute angle and $\\${given}\\theta = ${r[given].tex}$, find $\\${asked}\\theta$.`,
      answer: r[asked].text,
      hints,
      steps: [sides, `$\\${asked}\\theta = ${r[asked].tex}$`],
      explanation: `Draw a right triangle with ${triangleFor(given, a, b, c)}; by Pythagoras the sides are $${a}$, $${b}$, $${c}$, so $\\${asked}\\theta = ${r[asked].tex}$.`,
    };
  },
});

const sidesFromRatio = defineTemplate({
  id: `${lesson}/sides-from-a-ratio`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.9,
  build(rng) {
    const frame = rng.pick(['perimeter', 'area', 'ladder'] as const);
    const [a0, b0, c0] = rng.pick(TRIPLES.slice(0, 4));
    const [a, b] = steepForLadder(frame, rng.chance(0.5) ? [a0, b0, c0] : [b0, a0, c0]);
    const c = c0;
    const k = rng.int(1, 4);
    const [nA, nB, nC] = rng.pick(TRIANGLE_NAMES);
    const fn = rng.pick<TrigFn>(['sin', 'cos']);
    const ratio = fn === 'sin' ? frac(b, c) : frac(a, c);
    const unit = frame === 'ladder' ? 'm' : 'cm';
    const figure = triangleFigure({
      names: [nA, nB, nC],
      points: rightTrianglePoints(rng, a, b),
      sides: { [`${nA}${nB}`]: `${c * k} ${unit}` },
      angles: { [nB]: '' },
      right: nC,
      caption:
        frame === 'ladder'
          ? `A ladder ${nA}${nB} against a wall ${nA}${nC}, with its foot at ${nB}.`
          : `Right triangle ${nA}${nB}${nC} with the right angle at ${nC}.`,
    });
    const legSteps = [
      fn === 'sin'
        ? `$${nA}${nC} = ${nA}${nB} \\sin ${nB} = ${c * k} \\times ${ratio.tex} = ${b * k}$.`
        : `$${nC}${nB} = ${nA}${nB} \\cos ${nB} = ${c * k} \\times ${ratio.tex} = ${a * k}$.`,
      fn === 'sin'
        ? `$${nC}${nB} = \\sqrt{${c * k}^2 - ${b * k}^2} = ${a * k}$.`
        : `$${nA}${nC} = \\sqrt{${c * k}^2 - ${a * k}^2} = ${b * k}$.`,
    ];
    const hints = [
      `$\\${fn} ${nB} = \\frac{${fn === 'sin' ? `${nA}${nC}` : `${nC}${nB}`}}{${nA}${nB}}$: use it to find one leg.`,
      'Find the other leg by Pythagoras.',
    ];
    if (frame === 'ladder') {
      const height = b * k;
      return {
        frame,
        multiStep: true,
        context: true,
        question: `A ladder $${nA}${nB}$, $${c * k}$ m long, leans against a vertical wall with its foot $${nB}$ on level ground. The angle $${nB}$ between the ladder and the ground has $\\cos ${nB} = ${frac(a, c).tex}$. How high up the wall does the ladder reach, in m?`,
        answer: String(height),
        unit: 'm',
        hints: [
          `$\\cos ${nB} = \\frac{${nC}${nB}}{${nA}${nB}}$ gives the distance from the wall.`,
          'The height follows by Pythagoras.',
        ],
        steps: [
          `$${nC}${nB} = ${c * k} \\times ${frac(a, c).tex} = ${a * k}$ m.`,
          `$${nA}${nC} = \\sqrt{${c * k}^2 - ${a * k}^2} = ${height}$ m`,
        ],
        figure,
        explanation: `The foot is $${a * k}$ m from the wall, so the ladder reaches $\\sqrt{${c * k}^2 - ${a * k}^2} = ${height}$ m up it.`,
      };
    }
    if (frame === 'area') {
      const area = (a * k * b * k) / 2;
      return {
        frame,
        multiStep: true,
        question: `$${nA}${nB}${nC}$ is right-angled at $${nC}$, $${nA}${nB} = ${c * k}$ cm and $\\${fn} ${nB} = ${ratio.tex}$. Find the area of the triangle, in cm$^2$.`,
        answer: fmt(area),
        unit: 'cm²',
        hints,
        steps: [
          ...legSteps,
          `Area $= \\frac{1}{2} \\times ${a * k} \\times ${b * k} = ${fmt(area)}$ cm$^2$`,
        ],
        figure,
        explanation: `The legs are $${a * k}$ and $${b * k}$ cm, so the area is $${fmt(area)}$ cm$^2$.`,
      };
    }
    const perimeter = (a + b + c) * k;
    return {
      frame,
      multiStep: true,
      question: `$${nA}${nB}${nC}$ is right-angled at $${nC}$, $${nA}${nB} = ${c * k}$ cm and $\\${fn} ${nB} = ${ratio.tex}$. Find the perimeter of the triangle, in cm.`,
      answer: String(perimeter),
      unit: 'cm',
      hints,
      steps: [...legSteps, `Perimeter $= ${a * k} + ${b * k} + ${c * k} = ${perimeter}$ cm`],
      figure,
      explanation: `The legs are $${a * k}$ and $${b * k}$ cm, so the perimeter is $${perimeter}$ cm.`,
    };
  },
});

const specialFigures = defineTemplate({
  id: `${lesson}/special-angles-in-figures`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.6,
  build(rng) {
    const frame = rng.pick(['two-triangles', 'equilateral-height', 'rectangle-field'] as const);
    const k = rng.int(2, 15);
    const r3 = Math.sqrt(3);
    if (frame === 'two-triangles') {
      // B the right angle, A above B, D and C on the ground: BD = k, BC = 3k, so DC = 2k.
      const [A, B, D, C] = [pt(0, k * r3), pt(0, 0), pt(k, 0), pt(3 * k, 0)];
      return {
        frame,
        multiStep: true,
        question: `In the figure, $AB \\perp BC$, $D$ lies on $BC$, $AB = ${k}\\sqrt{3}$ cm, $m\\angle ADB = 60^\\circ$ and $m\\angle ACB = 30^\\circ$. Find the length of $DC$, in cm.`,
        answer: String(2 * k),
        unit: 'cm',
        hints: [
          'Work in the two right triangles $ABD$ and $ABC$, which share the side $AB$.',
          '$\\tan 60^\\circ = \\frac{AB}{BD}$ and $\\tan 30^\\circ = \\frac{AB}{BC}$.',
        ],
        steps: [
          `$BD = \\frac{${k}\\sqrt{3}}{\\tan 60^\\circ} = \\frac{${k}\\sqrt{3}}{\\sqrt{3}} = ${k}$ cm.`,
          `$BC = \\frac{${k}\\sqrt{3}}{\\tan 30^\\circ} = ${k}\\sqrt{3} \\times \\sqrt{3} = ${3 * k}$ cm.`,
          `$DC = BC - BD = ${3 * k} - ${k} = ${2 * k}$ cm`,
        ],
        figure: {
          caption: 'Right triangle ABC with the right angle at B and D on BC.',
          elements: [
            { kind: 'polygon', points: [A, B, C] },
            { kind: 'segment', from: A, to: D },
            { kind: 'segment', from: A, to: B, label: `${k}√3 cm` },
            { kind: 'right-angle', vertex: B, from: A, to: C },
            { kind: 'angle', vertex: D, from: A, to: B, label: '60°' },
            { kind: 'angle', vertex: C, from: A, to: B, label: '30°' },
            { kind: 'point', at: A, label: 'A' },
            { kind: 'point', at: B, label: 'B' },
            { kind: 'point', at: D, label: 'D' },
            { kind: 'point', at: C, label: 'C' },
          ],
        },
        explanation: `$BD = ${k}$ cm and $BC = ${3 * k}$ cm, so $DC = ${2 * k}$ cm.`,
      };
    }
    if (frame === 'equilateral-height') {
      const height = surd(k, 3);
      const [A, B, C, D] = [pt(0, k * r3), pt(-k, 0), pt(k, 0), pt(0, 0)];
      return {
        frame,
        multiStep: true,
        question: `$ABC$ is an equilateral triangle with sides of $${2 * k}$ cm, and $AD$ is perpendicular to $BC$. Find the exact length of $AD$, in cm.`,
        answer: height.text,
        exact: true,
        unit: 'cm',
        hints: [
          'Each angle of an equilateral triangle is $60^\\circ$, and $AD$ meets $BC$ at its midpoint.',
          `In triangle $ABD$, $AD = AB \\sin 60^\\circ$.`,
        ],
        steps: [
          `$m\\angle B = 60^\\circ$ and $AB = ${2 * k}$ cm.`,
          `$AD = ${2 * k} \\sin 60^\\circ = ${2 * k} \\times \\frac{\\sqrt{3}}{2} = ${height.tex}$ cm`,
        ],
        figure: {
          caption: 'Equilateral triangle ABC with the perpendicular AD to BC.',
          elements: [
            { kind: 'polygon', points: [A, B, C] },
            { kind: 'segment', from: A, to: D, dashed: true },
            { kind: 'segment', from: A, to: B, label: `${2 * k} cm` },
            { kind: 'right-angle', vertex: D, from: A, to: C },
            { kind: 'point', at: A, label: 'A' },
            { kind: 'point', at: B, label: 'B' },
            { kind: 'point', at: C, label: 'C' },
            { kind: 'point', at: D, label: 'D' },
          ],
        },
        explanation: `$AD = ${2 * k}\\sin 60^\\circ = ${height.tex}$ cm.`,
      };
    }
    // A rectangle whose diagonal (2k m) makes 30° with its longer side: sides k√3 and k.
    const area = surd(k * k, 3);
    const [P, Q, R, S] = [pt(0, 0), pt(k * r3, 0), pt(k * r3, k), pt(0, k)];
    return {
      frame,
      multiStep: true,
      context: true,
      question: `A rectangular field $PQRS$ has a straight path along its diagonal $PR$, which is $${2 * k}$ m long and makes an angle of $30^\\circ$ with the longer side $PQ$. Find the exact area of the field, in m$^2$.`,
      answer: area.text,
      exact: true,
      unit: 'm²',
      hints: [
        'The diagonal is the hypotenuse of the right triangle $PQR$.',
        '$PQ = PR\\cos 30^\\circ$ and $QR = PR\\sin 30^\\circ$.',
      ],
      steps: [
        `$PQ = ${2 * k}\\cos 30^\\circ = ${k}\\sqrt{3}$ m and $QR = ${2 * k}\\sin 30^\\circ = ${k}$ m.`,
        `Area $= ${k}\\sqrt{3} \\times ${k} = ${area.tex}$ m$^2$`,
      ],
      figure: {
        caption: 'Rectangle PQRS with the diagonal path PR.',
        elements: [
          { kind: 'polygon', points: [P, Q, R, S] },
          { kind: 'segment', from: P, to: R, label: `${2 * k} m` },
          { kind: 'angle', vertex: P, from: Q, to: R, label: '30°' },
          { kind: 'right-angle', vertex: Q, from: P, to: R },
          { kind: 'point', at: P, label: 'P' },
          { kind: 'point', at: Q, label: 'Q' },
          { kind: 'point', at: R, label: 'R' },
          { kind: 'point', at: S, label: 'S' },
        ],
      },
      explanation: `The sides are $${k}\\sqrt{3}$ m and $${k}$ m, so the area is $${area.tex}$ m$^2$.`,
    };
  },
});

const ratioInShape = defineTemplate({
  id: `${lesson}/ratio-in-a-shape`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: 1.2,
  build(rng) {
    const frame = rng.pick(['rhombus', 'roof', 'rectangle'] as const);
    const [p, q, h] = rng.pick(TRIPLES.slice(0, 4));
    const [a, b] = rng.chance(0.5) ? [p, q] : [q, p];
    const k = rng.int(1, 3);
    if (frame === 'rhombus') {
      // Diagonals AC = 2a·k and BD = 2b·k meet at right angles at O; side = h·k.
      const [O, A, B, C, D] = [pt(0, 0), pt(-a * k, 0), pt(0, b * k), pt(a * k, 0), pt(0, -b * k)];
      const answer = frac(a, b);
      return {
        frame,
        multiStep: true,
        question: `$ABCD$ is a rhombus whose diagonals $AC = ${2 * a * k}$ cm and $BD = ${2 * b * k}$ cm meet at $O$. Find $\\tan(\\angle ABO)$.`,
        answer: math(answer),
        wrong: [
          {
            text: math(frac(b, a)),
            mistake: 'turned the ratio upside down (adjacent over opposite)',
          },
          { text: math(frac(a, h)), mistake: 'found the sine instead of the tangent' },
          { text: math(frac(2 * a, b)), mistake: 'used the whole diagonal instead of half of it' },
          { text: math(frac(b, h)), mistake: 'found the cosine instead of the tangent' },
        ],
        hints: [
          'The diagonals of a rhombus bisect each other at right angles.',
          `In the right triangle $ABO$: $AO = ${a * k}$ and $BO = ${b * k}$.`,
        ],
        steps: [
          `$AO = \\frac{${2 * a * k}}{2} = ${a * k}$ and $BO = \\frac{${2 * b * k}}{2} = ${b * k}$, with the right angle at $O$.`,
          `$\\tan(\\angle ABO) = \\frac{AO}{BO} = ${reduced(a * k, b * k)}$`,
        ],
        figure: {
          caption: 'Rhombus ABCD with diagonals meeting at O.',
          elements: [
            { kind: 'polygon', points: [A, B, C, D] },
            { kind: 'segment', from: A, to: C },
            { kind: 'segment', from: B, to: D },
            { kind: 'right-angle', vertex: O, from: A, to: B },
            { kind: 'angle', vertex: B, from: A, to: O },
            { kind: 'point', at: A, label: 'A' },
            { kind: 'point', at: B, label: 'B' },
            { kind: 'point', at: C, label: 'C' },
            { kind: 'point', at: D, label: 'D' },
            { kind: 'point', at: O, label: 'O' },
          ],
        },
        explanation: `In the right triangle $ABO$, $\\tan(\\angle ABO) = \\frac{AO}{BO} = ${answer.tex}$.`,
      };
    }
    if (frame === 'roof') {
      // Span 2a·k, rafters h·k: half the span is adjacent to the pitch angle.
      const [L, M, R, T] = [pt(-a * k, 0), pt(0, 0), pt(a * k, 0), pt(0, b * k)];
      const answer = frac(a, h);
      return {
        frame,
        multiStep: true,
        context: true,
        question: `The cross-section of a roof is an isosceles triangle $LTR$ with $LT = RT = ${h * k}$ m and a span $LR = ${2 * a * k}$ m. Find $\\cos(\\angle TLR)$, the cosine of the roof's pitch.`,
        answer: math(answer),
        wrong: [
          { text: math(frac(2 * a, h)), mistake: 'used the whole span instead of half of it' },
          { text: math(frac(b, h)), mistake: 'found the sine instead of the cosine' },
          { text: math(frac(h, a)), mistake: 'turned the ratio upside down' },
          { text: math(frac(b, a)), mistake: 'found the tangent instead of the cosine' },
        ],
        hints: [
          'The line from the top $T$ to the middle $M$ of the span is perpendicular to it.',
          `In the right triangle $LMT$: $LM = ${a * k}$ m and $LT = ${h * k}$ m.`,
        ],
        steps: [
          `$LM = \\frac{${2 * a * k}}{2} = ${a * k}$ m, and $TM \\perp LR$.`,
          `$\\cos(\\angle TLR) = \\frac{LM}{LT} = ${reduced(a * k, h * k)}$`,
        ],
        figure: {
          caption: 'The isosceles cross-section LTR of a roof, with M the middle of LR.',
          elements: [
            { kind: 'polygon', points: [L, T, R] },
            { kind: 'segment', from: T, to: M, dashed: true },
            { kind: 'segment', from: L, to: T, label: `${h * k} m` },
            { kind: 'segment', from: R, to: T, label: `${h * k} m` },
            { kind: 'dimension', from: L, to: R, label: `${2 * a * k} m` },
            { kind: 'right-angle', vertex: M, from: R, to: T },
            { kind: 'angle', vertex: L, from: R, to: T },
            { kind: 'point', at: L, label: 'L' },
            { kind: 'point', at: T, label: 'T' },
            { kind: 'point', at: R, label: 'R' },
            { kind: 'point', at: M, label: 'M' },
          ],
        },
        explanation: `$\\cos(\\angle TLR) = \\frac{LM}{LT} = ${answer.tex}$.`,
      };
    }
    // Rectangle ABCD with AB = a·k, BC = b·k: the diagonal AC = h·k.
    const [A, B, C, D] = [pt(0, 0), pt(a * k, 0), pt(a * k, b * k), pt(0, b * k)];
    const answer = frac(b, h);
    return {
      frame,
      multiStep: true,
      question: `$ABCD$ is a rectangle with $AB = ${a * k}$ cm and $BC = ${b * k}$ cm. Find $\\sin(\\angle CAB)$.`,
      answer: math(answer),
      wrong: [
        { text: math(frac(b, a)), mistake: 'found the tangent instead of the sine' },
        { text: math(frac(a, h)), mistake: 'found the cosine instead of the sine' },
        { text: math(frac(h, b)), mistake: 'turned the ratio upside down' },
        {
          text: math(frac(b, a + b)),
          mistake: 'divided by the sum of the sides instead of the diagonal',
        },
      ],
      hints: [
        'The diagonal $AC$ is the hypotenuse of the right triangle $ABC$.',
        'Find $AC$ by Pythagoras.',
      ],
      steps: [
        `$AC = \\sqrt{${a * k}^2 + ${b * k}^2} = ${h * k}$ cm.`,
        `$\\sin(\\angle CAB) = \\frac{BC}{AC} = ${reduced(b * k, h * k)}$`,
      ],
      figure: {
        caption: 'Rectangle ABCD with the diagonal AC.',
        elements: [
          { kind: 'polygon', points: [A, B, C, D] },
          { kind: 'segment', from: A, to: C },
          { kind: 'segment', from: A, to: B, label: `${a * k} cm` },
          { kind: 'segment', from: B, to: C, label: `${b * k} cm` },
          { kind: 'right-angle', vertex: B, from: A, to: C },
          { kind: 'angle', vertex: A, from: B, to: C },
          { kind: 'point', at: A, label: 'A' },
          { kind: 'point', at: B, label: 'B' },
          { kind: 'point', at: C, label: 'C' },
          { kind: 'point', at: D, label: 'D' },
        ],
      },
      explanation: `$AC = ${h * k}$ cm, so $\\sin(\\angle CAB) = \\frac{BC}{AC} = ${answer.tex}$.`,
    };
  },
});

const ratioExpression = defineTemplate({
  id: `${lesson}/expression-from-a-ratio`,
  lesson,
  type: 'short_answer',
  b: 1.6,
  build(rng) {
    const frame = rng.pick(['tan-given', 'sin-given', 'cos-given'] as const);
    const [a, b, c] = pickTriple(rng, 1);
    if (a === b) throw new Error('no isosceles triples');
    const r = ratios(a, b, c);
    const sides = `A right triangle for $\\theta$ has adjacent $${a}$, opposite $${b}$ and hypotenuse $${c}$ (Pythagoras).`;
    if (frame === 'tan-given') {
      const value = frac(b + a, b - a);
      return {
        frame,
        multiStep: true,
        question: `$\\theta$ is an acute angle with $\\tan\\theta = ${r.tan.tex}$. Find the exact value of $\\frac{\\sin\\theta + \\cos\\theta}{\\sin\\theta - \\cos\\theta}$.`,
        answer: value.text,
        exact: true,
        hints: [
          'Find $\\sin\\theta$ and $\\cos\\theta$ from a right triangle.',
          `Or divide the top and the bottom by $\\cos\\theta$: the expression becomes $\\frac{\\tan\\theta + 1}{\\tan\\theta - 1}$.`,
        ],
        steps: [
          sides,
          `$\\frac{\\sin\\theta + \\cos\\theta}{\\sin\\theta - \\cos\\theta} = \\frac{${r.sin.tex} + ${r.cos.tex}}{${r.sin.tex} - ${r.cos.tex}} = ${reduced(b + a, b - a)}$`,
        ],
        explanation: `Dividing by $\\cos\\theta$: $\\frac{\\tan\\theta + 1}{\\tan\\theta - 1} = ${value.tex}$.`,
      };
    }
    if (frame === 'sin-given') {
      // (1 − cos θ) / tan θ = (c − a)/c · a/b.
      const value = frac((c - a) * a, c * b);
      return {
        frame,
        multiStep: true,
        question: `$\\theta$ is an acute angle with $\\sin\\theta = ${r.sin.tex}$. Find the exact value of $\\frac{1 - \\cos\\theta}{\\tan\\theta}$.`,
        answer: value.text,
        exact: true,
        hints: [
          'Find $\\cos\\theta$ and $\\tan\\theta$ from a right triangle.',
          'Dividing by a fraction is multiplying by its reciprocal.',
        ],
        steps: [
          sides,
          `$\\cos\\theta = ${r.cos.tex}$ and $\\tan\\theta = ${r.tan.tex}$.`,
          `$\\frac{1 - ${r.cos.tex}}{${r.tan.tex}} = ${frac(c - a, c).tex} \\times ${frac(a, b).tex} = ${value.tex}$`,
        ],
        explanation: `$1 - \\cos\\theta = ${frac(c - a, c).tex}$ and $\\tan\\theta = ${r.tan.tex}$, so the value is $${value.tex}$.`,
      };
    }
    const value = frac(b * b - a * a, c * c);
    return {
      frame,
      multiStep: true,
      question: `$\\theta$ is an acute angle with $\\cos\\theta = ${r.cos.tex}$. Find the exact value of $\\sin^2\\theta - \\cos^2\\theta$.`,
      answer: value.text,
      exact: true,
      hints: [
        'Find $\\sin\\theta$ from a right triangle.',
        'Square both ratios before subtracting.',
      ],
      steps: [
        sides,
        `$\\sin^2\\theta - \\cos^2\\theta = ${frac(b * b, c * c).tex} - ${frac(a * a, c * c).tex} = ${value.tex}$`,
      ],
      explanation: `$\\sin\\theta = ${r.sin.tex}$, so $\\sin^2\\theta - \\cos^2\\theta = ${value.tex}$.`,
    };
  },
});

export const rightTriangleRatioTemplates = [
  nameTheSides,
  specialValue,
  ratioFromSides,
  isoscelesRight,
  ratioMissingSide,
  sideFromSpecial,
  specialExpression,
  ratioFromRatio,
  specialFigures,
  sidesFromRatio,
  ratioInShape,
  ratioExpression,
];
