/**
 * Lesson: solving right triangles; angles of elevation and depression. A side and an angle give
 * the rest; ladders, ramps, kites and shadows; one and two observations of a tower or a boat;
 * right triangles inside isosceles triangles and rectangles; exact values with special angles.
 */
import type { Choice } from './define-template';
import { defineTemplate } from './define-template';
import { fixed, surd } from './exact';
import { TRIANGLE_NAMES, triangleFigure } from './figure-kit';
import { pt } from '../figures/geometry';
import { redraw } from './redraw';
import { rightTrianglePoints } from './right-triangle-ratios.templates';
import {
  DEG,
  cosD,
  cotD,
  depressionScene,
  dot,
  mark,
  opt1,
  seg,
  sightScene,
  sinD,
  square,
  t1,
  t2,
  tanD,
} from './solving-right-triangles-kit';

const lesson = 'solving-right-triangles' as const;
const ANGLES = [20, 25, 28, 32, 35, 38, 40, 42, 48, 50, 52, 55, 58, 62, 65, 70];

// ---------------------------------------------------------------- a side from the hypotenuse

const findOpposite = defineTemplate({
  id: `${lesson}/side-from-hypotenuse-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: -0.2,
  build(rng) {
    const frame = rng.pick(['opposite', 'adjacent', 'ladder-height', 'ladder-foot']);
    const theta = rng.pick(ANGLES);
    const ladder = frame.startsWith('ladder');
    const h = ladder ? rng.int(4, 12) : rng.int(6, 30);
    const [nA, nB, nC] = ladder ? (['T', 'G', 'W'] as const) : rng.pick(TRIANGLE_NAMES);
    const opposite = frame === 'opposite' || frame === 'ladder-height';
    const fn = opposite ? 'sin' : 'cos';
    const value = h * (opposite ? sinD(theta) : cosD(theta));
    const target = opposite ? `${nA}${nC}` : `${nC}${nB}`;
    const unit = ladder ? 'm' : 'cm';
    const question = ladder
      ? `A ladder $${nA}${nB}$ of length $${h}$ m leans against a vertical wall $${nC}${nA}$ and makes an angle of $${theta}^\\circ$ with the level ground. ${
          opposite
            ? `How far up the wall does the ladder reach? Give $${target}$ to the nearest tenth of a metre.`
            : `How far is the foot of the ladder from the wall? Give $${target}$ to the nearest tenth of a metre.`
        }`
      : `In the right triangle $${nA}${nB}${nC}$, $${nA}${nB} = ${h}$ cm and $m\\angle ${nB} = ${theta}^\\circ$. Find $${target}$ to the nearest tenth of a centimetre.`;
    return {
      question,
      answer: t1(value),
      decimals: 1,
      trueValue: value,
      unit,
      frame,
      ...(ladder ? { context: true } : {}),
      figure: triangleFigure({
        names: [nA, nB, nC],
        points: rightTrianglePoints(rng, h * cosD(theta), h * sinD(theta)),
        sides: { [`${nA}${nB}`]: `${h} ${unit}`, [target]: 'x' },
        angles: { [nB]: `${theta}°` },
        right: nC,
        caption: ladder
          ? `A ladder ${nA}${nB} against a wall ${nC}${nA}, with the right angle at ${nC}; x marks ${target}.`
          : `Right triangle ${nA}${nB}${nC} with the right angle at ${nC}; x marks ${target}.`,
      }),
      hints: [
        `$${nA}${nB}$ faces the right angle, so it is the hypotenuse; $${target}$ is ${opposite ? 'opposite' : 'next to'} the $${theta}^\\circ$ angle.`,
        `${opposite ? 'Opposite over hypotenuse is the sine' : 'Adjacent over hypotenuse is the cosine'}: $\\${fn} ${theta}^\\circ = \\frac{${target}}{${h}}$.`,
      ],
      steps: [
        `$\\${fn} ${theta}^\\circ = \\frac{${target}}{${nA}${nB}}$, so $${target} = ${h}\\${fn} ${theta}^\\circ$.`,
        `$${target} \\approx ${t1(value)}$ ${unit}`,
      ],
      explanation: `$${target}$ is ${opposite ? 'opposite' : 'adjacent to'} the ${theta}° angle: $${target} = ${h}\\${fn} ${theta}^\\circ \\approx ${t1(value)}$ ${unit}.`,
    };
  },
});

// ---------------------------------------------------------------- the hypotenuse from a leg

const findHypotenuse = defineTemplate({
  id: `${lesson}/hypotenuse-from-leg-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: 0.2,
  build(rng) {
    const frame = rng.pick(['adjacent-leg', 'opposite-leg', 'ramp']);
    const ramp = frame === 'ramp';
    const theta = ramp ? rng.pick([12, 14, 15, 16, 18, 20]) : rng.pick(ANGLES);
    const a = ramp ? rng.int(5, 14) / 10 : rng.int(5, 25);
    const [nA, nB, nC] = ramp ? (['R', 'S', 'H'] as const) : rng.pick(TRIANGLE_NAMES);
    const adjacent = frame === 'adjacent-leg';
    const unit = ramp ? 'm' : 'cm';
    const u = (x: number): string => (ramp ? `$${t2(x)}$ m` : opt1(x, unit));
    const c = cosD(theta);
    const s = sinD(theta);
    const tn = tanD(theta);
    const leg = adjacent ? `${nC}${nB}` : `${nA}${nC}`;
    const fn = adjacent ? 'cos' : 'sin';
    const hyp = a / (adjacent ? c : s);
    const wrong: Choice[] = adjacent
      ? [
          { text: u(a * c), mistake: 'multiplied by cos instead of dividing' },
          { text: u(a / s), mistake: 'used sin for cos (took the leg as opposite)' },
          { text: u(a * tn), mistake: 'found the other leg with tan' },
          { text: u(a / tn), mistake: 'divided by tan' },
          { text: u(a * s), mistake: 'multiplied by sin' },
        ]
      : [
          { text: u(a * s), mistake: 'multiplied by sin instead of dividing' },
          { text: u(a / c), mistake: 'used cos for sin (took the leg as adjacent)' },
          { text: u(a / tn), mistake: 'found the other leg with tan' },
          { text: u(a * tn), mistake: 'multiplied by tan' },
          { text: u(a * c), mistake: 'multiplied by cos' },
        ];
    const question = ramp
      ? `A straight ramp $RS$ rises to a height $RH = ${a}$ m and makes an angle of $${theta}^\\circ$ with the level ground. Find the length of the ramp $RS$, to two decimal places.`
      : `In the right triangle $${nA}${nB}${nC}$, $${leg} = ${a}$ cm and $m\\angle ${nB} = ${theta}^\\circ$. Find the hypotenuse $${nA}${nB}$ to one decimal place.`;
    return {
      question,
      answer: u(hyp),
      wrong,
      frame,
      ...(ramp ? { context: true } : {}),
      figure: triangleFigure({
        names: [nA, nB, nC],
        points: adjacent
          ? rightTrianglePoints(rng, a, a * tn)
          : rightTrianglePoints(rng, a / tn, a),
        sides: { [leg]: `${a} ${unit}` },
        angles: { [nB]: `${theta}°` },
        right: nC,
        caption: ramp
          ? `A ramp RS rising to R, with H on the ground below R.`
          : `Right triangle ${nA}${nB}${nC} with the right angle at ${nC}.`,
      }),
      hints: [
        `The side you know is ${adjacent ? 'next to' : 'opposite'} the $${theta}^\\circ$ angle, and the side you want is the hypotenuse.`,
        `${adjacent ? 'Cosine is adjacent over hypotenuse' : 'Sine is opposite over hypotenuse'}: $\\${fn} ${theta}^\\circ = \\frac{${a}}{${nA}${nB}}$. Solve for $${nA}${nB}$.`,
      ],
      steps: [
        `$\\${fn} ${theta}^\\circ = \\frac{${leg}}{${nA}${nB}}$, so $${nA}${nB} = \\frac{${a}}{\\${fn} ${theta}^\\circ}$.`,
        `$${nA}${nB} \\approx ${ramp ? t2(hyp) : t1(hyp)}$ ${unit}`,
      ],
      explanation: `$\\${fn} ${theta}^\\circ = \\frac{${leg}}{${nA}${nB}}$, so $${nA}${nB} = \\frac{${a}}{\\${fn} ${theta}^\\circ} \\approx ${ramp ? t2(hyp) : t1(hyp)}$ ${unit}.`,
    };
  },
});

// ---------------------------------------------------------------- a height from an elevation

const elevationHeight = defineTemplate({
  id: `${lesson}/elevation-height-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.1,
  build(rng) {
    const frame = rng.pick(['tower', 'eye-level', 'kite']);
    const theta = rng.pick(ANGLES.filter((x) => x <= 60));
    if (frame === 'kite') {
      const L = rng.int(6, 16) * 5;
      const h = L * sinD(theta);
      return {
        question: `A kite $K$ flies on a taut straight string $HK$ of length $${L}$ m. The string makes an angle of $${theta}^\\circ$ with the level ground at the hand $H$, which is at ground level. Find the height $KG$ of the kite above the ground, to the nearest tenth of a metre.`,
        answer: t1(h),
        decimals: 1,
        trueValue: h,
        unit: 'm',
        frame,
        context: true,
        figure: {
          caption: 'A kite K on a string HK, with G on the ground below K.',
          elements: sightScene({
            d: L * cosD(theta),
            h,
            angle: `${theta}°`,
            sight: `${L} m`,
            height: 'h',
            names: ['H', 'G', 'K'],
          }),
        },
        hints: [
          'The string is the hypotenuse of the right triangle $HGK$.',
          `The height is opposite the $${theta}^\\circ$ angle: use the sine.`,
        ],
        steps: [
          `$\\sin ${theta}^\\circ = \\frac{KG}{HK}$, so $KG = ${L}\\sin ${theta}^\\circ$.`,
          `$KG \\approx ${t1(h)}$ m`,
        ],
        explanation: `$KG = ${L}\\sin ${theta}^\\circ \\approx ${t1(h)}$ m.`,
      };
    }
    const d = rng.int(2, 12) * 5;
    const rise = d * tanD(theta);
    if (frame === 'eye-level') {
      const eye = rng.pick([1.5, 1.6, 1.7, 1.8]);
      const total = rise + eye;
      const e = pt(0, eye);
      const b = pt(d, 0);
      const m = pt(d, eye);
      const t = pt(d, total);
      return {
        question: `Sara's eyes are $${eye}$ m above level ground. She stands $${d}$ m from the foot $B$ of a tower and sees the top $T$ at an angle of elevation of $${theta}^\\circ$. Find the height of the tower, to the nearest tenth of a metre.`,
        answer: t1(total),
        decimals: 1,
        trueValue: total,
        unit: 'm',
        frame,
        multiStep: true,
        context: true,
        figure: {
          caption: 'Sara’s eye E above the ground, the tower BT, and M on BT level with E.',
          elements: [
            seg(pt(-d * 0.08, 0), pt(d * 1.1, 0)),
            seg(pt(0, 0), e, `${eye} m`),
            seg(pt(0, 0), b, `${d} m`),
            seg(b, t),
            seg(e, m, undefined, true),
            seg(e, t, undefined, true),
            mark(e, m, t, `${theta}°`),
            square(m, e, t),
            dot(e, 'E'),
            dot(b, 'B'),
            dot(m, 'M'),
            dot(t, 'T'),
          ],
        },
        hints: [
          'The angle is measured from Sara’s eye, not from the ground.',
          `First find $MT$, the part of the tower above eye level: $\\tan ${theta}^\\circ = \\frac{MT}{${d}}$.`,
          `Then add the eye height $${eye}$ m.`,
        ],
        steps: [
          `$MT = ${d}\\tan ${theta}^\\circ \\approx ${t2(rise)}$ m.`,
          `$BT = MT + ${eye} \\approx ${t2(rise)} + ${eye} \\approx ${t1(total)}$ m`,
        ],
        explanation: `$MT = ${d}\\tan ${theta}^\\circ$, and the tower is $MT + ${eye} \\approx ${t1(total)}$ m.`,
      };
    }
    return {
      question: `From a point $A$ on level ground $${d}$ m from the foot $B$ of a tower, the angle of elevation of the top $T$ is $${theta}^\\circ$. Find the height of the tower to the nearest tenth of a metre.`,
      answer: t1(rise),
      decimals: 1,
      trueValue: rise,
      unit: 'm',
      frame,
      context: true,
      figure: {
        caption: 'A tower BT standing on level ground, observed from A.',
        elements: sightScene({ d, h: rise, angle: `${theta}°`, ground: `${d} m`, height: 'h' }),
      },
      hints: [
        'The height is opposite the angle of elevation and the ground distance is next to it.',
        `Opposite over adjacent is the tangent: $\\tan ${theta}^\\circ = \\frac{BT}{${d}}$.`,
      ],
      steps: [
        `$\\tan ${theta}^\\circ = \\frac{BT}{AB}$, so $BT = ${d}\\tan ${theta}^\\circ$.`,
        `$BT \\approx ${t1(rise)}$ m`,
      ],
      explanation: `$\\tan ${theta}^\\circ = \\frac{BT}{AB}$, so $BT = ${d}\\tan ${theta}^\\circ \\approx ${t1(rise)}$ m.`,
    };
  },
});

// ---------------------------------------------------------------- angle of depression

const depressionDistance = defineTemplate({
  id: `${lesson}/depression-distance-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: 0.5,
  build(rng) {
    const frame = rng.pick(['boat-distance', 'line-of-sight', 'building-height']);
    const theta = rng.pick(ANGLES.filter((x) => x >= 20 && x <= 55));
    const m = (x: number): string => opt1(x, 'm');
    const alternate = `The angle of depression equals the angle of elevation from the ground ($\\angle TSF = ${theta}^\\circ$, alternate angles).`;
    if (frame === 'building-height') {
      const d = rng.int(3, 20) * 5;
      const h = d * tanD(theta);
      return {
        question: `From the top $T$ of a building, the angle of depression of a car $S$ parked on the level road is $${theta}^\\circ$. The car is $${d}$ m from the foot $F$ of the building. Find the height of the building, to one decimal place.`,
        answer: m(h),
        wrong: [
          { text: m(d / tanD(theta)), mistake: 'divided by tan instead of multiplying' },
          { text: m(d * sinD(theta)), mistake: 'used sin with the distance as hypotenuse' },
          {
            text: m(d * tanD(90 - theta)),
            mistake: 'used the angle at the top as the depression angle',
          },
          { text: m(d * cosD(theta)), mistake: 'used cos instead of tan' },
          { text: m(d / cosD(theta)), mistake: 'found the line of sight TS instead of FT' },
        ],
        frame,
        context: true,
        figure: {
          caption: 'A building FT with a horizontal line through T and a car S on the road.',
          elements: depressionScene({ d, h, angle: `${theta}°`, ground: `${d} m` }),
        },
        hints: [
          'The angle of depression is measured down from the horizontal at $T$.',
          `It equals $\\angle TSF$ (alternate angles), and $\\tan ${theta}^\\circ = \\frac{FT}{FS}$.`,
        ],
        steps: [alternate, `$FT = ${d}\\tan ${theta}^\\circ \\approx ${t1(h)}$ m`],
        explanation: `${alternate} $FT = ${d}\\tan ${theta}^\\circ \\approx ${t1(h)}$ m.`,
      };
    }
    const h = rng.int(3, 20) * 10;
    const d = h / tanD(theta);
    const sight = frame === 'line-of-sight';
    const answer = sight ? h / sinD(theta) : d;
    const wrong: Choice[] = sight
      ? [
          {
            text: m(h / tanD(theta)),
            mistake: 'found the distance FS instead of the line of sight',
          },
          { text: m(h * sinD(theta)), mistake: 'multiplied by sin instead of dividing' },
          { text: m(h / cosD(theta)), mistake: 'used cos: took the angle at the top of the cliff' },
          { text: m(h * tanD(theta)), mistake: 'multiplied by tan' },
          { text: m(h + d), mistake: 'added the height and the distance' },
        ]
      : [
          { text: m(h * tanD(theta)), mistake: 'multiplied by tan instead of dividing' },
          { text: m(h / sinD(theta)), mistake: 'found the line of sight TS instead of FS' },
          { text: m(h * cosD(theta)), mistake: 'used cos with the height as hypotenuse' },
          {
            text: m(h / tanD(90 - theta)),
            mistake: 'used the angle at the top of the cliff as the depression angle',
          },
          { text: m(h / cosD(theta)), mistake: 'divided by cos instead of tan' },
        ];
    return {
      question: `From the top $T$ of a cliff $${h}$ m high, the angle of depression of a boat $S$ is $${theta}^\\circ$. Find ${
        sight
          ? 'the distance $TS$ from the top of the cliff to the boat'
          : 'the distance from the boat to the foot $F$ of the cliff'
      }, to one decimal place.`,
      answer: m(answer),
      wrong,
      frame,
      context: true,
      figure: {
        caption: 'A cliff TF with a horizontal line through T and a boat S on the sea.',
        elements: depressionScene({ d, h, angle: `${theta}°`, height: `${h} m` }),
      },
      hints: [
        'The angle of depression is measured down from the horizontal at $T$.',
        `It equals $\\angle TSF$ (alternate angles); $FT = ${h}$ m is opposite that angle.`,
        sight
          ? `$TS$ is the hypotenuse: $\\sin ${theta}^\\circ = \\frac{${h}}{TS}$.`
          : `$FS$ is next to that angle: $\\tan ${theta}^\\circ = \\frac{${h}}{FS}$.`,
      ],
      steps: [
        alternate,
        sight
          ? `$TS = \\frac{${h}}{\\sin ${theta}^\\circ} \\approx ${t1(answer)}$ m`
          : `$FS = \\frac{${h}}{\\tan ${theta}^\\circ} \\approx ${t1(answer)}$ m`,
      ],
      explanation: `${alternate} ${sight ? `$TS = \\frac{${h}}{\\sin ${theta}^\\circ}$` : `$FS = \\frac{${h}}{\\tan ${theta}^\\circ}$`} $\\approx ${t1(answer)}$ m.`,
    };
  },
});

// ---------------------------------------------------------------- an angle from two sides

const elevationAngle = defineTemplate({
  id: `${lesson}/elevation-angle`,
  lesson,
  type: 'short_answer',
  b: 0.3,
  build(rng) {
    const frame = rng.pick(['flagpole', 'sun-shadow', 'ladder-angle', 'ramp-angle']);
    let question: string;
    let ratio: string;
    let fn: 'sin' | 'cos' | 'tan';
    let theta: number;
    let why: string;
    if (frame === 'flagpole' || frame === 'sun-shadow') {
      const h = rng.int(5, 60);
      const d = rng.int(5, 80);
      if (d === h) redraw('a 45° angle from equal sides');
      theta = Math.atan(h / d) / DEG;
      fn = 'tan';
      ratio = `\\frac{${h}}{${d}}`;
      why = 'The height is opposite the angle and the ground distance is next to it';
      question =
        frame === 'flagpole'
          ? `A flagpole $${h}$ m tall stands on level ground. Find the angle of elevation of its top from a point $${d}$ m from its foot, to the nearest degree.`
          : `A tree $${h}$ m tall casts a shadow $${d}$ m long on level ground. Find the angle of elevation of the sun, to the nearest degree.`;
    } else if (frame === 'ladder-angle') {
      const L = rng.int(5, 14);
      const h = rng.int(Math.ceil(1.2 * L), 2 * L - 2) / 2;
      if (h >= L - 0.4) redraw('the ladder would stand almost upright');
      theta = Math.asin(h / L) / DEG;
      fn = 'sin';
      ratio = `\\frac{${h}}{${L}}`;
      why = 'The height reached is opposite the angle and the ladder is the hypotenuse';
      question = `A ladder $${L}$ m long leans against a vertical wall with its top $${h}$ m above the level ground. Find the angle the ladder makes with the ground, to the nearest degree.`;
    } else {
      const L = rng.int(4, 15);
      const d = rng.int(Math.ceil(1.6 * L), 2 * L - 1) / 2;
      theta = Math.acos(d / L) / DEG;
      fn = 'cos';
      ratio = `\\frac{${d}}{${L}}`;
      why = 'The horizontal distance is next to the angle and the path is the hypotenuse';
      question = `A straight path $${L}$ m long up a slope covers a horizontal distance of $${d}$ m. Find the angle between the path and the level ground, to the nearest degree.`;
    }
    const deg = Math.round(theta);
    return {
      question,
      answer: `${deg}°`,
      decimals: 0,
      trueValue: theta,
      frame,
      context: true,
      hints: [
        `Draw the right triangle and mark the angle $\\theta$ you want. ${why}.`,
        `Use the ratio that links those two sides: $\\${fn}\\theta = ${ratio}$.`,
        `Then $\\theta = \\${fn}^{-1}\\left(${ratio}\\right)$ on the calculator (degree mode).`,
      ],
      steps: [
        `${why}, so $\\${fn}\\theta = ${ratio}$.`,
        `$\\theta = \\${fn}^{-1}\\left(${ratio}\\right) \\approx ${fixed(theta, 2)}^\\circ \\approx ${deg}^\\circ$`,
      ],
      explanation: `$\\${fn}\\theta = ${ratio}$, so $\\theta \\approx ${fixed(theta, 2)}^\\circ \\approx ${deg}^\\circ$.`,
    };
  },
});

// ---------------------------------------------------------------- exact values, special angles

const specialExact = defineTemplate({
  id: `${lesson}/shadow-exact-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.4,
  build(rng) {
    const frame = rng.pick(['height-from-shadow', 'shadow-from-height', 'kite-string']);
    if (frame === 'kite-string') {
      const theta = rng.pick([45, 60]);
      const L = rng.int(2, 20) * 2;
      const h = surd(L / 2, theta === 45 ? 2 : 3);
      const exactSin = theta === 45 ? '\\frac{\\sqrt{2}}{2}' : '\\frac{\\sqrt{3}}{2}';
      return {
        question: `A kite string $HK$ of length $${L}$ m is pulled tight from a hand $H$ at ground level and makes an angle of $${theta}^\\circ$ with the level ground. Find the exact height $KG$ of the kite above the ground, in m.`,
        answer: h.text,
        exact: true,
        unit: 'm',
        frame,
        context: true,
        figure: {
          caption: 'A kite K on a string HK, with G on the ground below K.',
          elements: sightScene({
            d: L * cosD(theta),
            h: h.value,
            angle: `${theta}°`,
            sight: `${L} m`,
            height: 'h',
            names: ['H', 'G', 'K'],
          }),
        },
        hints: [
          'The string is the hypotenuse and the height is opposite the angle: use the sine.',
          `Use the exact value $\\sin ${theta}^\\circ = ${exactSin}$, not a decimal.`,
        ],
        steps: [
          `$KG = ${L}\\sin ${theta}^\\circ = ${L} \\times ${exactSin}$.`,
          `$KG = ${h.tex}$ m`,
        ],
        explanation: `$KG = ${L}\\sin ${theta}^\\circ = ${h.tex}$ m.`,
      };
    }
    // Not 45°: the answer would equal a number the question prints.
    const theta = rng.pick([30, 60]);
    const s = rng.int(2, 20);
    const exactTan = theta === 30 ? '\\frac{\\sqrt{3}}{3}' : '\\sqrt{3}';
    if (frame === 'shadow-from-height') {
      // Shadow = height / tan θ: s√3 for 30°, s√3/3 for 60°.
      const shadow = theta === 30 ? surd(s, 3) : surd(s, 3, 3);
      return {
        question: `The angle of elevation of the sun is $${theta}^\\circ$. Find the exact length of the shadow cast on level ground by a vertical pole $${s}$ m tall, in m.`,
        answer: shadow.text,
        exact: true,
        unit: 'm',
        frame,
        context: true,
        figure: {
          caption: 'A vertical pole BT and its shadow AB; the sun’s rays pass over T to A.',
          elements: sightScene({
            d: shadow.value,
            h: s,
            angle: `${theta}°`,
            height: `${s} m`,
            ground: 'x',
          }),
        },
        hints: [
          'The pole is opposite the angle and the shadow is next to it: use the tangent.',
          `$\\tan ${theta}^\\circ = \\frac{${s}}{x}$, so $x = \\frac{${s}}{\\tan ${theta}^\\circ}$; use $\\tan ${theta}^\\circ = ${exactTan}$.`,
        ],
        steps: [
          `$x = \\frac{${s}}{\\tan ${theta}^\\circ} = \\frac{${s}}{${exactTan}}$.`,
          `Rationalising, $x = ${shadow.tex}$ m`,
        ],
        explanation: `$x = \\frac{${s}}{\\tan ${theta}^\\circ} = ${shadow.tex}$ m.`,
      };
    }
    // Height = shadow × tan θ: s√3/3 or s√3.
    const h = theta === 30 ? surd(s, 3, 3) : surd(s, 3);
    return {
      question: `A vertical pole casts a shadow $${s}$ m long on level ground when the angle of elevation of the sun is $${theta}^\\circ$. Find the exact height of the pole, in m.`,
      answer: h.text,
      exact: true,
      unit: 'm',
      frame,
      context: true,
      figure: {
        caption: 'A vertical pole BT and its shadow AB; the sun’s rays pass over T to A.',
        elements: sightScene({
          d: s,
          h: h.value,
          angle: `${theta}°`,
          ground: `${s} m`,
          height: 'h',
        }),
      },
      hints: [
        'The height is opposite the angle and the shadow is next to it: use the tangent.',
        `$h = ${s}\\tan ${theta}^\\circ$, with the exact value $\\tan ${theta}^\\circ = ${exactTan}$.`,
      ],
      steps: [`$h = ${s}\\tan ${theta}^\\circ = ${s} \\times ${exactTan}$.`, `$h = ${h.tex}$ m`],
      explanation: `$h = ${s}\\tan ${theta}^\\circ = ${h.tex}$ m.`,
    };
  },
});

// ---------------------------------------------------------------- two observations, exact

const twoAngles = defineTemplate({
  id: `${lesson}/two-observations-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: 1.1,
  build(rng) {
    const frame = rng.pick(['towards-30-60', 'towards-30-45', 'boats-from-top']);
    if (frame === 'boats-from-top') {
      const k = rng.int(2, 15);
      const h = 3 * k;
      // Near boat at depression 60° is h/√3 = k√3 from the foot; far boat at 30° is h√3 = 3k√3.
      const near = surd(k, 3);
      const far = surd(3 * k, 3);
      const gap = surd(2 * k, 3);
      const top = pt(0, h);
      const foot = pt(0, 0);
      const s1 = pt(near.value, 0);
      const s2 = pt(far.value, 0);
      return {
        question: `From the top $T$ of a cliff $${h}$ m high, the angles of depression of two boats $P$ and $Q$, in line with the foot $F$ of the cliff and on the same side of it, are $60^\\circ$ and $30^\\circ$. Find the exact distance $PQ$ between the boats.`,
        answer: `$${gap.tex}$ m`,
        wrong: [
          { text: `$${far.tex}$ m`, mistake: 'gave the distance of the far boat from the cliff' },
          { text: `$${near.tex}$ m`, mistake: 'gave the distance of the near boat from the cliff' },
          {
            text: `$${surd(4 * k, 3).tex}$ m`,
            mistake: 'added the two distances instead of subtracting',
          },
          { text: `$${h}$ m`, mistake: 'assumed the gap equals the height of the cliff' },
        ],
        frame,
        multiStep: true,
        context: true,
        figure: {
          caption:
            'A cliff FT and two boats P and Q; the angles at P and Q equal the angles of depression from T.',
          elements: [
            seg(pt(-far.value * 0.05, 0), pt(far.value * 1.08, 0)),
            seg(foot, top, `${h} m`),
            seg(top, pt(far.value, h), undefined, true),
            seg(top, s1),
            seg(top, s2),
            // Two arcs at T would crowd: the equal angles at the boats are marked instead.
            mark(s1, foot, top, '60°'),
            mark(s2, foot, top, '30°'),
            square(foot, top, s2),
            dot(top, 'T'),
            dot(foot, 'F'),
            dot(s1, 'P'),
            dot(s2, 'Q'),
          ],
        },
        hints: [
          'Each angle of depression equals the angle of elevation from that boat (alternate angles).',
          'Find $FP$ and $FQ$ separately with the tangent, then subtract.',
          `$FP = \\frac{${h}}{\\tan 60^\\circ}$ and $FQ = \\frac{${h}}{\\tan 30^\\circ}$.`,
        ],
        steps: [
          `$FP = \\frac{${h}}{\\sqrt{3}} = ${near.tex}$ m.`,
          `$FQ = \\frac{${h}}{\\frac{\\sqrt{3}}{3}} = ${far.tex}$ m.`,
          `$PQ = FQ - FP = ${gap.tex}$ m`,
        ],
        explanation: `$FP = ${near.tex}$ m and $FQ = ${far.tex}$ m, so $PQ = ${gap.tex}$ m.`,
      };
    }
    const [alpha, beta] = frame === 'towards-30-60' ? [30, 60] : [30, 45];
    const d = rng.int(3, 30) * 2;
    // h (cot α − cot β) = d.
    const h = d / (cotD(alpha) - cotD(beta));
    const half = d / 2 === 1 ? '' : String(d / 2);
    const answer = beta === 60 ? surd(d, 3, 2).tex : `${half}(\\sqrt{3} + 1)`;
    const x = h * cotD(beta);
    const a = pt(0, 0);
    const b = pt(d, 0);
    const f = pt(d + x, 0);
    const t = pt(d + x, h);
    const cotBeta = beta === 60 ? '\\frac{h}{\\sqrt{3}}' : 'h';
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
          text: `$${half}(\\sqrt{3} - 1)$ m`,
          mistake: 'subtracted instead of adding in the rationalised form',
        },
      ],
      frame,
      multiStep: true,
      context: true,
      figure: {
        caption: 'A tower FT observed from A and then from B on the same line.',
        elements: [
          seg(a, pt(d + x * 1.15, 0)),
          seg(a, b, `${d} m`),
          seg(f, t),
          seg(a, t, undefined, true),
          seg(b, t, undefined, true),
          mark(a, b, t, `${alpha}°`),
          mark(b, f, t, `${beta}°`),
          square(f, b, t),
          dot(a, 'A'),
          dot(b, 'B'),
          dot(f, 'F'),
          dot(t, 'T'),
        ],
      },
      hints: [
        'Call the height $h$ and write both ground distances $AF$ and $BF$ in terms of $h$.',
        `$AF = \\frac{h}{\\tan ${alpha}^\\circ}$ and $BF = \\frac{h}{\\tan ${beta}^\\circ}$; their difference is $${d}$ m.`,
      ],
      steps: [
        `$AF = \\frac{h}{\\tan 30^\\circ} = \\sqrt{3}\\,h$ and $BF = \\frac{h}{\\tan ${beta}^\\circ} = ${cotBeta}$.`,
        `$AF - BF = ${d}$ gives $h\\left(\\sqrt{3} - ${beta === 60 ? '\\frac{1}{\\sqrt{3}}' : '1'}\\right) = ${d}$.`,
        `$h = ${answer}$ m`,
      ],
      explanation: `Let $h = FT$. Then $AF = h\\cot ${alpha}^\\circ$ and $BF = h\\cot ${beta}^\\circ$, so $h(\\cot ${alpha}^\\circ - \\cot ${beta}^\\circ) = ${d}$, giving $h = ${answer} \\approx ${fixed(h, 2)}$ m.`,
    };
  },
});

// ---------------------------------------------------------------- first steps (easy)

const firstSteps = defineTemplate({
  id: `${lesson}/complete-the-triangle-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: -1.3,
  build(rng) {
    const frame = rng.pick(['other-angle', 'third-side', 'which-equation']);
    const [nA, nB, nC] = rng.pick(TRIANGLE_NAMES);
    if (frame === 'other-angle') {
      const theta = rng.int(15, 75);
      if (theta === 45) redraw('the two acute angles would be equal');
      const other = 90 - theta;
      return {
        question: `In the right triangle $${nA}${nB}${nC}$, the right angle is at $${nC}$ and $m\\angle ${nA} = ${theta}^\\circ$. Find $m\\angle ${nB}$.`,
        answer: `$${other}^\\circ$`,
        wrong: [
          {
            text: `$${180 - theta}^\\circ$`,
            mistake: 'took the supplement instead of the complement',
          },
          { text: `$${90 + theta}^\\circ$`, mistake: 'added 90° instead of subtracting' },
          { text: `$${theta}^\\circ$`, mistake: 'assumed the two acute angles are equal' },
          {
            text: `$${Math.abs(180 - 2 * theta)}^\\circ$`,
            mistake: 'subtracted the given angle twice from 180°',
          },
        ],
        frame,
        figure: triangleFigure({
          names: [nA, nB, nC],
          points: rightTrianglePoints(rng, 10 * cosD(other), 10 * sinD(other)),
          angles: { [nA]: `${theta}°`, [nB]: '?' },
          right: nC,
          caption: `Right triangle ${nA}${nB}${nC} with the right angle at ${nC}.`,
        }),
        hints: [
          'The three angles of a triangle add up to $180^\\circ$.',
          `The right angle takes $90^\\circ$, so the two acute angles add up to $90^\\circ$.`,
        ],
        steps: [
          `$m\\angle ${nA} + m\\angle ${nB} = 180^\\circ - 90^\\circ = 90^\\circ$.`,
          `$m\\angle ${nB} = 90^\\circ - ${theta}^\\circ = ${other}^\\circ$`,
        ],
        explanation: `The acute angles of a right triangle are complementary: $m\\angle ${nB} = 90^\\circ - ${theta}^\\circ = ${other}^\\circ$.`,
      };
    }
    if (frame === 'third-side') {
      const [p, q, r] = rng.pick([
        [3, 4, 5],
        [5, 12, 13],
        [8, 15, 17],
        [7, 24, 25],
        [6, 8, 10],
        [9, 12, 15],
        [20, 21, 29],
      ] as const);
      const k = rng.pick([1, 1, 2, 3]);
      const [a, b, c] = [p * k, q * k, r * k];
      const hypFound = rng.chance(0.5);
      const cm = (x: number): string => `$${Number.isInteger(x) ? x : fixed(x, 2)}$ cm`;
      const given = hypFound
        ? `$${nC}${nB} = ${a}$ cm and $${nA}${nC} = ${b}$ cm`
        : `$${nA}${nB} = ${c}$ cm and $${nC}${nB} = ${a}$ cm`;
      const want = hypFound ? `${nA}${nB}` : `${nA}${nC}`;
      const answer = hypFound ? c : b;
      return {
        question: `In the right triangle $${nA}${nB}${nC}$, the right angle is at $${nC}$, ${given}. Find $${want}$.`,
        answer: cm(answer),
        wrong: hypFound
          ? [
              { text: cm(a + b), mistake: 'added the two legs' },
              {
                text: cm(Math.sqrt(b * b - a * a)),
                mistake: 'subtracted the squares for the hypotenuse',
              },
              { text: cm((a + b) / 2), mistake: 'averaged the two legs' },
              { text: cm(a * a + b * b), mistake: 'forgot the square root' },
            ]
          : [
              { text: cm(Math.sqrt(c * c + a * a)), mistake: 'added the squares for a leg' },
              { text: cm(c - a), mistake: 'subtracted the lengths instead of their squares' },
              { text: cm(c * c - a * a), mistake: 'forgot the square root' },
              { text: cm(c + a), mistake: 'added the lengths' },
            ],
        frame,
        figure: triangleFigure({
          names: [nA, nB, nC],
          points: rightTrianglePoints(rng, a, b),
          sides: hypFound
            ? { [`${nC}${nB}`]: `${a} cm`, [`${nA}${nC}`]: `${b} cm`, [want]: '?' }
            : { [`${nA}${nB}`]: `${c} cm`, [`${nC}${nB}`]: `${a} cm`, [want]: '?' },
          right: nC,
          caption: `Right triangle ${nA}${nB}${nC} with the right angle at ${nC}.`,
        }),
        hints: [
          `$${nA}${nB}$, opposite the right angle, is the hypotenuse.`,
          hypFound
            ? "Pythagoras' theorem: the hypotenuse squared is the sum of the squares of the legs."
            : "Pythagoras' theorem: a leg squared is the hypotenuse squared minus the other leg squared.",
        ],
        steps: hypFound
          ? [
              `$${want}^2 = ${a}^2 + ${b}^2 = ${a * a + b * b}$.`,
              `$${want} = \\sqrt{${a * a + b * b}} = ${c}$ cm`,
            ]
          : [
              `$${want}^2 = ${c}^2 - ${a}^2 = ${c * c - a * a}$.`,
              `$${want} = \\sqrt{${c * c - a * a}} = ${b}$ cm`,
            ],
        explanation: `By Pythagoras' theorem, $${want} = ${answer}$ cm.`,
      };
    }
    const theta = rng.pick(ANGLES);
    const h = rng.int(5, 25);
    const kind = rng.pick(['sin', 'cos', 'tan', 'over-sin']);
    // The given side and x, placed so that `kind` is the right relation.
    const opposite = `${nA}${nC}`;
    const adjacent = `${nC}${nB}`;
    const hyp = `${nA}${nB}`;
    const layout: Record<string, { given: string; x: string; answer: string }> = {
      sin: { given: hyp, x: opposite, answer: `$x = ${h}\\sin ${theta}^\\circ$` },
      cos: { given: hyp, x: adjacent, answer: `$x = ${h}\\cos ${theta}^\\circ$` },
      tan: { given: adjacent, x: opposite, answer: `$x = ${h}\\tan ${theta}^\\circ$` },
      'over-sin': { given: opposite, x: hyp, answer: `$x = \\frac{${h}}{\\sin ${theta}^\\circ}$` },
    };
    const chosen = layout[kind] ?? { given: hyp, x: opposite, answer: '' };
    const all = [
      {
        text: `$x = ${h}\\sin ${theta}^\\circ$`,
        mistake: 'used sin: took x as opposite over hypotenuse',
      },
      {
        text: `$x = ${h}\\cos ${theta}^\\circ$`,
        mistake: 'used cos: took x as adjacent over hypotenuse',
      },
      {
        text: `$x = ${h}\\tan ${theta}^\\circ$`,
        mistake: 'used tan: took x as opposite over adjacent',
      },
      {
        text: `$x = \\frac{${h}}{\\sin ${theta}^\\circ}$`,
        mistake: 'divided by sin: took x as the hypotenuse',
      },
      {
        text: `$x = \\frac{${h}}{\\cos ${theta}^\\circ}$`,
        mistake: 'divided by cos: took x as the hypotenuse',
      },
    ];
    const why: Record<string, string> = {
      sin: 'x is opposite the angle and the given side is the hypotenuse, so use $\\sin$',
      cos: 'x is next to the angle and the given side is the hypotenuse, so use $\\cos$',
      tan: 'x is opposite the angle and the given side is next to it, so use $\\tan$',
      'over-sin': 'x is the hypotenuse and the given side is opposite the angle, so use $\\sin$',
    };
    return {
      question: `In the right triangle $${nA}${nB}${nC}$, the right angle is at $${nC}$, $${chosen.given} = ${h}$ cm, $m\\angle ${nB} = ${theta}^\\circ$ and $${chosen.x} = x$ cm. Which equation gives $x$?`,
      answer: chosen.answer,
      wrong: all.filter((w) => w.text !== chosen.answer),
      frame,
      figure: triangleFigure({
        names: [nA, nB, nC],
        points: rightTrianglePoints(rng, 10 * cosD(theta), 10 * sinD(theta)),
        sides: { [chosen.given]: `${h} cm`, [chosen.x]: 'x' },
        angles: { [nB]: `${theta}°` },
        right: nC,
        caption: `Right triangle ${nA}${nB}${nC} with the right angle at ${nC}.`,
      }),
      hints: [
        `Name the sides from the $${theta}^\\circ$ angle: hypotenuse $${hyp}$, opposite $${opposite}$, adjacent $${adjacent}$.`,
        'Choose the ratio that uses the given side and $x$ (SOH CAH TOA).',
      ],
      steps: [`Here ${why[kind] ?? ''}.`, `So ${chosen.answer}.`],
      explanation: `Here ${why[kind] ?? ''}: ${chosen.answer}.`,
    };
  },
});

// ---------------------------------------------------------------- solve it all: perimeter, area

const solveAll = defineTemplate({
  id: `${lesson}/perimeter-area-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.6,
  build(rng) {
    const frame = rng.pick([
      'perimeter-from-hypotenuse',
      'perimeter-from-leg',
      'area-from-leg',
      'plot-area',
    ]);
    const theta = rng.pick(ANGLES);
    const [nA, nB, nC] =
      frame === 'plot-area' ? (['P', 'Q', 'R'] as const) : rng.pick(TRIANGLE_NAMES);
    const plot = frame === 'plot-area';
    const unit = plot ? 'm' : 'cm';
    const fromHyp = frame === 'perimeter-from-hypotenuse' || plot;
    const given = plot ? rng.int(10, 60) : rng.int(5, 30);
    const adj = fromHyp ? given * cosD(theta) : given;
    const opp = fromHyp ? given * sinD(theta) : given * tanD(theta);
    const hyp = fromHyp ? given : given / cosD(theta);
    const area = frame === 'area-from-leg' || plot;
    const value = area ? (adj * opp) / 2 : adj + opp + hyp;
    const givenSide = fromHyp ? `${nA}${nB}` : `${nC}${nB}`;
    const ask = area
      ? `the area of the ${plot ? 'plot' : 'triangle'}, to the nearest tenth of a square ${plot ? 'metre' : 'centimetre'}`
      : 'the perimeter of the triangle, to the nearest tenth of a centimetre';
    const question = plot
      ? `A field $${nA}${nB}${nC}$ is a right triangle with the right angle at $${nC}$. Its longest side $${nA}${nB}$ is $${given}$ m and $m\\angle ${nB} = ${theta}^\\circ$. Find ${ask}.`
      : `In the right triangle $${nA}${nB}${nC}$, the right angle is at $${nC}$, $${givenSide} = ${given}$ cm and $m\\angle ${nB} = ${theta}^\\circ$. Find ${ask}.`;
    const first = fromHyp
      ? [
          `$${nC}${nB} = ${given}\\cos ${theta}^\\circ \\approx ${t2(adj)}$ ${unit}.`,
          `$${nA}${nC} = ${given}\\sin ${theta}^\\circ \\approx ${t2(opp)}$ ${unit}.`,
        ]
      : [
          `$${nA}${nC} = ${given}\\tan ${theta}^\\circ \\approx ${t2(opp)}$ ${unit}.`,
          `$${nA}${nB} = \\frac{${given}}{\\cos ${theta}^\\circ} \\approx ${t2(hyp)}$ ${unit}.`,
        ];
    const last = area
      ? `Area $= \\frac{1}{2} \\times ${nC}${nB} \\times ${nA}${nC} \\approx ${t1(value)}$ ${unit}²`
      : `Perimeter $= ${nA}${nB} + ${nC}${nB} + ${nA}${nC} \\approx ${t1(value)}$ ${unit}`;
    return {
      question,
      answer: t1(value),
      decimals: 1,
      trueValue: value,
      unit: area ? `${unit}²` : unit,
      frame,
      multiStep: true,
      ...(plot ? { context: true } : {}),
      figure: triangleFigure({
        names: [nA, nB, nC],
        points: rightTrianglePoints(rng, adj, opp),
        sides: { [givenSide]: `${given} ${unit}` },
        angles: { [nB]: `${theta}°` },
        right: nC,
        caption: `Right triangle ${nA}${nB}${nC} with the right angle at ${nC}.`,
      }),
      hints: [
        area
          ? 'The area needs the two legs, which meet at the right angle.'
          : 'The perimeter needs all three sides: find the two you do not know.',
        fromHyp
          ? `From the hypotenuse: the leg opposite $${theta}^\\circ$ is $${given}\\sin ${theta}^\\circ$ and the leg next to it is $${given}\\cos ${theta}^\\circ$.`
          : `From the leg next to $${theta}^\\circ$: the opposite leg is $${given}\\tan ${theta}^\\circ$ and the hypotenuse is $\\frac{${given}}{\\cos ${theta}^\\circ}$.`,
      ],
      steps: [...first, last],
      explanation: `${first.join(' ')} ${last}.`,
    };
  },
});

// ---------------------------------------------------------------- isosceles: split in two

const isosceles = defineTemplate({
  id: `${lesson}/isosceles-altitude-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.8,
  build(rng) {
    const frame = rng.pick(['base-from-legs', 'area-from-base', 'roof-rafter']);
    const theta = rng.pick([25, 28, 30, 32, 35, 38, 40, 42, 48, 50, 55, 58, 62, 65]);
    const roof = frame === 'roof-rafter';
    let leg: number;
    let base: number;
    if (frame === 'base-from-legs') {
      leg = rng.int(5, 25);
      base = 2 * leg * cosD(theta);
    } else {
      base = roof ? rng.int(6, 16) : rng.int(6, 30);
      leg = base / 2 / cosD(theta);
    }
    const height = (base / 2) * tanD(theta);
    const unit = roof ? 'm' : 'cm';
    const A = pt(0, height);
    const B = pt(-base / 2, 0);
    const C = pt(base / 2, 0);
    const D = pt(0, 0);
    const elements = [
      seg(A, B, frame === 'base-from-legs' ? `${leg} ${unit}` : undefined),
      seg(A, C),
      seg(B, C, frame === 'base-from-legs' ? undefined : `${base} ${unit}`),
      seg(A, D, undefined, true),
      mark(B, C, A, `${theta}°`),
      square(D, C, A),
      dot(A, 'A'),
      dot(B, 'B'),
      dot(C, 'C'),
      // D is named only when no label runs along BC through it (the figure lint refuses that).
      ...(frame === 'base-from-legs' ? [dot(D, 'D')] : []),
    ];
    const split =
      frame === 'base-from-legs'
        ? `The altitude $AD$ bisects the base, so $BD = DC$ and $\\triangle ABD$ has its right angle at $D$.`
        : 'The altitude from $A$ meets $BC$ at its midpoint, making two equal right triangles.';
    if (frame === 'base-from-legs') {
      return {
        question: `In the isosceles triangle $ABC$, $AB = AC = ${leg}$ cm and the base angles are $${theta}^\\circ$. $D$ is the foot of the altitude from $A$. Find the base $BC$, to the nearest tenth of a centimetre.`,
        answer: t1(base),
        decimals: 1,
        trueValue: base,
        unit,
        frame,
        multiStep: true,
        figure: { caption: 'Isosceles triangle ABC with AB = AC and the altitude AD.', elements },
        hints: [
          'The altitude from $A$ splits the isosceles triangle into two equal right triangles.',
          `In $\\triangle ABD$, $BD$ is next to the $${theta}^\\circ$ angle and $AB$ is the hypotenuse.`,
          `$BD = ${leg}\\cos ${theta}^\\circ$; the base is twice that.`,
        ],
        steps: [
          split,
          `$BD = ${leg}\\cos ${theta}^\\circ \\approx ${t2(base / 2)}$ cm.`,
          `$BC = 2 \\times BD \\approx ${t1(base)}$ cm`,
        ],
        explanation: `${split} $BC = 2 \\times ${leg}\\cos ${theta}^\\circ \\approx ${t1(base)}$ cm.`,
      };
    }
    if (frame === 'area-from-base') {
      const area = (base * height) / 2;
      return {
        question: `In the isosceles triangle $ABC$, $AB = AC$, the base $BC = ${base}$ cm and the base angles are $${theta}^\\circ$. Find the area of the triangle, to the nearest tenth of a square centimetre.`,
        answer: t1(area),
        decimals: 1,
        trueValue: area,
        unit: 'cm²',
        frame,
        multiStep: true,
        figure: {
          caption: 'Isosceles triangle ABC with AB = AC and the altitude from A.',
          elements,
        },
        hints: [
          'Draw the altitude from $A$: it splits the base in half and is the height $h$ of the triangle.',
          `In either right triangle, $h$ is opposite the $${theta}^\\circ$ angle and half the base, $${base / 2}$ cm, is next to it.`,
          `$h = ${base / 2}\\tan ${theta}^\\circ$; then the area is $\\frac{1}{2} \\times BC \\times h$.`,
        ],
        steps: [
          split,
          `$h = ${base / 2}\\tan ${theta}^\\circ \\approx ${t2(height)}$ cm.`,
          `Area $= \\frac{1}{2} \\times ${base} \\times h \\approx ${t1(area)}$ cm²`,
        ],
        explanation: `${split} $h = ${base / 2}\\tan ${theta}^\\circ$, so the area is $\\frac{1}{2} \\times ${base} \\times h \\approx ${t1(area)}$ cm².`,
      };
    }
    return {
      question: `The end of a roof is an isosceles triangle $ABC$ with equal rafters $AB = AC$. The span $BC$ is $${base}$ m and each rafter makes an angle of $${theta}^\\circ$ with the horizontal. Find the length of a rafter, to the nearest tenth of a metre.`,
      answer: t1(leg),
      decimals: 1,
      trueValue: leg,
      unit,
      frame,
      multiStep: true,
      context: true,
      figure: {
        caption: 'The end of a roof: rafters AB and AC, span BC, and the vertical from A.',
        elements,
      },
      hints: [
        'The vertical from the ridge $A$ meets the span at its midpoint.',
        `In each half, half the span ($${base / 2}$ m) is next to the $${theta}^\\circ$ angle and the rafter is the hypotenuse.`,
      ],
      steps: [
        split,
        `Half the span is $\\frac{${base}}{2} = ${base / 2}$ m.`,
        `$AB = \\frac{${base / 2}}{\\cos ${theta}^\\circ} \\approx ${t1(leg)}$ m`,
      ],
      explanation: `${split} $AB = \\frac{${base / 2}}{\\cos ${theta}^\\circ} \\approx ${t1(leg)}$ m.`,
    };
  },
});

// ---------------------------------------------------------------- rectangle and its diagonal

const rectangle = defineTemplate({
  id: `${lesson}/rectangle-diagonal-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: 0.7,
  build(rng) {
    const frame = rng.pick([
      'diagonal-from-side',
      'side-from-diagonal',
      'angle-from-sides',
      'screen-width',
    ]);
    const theta = rng.pick([22, 25, 28, 30, 32, 35, 38, 40, 50, 52, 55, 58]);
    let w: number;
    let h: number;
    let drawnDiagonal = 0;
    if (frame === 'angle-from-sides') {
      w = rng.int(5, 30);
      h = rng.int(4, 28);
      if (h === w) redraw('a square');
    } else if (frame === 'diagonal-from-side') {
      w = rng.int(5, 30);
      h = w * tanD(theta);
    } else {
      drawnDiagonal = frame === 'screen-width' ? rng.int(30, 80) * 2 : rng.int(6, 30);
      w = drawnDiagonal * cosD(theta);
      h = drawnDiagonal * sinD(theta);
    }
    const diag = drawnDiagonal || Math.hypot(w, h);
    const A = pt(0, 0);
    const B = pt(w, 0);
    const C = pt(w, h);
    const D = pt(0, h);
    const screen = frame === 'screen-width';
    const unit = 'cm';
    const given = (label: string, from: typeof A, to: typeof A) => seg(from, to, label);
    const outline = { kind: 'polygon' as const, points: [A, B, C, D] };
    const base = [outline, seg(A, C)];
    const names = [dot(A, 'A'), dot(B, 'B'), dot(C, 'C'), dot(D, 'D'), square(B, A, C)];
    const c = (x: number): string => opt1(x, unit);
    if (frame === 'angle-from-sides') {
      const angle = Math.atan(h / w) / DEG;
      const d1 = (x: number): string => `$${fixed(x, 1)}^\\circ$`;
      return {
        question: `$ABCD$ is a rectangle with $AB = ${w}$ cm and $BC = ${h}$ cm. Find $m\\angle CAB$, the angle between the diagonal $AC$ and the side $AB$, to the nearest tenth of a degree.`,
        answer: d1(angle),
        wrong: [
          {
            text: d1(90 - angle),
            mistake: 'found the angle between the diagonal and the other side',
          },
          { text: d1(45), mistake: 'assumed the diagonal bisects the right angle' },
          { text: d1(Math.atan(h / w)), mistake: 'read the inverse tangent in radians' },
          { text: d1(2 * angle), mistake: 'doubled the angle, thinking of both triangles' },
        ],
        frame,
        facts: { optionRange: { min: 0, max: 90, why: 'an angle of a right triangle is acute' } },
        figure: {
          caption: 'Rectangle ABCD with the diagonal AC.',
          elements: [
            ...base,
            given(`${w} cm`, A, B),
            given(`${h} cm`, B, C),
            mark(A, B, C, '?'),
            ...names,
          ],
        },
        hints: [
          'The diagonal cuts the rectangle into two right triangles; use $\\triangle ABC$, right-angled at $B$.',
          `From $\\angle CAB$, $BC$ is opposite and $AB$ is next to it: $\\tan(\\angle CAB) = \\frac{${h}}{${w}}$.`,
        ],
        steps: [
          `In $\\triangle ABC$, $\\tan(\\angle CAB) = \\frac{BC}{AB} = \\frac{${h}}{${w}}$.`,
          `$m\\angle CAB = \\tan^{-1}\\left(\\frac{${h}}{${w}}\\right) \\approx ${fixed(angle, 1)}^\\circ$`,
        ],
        explanation: `$\\tan(\\angle CAB) = \\frac{${h}}{${w}}$, so $m\\angle CAB \\approx ${fixed(angle, 1)}^\\circ$.`,
      };
    }
    if (frame === 'diagonal-from-side') {
      return {
        question: `$ABCD$ is a rectangle with $AB = ${w}$ cm, and the diagonal $AC$ makes an angle of $${theta}^\\circ$ with $AB$. Find the length of the diagonal $AC$, to one decimal place.`,
        answer: c(diag),
        wrong: [
          { text: c(w * cosD(theta)), mistake: 'multiplied by cos instead of dividing' },
          { text: c(w * tanD(theta)), mistake: 'found the side BC instead of the diagonal' },
          { text: c(w / sinD(theta)), mistake: 'used sin: took AB as opposite the angle' },
          { text: c(w + w * tanD(theta)), mistake: 'added the two sides' },
        ],
        frame,
        figure: {
          caption: 'Rectangle ABCD with the diagonal AC.',
          elements: [...base, given(`${w} cm`, A, B), mark(A, B, C, `${theta}°`), ...names],
        },
        hints: [
          'The diagonal is the hypotenuse of the right triangle $ABC$ (right angle at $B$).',
          `$AB$ is next to the $${theta}^\\circ$ angle: $\\cos ${theta}^\\circ = \\frac{${w}}{AC}$.`,
        ],
        steps: [
          `$\\cos ${theta}^\\circ = \\frac{AB}{AC}$, so $AC = \\frac{${w}}{\\cos ${theta}^\\circ}$.`,
          `$AC \\approx ${t1(diag)}$ cm`,
        ],
        explanation: `$AC = \\frac{${w}}{\\cos ${theta}^\\circ} \\approx ${t1(diag)}$ cm.`,
      };
    }
    const sideText = screen ? 'width' : 'side $BC$';
    const want = screen ? w : h;
    const fn = screen ? 'cos' : 'sin';
    return {
      question: screen
        ? `A rectangular TV screen $ABCD$ has a diagonal $AC$ of $${diag}$ cm, and the diagonal makes an angle of $${theta}^\\circ$ with the bottom edge $AB$. Find the width $AB$ of the screen, to one decimal place.`
        : `$ABCD$ is a rectangle whose diagonal $AC = ${diag}$ cm makes an angle of $${theta}^\\circ$ with the side $AB$. Find the ${sideText}, to one decimal place.`,
      answer: c(want),
      wrong: screen
        ? [
            { text: c(h), mistake: 'found the height of the screen (used sin)' },
            { text: c(diag / cosD(theta)), mistake: 'divided by cos instead of multiplying' },
            { text: c(diag * tanD(theta)), mistake: 'used tan with the diagonal' },
            { text: c(diag - h), mistake: 'subtracted the height from the diagonal' },
          ]
        : [
            { text: c(w), mistake: 'found AB (used cos) instead of BC' },
            { text: c(diag / sinD(theta)), mistake: 'divided by sin instead of multiplying' },
            { text: c(diag * tanD(theta)), mistake: 'used tan with the diagonal' },
            { text: c(diag - w), mistake: 'subtracted the other side from the diagonal' },
          ],
      frame,
      ...(screen ? { context: true } : {}),
      figure: {
        caption: screen
          ? 'A rectangular screen ABCD with the diagonal AC.'
          : 'Rectangle ABCD with the diagonal AC.',
        elements: [outline, given(`${diag} cm`, A, C), mark(A, B, C, `${theta}°`), ...names],
      },
      hints: [
        'The diagonal is the hypotenuse of the right triangle $ABC$.',
        screen
          ? `$AB$ is next to the $${theta}^\\circ$ angle: use the cosine.`
          : `$BC$ is opposite the $${theta}^\\circ$ angle: use the sine.`,
      ],
      steps: [
        `In $\\triangle ABC$ (right angle at $B$), $${screen ? 'AB' : 'BC'} = ${diag}\\${fn} ${theta}^\\circ$.`,
        `$${screen ? 'AB' : 'BC'} \\approx ${t1(want)}$ cm`,
      ],
      explanation: `$${screen ? 'AB' : 'BC'} = ${diag}\\${fn} ${theta}^\\circ \\approx ${t1(want)}$ cm.`,
    };
  },
});

// ---------------------------------------------------------------- two observations, decimals

const twoObservations = defineTemplate({
  id: `${lesson}/two-observations-rounded-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 1.6,
  build(rng) {
    const frame = rng.pick(['walk-towards', 'opposite-sides', 'boats-below', 'flagpole-on-roof']);
    const pair = (): [number, number] => {
      const a = rng.int(18, 40);
      const b = rng.int(a + 8, Math.min(a + 30, 70));
      return [a, b];
    };
    const base = {
      decimals: 1,
      unit: 'm',
      frame,
      multiStep: true,
      context: true,
    } as const;
    if (frame === 'walk-towards') {
      const [alpha, beta] = pair();
      const d = rng.int(4, 20) * 5;
      const h = d / (cotD(alpha) - cotD(beta));
      const x = h * cotD(beta);
      const a = pt(0, 0);
      const b = pt(d, 0);
      const f = pt(d + x, 0);
      const t = pt(d + x, h);
      return {
        ...base,
        question: `From a point $A$ on level ground, the angle of elevation of the top $T$ of a tower is $${alpha}^\\circ$. After walking $${d}$ m straight towards the tower to $B$, the angle of elevation is $${beta}^\\circ$. Find the height of the tower, to the nearest tenth of a metre.`,
        answer: t1(h),
        trueValue: h,
        figure: {
          caption: 'A tower FT observed from A and then from B on the same line.',
          elements: [
            seg(a, pt(d + x * 1.15, 0)),
            seg(a, b, `${d} m`),
            seg(f, t),
            seg(a, t, undefined, true),
            seg(b, t, undefined, true),
            mark(a, b, t, `${alpha}°`),
            mark(b, f, t, `${beta}°`),
            square(f, b, t),
            dot(a, 'A'),
            dot(b, 'B'),
            dot(f, 'F'),
            dot(t, 'T'),
          ],
        },
        hints: [
          'Call the height $h$ and the distance $BF$ from $B$ to the foot $x$.',
          `Two right triangles: $\\tan ${beta}^\\circ = \\frac{h}{x}$ and $\\tan ${alpha}^\\circ = \\frac{h}{x + ${d}}$.`,
          `So $h = x\\tan ${beta}^\\circ = (x + ${d})\\tan ${alpha}^\\circ$: solve for $x$ first.`,
        ],
        steps: [
          `$x\\tan ${beta}^\\circ = (x + ${d})\\tan ${alpha}^\\circ$, so $x = \\frac{${d}\\tan ${alpha}^\\circ}{\\tan ${beta}^\\circ - \\tan ${alpha}^\\circ} \\approx ${t2(x)}$ m.`,
          `$h = x\\tan ${beta}^\\circ \\approx ${t1(h)}$ m`,
        ],
        explanation: `$x = BF \\approx ${t2(x)}$ m, and $h = x\\tan ${beta}^\\circ \\approx ${t1(h)}$ m.`,
      };
    }
    if (frame === 'opposite-sides') {
      const [alpha, beta] = pair();
      const d = rng.int(6, 30) * 5;
      const h = d / (cotD(alpha) + cotD(beta));
      const fa = h * cotD(alpha);
      const a = pt(0, 0);
      const f = pt(fa, 0);
      const b = pt(d, 0);
      const t = pt(fa, h);
      return {
        ...base,
        question: `Two points $A$ and $B$ on level ground are $${d}$ m apart, on opposite sides of a tower $FT$ and in line with its foot $F$. The angles of elevation of the top $T$ from $A$ and $B$ are $${alpha}^\\circ$ and $${beta}^\\circ$. Find the height of the tower, to the nearest tenth of a metre.`,
        answer: t1(h),
        trueValue: h,
        figure: {
          caption: 'A tower FT between A and B, observed from both.',
          // AB runs through F, so its length is in the question only (the lint refuses the label).
          elements: [
            seg(a, b),
            seg(f, t),
            seg(a, t, undefined, true),
            seg(b, t, undefined, true),
            mark(a, b, t, `${alpha}°`),
            mark(b, a, t, `${beta}°`),
            square(f, b, t),
            dot(a, 'A'),
            dot(b, 'B'),
            dot(f, 'F'),
            dot(t, 'T'),
          ],
        },
        hints: [
          'Write both ground distances $AF$ and $FB$ in terms of the height $h$.',
          `$AF = \\frac{h}{\\tan ${alpha}^\\circ}$ and $FB = \\frac{h}{\\tan ${beta}^\\circ}$, and $AF + FB = ${d}$.`,
        ],
        steps: [
          `$\\frac{h}{\\tan ${alpha}^\\circ} + \\frac{h}{\\tan ${beta}^\\circ} = ${d}$.`,
          `$h = \\frac{${d}}{\\frac{1}{\\tan ${alpha}^\\circ} + \\frac{1}{\\tan ${beta}^\\circ}} \\approx ${t1(h)}$ m`,
        ],
        explanation: `$AF + FB = h\\left(\\frac{1}{\\tan ${alpha}^\\circ} + \\frac{1}{\\tan ${beta}^\\circ}\\right) = ${d}$, so $h \\approx ${t1(h)}$ m.`,
      };
    }
    if (frame === 'boats-below') {
      const [alpha, beta] = pair();
      const h = rng.int(4, 25) * 10;
      const near = h * cotD(beta);
      const far = h * cotD(alpha);
      const gap = far - near;
      const top = pt(0, h);
      const foot = pt(0, 0);
      const p = pt(near, 0);
      const q = pt(far, 0);
      return {
        ...base,
        question: `From the top $T$ of a lighthouse $${h}$ m high, the angles of depression of two boats $P$ and $Q$, in line with the foot $F$ and on the same side of it, are $${beta}^\\circ$ and $${alpha}^\\circ$. Find the distance $PQ$ between the boats, to the nearest tenth of a metre.`,
        answer: t1(gap),
        trueValue: gap,
        figure: {
          caption:
            'A lighthouse FT and two boats P and Q; the angles at P and Q equal the angles of depression from T.',
          elements: [
            seg(pt(-far * 0.05, 0), pt(far * 1.08, 0)),
            seg(foot, top, `${h} m`),
            seg(top, pt(far, h), undefined, true),
            seg(top, p),
            seg(top, q),
            // Two arcs at T would crowd: the equal angles at the boats are marked instead.
            mark(p, foot, top, `${beta}°`),
            mark(q, foot, top, `${alpha}°`),
            square(foot, top, q),
            dot(top, 'T'),
            dot(foot, 'F'),
            dot(p, 'P'),
            dot(q, 'Q'),
          ],
        },
        hints: [
          'Each angle of depression equals the angle of elevation from that boat (alternate angles).',
          'Find $FP$ and $FQ$ separately with the tangent, then subtract.',
          `$FP = \\frac{${h}}{\\tan ${beta}^\\circ}$ and $FQ = \\frac{${h}}{\\tan ${alpha}^\\circ}$.`,
        ],
        steps: [
          `$FP = \\frac{${h}}{\\tan ${beta}^\\circ} \\approx ${t2(near)}$ m.`,
          `$FQ = \\frac{${h}}{\\tan ${alpha}^\\circ} \\approx ${t2(far)}$ m.`,
          `$PQ = FQ - FP \\approx ${t1(gap)}$ m`,
        ],
        explanation: `$FP \\approx ${t2(near)}$ m and $FQ \\approx ${t2(far)}$ m, so $PQ \\approx ${t1(gap)}$ m.`,
      };
    }
    const [alpha, beta] = pair();
    const d = rng.int(4, 16) * 5;
    const roof = d * tanD(alpha);
    const top = d * tanD(beta);
    const pole = top - roof;
    if (pole < 1.5) redraw('the pole would be too short to draw');
    const o = pt(0, 0);
    const f = pt(d, 0);
    const r = pt(d, roof);
    const t = pt(d, top);
    return {
      ...base,
      question: `A flagpole $RT$ stands on the flat roof of a building $FR$. From a point $A$ on level ground $${d}$ m from the foot $F$ of the building, the angles of elevation of the bottom $R$ and the top $T$ of the flagpole are $${alpha}^\\circ$ and $${beta}^\\circ$. Find the length of the flagpole, to the nearest tenth of a metre.`,
      answer: t1(pole),
      trueValue: pole,
      figure: {
        caption: 'A building FR with a flagpole RT on its roof, observed from A.',
        elements: [
          seg(pt(-d * 0.08, 0), pt(d * 1.15, 0)),
          seg(o, f, `${d} m`),
          seg(f, r),
          seg(r, t),
          seg(o, r, undefined, true),
          seg(o, t, undefined, true),
          mark(o, f, r, `${alpha}°`),
          { kind: 'angle', vertex: o, from: f, to: t, label: `${beta}°` },
          square(f, o, t),
          dot(o, 'A'),
          dot(f, 'F'),
          dot(r, 'R'),
          dot(t, 'T'),
        ],
      },
      hints: [
        'Two right triangles share the side $AF$: $\\triangle AFR$ and $\\triangle AFT$.',
        `$FR = ${d}\\tan ${alpha}^\\circ$ and $FT = ${d}\\tan ${beta}^\\circ$; the flagpole is the difference.`,
      ],
      steps: [
        `$FR = ${d}\\tan ${alpha}^\\circ \\approx ${t2(roof)}$ m.`,
        `$FT = ${d}\\tan ${beta}^\\circ \\approx ${t2(top)}$ m.`,
        `$RT = FT - FR \\approx ${t1(pole)}$ m`,
      ],
      explanation: `$FR \\approx ${t2(roof)}$ m and $FT \\approx ${t2(top)}$ m, so $RT \\approx ${t1(pole)}$ m.`,
    };
  },
});

// ---------------------------------------------------------------- elevation or depression (easy)

const sightAngles = defineTemplate({
  id: `${lesson}/elevation-depression-angles`,
  lesson,
  type: 'MCQ',
  b: -0.9,
  build(rng) {
    const frame = rng.pick(['depression-to-elevation', 'angle-with-vertical', 'which-angle']);
    const theta = rng.pick([18, 22, 25, 28, 32, 35, 38, 42, 48, 52, 55, 58, 62]);
    const deg = (x: number): string => `$${x}^\\circ$`;
    if (frame === 'which-angle') {
      const up = rng.chance(0.5);
      const answer = up ? 'The angle of elevation' : 'The angle of depression';
      return {
        question: up
          ? `Omar stands on level ground and looks up at the top of a tree. What is the angle between his line of sight and the horizontal called?`
          : `Mona stands at the top of a tower and looks down at a car on the road. What is the angle between her line of sight and the horizontal called?`,
        answer,
        wrong: [
          {
            text: up ? 'The angle of depression' : 'The angle of elevation',
            mistake: 'mixed up elevation (looking up) and depression (looking down)',
          },
          {
            text: 'The angle with the vertical',
            mistake: 'measured from the vertical instead of the horizontal',
          },
          {
            text: 'The right angle of the triangle',
            mistake: 'named the right angle at the foot of the object',
          },
        ],
        frame,
        context: true,
        hints: [
          'Both angles are measured from the horizontal through the eye.',
          up
            ? 'Here the line of sight goes up from the horizontal.'
            : 'Here the line of sight goes down from the horizontal.',
        ],
        steps: [
          `The line of sight goes ${up ? 'up' : 'down'} from the horizontal.`,
          `So the angle is called ${answer.toLowerCase()}.`,
        ],
        explanation: `An angle measured ${up ? 'up' : 'down'} from the horizontal to a line of sight is ${answer.toLowerCase()}.`,
      };
    }
    if (frame === 'angle-with-vertical') {
      return {
        question: `From the top $T$ of a vertical cliff $TF$, the angle of depression of a boat $S$ is $${theta}^\\circ$. Find $m\\angle FTS$, the angle between the cliff and the line of sight $TS$.`,
        answer: deg(90 - theta),
        wrong: [
          { text: deg(theta), mistake: 'took the angle of depression as the angle with the cliff' },
          { text: deg(180 - theta), mistake: 'took the supplement instead of the complement' },
          { text: deg(90 + theta), mistake: 'added 90° instead of subtracting' },
        ],
        frame,
        context: true,
        hints: [
          'The angle of depression is measured from the horizontal through $T$.',
          'The cliff is vertical, so the horizontal and the cliff make $90^\\circ$ at $T$.',
        ],
        steps: [
          `The horizontal through $T$ and the cliff $TF$ are perpendicular.`,
          `$m\\angle FTS = 90^\\circ - ${theta}^\\circ = ${90 - theta}^\\circ$`,
        ],
        explanation: `$m\\angle FTS = 90^\\circ - ${theta}^\\circ = ${90 - theta}^\\circ$.`,
      };
    }
    return {
      question: `From the top $T$ of a lighthouse, the angle of depression of a boat $S$ on the sea is $${theta}^\\circ$. Find the angle of elevation of $T$ from the boat.`,
      answer: deg(theta),
      wrong: [
        { text: deg(90 - theta), mistake: 'took the complement: the angle with the lighthouse' },
        { text: deg(180 - theta), mistake: 'took the supplement' },
        { text: deg(2 * theta), mistake: 'added the two angles as if they were different' },
      ],
      frame,
      context: true,
      facts: {
        keyPrinted: 'the angles of depression and elevation are equal: the student names why',
      },
      hints: [
        'The horizontal through $T$ and the sea level are parallel.',
        'The line of sight $TS$ cuts both: look for alternate angles.',
      ],
      steps: [
        'The horizontal through $T$ is parallel to the sea, and $TS$ crosses both.',
        `The angles are alternate, so the angle of elevation is $${theta}^\\circ$.`,
      ],
      explanation: `Alternate angles between parallel horizontals: the angle of elevation equals the angle of depression, $${theta}^\\circ$.`,
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
  firstSteps,
  solveAll,
  isosceles,
  rectangle,
  twoObservations,
  sightAngles,
];
