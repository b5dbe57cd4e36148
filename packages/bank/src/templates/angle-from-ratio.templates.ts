/** Lesson: finding an angle from a trigonometric ratio (special values, calculator, quadrants). */
import { pt } from '../figures/geometry';
import type { Choice } from './define-template';
import { defineTemplate } from './define-template';
import type { Exact, TrigFn } from './exact';
import { exactTrig, fixed, fmt, gcd, int, quadrantOf, referenceAngle, surd } from './exact';
import { TRIANGLE_NAMES, triangleFigure } from './figure-kit';
import { rightTrianglePoints } from './right-triangle-ratios.templates';

const lesson = 'angle-from-ratio' as const;
const RAD = 180 / Math.PI;
const deg = (x: number, d = 0): string => `$${d ? fixed(x, d) : fmt(x)}^\\circ$`;

type AnyTrig = TrigFn | 'csc' | 'sec' | 'cot';

/** The reciprocal functions' special values: csc = 1/sin, sec = 1/cos, cot = 1/tan. */
const RECIPROCAL: Record<'csc' | 'sec' | 'cot', Record<number, Exact>> = {
  csc: { 30: int(2), 45: surd(1, 2), 60: surd(2, 3, 3) },
  sec: { 30: surd(2, 3, 3), 45: surd(1, 2), 60: int(2) },
  cot: { 30: surd(1, 3), 45: int(1), 60: surd(1, 3, 3) },
};
const MIRROR: Record<AnyTrig, string> = {
  sin: 'read the cos table',
  cos: 'read the sin table',
  tan: 'used the cotangent value',
  csc: 'read the sec values',
  sec: 'read the csc values',
  cot: 'used the tangent value',
};

const acuteSpecial = defineTemplate({
  id: `${lesson}/acute-angle-special-value`,
  lesson,
  type: 'MCQ',
  b: -1,
  build(rng) {
    const theta = rng.pick([30, 45, 60]);
    const fn = rng.pick<AnyTrig>(['sin', 'cos', 'tan', 'csc', 'sec', 'cot']);
    const value =
      fn === 'csc' || fn === 'sec' || fn === 'cot' ? RECIPROCAL[fn][theta] : exactTrig(fn, theta);
    if (!value) throw new Error('special');
    const mirror = 90 - theta;
    const v = rng.pick(['\\theta', 'x', '\\alpha', '\\beta']);
    return {
      question: `If $\\${fn} ${v} = ${value.tex}$ and $${v}$ is acute, find $${v}$.`,
      answer: deg(theta),
      // The angle is stated acute: every option is acute too (defineTemplate drops the rest).
      wrong: [
        { text: deg(mirror), mistake: MIRROR[fn] },
        ...[30, 45, 60]
          .filter((t) => t !== theta)
          .map((t) => ({ text: deg(t), mistake: 'matched the value to the wrong special angle' })),
        { text: deg(theta / 2), mistake: 'halved the angle' },
        {
          text: deg(Math.round(value.value * 90)),
          mistake: 'treated the value as a fraction of 90°',
        },
      ],
      explanation: `From the special triangles, $\\${fn} ${theta}^\\circ = ${value.tex}$, so $${v} = ${theta}^\\circ$.`,
    };
  },
});

const calculatorAngle = defineTemplate({
  id: `${lesson}/acute-angle-calculator`,
  lesson,
  type: 'short_answer',
  b: -0.2,
  build(rng) {
    const fn = rng.pick<TrigFn>(['sin', 'cos', 'tan']);
    let p = 0;
    let q = 0;
    // A ratio in lowest terms (not tan θ = 6/6), and not 1.
    while (p === 0 || gcd(p, q) !== 1 || p === q) {
      p = rng.int(1, 9);
      q = fn === 'tan' ? rng.int(2, 9) : rng.int(p + 1, 12);
    }
    const ratio = p / q;
    const theta =
      (fn === 'sin' ? Math.asin(ratio) : fn === 'cos' ? Math.acos(ratio) : Math.atan(ratio)) * RAD;
    return {
      question: `If $\\${fn}\\theta = \\frac{${p}}{${q}}$ and $0^\\circ < \\theta < 90^\\circ$, find $\\theta$ to the nearest tenth of a degree.`,
      answer: `${fixed(theta, 1)}°`,
      decimals: 1,
      trueValue: theta,
      explanation: `$\\theta = \\${fn}^{-1}\\left(\\frac{${p}}{${q}}\\right) \\approx ${fmt(theta, 3)}^\\circ \\approx ${fixed(theta, 1)}^\\circ$.`,
    };
  },
});

const angleInTriangle = defineTemplate({
  id: `${lesson}/angle-in-right-triangle-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0,
  build(rng) {
    const [nA, nB, nC] = rng.pick(TRIANGLE_NAMES);
    const kind = rng.pick(['legs', 'hyp-opp', 'hyp-adj'] as const);
    let horizontal = 0;
    let vertical = 0;
    let hyp = 0;
    let sides: Record<string, string> = {};
    let fn: TrigFn = 'tan';
    let p = 0;
    let q = 0;
    // A triangle whose legs are within a factor of three, so every side has room for its label.
    while (!(
      horizontal > 0 && Math.min(horizontal, vertical) / Math.max(horizontal, vertical) >= 1 / 3
    )) {
      horizontal = rng.int(3, 12);
      vertical = rng.int(3, 12);
      while (vertical === horizontal) vertical = rng.int(3, 12);
      hyp = Math.hypot(horizontal, vertical);
      sides = {};
      fn = 'tan';
      p = vertical;
      q = horizontal;
      if (kind === 'legs') {
        sides[`${nC}${nB}`] = `${horizontal} cm`;
        sides[`${nA}${nC}`] = `${vertical} cm`;
      } else {
        hyp = rng.int(Math.max(horizontal, vertical) + 1, 15);
        if (kind === 'hyp-opp') {
          fn = 'sin';
          horizontal = Math.sqrt(hyp * hyp - vertical * vertical);
          p = vertical;
          q = hyp;
          sides[`${nA}${nC}`] = `${vertical} cm`;
        } else {
          fn = 'cos';
          vertical = Math.sqrt(hyp * hyp - horizontal * horizontal);
          p = horizontal;
          q = hyp;
          sides[`${nC}${nB}`] = `${horizontal} cm`;
        }
        sides[`${nA}${nB}`] = `${hyp} cm`;
      }
    }
    const theta = Math.atan2(vertical, horizontal) * RAD;
    return {
      question: `In the right triangle $${nA}${nB}${nC}$, ${Object.entries(sides)
        .map(([k, v]) => `$${k} = ${v.replace(' cm', '')}$ cm`)
        .join(' and ')}. Find $m\\angle ${nB}$ to the nearest tenth of a degree.`,
      answer: `${fixed(theta, 1)}°`,
      decimals: 1,
      trueValue: theta,
      figure: triangleFigure({
        names: [nA, nB, nC],
        points: rightTrianglePoints(rng, horizontal, vertical),
        sides,
        angles: { [nB]: 'θ' },
        right: nC,
        caption: `Right triangle ${nA}${nB}${nC} with the right angle at ${nC}.`,
      }),
      explanation: `$\\${fn} ${nB} = \\frac{${p}}{${q}}$, so $m\\angle ${nB} = \\${fn}^{-1}\\left(\\frac{${p}}{${q}}\\right) \\approx ${fixed(theta, 1)}^\\circ$.`,
    };
  },
});

const angleWithSignCondition = defineTemplate({
  id: `${lesson}/angle-from-ratio-and-sign`,
  lesson,
  type: 'MCQ',
  b: 0.5,
  build(rng) {
    const theta = rng.pick([120, 135, 150, 210, 225, 240, 300, 315, 330]);
    const q = quadrantOf(theta);
    const fn = rng.pick<TrigFn>(['sin', 'cos', 'tan']);
    const value = exactTrig(fn, theta);
    if (!value) throw new Error('special');
    // The second ratio's sign picks the quadrant.
    const other: TrigFn = fn === 'sin' ? 'cos' : 'sin';
    const otherSign = (exactTrig(other, theta)?.value ?? 0) > 0 ? '> 0' : '< 0';
    const ref = referenceAngle(theta);
    const candidates = [ref, 180 - ref, 180 + ref, 360 - ref].filter((t) => t !== theta);
    const wrong: Choice[] = candidates.map((t) => ({
      text: deg(t),
      mistake:
        t === ref
          ? 'gave the reference angle'
          : (exactTrig(fn, t)?.value ?? 0) === value.value
            ? `ignored the condition on ${other}`
            : 'placed the angle in a quadrant with the wrong sign',
    }));
    return {
      question: `Find $\\theta$ if $\\${fn}\\theta = ${value.tex}$, $\\${other}\\theta ${otherSign}$ and $0^\\circ \\le \\theta < 360^\\circ$.`,
      answer: deg(theta),
      wrong,
      explanation: `The reference angle is $${ref}^\\circ$. The signs put $\\theta$ in the ${['', 'first', 'second', 'third', 'fourth'][q]} quadrant, so $\\theta = ${theta}^\\circ$.`,
    };
  },
});

const angleFromPoint = defineTemplate({
  id: `${lesson}/angle-from-point-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.6,
  build(rng) {
    let x = 0;
    let y = 0;
    while (x === 0 || y === 0 || Math.abs(x) === Math.abs(y)) {
      x = rng.int(-9, 9);
      y = rng.int(-9, 9);
    }
    const theta = (((Math.atan2(y, x) * RAD) % 360) + 360) % 360;
    const lim = Math.max(Math.abs(x), Math.abs(y)) * 1.3;
    const o = pt(0, 0);
    const p = pt(x, y);
    const ref = Math.atan(Math.abs(y / x)) * RAD;
    return {
      question: `The terminal side of the angle $\\theta$ in standard position passes through $P(${x}, ${y})$. Find $\\theta$, where $0^\\circ \\le \\theta < 360^\\circ$, to the nearest tenth of a degree.`,
      answer: `${fixed(theta, 1)}°`,
      decimals: 1,
      trueValue: theta,
      figure: {
        caption: `The point P(${x}, ${y}) on the terminal side of θ.`,
        elements: [
          { kind: 'axes', xMin: -lim, xMax: lim, yMin: -lim, yMax: lim, xLabel: 'x', yLabel: 'y' },
          { kind: 'segment', from: o, to: p },
          { kind: 'angle', vertex: o, from: pt(lim, 0), to: p, label: 'θ', reflex: theta > 180 },
          { kind: 'point', at: p, label: `P(${x}, ${y})`, dot: true },
          { kind: 'point', at: o, label: 'O' },
        ],
      },
      explanation: `The reference angle is $\\tan^{-1}\\left(\\frac{${Math.abs(y)}}{${Math.abs(x)}}\\right) \\approx ${fmt(ref, 2)}^\\circ$. $P$ is in the ${['', 'first', 'second', 'third', 'fourth'][quadrantOf(theta)]} quadrant, so $\\theta \\approx ${fixed(theta, 1)}^\\circ$.`,
    };
  },
});

const inverseChoice = defineTemplate({
  id: `${lesson}/inverse-ratio-choice`,
  lesson,
  type: 'MCQ',
  b: 0,
  build(rng) {
    const fn = rng.pick<TrigFn>(['sin', 'cos']);
    const v = rng.pick([0.2, 0.3, 0.35, 0.4, 0.45, 0.55, 0.6, 0.65, 0.7, 0.8, 0.85, 0.9]);
    const theta = (fn === 'sin' ? Math.asin(v) : Math.acos(v)) * RAD;
    const other = (fn === 'sin' ? Math.acos(v) : Math.asin(v)) * RAD;
    const tanAngle = Math.atan(v) * RAD;
    return {
      question: `If $\\${fn}\\theta = ${v}$ and $\\theta$ is acute, find $\\theta$ to the nearest degree.`,
      answer: deg(Math.round(theta)),
      wrong: [
        {
          text: deg(Math.round(other)),
          mistake: `used ${fn === 'sin' ? 'cos' : 'sin'}⁻¹ instead of ${fn}⁻¹`,
        },
        { text: deg(Math.round(tanAngle)), mistake: `used tan⁻¹ instead of ${fn}⁻¹` },
        { text: deg(Math.round(v * 90)), mistake: 'treated the ratio as a fraction of 90°' },
        {
          text: deg(Math.round(theta) === Math.floor(theta) ? Math.ceil(theta) : Math.floor(theta)),
          mistake: 'rounded in the wrong direction',
        },
      ],
      explanation: `$\\theta = \\${fn}^{-1}(${v}) \\approx ${fmt(theta, 2)}^\\circ \\approx ${Math.round(theta)}^\\circ$.`,
    };
  },
});

const ladderAngle = defineTemplate({
  id: `${lesson}/ladder-angle-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: 0.2,
  build(rng) {
    const length = rng.int(5, 12);
    // A foot a quarter to a half of the length: a ladder that leans as ladders do (53° to 75°).
    const foot = rng.int(Math.ceil(length / 4), Math.floor(length / 2));
    const height = Math.sqrt(length * length - foot * foot);
    const theta = Math.acos(foot / length) * RAD;
    return {
      question: `A ladder $${length}$ m long leans against a vertical wall. Its foot is $${foot}$ m from the wall on level ground. Find the angle the ladder makes with the ground, to the nearest degree.`,
      answer: deg(Math.round(theta)),
      wrong: [
        {
          text: deg(Math.round(90 - theta)),
          mistake: 'used sin⁻¹ and found the angle with the wall',
        },
        {
          text: deg(Math.round(Math.atan(foot / length) * RAD)),
          mistake: 'used tan⁻¹ with the ladder as a leg',
        },
        {
          text: deg(Math.round(Math.atan(length / foot) * RAD)),
          mistake: 'used tan⁻¹ instead of cos⁻¹',
        },
        {
          text: deg(Math.round(theta) === Math.floor(theta) ? Math.ceil(theta) : Math.floor(theta)),
          mistake: 'rounded in the wrong direction',
        },
      ],
      facts: {
        optionRange: {
          min: 0,
          max: 90,
          why: 'an acute angle: a leaning ladder meets level ground at an acute angle',
        },
      },
      figure: triangleFigure({
        names: ['A', 'B', 'C'],
        points: [pt(0, height), pt(foot, 0), pt(0, 0)],
        sides: { AB: `${length} m`, BC: `${foot} m` },
        angles: { B: 'θ' },
        right: 'C',
        caption: 'A ladder AB leaning against a wall AC, with its foot B on the ground.',
        extra: [{ kind: 'segment', from: pt(0, 0), to: pt(0, height * 1.1) }],
      }),
      explanation: `$\\cos\\theta = \\frac{\\text{adjacent}}{\\text{hypotenuse}} = \\frac{${foot}}{${length}}$, so $\\theta = \\cos^{-1}\\left(\\frac{${foot}}{${length}}\\right) \\approx ${fmt(theta, 2)}^\\circ \\approx ${Math.round(theta)}^\\circ$.`,
    };
  },
});

export const angleFromRatioTemplates = [
  acuteSpecial,
  calculatorAngle,
  angleInTriangle,
  angleWithSignCondition,
  angleFromPoint,
  inverseChoice,
  ladderAngle,
];
