/** Lesson: trigonometric equations on 0° ≤ θ < 360° (special values, linear, quadratic, graphs). */
import type { FigureElement, Point } from '../figures/figure-model';
import { DEG } from '../figures/geometry';
import type { Choice } from './define-template';
import { defineTemplate } from './define-template';
import type { Exact, TrigFn } from './exact';
import { exactTrig, frac, neg, surd } from './exact';
import { waveTicks } from './sine-cosine-graphs.templates';

const lesson = 'trig-equations' as const;

const GRID = Array.from({ length: 24 }, (_, i) => i * 15).filter(
  (t) => t % 30 === 0 || t % 45 === 0,
);

/** All θ in [0°, 360°) with fn(θ) equal to `value` (special values only). */
export function solveSpecial(fn: TrigFn, value: number): number[] {
  return GRID.filter((t) => {
    const v = exactTrig(fn, t);
    return v !== null && Math.abs(v.value - value) < 1e-9;
  });
}

const listText = (angles: number[]): string => angles.map((a) => `${a}°`).join(', ');
const listTex = (angles: number[]): string => angles.map((a) => `${a}^\\circ`).join(', ');

const SIN_COS_VALUES: Exact[] = [
  frac(1, 2),
  neg(frac(1, 2)),
  surd(1, 2, 2),
  neg(surd(1, 2, 2)),
  surd(1, 3, 2),
  neg(surd(1, 3, 2)),
];
const TAN_VALUES: Exact[] = [
  frac(1, 1),
  frac(-1, 1),
  surd(1, 3),
  neg(surd(1, 3)),
  surd(1, 3, 3),
  neg(surd(1, 3, 3)),
];

const basicSinCos = defineTemplate({
  id: `${lesson}/basic-sin-cos`,
  lesson,
  type: 'short_answer',
  b: 0.2,
  build(rng) {
    const fn = rng.pick<TrigFn>(['sin', 'cos']);
    const value = rng.pick(SIN_COS_VALUES);
    const solutions = solveSpecial(fn, value.value);
    return {
      question: `Solve $\\${fn}\\theta = ${value.tex}$ for $0^\\circ \\le \\theta < 360^\\circ$.`,
      answer: listText(solutions),
      explanation: `The reference angle is $${solutions.map((s) => Math.min(s % 180, 180 - (s % 180))).find(() => true) ?? 0}^\\circ$; $\\${fn}$ is ${value.value > 0 ? 'positive' : 'negative'} in two quadrants, giving $\\theta = ${listTex(solutions)}$.`,
    };
  },
});

const cosChoice = defineTemplate({
  id: `${lesson}/solution-set-choice`,
  lesson,
  type: 'MCQ',
  b: 0.1,
  build(rng) {
    const fn = rng.pick<TrigFn>(['sin', 'cos']);
    const value = rng.pick(SIN_COS_VALUES);
    const solutions = solveSpecial(fn, value.value);
    const other: TrigFn = fn === 'sin' ? 'cos' : 'sin';
    // A solution set is written as a set.
    const set = (xs: number[]): string => `$\\{${listTex(xs)}\\}$`;
    const negated = solveSpecial(fn, -value.value);
    const otherFn = solveSpecial(other, value.value);
    const ref = Math.min(...solutions.map((s) => Math.min(s % 180, 180 - (s % 180))));
    const wrong: Choice[] = [
      { text: set(otherFn), mistake: `used the quadrants of ${other} instead of ${fn}` },
      { text: set(negated), mistake: 'used the quadrants for the opposite sign' },
      { text: set([solutions[0] ?? 0]), mistake: 'gave only one solution' },
      { text: set([ref, 180 + ref]), mistake: 'added 180° as for tan' },
    ];
    return {
      question: `The solution set of $\\${fn} x = ${value.tex}$ for $0^\\circ \\le x < 360^\\circ$ is`,
      answer: set(solutions),
      wrong,
      explanation: `Reference angle $${ref}^\\circ$; $\\${fn}$ is ${value.value > 0 ? 'positive' : 'negative'} for $x = ${listTex(solutions)}$.`,
    };
  },
});

/** Every angle in (-180°, 180°] with the same tangent as `angles` (which lie in [0°, 360°)). */
function inHalfTurn(angles: number[]): number[] {
  return angles.map((a) => (a > 180 ? a - 360 : a)).sort((x, y) => x - y);
}

const basicTan = defineTemplate({
  id: `${lesson}/basic-tan`,
  lesson,
  type: 'short_answer',
  b: 0.3,
  build(rng) {
    const value = rng.pick(TAN_VALUES);
    const inTurn = solveSpecial('tan', value.value);
    const v = rng.pick(['\\theta', 'x', '\\alpha']);
    // Two intervals: one turn from 0°, or the half turns either side of 0°.
    const symmetric = rng.chance(0.5);
    const solutions = symmetric ? inHalfTurn(inTurn) : inTurn;
    const range = symmetric
      ? `-180^\\circ < ${v} \\le 180^\\circ`
      : `0^\\circ \\le ${v} < 360^\\circ`;
    return {
      question: `Solve $\\tan ${v} = ${value.tex}$ for $${range}$.`,
      answer: listText(solutions),
      explanation: `$\\tan$ repeats every $180^\\circ$: $${v} = ${solutions[0] ?? 0}^\\circ$ or $${v} = ${solutions[0] ?? 0}^\\circ + 180^\\circ = ${solutions[1] ?? 0}^\\circ$.`,
    };
  },
});

const linear = defineTemplate({
  id: `${lesson}/linear-equation`,
  lesson,
  type: 'short_answer',
  b: 0.5,
  build(rng) {
    const fn = rng.pick<TrigFn>(['sin', 'cos']);
    const target = rng.pick([frac(1, 2), frac(-1, 2), frac(1, 1), frac(-1, 1), frac(0, 1)]);
    const a = rng.pick([2, 4, 6]);
    const b = rng.int(-5, 5);
    const c = a * target.value + b;
    const solutions = solveSpecial(fn, target.value);
    const bText = b === 0 ? '' : b > 0 ? ` + ${b}` : ` - ${-b}`;
    return {
      question: `Solve $${a}\\${fn} x${bText} = ${c}$ for $0^\\circ \\le x < 360^\\circ$.`,
      answer: listText(solutions),
      explanation: `$${a}\\${fn} x = ${c - b}$, so $\\${fn} x = ${target.tex}$, giving $x = ${listTex(solutions)}$.`,
    };
  },
});

const quadratic = defineTemplate({
  id: `${lesson}/quadratic-in-sin`,
  lesson,
  type: 'short_answer',
  b: 1.2,
  build(rng) {
    const fn = rng.pick<TrigFn>(['sin', 'cos']);
    const roots: [number, number][] = [
      [1, 1],
      [-1, 1],
      [1, 2],
      [-1, 2],
      [0, 1],
      [2, 1],
      [-2, 1],
    ];
    let r1 = rng.pick(roots);
    let r2 = rng.pick(roots);
    while (
      r1[0] / r1[1] === r2[0] / r2[1] ||
      (Math.abs(r1[0] / r1[1]) > 1 && Math.abs(r2[0] / r2[1]) > 1)
    ) {
      r1 = rng.pick(roots);
      r2 = rng.pick(roots);
    }
    // (q1 s − p1)(q2 s − p2) = q1q2 s² − (q1p2 + q2p1) s + p1p2
    const [p1, q1] = r1;
    const [p2, q2] = r2;
    const A = q1 * q2;
    const B = -(q1 * p2 + q2 * p1);
    const C = p1 * p2;
    const term = (k: number, body: string, first: boolean): string => {
      if (k === 0) return '';
      const sign = k < 0 ? '-' : first ? '' : '+';
      const mag = Math.abs(k) === 1 && body ? '' : String(Math.abs(k));
      return `${first ? sign : ` ${sign} `}${mag}${body}`;
    };
    const lhs = `${term(A, `\\${fn}^2 x`, true)}${term(B, `\\${fn} x`, false)}${term(C, '', false)}`;
    const valid = [p1 / q1, p2 / q2].filter((v) => Math.abs(v) <= 1);
    const solutions = [...new Set(valid.flatMap((v) => solveSpecial(fn, v)))].sort((x, y) => x - y);
    const rootTex = [frac(p1, q1).tex, frac(p2, q2).tex];
    const factor = (q: number, p: number): string =>
      p === 0 ? `\\${fn} x` : `(${q === 1 ? '' : q}\\${fn} x ${p < 0 ? '+' : '-'} ${Math.abs(p)})`;
    const rejected = [p1 / q1, p2 / q2].filter((v) => Math.abs(v) > 1);
    return {
      question: `Solve $${lhs} = 0$ for $0^\\circ \\le x < 360^\\circ$.`,
      answer: listText(solutions),
      explanation: `Factorise: $${factor(q1, p1)}${factor(q2, p2)} = 0$, so $\\${fn} x = ${rootTex[0] ?? ''}$ or $\\${fn} x = ${rootTex[1] ?? ''}$.${rejected.length ? ` Since $-1 \\le \\${fn} x \\le 1$, $\\${fn} x = ${frac(rejected[0] ?? 2, 1).tex}$ has no solution.` : ''} Solutions: $x = ${listTex(solutions)}$.`,
    };
  },
});

const countGraph = defineTemplate({
  id: `${lesson}/count-solutions-graph-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: 0.4,
  build(rng) {
    const b = rng.int(1, 3);
    const k = rng.pick([0.5, -0.5, 0.8, -0.3, 0.3]);
    const kText = frac(Math.round(k * 10), 10);
    const points: Point[] = [];
    for (let x = 0; x <= 360; x += 2.5) points.push({ x, y: Math.sin(b * x * DEG) });
    const count = 2 * b;
    // Values written at the curve's maxima and minima, where it is far from the axis.
    const xTicks = waveTicks('sin', 1, b);
    const elements: FigureElement[] = [
      {
        kind: 'axes',
        xMin: 0,
        xMax: 390,
        yMin: -1.5,
        yMax: 1.5,
        xTicks,
        // A line near y = ±1 would put its value on top of that one: the 1 is then a mark only.
        yTicks: [
          { value: 1, label: Math.abs(k - 1) < 0.3 ? '' : '1' },
          { value: -1, label: Math.abs(k + 1) < 0.3 ? '' : '-1' },
          { value: k, label: kText.text },
        ],
        xLabel: 'x',
        yLabel: 'y',
      },
      { kind: 'plot', points },
      { kind: 'segment', from: { x: 0, y: k }, to: { x: 360, y: k }, dashed: true },
    ];
    const eq = `\\sin ${b === 1 ? '' : b}x = ${kText.tex}`;
    return {
      question: `The graph of $y = \\sin ${b === 1 ? '' : b}x$ and the line $y = ${kText.tex}$ are drawn for $0^\\circ \\le x \\le 360^\\circ$. How many solutions does $${eq}$ have in this interval?`,
      answer: `$${count}$`,
      wrong: [
        { text: `$${b}$`, mistake: 'counted the cycles instead of the intersections' },
        { text: `$${count + 1}$`, mistake: 'counted an end point as an intersection' },
        { text: `$${count - 1}$`, mistake: 'missed an intersection' },
        { text: `$${2 * count}$`, mistake: 'counted the intersections twice' },
      ],
      figure: {
        scale: 'fill',
        caption: `The curve y = sin ${b === 1 ? '' : b}x for 0° to 360° (${b} full cycle${b > 1 ? 's' : ''}) and the dashed line y = ${kText.text}.`,
        elements,
      },
      explanation: `Each full cycle of the sine curve crosses a horizontal line strictly between $-1$ and $1$ twice; there ${b === 1 ? 'is 1 cycle' : `are ${b} cycles`}, so there are $${count}$ solutions.`,
    };
  },
});

const withCondition = defineTemplate({
  id: `${lesson}/equation-with-sign-condition`,
  lesson,
  type: 'short_answer',
  b: 0.7,
  build(rng) {
    const fn = rng.pick<TrigFn>(['sin', 'cos']);
    const value = rng.pick(SIN_COS_VALUES);
    const solutions = solveSpecial(fn, value.value);
    const other: TrigFn = fn === 'sin' ? 'tan' : 'sin';
    const pick = rng.pick(solutions);
    const otherValue = exactTrig(other, pick)?.value ?? 0;
    const keep = solutions.filter(
      (s) => Math.sign(exactTrig(other, s)?.value ?? 0) === Math.sign(otherValue),
    );
    return {
      question: `Find $x$ if $\\${fn} x = ${value.tex}$ and $\\${other} x ${otherValue > 0 ? '> 0' : '< 0'}$, where $0^\\circ \\le x < 360^\\circ$.`,
      answer: listText(keep),
      explanation: `$\\${fn} x = ${value.tex}$ gives $x = ${listTex(solutions)}$; only $x = ${listTex(keep)}$ has $\\${other} x ${otherValue > 0 ? '> 0' : '< 0'}$.`,
    };
  },
});

export const trigEquationTemplates = [
  basicSinCos,
  cosChoice,
  basicTan,
  linear,
  quadratic,
  countGraph,
  withCondition,
];
