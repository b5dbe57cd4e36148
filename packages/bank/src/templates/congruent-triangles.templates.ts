/**
 * Lesson: congruent triangles. The conditions SSS, SAS, ASA/AAS and RHS (which one a figure
 * shows, which fact is missing, why SSA is not enough), corresponding parts, congruence in
 * isosceles triangles, parallelograms and kites, masts, rivers and roofs, and finding the wrong
 * step of a proof.
 */
import type { FigureElement, Point } from '../figures/figure-model';
import type { Choice } from './define-template';
import { defineTemplate } from './define-template';
import { fixed } from './exact';
import { redraw } from './redraw';
import type { Marks, NamedTriangle, Triple } from './congruent-triangles-kit';
import {
  RIGHT_SHAPES,
  SHAPES,
  congruentPair,
  markedFigure,
  rotateShape,
} from './congruent-triangles-kit';
import { cosD, sinD } from './triangle-solving-kit';

const lesson = 'congruent-triangles' as const;
const PAIR_LEAD = 'Triangles $ABC$ and $DEF$ are drawn with their equal parts marked.';

type Condition = 'SSS' | 'SAS' | 'ASA' | 'AAS' | 'RHS';

const CONDITION_WORDS: Record<Condition, string> = {
  SSS: 'three pairs of equal sides',
  SAS: 'two pairs of equal sides and the pair of equal angles between them',
  ASA: 'two pairs of equal angles and the pair of equal sides between them',
  AAS: 'two pairs of equal angles and a pair of equal sides opposite equal angles',
  RHS: 'right angles, equal hypotenuses and another pair of equal sides',
};

const CONDITION_MARKS: Record<Condition, Marks> = {
  SSS: { ticks: { AB: 1, DE: 1, BC: 2, EF: 2, CA: 3, FD: 3 } },
  SAS: { ticks: { AB: 1, DE: 1, BC: 2, EF: 2 }, arcs: { B: 1, E: 1 } },
  ASA: { ticks: { BC: 1, EF: 1 }, arcs: { B: 1, E: 1, C: 2, F: 2 } },
  AAS: { ticks: { BC: 1, EF: 1 }, arcs: { A: 1, D: 1, B: 2, E: 2 } },
  RHS: { ticks: { BC: 1, EF: 1, AB: 2, DE: 2 }, right: ['A', 'D'] },
};

/**
 * The pair for a condition: one of three shapes (right-angled for RHS, the right angle at A),
 * its vertices named from corner `turn` for the others, so the marks sit in different places.
 */
function pairFor(
  condition: Condition,
  shapeIndex: number,
  turn: number,
): [NamedTriangle, NamedTriangle] {
  const shape =
    condition === 'RHS'
      ? (RIGHT_SHAPES[shapeIndex % RIGHT_SHAPES.length] as Triple<Point>)
      : rotateShape(SHAPES[shapeIndex % SHAPES.length] as Triple<Point>, turn);
  return congruentPair(shape, ['A', 'B', 'C'], ['D', 'E', 'F']);
}

// ---------------------------------------------------------------- which condition

const whichCondition = defineTemplate({
  id: `${lesson}/which-condition-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: -1.3,
  build(rng) {
    const condition = rng.pick<Condition>(['SSS', 'SAS', 'ASA', 'AAS', 'RHS']);
    const shapeIndex = rng.int(0, SHAPES.length - 1);
    const turn = rng.int(0, 2);
    const figure = markedFigure(
      pairFor(condition, shapeIndex, turn),
      CONDITION_MARKS[condition],
      `Triangles ABC and DEF (shape ${shapeIndex + 1}, turn ${turn}) with ${CONDITION_WORDS[condition]} marked.`,
    );
    const mistakes: Record<Condition, string> = {
      SSS: 'counted the marked angles as sides',
      SAS: 'did not check that the angle is between the two sides',
      ASA: 'did not check that the side is between the two angles',
      AAS: 'took the side between the angles when it is opposite one of them',
      RHS: 'used RHS without a right angle',
    };
    const wrong: Choice[] = (['SSS', 'SAS', 'ASA', 'AAS', 'RHS'] as const)
      .filter((c) => c !== condition)
      .map((c) => ({ text: c, mistake: mistakes[c] }));
    const reads: Record<Condition, string> = {
      SSS: '$AB = DE$, $BC = EF$ and $CA = FD$: three pairs of sides.',
      SAS: '$AB = DE$, $BC = EF$ and $\\angle B = \\angle E$, the angle between those sides.',
      ASA: '$\\angle B = \\angle E$, $\\angle C = \\angle F$ and $BC = EF$, the side between those angles.',
      AAS: '$\\angle A = \\angle D$, $\\angle B = \\angle E$ and $BC = EF$, a side opposite $\\angle A$ and $\\angle D$.',
      RHS: 'right angles at $A$ and $D$, hypotenuses $BC = EF$ and $AB = DE$.',
    };
    return {
      question: `${PAIR_LEAD} Which condition proves that $\\triangle ABC \\cong \\triangle DEF$?`,
      answer: condition,
      wrong: rng.shuffle(wrong),
      figure,
      frame: condition.toLowerCase(),
      facts: {
        figureCarriesData: 'the marks in the figure, which differ between items, hold the data',
      },
      hints: [
        'Count the pairs of equal sides (ticks) and equal angles (arcs), and look for right angles.',
        'With one angle and two sides, or two angles and one side, check whether the marked side or angle lies between the others.',
      ],
      steps: [
        `The marks show ${reads[condition]}`,
        `So the triangles are congruent by ${condition}.`,
      ],
      explanation: `The marks show ${reads[condition]} That is the condition ${condition}.`,
    };
  },
});

// ---------------------------------------------------------------- the congruence statement

const PERMUTATIONS: Triple<string>[] = [
  ['D', 'E', 'F'],
  ['D', 'F', 'E'],
  ['E', 'D', 'F'],
  ['E', 'F', 'D'],
  ['F', 'D', 'E'],
  ['F', 'E', 'D'],
];

const statement = defineTemplate({
  id: `${lesson}/congruence-statement-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: -0.8,
  build(rng) {
    const frame = rng.pick(['sss', 'sas', 'asa', 'aas'] as const);
    const image = rng.pick(PERMUTATIONS);
    const [a2, b2, c2] = image;
    const shapeIndex = rng.int(0, SHAPES.length - 1);
    const turn = rng.int(0, 2);
    const shape = rotateShape(SHAPES[shapeIndex] as Triple<Point>, turn);
    const pair = congruentPair(shape, ['A', 'B', 'C'], image);
    const marks: Marks =
      frame === 'sss'
        ? {
            ticks: { AB: 1, [`${a2}${b2}`]: 1, BC: 2, [`${b2}${c2}`]: 2, CA: 3, [`${c2}${a2}`]: 3 },
          }
        : frame === 'sas'
          ? {
              ticks: { AB: 1, [`${a2}${b2}`]: 1, BC: 2, [`${b2}${c2}`]: 2 },
              arcs: { B: 1, [b2]: 1 },
            }
          : frame === 'asa'
            ? { ticks: { BC: 1, [`${b2}${c2}`]: 1 }, arcs: { B: 1, [b2]: 1, C: 2, [c2]: 2 } }
            : { ticks: { BC: 1, [`${b2}${c2}`]: 1 }, arcs: { A: 1, [a2]: 1, B: 2, [b2]: 2 } };
    const claim = (names: Triple<string>): string =>
      `$\\triangle ABC \\cong \\triangle ${names.join('')}$`;
    const answer = claim(image);
    const wrong: Choice[] = PERMUTATIONS.filter((p) => p.join('') !== image.join('')).map((p) => ({
      text: claim(p),
      mistake:
        p.join('') === 'DEF'
          ? 'matched the letters in alphabetical order instead of by the marks'
          : 'paired vertices whose marks do not match',
    }));
    const how =
      frame === 'sss'
        ? 'each vertex is where two marked sides meet: match the vertices whose sides carry the same ticks'
        : frame === 'sas'
          ? 'the marked angles correspond, then the sides with the same ticks'
          : 'the angles with the same arcs correspond, and the third vertices correspond';

    return {
      question: `The two triangles are drawn with their equal parts marked. Which congruence statement is correct?`,
      answer,
      wrong: rng.shuffle(wrong),
      figure: markedFigure(
        pair,
        marks,
        `Triangles ABC and ${image.join('')} (shape ${shapeIndex + 1}, turn ${turn}) with ${frame.toUpperCase()} marks; A matches ${a2}, B matches ${b2}, C matches ${c2}.`,
      ),
      frame,
      facts: { figureCarriesData: 'the marks and the letters in the figure hold the data' },
      hints: [
        'In a congruence statement, the vertices are written in corresponding order.',
        `Use the marks: ${how}.`,
      ],
      steps: [
        `From the marks, $A \\leftrightarrow ${a2}$, $B \\leftrightarrow ${b2}$ and $C \\leftrightarrow ${c2}$.`,
        `So ${answer}.`,
      ],
      explanation: `Matching the marks gives $A \\leftrightarrow ${a2}$, $B \\leftrightarrow ${b2}$, $C \\leftrightarrow ${c2}$: ${answer}.`,
    };
  },
});

// ---------------------------------------------------------------- which extra fact

interface ExtraFrame {
  frame: string;
  condition: Condition;
  marks: Marks;
  shown: string;
  answer: string;
  wrong: Choice[];
}

const EXTRA: ExtraFrame[] = [
  {
    frame: 'for-sas',
    condition: 'SAS',
    marks: { ticks: { AB: 1, DE: 1 }, arcs: { B: 1, E: 1 } },
    shown: '$AB = DE$ and $\\angle B = \\angle E$',
    answer: '$BC = EF$',
    wrong: [
      { text: '$AC = DF$', mistake: 'chose a side that makes SSA, not SAS' },
      { text: '$BC = DF$', mistake: 'paired sides that do not correspond' },
      { text: '$\\angle C = \\angle F$', mistake: 'chose an angle: that proves AAS, not SAS' },
    ],
  },
  {
    frame: 'for-asa',
    condition: 'ASA',
    marks: { ticks: { BC: 1, EF: 1 }, arcs: { B: 1, E: 1 } },
    shown: '$BC = EF$ and $\\angle B = \\angle E$',
    answer: '$\\angle C = \\angle F$',
    wrong: [
      { text: '$AB = DE$', mistake: 'chose a side: that proves SAS, not ASA' },
      { text: '$\\angle C = \\angle D$', mistake: 'paired angles that do not correspond' },
      { text: '$AC = DF$', mistake: 'chose a side that makes SSA' },
    ],
  },
  {
    frame: 'for-rhs',
    condition: 'RHS',
    marks: { ticks: { BC: 1, EF: 1 }, right: ['A', 'D'] },
    shown: 'right angles at $A$ and $D$ and $BC = EF$',
    answer: '$AB = DE$',
    wrong: [
      { text: '$\\angle B = \\angle E$', mistake: 'chose an angle: that proves AAS, not RHS' },
      { text: '$AB = DF$', mistake: 'paired sides that do not correspond' },
      { text: '$BC = DE$', mistake: 'paired the hypotenuse with a shorter side' },
    ],
  },
  {
    frame: 'for-sss',
    condition: 'SSS',
    marks: { ticks: { AB: 1, DE: 1, BC: 2, EF: 2 } },
    shown: '$AB = DE$ and $BC = EF$',
    answer: '$CA = FD$',
    wrong: [
      { text: '$\\angle B = \\angle E$', mistake: 'chose an angle: that proves SAS, not SSS' },
      { text: '$CA = EF$', mistake: 'paired sides that do not correspond' },
      { text: '$\\angle A = \\angle D$', mistake: 'chose a non-included angle (SSA)' },
    ],
  },
];

const extraFact = defineTemplate({
  id: `${lesson}/extra-fact-needed-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: -0.4,
  build(rng) {
    const spec = rng.pick(EXTRA);
    const shapeIndex = rng.int(0, SHAPES.length - 1);
    const turn = rng.int(0, 2);
    const figure = markedFigure(
      pairFor(spec.condition, shapeIndex, turn),
      spec.marks,
      `Triangles ABC and DEF (shape ${shapeIndex + 1}, turn ${turn}) with ${spec.shown.replace(/\$|\\angle /g, '')} marked.`,
    );
    return {
      question: `${PAIR_LEAD} Which extra fact would prove that $\\triangle ABC \\cong \\triangle DEF$ by ${spec.condition}?`,
      answer: spec.answer,
      wrong: spec.wrong,
      figure,
      frame: spec.frame,
      facts: { figureCarriesData: 'the marks in the figure hold the data' },
      hints: [
        `Write down what ${spec.condition} needs, and tick off what the figure already shows: ${spec.shown}.`,
        'Corresponding parts: $A \\leftrightarrow D$, $B \\leftrightarrow E$, $C \\leftrightarrow F$.',
      ],
      steps: [
        `${spec.condition} needs ${CONDITION_WORDS[spec.condition]}; the figure shows ${spec.shown}.`,
        `The missing fact is ${spec.answer}.`,
      ],
      explanation: `${spec.condition} needs ${CONDITION_WORDS[spec.condition]}: with ${spec.shown}, the missing fact is ${spec.answer}.`,
    };
  },
});

// ---------------------------------------------------------------- SSA is not enough

const NEED_NOT = 'They need not be congruent';
const BY = (c: string): string => `They are congruent by ${c}`;

const ssa = defineTemplate({
  id: `${lesson}/ssa-is-not-enough`,
  lesson,
  type: 'MCQ',
  b: 0.6,
  build(rng) {
    const frame = rng.pick(['not-a-condition', 'ssa-data', 'sas-data', 'rhs-data'] as const);
    if (frame === 'not-a-condition') {
      const answer = 'Two sides and an angle that is not between them';
      return {
        question:
          'Which of these facts about two triangles does NOT always prove that they are congruent?',
        answer,
        wrong: rng.shuffle([
          { text: 'Three pairs of equal sides', mistake: 'thought SSS is not a condition' },
          {
            text: 'Two sides and the angle between them',
            mistake: 'thought SAS is not a condition',
          },
          {
            text: 'Two angles and a corresponding side',
            mistake: 'thought ASA/AAS is not a condition',
          },
          {
            text: 'The hypotenuse and another side of two right triangles',
            mistake: 'thought RHS is not a condition',
          },
        ]),
        frame,
        hints: [
          'Four of the five are the conditions SSS, SAS, ASA/AAS and RHS.',
          'Can you draw two different triangles with two given sides and a given angle that is not between them?',
        ],
        steps: [
          'SSS, SAS, ASA/AAS and RHS always prove congruence.',
          `Two sides and a non-included angle (SSA) can give two different triangles: ${answer}.`,
        ],
        explanation: `SSA is not a condition: a side opposite the given angle can swing to two positions. ${answer}.`,
      };
    }
    // AB = DE and BC = EF always; the third fact decides.
    const bc = rng.int(7, 12);
    const ab = rng.int(4, bc - 1);
    if (frame === 'ssa-data') {
      // ∠C is opposite AB: with BC·sin C < AB < BC two triangles fit.
      const angle = rng.pick([25, 30, 35, 40]);
      if (!(bc * sinD(angle) < ab)) return redraw('only one triangle');
      return {
        question: `In triangles $ABC$ and $DEF$, $AB = DE = ${ab}$ cm, $BC = EF = ${bc}$ cm and $m\\angle C = m\\angle F = ${angle}^\\circ$. Which statement is true?`,
        answer: NEED_NOT,
        wrong: [
          { text: BY('SAS'), mistake: 'took an angle that is not between the sides as included' },
          { text: BY('SSS'), mistake: 'counted the angle as a side' },
          { text: BY('ASA'), mistake: 'counted a side as an angle' },
          { text: BY('RHS'), mistake: 'used RHS without a right angle' },
        ],
        frame,
        facts: { keyPrinted: 'the lengths are data; the statement is what is asked' },
        hints: [
          'Which two sides make the angle at $B$? Is the given angle between the two given sides?',
          `With $BC = ${bc}$ cm and $\\angle C = ${angle}^\\circ$ drawn, a circle of radius ${ab} cm about $B$ can cut the other arm twice.`,
        ],
        steps: [
          `$\\angle C$ is between $BC$ and $CA$, not between $AB$ and $BC$: the data are SSA.`,
          `$${bc}\\sin ${angle}^\\circ \\approx ${fixed(bc * sinD(angle), 2)} < ${ab} < ${bc}$, so two different triangles fit: ${NEED_NOT}.`,
        ],
        explanation: `Two sides and a non-included angle: two different triangles fit the data, so ${NEED_NOT.toLowerCase()}.`,
      };
    }
    if (frame === 'sas-data') {
      const angle = rng.int(35, 110);
      return {
        question: `In triangles $ABC$ and $DEF$, $AB = DE = ${ab}$ cm, $BC = EF = ${bc}$ cm and $m\\angle B = m\\angle E = ${angle}^\\circ$. Which statement is true?`,
        answer: BY('SAS'),
        wrong: [
          { text: NEED_NOT, mistake: 'took the included angle as not included (SSA)' },
          { text: BY('SSS'), mistake: 'counted the angle as a side' },
          { text: BY('ASA'), mistake: 'counted a side as an angle' },
          { text: BY('RHS'), mistake: 'used RHS without a right angle' },
        ],
        frame,
        facts: { keyPrinted: 'the lengths are data; the statement is what is asked' },
        hints: [
          'Which two sides make the angle at $B$?',
          'Is the given angle between the two given sides?',
        ],
        steps: [
          '$\\angle B$ is between $AB$ and $BC$, and $\\angle E$ between $DE$ and $EF$.',
          `Two sides and the included angle: ${BY('SAS')}.`,
        ],
        explanation: `The angle is between the two sides: ${BY('SAS')}.`,
      };
    }
    return {
      question: `In triangles $ABC$ and $DEF$, $m\\angle C = m\\angle F = 90^\\circ$, $AB = DE = ${bc}$ cm and $BC = EF = ${ab}$ cm. Which statement is true?`,
      answer: BY('RHS'),
      wrong: [
        { text: NEED_NOT, mistake: 'thought SSA always fails, even with a right angle' },
        { text: BY('SAS'), mistake: 'took the right angle as between the two sides' },
        { text: BY('SSS'), mistake: 'counted the angle as a side' },
        { text: BY('ASA'), mistake: 'counted a side as an angle' },
      ],
      frame,
      facts: { keyPrinted: 'the lengths are data; the statement is what is asked' },
      hints: [
        'Which side is opposite the right angle?',
        'Two sides and a non-included angle are enough when that angle is a right angle.',
      ],
      steps: [
        '$AB$ and $DE$ are opposite the right angles: they are the hypotenuses.',
        `Right angle, equal hypotenuses and another pair of equal sides: ${BY('RHS')}.`,
      ],
      explanation: `Right angle, hypotenuse and a side: ${BY('RHS')} (the one case of SSA that works).`,
    };
  },
});

// ---------------------------------------------------------------- corresponding parts

const SIDE_TRIPLES: Triple<number>[] = [
  [5, 6, 7],
  [4, 7, 8],
  [6, 8, 9],
  [5, 7, 9],
  [7, 8, 10],
  [6, 9, 11],
  [8, 9, 12],
];

/** A, B, C with BC = a, CA = b, AB = c (AB along the x-axis). */
function fromSides(a: number, b: number, c: number): Triple<Point> {
  const x = (b * b + c * c - a * a) / (2 * c);
  return [
    { x: 0, y: 0 },
    { x: c, y: 0 },
    { x, y: Math.sqrt(b * b - x * x) },
  ];
}

/** A, B, C with AB = c and the angles at A and B (degrees). */
function fromAngles(c: number, A: number, B: number): Triple<Point> {
  const C = 180 - A - B;
  const b = (c * sinD(B)) / sinD(C);
  return [
    { x: 0, y: 0 },
    { x: c, y: 0 },
    { x: b * cosD(A), y: b * sinD(A) },
  ];
}

const corresponding = defineTemplate({
  id: `${lesson}/corresponding-parts-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: -1.0,
  build(rng) {
    const frame = rng.pick(['side', 'angle', 'third-angle'] as const);
    // ΔABC ≅ ΔXYZ with the second triangle's letters in a random order.
    const second = rng.pick<Triple<string>>([
      ['P', 'Q', 'R'],
      ['Q', 'R', 'P'],
      ['R', 'P', 'Q'],
      ['Q', 'P', 'R'],
      ['P', 'R', 'Q'],
    ]);
    const statement = `$\\triangle ABC \\cong \\triangle ${second.join('')}$`;
    const image = (v: 'A' | 'B' | 'C'): string => second['ABC'.indexOf(v)] ?? '';
    if (frame === 'side') {
      const [a, b, c] = rng.pick(SIDE_TRIPLES);
      const [t1, t2] = congruentPair(fromSides(a, b, c), ['A', 'B', 'C'], second);
      const asked = rng.pick([
        { side: 'BC', value: a },
        { side: 'CA', value: b },
        { side: 'AB', value: c },
      ]);
      const [p = 'A', q = 'B'] = asked.side.split('') as ('A' | 'B' | 'C')[];
      const target = `${image(p)}${image(q)}`;
      return {
        question: `${statement}. Find the length of $${target}$ in cm.`,
        answer: String(asked.value),
        unit: 'cm',
        figure: markedFigure(
          [t1, t2],
          { sideLabels: { AB: `${c} cm`, BC: `${a} cm`, CA: `${b} cm` } },
          `Triangle ABC with sides AB = ${c} cm, BC = ${a} cm, CA = ${b} cm and its congruent copy ${second.join('')}.`,
        ),
        frame,
        facts: {
          keyPrinted: 'corresponding sides are equal: matching the side is the skill',
          figureCarriesData: 'the lengths are labelled in the figure',
        },
        hints: [
          `The order of the letters in ${statement} matches the vertices: $A \\leftrightarrow ${image('A')}$, $B \\leftrightarrow ${image('B')}$, $C \\leftrightarrow ${image('C')}$.`,
          `Which side of $\\triangle ABC$ has the same letters, in position, as $${target}$?`,
        ],
        steps: [
          `$${p} \\leftrightarrow ${image(p)}$ and $${q} \\leftrightarrow ${image(q)}$, so $${target}$ corresponds to $${asked.side}$.`,
          `$${target} = ${asked.side} = ${asked.value}$ cm`,
        ],
        explanation: `Corresponding sides of congruent triangles are equal: $${target} = ${asked.side} = ${asked.value}$ cm.`,
      };
    }
    const A = rng.int(35, 75);
    const B = rng.int(40, 80);
    const C = 180 - A - B;
    if (C < 30) return redraw('too thin');
    const [t1, t2] = congruentPair(fromAngles(5, A, B), ['A', 'B', 'C'], second);
    const figure = markedFigure(
      [t1, t2],
      { angleLabels: { A: `${A}°`, B: `${B}°` } },
      `Triangle ABC with angles A = ${A}° and B = ${B}°, and its congruent copy ${second.join('')}.`,
    );
    if (frame === 'angle') {
      const v = rng.pick(['A', 'B'] as const);
      const value = v === 'A' ? A : B;
      return {
        question: `${statement}. Find $m\\angle ${image(v)}$.`,
        answer: `${value}°`,
        figure,
        frame,
        facts: {
          keyPrinted: 'corresponding angles are equal: matching the angle is the skill',
          figureCarriesData: 'the angles are labelled in the figure',
        },
        hints: [
          `The order of the letters in ${statement} matches the vertices.`,
          `Which vertex of $\\triangle ABC$ is in the same position as $${image(v)}$?`,
        ],
        steps: [
          `$${image(v)}$ is in the same position as $${v}$, so $\\angle ${image(v)}$ corresponds to $\\angle ${v}$.`,
          `$m\\angle ${image(v)} = m\\angle ${v} = ${value}^\\circ$`,
        ],
        explanation: `Corresponding angles are equal: $m\\angle ${image(v)} = ${value}^\\circ$.`,
      };
    }
    return {
      question: `${statement}. Find $m\\angle ${image('C')}$.`,
      answer: `${C}°`,
      figure,
      frame,
      multiStep: true,
      facts: { figureCarriesData: 'the angles are labelled in the figure' },
      hints: [
        `$\\angle ${image('C')}$ corresponds to an angle of $\\triangle ABC$ that is not marked.`,
        'The angles of a triangle add up to $180^\\circ$.',
      ],
      steps: [
        `$\\angle ${image('C')}$ corresponds to $\\angle C$.`,
        `$m\\angle C = 180^\\circ - ${A}^\\circ - ${B}^\\circ = ${C}^\\circ$.`,
        `So $m\\angle ${image('C')} = ${C}^\\circ$`,
      ],
      explanation: `$m\\angle ${image('C')} = m\\angle C = 180^\\circ - ${A}^\\circ - ${B}^\\circ = ${C}^\\circ$.`,
    };
  },
});

// ---------------------------------------------------------------- algebra with corresponding parts

function linear(k: number, m: number, v = 'x'): string {
  const coef = k === 1 ? '' : String(k);
  return m === 0 ? `${coef}${v}` : `${coef}${v} ${m > 0 ? '+' : '-'} ${Math.abs(m)}`;
}

const algebra = defineTemplate({
  id: `${lesson}/corresponding-parts-algebra`,
  lesson,
  type: 'short_answer',
  b: 0.5,
  build(rng) {
    const frame = rng.pick(['find-x', 'find-side', 'find-angle'] as const);
    const second = rng.pick(['DEF', 'EFD', 'FDE', 'EDF', 'DFE']);
    const image = (v: string): string => second['ABC'.indexOf(v)] ?? '';
    const statement = `$\\triangle ABC \\cong \\triangle ${second}$`;
    const x = rng.int(2, 9);
    const k1 = rng.int(1, 4);
    let k2 = rng.int(2, 6);
    if (k2 === k1) k2 += 1;
    if (frame === 'find-angle') {
      const v = rng.pick(['A', 'B', 'C']);
      const m1 = rng.int(5, 40);
      const value = k1 * x + m1;
      const m2 = value - k2 * x;
      if (value < 20 || value > 140) return redraw('angle out of range');
      return {
        question: `${statement}, $m\\angle ${v} = (${linear(k1, m1, 'y')})^\\circ$ and $m\\angle ${image(v)} = (${linear(k2, m2, 'y')})^\\circ$. Find $m\\angle ${v}$.`,
        answer: `${value}°`,
        frame,
        multiStep: true,
        hints: [
          `$\\angle ${v}$ and $\\angle ${image(v)}$ are corresponding angles of congruent triangles.`,
          'Set the two expressions equal and solve for $y$.',
        ],
        steps: [
          `$${linear(k1, m1, 'y')} = ${linear(k2, m2, 'y')}$, so $${k2 - k1}y = ${m1 - m2}$ and $y = ${x}$.`,
          `$m\\angle ${v} = ${k1} \\times ${x} + ${m1} = ${value}^\\circ$`,
        ],
        explanation: `Corresponding angles are equal: $y = ${x}$ and $m\\angle ${v} = ${value}^\\circ$.`,
      };
    }
    const side = rng.pick(['AB', 'BC', 'CA']);
    const target = `${image(side[0] ?? 'A')}${image(side[1] ?? 'B')}`;
    const m1 = rng.int(1, 9);
    const value = k1 * x + m1;
    const m2 = value - k2 * x;
    if (frame === 'find-x') {
      return {
        question: `${statement}, $${side} = ${linear(k1, m1)}$ and $${target} = ${linear(k2, m2)}$. Find the value of $x$.`,
        answer: String(x),
        frame,
        multiStep: true,
        hints: [
          `Match the letters in order: which side of $\\triangle ABC$ corresponds to $${target}$?`,
          'Corresponding sides are equal: set the two expressions equal.',
        ],
        steps: [
          `$${target}$ corresponds to $${side}$, so $${linear(k1, m1)} = ${linear(k2, m2)}$.`,
          `$${k2 - k1}x = ${m1 - m2}$, so $x = ${x}$`,
        ],
        explanation: `$${side} = ${target}$ gives $${linear(k1, m1)} = ${linear(k2, m2)}$, so $x = ${x}$.`,
      };
    }
    return {
      question: `${statement}, $${side} = (${linear(k1, m1)})$ cm and $${target} = (${linear(k2, m2)})$ cm. Find the length of $${side}$ in cm.`,
      answer: String(value),
      unit: 'cm',
      frame,
      multiStep: true,
      hints: [
        `Match the letters in order: $${target}$ corresponds to a side of $\\triangle ABC$.`,
        'Set the two expressions equal, solve for $x$, then substitute.',
      ],
      steps: [
        `$${target}$ corresponds to $${side}$: $${linear(k1, m1)} = ${linear(k2, m2)}$, so $x = ${x}$.`,
        `$${side} = ${k1} \\times ${x} + ${m1} = ${value}$ cm`,
      ],
      explanation: `$x = ${x}$, so $${side} = ${value}$ cm.`,
    };
  },
});

// ---------------------------------------------------------------- isosceles triangle

const PYTHAGOREAN: Triple<number>[] = [
  [3, 4, 5],
  [4, 3, 5],
  [5, 12, 13],
  [12, 5, 13],
  [6, 8, 10],
  [8, 6, 10],
  [8, 15, 17],
  [15, 8, 17],
  [9, 12, 15],
  [12, 9, 15],
  [7, 24, 25],
  [20, 21, 29],
];

const isosceles = defineTemplate({
  id: `${lesson}/isosceles-triangle-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.3,
  build(rng) {
    const frame = rng.pick(['half-apex', 'base-angle', 'height'] as const);
    const lead =
      'In $\\triangle ABC$, $AB = AC$ and $D$ is the midpoint of $BC$; $\\triangle ABD \\cong \\triangle ACD$ by SSS.';
    const draw = (
      half: number,
      height: number,
      marks: Partial<Record<'apex' | 'half' | 'base', string>>,
      sides: Record<string, string> = {},
    ): ReturnType<typeof markedFigure> => {
      const A = { x: 0, y: height };
      const B = { x: -half, y: 0 };
      const C = { x: half, y: 0 };
      const D = { x: 0, y: 0 };
      const extra: FigureElement[] = [
        { kind: 'segment', from: A, to: D },
        { kind: 'segment', from: A, to: B, ticks: 1, ...(sides.AB ? { label: sides.AB } : {}) },
        { kind: 'segment', from: A, to: C, ticks: 1 },
        { kind: 'segment', from: B, to: D, ticks: 2 },
        { kind: 'segment', from: D, to: C, ticks: 2 },
        ...(sides.BC ? [{ kind: 'dimension' as const, from: B, to: C, label: sides.BC }] : []),
        ...(marks.apex
          ? [{ kind: 'angle' as const, vertex: A, from: B, to: C, label: marks.apex }]
          : []),
        ...(marks.half
          ? [{ kind: 'angle' as const, vertex: A, from: B, to: D, label: marks.half }]
          : []),
        ...(marks.base
          ? [{ kind: 'angle' as const, vertex: B, from: A, to: C, label: marks.base }]
          : []),
        { kind: 'point', at: A, label: 'A' },
        { kind: 'point', at: B, label: 'B' },
        { kind: 'point', at: C, label: 'C' },
        { kind: 'point', at: D, label: 'D' },
      ];
      return {
        caption: `Isosceles triangle ABC with AB = AC and D the midpoint of BC, joined to A.`,
        elements: [{ kind: 'polygon', points: [A, B, C] }, ...extra],
      };
    };
    if (frame === 'height') {
      const [m, h, s] = rng.pick(PYTHAGOREAN);
      return {
        question: `${lead} $AB = ${s}$ cm and $BC = ${2 * m}$ cm. Find the length of $AD$ in cm.`,
        answer: String(h),
        unit: 'cm',
        figure: draw(m, h, {}, { AB: `${s} cm`, BC: `${2 * m} cm` }),
        frame,
        multiStep: true,
        hints: [
          'Congruent triangles give $\\angle ADB = \\angle ADC$, and together they make a straight angle.',
          `So $\\angle ADB = 90^\\circ$: use Pythagoras in $\\triangle ABD$ with $BD = ${m}$ cm.`,
        ],
        steps: [
          '$\\angle ADB = \\angle ADC$ (corresponding angles) and they add up to $180^\\circ$, so each is $90^\\circ$.',
          `$BD = \\frac{${2 * m}}{2} = ${m}$ cm.`,
          `$AD = \\sqrt{${s}^2 - ${m}^2} = ${h}$ cm`,
        ],
        explanation: `$AD \\perp BC$, so $AD = \\sqrt{${s}^2 - ${m}^2} = ${h}$ cm.`,
      };
    }
    const theta = rng.int(15, 40);
    const half = 4 * Math.tan((theta * Math.PI) / 180);
    if (frame === 'half-apex') {
      return {
        question: `${lead} $m\\angle BAC = ${2 * theta}^\\circ$. Find $m\\angle BAD$.`,
        answer: `${theta}°`,
        figure: draw(half, 4, { apex: `${2 * theta}°` }),
        frame,
        multiStep: true,
        hints: [
          'Corresponding angles of the congruent triangles are equal: $\\angle BAD = \\angle CAD$.',
          'Together they make $\\angle BAC$.',
        ],
        steps: [
          '$\\angle BAD = \\angle CAD$ (corresponding angles of congruent triangles).',
          `$m\\angle BAD = \\frac{${2 * theta}^\\circ}{2} = ${theta}^\\circ$`,
        ],
        explanation: `$AD$ bisects $\\angle BAC$: $m\\angle BAD = ${theta}^\\circ$.`,
      };
    }
    return {
      question: `${lead} $m\\angle BAD = ${theta}^\\circ$. Find $m\\angle ABC$.`,
      answer: `${90 - theta}°`,
      figure: draw(half, 4, { half: `${theta}°` }),
      frame,
      multiStep: true,
      hints: [
        'From the congruent triangles, $\\angle ADB = \\angle ADC$, and they add up to $180^\\circ$.',
        'Then use the angle sum of $\\triangle ABD$.',
      ],
      steps: [
        '$\\angle ADB = \\angle ADC$ and they make a straight angle, so $m\\angle ADB = 90^\\circ$.',
        `$m\\angle ABC = 180^\\circ - 90^\\circ - ${theta}^\\circ = ${90 - theta}^\\circ$`,
      ],
      explanation: `$\\angle ADB = 90^\\circ$, so $m\\angle ABC = 90^\\circ - ${theta}^\\circ = ${90 - theta}^\\circ$.`,
    };
  },
});

// ---------------------------------------------------------------- parallelogram

const parallelogram = defineTemplate({
  id: `${lesson}/parallelogram-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.7,
  build(rng) {
    const frame = rng.pick(['opposite-angle', 'opposite-sides', 'diagonals-bisect'] as const);
    const skew = rng.pick([1.5, 2, 2.5]);
    const A = { x: 0, y: 0 };
    const B = { x: 6, y: 0 };
    const C = { x: 6 + skew, y: 3.2 };
    const D = { x: skew, y: 3.2 };
    const M = { x: (A.x + C.x) / 2, y: (A.y + C.y) / 2 };
    const base: FigureElement[] = [
      { kind: 'polygon', points: [A, B, C, D] },
      { kind: 'segment', from: A, to: C },
    ];
    const names: FigureElement[] = [
      { kind: 'point', at: A, label: 'A' },
      { kind: 'point', at: B, label: 'B' },
      { kind: 'point', at: C, label: 'C' },
      { kind: 'point', at: D, label: 'D' },
    ];
    const lead =
      '$ABCD$ is a parallelogram with diagonal $AC$, so $\\triangle ABC \\cong \\triangle CDA$ (ASA).';
    if (frame === 'opposite-angle') {
      const angleAt = (v: Point, p: Point, q: Point): number => {
        const a1 = Math.atan2(p.y - v.y, p.x - v.x);
        const a2 = Math.atan2(q.y - v.y, q.x - v.x);
        let d = Math.abs(a1 - a2) * (180 / Math.PI);
        if (d > 180) d = 360 - d;
        return d;
      };
      // The drawing's own angles, rounded, are the data.
      const alpha = Math.round(angleAt(A, B, C));
      const beta = Math.round(angleAt(A, C, D));
      const key = 180 - alpha - beta;
      return {
        question: `${lead} $m\\angle BAC = ${alpha}^\\circ$ and $m\\angle CAD = ${beta}^\\circ$. Find $m\\angle ADC$.`,
        answer: `${key}°`,
        figure: {
          caption: `Parallelogram ABCD with diagonal AC; angle BAC = ${alpha}° and angle CAD = ${beta}°.`,
          elements: [
            ...base,
            { kind: 'angle', vertex: A, from: B, to: C, label: `${alpha}°` },
            { kind: 'angle', vertex: A, from: C, to: D, label: `${beta}°`, arcs: 2 },
            ...names,
          ],
        },
        frame,
        multiStep: true,
        hints: [
          '$\\angle ADC$ corresponds to $\\angle CBA$ in the congruent triangles.',
          'Alternate angles: $\\angle BCA = \\angle CAD$ ($AD \\parallel BC$). Then use the angle sum of $\\triangle ABC$.',
        ],
        steps: [
          `$m\\angle BCA = m\\angle CAD = ${beta}^\\circ$ (alternate angles).`,
          `$m\\angle ABC = 180^\\circ - ${alpha}^\\circ - ${beta}^\\circ = ${key}^\\circ$.`,
          `$\\angle ADC$ corresponds to $\\angle CBA$, so $m\\angle ADC = ${key}^\\circ$`,
        ],
        explanation: `From the congruent triangles, $m\\angle ADC = m\\angle ABC = 180^\\circ - ${alpha}^\\circ - ${beta}^\\circ = ${key}^\\circ$.`,
      };
    }
    const x = rng.int(2, 9);
    const k1 = rng.int(2, 5);
    const k2 = rng.int(1, k1 - 1);
    const m1 = rng.int(-3, 6);
    const value = k1 * x + m1;
    const m2 = value - k2 * x;
    if (value <= 0) return redraw('non-positive length');
    if (frame === 'opposite-sides') {
      return {
        question: `${lead} $AB = (${linear(k1, m1)})$ cm and $CD = (${linear(k2, m2)})$ cm. Find the length of $AB$ in cm.`,
        answer: String(value),
        unit: 'cm',
        figure: {
          caption: 'Parallelogram ABCD with diagonal AC; sides AB and CD are given as expressions.',
          elements: [...base, ...names],
        },
        frame,
        multiStep: true,
        hints: [
          '$AB$ and $CD$ are corresponding sides of the congruent triangles.',
          'Set the two expressions equal and solve for $x$.',
        ],
        steps: [
          `$AB = CD$: $${linear(k1, m1)} = ${linear(k2, m2)}$, so $x = ${x}$.`,
          `$AB = ${k1} \\times ${x} ${m1 < 0 ? '-' : '+'} ${Math.abs(m1)} = ${value}$ cm`,
        ],
        explanation: `$AB = CD$ gives $x = ${x}$ and $AB = ${value}$ cm.`,
      };
    }
    return {
      question: `$ABCD$ is a parallelogram whose diagonals meet at $M$; $\\triangle AMB \\cong \\triangle CMD$ (ASA). $AM = (${linear(k1, m1)})$ cm and $MC = (${linear(k2, m2)})$ cm. Find the length of $AC$ in cm.`,
      answer: String(2 * value),
      unit: 'cm',
      figure: {
        caption: 'Parallelogram ABCD with both diagonals, meeting at M.',
        elements: [
          ...base,
          { kind: 'segment', from: B, to: D },
          { kind: 'point', at: M, label: 'M' },
          ...names,
        ],
      },
      frame,
      multiStep: true,
      hints: [
        '$AM$ and $CM$ are corresponding sides of the congruent triangles, so $M$ is the midpoint of $AC$.',
        'Solve $AM = MC$ for $x$, then add the two parts.',
      ],
      steps: [
        `$AM = MC$: $${linear(k1, m1)} = ${linear(k2, m2)}$, so $x = ${x}$ and $AM = ${value}$ cm.`,
        `$AC = 2 \\times ${value} = ${2 * value}$ cm`,
      ],
      explanation: `$x = ${x}$, $AM = MC = ${value}$ cm, so $AC = ${2 * value}$ cm.`,
    };
  },
});

// ---------------------------------------------------------------- kite

const kite = defineTemplate({
  id: `${lesson}/kite-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.9,
  build(rng) {
    const frame = rng.pick(['half-angle', 'angle-sum', 'angle-at-c'] as const);
    // Angles BAC = alpha and BCA = gamma fix the kite (A top, C bottom, BD across).
    const alpha = rng.int(25, 50);
    const gamma = rng.int(20, 45);
    // Equal labels at A and C would not say which mark is which.
    if (alpha === gamma) return redraw('equal angles at A and C');
    const w = 3;
    const A = { x: 0, y: w / Math.tan((alpha * Math.PI) / 180) };
    const C = { x: 0, y: -w / Math.tan((gamma * Math.PI) / 180) };
    const B = { x: -w, y: 0 };
    const D = { x: w, y: 0 };
    const lead =
      'In the kite $ABCD$, $AB = AD$ and $CB = CD$, so $\\triangle ABC \\cong \\triangle ADC$ (SSS).';
    const outline: FigureElement[] = [
      { kind: 'polygon', points: [A, B, C, D] },
      { kind: 'segment', from: A, to: C },
      { kind: 'segment', from: A, to: B, ticks: 1 },
      { kind: 'segment', from: A, to: D, ticks: 1 },
      { kind: 'segment', from: C, to: B, ticks: 2 },
      { kind: 'segment', from: C, to: D, ticks: 2 },
    ];
    const names: FigureElement[] = [
      { kind: 'point', at: A, label: 'A' },
      { kind: 'point', at: B, label: 'B' },
      { kind: 'point', at: C, label: 'C' },
      { kind: 'point', at: D, label: 'D' },
    ];
    const caption = `Kite ABCD with AB = AD, CB = CD and the diagonal AC; angle BAD = ${2 * alpha}°, angle BCD = ${2 * gamma}°.`;
    if (frame === 'half-angle') {
      return {
        question: `${lead} $m\\angle BAD = ${2 * alpha}^\\circ$. Find $m\\angle BAC$.`,
        answer: `${alpha}°`,
        figure: {
          caption,
          elements: [
            ...outline,
            { kind: 'angle', vertex: A, from: B, to: D, label: `${2 * alpha}°` },
            ...names,
          ],
        },
        frame,
        multiStep: true,
        hints: [
          '$\\angle BAC$ and $\\angle DAC$ are corresponding angles of the congruent triangles.',
          'Together they make $\\angle BAD$.',
        ],
        steps: [
          '$\\angle BAC = \\angle DAC$ (corresponding angles).',
          `$m\\angle BAC = \\frac{${2 * alpha}^\\circ}{2} = ${alpha}^\\circ$`,
        ],
        explanation: `$AC$ bisects $\\angle BAD$: $m\\angle BAC = ${alpha}^\\circ$.`,
      };
    }
    const beta = 180 - alpha - gamma;
    if (frame === 'angle-sum') {
      return {
        question: `${lead} $m\\angle BAD = ${2 * alpha}^\\circ$ and $m\\angle BCD = ${2 * gamma}^\\circ$. Find $m\\angle ABC$.`,
        answer: `${beta}°`,
        figure: {
          caption,
          elements: [
            ...outline,
            { kind: 'angle', vertex: A, from: B, to: D, label: `${2 * alpha}°` },
            { kind: 'angle', vertex: C, from: B, to: D, label: `${2 * gamma}°`, arcs: 2 },
            ...names,
          ],
        },
        frame,
        multiStep: true,
        hints: [
          '$\\angle ABC = \\angle ADC$ (corresponding angles of the congruent triangles).',
          'The angles of a quadrilateral add up to $360^\\circ$.',
        ],
        steps: [
          `$m\\angle ABC + m\\angle ADC = 360^\\circ - ${2 * alpha}^\\circ - ${2 * gamma}^\\circ = ${2 * beta}^\\circ$.`,
          `They are equal, so $m\\angle ABC = \\frac{${2 * beta}^\\circ}{2} = ${beta}^\\circ$`,
        ],
        explanation: `$m\\angle ABC = \\frac{360^\\circ - ${2 * alpha}^\\circ - ${2 * gamma}^\\circ}{2} = ${beta}^\\circ$.`,
      };
    }
    return {
      question: `${lead} $m\\angle BAC = ${alpha}^\\circ$ and $m\\angle ABC = ${beta}^\\circ$. Find $m\\angle DCA$.`,
      answer: `${gamma}°`,
      figure: {
        caption,
        elements: [
          ...outline,
          { kind: 'angle', vertex: A, from: B, to: C, label: `${alpha}°` },
          { kind: 'angle', vertex: B, from: A, to: C, label: `${beta}°`, arcs: 2 },
          ...names,
        ],
      },
      frame,
      multiStep: true,
      hints: [
        '$\\angle DCA$ corresponds to $\\angle BCA$.',
        'Find $\\angle BCA$ from the angle sum of $\\triangle ABC$.',
      ],
      steps: [
        `$m\\angle BCA = 180^\\circ - ${alpha}^\\circ - ${beta}^\\circ = ${gamma}^\\circ$.`,
        `$\\angle DCA = \\angle BCA$ (corresponding angles), so $m\\angle DCA = ${gamma}^\\circ$`,
      ],
      explanation: `$m\\angle DCA = m\\angle BCA = 180^\\circ - ${alpha}^\\circ - ${beta}^\\circ = ${gamma}^\\circ$.`,
    };
  },
});

// ---------------------------------------------------------------- a mast and its cables

const mast = defineTemplate({
  id: `${lesson}/mast-cables-context`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 1.2,
  build(rng) {
    const frame = rng.pick(['total-cable', 'peg-distance', 'cable-angle'] as const);
    const h = rng.int(6, 15);
    const P = { x: 0, y: h };
    const M = { x: 0, y: 0 };
    const lead = `A vertical mast $PM$, ${h} m tall, stands on level ground. Two straight cables join its top $P$ to pegs $A$ and $B$ on the ground`;
    const draw = (
      half: number,
      labels: { AB?: string; PA?: string; angle?: string },
    ): { caption: string; elements: FigureElement[] } => {
      const A = { x: -half, y: 0 };
      const B = { x: half, y: 0 };
      return {
        caption: `A vertical mast PM of height ${h} m with cables PA and PB to pegs A and B on level ground.`,
        elements: [
          { kind: 'segment', from: A, to: B },
          { kind: 'segment', from: P, to: M, label: `${h} m` },
          { kind: 'segment', from: P, to: A, ...(labels.PA ? { label: labels.PA } : {}) },
          { kind: 'segment', from: P, to: B },
          { kind: 'right-angle', vertex: M, from: P, to: B },
          ...(labels.AB
            ? [
                {
                  kind: 'dimension' as const,
                  from: { x: -half, y: -0.12 * h },
                  to: { x: half, y: -0.12 * h },
                  label: labels.AB,
                },
              ]
            : []),
          ...(labels.angle
            ? [{ kind: 'angle' as const, vertex: A, from: B, to: P, label: labels.angle }]
            : []),
          { kind: 'point', at: P, label: 'P' },
          { kind: 'point', at: M, label: 'M' },
          { kind: 'point', at: A, label: 'A' },
          { kind: 'point', at: B, label: 'B' },
        ],
      };
    };
    if (frame === 'total-cable') {
      const half = rng.int(3, 10);
      const one = Math.hypot(h, half);
      const total = 2 * one;
      if (Number.isInteger(one)) return redraw('a whole cable');
      return {
        question: `${lead}, with $M$ the midpoint of $AB$ and $AB = ${2 * half}$ m. Find the total length of the two cables, in metres to 1 decimal place.`,
        answer: fixed(total, 1),
        decimals: 1,
        trueValue: total,
        unit: 'm',
        figure: draw(half, { AB: `${2 * half} m` }),
        frame,
        context: true,
        multiStep: true,
        hints: [
          '$\\triangle PMA \\cong \\triangle PMB$ by SAS ($AM = BM$, right angles at $M$, $PM$ common), so the cables are equal.',
          `Find one cable with Pythagoras: $AM = ${half}$ m.`,
        ],
        steps: [
          `$\\triangle PMA \\cong \\triangle PMB$ (SAS), so $PA = PB$.`,
          `$PA = \\sqrt{${h}^2 + ${half}^2} = \\sqrt{${h * h + half * half}} \\approx ${fixed(one, 3)}$ m.`,
          `Total $= 2 \\times PA \\approx ${fixed(total, 1)}$ m`,
        ],
        explanation: `The cables are equal (SAS); each is $\\sqrt{${h * h + half * half}}$ m, so the total is about $${fixed(total, 1)}$ m.`,
      };
    }
    if (frame === 'peg-distance') {
      const L = rng.int(h + 2, h + 8);
      const half = Math.sqrt(L * L - h * h);
      const ab = 2 * half;
      return {
        question: `${lead}; both cables are ${L} m long. Find the distance $AB$ between the pegs, in metres to 1 decimal place.`,
        answer: fixed(ab, 1),
        decimals: 1,
        trueValue: ab,
        unit: 'm',
        figure: draw(half, { PA: `${L} m` }),
        frame,
        context: true,
        multiStep: true,
        hints: [
          '$\\triangle PMA \\cong \\triangle PMB$ by RHS (right angles at $M$, equal cables, $PM$ common), so $AM = BM$.',
          `Find $AM$ with Pythagoras, then double it.`,
        ],
        steps: [
          '$\\triangle PMA \\cong \\triangle PMB$ (RHS), so $AM = BM$.',
          `$AM = \\sqrt{${L}^2 - ${h}^2} = \\sqrt{${L * L - h * h}} \\approx ${fixed(half, 3)}$ m.`,
          `$AB = 2 \\times AM \\approx ${fixed(ab, 1)}$ m`,
        ],
        explanation: `$AM = BM = \\sqrt{${L * L - h * h}}$ m (RHS), so $AB \\approx ${fixed(ab, 1)}$ m.`,
      };
    }
    const alpha = rng.int(40, 70);
    const half = h / Math.tan((alpha * Math.PI) / 180);
    return {
      question: `${lead}, with $M$ the midpoint of $AB$. Cable $PA$ makes an angle of $${alpha}^\\circ$ with the ground. Find $m\\angle APB$, the angle between the cables.`,
      answer: `${180 - 2 * alpha}°`,
      figure: draw(half, { angle: `${alpha}°` }),
      frame,
      context: true,
      multiStep: true,
      hints: [
        '$\\triangle PMA \\cong \\triangle PMB$ by SAS, so $\\angle PBA = \\angle PAB$.',
        'Then use the angle sum of $\\triangle APB$.',
      ],
      steps: [
        `$\\triangle PMA \\cong \\triangle PMB$ (SAS), so $m\\angle PBA = m\\angle PAB = ${alpha}^\\circ$.`,
        `$m\\angle APB = 180^\\circ - 2 \\times ${alpha}^\\circ = ${180 - 2 * alpha}^\\circ$`,
      ],
      explanation: `The base angles are equal (SAS), so $m\\angle APB = 180^\\circ - ${2 * alpha}^\\circ = ${180 - 2 * alpha}^\\circ$.`,
    };
  },
});

// ---------------------------------------------------------------- prove, then compute

const proveThenCompute = defineTemplate({
  id: `${lesson}/prove-then-compute-context`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 1.6,
  build(rng) {
    const frame = rng.pick(['river', 'roof-truss', 'toy-kite'] as const);
    if (frame === 'river') {
      const p = rng.int(12, 30);
      const q = rng.int(15, 40);
      const A = { x: 0, y: q };
      const B = { x: 0, y: 0 };
      const C = { x: p, y: 0 };
      const D = { x: 2 * p, y: 0 };
      const E = { x: 2 * p, y: -q };
      const ac = Math.hypot(p, q);
      if (Number.isInteger(ac)) return redraw('a whole length');
      return {
        question: `To measure across a river, a surveyor stands at $B$ on one bank, opposite a tree $A$ on the other bank ($AB \\perp$ the bank). She walks ${p} m along the bank to a post $C$, then another ${p} m to $D$, and then at right angles away from the river to $E$, where $E$, $C$ and $A$ are in a straight line. $DE = ${q}$ m. Show that $\\triangle ABC \\cong \\triangle EDC$ and find the distance $AC$ from the post to the tree, in metres to 1 decimal place.`,
        answer: fixed(ac, 1),
        decimals: 1,
        trueValue: ac,
        unit: 'm',
        figure: {
          caption: `The surveyor's triangles: A across the river from B, C and D along the bank ${p} m apart, E ${q} m from D at right angles, with A, C and E in line.`,
          elements: [
            { kind: 'segment', from: { x: -0.3 * p, y: 0 }, to: { x: 2.3 * p, y: 0 } },
            { kind: 'segment', from: A, to: B },
            { kind: 'segment', from: A, to: E },
            { kind: 'segment', from: D, to: E, label: `${q} m` },
            { kind: 'segment', from: B, to: C, label: `${p} m` },
            { kind: 'segment', from: C, to: D, label: `${p} m` },
            { kind: 'right-angle', vertex: B, from: A, to: C },
            { kind: 'right-angle', vertex: D, from: C, to: E },
            { kind: 'point', at: A, label: 'A' },
            { kind: 'point', at: B, label: 'B' },
            { kind: 'point', at: C, label: 'C' },
            { kind: 'point', at: D, label: 'D' },
            { kind: 'point', at: E, label: 'E' },
          ],
        },
        frame,
        context: true,
        multiStep: true,
        hints: [
          'Compare the two triangles: the right angles, the equal lengths along the bank, and the angles at $C$.',
          '$\\angle ACB = \\angle ECD$ (vertically opposite), so the triangles are congruent by ASA: $AB = ED$.',
          'Then use Pythagoras in $\\triangle ABC$.',
        ],
        steps: [
          `$\\angle ABC = \\angle EDC = 90^\\circ$, $BC = DC = ${p}$ m, $\\angle ACB = \\angle ECD$ (vertically opposite): congruent by ASA.`,
          `So $AB = ED = ${q}$ m.`,
          `$AC = \\sqrt{${p}^2 + ${q}^2} = \\sqrt{${p * p + q * q}} \\approx ${fixed(ac, 1)}$ m`,
        ],
        explanation: `ASA gives $AB = ED = ${q}$ m; then $AC = \\sqrt{${p * p + q * q}} \\approx ${fixed(ac, 1)}$ m.`,
      };
    }
    if (frame === 'roof-truss') {
      const span = 2 * rng.int(3, 7);
      const rafter = rng.int(span / 2 + 1, span / 2 + 5);
      const height = Math.sqrt(rafter * rafter - (span / 2) ** 2);
      if (Number.isInteger(height)) return redraw('a whole height');
      const A = { x: 0, y: height };
      const B = { x: -span / 2, y: 0 };
      const C = { x: span / 2, y: 0 };
      const D = { x: 0, y: 0 };
      return {
        question: `A roof truss is a triangle $ABC$ with equal rafters $AB = AC = ${rafter}$ m and a horizontal tie beam $BC = ${span}$ m. A vertical post $AD$ joins the top $A$ to the midpoint $D$ of $BC$. Use congruent triangles to explain why $AD \\perp BC$, and find the length of the post $AD$, in metres to 1 decimal place.`,
        answer: fixed(height, 1),
        decimals: 1,
        trueValue: height,
        unit: 'm',
        figure: {
          caption: `A roof truss ABC with equal rafters AB and AC of ${rafter} m, tie beam BC of ${span} m and the post AD to its midpoint D.`,
          elements: [
            { kind: 'polygon', points: [A, B, C] },
            { kind: 'segment', from: A, to: D },
            { kind: 'segment', from: A, to: B, label: `${rafter} m`, ticks: 1 },
            { kind: 'segment', from: A, to: C, ticks: 1 },
            { kind: 'segment', from: B, to: D, ticks: 2 },
            { kind: 'segment', from: D, to: C, ticks: 2 },
            {
              kind: 'dimension',
              from: { x: B.x, y: -0.15 * span },
              to: { x: C.x, y: -0.15 * span },
              label: `${span} m`,
            },
            { kind: 'point', at: A, label: 'A' },
            { kind: 'point', at: B, label: 'B' },
            { kind: 'point', at: C, label: 'C' },
            { kind: 'point', at: D, label: 'D' },
          ],
        },
        frame,
        context: true,
        multiStep: true,
        hints: [
          '$\\triangle ABD \\cong \\triangle ACD$ by SSS ($AB = AC$, $BD = CD$, $AD$ common).',
          'So $\\angle ADB = \\angle ADC$, and they add up to $180^\\circ$: each is $90^\\circ$.',
          `Then Pythagoras in $\\triangle ABD$ with $BD = ${span / 2}$ m.`,
        ],
        steps: [
          '$\\triangle ABD \\cong \\triangle ACD$ (SSS), so $\\angle ADB = \\angle ADC = 90^\\circ$.',
          `$BD = ${span / 2}$ m.`,
          `$AD = \\sqrt{${rafter}^2 - ${span / 2}^2} = \\sqrt{${rafter * rafter - (span / 2) ** 2}} \\approx ${fixed(height, 1)}$ m`,
        ],
        explanation: `SSS gives $AD \\perp BC$; $AD = \\sqrt{${rafter * rafter - (span / 2) ** 2}} \\approx ${fixed(height, 1)}$ m.`,
      };
    }
    const half = rng.int(20, 35);
    const top = rng.int(half + 5, half + 20);
    const tail = rng.int(half + 20, half + 45);
    const up = Math.sqrt(top * top - half * half);
    const down = Math.sqrt(tail * tail - half * half);
    const spine = up + down;
    const A = { x: 0, y: up };
    const C = { x: 0, y: -down };
    const B = { x: -half, y: 0 };
    const D = { x: half, y: 0 };
    const M = { x: 0, y: 0 };
    return {
      question: `The frame of a toy kite $ABCD$ has $AB = AD = ${top}$ cm and $CB = CD = ${tail}$ cm. The cross-strut $BD = ${2 * half}$ cm crosses the spine $AC$ at $M$. Using $\\triangle ABC \\cong \\triangle ADC$, explain why $AC$ is perpendicular to $BD$ at its midpoint, and find the length of the spine $AC$, in cm to 1 decimal place.`,
      answer: fixed(spine, 1),
      decimals: 1,
      trueValue: spine,
      unit: 'cm',
      figure: {
        caption: `A toy kite ABCD with AB = AD = ${top} cm, CB = CD = ${tail} cm and cross-strut BD = ${2 * half} cm meeting the spine AC at M.`,
        elements: [
          { kind: 'polygon', points: [A, B, C, D] },
          { kind: 'segment', from: A, to: C },
          { kind: 'segment', from: B, to: D },
          { kind: 'segment', from: A, to: B, label: `${top} cm`, ticks: 1 },
          { kind: 'segment', from: A, to: D, ticks: 1 },
          { kind: 'segment', from: C, to: B, label: `${tail} cm`, ticks: 2 },
          { kind: 'segment', from: C, to: D, ticks: 2 },
          { kind: 'right-angle', vertex: M, from: A, to: D },
          { kind: 'point', at: A, label: 'A' },
          { kind: 'point', at: B, label: 'B' },
          { kind: 'point', at: C, label: 'C' },
          { kind: 'point', at: D, label: 'D' },
          { kind: 'point', at: M, label: 'M' },
        ],
      },
      frame,
      context: true,
      multiStep: true,
      hints: [
        '$\\triangle ABC \\cong \\triangle ADC$ (SSS) gives $\\angle BAM = \\angle DAM$; then $\\triangle ABM \\cong \\triangle ADM$ (SAS).',
        `So $BM = MD = ${half}$ cm and $\\angle AMB = 90^\\circ$.`,
        'Find $AM$ and $MC$ with Pythagoras and add them.',
      ],
      steps: [
        `SSS, then SAS: $BM = MD = ${half}$ cm and $AC \\perp BD$.`,
        `$AM = \\sqrt{${top}^2 - ${half}^2} \\approx ${fixed(up, 3)}$ cm, $MC = \\sqrt{${tail}^2 - ${half}^2} \\approx ${fixed(down, 3)}$ cm.`,
        `$AC = AM + MC \\approx ${fixed(spine, 1)}$ cm`,
      ],
      explanation: `$AC \\perp BD$ at its midpoint; $AC = \\sqrt{${top * top - half * half}} + \\sqrt{${tail * tail - half * half}} \\approx ${fixed(spine, 1)}$ cm.`,
    };
  },
});

// ---------------------------------------------------------------- which step is wrong

interface ProofData {
  given: string[];
  condition: Condition;
  wrongCondition: Condition;
  conclusion: string;
  badConclusion: string;
  badGiven: string;
  goodGiven: string;
}

const PROOFS: ProofData[] = [
  {
    given: ['$AB = DE$ (given)', '$\\angle B = \\angle E$ (given)', '$BC = EF$ (given)'],
    condition: 'SAS',
    wrongCondition: 'ASA',
    conclusion: '$AC = DF$',
    badConclusion: '$AC = EF$',
    goodGiven: '$BC = EF$ (given)',
    badGiven: '$BC = DF$ (given)',
  },
  {
    given: [
      '$\\angle B = \\angle E$ (given)',
      '$BC = EF$ (given)',
      '$\\angle C = \\angle F$ (given)',
    ],
    condition: 'ASA',
    wrongCondition: 'SAS',
    conclusion: '$AB = DE$',
    badConclusion: '$AB = DF$',
    goodGiven: '$\\angle C = \\angle F$ (given)',
    badGiven: '$\\angle C = \\angle D$ (given)',
  },
  {
    given: ['$AB = DE$ (given)', '$BC = EF$ (given)', '$CA = FD$ (given)'],
    condition: 'SSS',
    wrongCondition: 'SAS',
    conclusion: '$\\angle B = \\angle E$',
    badConclusion: '$\\angle B = \\angle F$',
    goodGiven: '$CA = FD$ (given)',
    badGiven: '$CA = EF$ (given)',
  },
];

const wrongStep = defineTemplate({
  id: `${lesson}/which-step-is-wrong`,
  lesson,
  type: 'MCQ',
  b: 1.0,
  build(rng) {
    const frame = rng.pick(['wrong-condition', 'wrong-conclusion', 'wrong-given'] as const);
    const proof = rng.pick(PROOFS);
    const order = rng.shuffle([0, 1, 2]);
    const given = order.map((i) => proof.given[i] ?? '');
    const bad =
      frame === 'wrong-condition'
        ? 3
        : frame === 'wrong-conclusion'
          ? 4
          : given.indexOf(proof.goodGiven);
    const steps = [...given];
    if (frame === 'wrong-given') steps[bad] = proof.badGiven;
    steps.push(
      `$\\triangle ABC \\cong \\triangle DEF$ (${frame === 'wrong-condition' ? proof.wrongCondition : proof.condition})`,
      `So ${frame === 'wrong-conclusion' ? proof.badConclusion : proof.conclusion} (corresponding parts)`,
    );
    const facts = proof.given.map((g) => g.replace(' (given)', '')).join(', ');
    const listed = steps.map((s, i) => `Step ${i + 1}: ${s}.`).join(' ');
    const answer = `Step ${bad + 1}`;
    const why: Record<typeof frame, string> = {
      'wrong-condition': `the parts used are ${CONDITION_WORDS[proof.condition]}, which is ${proof.condition}, not ${proof.wrongCondition}`,
      'wrong-conclusion': `${proof.badConclusion.replace(/\$/g, '')} pairs parts that do not correspond; it should be ${proof.conclusion}`,
      'wrong-given': `it is not what is given: the given fact is ${proof.goodGiven.replace(' (given)', '')}`,
    };
    const wrong: Choice[] = [0, 1, 2, 3, 4]
      .filter((i) => i !== bad)
      .map((i) => ({
        text: `Step ${i + 1}`,
        mistake:
          i === 3
            ? 'did not check which condition the marked parts make'
            : i === 4
              ? 'did not match the corresponding vertices in order'
              : 'did not compare the given facts with the proof',
      }));
    return {
      question: `Given: in triangles $ABC$ and $DEF$, ${facts}. A student's proof: ${listed} Which step is wrong?`,
      answer,
      wrong: rng.shuffle(wrong),
      frame,
      facts: { keyPrinted: 'step numbers are printed: which one is wrong is asked' },
      hints: [
        'Check each step against the given facts, the condition named, and the order of the letters.',
        frame === 'wrong-conclusion'
          ? 'Corresponding parts are in the same positions in $\\triangle ABC$ and $\\triangle DEF$.'
          : frame === 'wrong-condition'
            ? 'Is the condition named the one the given parts make?'
            : 'Copy each given fact exactly: do its letters match the data?',
      ],
      steps: [`The error: ${why[frame]}.`, `So the wrong step is ${answer}.`],
      explanation: `${answer} is wrong: ${why[frame]}.`,
    };
  },
});

export const congruentTriangleTemplates = [
  whichCondition,
  statement,
  extraFact,
  ssa,
  corresponding,
  algebra,
  isosceles,
  parallelogram,
  kite,
  mast,
  proveThenCompute,
  wrongStep,
];
