/**
 * Lesson: trigonometric functions of any angle (signs by quadrant, reference and related angles,
 * the unit circle, a point on a terminal side, a wheel in context). Every template draws three
 * or more frames; every item has hints and a worked solution.
 */
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

const ASTC_HINT =
  'All ratios are positive in the first quadrant, only $\\sin$ in the second, only $\\tan$ in the third and only $\\cos$ in the fourth.';
const QUADRANT_TEXT = (k: number): string => `The ${ROMAN[k] ?? ''} quadrant`;
const sign = (s: number): string => (s > 0 ? '> 0' : '< 0');
const word = (s: number): string => (s > 0 ? 'positive' : 'negative');

const quadrantFromSigns = defineTemplate({
  id: `${lesson}/quadrant-from-signs`,
  lesson,
  type: 'MCQ',
  b: -0.4,
  build(rng) {
    const frame = rng.pick(['two-signs', 'value-and-sign', 'point-signs'] as const);
    const q = rng.pick([1, 2, 3, 4] as const);
    const [f1, f2] = rng.shuffle(FNS);
    if (!f1 || !f2) throw new Error('fns');
    const s1 = signIn(f1, q);
    const s2 = signIn(f2, q);
    const wrong: Choice[] = [1, 2, 3, 4]
      .filter((k) => k !== q)
      .map((k) => {
        const k4 = k as 1 | 2 | 3 | 4;
        const firstOk = signIn(f1, k4) === s1;
        const secondOk = signIn(f2, k4) === s2;
        return {
          text: QUADRANT_TEXT(k),
          mistake:
            frame === 'point-signs'
              ? 'mixed up which coordinate is x and which is y'
              : firstOk
                ? `checked the sign of ${f1} only`
                : secondOk
                  ? `checked the sign of ${f2} only`
                  : 'mixed up the signs of the quadrants',
        };
      });
    const last = `Only the ${ROMAN[q]} quadrant fits both conditions, so $\\theta$ lies in the ${ROMAN[q]} quadrant.`;
    if (frame === 'point-signs') {
      const x = q === 1 || q === 4 ? 1 : -1;
      const y = q === 1 || q === 2 ? 1 : -1;
      return {
        frame,
        context: true,
        question: `A drone flies in a straight line from its launch pad $O$ to a point $P(x, y)$, with $x ${sign(x)}$ and $y ${sign(y)}$ (the $x$-axis points east and the $y$-axis north). $\\theta$ is the angle of $OP$ in standard position. In which quadrant does $\\theta$ lie?`,
        answer: QUADRANT_TEXT(q),
        wrong,
        hints: [
          'The signs of the coordinates place the point.',
          'Right of the $y$-axis $x > 0$; above the $x$-axis $y > 0$.',
        ],
        steps: [
          `$x ${sign(x)}$: ${x > 0 ? 'right of' : 'left of'} the $y$-axis; $y ${sign(y)}$: ${y > 0 ? 'above' : 'below'} the $x$-axis.`,
          `So $\\theta$ lies in the ${ROMAN[q]} quadrant.`,
        ],
        explanation: `A point with $x ${sign(x)}$ and $y ${sign(y)}$ lies in the ${ROMAN[q]} quadrant.`,
      };
    }
    if (frame === 'value-and-sign') {
      // A value fixes the sign of one ratio; the sign of another picks one of its two quadrants.
      const [a, b, c] = rng.pick(TRIPLES.slice(0, 4));
      const value = f1 === 'tan' ? frac(s1 * b, a) : frac(s1 * (f1 === 'sin' ? b : a), c);
      return {
        frame,
        question: `If $\\${f1}\\theta = ${value.tex}$ and $\\${f2}\\theta ${sign(s2)}$, in which quadrant does $\\theta$ lie?`,
        answer: QUADRANT_TEXT(q),
        wrong,
        hints: [ASTC_HINT, `$\\${f1}\\theta$ is ${word(s1)}: that leaves two quadrants.`],
        steps: [`$\\${f1}\\theta$ is ${word(s1)} and $\\${f2}\\theta$ is ${word(s2)}.`, last],
        explanation: `$\\${f1}\\theta$ is ${word(s1)} and $\\${f2}\\theta$ is ${word(s2)}: the ${ROMAN[q]} quadrant.`,
      };
    }
    return {
      frame,
      question: `If $\\${f1}\\theta ${sign(s1)}$ and $\\${f2}\\theta ${sign(s2)}$, in which quadrant does $\\theta$ lie?`,
      answer: QUADRANT_TEXT(q),
      wrong,
      hints: [
        ASTC_HINT,
        `List the quadrants where $\\${f1}$ is ${word(s1)}, then keep those where $\\${f2}$ is ${word(s2)}.`,
      ],
      steps: [`$\\${f1}\\theta ${sign(s1)}$ and $\\${f2}\\theta ${sign(s2)}$.`, last],
      explanation: `All ratios are positive in the first quadrant, only sin in the second, only tan in the third and only cos in the fourth; the signs given fit the ${ROMAN[q]} quadrant only.`,
    };
  },
});

const signOfRatio = defineTemplate({
  id: `${lesson}/sign-of-a-ratio`,
  lesson,
  type: 'MCQ',
  b: -1.4,
  build(rng) {
    const frame = rng.pick(['angle', 'quadrant', 'product'] as const);
    const quadrantAngle = (): number => {
      let t = 0;
      while (quadrantOf(t) === 0) t = rng.int(-35, 71) * 10 + rng.pick([0, 5]);
      return t;
    };
    const options = (s: number): Choice[] => [
      { text: s > 0 ? 'Negative' : 'Positive', mistake: 'used the wrong sign for the quadrant' },
      { text: 'Zero', mistake: 'thought the angle lies on an axis' },
      { text: 'Undefined', mistake: 'confused the ratio with one that is undefined on an axis' },
    ];
    const answerOf = (s: number): string => (s > 0 ? 'Positive' : 'Negative');
    if (frame === 'product') {
      const [a, b] = [quadrantAngle(), quadrantAngle()];
      const [f1, f2] = [rng.pick(FNS), rng.pick(FNS)];
      const qa = quadrantOf(a) as 1 | 2 | 3 | 4;
      const qb = quadrantOf(b) as 1 | 2 | 3 | 4;
      const s = signIn(f1, qa) * signIn(f2, qb);
      return {
        frame,
        multiStep: true,
        question: `Is $\\${f1} ${a}^\\circ \\times \\${f2} ${b}^\\circ$ positive or negative?`,
        answer: answerOf(s),
        wrong: options(s),
        hints: [
          ASTC_HINT,
          'Find the sign of each factor; two equal signs give a positive product.',
        ],
        steps: [
          `$${a}^\\circ$ is in the ${ROMAN[qa]} quadrant, so $\\${f1} ${a}^\\circ$ is ${word(signIn(f1, qa))}.`,
          `$${b}^\\circ$ is in the ${ROMAN[qb]} quadrant, so $\\${f2} ${b}^\\circ$ is ${word(signIn(f2, qb))}.`,
          `The product is ${answerOf(s).toLowerCase()}: ${answerOf(s)}.`,
        ],
        explanation: `The factors are ${word(signIn(f1, qa))} and ${word(signIn(f2, qb))}, so the product is ${word(s)}.`,
      };
    }
    const fn = rng.pick(FNS);
    if (frame === 'quadrant') {
      const q = rng.pick([1, 2, 3, 4] as const);
      const axisFn = rng.pick<TrigFn>(['sin', 'cos']);
      const s = signIn(axisFn, q);
      const coordinate =
        axisFn === 'sin' ? 'height above the pivot' : 'horizontal position from the pivot';
      return {
        frame,
        context: true,
        question: `A robot arm of length $2$ m pivots at the origin. Its angle $\\theta$ in standard position lies in the ${ROMAN[q]} quadrant. Is the ${coordinate} of its tip, $2\\${axisFn}\\theta$, positive or negative?`,
        answer: answerOf(s),
        wrong: options(s),
        hints: [
          ASTC_HINT,
          `The sign of $2\\${axisFn}\\theta$ is the sign of $\\${axisFn}\\theta$.`,
        ],
        steps: [
          `In the ${ROMAN[q]} quadrant $\\${axisFn}\\theta$ is ${word(s)}, so $2\\${axisFn}\\theta$ is ${word(s)}: ${answerOf(s)}.`,
        ],
        explanation: `In the ${ROMAN[q]} quadrant $\\${axisFn}\\theta$ is ${word(s)}.`,
      };
    }
    const t = quadrantAngle();
    const q = quadrantOf(t) as 1 | 2 | 3 | 4;
    const s = signIn(fn, q);
    return {
      frame,
      question: `Is $\\${fn} ${t}^\\circ$ positive or negative?`,
      answer: answerOf(s),
      wrong: options(s),
      hints: [
        'First find the quadrant of the angle (add or subtract $360^\\circ$ if needed).',
        ASTC_HINT,
      ],
      steps: [
        `$${t}^\\circ$ lies in the ${ROMAN[q]} quadrant.`,
        `There $\\${fn}$ is ${word(s)}: ${answerOf(s)}.`,
      ],
      explanation: `$${t}^\\circ$ lies in the ${ROMAN[q]} quadrant, where $\\${fn}$ is ${word(s)}.`,
    };
  },
});

const referenceAngleTemplate = defineTemplate({
  id: `${lesson}/reference-angle`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: -0.8,
  build(rng) {
    const frame = rng.pick(['degrees', 'large-or-negative', 'radians'] as const);
    if (frame === 'radians') {
      const [n, d] = rng.pick([
        [2, 3],
        [3, 4],
        [5, 6],
        [7, 6],
        [5, 4],
        [4, 3],
        [5, 3],
        [7, 4],
        [11, 6],
      ] as const);
      const degrees = (180 * n) / d;
      const ref = referenceAngle(degrees);
      const refRad = piFracTex(ref);
      return {
        frame,
        question: `Find the reference angle of $\\frac{${n}\\pi}{${d}}$ radians, in radians in terms of $\\pi$.`,
        answer: refRad.text,
        exact: true,
        hints: [
          'The reference angle is the acute angle between the terminal side and the $x$-axis.',
          'Compare the angle with $\\pi$ and $2\\pi$.',
        ],
        steps: [
          `$\\frac{${n}\\pi}{${d}}$ lies in the ${ROMAN[quadrantOf(degrees)]} quadrant.`,
          `The reference angle is $${refStepRad(n, d, ref)} = ${refRad.tex}$`,
        ],
        figure: terminalSideFigure(degrees),
        explanation: `$\\frac{${n}\\pi}{${d}}$ is $${degrees}^\\circ$, whose reference angle is $${ref}^\\circ = ${refRad.tex}$.`,
      };
    }
    let t = 0;
    while (quadrantOf(t) === 0) {
      t =
        frame === 'degrees'
          ? rng.int(10, 35) * 10 + rng.pick([0, 5])
          : rng.pick([-1, 1]) * (rng.int(37, 71) * 10 + rng.pick([0, 5]));
    }
    const n = ((t % 360) + 360) % 360;
    const ref = referenceAngle(t);
    const q = quadrantOf(t);
    const within =
      q === 1
        ? `${n}^\\circ`
        : q === 2
          ? `180^\\circ - ${n}^\\circ`
          : q === 3
            ? `${n}^\\circ - 180^\\circ`
            : `360^\\circ - ${n}^\\circ`;
    return {
      frame,
      ...(frame === 'large-or-negative' ? { multiStep: true } : {}),
      question: `Find the reference angle of $${t}^\\circ$.`,
      answer: `${ref}°`,
      hints: [
        'The reference angle is the acute angle between the terminal side and the $x$-axis.',
        ...(frame === 'large-or-negative'
          ? ['First add or subtract whole turns of $360^\\circ$.']
          : []),
      ],
      steps: [
        ...(n !== t
          ? [`$${t}^\\circ$ is coterminal with $${n}^\\circ$, in the ${ROMAN[q]} quadrant.`]
          : [`$${t}^\\circ$ lies in the ${ROMAN[q]} quadrant.`]),
        `The reference angle is $${within} = ${ref}^\\circ$`,
      ],
      figure: terminalSideFigure(t),
      explanation: `The terminal side of $${t}^\\circ$ makes $${ref}^\\circ$ with the $x$-axis.`,
    };
  },
});

/** Axes with the terminal side of an angle and its turn from the positive x-axis marked θ. */
function terminalSideFigure(deg: number): { caption: string; elements: FigureElement[] } {
  const n = ((deg % 360) + 360) % 360;
  const o = pt(0, 0);
  const end = polar(o, 1, n);
  return {
    caption: 'The terminal side of θ in standard position.',
    elements: [
      { kind: 'axes', xMin: -1.3, xMax: 1.3, yMin: -1.3, yMax: 1.3, xLabel: 'x', yLabel: 'y' },
      { kind: 'ray', from: o, through: end },
      { kind: 'angle', vertex: o, from: pt(1.3, 0), to: end, label: 'θ', reflex: n > 180 },
      { kind: 'point', at: o, label: 'O' },
    ],
  };
}

/** A multiple of 30° or 45° below 90° in radians, as text and TeX. */
function piFracTex(deg: number): Exact {
  const d = 180 / deg;
  return { text: `π/${d}`, tex: `\\frac{\\pi}{${d}}`, value: Math.PI / d };
}
/** The subtraction that gives the reference angle of nπ/d. */
function refStepRad(n: number, d: number, ref: number): string {
  const q = quadrantOf((180 * n) / d);
  const angle = `\\frac{${n}\\pi}{${d}}`;
  return q === 2
    ? `\\pi - ${angle}`
    : q === 3
      ? `${angle} - \\pi`
      : q === 4
        ? `2\\pi - ${angle}`
        : `${ref}`;
}

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

/** nπ/d for an angle in degrees that is a multiple of 15°, as TeX. */
function radiansTex(deg: number): string {
  const g = gcdInt(Math.abs(deg), 180);
  const n = deg / g;
  const d = 180 / g;
  const top = `${n < 0 ? '-' : ''}${Math.abs(n) === 1 ? '' : Math.abs(n)}\\pi`;
  return d === 1 ? top : `\\frac{${top}}{${d}}`;
}
function gcdInt(a: number, b: number): number {
  return b === 0 ? a : gcdInt(b, a % b);
}
/** The reasoning that gives fn(θ) from the reference angle and the quadrant's sign. */
function referenceSteps(
  fn: TrigFn,
  theta: number,
  value: Exact,
  shown = `${theta}^\\circ`,
): string[] {
  const q = quadrantOf(theta);
  if (q === 0) return [`$${shown}$ lies on an axis: $\\${fn}(${shown}) = ${value.tex}$`];
  const ref = referenceAngle(theta);
  return [
    `$${shown}$ lies in the ${ROMAN[q]} quadrant with reference angle $${ref}^\\circ$, where $\\${fn}$ is ${word(value.value)}.`,
    `$\\${fn}(${shown}) = ${value.value < 0 ? '-' : ''}\\${fn} ${ref}^\\circ = ${value.tex}$`,
  ];
}
const VALUE_HINTS = [
  'Find the quadrant and the reference angle.',
  'Take the value for the reference angle, with the sign the quadrant gives.',
];

const exactAnyAngle = defineTemplate({
  id: `${lesson}/exact-value-any-angle`,
  lesson,
  type: 'short_answer',
  b: 0.3,
  build(rng) {
    const frame = rng.pick(['degrees', 'radians', 'sum'] as const);
    if (frame === 'sum') {
      // Two ratios whose values are rational: ±1/2, ±1 or 0.
      const rational = (): { fn: TrigFn; theta: number; value: Exact } => {
        for (;;) {
          const pick = pickAngleAndFn(rng);
          if (/^-?\d+(\/\d+)?$/.test(pick.value.text)) return pick;
        }
      };
      const [p1, p2] = [rational(), rational()];
      const plus = rng.chance(0.5);
      const total = frac((plus ? 1 : -1) * p2.value.value * 2 + p1.value.value * 2, 2);
      return {
        frame,
        multiStep: true,
        question: `Find the exact value of $\\${p1.fn}(${p1.theta}^\\circ) ${plus ? '+' : '-'} \\${p2.fn}(${p2.theta}^\\circ)$.`,
        answer: total.text,
        exact: true,
        hints: VALUE_HINTS,
        steps: [
          `$\\${p1.fn}(${p1.theta}^\\circ) = ${p1.value.tex}$ and $\\${p2.fn}(${p2.theta}^\\circ) = ${p2.value.tex}$.`,
          `$${p1.value.tex} ${plus ? '+' : '-'} \\left(${p2.value.tex}\\right) = ${total.tex}$`,
        ],
        explanation: `The two values are $${p1.value.tex}$ and $${p2.value.tex}$, so the expression is $${total.tex}$.`,
      };
    }
    const { theta, fn, value } = pickAngleAndFn(rng);
    const shown = frame === 'radians' ? radiansTex(theta) : `${theta}^\\circ`;
    return {
      frame,
      question:
        frame === 'radians'
          ? `Find the exact value of $\\${fn}\\left(${shown}\\right)$.`
          : `Find the exact value of $\\${fn}(${theta}^\\circ)$.`,
      answer: value.text,
      exact: true,
      hints:
        frame === 'radians'
          ? ['Change the angle to degrees: $\\pi$ radians is $180^\\circ$.', ...VALUE_HINTS]
          : VALUE_HINTS,
      steps: [
        ...(frame === 'radians' ? [`$${shown} = ${theta}^\\circ$.`] : []),
        ...referenceSteps(fn, theta, value),
      ],
      explanation:
        quadrantOf(theta) === 0
          ? `$${theta}^\\circ$ lies on an axis: $\\${fn}(${theta}^\\circ) = ${value.tex}$.`
          : `$${theta}^\\circ$ is in the ${ROMAN[quadrantOf(theta)]} quadrant with reference angle $${referenceAngle(theta)}^\\circ$, where $\\${fn}$ is ${value.value > 0 ? 'positive' : 'negative'}: $\\${fn}(${theta}^\\circ) = ${value.tex}$.`,
    };
  },
});

const exactAnyAngleMcq = defineTemplate({
  id: `${lesson}/exact-value-any-angle-choice`,
  lesson,
  type: 'MCQ',
  b: 0,
  build(rng) {
    const frame = rng.pick(['degrees', 'radians', 'several-turns'] as const);
    let pick = pickAngleAndFn(rng);
    while (pick.value.value === 0 || quadrantOf(pick.theta) === 0) pick = pickAngleAndFn(rng);
    const { fn, value } = pick;
    const base = pick.theta;
    const theta = frame === 'several-turns' ? base + rng.pick([720, -720, 1080]) : base;
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
    const shown = frame === 'radians' ? radiansTex(theta) : `${theta}^\\circ`;
    return {
      frame,
      ...(frame === 'several-turns' ? { multiStep: true } : {}),
      question:
        frame === 'radians'
          ? `The value of $\\${fn}\\left(${shown}\\right)$ is`
          : `The value of $\\${fn}(${theta}^\\circ)$ is`,
      answer: math(value),
      wrong,
      hints:
        frame === 'several-turns'
          ? [
              'Remove whole turns of $360^\\circ$ first: the ratios repeat every turn.',
              ...VALUE_HINTS,
            ]
          : frame === 'radians'
            ? ['Change the angle to degrees: $\\pi$ radians is $180^\\circ$.', ...VALUE_HINTS]
            : VALUE_HINTS,
      steps: [
        ...(frame === 'several-turns'
          ? [`$${theta}^\\circ$ is coterminal with $${base}^\\circ$.`]
          : []),
        ...(frame === 'radians' ? [`$${shown} = ${theta}^\\circ$.`] : []),
        ...referenceSteps(fn, base, value),
      ],
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
    const frame = rng.pick(['point', 'sum', 'unknown-coordinate'] as const);
    const [p, q, r] = rng.pick(TRIPLES.slice(0, 4));
    const swap = rng.chance(0.5);
    const x = (swap ? q : p) * rng.pick([-1, 1]);
    const y = (swap ? p : q) * (x > 0 ? -1 : rng.pick([-1, 1]));
    const o = pt(0, 0);
    const pp = pt(x, y);
    const lim = r * 1.15;
    const theta = (Math.atan2(y, x) * 180) / Math.PI;
    const hidden = frame === 'unknown-coordinate' ? rng.pick(['x', 'y'] as const) : null;
    const label = hidden === 'x' ? `P(x, ${y})` : hidden === 'y' ? `P(${x}, y)` : `P(${x}, ${y})`;
    const figure = {
      caption: `The point ${label} on the terminal side of θ.`,
      elements: [
        { kind: 'axes', xMin: -lim, xMax: lim, yMin: -lim, yMax: lim, xLabel: 'x', yLabel: 'y' },
        { kind: 'segment', from: o, to: pp },
        { kind: 'angle', vertex: o, from: pt(lim, 0), to: pp, label: 'θ', reflex: theta < 0 },
        { kind: 'point', at: pp, label, dot: true },
        { kind: 'point', at: o, label: 'O' },
      ] satisfies FigureElement[],
    };
    const rStep = `$r = OP = \\sqrt{(${x})^2 + (${y})^2} = ${r}$.`;
    if (frame === 'sum') {
      const value = frac(x + y, r);
      return {
        frame,
        multiStep: true,
        question: `The terminal side of the angle $\\theta$ in standard position passes through $P(${x}, ${y})$. Find $\\sin\\theta + \\cos\\theta$.`,
        answer: value.text,
        hints: [
          'First find $r = OP$ by Pythagoras.',
          '$\\sin\\theta = \\frac{y}{r}$ and $\\cos\\theta = \\frac{x}{r}$.',
        ],
        steps: [
          rStep,
          `$\\sin\\theta + \\cos\\theta = \\frac{${y}}{${r}} + \\frac{${x}}{${r}} = ${value.tex}$`,
        ],
        figure,
        explanation: `$r = ${r}$, so $\\sin\\theta + \\cos\\theta = \\frac{${y} + (${x})}{${r}} = ${value.tex}$.`,
      };
    }
    const fn =
      hidden === 'x'
        ? rng.pick<TrigFn>(['cos', 'tan'])
        : hidden === 'y'
          ? rng.pick<TrigFn>(['sin', 'tan'])
          : rng.pick(FNS);
    const value = fn === 'sin' ? frac(y, r) : fn === 'cos' ? frac(x, r) : frac(y, x);
    const formula = fn === 'sin' ? `\\frac{y}{r}` : fn === 'cos' ? `\\frac{x}{r}` : `\\frac{y}{x}`;
    if (hidden) {
      const known = hidden === 'x' ? y : x;
      const qx = Math.sign(x) > 0 ? 'positive' : 'negative';
      const qy = Math.sign(y) > 0 ? 'positive' : 'negative';
      const q = quadrantOf(theta < 0 ? theta + 360 : theta);
      return {
        frame,
        multiStep: true,
        context: true,
        question: `A kite's string runs straight from the origin $O$ to the point $${label}$, where $OP = ${r}$ and the angle $\\theta$ of $OP$ in standard position lies in the ${ROMAN[q]} quadrant. Find $\\${fn}\\theta$.`,
        answer: value.text,
        hints: [
          `Find the missing coordinate from $OP^2 = x^2 + y^2$.`,
          `In the ${ROMAN[q]} quadrant $x$ is ${qx} and $y$ is ${qy}.`,
        ],
        steps: [
          `${hidden}^2 = ${r}^2 - (${known})^2$, so $${hidden} = ${hidden === 'x' ? x : y}$ (${hidden === 'x' ? qx : qy} in this quadrant).`.replace(
            /^/,
            '$',
          ),
          `$\\${fn}\\theta = ${formula} = ${value.tex}$`,
        ],
        figure,
        explanation: `$${hidden} = ${hidden === 'x' ? x : y}$, so $\\${fn}\\theta = ${value.tex}$.`,
      };
    }
    return {
      frame,
      question: `The terminal side of the angle $\\theta$ in standard position passes through $P(${x}, ${y})$. Find $\\${fn}\\theta$.`,
      answer: value.text,
      hints: ['First find $r = OP$ by Pythagoras.', `$\\${fn}\\theta = ${formula}$.`],
      steps: [rStep, `$\\${fn}\\theta = ${formula} = ${value.tex}$`],
      figure,
      explanation: `$r = OP = \\sqrt{(${x})^2 + (${y})^2} = ${r}$, so $\\${fn}\\theta = ${formula} = ${value.tex}$.`,
    };
  },
});

const UNIT_ANGLES = [30, 45, 60, 120, 135, 150, 210, 225, 240, 300, 315, 330];

function unitCircleFigure(
  theta: number,
  label: string,
): { caption: string; elements: FigureElement[] } {
  const o = pt(0, 0);
  const p = polar(o, 1, theta);
  return {
    caption: `Unit circle with centre O and the point P on the terminal side of an angle in standard position.`,
    elements: [
      { kind: 'axes', xMin: -1.35, xMax: 1.35, yMin: -1.35, yMax: 1.35, xLabel: 'x', yLabel: 'y' },
      { kind: 'circle', center: o, radius: 1 },
      { kind: 'segment', from: o, to: p },
      { kind: 'angle', vertex: o, from: pt(1.35, 0), to: p, label, reflex: theta > 180 },
      { kind: 'point', at: p, label: 'P', dot: true },
      { kind: 'point', at: o, label: 'O' },
    ],
  };
}

const unitCirclePoint = defineTemplate({
  id: `${lesson}/unit-circle-point-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: 0.1,
  build(rng) {
    const frame = rng.pick(['coordinates', 'angle-from-point', 'reflected'] as const);
    const theta = rng.pick(UNIT_ANGLES);
    const c = exactTrig('cos', theta);
    const s = exactTrig('sin', theta);
    if (!c || !s) throw new Error('special');
    const pair = (a: Exact, b: Exact): string => `$\\left(${a.tex}, ${b.tex}\\right)$`;
    const hints = [
      'On the unit circle the point at angle $\\theta$ is $(\\cos\\theta, \\sin\\theta)$.',
      'The quadrant gives the signs of the coordinates.',
    ];
    if (frame === 'angle-from-point') {
      const deg = (x: number): string => `$${x}^\\circ$`;
      return {
        frame,
        question: `$P\\left(${c.tex}, ${s.tex}\\right)$ is a point of the unit circle on the terminal side of an angle $\\theta$ in standard position, $0^\\circ \\le \\theta < 360^\\circ$, as shown. Find $\\theta$.`,
        answer: deg(theta),
        wrong: [
          { text: deg(referenceAngle(theta)), mistake: 'gave the reference angle' },
          { text: deg((360 - theta) % 360), mistake: 'measured the angle clockwise' },
          { text: deg((theta + 180) % 360), mistake: 'took the opposite point' },
          {
            text: deg(
              90 -
                referenceAngle(theta) +
                (theta - referenceAngle(theta) > 0 ? theta - referenceAngle(theta) : 0),
            ),
            mistake: 'swapped the roles of sin and cos',
          },
        ],
        hints,
        steps: [
          `$\\cos\\theta = ${c.tex}$ and $\\sin\\theta = ${s.tex}$: the reference angle is $${referenceAngle(theta)}^\\circ$ in the ${ROMAN[quadrantOf(theta)]} quadrant.`,
          `So $\\theta = ${theta}^\\circ$.`,
        ],
        figure: unitCircleFigure(theta, 'θ'),
        explanation: `$P = (\\cos\\theta, \\sin\\theta)$ with these signs gives $\\theta = ${theta}^\\circ$.`,
      };
    }
    if (frame === 'reflected') {
      const image = 180 - theta;
      const ic = neg(c);
      return {
        frame,
        multiStep: true,
        question: `$P$ is the point of the unit circle on the terminal side of the angle $${theta}^\\circ$ in standard position, as shown. $Q$ is the reflection of $P$ in the $y$-axis. Find the coordinates of $Q$.`,
        answer: pair(ic, s),
        wrong: [
          { text: pair(c, s), mistake: 'gave P instead of its reflection' },
          { text: pair(c, neg(s)), mistake: 'reflected in the x-axis instead of the y-axis' },
          {
            text: pair(neg(c), neg(s)),
            mistake: 'rotated P through 180° instead of reflecting it',
          },
          { text: pair(s, c), mistake: 'swapped sin and cos (x is the cosine)' },
        ],
        hints: [...hints, 'A reflection in the $y$-axis changes the sign of $x$ only.'],
        steps: [
          `$P = (\\cos ${theta}^\\circ, \\sin ${theta}^\\circ) = \\left(${c.tex}, ${s.tex}\\right)$.`,
          `Reflecting in the $y$-axis changes the sign of $x$: $Q = \\left(${ic.tex}, ${s.tex}\\right)$, the point at $${((image % 360) + 360) % 360}^\\circ$.`,
        ],
        figure: unitCircleFigure(theta, `${theta}°`),
        explanation: `$Q = (-\\cos ${theta}^\\circ, \\sin ${theta}^\\circ) = \\left(${ic.tex}, ${s.tex}\\right)$.`,
      };
    }
    return {
      frame,
      question: `$P$ is the point of the unit circle on the terminal side of the angle $${theta}^\\circ$ in standard position. Find the coordinates of $P$.`,
      answer: pair(c, s),
      wrong: [
        { text: pair(s, c), mistake: 'swapped sin and cos (x is the cosine)' },
        { text: pair(neg(c), s), mistake: 'wrong sign of x for the quadrant' },
        { text: pair(c, neg(s)), mistake: 'wrong sign of y for the quadrant' },
        { text: pair(neg(c), neg(s)), mistake: 'took the opposite point' },
      ],
      hints,
      steps: [
        `$P = (\\cos ${theta}^\\circ, \\sin ${theta}^\\circ)$.`,
        `So $P = \\left(${c.tex}, ${s.tex}\\right)$.`,
      ],
      figure: unitCircleFigure(theta, `${theta}°`),
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

const showRelated = (r: string): string =>
  `$${r.startsWith('-') ? '-' : ''}\\${r.replace('-', '')}\\theta$`;
const RELATED_HINTS = [
  'Treat $\\theta$ as acute and find the quadrant of the whole angle: it gives the sign.',
  'With $180^\\circ$ or $360^\\circ$ the function stays the same; with $90^\\circ$ or $270^\\circ$ it changes to its co-function.',
];

const relatedAngle = defineTemplate({
  id: `${lesson}/related-angle-identity`,
  lesson,
  type: 'MCQ',
  b: 0.4,
  build(rng) {
    const frame = rng.pick(['identity', 'evaluate', 'simplify'] as const);
    if (frame === 'simplify') {
      // Two sin/cos related angles added: the result as a·sinθ + b·cosθ.
      const family = RELATED.filter((r) => !/tan|cot/.test(r.result));
      const [r1, r2] = rng.shuffle(family);
      if (!r1 || !r2) throw new Error('related');
      const coef = (r: Related, f: string): number =>
        r.result.replace('-', '') === f ? (r.result.startsWith('-') ? -1 : 1) : 0;
      const cs = coef(r1, 'sin') + coef(r2, 'sin');
      const cc = coef(r1, 'cos') + coef(r2, 'cos');
      const show = (a: number, b: number): string => {
        const term = (k: number, f: string): string =>
          k === 0 ? '' : `${k < 0 ? '-' : '+'}${Math.abs(k) === 1 ? '' : Math.abs(k)}\\${f}\\theta`;
        const body = `${term(a, 'sin')}${term(b, 'cos')}`.replace(/^\+/, '');
        return `$${body === '' ? '0' : body}$`;
      };
      return {
        frame,
        multiStep: true,
        question: `For every angle $\\theta$, $${r1.expr} + ${r2.expr}$ simplifies to`,
        answer: show(cs, cc),
        wrong: [
          {
            text: show(cs === 0 ? 2 : 0, cc),
            mistake: 'used the wrong sign for one of the angles',
          },
          {
            text: show(cs, cc === 0 ? 2 : 0),
            mistake: 'used the wrong sign for one of the angles',
          },
          { text: show(-cs || 1, -cc || 1), mistake: 'used the wrong sign for both angles' },
          {
            text: show(cc, cs),
            mistake: 'changed the function when it should stay, or the reverse',
          },
          {
            text: show(cs + 1, cc - 1),
            mistake: 'changed the function when it should stay, or the reverse',
          },
        ],
        hints: RELATED_HINTS,
        steps: [
          `$${r1.expr} = ${showRelated(r1.result).slice(1, -1)}$ and $${r2.expr} = ${showRelated(r2.result).slice(1, -1)}$.`,
          `The sum is ${show(cs, cc)}.`,
        ],
        explanation: `$${r1.expr} = ${showRelated(r1.result).slice(1, -1)}$ and $${r2.expr} = ${showRelated(r2.result).slice(1, -1)}$, so the sum is ${show(cs, cc)}.`,
      };
    }
    const item = rng.pick(RELATED);
    const base = item.result.replace('-', '');
    if (frame === 'evaluate') {
      const pool = RELATED.filter((r) => !/cot/.test(r.result));
      const rel = rng.pick(pool);
      const fnOf = rel.result.replace('-', '') as TrigFn;
      const given = rng.pick([0.2, 0.3, 0.4, 0.6, 0.7, 0.8]);
      const value = rel.result.startsWith('-') ? -given : given;
      const dec = (x: number): string => `$${x}$`;
      return {
        frame,
        question: `If $\\${fnOf}\\theta = ${given}$, find $${rel.expr}$.`,
        answer: dec(value),
        wrong: [
          { text: dec(-value), mistake: 'used the wrong sign for the quadrant' },
          {
            text: dec(Number((1 - given).toFixed(1))),
            mistake: 'subtracted from 1 instead of using the related angle',
          },
          {
            text: dec(-Number((1 - given).toFixed(1))),
            mistake: 'subtracted from 1 and used the wrong sign',
          },
          { text: dec(Number((given / 2).toFixed(2))), mistake: 'halved the value' },
        ],
        hints: RELATED_HINTS,
        steps: [
          `$${rel.expr} = ${showRelated(rel.result).slice(1, -1)}$.`,
          `So $${rel.expr} = ${value}$.`,
        ],
        explanation: `$${rel.expr} = ${showRelated(rel.result).slice(1, -1)} = ${value}$.`,
      };
    }
    const family = base === 'tan' || base === 'cot' ? ['tan', 'cot'] : ['sin', 'cos'];
    const all = family.flatMap((f) => [f, `-${f}`]);
    const wrong: Choice[] = all
      .filter((r) => r !== item.result)
      .map((r) => ({
        text: showRelated(r),
        mistake:
          r.replace('-', '') === base
            ? 'used the wrong sign for the quadrant'
            : r.startsWith('-') === item.result.startsWith('-')
              ? 'changed the function (co-function) when it should stay, or the reverse'
              : 'changed both the function and the sign',
      }));
    return {
      frame,
      question: `For every angle $\\theta$, $${item.expr}$ equals`,
      answer: showRelated(item.result),
      wrong,
      hints: RELATED_HINTS,
      steps: [
        `For acute $\\theta$ the ratio of the whole angle is ${item.result.startsWith('-') ? 'negative' : 'positive'} in its quadrant, and the function ${base === item.expr.slice(1, 4) ? 'stays' : 'changes to its co-function'}.`,
        `So $${item.expr} = ${showRelated(item.result).slice(1, -1)}$.`,
      ],
      explanation: `Treat $\\theta$ as acute: the angle lies in the quadrant where the ratio is ${item.result.startsWith('-') ? 'negative' : 'positive'}; with $90^\\circ$ or $270^\\circ$ the function changes to its co-function. So $${item.expr} = ${item.result.startsWith('-') ? '-' : ''}\\${base}\\theta$.`,
    };
  },
});

const ratioGivenQuadrant = defineTemplate({
  id: `${lesson}/ratio-given-another-and-quadrant`,
  lesson,
  type: 'short_answer',
  b: 0.7,
  build(rng) {
    const frame = rng.pick(['range', 'sign-condition', 'sum'] as const);
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
    const range =
      q === 2
        ? '90^\\circ < \\theta < 180^\\circ'
        : q === 3
          ? '180^\\circ < \\theta < 270^\\circ'
          : '270^\\circ < \\theta < 360^\\circ';
    // A second ratio's sign that, with the given value's sign, picks the quadrant q.
    const other: TrigFn =
      given === 'sin' ? (rng.chance(0.5) ? 'cos' : 'tan') : rng.chance(0.5) ? 'sin' : 'tan';
    const condition =
      frame === 'sign-condition' ? `\\${other}\\theta ${sign(signIn(other, q))}` : range;
    const hints = [
      `Draw the reference triangle: sides $${given === 'sin' ? b : a}$ and $${c}$, and find the third by Pythagoras.`,
      frame === 'sign-condition'
        ? `The sign of $\\${given}\\theta$ and $${condition}$ together fix the quadrant.`
        : `In this quadrant, which ratios are negative?`,
    ];
    const triangleStep = `The reference triangle has sides $${a}$, $${b}$, $${c}$; $\\theta$ lies in the ${ROMAN[q]} quadrant, where $\\sin$ is ${word(sinSign)} and $\\cos$ is ${word(cosSign)}.`;
    if (frame === 'sum') {
      const value = frac(sinSign * b * cosSign * a + sinSign * b * c, c * cosSign * a);
      return {
        frame,
        multiStep: true,
        question: `If $\\${given}\\theta = ${values[given].tex}$ and $${range}$, find $\\sin\\theta + \\tan\\theta$.`,
        answer: value.text,
        hints,
        steps: [
          triangleStep,
          `$\\sin\\theta = ${values.sin.tex}$ and $\\tan\\theta = ${values.tan.tex}$.`,
          `$\\sin\\theta + \\tan\\theta = ${values.sin.tex} + \\left(${values.tan.tex}\\right) = ${value.tex}$`,
        ],
        explanation: `$\\sin\\theta = ${values.sin.tex}$ and $\\tan\\theta = ${values.tan.tex}$, so the sum is $${value.tex}$.`,
      };
    }
    const asked = rng.pick(
      FNS.filter((f) => f !== given && (frame !== 'sign-condition' || f !== other)),
    );
    return {
      frame,
      multiStep: true,
      question: `If $\\${given}\\theta = ${values[given].tex}$ and $${condition}$, find $\\${asked}\\theta$.`,
      answer: values[asked].text,
      hints,
      steps: [triangleStep, `$\\${asked}\\theta = ${values[asked].tex}$`],
      explanation: `The reference triangle has sides $${a}$, $${b}$, $${c}$. In the ${ROMAN[q]} quadrant $\\sin$ is ${sinSign > 0 ? 'positive' : 'negative'} and $\\cos$ is ${cosSign > 0 ? 'positive' : 'negative'}, so $\\${asked}\\theta = ${values[asked].tex}$.`,
    };
  },
});

const secondAngle = defineTemplate({
  id: `${lesson}/angle-with-the-same-ratio`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.9,
  build(rng) {
    const frame = rng.pick(['same-sin', 'same-cos', 'same-tan'] as const);
    const alpha = rng.int(11, 79);
    const [fn, lo, hi, key, how] =
      frame === 'same-sin'
        ? (['sin', 90, 180, 180 - alpha, `180^\\circ - ${alpha}^\\circ`] as const)
        : frame === 'same-cos'
          ? (['cos', 270, 360, 360 - alpha, `360^\\circ - ${alpha}^\\circ`] as const)
          : (['tan', 180, 270, 180 + alpha, `180^\\circ + ${alpha}^\\circ`] as const);
    return {
      frame,
      multiStep: true,
      question: `Find the angle $\\theta$ with $${lo}^\\circ < \\theta < ${hi}^\\circ$ such that $\\${fn}\\theta = \\${fn} ${alpha}^\\circ$.`,
      answer: `${key}°`,
      hints: [
        `$\\${fn}$ is positive in two quadrants; $${alpha}^\\circ$ is the reference angle in both.`,
        `In the quadrant asked, write $\\theta$ from its reference angle.`,
      ],
      steps: [
        `$\\${fn} ${alpha}^\\circ$ is positive; in the ${ROMAN[quadrantOf(key)]} quadrant $\\${fn}$ is positive too, with reference angle $${alpha}^\\circ$.`,
        `$\\theta = ${how} = ${key}^\\circ$`,
      ],
      figure: {
        caption: `The unit circle with the terminal side of ${alpha}° in standard position.`,
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
          { kind: 'circle', center: pt(0, 0), radius: 1 },
          { kind: 'segment', from: pt(0, 0), to: polar(pt(0, 0), 1, alpha) },
          {
            kind: 'angle',
            vertex: pt(0, 0),
            from: pt(1.35, 0),
            to: polar(pt(0, 0), 1, alpha),
            label: `${alpha}°`,
          },
          { kind: 'point', at: pt(0, 0), label: 'O' },
        ],
      },
      explanation: `The angle in the ${ROMAN[quadrantOf(key)]} quadrant with reference angle $${alpha}^\\circ$ is $${how} = ${key}^\\circ$.`,
    };
  },
});

const ferrisWheel = defineTemplate({
  id: `${lesson}/wheel-height`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 1.2,
  build(rng) {
    const frame = rng.pick(['height', 'across', 'after-turning'] as const);
    const r = rng.int(8, 30);
    const h = r + rng.int(2, 6);
    const start = rng.int(2, 34) * 10 + 5;
    const turn = frame === 'after-turning' ? rng.int(4, 20) * 10 : 0;
    const theta = start + turn;
    const rad = (theta * Math.PI) / 180;
    // Drawn with the radius as the unit and the centre at the origin (the ground is not drawn):
    // one picture per starting angle, with one description (the store keeps one per drawing).
    const o = pt(0, 0);
    const seat = polar(o, 1, start);
    const figure = {
      caption: 'A Ferris wheel with centre O, and a seat P on its rim.',
      elements: [
        { kind: 'circle', center: o, radius: 1 },
        { kind: 'segment', from: o, to: pt(o.x + 1.25, o.y), dashed: true },
        { kind: 'segment', from: o, to: seat },
        {
          kind: 'angle',
          vertex: o,
          from: pt(o.x + 1.25, o.y),
          to: seat,
          label: `${start}°`,
          reflex: start > 180,
        },
        { kind: 'point', at: o, label: 'O', dot: true },
        { kind: 'point', at: seat, label: 'P', dot: true },
      ] satisfies FigureElement[],
    };
    const lead = `A Ferris wheel has radius $${r}$ m and its centre $O$ is $${h}$ m above the ground. A seat $P$ is at the angle $${start}^\\circ$ in standard position, measured at $O$ from the horizontal, as shown.`;
    if (frame === 'across') {
      const across = r * Math.cos(rad);
      return {
        frame,
        multiStep: true,
        context: true,
        question: `${lead} How far is $P$ horizontally from the vertical line through $O$, in metres, to one decimal place?`,
        answer: Math.abs(across).toFixed(1),
        decimals: 1,
        trueValue: Math.abs(across),
        unit: 'm',
        hints: [
          'The horizontal distance from $O$ is $r\\cos\\theta$ (its sign says left or right).',
          'A distance is positive: take the size.',
        ],
        steps: [
          `$r\\cos ${start}^\\circ = ${r}\\cos ${start}^\\circ \\approx ${across.toFixed(3)}$ m.`,
          `The distance is $|${across.toFixed(3)}| \\approx ${Math.abs(across).toFixed(1)}$ m`,
        ],
        figure,
        explanation: `$|${r}\\cos ${start}^\\circ| \\approx ${Math.abs(across).toFixed(1)}$ m.`,
      };
    }
    const height = h + r * Math.sin(rad);
    return {
      frame,
      multiStep: true,
      context: true,
      question:
        frame === 'after-turning'
          ? `${lead} The wheel then turns $${turn}^\\circ$ anticlockwise. How high is $P$ above the ground now, in metres, to one decimal place?`
          : `${lead} How high is $P$ above the ground, in metres, to one decimal place?`,
      answer: height.toFixed(1),
      decimals: 1,
      trueValue: height,
      unit: 'm',
      hints: [
        frame === 'after-turning'
          ? `After the turn the seat is at $${start}^\\circ + ${turn}^\\circ$.`
          : 'The height of $P$ above $O$ is $r\\sin\\theta$; it is negative below $O$.',
        `Add the height of the centre, $${h}$ m.`,
      ],
      steps: [
        ...(frame === 'after-turning'
          ? [`The seat is now at $${start}^\\circ + ${turn}^\\circ = ${theta}^\\circ$.`]
          : []),
        `$${r}\\sin ${theta}^\\circ \\approx ${(r * Math.sin(rad)).toFixed(3)}$ m.`,
        `Height $= ${h} + (${(r * Math.sin(rad)).toFixed(3)}) \\approx ${height.toFixed(1)}$ m`,
      ],
      figure,
      explanation: `The height is $${h} + ${r}\\sin ${theta}^\\circ \\approx ${height.toFixed(1)}$ m.`,
    };
  },
});

const SQUARE_OF: Record<number, [number, number]> = { 30: [1, 4], 45: [1, 2], 60: [3, 4] };

const valueExpression = defineTemplate({
  id: `${lesson}/expression-of-any-angles`,
  lesson,
  type: 'short_answer',
  b: 1.6,
  build(rng) {
    const frame = rng.pick(['squares', 'quotient', 'product-sum'] as const);
    const nonAxis = (): number => {
      let t = 0;
      while (quadrantOf(t) === 0)
        t = rng.pick([
          120, 135, 150, 210, 225, 240, 300, 315, 330, -30, -45, -60, -120, -150, 390, 480,
        ]);
      return t;
    };
    if (frame === 'squares') {
      const [t1, t2] = [nonAxis(), nonAxis()];
      const [f1, f2] = [rng.pick<TrigFn>(['sin', 'cos']), rng.pick<TrigFn>(['sin', 'cos'])];
      const sq = (f: TrigFn, t: number): [number, number] => {
        const [p, q] = SQUARE_OF[referenceAngle(t)] ?? [0, 1];
        return f === 'sin' ? [p, q] : [q - p, q];
      };
      const k = rng.int(2, 4);
      const [p1, q1] = sq(f1, t1);
      const [p2, q2] = sq(f2, t2);
      const value = frac(k * p1 * q2 - p2 * q1, q1 * q2);
      return {
        frame,
        multiStep: true,
        question: `Find the exact value of $${k}\\${f1}^2(${t1}^\\circ) - \\${f2}^2(${t2}^\\circ)$.`,
        answer: value.text,
        exact: true,
        hints: [
          'Find each ratio from its reference angle; the sign disappears when it is squared.',
          'Square, multiply by the coefficient, then subtract.',
        ],
        steps: [
          `$\\${f1}^2(${t1}^\\circ) = ${frac(p1, q1).tex}$ and $\\${f2}^2(${t2}^\\circ) = ${frac(p2, q2).tex}$.`,
          `$${k} \\times ${frac(p1, q1).tex} - ${frac(p2, q2).tex} = ${value.tex}$`,
        ],
        explanation: `$\\${f1}^2(${t1}^\\circ) = ${frac(p1, q1).tex}$ and $\\${f2}^2(${t2}^\\circ) = ${frac(p2, q2).tex}$, so the value is $${value.tex}$.`,
      };
    }
    const rational = (): { fn: TrigFn; theta: number; value: Exact } => {
      for (;;) {
        const pick = pickAngleAndFn(rng);
        if (/^-?\d+(\/\d+)?$/.test(pick.value.text) && pick.value.value !== 0) return pick;
      }
    };
    const [a, b, c] = [rational(), rational(), rational()];
    if (frame === 'quotient') {
      const value = frac(
        Math.round((a.value.value + b.value.value) * 2),
        Math.round(c.value.value * 2),
      );
      return {
        frame,
        multiStep: true,
        question: `Find the exact value of $\\frac{\\${a.fn}(${a.theta}^\\circ) + \\${b.fn}(${b.theta}^\\circ)}{\\${c.fn}(${c.theta}^\\circ)}$.`,
        answer: value.text,
        exact: true,
        hints: VALUE_HINTS,
        steps: [
          `$\\${a.fn}(${a.theta}^\\circ) = ${a.value.tex}$, $\\${b.fn}(${b.theta}^\\circ) = ${b.value.tex}$ and $\\${c.fn}(${c.theta}^\\circ) = ${c.value.tex}$.`,
          `$\\frac{${a.value.tex} + \\left(${b.value.tex}\\right)}{${c.value.tex}} = ${value.tex}$`,
        ],
        explanation: `The three values are $${a.value.tex}$, $${b.value.tex}$ and $${c.value.tex}$, so the value is $${value.tex}$.`,
      };
    }
    const value = frac(
      Math.round(a.value.value * b.value.value * 4) + Math.round(c.value.value * 4),
      4,
    );
    return {
      frame,
      multiStep: true,
      question: `Find the exact value of $\\${a.fn}(${a.theta}^\\circ)\\,\\${b.fn}(${b.theta}^\\circ) + \\${c.fn}(${c.theta}^\\circ)$.`,
      answer: value.text,
      exact: true,
      hints: VALUE_HINTS,
      steps: [
        `$\\${a.fn}(${a.theta}^\\circ) = ${a.value.tex}$, $\\${b.fn}(${b.theta}^\\circ) = ${b.value.tex}$ and $\\${c.fn}(${c.theta}^\\circ) = ${c.value.tex}$.`,
        `$${a.value.tex} \\times \\left(${b.value.tex}\\right) + \\left(${c.value.tex}\\right) = ${value.tex}$`,
      ],
      explanation: `The values are $${a.value.tex}$, $${b.value.tex}$ and $${c.value.tex}$, so the expression is $${value.tex}$.`,
    };
  },
});

export const anyAngleTemplates = [
  signOfRatio,
  referenceAngleTemplate,
  quadrantFromSigns,
  exactAnyAngleMcq,
  unitCirclePoint,
  pointOnTerminal,
  exactAnyAngle,
  relatedAngle,
  ratioGivenQuadrant,
  secondAngle,
  ferrisWheel,
  valueExpression,
];
