/**
 * Lesson: coordinate geometry. The distance between two points, the midpoint, the gradient,
 * collinear points, and the area, perimeter and shape of a figure from its vertices, on
 * coordinate axes where the figure helps.
 */
import type { Point } from '../figures/figure-model';
import { pt } from '../figures/geometry';
import type { Rng } from '../rng';
import type { Choice, Draft } from './define-template';
import { defineTemplate } from './define-template';
import { fixed, fmt, frac } from './exact';
import type { Named } from './coordinate-geometry-kit';
import {
  br,
  dist2,
  gradientOf,
  gridFigure,
  minus,
  namedTex,
  nonZero,
  pair,
  POINT_NAMES,
  randomPoint,
  rootOf,
  shoelace2,
  figureFits,
  touchesAxes,
  tripleStep,
} from './coordinate-geometry-kit';

const lesson = 'coordinate-geometry' as const;

const DISTANCE_FORMULA = '$d = \\sqrt{(x_2 - x_1)^2 + (y_2 - y_1)^2}$';
const MIDPOINT_FORMULA = '$M = \\left(\\frac{x_1 + x_2}{2}, \\frac{y_1 + y_2}{2}\\right)$';
const GRADIENT_FORMULA = '$m = \\frac{y_2 - y_1}{x_2 - x_1}$';

/** "√((5 - 1)² + (7 - 4)²)" with the item's numbers. */
function distanceSub(a: Point, b: Point): string {
  return `\\sqrt{(${minus(b.x, a.x)})^2 + (${minus(b.y, a.y)})^2}`;
}

/** The steps from the formula to √(d²), for side `name`. */
function distanceSteps(name: string, a: Point, b: Point): string[] {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  return [
    `$${name} = ${distanceSub(a, b)}$`,
    `$${name} = \\sqrt{${br(dx)}^2 + ${br(dy)}^2} = \\sqrt{${dx * dx} + ${dy * dy}} = \\sqrt{${dx * dx + dy * dy}}$`,
  ];
}

function gradientSub(a: Point, b: Point): string {
  return `\\frac{${minus(b.y, a.y)}}{${minus(b.x, a.x)}}`;
}

/** The gradient steps: substitution, then the reduced value. */
function gradientSteps(name: string, a: Point, b: Point): string[] {
  const m = gradientOf(a, b);
  if (!m) throw new Error('vertical line');
  const raw = `\\frac{${b.y - a.y}}{${b.x - a.x}}`;
  return [`$m_{${name}} = ${gradientSub(a, b)} = ${raw} = ${m.tex}$`];
}

// ---------------------------------------------------------------- distance

const distance = defineTemplate({
  id: `${lesson}/distance`,
  lesson,
  type: 'short_answer',
  b: -1,
  build(rng) {
    const frame = rng.pick(['whole-length', 'exact-surd', 'map-distance'] as const);
    const [nA, nB] = rng.pick(POINT_NAMES);
    const A = randomPoint(rng, -6, 6);
    let B: Point;
    if (frame === 'whole-length') {
      const step = tripleStep(rng, 13);
      B = pt(A.x + step.dx, A.y + step.dy);
    } else {
      for (;;) {
        B = pt(A.x + nonZero(rng, -7, 7), A.y + nonZero(rng, -7, 7));
        if (!Number.isInteger(Math.sqrt(dist2(A, B)))) break;
      }
    }
    const d2 = dist2(A, B);
    const root = rootOf(d2);
    const a: Named = { name: nA, at: A };
    const b: Named = { name: nB, at: B };
    const hints = [
      `The distance is the hypotenuse of a right triangle whose legs are the horizontal and vertical steps from $${nA}$ to $${nB}$.`,
      `Use the distance formula ${DISTANCE_FORMULA}.`,
      `Substitute: $${nA}${nB} = ${distanceSub(A, B)}$.`,
    ];
    const steps = distanceSteps(`${nA}${nB}`, A, B);
    // √58 needs no second line; √52 = 2√13 and √25 = 5 do.
    const finalStep =
      root.tex === `\\sqrt{${d2}}`
        ? `$${nA}${nB} = ${root.tex}$`
        : `$${nA}${nB} = \\sqrt{${d2}} = ${root.tex}$`;
    if (frame === 'map-distance') {
      const place = rng.pick([
        ['school', 'S', 'station', 'T'],
        ['hospital', 'H', 'bus stop', 'B'],
        ['lighthouse', 'L', 'harbour', 'P'],
      ] as const);
      const km = Math.sqrt(d2);
      const p: Named = { name: place[1], at: A };
      const q: Named = { name: place[3], at: B };
      return {
        frame,
        context: true,
        question: `On a map, one unit on each axis stands for 1 km. The ${place[0]} is at $${namedTex(p)}$ and the ${place[2]} is at $${namedTex(q)}$. Find the straight-line distance between them in km, to 1 decimal place.`,
        answer: fixed(km, 1),
        decimals: 1,
        trueValue: km,
        unit: 'km',
        hints: [
          'The straight-line distance between two points on a grid comes from Pythagoras’ theorem.',
          `Use the distance formula ${DISTANCE_FORMULA}.`,
          `Substitute: $d = ${distanceSub(A, B)}$.`,
        ],
        steps: [...distanceSteps('d', A, B), `$d = \\sqrt{${d2}} \\approx ${fixed(km, 1)}$ km`],
        explanation: `$d = ${distanceSub(A, B)} = \\sqrt{${d2}} \\approx ${fixed(km, 1)}$ km.`,
      };
    }
    if (frame === 'whole-length') {
      return {
        frame,
        question: `Find the distance between the points $${namedTex(a)}$ and $${namedTex(b)}$.`,
        answer: root.text,
        hints,
        steps: [...steps, finalStep],
        explanation: `$${nA}${nB} = ${distanceSub(A, B)} = \\sqrt{${d2}} = ${root.tex}$.`,
      };
    }
    return {
      frame,
      question: `Find the exact length of $\\overline{${nA}${nB}}$ where $${namedTex(a)}$ and $${namedTex(b)}$, in simplest surd form.`,
      answer: root.text,
      exact: true,
      hints,
      steps: [...steps, finalStep],
      explanation: `$${nA}${nB} = ${distanceSub(A, B)} = \\sqrt{${d2}} = ${root.tex}$.`,
    };
  },
});

// ---------------------------------------------------------------- midpoint

const midpoint = defineTemplate({
  id: `${lesson}/midpoint`,
  lesson,
  type: 'short_answer',
  b: -1.3,
  build(rng) {
    const frame = rng.pick(['midpoint', 'missing-endpoint', 'meeting-point'] as const);
    const [nA, nB, nM] = rng.pick(POINT_NAMES);
    const A = randomPoint(rng, -8, 8);
    let B = randomPoint(rng, -8, 8);
    while (B.x === A.x && B.y === A.y) B = randomPoint(rng, -8, 8);
    const M = pt((A.x + B.x) / 2, (A.y + B.y) / 2);
    const subM = `\\left(\\frac{${fmt(A.x)} + ${br(B.x)}}{2}, \\frac{${fmt(A.y)} + ${br(B.y)}}{2}\\right)`;
    if (frame === 'missing-endpoint') {
      // M must be a whole point here, so B is 2M - A with M whole.
      const Mw = pt(Math.round(M.x), Math.round(M.y));
      const Bw = pt(2 * Mw.x - A.x, 2 * Mw.y - A.y);
      if (Mw.x === A.x && Mw.y === A.y) return this.build(rng);
      return {
        frame,
        question: `$${nM}${pair(Mw)}$ is the midpoint of $\\overline{${nA}${nB}}$, and $${namedTex({ name: nA, at: A })}$. Find the coordinates of $${nB}$.`,
        answer: pair(Bw),
        kind: 'point',
        hints: [
          `$${nM}$ is halfway from $${nA}$ to $${nB}$: the step from $${nA}$ to $${nM}$ is repeated from $${nM}$ to $${nB}$.`,
          `Each coordinate of $${nM}$ is the mean of those of $${nA}$ and $${nB}$: $x_${nM} = \\frac{x_${nA} + x_${nB}}{2}$.`,
          `So $x_${nB} = 2x_${nM} - x_${nA} = 2(${fmt(Mw.x)}) - ${br(A.x)}$.`,
        ],
        steps: [
          `$x_${nB} = 2x_${nM} - x_${nA} = 2(${fmt(Mw.x)}) - ${br(A.x)} = ${fmt(Bw.x)}$`,
          `$y_${nB} = 2y_${nM} - y_${nA} = 2(${fmt(Mw.y)}) - ${br(A.y)} = ${fmt(Bw.y)}$`,
          `$${nB} = ${pair(Bw)}$`,
        ],
        explanation: `$${nB} = (2 \\times ${br(Mw.x)} - ${br(A.x)}, 2 \\times ${br(Mw.y)} - ${br(A.y)}) = ${pair(Bw)}$.`,
      };
    }
    const steps = [MIDPOINT_FORMULA, `$${nM} = ${subM}$`, `$${nM} = ${pair(M)}$`];
    if (frame === 'meeting-point') {
      const who = rng.pick([
        ['Omar', 'Ali'],
        ['Mona', 'Sara'],
        ['Karim', 'Youssef'],
      ] as const);
      return {
        frame,
        context: true,
        question: `On a grid map of a town, ${who[0]}’s house is at $${pair(A)}$ and ${who[1]}’s house is at $${pair(B)}$. They agree to meet exactly halfway between the two houses, at the point $${nM}$. Find the coordinates of $${nM}$.`,
        answer: pair(M),
        kind: 'point',
        hints: [
          'Halfway between two points is their midpoint.',
          `Use ${MIDPOINT_FORMULA}.`,
          `Substitute: $${nM} = ${subM}$.`,
        ],
        steps,
        explanation: `$${nM} = ${subM} = ${pair(M)}$.`,
      };
    }
    return {
      frame,
      question: `Find the coordinates of the midpoint $${nM}$ of $\\overline{${nA}${nB}}$, where $${namedTex({ name: nA, at: A })}$ and $${namedTex({ name: nB, at: B })}$.`,
      answer: pair(M),
      kind: 'point',
      hints: [
        'Each coordinate of the midpoint is the mean of the two end coordinates.',
        `Use ${MIDPOINT_FORMULA}.`,
        `Substitute: $${nM} = ${subM}$.`,
      ],
      steps,
      explanation: `$${nM} = ${subM} = ${pair(M)}$.`,
    };
  },
});

// ---------------------------------------------------------------- gradient

/** Two points whose gradient is defined, not zero, and (when asked) not ±1. */
function slopedPair(rng: Rng, lo: number, hi: number): [Point, Point] {
  for (;;) {
    const A = randomPoint(rng, lo, hi);
    const B = randomPoint(rng, lo, hi);
    if (A.x !== B.x && A.y !== B.y && Math.abs(B.y - A.y) !== Math.abs(B.x - A.x)) return [A, B];
  }
}

const gradient = defineTemplate({
  id: `${lesson}/gradient`,
  lesson,
  type: 'short_answer',
  b: -0.8,
  build(rng) {
    const frame = rng.pick(['two-points', 'missing-coordinate', 'ramp'] as const);
    const [nA, nB] = rng.pick(POINT_NAMES);
    if (frame === 'missing-coordinate') {
      // A(x1, k), B(x2, y2) with the gradient given: k = y2 - m(x2 - x1).
      const [p, q] = rng.pick([
        [1, 2],
        [-1, 2],
        [2, 3],
        [-3, 2],
        [2, 1],
        [-3, 1],
        [3, 4],
      ] as const);
      const m = frac(p, q);
      const x1 = rng.int(-6, 4);
      const t = rng.pick([1, 2, -1, -2]);
      const x2 = x1 + q * t;
      const y2 = rng.int(-6, 6);
      const k = y2 - p * t;
      return {
        frame,
        question: `The gradient of the line through $${nA}(${x1}, k)$ and $${nB}(${x2}, ${y2})$ is $${m.tex}$. Find $k$.`,
        answer: fmt(k),
        hints: [
          `Write the gradient of $${nA}${nB}$ in terms of $k$ and set it equal to $${m.tex}$.`,
          `${GRADIENT_FORMULA}, so $\\frac{${y2} - k}{${minus(x2, x1)}} = ${m.tex}$.`,
          `Multiply both sides by $${minus(x2, x1)}$ first.`,
        ],
        steps: [
          `$\\frac{${y2} - k}{${minus(x2, x1)}} = ${m.tex}$`,
          `$${y2} - k = ${m.tex} \\times ${br(x2 - x1)} = ${fmt(p * t)}$`,
          `$k = ${y2} - ${br(p * t)} = ${fmt(k)}$`,
        ],
        multiStep: true,
        explanation: `$\\frac{${y2} - k}{${x2 - x1}} = ${m.tex}$ gives $${y2} - k = ${fmt(p * t)}$, so $k = ${fmt(k)}$.`,
      };
    }
    if (frame === 'ramp') {
      const run = rng.pick([6, 8, 10, 12, 14, 15, 16, 18, 20, 24]);
      const rise = rng.int(1, 4);
      const A = pt(rng.int(0, 4), rng.int(0, 3));
      const [thing, bottom, top] = rng.pick([
        ['straight wheelchair ramp', 'foot', 'top'],
        ['straight path up a hill', 'bottom', 'top'],
        ['loading ramp', 'lower end', 'upper end'],
      ] as const);
      const B = pt(A.x + run, A.y + rise);
      const m = frac(rise, run);
      return {
        frame,
        context: true,
        question: `A ${thing} is drawn on a side view with $x$ measured across and $y$ measured up, where one unit is one metre. Its ${bottom} is at $${pair(A)}$ and its ${top} is at $${pair(B)}$. Find its gradient.`,
        answer: m.text,
        hints: [
          'Gradient means rise divided by run.',
          `${GRADIENT_FORMULA}`,
          `Substitute: $m = ${gradientSub(A, B)}$.`,
        ],
        steps: [
          GRADIENT_FORMULA,
          `$m = ${gradientSub(A, B)} = \\frac{${rise}}{${run}} = ${m.tex}$`,
        ],
        explanation: `It rises $${rise}$ m over $${run}$ m across, so $m = ${m.tex}$.`,
      };
    }
    const [A, B] = slopedPair(rng, -7, 7);
    const m = gradientOf(A, B);
    if (!m) throw new Error('vertical');
    return {
      frame,
      question: `Find the gradient of the line through $${namedTex({ name: nA, at: A })}$ and $${namedTex({ name: nB, at: B })}$.`,
      answer: m.text,
      hints: [
        'The gradient is the change in $y$ divided by the change in $x$.',
        GRADIENT_FORMULA,
        `Substitute: $m = ${gradientSub(A, B)}$.`,
      ],
      steps: [GRADIENT_FORMULA, ...gradientSteps(`${nA}${nB}`, A, B)],
      explanation: `$m = ${gradientSub(A, B)} = ${m.tex}$.`,
    };
  },
});

// ---------------------------------------------------------------- gradient MCQ

const gradientChoice = defineTemplate({
  id: `${lesson}/gradient-choice`,
  lesson,
  type: 'MCQ',
  b: -0.4,
  build(rng) {
    const frame = rng.pick(['two-points', 'midpoint-line', 'parallel-line'] as const);
    const [nA, nB, nC, nM] = rng.pick(POINT_NAMES);
    const opt = (num: number, den: number): string => `$${frac(num, den).tex}$`;
    const [A, B0] = slopedPair(rng, -6, 6);
    let B = B0;
    if (frame === 'midpoint-line') {
      // A and B with even sums, so M is a whole point; the line MC is the one asked.
      B = pt(B.x + ((A.x + B.x) % 2 === 0 ? 0 : 1), B.y + ((A.y + B.y) % 2 === 0 ? 0 : 1));
      const M = pt((A.x + B.x) / 2, (A.y + B.y) / 2);
      let C = randomPoint(rng, -6, 6);
      let guard = 0;
      while (
        (C.x === M.x ||
          C.y === M.y ||
          C.x === A.x ||
          Math.abs(C.y - M.y) === Math.abs(C.x - M.x)) &&
        guard < 100
      ) {
        C = randomPoint(rng, -6, 6);
        guard += 1;
      }
      if (guard >= 100 || B.x === A.x) return this.build(rng);
      const dy = C.y - M.y;
      const dx = C.x - M.x;
      const wrong: Choice[] = [
        {
          text: opt(C.y - A.y, C.x - A.x),
          mistake: `used $${nA}$ instead of the midpoint $${nM}$`,
        },
        { text: opt(dx, dy), mistake: 'divided the change in x by the change in y' },
        {
          text: opt(-dy, dx),
          mistake: 'subtracted the coordinates in different orders (sign error)',
        },
        ...(C.x !== B.x
          ? [
              {
                text: opt(C.y - B.y, C.x - B.x),
                mistake: `used $${nB}$ instead of the midpoint $${nM}$`,
              },
            ]
          : []),
      ];
      return {
        frame,
        multiStep: true,
        question: `Take the points $${namedTex({ name: nA, at: A })}$, $${namedTex({ name: nB, at: B })}$ and $${namedTex({ name: nC, at: C })}$. $${nM}$ is the midpoint of $\\overline{${nA}${nB}}$. Find the gradient of $\\overline{${nM}${nC}}$.`,
        answer: opt(dy, dx),
        wrong,
        hints: [
          `First find $${nM}$, then the gradient of the line from $${nM}$ to $${nC}$.`,
          `Find $${nM}$ with the midpoint formula, then use ${GRADIENT_FORMULA}.`,
          `$${nM}$ is halfway between: its $x$ lies halfway between $${fmt(A.x)}$ and $${fmt(B.x)}$, its $y$ halfway between $${fmt(A.y)}$ and $${fmt(B.y)}$.`,
        ],
        steps: [
          `$${nM} = \\left(\\frac{${fmt(A.x)} + ${br(B.x)}}{2}, \\frac{${fmt(A.y)} + ${br(B.y)}}{2}\\right) = ${pair(M)}$`,
          `$m_{${nM}${nC}} = ${gradientSub(M, C)} = \\frac{${dy}}{${dx}}$`,
          `$m_{${nM}${nC}} = ${frac(dy, dx).tex}$`,
        ],
        explanation: `$${nM} = ${pair(M)}$, so $m_{${nM}${nC}} = ${gradientSub(M, C)} = ${frac(dy, dx).tex}$.`,
      };
    }
    const dy = B.y - A.y;
    const dx = B.x - A.x;
    const wrong: Choice[] = [
      { text: opt(dx, dy), mistake: 'divided the change in x by the change in y' },
      {
        text: opt(-dy, dx),
        mistake: 'subtracted the coordinates in different orders (sign error)',
      },
      ...(frame === 'parallel-line'
        ? [{ text: opt(-dx, dy), mistake: 'gave the gradient of a perpendicular line' }]
        : []),
      ...(A.x + B.x !== 0
        ? [
            {
              text: opt(A.y + B.y, A.x + B.x),
              mistake: 'added the coordinates instead of subtracting',
            },
          ]
        : []),
      { text: opt(-dx, dy), mistake: 'took the negative reciprocal' },
    ];
    const m = frac(dy, dx);
    if (frame === 'parallel-line') {
      return {
        frame,
        context: true,
        question: `On a town plan, a straight road passes through $${namedTex({ name: nA, at: A })}$ and $${namedTex({ name: nB, at: B })}$. A new straight road is built parallel to it. What is the gradient of the new road?`,
        answer: opt(dy, dx),
        wrong,
        hints: [
          'Parallel lines have the same gradient.',
          `Find the gradient of $${nA}${nB}$ with ${GRADIENT_FORMULA}.`,
          `$m_{${nA}${nB}} = ${gradientSub(A, B)}$.`,
        ],
        steps: [
          ...gradientSteps(`${nA}${nB}`, A, B),
          `Parallel lines have equal gradients, so the new road’s gradient is $${m.tex}$`,
        ],
        explanation: `$m_{${nA}${nB}} = ${gradientSub(A, B)} = ${m.tex}$, and the new road is parallel, so its gradient is $${m.tex}$.`,
      };
    }
    return {
      frame,
      question: `What is the gradient of the line through $${namedTex({ name: nA, at: A })}$ and $${namedTex({ name: nB, at: B })}$?`,
      answer: opt(dy, dx),
      wrong,
      hints: [
        'Gradient is the change in $y$ over the change in $x$, taken in the same order.',
        GRADIENT_FORMULA,
        `$m = ${gradientSub(A, B)}$.`,
      ],
      steps: gradientSteps(`${nA}${nB}`, A, B),
      explanation: `$m = ${gradientSub(A, B)} = ${m.tex}$.`,
    };
  },
});

// ---------------------------------------------------------------- collinear points

/** A reduced direction (q, p) with q > 0, and three collinear whole points A, B, C on it. */
function collinearTriple(rng: Rng): { A: Point; B: Point; C: Point; q: number; p: number } {
  const [p, q] = rng.pick([
    [1, 2],
    [-1, 2],
    [2, 1],
    [-2, 1],
    [3, 2],
    [-3, 2],
    [2, 3],
    [-2, 3],
    [1, 3],
    [3, 1],
    [-3, 1],
  ] as const);
  const A = randomPoint(rng, -5, 3);
  const s = rng.pick([1, 2]);
  const t = rng.pick([-1, 3, 2 + s]);
  const B = pt(A.x + q * s, A.y + p * s);
  const C = pt(A.x + q * t, A.y + p * t);
  return { A, B, C, q, p };
}

const collinearFindK = defineTemplate({
  id: `${lesson}/collinear-find-k`,
  lesson,
  type: 'short_answer',
  b: 0.4,
  build(rng) {
    const frame = rng.pick(['find-y', 'find-x', 'fence-posts'] as const);
    const [nA, nB, nC] = rng.pick(POINT_NAMES);
    const { A, B, C } = collinearTriple(rng);
    const askX = frame === 'find-x' || (frame === 'fence-posts' && rng.chance(0.5));
    const key = askX ? C.x : C.y;
    const cText = askX ? `${nC}(k, ${fmt(C.y)})` : `${nC}(${fmt(C.x)}, k)`;
    const setUp = askX
      ? `\\frac{${fmt(C.y)} - ${br(A.y)}}{k - ${br(A.x)}} = ${gradientSub(A, B)}`
      : `\\frac{k - ${br(A.y)}}{${minus(C.x, A.x)}} = ${gradientSub(A, B)}`;
    const m = frac(B.y - A.y, B.x - A.x);
    const solve = askX
      ? [
          `$k - ${br(A.x)} = \\frac{${minus(C.y, A.y)}}{${m.tex}} = ${fmt(C.x - A.x)}$`,
          `$k = ${fmt(C.x - A.x)} + ${br(A.x)} = ${fmt(key)}$`,
        ]
      : [
          `$k - ${br(A.y)} = ${m.tex} \\times ${br(C.x - A.x)} = ${fmt(C.y - A.y)}$`,
          `$k = ${fmt(C.y - A.y)} + ${br(A.y)} = ${fmt(key)}$`,
        ];
    const hints = [
      `Collinear points lie on one line, so the gradient from $${nA}$ to $${nC}$ equals the gradient from $${nA}$ to $${nB}$.`,
      `Find $m_{${nA}${nB}}$ with ${GRADIENT_FORMULA}, then write $m_{${nA}${nC}}$ in terms of $k$.`,
      `Solve $${setUp}$.`,
    ];
    const steps = [
      `$m_{${nA}${nB}} = ${gradientSub(A, B)} = ${m.tex}$`,
      `$m_{${nA}${nC}} = m_{${nA}${nB}}$: $${setUp.replace(gradientSub(A, B), m.tex)}$`,
      ...solve,
    ];
    if (frame === 'fence-posts') {
      return {
        frame,
        context: true,
        multiStep: true,
        question: `Three fence posts stand in a straight line. On a plan where one unit is one metre, two of them are at $${namedTex({ name: nA, at: A })}$ and $${namedTex({ name: nB, at: B })}$, and the third is at $${cText}$. Find $k$.`,
        answer: fmt(key),
        hints,
        steps,
        explanation: `The posts are collinear, so $${setUp}$, giving $k = ${fmt(key)}$.`,
      };
    }
    return {
      frame,
      multiStep: true,
      question: `The points $${namedTex({ name: nA, at: A })}$, $${namedTex({ name: nB, at: B })}$ and $${cText}$ are collinear. Find $k$.`,
      answer: fmt(key),
      hints,
      steps,
      explanation: `Equal gradients: $${setUp}$, so $k = ${fmt(key)}$.`,
    };
  },
});

const collinearChoice = defineTemplate({
  id: `${lesson}/collinear-choice`,
  lesson,
  type: 'MCQ',
  b: 0,
  build(rng) {
    const frame = rng.pick(['which-on-line', 'which-off-line', 'point-and-gradient'] as const);
    const [nA, nB] = rng.pick(POINT_NAMES);
    const { A, B, q, p } = collinearTriple(rng);
    const byGradient = frame === 'point-and-gradient';
    const m = frac(B.y - A.y, B.x - A.x);
    const on = (t: number): Point => pt(A.x + q * t, A.y + p * t);
    const show = (P: Point): string => `$${pair(P)}$`;
    const lineName = `$${namedTex({ name: nA, at: A })}$ and $${namedTex({ name: nB, at: B })}$`;
    const first = nA;
    const check = (P: Point): string =>
      `$m = \\frac{${minus(P.y, A.y)}}{${minus(P.x, A.x)}} = ${frac(P.y - A.y, P.x - A.x).tex}$`;
    if (frame === 'which-off-line') {
      const ts = rng.shuffle([-2, -1, 3, 4]).slice(0, 3);
      const offs = [pt(on(5).x, on(5).y + 1), pt(on(-3).x + 1, on(-3).y), pt(on(2).x, on(2).y - 1)];
      const off = rng.pick(offs);
      if (off.x === A.x) return this.build(rng);
      const onPoints = ts.map(on);
      return {
        frame,
        question: `Three of these points lie on the line through ${lineName}. Which point does not?`,
        answer: show(off),
        wrong: onPoints.map((P) => ({
          text: show(P),
          mistake: `this point is on the line: its gradient from ${first} is also ${m.text}`,
        })),
        hints: [
          `A point is on the line when its gradient from $${first}$ equals the line’s gradient.`,
          `Find the gradient of the line with ${GRADIENT_FORMULA}, then test each point.`,
          `The line’s gradient is $${gradientSub(A, B)}$.`,
        ],
        steps: [
          `Gradient of the line: $${gradientSub(A, B)} = ${m.tex}$`,
          ...onPoints.map((P) => `${show(P)}: ${check(P)}, on the line`),
          `${show(off)}: ${check(off)}, so ${show(off)} is not on the line`,
        ],
        multiStep: true,
        explanation: `The line’s gradient is $${m.tex}$; from $${first}$, only ${show(off)} gives a different gradient.`,
      };
    }
    const t = rng.pick([-2, -1, 3, 4]);
    const key = on(t);
    const wrong: Choice[] = [
      {
        text: show(pt(A.x + p * t, A.y + q * t)),
        mistake: 'used the gradient upside down (change in x over change in y)',
      },
      {
        text: show(pt(A.x + q * t, A.y - p * t)),
        mistake: 'used the gradient with the wrong sign',
      },
      { text: show(pt(key.x, key.y + 1)), mistake: 'moved one unit too far in y' },
      { text: show(pt(key.x + 1, key.y)), mistake: 'moved one unit too far in x' },
    ];
    if (byGradient) {
      return {
        frame,
        context: true,
        question: `On a site plan, a straight water pipe passes through $${namedTex({ name: nA, at: A })}$ with gradient $${m.tex}$. Which of these points lies on the pipe?`,
        answer: show(key),
        wrong,
        hints: [
          `A point is on the line when its gradient from $${nA}$ equals $${m.tex}$.`,
          `For each option, work out ${GRADIENT_FORMULA} from $${nA}$ to that point.`,
          `A gradient of $${m.tex}$ means $${Math.abs(p)}$ ${p > 0 ? 'up' : 'down'} for every $${q}$ across.`,
        ],
        steps: [
          `${show(key)}: ${check(key)}, the line’s gradient, so ${show(key)} lies on the line`,
        ],
        explanation: `From $${nA}$, ${show(key)} gives the gradient $${m.tex}$.`,
      };
    }
    return {
      frame,
      question: `Which of these points lies on the line through ${lineName}?`,
      answer: show(key),
      wrong,
      hints: [
        `A point is on the line when its gradient from $${first}$ is the same as the line’s gradient.`,
        `Find the line’s gradient with ${GRADIENT_FORMULA}, then test each option.`,
        `The line’s gradient is $${gradientSub(A, B)}$.`,
      ],
      steps: [
        `Gradient of the line: $${gradientSub(A, B)} = ${m.tex}$`,
        `${show(key)}: ${check(key)}, the same gradient, so ${show(key)} lies on the line`,
      ],
      explanation: `From $${first}$, ${show(key)} gives the gradient $${m.tex}$, the line’s own.`,
    };
  },
});

// ---------------------------------------------------------------- area of a triangle

type TriangleAreaDraftFrame = ['horizontal-base', 'vertical-base', 'enclosing-rectangle'][number];

function triangleAreaDraft(rng: Rng, frame: TriangleAreaDraftFrame): Draft {
  const [nA, nB, nC] = rng.pick(POINT_NAMES);
  let A: Point;
  let B: Point;
  let C: Point;
  let steps: string[];
  let hints: string[];
  if (frame === 'enclosing-rectangle') {
    // One vertex on three sides of a w x h box: box minus three right triangles.
    const x0 = rng.int(-6, 0);
    const y0 = rng.int(-5, 0);
    const w = rng.int(4, 8);
    const h = rng.int(3, 6);
    const a = rng.int(1, w - 1);
    const c = rng.int(1, h - 1);
    A = pt(x0, y0);
    B = pt(x0 + w, y0 + c);
    C = pt(x0 + a, y0 + h);
    const t1 = (w * c) / 2;
    const t2 = ((w - a) * (h - c)) / 2;
    const t3 = (a * h) / 2;
    const area = w * h - t1 - t2 - t3;
    steps = [
      `The rectangle round the triangle is $${w}$ by $${h}$: area $${w * h}$`,
      `The three right triangles outside have areas $\\frac{1}{2}(${w})(${c}) = ${fmt(t1)}$, $\\frac{1}{2}(${w - a})(${h - c}) = ${fmt(t2)}$ and $\\frac{1}{2}(${a})(${h}) = ${fmt(t3)}$`,
      `Area of $\\triangle ${nA}${nB}${nC} = ${w * h} - ${fmt(t1)} - ${fmt(t2)} - ${fmt(t3)} = ${fmt(area)}$`,
    ];
    hints = [
      'Draw the smallest rectangle with sides parallel to the axes around the triangle.',
      'The triangle’s area is the rectangle’s area minus the three right triangles outside it.',
      `The rectangle runs from $x = ${x0}$ to $x = ${x0 + w}$ and from $y = ${y0}$ to $y = ${y0 + h}$.`,
    ];
  } else {
    const base = rng.int(3, 8);
    const height = nonZero(rng, -6, 6);
    const x0 = rng.int(-4, 1);
    const y0 = rng.int(-3, 2);
    const off = rng.int(-1, base + 1);
    if (frame === 'horizontal-base') {
      A = pt(x0, y0);
      B = pt(x0 + base, y0);
      C = pt(x0 + off, y0 + height);
      steps = [
        `$${nA}${nB}$ is horizontal: base $= ${minus(B.x, A.x)} = ${base}$`,
        `The height is the vertical distance from $${nC}$ to the line $y = ${y0}$: $|${minus(C.y, y0)}| = ${Math.abs(height)}$`,
        `Area $= \\frac{1}{2} \\times ${base} \\times ${Math.abs(height)} = ${fmt((base * Math.abs(height)) / 2)}$`,
      ];
      hints = [
        `Look for a side parallel to an axis: $${nA}${nB}$ is horizontal.`,
        `Area $= \\frac{1}{2} \\times$ base $\\times$ height, with the height measured vertically from $${nC}$ to the line through $${nA}$ and $${nB}$.`,
        `The base is $${minus(B.x, A.x)}$ units.`,
      ];
    } else {
      A = pt(y0, x0);
      B = pt(y0, x0 + base);
      C = pt(y0 + height, x0 + off);
      steps = [
        `$${nA}${nB}$ is vertical: base $= ${minus(B.y, A.y)} = ${base}$`,
        `The height is the horizontal distance from $${nC}$ to the line $x = ${y0}$: $|${minus(C.x, y0)}| = ${Math.abs(height)}$`,
        `Area $= \\frac{1}{2} \\times ${base} \\times ${Math.abs(height)} = ${fmt((base * Math.abs(height)) / 2)}$`,
      ];
      hints = [
        `Look for a side parallel to an axis: $${nA}${nB}$ is vertical.`,
        `Area $= \\frac{1}{2} \\times$ base $\\times$ height, with the height measured horizontally from $${nC}$ to the line through $${nA}$ and $${nB}$.`,
        `The base is $${minus(B.y, A.y)}$ units.`,
      ];
    }
  }
  if (touchesAxes([A, B, C])) return triangleAreaDraft(rng, frame);
  const area = Math.abs(shoelace2([A, B, C])) / 2;
  const names: Named[] = [
    { name: nA, at: A },
    { name: nB, at: B },
    { name: nC, at: C },
  ];
  const figure = gridFigure({
    points: names,
    polygons: [{ points: [A, B, C], shaded: true }],
    caption: `Triangle ${nA}${nB}${nC} on coordinate axes.`,
  });
  if (!figureFits(figure)) return triangleAreaDraft(rng, frame);
  return {
    frame,
    multiStep: true,
    question: `Find the area of the triangle with vertices $${names.map(namedTex).join('$, $')}$, in square units.`,
    answer: fmt(area),
    hints,
    steps,
    figure,
    explanation: steps.join(' '),
  };
}

const triangleArea = defineTemplate({
  id: `${lesson}/triangle-area-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.6,
  build(rng) {
    const frame = rng.pick(['horizontal-base', 'vertical-base', 'enclosing-rectangle'] as const);
    return triangleAreaDraft(rng, frame);
  },
});

// ---------------------------------------------------------------- perimeter

const perimeter = defineTemplate({
  id: `${lesson}/perimeter-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.9,
  build(rng) {
    const frame = rng.pick(['right-triangle', 'rhombus', 'field'] as const);
    const [n1, n2, n3, n4] = rng.pick(POINT_NAMES);
    const [a, b] = rng.pick([
      [3, 4, 5],
      [4, 3, 5],
      [6, 8, 10],
      [8, 6, 10],
    ] as const);
    let vertices: Point[];
    let names: string[];
    let scale = 1;
    if (frame === 'right-triangle') {
      const sx = rng.pick([-1, 1]);
      const sy = rng.pick([-1, 1]);
      // The right-angle vertex where both legs stay within 7 units of the origin.
      const A = pt(
        sx > 0 ? rng.int(-7, 7 - a) : rng.int(a - 7, 7),
        sy > 0 ? rng.int(-6, 6 - b) : rng.int(b - 6, 6),
      );
      const corners = [A, pt(A.x + sx * a, A.y), pt(A.x, A.y + sy * b)];
      // The right angle may be at any of the three named vertices.
      const first = rng.int(0, 2);
      vertices = [0, 1, 2].map((i) => corners[(first + i) % 3] as Point);
      names = [n1, n2, n3];
    } else if (frame === 'rhombus') {
      // Two different steps of length 5 make the sides: a rhombus of side 5.
      const FIVES: [number, number][] = [
        [3, 4],
        [4, 3],
        [-3, 4],
        [-4, 3],
        [5, 0],
        [0, 5],
      ];
      const [e1, e2] = rng.shuffle(FIVES) as [[number, number], [number, number]];
      if (Math.abs(e1[0] * e2[1] - e1[1] * e2[0]) < 10) return this.build(rng);
      const A = pt(
        -Math.round((e1[0] + e2[0]) / 2) + rng.int(-4, 4),
        -Math.round((e1[1] + e2[1]) / 2) + rng.int(-4, 4),
      );
      const B = pt(A.x + e1[0], A.y + e1[1]);
      const corners = [A, B, pt(B.x + e2[0], B.y + e2[1]), pt(A.x + e2[0], A.y + e2[1])];
      const first = rng.int(0, 3);
      vertices = [0, 1, 2, 3].map((i) => corners[(first + i) % 4] as Point);
      names = [n1, n2, n3, n4];
    } else {
      // A rectangle turned on the plan: sides along (u, v) and k(−v, u).
      const k = rng.pick([1, 2]);
      scale = rng.pick([5, 10, 20]);
      const [u, v] = rng.pick([
        [3, 4],
        [4, 3],
        [4, -3],
        [3, -4],
        [-3, 4],
        [-4, 3],
        [-3, -4],
        [-4, -3],
      ] as const);
      // Centred near the origin, so the plan stays small.
      const A = pt(
        -Math.round((u - k * v) / 2) + rng.int(-3, 3),
        -Math.round((v + k * u) / 2) + rng.int(-3, 3),
      );
      const B = pt(A.x + u, A.y + v);
      const C = pt(B.x - k * v, B.y + k * u);
      const D = pt(A.x - k * v, A.y + k * u);
      vertices = [A, B, C, D];
      names = [n1, n2, n3, n4];
    }
    if (touchesAxes(vertices)) return this.build(rng);
    const named: Named[] = vertices.map((at, i) => ({ name: names[i] ?? '?', at }));
    const sideNames = named.map((p, i) => `${p.name}${named[(i + 1) % named.length]?.name}`);
    const lengths = vertices.map((p, i) =>
      Math.sqrt(dist2(p, vertices[(i + 1) % vertices.length] as Point)),
    );
    const total = lengths.reduce((s, l) => s + l, 0);
    const sideSteps = vertices.map((p, i) => {
      const q = vertices[(i + 1) % vertices.length] as Point;
      return `$${sideNames[i]} = ${distanceSub(p, q)} = ${fmt(lengths[i] ?? 0)}$`;
    });
    const figure = gridFigure({
      points: named,
      polygons: [{ points: vertices }],
      caption:
        frame === 'right-triangle'
          ? `Triangle ${names.join('')} on coordinate axes.`
          : `Quadrilateral ${names.join('')} on coordinate axes.`,
    });
    if (!figureFits(figure)) return this.build(rng);
    const hints = [
      'The perimeter is the sum of the side lengths; find each side with the distance formula.',
      `${DISTANCE_FORMULA}; a side parallel to an axis is just the difference of one coordinate.`,
      `Start with $${sideNames[0]} = ${distanceSub(vertices[0] as Point, vertices[1] as Point)}$.`,
    ];
    if (frame === 'field') {
      return {
        frame,
        context: true,
        multiStep: true,
        question: `The plan shows a rectangular field $${names.join('')}$ with corners $${named.map(namedTex).join('$, $')}$. One unit on the plan is $${scale}$ m. Find the length of fence needed to go once round the field, in metres.`,
        answer: fmt(total * scale),
        unit: 'm',
        hints,
        steps: [
          ...sideSteps,
          `Perimeter on the plan $= ${lengths.map((l) => fmt(l)).join(' + ')} = ${fmt(total)}$ units`,
          `Fence $= ${fmt(total)} \\times ${scale} = ${fmt(total * scale)}$ m`,
        ],
        figure,
        explanation: `The sides are $${lengths.map((l) => fmt(l)).join('$, $')}$ units, a perimeter of $${fmt(total)}$ units, so $${fmt(total * scale)}$ m of fence.`,
      };
    }
    const shape = frame === 'rhombus' ? 'quadrilateral' : 'triangle';
    return {
      frame,
      multiStep: true,
      question: `Find the perimeter of the ${shape} $${names.join('')}$ with vertices $${named.map(namedTex).join('$, $')}$.`,
      answer: fmt(total),
      hints,
      steps: [
        ...sideSteps,
        `Perimeter $= ${lengths.map((l) => fmt(l)).join(' + ')} = ${fmt(total)}$`,
      ],
      figure,
      explanation: `The sides are $${lengths.map((l) => fmt(l)).join('$, $')}$, so the perimeter is $${fmt(total)}$.`,
    };
  },
});

// ---------------------------------------------------------------- quadrilateral area

const quadrilateralArea = defineTemplate({
  id: `${lesson}/quadrilateral-area-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 1.3,
  build(rng) {
    const frame = rng.pick(['parallelogram', 'trapezium', 'plot-of-land'] as const);
    const names = rng.pick(POINT_NAMES);
    const x0 = rng.int(-7, 1);
    const y0 = rng.int(-5, 1);
    let vertices: Point[];
    let steps: string[];
    let hints: string[];
    let area: number;
    if (frame === 'plot-of-land') {
      const w = rng.int(5, 8);
      const h = rng.int(4, 6);
      const a = rng.int(1, w - 1);
      const b = rng.int(1, h - 1);
      const c = rng.int(1, w - 1);
      const d = rng.int(1, h - 1);
      vertices = [pt(x0 + a, y0), pt(x0 + w, y0 + b), pt(x0 + c, y0 + h), pt(x0, y0 + d)];
      const corners = [(a * d) / 2, ((w - a) * b) / 2, ((w - c) * (h - b)) / 2, (c * (h - d)) / 2];
      area = w * h - corners.reduce((s, v) => s + v, 0);
      steps = [
        `The rectangle round the plot is $${w}$ by $${h}$: area $${w * h}$ m$^2$`,
        `The four corner triangles have areas $${corners.map((v) => fmt(v)).join('$, $')}$`,
        `Area $= ${w * h} - ${corners.map((v) => fmt(v)).join(' - ')} = ${fmt(area)}$ m$^2$`,
      ];
      hints = [
        'Enclose the plot in a rectangle with sides parallel to the axes.',
        'Subtract the four right triangles in the corners from the rectangle’s area.',
        `The rectangle runs from $x = ${x0}$ to $x = ${x0 + w}$ and from $y = ${y0}$ to $y = ${y0 + h}$.`,
      ];
    } else if (frame === 'parallelogram') {
      const w = rng.int(3, 6);
      const h = rng.int(2, 5);
      const s = nonZero(rng, -2, 3);
      vertices = [pt(x0, y0), pt(x0 + w, y0), pt(x0 + w + s, y0 + h), pt(x0 + s, y0 + h)];
      area = w * h;
      steps = [
        `$${names[0]}${names[1]}$ and $${names[3]}${names[2]}$ are horizontal and equal: base $= ${minus(x0 + w, x0)} = ${w}$`,
        `Height $=$ the vertical distance between them $= ${minus(y0 + h, y0)} = ${h}$`,
        `Area $= ${w} \\times ${h} = ${fmt(area)}$`,
      ];
      hints = [
        'A parallelogram’s area is base times perpendicular height.',
        `Use the horizontal side $${names[0]}${names[1]}$ as the base; the height is measured vertically.`,
        `The base is $${minus(x0 + w, x0)}$ units.`,
      ];
    } else {
      const w1 = rng.int(4, 8);
      const w2 = rng.int(2, w1 - 1);
      const h = rng.int(2, 5);
      const s = rng.int(0, w1 - w2);
      vertices = [pt(x0, y0), pt(x0 + w1, y0), pt(x0 + s + w2, y0 + h), pt(x0 + s, y0 + h)];
      area = ((w1 + w2) * h) / 2;
      steps = [
        `The parallel sides are horizontal: $${names[0]}${names[1]} = ${w1}$ and $${names[3]}${names[2]} = ${w2}$`,
        `Height $= ${minus(y0 + h, y0)} = ${h}$`,
        `Area $= \\frac{1}{2}(${w1} + ${w2}) \\times ${h} = ${fmt(area)}$`,
      ];
      hints = [
        'A trapezium’s area is half the sum of the parallel sides times the height.',
        `The parallel sides $${names[0]}${names[1]}$ and $${names[3]}${names[2]}$ are horizontal: find their lengths from the $x$-coordinates.`,
        `$${names[0]}${names[1]} = ${minus(x0 + w1, x0)}$ and the height is $${minus(y0 + h, y0)}$.`,
      ];
    }
    if (touchesAxes(vertices)) return this.build(rng);
    const named: Named[] = vertices.map((at, i) => ({ name: names[i] ?? '?', at }));
    const figure = gridFigure({
      points: named,
      polygons: [{ points: vertices, shaded: true }],
      caption: `Quadrilateral ${names.join('')} on coordinate axes.`,
    });
    if (!figureFits(figure)) return this.build(rng);
    const list = `$${named.map(namedTex).join('$, $')}$`;
    if (frame === 'plot-of-land') {
      return {
        frame,
        context: true,
        multiStep: true,
        question: `A plot of land $${names.join('')}$ is drawn on a grid where one unit is 1 m. Its corners are ${list}. Find the area of the plot in square metres.`,
        answer: fmt(area),
        unit: 'm²',
        hints,
        steps,
        figure,
        explanation: steps.join(' '),
      };
    }
    const what = frame === 'parallelogram' ? 'parallelogram' : 'trapezium';
    return {
      frame,
      multiStep: true,
      question: `$${names.join('')}$ is a ${what} with vertices ${list}. Find its area in square units.`,
      answer: fmt(area),
      hints,
      steps,
      figure,
      explanation: steps.join(' '),
    };
  },
});

// ---------------------------------------------------------------- classify a triangle

const KINDS = {
  isosceles: 'isosceles, not right-angled',
  right: 'right-angled, not isosceles',
  both: 'right-angled and isosceles',
  scalene: 'scalene, not right-angled',
  equilateral: 'equilateral',
} as const;

type ClassifyDraftFrame = ['isosceles', 'right-angled', 'right-isosceles'][number];

function classifyDraft(rng: Rng, frame: ClassifyDraftFrame): Draft {
  const [nA, nB, nC] = rng.pick(POINT_NAMES);
  const A = randomPoint(rng, -5, 3);
  const u = rng.int(1, 4);
  const v = rng.int(1, 4);
  if (u === v) return classifyDraft(rng, frame);
  let B: Point;
  let C: Point;
  if (frame === 'isosceles') {
    // AB = AC by symmetry in y = x through A; the angle at A is not right when u, v > 0.
    B = pt(A.x + u, A.y + v);
    C = pt(A.x + v, A.y + u);
    // A difference of 1 would make BC a tiny √2 side.
    if (Math.abs(u - v) < 2) return classifyDraft(rng, frame);
  } else if (frame === 'right-angled') {
    B = pt(A.x + u, A.y + v);
    C = pt(A.x - 2 * v, A.y + 2 * u);
  } else {
    B = pt(A.x + u, A.y + v);
    C = pt(A.x - v, A.y + u);
  }
  // A random mirror and swap of the axes, for variety: lengths and angles are kept.
  const mirror = rng.pick([1, -1]);
  const swap = rng.chance(0.5);
  const place = (Q: Point): Point => {
    const dx = (Q.x - A.x) * mirror;
    const dy = Q.y - A.y;
    return swap ? pt(A.x + dy, A.y + dx) : pt(A.x + dx, A.y + dy);
  };
  B = place(B);
  C = place(C);
  const P = [A, B, C];
  if (touchesAxes(P)) return classifyDraft(rng, frame);
  const d = [dist2(B, C), dist2(C, A), dist2(A, B)];
  const sorted = [...d].sort((x, y) => x - y);
  const right = (sorted[0] ?? 0) + (sorted[1] ?? 0) === sorted[2];
  const iso = new Set(d).size < 3;
  if (frame === 'isosceles' && right) return classifyDraft(rng, frame);
  const key =
    right && iso ? KINDS.both : right ? KINDS.right : iso ? KINDS.isosceles : KINDS.scalene;
  const wrongs: Choice[] = [
    {
      text: KINDS.both,
      mistake: 'read a right angle or equal sides from the picture instead of the lengths',
    },
    { text: KINDS.right, mistake: 'checked Pythagoras but missed the two equal sides' },
    {
      text: KINDS.isosceles,
      mistake: 'found the equal sides but did not test for a right angle',
    },
    { text: KINDS.scalene, mistake: 'made an error squaring a negative difference' },
    { text: KINDS.equilateral, mistake: 'assumed all three sides equal from two' },
  ].filter((w) => w.text !== key);
  const names: Named[] = P.map((at, i) => ({ name: [nA, nB, nC][i] ?? '?', at }));
  const sideLabel = [`${nB}${nC}`, `${nC}${nA}`, `${nA}${nB}`];
  const figure = gridFigure({
    points: names,
    polygons: [{ points: P }],
    caption: `Triangle ${nA}${nB}${nC} on coordinate axes.`,
  });
  if (!figureFits(figure)) return classifyDraft(rng, frame);
  return {
    frame,
    multiStep: true,
    question: `The triangle $${nA}${nB}${nC}$ has vertices $${names.map(namedTex).join('$, $')}$. Which describes it best?`,
    answer: key,
    wrong: wrongs,
    hints: [
      'Work out the three side lengths: equal sides show an isosceles triangle, and Pythagoras’ theorem tests for a right angle.',
      'Compare the squares of the lengths, $d^2 = (x_2 - x_1)^2 + (y_2 - y_1)^2$, so no roots are needed.',
      `$${sideLabel[2]}^2 = (${minus(B.x, A.x)})^2 + (${minus(B.y, A.y)})^2$.`,
    ],
    steps: [
      `$${sideLabel[2]}^2 = ${d[2]}$, $${sideLabel[0]}^2 = ${d[0]}$, $${sideLabel[1]}^2 = ${d[1]}$`,
      iso ? 'Two of the squares are equal, so two sides are equal' : 'No two sides are equal',
      right
        ? `$${sorted[0]} + ${sorted[1]} = ${sorted[2]}$, so by the converse of Pythagoras there is a right angle`
        : `$${sorted[0]} + ${sorted[1]} \\ne ${sorted[2]}$, so there is no right angle`,
      `So the triangle is ${key}`,
    ],
    figure,
    explanation: `The squared sides are $${d.join('$, $')}$: the triangle is ${key}.`,
  };
}

const classifyTriangle = defineTemplate({
  id: `${lesson}/classify-triangle-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: 0.8,
  build(rng) {
    const frame = rng.pick(['isosceles', 'right-angled', 'right-isosceles'] as const);
    return classifyDraft(rng, frame);
  },
});

// ---------------------------------------------------------------- a missing vertex

const missingVertex = defineTemplate({
  id: `${lesson}/missing-vertex-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 1,
  build(rng) {
    const frame = rng.pick(['parallelogram', 'square', 'rectangle-diagonals'] as const);
    const [nA, nB, nC, nD] = rng.pick(POINT_NAMES);
    const A = randomPoint(rng, -6, 2);
    const u = rng.int(1, 4);
    const v = nonZero(rng, -2, 3);
    const B = pt(A.x + u, A.y + v);
    let C: Point;
    let D: Point;
    let question: string;
    let steps: string[];
    let hints: string[];
    let named: Named[];
    let key: Point;
    if (frame === 'parallelogram') {
      C = pt(B.x + rng.int(-2, 2), B.y + rng.int(2, 5));
      D = pt(A.x + C.x - B.x, A.y + C.y - B.y);
      key = D;
      named = [
        { name: nA, at: A },
        { name: nB, at: B },
        { name: nC, at: C },
        { name: nD, at: D, unknown: true },
      ];
      question = `$${nA}${nB}${nC}${nD}$ is a parallelogram with $${namedTex(named[0] as Named)}$, $${namedTex(named[1] as Named)}$ and $${namedTex(named[2] as Named)}$. Find the coordinates of $${nD}$.`;
      hints = [
        `In a parallelogram the step from $${nB}$ to $${nA}$ is the same as the step from $${nC}$ to $${nD}$.`,
        `So $${nD} = ${nA} + ${nC} - ${nB}$, coordinate by coordinate (or use the common midpoint of the diagonals).`,
        `$x_${nD} = ${fmt(A.x)} + ${br(C.x)} - ${br(B.x)}$.`,
      ];
      steps = [
        `From $${nB}$ to $${nA}$: $(${minus(A.x, B.x)}, ${minus(A.y, B.y)}) = (${fmt(A.x - B.x)}, ${fmt(A.y - B.y)})$`,
        `$${nD} = ${nC} + (${fmt(A.x - B.x)}, ${fmt(A.y - B.y)}) = (${fmt(C.x)} + ${br(A.x - B.x)}, ${fmt(C.y)} + ${br(A.y - B.y)})$`,
        `$${nD} = ${pair(D)}$`,
      ];
    } else if (frame === 'square') {
      // Anticlockwise, a step (p, q) turns to (−q, p); clockwise, to (q, −p).
      const turn = rng.pick(['anticlockwise', 'clockwise'] as const);
      const [tx, ty] = turn === 'anticlockwise' ? [-v, u] : [v, -u];
      C = pt(B.x + tx, B.y + ty);
      D = pt(A.x + tx, A.y + ty);
      const askD = rng.chance(0.5);
      key = askD ? D : C;
      const nK = askD ? nD : nC;
      const from = askD ? A : B;
      const fromName = askD ? nA : nB;
      named = [
        { name: nA, at: A },
        { name: nB, at: B },
        { name: nC, at: C, unknown: true },
        { name: nD, at: D, unknown: true },
      ];
      question = `$${nA}${nB}${nC}${nD}$ is a square with its vertices in ${turn} order, $${namedTex(named[0] as Named)}$ and $${namedTex(named[1] as Named)}$. Find the coordinates of $${nK}$.`;
      hints = [
        `Turning $\\overrightarrow{${nA}${nB}}$ through $90^\\circ$ ${turn} gives $\\overrightarrow{${fromName}${nK}}$.`,
        turn === 'anticlockwise'
          ? 'A step $(p, q)$ turned $90^\\circ$ anticlockwise becomes $(-q, p)$.'
          : 'A step $(p, q)$ turned $90^\\circ$ clockwise becomes $(q, -p)$.',
        `The step from $${nA}$ to $${nB}$ is $(${minus(B.x, A.x)}, ${minus(B.y, A.y)})$.`,
      ];
      steps = [
        `From $${nA}$ to $${nB}$: $(${u}, ${fmt(v)})$`,
        `Turned $90^\\circ$ ${turn}: $(${fmt(tx)}, ${fmt(ty)})$`,
        `$${nK} = (${fmt(from.x)} + ${br(tx)}, ${fmt(from.y)} + ${br(ty)}) = ${pair(key)}$`,
      ];
    } else {
      const k = rng.pick([1, 2]);
      C = pt(B.x - k * v, B.y + k * u);
      D = pt(A.x - k * v, A.y + k * u);
      const M = pt((A.x + C.x) / 2, (A.y + C.y) / 2);
      key = C;
      named = [
        { name: nA, at: A },
        { name: nB, at: B },
        { name: nC, at: C, unknown: true },
        { name: nD, at: D },
      ];
      question = `$${nA}${nB}${nC}${nD}$ is a rectangle with $${namedTex(named[0] as Named)}$, $${namedTex(named[1] as Named)}$ and $${namedTex(named[3] as Named)}$. Its diagonals meet at $T${pair(M)}$. Find the coordinates of $${nC}$.`;
      hints = [
        'The diagonals of a rectangle bisect each other.',
        `$T$ is the midpoint of $\\overline{${nA}${nC}}$, so $${nC} = 2T - ${nA}$, coordinate by coordinate.`,
        `$x_${nC} = 2(${fmt(M.x)}) - ${br(A.x)}$.`,
      ];
      steps = [
        `$T$ is the midpoint of $\\overline{${nA}${nC}}$`,
        `$x_${nC} = 2(${fmt(M.x)}) - ${br(A.x)} = ${fmt(C.x)}$, $y_${nC} = 2(${fmt(M.y)}) - ${br(A.y)} = ${fmt(C.y)}$`,
        `$${nC} = ${pair(C)}$`,
      ];
    }
    if (touchesAxes([A, B, C, D])) return this.build(rng);
    const figure = gridFigure({
      points: named,
      polygons: [{ points: [A, B, C, D] }],
      caption: `Quadrilateral ${nA}${nB}${nC}${nD} on coordinate axes.`,
    });
    if (!figureFits(figure)) return this.build(rng);
    return {
      frame,
      multiStep: true,
      question,
      answer: pair(key),
      kind: 'point',
      hints,
      steps,
      figure,
      explanation: steps.join(' '),
    };
  },
});

// ---------------------------------------------------------------- distance with an unknown

/** Whole steps (u, v) with the same u² + v², by squared length. */
const SAME_NORM: [number, number][][] = [
  [
    [3, 4],
    [4, 3],
    [5, 0],
    [0, 5],
  ],
  [
    [1, 7],
    [5, 5],
    [7, 1],
  ],
  [
    [1, 8],
    [4, 7],
    [7, 4],
    [8, 1],
  ],
  [
    [2, 9],
    [6, 7],
    [7, 6],
    [9, 2],
  ],
  [
    [1, 3],
    [3, 1],
  ],
  [
    [1, 2],
    [2, 1],
  ],
];

const distanceUnknown = defineTemplate({
  id: `${lesson}/distance-unknown`,
  lesson,
  type: 'short_answer',
  b: 1.7,
  build(rng) {
    const frame = rng.pick(['unknown-y', 'unknown-x', 'equidistant-on-axis'] as const);
    const [nA, nB, nP] = rng.pick(POINT_NAMES);
    if (frame === 'equidistant-on-axis') {
      const onX = rng.chance(0.5);
      const p = rng.int(-4, 4);
      const set = rng.pick(SAME_NORM);
      const [s1, s2] = rng.shuffle(set);
      const flip = (s: [number, number]): [number, number] => [
        s[0] * rng.pick([-1, 1]),
        s[1] * rng.pick([1, -1]),
      ];
      const [u1, v1] = flip(s1 as [number, number]);
      const [u2, v2] = flip(s2 as [number, number]);
      // P on the x-axis: A = P + (u1, v1); on the y-axis the roles of x and y swap.
      const A = onX ? pt(p + u1, v1) : pt(v1, p + u1);
      const B = onX ? pt(p + u2, v2) : pt(v2, p + u2);
      const along = onX ? B.x - A.x : B.y - A.y;
      if (along === 0) return this.build(rng);
      const c = B.x * B.x + B.y * B.y - A.x * A.x - A.y * A.y;
      const axis = onX ? 'x' : 'y';
      const P = onX ? `${nP}(t, 0)` : `${nP}(0, t)`;
      const pa = onX ? `(t - ${br(A.x)})^2 + ${br(A.y)}^2` : `${br(A.x)}^2 + (t - ${br(A.y)})^2`;
      const pb = onX ? `(t - ${br(B.x)})^2 + ${br(B.y)}^2` : `${br(B.x)}^2 + (t - ${br(B.y)})^2`;
      return {
        frame,
        multiStep: true,
        question: `The point $${P}$ on the $${axis}$-axis is the same distance from $${namedTex({ name: nA, at: A })}$ as from $${namedTex({ name: nB, at: B })}$. Find $t$.`,
        answer: fmt(p),
        hints: [
          `Equal distances give equal squared distances: $${nP}${nA}^2 = ${nP}${nB}^2$.`,
          `Write both with the distance formula: $${pa} = ${pb}$.`,
          'Expand both sides: the $t^2$ terms cancel and a linear equation is left.',
        ],
        steps: [
          `$${nP}${nA}^2 = ${nP}${nB}^2$: $${pa} = ${pb}$`,
          `The $t^2$ terms cancel: $${fmt(2 * along)}t = ${fmt(c)}$`,
          `$t = \\frac{${fmt(c)}}{${fmt(2 * along)}} = ${fmt(p)}$`,
        ],
        explanation: `$${pa} = ${pb}$ gives $${fmt(2 * along)}t = ${fmt(c)}$, so $t = ${fmt(p)}$.`,
      };
    }
    const step = tripleStep(rng, 13);
    const B = randomPoint(rng, -5, 5);
    const A = pt(B.x + step.dx, B.y + step.dy);
    const unknownY = frame === 'unknown-y';
    const key = unknownY ? A.y : A.x;
    const known = unknownY ? B.y : B.x;
    const sign = key > known ? '>' : '<';
    const aText = unknownY ? `${nA}(${fmt(A.x)}, k)` : `${nA}(k, ${fmt(A.y)})`;
    const other = unknownY ? `(${minus(B.x, A.x)})^2` : `(${minus(B.y, A.y)})^2`;
    const otherSq = unknownY ? (B.x - A.x) ** 2 : (B.y - A.y) ** 2;
    const diff = Math.abs(key - known);
    return {
      frame,
      multiStep: true,
      question: `The distance between $${aText}$ and $${namedTex({ name: nB, at: B })}$ is $${step.length}$ units, and $k ${sign} ${fmt(known)}$. Find $k$.`,
      answer: fmt(key),
      hints: [
        'Write the distance formula with $k$ in it and square both sides.',
        `$${step.length}^2 = ${unknownY ? `${other} + (k - ${br(known)})^2` : `(k - ${br(known)})^2 + ${other}`}$.`,
        `Solve for $(k - ${br(known)})^2$, take both square roots, and keep the value with $k ${sign} ${fmt(known)}$.`,
      ],
      steps: [
        `$${step.length}^2 = ${other} + (k - ${br(known)})^2$`,
        `$(k - ${br(known)})^2 = ${step.length ** 2} - ${otherSq} = ${diff * diff}$`,
        `$k - ${br(known)} = \\pm ${diff}$, and $k ${sign} ${fmt(known)}$`,
        `$k = ${fmt(known)} ${key > known ? '+' : '-'} ${diff} = ${fmt(key)}$`,
      ],
      explanation: `$(k - ${br(known)})^2 = ${diff * diff}$, and $k ${sign} ${fmt(known)}$, so $k = ${fmt(key)}$.`,
    };
  },
});

export const coordinateGeometryTemplates = [
  midpoint,
  distance,
  gradient,
  gradientChoice,
  collinearChoice,
  collinearFindK,
  triangleArea,
  classifyTriangle,
  perimeter,
  missingVertex,
  quadrilateralArea,
  distanceUnknown,
];
