/**
 * Lesson: tangents and secants. Equal tangents from a point, the right angle between a tangent
 * and a radius (with lengths), tangents to an inscribed circle, intersecting chords, and the
 * secant-secant and secant-tangent products, with problems in context (arches, the horizon,
 * belts over pulleys). Figures are built from the lengths given: each chord or secant is placed
 * where the circle really cuts it, so every labelled length is drawn to scale.
 */
import type { FigureElement, Point } from '../figures/figure-model';
import { pt } from '../figures/geometry';
import type { Rng } from '../rng';
import { ORIGIN as O, degTex, linear, points, solvedFor } from './circle-theorems-kit';
import type { Choice } from './define-template';
import { defineTemplate } from './define-template';
import { fixed, fmt } from './exact';

const lesson = 'tangents-secants' as const;

const TRIPLES: [number, number, number][] = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [20, 21, 29],
];

const cm = (x: number): string => `${fmt(x)} cm`;

/** A right triangle (legs, hypotenuse) scaled by 1-3, legs in random order. */
function scaledTriple(rng: Rng): [number, number, number] {
  const [p, q, h] = rng.pick(TRIPLES);
  const k = rng.int(1, 3);
  return rng.chance(0.5) ? [p * k, q * k, h * k] : [q * k, p * k, h * k];
}

/**
 * Radius, tangent length and OP for a drawing: the tangent at least 0.6 of the radius, so P
 * stands clear of the circle and the labels have room.
 */
function tangentTriple(rng: Rng): [number, number, number] {
  const [r, t, d] = scaledTriple(rng);
  return t < 0.6 * r ? [t, r, d] : [r, t, d];
}

/** Tangent from P = (d, 0) to the circle of radius r at O: the upper touching point. */
function tangentPoint(r: number, d: number, upper = true): Point {
  const t = Math.acos(r / d);
  return pt(r * Math.cos(t), (upper ? 1 : -1) * r * Math.sin(t));
}

/**
 * A secant from P = (d, 0) with outside part `near` and whole length `far`, on the upper or lower
 * side of PO: the near and far points where it cuts the circle of radius r (r² = d² - near·far).
 */
function secantPoints(d: number, near: number, far: number, upper: boolean): [Point, Point] {
  const cos = (near + far) / (2 * d);
  const sin = (upper ? 1 : -1) * Math.sqrt(Math.max(0, 1 - cos * cos));
  const at = (t: number): Point => pt(d - t * cos, t * sin);
  return [at(near), at(far)];
}

// ------------------------------------------------------------------------------ equal tangents

const equalTangents = defineTemplate({
  id: `${lesson}/equal-tangents-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: -1.2,
  build(rng) {
    const frame = rng.pick(['algebra', 'kite-perimeter', 'base-angle'] as const);
    const [r, t, d] = tangentTriple(rng);
    const P = pt(d, 0);
    const A = tangentPoint(r, d, true);
    const B = tangentPoint(r, d, false);
    const base: FigureElement[] = [
      { kind: 'circle', center: O, radius: r },
      { kind: 'segment', from: P, to: A },
      { kind: 'segment', from: P, to: B },
    ];
    const named = points([
      ['A', A],
      ['B', B],
      ['P', P],
    ]);
    const lead =
      '$\\overline{PA}$ and $\\overline{PB}$ touch the circle with centre $O$ at $A$ and $B$';
    if (frame === 'algebra') {
      const y = rng.int(3, 12);
      const p = rng.int(1, 4);
      let q = rng.int(2, 6);
      while (q === p) q = rng.int(2, 6);
      const len = rng.int(Math.max(p, q) * y + 1, Math.max(p, q) * y + 12);
      return {
        frame,
        multiStep: true,
        // No unit in this frame: the key y is a number, not a length.
        question: `${lead}. If $PA = ${linear(p, len - p * y)}$ and $PB = ${linear(q, len - q * y)}$, find the value of $y$.`,
        answer: String(y),
        figure: {
          caption: 'Two tangents from P touching a circle with centre O at A and B.',
          notToScale: true,
          elements: [
            { kind: 'circle', center: O, radius: r },
            { kind: 'segment', from: P, to: A, label: linear(p, len - p * y) },
            { kind: 'segment', from: P, to: B, label: linear(q, len - q * y) },
            ...named,
            { kind: 'point', at: O, label: 'O', dot: true },
          ],
        },
        hints: [
          'How do the two tangents from the same point compare?',
          'Tangents drawn to a circle from one outside point are equal: $PA = PB$.',
          `$${linear(p, len - p * y)} = ${linear(q, len - q * y)}$`,
        ],
        steps: [
          `$PA = PB$ (tangents from one point): $${linear(p, len - p * y)} = ${linear(q, len - q * y)}$`,
          ...(Math.abs(p - q) === 1 ? [] : [`$${solvedFor(p - q, (p - q) * y)}$`]),
          `$y = ${y}$`,
        ],
        explanation: `Tangents from one point are equal, so $${linear(p, len - p * y)} = ${linear(q, len - q * y)}$ and $y = ${y}$ (each tangent is $${len}$ long).`,
      };
    }
    if (frame === 'kite-perimeter') {
      return {
        frame,
        multiStep: true,
        question: `${lead}. If the radius is $${r}$ cm and $OP = ${d}$ cm, find the perimeter of $OAPB$, in cm.`,
        answer: String(2 * r + 2 * t),
        unit: 'cm',
        figure: {
          caption:
            'Two tangents from P touching a circle with centre O at A and B; OA, OB and OP drawn.',
          elements: [
            ...base,
            { kind: 'segment', from: O, to: A, label: cm(r) },
            { kind: 'segment', from: O, to: B },
            { kind: 'segment', from: O, to: P, label: cm(d), dashed: true },
            { kind: 'right-angle', vertex: A, from: O, to: P },
            { kind: 'right-angle', vertex: B, from: O, to: P },
            ...named,
            { kind: 'point', at: O, label: 'O', dot: true },
          ],
        },
        hints: [
          'Find $PA$ first: what angle does a tangent make with the radius?',
          '$\\triangle OAP$ is right-angled at $A$, and $PB = PA$ (tangents from one point).',
          `$PA = \\sqrt{${d}^2 - ${r}^2}$`,
        ],
        steps: [
          `$m\\angle OAP = 90^\\circ$, so $PA = \\sqrt{${d}^2 - ${r}^2} = ${t}$ cm.`,
          `$PB = PA = ${t}$ cm and $OB = OA = ${r}$ cm.`,
          `Perimeter $= 2 \\times ${r} + 2 \\times ${t} = ${2 * r + 2 * t}$ cm`,
        ],
        explanation: `$PA = PB = \\sqrt{${d}^2 - ${r}^2} = ${t}$ cm, so the perimeter is $2(${r} + ${t}) = ${2 * r + 2 * t}$ cm.`,
      };
    }
    const apb = rng.int(15, 60) * 2;
    // The figure is drawn for the angle asked: P where the tangents meet at apb.
    const d2 = r / Math.sin((apb / 2) * (Math.PI / 180));
    const P2 = pt(d2, 0);
    const A2 = tangentPoint(r, d2, true);
    const B2 = tangentPoint(r, d2, false);
    const key = (180 - apb) / 2;
    return {
      frame,
      multiStep: true,
      question: `${lead}, and ${'$m\\angle APB = '}${apb}^\\circ$. Find $m\\angle PAB$.`,
      answer: `${fmt(key)}°`,
      figure: {
        caption:
          'Two tangents from P touching a circle with centre O at A and B, and the chord AB.',
        elements: [
          { kind: 'circle', center: O, radius: r },
          { kind: 'segment', from: P2, to: A2 },
          { kind: 'segment', from: P2, to: B2 },
          { kind: 'segment', from: A2, to: B2 },
          { kind: 'angle', vertex: P2, from: A2, to: B2, label: `${apb}°` },
          { kind: 'angle', vertex: A2, from: P2, to: B2, label: '?' },
          ...points([
            ['A', A2],
            ['B', B2],
            ['P', P2],
          ]),
          { kind: 'point', at: O, label: 'O', dot: true },
        ],
      },
      hints: [
        'What kind of triangle is $PAB$?',
        '$PA = PB$ (tangents from one point), so the base angles of $\\triangle PAB$ are equal.',
        `$2\\, m\\angle PAB + ${apb}^\\circ = 180^\\circ$`,
      ],
      steps: [
        '$PA = PB$ (tangents from one point), so $m\\angle PAB = m\\angle PBA$.',
        `$m\\angle PAB = \\frac{180^\\circ - ${apb}^\\circ}{2} = ${fmt(key)}^\\circ$`,
      ],
      explanation: `$\\triangle PAB$ is isosceles, so $m\\angle PAB = \\frac{180^\\circ - ${apb}^\\circ}{2} = ${fmt(key)}^\\circ$.`,
    };
  },
});

// ------------------------------------------------------------------------------ tangent and radius

const tangentRadius = defineTemplate({
  id: `${lesson}/tangent-radius-lengths-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: -0.6,
  build(rng) {
    const frame = rng.pick(['find-radius', 'find-distance', 'nearest-point'] as const);
    const [r, t, d] = tangentTriple(rng);
    const P = pt(d, 0);
    const A = tangentPoint(r, d, rng.chance(0.5));
    const C = pt(r, 0);
    const elements = (labels: { oa?: string; pa?: string; op?: string }): FigureElement[] => [
      { kind: 'circle', center: O, radius: r },
      { kind: 'segment', from: P, to: A, ...(labels.pa ? { label: labels.pa } : {}) },
      { kind: 'segment', from: O, to: A, ...(labels.oa ? { label: labels.oa } : {}) },
      { kind: 'segment', from: O, to: P, ...(labels.op ? { label: labels.op } : {}) },
      { kind: 'right-angle', vertex: A, from: O, to: P },
      ...points([
        ['A', A],
        ['P', P],
      ]),
      { kind: 'point', at: O, label: 'O', dot: true },
    ];
    const lead = '$\\overline{PA}$ touches the circle with centre $O$ at $A$';
    if (frame === 'find-radius') {
      return {
        frame,
        question: `${lead}. If $PA = ${t}$ cm and $OP = ${d}$ cm, find the radius of the circle, in cm.`,
        answer: String(r),
        unit: 'cm',
        figure: {
          caption: 'A circle with centre O and a tangent from P touching it at A.',
          elements: elements({ pa: cm(t), op: cm(d) }),
        },
        hints: [
          'What is the angle between the tangent $PA$ and the radius $OA$?',
          '$\\triangle OAP$ is right-angled at $A$ with hypotenuse $OP$.',
          `$OA^2 = ${d}^2 - ${t}^2$`,
        ],
        steps: [
          '$m\\angle OAP = 90^\\circ$ (a tangent is perpendicular to the radius at the point of contact).',
          `$OA = \\sqrt{${d}^2 - ${t}^2} = \\sqrt{${r * r}} = ${r}$ cm`,
        ],
        explanation: `The tangent is perpendicular to the radius, so $OA = \\sqrt{${d}^2 - ${t}^2} = ${r}$ cm.`,
      };
    }
    if (frame === 'find-distance') {
      return {
        frame,
        question: `${lead}. If the radius is $${r}$ cm and $PA = ${t}$ cm, find $OP$, in cm.`,
        answer: String(d),
        unit: 'cm',
        figure: {
          caption: 'A circle with centre O and a tangent from P touching it at A.',
          elements: elements({ oa: cm(r), pa: cm(t) }),
        },
        hints: [
          'What is the angle between the tangent $PA$ and the radius $OA$?',
          '$\\triangle OAP$ is right-angled at $A$: $OP$ is the hypotenuse.',
          `$OP^2 = ${r}^2 + ${t}^2$`,
        ],
        steps: [
          '$m\\angle OAP = 90^\\circ$ (tangent ⟂ radius).',
          `$OP = \\sqrt{${r}^2 + ${t}^2} = \\sqrt{${d * d}} = ${d}$ cm`,
        ],
        explanation: `The tangent is perpendicular to the radius, so $OP = \\sqrt{${r}^2 + ${t}^2} = ${d}$ cm.`,
      };
    }
    return {
      frame,
      multiStep: true,
      question: `${lead}, and $\\overline{OP}$ cuts the circle at $C$. If $PA = ${t}$ cm and $OA = ${r}$ cm, find $PC$, the distance from $P$ to the nearest point of the circle, in cm.`,
      answer: String(d - r),
      unit: 'cm',
      figure: {
        caption:
          'A circle with centre O, a tangent from P touching it at A, and OP cutting the circle at C.',
        elements: [
          ...elements({ oa: cm(r), pa: cm(t) }),
          { kind: 'point', at: C, label: 'C', dot: true },
        ],
      },
      hints: [
        'Find $OP$ first, in the right triangle $OAP$.',
        'The tangent is perpendicular to the radius; then $PC = OP - OC$.',
        `$OP = \\sqrt{${r}^2 + ${t}^2}$`,
      ],
      steps: [
        `$m\\angle OAP = 90^\\circ$, so $OP = \\sqrt{${r}^2 + ${t}^2} = ${d}$ cm.`,
        `$PC = OP - OC = ${d} - ${r} = ${d - r}$ cm`,
      ],
      explanation: `$OP = \\sqrt{${r}^2 + ${t}^2} = ${d}$ cm and $OC = ${r}$ cm, so $PC = ${d - r}$ cm.`,
    };
  },
});

const tangentAngles = defineTemplate({
  id: `${lesson}/tangent-radius-angles`,
  lesson,
  type: 'MCQ',
  b: -0.3,
  build(rng) {
    const frame = rng.pick(['angle-at-centre', 'two-tangents', 'chord-and-tangent'] as const);
    if (frame === 'angle-at-centre') {
      const x = rng.int(15, 75);
      return {
        frame,
        question: `$\\overline{PA}$ touches the circle with centre $O$ at $A$, and $m\\angle OPA = ${x}^\\circ$. Find $m\\angle AOP$.`,
        answer: degTex(90 - x),
        // Only acute options: defineTemplate keeps those the right triangle allows.
        wrong: [
          { text: degTex(x), mistake: 'took the two acute angles as equal' },
          { text: degTex(180 - 2 * x), mistake: 'treated triangle OAP as isosceles' },
          { text: degTex(x / 2), mistake: 'halved the angle at P' },
          { text: degTex(90 - x / 2), mistake: 'subtracted half the angle at P from 90°' },
          { text: degTex((90 - x) / 2), mistake: 'halved the answer as for an inscribed angle' },
          { text: degTex(180 - x), mistake: 'forgot the right angle at A' },
        ],
        facts: {
          optionRange: { min: 0, max: 90, why: 'an acute angle of the right triangle OAP' },
        },
        hints: [
          'What angle does the tangent make with the radius $OA$?',
          '$m\\angle OAP = 90^\\circ$: the other two angles of $\\triangle OAP$ add up to $90^\\circ$.',
        ],
        steps: [
          '$m\\angle OAP = 90^\\circ$ (tangent ⟂ radius).',
          `$m\\angle AOP = 90^\\circ - ${x}^\\circ = ${90 - x}^\\circ$`,
        ],
        explanation: `The tangent is perpendicular to the radius, so $m\\angle AOP = 90^\\circ - ${x}^\\circ = ${90 - x}^\\circ$.`,
      };
    }
    if (frame === 'two-tangents') {
      // Not 90°: the hints print the right angles.
      let t = rng.int(10, 70) * 2;
      while (t === 90) t = rng.int(10, 70) * 2;
      return {
        frame,
        multiStep: true,
        question: `$\\overline{PA}$ and $\\overline{PB}$ touch the circle with centre $O$ at $A$ and $B$, and $m\\angle AOB = ${180 - t}^\\circ$. Find $m\\angle APB$.`,
        answer: degTex(t),
        wrong: [
          { text: degTex((180 - t) / 2), mistake: 'halved the angle at the centre' },
          { text: degTex(360 - (180 - t)), mistake: 'forgot the two right angles' },
          {
            text: degTex(90 - (180 - t) / 2 > 0 ? 90 - (180 - t) / 2 : t / 2),
            mistake: 'used 90° instead of 180°',
          },
          { text: degTex(180 - t), mistake: 'took the angle at P equal to the angle at O' },
          { text: degTex(180 - t / 2), mistake: 'used only one right angle' },
        ],
        hints: [
          'Look at the quadrilateral $OAPB$: which of its angles do you know?',
          '$m\\angle OAP = m\\angle OBP = 90^\\circ$, and the angles of a quadrilateral add up to $360^\\circ$.',
          `$m\\angle APB = 360^\\circ - 90^\\circ - 90^\\circ - ${180 - t}^\\circ$`,
        ],
        steps: [
          '$m\\angle OAP = m\\angle OBP = 90^\\circ$ (tangent ⟂ radius).',
          `$m\\angle APB = 360^\\circ - 180^\\circ - ${180 - t}^\\circ = ${t}^\\circ$`,
        ],
        explanation: `In $OAPB$ the angles at $A$ and $B$ are right, so $m\\angle APB = 180^\\circ - ${180 - t}^\\circ = ${t}^\\circ$.`,
      };
    }
    const x = rng.int(10, 70);
    return {
      frame,
      multiStep: true,
      question: `$\\overline{PA}$ touches the circle with centre $O$ at $A$, $\\overline{AB}$ is a chord, $B$ is on the far side of $\\overline{OA}$ from $P$, and $m\\angle OAB = ${x}^\\circ$. Find $m\\angle PAB$.`,
      answer: degTex(90 + x),
      wrong: [
        { text: degTex(90 - x), mistake: 'subtracted instead of adding the right angle' },
        { text: degTex(180 - x), mistake: 'used a straight angle instead of the right angle' },
        { text: degTex(2 * x), mistake: 'doubled the angle' },
        { text: degTex(180 - 2 * x), mistake: 'treated triangle OAB as the answer' },
      ],
      hints: [
        'What angle does the tangent $PA$ make with the radius $OA$?',
        '$\\angle PAB$ is made of the right angle $PAO$ and $\\angle OAB$.',
      ],
      steps: [
        '$m\\angle PAO = 90^\\circ$ (tangent ⟂ radius).',
        `$m\\angle PAB = 90^\\circ + ${x}^\\circ = ${90 + x}^\\circ$`,
      ],
      explanation: `$m\\angle PAB = m\\angle PAO + m\\angle OAB = 90^\\circ + ${x}^\\circ = ${90 + x}^\\circ$.`,
    };
  },
});

// ------------------------------------------------------------------------------ inscribed circles

const incircle = defineTemplate({
  id: `${lesson}/incircle-tangent-lengths`,
  lesson,
  type: 'short_answer',
  b: 0.8,
  build(rng) {
    const frame = rng.pick(['find-side', 'perimeter', 'tangent-from-sides'] as const);
    // From 3: a key of 2 would be printed by the hint '2a = ...'.
    const x = rng.int(3, 12);
    const y = rng.int(2, 12);
    const z = rng.int(2, 12);
    const lead =
      'The circle inscribed in $\\triangle ABC$ touches $\\overline{AB}$ at $D$, $\\overline{BC}$ at $E$ and $\\overline{CA}$ at $F$';
    if (frame === 'find-side') {
      return {
        frame,
        question: `${lead}. If $AF = ${x}$ cm and $BE = ${y}$ cm, find $AB$, in cm.`,
        answer: String(x + y),
        unit: 'cm',
        hints: [
          '$AB$ is made of $AD$ and $DB$: how are these related to the lengths given?',
          'Tangents from one point are equal: $AD = AF$ and $BD = BE$.',
        ],
        steps: [
          `$AD = AF = ${x}$ cm and $BD = BE = ${y}$ cm (tangents from one point).`,
          `$AB = ${x} + ${y} = ${x + y}$ cm`,
        ],
        explanation: `Tangents from one point are equal: $AB = AD + DB = ${x} + ${y} = ${x + y}$ cm.`,
      };
    }
    if (frame === 'perimeter') {
      return {
        frame,
        multiStep: true,
        question: `${lead}. If $AD = ${x}$ cm, $BE = ${y}$ cm and $CF = ${z}$ cm, find the perimeter of $\\triangle ABC$, in cm.`,
        answer: String(2 * (x + y + z)),
        unit: 'cm',
        facts: { triangles: [{ sides: [y + z, x + z, x + y] }] },
        hints: [
          'Each vertex sends two equal tangents to the circle.',
          '$AF = AD$, $BD = BE$ and $CE = CF$: the perimeter has each tangent length twice.',
          `Perimeter $= 2(${x} + ${y} + ${z})$`,
        ],
        steps: [
          `$AF = AD = ${x}$, $BD = BE = ${y}$, $CE = CF = ${z}$ (tangents from one point).`,
          `Perimeter $= 2(${x} + ${y} + ${z}) = ${2 * (x + y + z)}$ cm`,
        ],
        explanation: `Each tangent length appears twice, so the perimeter is $2(${x} + ${y} + ${z}) = ${2 * (x + y + z)}$ cm.`,
      };
    }
    const [ab, bc, ca] = [x + y, y + z, z + x];
    return {
      frame,
      multiStep: true,
      question: `${lead}. If $AB = ${ab}$ cm, $BC = ${bc}$ cm and $CA = ${ca}$ cm, find $AD$, in cm.`,
      answer: String(x),
      unit: 'cm',
      facts: { triangles: [{ sides: [bc, ca, ab] }] },
      hints: [
        'Call the equal tangents from $A$, $B$ and $C$ $a$, $b$ and $c$.',
        `$a + b = ${ab}$, $b + c = ${bc}$ and $c + a = ${ca}$: add the first and the last, subtract the middle one.`,
        `$2a = ${ab} + ${ca} - ${bc}$`,
      ],
      steps: [
        `With $AD = AF = a$, $BD = BE = b$, $CE = CF = c$: $a + b = ${ab}$, $b + c = ${bc}$, $c + a = ${ca}$.`,
        `$2a = ${ab} + ${ca} - ${bc} = ${2 * x}$`,
        `$AD = a = ${x}$ cm`,
      ],
      explanation: `$AD = \\frac{AB + AC - BC}{2} = \\frac{${ab} + ${ca} - ${bc}}{2} = ${x}$ cm.`,
    };
  },
});

const tangentialQuad = defineTemplate({
  id: `${lesson}/circumscribed-quadrilateral`,
  lesson,
  type: 'short_answer',
  b: 0.4,
  build(rng) {
    const frame = rng.pick(['fourth-side', 'perimeter', 'algebra'] as const);
    // Tangent lengths from A, B, C, D.
    const [w, x, y, z] = [rng.int(2, 12), rng.int(2, 12), rng.int(2, 12), rng.int(2, 12)];
    const [ab, bc, cd, da] = [w + x, x + y, y + z, z + w];
    const lead = 'The sides of the quadrilateral $ABCD$ all touch a circle';
    if (frame === 'fourth-side') {
      return {
        frame,
        multiStep: true,
        question: `${lead}. If $AB = ${ab}$ cm, $BC = ${bc}$ cm and $CD = ${cd}$ cm, find $AD$, in cm.`,
        answer: String(da),
        unit: 'cm',
        hints: [
          'Split each side at its point of contact into two tangents.',
          'Tangents from each vertex are equal, so $AB + CD = BC + AD$.',
          `$AD = ${ab} + ${cd} - ${bc}$`,
        ],
        steps: [
          'Tangents from each vertex are equal, so $AB + CD = BC + AD$.',
          `$AD = ${ab} + ${cd} - ${bc} = ${da}$ cm`,
        ],
        explanation: `Equal tangents give $AB + CD = BC + AD$, so $AD = ${ab} + ${cd} - ${bc} = ${da}$ cm.`,
      };
    }
    if (frame === 'perimeter') {
      return {
        frame,
        multiStep: true,
        question: `${lead}. If $AB = ${ab}$ cm and $CD = ${cd}$ cm, find the perimeter of $ABCD$, in cm.`,
        answer: String(2 * (ab + cd)),
        unit: 'cm',
        hints: [
          'The two pairs of opposite sides of a quadrilateral drawn round a circle have equal sums.',
          `$BC + AD = AB + CD = ${ab + cd}$ cm`,
        ],
        steps: [
          `$BC + AD = AB + CD = ${ab} + ${cd} = ${ab + cd}$ cm (equal tangents from each vertex).`,
          `Perimeter $= 2 \\times ${ab + cd} = ${2 * (ab + cd)}$ cm`,
        ],
        explanation: `Opposite sides have equal sums, so the perimeter is $2(${ab} + ${cd}) = ${2 * (ab + cd)}$ cm.`,
      };
    }
    const v = rng.int(2, 9);
    const p = rng.int(2, 4);
    return {
      frame,
      multiStep: true,
      // No unit in this frame: the key y is a number, not a length.
      question: `${lead}. If $AB = ${ab}$, $BC = ${bc}$, $CD = ${linear(p, cd - p * v)}$ and $AD = ${linear(1, da - v)}$, find the value of $y$.`,
      answer: String(v),
      hints: [
        'What do the sums of opposite sides of a quadrilateral drawn round a circle satisfy?',
        '$AB + CD = BC + AD$.',
        `$${ab} + ${linear(p, cd - p * v)} = ${bc} + ${linear(1, da - v)}$`,
      ],
      steps: [
        `$AB + CD = BC + AD$: $${ab} + ${linear(p, cd - p * v)} = ${bc} + ${linear(1, da - v)}$`,
        ...(p - 1 === 1 ? [] : [`$${solvedFor(p - 1, (p - 1) * v)}$`]),
        `$y = ${v}$`,
      ],
      explanation: `$AB + CD = BC + AD$ gives $${solvedFor(p - 1, (p - 1) * v)}$, so $y = ${v}$.`,
    };
  },
});

// ------------------------------------------------------------------------------ chords and secants

/** A spot `gap` from V along the bisector of the angle PVQ. */
function bisectorSpot(V: Point, P: Point, Q: Point, gap: number): Point {
  const unit = (to: Point): Point => {
    const l = Math.hypot(to.x - V.x, to.y - V.y);
    return pt((to.x - V.x) / l, (to.y - V.y) / l);
  };
  const u = unit(P);
  const v = unit(Q);
  const l = Math.hypot(u.x + v.x, u.y + v.y);
  return pt(V.x + (gap * (u.x + v.x)) / l, V.y + (gap * (u.y + v.y)) / l);
}

/** Chord AB split by E into ae, eb, and chord CD split into ce, ed (ae·eb = ce·ed), drawn to scale. */
function crossingChords(
  ae: number,
  eb: number,
  ce: number,
  ed: number,
): { A: Point; B: Point; C: Point; D: Point; E: Point; R: number } | null {
  const power = ae * eb;
  const diff1 = (eb - ae) / 2;
  const diff2 = (ed - ce) / 2;
  const d = Math.max(Math.abs(diff1), Math.abs(diff2), Math.sqrt(power) * 0.3) / 0.8;
  const R = Math.sqrt(power + d * d);
  // E on the x-axis left of O. Along a unit direction u from E the circle is cut at
  // t = d·u.x ± s, so the two parts differ by 2d·u.x: u.x = (far part - near part) / (2d).
  const E = pt(-d, 0);
  const dir = (diff: number, sign: number): Point => {
    const c = diff / d;
    return pt(c, sign * Math.sqrt(1 - c * c));
  };
  const u = dir(diff1, 1);
  const v = dir(diff2, -1);
  const between = Math.abs(Math.acos(Math.abs(u.x * v.x + u.y * v.y))) * (180 / Math.PI);
  if (between < 35) return null;
  const at = (w: Point, t: number): Point => pt(E.x + t * w.x, E.y + t * w.y);
  return { A: at(u, -ae), B: at(u, eb), C: at(v, -ce), D: at(v, ed), E, R };
}

const chords = defineTemplate({
  id: `${lesson}/intersecting-chords-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0,
  build(rng) {
    const frame = rng.pick(['find-part', 'find-chord', 'bisected-chord'] as const);
    for (;;) {
      // A bisected chord needs AE·EB to be a square: a wider range gives more such pairs.
      const top = frame === 'bisected-chord' ? 20 : 12;
      const ae = rng.int(2, top);
      const eb = rng.int(2, top);
      let ce: number;
      if (frame === 'bisected-chord') {
        const root = Math.sqrt(ae * eb);
        if (!Number.isInteger(root) || ae === eb) continue;
        ce = root;
      } else ce = rng.int(2, 12);
      const ed = (ae * eb) / ce;
      if (
        !Number.isInteger(ed) ||
        ce === ae ||
        ce === eb ||
        (ed === ce && frame !== 'bisected-chord') ||
        // Parts within a factor 3 of each other keep E well inside the circle.
        Math.max(ae, eb) > 3 * Math.min(ae, eb) ||
        Math.max(ce, ed) > 3 * Math.min(ce, ed)
      ) {
        continue;
      }
      const drawn = crossingChords(ae, eb, ce, ed);
      if (!drawn) continue;
      const { A, B, C, D, E, R } = drawn;
      // Lengths are written beside the outer end of each part, away from the other chord: at
      // the middle of a part they would sit on the crossing.
      const beside = (end: Point, other: [Point, Point], text: string): FigureElement => {
        const along = pt(end.x + 0.3 * (E.x - end.x), end.y + 0.3 * (E.y - end.y));
        const n = pt(-(E.y - end.y), E.x - end.x);
        const k = (0.1 * R) / Math.hypot(n.x, n.y);
        const sides = [
          pt(along.x + k * n.x, along.y + k * n.y),
          pt(along.x - k * n.x, along.y - k * n.y),
        ];
        const fromLine = (p: Point): number => {
          const [u, v] = other;
          return (
            Math.abs((v.x - u.x) * (u.y - p.y) - (u.x - p.x) * (v.y - u.y)) /
            Math.hypot(v.x - u.x, v.y - u.y)
          );
        };
        const [first, second] = sides as [Point, Point];
        return { kind: 'label', at: fromLine(first) > fromLine(second) ? first : second, text };
      };
      const elements = (labels: [string | null, string | null, string | null]): FigureElement[] => [
        { kind: 'circle', center: O, radius: R },
        { kind: 'segment', from: A, to: E },
        { kind: 'segment', from: E, to: B },
        { kind: 'segment', from: C, to: E },
        { kind: 'segment', from: E, to: D },
        ...(labels[0] ? [beside(A, [C, D], labels[0])] : []),
        ...(labels[1] ? [beside(B, [C, D], labels[1])] : []),
        ...(labels[2] ? [beside(C, [A, B], labels[2])] : []),
        ...points([
          ['A', A],
          ['B', B],
          ['C', C],
          ['D', D],
        ]),
        { kind: 'point', at: E, dot: true },
        // E's name inside the angle BED, whose sides carry no label near E.
        { kind: 'label', at: bisectorSpot(E, B, D, 0.13 * R), text: 'E' },
      ];
      const caption = `Chords AB and CD of a circle crossing at E, with ${[
        `AE = ${ae} cm`,
        `EB = ${eb} cm`,
        ...(frame === 'bisected-chord' ? ['CE = ED marked equal'] : [`CE = ${ce} cm`]),
      ].join(', ')}.`;
      const lead = 'Chords $\\overline{AB}$ and $\\overline{CD}$ of the circle intersect at $E$';
      if (frame === 'bisected-chord') {
        return {
          frame,
          multiStep: true,
          question: `${lead}, and $E$ is the midpoint of $\\overline{CD}$. If $AE = ${ae}$ cm and $EB = ${eb}$ cm, find $CD$, in cm.`,
          answer: String(2 * ce),
          unit: 'cm',
          figure: {
            caption,
            elements: [
              ...elements([cm(ae), cm(eb), null]),
              { kind: 'segment', from: C, to: E, ticks: 1 },
              { kind: 'segment', from: E, to: D, ticks: 1 },
            ],
          },
          hints: [
            'Use the intersecting chords: $AE \\cdot EB = CE \\cdot ED$.',
            'Since $E$ is the midpoint, $CE = ED$: so $CE^2 = AE \\cdot EB$.',
            `$CE^2 = ${ae} \\times ${eb}$`,
          ],
          steps: [
            `$CE \\cdot ED = AE \\cdot EB = ${ae} \\times ${eb} = ${ae * eb}$, and $CE = ED$.`,
            `$CE = \\sqrt{${ae * eb}} = ${ce}$ cm`,
            `$CD = 2 \\times ${ce} = ${2 * ce}$ cm`,
          ],
          explanation: `$CE^2 = ${ae} \\times ${eb} = ${ae * eb}$, so $CE = ${ce}$ cm and $CD = ${2 * ce}$ cm.`,
        };
      }
      const findChord = frame === 'find-chord';
      return {
        frame,
        ...(findChord ? { multiStep: true } : {}),
        question: findChord
          ? `${lead}. If $AE = ${ae}$ cm, $EB = ${eb}$ cm and $CE = ${ce}$ cm, find the length of the chord $\\overline{CD}$, in cm.`
          : `${lead}. If $AE = ${ae}$ cm, $EB = ${eb}$ cm and $CE = ${ce}$ cm, find $ED$, in cm.`,
        answer: String(findChord ? ce + ed : ed),
        unit: 'cm',
        figure: { caption, elements: elements([cm(ae), cm(eb), cm(ce)]) },
        hints: [
          'Two chords cross inside the circle: compare the products of their parts.',
          'Intersecting chords: $AE \\cdot EB = CE \\cdot ED$.',
          `$${ae} \\times ${eb} = ${ce} \\cdot ED$`,
        ],
        steps: [
          `$AE \\cdot EB = CE \\cdot ED$: $${ae} \\times ${eb} = ${ce} \\cdot ED$`,
          ...(findChord
            ? [
                `$ED = \\frac{${ae * eb}}{${ce}} = ${ed}$ cm`,
                `$CD = ${ce} + ${ed} = ${ce + ed}$ cm`,
              ]
            : [`$ED = \\frac{${ae * eb}}{${ce}} = ${ed}$ cm`]),
        ],
        explanation: `Intersecting chords: $ED = \\frac{${ae} \\times ${eb}}{${ce}} = ${ed}$ cm${findChord ? `, so $CD = ${ce + ed}$ cm` : ''}.`,
      };
    }
  },
});

const secantSecant = defineTemplate({
  id: `${lesson}/secant-secant-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.7,
  build(rng) {
    const frame = rng.pick(['find-whole', 'find-chord', 'find-outside-part'] as const);
    for (;;) {
      const pa = rng.int(2, 12);
      const pb = pa + rng.int(3, 16);
      const pc = rng.int(2, 14);
      const pd = (pa * pb) / pc;
      if (!Number.isInteger(pd) || pc === pa || pd <= pc || pd === pb) continue;
      const ab = pb - pa;
      const cd = pd - pc;
      // Secants of comparable size, so both chords are visible in one drawing.
      // Secants of comparable size with outside parts long enough to carry their labels.
      const longest = Math.max(ab, cd);
      if (
        Math.max(pb, pd) > 2 * Math.min(pb, pd) ||
        Math.min(ab, cd) < 0.4 * longest ||
        Math.min(pa, pc) < 0.45 * longest
      ) {
        continue;
      }
      const R = longest / 2 / 0.92;
      const d = Math.sqrt(pa * pb + R * R);
      const [A, B] = secantPoints(d, pa, pb, true);
      const [C, D] = secantPoints(d, pc, pd, false);
      const P = pt(d, 0);
      const angleApart =
        Math.abs(Math.atan2(A.y, d - A.x) - Math.atan2(C.y, d - C.x)) * (180 / Math.PI);
      if (angleApart < 24) continue;
      const labels: FigureElement[] = [];
      if (frame === 'find-whole') {
        labels.push(
          { kind: 'segment', from: P, to: A, label: cm(pa) },
          { kind: 'segment', from: P, to: C, label: cm(pc) },
        );
        // PB is in the text only: a dimension line beside PB would cross the circle.
      } else if (frame === 'find-chord') {
        labels.push(
          { kind: 'segment', from: P, to: A, label: cm(pa) },
          { kind: 'segment', from: A, to: B, label: cm(ab) },
          { kind: 'segment', from: P, to: C, label: cm(pc) },
        );
      } else {
        labels.push(
          { kind: 'segment', from: P, to: A, label: cm(pa) },
          { kind: 'segment', from: A, to: B, label: cm(ab) },
          { kind: 'segment', from: C, to: D, label: cm(cd) },
        );
      }
      const figure = {
        caption: 'Two secants from P: one cuts the circle at A and B, the other at C and D.',
        elements: [
          { kind: 'circle' as const, center: O, radius: R },
          { kind: 'segment' as const, from: P, to: B },
          { kind: 'segment' as const, from: P, to: D },
          ...labels,
          ...points([
            ['A', A],
            ['B', B],
            ['C', C],
            ['D', D],
            ['P', P],
          ]),
        ],
      };
      const lead =
        'Two secants from the point $P$ cut the circle at $A$ and $B$ and at $C$ and $D$';
      const hintRule =
        'Secants from one point: $PA \\cdot PB = PC \\cdot PD$ (outside part times the whole secant).';
      if (frame === 'find-whole') {
        return {
          frame,
          question: `${lead}. If $PA = ${pa}$ cm, $PB = ${pb}$ cm and $PC = ${pc}$ cm, find $PD$, in cm.`,
          answer: String(pd),
          unit: 'cm',
          figure,
          hints: [
            'Compare the products along the two secants.',
            hintRule,
            `$${pa} \\times ${pb} = ${pc} \\cdot PD$`,
          ],
          steps: [
            `$PA \\cdot PB = PC \\cdot PD$: $${pa} \\times ${pb} = ${pc} \\cdot PD$`,
            `$PD = \\frac{${pa * pb}}{${pc}} = ${pd}$ cm`,
          ],
          explanation: `$PD = \\frac{PA \\cdot PB}{PC} = \\frac{${pa * pb}}{${pc}} = ${pd}$ cm.`,
        };
      }
      if (frame === 'find-chord') {
        return {
          frame,
          multiStep: true,
          question: `${lead}. If $PA = ${pa}$ cm, $AB = ${ab}$ cm and $PC = ${pc}$ cm, find $CD$, in cm.`,
          answer: String(cd),
          unit: 'cm',
          figure,
          hints: [
            'First find the whole secant $PB = PA + AB$.',
            hintRule,
            `$PD = \\frac{PA \\cdot PB}{PC}$, then $CD = PD - PC$.`,
          ],
          steps: [
            `$PB = ${pa} + ${ab} = ${pb}$ cm`,
            `$PD = \\frac{PA \\cdot PB}{PC} = \\frac{${pa} \\times ${pb}}{${pc}} = ${pd}$ cm`,
            `$CD = ${pd} - ${pc} = ${cd}$ cm`,
          ],
          explanation: `$PB = ${pb}$ cm, $PD = \\frac{${pa} \\times ${pb}}{${pc}} = ${pd}$ cm, so $CD = ${cd}$ cm.`,
        };
      }
      // PC unknown: x(x + cd) = pa·pb has the positive root pc.
      return {
        frame,
        multiStep: true,
        question: `${lead}. If $PA = ${pa}$ cm, $AB = ${ab}$ cm and $CD = ${cd}$ cm, find $PC$, in cm.`,
        answer: String(pc),
        unit: 'cm',
        figure,
        hints: [
          'Call $PC = x$: then $PD = x + ' + cd + '$.',
          hintRule,
          `$x(x + ${cd}) = ${pa} \\times (${pa} + ${ab})$`,
        ],
        steps: [
          `$PB = ${pa} + ${ab} = ${pb}$ cm; with $PC = x$, $PD = x + ${cd}$.`,
          `$x(x + ${cd}) = ${pa * pb}$, so $x^2 + ${cd}x - ${pa * pb} = 0$`,
          `$(x - ${pc})(x + ${pd}) = 0$, and $x > 0$: $PC = ${pc}$ cm`,
        ],
        explanation: `$x(x + ${cd}) = ${pa} \\times ${pb} = ${pa * pb}$ has the positive root $x = ${pc}$, so $PC = ${pc}$ cm.`,
      };
    }
  },
});

const secantTangent = defineTemplate({
  id: `${lesson}/secant-tangent-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 1.0,
  build(rng) {
    const frame = rng.pick(['find-tangent', 'find-chord', 'find-outside-part'] as const);
    for (;;) {
      // PA = k m², PB = k n²: PT = k m n is a whole number.
      const m = rng.int(1, 4);
      const n = rng.int(m + 1, m + 3);
      const k = rng.int(1, 5);
      const pa = k * m * m;
      const pb = k * n * n;
      const t = k * m * n;
      // An outside part long enough to carry its label next to the chord's.
      if (t === pb - pa || pa < 0.35 * (pb - pa) || pa < 2 || pb > 60) continue;
      const ab = pb - pa;
      const R = ab / 2 / (0.55 + rng.int(0, 30) / 100);
      const d = Math.sqrt(t * t + R * R);
      const [A, B] = secantPoints(d, pa, pb, false);
      const T = tangentPoint(R, d, true);
      const P = pt(d, 0);
      // Room between the tangent and the secant for their labels.
      const spread = Math.atan2(T.y, d - T.x) - Math.atan2(A.y, d - A.x);
      if (spread * (180 / Math.PI) < 30) continue;
      const labels: FigureElement[] =
        frame === 'find-tangent'
          ? [
              { kind: 'segment', from: P, to: A, label: cm(pa) },
              { kind: 'segment', from: A, to: B, label: cm(ab) },
            ]
          : frame === 'find-chord'
            ? [
                { kind: 'segment', from: P, to: T, label: cm(t) },
                { kind: 'segment', from: P, to: A, label: cm(pa) },
              ]
            : [
                { kind: 'segment', from: P, to: T, label: cm(t) },
                { kind: 'segment', from: A, to: B, label: cm(ab) },
              ];
      const figure = {
        caption:
          'A tangent from P touching the circle at T, and a secant from P cutting it at A and B.',
        elements: [
          { kind: 'circle' as const, center: O, radius: R },
          { kind: 'segment' as const, from: P, to: T },
          { kind: 'segment' as const, from: P, to: B },
          ...labels,
          ...points([
            ['A', A],
            ['B', B],
            ['P', P],
            ['T', T],
          ]),
        ],
      };
      const lead =
        '$\\overline{PT}$ touches the circle at $T$, and a secant from $P$ cuts the circle at $A$ and $B$';
      const rule = 'Tangent and secant from one point: $PT^2 = PA \\cdot PB$.';
      if (frame === 'find-tangent') {
        return {
          frame,
          multiStep: true,
          question: `${lead}. If $PA = ${pa}$ cm and $AB = ${ab}$ cm, find $PT$, in cm.`,
          answer: String(t),
          unit: 'cm',
          figure,
          hints: ['Find the whole secant $PB$ first.', rule, `$PT^2 = ${pa} \\times ${pa + ab}$`],
          steps: [
            `$PB = ${pa} + ${ab} = ${pb}$ cm`,
            `$PT^2 = ${pa} \\times ${pb} = ${t * t}$`,
            `$PT = \\sqrt{${t * t}} = ${t}$ cm`,
          ],
          explanation: `$PT^2 = PA \\cdot PB = ${pa} \\times ${pb} = ${t * t}$, so $PT = ${t}$ cm.`,
        };
      }
      if (frame === 'find-chord') {
        return {
          frame,
          multiStep: true,
          question: `${lead}. If $PT = ${t}$ cm and $PA = ${pa}$ cm, find $AB$, in cm.`,
          answer: String(ab),
          unit: 'cm',
          figure,
          hints: ['Find the whole secant $PB$ first.', rule, `$${t}^2 = ${pa} \\cdot PB$`],
          steps: [
            `$PB = \\frac{PT^2}{PA} = \\frac{${t * t}}{${pa}} = ${pb}$ cm`,
            `$AB = ${pb} - ${pa} = ${ab}$ cm`,
          ],
          explanation: `$PB = \\frac{${t}^2}{${pa}} = ${pb}$ cm, so $AB = ${pb} - ${pa} = ${ab}$ cm.`,
        };
      }
      return {
        frame,
        multiStep: true,
        question: `${lead}. If $PT = ${t}$ cm and $AB = ${ab}$ cm, find $PA$, in cm.`,
        answer: String(pa),
        unit: 'cm',
        figure,
        hints: ['Call $PA = x$; then $PB = x + ' + ab + '$.', rule, `$x(x + ${ab}) = ${t}^2$`],
        steps: [
          `With $PA = x$: $x(x + ${ab}) = ${t}^2 = ${t * t}$`,
          `$x^2 + ${ab}x - ${t * t} = 0$, so $(x - ${pa})(x + ${pb}) = 0$`,
          `$x > 0$, so $PA = ${pa}$ cm`,
        ],
        explanation: `$x(x + ${ab}) = ${t * t}$ has the positive root $x = ${pa}$, so $PA = ${pa}$ cm.`,
      };
    }
  },
});

const powerChoice = defineTemplate({
  id: `${lesson}/products-of-segments`,
  lesson,
  type: 'MCQ',
  b: 0.2,
  build(rng) {
    const frame = rng.pick(['two-secants', 'tangent-secant', 'two-chords'] as const);
    for (;;) {
      if (frame === 'two-secants') {
        const pa = rng.int(2, 9);
        const ab = rng.int(3, 12);
        const pc = rng.int(2, 10);
        const pd = (pa * (pa + ab)) / pc;
        if (!Number.isInteger(pd) || pd <= pc || pc === pa) continue;
        const wrongCd = (pa * ab) / pc;
        return {
          frame,
          question: `Two secants from $P$ cut a circle at $A$ and $B$ and at $C$ and $D$. If $PA = ${pa}$ cm, $AB = ${ab}$ cm and $PC = ${pc}$ cm, find $PD$.`,
          answer: cm(pd),
          wrong: niceOnly([
            [pc + wrongCd, 'multiplied each outside part by its chord, not by the whole secant'],
            [(pa * ab) / pc, 'used the chord AB instead of the whole secant PB'],
            [pd - pc, 'found the chord CD instead of PD'],
            [(pc * (pa + ab)) / pa, 'set up the ratio the wrong way round'],
            [pa + ab, 'took the two secants as equal'],
            [pa * (pa + ab), 'forgot to divide by PC'],
          ]),
          multiStep: true,
          hints: [
            'Find the whole secant $PB$ first.',
            '$PA \\cdot PB = PC \\cdot PD$.',
            `$${pa} \\times ${pa + ab} = ${pc} \\cdot PD$`,
          ],
          steps: [
            `$PB = ${pa} + ${ab} = ${pa + ab}$ cm`,
            `$PD = \\frac{${pa} \\times ${pa + ab}}{${pc}} = ${pd}$ cm`,
          ],
          explanation: `$PB = ${pa + ab}$ cm and $PA \\cdot PB = PC \\cdot PD$, so $PD = ${pd}$ cm.`,
        };
      }
      if (frame === 'tangent-secant') {
        const pa = rng.int(2, 10);
        const pb = pa + rng.int(3, 25);
        const t = Math.sqrt(pa * pb);
        if (!Number.isInteger(t)) continue;
        return {
          frame,
          question: `$\\overline{PT}$ touches a circle at $T$, and a secant from $P$ cuts the circle at $A$ and $B$, with $PA = ${pa}$ cm and $PB = ${pb}$ cm. Find $PT$.`,
          answer: cm(t),
          wrong: niceOnly([
            [Math.sqrt(pa * (pb - pa)), 'used the chord AB instead of the whole secant'],
            [pa * pb, 'forgot the square root'],
            [(pa + pb) / 2, 'took the average of the two lengths'],
            [pb - pa, 'took the chord as the tangent'],
            [pa + pb, 'added the two lengths'],
          ]),
          hints: ['Which product equals the square of the tangent?', '$PT^2 = PA \\cdot PB$.'],
          steps: [`$PT^2 = PA \\cdot PB = ${pa} \\times ${pb} = ${t * t}$`, `$PT = ${t}$ cm`],
          explanation: `$PT^2 = ${pa} \\times ${pb} = ${t * t}$, so $PT = ${t}$ cm.`,
        };
      }
      const ae = rng.int(2, 12);
      const eb = rng.int(2, 12);
      const ce = rng.int(2, 12);
      const ed = (ae * eb) / ce;
      if (!Number.isInteger(ed) || ce === ae || ce === eb) continue;
      return {
        frame,
        question: `Chords $\\overline{AB}$ and $\\overline{CD}$ of a circle meet at $E$. If $AE = ${ae}$ cm, $EB = ${eb}$ cm and $CE = ${ce}$ cm, find $ED$.`,
        answer: cm(ed),
        wrong: niceOnly([
          [(ae * ce) / eb, 'paired the parts the wrong way round'],
          [ae + eb - ce, 'took the chords as equal in length'],
          [(eb * ce) / ae, 'set up the ratio the wrong way round'],
          [ae * eb * ce, 'multiplied instead of dividing'],
          [ae * eb - ce, 'subtracted instead of dividing'],
        ]),
        hints: [
          'Compare the products of the parts of each chord.',
          '$AE \\cdot EB = CE \\cdot ED$.',
        ],
        steps: [
          `$${ae} \\times ${eb} = ${ce} \\cdot ED$`,
          `$ED = \\frac{${ae * eb}}{${ce}} = ${ed}$ cm`,
        ],
        explanation: `$AE \\cdot EB = CE \\cdot ED$, so $ED = \\frac{${ae * eb}}{${ce}} = ${ed}$ cm.`,
      };
    }
  },
});

/** Wrong lengths as options, keeping those with at most one decimal place (what a slip gives). */
function niceOnly(candidates: [number, string][]): Choice[] {
  return candidates
    .filter(([v]) => v > 0 && Math.abs(v * 10 - Math.round(v * 10)) < 1e-9)
    .map(([v, mistake]) => ({ text: cm(v), mistake }));
}

// ------------------------------------------------------------------------------ in context

const EARTH_KM = 6400;

const powerContext = defineTemplate({
  id: `${lesson}/arches-and-horizons-context`,
  lesson,
  type: 'short_answer',
  b: 1.1,
  build(rng) {
    const frame = rng.pick(['bridge-arch', 'horizon', 'pond-tangent'] as const);
    if (frame === 'bridge-arch') {
      let half = 0;
      let rise = 0;
      let R = 0.3;
      // A radius that is a whole or half number of metres.
      while (!Number.isInteger(2 * R)) {
        half = rng.int(3, 15) * 2;
        rise = rng.int(2, half - 1);
        R = (half * half + rise * rise) / (2 * rise);
      }
      return {
        frame,
        multiStep: true,
        context: true,
        question: `A bridge has an arch in the shape of an arc of a circle. The arch spans $${2 * half}$ m at water level and rises $${rise}$ m above the water at its middle. Find the radius of the circle, in m.`,
        answer: fmt(R),
        unit: 'm',
        hints: [
          'Complete the circle: the span is a chord, and the vertical line through its middle is part of a diameter.',
          `Intersecting chords: the two halves of the span multiply to the same as $${rise} \\times (2r - ${rise})$.`,
          `$${half} \\times ${half} = ${rise}(2r - ${rise})$`,
        ],
        steps: [
          `The diameter through the top of the arch cuts the span in half: $${half} \\times ${half} = ${rise}(2r - ${rise})$.`,
          `$2r - ${rise} = \\frac{${half * half}}{${rise}}$, so $2r = ${fmt(2 * R)}$`,
          `$r = ${fmt(R)}$ m`,
        ],
        explanation: `Intersecting chords: $${half}^2 = ${rise}(2r - ${rise})$, so $r = \\frac{${half}^2 + ${rise}^2}{2 \\times ${rise}} = ${fmt(R)}$ m.`,
      };
    }
    if (frame === 'horizon') {
      const hM = rng.pick([20, 30, 45, 50, 60, 75, 80, 100, 120, 150, 200, 250, 300]);
      const h = hM / 1000;
      const dist = Math.sqrt(h * (h + 2 * EARTH_KM));
      return {
        frame,
        multiStep: true,
        context: true,
        question: `A lookout stands at the top of a lighthouse, $${hM}$ m above the sea. Taking the Earth as a sphere of radius $${EARTH_KM}$ km, find the distance from the lookout to the horizon (along the line of sight, which touches the Earth), to the nearest tenth of a kilometre.`,
        answer: fixed(dist, 1),
        decimals: 1,
        trueValue: dist,
        unit: 'km',
        hints: [
          'The line of sight to the horizon is a tangent; the line from the lookout through the centre of the Earth is a secant.',
          'Tangent and secant: (tangent)$^2$ = (outside part) × (whole secant), with every length in km.',
          `$d^2 = ${fmt(h, 3)} \\times (${fmt(h, 3)} + ${2 * EARTH_KM})$`,
        ],
        steps: [
          `The height is $${hM}$ m $= ${fmt(h, 3)}$ km; the secant through the centre is $${fmt(h, 3)} + ${2 * EARTH_KM}$ km long.`,
          `$d^2 = ${fmt(h, 3)} \\times ${fmt(h + 2 * EARTH_KM, 3)} \\approx ${fmt(dist * dist, 2)}$`,
          `$d \\approx ${fixed(dist, 1)}$ km`,
        ],
        explanation: `$d^2 = ${fmt(h, 3)} \\times (${fmt(h, 3)} + ${2 * EARTH_KM})$, so $d \\approx ${fixed(dist, 1)}$ km.`,
      };
    }
    // Pond: P outside; the nearest point of the edge is pa away; a tangent path is t long.
    for (;;) {
      const pa = rng.int(2, 12);
      const t = rng.int(pa + 2, 30);
      const r = (t * t - pa * pa) / (2 * pa);
      if (!Number.isInteger(r * 2)) continue;
      return {
        frame,
        multiStep: true,
        context: true,
        question: `A straight path from a gate $P$ just touches the edge of a circular pond at $T$, and $PT = ${t}$ m. The nearest point of the pond's edge to the gate is $${pa}$ m from it. Find the radius of the pond, in m.`,
        answer: fmt(r),
        unit: 'm',
        hints: [
          'The line from the gate through the centre meets the edge twice: at the nearest point and at the far end of a diameter.',
          `Tangent and secant: $PT^2 = ${pa} \\times (${pa} + 2r)$.`,
          `$${t}^2 = ${pa}(${pa} + 2r)$`,
        ],
        steps: [
          `$PT^2 = ${pa}(${pa} + 2r)$: $${t * t} = ${pa * pa} + ${2 * pa}r$`,
          `$${2 * pa}r = ${t * t - pa * pa}$`,
          `$r = ${fmt(r)}$ m`,
        ],
        explanation: `$${t}^2 = ${pa}(${pa} + 2r)$, so $r = \\frac{${t}^2 - ${pa}^2}{2 \\times ${pa}} = ${fmt(r)}$ m.`,
      };
    }
  },
});

const pulleys = defineTemplate({
  id: `${lesson}/common-tangents-context`,
  lesson,
  type: 'short_answer',
  b: 1.7,
  build(rng) {
    const frame = rng.pick(['open-belt', 'crossed-belt', 'centre-distance'] as const);
    for (;;) {
      const [p, q, h] = rng.pick(TRIPLES);
      const k = rng.int(1, 3);
      // Right triangle: legs (difference or sum of radii) and the straight part; hypotenuse d.
      const [leg, straight, d] = rng.chance(0.5) ? [p * k, q * k, h * k] : [q * k, p * k, h * k];
      if (frame === 'crossed-belt') {
        const r = rng.int(1, leg - 1);
        const R = leg - r;
        if (R < r) continue;
        return {
          frame,
          multiStep: true,
          context: true,
          question: `A crossed belt runs round two pulleys of radii $${R}$ cm and $${r}$ cm whose centres are $${d}$ cm apart. Each straight part of the belt touches both pulleys and crosses between them. Find the length of one straight part, in cm.`,
          answer: String(straight),
          unit: 'cm',
          hints: [
            'Draw the radii to the touching points: both are perpendicular to the straight part.',
            'Slide the straight part to pass through one centre: it makes a right triangle with hypotenuse the distance between the centres and a leg equal to the sum of the radii.',
            `$L^2 = ${d}^2 - (${R} + ${r})^2$`,
          ],
          steps: [
            `The radii to the belt are perpendicular to it, so $L^2 + (${R} + ${r})^2 = ${d}^2$.`,
            `$L^2 = ${d * d} - ${leg * leg} = ${straight * straight}$`,
            `$L = ${straight}$ cm`,
          ],
          explanation: `For a crossed belt $L = \\sqrt{${d}^2 - (${R} + ${r})^2} = ${straight}$ cm.`,
        };
      }
      const r = rng.int(1, 20);
      const R = r + leg;
      if (frame === 'open-belt') {
        return {
          frame,
          multiStep: true,
          context: true,
          question: `A belt runs round two pulleys of radii $${R}$ cm and $${r}$ cm whose centres are $${d}$ cm apart, without crossing. Each straight part of the belt touches both pulleys. Find the length of one straight part, in cm.`,
          answer: String(straight),
          unit: 'cm',
          hints: [
            'Draw the radii to the touching points: both are perpendicular to the straight part.',
            'Slide the straight part to pass through the small pulley\u2019s centre: the right triangle has hypotenuse the distance between the centres and a leg equal to the difference of the radii.',
            `$L^2 = ${d}^2 - (${R} - ${r})^2$`,
          ],
          steps: [
            `The radii to the belt are perpendicular to it, so $L^2 + (${R} - ${r})^2 = ${d}^2$.`,
            `$L^2 = ${d * d} - ${leg * leg} = ${straight * straight}$`,
            `$L = ${straight}$ cm`,
          ],
          explanation: `For an open belt $L = \\sqrt{${d}^2 - (${R} - ${r})^2} = ${straight}$ cm.`,
        };
      }
      return {
        frame,
        multiStep: true,
        context: true,
        question: `A belt runs round two pulleys of radii $${R}$ cm and $${r}$ cm without crossing. Each straight part of the belt touches both pulleys and is $${straight}$ cm long. Find the distance between the centres of the pulleys, in cm.`,
        answer: String(d),
        unit: 'cm',
        hints: [
          'The radii to the touching points are perpendicular to the straight part.',
          'A right triangle has legs the straight part and the difference of the radii; its hypotenuse joins the centres.',
          `$d^2 = ${straight}^2 + (${R} - ${r})^2$`,
        ],
        steps: [
          `$d^2 = ${straight}^2 + (${R} - ${r})^2 = ${straight * straight} + ${leg * leg}$`,
          `$d = \\sqrt{${d * d}} = ${d}$ cm`,
        ],
        explanation: `$d = \\sqrt{${straight}^2 + ${leg}^2} = ${d}$ cm.`,
      };
    }
  },
});

export const tangentSecantTemplates = [
  equalTangents,
  tangentRadius,
  tangentAngles,
  incircle,
  tangentialQuad,
  chords,
  powerChoice,
  secantSecant,
  secantTangent,
  powerContext,
  pulleys,
];
