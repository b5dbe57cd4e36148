/**
 * Lesson: vectors in two dimensions. Column vectors between points, adding and scaling them,
 * magnitude and direction, position vectors (midpoints, points dividing a segment in a ratio),
 * parallel vectors, vectors in a figure written in terms of a and b, and journeys made of
 * displacements.
 */
import type { FigureElement, Point } from '../figures/figure-model';
import { pt } from '../figures/geometry';
import type { Rng } from '../rng';
import type { Choice, Draft } from './define-template';
import { defineTemplate } from './define-template';
import { fixed, fmt, frac } from './exact';
import type { Named } from './coordinate-geometry-kit';
import {
  br,
  col,
  dist2,
  figureFits,
  gridFigure,
  minus,
  namedTex,
  nonZero,
  pair,
  POINT_NAMES,
  randomPoint,
  rootOf,
  touchesAxes,
  tripleStep,
} from './coordinate-geometry-kit';

const lesson = 'vectors' as const;

const MAGNITUDE_FORMULA =
  '$\\left|\\begin{pmatrix} x \\\\ y \\end{pmatrix}\\right| = \\sqrt{x^2 + y^2}$';
const ORDERED_PAIR = 'Write it as an ordered pair $(x, y)$.';

/** A column vector with written entries ("k" over "3"). */
function colText(top: string, bottom: string): string {
  return `\\begin{pmatrix} ${top} \\\\ ${bottom} \\end{pmatrix}`;
}

/** A vector that is not the zero vector, with whole components in [lo, hi]. */
function randomVector(rng: Rng, lo: number, hi: number): Point {
  for (;;) {
    const v = randomPoint(rng, lo, hi);
    if (v.x !== 0 || v.y !== 0) return v;
  }
}

/** The angle of (x, y) from the positive x-axis, anticlockwise, in [0°, 360°). */
function directionDeg(v: Point): number {
  const a = (Math.atan2(v.y, v.x) * 180) / Math.PI;
  return a < 0 ? a + 360 : a;
}

// ---------------------------------------------------------------- vector between two points

const vectorBetweenPoints = defineTemplate({
  id: `${lesson}/vector-between-points`,
  lesson,
  type: 'short_answer',
  b: -1.4,
  build(rng) {
    const frame = rng.pick(['vector-from-points', 'end-from-vector', 'start-from-vector'] as const);
    const [nA, nB] = rng.pick(POINT_NAMES);
    const A = randomPoint(rng, -7, 7);
    const v = randomVector(rng, -6, 6);
    const B = pt(A.x + v.x, A.y + v.y);
    if (frame === 'vector-from-points') {
      return {
        frame,
        question: `Find $\\overrightarrow{${nA}${nB}}$ for $${namedTex({ name: nA, at: A })}$ and $${namedTex({ name: nB, at: B })}$. ${ORDERED_PAIR}`,
        answer: pair(v),
        kind: 'point',
        hints: [
          `$\\overrightarrow{${nA}${nB}}$ is the step from $${nA}$ to $${nB}$: end minus start.`,
          `$\\overrightarrow{${nA}${nB}} = ${colText(`x_${nB} - x_${nA}`, `y_${nB} - y_${nA}`)}$.`,
          `The $x$-component is $${minus(B.x, A.x)}$.`,
        ],
        steps: [
          `$\\overrightarrow{${nA}${nB}} = \\begin{pmatrix} ${minus(B.x, A.x)} \\\\ ${minus(B.y, A.y)} \\end{pmatrix} = ${col(v.x, v.y)}$`,
          `$\\overrightarrow{${nA}${nB}} = ${pair(v)}$`,
        ],
        explanation: `End minus start: $\\overrightarrow{${nA}${nB}} = ${col(v.x, v.y)}$.`,
      };
    }
    if (frame === 'end-from-vector') {
      const unit = rng.pick(['m', 'km'] as const);
      return {
        frame,
        context: true,
        question: `A drone hovers at $${pair(A)}$ on a map grid whose units are ${unit === 'm' ? 'metres' : 'kilometres'}. It then flies a displacement of $${col(v.x, v.y)}$. Find its new position. ${ORDERED_PAIR}`,
        answer: pair(B),
        kind: 'point',
        hints: [
          'A displacement is added to the starting position.',
          'Add the components: new $x$ = old $x$ + $x$-step, new $y$ = old $y$ + $y$-step.',
          `New $x = ${fmt(A.x)} + ${br(v.x)}$.`,
        ],
        steps: [
          `$x = ${fmt(A.x)} + ${br(v.x)} = ${fmt(B.x)}$, $y = ${fmt(A.y)} + ${br(v.y)} = ${fmt(B.y)}$`,
          `New position $= ${pair(B)}$`,
        ],
        explanation: `$${pair(A)} + ${col(v.x, v.y)} = ${pair(B)}$.`,
      };
    }
    return {
      frame,
      question: `$\\overrightarrow{${nA}${nB}} = ${col(v.x, v.y)}$ and $${namedTex({ name: nB, at: B })}$. Find the coordinates of $${nA}$. ${ORDERED_PAIR}`,
      answer: pair(A),
      kind: 'point',
      hints: [
        `$\\overrightarrow{${nA}${nB}}$ leads from $${nA}$ to $${nB}$, so going back from $${nB}$ gives $${nA}$.`,
        `$${nA} = ${nB} - \\overrightarrow{${nA}${nB}}$, component by component.`,
        `$x_${nA} = ${fmt(B.x)} - ${br(v.x)}$.`,
      ],
      steps: [
        `$x_${nA} = ${fmt(B.x)} - ${br(v.x)} = ${fmt(A.x)}$, $y_${nA} = ${fmt(B.y)} - ${br(v.y)} = ${fmt(A.y)}$`,
        `$${nA} = ${pair(A)}$`,
      ],
      explanation: `$${nA} = ${nB} - \\overrightarrow{${nA}${nB}} = ${pair(A)}$.`,
    };
  },
});

// ---------------------------------------------------------------- adding and scaling

const addSubtract = defineTemplate({
  id: `${lesson}/add-and-scale`,
  lesson,
  type: 'short_answer',
  b: -1.1,
  build(rng) {
    const frame = rng.pick(['sum', 'difference', 'combination'] as const);
    const u = randomVector(rng, -6, 6);
    const v = randomVector(rng, -6, 6);
    const [p, q] =
      frame === 'sum'
        ? [1, 1]
        : frame === 'difference'
          ? [1, -1]
          : [rng.pick([2, 3, -2]), rng.pick([2, 3, -3, -1])];
    const r = pt(p * u.x + q * v.x, p * u.y + q * v.y);
    const term = (k: number, name: string, first: boolean): string =>
      k === 1
        ? first
          ? name
          : `+ ${name}`
        : k === -1
          ? `- ${name}`
          : k < 0
            ? `- ${-k}${name}`
            : first
              ? `${k}${name}`
              : `+ ${k}${name}`;
    const expr = `${term(p, '\\mathbf{u}', true)} ${term(q, '\\mathbf{v}', false)}`;
    const xPart = `${p === 1 ? '' : `${br(p)} \\times `}${br(u.x)} ${q < 0 ? '-' : '+'} ${Math.abs(q) === 1 ? '' : `${Math.abs(q)} \\times `}${br(v.x)}`;
    return {
      frame,
      multiStep: frame === 'combination',
      question: `$\\mathbf{u} = ${col(u.x, u.y)}$ and $\\mathbf{v} = ${col(v.x, v.y)}$. Find $${expr}$. ${ORDERED_PAIR}`,
      answer: pair(r),
      kind: 'point',
      hints: [
        frame === 'combination'
          ? 'Multiply each vector by its number first, then add the components.'
          : 'Vectors are added and subtracted component by component.',
        frame === 'combination'
          ? `$k\\begin{pmatrix} x \\\\ y \\end{pmatrix} = \\begin{pmatrix} kx \\\\ ky \\end{pmatrix}$; then combine the $x$-components and the $y$-components.`
          : 'Work on the top numbers ($x$) together and the bottom numbers ($y$) together.',
        `The $x$-component is $${xPart}$.`,
      ],
      steps: [
        ...(frame === 'combination'
          ? [
              `$${p}\\mathbf{u} = ${col(p * u.x, p * u.y)}$, $${q}\\mathbf{v} = ${col(q * v.x, q * v.y)}$`,
            ]
          : []),
        `$${expr} = \\begin{pmatrix} ${fmt(p * u.x)} + ${br(q * v.x)} \\\\ ${fmt(p * u.y)} + ${br(q * v.y)} \\end{pmatrix} = ${col(r.x, r.y)}$`,
        `$${expr} = ${pair(r)}$`,
      ],
      explanation: `$${expr} = ${col(r.x, r.y)}$.`,
    };
  },
});

// ---------------------------------------------------------------- magnitude

const magnitude = defineTemplate({
  id: `${lesson}/magnitude`,
  lesson,
  type: 'short_answer',
  b: -0.9,
  build(rng) {
    const frame = rng.pick(['magnitude-of-sum', 'exact-magnitude', 'hiker-distance'] as const);
    if (frame === 'magnitude-of-sum') {
      // u + v has whole length: v = t − u for a Pythagorean step t.
      const step = tripleStep(rng, 15);
      const u = randomVector(rng, -6, 6);
      const v = pt(step.dx - u.x, step.dy - u.y);
      if (v.x === 0 && v.y === 0) return this.build(rng);
      const sub = `\\sqrt{${br(step.dx)}^2 + ${br(step.dy)}^2}`;
      return {
        frame,
        multiStep: true,
        question: `$\\mathbf{u} = ${col(u.x, u.y)}$ and $\\mathbf{v} = ${col(v.x, v.y)}$. Find $|\\mathbf{u} + \\mathbf{v}|$.`,
        answer: String(step.length),
        hints: [
          'Add the vectors first, then find the length of the sum.',
          `${MAGNITUDE_FORMULA}, applied to $\\mathbf{u} + \\mathbf{v}$.`,
          `$\\mathbf{u} + \\mathbf{v} = ${colText(`${fmt(u.x)} + ${br(v.x)}`, `${fmt(u.y)} + ${br(v.y)}`)}$.`,
        ],
        steps: [
          `$\\mathbf{u} + \\mathbf{v} = ${col(step.dx, step.dy)}$`,
          `$|\\mathbf{u} + \\mathbf{v}| = ${sub} = \\sqrt{${step.length ** 2}}$`,
          `$|\\mathbf{u} + \\mathbf{v}| = ${step.length}$`,
        ],
        explanation: `$\\mathbf{u} + \\mathbf{v} = ${col(step.dx, step.dy)}$, whose magnitude is $${sub} = ${step.length}$.`,
      };
    }
    let v: Point;
    for (;;) {
      v = pt(nonZero(rng, -9, 9), nonZero(rng, -9, 9));
      if (!Number.isInteger(Math.sqrt(v.x * v.x + v.y * v.y))) break;
    }
    const m2 = v.x * v.x + v.y * v.y;
    const root = rootOf(m2);
    const sub = `\\sqrt{${br(v.x)}^2 + ${br(v.y)}^2}`;
    const first = `$|\\mathbf{v}| = ${sub} = \\sqrt{${v.x * v.x} + ${v.y * v.y}} = \\sqrt{${m2}}$`;
    if (frame === 'hiker-distance') {
      const east = v.x > 0 ? 'east' : 'west';
      const north = v.y > 0 ? 'north' : 'south';
      const who = rng.pick(['A hiker', 'A diver', 'A delivery robot'] as const);
      const from = who === 'A diver' ? 'the boat' : who === 'A hiker' ? 'the camp' : 'the depot';
      const dist = Math.sqrt(m2);
      return {
        frame,
        context: true,
        question: `${who}’s displacement from ${from} is $${col(v.x, v.y)}$ km, where $x$ is measured east and $y$ north. How far is it from ${from} in a straight line? Give the distance in km, to 1 decimal place.`,
        answer: fixed(dist, 1),
        decimals: 1,
        trueValue: dist,
        unit: 'km',
        hints: [
          `It is $${Math.abs(v.x)}$ km ${east} and $${Math.abs(v.y)}$ km ${north} of ${from}: the straight line is a hypotenuse.`,
          MAGNITUDE_FORMULA,
          `Substitute: $${sub}$.`,
        ],
        steps: [first, `Distance $\\approx ${fixed(dist, 1)}$ km`],
        explanation: `$${sub} = \\sqrt{${m2}} \\approx ${fixed(dist, 1)}$ km.`,
      };
    }
    return {
      frame,
      question: `Find the exact magnitude of $\\mathbf{v} = ${col(v.x, v.y)}$, in simplest surd form.`,
      answer: root.text,
      exact: true,
      hints: [
        'The magnitude is the length of the arrow: use Pythagoras’ theorem on its components.',
        MAGNITUDE_FORMULA,
        `Substitute: $${sub}$.`,
      ],
      steps: [first, `$|\\mathbf{v}| = ${root.tex}$`],
      explanation: `$|\\mathbf{v}| = ${sub} = ${root.tex}$.`,
    };
  },
});

// ---------------------------------------------------------------- parallel vectors (MCQ)

const parallelChoice = defineTemplate({
  id: `${lesson}/parallel-choice`,
  lesson,
  type: 'MCQ',
  b: -0.3,
  build(rng) {
    const frame = rng.pick(['parallel-vector', 'find-k-parallel', 'scaled-length'] as const);
    let u = randomVector(rng, -8, 8);
    while (u.x === 0 || u.y === 0 || Math.abs(u.x) === Math.abs(u.y)) u = randomVector(rng, -8, 8);
    const show = (x: number, y: number): string => `$${col(x, y)}$`;
    if (frame === 'find-k-parallel') {
      // (k, y) parallel to (u.x, u.y): k = y u.x / u.y, with y a multiple of u.y.
      const t = rng.pick([-4, -3, -2, 2, 3, 4]);
      const y = u.y * t;
      const k = u.x * t;
      const wrong: Choice[] = [
        { text: `$${fmt(-k)}$`, mistake: 'lost the sign of the scale factor' },
        // Only a whole number is a believable slip here.
        ...(Number.isInteger((y * u.y) / u.x)
          ? [
              {
                text: `$${fmt((y * u.y) / u.x)}$`,
                mistake: 'matched the components the wrong way round',
              },
            ]
          : []),
        {
          text: `$${fmt(y - u.y + u.x)}$`,
          mistake: 'added a difference instead of multiplying by a scale factor',
        },
        { text: `$${fmt(u.x + t)}$`, mistake: 'added the scale factor instead of multiplying' },
      ];
      return {
        frame,
        multiStep: true,
        question: `The vectors $${colText('k', fmt(y))}$ and $${col(u.x, u.y)}$ are parallel. Find $k$.`,
        answer: `$${fmt(k)}$`,
        wrong,
        hints: [
          'Parallel vectors are scalar multiples of each other.',
          `Find the number that turns $${fmt(u.y)}$ into $${fmt(y)}$, and use it on the top component too.`,
          `The scale factor is $${fmt(y)} \\div ${br(u.y)}$.`,
        ],
        steps: [
          `Scale factor $= \\frac{${fmt(y)}}{${br(u.y)}} = ${fmt(t)}$`,
          `$k = ${fmt(t)} \\times ${br(u.x)} = ${fmt(k)}$`,
        ],
        explanation: `$${colText('k', fmt(y))} = ${fmt(t)}${col(u.x, u.y)}$, so $k = ${fmt(k)}$.`,
      };
    }
    const t = rng.pick([-4, -3, -2, 2, 3, 4]);
    const key = show(t * u.x, t * u.y);
    const wrong: Choice[] = [
      { text: show(t * u.y, t * u.x), mistake: 'swapped the components' },
      { text: show(t * u.x, -t * u.y), mistake: 'changed the sign of only one component' },
      ...(frame === 'scaled-length'
        ? [{ text: show(-t * u.x, -t * u.y), mistake: 'took the opposite direction' }]
        : []),
      {
        text: show(u.x + t, u.y + t),
        mistake: 'added a number to each component instead of multiplying',
      },
      { text: show(t * u.x, u.y), mistake: 'multiplied only the top component' },
    ];
    if (frame === 'scaled-length') {
      return {
        frame,
        question: `Which vector has ${t > 0 ? 'the same direction as' : 'the opposite direction to'} $${col(u.x, u.y)}$ and ${['', '', 'twice', 'three times', 'four times'][Math.abs(t)] ?? ''} its magnitude?`,
        answer: key,
        wrong,
        hints: [
          'Multiplying a vector by a positive number keeps its direction and scales its length; a negative number also reverses it.',
          `Multiply both components by the same number: its size is the scale of the length, its sign gives the direction.`,
          `The scale factor is $${fmt(t)}$.`,
        ],
        steps: [`$${fmt(t)}${col(u.x, u.y)} = ${col(t * u.x, t * u.y)}$`, `The answer is ${key}`],
        explanation: `$${fmt(t)}${col(u.x, u.y)} = ${col(t * u.x, t * u.y)}$.`,
      };
    }
    return {
      frame,
      question: `Which of these vectors is parallel to $${col(u.x, u.y)}$?`,
      answer: key,
      wrong,
      hints: [
        'Parallel vectors are scalar multiples of each other: both components scale by the same number.',
        'For each option, divide its top component by the top of the given vector, and the bottom by the bottom.',
        'The right option gives the same number both times (it may be negative).',
      ],
      steps: [
        `${key}: $\\frac{${fmt(t * u.x)}}{${br(u.x)}} = ${fmt(t)}$ and $\\frac{${fmt(t * u.y)}}{${br(u.y)}} = ${fmt(t)}$`,
        `Both components scale by $${fmt(t)}$, so ${key} is parallel`,
      ],
      explanation: `${key} $= ${fmt(t)}${col(u.x, u.y)}$.`,
    };
  },
});

// ---------------------------------------------------------------- position vectors

const RATIOS: [number, number][] = [
  [1, 2],
  [2, 1],
  [1, 3],
  [3, 1],
  [2, 3],
  [3, 2],
];

const positionVectors = defineTemplate({
  id: `${lesson}/position-vectors`,
  lesson,
  type: 'short_answer',
  b: -0.1,
  build(rng) {
    const frame = rng.pick(['midpoint', 'ratio-point', 'centroid'] as const);
    // The centroid is G: its triangle's vertices come from a set without G.
    const [nA, nB, nC, nP] = rng.pick(
      frame === 'centroid' ? POINT_NAMES.filter((set) => !set.includes('G')) : POINT_NAMES,
    );
    const a = randomVector(rng, -7, 7);
    if (frame === 'centroid') {
      const b = randomVector(rng, -7, 7);
      // c chosen so a + b + c is a multiple of 3 in each component.
      const c0 = randomVector(rng, -7, 7);
      const c = pt(c0.x - ((a.x + b.x + c0.x) % 3), c0.y - ((a.y + b.y + c0.y) % 3));
      if ((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x) === 0) return this.build(rng);
      const g = pt((a.x + b.x + c.x) / 3, (a.y + b.y + c.y) / 3);
      return {
        frame,
        multiStep: true,
        question: `The position vectors of $${nA}$, $${nB}$ and $${nC}$ relative to $O$ are $${col(a.x, a.y)}$, $${col(b.x, b.y)}$ and $${col(c.x, c.y)}$. Find the position vector of the centroid $G$ of the triangle $${nA}${nB}${nC}$. ${ORDERED_PAIR}`,
        answer: pair(g),
        kind: 'point',
        hints: [
          'The centroid is the mean of the three vertices.',
          '$\\overrightarrow{OG} = \\frac{1}{3}(\\mathbf{a} + \\mathbf{b} + \\mathbf{c})$.',
          `The $x$-component is $\\frac{1}{3}(${fmt(a.x)} + ${br(b.x)} + ${br(c.x)})$.`,
        ],
        steps: [
          `$\\mathbf{a} + \\mathbf{b} + \\mathbf{c} = ${col(a.x + b.x + c.x, a.y + b.y + c.y)}$`,
          `$\\overrightarrow{OG} = \\frac{1}{3}${col(a.x + b.x + c.x, a.y + b.y + c.y)} = ${col(g.x, g.y)}$`,
          `$\\overrightarrow{OG} = ${pair(g)}$`,
        ],
        explanation: `$\\overrightarrow{OG} = \\frac{1}{3}(\\mathbf{a} + \\mathbf{b} + \\mathbf{c}) = ${col(g.x, g.y)}$.`,
      };
    }
    if (frame === 'midpoint') {
      const b = randomVector(rng, -7, 7);
      if (b.x === a.x && b.y === a.y) return this.build(rng);
      const m = pt((a.x + b.x) / 2, (a.y + b.y) / 2);
      return {
        frame,
        question: `Relative to $O$, $${nA}$ has position vector $\\mathbf{a} = ${col(a.x, a.y)}$ and $${nB}$ has position vector $\\mathbf{b} = ${col(b.x, b.y)}$. Find the position vector of the midpoint $${nP}$ of $\\overline{${nA}${nB}}$. ${ORDERED_PAIR}`,
        answer: pair(m),
        kind: 'point',
        hints: [
          'The midpoint’s position vector is the mean of the two position vectors.',
          `$\\overrightarrow{O${nP}} = \\frac{1}{2}(\\mathbf{a} + \\mathbf{b})$.`,
          `$\\mathbf{a} + \\mathbf{b} = \\begin{pmatrix} ${fmt(a.x)} + ${br(b.x)} \\\\ ${fmt(a.y)} + ${br(b.y)} \\end{pmatrix}$.`,
        ],
        steps: [
          `$\\mathbf{a} + \\mathbf{b} = ${col(a.x + b.x, a.y + b.y)}$`,
          `$\\overrightarrow{O${nP}} = \\frac{1}{2}${col(a.x + b.x, a.y + b.y)} = ${pair(m)}$`,
        ],
        explanation: `$\\overrightarrow{O${nP}} = \\frac{1}{2}(\\mathbf{a} + \\mathbf{b}) = ${pair(m)}$.`,
      };
    }
    const [m, n] = rng.pick(RATIOS);
    const d = randomVector(rng, -2, 2);
    const b = pt(a.x + (m + n) * d.x, a.y + (m + n) * d.y);
    const p = pt(a.x + m * d.x, a.y + m * d.y);
    return {
      frame,
      multiStep: true,
      question: `Relative to $O$, $\\mathbf{a} = ${col(a.x, a.y)}$ and $\\mathbf{b} = ${col(b.x, b.y)}$ are the position vectors of $${nA}$ and $${nB}$. $${nP}$ lies on $\\overline{${nA}${nB}}$ with $${nA}${nP} : ${nP}${nB} = ${m} : ${n}$. Find the position vector of $${nP}$. ${ORDERED_PAIR}`,
      answer: pair(p),
      kind: 'point',
      hints: [
        `$${nP}$ is $\\frac{${m}}{${m + n}}$ of the way from $${nA}$ to $${nB}$.`,
        `$\\overrightarrow{O${nP}} = \\mathbf{a} + \\frac{${m}}{${m + n}}(\\mathbf{b} - \\mathbf{a})$.`,
        `$\\mathbf{b} - \\mathbf{a} = \\begin{pmatrix} ${minus(b.x, a.x)} \\\\ ${minus(b.y, a.y)} \\end{pmatrix}$.`,
      ],
      steps: [
        `$\\mathbf{b} - \\mathbf{a} = ${col(b.x - a.x, b.y - a.y)}$`,
        `$\\frac{${m}}{${m + n}}(\\mathbf{b} - \\mathbf{a}) = ${col(m * d.x, m * d.y)}$`,
        `$\\overrightarrow{O${nP}} = ${col(a.x, a.y)} + ${col(m * d.x, m * d.y)} = ${pair(p)}$`,
      ],
      explanation: `$\\overrightarrow{O${nP}} = \\mathbf{a} + \\frac{${m}}{${m + n}}(\\mathbf{b} - \\mathbf{a}) = ${pair(p)}$.`,
    };
  },
});

// ---------------------------------------------------------------- unknowns in vector equations

const unknownInEquation = defineTemplate({
  id: `${lesson}/unknown-in-equation`,
  lesson,
  type: 'short_answer',
  b: 0.6,
  build(rng) {
    const frame = rng.pick(['scalar-multiple', 'combination', 'given-magnitude'] as const);
    if (frame === 'given-magnitude') {
      // |a + (p, y)| = c with (a.x + p, a.y + y) a Pythagorean step; exactly one root p > 0.
      const step = tripleStep(rng, 15);
      const run = Math.abs(step.dx);
      const ax = rng.int(1 - run, run - 1);
      const ay = rng.int(-5, 5);
      const y = step.dy - ay;
      const key = run - ax;
      const sum = colText(`${fmt(ax)} + p`, `${fmt(ay)} + ${br(y)}`);
      return {
        frame,
        multiStep: true,
        question: `$\\mathbf{a} = ${col(ax, ay)}$, $\\mathbf{v} = ${colText('p', fmt(y))}$ and $|\\mathbf{a} + \\mathbf{v}| = ${step.length}$. Find $p$, given that $p > 0$.`,
        answer: fmt(key),
        hints: [
          'Write $\\mathbf{a} + \\mathbf{v}$ with $p$ in it, then use the magnitude formula and square both sides.',
          `$\\mathbf{a} + \\mathbf{v} = ${sum}$, and its magnitude squared is $${step.length}^2$.`,
          'Solve for $(' + fmt(ax) + ' + p)^2$, take both square roots, and keep the positive $p$.',
        ],
        steps: [
          `$(${fmt(ax)} + p)^2 + ${br(ay + y)}^2 = ${step.length}^2$`,
          `$(${fmt(ax)} + p)^2 = ${step.length ** 2} - ${(ay + y) ** 2} = ${run * run}$, so $${fmt(ax)} + p = \\pm ${run}$`,
          `$p = ${run} - ${br(ax)}$ or $p = -${run} - ${br(ax)}$; with $p > 0$, $p = ${fmt(key)}$`,
        ],
        explanation: `$(${fmt(ax)} + p)^2 = ${run * run}$ and $p > 0$, so $p = ${fmt(key)}$.`,
      };
    }
    const u = pt(nonZero(rng, -5, 5), nonZero(rng, -5, 5));
    const k = rng.pick([-4, -3, -2, 2, 3, 4, 5]);
    if (frame === 'scalar-multiple') {
      const w = pt(k * u.x, k * u.y);
      return {
        frame,
        question: `$k${col(u.x, u.y)} = ${col(w.x, w.y)}$. Find $k$.`,
        answer: fmt(k),
        hints: [
          'Multiplying by $k$ multiplies both components by $k$.',
          `Compare the top components: $${br(u.x)}k = ${fmt(w.x)}$.`,
          'Check that the bottom components give the same $k$.',
        ],
        steps: [
          `$${br(u.x)}k = ${fmt(w.x)}$, so $k = \\frac{${fmt(w.x)}}{${br(u.x)}}$`,
          `$k = ${fmt(k)}$`,
        ],
        explanation: `$k = \\frac{${fmt(w.x)}}{${fmt(u.x)}} = \\frac{${fmt(w.y)}}{${fmt(u.y)}} = ${fmt(k)}$.`,
      };
    }
    const a = randomVector(rng, -6, 6);
    const r = pt(a.x + k * u.x, a.y + k * u.y);
    return {
      frame,
      multiStep: true,
      question: `$${col(a.x, a.y)} + k${col(u.x, u.y)} = ${col(r.x, r.y)}$. Find $k$.`,
      answer: fmt(k),
      hints: [
        `Move $${col(a.x, a.y)}$ to the other side first.`,
        `$k${col(u.x, u.y)} = ${col(r.x, r.y)} - ${col(a.x, a.y)}$.`,
        `Top components: $${br(u.x)}k = ${minus(r.x, a.x)}$.`,
      ],
      steps: [
        `$k${col(u.x, u.y)} = ${col(r.x - a.x, r.y - a.y)}$`,
        `$${br(u.x)}k = ${fmt(r.x - a.x)}$, so $k = ${fmt(k)}$`,
      ],
      explanation: `$k${col(u.x, u.y)} = ${col(r.x - a.x, r.y - a.y)}$, so $k = ${fmt(k)}$.`,
    };
  },
});

// ---------------------------------------------------------------- direction

function directionDraft(rng: Rng, frame: 'first-quadrant' | 'any-quadrant' | 'bearing'): Draft {
  const [nA, nB] = rng.pick(POINT_NAMES);
  let v: Point;
  do {
    v = pt(nonZero(rng, -6, 6), nonZero(rng, -6, 6));
    if (frame === 'first-quadrant') v = pt(Math.abs(v.x), Math.abs(v.y));
  } while (Math.abs(v.x) === Math.abs(v.y) || (frame === 'any-quadrant' && v.x > 0 && v.y > 0));
  const A = randomPoint(rng, -4, 4);
  const B = pt(A.x + v.x, A.y + v.y);
  if (touchesAxes([A, B])) return directionDraft(rng, frame);
  const theta = directionDeg(v);
  const ref = (Math.atan(Math.abs(v.y) / Math.abs(v.x)) * 180) / Math.PI;
  const refTex = `\\tan^{-1}\\left(${frac(Math.abs(v.y), Math.abs(v.x)).tex}\\right)`;
  const quadrantStep =
    v.x > 0 && v.y > 0
      ? `It points into the first quadrant, so $\\theta = ${refTex}$`
      : v.x < 0 && v.y > 0
        ? `It points into the second quadrant, so $\\theta = 180^\\circ - ${refTex}$`
        : v.x < 0
          ? `It points into the third quadrant, so $\\theta = 180^\\circ + ${refTex}$`
          : `It points into the fourth quadrant, so $\\theta = 360^\\circ - ${refTex}$`;
  // A dashed line from A in the positive x direction: the angle is measured from it.
  const E = pt(A.x + Math.abs(v.x) + 1, A.y);
  const figure = gridFigure({
    points: [
      { name: nA, at: A },
      { name: nB, at: B },
    ],
    arrows: [{ from: A, to: B }],
    segments: frame === 'bearing' ? [] : [{ from: A, to: E, dashed: true }],
    extra:
      frame === 'bearing'
        ? []
        : [
            {
              kind: 'angle',
              vertex: A,
              from: E,
              to: B,
              label: 'θ',
              ...(theta > 180 ? { reflex: true } : {}),
            },
          ],
    caption:
      frame === 'bearing'
        ? `The displacement from ${nA} to ${nB} on axes, x east and y north.`
        : `The vector from ${nA} to ${nB} on coordinate axes, with the angle θ from the positive x direction marked at ${nA}.`,
  });
  if (!figureFits(figure)) return directionDraft(rng, frame);
  const vec = `\\overrightarrow{${nA}${nB}}`;
  const first = `$${vec} = ${colText(minus(B.x, A.x), minus(B.y, A.y))} = ${col(v.x, v.y)}$`;
  if (frame === 'bearing') {
    const bearing = (90 - theta + 360) % 360;
    return {
      frame,
      context: true,
      multiStep: true,
      question: `On a chart whose units are kilometres, with $x$ measured east and $y$ north, a boat sails in a straight line from the buoy $${namedTex({ name: nA, at: A })}$ to the buoy $${namedTex({ name: nB, at: B })}$. Find the bearing of $${nB}$ from $${nA}$, to the nearest degree.`,
      answer: `${fixed(bearing, 0)}°`,
      decimals: 0,
      trueValue: bearing,
      hints: [
        'A bearing is measured clockwise from north: first find the displacement, then its direction.',
        `$${vec}$ is end minus start; then $\\tan^{-1}$ of its components gives its angle with the east-west line.`,
        `$${vec} = ${colText(minus(B.x, A.x), minus(B.y, A.y))}$: sketch it before turning clockwise from north.`,
      ],
      steps: [
        first,
        `Angle with the east-west line: $${refTex} \\approx ${fixed(ref, 1)}^\\circ$`,
        `Angle from east, anticlockwise: $\\theta \\approx ${fixed(theta, 1)}^\\circ$`,
        `Bearing $= 90^\\circ - \\theta$ (plus $360^\\circ$ if negative) $\\approx ${fixed(bearing, 0)}^\\circ$`,
      ],
      figure,
      explanation: `$${vec} = ${col(v.x, v.y)}$ makes $\\theta \\approx ${fixed(theta, 1)}^\\circ$ with east, so the bearing is $\\approx ${fixed(bearing, 0)}^\\circ$.`,
    };
  }
  return {
    frame,
    multiStep: true,
    question: `The points $${namedTex({ name: nA, at: A })}$ and $${namedTex({ name: nB, at: B })}$ are shown. Find the angle $\\theta$ that $${vec}$ makes with the positive $x$ direction, measured anticlockwise with $0^\\circ \\le \\theta < 360^\\circ$, to the nearest degree.`,
    answer: `${fixed(theta, 0)}°`,
    decimals: 0,
    trueValue: theta,
    hints: [
      `Find $${vec}$ (end minus start), then the acute angle it makes with the $x$ direction, then use the quadrant it points into.`,
      `For a vector $${colText('x', 'y')}$ the acute angle is $\\tan^{-1}\\frac{|y|}{|x|}$.`,
      `$${vec} = ${colText(minus(B.x, A.x), minus(B.y, A.y))}$.`,
    ],
    steps: [
      first,
      `Acute angle: $${refTex} \\approx ${fixed(ref, 2)}^\\circ$`,
      quadrantStep,
      `$\\theta \\approx ${fixed(theta, 0)}^\\circ$`,
    ],
    figure,
    explanation: `$${vec} = ${col(v.x, v.y)}$, so $\\theta \\approx ${fixed(theta, 0)}^\\circ$.`,
  };
}

const direction = defineTemplate({
  id: `${lesson}/direction-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.4,
  build(rng) {
    return directionDraft(rng, rng.pick(['first-quadrant', 'any-quadrant', 'bearing'] as const));
  },
});

// ---------------------------------------------------------------- a vector read from a grid

function gridVectorDraft(rng: Rng, frame: 'read-vector' | 'magnitude' | 'translate'): Draft {
  const [nP, nQ, nR] = rng.pick(POINT_NAMES);
  const P = randomPoint(rng, -5, 4);
  const v = randomVector(rng, -5, 5);
  const Q = pt(P.x + v.x, P.y + v.y);
  const R = randomPoint(rng, -5, 4);
  const points: Named[] = [
    { name: nP, at: P },
    { name: nQ, at: Q },
  ];
  if (frame === 'translate') points.push({ name: nR, at: R });
  const all = points.map((p) => p.at);
  if (touchesAxes(all) || (frame === 'magnitude' && (v.x === 0 || v.y === 0))) {
    return gridVectorDraft(rng, frame);
  }
  if (frame === 'translate' && ((R.x === P.x && R.y === P.y) || (R.x === Q.x && R.y === Q.y))) {
    return gridVectorDraft(rng, frame);
  }
  const figure = gridFigure({
    points,
    arrows: [{ from: P, to: Q }],
    caption: `The vector from ${nP} to ${nQ} drawn as an arrow on coordinate axes${frame === 'translate' ? `, and the point ${nR}` : ''}.`,
  });
  if (!figureFits(figure)) return gridVectorDraft(rng, frame);
  const vec = `\\overrightarrow{${nP}${nQ}}`;
  const first = `$${vec} = \\begin{pmatrix} ${minus(Q.x, P.x)} \\\\ ${minus(Q.y, P.y)} \\end{pmatrix} = ${col(v.x, v.y)}$`;
  if (frame === 'magnitude') {
    const m2 = dist2(P, Q);
    const root = rootOf(m2);
    const exact = !Number.isInteger(Math.sqrt(m2));
    return {
      frame,
      multiStep: true,
      question: exact
        ? `The arrow shows $${vec}$. Find its exact magnitude $|${vec}|$, in simplest surd form.`
        : `The arrow shows $${vec}$. Find its magnitude $|${vec}|$.`,
      answer: root.text,
      facts: { figureCarriesData: 'the ends of the arrow are read from the labelled figure' },
      ...(exact ? { exact: true } : {}),
      hints: [
        'First write the vector from its two ends, then find its length.',
        `${MAGNITUDE_FORMULA}.`,
        `The components are $${minus(Q.x, P.x)}$ and $${minus(Q.y, P.y)}$.`,
      ],
      steps: [
        first,
        `$|${vec}| = \\sqrt{${br(v.x)}^2 + ${br(v.y)}^2} = \\sqrt{${m2}}$`,
        `$|${vec}| = ${root.tex}$`,
      ],
      figure,
      explanation: `$${vec} = ${col(v.x, v.y)}$, so $|${vec}| = \\sqrt{${m2}} = ${root.tex}$.`,
    };
  }
  if (frame === 'translate') {
    const image = pt(R.x + v.x, R.y + v.y);
    return {
      frame,
      multiStep: true,
      question: `The point $${nR}$ is translated by the vector $${vec}$ shown. Find the coordinates of its image. ${ORDERED_PAIR}`,
      answer: pair(image),
      kind: 'point',
      facts: { figureCarriesData: 'the points are read from the labelled figure' },
      hints: [
        `A translation by $${vec}$ moves every point by the same step as from $${nP}$ to $${nQ}$.`,
        `Find $${vec}$ (end minus start), then add it to $${nR}$.`,
        `$${vec}$ has $x$-component $${minus(Q.x, P.x)}$.`,
      ],
      steps: [
        first,
        `Image $= \\begin{pmatrix} ${fmt(R.x)} + ${br(v.x)} \\\\ ${fmt(R.y)} + ${br(v.y)} \\end{pmatrix}$`,
        `Image $= ${pair(image)}$`,
      ],
      figure,
      explanation: `$${vec} = ${col(v.x, v.y)}$, so the image of $${nR}$ is $${pair(image)}$.`,
    };
  }
  return {
    frame,
    question: `The arrow shows $${vec}$. Find its components. ${ORDERED_PAIR}`,
    answer: pair(v),
    kind: 'point',
    facts: { figureCarriesData: 'the ends of the arrow are read from the labelled figure' },
    hints: [
      'A vector is the step from its start to its end.',
      `End minus start: $${vec} = ${nQ} - ${nP}$, component by component.`,
      `The $x$-component is $${minus(Q.x, P.x)}$.`,
    ],
    steps: [first, `$${vec} = ${pair(v)}$`],
    figure,
    explanation: `$${vec} = ${col(v.x, v.y)}$.`,
  };
}

const gridVector = defineTemplate({
  id: `${lesson}/grid-vector-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: -0.6,
  build(rng) {
    return gridVectorDraft(rng, rng.pick(['read-vector', 'magnitude', 'translate'] as const));
  },
});

// ---------------------------------------------------------------- vectors in a figure (a, b)

const A_B = (x: string, y: string): string => `${x}\\mathbf{a} ${y}\\mathbf{b}`;

function coefficient(n: number, d: number, first: boolean): string {
  const f = frac(Math.abs(n), d);
  const body = f.value === 1 ? '' : f.tex;
  if (first) return n < 0 ? `-${body}` : body;
  return n < 0 ? `- ${body}` : `+ ${body}`;
}

/** "$\frac{2}{3}\mathbf{a} + \frac{1}{3}\mathbf{b}$" for p a + q b with p = pn/d, q = qn/d. */
function combo(pn: number, qn: number, d: number): string {
  if (pn === 0) return `${coefficient(qn, d, true)}\\mathbf{b}`;
  if (qn === 0) return `${coefficient(pn, d, true)}\\mathbf{a}`;
  return A_B(coefficient(pn, d, true), coefficient(qn, d, false));
}

const FIGURE_RATIOS: [number, number][] = [
  [1, 1],
  [1, 2],
  [2, 1],
  [1, 3],
  [3, 1],
  [2, 3],
  [3, 2],
  [1, 4],
  [4, 1],
  [3, 4],
  [2, 5],
  [5, 2],
];

const vectorGeometry = defineTemplate({
  id: `${lesson}/vectors-in-a-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: 0.9,
  build(rng) {
    const frame = rng.pick(['from-origin', 'along-side', 'point-on-radius'] as const);
    const [nA, nB, , nP] = rng.pick(POINT_NAMES);
    // OA = p a and OB = q b: the figure shows the arrows of a and b along OA and OB.
    const p = rng.int(1, 9);
    const q = rng.int(1, 9);
    const O = pt(0, 0);
    const A = pt(rng.int(5, 7), rng.int(-1, 1));
    const B = pt(rng.int(0, 3), rng.int(4, 6));
    const [m, n] = rng.pick(FIGURE_RATIOS);
    const d = m + n;
    const P = pt(A.x + ((B.x - A.x) * m) / d, A.y + ((B.y - A.y) * m) / d);
    const opt = (pn: number, qn: number, den: number): string => `$${combo(pn, qn, den)}$`;
    const vec = (name: string, k: number): string =>
      k === 1 ? `\\mathbf{${name}}` : `${k}\\mathbf{${name}}`;
    const given = `$\\overrightarrow{O${nA}} = ${vec('a', p)}$ and $\\overrightarrow{O${nB}} = ${vec('b', q)}$`;
    const elements: FigureElement[] = [
      { kind: 'ray', from: O, through: A },
      { kind: 'ray', from: O, through: B },
      { kind: 'segment', from: A, to: B },
      { kind: 'label', at: pt(A.x / 2, A.y / 2 - 0.6), text: p === 1 ? 'a' : `${p}a` },
      { kind: 'label', at: pt(B.x / 2 - 0.6, B.y / 2), text: q === 1 ? 'b' : `${q}b` },
      { kind: 'point', at: O, label: 'O' },
      { kind: 'point', at: A, label: nA },
      { kind: 'point', at: B, label: nB },
    ];
    const ab = `\\overrightarrow{${nA}${nB}}`;
    const abValue = combo(-p, q, 1);
    if (frame === 'point-on-radius') {
      // M on OB (or on OA) with OM : MB = m : n; the vector asked joins M and the other vertex.
      const onB = rng.chance(0.5);
      const toward = rng.chance(0.5);
      const [nR, nOther] = onB ? [nB, nA] : [nA, nB];
      const M = onB ? pt((B.x * m) / d, (B.y * m) / d) : pt((A.x * m) / d, (A.y * m) / d);
      // OM and the other vertex as coefficients of (a, b), over d.
      const om: [number, number] = onB ? [0, m * q] : [m * p, 0];
      const other: [number, number] = onB ? [p * d, 0] : [0, q * d];
      const sign = toward ? 1 : -1;
      // Towards M: OM − O(other); away from M: O(other) − OM.
      const key: [number, number] = [sign * (om[0] - other[0]), sign * (om[1] - other[1])];
      const [from, to] = toward ? [nOther, nP] : [nP, nOther];
      const whole: [number, number] = onB ? [0, q * d] : [p * d, 0];
      const flipped: [number, number] = onB ? [0, n * q] : [n * p, 0];
      elements.push(
        { kind: 'segment', from: M, to: onB ? A : B, dashed: true },
        { kind: 'point', at: M, label: nP, dot: true },
      );
      const omText = `${frac(m, d).tex}(${onB ? vec('b', q) : vec('a', p)})`;
      const where =
        m === n
          ? `$${nP}$ is the midpoint of $\\overline{O${nR}}$`
          : `$${nP}$ lies on $\\overline{O${nR}}$ with $O${nP} : ${nP}${nR} = ${m} : ${n}$`;
      return {
        frame,
        multiStep: true,
        question: `${given}. ${where}. Express $\\overrightarrow{${from}${to}}$ in terms of $\\mathbf{a}$ and $\\mathbf{b}$.`,
        answer: opt(key[0], key[1], d),
        wrong: [
          { text: opt(-key[0], -key[1], d), mistake: 'went the wrong way (start minus end)' },
          {
            text: opt(sign * (whole[0] - other[0]), sign * (whole[1] - other[1]), d),
            mistake: `used the whole of $O${nR}$ instead of $O${nP}$`,
          },
          {
            text: opt(sign * (flipped[0] - other[0]), sign * (flipped[1] - other[1]), d),
            mistake: `took $O${nP}$ as $\\frac{${n}}{${d}}$ of $O${nR}$ (the ratio the wrong way round)`,
          },
          {
            text: opt(sign * (om[0] + other[0]), sign * (om[1] + other[1]), d),
            mistake: 'added the two steps instead of subtracting one',
          },
        ],
        hints: [
          `Go from $${from}$ to $${to}$ through $O$.`,
          `$\\overrightarrow{O${nP}} = \\frac{${m}}{${d}}\\overrightarrow{O${nR}}$.`,
          `$\\overrightarrow{O${nP}} = ${omText}$.`,
        ],
        steps: [
          `$\\overrightarrow{O${nP}} = ${omText} = ${combo(om[0], om[1], d)}$`,
          `$\\overrightarrow{${from}${to}} = \\overrightarrow{${from}O} + \\overrightarrow{O${to}}$`,
          `$\\overrightarrow{${from}${to}} = ${combo(key[0], key[1], d)}$`,
        ],
        figure: {
          caption: `Triangle O${nA}${nB} with arrows along OA and OB, and ${nP} on O${nR}.`,
          elements,
        },
        explanation: `$\\overrightarrow{O${nP}} = ${combo(om[0], om[1], d)}$, so $\\overrightarrow{${from}${to}} = ${combo(key[0], key[1], d)}$.`,
      };
    }
    elements.push(
      { kind: 'segment', from: O, to: P, dashed: true },
      { kind: 'point', at: P, label: nP, dot: true },
    );
    const where =
      m === n
        ? `$${nP}$ is the midpoint of $\\overline{${nA}${nB}}$`
        : `$${nP}$ lies on $\\overline{${nA}${nB}}$ with $${nA}${nP} : ${nP}${nB} = ${m} : ${n}$`;
    const figure = {
      caption: `Triangle O${nA}${nB} with arrows along OA and OB, and ${nP} on ${nA}${nB}.`,
      elements,
    };
    if (frame === 'along-side') {
      // AP = m/d (q b − p a), PB = n/d (q b − p a); PA and BP are their negatives.
      const ask = rng.pick(['AP', 'PA', 'PB', 'BP'] as const);
      const part = ask === 'AP' || ask === 'PA' ? m : n;
      const s = ask === 'AP' || ask === 'PB' ? 1 : -1;
      const name = [...ask].map((c) => (c === 'A' ? nA : c === 'B' ? nB : nP)).join('');
      const minusSign = s < 0 ? '-' : '';
      return {
        frame,
        multiStep: true,
        question: `${given}. ${where}. Express $\\overrightarrow{${name}}$ in terms of $\\mathbf{a}$ and $\\mathbf{b}$.`,
        answer: opt(-s * part * p, s * part * q, d),
        wrong: [
          {
            text: opt(-s * (d - part) * p, s * (d - part) * q, d),
            mistake: 'used the other part of the ratio',
          },
          {
            text: opt(s * part * p, -s * part * q, d),
            mistake: 'went the wrong way along the side',
          },
          { text: opt(n * p, m * q, d), mistake: `gave $\\overrightarrow{O${nP}}$ instead` },
          { text: opt(-s * p, s * q, 1), mistake: 'gave the whole side instead of part of it' },
        ],
        hints: [
          `$${name}$ is part of the side $${nA}${nB}$: find $${ab}$ first.`,
          `$\\overrightarrow{${name}} = ${minusSign}\\frac{${part}}{${d}}${ab}$, and $${ab} = -\\overrightarrow{O${nA}} + \\overrightarrow{O${nB}}$.`,
          `$${ab} = -${vec('a', p)} + ${vec('b', q)}$.`,
        ],
        steps: [
          `$${ab} = ${abValue}$`,
          `$\\overrightarrow{${name}} = ${minusSign}${frac(part, d).tex}(${abValue})$`,
          `$\\overrightarrow{${name}} = ${combo(-s * part * p, s * part * q, d)}$`,
        ],
        figure,
        explanation: `$\\overrightarrow{${name}} = ${minusSign}${frac(part, d).tex}${ab} = ${combo(-s * part * p, s * part * q, d)}$.`,
      };
    }
    // OP = OA + m/d AB = (n p a + m q b)/d.
    return {
      frame,
      multiStep: true,
      question: `${given}. ${where}. Express $\\overrightarrow{O${nP}}$ in terms of $\\mathbf{a}$ and $\\mathbf{b}$.`,
      answer: opt(n * p, m * q, d),
      wrong: [
        {
          text: opt(m * p, n * q, d),
          mistake: `measured the ratio from $${nB}$ instead of $${nA}$`,
        },
        {
          text: opt(-m * p, m * q, d),
          mistake: `gave $\\overrightarrow{${nA}${nP}}$ and forgot to start from $O$`,
        },
        { text: opt(p, q, 1), mistake: 'added the two sides without scaling' },
        { text: opt(p + m * p, -m * q, d), mistake: `went from $${nA}$ away from $${nB}$` },
        { text: opt(n, m, d), mistake: 'left out the numbers in front of a and b' },
      ],
      hints: [
        `Go from $O$ to $${nA}$, then part of the way along $${ab}$.`,
        `$\\overrightarrow{O${nP}} = \\overrightarrow{O${nA}} + \\frac{${m}}{${d}}${ab}$, with $${ab} = -\\overrightarrow{O${nA}} + \\overrightarrow{O${nB}}$.`,
        `$\\overrightarrow{O${nP}} = ${vec('a', p)} + \\frac{${m}}{${d}}(${abValue})$: expand and collect.`,
      ],
      steps: [
        `$${ab} = ${abValue}$`,
        `$\\overrightarrow{O${nP}} = ${vec('a', p)} + ${frac(m, d).tex}(${abValue})$`,
        `$\\overrightarrow{O${nP}} = ${combo(n * p, m * q, d)}$`,
      ],
      figure,
      explanation: `$\\overrightarrow{O${nP}} = ${vec('a', p)} + ${frac(m, d).tex}${ab} = ${combo(n * p, m * q, d)}$.`,
    };
  },
});

// ---------------------------------------------------------------- points dividing a segment (grid)

function ratioDraft(rng: Rng, frame: 'internal-ratio' | 'extended' | 'trisect'): Draft {
  const [nA, nB, nP, nQ] = rng.pick(POINT_NAMES);
  const A = randomPoint(rng, -5, 2);
  const d = randomVector(rng, -2, 2);
  const [m, n] = frame === 'internal-ratio' ? rng.pick(RATIOS) : [1, 2];
  const parts = m + n;
  const B = pt(A.x + parts * d.x, A.y + parts * d.y);
  let key: Point;
  let question: string;
  let hints: string[];
  let steps: string[];
  let points: Named[];
  const ab = `\\overrightarrow{${nA}${nB}}`;
  const abStep = `$${ab} = \\begin{pmatrix} ${minus(B.x, A.x)} \\\\ ${minus(B.y, A.y)} \\end{pmatrix} = ${col(B.x - A.x, B.y - A.y)}$`;
  if (frame === 'extended') {
    // B is the midpoint of AP: P = A + 2 AB.
    const Bx = pt(A.x + 2 * d.x, A.y + 2 * d.y);
    key = pt(A.x + 4 * d.x, A.y + 4 * d.y);
    points = [
      { name: nA, at: A },
      { name: nB, at: Bx },
      { name: nP, at: key, unknown: true },
    ];
    question = `$${nB}$ is the midpoint of $\\overline{${nA}${nP}}$, where $${namedTex(points[0] as Named)}$ and $${namedTex(points[1] as Named)}$. Find the position vector of $${nP}$. ${ORDERED_PAIR}`;
    hints = [
      `Going from $${nB}$ to $${nP}$ is the same step as going from $${nA}$ to $${nB}$.`,
      `$\\overrightarrow{O${nP}} = \\overrightarrow{O${nB}} + ${ab}$.`,
      `$${ab} = \\begin{pmatrix} ${minus(Bx.x, A.x)} \\\\ ${minus(Bx.y, A.y)} \\end{pmatrix}$.`,
    ];
    steps = [
      `$${ab} = ${col(Bx.x - A.x, Bx.y - A.y)}$`,
      `$\\overrightarrow{O${nP}} = ${col(Bx.x, Bx.y)} + ${col(Bx.x - A.x, Bx.y - A.y)} = ${pair(key)}$`,
    ];
  } else if (frame === 'trisect') {
    key = pt(A.x + 2 * d.x, A.y + 2 * d.y);
    points = [
      { name: nA, at: A },
      { name: nB, at: B },
      { name: nP, at: pt(A.x + d.x, A.y + d.y), unknown: true },
      { name: nQ, at: key, unknown: true },
    ];
    question = `$${nP}$ and $${nQ}$ divide $\\overline{${nA}${nB}}$ into three equal parts, with $${nP}$ nearer $${nA}$, where $${namedTex(points[0] as Named)}$ and $${namedTex(points[1] as Named)}$. Find the position vector of $${nQ}$. ${ORDERED_PAIR}`;
    hints = [
      `$${nQ}$ is two thirds of the way from $${nA}$ to $${nB}$.`,
      `$\\overrightarrow{O${nQ}} = \\overrightarrow{O${nA}} + \\frac{2}{3}${ab}$.`,
      `$${ab} = ${colText(minus(B.x, A.x), minus(B.y, A.y))}$.`,
    ];
    steps = [
      abStep,
      `$\\frac{2}{3}${ab} = ${col(2 * d.x, 2 * d.y)}$`,
      `$\\overrightarrow{O${nQ}} = ${col(A.x, A.y)} + ${col(2 * d.x, 2 * d.y)} = ${pair(key)}$`,
    ];
  } else {
    key = pt(A.x + m * d.x, A.y + m * d.y);
    points = [
      { name: nA, at: A },
      { name: nB, at: B },
      { name: nP, at: key, unknown: true },
    ];
    question = `$${nP}$ lies on $\\overline{${nA}${nB}}$ with $${nA}${nP} : ${nP}${nB} = ${m} : ${n}$, where $${namedTex(points[0] as Named)}$ and $${namedTex(points[1] as Named)}$. Find the position vector of $${nP}$. ${ORDERED_PAIR}`;
    hints = [
      `$${nP}$ is $\\frac{${m}}{${parts}}$ of the way from $${nA}$ to $${nB}$.`,
      `$\\overrightarrow{O${nP}} = \\overrightarrow{O${nA}} + \\frac{${m}}{${parts}}${ab}$.`,
      `$${ab} = ${colText(minus(B.x, A.x), minus(B.y, A.y))}$.`,
    ];
    steps = [
      abStep,
      `$\\frac{${m}}{${parts}}${ab} = ${col(m * d.x, m * d.y)}$`,
      `$\\overrightarrow{O${nP}} = ${col(A.x, A.y)} + ${col(m * d.x, m * d.y)} = ${pair(key)}$`,
    ];
  }
  // Every point within 9 units of the origin keeps the grid readable.
  const far = points.some((p) => Math.abs(p.at.x) > 9 || Math.abs(p.at.y) > 9);
  if (far || touchesAxes(points.map((p) => p.at))) return ratioDraft(rng, frame);
  const ends = points.map((p) => p.at);
  const figure = gridFigure({
    points,
    segments: [{ from: A, to: ends[frame === 'extended' ? 2 : 1] as Point }],
    caption: `The segment from ${nA} on coordinate axes, with the points named in the question.`,
  });
  if (!figureFits(figure)) return ratioDraft(rng, frame);
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
}

const ratioPoint = defineTemplate({
  id: `${lesson}/ratio-point-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 1.3,
  build(rng) {
    return ratioDraft(rng, rng.pick(['internal-ratio', 'extended', 'trisect'] as const));
  },
});

// ---------------------------------------------------------------- journeys (resultant)

function journeyDraft(
  rng: Rng,
  frame: 'distance-from-start' | 'bearing-from-start' | 'return-journey',
): Draft {
  const u = randomVector(rng, -5, 6);
  const v = randomVector(rng, -5, 6);
  const r = pt(u.x + v.x, u.y + v.y);
  if (r.x === 0 || r.y === 0 || Math.abs(r.x) === Math.abs(r.y)) return journeyDraft(rng, frame);
  if (Number.isInteger(Math.sqrt(dist2(pt(0, 0), r))) && frame === 'distance-from-start') {
    return journeyDraft(rng, frame);
  }
  const O = pt(0, 0);
  const A = u;
  const B = r;
  if (touchesAxes([A, B]) || u.x * v.y - u.y * v.x === 0) return journeyDraft(rng, frame);
  const who = rng.pick(['A ship', 'A drone', 'A rescue boat'] as const);
  const figure = gridFigure({
    points: [
      { name: 'O', at: O, unknown: true },
      { name: 'A', at: A, unknown: true },
      { name: 'B', at: B, unknown: true },
    ],
    arrows: [
      { from: O, to: A },
      { from: A, to: B },
    ],
    segments: [{ from: O, to: B, dashed: true }],
    caption: `${who.slice(2)}’s journey from O to A to B on axes (x east, y north), with the straight line OB dashed.`,
  });
  if (!figureFits(figure)) return journeyDraft(rng, frame);
  const legs = `${who} leaves $O$ and travels $${col(u.x, u.y)}$ km to $A$, then $${col(v.x, v.y)}$ km to $B$ ($x$ east, $y$ north).`;
  const sumStep = `$\\overrightarrow{OB} = ${col(u.x, u.y)} + ${col(v.x, v.y)} = ${col(r.x, r.y)}$`;
  if (frame === 'return-journey') {
    const back = pt(-r.x, -r.y);
    return {
      frame,
      context: true,
      multiStep: true,
      question: `${legs} What displacement takes it straight back from $B$ to $O$? ${ORDERED_PAIR}`,
      answer: pair(back),
      kind: 'point',
      hints: [
        'First find the total displacement $\\overrightarrow{OB}$; the way back is its opposite.',
        '$\\overrightarrow{BO} = -\\overrightarrow{OB}$, and $\\overrightarrow{OB}$ is the sum of the two legs.',
        `$\\overrightarrow{OB} = ${col(u.x, u.y)} + ${col(v.x, v.y)}$.`,
      ],
      steps: [
        sumStep,
        `$\\overrightarrow{BO} = -\\overrightarrow{OB} = ${col(back.x, back.y)}$`,
        `$\\overrightarrow{BO} = ${pair(back)}$`,
      ],
      figure,
      explanation: `$\\overrightarrow{BO} = -(${col(u.x, u.y)} + ${col(v.x, v.y)}) = ${col(back.x, back.y)}$.`,
    };
  }
  if (frame === 'bearing-from-start') {
    const theta = directionDeg(r);
    const bearing = (90 - theta + 360) % 360;
    return {
      frame,
      context: true,
      multiStep: true,
      question: `${legs} Find the bearing of $B$ from $O$, to the nearest degree.`,
      answer: `${fixed(bearing, 0)}°`,
      decimals: 0,
      trueValue: bearing,
      hints: [
        'Add the two legs to get $\\overrightarrow{OB}$, then find its direction.',
        'A bearing is measured clockwise from north: use $\\tan^{-1}$ of the components, then turn from north.',
        `$\\overrightarrow{OB} = ${col(u.x, u.y)} + ${col(v.x, v.y)}$.`,
      ],
      steps: [
        sumStep,
        `Angle from east, anticlockwise: $\\theta \\approx ${fixed(theta, 1)}^\\circ$`,
        `Bearing $= 90^\\circ - \\theta$ (plus $360^\\circ$ if negative) $\\approx ${fixed(bearing, 0)}^\\circ$`,
      ],
      figure,
      explanation: `$\\overrightarrow{OB} = ${col(r.x, r.y)}$: bearing $\\approx ${fixed(bearing, 0)}^\\circ$.`,
    };
  }
  const dist = Math.sqrt(r.x * r.x + r.y * r.y);
  return {
    frame,
    context: true,
    multiStep: true,
    question: `${legs} How far is $B$ from $O$ in a straight line? Give the distance in km, to 1 decimal place.`,
    answer: fixed(dist, 1),
    decimals: 1,
    trueValue: dist,
    unit: 'km',
    hints: [
      'Add the two legs to get $\\overrightarrow{OB}$, then find its magnitude.',
      `${MAGNITUDE_FORMULA}.`,
      `$\\overrightarrow{OB} = ${col(u.x, u.y)} + ${col(v.x, v.y)}$.`,
    ],
    steps: [
      sumStep,
      `$|\\overrightarrow{OB}| = \\sqrt{${br(r.x)}^2 + ${br(r.y)}^2} = \\sqrt{${r.x * r.x + r.y * r.y}}$`,
      `$|\\overrightarrow{OB}| \\approx ${fixed(dist, 1)}$ km`,
    ],
    figure,
    explanation: `$\\overrightarrow{OB} = ${col(r.x, r.y)}$, so $OB = \\sqrt{${r.x * r.x + r.y * r.y}} \\approx ${fixed(dist, 1)}$ km.`,
  };
}

const journey = defineTemplate({
  id: `${lesson}/journey-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 1.6,
  build(rng) {
    return journeyDraft(
      rng,
      rng.pick(['distance-from-start', 'bearing-from-start', 'return-journey'] as const),
    );
  },
});

export const vectorTemplates = [
  vectorBetweenPoints,
  addSubtract,
  magnitude,
  gridVector,
  parallelChoice,
  positionVectors,
  direction,
  unknownInEquation,
  vectorGeometry,
  ratioPoint,
  journey,
];
