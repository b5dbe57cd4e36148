/**
 * Lesson: the foundations of circle geometry. The parts of a circle; radii make isosceles
 * triangles; the perpendicular from the centre bisects a chord (find a chord, a radius, a
 * distance); intersecting chords; a tangent is perpendicular to its radius; central and inscribed
 * angles; the angle in a semicircle; cyclic quadrilaterals; a chord then its angle, sector or
 * segment; contexts (a circular window, a tunnel, a wheel). The same segment, the alternate
 * segment, equal tangents and secant products are the lessons circle-theorems and
 * tangents-secants, which build on this one.
 */
import type { FigureElement, Point } from '../figures/figure-model';
import { midpoint, polar, pt } from '../figures/geometry';
import { defineTemplate } from './define-template';
import type { Draft } from './define-template';
import { fmt } from './exact';
import { redraw } from './redraw';
import { TRIPLES } from './right-triangle-ratios.templates';
import { DEG, explain, named, rounded } from './sector-segment-kit';

const lesson = 'circle-angles' as const;
const O = pt(0, 0);
const deg = (x: number): string => `$${fmt(x, 2)}^\\circ$`;
const cm = (x: number): string => `$${fmt(x, 2)}$ cm`;
const SMALL_TRIPLES = TRIPLES.slice(0, 4);

// ---------------------------------------------------------------- central and inscribed angles

const inscribedCentral = defineTemplate({
  id: `${lesson}/inscribed-and-central-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: -0.5,
  build(rng): Draft {
    const frame = rng.pick(['find-central', 'find-inscribed', 'inscribed-on-minor-arc'] as const);
    const a0 = rng.int(200, 250);
    if (frame === 'inscribed-on-minor-arc') {
      // C on the minor arc: the inscribed angle ACB stands on the major arc, so it is obtuse.
      const y = rng.int(50, 75) * 2;
      const central = 360 - 2 * y;
      const A = polar(O, 1, a0);
      const B = polar(O, 1, a0 + central);
      const C = polar(O, 1, a0 + central / 2 + rng.int(-8, 8));
      const steps = [
        `$C$ is on the minor arc, so $\\angle ACB$ stands on the major arc $AB$: the reflex angle $AOB$ is $2 \\times ${y}^\\circ = ${2 * y}^\\circ$.`,
        `$m\\angle AOB = 360^\\circ - ${2 * y}^\\circ = ${central}^\\circ$.`,
      ];
      return {
        question: `$O$ is the centre of the circle, $C$ lies on the minor arc $AB$ and $m\\angle ACB = ${y}^\\circ$. Find $m\\angle AOB$ (the angle less than $180^\\circ$).`,
        answer: `${central}°`,
        frame,
        multiStep: true,
        hints: [
          'The angle at the centre is twice the angle at the circumference standing on the same arc: which arc does $\\angle ACB$ stand on?',
          `$\\angle ACB$ stands on the major arc, so it is half of the reflex angle $AOB$.`,
          `Reflex $\\angle AOB = 2 \\times ${y}^\\circ$; the angles at $O$ make $360^\\circ$.`,
        ],
        steps,
        explanation: explain(steps),
        figure: {
          caption: 'A circle with centre O; C lies on the minor arc AB.',
          elements: [
            { kind: 'circle', center: O, radius: 1 },
            { kind: 'segment', from: O, to: A },
            { kind: 'segment', from: O, to: B },
            { kind: 'segment', from: C, to: A },
            { kind: 'segment', from: C, to: B },
            { kind: 'angle', vertex: C, from: A, to: B, label: `${y}°` },
            { kind: 'angle', vertex: O, from: A, to: B, label: '?' },
            ...named([
              ['O', O],
              ['A', A],
              ['B', B],
              ['C', C],
            ]),
          ],
        },
      };
    }
    const x = rng.int(12, 42) * 2;
    const half = x / 2;
    const askCentral = frame === 'find-central';
    const inscribed = askCentral ? x : half;
    const central = 2 * inscribed;
    const A = polar(O, 1, a0);
    const B = polar(O, 1, a0 + central);
    const C = polar(O, 1, a0 + central + (360 - central) / 2 + rng.int(-20, 20));
    const steps = askCentral
      ? [
          'The angle at the centre is twice the angle at the circumference on the same arc $AB$.',
          `$m\\angle AOB = 2 \\times ${inscribed}^\\circ = ${central}^\\circ$.`,
        ]
      : [
          'The angle at the circumference is half the angle at the centre on the same arc $AB$.',
          `$m\\angle ACB = \\frac{${central}^\\circ}{2} = ${inscribed}^\\circ$.`,
        ];
    return {
      question: askCentral
        ? `$O$ is the centre of the circle and $m\\angle ACB = ${inscribed}^\\circ$. Find $m\\angle AOB$.`
        : `$O$ is the centre of the circle and $m\\angle AOB = ${central}^\\circ$. Find $m\\angle ACB$.`,
      answer: `${askCentral ? central : inscribed}°`,
      frame,
      hints: [
        'Both angles stand on the same arc $AB$: one at the centre, one on the circle.',
        'The angle at the centre is twice the angle at the circumference.',
      ],
      steps,
      explanation: explain(steps),
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
          ...named([
            ['O', O],
            ['A', A],
            ['B', B],
            ['C', C],
          ]),
        ],
      },
    };
  },
});

// ---------------------------------------------------------------- tangent ⟂ radius (lengths)

/** Tangent from P touching the circle (centre O, radius r) at A: OP = d, angle AOP = acos(r/d). */
function tangentPoints(r: number, d: number, upper: boolean): { P: Point; A: Point } {
  const t = Math.acos(r / d) / DEG;
  return { P: pt(d, 0), A: polar(O, r, upper ? t : -t) };
}

const tangentLength = defineTemplate({
  id: `${lesson}/tangent-length-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: -0.2,
  build(rng): Draft {
    const frame = rng.pick(['tangent-length', 'radius', 'wheel-on-ground'] as const);
    const [p, q, h] = rng.pick(SMALL_TRIPLES);
    const k = rng.int(1, 2);
    const swap = rng.chance(0.5);
    const leg1 = (swap ? q : p) * k;
    const leg2 = (swap ? p : q) * k;
    const hyp = h * k;
    if (frame === 'wheel-on-ground') {
      const r = leg1 * 5;
      const d = leg2 * 5;
      const op = hyp * 5;
      const centre = pt(0, r);
      const A = pt(0, 0);
      const P = pt(d, 0);
      const steps = [
        'The ground is a tangent at $A$, so it is perpendicular to the radius $OA$: $\\triangle OAP$ has a right angle at $A$.',
        `$OP = \\sqrt{OA^2 + AP^2} = \\sqrt{${r}^2 + ${d}^2} = \\sqrt{${r * r + d * d}} = ${op}$ cm.`,
      ];
      return {
        question: `A wheel with centre $O$ and radius $${r}$ cm stands on flat ground, touching it at $A$. A stone $P$ lies on the ground $${d}$ cm from $A$. How far is the stone from the centre of the wheel?`,
        answer: cm(op),
        wrong: [
          { text: cm(r + d), mistake: 'added the lengths instead of using Pythagoras' },
          { text: cm(Math.abs(d - r)), mistake: 'subtracted the lengths' },
          { text: cm(Math.sqrt(Math.abs(d * d - r * r))), mistake: 'subtracted the squares' },
          { text: cm(r * r + d * d), mistake: 'forgot the square root' },
        ],
        frame,
        multiStep: true,
        context: true,
        hints: [
          'The ground touches the wheel: it is a tangent. How does a tangent meet the radius?',
          'The radius $OA$ is perpendicular to the ground, so $OP$ is the hypotenuse of a right triangle.',
          `Use Pythagoras with the legs $${r}$ and $${d}$.`,
        ],
        steps,
        explanation: explain(steps),
        figure: {
          caption: 'A wheel with centre O touching the ground at A, and a stone P on the ground.',
          elements: [
            { kind: 'circle', center: centre, radius: r },
            { kind: 'segment', from: pt(-r * 0.6, 0), to: pt(d + r * 0.4, 0) },
            { kind: 'segment', from: centre, to: A, label: `${r} cm` },
            { kind: 'segment', from: A, to: P, label: `${d} cm` },
            { kind: 'segment', from: centre, to: P, dashed: true },
            { kind: 'right-angle', vertex: A, from: centre, to: P },
            ...named([
              ['O', centre],
              ['A', A],
              ['P', P],
            ]),
          ],
        },
      };
    }
    const r = leg1;
    const t = leg2;
    const d = hyp;
    const { P, A } = tangentPoints(r, d, true);
    const askRadius = frame === 'radius';
    const steps = askRadius
      ? [
          'A tangent is perpendicular to the radius at the point of contact: $\\triangle OAP$ is right-angled at $A$, with hypotenuse $OP$.',
          `$OA = \\sqrt{OP^2 - PA^2} = \\sqrt{${d}^2 - ${t}^2} = \\sqrt{${d * d - t * t}} = ${r}$ cm.`,
        ]
      : [
          'A tangent is perpendicular to the radius at the point of contact: $\\triangle OAP$ is right-angled at $A$, with hypotenuse $OP$.',
          `$PA = \\sqrt{OP^2 - OA^2} = \\sqrt{${d}^2 - ${r}^2} = \\sqrt{${d * d - r * r}} = ${t}$ cm.`,
        ];
    const known = askRadius ? t : r;
    return {
      question: askRadius
        ? `$\\overline{PA}$ touches the circle with centre $O$ at $A$. If $PA = ${t}$ cm and $OP = ${d}$ cm, find the radius $OA$.`
        : `$\\overline{PA}$ touches the circle with centre $O$ at $A$. If $OA = ${r}$ cm and $OP = ${d}$ cm, find $PA$.`,
      answer: cm(askRadius ? r : t),
      wrong: [
        { text: cm(d - known), mistake: 'subtracted the lengths instead of using Pythagoras' },
        {
          text: cm(Math.sqrt(d * d + known * known)),
          mistake: 'added the squares (the unknown is a leg, not the hypotenuse)',
        },
        { text: cm(d + known), mistake: 'added the lengths' },
        {
          text: cm((d * d - known * known) / 2),
          mistake: 'halved instead of taking the square root',
        },
      ],
      frame,
      hints: [
        'How does a tangent meet the radius at the point of contact?',
        `$\\angle OAP = 90^\\circ$, so $OP$ is the hypotenuse of the right triangle $OAP$.`,
      ],
      steps,
      explanation: explain(steps),
      figure: {
        caption: 'A circle with centre O and a tangent from P touching it at A.',
        elements: [
          { kind: 'circle', center: O, radius: r },
          { kind: 'segment', from: O, to: A, ...(askRadius ? {} : { label: `${r} cm` }) },
          { kind: 'segment', from: O, to: P, label: `${d} cm` },
          { kind: 'segment', from: P, to: A, ...(askRadius ? { label: `${t} cm` } : {}) },
          { kind: 'right-angle', vertex: A, from: O, to: P },
          ...named([
            ['O', O],
            ['A', A],
            ['P', P],
          ]),
        ],
      },
    };
  },
});

// ---------------------------------------------------------------- two tangents (angles)

const twoTangents = defineTemplate({
  id: `${lesson}/two-tangents-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.3,
  build(rng): Draft {
    const frame = rng.pick(['find-aob', 'find-apb', 'find-oab'] as const);
    const x = rng.int(8, 24) * 5;
    const r = 1;
    const d = r / Math.sin((x / 2) * DEG);
    const { P, A } = tangentPoints(r, d, true);
    const B = pt(A.x, -A.y);
    const elements: FigureElement[] = [
      { kind: 'circle', center: O, radius: r },
      { kind: 'segment', from: O, to: A },
      { kind: 'segment', from: O, to: B },
      { kind: 'segment', from: P, to: A },
      { kind: 'segment', from: P, to: B },
      { kind: 'right-angle', vertex: A, from: O, to: P },
      { kind: 'right-angle', vertex: B, from: O, to: P },
      ...named([
        ['O', O],
        ['A', A],
        ['B', B],
        ['P', P],
      ]),
    ];
    const caption = 'Two tangents from P touching a circle with centre O at A and B.';
    const lead = `$\\overline{PA}$ and $\\overline{PB}$ touch the circle with centre $O$ at $A$ and $B$`;
    const quadSum = `$\\angle OAP = \\angle OBP = 90^\\circ$ (tangent $\\perp$ radius), and the angles of quadrilateral $OAPB$ add up to $360^\\circ$.`;
    if (frame === 'find-apb') {
      const y = 180 - x;
      const steps = [
        quadSum,
        `$m\\angle APB = 360^\\circ - 90^\\circ - 90^\\circ - ${y}^\\circ = ${x}^\\circ$.`,
      ];
      return {
        question: `${lead}, and $m\\angle AOB = ${y}^\\circ$. Find $m\\angle APB$.`,
        answer: `${x}°`,
        frame,
        hints: [
          'What angle does each tangent make with its radius?',
          'Use the angle sum of the quadrilateral $OAPB$.',
        ],
        steps,
        explanation: explain(steps),
        figure: {
          caption,
          elements: [
            ...elements,
            { kind: 'angle', vertex: O, from: A, to: B, label: `${y}°` },
            { kind: 'angle', vertex: P, from: A, to: B, label: '?' },
          ],
        },
      };
    }
    if (frame === 'find-oab') {
      const aob = 180 - x;
      const steps = [
        quadSum,
        `$m\\angle AOB = 360^\\circ - 90^\\circ - 90^\\circ - ${x}^\\circ = ${aob}^\\circ$.`,
        `$OA = OB$ (radii), so $\\triangle OAB$ is isosceles: $m\\angle OAB = \\frac{180^\\circ - ${aob}^\\circ}{2} = ${fmt(x / 2, 2)}^\\circ$.`,
      ];
      return {
        question: `${lead}, and $m\\angle APB = ${x}^\\circ$. Find $m\\angle OAB$.`,
        answer: `${fmt(x / 2, 2)}°`,
        frame,
        multiStep: true,
        hints: [
          'First find $\\angle AOB$ from the quadrilateral $OAPB$.',
          'Each tangent is perpendicular to its radius, so two angles of $OAPB$ are right angles.',
          'Triangle $OAB$ has two equal sides (radii): its base angles are equal.',
        ],
        steps,
        explanation: explain(steps),
        figure: {
          caption:
            'Two tangents from P touching a circle with centre O at A and B, and the chord AB.',
          elements: [
            ...elements,
            { kind: 'segment', from: A, to: B },
            { kind: 'angle', vertex: P, from: A, to: B, label: `${x}°` },
            { kind: 'angle', vertex: A, from: O, to: B, label: '?' },
          ],
        },
      };
    }
    const steps = [
      quadSum,
      `$m\\angle AOB = 360^\\circ - 90^\\circ - 90^\\circ - ${x}^\\circ = ${180 - x}^\\circ$.`,
    ];
    return {
      question: `${lead}, and $m\\angle APB = ${x}^\\circ$. Find $m\\angle AOB$.`,
      answer: `${180 - x}°`,
      frame,
      hints: [
        'What angle does each tangent make with its radius?',
        'Use the angle sum of the quadrilateral $OAPB$.',
      ],
      steps,
      explanation: explain(steps),
      figure: {
        caption,
        elements: [
          ...elements,
          { kind: 'angle', vertex: P, from: A, to: B, label: `${x}°` },
          { kind: 'angle', vertex: O, from: A, to: B, label: '?' },
        ],
      },
    };
  },
});

// ---------------------------------------------------------------- chord and its distance from the centre

const chordDistance = defineTemplate({
  id: `${lesson}/chord-distance-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.2,
  build(rng): Draft {
    const frame = rng.pick(['find-distance', 'find-chord', 'window-radius'] as const);
    const [p, q, h] = rng.pick(SMALL_TRIPLES);
    const k = rng.int(1, 2);
    // The half chord is the longer leg: the chord sits well inside the circle, with room for
    // its length between it and the arc.
    const half = Math.max(p, q) * k;
    const dist = Math.min(p, q) * k;
    const r = h * k;
    const A = pt(-half, -dist);
    const B = pt(half, -dist);
    const M = midpoint(A, B);
    const labels = {
      chord: frame !== 'find-chord',
      distance: frame !== 'find-distance',
      radius: frame !== 'window-radius',
    };
    const figure = {
      caption:
        frame === 'window-radius'
          ? 'A circular window with centre O, a straight bar AB and the perpendicular OM from O to AB.'
          : 'A circle with centre O, a chord AB and the perpendicular OM from O to AB.',
      elements: [
        { kind: 'circle', center: O, radius: r },
        { kind: 'segment', from: A, to: B, ...(labels.chord ? { label: `${2 * half} cm` } : {}) },
        { kind: 'segment', from: O, to: M, ...(labels.distance ? { label: `${dist} cm` } : {}) },
        { kind: 'segment', from: O, to: A, ...(labels.radius ? { label: `${r} cm` } : {}) },
        { kind: 'right-angle', vertex: M, from: O, to: B },
        ...named([
          ['O', O],
          ['A', A],
          ['B', B],
        ]),
        // M's label sits inside the circle, left of OM: below the chord it would collide with
        // the chord's length label, which is also placed outside at the chord's midpoint.
        { kind: 'label', at: pt(M.x - 0.09 * r, M.y + 0.09 * r), text: 'M' },
      ] satisfies FigureElement[],
    };
    const bisects =
      'The perpendicular from the centre bisects the chord, so $\\triangle OMA$ is right-angled at $M$ with hypotenuse $OA$.';
    if (frame === 'window-radius') {
      const steps = [
        bisects,
        `$AM = \\frac{${2 * half}}{2} = ${half}$ cm, so $OA = \\sqrt{${half}^2 + ${dist}^2} = \\sqrt{${half * half + dist * dist}} = ${r}$ cm.`,
      ];
      return {
        question: `A circular window has centre $O$. A straight bar $AB$ of length $${2 * half}$ cm joins two points of its rim and is $${dist}$ cm from $O$. Find the radius of the window, in cm.`,
        answer: String(r),
        unit: 'cm',
        frame,
        multiStep: true,
        context: true,
        hints: [
          'The bar is a chord: the perpendicular from the centre bisects it.',
          `Half the bar, the distance $OM$ and the radius $OA$ make a right triangle.`,
          `Use Pythagoras with $AM = ${half}$ and $OM = ${dist}$.`,
        ],
        steps,
        explanation: explain(steps),
        figure,
      };
    }
    const askDistance = frame === 'find-distance';
    const steps = askDistance
      ? [
          bisects,
          `$AM = ${half}$ cm and $OM = \\sqrt{${r}^2 - ${half}^2} = \\sqrt{${r * r - half * half}} = ${dist}$ cm.`,
        ]
      : [
          bisects,
          `$AM = \\sqrt{${r}^2 - ${dist}^2} = \\sqrt{${r * r - dist * dist}} = ${half}$ cm.`,
          `$AB = 2 \\times AM = 2 \\times ${half} = ${2 * half}$ cm.`,
        ];
    return {
      question: askDistance
        ? `A chord $AB$ of length $${2 * half}$ cm is drawn in a circle of radius $${r}$ cm with centre $O$. Find the distance $OM$ from the centre to the chord, in cm.`
        : `The chord $AB$ is $${dist}$ cm from the centre $O$ of a circle of radius $${r}$ cm. Find the length of $AB$, in cm.`,
      answer: String(askDistance ? dist : 2 * half),
      unit: 'cm',
      frame,
      multiStep: true,
      hints: [
        'Draw the perpendicular from the centre to the chord: what does it do to the chord?',
        'It bisects the chord, so half the chord, the distance and the radius make a right triangle.',
        askDistance
          ? `Half the chord is $${half}$ cm; the radius is the hypotenuse.`
          : `The radius $${r}$ cm is the hypotenuse; find half the chord first.`,
      ],
      steps,
      explanation: explain(steps),
      figure,
    };
  },
});

// ---------------------------------------------------------------- cyclic quadrilateral

const cyclicQuad = defineTemplate({
  id: `${lesson}/cyclic-quadrilateral-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: -0.5,
  build(rng): Draft {
    const frame = rng.pick(['opposite-a', 'opposite-b', 'from-central'] as const);
    // Up to 130°: a larger angle squeezes its vertex between its neighbours on the drawing.
    const x =
      frame === 'from-central' ? rng.int(13, 42) * 2 : rng.int(11, 26) * 5 - rng.pick([0, 2]);
    // Arc D -> C -> B (not containing A) is 2x, so the inscribed angle at A is x.
    const d0 = rng.int(0, 40) - 90;
    const D = polar(O, 1, d0);
    const B = polar(O, 1, d0 + 2 * x);
    const C = polar(O, 1, d0 + x + rng.int(-Math.floor(x / 3), Math.floor(x / 3)));
    const A = polar(O, 1, d0 + 2 * x + (360 - 2 * x) / 2);
    const base: FigureElement[] = [
      { kind: 'circle', center: O, radius: 1 },
      { kind: 'polygon', points: [A, B, C, D] },
      ...named([
        ['A', A],
        ['B', B],
        ['C', C],
        ['D', D],
      ]),
    ];
    const caption = 'Quadrilateral ABCD with all four vertices on a circle.';
    if (frame === 'from-central') {
      const steps = [
        `$\\angle BAD$ stands on the arc $BCD$, the same arc as $\\angle BOD$: $m\\angle BAD = \\frac{${x * 2}^\\circ}{2} = ${x}^\\circ$.`,
        `Opposite angles of a cyclic quadrilateral are supplementary: $m\\angle BCD = 180^\\circ - ${x}^\\circ = ${180 - x}^\\circ$.`,
      ];
      return {
        question: `$ABCD$ is a cyclic quadrilateral in the circle with centre $O$, and $m\\angle BOD = ${2 * x}^\\circ$ (the angle on the side of $C$). Find $m\\angle BCD$.`,
        answer: deg(180 - x),
        wrong: [
          {
            text: deg(180 - 2 * x > 0 ? 180 - 2 * x : 360 - 2 * x),
            mistake: 'took ∠BOD as the angle at A',
          },
          { text: deg(x), mistake: 'gave the angle at A, not at C' },
          {
            text: deg(2 * x > 180 ? 90 : 2 * x),
            mistake: 'thought the angle at C equals the central angle',
          },
          { text: deg(90 + x / 2), mistake: 'halved twice' },
        ],
        frame,
        multiStep: true,
        hints: [
          'Which angle of the quadrilateral stands on the same arc as $\\angle BOD$?',
          '$\\angle BAD$ is half of $\\angle BOD$ (angle at the centre); then use opposite angles.',
        ],
        steps,
        explanation: explain(steps),
        figure: {
          caption: 'Quadrilateral ABCD with all four vertices on a circle with centre O.',
          elements: [
            ...base,
            { kind: 'segment', from: O, to: B },
            { kind: 'segment', from: O, to: D },
            { kind: 'angle', vertex: O, from: B, to: D, label: `${2 * x}°` },
            { kind: 'angle', vertex: C, from: B, to: D, label: '?' },
            { kind: 'point', at: O, label: 'O' },
          ],
        },
      };
    }
    const wrongFor = (given: number): { text: string; mistake: string }[] => [
      { text: deg(given), mistake: 'thought opposite angles are equal' },
      { text: deg(360 - given), mistake: 'used 360° instead of 180°' },
      { text: deg(90 - given > 0 ? 90 - given : given / 2), mistake: 'used 90° instead of 180°' },
      {
        text: deg(2 * given > 180 ? 360 - 2 * given : 2 * given),
        mistake: 'doubled the angle as for a central angle',
      },
      { text: deg(given / 2), mistake: 'halved the angle as for an inscribed angle' },
      { text: deg(90 + given / 2), mistake: 'used 90° plus half the angle' },
    ];
    if (frame === 'opposite-b') {
      // Arc C -> D -> A (not containing B) is 2y, so the inscribed angle at B is y.
      const abc = x;
      const c0 = rng.int(0, 40) - 90;
      const pc = polar(O, 1, c0);
      const pa = polar(O, 1, c0 + 2 * abc);
      const pd = polar(O, 1, c0 + abc + rng.int(-Math.floor(abc / 3), Math.floor(abc / 3)));
      const pb = polar(O, 1, c0 + 2 * abc + (360 - 2 * abc) / 2 + rng.int(-15, 15));
      const steps = [
        '$B$ and $D$ are opposite vertices of the cyclic quadrilateral, so their angles are supplementary.',
        `$m\\angle ADC = 180^\\circ - ${abc}^\\circ = ${180 - abc}^\\circ$.`,
      ];
      return {
        question: `$ABCD$ is a cyclic quadrilateral with $m\\angle ABC = ${abc}^\\circ$. Find $m\\angle ADC$.`,
        answer: deg(180 - abc),
        wrong: wrongFor(abc),
        frame,
        hints: [
          'Which angle is opposite $\\angle ABC$?',
          'Opposite angles of a cyclic quadrilateral add up to $180^\\circ$.',
        ],
        steps,
        explanation: explain(steps),
        figure: {
          caption,
          elements: [
            { kind: 'circle', center: O, radius: 1 },
            { kind: 'polygon', points: [pa, pb, pc, pd] },
            { kind: 'angle', vertex: pb, from: pa, to: pc, label: `${abc}°` },
            { kind: 'angle', vertex: pd, from: pc, to: pa, label: '?' },
            ...named([
              ['A', pa],
              ['B', pb],
              ['C', pc],
              ['D', pd],
            ]),
          ],
        },
      };
    }
    const steps = [
      '$A$ and $C$ are opposite vertices of the cyclic quadrilateral, so their angles are supplementary.',
      `$m\\angle BCD = 180^\\circ - ${x}^\\circ = ${180 - x}^\\circ$.`,
    ];
    return {
      question: `$ABCD$ is a cyclic quadrilateral with $m\\angle DAB = ${x}^\\circ$. Find $m\\angle BCD$.`,
      answer: deg(180 - x),
      wrong: wrongFor(x),
      frame,
      hints: [
        'Which angle is opposite $\\angle DAB$?',
        'Opposite angles of a cyclic quadrilateral add up to $180^\\circ$.',
      ],
      steps,
      explanation: explain(steps),
      figure: {
        caption,
        elements: [
          ...base,
          { kind: 'angle', vertex: A, from: D, to: B, label: `${x}°` },
          { kind: 'angle', vertex: C, from: B, to: D, label: '?' },
        ],
      },
    };
  },
});

// ---------------------------------------------------------------- angle in a semicircle

const semicircle = defineTemplate({
  id: `${lesson}/angle-in-semicircle-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: -0.4,
  build(rng): Draft {
    const frame = rng.pick(['angle', 'isosceles-ocb', 'side'] as const);
    const A = pt(-1, 0);
    const B = pt(1, 0);
    if (frame === 'side') {
      const [p, q, h] = rng.pick(SMALL_TRIPLES);
      const k = rng.int(1, 3);
      const [ac, bc] = rng.chance(0.5) ? [p * k, q * k] : [q * k, p * k];
      const ab = h * k;
      const r = ab / 2;
      const sA = pt(-r, 0);
      const sB = pt(r, 0);
      const cx = -r + (ac * ac) / ab;
      const C = pt(cx, Math.sqrt(r * r - cx * cx));
      const steps = [
        `$AB$ is a diameter, so $\\angle ACB = 90^\\circ$ (the angle in a semicircle).`,
        `$BC = \\sqrt{AB^2 - AC^2} = \\sqrt{${ab}^2 - ${ac}^2} = \\sqrt{${ab * ab - ac * ac}} = ${bc}$ cm.`,
      ];
      return {
        question: `$\\overline{AB}$ is a diameter of the circle with centre $O$ and $AB = ${ab}$ cm. $C$ lies on the circle and $AC = ${ac}$ cm. Find $BC$.`,
        answer: cm(bc),
        wrong: [
          {
            text: cm(Math.sqrt(ab * ab + ac * ac)),
            mistake: 'added the squares (BC is a leg, not the hypotenuse)',
          },
          { text: cm(ab - ac), mistake: 'subtracted the lengths' },
          {
            text: cm(Math.sqrt(r * r + ac * ac)),
            mistake: 'used the radius as a side of the triangle',
          },
          { text: cm(ac), mistake: 'thought the triangle is isosceles' },
        ],
        frame,
        multiStep: true,
        hints: [
          'What is the angle at $C$, standing on the diameter?',
          'The angle in a semicircle is a right angle, so $AB$ is the hypotenuse of $\\triangle ACB$.',
        ],
        steps,
        explanation: explain(steps),
        figure: {
          caption: 'A circle with diameter AB and a point C on the circle.',
          elements: [
            { kind: 'circle', center: O, radius: r },
            { kind: 'polygon', points: [sA, sB, C] },
            { kind: 'segment', from: sA, to: C, label: `${ac} cm` },
            { kind: 'segment', from: sA, to: sB, label: `${ab} cm` },
            { kind: 'right-angle', vertex: C, from: sA, to: sB },
            // O is shown as a dot only: a letter on the labelled diameter would seem to name a part of it.
            ...named([
              ['A', sA],
              ['B', sB],
              ['C', C],
            ]),
            { kind: 'point', at: O, dot: true },
          ],
        },
      };
    }
    let x = 45;
    while (x === 45) x = rng.int(15, 75);
    // AB is a diameter; angle BOC = 2x, so the inscribed angle CAB = x.
    const C = polar(O, 1, 2 * x);
    const acute = {
      optionRange: { min: 0, max: 90, why: 'an acute angle of the right triangle ACB' },
      triangles: [{ angles: [x, 90 - x, 90] }],
    };
    if (frame === 'isosceles-ocb') {
      const steps = [
        `$AB$ is a diameter, so $\\angle ACB = 90^\\circ$ and $m\\angle CBA = 90^\\circ - ${x}^\\circ = ${90 - x}^\\circ$.`,
        `$OC = OB$ (radii), so $\\triangle OCB$ is isosceles: $m\\angle OCB = m\\angle OBC = ${90 - x}^\\circ$.`,
      ];
      return {
        question: `$\\overline{AB}$ is a diameter of the circle with centre $O$, $C$ lies on the circle and $m\\angle CAB = ${x}^\\circ$. Find $m\\angle OCB$.`,
        answer: deg(90 - x),
        wrong: [
          { text: deg(x), mistake: 'took the isosceles triangle OCA instead of OCB' },
          { text: deg(x / 2), mistake: 'halved the angle as for an inscribed angle' },
          { text: deg(90 - x / 2), mistake: 'subtracted half the angle from 90°' },
          { text: deg(Math.abs(90 - 2 * x) || 10), mistake: 'subtracted twice the angle from 90°' },
        ],
        facts: acute,
        frame,
        multiStep: true,
        hints: [
          'Two facts: the angle in a semicircle, and the radii $OC$ and $OB$.',
          'Find $\\angle CBA$ from the right triangle $ACB$ first.',
          'Triangle $OCB$ has $OC = OB$, so its base angles are equal.',
        ],
        steps,
        explanation: explain(steps),
        figure: {
          caption: 'A circle with centre O, diameter AB and a point C on the circle joined to O.',
          elements: [
            { kind: 'circle', center: O, radius: 1 },
            { kind: 'polygon', points: [A, B, C] },
            { kind: 'segment', from: O, to: C },
            { kind: 'angle', vertex: A, from: B, to: C, label: `${x}°` },
            { kind: 'angle', vertex: C, from: O, to: B, label: '?' },
            ...named([
              ['A', A],
              ['B', B],
              ['C', C],
              ['O', O],
            ]),
          ],
        },
      };
    }
    const steps = [
      `An angle in a semicircle is a right angle, so $m\\angle ACB = 90^\\circ$.`,
      `$m\\angle CBA = 180^\\circ - 90^\\circ - ${x}^\\circ = ${90 - x}^\\circ$.`,
    ];
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
      facts: acute,
      frame,
      hints: [
        'What is the angle at $C$, standing on the diameter $AB$?',
        'The angles of triangle $ACB$ add up to $180^\\circ$.',
      ],
      steps,
      explanation: explain(steps),
      figure: {
        caption: 'A circle with diameter AB and a point C on the circle.',
        elements: [
          { kind: 'circle', center: O, radius: 1 },
          { kind: 'polygon', points: [A, B, C] },
          { kind: 'angle', vertex: A, from: B, to: C, label: `${x}°` },
          { kind: 'right-angle', vertex: C, from: A, to: B },
          ...named([
            ['A', A],
            ['B', B],
            ['C', C],
            ['O', O],
          ]),
          { kind: 'point', at: O, dot: true },
        ],
      },
    };
  },
});

// ---------------------------------------------------------------- intersecting chords

const intersectingChords = defineTemplate({
  id: `${lesson}/intersecting-chords`,
  lesson,
  type: 'short_answer',
  b: 0.5,
  build(rng): Draft {
    const frame = rng.pick(['find-ed', 'find-cd', 'window-bars'] as const);
    const ae = rng.int(2, 12);
    const eb = rng.int(2, 12);
    const ce = rng.int(2, 12);
    const ed = (ae * eb) / ce;
    if (!Number.isInteger(ed * 2) || ce === ae) redraw('ED is not a whole or half number');
    const product = `$AE \\times EB = CE \\times ED$`;
    if (frame === 'find-cd') {
      const steps = [
        `For chords crossing inside a circle, ${product}: $${ae} \\times ${eb} = ${ce} \\times ED$, so $ED = \\frac{${ae * eb}}{${ce}} = ${fmt(ed)}$.`,
        `$CD = CE + ED = ${ce} + ${fmt(ed)} = ${fmt(ce + ed)}$.`,
      ];
      return {
        question: `Chords $\\overline{AB}$ and $\\overline{CD}$ of a circle intersect at $E$. If $AE = ${ae}$, $EB = ${eb}$ and $CE = ${ce}$, find the length of the chord $CD$.`,
        answer: fmt(ce + ed),
        frame,
        multiStep: true,
        hints: [
          'Find the missing piece $ED$ first, then the whole chord.',
          `The pieces of one chord multiply to the same product as the pieces of the other: ${product}.`,
        ],
        steps,
        explanation: explain(steps),
      };
    }
    const window = frame === 'window-bars';
    // A window's bars are measured in cm: ten times the lengths.
    const [a, b, c, e] = window ? [ae * 10, eb * 10, ce * 10, ed * 10] : [ae, eb, ce, ed];
    const steps = [
      `For chords crossing inside a circle, ${product}.`,
      `$${a} \\times ${b} = ${c} \\times ED$, so $ED = \\frac{${a * b}}{${c}} = ${fmt(e)}$${window ? ' cm' : ''}.`,
    ];
    return {
      question: window
        ? `Two straight glazing bars $AB$ and $CD$ of a circular window join points of its rim and cross at $E$. $AE = ${a}$ cm, $EB = ${b}$ cm and $CE = ${c}$ cm. Find the length $ED$ in cm.`
        : `Chords $\\overline{AB}$ and $\\overline{CD}$ of a circle intersect at $E$. If $AE = ${ae}$, $EB = ${eb}$ and $CE = ${ce}$, find $ED$.`,
      answer: fmt(e),
      ...(window ? { unit: 'cm', context: true } : {}),
      frame,
      hints: [
        window
          ? 'The bars are chords of the circle that cross inside it.'
          : 'The chords cross inside the circle.',
        `The pieces of one chord multiply to the same product as the pieces of the other: ${product}.`,
      ],
      steps,
      explanation: explain(steps),
    };
  },
});

// ---------------------------------------------------------------- parts of a circle (easy)

const PARTS = ['a radius', 'a diameter', 'a chord', 'a tangent'] as const;

const circleParts = defineTemplate({
  id: `${lesson}/circle-parts-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: -1.5,
  build(rng): Draft {
    const frame = rng.pick(['name-part', 'radius-from-diameter', 'longest-chord'] as const);
    const r = rng.int(3, 15);
    if (frame === 'name-part') {
      const part = rng.pick(PARTS);
      const a0 = rng.int(0, 359);
      const X = polar(O, 1, a0);
      const pieces: Record<(typeof PARTS)[number], { from: Point; to: Point; why: string }> = {
        'a radius': {
          from: O,
          to: X,

          why: 'It joins the centre $O$ to a point on the circle',
        },
        'a diameter': {
          from: polar(O, 1, a0 + 180),
          to: X,

          why: 'It joins two points of the circle and passes through the centre $O$',
        },
        'a chord': {
          from: polar(O, 1, a0 + rng.int(70, 130)),
          to: X,

          why: 'It joins two points of the circle without passing through the centre',
        },
        'a tangent': {
          from: { x: X.x - 0.8 * Math.sin(a0 * DEG), y: X.y + 0.8 * Math.cos(a0 * DEG) },
          to: { x: X.x + 0.8 * Math.sin(a0 * DEG), y: X.y - 0.8 * Math.cos(a0 * DEG) },
          why: 'It touches the circle at one point only and does not cross it',
        },
      };
      const piece = pieces[part];
      // Other letters on other draws, from a pool of each part's own: the same words never have
      // two different answers (the figure alone tells the parts apart, and a gate reads words).
      const pools: Record<(typeof PARTS)[number], readonly (readonly [string, string])[]> = {
        'a radius': [
          ['O', 'A'],
          ['O', 'B'],
          ['O', 'C'],
          ['O', 'D'],
        ],
        'a diameter': [
          ['A', 'C'],
          ['B', 'D'],
          ['E', 'G'],
        ],
        'a chord': [
          ['A', 'B'],
          ['C', 'D'],
          ['E', 'F'],
        ],
        'a tangent': [
          ['P', 'Q'],
          ['M', 'N'],
          ['S', 'T'],
        ],
      };
      const [n1, n2] = rng.pick(pools[part]);
      const steps = [`${piece.why}.`, `So $\\overline{${n1}${n2}}$ is ${part}.`];
      const mistakes: Record<string, string> = {
        'a radius': 'confused the segment with a radius (from the centre)',
        'a diameter': 'confused the segment with a diameter (through the centre)',
        'a chord': 'confused the segment with a chord (two points of the circle)',
        'a tangent': 'confused the segment with a tangent (touching at one point)',
      };
      return {
        question: `$O$ is the centre of the circle. What is $\\overline{${n1}${n2}}$ called?`,
        answer: part,
        wrong: PARTS.filter((p) => p !== part).map((p) => ({
          text: p,
          mistake: mistakes[p] ?? '',
        })),
        frame,
        hints: [
          'Look at the ends of the segment: at the centre, on the circle, or neither?',
          'Does the segment pass through the centre, or touch the circle at one point only?',
        ],
        steps,
        explanation: explain(steps),
        figure: {
          caption: 'A circle with centre O and a segment drawn in or on it.',
          elements: [
            { kind: 'circle', center: O, radius: 1 },
            { kind: 'segment', from: piece.from, to: piece.to },
            { kind: 'point', at: O, dot: true },
            ...named(
              part === 'a radius'
                ? [[n2, X]]
                : [
                    [n1, piece.from],
                    [n2, piece.to],
                  ],
            ),
            { kind: 'point', at: O, label: 'O' },
          ],
        },
      };
    }
    if (frame === 'radius-from-diameter') {
      const d = 2 * r;
      const steps = [
        'A diameter is two radii end to end through the centre.',
        `$OA = \\frac{AB}{2} = \\frac{${d}}{2} = ${r}$ cm.`,
      ];
      const A = polar(O, r, 200);
      const B = polar(O, r, 20);
      return {
        question: `$\\overline{AB}$ is a diameter of the circle with centre $O$ and $AB = ${d}$ cm. Find the radius $OA$.`,
        answer: cm(r),
        wrong: [
          { text: cm(d), mistake: 'gave the diameter as the radius' },
          { text: cm(2 * d), mistake: 'doubled the diameter' },
          { text: cm(d / 4), mistake: 'divided by 4' },
          { text: cm(d * Math.PI), mistake: 'found the circumference' },
        ],
        frame,
        hints: [
          'How many radii fit along a diameter?',
          'The centre $O$ is the midpoint of the diameter $AB$.',
        ],
        steps,
        explanation: explain(steps),
        figure: {
          caption: 'A circle with centre O and diameter AB.',
          elements: [
            { kind: 'circle', center: O, radius: r },
            { kind: 'segment', from: A, to: B, label: `${d} cm` },
            { kind: 'point', at: O, dot: true },
            // O is a dot only: a letter on the labelled diameter would seem to name a part of it.
            ...named([
              ['A', A],
              ['B', B],
            ]),
          ],
        },
      };
    }
    const steps = [
      'The longest chord of a circle passes through the centre: it is a diameter.',
      `Longest chord $= 2r = 2 \\times ${r} = ${2 * r}$ cm.`,
    ];
    const A = polar(O, r, 160);
    return {
      question: `The circle with centre $O$ has radius $OA = ${r}$ cm. How long is the longest chord of this circle?`,
      answer: cm(2 * r),
      wrong: [
        { text: cm(r), mistake: 'gave the radius' },
        { text: cm(r * r), mistake: 'squared the radius' },
        { text: cm(2 * Math.PI * r), mistake: 'found the circumference' },
        { text: cm(r / 2), mistake: 'halved the radius' },
      ],
      frame,
      hints: [
        'Draw chords of different lengths: which one is longest?',
        'The longest chord passes through the centre.',
      ],
      steps,
      explanation: explain(steps),
      figure: {
        caption: 'A circle with centre O and a radius OA.',
        elements: [
          { kind: 'circle', center: O, radius: r },
          { kind: 'segment', from: O, to: A, label: `${r} cm` },
          ...named([
            ['O', O],
            ['A', A],
          ]),
        ],
      },
    };
  },
});

// ---------------------------------------------------------------- radii make isosceles triangles (easy)

const radiiIsosceles = defineTemplate({
  id: `${lesson}/radii-isosceles-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: -1.2,
  build(rng): Draft {
    const frame = rng.pick(['find-apex', 'find-base', 'perpendicular-bisects'] as const);
    const central = rng.int(20, 70) * 2;
    const a0 = 270 - central / 2 + rng.pick([0, 180]);
    const A = polar(O, 1, a0);
    const B = polar(O, 1, a0 + central);
    const M = midpoint(A, B);
    const base = (180 - central) / 2;
    const elements: FigureElement[] = [
      { kind: 'circle', center: O, radius: 1 },
      { kind: 'segment', from: O, to: A },
      { kind: 'segment', from: O, to: B },
      { kind: 'segment', from: A, to: B },
      ...named([
        ['O', O],
        ['A', A],
        ['B', B],
      ]),
    ];
    const caption = 'A circle with centre O and a chord AB; the radii OA and OB are drawn.';
    if (frame === 'perpendicular-bisects') {
      const half = central / 2;
      const steps = [
        '$OA = OB$, so the perpendicular $OM$ from $O$ to the chord is the axis of symmetry of $\\triangle OAB$: it bisects $\\angle AOB$.',
        `$m\\angle AOB = 2 \\times ${half}^\\circ = ${central}^\\circ$.`,
      ];
      return {
        question: `$O$ is the centre of the circle and $M$ is the foot of the perpendicular from $O$ to the chord $AB$. If $m\\angle AOM = ${half}^\\circ$, find $m\\angle AOB$.`,
        answer: `${central}°`,
        frame,
        hints: [
          'Triangle $OAB$ is isosceles: $OA$ and $OB$ are radii.',
          'The perpendicular from the centre to a chord splits the isosceles triangle into two equal halves.',
        ],
        steps,
        explanation: explain(steps),
        figure: {
          caption: 'A circle with centre O, a chord AB and the perpendicular OM to it.',
          elements: [
            ...elements,
            { kind: 'segment', from: O, to: M },
            { kind: 'right-angle', vertex: M, from: O, to: B },
            { kind: 'angle', vertex: O, from: A, to: M, label: `${half}°` },
            { kind: 'point', at: M, label: 'M' },
          ],
        },
      };
    }
    if (frame === 'find-base') {
      const steps = [
        '$OA = OB$ (radii), so $\\triangle OAB$ is isosceles and its base angles are equal.',
        `$m\\angle OBA = \\frac{180^\\circ - ${central}^\\circ}{2} = ${fmt(base, 2)}^\\circ$.`,
      ];
      return {
        question: `$O$ is the centre of the circle and $AB$ is a chord with $m\\angle AOB = ${central}^\\circ$. Find $m\\angle OBA$.`,
        answer: `${fmt(base, 2)}°`,
        frame,
        hints: [
          'Which two sides of triangle $OAB$ are equal?',
          'The base angles of an isosceles triangle are equal, and the three angles add up to $180^\\circ$.',
        ],
        steps,
        explanation: explain(steps),
        figure: {
          caption,
          elements: [
            ...elements,
            { kind: 'angle', vertex: O, from: A, to: B, label: `${central}°` },
            { kind: 'angle', vertex: B, from: O, to: A, label: '?' },
          ],
        },
      };
    }
    const steps = [
      `$OA = OB$ (radii), so $\\triangle OAB$ is isosceles: $m\\angle OBA = m\\angle OAB = ${fmt(base, 2)}^\\circ$.`,
      `$m\\angle AOB = 180^\\circ - 2 \\times ${fmt(base, 2)}^\\circ = ${central}^\\circ$.`,
    ];
    return {
      question: `$O$ is the centre of the circle and $AB$ is a chord with $m\\angle OAB = ${fmt(base, 2)}^\\circ$. Find $m\\angle AOB$.`,
      answer: `${central}°`,
      frame,
      hints: [
        'Which two sides of triangle $OAB$ are equal?',
        'Its base angles are equal, and the three angles add up to $180^\\circ$.',
      ],
      steps,
      explanation: explain(steps),
      figure: {
        caption,
        elements: [
          ...elements,
          { kind: 'angle', vertex: A, from: O, to: B, label: `${fmt(base, 2)}°` },
          { kind: 'angle', vertex: O, from: A, to: B, label: '?' },
        ],
      },
    };
  },
});

// ---------------------------------------------------------------- a chord, then its angle, sector or segment

const chordThenSector = defineTemplate({
  id: `${lesson}/chord-then-sector-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 1.6,
  build(rng): Draft {
    const frame = rng.pick(['angle-from-distance', 'sector-from-chord', 'window-segment'] as const);
    const window = frame === 'window-segment';
    const r = window ? rng.int(30, 90) : rng.int(5, 20);
    const d =
      frame === 'sector-from-chord' ? 0 : rng.int(Math.ceil(r * 0.25), Math.floor(r * 0.75));
    const chord =
      frame === 'sector-from-chord' ? rng.int(Math.ceil(r * 0.6), Math.floor(r * 1.8)) : 0;
    const halfAngle = frame === 'sector-from-chord' ? Math.asin(chord / 2 / r) : Math.acos(d / r);
    const theta = 2 * halfAngle;
    const thetaDeg = theta / DEG;
    const A = polar(O, r, 270 - thetaDeg / 2);
    const B = polar(O, r, 270 + thetaDeg / 2);
    const M = midpoint(A, B);
    const unit = 'cm';
    const figure = {
      caption: window
        ? 'A circular window with centre O and a straight bar AB; the glass below the bar is shaded.'
        : 'A circle with centre O, a chord AB and the perpendicular OM from O to AB.',
      elements: [
        ...(window
          ? [
              {
                kind: 'circular-segment',
                center: O,
                radius: r,
                startDeg: 270 - thetaDeg / 2,
                endDeg: 270 + thetaDeg / 2,
              } satisfies FigureElement,
            ]
          : []),
        ...(frame === 'sector-from-chord'
          ? [
              {
                kind: 'sector',
                center: O,
                radius: r,
                startDeg: 270 - thetaDeg / 2,
                endDeg: 270 + thetaDeg / 2,
              } satisfies FigureElement,
            ]
          : []),
        { kind: 'circle', center: O, radius: r },
        {
          kind: 'segment',
          from: A,
          to: B,
          ...(frame === 'sector-from-chord' ? { label: `${chord} ${unit}` } : {}),
        },
        { kind: 'segment', from: O, to: A, label: `${r} ${unit}` },
        { kind: 'segment', from: O, to: B },
        ...(frame === 'sector-from-chord'
          ? []
          : ([
              // In the window the shaded glass sits where the label would go: the text gives d.
              { kind: 'segment', from: O, to: M, ...(window ? {} : { label: `${d} ${unit}` }) },
              { kind: 'right-angle', vertex: M, from: O, to: B },
              { kind: 'point', at: M, label: 'M' },
            ] satisfies FigureElement[])),
        ...named([
          ['O', O],
          ['A', A],
          ['B', B],
        ]),
      ] satisfies FigureElement[],
    };
    const halfTex = `${rounded(halfAngle / DEG, 3)}^\\circ`;
    if (frame === 'angle-from-distance') {
      const steps = [
        `The perpendicular $OM$ bisects the chord and $\\angle AOB$; in the right triangle $OMA$, $\\cos \\angle AOM = \\frac{OM}{OA} = \\frac{${d}}{${r}}$.`,
        `$m\\angle AOM = \\cos^{-1}\\frac{${d}}{${r}} \\approx ${halfTex}$.`,
        `$m\\angle AOB = 2 \\times ${halfTex} \\approx ${rounded(thetaDeg, 1)}^\\circ$.`,
      ];
      return {
        question: `The chord $AB$ of a circle with centre $O$ and radius $${r}$ cm is $${d}$ cm from $O$. Find $m\\angle AOB$ to one decimal place.`,
        answer: `${rounded(thetaDeg, 1)}°`,
        decimals: 1,
        trueValue: thetaDeg,
        frame,
        multiStep: true,
        hints: [
          'The perpendicular from $O$ to the chord splits $\\triangle OAB$ into two right triangles.',
          'In triangle $OMA$ you know the hypotenuse $OA$ and the side $OM$ next to $\\angle AOM$.',
          `$\\cos \\angle AOM = \\frac{${d}}{${r}}$; then double the angle.`,
        ],
        steps,
        explanation: explain(steps),
        figure,
      };
    }
    if (frame === 'sector-from-chord') {
      const area = 0.5 * r * r * theta;
      const steps = [
        `The perpendicular from $O$ bisects the chord: $\\sin \\angle AOM = \\frac{${fmt(chord / 2, 2)}}{${r}}$, so $m\\angle AOM \\approx ${halfTex}$.`,
        `$m\\angle AOB \\approx ${rounded(thetaDeg, 3)}^\\circ$.`,
        `Sector $= \\frac{${rounded(thetaDeg, 3)}}{360} \\times \\pi \\times ${r}^2 \\approx ${rounded(area, 1)}$ cm$^2$.`,
      ];
      return {
        question: `$AB$ is a chord of length $${chord}$ cm in a circle with centre $O$ and radius $${r}$ cm. Find the area of the shaded minor sector $AOB$ in cm$^2$, to one decimal place.`,
        answer: rounded(area, 1),
        decimals: 1,
        trueValue: area,
        unit: 'cm²',
        frame,
        multiStep: true,
        hints: [
          'You need the angle $AOB$ first: the chord gives it.',
          `Half the chord and the radius make a right triangle: $\\sin \\angle AOM = \\frac{${fmt(chord / 2, 2)}}{${r}}$.`,
          'Then sector $= \\frac{\\theta}{360^\\circ} \\times \\pi r^2$.',
        ],
        steps,
        explanation: explain(steps),
        figure,
      };
    }
    const area = 0.5 * r * r * (theta - Math.sin(theta));
    const steps = [
      `The perpendicular $OM$ bisects $\\angle AOB$: $\\cos \\angle AOM = \\frac{${d}}{${r}}$, so $\\angle AOB = 2\\cos^{-1}\\frac{${d}}{${r}} \\approx ${rounded(thetaDeg, 3)}^\\circ \\approx ${rounded(theta, 4)}$ rad.`,
      `Sector $AOB = \\frac{1}{2} \\times ${r}^2 \\times ${rounded(theta, 4)} \\approx ${rounded(0.5 * r * r * theta, 2)}$ cm$^2$; triangle $AOB = \\frac{1}{2} \\times ${r}^2 \\sin ${rounded(thetaDeg, 3)}^\\circ \\approx ${rounded(0.5 * r * r * Math.sin(theta), 2)}$ cm$^2$.`,
      `Glass below the bar $\\approx ${rounded(0.5 * r * r * theta, 2)} - ${rounded(0.5 * r * r * Math.sin(theta), 2)} \\approx ${Math.round(area)}$ cm$^2$.`,
    ];
    return {
      question: `A circular window has centre $O$ and radius $${r}$ cm. A straight bar $AB$ joins two points of its rim, $${d}$ cm from $O$. Find the area of the glass below the bar (the shaded segment), in cm$^2$, to the nearest cm$^2$.`,
      answer: String(Math.round(area)),
      decimals: 0,
      trueValue: area,
      unit: 'cm²',
      frame,
      multiStep: true,
      context: true,
      hints: [
        'The glass below the bar is a segment: sector $AOB$ without triangle $AOB$.',
        `Find $\\angle AOB$ first from the right triangle $OMA$: $\\cos \\angle AOM = \\frac{${d}}{${r}}$.`,
        'Segment $= \\frac{1}{2}r^2(\\theta - \\sin\\theta)$ with $\\theta$ in radians.',
      ],
      steps,
      explanation: explain(steps),
      figure,
    };
  },
});

// ---------------------------------------------------------------- chords in context

const chordContext = defineTemplate({
  id: `${lesson}/chord-context`,
  lesson,
  type: 'short_answer',
  b: 1.0,
  build(rng): Draft {
    const frame = rng.pick(['window-bar', 'tunnel-height', 'wheel-puddle'] as const);
    if (frame === 'tunnel-height') {
      const r = rng.int(3, 8);
      const w = rng.int(Math.ceil(r * 0.8), 2 * r - 1);
      const below = Math.sqrt(r * r - (w / 2) ** 2);
      const height = r + below;
      const steps = [
        `The perpendicular from the centre $O$ bisects the floor: half the floor is $${fmt(w / 2, 2)}$ m, so $O$ is $\\sqrt{${r}^2 - ${fmt(w / 2, 2)}^2} \\approx ${rounded(below, 3)}$ m above the floor.`,
        `The top of the tunnel is one radius above $O$: height $\\approx ${rounded(below, 3)} + ${r} \\approx ${rounded(height, 2)}$ m.`,
      ];
      return {
        question: `The cross-section of a tunnel is a circle of radius $${r}$ m cut by a flat floor $${w}$ m wide, with the centre of the circle above the floor. How high is the tunnel at its highest point above the floor? Give the answer in m, to two decimal places.`,
        answer: rounded(height, 2),
        decimals: 2,
        trueValue: height,
        unit: 'm',
        frame,
        multiStep: true,
        context: true,
        hints: [
          'The floor is a chord: how far is it from the centre?',
          'The perpendicular from the centre bisects the chord, giving a right triangle with hypotenuse the radius.',
          'Height $=$ distance from the centre to the floor $+$ one radius.',
        ],
        steps,
        explanation: explain(steps),
      };
    }
    if (frame === 'wheel-puddle') {
      const r = rng.int(25, 40);
      const depth = rng.int(2, 8);
      const d = r - depth;
      const half = Math.sqrt(r * r - d * d);
      const width = 2 * half;
      const steps = [
        `The water line is a chord $${r} - ${depth} = ${d}$ cm from the centre of the wheel.`,
        `The perpendicular from the centre bisects it: half the wet width is $\\sqrt{${r}^2 - ${d}^2} = \\sqrt{${r * r - d * d}} \\approx ${rounded(half, 3)}$ cm.`,
        `Wet width $\\approx 2 \\times ${rounded(half, 3)} \\approx ${rounded(width, 1)}$ cm.`,
      ];
      return {
        question: `A wheel of radius $${r}$ cm stands upright in a puddle $${depth}$ cm deep. Find the distance between the two points where the water's surface meets the rim of the wheel, in cm, to one decimal place.`,
        answer: rounded(width, 1),
        decimals: 1,
        trueValue: width,
        unit: 'cm',
        frame,
        multiStep: true,
        context: true,
        hints: [
          'The water surface cuts the wheel along a chord: how far is it from the centre?',
          `The chord is $${r} - ${depth}$ cm from the centre; the perpendicular from the centre bisects it.`,
          'Use Pythagoras for half the chord, then double it.',
        ],
        steps,
        explanation: explain(steps),
      };
    }
    const r = rng.int(40, 90);
    const d = rng.int(10, r - 10);
    const half = Math.sqrt(r * r - d * d);
    const bar = 2 * half;
    const steps = [
      `The bar is a chord $${d}$ cm from the centre; the perpendicular from the centre bisects it.`,
      `Half the bar $= \\sqrt{${r}^2 - ${d}^2} = \\sqrt{${r * r - d * d}} \\approx ${rounded(half, 3)}$ cm.`,
      `Bar $\\approx 2 \\times ${rounded(half, 3)} \\approx ${rounded(bar, 1)}$ cm.`,
    ];
    return {
      question: `A circular window has radius $${r}$ cm. A straight horizontal bar joins two points of its rim, $${d}$ cm above the centre. How long is the bar? Give the answer in cm, to one decimal place.`,
      answer: rounded(bar, 1),
      decimals: 1,
      trueValue: bar,
      unit: 'cm',
      frame,
      multiStep: true,
      context: true,
      hints: [
        'The bar is a chord of the circle.',
        'The perpendicular from the centre to a chord bisects it: half the bar, the distance and the radius make a right triangle.',
        `Half the bar $= \\sqrt{${r}^2 - ${d}^2}$; then double it.`,
      ],
      steps,
      explanation: explain(steps),
    };
  },
});

// ---------------------------------------------------------------- two facts in a row

const angleChains = defineTemplate({
  id: `${lesson}/angle-chains-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: 1.3,
  build(rng): Draft {
    const frame = rng.pick([
      'tangent-then-inscribed',
      'semicircle-then-cyclic',
      'isosceles-then-inscribed',
    ] as const);
    if (frame === 'tangent-then-inscribed') {
      // PA touches at A; the line PO meets the circle at C (near P) and B (far side).
      // Up to 50°, so P stays well clear of the circle on the drawing.
      const x = rng.int(10, 25) * 2;
      const aop = 90 - x;
      const d = 1 / Math.cos(aop * DEG);
      const P = pt(d, 0);
      const A = polar(O, 1, aop);
      const C = pt(1, 0);
      const B = pt(-1, 0);
      const key = aop / 2;
      const steps = [
        `$PA$ is a tangent, so $\\angle OAP = 90^\\circ$ and $m\\angle AOP = 180^\\circ - 90^\\circ - ${x}^\\circ = ${aop}^\\circ$.`,
        `$\\angle ABC$ stands on the same arc $AC$ as the angle at the centre $\\angle AOC$: $m\\angle ABC = \\frac{${aop}^\\circ}{2} = ${fmt(key, 2)}^\\circ$.`,
      ];
      return {
        question: `$\\overline{PA}$ touches the circle with centre $O$ at $A$. The line $PO$ meets the circle at $C$ and $B$, with $C$ between $P$ and $O$, and $m\\angle APO = ${x}^\\circ$. Find $m\\angle ABC$.`,
        answer: deg(key),
        wrong: [
          { text: deg(aop), mistake: 'gave the angle at the centre, not at the circumference' },
          { text: deg(x / 2), mistake: 'halved the given angle instead of the angle at O' },
          { text: deg(90 - key), mistake: 'found ∠OAC instead of ∠ABC' },
          { text: deg(x), mistake: 'thought ∠ABC equals ∠APO' },
        ],
        frame,
        multiStep: true,
        hints: [
          'Start with triangle $OAP$: what angle does the tangent make with the radius $OA$?',
          'Find $\\angle AOP$, the angle at the centre on the arc $AC$.',
          '$\\angle ABC$ is at the circumference on the same arc: half the angle at the centre.',
        ],
        steps,
        explanation: explain(steps),
        figure: {
          caption:
            'A circle with centre O, a tangent PA and the line PO meeting the circle at C and B.',
          elements: [
            { kind: 'circle', center: O, radius: 1 },
            { kind: 'segment', from: P, to: B },
            { kind: 'segment', from: P, to: A },
            { kind: 'segment', from: O, to: A },
            { kind: 'segment', from: B, to: A },
            { kind: 'right-angle', vertex: A, from: O, to: P },
            { kind: 'angle', vertex: P, from: A, to: O, label: `${x}°` },
            { kind: 'angle', vertex: B, from: A, to: C, label: '?' },
            ...named([
              ['O', O],
              ['A', A],
              ['B', B],
              ['C', C],
              ['P', P],
            ]),
          ],
        },
      };
    }
    if (frame === 'semicircle-then-cyclic') {
      // AB a diameter; C and D on opposite sides... D on the arc from A to C not containing B.
      // Up to 45°, so the arc from A to C leaves room to draw D and its angle.
      const x = rng.int(15, 45);
      const A = pt(-1, 0);
      const B = pt(1, 0);
      // C below AB with ∠BOC = 2x (so ∠BAC = x); D on the arc from A round to C away from B.
      const C = polar(O, 1, -2 * x);
      const D = polar(O, 1, 270 - x + rng.int(-10, 10));
      const abc = 90 - x;
      const key = 180 - abc;
      const steps = [
        `$AB$ is a diameter, so $\\angle ACB = 90^\\circ$ and $m\\angle ABC = 90^\\circ - ${x}^\\circ = ${abc}^\\circ$.`,
        `$ABCD$ is cyclic, so $m\\angle ADC = 180^\\circ - ${abc}^\\circ = ${key}^\\circ$.`,
      ];
      return {
        question: `$\\overline{AB}$ is a diameter of the circle with centre $O$. $ABCD$ is a cyclic quadrilateral and $m\\angle BAC = ${x}^\\circ$. Find $m\\angle ADC$.`,
        answer: deg(key),
        wrong: [
          { text: deg(abc), mistake: 'stopped at ∠ABC' },
          { text: deg(180 - x), mistake: 'used ∠BAC as the angle opposite D' },
          { text: deg(2 * x), mistake: 'doubled ∠BAC as for an angle at the centre' },
          { text: deg(90), mistake: 'took every angle on the circle as a right angle' },
        ],
        frame,
        multiStep: true,
        hints: [
          'The angle $\\angle ACB$ stands on the diameter.',
          'Find $\\angle ABC$ from triangle $ACB$.',
          '$\\angle ABC$ and $\\angle ADC$ are opposite angles of the cyclic quadrilateral.',
        ],
        steps,
        explanation: explain(steps),
        figure: {
          caption: 'A cyclic quadrilateral ABCD whose side AB is a diameter of the circle.',
          elements: [
            { kind: 'circle', center: O, radius: 1 },
            { kind: 'polygon', points: [A, D, C, B] },
            { kind: 'segment', from: A, to: C },
            { kind: 'angle', vertex: A, from: B, to: C, label: `${x}°` },
            { kind: 'angle', vertex: D, from: A, to: C, label: '?' },
            { kind: 'point', at: O, dot: true },
            ...named([
              ['A', A],
              ['B', B],
              ['C', C],
              ['D', D],
              ['O', O],
            ]),
          ],
        },
      };
    }
    // O the centre; A and C on the circle with ∠OAC = x; B on the major arc.
    const x = rng.int(12, 40) * 2;
    const aoc = 180 - 2 * x;
    const a0 = 200;
    const A = polar(O, 1, a0);
    const C = polar(O, 1, a0 + aoc);
    const B = polar(O, 1, a0 + aoc + (360 - aoc) / 2 + rng.int(-15, 15));
    const key = aoc / 2;
    const steps = [
      `$OA = OC$ (radii), so $m\\angle OCA = ${x}^\\circ$ and $m\\angle AOC = 180^\\circ - 2 \\times ${x}^\\circ = ${aoc}^\\circ$.`,
      `$\\angle ABC$ stands on the same arc $AC$: $m\\angle ABC = \\frac{${aoc}^\\circ}{2} = ${fmt(key, 2)}^\\circ$.`,
    ];
    return {
      question: `$O$ is the centre of the circle, $A$, $B$ and $C$ lie on it and $m\\angle OAC = ${x}^\\circ$. Find $m\\angle ABC$.`,
      answer: deg(key),
      wrong: [
        { text: deg(aoc), mistake: 'gave the angle at the centre' },
        { text: deg(2 * x), mistake: 'doubled the base angle' },
        { text: deg(x), mistake: 'thought ∠ABC equals ∠OAC' },
        { text: deg(180 - x), mistake: 'took a straight angle at A' },
      ],
      frame,
      multiStep: true,
      hints: [
        'Triangle $OAC$ has two radii as sides.',
        'Find $\\angle AOC$ from the isosceles triangle $OAC$.',
        '$\\angle ABC$ is at the circumference on the same arc $AC$.',
      ],
      steps,
      explanation: explain(steps),
      figure: {
        caption:
          'A circle with centre O; the radii OA and OC and the chords BA, BC and AC are drawn.',
        elements: [
          { kind: 'circle', center: O, radius: 1 },
          { kind: 'segment', from: O, to: A },
          { kind: 'segment', from: O, to: C },
          { kind: 'segment', from: A, to: C },
          { kind: 'segment', from: B, to: A },
          { kind: 'segment', from: B, to: C },
          { kind: 'angle', vertex: A, from: O, to: C, label: `${x}°` },
          { kind: 'angle', vertex: B, from: A, to: C, label: '?' },
          ...named([
            ['O', O],
            ['A', A],
            ['B', B],
            ['C', C],
          ]),
        ],
      },
    };
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
  circleParts,
  radiiIsosceles,
  chordThenSector,
  chordContext,
  angleChains,
];
