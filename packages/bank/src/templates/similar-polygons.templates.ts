/**
 * Lesson: similar polygons and triangles. Which condition (AA, SSS, SAS) proves two triangles
 * similar, the scale factor and a missing side, perimeters in the ratio k and areas in the ratio
 * k² (plane figures only: solids belong to the mensuration lessons), nested triangles, the
 * right-triangle altitude relations (Euclid's theorems), shadows and mirrors, and problems that
 * chain two of these.
 */
import type { FigureElement, Point } from '../figures/figure-model';
import { lerp, pt, triangleFromSides } from '../figures/geometry';
import type { Choice } from './define-template';
import { defineTemplate } from './define-template';
import { fmt, frac, gcd } from './exact';
import { TRIANGLE_NAMES, triangleFigure } from './figure-kit';
import { redraw } from './redraw';
import {
  altitudeFigure,
  coprimePair,
  halfWhole,
  n2,
  nestedFigure,
  ratioTex,
  withUnit,
} from './similar-polygons-kit';

const lesson = 'similar-polygons' as const;

/** Integer triangles that look like triangles (not too flat). */
export const TRIANGLES: [number, number, number][] = [
  [4, 5, 6],
  [5, 6, 7],
  [3, 5, 6],
  [4, 6, 7],
  [5, 7, 8],
  [6, 7, 9],
  [4, 7, 8],
  [5, 5, 6],
  [6, 8, 9],
  [3, 4, 6],
];

const SCALES = [frac(3, 2), frac(2, 1), frac(5, 2), frac(3, 1)];

const shift = (points: Point[], dx: number): Point[] => points.map((p) => pt(p.x + dx, p.y));

// ---------------------------------------------------------------- a missing side

const missingSide = defineTemplate({
  id: `${lesson}/missing-side-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: -0.3,
  build(rng) {
    const frame = rng.pick(['larger-side', 'smaller-side', 'reordered']);
    const [a, b, c] = rng.pick(TRIANGLES);
    const k = rng.pick(SCALES);
    const [n1, n2names] = rng.shuffle(TRIANGLE_NAMES).slice(0, 2) as [
      [string, string, string],
      [string, string, string],
    ];
    // Small triangle: BC = a (opposite A), CA = b, AB = c. Big = k × small. In 'reordered' the
    // big triangle's vertex names follow a shuffled correspondence (the statement fixes it).
    const corr: [string, string, string] =
      frame === 'reordered'
        ? (rng
            .pick([
              [1, 2, 0],
              [2, 0, 1],
              [0, 2, 1],
              [1, 0, 2],
            ])
            .map((i) => n2names[i]) as [string, string, string])
        : n2names;
    const small = triangleFromSides(a, b, c);
    const big = shift(
      triangleFromSides(a * k.value, b * k.value, c * k.value),
      c + Math.max(2, c * 0.4),
    ) as [Point, Point, Point];
    const [A, B, C] = n1;
    const [D, E, F] = corr;
    const findSmall = frame === 'smaller-side';
    const kc = fmt(c * k.value);
    const kb = fmt(b * k.value);
    const elements: FigureElement[] = [
      ...triangleFigure({
        names: n1,
        points: small,
        sides: { [`${A}${B}`]: String(c), [`${C}${A}`]: findSmall ? 'x' : String(b) },
      }).elements,
      ...triangleFigure({
        names: corr,
        points: big,
        sides: { [`${D}${E}`]: kc, [`${F}${D}`]: findSmall ? kb : 'x' },
      }).elements,
    ];
    const statement = `$\\triangle ${A}${B}${C} \\sim \\triangle ${D}${E}${F}$`;
    const answer = findSmall ? String(b) : fmt(b * k.value, 4);
    const question = findSmall
      ? `${statement} with $${D}${E} = ${kc}$ cm, $${F}${D} = ${kb}$ cm and $${A}${B} = ${c}$ cm. Find $x = ${C}${A}$ in cm.`
      : `${statement} with $${A}${B} = ${c}$ cm, $${C}${A} = ${b}$ cm and $${D}${E} = ${kc}$ cm. Find $x = ${F}${D}$ in cm.`;
    return {
      question,
      answer,
      unit: 'cm',
      frame,
      facts: {
        triangles: [{ sides: [a, b, c] }, { sides: [a * k.value, b * k.value, c * k.value] }],
      },
      figure: { caption: `Two similar triangles ${A}${B}${C} and ${D}${E}${F}.`, elements },
      hints: [
        'Corresponding sides of similar triangles are in one ratio: match the vertices in the order the similarity statement lists them.',
        `$${A}$ matches $${D}$, $${B}$ matches $${E}$ and $${C}$ matches $${F}$, so $${D}${E}$ corresponds to $${A}${B}$ and $${F}${D}$ to $${C}${A}$.`,
        `The scale factor from the smaller triangle to the larger is $\\frac{${D}${E}}{${A}${B}} = \\frac{${kc}}{${c}}$.`,
      ],
      steps: [
        `$\\frac{${D}${E}}{${A}${B}} = \\frac{${kc}}{${c}} = ${k.tex}$.`,
        findSmall
          ? `$x = ${C}${A} = \\frac{${F}${D}}{${k.tex}} = \\frac{${kb}}{${k.tex}} = ${answer}$ cm.`
          : `$x = ${F}${D} = ${k.tex} \\times ${C}${A} = ${k.tex} \\times ${b} = ${answer}$ cm.`,
      ],
      explanation: findSmall
        ? `The scale factor is $\\frac{${D}${E}}{${A}${B}} = ${k.tex}$, so $${C}${A} = ${kb} \\div ${k.tex} = ${answer}$ cm.`
        : `The scale factor is $\\frac{${D}${E}}{${A}${B}} = \\frac{${kc}}{${c}} = ${k.tex}$, so $${F}${D} = ${k.tex} \\times ${b} = ${answer}$ cm.`,
    };
  },
});

// ---------------------------------------------------------------- ratios of areas and perimeters

const SHAPES = ['triangles', 'pentagons', 'rectangles', 'hexagons'];

const areaRatio = defineTemplate({
  id: `${lesson}/area-ratio`,
  lesson,
  type: 'MCQ',
  b: -0.1,
  build(rng) {
    const frame = rng.pick([
      'sides-to-areas',
      'areas-to-sides',
      'perimeters-to-areas',
      'areas-to-perimeters',
    ]);
    const [p, q] = coprimePair(rng, 1, 9);
    const shape = rng.pick(SHAPES);
    const r = ratioTex;
    if (frame === 'sides-to-areas' || frame === 'perimeters-to-areas') {
      const given = frame === 'sides-to-areas' ? 'corresponding sides' : 'perimeters';
      const answer = r(p * p, q * q);
      return {
        question: `Two similar ${shape} have ${given} in the ratio $${p} : ${q}$. Find the ratio of their areas.`,
        answer,
        frame,
        ...(frame === 'perimeters-to-areas' ? { multiStep: true } : {}),
        wrong: [
          { text: r(p, q), mistake: 'used the side ratio for the areas' },
          { text: r(p ** 3, q ** 3), mistake: 'cubed the ratio (that is for volumes)' },
          { text: r(q * q, p * p), mistake: 'inverted the ratio' },
          { text: r(p, q * q), mistake: 'squared only one term of the ratio' },
        ],
        hints: [
          'An area has two dimensions, so the scale factor acts on it twice.',
          frame === 'perimeters-to-areas'
            ? 'Perimeters are lengths: they are in the same ratio as corresponding sides. Then square that ratio.'
            : 'The ratio of the areas is the square of the ratio of corresponding sides.',
          `Square each term of $${p} : ${q}$.`,
        ],
        steps: [
          ...(frame === 'perimeters-to-areas'
            ? [`Perimeters scale like sides, so the sides are in the ratio $${p} : ${q}$.`]
            : []),
          `Areas: $${p}^2 : ${q}^2$.`,
          `So the areas are in the ratio ${answer}.`,
        ],
        explanation: `Areas of similar figures are in the ratio of the squares of corresponding sides: $${p}^2 : ${q}^2 = ${p * p} : ${q * q}$.`,
      };
    }
    // From the areas back to lengths: the square root of each term.
    const asked = frame === 'areas-to-sides' ? 'corresponding sides' : 'perimeters';
    const answer = r(p, q);
    return {
      question: `Two similar ${shape} have areas in the ratio $${p * p} : ${q * q}$. Find the ratio of their ${asked}.`,
      answer,
      frame,
      ...(frame === 'areas-to-perimeters' ? { multiStep: true } : {}),
      wrong: [
        { text: r(p * p, q * q), mistake: 'used the area ratio for lengths' },
        { text: r(p ** 4, q ** 4), mistake: 'squared the area ratio instead of taking its root' },
        { text: r(q, p), mistake: 'inverted the ratio' },
        { text: r(2 * p + 1, 2 * q + 1), mistake: 'halved the terms instead of taking roots' },
      ],
      hints: [
        'Areas are in the ratio of the squares of lengths; go back from areas to lengths.',
        'Take the square root of each term of the area ratio.',
        frame === 'areas-to-perimeters'
          ? 'Perimeters are lengths: they keep the ratio of the sides.'
          : `Which number squared gives $${q * q}$?`,
      ],
      steps: [
        `Sides: $\\sqrt{${p * p}} : \\sqrt{${q * q}}$.`,
        ...(frame === 'areas-to-perimeters'
          ? ['Perimeters are in the same ratio as the sides.']
          : []),
        `So the ${asked} are in the ratio ${answer}.`,
      ],
      explanation: `Lengths are in the ratio of the square roots of the areas: $\\sqrt{${p * p}} : \\sqrt{${q * q}} = ${p} : ${q}$.`,
    };
  },
});

const perimeter = defineTemplate({
  id: `${lesson}/perimeter-from-ratio`,
  lesson,
  type: 'short_answer',
  b: -0.5,
  build(rng) {
    const frame = rng.pick(['sides-given', 'perimeters-given', 'areas-given', 'photo-context']);
    const p = rng.int(2, 6);
    const q = rng.int(p + 1, 9);
    // m >= 3: a side is below half the perimeter (with m = 2 a side of 6 cm would belong to a
    // polygon of perimeter 12 cm, which cannot close).
    const m = rng.int(3, 8);
    const small = p * m;
    const big = q * m;
    const facts = {
      polygons: [
        { sides: [p], perimeter: small },
        { sides: [q], perimeter: big },
      ],
    };
    if (frame === 'perimeters-given') {
      // A side t·p of the smaller polygon, below half its perimeter m·p.
      const t = rng.int(1, Math.floor((m - 1) / 2));
      return {
        question: `Two similar polygons have perimeters $${small}$ cm and $${big}$ cm. A side of the smaller polygon is $${t * p}$ cm long. Find the corresponding side of the larger polygon, in cm.`,
        answer: String(t * q),
        unit: 'cm',
        frame,
        facts: {
          polygons: [
            { sides: [t * p], perimeter: small },
            { sides: [t * q], perimeter: big },
          ],
        },
        hints: [
          'Perimeters are lengths: they are in the same ratio as corresponding sides.',
          `The scale factor is $\\frac{${big}}{${small}}$.`,
        ],
        steps: [
          `Scale factor $= \\frac{${big}}{${small}} = ${frac(q, p).tex}$.`,
          `Side $= ${t * p} \\times ${frac(q, p).tex} = ${t * q}$ cm.`,
        ],
        explanation: `Sides scale like perimeters: $${t * p} \\times \\frac{${big}}{${small}} = ${t * q}$ cm.`,
      };
    }
    if (frame === 'areas-given') {
      // The ratio of the areas is printed, so it must be in lowest terms.
      if (gcd(p, q) !== 1) redraw('the area ratio would not be in lowest terms');
      return {
        question: `Two similar polygons have areas in the ratio $${p * p} : ${q * q}$. The perimeter of the smaller polygon is $${small}$ cm. Find the perimeter of the larger one, in cm.`,
        answer: String(big),
        unit: 'cm',
        frame,
        multiStep: true,
        hints: [
          'Perimeters are lengths; first turn the ratio of the areas into a ratio of lengths.',
          'Lengths are in the ratio of the square roots of the areas.',
          `The sides are in the ratio $\\sqrt{${p * p}} : \\sqrt{${q * q}}$.`,
        ],
        steps: [
          `Sides, and so perimeters, are in the ratio $\\sqrt{${p * p}} : \\sqrt{${q * q}} = ${p} : ${q}$.`,
          `Perimeter $= ${small} \\times \\frac{${q}}{${p}} = ${big}$ cm.`,
        ],
        explanation: `The length ratio is $${p} : ${q}$, so the larger perimeter is $${small} \\times \\frac{${q}}{${p}} = ${big}$ cm.`,
      };
    }
    const photo = frame === 'photo-context';
    return {
      question: photo
        ? `A photograph is enlarged so that a side $${p}$ cm long becomes $${q}$ cm long, and its shape stays the same. The perimeter of the original photograph is $${small}$ cm. Find the perimeter of the enlargement, in cm.`
        : `Two similar polygons have corresponding sides $${p}$ cm and $${q}$ cm. The perimeter of the smaller polygon is $${small}$ cm. Find the perimeter of the larger one, in cm.`,
      answer: String(big),
      unit: 'cm',
      frame,
      ...(photo ? { context: true } : {}),
      facts,
      hints: [
        'A perimeter is a length, so it scales like every side.',
        `The scale factor is $\\frac{${q}}{${p}}$.`,
      ],
      steps: [
        `Scale factor $= \\frac{${q}}{${p}}$.`,
        `Perimeter $= ${small} \\times \\frac{${q}}{${p}} = ${big}$ cm.`,
      ],
      explanation: `Perimeters scale like sides: $${small} \\times \\frac{${q}}{${p}} = ${big}$ cm.`,
    };
  },
});

// ---------------------------------------------------------------- similar rectangles

const rectangles = defineTemplate({
  id: `${lesson}/similar-rectangles-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: -0.4,
  build(rng) {
    const frame = rng.pick(['find-side', 'find-area', 'find-perimeter']);
    // The smaller rectangle at least 3 wide and at most 2.5 times smaller: room for its labels.
    // Not too thin either (height within half to one and a half times the width): the pair
    // then fits a wide picture at a size where every side keeps its label.
    const w = rng.pick([3, 4, 5, 6]);
    let h = rng.int(2, 7);
    while (h === w || h > 1.5 * w || h < 0.5 * w) h = rng.int(2, 7);
    const kx = rng.pick(SCALES.slice(0, 3));
    const k = kx.value;
    const W = w * k;
    const H = h * k;
    // Room between the rectangles for the smaller one's side label.
    const gap = w + Math.max(3, 0.5 * W);
    const rect = (x0: number, ww: number, hh: number): Point[] => [
      pt(x0, 0),
      pt(x0 + ww, 0),
      pt(x0 + ww, hh),
      pt(x0, hh),
    ];
    const r1 = rect(0, w, h);
    const r2 = rect(gap, W, H);
    const cm = (x: number): string => withUnit(x, 'cm');
    const cm2 = (x: number): string => withUnit(x, 'cm$^2$');
    const names1 = ['A', 'B', 'C', 'D'];
    const names2 = ['E', 'F', 'G', 'H'];
    const elements: FigureElement[] = [
      { kind: 'polygon', points: r1 },
      { kind: 'polygon', points: r2 },
      { kind: 'segment', from: r1[0] as Point, to: r1[1] as Point, label: `${w} cm` },
      { kind: 'segment', from: r1[1] as Point, to: r1[2] as Point, label: `${h} cm` },
      { kind: 'segment', from: r2[0] as Point, to: r2[1] as Point, label: `${fmt(W)} cm` },
      ...(frame === 'find-side'
        ? [{ kind: 'segment' as const, from: r2[1] as Point, to: r2[2] as Point, label: 'x' }]
        : []),
      ...r1.map((at, i) => ({ kind: 'point' as const, at, label: names1[i] ?? '' })),
      ...r2.map((at, i) => ({ kind: 'point' as const, at, label: names2[i] ?? '' })),
    ];
    const given = `Rectangle $ABCD$ is similar to rectangle $EFGH$, with $AB = ${w}$ cm, $BC = ${h}$ cm and $EF = ${fmt(W)}$ cm.`;
    const figure = { caption: 'Two similar rectangles ABCD and EFGH.', elements };
    const scaleStep = `Scale factor $\\frac{EF}{AB} = \\frac{${fmt(W)}}{${w}} = ${kx.tex}$.`;
    const sideStep = `$FG = ${kx.tex} \\times ${h} = ${n2(H)}$ cm.`;
    const hint1 = 'Corresponding sides of similar rectangles are in one ratio: $EF$ matches $AB$.';
    const hint2 = `The scale factor is $\\frac{EF}{AB} = \\frac{${fmt(W)}}{${w}}$.`;
    if (frame === 'find-area' || frame === 'find-perimeter') {
      const area = frame === 'find-area';
      const answer = area ? cm2(W * H) : cm(2 * (W + H));
      return {
        question: `${given} Find the ${area ? 'area' : 'perimeter'} of $EFGH$.`,
        answer,
        frame,
        multiStep: true,
        wrong: area
          ? [
              { text: cm2(w * h * k), mistake: 'multiplied the area by k instead of k²' },
              { text: cm2(W * h), mistake: 'used the smaller rectangle’s side BC' },
              { text: cm2(W * W), mistake: 'thought the rectangle is a square' },
              { text: cm2(2 * (W + H)), mistake: 'found the perimeter instead of the area' },
            ]
          : [
              { text: cm(2 * (W + h)), mistake: 'used the smaller rectangle’s side BC' },
              { text: cm(W + H), mistake: 'added only two sides' },
              { text: cm(2 * (w + h) * k * k), mistake: 'multiplied the perimeter by k²' },
              { text: cm(W * H), mistake: 'found the area instead of the perimeter' },
            ],
        figure,
        hints: [
          hint1,
          `First find the missing side $FG$ with the scale factor, then the ${area ? 'area' : 'perimeter'}.`,
          hint2,
        ],
        steps: [
          scaleStep,
          sideStep,
          area
            ? `Area $= ${fmt(W)} \\times ${n2(H)} = ${n2(W * H)}$ cm$^2$.`
            : `Perimeter $= 2(${fmt(W)} + ${n2(H)}) = ${n2(2 * (W + H))}$ cm.`,
        ],
        explanation: area
          ? `$FG = ${kx.tex} \\times ${h} = ${n2(H)}$ cm, so the area is $${fmt(W)} \\times ${n2(H)} = ${n2(W * H)}$ cm$^2$.`
          : `$FG = ${kx.tex} \\times ${h} = ${n2(H)}$ cm, so the perimeter is $2(${fmt(W)} + ${n2(H)}) = ${n2(2 * (W + H))}$ cm.`,
      };
    }
    return {
      question: `${given} Find $x = FG$.`,
      answer: cm(H),
      frame,
      wrong: [
        {
          text: cm(h + W - w),
          mistake: 'added the difference of the sides instead of multiplying by the scale factor',
        },
        { text: cm((W * w) / h), mistake: 'matched the wrong pair of sides' },
        { text: cm((h * w) / W), mistake: 'inverted the scale factor' },
        { text: cm(W), mistake: 'thought the rectangle is a square' },
      ],
      figure,
      hints: [hint1, 'Multiply the side $BC$ by the scale factor to get $FG$.', hint2],
      steps: [scaleStep, `$x = ${kx.tex} \\times ${h} = ${n2(H)}$ cm.`],
      explanation: `Scale factor $\\frac{EF}{AB} = \\frac{${fmt(W)}}{${w}} = ${fmt(k, 4)}$, so $FG = ${fmt(k, 4)} \\times ${h} = ${n2(H)}$ cm.`,
    };
  },
});

// ---------------------------------------------------------------- a line parallel to a side

const parallelLine = defineTemplate({
  id: `${lesson}/parallel-to-base-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.3,
  build(rng) {
    const frame = rng.pick(['find-de', 'find-bc', 'find-db', 'trapezium-area']);
    const area = frame === 'trapezium-area';
    const ad = area ? rng.int(1, 5) : rng.int(2, 8);
    const db = area ? rng.int(1, 5) : rng.int(1, 8);
    const ab = ad + db;
    // BC such that DE = AD·BC/AB is a whole number or a half.
    const choices = Array.from({ length: 2 * ab }, (_, i) => i + 3).filter(
      (x) => x >= ab - 3 && (2 * ad * x) % ab === 0,
    );
    // BC = AB would make DE = AD, a number the question prints.
    const bc = rng.pick(
      choices.filter((x) => x !== ab).length > 0 ? choices.filter((x) => x !== ab) : [ab + 1],
    );
    const de = (ad * bc) / ab;
    // To scale: AB = ad + db, BC as given, AC chosen so the triangle is not flat.
    const ac = rng.int(Math.abs(bc - ab) + 2, bc + ab - 2);
    const [B, C, A] = triangleFromSides(ac, ab, bc);
    const D = lerp(A, B, ad / ab);
    const E = lerp(A, C, ad / ab);
    const labels: Record<string, string> =
      frame === 'find-de'
        ? { DE: 'x', BC: String(bc), AD: String(ad), DB: String(db) }
        : frame === 'find-bc'
          ? { DE: fmt(de), BC: 'x', AD: String(ad), DB: String(db) }
          : frame === 'find-db'
            ? { DE: fmt(de), BC: String(bc), AD: String(ad), DB: 'x' }
            : { AD: String(ad), DB: String(db) };
    const seg = (from: Point, to: Point, key: string, arrows?: number): FigureElement => ({
      kind: 'segment',
      from,
      to,
      ...(arrows ? { arrows } : {}),
      ...(labels[key] ? { label: labels[key] } : {}),
    });
    const elements: FigureElement[] = [
      { kind: 'polygon', points: [A, B, C] },
      ...(area ? [{ kind: 'polygon' as const, points: [D, B, C, E], shaded: true }] : []),
      seg(D, E, 'DE', 1),
      seg(B, C, 'BC', 1),
      seg(A, D, 'AD'),
      seg(D, B, 'DB'),
      { kind: 'point', at: A, label: 'A' },
      { kind: 'point', at: B, label: 'B' },
      { kind: 'point', at: C, label: 'C' },
      { kind: 'point', at: D, label: 'D' },
      { kind: 'point', at: E, label: 'E' },
    ];
    const figure = { caption: 'Triangle ABC with DE parallel to BC.', elements };
    const lead = `$D \\in \\overline{AB}$ and $E \\in \\overline{AC}$ with $\\overline{DE} \\parallel \\overline{BC}$`;
    const hint1 =
      '$\\overline{DE} \\parallel \\overline{BC}$, so $\\triangle ADE \\sim \\triangle ABC$ (AA: they share the angle $A$, and corresponding angles are equal).';
    const ratioStep = `$\\frac{AD}{AB} = \\frac{${ad}}{${ab}}$.`;
    if (frame === 'trapezium-area') {
      const m = rng.int(1, 3);
      const S = ab * ab * m;
      const small = ad * ad * m;
      return {
        question: `${lead}, $AD = ${ad}$ cm and $DB = ${db}$ cm. The area of $\\triangle ABC$ is $${S}$ cm$^2$. Find the area of the shaded trapezium $DBCE$, in cm$^2$.`,
        answer: String(S - small),
        unit: 'cm²',
        frame,
        multiStep: true,
        figure,
        hints: [
          hint1,
          'Areas of similar triangles are in the ratio of the squares of corresponding sides; the trapezium is what is left of $\\triangle ABC$.',
          `The area of $\\triangle ADE$ is $${S} \\times \\left(\\frac{${ad}}{${ab}}\\right)^2$.`,
        ],
        steps: [
          `$AB = ${ad} + ${db} = ${ab}$ cm.`,
          `Area of $\\triangle ADE = ${S} \\times \\left(\\frac{${ad}}{${ab}}\\right)^2 = ${small}$ cm$^2$.`,
          `Area of $DBCE = ${S} - ${small} = ${S - small}$ cm$^2$.`,
        ],
        explanation: `$\\triangle ADE \\sim \\triangle ABC$ with ratio $\\frac{${ad}}{${ab}}$, so its area is $${small}$ cm$^2$ and the trapezium's is $${S} - ${small} = ${S - small}$ cm$^2$.`,
      };
    }
    if (frame === 'find-bc') {
      return {
        question: `${lead}, $AD = ${ad}$, $DB = ${db}$ and $DE = ${fmt(de)}$. Find $x = BC$.`,
        answer: String(bc),
        frame,
        figure,
        hints: [
          hint1,
          'Compare $DE$ with $BC$ as $AD$ with $AB$ (the whole side, not $DB$).',
          `$AB = ${ad} + ${db}$.`,
        ],
        steps: [
          `$AB = ${ad} + ${db} = ${ab}$.`,
          `$\\frac{BC}{DE} = \\frac{AB}{AD}$, so $x = ${fmt(de)} \\times \\frac{${ab}}{${ad}} = ${bc}$.`,
        ],
        explanation: `$\\frac{BC}{DE} = \\frac{AB}{AD} = \\frac{${ab}}{${ad}}$, so $BC = ${fmt(de)} \\times \\frac{${ab}}{${ad}} = ${bc}$.`,
      };
    }
    if (frame === 'find-db') {
      return {
        question: `${lead}, $AD = ${ad}$, $DE = ${fmt(de)}$ and $BC = ${bc}$. Find $x = DB$.`,
        answer: String(db),
        frame,
        multiStep: true,
        figure,
        hints: [
          hint1,
          'First find the whole side $AB$ from $\\frac{AB}{AD} = \\frac{BC}{DE}$, then subtract $AD$.',
          `$AB = ${ad} \\times \\frac{${bc}}{${fmt(de)}}$.`,
        ],
        steps: [
          `$\\frac{AB}{AD} = \\frac{BC}{DE}$, so $AB = ${ad} \\times \\frac{${bc}}{${fmt(de)}} = ${ab}$.`,
          `$x = DB = AB - AD = ${ab} - ${ad} = ${db}$.`,
        ],
        explanation: `$AB = ${ad} \\times \\frac{${bc}}{${fmt(de)}} = ${ab}$, so $DB = ${ab} - ${ad} = ${db}$.`,
      };
    }
    return {
      question: `${lead}, $AD = ${ad}$, $DB = ${db}$ and $BC = ${bc}$. Find $x = DE$.`,
      answer: fmt(de),
      frame,
      figure,
      hints: [
        hint1,
        'Compare $DE$ with $BC$ as $AD$ with $AB$ (the whole side, not $DB$).',
        `$AB = ${ad} + ${db}$.`,
      ],
      steps: [
        `$AB = ${ad} + ${db} = ${ab}$, and ${ratioStep.replace(/\.$/, '')}`,
        `$x = DE = ${bc} \\times \\frac{${ad}}{${ab}} = ${fmt(de)}$.`,
      ],
      explanation: `$\\triangle ADE \\sim \\triangle ABC$, so $\\frac{DE}{BC} = \\frac{AD}{AB} = \\frac{${ad}}{${ab}}$ and $DE = ${bc} \\times \\frac{${ad}}{${ab}} = ${fmt(de)}$.`,
    };
  },
});

// ---------------------------------------------------------------- an area from the ratio of sides

const areaFromRatio = defineTemplate({
  id: `${lesson}/area-from-ratio`,
  lesson,
  type: 'short_answer',
  b: 0.4,
  build(rng) {
    const frame = rng.pick(['from-sides', 'from-perimeters', 'side-from-areas', 'logo-context']);
    const p = rng.int(1, 5);
    const q = rng.int(p + 1, 8);
    const m = rng.int(1, 6);
    const areaSmall = p * p * m;
    const areaBig = q * q * m;
    if (frame === 'side-from-areas') {
      const t = rng.int(1, 4);
      return {
        question: `Two similar triangles have areas $${areaSmall}$ cm$^2$ and $${areaBig}$ cm$^2$. A side of the smaller triangle is $${p * t}$ cm long. Find the corresponding side of the larger triangle, in cm.`,
        answer: String(q * t),
        unit: 'cm',
        frame,
        multiStep: true,
        hints: [
          'The areas are in the ratio of the squares of the sides: go back from areas to lengths.',
          'The scale factor for lengths is the square root of the ratio of the areas.',
          `$k = \\sqrt{\\frac{${areaBig}}{${areaSmall}}}$.`,
        ],
        steps: [
          `$k = \\sqrt{\\frac{${areaBig}}{${areaSmall}}} = \\sqrt{\\frac{${q * q}}{${p * p}}} = \\frac{${q}}{${p}}$.`,
          `Side $= ${p * t} \\times \\frac{${q}}{${p}} = ${q * t}$ cm.`,
        ],
        explanation: `The length scale factor is $\\sqrt{\\frac{${areaBig}}{${areaSmall}}} = \\frac{${q}}{${p}}$, so the side is $${p * t} \\times \\frac{${q}}{${p}} = ${q * t}$ cm.`,
      };
    }
    const bigFirst = rng.chance(0.5);
    const [from, to] = bigFirst ? [q, p] : [p, q];
    const known = bigFirst ? areaBig : areaSmall;
    const answer = String(bigFirst ? areaSmall : areaBig);
    // The length scale factor in lowest terms, for the hints and steps.
    const kt = frac(to, from).tex;
    const squareStep = `Area $= ${known} \\times \\left(${kt}\\right)^2 = ${answer}$ cm$^2$.`;
    const hints = [
      'An area scales by the square of the scale factor for lengths.',
      `The scale factor for lengths is $\\frac{${to}}{${from}}$; square it.`,
    ];
    if (frame === 'logo-context') {
      return {
        question: `A printer ${bigFirst ? 'reduces' : 'enlarges'} a triangular logo without changing its shape, so that a side $${from}$ cm long becomes $${to}$ cm long. The original logo has an area of $${known}$ cm$^2$. Find the area of the new logo, in cm$^2$.`,
        answer,
        unit: 'cm²',
        frame,
        context: true,
        hints,
        steps: [`Scale factor $= ${kt}$.`, squareStep],
        explanation: `The area scales by $\\left(${kt}\\right)^2$: $${known} \\times \\left(${kt}\\right)^2 = ${answer}$ cm$^2$.`,
      };
    }
    const perimeters = frame === 'from-perimeters';
    const [s1, s2] = perimeters ? [p * 3, q * 3] : [p, q];
    return {
      question: `Two similar triangles have ${perimeters ? `perimeters $${s1}$ cm and $${s2}$ cm` : `corresponding sides $${s1}$ cm and $${s2}$ cm`}. The area of the ${bigFirst ? 'larger' : 'smaller'} triangle is $${known}$ cm$^2$. Find the area of the ${bigFirst ? 'smaller' : 'larger'} triangle, in cm$^2$.`,
      answer,
      unit: 'cm²',
      frame,
      ...(perimeters ? { multiStep: true } : {}),
      hints: perimeters
        ? [
            hints[0] ?? '',
            'Perimeters are lengths: their ratio is the scale factor for lengths.',
            `The scale factor is $\\frac{${bigFirst ? s1 : s2}}{${bigFirst ? s2 : s1}}$; square it.`,
          ]
        : hints,
      steps: [
        perimeters
          ? `Scale factor $= \\frac{${bigFirst ? s1 : s2}}{${bigFirst ? s2 : s1}} = ${kt}$ (perimeters scale like sides).`
          : `Scale factor $= ${kt}$.`,
        squareStep,
      ],
      explanation: `Areas scale by the square of the length ratio: $${known} \\times \\left(${kt}\\right)^2 = ${answer}$ cm$^2$.`,
    };
  },
});

// ---------------------------------------------------------------- shadows and mirrors

const shadow = defineTemplate({
  id: `${lesson}/shadow-heights-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: 0,
  build(rng) {
    const frame = rng.pick(['tree-height', 'shadow-length', 'mirror']);
    const h = rng.pick([1.5, 1.6, 1.8, 2]);
    const s = rng.pick([1, 1.2, 2.4, 2.5, 3].filter((x) => x !== h));
    const k = rng.int(3, 9);
    const S = s * k;
    const H = h * k;
    const m = (x: number): string => withUnit(x, 'm');
    const gap = 1;
    if (frame === 'mirror') {
      // The eye at height h, d metres from the mirror M; the tree D = k·d metres beyond it.
      const d = s;
      const D = S;
      const eye = pt(0, h);
      const M = pt(d, 0);
      const foot = pt(d + D, 0);
      const top = pt(d + D, H);
      const elements: FigureElement[] = [
        { kind: 'segment', from: pt(0, 0), to: M, label: `${fmt(d)} m` },
        { kind: 'segment', from: M, to: foot, label: `${fmt(D)} m` },
        { kind: 'segment', from: pt(0, 0), to: eye, label: `${fmt(h)} m` },
        { kind: 'segment', from: foot, to: top, label: 'h' },
        { kind: 'segment', from: eye, to: M, dashed: true },
        { kind: 'segment', from: M, to: top, dashed: true },
        { kind: 'right-angle', vertex: pt(0, 0), from: M, to: eye },
        { kind: 'right-angle', vertex: foot, from: M, to: top },
        { kind: 'point', at: M, label: 'M' },
      ];
      return {
        question: `A mirror $M$ lies flat on level ground. A girl whose eyes are $${fmt(h)}$ m above the ground stands $${fmt(d)}$ m from the mirror and sees in it the top of a tree that is $${fmt(D)}$ m beyond the mirror. Find the height $h$ of the tree.`,
        answer: m(H),
        frame,
        context: true,
        wrong: [
          { text: m((d * h) / D), mistake: 'set up the proportion upside down' },
          { text: m((D * d) / h), mistake: 'matched the wrong pair of sides' },
          { text: m(D + h - d), mistake: 'added the difference instead of using a ratio' },
          { text: m(D), mistake: 'took the height equal to the distance' },
        ],
        figure: {
          caption: 'A girl, a mirror M on the ground and a tree; the light reflects at M.',
          elements,
        },
        hints: [
          'Light leaves a mirror at the same angle as it arrives, so the two right triangles have equal angles at $M$: they are similar.',
          'Height over distance to the mirror is the same in both triangles.',
          `$\\frac{h}{${fmt(D)}} = \\frac{${fmt(h)}}{${fmt(d)}}$.`,
        ],
        steps: [
          `$\\frac{h}{${fmt(D)}} = \\frac{${fmt(h)}}{${fmt(d)}}$.`,
          `$h = ${fmt(D)} \\times \\frac{${fmt(h)}}{${fmt(d)}} = ${n2(H)}$ m.`,
        ],
        explanation: `The angles at the mirror are equal, so the triangles are similar: $h = ${fmt(D)} \\times \\frac{${fmt(h)}}{${fmt(d)}} = ${n2(H)}$ m.`,
      };
    }
    const findShadow = frame === 'shadow-length';
    const elements: FigureElement[] = [
      { kind: 'segment', from: pt(0, 0), to: pt(s, 0), label: `${fmt(s)} m` },
      { kind: 'segment', from: pt(0, 0), to: pt(0, h), label: `${fmt(h)} m` },
      { kind: 'segment', from: pt(0, h), to: pt(s, 0), dashed: true },
      { kind: 'right-angle', vertex: pt(0, 0), from: pt(s, 0), to: pt(0, h) },
      {
        kind: 'segment',
        from: pt(s + gap, 0),
        to: pt(s + gap + S, 0),
        label: findShadow ? 'x' : `${fmt(S)} m`,
      },
      {
        kind: 'segment',
        from: pt(s + gap, 0),
        to: pt(s + gap, H),
        label: findShadow ? `${fmt(H)} m` : 'h',
      },
      { kind: 'segment', from: pt(s + gap, H), to: pt(s + gap + S, 0), dashed: true },
      { kind: 'right-angle', vertex: pt(s + gap, 0), from: pt(s + gap + S, 0), to: pt(s + gap, H) },
    ];
    const figure = {
      caption: 'A person and a tree with their shadows; the sun’s rays are parallel.',
      elements,
    };
    const hint1 =
      'The sun’s rays are parallel, so both right triangles have the same angle at the ground: they are similar.';
    if (findShadow) {
      return {
        question: `At the same moment, a person $${fmt(h)}$ m tall casts a shadow $${fmt(s)}$ m long. A tree $${fmt(H)}$ m tall stands nearby. Find the length $x$ of the tree’s shadow.`,
        answer: m(S),
        frame,
        context: true,
        wrong: [
          { text: m((H * h) / s), mistake: 'set up the proportion upside down' },
          { text: m(H + s - h), mistake: 'added the difference instead of using a ratio' },
          { text: m(H), mistake: 'took the shadow equal to the height' },
          { text: m(H * s), mistake: 'multiplied the tree’s height by the person’s shadow' },
        ],
        figure,
        hints: [
          hint1,
          'Shadow over height is the same for the person and the tree.',
          `$\\frac{x}{${fmt(H)}} = \\frac{${fmt(s)}}{${fmt(h)}}$.`,
        ],
        steps: [
          `$\\frac{x}{${fmt(H)}} = \\frac{${fmt(s)}}{${fmt(h)}}$.`,
          `$x = ${fmt(H)} \\times \\frac{${fmt(s)}}{${fmt(h)}} = ${n2(S)}$ m.`,
        ],
        explanation: `The triangles are similar: $x = ${fmt(H)} \\times \\frac{${fmt(s)}}{${fmt(h)}} = ${n2(S)}$ m.`,
      };
    }
    return {
      question: `At the same moment, a person $${fmt(h)}$ m tall casts a shadow $${fmt(s)}$ m long and a tree casts a shadow $${fmt(S)}$ m long. Find the height $h$ of the tree.`,
      answer: m(H),
      frame,
      context: true,
      wrong: [
        { text: m((S * s) / h), mistake: 'set up the proportion upside down' },
        { text: m(S + h - s), mistake: 'added the difference instead of using a ratio' },
        { text: m((h * s) / S), mistake: 'divided by the scale factor' },
        { text: m(S), mistake: 'took the height equal to the shadow' },
        { text: m(S * h), mistake: 'multiplied the tree’s shadow by the person’s height' },
        { text: m(H / 2), mistake: 'halved the result' },
      ],
      figure,
      hints: [
        hint1,
        'Height over shadow is the same for the person and the tree.',
        `$\\frac{h}{${fmt(S)}} = \\frac{${fmt(h)}}{${fmt(s)}}$.`,
      ],
      steps: [
        `$\\frac{h}{${fmt(S)}} = \\frac{${fmt(h)}}{${fmt(s)}}$.`,
        `$h = ${fmt(S)} \\times \\frac{${fmt(h)}}{${fmt(s)}} = ${n2(H)}$ m.`,
      ],
      explanation: `The triangles are similar (same sun angle): $\\frac{h}{${fmt(S)}} = \\frac{${fmt(h)}}{${fmt(s)}}$, so $h = ${fmt(S)} \\times \\frac{${fmt(h)}}{${fmt(s)}} = ${n2(H)}$ m.`,
    };
  },
});

// ---------------------------------------------------------------- which condition

export const CONDITIONS = {
  aa: 'AA: two pairs of equal angles',
  sss: 'SSS: all three pairs of sides in the same ratio',
  sas: 'SAS: two sides in the same ratio and the included angles equal',
  none: 'They are not necessarily similar',
} as const;

const whichCondition = defineTemplate({
  id: `${lesson}/which-condition`,
  lesson,
  type: 'MCQ',
  b: -1.3,
  build(rng) {
    const frame = rng.pick(['aa', 'sss', 'sas', 'not-similar']);
    const [a, b, c] = rng.pick(TRIANGLES);
    const k = rng.pick(SCALES);
    const K = (x: number): string => fmt(x * k.value);
    let question: string;
    let answer: string;
    let third: string;
    let reason: string;
    if (frame === 'aa') {
      const A = rng.int(35, 75);
      const B = rng.int(30, 100 - Math.floor(A / 3));
      question = `In $\\triangle ABC$ and $\\triangle DEF$, $m\\angle A = ${A}^\\circ$, $m\\angle B = ${B}^\\circ$, $m\\angle D = ${A}^\\circ$ and $m\\angle E = ${B}^\\circ$. Which condition shows that the triangles are similar?`;
      answer = CONDITIONS.aa;
      third = 'Only angles are given: how many pairs of them are equal?';
      reason = `$\\angle A = \\angle D$ and $\\angle B = \\angle E$ (the third angles then agree too)`;
    } else if (frame === 'sss') {
      question = `In $\\triangle ABC$ and $\\triangle DEF$, $AB = ${c}$, $BC = ${a}$, $CA = ${b}$, $DE = ${K(c)}$, $EF = ${K(a)}$ and $FD = ${K(b)}$. Which condition shows that the triangles are similar?`;
      answer = CONDITIONS.sss;
      third = `Work out $\\frac{DE}{AB}$, $\\frac{EF}{BC}$ and $\\frac{FD}{CA}$.`;
      reason = `$\\frac{DE}{AB} = \\frac{EF}{BC} = \\frac{FD}{CA} = ${k.tex}$`;
    } else if (frame === 'sas') {
      // Below 90°: the two equal angles A and D, read as one triangle's, must not reach 180°.
      const A = rng.int(35, 85);
      question = `In $\\triangle ABC$ and $\\triangle DEF$, $AB = ${c}$, $AC = ${b}$, $m\\angle A = ${A}^\\circ$, $DE = ${K(c)}$, $DF = ${K(b)}$ and $m\\angle D = ${A}^\\circ$. Which condition shows that the triangles are similar?`;
      answer = CONDITIONS.sas;
      third = `Work out $\\frac{DE}{AB}$ and $\\frac{DF}{AC}$, and look where the equal angles are.`;
      reason = `$\\frac{DE}{AB} = \\frac{DF}{AC} = ${k.tex}$ and the angles between these sides, $A$ and $D$, are equal`;
    } else {
      // One side of the second triangle is one more than the scale factor allows.
      const off = a * k.value + 1;
      question = `In $\\triangle ABC$ and $\\triangle DEF$, $AB = ${c}$, $BC = ${a}$, $CA = ${b}$, $DE = ${K(c)}$, $EF = ${fmt(off)}$ and $FD = ${K(b)}$. Which condition shows that the triangles are similar?`;
      answer = CONDITIONS.none;
      third = `Work out $\\frac{DE}{AB}$, $\\frac{EF}{BC}$ and $\\frac{FD}{CA}$.`;
      reason = `$\\frac{DE}{AB} = \\frac{FD}{CA} = ${k.tex}$ but $\\frac{EF}{BC} = ${frac(Math.round(off * 2), 2 * a).tex} \\ne ${k.tex}$, so no condition holds`;
    }
    const wrong: Choice[] = (Object.keys(CONDITIONS) as (keyof typeof CONDITIONS)[])
      .filter((key) => CONDITIONS[key] !== answer)
      .map((key) => ({
        text: CONDITIONS[key],
        mistake:
          key === 'none'
            ? 'did not recognise a similarity condition that holds'
            : key === 'aa'
              ? 'named angle equality when sides are what is given'
              : key === 'sss'
                ? answer === CONDITIONS.none
                  ? 'did not check every ratio of sides'
                  : 'named three sides when the data are not three sides'
                : 'named SAS without two sides in ratio and the included angle',
      }));
    return {
      question,
      answer,
      wrong,
      frame,
      hints: [
        'The conditions: two equal angles (AA); three sides in one ratio (SSS); two sides in one ratio with the angle between them equal (SAS).',
        third,
      ],
      steps: [`${reason}.`, `So the answer is: ${answer}.`],
      explanation: `${reason}. So the answer is: ${answer}.`,
    };
  },
});

// ---------------------------------------------------------------- the scale factor

const scaleFactor = defineTemplate({
  id: `${lesson}/scale-factor`,
  lesson,
  type: 'MCQ',
  b: -1.2,
  build(rng) {
    const frame = rng.pick(['enlargement', 'reduction', 'from-perimeters', 'model-context']);
    const opt = (n: number, d: number): string => `$${frac(n, d).tex}$`;
    if (frame === 'model-context') {
      const s = rng.pick([10, 20, 25, 40, 50]);
      const model = rng.int(6, 24);
      const real = (model * s) / 100;
      if (!halfWhole(real * 10)) redraw('the real length needs too many decimals');
      return {
        question: `A model car is $${model}$ cm long. The real car is $${fmt(real)}$ m long and has the same shape. Find the scale factor from the real car to the model.`,
        answer: opt(1, s),
        frame,
        context: true,
        multiStep: true,
        wrong: [
          { text: `$${s}$`, mistake: 'inverted the scale factor (model to car)' },
          { text: opt(10, s), mistake: 'converted metres to centimetres with 10 instead of 100' },
          {
            text: opt(1, 10 * s),
            mistake: 'converted metres to centimetres with 1000 instead of 100',
          },
          { text: opt(1, s + 1), mistake: 'divided by the sum of the lengths' },
        ],
        hints: [
          'Compare the lengths in the same unit first.',
          `$${fmt(real)}$ m $= ${fmt(real * 100)}$ cm.`,
          'The scale factor from the car to the model is the model’s length over the car’s length.',
        ],
        steps: [
          `$${fmt(real)}$ m $= ${fmt(real * 100)}$ cm.`,
          `Scale factor $= \\frac{${model}}{${fmt(real * 100)}} = ${frac(1, s).tex}$.`,
        ],
        explanation: `In centimetres the car is $${fmt(real * 100)}$ cm, so the scale factor is $\\frac{${model}}{${fmt(real * 100)}} = ${frac(1, s).tex}$.`,
      };
    }
    const [p, q] = coprimePair(rng, 1, 7);
    const t = rng.int(2, 6);
    const reduce = frame === 'reduction';
    const [from, to] = reduce ? [q * t, p * t] : [p * t, q * t];
    const perimeters = frame === 'from-perimeters';
    const [f, g] = perimeters ? [from * 3, to * 3] : [from, to];
    const answer = opt(to, from);
    const question = perimeters
      ? `Polygon $ABCD$ is similar to polygon $PQRS$. Their perimeters are $${f}$ cm and $${g}$ cm. Find the scale factor from $ABCD$ to $PQRS$.`
      : `Polygon $ABCD$ is similar to polygon $PQRS$, and the side $AB = ${f}$ cm corresponds to $PQ = ${g}$ cm. Find the scale factor from $ABCD$ to $PQRS$.`;
    return {
      question,
      answer,
      frame,
      wrong: [
        { text: opt(from, to), mistake: 'inverted the scale factor' },
        {
          text: `$${Math.abs(to - from) * (perimeters ? 3 : 1)}$`,
          mistake: 'subtracted the lengths',
        },
        { text: opt(to * to, from * from), mistake: 'squared the ratio (that is for areas)' },
        { text: opt(to, from + to), mistake: 'divided by the sum of the lengths' },
      ],
      hints: [
        'The scale factor from the first figure to the second multiplies the first figure’s lengths.',
        perimeters
          ? 'Perimeters are lengths: they scale by the same factor as sides. Divide the second by the first.'
          : 'Divide the length in the second figure by the corresponding length in the first.',
      ],
      steps: [
        `Scale factor $= \\frac{${g}}{${f}} = ${frac(to, from).tex}$.`,
        reduce
          ? 'It is less than 1: the second figure is a reduction.'
          : 'It is more than 1: the second figure is an enlargement.',
        `So the scale factor is ${answer}.`,
      ],
      explanation: `Scale factor $= \\frac{${g}}{${f}} = ${frac(to, from).tex}$.`,
    };
  },
});

// ---------------------------------------------------------------- Euclid's theorems

const altitude = defineTemplate({
  id: `${lesson}/right-triangle-altitude-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 1.0,
  build(rng) {
    const frame = rng.pick(['altitude', 'leg', 'hypotenuse-part', 'roof-context']);
    const [m, n] = coprimePair(rng, 1, 4);
    const t = rng.int(1, 3);
    const hint1 =
      'The altitude to the hypotenuse splits the right triangle into two triangles similar to it and to each other.';
    if (frame === 'altitude' || frame === 'roof-context') {
      // BD = t·m², DC = t·n², AD = t·m·n (AD² = BD·DC).
      const [bd, dc] = rng.chance(0.5) ? [t * m * m, t * n * n] : [t * n * n, t * m * m];
      const ad = t * m * n;
      if (Math.max(bd, dc) / Math.min(bd, dc) > 9) redraw('too flat to draw');
      const roof = frame === 'roof-context';
      const unit = roof ? 'm' : 'cm';
      return {
        question: roof
          ? `A roof frame $ABC$ has a right angle at its top $A$ and a horizontal beam $BC$. A vertical post $AD$ joins $A$ to the beam, with $BD = ${bd}$ m and $DC = ${dc}$ m. Find the length of the post $AD$, in m.`
          : `In $\\triangle ABC$, $m\\angle BAC = 90^\\circ$ and $\\overline{AD} \\perp \\overline{BC}$, with $BD = ${bd}$ cm and $DC = ${dc}$ cm. Find $AD$, in ${unit}.`,
        answer: String(ad),
        unit,
        frame,
        ...(roof ? { context: true } : {}),
        figure: altitudeFigure(
          bd,
          dc,
          { BD: String(bd), DC: String(dc) },
          roof
            ? 'A roof frame ABC, right-angled at A, with the post AD.'
            : 'Right triangle ABC with the altitude AD to the hypotenuse.',
        ),
        hints: [
          hint1,
          '$\\triangle ABD \\sim \\triangle CAD$, which gives $AD^2 = BD \\times DC$.',
          `$AD^2 = ${bd} \\times ${dc}$.`,
        ],
        steps: [
          `$AD^2 = BD \\times DC = ${bd} \\times ${dc} = ${bd * dc}$.`,
          `$AD = \\sqrt{${bd * dc}} = ${ad}$ ${unit}.`,
        ],
        explanation: `$AD^2 = BD \\times DC = ${bd * dc}$, so $AD = ${ad}$ ${unit}.`,
      };
    }
    // AB² = BD·BC with BD = t·m², BC = t·n² (m < n): AB = t·m·n.
    const bd = t * m * m;
    const bc = t * n * n;
    const dc = bc - bd;
    if (bd / dc > 9 || dc / bd > 9) redraw('too flat to draw');
    const ab = t * m * n;
    if (frame === 'leg') {
      // BD and DC given (BC = BD + DC comes first): the figure then labels the two parts only.
      return {
        question: `In $\\triangle ABC$, $m\\angle BAC = 90^\\circ$ and $\\overline{AD} \\perp \\overline{BC}$, with $BD = ${bd}$ cm and $DC = ${dc}$ cm. Find $AB$, in cm.`,
        answer: String(ab),
        unit: 'cm',
        frame,
        multiStep: true,
        figure: altitudeFigure(
          bd,
          dc,
          { BD: String(bd), DC: String(dc), AB: 'x' },
          'Right triangle ABC with the altitude AD to the hypotenuse.',
        ),
        hints: [
          hint1,
          '$\\triangle ABD \\sim \\triangle CBA$, which gives $AB^2 = BD \\times BC$; first find $BC$.',
          `$BC = ${bd} + ${dc}$.`,
        ],
        steps: [
          `$BC = BD + DC = ${bd} + ${dc} = ${bc}$ cm.`,
          `$AB^2 = BD \\times BC = ${bd} \\times ${bc} = ${bd * bc}$.`,
          `$AB = \\sqrt{${bd * bc}} = ${ab}$ cm.`,
        ],
        explanation: `$BC = ${bc}$ cm and $AB^2 = BD \\times BC = ${bd * bc}$, so $AB = ${ab}$ cm.`,
      };
    }
    // Given AC and DC: BC = AC²/DC, then BD = BC − DC. Here the roles: DC = t·m², BC = t·n².
    return {
      question: `In $\\triangle ABC$, $m\\angle BAC = 90^\\circ$ and $\\overline{AD} \\perp \\overline{BC}$, with $AC = ${ab}$ cm and $DC = ${bd}$ cm. Find $BD$, in cm.`,
      answer: String(dc),
      unit: 'cm',
      frame,
      multiStep: true,
      figure: altitudeFigure(
        dc,
        bd,
        { AC: String(ab), DC: String(bd), BD: 'x' },
        'Right triangle ABC with the altitude AD to the hypotenuse.',
      ),
      hints: [
        hint1,
        '$\\triangle ACD \\sim \\triangle BCA$ gives $AC^2 = DC \\times BC$: find $BC$ first, then subtract $DC$.',
        `$BC = \\frac{${ab}^2}{${bd}}$.`,
      ],
      steps: [
        `$AC^2 = DC \\times BC$, so $BC = \\frac{${ab}^2}{${bd}} = ${bc}$ cm.`,
        `$BD = BC - DC = ${bc} - ${bd} = ${dc}$ cm.`,
      ],
      explanation: `$BC = \\frac{AC^2}{DC} = ${bc}$ cm, so $BD = ${bc} - ${bd} = ${dc}$ cm.`,
    };
  },
});

// ---------------------------------------------------------------- nested triangles, reversed

/** Triangles (BC, CA, AB) for the reversed nested triangles, not too flat, AB ≠ AC. */
const NESTED: [number, number, number][] = [
  [9, 12, 10],
  [10, 12, 8],
  [11, 15, 12],
  [12, 16, 10],
  [14, 16, 12],
  [10, 9, 12],
  [12, 10, 15],
  [13, 12, 16],
  [9, 8, 10],
  [14, 15, 18],
];
const NESTED_RATIOS = [frac(1, 2), frac(1, 3), frac(2, 3), frac(1, 4), frac(3, 4), frac(2, 5)];

const nested = defineTemplate({
  id: `${lesson}/nested-triangles-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 1.1,
  build(rng) {
    const frame = rng.pick(['find-ac', 'find-de', 'find-ec']);
    const [bc, ac, ab] = rng.pick(NESTED);
    const r = rng.pick(NESTED_RATIOS);
    // △AED ∼ △ABC: AE = r·AB, AD = r·AC, DE = r·BC; D must fall inside AB and E inside AC.
    const ae = r.value * ab;
    const ad = r.value * ac;
    const de = r.value * bc;
    if (ad >= ab - 1 || ae >= ac - 1) redraw('D or E too near the end of its side');
    if (![ae, ad, de].every(halfWhole)) redraw('a length with too many decimals');
    const cosA = (ab * ab + ac * ac - bc * bc) / (2 * ab * ac);
    const angleA = (Math.acos(cosA) * 180) / Math.PI;
    const labels: Partial<Record<'AD' | 'DB' | 'AE' | 'EC' | 'DE' | 'BC' | 'AB' | 'AC', string>> =
      frame === 'find-ac'
        ? { AD: fmt(ad), DB: fmt(ab - ad), AE: fmt(ae), AC: 'x' }
        : frame === 'find-de'
          ? { AE: fmt(ae), AB: String(ab), BC: String(bc), DE: 'x' }
          : { AD: fmt(ad), DB: fmt(ab - ad), AE: fmt(ae), EC: 'x' };
    const { figure, points } = nestedFigure(
      { ab, ac, angleA, ad, ae },
      labels,
      [],
      'Triangle ABC with D on AB, E on AC and angle AED equal to angle ABC.',
    );
    figure.elements.splice(
      1,
      0,
      { kind: 'angle', vertex: points.E, from: points.A, to: points.D },
      { kind: 'angle', vertex: points.B, from: points.A, to: points.C },
    );
    const lead = `In $\\triangle ABC$, $D \\in \\overline{AB}$ and $E \\in \\overline{AC}$ with $m\\angle AED = m\\angle ABC$`;
    const hint1 =
      '$\\triangle AED \\sim \\triangle ABC$ (AA: the common angle $A$ and $\\angle AED = \\angle ABC$). Careful: $E$ matches $B$, and $D$ matches $C$.';
    const hint2 = 'So $\\frac{AE}{AB} = \\frac{AD}{AC} = \\frac{DE}{BC}$.';
    if (frame === 'find-de') {
      return {
        question: `${lead}, $AE = ${fmt(ae)}$ cm, $AB = ${ab}$ cm and $BC = ${bc}$ cm. Find $DE$, in cm.`,
        answer: fmt(de),
        unit: 'cm',
        frame,
        figure,
        hints: [hint1, hint2, `$\\frac{DE}{${bc}} = \\frac{${fmt(ae)}}{${ab}}$.`],
        steps: [
          `$\\frac{DE}{BC} = \\frac{AE}{AB} = \\frac{${fmt(ae)}}{${ab}}$.`,
          `$DE = ${bc} \\times \\frac{${fmt(ae)}}{${ab}} = ${fmt(de)}$ cm.`,
        ],
        explanation: `$\\triangle AED \\sim \\triangle ABC$, so $DE = BC \\times \\frac{AE}{AB} = ${fmt(de)}$ cm.`,
      };
    }
    // AD and DB given (AB on a dimension line would sit beside AD's label): AB comes first.
    const db = ab - ad;
    const abStep = `$AB = AD + DB = ${fmt(ad)} + ${fmt(db)} = ${ab}$ cm.`;
    const acStep = `$\\frac{AD}{AC} = \\frac{AE}{AB}$, so $AC = \\frac{${fmt(ad)} \\times ${ab}}{${fmt(ae)}} = ${ac}$ cm.`;
    if (frame === 'find-ec') {
      return {
        question: `${lead}, $AD = ${fmt(ad)}$ cm, $DB = ${fmt(db)}$ cm and $AE = ${fmt(ae)}$ cm. Find $EC$, in cm.`,
        answer: fmt(ac - ae),
        unit: 'cm',
        frame,
        multiStep: true,
        figure,
        hints: [
          hint1,
          `${hint2.replace(/\.$/, '')}: find $AB$, then $AC$, then subtract $AE$.`,
          `$AB = ${fmt(ad)} + ${fmt(db)}$.`,
        ],
        steps: [abStep, acStep, `$EC = AC - AE = ${ac} - ${fmt(ae)} = ${fmt(ac - ae)}$ cm.`],
        explanation: `$AC = \\frac{AD \\times AB}{AE} = ${ac}$ cm, so $EC = ${ac} - ${fmt(ae)} = ${fmt(ac - ae)}$ cm.`,
      };
    }
    return {
      question: `${lead}, $AD = ${fmt(ad)}$ cm, $DB = ${fmt(db)}$ cm and $AE = ${fmt(ae)}$ cm. Find $AC$, in cm.`,
      answer: String(ac),
      unit: 'cm',
      frame,
      multiStep: true,
      figure,
      hints: [
        hint1,
        `${hint2.replace(/\.$/, '')}; first find $AB$.`,
        `$AB = ${fmt(ad)} + ${fmt(db)}$.`,
      ],
      steps: [abStep, acStep],
      explanation: `$\\triangle AED \\sim \\triangle ABC$, so $AC = \\frac{AD \\times AB}{AE} = ${ac}$ cm.`,
    };
  },
});

// ---------------------------------------------------------------- multi-step

const TRIPLES: [number, number, number][] = [
  [3, 4, 5],
  [6, 8, 10],
  [5, 12, 13],
  [8, 15, 17],
  [9, 12, 15],
];

const multiStep = defineTemplate({
  id: `${lesson}/scale-multi-step`,
  lesson,
  type: 'short_answer',
  b: 1.6,
  build(rng) {
    const frame = rng.pick(['plan-area', 'areas-to-perimeter', 'banner-context']);
    if (frame === 'plan-area') {
      const s = rng.pick([20, 50, 200, 250]);
      // Plan areas that give a real area with at most two decimals.
      const step = s === 20 ? 25 : s === 50 ? 4 : s === 250 ? 4 : 1;
      const plan = step * rng.int(Math.ceil(6 / step), Math.floor(80 / step));
      const real = (plan * s * s) / 10000;
      if (!halfWhole(real * 50)) redraw('a real area with too many decimals');
      return {
        question: `A plan of a flat is drawn to the scale $1 : ${s}$. A room covers $${plan}$ cm$^2$ on the plan. Find the real floor area of the room, in m$^2$.`,
        answer: fmt(real),
        unit: 'm²',
        frame,
        context: true,
        multiStep: true,
        hints: [
          'Lengths are multiplied by the scale; areas by its square.',
          `Real area in cm$^2$ $= ${plan} \\times ${s}^2$; then change to m$^2$.`,
          '$1$ m$^2$ $= 100 \\times 100 = 10000$ cm$^2$.',
        ],
        steps: [
          `Real area $= ${plan} \\times ${s}^2 = ${plan * s * s}$ cm$^2$.`,
          `In m$^2$: $\\frac{${plan * s * s}}{10000} = ${fmt(real)}$ m$^2$.`,
        ],
        explanation: `Areas scale by $${s}^2$: $${plan} \\times ${s * s} = ${plan * s * s}$ cm$^2$ $= ${fmt(real)}$ m$^2$.`,
      };
    }
    if (frame === 'areas-to-perimeter') {
      const [p, q] = coprimePair(rng, 1, 6);
      const m = rng.int(1, 4);
      const t = rng.int(3, 8);
      return {
        question: `Two similar triangles have areas $${p * p * m}$ cm$^2$ and $${q * q * m}$ cm$^2$. The perimeter of the smaller triangle is $${p * t}$ cm. Find the perimeter of the larger triangle, in cm.`,
        answer: String(q * t),
        unit: 'cm',
        frame,
        multiStep: true,
        hints: [
          'Perimeters are lengths: find the scale factor for lengths from the areas first.',
          'The length scale factor is the square root of the ratio of the areas.',
          `$k = \\sqrt{\\frac{${q * q * m}}{${p * p * m}}}$.`,
        ],
        steps: [
          m === 1
            ? `$k = \\sqrt{\\frac{${q * q}}{${p * p}}} = ${frac(q, p).tex}$.`
            : `$k = \\sqrt{\\frac{${q * q * m}}{${p * p * m}}} = \\sqrt{\\frac{${q * q}}{${p * p}}} = ${frac(q, p).tex}$.`,
          `Perimeter $= ${p * t} \\times \\frac{${q}}{${p}} = ${q * t}$ cm.`,
        ],
        explanation: `The length scale factor is $\\frac{${q}}{${p}}$, so the perimeter is $${p * t} \\times \\frac{${q}}{${p}} = ${q * t}$ cm.`,
      };
    }
    const [a, b, c] = rng.pick(TRIPLES);
    const k = rng.pick([frac(3, 2), frac(2, 1), frac(5, 2), frac(3, 1), frac(4, 1)]);
    const P = (a + b + c) * k.value;
    const area = 0.5 * a * b * k.value * k.value;
    if (!halfWhole(P) || !halfWhole(area * 2)) redraw('awkward decimals');
    return {
      question: `A right-angled triangular banner has sides $${a}$ m, $${b}$ m and $${c}$ m. A larger banner of the same shape has a perimeter of $${fmt(P)}$ m. Find the area of the larger banner, in m$^2$.`,
      answer: fmt(area),
      unit: 'm²',
      frame,
      context: true,
      multiStep: true,
      facts: { triangles: [{ sides: [a, b, c] }] },
      hints: [
        'The perimeters give the scale factor; the area scales by its square.',
        `The smaller banner's perimeter is $${a} + ${b} + ${c}$ m and its area is $\\frac{1}{2} \\times ${a} \\times ${b}$ m$^2$.`,
        `$k = \\frac{${fmt(P)}}{${a + b + c}}$.`,
      ],
      steps: [
        `Smaller banner: perimeter $${a + b + c}$ m, area $\\frac{1}{2} \\times ${a} \\times ${b} = ${(a * b) / 2}$ m$^2$.`,
        `$k = \\frac{${fmt(P)}}{${a + b + c}} = ${k.tex}$.`,
        `Area $= ${(a * b) / 2} \\times \\left(${k.tex}\\right)^2 = ${fmt(area)}$ m$^2$.`,
      ],
      explanation: `$k = \\frac{${fmt(P)}}{${a + b + c}} = ${k.tex}$, so the area is $${(a * b) / 2} \\times \\left(${k.tex}\\right)^2 = ${fmt(area)}$ m$^2$.`,
    };
  },
});

export const similarPolygonTemplates = [
  whichCondition,
  scaleFactor,
  missingSide,
  areaRatio,
  perimeter,
  rectangles,
  parallelLine,
  areaFromRatio,
  shadow,
  altitude,
  nested,
  multiStep,
];
