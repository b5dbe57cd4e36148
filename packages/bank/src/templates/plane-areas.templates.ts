/**
 * Lesson: areas of plane figures. Quadrilaterals (parallelogram, trapezium, rhombus, kite),
 * regular polygons from the side, the apothem or the radius (with trigonometry), and composite
 * figures made of rectangles, triangles, sectors and semicircles.
 */
import type { FigureElement, Point } from '../figures/figure-model';
import { polar, pt } from '../figures/geometry';
import type { Rng } from '../rng';
import { defineTemplate } from './define-template';
import type { Draft } from './define-template';
import { fmt, surd } from './exact';
import {
  draftWithSafeHints,
  explain,
  heightMarks,
  polygonFigure,
  rounded,
  show,
  withUnit,
} from './mensuration-kit';

const lesson = 'plane-areas' as const;
const DEG = Math.PI / 180;
const QUAD_NAMES = [
  ['A', 'B', 'C', 'D'],
  ['P', 'Q', 'R', 'S'],
  ['E', 'F', 'G', 'H'],
  ['K', 'L', 'M', 'N'],
] as const;
const cm2 = (x: number): string => withUnit(show(x), 'cm', 2);

function safe(rng: Rng, make: () => Draft): Draft {
  return draftWithSafeHints(make, rng);
}

// ---------------------------------------------------------------- parallelogram

const parallelogramArea = defineTemplate({
  id: `${lesson}/parallelogram-area-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: -1.4,
  build: (rng) =>
    safe(rng, () => {
      const frame = rng.pick(['base-height', 'area-to-height', 'sides-angle'] as const);
      const [A, B, C, D] = rng.pick(QUAD_NAMES);
      const base = rng.int(6, 25);
      if (frame === 'sides-angle') {
        const side = rng.int(4, 14);
        const angle = rng.int(30, 80);
        const area = base * side * Math.sin(angle * DEG);
        const pa = pt(0, 0);
        const pb = pt(base, 0);
        const pd = polar(pa, side, angle);
        const pc = pt(pd.x + base, pd.y);
        const steps = [
          `The height from $${D}$ to $${A}${B}$ is $${A}${D}\\sin ${A} = ${side}\\sin ${angle}^\\circ \\approx ${rounded(side * Math.sin(angle * DEG), 3)}$ cm.`,
          `Area $= ${A}${B} \\times$ height $= ${base} \\times ${side}\\sin ${angle}^\\circ \\approx ${rounded(area, 1)}$ cm$^2$.`,
        ];
        return {
          question: `$${A}${B}${C}${D}$ is a parallelogram with $${A}${B} = ${base}$ cm, $${A}${D} = ${side}$ cm and $\\angle ${D}${A}${B} = ${angle}^\\circ$. Find its area in cm$^2$, to the nearest tenth.`,
          answer: rounded(area, 1),
          decimals: 1,
          trueValue: area,
          unit: 'cm²',
          frame,
          multiStep: true,
          hints: [
            `The area of a parallelogram is base × perpendicular height, and the height is not given directly.`,
            `Drop a perpendicular from $${D}$ to $${A}${B}$: in the right triangle it makes, height $= ${A}${D}\\sin ${A}$.`,
            `Height $= ${side}\\sin ${angle}^\\circ$; multiply it by the base $${base}$ cm.`,
          ],
          steps,
          explanation: explain(steps),
          figure: polygonFigure({
            names: [A, B, C, D],
            points: [pa, pb, pc, pd],
            sides: { [`${A}${B}`]: `${base} cm`, [`${A}${D}`]: `${side} cm` },
            angles: { [A]: `${angle}°` },
            caption: `Parallelogram ${A}${B}${C}${D} with ${A}${B} = ${base} cm, ${A}${D} = ${side} cm and the angle at ${A} equal to ${angle}°.`,
          }),
        };
      }
      const h = rng.int(3, 18);
      const offset = rng.int(1, Math.max(2, Math.floor(base / 2)));
      const pa = pt(0, 0);
      const pb = pt(base, 0);
      const pd = pt(offset, h);
      const pc = pt(offset + base, h);
      const foot = pt(offset, 0);
      const area = base * h;
      const asksArea = frame === 'base-height';
      const steps = asksArea
        ? [`Area $= \\text{base} \\times \\text{height} = ${base} \\times ${h} = ${area}$ cm$^2$.`]
        : [
            `Area $= \\text{base} \\times \\text{height}$, so $${area} = ${base} \\times h$.`,
            `$h = \\frac{${area}}{${base}} = ${h}$ cm.`,
          ];
      return {
        question: asksArea
          ? `$${A}${B}${C}${D}$ is a parallelogram with $${A}${B} = ${base}$ cm. The perpendicular height from $${D}$ to $${A}${B}$ is $${h}$ cm. Find the area of $${A}${B}${C}${D}$ in cm$^2$.`
          : `$${A}${B}${C}${D}$ is a parallelogram of area $${area}$ cm$^2$ with $${A}${B} = ${base}$ cm. Find its perpendicular height $h$ from $${D}$ to $${A}${B}$, in cm.`,
        answer: String(asksArea ? area : h),
        unit: asksArea ? 'cm²' : 'cm',
        frame,
        ...(asksArea ? {} : { multiStep: true }),
        hints: asksArea
          ? [
              'The slanted side is not the height: use the perpendicular height.',
              `Area of a parallelogram $=$ base $\\times$ perpendicular height, with base $${A}${B}$.`,
            ]
          : [
              'Work backwards from the area formula of a parallelogram.',
              `Area $=$ base $\\times$ height, so height $=$ area $\\div$ base.`,
              `Divide $${area}$ by $${base}$.`,
            ],
        steps,
        explanation: explain(steps),
        figure: polygonFigure({
          names: [A, B, C, D],
          points: [pa, pb, pc, pd],
          sides: { [`${A}${B}`]: `${base} cm` },
          extra: heightMarks(pd, foot, pb, asksArea ? `${h} cm` : 'h'),
          caption: `Parallelogram ${A}${B}${C}${D} with base ${A}${B} and the perpendicular height from ${D} to ${A}${B} dashed.`,
        }),
      };
    }),
});

// ---------------------------------------------------------------- trapezium

const trapeziumArea = defineTemplate({
  id: `${lesson}/trapezium-area-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: -0.9,
  build: (rng) =>
    safe(rng, () => {
      const frame = rng.pick(['find-area', 'find-height', 'find-parallel-side'] as const);
      const [A, B, C, D] = rng.pick(QUAD_NAMES);
      const a = rng.int(8, 24);
      const b = rng.int(Math.max(3, Math.ceil(a / 3)), a - 3);
      // Neither flat nor tall, and the dashed height clear of the slanted side: room for labels.
      const h = rng.int(Math.max(3, Math.ceil(a / 4)), Math.floor(0.7 * a));
      const p = rng.int(2, a - b - 1);
      const pa = pt(0, 0);
      const pb = pt(a, 0);
      const pd = pt(p, h);
      const pc = pt(p + b, h);
      const foot = pt(p, 0);
      const area = ((a + b) * h) / 2;
      const sides: Record<string, string> = { [`${A}${B}`]: `${a} cm`, [`${D}${C}`]: `${b} cm` };
      let question: string;
      let answer: number;
      let steps: string[];
      let hints: string[];
      let heightLabel = `${h} cm`;
      const lead = `$${A}${B}${C}${D}$ is a trapezium with $${A}${B} \\parallel ${D}${C}$`;
      if (frame === 'find-area') {
        question = `${lead}, $${A}${B} = ${a}$ cm, $${D}${C} = ${b}$ cm and perpendicular height $${h}$ cm. Find its area in cm$^2$.`;
        answer = area;
        steps = [
          `Area $= \\frac{1}{2}(${A}${B} + ${D}${C}) \\times h = \\frac{1}{2}(${a} + ${b}) \\times ${h}$.`,
          `$= \\frac{1}{2} \\times ${a + b} \\times ${h} = ${show(area)}$ cm$^2$.`,
        ];
        hints = [
          'A trapezium uses the mean of its two parallel sides.',
          'Area $= \\frac{1}{2}(a + b)h$, where $a$ and $b$ are the parallel sides.',
          `Add the parallel sides first: $${a} + ${b} = ${a + b}$.`,
        ];
      } else if (frame === 'find-height') {
        heightLabel = 'h';
        question = `${lead}, $${A}${B} = ${a}$ cm and $${D}${C} = ${b}$ cm. Its area is $${show(area)}$ cm$^2$. Find its perpendicular height $h$ in cm.`;
        answer = h;
        steps = [
          `$\\frac{1}{2}(${a} + ${b}) \\times h = ${show(area)}$, so $${show((a + b) / 2)}h = ${show(area)}$.`,
          `$h = \\frac{${show(area)}}{${show((a + b) / 2)}} = ${h}$ cm.`,
        ];
        hints = [
          'Put what you know into the area formula of a trapezium and solve for $h$.',
          `$\\frac{1}{2}(${a} + ${b}) \\times h = ${show(area)}$.`,
        ];
      } else {
        sides[`${D}${C}`] = 'x';
        question = `${lead}, $${A}${B} = ${a}$ cm and perpendicular height $${h}$ cm. Its area is $${show(area)}$ cm$^2$. Find the length $x$ of $${D}${C}$ in cm.`;
        answer = b;
        steps = [
          `$\\frac{1}{2}(${a} + x) \\times ${h} = ${show(area)}$, so $${a} + x = \\frac{2 \\times ${show(area)}}{${h}} = ${a + b}$.`,
          `$x = ${a + b} - ${a} = ${b}$ cm.`,
        ];
        hints = [
          'The unknown is one of the parallel sides: use the area formula backwards.',
          `$\\frac{1}{2}(${a} + x) \\times ${h} = ${show(area)}$: first find $${a} + x$.`,
        ];
      }
      return {
        question,
        answer: show(answer),
        unit: frame === 'find-area' ? 'cm²' : 'cm',
        frame,
        multiStep: true,
        hints,
        steps,
        explanation: explain(steps),
        figure: polygonFigure({
          names: [A, B, C, D],
          points: [pa, pb, pc, pd],
          sides,
          arrows: { [`${A}${B}`]: 1, [`${D}${C}`]: 1 },
          extra: heightMarks(pd, foot, pb, heightLabel),
          caption: `Trapezium ${A}${B}${C}${D} with ${A}${B} parallel to ${D}${C} and the perpendicular height from ${D} dashed.`,
        }),
      };
    }),
});

// ---------------------------------------------------------------- rhombus

/** Pythagorean triples (shorter leg, longer leg, hypotenuse) with legs up to 40. */
const TRIPLES: [number, number, number][] = [];
for (let x = 3; x <= 40; x += 1) {
  for (let y = x + 1; y <= 40; y += 1) {
    const z = Math.round(Math.hypot(x, y));
    if (z * z === x * x + y * y) TRIPLES.push([x, y, z]);
  }
}

const rhombusArea = defineTemplate({
  id: `${lesson}/rhombus-area-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: -0.5,
  build: (rng) =>
    safe(rng, () => {
      const frame = rng.pick([
        'half-diagonals',
        'side-and-half-diagonal',
        'area-to-diagonal',
      ] as const);
      const [A, B, C, D] = rng.pick(QUAD_NAMES);
      const M = 'O';
      // The longer half-diagonal lies along the wide picture; very thin rhombuses are left out.
      // Only the frame with the side needs a Pythagorean triple (scaled by ½, 1, 1½ or 2).
      const k = rng.pick([0.5, 1, 1.5, 2]);
      const [q0, p0, s0] = rng.pick(TRIPLES.filter(([x, y]) => y <= 3 * x && x * k >= 3));
      const free = frame !== 'side-and-half-diagonal';
      const p = free ? rng.int(6, 40) : p0 * k;
      const q = free ? rng.int(Math.ceil(p / 3), p) : q0 * k;
      const s = free ? Math.hypot(p, q) : s0 * k;
      // A and C on the x-axis, B and D on the y-axis; the diagonals meet at O.
      const pa = pt(-p, 0);
      const pb = pt(0, -q);
      const pc = pt(p, 0);
      const pd = pt(0, q);
      const po = pt(0, 0);
      const area = 2 * p * q;
      const extra: FigureElement[] = [
        { kind: 'segment', from: pa, to: pc },
        { kind: 'segment', from: pb, to: pd },
        { kind: 'right-angle', vertex: po, from: pc, to: pd },
      ];
      const lead = `$${A}${B}${C}${D}$ is a rhombus whose diagonals meet at $${M}$`;
      if (frame === 'half-diagonals') {
        extra.push(
          { kind: 'segment', from: pa, to: po, label: `${p} cm` },
          { kind: 'segment', from: po, to: pb, label: `${q} cm` },
        );
        const steps = [
          `The diagonals bisect each other: $${A}${C} = 2 \\times ${p} = ${2 * p}$ cm and $${B}${D} = 2 \\times ${q} = ${2 * q}$ cm.`,
          `Area $= \\frac{1}{2} \\times ${A}${C} \\times ${B}${D} = \\frac{1}{2} \\times ${2 * p} \\times ${2 * q} = ${area}$ cm$^2$.`,
        ];
        return {
          question: `${lead}. $${A}${M} = ${p}$ cm and $${B}${M} = ${q}$ cm. Find the area of the rhombus.`,
          answer: cm2(area),
          wrong: [
            { text: cm2((p * q) / 2), mistake: 'used the half-diagonals in ½ × d₁ × d₂' },
            { text: cm2(4 * p * q), mistake: 'forgot the ½ in ½ × d₁ × d₂' },
            { text: cm2(p * q), mistake: 'found the area of two of the four right triangles only' },
          ],
          frame,
          multiStep: true,
          hints: [
            'The diagonals of a rhombus bisect each other at right angles.',
            'Area of a rhombus $= \\frac{1}{2} \\times d_1 \\times d_2$ with the whole diagonals.',
            `The whole diagonals are $2 \\times ${p}$ cm and $2 \\times ${q}$ cm.`,
          ],
          steps,
          explanation: explain(steps),
          figure: polygonFigure({
            names: [A, B, C, D],
            points: [pa, pb, pc, pd],
            extra,
            morePoints: [{ at: po, label: M }],
            caption: `Rhombus ${A}${B}${C}${D} with its diagonals meeting at right angles at ${M}.`,
          }),
        };
      }
      if (frame === 'side-and-half-diagonal') {
        extra.push({ kind: 'segment', from: pa, to: po, label: `${p} cm` });
        const steps = [
          `In the right triangle $${A}${M}${B}$: $${B}${M} = \\sqrt{${s}^2 - ${p}^2} = ${q}$ cm.`,
          `The diagonals are $${A}${C} = ${2 * p}$ cm and $${B}${D} = ${2 * q}$ cm.`,
          `Area $= \\frac{1}{2} \\times ${2 * p} \\times ${2 * q} = ${area}$ cm$^2$.`,
        ];
        return {
          question: `${lead}. $${A}${B} = ${s}$ cm and $${A}${M} = ${p}$ cm. Find the area of the rhombus.`,
          answer: cm2(area),
          wrong: [
            { text: cm2(p * q), mistake: 'found the area of two of the four right triangles only' },
            { text: cm2(s * 2 * p), mistake: 'multiplied the side by a diagonal' },
            { text: cm2(4 * p * q), mistake: 'forgot the ½ in ½ × d₁ × d₂' },
            { text: cm2(s * s), mistake: 'treated the rhombus as a square on its side' },
          ],
          frame,
          multiStep: true,
          hints: [
            'Find the other half-diagonal first: the diagonals meet at right angles.',
            `Use Pythagoras in triangle $${A}${M}${B}$, with hypotenuse $${A}${B}$.`,
            `$${B}${M}^2 = ${s}^2 - ${p}^2$.`,
          ],
          steps,
          explanation: explain(steps),
          figure: polygonFigure({
            names: [A, B, C, D],
            points: [pa, pb, pc, pd],
            sides: { [`${A}${B}`]: `${s} cm` },
            extra,
            morePoints: [{ at: po, label: M }],
            caption: `Rhombus ${A}${B}${C}${D} with its diagonals meeting at right angles at ${M}.`,
          }),
        };
      }
      extra.push({ kind: 'segment', from: pa, to: po, label: `${p} cm` });
      const cm = (v: number): string => withUnit(show(v), 'cm');
      const steps = [
        `$${A}${C} = 2 \\times ${p} = ${2 * p}$ cm.`,
        `$\\frac{1}{2} \\times ${2 * p} \\times ${B}${D} = ${area}$, so $${B}${D} = \\frac{2 \\times ${area}}{${2 * p}} = ${2 * q}$ cm.`,
      ];
      return {
        question: `${lead}. The area of the rhombus is $${area}$ cm$^2$ and $${A}${M} = ${p}$ cm. Find the length of the diagonal $${B}${D}$.`,
        answer: cm(2 * q),
        wrong: [
          { text: cm(q), mistake: 'forgot the ½ in ½ × d₁ × d₂ (or gave the half-diagonal BO)' },
          {
            text: cm((2 * area) / p),
            mistake: 'used the half-diagonal AO as the whole diagonal AC',
          },
          { text: cm(s), mistake: 'gave the side of the rhombus, not the diagonal' },
          { text: cm(2 * p), mistake: 'gave the other diagonal AC' },
        ],
        frame,
        multiStep: true,
        hints: [
          'Work backwards from the area formula of a rhombus.',
          `Area $= \\frac{1}{2} \\times ${A}${C} \\times ${B}${D}$, and $${A}${C}$ is twice $${A}${M}$.`,
        ],
        steps,
        explanation: explain(steps),
        figure: polygonFigure({
          names: [A, B, C, D],
          points: [pa, pb, pc, pd],
          extra,
          morePoints: [{ at: po, label: M }],
          caption: `Rhombus ${A}${B}${C}${D} with its diagonals meeting at right angles at ${M}.`,
        }),
      };
    }),
});

// ---------------------------------------------------------------- kite

/**
 * Kites whose two side lengths are whole: a half-diagonal h shared by two Pythagorean triples
 * (h, p) and (h, q), p < q, neither too thin nor too flat to label.
 */
const KITES: { h: number; p: number; q: number }[] = [];
for (let h = 3; h <= 40; h += 1) {
  const legs: number[] = [];
  for (let leg = 3; leg <= 60; leg += 1) {
    const z = Math.round(Math.hypot(h, leg));
    if (z * z === h * h + leg * leg) legs.push(leg);
  }
  for (const p of legs) {
    for (const q of legs) if (p < q && p >= 0.4 * h && p + q <= 5 * h) KITES.push({ h, p, q });
  }
}

function hyp(a: number, b: number): number {
  return Math.round(Math.hypot(a, b));
}

const kiteArea = defineTemplate({
  id: `${lesson}/kite-area-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.3,
  build: (rng) =>
    safe(rng, () => {
      const frame = rng.pick([
        'parts-of-diagonals',
        'sides-and-diagonal',
        'area-to-diagonal',
      ] as const);
      const [A, B, C, D] = rng.pick(QUAD_NAMES);
      const M = 'O';
      // Only the frame with the kite's sides needs whole Pythagorean sides.
      const kite =
        frame === 'sides-and-diagonal'
          ? (() => {
              const k = rng.pick([1, 2, 3]);
              const base = rng.pick(KITES);
              return { h: base.h * k, p: base.p * k, q: base.q * k };
            })()
          : (() => {
              // Neither thin nor flat, so the labels have room.
              const h0 = rng.int(4, 18);
              const p0 = rng.int(Math.ceil(0.8 * h0), h0 + 8);
              return { h: h0, p: p0, q: p0 + rng.int(3, 2 * h0) };
            })();
      const { h, p, q } = kite;
      const pa = pt(-p, 0);
      const pb = pt(0, -h);
      const pc = pt(q, 0);
      const pd = pt(0, h);
      const po = pt(0, 0);
      const area = (p + q) * h;
      const extra: FigureElement[] = [
        { kind: 'segment', from: pa, to: pc },
        { kind: 'segment', from: pb, to: pd },
        { kind: 'right-angle', vertex: po, from: pc, to: pd },
      ];
      const sides: Record<string, string> = {};
      const lead = `$${A}${B}${C}${D}$ is a kite with $${A}${B} = ${A}${D}$ and $${C}${B} = ${C}${D}$. Its diagonals meet at right angles at $${M}$, the midpoint of $${B}${D}$`;
      let question: string;
      let answer: number;
      let unit: string;
      let steps: string[];
      let hints: string[];
      if (frame === 'parts-of-diagonals') {
        extra.push(
          { kind: 'segment', from: pa, to: po, label: `${p} cm` },
          { kind: 'segment', from: po, to: pc, label: `${q} cm` },
          { kind: 'segment', from: po, to: pd, label: `${h} cm` },
        );
        question = `${lead}. $${A}${M} = ${p}$ cm, $${M}${C} = ${q}$ cm and $${M}${D} = ${h}$ cm. Find the area of the kite in cm$^2$.`;
        answer = area;
        unit = 'cm²';
        steps = [
          `$${A}${C} = ${p} + ${q} = ${p + q}$ cm and $${B}${D} = 2 \\times ${h} = ${2 * h}$ cm.`,
          `Area $= \\frac{1}{2} \\times ${A}${C} \\times ${B}${D} = \\frac{1}{2} \\times ${p + q} \\times ${2 * h} = ${area}$ cm$^2$.`,
        ];
        hints = [
          'A kite, like a rhombus, has area half the product of its diagonals.',
          `Find the whole diagonals: $${A}${C} = ${A}${M} + ${M}${C}$ and $${B}${D} = 2 \\times ${M}${D}$.`,
        ];
      } else if (frame === 'sides-and-diagonal') {
        sides[`${A}${D}`] = `${hyp(p, h)} cm`;
        sides[`${C}${D}`] = `${hyp(q, h)} cm`;
        // The half-diagonal is given in the text only: its label would crowd a thin kite.
        const given = rng.chance(0.5) ? `$${M}${D} = ${h}$ cm` : `$${B}${D} = ${2 * h}$ cm`;
        question = `${lead}. $${A}${D} = ${hyp(p, h)}$ cm, $${C}${D} = ${hyp(q, h)}$ cm and ${given}. Find the area of the kite in cm$^2$.`;
        answer = area;
        unit = 'cm²';
        steps = [
          `$${A}${M} = \\sqrt{${hyp(p, h)}^2 - ${h}^2} = ${p}$ cm and $${M}${C} = \\sqrt{${hyp(q, h)}^2 - ${h}^2} = ${q}$ cm.`,
          `$${A}${C} = ${p} + ${q} = ${p + q}$ cm and $${B}${D} = ${2 * h}$ cm.`,
          `Area $= \\frac{1}{2} \\times ${p + q} \\times ${2 * h} = ${area}$ cm$^2$.`,
        ];
        hints = [
          'You need both diagonals; the right angles at the centre give two right triangles.',
          `Use Pythagoras in triangles $${A}${M}${D}$ and $${C}${M}${D}$ to find $${A}${M}$ and $${M}${C}$.`,
          `$${A}${M}^2 = ${hyp(p, h)}^2 - ${h}^2$.`,
        ];
      } else {
        extra.push({ kind: 'segment', from: po, to: pd, label: `${h} cm` });
        question = `${lead}. The area of the kite is $${area}$ cm$^2$ and $${M}${D} = ${h}$ cm. Find the length of the diagonal $${A}${C}$ in cm.`;
        answer = p + q;
        unit = 'cm';
        steps = [
          `$${B}${D} = 2 \\times ${h} = ${2 * h}$ cm.`,
          `$\\frac{1}{2} \\times ${A}${C} \\times ${2 * h} = ${area}$, so $${A}${C} = \\frac{${area}}{${h}} = ${p + q}$ cm.`,
        ];
        hints = [
          'Use the area formula of a kite backwards.',
          `Area $= \\frac{1}{2} \\times ${A}${C} \\times ${B}${D}$, where $${B}${D} = 2 \\times ${M}${D}$.`,
        ];
      }
      return {
        question,
        answer: String(answer),
        unit,
        frame,
        multiStep: true,
        hints,
        steps,
        explanation: explain(steps),
        figure: polygonFigure({
          names: [A, B, C, D],
          points: [pa, pb, pc, pd],
          sides,
          extra,
          morePoints: [{ at: po, label: M }],
          caption: `Kite ${A}${B}${C}${D} with diagonals ${A}${C} and ${B}${D} meeting at right angles at ${M}.`,
        }),
      };
    }),
});

// ---------------------------------------------------------------- regular polygons

const POLYGON_NAMES: Record<number, string> = {
  5: 'pentagon',
  6: 'hexagon',
  8: 'octagon',
  9: 'nonagon',
  10: 'decagon',
  12: 'dodecagon',
};
const POLYGON_SIDES = [5, 6, 8, 9, 10, 12];

/** A regular n-gon with centre O at the origin and one side at the bottom, horizontal. */
function regularPolygon(n: number, side: number): Point[] {
  const R = side / (2 * Math.sin(Math.PI / n));
  const start = -90 - 180 / n;
  return Array.from({ length: n }, (_, i) => polar(pt(0, 0), R, start + (360 * i) / n));
}

const regularPolygonApothem = defineTemplate({
  id: `${lesson}/regular-polygon-apothem-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.8,
  build: (rng) =>
    safe(rng, () => {
      const frame = rng.pick(['side-and-apothem', 'from-side', 'from-apothem'] as const);
      // Even n only: with odd n the dashed apothem would point at the opposite vertex.
      const n = rng.pick([6, 8, 10, 12]);
      const name = POLYGON_NAMES[n] ?? 'polygon';
      const half = 180 / n;
      const tanHalf = Math.tan(half * DEG);
      let s: number;
      let a: number;
      if (frame === 'from-apothem') {
        a = rng.int(4, 40);
        s = 2 * a * tanHalf;
      } else {
        s = rng.int(4, 30);
        a = s / (2 * tanHalf);
      }
      const aShown = frame === 'side-and-apothem' ? Number(rounded(a, 2)) : a;
      const area = frame === 'side-and-apothem' ? (n * s * aShown) / 2 : (n * s * a) / 2;
      const vertices = regularPolygon(n, s);
      const o = pt(0, 0);
      const v0 = vertices[0] as Point;
      const v1 = vertices[1] as Point;
      const v2 = vertices[2] as Point;
      const mid = pt((v0.x + v1.x) / 2, (v0.y + v1.y) / 2);
      const sideShown = frame === 'from-apothem' ? undefined : `${s} cm`;
      const apothemShown = frame === 'from-side' ? undefined : `${show(aShown)} cm`;
      const elements: FigureElement[] = [
        { kind: 'polygon', points: vertices },
        { kind: 'segment', from: v1, to: v2, ...(sideShown ? { label: sideShown } : {}) },
        ...heightMarks(o, mid, v1, apothemShown),
        { kind: 'point', at: o, label: 'O', dot: true },
      ];
      let question: string;
      let steps: string[];
      let hints: string[];
      const answerText = frame === 'side-and-apothem' ? fmt(area, 4) : rounded(area, 1);
      if (frame === 'side-and-apothem') {
        question = `A regular ${name} with centre $O$ has sides of $${s}$ cm and apothem (the distance from $O$ to a side) $${show(aShown)}$ cm. Find its area in cm$^2$.`;
        steps = [
          `Perimeter $= ${n} \\times ${s} = ${n * s}$ cm.`,
          `Area $= \\frac{1}{2} \\times \\text{perimeter} \\times \\text{apothem} = \\frac{1}{2} \\times ${n * s} \\times ${show(aShown)} = ${answerText}$ cm$^2$.`,
        ];
        hints = [
          `Split the ${name} into ${n} congruent triangles with their apex at $O$.`,
          'Each triangle has base one side and height the apothem, so area $= \\frac{1}{2} \\times$ perimeter $\\times$ apothem.',
          `The perimeter is $${n} \\times ${s}$ cm.`,
        ];
      } else if (frame === 'from-side') {
        question = `A regular ${name} with centre $O$ has sides of $${s}$ cm. Find its area in cm$^2$, to the nearest tenth.`;
        steps = [
          `Each of the ${n} triangles at $O$ has apex angle $\\frac{360^\\circ}{${n}} = ${show(360 / n)}^\\circ$; the apothem halves it into $${show(half)}^\\circ$.`,
          `Apothem $= \\frac{${s}/2}{\\tan ${show(half)}^\\circ} \\approx ${rounded(a, 3)}$ cm.`,
          `Area $= \\frac{1}{2} \\times ${n * s} \\times ${rounded(a, 3)} \\approx ${answerText}$ cm$^2$.`,
        ];
        hints = [
          'Find the apothem first: it is the height of one of the triangles at the centre.',
          `The apothem bisects a side and the angle $\\frac{360^\\circ}{${n}}$ at $O$, so $\\tan ${show(half)}^\\circ = \\frac{${s}/2}{\\text{apothem}}$.`,
          `Then area $= \\frac{1}{2} \\times \\text{perimeter} \\times \\text{apothem}$, with perimeter $${n * s}$ cm.`,
        ];
      } else {
        question = `A regular ${name} with centre $O$ has apothem (the distance from $O$ to a side) $${a}$ cm. Find its area in cm$^2$, to the nearest tenth.`;
        steps = [
          `The apothem bisects a side and the angle $\\frac{360^\\circ}{${n}}$, giving $${show(half)}^\\circ$ at $O$.`,
          `Side $= 2 \\times ${a}\\tan ${show(half)}^\\circ \\approx ${rounded(s, 3)}$ cm.`,
          `Area $= \\frac{1}{2} \\times ${n} \\times ${rounded(s, 3)} \\times ${a} \\approx ${answerText}$ cm$^2$.`,
        ];
        hints = [
          'Find the length of a side first.',
          `Half a side $= \\text{apothem} \\times \\tan ${show(half)}^\\circ$, because the angle at $O$ in each half-triangle is $\\frac{180^\\circ}{${n}}$.`,
          'Then area $= \\frac{1}{2} \\times \\text{perimeter} \\times \\text{apothem}$.',
        ];
      }
      const rounding = frame === 'side-and-apothem' ? {} : { decimals: 1, trueValue: area };
      return {
        question,
        answer: answerText,
        ...rounding,
        unit: 'cm²',
        frame,
        multiStep: true,
        hints,
        steps,
        explanation: explain(steps),
        figure: {
          caption: `A regular ${name} with centre O and the apothem from O to the bottom side dashed.`,
          elements,
        },
      };
    }),
});

const regularPolygonRadius = defineTemplate({
  id: `${lesson}/regular-polygon-trig`,
  lesson,
  type: 'MCQ',
  b: 1.7,
  build: (rng) =>
    safe(rng, () => {
      const frame = rng.pick(['from-radius', 'hexagon-exact', 'tile-perimeter'] as const);
      if (frame === 'hexagon-exact') {
        const s = rng.int(2, 40);
        const what = rng.pick([
          'A regular hexagon',
          'A floor tile in the shape of a regular hexagon',
          'The top of a table, a regular hexagon,',
          'A paving stone in the shape of a regular hexagon',
        ]);
        const option = (k: number, d: number): string => {
          const v = surd(k * s * s, 3, d);
          return withUnit(v.tex, 'cm', 2);
        };
        const steps = [
          `A regular hexagon splits into 6 equilateral triangles of side $${s}$ cm.`,
          `Each has area $\\frac{\\sqrt{3}}{4} \\times ${s}^2 = ${surd(s * s, 3, 4).tex}$ cm$^2$.`,
          `Area $= 6 \\times ${surd(s * s, 3, 4).tex} = ${surd(3 * s * s, 3, 2).tex}$ cm$^2$.`,
        ];
        return {
          question: `${what} has sides of $${s}$ cm. Find its exact area.`,
          ...(what === 'A regular hexagon' ? {} : { context: true }),
          answer: option(3, 2),
          wrong: [
            { text: option(1, 4), mistake: 'gave the area of one of the six triangles' },
            { text: option(3, 1), mistake: 'used base × height for each triangle, without the ½' },
            { text: option(6, 1), mistake: 'multiplied the side squared by 6√3' },
            { text: option(3, 4), mistake: 'used three triangles instead of six' },
          ],
          frame,
          multiStep: true,
          hints: [
            'Join the centre to each vertex: what kind of triangles do you get?',
            'A regular hexagon is six equilateral triangles; one of side $s$ has area $\\frac{\\sqrt{3}}{4}s^2$.',
            `One triangle has area $\\frac{\\sqrt{3}}{4} \\times ${s * s}$ cm$^2$.`,
          ],
          steps,
          explanation: explain(steps),
        };
      }
      const n = rng.pick(POLYGON_SIDES.filter((k) => k !== 6));
      const name = POLYGON_NAMES[n] ?? 'polygon';
      const central = 360 / n;
      if (frame === 'from-radius') {
        const r = rng.int(3, 30);
        const area = 0.5 * n * r * r * Math.sin(central * DEG);
        const opt = (v: number): string => withUnit(rounded(v, 1), 'cm', 2);
        const steps = [
          `Join $O$ to every vertex: ${n} congruent triangles with two sides $${r}$ cm and angle $\\frac{360^\\circ}{${n}} = ${show(central)}^\\circ$ between them.`,
          `One triangle: $\\frac{1}{2} \\times ${r}^2 \\times \\sin ${show(central)}^\\circ \\approx ${rounded(area / n, 3)}$ cm$^2$.`,
          `Area $= ${n} \\times \\frac{1}{2} \\times ${r}^2 \\sin ${show(central)}^\\circ \\approx ${rounded(area, 1)}$ cm$^2$.`,
        ];
        return {
          question: `A regular ${name} is drawn inside a circle of radius $${r}$ cm, with every vertex on the circle. Find the area of the ${name}, to the nearest tenth.`,
          answer: opt(area),
          wrong: [
            { text: opt(2 * area), mistake: 'forgot the ½ in ½ab sin C' },
            {
              text: opt(0.5 * n * r * r * Math.sin((central / 2) * DEG)),
              mistake: 'used half the central angle',
            },
            { text: opt(Math.PI * r * r), mistake: 'gave the area of the circle' },
            { text: opt(area / n), mistake: 'gave the area of one triangle only' },
          ],
          frame,
          multiStep: true,
          hints: [
            `Split the ${name} into triangles that meet at the centre of the circle.`,
            `Each triangle has two sides equal to the radius and the angle $\\frac{360^\\circ}{${n}}$ between them: use $\\frac{1}{2}ab\\sin C$.`,
            `One triangle has area $\\frac{1}{2} \\times ${r}^2 \\times \\sin ${show(central)}^\\circ$.`,
          ],
          steps,
          explanation: explain(steps),
        };
      }
      const s = rng.int(8, 40);
      const perimeter = n * s;
      const thing = rng.pick(['floor tile', 'table top', 'drinks coaster', 'paving slab']);
      const apothem = s / (2 * Math.tan((180 / n) * DEG));
      const area = 0.5 * perimeter * apothem;
      const opt = (v: number): string => withUnit(String(Math.round(v)), 'cm', 2);
      const steps = [
        `Side $= \\frac{${perimeter}}{${n}} = ${s}$ cm.`,
        `Apothem $= \\frac{${s}/2}{\\tan ${show(180 / n)}^\\circ} \\approx ${rounded(apothem, 3)}$ cm.`,
        `Area $= \\frac{1}{2} \\times ${perimeter} \\times ${rounded(apothem, 3)} \\approx ${Math.round(area)}$ cm$^2$.`,
      ];
      return {
        question: `A ${thing} is a regular ${name} with a perimeter of $${perimeter}$ cm. Find its area, to the nearest cm$^2$.`,
        answer: opt(area),
        wrong: [
          { text: opt(perimeter * apothem), mistake: 'forgot the ½ in ½ × perimeter × apothem' },
          {
            text: opt(0.5 * perimeter * (s / (2 * Math.sin((180 / n) * DEG)))),
            mistake: 'used the distance to a vertex instead of the apothem',
          },
          {
            text: opt(0.5 * perimeter * s),
            mistake: 'used the side as the height of each triangle',
          },
          { text: opt((perimeter / 4) ** 2), mistake: 'treated the tile as a square' },
        ],
        frame,
        multiStep: true,
        context: true,
        hints: [
          'Find the side, then the apothem, then the area.',
          `One side is $\\frac{${perimeter}}{${n}}$ cm; the apothem makes an angle of $\\frac{180^\\circ}{${n}}$ with the line to a vertex.`,
          `Apothem $= \\frac{${s}/2}{\\tan ${show(180 / n)}^\\circ}$.`,
        ],
        steps,
        explanation: explain(steps),
      };
    }),
});

// ---------------------------------------------------------------- composite figures

/** Arc points from startDeg to endDeg (anticlockwise), for outlines. */
function semicircleFigure(
  parts: { w: number; h: number; ends: 1 | 2 },
  labels: { w: string; h: string },
  shaded: boolean,
  caption: string,
): { caption: string; elements: FigureElement[] } {
  const { w, h, ends } = parts;
  const elements: FigureElement[] = [];
  if (ends === 1) {
    // A window: a w × h rectangle with a semicircle of diameter w on top.
    const r = w / 2;
    const c = pt(w / 2, h);
    if (shaded) elements.push({ kind: 'sector', center: c, radius: r, startDeg: 0, endDeg: 180 });
    elements.push(
      {
        kind: 'polygon',
        points: [pt(0, 0), pt(w, 0), pt(w, h), pt(0, h)],
        ...(shaded ? { shaded } : {}),
      },
      { kind: 'arc', center: c, radius: r, startDeg: 0, endDeg: 180 },
      { kind: 'segment', from: pt(0, 0), to: pt(w, 0), label: labels.w },
      { kind: 'segment', from: pt(0, 0), to: pt(0, h), label: labels.h },
    );
  } else {
    // A track: a w × h rectangle with a semicircle of diameter h on each short side.
    const r = h / 2;
    const left = pt(0, h / 2);
    const right = pt(w, h / 2);
    if (shaded) {
      elements.push(
        { kind: 'sector', center: left, radius: r, startDeg: 90, endDeg: 270 },
        { kind: 'sector', center: right, radius: r, startDeg: -90, endDeg: 90 },
        { kind: 'polygon', points: [pt(0, 0), pt(w, 0), pt(w, h), pt(0, h)], shaded: true },
      );
    }
    elements.push(
      { kind: 'arc', center: left, radius: r, startDeg: 90, endDeg: 270 },
      { kind: 'arc', center: right, radius: r, startDeg: -90, endDeg: 90 },
      { kind: 'segment', from: pt(0, 0), to: pt(w, 0), label: labels.w },
      { kind: 'segment', from: pt(0, h), to: pt(w, h) },
      { kind: 'segment', from: pt(w, 0), to: pt(w, h), dashed: true, label: labels.h },
      { kind: 'segment', from: pt(0, 0), to: pt(0, h), dashed: true },
    );
  }
  return { caption, elements };
}

const compositeSemicircle = defineTemplate({
  id: `${lesson}/composite-semicircle-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.5,
  build: (rng) =>
    safe(rng, () => {
      const frame = rng.pick([
        'window-area',
        'window-frame',
        'track-area',
        'track-perimeter',
      ] as const);
      if (frame === 'window-area' || frame === 'window-frame') {
        const w = rng.int(6, 20) / 10;
        const h = rng.int(8, 24) / 10;
        const r = w / 2;
        const asksArea = frame === 'window-area';
        const value = asksArea ? w * h + (Math.PI * r * r) / 2 : 2 * h + w + Math.PI * r;
        const figure = semicircleFigure(
          { w, h, ends: 1 },
          { w: `${w} m`, h: `${h} m` },
          asksArea,
          'A window: a rectangle with a semicircle on its top side.',
        );
        const steps = asksArea
          ? [
              `Rectangle: $${w} \\times ${h} = ${show(w * h)}$ m$^2$.`,
              `Semicircle of radius $${show(r)}$ m: $\\frac{1}{2}\\pi \\times ${show(r)}^2 \\approx ${rounded((Math.PI * r * r) / 2, 4)}$ m$^2$.`,
              `Total $\\approx ${show(w * h)} + ${rounded((Math.PI * r * r) / 2, 4)} \\approx ${rounded(value, 2)}$ m$^2$.`,
            ]
          : [
              `Straight edges: $${h} + ${w} + ${h} = ${show(2 * h + w)}$ m.`,
              `Semicircular arc: $\\frac{1}{2} \\times \\pi \\times ${w} \\approx ${rounded(Math.PI * r, 4)}$ m.`,
              `Frame $\\approx ${show(2 * h + w)} + ${rounded(Math.PI * r, 4)} \\approx ${rounded(value, 2)}$ m.`,
            ];
        return {
          question: asksArea
            ? `A window is a rectangle $${w}$ m wide and $${h}$ m tall with a semicircle on top, as shown. Find the area of glass in the window in m$^2$, to two decimal places.`
            : `A window is a rectangle $${w}$ m wide and $${h}$ m tall with a semicircle on top, as shown. A metal frame goes round its outside edge. Find the length of the frame in m, to two decimal places.`,
          answer: rounded(value, 2),
          decimals: 2,
          trueValue: value,
          unit: asksArea ? 'm²' : 'm',
          frame,
          multiStep: true,
          context: true,
          hints: asksArea
            ? [
                'Split the window into a rectangle and a semicircle.',
                `The semicircle's diameter is the width $${w}$ m, so its radius is $${show(r)}$ m; its area is $\\frac{1}{2}\\pi r^2$.`,
                `The rectangle has area $${w} \\times ${h}$ m$^2$.`,
              ]
            : [
                'The frame is the outside edge only: three straight sides and a curved one.',
                `The curved edge is half the circumference of a circle of diameter $${w}$ m.`,
                `The straight sides add up to $${h} + ${w} + ${h}$ m.`,
              ],
          steps,
          explanation: explain(steps),
          figure,
        };
      }
      const L = rng.int(10, 30) * 5;
      const d = rng.int(6, Math.min(20, L / 5 - 2)) * 5;
      const place = rng.pick(['sports field', 'garden lawn', 'car park', 'school playground']);
      const r = d / 2;
      const asksArea = frame === 'track-area';
      const value = asksArea ? L * d + Math.PI * r * r : 2 * L + Math.PI * d;
      const figure = semicircleFigure(
        { w: L, h: d, ends: 2 },
        { w: `${L} m`, h: `${d} m` },
        asksArea,
        `A ${place}: a rectangle with a semicircle on each of its two shorter sides.`,
      );
      const steps = asksArea
        ? [
            `Rectangle: $${L} \\times ${d} = ${L * d}$ m$^2$.`,
            `The two semicircles make one circle of radius $${r}$ m: $\\pi \\times ${r}^2 \\approx ${rounded(Math.PI * r * r, 2)}$ m$^2$.`,
            `Total $\\approx ${L * d} + ${rounded(Math.PI * r * r, 2)} \\approx ${Math.round(value)}$ m$^2$.`,
          ]
        : [
            `The two straight sides: $2 \\times ${L} = ${2 * L}$ m.`,
            `The two semicircles make one circle of diameter $${d}$ m: $\\pi \\times ${d} \\approx ${rounded(Math.PI * d, 2)}$ m.`,
            `Perimeter $\\approx ${2 * L} + ${rounded(Math.PI * d, 2)} \\approx ${rounded(value, 1)}$ m.`,
          ];
      return {
        question: asksArea
          ? `A ${place} is a rectangle $${L}$ m long and $${d}$ m wide with a semicircle on each of its two shorter sides, as shown. Find its area in m$^2$, to the nearest whole number.`
          : `A ${place} is a rectangle $${L}$ m long and $${d}$ m wide with a semicircle on each of its two shorter sides, as shown. Find the distance once round its edge, to the nearest tenth of a metre.`,
        answer: asksArea ? String(Math.round(value)) : rounded(value, 1),
        decimals: asksArea ? 0 : 1,
        trueValue: value,
        unit: asksArea ? 'm²' : 'm',
        frame,
        multiStep: true,
        context: true,
        hints: asksArea
          ? [
              'The field is a rectangle plus two semicircles.',
              `Two semicircles of diameter $${d}$ m make one whole circle of radius $${r}$ m.`,
              `The rectangle's area is $${L} \\times ${d}$ m$^2$.`,
            ]
          : [
              'Go round the edge: two straight sides and two curved ends (the dashed lines are not part of the edge).',
              `The two curved ends together are the circumference of a circle of diameter $${d}$ m.`,
            ],
        steps,
        explanation: explain(steps),
        figure,
      };
    }),
});

const compositeSector = defineTemplate({
  id: `${lesson}/composite-sector-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: 1.1,
  build: (rng) =>
    safe(rng, () => {
      const frame = rng.pick([
        'rectangle-quarter-circle-area',
        'rectangle-quarter-circle-perimeter',
        'triangle-and-sector-area',
      ] as const);
      const opt = (v: number, power: 1 | 2): string => withUnit(rounded(v, 1), 'cm', power);
      // E names the end of the quarter circle, so no set with E.
      const [A, B, C, D] = rng.pick(
        QUAD_NAMES.filter((names) => !(names as readonly string[]).includes('E')),
      );
      if (frame === 'triangle-and-sector-area') {
        const [a, b, c] = rng.pick(TRIPLES.filter((t) => t[2] <= 30));
        const theta = rng.int(5, 17) * 5;
        const o = pt(0, 0);
        const pa = pt(a, 0);
        const pb = pt(a, b);
        const phi = Math.atan2(b, a) / DEG;
        const pc = polar(o, c, phi + theta);
        const tri = (a * b) / 2;
        const sector = (theta / 360) * Math.PI * c * c;
        const area = tri + sector;
        const steps = [
          `$${C}${B} = \\sqrt{${a}^2 + ${b}^2} = ${c}$ cm (Pythagoras in triangle $${C}${A}${B}$).`,
          `Triangle: $\\frac{1}{2} \\times ${a} \\times ${b} = ${show(tri)}$ cm$^2$; sector: $\\frac{${theta}}{360} \\times \\pi \\times ${c}^2 \\approx ${rounded(sector, 3)}$ cm$^2$.`,
          `Total $\\approx ${show(tri)} + ${rounded(sector, 3)} \\approx ${rounded(area, 1)}$ cm$^2$.`,
        ];
        return {
          question: `The shaded shape is made of the triangle $${C}${A}${B}$, right-angled at $${A}$, and the sector $${C}${B}${D}$ with centre $${C}$. $${C}${A} = ${a}$ cm, $${A}${B} = ${b}$ cm and $\\angle ${B}${C}${D} = ${theta}^\\circ$. Find the area of the shaded shape.`,
          answer: opt(area, 2),
          wrong: [
            {
              text: opt(tri + (theta / 360) * Math.PI * b * b, 2),
              mistake: 'used AB as the radius of the sector',
            },
            {
              text: opt(tri + (theta / 360) * 2 * Math.PI * c, 2),
              mistake: 'used the arc length instead of the sector area',
            },
            { text: opt(2 * tri + sector, 2), mistake: 'forgot the ½ in the triangle' },
            { text: opt(sector, 2), mistake: 'left out the triangle' },
          ],
          frame,
          multiStep: true,
          hints: [
            `Split the shape into the triangle and the sector; the sector's radius is $${C}${B}$.`,
            `Find $${C}${B}$ with Pythagoras, then use $\\frac{\\theta}{360}\\pi r^2$ for the sector.`,
            `$${C}${B}^2 = ${a}^2 + ${b}^2$.`,
          ],
          steps,
          explanation: explain(steps),
          figure: {
            caption: `A shaded shape made of the right triangle ${C}${A}${B} and the sector ${C}${B}${D} with centre ${C}.`,
            elements: [
              { kind: 'sector', center: o, radius: c, startDeg: phi, endDeg: phi + theta },
              { kind: 'polygon', points: [o, pa, pb], shaded: true },
              { kind: 'segment', from: o, to: pa, label: `${a} cm` },
              { kind: 'segment', from: pa, to: pb, label: `${b} cm` },
              { kind: 'segment', from: o, to: pc },
              { kind: 'arc', center: o, radius: c, startDeg: phi, endDeg: phi + theta },
              { kind: 'right-angle', vertex: pa, from: o, to: pb },
              { kind: 'angle', vertex: o, from: pb, to: pc, label: `${theta}°` },
              { kind: 'point', at: o, label: C },
              { kind: 'point', at: pa, label: A },
              { kind: 'point', at: pb, label: B },
              { kind: 'point', at: pc, label: D },
            ],
          },
        };
      }
      const w = rng.int(4, 24);
      // A quarter circle big enough beside the rectangle for its radius label.
      const r = rng.int(Math.max(3, Math.ceil(w / 3)), Math.max(8, w));
      // Rectangle A(0,0) B(w,0) C(w,r) D(0,r) and a quarter circle with centre B from the x-axis to C.
      const pa = pt(0, 0);
      const pb = pt(w, 0);
      const pc = pt(w, r);
      const pd = pt(0, r);
      const pe = pt(w + r, 0);
      const quarter = (Math.PI * r * r) / 4;
      const asksArea = frame === 'rectangle-quarter-circle-area';
      const figure = {
        caption: `A shape made of the rectangle ${A}${B}${C}${D} and the quarter circle with centre ${B} from ${C} to E.`,
        elements: [
          ...(asksArea
            ? [{ kind: 'sector' as const, center: pb, radius: r, startDeg: 0, endDeg: 90 }]
            : []),
          {
            kind: 'polygon' as const,
            points: [pa, pb, pc, pd],
            ...(asksArea ? { shaded: true } : {}),
          },
          { kind: 'segment' as const, from: pa, to: pb, label: `${w} cm` },
          { kind: 'segment' as const, from: pb, to: pe, label: `${r} cm` },
          { kind: 'arc' as const, center: pb, radius: r, startDeg: 0, endDeg: 90 },
          { kind: 'right-angle' as const, vertex: pb, from: pe, to: pc },
          { kind: 'point' as const, at: pa, label: A },
          { kind: 'point' as const, at: pb, label: B },
          { kind: 'point' as const, at: pc, label: C },
          { kind: 'point' as const, at: pd, label: D },
          { kind: 'point' as const, at: pe, label: 'E' },
        ],
      };
      const lead = `The shape is made of the rectangle $${A}${B}${C}${D}$ and the quarter circle $${B}${'E'}${C}$ with centre $${B}$. $${A}${B} = ${w}$ cm and $${B}E = ${r}$ cm.`;
      if (asksArea) {
        const area = w * r + quarter;
        const steps = [
          `Rectangle: $${A}${B} \\times ${B}${C} = ${w} \\times ${r} = ${w * r}$ cm$^2$ (since $${B}${C} = ${B}E = ${r}$ cm).`,
          `Quarter circle: $\\frac{1}{4}\\pi \\times ${r}^2 \\approx ${rounded(quarter, 3)}$ cm$^2$.`,
          `Total $\\approx ${w * r} + ${rounded(quarter, 3)} \\approx ${rounded(area, 1)}$ cm$^2$.`,
        ];
        return {
          question: `${lead} Find the area of the shaded shape.`,
          answer: opt(area, 2),
          wrong: [
            {
              text: opt(w * r + Math.PI * r * r, 2),
              mistake: 'added a whole circle instead of a quarter',
            },
            {
              text: opt(w * r + (Math.PI * r * r) / 2, 2),
              mistake: 'added a semicircle instead of a quarter circle',
            },
            {
              text: opt(w * r + (Math.PI * r) / 2, 2),
              mistake: 'used the arc length instead of the area',
            },
            { text: opt((w + r) * r, 2), mistake: 'treated the quarter circle as a square' },
          ],
          frame,
          multiStep: true,
          hints: [
            'Split the shape into the rectangle and the quarter circle.',
            `The rectangle's height $${B}${C}$ is a radius of the quarter circle, so it is $${r}$ cm.`,
            `The quarter circle has area $\\frac{1}{4}\\pi \\times ${r}^2$.`,
          ],
          steps,
          explanation: explain(steps),
          figure,
        };
      }
      const perimeter = 2 * w + 2 * r + (Math.PI * r) / 2;
      const steps = [
        `Straight edges: $${A}E + ${C}${D} + ${D}${A} = ${w + r} + ${w} + ${r} = ${2 * w + 2 * r}$ cm.`,
        `Arc $${C}E$: $\\frac{1}{4} \\times 2\\pi \\times ${r} \\approx ${rounded((Math.PI * r) / 2, 3)}$ cm.`,
        `Perimeter $\\approx ${2 * w + 2 * r} + ${rounded((Math.PI * r) / 2, 3)} \\approx ${rounded(perimeter, 1)}$ cm.`,
      ];
      return {
        question: `${lead} Find the perimeter of the whole shape.`,
        answer: opt(perimeter, 1),
        wrong: [
          {
            text: opt(perimeter + r, 1),
            mistake: 'counted the inside edge BC as part of the perimeter',
          },
          {
            text: opt(2 * w + 2 * r + Math.PI * r, 1),
            mistake: 'used half the circumference for a quarter circle',
          },
          {
            text: opt(2 * w + 2 * r + (Math.PI * r * r) / 4, 1),
            mistake: 'added the quarter circle’s area instead of its arc',
          },
          { text: opt(2 * w + 2 * r, 1), mistake: 'left out the arc' },
        ],
        frame,
        multiStep: true,
        hints: [
          'The perimeter is the outside edge only: the side $BC$ is inside the shape.',
          `The curved edge is a quarter of the circumference of a circle of radius $${r}$ cm.`,
          `The straight edges are $${A}E$, $${C}${D}$ and $${D}${A}$, with $${A}E = ${w} + ${r}$ cm.`,
        ],
        steps,
        explanation: explain(steps),
        figure,
      };
    }),
});

// ---------------------------------------------------------------- working backwards

const fromArea = defineTemplate({
  id: `${lesson}/angle-or-side-from-area`,
  lesson,
  type: 'short_answer',
  b: 1.4,
  build: (rng) =>
    safe(rng, () => {
      const frame = rng.pick([
        'parallelogram-angle',
        'rhombus-angle',
        'parallelogram-side',
      ] as const);
      const [A, B, C, D] = rng.pick(QUAD_NAMES);
      if (frame === 'parallelogram-side') {
        const a = rng.int(5, 15);
        const theta = rng.pick([30, 35, 40, 50, 55, 65, 70, 80]);
        const area = rng.int(20, 120);
        const side = area / (a * Math.sin(theta * DEG));
        const steps = [
          `Area $= ${A}${B} \\times ${A}${D} \\times \\sin ${A}$, so $${area} = ${a} \\times ${A}${D} \\times \\sin ${theta}^\\circ$.`,
          `$${A}${D} = \\frac{${area}}{${a}\\sin ${theta}^\\circ} \\approx ${rounded(side, 1)}$ cm.`,
        ];
        return {
          question: `$${A}${B}${C}${D}$ is a parallelogram of area $${area}$ cm$^2$ with $${A}${B} = ${a}$ cm and $\\angle ${D}${A}${B} = ${theta}^\\circ$. Find the length of $${A}${D}$ in cm, to the nearest tenth.`,
          answer: rounded(side, 1),
          decimals: 1,
          trueValue: side,
          unit: 'cm',
          frame,
          hints: [
            'Write the area of the parallelogram using two sides and the angle between them.',
            `Area $= ${A}${B} \\times ${A}${D} \\times \\sin ${A}$; put in what you know and solve for $${A}${D}$.`,
          ],
          steps,
          explanation: explain(steps),
        };
      }
      const isRhombus = frame === 'rhombus-angle';
      const a = rng.int(4, 14);
      const b = isRhombus ? a : rng.int(4, 14);
      const theta0 = rng.int(20, 85);
      const area = Number(rounded(a * b * Math.sin(theta0 * DEG), 1));
      const angle = Math.asin(area / (a * b)) / DEG;
      const steps = [
        `Area $= ${isRhombus ? `${a}^2` : `${a} \\times ${b}`} \\times \\sin\\theta$, so $\\sin\\theta = \\frac{${show(area)}}{${a * b}} \\approx ${rounded(area / (a * b), 4)}$.`,
        `$\\theta = \\sin^{-1}\\left(\\frac{${show(area)}}{${a * b}}\\right) \\approx ${rounded(angle, 1)}^\\circ$.`,
      ];
      return {
        question: isRhombus
          ? `A rhombus has sides of $${a}$ cm and area $${show(area)}$ cm$^2$. Find the size of its acute angles, to the nearest tenth of a degree.`
          : `$${A}${B}${C}${D}$ is a parallelogram with $${A}${B} = ${a}$ cm, $${A}${D} = ${b}$ cm and area $${show(area)}$ cm$^2$. The angle $${D}${A}${B}$ is acute. Find its size, to the nearest tenth of a degree.`,
        answer: `${rounded(angle, 1)}°`,
        decimals: 1,
        trueValue: angle,
        frame,
        hints: [
          `The area of a ${isRhombus ? 'rhombus' : 'parallelogram'} is the product of two adjacent sides and the sine of the angle between them.`,
          `Solve $${isRhombus ? `${a}^2` : `${a} \\times ${b}`}\\sin\\theta = ${show(area)}$ for $\\sin\\theta$, then use $\\sin^{-1}$.`,
        ],
        steps,
        explanation: explain(steps),
      };
    }),
});

// ---------------------------------------------------------------- in context

const areaInContext = defineTemplate({
  id: `${lesson}/area-in-context`,
  lesson,
  type: 'short_answer',
  b: -0.1,
  build: (rng) =>
    safe(rng, () => {
      const frame = rng.pick(['garden-turf-cost', 'field-seed-bags', 'floor-tiles'] as const);
      if (frame === 'garden-turf-cost') {
        const a = rng.int(8, 20);
        const b = rng.int(4, a - 2);
        const h = rng.int(4, 12) * 2;
        const price = rng.pick([25, 30, 40, 45, 60, 75]);
        const area = ((a + b) * h) / 2;
        const cost = area * price;
        const steps = [
          `Area $= \\frac{1}{2}(${a} + ${b}) \\times ${h} = ${show(area)}$ m$^2$.`,
          `The cost in pounds is $${show(area)} \\times ${price} = ${show(cost)}$.`,
        ];
        return {
          question: `A garden is a trapezium whose parallel sides are $${a}$ m and $${b}$ m long and $${h}$ m apart. Turf costs $${price}$ pounds per m$^2$. How many pounds does it cost to cover the whole garden with turf?`,
          answer: show(cost),
          frame,
          multiStep: true,
          context: true,
          hints: [
            'Find the area of the garden first, then the cost.',
            'The area of a trapezium is half the sum of the parallel sides times the distance between them.',
            `Area $= \\frac{1}{2}(${a} + ${b}) \\times ${h}$ m$^2$.`,
          ],
          steps,
          explanation: explain(steps),
        };
      }
      if (frame === 'field-seed-bags') {
        const cover = rng.pick([50, 80, 100, 120, 150, 200]);
        let base = rng.int(20, 90);
        let h = rng.int(15, 60);
        // A whole number of bags would hide the rounding up this frame teaches.
        while ((base * h) % cover === 0) {
          base = rng.int(20, 90);
          h = rng.int(15, 60);
        }
        const area = base * h;
        const bags = Math.ceil(area / cover);
        const steps = [
          `Area $= ${base} \\times ${h} = ${area}$ m$^2$.`,
          `$\\frac{${area}}{${cover}} \\approx ${rounded(area / cover, 2)}$, and part of a bag cannot be bought, so round up.`,
          `Number of bags $= ${bags}$.`,
        ];
        return {
          question: `A field is a parallelogram with a base of $${base}$ m and a perpendicular height of $${h}$ m. One bag of grass seed covers $${cover}$ m$^2$. How many bags are needed to sow the whole field?`,
          answer: String(bags),
          frame,
          multiStep: true,
          context: true,
          hints: [
            'Find the area of the field, then see how many bags cover it.',
            'Area of a parallelogram $=$ base $\\times$ perpendicular height; then divide by what one bag covers.',
            'A part of a bag still means buying a whole bag: round up.',
          ],
          steps,
          explanation: explain(steps),
        };
      }
      const [d1, d2] = rng.pick([
        [20, 30],
        [30, 40],
        [20, 40],
        [40, 60],
        [30, 50],
      ] as const);
      const tile = (d1 * d2) / 2;
      let L = rng.int(3, 14);
      let W = rng.int(2, 9);
      // Whole tiles only (3 divides L × W when a tile is 300 or 600 cm²).
      while ((L * W * 10000) % tile !== 0) {
        L = rng.int(3, 14);
        W = rng.int(2, 9);
      }
      const tiles = (L * W * 10000) / tile;
      const steps = [
        `One tile: $\\frac{1}{2} \\times ${d1} \\times ${d2} = ${tile}$ cm$^2$.`,
        `Floor: $${L} \\times ${W} = ${L * W}$ m$^2 = ${L * W * 10000}$ cm$^2$.`,
        `Number of tiles $= \\frac{${L * W * 10000}}{${tile}} = ${tiles}$.`,
      ];
      return {
        question: `A floor is a rectangle $${L}$ m by $${W}$ m. It is covered with tiles in the shape of a rhombus whose diagonals are $${d1}$ cm and $${d2}$ cm, with no gaps and no waste. How many tiles are needed?`,
        answer: String(tiles),
        frame,
        multiStep: true,
        context: true,
        hints: [
          'Compare the area of the floor with the area of one tile, in the same units.',
          'A rhombus has area $\\frac{1}{2} \\times d_1 \\times d_2$, and $1$ m$^2 = 10\\,000$ cm$^2$.',
          `One tile covers $\\frac{1}{2} \\times ${d1} \\times ${d2}$ cm$^2$.`,
        ],
        steps,
        explanation: explain(steps),
      };
    }),
});

export const planeAreaTemplates = [
  parallelogramArea,
  trapeziumArea,
  rhombusArea,
  kiteArea,
  regularPolygonApothem,
  regularPolygonRadius,
  compositeSemicircle,
  compositeSector,
  fromArea,
  areaInContext,
];
