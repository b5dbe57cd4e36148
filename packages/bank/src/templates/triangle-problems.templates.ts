/**
 * Lesson: triangle problems. The ambiguous case solved for both possible angles, and problems
 * that chain the sine rule, the cosine rule and the area formula (find a side, then an angle or
 * an area), many of them set on a field, a journey or a tower.
 */
import { defineTemplate } from './define-template';
import type { Choice } from './define-template';
import { fixed } from './exact';
import { DEG, cosD, obliqueFigure, sinD } from './triangle-solving-kit';
import {
  ambiguousFigure,
  deg1,
  rounded,
  quadrilateralFigure,
  t1,
  t2,
  towerFigure,
} from './triangle-problems-kit';

const lesson = 'triangle-problems' as const;
const asinD = (x: number): number => Math.asin(x) / DEG;
const acosD = (x: number): number => Math.acos(x) / DEG;

// ---------------------------------------------------------------- which rule first

const RULES = {
  sine: 'The sine rule',
  cosine: 'The cosine rule',
  area: 'The area formula $\\frac{1}{2}ab\\sin C$',
  pythagoras: "Pythagoras' theorem",
} as const;

/** What each frame of which-rule-first gives, in words (the third hint). */
const KNOWN: Record<string, string> = {
  'sas-side': '$AB$, $AC$ and the angle $A$ between them; $BC$ is wanted',
  'sss-angle': 'all three sides; the angle $A$ is wanted',
  'aas-side': 'the angles $A$ and $B$ and the side $BC$ facing $A$; $AC$ is wanted',
  'sas-area': '$AB$, $AC$ and the angle $A$ between them; the area is wanted',
  'ssa-angle': '$BC$, $AC$ and the angle $A$ facing $BC$; the angle $B$ is wanted',
};

const whichRule = defineTemplate({
  id: `${lesson}/which-rule-first`,
  lesson,
  type: 'MCQ',
  b: -1.3,
  build(rng) {
    const frame = rng.pick(['sas-side', 'sss-angle', 'aas-side', 'sas-area', 'ssa-angle']);
    const A = rng.int(35, 80);
    const B = rng.int(30, 85);
    const b = rng.int(5, 14);
    const c = rng.int(5, 14);
    const a = rng.int(Math.abs(b - c) + 2, b + c - 2);
    let question: string;
    let answer: string;
    let why: string;
    const wrong: Choice[] = [];
    if (frame === 'sas-side') {
      question = `In $\\triangle ABC$, $AB = ${c}$ cm, $AC = ${b}$ cm and $m\\angle A = ${A}^\\circ$. Which rule should you use first to find $BC$?`;
      answer = RULES.cosine;
      why = 'Two sides and the included angle are known, and no known side faces a known angle';
    } else if (frame === 'sss-angle') {
      question = `In $\\triangle ABC$, $AB = ${c}$ cm, $BC = ${a}$ cm and $AC = ${b}$ cm. Which rule should you use first to find $m\\angle A$?`;
      answer = RULES.cosine;
      why = 'All three sides are known and no angle is known';
    } else if (frame === 'aas-side') {
      question = `In $\\triangle ABC$, $m\\angle A = ${A}^\\circ$, $m\\angle B = ${Math.min(B, 175 - A)}^\\circ$ and $BC = ${a}$ cm. Which rule should you use first to find $AC$?`;
      answer = RULES.sine;
      why = 'The side BC faces the known angle A, and AC faces the known angle B';
    } else if (frame === 'sas-area') {
      question = `In $\\triangle ABC$, $AB = ${c}$ cm, $AC = ${b}$ cm and $m\\angle A = ${A}^\\circ$. Which rule gives the area of the triangle directly?`;
      answer = RULES.area;
      why = 'Two sides and the angle between them are exactly what the area formula needs';
    } else {
      const big = Math.max(a, b) + 1;
      question = `In $\\triangle ABC$, $BC = ${big}$ cm, $AC = ${b}$ cm and $m\\angle A = ${A}^\\circ$. Which rule should you use first to find $m\\angle B$?`;
      answer = RULES.sine;
      why = 'The side BC faces the known angle A, so the pair BC and angle A is complete';
    }
    for (const [key, text] of Object.entries(RULES)) {
      if (text === answer) continue;
      wrong.push({
        text,
        mistake:
          key === 'pythagoras'
            ? 'treated a triangle with no right angle as right-angled'
            : key === 'sine'
              ? 'used the sine rule without a complete side-angle pair'
              : key === 'cosine'
                ? 'did not see that a side and its opposite angle are both known'
                : 'chose the area formula when a length or an angle is asked',
      });
    }
    return {
      question,
      answer,
      wrong,
      frame,
      hints: [
        'List what is known: which sides, which angles, and which side faces which angle.',
        'A rule can be used only when all but one of the values in it are known.',
        `Here the known values are ${KNOWN[frame] ?? ''}.`,
      ],
      steps: [`${why}.`, `So use ${answer.replace(/^The /, 'the ')}.`],
      explanation: `${why}, so the first rule to use is ${answer.replace(/^The /, 'the ')}.`,
    };
  },
});

// ---------------------------------------------------------------- ambiguous case, both angles

/** Data for the ambiguous case: angle A acute, b sin A < a < b, and both triangles clear. */
function ambiguousData(rng: { int(min: number, max: number): number }): {
  A: number;
  a: number;
  b: number;
  B1: number;
} {
  for (;;) {
    const A = rng.int(25, 60);
    const b = rng.int(8, 20);
    const h = b * sinD(A);
    const low = Math.floor(h) + 1;
    if (low > b - 1) continue;
    const a = rng.int(low, b - 1);
    const sinB = (b * sinD(A)) / a;
    if (sinB > 0.97 || a - h < 0.4) continue;
    const B1 = asinD(sinB);
    // The second triangle must have a clear angle at C: 180 - A - (180 - B1) = B1 - A.
    if (B1 - A < 6) continue;
    return { A, a, b, B1 };
  }
}

const ambiguousBoth = defineTemplate({
  id: `${lesson}/ambiguous-both-angles`,
  lesson,
  type: 'MCQ',
  b: 0.9,
  build(rng) {
    const frame = rng.pick(['both-b', 'both-c', 'rope-context']);
    const { A, a, b, B1 } = ambiguousData(rng);
    const B2 = 180 - B1;
    const C1 = 180 - A - B1;
    const C2 = 180 - A - B2;
    const pair = (x: number, y: number): string => `$${deg1(x)}$ or $${deg1(y)}$`;
    const sinB = (b * sinD(A)) / a;
    const stepsB = [
      `$\\frac{\\sin B}{${b}} = \\frac{\\sin ${A}^\\circ}{${a}}$, so $\\sin B = \\frac{${b}\\sin ${A}^\\circ}{${a}} \\approx ${fixed(sinB, 4)}$.`,
      `One angle with this sine is acute: $${deg1(B1)}$. Its supplement $180^\\circ - ${deg1(B1)} = ${deg1(B2)}$ has the same sine.`,
      `Both fit: $${A}^\\circ + ${deg1(B2)} < 180^\\circ$, so there are two triangles.`,
    ];
    if (frame === 'both-c') {
      return {
        question: `In $\\triangle ABC$, $m\\angle A = ${A}^\\circ$, $BC = ${a}$ cm and $AC = ${b}$ cm. Find the two possible values of $m\\angle C$, to the nearest tenth of a degree.`,
        answer: pair(C1, C2),
        wrong: [
          { text: pair(B1, B2), mistake: 'stopped at the two values of angle B' },
          { text: `$${deg1(C1)}$ only`, mistake: 'missed the second triangle (ambiguous case)' },
          {
            text: pair(C1, 180 - C1),
            mistake: 'took the supplement of angle C instead of angle B',
          },
        ],
        frame,
        multiStep: true,
        hints: [
          'Angle C comes last: first find the possible values of angle B.',
          'The sine rule gives $\\sin B$; an acute angle and its supplement share that sine.',
          `$\\sin B = \\frac{${b}\\sin ${A}^\\circ}{${a}} \\approx ${fixed(sinB, 4)}$.`,
        ],
        steps: rounded([
          ...stepsB,
          `$m\\angle C = 180^\\circ - ${A}^\\circ - m\\angle B$ in each triangle.`,
          `So $m\\angle C$ = ${pair(C1, C2)}.`,
        ]),
        explanation: `$\\sin B = \\frac{${b}\\sin ${A}^\\circ}{${a}}$ gives $B \\approx ${deg1(B1)}$ or $${deg1(B2)}$, so $C \\approx ${deg1(C1)}$ or $${deg1(C2)}$.`,
      };
    }
    const rope = frame === 'rope-context';
    const wrongB: Choice[] = [
      { text: `$${deg1(B1)}$ only`, mistake: 'missed the obtuse angle with the same sine' },
      { text: pair(90 - B1, 90 + B1), mistake: 'used cos B instead of sin B' },
      { text: pair(B1, 90 + B1), mistake: 'took the second angle as 90° more instead of 180° − B' },
      { text: pair(C1, C2), mistake: 'gave the third angle C instead of B' },
    ];
    return {
      question: rope
        ? `A straight fence runs from a corner $A$ of a yard. A post $C$ stands with $AC = ${b}$ m, and the angle between $AC$ and the fence is $m\\angle A = ${A}^\\circ$. A rope $BC = ${a}$ m long is tied to the post and pulled tight to a point $B$ on the fence. Find the two possible values of $m\\angle B$ in $\\triangle ABC$, to the nearest tenth of a degree.`
        : `In $\\triangle ABC$, $m\\angle A = ${A}^\\circ$, $BC = ${a}$ cm and $AC = ${b}$ cm. Find the two possible values of $m\\angle B$, to the nearest tenth of a degree.`,
      answer: pair(B1, B2),
      wrong: wrongB,
      frame,
      multiStep: true,
      ...(rope ? { context: true } : {}),
      hints: [
        `Side $BC$ faces the known angle $A$: this is the sine rule, and it may give two triangles.`,
        'An acute angle and its supplement have the same sine: check whether both fit in the triangle.',
        `$\\sin B = \\frac{${b}\\sin ${A}^\\circ}{${a}}$.`,
      ],
      steps: rounded([...stepsB, `So $m\\angle B$ = ${pair(B1, B2)}.`]),
      explanation: `$\\sin B = \\frac{${b}\\sin ${A}^\\circ}{${a}} \\approx ${fixed(sinB, 4)}$, so $B \\approx ${deg1(B1)}$ or $${deg1(B2)}$; both leave room for angle C.`,
    };
  },
});

// ---------------------------------------------------------------- ambiguous case drawn

const ambiguousDrawn = defineTemplate({
  id: `${lesson}/ambiguous-case-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 1.4,
  build(rng) {
    const frame = rng.pick(['obtuse-angle', 'gap-length', 'near-side']);
    const { A, a, b, B1 } = ambiguousData(rng);
    const { figure, ab, ad } = ambiguousFigure(
      A,
      a,
      b,
      'cm',
      `Point C above a ray from A; B and D on the ray, both ${a} cm from C.`,
    );
    const sinD_ = (b * sinD(A)) / a;
    const lead = `$B$ and $D$ lie on a ray from $A$, $AC = ${b}$ cm, $CB = CD = ${a}$ cm and $m\\angle CAD = ${A}^\\circ$.`;
    const first = `In $\\triangle ACD$: $\\sin D = \\frac{${b}\\sin ${A}^\\circ}{${a}} \\approx ${fixed(sinD_, 4)}$, and $\\angle ADC$ is acute, so $m\\angle ADC \\approx ${deg1(B1)}$.`;
    const isosceles = `$\\triangle CBD$ is isosceles ($CB = CD$), so $m\\angle CBD = m\\angle CDB \\approx ${deg1(B1)}$.`;
    const hints = [
      'Both triangles ABC and ADC have the same data: this is the ambiguous case of the sine rule.',
      'Use the sine rule in triangle ACD for the acute angle at D, then the isosceles triangle CBD.',
      `$\\sin \\angle ADC = \\frac{${b}\\sin ${A}^\\circ}{${a}}$.`,
    ];
    if (frame === 'obtuse-angle') {
      const angle = 180 - B1;
      return {
        question: `${lead} Find $m\\angle ABC$, to the nearest tenth of a degree.`,
        answer: `${t1(angle)}°`,
        decimals: 1,
        trueValue: angle,
        figure,
        frame,
        multiStep: true,
        hints,
        steps: rounded([
          first,
          isosceles,
          `$\\angle ABC$ and $\\angle CBD$ are on a straight line: $m\\angle ABC = 180^\\circ - ${deg1(B1)} = ${deg1(angle)}$.`,
        ]),
        explanation: `$m\\angle ADC \\approx ${deg1(B1)}$ by the sine rule, and $\\angle ABC$ is its supplement: $${deg1(angle)}$.`,
      };
    }
    if (frame === 'gap-length') {
      const gap = ad - ab;
      const apex = 180 - 2 * B1;
      return {
        question: `${lead} Find the distance $BD$ between the two possible positions, to the nearest tenth of a centimetre.`,
        answer: t1(gap),
        decimals: 1,
        trueValue: gap,
        unit: 'cm',
        figure,
        frame,
        multiStep: true,
        hints,
        steps: rounded([
          first,
          isosceles,
          `$m\\angle BCD = 180^\\circ - 2(${deg1(B1)}) \\approx ${deg1(apex)}$.`,
          `$BD = \\frac{${a}\\sin ${deg1(apex)}}{\\sin ${deg1(B1)}} \\approx ${t1(gap)}$ cm.`,
        ]),
        explanation: `The base angles of the isosceles triangle CBD are $${deg1(B1)}$, so $BD = 2 \\times ${a}\\cos ${deg1(B1)} \\approx ${t1(gap)}$ cm.`,
      };
    }
    const angleC = 180 - A - (180 - B1);
    return {
      question: `${lead} Find the shorter of the two possible lengths $AB$ and $AD$, to the nearest tenth of a centimetre.`,
      answer: t1(ab),
      decimals: 1,
      trueValue: ab,
      unit: 'cm',
      figure,
      frame,
      multiStep: true,
      hints,
      steps: rounded([
        first,
        `In $\\triangle ABC$: $m\\angle ABC = 180^\\circ - ${deg1(B1)} = ${deg1(180 - B1)}$, so $m\\angle ACB = 180^\\circ - ${A}^\\circ - ${deg1(180 - B1)} = ${deg1(angleC)}$.`,
        `$AB = \\frac{${a}\\sin ${deg1(angleC)}}{\\sin ${A}^\\circ} \\approx ${t1(ab)}$ cm.`,
      ]),
      explanation: `In triangle ABC the angle at B is obtuse ($${deg1(180 - B1)}$), so $m\\angle ACB \\approx ${deg1(angleC)}$ and $AB = \\frac{${a}\\sin C}{\\sin ${A}^\\circ} \\approx ${t1(ab)}$ cm.`,
    };
  },
});

// ---------------------------------------------------------------- sine rule, then area

const sineThenArea = defineTemplate({
  id: `${lesson}/sine-rule-then-area`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.3,
  build(rng) {
    const frame = rng.pick(['side-between', 'side-opposite', 'field-context']);
    const A = rng.int(35, 80);
    let B = rng.int(30, 140 - A);
    while (Math.abs(B - A) < 4) B = rng.int(30, 140 - A);
    const C = 180 - A - B;
    const field = frame === 'field-context';
    const unit = field ? 'm' : 'cm';
    const given = field ? rng.int(6, 18) * 10 : rng.int(5, 16);
    const [nA, nB, nC] = field ? ['P', 'Q', 'R'] : ['A', 'B', 'C'];
    // side-between / field: AB = c is given; side-opposite: BC = a is given.
    const c = frame === 'side-opposite' ? (given * sinD(C)) / sinD(A) : given;
    const a = (c * sinD(A)) / sinD(C);
    const b = (c * sinD(B)) / sinD(C);
    const area = 0.5 * a * c * sinD(B);
    const sides =
      frame === 'side-opposite'
        ? { [`${nB}${nC}`]: `${given} ${unit}` }
        : { [`${nA}${nB}`]: `${given} ${unit}` };
    const figure = obliqueFigure(
      rng,
      [nA, nB, nC],
      a,
      b,
      c,
      { sides, angles: { [nA]: `${A}°`, [nB]: `${B}°` } },
      field ? `Triangular field ${nA}${nB}${nC}.` : `Triangle ${nA}${nB}${nC}.`,
    );
    const angleStep = `$m\\angle ${nC} = 180^\\circ - ${A}^\\circ - ${B}^\\circ = ${C}^\\circ$.`;
    if (frame === 'side-opposite') {
      return {
        question: `In $\\triangle ABC$, $m\\angle A = ${A}^\\circ$, $m\\angle B = ${B}^\\circ$ and $BC = ${given}$ cm. Find the area of the triangle, to the nearest tenth of a square centimetre.`,
        answer: t1(area),
        decimals: 1,
        trueValue: area,
        unit: 'cm²',
        facts: { triangles: [{ sides: [a, b, c], angles: [A, B, C] }] },
        figure,
        frame,
        multiStep: true,
        hints: [
          'The area formula needs two sides and the angle between them: find a second side first.',
          'Use the sine rule with the pair $BC$ and $\\angle A$ to find $AC$.',
          `$AC = \\frac{${given}\\sin ${B}^\\circ}{\\sin ${A}^\\circ}$.`,
        ],
        steps: rounded([
          angleStep,
          `$AC = \\frac{${given}\\sin ${B}^\\circ}{\\sin ${A}^\\circ} \\approx ${t2(b)}$ cm.`,
          `Area $= \\frac{1}{2} \\times ${given} \\times ${t2(b)} \\times \\sin ${C}^\\circ \\approx ${t1(area)}$ cm$^2$.`,
        ]),
        explanation: `$AC = \\frac{${given}\\sin ${B}^\\circ}{\\sin ${A}^\\circ}$ and the area is $\\frac{1}{2}(BC)(AC)\\sin C \\approx ${t1(area)}$ cm$^2$.`,
      };
    }
    const question = field
      ? `A triangular field $PQR$ has $PQ = ${given}$ m, $m\\angle P = ${A}^\\circ$ and $m\\angle Q = ${B}^\\circ$. Find the area of the field, to the nearest tenth of a square metre.`
      : `In $\\triangle ABC$, $AB = ${given}$ cm, $m\\angle A = ${A}^\\circ$ and $m\\angle B = ${B}^\\circ$. Find the area of the triangle, to the nearest tenth of a square centimetre.`;
    return {
      question,
      answer: t1(area),
      decimals: 1,
      trueValue: area,
      unit: field ? 'm²' : 'cm²',
      facts: { triangles: [{ sides: [a, b, c], angles: [A, B, C] }] },
      figure,
      frame,
      multiStep: true,
      ...(field ? { context: true } : {}),
      hints: [
        `Only one side is known: find the third angle, then a second side.`,
        `The sine rule with the pair $${nA}${nB}$ and $\\angle ${nC}$ gives $${nB}${nC}$.`,
        `$m\\angle ${nC} = 180^\\circ - ${A}^\\circ - ${B}^\\circ$.`,
      ],
      steps: rounded([
        angleStep,
        `$${nB}${nC} = \\frac{${given}\\sin ${A}^\\circ}{\\sin ${C}^\\circ} \\approx ${t2(a)}$ ${unit}.`,
        `Area $= \\frac{1}{2} \\times ${given} \\times ${t2(a)} \\times \\sin ${B}^\\circ \\approx ${t1(area)}$ ${unit}$^2$.`,
      ]),
      explanation: `$${nB}${nC} = \\frac{${given}\\sin ${A}^\\circ}{\\sin ${C}^\\circ}$, and the area is $\\frac{1}{2}(${nA}${nB})(${nB}${nC})\\sin ${nB} \\approx ${t1(area)}$ ${unit}$^2$.`,
    };
  },
});

// ---------------------------------------------------------------- cosine rule, then an angle

const cosineThenAngle = defineTemplate({
  id: `${lesson}/cosine-rule-then-angle`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.7,
  build(rng) {
    const frame = rng.pick(['smaller-angle', 'larger-angle', 'ships-context']);
    const A = rng.int(35, 115);
    const b = rng.int(5, 15);
    let c = rng.int(5, 15);
    while (Math.abs(c - b) < 2) c = rng.int(5, 15);
    const a = Math.sqrt(b * b + c * c - 2 * b * c * cosD(A));
    const B = acosD((a * a + c * c - b * b) / (2 * a * c));
    const C = 180 - A - B;
    const ships = frame === 'ships-context';
    const [nA, nB, nC] = ships ? ['P', 'Q', 'R'] : ['A', 'B', 'C'];
    const unit = ships ? 'km' : 'cm';
    // smaller-angle asks for the angle facing the shorter given side; larger for the longer one.
    const askB = frame === 'larger-angle' ? b > c : b < c;
    const asked = askB ? nB : nC;
    const value = askB ? B : C;
    const opposite = askB ? b : c;
    const other = askB ? c : b;
    const figure = obliqueFigure(
      rng,
      [nA, nB, nC],
      a,
      b,
      c,
      {
        sides: { [`${nA}${nB}`]: `${c} ${unit}`, [`${nA}${nC}`]: `${b} ${unit}` },
        angles: { [nA]: `${A}°`, [asked]: 'θ' },
      },
      ships ? `Port ${nA} and the two ships ${nB} and ${nC}.` : `Triangle ${nA}${nB}${nC}.`,
    );
    const sideStep = `$${nB}${nC}^2 = ${b}^2 + ${c}^2 - 2(${b})(${c})\\cos ${A}^\\circ$, so $${nB}${nC} \\approx ${t2(a)}$ ${unit}.`;
    const useCosine = frame === 'larger-angle';
    const angleStep = useCosine
      ? `$\\cos ${asked} = \\frac{${t2(a)}^2 + ${other}^2 - ${opposite}^2}{2(${t2(a)})(${other})}$, so $m\\angle ${asked} \\approx ${deg1(value)}$.`
      : `$\\sin ${asked} = \\frac{${opposite}\\sin ${A}^\\circ}{${t2(a)}}$, and $\\angle ${asked}$ faces the shorter given side so it is acute: $m\\angle ${asked} \\approx ${deg1(value)}$.`;
    const question = ships
      ? `Two ships leave port $P$ together and sail in straight lines to $Q$ and $R$, with $PQ = ${c}$ km, $PR = ${b}$ km and $m\\angle QPR = ${A}^\\circ$. Find $m\\angle ${nA}${asked}${asked === nB ? nC : nB}$, the angle at ship $${asked}$ in $\\triangle PQR$, to the nearest tenth of a degree.`
      : `In $\\triangle ABC$, $AB = ${c}$ cm, $AC = ${b}$ cm and $m\\angle A = ${A}^\\circ$. Find $m\\angle ${asked}$, to the nearest tenth of a degree.`;
    return {
      question,
      answer: `${t1(value)}°`,
      decimals: 1,
      trueValue: value,
      facts: { triangles: [{ sides: [a, b, c], angles: [A, B, C] }] },
      figure,
      frame,
      multiStep: true,
      ...(ships ? { context: true } : {}),
      hints: [
        `No side faces a known angle yet: find the third side $${nB}${nC}$ first.`,
        useCosine
          ? `Then use the cosine rule again for $\\angle ${asked}$: it gives an obtuse angle safely.`
          : `Then use the sine rule with the pair $${nB}${nC}$ and $\\angle ${nA}$.`,
        `$${nB}${nC}^2 = ${b}^2 + ${c}^2 - 2(${b})(${c})\\cos ${A}^\\circ$.`,
      ],
      steps: rounded([sideStep, angleStep, `So $m\\angle ${asked} \\approx ${deg1(value)}$.`]),
      explanation: `The cosine rule gives $${nB}${nC} \\approx ${t2(a)}$ ${unit}; then $m\\angle ${asked} \\approx ${deg1(value)}$.`,
    };
  },
});

// ---------------------------------------------------------------- three sides, then area

const threeSidesArea = defineTemplate({
  id: `${lesson}/three-sides-then-area`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.5,
  build(rng) {
    const frame = rng.pick(['area', 'height', 'plot-context']);
    const plot = frame === 'plot-context';
    const k = plot ? 10 : 1;
    let a = 0;
    let b = 0;
    let c = 0;
    // Scalene and not right-angled, every angle at least 20°.
    for (;;) {
      a = rng.int(5, 16);
      b = rng.int(5, 16);
      c = rng.int(5, 16);
      if (a === b || b === c || a === c) continue;
      const [x, y, z] = [a, b, c].sort((p, q) => p - q) as [number, number, number];
      if (x + y <= z + 1 || x * x + y * y === z * z) continue;
      const smallest = acosD((y * y + z * z - x * x) / (2 * y * z));
      if (smallest >= 20) break;
    }
    [a, b, c] = [a * k, b * k, c * k];
    const cosC = (a * a + b * b - c * c) / (2 * a * b);
    const C = acosD(cosC);
    const area = 0.5 * a * b * sinD(C);
    const unit = plot ? 'm' : 'cm';
    const figure = obliqueFigure(
      rng,
      ['A', 'B', 'C'],
      a,
      b,
      c,
      {
        sides: { BC: `${a} ${unit}`, AC: `${b} ${unit}`, AB: `${c} ${unit}` },
      },
      plot ? 'Triangular plot of land ABC.' : 'Triangle ABC.',
    );
    const data = `$BC = ${a}$ ${unit}, $AC = ${b}$ ${unit} and $AB = ${c}$ ${unit}`;
    const steps = [
      `$\\cos C = \\frac{${a}^2 + ${b}^2 - ${c}^2}{2(${a})(${b})} \\approx ${fixed(cosC, 4)}$, so $m\\angle C \\approx ${deg1(C)}$.`,
      `Area $= \\frac{1}{2}(${a})(${b})\\sin ${deg1(C)} \\approx ${t2(area)}$ ${unit}$^2$.`,
    ];
    const hints = [
      'The area formula needs an angle: find one angle from the three sides first.',
      'Use the cosine rule for $\\angle C$, then Area $= \\frac{1}{2}ab\\sin C$.',
      `$\\cos C = \\frac{${a}^2 + ${b}^2 - ${c}^2}{2(${a})(${b})}$.`,
    ];
    const facts = { triangles: [{ sides: [a, b, c] }] };
    if (frame === 'height') {
      const height = (2 * area) / a;
      return {
        question: `In $\\triangle ABC$, ${data}. Find the length of the perpendicular from $A$ to $BC$, to the nearest tenth of a centimetre.`,
        answer: t1(height),
        decimals: 1,
        trueValue: height,
        unit: 'cm',
        facts,
        figure,
        frame,
        multiStep: true,
        hints: [
          'The area is half the base times the height: find the area first.',
          hints[1] ?? '',
          hints[2] ?? '',
        ],
        steps: rounded([
          ...steps,
          `Height $= \\frac{2 \\times \\text{area}}{BC} = \\frac{2(${t2(area)})}{${a}} \\approx ${t1(height)}$ cm.`,
        ]),
        explanation: `The area is about $${t2(area)}$ cm$^2$, so the height to $BC$ is $\\frac{2 \\times \\text{area}}{${a}} \\approx ${t1(height)}$ cm.`,
      };
    }
    return {
      question: plot
        ? `A triangular plot of land $ABC$ has ${data}. Find its area, to the nearest tenth of a square metre.`
        : `In $\\triangle ABC$, ${data}. Find the area of the triangle, to the nearest tenth of a square centimetre.`,
      answer: t1(area),
      decimals: 1,
      trueValue: area,
      unit: plot ? 'm²' : 'cm²',
      facts,
      figure,
      frame,
      multiStep: true,
      ...(plot ? { context: true } : {}),
      hints,
      steps: rounded([
        steps[0] ?? '',
        `Area $= \\frac{1}{2}(${a})(${b})\\sin ${deg1(C)} \\approx ${t1(area)}$ ${unit}$^2$.`,
      ]),
      explanation: `$m\\angle C \\approx ${deg1(C)}$ by the cosine rule, so the area is $\\frac{1}{2}(${a})(${b})\\sin C \\approx ${t1(area)}$ ${unit}$^2$.`,
    };
  },
});

// ---------------------------------------------------------------- from the area back to a side

const areaToSide = defineTemplate({
  id: `${lesson}/area-then-third-side`,
  lesson,
  type: 'short_answer',
  b: 1.1,
  build(rng) {
    const frame = rng.pick(['acute-angle', 'side-from-area', 'garden-obtuse']);
    for (;;) {
      const a = rng.int(5, 15);
      let b = rng.int(5, 15);
      while (b === a) b = rng.int(5, 15);
      if (frame === 'side-from-area') {
        const C = rng.pick([30, 40, 50, 60, 70, 80, 100, 110, 120]);
        const area = rng.int(10, 60);
        const side = (2 * area) / (a * sinD(C));
        if (side < 3 || side > 25) continue;
        const c = Math.sqrt(a * a + side * side - 2 * a * side * cosD(C));
        return {
          question: `In $\\triangle ABC$, $BC = ${a}$ cm, $m\\angle C = ${C}^\\circ$ and the area is $${area}$ cm$^2$. Find $AB$, to the nearest tenth of a centimetre.`,
          answer: t1(c),
          decimals: 1,
          trueValue: c,
          unit: 'cm',
          facts: { triangles: [{ sides: [a, side, c], angles: [null, null, C] }] },
          frame,
          multiStep: true,
          hints: [
            'First use the area to find the other side next to angle C.',
            'Area $= \\frac{1}{2}(BC)(AC)\\sin C$, then the cosine rule for $AB$.',
            `$${area} = \\frac{1}{2}(${a})(AC)\\sin ${C}^\\circ$.`,
          ],
          steps: rounded([
            `$AC = \\frac{2(${area})}{${a}\\sin ${C}^\\circ} \\approx ${t2(side)}$ cm.`,
            `$AB^2 = ${a}^2 + ${t2(side)}^2 - 2(${a})(${t2(side)})\\cos ${C}^\\circ$.`,
            `$AB \\approx ${t1(c)}$ cm.`,
          ]),
          explanation: `From the area, $AC \\approx ${t2(side)}$ cm; the cosine rule then gives $AB \\approx ${t1(c)}$ cm.`,
        };
      }
      const area = rng.int(8, Math.floor((a * b) / 2) - 2);
      const sinC = (2 * area) / (a * b);
      if (sinC > 0.95 || sinC < 0.25) continue;
      const obtuse = frame === 'garden-obtuse';
      const C = obtuse ? 180 - asinD(sinC) : asinD(sinC);
      const c = Math.sqrt(a * a + b * b - 2 * a * b * cosD(C));
      const unit = obtuse ? 'm' : 'cm';
      const question = obtuse
        ? `A flower bed is a triangle $ABC$ with edges $BC = ${a}$ m and $AC = ${b}$ m and an area of $${area}$ m$^2$. The angle $C$ between these edges is obtuse. Find the length of the third edge $AB$, to the nearest tenth of a metre.`
        : `In $\\triangle ABC$, $BC = ${a}$ cm, $AC = ${b}$ cm, the area is $${area}$ cm$^2$ and $\\angle C$ is acute. Find $AB$, to the nearest tenth of a centimetre.`;
      return {
        question,
        answer: t1(c),
        decimals: 1,
        trueValue: c,
        unit,
        facts: { triangles: [{ sides: [a, b, c], angles: [null, null, C] }] },
        frame,
        multiStep: true,
        ...(obtuse ? { context: true } : {}),
        hints: [
          'Use the area to find angle C, the angle between the two known sides.',
          `Area $= \\frac{1}{2}ab\\sin C$ gives $\\sin C$; then the cosine rule gives $AB$.`,
          `$\\sin C = \\frac{2(${area})}{(${a})(${b})}$; angle C is ${obtuse ? 'obtuse' : 'acute'}.`,
        ],
        steps: rounded([
          `$\\sin C = \\frac{2(${area})}{(${a})(${b})} \\approx ${fixed(sinC, 4)}$; angle C is ${obtuse ? 'obtuse' : 'acute'}, so $m\\angle C \\approx ${deg1(C)}$.`,
          `$AB^2 = ${a}^2 + ${b}^2 - 2(${a})(${b})\\cos ${deg1(C)}$.`,
          `$AB \\approx ${t1(c)}$ ${unit}.`,
        ]),
        explanation: `$\\sin C = \\frac{2 \\times ${area}}{${a} \\times ${b}}$ gives $C \\approx ${deg1(C)}$; the cosine rule gives $AB \\approx ${t1(c)}$ ${unit}.`,
      };
    }
  },
});

// ---------------------------------------------------------------- perimeter from two angles

const perimeter = defineTemplate({
  id: `${lesson}/perimeter-from-two-angles`,
  lesson,
  type: 'MCQ',
  b: 0.2,
  build(rng) {
    const frame = rng.pick(['perimeter', 'two-sides', 'fence-context']);
    const A = rng.int(35, 80);
    let B = rng.int(30, 140 - A);
    while (Math.abs(B - A) < 5) B = rng.int(30, 140 - A);
    const C = 180 - A - B;
    const fence = frame === 'fence-context';
    const unit = fence ? 'm' : 'cm';
    const c = fence ? rng.int(8, 30) : rng.int(5, 16);
    const a = (c * sinD(A)) / sinD(C);
    const b = (c * sinD(B)) / sinD(C);
    const both = frame === 'two-sides';
    const key = both ? a + b : a + b + c;
    const opt = (x: number): string => `$${t1(x)}$ ${unit}`;
    const wrong: Choice[] = both
      ? [
          { text: opt(a + b + c), mistake: 'added the given side AB as well' },
          { text: opt(c * (sinD(A) + sinD(B))), mistake: 'forgot to divide by sin C' },
          { text: opt((c * (sinD(A) + sinD(B))) / sinD(A + B) / 2), mistake: 'halved the sum' },
          { text: opt(c * (sinD(A) + sinD(B)) * sinD(C)), mistake: 'multiplied by sin C' },
        ]
      : [
          { text: opt(a + b), mistake: 'left out the given side AB' },
          { text: opt(c * (sinD(A) + sinD(B)) + c), mistake: 'forgot to divide by sin C' },
          { text: opt(3 * c), mistake: 'took all three sides equal to AB' },
          { text: opt(c * (sinD(A) + sinD(B)) * sinD(C) + c), mistake: 'multiplied by sin C' },
        ];
    const names = fence ? 'the garden' : 'the triangle';
    const question = fence
      ? `A triangular garden $ABC$ has $AB = ${c}$ m, $m\\angle A = ${A}^\\circ$ and $m\\angle B = ${B}^\\circ$. How much fencing is needed to go once round the garden, to the nearest tenth of a metre?`
      : both
        ? `In $\\triangle ABC$, $AB = ${c}$ cm, $m\\angle A = ${A}^\\circ$ and $m\\angle B = ${B}^\\circ$. Find $AC + BC$, to the nearest tenth of a centimetre.`
        : `In $\\triangle ABC$, $AB = ${c}$ cm, $m\\angle A = ${A}^\\circ$ and $m\\angle B = ${B}^\\circ$. Find the perimeter of ${names}, to the nearest tenth of a centimetre.`;
    return {
      question,
      answer: opt(key),
      wrong,
      frame,
      multiStep: true,
      ...(fence ? { context: true } : {}),
      facts: { triangles: [{ sides: [a, b, c], angles: [A, B, C] }] },
      hints: [
        'Find the third angle first: then every side has its opposite angle.',
        `The sine rule: $\\frac{BC}{\\sin A} = \\frac{AC}{\\sin B} = \\frac{AB}{\\sin C}$.`,
        `$m\\angle C = 180^\\circ - ${A}^\\circ - ${B}^\\circ = ${C}^\\circ$.`,
      ],
      steps: rounded([
        `$m\\angle C = 180^\\circ - ${A}^\\circ - ${B}^\\circ = ${C}^\\circ$.`,
        `$BC = \\frac{${c}\\sin ${A}^\\circ}{\\sin ${C}^\\circ} \\approx ${t2(a)}$ ${unit} and $AC = \\frac{${c}\\sin ${B}^\\circ}{\\sin ${C}^\\circ} \\approx ${t2(b)}$ ${unit}.`,
        both
          ? `$AC + BC \\approx ${t1(key)}$ ${unit}.`
          : `Perimeter $= ${c} + ${t2(a)} + ${t2(b)} \\approx ${t1(key)}$ ${unit}.`,
      ]),
      explanation: `With $m\\angle C = ${C}^\\circ$ the sine rule gives $BC \\approx ${t2(a)}$ and $AC \\approx ${t2(b)}$, so the answer is $${t1(key)}$ ${unit}.`,
    };
  },
});

// ---------------------------------------------------------------- quadrilateral by a diagonal

const quadrilateral = defineTemplate({
  id: `${lesson}/quadrilateral-diagonal`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 1.8,
  build(rng) {
    const frame = rng.pick(['side-cd', 'area', 'land-context']);
    const land = frame === 'land-context';
    const unit = land ? 'm' : 'cm';
    const k = land ? 10 : 1;
    const a = rng.int(6, 12) * k;
    const c = rng.int(5, 11) * k;
    const B = rng.int(65, 115);
    // Three different angle values, so each label names one mark.
    let phi = rng.int(40, 70);
    while (phi === B) phi = rng.int(40, 70);
    let psi = rng.int(40, 70);
    while (psi === phi || psi === B) psi = rng.int(40, 70);
    const ac = Math.sqrt(a * a + c * c - 2 * a * c * cosD(B));
    const angleD = 180 - phi - psi;
    const cd = (ac * sinD(phi)) / sinD(angleD);
    const ad = (ac * sinD(psi)) / sinD(angleD);
    const areaAbc = 0.5 * a * c * sinD(B);
    const areaAcd = 0.5 * ac * ad * sinD(phi);
    const total = areaAbc + areaAcd;
    const { figure } = quadrilateralFigure(
      { a, c, B, phi, psi, unit },
      land ? 'Plot of land ABCD with the path AC.' : 'Quadrilateral ABCD with the diagonal AC.',
    );
    const data = `$AB = ${c}$ ${unit}, $BC = ${a}$ ${unit}, $m\\angle ABC = ${B}^\\circ$, $m\\angle CAD = ${phi}^\\circ$ and $m\\angle ACD = ${psi}^\\circ$`;
    const first = `In $\\triangle ABC$: $AC^2 = ${c}^2 + ${a}^2 - 2(${c})(${a})\\cos ${B}^\\circ$, so $AC \\approx ${t2(ac)}$ ${unit}.`;
    const second = `In $\\triangle ACD$: $m\\angle ADC = 180^\\circ - ${phi}^\\circ - ${psi}^\\circ = ${angleD}^\\circ$.`;
    const hints = [
      'Split the quadrilateral along the diagonal AC: solve triangle ABC first.',
      'The cosine rule gives AC; then triangle ACD has a known side and all its angles.',
      `$AC^2 = ${c}^2 + ${a}^2 - 2(${c})(${a})\\cos ${B}^\\circ$.`,
    ];
    if (frame === 'area') {
      return {
        question: `${data}. Find the area of $ABCD$, to the nearest tenth of a square centimetre.`,
        answer: t1(total),
        decimals: 1,
        trueValue: total,
        unit: 'cm²',
        figure,
        frame,
        multiStep: true,
        hints,
        steps: rounded([
          first,
          second,
          `$AD = \\frac{${t2(ac)}\\sin ${psi}^\\circ}{\\sin ${angleD}^\\circ} \\approx ${t2(ad)}$ cm.`,
          `Area of $ABC = \\frac{1}{2}(${c})(${a})\\sin ${B}^\\circ \\approx ${t2(areaAbc)}$; area of $ACD = \\frac{1}{2}(${t2(ac)})(${t2(ad)})\\sin ${phi}^\\circ \\approx ${t2(areaAcd)}$.`,
          `Area of $ABCD \\approx ${t2(areaAbc)} + ${t2(areaAcd)} \\approx ${t1(total)}$ cm$^2$.`,
        ]),
        explanation: `$AC \\approx ${t2(ac)}$ cm by the cosine rule; $AD \\approx ${t2(ad)}$ cm by the sine rule; the two triangles' areas add to about $${t1(total)}$ cm$^2$.`,
      };
    }
    return {
      question: land
        ? `A plot of land $ABCD$ is crossed by a straight path $AC$. ${data}. Find the length of the boundary $CD$, to the nearest tenth of a metre.`
        : `${data}. Find $CD$, to the nearest tenth of a centimetre.`,
      answer: t1(cd),
      decimals: 1,
      trueValue: cd,
      unit,
      figure,
      frame,
      multiStep: true,
      ...(land ? { context: true } : {}),
      hints,
      steps: rounded([
        first,
        second,
        `$CD = \\frac{${t2(ac)}\\sin ${phi}^\\circ}{\\sin ${angleD}^\\circ} \\approx ${t1(cd)}$ ${unit}.`,
      ]),
      explanation: `$AC \\approx ${t2(ac)}$ ${unit} by the cosine rule, then $CD = \\frac{AC\\sin ${phi}^\\circ}{\\sin ${angleD}^\\circ} \\approx ${t1(cd)}$ ${unit}.`,
    };
  },
});

// ---------------------------------------------------------------- a journey with a turn

const VEHICLES = [
  { who: 'A cyclist rides', unit: 'km' },
  { who: 'A boat sails', unit: 'km' },
  { who: 'A drone flies', unit: 'm' },
] as const;

const journey = defineTemplate({
  id: `${lesson}/journey-with-a-turn`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: -0.2,
  build(rng) {
    const frame = rng.pick(['distance-back', 'angle-at-start', 'whole-trip']);
    const vehicle = rng.pick(VEHICLES);
    const k = vehicle.unit === 'm' ? 100 : 1;
    const d1 = rng.int(3, 15) * k;
    let d2 = rng.int(3, 15) * k;
    while (d2 === d1) d2 = rng.int(3, 15) * k;
    const Q = rng.pick([40, 50, 60, 70, 80, 100, 110, 120, 130, 140]);
    const pr = Math.sqrt(d1 * d1 + d2 * d2 - 2 * d1 * d2 * cosD(Q));
    const P = acosD((d1 * d1 + pr * pr - d2 * d2) / (2 * d1 * pr));
    const unit = vehicle.unit;
    const unitWord = unit === 'km' ? 'kilometre' : 'metre';
    const figure = obliqueFigure(
      rng,
      ['P', 'Q', 'R'],
      d2,
      pr,
      d1,
      { sides: { PQ: `${d1} ${unit}`, QR: `${d2} ${unit}` }, angles: { Q: `${Q}°` } },
      'The journey from P to Q to R.',
    );
    const lead = `${vehicle.who} $${d1}$ ${unit} in a straight line from $P$ to $Q$, then $${d2}$ ${unit} from $Q$ to $R$, with $m\\angle PQR = ${Q}^\\circ$.`;
    const cosineStep = `$PR^2 = ${d1}^2 + ${d2}^2 - 2(${d1})(${d2})\\cos ${Q}^\\circ$, so $PR \\approx ${t2(pr)}$ ${unit}.`;
    const hint1 = 'Draw the triangle PQR: two sides and the angle between them are known.';
    const hint2 = 'The cosine rule gives the side PR opposite the known angle.';
    if (frame === 'distance-back') {
      return {
        question: `${lead} How far is $R$ from $P$, to the nearest tenth of a ${unitWord}?`,
        answer: t1(pr),
        decimals: 1,
        trueValue: pr,
        unit,
        figure,
        frame,
        context: true,
        hints: [hint1, hint2],
        steps: rounded([
          `$PR^2 = ${d1}^2 + ${d2}^2 - 2(${d1})(${d2})\\cos ${Q}^\\circ$, so $PR \\approx ${t1(pr)}$ ${unit}.`,
        ]),
        explanation: `By the cosine rule $PR \\approx ${t1(pr)}$ ${unit}.`,
      };
    }
    if (frame === 'whole-trip') {
      const total = d1 + d2 + pr;
      return {
        question: `${lead} It then returns straight to $P$. Find the length of the whole trip, to the nearest tenth of a ${unitWord}.`,
        answer: t1(total),
        decimals: 1,
        trueValue: total,
        unit,
        figure,
        frame,
        multiStep: true,
        context: true,
        hints: [
          'The way back is the third side PR of the triangle.',
          hint2,
          `$PR^2 = ${d1}^2 + ${d2}^2 - 2(${d1})(${d2})\\cos ${Q}^\\circ$.`,
        ],
        steps: rounded([
          cosineStep,
          `Whole trip $= ${d1} + ${d2} + ${t2(pr)} \\approx ${t1(total)}$ ${unit}.`,
        ]),
        explanation: `The way back is $PR \\approx ${t2(pr)}$ ${unit}, so the trip is about $${t1(total)}$ ${unit}.`,
      };
    }
    return {
      question: `${lead} Find $m\\angle QPR$, to the nearest tenth of a degree.`,
      answer: `${t1(P)}°`,
      decimals: 1,
      trueValue: P,
      figure,
      frame,
      multiStep: true,
      context: true,
      hints: [
        'First find PR, the side opposite the known angle.',
        'Then use the cosine rule again (or the sine rule) for the angle at P.',
        `$PR^2 = ${d1}^2 + ${d2}^2 - 2(${d1})(${d2})\\cos ${Q}^\\circ$.`,
      ],
      steps: rounded([
        cosineStep,
        `$\\cos P = \\frac{${d1}^2 + ${t2(pr)}^2 - ${d2}^2}{2(${d1})(${t2(pr)})}$.`,
        `$m\\angle QPR \\approx ${deg1(P)}$.`,
      ]),
      explanation: `$PR \\approx ${t2(pr)}$ ${unit}, then the cosine rule gives $m\\angle QPR \\approx ${deg1(P)}$.`,
    };
  },
});

// ---------------------------------------------------------------- tower from two points

const tower = defineTemplate({
  id: `${lesson}/tower-from-two-points`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 1.3,
  build(rng) {
    const frame = rng.pick(['height', 'line-of-sight', 'foot-distance']);
    const alpha = rng.int(20, 40);
    const beta = rng.int(alpha + 15, Math.min(alpha + 35, 70));
    const d = rng.int(3, 12) * 10;
    const tb = (d * sinD(alpha)) / sinD(beta - alpha);
    const height = tb * sinD(beta);
    const bf = tb * cosD(beta);
    const thing = rng.pick(['tower', 'lighthouse', 'mast']);
    const figure = towerFigure(
      alpha,
      beta,
      d,
      `A vertical ${thing} FT seen from A and B on level ground.`,
    );
    const lead = `$A$ and $B$ are on level ground in line with the foot $F$ of a vertical ${thing} $FT$, with $AB = ${d}$ m, $m\\angle TAF = ${alpha}^\\circ$ and $m\\angle TBF = ${beta}^\\circ$.`;
    const first = `$m\\angle ABT = 180^\\circ - ${beta}^\\circ = ${180 - beta}^\\circ$, so $m\\angle ATB = ${beta}^\\circ - ${alpha}^\\circ = ${beta - alpha}^\\circ$.`;
    const second = `In $\\triangle ABT$: $TB = \\frac{${d}\\sin ${alpha}^\\circ}{\\sin ${beta - alpha}^\\circ} \\approx ${t2(tb)}$ m.`;
    const hints = [
      'Triangle ABT is not right-angled, but you know one side and can find all its angles.',
      'Find angle ATB from the exterior angle at B, then use the sine rule for TB.',
      `$m\\angle ATB = ${beta}^\\circ - ${alpha}^\\circ$.`,
    ];
    const common = { decimals: 1, unit: 'm', figure, frame, multiStep: true, context: true, hints };
    if (frame === 'line-of-sight') {
      return {
        ...common,
        question: `${lead} Find the distance $BT$, to the nearest tenth of a metre.`,
        answer: t1(tb),
        trueValue: tb,
        steps: rounded([
          first,
          `$TB = \\frac{${d}\\sin ${alpha}^\\circ}{\\sin ${beta - alpha}^\\circ} \\approx ${t1(tb)}$ m.`,
        ]),
        explanation: `$m\\angle ATB = ${beta - alpha}^\\circ$, so by the sine rule $BT \\approx ${t1(tb)}$ m.`,
      };
    }
    if (frame === 'foot-distance') {
      return {
        ...common,
        question: `${lead} Find the distance $BF$ from $B$ to the foot of the ${thing}, to the nearest tenth of a metre.`,
        answer: t1(bf),
        trueValue: bf,
        steps: rounded([
          first,
          second,
          `In the right triangle $BFT$: $BF = ${t2(tb)}\\cos ${beta}^\\circ \\approx ${t1(bf)}$ m.`,
        ]),
        explanation: `$TB \\approx ${t2(tb)}$ m by the sine rule, and $BF = TB\\cos ${beta}^\\circ \\approx ${t1(bf)}$ m.`,
      };
    }
    return {
      ...common,
      question: `${lead} Find the height $FT$ of the ${thing}, to the nearest tenth of a metre.`,
      answer: t1(height),
      trueValue: height,
      steps: rounded([
        first,
        second,
        `In the right triangle $BFT$: $FT = ${t2(tb)}\\sin ${beta}^\\circ \\approx ${t1(height)}$ m.`,
      ]),
      explanation: `$TB \\approx ${t2(tb)}$ m by the sine rule, and $FT = TB\\sin ${beta}^\\circ \\approx ${t1(height)}$ m.`,
    };
  },
});

export const triangleProblemTemplates = [
  whichRule,
  perimeter,
  journey,
  sineThenArea,
  threeSidesArea,
  cosineThenAngle,
  ambiguousBoth,
  areaToSide,
  tower,
  ambiguousDrawn,
  quadrilateral,
];
