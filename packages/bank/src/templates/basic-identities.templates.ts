/**
 * Lesson: basic identities (reciprocal, quotient, Pythagorean, co-function): simplifying,
 * recognising identities, spotting the wrong step of a proof, values from one ratio and a
 * quadrant, and the identities at work in ramps, ladders, roofs and wheels.
 */
import type { Rng } from '../rng';
import type { Choice } from './define-template';
import { defineTemplate } from './define-template';
import type { Exact } from './exact';
import { frac, math } from './exact';
import { TRIANGLE_NAMES, triangleFigure } from './figure-kit';
import { pickTriple, rightTrianglePoints, TRIPLES } from './right-triangle-ratios.templates';
import type { Quadrant } from './basic-identities-kit';
import {
  angleOnCircle,
  QUADRANT_WORD,
  quadrantInterval,
  sameFunction,
  signedRatios,
  swapCofunctions,
} from './basic-identities-kit';
import { redraw } from './redraw';

const lesson = 'basic-identities' as const;
const VARS = ['\\theta', 'x', '\\alpha', '\\beta'];

interface Simplification {
  expr: string;
  answer: string;
  wrong: Choice[];
  /** The first rewriting (V for the variable), then the result. */
  middle: string;
  /** A nudge naming the identity in words (never the result). */
  hint: string;
}

/** Each expression is written with V for the variable. */
const SIMPLIFY: Simplification[] = [
  {
    expr: '\\sin V \\cot V',
    answer: '\\cos V',
    wrong: [
      { text: '\\tan V', mistake: 'took cot as sin/cos' },
      { text: '1', mistake: 'cancelled sin with cot' },
      { text: '\\sin^2 V', mistake: 'multiplied instead of cancelling' },
    ],
    middle: '\\sin V \\cdot \\frac{\\cos V}{\\sin V}',
    hint: 'Write the cotangent as a quotient of cosine and sine.',
  },
  {
    expr: '\\frac{1 - \\cos^2 V}{\\sin V}',
    answer: '\\sin V',
    wrong: [
      { text: '\\cos V', mistake: 'used 1 − cos² = cos²' },
      { text: '1', mistake: 'thought 1 − cos² V = sin V' },
      { text: '\\frac{1}{\\sin V}', mistake: 'inverted the result' },
    ],
    middle: '\\frac{\\sin^2 V}{\\sin V}',
    hint: 'Use the Pythagorean identity to rewrite the numerator.',
  },
  {
    expr: '\\sec^2 V - \\tan^2 V',
    answer: '1',
    wrong: [
      { text: '0', mistake: 'thought sec² and tan² are equal' },
      { text: '-1', mistake: 'wrong sign in 1 + tan² = sec²' },
      { text: '\\cos^2 V', mistake: 'took sec² − tan² as cos²' },
    ],
    middle: '(1 + \\tan^2 V) - \\tan^2 V',
    hint: 'Use the Pythagorean identity that links the secant and the tangent.',
  },
  {
    expr: '\\frac{\\sin V}{\\tan V}',
    answer: '\\cos V',
    wrong: [
      { text: '\\sec V', mistake: 'inverted the quotient' },
      { text: '\\sin^2 V', mistake: 'multiplied by tan instead of dividing' },
      { text: '1', mistake: 'cancelled sin with tan' },
    ],
    middle: '\\sin V \\cdot \\frac{\\cos V}{\\sin V}',
    hint: 'Dividing by the tangent is multiplying by its reciprocal.',
  },
  {
    expr: '(1 + \\tan^2 V)\\cos^2 V',
    answer: '1',
    wrong: [
      { text: '\\sec^2 V', mistake: 'stopped after 1 + tan² = sec²' },
      { text: '\\sin^2 V', mistake: 'took 1 + tan² as tan²' },
      { text: '2', mistake: 'added 1 instead of using the identity' },
    ],
    middle: '\\sec^2 V \\cos^2 V',
    hint: 'Replace the bracket by a single squared ratio.',
  },
  {
    expr: '\\csc V \\tan V',
    answer: '\\sec V',
    wrong: [
      { text: '\\cot V', mistake: 'took csc as cos' },
      { text: '\\cos V', mistake: 'inverted the result' },
      { text: '1', mistake: 'cancelled csc with tan' },
    ],
    middle: '\\frac{1}{\\sin V} \\cdot \\frac{\\sin V}{\\cos V}',
    hint: 'Write both ratios in terms of sine and cosine.',
  },
  {
    expr: '\\cos V \\csc V',
    answer: '\\cot V',
    wrong: [
      { text: '\\tan V', mistake: 'inverted the quotient' },
      { text: '1', mistake: 'took csc as sec' },
      { text: '\\sec V', mistake: 'multiplied the reciprocals' },
    ],
    middle: '\\cos V \\cdot \\frac{1}{\\sin V}',
    hint: 'The cosecant is the reciprocal of the sine.',
  },
  {
    expr: '\\frac{1}{\\sec^2 V} + \\frac{1}{\\csc^2 V}',
    answer: '1',
    wrong: [
      { text: '2', mistake: 'added the reciprocals as 1 + 1' },
      { text: '\\tan^2 V', mistake: 'divided instead of adding' },
      { text: '0', mistake: 'subtracted the terms' },
    ],
    middle: '\\cos^2 V + \\sin^2 V',
    hint: 'Each fraction is the square of a basic ratio.',
  },
  {
    expr: '\\tan V \\cos V',
    answer: '\\sin V',
    wrong: [
      { text: '\\cos^2 V', mistake: 'took tan as cos/sin' },
      { text: '1', mistake: 'cancelled tan with cos' },
      { text: '\\sec V', mistake: 'inverted the result' },
    ],
    middle: '\\frac{\\sin V}{\\cos V} \\cdot \\cos V',
    hint: 'Write the tangent as a quotient.',
  },
  {
    expr: '\\frac{\\sec V}{\\csc V}',
    answer: '\\tan V',
    wrong: [
      { text: '\\cot V', mistake: 'inverted the quotient' },
      { text: '1', mistake: 'cancelled the reciprocals' },
      { text: '\\sin V \\cos V', mistake: 'multiplied instead of dividing' },
    ],
    middle: '\\frac{1}{\\cos V} \\cdot \\sin V',
    hint: 'Dividing by the cosecant is multiplying by the sine.',
  },
  {
    expr: '\\cot V \\sec V',
    answer: '\\csc V',
    wrong: [
      { text: '\\sec V', mistake: 'cancelled cot instead of cos' },
      { text: '\\tan V', mistake: 'took cot as sin/cos' },
      { text: '1', mistake: 'cancelled the two ratios' },
    ],
    middle: '\\frac{\\cos V}{\\sin V} \\cdot \\frac{1}{\\cos V}',
    hint: 'Write both ratios in terms of sine and cosine.',
  },
  {
    expr: '\\sin^4 V - \\cos^4 V',
    answer: '\\sin^2 V - \\cos^2 V',
    wrong: [
      { text: '1', mistake: 'thought sin⁴ − cos⁴ is an identity equal to 1' },
      { text: '0', mistake: 'cancelled the fourth powers' },
      { text: '\\sin^2 V + \\cos^2 V', mistake: 'kept the wrong factor' },
    ],
    middle: '(\\sin^2 V - \\cos^2 V)(\\sin^2 V + \\cos^2 V)',
    hint: 'It is a difference of two squares.',
  },
];

const simplify = defineTemplate({
  id: `${lesson}/simplify-expression`,
  lesson,
  type: 'MCQ',
  b: 0,
  build(rng) {
    const item = rng.pick(SIMPLIFY);
    const v = rng.pick(VARS);
    const sub = (t: string): string => t.replace(/V/g, v);
    const [expr, answer, middle] = [sub(item.expr), sub(item.answer), sub(item.middle)];
    const frame = rng.pick(['simplify', 'is-identity', 'equals-which'] as const);
    const hints = [
      item.hint.replace(/V/g, v),
      'Then cancel common factors, or use a Pythagorean identity, until one term is left.',
    ];
    const steps = [`$${expr} = ${middle}$`, `$= ${answer}$`];
    if (frame === 'simplify') {
      return {
        question: `Simplify $${expr}$.`,
        answer: math(answer),
        wrong: item.wrong.map((w) => ({ text: math(sub(w.text)), mistake: w.mistake })),
        explanation: `$${expr} = ${middle} = ${answer}$.`,
        hints,
        steps,
        frame,
        facts: { keyPrinted: 'the 1 of an identity written in the expression is not its value' },
      };
    }
    if (frame === 'is-identity') {
      return {
        question: `Which of the following is an identity (true for every value of $${v}$ for which both sides are defined)?`,
        answer: math(`${expr} = ${answer}`),
        wrong: item.wrong.map((w) => ({
          text: math(`${expr} = ${sub(w.text)}`),
          mistake: w.mistake,
        })),
        explanation: `$${expr} = ${middle} = ${answer}$, for every value where it is defined.`,
        hints: ['Simplify the left side, which is the same in every option.', ...hints],
        steps: [...steps, `So $${expr} = ${answer}$ is the identity.`],
        frame,
      };
    }
    // Which expression equals the given ratio: the others simplify to something else.
    const others = rng.shuffle(SIMPLIFY.filter((s) => s.answer !== item.answer)).map((s) => ({
      text: math(sub(s.expr)),
      mistake: `simplified ${sub(s.expr)} wrongly (it equals ${sub(s.answer)})`,
    }));
    return {
      question: `Which of the following expressions is equal to $${answer}$ for every value of $${v}$ for which it is defined?`,
      answer: math(expr),
      wrong: others,
      explanation: `$${expr} = ${middle} = ${answer}$; each other option simplifies to a different expression.`,
      hints: ['Simplify each option in turn.', 'Write every ratio in terms of sine and cosine.'],
      steps: [`$${expr} = ${middle} = ${answer}$`, `So the expression is $${expr}$.`],
      frame,
    };
  },
});

const PYTHAGOREAN = [
  { expr: (a: string) => `\\sin^2 ${a} + \\cos^2 ${a}`, name: 'sin² + cos² = 1' },
  { expr: (a: string) => `\\sec^2 ${a} - \\tan^2 ${a}`, name: '1 + tan² = sec²' },
  { expr: (a: string) => `\\csc^2 ${a} - \\cot^2 ${a}`, name: '1 + cot² = csc²' },
];

const pythagoreanValue = defineTemplate({
  id: `${lesson}/pythagorean-value`,
  lesson,
  type: 'MCQ',
  b: -0.8,
  build(rng) {
    const angle = rng.pick([17, 23, 37, 41, 53, 68, 71, 79]);
    const a = `${angle}^\\circ`;
    const c = `${90 - angle}^\\circ`;
    // k(bracket) + m, the bracket worth 1: the key k + m is no number the question prints.
    const k = rng.int(2, 6);
    const m = rng.pick([-4, -3, -2, -1, 1, 2, 3, 4, 5]);
    const value = k + m;
    const shift = m > 0 ? ` + ${m}` : ` - ${-m}`;
    const frame = rng.pick(['same-angle', 'complementary-squares', 'product-equals-one'] as const);
    let body = '';
    let why = '';
    let hint = '';
    if (frame === 'same-angle') {
      const identity = rng.pick(PYTHAGOREAN);
      body = identity.expr(a);
      why = `By the identity ${identity.name}, $${body} = 1$.`;
      hint = 'The bracket is one of the Pythagorean identities.';
    } else if (frame === 'complementary-squares') {
      const fn = rng.pick(['sin', 'cos']);
      body = `\\${fn}^2 ${a} + \\${fn}^2 ${c}`;
      const other = fn === 'sin' ? 'cos' : 'sin';
      why = `$\\${fn} ${c} = \\${other} ${a}$ (complementary angles), so the bracket is $\\${fn}^2 ${a} + \\${other}^2 ${a} = 1$.`;
      hint = `The angles $${a}$ and $${c}$ are complementary: change one ratio into its co-function.`;
    } else {
      const pair = rng.pick([
        ['tan', 'tan'],
        ['sin', 'csc'],
        ['cos', 'sec'],
      ] as const);
      // tan A tan(90° − A) = tan A cot A; sin A csc A and cos A sec A are products of reciprocals.
      const [f, g] = pair;
      body = f === 'tan' ? `\\tan ${a} \\tan ${c}` : `\\${f} ${a} \\${g} ${a}`;
      why =
        f === 'tan'
          ? `$\\tan ${c} = \\cot ${a}$, so the bracket is $\\tan ${a} \\cot ${a} = 1$.`
          : `$\\${g}$ is the reciprocal of $\\${f}$, so the bracket is $1$.`;
      hint =
        f === 'tan'
          ? `The angles $${a}$ and $${c}$ are complementary: the tangent of one is the cotangent of the other.`
          : 'The two ratios in the bracket are reciprocals of each other.';
    }
    return {
      question: `Without a calculator, find the value of $${k}(${body})${shift}$.`,
      answer: math(String(value)),
      wrong: [
        { text: math(String(m)), mistake: 'thought the two squares cancel' },
        { text: math(String(2 * k + m)), mistake: 'took each term as 1' },
        { text: math(frac(k + 2 * m, 2)), mistake: 'halved the identity' },
        { text: math(String(-k + m)), mistake: 'wrong sign in the identity' },
        { text: math(String(k * m)), mistake: 'multiplied instead of adding' },
      ],
      explanation: `${why} So the value is $${k} \\times 1${shift} = ${value}$.`,
      hints: [hint, `Once the bracket is known, multiply by $${k}$ and then add $${m}$.`],
      steps: [why, `$${k}(${body})${shift} = ${k} \\times 1${shift} = ${value}$`],
      frame,
      multiStep: true,
    };
  },
});

const valueFromRatio = defineTemplate({
  id: `${lesson}/expression-from-ratio`,
  lesson,
  type: 'short_answer',
  b: 0.4,
  build(rng) {
    const [a, b, c] = pickTriple(rng, 1);
    // Acute θ with cos θ = a/c, sin θ = b/c.
    const frame = rng.pick(['sin2-plus-2cos2', 'sec-plus-tan', 'one-over-one-plus-tan2'] as const);
    const given = rng.chance(0.5) ? 'cos' : 'sin';
    const givenValue = given === 'cos' ? frac(a, c) : frac(b, c);
    const found = given === 'cos' ? b : a;
    let expr = '';
    let value = frac(0, 1);
    let why = '';
    let method = '';
    if (frame === 'sin2-plus-2cos2') {
      expr = '\\sin^2\\theta + 2\\cos^2\\theta';
      value = frac(c * c + a * a, c * c);
      why = `1 + \\cos^2\\theta = 1 + ${frac(a * a, c * c).tex}`;
      method =
        'Split $2\\cos^2\\theta$ as $\\cos^2\\theta + \\cos^2\\theta$ and use $\\sin^2\\theta + \\cos^2\\theta = 1$.';
    } else if (frame === 'sec-plus-tan') {
      expr = '\\sec\\theta + \\tan\\theta';
      value = frac(c + b, a);
      why = `\\frac{1 + \\sin\\theta}{\\cos\\theta} = \\frac{1 + ${frac(b, c).tex}}{${frac(a, c).tex}}`;
      method =
        'Write $\\sec\\theta$ and $\\tan\\theta$ over the common denominator $\\cos\\theta$.';
    } else {
      expr = '\\frac{1}{1 + \\tan^2\\theta}';
      value = frac(a * a, c * c);
      why = `\\frac{1}{\\sec^2\\theta} = \\cos^2\\theta = \\left(${frac(a, c).tex}\\right)^2`;
      method = 'Replace $1 + \\tan^2\\theta$ by $\\sec^2\\theta$.';
    }
    const other = given === 'cos' ? 'sin' : 'cos';
    return {
      question: `If $\\theta$ is acute and $\\${given}\\theta = ${givenValue.tex}$, find the exact value of $${expr}$.`,
      answer: value.text,
      exact: true,
      explanation: `The reference triangle has sides $${a}$, $${b}$, $${c}$, so $\\sin\\theta = ${frac(b, c).tex}$ and $\\cos\\theta = ${frac(a, c).tex}$. Then $${expr} = ${why} = ${value.tex}$.`,
      hints: [`Find $\\${other}\\theta$ first: $\\theta$ is acute, so it is positive.`, method],
      steps: [
        `$\\${other}^2\\theta = 1 - \\left(${givenValue.tex}\\right)^2 = ${frac(found * found, c * c).tex}$, so $\\${other}\\theta = ${frac(found, c).tex}$`,
        `$${expr} = ${why} = ${value.tex}$`,
      ],
      frame,
      multiStep: true,
    };
  },
});

const tanFromSinCos = defineTemplate({
  id: `${lesson}/quotient-identity`,
  lesson,
  type: 'short_answer',
  b: -0.4,
  build(rng) {
    const [a, b, c] = rng.pick(TRIPLES.slice(0, 5));
    const sSign = rng.pick([1, -1]);
    const cSign = rng.pick([1, -1]);
    const sin = frac(sSign * b, c);
    const cos = frac(cSign * a, c);
    const tan = frac(sSign * b, cSign * a);
    const frame = rng.pick(['tan', 'cot', 'cos-from-tan'] as const);
    if (frame === 'cos-from-tan') {
      // tan θ = sin θ / cos θ, so cos θ = sin θ / tan θ.
      return {
        question: `Given $\\sin\\theta = ${sin.tex}$ and $\\tan\\theta = ${tan.tex}$, find $\\cos\\theta$.`,
        answer: cos.text,
        explanation: `$\\cos\\theta = \\frac{\\sin\\theta}{\\tan\\theta} = ${sin.tex} \\div ${tan.tex} = ${cos.tex}$.`,
        hints: [
          'Rearrange the quotient identity $\\tan\\theta = \\frac{\\sin\\theta}{\\cos\\theta}$ to make $\\cos\\theta$ the subject.',
          'Divide the sine by the tangent: dividing by a fraction is multiplying by its reciprocal.',
        ],
        steps: [
          '$\\cos\\theta = \\frac{\\sin\\theta}{\\tan\\theta}$',
          `$\\cos\\theta = ${sin.tex} \\times ${frac(cSign * a, sSign * b).tex} = ${cos.tex}$`,
        ],
        frame,
        multiStep: true,
      };
    }
    const askTan = frame === 'tan';
    const value = askTan ? tan : frac(cSign * a, sSign * b);
    return {
      question: `Given $\\sin\\theta = ${sin.tex}$ and $\\cos\\theta = ${cos.tex}$, find $\\${askTan ? 'tan' : 'cot'}\\theta$.`,
      answer: value.text,
      explanation: askTan
        ? `$\\tan\\theta = \\frac{\\sin\\theta}{\\cos\\theta} = ${sin.tex} \\div ${cos.tex} = ${value.tex}$.`
        : `$\\cot\\theta = \\frac{\\cos\\theta}{\\sin\\theta} = ${cos.tex} \\div ${sin.tex} = ${value.tex}$.`,
      hints: [
        askTan
          ? 'Use the quotient identity: the tangent is the sine divided by the cosine.'
          : 'Use the quotient identity: the cotangent is the cosine divided by the sine.',
        'The denominators are equal, so they cancel; keep track of the signs.',
      ],
      steps: askTan
        ? [
            '$\\tan\\theta = \\frac{\\sin\\theta}{\\cos\\theta}$',
            `$\\tan\\theta = ${sin.tex} \\div ${cos.tex} = ${value.tex}$`,
          ]
        : [
            '$\\cot\\theta = \\frac{\\cos\\theta}{\\sin\\theta}$',
            `$\\cot\\theta = ${cos.tex} \\div ${sin.tex} = ${value.tex}$`,
          ],
      frame,
    };
  },
});

const FN_PAIRS = [
  ['sin', 'cos'],
  ['tan', 'cot'],
  ['sec', 'csc'],
] as const;

const cofunction = defineTemplate({
  id: `${lesson}/cofunction-equation`,
  lesson,
  type: 'MCQ',
  b: 0.6,
  build(rng) {
    const frame = rng.pick(['two-expressions', 'tan-product', 'constant-angle'] as const);
    const x = rng.int(4, 25);
    const a = rng.int(1, 3);
    const b = rng.int(0, 20);
    const lin = (k: number, m: number): string =>
      `${k === 1 ? '' : k}x${m ? ` + ${m}^\\circ` : ''}`;
    const deg = (v: number): string => `$${Math.round(v * 100) / 100}^\\circ$`;
    if (frame === 'constant-angle') {
      // f(ax + b) = g(C) with C the complement of ax + b.
      const angle = a * x + b;
      if (angle >= 85 || angle <= 5) redraw('the angle must be acute and not near 0° or 90°');
      const C = 90 - angle;
      const pair = rng.pick(FN_PAIRS);
      const low = Math.max(-b / a, 0);
      const high = (90 - b) / a;
      return {
        question: `If $\\${pair[0]}(${lin(a, b)}) = \\${pair[1]} ${C}^\\circ$ where $${lin(a, b)}$ is acute, find $x$.`,
        answer: deg(x),
        wrong: [
          { text: deg((C - b) / a), mistake: 'set the two angles equal' },
          {
            text: deg((180 - C - b) / a),
            mistake: 'used 180° instead of 90° (supplementary, not complementary)',
          },
          { text: deg(90 - C - b), mistake: 'forgot to divide by the coefficient of x' },
          { text: deg((90 - C + b) / a), mistake: 'moved the constant with the wrong sign' },
          { text: deg(x + 10), mistake: 'made an arithmetic slip' },
          { text: deg(x - 2), mistake: 'made an arithmetic slip' },
        ],
        facts: {
          optionRange: { min: low, max: high, why: 'the values of x that keep the angle acute' },
        },
        explanation: `Co-functions of complementary angles are equal, so $${lin(a, b)} = 90^\\circ - ${C}^\\circ = ${angle}^\\circ$, and $x = ${x}^\\circ$.`,
        hints: [
          `$\\${pair[0]}$ and $\\${pair[1]}$ are co-functions: they are equal for complementary angles.`,
          `So $${lin(a, b)}$ and $${C}^\\circ$ add up to $90^\\circ$.`,
        ],
        steps: [
          `$${lin(a, b)} + ${C}^\\circ = 90^\\circ$`,
          `$${a === 1 ? '' : a}x = ${90 - C - b}^\\circ$`,
          `$x = ${x}^\\circ$`,
        ],
        frame,
        multiStep: true,
      };
    }
    const c = rng.int(1, 3);
    const d = 90 - (a + c) * x - b;
    if (d < 0 || d > 40) redraw('the second angle is not between 0° and 40°');
    const pair = frame === 'tan-product' ? (['tan', 'tan'] as const) : rng.pick(FN_PAIRS);
    const wrongs: Choice[] = [
      {
        text: deg((180 - b - d) / (a + c)),
        mistake: 'used 180° instead of 90° (supplementary, not complementary)',
      },
      {
        text: deg(a === c ? (90 - b) / a : (d - b) / (a - c)),
        mistake: 'set the two angles equal',
      },
      { text: deg((90 + b + d) / (a + c)), mistake: 'moved the constants with the wrong sign' },
      { text: deg(90 / (a + c)), mistake: 'ignored the constant terms' },
      { text: deg(90 - b - d), mistake: 'forgot to divide by the coefficient of x' },
      { text: deg((90 - b - d) / Math.max(a, c)), mistake: 'divided by one coefficient only' },
      { text: deg(45), mistake: 'took the two angles to be 45° each' },
      { text: deg(x + 10), mistake: 'made an arithmetic slip' },
      { text: deg(x - 2), mistake: 'made an arithmetic slip' },
    ];
    // Both angles acute: 0 < ax + b < 90 and 0 < cx + d < 90 bound x, and every option.
    const low = Math.max(-b / a, -d / c, 0);
    const high = Math.min((90 - b) / a, (90 - d) / c);
    const question =
      frame === 'tan-product'
        ? `If $\\tan(${lin(a, b)})\\tan(${lin(c, d)}) = 1$ where both angles are acute, find $x$.`
        : `If $\\${pair[0]}(${lin(a, b)}) = \\${pair[1]}(${lin(c, d)})$ where both angles are acute, find $x$.`;
    const first =
      frame === 'tan-product'
        ? 'The product is $1$, so one tangent is the reciprocal of the other: $\\tan(90^\\circ - A) = \\cot A = \\frac{1}{\\tan A}$ for acute angles.'
        : `$\\${pair[0]}$ and $\\${pair[1]}$ are co-functions: they are equal for complementary angles.`;
    return {
      question,
      answer: deg(x),
      wrong: wrongs,
      facts: {
        optionRange: { min: low, max: high, why: 'the values of x that keep both angles acute' },
      },
      explanation: `The two angles are complementary, so $(${lin(a, b)}) + (${lin(c, d)}) = 90^\\circ$: $${a + c}x + ${b + d}^\\circ = 90^\\circ$, $x = ${x}^\\circ$.`,
      hints: [first, 'So the two angles add up to $90^\\circ$: write that as an equation in $x$.'],
      steps: [
        `$(${lin(a, b)}) + (${lin(c, d)}) = 90^\\circ$`,
        `$${a + c}x + ${b + d}^\\circ = 90^\\circ$, so $${a + c}x = ${90 - b - d}^\\circ$`,
        `$x = ${x}^\\circ$`,
      ],
      frame,
      multiStep: true,
    };
  },
});

const secMinusTan = defineTemplate({
  id: `${lesson}/reciprocal-ratios-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.5,
  build(rng) {
    const [a, b, c] = pickTriple(rng);
    const [nA, nB, nC] = rng.pick(TRIANGLE_NAMES);
    // Angle at nB: opposite b (vertical), adjacent a (horizontal), hypotenuse c.
    const forms: { frame: string; expr: string; value: Exact; why: string; uses: string }[] = [
      {
        frame: 'sec-minus-tan',
        expr: `\\sec ${nB} - \\tan ${nB}`,
        value: frac(c - b, a),
        why: `\\frac{${c}}{${a}} - \\frac{${b}}{${a}}`,
        uses: `$\\sec ${nB} = \\frac{\\text{hypotenuse}}{\\text{adjacent}}$ and $\\tan ${nB} = \\frac{\\text{opposite}}{\\text{adjacent}}$`,
      },
      {
        frame: 'csc-plus-cot',
        expr: `\\csc ${nB} + \\cot ${nB}`,
        value: frac(c + a, b),
        why: `\\frac{${c}}{${b}} + \\frac{${a}}{${b}}`,
        uses: `$\\csc ${nB} = \\frac{\\text{hypotenuse}}{\\text{opposite}}$ and $\\cot ${nB} = \\frac{\\text{adjacent}}{\\text{opposite}}$`,
      },
      {
        frame: 'sec-times-cot',
        expr: `\\sec ${nB} \\cdot \\cot ${nB}`,
        value: frac(c, b),
        why: `\\frac{${c}}{${a}} \\cdot \\frac{${a}}{${b}}`,
        uses: `$\\sec ${nB} = \\frac{\\text{hypotenuse}}{\\text{adjacent}}$ and $\\cot ${nB} = \\frac{\\text{adjacent}}{\\text{opposite}}$`,
      },
      {
        frame: 'csc2-minus-cot2',
        expr: `\\csc^2 ${nB} - \\cot^2 ${nB}`,
        value: frac(1, 1),
        why: `\\frac{${c * c}}{${b * b}} - \\frac{${a * a}}{${b * b}}`,
        uses: `$\\csc ${nB} = \\frac{\\text{hypotenuse}}{\\text{opposite}}$ and $\\cot ${nB} = \\frac{\\text{adjacent}}{\\text{opposite}}$`,
      },
    ];
    const form = rng.pick(forms);
    return {
      question: `In the right triangle $${nA}${nB}${nC}$, $${nC}${nB} = ${a}$, $${nA}${nC} = ${b}$ and $${nA}${nB} = ${c}$. Find the exact value of $${form.expr}$.`,
      answer: form.value.text,
      exact: true,
      figure: triangleFigure({
        names: [nA, nB, nC],
        points: rightTrianglePoints(rng, a, b),
        sides: { [`${nC}${nB}`]: String(a), [`${nA}${nC}`]: String(b), [`${nA}${nB}`]: String(c) },
        angles: { [nB]: '' },
        right: nC,
        caption: `Right triangle ${nA}${nB}${nC} with the right angle at ${nC}.`,
      }),
      explanation: `For the angle at $${nB}$: $\\sec = \\frac{${c}}{${a}}$, $\\csc = \\frac{${c}}{${b}}$, $\\tan = \\frac{${b}}{${a}}$, $\\cot = \\frac{${a}}{${b}}$. So $${form.expr} = ${form.why} = ${form.value.tex}$.`,
      hints: [
        `Name the sides as seen from $${nB}$: the opposite side is $${nA}${nC}$, the adjacent side is $${nC}${nB}$.`,
        `Use ${form.uses}.`,
      ],
      steps: [
        `From $${nB}$: opposite $= ${b}$, adjacent $= ${a}$, hypotenuse $= ${c}$`,
        `$${form.expr} = ${form.why} = ${form.value.tex}$`,
      ],
      frame: form.frame,
      multiStep: true,
    };
  },
});

const reciprocal = defineTemplate({
  id: `${lesson}/reciprocal-value`,
  lesson,
  type: 'short_answer',
  b: -0.6,
  build(rng) {
    const [p, q, h] = rng.pick(TRIPLES.slice(0, 5));
    const frame = rng.pick(['from-sin', 'from-cos', 'from-tan', 'back-to-ratio'] as const);
    if (frame === 'back-to-ratio') {
      const pair = rng.pick([
        ['sec', 'cos'],
        ['csc', 'sin'],
        ['cot', 'tan'],
      ] as const);
      const value = pair[0] === 'cot' ? frac(q, p) : frac(h, p);
      const answer = pair[0] === 'cot' ? frac(p, q) : frac(p, h);
      return {
        question: `If $\\${pair[0]}\\theta = ${value.tex}$, find $\\${pair[1]}\\theta$.`,
        answer: answer.text,
        explanation: `$\\${pair[1]}\\theta = \\frac{1}{\\${pair[0]}\\theta} = ${answer.tex}$.`,
        hints: [
          `$\\${pair[0]}\\theta$ is the reciprocal of $\\${pair[1]}\\theta$, so $\\${pair[1]}\\theta$ is the reciprocal of $\\${pair[0]}\\theta$.`,
          'The reciprocal of a fraction turns it upside down.',
        ],
        steps: [
          `$\\${pair[1]}\\theta = \\frac{1}{\\${pair[0]}\\theta} = 1 \\div ${value.tex} = ${answer.tex}$`,
        ],
        frame,
      };
    }
    const given = ({ 'from-sin': 'sin', 'from-cos': 'cos', 'from-tan': 'tan' } as const)[frame];
    const value = given === 'tan' ? frac(p, q) : frac(p, h);
    const recip = { sin: 'csc', cos: 'sec', tan: 'cot' }[given];
    const answer = given === 'tan' ? frac(q, p) : frac(h, p);
    return {
      question: `If $\\${given}\\theta = ${value.tex}$, find $\\${recip}\\theta$.`,
      answer: answer.text,
      explanation: `$\\${recip}\\theta = \\frac{1}{\\${given}\\theta} = ${answer.tex}$.`,
      hints: [
        `$\\${recip}\\theta$ is the reciprocal of $\\${given}\\theta$.`,
        'The reciprocal of a fraction turns it upside down.',
      ],
      steps: [
        `$\\${recip}\\theta = \\frac{1}{\\${given}\\theta} = 1 \\div ${value.tex} = ${answer.tex}$`,
      ],
      frame,
    };
  },
});

interface ProofError {
  tex: string;
  why: string;
}

interface Proof {
  id: string;
  lhs: string;
  rhs: string;
  /** The four lines after the left side; the last is the right side. */
  lines: [string, string, string, string];
  /** Why each of the first three lines follows (math in $...$). */
  reasons: [string, string, string];
  /** Wrong versions of each of the first three lines, with what is wrong. */
  errors: [ProofError[], ProofError[], ProofError[]];
}

/** Proofs written with V for the variable. */
const PROOFS: Proof[] = [
  {
    id: 'sec-tan',
    lhs: '\\sec^2 V - \\tan^2 V',
    rhs: '1',
    lines: [
      '\\frac{1}{\\cos^2 V} - \\frac{\\sin^2 V}{\\cos^2 V}',
      '\\frac{1 - \\sin^2 V}{\\cos^2 V}',
      '\\frac{\\cos^2 V}{\\cos^2 V}',
      '1',
    ],
    reasons: [
      '$\\sec V = \\frac{1}{\\cos V}$ and $\\tan V = \\frac{\\sin V}{\\cos V}$',
      'fractions with the same denominator are subtracted over that denominator',
      '$1 - \\sin^2 V = \\cos^2 V$',
    ],
    errors: [
      [
        {
          tex: '\\frac{1}{\\sin^2 V} - \\frac{\\sin^2 V}{\\cos^2 V}',
          why: 'the secant is the reciprocal of the cosine, not of the sine',
        },
        {
          tex: '\\frac{1}{\\cos^2 V} - \\frac{\\cos^2 V}{\\sin^2 V}',
          why: 'the tangent is the sine over the cosine, not the cosine over the sine',
        },
      ],
      [
        {
          tex: '\\frac{1 - \\sin^2 V}{2\\cos^2 V}',
          why: 'subtracting fractions with the same denominator keeps that denominator',
        },
      ],
      [
        {
          tex: '\\frac{\\sin^2 V}{\\cos^2 V}',
          why: '$1 - \\sin^2 V$ is $\\cos^2 V$, not $\\sin^2 V$',
        },
      ],
    ],
  },
  {
    id: 'one-minus-cos2',
    lhs: '\\frac{1 - \\cos^2 V}{\\sin V}',
    rhs: '\\sin V',
    lines: [
      '\\frac{(\\sin^2 V + \\cos^2 V) - \\cos^2 V}{\\sin V}',
      '\\frac{\\sin^2 V}{\\sin V}',
      '\\frac{\\sin V \\cdot \\sin V}{\\sin V}',
      '\\sin V',
    ],
    reasons: [
      '$1 = \\sin^2 V + \\cos^2 V$',
      'the two $\\cos^2 V$ terms cancel',
      '$\\sin^2 V$ means $\\sin V \\cdot \\sin V$',
    ],
    errors: [
      [
        {
          tex: '\\frac{(\\sin^2 V - \\cos^2 V) - \\cos^2 V}{\\sin V}',
          why: '$1$ is $\\sin^2 V + \\cos^2 V$, not $\\sin^2 V - \\cos^2 V$',
        },
        {
          tex: '\\frac{(1 - \\cos V)^2}{\\sin V}',
          why: '$1 - \\cos^2 V$ is not $(1 - \\cos V)^2$',
        },
      ],
      [
        {
          tex: '\\frac{\\sin^2 V - 2\\cos^2 V}{\\sin V}',
          why: '$+\\cos^2 V$ and $-\\cos^2 V$ cancel; they do not add',
        },
      ],
      [
        {
          tex: '\\frac{2\\sin V}{\\sin V}',
          why: '$\\sin^2 V$ means $\\sin V \\cdot \\sin V$, not $2\\sin V$',
        },
      ],
    ],
  },
  {
    id: 'conjugate',
    lhs: '\\frac{\\sin V}{1 + \\cos V}',
    rhs: '\\frac{1 - \\cos V}{\\sin V}',
    lines: [
      '\\frac{\\sin V \\cdot (1 - \\cos V)}{(1 + \\cos V)(1 - \\cos V)}',
      '\\frac{\\sin V \\cdot (1 - \\cos V)}{1 - \\cos^2 V}',
      '\\frac{\\sin V \\cdot (1 - \\cos V)}{\\sin^2 V}',
      '\\frac{1 - \\cos V}{\\sin V}',
    ],
    reasons: [
      'multiplying the top and the bottom by $1 - \\cos V$ keeps the value',
      '$(1 + \\cos V)(1 - \\cos V) = 1 - \\cos^2 V$',
      '$1 - \\cos^2 V = \\sin^2 V$',
    ],
    errors: [
      [
        {
          tex: '\\frac{\\sin V \\cdot (1 - \\cos V)}{1 + \\cos V}',
          why: 'the top and the bottom must both be multiplied by $1 - \\cos V$',
        },
      ],
      [
        {
          tex: '\\frac{\\sin V \\cdot (1 - \\cos V)}{1 + \\cos^2 V}',
          why: '$(1 + \\cos V)(1 - \\cos V)$ is a difference of two squares, $1 - \\cos^2 V$',
        },
      ],
      [
        {
          tex: '\\frac{\\sin V \\cdot (1 - \\cos V)}{\\cos^2 V}',
          why: '$1 - \\cos^2 V$ is $\\sin^2 V$, not $\\cos^2 V$',
        },
        {
          tex: '\\frac{\\sin V \\cdot (1 - \\cos V)}{\\sin V}',
          why: '$1 - \\cos^2 V$ is $\\sin^2 V$, not $\\sin V$',
        },
      ],
    ],
  },
  {
    id: 'one-plus-tan2',
    lhs: '(1 + \\tan^2 V)\\cos^2 V',
    rhs: '1',
    lines: [
      '\\sec^2 V \\cos^2 V',
      '\\frac{1}{\\cos^2 V} \\cdot \\cos^2 V',
      '\\frac{\\cos^2 V}{\\cos^2 V}',
      '1',
    ],
    reasons: [
      '$1 + \\tan^2 V = \\sec^2 V$',
      '$\\sec V = \\frac{1}{\\cos V}$',
      'multiplying a fraction by $\\cos^2 V$ multiplies its top',
    ],
    errors: [
      [
        {
          tex: '\\csc^2 V \\cos^2 V',
          why: '$1 + \\tan^2 V$ is $\\sec^2 V$; it is $1 + \\cot^2 V$ that equals $\\csc^2 V$',
        },
      ],
      [
        {
          tex: '\\frac{1}{\\sin^2 V} \\cdot \\cos^2 V',
          why: 'the secant is the reciprocal of the cosine, not of the sine',
        },
      ],
      [
        {
          tex: '\\frac{1}{\\cos^4 V}',
          why: 'multiplying by $\\cos^2 V$ puts it on the top, not on the bottom',
        },
      ],
    ],
  },
  {
    id: 'tan-plus-cot',
    lhs: '\\tan V + \\cot V',
    rhs: '\\sec V \\csc V',
    lines: [
      '\\frac{\\sin V}{\\cos V} + \\frac{\\cos V}{\\sin V}',
      '\\frac{\\sin^2 V + \\cos^2 V}{\\sin V \\cos V}',
      '\\frac{1}{\\sin V \\cos V}',
      '\\sec V \\csc V',
    ],
    reasons: [
      '$\\tan V = \\frac{\\sin V}{\\cos V}$ and $\\cot V = \\frac{\\cos V}{\\sin V}$',
      'the common denominator is $\\sin V \\cos V$',
      '$\\sin^2 V + \\cos^2 V = 1$',
    ],
    errors: [
      [
        {
          tex: '\\frac{\\cos V}{\\sin V} + \\frac{\\cos V}{\\sin V}',
          why: 'the tangent is $\\frac{\\sin V}{\\cos V}$; $\\frac{\\cos V}{\\sin V}$ is the cotangent',
        },
      ],
      [
        {
          tex: '\\frac{\\sin V + \\cos V}{\\sin V \\cos V}',
          why: 'over the common denominator the tops are $\\sin^2 V$ and $\\cos^2 V$',
        },
      ],
      [{ tex: '\\frac{2}{\\sin V \\cos V}', why: '$\\sin^2 V + \\cos^2 V$ is $1$, not $2$' }],
    ],
  },
  {
    id: 'cot-sec',
    lhs: '\\cot V \\sec V',
    rhs: '\\csc V',
    lines: [
      '\\frac{\\cos V}{\\sin V} \\cdot \\frac{1}{\\cos V}',
      '\\frac{\\cos V}{\\sin V \\cos V}',
      '\\frac{1}{\\sin V}',
      '\\csc V',
    ],
    reasons: [
      '$\\cot V = \\frac{\\cos V}{\\sin V}$ and $\\sec V = \\frac{1}{\\cos V}$',
      'fractions are multiplied top by top and bottom by bottom',
      'the factor $\\cos V$ cancels from the top and the bottom',
    ],
    errors: [
      [
        {
          tex: '\\frac{\\sin V}{\\cos V} \\cdot \\frac{1}{\\cos V}',
          why: 'the cotangent is $\\frac{\\cos V}{\\sin V}$, not $\\frac{\\sin V}{\\cos V}$',
        },
      ],
      [
        {
          tex: '\\frac{\\cos V}{\\sin V + \\cos V}',
          why: 'multiplying fractions multiplies the bottoms; it does not add them',
        },
      ],
      [
        {
          tex: '\\frac{1}{\\sin V \\cos V}',
          why: '$\\cos V$ cancels from the bottom as well as from the top',
        },
      ],
    ],
  },
];

/** Facts that justify no step of these proofs (true or false), as extra options. */
const OTHER_FACTS: Choice[] = [
  {
    text: '$\\sin^2 V - \\cos^2 V = 1$',
    mistake: 'believed a false form of the Pythagorean identity',
  },
  {
    text: '$1 + \\cot^2 V = \\sec^2 V$',
    mistake: 'paired the wrong ratios in a Pythagorean identity',
  },
  { text: '$\\cos V = \\frac{1}{\\sin V}$', mistake: 'took cosine and sine as reciprocals' },
];

const proofStep = defineTemplate({
  id: `${lesson}/proof-step-choice`,
  lesson,
  type: 'MCQ',
  b: 1.0,
  build(rng) {
    const proof = rng.pick(PROOFS);
    const v = rng.pick(VARS);
    const sub = (t: string): string => t.replace(/V/g, v);
    const frame = rng.pick(['first-mistake', 'justify-step', 'fill-step'] as const);
    const k = rng.int(0, 2);
    const intro = `A student proves that $${sub(proof.lhs)} = ${sub(proof.rhs)}$.`;
    const written = (lines: readonly string[]): string =>
      lines
        .map((line, i) => `Step ${i + 1}: $${i === 0 ? `${sub(proof.lhs)} ` : ''}= ${sub(line)}$.`)
        .join(' ');
    const checked = (upTo: number): string[] =>
      proof.reasons.slice(0, upTo).map((r, i) => `Step ${i + 1} is right: ${sub(r)}.`);
    if (frame === 'first-mistake') {
      const error = rng.pick(proof.errors[k] ?? []);
      const lines = proof.lines.map((line, i) => (i === k ? error.tex : line));
      const wrong: Choice[] = [0, 1, 2, 3]
        .filter((i) => i !== k)
        .map((i) => ({
          text: `Step ${i + 1}`,
          mistake:
            i < k
              ? `doubted a correct step (${proof.reasons[i] ?? ''})`
              : 'looked for the mistake after an earlier wrong step',
        }));
      return {
        question: `${intro} ${written(lines)} In which step is the first mistake?`,
        answer: `Step ${k + 1}`,
        wrong,
        explanation: `The steps before are right; in Step ${k + 1}, ${sub(error.why)}. The correct line is $${sub(proof.lines[k] ?? '')}$.`,
        hints: [
          'Check each line against the line before it, one identity at a time.',
          'Look for a reciprocal, a quotient or a Pythagorean identity used the wrong way round.',
        ],
        steps: [
          ...(k === 0 ? ['Compare each line with the line before it.'] : checked(k)),
          `The mistake: ${sub(error.why)}; the line should read $${sub(proof.lines[k] ?? '')}$. So the first mistake is in Step ${k + 1}.`,
        ],
        frame: `${frame}-${proof.id}`,
        multiStep: true,
      };
    }
    if (frame === 'justify-step') {
      const answer = sub(proof.reasons[k] ?? '');
      const wrong: Choice[] = [
        ...proof.reasons
          .filter((_, i) => i !== k)
          .map((r) => ({ text: sub(r), mistake: 'gave the reason for another step' })),
        ...OTHER_FACTS.map((f) => ({ text: sub(f.text), mistake: f.mistake })),
      ];
      return {
        question: `${intro} ${written(proof.lines)} Which fact justifies Step ${k + 1}?`,
        answer,
        wrong,
        explanation: `Step ${k + 1} turns $${sub(k === 0 ? proof.lhs : (proof.lines[k - 1] ?? ''))}$ into $${sub(proof.lines[k] ?? '')}$: ${answer}.`,
        hints: [
          `Compare the line of Step ${k + 1} with the line just before it: what changed?`,
          'Name the identity, or the rule for fractions, that turns one into the other.',
        ],
        steps: [
          `Step ${k + 1} changes $${sub(k === 0 ? proof.lhs : (proof.lines[k - 1] ?? ''))}$ into $${sub(proof.lines[k] ?? '')}$.`,
          `That holds because ${answer}.`,
        ],
        frame: `${frame}-${proof.id}`,
        multiStep: true,
      };
    }
    // A line left blank: the correct one against its wrong versions and the other lines.
    const lines = proof.lines.map((line, i) => (i === k ? '\\ldots' : line));
    const line = sub(proof.lines[k] ?? '');
    // Wrong versions of this line and of its neighbours; none equal to it (as functions).
    const wrong: Choice[] = [
      ...(proof.errors[k] ?? []).map((e) => ({
        text: `$${sub(e.tex)}$`,
        mistake: e.why.replace(/\$/g, ''),
      })),
      { text: `$${swapCofunctions(line)}$`, mistake: 'swapped sine and cosine' },
      ...(proof.errors[k === 0 ? 1 : k - 1] ?? []).map((e) => ({
        text: `$${sub(e.tex)}$`,
        mistake: 'chose a wrong version of a neighbouring line',
      })),
    ].filter((c) => !sameFunction(c.text.slice(1, -1), line));
    const answer = `$${sub(proof.lines[k] ?? '')}$`;
    return {
      question: `${intro} ${written(lines)} Which expression is missing from Step ${k + 1}?`,
      answer,
      wrong,
      explanation: `Step ${k + 1} follows because ${sub(proof.reasons[k] ?? '')}, and it leads on to the next line.`,
      hints: [
        'The missing line must follow from the line before it and lead to the line after it.',
        `Use this fact: ${sub(proof.reasons[k] ?? '')}.`,
      ],
      steps: [
        `The line before Step ${k + 1} is $${sub(k === 0 ? proof.lhs : (proof.lines[k - 1] ?? ''))}$; ${sub(proof.reasons[k] ?? '')}.`,
        `So Step ${k + 1} is ${answer}`,
      ],
      frame: `${frame}-${proof.id}`,
      multiStep: true,
    };
  },
});

interface Asked {
  tex: string;
  /** The value from the signed legs x, y and the hypotenuse c. */
  value: (x: number, y: number, c: number) => Exact;
  /** How it is written with sine and cosine. */
  rewrite: string;
}

const ASKED: Asked[] = [
  {
    tex: '\\tan\\theta + \\sec\\theta',
    value: (x, y, c) => frac(y + c, x),
    rewrite: '\\frac{\\sin\\theta + 1}{\\cos\\theta}',
  },
  {
    tex: '\\sec\\theta - \\tan\\theta',
    value: (x, y, c) => frac(c - y, x),
    rewrite: '\\frac{1 - \\sin\\theta}{\\cos\\theta}',
  },
  {
    tex: '\\csc\\theta + \\cot\\theta',
    value: (x, y, c) => frac(c + x, y),
    rewrite: '\\frac{1 + \\cos\\theta}{\\sin\\theta}',
  },
  {
    tex: '\\sin\\theta + \\cos\\theta',
    value: (x, y, c) => frac(x + y, c),
    rewrite: '\\sin\\theta + \\cos\\theta',
  },
  {
    tex: '\\cot\\theta - \\csc\\theta',
    value: (x, y, c) => frac(x - c, y),
    rewrite: '\\frac{\\cos\\theta - 1}{\\sin\\theta}',
  },
];

const valueInQuadrant = defineTemplate({
  id: `${lesson}/value-in-quadrant-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 1.5,
  build(rng) {
    const [p, q, c] = rng.pick(TRIPLES.slice(0, 5));
    const [a, b] = rng.chance(0.5) ? [p, q] : [q, p];
    const quadrant = rng.pick<Quadrant>([2, 3, 4, 2, 3, 4, 1]);
    const r = signedRatios(a, b, c, quadrant);
    const x = Math.sign(r.cos.value) * a;
    const y = Math.sign(r.sin.value) * b;
    const asked = rng.pick(ASKED);
    const value = asked.value(x, y, c);
    const frame = rng.pick(['given-sin', 'given-cos', 'given-tan'] as const);
    const word = QUADRANT_WORD[quadrant];
    const interval = quadrantInterval(quadrant, '\\theta');
    const sign = (e: Exact): string => (e.value > 0 ? 'positive' : 'negative');
    let givenTex = '';
    let first: string[] = [];
    let hint = '';
    if (frame === 'given-sin') {
      givenTex = `\\sin\\theta = ${r.sin.tex}`;
      hint = 'Find $\\cos\\theta$ from $\\sin^2\\theta + \\cos^2\\theta = 1$.';
      first = [
        `$\\cos^2\\theta = 1 - \\left(${r.sin.tex}\\right)^2 = ${frac(a * a, c * c).tex}$`,
        `In the ${word} quadrant $\\cos\\theta$ is ${sign(r.cos)}, so $\\cos\\theta = ${r.cos.tex}$`,
      ];
    } else if (frame === 'given-cos') {
      givenTex = `\\cos\\theta = ${r.cos.tex}`;
      hint = 'Find $\\sin\\theta$ from $\\sin^2\\theta + \\cos^2\\theta = 1$.';
      first = [
        `$\\sin^2\\theta = 1 - \\left(${r.cos.tex}\\right)^2 = ${frac(b * b, c * c).tex}$`,
        `In the ${word} quadrant $\\sin\\theta$ is ${sign(r.sin)}, so $\\sin\\theta = ${r.sin.tex}$`,
      ];
    } else {
      givenTex = `\\tan\\theta = ${r.tan.tex}`;
      hint =
        'Find $\\sec\\theta$ from $1 + \\tan^2\\theta = \\sec^2\\theta$, then $\\cos\\theta$ and $\\sin\\theta$.';
      first = [
        `$\\sec^2\\theta = 1 + \\left(${r.tan.tex}\\right)^2 = ${frac(c * c, a * a).tex}$`,
        `In the ${word} quadrant $\\cos\\theta$ is ${sign(r.cos)}, so $\\sec\\theta = ${r.sec.tex}$ and $\\cos\\theta = ${r.cos.tex}$`,
        `$\\sin\\theta = \\tan\\theta \\cos\\theta = ${r.sin.tex}$`,
      ];
    }
    return {
      question: `Given $${givenTex}$ and $${interval}$, find the exact value of $${asked.tex}$.`,
      answer: value.text,
      exact: true,
      figure: angleOnCircle({
        angle: r.angle,
        radius: 1,
        label: 'θ',
        caption: `A unit circle with the angle θ in the ${word} quadrant.`,
      }),
      explanation: `With $\\sin\\theta = ${r.sin.tex}$ and $\\cos\\theta = ${r.cos.tex}$ (signs from the ${word} quadrant), $${asked.tex} = ${asked.rewrite} = ${value.tex}$.`,
      hints: [
        hint,
        `Decide the sign from the quadrant: $\\theta$ is in the ${word} quadrant.`,
        `Write $${asked.tex}$ in terms of $\\sin\\theta$ and $\\cos\\theta$: $${asked.rewrite}$.`,
      ].filter((h, i, all) => all.indexOf(h) === i && (i < 2 || asked.rewrite !== asked.tex)),
      steps: [...first, `$${asked.tex} = ${asked.rewrite} = ${value.tex}$`],
      frame,
      multiStep: true,
    };
  },
});

interface Rearrangement {
  /** The expression asked about (K: coefficient, N: the number it multiplies 1 into). */
  target: string;
  answer: string;
  wrong: Choice[];
  hint: string;
}

const REARRANGE: Record<'pythagorean' | 'quotient' | 'reciprocal', Rearrangement[]> = {
  pythagorean: [
    {
      target: 'K\\cos^2 V',
      answer: 'N - K\\sin^2 V',
      wrong: [
        { text: 'K\\sin^2 V - N', mistake: 'subtracted the wrong way round' },
        { text: 'N + K\\sin^2 V', mistake: 'added instead of subtracting' },
        { text: 'N - K\\sin V', mistake: 'dropped the square' },
      ],
      hint: 'Rearrange $\\sin^2 V + \\cos^2 V = 1$.',
    },
    {
      target: 'K\\sin^2 V',
      answer: 'N - K\\cos^2 V',
      wrong: [
        { text: 'K\\cos^2 V - N', mistake: 'subtracted the wrong way round' },
        { text: 'N + K\\cos^2 V', mistake: 'added instead of subtracting' },
        { text: 'N - K\\cos V', mistake: 'dropped the square' },
      ],
      hint: 'Rearrange $\\sin^2 V + \\cos^2 V = 1$.',
    },
    {
      target: 'K\\tan^2 V',
      answer: 'K\\sec^2 V - N',
      wrong: [
        { text: 'N - K\\sec^2 V', mistake: 'subtracted the wrong way round' },
        { text: 'K\\sec^2 V + N', mistake: 'added instead of subtracting' },
        { text: 'K\\csc^2 V - N', mistake: 'used csc in place of sec' },
      ],
      hint: 'Rearrange $1 + \\tan^2 V = \\sec^2 V$.',
    },
    {
      target: 'K\\sec^2 V',
      answer: 'N + K\\tan^2 V',
      wrong: [
        { text: 'N - K\\tan^2 V', mistake: 'subtracted instead of adding' },
        { text: 'K\\tan^2 V - N', mistake: 'subtracted instead of adding' },
        { text: 'N + K\\cot^2 V', mistake: 'used cot in place of tan' },
      ],
      hint: 'Recall the Pythagorean identity with the tangent and the secant.',
    },
    {
      target: 'K\\csc^2 V',
      answer: 'N + K\\cot^2 V',
      wrong: [
        { text: 'N - K\\cot^2 V', mistake: 'subtracted instead of adding' },
        { text: 'N + K\\tan^2 V', mistake: 'used tan in place of cot' },
        { text: 'K\\cot^2 V - N', mistake: 'subtracted instead of adding' },
      ],
      hint: 'Recall the Pythagorean identity with the cotangent and the cosecant.',
    },
    {
      target: 'K\\cot^2 V',
      answer: 'K\\csc^2 V - N',
      wrong: [
        { text: 'N - K\\csc^2 V', mistake: 'subtracted the wrong way round' },
        { text: 'K\\sec^2 V - N', mistake: 'used sec in place of csc' },
        { text: 'K\\csc^2 V + N', mistake: 'added instead of subtracting' },
      ],
      hint: 'Rearrange $1 + \\cot^2 V = \\csc^2 V$.',
    },
  ],
  quotient: [
    {
      target: 'K\\tan V',
      answer: '\\frac{K\\sin V}{\\cos V}',
      wrong: [
        { text: '\\frac{K\\cos V}{\\sin V}', mistake: 'took tan as cos/sin' },
        { text: 'K\\sin V \\cos V', mistake: 'multiplied instead of dividing' },
        { text: '\\frac{N}{\\cos V}', mistake: 'confused tan with sec' },
      ],
      hint: 'The tangent is a quotient of the sine and the cosine: which one is on top?',
    },
    {
      target: 'K\\cot V',
      answer: '\\frac{K\\cos V}{\\sin V}',
      wrong: [
        { text: '\\frac{K\\sin V}{\\cos V}', mistake: 'took cot as sin/cos' },
        { text: 'K\\sin V \\cos V', mistake: 'multiplied instead of dividing' },
        { text: '\\frac{N}{\\sin V}', mistake: 'confused cot with csc' },
      ],
      hint: 'The cotangent is a quotient of the cosine and the sine: which one is on top?',
    },
    {
      target: 'K\\sin V',
      answer: 'K\\tan V \\cos V',
      wrong: [
        { text: '\\frac{K\\tan V}{\\cos V}', mistake: 'divided by cos instead of multiplying' },
        { text: 'K\\cot V \\cos V', mistake: 'took cot as sin/cos' },
        { text: 'K\\tan V \\sin V', mistake: 'multiplied by the wrong ratio' },
      ],
      hint: 'Multiply both sides of $\\tan V = \\frac{\\sin V}{\\cos V}$ by $\\cos V$.',
    },
    {
      target: 'K\\cos V',
      answer: 'K\\cot V \\sin V',
      wrong: [
        { text: '\\frac{K\\cot V}{\\sin V}', mistake: 'divided by sin instead of multiplying' },
        { text: 'K\\tan V \\sin V', mistake: 'took tan as cos/sin' },
        { text: 'K\\cot V \\cos V', mistake: 'multiplied by the wrong ratio' },
      ],
      hint: 'Multiply both sides of $\\cot V = \\frac{\\cos V}{\\sin V}$ by $\\sin V$.',
    },
  ],
  reciprocal: [
    {
      target: 'K\\sec V',
      answer: '\\frac{N}{\\cos V}',
      wrong: [
        { text: '\\frac{N}{\\sin V}', mistake: 'took sec as the reciprocal of sin' },
        { text: '-K\\cos V', mistake: 'took the reciprocal as the negative' },
        { text: '\\frac{N}{\\tan V}', mistake: 'confused sec with cot' },
      ],
      hint: 'The secant is a reciprocal ratio: of which basic ratio?',
    },
    {
      target: 'K\\csc V',
      answer: '\\frac{N}{\\sin V}',
      wrong: [
        { text: '\\frac{N}{\\cos V}', mistake: 'took csc as the reciprocal of cos' },
        { text: '-K\\sin V', mistake: 'took the reciprocal as the negative' },
        { text: '\\frac{N}{\\tan V}', mistake: 'confused csc with cot' },
      ],
      hint: 'The cosecant is a reciprocal ratio: of which basic ratio?',
    },
    {
      target: 'K\\cot V',
      answer: '\\frac{N}{\\tan V}',
      wrong: [
        { text: '\\frac{N}{\\sin V}', mistake: 'confused cot with csc' },
        { text: '\\frac{N}{\\cos V}', mistake: 'confused cot with sec' },
        { text: '-K\\tan V', mistake: 'took the reciprocal as the negative' },
      ],
      hint: 'The cotangent is a reciprocal ratio: of which basic ratio?',
    },
    {
      target: 'K\\cos V',
      answer: '\\frac{N}{\\sec V}',
      wrong: [
        { text: '\\frac{N}{\\csc V}', mistake: 'took csc as the reciprocal of cos' },
        { text: 'K\\sec V', mistake: 'forgot to take the reciprocal' },
        { text: '\\frac{N}{\\cot V}', mistake: 'confused sec with cot' },
      ],
      hint: 'The cosine is the reciprocal of one of the other ratios.',
    },
  ],
};

const identityChoice = defineTemplate({
  id: `${lesson}/equivalent-expression-choice`,
  lesson,
  type: 'MCQ',
  b: -1.3,
  build(rng) {
    const frame = rng.pick(['pythagorean', 'quotient', 'reciprocal'] as const);
    const entry = rng.pick(REARRANGE[frame]);
    const v = rng.pick(VARS);
    const k = rng.pick([1, 1, 2, 3, 4, 5]);
    const sub = (t: string): string =>
      t
        .replace(/V/g, v)
        .replace(/N/g, String(k))
        .replace(/K/g, k === 1 ? '' : String(k));
    const target = sub(entry.target);
    const answer = sub(entry.answer);
    return {
      question: `Which of the following is equal to $${target}$ for every value of $${v}$ for which both are defined?`,
      answer: math(answer),
      wrong: entry.wrong.map((w) => ({ text: math(sub(w.text)), mistake: w.mistake })),
      explanation: `$${target} = ${answer}$ by the ${frame} identity.`,
      hints: [sub(entry.hint), ...(k === 1 ? [] : [`Then multiply every term by $${k}$.`])],
      steps: [`By the ${frame} identity, $${target} = ${answer}$`],
      frame,
      facts: { keyPrinted: 'the coefficient written in the expression is not its value' },
    };
  },
});

const rightTriangleContext = defineTemplate({
  id: `${lesson}/ramp-ladder-roof-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.3,
  build(rng) {
    const [a, b, c] = pickTriple(rng, 1);
    const k = c > 20 ? 1 : rng.pick([1, 2, 3]);
    const frame = rng.pick(['ramp', 'ladder', 'roof'] as const);
    const [nA, nB, nC] = rng.pick(TRIANGLE_NAMES);
    // nA at the top, nB at the foot, the right angle at nC; θ at nB.
    const points = rightTrianglePoints(rng, a * k, b * k);
    const [run, rise, slope] = [a * k, b * k, c * k];
    const base = {
      unit: 'm',
      frame,
      multiStep: true,
      context: true,
    };
    if (frame === 'ramp') {
      const tan = frac(b, a);
      return {
        ...base,
        question: `A wheelchair ramp $${nB}${nA}$ rises at an angle $\\theta$ to the horizontal ground $${nB}${nC}$, where $\\tan\\theta = ${tan.tex}$. It covers a horizontal distance $${nB}${nC} = ${run}$ m. Find the length of the ramp $${nB}${nA}$ in metres.`,
        answer: `${slope} m`,
        figure: triangleFigure({
          names: [nA, nB, nC],
          points,
          sides: { [`${nB}${nC}`]: `${run} m` },
          angles: { [nB]: 'θ' },
          right: nC,
          caption: `The ramp ${nB}${nA} over the horizontal ${nB}${nC}, with the right angle at ${nC}.`,
        }),
        explanation: `$\\sec^2\\theta = 1 + \\tan^2\\theta = ${frac(c * c, a * a).tex}$, so $\\sec\\theta = ${frac(c, a).tex}$; $${nB}${nA} = ${nB}${nC} \\sec\\theta = ${run} \\times ${frac(c, a).tex} = ${slope}$ m.`,
        hints: [
          `$\\cos\\theta = \\frac{${nB}${nC}}{${nB}${nA}}$, so the ramp is $${nB}${nC}$ times $\\sec\\theta$.`,
          'Find $\\sec\\theta$ from $1 + \\tan^2\\theta = \\sec^2\\theta$ ($\\theta$ is acute, so it is positive).',
        ],
        steps: [
          `$\\sec^2\\theta = 1 + \\left(${tan.tex}\\right)^2 = ${frac(c * c, a * a).tex}$, so $\\sec\\theta = ${frac(c, a).tex}$`,
          `$${nB}${nA} = ${nB}${nC} \\times \\sec\\theta = ${run} \\times ${frac(c, a).tex} = ${slope}$ m`,
        ],
      };
    }
    if (frame === 'ladder') {
      const cos = frac(a, c);
      return {
        ...base,
        question: `A ladder $${nB}${nA}$ of length $${slope}$ m leans against a vertical wall $${nA}${nC}$, making an angle $\\theta$ with the horizontal ground, where $\\cos\\theta = ${cos.tex}$. How high up the wall does it reach? Find $${nA}${nC}$ in metres.`,
        answer: `${rise} m`,
        figure: triangleFigure({
          names: [nA, nB, nC],
          points,
          sides: { [`${nB}${nA}`]: `${slope} m` },
          angles: { [nB]: 'θ' },
          right: nC,
          caption: `The ladder ${nB}${nA} against the wall ${nA}${nC}, with the right angle at ${nC}.`,
        }),
        explanation: `$\\sin^2\\theta = 1 - \\cos^2\\theta = ${frac(b * b, c * c).tex}$, so $\\sin\\theta = ${frac(b, c).tex}$ and $${nA}${nC} = ${slope}\\sin\\theta = ${rise}$ m.`,
        hints: [
          `The height is opposite $\\theta$: $${nA}${nC} = ${nB}${nA} \\sin\\theta$.`,
          'Find $\\sin\\theta$ from $\\sin^2\\theta + \\cos^2\\theta = 1$ ($\\theta$ is acute).',
        ],
        steps: [
          `$\\sin^2\\theta = 1 - \\left(${cos.tex}\\right)^2 = ${frac(b * b, c * c).tex}$, so $\\sin\\theta = ${frac(b, c).tex}$`,
          `$${nA}${nC} = ${slope} \\times ${frac(b, c).tex} = ${rise}$ m`,
        ],
      };
    }
    const sin = frac(b, c);
    return {
      ...base,
      question: `A roof rafter $${nB}${nA}$ makes an angle $\\theta$ with the horizontal, where $\\sin\\theta = ${sin.tex}$. The roof rises $${nA}${nC} = ${rise}$ m. Find the horizontal span $${nB}${nC}$ of the rafter in metres.`,
      answer: `${run} m`,
      figure: triangleFigure({
        names: [nA, nB, nC],
        points,
        sides: { [`${nA}${nC}`]: `${rise} m` },
        angles: { [nB]: 'θ' },
        right: nC,
        caption: `The rafter ${nB}${nA}, the rise ${nA}${nC} and the span ${nB}${nC}, with the right angle at ${nC}.`,
      }),
      explanation: `$\\cos\\theta = \\sqrt{1 - \\sin^2\\theta} = ${frac(a, c).tex}$, $\\cot\\theta = \\frac{\\cos\\theta}{\\sin\\theta} = ${frac(a, b).tex}$, so $${nB}${nC} = ${rise}\\cot\\theta = ${run}$ m.`,
      hints: [
        `$\\tan\\theta = \\frac{${nA}${nC}}{${nB}${nC}}$, so the span is $${nA}${nC}$ times $\\cot\\theta$.`,
        'Find $\\cos\\theta$ from $\\sin^2\\theta + \\cos^2\\theta = 1$, then $\\cot\\theta = \\frac{\\cos\\theta}{\\sin\\theta}$.',
      ],
      steps: [
        `$\\cos\\theta = \\sqrt{1 - \\left(${sin.tex}\\right)^2} = ${frac(a, c).tex}$`,
        `$\\cot\\theta = \\frac{\\cos\\theta}{\\sin\\theta} = ${frac(a, b).tex}$`,
        `$${nB}${nC} = ${rise} \\times ${frac(a, b).tex} = ${run}$ m`,
      ],
    };
  },
});

const wheelContext = defineTemplate({
  id: `${lesson}/wheel-crane-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.8,
  build(rng: Rng) {
    const [p, q, c] = rng.pick(TRIPLES.slice(0, 4));
    const [a, b] = rng.chance(0.5) ? [p, q] : [q, p];
    const frame = rng.pick(['ferris-wheel', 'clock-hand', 'crane-jib'] as const);
    const quadrant: Quadrant = frame === 'crane-jib' ? 1 : rng.pick<Quadrant>([1, 2, 3, 4]);
    const r = signedRatios(a, b, c, quadrant);
    const word = QUADRANT_WORD[quadrant];
    const interval = quadrantInterval(quadrant, '\\theta');
    const k = c > 13 ? 1 : rng.pick([1, 2]);
    const length = c * k;
    const x = Math.sign(r.cos.value) * a * k;
    const y = Math.sign(r.sin.value) * b * k;
    const base = { frame, multiStep: true, context: true };
    if (frame === 'ferris-wheel') {
      return {
        ...base,
        question: `A Ferris wheel has its centre at $O$ and radius $${length}$ m. Take $O$ as the origin, with the $x$-axis horizontal and distances in metres. A seat $S$ on the rim is at an angle $\\theta$ from the positive $x$-axis, where $\\sin\\theta = ${r.sin.tex}$ and $${interval}$. Find the $x$-coordinate of $S$.`,
        answer: `${x} m`,
        unit: 'm',
        figure: angleOnCircle({
          angle: r.angle,
          radius: length,
          label: 'θ',
          point: 'S',
          radiusLabel: `${length} m`,
          caption: `The wheel's rim about O, the seat S and the angle θ from the positive x-axis.`,
        }),
        explanation: `$\\cos\\theta = ${r.cos.tex}$ (${sign(r.cos.value)} in the ${word} quadrant), so $x = ${length}\\cos\\theta = ${x}$.`,
        hints: [
          `A point on a circle of radius $${length}$ at angle $\\theta$ has $x = ${length}\\cos\\theta$.`,
          `Find $\\cos\\theta$ from $\\sin^2\\theta + \\cos^2\\theta = 1$; its sign comes from the ${word} quadrant.`,
        ],
        steps: [
          `$\\cos^2\\theta = 1 - \\left(${r.sin.tex}\\right)^2 = ${frac(a * a, c * c).tex}$`,
          `In the ${word} quadrant $\\cos\\theta = ${r.cos.tex}$`,
          `$x = ${length}\\cos\\theta = ${length} \\times ${r.cos.tex} = ${x}$`,
        ],
      };
    }
    if (frame === 'clock-hand') {
      return {
        ...base,
        question: `The minute hand $OP$ of a large clock is $${10 * length}$ cm long. Take the centre $O$ as the origin, with the $x$-axis horizontal and distances in centimetres. The hand makes an angle $\\theta$ with the positive $x$-axis, where $\\cos\\theta = ${r.cos.tex}$ and $${interval}$. Find the $y$-coordinate of the tip $P$.`,
        answer: `${10 * y} cm`,
        unit: 'cm',
        figure: angleOnCircle({
          angle: r.angle,
          radius: length,
          label: 'θ',
          point: 'P',
          radiusLabel: `${10 * length} cm`,
          caption: `The clock face about O, the hand OP and the angle θ from the positive x-axis.`,
        }),
        explanation: `$\\sin\\theta = ${r.sin.tex}$ (${sign(r.sin.value)} in the ${word} quadrant), so $y = ${10 * length}\\sin\\theta = ${10 * y}$.`,
        hints: [
          `The tip of a hand of length $${10 * length}$ at angle $\\theta$ has $y = ${10 * length}\\sin\\theta$.`,
          `Find $\\sin\\theta$ from $\\sin^2\\theta + \\cos^2\\theta = 1$; its sign comes from the ${word} quadrant.`,
        ],
        steps: [
          `$\\sin^2\\theta = 1 - \\left(${r.cos.tex}\\right)^2 = ${frac(b * b, c * c).tex}$`,
          `In the ${word} quadrant $\\sin\\theta = ${r.sin.tex}$`,
          `$y = ${10 * length}\\sin\\theta = ${10 * length} \\times ${r.sin.tex} = ${10 * y}$`,
        ],
      };
    }
    return {
      ...base,
      question: `The jib $OP$ of a crane is $${length}$ m long and is raised at an angle $\\theta$ above the horizontal, where $\\tan\\theta = ${r.tan.tex}$. How far is the tip $P$ above the level of $O$? Give your answer in metres.`,
      answer: `${y} m`,
      unit: 'm',
      figure: angleOnCircle({
        angle: r.angle,
        radius: length,
        label: 'θ',
        point: 'P',
        radiusLabel: `${length} m`,
        circle: false,
        caption: `The jib OP raised at the angle θ above the horizontal through O.`,
      }),
      explanation: `$\\sec^2\\theta = 1 + \\tan^2\\theta = ${frac(c * c, a * a).tex}$, so $\\cos\\theta = ${frac(a, c).tex}$, $\\sin\\theta = \\tan\\theta\\cos\\theta = ${frac(b, c).tex}$ and the height is $${length}\\sin\\theta = ${y}$ m.`,
      hints: [
        `The height of $P$ above $O$ is $${length}\\sin\\theta$.`,
        'Find $\\sec\\theta$ from $1 + \\tan^2\\theta = \\sec^2\\theta$, then $\\cos\\theta$, then $\\sin\\theta = \\tan\\theta\\cos\\theta$.',
      ],
      steps: [
        `$\\sec^2\\theta = 1 + \\left(${r.tan.tex}\\right)^2 = ${frac(c * c, a * a).tex}$, so $\\cos\\theta = ${frac(a, c).tex}$`,
        `$\\sin\\theta = \\tan\\theta \\cos\\theta = ${frac(b, c).tex}$`,
        `Height $= ${length} \\times ${frac(b, c).tex} = ${y}$ m`,
      ],
    };
  },
});

function sign(value: number): string {
  return value > 0 ? 'positive' : 'negative';
}

export const basicIdentityTemplates = [
  simplify,
  pythagoreanValue,
  valueFromRatio,
  tanFromSinCos,
  cofunction,
  secMinusTan,
  reciprocal,
  proofStep,
  valueInQuadrant,
  identityChoice,
  rightTriangleContext,
  wheelContext,
];
