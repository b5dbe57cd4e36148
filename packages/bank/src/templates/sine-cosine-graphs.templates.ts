/**
 * Lesson: the graphs of y = sin x and y = cos x, the foundation of the trig-graphs unit: their
 * maximum, minimum, zeros, period, where they increase, symmetry and values read from a graph;
 * y = a sin x and y = cos x + d read from a drawn graph; how often a sine or cosine curve meets
 * a horizontal line on an interval; comparing sine and cosine values from the graph; in degrees
 * and radians, with a pendulum, a spring and a tide as contexts. Transformations in depth (phase
 * shift, the tan graph) belong to the tan-graph-transformations lesson.
 */
import type { Figure, FigureElement, Point } from '../figures/figure-model';
import { DEG } from '../figures/geometry';
import { defineTemplate } from './define-template';
import { exactTrig, fixed, fmt, math, piFrac } from './exact';
import { redraw } from './redraw';
import { scale } from './right-triangle-ratios.templates';

const lesson = 'sine-cosine-graphs' as const;

type Wave = 'sin' | 'cos';

const dollar = (tex: string): string => `$${tex}$`;
const degTex = (x: number): string => `${fmt(x, 2)}^\\circ`;
const deg = (x: number): string => dollar(degTex(x));

/** n/d in lowest terms as TeX, the sign in front ("-\\frac{2}{3}", "1"). */
function fracTex(n: number, d: number): string {
  let [p, q] = [Math.abs(n), Math.abs(d)];
  for (let g = Math.min(p, q); g > 1; g -= 1) {
    if (p % g === 0 && q % g === 0) {
      p /= g;
      q /= g;
      break;
    }
  }
  const sign = n * d < 0 ? '-' : '';
  return q === 1 ? `${sign}${p}` : `${sign}\\frac{${p}}{${q}}`;
}
const trig = (fn: Wave, x: number): number =>
  fn === 'sin' ? Math.sin(x * DEG) : Math.cos(x * DEG);

function sample(fn: Wave, a: number, b: number, d: number, xMax = 360): Point[] {
  const points: Point[] = [];
  for (let x = 0; x <= xMax + 1e-9; x += 2.5) {
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
  xMax = 360,
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
  for (let k = 1; k * quarter <= xMax + 1e-9; k += 1) {
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
  options: { xMax?: number; hideMiddle?: boolean; yExtra?: number[] } = {},
): Figure {
  const xMax = options.xMax ?? 360;
  const xTicks = waveTicks(fn, a, b, d, xMax);
  const top = Math.abs(a) + d;
  const bottom = d - Math.abs(a);
  const yTicks = [
    ...new Set([
      top,
      bottom,
      ...(d !== 0 && !options.hideMiddle ? [d] : []),
      ...(options.yExtra ?? []),
    ]),
  ]
    .filter((v) => v !== 0)
    .map((v) => ({ value: v, label: fmt(v) }));
  const yMax = Math.max(top, 0) + 0.6;
  const yMin = Math.min(bottom, 0) - 0.6;
  const cycles = (b * xMax) / 360;
  return {
    scale: 'fill',
    caption: `A graph for x from 0° to ${xMax}° that starts at y = ${fmt(fn === 'sin' ? d : a + d)}${fn === 'sin' ? (a > 0 ? ' and rises' : ' and falls') : ''}, has maximum ${fmt(top)} and minimum ${fmt(bottom)}, and completes ${fmt(cycles)} full cycle${cycles === 1 ? '' : 's'}.`,
    elements: [
      {
        kind: 'axes',
        xMin: 0,
        xMax: xMax * 1.08,
        yMin,
        yMax,
        xTicks,
        yTicks,
        xLabel: 'x',
        yLabel: 'y',
      },
      { kind: 'plot', points: sample(fn, a, b, d, xMax) },
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

/** The x values in [0°, xMax] where fn(x) = r (|r| <= 1), found from the base angles. */
export function solutionsOn(fn: Wave, r: number, xMax: number): number[] {
  const base = fn === 'sin' ? Math.asin(r) / DEG : Math.acos(r) / DEG;
  const pair = fn === 'sin' ? [base, 180 - base] : [base, 360 - base];
  const found: number[] = [];
  for (let turn = -1; turn * 360 <= xMax + 360; turn += 1) {
    for (const p of pair) {
      const x = Math.round((p + 360 * turn) * 1e6) / 1e6;
      if (x >= -1e-9 && x <= xMax + 1e-9 && !found.some((f) => Math.abs(f - x) < 1e-6))
        found.push(x);
    }
  }
  return found.sort((u, v) => u - v);
}

// ---------------------------------------------------------------- the period

const period = defineTemplate({
  id: `${lesson}/period-from-equation`,
  lesson,
  type: 'MCQ',
  b: -0.3,
  build(rng) {
    const fn = rng.pick<Wave>(['sin', 'cos']);
    const a = rng.pick([1, 2, 3, 4, 5, -2, -3]);
    const b = rng.pick([2, 3, 4, 5, 6]);
    const frame = rng.pick(['degrees', 'radians', 'next-maximum'] as const);
    const eq = equation(fn, a, b);
    if (frame === 'radians') {
      return {
        question: `Find the period of the graph of $${eq}$, where $x$ is in radians.`,
        answer: math(piFrac(2, b)),
        wrong: [
          { text: math(piFrac(1, b)), mistake: 'used π as the basic period of sine and cosine' },
          { text: math(piFrac(2 * b)), mistake: 'multiplied 2π by b instead of dividing' },
          { text: math(piFrac(2)), mistake: 'ignored the coefficient of x' },
          { text: math(piFrac(1, 2 * b)), mistake: 'took a quarter of the period' },
        ],
        frame,
        hints: [
          `The graph of $y = \\${fn} x$ repeats every $2\\pi$ radians.`,
          `The coefficient of $x$ squeezes the graph: divide the basic period by $${b}$. The $${a}$ in front does not change it.`,
        ],
        steps: [
          `The basic period of $\\${fn} x$ is $2\\pi$.`,
          `For $y = a\\${fn} bx$ the period is $\\frac{2\\pi}{b} = ${piFrac(2, b).tex}$`,
        ],
        explanation: `The period of $y = a\\${fn} bx$ is $\\frac{2\\pi}{|b|} = ${piFrac(2, b).tex}$; the value of $a$ stretches the graph upwards but does not change its period.`,
      };
    }
    if (frame === 'next-maximum') {
      const m = Math.abs(a);
      const eqPos = equation('cos', m, b);
      return {
        question: `The graph of $${eqPos}$ has a maximum at $x = 0^\\circ$. At what value of $x$ is its next maximum?`,
        answer: deg(360 / b),
        wrong: [
          {
            text: deg(180 / b),
            mistake: 'took the minimum, half a period on, for the next maximum',
          },
          { text: deg(90 / b), mistake: 'took the first zero for the next maximum' },
          { text: deg(360 * b), mistake: 'multiplied 360° by b instead of dividing' },
          { text: deg(360), mistake: 'ignored the coefficient of x' },
        ],
        frame,
        multiStep: true,
        hints: [
          'Consecutive maxima are one full period apart.',
          `The period of $y = a\\cos bx$ is $\\frac{360^\\circ}{b}$; here $b = ${b}$.`,
        ],
        steps: [
          `The period is $\\frac{360^\\circ}{${b}} = ${degTex(360 / b)}$.`,
          `The next maximum is one period after $x = 0^\\circ$: $x = 0^\\circ + ${degTex(360 / b)} = ${degTex(360 / b)}$`,
        ],
        explanation: `Maxima repeat every period, $\\frac{360^\\circ}{${b}} = ${degTex(360 / b)}$, so the next one is at $x = ${degTex(360 / b)}$.`,
      };
    }
    return {
      question: `Find the period of $${eq}$.`,
      answer: deg(360 / b),
      wrong: [
        { text: deg(360 * b), mistake: 'multiplied 360° by b instead of dividing' },
        { text: deg(360), mistake: 'ignored the coefficient of x' },
        { text: deg(180 / b), mistake: 'used 180° as the basic period' },
        { text: deg(360 / Math.abs(a)), mistake: 'divided by the amplitude instead of b' },
      ],
      frame,
      hints: [
        `The graph of $y = \\${fn} x$ repeats every $360^\\circ$.`,
        `Only the coefficient of $x$ changes the period: divide by $${b}$.`,
      ],
      steps: [
        `The basic period of $\\${fn} x$ is $360^\\circ$.`,
        `For $y = a\\${fn}(bx)$ the period is $\\frac{360^\\circ}{|b|} = \\frac{360^\\circ}{${b}} = ${degTex(360 / b)}$`,
      ],
      explanation: `For $y = a\\${fn}(bx)$ the period is $\\frac{360^\\circ}{|b|} = \\frac{360^\\circ}{${b}} = ${fmt(360 / b, 2)}^\\circ$.`,
    };
  },
});

// ---------------------------------------------------------------- greatest and least values

const maxValue = defineTemplate({
  id: `${lesson}/maximum-or-minimum`,
  lesson,
  type: 'short_answer',
  b: -0.1,
  build(rng) {
    const frame = rng.pick(['value', 'x-of-extreme', 'spring-height'] as const);
    const fn = rng.pick<Wave>(['sin', 'cos']);
    const askMax = rng.chance(0.5);
    const word = askMax ? 'maximum' : 'minimum';
    if (frame === 'x-of-extreme') {
      const a = rng.pick([2, 3, 4, 5, -2, -3, -4]);
      const d = rng.pick([-2, -1, 0, 1, 3]);
      // Where a·fn(x) is greatest: fn at its max (a > 0) or its min (a < 0).
      const fnHigh = a > 0 === askMax;
      const x = fn === 'sin' ? (fnHigh ? 90 : 270) : fnHigh ? 0 : 180;
      // cos x is greatest at both 0° and 360°: only the minimum of cos is a single x.
      if (x === 0) return redraw('two x values in the interval');
      return {
        question: `For $0^\\circ \\le x \\le 360^\\circ$, find the value of $x$ at which $${equation(fn, a, 1, d)}$ takes its ${word} value.`,
        answer: `${x}°`,
        frame,
        multiStep: true,
        hints: [
          a > 0
            ? `$y$ is ${askMax ? 'greatest' : 'least'} where $\\${fn} x$ is ${askMax ? 'greatest' : 'least'}.`
            : `$a = ${a}$ is negative, so $y$ is ${askMax ? 'greatest' : 'least'} where $\\${fn} x$ is ${askMax ? 'least' : 'greatest'}.`,
          `Picture the graph of $y = \\${fn} x$ from $0^\\circ$ to $360^\\circ$.`,
        ],
        steps: [
          `$y$ is ${askMax ? 'greatest' : 'least'} when $\\${fn} x = ${fnHigh ? 1 : -1}$${a < 0 ? ` (because $${a} < 0$)` : ''}.`,
          `$\\${fn} x = ${fnHigh ? 1 : -1}$ for $0^\\circ \\le x \\le 360^\\circ$ only at $x = ${x}^\\circ$`,
        ],
        explanation: `$${equation(fn, a, 1, d)}$ is ${askMax ? 'greatest' : 'least'} when $\\${fn} x = ${fnHigh ? 1 : -1}$, at $x = ${x}^\\circ$.`,
      };
    }
    if (frame === 'spring-height') {
      const a = rng.int(3, 9);
      const d = rng.pick([20, 25, 30, 40]);
      const k = rng.pick([30, 45, 60, 90]);
      const value = askMax ? d + a : d - a;
      return {
        question: `A weight bounces on a spring. Its height above the floor, $h$ cm, $t$ seconds after it is released is $h = ${d} + ${a}\\${fn}(${k}t)^\\circ$. Find the ${word} height of the weight, in cm.`,
        answer: String(value),
        unit: 'cm',
        frame,
        context: true,
        hints: [
          `The ${fn === 'sin' ? 'sine' : 'cosine'} of any angle lies between $-1$ and $1$.`,
          `The height is ${askMax ? 'greatest' : 'least'} when $\\${fn}(${k}t)^\\circ = ${askMax ? 1 : -1}$.`,
        ],
        steps: [
          `The ${word} is reached when $\\${fn}(${k}t)^\\circ = ${askMax ? 1 : -1}$.`,
          `$h = ${d} ${askMax ? '+' : '-'} ${a} = ${value}$ cm`,
        ],
        explanation: `$-1 \\le \\${fn}(${k}t)^\\circ \\le 1$, so $h$ ranges from $${d - a}$ to $${d + a}$ cm; the ${word} is $${value}$ cm.`,
      };
    }
    const a = rng.pick([2, 3, 4, 5, -2, -3, -4]);
    const b = rng.pick([1, 2, 3]);
    const d = rng.pick([-3, -2, -1, 1, 2, 3, 4]);
    const value = askMax ? Math.abs(a) + d : d - Math.abs(a);
    return {
      question: `Find the ${word} value of $${equation(fn, a, b, d)}$.`,
      answer: String(value),
      frame,
      hints: [
        `$\\${fn}$ of any angle lies between $-1$ and $1$.`,
        `So $${a}\\${fn}(\\dots)$ lies between $-${Math.abs(a)}$ and $${Math.abs(a)}$.`,
      ],
      steps: [
        `$-${Math.abs(a)} \\le ${a}\\${fn}(\\dots) \\le ${Math.abs(a)}$.`,
        `Adding $${d}$: the ${word} is $${askMax ? Math.abs(a) : -Math.abs(a)} ${d > 0 ? '+' : '-'} ${Math.abs(d)} = ${value}$`,
      ],
      explanation: `$\\${fn}$ takes values from $-1$ to $1$, so $${a}\\${fn}(\\dots)$ ranges from $-${Math.abs(a)}$ to $${Math.abs(a)}$; adding $${d}$ gives ${word} $${value}$.`,
    };
  },
});

// ---------------------------------------------------------------- which equation is drawn

const identifyGraph = defineTemplate({
  id: `${lesson}/identify-graph-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: 0.3,
  build(rng) {
    const frame = rng.pick(['a-fn-bx', 'a-fn-x', 'vertical-shift'] as const);
    const fn = rng.pick<Wave>(['sin', 'cos']);
    const other: Wave = fn === 'sin' ? 'cos' : 'sin';
    const question = `Which equation is shown by the graph for $0^\\circ \\le x \\le 360^\\circ$?`;
    const start =
      'A cosine curve starts at its maximum (or minimum); a sine curve starts on its middle line.';
    if (frame === 'vertical-shift') {
      const d = rng.pick([-3, -2, -1, 2, 3]);
      const key = math(equation(fn, 1, 1, d));
      return {
        question,
        answer: key,
        wrong: [
          { text: math(equation(fn, 1, 1, -d)), mistake: 'shifted the graph the wrong way' },
          {
            text: math(equation(other, 1, 1, d)),
            mistake: `used ${other} for ${fn} (check the value at x = 0)`,
          },
          { text: math(equation(fn, d, 1)), mistake: 'stretched the graph instead of shifting it' },
          { text: math(equation(fn, 1, 1, d + 1)), mistake: 'took the maximum for the shift' },
        ],
        figure: waveFigure(fn, 1, 1, d),
        frame,
        hints: [start, 'Find the middle line: halfway between the maximum and the minimum.'],
        steps: [
          `The curve starts ${fn === 'cos' ? 'at its maximum' : 'on its middle line and rises'}, so it is a ${fn === 'cos' ? 'cosine' : 'sine'} curve; it rises and falls $1$ either side of its middle line, so there is no stretch.`,
          `The middle line is $y = \\frac{${d + 1} + (${d - 1})}{2} = ${d}$, so the graph is ${key}`,
        ],
        explanation: `Maximum $${d + 1}$ and minimum $${d - 1}$: the ${fn === 'cos' ? 'cosine' : 'sine'} curve moved ${d > 0 ? 'up' : 'down'} by $${Math.abs(d)}$, $${equation(fn, 1, 1, d)}$.`,
      };
    }
    if (frame === 'a-fn-x') {
      const a = rng.pick([2, 3, 4, 5, -2, -3, -4]);
      const m = Math.abs(a);
      const key = math(equation(fn, a, 1));
      return {
        question,
        answer: key,
        wrong: [
          { text: math(equation(fn, -a, 1)), mistake: 'reflected the graph (wrong sign of a)' },
          {
            text: math(equation(other, a, 1)),
            mistake: `used ${other} for ${fn} (check the value at x = 0)`,
          },
          {
            text: math(equation(fn, 1, m)),
            mistake: 'read the amplitude as the number of cycles',
          },
          {
            text: math(equation(fn, 1, 1, a)),
            mistake: 'shifted the graph instead of stretching it',
          },
        ],
        figure: waveFigure(fn, a, 1, 0),
        frame,
        hints: [
          start,
          'The greatest height of the curve above the $x$-axis gives the size of $a$; where it starts or which way it goes first gives its sign.',
        ],
        steps: [
          fn === 'sin'
            ? `The curve starts at $0$ and ${a > 0 ? 'rises' : 'falls'}, so it is $y = a\\sin x$ with $a ${a > 0 ? '>' : '<'} 0$.`
            : `The curve starts at $${a}$, its ${a > 0 ? 'maximum' : 'minimum'}, so it is $y = a\\cos x$ with $a ${a > 0 ? '>' : '<'} 0$.`,
          `It reaches $${m}$ and $-${m}$ once each in $360^\\circ$, so the graph is ${key}`,
        ],
        explanation: `A ${fn === 'sin' ? 'sine' : 'cosine'} curve between $-${m}$ and $${m}$ with one cycle in $360^\\circ$: $${equation(fn, a, 1)}$.`,
      };
    }
    const a = rng.pick([2, 3, 4, 5]);
    const b = rng.pick([1, 2, 3].filter((x) => x !== a));
    return {
      question,
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
      frame,
      hints: [
        'Look at the value at $x = 0$: a sine curve starts at $0$, a cosine curve at its maximum.',
        'Count the full cycles between $0^\\circ$ and $360^\\circ$: that is $b$.',
      ],
      steps: [
        `The graph ${fn === 'sin' ? 'starts at 0 and rises' : `starts at its maximum ${a}`}, so it is $y = ${a}\\${fn} bx$.`,
        `It completes ${b} full cycle${b > 1 ? 's' : ''} in $360^\\circ$, so $b = ${b}$ and the graph is ${math(equation(fn, a, b))}`,
      ],
      explanation: `The graph ${fn === 'sin' ? 'starts at 0 and rises' : `starts at its maximum ${a}`}, so it is a ${fn} curve; it reaches $${a}$ (amplitude $${a}$) and repeats every $${fmt(360 / b)}^\\circ$ ($b = ${b}$): $${equation(fn, a, b)}$.`,
    };
  },
});

// ---------------------------------------------------------------- reading a drawn graph

const readPeriod = defineTemplate({
  id: `${lesson}/period-from-graph-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.1,
  build(rng) {
    const frame = rng.pick(['period', 'find-a', 'find-d'] as const);
    const facts = {
      figureCarriesData: 'the graph, which differs between items, holds the data',
    };
    if (frame === 'find-a') {
      const a = rng.pick([2, 3, 4, 5, -2, -3, -4]);
      const m = Math.abs(a);
      return {
        question: `The graph of $y = a\\sin x$ is shown for $0^\\circ \\le x \\le 360^\\circ$. Find the value of $a$.`,
        answer: String(a),
        figure: waveFigure('sin', a, 1, 0),
        frame,
        facts,
        multiStep: a < 0,
        hints: [
          'The size of $a$ is the greatest height of the curve above the $x$-axis.',
          'Check whether the curve rises or falls just after $x = 0^\\circ$: that gives the sign of $a$.',
        ],
        steps: [
          `The curve reaches $${m}$ and $-${m}$, so $|a| = ${m}$.`,
          a > 0
            ? `It rises after $x = 0^\\circ$ like $\\sin x$, so $a = ${a}$`
            : `It falls after $x = 0^\\circ$, the reflection of $\\sin x$, so $a = ${a}$`,
        ],
        explanation: `The maximum is $${m}$ and the curve ${a > 0 ? 'rises' : 'falls'} first, so $a = ${a}$.`,
      };
    }
    if (frame === 'find-d') {
      const d = rng.pick([-3, -2, -1, 1, 2, 3, 4]);
      return {
        question: `The graph of $y = \\cos x + d$ is shown for $0^\\circ \\le x \\le 360^\\circ$. Find the value of $d$.`,
        answer: String(d),
        figure: waveFigure('cos', 1, 1, d, [], { hideMiddle: true }),
        frame,
        facts,
        multiStep: true,
        hints: [
          'Adding $d$ moves the whole graph of $y = \\cos x$ up or down.',
          'The graph of $y = \\cos x$ starts at $1$; compare where this graph starts.',
        ],
        steps: [
          `This graph has maximum $${d + 1}$ and minimum $${d - 1}$; the graph of $y = \\cos x$ has maximum $1$.`,
          `The graph moved by $${d + 1} - 1$, so $d = ${d}$`,
        ],
        explanation: `The maximum moved from $1$ to $${d + 1}$, so $d = ${d}$.`,
      };
    }
    const fn = rng.pick<Wave>(['sin', 'cos']);
    const a = rng.pick([1, 2, 3, 4]);
    // Four cycles only for cos: sin(4x) peaks at 22.5° + 90°k, too close to write under.
    const b = rng.pick(fn === 'sin' ? [2, 3] : [2, 3, 4]);
    const d = rng.pick([0, 0, 1, -1]);
    return {
      question: `The graph of $y = a\\${fn}(bx)${d === 0 ? '' : d > 0 ? ` + ${d}` : ` - ${-d}`}$ is shown for $0^\\circ \\le x \\le 360^\\circ$. Find its period in degrees.`,
      answer: `${fmt(360 / b)}°`,
      figure: waveFigure(fn, a, b, d),
      frame,
      facts,
      hints: [
        'The period is the length of one full cycle, from one maximum to the next.',
        'Count how many full cycles fit between $0^\\circ$ and $360^\\circ$.',
      ],
      steps: [
        `The curve completes ${b} full cycles between $0^\\circ$ and $360^\\circ$.`,
        `One cycle takes $\\frac{360^\\circ}{${b}} = ${degTex(360 / b)}$`,
      ],
      explanation: `The curve completes ${b} cycles between $0^\\circ$ and $360^\\circ$, so one cycle takes $\\frac{360^\\circ}{${b}} = ${fmt(360 / b)}^\\circ$.`,
    };
  },
});

// ---------------------------------------------------------------- exact values on the curve

const RADIAN_ANGLES = [
  { k: 1, m: 6 },
  { k: 1, m: 4 },
  { k: 1, m: 3 },
  { k: 2, m: 3 },
  { k: 3, m: 4 },
  { k: 5, m: 6 },
  { k: 7, m: 6 },
  { k: 5, m: 4 },
  { k: 4, m: 3 },
  { k: 5, m: 3 },
  { k: 7, m: 4 },
  { k: 11, m: 6 },
];

const valueAt = defineTemplate({
  id: `${lesson}/value-at-a-point`,
  lesson,
  type: 'short_answer',
  b: 0.2,
  build(rng) {
    const frame = rng.pick(['degrees', 'radians', 'pendulum'] as const);
    const fn = rng.pick<Wave>(['sin', 'cos']);
    const a = rng.int(2, 8);
    if (frame === 'radians') {
      const { k, m } = rng.pick(RADIAN_ANGLES);
      const angle = (180 * k) / m;
      const exact = exactTrig(fn, angle);
      if (!exact) return redraw('special');
      const value = scale(exact, a);
      const x = piFrac(k, m).tex;
      return {
        question: `If $f(x) = ${a}\\${fn} x$, where $x$ is in radians, find the exact value of $f\\left(${x}\\right)$.`,
        answer: value.text,
        exact: true,
        frame,
        hints: [
          `Change $${x}$ to degrees: $\\pi$ radians is $180^\\circ$.`,
          `Use the related acute angle and the sign of $\\${fn}$ in that quadrant.`,
        ],
        steps: [
          `$${x} = ${angle}^\\circ$, and $\\${fn} ${angle}^\\circ = ${exact.tex}$.`,
          `$f\\left(${x}\\right) = ${a} \\times ${exact.tex} = ${value.tex}$`,
        ],
        explanation: `$f\\left(${x}\\right) = ${a}\\${fn} ${angle}^\\circ = ${a} \\times ${exact.tex} = ${value.tex}$.`,
      };
    }
    if (frame === 'pendulum') {
      const k = rng.pick([30, 45, 60]);
      const t = rng.pick([1, 2, 3, 5, 7].filter((v) => (k * v) % 90 !== 0));
      const angle = k * t;
      const exact = exactTrig('sin', angle);
      if (!exact) return redraw('special');
      const value = scale(exact, a);
      return {
        question: `The displacement of a pendulum bob from its rest position, $s$ cm, $t$ seconds after it passes through the rest position is $s = ${a}\\sin(${k}t)^\\circ$. Find the exact value of $s$, in cm, when $t = ${t}$.`,
        answer: value.text,
        exact: true,
        unit: 'cm',
        frame,
        context: true,
        multiStep: true,
        hints: [
          `Work out the angle $${k}t$ first.`,
          'Use the related acute angle and the sign of sine in that quadrant.',
        ],
        steps: [
          `When $t = ${t}$, the angle is $${k} \\times ${t} = ${angle}^\\circ$ and $\\sin ${angle}^\\circ = ${exact.tex}$.`,
          `$s = ${a} \\times ${exact.tex} = ${value.tex}$ cm`,
        ],
        explanation: `$s = ${a}\\sin ${angle}^\\circ = ${a} \\times ${exact.tex} = ${value.tex}$ cm.`,
      };
    }
    const b = rng.pick([2, 3]);
    const x = rng.pick(
      [10, 15, 20, 30, 40, 45, 50, 60, 75, 90].filter(
        (v) =>
          (b * v) % 15 === 0 &&
          [0, 30, 45, 60, 90, 120, 135, 150, 180, 210, 225, 240, 270].includes(b * v),
      ),
    );
    const exact = exactTrig(fn, b * x);
    if (!exact) return redraw('special');
    const value = scale(exact, a);
    return {
      question: `If $f(x) = ${a}\\${fn}(${b}x)$, find the exact value of $f(${x}^\\circ)$.`,
      answer: value.text,
      exact: true,
      frame,
      multiStep: true,
      hints: [
        `Substitute $x = ${x}^\\circ$ first: the angle is $${b} \\times ${x}^\\circ$.`,
        `Then use the exact value of $\\${fn}$ at that angle.`,
      ],
      steps: [
        `$f(${x}^\\circ) = ${a}\\${fn}(${b * x}^\\circ)$ and $\\${fn} ${b * x}^\\circ = ${exact.tex}$.`,
        `$f(${x}^\\circ) = ${a} \\times ${exact.tex} = ${value.tex}$`,
      ],
      explanation: `$f(${x}^\\circ) = ${a}\\${fn}(${b * x}^\\circ) = ${a} \\times ${exact.tex} = ${value.tex}$.`,
    };
  },
});

// ---------------------------------------------------------------- zeros

const zeros = defineTemplate({
  id: `${lesson}/zeros-in-one-turn`,
  lesson,
  type: 'short_answer',
  b: 0.6,
  build(rng) {
    const frame = rng.pick(['count-degrees', 'count-radians', 'first-zero'] as const);
    const fn = rng.pick<Wave>(['sin', 'cos']);
    const a = rng.int(1, 5);
    const b = rng.int(1, 4);
    const bx = b === 1 ? 'x' : `${b}x`;
    const eq = `y = ${a === 1 ? '' : a}\\${fn}(${bx})`;
    if (frame === 'first-zero') {
      const x = fn === 'sin' ? 180 / b : 90 / b;
      return {
        question: `Find the smallest positive value of $x$ (in degrees) at which the graph of $${eq}$ meets the $x$-axis.`,
        answer: `${fmt(x, 2)}°`,
        frame,
        hints: [
          fn === 'sin'
            ? '$\\sin\\theta = 0$ when $\\theta$ is a multiple of $180^\\circ$.'
            : '$\\cos\\theta = 0$ when $\\theta$ is an odd multiple of $90^\\circ$.',
          `Find the first positive value of $${bx}$ that makes $y = 0$, then divide by $${b}$.`,
        ],
        steps: [
          `$y = 0$ when $\\${fn}(${bx}) = 0$; the first positive solution has $${bx} = ${fn === 'sin' ? 180 : 90}^\\circ$.`,
          `$x = \\frac{${fn === 'sin' ? 180 : 90}^\\circ}{${b}} = ${degTex(x)}$`,
        ],
        explanation: `The first positive zero is where $${bx} = ${fn === 'sin' ? 180 : 90}^\\circ$, so $x = ${degTex(x)}$.`,
      };
    }
    // sin(bx) = 0 at x = 180k/b: 2b + 1 zeros in [0, 360]; cos(bx) = 0 at x = (90 + 180k)/b: 2b.
    const count = fn === 'sin' ? 2 * b + 1 : 2 * b;
    const radians = frame === 'count-radians';
    const interval = radians ? '0 \\le x \\le 2\\pi' : '0^\\circ \\le x \\le 360^\\circ';
    const step = radians ? '\\pi' : '180^\\circ';
    const end = radians ? `${2 * b}\\pi` : `${360 * b}^\\circ`;
    return {
      question: `How many times does the graph of $${eq}$ meet the $x$-axis for $${interval}$${radians ? ', where $x$ is in radians' : ''}?`,
      answer: String(count),
      frame,
      hints: [
        fn === 'sin'
          ? `$\\sin\\theta = 0$ when $\\theta$ is a multiple of $${step}$.`
          : `$\\cos\\theta = 0$ when $\\theta$ is an odd multiple of $${radians ? '\\frac{\\pi}{2}' : '90^\\circ'}$.`,
        `As $x$ runs through the interval, $${bx}$ runs from $0$ to $${end}$.`,
      ],
      steps: [
        fn === 'sin'
          ? `$\\sin(${bx}) = 0$ when $${bx} = 0, ${step}, \\dots, ${end}$.`
          : `$\\cos(${bx}) = 0$ when $${bx} = ${radians ? '\\frac{\\pi}{2}' : '90^\\circ'}, ${radians ? '\\frac{3\\pi}{2}' : '270^\\circ'}, \\dots$ below $${end}$.`,
        fn === 'sin'
          ? `That is $2 \\times ${b} + 1 = ${count}$`
          : `That is $2 \\times ${b} = ${count}$`,
      ],
      explanation:
        fn === 'sin'
          ? `$\\sin(${bx}) = 0$ when $${bx}$ is a multiple of $${step}$ from $0$ to $${end}$: that is $2 \\times ${b} + 1 = ${count}$ values of $x$ in the interval.`
          : `$\\cos(${bx}) = 0$ when $${bx}$ is an odd multiple of $${radians ? '\\frac{\\pi}{2}' : '90^\\circ'}$ below $${end}$: that is $2 \\times ${b} = ${count}$ values of $x$ in the interval.`,
    };
  },
});

// ---------------------------------------------------------------- the range

const range = defineTemplate({
  id: `${lesson}/range`,
  lesson,
  type: 'MCQ',
  b: 0.4,
  build(rng) {
    const frame = rng.pick(['equation', 'a-sin-x', 'tide'] as const);
    const interval = (lo: number, hi: number): string => `$[${fmt(lo)}, ${fmt(hi)}]$`;
    if (frame === 'a-sin-x') {
      const fn = rng.pick<Wave>(['sin', 'cos']);
      const a = rng.pick([2, 3, 4, 5, -2, -3, -4]);
      const m = Math.abs(a);
      return {
        question: `Find the range of $${equation(fn, a, 1)}$.`,
        answer: interval(-m, m),
        wrong: [
          { text: interval(-1, 1), mistake: 'ignored the stretch factor a' },
          { text: interval(0, m), mistake: 'took the least value as 0' },
          { text: interval(-2 * m, 2 * m), mistake: 'doubled the stretch factor' },
          {
            text: interval(0, 360),
            mistake: 'gave the x values of one turn instead of the y values',
          },
        ],
        frame,
        hints: [
          `$\\${fn} x$ takes every value from $-1$ to $1$.`,
          `Multiply both ends by $${a}$${a < 0 ? ' (a negative factor swaps them)' : ''}.`,
        ],
        steps: [
          `$-1 \\le \\${fn} x \\le 1$, so $${a}\\${fn} x$ lies between $${a}$ and $${-a}$.`,
          `The range is ${interval(-m, m)}.`,
        ],
        explanation: `$y = ${a}\\${fn} x$ takes every value from $-${m}$ to $${m}$: the range is $[-${m}, ${m}]$.`,
      };
    }
    if (frame === 'tide') {
      const D = rng.int(5, 12);
      const A = rng.pick([1.5, 2, 2.5, 3, 3.5, 4]);
      const fn = rng.pick<Wave>(['sin', 'cos']);
      return {
        question: `The depth of water in a harbour, $h$ metres, $t$ hours after midnight is $h = ${D} + ${fmt(A)}\\${fn}(30t)^\\circ$. Between which depths, in metres, does the water level move during the day?`,
        answer: interval(D - A, D + A),
        wrong: [
          { text: interval(D - 1, D + 1), mistake: 'ignored the amplitude' },
          { text: interval(-A, A), mistake: 'ignored the mean depth' },
          { text: interval(D, D + A), mistake: 'took the mean depth as the least depth' },
          { text: interval(D - 2 * A, D + 2 * A), mistake: 'doubled the amplitude' },
        ],
        frame,
        context: true,
        multiStep: true,
        hints: [
          `$\\${fn}(30t)^\\circ$ takes every value from $-1$ to $1$ as the day passes.`,
          `Work out the depth when $\\${fn}(30t)^\\circ = -1$ and when it is $1$.`,
        ],
        steps: [
          `Least depth: $${D} - ${fmt(A)} = ${fmt(D - A)}$ m; greatest depth: $${D} + ${fmt(A)} = ${fmt(D + A)}$ m.`,
          `The depth moves within ${interval(D - A, D + A)} metres.`,
        ],
        explanation: `$-1 \\le \\${fn}(30t)^\\circ \\le 1$, so $${fmt(D - A)} \\le h \\le ${fmt(D + A)}$.`,
      };
    }
    const fn = rng.pick<Wave>(['sin', 'cos']);
    const a = rng.pick([2, 3, 4, 5, -2, -3]);
    const b = rng.pick([1, 2, 3]);
    const d = rng.pick([-4, -2, -1, 1, 2, 3, 5]);
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
      frame,
      multiStep: true,
      hints: [
        `$\\${fn}$ of any angle lies between $-1$ and $1$; $b$ does not change that.`,
        `First find the range of $${a}\\${fn}(\\dots)$, then add $${d}$.`,
      ],
      steps: [
        `$-${m} \\le ${a}\\${fn}(\\dots) \\le ${m}$.`,
        `Adding $${d}$: $${d - m} \\le y \\le ${d + m}$, so the range is ${interval(d - m, d + m)}.`,
      ],
      explanation: `$-${m} \\le ${a}\\${fn}(\\dots) \\le ${m}$, so adding $${d}$: $${d - m} \\le y \\le ${d + m}$.`,
    };
  },
});

// ---------------------------------------------------------------- the basic curves' features

const features = defineTemplate({
  id: `${lesson}/basic-curve-features`,
  lesson,
  type: 'MCQ',
  b: -1.5,
  build(rng) {
    const frame = rng.pick(['increasing', 'zero', 'symmetry', 'period'] as const);
    const fn = rng.pick<Wave>(['sin', 'cos']);
    const name = fn === 'sin' ? 'sine' : 'cosine';
    // A positive stretch changes none of these features, only the heights.
    const coef = rng.pick(['', '', '2', '3', '4', '5']);
    const y = `y = ${coef}\\${fn} x`;
    const between = (lo: number, hi: number): string => `$${lo}^\\circ < x < ${hi}^\\circ$`;
    const line = (x: number): string => `$x = ${x}^\\circ$`;
    if (frame === 'increasing') {
      // sin rises on (0°, 90°) and (270°, 360°); cos rises on (180°, 360°).
      const key = fn === 'sin' ? rng.pick([between(0, 90), between(270, 360)]) : between(180, 360);
      const wrong =
        fn === 'sin'
          ? [
              { text: between(90, 270), mistake: 'chose where the graph decreases' },
              { text: between(0, 180), mistake: 'chose where sin x is positive' },
              { text: between(180, 360), mistake: 'chose where sin x is negative' },
            ]
          : [
              { text: between(0, 180), mistake: 'chose where the graph decreases' },
              { text: between(90, 270), mistake: 'chose where cos x is negative' },
              { text: between(0, 90), mistake: 'chose where cos x is positive' },
            ];
      return {
        question: `On which interval is the graph of $${y}$ increasing?`,
        answer: key,
        wrong,
        frame,
        hints: [
          'Increasing means the graph rises as $x$ increases (moving to the right).',
          fn === 'sin'
            ? 'The sine curve rises from $0$ to its maximum, falls to its minimum, then rises again.'
            : 'The cosine curve starts at its maximum, falls to its minimum, then rises again.',
        ],
        steps: [
          fn === 'sin'
            ? '$\\sin x$ has its maximum at $x = 90^\\circ$ and its minimum at $x = 270^\\circ$.'
            : '$\\cos x$ has its maximum at $x = 0^\\circ$ and its minimum at $x = 180^\\circ$.',
          `So the graph of $${y}$ rises on ${key}.`,
        ],
        explanation:
          fn === 'sin'
            ? '$y = \\sin x$ increases from $0^\\circ$ to $90^\\circ$ and from $270^\\circ$ to $360^\\circ$, and decreases between them.'
            : '$y = \\cos x$ decreases from $0^\\circ$ to $180^\\circ$ and increases from $180^\\circ$ to $360^\\circ$.',
      };
    }
    if (frame === 'zero') {
      const key = fn === 'sin' ? 180 : rng.pick([90, 270]);
      const wrong =
        fn === 'sin'
          ? [
              { text: deg(90), mistake: 'gave where sin x is greatest' },
              { text: deg(270), mistake: 'gave where sin x is least' },
              { text: deg(45), mistake: 'gave where sin x equals cos x' },
            ]
          : [
              { text: deg(180), mistake: 'gave where cos x is least' },
              { text: deg(360), mistake: 'gave where cos x is greatest' },
              { text: deg(45), mistake: 'gave where sin x equals cos x' },
            ];
      return {
        question: `At which of these values of $x$ does the graph of $${y}$ cross the $x$-axis?`,
        answer: deg(key),
        wrong,
        frame,
        hints: [
          'The graph crosses the $x$-axis where $y = 0$.',
          `Think of the unit circle: $\\${fn} x$ is the ${fn === 'sin' ? '$y$' : '$x$'}-coordinate of the point at angle $x$.`,
        ],
        steps: [
          `$\\${fn} x = 0$ when the point on the unit circle lies on the ${fn === 'sin' ? '$x$' : '$y$'}-axis.`,
          `Of the choices, that happens at $x = ${key}^\\circ$`,
        ],
        explanation:
          fn === 'sin'
            ? '$\\sin x = 0$ at $0^\\circ$, $180^\\circ$ and $360^\\circ$.'
            : '$\\cos x = 0$ at $90^\\circ$ and $270^\\circ$.',
      };
    }
    if (frame === 'symmetry') {
      // sin x on [0°, 180°] is symmetric about x = 90°; cos x on [0°, 360°] about x = 180°.
      const key = fn === 'sin' ? 90 : 180;
      const span =
        fn === 'sin' ? '0^\\circ \\le x \\le 180^\\circ' : '0^\\circ \\le x \\le 360^\\circ';
      return {
        question: `The graph of $${y}$ for $${span}$ is symmetric about a vertical line. Which line?`,
        answer: line(key),
        wrong: [
          ...(fn === 'sin'
            ? [
                { text: line(45), mistake: 'halved the middle of the interval again' },
                { text: line(180), mistake: 'took the end of the interval' },
                { text: line(135), mistake: 'took the middle of the falling part' },
                { text: line(0), mistake: 'took the y-axis as the line of symmetry' },
              ]
            : [
                { text: line(90), mistake: 'took the first zero for the centre' },
                { text: line(270), mistake: 'took the second zero for the centre' },
                { text: line(135), mistake: 'took the middle of the falling part' },
              ]),
        ],
        frame,
        hints: [
          'The line of symmetry passes through the highest or the lowest point of this arch.',
          `Find where $\\${fn} x$ is ${fn === 'sin' ? 'greatest' : 'least'} in the interval.`,
        ],
        steps: [
          `In the interval the ${name} curve has its ${fn === 'sin' ? 'maximum' : 'minimum'} halfway along, and the two halves mirror each other.`,
          `The line of symmetry is $x = ${key}^\\circ$`,
        ],
        explanation: `$\\${fn}(${key}^\\circ - t) = \\${fn}(${key}^\\circ + t)$ for every $t$: the graph is symmetric about $x = ${key}^\\circ$.`,
      };
    }
    const radians = rng.chance(0.5);
    if (radians) {
      return {
        question: `What is the period of the graph of $${y}$, where $x$ is in radians?`,
        answer: math(piFrac(2)),
        wrong: [
          { text: math(piFrac(1)), mistake: 'used the period of tan' },
          { text: math(piFrac(1, 2)), mistake: 'took a quarter of the cycle' },
          { text: math(piFrac(4)), mistake: 'took two cycles' },
          { text: '$360$', mistake: 'gave the period in degrees' },
        ],
        frame,
        hints: [
          'The period is the length of one full cycle before the graph repeats.',
          'One full turn of the unit circle is $360^\\circ$; write that in radians.',
        ],
        steps: [
          `$\\${fn} x$ repeats after one full turn, $360^\\circ$.`,
          '$360^\\circ = 2\\pi$ radians, so the period is $2\\pi$',
        ],
        explanation: `The ${name} graph repeats every full turn: $360^\\circ = 2\\pi$ radians.`,
      };
    }
    return {
      question: `What is the period of the graph of $${y}$ (in degrees)?`,
      answer: deg(360),
      wrong: [
        { text: deg(180), mistake: 'used the period of tan' },
        { text: deg(90), mistake: 'took a quarter of the cycle' },
        { text: deg(720), mistake: 'took two cycles' },
        { text: deg(270), mistake: 'took three quarters of the cycle' },
      ],
      frame,
      hints: [
        'The period is the length of one full cycle before the graph repeats.',
        'Think of one full turn of the unit circle.',
      ],
      steps: [
        `$\\${fn} x$ repeats when the angle makes one full turn.`,
        'One full turn is $360^\\circ$, so the period is $360^\\circ$',
      ],
      explanation: `The ${name} graph repeats every full turn, $360^\\circ$.`,
    };
  },
});

// ---------------------------------------------------------------- reading the basic curves

const readBasic = defineTemplate({
  id: `${lesson}/read-basic-graph-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: -1.2,
  build(rng) {
    const frame = rng.pick(['value-at', 'x-of-maximum', 'x-of-minimum'] as const);
    const fn = rng.pick<Wave>(['sin', 'cos']);
    const a = rng.pick([1, 2, 3, 4, -2, -3]);
    const figure = waveFigure(fn, a, 1, 0);
    const facts = {
      figureCarriesData: 'the graph, which differs between items, holds the data',
    };
    const question = `The figure shows the graph of $y = f(x)$ for $0^\\circ \\le x \\le 360^\\circ$.`;
    const m = Math.abs(a);
    // Extremes of a·fn(x) in (0°, 360°): the x values with labels on the figure.
    const extremes = (fn === 'sin' ? [90, 270] : [180]).map((x) => ({
      x,
      y: Math.round(a * trig(fn, x)),
    }));
    if (frame === 'value-at') {
      const p = rng.pick(extremes);
      return {
        question: `${question} Find $f(${p.x}^\\circ)$.`,
        answer: String(p.y),
        figure,
        frame,
        facts,
        hints: [
          `Find $x = ${p.x}^\\circ$ on the $x$-axis.`,
          'Go up or down to the curve and read across to the $y$-axis.',
        ],
        steps: [
          `At $x = ${p.x}^\\circ$ the curve is at its ${p.y > 0 ? 'highest' : 'lowest'} point.`,
          `Reading across to the $y$-axis: $f(${p.x}^\\circ) = ${p.y}$`,
        ],
        explanation: `The curve's ${p.y > 0 ? 'maximum' : 'minimum'} is at $x = ${p.x}^\\circ$, where $y = ${p.y}$.`,
      };
    }
    const wantMax = frame === 'x-of-maximum';
    const target = extremes.find((p) => (wantMax ? p.y === m : p.y === -m));
    // cos with a > 0 is greatest at both 0° and 360°: no single answer.
    if (!target) return redraw('the extreme is at both ends');
    return {
      question: `${question} For what value of $x$ is $f(x)$ ${wantMax ? 'greatest' : 'least'}?`,
      answer: `${target.x}°`,
      figure,
      frame,
      facts,
      hints: [
        `Find the ${wantMax ? 'highest' : 'lowest'} point of the curve.`,
        'Read down (or up) from that point to the $x$-axis.',
      ],
      steps: [
        `The ${wantMax ? 'highest' : 'lowest'} point of the curve is at $y = ${target.y}$.`,
        `It is above the mark $x = ${target.x}^\\circ$, so $x = ${target.x}^\\circ$`,
      ],
      explanation: `The curve is ${wantMax ? 'greatest' : 'least'} ($y = ${target.y}$) at $x = ${target.x}^\\circ$.`,
    };
  },
});

// ---------------------------------------------------------------- meeting a horizontal line

const intersections = defineTemplate({
  id: `${lesson}/intersections-with-line-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 1.5,
  build(rng) {
    const frame = rng.pick(['one-turn', 'one-and-a-half-turns', 'two-turns'] as const);
    const xMax = frame === 'one-turn' ? 360 : frame === 'two-turns' ? 720 : 540;
    const fn = rng.pick<Wave>(['sin', 'cos']);
    const a = rng.pick([2, 3, 4]);
    // Only in one turn may the line touch the curve at a maximum or a minimum; elsewhere the
    // line cuts the curve cleanly (k ≠ 0 keeps roots off the interval's ends).
    const ks = [];
    for (let k = -a; k <= a; k += 1) {
      if (k === 0) continue;
      if (Math.abs(k) === a && frame !== 'one-turn') continue;
      ks.push(k);
    }
    const k = rng.pick(ks);
    const r = k / a;
    const xs = solutionsOn(fn, r, xMax);
    const count = xs.length;
    const eq = equation(fn, a, 1);
    const figure = waveFigure(
      fn,
      a,
      1,
      0,
      [{ kind: 'segment', from: { x: 0, y: k }, to: { x: xMax, y: k }, dashed: true }],
      { xMax, yExtra: [k] },
    );
    figure.caption = `${figure.caption ?? ''} A dashed horizontal line is drawn at y = ${k}.`;
    const ratio = fracTex(k, a);
    const turns = xMax / 360;
    return {
      question: `The figure shows the graph of $${eq}$ for $0^\\circ \\le x \\le ${xMax}^\\circ$ and the line $y = ${k}$. How many solutions has the equation $${eq.slice(4)} = ${k}$ in this interval?`,
      answer: String(count),
      figure,
      frame,
      multiStep: true,
      facts: {
        figureCarriesData: 'the line and the curve, which differ between items, hold the data',
      },
      hints: [
        'Each point where the line meets the curve gives one solution.',
        `Solve $\\${fn} x = ${ratio}$ in one turn first, then repeat every $360^\\circ$.`,
      ],
      steps: [
        Math.abs(r) === 1
          ? `$\\${fn} x = ${ratio}$: the line touches the curve at ${r === 1 ? 'its maxima' : 'its minima'}.`
          : `$\\${fn} x = ${ratio}$ has two solutions in every full turn of $360^\\circ$.`,
        `In $${fmt(turns)}$ turn${turns === 1 ? '' : 's'} the line meets the curve at $x \\approx ${xs.map((x) => `${fmt(x, 1)}^\\circ`).join(', ')}$.`,
        `So the number of solutions is $n = ${count}$`,
      ],
      explanation: `The line $y = ${k}$ meets the curve at $${xs.map((x) => `${fmt(x, 1)}^\\circ`).join(', ')}$: ${count} solution${count === 1 ? '' : 's'}.`,
    };
  },
});

// ---------------------------------------------------------------- comparing sin and cos

/** Both curves on [0°, 360°], with dots at `marks` (the points a question compares). */
function bothCurvesFigure(marks: Point[] = []): Figure {
  const sinPoints: Point[] = [];
  const cosPoints: Point[] = [];
  for (let x = 0; x <= 360; x += 2.5) {
    sinPoints.push({ x, y: Math.sin(x * DEG) });
    cosPoints.push({ x, y: Math.cos(x * DEG) });
  }
  return {
    scale: 'fill',
    caption:
      'The graphs of y = sin x (starting at 0 and rising, maximum 1 at 90°) and y = cos x (starting at 1, minimum −1 at 180°) for x from 0° to 360°, crossing at 45° and 225°.',
    elements: [
      {
        kind: 'axes',
        xMin: 0,
        xMax: 390,
        yMin: -1.6,
        yMax: 1.6,
        xTicks: [45, 90, 135, 180, 225, 270, 315, 360].map((v) => ({
          value: v,
          // At multiples of 90° one of the curves crosses the axis, through its label.
          label: v % 90 === 0 ? '' : `${v}°`,
        })),
        yTicks: [
          { value: 1, label: '1' },
          { value: -1, label: '-1' },
        ],
        xLabel: 'x',
        yLabel: 'y',
      },
      { kind: 'plot', points: sinPoints },
      { kind: 'plot', points: cosPoints, dashed: true },
      { kind: 'label', at: { x: 90, y: 1.3 }, text: 'y = sin x' },
      { kind: 'label', at: { x: 180, y: -1.3 }, text: 'y = cos x' },
      ...marks.map((at): FigureElement => ({ kind: 'point', at, dot: true })),
    ],
  };
}

const compare = defineTemplate({
  id: `${lesson}/compare-sin-cos-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: -0.8,
  build(rng) {
    const frame = rng.pick(['sin-vs-cos', 'where-equal', 'greatest-sine'] as const);
    const lead = 'The figure shows the graphs of $y = \\sin x$ and $y = \\cos x$ (dashed).';
    if (frame === 'where-equal') {
      const figure = bothCurvesFigure();
      const upper = rng.chance(0.5);
      const key = upper ? 225 : 45;
      const span = upper ? '180^\\circ < x < 360^\\circ' : '0^\\circ < x < 180^\\circ';
      return {
        question: `${lead} For which value of $x$ with $${span}$ is $\\sin x = \\cos x$?`,
        answer: deg(key),
        wrong: upper
          ? [
              { text: deg(315), mistake: 'gave where sin x = −cos x' },
              { text: deg(270), mistake: 'gave where sin x is least' },
              { text: deg(180), mistake: 'gave where cos x is least' },
            ]
          : [
              { text: deg(135), mistake: 'gave where sin x = −cos x' },
              { text: deg(90), mistake: 'gave where sin x is greatest' },
              { text: deg(60), mistake: 'confused with sin 30° = cos 60°' },
            ],
        figure,
        frame,
        hints: [
          'Look for the point where the two curves cross.',
          upper
            ? 'Both sine and cosine are negative there, so it is in the third quadrant.'
            : 'Both sine and cosine are positive there, so it is in the first quadrant.',
        ],
        steps: [
          '$\\sin x = \\cos x$ where the curves cross; then $\\tan x = 1$.',
          `In the interval, $\\tan x = 1$ at $x = ${key}^\\circ$`,
        ],
        explanation: `The curves cross where $\\tan x = 1$: $45^\\circ$ and $225^\\circ$; in the interval that is $x = ${key}^\\circ$.`,
      };
    }
    if (frame === 'greatest-sine') {
      // Four angles in (0°, 180°) at different distances from 90°: sine is largest nearest 90°.
      const fn = rng.pick<Wave>(['sin', 'cos']);
      const pool = [10, 20, 30, 40, 50, 70, 80, 100, 110, 130, 140, 150, 160, 170];
      const angles: number[] = [];
      while (angles.length < 4) {
        const t = rng.pick(pool);
        const dist = (v: number): number => (fn === 'sin' ? Math.abs(90 - v) : v);
        if (angles.every((u) => u !== t && dist(u) !== dist(t))) angles.push(t);
      }
      const value = (t: number): number => trig(fn, t);
      const best = angles.reduce((p, q) => (value(q) > value(p) ? q : p));
      const figure = bothCurvesFigure(angles.map((t) => ({ x: t, y: value(t) })));
      const opt = (t: number): string => `$\\${fn} ${t}^\\circ$`;
      const others = angles.filter((t) => t !== best);
      const largest = Math.max(...angles);
      const smallest = Math.min(...angles);
      return {
        question: `${lead} The four values in the choices are marked with dots on the ${fn === 'sin' ? 'sine' : 'cosine'} curve. Which of them is the greatest?`,
        answer: opt(best),
        wrong: others.map((t) => ({
          text: opt(t),
          mistake:
            t === largest
              ? `thought ${fn} x keeps increasing as x increases`
              : t === smallest
                ? `thought ${fn} x is greatest for the smallest angle`
                : 'read the wrong side of the peak',
        })),
        figure,
        frame,
        hints: [
          fn === 'sin'
            ? 'On $0^\\circ$ to $180^\\circ$ the sine curve is highest at $90^\\circ$ and falls away on both sides.'
            : 'On $0^\\circ$ to $180^\\circ$ the cosine curve falls all the way.',
          fn === 'sin'
            ? 'Find the angle nearest to $90^\\circ$.'
            : 'The smallest angle gives the greatest cosine.',
        ],
        steps: [
          fn === 'sin'
            ? `The distances from $90^\\circ$ are ${angles.map((t) => `$${Math.abs(90 - t)}^\\circ$`).join(', ')}; the nearest is $${best}^\\circ$.`
            : `$\\cos x$ decreases on $0^\\circ < x < 180^\\circ$, and the smallest angle is $${best}^\\circ$.`,
          `So the greatest is ${opt(best)}.`,
        ],
        explanation: `${opt(best)} $\\approx ${fixed(value(best), 3)}$ is the greatest of the four.`,
      };
    }
    const theta = rng.pick([
      20, 30, 60, 70, 100, 120, 150, 160, 200, 210, 240, 250, 290, 300, 330, 340,
    ]);
    const figure = bothCurvesFigure([
      { x: theta, y: Math.sin(theta * DEG) },
      { x: theta, y: Math.cos(theta * DEG) },
    ]);
    const s = Math.sin(theta * DEG);
    const c = Math.cos(theta * DEG);
    const statement = (rel: '>' | '<'): string =>
      `$\\sin ${theta}^\\circ ${rel} \\cos ${theta}^\\circ$`;
    const key = statement(s > c ? '>' : '<');
    const wrongRel = statement(s > c ? '<' : '>');
    const signWrong = s > 0 ? `$\\sin ${theta}^\\circ < 0$` : `$\\sin ${theta}^\\circ > 0$`;
    const cosSignWrong = c > 0 ? `$\\cos ${theta}^\\circ < 0$` : `$\\cos ${theta}^\\circ > 0$`;
    return {
      question: `${lead} Use the graphs at $x = ${theta}^\\circ$ (the dots) to compare $\\sin ${theta}^\\circ$ and $\\cos ${theta}^\\circ$. Which statement is true?`,
      answer: key,
      wrong: [
        { text: wrongRel, mistake: 'read the two curves the wrong way round' },
        { text: signWrong, mistake: 'misread the sign of sin x in that quadrant' },
        { text: cosSignWrong, mistake: 'misread the sign of cos x in that quadrant' },
        {
          text: `$\\sin ${theta}^\\circ = \\cos ${theta}^\\circ$`,
          mistake: 'thought the curves cross there',
        },
      ],
      figure,
      frame,
      hints: [
        `Find $x = ${theta}^\\circ$ on the $x$-axis and look at both curves above or below it.`,
        'The curve that is higher at that $x$ has the greater value.',
      ],
      steps: [
        `At $x = ${theta}^\\circ$, $\\sin ${theta}^\\circ \\approx ${fixed(s, 2)}$ and $\\cos ${theta}^\\circ \\approx ${fixed(c, 2)}$.`,
        `So ${key}.`,
      ],
      explanation: `At $${theta}^\\circ$ the ${s > c ? 'sine' : 'cosine'} curve is higher: ${key}.`,
    };
  },
});

// ---------------------------------------------------------------- a pendulum, a spring, a tide

const oscillation = defineTemplate({
  id: `${lesson}/oscillation-context`,
  lesson,
  type: 'short_answer',
  b: 1.0,
  build(rng) {
    const frame = rng.pick(['pendulum-value', 'spring-first-lowest', 'tide-count'] as const);
    if (frame === 'pendulum-value') {
      const A = rng.int(4, 12);
      const k = rng.pick([20, 25, 40, 50]);
      const t = rng.pick([1.5, 2, 2.5, 3, 4, 5]);
      const angle = k * t;
      if (angle % 90 === 0 || angle % 30 === 0 || angle % 45 === 0) return redraw('special angle');
      const s = A * Math.sin(angle * DEG);
      const key = fixed(s, 1);
      return {
        question: `The displacement of a pendulum bob from its rest position, $s$ cm, $t$ seconds after it passes through the rest position is $s = ${A}\\sin(${k}t)^\\circ$. Find $s$, in cm, when $t = ${fmt(t)}$. Give your answer to 1 decimal place.`,
        answer: key,
        decimals: 1,
        trueValue: s,
        unit: 'cm',
        frame,
        context: true,
        multiStep: true,
        hints: [
          `Work out the angle $${k}t$ first (in degrees).`,
          'Then use a calculator in degree mode.',
        ],
        steps: [
          `When $t = ${fmt(t)}$: the angle is $${k} \\times ${fmt(t)} = ${fmt(angle)}^\\circ$.`,
          `$s = ${A}\\sin ${fmt(angle)}^\\circ \\approx ${key}$ cm`,
        ],
        explanation: `$s = ${A}\\sin ${fmt(angle)}^\\circ \\approx ${key}$ cm${s < 0 ? ' (the bob is on the other side of its rest position)' : ''}.`,
      };
    }
    if (frame === 'spring-first-lowest') {
      const d = rng.pick([20, 25, 30, 40]);
      const A = rng.int(3, 9);
      const k = rng.pick([30, 36, 45, 60, 90, 120]);
      const t = 180 / k;
      return {
        question: `A weight hangs on a spring. Its height above the floor, $h$ cm, $t$ seconds after it is released from its highest point is $h = ${d} + ${A}\\cos(${k}t)^\\circ$. How many seconds after its release is the weight first at its lowest point?`,
        answer: fmt(t, 2),
        frame,
        context: true,
        multiStep: true,
        hints: [
          'The height is least when the cosine is least.',
          `Find the first positive angle where cosine is least, then solve for $t$.`,
        ],
        steps: [
          `$h$ is least when $\\cos(${k}t)^\\circ = -1$, first when $${k}t = 180$.`,
          `$t = \\frac{180}{${k}} = ${fmt(t, 2)}$ s`,
        ],
        explanation: `$\\cos(${k}t)^\\circ = -1$ first when $${k}t = 180$, so $t = ${fmt(t, 2)}$ seconds.`,
      };
    }
    const D = rng.int(5, 10);
    const A = rng.pick([2, 3, 4]);
    const T = rng.pick([12, 18, 24]);
    const level = D + rng.pick([-A + 1, -1, 1, A - 1].filter((v) => v !== 0));
    const r = (level - D) / A;
    // h = level when sin(30t)° = r: t = x/30 for each solution x in [0°, 30T°].
    const angles = solutionsOn('sin', r, 30 * T);
    const count = angles.length;
    return {
      question: `The depth of water in a harbour, $h$ metres, $t$ hours after midnight is $h = ${D} + ${A}\\sin(30t)^\\circ$. How many times between midnight and $t = ${T}$ is the depth exactly $${level}$ m?`,
      answer: String(count),
      frame,
      context: true,
      multiStep: true,
      hints: [
        `Set $${D} + ${A}\\sin(30t)^\\circ = ${level}$ and find the value of $\\sin(30t)^\\circ$.`,
        `As $t$ runs from $0$ to $${T}$, the angle $30t$ runs from $0^\\circ$ to $${30 * T}^\\circ$; count the solutions in that range.`,
      ],
      steps: [
        `$\\sin(30t)^\\circ = \\frac{${level} - ${D}}{${A}} = ${fracTex(level - D, A)}$.`,
        `For $0^\\circ \\le 30t \\le ${30 * T}^\\circ$ that happens at $30t \\approx ${angles.map((x) => `${fmt(x, 1)}^\\circ`).join(', ')}$, that is $t \\approx ${angles.map((x) => fmt(x / 30, 2)).join(', ')}$.`,
        `So the number of times is $n = ${count}$`,
      ],
      explanation: `$\\sin(30t)^\\circ = ${fracTex(level - D, A)}$ has ${count} solutions with $0^\\circ \\le 30t \\le ${30 * T}^\\circ$.`,
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
  features,
  readBasic,
  intersections,
  compare,
  oscillation,
];
