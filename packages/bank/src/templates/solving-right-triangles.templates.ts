/** Lesson: solving right triangles; angles of elevation and depression. */
import type { FigureElement } from '../figures/figure-model';
import { pt } from '../figures/geometry';
import { defineTemplate } from './define-template';
import type { TrigFn } from './exact';
import { fixed, fmt, surd } from './exact';
import { TRIANGLE_NAMES, triangleFigure } from './figure-kit';
import { rightTrianglePoints } from './right-triangle-ratios.templates';

const lesson = 'solving-right-triangles' as const;
const DEG = Math.PI / 180;
const ANGLES = [20, 25, 28, 32, 35, 38, 40, 42, 48, 50, 52, 55, 58, 62, 65, 70];

const findOpposite = defineTemplate({
  id: `${lesson}/side-from-hypotenuse-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: -0.2,
  build(rng) {
    const theta = rng.pick(ANGLES);
    const h = rng.int(6, 30);
    const [nA, nB, nC] = rng.pick(TRIANGLE_NAMES);
    const opposite = rng.chance(0.5);
    const fn: TrigFn = opposite ? 'sin' : 'cos';
    const value = h * (opposite ? Math.sin(theta * DEG) : Math.cos(theta * DEG));
    const target = opposite ? `${nA}${nC}` : `${nC}${nB}`;
    return {
      question: `In the right triangle $${nA}${nB}${nC}$, $${nA}${nB} = ${h}$ cm and $m\\angle ${nB} = ${theta}^\\circ$. Find $${target}$ to the nearest tenth of a centimetre.`,
      answer: fixed(value, 1),
      decimals: 1,
      trueValue: value,
      unit: 'cm',
      figure: triangleFigure({
        names: [nA, nB, nC],
        points: rightTrianglePoints(rng, h * Math.cos(theta * DEG), h * Math.sin(theta * DEG)),
        sides: { [`${nA}${nB}`]: `${h} cm`, [target]: 'x' },
        angles: { [nB]: `${theta}°` },
        right: nC,
        caption: `Right triangle ${nA}${nB}${nC} with the right angle at ${nC}; x marks ${target}.`,
      }),
      explanation: `$${target}$ is ${opposite ? 'opposite' : 'adjacent to'} the ${theta}° angle: $${target} = ${h}\\${fn} ${theta}^\\circ \\approx ${fmt(value, 3)} \\approx ${fixed(value, 1)}$ cm.`,
    };
  },
});

const findHypotenuse = defineTemplate({
  id: `${lesson}/hypotenuse-from-leg-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: 0.2,
  build(rng) {
    const theta = rng.pick(ANGLES);
    const a = rng.int(5, 25);
    const [nA, nB, nC] = rng.pick(TRIANGLE_NAMES);
    const c = Math.cos(theta * DEG);
    const s = Math.sin(theta * DEG);
    const cm = (x: number): string => `$${fixed(x, 1)}$ cm`;
    return {
      question: `In the right triangle $${nA}${nB}${nC}$, $${nC}${nB} = ${a}$ cm and $m\\angle ${nB} = ${theta}^\\circ$. Find the hypotenuse $${nA}${nB}$ to one decimal place.`,
      answer: cm(a / c),
      wrong: [
        { text: cm(a * c), mistake: 'multiplied by cos instead of dividing' },
        { text: cm(a / s), mistake: 'used sin for cos (took the leg as opposite)' },
        { text: cm(a * Math.tan(theta * DEG)), mistake: 'found the other leg with tan' },
        { text: cm(a / Math.tan(theta * DEG)), mistake: 'divided by tan' },
        { text: cm(a * s), mistake: 'multiplied by sin' },
        { text: cm(a + a * Math.tan(theta * DEG)), mistake: 'added the two legs' },
      ],
      figure: triangleFigure({
        names: [nA, nB, nC],
        points: rightTrianglePoints(rng, a, a * Math.tan(theta * DEG)),
        sides: { [`${nC}${nB}`]: `${a} cm` },
        angles: { [nB]: `${theta}°` },
        right: nC,
        caption: `Right triangle ${nA}${nB}${nC} with the right angle at ${nC}.`,
      }),
      explanation: `$\\cos ${theta}^\\circ = \\frac{${nC}${nB}}{${nA}${nB}}$, so $${nA}${nB} = \\frac{${a}}{\\cos ${theta}^\\circ} \\approx ${fixed(a / c, 1)}$ cm.`,
    };
  },
});

function elevationFigure(
  d: number,
  h: number,
  theta: number,
  heightLabel: string,
): FigureElement[] {
  const a = pt(0, 0);
  const b = pt(d, 0);
  const t = pt(d, h);
  return [
    { kind: 'segment', from: pt(-d * 0.08, 0), to: pt(d * 1.1, 0) },
    { kind: 'segment', from: a, to: b, label: `${fmt(d)} m` },
    { kind: 'segment', from: b, to: t, label: heightLabel },
    { kind: 'segment', from: a, to: t, dashed: true },
    { kind: 'angle', vertex: a, from: b, to: t, label: `${theta}°` },
    { kind: 'right-angle', vertex: b, from: a, to: t },
    { kind: 'point', at: a, label: 'A' },
    { kind: 'point', at: b, label: 'B' },
    { kind: 'point', at: t, label: 'T' },
  ];
}

const elevationHeight = defineTemplate({
  id: `${lesson}/elevation-height-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.1,
  build(rng) {
    const theta = rng.pick(ANGLES.filter((x) => x <= 60));
    const d = rng.int(2, 12) * 5;
    const h = d * Math.tan(theta * DEG);
    return {
      question: `From a point $A$ on level ground $${d}$ m from the foot $B$ of a tower, the angle of elevation of the top $T$ is $${theta}^\\circ$. Find the height of the tower to the nearest tenth of a metre.`,
      answer: fixed(h, 1),
      decimals: 1,
      trueValue: h,
      unit: 'm',
      figure: {
        caption: 'A tower BT standing on level ground, observed from A.',
        elements: elevationFigure(d, h, theta, 'h'),
      },
      explanation: `$\\tan ${theta}^\\circ = \\frac{BT}{AB}$, so $BT = ${d}\\tan ${theta}^\\circ \\approx ${fixed(h, 1)}$ m.`,
    };
  },
});

const depressionDistance = defineTemplate({
  id: `${lesson}/depression-distance-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: 0.5,
  build(rng) {
    const theta = rng.pick(ANGLES.filter((x) => x >= 20 && x <= 55));
    const h = rng.int(3, 20) * 10;
    const d = h / Math.tan(theta * DEG);
    const top = pt(0, h);
    const foot = pt(0, 0);
    const boat = pt(d, 0);
    const m = (x: number): string => `$${fixed(x, 1)}$ m`;
    return {
      question: `From the top $T$ of a cliff $${h}$ m high, the angle of depression of a boat $S$ is $${theta}^\\circ$. Find the distance from the boat to the foot $F$ of the cliff, to one decimal place.`,
      answer: m(d),
      wrong: [
        { text: m(h * Math.tan(theta * DEG)), mistake: 'multiplied by tan instead of dividing' },
        { text: m(h / Math.sin(theta * DEG)), mistake: 'found the line of sight TS instead of FS' },
        { text: m(h * Math.cos(theta * DEG)), mistake: 'used cos with the height as hypotenuse' },
        {
          text: m(h / Math.tan((90 - theta) * DEG)),
          mistake: 'used the angle at the top of the cliff as the depression angle',
        },
        { text: m(h / Math.cos(theta * DEG)), mistake: 'divided by cos instead of tan' },
        { text: m(h * Math.sin(theta * DEG)), mistake: 'multiplied by sin' },
      ],
      figure: {
        caption: 'A cliff TF with a horizontal line through T and a boat S on the sea.',
        elements: [
          { kind: 'segment', from: pt(-d * 0.05, 0), to: pt(d * 1.08, 0) },
          { kind: 'segment', from: foot, to: top, label: `${h} m` },
          { kind: 'segment', from: top, to: pt(d, h), dashed: true },
          { kind: 'segment', from: top, to: boat },
          { kind: 'angle', vertex: top, from: pt(d, h), to: boat, label: `${theta}°` },
          { kind: 'right-angle', vertex: foot, from: top, to: boat },
          { kind: 'point', at: top, label: 'T' },
          { kind: 'point', at: foot, label: 'F' },
          { kind: 'point', at: boat, label: 'S' },
        ],
      },
      explanation: `The angle of depression equals the angle of elevation from the boat ($\\angle TSF = ${theta}^\\circ$, alternate angles). $\\tan ${theta}^\\circ = \\frac{${h}}{FS}$, so $FS = \\frac{${h}}{\\tan ${theta}^\\circ} \\approx ${fixed(d, 1)}$ m.`,
    };
  },
});

const elevationAngle = defineTemplate({
  id: `${lesson}/elevation-angle`,
  lesson,
  type: 'short_answer',
  b: 0.3,
  build(rng) {
    const h = rng.int(5, 60);
    let d = rng.int(5, 80);
    while (d === h) d = rng.int(5, 80);
    const theta = Math.atan(h / d) / DEG;
    return {
      question: `A flagpole $${h}$ m tall stands on level ground. Find the angle of elevation of its top from a point $${d}$ m from its foot, to the nearest degree.`,
      answer: `${Math.round(theta)}°`,
      decimals: 0,
      trueValue: theta,
      explanation: `$\\tan\\theta = \\frac{${h}}{${d}}$, so $\\theta = \\tan^{-1}\\left(\\frac{${h}}{${d}}\\right) \\approx ${fmt(theta, 2)}^\\circ \\approx ${Math.round(theta)}^\\circ$.`,
    };
  },
});

const specialExact = defineTemplate({
  id: `${lesson}/shadow-exact-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.4,
  build(rng) {
    // Not 45°: the height would equal the shadow, a number the question prints.
    const theta = rng.pick([30, 60]);
    const s = rng.int(2, 20);
    // Height = shadow × tan θ: s√3/3 or s√3.
    const h = theta === 30 ? surd(s, 3, 3) : surd(s, 3);
    return {
      question: `A vertical pole casts a shadow $${s}$ m long on level ground when the angle of elevation of the sun is $${theta}^\\circ$. Find the exact height of the pole, in m.`,
      answer: h.text,
      exact: true,
      unit: 'm',
      figure: {
        caption: 'A vertical pole BT and its shadow AB; the sun’s rays pass over T to A.',
        elements: elevationFigure(s, h.value, theta, 'h'),
      },
      explanation: `$h = ${s}\\tan ${theta}^\\circ = ${h.tex}$ m.`,
    };
  },
});

const twoAngles = defineTemplate({
  id: `${lesson}/two-observations-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: 1.1,
  build(rng) {
    const pair = rng.pick([
      [30, 60],
      [30, 45],
    ] as const);
    const d = rng.int(3, 30) * 2;
    const [alpha, beta] = pair;
    // h (cot α − cot β) = d.
    const cot = (x: number): number => 1 / Math.tan(x * DEG);
    const h = d / (cot(alpha) - cot(beta));
    const answer =
      alpha === 30 && beta === 60
        ? surd(d, 3, 2).tex
        : `${d / 2 === 1 ? '' : d / 2}(\\sqrt{3} + 1)`;
    const x = h * cot(beta);
    const a = pt(0, 0);
    const b = pt(d, 0);
    const f = pt(d + x, 0);
    const t = pt(d + x, h);
    return {
      question: `From point $A$ the angle of elevation of the top $T$ of a tower is $${alpha}^\\circ$. Walking $${d}$ m directly towards the tower to $B$, it becomes $${beta}^\\circ$. Find the exact height of the tower.`,
      answer: `$${answer}$ m`,
      wrong: [
        {
          text: `$${surd(d, 3).tex}$ m`,
          mistake: 'used d·tan 60° as if B were the foot of the tower',
        },
        { text: `$${d / 2}$ m`, mistake: 'used d·sin 30°' },
        {
          text: `$${surd(d, 3, 3).tex}$ m`,
          mistake: 'used d·tan 30° as if A were the foot of the tower',
        },
        { text: `$${d}$ m`, mistake: 'assumed the height equals the distance walked' },
        {
          text: `$${d / 2 === 1 ? '' : d / 2}(\\sqrt{3} - 1)$ m`,
          mistake: 'subtracted instead of adding in the rationalised form',
        },
      ],
      figure: {
        caption: 'A tower FT observed from A and then from B on the same line.',
        elements: [
          { kind: 'segment', from: a, to: pt(d + x * 1.15, 0) },
          { kind: 'segment', from: a, to: b, label: `${d} m` },
          { kind: 'segment', from: f, to: t },
          { kind: 'segment', from: a, to: t, dashed: true },
          { kind: 'segment', from: b, to: t, dashed: true },
          { kind: 'angle', vertex: a, from: b, to: t, label: `${alpha}°` },
          { kind: 'angle', vertex: b, from: f, to: t, label: `${beta}°` },
          { kind: 'right-angle', vertex: f, from: b, to: t },
          { kind: 'point', at: a, label: 'A' },
          { kind: 'point', at: b, label: 'B' },
          { kind: 'point', at: f, label: 'F' },
          { kind: 'point', at: t, label: 'T' },
        ],
      },
      explanation: `Let $h = FT$. Then $AF = h\\cot ${alpha}^\\circ$ and $BF = h\\cot ${beta}^\\circ$, so $h(\\cot ${alpha}^\\circ - \\cot ${beta}^\\circ) = ${d}$, giving $h = ${answer} \\approx ${fmt(h, 2)}$ m.`,
    };
  },
});

export const solvingRightTriangleTemplates = [
  findOpposite,
  findHypotenuse,
  elevationHeight,
  depressionDistance,
  elevationAngle,
  specialExact,
  twoAngles,
];
