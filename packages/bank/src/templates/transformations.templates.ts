/**
 * Lesson: transformations of the plane. Reflections (in the axes, in y = ±x, in x = k and y = k),
 * rotations (quarter and half turns about the origin or another centre), translations by a
 * column vector and enlargements (whole, fractional and negative scale factors): the image of a
 * point, the single transformation that maps one drawn shape to another, the scale factor and
 * centre of an enlargement, the area of an enlarged shape (k²), and two transformations in turn.
 */
import type { Point } from '../figures/figure-model';
import { pt } from '../figures/geometry';
import type { Rng } from '../rng';
import type { Choice } from './define-template';
import { defineTemplate } from './define-template';
import { fmt, frac } from './exact';
import type { Named } from './coordinate-geometry-kit';
import { br, col, gridFigure, nonZero, pair } from './coordinate-geometry-kit';
import { lineGridFigure, line } from './equations-of-lines-kit';
import { redraw } from './redraw';
import type { Transform } from './transformations-kit';
import { apply, mapsOnto, option, ORIGIN, rule, words } from './transformations-kit';

const lesson = 'transformations' as const;

/** A point off both axes with |x| ≠ |y| (so reflections in y = ±x move it). */
function offDiagonal(rng: Rng, lo: number, hi: number): Point {
  for (;;) {
    const p = pt(nonZero(rng, lo, hi), nonZero(rng, lo, hi));
    if (Math.abs(p.x) !== Math.abs(p.y)) return p;
  }
}

/** "a reflection ...", "an enlargement ...". */
const article = (t: Transform): string => `${t.kind === 'enlarge' ? 'an' : 'a'} ${words(t)}`;

/**
 * Whether a vertex of one triangle lies on the line of a side of the other: the figure would
 * seem to end a side on a line drawn short of it, so the template draws again.
 */
function sidesMeetVertices(shape: readonly Point[], image: readonly Point[]): boolean {
  const onSideLine = (sides: readonly Point[], others: readonly Point[]) =>
    sides.some((p, i) => {
      const q = sides[(i + 1) % sides.length] as Point;
      return others.some((v) => (q.x - p.x) * (v.y - p.y) - (q.y - p.y) * (v.x - p.x) === 0);
    });
  return onSideLine(shape, image) || onSideLine(image, shape);
}

const same = (p: Point, q: Point): boolean => p.x === q.x && p.y === q.y;

/** The last step naming the image point, as the gate reads it. */
const imageStep = (name: string, p: Point): string => `$${name}' = ${pair(p)}$`;

// ---------------------------------------------------------------- reflections in the axes and y = ±x

const REFLECTIONS: Transform[] = [
  { kind: 'reflect-x' },
  { kind: 'reflect-y' },
  { kind: 'reflect-yx' },
  { kind: 'reflect-ynx' },
];

const reflectPoint = defineTemplate({
  id: `${lesson}/reflect-point`,
  lesson,
  type: 'short_answer',
  b: -1.4,
  build(rng) {
    const t = rng.pick(REFLECTIONS);
    const frame = {
      'reflect-x': 'x-axis',
      'reflect-y': 'y-axis',
      'reflect-yx': 'line-y-equals-x',
      'reflect-ynx': 'line-y-equals-minus-x',
    }[t.kind as 'reflect-x'];
    const name = rng.pick(['A', 'P', 'K', 'M']);
    const A = offDiagonal(rng, -8, 8);
    const image = apply(t, A);
    const r = rule(t) as string;
    return {
      frame,
      question: `Find the image of $${name}${pair(A)}$ under a ${words(t)}.`,
      answer: pair(image),
      kind: 'point',
      hints: [
        'A reflection keeps each point the same distance from the mirror line, on the other side.',
        `For a ${words(t)}: $${r}$.`,
      ],
      steps: [`$${r}$`, `$${name}${pair(A)} \\to ${name}'${pair(image)}$`, imageStep(name, image)],
      explanation: `By the rule $${r}$, the image is $${pair(image)}$.`,
    };
  },
});

// ---------------------------------------------------------------- translations

const translate = defineTemplate({
  id: `${lesson}/translate`,
  lesson,
  type: 'short_answer',
  b: -1.2,
  build(rng) {
    const frame = rng.pick(['image', 'original', 'robot-moves', 'robot-moves'] as const);
    const A = pt(rng.int(-6, 6), rng.int(-6, 6));
    const v = { dx: nonZero(rng, -6, 6), dy: nonZero(rng, -6, 6) };
    const t: Transform = { kind: 'translate', ...v };
    const image = apply(t, A);
    if (frame === 'original') {
      return {
        frame,
        question: `A ${words(t)} maps the point $P$ onto $P'${pair(image)}$. Find the coordinates of $P$.`,
        answer: pair(A),
        kind: 'point',
        hints: [
          'Undo the translation: move back by the same vector.',
          `$P = P' - ${col(v.dx, v.dy)}$.`,
        ],
        steps: [
          `$P = (${fmt(image.x)} - ${br(v.dx)}, ${fmt(image.y)} - ${br(v.dy)})$`,
          `$P = ${pair(A)}$`,
        ],
        explanation: `Moving back by the vector gives $P = ${pair(A)}$.`,
      };
    }
    if (frame === 'robot-moves') {
      const w = { dx: nonZero(rng, -5, 5), dy: nonZero(rng, -5, 5) };
      const second: Transform = { kind: 'translate', ...w };
      const end = apply(second, image);
      return {
        frame,
        context: true,
        multiStep: true,
        question: `A robot on a warehouse floor grid starts at $${pair(A)}$. It moves by the vector $${col(v.dx, v.dy)}$ and then by the vector $${col(w.dx, w.dy)}$. Find the coordinates of the point where it stops.`,
        answer: pair(end),
        kind: 'point',
        hints: [
          'Each move is a translation: add the vector to the coordinates.',
          'Do the first move, then the second from where the robot has got to.',
          `After the first move it is at $(${fmt(A.x)} + ${br(v.dx)}, ${fmt(A.y)} + ${br(v.dy)})$.`,
        ],
        steps: [
          `After the first move: $(${fmt(A.x)} + ${br(v.dx)}, ${fmt(A.y)} + ${br(v.dy)}) = ${pair(image)}$`,
          `After the second move: $(${fmt(image.x)} + ${br(w.dx)}, ${fmt(image.y)} + ${br(w.dy)})$`,
          `The robot stops at $${pair(end)}$, so the answer is $${pair(end)}$`,
        ],
        explanation: `The robot goes to $${pair(image)}$ and then to $${pair(end)}$.`,
      };
    }
    return {
      frame,
      question: `Find the image of $A${pair(A)}$ under a ${words(t)}.`,
      answer: pair(image),
      kind: 'point',
      hints: [
        'A translation moves every point by the same vector.',
        `Add the vector: $(x, y) \\to (x + ${br(v.dx)}, y + ${br(v.dy)})$.`,
      ],
      steps: [
        `$A' = (${fmt(A.x)} + ${br(v.dx)}, ${fmt(A.y)} + ${br(v.dy)})$`,
        imageStep('A', image),
      ],
      explanation: `Adding the vector gives $A' = ${pair(image)}$.`,
    };
  },
});

// ---------------------------------------------------------------- rotations about the origin

const rotateOrigin = defineTemplate({
  id: `${lesson}/rotate-origin`,
  lesson,
  type: 'short_answer',
  b: -0.8,
  build(rng) {
    const frame = rng.pick([
      'quarter-anticlockwise',
      'quarter-clockwise',
      'half-turn',
      'three-quarter-anticlockwise',
    ] as const);
    const t: Transform =
      frame === 'quarter-anticlockwise'
        ? { kind: 'rotate', deg: 90, centre: ORIGIN }
        : frame === 'quarter-clockwise'
          ? { kind: 'rotate', deg: 270, centre: ORIGIN, clockwise: true }
          : frame === 'half-turn'
            ? { kind: 'rotate', deg: 180, centre: ORIGIN }
            : { kind: 'rotate', deg: 270, centre: ORIGIN };
    const name = rng.pick(['A', 'B', 'P', 'Q']);
    const A = offDiagonal(rng, -8, 8);
    const image = apply(t, A);
    const r = rule(t) as string;
    return {
      frame,
      question: `The point $${name}${pair(A)}$ is mapped by a ${words(t)}. Find the coordinates of its image $${name}'$.`,
      answer: pair(image),
      kind: 'point',
      hints: [
        frame === 'half-turn'
          ? 'A half turn about the origin sends a point to the opposite side of the origin.'
          : 'A quarter turn about the origin swaps the roles of the coordinates, with one sign changed.',
        frame === 'three-quarter-anticlockwise'
          ? `A turn of $270^\\circ$ anticlockwise is the same as $90^\\circ$ clockwise: $${r}$.`
          : `The rule is $${r}$.`,
      ],
      steps: [`$${r}$`, imageStep(name, image)],
      explanation: `By $${r}$, the image is $${pair(image)}$.`,
    };
  },
});

// ---------------------------------------------------------------- reflection in x = k or y = k (figure)

const reflectInLine = defineTemplate({
  id: `${lesson}/reflect-in-line-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: -0.4,
  build(rng) {
    const frame = rng.pick(['vertical-mirror', 'horizontal-mirror', 'find-mirror'] as const);
    const vertical = frame === 'find-mirror' ? rng.chance(0.5) : frame === 'vertical-mirror';
    const k = nonZero(rng, -3, 3);
    const A = pt(nonZero(rng, -5, 5), nonZero(rng, -5, 5));
    const t: Transform = vertical
      ? { kind: 'reflect-vertical', k }
      : { kind: 'reflect-horizontal', k };
    const image = apply(t, A);
    if (same(A, image) || image.x === 0 || image.y === 0) redraw('on the mirror or an axis');
    const mirror = vertical ? line(1, 0, -k) : line(0, 1, -k);
    const coord = vertical ? 'x' : 'y';
    const [a, b] = vertical ? [A.x, image.x] : [A.y, image.y];
    if (frame === 'find-mirror') {
      const figure = lineGridFigure({
        points: [
          { name: 'A', at: A },
          { name: 'A′', at: image },
        ],
        lines: [],
        segments: [{ from: A, to: image, dashed: true }],
        caption: `The point A${pair(A)} and its image A′${pair(image)} after a reflection.`,
      });
      return {
        frame,
        figure,
        multiStep: true,
        question: `A reflection in the line $${coord} = k$ maps $A${pair(A)}$ onto $A'${pair(image)}$. Find $k$.`,
        answer: fmt(k),
        hints: [
          'The mirror line is halfway between a point and its image.',
          `$k$ is the mean of the ${coord}-coordinates of $A$ and $A'$.`,
          `$k = \\frac{${fmt(a)} + ${br(b)}}{2}$.`,
        ],
        steps: [
          `$k = \\frac{${fmt(a)} + ${br(b)}}{2}$`,
          `$k = \\frac{${fmt(a + b)}}{2} = ${fmt(k)}$`,
        ],
        explanation: `The mirror is halfway between $A$ and $A'$: $k = ${fmt(k)}$.`,
      };
    }
    const figure = lineGridFigure({
      points: [{ name: 'A', at: A }],
      reach: [vertical ? pt(k, A.y) : pt(A.x, k), image],
      lines: [mirror],
      caption: `The point A${pair(A)} and the mirror line ${coord} = ${k}.`,
    });
    return {
      frame,
      figure,
      question: `Find the image $A'$ of $A${pair(A)}$ under a ${words(t)}.`,
      answer: pair(image),
      kind: 'point',
      hints: [
        `The image is as far from the line $${coord} = ${k}$ as $A$ is, on the other side; the ${vertical ? 'y' : 'x'}-coordinate does not change.`,
        `The distance from $A$ to the mirror is $|${fmt(a)} - ${br(k)}| = ${Math.abs(a - k)}$.`,
        `So the new ${coord}-coordinate is $2 \\times ${br(k)} - ${br(a)}$.`,
      ],
      steps: [
        `New ${coord}-coordinate: $2 \\times ${br(k)} - ${br(a)} = ${fmt(b)}$`,
        imageStep('A', image),
      ],
      explanation: `Reflecting in $${coord} = ${k}$ gives $A' = ${pair(image)}$.`,
    };
  },
});

// ---------------------------------------------------------------- enlargement of a point (figure)

const enlargePoint = defineTemplate({
  id: `${lesson}/enlarge-point-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.2,
  build(rng) {
    const frame = rng.pick([
      'centre-origin',
      'other-centre',
      'fractional',
      'negative',
      'logo-corner',
    ] as const);
    let num: number;
    let den = 1;
    let C: Point = ORIGIN;
    let A: Point;
    if (frame === 'fractional') {
      den = rng.pick([2, 3]);
      num = 1;
      A = pt(den * nonZero(rng, -3, 3), den * nonZero(rng, -3, 3));
    } else if (frame === 'negative') {
      num = rng.pick([-1, -2, -3]);
      A = pt(nonZero(rng, -3, 3), nonZero(rng, -3, 3));
    } else if (frame === 'other-centre') {
      num = rng.pick([2, 3]);
      C = pt(nonZero(rng, -3, 3), nonZero(rng, -3, 3));
      A = pt(C.x + nonZero(rng, -2, 2), C.y + nonZero(rng, -2, 2));
      if (A.x === 0 || A.y === 0) redraw('a label on an axis');
    } else {
      num = rng.pick([2, 3]);
      A = pt(nonZero(rng, -3, 3), nonZero(rng, -3, 3));
    }
    const t: Transform = { kind: 'enlarge', num, den, centre: C };
    const image = apply(t, A);
    const k = frac(num, den);
    const named: Named[] = [{ name: frame === 'logo-corner' ? 'L' : 'A', at: A }];
    if (frame === 'other-centre') named.push({ name: 'C', at: C });
    const figure = gridFigure({
      points: named,
      segments: [{ from: C, to: A, dashed: true }],
      caption: `The point ${named[0]?.name}${pair(A)}${frame === 'other-centre' ? ` and the centre C${pair(C)}` : ''}.`,
    });
    const name = named[0]?.name ?? 'A';
    const vector = `\\overrightarrow{C${name}}`;
    if (frame === 'other-centre') {
      const dx = A.x - C.x;
      const dy = A.y - C.y;
      return {
        frame,
        figure,
        multiStep: true,
        question: `Find the image $A'$ of $A${pair(A)}$ under an ${words(t)}.`,
        answer: pair(image),
        kind: 'point',
        hints: [
          'Work from the centre: the image is $k$ times as far from $C$, in the same direction.',
          `Find $${vector}$, multiply it by $${k.tex}$, then add it to $C$.`,
          `$${vector} = ${col(dx, dy)}$.`,
        ],
        steps: [
          `$${vector} = ${col(dx, dy)}$`,
          `$${k.tex} \\times ${col(dx, dy)} = ${col(num * dx, num * dy)}$`,
          `$A' = (${fmt(C.x)} + ${br(num * dx)}, ${fmt(C.y)} + ${br(num * dy)})$`,
          imageStep('A', image),
        ],
        explanation: `$A' = C + ${k.tex} \\times ${vector} = ${pair(image)}$.`,
      };
    }
    const multiply = `(${k.tex} \\times ${br(A.x)}, ${k.tex} \\times ${br(A.y)})`;
    const base = {
      frame,
      figure,
      answer: pair(image),
      kind: 'point' as const,
      steps: [`$${name}' = ${multiply}$`, imageStep(name, image)],
      explanation: `From the origin, multiply both coordinates by $${k.tex}$: $${pair(image)}$.`,
    };
    if (frame === 'logo-corner') {
      return {
        ...base,
        context: true,
        question: `A logo is drawn on a grid for a poster. One corner of the logo is at $L${pair(A)}$. The logo is enlarged with centre the origin and scale factor $${k.tex}$. Find the new position $L'$ of that corner.`,
        hints: [
          'An enlargement from the origin multiplies the distance from the origin by the scale factor.',
          `Multiply both coordinates of $L$ by $${k.tex}$.`,
        ],
      };
    }
    return {
      ...base,
      question: `Find the image $A'$ of $A${pair(A)}$ under an ${words(t)}.`,
      hints: [
        num < 0
          ? 'A negative scale factor puts the image on the other side of the centre.'
          : 'An enlargement from the origin multiplies the distance from the origin by the scale factor.',
        `Multiply both coordinates of $A$ by $${k.tex}$.`,
      ],
    };
  },
});

// ---------------------------------------------------------------- rotation about a centre (figure)

const rotateCentre = defineTemplate({
  id: `${lesson}/rotate-about-centre-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.7,
  build(rng) {
    const frame = rng.pick([
      'quarter-anticlockwise',
      'quarter-clockwise',
      'half-turn',
      'tile-design',
      'tile-design',
    ] as const);
    const C = pt(nonZero(rng, -3, 3), nonZero(rng, -3, 3));
    const A = pt(C.x + nonZero(rng, -3, 3), C.y + nonZero(rng, -3, 3));
    if (A.x === 0 || A.y === 0) redraw('a label on an axis');
    const deg = frame === 'half-turn' ? 180 : frame === 'quarter-anticlockwise' ? 90 : 270;
    const t: Transform = { kind: 'rotate', deg, centre: C, clockwise: deg === 270 };
    const image = apply(t, A);
    const dx = A.x - C.x;
    const dy = A.y - C.y;
    const d = apply({ ...t, centre: ORIGIN }, pt(dx, dy));
    const tile = frame === 'tile-design';
    const nA = tile ? 'P' : 'A';
    const figure = gridFigure({
      points: [
        { name: nA, at: A },
        { name: tile ? 'O' : 'C', at: C },
      ],
      segments: [{ from: C, to: A, dashed: true }],
      caption: tile
        ? `The corner P${pair(A)} of the design and the tile's centre O${pair(C)}.`
        : `The point A${pair(A)} and the centre of rotation C${pair(C)}.`,
    });
    const turn =
      deg === 180
        ? '(x, y) \\to (-x, -y)'
        : deg === 90
          ? '(x, y) \\to (-y, x)'
          : '(x, y) \\to (y, -x)';
    const cName = tile ? 'O' : 'C';
    return {
      frame,
      figure,
      multiStep: true,
      ...(tile ? { context: true } : {}),
      question: tile
        ? `A design on a square tile is drawn on a grid. The tile's centre is $O${pair(C)}$ and one corner of the design is at $P${pair(A)}$. The tile is turned through $90^\\circ$ clockwise about its centre. Find the new position $P'$ of that corner.`
        : `Find the image $A'$ of $A${pair(A)}$ under a ${words(t)}.`,
      answer: pair(image),
      kind: 'point',
      hints: [
        `Work relative to the centre: find the step from $${cName}$ to $${nA}$, turn it, then add it back to $${cName}$.`,
        `Turning a step about the centre uses the same rule as about the origin: $${turn}$.`,
        `The step from $${cName}$ to $${nA}$ is $${col(dx, dy)}$.`,
      ],
      steps: [
        `Step from $${cName}$ to $${nA}$: $${col(dx, dy)}$`,
        `Turned: $${col(d.x, d.y)}$`,
        `$${nA}' = (${fmt(C.x)} + ${br(d.x)}, ${fmt(C.y)} + ${br(d.y)})$`,
        imageStep(nA, image),
      ],
      explanation: `The step $${col(dx, dy)}$ turns to $${col(d.x, d.y)}$, so the image is $${pair(image)}$.`,
    };
  },
});

// ---------------------------------------------------------------- identify the transformation (figure)

/** A scalene triangle of whole points in [lo, hi]² with area at least 2. */
function scalene(rng: Rng, lo: number, hi: number): Point[] {
  for (let tries = 0; ; tries += 1) {
    if (tries > 1000) throw new Error(`no scalene triangle in [${lo}, ${hi}]`);
    const ps = [0, 1, 2].map(() => pt(rng.int(lo, hi), rng.int(lo, hi)));
    const [a, b, c] = ps as [Point, Point, Point];
    const area2 = Math.abs((b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y));
    const sides = [
      (a.x - b.x) ** 2 + (a.y - b.y) ** 2,
      (b.x - c.x) ** 2 + (b.y - c.y) ** 2,
      (c.x - a.x) ** 2 + (c.y - a.y) ** 2,
    ];
    if (area2 >= 4 && new Set(sides).size === 3) return ps;
  }
}

const identify = defineTemplate({
  id: `${lesson}/identify-transformation-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: 0.1,
  build(rng) {
    const frame = rng.pick(['reflection', 'rotation', 'translation', 'enlargement'] as const);
    let shape: Point[];
    let t: Transform;
    let candidates: { t: Transform; mistake: string }[];
    if (frame === 'enlargement') {
      shape = scalene(rng, 1, 4);
      const k = rng.pick([2, -1, -2]);
      t = { kind: 'enlarge', num: k, den: 1, centre: ORIGIN };
      candidates = [
        {
          t: { kind: 'enlarge', num: 1, den: k, centre: ORIGIN },
          mistake: 'took the scale factor from the image to the shape',
        },
        {
          t: { kind: 'enlarge', num: -k, den: 1, centre: ORIGIN },
          mistake: 'gave the scale factor the wrong sign',
        },
        {
          t: { kind: 'rotate', deg: 180, centre: ORIGIN },
          mistake: 'saw the shape turned and ignored the change of size',
        },
        {
          t: { kind: 'translate', dx: 2, dy: 2 },
          mistake: 'saw the shape moved and ignored the change of size',
        },
      ];
    } else {
      shape = scalene(rng, 1, 4).map((p) => (rng.chance(0.5) ? pt(-p.x, p.y) : p));
      if (frame === 'reflection') {
        t = rng.pick(REFLECTIONS);
      } else if (frame === 'rotation') {
        t = rng.pick<Transform>([
          { kind: 'rotate', deg: 90, centre: ORIGIN },
          { kind: 'rotate', deg: 270, centre: ORIGIN, clockwise: true },
          { kind: 'rotate', deg: 180, centre: ORIGIN },
        ]);
      } else {
        t = { kind: 'translate', dx: nonZero(rng, -4, 4), dy: nonZero(rng, -4, 4) };
      }
      const back =
        t.kind === 'translate' ? { kind: 'translate' as const, dx: -t.dx, dy: -t.dy } : null;
      candidates = [
        ...REFLECTIONS.map((r) => ({ t: r, mistake: 'chose the wrong mirror line' })),
        {
          t: { kind: 'rotate', deg: 90, centre: ORIGIN },
          mistake: 'mixed up the direction of the turn',
        },
        {
          t: { kind: 'rotate', deg: 270, centre: ORIGIN, clockwise: true },
          mistake: 'mixed up the direction of the turn',
        },
        {
          t: { kind: 'rotate', deg: 180, centre: ORIGIN },
          mistake: 'took a reflection or a quarter turn for a half turn',
        },
        ...(back
          ? [{ t: back as Transform, mistake: 'read the vector from the image back to the shape' }]
          : []),
        {
          t: { kind: 'translate', dx: 3, dy: -2 },
          mistake: 'saw the shape moved and ignored that it was turned or flipped',
        },
      ];
    }
    const image = shape.map((p) => apply(t, p));
    const all = [...shape, ...image];
    if (all.some((p) => p.x === 0 || p.y === 0)) redraw('a vertex on an axis');
    if (shape.some((p) => image.some((q) => same(p, q)))) redraw('a vertex does not move');
    if (sidesMeetVertices(shape, image)) redraw('a vertex on the line of a side');
    const answer = option(t);
    const wrong: Choice[] = rng
      .shuffle(candidates)
      .filter((c) => !mapsOnto(c.t, shape, image))
      .map((c) => ({ text: option(c.t), mistake: c.mistake }));
    const [a, b, c] = shape as [Point, Point, Point];
    const [a2, b2, c2] = image as [Point, Point, Point];
    const figure = gridFigure({
      points: [
        { name: 'A', at: a },
        { name: 'B', at: b },
        { name: 'C', at: c },
        { name: 'A′', at: a2 },
        { name: 'B′', at: b2 },
        { name: 'C′', at: c2 },
      ],
      polygons: [{ points: shape, shaded: true }, { points: image }],
      withCoordinates: false,
      caption: `Triangle ABC (shaded) and its image A′B′C′ on a grid.`,
    });
    const check = `$A${pair(a)} \\to A'${pair(a2)}$, $B${pair(b)} \\to B'${pair(b2)}$`;
    const hints = [
      {
        reflection:
          'The image is flipped over: look for a mirror line halfway between each vertex and its image.',
        rotation:
          'The image is turned, the same size and not flipped: look for the centre and the angle of the turn.',
        translation:
          'The image is the same way round and the same size: every vertex moves by the same step.',
        enlargement: 'The image has a different size: compare the lengths of matching sides.',
      }[frame],
      "Read the coordinates of $A$ and $A'$, and of $B$ and $B'$, from the grid and test each option on them.",
    ];
    return {
      frame,
      figure,
      question: "Which single transformation maps triangle $ABC$ onto triangle $A'B'C'$?",
      answer,
      wrong,
      facts: {
        figureCarriesData: 'the shape and its image are drawn; the question names no coordinates',
      },
      hints,
      steps: [
        check,
        `Only this fits both: ${answer.charAt(0).toLowerCase()}${answer.slice(1)}.`,
        `The answer is: ${answer}`,
      ],
      explanation: `${answer} maps each vertex onto its image: ${check}.`,
    };
  },
});

// ---------------------------------------------------------------- scale factor and centre (figure)

const enlargementFigure = defineTemplate({
  id: `${lesson}/enlargement-factor-centre-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 1,
  build(rng) {
    const frame = rng.pick([
      'whole-factor',
      'fractional-factor',
      'negative-factor',
      'find-centre',
    ] as const);
    const C = frame === 'find-centre' ? pt(nonZero(rng, -3, 3), nonZero(rng, -3, 3)) : ORIGIN;
    const [num, den] =
      frame === 'fractional-factor'
        ? [1, 2]
        : frame === 'negative-factor'
          ? [rng.pick([-1, -2]), 1]
          : [rng.pick([2, 3]), 1];
    // The smaller shape is ABC for a whole factor; for 1/2 the larger one is ABC.
    const scale = frame === 'fractional-factor' ? 2 : 1;
    const offsets = scalene(rng, -2, 2).map((p) => pt(p.x * scale, p.y * scale));
    const shape = offsets.map((p) => pt(C.x + p.x, C.y + p.y));
    const t: Transform = { kind: 'enlarge', num, den, centre: C };
    const image = shape.map((p) => apply(t, p));
    const all = [...shape, ...image];
    if (all.some((p) => Math.abs(p.x) > 8 || Math.abs(p.y) > 8)) redraw('off the grid');
    if (all.some((p) => p.x === 0 || p.y === 0)) redraw('a vertex on an axis');
    if (shape.some((p) => same(p, C))) redraw('a vertex at the centre');
    if (sidesMeetVertices(shape, image)) redraw('a vertex on the line of a side');
    const [a, b, c] = shape as [Point, Point, Point];
    const [a2, b2, c2] = image as [Point, Point, Point];
    const figure = gridFigure({
      points: [
        { name: 'A', at: a },
        { name: 'B', at: b },
        { name: 'C', at: c },
        { name: 'A′', at: a2 },
        { name: 'B′', at: b2 },
        { name: 'C′', at: c2 },
      ],
      polygons: [{ points: shape, shaded: true }, { points: image }],
      withCoordinates: false,
      caption: 'Triangle ABC (shaded) and its image A′B′C′ after an enlargement.',
    });
    const data = `$A${pair(a)}$, $B${pair(b)}$, $C${pair(c)}$ and $A'${pair(a2)}$, $B'${pair(b2)}$, $C'${pair(c2)}$`;
    const k = frac(num, den);
    const ab = col(b.x - a.x, b.y - a.y);
    const ab2 = col(b2.x - a2.x, b2.y - a2.y);
    if (frame === 'find-centre') {
      return {
        frame,
        figure,
        multiStep: true,
        question: `Triangle $ABC$ is enlarged onto triangle $A'B'C'$, with ${data}. Find the centre of the enlargement.`,
        answer: pair(C),
        kind: 'point',
        hints: [
          'The centre lies on every line joining a vertex to its image.',
          `Find the scale factor from $\\overrightarrow{AB}$ and $\\overrightarrow{A'B'}$, then use $\\overrightarrow{OA'} = k\\,\\overrightarrow{OA}$ with $O$ the centre.`,
          `$\\overrightarrow{AB} = ${ab}$ and $\\overrightarrow{A'B'} = ${ab2}$.`,
        ],
        steps: [
          `$\\overrightarrow{A'B'} = ${ab2} = ${k.tex} \\times ${ab}$, so $k = ${k.tex}$`,
          `Centre $O(p, q)$: $${pair(a2)} - (p, q) = ${k.tex}\\left(${pair(a)} - (p, q)\\right)$`,
          `$p = \\frac{${fmt(a2.x)} - ${k.tex} \\times ${br(a.x)}}{1 - ${k.tex}}$, $q = \\frac{${fmt(a2.y)} - ${k.tex} \\times ${br(a.y)}}{1 - ${k.tex}}$`,
          `The centre is $${pair(C)}$, so the answer is $${pair(C)}$`,
        ],
        explanation: `With $k = ${k.tex}$, the centre is $${pair(C)}$.`,
      };
    }
    return {
      frame,
      figure,
      question: `Triangle $ABC$ is enlarged onto triangle $A'B'C'$ with centre the origin, where ${data}. Find the scale factor.`,
      facts: {
        keyPrinted:
          'the coordinates are data; a scale factor equal to one of them is a coincidence',
      },
      answer: k.text,
      hints: [
        num < 0
          ? 'The image is on the other side of the centre and upside down: the scale factor is negative.'
          : 'Compare a side of the image with the matching side of the shape.',
        `The scale factor $k$ satisfies $\\overrightarrow{A'B'} = k\\,\\overrightarrow{AB}$ (or $A' = kA$ from the origin).`,
        `$\\overrightarrow{AB} = ${ab}$ and $\\overrightarrow{A'B'} = ${ab2}$.`,
      ],
      steps: [
        `$\\overrightarrow{AB} = ${ab}$, $\\overrightarrow{A'B'} = ${ab2}$`,
        `$k = ${k.tex}$`,
      ],
      explanation: `$\\overrightarrow{A'B'} = ${k.tex}\\,\\overrightarrow{AB}$, so the scale factor is $${k.tex}$.`,
    };
  },
});

// ---------------------------------------------------------------- area after an enlargement

const areaEnlargement = defineTemplate({
  id: `${lesson}/area-after-enlargement`,
  lesson,
  type: 'short_answer',
  b: 0.4,
  build(rng) {
    const frame = rng.pick([
      'image-area',
      'find-factor',
      'poster-logo',
      'poster-logo',
      'negative-factor',
    ] as const);
    if (frame === 'poster-logo') {
      const w = rng.pick([4, 5, 6, 8]);
      const h = rng.pick([3, 4, 5, 6].filter((x) => x !== w));
      const k = rng.pick([3, 4, 5, 6]);
      const area = w * h * k * k;
      return {
        frame,
        context: true,
        multiStep: true,
        question: `A rectangular logo is $${w}$ cm wide and $${h}$ cm tall. For a poster it is enlarged so that it is $${w * k}$ cm wide. Find the area of the enlarged logo in cm$^2$.`,
        answer: fmt(area),
        unit: 'cm²',
        hints: [
          'Find the scale factor from the widths first.',
          'Areas are multiplied by the square of the scale factor.',
          `$k = \\frac{${w * k}}{${w}}$.`,
        ],
        steps: [
          `$k = \\frac{${w * k}}{${w}} = ${k}$`,
          `Area of the logo $= ${w} \\times ${h} = ${w * h}$ cm$^2$`,
          `New area $= ${k}^2 \\times ${w * h} = ${area}$ cm$^2$`,
        ],
        explanation: `$k = ${k}$, so the area is $${k * k} \\times ${w * h} = ${area}$ cm$^2$.`,
      };
    }
    if (frame === 'find-factor') {
      const k = rng.pick([2, 3, 4, 5]);
      const area = rng.pick([3, 5, 6, 7, 8, 10, 12]);
      const big = area * k * k;
      return {
        frame,
        multiStep: true,
        question: `A shape of area $${area}$ square units is enlarged with a positive scale factor. The area of its image is $${big}$ square units. Find the scale factor.`,
        answer: fmt(k),
        hints: [
          'Areas are multiplied by the square of the scale factor.',
          `$k^2 = \\frac{${big}}{${area}}$.`,
        ],
        steps: [`$k^2 = \\frac{${big}}{${area}} = ${k * k}$`, `$k = \\sqrt{${k * k}} = ${k}$`],
        explanation: `$k^2 = ${k * k}$, so $k = ${k}$.`,
      };
    }
    const area = rng.pick([4, 5, 6, 7, 9, 10, 12, 15]);
    const [num, den] =
      frame === 'negative-factor'
        ? [rng.pick([-2, -3]), 1]
        : rng.pick([
            [3, 1],
            [4, 1],
            [5, 2],
            [3, 2],
          ]);
    const k = frac(num, den);
    const image = (area * num * num) / (den * den);
    const k2 = frac(num * num, den * den);
    return {
      frame,
      question: `A triangle of area $${area}$ cm$^2$ is enlarged with scale factor $${k.tex}$. Find the area of its image in cm$^2$.`,
      answer: fmt(image),
      unit: 'cm²',
      hints: [
        'Lengths are multiplied by $|k|$, so areas are multiplied by $k^2$.',
        num < 0
          ? `A negative scale factor turns the shape round, but $k^2 = ${k2.tex}$ is positive.`
          : `$k^2 = ${k2.tex}$.`,
      ],
      steps: [
        `$k^2 = \\left(${k.tex}\\right)^2 = ${k2.tex}$`,
        `Area $= ${k2.tex} \\times ${area} = ${fmt(image)}$ cm$^2$`,
      ],
      explanation: `The area is $${k2.tex} \\times ${area} = ${fmt(image)}$ cm$^2$.`,
    };
  },
});

// ---------------------------------------------------------------- combined transformations

const combined = defineTemplate({
  id: `${lesson}/combined`,
  lesson,
  type: 'short_answer',
  b: 1.6,
  build(rng) {
    const frame = rng.pick([
      'reflect-then-rotate',
      'rotate-then-translate',
      'enlarge-then-reflect',
      'tile-pattern',
      'tile-pattern',
    ] as const);
    const A = offDiagonal(rng, -5, 5);
    let first: Transform;
    let second: Transform;
    if (frame === 'reflect-then-rotate') {
      first = rng.pick(REFLECTIONS);
      second = rng.pick<Transform>([
        { kind: 'rotate', deg: 90, centre: ORIGIN },
        { kind: 'rotate', deg: 180, centre: ORIGIN },
        { kind: 'rotate', deg: 270, centre: ORIGIN, clockwise: true },
      ]);
    } else if (frame === 'rotate-then-translate') {
      first = rng.pick<Transform>([
        { kind: 'rotate', deg: 90, centre: ORIGIN },
        { kind: 'rotate', deg: 270, centre: ORIGIN, clockwise: true },
      ]);
      second = { kind: 'translate', dx: nonZero(rng, -5, 5), dy: nonZero(rng, -5, 5) };
    } else if (frame === 'enlarge-then-reflect') {
      first = { kind: 'enlarge', num: rng.pick([2, -2, 3]), den: 1, centre: ORIGIN };
      second = rng.pick<Transform>([
        { kind: 'reflect-vertical', k: nonZero(rng, -3, 3) },
        { kind: 'reflect-horizontal', k: nonZero(rng, -3, 3) },
        ...REFLECTIONS,
      ]);
    } else {
      first = rng.pick<Transform>([{ kind: 'reflect-y' }, { kind: 'reflect-x' }]);
      second = { kind: 'translate', dx: nonZero(rng, -6, 6), dy: nonZero(rng, -6, 6) };
    }
    const mid = apply(first, A);
    const end = apply(second, mid);
    if (same(end, A)) redraw('back where it started');
    const tile = frame === 'tile-pattern';
    const r1 = rule(first);
    const r2 = rule(second);
    return {
      frame,
      multiStep: true,
      ...(tile ? { context: true } : {}),
      question: tile
        ? `A tile pattern is drawn on a grid. A motif with a corner at $M${pair(A)}$ is copied by ${article(first)}, and the copy is then moved by ${article(second)}. Find where the corner $M$ ends up.`
        : `The point $A${pair(A)}$ is mapped by ${article(first)}, and its image is then mapped by ${article(second)}. Find the coordinates of the final image $A''$.`,
      answer: pair(end),
      kind: 'point',
      hints: [
        'Do the transformations one at a time, in the order given.',
        `First: ${r1 ? `$${r1}$` : words(first)}. Then: ${r2 ? `$${r2}$` : words(second)}.`,
        `After the first transformation the point is at $${pair(mid)}$.`,
      ],
      steps: [
        `After the ${words(first)}: $${pair(mid)}$`,
        `After the ${words(second)}: $${pair(end)}$`,
        `$${tile ? 'M' : 'A'}'' = ${pair(end)}$`,
      ],
      explanation: `$${pair(A)} \\to ${pair(mid)} \\to ${pair(end)}$.`,
    };
  },
});

// ---------------------------------------------------------------- image of a vertex (figure, MCQ)

const imageOfVertex = defineTemplate({
  id: `${lesson}/image-of-vertex-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: -0.2,
  build(rng) {
    const frame = rng.pick(['reflection', 'quarter-turn', 'enlargement', 'poster-logo'] as const);
    const shape = scalene(rng, 1, 4).map((p) => (rng.chance(0.5) ? pt(-p.x, p.y) : p));
    if (shape.some((p) => p.x === 0 || p.y === 0 || Math.abs(p.x) === Math.abs(p.y)))
      redraw('a vertex on an axis or on y = ±x');
    const name = rng.pick(['A', 'B', 'C'] as const);
    const P = shape[['A', 'B', 'C'].indexOf(name)] as Point;
    let t: Transform;
    let wrong: Choice[];
    const opt = (p: Point) => `$${pair(p)}$`;
    if (frame === 'reflection') {
      t = rng.pick<Transform>([{ kind: 'reflect-yx' }, { kind: 'reflect-ynx' }]);
      const other: Transform =
        t.kind === 'reflect-yx' ? { kind: 'reflect-ynx' } : { kind: 'reflect-yx' };
      wrong = [
        { text: opt(apply(other, P)), mistake: 'reflected in the other diagonal line' },
        { text: opt(apply({ kind: 'reflect-x' }, P)), mistake: 'reflected in the $x$-axis' },
        { text: opt(apply({ kind: 'reflect-y' }, P)), mistake: 'reflected in the $y$-axis' },
        {
          text: opt(apply({ kind: 'rotate', deg: 180, centre: ORIGIN }, P)),
          mistake: 'changed both signs',
        },
      ];
    } else if (frame === 'quarter-turn') {
      const clockwise = rng.chance(0.5);
      t = clockwise
        ? { kind: 'rotate', deg: 270, centre: ORIGIN, clockwise: true }
        : { kind: 'rotate', deg: 90, centre: ORIGIN };
      const back: Transform = clockwise
        ? { kind: 'rotate', deg: 90, centre: ORIGIN }
        : { kind: 'rotate', deg: 270, centre: ORIGIN, clockwise: true };
      wrong = [
        { text: opt(apply(back, P)), mistake: 'turned the other way' },
        {
          text: opt(apply({ kind: 'rotate', deg: 180, centre: ORIGIN }, P)),
          mistake: 'turned through $180^\\circ$',
        },
        {
          text: opt(apply({ kind: 'reflect-yx' }, P)),
          mistake: 'swapped the coordinates without changing a sign',
        },
        {
          text: opt(apply({ kind: 'reflect-ynx' }, P)),
          mistake: 'swapped the coordinates and changed both signs',
        },
      ];
    } else {
      const k = rng.pick([2, 3]);
      t = { kind: 'enlarge', num: k, den: 1, centre: ORIGIN };
      wrong = [
        {
          text: opt(pt(P.x + k, P.y + k)),
          mistake: 'added the scale factor instead of multiplying',
        },
        { text: opt(pt(k * P.x, P.y)), mistake: 'multiplied only the $x$-coordinate' },
        { text: opt(pt(-k * P.x, -k * P.y)), mistake: 'used a negative scale factor' },
        { text: opt(pt(P.x, k * P.y)), mistake: 'multiplied only the $y$-coordinate' },
      ];
    }
    const image = apply(t, P);
    const [a, b, c] = shape as [Point, Point, Point];
    const logo = frame === 'poster-logo';
    const figure = gridFigure({
      points: [
        { name: 'A', at: a },
        { name: 'B', at: b },
        { name: 'C', at: c },
      ],
      polygons: [{ points: shape, shaded: true }],
      caption: logo
        ? `A triangular logo ABC drawn on a grid.`
        : `Triangle ABC with A${pair(a)}, B${pair(b)} and C${pair(c)}.`,
    });
    const r = rule(t) as string;
    return {
      frame,
      figure,
      ...(logo ? { context: true } : {}),
      question: logo
        ? `A triangular logo $ABC$ is drawn on a grid. For a poster it is enlarged with centre the origin and scale factor $${(t as { num: number }).num}$. Which are the new coordinates of $${name}$?`
        : `Triangle $ABC$ is mapped by ${article(t)}. Which are the coordinates of $${name}'$?`,
      answer: opt(image),
      wrong,
      hints: [
        `Read the coordinates of $${name}$ from the figure, then apply the rule of the transformation.`,
        `The rule is $${r}$.`,
      ],
      steps: [`$${name} = ${pair(P)}$`, `$${r}$`, `$${name}' = ${pair(image)}$`],
      explanation: `$${name}${pair(P)} \\to ${name}'${pair(image)}$ by $${r}$.`,
    };
  },
});

// ---------------------------------------------------------------- undoing a transformation

const undo = defineTemplate({
  id: `${lesson}/find-the-original`,
  lesson,
  type: 'short_answer',
  b: 0.9,
  build(rng) {
    const frame = rng.pick(['reflection', 'quarter-turn', 'enlargement', 'poster-logo'] as const);
    const P = offDiagonal(rng, -5, 5);
    const t: Transform =
      frame === 'reflection'
        ? rng.pick(REFLECTIONS)
        : frame === 'quarter-turn'
          ? rng.pick<Transform>([
              { kind: 'rotate', deg: 90, centre: ORIGIN },
              { kind: 'rotate', deg: 270, centre: ORIGIN, clockwise: true },
            ])
          : { kind: 'enlarge', num: rng.pick([2, 3, -2]), den: 1, centre: ORIGIN };
    const image = apply(t, P);
    const back: Transform =
      t.kind === 'rotate'
        ? t.deg === 90
          ? { kind: 'rotate', deg: 270, centre: ORIGIN, clockwise: true }
          : { kind: 'rotate', deg: 90, centre: ORIGIN }
        : t.kind === 'enlarge'
          ? { kind: 'enlarge', num: 1, den: t.num, centre: ORIGIN }
          : t;
    const undoWords =
      t.kind === 'enlarge'
        ? `divide both coordinates by $${t.num}$`
        : t.kind === 'rotate'
          ? 'turn back the other way through $90^\\circ$'
          : 'reflect again in the same line (a reflection undoes itself)';
    const logo = frame === 'poster-logo';
    if (logo && t.kind === 'enlarge' && t.num < 0) redraw('a poster is not turned upside down');
    return {
      frame,
      multiStep: t.kind !== 'enlarge',
      ...(logo ? { context: true } : {}),
      question: logo
        ? `A logo drawn on a grid is enlarged for a poster with ${words(t).replace('enlargement with ', '')}. After the enlargement one corner is at $${pair(image)}$. Where was that corner on the original logo?`
        : `After ${article(t)}, the image of the point $P$ is $P'${pair(image)}$. Find the coordinates of $P$.`,
      answer: pair(P),
      kind: 'point',
      hints: ['Work backwards: undo the transformation.', `To undo it, ${undoWords}.`],
      steps: [`Undo: ${words(back)}`, `$P = ${pair(P)}$`],
      explanation: `Undoing the transformation sends $${pair(image)}$ back to $${pair(P)}$.`,
    };
  },
});

export const transformationTemplates = [
  reflectPoint,
  translate,
  rotateOrigin,
  reflectInLine,
  identify,
  enlargePoint,
  areaEnlargement,
  rotateCentre,
  imageOfVertex,
  undo,
  enlargementFigure,
  combined,
];
