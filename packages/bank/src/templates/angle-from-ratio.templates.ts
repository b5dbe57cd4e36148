/**
 * Lesson: finding an angle from a trigonometric ratio: exact special angles, the calculator's
 * inverse functions (to 1 d.p. or the nearest degree), which inverse to use for two sides of a
 * right triangle, quadrants, and angles in context (ramps, ladders, road gradients, roof
 * pitches), with multi-step items (a side by Pythagoras first; two angles and their
 * difference). Every template draws three or more frames; every item has hints and steps.
 */
import { pt } from '../figures/geometry';
import type { Choice } from './define-template';
import { defineTemplate } from './define-template';
import type { Exact, TrigFn } from './exact';
import { exactTrig, fixed, fmt, gcd, int, quadrantOf, referenceAngle, surd } from './exact';
import { TRIANGLE_NAMES, triangleFigure } from './figure-kit';
import { redraw } from './redraw';
import { pickTriple, rightTrianglePoints } from './right-triangle-ratios.templates';
import {
  RAD,
  RATIO_WORDS,
  deg,
  inv,
  inverse,
  key1,
  roofFigure,
  scaledSpecial,
  t2,
  twoPointsFigure,
} from './angle-from-ratio-kit';

const lesson = 'angle-from-ratio' as const;
const QUADRANT_WORDS = ['', 'first', 'second', 'third', 'fourth'] as const;
const SPECIAL_HINT =
  'Recall the special triangles: half an equilateral triangle (sides $1$, $\\sqrt{3}$, $2$) and half a square (sides $1$, $1$, $\\sqrt{2}$).';

type AnyTrig = TrigFn | 'csc' | 'sec' | 'cot';

/** The reciprocal functions' special values: csc = 1/sin, sec = 1/cos, cot = 1/tan. */
const RECIPROCAL: Record<'csc' | 'sec' | 'cot', Record<number, Exact>> = {
  csc: { 30: int(2), 45: surd(1, 2), 60: surd(2, 3, 3) },
  sec: { 30: surd(2, 3, 3), 45: surd(1, 2), 60: int(2) },
  cot: { 30: surd(1, 3), 45: int(1), 60: surd(1, 3, 3) },
};
const PARTNER: Record<'csc' | 'sec' | 'cot', TrigFn> = { csc: 'sin', sec: 'cos', cot: 'tan' };
const MIRROR: Record<AnyTrig, string> = {
  sin: 'read the cos table',
  cos: 'read the sin table',
  tan: 'used the cotangent value',
  csc: 'read the sec values',
  sec: 'read the csc values',
  cot: 'used the tangent value',
};

/** Wrong special angles for an acute angle θ with the given value (MCQ candidates). */
function specialWrong(fn: AnyTrig, theta: number, value: number): Choice[] {
  return [
    { text: deg(90 - theta), mistake: MIRROR[fn] },
    ...[30, 45, 60]
      .filter((t) => t !== theta)
      .map((t) => ({ text: deg(t), mistake: 'matched the value to the wrong special angle' })),
    { text: deg(theta / 2), mistake: 'halved the angle' },
    { text: deg(Math.round(value * 90)), mistake: 'treated the value as a fraction of 90°' },
  ];
}

const acuteSpecial = defineTemplate({
  id: `${lesson}/acute-angle-special-value`,
  lesson,
  type: 'MCQ',
  b: -1,
  build(rng) {
    const frame = rng.pick(['primary', 'reciprocal', 'equation'] as const);
    const theta = rng.pick([30, 45, 60]);
    const v = rng.pick(['\\theta', 'x', '\\alpha', '\\beta']);
    if (frame === 'equation') {
      // k fn v = k × value, e.g. 2 sin x = √3: divide first, then read the special value.
      const fn = rng.pick<TrigFn>(['sin', 'cos', 'tan']);
      const k = rng.int(2, 6);
      const value = scaledSpecial(fn, theta, 1);
      const right = scaledSpecial(fn, theta, k);
      return {
        frame,
        multiStep: true,
        question: `If $${k}\\${fn} ${v} = ${right.tex}$ and $${v}$ is acute, find $${v}$.`,
        answer: deg(theta),
        wrong: specialWrong(fn, theta, value.value),
        hints: [
          `Divide both sides by $${k}$ to find $\\${fn} ${v}$.`,
          `$\\${fn} ${v} = ${value.tex}$. ${SPECIAL_HINT}`,
        ],
        steps: [
          `$\\${fn} ${v} = \\frac{${right.tex}}{${k}} = ${value.tex}$`,
          `$\\${fn} ${theta}^\\circ = ${value.tex}$, so $${v} = ${theta}^\\circ$`,
        ],
        explanation: `$\\${fn} ${v} = ${value.tex}$, and $\\${fn} ${theta}^\\circ = ${value.tex}$, so $${v} = ${theta}^\\circ$.`,
      };
    }
    const fn: AnyTrig =
      frame === 'reciprocal'
        ? rng.pick(['csc', 'sec', 'cot'] as const)
        : rng.pick(['sin', 'cos', 'tan'] as const);
    const value =
      fn === 'csc' || fn === 'sec' || fn === 'cot' ? RECIPROCAL[fn][theta] : exactTrig(fn, theta);
    if (!value) throw new Error('special');
    const partner = fn === 'csc' || fn === 'sec' || fn === 'cot' ? PARTNER[fn] : null;
    const partnerValue = partner ? exactTrig(partner, theta) : null;
    return {
      frame,
      question: `If $\\${fn} ${v} = ${value.tex}$ and $${v}$ is acute, find $${v}$.`,
      answer: deg(theta),
      // The angle is stated acute: every option is acute too (defineTemplate drops the rest).
      wrong: specialWrong(fn, theta, value.value),
      hints: partner
        ? [
            `$\\${fn} ${v} = \\frac{1}{\\${partner} ${v}}$: turn the value upside down.`,
            `$\\${partner} ${v} = ${partnerValue?.tex ?? ''}$. ${SPECIAL_HINT}`,
          ]
        : [
            SPECIAL_HINT,
            `Which special angle's $\\${fn}$ is $${value.tex}$? Draw the triangle and read the ratio.`,
          ],
      steps: [
        ...(partner
          ? [`$\\${partner} ${v} = \\frac{1}{${value.tex}} = ${partnerValue?.tex ?? ''}$`]
          : []),
        `$\\${partner ?? fn} ${theta}^\\circ = ${(partner ? partnerValue : value)?.tex ?? ''}$, so $${v} = ${theta}^\\circ$`,
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
    const frame = rng.pick(['fraction', 'equation', 'reciprocal'] as const);
    const fn = rng.pick<TrigFn>(['sin', 'cos', 'tan']);
    let p = 0;
    let q = 0;
    // A ratio in lowest terms (not tan θ = 6/6), and not 1.
    while (p === 0 || gcd(p, q) !== 1 || p === q) {
      p = rng.int(1, 9);
      q = fn === 'tan' ? rng.int(2, 9) : rng.int(p + 1, 12);
    }
    const ratio = `\\frac{${p}}{${q}}`;
    const theta = inverse(fn, p / q);
    const ask = `and $0^\\circ < \\theta < 90^\\circ$, find $\\theta$ to the nearest tenth of a degree.`;
    const last = `$\\theta = ${inv(fn, ratio)} \\approx ${t2(theta)} \\approx ${fixed(theta, 1)}^\\circ$`;
    const common = {
      frame,
      answer: key1(theta),
      decimals: 1,
      trueValue: theta,
      explanation: `$\\theta = ${inv(fn, ratio)} \\approx ${fixed(theta, 1)}^\\circ$.`,
    };
    if (frame === 'equation') {
      return {
        ...common,
        multiStep: true,
        question: `If $${q}\\${fn}\\theta = ${p}$ ${ask}`,
        hints: [
          `Divide both sides by $${q}$ first.`,
          `$\\${fn}\\theta = ${ratio}$; use $\\${fn}^{-1}$ on the calculator in degree mode.`,
        ],
        steps: [`$\\${fn}\\theta = ${ratio}$`, last],
      };
    }
    if (frame === 'reciprocal') {
      const rec = { sin: 'csc', cos: 'sec', tan: 'cot' }[fn];
      return {
        ...common,
        multiStep: true,
        question: `If $\\${rec}\\theta = ${p === 1 ? q : `\\frac{${q}}{${p}}`}$ ${ask}`,
        hints: [
          `$\\${rec}\\theta = \\frac{1}{\\${fn}\\theta}$, and the calculator has no $\\${rec}^{-1}$ key.`,
          `So $\\${fn}\\theta = ${ratio}$; now use $\\${fn}^{-1}$.`,
        ],
        steps: [`$\\${fn}\\theta = \\frac{1}{\\${rec}\\theta} = ${ratio}$`, last],
      };
    }
    return {
      ...common,
      question: `If $\\${fn}\\theta = ${ratio}$ ${ask}`,
      hints: [
        `Undo $\\${fn}$ with its inverse, $\\${fn}^{-1}$ (degree mode).`,
        `Round only at the end: keep two decimals, then round to one.`,
      ],
      steps: [last],
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
    const kind = rng.pick(['two-legs', 'hypotenuse-opposite', 'hypotenuse-adjacent'] as const);
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
      if (kind === 'two-legs') {
        sides[`${nC}${nB}`] = `${horizontal} cm`;
        sides[`${nA}${nC}`] = `${vertical} cm`;
      } else {
        hyp = rng.int(Math.max(horizontal, vertical) + 1, 15);
        if (kind === 'hypotenuse-opposite') {
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
    const ratio = `\\frac{${p}}{${q}}`;
    const which =
      kind === 'two-legs'
        ? 'the opposite and adjacent sides'
        : kind === 'hypotenuse-opposite'
          ? 'the opposite side and the hypotenuse'
          : 'the adjacent side and the hypotenuse';
    return {
      frame: kind,
      question: `In the right triangle $${nA}${nB}${nC}$, ${Object.entries(sides)
        .map(([k, v]) => `$${k} = ${v.replace(' cm', '')}$ cm`)
        .join(' and ')}. Find $m\\angle ${nB}$ to the nearest tenth of a degree.`,
      answer: key1(theta),
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
      hints: [
        `For the angle at $${nB}$ you know ${which}.`,
        `The ratio linking them is $\\${fn}$ (${RATIO_WORDS[fn]}): $\\${fn} ${nB} = ${ratio}$.`,
      ],
      steps: [
        `$\\${fn} ${nB} = ${ratio}$ (${RATIO_WORDS[fn]})`,
        `$m\\angle ${nB} = ${inv(fn, ratio)} \\approx ${fixed(theta, 1)}^\\circ$`,
      ],
      explanation: `$\\${fn} ${nB} = ${ratio}$, so $m\\angle ${nB} = ${inv(fn, ratio)} \\approx ${fixed(theta, 1)}^\\circ$.`,
    };
  },
});

const angleWithSignCondition = defineTemplate({
  id: `${lesson}/angle-from-ratio-and-sign`,
  lesson,
  type: 'MCQ',
  b: 0.5,
  build(rng) {
    const frame = rng.pick(['sign-condition', 'quadrant-named', 'reciprocal'] as const);
    const theta = rng.pick([120, 135, 150, 210, 225, 240, 300, 315, 330]);
    const q = quadrantOf(theta);
    const fn = rng.pick<TrigFn>(['sin', 'cos', 'tan']);
    const value = exactTrig(fn, theta);
    if (!value) throw new Error('special');
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
            ? frame !== 'quadrant-named'
              ? `ignored the condition on ${other}`
              : 'ignored the quadrant'
            : 'placed the angle in a quadrant with the wrong sign',
    }));
    const where =
      frame === 'quadrant-named'
        ? `$\\theta$ lies in the ${QUADRANT_WORDS[q]} quadrant, $0^\\circ \\le \\theta < 360^\\circ$`
        : `$\\${other}\\theta ${otherSign}$ and $0^\\circ \\le \\theta < 360^\\circ$`;
    // The reciprocal frame gives csc, sec or cot: the student turns it into sin, cos or tan first.
    const rec = ({ sin: 'csc', cos: 'sec', tan: 'cot' } as const)[fn];
    const recBase = RECIPROCAL[rec][referenceAngle(theta)] ?? int(1);
    const recValue = value.value < 0 ? `-${recBase.tex}` : recBase.tex;
    const given =
      frame === 'reciprocal' ? `\\${rec}\\theta = ${recValue}` : `\\${fn}\\theta = ${value.tex}`;
    const absValue = value.tex.replace(/^-/, '');
    const quadrantStep =
      frame !== 'quadrant-named'
        ? `$\\${fn}\\theta ${value.value > 0 ? '> 0' : '< 0'}$ and $\\${other}\\theta ${otherSign}$ put $\\theta$ in the ${QUADRANT_WORDS[q]} quadrant.`
        : `$\\theta$ is in the ${QUADRANT_WORDS[q]} quadrant.`;
    const formula = [
      '',
      `${ref}^\\circ`,
      `180^\\circ - ${ref}^\\circ`,
      `180^\\circ + ${ref}^\\circ`,
      `360^\\circ - ${ref}^\\circ`,
    ][q];
    return {
      frame,
      multiStep: true,
      question: `Find $\\theta$ if $${given}$, ${where}.`,
      answer: deg(theta),
      wrong,
      hints: [
        frame === 'reciprocal'
          ? `$\\${rec}\\theta = \\frac{1}{\\${fn}\\theta}$, so $\\${fn}\\theta = ${value.tex}$: find the acute angle whose $\\${fn}$ is $${absValue}$.`
          : `Find the reference angle first: the acute angle whose $\\${fn}$ is $${absValue}$.`,
        frame !== 'quadrant-named'
          ? `The signs of $\\${fn}$ and $\\${other}$ together fix the quadrant (ASTC).`
          : `In the ${QUADRANT_WORDS[q]} quadrant, $\\theta = ${formula}$ with the reference angle.`,
      ],
      steps: [
        ...(frame === 'reciprocal'
          ? [
              `\\frac{1}{${recValue}}` === value.tex
                ? `$\\${fn}\\theta = \\frac{1}{${recValue}}$`
                : `$\\${fn}\\theta = \\frac{1}{${recValue}} = ${value.tex}$`,
            ]
          : []),
        `The reference angle is $${ref}^\\circ$, since $\\${fn} ${ref}^\\circ = ${absValue}$.`,
        quadrantStep,
        `$\\theta = ${formula} = ${theta}^\\circ$`,
      ],
      explanation: `The reference angle is $${ref}^\\circ$. $\\theta$ is in the ${QUADRANT_WORDS[q]} quadrant, so $\\theta = ${theta}^\\circ$.`,
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
    const frame = rng.pick([
      'standard-position',
      'acute-with-x-axis',
      'acute-with-y-axis',
    ] as const);
    let x = 0;
    let y = 0;
    while (x === 0 || y === 0 || Math.abs(x) === Math.abs(y)) {
      x = rng.int(-9, 9);
      y = rng.int(-9, 9);
    }
    const standard = (((Math.atan2(y, x) * RAD) % 360) + 360) % 360;
    const lim = Math.max(Math.abs(x), Math.abs(y)) * 1.3;
    const o = pt(0, 0);
    const p = pt(x, y);
    const ref = Math.atan(Math.abs(y / x)) * RAD;
    const q = quadrantOf(standard);
    const point = `$P(${x}, ${y})$`;
    const axisPoint =
      frame === 'acute-with-y-axis'
        ? pt(0, Math.sign(y) * lim)
        : pt(frame === 'standard-position' ? lim : Math.sign(x) * lim, 0);
    const figure = {
      caption: `The point P(${x}, ${y}) on the ray OP.`,
      elements: [
        {
          kind: 'axes' as const,
          xMin: -lim,
          xMax: lim,
          yMin: -lim,
          yMax: lim,
          xLabel: 'x',
          yLabel: 'y',
        },
        { kind: 'segment' as const, from: o, to: p },
        {
          kind: 'angle' as const,
          vertex: o,
          from: axisPoint,
          to: p,
          label: 'θ',
          reflex: frame === 'standard-position' && standard > 180,
        },
        { kind: 'point' as const, at: p, label: `P(${x}, ${y})`, dot: true },
        { kind: 'point' as const, at: o, label: 'O' },
      ],
    };
    const refStep = `$\\tan^{-1}\\left(\\frac{${Math.abs(y)}}{${Math.abs(x)}}\\right) \\approx ${t2(ref)}$`;
    if (frame === 'standard-position') {
      const formula = [
        '',
        '',
        `180^\\circ - ${t2(ref)}`,
        `180^\\circ + ${t2(ref)}`,
        `360^\\circ - ${t2(ref)}`,
      ][q];
      return {
        frame,
        multiStep: true,
        question: `The terminal side of the angle $\\theta$ in standard position passes through ${point}. Find $\\theta$, where $0^\\circ \\le \\theta < 360^\\circ$, to the nearest tenth of a degree.`,
        answer: key1(standard),
        decimals: 1,
        trueValue: standard,
        figure,
        hints: [
          `First find the reference angle from $\\tan = \\frac{|y|}{|x|} = \\frac{${Math.abs(y)}}{${Math.abs(x)}}$.`,
          `$P$ is in the ${QUADRANT_WORDS[q]} quadrant: place the angle there.`,
        ],
        steps: [
          `The reference angle is ${refStep}.`,
          q === 1
            ? `$P$ is in the first quadrant, so $\\theta \\approx ${fixed(standard, 1)}^\\circ$`
            : `$P$ is in the ${QUADRANT_WORDS[q]} quadrant, so $\\theta \\approx ${formula} \\approx ${fixed(standard, 1)}^\\circ$`,
        ],
        explanation: `The reference angle is about $${fixed(ref, 2)}^\\circ$. $P$ is in the ${QUADRANT_WORDS[q]} quadrant, so $\\theta \\approx ${fixed(standard, 1)}^\\circ$.`,
      };
    }
    const withY = frame === 'acute-with-y-axis';
    const theta = withY ? 90 - ref : ref;
    const [top, bottom] = withY ? [Math.abs(x), Math.abs(y)] : [Math.abs(y), Math.abs(x)];
    const axis = withY ? '$y$-axis' : '$x$-axis';
    return {
      frame,
      question: `$O$ is the origin and $P$ is the point ${point}. Find the acute angle $\\theta$ between $OP$ and the ${axis}, to the nearest tenth of a degree.`,
      answer: key1(theta),
      decimals: 1,
      trueValue: theta,
      figure,
      hints: [
        `Drop a perpendicular from $P$ to the ${axis}: a right triangle with legs $${top}$ (opposite $\\theta$) and $${bottom}$ (along the ${axis}).`,
        `$\\tan\\theta = \\frac{${top}}{${bottom}}$: the signs of the coordinates do not matter for the lengths.`,
      ],
      steps: [
        `Opposite $\\theta$: $${top}$; adjacent: $${bottom}$.`,
        `$\\theta = \\tan^{-1}\\left(\\frac{${top}}{${bottom}}\\right) \\approx ${fixed(theta, 1)}^\\circ$`,
      ],
      explanation: `$\\tan\\theta = \\frac{${top}}{${bottom}}$, so $\\theta \\approx ${fixed(theta, 1)}^\\circ$.`,
    };
  },
});

/** The other way to round to the nearest degree (a distractor). */
const wrongRound = (x: number): number =>
  Math.round(x) === Math.floor(x) ? Math.ceil(x) : Math.floor(x);

const inverseChoice = defineTemplate({
  id: `${lesson}/inverse-ratio-choice`,
  lesson,
  type: 'MCQ',
  b: 0,
  build(rng) {
    const frame = rng.pick(['sin-or-cos-value', 'tan-value', 'which-inverse'] as const);
    if (frame === 'which-inverse') {
      const fn = rng.pick<TrigFn>(['sin', 'cos', 'tan']);
      const leg = rng.int(3, 11);
      const other = fn === 'tan' ? rng.int(3, 12) : rng.int(leg + 2, 16);
      if (gcd(leg, other) !== 1 || leg === other) redraw('a ratio in lowest terms');
      const names = {
        sin: ['opposite', 'hypotenuse'],
        cos: ['adjacent to', 'hypotenuse'],
        tan: ['opposite', 'adjacent to'],
      }[fn];
      const [first = '', second = ''] = names;
      const side = (word: string, n: number): string =>
        word === 'hypotenuse'
          ? `the hypotenuse is $${n}$ cm`
          : `the side ${word} $\\theta$ is $${n}$ cm`;
      const option = (f: TrigFn, p: number, q: number): string =>
        `$\\theta = ${inv(f, `\\frac{${p}}{${q}}`)}$`;
      const answer = option(fn, leg, other);
      const wrong: Choice[] = [
        ...(['sin', 'cos', 'tan'] as const)
          .filter((f) => f !== fn)
          .map((f) => ({ text: option(f, leg, other), mistake: `used ${f}⁻¹ instead of ${fn}⁻¹` })),
        { text: option(fn, other, leg), mistake: 'turned the ratio upside down' },
      ];
      return {
        frame,
        question: `In a right triangle, ${side(first, leg)} and ${side(second, other)}. Which expression gives the angle $\\theta$?`,
        answer,
        wrong,
        hints: [
          `Name the two sides you know, as seen from $\\theta$.`,
          `${fn === 'sin' ? 'Opposite and hypotenuse' : fn === 'cos' ? 'Adjacent and hypotenuse' : 'Opposite and adjacent'} belong to one ratio: ${RATIO_WORDS[fn]}.`,
        ],
        steps: [
          `$\\${fn}\\theta = \\frac{${leg}}{${other}}$ (${RATIO_WORDS[fn]}).`,
          `So ${answer}.`,
        ],
        explanation: `The sides are ${RATIO_WORDS[fn]}, the $\\${fn}$ ratio: ${answer}.`,
      };
    }
    if (frame === 'tan-value') {
      const v = rng.pick([0.25, 0.4, 0.6, 0.75, 0.85, 1.2, 1.5, 1.8, 2.5, 3.2]);
      const theta = inverse('tan', v);
      const small = Math.min(v, 1 / v);
      return {
        frame,
        question: `If $\\tan\\theta = ${v}$ and $\\theta$ is acute, find $\\theta$ to the nearest degree.`,
        answer: deg(Math.round(theta)),
        wrong: [
          {
            text: deg(Math.round(90 - theta)),
            mistake: 'used tan⁻¹ of the reciprocal (the other acute angle)',
          },
          { text: deg(wrongRound(theta)), mistake: 'rounded in the wrong direction' },
          {
            text: deg(Math.round(inverse('sin', small))),
            mistake: v < 1 ? 'used sin⁻¹ instead of tan⁻¹' : 'used sin⁻¹ of the reciprocal',
          },
          ...(v < 1
            ? [{ text: deg(Math.round(inverse('cos', v))), mistake: 'used cos⁻¹ instead of tan⁻¹' }]
            : []),
        ],
        hints: [
          `Undo $\\tan$ with $\\tan^{-1}$ on the calculator (degree mode).`,
          `Look at the first decimal of $\\tan^{-1}(${v})$ to round.`,
        ],
        steps: [
          `$\\theta = \\tan^{-1}(${v}) \\approx ${t2(theta)} \\approx ${Math.round(theta)}^\\circ$`,
        ],
        explanation: `$\\theta = \\tan^{-1}(${v}) \\approx ${fmt(theta, 2)}^\\circ \\approx ${Math.round(theta)}^\\circ$.`,
      };
    }
    const fn = rng.pick<TrigFn>(['sin', 'cos']);
    const v = rng.pick([0.2, 0.3, 0.35, 0.4, 0.45, 0.55, 0.6, 0.65, 0.7, 0.8, 0.85, 0.9]);
    const theta = inverse(fn, v);
    const other = inverse(fn === 'sin' ? 'cos' : 'sin', v);
    const tanAngle = inverse('tan', v);
    return {
      frame,
      question: `If $\\${fn}\\theta = ${v}$ and $\\theta$ is acute, find $\\theta$ to the nearest degree.`,
      answer: deg(Math.round(theta)),
      wrong: [
        {
          text: deg(Math.round(other)),
          mistake: `used ${fn === 'sin' ? 'cos' : 'sin'}⁻¹ instead of ${fn}⁻¹`,
        },
        { text: deg(Math.round(tanAngle)), mistake: `used tan⁻¹ instead of ${fn}⁻¹` },
        { text: deg(Math.round(v * 90)), mistake: 'treated the ratio as a fraction of 90°' },
        { text: deg(wrongRound(theta)), mistake: 'rounded in the wrong direction' },
      ],
      hints: [
        `Undo $\\${fn}$ with $\\${fn}^{-1}$, not $\\${fn === 'sin' ? 'cos' : 'sin'}^{-1}$.`,
        `Look at the first decimal of $\\${fn}^{-1}(${v})$ to round.`,
      ],
      steps: [
        `$\\theta = \\${fn}^{-1}(${v}) \\approx ${t2(theta)} \\approx ${Math.round(theta)}^\\circ$`,
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
    const frame = rng.pick(['foot-distance', 'top-height', 'foot-and-top'] as const);
    let length = rng.int(5, 12);
    let foot = 0;
    let height = 0;
    let fn: TrigFn = 'cos';
    let ratio = '';
    let question = '';
    let wrongInverse: Choice[] = [];
    if (frame === 'foot-distance') {
      // A foot a quarter to a half of the length: a ladder that leans as ladders do (53° to 75°).
      foot = rng.int(Math.ceil(length / 4), Math.floor(length / 2));
      height = Math.sqrt(length * length - foot * foot);
      ratio = `\\frac{${foot}}{${length}}`;
      question = `A ladder $${length}$ m long leans against a vertical wall. Its foot is $${foot}$ m from the wall on level ground. Find the angle the ladder makes with the ground, to the nearest degree.`;
      wrongInverse = [
        {
          text: deg(Math.round(inverse('tan', foot / length))),
          mistake: 'used tan⁻¹ with the ladder as a leg',
        },
        {
          text: deg(Math.round(inverse('tan', length / foot))),
          mistake: 'used tan⁻¹ instead of cos⁻¹',
        },
      ];
    } else if (frame === 'top-height') {
      fn = 'sin';
      height = rng.int(Math.ceil(0.8 * length), length - 1);
      foot = Math.sqrt(length * length - height * height);
      ratio = `\\frac{${height}}{${length}}`;
      question = `A ladder $${length}$ m long leans against a vertical wall, with its top $${height}$ m above the level ground. Find the angle the ladder makes with the ground, to the nearest degree.`;
      wrongInverse = [
        {
          text: deg(Math.round(inverse('tan', height / length))),
          mistake: 'used tan⁻¹ with the ladder as a leg',
        },
        {
          text: deg(Math.round(inverse('cos', height / length))),
          mistake: 'used cos⁻¹ instead of sin⁻¹',
        },
      ];
    } else {
      fn = 'tan';
      foot = rng.int(2, 5);
      height = rng.int(Math.ceil(1.5 * foot), 4 * foot);
      length = Math.hypot(foot, height);
      ratio = `\\frac{${height}}{${foot}}`;
      question = `The top of a ladder rests $${height}$ m up a vertical wall, and its foot is $${foot}$ m from the wall on level ground. Find the angle the ladder makes with the ground, to the nearest degree.`;
      wrongInverse = [
        {
          text: deg(Math.round(inverse('sin', foot / height))),
          mistake: 'used sin⁻¹ with the height as the hypotenuse',
        },
        {
          text: deg(Math.round(inverse('cos', foot / height))),
          mistake: 'used cos⁻¹ instead of tan⁻¹',
        },
      ];
    }
    const theta = Math.atan2(height, foot) * RAD;
    const sides: Record<string, string> =
      frame === 'foot-distance'
        ? { AB: `${length} m`, BC: `${foot} m` }
        : frame === 'top-height'
          ? { AB: `${length} m`, AC: `${height} m` }
          : { AC: `${height} m`, BC: `${foot} m` };
    const known =
      frame === 'foot-distance'
        ? 'the ladder (the hypotenuse) and the distance along the ground (adjacent to the angle)'
        : frame === 'top-height'
          ? 'the ladder (the hypotenuse) and the height up the wall (opposite the angle)'
          : 'the height up the wall (opposite the angle) and the distance along the ground (adjacent)';
    return {
      frame,
      context: true,
      question,
      answer: deg(Math.round(theta)),
      wrong: [
        { text: deg(Math.round(90 - theta)), mistake: 'found the angle with the wall' },
        ...wrongInverse,
        { text: deg(wrongRound(theta)), mistake: 'rounded in the wrong direction' },
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
        sides,
        angles: { B: 'θ' },
        right: 'C',
        caption: 'A ladder AB leaning against a wall AC, with its foot B on the ground.',
        extra: [{ kind: 'segment', from: pt(0, 0), to: pt(0, height * 1.1) }],
      }),
      hints: [`You know ${known}.`, `So use $\\${fn}\\theta = ${ratio}$ (${RATIO_WORDS[fn]}).`],
      steps: [
        `$\\${fn}\\theta = ${ratio}$`,
        `$\\theta = ${inv(fn, ratio)} \\approx ${t2(theta)} \\approx ${Math.round(theta)}^\\circ$`,
      ],
      explanation: `$\\${fn}\\theta = ${ratio}$, so $\\theta = ${inv(fn, ratio)} \\approx ${fmt(theta, 2)}^\\circ \\approx ${Math.round(theta)}^\\circ$.`,
    };
  },
});

// ---------------------------------------------------------------- new templates (issue 21)

const exactFromSides = defineTemplate({
  id: `${lesson}/exact-angle-from-sides`,
  lesson,
  type: 'MCQ',
  b: -1.4,
  build(rng) {
    const frame = rng.pick(['opposite-hypotenuse', 'adjacent-hypotenuse', 'two-legs'] as const);
    const theta = rng.pick([30, 45, 60]);
    const k = rng.int(2, 9);
    // Sides of the special triangle with hypotenuse 2k.
    const hyp = int(2 * k);
    const opp = scaledSpecial('sin', theta, 2 * k);
    const adj = scaledSpecial('cos', theta, 2 * k);
    const fn: TrigFn =
      frame === 'opposite-hypotenuse' ? 'sin' : frame === 'adjacent-hypotenuse' ? 'cos' : 'tan';
    const [top, bottom] = fn === 'sin' ? [opp, hyp] : fn === 'cos' ? [adj, hyp] : [opp, adj];
    const value = scaledSpecial(fn, theta, 1);
    const words = {
      sin: ['the side opposite $\\theta$', 'the hypotenuse'],
      cos: ['the side adjacent to $\\theta$', 'the hypotenuse'],
      tan: ['the side opposite $\\theta$', 'the side adjacent to $\\theta$'],
    }[fn];
    return {
      frame,
      question: `In a right triangle, ${words[0]} is $${top.tex}$ cm and ${words[1]} is $${bottom.tex}$ cm, where $\\theta$ is acute. Find $\\theta$ without a calculator.`,
      answer: deg(theta),
      wrong: specialWrong(fn, theta, value.value),
      hints: [
        `These two sides give $\\${fn}\\theta$ (${RATIO_WORDS[fn]}).`,
        `Simplify $\\frac{${top.tex}}{${bottom.tex}}$. ${SPECIAL_HINT}`,
      ],
      steps: [
        `$\\${fn}\\theta = \\frac{${top.tex}}{${bottom.tex}} = ${value.tex}$`,
        `$\\${fn} ${theta}^\\circ = ${value.tex}$, so $\\theta = ${theta}^\\circ$`,
      ],
      explanation: `$\\${fn}\\theta = ${value.tex}$, so $\\theta = ${theta}^\\circ$.`,
    };
  },
});

const slopeInContext = defineTemplate({
  id: `${lesson}/slope-angle-in-context`,
  lesson,
  type: 'short_answer',
  b: -0.6,
  build(rng) {
    const frame = rng.pick(['ramp-rise-run', 'ramp-length', 'road-percent'] as const);
    let fn: TrigFn = 'tan';
    let top = 0;
    let bottom = 0;
    let question = '';
    let first = '';
    const ask = 'Find the angle it makes with the horizontal, to the nearest tenth of a degree.';
    if (frame === 'ramp-rise-run') {
      top = rng.int(3, 12) / 10;
      bottom = rng.int(3, 15);
      question = `A wheelchair ramp rises $${fmt(top)}$ m over a horizontal distance of $${bottom}$ m. ${ask}`;
      first = 'The rise is opposite the angle and the horizontal distance is adjacent to it.';
    } else if (frame === 'ramp-length') {
      fn = 'sin';
      top = rng.int(3, 15) / 10;
      bottom = rng.int(3, 12);
      question = `A straight ramp is $${bottom}$ m long and rises $${fmt(top)}$ m from the ground to a doorway. ${ask}`;
      first = 'The rise is opposite the angle and the ramp itself is the hypotenuse.';
    } else {
      top = rng.int(4, 25);
      bottom = 100;
      question = `A road sign warns of a hill with a gradient of $${top}$%. ${ask.replace('it', 'the road')}`;
      first = `A gradient of $${top}$% means the road rises $${top}$ m for every $100$ m horizontally.`;
    }
    const theta = inverse(fn, top / bottom);
    const ratio = `\\frac{${fmt(top)}}{${bottom}}`;
    return {
      frame,
      context: true,
      question,
      answer: key1(theta),
      decimals: 1,
      trueValue: theta,
      hints: [first, `So $\\${fn}\\theta = ${ratio}$ (${RATIO_WORDS[fn]}).`],
      steps: [
        `$\\${fn}\\theta = ${ratio}$`,
        `$\\theta = ${inv(fn, ratio)} \\approx ${fixed(theta, 1)}^\\circ$`,
      ],
      explanation: `$\\${fn}\\theta = ${ratio}$, so $\\theta \\approx ${fixed(theta, 1)}^\\circ$.`,
    };
  },
});

const roofPitch = defineTemplate({
  id: `${lesson}/roof-pitch-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.9,
  build(rng) {
    const frame = rng.pick(['span-rafter', 'span-rise', 'rafter-rise'] as const);
    let half = rng.int(3, 9);
    let height = 0;
    let theta = 0;
    let hints: string[] = [];
    let steps: string[] = [];
    let question = '';
    let labels: { rafter?: string; span?: string; rise?: string } = {};
    const ask =
      'Find the pitch $\\theta$ of the roof, the angle a rafter makes with the horizontal, to the nearest tenth of a degree.';
    if (frame === 'span-rafter') {
      const rafter = rng.int(Math.ceil(half / 0.94), Math.floor(half / 0.64));
      if (rafter <= half) redraw('a rafter longer than half the span');
      height = Math.sqrt(rafter * rafter - half * half);
      theta = inverse('cos', half / rafter);
      labels = { rafter: `${rafter} m`, span: `${2 * half} m` };
      question = `A roof has a span $LR = ${2 * half}$ m and equal rafters $LT = RT = ${rafter}$ m, with the ridge $T$ above the middle $M$ of $LR$. ${ask}`;
      hints = [
        `$M$ is the middle of $LR$, so $LM$ is half the span.`,
        `In the right triangle $LMT$, $\\cos\\theta = \\frac{LM}{LT}$.`,
      ];
      steps = [
        `$LM = \\frac{${2 * half}}{2} = ${half}$ m`,
        `$\\cos\\theta = \\frac{${half}}{${rafter}}$`,
        `$\\theta = ${inv('cos', `\\frac{${half}}{${rafter}}`)} \\approx ${fixed(theta, 1)}^\\circ$`,
      ];
    } else if (frame === 'span-rise') {
      height = rng.int(Math.max(2, Math.ceil(0.4 * half)), Math.floor(1.1 * half));
      theta = inverse('tan', height / half);
      labels = { span: `${2 * half} m`, rise: `${height} m` };
      question = `A roof has a span $LR = ${2 * half}$ m, and its ridge $T$ is $${height}$ m above the middle $M$ of $LR$. ${ask}`;
      hints = [
        `$M$ is the middle of $LR$, so $LM$ is half the span.`,
        `In the right triangle $LMT$, $\\tan\\theta = \\frac{MT}{LM}$.`,
      ];
      steps = [
        `$LM = \\frac{${2 * half}}{2} = ${half}$ m`,
        `$\\tan\\theta = \\frac{${height}}{${half}}$`,
        `$\\theta = ${inv('tan', `\\frac{${height}}{${half}}`)} \\approx ${fixed(theta, 1)}^\\circ$`,
      ];
    } else {
      const rafter = rng.int(4, 12);
      height = rng.int(Math.ceil(0.35 * rafter), Math.floor(0.75 * rafter));
      half = Math.sqrt(rafter * rafter - height * height);
      theta = inverse('sin', height / rafter);
      labels = { rafter: `${rafter} m`, rise: `${height} m` };
      question = `The rafters $LT$ and $RT$ of a roof are $${rafter}$ m long, and the ridge $T$ is $${height}$ m above the middle $M$ of $LR$. ${ask}`;
      hints = [
        `In the right triangle $LMT$ you know the hypotenuse $LT$ and the side $MT$ opposite $\\theta$.`,
        `$\\sin\\theta = \\frac{MT}{LT}$.`,
      ];
      steps = [
        `$\\sin\\theta = \\frac{${height}}{${rafter}}$`,
        `$\\theta = ${inv('sin', `\\frac{${height}}{${rafter}}`)} \\approx ${fixed(theta, 1)}^\\circ$`,
      ];
    }
    return {
      frame,
      context: true,
      ...(frame === 'rafter-rise' ? {} : { multiStep: true }),
      question,
      answer: key1(theta),
      decimals: 1,
      trueValue: theta,
      figure: roofFigure({ half, height, ...labels }),
      hints,
      steps,
      explanation: `In the right triangle $LMT$, $\\theta \\approx ${fixed(theta, 1)}^\\circ$.`,
    };
  },
});

const angleDifference = defineTemplate({
  id: `${lesson}/angle-difference-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 1.6,
  build(rng) {
    const frame = rng.pick(['two-observers', 'split-angle', 'pythagoras-first'] as const);
    let h = 0;
    let near = 0;
    let hyp = 0;
    if (frame === 'pythagoras-first') {
      [near, h, hyp] = pickTriple(rng, 2);
    } else {
      h = rng.int(6, 24);
      near = rng.int(4, 20);
    }
    const gap = rng.int(3, 20);
    const far = near + gap;
    if (far / h > 3.5 || h / near > 3) redraw('a scene too flat or too tall to draw');
    const big = Math.atan(far / h) * RAD; // ∠CAB
    const small = Math.atan(near / h) * RAD; // ∠CAD
    const theta = big - small;
    if (theta < 8) redraw('an angle too thin to mark');
    const unit = frame === 'two-observers' ? 'm' : 'cm';
    const common = { decimals: 1, trueValue: theta, answer: key1(theta), multiStep: true };
    if (frame === 'two-observers') {
      const alpha = 90 - big;
      const beta = 90 - small;
      return {
        ...common,
        frame,
        context: true,
        question: `A vertical tower $AC$ is $${h}$ m tall on level ground. Points $D$ and $B$ are on the ground, in line with $C$ and on the same side of it, with $CD = ${near}$ m and $DB = ${gap}$ m. The angles of elevation of $A$ from $B$ and $D$ are $\\alpha$ and $\\beta$. Find $\\beta - \\alpha$ to the nearest tenth of a degree.`,
        figure: twoPointsFigure({
          h,
          near,
          far,
          labels: { AC: `${h} m`, CD: `${near} m`, DB: `${gap} m` },
          marks: 'elevations',
          caption: 'A tower AC seen from D and from B, further along the same line.',
        }),
        hints: [
          `Find each angle in its own right triangle: $ADC$ for $\\beta$ and $ABC$ for $\\alpha$, with $BC = CD + DB$.`,
          `$\\tan\\beta = \\frac{${h}}{${near}}$ and $\\tan\\alpha = \\frac{${h}}{${far}}$.`,
        ],
        steps: [
          `$BC = ${near} + ${gap} = ${far}$ m`,
          `$\\beta = ${inv('tan', `\\frac{${h}}{${near}}`)} \\approx ${t2(beta)}$`,
          `$\\alpha = ${inv('tan', `\\frac{${h}}{${far}}`)} \\approx ${t2(alpha)}$`,
          `$\\beta - \\alpha \\approx ${fixed(theta, 1)}^\\circ$`,
        ],
        explanation: `$\\beta \\approx ${fixed(beta, 2)}^\\circ$ and $\\alpha \\approx ${fixed(alpha, 2)}^\\circ$, so $\\beta - \\alpha \\approx ${fixed(theta, 1)}^\\circ$.`,
      };
    }
    const known = frame === 'split-angle' ? `$AC = ${h}$ cm, ` : `$AD = ${hyp}$ cm, `;
    const first =
      frame === 'pythagoras-first' ? [`$AC = \\sqrt{${hyp}^2 - ${near}^2} = ${h}$ cm`] : [];
    return {
      ...common,
      frame,
      question: `In the triangle $ABC$, $m\\angle C = 90^\\circ$ and $D$ is on $BC$, with ${known}$CD = ${near}$ cm and $DB = ${gap}$ cm. Find $m\\angle BAD$ to the nearest tenth of a degree.`,
      figure: twoPointsFigure({
        h,
        near,
        far,
        labels:
          frame === 'split-angle'
            ? { AC: `${h} ${unit}`, CD: `${near} ${unit}`, DB: `${gap} ${unit}` }
            : { AD: `${hyp} ${unit}`, CD: `${near} ${unit}`, DB: `${gap} ${unit}` },
        marks: 'top',
        caption: 'Triangle ABC, right-angled at C, with D on BC.',
      }),
      hints: [
        `${frame === 'pythagoras-first' ? 'Find $AC$ by Pythagoras in triangle $ADC$ first. Then ' : ''}$m\\angle BAD = m\\angle CAB - m\\angle CAD$.`,
        `At $A$, $BC$ and $DC$ are opposite and $AC$ is adjacent: use $\\tan$ twice.`,
      ],
      steps: [
        ...first,
        `$BC = ${near} + ${gap} = ${far}$ cm`,
        `$m\\angle CAB = ${inv('tan', `\\frac{${far}}{${h}}`)} \\approx ${t2(big)}$`,
        `$m\\angle CAD = ${inv('tan', `\\frac{${near}}{${h}}`)} \\approx ${t2(small)}$`,
        `$m\\angle BAD \\approx ${t2(big)} - ${t2(small)} \\approx ${fixed(theta, 1)}^\\circ$`,
      ],
      explanation: `$m\\angle BAD = m\\angle CAB - m\\angle CAD \\approx ${fixed(theta, 1)}^\\circ$.`,
    };
  },
});

const angleInShape = defineTemplate({
  id: `${lesson}/angle-in-a-shape`,
  lesson,
  type: 'short_answer',
  b: 1.1,
  build(rng) {
    const frame = rng.pick(['rectangle-area', 'isosceles-base', 'rhombus-diagonal'] as const);
    let theta = 0;
    let question = '';
    let hints: string[] = [];
    let steps: string[] = [];
    const tenth = 'to the nearest tenth of a degree.';
    if (frame === 'rectangle-area') {
      const l = rng.int(4, 15);
      const w = rng.int(3, 14);
      if (w === l) redraw('a rectangle, not a square');
      theta = inverse('tan', w / l);
      question = `The rectangle $ABCD$ has $AB = ${l}$ cm and an area of $${l * w}$ cm². Find the angle between the diagonal $AC$ and the side $AB$, ${tenth}`;
      hints = [
        `Find $BC$ from the area first: area $= AB \\times BC$.`,
        `In the right triangle $ABC$, $\\tan(\\angle CAB) = \\frac{BC}{AB}$.`,
      ];
      steps = [
        `$BC = \\frac{${l * w}}{${l}} = ${w}$ cm`,
        `$\\tan(\\angle CAB) = \\frac{${w}}{${l}}$`,
        `$m\\angle CAB = ${inv('tan', `\\frac{${w}}{${l}}`)} \\approx ${fixed(theta, 1)}^\\circ$`,
      ];
    } else if (frame === 'isosceles-base') {
      const s = rng.int(5, 15);
      const base = rng.int(4, 2 * s - 2);
      theta = inverse('cos', base / 2 / s);
      question = `In the triangle $PQR$, $PQ = PR = ${s}$ cm and $QR = ${base}$ cm. Find $m\\angle PQR$, ${tenth}`;
      hints = [
        `The perpendicular from $P$ meets $QR$ at its middle $M$, making two right triangles.`,
        `In the right triangle $PMQ$, $\\cos Q = \\frac{QM}{PQ}$.`,
      ];
      steps = [
        `$QM = \\frac{${base}}{2} = ${fmt(base / 2)}$ cm`,
        `$\\cos Q = \\frac{${fmt(base / 2)}}{${s}}$`,
        `$m\\angle PQR = ${inv('cos', `\\frac{${fmt(base / 2)}}{${s}}`)} \\approx ${fixed(theta, 1)}^\\circ$`,
      ];
    } else {
      const s = rng.int(5, 14);
      const p = rng.int(4, 2 * s - 2);
      const halfAngle = inverse('cos', p / 2 / s);
      theta = 2 * halfAngle;
      question = `The rhombus $ABCD$ has sides of $${s}$ cm and the diagonal $AC = ${p}$ cm. Find $m\\angle BAD$, ${tenth}`;
      hints = [
        `The diagonals of a rhombus bisect each other at right angles, at $O$, and $AC$ bisects $\\angle BAD$.`,
        `In the right triangle $AOB$, $\\cos(\\angle BAO) = \\frac{AO}{AB}$; then double the angle.`,
      ];
      steps = [
        `$AO = \\frac{${p}}{2} = ${fmt(p / 2)}$ cm`,
        `$m\\angle BAO = ${inv('cos', `\\frac{${fmt(p / 2)}}{${s}}`)} \\approx ${t2(halfAngle)}$`,
        `$m\\angle BAD = 2 \\times m\\angle BAO \\approx ${fixed(theta, 1)}^\\circ$`,
      ];
    }
    return {
      frame,
      multiStep: true,
      question,
      answer: key1(theta),
      decimals: 1,
      trueValue: theta,
      hints,
      steps,
      explanation: `The angle is about $${fixed(theta, 1)}^\\circ$.`,
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
  exactFromSides,
  slopeInContext,
  roofPitch,
  angleDifference,
  angleInShape,
];
