/** Lesson: the cosine rule a² = b² + c² − 2bc cos A, and cos A = (b² + c² − a²) / 2bc. */
import type { FigureElement } from '../figures/figure-model';
import { polar, pt } from '../figures/geometry';
import { defineTemplate } from './define-template';
import { fixed, fmt, frac, surd } from './exact';
import { TRIANGLE_NAMES } from './figure-kit';
import { cosD, DEG, obliqueFigure } from './triangle-solving-kit';

const lesson = 'cosine-rule' as const;

const sasExact = defineTemplate({
  id: `${lesson}/side-sas-exact-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.2,
  build(rng) {
    const A = rng.pick([60, 120, 60]);
    const b = rng.int(2, 12);
    let c = rng.int(2, 12);
    while (c === b) c = rng.int(2, 12);
    // cos 60° = 1/2, cos 120° = −1/2: a² = b² + c² ∓ bc.
    const a2 = b * b + c * c + (A === 60 ? -b * c : b * c);
    const a = surd(1, a2);
    const [nA, nB, nC] = rng.pick(TRIANGLE_NAMES);
    return {
      question: `In $\\triangle ${nA}${nB}${nC}$, $${nA}${nB} = ${c}$ cm, $${nA}${nC} = ${b}$ cm and $m\\angle ${nA} = ${A}^\\circ$. Find the exact length of $${nB}${nC}$, in cm.`,
      answer: a.text,
      exact: true,
      unit: 'cm',
      figure: obliqueFigure(
        rng,
        [nA, nB, nC],
        Math.sqrt(a2),
        b,
        c,
        {
          sides: { [`${nA}${nB}`]: `${c} cm`, [`${nC}${nA}`]: `${b} cm`, [`${nB}${nC}`]: 'x' },
          angles: { [nA]: `${A}°` },
        },
        `Triangle ${nA}${nB}${nC}.`,
      ),
      explanation: `$${nB}${nC}^2 = ${b}^2 + ${c}^2 - 2 \\times ${b} \\times ${c} \\cos ${A}^\\circ = ${b * b + c * c} ${A === 60 ? '-' : '+'} ${b * c} = ${a2}$, so $${nB}${nC} = ${a.tex}$ cm.`,
      frame: 'figure-two-sides-included-angle',
      hints: [
        `Two sides and the angle between them are known: $${nB}${nC}$ is the side opposite $\\angle ${nA}$.`,
        `Use the cosine rule: $${nB}${nC}^2 = ${nA}${nB}^2 + ${nA}${nC}^2 - 2(${nA}${nB})(${nA}${nC})\\cos ${nA}$, with $\\cos ${A}^\\circ = ${A === 60 ? '' : '-'}\\frac{1}{2}$.`,
        `Start with $${nB}${nC}^2 = ${c}^2 + ${b}^2 - 2 \\times ${c} \\times ${b} \\cos ${A}^\\circ$.`,
      ],
      steps: [
        `$${nB}${nC}^2 = ${nA}${nB}^2 + ${nA}${nC}^2 - 2(${nA}${nB})(${nA}${nC})\\cos ${nA}$`,
        `$${nB}${nC}^2 = ${c}^2 + ${b}^2 - 2 \\times ${c} \\times ${b} \\cos ${A}^\\circ = ${b * b + c * c} ${A === 60 ? '-' : '+'} ${b * c} = ${a2}$`,
        `$${nB}${nC} = \\sqrt{${a2}} = ${a.tex}$ cm`,
      ],
    };
  },
});

const sasRounded = defineTemplate({
  id: `${lesson}/side-sas-rounded`,
  lesson,
  type: 'short_answer',
  b: 0.4,
  build(rng) {
    const A = rng.pick([35, 40, 48, 55, 72, 80, 95, 100, 110, 130, 140]);
    const b = rng.int(4, 20);
    const c = rng.int(4, 20);
    const a = Math.sqrt(b * b + c * c - 2 * b * c * cosD(A));
    return {
      question: `Two sides of a triangle are $${b}$ cm and $${c}$ cm and the angle between them is $${A}^\\circ$. Find the third side to the nearest tenth of a centimetre.`,
      answer: fixed(a, 1),
      decimals: 1,
      trueValue: a,
      unit: 'cm',
      explanation: `$a^2 = ${b}^2 + ${c}^2 - 2(${b})(${c})\\cos ${A}^\\circ \\approx ${fmt(a * a, 3)}$, so $a \\approx ${fixed(a, 1)}$ cm.`,
      frame: 'two-sides-angle-between',
      hints: [
        'The angle between the two sides is known, so the third side is the one opposite that angle.',
        'Use the cosine rule: $a^2 = b^2 + c^2 - 2bc\\cos A$, then take the square root.',
        `Start with $a^2 = ${b}^2 + ${c}^2 - 2(${b})(${c})\\cos ${A}^\\circ$.`,
      ],
      steps: [
        '$a^2 = b^2 + c^2 - 2bc\\cos A$',
        `$a^2 = ${b}^2 + ${c}^2 - 2(${b})(${c})\\cos ${A}^\\circ \\approx ${fmt(a * a, 3)}$`,
        `$a = \\sqrt{${fmt(a * a, 3)}} \\approx ${fixed(a, 1)}$ cm`,
      ],
    };
  },
});

const SSS: [number, number, number][] = [
  [3, 5, 7],
  [5, 7, 8],
  [7, 8, 13],
  [3, 7, 8],
  [5, 8, 7],
  [7, 15, 13],
  [5, 16, 19],
  [8, 15, 13],
  [4, 5, 6],
  [6, 7, 9],
  [5, 6, 8],
  [7, 9, 12],
];

const sssAngle = defineTemplate({
  id: `${lesson}/angle-sss-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.5,
  build(rng) {
    const [p, q, r] = rng.pick(SSS);
    const k = rng.int(1, 3);
    const [b, c] = rng.shuffle([p * k, q * k]) as [number, number];
    const a = r * k; // the angle asked is opposite the third listed side
    const cosA = (b * b + c * c - a * a) / (2 * b * c);
    const A = Math.acos(cosA) / DEG;
    const special = Math.abs(A - Math.round(A)) < 1e-9;
    const [nA, nB, nC] = rng.pick(TRIANGLE_NAMES);
    return {
      question: `In $\\triangle ${nA}${nB}${nC}$, $${nB}${nC} = ${a}$, $${nC}${nA} = ${b}$ and $${nA}${nB} = ${c}$. Find $m\\angle ${nA}$${special ? '' : ' to the nearest tenth of a degree'}.`,
      answer: special ? `${Math.round(A)}°` : `${fixed(A, 1)}°`,
      ...(special ? {} : { decimals: 1, trueValue: A }),
      facts: { triangles: [{ sides: [a, b, c] }] },
      figure: obliqueFigure(
        rng,
        [nA, nB, nC],
        a,
        b,
        c,
        {
          sides: {
            [`${nB}${nC}`]: String(a),
            [`${nC}${nA}`]: String(b),
            [`${nA}${nB}`]: String(c),
          },
          angles: { [nA]: 'θ' },
        },
        `Triangle ${nA}${nB}${nC}.`,
      ),
      explanation: `$\\cos ${nA} = \\frac{${b}^2 + ${c}^2 - ${a}^2}{2 \\times ${b} \\times ${c}} = ${frac(b * b + c * c - a * a, 2 * b * c).tex}$, so $m\\angle ${nA} ${special ? '=' : '\\approx'} ${special ? Math.round(A) : fixed(A, 1)}^\\circ$.`,
      frame: 'figure-three-sides',
      hints: [
        `All three sides are known, and $\\angle ${nA}$ is opposite the side $${nB}${nC}$.`,
        `Rearrange the cosine rule: $\\cos ${nA} = \\frac{${nA}${nB}^2 + ${nA}${nC}^2 - ${nB}${nC}^2}{2(${nA}${nB})(${nA}${nC})}$.`,
        `Start with $\\cos ${nA} = \\frac{${b}^2 + ${c}^2 - ${a}^2}{2 \\times ${b} \\times ${c}}$.`,
      ],
      steps: [
        `$\\cos ${nA} = \\frac{${b}^2 + ${c}^2 - ${a}^2}{2 \\times ${b} \\times ${c}} = ${frac(b * b + c * c - a * a, 2 * b * c).tex}$`,
        `$m\\angle ${nA} = \\cos^{-1}\\left(${frac(b * b + c * c - a * a, 2 * b * c).tex}\\right) ${special ? '=' : '\\approx'} ${special ? Math.round(A) : fixed(A, 1)}^\\circ$`,
      ],
    };
  },
});

const triangleType = defineTemplate({
  id: `${lesson}/acute-right-or-obtuse`,
  lesson,
  type: 'MCQ',
  b: 0,
  build(rng) {
    const kind = rng.int(0, 3);
    let sides: [number, number, number];
    if (kind === 0)
      sides = rng.pick([
        [3, 4, 5],
        [5, 12, 13],
        [8, 15, 17],
        [6, 8, 10],
        [7, 24, 25],
      ] as [number, number, number][]);
    else if (kind === 1)
      sides = rng.pick([
        [4, 5, 6],
        [5, 6, 7],
        [6, 7, 8],
        [7, 8, 9],
        [5, 5, 6],
      ] as [number, number, number][]);
    else if (kind === 2)
      sides = rng.pick([
        [3, 5, 7],
        [4, 6, 9],
        [5, 7, 10],
        [2, 5, 6],
        [6, 8, 11],
      ] as [number, number, number][]);
    else
      sides = rng.pick([
        [2, 3, 6],
        [3, 4, 8],
        [1, 5, 7],
        [4, 5, 10],
      ] as [number, number, number][]);
    const [x, y, z] = sides;
    const diff = x * x + y * y - z * z;
    const verdict = x + y <= z ? 3 : diff === 0 ? 0 : diff > 0 ? 1 : 2;
    const text = [
      'A right triangle',
      'An acute triangle',
      'An obtuse triangle',
      'No triangle has these sides',
    ];
    const shown = rng.shuffle(sides);
    return {
      question: `A triangle is to have sides $${shown[0]}$, $${shown[1]}$ and $${shown[2]}$. What kind of triangle is it?`,
      answer: text[verdict] ?? '',
      facts: { illPosedOnPurpose: 'the question asks whether a triangle with these sides exists' },
      wrong: text
        .filter((_, i) => i !== verdict)
        .map((t) => ({
          text: t,
          mistake: t.startsWith('No')
            ? 'misapplied the triangle inequality'
            : 'compared the square of the longest side with the sum of the other two squares wrongly',
        })),
      explanation:
        verdict === 3
          ? `$${x} + ${y} \\le ${z}$: the triangle inequality fails, so no triangle exists.`
          : `Compare the longest side squared with the others: $${z}^2 = ${z * z}$ and $${x}^2 + ${y}^2 = ${x * x + y * y}$; ${verdict === 0 ? 'they are equal, so the angle opposite is right' : verdict === 1 ? 'the largest angle is acute' : 'the largest angle is obtuse'}.`,
      frame: 'three-sides-classify',
      hints: [
        'Check the triangle inequality first, then look at the angle opposite the longest side.',
        'Compare the square of the longest side with the sum of the squares of the other two sides.',
        `Here the longest side is $${z}$: compare $${z}^2$ with $${x}^2 + ${y}^2$.`,
      ],
      steps:
        verdict === 3
          ? [
              `$${x} + ${y} = ${x + y} \\le ${z}$: the two shorter sides do not reach past the longest.`,
              'So: No triangle has these sides.',
            ]
          : [
              `The sides pass the triangle inequality: $${x} + ${y} = ${x + y} > ${z}$.`,
              `$${z}^2 = ${z * z}$ and $${x}^2 + ${y}^2 = ${x * x + y * y}$, so $${z}^2 ${verdict === 0 ? '=' : verdict === 1 ? '<' : '>'} ${x}^2 + ${y}^2$.`,
              `The largest angle is ${verdict === 0 ? 'a right angle' : verdict === 1 ? 'acute' : 'obtuse'}, so it is ${(text[verdict] ?? '').toLowerCase()}.`,
            ],
    };
  },
});

const cosValue = defineTemplate({
  id: `${lesson}/cosine-of-angle`,
  lesson,
  type: 'MCQ',
  b: 0.3,
  build(rng) {
    const [p, q, r] = rng.pick(SSS);
    const [b, c] = rng.shuffle([p, q]) as [number, number];
    const a = r;
    const num = b * b + c * c - a * a;
    const opt = (n: number, d: number): string => `$${frac(n, d).tex}$`;
    return {
      question: `In $\\triangle ABC$, $a = ${a}$, $b = ${b}$ and $c = ${c}$. Find $\\cos A$.`,
      answer: opt(num, 2 * b * c),
      // A triangle's cosine lies strictly between -1 and 1: options outside are dropped.
      wrong: [
        { text: opt(-num, 2 * b * c), mistake: 'subtracted in the wrong order (sign error)' },
        { text: opt(num, b * c), mistake: 'forgot the 2 in 2bc' },
        { text: opt(a * a + b * b - c * c, 2 * a * b), mistake: 'found cos C instead of cos A' },
        { text: opt(a * a + c * c - b * b, 2 * a * c), mistake: 'found cos B instead of cos A' },
        { text: opt(b * b + c * c + a * a, 2 * b * c), mistake: 'added a² instead of subtracting' },
      ],
      facts: { triangles: [{ sides: [a, b, c] }] },
      explanation: `$\\cos A = \\frac{b^2 + c^2 - a^2}{2bc} = \\frac{${b * b} + ${c * c} - ${a * a}}{${2 * b * c}} = ${frac(num, 2 * b * c).tex}$.`,
      frame: 'three-sides-cosine',
      hints: [
        'All three sides are known: the cosine rule can be turned round to give $\\cos A$.',
        'Use $\\cos A = \\frac{b^2 + c^2 - a^2}{2bc}$: $a$ is the side opposite $A$.',
        `Start with $\\cos A = \\frac{${b}^2 + ${c}^2 - ${a}^2}{2 \\times ${b} \\times ${c}}$.`,
      ],
      steps: [
        '$\\cos A = \\frac{b^2 + c^2 - a^2}{2bc}$',
        `$\\cos A = \\frac{${b * b} + ${c * c} - ${a * a}}{${2 * b * c}} = ${frac(num, 2 * b * c).tex}$`,
      ],
    };
  },
});

const parallelogram = defineTemplate({
  id: `${lesson}/parallelogram-diagonal-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.6,
  build(rng) {
    const theta = rng.pick([60, 120]);
    const p = rng.int(3, 10);
    let q = rng.int(3, 10);
    while (q === p) q = rng.int(3, 10);
    // Diagonal BD is opposite the angle A = θ: BD² = p² + q² − 2pq cos θ.
    const d2 = p * p + q * q + (theta === 60 ? -p * q : p * q);
    const d = surd(1, d2);
    const A = pt(0, 0);
    const B = pt(p, 0);
    const D = polar(A, q, theta);
    const C = pt(B.x + D.x, D.y);
    const elements: FigureElement[] = [
      { kind: 'polygon', points: [A, B, C, D] },
      { kind: 'segment', from: A, to: B, label: `${p} cm` },
      { kind: 'segment', from: A, to: D, label: `${q} cm` },
      { kind: 'segment', from: B, to: D, dashed: true },
      { kind: 'angle', vertex: A, from: B, to: D, label: `${theta}°` },
      { kind: 'point', at: A, label: 'A' },
      { kind: 'point', at: B, label: 'B' },
      { kind: 'point', at: C, label: 'C' },
      { kind: 'point', at: D, label: 'D' },
    ];
    return {
      question: `$ABCD$ is a parallelogram with $AB = ${p}$ cm, $AD = ${q}$ cm and $m\\angle DAB = ${theta}^\\circ$. Find the exact length of the diagonal $BD$, in cm.`,
      answer: d.text,
      exact: true,
      unit: 'cm',
      figure: { caption: 'Parallelogram ABCD with the diagonal BD dashed.', elements },
      explanation: `In $\\triangle ABD$: $BD^2 = ${p}^2 + ${q}^2 - 2(${p})(${q})\\cos ${theta}^\\circ = ${d2}$, so $BD = ${d.tex}$ cm.`,
      frame: 'figure-parallelogram-diagonal',
      hints: [
        'The diagonal $BD$ cuts the parallelogram into two triangles: work in $\\triangle ABD$.',
        'In $\\triangle ABD$ two sides and the angle between them are known: use the cosine rule.',
        `Start with $BD^2 = ${p}^2 + ${q}^2 - 2(${p})(${q})\\cos ${theta}^\\circ$.`,
      ],
      steps: [
        'In $\\triangle ABD$: $BD^2 = AB^2 + AD^2 - 2(AB)(AD)\\cos \\angle DAB$',
        `$BD^2 = ${p}^2 + ${q}^2 - 2(${p})(${q})\\cos ${theta}^\\circ = ${d2}$`,
        `$BD = \\sqrt{${d2}} = ${d.tex}$ cm`,
      ],
    };
  },
});

const navigation = defineTemplate({
  id: `${lesson}/two-legs-journey-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: 0.8,
  build(rng) {
    const p = rng.int(5, 25);
    const q = rng.int(5, 25);
    const angle = rng.pick([50, 65, 75, 100, 110, 115, 125, 140]);
    const d = Math.sqrt(p * p + q * q - 2 * p * q * cosD(angle));
    const km = (x: number): string => `$${fixed(x, 1)}$ km`;
    return {
      question: `A ship sails $${p}$ km from port $P$ to $A$, then turns and sails $${q}$ km to $B$, so that $m\\angle PAB = ${angle}^\\circ$. Find its distance $PB$ from the port to one decimal place.`,
      answer: km(d),
      wrong: [
        {
          text: km(Math.sqrt(p * p + q * q + 2 * p * q * cosD(angle))),
          mistake: 'used + 2pq cos instead of − 2pq cos',
        },
        {
          text: km(Math.sqrt(p * p + q * q)),
          mistake: 'used Pythagoras although the angle is not 90°',
        },
        { text: km(p + q), mistake: 'added the two legs' },
        { text: km(p * p + q * q - 2 * p * q * cosD(angle)), mistake: 'forgot the square root' },
        { text: km(Math.abs(p - q) + 1), mistake: 'guessed from the difference of the legs' },
      ],
      figure: obliqueFigure(
        rng,
        ['A', 'P', 'B'],
        d,
        q,
        p,
        { sides: { AP: `${p} km`, BA: `${q} km` }, angles: { A: `${angle}°` } },
        'The path P to A to B of a ship, and the straight line PB.',
      ),
      explanation: `$PB^2 = ${p}^2 + ${q}^2 - 2(${p})(${q})\\cos ${angle}^\\circ \\approx ${fmt(d * d, 2)}$, so $PB \\approx ${fixed(d, 1)}$ km.`,
      frame: 'ship-two-legs',
      context: true,
      hints: [
        'The path and the straight line home make a triangle $PAB$; the angle at $A$ is known.',
        'Use the cosine rule for the side opposite $A$: $PB^2 = PA^2 + AB^2 - 2(PA)(AB)\\cos A$.',
        `Start with $PB^2 = ${p}^2 + ${q}^2 - 2(${p})(${q})\\cos ${angle}^\\circ$.`,
      ],
      steps: [
        '$PB^2 = PA^2 + AB^2 - 2(PA)(AB)\\cos A$',
        `$PB^2 = ${p}^2 + ${q}^2 - 2(${p})(${q})\\cos ${angle}^\\circ \\approx ${fmt(d * d, 2)}$`,
        `$PB = \\sqrt{${fmt(d * d, 2)}} \\approx ${fixed(d, 1)}$ km`,
      ],
    };
  },
});

export const cosineRuleTemplates = [
  sasExact,
  sasRounded,
  sssAngle,
  triangleType,
  cosValue,
  parallelogram,
  navigation,
];
