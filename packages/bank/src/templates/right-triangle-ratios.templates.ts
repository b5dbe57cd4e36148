/** Lesson: trigonometric ratios in a right triangle (SOH-CAH-TOA) and the special angles. */
import type { Point } from '../figures/figure-model';
import { pt } from '../figures/geometry';
import type { Rng } from '../rng';
import type { Choice } from './define-template';
import { defineTemplate } from './define-template';
import type { Exact, TrigFn } from './exact';
import { exactTrig, frac, math, surd } from './exact';
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

const ratioFromSides = defineTemplate({
  id: `${lesson}/ratio-from-three-sides`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: -1,
  build(rng) {
    const [a, b, c] = pickTriple(rng);
    const [nA, nB, nC] = rng.pick(TRIANGLE_NAMES);
    const fn = rng.pick(FN_NAMES);
    // Angle at nB: opposite = vertical leg AC = b, adjacent = horizontal leg BC = a.
    const r = ratios(a, b, c);
    const other = ratios(b, a, c);
    // Sine and cosine stay below 1, so their wrong options do too (a ratio over 1 is ruled out
    // at sight); tan may be any positive value.
    const opposite = fn === 'cos' ? a : b;
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
        text: math(frac(opposite, a + b)),
        mistake: 'divided by the sum of the legs instead of the hypotenuse',
      },
      {
        text: math(frac(Number(r[fn].text.split('/')[1] ?? 1), Number(r[fn].text.split('/')[0]))),
        mistake: 'inverted the ratio',
      },
      { text: math(other[fn]), mistake: `found ${fn} of the other acute angle` },
    ];
    return {
      question: `In the right triangle $${nA}${nB}${nC}$, $${nC}${nB} = ${a}$, $${nA}${nC} = ${b}$ and $${nA}${nB} = ${c}$. Find $\\${fn} ${nB}$.`,
      answer: math(r[fn]),
      wrong,
      figure: triangleFigure({
        names: [nA, nB, nC],
        points: rightTrianglePoints(rng, a, b),
        sides: { [`${nC}${nB}`]: String(a), [`${nA}${nC}`]: String(b), [`${nA}${nB}`]: String(c) },
        angles: { [nB]: '' },
        right: nC,
        caption: `Right triangle ${nA}${nB}${nC} with the right angle at ${nC}.`,
      }),
      explanation: `For the angle at $${nB}$: opposite $= ${nA}${nC} = ${b}$, adjacent $= ${nC}${nB} = ${a}$, hypotenuse $= ${nA}${nB} = ${c}$, so $\\${fn} ${nB} = ${r[fn].tex}$.`,
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
    const [a, b, c] = pickTriple(rng);
    const [nA, nB, nC] = rng.pick(TRIANGLE_NAMES);
    const hidden = rng.pick(['hyp', 'horizontal', 'vertical'] as const);
    const fn =
      hidden === 'hyp'
        ? rng.pick<TrigFn>(['sin', 'cos'])
        : hidden === 'horizontal'
          ? rng.pick<TrigFn>(['cos', 'tan'])
          : rng.pick<TrigFn>(['sin', 'tan']);
    const r = ratios(a, b, c);
    const sides: Record<string, string> = {};
    if (hidden !== 'horizontal') sides[`${nC}${nB}`] = String(a);
    if (hidden !== 'vertical') sides[`${nA}${nC}`] = String(b);
    if (hidden !== 'hyp') sides[`${nA}${nB}`] = String(c);
    const known = Object.entries(sides)
      .map(([k, v]) => `$${k} = ${v}$`)
      .join(' and ');
    const missing =
      hidden === 'hyp'
        ? `${nA}${nB} = \\sqrt{${a}^2 + ${b}^2} = ${c}`
        : hidden === 'horizontal'
          ? `${nC}${nB} = \\sqrt{${c}^2 - ${b}^2} = ${a}`
          : `${nA}${nC} = \\sqrt{${c}^2 - ${a}^2} = ${b}`;
    return {
      question: `$${nA}${nB}${nC}$ is right-angled at $${nC}$ with ${known}. Find $\\${fn} ${nB}$ as a fraction.`,
      answer: r[fn].text,
      exact: true,
      figure: triangleFigure({
        names: [nA, nB, nC],
        points: rightTrianglePoints(rng, a, b),
        sides,
        angles: { [nB]: '' },
        right: nC,
        caption: `Right triangle ${nA}${nB}${nC} with the right angle at ${nC}.`,
      }),
      explanation: `By Pythagoras $${missing}$. Then $\\${fn} ${nB} = ${r[fn].tex}$.`,
    };
  },
});

const SPECIAL = [30, 45, 60];

const specialValue = defineTemplate({
  id: `${lesson}/special-angle-value`,
  lesson,
  type: 'MCQ',
  b: -1.3,
  build(rng) {
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
      question: `Find the exact value of $\\${fn} ${theta}^\\circ$.`,
      answer: math(value),
      wrong,
      explanation: `From the special triangles, $\\${fn} ${theta}^\\circ = ${value.tex}$.`,
    };
  },
});

const SQUARES: Record<string, Record<number, [number, number]>> = {
  sin: { 30: [1, 4], 45: [1, 2], 60: [3, 4] },
  cos: { 30: [3, 4], 45: [1, 2], 60: [1, 4] },
  tan: { 30: [1, 3], 45: [1, 1], 60: [3, 1] },
};

const specialExpression = defineTemplate({
  id: `${lesson}/special-angle-expression`,
  lesson,
  type: 'short_answer',
  b: 0.2,
  build(rng) {
    const f1 = rng.pick(FN_NAMES);
    const f2 = rng.pick(FN_NAMES);
    const t1 = rng.pick(SPECIAL);
    const t2 = rng.pick(SPECIAL.filter((t) => t !== t1 || f1 !== f2));
    const k = rng.int(1, 4);
    const [p1, q1] = SQUARES[f1]?.[t1] ?? [0, 1];
    const [p2, q2] = SQUARES[f2]?.[t2] ?? [0, 1];
    const plus = rng.chance(0.6);
    // k·f1²(t1) ± f2²(t2)
    const value = frac(k * p1 * q2 + (plus ? 1 : -1) * p2 * q1, q1 * q2);
    const coef = k === 1 ? '' : String(k);
    return {
      question: `Find the exact value of $${coef}\\${f1}^2 ${t1}^\\circ ${plus ? '+' : '-'} \\${f2}^2 ${t2}^\\circ$.`,
      answer: value.text,
      exact: true,
      explanation: `$\\${f1}^2 ${t1}^\\circ = ${frac(p1, q1).tex}$ and $\\${f2}^2 ${t2}^\\circ = ${frac(p2, q2).tex}$, so the value is $${coef ? `${coef} \\times ` : ''}${frac(p1, q1).tex} ${plus ? '+' : '-'} ${frac(p2, q2).tex} = ${value.tex}$.`,
    };
  },
});

const sideFromSpecial = defineTemplate({
  id: `${lesson}/side-from-special-angle`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0,
  build(rng) {
    const theta = rng.pick(SPECIAL);
    const h = rng.int(2, 12) * 2;
    const [nA, nB, nC] = rng.pick(TRIANGLE_NAMES);
    const askOpposite = rng.chance(0.5);
    // Angle θ at nB; opposite leg (vertical) = h sin θ, adjacent leg (horizontal) = h cos θ.
    const fn: TrigFn = askOpposite ? 'sin' : 'cos';
    const ratio = exactTrig(fn, theta);
    if (!ratio) throw new Error('no value');
    const value = scale(ratio, h);
    const horizontal = h * Math.cos((theta * Math.PI) / 180);
    const vertical = h * Math.sin((theta * Math.PI) / 180);
    const target = askOpposite ? `${nA}${nC}` : `${nC}${nB}`;
    return {
      question: `$${nA}${nB}${nC}$ is right-angled at $${nC}$, $${nA}${nB} = ${h}$ cm and $m\\angle ${nB} = ${theta}^\\circ$. Find the exact length of $${target}$, in cm.`,
      answer: value.text,
      exact: true,
      unit: 'cm',
      figure: triangleFigure({
        names: [nA, nB, nC],
        points: rightTrianglePoints(rng, horizontal, vertical),
        sides: { [`${nA}${nB}`]: `${h} cm`, [target]: '?' },
        angles: { [nB]: `${theta}°` },
        right: nC,
        caption: `Right triangle ${nA}${nB}${nC} with the right angle at ${nC}.`,
      }),
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
    const a = rng.int(2, 15);
    const [nA, nB, nC] = rng.pick(TRIANGLE_NAMES);
    return {
      question: `In triangle $${nA}${nB}${nC}$, $m\\angle ${nC} = 90^\\circ$ and $m\\angle ${nA} = 45^\\circ$. If $${nA}${nC} = ${a}$ cm, find $${nA}${nB}$.`,
      answer: `${math(surd(a, 2))} cm`,
      wrong: [
        {
          text: `${math(String(2 * a))} cm`,
          mistake: 'added the two legs instead of using Pythagoras',
        },
        { text: `${math(surd(a, 3))} cm`, mistake: 'used the 30°-60°-90° ratio' },
        { text: `${math(surd(a, 2, 2))} cm`, mistake: 'divided by √2 instead of multiplying' },
        { text: `${math(String(a))} cm`, mistake: 'thought the hypotenuse equals a leg' },
      ],
      explanation: `The triangle is isosceles ($${nB}${nC} = ${nA}${nC} = ${a}$), so $${nA}${nB} = \\sqrt{${a}^2 + ${a}^2} = ${surd(a, 2).tex}$ cm.`,
    };
  },
});

const ratioFromRatio = defineTemplate({
  id: `${lesson}/ratio-from-another-ratio`,
  lesson,
  type: 'short_answer',
  b: 0.3,
  build(rng) {
    const [a, b, c] = pickTriple(rng, 1);
    // θ with adjacent a, opposite b, hypotenuse c.
    const r = ratios(a, b, c);
    const given = rng.pick(FN_NAMES);
    const asked = rng.pick(FN_NAMES.filter((f) => f !== given));
    return {
      question: `If $\\theta$ is an acute angle and $\\${given}\\theta = ${r[given].tex}$, find $\\${asked}\\theta$.`,
      answer: r[asked].text,
      explanation: `Draw a right triangle with ${given === 'sin' ? `opposite $${b}$ and hypotenuse $${c}$` : given === 'cos' ? `adjacent $${a}$ and hypotenuse $${c}$` : `opposite $${b}$ and adjacent $${a}$`}; by Pythagoras the sides are $${a}$, $${b}$, $${c}$, so $\\${asked}\\theta = ${r[asked].tex}$.`,
    };
  },
});

export const rightTriangleRatioTemplates = [
  ratioFromSides,
  ratioMissingSide,
  specialValue,
  specialExpression,
  sideFromSpecial,
  isoscelesRight,
  ratioFromRatio,
];
