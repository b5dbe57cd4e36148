/** Lesson: similar polygons and triangles (scale factor k; perimeters × k, areas × k²). */
import type { FigureElement, Point } from '../figures/figure-model';
import { lerp, pt, triangleFromSides } from '../figures/geometry';
import { defineTemplate } from './define-template';
import { fmt, frac, gcd } from './exact';
import { TRIANGLE_NAMES, triangleFigure } from './figure-kit';

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

const missingSide = defineTemplate({
  id: `${lesson}/missing-side-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: -0.3,
  build(rng) {
    const [a, b, c] = rng.pick(TRIANGLES);
    const k = rng.pick(SCALES);
    const [n1, n2] = rng.shuffle(TRIANGLE_NAMES).slice(0, 2) as [
      [string, string, string],
      [string, string, string],
    ];
    // Small triangle: BC = a (opposite A), CA = b, AB = c. Big = k × small.
    const small = triangleFromSides(a, b, c);
    const big = shift(
      triangleFromSides(a * k.value, b * k.value, c * k.value),
      c + Math.max(2, c * 0.4),
    );
    const [A, B, C] = n1;
    const [D, E, F] = n2;
    const answer = fmt(b * k.value, 4);
    const elements: FigureElement[] = [
      ...triangleFigure({
        names: n1,
        points: small,
        sides: { [`${A}${B}`]: String(c), [`${C}${A}`]: String(b) },
      }).elements,
      ...triangleFigure({
        names: n2,
        points: big as [Point, Point, Point],
        sides: { [`${D}${E}`]: fmt(c * k.value), [`${F}${D}`]: 'x' },
      }).elements,
    ];
    return {
      question: `$\\triangle ${A}${B}${C} \\sim \\triangle ${D}${E}${F}$ with $${A}${B} = ${c}$ cm, $${C}${A} = ${b}$ cm and $${D}${E} = ${fmt(c * k.value)}$ cm. Find $x = ${F}${D}$ in cm.`,
      answer,
      unit: 'cm',
      facts: {
        triangles: [{ sides: [a, b, c] }, { sides: [a * k.value, b * k.value, c * k.value] }],
      },
      figure: { caption: `Two similar triangles ${A}${B}${C} and ${D}${E}${F}.`, elements },
      explanation: `The scale factor is $\\frac{${D}${E}}{${A}${B}} = \\frac{${fmt(c * k.value)}}{${c}} = ${k.tex}$, so $${F}${D} = ${k.tex} \\times ${b} = ${answer}$ cm.`,
    };
  },
});

const areaRatio = defineTemplate({
  id: `${lesson}/area-ratio`,
  lesson,
  type: 'MCQ',
  b: -0.1,
  build(rng) {
    let p = rng.int(1, 7);
    let q = rng.int(2, 9);
    while (p === q || gcd(p, q) !== 1) {
      p = rng.int(1, 7);
      q = rng.int(2, 9);
    }
    const ratio = (x: number, y: number): string => `$${x} : ${y}$`;
    const shape = rng.pick(['triangles', 'pentagons', 'rectangles', 'hexagons']);
    return {
      question: `Two similar ${shape} have corresponding sides in the ratio $${p} : ${q}$. Find the ratio of their areas.`,
      answer: ratio(p * p, q * q),
      wrong: [
        { text: ratio(p, q), mistake: 'used the side ratio for the areas' },
        { text: ratio(p ** 3, q ** 3), mistake: 'cubed the ratio (that is for volumes)' },
        { text: ratio(q * q, p * p), mistake: 'inverted the ratio' },
        { text: ratio(p, q * q), mistake: 'squared only one term of the ratio' },
      ],
      explanation: `Areas of similar figures are in the ratio of the squares of corresponding sides: $${p}^2 : ${q}^2 = ${p * p} : ${q * q}$.`,
    };
  },
});

const perimeter = defineTemplate({
  id: `${lesson}/perimeter-from-ratio`,
  lesson,
  type: 'short_answer',
  b: -0.5,
  build(rng) {
    const p = rng.int(2, 6);
    const q = rng.int(p + 1, 9);
    // m >= 3: a side is below half the perimeter (with m = 2 a side of 6 cm would belong to a
    // polygon of perimeter 12 cm, which cannot close).
    const m = rng.int(3, 8);
    const small = p * m;
    const big = q * m;
    return {
      question: `Two similar polygons have corresponding sides $${p}$ cm and $${q}$ cm. The perimeter of the smaller polygon is $${small}$ cm. Find the perimeter of the larger one, in cm.`,
      answer: String(big),
      unit: 'cm',
      facts: {
        polygons: [
          { sides: [p], perimeter: small },
          { sides: [q], perimeter: big },
        ],
      },
      explanation: `Perimeters scale like sides: $${small} \\times \\frac{${q}}{${p}} = ${big}$ cm.`,
    };
  },
});

const rectangles = defineTemplate({
  id: `${lesson}/similar-rectangles-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: -0.4,
  build(rng) {
    // The smaller rectangle at least 3 wide and at most 2.5 times smaller: room for its labels.
    // Not too thin either (height within half to one and a half times the width): the pair
    // then fits a wide picture at a size where every side keeps its label.
    const w = rng.pick([3, 4, 5, 6]);
    let h = rng.int(2, 7);
    while (h === w || h > 1.5 * w || h < 0.5 * w) h = rng.int(2, 7);
    const k = rng.pick(SCALES.slice(0, 3)).value;
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
    const cm = (x: number): string => `$${fmt(x, 2)}$ cm`;
    const names1 = ['A', 'B', 'C', 'D'];
    const names2 = ['E', 'F', 'G', 'H'];
    const elements: FigureElement[] = [
      { kind: 'polygon', points: r1 },
      { kind: 'polygon', points: r2 },
      { kind: 'segment', from: r1[0] as Point, to: r1[1] as Point, label: `${w} cm` },
      { kind: 'segment', from: r1[1] as Point, to: r1[2] as Point, label: `${h} cm` },
      { kind: 'segment', from: r2[0] as Point, to: r2[1] as Point, label: `${fmt(W)} cm` },
      { kind: 'segment', from: r2[1] as Point, to: r2[2] as Point, label: 'x' },
      ...r1.map((at, i) => ({ kind: 'point' as const, at, label: names1[i] ?? '' })),
      ...r2.map((at, i) => ({ kind: 'point' as const, at, label: names2[i] ?? '' })),
    ];
    return {
      question: `Rectangle $ABCD$ is similar to rectangle $EFGH$, with $AB = ${w}$ cm, $BC = ${h}$ cm and $EF = ${fmt(W)}$ cm. Find $x = FG$.`,
      answer: cm(H),
      wrong: [
        {
          text: cm(h + W - w),
          mistake: 'added the difference of the sides instead of multiplying by the scale factor',
        },
        { text: cm((W * w) / h), mistake: 'matched the wrong pair of sides' },
        { text: cm((h * w) / W), mistake: 'inverted the scale factor' },
        { text: cm(W), mistake: 'thought the rectangle is a square' },
      ],
      figure: { caption: 'Two similar rectangles ABCD and EFGH.', elements },
      explanation: `Scale factor $\\frac{EF}{AB} = \\frac{${fmt(W)}}{${w}} = ${fmt(k, 4)}$, so $FG = ${fmt(k, 4)} \\times ${h} = ${fmt(H, 2)}$ cm.`,
    };
  },
});

const parallelLine = defineTemplate({
  id: `${lesson}/parallel-to-base-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.3,
  build(rng) {
    const ad = rng.int(2, 8);
    const db = rng.int(1, 8);
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
    const elements: FigureElement[] = [
      { kind: 'polygon', points: [A, B, C] },
      { kind: 'segment', from: D, to: E, arrows: 1, label: 'x' },
      { kind: 'segment', from: B, to: C, arrows: 1, label: String(bc) },
      { kind: 'segment', from: A, to: D, label: String(ad) },
      { kind: 'segment', from: D, to: B, label: String(db) },
      { kind: 'point', at: A, label: 'A' },
      { kind: 'point', at: B, label: 'B' },
      { kind: 'point', at: C, label: 'C' },
      { kind: 'point', at: D, label: 'D' },
      { kind: 'point', at: E, label: 'E' },
    ];
    return {
      question: `$D \\in \\overline{AB}$ and $E \\in \\overline{AC}$ with $\\overline{DE} \\parallel \\overline{BC}$, $AD = ${ad}$, $DB = ${db}$ and $BC = ${bc}$. Find $x = DE$.`,
      answer: fmt(de),
      figure: { caption: 'Triangle ABC with DE parallel to BC.', elements },
      explanation: `$\\triangle ADE \\sim \\triangle ABC$, so $\\frac{DE}{BC} = \\frac{AD}{AB} = \\frac{${ad}}{${ab}}$ and $DE = ${bc} \\times \\frac{${ad}}{${ab}} = ${fmt(de)}$.`,
    };
  },
});

const areaFromRatio = defineTemplate({
  id: `${lesson}/area-from-ratio`,
  lesson,
  type: 'short_answer',
  b: 0.4,
  build(rng) {
    const p = rng.int(1, 5);
    const q = rng.int(p + 1, 8);
    const m = rng.int(1, 6);
    const areaSmall = p * p * m;
    const areaBig = q * q * m;
    const bigFirst = rng.chance(0.5);
    return {
      question: `Two similar triangles have corresponding sides $${p}$ cm and $${q}$ cm. The area of the ${bigFirst ? 'larger' : 'smaller'} triangle is $${bigFirst ? areaBig : areaSmall}$ cm$^2$. Find the area of the ${bigFirst ? 'smaller' : 'larger'} triangle, in cm$^2$.`,
      answer: String(bigFirst ? areaSmall : areaBig),
      unit: 'cm²',
      explanation: `Areas scale by the square of the side ratio: $${bigFirst ? areaBig : areaSmall} \\times \\left(\\frac{${bigFirst ? p : q}}{${bigFirst ? q : p}}\\right)^2 = ${bigFirst ? areaSmall : areaBig}$ cm$^2$.`,
    };
  },
});

const shadow = defineTemplate({
  id: `${lesson}/shadow-heights-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: 0,
  build(rng) {
    const h = rng.pick([1.5, 1.6, 1.8, 2]);
    const s = rng.pick([1, 1.2, 2.4, 2.5, 3].filter((x) => x !== h));
    const k = rng.int(3, 9);
    const S = s * k;
    const H = h * k;
    const m = (x: number): string => `$${fmt(x, 2)}$ m`;
    const gap = 1;
    const elements: FigureElement[] = [
      { kind: 'segment', from: pt(0, 0), to: pt(s, 0), label: `${fmt(s)} m` },
      { kind: 'segment', from: pt(0, 0), to: pt(0, h), label: `${fmt(h)} m` },
      { kind: 'segment', from: pt(0, h), to: pt(s, 0), dashed: true },
      { kind: 'right-angle', vertex: pt(0, 0), from: pt(s, 0), to: pt(0, h) },
      { kind: 'segment', from: pt(s + gap, 0), to: pt(s + gap + S, 0), label: `${fmt(S)} m` },
      { kind: 'segment', from: pt(s + gap, 0), to: pt(s + gap, H), label: 'h' },
      { kind: 'segment', from: pt(s + gap, H), to: pt(s + gap + S, 0), dashed: true },
      { kind: 'right-angle', vertex: pt(s + gap, 0), from: pt(s + gap + S, 0), to: pt(s + gap, H) },
    ];
    return {
      question: `At the same moment, a person $${fmt(h)}$ m tall casts a shadow $${fmt(s)}$ m long and a tree casts a shadow $${fmt(S)}$ m long. Find the height $h$ of the tree.`,
      answer: m(H),
      wrong: [
        { text: m((S * s) / h), mistake: 'set up the proportion upside down' },
        { text: m(S + h - s), mistake: 'added the difference instead of using a ratio' },
        { text: m((h * s) / S), mistake: 'divided by the scale factor' },
        { text: m(S), mistake: 'took the height equal to the shadow' },
        { text: m(S * h), mistake: 'multiplied the tree’s shadow by the person’s height' },
        { text: m(H / 2), mistake: 'halved the result' },
      ],
      figure: {
        caption: 'A person and a tree with their shadows; the sun’s rays are parallel.',
        elements,
      },
      explanation: `The triangles are similar (same sun angle): $\\frac{h}{${fmt(S)}} = \\frac{${fmt(h)}}{${fmt(s)}}$, so $h = ${fmt(S)} \\times \\frac{${fmt(h)}}{${fmt(s)}} = ${fmt(H, 2)}$ m.`,
    };
  },
});

export const similarPolygonTemplates = [
  missingSide,
  areaRatio,
  perimeter,
  rectangles,
  parallelLine,
  areaFromRatio,
  shadow,
];
