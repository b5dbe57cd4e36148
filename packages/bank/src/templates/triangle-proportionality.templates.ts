/**
 * Lesson: triangle proportionality. A line parallel to a side divides the other two sides in the
 * same ratio, and its converse; parallel lines cut transversals proportionally (Thales); the
 * internal and the external angle-bisector theorems (BD : DC = AB : AC, and EB : EC = AB : AC
 * when the bisector of the exterior angle at A meets BC produced at E); medians and the
 * centroid (2 : 1); problems that chain two of these, and ramps and fences in context.
 */
import type { FigureElement, Point } from '../figures/figure-model';
import { DEG, lerp, pt, triangleFromSides } from '../figures/geometry';
import type { Choice } from './define-template';
import { defineTemplate } from './define-template';
import { fmt, frac, gcd } from './exact';
import type { Rng } from '../rng';
import { redraw } from './redraw';
import { coprimePair, halfWhole, n2, ratioTex, withUnit } from './similar-polygons-kit';

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

const PARALLEL_HINT =
  'A line parallel to one side of a triangle divides the other two sides in the same ratio.';

// ---------------------------------------------------------------- the side-splitter theorem

const sideSplitter = defineTemplate({
  id: `${lesson}/side-splitter-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: -0.2,
  build(rng) {
    const frame = rng.pick(['find-ec', 'find-ae', 'find-db']);
    const ad = rng.int(2, 9);
    const db = rng.int(2, 9);
    const ec = rng.int(2, 12);
    const ae = (ad * ec) / db;
    // AE = AD would make the answer a number the question prints.
    if (!halfWhole(ae) || ae > 15 || ae === ec || ae === ad) redraw('awkward or giveaway lengths');
    const labels: Record<string, string> =
      frame === 'find-ec'
        ? { AD: String(ad), DB: String(db), AE: fmt(ae), EC: 'x' }
        : frame === 'find-ae'
          ? { AD: String(ad), DB: String(db), AE: 'x', EC: String(ec) }
          : { AD: String(ad), DB: 'x', AE: fmt(ae), EC: String(ec) };
    const figure = splitterFigure(ad, db, ae, ec, labels, 'Triangle ABC with DE parallel to BC.');
    const lead = '$\\overline{DE} \\parallel \\overline{BC}$';
    const proportion = `$\\frac{AD}{DB} = \\frac{AE}{EC}$`;
    if (frame === 'find-ae') {
      return {
        question: `${lead}, $AD = ${ad}$, $DB = ${db}$ and $EC = ${ec}$. Find $x = AE$.`,
        answer: fmt(ae),
        frame,
        figure,
        hints: [PARALLEL_HINT, `${proportion}, so $\\frac{${ad}}{${db}} = \\frac{x}{${ec}}$.`],
        steps: [
          `$\\frac{${ad}}{${db}} = \\frac{x}{${ec}}$.`,
          `$x = \\frac{${ad} \\times ${ec}}{${db}} = ${fmt(ae)}$.`,
        ],
        explanation: `${proportion}, so $AE = \\frac{${ad} \\times ${ec}}{${db}} = ${fmt(ae)}$.`,
      };
    }
    if (frame === 'find-db') {
      return {
        question: `${lead}, $AD = ${ad}$, $AE = ${fmt(ae)}$ and $EC = ${ec}$. Find $x = DB$.`,
        answer: String(db),
        frame,
        figure,
        hints: [PARALLEL_HINT, `${proportion}, so $\\frac{${ad}}{x} = \\frac{${fmt(ae)}}{${ec}}$.`],
        steps: [
          `$\\frac{${ad}}{x} = \\frac{${fmt(ae)}}{${ec}}$.`,
          `$x = \\frac{${ad} \\times ${ec}}{${fmt(ae)}} = ${db}$.`,
        ],
        explanation: `${proportion}, so $DB = \\frac{${ad} \\times ${ec}}{${fmt(ae)}} = ${db}$.`,
      };
    }
    return {
      question: `${lead}, $AD = ${ad}$, $DB = ${db}$ and $AE = ${fmt(ae)}$. Find $x = EC$.`,
      answer: String(ec),
      frame,
      figure,
      hints: [PARALLEL_HINT, `${proportion}, so $\\frac{${ad}}{${db}} = \\frac{${fmt(ae)}}{x}$.`],
      steps: [
        `$\\frac{${ad}}{${db}} = \\frac{${fmt(ae)}}{x}$.`,
        `$x = \\frac{${fmt(ae)} \\times ${db}}{${ad}} = ${ec}$.`,
      ],
      explanation: `A line parallel to one side divides the other two sides proportionally: $\\frac{AD}{DB} = \\frac{AE}{EC}$, so $EC = \\frac{${fmt(ae)} \\times ${db}}{${ad}} = ${ec}$.`,
    };
  },
});

const splitterChoice = defineTemplate({
  id: `${lesson}/part-of-side-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: 0.1,
  build(rng) {
    const frame = rng.pick(['find-ae', 'find-ec', 'find-ab', 'roof-context']);
    const ad = rng.int(2, 9);
    const db = rng.int(1, 8);
    const ab = ad + db;
    const ac = rng.int(4, 20);
    const ae = (ac * ad) / ab;
    const ec = ac - ae;
    // AC = AB would make AE = AD, a number the question prints.
    if (!halfWhole(ae) || ae === ec || ac === ab) redraw('awkward or giveaway lengths');
    const n = (x: number): string => `$${n2(x)}$`;
    if (frame === 'find-ab') {
      // AE, EC and AD given: AB = AD·AC/AE.
      return {
        question: `$\\overline{DE} \\parallel \\overline{BC}$, $AD = ${ad}$, $AE = ${fmt(ae)}$ and $EC = ${fmt(ec)}$. Find $AB$.`,
        answer: n(ab),
        frame,
        multiStep: true,
        wrong: [
          { text: n((ad * ec) / ae), mistake: 'found DB instead of AB' },
          { text: n((ad * ae) / ac), mistake: 'inverted the ratio' },
          { text: n(ad + ec), mistake: 'added lengths instead of using a ratio' },
          { text: n(ac), mistake: 'thought AB equals AC' },
        ],
        figure: splitterFigure(
          ad,
          db,
          ae,
          ec,
          { AD: String(ad), AE: fmt(ae), EC: fmt(ec) },
          'Triangle ABC with DE parallel to BC.',
        ),
        hints: [
          PARALLEL_HINT,
          'Compare the part with the whole side: $\\frac{AD}{AB} = \\frac{AE}{AC}$; find $AC$ first.',
          `$AC = ${fmt(ae)} + ${fmt(ec)}$.`,
        ],
        steps: [
          `$AC = ${fmt(ae)} + ${fmt(ec)} = ${ac}$.`,
          `$\\frac{AB}{AD} = \\frac{AC}{AE}$, so $AB = ${ad} \\times \\frac{${ac}}{${fmt(ae)}} = ${n2(ab)}$.`,
        ],
        explanation: `$AC = ${ac}$ and $\\frac{AB}{AD} = \\frac{AC}{AE}$, so $AB = ${n2(ab)}$.`,
      };
    }
    const findEc = frame === 'find-ec';
    const roof = frame === 'roof-context';
    const answer = findEc ? ec : ae;
    const figure = splitterFigure(
      ad,
      db,
      ae,
      ec,
      roof ? { AD: `${ad} m`, DB: `${db} m` } : { AD: String(ad), DB: String(db) },
      roof
        ? 'A roof frame ABC with a horizontal tie beam DE parallel to BC.'
        : 'Triangle ABC with DE parallel to BC.',
    );
    const value = (x: number): string => (roof ? withUnit(x, 'm') : n(x));
    return {
      question: roof
        ? `A roof frame $ABC$ has a horizontal tie beam $DE$ parallel to its base $BC$, with $D$ on the rafter $AB$ and $E$ on the rafter $AC$. $AD = ${ad}$ m, $DB = ${db}$ m and the rafter $AC$ is $${ac}$ m long. Find the length $AE$.`
        : `$\\overline{DE} \\parallel \\overline{BC}$, $AD = ${ad}$, $DB = ${db}$ and $AC = ${ac}$. Find $${findEc ? 'EC' : 'AE'}$.`,
      answer: value(answer),
      frame,
      ...(roof ? { context: true } : {}),
      wrong: [
        {
          text: value(findEc ? ae : ec),
          mistake: findEc ? 'used AD instead of DB (found AE)' : 'used DB instead of AD (found EC)',
        },
        { text: value((ac * ad) / db), mistake: 'used AD : DB instead of AD : AB' },
        { text: value((ac * ab) / ad), mistake: 'inverted the ratio' },
        { text: value(ac - ad), mistake: 'subtracted lengths instead of using a ratio' },
      ],
      figure,
      hints: [
        PARALLEL_HINT,
        `Compare the part with the whole side: $\\frac{${findEc ? 'EC' : 'AE'}}{AC} = \\frac{${findEc ? 'DB' : 'AD'}}{AB}$.`,
        `$AB = ${ad} + ${db}$.`,
      ],
      steps: [
        `$AB = ${ad} + ${db} = ${ab}$.`,
        `$${findEc ? 'EC' : 'AE'} = ${ac} \\times \\frac{${findEc ? db : ad}}{${ab}} = ${n2(answer)}$${roof ? ' m' : ''}.`,
      ],
      explanation: `$\\frac{${findEc ? 'EC' : 'AE'}}{AC} = \\frac{${findEc ? 'DB' : 'AD'}}{AB} = \\frac{${findEc ? db : ad}}{${ab}}$, so the length is $${ac} \\times \\frac{${findEc ? db : ad}}{${ab}} = ${n2(answer)}$.`,
    };
  },
});

// ---------------------------------------------------------------- the internal angle bisector

const BISECTOR_HINT =
  'The bisector of an angle of a triangle divides the opposite side in the ratio of the two sides that form the angle.';

const bisectorFigure = defineTemplate({
  id: `${lesson}/angle-bisector-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.4,
  build(rng) {
    const frame = rng.pick(['find-bd', 'find-dc', 'find-bc']);
    const ab = rng.int(4, 12);
    const ac = rng.int(4, 12);
    if (ab === ac) redraw('isosceles: D is the midpoint');
    const bc = rng.int(Math.abs(ab - ac) + 2, ab + ac - 2);
    const bd = (bc * ab) / (ab + ac);
    const dc = bc - bd;
    if (!Number.isInteger(bd * 4)) redraw('awkward BD');
    const [A, B, C] = baseTriangle(bc, ac, ab);
    const D = lerp(B, C, ab / (ab + ac));
    const base: FigureElement[] = [
      { kind: 'polygon', points: [A, B, C] },
      { kind: 'segment', from: A, to: D },
      { kind: 'segment', from: A, to: B, label: String(ab) },
      { kind: 'segment', from: A, to: C, label: String(ac) },
      { kind: 'angle', vertex: A, from: B, to: D },
      { kind: 'angle', vertex: A, from: D, to: C },
    ];
    const points: FigureElement[] = [
      { kind: 'point', at: A, label: 'A' },
      { kind: 'point', at: B, label: 'B' },
      { kind: 'point', at: C, label: 'C' },
      { kind: 'point', at: D, label: 'D' },
    ];
    const caption = 'Triangle ABC with AD bisecting the angle at A; D lies on BC.';
    const lead = `$\\overline{AD}$ bisects $\\angle BAC$, $AB = ${ab}$, $AC = ${ac}$`;
    if (frame === 'find-bc') {
      // BD given: BC = BD·(AB + AC)/AB.
      if (!Number.isInteger(bd * 2)) redraw('BD must print as a whole number or a half');
      return {
        question: `${lead} and $BD = ${fmt(bd)}$. Find $BC$.`,
        answer: String(bc),
        frame,
        multiStep: true,
        figure: {
          caption,
          elements: [
            ...base,
            { kind: 'segment', from: B, to: D, label: fmt(bd) },
            { kind: 'dimension', from: B, to: C, label: 'x' },
            ...points,
          ],
        },
        hints: [
          BISECTOR_HINT,
          `$\\frac{BD}{DC} = \\frac{AB}{AC}$: find $DC$ first, then add.`,
          `$DC = ${fmt(bd)} \\times \\frac{${ac}}{${ab}}$.`,
        ],
        steps: [
          `$\\frac{BD}{DC} = \\frac{${ab}}{${ac}}$, so $DC = ${fmt(bd)} \\times \\frac{${ac}}{${ab}} = ${fmt(dc)}$.`,
          `$BC = BD + DC = ${fmt(bd)} + ${fmt(dc)} = ${bc}$.`,
        ],
        explanation: `$DC = ${fmt(bd)} \\times \\frac{${ac}}{${ab}} = ${fmt(dc)}$, so $BC = ${bc}$.`,
      };
    }
    const findDc = frame === 'find-dc';
    const answer = findDc ? frac(bc * ac, ab + ac) : frac(bc * ab, ab + ac);
    return {
      question: `${lead} and $BC = ${bc}$. Find $${findDc ? 'DC' : 'BD'}$.`,
      answer: answer.text,
      frame,
      figure: {
        caption,
        elements: [
          ...base,
          // BC's length on a dimension line below it: a label on BC itself would sit on BD or DC.
          { kind: 'dimension', from: B, to: C, label: String(bc) },
          ...points,
        ],
      },
      hints: [
        BISECTOR_HINT,
        `$\\frac{BD}{DC} = \\frac{AB}{AC} = \\frac{${ab}}{${ac}}$, so $BC$ is split into $${ab + ac}$ equal shares.`,
        `$${findDc ? 'DC' : 'BD'}$ takes $${findDc ? ac : ab}$ of the $${ab + ac}$ shares of $${bc}$.`,
      ],
      steps: [
        `$\\frac{BD}{DC} = \\frac{${ab}}{${ac}}$.`,
        `$${findDc ? 'DC' : 'BD'} = ${bc} \\times \\frac{${findDc ? ac : ab}}{${ab + ac}} = ${answer.tex}$.`,
      ],
      explanation: `By the angle-bisector theorem $\\frac{BD}{DC} = \\frac{AB}{AC} = \\frac{${ab}}{${ac}}$, so $${findDc ? 'DC' : 'BD'} = ${bc} \\times \\frac{${findDc ? ac : ab}}{${ab + ac}} = ${answer.tex}$.`,
    };
  },
});

const bisectorChoice = defineTemplate({
  id: `${lesson}/angle-bisector-side`,
  lesson,
  type: 'MCQ',
  b: 0.5,
  build(rng) {
    const frame = rng.pick(['find-ab', 'find-ac', 'perimeter']);
    const bd = rng.int(2, 9);
    const dc = rng.int(2, 9);
    const ac = rng.int(3, 15);
    if (bd === dc) redraw('isosceles');
    const ab = (ac * bd) / dc;
    if (!halfWhole(ab)) redraw('awkward AB');
    const bc = bd + dc;
    if (ab + ac <= bc || Math.abs(ab - ac) >= bc) redraw('no such triangle');
    const n = (x: number): string => `$${n2(x)}$`;
    const lead = `In $\\triangle ABC$, the bisector of $\\angle A$ meets $\\overline{BC}$ at $D$.`;
    if (frame === 'find-ac') {
      return {
        question: `${lead} If $BD = ${bd}$, $DC = ${dc}$ and $AB = ${fmt(ab)}$, find $AC$.`,
        answer: n(ac),
        frame,
        wrong: [
          { text: n((ab * bd) / dc), mistake: 'inverted the ratio BD : DC' },
          { text: n(ab + dc - bd), mistake: 'added the difference instead of using the ratio' },
          { text: n((ab * dc) / bc), mistake: 'used DC : BC instead of DC : BD' },
          { text: n(ab), mistake: 'assumed the triangle is isosceles' },
        ],
        hints: [BISECTOR_HINT, `$\\frac{AC}{AB} = \\frac{DC}{BD}$.`],
        steps: [
          `$\\frac{AC}{AB} = \\frac{DC}{BD} = \\frac{${dc}}{${bd}}$.`,
          `$AC = ${fmt(ab)} \\times \\frac{${dc}}{${bd}} = ${n2(ac)}$.`,
        ],
        explanation: `$\\frac{AC}{AB} = \\frac{DC}{BD}$, so $AC = ${fmt(ab)} \\times \\frac{${dc}}{${bd}} = ${n2(ac)}$.`,
      };
    }
    if (frame === 'perimeter') {
      const perimeter = ab + ac + bc;
      return {
        question: `${lead} If $BD = ${bd}$ cm, $DC = ${dc}$ cm and $AC = ${ac}$ cm, find the perimeter of $\\triangle ABC$.`,
        answer: withUnit(perimeter, 'cm'),
        frame,
        multiStep: true,
        wrong: [
          { text: withUnit((ac * dc) / bd + ac + bc, 'cm'), mistake: 'inverted the ratio BD : DC' },
          { text: withUnit(ab + ac, 'cm'), mistake: 'left out the side BC' },
          { text: withUnit(2 * ac + bc, 'cm'), mistake: 'assumed the triangle is isosceles' },
          { text: withUnit(ab + ac + bd, 'cm'), mistake: 'used BD for the whole side BC' },
        ],
        hints: [
          BISECTOR_HINT,
          'Find $AB$ from $\\frac{AB}{AC} = \\frac{BD}{DC}$, then add the three sides.',
          `$AB = ${ac} \\times \\frac{${bd}}{${dc}}$.`,
        ],
        steps: [
          `$AB = ${ac} \\times \\frac{${bd}}{${dc}} = ${n2(ab)}$ cm and $BC = ${bd} + ${dc} = ${bc}$ cm.`,
          `Perimeter $= ${n2(ab)} + ${ac} + ${bc} = ${n2(perimeter)}$ cm.`,
        ],
        explanation: `$AB = ${n2(ab)}$ cm and $BC = ${bc}$ cm, so the perimeter is $${n2(perimeter)}$ cm.`,
      };
    }
    return {
      question: `${lead} If $BD = ${bd}$, $DC = ${dc}$ and $AC = ${ac}$, find $AB$.`,
      answer: n(ab),
      frame,
      wrong: [
        { text: n((ac * dc) / bd), mistake: 'inverted the ratio BD : DC' },
        { text: n(ac + bd - dc), mistake: 'added the difference instead of using the ratio' },
        { text: n((ac * bd) / bc), mistake: 'used BD : BC instead of BD : DC' },
        { text: n(ac), mistake: 'assumed the triangle is isosceles' },
      ],
      hints: [BISECTOR_HINT, `$\\frac{AB}{AC} = \\frac{BD}{DC}$.`],
      steps: [
        `$\\frac{AB}{AC} = \\frac{BD}{DC} = \\frac{${bd}}{${dc}}$.`,
        `$AB = ${ac} \\times \\frac{${bd}}{${dc}} = ${n2(ab)}$.`,
      ],
      explanation: `$\\frac{AB}{AC} = \\frac{BD}{DC}$, so $AB = ${ac} \\times \\frac{${bd}}{${dc}} = ${n2(ab)}$.`,
    };
  },
});

// ---------------------------------------------------------------- parallel lines and transversals

/**
 * Three parallel lines across two transversals: segments a, b on the first and c, d on the
 * second (d = b·c/a). Labels keyed 'a', 'b', 'c', 'd'.
 */
function transversalFigure(
  rng: Rng,
  a: number,
  b: number,
  c: number,
  d: number,
  labels: Record<'a' | 'b' | 'c' | 'd', string | undefined>,
  caption: string,
): { caption: string; elements: FigureElement[] } {
  // Line 1 crosses the parallels at angle phi1; heights between parallels follow from a, b.
  const phi1 = rng.int(60, 80) * DEG;
  const h1 = a * Math.sin(phi1);
  const h2 = b * Math.sin(phi1);
  const sin2 = h1 / c;
  if (sin2 > 0.97 || sin2 < 0.35) redraw('the second transversal would be too flat or too steep');
  const phi2 = Math.asin(sin2);
  const p0 = pt(0, 0);
  const p1 = pt(a * Math.cos(phi1), h1);
  const p2 = pt((a + b) * Math.cos(phi1), h1 + h2);
  const q0 = pt(p2.x + Math.max(3, 0.4 * (a + b)), 0);
  const q1 = pt(q0.x + c * Math.cos(phi2), h1);
  const q2 = pt(q0.x + (c + d) * Math.cos(phi2), h1 + h2);
  // The parallels run past both transversals, so every crossing lies on a drawn line.
  const left = Math.min(p0.x, p1.x, p2.x, q0.x, q1.x, q2.x) - 1;
  const right = Math.max(p0.x, p1.x, p2.x, q0.x, q1.x, q2.x) + 1;
  const line = (y: number): FigureElement => ({
    kind: 'segment',
    from: pt(left, y),
    to: pt(right, y),
    arrows: 1,
  });
  const seg = (from: Point, to: Point, label: string | undefined): FigureElement => ({
    kind: 'segment',
    from,
    to,
    ...(label ? { label } : {}),
  });
  return {
    caption,
    elements: [
      line(0),
      line(h1),
      line(h1 + h2),
      seg(p0, p1, labels.a),
      seg(p1, p2, labels.b),
      seg(q0, q1, labels.c),
      seg(q1, q2, labels.d),
    ],
  };
}

const THALES_HINT = 'Parallel lines cut any two transversals in the same ratio.';

const transversals = defineTemplate({
  id: `${lesson}/parallel-lines-transversals-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.2,
  build(rng) {
    const frame = rng.pick(['find-second', 'find-first', 'total-split', 'streets-context']);
    const a = rng.int(2, 8);
    const b = rng.int(2, 8);
    const c = rng.int(2, 10);
    const x = (b * c) / a;
    if (!halfWhole(x) || a === c) redraw('awkward or giveaway lengths');
    const caption = 'Three parallel lines crossing two transversals.';
    if (frame === 'find-first') {
      // The first segment of the second transversal unknown: c = a·x/b with x given.
      return {
        question: `Three parallel lines cut two transversals. On the first transversal the segments are $${a}$ and $${b}$; on the second the corresponding segments are $x$ and $${fmt(x)}$. Find $x$.`,
        answer: String(c),
        frame,
        figure: transversalFigure(
          rng,
          a,
          b,
          c,
          x,
          { a: String(a), b: String(b), c: 'x', d: fmt(x) },
          caption,
        ),
        hints: [THALES_HINT, `$\\frac{${a}}{${b}} = \\frac{x}{${fmt(x)}}$.`],
        steps: [
          `$\\frac{${a}}{${b}} = \\frac{x}{${fmt(x)}}$.`,
          `$x = \\frac{${a} \\times ${fmt(x)}}{${b}} = ${c}$.`,
        ],
        explanation: `$\\frac{${a}}{${b}} = \\frac{x}{${fmt(x)}}$, so $x = ${c}$.`,
      };
    }
    if (frame === 'total-split') {
      const total = c + x;
      return {
        question: `Three parallel lines cut two transversals. On the first transversal the segments are $${a}$ and $${b}$. On the second, the whole length between the outer lines is $${fmt(total)}$. Find the part $x$ that corresponds to the segment $${b}$.`,
        answer: fmt(x),
        frame,
        multiStep: true,
        figure: transversalFigure(
          rng,
          a,
          b,
          c,
          x,
          { a: String(a), b: String(b), c: undefined, d: 'x' },
          caption,
        ),
        hints: [
          THALES_HINT,
          `The whole of the first transversal, $${a} + ${b}$, matches the whole of the second, $${fmt(total)}$.`,
          `$\\frac{x}{${fmt(total)}} = \\frac{${b}}{${a + b}}$.`,
        ],
        steps: [
          `The first transversal's whole length is $${a} + ${b} = ${a + b}$.`,
          `$x = ${fmt(total)} \\times \\frac{${b}}{${a + b}} = ${fmt(x)}$.`,
        ],
        explanation: `$\\frac{x}{${fmt(total)}} = \\frac{${b}}{${a + b}}$, so $x = ${fmt(x)}$.`,
      };
    }
    const streets = frame === 'streets-context';
    return {
      question: streets
        ? `Three parallel streets cross two straight avenues. Along the first avenue the blocks between the streets are $${a * 10}$ m and $${b * 10}$ m long; along the second avenue the first block is $${c * 10}$ m long. Find the length $x$ of the second block along the second avenue, in m.`
        : `Three parallel lines cut two transversals. On the first transversal the segments are $${a}$ and $${b}$; on the second the corresponding segments are $${c}$ and $x$. Find $x$.`,
      answer: fmt(streets ? x * 10 : x),
      ...(streets ? { unit: 'm', context: true } : {}),
      frame,
      figure: transversalFigure(
        rng,
        a,
        b,
        c,
        x,
        streets
          ? { a: `${a * 10} m`, b: `${b * 10} m`, c: `${c * 10} m`, d: 'x' }
          : { a: String(a), b: String(b), c: String(c), d: 'x' },
        streets ? 'Three parallel streets crossing two avenues.' : caption,
      ),
      hints: [
        THALES_HINT,
        streets
          ? `$\\frac{${a * 10}}{${b * 10}} = \\frac{${c * 10}}{x}$.`
          : `$\\frac{${a}}{${b}} = \\frac{${c}}{x}$.`,
      ],
      steps: streets
        ? [
            `$\\frac{${a * 10}}{${b * 10}} = \\frac{${c * 10}}{x}$.`,
            `$x = \\frac{${b * 10} \\times ${c * 10}}{${a * 10}} = ${fmt(x * 10)}$ m.`,
          ]
        : [
            `$\\frac{${a}}{${b}} = \\frac{${c}}{x}$.`,
            `$x = \\frac{${b} \\times ${c}}{${a}} = ${fmt(x)}$.`,
          ],
      explanation: `Parallel lines cut transversals proportionally: $\\frac{${a}}{${b}} = \\frac{${c}}{x}$, so $x = \\frac{${b} \\times ${c}}{${a}} = ${fmt(x)}$${streets ? ' (in tens of metres)' : ''}.`,
    };
  },
});

// ---------------------------------------------------------------- the converse

const converse = defineTemplate({
  id: `${lesson}/is-it-parallel`,
  lesson,
  type: 'MCQ',
  b: 0.3,
  build(rng) {
    const frame = rng.pick(['parts', 'wholes', 'part-and-whole']);
    const ad = rng.int(2, 9);
    const db = rng.int(2, 9);
    // k = 1 would make AD = AE: the length comparison "AD ≠ AE" would be false, not misleading.
    const k = rng.pick([2, 3, 0.5, 1.5]);
    const parallel = rng.chance(0.5);
    const ae = ad * k;
    const ec = db * k + (parallel ? 0 : rng.pick([1, 2]));
    const ab = ad + db;
    const ac = ae + ec;
    const wholes = frame === 'wholes';
    const [r1, r2] = wholes
      ? ['\\frac{AD}{AB}', '\\frac{AE}{AC}']
      : ['\\frac{AD}{DB}', '\\frac{AE}{EC}'];
    const yes = `Yes, because $${r1} = ${r2}$`;
    const no = `No, because $${r1} \\ne ${r2}$`;
    const data =
      frame === 'parts'
        ? `$AD = ${ad}$, $DB = ${db}$, $AE = ${fmt(ae)}$ and $EC = ${fmt(ec)}$`
        : frame === 'wholes'
          ? `$AD = ${ad}$, $AB = ${ab}$, $AE = ${fmt(ae)}$ and $AC = ${fmt(ac)}$`
          : `$AD = ${ad}$, $DB = ${db}$, $AE = ${fmt(ae)}$ and $AC = ${fmt(ac)}$`;
    const first = wholes ? frac(ad, ab) : frac(ad, db);
    const second = wholes
      ? frac(Math.round(ae * 2), Math.round(ac * 2))
      : frac(Math.round(ae * 2), Math.round(ec * 2));
    const verdict = parallel
      ? 'The ratios are equal, so by the converse of the theorem $DE \\parallel BC$.'
      : 'The ratios differ, so $DE$ is not parallel to $BC$.';
    return {
      question: `In $\\triangle ABC$, $D \\in \\overline{AB}$ and $E \\in \\overline{AC}$ with ${data}. Is $\\overline{DE} \\parallel \\overline{BC}$?`,
      answer: parallel ? yes : no,
      frame,
      ...(frame === 'part-and-whole' ? { multiStep: true } : {}),
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
      hints: [
        'If a line divides two sides of a triangle in the same ratio, it is parallel to the third side.',
        frame === 'part-and-whole'
          ? 'Find $EC = AC - AE$ first, then compare $\\frac{AD}{DB}$ with $\\frac{AE}{EC}$.'
          : `Compare $${r1}$ with $${r2}$ in lowest terms.`,
      ],
      steps: [
        ...(frame === 'part-and-whole' ? [`$EC = ${fmt(ac)} - ${fmt(ae)} = ${fmt(ec)}$.`] : []),
        `$${r1} = ${first.tex}$ and $${r2} = ${second.tex}$.`,
        `${verdict} So: ${parallel ? yes : no}.`,
      ],
      explanation: `$${r1} = ${first.tex}$ and $${r2} = ${second.tex}$. ${verdict}`,
    };
  },
});

// ---------------------------------------------------------------- the midsegment

const midsegment = defineTemplate({
  id: `${lesson}/midsegment-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: -0.6,
  build(rng) {
    const frame = rng.pick(['find-de', 'find-bc', 'perimeter-ade', 'frame-context']);
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
    const [A, B, C] = baseTriangle(a * k, b * k, c * k);
    const D = lerp(A, B, 0.5);
    const E = lerp(A, C, 0.5);
    const n = (x: number): string => withUnit(x, 'cm');
    const ticks: FigureElement[] = [
      { kind: 'segment', from: A, to: D, ticks: 1 },
      { kind: 'segment', from: D, to: B, ticks: 1 },
      { kind: 'segment', from: A, to: E, ticks: 2 },
      { kind: 'segment', from: E, to: C, ticks: 2 },
    ];
    const points: FigureElement[] = [
      { kind: 'point', at: A, label: 'A' },
      { kind: 'point', at: B, label: 'B' },
      { kind: 'point', at: C, label: 'C' },
      { kind: 'point', at: D, label: 'D' },
      { kind: 'point', at: E, label: 'E' },
    ];
    const midHint =
      'The segment joining the midpoints of two sides of a triangle is parallel to the third side and half its length.';
    if (frame === 'perimeter-ade') {
      const [ab, ac] = [c * k, b * k];
      const perimeter = (ab + ac + bc) / 2;
      return {
        question: `$D$ and $E$ are the midpoints of $\\overline{AB}$ and $\\overline{AC}$, with $AB = ${ab}$ cm, $AC = ${ac}$ cm and $BC = ${bc}$ cm. Find the perimeter of $\\triangle ADE$.`,
        answer: n(perimeter),
        frame,
        multiStep: true,
        wrong: [
          { text: n(ab + ac + bc), mistake: 'gave the perimeter of triangle ABC' },
          { text: n((ab + ac) / 2 + bc), mistake: 'used BC instead of DE' },
          { text: n(perimeter / 2), mistake: 'halved twice' },
          { text: n((ab + ac + bc) / 4), mistake: 'quartered the perimeter as for an area' },
        ],
        figure: {
          caption: 'Triangle ABC with D and E the midpoints of AB and AC.',
          elements: [
            { kind: 'polygon', points: [A, B, C] },
            ...ticks,
            { kind: 'segment', from: D, to: E },
            ...points,
          ],
        },
        hints: [midHint, '$AD$ and $AE$ are half of $AB$ and $AC$; $DE$ is half of $BC$.'],
        steps: [
          `$AD = ${fmt(ab / 2)}$ cm, $AE = ${fmt(ac / 2)}$ cm and $DE = \\frac{1}{2} \\times ${bc} = ${fmt(bc / 2)}$ cm.`,
          `Perimeter $= ${fmt(ab / 2)} + ${fmt(ac / 2)} + ${fmt(bc / 2)} = ${n2(perimeter)}$ cm.`,
        ],
        explanation: `Each side of $\\triangle ADE$ is half the matching side of $\\triangle ABC$, so its perimeter is $${n2(perimeter)}$ cm.`,
      };
    }
    const findDe = frame !== 'find-bc';
    const known = findDe ? bc : bc / 2;
    const answer = findDe ? bc / 2 : bc;
    const framed = frame === 'frame-context';
    return {
      question: framed
        ? `An A-shaped ladder frame has legs $AB$ and $AC$. A crossbar $DE$ joins the midpoints $D$ and $E$ of the legs, and the feet $B$ and $C$ are $${bc}$ cm apart on level ground. Find the length of the crossbar $DE$.`
        : findDe
          ? `$D$ and $E$ are the midpoints of $\\overline{AB}$ and $\\overline{AC}$, and $BC = ${bc}$ cm. Find $DE$.`
          : `$D$ and $E$ are the midpoints of $\\overline{AB}$ and $\\overline{AC}$, and $DE = ${fmt(known)}$ cm. Find $BC$.`,
      answer: n(answer),
      frame,
      ...(framed ? { context: true } : {}),
      wrong: [
        { text: n(findDe ? bc * 2 : known / 2), mistake: 'used the ratio the wrong way round' },
        { text: n(findDe ? bc : known), mistake: 'thought the midsegment equals the base' },
        { text: n(findDe ? bc / 4 : known * 4), mistake: 'halved twice' },
        { text: n(findDe ? bc / 3 : known * 3), mistake: 'used one third instead of one half' },
      ],
      figure: {
        caption: framed
          ? 'An A-shaped frame ABC with the crossbar DE joining the midpoints of its legs.'
          : 'Triangle ABC with D and E the midpoints of AB and AC.',
        elements: [
          { kind: 'polygon', points: [A, B, C] },
          ...ticks,
          { kind: 'segment', from: D, to: E, ...(findDe ? {} : { label: `${fmt(known)} cm` }) },
          { kind: 'segment', from: B, to: C, ...(findDe ? { label: `${bc} cm` } : {}) },
          ...points,
        ],
      },
      hints: [
        midHint,
        findDe ? 'Halve the third side.' : 'The third side is twice the midsegment.',
      ],
      steps: [
        findDe
          ? `$DE = \\frac{1}{2} BC = \\frac{1}{2} \\times ${bc} = ${n2(answer)}$ cm.`
          : `$BC = 2 \\times DE = 2 \\times ${fmt(known)} = ${n2(answer)}$ cm.`,
      ],
      explanation: `The segment joining the midpoints of two sides is parallel to the third side and half its length: ${findDe ? `$DE = \\frac{1}{2} \\times ${bc} = ${fmt(bc / 2)}$ cm` : `$BC = 2 \\times ${fmt(known)} = ${bc}$ cm`}.`,
    };
  },
});

// ---------------------------------------------------------------- which ratio (easy)

const whichRatio = defineTemplate({
  id: `${lesson}/which-ratio`,
  lesson,
  type: 'MCQ',
  b: -1.3,
  build(rng) {
    const frame = rng.pick(['parallel', 'internal-bisector', 'external-bisector', 'centroid']);
    if (frame === 'centroid') {
      const am = 3 * rng.int(2, 9);
      const askWhole = rng.chance(0.5);
      const answer = askWhole ? ratioTex(2, 3) : ratioTex(2, 1);
      return {
        question: `In $\\triangle ABC$, $\\overline{AM}$ is a median of length $${am}$ cm and $G$ is the centroid. Find the ratio ${askWhole ? '$AG : AM$' : '$AG : GM$'}.`,
        answer,
        frame,
        wrong: [
          {
            text: askWhole ? ratioTex(2, 1) : ratioTex(2, 3),
            mistake: askWhole ? 'gave AG : GM' : 'gave AG : AM',
          },
          { text: ratioTex(1, 2), mistake: 'inverted the ratio' },
          { text: ratioTex(1, 1), mistake: 'thought the centroid is the midpoint of the median' },
          { text: ratioTex(1, 3), mistake: 'took GM : AM' },
        ],
        hints: [
          'The three medians meet at the centroid.',
          'The centroid divides each median in the ratio $2 : 1$ from the vertex.',
        ],
        steps: [
          `$AG = \\frac{2}{3} \\times ${am} = ${(2 * am) / 3}$ cm and $GM = \\frac{1}{3} \\times ${am} = ${am / 3}$ cm.`,
          `So ${askWhole ? '$AG : AM$' : '$AG : GM$'} is ${answer}.`,
        ],
        explanation: `The centroid is two thirds of the way along each median from the vertex, so ${askWhole ? '$AG : AM$' : '$AG : GM$'} is ${answer}.`,
      };
    }
    const [p, q] = coprimePair(rng, 1, 9);
    // t >= 2: the given lengths always need simplifying (no side of 1 cm).
    const t = rng.int(2, 4);
    const [x, y] = rng.chance(0.5) ? [p * t, q * t] : [q * t, p * t];
    const g = gcd(x, y);
    const answer = ratioTex(x / g, y / g);
    let question: string;
    let rule: string;
    let wrongWhole: Choice;
    if (frame === 'parallel') {
      question = `In $\\triangle ABC$, $D \\in \\overline{AB}$ and $E \\in \\overline{AC}$ with $\\overline{DE} \\parallel \\overline{BC}$, $AD = ${x}$ cm and $DB = ${y}$ cm. Find the ratio $AE : EC$.`;
      rule = 'A line parallel to one side divides the other two sides in the same ratio';
      wrongWhole = { text: ratioTex(x / g, (x + y) / g), mistake: 'gave AE : AC (part to whole)' };
    } else if (frame === 'internal-bisector') {
      question = `In $\\triangle ABC$, $AB = ${x}$ cm and $AC = ${y}$ cm. The bisector of $\\angle A$ meets $\\overline{BC}$ at $D$. Find the ratio $BD : DC$.`;
      rule =
        'The bisector of an angle divides the opposite side in the ratio of the two sides that form the angle';
      wrongWhole = { text: ratioTex(x / g, (x + y) / g), mistake: 'gave BD : BC (part to whole)' };
    } else {
      if (x === y) redraw('equal sides: the exterior bisector is parallel to BC');
      question = `In $\\triangle ABC$, $AB = ${x}$ cm and $AC = ${y}$ cm. The bisector of the exterior angle at $A$ meets $\\overleftrightarrow{BC}$ at $E$. Find the ratio $EB : EC$.`;
      rule =
        'The bisector of an exterior angle meets the opposite side produced at a point whose distances from its ends are in the ratio of the other two sides';
      wrongWhole = {
        text: ratioTex(Math.abs(x - y) / g, y / g),
        mistake: 'gave BC : EC (the difference) instead of EB : EC',
      };
    }
    return {
      question,
      answer,
      frame,
      wrong: [
        { text: ratioTex(y / g, x / g), mistake: 'inverted the ratio' },
        wrongWhole,
        { text: ratioTex((x * x) / (g * g), (y * y) / (g * g)), mistake: 'squared the ratio' },
        { text: ratioTex(1, 1), mistake: 'thought the point is a midpoint' },
      ],
      hints: [`${rule}.`, 'Write the ratio of the two given lengths and simplify it.'],
      steps: [`${rule}.`, `So the ratio is $${x} : ${y}$, that is ${answer}.`],
      explanation: `${rule}, so the ratio is ${answer}.`,
    };
  },
});

// ---------------------------------------------------------------- medians and the centroid

const centroid = defineTemplate({
  id: `${lesson}/centroid-median-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: -1.0,
  build(rng) {
    const frame = rng.pick(['find-ag', 'find-gm', 'find-median']);
    const third = rng.int(2, 12);
    const am = 3 * third;
    // A triangle whose median from A has length am: B and C either side of M, A above.
    const half = rng.int(Math.ceil(am * 0.45), Math.ceil(am * 0.9));
    const tilt = rng.int(60, 110) * DEG;
    const M = pt(0, 0);
    const B = pt(-half, 0);
    const C = pt(half, 0);
    const A = pt(am * Math.cos(tilt), am * Math.sin(tilt));
    const G = lerp(A, M, 2 / 3);
    const labels: Record<'AG' | 'GM' | 'AM', string | undefined> =
      frame === 'find-ag'
        ? // No 'x' on AG: it would sit beside the median's own dimension label.
          { AG: undefined, GM: undefined, AM: `${am} cm` }
        : frame === 'find-gm'
          ? { AG: `${2 * third} cm`, GM: 'x', AM: undefined }
          : { AG: undefined, GM: `${third} cm`, AM: 'x' };
    const elements: FigureElement[] = [
      { kind: 'polygon', points: [A, B, C] },
      { kind: 'segment', from: A, to: G, ...(labels.AG ? { label: labels.AG } : {}) },
      { kind: 'segment', from: G, to: M, ...(labels.GM ? { label: labels.GM } : {}) },
      ...(labels.AM ? [{ kind: 'dimension' as const, from: A, to: M, label: labels.AM }] : []),
      { kind: 'segment', from: B, to: M, ticks: 1 },
      { kind: 'segment', from: M, to: C, ticks: 1 },
      { kind: 'point', at: A, label: 'A' },
      { kind: 'point', at: B, label: 'B' },
      { kind: 'point', at: C, label: 'C' },
      { kind: 'point', at: M, label: 'M' },
      { kind: 'point', at: G, label: 'G', dot: true },
    ];
    const figure = {
      caption: 'Triangle ABC with the median AM and the centroid G on it.',
      elements,
    };
    const lead =
      '$M$ is the midpoint of $\\overline{BC}$ and $G$ is the centroid of $\\triangle ABC$';
    const hints = [
      'The centroid is where the medians meet.',
      'It divides each median in the ratio $2 : 1$ from the vertex: $AG = \\frac{2}{3} AM$ and $GM = \\frac{1}{3} AM$.',
    ];
    if (frame === 'find-gm') {
      return {
        question: `${lead}, with $AG = ${2 * third}$ cm. Find $x = GM$, in cm.`,
        answer: String(third),
        unit: 'cm',
        frame,
        figure,
        hints,
        steps: [`$AG : GM = 2 : 1$.`, `$x = GM = \\frac{${2 * third}}{2} = ${third}$ cm.`],
        explanation: `$GM$ is half of $AG$: $${third}$ cm.`,
      };
    }
    if (frame === 'find-median') {
      return {
        question: `${lead}, with $GM = ${third}$ cm. Find the length $x$ of the median $AM$, in cm.`,
        answer: String(am),
        unit: 'cm',
        frame,
        figure,
        hints,
        steps: [`$GM = \\frac{1}{3} AM$.`, `$x = AM = 3 \\times ${third} = ${am}$ cm.`],
        explanation: `$AM = 3 \\times GM = ${am}$ cm.`,
      };
    }
    return {
      question: `${lead}, and the median $AM$ is $${am}$ cm long. Find $AG$, in cm.`,
      answer: String(2 * third),
      unit: 'cm',
      frame,
      figure,
      hints,
      steps: [`$AG = \\frac{2}{3} AM$.`, `$AG = \\frac{2}{3} \\times ${am} = ${2 * third}$ cm.`],
      explanation: `$AG = \\frac{2}{3} \\times ${am} = ${2 * third}$ cm.`,
    };
  },
});

// ---------------------------------------------------------------- the external angle bisector

const EXTERNAL_HINT =
  'The bisector of the exterior angle at $A$ meets $BC$ produced at $E$ with $\\frac{EB}{EC} = \\frac{AB}{AC}$.';

const externalBisector = defineTemplate({
  id: `${lesson}/external-bisector-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 1.3,
  build(rng) {
    const frame = rng.pick(['find-eb', 'find-side', 'feet-distance']);
    // AB > AC so E lies beyond C; AB ≥ 1.5·AC keeps E within about twice BC of C.
    const ac = rng.int(3, 8);
    const ab = rng.int(Math.ceil(1.5 * ac), 2 * ac + 2);
    const bc = rng.int(ab - ac + 2, ab + ac - 2);
    const d = ab - ac;
    const ec = (bc * ac) / d;
    const eb = ec + bc;
    const dc = (bc * ac) / (ab + ac);
    if (!halfWhole(ec)) redraw('awkward EC');
    if (frame === 'feet-distance' && !halfWhole(dc)) redraw('awkward DC');
    const [A, B, C] = baseTriangle(bc, ac, ab);
    const ux = (C.x - B.x) / bc;
    const uy = (C.y - B.y) / bc;
    const E = pt(C.x + ec * ux, C.y + ec * uy);
    const D = lerp(B, C, ab / (ab + ac));
    // F on BA produced, beyond A: the exterior angle FAC is bisected by AE.
    const F = lerp(B, A, 1 + Math.min(0.45, 3 / ab));
    const feet = frame === 'feet-distance';
    const elements: FigureElement[] = [
      { kind: 'polygon', points: [A, B, C] },
      { kind: 'segment', from: A, to: F },
      { kind: 'segment', from: C, to: E, dashed: true },
      { kind: 'segment', from: A, to: E },
      { kind: 'angle', vertex: A, from: F, to: E },
      { kind: 'angle', vertex: A, from: E, to: C },
      ...(feet ? [{ kind: 'segment' as const, from: A, to: D }] : []),
      { kind: 'point', at: A, label: 'A' },
      { kind: 'point', at: B, label: 'B' },
      { kind: 'point', at: C, label: 'C' },
      { kind: 'point', at: E, label: 'E' },
      ...(feet ? [{ kind: 'point' as const, at: D, label: 'D' }] : []),
    ];
    const figure = {
      caption: feet
        ? 'Triangle ABC with AD bisecting angle A and AE bisecting the exterior angle at A; E lies on BC produced.'
        : 'Triangle ABC with AE bisecting the exterior angle at A; E lies on BC produced.',
      elements,
    };
    const lead =
      'In $\\triangle ABC$, the bisector of the exterior angle at $A$ meets $\\overleftrightarrow{BC}$ at $E$';
    if (frame === 'find-side') {
      // EC and BC given, AC given: AB = AC·EB/EC.
      return {
        question: `${lead}, with $BC = ${bc}$ cm, $CE = ${fmt(ec)}$ cm and $AC = ${ac}$ cm. Find $AB$, in cm.`,
        answer: String(ab),
        unit: 'cm',
        frame,
        multiStep: true,
        figure,
        hints: [EXTERNAL_HINT, `$EB = BC + CE$; then $AB = AC \\times \\frac{EB}{EC}$.`],
        steps: [
          `$EB = ${bc} + ${fmt(ec)} = ${fmt(eb)}$ cm.`,
          `$AB = ${ac} \\times \\frac{${fmt(eb)}}{${fmt(ec)}} = ${ab}$ cm.`,
        ],
        explanation: `$EB = ${fmt(eb)}$ cm and $\\frac{AB}{AC} = \\frac{EB}{EC}$, so $AB = ${ab}$ cm.`,
      };
    }
    if (feet) {
      return {
        question: `In $\\triangle ABC$, $AB = ${ab}$ cm, $AC = ${ac}$ cm and $BC = ${bc}$ cm. The bisectors of the interior and the exterior angles at $A$ meet $\\overleftrightarrow{BC}$ at $D$ and $E$. Find $DE$, in cm.`,
        answer: fmt(dc + ec),
        unit: 'cm',
        frame,
        multiStep: true,
        figure,
        hints: [
          `Internal: $\\frac{DB}{DC} = \\frac{AB}{AC}$. ${EXTERNAL_HINT}`,
          '$DE = DC + CE$: find each from its theorem.',
          `$DC = ${bc} \\times \\frac{${ac}}{${ab + ac}}$ and $CE = \\frac{${bc} \\times ${ac}}{${ab} - ${ac}}$.`,
        ],
        steps: [
          `$DC = ${bc} \\times \\frac{${ac}}{${ab + ac}} = ${fmt(dc)}$ cm.`,
          `$\\frac{CE + ${bc}}{CE} = \\frac{${ab}}{${ac}}$, so $CE = \\frac{${bc} \\times ${ac}}{${d}} = ${fmt(ec)}$ cm.`,
          `$DE = DC + CE = ${fmt(dc)} + ${fmt(ec)} = ${fmt(dc + ec)}$ cm.`,
        ],
        explanation: `$DC = ${fmt(dc)}$ cm and $CE = ${fmt(ec)}$ cm, so $DE = ${fmt(dc + ec)}$ cm.`,
      };
    }
    return {
      question: `${lead}, with $AB = ${ab}$ cm, $AC = ${ac}$ cm and $BC = ${bc}$ cm. Find $EB$, in cm.`,
      answer: fmt(eb),
      unit: 'cm',
      frame,
      figure,
      hints: [
        EXTERNAL_HINT,
        `Write $EB = EC + ${bc}$: $\\frac{EC + ${bc}}{EC} = \\frac{${ab}}{${ac}}$.`,
        `$${ac}(EC + ${bc}) = ${ab} \\times EC$.`,
      ],
      steps: [
        `$\\frac{EC + ${bc}}{EC} = \\frac{${ab}}{${ac}}$, so $${d} \\times EC = ${bc * ac}$ and $EC = ${fmt(ec)}$ cm.`,
        `$EB = ${fmt(ec)} + ${bc} = ${fmt(eb)}$ cm.`,
      ],
      explanation: `$\\frac{EB}{EC} = \\frac{AB}{AC}$ with $EB = EC + BC$ gives $EC = ${fmt(ec)}$ cm, so $EB = ${fmt(eb)}$ cm.`,
    };
  },
});

// ---------------------------------------------------------------- multi-step, ramps

const multiStep = defineTemplate({
  id: `${lesson}/proportionality-multi-step`,
  lesson,
  type: 'short_answer',
  b: 1.6,
  build(rng) {
    const frame = rng.pick(['trapezium-perimeter', 'bisector-perimeter', 'ramp-context']);
    if (frame === 'bisector-perimeter') {
      // AB/AC = BD/DC and AB + AC = P − BC.
      const [p, q] = coprimePair(rng, 2, 7);
      const s = rng.int(1, 3);
      const [bd, dc] = [p * s, q * s];
      const t = rng.int(2, 4);
      const [ab, ac] = [p * t, q * t];
      const bc = bd + dc;
      if (ab + ac <= bc || Math.abs(ab - ac) >= bc || t === s) redraw('no such triangle');
      const P = ab + ac + bc;
      return {
        question: `In $\\triangle ABC$, the bisector of $\\angle A$ meets $\\overline{BC}$ at $D$, with $BD = ${bd}$ cm and $DC = ${dc}$ cm. The perimeter of the triangle is $${P}$ cm. Find $AB$, in cm.`,
        answer: String(ab),
        unit: 'cm',
        frame,
        multiStep: true,
        hints: [
          BISECTOR_HINT,
          '$AB + AC$ is the perimeter less $BC$, and $AB : AC = BD : DC$.',
          `$AB + AC = ${P} - ${bc}$.`,
        ],
        steps: [
          `$BC = ${bd} + ${dc} = ${bc}$ cm, so $AB + AC = ${P} - ${bc} = ${ab + ac}$ cm.`,
          `$AB : AC = ${bd} : ${dc}$, so $AB = ${ab + ac} \\times \\frac{${bd}}{${bc}} = ${ab}$ cm.`,
        ],
        explanation: `$AB + AC = ${ab + ac}$ cm shared in the ratio $${bd} : ${dc}$: $AB = ${ab}$ cm.`,
      };
    }
    if (frame === 'ramp-context') {
      // A ramp from A on the ground up to the top C of a post BC; a shorter support DE under it.
      const ad = rng.int(2, 6);
      const db = rng.int(2, 6);
      const ab = ad + db;
      const ac = rng.pick([1.5, 2, 2.5, 3].map((f) => f * ab).filter((v) => v > ab + 0.5));
      const ae = (ac * ad) / ab;
      const ec = ac - ae;
      if (!halfWhole(ae * 2)) redraw('awkward AE');
      return {
        question: `A straight ramp $AC$ rises from $A$ on level ground to the top $C$ of a vertical post $BC$. A vertical support $DE$ stands under the ramp, with $D$ on the ground between $A$ and $B$. $AD = ${ad}$ m, $DB = ${db}$ m and the ramp is $${fmt(ac)}$ m long. Find the length $EC$ of the ramp between the two supports, in m.`,
        answer: fmt(ec),
        unit: 'm',
        frame,
        multiStep: true,
        context: true,
        hints: [
          'The two vertical supports are parallel, so $DE \\parallel BC$ in $\\triangle ABC$.',
          `${PARALLEL_HINT} Compare $EC$ with $AC$ as $DB$ with $AB$.`,
          `$AB = ${ad} + ${db}$.`,
        ],
        steps: [
          `$AB = ${ad} + ${db} = ${ab}$ m.`,
          `$\\frac{EC}{AC} = \\frac{DB}{AB}$, so $EC = ${fmt(ac)} \\times \\frac{${db}}{${ab}} = ${fmt(ec)}$ m.`,
        ],
        explanation: `$DE \\parallel BC$, so $EC = AC \\times \\frac{DB}{AB} = ${fmt(ec)}$ m.`,
      };
    }
    // DE ∥ BC with AD, DB, AE and DE given: the perimeter of the trapezium DBCE.
    const ad = rng.int(2, 6);
    const db = rng.int(1, 5);
    const ab = ad + db;
    const ae = rng.int(2, 8);
    const de = rng.int(2, 8);
    const ec = (ae * db) / ad;
    const bc = (de * ab) / ad;
    if (!halfWhole(ec) || !halfWhole(bc)) redraw('awkward lengths');
    if (ae + ec + ab <= bc || bc + ab <= ae + ec || bc + ae + ec <= ab) redraw('no such triangle');
    const perimeter = db + bc + ec + de;
    return {
      question: `In $\\triangle ABC$, $D \\in \\overline{AB}$ and $E \\in \\overline{AC}$ with $\\overline{DE} \\parallel \\overline{BC}$, $AD = ${ad}$ cm, $DB = ${db}$ cm, $AE = ${ae}$ cm and $DE = ${de}$ cm. Find the perimeter of the trapezium $DBCE$, in cm.`,
      answer: fmt(perimeter),
      unit: 'cm',
      frame,
      multiStep: true,
      hints: [
        PARALLEL_HINT,
        'The trapezium needs $EC$ (from $\\frac{AD}{DB} = \\frac{AE}{EC}$) and $BC$ (from $\\frac{BC}{DE} = \\frac{AB}{AD}$).',
        `$EC = \\frac{${ae} \\times ${db}}{${ad}}$.`,
      ],
      steps: [
        `$EC = \\frac{${ae} \\times ${db}}{${ad}} = ${fmt(ec)}$ cm.`,
        `$BC = ${de} \\times \\frac{${ab}}{${ad}} = ${fmt(bc)}$ cm.`,
        `Perimeter $= ${db} + ${fmt(bc)} + ${fmt(ec)} + ${de} = ${fmt(perimeter)}$ cm.`,
      ],
      explanation: `$EC = ${fmt(ec)}$ cm and $BC = ${fmt(bc)}$ cm, so the perimeter is $${fmt(perimeter)}$ cm.`,
    };
  },
});

// ---------------------------------------------------------------- parallel fences

const fences = defineTemplate({
  id: `${lesson}/parallel-fences-context`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.8,
  build(rng) {
    const frame = rng.pick(['fence-part', 'road-total', 'plot-frontage']);
    const a = rng.int(2, 8);
    const b = rng.int(2, 8);
    const c = rng.int(2, 10);
    const x = (b * c) / a;
    if (!halfWhole(x) || a === c || a === b) redraw('awkward or giveaway lengths');
    const [A, B, C, X] = [a * 10, b * 10, c * 10, x * 10];
    const caption = 'Three parallel fences crossing two straight roads.';
    if (frame === 'road-total') {
      return {
        question: `A surveyor marks three parallel fences across two straight roads. Along the first road the fences are $${A}$ m and then $${B}$ m apart. Along the second road the outer fences are $${fmt(C + X)}$ m apart. Find the distance $x$ between the second and third fences along the second road, in m.`,
        answer: fmt(X),
        unit: 'm',
        frame,
        context: true,
        multiStep: true,
        figure: transversalFigure(
          rng,
          a,
          b,
          c,
          x,
          { a: `${A} m`, b: `${B} m`, c: undefined, d: 'x' },
          caption,
        ),
        hints: [
          THALES_HINT,
          `The whole distance along the first road, $${A} + ${B}$ m, matches $${fmt(C + X)}$ m along the second.`,
        ],
        steps: [
          `Along the first road the outer fences are $${A} + ${B} = ${A + B}$ m apart.`,
          `$x = ${fmt(C + X)} \\times \\frac{${B}}{${A + B}} = ${fmt(X)}$ m.`,
        ],
        explanation: `$\\frac{x}{${fmt(C + X)}} = \\frac{${B}}{${A + B}}$, so $x = ${fmt(X)}$ m.`,
      };
    }
    if (frame === 'plot-frontage') {
      return {
        question: `Two plots of land lie side by side between three parallel boundaries that cross two straight roads. Along the first road the plots' frontages are $${A}$ m and $${B}$ m. Along the second road the first plot's frontage is $${C}$ m. Find the second plot's frontage $x$ along the second road, in m.`,
        answer: fmt(X),
        unit: 'm',
        frame,
        context: true,
        figure: transversalFigure(
          rng,
          a,
          b,
          c,
          x,
          { a: `${A} m`, b: `${B} m`, c: `${C} m`, d: 'x' },
          'Three parallel boundaries crossing two roads.',
        ),
        hints: [THALES_HINT, `$\\frac{${A}}{${B}} = \\frac{${C}}{x}$.`],
        steps: [
          `$\\frac{${A}}{${B}} = \\frac{${C}}{x}$.`,
          `$x = \\frac{${B} \\times ${C}}{${A}} = ${fmt(X)}$ m.`,
        ],
        explanation: `$x = \\frac{${B} \\times ${C}}{${A}} = ${fmt(X)}$ m.`,
      };
    }
    return {
      question: `A surveyor marks three parallel fences across two straight roads. Along the first road the fences are $${A}$ m and then $${B}$ m apart. Along the second road the second fence is $${fmt(X)}$ m from the third. Find the distance $x$ between the first and second fences along the second road, in m.`,
      answer: String(C),
      unit: 'm',
      frame,
      context: true,
      figure: transversalFigure(
        rng,
        a,
        b,
        c,
        x,
        { a: `${A} m`, b: `${B} m`, c: 'x', d: `${fmt(X)} m` },
        caption,
      ),
      hints: [THALES_HINT, `$\\frac{x}{${fmt(X)}} = \\frac{${A}}{${B}}$.`],
      steps: [
        `$\\frac{x}{${fmt(X)}} = \\frac{${A}}{${B}}$.`,
        `$x = \\frac{${A} \\times ${fmt(X)}}{${B}} = ${C}$ m.`,
      ],
      explanation: `$x = \\frac{${A} \\times ${fmt(X)}}{${B}} = ${C}$ m.`,
    };
  },
});

export const triangleProportionalityTemplates = [
  whichRatio,
  centroid,
  sideSplitter,
  splitterChoice,
  bisectorFigure,
  bisectorChoice,
  transversals,
  converse,
  midsegment,
  externalBisector,
  multiStep,
  fences,
];
