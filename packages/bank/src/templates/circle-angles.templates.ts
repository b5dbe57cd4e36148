/** Lesson: circle chords, tangents, inscribed and central angles, cyclic quadrilaterals. */
import type { FigureElement, Point } from '../figures/figure-model';
import { midpoint, polar, pt } from '../figures/geometry';
import { defineTemplate } from './define-template';
import { fmt } from './exact';
import { TRIPLES } from './right-triangle-ratios.templates';

const lesson = 'circle-angles' as const;
const O = pt(0, 0);
const deg = (x: number): string => `$${fmt(x, 2)}^\\circ$`;

function points(named: [string, Point][]): FigureElement[] {
  return named.map(([label, at]) => ({ kind: 'point', at, label }));
}

const inscribedCentral = defineTemplate({
  id: `${lesson}/inscribed-and-central-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: -0.3,
  build(rng) {
    const x = rng.int(12, 42) * 2;
    const half = x / 2;
    const askCentral = rng.chance(0.5);
    const inscribed = askCentral ? x : half;
    const central = 2 * inscribed;
    const a0 = rng.int(200, 250);
    const A = polar(O, 1, a0);
    const B = polar(O, 1, a0 + central);
    const C = polar(O, 1, a0 + central + (360 - central) / 2 + rng.int(-20, 20));
    return {
      question: askCentral
        ? `$O$ is the centre of the circle and $m\\angle ACB = ${inscribed}^\\circ$. Find $m\\angle AOB$.`
        : `$O$ is the centre of the circle and $m\\angle AOB = ${central}^\\circ$. Find $m\\angle ACB$.`,
      answer: `${askCentral ? central : inscribed}°`,
      figure: {
        caption: 'A circle with centre O; A, B and C lie on the circle.',
        elements: [
          { kind: 'circle', center: O, radius: 1 },
          { kind: 'segment', from: O, to: A },
          { kind: 'segment', from: O, to: B },
          { kind: 'segment', from: C, to: A },
          { kind: 'segment', from: C, to: B },
          { kind: 'angle', vertex: C, from: A, to: B, label: askCentral ? `${inscribed}°` : '?' },
          { kind: 'angle', vertex: O, from: A, to: B, label: askCentral ? '?' : `${central}°` },
          ...points([
            ['O', O],
            ['A', A],
            ['B', B],
            ['C', C],
          ]),
        ],
      },
      explanation: `The central angle is twice the inscribed angle on the same arc: $m\\angle AOB = 2\\,m\\angle ACB$, so ${askCentral ? `$m\\angle AOB = 2 \\times ${inscribed}^\\circ = ${central}^\\circ$` : `$m\\angle ACB = \\frac{${central}^\\circ}{2} = ${inscribed}^\\circ$`}.`,
    };
  },
});

/** Tangent from P touching the circle (centre O, radius r) at A: OP = d, angle AOP = acos(r/d). */
function tangentPoints(r: number, d: number, upper: boolean): { P: Point; A: Point } {
  const t = Math.acos(r / d) * (180 / Math.PI);
  return { P: pt(d, 0), A: polar(O, r, upper ? t : -t) };
}

const tangentLength = defineTemplate({
  id: `${lesson}/tangent-length-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: 0,
  build(rng) {
    const [p, q, h] = rng.pick(TRIPLES.slice(0, 4));
    const k = rng.int(1, 2);
    const swap = rng.chance(0.5);
    const r = (swap ? q : p) * k;
    const t = (swap ? p : q) * k;
    const d = h * k;
    const { P, A } = tangentPoints(r, d, true);
    const cm = (x: number): string => `$${fmt(x, 2)}$ cm`;
    return {
      question: `$\\overline{PA}$ touches the circle with centre $O$ at $A$. If $OA = ${r}$ cm and $OP = ${d}$ cm, find $PA$.`,
      answer: cm(t),
      wrong: [
        { text: cm(d - r), mistake: 'subtracted the lengths instead of using Pythagoras' },
        {
          text: cm(Math.sqrt(d * d + r * r)),
          mistake: 'added the squares (PA is a leg, not the hypotenuse)',
        },
        { text: cm(d + r), mistake: 'added the lengths' },
        { text: cm((d * d - r * r) / 2), mistake: 'forgot the square root' },
      ],
      figure: {
        caption: 'A circle with centre O and a tangent from P touching it at A.',
        elements: [
          { kind: 'circle', center: O, radius: r },
          { kind: 'segment', from: O, to: A, label: `${r} cm` },
          { kind: 'segment', from: O, to: P, label: `${d} cm` },
          { kind: 'segment', from: P, to: A },
          { kind: 'right-angle', vertex: A, from: O, to: P },
          ...points([
            ['O', O],
            ['A', A],
            ['P', P],
          ]),
        ],
      },
      explanation: `A tangent is perpendicular to the radius at the point of contact, so $\\triangle OAP$ is right-angled at $A$: $PA = \\sqrt{${d}^2 - ${r}^2} = ${t}$ cm.`,
    };
  },
});

const twoTangents = defineTemplate({
  id: `${lesson}/two-tangents-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.3,
  build(rng) {
    const x = rng.int(8, 24) * 5;
    const r = 1;
    const d = r / Math.sin((x / 2) * (Math.PI / 180));
    const { P, A } = tangentPoints(r, d, true);
    const B = pt(A.x, -A.y);
    return {
      question: `$\\overline{PA}$ and $\\overline{PB}$ touch the circle with centre $O$ at $A$ and $B$, and $m\\angle APB = ${x}^\\circ$. Find $m\\angle AOB$.`,
      answer: `${180 - x}°`,
      figure: {
        caption: 'Two tangents from P touching a circle with centre O at A and B.',
        elements: [
          { kind: 'circle', center: O, radius: r },
          { kind: 'segment', from: O, to: A },
          { kind: 'segment', from: O, to: B },
          { kind: 'segment', from: P, to: A },
          { kind: 'segment', from: P, to: B },
          { kind: 'angle', vertex: P, from: A, to: B, label: `${x}°` },
          { kind: 'angle', vertex: O, from: A, to: B, label: '?' },
          { kind: 'right-angle', vertex: A, from: O, to: P },
          { kind: 'right-angle', vertex: B, from: O, to: P },
          ...points([
            ['O', O],
            ['A', A],
            ['B', B],
            ['P', P],
          ]),
        ],
      },
      explanation: `$\\angle OAP = \\angle OBP = 90^\\circ$ (tangent ⟂ radius), and the angles of quadrilateral $OAPB$ sum to $360^\\circ$: $m\\angle AOB = 360^\\circ - 90^\\circ - 90^\\circ - ${x}^\\circ = ${180 - x}^\\circ$.`,
    };
  },
});

const chordDistance = defineTemplate({
  id: `${lesson}/chord-distance-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.2,
  build(rng) {
    const [p, q, h] = rng.pick(TRIPLES.slice(0, 4));
    const k = rng.int(1, 2);
    // The half chord is the longer leg: the chord sits well inside the circle, with room for
    // its length between it and the arc.
    const half = Math.max(p, q) * k;
    const dist = Math.min(p, q) * k;
    const r = h * k;
    const A = pt(-half, -dist);
    const B = pt(half, -dist);
    const M = midpoint(A, B);
    const askDistance = rng.chance(0.6);
    return {
      question: askDistance
        ? `A chord $AB$ of length $${2 * half}$ cm is drawn in a circle of radius $${r}$ cm with centre $O$. Find the distance $OM$ from the centre to the chord, in cm.`
        : `The chord $AB$ is $${dist}$ cm from the centre $O$ of a circle of radius $${r}$ cm. Find the length of $AB$, in cm.`,
      answer: String(askDistance ? dist : 2 * half),
      unit: 'cm',
      figure: {
        caption: 'A circle with centre O, a chord AB and the perpendicular OM from O to AB.',
        elements: [
          { kind: 'circle', center: O, radius: r },
          { kind: 'segment', from: A, to: B, ...(askDistance ? { label: `${2 * half} cm` } : {}) },
          { kind: 'segment', from: O, to: M, ...(askDistance ? {} : { label: `${dist} cm` }) },
          { kind: 'segment', from: O, to: A, label: `${r} cm` },
          { kind: 'right-angle', vertex: M, from: O, to: B },
          ...points([
            ['O', O],
            ['A', A],
            ['B', B],
          ]),
          // M's label sits inside the circle, left of OM: below the chord it would collide with
          // the chord's length label, which is also placed outside at the chord's midpoint.
          { kind: 'label', at: pt(M.x - 0.09 * r, M.y + 0.09 * r), text: 'M' },
        ],
      },
      explanation: askDistance
        ? `The perpendicular from the centre bisects the chord, so $AM = ${half}$ and $OM = \\sqrt{${r}^2 - ${half}^2} = ${dist}$ cm.`
        : `$AM = \\sqrt{${r}^2 - ${dist}^2} = ${half}$ and the perpendicular from the centre bisects the chord, so $AB = ${2 * half}$ cm.`,
    };
  },
});

const cyclicQuad = defineTemplate({
  id: `${lesson}/cyclic-quadrilateral-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: -0.2,
  build(rng) {
    const x = rng.int(11, 34) * 5 - rng.pick([0, 2]);
    // Arc D -> C -> B (not containing A) is 2x, so the inscribed angle at A is x.
    const d0 = rng.int(0, 40) - 90;
    const D = polar(O, 1, d0);
    const B = polar(O, 1, d0 + 2 * x);
    const C = polar(O, 1, d0 + x + rng.int(-Math.floor(x / 3), Math.floor(x / 3)));
    const A = polar(O, 1, d0 + 2 * x + (360 - 2 * x) / 2);
    return {
      question: `$ABCD$ is a cyclic quadrilateral with $m\\angle DAB = ${x}^\\circ$. Find $m\\angle BCD$.`,
      answer: deg(180 - x),
      wrong: [
        { text: deg(x), mistake: 'thought opposite angles are equal' },
        { text: deg(360 - x), mistake: 'used 360° instead of 180°' },
        { text: deg(90 - x > 0 ? 90 - x : x / 2), mistake: 'used 90° instead of 180°' },
        {
          text: deg(2 * x > 180 ? 360 - 2 * x : 2 * x),
          mistake: 'doubled the angle as for a central angle',
        },
        { text: deg(x / 2), mistake: 'halved the angle as for an inscribed angle' },
        { text: deg(90 + x / 2), mistake: 'used 90° plus half the angle' },
      ],
      figure: {
        caption: 'Quadrilateral ABCD with all four vertices on a circle.',
        elements: [
          { kind: 'circle', center: O, radius: 1 },
          { kind: 'polygon', points: [A, B, C, D] },
          { kind: 'angle', vertex: A, from: D, to: B, label: `${x}°` },
          { kind: 'angle', vertex: C, from: B, to: D, label: '?' },
          ...points([
            ['A', A],
            ['B', B],
            ['C', C],
            ['D', D],
          ]),
        ],
      },
      explanation: `Opposite angles of a cyclic quadrilateral are supplementary: $m\\angle BCD = 180^\\circ - ${x}^\\circ = ${180 - x}^\\circ$.`,
    };
  },
});

const semicircle = defineTemplate({
  id: `${lesson}/angle-in-semicircle-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: -0.4,
  build(rng) {
    let x = 45;
    while (x === 45) x = rng.int(15, 75);
    // AB is a diameter; angle BOC = 2x, so the inscribed angle CAB = x.
    const A = pt(-1, 0);
    const B = pt(1, 0);
    const C = polar(O, 1, 2 * x);
    return {
      question: `$\\overline{AB}$ is a diameter of the circle with centre $O$, $C$ lies on the circle and $m\\angle CAB = ${x}^\\circ$. Find $m\\angle CBA$.`,
      answer: deg(90 - x),
      // ∠CBA is an angle of a right triangle: only acute options (defineTemplate drops the rest).
      wrong: [
        { text: deg(x), mistake: 'thought the triangle is isosceles' },
        { text: deg(2 * x), mistake: 'doubled the angle as for a central angle' },
        { text: deg(180 - 2 * x), mistake: 'found the central angle BOC instead' },
        { text: deg(x / 2), mistake: 'halved the angle as for an inscribed angle' },
        { text: deg(90 - x / 2), mistake: 'subtracted half the angle from 90°' },
      ],
      facts: {
        optionRange: { min: 0, max: 90, why: 'an acute angle of the right triangle ACB' },
        triangles: [{ angles: [x, 90 - x, 90] }],
      },
      figure: {
        caption: 'A circle with diameter AB and a point C on the circle.',
        elements: [
          { kind: 'circle', center: O, radius: 1 },
          { kind: 'polygon', points: [A, B, C] },
          { kind: 'angle', vertex: A, from: B, to: C, label: `${x}°` },
          { kind: 'right-angle', vertex: C, from: A, to: B },
          ...points([
            ['A', A],
            ['B', B],
            ['C', C],
            ['O', O],
          ]),
          { kind: 'point', at: O, dot: true },
        ],
      },
      explanation: `An angle inscribed in a semicircle is a right angle, so $m\\angle ACB = 90^\\circ$ and $m\\angle CBA = 90^\\circ - ${x}^\\circ = ${90 - x}^\\circ$.`,
    };
  },
});

const intersectingChords = defineTemplate({
  id: `${lesson}/intersecting-chords`,
  lesson,
  type: 'short_answer',
  b: 0.5,
  build(rng) {
    for (;;) {
      const ae = rng.int(2, 12);
      const eb = rng.int(2, 12);
      const ce = rng.int(2, 12);
      const ed = (ae * eb) / ce;
      if (!Number.isInteger(ed * 2) || ce === ae) continue;
      return {
        question: `Chords $\\overline{AB}$ and $\\overline{CD}$ of a circle intersect at $E$. If $AE = ${ae}$, $EB = ${eb}$ and $CE = ${ce}$, find $ED$.`,
        answer: fmt(ed),
        explanation: `For intersecting chords $AE \\cdot EB = CE \\cdot ED$: $${ae} \\times ${eb} = ${ce} \\cdot ED$, so $ED = ${fmt(ed)}$.`,
      };
    }
  },
});

export const circleAngleTemplates = [
  inscribedCentral,
  tangentLength,
  twoTangents,
  chordDistance,
  cyclicQuad,
  semicircle,
  intersectingChords,
];
