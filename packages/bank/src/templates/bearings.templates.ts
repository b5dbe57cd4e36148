/**
 * Lesson: bearings. Three-figure bearings measured clockwise from north, back bearings, and
 * journeys solved with right-triangle trigonometry, the cosine rule and the sine rule.
 */
import type { FigureElement, Point } from '../figures/figure-model';
import { pt } from '../figures/geometry';
import type { Rng } from '../rng';
import {
  angleBetween,
  backBearing,
  bearingMark,
  bKey,
  bTex,
  compassTex,
  compassToBearing,
  norm360,
  northLine,
  pad3,
  travel,
} from './bearings-kit';
import type { Compass } from './bearings-kit';
import type { Choice, Draft } from './define-template';
import { defineTemplate } from './define-template';
import { fixed, fmt } from './exact';
import { avoidNorth, withRedraws } from './help-kit';
import { cosD, sinD } from './triangle-solving-kit';

const lesson = 'bearings' as const;
const DEG = Math.PI / 180;
const atanD = (x: number): number => Math.atan(x) / DEG;
const asinD = (x: number): number => Math.asin(x) / DEG;

/** A bearing option in maths: $070^\circ$. */
const bOpt = (b: number): string => `$${bTex(b)}$`;
const kmOpt = (d: number): string => `$${fixed(d, 1)}$ km`;

/** An angle x (degrees) not within 8° of a compass point, for bearings that are not 'due'. */
function offAxis(rng: Rng, min = 15, max = 345, margin = 8): number {
  for (;;) {
    const b = rng.int(min, max);
    const r = b % 90;
    if (r >= margin && r <= 90 - margin) return b;
  }
}

const SIDE_ANGLES = [15, 20, 25, 28, 32, 35, 38, 40, 42, 48, 50, 52, 55, 58, 62, 65, 70, 72, 75];

// ------------------------------------------------------------ 1. three-figure bearings

const CARDINAL = [
  ['north-east', 45],
  ['east', 90],
  ['south-east', 135],
  ['south', 180],
  ['south-west', 225],
  ['west', 270],
  ['north-west', 315],
] as const;

const threeFigure = defineTemplate({
  id: `${lesson}/three-figure-bearing`,
  lesson,
  type: 'MCQ',
  b: -1.5,
  build: withRedraws((rng): Draft => {
    const frame = rng.pick(['compass', 'cardinal', 'turn'] as const);
    if (frame === 'compass') {
      const c: Compass = {
        from: rng.pick(['N', 'S'] as const),
        x: rng.pick(SIDE_ANGLES),
        to: rng.pick(['E', 'W'] as const),
      };
      const ans = compassToBearing(c);
      const fromWord = c.from === 'N' ? 'north' : 'south';
      const toWord = c.to === 'E' ? 'east' : 'west';
      const fromEastWest =
        c.from === 'N'
          ? c.to === 'E'
            ? 90 - c.x
            : 270 + c.x
          : c.to === 'E'
            ? 90 + c.x
            : 270 - c.x;
      const start = c.from === 'N' ? 0 : 180;
      const sign = ans >= start ? '+' : '-';
      const startTex = c.from === 'N' && c.to === 'W' ? '360^\\circ' : bTex(start);
      return {
        frame,
        question: `Write the direction $${compassTex(c)}$ as a three-figure bearing.`,
        answer: bOpt(ans),
        wrong: [
          { text: bOpt(c.x), mistake: 'wrote the angle from north or south as the bearing' },
          { text: bOpt(360 - ans), mistake: 'measured the bearing anticlockwise from north' },
          {
            text: bOpt(backBearing(ans)),
            mistake: 'gave the opposite direction (the back bearing)',
          },
          { text: bOpt(fromEastWest), mistake: 'measured the angle from the east-west line' },
          { text: bOpt(norm360(180 - ans)), mistake: 'mixed up north and south' },
        ],
        hints: [
          'A three-figure bearing is measured clockwise from north and written with three digits.',
          `$${compassTex(c)}$ means: face due ${fromWord}, then turn $${c.x}^\\circ$ towards the ${toWord}.`,
          `Due ${fromWord} has the bearing $${bTex(start)}$.`,
        ],
        steps: [
          `Due ${fromWord} is the bearing $${bTex(start)}$.`,
          `Turning $${c.x}^\\circ$ towards the ${toWord} ${sign === '+' ? 'adds to' : 'takes away from'} it: $${startTex} ${sign} ${c.x}^\\circ = ${bTex(ans)}$`,
        ],
        explanation: `Start from due ${fromWord} ($${bTex(start)}$) and turn $${c.x}^\\circ$ towards the ${toWord}: the bearing is $${bTex(ans)}$.`,
      };
    }
    if (frame === 'cardinal') {
      const [name, dir] = rng.pick(CARDINAL);
      const reverse = rng.chance(0.5);
      const ans = reverse ? backBearing(dir) : dir;
      const ask = reverse ? '$A$ from $B$' : '$B$ from $A$';
      const due = name.includes('-') ? '' : 'due ';
      return {
        frame,
        question: `A town $B$ lies ${due}${name} of a town $A$. What is the three-figure bearing of ${ask}?`,
        answer: bOpt(ans),
        wrong: [
          {
            text: bOpt(reverse ? dir : backBearing(dir)),
            mistake: reverse
              ? 'gave the bearing of B from A, not of A from B'
              : 'gave the bearing of A from B',
          },
          { text: bOpt(norm360(360 - ans)), mistake: 'measured anticlockwise from north' },
          { text: bOpt(norm360(ans + 90)), mistake: 'measured from east instead of north' },
          { text: bOpt(norm360(ans - 45)), mistake: 'took the neighbouring compass point' },
          { text: bOpt(norm360(ans + 45)), mistake: 'took the neighbouring compass point' },
        ],
        hints: [
          'Bearings are measured clockwise from north: east is a quarter turn, south a half turn.',
          reverse
            ? 'First find the bearing of B from A, then turn round: the bearing of A from B differs by 180°.'
            : `Count the quarter turns (and half quarter turns) clockwise from north to the ${name}.`,
        ],
        steps: reverse
          ? [
              `The bearing of $B$ from $A$ is $${bTex(dir)}$.`,
              `The bearing of $A$ from $B$ is the back bearing: $${bTex(dir)} ${dir < 180 ? '+' : '-'} 180^\\circ = ${bTex(ans)}$`,
            ]
          : [
              `Clockwise from north, the ${name} is at $${bTex(ans)}$, so the bearing is $${bTex(ans)}$`,
            ],
        explanation: `Measured clockwise from north, the bearing of ${ask} is $${bTex(ans)}$.`,
      };
    }
    const start = offAxis(rng, 20, 340);
    const turn = rng.pick([30, 40, 50, 65, 75, 90, 110, 120, 135, 150]);
    const clockwise = rng.chance(0.5);
    const raw = clockwise ? start + turn : start - turn;
    const ans = norm360(raw);
    const wrong: Choice[] = [
      { text: bOpt(clockwise ? start - turn : start + turn), mistake: 'turned the other way' },
      { text: bOpt(backBearing(ans)), mistake: 'gave the opposite direction' },
      { text: bOpt(norm360(360 - ans)), mistake: 'measured the new bearing anticlockwise' },
      { text: bOpt(norm360(start + 180 - turn)), mistake: 'turned from the back bearing' },
    ];
    if (raw >= 360)
      wrong.unshift({
        text: `$${raw}^\\circ$`,
        mistake: 'did not subtract 360° after passing north',
      });
    return {
      frame,
      context: true,
      question: `A ship is sailing on a bearing of $${bTex(start)}$. It turns $${turn}^\\circ$ ${clockwise ? 'clockwise' : 'anticlockwise'}. On what bearing is it now sailing?`,
      answer: bOpt(ans),
      wrong,
      hints: [
        'Clockwise turns add to a bearing; anticlockwise turns subtract.',
        'If the result passes north, add or take away 360° so the bearing lies from 000° to 359°.',
      ],
      steps: [
        `$${bTex(start)} ${clockwise ? '+' : '-'} ${turn}^\\circ = ${raw}^\\circ$`,
        ...(raw !== ans
          ? [`Passing north: $${raw}^\\circ ${raw < 0 ? '+' : '-'} 360^\\circ = ${bTex(ans)}$`]
          : [`The new bearing is $${bTex(ans)}$`]),
      ],
      explanation: `A ${clockwise ? 'clockwise' : 'anticlockwise'} turn of $${turn}^\\circ$ from $${bTex(start)}$ gives $${bTex(ans)}$.`,
    };
  }),
});

// ------------------------------------------------------------ 2. back bearings

const back = defineTemplate({
  id: `${lesson}/back-bearing`,
  lesson,
  type: 'short_answer',
  b: -0.8,
  build: withRedraws((rng): Draft => {
    const frame = rng.pick(['of-a-from-b', 'return-course', 'compass-given'] as const);
    if (frame === 'compass-given') {
      const c: Compass = {
        from: rng.pick(['N', 'S'] as const),
        x: rng.pick(SIDE_ANGLES),
        to: rng.pick(['E', 'W'] as const),
      };
      const b = compassToBearing(c);
      const ans = backBearing(b);
      return {
        frame,
        multiStep: true,
        question: `A point $Q$ lies $${compassTex(c)}$ of a point $P$. Find the three-figure bearing of $P$ from $Q$.`,
        answer: bKey(ans),
        hints: [
          'First write the direction of Q from P as a three-figure bearing.',
          'The bearing of P from Q is the back bearing: it differs by 180°.',
        ],
        steps: [
          `The bearing of $Q$ from $P$ is $${bTex(b)}$.`,
          `The bearing of $P$ from $Q$ is $${bTex(b)} ${b < 180 ? '+' : '-'} 180^\\circ = ${bTex(ans)}$`,
        ],
        explanation: `$${compassTex(c)}$ is the bearing $${bTex(b)}$; the back bearing is $${bTex(ans)}$.`,
      };
    }
    const b = offAxis(rng, 10, 350);
    const ans = backBearing(b);
    const sign = b < 180 ? '+' : '-';
    const question =
      frame === 'of-a-from-b'
        ? `The bearing of $B$ from $A$ is $${bTex(b)}$. Find the bearing of $A$ from $B$.`
        : `A boat sails in a straight line from a harbour $H$ to a buoy, on a bearing of $${bTex(b)}$. On what bearing must it sail to return directly to $H$?`;
    return {
      frame,
      ...(frame === 'return-course' ? { context: true } : {}),
      question,
      answer: bKey(ans),
      hints: [
        'The way back points in the opposite direction: the bearings differ by 180°.',
        `$${bTex(b)}$ is ${b < 180 ? 'less' : 'more'} than $180^\\circ$, so ${b < 180 ? 'add' : 'subtract'} $180^\\circ$.`,
      ],
      steps: [
        'The back bearing differs from the bearing by $180^\\circ$.',
        `$${bTex(b)} ${sign} 180^\\circ = ${bTex(ans)}$`,
      ],
      explanation: `The back bearing is $${bTex(b)} ${sign} 180^\\circ = ${bTex(ans)}$.`,
    };
  }),
});

// ------------------------------------------------------------ 3. reading a bearing from a figure

const REFERENCE = {
  east: { bearing: 90, letter: 'E' },
  south: { bearing: 180, letter: 'S' },
  west: { bearing: 270, letter: 'W' },
} as const;

function quadrantName(b: number): string {
  if (b < 90) return 'north-east';
  if (b < 180) return 'south-east';
  if (b < 270) return 'south-west';
  return 'north-west';
}

const readFigure = defineTemplate({
  id: `${lesson}/bearing-from-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: -1.0,
  build: withRedraws((rng): Draft => {
    const ref = rng.pick(['east', 'south', 'west'] as const);
    const x = rng.pick(SIDE_ANGLES);
    const clockwise = rng.chance(0.5);
    const refB = REFERENCE[ref].bearing;
    const ans = clockwise ? refB + x : refB - x;
    const a = pt(0, 0);
    const bPt = travel(a, ans, 1);
    const refEnd = travel(a, refB, 0.8);
    return {
      frame: `angle-from-${ref}`,
      question: `$B$ is ${quadrantName(ans)} of $A$, and the angle between $AB$ and the line due ${ref} of $A$ is $${x}^\\circ$. Find the three-figure bearing of $B$ from $A$.`,
      answer: bOpt(ans),
      wrong: [
        { text: bOpt(x), mistake: `took the angle from due ${ref} as the bearing` },
        {
          text: bOpt(clockwise ? refB - x : refB + x),
          mistake: `counted the ${x}° on the wrong side of due ${ref}`,
        },
        { text: bOpt(360 - ans), mistake: 'measured anticlockwise from north' },
        { text: bOpt(backBearing(ans)), mistake: 'gave the bearing of A from B' },
      ],
      figure: {
        caption: `A north line at A, the line due ${ref} of A, and the line AB making ${x}° with it.`,
        elements: [
          ...northLine(a, 0.8),
          { kind: 'segment', from: a, to: refEnd, dashed: true },
          { kind: 'label', at: travel(a, refB, 0.95), text: REFERENCE[ref].letter },
          { kind: 'segment', from: a, to: bPt },
          { kind: 'angle', vertex: a, from: refEnd, to: bPt, label: `${x}°` },
          { kind: 'point', at: a, label: 'A' },
          { kind: 'point', at: bPt, label: 'B' },
        ],
      },
      hints: [
        'A bearing is the angle turned clockwise from north.',
        `Due ${ref} has the bearing $${bTex(refB)}$; is $B$ clockwise or anticlockwise from it?`,
      ],
      steps: [
        `Due ${ref} has the bearing $${bTex(refB)}$.`,
        `$B$ is $${x}^\\circ$ ${clockwise ? 'clockwise' : 'anticlockwise'} from due ${ref}: $${bTex(refB)} ${clockwise ? '+' : '-'} ${x}^\\circ = ${bTex(ans)}$`,
      ],
      explanation: `The bearing of $B$ from $A$ is $${bTex(refB)} ${clockwise ? '+' : '-'} ${x}^\\circ = ${bTex(ans)}$.`,
    };
  }),
});

// ------------------------------------------------------------ 4. the angle between two bearings

const between = defineTemplate({
  id: `${lesson}/angle-between-bearings`,
  lesson,
  type: 'short_answer',
  b: -0.3,
  build: withRedraws((rng): Draft => {
    const frame = rng.pick(['two-courses', 'back-bearing-given', 'compass-given'] as const);
    if (frame === 'compass-given') {
      const cA: Compass = {
        from: 'N',
        x: rng.pick(SIDE_ANGLES),
        to: rng.pick(['E', 'W'] as const),
      };
      const cB: Compass = {
        from: 'S',
        x: rng.pick(SIDE_ANGLES),
        to: rng.pick(['E', 'W'] as const),
      };
      const bA = compassToBearing(cA);
      const bB = compassToBearing(cB);
      const ans = angleBetween(bA, bB);
      return {
        frame,
        multiStep: true,
        question: `$A$ lies $${compassTex(cA)}$ of a point $P$, and $B$ lies $${compassTex(cB)}$ of $P$. Find the size of angle $APB$.`,
        answer: `${fmt(ans)}°`,
        hints: [
          'Write both directions as three-figure bearings from north first.',
          'The angle APB is the difference of the two bearings (or 360° minus it, if that is larger than 180°).',
        ],
        steps: [
          `$${compassTex(cA)}$ is the bearing $${bTex(bA)}$ and $${compassTex(cB)}$ is the bearing $${bTex(bB)}$.`,
          Math.abs(bA - bB) <= 180
            ? `$\\angle APB = ${Math.max(bA, bB)}^\\circ - ${Math.min(bA, bB)}^\\circ = ${ans}^\\circ$`
            : `$\\angle APB = 360^\\circ - (${Math.max(bA, bB)}^\\circ - ${Math.min(bA, bB)}^\\circ) = ${ans}^\\circ$`,
        ],
        explanation: `The bearings are $${bTex(bA)}$ and $${bTex(bB)}$, so $\\angle APB = ${ans}^\\circ$.`,
      };
    }
    let b1 = offAxis(rng, 10, 350);
    let b2 = offAxis(rng, 10, 350);
    while (angleBetween(b1, b2) < 20 || angleBetween(b1, b2) > 170) {
      b1 = offAxis(rng, 10, 350);
      b2 = offAxis(rng, 10, 350);
    }
    const ans = angleBetween(b1, b2);
    const diff = Math.abs(b1 - b2);
    const last =
      diff <= 180
        ? `${Math.max(b1, b2)}^\\circ - ${Math.min(b1, b2)}^\\circ = ${ans}^\\circ`
        : `360^\\circ - (${Math.max(b1, b2)}^\\circ - ${Math.min(b1, b2)}^\\circ) = ${ans}^\\circ`;
    if (frame === 'two-courses') {
      return {
        frame,
        context: true,
        question: `Two ships leave a port $P$ at the same time. One sails on a bearing of $${bTex(b1)}$ and the other on a bearing of $${bTex(b2)}$. Find the angle between their two courses.`,
        answer: `${ans}°`,
        hints: [
          'Both bearings are measured clockwise from the same north line at P.',
          'The angle between the courses is the difference of the bearings, taken the short way round.',
        ],
        steps: [
          `The bearings $${bTex(b1)}$ and $${bTex(b2)}$ are both measured from north at $P$.`,
          `Angle between the courses $= ${last}$`,
        ],
        explanation: `The angle between the courses is $${last}$.`,
      };
    }
    const fromB = backBearing(b2);
    return {
      frame,
      multiStep: true,
      question: `The bearing of $A$ from $P$ is $${bTex(b1)}$ and the bearing of $P$ from $B$ is $${bTex(fromB)}$. Find the size of angle $APB$.`,
      answer: `${ans}°`,
      hints: [
        'Both bearings must be measured at P: turn the bearing of P from B round first.',
        `The bearing of $B$ from $P$ is the back bearing of $${bTex(fromB)}$.`,
      ],
      steps: [
        `The bearing of $B$ from $P$ is $${bTex(fromB)} ${fromB < 180 ? '+' : '-'} 180^\\circ = ${bTex(b2)}$.`,
        `$\\angle APB = ${last}$`,
      ],
      explanation: `The bearing of $B$ from $P$ is $${bTex(b2)}$, so $\\angle APB = ${ans}^\\circ$.`,
    };
  }),
});

// ------------------------------------------------------------ 5. how far north, east...

/** Rounded integer angle from a direction to the north-south line (0..90). */
function fromNorthSouth(b: number): number {
  if (b <= 90) return b;
  if (b <= 180) return 180 - b;
  if (b <= 270) return b - 180;
  return 360 - b;
}

const components = defineTemplate({
  id: `${lesson}/distance-north-or-east-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.0,
  build: withRedraws((rng): Draft => {
    const frame = rng.pick(['how-far-north', 'how-far-east', 'distance-travelled'] as const);
    // Not within 20° of a compass point: a thin triangle leaves no room for its labels.
    const b = offAxis(rng, 15, 345, 20);
    const r = fromNorthSouth(b);
    const ns = b < 90 || b > 270 ? 'north' : 'south';
    const ew = b < 180 ? 'east' : 'west';
    const P = pt(0, 0);
    let d = rng.int(8, 60);
    let given = 0;
    if (frame === 'distance-travelled') {
      given = rng.int(8, 50);
      d = given / sinD(r);
    }
    const Q = travel(P, b, d);
    const F = pt(0, Q.y);
    const north = Math.max(0.5 * d, Q.y * 1.3);
    const elements: FigureElement[] = [...northLine(P, north)];
    if (Q.y < 0) elements.push({ kind: 'segment', from: P, to: pt(0, Q.y * 1.15), dashed: true });
    const askNorth = frame === 'how-far-north';
    elements.push(
      { kind: 'segment', from: P, to: Q, label: frame === 'distance-travelled' ? 'd' : `${d} km` },
      { kind: 'segment', from: P, to: F, ...(askNorth ? { label: 'x' } : { dashed: true }) },
      {
        kind: 'segment',
        from: F,
        to: Q,
        ...(frame === 'how-far-east'
          ? { label: 'x' }
          : frame === 'distance-travelled'
            ? { label: `${given} km` }
            : { dashed: true }),
      },
      { kind: 'right-angle', vertex: F, from: P, to: Q },
      bearingMark(P, north, Q, `${pad3(b)}°`),
      { kind: 'point', at: P, label: 'P' },
      { kind: 'point', at: Q, label: 'Q' },
    );
    const figure = {
      caption: `A journey from P to Q on a bearing of ${pad3(b)}°, with the north line at P.`,
      elements,
    };
    const rTex = `${r}^\\circ`;
    const angleStep = `The angle between $PQ$ and the north-south line at $P$ is $${rTex}$${r === b ? '' : ` (from the bearing $${bTex(b)}$)`}.`;
    if (frame === 'distance-travelled') {
      return {
        frame,
        context: true,
        question: `A plane flies in a straight line from an airfield $P$ on a bearing of $${bTex(b)}$ until it reaches $Q$, $${given}$ km ${ew} of $P$. How far has it flown? Give your answer in km to the nearest tenth.`,
        answer: fixed(d, 1),
        decimals: 1,
        trueValue: d,
        unit: 'km',
        figure,
        hints: [
          `The distance ${ew} is the side opposite the angle at $P$ in a right triangle; the flight is the hypotenuse.`,
          `Use $\\sin$ of the angle between the flight and the north-south line.`,
          `$\\sin ${rTex} = \\frac{${given}}{d}$`,
        ],
        steps: [
          angleStep,
          `$\\sin ${rTex} = \\frac{${given}}{d}$, so $d = \\frac{${given}}{\\sin ${rTex}} \\approx ${fixed(d, 1)}$ km`,
        ],
        explanation: `$d = \\frac{${given}}{\\sin ${rTex}} \\approx ${fixed(d, 1)}$ km.`,
      };
    }
    const value = askNorth ? d * cosD(r) : d * sinD(r);
    const dirWord = askNorth ? ns : ew;
    const fn = askNorth ? 'cos' : 'sin';
    return {
      frame,
      context: true,
      question: `A ship sails $${d}$ km in a straight line from a port $P$ on a bearing of $${bTex(b)}$ to a point $Q$. How far ${dirWord} of $P$ is $Q$? Give your answer in km to the nearest tenth.`,
      answer: fixed(value, 1),
      decimals: 1,
      trueValue: value,
      unit: 'km',
      figure,
      hints: [
        `Draw the right triangle with $PQ$ as the hypotenuse and one side along the north-south line.`,
        `The distance ${dirWord} is ${askNorth ? 'adjacent to' : 'opposite'} the angle at $P$: use $\\${fn}$.`,
        `$x = ${d}\\${fn} ${rTex}$`,
      ],
      steps: [angleStep, `$x = ${d}\\${fn} ${rTex} \\approx ${fixed(value, 1)}$ km`],
      explanation: `$x = ${d}\\${fn} ${rTex} \\approx ${fixed(value, 1)}$ km.`,
    };
  }),
});

// ------------------------------------------------------------ 6. two legs at right angles (due N/S then due E/W)

/** A free-standing north arrow to the left of the drawing. */
function northArrow(at: Point, length: number): FigureElement[] {
  return northLine(at, length);
}

const perpendicularLegs = defineTemplate({
  id: `${lesson}/due-legs-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.5,
  build: withRedraws((rng): Draft => {
    const frame = rng.pick(['distance', 'bearing-from-start', 'bearing-to-start'] as const);
    const up = rng.chance(0.5);
    const right = rng.chance(0.5);
    const a = rng.int(3, 20);
    let c = rng.int(3, 20);
    // Legs within a ratio of 2.5 keep the triangle wide enough for its labels.
    while (c === a || Math.max(a, c) / Math.min(a, c) > 2.5) c = rng.int(3, 20);
    const A = pt(0, 0);
    const B = pt(0, up ? a : -a);
    const C = pt(right ? c : -c, B.y);
    const leg1 = up ? 'north' : 'south';
    const leg2 = right ? 'east' : 'west';
    const dist = Math.hypot(a, c);
    const alpha = atanD(c / a);
    // Bearing of C from A from the angle at A with the north-south line.
    const fromA = up ? (right ? alpha : 360 - alpha) : right ? 180 - alpha : 180 + alpha;
    const fromC = backBearing(fromA);
    const span = Math.max(a, c);
    const arrowBase = pt(Math.min(A.x, C.x) - span * 0.3, Math.min(A.y, B.y));
    const elements: FigureElement[] = [
      ...northArrow(arrowBase, span * 0.35),
      { kind: 'segment', from: A, to: B, label: `${a} km` },
      { kind: 'segment', from: B, to: C, label: `${c} km` },
      {
        kind: 'segment',
        from: A,
        to: C,
        dashed: true,
        ...(frame === 'distance' ? { label: 'd' } : {}),
      },
      { kind: 'right-angle', vertex: B, from: A, to: C },
      { kind: 'point', at: A, label: 'A' },
      { kind: 'point', at: B, label: 'B' },
      { kind: 'point', at: C, label: 'C' },
    ];
    const figure = {
      caption: `A walk from A due ${leg1} to B, then due ${leg2} to C.`,
      elements,
    };
    const question = `A hiker walks $${a}$ km due ${leg1} from $A$ to $B$, then $${c}$ km due ${leg2} from $B$ to $C$.`;
    const angleSteps = [
      `In the right triangle $ABC$, $\\tan \\angle BAC = \\frac{${c}}{${a}}$, so $\\angle BAC \\approx ${fmt(alpha, 1)}^\\circ$.`,
    ];
    const bearingFormula = up
      ? right
        ? `${fmt(alpha, 1)}^\\circ`
        : `360^\\circ - ${fmt(alpha, 1)}^\\circ`
      : right
        ? `180^\\circ - ${fmt(alpha, 1)}^\\circ`
        : `180^\\circ + ${fmt(alpha, 1)}^\\circ`;
    if (frame === 'distance') {
      return {
        frame,
        context: true,
        question: `${question} How far is $C$ from $A$? Give your answer in km to the nearest tenth.`,
        answer: fixed(dist, 1),
        decimals: 1,
        trueValue: dist,
        unit: 'km',
        figure,
        hints: [
          'Due north (or south) and due east (or west) are at right angles: ABC is a right triangle.',
          'Use Pythagoras: $AC^2 = AB^2 + BC^2$.',
          `$AC^2 = ${a}^2 + ${c}^2 = ${a * a + c * c}$`,
        ],
        steps: [
          `$AC^2 = ${a}^2 + ${c}^2 = ${a * a + c * c}$`,
          `$AC = \\sqrt{${a * a + c * c}} \\approx ${fixed(dist, 1)}$ km`,
        ],
        explanation: `$AC = \\sqrt{${a}^2 + ${c}^2} \\approx ${fixed(dist, 1)}$ km.`,
      };
    }
    const ans = frame === 'bearing-from-start' ? fromA : fromC;
    const ask = frame === 'bearing-from-start' ? '$C$ from $A$' : '$A$ from $C$';
    return {
      frame,
      context: true,
      multiStep: true,
      question: `${question} Find the bearing of ${ask}, to the nearest degree.`,
      answer: bKey(Math.round(ans)),
      decimals: 0,
      trueValue: ans,
      figure,
      hints: [
        'Find the angle at A in the right triangle first, then turn it into a bearing from north.',
        `$\\tan \\angle BAC = \\frac{BC}{AB}$`,
        ...(frame === 'bearing-to-start'
          ? ['The bearing of A from C is the back bearing of C from A.']
          : []),
      ],
      steps: [
        ...angleSteps,
        frame === 'bearing-from-start'
          ? `Bearing of $C$ from $A$ $= ${bearingFormula} \\approx ${bTex(Math.round(ans))}$`
          : `Bearing of $C$ from $A$ $= ${bearingFormula} \\approx ${fmt(fromA, 1)}^\\circ$`,
        ...(frame === 'bearing-to-start'
          ? [
              `Bearing of $A$ from $C$ $= ${fmt(fromA, 1)}^\\circ ${fromA < 180 ? '+' : '-'} 180^\\circ \\approx ${bTex(Math.round(ans))}$`,
            ]
          : []),
      ],
      explanation: `$\\angle BAC \\approx ${fmt(alpha, 1)}^\\circ$, so the bearing of ${ask} is about $${bTex(Math.round(ans))}$.`,
    };
  }),
});

// ------------------------------------------------------------ 7. a right-angled turn

const rightTurn = defineTemplate({
  id: `${lesson}/right-angle-turn`,
  lesson,
  type: 'MCQ',
  b: 0.9,
  build: withRedraws((rng): Draft => {
    const frame = rng.pick(['distance', 'bearing-from-start', 'return-course'] as const);
    const first = offAxis(rng, 15, 345);
    const clockwise = rng.chance(0.5);
    const second = norm360(clockwise ? first + 90 : first - 90);
    const d1 = rng.int(5, 40);
    let d2 = rng.int(5, 40);
    while (Math.abs(d2 - d1) < 3) d2 = rng.int(5, 40);
    const dist = Math.hypot(d1, d2);
    const alpha = atanD(d2 / d1);
    const fromStart = norm360(clockwise ? first + alpha : first - alpha);
    avoidNorth(fromStart);
    avoidNorth(backBearing(fromStart));
    const swapped = norm360(clockwise ? first + atanD(d1 / d2) : first - atanD(d1 / d2));
    const question = `A ship sails $${d1}$ km from a port $P$ on a bearing of $${bTex(first)}$ to $Q$, then turns and sails $${d2}$ km on a bearing of $${bTex(second)}$ to $R$.`;
    const turnStep = `The two courses differ by $90^\\circ$, so $\\angle PQR = 90^\\circ$.`;
    const hints = [
      'The bearings differ by 90°, so the ship turned through a right angle at Q.',
      'Solve the right triangle PQR: Pythagoras for PR, tan for the angle at P.',
    ];
    if (frame === 'distance') {
      return {
        frame,
        context: true,
        multiStep: true,
        question: `${question} Find the distance $PR$, to one decimal place.`,
        answer: kmOpt(dist),
        wrong: [
          { text: kmOpt(d1 + d2), mistake: 'added the two distances' },
          {
            text: kmOpt(Math.sqrt(Math.abs(d1 * d1 - d2 * d2))),
            mistake: 'subtracted the squares',
          },
          { text: kmOpt(Math.abs(d1 - d2)), mistake: 'subtracted the two distances' },
          { text: kmOpt((d1 + d2) / 2), mistake: 'averaged the two distances' },
        ],
        hints,
        steps: [
          turnStep,
          `$PR = \\sqrt{${d1}^2 + ${d2}^2} = \\sqrt{${d1 * d1 + d2 * d2}} \\approx ${fixed(dist, 1)}$ km`,
        ],
        explanation: `$\\angle PQR = 90^\\circ$, so $PR = \\sqrt{${d1}^2 + ${d2}^2} \\approx ${fixed(dist, 1)}$ km.`,
      };
    }
    const sign = clockwise ? '+' : '-';
    const common = [
      turnStep,
      `$\\tan \\angle QPR = \\frac{${d2}}{${d1}}$, so $\\angle QPR \\approx ${fmt(alpha, 1)}^\\circ$.`,
    ];
    if (frame === 'bearing-from-start') {
      return {
        frame,
        context: true,
        multiStep: true,
        question: `${question} Find the bearing of $R$ from $P$, to the nearest degree.`,
        answer: bOpt(Math.round(fromStart)),
        wrong: [
          {
            text: bOpt(Math.round(swapped)),
            mistake: 'used tan = PQ / QR (the ratio upside down)',
          },
          { text: bOpt(Math.round(alpha)), mistake: 'gave the angle at P, not the bearing' },
          {
            text: bOpt(Math.round(norm360(clockwise ? first - alpha : first + alpha))),
            mistake: 'turned the angle the wrong way from the first course',
          },
          {
            text: bOpt(Math.round(backBearing(fromStart))),
            mistake: 'gave the bearing of P from R',
          },
        ],
        hints,
        steps: [
          ...common,
          `Bearing of $R$ from $P$ $= ${bTex(first)} ${sign} ${fmt(alpha, 1)}^\\circ \\approx ${bTex(Math.round(fromStart))}$`,
        ],
        explanation: `$\\angle QPR \\approx ${fmt(alpha, 1)}^\\circ$, so the bearing of $R$ from $P$ is about $${bTex(Math.round(fromStart))}$.`,
      };
    }
    const ret = backBearing(fromStart);
    return {
      frame,
      context: true,
      multiStep: true,
      question: `${question} On what bearing must it sail to return directly to $P$? Give the bearing to the nearest degree.`,
      answer: bOpt(Math.round(ret)),
      wrong: [
        {
          text: bOpt(Math.round(fromStart)),
          mistake: 'gave the bearing of R from P (not turned round)',
        },
        {
          text: bOpt(Math.round(backBearing(swapped))),
          mistake: 'used tan = PQ / QR (the ratio upside down)',
        },
        { text: bOpt(backBearing(second)), mistake: 'reversed only the second leg' },
        {
          text: bOpt(Math.round(norm360(ret + 2 * (clockwise ? alpha : -alpha)))),
          mistake: 'turned the angle the wrong way from the first course',
        },
      ],
      hints: [...hints, 'The course back to P is the back bearing of R from P.'],
      steps: [
        ...common,
        `Bearing of $R$ from $P$ $= ${bTex(first)} ${sign} ${fmt(alpha, 1)}^\\circ \\approx ${fmt(fromStart, 1)}^\\circ$`,
        `Back bearing: $${fmt(fromStart, 1)}^\\circ ${fromStart < 180 ? '+' : '-'} 180^\\circ \\approx ${bTex(Math.round(ret))}$`,
      ],
      explanation: `The bearing of $R$ from $P$ is about $${fmt(fromStart, 1)}^\\circ$; the course back is about $${bTex(Math.round(ret))}$.`,
    };
  }),
});

// ------------------------------------------------------------ 8. a journey's distance (cosine rule)

/** Two bearings whose paths meet at an angle in [lo, hi] (measured as `angleOf` says). */
function legBearings(
  rng: Rng,
  lo: number,
  hi: number,
  angleOf: (b1: number, b2: number) => number,
): [number, number] {
  for (;;) {
    // 20° clear of the compass points: no path runs along a north line in the figure.
    const b1 = offAxis(rng, 15, 345, 20);
    const b2 = offAxis(rng, 15, 345, 20);
    const angle = angleOf(b1, b2);
    if (angle >= lo && angle <= hi && Math.abs(angle - 90) > 4) return [b1, b2];
  }
}

const turnAngle = (b1: number, b2: number): number => angleBetween(backBearing(b1), b2);

const journeyDistance = defineTemplate({
  id: `${lesson}/journey-distance-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 1.1,
  build: withRedraws((rng): Draft => {
    const frame = rng.pick(['two-legs', 'two-ports', 'two-ships'] as const);
    if (frame === 'two-legs') {
      const [b1, b2] = legBearings(rng, 35, 150, turnAngle);
      const d1 = rng.int(6, 40);
      let d2 = rng.int(6, 40);
      while (Math.max(d1, d2) / Math.min(d1, d2) > 2.5) d2 = rng.int(6, 40);
      const A = pt(0, 0);
      const B = travel(A, b1, d1);
      const C = travel(B, b2, d2);
      const angle = turnAngle(b1, b2);
      const ac = Math.sqrt(d1 * d1 + d2 * d2 - 2 * d1 * d2 * cosD(angle));
      const n = 0.45 * Math.min(d1, d2);
      const back1 = backBearing(b1);
      return {
        frame,
        context: true,
        multiStep: true,
        question: `A ship sails $${d1}$ km from $A$ to $B$ on a bearing of $${bTex(b1)}$, then $${d2}$ km from $B$ to $C$ on a bearing of $${bTex(b2)}$. Find the distance $AC$ in km to the nearest tenth.`,
        answer: fixed(ac, 1),
        decimals: 1,
        trueValue: ac,
        unit: 'km',
        figure: {
          caption: 'A two-leg journey A to B to C with north lines at A and B.',
          elements: [
            ...northLine(A, n),
            ...northLine(B, n),
            { kind: 'segment', from: A, to: B, label: `${d1} km` },
            { kind: 'segment', from: B, to: C, label: `${d2} km` },
            { kind: 'segment', from: A, to: C, dashed: true },
            bearingMark(A, n, B, `${pad3(b1)}°`),
            bearingMark(B, n, C, `${pad3(b2)}°`),
            { kind: 'point', at: A, label: 'A' },
            { kind: 'point', at: B, label: 'B' },
            { kind: 'point', at: C, label: 'C' },
          ],
        },
        hints: [
          'Find the angle ABC between the two legs first, using the bearing of A from B.',
          'Then use the cosine rule: $AC^2 = AB^2 + BC^2 - 2(AB)(BC)\\cos\\angle ABC$.',
          `The bearing of $A$ from $B$ is $${bTex(back1)}$.`,
        ],
        steps: [
          `The bearing of $A$ from $B$ is $${bTex(back1)}$, so $\\angle ABC = ${angle}^\\circ$ (the difference of $${bTex(back1)}$ and $${bTex(b2)}$).`,
          `$AC^2 = ${d1}^2 + ${d2}^2 - 2(${d1})(${d2})\\cos ${angle}^\\circ \\approx ${fmt(ac * ac, 2)}$`,
          `$AC \\approx ${fixed(ac, 1)}$ km`,
        ],
        explanation: `$\\angle ABC = ${angle}^\\circ$ and the cosine rule gives $AC \\approx ${fixed(ac, 1)}$ km.`,
      };
    }
    const [b1, b2] = legBearings(rng, 35, 150, angleBetween);
    const angle = angleBetween(b1, b2);
    let d1: number;
    let d2: number;
    let intro: string;
    let ask: string;
    let [n1, n2] = ['A', 'B'];
    if (frame === 'two-ports') {
      d1 = rng.int(8, 60);
      d2 = rng.int(8, 60);
      intro = `From a lighthouse $P$, a port $A$ is $${d1}$ km away on a bearing of $${bTex(b1)}$ and a port $B$ is $${d2}$ km away on a bearing of $${bTex(b2)}$.`;
      ask = 'Find the distance $AB$ in km to the nearest tenth.';
    } else {
      const t = rng.pick([2, 3, 4]);
      const u = rng.int(4, 15);
      let v = rng.int(4, 15);
      while (v === u) v = rng.int(4, 15);
      d1 = u * t;
      d2 = v * t;
      [n1, n2] = ['X', 'Y'];
      intro = `Two boats leave a harbour $P$ at the same time. Boat $X$ sails at $${u}$ km/h on a bearing of $${bTex(b1)}$ and boat $Y$ sails at $${v}$ km/h on a bearing of $${bTex(b2)}$.`;
      ask = `How far apart are they after $${t}$ hours? Give your answer in km to the nearest tenth.`;
    }
    const P = pt(0, 0);
    const A = travel(P, b1, d1);
    const B = travel(P, b2, d2);
    const ab = Math.sqrt(d1 * d1 + d2 * d2 - 2 * d1 * d2 * cosD(angle));
    const n = 0.45 * Math.max(d1, d2);
    const twoShips = frame === 'two-ships';
    return {
      frame,
      context: true,
      multiStep: true,
      question: `${intro} ${ask}`,
      answer: fixed(ab, 1),
      decimals: 1,
      trueValue: ab,
      unit: 'km',
      figure: {
        caption: `Two courses from P with the north line at P.`,
        elements: [
          ...northLine(P, n),
          { kind: 'segment', from: P, to: A, ...(twoShips ? {} : { label: `${d1} km` }) },
          { kind: 'segment', from: P, to: B, ...(twoShips ? {} : { label: `${d2} km` }) },
          { kind: 'segment', from: A, to: B, dashed: true },
          { kind: 'angle', vertex: P, from: A, to: B },
          { kind: 'point', at: P, label: 'P' },
          { kind: 'point', at: A, label: n1 },
          { kind: 'point', at: B, label: n2 },
        ],
      },
      hints: [
        twoShips
          ? 'Find how far each boat has sailed, and the angle between their courses at P.'
          : 'The angle between the two courses at P is the difference of the bearings.',
        `Then use the cosine rule in triangle $P${n1}${n2}$.`,
        `$\\angle ${n1}P${n2} = ${angle}^\\circ$`,
      ],
      steps: [
        ...(twoShips ? [`After the given time, $P${n1} = ${d1}$ km and $P${n2} = ${d2}$ km.`] : []),
        `$\\angle ${n1}P${n2}$ is the difference of the bearings: $${angle}^\\circ$.`,
        `$${n1}${n2}^2 = ${d1}^2 + ${d2}^2 - 2(${d1})(${d2})\\cos ${angle}^\\circ \\approx ${fmt(ab * ab, 2)}$`,
        `$${n1}${n2} \\approx ${fixed(ab, 1)}$ km`,
      ],
      explanation: `$\\angle ${n1}P${n2} = ${angle}^\\circ$ and the cosine rule gives $${n1}${n2} \\approx ${fixed(ab, 1)}$ km.`,
    };
  }),
});

// ------------------------------------------------------------ 9. a journey's bearing (cosine then sine rule)

const journeyBearing = defineTemplate({
  id: `${lesson}/journey-bearing`,
  lesson,
  type: 'short_answer',
  b: 1.8,
  build: withRedraws((rng): Draft => {
    const frame = rng.pick(['end-from-start', 'start-from-end', 'between-two-ports'] as const);
    const d1 = rng.int(8, 50);
    const d2 = rng.int(8, 50);
    if (frame === 'between-two-ports') {
      // From P: A at d1 on b1, B at d2 on b2, the angle at P obtuse so the sine rule is safe.
      const [b1, b2] = legBearings(rng, 95, 160, angleBetween);
      const angle = angleBetween(b1, b2);
      const ab = Math.sqrt(d1 * d1 + d2 * d2 - 2 * d1 * d2 * cosD(angle));
      const atA = asinD((d2 * sinD(angle)) / ab);
      const clockwise = norm360(b2 - b1) < 180;
      const fromA = backBearing(b1);
      const ans = norm360(clockwise ? fromA - atA : fromA + atA);
      avoidNorth(ans);
      return {
        frame,
        context: true,
        multiStep: true,
        question: `From a lighthouse $P$, a port $A$ is $${d1}$ km away on a bearing of $${bTex(b1)}$ and a port $B$ is $${d2}$ km away on a bearing of $${bTex(b2)}$. Find the bearing of $B$ from $A$, to the nearest degree.`,
        answer: bKey(Math.round(ans)),
        decimals: 0,
        trueValue: ans,
        hints: [
          'Find AB with the cosine rule, then the angle PAB with the sine rule.',
          'The bearing of P from A is the back bearing of A from P; turn from it by the angle PAB.',
          `$\\angle APB = ${angle}^\\circ$`,
        ],
        steps: [
          `$\\angle APB = ${angle}^\\circ$, so $AB^2 = ${d1}^2 + ${d2}^2 - 2(${d1})(${d2})\\cos ${angle}^\\circ$ and $AB \\approx ${fmt(ab, 2)}$ km.`,
          `$\\sin \\angle PAB = \\frac{${d2}\\sin ${angle}^\\circ}{${fmt(ab, 2)}}$, so $\\angle PAB \\approx ${fmt(atA, 1)}^\\circ$.`,
          `The bearing of $P$ from $A$ is $${bTex(fromA)}$.`,
          `Bearing of $B$ from $A$ $= ${bTex(fromA)} ${clockwise ? '-' : '+'} ${fmt(atA, 1)}^\\circ \\approx ${bTex(Math.round(ans))}$`,
        ],
        explanation: `$AB \\approx ${fmt(ab, 2)}$ km, $\\angle PAB \\approx ${fmt(atA, 1)}^\\circ$, so the bearing of $B$ from $A$ is about $${bTex(Math.round(ans))}$.`,
      };
    }
    // A to B on b1, B to C on b2, the angle at B obtuse.
    const [b1, b2] = legBearings(rng, 95, 160, turnAngle);
    const angle = turnAngle(b1, b2);
    const ac = Math.sqrt(d1 * d1 + d2 * d2 - 2 * d1 * d2 * cosD(angle));
    const atA = asinD((d2 * sinD(angle)) / ac);
    const right = norm360(b2 - b1) < 180;
    const cFromA = norm360(right ? b1 + atA : b1 - atA);
    const ans = frame === 'end-from-start' ? cFromA : backBearing(cFromA);
    avoidNorth(cFromA);
    avoidNorth(ans);
    const intro = `A plane flies $${d1}$ km from $A$ to $B$ on a bearing of $${bTex(b1)}$, then $${d2}$ km from $B$ to $C$ on a bearing of $${bTex(b2)}$.`;
    const ask =
      frame === 'end-from-start'
        ? 'Find the bearing of $C$ from $A$, to the nearest degree.'
        : 'On what bearing must it fly to return directly from $C$ to $A$? Give the bearing to the nearest degree.';
    return {
      frame,
      context: true,
      multiStep: true,
      question: `${intro} ${ask}`,
      answer: bKey(Math.round(ans)),
      decimals: 0,
      trueValue: ans,
      hints: [
        'Find the angle ABC from the bearings, then AC with the cosine rule.',
        'Then find the angle BAC with the sine rule and turn from the first course by it.',
        `The bearing of $A$ from $B$ is $${bTex(backBearing(b1))}$.`,
      ],
      steps: [
        `The bearing of $A$ from $B$ is $${bTex(backBearing(b1))}$, so $\\angle ABC = ${angle}^\\circ$.`,
        `$AC^2 = ${d1}^2 + ${d2}^2 - 2(${d1})(${d2})\\cos ${angle}^\\circ$, so $AC \\approx ${fmt(ac, 2)}$ km.`,
        `$\\sin \\angle BAC = \\frac{${d2}\\sin ${angle}^\\circ}{${fmt(ac, 2)}}$, so $\\angle BAC \\approx ${fmt(atA, 1)}^\\circ$.`,
        frame === 'end-from-start'
          ? `Bearing of $C$ from $A$ $= ${bTex(b1)} ${right ? '+' : '-'} ${fmt(atA, 1)}^\\circ \\approx ${bTex(Math.round(ans))}$`
          : `Bearing of $C$ from $A$ $= ${bTex(b1)} ${right ? '+' : '-'} ${fmt(atA, 1)}^\\circ \\approx ${fmt(cFromA, 1)}^\\circ$`,
        ...(frame === 'start-from-end'
          ? [
              `The course back is the back bearing: $${fmt(cFromA, 1)}^\\circ ${cFromA < 180 ? '+' : '-'} 180^\\circ \\approx ${bTex(Math.round(ans))}$`,
            ]
          : []),
      ],
      explanation: `$\\angle ABC = ${angle}^\\circ$, $AC \\approx ${fmt(ac, 2)}$ km and $\\angle BAC \\approx ${fmt(atA, 1)}^\\circ$, giving $${bTex(Math.round(ans))}$.`,
    };
  }),
});

// ------------------------------------------------------------ 10. a position fixed by two bearings (sine rule)

const twoStations = defineTemplate({
  id: `${lesson}/two-stations-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: 1.4,
  build: withRedraws((rng): Draft => {
    const frame = rng.pick(['distance-from-a', 'distance-from-b', 'distance-from-coast'] as const);
    const alpha = rng.int(20, 70);
    const gamma = rng.int(20, 70);
    const d = rng.int(5, 30);
    const angA = 90 - alpha;
    const angB = 90 - gamma;
    const angS = alpha + gamma;
    const fromB = 360 - gamma;
    const as = (d * sinD(angB)) / sinD(angS);
    const bs = (d * sinD(angA)) / sinD(angS);
    const coast = as * sinD(angA);
    const A = pt(0, 0);
    const B = pt(d, 0);
    const S = travel(A, alpha, as);
    const F = pt(S.x, 0);
    const n = 0.55 * S.y;
    const ruleStep = `In triangle $ABS$: $\\angle SAB = 90^\\circ - ${alpha}^\\circ = ${angA}^\\circ$, $\\angle SBA = ${fromB}^\\circ - 270^\\circ = ${angB}^\\circ$, so $\\angle ASB = ${angS}^\\circ$.`;
    const elements: FigureElement[] = [
      { kind: 'segment', from: pt(-0.15 * d, 0), to: pt(1.15 * d, 0) },
      ...northLine(A, n),
      ...northLine(B, n),
      { kind: 'segment', from: A, to: S },
      { kind: 'segment', from: B, to: S },
      { kind: 'dimension', from: A, to: B, label: `${d} km` },
      bearingMark(A, n, S, `${pad3(alpha)}°`),
      bearingMark(B, n, S, `${pad3(fromB)}°`),
      { kind: 'point', at: A, label: 'A' },
      { kind: 'point', at: B, label: 'B' },
      { kind: 'point', at: S, label: 'S' },
    ];
    if (frame === 'distance-from-coast') {
      elements.push(
        { kind: 'segment', from: S, to: F, dashed: true },
        { kind: 'right-angle', vertex: F, from: S, to: B },
      );
    }
    const intro = `Two coastguard stations $A$ and $B$ are on a straight east-west coast, with $B$ $${d}$ km due east of $A$. A ship $S$ is on a bearing of $${bTex(alpha)}$ from $A$ and on a bearing of $${bTex(fromB)}$ from $B$.`;
    const figure = {
      caption: 'Stations A and B on a coast, with north lines, and a ship S out at sea.',
      elements,
    };
    const wrongAngles = (d * sinD(gamma)) / sinD(180 - alpha - gamma);
    if (frame === 'distance-from-coast') {
      return {
        frame,
        context: true,
        multiStep: true,
        question: `${intro} Find the shortest distance from the ship to the coast, to one decimal place.`,
        answer: kmOpt(coast),
        wrong: [
          { text: kmOpt(as), mistake: 'gave the distance AS instead of the distance to the coast' },
          { text: kmOpt(as * cosD(angA)), mistake: 'used cos instead of sin for the height' },
          { text: kmOpt(bs), mistake: 'gave the distance BS' },
          { text: kmOpt(d * sinD(angA)), mistake: 'used AB as the hypotenuse' },
        ],
        figure,
        hints: [
          'Find AS with the sine rule first; the distance to the coast is the height of triangle ABS.',
          'The angles of triangle ABS come from the bearings: each is measured from a north line.',
          ruleStep.replace(/, so .*$/, '.'),
        ],
        steps: [
          ruleStep,
          `$\\frac{AS}{\\sin ${angB}^\\circ} = \\frac{${d}}{\\sin ${angS}^\\circ}$, so $AS \\approx ${fmt(as, 2)}$ km.`,
          `Distance to the coast $= AS \\sin ${angA}^\\circ \\approx ${fixed(coast, 1)}$ km`,
        ],
        explanation: `$AS \\approx ${fmt(as, 2)}$ km, and the distance to the coast is $AS\\sin ${angA}^\\circ \\approx ${fixed(coast, 1)}$ km.`,
      };
    }
    const toA = frame === 'distance-from-a';
    const ans = toA ? as : bs;
    const other = toA ? bs : as;
    const opp = toA ? angB : angA;
    const name = toA ? 'AS' : 'BS';
    return {
      frame,
      context: true,
      multiStep: true,
      question: `${intro} Find the distance $${name}$, to one decimal place.`,
      answer: kmOpt(ans),
      wrong: [
        { text: kmOpt(other), mistake: 'matched the side to the wrong angle in the sine rule' },
        {
          text: kmOpt(toA ? wrongAngles : (d * sinD(alpha)) / sinD(180 - alpha - gamma)),
          mistake: 'used the bearings as the angles of the triangle',
        },
        { text: kmOpt((d * sinD(angS)) / sinD(opp)), mistake: 'turned the sine rule upside down' },
        {
          text: kmOpt(d / cosD(toA ? alpha : gamma)),
          mistake: 'treated the triangle as right-angled',
        },
      ],
      figure,
      hints: [
        'Turn the bearings into the angles of triangle ABS, measured from the coast.',
        `Then use the sine rule: $\\frac{${name}}{\\sin ${toA ? 'B' : 'A'}} = \\frac{AB}{\\sin S}$.`,
        ruleStep.replace(/, so .*$/, '.'),
      ],
      steps: [
        ruleStep,
        `$${name} = \\frac{${d}\\sin ${opp}^\\circ}{\\sin ${angS}^\\circ} \\approx ${fixed(ans, 1)}$ km`,
      ],
      explanation: `By the sine rule, $${name} = \\frac{${d}\\sin ${opp}^\\circ}{\\sin ${angS}^\\circ} \\approx ${fixed(ans, 1)}$ km.`,
    };
  }),
});

export const bearingTemplates = [
  threeFigure,
  back,
  readFigure,
  between,
  components,
  perpendicularLegs,
  rightTurn,
  journeyDistance,
  journeyBearing,
  twoStations,
];
