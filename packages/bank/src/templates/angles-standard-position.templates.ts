/**
 * Lesson: angles in standard position (quadrants and axes, coterminal angles, reading a drawn
 * angle, turns in context). Every template draws three or more frames; every item has hints and
 * a worked solution. Shared wording and figures are in angles-standard-position-kit.ts.
 */
import type { Figure, FigureElement } from '../figures/figure-model';
import { polar, pt } from '../figures/geometry';
import type { Rng } from '../rng';
import {
  AXIS_NAMES,
  axisOf,
  capitalise,
  deg,
  QUADRANT_RANGES_HINT,
  QUADRANT_WORDS,
  normalise360,
  normaliseStep,
  standardPositionFigure,
} from './angles-standard-position-kit';
import { type Choice, defineTemplate } from './define-template';
import { quadrantOf, referenceAngle } from './exact';
import { redraw } from './redraw';

export { normalise360 };

const lesson = 'angles-standard-position' as const;

/** A whole or half-ten angle between -720° and 720° that lies in a quadrant. */
function quadrantAngle(rng: Rng): number {
  let theta = 0;
  while (quadrantOf(theta) === 0) theta = rng.int(-72, 72) * 10 + rng.pick([0, 5]);
  return theta;
}

const quadrant = defineTemplate({
  id: `${lesson}/quadrant-of-angle`,
  lesson,
  type: 'MCQ',
  b: -1.2,
  build(rng) {
    const frame = rng.pick(['given-angle', 'turning-arm', 'after-adding'] as const);
    const theta = quadrantAngle(rng);
    const add = frame === 'after-adding' ? rng.pick([90, 180, 270]) : 0;
    const target = theta + add;
    const q = quadrantOf(target);
    const n = normalise360(target);
    const answer = `The ${QUADRANT_WORDS[q]} quadrant`;
    const mistakeFor = (k: number): string => {
      if (frame === 'after-adding' && k === quadrantOf(theta)) {
        return `gave the quadrant of θ instead of θ + ${add}°`;
      }
      if (frame === 'after-adding' && k === quadrantOf(theta - add)) {
        return `subtracted ${add}° instead of adding it`;
      }
      if (k === quadrantOf(-target)) return 'measured the angle clockwise instead of anticlockwise';
      return 'off by one quadrant when counting the turns';
    };
    const wrong: Choice[] = [1, 2, 3, 4]
      .filter((k) => k !== q)
      .map((k) => ({ text: `The ${QUADRANT_WORDS[k]} quadrant`, mistake: mistakeFor(k) }));
    const lastStep = `${deg(n)} lies between ${deg(90 * (q - 1))} and ${deg(90 * q)}, so the terminal side lies in the ${QUADRANT_WORDS[q]} quadrant.`;
    if (frame === 'turning-arm') {
      return {
        frame,
        context: true,
        question: `A robot arm starts along the positive $x$-axis and turns through ${deg(Math.abs(theta))} ${theta > 0 ? 'anticlockwise' : 'clockwise'} about the origin. In which quadrant does the arm stop?`,
        answer,
        wrong,
        hints: [
          'An anticlockwise turn is a positive angle in standard position; a clockwise turn is a negative angle.',
          'Add or subtract whole turns of $360^\\circ$ until the angle is between $0^\\circ$ and $360^\\circ$.',
          QUADRANT_RANGES_HINT,
        ],
        steps: [
          `The arm's angle in standard position is ${deg(theta)}.`,
          ...normaliseStep(theta),
          lastStep,
        ],
        explanation: `The arm's angle is ${deg(theta)}, coterminal with ${deg(n)}, which lies in ${QUADRANT_WORDS[q]} quadrant.`,
      };
    }
    if (frame === 'after-adding') {
      return {
        frame,
        multiStep: true,
        question: `The angle $\\theta$ in standard position measures ${deg(theta)}. In which quadrant does the terminal side of the angle $\\theta + ${add}^\\circ$ lie?`,
        answer,
        wrong,
        hints: [
          `First work out $\\theta + ${add}^\\circ$ as a number of degrees.`,
          'Then add or subtract whole turns of $360^\\circ$ until the angle is between $0^\\circ$ and $360^\\circ$.',
          QUADRANT_RANGES_HINT,
        ],
        steps: [
          `$\\theta + ${add}^\\circ = ${theta}^\\circ + ${add}^\\circ = ${target}^\\circ$.`,
          ...normaliseStep(target),
          lastStep,
        ],
        explanation: `$\\theta + ${add}^\\circ = ${target}^\\circ$, coterminal with ${deg(n)}, which lies in the ${QUADRANT_WORDS[q]} quadrant.`,
      };
    }
    return {
      frame,
      question: `In which quadrant does the terminal side of an angle of ${deg(theta)} in standard position lie?`,
      answer,
      wrong,
      hints: [
        'Add or subtract whole turns of $360^\\circ$ until the angle is between $0^\\circ$ and $360^\\circ$.',
        QUADRANT_RANGES_HINT,
      ],
      steps: [...normaliseStep(theta), lastStep],
      explanation: `Add or subtract whole turns of $360^\\circ$: ${deg(theta)} is coterminal with ${deg(n)}, which lies in the ${QUADRANT_WORDS[q]} quadrant.`,
    };
  },
});

const smallestPositive = defineTemplate({
  id: `${lesson}/smallest-positive-coterminal`,
  lesson,
  type: 'short_answer',
  b: -0.6,
  build(rng) {
    const frame = rng.pick(['large-angle', 'negative-angle', 'turns', 'windmill'] as const);
    const hints = [
      'Coterminal angles differ by whole turns of $360^\\circ$.',
      'Add or subtract $360^\\circ$ as many times as needed to land between $0^\\circ$ and $360^\\circ$.',
    ];
    if (frame === 'turns') {
      const turns = rng.pick([2, 3]);
      const back = rng.int(1, 35) * 10 + rng.pick([0, 5]);
      const total = 360 * turns - back;
      const key = 360 - back;
      return {
        frame,
        multiStep: true,
        question: `An angle in standard position is made by ${turns} full turns anticlockwise followed by a further turn of ${deg(back)} clockwise. Find the smallest positive angle that is coterminal with it. Give your answer in degrees.`,
        answer: `${key}°`,
        hints: [
          'Write the angle as one number of degrees: anticlockwise turns are positive, clockwise turns negative.',
          ...hints,
        ],
        steps: [
          `The angle is $${turns} \\times 360^\\circ - ${back}^\\circ = ${total}^\\circ$.`,
          `$${total}^\\circ - ${turns - 1} \\times 360^\\circ = ${key}^\\circ$`,
        ],
        explanation: `$${turns} \\times 360^\\circ - ${back}^\\circ = ${total}^\\circ$, and removing ${turns - 1} whole turn${turns - 1 === 1 ? '' : 's'} leaves ${deg(key)}.`,
      };
    }
    const base = rng.int(1, 35) * 10 + rng.pick([0, 5]);
    const turns = frame === 'negative-angle' ? rng.pick([-2, -1]) : rng.pick([1, 2, 3]);
    const theta = base + 360 * turns;
    const step = `$${theta}^\\circ ${turns > 0 ? '-' : '+'} ${Math.abs(turns)} \\times 360^\\circ = ${base}^\\circ$`;
    const explanation = `Coterminal angles differ by whole turns: ${step}.`;
    if (frame === 'windmill') {
      return {
        frame,
        context: true,
        question: `A windmill's sail starts along the positive $x$-axis and turns through ${deg(theta)} anticlockwise. Find the smallest positive angle in standard position that gives the sail's final position. Give your answer in degrees.`,
        answer: `${base}°`,
        hints: [...hints, `How many whole turns of $360^\\circ$ fit into ${deg(theta)}?`],
        steps: [`The sail's angle is ${deg(theta)}.`, step],
        explanation,
      };
    }
    return {
      frame,
      question: `Find the smallest positive angle that is coterminal with ${deg(theta)}. Give your answer in degrees.`,
      answer: `${base}°`,
      hints:
        turns > 0
          ? [...hints, `How many whole turns of $360^\\circ$ fit into ${deg(theta)}?`]
          : [...hints, 'A negative angle needs whole turns added, not subtracted.'],
      steps: [step],
      explanation,
    };
  },
});

const negativeCoterminal = defineTemplate({
  id: `${lesson}/negative-coterminal`,
  lesson,
  type: 'short_answer',
  b: -0.3,
  build(rng) {
    const frame = rng.pick(['between', 'large-angle', 'fan'] as const);
    const base = rng.int(1, 35) * 10 + rng.pick([0, 5]);
    const key = base - 360;
    const hints = [
      'Coterminal angles differ by whole turns of $360^\\circ$; subtract turns to reach a negative angle.',
      'The angle you want lies between $-360^\\circ$ and $0^\\circ$.',
    ];
    if (frame === 'large-angle') {
      const theta = base + 360;
      return {
        frame,
        multiStep: true,
        question: `Find the angle between $-360^\\circ$ and $0^\\circ$ that is coterminal with ${deg(theta)}.`,
        answer: `${key}°`,
        hints,
        steps: [
          `$${theta}^\\circ - 360^\\circ = ${base}^\\circ$, still positive.`,
          `$${base}^\\circ - 360^\\circ = ${key}^\\circ$`,
        ],
        explanation: `Subtract two full turns: $${theta}^\\circ - 720^\\circ = ${key}^\\circ$.`,
      };
    }
    const step = `$${base}^\\circ - 360^\\circ = ${key}^\\circ$`;
    if (frame === 'fan') {
      return {
        frame,
        context: true,
        question: `An engineer records a fan blade's position as the angle ${deg(base)} in standard position. Her software measures clockwise turns from the positive $x$-axis as negative angles between $-360^\\circ$ and $0^\\circ$. Which angle does the software record for the same position?`,
        answer: `${key}°`,
        hints,
        steps: ['The same position is reached by a clockwise turn: subtract one full turn.', step],
        explanation: `Subtract one full turn: ${step}.`,
      };
    }
    return {
      frame,
      question: `Find the angle between $-360^\\circ$ and $0^\\circ$ that is coterminal with ${deg(base)}.`,
      answer: `${key}°`,
      hints,
      steps: [step],
      explanation: `Subtract one full turn: ${step}.`,
    };
  },
});

const whichCoterminal = defineTemplate({
  id: `${lesson}/which-is-coterminal`,
  lesson,
  type: 'MCQ',
  b: -0.8,
  build(rng) {
    const frame = rng.pick(['which-is', 'which-is-not', 'pair'] as const);
    const theta = rng.int(1, 17) * 10 + rng.pick([0, 5]);
    const coterminal = (angle: number): boolean => (((angle - theta) % 360) + 360) % 360 === 0;
    const hints = [
      'Two angles are coterminal when they differ by a whole number of turns of $360^\\circ$.',
      'For each option, subtract the given angle and see whether the difference is a multiple of $360^\\circ$.',
    ];
    const nearMisses = [
      { angle: theta + 180, mistake: 'added half a turn (180°) instead of a full turn' },
      { angle: -theta, mistake: 'changed the sign of the angle instead of adding 360°' },
      { angle: 360 - theta, mistake: 'subtracted the angle from 360° instead of adding 360°' },
      { angle: 180 - theta, mistake: 'gave the supplementary angle' },
      { angle: theta + 90, mistake: 'added a quarter turn instead of a full turn' },
    ].filter((c) => !coterminal(c.angle));
    if (frame === 'which-is-not') {
      const odd = rng.pick(nearMisses);
      const wrong = rng
        .shuffle([-2, -1, 1, 2, 3])
        .slice(0, 4)
        .map((k) => ({
          text: deg(theta + 360 * k),
          mistake: `thought an angle that differs by ${Math.abs(k)} × 360° is not coterminal`,
        }));
      return {
        frame,
        question: `Which of the following angles is not coterminal with ${deg(theta)}?`,
        answer: deg(odd.angle),
        wrong,
        hints,
        steps: [
          `The other options differ from ${deg(theta)} by whole turns of $360^\\circ$.`,
          `$${odd.angle}^\\circ - ${theta}^\\circ = ${odd.angle - theta}^\\circ$, not a multiple of $360^\\circ$, so the answer is ${deg(odd.angle)}.`,
        ],
        explanation: `${deg(odd.angle)} differs from ${deg(theta)} by $${odd.angle - theta}^\\circ$, which is not a whole number of turns.`,
      };
    }
    const k = rng.pick([-1, 1, 2]);
    if (frame === 'pair') {
      const starts = rng.shuffle([20, 35, 50, 65, 80, 110, 125, 140, 155, 170]).slice(0, 4);
      const [a = 20, b1 = 35, b2 = 50, b3 = 65] = starts;
      const pair = (x: number, y: number): string => `${deg(x)} and ${deg(y)}`;
      return {
        frame,
        question: 'Which pair of angles in standard position are coterminal?',
        answer: pair(a, a + 360 * k),
        wrong: [
          { text: pair(b1, b1 + 180), mistake: 'took angles half a turn apart as coterminal' },
          { text: pair(b2, -b2), mistake: 'took an angle and its negative as coterminal' },
          { text: pair(b3, 360 - b3), mistake: 'took θ and 360° − θ as coterminal' },
          { text: pair(b2, b2 + 90), mistake: 'took angles a quarter turn apart as coterminal' },
        ],
        hints,
        steps: [
          `$${a + 360 * k}^\\circ - ${a}^\\circ = ${360 * k}^\\circ = ${k} \\times 360^\\circ$, a whole number of turns.`,
          `So the coterminal pair is ${pair(a, a + 360 * k)}.`,
        ],
        explanation: `${deg(a)} and ${deg(a + 360 * k)} differ by $${360 * k}^\\circ$, a whole number of turns; each other pair differs by $90^\\circ$, $180^\\circ$ or a non-multiple of $360^\\circ$.`,
      };
    }
    return {
      frame,
      question: `Which of the following angles is coterminal with ${deg(theta)}?`,
      answer: deg(theta + 360 * k),
      wrong: nearMisses.map((c) => ({ text: deg(c.angle), mistake: c.mistake })),
      hints,
      steps: [
        `Coterminal angles are $${theta}^\\circ + 360^\\circ n$ for whole numbers $n$.`,
        `With $n = ${k}$: $${theta}^\\circ + (${k}) \\times 360^\\circ = ${theta + 360 * k}^\\circ$`,
      ],
      explanation: `Coterminal angles differ by a multiple of $360^\\circ$: $${theta}^\\circ + (${k}) \\times 360^\\circ = ${theta + 360 * k}^\\circ$.`,
    };
  },
});

const readDrawnAngle = defineTemplate({
  id: `${lesson}/measure-from-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: -0.2,
  build(rng) {
    const frame = rng.pick(['negative-x-axis', 'positive-x-axis', 'y-axis'] as const);
    const alpha = rng.int(2, 8) * 5 + rng.pick([0, 0, 3]);
    const o = pt(0, 0);
    // Where the named axis half points, the quadrant, and θ measured from the positive x-axis.
    const setting =
      frame === 'negative-x-axis'
        ? rng.pick([
            { axisDeg: 180, q: 2, theta: 180 - alpha, axis: 'the negative $x$-axis' },
            { axisDeg: 180, q: 3, theta: 180 + alpha, axis: 'the negative $x$-axis' },
          ])
        : frame === 'positive-x-axis'
          ? { axisDeg: 0, q: 4, theta: 360 - alpha, axis: 'the positive $x$-axis' }
          : rng.pick([
              { axisDeg: 90, q: 2, theta: 90 + alpha, axis: 'the positive $y$-axis' },
              { axisDeg: 270, q: 3, theta: 270 - alpha, axis: 'the negative $y$-axis' },
              { axisDeg: 270, q: 4, theta: 270 + alpha, axis: 'the negative $y$-axis' },
            ]);
    const { axisDeg, q, theta, axis } = setting;
    const marks: FigureElement[] = [
      {
        kind: 'angle',
        vertex: o,
        from: polar(o, 1.3, axisDeg),
        to: polar(o, 1, theta),
        label: `${alpha}°`,
      },
    ];
    const sign = theta > axisDeg || (axisDeg === 0 && theta > 180) ? '+' : '-';
    const fromAxis =
      axisDeg === 0 ? `360^\\circ - ${alpha}^\\circ` : `${axisDeg}^\\circ ${sign} ${alpha}^\\circ`;
    return {
      frame,
      // The text names the quadrant and the axis: the figure shows them, but the text alone tells.
      question: `The terminal side of an angle $\\theta$ in standard position lies in the ${QUADRANT_WORDS[q]} quadrant and makes an angle of ${deg(alpha)} with ${axis}, as shown. Find the measure of $\\theta$ (between $0^\\circ$ and $360^\\circ$).`,
      answer: deg(theta),
      wrong: [
        {
          text: deg(alpha),
          mistake: 'gave the marked angle instead of the angle in standard position',
        },
        {
          text: deg(normalise360(axisDeg + (sign === '+' ? -alpha : alpha))),
          mistake: 'turned from the axis the wrong way, into the wrong quadrant',
        },
        { text: deg(360 - alpha), mistake: 'measured from the positive x-axis clockwise' },
        { text: deg(90 + alpha), mistake: 'measured from the positive y-axis' },
        { text: deg(180 + alpha), mistake: 'measured from the negative x-axis' },
      ],
      hints: [
        '$\\theta$ is measured anticlockwise from the positive $x$-axis.',
        axisDeg === 0
          ? `The terminal side is ${deg(alpha)} short of a full turn of $360^\\circ$.`
          : `${capitalise(axis)} is at ${deg(axisDeg)} from the positive $x$-axis; the terminal side is ${deg(alpha)} away from it.`,
      ],
      steps: [
        axisDeg === 0
          ? 'A full turn from the positive $x$-axis is $360^\\circ$; the terminal side stops short of it.'
          : `${capitalise(axis)} is at ${deg(axisDeg)} in standard position.`,
        `$\\theta = ${fromAxis} = ${theta}^\\circ$`,
      ],
      figure: standardPositionFigure(
        theta,
        marks,
        `An angle θ in standard position whose terminal side lies in the ${QUADRANT_WORDS[q]} quadrant.`,
      ),
      explanation: `In the ${QUADRANT_WORDS[q]} quadrant, $\\theta = ${fromAxis} = ${theta}^\\circ$.`,
    };
  },
});

const clockwiseToPositive = defineTemplate({
  id: `${lesson}/clockwise-angle-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.1,
  build(rng) {
    const frame = rng.pick(['clockwise', 'negative-equivalent', 'lighthouse'] as const);
    const o = pt(0, 0);
    if (frame === 'negative-equivalent') {
      const theta = rng.int(19, 34) * 10 + rng.pick([0, 5]);
      const key = theta - 360;
      return {
        frame,
        question: `The figure shows an angle of ${deg(theta)} in standard position, measured anticlockwise. Find the negative angle between $-360^\\circ$ and $0^\\circ$ with the same terminal side.`,
        answer: `${key}°`,
        hints: [
          'Angles with the same terminal side differ by whole turns of $360^\\circ$.',
          'Going round the other way (clockwise) gives a negative angle: subtract one full turn.',
        ],
        steps: [`$${theta}^\\circ - 360^\\circ = ${key}^\\circ$`],
        figure: standardPositionFigure(
          theta,
          [
            {
              kind: 'angle',
              vertex: o,
              from: pt(1.3, 0),
              to: polar(o, 1, theta),
              label: `${theta}°`,
              reflex: true,
            },
          ],
          `An angle of ${theta}° in standard position.`,
        ),
        explanation: `Subtract one full turn: $${theta}^\\circ - 360^\\circ = ${key}^\\circ$.`,
      };
    }
    // From 20°: a narrower turn leaves no room to see the mark or write its size.
    const beta = rng.int(4, 16) * 5;
    const theta = 360 - beta;
    const marks: FigureElement[] = [
      { kind: 'angle', vertex: o, from: pt(1.3, 0), to: polar(o, 1, -beta), label: `${beta}°` },
    ];
    const hints = [
      'A clockwise turn is a negative angle in standard position.',
      'Add one full turn of $360^\\circ$ to the negative angle.',
    ];
    const steps = [
      `A clockwise turn of ${deg(beta)} is the angle $-${beta}^\\circ$.`,
      `$-${beta}^\\circ + 360^\\circ = ${theta}^\\circ$`,
    ];
    const explanation = `A clockwise turn of ${deg(beta)} is the angle $-${beta}^\\circ$; adding $360^\\circ$ gives ${deg(theta)}.`;
    if (frame === 'lighthouse') {
      return {
        frame,
        context: true,
        question: `A lighthouse beam starts pointing along the positive $x$-axis and sweeps ${deg(beta)} clockwise, as shown. Find the smallest positive angle in standard position that gives the beam's new direction.`,
        answer: `${theta}°`,
        hints,
        steps,
        figure: standardPositionFigure(
          -beta,
          marks,
          'A beam turned clockwise from the positive x-axis.',
        ),
        explanation,
      };
    }
    return {
      frame,
      question: `The terminal side of an angle is obtained by turning ${deg(beta)} clockwise from the positive $x$-axis, as shown. Find the smallest positive angle in standard position with this terminal side.`,
      answer: `${theta}°`,
      hints,
      steps,
      figure: standardPositionFigure(
        -beta,
        marks,
        'An angle measured clockwise from the positive x-axis.',
      ),
      explanation,
    };
  },
});

/** Directions with whole-number or surd points on them, by frame. */
const DIAGONALS = [
  { dx: '1', dy: '1', vx: 1, vy: 1, theta: 45 },
  { dx: '-1', dy: '1', vx: -1, vy: 1, theta: 135 },
  { dx: '-1', dy: '-1', vx: -1, vy: -1, theta: 225 },
  { dx: '1', dy: '-1', vx: 1, vy: -1, theta: 315 },
];
const AXES = [
  { dx: '0', dy: '1', vx: 0, vy: 1, theta: 90 },
  { dx: '-1', dy: '0', vx: -1, vy: 0, theta: 180 },
  { dx: '0', dy: '-1', vx: 0, vy: -1, theta: 270 },
];
const R3 = Math.sqrt(3);
const ROOT_THREE = [
  { dx: '√3', dy: '1', vx: R3, vy: 1, theta: 30 },
  { dx: '1', dy: '√3', vx: 1, vy: R3, theta: 60 },
  { dx: '-1', dy: '√3', vx: -1, vy: R3, theta: 120 },
  { dx: '-√3', dy: '1', vx: -R3, vy: 1, theta: 150 },
  { dx: '-√3', dy: '-1', vx: -R3, vy: -1, theta: 210 },
  { dx: '-1', dy: '-√3', vx: -1, vy: -R3, theta: 240 },
  { dx: '1', dy: '-√3', vx: 1, vy: -R3, theta: 300 },
  { dx: '√3', dy: '-1', vx: R3, vy: -1, theta: 330 },
];

/** The angle of quadrant q whose reference angle is `ref`. */
function inQuadrant(q: number, ref: number): number {
  return q === 1 ? ref : q === 2 ? 180 - ref : q === 3 ? 180 + ref : 360 - ref;
}

/** k times a coordinate written '1', '-1', '0', '√3' or '-√3': text and TeX. */
function scaled(k: number, unit: string): { text: string; tex: string } {
  if (unit === '0') return { text: '0', tex: '0' };
  const negative = unit.startsWith('-');
  const root = unit.includes('√3');
  const sign = negative ? '-' : '';
  if (!root) return { text: `${sign}${k}`, tex: `${sign}${k}` };
  const factor = k === 1 ? '' : String(k);
  return { text: `${sign}${factor}√3`, tex: `${sign}${factor}\\sqrt{3}` };
}

const throughPoint = defineTemplate({
  id: `${lesson}/terminal-through-point`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: 0.3,
  build(rng: Rng) {
    const frame = rng.pick(['diagonal', 'axis', 'root-three'] as const);
    const dir = rng.pick(frame === 'diagonal' ? DIAGONALS : frame === 'axis' ? AXES : ROOT_THREE);
    const k = rng.int(1, 6);
    const x = scaled(k, dir.dx);
    const y = scaled(k, dir.dy);
    const o = pt(0, 0);
    const p = pt(dir.vx * k, dir.vy * k);
    const lim = k * (frame === 'root-three' ? 2.35 : 1.35);
    const ref = referenceAngle(dir.theta);
    const wrong: Choice[] = [
      {
        text: deg(ref),
        mistake: 'gave the reference angle instead of the angle in standard position',
      },
      { text: deg(normalise360(-dir.theta)), mistake: 'measured the angle clockwise' },
      {
        text: deg(normalise360(dir.theta + 180)),
        mistake: 'took the opposite direction (signs of both coordinates swapped)',
      },
      { text: deg(normalise360(dir.theta + 90)), mistake: 'off by one quadrant' },
      { text: deg(normalise360(dir.theta - 90)), mistake: 'off by one quadrant' },
    ];
    if (frame === 'root-three') {
      wrong.unshift({
        text: deg(inQuadrant(quadrantOf(dir.theta), 90 - ref)),
        mistake: 'mixed up the 30° and 60° directions (took tan as x over y)',
      });
    }
    const where =
      frame === 'axis'
        ? `$P$ lies on an axis, so the terminal side is along ${AXIS_NAMES[axisOf(dir.theta)]}.`
        : frame === 'diagonal'
          ? `$P$ lies on the line $y = ${dir.vx * dir.vy > 0 ? '' : '-'}x$, so the terminal side makes $45^\\circ$ with the $x$-axis in the ${QUADRANT_WORDS[quadrantOf(dir.theta)]} quadrant.`
          : `$\\tan \\alpha = \\frac{|y|}{|x|} = ${Math.abs(dir.vy) > 1 ? '\\sqrt{3}' : '\\frac{1}{\\sqrt{3}}'}$, so the reference angle is $${ref}^\\circ$, in the ${QUADRANT_WORDS[quadrantOf(dir.theta)]} quadrant.`;
    return {
      frame,
      question: `The terminal side of the angle $\\theta$ in standard position passes through the point $P(${x.tex}, ${y.tex})$. Find $\\theta$, where $0^\\circ \\le \\theta < 360^\\circ$.`,
      answer: deg(dir.theta),
      wrong,
      hints:
        frame === 'axis'
          ? [
              'One coordinate of $P$ is zero: the terminal side lies along an axis.',
              'Which half of the axis: positive or negative?',
            ]
          : [
              'The signs of the coordinates tell you the quadrant.',
              'The reference angle $\\alpha$ has $\\tan \\alpha = \\frac{|y|}{|x|}$.',
            ],
      steps: [where, `So $\\theta = ${dir.theta}^\\circ$`],
      figure: {
        caption: `The point P(${x.text}, ${y.text}) on the terminal side of θ.`,
        elements: [
          { kind: 'axes', xMin: -lim, xMax: lim, yMin: -lim, yMax: lim, xLabel: 'x', yLabel: 'y' },
          { kind: 'ray', from: o, through: p },
          {
            kind: 'angle',
            vertex: o,
            from: pt(lim, 0),
            to: p,
            label: 'θ',
            reflex: dir.theta > 180,
          },
          { kind: 'point', at: p, label: `P(${x.text}, ${y.text})`, dot: true },
          { kind: 'point', at: o, label: 'O' },
        ],
      },
      explanation: `${where} So $\\theta = ${dir.theta}^\\circ$.`,
    };
  },
});

const onAnAxis = defineTemplate({
  id: `${lesson}/quadrantal-angle`,
  lesson,
  type: 'MCQ',
  b: -1.5,
  build(rng) {
    const frame = rng.pick(['given-angle', 'crane', 'which-is-quadrantal'] as const);
    if (frame === 'which-is-quadrantal') {
      const m = rng.pick([-6, -5, -3, -2, 3, 5, 6, 7]);
      const off = rng.shuffle([135, 225, 315, 405, -45, -135]);
      const sixty = rng.pick([120, 240, 300, -60, -120, 420]);
      const odd = rng.pick([100, 200, 250, 350, -100, 280]);
      return {
        frame,
        question:
          'A quadrantal angle is an angle in standard position whose terminal side lies on an axis. Which of the following is a quadrantal angle?',
        answer: deg(90 * m),
        wrong: [
          { text: deg(off[0] ?? 135), mistake: 'took a multiple of 45° for a multiple of 90°' },
          { text: deg(sixty), mistake: 'took a multiple of 60° for a multiple of 90°' },
          {
            text: deg(odd),
            mistake: 'did not check that the angle is a whole number of quarter turns',
          },
          { text: deg(off[1] ?? 225), mistake: 'took a multiple of 45° for a multiple of 90°' },
        ],
        hints: [
          'The axes are at $0^\\circ$, $90^\\circ$, $180^\\circ$ and $270^\\circ$, and at every angle that differs from these by whole turns.',
          'A quadrantal angle is a whole multiple of $90^\\circ$.',
        ],
        steps: [
          `$${90 * m}^\\circ = ${m} \\times 90^\\circ$, a whole number of quarter turns.`,
          `So the quadrantal angle is ${deg(90 * m)}.`,
        ],
        explanation: `${deg(90 * m)} is ${m} quarter turns, so its terminal side lies on an axis; none of the other angles is a multiple of $90^\\circ$.`,
      };
    }
    let m = 0;
    while (m === 0) m = rng.int(-8, 8);
    const theta = 90 * m;
    const axis = axisOf(theta);
    const answer = capitalise(AXIS_NAMES[axis] ?? '');
    const wrong: Choice[] = [0, 1, 2, 3]
      .filter((a) => a !== axis)
      .map((a) => ({
        text: capitalise(AXIS_NAMES[a] ?? ''),
        mistake:
          a === axisOf(-theta)
            ? 'turned clockwise instead of anticlockwise'
            : a === (axis + 2) % 4
              ? 'went half a turn too far'
              : 'miscounted the quarter turns',
      }));
    const n = normalise360(theta);
    const quarterSteps = [
      `$${theta}^\\circ = ${m} \\times 90^\\circ$: ${Math.abs(m)} quarter turn${Math.abs(m) === 1 ? '' : 's'} ${m > 0 ? 'anticlockwise' : 'clockwise'}.`,
      theta === n
        ? `The terminal side of ${deg(n)} lies along ${AXIS_NAMES[axis]}.`
        : `${deg(theta)} is coterminal with ${deg(n)}, so the terminal side lies along ${AXIS_NAMES[axis]}.`,
    ];
    const hints = [
      'Each quarter turn of $90^\\circ$ moves the terminal side to the next half-axis.',
      'Anticlockwise from the positive $x$-axis the half-axes come in the order: positive $y$, negative $x$, negative $y$.',
    ];
    if (frame === 'crane') {
      return {
        frame,
        context: true,
        question: `A crane's arm starts along the positive $x$-axis and turns through ${Math.abs(m)} quarter turn${Math.abs(m) === 1 ? '' : 's'} ${m > 0 ? 'anticlockwise' : 'clockwise'}. Along which half of an axis does the arm stop?`,
        answer,
        wrong,
        hints,
        steps: quarterSteps,
        explanation: `${Math.abs(m)} quarter turns ${m > 0 ? 'anticlockwise' : 'clockwise'} is the angle ${deg(theta)}, whose terminal side lies along ${AXIS_NAMES[axis]}.`,
      };
    }
    return {
      frame,
      question: `Along which half of an axis does the terminal side of an angle of ${deg(theta)} in standard position lie?`,
      answer,
      wrong,
      hints,
      steps: quarterSteps,
      explanation: `${deg(theta)} is ${m} quarter turns, so its terminal side lies along ${AXIS_NAMES[axis]}.`,
    };
  },
});

const inRange = defineTemplate({
  id: `${lesson}/coterminal-in-range`,
  lesson,
  type: 'short_answer',
  b: 0.5,
  build(rng) {
    const frame = rng.pick(['interval', 'smallest-above', 'wheel'] as const);
    const theta = rng.int(1, 35) * 10 + rng.pick([0, 5]);
    const hints = [
      `The angles coterminal with ${deg(theta)} are $${theta}^\\circ + 360^\\circ n$ for whole numbers $n$.`,
      'Choose the whole number $n$ that puts the angle where the question asks.',
    ];
    if (frame === 'interval') {
      const lowTurns = rng.pick([1, 2, -1, -2, -3]);
      const low = 360 * lowTurns;
      const key = theta + low;
      return {
        frame,
        question: `Find the angle coterminal with ${deg(theta)} that lies between ${deg(low)} and ${deg(low + 360)}.`,
        answer: `${key}°`,
        hints,
        steps: [
          `$n = ${lowTurns}$: $${theta}^\\circ + (${lowTurns}) \\times 360^\\circ = ${key}^\\circ$`,
        ],
        explanation: `$${theta}^\\circ + (${lowTurns}) \\times 360^\\circ = ${key}^\\circ$, which lies between ${deg(low)} and ${deg(low + 360)}.`,
      };
    }
    if (frame === 'smallest-above') {
      const above = rng.int(11, 29) * 50 + rng.pick([0, 20]);
      const n = Math.floor((above - theta) / 360) + 1;
      const key = theta + 360 * n;
      if (key === above) redraw('the bound is itself coterminal');
      return {
        frame,
        multiStep: true,
        question: `Find the smallest angle greater than ${deg(above)} that is coterminal with ${deg(theta)}.`,
        answer: `${key}°`,
        hints: [...hints, `Solve $${theta} + 360n > ${above}$ for the smallest whole number $n$.`],
        steps: [
          `$${theta} + 360n > ${above}$ gives $n > ${((above - theta) / 360).toFixed(2)}$, so $n = ${n}$.`,
          `$${theta}^\\circ + ${n} \\times 360^\\circ = ${key}^\\circ$`,
        ],
        explanation: `The smallest whole $n$ with $${theta} + 360n > ${above}$ is $${n}$, giving ${deg(key)}.`,
      };
    }
    const turns = rng.pick([2, 3, 4]);
    const key = theta + 360 * turns;
    return {
      frame,
      multiStep: true,
      context: true,
      question: `A bicycle wheel's valve starts on the positive $x$-axis. The wheel turns anticlockwise, making more than ${turns} but fewer than ${turns + 1} complete turns, and stops with the valve at the angle ${deg(theta)} in standard position. Through how many degrees did the wheel turn?`,
      answer: `${key}°`,
      hints: [
        ...hints,
        `${turns} complete turns are $${turns} \\times 360^\\circ$; the valve then goes on to ${deg(theta)}.`,
      ],
      steps: [
        `${turns} complete turns: $${turns} \\times 360^\\circ = ${360 * turns}^\\circ$.`,
        `Total: $${360 * turns}^\\circ + ${theta}^\\circ = ${key}^\\circ$`,
      ],
      explanation: `The wheel turned ${turns} full turns and a further ${deg(theta)}: $${360 * turns}^\\circ + ${theta}^\\circ = ${key}^\\circ$.`,
    };
  },
});

const WHOLE_WORDS = ['', 'one', 'two', 'three'];

const rotation = defineTemplate({
  id: `${lesson}/rotation-in-context`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.8,
  build(rng) {
    const frame = rng.pick(['rate-time', 'turns-fraction', 'two-moves'] as const);
    const start = rng.int(2, 16) * 10;
    const o = pt(0, 0);
    let total = start;
    let question = '';
    let turnStep = '';
    let hintTurn = '';
    const lead = `A seat on a Ferris wheel starts at the angle ${deg(start)} in standard position (measured from the centre), as shown.`;
    if (frame === 'rate-time') {
      const rate = rng.pick([15, 20, 25, 30, 40, 45]);
      const minutes = rng.int(10, 30);
      total = start + rate * minutes;
      question = `${lead} The wheel turns anticlockwise at ${deg(rate)} per minute. Find the angle in standard position, from $0^\\circ$ to $360^\\circ$, of the seat after ${minutes} minutes.`;
      turnStep = `In ${minutes} minutes the wheel turns $${rate}^\\circ \\times ${minutes} = ${rate * minutes}^\\circ$; the seat is at $${start}^\\circ + ${rate * minutes}^\\circ = ${total}^\\circ$.`;
      hintTurn = 'Angle turned = rate × time; anticlockwise adds to the starting angle.';
    } else if (frame === 'turns-fraction') {
      const whole = rng.int(1, 3);
      const part = rng.pick([
        { words: 'a quarter', deg: 90 },
        { words: 'a half', deg: 180 },
        { words: 'three quarters', deg: 270 },
      ]);
      const turned = 360 * whole + part.deg;
      total = start - turned;
      question = `${lead} The wheel turns clockwise through ${WHOLE_WORDS[whole]} and ${part.words} turns. Find the angle in standard position, from $0^\\circ$ to $360^\\circ$, of the seat now.`;
      turnStep = `${capitalise(WHOLE_WORDS[whole] ?? '')} and ${part.words} turns is $${whole} \\times 360^\\circ + ${part.deg}^\\circ = ${turned}^\\circ$ clockwise, so the seat is at $${start}^\\circ - ${turned}^\\circ = ${total}^\\circ$.`;
      hintTurn = 'A clockwise turn is subtracted from the starting angle.';
    } else {
      const forward = rng.int(40, 90) * 10;
      const back = rng.int(10, 60) * 10 + 5;
      total = start + forward - back;
      question = `${lead} The wheel turns ${deg(forward)} anticlockwise and then ${deg(back)} clockwise. Find the angle in standard position, from $0^\\circ$ to $360^\\circ$, of the seat now.`;
      turnStep = `The seat is at $${start}^\\circ + ${forward}^\\circ - ${back}^\\circ = ${total}^\\circ$.`;
      hintTurn = 'Add the anticlockwise turn and subtract the clockwise turn.';
    }
    const key = normalise360(total);
    if (key === 0) redraw('the seat ends on the positive x-axis');
    return {
      frame,
      multiStep: true,
      context: true,
      question,
      answer: `${key}°`,
      hints: [
        hintTurn,
        'Then add or subtract whole turns of $360^\\circ$ to land between $0^\\circ$ and $360^\\circ$.',
      ],
      steps: [
        turnStep,
        ...(normaliseStep(total).length > 0
          ? normaliseStep(total)
          : [
              `$${total}^\\circ$ is already between $0^\\circ$ and $360^\\circ$: $\\theta = ${key}^\\circ$`,
            ]),
      ],
      figure: standardPositionFigure(
        start,
        [
          {
            kind: 'angle',
            vertex: o,
            from: pt(1.3, 0),
            to: polar(o, 1, start),
            label: `${start}°`,
          },
        ],
        `The seat's starting position at ${start}° in standard position.`,
      ),
      explanation: `${turnStep} Removing whole turns leaves ${deg(key)}.`,
    };
  },
});

const between = defineTemplate({
  id: `${lesson}/angle-between-terminal-sides`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 1.2,
  build(rng) {
    const frame = rng.pick(['two-angles', 'dial', 'reflex'] as const);
    const a = rng.int(-30, 30) * 25 + rng.pick([0, 10]);
    const b = rng.int(-30, 30) * 25 + rng.pick([0, 5]);
    const na = normalise360(a);
    const nb = normalise360(b);
    const d = Math.abs(na - nb);
    const smaller = Math.min(d, 360 - d);
    if (smaller < 25 || smaller > 165 || a === na || b === nb)
      redraw('sides too close or angles too plain');
    const key = frame === 'reflex' ? 360 - smaller : smaller;
    const o = pt(0, 0);
    const figure: Figure = {
      caption: 'Two terminal sides OP and OQ of angles in standard position.',
      elements: [
        { kind: 'axes', xMin: -1.4, xMax: 1.4, yMin: -1.4, yMax: 1.4, xLabel: 'x', yLabel: 'y' },
        { kind: 'ray', from: o, through: polar(o, 1, na) },
        { kind: 'ray', from: o, through: polar(o, 1, nb) },
        { kind: 'point', at: polar(o, 1, na), label: 'P', dot: true },
        { kind: 'point', at: polar(o, 1, nb), label: 'Q', dot: true },
        { kind: 'point', at: o, label: 'O' },
      ],
    };
    const steps = [
      `${deg(a)} is coterminal with ${deg(na)}; ${deg(b)} is coterminal with ${deg(nb)}.`,
      `The difference is $|${na}^\\circ - ${nb}^\\circ| = ${d}^\\circ$${d > 180 ? `, and the smaller angle is $360^\\circ - ${d}^\\circ = ${smaller}^\\circ$` : ''}.`,
      frame === 'reflex'
        ? `The reflex angle: $\\angle POQ = 360^\\circ - ${smaller}^\\circ = ${key}^\\circ$`
        : `The smaller angle between the terminal sides: $\\angle POQ = ${key}^\\circ$`,
    ];
    const hints = [
      'First replace each angle by the coterminal angle between $0^\\circ$ and $360^\\circ$.',
      'The angle between the terminal sides is the difference of those angles, or $360^\\circ$ minus it.',
    ];
    if (frame === 'dial') {
      const turn = (x: number): string =>
        `${deg(Math.abs(x))} ${x >= 0 ? 'anticlockwise' : 'clockwise'}`;
      return {
        frame,
        multiStep: true,
        context: true,
        question: `Two pointers on a machine dial start together along the positive $x$-axis. Pointer $OP$ turns ${turn(a)} and pointer $OQ$ turns ${turn(b)}, ending as shown. Find the smaller angle between the two pointers.`,
        answer: `${key}°`,
        hints: [
          'Write each turn as an angle in standard position: clockwise is negative.',
          ...hints,
        ],
        steps,
        figure,
        explanation: `The pointers are at ${deg(na)} and ${deg(nb)} in standard position, so the smaller angle between them is ${deg(smaller)}.`,
      };
    }
    return {
      frame,
      multiStep: true,
      question: `$OP$ and $OQ$ are the terminal sides of angles of ${deg(a)} and ${deg(b)} in standard position, as shown. Find the ${frame === 'reflex' ? 'reflex' : 'smaller'} angle $POQ$ between the terminal sides.`,
      answer: `${key}°`,
      hints,
      steps,
      figure,
      explanation: `The terminal sides are at ${deg(na)} and ${deg(nb)}, so the smaller angle between them is ${deg(smaller)}${frame === 'reflex' ? ` and the reflex angle is ${deg(key)}` : ''}.`,
    };
  },
});

const howMany = defineTemplate({
  id: `${lesson}/count-coterminal`,
  lesson,
  type: 'short_answer',
  b: 1.6,
  build(rng) {
    const frame = rng.pick(['interval', 'positive-below', 'wheel'] as const);
    const theta = rng.int(1, 35) * 10 + rng.pick([0, 5]);
    const bound = (): number => rng.int(10, 60) * 50 + rng.pick([0, 25]);
    const [low, high, words, context] =
      frame === 'interval'
        ? [-bound(), bound(), '', false]
        : frame === 'positive-below'
          ? [0, bound(), '', false]
          : [0, bound(), 'wheel', true];
    // n runs over whole numbers with low < theta + 360n < high (no bound is itself coterminal).
    if ((((low - theta) % 360) + 360) % 360 === 0 || (((high - theta) % 360) + 360) % 360 === 0) {
      redraw('a bound is coterminal');
    }
    const nLow = Math.ceil((low - theta) / 360);
    const nHigh = Math.floor((high - theta) / 360);
    const count = nHigh - nLow + 1;
    if (count < 3) redraw('too few to count');
    const question =
      frame === 'interval'
        ? `How many angles between ${deg(low)} and ${deg(high)} are coterminal with ${deg(theta)}?`
        : frame === 'positive-below'
          ? `How many positive angles less than ${deg(high)} are coterminal with ${deg(theta)}?`
          : `A point on the rim of a wheel starts on the positive $x$-axis and the wheel turns anticlockwise through ${deg(high)}. How many times does the point pass through the position at ${deg(theta)} in standard position?`;
    return {
      frame,
      multiStep: true,
      ...(context ? { context: true } : {}),
      question,
      answer: String(count),
      hints: [
        `The angles coterminal with ${deg(theta)} are $${theta}^\\circ + 360^\\circ n$ for whole numbers $n$.`,
        `Find every whole number $n$ with $${low} < ${theta} + 360n < ${high}$.`,
      ],
      steps: [
        `$${low} < ${theta} + 360n < ${high}$ gives $${((low - theta) / 360).toFixed(2)} < n < ${((high - theta) / 360).toFixed(2)}$.`,
        `So $n$ runs from $${nLow}$ to $${nHigh}$.`,
        `The number of whole numbers from $${nLow}$ to $${nHigh}$ is $${nHigh} - (${nLow}) + 1 = ${count}$`,
      ],
      explanation: `$${theta} + 360n$ lies between $${low}$ and $${high}$ for $n = ${nLow}, \\ldots, ${nHigh}$${words ? ' (the turns of the wheel)' : ''}: ${count} angles.`,
    };
  },
});

export const angleStandardPositionTemplates = [
  onAnAxis,
  quadrant,
  whichCoterminal,
  smallestPositive,
  negativeCoterminal,
  readDrawnAngle,
  clockwiseToPositive,
  throughPoint,
  inRange,
  rotation,
  between,
  howMany,
];
