/** Lesson: the cosine rule a² = b² + c² − 2bc cos A, and cos A = (b² + c² − a²) / 2bc. */
import { t1, t2, t4, parallelogramFigure } from './cosine-rule-kit';
import { defineTemplate } from './define-template';
import { fmt, frac, surd } from './exact';
import { TRIANGLE_NAMES } from './figure-kit';
import { redraw } from './redraw';
import { cosD, DEG, obliqueFigure, sinD } from './triangle-solving-kit';

const lesson = 'cosine-rule' as const;

/** b, c with b² + c² + bc a perfect square: the side opposite 120° is a whole number. */
const TRIPLES_120: [number, number, number][] = [
  [3, 5, 7],
  [5, 3, 7],
  [7, 8, 13],
  [8, 7, 13],
  [5, 16, 19],
  [16, 5, 19],
];

const sasExact = defineTemplate({
  id: `${lesson}/side-sas-exact-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.2,
  build(rng) {
    const frame = rng.pick([
      'figure-two-sides-included-angle',
      'unknown-adjacent-side-120',
      'roof-truss',
    ] as const);
    if (frame === 'unknown-adjacent-side-120') {
      const [p, q, r] = rng.pick(TRIPLES_120);
      const k = rng.int(1, 2);
      const [b, c, a] = [p * k, q * k, r * k];
      // a² = b² + c² + bc: with a and c known, b solves b² + cb + (c² − a²) = 0.
      const constant = c * c - a * a;
      return {
        question: `In $\\triangle ABC$, $AB = ${c}$ cm, $BC = ${a}$ cm and $m\\angle A = 120^\\circ$. Find $AC$, in cm.`,
        answer: String(b),
        unit: 'cm',
        facts: { triangles: [{ sides: [a, b, c] }] },
        figure: obliqueFigure(
          rng,
          ['A', 'B', 'C'],
          a,
          b,
          c,
          { sides: { AB: `${c} cm`, BC: `${a} cm`, CA: 'x' }, angles: { A: '120°' } },
          'Triangle ABC.',
        ),
        explanation: `$${a}^2 = x^2 + ${c}^2 - 2(${c})x\\cos 120^\\circ$, so $x^2 + ${c}x ${constant < 0 ? '-' : '+'} ${Math.abs(constant)} = 0$ and $x = ${b}$ (the other root is negative).`,
        frame,
        multiStep: true,
        hints: [
          'The unknown side $AC$ is next to the known angle: write the cosine rule for $BC$, the side opposite $\\angle A$.',
          '$BC^2 = AB^2 + AC^2 - 2(AB)(AC)\\cos A$ with $AC = x$ gives a quadratic equation in $x$.',
          `$\\cos 120^\\circ = -\\frac{1}{2}$, so $${a}^2 = x^2 + ${c}^2 + ${c}x$.`,
        ],
        steps: [
          `$${a}^2 = x^2 + ${c}^2 - 2(${c})x\\cos 120^\\circ = x^2 + ${c * c} + ${c}x$`,
          `$x^2 + ${c}x ${constant < 0 ? '-' : '+'} ${Math.abs(constant)} = 0$`,
          `$(x - ${b})(x + ${b + c}) = 0$; a length is positive, so $x = ${b}$ cm`,
        ],
      };
    }
    const A = frame === 'roof-truss' ? 120 : rng.pick([60, 120, 60]);
    const b = rng.int(2, 12);
    let c = rng.int(2, 12);
    while (c === b) c = rng.int(2, 12);
    // cos 60° = 1/2, cos 120° = −1/2: a² = b² + c² ∓ bc.
    const a2 = b * b + c * c + (A === 60 ? -b * c : b * c);
    const a = surd(1, a2);
    const truss = frame === 'roof-truss';
    const [nA, nB, nC] = truss ? (['R', 'P', 'Q'] as const) : rng.pick(TRIANGLE_NAMES);
    const unit = truss ? 'm' : 'cm';
    return {
      question: truss
        ? `Two rafters $${nA}${nB} = ${c}$ m and $${nA}${nC} = ${b}$ m of a roof truss meet at the ridge $${nA}$ at an angle of $120^\\circ$. Find the exact length of the tie beam $${nB}${nC}$, in m.`
        : `In $\\triangle ${nA}${nB}${nC}$, $${nA}${nB} = ${c}$ cm, $${nA}${nC} = ${b}$ cm and $m\\angle ${nA} = ${A}^\\circ$. Find the exact length of $${nB}${nC}$, in cm.`,
      answer: a.text,
      exact: true,
      unit,
      figure: obliqueFigure(
        rng,
        [nA, nB, nC],
        Math.sqrt(a2),
        b,
        c,
        {
          sides: {
            [`${nA}${nB}`]: `${c} ${unit}`,
            [`${nC}${nA}`]: `${b} ${unit}`,
            [`${nB}${nC}`]: 'x',
          },
          angles: { [nA]: `${A}°` },
        },
        truss ? `Roof truss ${nA}${nB}${nC} with the ridge at ${nA}.` : `Triangle ${nA}${nB}${nC}.`,
      ),
      explanation: `$${nB}${nC}^2 = ${b}^2 + ${c}^2 - 2 \\times ${b} \\times ${c} \\cos ${A}^\\circ = ${b * b + c * c} ${A === 60 ? '-' : '+'} ${b * c} = ${a2}$, so $${nB}${nC} = ${a.tex}$ ${unit}.`,
      frame,
      ...(truss ? { context: true } : {}),
      hints: [
        `Two sides and the angle between them are known: $${nB}${nC}$ is the side opposite $\\angle ${nA}$.`,
        `Use the cosine rule: $${nB}${nC}^2 = ${nA}${nB}^2 + ${nA}${nC}^2 - 2(${nA}${nB})(${nA}${nC})\\cos ${nA}$, with $\\cos ${A}^\\circ = ${A === 60 ? '' : '-'}\\frac{1}{2}$.`,
        `Start with $${nB}${nC}^2 = ${c}^2 + ${b}^2 - 2 \\times ${c} \\times ${b} \\cos ${A}^\\circ$.`,
      ],
      steps: [
        `$${nB}${nC}^2 = ${nA}${nB}^2 + ${nA}${nC}^2 - 2(${nA}${nB})(${nA}${nC})\\cos ${nA}$`,
        `$${nB}${nC}^2 = ${c}^2 + ${b}^2 - 2 \\times ${c} \\times ${b} \\cos ${A}^\\circ = ${b * b + c * c} ${A === 60 ? '-' : '+'} ${b * c} = ${a2}$`,
        `$${nB}${nC} = \\sqrt{${a2}} = ${a.tex}$ ${unit}`,
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
    const frame = rng.pick([
      'two-sides-angle-between',
      'named-triangle',
      'ships-leaving-port',
    ] as const);
    const A = rng.pick([35, 40, 48, 55, 72, 80, 95, 100, 110, 130, 140]);
    if (frame === 'ships-leaving-port') {
      const u = rng.int(8, 25);
      let v = rng.int(8, 25);
      while (v === u) v = rng.int(8, 25);
      const hours = rng.pick([2, 3, 4]);
      const [b, c] = [u * hours, v * hours];
      const d = Math.sqrt(b * b + c * c - 2 * b * c * cosD(A));
      return {
        question: `Two ships leave a port at the same time. One sails at $${u}$ km/h and the other at $${v}$ km/h, on straight courses with an angle of $${A}^\\circ$ between them. How far apart are they after $${hours}$ hours? Give your answer to the nearest tenth of a kilometre.`,
        answer: t1(d),
        decimals: 1,
        trueValue: d,
        unit: 'km',
        explanation: `After $${hours}$ hours the ships are $${b}$ km and $${c}$ km from the port; $d^2 = ${b}^2 + ${c}^2 - 2(${b})(${c})\\cos ${A}^\\circ$, so $d \\approx ${t1(d)}$ km.`,
        frame,
        multiStep: true,
        context: true,
        hints: [
          'The port and the two ships make a triangle: first find how far each ship has sailed.',
          'Distance = speed × time; then the angle at the port is between the two known sides.',
          `The sides from the port are $${u} \\times ${hours}$ km and $${v} \\times ${hours}$ km.`,
        ],
        steps: [
          `Distances from the port: $${u} \\times ${hours} = ${b}$ km and $${v} \\times ${hours} = ${c}$ km`,
          `$d^2 = ${b}^2 + ${c}^2 - 2(${b})(${c})\\cos ${A}^\\circ \\approx ${t2(d * d)}$`,
          `$d = \\sqrt{${t2(d * d)}} \\approx ${t1(d)}$ km`,
        ],
      };
    }
    const b = rng.int(4, 20);
    const c = rng.int(4, 20);
    const a = Math.sqrt(b * b + c * c - 2 * b * c * cosD(A));
    if (frame === 'named-triangle') {
      return {
        question: `In $\\triangle PQR$, $PQ = ${c}$ cm, $PR = ${b}$ cm and $m\\angle P = ${A}^\\circ$. Find $QR$ to the nearest tenth of a centimetre.`,
        answer: t1(a),
        decimals: 1,
        trueValue: a,
        unit: 'cm',
        explanation: `$QR^2 = ${c}^2 + ${b}^2 - 2(${c})(${b})\\cos ${A}^\\circ \\approx ${fmt(a * a, 3)}$, so $QR \\approx ${t1(a)}$ cm.`,
        frame,
        hints: [
          '$\\angle P$ lies between $PQ$ and $PR$, and $QR$ is the side opposite it.',
          'Use $QR^2 = PQ^2 + PR^2 - 2(PQ)(PR)\\cos P$.',
          `$QR^2 = ${c}^2 + ${b}^2 - 2(${c})(${b})\\cos ${A}^\\circ$.`,
        ],
        steps: [
          `$QR^2 = ${c}^2 + ${b}^2 - 2(${c})(${b})\\cos ${A}^\\circ \\approx ${fmt(a * a, 3)}$`,
          `$QR = \\sqrt{${fmt(a * a, 3)}} \\approx ${t1(a)}$ cm`,
        ],
      };
    }
    return {
      question: `Two sides of a triangle are $${b}$ cm and $${c}$ cm and the angle between them is $${A}^\\circ$. Find the third side to the nearest tenth of a centimetre.`,
      answer: t1(a),
      decimals: 1,
      trueValue: a,
      unit: 'cm',
      explanation: `$a^2 = ${b}^2 + ${c}^2 - 2(${b})(${c})\\cos ${A}^\\circ \\approx ${fmt(a * a, 3)}$, so $a \\approx ${t1(a)}$ cm.`,
      frame,
      hints: [
        'The angle between the two sides is known, so the third side is the one opposite that angle.',
        'Use the cosine rule: $a^2 = b^2 + c^2 - 2bc\\cos A$, then take the square root.',
        `Start with $a^2 = ${b}^2 + ${c}^2 - 2(${b})(${c})\\cos ${A}^\\circ$.`,
      ],
      steps: [
        '$a^2 = b^2 + c^2 - 2bc\\cos A$',
        `$a^2 = ${b}^2 + ${c}^2 - 2(${b})(${c})\\cos ${A}^\\circ \\approx ${fmt(a * a, 3)}$`,
        `$a = \\sqrt{${fmt(a * a, 3)}} \\approx ${t1(a)}$ cm`,
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

/** An angle from its cosine: exact when it is a whole number of degrees. */
function angleText(cosA: number): { A: number; special: boolean; text: string; tex: string } {
  const A = Math.acos(cosA) / DEG;
  const special = Math.abs(A - Math.round(A)) < 1e-9;
  const shown = special ? String(Math.round(A)) : t1(A);
  return { A, special, text: `${shown}°`, tex: `${shown}^\\circ` };
}

const sssAngle = defineTemplate({
  id: `${lesson}/angle-sss-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.5,
  build(rng) {
    const frame = rng.pick(['figure-three-sides', 'largest-angle', 'triangular-field'] as const);
    const [p, q, r] = rng.pick(SSS);
    const k = rng.int(1, 3);
    let [b, c] = rng.shuffle([p * k, q * k]) as [number, number];
    let a = r * k; // the angle asked is opposite a
    if (frame === 'largest-angle') {
      // The largest angle is opposite the longest side: make that side a.
      const sorted = [p * k, q * k, r * k].sort((x, y) => x - y) as [number, number, number];
      [b, c, a] = [sorted[0], sorted[1], sorted[2]];
      if (rng.chance(0.5)) [b, c] = [c, b];
    }
    const num = b * b + c * c - a * a;
    const angle = angleText(num / (2 * b * c));
    const field = frame === 'triangular-field';
    const [nA, nB, nC] = field ? (['P', 'Q', 'R'] as const) : rng.pick(TRIANGLE_NAMES);
    const unit = field ? ' m' : '';
    const round = angle.special ? '' : ' to the nearest tenth of a degree';
    const question = field
      ? `A triangular field $${nA}${nB}${nC}$ has sides $${nB}${nC} = ${a}$ m, $${nC}${nA} = ${b}$ m and $${nA}${nB} = ${c}$ m. Find the angle of the field at the corner $${nA}$, $m\\angle ${nA}$${round}.`
      : frame === 'largest-angle'
        ? `In $\\triangle ${nA}${nB}${nC}$, $${nB}${nC} = ${a}$, $${nC}${nA} = ${b}$ and $${nA}${nB} = ${c}$. Find the measure of the largest angle of the triangle${round}.`
        : `In $\\triangle ${nA}${nB}${nC}$, $${nB}${nC} = ${a}$, $${nC}${nA} = ${b}$ and $${nA}${nB} = ${c}$. Find $m\\angle ${nA}$${round}.`;
    const cosTex = frac(num, 2 * b * c).tex;
    const rel = angle.special ? '=' : '\\approx';
    return {
      question,
      answer: angle.text,
      ...(angle.special ? {} : { decimals: 1, trueValue: angle.A }),
      facts: { triangles: [{ sides: [a, b, c] }] },
      figure: obliqueFigure(
        rng,
        [nA, nB, nC],
        a,
        b,
        c,
        {
          sides: {
            [`${nB}${nC}`]: `${a}${unit}`,
            [`${nC}${nA}`]: `${b}${unit}`,
            [`${nA}${nB}`]: `${c}${unit}`,
          },
          ...(frame === 'largest-angle' ? {} : { angles: { [nA]: 'θ' } }),
        },
        field ? `The field ${nA}${nB}${nC}.` : `Triangle ${nA}${nB}${nC}.`,
      ),
      explanation: `$\\cos ${nA} = \\frac{${b}^2 + ${c}^2 - ${a}^2}{2 \\times ${b} \\times ${c}} = ${cosTex}$, so $m\\angle ${nA} ${rel} ${angle.tex}$.`,
      frame,
      ...(field ? { context: true } : {}),
      ...(frame === 'largest-angle' ? { multiStep: true } : {}),
      hints:
        frame === 'largest-angle'
          ? [
              'The largest angle of a triangle is opposite its longest side.',
              `The longest side is $${nB}${nC} = ${a}$, so find $\\angle ${nA}$ with $\\cos ${nA} = \\frac{${nA}${nB}^2 + ${nA}${nC}^2 - ${nB}${nC}^2}{2(${nA}${nB})(${nA}${nC})}$.`,
              `Start with $\\cos ${nA} = \\frac{${b}^2 + ${c}^2 - ${a}^2}{2 \\times ${b} \\times ${c}}$.`,
            ]
          : [
              `All three sides are known, and $\\angle ${nA}$ is opposite the side $${nB}${nC}$.`,
              `Rearrange the cosine rule: $\\cos ${nA} = \\frac{${nA}${nB}^2 + ${nA}${nC}^2 - ${nB}${nC}^2}{2(${nA}${nB})(${nA}${nC})}$.`,
              `Start with $\\cos ${nA} = \\frac{${b}^2 + ${c}^2 - ${a}^2}{2 \\times ${b} \\times ${c}}$.`,
            ],
      steps: [
        ...(frame === 'largest-angle'
          ? [`The longest side is $${nB}${nC} = ${a}$, so the largest angle is $\\angle ${nA}$.`]
          : []),
        `$\\cos ${nA} = \\frac{${b}^2 + ${c}^2 - ${a}^2}{2 \\times ${b} \\times ${c}} = ${cosTex}$`,
        `$m\\angle ${nA} = \\cos^{-1}\\left(${cosTex}\\right) ${rel} ${angle.tex}$`,
      ],
    };
  },
});

const RIGHT: [number, number, number][] = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [6, 8, 10],
  [7, 24, 25],
];
const ACUTE: [number, number, number][] = [
  [4, 5, 6],
  [5, 6, 7],
  [6, 7, 8],
  [7, 8, 9],
  [5, 5, 6],
];
const OBTUSE: [number, number, number][] = [
  [3, 5, 7],
  [4, 6, 9],
  [5, 7, 10],
  [2, 5, 6],
  [6, 8, 11],
];
const NONE: [number, number, number][] = [
  [2, 3, 6],
  [3, 4, 8],
  [1, 5, 7],
  [4, 5, 10],
];

const triangleType = defineTemplate({
  id: `${lesson}/acute-right-or-obtuse`,
  lesson,
  type: 'MCQ',
  b: 0,
  build(rng) {
    const frame = rng.pick([
      'three-sides-classify',
      'one-angle-classify',
      'garden-classify',
    ] as const);
    if (frame === 'one-angle-classify') {
      // ∠A is opposite a, which need not be the longest side.
      const kind = rng.int(0, 2);
      const [x, y, z] = rng.pick(kind === 0 ? RIGHT : kind === 1 ? ACUTE : OBTUSE);
      const pickLongest = kind !== 1 ? rng.chance(0.7) : rng.chance(0.5);
      const a = pickLongest ? z : rng.pick([x, y]);
      const [b, c] = rng.shuffle(
        pickLongest ? [x, y] : [x, y, z].filter((s, i) => !(s === a && i === [x, y, z].indexOf(a))),
      );
      if (b === undefined || c === undefined) redraw('a side is missing');
      const num = b * b + c * c - a * a;
      const words = ['Acute', 'Right', 'Obtuse', 'It cannot be decided from the sides'];
      const verdict = num > 0 ? 0 : num === 0 ? 1 : 2;
      const answer = words[verdict] ?? '';
      return {
        question: `In $\\triangle ABC$, $a = ${a}$, $b = ${b}$ and $c = ${c}$. What kind of angle is $\\angle A$?`,
        answer,
        wrong: words
          .filter((_, i) => i !== verdict)
          .map((t) => ({
            text: t,
            mistake: t.startsWith('It')
              ? 'thought an angle must be measured, not worked out from the sides'
              : 'read the sign of cos A wrongly (or looked at the wrong side)',
          })),
        facts: { triangles: [{ sides: [a, b, c] }] },
        explanation: `$\\cos A = \\frac{b^2 + c^2 - a^2}{2bc}$ has the sign of $${b * b} + ${c * c} - ${a * a} = ${num}$, so the answer is: ${answer}.`,
        frame,
        hints: [
          'The sign of $\\cos A$ tells you the kind of angle: you do not need the angle itself.',
          '$\\cos A = \\frac{b^2 + c^2 - a^2}{2bc}$: the bottom is positive, so look at the sign of $b^2 + c^2 - a^2$.',
          `Work out $${b}^2 + ${c}^2 - ${a}^2$.`,
        ],
        steps: [
          `$b^2 + c^2 - a^2 = ${b * b} + ${c * c} - ${a * a} = ${num}$`,
          `So $\\cos A ${num > 0 ? '> 0' : num === 0 ? '= 0' : '< 0'}$, and $\\angle A$ is: ${answer}`,
        ],
      };
    }
    const kind = rng.int(0, frame === 'garden-classify' ? 2 : 3);
    const sides = rng.pick(kind === 0 ? RIGHT : kind === 1 ? ACUTE : kind === 2 ? OBTUSE : NONE);
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
    const garden = frame === 'garden-classify';
    const k = garden ? rng.int(2, 4) : 1;
    return {
      question: garden
        ? `A triangular flower garden has sides of $${(shown[0] ?? 0) * k}$ m, $${(shown[1] ?? 0) * k}$ m and $${(shown[2] ?? 0) * k}$ m. What kind of triangle is it?`
        : `A triangle is to have sides $${shown[0]}$, $${shown[1]}$ and $${shown[2]}$. What kind of triangle is it?`,
      answer: text[verdict] ?? '',
      ...(garden
        ? { facts: { triangles: [{ sides: [x * k, y * k, z * k] }] } }
        : {
            facts: {
              illPosedOnPurpose: 'the question asks whether a triangle with these sides exists',
            },
          }),
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
          : `Compare the longest side squared with the others: $${z * k}^2 = ${z * z * k * k}$ and $${x * k}^2 + ${y * k}^2 = ${(x * x + y * y) * k * k}$; ${verdict === 0 ? 'they are equal, so the angle opposite is right' : verdict === 1 ? 'the largest angle is acute' : 'the largest angle is obtuse'}.`,
      frame,
      ...(garden ? { context: true } : {}),
      hints: [
        'Check the triangle inequality first, then look at the angle opposite the longest side.',
        'Compare the square of the longest side with the sum of the squares of the other two sides.',
        `Here the longest side is $${z * k}$: compare $${z * k}^2$ with $${x * k}^2 + ${y * k}^2$.`,
      ],
      steps:
        verdict === 3
          ? [
              `$${x} + ${y} = ${x + y} \\le ${z}$: the two shorter sides do not reach past the longest.`,
              'So: No triangle has these sides.',
            ]
          : [
              `The sides pass the triangle inequality: $${x * k} + ${y * k} = ${(x + y) * k} > ${z * k}$.`,
              `$${z * k}^2 = ${z * z * k * k}$ and $${x * k}^2 + ${y * k}^2 = ${(x * x + y * y) * k * k}$, so $${z * k}^2 ${verdict === 0 ? '=' : verdict === 1 ? '<' : '>'} ${x * k}^2 + ${y * k}^2$.`,
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
    const frame = rng.pick(['three-sides-cosine', 'cosine-of-b', 'sine-from-cosine'] as const);
    const [p, q, r] = rng.pick(SSS);
    const [b, c] = rng.shuffle([p, q]) as [number, number];
    const a = r;
    const opt = (n: number, d: number): string => `$${frac(n, d).tex}$`;
    if (frame === 'cosine-of-b') {
      const num = a * a + c * c - b * b;
      return {
        question: `In $\\triangle ABC$, $a = ${a}$, $b = ${b}$ and $c = ${c}$. Find $\\cos B$.`,
        answer: opt(num, 2 * a * c),
        wrong: [
          { text: opt(-num, 2 * a * c), mistake: 'subtracted in the wrong order (sign error)' },
          { text: opt(num, a * c), mistake: 'forgot the 2 in 2ac' },
          { text: opt(b * b + c * c - a * a, 2 * b * c), mistake: 'found cos A instead of cos B' },
          { text: opt(a * a + b * b - c * c, 2 * a * b), mistake: 'found cos C instead of cos B' },
        ],
        facts: { triangles: [{ sides: [a, b, c] }] },
        explanation: `$\\cos B = \\frac{a^2 + c^2 - b^2}{2ac} = \\frac{${a * a} + ${c * c} - ${b * b}}{${2 * a * c}} = ${frac(num, 2 * a * c).tex}$.`,
        frame,
        hints: [
          '$\\angle B$ is opposite the side $b$; the other two sides enclose it.',
          'Use $\\cos B = \\frac{a^2 + c^2 - b^2}{2ac}$.',
          `Start with $\\cos B = \\frac{${a}^2 + ${c}^2 - ${b}^2}{2 \\times ${a} \\times ${c}}$.`,
        ],
        steps: [
          '$\\cos B = \\frac{a^2 + c^2 - b^2}{2ac}$',
          `$\\cos B = \\frac{${a * a} + ${c * c} - ${b * b}}{${2 * a * c}} = ${frac(num, 2 * a * c).tex}$`,
        ],
      };
    }
    const num = b * b + c * c - a * a;
    if (frame === 'sine-from-cosine') {
      const den = 2 * b * c;
      // sin A = √(den² − num²) / den, positive in a triangle.
      const sin = surd(1, den * den - num * num, den);
      const sOpt = (e: { tex: string }): string => `$${e.tex}$`;
      return {
        question: `In $\\triangle ABC$, $a = ${a}$, $b = ${b}$ and $c = ${c}$. Find the exact value of $\\sin A$.`,
        answer: sOpt(sin),
        wrong: [
          { text: opt(num, den), mistake: 'gave cos A instead of sin A' },
          { text: opt(den - Math.abs(num), den), mistake: 'took sin A = 1 − cos A' },
          {
            text: sOpt(surd(1, (den - num) * den, den)),
            mistake: 'took sin A = √(1 − cos A) (forgot to square the cosine)',
          },
          { text: opt(a, b), mistake: 'took sin A as a ratio of two sides' },
        ],
        facts: { triangles: [{ sides: [a, b, c] }] },
        explanation: `$\\cos A = ${frac(num, den).tex}$, and $\\sin A = \\sqrt{1 - \\cos^2 A} = ${sin.tex}$ (positive, as $A$ is an angle of a triangle).`,
        frame,
        multiStep: true,
        hints: [
          'Find $\\cos A$ from the three sides first.',
          'Then use $\\sin^2 A + \\cos^2 A = 1$; $\\sin A > 0$ in a triangle.',
          `$\\cos A = \\frac{${b}^2 + ${c}^2 - ${a}^2}{2 \\times ${b} \\times ${c}}$.`,
        ],
        steps: [
          `$\\cos A = \\frac{${b * b} + ${c * c} - ${a * a}}{${den}} = ${frac(num, den).tex}$`,
          `$\\sin^2 A = 1 - \\left(${frac(num, den).tex}\\right)^2 = ${frac(den * den - num * num, den * den).tex}$`,
          `$\\sin A = ${sin.tex}$`,
        ],
      };
    }
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
      frame,
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
    const frame = rng.pick([
      'figure-parallelogram-diagonal',
      'long-diagonal',
      'gate-brace',
    ] as const);
    const theta = frame === 'long-diagonal' ? 60 : rng.pick([60, 120]);
    const scale = frame === 'gate-brace' ? 10 : 1;
    const p0 = rng.int(3, 10);
    let q0 = rng.int(3, 10);
    while (q0 === p0) q0 = rng.int(3, 10);
    const [p, q] = [p0 * scale, q0 * scale];
    const long = frame === 'long-diagonal';
    // BD is opposite the angle A = θ; AC is opposite the angle B = 180° − θ.
    const sign = long ? 1 : theta === 60 ? -1 : 1;
    const d2 = p * p + q * q + sign * p * q;
    const d = surd(1, d2);
    const diagonal = long ? 'AC' : 'BD';
    const gate = frame === 'gate-brace';
    return {
      question: gate
        ? `A garden gate is a parallelogram $ABCD$ with $AB = ${p}$ cm, $AD = ${q}$ cm and $m\\angle DAB = ${theta}^\\circ$. A straight brace is fixed along the diagonal $BD$. Find its exact length, in cm.`
        : `$ABCD$ is a parallelogram with $AB = ${p}$ cm, $AD = ${q}$ cm and $m\\angle DAB = ${theta}^\\circ$. Find the exact length of the diagonal $${diagonal}$, in cm.`,
      answer: d.text,
      exact: true,
      unit: 'cm',
      figure: parallelogramFigure({
        p,
        q,
        theta,
        unit: 'cm',
        diagonal,
        caption: gate
          ? 'The gate ABCD with the brace BD dashed.'
          : `Parallelogram ABCD with the diagonal ${diagonal} dashed.`,
      }),
      explanation: long
        ? `$m\\angle ABC = 180^\\circ - ${theta}^\\circ = 120^\\circ$; in $\\triangle ABC$: $AC^2 = ${p}^2 + ${q}^2 - 2(${p})(${q})\\cos 120^\\circ = ${d2}$, so $AC = ${d.tex}$ cm.`
        : `In $\\triangle ABD$: $BD^2 = ${p}^2 + ${q}^2 - 2(${p})(${q})\\cos ${theta}^\\circ = ${d2}$, so $BD = ${d.tex}$ cm.`,
      frame,
      ...(gate ? { context: true } : {}),
      ...(long ? { multiStep: true } : {}),
      hints: long
        ? [
            'The diagonal $AC$ cuts off $\\triangle ABC$, where $BC = AD$: you need the angle at $B$.',
            'Adjacent angles of a parallelogram add up to $180^\\circ$; then use the cosine rule in $\\triangle ABC$.',
            `$m\\angle ABC = 180^\\circ - ${theta}^\\circ$.`,
          ]
        : [
            'The diagonal $BD$ cuts the parallelogram into two triangles: work in $\\triangle ABD$.',
            'In $\\triangle ABD$ two sides and the angle between them are known: use the cosine rule.',
            `Start with $BD^2 = ${p}^2 + ${q}^2 - 2(${p})(${q})\\cos ${theta}^\\circ$.`,
          ],
      steps: long
        ? [
            `$m\\angle ABC = 180^\\circ - ${theta}^\\circ = 120^\\circ$ and $BC = AD = ${q}$ cm`,
            `$AC^2 = ${p}^2 + ${q}^2 - 2(${p})(${q})\\cos 120^\\circ = ${d2}$`,
            `$AC = \\sqrt{${d2}} = ${d.tex}$ cm`,
          ]
        : [
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
    const frame = rng.pick(['ship-two-legs', 'hiker-two-legs', 'angle-at-port'] as const);
    const p = rng.int(5, 25);
    let q = rng.int(5, 25);
    while (q === p) q = rng.int(5, 25);
    const angle = rng.pick([50, 65, 75, 100, 110, 115, 125, 140]);
    const d = Math.sqrt(p * p + q * q - 2 * p * q * cosD(angle));
    const km = (x: number): string => `$${t1(x)}$ km`;
    const figure = obliqueFigure(
      rng,
      ['A', 'P', 'B'],
      d,
      q,
      p,
      { sides: { AP: `${p} km`, BA: `${q} km` }, angles: { A: `${angle}°` } },
      frame === 'hiker-two-legs'
        ? 'The path P to A to B of a hiker, and the straight line PB.'
        : 'The path P to A to B of a ship, and the straight line PB.',
    );
    if (frame === 'angle-at-port') {
      const cosP = (p * p + d * d - q * q) / (2 * p * d);
      const P = Math.acos(cosP) / DEG;
      const B = 180 - angle - P;
      const deg = (x: number): string => `$${t1(x)}^\\circ$`;
      return {
        question: `A ship sails $${p}$ km from port $P$ to $A$, then turns and sails $${q}$ km to $B$, so that $m\\angle PAB = ${angle}^\\circ$. Find $m\\angle APB$, the angle at the port between its first course and the line to $B$, to one decimal place.`,
        answer: deg(P),
        wrong: [
          { text: deg(B), mistake: 'found the angle at B instead of the angle at P' },
          { text: deg(180 - P), mistake: 'took the obtuse angle with the same sine' },
          { text: deg(180 - angle), mistake: 'took the turn as the angle at the port' },
          { text: deg(90 - P), mistake: 'gave the complement of the angle' },
        ],
        figure,
        explanation: `$PB^2 = ${p}^2 + ${q}^2 - 2(${p})(${q})\\cos ${angle}^\\circ$, so $PB \\approx ${t2(d)}$ km; $\\cos P = \\frac{PA^2 + PB^2 - AB^2}{2(PA)(PB)}$ gives $m\\angle APB \\approx ${t1(P)}^\\circ$.`,
        frame,
        multiStep: true,
        context: true,
        hints: [
          'Find $PB$ first: it is opposite the known angle at $A$.',
          'Then all three sides are known: use $\\cos P = \\frac{PA^2 + PB^2 - AB^2}{2(PA)(PB)}$.',
          `$PB^2 = ${p}^2 + ${q}^2 - 2(${p})(${q})\\cos ${angle}^\\circ$.`,
        ],
        steps: [
          'Values are shown rounded; keep them unrounded in your calculator.',
          `$PB^2 = ${p}^2 + ${q}^2 - 2(${p})(${q})\\cos ${angle}^\\circ \\approx ${t2(d * d)}$, so $PB \\approx ${t2(d)}$ km`,
          `$\\cos P = \\frac{${p}^2 + ${t2(d)}^2 - ${q}^2}{2(${p})(${t2(d)})} \\approx ${t4(cosP)}$`,
          `$m\\angle APB = \\cos^{-1}(${t4(cosP)}) \\approx ${t1(P)}^\\circ$`,
        ],
      };
    }
    const hiker = frame === 'hiker-two-legs';
    return {
      question: hiker
        ? `A hiker walks $${p}$ km from a camp $P$ to a spring $A$, then turns and walks $${q}$ km to a hut $B$, so that $m\\angle PAB = ${angle}^\\circ$. Find the straight-line distance $PB$ from the camp to the hut to one decimal place.`
        : `A ship sails $${p}$ km from port $P$ to $A$, then turns and sails $${q}$ km to $B$, so that $m\\angle PAB = ${angle}^\\circ$. Find its distance $PB$ from the port to one decimal place.`,
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
      figure,
      explanation: `$PB^2 = ${p}^2 + ${q}^2 - 2(${p})(${q})\\cos ${angle}^\\circ \\approx ${fmt(d * d, 2)}$, so $PB \\approx ${t1(d)}$ km.`,
      frame,
      context: true,
      hints: [
        'The path and the straight line back make a triangle $PAB$; the angle at $A$ is known.',
        'Use the cosine rule for the side opposite $A$: $PB^2 = PA^2 + AB^2 - 2(PA)(AB)\\cos A$.',
        `Start with $PB^2 = ${p}^2 + ${q}^2 - 2(${p})(${q})\\cos ${angle}^\\circ$.`,
      ],
      steps: [
        '$PB^2 = PA^2 + AB^2 - 2(PA)(AB)\\cos A$',
        `$PB^2 = ${p}^2 + ${q}^2 - 2(${p})(${q})\\cos ${angle}^\\circ \\approx ${fmt(d * d, 2)}$`,
        `$PB = \\sqrt{${fmt(d * d, 2)}} \\approx ${t1(d)}$ km`,
      ],
    };
  },
});

const whichFormula = defineTemplate({
  id: `${lesson}/which-formula`,
  lesson,
  type: 'MCQ',
  b: -1.3,
  build(rng) {
    const frame = rng.pick(['side-formula', 'angle-formula', 'numbers-substituted'] as const);
    if (frame === 'numbers-substituted') {
      const b = rng.int(3, 15);
      let c = rng.int(3, 15);
      while (c === b) c = rng.int(3, 15);
      const A = rng.int(25, 140);
      if (A === 90) redraw('a right angle');
      const answer = `$${b}^2 + ${c}^2 - 2(${b})(${c})\\cos ${A}^\\circ$`;
      return {
        question: `In $\\triangle ABC$, $b = ${b}$ cm, $c = ${c}$ cm and $m\\angle A = ${A}^\\circ$. Which expression gives $a^2$?`,
        answer,
        wrong: [
          {
            text: `$${b}^2 + ${c}^2 + 2(${b})(${c})\\cos ${A}^\\circ$`,
            mistake: 'used + 2bc cos A',
          },
          {
            text: `$${b}^2 + ${c}^2 - 2(${b})(${c})\\sin ${A}^\\circ$`,
            mistake: 'used sin A instead of cos A',
          },
          { text: `$${b}^2 + ${c}^2$`, mistake: 'used Pythagoras although the angle is not 90°' },
          {
            text: `$(${b} + ${c})^2 - 2(${b})(${c})\\cos ${A}^\\circ$`,
            mistake: 'squared the sum of the sides',
          },
        ],
        explanation: `$a^2 = b^2 + c^2 - 2bc\\cos A$, so $a^2$ = ${answer}.`,
        frame,
        hints: [
          '$a$ is opposite $\\angle A$, which lies between $b$ and $c$.',
          'The cosine rule: $a^2 = b^2 + c^2 - 2bc\\cos A$; put the numbers in.',
        ],
        steps: ['$a^2 = b^2 + c^2 - 2bc\\cos A$', `So $a^2$ = ${answer}`],
      };
    }
    const [[x, X], [y], [z]] = rng.shuffle([
      ['a', 'A'],
      ['b', 'B'],
      ['c', 'C'],
    ] as [string, string][]) as [[string, string], [string, string], [string, string]];
    if (frame === 'side-formula') {
      const answer = `$${x}^2 = ${y}^2 + ${z}^2 - 2${y}${z}\\cos ${X}$`;
      return {
        question: `In $\\triangle ABC$, $a$, $b$ and $c$ are the sides opposite the angles $A$, $B$ and $C$. Which statement is the cosine rule for the side $${x}$?`,
        answer,
        wrong: [
          { text: `$${x}^2 = ${y}^2 + ${z}^2 + 2${y}${z}\\cos ${X}$`, mistake: 'used + 2bc cos A' },
          {
            text: `$${x}^2 = ${y}^2 + ${z}^2 - 2${y}${z}\\sin ${X}$`,
            mistake: 'used sin instead of cos',
          },
          { text: `$${x}^2 = ${y}^2 + ${z}^2 - ${y}${z}\\cos ${X}$`, mistake: 'forgot the 2' },
          {
            text: `$${x} = ${y} + ${z} - 2${y}${z}\\cos ${X}$`,
            mistake: 'forgot to square the sides',
          },
        ],
        explanation: `The side opposite $${X}$ is found from the other two sides and the angle between them: ${answer}.`,
        frame,
        hints: [
          `$${x}$ is opposite $\\angle ${X}$, which lies between $${y}$ and $${z}$.`,
          'It looks like Pythagoras with a correction term that uses the cosine of the angle.',
        ],
        steps: [
          `$\\angle ${X}$ is between $${y}$ and $${z}$, and $${x}$ is opposite it.`,
          `So ${answer}`,
        ],
      };
    }
    const answer = `$\\cos ${X} = \\frac{${y}^2 + ${z}^2 - ${x}^2}{2${y}${z}}$`;
    return {
      question: `In $\\triangle ABC$, $a$, $b$ and $c$ are the sides opposite the angles $A$, $B$ and $C$. Which statement gives $\\cos ${X}$ from the three sides?`,
      answer,
      wrong: [
        {
          text: `$\\cos ${X} = \\frac{${x}^2 + ${y}^2 - ${z}^2}{2${x}${y}}$`,
          mistake: 'used the side opposite the angle in the denominator',
        },
        {
          text: `$\\cos ${X} = \\frac{${y}^2 + ${z}^2 + ${x}^2}{2${y}${z}}$`,
          mistake: 'added the square of the opposite side',
        },
        {
          text: `$\\cos ${X} = \\frac{${y}^2 + ${z}^2 - ${x}^2}{${y}${z}}$`,
          mistake: 'forgot the 2',
        },
        {
          text: `$\\cos ${X} = \\frac{${x}^2 - ${y}^2 - ${z}^2}{2${y}${z}}$`,
          mistake: 'subtracted in the wrong order (sign error)',
        },
      ],
      explanation: `Rearranging $${x}^2 = ${y}^2 + ${z}^2 - 2${y}${z}\\cos ${X}$ gives ${answer}.`,
      frame,
      hints: [
        `Start from the cosine rule for the side $${x}$ opposite $\\angle ${X}$.`,
        `$${x}^2 = ${y}^2 + ${z}^2 - 2${y}${z}\\cos ${X}$: make $\\cos ${X}$ the subject.`,
      ],
      steps: [
        `$${x}^2 = ${y}^2 + ${z}^2 - 2${y}${z}\\cos ${X}$, so $2${y}${z}\\cos ${X} = ${y}^2 + ${z}^2 - ${x}^2$`,
        `So ${answer}`,
      ],
    };
  },
});

const givenCosine = defineTemplate({
  id: `${lesson}/side-with-given-cosine`,
  lesson,
  type: 'short_answer',
  b: -0.8,
  build(rng) {
    const frame = rng.pick(['cos-given-fraction', 'right-angle-case', 'a-squared'] as const);
    const b = rng.int(2, 12);
    let c = rng.int(2, 12);
    while (c === b) c = rng.int(2, 12);
    if (frame === 'a-squared') {
      const A = rng.pick([60, 120]);
      const a2 = b * b + c * c + (A === 60 ? -b * c : b * c);
      return {
        question: `In $\\triangle ABC$, $b = ${b}$ cm, $c = ${c}$ cm and $m\\angle A = ${A}^\\circ$. Find $a^2$, in cm$^2$.`,
        answer: String(a2),
        unit: 'cm²',
        explanation: `$a^2 = ${b}^2 + ${c}^2 - 2(${b})(${c})\\cos ${A}^\\circ = ${a2}$.`,
        frame,
        hints: [
          'The angle between $b$ and $c$ is known: the cosine rule gives $a^2$ directly.',
          `$\\cos ${A}^\\circ = ${A === 60 ? '' : '-'}\\frac{1}{2}$, so $2bc\\cos A = ${A === 60 ? '' : '-'}bc$.`,
        ],
        steps: [
          `$a^2 = ${b}^2 + ${c}^2 - 2(${b})(${c})\\cos ${A}^\\circ = ${b * b + c * c} ${A === 60 ? '-' : '+'} ${b * c}$`,
          `$a^2 = ${a2}$`,
        ],
      };
    }
    if (frame === 'right-angle-case') {
      const a = surd(1, b * b + c * c);
      return {
        question: `In $\\triangle ABC$, $b = ${b}$ cm, $c = ${c}$ cm and $m\\angle A = 90^\\circ$. Use the cosine rule to find the exact length of $a$, in cm.`,
        answer: a.text,
        exact: true,
        unit: 'cm',
        explanation: `$\\cos 90^\\circ = 0$, so $a^2 = ${b}^2 + ${c}^2 = ${b * b + c * c}$ and $a = ${a.tex}$ cm (Pythagoras is the cosine rule at $90^\\circ$).`,
        frame,
        hints: [
          'Write the cosine rule for $a$ and put in $\\cos 90^\\circ$.',
          '$\\cos 90^\\circ = 0$: the last term disappears.',
        ],
        steps: [
          `$a^2 = ${b}^2 + ${c}^2 - 2(${b})(${c})\\cos 90^\\circ = ${b * b} + ${c * c} - 0 = ${b * b + c * c}$`,
          `$a = \\sqrt{${b * b + c * c}} = ${a.tex}$ cm`,
        ],
      };
    }
    // cos A = n/d with d dividing 2bc, so that a² is a whole number.
    const [n, d] = rng.pick([
      [1, 4],
      [1, 3],
      [-1, 4],
      [-1, 3],
      [3, 4],
      [2, 3],
      [-2, 3],
      [1, 6],
    ] as [number, number][]);
    if ((2 * b * c * n) % d !== 0) redraw('a² would not be whole');
    const a2 = b * b + c * c - (2 * b * c * n) / d;
    const a = surd(1, a2);
    const term = (2 * b * c * n) / d;
    return {
      question: `In $\\triangle ABC$, $b = ${b}$ cm, $c = ${c}$ cm and $\\cos A = ${frac(n, d).tex}$. Find the exact length of $a$, in cm.`,
      answer: a.text,
      exact: true,
      unit: 'cm',
      explanation: `$a^2 = ${b}^2 + ${c}^2 - 2(${b})(${c})\\left(${frac(n, d).tex}\\right) = ${a2}$, so $a = ${a.tex}$ cm.`,
      frame,
      hints: [
        'You do not need the angle: the cosine rule uses $\\cos A$ itself.',
        `$a^2 = b^2 + c^2 - 2bc\\cos A$ with $\\cos A = ${frac(n, d).tex}$.`,
        `$2bc\\cos A = 2(${b})(${c})\\left(${frac(n, d).tex}\\right) = ${term}$.`,
      ],
      steps: [
        `$a^2 = ${b}^2 + ${c}^2 - 2(${b})(${c})\\left(${frac(n, d).tex}\\right) = ${b * b + c * c} ${term < 0 ? '+' : '-'} ${Math.abs(term)} = ${a2}$`,
        `$a = \\sqrt{${a2}} = ${a.tex}$ cm`,
      ],
    };
  },
});

const field = defineTemplate({
  id: `${lesson}/triangular-field-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 1,
  build(rng) {
    const frame = rng.pick(['field-largest-angle', 'field-area', 'roof-truss-pitch'] as const);
    // A truss spans a few metres (half-metre steps); a field tens of metres.
    const [p, q, r] = rng.pick(
      frame === 'roof-truss-pitch' ? SSS.filter((t) => Math.max(...t) <= 13) : SSS,
    );
    const k = frame === 'roof-truss-pitch' ? rng.pick([0.5, 1, 1.5]) : rng.int(2, 6) * 5;
    const sorted = [p * k, q * k, r * k].sort((x, y) => x - y) as [number, number, number];
    const truss = frame === 'roof-truss-pitch';
    // Truss: the tie beam BC is the longest side; the pitch is the angle at an eave B.
    // Field: a = BC longest, opposite the largest angle A.
    const [a, b, c] = truss
      ? [sorted[2], sorted[0], sorted[1]]
      : rng.chance(0.5)
        ? [sorted[2], sorted[0], sorted[1]]
        : [sorted[2], sorted[1], sorted[0]];
    const cosA = (b * b + c * c - a * a) / (2 * b * c);
    const A = Math.acos(cosA) / DEG;
    const cosB = (a * a + c * c - b * b) / (2 * a * c);
    const B = Math.acos(cosB) / DEG;
    const area = 0.5 * b * c * sinD(A);
    const [nA, nB, nC] = ['A', 'B', 'C'];
    const figure = obliqueFigure(
      rng,
      [nA, nB, nC],
      a,
      b,
      c,
      {
        sides: { BC: `${a} m`, CA: `${b} m`, AB: `${c} m` },
        // Only the truss marks its angle: marking the field's largest angle would name it.
        ...(truss ? { angles: { B: 'θ' } } : {}),
      },
      truss ? 'Roof truss ABC: rafters AB and AC, tie beam BC.' : 'The field ABC.',
    );
    const facts = { triangles: [{ sides: [a, b, c] }] };
    if (frame === 'roof-truss-pitch') {
      const angle = angleText(cosB);
      return {
        question: `A roof truss $ABC$ has rafters $AB = ${c}$ m and $AC = ${b}$ m and a tie beam $BC = ${a}$ m. Find the angle $\\theta$ between the rafter $AB$ and the tie beam${angle.special ? '' : ', to the nearest tenth of a degree'}.`,
        answer: angle.text,
        ...(angle.special ? {} : { decimals: 1, trueValue: B }),
        facts,
        figure,
        explanation: `$\\cos B = \\frac{${a}^2 + ${c}^2 - ${b}^2}{2(${a})(${c})} = ${frac(a * a + c * c - b * b, 2 * a * c).tex}$, so $\\theta ${angle.special ? '=' : '\\approx'} ${angle.tex}$.`,
        frame,
        context: true,
        hints: [
          'The angle $\\theta$ is at $B$, between $AB$ and $BC$; the side opposite it is $AC$.',
          'Use $\\cos B = \\frac{AB^2 + BC^2 - AC^2}{2(AB)(BC)}$.',
          `$\\cos B = \\frac{${c}^2 + ${a}^2 - ${b}^2}{2(${c})(${a})}$.`,
        ],
        steps: [
          `$\\cos B = \\frac{${c}^2 + ${a}^2 - ${b}^2}{2(${c})(${a})} = ${frac(a * a + c * c - b * b, 2 * a * c).tex}$`,
          `$\\theta = \\cos^{-1}\\left(${frac(a * a + c * c - b * b, 2 * a * c).tex}\\right) ${angle.special ? '=' : '\\approx'} ${angle.tex}$`,
        ],
      };
    }
    const cosTex = frac(b * b + c * c - a * a, 2 * b * c).tex;
    if (frame === 'field-area') {
      return {
        question: `A triangular field $ABC$ has sides $BC = ${a}$ m, $CA = ${b}$ m and $AB = ${c}$ m. Find its area, to the nearest tenth of a square metre.`,
        answer: t1(area),
        decimals: 1,
        trueValue: area,
        unit: 'm²',
        facts,
        figure,
        explanation: `$\\cos A = ${cosTex}$, so $m\\angle A \\approx ${t1(A)}^\\circ$; the area is $\\frac{1}{2}(${b})(${c})\\sin A \\approx ${t1(area)}$ m$^2$.`,
        frame,
        multiStep: true,
        context: true,
        hints: [
          'Find one angle first; then the area is $\\frac{1}{2}$ × two sides × the sine of the angle between them.',
          'Use $\\cos A = \\frac{AB^2 + AC^2 - BC^2}{2(AB)(AC)}$, then the area $\\frac{1}{2}(AB)(AC)\\sin A$.',
          `$\\cos A = \\frac{${c}^2 + ${b}^2 - ${a}^2}{2(${c})(${b})}$.`,
        ],
        steps: [
          'Values are shown rounded; keep them unrounded in your calculator.',
          `$\\cos A = \\frac{${c}^2 + ${b}^2 - ${a}^2}{2(${c})(${b})} = ${cosTex}$, so $m\\angle A \\approx ${t1(A)}^\\circ$`,
          `Area $= \\frac{1}{2}(${b})(${c})\\sin A \\approx ${t1(area)}$ m$^2$`,
        ],
      };
    }
    const angle = angleText(cosA);
    return {
      question: `A triangular field $ABC$ has sides $BC = ${a}$ m, $CA = ${b}$ m and $AB = ${c}$ m. Find the largest angle of the field${angle.special ? '' : ', to the nearest tenth of a degree'}.`,
      answer: angle.text,
      ...(angle.special ? {} : { decimals: 1, trueValue: A }),
      facts,
      figure,
      explanation: `The largest angle is opposite the longest side $BC$: $\\cos A = ${cosTex}$, so $m\\angle A ${angle.special ? '=' : '\\approx'} ${angle.tex}$.`,
      frame,
      multiStep: true,
      context: true,
      hints: [
        'The largest angle is opposite the longest side.',
        `The longest side is $BC$, so find $\\angle A$ with $\\cos A = \\frac{AB^2 + AC^2 - BC^2}{2(AB)(AC)}$.`,
        `$\\cos A = \\frac{${c}^2 + ${b}^2 - ${a}^2}{2(${c})(${b})}$.`,
      ],
      steps: [
        `$BC = ${a}$ m is the longest side, so the largest angle is $\\angle A$.`,
        `$\\cos A = \\frac{${c}^2 + ${b}^2 - ${a}^2}{2(${c})(${b})} = ${cosTex}$`,
        `$m\\angle A = \\cos^{-1}\\left(${cosTex}\\right) ${angle.special ? '=' : '\\approx'} ${angle.tex}$`,
      ],
    };
  },
});

const sasThenMore = defineTemplate({
  id: `${lesson}/side-then-more-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 1.5,
  build(rng) {
    const frame = rng.pick(['perimeter', 'circumradius', 'obtuse-angle-trap'] as const);
    const A = frame === 'obtuse-angle-trap' ? rng.int(25, 50) : rng.int(35, 130);
    const b = rng.int(5, 20);
    const c = frame === 'obtuse-angle-trap' ? rng.int(3, b - 1) : rng.int(5, 20);
    if (b === c) redraw('an isosceles triangle');
    const a = Math.sqrt(b * b + c * c - 2 * b * c * cosD(A));
    const cosB = (a * a + c * c - b * b) / (2 * a * c);
    const B = Math.acos(cosB) / DEG;
    if (frame === 'obtuse-angle-trap' && B < 95) redraw('angle B is not clearly obtuse');
    const C = 180 - A - B;
    if (C < 12 || B < 12) redraw('a corner too thin to draw');
    const R = a / (2 * sinD(A));
    const perimeter = a + b + c;
    const key = frame === 'perimeter' ? perimeter : frame === 'circumradius' ? R : B;
    const isAngle = frame === 'obtuse-angle-trap';
    const data = `$AB = ${c}$ cm, $AC = ${b}$ cm and $m\\angle A = ${A}^\\circ$`;
    const question =
      frame === 'perimeter'
        ? `In $\\triangle ABC$, ${data}. Find the perimeter of the triangle to the nearest tenth of a centimetre.`
        : frame === 'circumradius'
          ? `In $\\triangle ABC$, ${data}. Find the radius of the circle through $A$, $B$ and $C$, to the nearest tenth of a centimetre.`
          : `In $\\triangle ABC$, ${data}. Find $m\\angle B$ to the nearest tenth of a degree.`;
    const first = `$BC^2 = ${c}^2 + ${b}^2 - 2(${c})(${b})\\cos ${A}^\\circ \\approx ${t2(a * a)}$, so $BC \\approx ${t2(a)}$ cm`;
    const last =
      frame === 'perimeter'
        ? `Perimeter $= ${c} + ${b} + ${t2(a)} \\approx ${t1(perimeter)}$ cm`
        : frame === 'circumradius'
          ? `$2R = \\frac{BC}{\\sin A}$, so $R = \\frac{${t2(a)}}{2\\sin ${A}^\\circ} \\approx ${t1(R)}$ cm`
          : `$\\cos B = \\frac{${t2(a)}^2 + ${c}^2 - ${b}^2}{2(${t2(a)})(${c})} \\approx ${t4(cosB)}$, so $m\\angle B \\approx ${t1(B)}^\\circ$`;
    return {
      question,
      answer: isAngle ? `${t1(key)}°` : t1(key),
      decimals: 1,
      trueValue: key,
      ...(isAngle ? {} : { unit: 'cm' }),
      facts: { triangles: [{ sides: [a, b, c], angles: [A, B, C] }] },
      figure: obliqueFigure(
        rng,
        ['A', 'B', 'C'],
        a,
        b,
        c,
        {
          sides: { AB: `${c} cm`, CA: `${b} cm` },
          angles: { A: `${A}°`, ...(isAngle ? { B: 'θ' } : {}) },
        },
        'Triangle ABC.',
      ),
      explanation: `${first}. ${last}.`,
      frame,
      multiStep: true,
      hints: [
        'Two sides and the angle between them: start with the third side $BC$ by the cosine rule.',
        frame === 'perimeter'
          ? 'Then add the three sides.'
          : frame === 'circumradius'
            ? 'Then use the sine rule in the form $\\frac{BC}{\\sin A} = 2R$.'
            : '$\\angle B$ is opposite the longest side, so it may be obtuse: find it with the cosine rule, not the sine rule.',
        `$BC^2 = ${c}^2 + ${b}^2 - 2(${c})(${b})\\cos ${A}^\\circ$.`,
      ],
      steps: ['Values are shown rounded; keep them unrounded in your calculator.', first, last],
    };
  },
});

/** (b, c, a) with a² = b² + c² − bc and a > b: with angle 60° at A, AB = c is the one answer. */
const TRIPLES_60: [number, number, number][] = [
  [3, 8, 7],
  [5, 8, 7],
  [7, 15, 13],
  [8, 15, 13],
];

const sideNotBetween = defineTemplate({
  id: `${lesson}/side-not-between`,
  lesson,
  type: 'short_answer',
  b: 1.7,
  build(rng) {
    const frame = rng.pick([
      'quadratic-rounded',
      'quadratic-exact-60',
      'road-and-railway',
    ] as const);
    let A: number;
    let a: number;
    let b: number;
    if (frame === 'quadratic-exact-60') {
      const [p, , r] = rng.pick(TRIPLES_60);
      const k = rng.int(1, 3);
      [A, a, b] = [60, r * k, p * k];
    } else {
      A = rng.int(30, 75);
      b = rng.int(5, 20);
      a = rng.int(b + 1, b + 10);
    }
    // a² = b² + c² − 2bc cos A: c² − (2b cos A)c + (b² − a²) = 0, one positive root as a > b.
    const p1 = 2 * b * cosD(A);
    const q0 = b * b - a * a;
    const c = (p1 + Math.sqrt(p1 * p1 - 4 * q0)) / 2;
    const exact = frame === 'quadratic-exact-60';
    const road = frame === 'road-and-railway';
    const unit = road ? 'm' : 'cm';
    const question = road
      ? `A straight road and a straight railway cross at $A$ at an angle of $${A}^\\circ$. A house $C$ on the road is $${b}$ m from $A$, and a station $B$ on the railway is $${a}$ m from the house. How far is the station from the crossing? Give $AB$ to the nearest tenth of a metre.`
      : `In $\\triangle ABC$, $BC = ${a}$ cm, $AC = ${b}$ cm and $m\\angle A = ${A}^\\circ$. Find $AB$${exact ? ', in cm' : ' to the nearest tenth of a centimetre'}.`;
    const key = exact ? String(Math.round(c)) : t1(c);
    const equation = exact
      ? `$x^2 - ${b}x ${q0 < 0 ? '-' : '+'} ${Math.abs(q0)} = 0$`
      : `$x^2 - ${t2(p1)}x ${q0 < 0 ? '-' : '+'} ${Math.abs(q0)} = 0$`;
    const other = (p1 - Math.sqrt(p1 * p1 - 4 * q0)) / 2;
    return {
      question,
      answer: key,
      ...(exact ? {} : { decimals: 1, trueValue: c }),
      unit,
      facts: { triangles: [{ sides: [a, b, c] }] },
      explanation: `With $AB = x$: $${a}^2 = ${b}^2 + x^2 - 2(${b})x\\cos ${A}^\\circ$, so ${equation}; its positive root is $x ${exact ? '=' : '\\approx'} ${key}$ ${unit}.`,
      frame,
      multiStep: true,
      ...(road ? { context: true } : {}),
      hints: [
        'The known angle is not between the two known sides: call the unknown side $x$ and still use the cosine rule.',
        `Write the rule for the side opposite $\\angle A$: $BC^2 = AC^2 + x^2 - 2(AC)x\\cos A$, a quadratic in $x$.`,
        `$${a}^2 = ${b}^2 + x^2 - 2(${b})x\\cos ${A}^\\circ$.`,
      ],
      steps: [
        ...(exact ? [] : ['Values are shown rounded; keep them unrounded in your calculator.']),
        `$${a}^2 = ${b}^2 + x^2 - 2(${b})x\\cos ${A}^\\circ$`,
        equation,
        exact
          ? `$(x - ${key})(x + ${Math.round(-other)}) = 0$; a length is positive, so $x = ${key}$ ${unit}`
          : `$x = \\frac{${t2(p1)} + \\sqrt{${t2(p1)}^2 + ${4 * -q0}}}{2}$ (the other root is negative), so $x \\approx ${key}$ ${unit}`,
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
  whichFormula,
  givenCosine,
  field,
  sasThenMore,
  sideNotBetween,
];
