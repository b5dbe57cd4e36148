/**
 * Lesson: trigonometric equations: special values in degrees and radians, calculator values,
 * general solutions, linear and quadratic equations (some needing an identity first), multiple
 * angles, counting solutions on a graph, and periodic models (tides, wheels, temperatures).
 */
import type { Rng } from '../rng';
import type { Choice } from './define-template';
import { defineTemplate } from './define-template';
import type { Exact, TrigFn } from './exact';
import { exactTrig, fixed, fmt, frac, neg, referenceAngle, surd } from './exact';
import { redraw } from './redraw';
import { scale } from './right-triangle-ratios.templates';
import {
  degTex,
  degText,
  modelFigure,
  quadrantsWhere,
  radians,
  radTex,
  radText,
  setOption,
  waveAndLine,
} from './trig-equations-kit';

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

/** Angles in (-180°, 180°] for angles given in [0°, 360°), sorted. */
function inHalfTurn(angles: number[]): number[] {
  return angles.map((a) => (a > 180 ? a - 360 : a)).sort((x, y) => x - y);
}

/** The hints and first steps every special-value equation shares. */
function specialHelp(fn: TrigFn, value: Exact): { hints: string[]; steps: string[] } {
  const positive = value.value > 0;
  const ref = referenceAngle(solveSpecial(fn, value.value)[0] ?? 0);
  const size = positive ? value : neg(value);
  return {
    hints: [
      `Find the acute angle whose $\\${fn}$ is $${size.tex}$ (the reference angle).`,
      `$\\${fn}$ is ${positive ? 'positive' : 'negative'} in the ${quadrantsWhere(fn, positive)} quadrants.`,
    ],
    steps: [
      `Reference angle: $\\${fn}\\alpha = ${size.tex}$ gives $\\alpha = ${ref}^\\circ$`,
      `$\\${fn}$ is ${positive ? 'positive' : 'negative'} in the ${quadrantsWhere(fn, positive)} quadrants`,
    ],
  };
}

const basicSinCos = defineTemplate({
  id: `${lesson}/basic-sin-cos`,
  lesson,
  type: 'short_answer',
  b: 0.2,
  build(rng) {
    const fn = rng.pick<TrigFn>(['sin', 'cos']);
    const value = rng.pick(SIN_COS_VALUES);
    const solutions = solveSpecial(fn, value.value);
    const frame = rng.pick(['degrees', 'radians', 'half-turns'] as const);
    const help = specialHelp(fn, value);
    if (frame === 'radians') {
      return {
        question: `Solve $\\${fn}\\theta = ${value.tex}$ for $0 \\le \\theta < 2\\pi$, giving your answers in terms of $\\pi$.`,
        answer: radText(solutions),
        exact: true,
        explanation: `In degrees $\\theta = ${degTex(solutions)}$; in radians $\\theta = ${radTex(solutions)}$.`,
        hints: [
          ...help.hints,
          'Change each angle to radians: multiply by $\\frac{\\pi}{180^\\circ}$.',
        ],
        steps: [
          ...help.steps,
          `In degrees $\\theta = ${degTex(solutions)}$`,
          `$\\theta = ${radTex(solutions)}$`,
        ],
        frame,
        multiStep: true,
      };
    }
    const shown = frame === 'half-turns' ? inHalfTurn(solutions) : solutions;
    const range =
      frame === 'half-turns'
        ? '-180^\\circ < \\theta \\le 180^\\circ'
        : '0^\\circ \\le \\theta < 360^\\circ';
    return {
      question: `Solve $\\${fn}\\theta = ${value.tex}$ for $${range}$.`,
      answer: degText(shown),
      explanation: `$\\${fn}$ is ${value.value > 0 ? 'positive' : 'negative'} in two quadrants, giving $\\theta = ${degTex(shown)}$.`,
      hints:
        frame === 'half-turns'
          ? [
              ...help.hints,
              'An angle above $180^\\circ$ is the same as that angle minus $360^\\circ$.',
            ]
          : help.hints,
      steps:
        frame === 'half-turns'
          ? [
              ...help.steps,
              `In $0^\\circ$ to $360^\\circ$: $${degTex(solutions)}$`,
              `$\\theta = ${degTex(shown)}$`,
            ]
          : [...help.steps, `$\\theta = ${degTex(shown)}$`],
      frame,
      multiStep: frame === 'half-turns',
    };
  },
});

/** The six pairs of quadrant angles from a reference angle α, with the ratio they suit. */
function quadrantSets(alpha: number): { set: number[]; suits: string }[] {
  return [
    { set: [alpha, 180 - alpha], suits: 'the quadrants where sin is positive' },
    { set: [180 + alpha, 360 - alpha], suits: 'the quadrants where sin is negative' },
    { set: [alpha, 360 - alpha], suits: 'the quadrants where cos is positive' },
    { set: [180 - alpha, 180 + alpha], suits: 'the quadrants where cos is negative' },
    { set: [alpha, 180 + alpha], suits: 'the quadrants where tan is positive' },
    { set: [180 - alpha, 360 - alpha], suits: 'the quadrants where tan is negative' },
  ];
}

const cosChoice = defineTemplate({
  id: `${lesson}/solution-set-choice`,
  lesson,
  type: 'MCQ',
  b: 0.1,
  build(rng) {
    const frame = rng.pick(['sin-cos', 'tan', 'radians'] as const);
    const fn = frame === 'tan' ? 'tan' : rng.pick<TrigFn>(['sin', 'cos']);
    const value = rng.pick(fn === 'tan' ? TAN_VALUES : SIN_COS_VALUES);
    const solutions = solveSpecial(fn, value.value);
    const alpha = referenceAngle(solutions[0] ?? 0);
    const write = (xs: number[]): string =>
      setOption(
        frame === 'radians'
          ? radTex([...xs].sort((p, q) => p - q))
          : degTex([...xs].sort((p, q) => p - q)),
      );
    const key = write(solutions);
    const wrong: Choice[] = [
      ...quadrantSets(alpha).map((s) => ({ text: write(s.set), mistake: `used ${s.suits}` })),
      { text: write([solutions[0] ?? 0]), mistake: 'gave only one solution' },
    ];
    const help = specialHelp(fn, value);
    const range = frame === 'radians' ? '0 \\le x < 2\\pi' : '0^\\circ \\le x < 360^\\circ';
    return {
      question: `The solution set of $\\${fn} x = ${value.tex}$ for $${range}$ is`,
      answer: key,
      wrong,
      explanation: `Reference angle $${alpha}^\\circ$; $\\${fn}$ is ${value.value > 0 ? 'positive' : 'negative'} for $x = ${degTex(solutions)}$.`,
      hints: help.hints,
      steps: [...help.steps, `So the solution set is ${key}`],
      frame,
    };
  },
});

const basicTan = defineTemplate({
  id: `${lesson}/basic-tan`,
  lesson,
  type: 'short_answer',
  b: 0.3,
  build(rng) {
    const value = rng.pick(TAN_VALUES);
    const inTurn = solveSpecial('tan', value.value);
    const v = rng.pick(['\\theta', 'x', '\\alpha']);
    const frame = rng.pick(['one-turn', 'half-turns', 'radians', 'scaled'] as const);
    const help = specialHelp('tan', value);
    const period = `$\\tan$ repeats every $180^\\circ$, so the second solution is the first plus $180^\\circ$`;
    if (frame === 'radians') {
      return {
        question: `Solve $\\tan ${v} = ${value.tex}$ for $0 \\le ${v} < 2\\pi$, giving your answers in terms of $\\pi$.`,
        answer: radText(inTurn),
        exact: true,
        explanation: `$${v} = ${degTex(inTurn)}$, that is $${v} = ${radTex(inTurn)}$.`,
        hints: [...help.hints, 'The tangent repeats every $\\pi$ radians.'],
        steps: [...help.steps, period, `$${v} = ${radTex(inTurn)}$`],
        frame,
        multiStep: true,
      };
    }
    if (frame === 'scaled') {
      const k = rng.pick([2, 3, 4]);
      return {
        question: `Solve $${k}\\tan ${v} = ${scale(value, k).tex}$ for $0^\\circ \\le ${v} < 360^\\circ$.`,
        answer: degText(inTurn),
        explanation: `$\\tan ${v} = ${value.tex}$, so $${v} = ${degTex(inTurn)}$.`,
        hints: [`Divide both sides by $${k}$ first.`, ...help.hints],
        steps: [`$\\tan ${v} = ${value.tex}$`, ...help.steps, period, `$${v} = ${degTex(inTurn)}$`],
        frame,
        multiStep: true,
      };
    }
    const symmetric = frame === 'half-turns';
    const solutions = symmetric ? inHalfTurn(inTurn) : inTurn;
    const range = symmetric
      ? `-180^\\circ < ${v} \\le 180^\\circ`
      : `0^\\circ \\le ${v} < 360^\\circ`;
    return {
      question: `Solve $\\tan ${v} = ${value.tex}$ for $${range}$.`,
      answer: degText(solutions),
      explanation: `$\\tan$ repeats every $180^\\circ$: $${v} = ${degTex(solutions)}$.`,
      hints: [...help.hints, 'The tangent repeats every $180^\\circ$.'],
      steps: [...help.steps, period, `$${v} = ${degTex(solutions)}$`],
      frame,
      multiStep: true,
    };
  },
});

const signed = (n: number): string => (n === 0 ? '' : n > 0 ? ` + ${n}` : ` - ${-n}`);
const coef = (n: number): string => (n === 1 ? '' : n === -1 ? '-' : String(n));

const linear = defineTemplate({
  id: `${lesson}/linear-equation`,
  lesson,
  type: 'short_answer',
  b: 0.5,
  build(rng) {
    const frame = rng.pick(['sin-cos', 'both-sides', 'tan'] as const);
    const fn: TrigFn = frame === 'tan' ? 'tan' : rng.pick<TrigFn>(['sin', 'cos']);
    const target =
      fn === 'tan'
        ? rng.pick([frac(1, 1), frac(-1, 1), frac(0, 1)])
        : rng.pick([frac(1, 2), frac(-1, 2), frac(1, 1), frac(-1, 1), frac(0, 1)]);
    const a = rng.pick([2, 4, 6]);
    const b = rng.int(-5, 5);
    const c = a * target.value + b;
    const solutions = solveSpecial(fn, target.value);
    let question = '';
    let first = '';
    if (frame === 'both-sides') {
      // p·f + b = q·f + c with p − q = a: collect the ratio on one side first.
      const q = rng.int(1, 3);
      const p = a + q;
      question = `Solve $${p}\\${fn} x${signed(b)} = ${coef(q)}\\${fn} x${signed(c)}$ for $0^\\circ \\le x < 360^\\circ$.`;
      first = `$${p}\\${fn} x - ${coef(q)}\\${fn} x = ${c} - (${b})$, so $${a}\\${fn} x = ${c - b}$`;
    } else {
      question = `Solve $${a}\\${fn} x${signed(b)} = ${c}$ for $0^\\circ \\le x < 360^\\circ$.`;
      first = `$${a}\\${fn} x = ${c} - (${b}) = ${c - b}$`;
    }
    return {
      question,
      answer: degText(solutions),
      explanation: `$${a}\\${fn} x = ${c - b}$, so $\\${fn} x = ${target.tex}$, giving $x = ${degTex(solutions)}$.`,
      hints: [
        `Get $\\${fn} x$ on its own first, as you would solve a linear equation.`,
        `Then find every angle from $0^\\circ$ to $360^\\circ$ with that value of $\\${fn} x$.`,
      ],
      steps: [first, `$\\${fn} x = ${target.tex}$`, `$x = ${degTex(solutions)}$`],
      frame,
      multiStep: true,
    };
  },
});

const quadratic = defineTemplate({
  id: `${lesson}/quadratic-in-sin`,
  lesson,
  type: 'short_answer',
  b: 1.2,
  build(rng) {
    const fn = rng.pick<'sin' | 'cos'>(['sin', 'cos']);
    const other = fn === 'sin' ? 'cos' : 'sin';
    const frame = rng.pick(['quadratic', 'identity-first', 'common-factor'] as const);
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
    if (frame === 'common-factor') {
      r1 = [0, 1];
      r2 = rng.pick(roots.filter(([p]) => p !== 0 && Math.abs(p) !== 2));
    }
    if (r1[0] / r1[1] === r2[0] / r2[1]) redraw('the two roots are equal');
    if (Math.abs(r1[0] / r1[1]) > 1 && Math.abs(r2[0] / r2[1]) > 1) redraw('no root is a sine');
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
    let question = `Solve $${lhs} = 0$ for $0^\\circ \\le x < 360^\\circ$.`;
    const steps: string[] = [];
    const hints: string[] = [];
    if (frame === 'identity-first') {
      // A·fn² = A − A·other²: the equation as a student meets it, in both ratios.
      const shown = `${term(A, `\\${other}^2 x`, true)}${term(-B, `\\${fn} x`, false)}${signed(-(A + C))} = 0`;
      question = `Solve $${shown}$ for $0^\\circ \\le x < 360^\\circ$.`;
      hints.push(
        `Use $\\sin^2 x + \\cos^2 x = 1$ to write $\\${other}^2 x$ in terms of $\\${fn} x$.`,
      );
      steps.push(
        `$${A}(1 - \\${fn}^2 x)${term(-B, `\\${fn} x`, false)}${signed(-(A + C))} = 0$, so $${lhs} = 0$`,
      );
    } else if (frame === 'common-factor') {
      const right = `${term(-B, `\\${fn} x`, true)}`;
      question = `Solve $${term(A, `\\${fn}^2 x`, true)} = ${right}$ for $0^\\circ \\le x < 360^\\circ$.`;
      hints.push(
        `Bring every term to one side and take out the common factor $\\${fn} x$: do not divide by it, or solutions are lost.`,
      );
      steps.push(`$${lhs} = 0$`);
    } else {
      hints.push(`Treat it as a quadratic in $\\${fn} x$: write $s = \\${fn} x$ and factorise.`);
    }
    hints.push(`Each factor gives a value of $\\${fn} x$; remember $-1 \\le \\${fn} x \\le 1$.`);
    steps.push(
      `$${factor(q1, p1)}${factor(q2, p2)} = 0$, so $\\${fn} x = ${rootTex[0] ?? ''}$ or $\\${fn} x = ${rootTex[1] ?? ''}$`,
    );
    if (rejected.length)
      steps.push(
        `$\\${fn} x = ${frac(rejected[0] ?? 2, 1).tex}$ has no solution, since $-1 \\le \\${fn} x \\le 1$`,
      );
    steps.push(`$x = ${degTex(solutions)}$`);
    return {
      question,
      answer: degText(solutions),
      explanation: `Factorise: $${factor(q1, p1)}${factor(q2, p2)} = 0$, so $\\${fn} x = ${rootTex[0] ?? ''}$ or $\\${fn} x = ${rootTex[1] ?? ''}$. Solutions: $x = ${degTex(solutions)}$.`,
      hints,
      steps,
      frame,
      multiStep: true,
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
    const frame = rng.pick(['crossing-sine', 'crossing-cosine', 'touching-sine'] as const);
    const fn = frame === 'crossing-cosine' ? 'cos' : 'sin';
    const m = rng.int(1, 3);
    const k =
      frame === 'touching-sine' ? rng.pick([1, -1]) : rng.pick([0.5, -0.5, 0.8, -0.3, 0.3, -0.7]);
    const kText = frac(Math.round(k * 10), 10);
    const count = frame === 'touching-sine' ? m : 2 * m;
    const m1 = m === 1 ? '' : String(m);
    const eq = `\\${fn} ${m1}x = ${kText.tex}`;
    const cycles = `${m === 1 ? 'is 1 cycle' : `are ${m} cycles`}`;
    return {
      question: `The graph of $y = \\${fn} ${m1}x$ and the line $y = ${kText.tex}$ are drawn for $0^\\circ \\le x \\le 360^\\circ$. How many solutions does $${eq}$ have in this interval?`,
      answer: `$${count}$`,
      wrong:
        frame === 'touching-sine'
          ? [
              { text: `$${2 * m}$`, mistake: 'counted each touching point as two crossings' },
              { text: `$${m + 1}$`, mistake: 'counted an end point as an intersection' },
              { text: `$${m - 1}$`, mistake: 'missed an intersection' },
              {
                text: '$0$',
                mistake: 'thought a line that only touches the curve gives no solution',
              },
              { text: `$${4 * m}$`, mistake: 'counted the intersections twice' },
            ]
          : [
              { text: `$${m}$`, mistake: 'counted the cycles instead of the intersections' },
              { text: `$${count + 1}$`, mistake: 'counted an end point as an intersection' },
              { text: `$${count - 1}$`, mistake: 'missed an intersection' },
              { text: `$${2 * count}$`, mistake: 'counted the intersections twice' },
            ],
      figure: waveAndLine(fn, m, k, kText.text),
      explanation:
        frame === 'touching-sine'
          ? `The line $y = ${kText.tex}$ only touches the curve, once in each cycle; there ${cycles}, so there are $${count}$ solutions.`
          : `Each full cycle crosses a horizontal line strictly between $-1$ and $1$ twice; there ${cycles}, so there are $${count}$ solutions.`,
      hints: [
        'Each point where the line meets the curve is one solution.',
        `Count the cycles of $y = \\${fn} ${m1}x$ from $0^\\circ$ to $360^\\circ$ first.`,
      ],
      steps: [
        `From $0^\\circ$ to $360^\\circ$ there ${cycles} of the curve`,
        frame === 'touching-sine'
          ? `The line touches the curve once per cycle, at its ${k > 0 ? 'maximum' : 'minimum'}: ${count} solutions, $${count}$`
          : `The line crosses each cycle twice: $2 \\times ${m} = ${count}$`,
      ],
      frame,
      multiStep: true,
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
    const frame = rng.pick(['sign-condition', 'two-ratios', 'interval'] as const);
    const help = specialHelp(fn, value);
    if (frame === 'interval') {
      const [lo, hi] = rng.pick([
        [0, 180],
        [180, 360],
        [90, 270],
      ] as const);
      const keep = solutions.filter((s) => s >= lo && s <= hi);
      if (keep.length === 0) redraw('no solution in the interval');
      return {
        question: `Solve $\\${fn} x = ${value.tex}$ for $${lo}^\\circ \\le x \\le ${hi}^\\circ$.`,
        answer: degText(keep),
        explanation: `In a full turn $x = ${degTex(solutions)}$; in the interval only $x = ${degTex(keep)}$.`,
        hints: [
          ...help.hints,
          `Solve over a full turn first, then keep only the angles from $${lo}^\\circ$ to $${hi}^\\circ$.`,
        ],
        steps: [
          ...help.steps,
          `In a full turn $x = ${degTex(solutions)}$`,
          `In the interval: $x = ${degTex(keep)}$`,
        ],
        frame,
        multiStep: true,
      };
    }
    const other: TrigFn =
      frame === 'two-ratios' ? (fn === 'sin' ? 'cos' : 'sin') : fn === 'sin' ? 'tan' : 'sin';
    const pick = rng.pick(solutions);
    const otherExact = exactTrig(other, pick) ?? frac(0, 1);
    const keep = solutions.filter(
      (s) => Math.sign(exactTrig(other, s)?.value ?? 0) === Math.sign(otherExact.value),
    );
    const condition =
      frame === 'two-ratios'
        ? `\\${other} x = ${otherExact.tex}`
        : `\\${other} x ${otherExact.value > 0 ? '> 0' : '< 0'}`;
    return {
      question: `Find $x$ if $\\${fn} x = ${value.tex}$ and $${condition}$, where $0^\\circ \\le x < 360^\\circ$.`,
      answer: degText(keep),
      explanation: `$\\${fn} x = ${value.tex}$ gives $x = ${degTex(solutions)}$; only $x = ${degTex(keep)}$ has $${condition}$.`,
      hints: [...help.hints, `Then keep only the angle for which $${condition}$.`],
      steps: [
        ...help.steps,
        `$\\${fn} x = ${value.tex}$ gives $x = ${degTex(solutions)}$`,
        `Only one has $${condition}$: $x = ${degTex(keep)}$`,
      ],
      frame,
      multiStep: true,
    };
  },
});

/** The angles in [0°, 360°) with fn equal to v, from the calculator's acute angle α (v ≠ 0). */
function fromReference(fn: TrigFn, v: number, alpha: number): number[] {
  const positive = v > 0;
  const table: Record<TrigFn, [number[], number[]]> = {
    sin: [
      [alpha, 180 - alpha],
      [180 + alpha, 360 - alpha],
    ],
    cos: [
      [alpha, 360 - alpha],
      [180 - alpha, 180 + alpha],
    ],
    tan: [
      [alpha, 180 + alpha],
      [180 - alpha, 360 - alpha],
    ],
  };
  return table[fn][positive ? 0 : 1];
}

const INVERSE: Record<TrigFn, (v: number) => number> = {
  sin: (v) => (Math.asin(v) * 180) / Math.PI,
  cos: (v) => (Math.acos(v) * 180) / Math.PI,
  tan: (v) => (Math.atan(v) * 180) / Math.PI,
};

const calculator = defineTemplate({
  id: `${lesson}/calculator-value-choice`,
  lesson,
  type: 'MCQ',
  b: 0.6,
  build(rng) {
    const fn = rng.pick<TrigFn>(['sin', 'cos', 'tan']);
    const size =
      fn === 'tan'
        ? rng.pick([0.4, 0.65, 0.8, 1.2, 1.5, 2.3, 3.1])
        : rng.pick([0.15, 0.23, 0.37, 0.44, 0.58, 0.62, 0.71, 0.86, 0.93]);
    const positive = rng.chance(0.5);
    const v = positive ? size : -size;
    const alpha = INVERSE[fn](size);
    const one = (xs: number[]): string =>
      setOption(
        [...xs]
          .sort((p, q) => p - q)
          .map((x) => `${fixed(x, 1)}^\\circ`)
          .join(', '),
      );
    const solutions = fromReference(fn, v, alpha);
    const key = one(solutions);
    const wrong: Choice[] = [
      ...quadrantSets(alpha).map((s) => ({ text: one(s.set), mistake: `used ${s.suits}` })),
      { text: one([INVERSE[fn](v)]), mistake: 'gave only the calculator value' },
    ];
    const frame = `${fn}-${positive ? 'positive' : 'negative'}`;
    return {
      question: `Solve $\\${fn} x = ${v}$ for $0^\\circ \\le x < 360^\\circ$, giving your answers to 1 decimal place.`,
      answer: key,
      wrong,
      explanation: `$\\alpha = \\${fn}^{-1}(${size}) \\approx ${fixed(alpha, 2)}^\\circ$; $\\${fn}$ is ${positive ? 'positive' : 'negative'} in the ${quadrantsWhere(fn, positive)} quadrants.`,
      hints: [
        `Use the $\\${fn}^{-1}$ key on $${size}$ to find the acute angle $\\alpha$.`,
        `$\\${fn} x$ is ${positive ? 'positive' : 'negative'}: $x$ is in the ${quadrantsWhere(fn, positive)} quadrants.`,
      ],
      steps: [
        `$\\alpha = \\${fn}^{-1}(${size}) \\approx ${fixed(alpha, 2)}^\\circ$`,
        `In the ${quadrantsWhere(fn, positive)} quadrants: $x = ${solutions.map((s) => `${fixed(s, 2)}^\\circ`).join(', ')}$`,
        `To 1 decimal place the solution set is ${key}`,
      ],
      frame,
      multiStep: true,
      facts: { optionRange: { min: 0, max: 360, why: 'the interval asked' } },
    };
  },
});

const general = defineTemplate({
  id: `${lesson}/general-solution`,
  lesson,
  type: 'short_answer',
  b: 1.3,
  build(rng) {
    const frame = rng.pick(['sin-cos-degrees', 'tan-degrees', 'radians'] as const);
    const fn: TrigFn =
      frame === 'tan-degrees'
        ? 'tan'
        : rng.pick<TrigFn>(frame === 'radians' ? ['sin', 'cos', 'tan'] : ['sin', 'cos']);
    const value = rng.pick(fn === 'tan' ? TAN_VALUES : SIN_COS_VALUES);
    const all = solveSpecial(fn, value.value);
    // The tangent's solutions repeat every 180°: one family, s + 180°n. The key writes it as the
    // two families of one turn (the same set; the checker accepts either form).
    const base = fn === 'tan' ? all.slice(0, 1) : all;
    const period = fn === 'tan' ? 180 : 360;
    const help = specialHelp(fn, value);
    const radiansFrame = frame === 'radians';
    const show = (s: number): string => (radiansFrame ? radians(s).tex : `${s}^\\circ`);
    const showText = (s: number): string => (radiansFrame ? radians(s).text : `${s}°`);
    const turn = radiansFrame ? '2\\pi' : '360^\\circ';
    const turnText = radiansFrame ? '2π' : '360°';
    const periodTex = radiansFrame ? (fn === 'tan' ? '\\pi' : '2\\pi') : `${period}^\\circ`;
    const answer = all.map((s) => `${showText(s)} + ${turnText}n`).join(', ');
    const keyTex = all.map((s) => `${show(s)} + ${turn} n`).join(', ');
    const compact = base.map((s) => `${show(s)} + ${periodTex} n`).join(', ');
    return {
      question: `Find the general solution of $\\${fn} x = ${value.tex}$ in ${radiansFrame ? 'radians' : 'degrees'}, where $n$ is any integer.`,
      answer,
      kind: 'general',
      explanation: `$x = ${compact}$.`,
      hints: [
        ...help.hints,
        `Find the solutions in one period, then add any whole number of periods (the period of $\\${fn}$ is $${periodTex}$).`,
      ],
      steps: [
        ...help.steps,
        `In one turn: $x = ${all.map(show).join(', ')}$`,
        ...(fn === 'tan'
          ? [`$\\tan$ repeats every $${periodTex}$: $x = ${compact}$, the same angles as below`]
          : []),
        `$x = ${keyTex}$`,
      ],
      frame,
      multiStep: true,
    };
  },
});

const multipleAngle = defineTemplate({
  id: `${lesson}/multiple-angle-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 1.0,
  build(rng) {
    const fn = rng.pick<'sin' | 'cos'>(['sin', 'cos']);
    const value = rng.pick([...SIN_COS_VALUES, frac(0, 1)]);
    const base = solveSpecial(fn, value.value);
    if (rng.chance(0.35)) {
      // fn(x + c) = v: the angle u = x + c runs from c to 360° + c.
      const c = rng.pick([15, 30, 45, 60]);
      const us = base.map((s) => (s < c ? s + 360 : s)).sort((p, q) => p - q);
      const solutions = us.map((u) => u - c).sort((p, q) => p - q);
      const arg = `x + ${c}^\\circ`;
      return {
        question: `Solve $\\${fn}(${arg}) = ${value.tex}$ for $0^\\circ \\le x < 360^\\circ$.`,
        answer: degText(solutions),
        figure: waveAndLine(fn, 1, value.value, value.text, c),
        explanation: `With $u = ${arg}$, $${c}^\\circ \\le u < ${360 + c}^\\circ$: $u = ${degTex(us)}$, so $x = ${degTex(solutions)}$.`,
        hints: [
          `Put $u = ${arg}$: as $x$ runs from $0^\\circ$ to $360^\\circ$, $u$ runs from $${c}^\\circ$ to $${360 + c}^\\circ$.`,
          `Solve $\\${fn} u = ${value.tex}$ in that range, then subtract $${c}^\\circ$.`,
        ],
        steps: [
          `Let $u = ${arg}$, with $${c}^\\circ \\le u < ${360 + c}^\\circ$`,
          `$u = ${degTex(us)}$`,
          `$x = u - ${c}^\\circ$, so $x = ${degTex(solutions)}$`,
        ],
        frame: 'shifted-angle',
        multiStep: true,
      };
    }
    const m = rng.pick([2, 2, 3]);
    const us: number[] = [];
    for (let turn = 0; turn < m; turn += 1) for (const s of base) us.push(s + 360 * turn);
    const solutions = us.map((u) => u / m).sort((p, q) => p - q);
    const mx = `${m}x`;
    return {
      question: `Solve $\\${fn} ${mx} = ${value.tex}$ for $0^\\circ \\le x < 360^\\circ$.`,
      answer: degText(solutions),
      figure: waveAndLine(fn, m, value.value, value.text),
      explanation: `With $u = ${mx}$, $0^\\circ \\le u < ${360 * m}^\\circ$: $u = ${degTex(us)}$, so $x = ${degTex(solutions)}$.`,
      hints: [
        `Put $u = ${mx}$: as $x$ runs from $0^\\circ$ to $360^\\circ$, $u$ runs from $0^\\circ$ to $${360 * m}^\\circ$.`,
        `Solve $\\${fn} u = ${value.tex}$ over ${m} full turns, then divide every angle by ${m}.`,
      ],
      steps: [
        `Let $u = ${mx}$, with $0^\\circ \\le u < ${360 * m}^\\circ$`,
        `In one turn $u = ${degTex(base)}$; adding $360^\\circ$: $u = ${degTex(us)}$`,
        `$x = \\frac{u}{${m}}$, so $x = ${degTex(solutions)}$`,
      ],
      frame: `${fn}-${m}x`,
      multiStep: true,
    };
  },
});

interface Model {
  frame: string;
  /** Describes the model for the question. */
  text: (p: number, q: number) => string;
  f: (t: number, p: number, q: number) => number;
  fn: 'sin' | 'cos';
  /** Degrees per unit of time (k in fn(kt)°) and the interval's end. */
  k: number;
  end: number;
  sign: 1 | -1;
  tName: string;
  yName: string;
  level: (y: number) => string;
}

const MODELS: Model[] = [
  {
    frame: 'tide',
    text: (p, q) =>
      `The depth of water in a harbour is $d = ${p} + ${q}\\sin(30t)^\\circ$ metres, $t$ hours after midnight, for $0 \\le t < 12$.`,
    f: (t, p, q) => p + q * Math.sin((30 * t * Math.PI) / 180),
    fn: 'sin',
    k: 30,
    end: 12,
    sign: 1,
    tName: 't',
    yName: 'd',
    level: (y) => `the water is $${fmt(y)}$ m deep`,
  },
  {
    frame: 'ferris-wheel',
    text: (p, q) =>
      `The height of a seat on a Ferris wheel is $h = ${p} - ${q}\\cos(15t)^\\circ$ metres, $t$ minutes after it leaves the bottom, for $0 \\le t < 24$.`,
    f: (t, p, q) => p - q * Math.cos((15 * t * Math.PI) / 180),
    fn: 'cos',
    k: 15,
    end: 24,
    sign: -1,
    tName: 't',
    yName: 'h',
    level: (y) => `the seat is $${fmt(y)}$ m above the ground`,
  },
  {
    frame: 'temperature',
    text: (p, q) =>
      `The temperature in a greenhouse is $T = ${p} + ${q}\\sin(15t)^\\circ$ degrees Celsius, $t$ hours after midnight, for $0 \\le t < 24$.`,
    f: (t, p, q) => p + q * Math.sin((15 * t * Math.PI) / 180),
    fn: 'sin',
    k: 15,
    end: 24,
    sign: 1,
    tName: 't',
    yName: 'T',
    level: (y) => `the temperature is $${fmt(y)}$ degrees Celsius`,
  },
];

/** A model's middle and amplitude for its context (a tide of metres, a wheel of tens of metres). */
function modelNumbers(rng: Rng, model: Model): [number, number] {
  if (model.frame === 'tide') return [rng.pick([3, 4, 5, 6]), rng.pick([1, 2])];
  if (model.frame === 'ferris-wheel') {
    const q = rng.pick([8, 10, 12, 15]);
    return [q + rng.pick([1, 2, 3]), q];
  }
  return [rng.pick([18, 20, 22, 24]), rng.pick([4, 6, 8])];
}

const tide = defineTemplate({
  id: `${lesson}/periodic-model-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 1.1,
  build(rng) {
    const model = rng.pick(MODELS);
    const [p, q] = modelNumbers(rng, model);
    const c = rng.pick([frac(1, 2), frac(-1, 2)]);
    // model value p + sign·q·c at the times asked.
    const y = p + model.sign * q * c.value;
    const base = solveSpecial(model.fn, c.value);
    const times = base.map((u) => u / model.k).sort((a, b) => a - b);
    const fnTex = `\\${model.fn}(${model.k}t)^\\circ`;
    return {
      question: `${model.text(p, q)} Find the values of $t$ for which ${model.level(y)}.`,
      answer: times.map((t) => fmt(t)).join(', '),
      figure: modelFigure({
        f: (t) => model.f(t, p, q),
        end: model.end,
        level: y,
        low: p - q,
        high: p + q,
        tLabel: model.tName,
        yLabel: model.yName,
        caption: `The graph of ${model.yName} against t for 0 ≤ t ≤ ${model.end}, with a dashed line at ${model.yName} = ${fmt(y)}.`,
      }),
      explanation: `$${fnTex} = ${c.tex}$, so $${model.k}t = ${degTex(base)}$ and $t = ${times.map(fmt).join(', ')}$.`,
      hints: [
        `Set the formula equal to $${fmt(y)}$ and get $${fnTex}$ on its own.`,
        `Solve for the angle $${model.k}t$ between $0^\\circ$ and $${model.k * model.end}^\\circ$, then divide by $${model.k}$.`,
      ],
      steps: [
        `$${fnTex} = ${c.tex}$`,
        `$${model.k}t = ${degTex(base)}$`,
        `$t = ${times.map(fmt).join(', ')}$`,
      ],
      frame: model.frame,
      multiStep: true,
      context: true,
    };
  },
});

const isSolution = defineTemplate({
  id: `${lesson}/solution-check-choice`,
  lesson,
  type: 'MCQ',
  b: -1.3,
  build(rng) {
    const frame = rng.pick(['sin-cos', 'tan', 'radians'] as const);
    const fn: TrigFn = frame === 'tan' ? 'tan' : rng.pick<TrigFn>(['sin', 'cos']);
    const value = rng.pick(fn === 'tan' ? TAN_VALUES : SIN_COS_VALUES);
    const solutions = solveSpecial(fn, value.value);
    const answerAngle = rng.pick(solutions);
    const show = (deg: number): string =>
      frame === 'radians' ? `$${radians(deg).tex}$` : `$${deg}^\\circ$`;
    const cofn: TrigFn = fn === 'sin' ? 'cos' : fn === 'cos' ? 'sin' : 'tan';
    const candidates: Choice[] = [
      ...(fn === 'tan'
        ? solveSpecial('tan', 1 / value.value).map((d) => ({
            text: show(d),
            mistake: 'used the cotangent value',
          }))
        : solveSpecial(cofn, value.value).map((d) => ({
            text: show(d),
            mistake: `used the ${cofn === 'sin' ? 'sine' : 'cosine'} value instead`,
          }))),
      ...solveSpecial(fn, -value.value).map((d) => ({
        text: show(d),
        mistake: 'used the wrong sign',
      })),
      { text: show((answerAngle + 90) % 360), mistake: 'added 90° to a solution' },
    ].filter((c) => {
      const deg = frame === 'radians' ? null : Number(/(-?\d+)/.exec(c.text)?.[1]);
      return deg === null ? !solutions.some((s) => show(s) === c.text) : !solutions.includes(deg);
    });
    const a = rng.pick([1, 2]);
    const lhs = a === 1 ? `\\${fn} x` : `2\\${fn} x`;
    const rhs = a === 1 ? value.tex : scale(value, 2).tex;
    return {
      question: `Which of the following is a solution of $${lhs} = ${rhs}$?`,
      answer: show(answerAngle),
      wrong: rng.shuffle(candidates),
      explanation: `$\\${fn} ${frame === 'radians' ? radians(answerAngle).tex : `${answerAngle}^\\circ`} = ${value.tex}$.`,
      hints: [
        a === 1
          ? `Find the exact value of $\\${fn}$ at each angle.`
          : `Divide by 2 first, then find $\\${fn}$ at each angle.`,
        `Check which angle gives $\\${fn} x = ${value.tex}$.`,
      ],
      steps: [
        ...(a === 1 ? [] : [`$\\${fn} x = ${value.tex}$`]),
        `$\\${fn} ${frame === 'radians' ? radians(answerAngle).tex : `${answerAngle}^\\circ`} = ${value.tex}$, so the solution is ${show(answerAngle)}`,
      ],
      frame,
    };
  },
});

const modelCalculator = defineTemplate({
  id: `${lesson}/periodic-model-calculator-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 1.5,
  build(rng) {
    const p = rng.pick([4, 5, 6, 7]);
    const q = rng.pick([2, 3]);
    const v = rng.pick([0.2, 0.3, 0.4, 0.6, 0.7, 0.8]) * rng.pick([1, -1]);
    const y = Number((p + q * v).toFixed(1));
    if (Math.abs(y - p - q * v) > 1e-9) redraw('the depth is not a one-place decimal');
    const alpha = INVERSE.sin(Math.abs(v));
    const [u1, u2] = fromReference('sin', v, alpha) as [number, number];
    const [t1, t2] = [u1 / 30, u2 / 30];
    const frame = rng.pick(['first-time', 'second-time', 'time-above'] as const);
    const ask =
      frame === 'first-time'
        ? `Find the first time $t$ at which the water is $${fmt(y)}$ metres deep. Give $t$ in hours to 1 decimal place.`
        : frame === 'second-time'
          ? `Find the second time $t$ at which the water is $${fmt(y)}$ metres deep. Give $t$ in hours to 1 decimal place.`
          : `For how many hours is the water ${v > 0 ? 'deeper' : 'shallower'} than $${fmt(y)}$ metres? Give your answer to 1 decimal place.`;
    const truth = frame === 'first-time' ? t1 : frame === 'second-time' ? t2 : t2 - t1;
    return {
      question: `The depth of water in a harbour is $d = ${p} + ${q}\\sin(30t)^\\circ$ metres, $t$ hours after midnight, for $0 \\le t < 12$. ${ask}`,
      answer: fixed(truth, 1),
      decimals: 1,
      trueValue: truth,
      figure: modelFigure({
        f: (t) => p + q * Math.sin((30 * t * Math.PI) / 180),
        end: 12,
        level: y,
        low: p - q,
        high: p + q,
        tLabel: 't',
        yLabel: 'd',
        caption: `The graph of d against t for 0 ≤ t ≤ 12, with a dashed line at d = ${fmt(y)}.`,
      }),
      explanation: `$\\sin(30t)^\\circ = ${fmt(v)}$; $30t \\approx ${fixed(u1, 2)}^\\circ$ or $${fixed(u2, 2)}^\\circ$, so $t \\approx ${fixed(t1, 3)}$ or $${fixed(t2, 3)}$.`,
      hints: [
        `Set $${p} + ${q}\\sin(30t)^\\circ = ${fmt(y)}$ and solve for $\\sin(30t)^\\circ$.`,
        `Find both angles $30t$ from $0^\\circ$ to $360^\\circ$ with that sine, then divide by 30.`,
        ...(frame === 'time-above'
          ? [
              'The graph shows which part of the cycle is on the side asked: the time between the two crossings.',
            ]
          : []),
      ],
      steps: [
        `$\\sin(30t)^\\circ = \\frac{${fmt(y)} - ${p}}{${q}} = ${fmt(v)}$`,
        `$30t \\approx ${fixed(u1, 3)}^\\circ$ or $30t \\approx ${fixed(u2, 3)}^\\circ$, so $t \\approx ${fixed(t1, 3)}$ or $t \\approx ${fixed(t2, 3)}$`,
        frame === 'time-above'
          ? `Time $= ${fixed(t2, 3)} - ${fixed(t1, 3)} \\approx ${fixed(truth, 1)}$ hours`
          : `$t \\approx ${fixed(truth, 1)}$`,
      ],
      frame,
      multiStep: true,
      context: true,
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
  calculator,
  general,
  multipleAngle,
  tide,
  isSolution,
  modelCalculator,
];
