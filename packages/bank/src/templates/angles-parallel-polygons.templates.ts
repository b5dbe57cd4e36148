/**
 * Lesson: angles with parallel lines (corresponding, alternate and co-interior angles) and the
 * angles of polygons (the interior angle sum (n − 2) × 180°, the exterior angle sum 360°, and a
 * regular polygon's angles and number of sides).
 */
import { defineTemplate } from './define-template';
import { fixed } from './exact';
import type { Choice } from './define-template';
import {
  parallelFigure,
  polygonFigure,
  polygonWithAngles,
  zigzagFigure,
} from './angles-parallel-polygons-kit';

const lesson = 'angles-parallel-polygons' as const;
const PARALLEL_LEAD = '$AB \\parallel CD$ and the transversal $EF$ cuts them at $G$ and $H$.';
const PARALLEL_CAPTION = 'Parallel lines AB and CD cut by the transversal EF at G and H.';

/** The eight angles at G and H: which equal t (= angle EGB) and which equal 180° − t. */
const EQUALS_T = ['EGB', 'AGH', 'GHD', 'CHF'];

function angleValue(name: string, t: number): number {
  return EQUALS_T.includes(name) ? t : 180 - t;
}

/** A transversal angle t well away from 90° (so acute and obtuse angles look different). */
function transversal(rng: { int(min: number, max: number): number }): number {
  for (;;) {
    const t = rng.int(35, 145);
    if (Math.abs(t - 90) >= 12) return t;
  }
}

// ---------------------------------------------------------------- one angle from another

const ONE_STEP_FRAMES = [
  {
    frame: 'co-interior',
    given: 'BGH',
    asked: 'GHD',
    steps: (v: number, k: number) => [
      `$\\angle BGH$ and $\\angle GHD$ are co-interior angles (between the parallels, on the same side of $EF$), so they add up to $180^\\circ$.`,
      `$m\\angle GHD = 180^\\circ - ${v}^\\circ = ${k}^\\circ$.`,
    ],
    multi: false,
  },
  {
    frame: 'corresponding-then-straight',
    given: 'EGB',
    asked: 'GHC',
    steps: (v: number, k: number) => [
      `$\\angle GHD$ corresponds to $\\angle EGB$, so $m\\angle GHD = ${v}^\\circ$.`,
      `$\\angle GHC$ and $\\angle GHD$ make a straight angle: $m\\angle GHC = 180^\\circ - ${v}^\\circ = ${k}^\\circ$.`,
    ],
    multi: true,
  },
  {
    frame: 'alternate-then-straight',
    given: 'AGH',
    asked: 'DHF',
    steps: (v: number, k: number) => [
      `$\\angle GHD$ and $\\angle AGH$ are alternate angles, so $m\\angle GHD = ${v}^\\circ$.`,
      `$\\angle DHF$ and $\\angle GHD$ make a straight angle: $m\\angle DHF = 180^\\circ - ${v}^\\circ = ${k}^\\circ$.`,
    ],
    multi: true,
  },
] as const;

const oneAngle = defineTemplate({
  id: `${lesson}/angle-from-parallel-lines`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: -1.5,
  build(rng) {
    const spec = rng.pick(ONE_STEP_FRAMES);
    const t = transversal(rng);
    const v = angleValue(spec.given, t);
    const k = angleValue(spec.asked, t);
    return {
      question: `${PARALLEL_LEAD} $m\\angle ${spec.given} = ${v}^\\circ$. Find $m\\angle ${spec.asked}$.`,
      answer: `${k}°`,
      figure: parallelFigure(t, { [spec.given]: `${v}°`, [spec.asked]: '?' }, PARALLEL_CAPTION),
      frame: spec.frame,
      ...(spec.multi ? { multiStep: true } : {}),
      hints: [
        `Find how $\\angle ${spec.given}$ and $\\angle ${spec.asked}$ sit: at the same crossing or at different ones, and on which side of $EF$.`,
        'Corresponding and alternate angles are equal; co-interior angles and angles on a straight line add up to $180^\\circ$.',
      ],
      steps: [...spec.steps(v, k)],
      explanation: spec.steps(v, k).join(' '),
    };
  },
});

// ---------------------------------------------------------------- name the pair

const PAIR_NAMES = {
  corresponding: 'Corresponding angles',
  alternate: 'Alternate angles',
  coInterior: 'Co-interior angles',
  vertical: 'Vertically opposite angles',
} as const;

const PAIRS = [
  { pair: ['EGB', 'GHD'], kind: 'corresponding', why: 'in the same position at each crossing' },
  { pair: ['AGH', 'CHF'], kind: 'corresponding', why: 'in the same position at each crossing' },
  {
    pair: ['AGH', 'GHD'],
    kind: 'alternate',
    why: 'between the parallels, on opposite sides of $EF$',
  },
  {
    pair: ['BGH', 'GHC'],
    kind: 'alternate',
    why: 'between the parallels, on opposite sides of $EF$',
  },
  {
    pair: ['BGH', 'GHD'],
    kind: 'coInterior',
    why: 'between the parallels, on the same side of $EF$',
  },
  {
    pair: ['AGH', 'GHC'],
    kind: 'coInterior',
    why: 'between the parallels, on the same side of $EF$',
  },
] as const;

const namePair = defineTemplate({
  id: `${lesson}/name-the-angle-pair`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: -1.2,
  build(rng) {
    const spec = rng.pick(PAIRS);
    const t = transversal(rng);
    const [first, second] = spec.pair;
    const v = angleValue(first, t);
    const k = angleValue(second, t);
    const supplementary = spec.kind === 'coInterior';
    /** A pair's name and what it says about the second angle. */
    const claim = (kind: keyof typeof PAIR_NAMES, value: number): string =>
      `${PAIR_NAMES[kind]}, so $m\\angle ${second} = ${value}^\\circ$`;
    const answer = claim(spec.kind, k);
    const wrong: Choice[] = [
      {
        text: claim(spec.kind, 180 - k),
        mistake: supplementary
          ? 'named the pair right but took co-interior angles as equal'
          : 'named the pair right but took equal angles as adding up to 180°',
      },
      ...Object.keys(PAIR_NAMES)
        .filter((key) => key !== spec.kind)
        .map((key) => {
          const kind = key as keyof typeof PAIR_NAMES;
          return {
            text: claim(kind, kind === 'coInterior' ? 180 - v : v),
            mistake:
              kind === 'vertical'
                ? 'took angles at different crossings as vertically opposite'
                : kind === 'coInterior'
                  ? 'called the pair co-interior although the angles are not both between the lines on one side'
                  : kind === 'alternate'
                    ? 'called the pair alternate although the angles are not on opposite sides between the lines'
                    : 'called the pair corresponding although the angles are not in the same position',
          };
        }),
    ];
    const relation = supplementary
      ? 'so they add up to $180^\\circ$'
      : 'so they are equal (the lines are parallel)';
    return {
      question: `${PARALLEL_LEAD} $m\\angle ${first} = ${v}^\\circ$. What are $\\angle ${first}$ and $\\angle ${second}$ called, and what is $m\\angle ${second}$?`,
      answer,
      wrong,
      figure: parallelFigure(t, { [first]: `${v}°`, [second]: '?' }, PARALLEL_CAPTION),
      frame: supplementary ? 'co-interior' : spec.kind,
      facts: {
        keyPrinted:
          "equal angles of a named pair have the given value: the pair's name is what is asked",
      },
      hints: [
        'Are the two angles between the parallel lines, or is one of them outside?',
        'Are they on the same side of the transversal $EF$, or on opposite sides?',
      ],
      steps: [
        `$\\angle ${first}$ is at $G$ and $\\angle ${second}$ is at $H$: they are ${spec.why}, ${relation}.`,
        `${answer}.`,
      ],
      explanation: `The two angles are ${spec.why}: ${answer}.`,
    };
  },
});

// ---------------------------------------------------------------- algebra with parallel lines

const ALGEBRA_FRAMES = [
  { frame: 'corresponding', pair: ['EGB', 'GHD'], equal: true },
  { frame: 'alternate', pair: ['BGH', 'GHC'], equal: true },
  { frame: 'co-interior', pair: ['AGH', 'GHC'], equal: false },
] as const;

/** "3y + 10" with the sign of the constant written out. */
function linear(a: number, b: number): string {
  const head = a === 1 ? 'y' : `${a}y`;
  if (b === 0) return head;
  return b > 0 ? `${head} + ${b}` : `${head} - ${-b}`;
}

const parallelAlgebra = defineTemplate({
  id: `${lesson}/parallel-lines-algebra`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.1,
  build(rng) {
    const spec = rng.pick(ALGEBRA_FRAMES);
    for (;;) {
      const t = transversal(rng);
      const [first, second] = spec.pair;
      const v1 = angleValue(first, t);
      const v2 = angleValue(second, t);
      const y = rng.int(6, 30);
      const a1 = rng.int(1, 5);
      let a2 = rng.int(1, 6);
      while (a2 === a1) a2 = rng.int(1, 6);
      const b1 = v1 - a1 * y;
      const b2 = v2 - a2 * y;
      if (Math.abs(b1) > 90 || Math.abs(b2) > 90 || b1 === 0 || b2 === 0) continue;
      const e1 = linear(a1, b1);
      const e2 = linear(a2, b2);
      const equation = spec.equal ? `${e1} = ${e2}` : `(${e1}) + (${e2}) = 180`;
      const rule = spec.equal
        ? `$\\angle ${first}$ and $\\angle ${second}$ are ${spec.frame} angles, so they are equal.`
        : `$\\angle ${first}$ and $\\angle ${second}$ are co-interior angles, so they add up to $180^\\circ$.`;
      // Collect the y terms on the side where their coefficient is positive.
      const [big, small] = a1 > a2 ? [a1 - a2, b2 - b1] : [a2 - a1, b1 - b2];
      const sumConstant = b1 + b2;
      const solve = spec.equal
        ? `$${big === 1 ? '' : big}y = ${small}$, so $y = ${y}$.`
        : `$${a1 + a2}y ${sumConstant < 0 ? '-' : '+'} ${Math.abs(sumConstant)} = 180$, so $${a1 + a2}y = ${180 - sumConstant}$ and $y = ${y}$.`;
      return {
        question: `${PARALLEL_LEAD} $m\\angle ${first} = (${e1})^\\circ$ and $m\\angle ${second} = (${e2})^\\circ$. Find the value of $y$ in these angle measures.`,
        answer: String(y),
        figure: parallelFigure(t, { [first]: `(${e1})°`, [second]: `(${e2})°` }, PARALLEL_CAPTION),
        frame: spec.frame,
        multiStep: true,
        hints: [
          'Decide how the two angles are related: equal, or adding up to $180^\\circ$.',
          'Write an equation in $y$ from that fact and solve it.',
          `The equation is $${equation}$.`,
        ],
        steps: [rule, `$${equation}$.`, solve],
        explanation: `${rule} Solving $${equation}$ gives $y = ${y}$.`,
      };
    }
  },
});

// ---------------------------------------------------------------- the zigzag

const zigzag = defineTemplate({
  id: `${lesson}/zigzag-between-parallels`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.8,
  build(rng) {
    const frame = rng.pick(['sum', 'missing-part', 'from-straight-angle']);
    const x = rng.int(25, 70);
    let y = rng.int(25, 70);
    while (Math.abs(y - x) < 5) y = rng.int(25, 70);
    const sum = x + y;
    const lead = '$AB \\parallel CD$ and $E$ lies between them.';
    const caption = 'Parallel lines AB and CD with the point E between them, joined to B and D.';
    const through =
      'Draw the line through $E$ parallel to $AB$: it splits $\\angle BED$ into two parts.';
    const partsStep = (a: number, b: number): string =>
      `The line through $E$ parallel to $AB$ splits $\\angle BED$ into two angles alternate to $\\angle ABE$ and $\\angle CDE$: $${a}^\\circ$ and $${b}^\\circ$.`;
    if (frame === 'missing-part') {
      return {
        question: `${lead} $m\\angle ABE = ${x}^\\circ$ and $m\\angle BED = ${sum}^\\circ$. Find $m\\angle CDE$.`,
        answer: `${y}°`,
        figure: zigzagFigure(x, y, { ABE: `${x}°`, BED: `${sum}°`, CDE: '?' }, caption),
        frame,
        multiStep: true,
        hints: [
          through,
          '$m\\angle BED = m\\angle ABE + m\\angle CDE$ (each part is an alternate angle).',
        ],
        steps: [
          `The line through $E$ parallel to $AB$ splits $\\angle BED$ into an angle alternate to $\\angle ABE$ ($${x}^\\circ$) and one alternate to $\\angle CDE$.`,
          `$m\\angle CDE = ${sum}^\\circ - ${x}^\\circ = ${y}^\\circ$.`,
        ],
        explanation: `$m\\angle BED = m\\angle ABE + m\\angle CDE$, so $m\\angle CDE = ${sum}^\\circ - ${x}^\\circ = ${y}^\\circ$.`,
      };
    }
    if (frame === 'from-straight-angle') {
      const f = 180 - x;
      return {
        question: `${lead} $F$ is on the line $AB$ beyond $B$, $m\\angle FBE = ${f}^\\circ$ and $m\\angle CDE = ${y}^\\circ$. Find $m\\angle BED$.`,
        answer: `${sum}°`,
        figure: zigzagFigure(x, y, { FBE: `${f}°`, CDE: `${y}°`, BED: '?' }, caption),
        frame,
        multiStep: true,
        hints: [
          'First find $\\angle ABE$: it is on a straight line with $\\angle FBE$.',
          through,
          `$m\\angle ABE = 180^\\circ - ${f}^\\circ$.`,
        ],
        steps: [
          `$m\\angle ABE = 180^\\circ - ${f}^\\circ = ${x}^\\circ$ (angles on a straight line).`,
          partsStep(x, y),
          `$m\\angle BED = ${x}^\\circ + ${y}^\\circ = ${sum}^\\circ$.`,
        ],
        explanation: `$m\\angle ABE = ${x}^\\circ$, and $m\\angle BED = m\\angle ABE + m\\angle CDE = ${sum}^\\circ$.`,
      };
    }
    return {
      question: `${lead} $m\\angle ABE = ${x}^\\circ$ and $m\\angle CDE = ${y}^\\circ$. Find $m\\angle BED$.`,
      answer: `${sum}°`,
      figure: zigzagFigure(x, y, { ABE: `${x}°`, CDE: `${y}°`, BED: '?' }, caption),
      frame,
      multiStep: true,
      hints: [through, 'Each part of $\\angle BED$ is alternate to one of the given angles.'],
      steps: [partsStep(x, y), `$m\\angle BED = ${x}^\\circ + ${y}^\\circ = ${sum}^\\circ$.`],
      explanation: `Through $E$ draw a parallel: $m\\angle BED = ${x}^\\circ + ${y}^\\circ = ${sum}^\\circ$.`,
    };
  },
});

// ---------------------------------------------------------------- interior angle sum

const POLYGON_NAMES: Record<number, string> = {
  5: 'pentagon',
  6: 'hexagon',
  7: 'heptagon',
  8: 'octagon',
  9: 'nonagon',
  10: 'decagon',
  12: 'dodecagon',
};

const interiorSum = defineTemplate({
  id: `${lesson}/interior-angle-sum`,
  lesson,
  type: 'short_answer',
  b: -1,
  build(rng) {
    const frame = rng.pick(['sum-from-sides', 'sides-from-sum', 'named-polygon']);
    if (frame === 'sides-from-sum') {
      const n = rng.int(5, 24);
      const sum = (n - 2) * 180;
      return {
        question: `The interior angles of a polygon add up to $${sum}^\\circ$. How many sides does it have?`,
        answer: String(n),
        frame,
        multiStep: true,
        hints: [
          'The interior angles of an $n$-sided polygon add up to $(n - 2) \\times 180^\\circ$.',
          `Solve $(n - 2) \\times 180 = ${sum}$.`,
        ],
        steps: [
          `$(n - 2) \\times 180 = ${sum}$, so $n - 2 = ${sum} \\div 180 = ${n - 2}$.`,
          `$n = ${n}$.`,
        ],
        explanation: `$n - 2 = ${sum} \\div 180 = ${n - 2}$, so the polygon has $${n}$ sides.`,
      };
    }
    const named = frame === 'named-polygon';
    const n = named ? rng.pick([5, 6, 7, 8, 9, 10, 12]) : rng.int(11, 25);
    const sum = (n - 2) * 180;
    const what = named ? `a ${POLYGON_NAMES[n] ?? ''}` : `a polygon with $${n}$ sides`;
    return {
      question: `Find the sum of the interior angles of ${what}.`,
      answer: `${sum}°`,
      frame,
      hints: [
        named
          ? `First count the sides of a ${POLYGON_NAMES[n] ?? ''}.`
          : 'A polygon with $n$ sides splits into $n - 2$ triangles from one vertex.',
        'The sum is $(n - 2) \\times 180^\\circ$.',
      ],
      steps: [
        ...(named ? [`A ${POLYGON_NAMES[n] ?? ''} has $${n}$ sides.`] : []),
        `Sum $= (${n} - 2) \\times 180^\\circ = ${sum}^\\circ$.`,
      ],
      ...(named ? { multiStep: true } : {}),
      explanation: `$(${n} - 2) \\times 180^\\circ = ${sum}^\\circ$.`,
    };
  },
});

// ---------------------------------------------------------------- the missing interior angle

const VERTEX_NAMES = ['A', 'B', 'C', 'D', 'E', 'F'];

/** n interior angles (integers, 70..170) summing to (n − 2)·180, not all equal. */
function randomAngles(rng: { int(min: number, max: number): number }, n: number): number[] {
  for (;;) {
    const angles = Array.from({ length: n - 1 }, () => rng.int(75, 165));
    const last = (n - 2) * 180 - angles.reduce((s, a) => s + a, 0);
    if (last < 75 || last > 165) continue;
    const all = [...angles, last];
    if (new Set(all).size < n - 1) continue;
    return all;
  }
}

const missingInterior = defineTemplate({
  id: `${lesson}/missing-interior-angle`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: -0.4,
  build(rng) {
    const frame = rng.pick(['pentagon', 'hexagon', 'field-context']);
    const n = frame === 'hexagon' ? 6 : 5;
    for (;;) {
      const angles = randomAngles(rng, n);
      const points = polygonWithAngles(angles, rng);
      if (!points) continue;
      const names = VERTEX_NAMES.slice(0, n);
      const asked = rng.int(0, n - 1);
      const key = angles[asked] ?? 0;
      const givenList = angles
        .map((a, i) => (i === asked ? null : `$m\\angle ${names[i]} = ${a}^\\circ$`))
        .filter((s): s is string => s !== null);
      const listed = `${givenList.slice(0, -1).join(', ')} and ${givenList.at(-1) ?? ''}`;
      const sum = (n - 2) * 180;
      const known = sum - key;
      const field = frame === 'field-context';
      const shape = n === 5 ? 'pentagon' : 'hexagon';
      const question = field
        ? `A field has the shape of a pentagon $ABCDE$ with ${listed}. Find the angle at the corner $${names[asked]}$, $m\\angle ${names[asked]}$.`
        : `$${names.join('')}$ is a ${shape} with ${listed}. Find $m\\angle ${names[asked]}$.`;
      return {
        question,
        answer: `${key}°`,
        figure: polygonFigure(
          points,
          names,
          angles.map((a, i) => (i === asked ? '?' : `${a}°`)),
          field ? `A pentagon-shaped field ${names.join('')}.` : `The ${shape} ${names.join('')}.`,
        ),
        frame,
        multiStep: true,
        ...(field ? { context: true } : {}),
        hints: [
          `First find the sum of the interior angles of a ${shape}.`,
          `Sum $= (${n} - 2) \\times 180^\\circ$; subtract the angles you know.`,
          `The known angles add up to $${known}^\\circ$.`,
        ],
        steps: [
          `Sum of the interior angles $= (${n} - 2) \\times 180^\\circ = ${sum}^\\circ$.`,
          `The given angles add up to $${known}^\\circ$.`,
          `$m\\angle ${names[asked]} = ${sum}^\\circ - ${known}^\\circ = ${key}^\\circ$.`,
        ],
        explanation: `The angles of a ${shape} add up to $${sum}^\\circ$, so $m\\angle ${names[asked]} = ${sum}^\\circ - ${known}^\\circ = ${key}^\\circ$.`,
      };
    }
  },
});

// ---------------------------------------------------------------- exterior angles

const exterior = defineTemplate({
  id: `${lesson}/exterior-angles`,
  lesson,
  type: 'short_answer',
  b: -0.6,
  build(rng) {
    const frame = rng.pick(['missing-exterior', 'algebra-exterior', 'path-context']);
    if (frame === 'algebra-exterior') {
      const n = rng.int(4, 6);
      let coefficients: number[] = [];
      let total = 0;
      // Whole-number x, every exterior angle below 180°, not all the same.
      for (;;) {
        coefficients = Array.from({ length: n }, () => rng.int(1, 5)).sort((p, q) => p - q);
        total = coefficients.reduce((sum, c) => sum + c, 0);
        const biggest = coefficients.at(-1) ?? 1;
        if (360 % total === 0 && (biggest * 360) / total < 180 && new Set(coefficients).size > 1)
          break;
      }
      const x = 360 / total;
      const terms = coefficients.map((c) => (c === 1 ? 'x' : `${c}x`));
      return {
        question: `The exterior angles of a polygon with $${n}$ sides are ${terms
          .slice(0, -1)
          .map((t) => `$${t}^\\circ$`)
          .join(', ')} and $${terms.at(-1) ?? ''}^\\circ$. Find $x$.`,
        answer: String(x),
        frame,
        multiStep: true,
        hints: [
          'The exterior angles of any convex polygon add up to the same total.',
          'Add the expressions and set the total equal to $360^\\circ$.',
          `$${terms.join(' + ')} = ${total}x$.`,
        ],
        steps: [
          `The exterior angles add up to $360^\\circ$: $${terms.join(' + ')} = 360$.`,
          `$${total}x = 360$, so $x = ${x}$.`,
        ],
        explanation: `$${total}x = 360$, so $x = ${x}$.`,
      };
    }
    const n = rng.int(5, 8);
    let exteriors: number[];
    for (;;) {
      exteriors = Array.from({ length: n - 1 }, () => rng.int(20, 80));
      const last = 360 - exteriors.reduce((s, e) => s + e, 0);
      if (last >= 15 && last <= 100 && !exteriors.includes(last)) {
        exteriors.push(last);
        break;
      }
    }
    const key = exteriors.at(-1) ?? 0;
    const known = 360 - key;
    const given = exteriors.slice(0, -1).map((e) => `${e}^\\circ`);
    const listed = `$${given.slice(0, -1).join('$, $')}$ and $${given.at(-1) ?? ''}$`;
    if (frame === 'path-context') {
      const interior = 180 - key;
      return {
        question: `A runner goes once round a park path shaped like a convex polygon with $${n}$ corners, turning left at each corner. At $${n - 1}$ of the corners she turns through ${listed}. Find the interior angle of the path at the last corner.`,
        answer: `${interior}°`,
        frame,
        multiStep: true,
        context: true,
        hints: [
          'The turns at the corners are the exterior angles; once round, she turns through a full turn.',
          'The exterior angles add up to $360^\\circ$; an interior and an exterior angle at a corner add up to $180^\\circ$.',
          `The given turns add up to $${known}^\\circ$.`,
        ],
        steps: [
          `The last turn is $360^\\circ - ${known}^\\circ = ${key}^\\circ$.`,
          `The interior angle there is $180^\\circ - ${key}^\\circ = ${interior}^\\circ$.`,
        ],
        explanation: `The turns add up to $360^\\circ$, so the last is $${key}^\\circ$ and the interior angle is $${interior}^\\circ$.`,
      };
    }
    return {
      question: `A convex polygon has $${n}$ sides. $${n - 1}$ of its exterior angles are ${listed}. Find the remaining exterior angle.`,
      answer: `${key}°`,
      frame,
      multiStep: true,
      hints: [
        'The exterior angles of a convex polygon add up to $360^\\circ$, whatever the number of sides.',
        `The given exterior angles add up to $${known}^\\circ$.`,
      ],
      steps: [
        `The given exterior angles add up to $${known}^\\circ$.`,
        `Remaining exterior angle $= 360^\\circ - ${known}^\\circ = ${key}^\\circ$.`,
      ],
      explanation: `$360^\\circ - ${known}^\\circ = ${key}^\\circ$.`,
    };
  },
});

// ---------------------------------------------------------------- regular polygons (MCQ)

/** Regular polygons whose angles are whole numbers. */
const REGULAR_N = [5, 6, 8, 9, 10, 12, 15, 18, 20, 24, 30, 36];

const regularAngles = defineTemplate({
  id: `${lesson}/regular-polygon-angles`,
  lesson,
  type: 'MCQ',
  b: -0.2,
  build(rng) {
    const frame = rng.pick(['interior-from-n', 'n-from-exterior', 'n-from-interior']);
    const n = rng.pick(REGULAR_N);
    const ext = 360 / n;
    const int = 180 - ext;
    if (frame === 'interior-from-n') {
      const opt = (v: number): string => `$${Number.isInteger(v) ? v : fixed(v, 1)}^\\circ$`;
      return {
        question: `Find the size of each interior angle of a regular polygon with $${n}$ sides.`,
        answer: opt(int),
        wrong: [
          { text: opt(ext), mistake: 'gave the exterior angle 360° ÷ n' },
          { text: opt(180 - 180 / n), mistake: 'divided 180° by n instead of 360°' },
          { text: opt(((n - 2) * 180) / (n - 1)), mistake: 'divided the angle sum by n − 1' },
          { text: opt(((n - 1) * 180) / n), mistake: 'used (n − 1) × 180° for the angle sum' },
        ],
        frame,
        multiStep: true,
        hints: [
          'Start from the exterior angle: all exterior angles of a regular polygon are equal.',
          'Each exterior angle is $360^\\circ \\div n$; the interior angle is $180^\\circ$ minus it.',
        ],
        steps: [
          `Each exterior angle $= 360^\\circ \\div ${n} = ${ext}^\\circ$.`,
          `Each interior angle $= 180^\\circ - ${ext}^\\circ = ${int}^\\circ$.`,
        ],
        explanation: `Exterior $${ext}^\\circ$, so interior $180^\\circ - ${ext}^\\circ = ${int}^\\circ$.`,
      };
    }
    const fromExterior = frame === 'n-from-exterior';
    // Only whole numbers of sides, 3 or more, are possible options.
    const candidates: [number, string][] = fromExterior
      ? [
          [180 / ext, 'divided 180° instead of 360° by the exterior angle'],
          [n - 2, 'found n − 2, the number of triangles, instead of n'],
          [720 / ext, 'divided 720° by the exterior angle'],
          [n + 2, 'added 2, as if the sum were (n + 2) × 180°'],
        ]
      : [
          [360 / int, 'divided 360° by the interior angle instead of the exterior one'],
          [n - 2, 'found n − 2, the number of triangles, instead of n'],
          [720 / ext, 'divided 720° by the exterior angle'],
          [n + 2, 'added 2, as if the sum were (n + 2) × 180°'],
        ];
    const wrong: Choice[] = candidates
      .filter(([v]) => Number.isInteger(v) && v >= 3)
      .map(([v, mistake]) => ({ text: String(v), mistake }));
    const question = fromExterior
      ? `A tiler cuts tiles shaped as a regular polygon whose exterior angles are each $${ext}^\\circ$. How many sides does each tile have?`
      : `Each interior angle of a regular polygon is $${int}^\\circ$. How many sides does it have?`;
    return {
      question,
      answer: String(n),
      wrong,
      frame,
      ...(fromExterior ? { context: true } : { multiStep: true }),
      hints: fromExterior
        ? [
            'The exterior angles of a polygon add up to $360^\\circ$.',
            'All of them are equal: divide.',
          ]
        : [
            'Find the exterior angle first: interior and exterior angles make a straight angle.',
            'The number of sides is $360^\\circ$ divided by the exterior angle.',
            `Exterior angle $= 180^\\circ - ${int}^\\circ$.`,
          ],
      steps: fromExterior
        ? [`$n = 360^\\circ \\div ${ext}^\\circ = ${n}$.`]
        : [
            `Each exterior angle $= 180^\\circ - ${int}^\\circ = ${ext}^\\circ$.`,
            `$n = 360^\\circ \\div ${ext}^\\circ = ${n}$.`,
          ],
      explanation: `The exterior angle is $${ext}^\\circ$, so $n = 360 \\div ${ext} = ${n}$.`,
    };
  },
});

// ---------------------------------------------------------------- regular polygons, harder

const regularSides = defineTemplate({
  id: `${lesson}/regular-polygon-conditions`,
  lesson,
  type: 'short_answer',
  b: 1,
  build(rng) {
    const frame = rng.pick(['interior-times-exterior', 'interior-minus-exterior', 'sum-to-each']);
    const n = rng.pick(
      frame === 'interior-times-exterior' ? [6, 8, 10, 12, 18, 20, 24, 30, 36] : REGULAR_N,
    );
    const ext = 360 / n;
    const int = 180 - ext;
    if (frame === 'interior-times-exterior') {
      const k = int / ext;
      return {
        question: `Each interior angle of a regular polygon is $${k}$ times each exterior angle. How many sides does the polygon have?`,
        answer: String(n),
        frame,
        multiStep: true,
        hints: [
          'Let the exterior angle be $e$: the interior angle is then $' + `${k}e$.`,
          'An interior and an exterior angle add up to $180^\\circ$.',
          `$e + ${k}e = 180$.`,
        ],
        steps: [
          `$e + ${k}e = 180$, so $${k + 1}e = 180$ and $e = ${ext}^\\circ$.`,
          `$n = 360 \\div ${ext} = ${n}$.`,
        ],
        explanation: `$${k + 1}e = 180$ gives $e = ${ext}^\\circ$, so $n = ${n}$.`,
      };
    }
    if (frame === 'interior-minus-exterior') {
      const d = int - ext;
      if (d <= 0) throw new Error('need an interior angle above the exterior one');
      return {
        question: `Each interior angle of a regular polygon is $${d}^\\circ$ more than each exterior angle. How many sides does it have?`,
        answer: String(n),
        frame,
        multiStep: true,
        hints: [
          'Call the exterior angle $e$: the interior angle is $e + ' + `${d}$.`,
          'An interior and an exterior angle add up to $180^\\circ$.',
          `$e + (e + ${d}) = 180$.`,
        ],
        steps: [`$2e + ${d} = 180$, so $e = ${ext}^\\circ$.`, `$n = 360 \\div ${ext} = ${n}$.`],
        explanation: `$2e + ${d} = 180$ gives $e = ${ext}^\\circ$, so $n = ${n}$.`,
      };
    }
    const sum = (n - 2) * 180;
    return {
      question: `The interior angles of a regular polygon add up to $${sum}^\\circ$. Find the size of each interior angle.`,
      answer: `${int}°`,
      frame,
      multiStep: true,
      hints: [
        'First find the number of sides from the angle sum.',
        `$(n - 2) \\times 180 = ${sum}$; then share the sum equally among the $n$ angles.`,
      ],
      steps: [
        `$(n - 2) \\times 180 = ${sum}$, so $n = ${n}$.`,
        `Each interior angle $= ${sum}^\\circ \\div ${n} = ${int}^\\circ$.`,
      ],
      explanation: `$n = ${n}$, so each angle is $${sum}^\\circ \\div ${n} = ${int}^\\circ$.`,
    };
  },
});

// ---------------------------------------------------------------- polygons in context

/**
 * Three regular polygons that fit round a point (their interior angles add up to 360°), the
 * third one different from the first two (else the question would print its own key).
 */
const VERTEX_FITS: [number, number, number][] = [
  [3, 8, 24],
  [3, 9, 18],
  [3, 10, 15],
  [4, 5, 20],
  [4, 6, 12],
  [5, 5, 10],
];
const TILING_TRIPLES: [number, number, number][] = VERTEX_FITS.flatMap(([p, q, r]) =>
  [
    [p, q, r],
    [q, r, p],
    [p, r, q],
  ].filter(([x, y, z]) => z !== x && z !== y),
) as [number, number, number][];

const polygonContext = defineTemplate({
  id: `${lesson}/polygons-in-design`,
  lesson,
  type: 'short_answer',
  b: 1.2,
  build(rng) {
    const frame = rng.pick(['tiling-gap', 'robot-turns', 'sign-angle']);
    const interior = (n: number): number => 180 - 360 / n;
    if (frame === 'tiling-gap') {
      const [p, q, r] = rng.pick(TILING_TRIPLES);
      const gap = 360 - interior(p) - interior(q);
      const name = (n: number): string =>
        n === 3
          ? 'an equilateral triangle'
          : n === 4
            ? 'a square'
            : `a regular polygon with $${n}$ sides`;
      return {
        question: `In a floor pattern, three regular polygons fit together round a point with no gaps: ${name(p)}, ${name(q)} and a third one. How many sides does the third polygon have?`,
        answer: String(r),
        frame,
        multiStep: true,
        context: true,
        hints: [
          'The angles at the point add up to $360^\\circ$: find the interior angle of the third tile.',
          'Interior angle of a regular $n$-gon $= 180^\\circ - 360^\\circ \\div n$.',
          `The two tiles' angles are $${interior(p)}^\\circ$ and $${interior(q)}^\\circ$.`,
        ],
        steps: [
          `Angle left $= 360^\\circ - ${interior(p)}^\\circ - ${interior(q)}^\\circ = ${gap}^\\circ$.`,
          `Its exterior angle is $180^\\circ - ${gap}^\\circ = ${180 - gap}^\\circ$.`,
          `$n = 360 \\div ${180 - gap} = ${r}$.`,
        ],
        explanation: `The third angle is $${gap}^\\circ$, so the exterior angle is $${180 - gap}^\\circ$ and $n = ${r}$.`,
      };
    }
    if (frame === 'robot-turns') {
      const n = rng.pick(REGULAR_N);
      const turn = 360 / n;
      const length = rng.int(2, 9);
      const total = n * length;
      return {
        question: `A robot walks $${length}$ m, turns left through $${turn}^\\circ$, and repeats this until it is back at its start, having traced a regular polygon. How far does it walk altogether, in m?`,
        answer: String(total),
        unit: 'm',
        frame,
        multiStep: true,
        context: true,
        hints: [
          'Each turn is an exterior angle of the polygon; the turns add up to one full turn.',
          `The number of sides is $360^\\circ \\div ${turn}^\\circ$.`,
        ],
        steps: [
          `Number of sides $= 360 \\div ${turn} = ${n}$.`,
          `Distance $= ${n} \\times ${length} = ${total}$ m.`,
        ],
        explanation: `$360 \\div ${turn} = ${n}$ sides of $${length}$ m: $${total}$ m.`,
      };
    }
    const n = rng.pick([5, 6, 8, 10, 12]);
    const thing = rng.pick(['road sign', 'window frame', 'table top']);
    const total = (n - 2) * 180;
    return {
      question: `A ${thing} is a regular ${POLYGON_NAMES[n] ?? ''}. Find the angle between two neighbouring edges, inside the ${thing}.`,
      answer: `${interior(n)}°`,
      frame,
      multiStep: true,
      context: true,
      hints: [
        `A ${POLYGON_NAMES[n] ?? ''} has $${n}$ sides; the angle asked is an interior angle.`,
        'Share the interior angle sum $(n - 2) \\times 180^\\circ$ equally.',
      ],
      steps: [
        `Sum $= (${n} - 2) \\times 180^\\circ = ${total}^\\circ$.`,
        `Each angle $= ${total}^\\circ \\div ${n} = ${interior(n)}^\\circ$.`,
      ],
      explanation: `$${total}^\\circ \\div ${n} = ${interior(n)}^\\circ$.`,
    };
  },
});

export const angleParallelPolygonTemplates = [
  oneAngle,
  namePair,
  interiorSum,
  exterior,
  missingInterior,
  regularAngles,
  parallelAlgebra,
  zigzag,
  regularSides,
  polygonContext,
];
