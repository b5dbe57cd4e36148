/** Lesson: area of a triangle, ½ab sin C and Heron's formula √(s(s−a)(s−b)(s−c)). */
import type { FigureElement } from '../figures/figure-model';
import { polar, pt } from '../figures/geometry';
import { defineTemplate } from './define-template';
import { fixed, fmt, surd } from './exact';
import { TRIANGLE_NAMES } from './figure-kit';
import { obliqueFigure, sinD, SIN_HALF } from './triangle-solving-kit';

const lesson = 'triangle-area' as const;

const halfAbSinC = defineTemplate({
  id: `${lesson}/half-ab-sin-c-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: -0.2,
  build(rng) {
    const C = rng.pick([30, 45, 60, 120, 135, 150]);
    const a = rng.int(3, 14);
    const b = rng.int(3, 14);
    const [k, r] = SIN_HALF[C] ?? [1, 1];
    // ½ab·(k√r/2) = ab·k√r/4
    const area = surd(a * b * k, r, 4);
    const c = Math.sqrt(a * a + b * b - 2 * a * b * Math.cos((C * Math.PI) / 180));
    const [nA, nB, nC] = rng.pick(TRIANGLE_NAMES);
    return {
      question: `In $\\triangle ${nA}${nB}${nC}$, $${nB}${nC} = ${a}$ cm, $${nC}${nA} = ${b}$ cm and $m\\angle ${nC} = ${C}^\\circ$. Find the exact area of the triangle, in cm$^2$.`,
      answer: area.text,
      exact: true,
      unit: 'cm²',
      figure: obliqueFigure(
        rng,
        [nA, nB, nC],
        a,
        b,
        c,
        {
          sides: { [`${nB}${nC}`]: `${a} cm`, [`${nC}${nA}`]: `${b} cm` },
          angles: { [nC]: `${C}°` },
        },
        `Triangle ${nA}${nB}${nC}.`,
      ),
      explanation: `Area $= \\frac{1}{2}ab\\sin C = \\frac{1}{2} \\times ${a} \\times ${b} \\times \\sin ${C}^\\circ = ${area.tex}$ cm$^2$.`,
    };
  },
});

/** Heronian triangles (integer sides and area). */
const HERONIAN: [number, number, number, number][] = [
  [13, 14, 15, 84],
  [5, 5, 6, 12],
  [5, 5, 8, 12],
  [9, 10, 17, 36],
  [10, 13, 13, 60],
  [7, 15, 20, 42],
  [13, 20, 21, 126],
  [11, 13, 20, 66],
  [12, 17, 25, 90],
  [10, 17, 21, 84],
  [3, 4, 5, 6],
  [6, 25, 29, 60],
];

const heron = defineTemplate({
  id: `${lesson}/heron`,
  lesson,
  type: 'short_answer',
  b: 0.3,
  build(rng) {
    const [a, b, c, area] = rng.pick(HERONIAN);
    const k = rng.int(1, 3);
    const s = ((a + b + c) * k) / 2;
    return {
      question: `Use Heron's formula to find the area of the triangle with sides $${a * k}$ cm, $${b * k}$ cm and $${c * k}$ cm, in cm$^2$.`,
      answer: String(area * k * k),
      unit: 'cm²',
      facts: { triangles: [{ sides: [a * k, b * k, c * k] }] },
      explanation: `$s = \\frac{${a * k} + ${b * k} + ${c * k}}{2} = ${s}$; area $= \\sqrt{${s}(${s - a * k})(${s - b * k})(${s - c * k})} = ${area * k * k}$ cm$^2$.`,
    };
  },
});

const heronChoice = defineTemplate({
  id: `${lesson}/heron-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: 0.4,
  build(rng) {
    const [a, b, c, area] = rng.pick(HERONIAN.filter((t) => t[0] !== 3));
    const s = (a + b + c) / 2;
    const cm2 = (x: number): string => `$${fmt(x, 2)}$ cm$^2$`;
    const P = a + b + c;
    return {
      question: `The sides of the triangle are $${a}$ cm, $${b}$ cm and $${c}$ cm. Find its area.`,
      answer: cm2(area),
      wrong: [
        { text: cm2(area * area), mistake: 'forgot the square root in Heron’s formula' },
        { text: cm2((a * b) / 2), mistake: 'used ½ab as if the triangle were right-angled' },
        {
          text: cm2(Math.sqrt(P * (P - a) * (P - b) * (P - c))),
          mistake: 'used the perimeter instead of the semi-perimeter',
        },
        { text: cm2(2 * area), mistake: 'forgot the ½ (gave twice the area)' },
      ],
      figure: obliqueFigure(
        rng,
        ['A', 'B', 'C'],
        a,
        b,
        c,
        { sides: { BC: `${a} cm`, CA: `${b} cm`, AB: `${c} cm` } },
        'Triangle ABC with its three sides marked.',
      ),
      explanation: `$s = ${s}$, area $= \\sqrt{${s}(${s - a})(${s - b})(${s - c})} = \\sqrt{${area * area}} = ${area}$ cm$^2$.`,
    };
  },
});

const sideFromArea = defineTemplate({
  id: `${lesson}/side-from-area`,
  lesson,
  type: 'short_answer',
  b: 0.5,
  build(rng) {
    const C = rng.pick([30, 150, 90]);
    const a = rng.int(2, 12) * 2;
    const b = rng.int(2, 15);
    const sinC = C === 90 ? 1 : 0.5;
    const area = 0.5 * a * b * sinC;
    return {
      question: `The area of $\\triangle ABC$ is $${fmt(area)}$ cm$^2$, $a = ${a}$ cm and $m\\angle C = ${C}^\\circ$. Find $b$ in cm.`,
      answer: String(b),
      unit: 'cm',
      explanation: `$\\frac{1}{2}ab\\sin C = ${fmt(area)}$, so $b = \\frac{2 \\times ${fmt(area)}}{${a}\\sin ${C}^\\circ} = ${b}$ cm.`,
    };
  },
});

const angleFromArea = defineTemplate({
  id: `${lesson}/angle-from-area`,
  lesson,
  type: 'MCQ',
  b: 0.7,
  build(rng) {
    const C = rng.pick([30, 45, 60]);
    const a = rng.int(2, 10) * 2;
    const b = rng.int(2, 10) * 2;
    const [k, r] = SIN_HALF[C] ?? [1, 1];
    const area = surd(a * b * k, r, 4);
    const deg = (x: number): string => `$${x}^\\circ$`;
    return {
      question: `Triangle $ABC$ has $a = ${a}$ cm, $b = ${b}$ cm and area $${area.tex}$ cm$^2$, and $\\angle C$ is acute. Find $m\\angle C$.`,
      answer: deg(C),
      // ∠C is stated acute: every option is acute too.
      wrong: [
        { text: deg(90 - C), mistake: 'used cos C instead of sin C' },
        ...[30, 45, 60]
          .filter((t) => t !== C && t !== 90 - C)
          .map((t) => ({ text: deg(t), mistake: 'matched sin C to the wrong special value' })),
        { text: deg(C / 2), mistake: 'forgot to double the area before dividing by ab' },
      ],
      explanation: `$\\sin C = \\frac{2 \\times \\text{area}}{ab} = \\frac{2 \\times ${area.tex}}{${a * b}} = ${surd(k, r, 2).tex}$, and $C$ is acute, so $m\\angle C = ${C}^\\circ$.`,
    };
  },
});

const parallelogramArea = defineTemplate({
  id: `${lesson}/parallelogram-area-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.2,
  build(rng) {
    const theta = rng.pick([30, 45, 60, 120, 135, 150]);
    const p = rng.int(3, 12);
    const q = rng.int(3, 10);
    const [k, r] = SIN_HALF[theta] ?? [1, 1];
    const area = surd(p * q * k, r, 2);
    const A = pt(0, 0);
    const B = pt(p, 0);
    const D = polar(A, q, theta);
    const C = pt(B.x + D.x, D.y);
    const elements: FigureElement[] = [
      { kind: 'polygon', points: [A, B, C, D] },
      { kind: 'segment', from: A, to: B, label: `${p} cm` },
      { kind: 'segment', from: A, to: D, label: `${q} cm` },
      { kind: 'angle', vertex: A, from: B, to: D, label: `${theta}°` },
      { kind: 'point', at: A, label: 'A' },
      { kind: 'point', at: B, label: 'B' },
      { kind: 'point', at: C, label: 'C' },
      { kind: 'point', at: D, label: 'D' },
    ];
    return {
      question: `$ABCD$ is a parallelogram with $AB = ${p}$ cm, $AD = ${q}$ cm and $m\\angle DAB = ${theta}^\\circ$. Find its exact area, in cm$^2$.`,
      answer: area.text,
      exact: true,
      unit: 'cm²',
      figure: { caption: 'Parallelogram ABCD.', elements },
      explanation: `The diagonal $BD$ splits it into two congruent triangles, so area $= 2 \\times \\frac{1}{2}(${p})(${q})\\sin ${theta}^\\circ = ${area.tex}$ cm$^2$.`,
    };
  },
});

const areaRounded = defineTemplate({
  id: `${lesson}/area-rounded-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0,
  build(rng) {
    const C = rng.pick([38, 42, 55, 67, 72, 84, 98, 105, 112, 127]);
    const a = rng.int(4, 18);
    const b = rng.int(4, 18);
    const area = 0.5 * a * b * sinD(C);
    const c = Math.sqrt(a * a + b * b - 2 * a * b * Math.cos((C * Math.PI) / 180));
    const [nA, nB, nC] = rng.pick(TRIANGLE_NAMES);
    return {
      question: `In $\\triangle ${nA}${nB}${nC}$, $${nB}${nC} = ${a}$ m, $${nC}${nA} = ${b}$ m and $m\\angle ${nC} = ${C}^\\circ$. Find its area to the nearest tenth of a square metre.`,
      answer: fixed(area, 1),
      decimals: 1,
      trueValue: area,
      unit: 'm²',
      figure: obliqueFigure(
        rng,
        [nA, nB, nC],
        a,
        b,
        c,
        {
          sides: { [`${nB}${nC}`]: `${a} m`, [`${nC}${nA}`]: `${b} m` },
          angles: { [nC]: `${C}°` },
        },
        `Triangle ${nA}${nB}${nC}.`,
      ),
      explanation: `Area $= \\frac{1}{2}(${a})(${b})\\sin ${C}^\\circ \\approx ${fixed(area, 1)}$ m$^2$.`,
    };
  },
});

export const triangleAreaTemplates = [
  halfAbSinC,
  heron,
  heronChoice,
  sideFromArea,
  angleFromArea,
  parallelogramArea,
  areaRounded,
];
