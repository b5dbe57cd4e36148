/**
 * Lesson: trigonometry in three dimensions. Pythagoras in cuboids and pyramids, the angle
 * between a line and a plane (through the line's projection on the plane), and angles of
 * elevation in 3-D, with solids drawn in oblique projection (three-d-kit.ts).
 */
import type { Rng } from '../rng';
import type { Draft } from './define-template';
import { defineTemplate } from './define-template';
import { fixed, fmt, frac, simplifyRoot, surd } from './exact';
import { redraw, withRedraws } from './help-kit';
import {
  CUBOID_EDGES,
  CUBOID_HIDDEN,
  cuboidPoints,
  p3,
  PYRAMID_EDGES,
  PYRAMID_HIDDEN,
  pyramidPoints,
  solidFigure,
} from './three-d-kit';

const lesson = 'three-d-trigonometry' as const;
const DEG = Math.PI / 180;
const atanD = (x: number): number => Math.atan(x) / DEG;
const acosD = (x: number): number => Math.acos(x) / DEG;
const tanD = (x: number): number => Math.tan(x * DEG);

const mOpt = (x: number): string => `$${fixed(x, 1)}$ m`;
const degOpt = (x: number): string => `$${fixed(x, 1)}^\\circ$`;

/** Three different cuboid edges that keep the drawing readable (no edge under a third of another). */
function cuboidSides(rng: Rng, lo = 3, hi = 15): [number, number, number] {
  for (;;) {
    const l = rng.int(lo, hi);
    const w = rng.int(lo, hi);
    const h = rng.int(lo, hi);
    if (new Set([l, w, h]).size < 3) continue;
    if (Math.max(l, w, h) > 3 * Math.min(l, w, h)) continue;
    return [l, w, h];
  }
}

/**
 * In the drawing, AF rises at atan(h / l) and FG runs off at the depth angle (40°): unless AF is
 * much shallower than FG, AG seems to pass through F or hugs AF, and the angle GAF cannot be
 * seen. Such data (h over about half of l) are drawn again.
 */
function avoidFrontFaceOverlap(l: number, h: number): void {
  if (atanD(h / l) > 28) redraw('AG would hug AF in the drawing');
}

/** Edges for a question on the face ABFE: the height at most about half the length. */
function frontFaceSides(rng: Rng): [number, number, number] {
  const l = rng.int(6, 14);
  const h = rng.int(2, Math.floor(0.53 * l));
  let w = rng.int(3, 12);
  while (w === l || w === h) w = rng.int(3, 12);
  return [l, w, h];
}

const CUBOID = 'the cuboid $ABCDEFGH$';
const cuboidCaption = (extra: string): string =>
  `Cuboid ABCDEFGH with base ABCD and top EFGH, hidden edges dashed; ${extra}.`;

// ------------------------------------------------------------ 1. a face diagonal

const faceDiagonal = defineTemplate({
  id: `${lesson}/cuboid-face-diagonal-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: -1.2,
  build: withRedraws((rng): Draft => {
    const frame = rng.pick(['base-diagonal', 'front-diagonal', 'side-diagonal'] as const);
    const [l, w, h] = cuboidSides(rng);
    const pick = {
      'base-diagonal': { line: 'AC', face: 'ABCD', corner: 'B', a: ['AB', l], b: ['BC', w] },
      'front-diagonal': { line: 'AF', face: 'ABFE', corner: 'B', a: ['AB', l], b: ['BF', h] },
      'side-diagonal': { line: 'BG', face: 'BCGF', corner: 'C', a: ['BC', w], b: ['CG', h] },
    }[frame];
    const [na, a] = pick.a as [string, number];
    const [nb, b] = pick.b as [string, number];
    const sum = a * a + b * b;
    const d = Math.sqrt(sum);
    const hiddenLine = frame === 'base-diagonal';
    return {
      frame,
      question: `In ${CUBOID}, $AB = ${l}$ cm, $BC = ${w}$ cm and $CG = ${h}$ cm. Find the length of the diagonal $${pick.line}$ of the face $${pick.face}$, in cm to the nearest tenth.`,
      answer: fixed(d, 1),
      decimals: 1,
      trueValue: d,
      unit: 'cm',
      figure: solidFigure({
        points: cuboidPoints(l, w, h),
        edges: [...CUBOID_EDGES, ...(hiddenLine ? [] : [pick.line])],
        hidden: [...CUBOID_HIDDEN, ...(hiddenLine ? [pick.line] : [])],
        labels: { AB: `${l} cm`, BC: `${w} cm`, CG: `${h} cm` },
        caption: cuboidCaption(`the diagonal ${pick.line} is drawn`),
      }),
      hints: [
        `$${pick.line}$ lies in the face $${pick.face}$, a rectangle: it is the hypotenuse of a right triangle.`,
        `Use Pythagoras in the triangle with the right angle at $${pick.corner}$.`,
        `$${pick.line}^2 = ${na}^2 + ${nb}^2$`,
      ],
      steps: [
        `In the face $${pick.face}$ the angle at $${pick.corner}$ is a right angle.`,
        `$${pick.line}^2 = ${a}^2 + ${b}^2 = ${sum}$`,
        `$${pick.line} = \\sqrt{${sum}} \\approx ${fixed(d, 1)}$ cm`,
      ],
      explanation: `$${pick.line} = \\sqrt{${a}^2 + ${b}^2} \\approx ${fixed(d, 1)}$ cm.`,
    };
  }),
});

// ------------------------------------------------------------ 2. the space diagonal

const spaceDiagonal = defineTemplate({
  id: `${lesson}/cuboid-space-diagonal-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: -0.4,
  build: withRedraws((rng): Draft => {
    const frame = rng.pick(['three-edges', 'base-diagonal-given', 'rod-in-box'] as const);
    const [l, w, h] = cuboidSides(rng);
    const base2 = l * l + w * w;
    const g = Math.sqrt(base2 + h * h);
    if (frame === 'base-diagonal-given') {
      const p = Math.round(Math.sqrt(base2));
      const exact = Math.sqrt(p * p + h * h);
      // Only the base diagonal and the height are given: the figure labels those.
      return {
        frame,
        question: `In ${CUBOID}, the diagonal $AC$ of the base is $${p}$ cm long and the height $CG$ is $${h}$ cm. Find the length of the diagonal $AG$, in cm to the nearest tenth.`,
        answer: fixed(exact, 1),
        decimals: 1,
        trueValue: exact,
        unit: 'cm',
        figure: solidFigure({
          points: cuboidPoints(l, w, h),
          edges: [...CUBOID_EDGES, 'AG'],
          hidden: [...CUBOID_HIDDEN, 'AC'],
          labels: { AC: `${p} cm`, CG: `${h} cm` },
          caption: cuboidCaption('the diagonals AC and AG are drawn'),
        }),
        hints: [
          'The height CG is perpendicular to the base, so it is perpendicular to AC.',
          'Use Pythagoras in triangle ACG, with the right angle at C.',
        ],
        steps: [
          '$\\angle ACG = 90^\\circ$ because $CG$ is vertical and $AC$ lies in the base.',
          `$AG = \\sqrt{${p}^2 + ${h}^2} = \\sqrt{${p * p + h * h}} \\approx ${fixed(exact, 1)}$ cm`,
        ],
        explanation: `$AG = \\sqrt{AC^2 + CG^2} = \\sqrt{${p}^2 + ${h}^2} \\approx ${fixed(exact, 1)}$ cm.`,
      };
    }
    const rod = frame === 'rod-in-box';
    return {
      frame,
      multiStep: true,
      ...(rod ? { context: true } : {}),
      question: rod
        ? `A closed box is a cuboid $${l}$ cm long, $${w}$ cm wide and $${h}$ cm high. Find the length of the longest straight rod that fits inside the box, in cm to the nearest tenth.`
        : `In ${CUBOID}, $AB = ${l}$ cm, $BC = ${w}$ cm and $CG = ${h}$ cm. Find the length of the diagonal $AG$, in cm to the nearest tenth.`,
      answer: fixed(g, 1),
      decimals: 1,
      trueValue: g,
      unit: 'cm',
      figure: solidFigure({
        points: cuboidPoints(l, w, h),
        edges: [...CUBOID_EDGES, 'AG'],
        hidden: [...CUBOID_HIDDEN, 'AC'],
        labels: { AB: `${l} cm`, BC: `${w} cm`, CG: `${h} cm` },
        caption: cuboidCaption(
          rod ? 'the longest rod lies along the diagonal AG' : 'the diagonals AC and AG are drawn',
        ),
      }),
      hints: [
        rod
          ? 'The longest rod runs from one corner to the opposite corner: the diagonal AG.'
          : 'Find the diagonal AC of the base first.',
        'Pythagoras twice: in triangle ABC, then in triangle ACG (right angle at C).',
        `$AC^2 = ${l}^2 + ${w}^2 = ${base2}$`,
      ],
      steps: [
        `$AC^2 = ${l}^2 + ${w}^2 = ${base2}$`,
        `$AG^2 = AC^2 + CG^2 = ${base2} + ${h}^2 = ${base2 + h * h}$`,
        `$AG = \\sqrt{${base2 + h * h}} \\approx ${fixed(g, 1)}$ cm`,
      ],
      explanation: `$AG = \\sqrt{${l}^2 + ${w}^2 + ${h}^2} \\approx ${fixed(g, 1)}$ cm.`,
    };
  }),
});

// ------------------------------------------------------------ 3. a missing edge from the diagonal

/** a² + b² + c² = d². */
const QUADRUPLES: [number, number, number, number][] = [
  [1, 2, 2, 3],
  [2, 3, 6, 7],
  [1, 4, 8, 9],
  [4, 4, 7, 9],
  [2, 6, 9, 11],
  [6, 6, 7, 11],
  [3, 4, 12, 13],
  [2, 5, 14, 15],
  [2, 10, 11, 15],
  [1, 12, 12, 17],
  [8, 9, 12, 17],
  [4, 8, 19, 21],
  [6, 13, 18, 23],
];

const missingEdge = defineTemplate({
  id: `${lesson}/missing-edge`,
  lesson,
  type: 'MCQ',
  b: 0.3,
  build: withRedraws((rng): Draft => {
    const frame = rng.pick(['find-height', 'box-height', 'cube-edge'] as const);
    if (frame === 'cube-edge') {
      const d = rng.int(2, 20);
      const edge = surd(d, 3, 3);
      const opt = (tex: string): string => `$${tex}$ cm`;
      return {
        frame,
        multiStep: true,
        question: `The space diagonal of a cube is $${d}$ cm long. Find the exact length of an edge of the cube.`,
        answer: opt(edge.tex),
        wrong: [
          { text: opt(surd(d, 2, 2).tex), mistake: 'used the face diagonal: edge × √2' },
          { text: opt(surd(d, 3).tex), mistake: 'multiplied by √3 instead of dividing' },
          {
            text: opt(d % 3 === 0 ? String(d / 3) : `\\frac{${d}}{3}`),
            mistake: 'divided by 3 instead of √3',
          },
          { text: opt(surd(d, 2).tex), mistake: 'multiplied by √2' },
        ],
        hints: [
          'Call the edge x: the space diagonal of a cube is found with Pythagoras in three dimensions.',
          '$x^2 + x^2 + x^2 = d^2$, where d is the space diagonal.',
          `$3x^2 = ${d}^2 = ${d * d}$`,
        ],
        steps: [
          `$3x^2 = ${d}^2 = ${d * d}$, so $x^2 = ${fmt((d * d) / 3, 4)}$`,
          `$x = \\frac{${d}}{\\sqrt{3}} = ${edge.tex}$`,
        ],
        explanation: `$3x^2 = ${d * d}$, so $x = \\frac{${d}}{\\sqrt{3}} = ${edge.tex}$ cm.`,
      };
    }
    const quad = rng.pick(QUADRUPLES);
    const k = rng.pick([1, 2, 3]);
    const [a, b, c] = rng.shuffle(quad.slice(0, 3)).map((x) => x * k) as [number, number, number];
    const d = quad[3] * k;
    if (c === a || c === b) redraw('the unknown edge equals a given one');
    const box = frame === 'box-height';
    return {
      frame,
      multiStep: true,
      ...(box ? { context: true } : {}),
      question: box
        ? `A thin rod $${d}$ cm long just fits diagonally (corner to opposite corner) in a closed box whose base is $${a}$ cm by $${b}$ cm. How tall is the box?`
        : `A cuboid has length $${a}$ cm, width $${b}$ cm and a space diagonal of $${d}$ cm. Find its height.`,
      answer: `$${c}$ cm`,
      wrong: [
        {
          text: `$${fixed(Math.sqrt(d * d - a * a), 1)}$ cm`,
          mistake: 'left out one of the base edges',
        },
        {
          text: `$${fixed(Math.sqrt(a * a + b * b), 1)}$ cm`,
          mistake: 'found the diagonal of the base',
        },
        {
          text: `$${d - a - b > 0 ? d - a - b : d + a - b}$ cm`,
          mistake: 'subtracted lengths instead of squares',
        },
        {
          text: `$${fixed(Math.sqrt(d * d + a * a + b * b), 1)}$ cm`,
          mistake: 'added the squares instead of subtracting',
        },
      ],
      hints: [
        'The space diagonal d of a cuboid with edges a, b and c satisfies $d^2 = a^2 + b^2 + c^2$.',
        `Subtract the squares of the two known edges from $${d}^2$.`,
        `$c^2 = ${d}^2 - ${a}^2 - ${b}^2$`,
      ],
      steps: [
        `$c^2 = ${d}^2 - ${a}^2 - ${b}^2 = ${d * d} - ${a * a} - ${b * b} = ${c * c}$`,
        `$c = \\sqrt{${c * c}} = ${c}$ cm`,
      ],
      explanation: `$c^2 = ${d}^2 - ${a}^2 - ${b}^2 = ${c * c}$, so the ${box ? 'box is' : 'height is'} $${c}$ cm.`,
    };
  }),
});

// ------------------------------------------------------------ 4. the angle between a line and a plane (cuboid)

const linePlane = defineTemplate({
  id: `${lesson}/line-plane-angle-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.6,
  build: withRedraws((rng): Draft => {
    const frame = rng.pick([
      'diagonal-and-base',
      'diagonal-and-front-face',
      'height-from-angle',
    ] as const);
    const [l, w, h] = frame === 'diagonal-and-front-face' ? frontFaceSides(rng) : cuboidSides(rng);
    if (frame === 'diagonal-and-front-face') {
      avoidFrontFaceOverlap(l, h);
      const af2 = l * l + h * h;
      const af = Math.sqrt(af2);
      const theta = atanD(w / af);
      return {
        frame,
        multiStep: true,
        question: `In ${CUBOID}, $AB = ${l}$ cm, $BC = ${w}$ cm and $CG = ${h}$ cm. Find the angle between the diagonal $AG$ and the face $ABFE$, to the nearest tenth of a degree.`,
        answer: `${fixed(theta, 1)}°`,
        decimals: 1,
        trueValue: theta,
        figure: solidFigure({
          points: cuboidPoints(l, w, h),
          edges: [...CUBOID_EDGES, 'AG', 'AF'],
          hidden: CUBOID_HIDDEN,
          labels: { AB: `${l} cm`, BC: `${w} cm`, CG: `${h} cm` },
          // No mark: in the drawing the angle GAF is too narrow to hold its letter.
          caption: cuboidCaption('the diagonals AG and AF are drawn'),
        }),
        hints: [
          'Find where G lands when it is projected straight onto the face ABFE.',
          'GF is perpendicular to the face ABFE, so the angle is ∠GAF, in the right triangle AFG.',
          `$AF^2 = ${l}^2 + ${h}^2$`,
        ],
        steps: [
          '$GF$ is perpendicular to the face $ABFE$, so the projection of $AG$ on it is $AF$ and $\\theta = \\angle GAF$.',
          `$AF = \\sqrt{${l}^2 + ${h}^2} = \\sqrt{${af2}}$ cm and $FG = BC = ${w}$ cm.`,
          `$\\tan\\theta = \\frac{${w}}{\\sqrt{${af2}}}$, so $\\theta \\approx ${fixed(theta, 1)}^\\circ$`,
        ],
        explanation: `$\\theta = \\angle GAF$ with $\\tan\\theta = \\frac{FG}{AF} = \\frac{${w}}{\\sqrt{${af2}}}$, so $\\theta \\approx ${fixed(theta, 1)}^\\circ$.`,
      };
    }
    const ac2 = l * l + w * w;
    const ac = Math.sqrt(ac2);
    if (frame === 'height-from-angle') {
      const theta = rng.pick([25, 30, 35, 40, 45, 50]);
      const hh = ac * tanD(theta);
      return {
        frame,
        multiStep: true,
        question: `In ${CUBOID}, $AB = ${l}$ cm and $BC = ${w}$ cm, and the diagonal $AG$ makes an angle of $${theta}^\\circ$ with the base $ABCD$. Find the height $CG$, in cm to the nearest tenth.`,
        answer: fixed(hh, 1),
        decimals: 1,
        trueValue: hh,
        unit: 'cm',
        figure: solidFigure({
          points: cuboidPoints(l, w, hh),
          edges: [...CUBOID_EDGES, 'AG'],
          hidden: [...CUBOID_HIDDEN, 'AC'],
          labels: { AB: `${l} cm`, BC: `${w} cm`, CG: 'h' },
          angles: { CAG: 'θ' },
          caption: cuboidCaption('θ is marked between AG and AC'),
        }),
        hints: [
          'The angle between AG and the base is ∠GAC, because GC is vertical.',
          'Find AC with Pythagoras, then use tan in the right triangle ACG.',
          `$AC^2 = ${l}^2 + ${w}^2 = ${ac2}$`,
        ],
        steps: [
          `$AC = \\sqrt{${l}^2 + ${w}^2} = \\sqrt{${ac2}}$ cm.`,
          `$\\tan ${theta}^\\circ = \\frac{CG}{AC}$, so $CG = \\sqrt{${ac2}}\\tan ${theta}^\\circ \\approx ${fixed(hh, 1)}$ cm`,
        ],
        explanation: `$CG = AC\\tan ${theta}^\\circ = \\sqrt{${ac2}}\\tan ${theta}^\\circ \\approx ${fixed(hh, 1)}$ cm.`,
      };
    }
    const theta = atanD(h / ac);
    return {
      frame,
      multiStep: true,
      question: `In ${CUBOID}, $AB = ${l}$ cm, $BC = ${w}$ cm and $CG = ${h}$ cm. Find the angle between the diagonal $AG$ and the base $ABCD$, to the nearest tenth of a degree.`,
      answer: `${fixed(theta, 1)}°`,
      decimals: 1,
      trueValue: theta,
      figure: solidFigure({
        points: cuboidPoints(l, w, h),
        edges: [...CUBOID_EDGES, 'AG'],
        hidden: [...CUBOID_HIDDEN, 'AC'],
        labels: { AB: `${l} cm`, BC: `${w} cm`, CG: `${h} cm` },
        angles: { CAG: 'θ' },
        caption: cuboidCaption('θ is marked between AG and AC'),
      }),
      hints: [
        'Project G straight down onto the base: it lands on C.',
        'The angle is ∠GAC in the right triangle ACG: find AC first, then use tan.',
        `$AC^2 = ${l}^2 + ${w}^2 = ${ac2}$`,
      ],
      steps: [
        '$GC$ is perpendicular to the base, so the projection of $AG$ on the base is $AC$ and $\\theta = \\angle GAC$.',
        `$AC = \\sqrt{${l}^2 + ${w}^2} = \\sqrt{${ac2}}$ cm.`,
        `$\\tan\\theta = \\frac{${h}}{\\sqrt{${ac2}}}$, so $\\theta \\approx ${fixed(theta, 1)}^\\circ$`,
      ],
      explanation: `$\\theta = \\angle GAC$ with $\\tan\\theta = \\frac{${h}}{\\sqrt{${ac2}}}$, so $\\theta \\approx ${fixed(theta, 1)}^\\circ$.`,
    };
  }),
});

// ------------------------------------------------------------ 5. the height and edges of a pyramid

const PYRAMID = 'the right pyramid $VABCD$';
const pyramidCaption = (extra: string): string =>
  `Right pyramid VABCD on the square base ABCD with centre O, hidden lines dashed; ${extra}.`;

const pyramidHeight = defineTemplate({
  id: `${lesson}/pyramid-height-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.4,
  build: withRedraws((rng): Draft => {
    const frame = rng.pick(['from-slant-edge', 'from-slant-height', 'edge-from-height'] as const);
    const s = rng.pick([4, 6, 8, 10, 12, 14, 16]);
    const half = s / 2;
    const halfDiag2 = (s * s) / 2;
    if (frame === 'edge-from-height') {
      const h = rng.int(Math.ceil(0.6 * s), 2 * s);
      const e = Math.sqrt(h * h + halfDiag2);
      const { M: _m, ...points } = pyramidPoints(s, h);
      return {
        frame,
        multiStep: true,
        question: `${PYRAMID} has a square base of side $${s}$ cm and a height $VO$ of $${h}$ cm, where $O$ is the centre of the base. Find the length of the slant edge $VA$, in cm to the nearest tenth.`,
        answer: fixed(e, 1),
        decimals: 1,
        trueValue: e,
        unit: 'cm',
        figure: solidFigure({
          points,
          edges: PYRAMID_EDGES,
          hidden: [...PYRAMID_HIDDEN, 'VO', 'AC'],
          labels: { AB: `${s} cm` },
          caption: pyramidCaption('the height VO and the diagonal AC are drawn'),
        }),
        hints: [
          'VO is vertical, so triangle VOA has a right angle at O.',
          'AO is half the diagonal of the square base.',
          `$AC = ${s}\\sqrt{2}$ cm`,
        ],
        steps: [
          `$AO = \\frac{1}{2} AC = \\frac{${s}\\sqrt{2}}{2}$, so $AO^2 = ${fmt(halfDiag2)}$.`,
          `$VA^2 = VO^2 + AO^2 = ${h * h} + ${fmt(halfDiag2)} = ${fmt(h * h + halfDiag2)}$`,
          `$VA = \\sqrt{${fmt(h * h + halfDiag2)}} \\approx ${fixed(e, 1)}$ cm`,
        ],
        explanation: `$VA = \\sqrt{VO^2 + AO^2} = \\sqrt{${h}^2 + ${fmt(halfDiag2)}} \\approx ${fixed(e, 1)}$ cm.`,
      };
    }
    if (frame === 'from-slant-height') {
      const m = rng.int(half + 2, 2 * s);
      const h = Math.sqrt(m * m - half * half);
      return {
        frame,
        question: `${PYRAMID} has a square base of side $${s}$ cm. $M$ is the midpoint of $BC$ and the slant height $VM$ is $${m}$ cm. Find the height $VO$ of the pyramid, where $O$ is the centre of the base, in cm to the nearest tenth.`,
        answer: fixed(h, 1),
        decimals: 1,
        trueValue: h,
        unit: 'cm',
        figure: solidFigure({
          points: pyramidPoints(s, h),
          edges: [...PYRAMID_EDGES, 'VM'],
          hidden: [...PYRAMID_HIDDEN, 'VO', 'OM'],
          labels: { AB: `${s} cm`, VM: `${m} cm` },
          caption: pyramidCaption('the slant height VM and the height VO are drawn'),
        }),
        hints: [
          'Triangle VOM has a right angle at O, with VM as its hypotenuse.',
          'OM is half the side of the base.',
          `$OM = ${fmt(half)}$ cm`,
        ],
        steps: [
          `$OM = \\frac{${s}}{2} = ${fmt(half)}$ cm and $\\angle VOM = 90^\\circ$.`,
          `$VO = \\sqrt{${m}^2 - ${fmt(half)}^2} = \\sqrt{${fmt(m * m - half * half)}} \\approx ${fixed(h, 1)}$ cm`,
        ],
        explanation: `$VO = \\sqrt{VM^2 - OM^2} = \\sqrt{${m}^2 - ${fmt(half)}^2} \\approx ${fixed(h, 1)}$ cm.`,
      };
    }
    const e = rng.int(Math.ceil(Math.sqrt(halfDiag2)) + 2, 2 * s + 2);
    const h = Math.sqrt(e * e - halfDiag2);
    const { M: _m, ...points } = pyramidPoints(s, h);
    return {
      frame,
      multiStep: true,
      question: `${PYRAMID} has a square base of side $${s}$ cm and slant edges of $${e}$ cm. Find the height $VO$ of the pyramid, where $O$ is the centre of the base, in cm to the nearest tenth.`,
      answer: fixed(h, 1),
      decimals: 1,
      trueValue: h,
      unit: 'cm',
      figure: solidFigure({
        points,
        edges: PYRAMID_EDGES,
        hidden: [...PYRAMID_HIDDEN, 'VO', 'AC'],
        labels: { AB: `${s} cm`, VA: `${e} cm` },
        caption: pyramidCaption('the height VO and the diagonal AC are drawn'),
      }),
      hints: [
        'Use the right triangle VOA: the slant edge VA is its hypotenuse.',
        'AO is half the diagonal AC of the base: find AC with Pythagoras first.',
        `$AC = \\sqrt{${s}^2 + ${s}^2}$`,
      ],
      steps: [
        `$AC = \\sqrt{${s}^2 + ${s}^2} = ${s}\\sqrt{2}$, so $AO^2 = ${fmt(halfDiag2)}$.`,
        `$VO^2 = VA^2 - AO^2 = ${e * e} - ${fmt(halfDiag2)} = ${fmt(e * e - halfDiag2)}$`,
        `$VO = \\sqrt{${fmt(e * e - halfDiag2)}} \\approx ${fixed(h, 1)}$ cm`,
      ],
      explanation: `$VO = \\sqrt{VA^2 - AO^2} = \\sqrt{${e * e} - ${fmt(halfDiag2)}} \\approx ${fixed(h, 1)}$ cm.`,
    };
  }),
});

// ------------------------------------------------------------ 6. angles in a pyramid

const pyramidAngles = defineTemplate({
  id: `${lesson}/pyramid-angle-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: 1.0,
  build: withRedraws((rng): Draft => {
    const frame = rng.pick(['edge-and-base', 'face-and-base', 'edge-given'] as const);
    const s = rng.pick([4, 6, 8, 10, 12, 14, 16]);
    const halfDiag = s / Math.SQRT2;
    const half = s / 2;
    if (frame === 'edge-given') {
      const e = rng.int(Math.ceil(halfDiag) + 2, 2 * s + 2);
      const h = Math.sqrt(e * e - halfDiag * halfDiag);
      const theta = acosD(halfDiag / e);
      const { M: _m, ...points } = pyramidPoints(s, h);
      return {
        frame,
        multiStep: true,
        question: `${PYRAMID} has a square base of side $${s}$ cm and slant edges of $${e}$ cm. Find the angle between the edge $VA$ and the base, to one decimal place.`,
        answer: degOpt(theta),
        wrong: [
          {
            text: degOpt(acosD(half / e)),
            mistake: 'used half the side instead of half the diagonal',
          },
          { text: degOpt(90 - theta), mistake: 'found the angle at V instead' },
          {
            text: degOpt(Math.asin(Math.min(1, halfDiag / e)) / DEG),
            mistake: 'used sin instead of cos',
          },
          {
            text: degOpt(atanD(halfDiag / e)),
            mistake: 'used tan = AO / VA (VA is the hypotenuse)',
          },
        ],
        figure: solidFigure({
          points,
          edges: PYRAMID_EDGES,
          hidden: [...PYRAMID_HIDDEN, 'VO', 'AC'],
          labels: { AB: `${s} cm`, VA: `${e} cm` },
          angles: { OAV: 'θ' },
          caption: pyramidCaption('θ is marked between VA and AO'),
        }),
        hints: [
          'V projects onto the centre O of the base, so the angle is ∠VAO.',
          'In triangle VOA (right angle at O) you know the hypotenuse VA and can find AO: use cos.',
          `$AO = \\frac{${s}\\sqrt{2}}{2}$ cm`,
        ],
        steps: [
          `$AO = \\frac{1}{2}AC = \\frac{${s}\\sqrt{2}}{2} \\approx ${fmt(halfDiag, 3)}$ cm.`,
          `$\\cos\\theta = \\frac{AO}{VA} = \\frac{${fmt(halfDiag, 3)}}{${e}}$, so $\\theta \\approx ${fixed(theta, 1)}^\\circ$`,
        ],
        explanation: `$\\cos\\theta = \\frac{AO}{VA}$, so $\\theta \\approx ${fixed(theta, 1)}^\\circ$.`,
      };
    }
    const h = rng.int(Math.ceil(0.6 * s), 2 * s);
    const face = frame === 'face-and-base';
    const theta = face ? atanD(h / half) : atanD(h / halfDiag);
    const other = face ? atanD(h / halfDiag) : atanD(h / half);
    const { M: _m, ...noM } = pyramidPoints(s, h);
    return {
      frame,
      multiStep: true,
      question: face
        ? `${PYRAMID} has a square base of side $${s}$ cm and a height $VO$ of $${h}$ cm, where $O$ is the centre of the base. $M$ is the midpoint of $BC$. Find the angle between the face $VBC$ and the base, to one decimal place.`
        : `${PYRAMID} has a square base of side $${s}$ cm and a height $VO$ of $${h}$ cm, where $O$ is the centre of the base. Find the angle between the edge $VA$ and the base, to one decimal place.`,
      answer: degOpt(theta),
      wrong: [
        {
          text: degOpt(other),
          mistake: face
            ? 'used half the diagonal instead of half the side'
            : 'used half the side instead of half the diagonal',
        },
        { text: degOpt(atanD(h / s)), mistake: 'used the whole side of the base' },
        { text: degOpt(90 - theta), mistake: 'found the angle at V instead (tan upside down)' },
        {
          text: degOpt(atanD(h / (s * Math.SQRT2))),
          mistake: 'used the whole diagonal of the base',
        },
      ],
      figure: face
        ? solidFigure({
            points: pyramidPoints(s, h),
            edges: [...PYRAMID_EDGES, 'VM'],
            hidden: [...PYRAMID_HIDDEN, 'VO', 'OM'],
            labels: { AB: `${s} cm` },
            angles: { OMV: 'θ' },
            caption: pyramidCaption('θ is marked between VM and OM'),
          })
        : solidFigure({
            points: noM,
            edges: PYRAMID_EDGES,
            hidden: [...PYRAMID_HIDDEN, 'VO', 'AC'],
            labels: { AB: `${s} cm` },
            angles: { OAV: 'θ' },
            caption: pyramidCaption('θ is marked between VA and AO'),
          }),
      hints: face
        ? [
            'The angle between the face and the base is measured at the midpoint M of BC, perpendicular to BC: ∠VMO.',
            'In triangle VOM the right angle is at O, and OM is half the side.',
            `$\\tan\\theta = \\frac{VO}{OM}$`,
          ]
        : [
            'V projects onto the centre O of the base, so the angle is ∠VAO.',
            'In triangle VOA the right angle is at O, and AO is half the diagonal of the base.',
            `$\\tan\\theta = \\frac{VO}{AO}$`,
          ],
      steps: face
        ? [
            `$OM = \\frac{${s}}{2} = ${fmt(half)}$ cm and $VM \\perp BC$, $OM \\perp BC$, so $\\theta = \\angle VMO$.`,
            `$\\tan\\theta = \\frac{${h}}{${fmt(half)}}$, so $\\theta \\approx ${fixed(theta, 1)}^\\circ$`,
          ]
        : [
            `$AO = \\frac{${s}\\sqrt{2}}{2} \\approx ${fmt(halfDiag, 3)}$ cm and $\\theta = \\angle VAO$.`,
            `$\\tan\\theta = \\frac{${h}}{${fmt(halfDiag, 3)}}$, so $\\theta \\approx ${fixed(theta, 1)}^\\circ$`,
          ],
      explanation: `$\\theta \\approx ${fixed(theta, 1)}^\\circ$.`,
    };
  }),
});

// ------------------------------------------------------------ 7. which ratio is tan θ

const tanRatio = defineTemplate({
  id: `${lesson}/tan-of-line-plane-angle-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: -0.6,
  build: withRedraws((rng): Draft => {
    const frame = rng.pick([
      'diagonal-and-base',
      'diagonal-and-front-face',
      'diagonal-and-side-face',
    ] as const);
    const [l, w, h] =
      frame === 'diagonal-and-front-face' ? frontFaceSides(rng) : cuboidSides(rng, 2, 12);
    if (frame === 'diagonal-and-front-face') avoidFrontFaceOverlap(l, h);
    // opposite / sqrt(adjacent sum), with the projection and the names for each face.
    const spec = {
      'diagonal-and-base': {
        opp: h,
        legs: [l, w],
        plane: 'ABCD',
        foot: 'C',
        proj: 'AC',
        edge: 'GC',
        mark: 'CAG',
        at: 'A',
        otherLeg: l,
      },
      'diagonal-and-front-face': {
        opp: w,
        legs: [l, h],
        plane: 'ABFE',
        foot: 'F',
        proj: 'AF',
        edge: 'GF',
        mark: 'FAG',
        at: 'A',
        otherLeg: l,
      },
      'diagonal-and-side-face': {
        opp: l,
        legs: [w, h],
        plane: 'BCGF',
        foot: 'B',
        proj: 'GB',
        edge: 'AB',
        mark: 'BGA',
        at: 'G',
        otherLeg: w,
      },
    }[frame];
    const n = (spec.legs[0] ?? 0) ** 2 + (spec.legs[1] ?? 0) ** 2;
    if (simplifyRoot(n).outside !== 1) redraw('the projection is not in simplest surd form');
    const fracTex = (p: string, q: string): string => `$\\frac{${p}}{${q}}$`;
    const root = `\\sqrt{${n}}`;
    return {
      frame,
      question: `In ${CUBOID}, $AB = ${l}$ cm, $BC = ${w}$ cm and $CG = ${h}$ cm. $\\theta$ is the angle between the diagonal $AG$ and the plane $${spec.plane}$. Which of these is $\\tan\\theta$?`,
      answer: fracTex(String(spec.opp), root),
      wrong: [
        {
          text: fracTex(root, String(spec.opp)),
          mistake: 'turned the ratio upside down (that is the tangent of the other angle)',
        },
        {
          text: `$${frac(spec.opp, spec.otherLeg).tex}$`,
          mistake: 'used an edge instead of the projection of AG',
        },
        {
          text: fracTex(String(spec.opp), `\\sqrt{${n + spec.opp * spec.opp}}`),
          mistake: 'divided by AG: that is sin θ',
        },
        {
          text: fracTex(root, `\\sqrt{${n + spec.opp * spec.opp}}`),
          mistake: 'found cos θ instead of tan θ',
        },
      ],
      figure: solidFigure({
        points: cuboidPoints(l, w, h),
        edges: [...CUBOID_EDGES, 'AG', ...(frame === 'diagonal-and-base' ? [] : [spec.proj])],
        hidden: [...CUBOID_HIDDEN, ...(frame === 'diagonal-and-base' ? ['AC'] : [])],
        labels: { AB: `${l} cm`, BC: `${w} cm`, CG: `${h} cm` },
        // The angle GAF is too narrow in the drawing to hold its letter: it is left unmarked.
        ...(frame === 'diagonal-and-front-face' ? {} : { angles: { [spec.mark]: 'θ' } }),
        caption: cuboidCaption(`the diagonal AG and its projection ${spec.proj} are drawn`),
      }),
      hints: [
        `Project the diagonal onto the plane $${spec.plane}$: which edge is perpendicular to that plane?`,
        `$\\theta$ is the angle at $${spec.at}$ in a right triangle: tan is opposite over adjacent.`,
      ],
      steps: [
        `$${spec.edge}$ is perpendicular to the plane $${spec.plane}$, so the projection of $AG$ is $${spec.proj}$ and the right angle is at $${spec.foot}$.`,
        `$${spec.proj} = \\sqrt{${spec.legs[0]}^2 + ${spec.legs[1]}^2} = ${root}$ and $${spec.edge} = ${spec.opp}$ cm.`,
        `$\\tan\\theta = \\frac{${spec.edge}}{${spec.proj}} = \\frac{${spec.opp}}{${root}}$`,
      ],
      explanation: `The projection of $AG$ on $${spec.plane}$ is $${spec.proj}$, so $\\tan\\theta = \\frac{${spec.opp}}{${root}}$.`,
    };
  }),
});

// ------------------------------------------------------------ 8. a mast at the corner of a field

const mast = defineTemplate({
  id: `${lesson}/mast-elevation-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 1.2,
  build: withRedraws((rng): Draft => {
    const frame = rng.pick(['angle-from-corner', 'height-from-angle', 'side-from-angle'] as const);
    const l = rng.int(20, 80);
    let w = rng.int(20, 80);
    while (w === l || Math.max(l, w) > 2.5 * Math.min(l, w)) w = rng.int(20, 80);
    const ac2 = l * l + w * w;
    const ac = Math.sqrt(ac2);
    const intro =
      'A vertical mast $CT$ stands at the corner $C$ of a horizontal rectangular field $ABCD$.';
    const figure = (h: number, labels: Record<string, string>) =>
      solidFigure({
        points: { A: p3(0, 0, 0), B: p3(l, 0, 0), C: p3(l, w, 0), D: p3(0, w, 0), T: p3(l, w, h) },
        edges: ['AB', 'BC', 'CD', 'DA', 'CT', 'AT', 'AC'],
        labels,
        angles: { CAT: 'θ' },
        caption:
          'A rectangular field ABCD with a vertical mast CT at C; θ is the angle of elevation of T from A.',
      });
    if (frame === 'angle-from-corner') {
      const h = rng.int(8, 40);
      const theta = atanD(h / ac);
      return {
        frame,
        context: true,
        multiStep: true,
        question: `${intro} $AB = ${l}$ m, $BC = ${w}$ m and the mast is $${h}$ m high. Find the angle of elevation $\\theta$ of the top $T$ from $A$, to the nearest tenth of a degree.`,
        answer: `${fixed(theta, 1)}°`,
        decimals: 1,
        trueValue: theta,
        figure: figure(h, { AB: `${l} m`, BC: `${w} m`, CT: `${h} m` }),
        hints: [
          'The angle of elevation from A is measured up from the horizontal line AC.',
          'Find AC across the field with Pythagoras, then use tan in triangle ACT.',
          `$AC^2 = ${l}^2 + ${w}^2 = ${ac2}$`,
        ],
        steps: [
          `$AC = \\sqrt{${l}^2 + ${w}^2} = \\sqrt{${ac2}} \\approx ${fmt(ac, 2)}$ m.`,
          `$\\tan\\theta = \\frac{${h}}{\\sqrt{${ac2}}}$, so $\\theta \\approx ${fixed(theta, 1)}^\\circ$`,
        ],
        explanation: `$\\tan\\theta = \\frac{CT}{AC} = \\frac{${h}}{\\sqrt{${ac2}}}$, so $\\theta \\approx ${fixed(theta, 1)}^\\circ$.`,
      };
    }
    const theta = rng.pick([12, 15, 18, 20, 22, 25, 28, 30]);
    if (frame === 'height-from-angle') {
      const h = ac * tanD(theta);
      return {
        frame,
        context: true,
        multiStep: true,
        question: `${intro} $AB = ${l}$ m and $BC = ${w}$ m. The angle of elevation $\\theta$ of the top $T$ of the mast from $A$ is $${theta}^\\circ$. Find the height of the mast, in m to the nearest tenth.`,
        answer: fixed(h, 1),
        decimals: 1,
        trueValue: h,
        unit: 'm',
        figure: figure(h, { AB: `${l} m`, BC: `${w} m`, CT: 'h' }),
        hints: [
          'The height is opposite θ in the right triangle ACT; AC runs across the field.',
          'Find AC with Pythagoras, then CT = AC tan θ.',
          `$AC^2 = ${l}^2 + ${w}^2 = ${ac2}$`,
        ],
        steps: [
          `$AC = \\sqrt{${l}^2 + ${w}^2} = \\sqrt{${ac2}}$ m.`,
          `$CT = \\sqrt{${ac2}}\\tan ${theta}^\\circ \\approx ${fixed(h, 1)}$ m`,
        ],
        explanation: `$CT = AC\\tan ${theta}^\\circ = \\sqrt{${ac2}}\\tan ${theta}^\\circ \\approx ${fixed(h, 1)}$ m.`,
      };
    }
    // Given the height, AB and the angle: BC from AC = h / tan θ.
    const h = rng.int(8, 40);
    const acFromAngle = h / tanD(theta);
    if (acFromAngle < l + 5) redraw('the field would be too narrow');
    const bc = Math.sqrt(acFromAngle * acFromAngle - l * l);
    if (bc > 2.5 * l || l > 2.5 * bc) redraw('a thin field leaves no room for its labels');
    return {
      frame,
      context: true,
      multiStep: true,
      question: `${intro} The mast is $${h}$ m high, $AB = ${l}$ m, and the angle of elevation $\\theta$ of the top $T$ from $A$ is $${theta}^\\circ$. Find the length of $BC$, in m to the nearest tenth.`,
      answer: fixed(bc, 1),
      decimals: 1,
      trueValue: bc,
      unit: 'm',
      figure: solidFigure({
        points: {
          A: p3(0, 0, 0),
          B: p3(l, 0, 0),
          C: p3(l, bc, 0),
          D: p3(0, bc, 0),
          T: p3(l, bc, h),
        },
        edges: ['AB', 'BC', 'CD', 'DA', 'CT', 'AT', 'AC'],
        labels: { AB: `${l} m`, BC: 'x', CT: `${h} m` },
        angles: { CAT: 'θ' },
        caption:
          'A rectangular field ABCD with a vertical mast CT at C; θ is the angle of elevation of T from A.',
      }),
      hints: [
        'Work backwards: the angle of elevation and the height give the distance AC across the field.',
        'Then BC is a leg of the right triangle ABC with hypotenuse AC.',
        `$AC = \\frac{${h}}{\\tan ${theta}^\\circ}$`,
      ],
      steps: [
        `$AC = \\frac{${h}}{\\tan ${theta}^\\circ} \\approx ${fmt(acFromAngle, 3)}$ m.`,
        `$BC = \\sqrt{AC^2 - ${l}^2} \\approx ${fixed(bc, 1)}$ m`,
      ],
      explanation: `$AC = \\frac{${h}}{\\tan ${theta}^\\circ}$ and $BC = \\sqrt{AC^2 - AB^2} \\approx ${fixed(bc, 1)}$ m.`,
    };
  }),
});

// ------------------------------------------------------------ 9. a tower seen from two directions

const twoObservers = defineTemplate({
  id: `${lesson}/tower-two-observers`,
  lesson,
  type: 'short_answer',
  b: 1.8,
  build: withRedraws((rng): Draft => {
    const frame = rng.pick(['distance-apart', 'height', 'second-elevation'] as const);
    const alpha = rng.pick([20, 25, 30, 35, 40, 45, 50]);
    let beta = rng.pick([20, 25, 30, 35, 40, 45, 50, 55]);
    while (beta === alpha) beta = rng.pick([20, 25, 30, 35, 40, 45, 50, 55]);
    const cot = (x: number): number => 1 / tanD(x);
    const setting =
      'A vertical tower $PT$ stands on level ground. $A$ is due south of its foot $P$ and $B$ is due east of $P$.';
    if (frame === 'height') {
      const ab = rng.int(40, 200);
      const h = ab / Math.sqrt(cot(alpha) ** 2 + cot(beta) ** 2);
      return {
        frame,
        context: true,
        multiStep: true,
        question: `${setting} The angles of elevation of the top $T$ from $A$ and from $B$ are $${alpha}^\\circ$ and $${beta}^\\circ$, and $AB = ${ab}$ m. Find the height of the tower, in m to the nearest tenth.`,
        answer: fixed(h, 1),
        decimals: 1,
        trueValue: h,
        unit: 'm',
        hints: [
          'Call the height h and write PA and PB in terms of h.',
          'Angle APB is 90° (south and east), so $AB^2 = PA^2 + PB^2$.',
          `$PA = \\frac{h}{\\tan ${alpha}^\\circ}$ and $PB = \\frac{h}{\\tan ${beta}^\\circ}$`,
        ],
        steps: [
          `$PA = \\frac{h}{\\tan ${alpha}^\\circ}$ and $PB = \\frac{h}{\\tan ${beta}^\\circ}$.`,
          `$\\angle APB = 90^\\circ$, so $h^2\\left(\\frac{1}{\\tan^2 ${alpha}^\\circ} + \\frac{1}{\\tan^2 ${beta}^\\circ}\\right) = ${ab}^2$.`,
          `$h = \\frac{${ab}}{\\sqrt{${fmt(cot(alpha) ** 2 + cot(beta) ** 2, 4)}}} \\approx ${fixed(h, 1)}$ m`,
        ],
        explanation: `$h = ${ab} \\div \\sqrt{\\cot^2 ${alpha}^\\circ + \\cot^2 ${beta}^\\circ} \\approx ${fixed(h, 1)}$ m.`,
      };
    }
    const h = rng.int(20, 90);
    const pa = h * cot(alpha);
    const pb = h * cot(beta);
    if (frame === 'distance-apart') {
      const ab = Math.hypot(pa, pb);
      return {
        frame,
        context: true,
        multiStep: true,
        question: `${setting} The tower is $${h}$ m high. The angles of elevation of the top $T$ from $A$ and from $B$ are $${alpha}^\\circ$ and $${beta}^\\circ$. Find the distance $AB$, in m to the nearest tenth.`,
        answer: fixed(ab, 1),
        decimals: 1,
        trueValue: ab,
        unit: 'm',
        hints: [
          'Find PA and PB from the two right triangles with the tower.',
          'South and east are at right angles, so use Pythagoras in triangle APB.',
          `$PA = \\frac{${h}}{\\tan ${alpha}^\\circ}$`,
        ],
        steps: [
          `$PA = \\frac{${h}}{\\tan ${alpha}^\\circ} \\approx ${fmt(pa, 2)}$ m and $PB = \\frac{${h}}{\\tan ${beta}^\\circ} \\approx ${fmt(pb, 2)}$ m.`,
          `$AB = \\sqrt{PA^2 + PB^2} \\approx ${fixed(ab, 1)}$ m`,
        ],
        explanation: `$AB = \\sqrt{PA^2 + PB^2} \\approx ${fixed(ab, 1)}$ m.`,
      };
    }
    const ab = Math.ceil(pa) + rng.int(5, 60);
    const pb2 = Math.sqrt(ab * ab - pa * pa);
    const beta2 = atanD(h / pb2);
    return {
      frame,
      context: true,
      multiStep: true,
      question: `${setting} The tower is $${h}$ m high, the angle of elevation of the top $T$ from $A$ is $${alpha}^\\circ$, and $AB = ${ab}$ m. Find the angle of elevation of $T$ from $B$, to the nearest tenth of a degree.`,
      answer: `${fixed(beta2, 1)}°`,
      decimals: 1,
      trueValue: beta2,
      hints: [
        'Find PA from the elevation at A, then PB from the right triangle APB.',
        'The elevation at B comes from tan in triangle BPT.',
        `$PA = \\frac{${h}}{\\tan ${alpha}^\\circ}$`,
      ],
      steps: [
        `$PA = \\frac{${h}}{\\tan ${alpha}^\\circ} \\approx ${fmt(pa, 3)}$ m.`,
        `$PB = \\sqrt{${ab}^2 - PA^2} \\approx ${fmt(pb2, 3)}$ m.`,
        `$\\tan\\beta = \\frac{${h}}{PB}$, so $\\beta \\approx ${fixed(beta2, 1)}^\\circ$`,
      ],
      explanation: `$PB = \\sqrt{AB^2 - PA^2} \\approx ${fmt(pb2, 2)}$ m and $\\tan\\beta = \\frac{${h}}{PB}$, so $\\beta \\approx ${fixed(beta2, 1)}^\\circ$.`,
    };
  }),
});

// ------------------------------------------------------------ 10. a ramp (a wedge)

const ramp = defineTemplate({
  id: `${lesson}/ramp-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: 0.9,
  build: withRedraws((rng): Draft => {
    const frame = rng.pick(['diagonal-angle', 'slope-angle', 'diagonal-length'] as const);
    // A steep enough slope (over 10°) for the angle mark to read at B.
    const l = rng.int(2, 5);
    const w = rng.int(3, 7);
    const hTenths = rng.int(Math.ceil(w * 2), 25);
    const h = hTenths / 10;
    const ac = Math.hypot(l, w);
    const points = {
      A: p3(0, 0, 0),
      B: p3(l, 0, 0),
      C: p3(l, w, 0),
      D: p3(0, w, 0),
      E: p3(0, w, h),
      F: p3(l, w, h),
    };
    const intro = `A ramp has a horizontal rectangular base $ABCD$ with $AB = ${l}$ m and $BC = ${w}$ m. Its back edge $EF$ is $${fmt(h)}$ m directly above $DC$, and $ABFE$ is the sloping surface.`;
    const base = {
      points,
      edges: ['AB', 'BC', 'CF', 'FE', 'EA', 'BF'],
      hidden: ['AD', 'DC', 'DE'],
      labels: { AB: `${l} m`, BC: `${w} m`, CF: `${fmt(h)} m` },
    };
    if (frame === 'diagonal-length') {
      const af = Math.sqrt(l * l + w * w + h * h);
      return {
        frame,
        context: true,
        multiStep: true,
        question: `${intro} Find the length of the diagonal $AF$ of the sloping surface, to one decimal place.`,
        answer: mOpt(af),
        wrong: [
          { text: mOpt(ac), mistake: 'found the diagonal AC of the base' },
          { text: mOpt(Math.hypot(w, h)), mistake: 'found the sloping edge BF' },
          { text: mOpt(l + w + h), mistake: 'added the three lengths' },
          {
            text: mOpt(Math.sqrt(l * l + w * w - h * h)),
            mistake: 'subtracted the square of the height',
          },
        ],
        figure: solidFigure({
          ...base,
          edges: [...base.edges, 'AF'],
          caption: 'A ramp ABCDEF with hidden edges dashed; the diagonal AF is drawn.',
        }),
        hints: [
          'F is directly above C, so triangle ACF has a right angle at C.',
          'Find AC across the base first, then AF with Pythagoras again.',
          `$AC^2 = ${l}^2 + ${w}^2 = ${l * l + w * w}$`,
        ],
        steps: [
          `$AC^2 = ${l}^2 + ${w}^2 = ${l * l + w * w}$`,
          `$AF = \\sqrt{AC^2 + CF^2} = \\sqrt{${l * l + w * w} + ${fmt(h * h)}} \\approx ${fixed(af, 1)}$ m`,
        ],
        explanation: `$AF = \\sqrt{${l}^2 + ${w}^2 + ${fmt(h)}^2} \\approx ${fixed(af, 1)}$ m.`,
      };
    }
    if (frame === 'slope-angle') {
      const theta = atanD(h / w);
      return {
        frame,
        context: true,
        question: `${intro} Find the angle between the sloping surface and the ground, to one decimal place.`,
        answer: degOpt(theta),
        wrong: [
          {
            text: degOpt(atanD(h / ac)),
            mistake: 'used the diagonal AC instead of a line across the slope',
          },
          { text: degOpt(atanD(h / l)), mistake: 'used AB instead of BC' },
          { text: degOpt(90 - theta), mistake: 'turned tan upside down (the angle at F)' },
          { text: degOpt(Math.asin(h / w) / DEG), mistake: 'used sin with BC as the hypotenuse' },
        ],
        figure: solidFigure({
          ...base,
          angles: { CBF: 'θ' },
          caption: 'A ramp ABCDEF with hidden edges dashed; θ is marked at B between BC and BF.',
        }),
        hints: [
          'Use a line on the slope perpendicular to the edge AB, such as BF.',
          'Triangle BCF has a right angle at C: tan θ = CF / BC.',
        ],
        steps: [
          'BF and BC are both perpendicular to AB, so the angle between the surface and the ground is $\\theta = \\angle CBF$.',
          `$\\tan\\theta = \\frac{${fmt(h)}}{${w}}$, so $\\theta \\approx ${fixed(theta, 1)}^\\circ$`,
        ],
        explanation: `$\\tan\\theta = \\frac{CF}{BC} = \\frac{${fmt(h)}}{${w}}$, so $\\theta \\approx ${fixed(theta, 1)}^\\circ$.`,
      };
    }
    const theta = atanD(h / ac);
    return {
      frame,
      context: true,
      multiStep: true,
      question: `${intro} Find the angle between the diagonal $AF$ and the ground, to one decimal place.`,
      answer: degOpt(theta),
      wrong: [
        { text: degOpt(atanD(h / w)), mistake: 'found the angle of the slope itself (used BC)' },
        { text: degOpt(atanD(h / l)), mistake: 'used AB as the adjacent side' },
        { text: degOpt(90 - theta), mistake: 'turned tan upside down (the angle at F)' },
        {
          text: degOpt(Math.asin(Math.min(1, h / l)) / DEG),
          mistake: 'used sin with AB as the hypotenuse',
        },
      ],
      figure: solidFigure({
        ...base,
        edges: [...base.edges, 'AF'],
        hidden: [...base.hidden, 'AC'],
        angles: { CAF: 'θ' },
        caption: 'A ramp ABCDEF with hidden edges dashed; θ is marked at A between AC and AF.',
      }),
      hints: [
        'F is directly above C, so the projection of AF on the ground is AC.',
        'Find AC, then use tan in the right triangle ACF.',
        `$AC^2 = ${l}^2 + ${w}^2 = ${l * l + w * w}$`,
      ],
      steps: [
        `$AC = \\sqrt{${l}^2 + ${w}^2} = \\sqrt{${l * l + w * w}}$ m, and $\\theta = \\angle FAC$.`,
        `$\\tan\\theta = \\frac{${fmt(h)}}{\\sqrt{${l * l + w * w}}}$, so $\\theta \\approx ${fixed(theta, 1)}^\\circ$`,
      ],
      explanation: `$\\tan\\theta = \\frac{CF}{AC}$, so $\\theta \\approx ${fixed(theta, 1)}^\\circ$.`,
    };
  }),
});

export const threeDTrigonometryTemplates = [
  faceDiagonal,
  spaceDiagonal,
  missingEdge,
  linePlane,
  pyramidHeight,
  pyramidAngles,
  tanRatio,
  mast,
  twoObservers,
  ramp,
];
