/** Lesson: the sine rule a / sin A = b / sin B = c / sin C = 2R, and the ambiguous case. */
import { defineTemplate } from './define-template';
import { fixed, fmt, frac, gcd, surd } from './exact';
import { TRIANGLE_NAMES } from './figure-kit';
import { DEG, obliqueFigure, sinD, sineRuleExact, SIN_HALF } from './triangle-solving-kit';

const lesson = 'sine-rule' as const;

const findSide = defineTemplate({
  id: `${lesson}/side-from-two-angles-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.1,
  build(rng) {
    const A = rng.int(35, 80);
    let B = rng.int(30, 140 - A);
    while (B === A) B = rng.int(30, 140 - A);
    const C = 180 - A - B;
    const a = rng.int(5, 20);
    const b = (a * sinD(B)) / sinD(A);
    const c = (a * sinD(C)) / sinD(A);
    const [nA, nB, nC] = rng.pick(TRIANGLE_NAMES);
    return {
      question: `In $\\triangle ${nA}${nB}${nC}$, $m\\angle ${nA} = ${A}^\\circ$, $m\\angle ${nB} = ${B}^\\circ$ and $${nB}${nC} = ${a}$ cm. Find $${nA}${nC}$ to the nearest tenth of a centimetre.`,
      answer: fixed(b, 1),
      decimals: 1,
      trueValue: b,
      unit: 'cm',
      facts: { triangles: [{ sides: [a, b, c], angles: [A, B, C] }] },
      figure: obliqueFigure(
        rng,
        [nA, nB, nC],
        a,
        b,
        c,
        {
          sides: { [`${nB}${nC}`]: `${a} cm`, [`${nC}${nA}`]: 'x' },
          angles: { [nA]: `${A}°`, [nB]: `${B}°` },
        },
        `Triangle ${nA}${nB}${nC}.`,
      ),
      explanation: `$\\frac{${nA}${nC}}{\\sin ${nB}} = \\frac{${nB}${nC}}{\\sin ${nA}}$, so $${nA}${nC} = \\frac{${a}\\sin ${B}^\\circ}{\\sin ${A}^\\circ} \\approx ${fixed(b, 1)}$ cm.`,
    };
  },
});

const SPECIAL_PAIRS: [number, number][] = [
  [30, 45],
  [45, 30],
  [30, 60],
  [60, 30],
  [45, 60],
  [60, 45],
  [30, 120],
  [120, 30],
  [45, 90],
  [30, 90],
  [135, 30],
  [30, 135],
  [45, 120],
  [60, 90],
];

const exactSide = defineTemplate({
  id: `${lesson}/exact-side-special-angles`,
  lesson,
  type: 'short_answer',
  b: 0.4,
  build(rng) {
    const [A, B] = rng.pick(SPECIAL_PAIRS);
    const a = rng.int(2, 12) * 2;
    const b = sineRuleExact(a, A, B);
    return {
      question: `In $\\triangle ABC$, $a = ${a}$ cm, $m\\angle A = ${A}^\\circ$ and $m\\angle B = ${B}^\\circ$. Find the exact length of $b$, in cm.`,
      answer: b.text,
      exact: true,
      unit: 'cm',
      facts: { triangles: [{ angles: [A, B, 180 - A - B] }] },
      explanation: `$b = \\frac{a\\sin B}{\\sin A} = \\frac{${a}\\sin ${B}^\\circ}{\\sin ${A}^\\circ} = ${b.tex}$ cm.`,
    };
  },
});

const findAngle = defineTemplate({
  id: `${lesson}/angle-from-two-sides-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.6,
  build(rng) {
    for (;;) {
      const A = rng.int(30, 85);
      const a = rng.int(6, 20);
      const b = rng.int(4, a - 1);
      const sinB = (b * sinD(A)) / a;
      const B = Math.asin(sinB) / DEG;
      const C = 180 - A - B;
      if (C < 15) continue;
      const c = (a * sinD(C)) / sinD(A);
      const [nA, nB, nC] = rng.pick(TRIANGLE_NAMES);
      return {
        question: `In $\\triangle ${nA}${nB}${nC}$, $${nB}${nC} = ${a}$ cm, $${nA}${nC} = ${b}$ cm and $m\\angle ${nA} = ${A}^\\circ$. Find $m\\angle ${nB}$ to the nearest tenth of a degree.`,
        answer: `${fixed(B, 1)}°`,
        decimals: 1,
        trueValue: B,
        facts: { triangles: [{ sides: [a, b, c], angles: [A, B, C] }] },
        figure: obliqueFigure(
          rng,
          [nA, nB, nC],
          a,
          b,
          c,
          {
            sides: { [`${nB}${nC}`]: `${a} cm`, [`${nC}${nA}`]: `${b} cm` },
            angles: { [nA]: `${A}°`, [nB]: 'θ' },
          },
          `Triangle ${nA}${nB}${nC}.`,
        ),
        explanation:
          `$\\sin ${nB} = \\frac{${b}\\sin ${A}^\\circ}{${a}} \\approx ${fmt(sinB, 4)}$. Since ${nA}${nC} < ${nB}${nC}, angle ${nB} is smaller than angle ${nA}, so it is acute: $m\\angle ${nB} \\approx ${fixed(B, 1)}^\\circ$.`
            .replace(`Since ${nA}${nC} < ${nB}${nC}`, `Since $${nA}${nC} < ${nB}${nC}$`)
            .replace(
              `angle ${nB} is smaller than angle ${nA}`,
              `$\\angle ${nB}$ is smaller than $\\angle ${nA}$`,
            ),
      };
    }
  },
});

const circumradius = defineTemplate({
  id: `${lesson}/circumradius`,
  lesson,
  type: 'MCQ',
  b: 0.3,
  build(rng) {
    // Not 30° or 150°: there R = a, the side the question prints.
    const A = rng.pick([45, 60, 120, 135]);
    const a = rng.int(2, 15) * 2;
    const [k, r] = SIN_HALF[A] ?? [1, 1];
    // sin A = k√r / 2, so R = a / (2 sin A) = a / (k√r) = a√r / (k r).
    const R = surd(a, r, k * r);
    // |cos A| as (k√r)/2 via the complementary special angle.
    const [kc, rc] = SIN_HALF[A < 90 ? 90 - A : A - 90] ?? [1, 1];
    const opt = (e: { tex: string }): string => `$${e.tex}$ cm`;
    return {
      question: `In $\\triangle ABC$, $BC = ${a}$ cm and $m\\angle A = ${A}^\\circ$. Find the radius of the circle through $A$, $B$ and $C$.`,
      answer: opt(R),
      wrong: [
        { text: opt(surd(2 * a, r, k * r)), mistake: 'gave the diameter 2R instead of the radius' },
        { text: opt(surd(a, r, 2 * k * r)), mistake: 'divided by 2 twice' },
        { text: opt(surd(a * k, r, 4)), mistake: 'multiplied by sin A instead of dividing' },
        { text: opt(surd(a, rc, kc * rc)), mistake: 'used cos A instead of sin A' },
        { text: opt(frac(a, 1)), mistake: 'took the radius equal to the side' },
      ],
      explanation: `$\\frac{a}{\\sin A} = 2R$, so $R = \\frac{${a}}{2\\sin ${A}^\\circ} = ${R.tex}$ cm.`,
    };
  },
});

const ambiguous = defineTemplate({
  id: `${lesson}/how-many-triangles`,
  lesson,
  type: 'MCQ',
  b: 1,
  build(rng) {
    const A = rng.pick([30, 30, 40, 50, 60, 110, 120]);
    const b = rng.int(6, 20);
    const h = b * sinD(A);
    let a: number;
    const kind = rng.int(0, 3);
    if (A > 90) a = kind < 2 ? rng.int(2, b - 1) : rng.int(b + 1, b + 8);
    else if (kind === 0) a = Math.max(1, Math.floor(h - 0.5 - rng.int(0, 2)));
    else if (kind === 1 && A === 30 && b % 2 === 0) a = b / 2;
    else if (kind <= 2 && Math.ceil(h + 0.5) <= b - 1) a = rng.int(Math.ceil(h + 0.5), b - 1);
    else a = rng.int(b, b + 8);
    const count =
      A > 90 ? (a > b ? 1 : 0) : a < h - 1e-9 ? 0 : Math.abs(a - h) < 1e-9 ? 1 : a < b ? 2 : 1;
    const text = [
      'No triangle',
      'Exactly one triangle',
      'Two triangles',
      'Infinitely many triangles',
    ];
    return {
      question: `How many triangles $ABC$ have $m\\angle A = ${A}^\\circ$, $AC = b = ${b}$ cm and $BC = a = ${a}$ cm?`,
      answer: text[count] ?? '',
      wrong: text
        .filter((_, i) => i !== count)
        .map((t) => ({
          text: t,
          mistake: t.startsWith('Two')
            ? 'forgot to compare a with b (or with the height)'
            : t.startsWith('No')
              ? `compared a with b only (height b·sin A = ${fmt(h, 2)})`
              : t.startsWith('Infinitely')
                ? 'thought two sides and an angle do not fix a triangle'
                : 'forgot the ambiguous case',
        })),
      explanation:
        A > 90
          ? `With an obtuse angle at $A$ the opposite side must be the longest: $a ${a > b ? '>' : '\\le'} b$, so ${count === 1 ? 'exactly one triangle exists' : 'no triangle exists'}.`
          : `The height from $C$ is $b\\sin A = ${b}\\sin ${A}^\\circ \\approx ${fmt(h, 2)}$. ${count === 0 ? `$a < ${fmt(h, 2)}$: the side cannot reach, no triangle.` : count === 2 ? `$${fmt(h, 2)} < a < b$: two triangles (ambiguous case).` : Math.abs(a - h) < 1e-9 ? '$a$ equals the height: exactly one (right) triangle.' : '$a \\ge b$: exactly one triangle.'}`,
    };
  },
});

const sinRatio = defineTemplate({
  id: `${lesson}/ratio-of-sines`,
  lesson,
  type: 'short_answer',
  b: -0.3,
  build(rng) {
    let a = rng.int(3, 15);
    let b = rng.int(3, 15);
    while (a === b || gcd(a, b) === Math.min(a, b)) {
      a = rng.int(3, 15);
      b = rng.int(3, 15);
    }
    const c = rng.int(Math.abs(a - b) + 1, a + b - 1);
    return {
      question: `In $\\triangle ABC$, $a = ${a}$ cm, $b = ${b}$ cm and $c = ${c}$ cm. Find $\\sin A : \\sin B$ as a fraction $\\frac{\\sin A}{\\sin B}$.`,
      answer: frac(a, b).text,
      exact: true,
      facts: { triangles: [{ sides: [a, b, c] }] },
      explanation: `By the sine rule $\\frac{\\sin A}{\\sin B} = \\frac{a}{b} = ${frac(a, b).tex}$.`,
    };
  },
});

const observers = defineTemplate({
  id: `${lesson}/two-observers-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: 0.7,
  build(rng) {
    let alpha = 0;
    let beta = 0;
    let gamma = 0;
    // Scalene, so that each wrong pairing of sides and angles gives a different length.
    const apart = (x: number, y: number): boolean =>
      Math.abs(x - y) >= 8 && Math.abs(180 - x - y) >= 8;
    while (
      !apart(alpha, beta) ||
      !apart(beta, gamma) ||
      !apart(alpha, gamma) ||
      Math.abs(sinD(beta) - 1) < 0.02
    ) {
      alpha = rng.int(35, 75);
      beta = rng.int(35, 140 - alpha);
      gamma = 180 - alpha - beta;
    }
    const d = rng.int(4, 20) * 10;
    const ac = (d * sinD(beta)) / sinD(gamma);
    const bc = (d * sinD(alpha)) / sinD(gamma);
    const m = (x: number): string => `$${fixed(x, 1)}$ m`;
    return {
      question: `Two observers $A$ and $B$ are $${d}$ m apart. A tree $C$ is seen with $m\\angle CAB = ${alpha}^\\circ$ and $m\\angle CBA = ${beta}^\\circ$. Find the distance $AC$ to one decimal place.`,
      answer: m(ac),
      wrong: [
        { text: m(bc), mistake: 'found BC (used the wrong opposite angle)' },
        { text: m((d * sinD(gamma)) / sinD(beta)), mistake: 'inverted the ratio of sines' },
        { text: m((d * sinD(beta)) / sinD(alpha)), mistake: 'divided by sin A instead of sin C' },
        { text: m(d * sinD(beta)), mistake: 'forgot to divide by sin C' },
        {
          text: m((d * sinD(alpha)) / sinD(beta)),
          mistake: 'paired each side with the wrong angle',
        },
        { text: m(d), mistake: 'assumed the triangle is isosceles' },
      ],
      figure: obliqueFigure(
        rng,
        ['C', 'A', 'B'],
        d,
        bc,
        ac,
        { sides: { AB: `${d} m` }, angles: { A: `${alpha}°`, B: `${beta}°` } },
        'Triangle ABC formed by two observers A, B and a tree C.',
      ),
      explanation: `$m\\angle C = 180^\\circ - ${alpha}^\\circ - ${beta}^\\circ = ${gamma}^\\circ$. $\\frac{AC}{\\sin B} = \\frac{AB}{\\sin C}$, so $AC = \\frac{${d}\\sin ${beta}^\\circ}{\\sin ${gamma}^\\circ} \\approx ${fixed(ac, 1)}$ m.`,
    };
  },
});

export const sineRuleTemplates = [
  findSide,
  exactSide,
  findAngle,
  circumradius,
  ambiguous,
  sinRatio,
  observers,
];
