/**
 * Lesson: area of a triangle. ½ab sin C (exact and rounded), a side or an angle from the area
 * (an acute angle and its supplement share a sine), Heron's formula or the cosine rule then
 * ½ab sin C, parallelograms and regular polygons split into triangles, triangles from
 * coordinates, and plots of land, sails and garden beds.
 */
import type { Choice } from './define-template';
import { defineTemplate } from './define-template';
import { fixed, fmt, surd } from './exact';
import { TRIANGLE_NAMES } from './figure-kit';
import { redraw } from './redraw';
import {
  angleFacing,
  asinD,
  cosD,
  diagonalsFigure,
  heronArea,
  parallelogramFigure,
  regularPolygonFigure,
  t1,
  t2,
  t4,
} from './triangle-area-kit';
import { SIN_HALF, obliqueFigure, sinD } from './triangle-solving-kit';

const lesson = 'triangle-area' as const;

/** sin of a special angle in TeX. */
const SIN_TEX: Record<number, string> = {
  30: '\\frac{1}{2}',
  45: '\\frac{\\sqrt{2}}{2}',
  60: '\\frac{\\sqrt{3}}{2}',
  90: '1',
  120: '\\frac{\\sqrt{3}}{2}',
  135: '\\frac{\\sqrt{2}}{2}',
  150: '\\frac{1}{2}',
};
const cosRule = (a: number, b: number, C: number): number =>
  Math.sqrt(a * a + b * b - 2 * a * b * cosD(C));

// ---------------------------------------------------------------- ½ab sin C, exact

const halfAbSinC = defineTemplate({
  id: `${lesson}/half-ab-sin-c-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: -0.2,
  build(rng) {
    const frame = rng.pick(['sas', 'equilateral', 'isosceles-apex']);
    const [nA, nB, nC] = rng.pick(TRIANGLE_NAMES);
    if (frame === 'equilateral') {
      const s = rng.int(2, 16);
      const area = surd(s * s, 3, 4);
      return {
        question: `$${nA}${nB}${nC}$ is an equilateral triangle with sides of $${s}$ cm. Find its exact area, in cm$^2$.`,
        answer: area.text,
        exact: true,
        unit: 'cm²',
        frame,
        figure: obliqueFigure(
          rng,
          [nA, nB, nC],
          s,
          s,
          s,
          {
            sides: {
              [`${nB}${nC}`]: `${s} cm`,
              [`${nC}${nA}`]: `${s} cm`,
              [`${nA}${nB}`]: `${s} cm`,
            },
          },
          `Equilateral triangle ${nA}${nB}${nC}.`,
        ),
        hints: [
          'Every angle of an equilateral triangle is $60^\\circ$.',
          `Use area $= \\frac{1}{2}ab\\sin C$ with two sides of $${s}$ cm and the $60^\\circ$ angle between them.`,
        ],
        steps: [
          `Area $= \\frac{1}{2} \\times ${s} \\times ${s} \\times \\sin 60^\\circ = \\frac{${s * s}}{2} \\times \\frac{\\sqrt{3}}{2}$.`,
          `Area $= ${area.tex}$ cm²`,
        ],
        explanation: `Area $= \\frac{1}{2}(${s})(${s})\\sin 60^\\circ = ${area.tex}$ cm$^2$.`,
      };
    }
    const C = rng.pick([30, 45, 60, 120, 135, 150]);
    const iso = frame === 'isosceles-apex';
    const a = rng.int(3, 14);
    const b = iso ? a : rng.int(3, 14);
    const [k, r] = SIN_HALF[C] ?? [1, 1];
    // ½ab·(k√r/2) = ab·k√r/4
    const area = surd(a * b * k, r, 4);
    const c = cosRule(a, b, C);
    const question = iso
      ? `In the isosceles triangle $${nA}${nB}${nC}$, $${nC}${nA} = ${nC}${nB} = ${a}$ cm and the angle between them is $m\\angle ${nC} = ${C}^\\circ$. Find the exact area of the triangle, in cm$^2$.`
      : `In $\\triangle ${nA}${nB}${nC}$, $${nB}${nC} = ${a}$ cm, $${nC}${nA} = ${b}$ cm and $m\\angle ${nC} = ${C}^\\circ$. Find the exact area of the triangle, in cm$^2$.`;
    return {
      question,
      answer: area.text,
      exact: true,
      unit: 'cm²',
      frame,
      figure: obliqueFigure(
        rng,
        [nA, nB, nC],
        a,
        b,
        c,
        {
          sides: { [`${nB}${nC}`]: `${a} cm`, [`${nC}${nA}`]: `${b} cm` },
          angles: { [nC]: `${C}°` },
        },
        `Triangle ${nA}${nB}${nC}.`,
      ),
      hints: [
        `The angle $${nC}$ lies between the two sides you know.`,
        `Area $= \\frac{1}{2}ab\\sin C$, with the exact value $\\sin ${C}^\\circ = ${SIN_TEX[C] ?? ''}$.`,
      ],
      steps: [
        `Area $= \\frac{1}{2} \\times ${a} \\times ${b} \\times \\sin ${C}^\\circ = \\frac{${a * b}}{2} \\times ${SIN_TEX[C] ?? ''}$.`,
        `Area $= ${area.tex}$ cm²`,
      ],
      explanation: `Area $= \\frac{1}{2}ab\\sin C = \\frac{1}{2} \\times ${a} \\times ${b} \\times \\sin ${C}^\\circ = ${area.tex}$ cm$^2$.`,
    };
  },
});

// ---------------------------------------------------------------- Heron's formula

/** Heronian triangles (integer sides and area), the longest side last. */
const HERONIAN: [number, number, number, number][] = [
  [13, 14, 15, 84],
  [5, 5, 6, 12],
  [5, 5, 8, 12],
  [9, 10, 17, 36],
  [10, 13, 13, 60],
  [7, 15, 20, 42],
  [13, 20, 21, 126],
  [11, 13, 20, 66],
  [12, 17, 25, 90],
  [10, 17, 21, 84],
  [3, 4, 5, 6],
  [6, 25, 29, 60],
];

function heronSteps(a: number, b: number, c: number, unit: string): string[] {
  const s = (a + b + c) / 2;
  const area = heronArea(a, b, c);
  return [
    `$s = \\frac{${a} + ${b} + ${c}}{2} = ${s}$.`,
    `Area $= \\sqrt{${s}(${s} - ${a})(${s} - ${b})(${s} - ${c})} = \\sqrt{${s}(${s - a})(${s - b})(${s - c})}$.`,
    `Area $= \\sqrt{${fmt(area * area)}} = ${fmt(area)}$ ${unit}`,
  ];
}

const heron = defineTemplate({
  id: `${lesson}/heron`,
  lesson,
  type: 'short_answer',
  b: 0.3,
  build(rng) {
    const frame = rng.pick(['three-sides', 'perimeter-given', 'garden-bed']);
    const [a0, b0, c0, area0] = rng.pick(HERONIAN);
    const k = rng.int(1, 3);
    const [a, b, c, area] = [a0 * k, b0 * k, c0 * k, area0 * k * k];
    const garden = frame === 'garden-bed';
    const unit = garden ? 'm' : 'cm';
    const hints = [
      "Heron's formula needs the three sides and the semi-perimeter $s$, half the perimeter.",
      'Area $= \\sqrt{s(s - a)(s - b)(s - c)}$.',
    ];
    if (frame === 'perimeter-given') {
      const p = a + b + c;
      return {
        question: `A triangle has a perimeter of $${p}$ cm, and two of its sides are $${a}$ cm and $${b}$ cm. Use Heron's formula to find its area, in cm$^2$.`,
        answer: String(area),
        unit: 'cm²',
        frame,
        multiStep: true,
        facts: { triangles: [{ sides: [a, b, c] }] },
        hints: [`First find the third side: the perimeter is $${p}$ cm.`, ...hints],
        steps: [`The third side is $${p} - ${a} - ${b} = ${c}$ cm.`, ...heronSteps(a, b, c, 'cm²')],
        explanation: `The third side is $${c}$ cm and $s = ${p / 2}$, so the area is $${area}$ cm$^2$.`,
      };
    }
    return {
      question: garden
        ? `A triangular garden bed has sides of $${a}$ m, $${b}$ m and $${c}$ m. Use Heron's formula to find its area, in m$^2$.`
        : `Use Heron's formula to find the area of the triangle with sides $${a}$ cm, $${b}$ cm and $${c}$ cm, in cm$^2$.`,
      answer: String(area),
      unit: `${unit}²`,
      frame,
      ...(garden ? { context: true } : {}),
      facts: { triangles: [{ sides: [a, b, c] }] },
      hints,
      steps: heronSteps(a, b, c, `${unit}²`),
      explanation: `$s = ${(a + b + c) / 2}$; area $= \\sqrt{${(a + b + c) / 2}(${(a + b + c) / 2 - a})(${(a + b + c) / 2 - b})(${(a + b + c) / 2 - c})} = ${area}$ ${unit}$^2$.`,
    };
  },
});

const heronChoice = defineTemplate({
  id: `${lesson}/heron-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: 0.4,
  build(rng) {
    const frame = rng.pick(['area', 'plot-of-land', 'altitude']);
    const [a, b, c, area] = rng.pick(HERONIAN.filter((t) => t[0] !== 3));
    const s = (a + b + c) / 2;
    const plot = frame === 'plot-of-land';
    const unit = plot ? 'm' : 'cm';
    const sq = (x: number): string => `$${fmt(x, 2)}$ ${unit}$^2$`;
    const P = a + b + c;
    const figure = obliqueFigure(
      rng,
      ['A', 'B', 'C'],
      a,
      b,
      c,
      { sides: { BC: `${a} ${unit}`, CA: `${b} ${unit}`, AB: `${c} ${unit}` } },
      plot
        ? 'A triangular plot ABC with its three sides marked.'
        : 'Triangle ABC with its three sides marked.',
    );
    const heronHints = [
      "Three sides and no angle: use Heron's formula.",
      `The semi-perimeter is $s = \\frac{${a} + ${b} + ${c}}{2}$; area $= \\sqrt{s(s - a)(s - b)(s - c)}$.`,
    ];
    if (frame === 'altitude') {
      const h = (2 * area) / c;
      const cm = (x: number): string => `$${t1(x)}$ cm`;
      return {
        question: `The sides of triangle $ABC$ are $BC = ${a}$ cm, $CA = ${b}$ cm and $AB = ${c}$ cm. Find the length of the altitude from $C$ to $AB$, to one decimal place.`,
        answer: cm(h),
        wrong: [
          { text: cm(area / c), mistake: 'forgot to double the area before dividing by the base' },
          { text: cm((2 * area) / a), mistake: 'divided by BC instead of the base AB' },
          { text: cm(area), mistake: 'gave the area instead of the altitude' },
          { text: cm((2 * area) / b), mistake: 'divided by CA instead of the base AB' },
        ],
        frame,
        multiStep: true,
        figure,
        hints: [
          'Find the area first; then use area $= \\frac{1}{2} \\times$ base $\\times$ height with base $AB$.',
          heronHints[1] ?? '',
        ],
        steps: [
          ...heronSteps(a, b, c, 'cm²').slice(0, 2),
          `So the area is $${area}$ cm².`,
          `$\\frac{1}{2} \\times ${c} \\times h = ${area}$, so $h = \\frac{2 \\times ${area}}{${c}} \\approx ${t1(h)}$ cm`,
        ],
        explanation: `Heron's formula gives area $${area}$ cm$^2$; the altitude to $AB$ is $\\frac{2 \\times ${area}}{${c}} \\approx ${t1(h)}$ cm.`,
      };
    }
    return {
      question: plot
        ? `A triangular plot of land $ABC$ has sides $BC = ${a}$ m, $CA = ${b}$ m and $AB = ${c}$ m. Find its area.`
        : `The sides of the triangle are $${a}$ cm, $${b}$ cm and $${c}$ cm. Find its area.`,
      answer: sq(area),
      wrong: [
        { text: sq(area * area), mistake: 'forgot the square root in Heron’s formula' },
        { text: sq((a * b) / 2), mistake: 'used ½ab as if the triangle were right-angled' },
        {
          text: sq(Math.sqrt(P * (P - a) * (P - b) * (P - c))),
          mistake: 'used the perimeter instead of the semi-perimeter',
        },
        { text: sq(2 * area), mistake: 'forgot the ½ (gave twice the area)' },
      ],
      frame,
      ...(plot ? { context: true } : {}),
      figure,
      hints: heronHints,
      steps: heronSteps(a, b, c, `${unit}²`),
      explanation: `$s = ${s}$, area $= \\sqrt{${s}(${s - a})(${s - b})(${s - c})} = \\sqrt{${area * area}} = ${area}$ ${unit}$^2$.`,
    };
  },
});

// ---------------------------------------------------------------- a side from the area

const sideFromArea = defineTemplate({
  id: `${lesson}/side-from-area`,
  lesson,
  type: 'short_answer',
  b: 0.5,
  build(rng) {
    const frame = rng.pick(['find-b', 'equal-sides', 'sail-edge']);
    if (frame === 'equal-sides') {
      const C = rng.pick([30, 150]);
      const L = rng.int(3, 16);
      const area = (L * L) / 4;
      return {
        question: `In the isosceles triangle $ABC$, $CA = CB$, $m\\angle C = ${C}^\\circ$ and the area is $${fmt(area)}$ cm$^2$. Find $CA$ in cm.`,
        answer: String(L),
        unit: 'cm',
        frame,
        hints: [
          'Call the equal sides $x$: the angle $C$ lies between them.',
          `Area $= \\frac{1}{2}x^2\\sin ${C}^\\circ$, and $\\sin ${C}^\\circ = \\frac{1}{2}$.`,
        ],
        steps: [
          `$\\frac{1}{2}x^2 \\times \\frac{1}{2} = ${fmt(area)}$, so $x^2 = 4 \\times ${fmt(area)} = ${L * L}$.`,
          `$CA = x = ${L}$ cm`,
        ],
        explanation: `$\\frac{1}{4}x^2 = ${fmt(area)}$ gives $x = ${L}$ cm.`,
      };
    }
    if (frame === 'sail-edge') {
      const C = rng.pick([38, 42, 55, 64, 72, 78, 84]);
      const a = rng.int(3, 9);
      const area = rng.int(4, 20);
      const b = (2 * area) / (a * sinD(C));
      if (b < 1.5 || b > 20) redraw('a sail edge out of proportion');
      return {
        question: `A triangular sail has an area of $${area}$ m$^2$. Two of its edges meet at an angle of $${C}^\\circ$; one of them is $${a}$ m long. Find the length of the other, to the nearest tenth of a metre.`,
        answer: t1(b),
        decimals: 1,
        trueValue: b,
        unit: 'm',
        frame,
        context: true,
        hints: [
          'The two edges and the angle between them give the area: area $= \\frac{1}{2}ab\\sin C$.',
          `$\\frac{1}{2} \\times ${a} \\times b \\times \\sin ${C}^\\circ = ${area}$: solve for $b$.`,
        ],
        steps: [
          `$\\frac{1}{2} \\times ${a} \\times b \\times \\sin ${C}^\\circ = ${area}$.`,
          `$b = \\frac{2 \\times ${area}}{${a}\\sin ${C}^\\circ} \\approx ${t1(b)}$ m`,
        ],
        explanation: `$b = \\frac{2 \\times ${area}}{${a}\\sin ${C}^\\circ} \\approx ${t1(b)}$ m.`,
      };
    }
    const C = rng.pick([30, 150, 90]);
    const a = rng.int(2, 12) * 2;
    const b = rng.int(2, 15);
    const sinC = C === 90 ? 1 : 0.5;
    const area = 0.5 * a * b * sinC;
    return {
      question: `The area of $\\triangle ABC$ is $${fmt(area)}$ cm$^2$, $a = ${a}$ cm and $m\\angle C = ${C}^\\circ$. Find $b$ in cm.`,
      answer: String(b),
      unit: 'cm',
      frame,
      hints: [
        'The angle $C$ lies between the sides $a$ and $b$.',
        `Area $= \\frac{1}{2}ab\\sin C$ with $\\sin ${C}^\\circ = ${sinC === 1 ? '1' : '\\frac{1}{2}'}$: solve for $b$.`,
      ],
      steps: [
        `$\\frac{1}{2} \\times ${a} \\times b \\times \\sin ${C}^\\circ = ${fmt(area)}$.`,
        `$b = \\frac{2 \\times ${fmt(area)}}{${a}\\sin ${C}^\\circ} = ${b}$ cm`,
      ],
      explanation: `$\\frac{1}{2}ab\\sin C = ${fmt(area)}$, so $b = \\frac{2 \\times ${fmt(area)}}{${a}\\sin ${C}^\\circ} = ${b}$ cm.`,
    };
  },
});

// ---------------------------------------------------------------- an angle from the area

const angleFromArea = defineTemplate({
  id: `${lesson}/angle-from-area`,
  lesson,
  type: 'MCQ',
  b: 0.7,
  build(rng) {
    const frame = rng.pick(['acute', 'obtuse', 'both-values']);
    const acuteC = rng.pick([30, 45, 60]);
    const C = frame === 'obtuse' ? 180 - acuteC : acuteC;
    const a = rng.int(2, 10) * 2;
    const b = rng.int(2, 10) * 2;
    const [k, r] = SIN_HALF[C] ?? [1, 1];
    const area = surd(a * b * k, r, 4);
    const sinC = surd(k, r, 2);
    const deg = (x: number): string => `$${x}^\\circ$`;
    const stem = `Triangle $ABC$ has $a = ${a}$ cm, $b = ${b}$ cm and area $${area.tex}$ cm$^2$`;
    const hints = [
      'The angle $C$ lies between the sides $a$ and $b$: use area $= \\frac{1}{2}ab\\sin C$.',
      `$\\sin C = \\frac{2 \\times \\text{area}}{ab} = \\frac{2 \\times ${area.tex}}{${a * b}}$.`,
    ];
    const first = `$\\sin C = \\frac{2 \\times ${area.tex}}{${a} \\times ${b}} = ${sinC.tex}$.`;
    if (frame === 'both-values') {
      const pair = (x: number, y: number): string => `$${x}^\\circ$ or $${y}^\\circ$`;
      const answer = pair(acuteC, 180 - acuteC);
      return {
        question: `${stem}. Find the possible values of $m\\angle C$.`,
        answer,
        wrong: [
          {
            text: `$${acuteC}^\\circ$ only`,
            mistake: 'missed the obtuse angle with the same sine',
          },
          { text: pair(90 - acuteC, 90 + acuteC), mistake: 'used cos C instead of sin C' },
          {
            text: pair(acuteC, 90 + acuteC),
            mistake: 'took the second angle as 90° more instead of 180° − C',
          },
          { text: `$${180 - acuteC}^\\circ$ only`, mistake: 'missed the acute angle' },
        ],
        frame,
        multiStep: true,
        hints: [...hints, 'An acute angle and its supplement have the same sine.'],
        steps: [
          first,
          `Both $${acuteC}^\\circ$ and $180^\\circ - ${acuteC}^\\circ = ${180 - acuteC}^\\circ$ have this sine, and either fits in a triangle.`,
          `So $m\\angle C = ${acuteC}^\\circ$ or $${180 - acuteC}^\\circ$.`,
        ],
        explanation: `$\\sin C = ${sinC.tex}$, so $m\\angle C = ${acuteC}^\\circ$ or $${180 - acuteC}^\\circ$.`,
      };
    }
    const obtuse = frame === 'obtuse';
    const others = [30, 45, 60].filter((t) => t !== acuteC);
    const wrong: Choice[] = obtuse
      ? [
          ...others.map((t) => ({
            text: deg(180 - t),
            mistake: 'matched sin C to the wrong special value',
          })),
          { text: deg(90 + acuteC), mistake: 'used cos C instead of sin C' },
          {
            text: deg(180 - acuteC / 2),
            mistake: 'forgot to double the area before dividing by ab',
          },
        ]
      : [
          { text: deg(90 - C), mistake: 'used cos C instead of sin C' },
          ...others
            .filter((t) => t !== 90 - C)
            .map((t) => ({ text: deg(t), mistake: 'matched sin C to the wrong special value' })),
          { text: deg(C / 2), mistake: 'forgot to double the area before dividing by ab' },
        ];
    return {
      question: `${stem}, and $\\angle C$ is ${obtuse ? 'obtuse' : 'acute'}. Find $m\\angle C$.`,
      answer: deg(C),
      // ∠C is stated acute (obtuse): every option is acute (obtuse) too.
      wrong,
      frame,
      hints,
      steps: [
        first,
        obtuse
          ? `The acute angle with this sine is $${acuteC}^\\circ$; $C$ is obtuse, so $m\\angle C = 180^\\circ - ${acuteC}^\\circ = ${C}^\\circ$.`
          : `$C$ is acute, so $m\\angle C = ${C}^\\circ$.`,
      ],
      explanation: `$\\sin C = \\frac{2 \\times \\text{area}}{ab} = ${sinC.tex}$, and $C$ is ${obtuse ? 'obtuse' : 'acute'}, so $m\\angle C = ${C}^\\circ$.`,
    };
  },
});

// ---------------------------------------------------------------- parallelograms

const parallelogramArea = defineTemplate({
  id: `${lesson}/parallelogram-area-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.2,
  build(rng) {
    const frame = rng.pick(['two-sides', 'rhombus', 'diagonals']);
    const theta = rng.pick([30, 45, 60, 120, 135, 150]);
    const [k, r] = SIN_HALF[theta] ?? [1, 1];
    if (frame === 'diagonals') {
      const d1 = rng.int(4, 16);
      const d2 = rng.int(4, 16);
      const phi = Math.min(theta, 180 - theta);
      const area = surd(d1 * d2 * k, r, 4);
      return {
        question: `The diagonals of the parallelogram $ABCD$ are $AC = ${d1}$ cm and $BD = ${d2}$ cm, and they meet at an angle of $${phi}^\\circ$. Find the exact area of $ABCD$, in cm$^2$.`,
        answer: area.text,
        exact: true,
        unit: 'cm²',
        frame,
        multiStep: true,
        figure: diagonalsFigure({
          d1,
          d2,
          phi,
          unit: 'cm',
          caption: 'Parallelogram ABCD with its diagonals AC and BD.',
        }),
        hints: [
          'The diagonals of a parallelogram bisect each other: they cut it into four triangles.',
          `Each triangle has sides $\\frac{${d1}}{2}$ and $\\frac{${d2}}{2}$ with an angle of $${phi}^\\circ$ or $${180 - phi}^\\circ$ between them, and both have the same sine.`,
        ],
        steps: [
          `Each of the four triangles has area $\\frac{1}{2} \\times \\frac{${d1}}{2} \\times \\frac{${d2}}{2} \\times \\sin ${phi}^\\circ$.`,
          `So the area is $4 \\times \\frac{1}{8} \\times ${d1} \\times ${d2} \\times ${SIN_TEX[phi] ?? ''} = \\frac{1}{2} \\times ${d1 * d2} \\times ${SIN_TEX[phi] ?? ''}$.`,
          `Area $= ${area.tex}$ cm²`,
        ],
        explanation: `Area $= \\frac{1}{2} \\times ${d1} \\times ${d2} \\times \\sin ${phi}^\\circ = ${area.tex}$ cm$^2$.`,
      };
    }
    const p = rng.int(3, 12);
    const q = frame === 'rhombus' ? p : rng.int(3, 10);
    const area = surd(p * q * k, r, 2);
    return {
      question:
        frame === 'rhombus'
          ? `$ABCD$ is a rhombus with sides of $${p}$ cm and $m\\angle DAB = ${theta}^\\circ$. Find its exact area, in cm$^2$.`
          : `$ABCD$ is a parallelogram with $AB = ${p}$ cm, $AD = ${q}$ cm and $m\\angle DAB = ${theta}^\\circ$. Find its exact area, in cm$^2$.`,
      answer: area.text,
      exact: true,
      unit: 'cm²',
      frame,
      figure: parallelogramFigure({
        p,
        q,
        theta,
        unit: 'cm',
        caption: frame === 'rhombus' ? 'Rhombus ABCD.' : 'Parallelogram ABCD.',
      }),
      hints: [
        'The diagonal $BD$ splits it into two congruent triangles.',
        `Each has area $\\frac{1}{2} \\times ${p} \\times ${q} \\times \\sin ${theta}^\\circ$, with $\\sin ${theta}^\\circ = ${SIN_TEX[theta] ?? ''}$.`,
      ],
      steps: [
        `Area $= 2 \\times \\frac{1}{2} \\times ${p} \\times ${q} \\times \\sin ${theta}^\\circ = ${p * q} \\times ${SIN_TEX[theta] ?? ''}$.`,
        `Area $= ${area.tex}$ cm²`,
      ],
      explanation: `The diagonal $BD$ splits it into two congruent triangles, so area $= 2 \\times \\frac{1}{2}(${p})(${q})\\sin ${theta}^\\circ = ${area.tex}$ cm$^2$.`,
    };
  },
});

// ---------------------------------------------------------------- ½ab sin C, rounded

const areaRounded = defineTemplate({
  id: `${lesson}/area-rounded-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0,
  build(rng) {
    const frame = rng.pick(['sas', 'sail', 'plot-corner']);
    const C = rng.pick([38, 42, 55, 67, 72, 84, 98, 105, 112, 127]);
    const a = rng.int(4, 18);
    const b = rng.int(4, 18);
    const area = 0.5 * a * b * sinD(C);
    const c = cosRule(a, b, C);
    const [nA, nB, nC] =
      frame === 'sail'
        ? (['S', 'T', 'M'] as const)
        : frame === 'plot-corner'
          ? (['P', 'Q', 'R'] as const)
          : rng.pick(TRIANGLE_NAMES);
    const question =
      frame === 'sail'
        ? `A triangular sail $${nA}${nB}${nC}$ has its corner $${nC}$ at the mast. The edges $${nB}${nC} = ${a}$ m and $${nC}${nA} = ${b}$ m meet there at $m\\angle ${nC} = ${C}^\\circ$. Find the area of the sail to the nearest tenth of a square metre.`
        : frame === 'plot-corner'
          ? `Two straight fences $${nB}${nC} = ${a}$ m and $${nC}${nA} = ${b}$ m meet at the corner $${nC}$ of a triangular plot $${nA}${nB}${nC}$, with $m\\angle ${nC} = ${C}^\\circ$. Find the area of the plot to the nearest tenth of a square metre.`
          : `In $\\triangle ${nA}${nB}${nC}$, $${nB}${nC} = ${a}$ m, $${nC}${nA} = ${b}$ m and $m\\angle ${nC} = ${C}^\\circ$. Find its area to the nearest tenth of a square metre.`;
    return {
      question,
      answer: fixed(area, 1),
      decimals: 1,
      trueValue: area,
      unit: 'm²',
      frame,
      ...(frame === 'sas' ? {} : { context: true }),
      figure: obliqueFigure(
        rng,
        [nA, nB, nC],
        a,
        b,
        c,
        {
          sides: { [`${nB}${nC}`]: `${a} m`, [`${nC}${nA}`]: `${b} m` },
          angles: { [nC]: `${C}°` },
        },
        `Triangle ${nA}${nB}${nC}.`,
      ),
      hints: [
        `Two sides and the angle between them are known.`,
        `Area $= \\frac{1}{2}ab\\sin C = \\frac{1}{2} \\times ${a} \\times ${b} \\times \\sin ${C}^\\circ$.`,
      ],
      steps: [
        `The angle $${nC}$ lies between $${nB}${nC}$ and $${nC}${nA}$.`,
        `Area $= \\frac{1}{2} \\times ${a} \\times ${b} \\times \\sin ${C}^\\circ \\approx ${fixed(area, 1)}$ m²`,
      ],
      explanation: `Area $= \\frac{1}{2}(${a})(${b})\\sin ${C}^\\circ \\approx ${fixed(area, 1)}$ m$^2$.`,
    };
  },
});

// ---------------------------------------------------------------- which expression (easy)

const whichExpression = defineTemplate({
  id: `${lesson}/which-expression`,
  lesson,
  type: 'MCQ',
  b: -1.3,
  build(rng) {
    const frame = rng.pick(['expression', 'included-angle', 'right-angle']);
    const a = rng.int(4, 15);
    const b = rng.int(4, 15);
    if (a === b) redraw('equal sides make two options read alike');
    if (frame === 'right-angle') {
      const area = (a * b) / 2;
      const sq = (x: number): string => `$${fmt(x)}$ cm$^2$`;
      return {
        question: `In $\\triangle ABC$, $m\\angle C = 90^\\circ$, $BC = ${a}$ cm and $CA = ${b}$ cm. Find the area of the triangle.`,
        answer: sq(area),
        wrong: [
          { text: sq(a * b), mistake: 'forgot the ½' },
          { text: sq(a + b), mistake: 'added the two sides' },
          {
            text: sq(Math.round(0.5 * Math.hypot(a, b) * Math.min(a, b) * 10) / 10),
            mistake: 'used the hypotenuse as the height',
          },
          { text: sq(2 * (a + b)), mistake: 'gave a perimeter-like sum' },
        ],
        frame,
        hints: [
          'The two sides meet at the right angle, so one is the base and the other the height.',
          'Area $= \\frac{1}{2}ab\\sin C$ and $\\sin 90^\\circ = 1$.',
        ],
        steps: [
          `Area $= \\frac{1}{2} \\times ${a} \\times ${b} \\times \\sin 90^\\circ$.`,
          `Area $= ${fmt(area)}$ cm²`,
        ],
        explanation: `Area $= \\frac{1}{2} \\times ${a} \\times ${b} = ${fmt(area)}$ cm$^2$.`,
      };
    }
    const C = rng.pick([35, 40, 50, 65, 70, 80, 100, 110]);
    const A = rng.int(20, Math.min(70, 170 - C));
    const B = 180 - C - A;
    const ex = (half: boolean, angle: number, fn = 'sin'): string =>
      `$${half ? '\\frac{1}{2} \\times ' : ''}${a} \\times ${b} \\times \\${fn} ${angle}^\\circ$`;
    const answer = ex(true, C);
    const wrong: Choice[] =
      frame === 'included-angle'
        ? [
            { text: ex(true, A), mistake: 'used an angle that is not between the two sides' },
            { text: ex(true, B), mistake: 'used an angle that is not between the two sides' },
            { text: ex(false, C), mistake: 'forgot the ½' },
          ]
        : [
            { text: ex(true, C, 'cos'), mistake: 'used cos C instead of sin C' },
            { text: ex(false, C), mistake: 'forgot the ½' },
            {
              text: `$\\frac{1}{2} \\times ${a} \\times ${b}$`,
              mistake: 'used ½ab as if the triangle were right-angled',
            },
          ];
    return {
      question:
        frame === 'included-angle'
          ? `In $\\triangle ABC$, $BC = ${a}$ cm, $CA = ${b}$ cm, $m\\angle A = ${A}^\\circ$, $m\\angle B = ${B}^\\circ$ and $m\\angle C = ${C}^\\circ$. Which expression gives the area of the triangle in cm$^2$?`
          : `In $\\triangle ABC$, $BC = ${a}$ cm, $CA = ${b}$ cm and $m\\angle C = ${C}^\\circ$. Which expression gives the area of the triangle in cm$^2$?`,
      answer,
      wrong,
      frame,
      hints: [
        'Area $= \\frac{1}{2}ab\\sin C$, where $C$ is the angle between the sides $a$ and $b$.',
        frame === 'included-angle'
          ? '$BC$ and $CA$ meet at the vertex they share: use the angle there.'
          : 'The formula uses the sine of the angle, not the cosine, and half the product.',
      ],
      steps: [
        `$BC$ and $CA$ meet at $C$, so the angle between them is $${C}^\\circ$.`,
        `Area $=$ ${answer}.`,
      ],
      explanation: `The angle between $BC$ and $CA$ is $C$: area $=$ ${answer}.`,
    };
  },
});

// ---------------------------------------------------------------- coordinates

const coordinates = defineTemplate({
  id: `${lesson}/from-coordinates`,
  lesson,
  type: 'short_answer',
  b: 0.6,
  build(rng) {
    const frame = rng.pick(['any-vertices', 'side-on-axis', 'park-map']);
    const P = (x: number, y: number): string => `(${x}, ${y})`;
    if (frame === 'side-on-axis') {
      const x1 = rng.int(-6, 2);
      const x2 = rng.int(x1 + 3, x1 + 12);
      const cx = rng.int(-5, 8);
      const cy = rng.pick([-1, 1]) * rng.int(2, 10);
      const area = ((x2 - x1) * Math.abs(cy)) / 2;
      return {
        question: `Find the area of the triangle with vertices $A${P(x1, 0)}$, $B${P(x2, 0)}$ and $C${P(cx, cy)}$, in square units.`,
        answer: fmt(area),
        frame,
        hints: [
          '$A$ and $B$ both lie on the $x$-axis: take $AB$ as the base.',
          'The height is the distance from $C$ to the $x$-axis.',
        ],
        steps: [
          `Base $AB = ${x2} - (${x1}) = ${x2 - x1}$; height $= |${cy}| = ${Math.abs(cy)}$.`,
          `Area $= \\frac{1}{2} \\times ${x2 - x1} \\times ${Math.abs(cy)} = ${fmt(area)}$`,
        ],
        explanation: `Area $= \\frac{1}{2} \\times ${x2 - x1} \\times ${Math.abs(cy)} = ${fmt(area)}$ square units.`,
      };
    }
    const pts: [number, number][] = [0, 1, 2].map(() => [rng.int(-6, 8), rng.int(-5, 8)]);
    const [[x1, y1], [x2, y2], [x3, y3]] = pts as [
      [number, number],
      [number, number],
      [number, number],
    ];
    const cross = (x2 - x1) * (y3 - y1) - (x3 - x1) * (y2 - y1);
    const area = Math.abs(cross) / 2;
    if (area < 4) redraw('a triangle too thin to be worth asking');
    const park = frame === 'park-map';
    const [u1, v1, u2, v2] = [x2 - x1, y2 - y1, x3 - x1, y3 - y1];
    return {
      question: park
        ? `On a town map drawn on a square grid, the corners of a triangular park are at $A${P(x1, y1)}$, $B${P(x2, y2)}$ and $C${P(x3, y3)}$. Find the area of the park in square grid units.`
        : `Find the area of the triangle with vertices $A${P(x1, y1)}$, $B${P(x2, y2)}$ and $C${P(x3, y3)}$, in square units.`,
      answer: fmt(area),
      frame,
      multiStep: true,
      ...(park ? { context: true } : {}),
      hints: [
        'Move to $A$: write the vectors $\\overrightarrow{AB}$ and $\\overrightarrow{AC}$.',
        'The area is half the absolute value of $x_1y_2 - x_2y_1$ for those two vectors.',
      ],
      steps: [
        `$\\overrightarrow{AB} = (${u1}, ${v1})$ and $\\overrightarrow{AC} = (${u2}, ${v2})$.`,
        `$(${u1})(${v2}) - (${u2})(${v1}) = ${cross}$.`,
        `Area $= \\frac{1}{2}|${cross}| = ${fmt(area)}$`,
      ],
      explanation: `Area $= \\frac{1}{2}|(${u1})(${v2}) - (${u2})(${v1})| = ${fmt(area)}$ square units.`,
    };
  },
});

// ---------------------------------------------------------------- regular polygons

const POLYGON_NAMES: Record<number, string> = {
  5: 'pentagon',
  6: 'hexagon',
  8: 'octagon',
  9: 'nonagon',
};

const regularPolygon = defineTemplate({
  id: `${lesson}/regular-polygon-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.9,
  build(rng) {
    const frame = rng.pick(['from-radius', 'from-side', 'hexagon-tile']);
    if (frame === 'hexagon-tile') {
      const s = rng.int(2, 20);
      const area = surd(3 * s * s, 3, 2);
      return {
        question: `A floor tile is a regular hexagon with sides of $${s}$ cm. Find the exact area of the tile, in cm$^2$.`,
        answer: area.text,
        exact: true,
        unit: 'cm²',
        frame,
        multiStep: true,
        context: true,
        figure: regularPolygonFigure({
          n: 6,
          r: s,
          side: `${s} cm`,
          caption: 'A regular hexagon with centre O, split into six triangles.',
        }),
        hints: [
          'Join the centre $O$ to every vertex: six triangles.',
          `Each triangle has a $60^\\circ$ angle at $O$ and two equal sides, so it is equilateral with side $${s}$ cm.`,
        ],
        steps: [
          `One triangle: $\\frac{1}{2} \\times ${s} \\times ${s} \\times \\sin 60^\\circ = ${surd(s * s, 3, 4).tex}$ cm².`,
          `Six triangles: $6 \\times ${surd(s * s, 3, 4).tex} = ${area.tex}$ cm²`,
        ],
        explanation: `Six equilateral triangles of side $${s}$ cm: area $= 6 \\times \\frac{\\sqrt{3}}{4} \\times ${s * s} = ${area.tex}$ cm$^2$.`,
      };
    }
    // Odd n: a labelled radius cannot stop short of an opposite vertex (see regularPolygonFigure).
    const n = rng.pick([5, 9]);
    const centre = 360 / n;
    const name = POLYGON_NAMES[n] ?? '';
    if (frame === 'from-side') {
      const s = rng.int(3, 15);
      const r = s / (2 * sinD(180 / n));
      const area = (n / 2) * r * r * sinD(centre);
      return {
        question: `A regular ${name} has sides of $${s}$ cm. Find its area, to the nearest tenth of a square centimetre.`,
        answer: t1(area),
        decimals: 1,
        trueValue: area,
        unit: 'cm²',
        frame,
        multiStep: true,
        figure: regularPolygonFigure({
          n,
          r,
          side: `${s} cm`,
          caption: `A regular ${name} with centre O; OA and OB are radii.`,
        }),
        hints: [
          `Split the ${name} into ${n} equal triangles from its centre $O$; each has an angle of $\\frac{360^\\circ}{${n}} = ${fmt(centre)}^\\circ$ at $O$.`,
          `Triangle $OAB$ is isosceles: its altitude from $O$ halves $AB$ and the angle, so $OA = \\frac{${s / 2}}{\\sin ${fmt(centre / 2)}^\\circ}$.`,
        ],
        steps: [
          `$OA = \\frac{${fmt(s / 2)}}{\\sin ${fmt(centre / 2)}^\\circ} \\approx ${t2(r)}$ cm.`,
          `One triangle: $\\frac{1}{2} \\times OA^2 \\times \\sin ${fmt(centre)}^\\circ \\approx ${t2(area / n)}$ cm².`,
          `Area $= ${n} \\times \\frac{1}{2} \\times OA^2 \\times \\sin ${fmt(centre)}^\\circ \\approx ${t1(area)}$ cm²`,
        ],
        explanation: `$OA = \\frac{${fmt(s / 2)}}{\\sin ${fmt(centre / 2)}^\\circ}$ and the area is $${n} \\times \\frac{1}{2}OA^2\\sin ${fmt(centre)}^\\circ \\approx ${t1(area)}$ cm$^2$.`,
      };
    }
    const r = rng.int(3, 20);
    const area = (n / 2) * r * r * sinD(centre);
    return {
      question: `A regular ${name} is drawn inside a circle of radius $${r}$ cm, with its vertices on the circle. Find the area of the ${name}, to the nearest tenth of a square centimetre.`,
      answer: t1(area),
      decimals: 1,
      trueValue: area,
      unit: 'cm²',
      frame,
      multiStep: true,
      figure: regularPolygonFigure({
        n,
        r,
        radius: `${r} cm`,
        caption: `A regular ${name} with centre O; OA and OB are radii.`,
      }),
      hints: [
        `Join the centre $O$ to every vertex: ${n} equal isosceles triangles with two sides of $${r}$ cm.`,
        `The angle of each at $O$ is $\\frac{360^\\circ}{${n}} = ${fmt(centre)}^\\circ$.`,
      ],
      steps: [
        `One triangle: $\\frac{1}{2} \\times ${r} \\times ${r} \\times \\sin ${fmt(centre)}^\\circ \\approx ${t2(area / n)}$ cm².`,
        `Area $= ${n} \\times \\frac{1}{2} \\times ${r}^2 \\times \\sin ${fmt(centre)}^\\circ \\approx ${t1(area)}$ cm²`,
      ],
      explanation: `Area $= ${n} \\times \\frac{1}{2} \\times ${r}^2 \\times \\sin ${fmt(centre)}^\\circ \\approx ${t1(area)}$ cm$^2$.`,
    };
  },
});

// ---------------------------------------------------------------- an angle first, then the area

const ruleThenArea = defineTemplate({
  id: `${lesson}/rule-then-area-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 1.3,
  build(rng) {
    const frame = rng.pick(['sss-area', 'sss-altitude', 'sail-sss', 'asa-area']);
    const base = { decimals: 1, frame, multiStep: true } as const;
    if (frame === 'asa-area') {
      const A = rng.int(30, 80);
      const B = rng.int(30, 80);
      const c = rng.int(6, 20);
      const C = 180 - A - B;
      const b = (c * sinD(B)) / sinD(C);
      const area = 0.5 * b * c * sinD(A);
      const a = (c * sinD(A)) / sinD(C);
      return {
        ...base,
        question: `In $\\triangle ABC$, $AB = ${c}$ cm, $m\\angle A = ${A}^\\circ$ and $m\\angle B = ${B}^\\circ$. Find the area of the triangle, to the nearest tenth of a square centimetre.`,
        answer: t1(area),
        trueValue: area,
        unit: 'cm²',
        figure: obliqueFigure(
          rng,
          ['A', 'B', 'C'],
          a,
          b,
          c,
          { sides: { AB: `${c} cm` }, angles: { A: `${A}°`, B: `${B}°` } },
          'Triangle ABC with AB and the angles at A and B marked.',
        ),
        hints: [
          'The area formula needs two sides and the angle between them: find a second side first.',
          `$m\\angle C = 180^\\circ - ${A}^\\circ - ${B}^\\circ = ${C}^\\circ$; then the sine rule gives $AC$.`,
          `$\\frac{AC}{\\sin ${B}^\\circ} = \\frac{${c}}{\\sin ${C}^\\circ}$; then use $AB$, $AC$ and the angle $A$.`,
        ],
        steps: [
          `$m\\angle C = 180^\\circ - ${A}^\\circ - ${B}^\\circ = ${C}^\\circ$.`,
          `$AC = \\frac{${c}\\sin ${B}^\\circ}{\\sin ${C}^\\circ} \\approx ${t2(b)}$ cm.`,
          `Area $= \\frac{1}{2} \\times ${c} \\times AC \\times \\sin ${A}^\\circ \\approx ${t1(area)}$ cm²`,
        ],
        explanation: `$C = ${C}^\\circ$, $AC \\approx ${t2(b)}$ cm by the sine rule, and the area is $\\frac{1}{2}(${c})(AC)\\sin ${A}^\\circ \\approx ${t1(area)}$ cm$^2$.`,
      };
    }
    // Three whole sides that make a clear, non-Heronian triangle.
    const a = rng.int(5, 18);
    const b = rng.int(5, 18);
    const c = rng.int(Math.abs(a - b) + 2, a + b - 2);
    const area = heronArea(a, b, c);
    if (Math.abs(area - Math.round(area)) < 0.05)
      redraw('a whole-number area (Heron without a calculator)');
    const C = angleFacing(c, a, b);
    const sail = frame === 'sail-sss';
    const unit = sail ? 'm' : 'cm';
    const cosC = (a * a + b * b - c * c) / (2 * a * b);
    const figure = obliqueFigure(
      rng,
      ['A', 'B', 'C'],
      a,
      b,
      c,
      { sides: { BC: `${a} ${unit}`, CA: `${b} ${unit}`, AB: `${c} ${unit}` } },
      sail
        ? 'A triangular sail ABC with its three edges marked.'
        : 'Triangle ABC with its three sides marked.',
    );
    const firstSteps = [
      `$\\cos C = \\frac{${a}^2 + ${b}^2 - ${c}^2}{2 \\times ${a} \\times ${b}} = \\frac{${a * a + b * b - c * c}}{${2 * a * b}}$, so $m\\angle C \\approx ${t2(C)}^\\circ$.`,
      `Area $= \\frac{1}{2} \\times ${a} \\times ${b} \\times \\sin C \\approx ${t2(area)}$ ${unit}².`,
    ];
    const hints = [
      'Three sides and no angle: find one angle with the cosine rule first.',
      `$\\cos C = \\frac{a^2 + b^2 - c^2}{2ab}$ with $a = ${a}$, $b = ${b}$, $c = ${c}$; then area $= \\frac{1}{2}ab\\sin C$.`,
    ];
    if (frame === 'sss-altitude') {
      const h = (2 * area) / c;
      return {
        ...base,
        question: `In $\\triangle ABC$, $BC = ${a}$ cm, $CA = ${b}$ cm and $AB = ${c}$ cm. Find the length of the altitude from $C$ to $AB$, to the nearest tenth of a centimetre.`,
        answer: t1(h),
        trueValue: h,
        unit: 'cm',
        figure,
        hints: [
          ...hints,
          'Then area $= \\frac{1}{2} \\times AB \\times h$ gives the altitude $h$.',
        ],
        steps: [
          ...firstSteps.slice(0, 1),
          `Area $= \\frac{1}{2} \\times ${a} \\times ${b} \\times \\sin C \\approx ${t2(area)}$ cm² (keep it unrounded).`,
          `$h = \\frac{2 \\times \\text{area}}{${c}} \\approx ${t1(h)}$ cm`,
        ],
        explanation: `$\\cos C = ${t4(cosC)}$, the area is about $${t2(area)}$ cm$^2$, and $h = \\frac{2 \\times \\text{area}}{${c}} \\approx ${t1(h)}$ cm.`,
      };
    }
    return {
      ...base,
      question: sail
        ? `A triangular sail $ABC$ has edges $BC = ${a}$ m, $CA = ${b}$ m and $AB = ${c}$ m. Find the area of the sail, to the nearest tenth of a square metre.`
        : `In $\\triangle ABC$, $BC = ${a}$ cm, $CA = ${b}$ cm and $AB = ${c}$ cm. Find the area of the triangle, to the nearest tenth of a square centimetre.`,
      answer: t1(area),
      trueValue: area,
      unit: `${unit}²`,
      ...(sail ? { context: true } : {}),
      figure,
      hints,
      steps: [
        firstSteps[0] ?? '',
        `Area $= \\frac{1}{2} \\times ${a} \\times ${b} \\times \\sin C \\approx ${t1(area)}$ ${unit}²`,
      ],
      explanation: `$\\cos C = ${t4(cosC)}$, so $C \\approx ${t2(C)}^\\circ$ and the area is $\\frac{1}{2}(${a})(${b})\\sin C \\approx ${t1(area)}$ ${unit}$^2$.`,
    };
  },
});

// ---------------------------------------------------------------- two possible angles

const twoAngles = defineTemplate({
  id: `${lesson}/two-possible-angles`,
  lesson,
  type: 'MCQ',
  b: 1.6,
  build(rng) {
    const frame = rng.pick(['both-values', 'obtuse-then-side', 'garden-both']);
    const a = rng.int(5, 16);
    const b = rng.int(5, 16);
    const area = rng.int(Math.ceil(a * b * 0.18), Math.floor(a * b * 0.45));
    const sinC = (2 * area) / (a * b);
    const C1 = asinD(sinC);
    if (C1 < 15 || C1 > 70) redraw('angles too close to 0° or 90° to tell apart');
    const C2 = 180 - C1;
    const d1 = (x: number): string => `${fixed(x, 1)}^\\circ`;
    const pair = (x: number, y: number): string => `$${d1(x)}$ or $${d1(y)}$`;
    const garden = frame === 'garden-both';
    const first = `$\\sin C = \\frac{2 \\times ${area}}{${a} \\times ${b}} \\approx ${t4(sinC)}$.`;
    const hints = [
      'The angle $C$ lies between the sides $a$ and $b$: use area $= \\frac{1}{2}ab\\sin C$ to find $\\sin C$.',
      'An acute angle and its supplement have the same sine: both may fit.',
    ];
    if (frame === 'obtuse-then-side') {
      const c = cosRule(a, b, C2);
      const cm = (x: number): string => `$${t1(x)}$ cm`;
      return {
        question: `In $\\triangle ABC$, $a = ${a}$ cm, $b = ${b}$ cm, the area is $${area}$ cm$^2$ and $\\angle C$ is obtuse. Find $c$, to one decimal place.`,
        answer: cm(c),
        wrong: [
          { text: cm(cosRule(a, b, C1)), mistake: 'used the acute angle with the same sine' },
          {
            text: cm(Math.sqrt(a * a + b * b)),
            mistake: 'used Pythagoras as if C were a right angle',
          },
          {
            text: cm(Math.sqrt(a * a + b * b + a * b * cosD(C2))),
            mistake: 'dropped the factor 2 in the cosine rule',
          },
          { text: cm(c * c), mistake: 'forgot the square root in the cosine rule' },
        ],
        frame,
        multiStep: true,
        hints: [
          ...hints,
          `$C$ is obtuse, so take $m\\angle C = 180^\\circ - \\sin^{-1}(${t4(sinC)})$; then use the cosine rule.`,
        ],
        steps: [
          first,
          `The acute angle is $${d1(C1)}$; $C$ is obtuse, so $m\\angle C \\approx ${d1(C2)}$.`,
          `$c^2 = ${a}^2 + ${b}^2 - 2 \\times ${a} \\times ${b}\\cos C \\approx ${t2(c * c)}$.`,
          `$c \\approx ${t1(c)}$ cm`,
        ],
        explanation: `$\\sin C \\approx ${t4(sinC)}$ and $C$ is obtuse, so $C \\approx ${d1(C2)}$ and the cosine rule gives $c \\approx ${t1(c)}$ cm.`,
      };
    }
    return {
      question: garden
        ? `A triangular garden bed $ABC$ has sides $BC = ${a}$ m and $CA = ${b}$ m, and an area of $${area}$ m$^2$. Find the two possible values of $m\\angle C$, to the nearest tenth of a degree.`
        : `In $\\triangle ABC$, $a = ${a}$ cm, $b = ${b}$ cm and the area is $${area}$ cm$^2$. Find the two possible values of $m\\angle C$, to the nearest tenth of a degree.`,
      answer: pair(C1, C2),
      wrong: [
        { text: `$${d1(C1)}$ only`, mistake: 'missed the obtuse angle with the same sine' },
        { text: pair(90 - C1, 90 + C1), mistake: 'used cos C instead of sin C' },
        {
          text: pair(C1, 90 + C1),
          mistake: 'took the second angle as 90° more instead of 180° − C',
        },
        {
          text: pair(asinD(sinC / 2), 180 - asinD(sinC / 2)),
          mistake: 'forgot to double the area before dividing by ab',
        },
      ],
      frame,
      multiStep: true,
      ...(garden ? { context: true } : {}),
      hints,
      steps: [
        first.replace('\\times ${area}', `\\times ${area}`),
        `One angle is $\\sin^{-1}(${t4(sinC)}) \\approx ${d1(C1)}$; its supplement $180^\\circ - ${d1(C1)} = ${d1(C2)}$ has the same sine.`,
        `Both fit in a triangle, so $m\\angle C \\approx ${d1(C1)}$ or $${d1(C2)}$.`,
      ],
      explanation: `$\\sin C = \\frac{2 \\times ${area}}{${a * b}}$, so $m\\angle C \\approx ${d1(C1)}$ or $${d1(C2)}$.`,
    };
  },
});

// ---------------------------------------------------------------- base and height (easy)

const baseHeight = defineTemplate({
  id: `${lesson}/base-and-height`,
  lesson,
  type: 'short_answer',
  b: -0.9,
  build(rng) {
    const frame = rng.pick(['area', 'height-from-area', 'right-angled-bed']);
    const base = rng.int(4, 24);
    const height = rng.int(3, 20);
    const area = (base * height) / 2;
    if (frame === 'height-from-area') {
      return {
        question: `A triangle has an area of $${fmt(area)}$ cm$^2$ and a base of $${base}$ cm. Find its height to that base, in cm.`,
        answer: String(height),
        unit: 'cm',
        frame,
        hints: [
          'Area $= \\frac{1}{2} \\times$ base $\\times$ height.',
          `$\\frac{1}{2} \\times ${base} \\times h = ${fmt(area)}$: solve for $h$.`,
        ],
        steps: [
          `$\\frac{1}{2} \\times ${base} \\times h = ${fmt(area)}$, so $${fmt(base / 2)}h = ${fmt(area)}$.`,
          `$h = \\frac{${fmt(area)}}{${fmt(base / 2)}} = ${height}$ cm`,
        ],
        explanation: `$h = \\frac{2 \\times ${fmt(area)}}{${base}} = ${height}$ cm.`,
      };
    }
    const bed = frame === 'right-angled-bed';
    const unit = bed ? 'm' : 'cm';
    return {
      question: bed
        ? `A garden bed is a right-angled triangle whose two shorter sides, along two walls, are $${base}$ m and $${height}$ m. Find its area, in m$^2$.`
        : `A triangle has a base of $${base}$ cm and a height of $${height}$ cm to that base. Find its area, in cm$^2$.`,
      answer: fmt(area),
      unit: `${unit}²`,
      frame,
      ...(bed ? { context: true } : {}),
      hints: bed
        ? [
            'The two shorter sides meet at the right angle: one is the base, the other the height.',
            'Area $= \\frac{1}{2} \\times$ base $\\times$ height.',
          ]
        : ['Area $= \\frac{1}{2} \\times$ base $\\times$ height.'],
      steps: [
        `Area $= \\frac{1}{2} \\times ${base} \\times ${height}$.`,
        `Area $= ${fmt(area)}$ ${unit}²`,
      ],
      explanation: `Area $= \\frac{1}{2} \\times ${base} \\times ${height} = ${fmt(area)}$ ${unit}$^2$.`,
    };
  },
});

export const triangleAreaTemplates = [
  halfAbSinC,
  heron,
  heronChoice,
  sideFromArea,
  angleFromArea,
  parallelogramArea,
  areaRounded,
  whichExpression,
  coordinates,
  regularPolygon,
  ruleThenArea,
  twoAngles,
  baseHeight,
];
