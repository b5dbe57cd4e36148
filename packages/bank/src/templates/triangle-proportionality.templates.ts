/**
 * Lesson: triangle proportionality (a line parallel to a side divides the other two sides in the
 * same ratio; Thales for parallel lines) and the angle-bisector theorem (BD : DC = AB : AC).
 */
import type { FigureElement, Point } from '../figures/figure-model';
import { DEG, lerp, pt, triangleFromSides } from '../figures/geometry';
import { defineTemplate } from './define-template';
import { fmt, frac } from './exact';

const lesson = 'triangle-proportionality' as const;

/** Triangle ABC drawn with BC as the base: returns [A, B, C] for sides BC = a, CA = b, AB = c. */
export function baseTriangle(a: number, b: number, c: number): [Point, Point, Point] {
  const [B, C, A] = triangleFromSides(b, c, a);
  return [A, B, C];
}

function splitterFigure(
  ad: number,
  db: number,
  ae: number,
  ec: number,
  labels: Record<string, string>,
  caption: string,
): { elements: FigureElement[]; caption: string } {
  // AB = ad + db, AC = ae + ec; BC chosen so the triangle looks reasonable.
  const ab = ad + db;
  const ac = ae + ec;
  const bc = Math.max(Math.abs(ab - ac) + 1, Math.min(ab + ac - 1, (ab + ac) * 0.6));
  const [A, B, C] = baseTriangle(bc, ac, ab);
  const D = lerp(A, B, ad / ab);
  const E = lerp(A, C, ae / ac);
  const seg = (p: Point, q: Point, key: string, arrows?: number): FigureElement => ({
    kind: 'segment',
    from: p,
    to: q,
    ...(labels[key] ? { label: labels[key] } : {}),
    ...(arrows ? { arrows } : {}),
  });
  return {
    caption,
    elements: [
      { kind: 'polygon', points: [A, B, C] },
      seg(A, D, 'AD'),
      seg(D, B, 'DB'),
      seg(A, E, 'AE'),
      seg(E, C, 'EC'),
      seg(D, E, 'DE', 1),
      seg(B, C, 'BC', 1),
      { kind: 'point', at: A, label: 'A' },
      { kind: 'point', at: B, label: 'B' },
      { kind: 'point', at: C, label: 'C' },
      { kind: 'point', at: D, label: 'D' },
      { kind: 'point', at: E, label: 'E' },
    ],
  };
}

const sideSplitter = defineTemplate({
  id: `${lesson}/side-splitter-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: -0.2,
  build(rng) {
    for (;;) {
      const ad = rng.int(2, 9);
      const db = rng.int(2, 9);
      const ec = rng.int(2, 12);
      const ae = (ad * ec) / db;
      // AE = AD would make x = DB, a number the question prints.
      if (!Number.isInteger(ae * 2) || ae > 15 || ae === ec || ae === ad) continue;
      const fig = splitterFigure(
        ad,
        db,
        ae,
        ec,
        { AD: String(ad), DB: String(db), AE: fmt(ae), EC: 'x' },
        'Triangle ABC with DE parallel to BC.',
      );
      return {
        question: `$\\overline{DE} \\parallel \\overline{BC}$, $AD = ${ad}$, $DB = ${db}$ and $AE = ${fmt(ae)}$. Find $x = EC$.`,
        answer: String(ec),
        figure: fig,
        explanation: `A line parallel to one side divides the other two sides proportionally: $\\frac{AD}{DB} = \\frac{AE}{EC}$, so $EC = \\frac{${fmt(ae)} \\times ${db}}{${ad}} = ${ec}$.`,
      };
    }
  },
});

const splitterChoice = defineTemplate({
  id: `${lesson}/part-of-side-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: 0.1,
  build(rng) {
    for (;;) {
      const ad = rng.int(2, 9);
      const db = rng.int(1, 8);
      const ab = ad + db;
      const ac = rng.int(4, 20);
      const ae = (ac * ad) / ab;
      // AC = AB would make AE = AD, a number the question prints.
      if (!Number.isInteger(ae * 2) || ae === ac - ae || ac === ab) continue;
      const fig = splitterFigure(
        ad,
        db,
        ae,
        ac - ae,
        { AD: String(ad), DB: String(db) },
        'Triangle ABC with DE parallel to BC.',
      );
      const n = (x: number): string => `$${fmt(x, 2)}$`;
      return {
        question: `$\\overline{DE} \\parallel \\overline{BC}$, $AD = ${ad}$, $DB = ${db}$ and $AC = ${ac}$. Find $AE$.`,
        answer: n(ae),
        wrong: [
          { text: n((ac * db) / ab), mistake: 'used DB instead of AD (found EC)' },
          { text: n((ac * ad) / db), mistake: 'used AD : DB instead of AD : AB' },
          { text: n((ac * ab) / ad), mistake: 'inverted the ratio' },
          { text: n(ac - ad), mistake: 'subtracted lengths instead of using a ratio' },
        ],
        figure: fig,
        explanation: `$\\frac{AE}{AC} = \\frac{AD}{AB} = \\frac{${ad}}{${ab}}$, so $AE = ${ac} \\times \\frac{${ad}}{${ab}} = ${fmt(ae, 2)}$.`,
      };
    }
  },
});

const bisectorFigure = defineTemplate({
  id: `${lesson}/angle-bisector-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.4,
  build(rng) {
    for (;;) {
      const ab = rng.int(4, 12);
      const ac = rng.int(4, 12);
      if (ab === ac) continue;
      const bc = rng.int(Math.abs(ab - ac) + 2, ab + ac - 2);
      const bd = (bc * ab) / (ab + ac);
      if (!Number.isInteger(bd * 4)) continue;
      const [A, B, C] = baseTriangle(bc, ac, ab);
      const D = lerp(B, C, ab / (ab + ac));
      const elements: FigureElement[] = [
        { kind: 'polygon', points: [A, B, C] },
        { kind: 'segment', from: A, to: D },
        { kind: 'segment', from: A, to: B, label: String(ab) },
        { kind: 'segment', from: A, to: C, label: String(ac) },
        // BC's length on a dimension line below it: a label on BC itself would sit on BD or DC.
        { kind: 'dimension', from: B, to: C, label: String(bc) },
        { kind: 'angle', vertex: A, from: B, to: D },
        { kind: 'angle', vertex: A, from: D, to: C },
        { kind: 'point', at: A, label: 'A' },
        { kind: 'point', at: B, label: 'B' },
        { kind: 'point', at: C, label: 'C' },
        { kind: 'point', at: D, label: 'D' },
      ];
      return {
        question: `$\\overline{AD}$ bisects $\\angle BAC$, $AB = ${ab}$, $AC = ${ac}$ and $BC = ${bc}$. Find $BD$.`,
        answer: frac(bc * ab, ab + ac).text,
        figure: {
          caption: 'Triangle ABC with AD bisecting the angle at A; D lies on BC.',
          elements,
        },
        explanation: `By the angle-bisector theorem $\\frac{BD}{DC} = \\frac{AB}{AC} = \\frac{${ab}}{${ac}}$, so $BD = ${bc} \\times \\frac{${ab}}{${ab + ac}} = ${frac(bc * ab, ab + ac).tex}$.`,
      };
    }
  },
});

const bisectorChoice = defineTemplate({
  id: `${lesson}/angle-bisector-side`,
  lesson,
  type: 'MCQ',
  b: 0.5,
  build(rng) {
    for (;;) {
      const bd = rng.int(2, 9);
      const dc = rng.int(2, 9);
      const ac = rng.int(3, 15);
      if (bd === dc) continue;
      const ab = (ac * bd) / dc;
      if (!Number.isInteger(ab * 2)) continue;
      const bc = bd + dc;
      if (ab + ac <= bc || Math.abs(ab - ac) >= bc) continue;
      const n = (x: number): string => `$${fmt(x, 2)}$`;
      return {
        question: `In $\\triangle ABC$, the bisector of $\\angle A$ meets $\\overline{BC}$ at $D$. If $BD = ${bd}$, $DC = ${dc}$ and $AC = ${ac}$, find $AB$.`,
        answer: n(ab),
        wrong: [
          { text: n((ac * dc) / bd), mistake: 'inverted the ratio BD : DC' },
          { text: n(ac + bd - dc), mistake: 'added the difference instead of using the ratio' },
          { text: n((ac * bd) / bc), mistake: 'used BD : BC instead of BD : DC' },
          { text: n(ac), mistake: 'assumed the triangle is isosceles' },
        ],
        explanation: `$\\frac{AB}{AC} = \\frac{BD}{DC}$, so $AB = ${ac} \\times \\frac{${bd}}{${dc}} = ${fmt(ab, 2)}$.`,
      };
    }
  },
});

const transversals = defineTemplate({
  id: `${lesson}/parallel-lines-transversals-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.2,
  build(rng) {
    for (;;) {
      const a = rng.int(2, 8);
      const b = rng.int(2, 8);
      const c = rng.int(2, 10);
      const x = (b * c) / a;
      if (!Number.isInteger(x * 2) || a === c) continue;
      // Line 1 crosses the parallels at angle phi1; heights between parallels follow from a, b.
      const phi1 = rng.int(60, 80) * DEG;
      const h1 = a * Math.sin(phi1);
      const h2 = b * Math.sin(phi1);
      const sin2 = h1 / c;
      if (sin2 > 0.97 || sin2 < 0.35) continue;
      const phi2 = Math.asin(sin2);
      const p0 = pt(0, 0);
      const p1 = pt(a * Math.cos(phi1), h1);
      const p2 = pt((a + b) * Math.cos(phi1), h1 + h2);
      const q0 = pt(p2.x + Math.max(3, 0.4 * (a + b)), 0);
      const q1 = pt(q0.x + c * Math.cos(phi2), h1);
      const q2 = pt(q0.x + (c + x) * Math.cos(phi2), h1 + h2);
      // The parallels run past both transversals, so every crossing lies on a drawn line.
      const left = Math.min(p0.x, p1.x, p2.x, q0.x, q1.x, q2.x) - 1;
      const right = Math.max(p0.x, p1.x, p2.x, q0.x, q1.x, q2.x) + 1;
      const line = (y: number): FigureElement => ({
        kind: 'segment',
        from: pt(left, y),
        to: pt(right, y),
        arrows: 1,
      });
      return {
        question: `Three parallel lines cut two transversals. On the first transversal the segments are $${a}$ and $${b}$; on the second the corresponding segments are $${c}$ and $x$. Find $x$.`,
        answer: fmt(x),
        figure: {
          caption: 'Three parallel lines crossing two transversals.',
          elements: [
            line(0),
            line(h1),
            line(h1 + h2),
            { kind: 'segment', from: p0, to: p1, label: String(a) },
            { kind: 'segment', from: p1, to: p2, label: String(b) },
            { kind: 'segment', from: q0, to: q1, label: String(c) },
            { kind: 'segment', from: q1, to: q2, label: 'x' },
          ],
        },
        explanation: `Parallel lines cut transversals proportionally: $\\frac{${a}}{${b}} = \\frac{${c}}{x}$, so $x = \\frac{${b} \\times ${c}}{${a}} = ${fmt(x)}$.`,
      };
    }
  },
});

const converse = defineTemplate({
  id: `${lesson}/is-it-parallel`,
  lesson,
  type: 'MCQ',
  b: 0.3,
  build(rng) {
    const ad = rng.int(2, 9);
    const db = rng.int(2, 9);
    // k = 1 would make AD = AE: the length comparison "AD ≠ AE" would be false, not misleading.
    const k = rng.pick([2, 3, 0.5, 1.5]);
    const parallel = rng.chance(0.5);
    const ae = ad * k;
    const ec = db * k + (parallel ? 0 : rng.pick([1, 2]));
    const yes = 'Yes, because $\\frac{AD}{DB} = \\frac{AE}{EC}$';
    const no = 'No, because $\\frac{AD}{DB} \\ne \\frac{AE}{EC}$';
    return {
      question: `In $\\triangle ABC$, $D \\in \\overline{AB}$ and $E \\in \\overline{AC}$ with $AD = ${ad}$, $DB = ${db}$, $AE = ${fmt(ae)}$ and $EC = ${fmt(ec)}$. Is $\\overline{DE} \\parallel \\overline{BC}$?`,
      answer: parallel ? yes : no,
      wrong: [
        { text: parallel ? no : yes, mistake: 'compared the ratios wrongly' },
        {
          text: 'It cannot be decided without measuring an angle',
          mistake: 'did not know the converse of the proportionality theorem',
        },
        {
          text: parallel ? 'No, because $AD \\ne AE$' : 'Yes, because $AD < AB$ and $AE < AC$',
          mistake: 'compared lengths instead of ratios',
        },
      ],
      explanation: `$\\frac{AD}{DB} = ${frac(ad * 2, db * 2).tex}$ and $\\frac{AE}{EC} = ${frac(Math.round(ae * 2), Math.round(ec * 2)).tex}$. ${parallel ? 'The ratios are equal, so by the converse of the theorem $DE \\parallel BC$.' : 'The ratios differ, so $DE$ is not parallel to $BC$.'}`,
    };
  },
});

const midsegment = defineTemplate({
  id: `${lesson}/midsegment-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: -0.6,
  build(rng) {
    const [a, b, c] = rng.pick([
      [8, 7, 6],
      [10, 8, 7],
      [12, 9, 8],
      [14, 10, 9],
      [6, 5, 5],
      [9, 7, 8],
    ] as const);
    const k = rng.int(1, 3);
    const bc = a * k;
    const findDe = rng.chance(0.6);
    const [A, B, C] = baseTriangle(a * k, b * k, c * k);
    const D = lerp(A, B, 0.5);
    const E = lerp(A, C, 0.5);
    const n = (x: number): string => `$${fmt(x, 2)}$ cm`;
    const known = findDe ? bc : bc / 2;
    const answer = findDe ? bc / 2 : bc;
    return {
      question: findDe
        ? `$D$ and $E$ are the midpoints of $\\overline{AB}$ and $\\overline{AC}$, and $BC = ${bc}$ cm. Find $DE$.`
        : `$D$ and $E$ are the midpoints of $\\overline{AB}$ and $\\overline{AC}$, and $DE = ${fmt(known)}$ cm. Find $BC$.`,
      answer: n(answer),
      wrong: [
        { text: n(findDe ? bc * 2 : known / 2), mistake: 'used the ratio the wrong way round' },
        { text: n(findDe ? bc : known), mistake: 'thought the midsegment equals the base' },
        { text: n(findDe ? bc / 4 : known * 4), mistake: 'halved twice' },
        { text: n(findDe ? bc / 3 : known * 3), mistake: 'used one third instead of one half' },
      ],
      figure: {
        caption: 'Triangle ABC with D and E the midpoints of AB and AC.',
        elements: [
          { kind: 'polygon', points: [A, B, C] },
          { kind: 'segment', from: A, to: D, ticks: 1 },
          { kind: 'segment', from: D, to: B, ticks: 1 },
          { kind: 'segment', from: A, to: E, ticks: 2 },
          { kind: 'segment', from: E, to: C, ticks: 2 },
          { kind: 'segment', from: D, to: E, ...(findDe ? {} : { label: `${fmt(known)} cm` }) },
          { kind: 'segment', from: B, to: C, ...(findDe ? { label: `${bc} cm` } : {}) },
          { kind: 'point', at: A, label: 'A' },
          { kind: 'point', at: B, label: 'B' },
          { kind: 'point', at: C, label: 'C' },
          { kind: 'point', at: D, label: 'D' },
          { kind: 'point', at: E, label: 'E' },
        ],
      },
      explanation: `The segment joining the midpoints of two sides is parallel to the third side and half its length: ${findDe ? `$DE = \\frac{1}{2} \\times ${bc} = ${fmt(bc / 2)}$ cm` : `$BC = 2 \\times ${fmt(known)} = ${bc}$ cm`}.`,
    };
  },
});

export const triangleProportionalityTemplates = [
  sideSplitter,
  splitterChoice,
  bisectorFigure,
  bisectorChoice,
  transversals,
  converse,
  midsegment,
];
