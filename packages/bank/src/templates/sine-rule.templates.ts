/** Lesson: the sine rule a / sin A = b / sin B = c / sin C = 2R, and the ambiguous case. */
import { defineTemplate } from './define-template';
import { fixed, fmt, frac, gcd, surd } from './exact';
import { TRIANGLE_NAMES } from './figure-kit';
import { redraw } from './redraw';
import { apexFigure, sinTex, triangleCount } from './sine-rule-kit';
import { DEG, obliqueFigure, sinD, sineRuleExact, SIN_HALF } from './triangle-solving-kit';

const lesson = 'sine-rule' as const;

const t1 = (x: number): string => fixed(x, 1);
/** A sine kept to four places in a working line. */
const s4 = (x: number): string => fixed(x, 4);

const findSide = defineTemplate({
  id: `${lesson}/side-from-two-angles-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.1,
  build(rng) {
    const frame = rng.pick(['opposite-side', 'from-other-side', 'third-angle-side'] as const);
    const A = rng.int(35, 80);
    let B = rng.int(30, 140 - A);
    while (B === A) B = rng.int(30, 140 - A);
    const C = 180 - A - B;
    const given = rng.int(5, 20);
    // BC = a is opposite A, CA = b opposite B, AB = c opposite C.
    const a = frame === 'from-other-side' ? (given * sinD(A)) / sinD(B) : given;
    const b = (a * sinD(B)) / sinD(A);
    const c = (a * sinD(C)) / sinD(A);
    const [nA, nB, nC] = rng.pick(TRIANGLE_NAMES);
    const BC = `${nB}${nC}`;
    const AC = `${nA}${nC}`;
    const AB = `${nA}${nB}`;
    const angles = `$m\\angle ${nA} = ${A}^\\circ$, $m\\angle ${nB} = ${B}^\\circ$`;
    const round = 'to the nearest tenth of a centimetre';
    const figure = (sides: Record<string, string>) =>
      obliqueFigure(
        rng,
        [nA, nB, nC],
        a,
        b,
        c,
        { sides, angles: { [nA]: `${A}°`, [nB]: `${B}°` } },
        `Triangle ${nA}${nB}${nC}.`,
      );
    const facts = { triangles: [{ sides: [a, b, c], angles: [A, B, C] }] };
    if (frame === 'opposite-side') {
      return {
        question: `In $\\triangle ${nA}${nB}${nC}$, ${angles} and $${BC} = ${given}$ cm. Find $${AC}$ ${round}.`,
        answer: t1(b),
        decimals: 1,
        trueValue: b,
        unit: 'cm',
        facts,
        figure: figure({ [BC]: `${given} cm`, [`${nC}${nA}`]: 'x' }),
        explanation: `$\\frac{${AC}}{\\sin ${nB}} = \\frac{${BC}}{\\sin ${nA}}$, so $${AC} = \\frac{${given}\\sin ${B}^\\circ}{\\sin ${A}^\\circ} \\approx ${t1(b)}$ cm.`,
        frame,
        hints: [
          `You know two angles and the side opposite one of them: $${AC}$ is opposite $\\angle ${nB}$.`,
          `Use the sine rule: $\\frac{${AC}}{\\sin ${nB}} = \\frac{${BC}}{\\sin ${nA}}$.`,
          `Multiply both sides by $\\sin ${B}^\\circ$: $${AC} = \\frac{${given}\\sin ${B}^\\circ}{\\sin ${A}^\\circ}$.`,
        ],
        steps: [
          `$\\frac{${AC}}{\\sin ${nB}} = \\frac{${BC}}{\\sin ${nA}}$`,
          `$${AC} = \\frac{${given}\\sin ${B}^\\circ}{\\sin ${A}^\\circ} \\approx ${t1(b)}$ cm`,
        ],
      };
    }
    if (frame === 'from-other-side') {
      return {
        question: `In $\\triangle ${nA}${nB}${nC}$, ${angles} and $${AC} = ${given}$ cm. Find $${BC}$ ${round}.`,
        answer: t1(a),
        decimals: 1,
        trueValue: a,
        unit: 'cm',
        facts,
        figure: figure({ [`${nC}${nA}`]: `${given} cm`, [BC]: 'x' }),
        explanation: `$\\frac{${BC}}{\\sin ${nA}} = \\frac{${AC}}{\\sin ${nB}}$, so $${BC} = \\frac{${given}\\sin ${A}^\\circ}{\\sin ${B}^\\circ} \\approx ${t1(a)}$ cm.`,
        frame,
        hints: [
          `$${BC}$ is opposite $\\angle ${nA}$, and the known side $${AC}$ is opposite $\\angle ${nB}$.`,
          `Use the sine rule: $\\frac{${BC}}{\\sin ${nA}} = \\frac{${AC}}{\\sin ${nB}}$.`,
          `So $${BC} = \\frac{${given}\\sin ${A}^\\circ}{\\sin ${B}^\\circ}$.`,
        ],
        steps: [
          `$\\frac{${BC}}{\\sin ${nA}} = \\frac{${AC}}{\\sin ${nB}}$`,
          `$${BC} = \\frac{${given}\\sin ${A}^\\circ}{\\sin ${B}^\\circ} \\approx ${t1(a)}$ cm`,
        ],
      };
    }
    return {
      question: `In $\\triangle ${nA}${nB}${nC}$, ${angles} and $${BC} = ${given}$ cm. Find $${AB}$ ${round}.`,
      answer: t1(c),
      decimals: 1,
      trueValue: c,
      unit: 'cm',
      facts,
      figure: figure({ [BC]: `${given} cm`, [AB]: 'x' }),
      explanation: `$m\\angle ${nC} = 180^\\circ - ${A}^\\circ - ${B}^\\circ = ${C}^\\circ$, and $${AB} = \\frac{${given}\\sin ${C}^\\circ}{\\sin ${A}^\\circ} \\approx ${t1(c)}$ cm.`,
      frame,
      multiStep: true,
      hints: [
        `$${AB}$ is opposite $\\angle ${nC}$, which is not given yet.`,
        `Find $m\\angle ${nC}$ from the angle sum of the triangle, then use $\\frac{${AB}}{\\sin ${nC}} = \\frac{${BC}}{\\sin ${nA}}$.`,
        `$m\\angle ${nC} = 180^\\circ - ${A}^\\circ - ${B}^\\circ$.`,
      ],
      steps: [
        `$m\\angle ${nC} = 180^\\circ - ${A}^\\circ - ${B}^\\circ = ${C}^\\circ$`,
        `$\\frac{${AB}}{\\sin ${nC}} = \\frac{${BC}}{\\sin ${nA}}$`,
        `$${AB} = \\frac{${given}\\sin ${C}^\\circ}{\\sin ${A}^\\circ} \\approx ${t1(c)}$ cm`,
      ],
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

/** Three special angles of a triangle (A, B, C) with A ≠ C, so that c ≠ a. */
const SPECIAL_TRIPLES: [number, number, number][] = [
  [30, 60, 90],
  [60, 30, 90],
  [90, 30, 60],
  [90, 60, 30],
  [30, 90, 60],
  [60, 90, 30],
  [45, 45, 90],
  [90, 45, 45],
  [30, 30, 120],
  [120, 30, 30],
];

const exactSide = defineTemplate({
  id: `${lesson}/exact-side-special-angles`,
  lesson,
  type: 'short_answer',
  b: 0.4,
  build(rng) {
    const frame = rng.pick(['find-b', 'find-a', 'find-c-third-angle'] as const);
    const given = rng.int(2, 12) * 2;
    if (frame === 'find-c-third-angle') {
      const [A, B, C] = rng.pick(SPECIAL_TRIPLES);
      const c = sineRuleExact(given, A, C);
      return {
        question: `In $\\triangle ABC$, $a = ${given}$ cm, $m\\angle A = ${A}^\\circ$ and $m\\angle B = ${B}^\\circ$. Find the exact length of $c$, in cm.`,
        answer: c.text,
        exact: true,
        unit: 'cm',
        facts: { triangles: [{ angles: [A, B, C] }] },
        explanation: `$m\\angle C = ${C}^\\circ$, so $c = \\frac{a\\sin C}{\\sin A} = \\frac{${given}\\sin ${C}^\\circ}{\\sin ${A}^\\circ} = ${c.tex}$ cm.`,
        frame,
        multiStep: true,
        hints: [
          '$c$ is opposite $\\angle C$, which is not given: find it first.',
          `$m\\angle C = 180^\\circ - ${A}^\\circ - ${B}^\\circ$; then $c = \\frac{a\\sin C}{\\sin A}$ with exact values of the sines.`,
          `$\\sin ${A}^\\circ = ${sinTex(A)}$.`,
        ],
        steps: [
          `$m\\angle C = 180^\\circ - ${A}^\\circ - ${B}^\\circ = ${C}^\\circ$`,
          `$c = \\frac{a\\sin C}{\\sin A} = \\frac{${given} \\times ${sinTex(C)}}{${sinTex(A)}}$`,
          `$c = ${c.tex}$ cm`,
        ],
      };
    }
    const [A, B] = rng.pick(SPECIAL_PAIRS);
    const findA = frame === 'find-a';
    // find-b: b = a sin B / sin A; find-a: a = b sin A / sin B.
    const value = findA ? sineRuleExact(given, B, A) : sineRuleExact(given, A, B);
    const [known, unknown] = findA ? ['b', 'a'] : ['a', 'b'];
    const [top, bottom] = findA ? [A, B] : [B, A];
    const [topName, bottomName] = findA ? ['A', 'B'] : ['B', 'A'];
    return {
      question: `In $\\triangle ABC$, $${known} = ${given}$ cm, $m\\angle A = ${A}^\\circ$ and $m\\angle B = ${B}^\\circ$. Find the exact length of $${unknown}$, in cm.`,
      answer: value.text,
      exact: true,
      unit: 'cm',
      facts: { triangles: [{ angles: [A, B, 180 - A - B] }] },
      explanation: `$${unknown} = \\frac{${known}\\sin ${topName}}{\\sin ${bottomName}} = \\frac{${given}\\sin ${top}^\\circ}{\\sin ${bottom}^\\circ} = ${value.tex}$ cm.`,
      frame,
      hints: [
        `$${unknown}$ is opposite $\\angle ${topName}$ and $${known}$ is opposite $\\angle ${bottomName}$: both angles are special.`,
        `Use $\\frac{${unknown}}{\\sin ${topName}} = \\frac{${known}}{\\sin ${bottomName}}$ with the exact values of the sines.`,
        `$\\sin ${top}^\\circ = ${sinTex(top)}$ and $\\sin ${bottom}^\\circ = ${sinTex(bottom)}$.`,
      ],
      steps: [
        `$${unknown} = \\frac{${known}\\sin ${topName}}{\\sin ${bottomName}} = \\frac{${given} \\times ${sinTex(top)}}{${sinTex(bottom)}}$`,
        `$${unknown} = ${value.tex}$ cm`,
      ],
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
    const frame = rng.pick(['angle-opposite-shorter', 'third-angle', 'flower-bed'] as const);
    const A = rng.int(30, 85);
    const a = rng.int(6, 20);
    const b = rng.int(4, a - 1);
    const sinB = (b * sinD(A)) / a;
    const B = Math.asin(sinB) / DEG;
    const C = 180 - A - B;
    if (C < 15) redraw('the third angle is too thin to draw');
    const c = (a * sinD(C)) / sinD(A);
    const context = frame === 'flower-bed';
    const [nA, nB, nC] = context ? (['P', 'Q', 'R'] as const) : rng.pick(TRIANGLE_NAMES);
    const unit = context ? 'm' : 'cm';
    const BC = `${nB}${nC}`;
    const AC = `${nA}${nC}`;
    const asked = frame === 'third-angle' ? nC : nB;
    const key = frame === 'third-angle' ? C : B;
    const data = `$${BC} = ${a}$ ${unit}, $${AC} = ${b}$ ${unit} and $m\\angle ${nA} = ${A}^\\circ$`;
    const lead = context
      ? `A triangular flower bed $${nA}${nB}${nC}$ has ${data}.`
      : `In $\\triangle ${nA}${nB}${nC}$, ${data}.`;
    const sineSteps = [
      `$\\frac{\\sin ${nB}}{${AC}} = \\frac{\\sin ${nA}}{${BC}}$, so $\\sin ${nB} = \\frac{${b}\\sin ${A}^\\circ}{${a}} \\approx ${s4(sinB)}$`,
      `$${AC} < ${BC}$, so $\\angle ${nB}$ is smaller than $\\angle ${nA}$ and is acute: $m\\angle ${nB} ${frame === 'third-angle' ? '\\approx' : '\\approx'} ${t1(B)}^\\circ$`,
    ];
    return {
      question: `${lead} Find $m\\angle ${asked}$ to the nearest tenth of a degree.`,
      answer: `${t1(key)}°`,
      decimals: 1,
      trueValue: key,
      facts: { triangles: [{ sides: [a, b, c], angles: [A, B, C] }] },
      figure: obliqueFigure(
        rng,
        [nA, nB, nC],
        a,
        b,
        c,
        {
          sides: { [BC]: `${a} ${unit}`, [`${nC}${nA}`]: `${b} ${unit}` },
          angles: { [nA]: `${A}°`, [asked]: 'θ' },
        },
        context ? `Flower bed ${nA}${nB}${nC}.` : `Triangle ${nA}${nB}${nC}.`,
      ),
      explanation: `$\\sin ${nB} = \\frac{${b}\\sin ${A}^\\circ}{${a}} \\approx ${fmt(sinB, 4)}$. Since $${AC} < ${BC}$, $\\angle ${nB}$ is smaller than $\\angle ${nA}$, so it is acute: $m\\angle ${nB} \\approx ${t1(B)}^\\circ$.${frame === 'third-angle' ? ` Then $m\\angle ${nC} = 180^\\circ - ${A}^\\circ - m\\angle ${nB} \\approx ${t1(C)}^\\circ$.` : ''}`,
      frame,
      ...(context ? { context: true } : {}),
      ...(frame === 'third-angle' ? { multiStep: true } : {}),
      hints:
        frame === 'third-angle'
          ? [
              `$\\angle ${nC}$ is opposite no given side: find $\\angle ${nB}$ first.`,
              `Use $\\frac{\\sin ${nB}}{${AC}} = \\frac{\\sin ${nA}}{${BC}}$ for $\\angle ${nB}$, then the angle sum of the triangle.`,
              `$\\sin ${nB} = \\frac{${b}\\sin ${A}^\\circ}{${a}}$.`,
            ]
          : [
              `$\\angle ${nB}$ is opposite the known side $${AC}$, and $\\angle ${nA}$ is opposite $${BC}$.`,
              `Use the sine rule with the sines on top: $\\frac{\\sin ${nB}}{${AC}} = \\frac{\\sin ${nA}}{${BC}}$.`,
              `$\\sin ${nB} = \\frac{${b}\\sin ${A}^\\circ}{${a}}$; then take $\\sin^{-1}$.`,
            ],
      steps:
        frame === 'third-angle'
          ? [
              ...sineSteps,
              `$m\\angle ${nC} = 180^\\circ - ${A}^\\circ - m\\angle ${nB} \\approx ${t1(C)}^\\circ$`,
            ]
          : sineSteps,
    };
  },
});

const circumradius = defineTemplate({
  id: `${lesson}/circumradius`,
  lesson,
  type: 'MCQ',
  b: 0.3,
  build(rng) {
    const frame = rng.pick(['radius-from-side', 'side-from-radius', 'radius-angle-sum'] as const);
    // Not 30° or 150°: there R = a, the side the question prints.
    const A = rng.pick([45, 60, 120, 135]);
    const [k, r] = SIN_HALF[A] ?? [1, 1];
    // |cos A| as (k√r)/2 via the complementary special angle.
    const [kc, rc] = SIN_HALF[A < 90 ? 90 - A : A - 90] ?? [1, 1];
    const opt = (e: { tex: string }): string => `$${e.tex}$ cm`;
    if (frame === 'side-from-radius') {
      const R = rng.int(2, 15);
      // a = 2R sin A = R k√r.
      const a = surd(R * k, r);
      return {
        question: `The circle through the vertices of $\\triangle ABC$ has radius $${R}$ cm, and $m\\angle A = ${A}^\\circ$. Find the length of $BC$.`,
        answer: opt(a),
        wrong: [
          { text: opt(surd(R * k, r, 2)), mistake: 'used a = R sin A (forgot the 2)' },
          {
            text: opt(surd(2 * R, r, k * r)),
            mistake: 'divided 2R by sin A instead of multiplying',
          },
          { text: opt(surd(R * kc, rc)), mistake: 'used cos A instead of sin A' },
          { text: opt(frac(2 * R, 1)), mistake: 'took the side equal to the diameter' },
          { text: opt(surd(R * k, r, 4)), mistake: 'halved twice' },
        ],
        explanation: `$\\frac{a}{\\sin A} = 2R$, so $BC = 2R\\sin A = 2(${R})\\sin ${A}^\\circ = ${a.tex}$ cm.`,
        frame,
        hints: [
          'The sine rule has a fourth part: $\\frac{a}{\\sin A} = 2R$, where $R$ is the radius of that circle.',
          `$BC = a$ is opposite $\\angle A$, so $a = 2R\\sin A$.`,
          `$\\sin ${A}^\\circ = ${sinTex(A)}$.`,
        ],
        steps: [
          '$\\frac{a}{\\sin A} = 2R$, so $a = 2R\\sin A$',
          `$BC = 2 \\times ${R} \\times ${sinTex(A)} = ${a.tex}$ cm`,
        ],
      };
    }
    const a = rng.int(2, 15) * 2;
    // sin A = k√r / 2, so R = a / (2 sin A) = a / (k√r) = a√r / (k r).
    const R = surd(a, r, k * r);
    const wrong = [
      { text: opt(surd(2 * a, r, k * r)), mistake: 'gave the diameter 2R instead of the radius' },
      { text: opt(surd(a, r, 2 * k * r)), mistake: 'divided by 2 twice' },
      { text: opt(surd(a * k, r, 4)), mistake: 'multiplied by sin A instead of dividing' },
      { text: opt(surd(a, rc, kc * rc)), mistake: 'used cos A instead of sin A' },
      { text: opt(frac(a, 1)), mistake: 'took the radius equal to the side' },
    ];
    if (frame === 'radius-angle-sum') {
      const B = rng.int(15, 165 - A);
      const C = 180 - A - B;
      if (B === C) redraw('an isosceles triangle');
      return {
        question: `In $\\triangle ABC$, $BC = ${a}$ cm, $m\\angle B = ${B}^\\circ$ and $m\\angle C = ${C}^\\circ$. Find the radius of the circle through $A$, $B$ and $C$.`,
        answer: opt(R),
        wrong,
        facts: { triangles: [{ angles: [A, B, C] }] },
        explanation: `$m\\angle A = 180^\\circ - ${B}^\\circ - ${C}^\\circ = ${A}^\\circ$; $\\frac{a}{\\sin A} = 2R$, so $R = \\frac{${a}}{2\\sin ${A}^\\circ} = ${R.tex}$ cm.`,
        frame,
        multiStep: true,
        hints: [
          '$BC$ is opposite $\\angle A$, which is not given: find it first.',
          '$m\\angle A = 180^\\circ - m\\angle B - m\\angle C$; then use $\\frac{a}{\\sin A} = 2R$.',
          `$m\\angle A = 180^\\circ - ${B}^\\circ - ${C}^\\circ$.`,
        ],
        steps: [
          `$m\\angle A = 180^\\circ - ${B}^\\circ - ${C}^\\circ = ${A}^\\circ$`,
          `$2R = \\frac{a}{\\sin A} = \\frac{${a}}{${sinTex(A)}}$`,
          `$R = ${R.tex}$ cm`,
        ],
      };
    }
    return {
      question: `In $\\triangle ABC$, $BC = ${a}$ cm and $m\\angle A = ${A}^\\circ$. Find the radius of the circle through $A$, $B$ and $C$.`,
      answer: opt(R),
      wrong,
      explanation: `$\\frac{a}{\\sin A} = 2R$, so $R = \\frac{${a}}{2\\sin ${A}^\\circ} = ${R.tex}$ cm.`,
      frame,
      hints: [
        'The sine rule has a fourth part: $\\frac{a}{\\sin A} = 2R$, where $R$ is the radius of that circle.',
        `$BC$ is opposite $\\angle A$, so $R = \\frac{BC}{2\\sin A}$.`,
        `$\\sin ${A}^\\circ = ${sinTex(A)}$.`,
      ],
      steps: [
        `$2R = \\frac{a}{\\sin A} = \\frac{${a}}{${sinTex(A)}}$`,
        `$R = \\frac{${a}}{2 \\times ${sinTex(A)}} = ${R.tex}$ cm`,
      ],
    };
  },
});

const COUNT_TEXT = {
  triangles: ['No triangle', 'Exactly one triangle', 'Two triangles', 'Infinitely many triangles'],
  positions: ['No position', 'Exactly one position', 'Two positions', 'Infinitely many positions'],
};

const ambiguous = defineTemplate({
  id: `${lesson}/how-many-triangles`,
  lesson,
  type: 'MCQ',
  b: 1,
  build(rng) {
    const frame = rng.pick(['acute-angle-given', 'obtuse-angle-given', 'fence-post'] as const);
    const A =
      frame === 'obtuse-angle-given'
        ? rng.pick([100, 110, 120, 135])
        : rng.pick([30, 30, 40, 50, 60]);
    const b = rng.int(6, 20);
    const h = b * sinD(A);
    let a: number;
    const kind = rng.int(0, 3);
    if (A > 90) a = kind < 2 ? rng.int(2, b - 1) : rng.int(b + 1, b + 8);
    else if (kind === 0) a = Math.max(1, Math.floor(h - 0.5 - rng.int(0, 2)));
    else if (kind === 1 && A === 30 && b % 2 === 0) a = b / 2;
    else if (kind <= 2 && Math.ceil(h + 0.5) <= b - 1) a = rng.int(Math.ceil(h + 0.5), b - 1);
    else a = rng.int(b, b + 8);
    const count = triangleCount(A, b, a);
    const words = frame === 'fence-post' ? COUNT_TEXT.positions : COUNT_TEXT.triangles;
    const answer = words[count] ?? '';
    const wrong = words
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
      }));
    const question =
      frame === 'fence-post'
        ? `Two straight fences meet at a corner $A$ at an angle of $${A}^\\circ$. A post $C$ stands on one fence, $${b}$ m from $A$. A rope $${a}$ m long is tied to $C$, and its other end $B$ is to be fixed to the other fence. How many positions are there for $B$?`
        : `How many triangles $ABC$ have $m\\angle A = ${A}^\\circ$, $AC = b = ${b}$ cm and $BC = a = ${a}$ cm?`;
    const unit = frame === 'fence-post' ? 'm' : 'cm';
    const verdict =
      A > 90
        ? `$a ${a > b ? '>' : '\\le'} b$, so: ${answer}.`
        : count === 0
          ? `$a = ${a} < ${fmt(h, 2)}$: ${a} ${unit} cannot reach the other arm. ${answer}.`
          : count === 2
            ? `$${fmt(h, 2)} < a < b$: the side can be placed on either side of the height. ${answer}.`
            : Math.abs(a - h) < 1e-9
              ? `$a$ equals the height, so it meets the other arm at a right angle: ${answer}.`
              : `$a \\ge b$: the second meeting point lies behind $A$. ${answer}.`;
    return {
      question,
      answer,
      wrong,
      explanation:
        A > 90
          ? `With an obtuse angle at $A$ the opposite side must be the longest: $a ${a > b ? '>' : '\\le'} b$, so the answer is: ${answer}.`
          : `The height from $C$ is $b\\sin A = ${b}\\sin ${A}^\\circ \\approx ${fmt(h, 2)}$; comparing $a = ${a}$ with it and with $b = ${b}$ gives: ${answer}.`,
      frame,
      ...(frame === 'fence-post' ? { context: true } : {}),
      hints:
        A > 90
          ? [
              'Two sides and an angle that is not between them: look at the size of that angle first.',
              'In a triangle with an obtuse angle, the side opposite it is the longest side.',
              `Compare $a = ${a}$ with $b = ${b}$.`,
            ]
          : frame === 'fence-post'
            ? [
                'The rope swings round $C$: see where its end can meet the other fence.',
                'Compare the rope with the distance from $C$ to the other fence, $CA\\sin A$, and with $CA$.',
                `That distance is $${b}\\sin ${A}^\\circ \\approx ${fmt(h, 2)}$ m.`,
              ]
            : [
                'Two sides and an angle that is not between them: this can be the ambiguous case.',
                'Compare $a$ with the height $b\\sin A$ from $C$ to the other arm, and with $b$.',
                `The height is $${b}\\sin ${A}^\\circ \\approx ${fmt(h, 2)}$.`,
              ],
      steps:
        A > 90
          ? ['The side opposite the obtuse angle $A$ must be longer than $b$.', verdict]
          : [`Height from $C$: $b\\sin A = ${b}\\sin ${A}^\\circ \\approx ${fmt(h, 2)}$`, verdict],
    };
  },
});

/** Side ratios that make a triangle (each less than the sum of the other two). */
const RATIOS: [number, number, number][] = [
  [2, 3, 4],
  [3, 4, 5],
  [4, 5, 6],
  [3, 5, 7],
  [5, 6, 7],
  [2, 3, 3],
  [4, 7, 9],
  [5, 7, 8],
  [3, 7, 8],
];

const sinRatio = defineTemplate({
  id: `${lesson}/ratio-of-sines`,
  lesson,
  type: 'short_answer',
  b: -0.3,
  build(rng) {
    const frame = rng.pick(['sines-from-sides', 'sine-from-sine', 'sides-from-ratio'] as const);
    if (frame === 'sides-from-ratio') {
      const [p, q, r] = rng.pick(RATIOS);
      const k = rng.int(2, 6);
      const perimeter = (p + q + r) * k;
      const which = rng.int(0, 2);
      const name = ['a', 'b', 'c'][which] ?? 'a';
      const part = [p, q, r][which] ?? p;
      return {
        question: `In $\\triangle ABC$, $\\sin A : \\sin B : \\sin C = ${p} : ${q} : ${r}$ and the perimeter is $${perimeter}$ cm. Find $${name}$, in cm.`,
        answer: String(part * k),
        unit: 'cm',
        facts: { triangles: [{ sides: [p * k, q * k, r * k] }] },
        explanation: `By the sine rule $a : b : c = \\sin A : \\sin B : \\sin C = ${p} : ${q} : ${r}$, so $${name} = \\frac{${part}}{${p + q + r}} \\times ${perimeter} = ${part * k}$ cm.`,
        frame,
        multiStep: true,
        hints: [
          'The sides are in the same ratio as the sines of the opposite angles.',
          `So $a : b : c = ${p} : ${q} : ${r}$: share the perimeter in this ratio.`,
          `There are $${p} + ${q} + ${r} = ${p + q + r}$ parts in $${perimeter}$ cm.`,
        ],
        steps: [
          `$a : b : c = \\sin A : \\sin B : \\sin C = ${p} : ${q} : ${r}$`,
          `One part is $\\frac{${perimeter}}{${p + q + r}} = ${k}$ cm`,
          `$${name} = ${part} \\times ${k} = ${part * k}$ cm`,
        ],
      };
    }
    let a = rng.int(3, 15);
    let b = rng.int(3, 15);
    while (a === b || gcd(a, b) === Math.min(a, b)) {
      a = rng.int(3, 15);
      b = rng.int(3, 15);
    }
    if (frame === 'sine-from-sine') {
      // sin A = n/d, and sin B = b·n / (a·d) must stay below 1.
      const [n, d] = rng.pick([
        [1, 3],
        [2, 5],
        [3, 5],
        [1, 4],
        [3, 7],
        [2, 7],
      ] as [number, number][]);
      if (b * n >= a * d) redraw('sin B would not be below 1');
      const sinB = frac(b * n, a * d);
      return {
        question: `In $\\triangle ABC$, $a = ${a}$ cm, $b = ${b}$ cm and $\\sin A = ${frac(n, d).tex}$. Find the exact value of $\\sin B$.`,
        answer: sinB.text,
        exact: true,
        explanation: `$\\frac{\\sin B}{b} = \\frac{\\sin A}{a}$, so $\\sin B = \\frac{${b} \\times ${frac(n, d).tex}}{${a}} = ${sinB.tex}$.`,
        frame,
        hints: [
          'Use the sine rule with the sines on top, since a sine is asked for.',
          '$\\frac{\\sin B}{b} = \\frac{\\sin A}{a}$, so $\\sin B = \\frac{b\\sin A}{a}$.',
          `$\\sin B = \\frac{${b} \\times ${frac(n, d).tex}}{${a}}$; simplify the fraction.`,
        ],
        steps: [
          '$\\frac{\\sin B}{b} = \\frac{\\sin A}{a}$',
          `$\\sin B = \\frac{${b} \\times ${frac(n, d).tex}}{${a}} = ${sinB.tex}$`,
        ],
      };
    }
    const c = rng.int(Math.abs(a - b) + 1, a + b - 1);
    return {
      question: `In $\\triangle ABC$, $a = ${a}$ cm, $b = ${b}$ cm and $c = ${c}$ cm. Find $\\sin A : \\sin B$ as a fraction $\\frac{\\sin A}{\\sin B}$.`,
      answer: frac(a, b).text,
      exact: true,
      facts: { triangles: [{ sides: [a, b, c] }] },
      explanation: `By the sine rule $\\frac{\\sin A}{\\sin B} = \\frac{a}{b} = ${frac(a, b).tex}$.`,
      frame,
      hints: [
        'You do not need any angle: the sine rule links each sine to its opposite side.',
        '$\\frac{a}{\\sin A} = \\frac{b}{\\sin B}$ rearranges to $\\frac{\\sin A}{\\sin B} = \\frac{a}{b}$.',
      ],
      steps: [
        '$\\frac{a}{\\sin A} = \\frac{b}{\\sin B}$, so $\\frac{\\sin A}{\\sin B} = \\frac{a}{b}$',
        `$\\frac{\\sin A}{\\sin B} = \\frac{${a}}{${b}} = ${frac(a, b).tex}$`,
      ],
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
    const frame = rng.pick(['tree-from-a', 'tree-from-b', 'lighthouse-from-a'] as const);
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
      Math.abs(sinD(beta) - 1) < 0.02 ||
      Math.abs(sinD(alpha) - 1) < 0.02
    ) {
      alpha = rng.int(35, 75);
      beta = rng.int(35, 140 - alpha);
      gamma = 180 - alpha - beta;
    }
    const d = rng.int(4, 20) * 10;
    const ac = (d * sinD(beta)) / sinD(gamma);
    const bc = (d * sinD(alpha)) / sinD(gamma);
    const m = (x: number): string => `$${t1(x)}$ m`;
    const C = frame === 'lighthouse-from-a' ? 'L' : 'C';
    const fromB = frame === 'tree-from-b';
    // The asked side and the angle opposite it; the other side and its angle.
    const [far, farAngle, near, nearAngle] = fromB ? [bc, alpha, ac, beta] : [ac, beta, bc, alpha];
    const askedSide = fromB ? `B${C}` : `A${C}`;
    const [farName, nearName] = fromB ? ['A', 'B'] : ['B', 'A'];
    const lead =
      frame === 'lighthouse-from-a'
        ? `Two coastguard stations $A$ and $B$ are $${d}$ m apart on a straight coast. A lighthouse $L$ on a rock out at sea is seen with $m\\angle LAB = ${alpha}^\\circ$ and $m\\angle LBA = ${beta}^\\circ$.`
        : `Two observers $A$ and $B$ are $${d}$ m apart. A tree $C$ is seen with $m\\angle CAB = ${alpha}^\\circ$ and $m\\angle CBA = ${beta}^\\circ$.`;
    const thing = frame === 'lighthouse-from-a' ? 'lighthouse' : 'tree';
    return {
      question: `${lead} Find the distance $${askedSide}$ to one decimal place.`,
      answer: m(far),
      wrong: [
        { text: m(near), mistake: `found ${nearName}${C} (used the wrong opposite angle)` },
        { text: m((d * sinD(gamma)) / sinD(farAngle)), mistake: 'inverted the ratio of sines' },
        {
          text: m((d * sinD(farAngle)) / sinD(nearAngle)),
          mistake: `divided by sin ${nearName} instead of sin ${C}`,
        },
        { text: m(d * sinD(farAngle)), mistake: `forgot to divide by sin ${C}` },
        {
          text: m((d * sinD(nearAngle)) / sinD(farAngle)),
          mistake: 'paired each side with the wrong angle',
        },
        { text: m(d), mistake: 'assumed the triangle is isosceles' },
      ],
      figure: obliqueFigure(
        rng,
        [C, 'A', 'B'],
        d,
        bc,
        ac,
        { sides: { AB: `${d} m` }, angles: { A: `${alpha}°`, B: `${beta}°` } },
        `Triangle ABC formed by two observers A, B and a ${thing} ${C}.`.replace('ABC', `AB${C}`),
      ),
      explanation: `$m\\angle ${C} = 180^\\circ - ${alpha}^\\circ - ${beta}^\\circ = ${gamma}^\\circ$. $\\frac{${askedSide}}{\\sin ${farName}} = \\frac{AB}{\\sin ${C}}$, so $${askedSide} = \\frac{${d}\\sin ${farAngle}^\\circ}{\\sin ${gamma}^\\circ} \\approx ${t1(far)}$ m.`,
      frame,
      multiStep: true,
      context: true,
      hints: [
        `The known side $AB$ is opposite $\\angle ${C}$: find that angle first.`,
        `$m\\angle ${C} = 180^\\circ - ${alpha}^\\circ - ${beta}^\\circ$; then $${askedSide}$ is opposite $\\angle ${farName}$, so use $\\frac{${askedSide}}{\\sin ${farName}} = \\frac{AB}{\\sin ${C}}$.`,
        `$m\\angle ${C} = ${gamma}^\\circ$, so $${askedSide} = \\frac{${d}\\sin ${farAngle}^\\circ}{\\sin ${gamma}^\\circ}$.`,
      ],
      steps: [
        `$m\\angle ${C} = 180^\\circ - ${alpha}^\\circ - ${beta}^\\circ = ${gamma}^\\circ$`,
        `$\\frac{${askedSide}}{\\sin ${farName}} = \\frac{AB}{\\sin ${C}}$`,
        `$${askedSide} = \\frac{${d}\\sin ${farAngle}^\\circ}{\\sin ${gamma}^\\circ} \\approx ${t1(far)}$ m`,
      ],
    };
  },
});

const whichRatio = defineTemplate({
  id: `${lesson}/which-statement`,
  lesson,
  type: 'MCQ',
  b: -1.3,
  build(rng) {
    const frame = rng.pick([
      'true-statement',
      'expression-for-side',
      'expression-for-sine',
    ] as const);
    if (frame === 'true-statement') {
      const [[p, P], [q, Q]] = rng.pick([
        [
          ['a', 'A'],
          ['b', 'B'],
        ],
        [
          ['b', 'B'],
          ['c', 'C'],
        ],
        [
          ['a', 'A'],
          ['c', 'C'],
        ],
      ] as [[string, string], [string, string]][]);
      const answer = `$\\frac{${p}}{\\sin ${P}} = \\frac{${q}}{\\sin ${Q}}$`;
      return {
        question: `In $\\triangle ABC$, $a$, $b$ and $c$ are the sides opposite the angles $A$, $B$ and $C$. Which statement is true?`,
        answer,
        wrong: [
          {
            text: `$\\frac{${p}}{\\sin ${Q}} = \\frac{${q}}{\\sin ${P}}$`,
            mistake: 'paired each side with the wrong angle',
          },
          {
            text: `$${p}\\sin ${P} = ${q}\\sin ${Q}$`,
            mistake: 'multiplied by the sines instead of dividing',
          },
          {
            text: `$\\frac{${p}}{\\sin ${P}} = \\frac{${q}}{\\cos ${Q}}$`,
            mistake: 'mixed sine and cosine',
          },
          {
            text: `$\\frac{${p}}{${q}} = \\frac{\\sin ${Q}}{\\sin ${P}}$`,
            mistake: 'turned one ratio upside down',
          },
        ],
        explanation: `The sine rule pairs each side with the sine of the angle opposite it: ${answer}.`,
        frame,
        hints: [
          'Each side goes with the angle opposite it.',
          'The sine rule divides each side by the sine of its opposite angle, and all these ratios are equal.',
        ],
        steps: [
          'The sine rule: $\\frac{a}{\\sin A} = \\frac{b}{\\sin B} = \\frac{c}{\\sin C}$',
          `So the true statement is ${answer}`,
        ],
      };
    }
    const A = rng.int(30, 80);
    let B = rng.int(30, 140 - A);
    while (B === A) B = rng.int(30, 140 - A);
    const C = 180 - A - B;
    const a = rng.int(5, 20);
    if (frame === 'expression-for-side') {
      const answer = `$\\frac{${a}\\sin ${B}^\\circ}{\\sin ${A}^\\circ}$`;
      return {
        question: `In $\\triangle ABC$, $m\\angle A = ${A}^\\circ$, $m\\angle B = ${B}^\\circ$ and $BC = ${a}$ cm. Which expression gives $AC$ in cm?`,
        answer,
        wrong: [
          {
            text: `$\\frac{${a}\\sin ${A}^\\circ}{\\sin ${B}^\\circ}$`,
            mistake: 'inverted the ratio of sines',
          },
          {
            text: `$\\frac{${a}\\sin ${C}^\\circ}{\\sin ${A}^\\circ}$`,
            mistake: 'used the third angle C (that gives AB)',
          },
          { text: `$${a}\\sin ${A}^\\circ\\sin ${B}^\\circ$`, mistake: 'multiplied by both sines' },
          {
            text: `$\\frac{\\sin ${B}^\\circ}{${a}\\sin ${A}^\\circ}$`,
            mistake: 'put the side under the sines',
          },
        ],
        facts: { triangles: [{ angles: [A, B, C] }] },
        explanation: `$AC$ is opposite $\\angle B$ and $BC$ is opposite $\\angle A$: $\\frac{AC}{\\sin B} = \\frac{BC}{\\sin A}$, so $AC$ = ${answer}.`,
        frame,
        hints: [
          '$AC$ is opposite $\\angle B$; $BC$ is opposite $\\angle A$.',
          'Write $\\frac{AC}{\\sin B} = \\frac{BC}{\\sin A}$ and make $AC$ the subject.',
        ],
        steps: [
          '$\\frac{AC}{\\sin B} = \\frac{BC}{\\sin A}$',
          `Multiply both sides by $\\sin B$: $AC$ = ${answer}`,
        ],
      };
    }
    const b = rng.int(4, a - 1 < 4 ? 4 : a - 1);
    if (b >= a) redraw('AC must be shorter than BC');
    const answer = `$\\frac{${b}\\sin ${A}^\\circ}{${a}}$`;
    return {
      question: `In $\\triangle ABC$, $BC = ${a}$ cm, $AC = ${b}$ cm and $m\\angle A = ${A}^\\circ$. Which expression gives $\\sin B$?`,
      answer,
      wrong: [
        {
          text: `$\\frac{${a}\\sin ${A}^\\circ}{${b}}$`,
          mistake: 'inverted the ratio of the sides',
        },
        {
          text: `$\\frac{${b}}{${a}\\sin ${A}^\\circ}$`,
          mistake: 'divided by sin A instead of multiplying',
        },
        { text: `$\\frac{${b}\\cos ${A}^\\circ}{${a}}$`, mistake: 'used cos A instead of sin A' },
        { text: `$\\frac{\\sin ${A}^\\circ}{${a * b}}$`, mistake: 'multiplied the sides together' },
      ],
      explanation: `$\\frac{\\sin B}{AC} = \\frac{\\sin A}{BC}$, so $\\sin B$ = ${answer}.`,
      frame,
      hints: [
        '$\\angle B$ is opposite $AC$, and $\\angle A$ is opposite $BC$.',
        'With an angle unknown, put the sines on top: $\\frac{\\sin B}{AC} = \\frac{\\sin A}{BC}$.',
      ],
      steps: [
        '$\\frac{\\sin B}{AC} = \\frac{\\sin A}{BC}$',
        `Multiply by $AC$: $\\sin B$ = ${answer}`,
      ],
    };
  },
});

const proportion = defineTemplate({
  id: `${lesson}/solve-the-proportion`,
  lesson,
  type: 'short_answer',
  b: -0.8,
  build(rng) {
    const frame = rng.pick(['unknown-side', 'unknown-angle', 'common-ratio'] as const);
    const A = rng.int(35, 80);
    const B = rng.int(25, 150 - A);
    const k = rng.int(6, 25);
    if (frame === 'unknown-side') {
      const x = (k * sinD(B)) / sinD(A);
      return {
        question: `Solve $\\frac{x}{\\sin ${B}^\\circ} = \\frac{${k}}{\\sin ${A}^\\circ}$ for $x$, to one decimal place.`,
        answer: t1(x),
        decimals: 1,
        trueValue: x,
        explanation: `$x = \\frac{${k}\\sin ${B}^\\circ}{\\sin ${A}^\\circ} \\approx ${t1(x)}$.`,
        frame,
        hints: [
          `$x$ is divided by $\\sin ${B}^\\circ$: undo that.`,
          `Multiply both sides by $\\sin ${B}^\\circ$.`,
        ],
        steps: [
          `$x = \\frac{${k}\\sin ${B}^\\circ}{\\sin ${A}^\\circ}$`,
          `$x \\approx \\frac{${k} \\times ${s4(sinD(B))}}{${s4(sinD(A))}} \\approx ${t1(x)}$`,
        ],
      };
    }
    if (frame === 'unknown-angle') {
      const big = rng.int(8, 25);
      const small = rng.int(3, big - 2);
      const sinTheta = (small * sinD(A)) / big;
      const theta = Math.asin(sinTheta) / DEG;
      return {
        question: `Solve $\\frac{\\sin \\theta}{${small}} = \\frac{\\sin ${A}^\\circ}{${big}}$ for the acute angle $\\theta$, to the nearest tenth of a degree.`,
        answer: `${t1(theta)}°`,
        decimals: 1,
        trueValue: theta,
        explanation: `$\\sin \\theta = \\frac{${small}\\sin ${A}^\\circ}{${big}} \\approx ${s4(sinTheta)}$, so $\\theta \\approx ${t1(theta)}^\\circ$.`,
        frame,
        hints: [
          `Get $\\sin \\theta$ on its own first: multiply both sides by $${small}$.`,
          'Then use $\\sin^{-1}$ on your calculator (in degree mode).',
        ],
        steps: [
          `$\\sin \\theta = \\frac{${small}\\sin ${A}^\\circ}{${big}} \\approx ${s4(sinTheta)}$`,
          `$\\theta = \\sin^{-1}(${s4(sinTheta)}) \\approx ${t1(theta)}^\\circ$`,
        ],
      };
    }
    const side = k * sinD(B);
    return {
      question: `In $\\triangle ABC$, each side divided by the sine of the angle opposite it gives $${k}$ cm, and $m\\angle B = ${B}^\\circ$. Find $b$ to the nearest tenth of a centimetre.`,
      answer: t1(side),
      decimals: 1,
      trueValue: side,
      unit: 'cm',
      explanation: `All three ratios are equal: $\\frac{b}{\\sin B} = ${k}$, so $b = ${k}\\sin ${B}^\\circ \\approx ${t1(side)}$ cm.`,
      frame,
      hints: [
        'In the sine rule all three ratios side ÷ sine are equal.',
        `So $\\frac{b}{\\sin B} = ${k}$ as well.`,
      ],
      steps: [
        `$\\frac{b}{\\sin B} = \\frac{a}{\\sin A} = ${k}$`,
        `$b = ${k}\\sin ${B}^\\circ \\approx ${t1(side)}$ cm`,
      ],
    };
  },
});

/** Angle A, AC = b and BC = a with h < a < b: two triangles, B obtuse in one of them. */
function obtuseCase(rng: { int(lo: number, hi: number): number }): {
  A: number;
  a: number;
  b: number;
  B: number;
  C: number;
  c: number;
  acute: number;
} {
  const A = rng.int(25, 55);
  const b = rng.int(8, 20);
  const h = b * sinD(A);
  const lo = Math.ceil(h + 1);
  if (lo > b - 2) redraw('no room for two triangles');
  const a = rng.int(lo, b - 2);
  const acute = Math.asin((b * sinD(A)) / a) / DEG;
  const B = 180 - acute;
  const C = 180 - A - B;
  if (C < 8) redraw('the third angle is too thin to draw');
  const c = (a * sinD(C)) / sinD(A);
  return { A, a, b, B, C, c, acute };
}

const obtuseSolution = defineTemplate({
  id: `${lesson}/obtuse-solution-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 1.4,
  build(rng) {
    const frame = rng.pick(['third-angle', 'third-side', 'rope-nearer-point'] as const);
    const { A, a, b, B, C, c, acute } = obtuseCase(rng);
    const context = frame === 'rope-nearer-point';
    const unit = context ? 'm' : 'cm';
    const askAngle = frame === 'third-angle';
    const key = askAngle ? C : c;
    const question = context
      ? `A straight path leaves a gate $A$ at $${A}^\\circ$ to a straight wall. A lamp $C$ on the wall is $${b}$ m from $A$. A bench $B$ on the path is to be $${a}$ m from the lamp, at the nearer of the two possible places (so $\\angle ABC$ is obtuse). How far is the bench from the gate? Give $AB$ to the nearest tenth of a metre.`
      : `In $\\triangle ABC$, $m\\angle A = ${A}^\\circ$, $AC = ${b}$ cm, $BC = ${a}$ cm and $\\angle B$ is obtuse. Find ${askAngle ? '$m\\angle C$ to the nearest tenth of a degree' : '$AB$ to the nearest tenth of a centimetre'}.`;
    const sinB = (b * sinD(A)) / a;
    const angleSteps = [
      `$\\sin B = \\frac{${b}\\sin ${A}^\\circ}{${a}} \\approx ${s4(sinB)}$, and $\\sin^{-1}(${s4(sinB)}) \\approx ${t1(acute)}^\\circ$`,
      `$\\angle B$ is obtuse: $m\\angle B = 180^\\circ - ${t1(acute)}^\\circ \\approx ${t1(B)}^\\circ$`,
      `$m\\angle C = 180^\\circ - ${A}^\\circ - m\\angle B \\approx ${t1(C)}^\\circ$`,
    ];
    return {
      question,
      answer: askAngle ? `${t1(key)}°` : t1(key),
      decimals: 1,
      trueValue: key,
      ...(askAngle ? {} : { unit }),
      facts: { triangles: [{ sides: [a, b, c], angles: [A, B, C] }] },
      figure: obliqueFigure(
        rng,
        ['A', 'B', 'C'],
        a,
        b,
        c,
        {
          sides: {
            BC: `${a} ${unit}`,
            CA: `${b} ${unit}`,
            ...(askAngle ? {} : { AB: 'x' }),
          },
          angles: { A: `${A}°`, ...(askAngle ? { C: 'θ' } : {}) },
        },
        context
          ? 'The gate A, the bench B and the lamp C.'
          : 'Triangle ABC with an obtuse angle at B.',
      ),
      explanation: `$\\sin B = \\frac{${b}\\sin ${A}^\\circ}{${a}}$ gives $${t1(acute)}^\\circ$ or $${t1(B)}^\\circ$; $B$ is obtuse, so $m\\angle C \\approx ${t1(C)}^\\circ$${askAngle ? '' : ` and $AB = \\frac{${a}\\sin C}{\\sin ${A}^\\circ} \\approx ${t1(c)}$ ${unit}`}.`,
      frame,
      multiStep: true,
      ...(context ? { context: true } : {}),
      hints: [
        '$\\angle B$ is opposite the known side $AC$: find it with the sine rule, remembering it is obtuse.',
        `If $\\sin B = s$, the obtuse angle is $180^\\circ - \\sin^{-1} s$.${askAngle ? ' Then use the angle sum.' : ' Then find $\\angle C$, and $AB$ from $\\frac{AB}{\\sin C} = \\frac{BC}{\\sin A}$.'}`,
        `$\\sin B = \\frac{${b}\\sin ${A}^\\circ}{${a}}$.`,
      ],
      steps: askAngle
        ? angleSteps
        : [
            ...angleSteps,
            `$AB = \\frac{${a}\\sin C}{\\sin ${A}^\\circ} \\approx ${t1(c)}$ ${unit}`,
          ],
    };
  },
});

const balloon = defineTemplate({
  id: `${lesson}/balloon-and-lighthouse-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 1.1,
  build(rng) {
    const frame = rng.pick([
      'balloon-height',
      'lighthouse-off-coast',
      'balloon-line-of-sight',
    ] as const);
    const alpha = rng.int(25, 75);
    let beta = rng.int(25, 75);
    while (Math.abs(beta - alpha) < 6) beta = rng.int(25, 75);
    const gamma = 180 - alpha - beta;
    const d = rng.int(10, 60) * 10;
    const ac = (d * sinD(beta)) / sinD(gamma);
    const bc = (d * sinD(alpha)) / sinD(gamma);
    const height = ac * sinD(alpha);
    const lighthouse = frame === 'lighthouse-off-coast';
    const C = lighthouse ? 'L' : 'C';
    const names = { A: 'A', B: 'B', C, F: 'F' };
    const lead = lighthouse
      ? `Two points $A$ and $B$ on a straight coast are $${d}$ m apart. A lighthouse $L$ on a rock out at sea is seen with $m\\angle LAB = ${alpha}^\\circ$ and $m\\angle LBA = ${beta}^\\circ$.`
      : `Two observers $A$ and $B$ stand $${d}$ m apart on level ground with a hot-air balloon $C$ between them. The angles of elevation of the balloon are $${alpha}^\\circ$ from $A$ and $${beta}^\\circ$ from $B$.`;
    const sightline = frame === 'balloon-line-of-sight';
    const question = sightline
      ? `${lead} Find the distance $BC$ from $B$ to the balloon, to the nearest tenth of a metre.`
      : lighthouse
        ? `${lead} Find the shortest distance $LF$ from the lighthouse to the coast, to the nearest tenth of a metre.`
        : `${lead} Find the height $CF$ of the balloon, to the nearest tenth of a metre.`;
    const key = sightline ? bc : height;
    const first = `$m\\angle ${C} = 180^\\circ - ${alpha}^\\circ - ${beta}^\\circ = ${gamma}^\\circ$`;
    return {
      question,
      answer: t1(key),
      decimals: 1,
      trueValue: key,
      unit: 'm',
      figure: apexFigure({
        names,
        alpha,
        beta,
        d,
        unit: 'm',
        height: !sightline,
        caption: lighthouse
          ? 'Points A and B on the coast and the lighthouse L; F is the nearest point of the coast.'
          : 'Observers A and B and the balloon C above the ground AB.',
      }),
      explanation: sightline
        ? `${first}; $BC = \\frac{${d}\\sin ${alpha}^\\circ}{\\sin ${gamma}^\\circ} \\approx ${t1(bc)}$ m.`
        : `${first}; $A${C} = \\frac{${d}\\sin ${beta}^\\circ}{\\sin ${gamma}^\\circ} \\approx ${fixed(ac, 2)}$ m, and ${C}F = $A${C}\\sin ${alpha}^\\circ \\approx ${t1(height)}$ m.`.replace(
            `and ${C}F = $`,
            `and $${C}F = `,
          ),
      frame,
      multiStep: true,
      context: true,
      hints: sightline
        ? [
            `The known side $AB$ is opposite $\\angle C$ at the balloon: find that angle first.`,
            `$BC$ is opposite $\\angle A$: $\\frac{BC}{\\sin A} = \\frac{AB}{\\sin C}$.`,
            `$m\\angle C = 180^\\circ - ${alpha}^\\circ - ${beta}^\\circ$.`,
          ]
        : [
            `First find a slanted side, $A${C}$, in $\\triangle AB${C}$; then use the right triangle $AF${C}$.`,
            `$\\frac{A${C}}{\\sin B} = \\frac{AB}{\\sin ${C}}$, then $${C}F = A${C}\\sin A$.`,
            `$m\\angle ${C} = 180^\\circ - ${alpha}^\\circ - ${beta}^\\circ$.`,
          ],
      steps: sightline
        ? [
            first,
            `$BC = \\frac{${d}\\sin ${alpha}^\\circ}{\\sin ${gamma}^\\circ} \\approx ${t1(bc)}$ m`,
          ]
        : [
            'Values are shown rounded; keep them unrounded in your calculator.',
            first,
            `$A${C} = \\frac{${d}\\sin ${beta}^\\circ}{\\sin ${gamma}^\\circ} \\approx ${fixed(ac, 2)}$ m`,
            `$${C}F = A${C}\\sin ${alpha}^\\circ \\approx ${t1(height)}$ m`,
          ],
    };
  },
});

const perimeter = defineTemplate({
  id: `${lesson}/angle-side-perimeter-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 1.6,
  build(rng) {
    const frame = rng.pick(['perimeter', 'third-side', 'fence-a-plot'] as const);
    const A = rng.int(35, 80);
    const a = rng.int(8, 25);
    const b = rng.int(4, a - 2);
    const sinB = (b * sinD(A)) / a;
    const B = Math.asin(sinB) / DEG;
    const C = 180 - A - B;
    if (C < 15) redraw('the third angle is too thin to draw');
    const c = (a * sinD(C)) / sinD(A);
    const total = a + b + c;
    const context = frame === 'fence-a-plot';
    const unit = context ? 'm' : 'cm';
    const [nA, nB, nC] = context ? (['P', 'Q', 'R'] as const) : (['A', 'B', 'C'] as const);
    const key = frame === 'third-side' ? c : total;
    const data = `$${nB}${nC} = ${a}$ ${unit}, $${nA}${nC} = ${b}$ ${unit} and $m\\angle ${nA} = ${A}^\\circ$`;
    const question = context
      ? `A triangular plot $${nA}${nB}${nC}$ has ${data}. Find the length of fencing needed to go once round the plot, to the nearest tenth of a metre.`
      : frame === 'third-side'
        ? `In $\\triangle ${nA}${nB}${nC}$, ${data}. Find $${nA}${nB}$ to the nearest tenth of a centimetre.`
        : `In $\\triangle ${nA}${nB}${nC}$, ${data}. Find the perimeter of the triangle to the nearest tenth of a centimetre.`;
    const steps = [
      'Values are shown rounded; keep them unrounded in your calculator.',
      `$\\sin ${nB} = \\frac{${b}\\sin ${A}^\\circ}{${a}} \\approx ${s4(sinB)}$; $${nA}${nC} < ${nB}${nC}$, so $m\\angle ${nB} \\approx ${t1(B)}^\\circ$`,
      `$m\\angle ${nC} = 180^\\circ - ${A}^\\circ - m\\angle ${nB} \\approx ${t1(C)}^\\circ$`,
      `$${nA}${nB} = \\frac{${a}\\sin ${nC}}{\\sin ${A}^\\circ} \\approx ${frame === 'third-side' ? t1(c) : fixed(c, 2)}$ ${unit}`,
      ...(frame === 'third-side'
        ? []
        : [`Perimeter $= ${a} + ${b} + ${fixed(c, 2)} \\approx ${t1(total)}$ ${unit}`]),
    ];
    return {
      question,
      answer: t1(key),
      decimals: 1,
      trueValue: key,
      unit,
      facts: { triangles: [{ sides: [a, b, c], angles: [A, B, C] }] },
      figure: obliqueFigure(
        rng,
        [nA, nB, nC],
        a,
        b,
        c,
        {
          sides: { [`${nB}${nC}`]: `${a} ${unit}`, [`${nC}${nA}`]: `${b} ${unit}` },
          angles: { [nA]: `${A}°` },
        },
        context ? `The plot ${nA}${nB}${nC}.` : `Triangle ${nA}${nB}${nC}.`,
      ),
      explanation: `$\\sin ${nB} = \\frac{${b}\\sin ${A}^\\circ}{${a}}$, so $m\\angle ${nB} \\approx ${t1(B)}^\\circ$ (acute, as $${nA}${nC} < ${nB}${nC}$); $m\\angle ${nC} \\approx ${t1(C)}^\\circ$; $${nA}${nB} = \\frac{${a}\\sin ${nC}}{\\sin ${A}^\\circ} \\approx ${fixed(c, 2)}$ ${unit}${frame === 'third-side' ? '' : `; the perimeter is about $${t1(total)}$ ${unit}`}.`,
      frame,
      multiStep: true,
      ...(context ? { context: true } : {}),
      hints: [
        `The third side $${nA}${nB}$ is opposite $\\angle ${nC}$, and neither is known yet: start with $\\angle ${nB}$.`,
        `Find $\\angle ${nB}$ by the sine rule, then $\\angle ${nC}$ by the angle sum, then $${nA}${nB}$ by the sine rule again.`,
        `$\\sin ${nB} = \\frac{${b}\\sin ${A}^\\circ}{${a}}$.`,
      ],
      steps,
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
  whichRatio,
  proportion,
  obtuseSolution,
  balloon,
  perimeter,
];
