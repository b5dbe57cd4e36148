/** Lesson: basic identities (reciprocal, quotient, Pythagorean, co-function). */
import type { Choice } from './define-template';
import { defineTemplate } from './define-template';
import { frac, math } from './exact';
import { TRIANGLE_NAMES, triangleFigure } from './figure-kit';
import { pickTriple, rightTrianglePoints, TRIPLES } from './right-triangle-ratios.templates';

const lesson = 'basic-identities' as const;
const VARS = ['\\theta', 'x', '\\alpha', '\\beta'];

interface Simplification {
  expr: string;
  answer: string;
  wrong: Choice[];
  why: string;
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
    why: '\\sin V \\cdot \\frac{\\cos V}{\\sin V} = \\cos V',
  },
  {
    expr: '\\frac{1 - \\cos^2 V}{\\sin V}',
    answer: '\\sin V',
    wrong: [
      { text: '\\cos V', mistake: 'used 1 − cos² = cos²' },
      { text: '1', mistake: 'thought 1 − cos² V = sin V' },
      { text: '\\frac{1}{\\sin V}', mistake: 'inverted the result' },
    ],
    why: '\\frac{\\sin^2 V}{\\sin V} = \\sin V',
  },
  {
    expr: '\\sec^2 V - \\tan^2 V',
    answer: '1',
    wrong: [
      { text: '0', mistake: 'thought sec² and tan² are equal' },
      { text: '-1', mistake: 'wrong sign in 1 + tan² = sec²' },
      { text: '\\cos^2 V', mistake: 'took sec² − tan² as cos²' },
    ],
    why: '1 + \\tan^2 V = \\sec^2 V',
  },
  {
    expr: '\\frac{\\sin V}{\\tan V}',
    answer: '\\cos V',
    wrong: [
      { text: '\\sec V', mistake: 'inverted the quotient' },
      { text: '\\sin^2 V', mistake: 'multiplied by tan instead of dividing' },
      { text: '1', mistake: 'cancelled sin with tan' },
    ],
    why: '\\sin V \\cdot \\frac{\\cos V}{\\sin V} = \\cos V',
  },
  {
    expr: '(1 + \\tan^2 V)\\cos^2 V',
    answer: '1',
    wrong: [
      { text: '\\sec^2 V', mistake: 'stopped after 1 + tan² = sec²' },
      { text: '\\sin^2 V', mistake: 'took 1 + tan² as tan²' },
      { text: '2', mistake: 'added 1 instead of using the identity' },
    ],
    why: '\\sec^2 V \\cos^2 V = 1',
  },
  {
    expr: '\\csc V \\tan V',
    answer: '\\sec V',
    wrong: [
      { text: '\\cot V', mistake: 'took csc as cos' },
      { text: '\\cos V', mistake: 'inverted the result' },
      { text: '1', mistake: 'cancelled csc with tan' },
    ],
    why: '\\frac{1}{\\sin V} \\cdot \\frac{\\sin V}{\\cos V} = \\frac{1}{\\cos V} = \\sec V',
  },
  {
    expr: '\\cos V \\csc V',
    answer: '\\cot V',
    wrong: [
      { text: '\\tan V', mistake: 'inverted the quotient' },
      { text: '1', mistake: 'took csc as sec' },
      { text: '\\sec V', mistake: 'multiplied the reciprocals' },
    ],
    why: '\\cos V \\cdot \\frac{1}{\\sin V} = \\cot V',
  },
  {
    expr: '\\frac{1}{\\sec^2 V} + \\frac{1}{\\csc^2 V}',
    answer: '1',
    wrong: [
      { text: '2', mistake: 'added the reciprocals as 1 + 1' },
      { text: '\\tan^2 V', mistake: 'divided instead of adding' },
      { text: '0', mistake: 'subtracted the terms' },
    ],
    why: '\\cos^2 V + \\sin^2 V = 1',
  },
  {
    expr: '\\tan V \\cos V',
    answer: '\\sin V',
    wrong: [
      { text: '\\cos^2 V', mistake: 'took tan as cos/sin' },
      { text: '1', mistake: 'cancelled tan with cos' },
      { text: '\\sec V', mistake: 'inverted the result' },
    ],
    why: '\\frac{\\sin V}{\\cos V} \\cdot \\cos V = \\sin V',
  },
  {
    expr: '\\frac{\\sec V}{\\csc V}',
    answer: '\\tan V',
    wrong: [
      { text: '\\cot V', mistake: 'inverted the quotient' },
      { text: '1', mistake: 'cancelled the reciprocals' },
      { text: '\\sin V \\cos V', mistake: 'multiplied instead of dividing' },
    ],
    why: '\\frac{1}{\\cos V} \\cdot \\sin V = \\tan V',
  },
  {
    expr: '\\cot V \\sec V',
    answer: '\\csc V',
    wrong: [
      { text: '\\sec V', mistake: 'cancelled cot instead of cos' },
      { text: '\\tan V', mistake: 'took cot as sin/cos' },
      { text: '1', mistake: 'cancelled the two ratios' },
    ],
    why: '\\frac{\\cos V}{\\sin V} \\cdot \\frac{1}{\\cos V} = \\frac{1}{\\sin V} = \\csc V',
  },
  {
    expr: '\\sin^4 V - \\cos^4 V',
    answer: '\\sin^2 V - \\cos^2 V',
    wrong: [
      { text: '1', mistake: 'thought sin⁴ − cos⁴ is an identity equal to 1' },
      { text: '0', mistake: 'cancelled the fourth powers' },
      { text: '\\sin^2 V + \\cos^2 V', mistake: 'kept the wrong factor' },
    ],
    why: '(\\sin^2 V - \\cos^2 V)(\\sin^2 V + \\cos^2 V) = \\sin^2 V - \\cos^2 V',
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
    return {
      question: `Simplify $${sub(item.expr)}$.`,
      answer: math(sub(item.answer)),
      wrong: item.wrong.map((w) => ({ text: math(sub(w.text)), mistake: w.mistake })),
      explanation: `$${sub(item.expr)} = ${sub(item.why)}$.`,
      facts: {
        keyPrinted: 'the 1 of an identity written in the expression is not its value',
      },
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
    const angle = `${rng.pick([17, 23, 37, 41, 53, 68, 71, 79])}^\\circ`;
    const identity = rng.pick(PYTHAGOREAN);
    // k(identity) + m: the key k + m is no number the question prints (k alone would be).
    const k = rng.int(2, 6);
    const m = rng.pick([-4, -3, -2, -1, 1, 2, 3, 4, 5]);
    const body = identity.expr(angle);
    const value = k + m;
    const shift = m > 0 ? ` + ${m}` : ` - ${-m}`;
    return {
      question: `Without a calculator, find the value of $${k}(${body})${shift}$.`,
      answer: math(String(value)),
      wrong: [
        { text: math(String(m)), mistake: 'thought the two squares cancel' },
        { text: math(String(2 * k + m)), mistake: 'took each square as 1' },
        { text: math(frac(k + 2 * m, 2)), mistake: 'halved the identity' },
        { text: math(String(-k + m)), mistake: 'wrong sign in the identity' },
        { text: math(String(k * m)), mistake: 'multiplied instead of adding' },
      ],
      explanation: `By the identity ${identity.name}, the bracket equals $1$, so the value is $${k} \\times 1${shift} = ${value}$.`,
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
    const form = rng.int(0, 2);
    const given = rng.chance(0.5) ? 'cos' : 'sin';
    const givenValue = given === 'cos' ? frac(a, c) : frac(b, c);
    let expr = '';
    let value = frac(0, 1);
    let why = '';
    if (form === 0) {
      // sin²θ + 2cos²θ = 1 + cos²θ
      expr = '\\sin^2\\theta + 2\\cos^2\\theta';
      value = frac(c * c + a * a, c * c);
      why = `1 + \\cos^2\\theta = 1 + ${frac(a * a, c * c).tex}`;
    } else if (form === 1) {
      // sec θ + tan θ = (1 + sin θ) / cos θ
      expr = '\\sec\\theta + \\tan\\theta';
      value = frac(c + b, a);
      why = `\\frac{1 + \\sin\\theta}{\\cos\\theta} = \\frac{1 + ${frac(b, c).tex}}{${frac(a, c).tex}}`;
    } else {
      // 1 / (1 + tan²θ) = cos²θ
      expr = '\\frac{1}{1 + \\tan^2\\theta}';
      value = frac(a * a, c * c);
      why = `\\cos^2\\theta = \\left(${frac(a, c).tex}\\right)^2`;
    }
    return {
      question: `If $\\theta$ is acute and $\\${given}\\theta = ${givenValue.tex}$, find the exact value of $${expr}$.`,
      answer: value.text,
      exact: true,
      explanation: `The reference triangle has sides $${a}$, $${b}$, $${c}$, so $\\sin\\theta = ${frac(b, c).tex}$ and $\\cos\\theta = ${frac(a, c).tex}$. Then $${expr} = ${why} = ${value.tex}$.`,
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
    const askTan = rng.chance(0.6);
    const value = askTan ? frac(sSign * b, cSign * a) : frac(cSign * a, sSign * b);
    return {
      question: `Given $\\sin\\theta = ${sin.tex}$ and $\\cos\\theta = ${cos.tex}$, find $\\${askTan ? 'tan' : 'cot'}\\theta$.`,
      answer: value.text,
      explanation: askTan
        ? `$\\tan\\theta = \\frac{\\sin\\theta}{\\cos\\theta} = ${sin.tex} \\div ${cos.tex} = ${value.tex}$.`
        : `$\\cot\\theta = \\frac{\\cos\\theta}{\\sin\\theta} = ${cos.tex} \\div ${sin.tex} = ${value.tex}$.`,
    };
  },
});

const cofunction = defineTemplate({
  id: `${lesson}/cofunction-equation`,
  lesson,
  type: 'MCQ',
  b: 0.6,
  build(rng) {
    for (;;) {
      const x = rng.int(4, 25);
      const a = rng.int(1, 3);
      const c = rng.int(1, 3);
      const b = rng.int(0, 20);
      const d = 90 - (a + c) * x - b;
      if (d < 0 || d > 40) continue;
      const pair = rng.pick([
        ['sin', 'cos'],
        ['tan', 'cot'],
        ['sec', 'csc'],
      ] as const);
      const lin = (k: number, m: number): string =>
        `${k === 1 ? '' : k}x${m ? ` + ${m}^\\circ` : ''}`;
      const deg = (v: number): string => `$${Math.round(v * 100) / 100}^\\circ$`;
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
      return {
        question: `If $\\${pair[0]}(${lin(a, b)}) = \\${pair[1]}(${lin(c, d)})$ where both angles are acute, find $x$.`,
        answer: deg(x),
        wrong: wrongs,
        facts: {
          optionRange: { min: low, max: high, why: 'the values of x that keep both angles acute' },
        },
        explanation: `Co-functions of complementary angles are equal, so $(${lin(a, b)}) + (${lin(c, d)}) = 90^\\circ$: $${a + c}x + ${b + d}^\\circ = 90^\\circ$, $x = ${x}^\\circ$.`,
      };
    }
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
    const forms: { expr: string; value: ReturnType<typeof frac>; why: string }[] = [
      {
        expr: `\\sec ${nB} - \\tan ${nB}`,
        value: frac(c - b, a),
        why: `\\frac{${c}}{${a}} - \\frac{${b}}{${a}}`,
      },
      {
        expr: `\\csc ${nB} + \\cot ${nB}`,
        value: frac(c + a, b),
        why: `\\frac{${c}}{${b}} + \\frac{${a}}{${b}}`,
      },
      {
        expr: `\\sec ${nB} \\cdot \\cot ${nB}`,
        value: frac(c, b),
        why: `\\frac{${c}}{${a}} \\cdot \\frac{${a}}{${b}}`,
      },
      {
        expr: `\\csc^2 ${nB} - \\cot^2 ${nB}`,
        value: frac(1, 1),
        why: `\\frac{${c * c}}{${b * b}} - \\frac{${a * a}}{${b * b}}`,
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
    const given = rng.pick(['sin', 'cos', 'tan'] as const);
    const value = given === 'tan' ? frac(p, q) : frac(p, h);
    const recip = { sin: 'csc', cos: 'sec', tan: 'cot' }[given];
    const answer = given === 'tan' ? frac(q, p) : frac(h, p);
    return {
      question: `If $\\${given}\\theta = ${value.tex}$, find $\\${recip}\\theta$.`,
      answer: answer.text,
      explanation: `$\\${recip}\\theta = \\frac{1}{\\${given}\\theta} = ${answer.tex}$.`,
    };
  },
});

export const basicIdentityTemplates = [
  simplify,
  pythagoreanValue,
  valueFromRatio,
  tanFromSinCos,
  cofunction,
  secMinusTan,
  reciprocal,
];
