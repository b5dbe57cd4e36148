/**
 * Lesson: equations of straight lines. Gradient and intercepts from an equation, the equation
 * from a gradient and a point, from two points or from a graph, the forms y = mx + c and
 * ax + by + c = 0, parallel and perpendicular lines, the perpendicular bisector, where two lines
 * meet, the angle a line makes with the x-axis, the distance from a point to a line, and the
 * foot of a perpendicular. The checker has no kind for an equation, so a short answer asks for a
 * value (a gradient, an intercept, a coordinate, a point) and an equation is chosen from options.
 */
import type { Point } from '../figures/figure-model';
import { pt } from '../figures/geometry';
import type { Rng } from '../rng';
import type { Choice } from './define-template';
import { defineTemplate } from './define-template';
import { fixed, fmt, frac, surd } from './exact';
import type { Named } from './coordinate-geometry-kit';
import { br, namedTex, nonZero, pair, POINT_NAMES, randomPoint } from './coordinate-geometry-kit';
import type { Line } from './equations-of-lines-kit';
import {
  expr,
  factor,
  foot,
  generalForm,
  line,
  lineGridFigure,
  lineThrough,
  lineWithGradient,
  lineWithNormal,
  meet,
  onLine,
  slope,
  slopeForm,
  xIntercept,
  yIntercept,
} from './equations-of-lines-kit';
import { redraw } from './redraw';

const lesson = 'equations-of-lines' as const;

const GRADIENT_FORMULA = '$m = \\frac{y_2 - y_1}{x_2 - x_1}$';
const POINT_GRADIENT = '$y - y_1 = m(x - x_1)$';
const PERPENDICULAR_RULE = '$m_1 \\times m_2 = -1$';
const DISTANCE_RULE = '$d = \\frac{|ax_0 + by_0 + c|}{\\sqrt{a^2 + b^2}}$';

const eq = (l: Line): string => `$${slopeForm(l)}$`;
const gen = (l: Line): string => `$${generalForm(l)}$`;

/** A random line ax + by + c = 0 with a, b not zero (so neither vertical nor horizontal). */
function slopedLine(rng: Rng): Line {
  for (;;) {
    const l = line(rng.int(1, 6), nonZero(rng, -6, 6), nonZero(rng, -12, 12));
    if (Math.abs(l.a) !== Math.abs(l.b)) return l;
  }
}

/** Two different points with a defined, non-zero gradient other than ±1. */
function slopedPair(rng: Rng, lo: number, hi: number): [Point, Point] {
  for (;;) {
    const A = randomPoint(rng, lo, hi);
    const B = randomPoint(rng, lo, hi);
    if (A.x !== B.x && A.y !== B.y && Math.abs(B.y - A.y) !== Math.abs(B.x - A.x)) return [A, B];
  }
}

/** A point off both axes (its "A(3, 0)" label would crowd an axis). */
function offAxes(rng: Rng, lo: number, hi: number): Point {
  return pt(nonZero(rng, lo, hi), nonZero(rng, lo, hi));
}

const GRADIENTS: [number, number][] = [
  [2, 1],
  [-2, 1],
  [3, 1],
  [-3, 1],
  [1, 2],
  [-1, 2],
  [2, 3],
  [-2, 3],
  [3, 2],
  [-3, 2],
  [1, 3],
  [-1, 3],
  [4, 1],
  [-4, 1],
];

/** The steps from y - y1 = m(x - x1) to y = mx + c. */
function pointGradientSteps(num: number, den: number, P: Point, result: Line): string[] {
  const m = frac(num, den);
  return [`$y - ${br(P.y)} = ${m.tex}(x - ${br(P.x)})$`, `So the equation is ${eq(result)}`];
}

// ---------------------------------------------------------------- reading an equation

const readEquation = defineTemplate({
  id: `${lesson}/read-equation`,
  lesson,
  type: 'short_answer',
  b: -1.4,
  build(rng) {
    const frame = rng.pick(['gradient-general', 'y-intercept-general', 'x-intercept'] as const);
    const l = slopedLine(rng);
    if (frame === 'gradient-general') {
      const m = slope(l) as NonNullable<ReturnType<typeof slope>>;
      return {
        frame,
        question: `Find the gradient of the line ${gen(l)}.`,
        answer: m.text,
        hints: [
          'Make $y$ the subject: the gradient is the coefficient of $x$.',
          'For $ax + by + c = 0$ the gradient is $-\\frac{a}{b}$.',
          `Move the other terms: $${expr([[l.b, 'y']])} = ${expr([
            [-l.a, 'x'],
            [-l.c, ''],
          ])}$.`,
        ],
        steps: [
          `$${expr([[l.b, 'y']])} = ${expr([
            [-l.a, 'x'],
            [-l.c, ''],
          ])}$`,
          `$${slopeForm(l)}$`,
          `$m = ${m.tex}$`,
        ],
        explanation: `Rearranged, ${eq(l)}, so the gradient is $${m.tex}$.`,
      };
    }
    if (frame === 'y-intercept-general') {
      const k = yIntercept(l) as NonNullable<ReturnType<typeof yIntercept>>;
      return {
        frame,
        question: `The line ${gen(l)} cuts the $y$-axis at $(0, k)$. Find $k$.`,
        answer: k.text,
        hints: [
          'Every point on the $y$-axis has $x = 0$.',
          'Put $x = 0$ in the equation and solve for $y$.',
          `With $x = 0$: $${expr([
            [l.b, 'y'],
            [l.c, ''],
          ])} = 0$.`,
        ],
        steps: [
          `$x = 0$: $${expr([
            [l.b, 'y'],
            [l.c, ''],
          ])} = 0$`,
          `$k = y = \\frac{${fmt(-l.c)}}{${br(l.b)}} = ${k.tex}$`,
        ],
        explanation: `Putting $x = 0$ gives $${fmt(l.b)}y = ${fmt(-l.c)}$, so $k = ${k.tex}$.`,
      };
    }
    const k = xIntercept(l) as NonNullable<ReturnType<typeof xIntercept>>;
    const m = slope(l) as NonNullable<ReturnType<typeof slope>>;
    return {
      frame,
      question: `The line ${eq(l)} crosses the $x$-axis at $(h, 0)$. Find $h$.`,
      answer: k.text,
      hints: [
        'Every point on the $x$-axis has $y = 0$.',
        'Put $y = 0$ in the equation and solve for $x$.',
        `With $y = 0$: $0 = ${slopeForm(l).slice(4)}$.`,
      ],
      steps: [
        `$0 = ${slopeForm(l).slice(4)}$`,
        `$${m.tex}x = ${frac(l.c, l.b).tex}$`,
        `$h = x = ${k.tex}$`,
      ],
      explanation: `Putting $y = 0$ gives $${m.tex}x = ${frac(l.c, l.b).tex}$, so $h = ${k.tex}$.`,
    };
  },
});

// ---------------------------------------------------------------- gradient and a point

const equationFromPoint = defineTemplate({
  id: `${lesson}/equation-from-point`,
  lesson,
  type: 'MCQ',
  b: -1,
  build(rng) {
    const frame = rng.pick(['gradient-and-point', 'inclination', 'intercept-and-point'] as const);
    const [nP] = rng.pick(POINT_NAMES);
    const P = offAxes(rng, -6, 6);
    let num: number;
    let den: number;
    let given: string;
    let hints: string[];
    let first: string[];
    if (frame === 'inclination') {
      const up = rng.chance(0.5);
      [num, den] = [up ? 1 : -1, 1];
      given = `makes an angle of $${up ? 45 : 135}^\\circ$ with the positive direction of the $x$-axis and passes through $${namedTex({ name: nP, at: P })}$`;
      hints = [
        'The gradient of a line is the tangent of the angle it makes with the positive $x$-axis.',
        `$m = \\tan ${up ? 45 : 135}^\\circ$; then use ${POINT_GRADIENT}.`,
      ];
      first = [`$m = \\tan ${up ? 45 : 135}^\\circ = ${up ? 1 : -1}$`];
    } else if (frame === 'intercept-and-point') {
      const k = nonZero(rng, -6, 6);
      if (k === P.y) redraw('the line would be horizontal');
      const m = frac(P.y - k, P.x);
      [num, den] = [P.y - k, P.x];
      given = `cuts the $y$-axis at $(0, ${fmt(k)})$ and passes through $${namedTex({ name: nP, at: P })}$`;
      hints = [
        'Two points fix a line: find its gradient first.',
        `${GRADIENT_FORMULA} with $(0, ${fmt(k)})$ and $${nP}$; the $y$-intercept is $${fmt(k)}$.`,
      ];
      first = [`$m = \\frac{${fmt(P.y)} - ${br(k)}}{${fmt(P.x)} - 0} = ${m.tex}$`];
    } else {
      [num, den] = rng.pick(GRADIENTS);
      const m = frac(num, den);
      given = `has gradient $${m.tex}$ and passes through $${namedTex({ name: nP, at: P })}$`;
      hints = [
        'You know the gradient and one point on the line.',
        `Use ${POINT_GRADIENT}.`,
        `Substitute: $y - ${br(P.y)} = ${m.tex}(x - ${br(P.x)})$.`,
      ];
      first = [];
    }
    const right = lineWithGradient(num, den, P);
    const m = frac(num, den);
    const c = yIntercept(right) as NonNullable<ReturnType<typeof yIntercept>>;
    const wrong: Choice[] = [
      {
        text: eq(lineWithGradient(num, den, pt(-P.x, P.y))),
        mistake: 'wrote $y - y_1 = m(x + x_1)$ (sign error with the point)',
      },
      {
        text: eq(lineWithGradient(-num, den, P)),
        mistake: 'changed the sign of the gradient',
      },
      {
        text: eq(line(num, -den, den * P.y)),
        mistake: 'took the $y$-coordinate of the point as the $y$-intercept',
      },
      ...(Math.abs(num) !== Math.abs(den)
        ? [
            {
              text: eq(lineWithGradient(den, num, P)),
              mistake: 'used the reciprocal of the gradient',
            },
          ]
        : []),
      {
        text: eq(line(num, -den, -den * c.value)),
        mistake: 'changed the sign of the $y$-intercept',
      },
    ];
    return {
      frame,
      multiStep: frame !== 'gradient-and-point',
      question: `A straight line ${given}. Which is its equation?`,
      answer: eq(right),
      wrong,
      hints,
      steps: [...first, ...pointGradientSteps(num, den, P, right)],
      explanation: `With $m = ${m.tex}$ through $${pair(P)}$: $y - ${br(P.y)} = ${m.tex}(x - ${br(P.x)})$, so ${eq(right)}.`,
    };
  },
});

// ---------------------------------------------------------------- two points

const twoPoints = defineTemplate({
  id: `${lesson}/two-points`,
  lesson,
  type: 'short_answer',
  b: -0.3,
  build(rng) {
    const frame = rng.pick(['y-intercept', 'missing-coordinate', 'call-out-fee'] as const);
    const [nA, nB, nC] = rng.pick(POINT_NAMES);
    if (frame === 'call-out-fee') {
      const rate = rng.pick([60, 75, 80, 90, 100, 120]);
      const fee = rng.pick([50, 80, 100, 120, 150, 200]);
      const h1 = rng.int(2, 3);
      const h2 = h1 + rng.int(2, 4);
      const c1 = fee + rate * h1;
      const c2 = fee + rate * h2;
      const [who, job] = rng.pick([
        ['A plumber', 'a job'],
        ['An electrician', 'a repair'],
        ['A carpenter', 'a job'],
      ] as const);
      return {
        frame,
        context: true,
        multiStep: true,
        question: `${who} charges a fixed call-out fee plus the same amount for every hour worked, so the cost $y$ pounds of ${job} lasting $x$ hours lies on a straight line. ${job === 'a repair' ? 'A repair' : 'A job'} of $${h1}$ hours costs $${c1}$ pounds and one of $${h2}$ hours costs $${c2}$ pounds. Find the call-out fee in pounds.`,
        answer: fmt(fee),
        hints: [
          'The call-out fee is the cost for $0$ hours: the $y$-intercept of the line.',
          `First find the gradient (the cost per hour) from $(${h1}, ${c1})$ and $(${h2}, ${c2})$.`,
          `$m = \\frac{${c2} - ${c1}}{${h2} - ${h1}}$, then use $c = y - mx$.`,
        ],
        steps: [
          `$m = \\frac{${c2} - ${c1}}{${h2} - ${h1}} = \\frac{${c2 - c1}}{${h2 - h1}} = ${rate}$ pounds per hour`,
          `$c = y - mx = ${c1} - ${rate} \\times ${h1}$`,
          `The call-out fee in pounds is $c = ${c1} - ${rate * h1} = ${fee}$`,
        ],
        explanation: `The cost per hour is $${rate}$ pounds, so the fee is $${c1} - ${rate * h1} = ${fee}$ pounds.`,
      };
    }
    const [A, B] = slopedPair(rng, -7, 7);
    const l = lineThrough(A, B);
    const m = slope(l) as NonNullable<ReturnType<typeof slope>>;
    const c = yIntercept(l) as NonNullable<ReturnType<typeof yIntercept>>;
    const a: Named = { name: nA, at: A };
    const b: Named = { name: nB, at: B };
    const gradientStep = `$m = \\frac{${fmt(B.y)} - ${br(A.y)}}{${fmt(B.x)} - ${br(A.x)}} = ${m.tex}$`;
    if (frame === 'missing-coordinate') {
      // C(k, yc) on AB with k whole: pick k, then yc on the line must be whole too.
      const k = rng.int(-9, 9);
      const yc = (-l.a * k - l.c) / l.b;
      if (!Number.isInteger(yc) || k === A.x || k === B.x) redraw('C is not a whole point');
      return {
        frame,
        multiStep: true,
        question: `The points $${namedTex(a)}$, $${namedTex(b)}$ and $${nC}(k, ${fmt(yc)})$ lie on one straight line. Find $k$.`,
        answer: fmt(k),
        hints: [
          `Find the equation of the line $${nA}${nB}$, then put $y = ${fmt(yc)}$ into it.`,
          `${GRADIENT_FORMULA}, then ${POINT_GRADIENT}.`,
          `Start with the gradient: $m = \\frac{${fmt(B.y)} - ${br(A.y)}}{${fmt(B.x)} - ${br(A.x)}}$.`,
        ],
        steps: [
          gradientStep,
          `Line $${nA}${nB}$: ${eq(l)}`,
          `$${fmt(yc)} = ${slopeForm(l).slice(4).replace(/x/g, 'k')}$`,
          `$k = ${fmt(k)}$`,
        ],
        explanation: `Line $${nA}${nB}$ is ${eq(l)}; putting $y = ${fmt(yc)}$ gives $k = ${fmt(k)}$.`,
      };
    }
    return {
      frame,
      multiStep: true,
      question: `Find the $y$-intercept of the straight line through $${namedTex(a)}$ and $${namedTex(b)}$.`,
      answer: c.text,
      hints: [
        'Find the gradient first; then the $y$-intercept is $c$ in $y = mx + c$.',
        `${GRADIENT_FORMULA}, then $c = y_1 - mx_1$.`,
        `$m = \\frac{${fmt(B.y)} - ${br(A.y)}}{${fmt(B.x)} - ${br(A.x)}}$.`,
      ],
      steps: [
        gradientStep,
        `$c = ${fmt(A.y)} - ${factor(m)} \\times ${br(A.x)}$`,
        `$c = ${c.tex}$`,
      ],
      explanation: `$m = ${m.tex}$ and $c = ${fmt(A.y)} - ${factor(m)} \\times ${br(A.x)} = ${c.tex}$.`,
    };
  },
});

// ---------------------------------------------------------------- from a graph

const fromGraph = defineTemplate({
  id: `${lesson}/from-graph`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: -0.7,
  build(rng) {
    const frame = rng.pick(['two-points', 'through-origin', 'y-intercept-marked'] as const);
    const [nA, nB] = rng.pick(POINT_NAMES);
    let A: Point;
    let B: Point;
    if (frame === 'through-origin') {
      const [p, q] = rng.pick(GRADIENTS);
      const t = rng.pick([1, 2, -1, -2]);
      A = pt(q * t, p * t);
      if (A.x === 0 || A.y === 0 || Math.abs(A.x) > 6 || Math.abs(A.y) > 6) redraw('off the grid');
      B = pt(0, 0);
    } else if (frame === 'y-intercept-marked') {
      // B is where the line cuts the y-axis; A is off the axes.
      A = offAxes(rng, -5, 5);
      B = pt(0, nonZero(rng, -5, 5));
      if (A.y === B.y || Math.abs(A.y - B.y) === Math.abs(A.x)) redraw('a flat or ±1 line');
    } else {
      [A, B] = slopedPair(rng, -5, 5);
      if (A.x === 0 || A.y === 0 || B.x === 0 || B.y === 0) redraw('a label on an axis');
    }
    const right = lineThrough(A, B);
    const m = slope(right) as NonNullable<ReturnType<typeof slope>>;
    const c = yIntercept(right) as NonNullable<ReturnType<typeof yIntercept>>;
    const points: Named[] =
      frame === 'through-origin'
        ? [{ name: nA, at: A }]
        : [
            { name: nA, at: A },
            { name: nB, at: B },
          ];
    const figure = lineGridFigure({
      points,
      lines: [right],
      caption:
        frame === 'through-origin'
          ? `A straight line through the origin and the point ${nA}${pair(A)}.`
          : `A straight line through the points ${nA}${pair(A)} and ${nB}${pair(B)}.`,
    });
    const dy = B.y - A.y;
    const dx = B.x - A.x;
    const wrong: Choice[] = [
      {
        text: eq(lineWithGradient(dx, dy, A)),
        mistake: 'divided the change in $x$ by the change in $y$',
      },
      { text: eq(lineWithGradient(-dy, dx, A)), mistake: 'changed the sign of the gradient' },
      ...(c.value !== 0
        ? [
            {
              text: eq(line(dy, -dx, dx * c.value)),
              mistake: 'changed the sign of the $y$-intercept',
            },
          ]
        : [
            {
              text: eq(lineWithGradient(dy, dx, pt(0, A.y))),
              mistake: 'took the $y$-coordinate of the point as the intercept',
            },
          ]),
      {
        text: eq(lineWithGradient(dx, dy, pt(0, c.value))),
        mistake: 'used the reciprocal gradient with the right intercept',
      },
    ];
    return {
      frame,
      figure,
      question:
        frame === 'through-origin'
          ? `The straight line in the figure passes through the origin and $${namedTex({ name: nA, at: A })}$. Which is its equation?`
          : `The straight line in the figure passes through $${namedTex({ name: nA, at: A })}$ and $${namedTex({ name: nB, at: B })}$. Which is its equation?`,
      answer: eq(right),
      wrong,
      multiStep: true,
      hints: [
        'Find the gradient from the two marked points, then the $y$-intercept.',
        `${GRADIENT_FORMULA}, then $c = y_1 - mx_1$.`,
        `$m = \\frac{${fmt(B.y)} - ${br(A.y)}}{${fmt(B.x)} - ${br(A.x)}}$.`,
      ],
      steps: [
        `$m = \\frac{${fmt(B.y)} - ${br(A.y)}}{${fmt(B.x)} - ${br(A.x)}} = ${m.tex}$`,
        `$c = ${fmt(A.y)} - ${factor(m)} \\times ${br(A.x)} = ${c.tex}$`,
        `So the equation is ${eq(right)}`,
      ],
      explanation: `$m = ${m.tex}$ and $c = ${c.tex}$, so ${eq(right)}.`,
    };
  },
});

// ---------------------------------------------------------------- general form

const generalFormChoice = defineTemplate({
  id: `${lesson}/general-form`,
  lesson,
  type: 'MCQ',
  b: -0.2,
  build(rng) {
    const frame = rng.pick(['from-slope-form', 'from-two-points', 'path-intercepts'] as const);
    const [nA, nB] = rng.pick(POINT_NAMES);
    let right: Line;
    let question: string;
    let hints: string[];
    let steps: string[];
    let context = false;
    if (frame === 'from-slope-form') {
      const [p, q] = rng.pick(GRADIENTS.filter(([, d]) => d > 1));
      const k = nonZero(rng, -7, 7);
      right = lineWithGradient(p, q, pt(0, k));
      question = `Write the line ${eq(right)} in the form $ax + by + c = 0$ with whole numbers $a$, $b$, $c$ and $a > 0$.`;
      hints = [
        'Clear the fraction first, then bring every term to one side.',
        `Multiply both sides by $${q}$.`,
        `$${q}y = ${expr([
          [p, 'x'],
          [k * q, ''],
        ])}$.`,
      ];
      steps = [
        `$${q}y = ${expr([
          [p, 'x'],
          [k * q, ''],
        ])}$`,
        `So ${gen(right)}`,
      ];
    } else if (frame === 'from-two-points') {
      const [A, B] = slopedPair(rng, -6, 6);
      right = lineThrough(A, B);
      const m = slope(right) as NonNullable<ReturnType<typeof slope>>;
      question = `Which is the equation of the straight line through $${namedTex({ name: nA, at: A })}$ and $${namedTex({ name: nB, at: B })}$?`;
      hints = [
        'Find the gradient, write the line through one point, then clear fractions.',
        `${GRADIENT_FORMULA}, then ${POINT_GRADIENT}.`,
        `$m = \\frac{${fmt(B.y)} - ${br(A.y)}}{${fmt(B.x)} - ${br(A.x)}}$.`,
      ];
      steps = [
        `$m = \\frac{${fmt(B.y)} - ${br(A.y)}}{${fmt(B.x)} - ${br(A.x)}} = ${m.tex}$`,
        `$y - ${br(A.y)} = ${m.tex}(x - ${br(A.x)})$`,
        `So ${gen(right)}`,
      ];
    } else {
      context = true;
      const p = nonZero(rng, -8, 8);
      const q = nonZero(rng, -8, 8);
      if (Math.abs(p) === Math.abs(q)) redraw('a ±45° path');
      right = line(1 / p, 1 / q, -1);
      question = `On a plan of a park drawn on coordinate axes, a straight path crosses the $x$-axis at $(${fmt(p)}, 0)$ and the $y$-axis at $(0, ${fmt(q)})$. Which is the equation of the path?`;
      hints = [
        'You know two points of the line; find its gradient.',
        `The gradient is $\\frac{${fmt(q)} - 0}{0 - ${br(p)}}$ and the $y$-intercept is $${fmt(q)}$.`,
        `Or use $\\frac{x}{${fmt(p)}} + \\frac{y}{${fmt(q)}} = 1$ and multiply by $${Math.abs(p * q)}$.`,
      ];
      steps = [
        `$m = \\frac{${fmt(q)} - 0}{0 - ${br(p)}} = ${frac(-q, p).tex}$, $c = ${fmt(q)}$`,
        `$y = ${frac(-q, p).tex}x + ${br(q)}$`,
        `So ${gen(right)}`,
      ];
    }
    const { a, b, c } = right;
    const wrong: Choice[] = [
      {
        text: gen(line(a, b, -c)),
        mistake: 'changed the sign of the constant when moving it across',
      },
      { text: gen(line(a, -b, c)), mistake: 'changed the sign of the $y$ term' },
      { text: gen(line(b, a, c)), mistake: 'swapped the coefficients of $x$ and $y$' },
      { text: gen(line(-a, b, c)), mistake: 'changed the sign of the $x$ term' },
    ];
    return {
      frame,
      ...(context ? { context: true } : {}),
      multiStep: frame !== 'from-slope-form',
      question,
      answer: gen(right),
      wrong,
      hints,
      steps,
      explanation: `The line is ${gen(right)}.`,
    };
  },
});

// ---------------------------------------------------------------- parallel and perpendicular

const parallelPerpendicular = defineTemplate({
  id: `${lesson}/parallel-perpendicular`,
  lesson,
  type: 'short_answer',
  b: 0.3,
  build(rng) {
    const frame = rng.pick(['perpendicular-gradient', 'parallel-k', 'perpendicular-k'] as const);
    if (frame === 'perpendicular-gradient') {
      const l = slopedLine(rng);
      const m = slope(l) as NonNullable<ReturnType<typeof slope>>;
      const n = frac(l.b, l.a);
      return {
        frame,
        multiStep: true,
        question: `Find the gradient of a line perpendicular to ${gen(l)}.`,
        answer: n.text,
        hints: [
          'Find the gradient of the given line first.',
          `Perpendicular gradients satisfy ${PERPENDICULAR_RULE}.`,
          `The given line has gradient $-\\frac{a}{b} = -\\frac{${fmt(l.a)}}{${fmt(l.b)}}$.`,
        ],
        steps: [
          `$m_1 = -\\frac{${fmt(l.a)}}{${fmt(l.b)}} = ${m.tex}$`,
          `$m_2 = -\\frac{1}{m_1} = ${n.tex}$`,
        ],
        explanation: `The line has gradient $${m.tex}$; the perpendicular gradient is $${n.tex}$.`,
      };
    }
    const [p, q] = rng.pick(GRADIENTS);
    const m = frac(p, q);
    const d = nonZero(rng, -9, 9);
    const given: Line = lineWithGradient(p, q, pt(0, d));
    const b = nonZero(rng, -5, 5) * (frame === 'perpendicular-k' ? Math.abs(p) : q);
    const c = nonZero(rng, -9, 9);
    // parallel: -k/b = p/q, so k = -pb/q; perpendicular: (-k/b)(p/q) = -1, so k = bq/p.
    const k = frame === 'parallel-k' ? (-p * b) / q : (b * q) / p;
    if (!Number.isInteger(k) || k === 0) redraw('k is not a whole number');
    if (frame === 'parallel-k' && c === -b * d) redraw('the same line twice');
    const other = `$kx ${b < 0 ? '-' : '+'} ${Math.abs(b) === 1 ? '' : Math.abs(b)}y ${c < 0 ? '-' : '+'} ${Math.abs(c)} = 0$`;
    const rule = frame === 'parallel-k' ? 'equal gradients' : PERPENDICULAR_RULE;
    const target = frame === 'parallel-k' ? m : frac(-q, p);
    return {
      frame,
      multiStep: true,
      question: `The lines ${eq(given)} and ${other} are ${frame === 'parallel-k' ? 'parallel' : 'perpendicular'}. Find $k$.`,
      answer: fmt(k),
      hints: [
        `Write the gradient of the second line in terms of $k$.`,
        `${frame === 'parallel-k' ? 'Parallel lines have' : 'Perpendicular lines satisfy'} ${rule}.`,
        `The second line has gradient $-\\frac{k}{${fmt(b)}}$.`,
      ],
      steps: [
        `$m_1 = ${m.tex}$, $m_2 = -\\frac{k}{${fmt(b)}}$`,
        frame === 'parallel-k'
          ? `$-\\frac{k}{${fmt(b)}} = ${m.tex}$`
          : `$-\\frac{k}{${fmt(b)}} \\times ${m.tex} = -1$, so $-\\frac{k}{${fmt(b)}} = ${target.tex}$`,
        `$k = ${fmt(k)}$`,
      ],
      explanation: `The second line's gradient is $-\\frac{k}{${fmt(b)}}$, which must be $${target.tex}$, so $k = ${fmt(k)}$.`,
    };
  },
});

// ---------------------------------------------------------------- a line through a point (figure)

const lineThroughPoint = defineTemplate({
  id: `${lesson}/parallel-perpendicular-line-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: 0.8,
  build(rng) {
    const frame = rng.pick([
      'parallel-through',
      'perpendicular-through',
      'perpendicular-bisector',
    ] as const);
    const [nA, nB, nP] = rng.pick(POINT_NAMES);
    const [A0, B0] = slopedPair(rng, -5, 5);
    const A = A0;
    // Even sums keep the midpoint whole for the bisector.
    const B =
      frame === 'perpendicular-bisector'
        ? pt(B0.x + ((A.x + B0.x) % 2 === 0 ? 0 : 1), B0.y + ((A.y + B0.y) % 2 === 0 ? 0 : 1))
        : B0;
    if ([A, B].some((p) => p.x === 0 || p.y === 0)) redraw('a label on an axis');
    const ab = lineThrough(A, B);
    const mAB = slope(ab);
    if (!mAB || mAB.value === 0 || Math.abs(mAB.value) === 1) redraw('a flat, steep or ±1 line');
    const dy = B.y - A.y;
    const dx = B.x - A.x;
    const named: Named[] = [
      { name: nA, at: A },
      { name: nB, at: B },
    ];
    const m = mAB;
    let through: Point;
    let right: Line;
    let question: string;
    let steps: string[];
    let hints: string[];
    if (frame === 'perpendicular-bisector') {
      through = pt((A.x + B.x) / 2, (A.y + B.y) / 2);
      right = lineWithNormal(dx, dy, through);
      const n = frac(-dx, dy);
      question = `Which is the equation of the perpendicular bisector of $\\overline{${nA}${nB}}$, where $${namedTex(named[0] as Named)}$ and $${namedTex(named[1] as Named)}$?`;
      hints = [
        'The perpendicular bisector passes through the midpoint of the segment, at right angles to it.',
        `Find the midpoint and the gradient of $${nA}${nB}$, then use ${PERPENDICULAR_RULE}.`,
        `The gradient of $${nA}${nB}$ is $${m.tex}$.`,
      ];
      steps = [
        `Midpoint: $\\left(\\frac{${fmt(A.x)} + ${br(B.x)}}{2}, \\frac{${fmt(A.y)} + ${br(B.y)}}{2}\\right) = ${pair(through)}$`,
        `$m_{${nA}${nB}} = ${m.tex}$, so the perpendicular gradient is $${n.tex}$`,
        `$y - ${br(through.y)} = ${n.tex}(x - ${br(through.x)})$`,
        `So the equation is ${eq(right)}`,
      ];
    } else {
      through = offAxes(rng, -5, 5);
      if (onLine(ab, through)) redraw('P on AB');
      named.push({ name: nP, at: through });
      const perpendicular = frame === 'perpendicular-through';
      right = perpendicular ? lineWithNormal(dx, dy, through) : lineWithGradient(dy, dx, through);
      const n = perpendicular ? frac(-dx, dy) : m;
      question = `Which is the equation of the straight line through $${namedTex(named[2] as Named)}$ ${perpendicular ? 'perpendicular' : 'parallel'} to $\\overleftrightarrow{${nA}${nB}}$, where $${namedTex(named[0] as Named)}$ and $${namedTex(named[1] as Named)}$?`;
      hints = [
        `Find the gradient of $${nA}${nB}$ first.`,
        perpendicular
          ? `Perpendicular gradients satisfy ${PERPENDICULAR_RULE}; then use ${POINT_GRADIENT} at $${nP}$.`
          : `Parallel lines have equal gradients; then use ${POINT_GRADIENT} at $${nP}$.`,
        `$m_{${nA}${nB}} = \\frac{${fmt(B.y)} - ${br(A.y)}}{${fmt(B.x)} - ${br(A.x)}}$.`,
      ];
      steps = [
        `$m_{${nA}${nB}} = \\frac{${fmt(B.y)} - ${br(A.y)}}{${fmt(B.x)} - ${br(A.x)}} = ${m.tex}$`,
        perpendicular
          ? `The perpendicular gradient is $${n.tex}$`
          : `The parallel line has gradient $${n.tex}$ too`,
        `$y - ${br(through.y)} = ${n.tex}(x - ${br(through.x)})$`,
        `So the equation is ${eq(right)}`,
      ];
    }
    const perpendicularAsked = frame !== 'parallel-through';
    const wrong: Choice[] = [
      perpendicularAsked
        ? {
            text: eq(lineWithGradient(dy, dx, through)),
            mistake: 'used the same gradient (parallel, not perpendicular)',
          }
        : { text: eq(lineWithNormal(dx, dy, through)), mistake: 'used the perpendicular gradient' },
      {
        text: eq(lineWithGradient(dx, dy, through)),
        mistake: perpendicularAsked
          ? 'took the reciprocal without changing the sign'
          : 'used the reciprocal of the gradient',
      },
      {
        text: eq(lineWithGradient(-dy, dx, through)),
        mistake: perpendicularAsked
          ? 'changed the sign without taking the reciprocal'
          : 'changed the sign of the gradient',
      },
      perpendicularAsked
        ? { text: eq(lineWithNormal(dx, dy, A)), mistake: `drew the line through $${nA}$ instead` }
        : {
            text: eq(lineWithGradient(dy, dx, pt(-through.x, through.y))),
            mistake: 'sign error with the point',
          },
      {
        text: eq(lineWithNormal(dx, dy, pt(-through.x, -through.y))),
        mistake: 'sign error with the point',
      },
    ];
    const figure = lineGridFigure({
      points: named,
      lines: frame === 'perpendicular-bisector' ? [] : [ab],
      segments: frame === 'perpendicular-bisector' ? [{ from: A, to: B }] : [],
      caption:
        frame === 'perpendicular-bisector'
          ? `The segment from ${nA}${pair(A)} to ${nB}${pair(B)}.`
          : `The line through ${nA}${pair(A)} and ${nB}${pair(B)}, and the point ${nP}${pair(through)}.`,
    });
    return {
      frame,
      figure,
      multiStep: true,
      question,
      answer: eq(right),
      wrong,
      hints,
      steps,
      explanation: `The line is ${eq(right)}.`,
    };
  },
});

// ---------------------------------------------------------------- intersection

/** "3x", "-x", "\\frac{8}{3}x": a coefficient of x. */
function coefX(e: { value: number; tex: string }): string {
  if (e.value === 1) return 'x';
  if (e.value === -1) return '-x';
  return `${e.tex}x`;
}

/** A value with denominator 1, 2, 3 or 6 as an exact fraction (gradients and intercepts here). */
function sixths(v: number) {
  return frac(Math.round(v * 6), 6);
}

const intersection = defineTemplate({
  id: `${lesson}/intersection`,
  lesson,
  type: 'short_answer',
  b: 0.2,
  build(rng) {
    const frame = rng.pick(['slope-forms', 'general-forms', 'roads'] as const);
    const X = pt(nonZero(rng, -6, 6), rng.int(-6, 6));
    let l1: Line;
    let l2: Line;
    if (frame === 'general-forms') {
      l1 = lineWithNormal(rng.int(1, 4), nonZero(rng, -4, 4), X);
      l2 = lineWithNormal(rng.int(1, 4), nonZero(rng, -4, 4), X);
    } else {
      const [p1, q1] = rng.pick(GRADIENTS.filter(([, d]) => d === 1));
      const [p2, q2] = rng.pick(GRADIENTS);
      l1 = lineWithGradient(p1, q1, X);
      l2 = lineWithGradient(p2, q2, X);
    }
    if (!meet(l1, l2)) redraw('parallel lines');
    const s1 = slopeForm(l1);
    const s2 = slopeForm(l2);
    let question: string;
    let hints: string[];
    let steps: string[];
    if (frame === 'general-forms') {
      question = `Find the point where the lines ${gen(l1)} and ${gen(l2)} meet.`;
      // Eliminate y: multiply so the y coefficients match.
      const ex = l1.a * l2.b - l2.a * l1.b;
      const ec = l1.c * l2.b - l2.c * l1.b;
      hints = [
        'The point lies on both lines: solve the two equations simultaneously.',
        l1.b === l2.b
          ? 'Subtract the second equation from the first to eliminate $y$.'
          : `Eliminate $y$: multiply the first equation by $${fmt(l2.b)}$ and the second by $${fmt(l1.b)}$, then subtract.`,
        `This gives $${expr([
          [ex, 'x'],
          [ec, ''],
        ])} = 0$.`,
      ];
      steps = [
        `$${expr([
          [ex, 'x'],
          [ec, ''],
        ])} = 0$, so $x = ${fmt(X.x)}$`,
        `In the first equation: $${fmt(l1.a)} \\times ${br(X.x)} ${expr([
          [l1.b, 'y'],
          [l1.c, ''],
        ])
          .replace(/^(?!-)/, '+ ')
          .replace(/^-/, '- ')} = 0$, so $y = ${fmt(X.y)}$`,
        `The lines meet at $${pair(X)}$, so the answer is $${pair(X)}$`,
      ];
    } else {
      const m1 = slope(l1) as NonNullable<ReturnType<typeof slope>>;
      const m2 = slope(l2) as NonNullable<ReturnType<typeof slope>>;
      const c1 = yIntercept(l1) as NonNullable<ReturnType<typeof yIntercept>>;
      const c2 = yIntercept(l2) as NonNullable<ReturnType<typeof yIntercept>>;
      question =
        frame === 'roads'
          ? `On a map drawn on a grid, one straight road follows the line $${s1}$ and another follows the line $${s2}$. Find the coordinates of the junction where the two roads cross.`
          : `Find the point of intersection of the lines $${s1}$ and $${s2}$.`;
      hints = [
        'At the crossing point both equations give the same $y$.',
        `Set the right-hand sides equal: $${s1.slice(4)} = ${s2.slice(4)}$.`,
        'Then solve for $x$, and put it into either equation to find $y$.',
      ];
      steps = [
        `$${s1.slice(4)} = ${s2.slice(4)}$`,
        sixths(m1.value - m2.value).value === 1
          ? `$x = ${fmt(X.x)}$`
          : `$${coefX(sixths(m1.value - m2.value))} = ${sixths(c2.value - c1.value).tex}$, so $x = ${fmt(X.x)}$`,
        `$y = ${factor(m1)} \\times ${br(X.x)} ${c1.value < 0 ? '-' : '+'} ${sixths(Math.abs(c1.value)).tex} = ${fmt(X.y)}$`,
        `The point is $${pair(X)}$, so the answer is $${pair(X)}$`,
      ];
    }
    return {
      frame,
      multiStep: true,
      ...(frame === 'roads' ? { context: true } : {}),
      question,
      answer: pair(X),
      kind: 'point',
      hints,
      steps,
      explanation: `Solving the two equations together gives $${pair(X)}$.`,
    };
  },
});

// ---------------------------------------------------------------- angle with the x-axis (figure)

const angleWithAxis = defineTemplate({
  id: `${lesson}/angle-with-axis-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.5,
  build(rng) {
    const frame = rng.pick(['from-equation', 'from-two-points', 'ramp'] as const);
    const [nA, nB] = rng.pick(POINT_NAMES);
    let A: Point;
    let B: Point;
    if (frame === 'ramp') {
      A = pt(rng.int(1, 2), rng.int(1, 2));
      B = pt(A.x + rng.int(6, 10), A.y + rng.int(1, 3));
    } else {
      [A, B] = slopedPair(rng, -5, 5);
      if ([A, B].some((p) => p.x === 0 || p.y === 0)) redraw('a label on an axis');
    }
    const l = lineThrough(A, B);
    const m = slope(l) as NonNullable<ReturnType<typeof slope>>;
    const acute = (Math.atan(Math.abs(m.value)) * 180) / Math.PI;
    const theta = m.value > 0 ? acute : 180 - acute;
    const key = `${fixed(theta, 1)}°`;
    // The angle is marked at the lower-left of the two points, from the positive x direction.
    const [L, R] = A.x < B.x ? [A, B] : [B, A];
    const vertex = m.value > 0 ? L : R;
    const other = m.value > 0 ? R : L;
    const figure = lineGridFigure({
      points:
        frame === 'from-equation'
          ? []
          : [
              { name: frame === 'ramp' ? 'F' : nA, at: A },
              { name: frame === 'ramp' ? 'T' : nB, at: B },
            ],
      reach: [A, B, pt(vertex.x + 2, vertex.y)],
      lines: [l],
      segments: [{ from: vertex, to: pt(vertex.x + 1.5, vertex.y), dashed: true }],
      extra: [{ kind: 'angle', vertex, from: pt(vertex.x + 1.5, vertex.y), to: other, label: 'θ' }],
      caption: `A straight line making the angle θ with the positive direction of the x-axis.`,
    });
    const hints = [
      'The gradient of a line is the tangent of the angle it makes with the positive direction of the $x$-axis: $\\tan\\theta = m$.',
      m.value > 0
        ? `Find $m$, then $\\theta = \\tan^{-1} m$.`
        : `Find $m$; it is negative, so $\\theta$ is obtuse: $\\theta = 180^\\circ - \\tan^{-1}|m|$.`,
    ];
    const tail = [
      `$\\tan\\theta = ${m.tex}$`,
      m.value > 0
        ? `$\\theta = \\tan^{-1}\\left(${m.tex}\\right) \\approx ${key.replace('°', '^\\circ')}$`
        : `$\\theta = 180^\\circ - \\tan^{-1}\\left(${m.tex.replace(/^-/, '')}\\right) \\approx ${key.replace('°', '^\\circ')}$`,
    ];
    const base = {
      frame,
      figure,
      answer: key,
      decimals: 1,
      trueValue: theta,
    };
    if (frame === 'from-equation') {
      return {
        ...base,
        multiStep: true,
        question: `The figure shows the line ${gen(l)}. Find the angle $\\theta$ it makes with the positive direction of the $x$-axis, to the nearest tenth of a degree.`,
        hints: [
          ...hints,
          `For $ax + by + c = 0$, $m = -\\frac{a}{b} = -\\frac{${fmt(l.a)}}{${fmt(l.b)}}$.`,
        ],
        steps: [`$m = -\\frac{${fmt(l.a)}}{${fmt(l.b)}} = ${m.tex}$`, ...tail],
        explanation: `$m = ${m.tex}$, so $\\theta \\approx ${key.replace('°', '^\\circ')}$.`,
      };
    }
    const gradientStep = `$m = \\frac{${fmt(B.y)} - ${br(A.y)}}{${fmt(B.x)} - ${br(A.x)}} = ${m.tex}$`;
    if (frame === 'ramp') {
      return {
        ...base,
        multiStep: true,
        context: true,
        question: `The figure is a side view of a straight ramp on axes where one unit is one metre: its foot is at $F${pair(A)}$ and its top is at $T${pair(B)}$. Find the angle $\\theta$ between the ramp and the horizontal, to the nearest tenth of a degree.`,
        hints: [...hints, `$m = \\frac{${fmt(B.y)} - ${fmt(A.y)}}{${fmt(B.x)} - ${fmt(A.x)}}$.`],
        steps: [gradientStep, ...tail],
        explanation: `The gradient is $${m.tex}$, so $\\theta \\approx ${key.replace('°', '^\\circ')}$.`,
      };
    }
    return {
      ...base,
      multiStep: true,
      question: `The line in the figure passes through $${namedTex({ name: nA, at: A })}$ and $${namedTex({ name: nB, at: B })}$. Find the angle $\\theta$ it makes with the positive direction of the $x$-axis, to the nearest tenth of a degree.`,
      hints: [...hints, `$m = \\frac{${fmt(B.y)} - ${br(A.y)}}{${fmt(B.x)} - ${br(A.x)}}$.`],
      steps: [gradientStep, ...tail],
      explanation: `The gradient is $${m.tex}$, so $\\theta \\approx ${key.replace('°', '^\\circ')}$.`,
    };
  },
});

// ---------------------------------------------------------------- distance from a point (figure)

const NORMALS: [number, number][] = [
  [3, 4],
  [4, 3],
  [3, -4],
  [4, -3],
  [5, 12],
  [12, 5],
  [1, 2],
  [2, 1],
  [1, -2],
  [2, -1],
  [1, 3],
  [3, -1],
  [2, 3],
  [3, -2],
];

const distanceToLine = defineTemplate({
  id: `${lesson}/distance-to-line-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 1.4,
  build(rng) {
    const frame = rng.pick(['point-to-line', 'parallel-lines', 'well-to-road'] as const);
    const [a, b] = rng.pick(NORMALS);
    const root = a * a + b * b;
    const [nP] = rng.pick(POINT_NAMES);
    // A line near the origin: through a whole point Q with normal (a, b).
    const Q = pt(rng.int(-3, 3), rng.int(-3, 3));
    const l = lineWithNormal(a, b, Q);
    const P = offAxes(rng, -5, 5);
    if (onLine(l, P)) redraw('P on the line');
    const F = foot(l, P);
    const top = Math.abs(l.a * P.x + l.b * P.y + l.c);
    const d = top / Math.sqrt(root);
    const exactD = surd(top, root, root);
    const whole = Number.isInteger(Math.sqrt(root));
    const sub = `\\frac{|${fmt(l.a)} \\times ${br(P.x)} ${l.b < 0 ? '-' : '+'} ${Math.abs(l.b)} \\times ${br(P.y)} ${l.c < 0 ? '-' : '+'} ${Math.abs(l.c)}|}{\\sqrt{${fmt(l.a)}^2 + ${br(l.b)}^2}}`;
    if (frame === 'parallel-lines') {
      const shift = nonZero(rng, -15, 15);
      const l2 = line(l.a, l.b, l.c + shift);
      const gap = surd(Math.abs(shift), root, root);
      if (gap.value > 5 || gap.value < 0.8) redraw('lines too far apart or too close');
      const G = foot(l2, Q);
      const figure = lineGridFigure({
        points: [],
        reach: [Q, G, pt(Q.x + 2, Q.y + 2), pt(Q.x - 2, Q.y - 2)],
        lines: [l, l2],
        caption: 'Two parallel straight lines.',
      });
      const exact = !Number.isInteger(Math.sqrt(root));
      const onL2 = `\\frac{|${fmt(l2.a)} \\times ${br(Q.x)} ${l2.b < 0 ? '-' : '+'} ${Math.abs(l2.b)} \\times ${br(Q.y)} ${l2.c < 0 ? '-' : '+'} ${Math.abs(l2.c)}|}{\\sqrt{${fmt(l2.a)}^2 + ${br(l2.b)}^2}}`;
      return {
        frame,
        figure,
        multiStep: true,
        question: `Find the ${exact ? 'exact ' : ''}distance between the parallel lines ${gen(l)} and ${gen(l2)}${exact ? ', in simplest surd form' : ''}.`,
        answer: gap.text,
        ...(exact ? { exact: true } : {}),
        hints: [
          'Take any point on one line; the answer is its distance from the other line.',
          `The point $${pair(Q)}$ lies on ${gen(l)}. Use ${DISTANCE_RULE} with the other line.`,
        ],
        steps: [
          `$${pair(Q)}$ lies on ${gen(l)}`,
          `$d = ${onL2} = \\frac{${Math.abs(shift)}}{\\sqrt{${root}}} = ${gap.tex}$`,
        ],
        explanation: `The distance is $${gap.tex}$.`,
      };
    }
    const figure = lineGridFigure({
      points: [{ name: frame === 'well-to-road' ? 'W' : nP, at: P }],
      reach: [F],
      lines: [l],
      segments: [{ from: P, to: F, dashed: true }],
      extra: [{ kind: 'right-angle', vertex: F, from: P, to: pt(F.x - l.b, F.y + l.a) }],
      caption: `A straight line and a point, with the perpendicular from the point to the line.`,
    });
    const answer = exactD.text;
    const answerTex = exactD.tex;
    if (frame === 'well-to-road') {
      return {
        frame,
        figure,
        context: true,
        multiStep: true,
        question: `On a farm map, one unit is $1$ km. A straight road follows the line ${gen(l)} and a well is at $W${pair(P)}$. A pipe is laid along the shortest route from the well to the road. Find its length in km, to 1 decimal place.`,
        answer: fixed(d, 1),
        decimals: 1,
        trueValue: d,
        unit: 'km',
        hints: [
          'The shortest route from a point to a line is the perpendicular.',
          `Use ${DISTANCE_RULE}.`,
          `Substitute: $d = ${sub}$.`,
        ],
        steps: [`$d = ${sub}$`, `$d = \\frac{${top}}{\\sqrt{${root}}} \\approx ${fixed(d, 1)}$ km`],
        explanation: `$d = \\frac{${top}}{\\sqrt{${root}}} \\approx ${fixed(d, 1)}$ km.`,
      };
    }
    return {
      frame,
      figure,
      question: `Find the ${whole ? '' : 'exact '}perpendicular distance from $${namedTex({ name: nP, at: P })}$ to the line ${gen(l)}${whole ? '' : ', in simplest surd form'}.`,
      answer,
      ...(whole ? {} : { exact: true }),
      hints: [
        'The distance from a point to a line is measured along the perpendicular.',
        `Use ${DISTANCE_RULE}.`,
        `Substitute: $d = ${sub}$.`,
      ],
      steps: [`$d = ${sub}$`, `$d = \\frac{${top}}{\\sqrt{${root}}} = ${answerTex}$`],
      explanation: `$d = \\frac{${top}}{\\sqrt{${root}}} = ${answerTex}$.`,
    };
  },
});

// ---------------------------------------------------------------- foot of the perpendicular (figure)

const DIRECTIONS: [number, number][] = [
  [1, 2],
  [2, 1],
  [1, -2],
  [2, -1],
  [1, 3],
  [3, 1],
  [1, -3],
  [3, -1],
];

const footOfPerpendicular = defineTemplate({
  id: `${lesson}/foot-of-perpendicular-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 1.8,
  build(rng) {
    const frame = rng.pick(['foot', 'reflection', 'foot-then-distance', 'path-to-road'] as const);
    const [nA, nB, nP] = rng.pick(POINT_NAMES);
    const [dx, dy] = rng.pick(DIRECTIONS);
    const F = pt(rng.int(-3, 3), rng.int(-3, 3));
    const [t1, t2] = [rng.int(1, 2), rng.int(1, 2)];
    const A = pt(F.x - dx * t1, F.y - dy * t1);
    const B = pt(F.x + dx * t2, F.y + dy * t2);
    const s = nonZero(rng, -2, 2);
    const P = pt(F.x - dy * s, F.y + dx * s);
    const image = pt(2 * F.x - P.x, 2 * F.y - P.y);
    if ([A, B, P].some((p) => p.x === 0 || p.y === 0)) redraw('a label on an axis');
    if (Math.max(...[A, B, P, image].map((p) => Math.max(Math.abs(p.x), Math.abs(p.y)))) > 8)
      redraw('off the grid');
    const ab = lineThrough(A, B);
    const m = slope(ab) as NonNullable<ReturnType<typeof slope>>;
    const n = frac(-dx, dy);
    const perp = lineWithNormal(dx, dy, P);
    const road = frame === 'path-to-road';
    const named: Named[] = [
      { name: road ? 'R' : nA, at: A },
      { name: road ? 'S' : nB, at: B },
      { name: road ? 'H' : nP, at: P },
    ];
    const [na, nb, np] = named.map((p) => p.name) as [string, string, string];
    const figure = lineGridFigure({
      points: named,
      lines: [ab],
      reach: frame === 'reflection' ? [image] : [],
      caption: road
        ? `A straight road through ${na}${pair(A)} and ${nb}${pair(B)}, and a house ${np}${pair(P)}.`
        : `The line through ${na}${pair(A)} and ${nb}${pair(B)}, and the point ${np}${pair(P)}.`,
    });
    const lineSteps = [
      `$m_{${na}${nb}} = ${m.tex}$: ${eq(ab)}`,
      `The perpendicular through $${np}$ has gradient $${n.tex}$: ${eq(perp)}`,
      `Solving the two equations together: the foot is $${pair(F)}$`,
    ];
    const hints = [
      `The foot of the perpendicular is where the line through $${np}$ at right angles to $${na}${nb}$ meets $${na}${nb}$.`,
      `Find the equation of $${na}${nb}$ and of the perpendicular through $${np}$ (${PERPENDICULAR_RULE}), then solve them together.`,
      `$m_{${na}${nb}} = \\frac{${fmt(B.y)} - ${br(A.y)}}{${fmt(B.x)} - ${br(A.x)}}$.`,
    ];
    const base = { frame, figure, multiStep: true };
    if (frame === 'reflection') {
      return {
        ...base,
        question: `Find the image of $${namedTex(named[2] as Named)}$ after reflection in the line $${na}${nb}$, where $${namedTex(named[0] as Named)}$ and $${namedTex(named[1] as Named)}$.`,
        answer: pair(image),
        kind: 'point',
        hints: [
          `The mirror line is the perpendicular bisector of $${np}$ and its image: first find the foot of the perpendicular from $${np}$.`,
          hints[1] as string,
          'The foot is the midpoint of the point and its image.',
        ],
        steps: [...lineSteps, `Image $= 2 \\times ${pair(F)} - ${pair(P)} = ${pair(image)}$`],
        explanation: `The foot is $${pair(F)}$, the midpoint of $${np}$ and its image, so the image is $${pair(image)}$.`,
      };
    }
    if (frame === 'foot-then-distance') {
      const d2 = (P.x - F.x) ** 2 + (P.y - F.y) ** 2;
      const d = surd(1, d2);
      return {
        ...base,
        question: `Find the exact distance from $${namedTex(named[2] as Named)}$ to the line through $${namedTex(named[0] as Named)}$ and $${namedTex(named[1] as Named)}$, in simplest surd form, by first finding the foot of the perpendicular from $${np}$.`,
        answer: d.text,
        exact: true,
        hints,
        steps: [
          ...lineSteps,
          `$d = \\sqrt{(${fmt(P.x)} - ${br(F.x)})^2 + (${fmt(P.y)} - ${br(F.y)})^2} = \\sqrt{${d2}} = ${d.tex}$`,
        ],
        explanation: `The foot is $${pair(F)}$ and the distance is $${d.tex}$.`,
      };
    }
    return {
      ...base,
      ...(road ? { context: true } : {}),
      question: road
        ? `On a town map, a straight road passes through $${namedTex(named[0] as Named)}$ and $${namedTex(named[1] as Named)}$. A house is at $${namedTex(named[2] as Named)}$. A path from the house meets the road at the nearest point of the road. Find the coordinates of that point.`
        : `Find the coordinates of the foot of the perpendicular from $${namedTex(named[2] as Named)}$ to the line through $${namedTex(named[0] as Named)}$ and $${namedTex(named[1] as Named)}$.`,
      answer: pair(F),
      kind: 'point',
      hints,
      steps: [...lineSteps.slice(0, 2), `Solving the two equations together gives $${pair(F)}$`],
      explanation: `The perpendicular through $${np}$ meets $${na}${nb}$ at $${pair(F)}$.`,
    };
  },
});

// ---------------------------------------------------------------- which point lies on the line

const pointOnLine = defineTemplate({
  id: `${lesson}/point-on-line`,
  lesson,
  type: 'MCQ',
  b: -0.9,
  build(rng) {
    const frame = rng.pick(['on-equation', 'collinear-with-two', 'house-on-road'] as const);
    const [nA, nB] = rng.pick(POINT_NAMES);
    let l: Line;
    let A: Point | null = null;
    let B: Point | null = null;
    if (frame === 'collinear-with-two') {
      [A, B] = slopedPair(rng, -5, 5);
      l = lineThrough(A, B);
    } else {
      const [p, q] = rng.pick(GRADIENTS);
      l = lineWithGradient(p, q, pt(rng.int(-3, 3), rng.int(-3, 3)));
    }
    // The answer: a whole point of the line other than A and B.
    const candidates: Point[] = [];
    for (let x = -8; x <= 8; x += 1) {
      const y = -(l.a * x + l.c) / l.b;
      if (Number.isInteger(y) && Math.abs(y) <= 9) candidates.push(pt(x, y));
    }
    const usable = candidates.filter(
      (p) =>
        !(A && p.x === A.x && p.y === A.y) && !(B && p.x === B.x && p.y === B.y) && p.x !== p.y,
    );
    if (usable.length === 0) redraw('no whole point');
    const R = rng.pick(usable);
    const opt = (p: Point) => `$${pair(p)}$`;
    const offs: Choice[] = [
      { text: opt(pt(R.y, R.x)), mistake: 'swapped the $x$- and $y$-coordinates' },
      { text: opt(pt(-R.x, R.y)), mistake: 'substituted $x$ with the wrong sign' },
      { text: opt(pt(R.x, R.y + 1)), mistake: 'made an arithmetic slip of one unit' },
      { text: opt(pt(R.x, -R.y)), mistake: 'changed the sign of $y$' },
      { text: opt(pt(R.x + 1, R.y - 1)), mistake: 'made an arithmetic slip of one unit' },
    ].filter((c) => {
      const p = /\((-?\d+), (-?\d+)\)/.exec(c.text);
      return p && !onLine(l, pt(Number(p[1]), Number(p[2])));
    });
    const check = (p: Point) =>
      `$${fmt(l.a)} \\times ${br(p.x)} ${l.b < 0 ? '-' : '+'} ${Math.abs(l.b)} \\times ${br(p.y)} ${l.c < 0 ? '-' : '+'} ${Math.abs(l.c)} = ${fmt(l.a * p.x + l.b * p.y + l.c)}$`;
    if (frame === 'collinear-with-two') {
      const [PA, PB] = [A as Point, B as Point];
      const m = slope(l) as NonNullable<ReturnType<typeof slope>>;
      return {
        frame,
        multiStep: true,
        question: `Which point lies on the straight line through $${namedTex({ name: nA, at: PA })}$ and $${namedTex({ name: nB, at: PB })}$?`,
        answer: opt(R),
        wrong: offs,
        hints: [
          'Find the equation of the line, then test each point in it.',
          `${GRADIENT_FORMULA}, then ${POINT_GRADIENT}.`,
          `$m = \\frac{${fmt(PB.y)} - ${br(PA.y)}}{${fmt(PB.x)} - ${br(PA.x)}}$.`,
        ],
        steps: [
          `$m = ${m.tex}$, so the line is ${gen(l)}`,
          `Test: ${check(R)}`,
          `So ${opt(R)} lies on the line.`,
        ],
        explanation: `The line is ${gen(l)} and only ${opt(R)} satisfies it.`,
      };
    }
    const road = frame === 'house-on-road';
    return {
      frame,
      ...(road ? { context: true } : {}),
      question: road
        ? `On a grid map, a straight road follows the line ${eq(l)}. Four houses are at the points below. Which house is on the road?`
        : `Which point lies on the line ${gen(l)}?`,
      answer: opt(R),
      wrong: offs,
      hints: [
        'A point lies on a line when its coordinates satisfy the equation.',
        road
          ? 'Put each $x$ into the equation and compare the $y$ it gives.'
          : 'Substitute each point and check that the left-hand side is $0$.',
      ],
      steps: [
        road ? `At $x = ${fmt(R.x)}$: $y = ${fmt(R.y)}$ from ${eq(l)}` : `Test: ${check(R)}`,
        `So ${opt(R)} lies on the line.`,
      ],
      explanation: `Only ${opt(R)} satisfies the equation.`,
    };
  },
});

export const equationsOfLinesTemplates = [
  readEquation,
  pointOnLine,
  equationFromPoint,
  fromGraph,
  twoPoints,
  generalFormChoice,
  intersection,
  parallelPerpendicular,
  angleWithAxis,
  lineThroughPoint,
  distanceToLine,
  footOfPerpendicular,
];
