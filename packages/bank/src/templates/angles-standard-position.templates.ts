/** Lesson: angles in standard position (quadrants, coterminal angles, reading a drawn angle). */
import type { FigureElement, Point } from '../figures/figure-model';
import { polar, pt } from '../figures/geometry';
import type { Figure } from '../figures/figure-model';
import type { Rng } from '../rng';
import { defineTemplate } from './define-template';
import { fmt, quadrantOf, referenceAngle } from './exact';

const lesson = 'angles-standard-position' as const;
const QUADRANT_NAMES = [
  '',
  'the first quadrant',
  'the second quadrant',
  'the third quadrant',
  'the fourth quadrant',
];

/** Smallest non-negative coterminal angle: θ mod 360 in [0, 360). */
export function normalise360(deg: number): number {
  return ((deg % 360) + 360) % 360;
}

function deg(x: number): string {
  return `$${fmt(x)}^\\circ$`;
}

/** Axes with the angle's terminal side drawn from the origin (radius 1). */
function standardPositionFigure(thetaDeg: number, marks: FigureElement[], caption: string): Figure {
  const o = pt(0, 0);
  const end = polar(o, 1, thetaDeg);
  return {
    caption,
    elements: [
      { kind: 'axes', xMin: -1.3, xMax: 1.3, yMin: -1.3, yMax: 1.3, xLabel: 'x', yLabel: 'y' },
      { kind: 'ray', from: o, through: end },
      ...marks,
      { kind: 'point', at: o, label: 'O' },
    ],
  };
}

const quadrant = defineTemplate({
  id: `${lesson}/quadrant-of-angle`,
  lesson,
  type: 'MCQ',
  b: -1.2,
  build(rng) {
    let theta = 0;
    while (quadrantOf(theta) === 0) theta = rng.int(-72, 72) * 10 + rng.pick([0, 5]);
    const q = quadrantOf(theta);
    const mirrored = quadrantOf(-theta);
    const wrong = [1, 2, 3, 4]
      .filter((k) => k !== q)
      .map((k) => ({
        text: capitalise(QUADRANT_NAMES[k] ?? ''),
        mistake:
          k === mirrored
            ? 'measured the angle clockwise instead of anticlockwise'
            : k === (q % 4) + 1 || k === ((q + 2) % 4) + 1
              ? 'off by one quadrant when counting the turns'
              : 'read the quadrant from the sign of the angle only',
      }));
    return {
      question: `In which quadrant does the terminal side of an angle of ${deg(theta)} in standard position lie?`,
      answer: capitalise(QUADRANT_NAMES[q] ?? ''),
      wrong,
      explanation: `Add or subtract whole turns of $360^\\circ$: ${deg(theta)} is coterminal with ${deg(normalise360(theta))}, which lies in ${QUADRANT_NAMES[q]}.`,
    };
  },
});

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const smallestPositive = defineTemplate({
  id: `${lesson}/smallest-positive-coterminal`,
  lesson,
  type: 'short_answer',
  b: -0.6,
  build(rng) {
    const base = rng.int(1, 35) * 10 + rng.pick([0, 5]);
    const turns = rng.pick([-2, -1, 1, 2, 3]);
    const theta = base + 360 * turns;
    return {
      question: `Find the smallest positive angle that is coterminal with ${deg(theta)}. Give your answer in degrees.`,
      answer: `${base}°`,
      explanation: `Coterminal angles differ by whole turns: $${theta}^\\circ ${turns > 0 ? '-' : '+'} ${Math.abs(turns)} \\times 360^\\circ = ${base}^\\circ$.`,
    };
  },
});

const negativeCoterminal = defineTemplate({
  id: `${lesson}/negative-coterminal`,
  lesson,
  type: 'short_answer',
  b: -0.3,
  build(rng) {
    const theta = rng.int(1, 35) * 10 + rng.pick([0, 5]);
    return {
      question: `Find the angle between $-360^\\circ$ and $0^\\circ$ that is coterminal with ${deg(theta)}.`,
      answer: `${theta - 360}°`,
      explanation: `Subtract one full turn: $${theta}^\\circ - 360^\\circ = ${theta - 360}^\\circ$.`,
    };
  },
});

const whichCoterminal = defineTemplate({
  id: `${lesson}/which-is-coterminal`,
  lesson,
  type: 'MCQ',
  b: -0.8,
  build(rng) {
    const theta = rng.int(1, 17) * 10 + rng.pick([0, 5]);
    const k = rng.pick([-1, 1, 2]);
    // A wrong option must not be coterminal itself (180° - 90° is 90°: a second right answer).
    const notCoterminal = (option: { text: string; angle: number }): boolean =>
      (((option.angle - theta) % 360) + 360) % 360 !== 0;
    const candidates = [
      {
        angle: theta + 180 * (k >= 0 ? 1 : -1),
        mistake: 'added half a turn (180°) instead of a full turn',
      },
      { angle: -theta, mistake: 'changed the sign of the angle instead of adding 360°' },
      { angle: 360 - theta, mistake: 'subtracted the angle from 360° instead of adding 360°' },
      { angle: 180 - theta, mistake: 'gave the supplementary angle' },
      { angle: theta + 90, mistake: 'added a quarter turn instead of a full turn' },
    ].map((c) => ({ ...c, text: deg(c.angle) }));
    return {
      question: `Which of the following angles is coterminal with ${deg(theta)}?`,
      answer: deg(theta + 360 * k),
      wrong: candidates.filter(notCoterminal).map(({ text, mistake }) => ({ text, mistake })),
      explanation: `Coterminal angles differ by a multiple of $360^\\circ$: $${theta}^\\circ + (${k}) \\times 360^\\circ = ${theta + 360 * k}^\\circ$.`,
    };
  },
});

/** The figure marks the acute angle between the terminal side and the nearest x-axis half. */
function referenceMarks(theta: number, alpha: number): { marks: FigureElement[]; axisEnd: Point } {
  const o = pt(0, 0);
  const q = quadrantOf(theta);
  const axisEnd = q === 1 || q === 4 ? pt(1.3, 0) : pt(-1.3, 0);
  return {
    marks: [
      { kind: 'angle', vertex: o, from: axisEnd, to: polar(o, 1, theta), label: `${alpha}°` },
    ],
    axisEnd,
  };
}

const readDrawnAngle = defineTemplate({
  id: `${lesson}/measure-from-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: -0.2,
  build(rng) {
    const alpha = rng.int(2, 8) * 5 + rng.pick([0, 0, 3]);
    const q = rng.pick([2, 3]);
    const theta = q === 2 ? 180 - alpha : 180 + alpha;
    const { marks } = referenceMarks(theta, alpha);
    return {
      // The text names the quadrant: the figure shows it, but the text alone must tell.
      question: `The terminal side of an angle $\\theta$ in standard position lies in the ${q === 2 ? 'second' : 'third'} quadrant and makes an angle of ${deg(alpha)} with the negative $x$-axis, as shown. Find the measure of $\\theta$ (between $0^\\circ$ and $360^\\circ$).`,
      answer: deg(theta),
      wrong: [
        {
          text: deg(alpha),
          mistake: 'gave the reference angle instead of the angle in standard position',
        },
        {
          text: deg(q === 2 ? 180 + alpha : 180 - alpha),
          mistake: 'placed the angle in the wrong quadrant',
        },
        { text: deg(360 - alpha), mistake: 'measured from the positive x-axis clockwise' },
        { text: deg(90 + alpha), mistake: 'measured from the y-axis' },
      ],
      figure: standardPositionFigure(
        theta,
        marks,
        `An angle θ in standard position whose terminal side lies in quadrant ${q === 2 ? 'II' : 'III'}.`,
      ),
      explanation:
        q === 2
          ? `In the second quadrant $\\theta = 180^\\circ - ${alpha}^\\circ = ${theta}^\\circ$.`
          : `In the third quadrant $\\theta = 180^\\circ + ${alpha}^\\circ = ${theta}^\\circ$.`,
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
    // From 20°: a narrower turn leaves no room to see the mark or write its size.
    const beta = rng.int(4, 16) * 5;
    const theta = 360 - beta;
    const o = pt(0, 0);
    const marks: FigureElement[] = [
      { kind: 'angle', vertex: o, from: pt(1.3, 0), to: polar(o, 1, -beta), label: `${beta}°` },
    ];
    return {
      question: `The terminal side of an angle is obtained by turning ${deg(beta)} clockwise from the positive $x$-axis, as shown. Find the smallest positive angle in standard position with this terminal side.`,
      answer: `${theta}°`,
      figure: standardPositionFigure(
        -beta,
        marks,
        'An angle measured clockwise from the positive x-axis.',
      ),
      explanation: `A clockwise turn of ${deg(beta)} is the angle $-${beta}^\\circ$; adding $360^\\circ$ gives ${deg(theta)}.`,
    };
  },
});

const SPECIAL_DIRECTIONS = [
  { dx: 1, dy: 1, theta: 45 },
  { dx: -1, dy: 1, theta: 135 },
  { dx: -1, dy: -1, theta: 225 },
  { dx: 1, dy: -1, theta: 315 },
  { dx: 0, dy: 1, theta: 90 },
  { dx: -1, dy: 0, theta: 180 },
  { dx: 0, dy: -1, theta: 270 },
];

const throughPoint = defineTemplate({
  id: `${lesson}/terminal-through-point`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: 0.3,
  build(rng: Rng) {
    const dir = rng.pick(SPECIAL_DIRECTIONS);
    const k = rng.int(1, 6);
    const x = dir.dx * k;
    const y = dir.dy * k;
    const o = pt(0, 0);
    const p = pt(x, y);
    const lim = k * 1.35;
    return {
      question: `The terminal side of the angle $\\theta$ in standard position passes through the point $P(${x}, ${y})$. Find $\\theta$, where $0^\\circ \\le \\theta < 360^\\circ$.`,
      answer: deg(dir.theta),
      wrong: [
        {
          text: deg(referenceAngle(dir.theta)),
          mistake: 'gave the reference angle instead of the angle in standard position',
        },
        { text: deg(normalise360(-dir.theta)), mistake: 'measured the angle clockwise' },
        {
          text: deg(normalise360(dir.theta + 180)),
          mistake: 'took the opposite direction (signs of both coordinates swapped)',
        },
        { text: deg(normalise360(dir.theta + 90)), mistake: 'off by one quadrant' },
        { text: deg(normalise360(dir.theta - 90)), mistake: 'off by one quadrant' },
      ],
      figure: {
        caption: `The point P(${x}, ${y}) on the terminal side of θ.`,
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
          { kind: 'point', at: p, label: `P(${x}, ${y})`, dot: true },
          { kind: 'point', at: o, label: 'O' },
        ],
      },
      explanation: `$P(${x}, ${y})$ lies ${dir.theta % 90 === 0 ? 'on an axis' : `on the line $y = ${dir.dx * dir.dy > 0 ? '' : '-'}x$`}, so the terminal side points at ${deg(dir.theta)} from the positive $x$-axis.`,
    };
  },
});

export const angleStandardPositionTemplates = [
  quadrant,
  smallestPositive,
  negativeCoterminal,
  whichCoterminal,
  readDrawnAngle,
  clockwiseToPositive,
  throughPoint,
];
