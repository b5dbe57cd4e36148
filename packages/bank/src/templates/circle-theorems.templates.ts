/**
 * Lesson: circle theorems. Angles in the same segment, the angle in a semicircle, cyclic
 * quadrilaterals (and when a quadrilateral is cyclic), the alternate-segment theorem, and
 * problems that chain them. Figures place every point on the circle from the arcs the
 * question's angles imply, so each drawn angle is the angle the text states.
 */
import type { Point } from '../figures/figure-model';
import { pt } from '../figures/geometry';
import type { Rng } from '../rng';
import {
  ORIGIN as O,
  angleIs,
  degKey,
  degTex,
  linear,
  linearLabel,
  solvedFor,
  onCircle,
  points,
} from './circle-theorems-kit';
import type { Choice } from './define-template';
import { defineTemplate } from './define-template';
import { fmt } from './exact';

const lesson = 'circle-theorems' as const;

/** Pythagorean triples (legs, hypotenuse) for right angles in a semicircle. */
const TRIPLES: [number, number, number][] = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [20, 21, 29],
];

/** Two linear expressions in y whose values are given (p y + q = first, r y + s = second). */
function linearPair(
  rng: Rng,
  y: number,
  first: number,
  second: number,
): { p: number; q: number; r: number; s: number } {
  const p = rng.int(1, 4);
  let r = rng.int(1, 5);
  while (r === p) r = rng.int(1, 5);
  return { p, q: first - p * y, r, s: second - r * y };
}

// ------------------------------------------------------------------------------ same segment

const sameSegment = defineTemplate({
  id: `${lesson}/same-segment-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: -1.1,
  build(rng) {
    const frame = rng.pick(['equal-angles', 'from-central', 'algebra'] as const);
    const x = rng.int(25, 75);
    // A and B at the bottom: the minor arc AB (2x) faces up towards C and D on the major arc.
    const a0 = 270 - x + rng.int(-12, 12);
    const A = onCircle(a0);
    const B = onCircle(a0 + 2 * x);
    const rest = 360 - 2 * x;
    const C = onCircle(a0 + 2 * x + rest * (0.25 + rng.int(0, 8) / 100));
    const D = onCircle(a0 + 2 * x + rest * (0.68 + rng.int(0, 8) / 100));
    const base = [
      { kind: 'circle' as const, center: O, radius: 1 },
      { kind: 'segment' as const, from: A, to: C },
      { kind: 'segment' as const, from: B, to: C },
      { kind: 'segment' as const, from: A, to: D },
      { kind: 'segment' as const, from: B, to: D },
    ];
    const named = points([
      ['A', A],
      ['B', B],
      ['C', C],
      ['D', D],
    ]);
    if (frame === 'algebra') {
      const y = rng.int(4, 18);
      const { p, q, r, s } = linearPair(rng, y, x, x);
      return {
        frame,
        multiStep: true,
        question: `$A$, $B$, $C$ and $D$ lie on the circle, with $C$ and $D$ on the same side of $\\overline{AB}$. If ${angleIs('ACB', `(${linear(p, q)})^\\circ`)} and ${angleIs('ADB', `(${linear(r, s)})^\\circ`)}, find the value of $y$.`,
        answer: String(y),
        figure: {
          caption: 'Points A, B, C and D on a circle; C and D are joined to A and B.',
          elements: [
            ...base,
            // The expressions are in the text: as labels they would sit far from narrow angles.
            { kind: 'angle', vertex: C, from: A, to: B },
            { kind: 'angle', vertex: D, from: A, to: B, arcs: 2 },
            ...named,
          ],
        },
        hints: [
          '$\\angle ACB$ and $\\angle ADB$ stand on the same arc $AB$.',
          'Angles in the same segment are equal: set the two expressions equal.',
          `$${linear(p, q)} = ${linear(r, s)}$`,
        ],
        steps: [
          `$\\angle ACB$ and $\\angle ADB$ are in the same segment, so they are equal: $${linear(p, q)} = ${linear(r, s)}$.`,
          ...(Math.abs(p - r) === 1 ? [] : [`$${solvedFor(p - r, s - q)}$`]),
          `$y = ${y}$`,
        ],
        explanation: `Angles in the same segment are equal: $${linear(p, q)} = ${linear(r, s)}$, so $y = ${y}$ (each angle is $${x}^\\circ$).`,
      };
    }
    if (frame === 'from-central') {
      return {
        frame,
        multiStep: true,
        question: `$O$ is the centre of the circle, $C$ and $D$ lie on the major arc $AB$ and ${angleIs('AOB', 2 * x)}. Find ${'$m\\angle ADB$'}.`,
        answer: degKey(x),
        figure: {
          caption: 'A circle with centre O; A, B, C and D lie on it, C and D on the major arc AB.',
          elements: [
            ...base,
            { kind: 'segment', from: O, to: A },
            { kind: 'segment', from: O, to: B },
            { kind: 'angle', vertex: O, from: A, to: B, label: `${2 * x}°` },
            { kind: 'angle', vertex: D, from: A, to: B, label: '?' },
            ...named,
            { kind: 'point', at: O, label: 'O', dot: true },
          ],
        },
        hints: [
          'Compare the angle at the centre with an angle at the circumference on the same arc.',
          'The angle at the centre is twice any angle at the circumference standing on the same arc.',
          `$m\\angle ADB = \\frac{1}{2}\\, m\\angle AOB$`,
        ],
        steps: [
          `$\\angle AOB$ and $\\angle ADB$ stand on the same arc $AB$.`,
          `$m\\angle ADB = \\frac{1}{2} \\times ${2 * x}^\\circ = ${x}^\\circ$`,
        ],
        explanation: `The angle at the centre is twice the angle at the circumference: $m\\angle ADB = \\frac{${2 * x}^\\circ}{2} = ${x}^\\circ$ (and $\\angle ACB$, in the same segment, is also $${x}^\\circ$).`,
      };
    }
    return {
      frame,
      question: `$A$, $B$, $C$ and $D$ lie on the circle, with $C$ and $D$ on the same side of $\\overline{AB}$, and ${angleIs('ACB', x)}. Find $m\\angle ADB$.`,
      answer: degKey(x),
      facts: { keyPrinted: 'angles in the same segment are equal: the student names the theorem' },
      figure: {
        caption: 'Points A, B, C and D on a circle; C and D are joined to A and B.',
        elements: [
          ...base,
          { kind: 'angle', vertex: C, from: A, to: B, label: `${x}°` },
          { kind: 'angle', vertex: D, from: A, to: B, label: '?' },
          ...named,
        ],
      },
      hints: [
        'Which arc do $\\angle ACB$ and $\\angle ADB$ stand on?',
        'Angles standing on the same arc, in the same segment, are equal.',
      ],
      steps: [
        '$\\angle ACB$ and $\\angle ADB$ stand on the same arc $AB$ (same segment).',
        `$m\\angle ADB = m\\angle ACB = ${x}^\\circ$`,
      ],
      explanation: `Angles in the same segment are equal, so $m\\angle ADB = m\\angle ACB = ${x}^\\circ$.`,
    };
  },
});

const diagonals = defineTemplate({
  id: `${lesson}/intersecting-diagonals-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: 0.5,
  build(rng) {
    const frame = rng.pick(['angle-aeb', 'angle-bec', 'angle-ced'] as const);
    // Arcs AB = 2p, BC = 2q, CD = 2r, DA = 2s: ∠ABD = ∠ACD = s, ∠BAC = ∠BDC = q.
    const q = rng.int(22, 55);
    // Two different given angles, so each label names one angle.
    let s = rng.int(22, 55);
    while (s === q) s = rng.int(22, 55);
    const p = rng.int(25, 180 - q - s - 25);
    const start = 200 + rng.int(-15, 15);
    const A = onCircle(start);
    const B = onCircle(start + 2 * p);
    const C = onCircle(start + 2 * p + 2 * q);
    const D = onCircle(start + 2 * p + 2 * q + 2 * (180 - p - q - s));
    // E: where AC meets BD.
    const E = intersect(A, C, B, D);
    const aeb = 180 - q - s;
    const givenQ = frame === 'angle-ced' ? 'BAC' : 'BDC';
    const askName = frame === 'angle-aeb' ? 'AEB' : frame === 'angle-bec' ? 'BEC' : 'CED';
    const key = frame === 'angle-bec' ? q + s : aeb;
    const wrong: Choice[] = [
      frame === 'angle-bec'
        ? { text: degTex(aeb), mistake: 'found the adjacent angle AEB instead' }
        : { text: degTex(q + s), mistake: 'added the two angles (that is the adjacent angle)' },
      { text: degTex(180 - 2 * s), mistake: 'treated the triangle as isosceles' },
      { text: degTex((q + s) / 2), mistake: 'halved the sum, as for an inscribed angle' },
      { text: degTex(180 - s), mistake: 'used only one of the two angles' },
      { text: degTex(180 - q), mistake: 'used only one of the two angles' },
      { text: degTex(Math.abs(q - s) || 90), mistake: 'subtracted the two angles' },
    ];
    const triangle = frame === 'angle-ced' ? 'CED' : 'AEB';
    const vertexE = frame === 'angle-bec' ? [B, C] : frame === 'angle-aeb' ? [A, B] : [C, D];
    return {
      frame,
      multiStep: true,
      question: `$ABCD$ is a cyclic quadrilateral whose diagonals $\\overline{AC}$ and $\\overline{BD}$ meet at $E$. If ${angleIs('ABD', s)} and ${angleIs(givenQ, q)}, find $m\\angle ${askName}$.`,
      answer: degTex(key),
      wrong,
      figure: {
        caption: 'Cyclic quadrilateral ABCD with diagonals AC and BD meeting at E.',
        elements: [
          { kind: 'circle', center: O, radius: 1 },
          { kind: 'polygon', points: [A, B, C, D] },
          { kind: 'segment', from: A, to: C },
          { kind: 'segment', from: B, to: D },
          { kind: 'angle', vertex: B, from: A, to: D, label: `${s}°` },
          frame === 'angle-ced'
            ? { kind: 'angle', vertex: A, from: B, to: C, label: `${q}°` }
            : { kind: 'angle', vertex: D, from: B, to: C, label: `${q}°` },
          {
            kind: 'angle',
            vertex: E,
            from: vertexE[0] as Point,
            to: vertexE[1] as Point,
            label: '?',
          },
          ...points([
            ['A', A],
            ['B', B],
            ['C', C],
            ['D', D],
          ]),
          // E's name in the vertical angle opposite the asked one, where no line runs.
          {
            kind: 'label',
            at: awayFrom(E, vertexE[0] as Point, vertexE[1] as Point, 0.14),
            text: 'E',
          },
        ],
      },
      hints: [
        frame === 'angle-ced'
          ? 'Find the angles of triangle $CED$ at $C$ and $D$ from angles in the same segment.'
          : 'Find the angle of triangle $ABE$ at $A$ from an angle in the same segment.',
        frame === 'angle-ced'
          ? '$\\angle ACD$ and $\\angle ABD$ stand on arc $AD$; $\\angle BDC$ and $\\angle BAC$ stand on arc $BC$.'
          : '$\\angle BAC$ and $\\angle BDC$ stand on the same arc $BC$, so they are equal.',
        `The angles of triangle $${triangle}$ sum to $180^\\circ$.`,
      ],
      steps:
        frame === 'angle-ced'
          ? [
              `$m\\angle ECD = m\\angle ACD = m\\angle ABD = ${s}^\\circ$ (same segment, arc $AD$).`,
              `$m\\angle EDC = m\\angle BDC = m\\angle BAC = ${q}^\\circ$ (same segment, arc $BC$).`,
              `$m\\angle CED = 180^\\circ - ${s}^\\circ - ${q}^\\circ = ${aeb}^\\circ$`,
            ]
          : [
              `$m\\angle BAE = m\\angle BAC = m\\angle BDC = ${q}^\\circ$ (same segment, arc $BC$).`,
              `In $\\triangle ABE$: $m\\angle AEB = 180^\\circ - ${s}^\\circ - ${q}^\\circ = ${aeb}^\\circ$.`,
              ...(frame === 'angle-bec'
                ? [`$m\\angle BEC = 180^\\circ - ${aeb}^\\circ = ${q + s}^\\circ$`]
                : []),
            ],
      explanation:
        frame === 'angle-ced'
          ? `Angles in the same segment: $m\\angle ECD = ${s}^\\circ$ and $m\\angle EDC = ${q}^\\circ$, so $m\\angle CED = 180^\\circ - ${s}^\\circ - ${q}^\\circ = ${aeb}^\\circ$.`
          : `Angles in the same segment: $m\\angle BAE = m\\angle BDC = ${q}^\\circ$, so $m\\angle AEB = ${aeb}^\\circ$${frame === 'angle-bec' ? ` and $m\\angle BEC = 180^\\circ - ${aeb}^\\circ = ${q + s}^\\circ$` : ''}.`,
    };
  },
});

/** The intersection of lines AC and BD. */
function intersect(A: Point, C: Point, B: Point, D: Point): Point {
  const d1 = { x: C.x - A.x, y: C.y - A.y };
  const d2 = { x: D.x - B.x, y: D.y - B.y };
  const den = d1.x * d2.y - d1.y * d2.x;
  const t = ((B.x - A.x) * d2.y - (B.y - A.y) * d2.x) / den;
  return pt(A.x + t * d1.x, A.y + t * d1.y);
}

/** A spot `gap` from `at` along the bisector of the angle opposite the angle P-at-Q. */
function awayFrom(at: Point, P: Point, Q: Point, gap: number): Point {
  const unit = (to: Point): Point => {
    const len = Math.hypot(to.x - at.x, to.y - at.y);
    return pt((to.x - at.x) / len, (to.y - at.y) / len);
  };
  const u = unit(P);
  const v = unit(Q);
  const len = Math.hypot(u.x + v.x, u.y + v.y);
  return pt(at.x - (gap * (u.x + v.x)) / len, at.y - (gap * (u.y + v.y)) / len);
}

// ------------------------------------------------------------------------------ semicircle

const semicircleFigure = defineTemplate({
  id: `${lesson}/semicircle-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.1,
  build(rng) {
    const frame = rng.pick(['radius-from-chords', 'chord-from-diameter', 'algebra'] as const);
    if (frame === 'algebra') {
      const alpha = rng.int(22, 68);
      const y = rng.int(4, 15);
      const { p, q, r, s } = linearPair(rng, y, alpha, 90 - alpha);
      const A = pt(-1, 0);
      const B = pt(1, 0);
      const C = onCircle(2 * alpha);
      return {
        frame,
        multiStep: true,
        question: `$\\overline{AB}$ is a diameter of the circle with centre $O$ and $C$ lies on the circle. If ${angleIs('CAB', `(${linear(p, q)})^\\circ`)} and ${angleIs('CBA', `(${linear(r, s)})^\\circ`)}, find the value of $y$.`,
        answer: String(y),
        figure: {
          caption: 'A circle with diameter AB, centre O, and a point C on the circle.',
          elements: [
            { kind: 'circle', center: O, radius: 1 },
            { kind: 'polygon', points: [A, B, C] },
            { kind: 'angle', vertex: A, from: B, to: C, label: linearLabel(p, q) },
            { kind: 'angle', vertex: B, from: A, to: C, label: linearLabel(r, s) },
            ...points([
              ['A', A],
              ['B', B],
              ['C', C],
            ]),
            { kind: 'point', at: O, label: 'O', dot: true },
          ],
        },
        hints: [
          'What is the angle at $C$, standing on the diameter?',
          'The angle in a semicircle is $90^\\circ$, so the other two angles of the triangle add up to $90^\\circ$.',
          `$(${linear(p, q)}) + (${linear(r, s)}) = 90$`,
        ],
        steps: [
          '$m\\angle ACB = 90^\\circ$ (angle in a semicircle).',
          `$(${linear(p, q)}) + (${linear(r, s)}) = 90$, so $${p + r}y ${q + s >= 0 ? '+' : '-'} ${Math.abs(q + s)} = 90$.`,
          `$y = ${y}$`,
        ],
        explanation: `The angle in a semicircle is a right angle, so $m\\angle CAB + m\\angle CBA = 90^\\circ$: $${p + r}y ${q + s >= 0 ? '+' : '-'} ${Math.abs(q + s)} = 90$ and $y = ${y}$.`,
      };
    }
    const [l1, l2, h] = rng.pick(TRIPLES);
    const k = rng.int(1, 3);
    const swap = rng.chance(0.5);
    const ac = (swap ? l2 : l1) * k;
    const bc = (swap ? l1 : l2) * k;
    const ab = h * k;
    const R = ab / 2;
    const A = pt(-R, 0);
    const B = pt(R, 0);
    // ∠CAB = α with tan α = BC / AC: C at the angle 2α at the centre, from B.
    const alpha = (Math.atan2(bc, ac) * 180) / Math.PI;
    const C = onCircle(2 * alpha, R);
    const named = points([
      ['A', A],
      ['B', B],
      ['C', C],
    ]);
    if (frame === 'radius-from-chords') {
      return {
        frame,
        multiStep: true,
        question: `$\\overline{AB}$ is a diameter of the circle with centre $O$, and $C$ lies on the circle. If $AC = ${ac}$ cm and $BC = ${bc}$ cm, find the radius of the circle, in cm.`,
        answer: fmt(R),
        unit: 'cm',
        figure: {
          caption: 'A circle with diameter AB, centre O, and a point C on the circle.',
          elements: [
            { kind: 'circle', center: O, radius: R },
            { kind: 'segment', from: A, to: B },
            { kind: 'segment', from: A, to: C, label: `${ac} cm` },
            { kind: 'segment', from: B, to: C, label: `${bc} cm` },
            ...named,
            { kind: 'point', at: O, label: 'O', dot: true },
          ],
        },
        hints: [
          'What kind of angle is $\\angle ACB$, standing on a diameter?',
          '$\\triangle ACB$ is right-angled at $C$: find the diameter $AB$ by Pythagoras, then halve it.',
          `$AB^2 = ${ac}^2 + ${bc}^2$`,
        ],
        steps: [
          '$m\\angle ACB = 90^\\circ$ (angle in a semicircle).',
          `$AB = \\sqrt{${ac}^2 + ${bc}^2} = \\sqrt{${ab * ab}} = ${ab}$ cm`,
          `$r = \\frac{${ab}}{2} = ${fmt(R)}$ cm`,
        ],
        explanation: `The angle in a semicircle is right, so $AB = \\sqrt{${ac}^2 + ${bc}^2} = ${ab}$ cm and the radius is $${fmt(R)}$ cm.`,
      };
    }
    return {
      frame,
      multiStep: true,
      question: `$\\overline{AB}$ is a diameter of the circle and $C$ lies on the circle. If $AB = ${ab}$ cm and $AC = ${ac}$ cm, find $BC$, in cm.`,
      answer: String(bc),
      unit: 'cm',
      figure: {
        caption: 'A circle with diameter AB and a point C on the circle.',
        elements: [
          { kind: 'circle', center: O, radius: R },
          { kind: 'segment', from: A, to: B, label: `${ab} cm` },
          { kind: 'segment', from: A, to: C, label: `${ac} cm` },
          { kind: 'segment', from: B, to: C },
          ...named,
        ],
      },
      hints: [
        'Which angle of $\\triangle ABC$ stands on the diameter?',
        '$m\\angle ACB = 90^\\circ$, so $AB$ is the hypotenuse: use Pythagoras.',
        `$BC^2 = ${ab}^2 - ${ac}^2$`,
      ],
      steps: [
        '$m\\angle ACB = 90^\\circ$ (angle in a semicircle), so $AB$ is the hypotenuse.',
        `$BC^2 = ${ab}^2 - ${ac}^2 = ${bc * bc}$`,
        `$BC = \\sqrt{${bc * bc}} = ${bc}$ cm`,
      ],
      explanation: `The angle in a semicircle is right, so $BC = \\sqrt{${ab}^2 - ${ac}^2} = ${bc}$ cm.`,
    };
  },
});

const semicircleContext = defineTemplate({
  id: `${lesson}/semicircle-context`,
  lesson,
  type: 'short_answer',
  b: 0.4,
  build(rng) {
    const frame = rng.pick(['table-diameter', 'arch-radius', 'window-bar'] as const);
    const [l1, l2, h] = rng.pick(TRIPLES);
    const swap = rng.chance(0.5);
    // Real sizes: a table top 50 cm or more across, a window 40 cm or more, an arch 4 m or more.
    const smallest = frame === 'table-diameter' ? 50 : frame === 'window-bar' ? 40 : 4;
    const k = Math.ceil(smallest / h) + rng.int(0, 3);
    const a = (swap ? l2 : l1) * k;
    const b = (swap ? l1 : l2) * k;
    const d = h * k;
    if (frame === 'table-diameter') {
      const name = rng.pick(['Mona', 'Karim', 'Salma', 'Omar']);
      return {
        frame,
        multiStep: true,
        context: true,
        question: `To find the diameter of a round table top, ${name} puts the right-angled corner of a set square on its edge. The two edges of the set square cross the edge of the table at points $${a}$ cm and $${b}$ cm from the corner. Find the diameter of the table top, in cm.`,
        answer: String(d),
        unit: 'cm',
        hints: [
          'A right angle with its vertex on a circle stands on a special chord.',
          'A right angle at the circumference stands on a diameter: the two crossing points are the ends of a diameter.',
          `The diameter is the hypotenuse: $d^2 = ${a}^2 + ${b}^2$.`,
        ],
        steps: [
          'The right angle is an angle at the circumference, so the chord joining the two crossing points is a diameter.',
          `$d = \\sqrt{${a}^2 + ${b}^2} = \\sqrt{${d * d}} = ${d}$ cm`,
        ],
        explanation: `A right angle at the circumference stands on a diameter, so $d = \\sqrt{${a}^2 + ${b}^2} = ${d}$ cm.`,
      };
    }
    if (frame === 'arch-radius') {
      return {
        frame,
        multiStep: true,
        context: true,
        question: `A semicircular arch stands on level ground with its feet at $A$ and $B$. A lamp at a point $C$ on the arch is $${a}$ m in a straight line from $A$ and $${b}$ m in a straight line from $B$. Find the radius of the arch, in m.`,
        answer: fmt(d / 2),
        unit: 'm',
        hints: [
          '$\\overline{AB}$ is a diameter of the arch: what is $m\\angle ACB$?',
          'The angle in a semicircle is a right angle: find $AB$ by Pythagoras, then halve it.',
          `$AB^2 = ${a}^2 + ${b}^2$`,
        ],
        steps: [
          '$m\\angle ACB = 90^\\circ$ (angle in a semicircle).',
          `$AB = \\sqrt{${a}^2 + ${b}^2} = ${d}$ m`,
          `$r = \\frac{${d}}{2} = ${fmt(d / 2)}$ m`,
        ],
        explanation: `The angle in a semicircle is right, so $AB = \\sqrt{${a}^2 + ${b}^2} = ${d}$ m and the radius is $${fmt(d / 2)}$ m.`,
      };
    }
    return {
      frame,
      multiStep: true,
      context: true,
      question: `A circular window has a diameter $\\overline{AB}$ of $${d}$ cm. A straight bar joins a point $C$ on the frame to $A$ and is $${a}$ cm long. A second straight bar joins $C$ to $B$. Find the length of the second bar, in cm.`,
      answer: String(b),
      unit: 'cm',
      hints: [
        'The two bars meet on the circle and end at the ends of a diameter.',
        '$\\angle ACB$ is a right angle (angle in a semicircle): $AB$ is the hypotenuse.',
        `$CB^2 = ${d}^2 - ${a}^2$`,
      ],
      steps: [
        '$m\\angle ACB = 90^\\circ$ (angle in a semicircle).',
        `$CB^2 = ${d}^2 - ${a}^2 = ${b * b}$`,
        `$CB = ${b}$ cm`,
      ],
      explanation: `The angle in a semicircle is right, so $CB = \\sqrt{${d}^2 - ${a}^2} = ${b}$ cm.`,
    };
  },
});

// ------------------------------------------------------------------------------ cyclic quadrilaterals

const cyclicFigure = defineTemplate({
  id: `${lesson}/cyclic-quadrilateral-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: -0.6,
  build(rng) {
    const frame = rng.pick(['opposite-angle', 'exterior-angle', 'algebra'] as const);
    const x = rng.int(55, 125);
    // ∠ABC = x stands on arc CDA = 2x; arc ABC = 360° - 2x.
    const major = 2 * x;
    const minor = 360 - 2 * x;
    // Even arcs, so every inscribed angle is a whole number of degrees.
    const a1 = 2 * Math.round((minor * (0.4 + rng.int(0, 20) / 100)) / 2);
    const a3 = 2 * Math.round((major * (0.4 + rng.int(0, 20) / 100)) / 2);
    const start = 180 + rng.int(-20, 20);
    const A = onCircle(start);
    const B = onCircle(start + a1);
    const C = onCircle(start + minor);
    const D = onCircle(start + minor + a3);
    const base = [
      { kind: 'circle' as const, center: O, radius: 1 },
      { kind: 'polygon' as const, points: [A, B, C, D] },
    ];
    const named = points([
      ['A', A],
      ['B', B],
      ['C', C],
      ['D', D],
    ]);
    if (frame === 'exterior-angle') {
      // E on DC extended beyond C; the exterior angle BCE equals ∠BAD.
      // ∠BAD stands on arc BCD = arc BC + arc CD.
      const bad = (minor - a1 + a3) / 2;
      const E = pt(C.x + 0.7 * (C.x - D.x), C.y + 0.7 * (C.y - D.y));
      return {
        frame,
        question: `$ABCD$ is a cyclic quadrilateral and $\\overline{DC}$ is extended beyond $C$ to $E$. If ${angleIs('BCE', bad)}, find $m\\angle BAD$.`,
        answer: degKey(bad),
        facts: {
          keyPrinted:
            'the exterior angle of a cyclic quadrilateral equals the interior opposite one',
        },
        figure: {
          caption: 'Cyclic quadrilateral ABCD with side DC extended beyond C to E.',
          elements: [
            ...base,
            { kind: 'segment', from: C, to: E },
            { kind: 'angle', vertex: C, from: B, to: E, label: `${fmt(bad)}°` },
            { kind: 'angle', vertex: A, from: B, to: D, label: '?' },
            ...named,
            { kind: 'point', at: E, label: 'E' },
          ],
        },
        hints: [
          'How is $\\angle BCE$ related to the interior angle $\\angle BCD$?',
          '$\\angle BCE$ and $\\angle BCD$ are supplementary, and so are $\\angle BCD$ and $\\angle BAD$ (opposite angles of a cyclic quadrilateral).',
        ],
        steps: [
          `$m\\angle BCD = 180^\\circ - ${fmt(bad)}^\\circ = ${fmt(180 - bad)}^\\circ$ (angles on a straight line).`,
          `Opposite angles of a cyclic quadrilateral: $m\\angle BAD = 180^\\circ - ${fmt(180 - bad)}^\\circ = ${fmt(bad)}^\\circ$`,
        ],
        explanation: `An exterior angle of a cyclic quadrilateral equals the interior opposite angle: $m\\angle BAD = m\\angle BCE = ${fmt(bad)}^\\circ$.`,
      };
    }
    if (frame === 'algebra') {
      const y = rng.int(5, 20);
      const { p, q, r, s } = linearPair(rng, y, x, 180 - x);
      return {
        frame,
        multiStep: true,
        question: `In the cyclic quadrilateral $ABCD$, if ${angleIs('ABC', `(${linear(p, q)})^\\circ`)} and ${angleIs('ADC', `(${linear(r, s)})^\\circ`)}, find the value of $y$.`,
        answer: String(y),
        figure: {
          caption: 'Quadrilateral ABCD with all four vertices on a circle.',
          elements: [
            ...base,
            { kind: 'angle', vertex: B, from: A, to: C, label: linearLabel(p, q) },
            { kind: 'angle', vertex: D, from: A, to: C, label: linearLabel(r, s) },
            ...named,
          ],
        },
        hints: [
          '$\\angle ABC$ and $\\angle ADC$ are opposite angles of the cyclic quadrilateral.',
          'Opposite angles of a cyclic quadrilateral add up to $180^\\circ$.',
          `$(${linear(p, q)}) + (${linear(r, s)}) = 180$`,
        ],
        steps: [
          `$(${linear(p, q)}) + (${linear(r, s)}) = 180$ (opposite angles of a cyclic quadrilateral).`,
          `$${p + r}y ${q + s >= 0 ? '+' : '-'} ${Math.abs(q + s)} = 180$`,
          `$y = ${y}$`,
        ],
        explanation: `Opposite angles of a cyclic quadrilateral are supplementary: $${p + r}y ${q + s >= 0 ? '+' : '-'} ${Math.abs(q + s)} = 180$, so $y = ${y}$.`,
      };
    }
    return {
      frame,
      question: `$ABCD$ is a cyclic quadrilateral with ${angleIs('ABC', x)}. Find $m\\angle ADC$.`,
      answer: degKey(180 - x),
      figure: {
        caption: 'Quadrilateral ABCD with all four vertices on a circle.',
        elements: [
          ...base,
          { kind: 'angle', vertex: B, from: A, to: C, label: `${x}°` },
          { kind: 'angle', vertex: D, from: A, to: C, label: '?' },
          ...named,
        ],
      },
      hints: [
        '$\\angle ABC$ and $\\angle ADC$ are opposite angles of a cyclic quadrilateral.',
        'Opposite angles of a cyclic quadrilateral add up to $180^\\circ$.',
      ],
      steps: [
        '$\\angle ABC$ and $\\angle ADC$ are opposite angles of the cyclic quadrilateral.',
        `$m\\angle ADC = 180^\\circ - ${x}^\\circ = ${180 - x}^\\circ$`,
      ],
      explanation: `Opposite angles of a cyclic quadrilateral are supplementary: $m\\angle ADC = 180^\\circ - ${x}^\\circ = ${180 - x}^\\circ$.`,
    };
  },
});

const cyclicProblems = defineTemplate({
  id: `${lesson}/cyclic-quadrilateral-problems`,
  lesson,
  type: 'MCQ',
  b: 0.7,
  build(rng) {
    const frame = rng.pick(['central-angle', 'isosceles', 'split-angle'] as const);
    if (frame === 'central-angle') {
      const x = rng.int(24, 84);
      return {
        frame,
        multiStep: true,
        question: `$ABCD$ is a cyclic quadrilateral in a circle with centre $O$; $A$ lies on the major arc $BD$ and $C$ on the minor arc $BD$. If ${angleIs('BOD', 2 * x)} (the angle at the centre facing the minor arc), find $m\\angle BCD$.`,
        answer: degTex(180 - x),
        wrong: [
          { text: degTex(x), mistake: 'stopped at the inscribed angle BAD' },
          { text: degTex(180 - 2 * x), mistake: 'subtracted the angle at the centre from 180°' },
          { text: degTex(360 - 2 * x), mistake: 'took the reflex angle at the centre' },
          { text: degTex(2 * x), mistake: 'took the angle at the centre as the answer' },
          { text: degTex(90 - x / 2), mistake: 'halved the supplement' },
        ],
        hints: [
          'First find the angle at $A$, which stands on the minor arc $BD$.',
          '$m\\angle BAD$ is half the angle at the centre; then use opposite angles of the cyclic quadrilateral.',
          `$m\\angle BAD = \\frac{${2 * x}^\\circ}{2}$`,
        ],
        steps: [
          `$m\\angle BAD = \\frac{1}{2} \\times ${2 * x}^\\circ = ${x}^\\circ$ (angle at the centre is twice the angle at the circumference).`,
          `Opposite angles of a cyclic quadrilateral: $m\\angle BCD = 180^\\circ - ${x}^\\circ = ${180 - x}^\\circ$`,
        ],
        explanation: `$m\\angle BAD = ${x}^\\circ$ (half the angle at the centre), so $m\\angle BCD = 180^\\circ - ${x}^\\circ = ${180 - x}^\\circ$.`,
      };
    }
    if (frame === 'isosceles') {
      const x = rng.int(24, 80) * 2;
      return {
        frame,
        multiStep: true,
        question: `$ABCD$ is a cyclic quadrilateral with $AB = AD$ and ${angleIs('BCD', x)}. Find $m\\angle ABD$.`,
        answer: degTex(x / 2),
        wrong: [
          { text: degTex(180 - x), mistake: 'found the angle BAD instead' },
          { text: degTex(x), mistake: 'took angle ABD equal to angle BCD' },
          { text: degTex(90 - x / 2), mistake: 'subtracted half the angle from 90°' },
          { text: degTex((180 - x / 2) / 2), mistake: 'halved the wrong supplement' },
          { text: degTex(180 - x / 2), mistake: 'forgot to share the angles between B and D' },
        ],
        hints: [
          'Find $m\\angle BAD$ first: it is opposite $\\angle BCD$.',
          'Opposite angles are supplementary; then $\\triangle ABD$ is isosceles with $AB = AD$.',
          `$m\\angle BAD = 180^\\circ - ${x}^\\circ = ${180 - x}^\\circ$`,
        ],
        steps: [
          `$m\\angle BAD = 180^\\circ - ${x}^\\circ = ${180 - x}^\\circ$ (opposite angles of a cyclic quadrilateral).`,
          `$\\triangle ABD$ is isosceles, so $m\\angle ABD = \\frac{180^\\circ - ${180 - x}^\\circ}{2} = ${x / 2}^\\circ$`,
        ],
        explanation: `$m\\angle BAD = ${180 - x}^\\circ$, and the base angles of the isosceles triangle $ABD$ are each $\\frac{${x}^\\circ}{2} = ${x / 2}^\\circ$.`,
      };
    }
    const p = rng.int(20, 70);
    const q = rng.int(20, 70);
    return {
      frame,
      multiStep: true,
      question: `$ABCD$ is a cyclic quadrilateral. The diagonal $\\overline{AC}$ splits $\\angle BAD$ into ${angleIs('BAC', p)} and ${angleIs('CAD', q)}. Find $m\\angle BCD$.`,
      answer: degTex(180 - p - q),
      wrong: [
        { text: degTex(p + q), mistake: 'thought opposite angles are equal' },
        { text: degTex(180 - p), mistake: 'used only one part of angle BAD' },
        { text: degTex(180 - q), mistake: 'used only one part of angle BAD' },
        { text: degTex(360 - p - q), mistake: 'used 360° instead of 180°' },
        { text: degTex(90 - (p + q) / 2), mistake: 'halved the supplement' },
      ],
      hints: [
        '$\\angle BCD$ is opposite $\\angle BAD$ in the cyclic quadrilateral.',
        'Add the two parts to get $m\\angle BAD$, then use supplementary opposite angles.',
        `$m\\angle BAD = ${p}^\\circ + ${q}^\\circ$`,
      ],
      steps: [
        `$m\\angle BAD = ${p}^\\circ + ${q}^\\circ = ${p + q}^\\circ$`,
        `Opposite angles of a cyclic quadrilateral: $m\\angle BCD = 180^\\circ - ${p + q}^\\circ = ${180 - p - q}^\\circ$`,
      ],
      explanation: `$m\\angle BAD = ${p + q}^\\circ$, so $m\\angle BCD = 180^\\circ - ${p + q}^\\circ = ${180 - p - q}^\\circ$.`,
    };
  },
});

const concyclic = defineTemplate({
  id: `${lesson}/when-is-it-cyclic`,
  lesson,
  type: 'short_answer',
  b: 0.9,
  build(rng) {
    const frame = rng.pick(['opposite-angles', 'exterior-angle', 'same-segment-converse'] as const);
    const y = rng.int(4, 25);
    if (frame === 'opposite-angles') {
      const x = rng.int(50, 130);
      const { p, q, r, s } = linearPair(rng, y, x, 180 - x);
      return {
        frame,
        multiStep: true,
        question: `If $m\\angle A = (${linear(p, q)})^\\circ$ and $m\\angle C = (${linear(r, s)})^\\circ$ in the quadrilateral $ABCD$, find the value of $y$ for which $ABCD$ is a cyclic quadrilateral.`,
        answer: String(y),
        hints: [
          'What must be true of opposite angles for a quadrilateral to be cyclic?',
          'A quadrilateral is cyclic when a pair of opposite angles adds up to $180^\\circ$.',
          `$(${linear(p, q)}) + (${linear(r, s)}) = 180$`,
        ],
        steps: [
          `$ABCD$ is cyclic when $m\\angle A + m\\angle C = 180^\\circ$: $(${linear(p, q)}) + (${linear(r, s)}) = 180$.`,
          `$${p + r}y = ${180 - q - s}$`,
          `$y = ${y}$`,
        ],
        explanation: `Opposite angles must be supplementary: $${p + r}y = ${180 - q - s}$, so $y = ${y}$.`,
      };
    }
    const x = rng.int(30, 110);
    const { p, q, r, s } = linearPair(rng, y, x, x);
    const exterior = frame === 'exterior-angle';
    return {
      frame,
      multiStep: true,
      question: exterior
        ? `In the quadrilateral $ABCD$, side $\\overline{DC}$ is extended beyond $C$ to $E$. If $m\\angle BAD = (${linear(p, q)})^\\circ$ and $m\\angle BCE = (${linear(r, s)})^\\circ$, find the value of $y$ for which $ABCD$ is a cyclic quadrilateral.`
        : `If $A$ and $D$ lie on the same side of $\\overline{BC}$, with $m\\angle BAC = (${linear(p, q)})^\\circ$ and $m\\angle BDC = (${linear(r, s)})^\\circ$, find the value of $y$ for which $A$, $B$, $C$ and $D$ lie on one circle.`,
      answer: String(y),
      hints: [
        exterior
          ? 'In a cyclic quadrilateral, how does an exterior angle compare with the interior opposite angle?'
          : 'If the four points are on one circle, $\\angle BAC$ and $\\angle BDC$ stand on the same arc $BC$.',
        exterior
          ? 'The quadrilateral is cyclic when the exterior angle equals the interior opposite angle: set them equal.'
          : 'The points are concyclic when these angles in the same segment are equal: set them equal.',
        `$${linear(p, q)} = ${linear(r, s)}$`,
      ],
      steps: [
        `${exterior ? '$m\\angle BCE = m\\angle BAD$' : '$m\\angle BAC = m\\angle BDC$'}: $${linear(p, q)} = ${linear(r, s)}$`,
        ...(Math.abs(p - r) === 1 ? [] : [`$${solvedFor(p - r, s - q)}$`]),
        `$y = ${y}$`,
      ],
      explanation: `${exterior ? 'The exterior angle must equal the interior opposite angle' : 'The angles in the same segment must be equal'}: $${linear(p, q)} = ${linear(r, s)}$, so $y = ${y}$.`,
    };
  },
});

// ------------------------------------------------------------------------------ alternate segment

const alternateFigure = defineTemplate({
  id: `${lesson}/alternate-segment-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: -0.2,
  build(rng) {
    const frame = rng.pick(['tangent-to-inscribed', 'other-side', 'triangle'] as const);
    const x = rng.int(30, 75);
    // A at the bottom, tangent horizontal: T to the right, S to the left; arc AB (2x) anticlockwise.
    const A = onCircle(270);
    const T = pt(1.5, -1);
    const S = pt(-1.5, -1);
    const B = onCircle(270 + 2 * x);
    let y = rng.int(30, Math.min(80, 150 - x));
    while (y === x) y = rng.int(30, Math.min(80, 150 - x));
    const C =
      frame === 'triangle'
        ? onCircle(270 + 2 * x + 2 * y)
        : onCircle(270 + 2 * x + (360 - 2 * x) * (0.45 + rng.int(0, 10) / 100));
    const base = [
      { kind: 'circle' as const, center: O, radius: 1 },
      { kind: 'segment' as const, from: S, to: T },
      { kind: 'polygon' as const, points: [A, B, C] },
    ];
    const named = points([
      ['A', A],
      ['B', B],
      ['C', C],
      ['T', T],
      ['S', S],
    ]);
    const tangentText = '$\\overleftrightarrow{ST}$ touches the circle at $A$';
    if (frame === 'triangle') {
      return {
        frame,
        multiStep: true,
        question: `${tangentText}, and $B$ and $C$ lie on the circle. If ${angleIs('TAB', x)} and ${angleIs('BAC', y)}, find $m\\angle ABC$.`,
        answer: degKey(180 - x - y),
        facts: { triangles: [{ angles: [y, 180 - x - y, x] }] },
        figure: {
          caption: 'A circle with tangent ST touching it at A, and triangle ABC inscribed in it.',
          elements: [
            ...base,
            { kind: 'angle', vertex: A, from: T, to: B, label: `${x}°` },
            { kind: 'angle', vertex: A, from: B, to: C, label: `${y}°` },
            { kind: 'angle', vertex: B, from: A, to: C, label: '?' },
            ...named,
          ],
        },
        hints: [
          'Find $m\\angle ACB$ first, from the angle between the tangent and the chord $AB$.',
          'The alternate-segment theorem: the angle between a tangent and a chord equals the angle in the alternate segment.',
          `$m\\angle ACB = m\\angle TAB = ${x}^\\circ$`,
        ],
        steps: [
          `$m\\angle ACB = m\\angle TAB = ${x}^\\circ$ (alternate-segment theorem).`,
          `$m\\angle ABC = 180^\\circ - ${y}^\\circ - ${x}^\\circ = ${180 - x - y}^\\circ$`,
        ],
        explanation: `By the alternate-segment theorem $m\\angle ACB = ${x}^\\circ$, so $m\\angle ABC = 180^\\circ - ${y}^\\circ - ${x}^\\circ = ${180 - x - y}^\\circ$.`,
      };
    }
    if (frame === 'other-side') {
      return {
        frame,
        multiStep: true,
        question: `${tangentText}, and $B$ and $C$ lie on the circle. If ${angleIs('ACB', x)}, find $m\\angle SAB$.`,
        answer: degKey(180 - x),
        figure: {
          caption: 'A circle with tangent ST touching it at A, and triangle ABC inscribed in it.',
          elements: [
            ...base,
            { kind: 'angle', vertex: C, from: A, to: B, label: `${x}°` },
            { kind: 'angle', vertex: A, from: S, to: B, label: '?' },
            ...named,
          ],
        },
        hints: [
          'Which angle between the tangent and the chord $AB$ equals $\\angle ACB$?',
          'By the alternate-segment theorem $m\\angle TAB = m\\angle ACB$; $\\angle SAB$ is on the other side of $AB$.',
          `$m\\angle SAB + m\\angle TAB = 180^\\circ$`,
        ],
        steps: [
          `$m\\angle TAB = m\\angle ACB = ${x}^\\circ$ (alternate-segment theorem).`,
          `Angles on a straight line: $m\\angle SAB = 180^\\circ - ${x}^\\circ = ${180 - x}^\\circ$`,
        ],
        explanation: `$m\\angle TAB = ${x}^\\circ$ by the alternate-segment theorem, so $m\\angle SAB = 180^\\circ - ${x}^\\circ = ${180 - x}^\\circ$.`,
      };
    }
    return {
      frame,
      question: `${tangentText}, and $B$ and $C$ lie on the circle. If ${angleIs('TAB', x)}, find $m\\angle ACB$.`,
      answer: degKey(x),
      facts: { keyPrinted: 'the alternate-segment theorem makes the two angles equal' },
      figure: {
        caption: 'A circle with tangent ST touching it at A, and triangle ABC inscribed in it.',
        elements: [
          ...base,
          { kind: 'angle', vertex: A, from: T, to: B, label: `${x}°` },
          { kind: 'angle', vertex: C, from: A, to: B, label: '?' },
          ...named,
        ],
      },
      hints: [
        '$\\angle TAB$ is between the tangent and the chord $AB$.',
        'The alternate-segment theorem: it equals the angle that $AB$ makes at the circumference in the other segment.',
      ],
      steps: [
        '$\\angle ACB$ is in the segment alternate to $\\angle TAB$.',
        `$m\\angle ACB = m\\angle TAB = ${x}^\\circ$`,
      ],
      explanation: `By the alternate-segment theorem, $m\\angle ACB = m\\angle TAB = ${x}^\\circ$.`,
    };
  },
});

const alternateProblems = defineTemplate({
  id: `${lesson}/alternate-segment-problems`,
  lesson,
  type: 'MCQ',
  b: 1.2,
  build(rng) {
    const frame = rng.pick(['isosceles', 'two-tangents', 'diameter'] as const);
    if (frame === 'isosceles') {
      const x = rng.int(35, 85);
      return {
        frame,
        multiStep: true,
        question: `$\\overleftrightarrow{AT}$ touches the circle at $A$. $B$ and $C$ lie on the circle with $AB = AC$, and $T$ is on the same side of $\\overline{AB}$ as the minor arc $AB$. If ${angleIs('TAB', x)}, find $m\\angle BAC$.`,
        answer: degTex(180 - 2 * x),
        wrong: [
          {
            text: degTex(x),
            mistake: 'stopped at the angle ACB from the alternate-segment theorem',
          },
          { text: degTex(180 - x), mistake: 'used only one base angle' },
          { text: degTex(90 - x / 2), mistake: 'halved instead of doubling the base angle' },
          { text: degTex(2 * x), mistake: 'doubled the angle as for an angle at the centre' },
          { text: degTex(90 - x), mistake: 'used 90° for the angle sum' },
        ],
        hints: [
          'Use the alternate-segment theorem to find an angle of triangle $ABC$.',
          '$m\\angle ACB = m\\angle TAB$; since $AB = AC$, $m\\angle ABC = m\\angle ACB$ too.',
          `$m\\angle ACB = m\\angle ABC = ${x}^\\circ$`,
        ],
        steps: [
          `$m\\angle ACB = m\\angle TAB = ${x}^\\circ$ (alternate-segment theorem).`,
          `$AB = AC$, so $m\\angle ABC = m\\angle ACB = ${x}^\\circ$.`,
          `$m\\angle BAC = 180^\\circ - 2 \\times ${x}^\\circ = ${180 - 2 * x}^\\circ$`,
        ],
        explanation: `$m\\angle ACB = m\\angle ABC = ${x}^\\circ$, so $m\\angle BAC = 180^\\circ - ${2 * x}^\\circ = ${180 - 2 * x}^\\circ$.`,
      };
    }
    if (frame === 'two-tangents') {
      const t = rng.int(15, 60) * 2;
      const key = (180 - t) / 2;
      return {
        frame,
        multiStep: true,
        question: `$\\overline{PA}$ and $\\overline{PB}$ touch the circle at $A$ and $B$, and $m\\angle APB = ${t}^\\circ$. $C$ is a point on the major arc $AB$. Find $m\\angle ACB$.`,
        answer: degTex(key),
        wrong: [
          { text: degTex(180 - t), mistake: 'found the angle at the centre AOB instead' },
          { text: degTex(t), mistake: 'took angle ACB equal to angle APB' },
          { text: degTex(t / 2), mistake: 'halved angle APB' },
          { text: degTex(90 - t), mistake: 'subtracted the angle from 90°' },
          { text: degTex(180 - t / 2), mistake: 'subtracted half the angle from 180°' },
        ],
        hints: [
          'Triangle $PAB$ is isosceles: tangents from a point are equal.',
          'Find $m\\angle PAB$, then use the alternate-segment theorem.',
          `$m\\angle PAB = \\frac{180^\\circ - ${t}^\\circ}{2}$`,
        ],
        steps: [
          `$PA = PB$, so $m\\angle PAB = \\frac{180^\\circ - ${t}^\\circ}{2} = ${key}^\\circ$.`,
          `By the alternate-segment theorem, $m\\angle ACB = m\\angle PAB = ${key}^\\circ$`,
        ],
        explanation: `Equal tangents make $\\triangle PAB$ isosceles: $m\\angle PAB = ${key}^\\circ$, and by the alternate-segment theorem $m\\angle ACB = ${key}^\\circ$.`,
      };
    }
    const x = rng.int(20, 70);
    return {
      frame,
      multiStep: true,
      question: `$\\overline{AB}$ is a diameter of a circle and $\\overleftrightarrow{AT}$ touches the circle at $A$. $C$ lies on the circle, on the same side of $\\overline{AB}$ as $T$, and ${angleIs('TAC', x)}. Find $m\\angle CAB$.`,
      answer: degTex(90 - x),
      wrong: [
        { text: degTex(x), mistake: 'took angle CAB equal to angle TAC' },
        { text: degTex(180 - x), mistake: 'used a straight angle instead of the right angle at A' },
        { text: degTex(90 + x), mistake: 'added the right angle' },
        { text: degTex(2 * x), mistake: 'doubled the angle as for an angle at the centre' },
        { text: degTex(45 - x / 2 > 0 ? 45 - x / 2 : x / 2), mistake: 'halved the right angle' },
      ],
      facts: { optionRange: { min: 0, max: 90, why: 'part of the right angle TAB' } },
      hints: [
        'What angle does a tangent make with the diameter at its point of contact?',
        '$m\\angle TAB = 90^\\circ$ and $\\angle TAC$ is part of it.',
        `$m\\angle CAB = m\\angle TAB - m\\angle TAC$`,
      ],
      steps: [
        '$m\\angle TAB = 90^\\circ$ (a tangent is perpendicular to the radius at the point of contact).',
        `$m\\angle CAB = 90^\\circ - ${x}^\\circ = ${90 - x}^\\circ$`,
      ],
      explanation: `The tangent is perpendicular to the diameter at $A$, so $m\\angle CAB = 90^\\circ - ${x}^\\circ = ${90 - x}^\\circ$ (check: $m\\angle ABC = ${x}^\\circ$ by the alternate-segment theorem and $m\\angle ACB = 90^\\circ$).`,
    };
  },
});

// ------------------------------------------------------------------------------ which theorem

const FACTS = {
  sameSegment: 'Angles in the same segment are equal',
  semicircle: 'The angle in a semicircle is a right angle',
  cyclic: 'Opposite angles of a cyclic quadrilateral add up to 180°',
  alternate: 'The angle between a tangent and a chord equals the angle in the alternate segment',
  centre: 'The angle at the centre is twice the angle at the circumference',
} as const;
type FactName = keyof typeof FACTS;
const CONFUSION: Record<FactName, string> = {
  sameSegment: 'named the same-segment theorem where the angles are not in one segment',
  semicircle: 'named the angle in a semicircle where no diameter is given',
  cyclic: 'named the cyclic-quadrilateral theorem where no quadrilateral is used',
  alternate: 'named the alternate-segment theorem where no tangent is given',
  centre: 'named the angle at the centre where no centre angle is used',
};

const whichTheorem = defineTemplate({
  id: `${lesson}/which-theorem`,
  lesson,
  type: 'MCQ',
  b: -1.4,
  build(rng) {
    const fact = rng.pick(Object.keys(FACTS) as FactName[]);
    const x = rng.int(21, 79);
    const y = rng.int(2, 9) * 10;
    const question: Record<FactName, string> = {
      sameSegment: `$A$, $B$, $C$ and $D$ lie on a circle, with $C$ and $D$ on the same side of $\\overline{AB}$, and ${angleIs('ACB', x)}. Which fact shows that ${angleIs('ADB', x)}?`,
      semicircle: `$\\overline{AB}$ is a diameter of a circle, $C$ lies on the circle and ${angleIs('CAB', x)}. Which fact shows that ${angleIs('ACB', 90)}, so that ${angleIs('CBA', 90 - x)}?`,
      cyclic: `$ABCD$ is a quadrilateral inscribed in a circle and ${angleIs('ABC', x + y)}. Which fact shows that ${angleIs('ADC', 180 - x - y)}?`,
      alternate: `$\\overleftrightarrow{AT}$ touches a circle at $A$, $\\overline{AB}$ is a chord, $C$ is on the major arc $AB$ and ${angleIs('TAB', x)}. Which fact shows that ${angleIs('ACB', x)}?`,
      centre: `$O$ is the centre of a circle, $A$, $B$ and $C$ lie on it and ${angleIs('ACB', x)}. Which fact shows that ${angleIs('AOB', 2 * x)}?`,
    };
    const others = rng.shuffle((Object.keys(FACTS) as FactName[]).filter((f) => f !== fact));
    return {
      frame: fact.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`),
      question: question[fact],
      answer: FACTS[fact],
      wrong: others.map((f) => ({ text: FACTS[f], mistake: CONFUSION[f] })),
      facts: { keyPrinted: 'the question states the result; the student names the theorem' },
      hints: [
        'Look at what the question gives: a diameter, a tangent, a centre, four points on the circle?',
        'Match what is given to the theorem that uses exactly that.',
      ],
      steps: [
        'Identify the special feature the question gives and the angle it produces.',
        `The fact used: ${FACTS[fact]}.`,
      ],
      explanation: `${FACTS[fact]}.`,
    };
  },
});

// ------------------------------------------------------------------------------ in context

const viewingAngles = defineTemplate({
  id: `${lesson}/viewing-angles-context`,
  lesson,
  type: 'short_answer',
  b: 0.6,
  build(rng) {
    const frame = rng.pick(['opposite-arc', 'from-centre', 'camera-triangle'] as const);
    const x = rng.int(25, 80);
    if (frame === 'opposite-arc') {
      return {
        frame,
        multiStep: true,
        context: true,
        question: `Two lighthouses $A$ and $B$ stand on a circle drawn on a chart. A ship at $S$ on one arc of this circle sees the two lighthouses at an angle of ${angleIs('ASB', x)}. A second ship $R$ is on the other arc $AB$ of the same circle. Find the angle $m\\angle ARB$ at which the second ship sees the lighthouses.`,
        answer: degKey(180 - x),
        hints: [
          '$A$, $S$, $B$ and $R$ lie on one circle, in that order.',
          '$ASBR$ is a cyclic quadrilateral: $\\angle ASB$ and $\\angle ARB$ are opposite angles.',
          'Opposite angles of a cyclic quadrilateral add up to $180^\\circ$.',
        ],
        steps: [
          '$ASBR$ is a cyclic quadrilateral with opposite angles at $S$ and $R$.',
          `$m\\angle ARB = 180^\\circ - ${x}^\\circ = ${180 - x}^\\circ$`,
        ],
        explanation: `$ASBR$ is cyclic, so $m\\angle ARB = 180^\\circ - ${x}^\\circ = ${180 - x}^\\circ$.`,
      };
    }
    if (frame === 'from-centre') {
      return {
        frame,
        multiStep: true,
        context: true,
        question: `Two flags $A$ and $B$ stand on the edge of a circular running track with centre $O$. From the centre, the angle between the flags is ${angleIs('AOB', 2 * x)}. A runner at $C$ on the longer arc $AB$ looks at both flags. Find $m\\angle ACB$.`,
        answer: degKey(x),
        hints: [
          'Compare the angle at the centre with the angle at the runner on the circle.',
          'The angle at the centre is twice the angle at the circumference on the same arc.',
          `$m\\angle ACB = \\frac{1}{2} \\times ${2 * x}^\\circ$`,
        ],
        steps: [
          '$\\angle AOB$ and $\\angle ACB$ stand on the same arc $AB$.',
          `$m\\angle ACB = \\frac{${2 * x}^\\circ}{2} = ${x}^\\circ$`,
        ],
        explanation: `The angle at the centre is twice the angle at the circumference: $m\\angle ACB = ${x}^\\circ$.`,
      };
    }
    const y = rng.int(30, 140 - x);
    return {
      frame,
      multiStep: true,
      context: true,
      question: `The posts $A$ and $B$ of a goal and two cameras $C$ and $D$ lie on one circle, with both cameras on the same side of the goal line. Camera $C$ sees the goal at an angle ${angleIs('ACB', x)}. From camera $D$, ${angleIs('DAB', y)}. Find $m\\angle DBA$.`,
      answer: degKey(180 - x - y),
      facts: { triangles: [{ angles: [y, 180 - x - y, x] }] },
      hints: [
        'First find the angle at which camera $D$ sees the goal.',
        '$\\angle ADB$ and $\\angle ACB$ are angles in the same segment, so they are equal.',
        `In $\\triangle ABD$, $m\\angle ADB = ${x}^\\circ$ and $m\\angle DAB = ${y}^\\circ$.`,
      ],
      steps: [
        `$m\\angle ADB = m\\angle ACB = ${x}^\\circ$ (angles in the same segment).`,
        `$m\\angle DBA = 180^\\circ - ${x}^\\circ - ${y}^\\circ = ${180 - x - y}^\\circ$`,
      ],
      explanation: `Angles in the same segment: $m\\angle ADB = ${x}^\\circ$, so $m\\angle DBA = 180^\\circ - ${x}^\\circ - ${y}^\\circ = ${180 - x - y}^\\circ$.`,
    };
  },
});

// ------------------------------------------------------------------------------ chained, hardest

const chained = defineTemplate({
  id: `${lesson}/chained-theorems-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 1.7,
  build(rng) {
    const frame = rng.pick(['diameter-cyclic', 'centre-isosceles', 'tangent-cyclic'] as const);
    // C on the minor arc needs room: a wider tangent-chord angle there.
    const x = frame === 'tangent-cyclic' ? rng.int(44, 72) : rng.int(22, 64);
    if (frame === 'diameter-cyclic') {
      // AB diameter (A left, B right); C above with ∠CAB = x (∠COB = 2x); D between C and A.
      const A = onCircle(180);
      const B = onCircle(0);
      const cAt = 2 * x;
      const C = onCircle(cAt);
      const D = onCircle(cAt + (180 - cAt) * (0.45 + rng.int(0, 10) / 100));
      return {
        frame,
        multiStep: true,
        question: `$\\overline{AB}$ is a diameter of the circle with centre $O$, and $ABCD$ is a cyclic quadrilateral. If ${angleIs('CAB', x)}, find $m\\angle ADC$.`,
        answer: degKey(90 + x),
        figure: {
          caption:
            'A circle with diameter AB and centre O; ABCD is a quadrilateral inscribed in it, with diagonal AC.',
          elements: [
            { kind: 'circle', center: O, radius: 1 },
            { kind: 'polygon', points: [A, B, C, D] },
            { kind: 'segment', from: A, to: C },
            { kind: 'angle', vertex: A, from: B, to: C, label: `${x}°` },
            { kind: 'angle', vertex: D, from: A, to: C, label: '?' },
            ...points([
              ['A', A],
              ['B', B],
              ['C', C],
              ['D', D],
            ]),
            { kind: 'point', at: O, label: 'O', dot: true },
          ],
        },
        hints: [
          'What is $m\\angle ACB$, standing on the diameter?',
          'Find $m\\angle ABC$ in $\\triangle ABC$, then use opposite angles of $ABCD$.',
          `$m\\angle ABC = 90^\\circ - ${x}^\\circ$`,
        ],
        steps: [
          '$m\\angle ACB = 90^\\circ$ (angle in a semicircle).',
          `$m\\angle ABC = 180^\\circ - 90^\\circ - ${x}^\\circ = ${90 - x}^\\circ$`,
          `Opposite angles of a cyclic quadrilateral: $m\\angle ADC = 180^\\circ - ${90 - x}^\\circ = ${90 + x}^\\circ$`,
        ],
        explanation: `$m\\angle ACB = 90^\\circ$, so $m\\angle ABC = ${90 - x}^\\circ$ and $m\\angle ADC = 180^\\circ - ${90 - x}^\\circ = ${90 + x}^\\circ$.`,
      };
    }
    if (frame === 'centre-isosceles') {
      // Chord AB at the bottom with ∠OAB = x: ∠AOB = 180° - 2x; C on the major arc.
      const half = 90 - x;
      const A = onCircle(270 - half);
      const B = onCircle(270 + half);
      const C = onCircle(90 + rng.int(-25, 25));
      return {
        frame,
        multiStep: true,
        question: `$O$ is the centre of the circle, $A$, $B$ and $C$ lie on it with $C$ on the major arc $AB$, and ${angleIs('OAB', x)}. Find $m\\angle ACB$.`,
        answer: degKey(90 - x),
        figure: {
          caption: 'A circle with centre O; A, B and C lie on the circle, with OA and OB drawn.',
          elements: [
            { kind: 'circle', center: O, radius: 1 },
            { kind: 'polygon', points: [A, B, C] },
            { kind: 'segment', from: O, to: A },
            { kind: 'segment', from: O, to: B },
            { kind: 'angle', vertex: A, from: O, to: B, label: `${x}°` },
            { kind: 'angle', vertex: C, from: A, to: B, label: '?' },
            ...points([
              ['A', A],
              ['B', B],
              ['C', C],
            ]),
            { kind: 'point', at: O, label: 'O', dot: true },
          ],
        },
        hints: [
          'Triangle $OAB$ has two radii as sides.',
          'Find $m\\angle AOB$ in the isosceles triangle $OAB$, then halve it for the angle at the circumference.',
          `$m\\angle AOB = 180^\\circ - 2 \\times ${x}^\\circ$`,
        ],
        steps: [
          `$OA = OB$, so $m\\angle OBA = ${x}^\\circ$ and $m\\angle AOB = 180^\\circ - ${2 * x}^\\circ = ${180 - 2 * x}^\\circ$.`,
          `$m\\angle ACB = \\frac{${180 - 2 * x}^\\circ}{2} = ${90 - x}^\\circ$`,
        ],
        explanation: `$m\\angle AOB = ${180 - 2 * x}^\\circ$ (isosceles triangle $OAB$), so $m\\angle ACB = ${90 - x}^\\circ$.`,
      };
    }
    // Tangent at A (bottom), arc AB = 2x anticlockwise; C on the minor arc AB, D on the major arc.
    const A = onCircle(270);
    const T = pt(1.6, -1);
    const S = pt(-1.4, -1);
    const B = onCircle(270 + 2 * x);
    const C = onCircle(270 + x + rng.int(-Math.floor(x / 3), Math.floor(x / 3)));
    return {
      frame,
      multiStep: true,
      question: `$\\overleftrightarrow{ST}$ touches the circle at $A$, and $B$ and $C$ lie on the circle with $C$ on the minor arc $AB$. If ${angleIs('TAB', x)}, find $m\\angle ACB$.`,
      answer: degKey(180 - x),
      figure: {
        caption: 'A circle with tangent ST touching it at A; chord AB, and C on the minor arc AB.',
        elements: [
          { kind: 'circle', center: O, radius: 1 },
          { kind: 'segment', from: S, to: T },
          { kind: 'segment', from: A, to: B },
          { kind: 'segment', from: A, to: C },
          { kind: 'segment', from: C, to: B },
          { kind: 'angle', vertex: A, from: T, to: B, label: `${x}°` },
          { kind: 'angle', vertex: C, from: A, to: B, label: '?' },
          ...points([
            ['A', A],
            ['B', B],
            ['C', C],
            ['S', S],
            ['T', T],
          ]),
        ],
      },
      hints: [
        'Take a point $D$ on the major arc $AB$: what is $m\\angle ADB$?',
        'By the alternate-segment theorem $m\\angle ADB = m\\angle TAB$; then $ACBD$ is a cyclic quadrilateral.',
        `$m\\angle ACB + m\\angle ADB = 180^\\circ$`,
      ],
      steps: [
        `For $D$ on the major arc, $m\\angle ADB = m\\angle TAB = ${x}^\\circ$ (alternate-segment theorem).`,
        `$ACBD$ is cyclic, so $m\\angle ACB = 180^\\circ - ${x}^\\circ = ${180 - x}^\\circ$`,
      ],
      explanation: `An angle $ADB$ on the major arc is $${x}^\\circ$ (alternate segment), and $ACBD$ is cyclic, so $m\\angle ACB = 180^\\circ - ${x}^\\circ = ${180 - x}^\\circ$.`,
    };
  },
});

export const circleTheoremTemplates = [
  whichTheorem,
  sameSegment,
  cyclicFigure,
  alternateFigure,
  semicircleFigure,
  semicircleContext,
  diagonals,
  viewingAngles,
  cyclicProblems,
  concyclic,
  alternateProblems,
  chained,
];
