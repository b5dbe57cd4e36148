/** Lesson: graphs of sine and cosine (amplitude, period, maximum/minimum, range, reading a graph). */
import type { Figure, FigureElement, Point } from '../figures/figure-model';
import { DEG } from '../figures/geometry';
import { defineTemplate } from './define-template';
import { exactTrig, fmt, math } from './exact';
import { scale } from './right-triangle-ratios.templates';

const lesson = 'sine-cosine-graphs' as const;

type Wave = 'sin' | 'cos';

function sample(fn: Wave, a: number, b: number, d: number, xMax = 360): Point[] {
  const points: Point[] = [];
  for (let x = 0; x <= xMax; x += 2.5) {
    const arg = b * x * DEG;
    points.push({ x, y: a * (fn === 'sin' ? Math.sin(arg) : Math.cos(arg)) + d });
  }
  return points;
}

/**
 * y = a·fn(bx) + d on [0°, 360°]. Tick marks every quarter period; the x values are written at
 * the maxima and minima only, where the curve is far from the axis (at a zero the curve would
 * run through its label), and y values at the maximum, the minimum and the shift.
 */
export function waveTicks(
  fn: Wave,
  a: number,
  b: number,
  d = 0,
): { value: number; label: string }[] {
  const quarter = 90 / b;
  const valueAt = (x: number): number =>
    a * (fn === 'sin' ? Math.sin(b * x * DEG) : Math.cos(b * x * DEG)) + d;
  const reach = Math.max(Math.abs(a + d), Math.abs(d - a));
  // With four or more cycles, only the extremes furthest from the axis (one per cycle), so the
  // labels do not run together; otherwise every extreme well away from the axis.
  const sparse = b >= 4;
  const far =
    Math.abs(valueAt(fn === 'sin' ? quarter : 0)) >=
    Math.abs(valueAt(fn === 'sin' ? 3 * quarter : 2 * quarter));
  const ticks = [];
  for (let k = 1; k * quarter <= 360 + 1e-9; k += 1) {
    const x = k * quarter;
    // sin(bx) has its extremes at odd quarters, cos(bx) at even ones.
    const extreme = fn === 'sin' ? k % 2 === 1 : k % 2 === 0;
    const value = valueAt(x);
    const isFar = Math.abs(value) >= 0.6 * reach;
    const firstKind = fn === 'sin' ? k % 4 === 1 : k % 4 === 0;
    const chosen = sparse ? extreme && firstKind === far : extreme && isFar;
    ticks.push({ value: x, label: chosen ? `${fmt(x)}°` : '' });
  }
  return ticks;
}

function waveFigure(
  fn: Wave,
  a: number,
  b: number,
  d: number,
  extra: FigureElement[] = [],
): Figure {
  const xTicks = waveTicks(fn, a, b, d);
  const top = Math.abs(a) + d;
  const bottom = d - Math.abs(a);
  const yTicks = [...new Set([top, bottom, ...(d !== 0 ? [d] : [])])]
    .filter((v) => v !== 0)
    .map((v) => ({ value: v, label: fmt(v) }));
  const yMax = Math.max(top, 0) + 0.6;
  const yMin = Math.min(bottom, 0) - 0.6;
  return {
    scale: 'fill',
    caption: `A graph for x from 0° to 360° that starts at y = ${fmt(fn === 'sin' ? d : a + d)}${fn === 'sin' ? (a > 0 ? ' and rises' : ' and falls') : ''}, has maximum ${fmt(top)} and minimum ${fmt(bottom)}, and completes ${b} full cycle${b > 1 ? 's' : ''}.`,
    elements: [
      { kind: 'axes', xMin: 0, xMax: 390, yMin, yMax, xTicks, yTicks, xLabel: 'x', yLabel: 'y' },
      { kind: 'plot', points: sample(fn, a, b, d) },
      ...extra,
    ],
  };
}

function equation(fn: Wave, a: number, b: number, d = 0): string {
  const coef = a === 1 ? '' : a === -1 ? '-' : String(a);
  const arg = b === 1 ? 'x' : `${b}x`;
  const shift = d === 0 ? '' : d > 0 ? ` + ${d}` : ` - ${-d}`;
  return `y = ${coef}\\${fn} ${arg}${shift}`;
}

const period = defineTemplate({
  id: `${lesson}/period-from-equation`,
  lesson,
  type: 'MCQ',
  b: -0.3,
  build(rng) {
    const fn = rng.pick<Wave>(['sin', 'cos']);
    const a = rng.pick([1, 2, 3, 4, 5, -2, -3]);
    const b = rng.pick([2, 3, 4, 5, 6]);
    const deg = (x: number): string => `$${fmt(x, 2)}^\\circ$`;
    return {
      question: `Find the period of $${equation(fn, a, b)}$.`,
      answer: deg(360 / b),
      wrong: [
        { text: deg(360 * b), mistake: 'multiplied 360° by b instead of dividing' },
        { text: deg(360), mistake: 'ignored the coefficient of x' },
        { text: deg(180 / b), mistake: 'used 180° as the basic period' },
        { text: deg(360 / Math.abs(a)), mistake: 'divided by the amplitude instead of b' },
      ],
      explanation: `For $y = a\\${fn}(bx)$ the period is $\\frac{360^\\circ}{|b|} = \\frac{360^\\circ}{${b}} = ${fmt(360 / b, 2)}^\\circ$.`,
    };
  },
});

const maxValue = defineTemplate({
  id: `${lesson}/maximum-or-minimum`,
  lesson,
  type: 'short_answer',
  b: -0.1,
  build(rng) {
    const fn = rng.pick<Wave>(['sin', 'cos']);
    const a = rng.pick([2, 3, 4, 5, -2, -3, -4]);
    const b = rng.pick([1, 2, 3]);
    const d = rng.pick([-3, -2, -1, 1, 2, 3, 4]);
    const askMax = rng.chance(0.5);
    const value = askMax ? Math.abs(a) + d : d - Math.abs(a);
    return {
      question: `Find the ${askMax ? 'maximum' : 'minimum'} value of $${equation(fn, a, b, d)}$.`,
      answer: String(value),
      explanation: `$\\${fn}$ takes values from $-1$ to $1$, so $${a}\\${fn}(\\dots)$ ranges from $-${Math.abs(a)}$ to $${Math.abs(a)}$; adding $${d}$ gives ${askMax ? 'maximum' : 'minimum'} $${value}$.`,
    };
  },
});

const identifyGraph = defineTemplate({
  id: `${lesson}/identify-graph-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: 0.3,
  build(rng) {
    const fn = rng.pick<Wave>(['sin', 'cos']);
    const a = rng.pick([2, 3, 4]);
    const b = rng.pick([1, 2, 3].filter((x) => x !== a));
    const other: Wave = fn === 'sin' ? 'cos' : 'sin';
    return {
      question: `Which equation is shown by the graph for $0^\\circ \\le x \\le 360^\\circ$?`,
      answer: math(equation(fn, a, b)),
      wrong: [
        {
          text: math(equation(other, a, b)),
          mistake: `used ${other} for ${fn} (check the value at x = 0)`,
        },
        {
          text: math(equation(fn, b, a)),
          mistake: 'swapped the amplitude and the number of cycles',
        },
        {
          text: math(equation(fn, -a, b)),
          mistake: 'reflected the graph (wrong sign of the amplitude)',
        },
        { text: math(equation(fn, a, b + 1)), mistake: 'miscounted the cycles in 360°' },
      ],
      figure: waveFigure(fn, a, b, 0),
      explanation: `The graph ${fn === 'sin' ? 'starts at 0 and rises' : `starts at its maximum ${a}`}, so it is a ${fn} curve; it reaches $${a}$ (amplitude $${a}$) and repeats every $${fmt(360 / b)}^\\circ$ ($b = ${b}$): $${equation(fn, a, b)}$.`,
    };
  },
});

const readPeriod = defineTemplate({
  id: `${lesson}/period-from-graph-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.1,
  build(rng) {
    const fn = rng.pick<Wave>(['sin', 'cos']);
    const a = rng.pick([1, 2, 3, 4]);
    // Four cycles only for cos: sin(4x) peaks at 22.5° + 90°k, too close to write under.
    const b = rng.pick(fn === 'sin' ? [2, 3] : [2, 3, 4]);
    const d = rng.pick([0, 0, 1, -1]);
    return {
      question: `The graph of $y = a\\${fn}(bx)${d === 0 ? '' : d > 0 ? ` + ${d}` : ` - ${-d}`}$ is shown for $0^\\circ \\le x \\le 360^\\circ$. Find its period in degrees.`,
      answer: `${fmt(360 / b)}°`,
      figure: waveFigure(fn, a, b, d),
      facts: {
        figureCarriesData: 'the period is read from the graph, which differs between items',
      },
      explanation: `The curve completes ${b} cycles between $0^\\circ$ and $360^\\circ$, so one cycle takes $\\frac{360^\\circ}{${b}} = ${fmt(360 / b)}^\\circ$.`,
    };
  },
});

const valueAt = defineTemplate({
  id: `${lesson}/value-at-a-point`,
  lesson,
  type: 'short_answer',
  b: 0.2,
  build(rng) {
    const fn = rng.pick<Wave>(['sin', 'cos']);
    const a = rng.int(2, 8);
    const b = rng.pick([2, 3]);
    const x = rng.pick(
      [10, 15, 20, 30, 40, 45, 50, 60, 75, 90].filter(
        (v) =>
          (b * v) % 15 === 0 &&
          [0, 30, 45, 60, 90, 120, 135, 150, 180, 210, 225, 240, 270].includes(b * v),
      ),
    );
    const exact = exactTrig(fn, b * x);
    if (!exact) throw new Error('special');
    const value = scale(exact, a);
    return {
      question: `If $f(x) = ${a}\\${fn}(${b}x)$, find the exact value of $f(${x}^\\circ)$.`,
      answer: value.text,
      exact: true,
      explanation: `$f(${x}^\\circ) = ${a}\\${fn}(${b * x}^\\circ) = ${a} \\times ${exact.tex} = ${value.tex}$.`,
    };
  },
});

const zeros = defineTemplate({
  id: `${lesson}/zeros-in-one-turn`,
  lesson,
  type: 'short_answer',
  b: 0.6,
  build(rng) {
    const fn = rng.pick<Wave>(['sin', 'cos']);
    const a = rng.int(1, 5);
    const b = rng.int(1, 4);
    // sin(bx) = 0 at x = 180k/b: 2b + 1 zeros in [0, 360]; cos(bx) = 0 at x = (90 + 180k)/b: 2b.
    const count = fn === 'sin' ? 2 * b + 1 : 2 * b;
    return {
      question: `How many times does the graph of $y = ${a === 1 ? '' : a}\\${fn}(${b === 1 ? '' : b}x)$ meet the $x$-axis for $0^\\circ \\le x \\le 360^\\circ$?`,
      answer: String(count),
      explanation:
        fn === 'sin'
          ? `$\\sin(${b === 1 ? '' : b}x) = 0$ when $${b === 1 ? '' : b}x = 0^\\circ, 180^\\circ, \\dots, ${360 * b}^\\circ$: that is $2 \\times ${b} + 1 = ${count}$ values of $x$ in the interval.`
          : `$\\cos(${b === 1 ? '' : b}x) = 0$ when $${b === 1 ? '' : b}x = 90^\\circ, 270^\\circ, \\dots$ up to $${360 * b - 90}^\\circ$: that is $2 \\times ${b} = ${count}$ values of $x$ in the interval.`,
    };
  },
});

const range = defineTemplate({
  id: `${lesson}/range`,
  lesson,
  type: 'MCQ',
  b: 0.4,
  build(rng) {
    const fn = rng.pick<Wave>(['sin', 'cos']);
    const a = rng.pick([2, 3, 4, 5, -2, -3]);
    const b = rng.pick([1, 2, 3]);
    const d = rng.pick([-4, -2, -1, 1, 2, 3, 5]);
    const interval = (lo: number, hi: number): string => `$[${lo}, ${hi}]$`;
    const m = Math.abs(a);
    return {
      question: `Find the range of $${equation(fn, a, b, d)}$.`,
      answer: interval(d - m, d + m),
      wrong: [
        { text: interval(-m, m), mistake: 'ignored the vertical shift' },
        { text: interval(d - 1, d + 1), mistake: 'ignored the amplitude' },
        {
          text: interval(-m - Math.abs(d), m + Math.abs(d)),
          mistake: 'added the shift on both sides',
        },
        { text: interval(d - b, d + b), mistake: 'used b as the amplitude' },
      ],
      explanation: `$-${m} \\le ${a}\\${fn}(\\dots) \\le ${m}$, so adding $${d}$: $${d - m} \\le y \\le ${d + m}$.`,
    };
  },
});

export const sineCosineGraphTemplates = [
  period,
  maxValue,
  identifyGraph,
  readPeriod,
  valueAt,
  zeros,
  range,
];
