/** Lesson: trigonometric functions of any angle (signs by quadrant, related angles, unit circle). */
import type { FigureElement } from '../figures/figure-model';
import { polar, pt } from '../figures/geometry';
import type { Choice } from './define-template';
import { defineTemplate } from './define-template';
import type { Exact, TrigFn } from './exact';
import { exactTrig, frac, math, neg, quadrantOf, referenceAngle } from './exact';
import { TRIPLES } from './right-triangle-ratios.templates';

const lesson = 'any-angle' as const;
const ROMAN = ['', 'first', 'second', 'third', 'fourth'];
const FNS: TrigFn[] = ['sin', 'cos', 'tan'];

/** Sign of sin/cos/tan in quadrant q (ASTC rule). */
function signIn(fn: TrigFn, q: 1 | 2 | 3 | 4): 1 | -1 {
  if (q === 1) return 1;
  if (q === 2) return fn === 'sin' ? 1 : -1;
  if (q === 3) return fn === 'tan' ? 1 : -1;
  return fn === 'cos' ? 1 : -1;
}

const quadrantFromSigns = defineTemplate({
  id: `${lesson}/quadrant-from-signs`,
  lesson,
  type: 'MCQ',
  b: -0.4,
  build(rng) {
    const q = rng.pick([1, 2, 3, 4] as const);
    const [f1, f2] = rng.shuffle(FNS);
    if (!f1 || !f2) throw new Error('fns');
    const s1 = signIn(f1, q);
    const s2 = signIn(f2, q);
    const sign = (s: number): string => (s > 0 ? '> 0' : '< 0');
    const text = (k: number): string => `The ${ROMAN[k] ?? ''} quadrant`;
    const wrong: Choice[] = [1, 2, 3, 4]
      .filter((k) => k !== q)
      .map((k) => {
        const k4 = k as 1 | 2 | 3 | 4;
        const firstOk = signIn(f1, k4) === s1;
        const secondOk = signIn(f2, k4) === s2;
        return {
          text: text(k),
          mistake: firstOk
            ? `checked the sign of ${f1} only`
            : secondOk
              ? `checked the sign of ${f2} only`
              : 'mixed up the signs of the quadrants',
        };
      });
    return {
      question: `If $\\${f1}\\theta ${sign(s1)}$ and $\\${f2}\\theta ${sign(s2)}$, in which quadrant does $\\theta$ lie?`,
      answer: text(q),
      wrong,
      explanation: `All ratios are positive in the first quadrant, only sin in the second, only tan in the third and only cos in the fourth; the signs given fit the ${ROMAN[q]} quadrant only.`,
    };
  },
});

const ANY_ANGLES = [
  120, 135, 150, 210, 225, 240, 300, 315, 330, 390, 405, 480, 510, -30, -45, -60, -120, -135, -150,
  180, 270,
];

function pickAngleAndFn(rng: { pick<T>(xs: readonly T[]): T }): {
  theta: number;
  fn: TrigFn;
  value: Exact;
} {
  for (;;) {
    const theta = rng.pick(ANY_ANGLES);
    const fn = rng.pick(FNS);
    const value = exactTrig(fn, theta);
    if (value) return { theta, fn, value };
  }
}

const exactAnyAngle = defineTemplate({
  id: `${lesson}/exact-value-any-angle`,
  lesson,
  type: 'short_answer',
  b: 0.3,
  build(rng) {
    const { theta, fn, value } = pickAngleAndFn(rng);
    const ref = referenceAngle(theta);
    const q = quadrantOf(theta);
    return {
      question: `Find the exact value of $\\${fn}(${theta}^\\circ)$.`,
      answer: value.text,
      exact: true,
      explanation:
        q === 0
          ? `$${theta}^\\circ$ lies on an axis: $\\${fn}(${theta}^\\circ) = ${value.tex}$.`
          : `$${theta}^\\circ$ is in the ${ROMAN[q]} quadrant with reference angle $${ref}^\\circ$, where $\\${fn}$ is ${value.value > 0 ? 'positive' : 'negative'}: $\\${fn}(${theta}^\\circ) = ${value.tex}$.`,
    };
  },
});

const exactAnyAngleMcq = defineTemplate({
  id: `${lesson}/exact-value-any-angle-choice`,
  lesson,
  type: 'MCQ',
  b: 0,
  build(rng) {
    let pick = pickAngleAndFn(rng);
    while (pick.value.value === 0 || quadrantOf(pick.theta) === 0) pick = pickAngleAndFn(rng);
    const { theta, fn, value } = pick;
    const ref = referenceAngle(theta);
    const co: TrigFn = fn === 'sin' ? 'cos' : fn === 'cos' ? 'sin' : 'tan';
    const coValue = fn === 'tan' ? exactTrig('tan', 90 - ref) : exactTrig(co, ref);
    const wrong: Choice[] = [
      { text: math(neg(value)), mistake: 'used the wrong sign for the quadrant' },
      {
        text: math(coValue ?? '0'),
        mistake: fn === 'tan' ? 'used the complementary angle' : `used ${co} instead of ${fn}`,
      },
      { text: math(neg(coValue ?? frac(1, 1))), mistake: 'wrong function and wrong sign' },
      ...[30, 45, 60]
        .filter((t) => t !== ref)
        .flatMap((t) => {
          const other = exactTrig(fn, t) ?? frac(1, 1);
          return [other, neg(other)];
        })
        .filter((e) => Math.sign(e.value) === Math.sign(value.value))
        .map((e) => ({ text: math(e), mistake: 'used the value of a different special angle' })),
    ];
    return {
      question: `The value of $\\${fn}(${theta}^\\circ)$ is`,
      answer: math(value),
      wrong,
      explanation: `Reference angle $${ref}^\\circ$; in the ${ROMAN[quadrantOf(theta)]} quadrant $\\${fn}$ is ${value.value > 0 ? 'positive' : 'negative'}, so $\\${fn}(${theta}^\\circ) = ${value.tex}$.`,
    };
  },
});

const pointOnTerminal = defineTemplate({
  id: `${lesson}/ratio-from-point-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.2,
  build(rng) {
    const [p, q, r] = rng.pick(TRIPLES.slice(0, 4));
    const swap = rng.chance(0.5);
    const x = (swap ? q : p) * rng.pick([-1, 1]);
    const y = (swap ? p : q) * (x > 0 ? -1 : rng.pick([-1, 1]));
    const fn = rng.pick(FNS);
    const value = fn === 'sin' ? frac(y, r) : fn === 'cos' ? frac(x, r) : frac(y, x);
    const o = pt(0, 0);
    const pp = pt(x, y);
    const lim = r * 1.15;
    const theta = (Math.atan2(y, x) * 180) / Math.PI;
    const elements: FigureElement[] = [
      { kind: 'axes', xMin: -lim, xMax: lim, yMin: -lim, yMax: lim, xLabel: 'x', yLabel: 'y' },
      { kind: 'segment', from: o, to: pp },
      { kind: 'angle', vertex: o, from: pt(lim, 0), to: pp, label: 'θ', reflex: theta < 0 },
      { kind: 'point', at: pp, label: `P(${x}, ${y})`, dot: true },
      { kind: 'point', at: o, label: 'O' },
    ];
    return {
      question: `The terminal side of the angle $\\theta$ in standard position passes through $P(${x}, ${y})$. Find $\\${fn}\\theta$.`,
      answer: value.text,
      figure: { caption: `The point P(${x}, ${y}) on the terminal side of θ.`, elements },
      explanation: `$r = OP = \\sqrt{(${x})^2 + (${y})^2} = ${r}$, so $\\${fn}\\theta = ${fn === 'sin' ? `\\frac{y}{r}` : fn === 'cos' ? `\\frac{x}{r}` : `\\frac{y}{x}`} = ${value.tex}$.`,
    };
  },
});

const unitCirclePoint = defineTemplate({
  id: `${lesson}/unit-circle-point-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: 0.1,
  build(rng) {
    const theta = rng.pick([30, 45, 60, 120, 135, 150, 210, 225, 240, 300, 315, 330]);
    const c = exactTrig('cos', theta);
    const s = exactTrig('sin', theta);
    if (!c || !s) throw new Error('special');
    const pair = (a: Exact, b: Exact): string => `$\\left(${a.tex}, ${b.tex}\\right)$`;
    const o = pt(0, 0);
    const p = polar(o, 1, theta);
    return {
      question: `$P$ is the point of the unit circle on the terminal side of the angle $${theta}^\\circ$ in standard position. Find the coordinates of $P$.`,
      answer: pair(c, s),
      wrong: [
        { text: pair(s, c), mistake: 'swapped sin and cos (x is the cosine)' },
        { text: pair(neg(c), s), mistake: 'wrong sign of x for the quadrant' },
        { text: pair(c, neg(s)), mistake: 'wrong sign of y for the quadrant' },
        { text: pair(neg(c), neg(s)), mistake: 'took the opposite point' },
      ],
      figure: {
        caption: `Unit circle with centre O and the point P at ${theta}° in standard position.`,
        elements: [
          {
            kind: 'axes',
            xMin: -1.35,
            xMax: 1.35,
            yMin: -1.35,
            yMax: 1.35,
            xLabel: 'x',
            yLabel: 'y',
          },
          { kind: 'circle', center: o, radius: 1 },
          { kind: 'segment', from: o, to: p },
          {
            kind: 'angle',
            vertex: o,
            from: pt(1.35, 0),
            to: p,
            label: `${theta}°`,
            reflex: theta > 180,
          },
          { kind: 'point', at: p, label: 'P', dot: true },
          { kind: 'point', at: o, label: 'O' },
        ],
      },
      explanation: `On the unit circle $P = (\\cos ${theta}^\\circ, \\sin ${theta}^\\circ) = \\left(${c.tex}, ${s.tex}\\right)$.`,
    };
  },
});

type Related = {
  expr: string;
  result: 'sin' | '-sin' | 'cos' | '-cos' | 'tan' | '-tan' | 'cot' | '-cot';
};

const RELATED: Related[] = [
  { expr: '\\sin(180^\\circ - \\theta)', result: 'sin' },
  { expr: '\\sin(180^\\circ + \\theta)', result: '-sin' },
  { expr: '\\sin(360^\\circ - \\theta)', result: '-sin' },
  { expr: '\\sin(-\\theta)', result: '-sin' },
  { expr: '\\sin(90^\\circ - \\theta)', result: 'cos' },
  { expr: '\\sin(90^\\circ + \\theta)', result: 'cos' },
  { expr: '\\cos(180^\\circ - \\theta)', result: '-cos' },
  { expr: '\\cos(180^\\circ + \\theta)', result: '-cos' },
  { expr: '\\cos(360^\\circ - \\theta)', result: 'cos' },
  { expr: '\\cos(-\\theta)', result: 'cos' },
  { expr: '\\cos(90^\\circ + \\theta)', result: '-sin' },
  { expr: '\\cos(270^\\circ - \\theta)', result: '-sin' },
  { expr: '\\tan(180^\\circ - \\theta)', result: '-tan' },
  { expr: '\\tan(180^\\circ + \\theta)', result: 'tan' },
  { expr: '\\tan(360^\\circ - \\theta)', result: '-tan' },
  { expr: '\\tan(90^\\circ - \\theta)', result: 'cot' },
  { expr: '\\tan(90^\\circ + \\theta)', result: '-cot' },
];

const relatedAngle = defineTemplate({
  id: `${lesson}/related-angle-identity`,
  lesson,
  type: 'MCQ',
  b: 0.4,
  build(rng) {
    const item = rng.pick(RELATED);
    const base = item.result.replace('-', '');
    const family = base === 'tan' || base === 'cot' ? ['tan', 'cot'] : ['sin', 'cos'];
    const show = (r: string): string =>
      `$${r.startsWith('-') ? '-' : ''}\\${r.replace('-', '')}\\theta$`;
    const all = family.flatMap((f) => [f, `-${f}`]);
    const wrong: Choice[] = all
      .filter((r) => r !== item.result)
      .map((r) => ({
        text: show(r),
        mistake:
          r.replace('-', '') === base
            ? 'used the wrong sign for the quadrant'
            : r.startsWith('-') === item.result.startsWith('-')
              ? 'changed the function (co-function) when it should stay, or the reverse'
              : 'changed both the function and the sign',
      }));
    return {
      question: `For every angle $\\theta$, $${item.expr}$ equals`,
      answer: show(item.result),
      wrong,
      explanation: `Treat $\\theta$ as acute: the angle $${item.expr.replace(/^\\(sin|cos|tan)/, '')}$ lies in the quadrant where the ratio is ${item.result.startsWith('-') ? 'negative' : 'positive'}; with $90^\\circ$ or $270^\\circ$ the function changes to its co-function. So $${item.expr} = ${item.result.startsWith('-') ? '-' : ''}\\${base}\\theta$.`,
    };
  },
});

const ratioGivenQuadrant = defineTemplate({
  id: `${lesson}/ratio-given-another-and-quadrant`,
  lesson,
  type: 'short_answer',
  b: 0.7,
  build(rng) {
    const [a, b, c] = rng.pick(TRIPLES.slice(0, 4));
    const q = rng.pick([2, 3, 4] as const);
    // |cos| = a/c, |sin| = b/c with the quadrant's signs.
    const cosSign = q === 2 || q === 3 ? -1 : 1;
    const sinSign = q === 3 || q === 4 ? -1 : 1;
    const values: Record<TrigFn, Exact> = {
      sin: frac(sinSign * b, c),
      cos: frac(cosSign * a, c),
      tan: frac(sinSign * b, cosSign * a),
    };
    const given = rng.pick(['sin', 'cos'] as const);
    const asked = rng.pick(FNS.filter((f) => f !== given));
    const range =
      q === 2
        ? '90^\\circ < \\theta < 180^\\circ'
        : q === 3
          ? '180^\\circ < \\theta < 270^\\circ'
          : '270^\\circ < \\theta < 360^\\circ';
    return {
      question: `If $\\${given}\\theta = ${values[given].tex}$ and $${range}$, find $\\${asked}\\theta$.`,
      answer: values[asked].text,
      explanation: `The reference triangle has sides $${a}$, $${b}$, $${c}$. In the ${ROMAN[q]} quadrant $\\sin$ is ${sinSign > 0 ? 'positive' : 'negative'} and $\\cos$ is ${cosSign > 0 ? 'positive' : 'negative'}, so $\\${asked}\\theta = ${values[asked].tex}$.`,
    };
  },
});

export const anyAngleTemplates = [
  quadrantFromSigns,
  exactAnyAngle,
  exactAnyAngleMcq,
  pointOnTerminal,
  unitCirclePoint,
  relatedAngle,
  ratioGivenQuadrant,
];
