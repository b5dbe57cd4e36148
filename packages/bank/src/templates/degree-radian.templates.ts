/** Lesson: degree and radian measure, arc length (l = rθ with θ in radians). */
import { defineTemplate } from './define-template';
import { fixed, fmt, piFrac } from './exact';
import { sectorFigure } from './figure-kit';

const lesson = 'degree-radian' as const;

const NICE_DEGREES = [
  15, 30, 45, 60, 75, 90, 105, 120, 135, 150, 165, 210, 225, 240, 270, 300, 315, 330, 135, 420, 450,
  540,
];

const degToRad = defineTemplate({
  id: `${lesson}/degrees-to-radians`,
  lesson,
  type: 'short_answer',
  b: -0.9,
  build(rng) {
    const theta = rng.pick(NICE_DEGREES);
    const rad = piFrac(theta, 180);
    return {
      question: `Express $${theta}^\\circ$ in radians, in terms of $\\pi$.`,
      answer: rad.text,
      exact: true,
      explanation: `Multiply by $\\frac{\\pi}{180^\\circ}$: $${theta}^\\circ \\times \\frac{\\pi}{180^\\circ} = ${rad.tex}$.`,
    };
  },
});

const radToDeg = defineTemplate({
  id: `${lesson}/radians-to-degrees`,
  lesson,
  type: 'MCQ',
  b: -0.7,
  build(rng) {
    const theta = rng.pick(NICE_DEGREES);
    const rad = piFrac(theta, 180);
    const d = (x: number): string => `$${fmt(x, 2)}^\\circ$`;
    return {
      question: `Convert $${rad.tex}$ radians to degrees.`,
      answer: d(theta),
      wrong: [
        { text: d(theta / 2), mistake: 'took π radians as 90°' },
        { text: d(theta * 2), mistake: 'took π radians as 360°' },
        { text: d(Math.abs(180 - theta)), mistake: 'gave the supplementary angle' },
        { text: d(theta + 180), mistake: 'added 180° instead of multiplying by 180°/π' },
      ],
      explanation:
        `Replace $\\pi$ by $180^\\circ$: $${rad.tex} = ${rad.tex.replace('\\pi', '\\times 180^\\circ')} = ${theta}^\\circ$.`.replace(
          '\\times 180^\\circ',
          '(180^\\circ)',
        ),
    };
  },
});

const ARC_ANGLES = [30, 45, 60, 72, 90, 120, 135, 150, 180, 210, 240, 270, 300];

const arcLength = defineTemplate({
  id: `${lesson}/arc-length-degrees`,
  lesson,
  type: 'short_answer',
  b: -0.1,
  build(rng) {
    const theta = rng.pick(ARC_ANGLES);
    const r = rng.int(2, 18);
    const l = piFrac(r * theta, 180);
    return {
      question: `A circle has radius $${r}$ cm. Find the length of the arc subtending a central angle of $${theta}^\\circ$, in cm, in terms of $\\pi$.`,
      answer: l.text,
      exact: true,
      unit: 'cm',
      explanation: `$\\theta = ${theta}^\\circ = ${piFrac(theta, 180).tex}$ rad, so $l = r\\theta = ${r} \\times ${piFrac(theta, 180).tex} = ${l.tex}$ cm.`,
    };
  },
});

const arcLengthRadians = defineTemplate({
  id: `${lesson}/arc-length-radians-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: -0.3,
  build(rng) {
    const r = rng.int(3, 12);
    const theta = rng.pick([0.5, 0.6, 0.8, 1, 1.2, 1.4, 1.5, 1.6, 1.8, 2, 2.4, 2.5]);
    const l = r * theta;
    const cm = (x: number): string => `$${fmt(x, 2)}$ cm`;
    return {
      question: `$O$ is the centre of the circle, $OA = ${r}$ cm and $\\angle AOB = ${theta}$ rad. Find the length of the arc $AB$.`,
      answer: cm(l),
      wrong: [
        { text: cm(2 * l), mistake: 'used the diameter instead of the radius' },
        { text: cm(l / 2), mistake: 'halved as in the sector-area formula' },
        {
          text: cm((r * r * theta) / 2),
          mistake: 'gave the sector area ½r²θ instead of the arc length',
        },
        {
          text: cm(l * Math.PI),
          mistake: 'multiplied by π although the angle is already in radians',
        },
        {
          text: cm((r * theta * Math.PI) / 180),
          mistake: 'converted an angle that is already in radians',
        },
      ],
      figure: sectorFigure({
        radius: r,
        startDeg: rng.int(0, 40),
        sweepDeg: (theta * 180) / Math.PI,
        radiusLabel: `${r} cm`,
        angleLabel: `${theta} rad`,
        caption: `Sector AOB of a circle with centre O.`,
      }),
      explanation: `With $\\theta$ in radians, $l = r\\theta = ${r} \\times ${theta} = ${fmt(l, 2)}$ cm.`,
    };
  },
});

const angleFromArc = defineTemplate({
  id: `${lesson}/angle-from-arc-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.1,
  build(rng) {
    const r = rng.pick([2, 4, 5, 8, 10]);
    const theta = rng.pick([0.5, 0.75, 1.25, 1.5, 1.75, 2, 2.25, 2.5]);
    const l = r * theta;
    return {
      question: `$O$ is the centre of the circle, $OA = ${r}$ cm and the arc $AB$ is $${fmt(l)}$ cm long. Find the measure of $\\angle AOB$ in radians.`,
      answer: `${fmt(theta)} rad`,
      figure: sectorFigure({
        radius: r,
        startDeg: rng.int(-20, 30),
        sweepDeg: (theta * 180) / Math.PI,
        radiusLabel: `${r} cm`,
        arcLabel: `${fmt(l)} cm`,
        angleLabel: 'θ',
        caption: 'Sector AOB of a circle with centre O.',
      }),
      explanation: `$\\theta = \\frac{l}{r} = \\frac{${fmt(l)}}{${r}} = ${fmt(theta)}$ rad.`,
    };
  },
});

const radiusFromArc = defineTemplate({
  id: `${lesson}/radius-from-arc`,
  lesson,
  type: 'MCQ',
  b: 0.4,
  build(rng) {
    const theta = rng.pick(ARC_ANGLES);
    const r = rng.int(2, 15);
    const l = piFrac(r * theta, 180);
    const cm = (x: number): string => `$${fmt(x, 2)}$ cm`;
    return {
      question: `An arc of length $${l.tex}$ cm subtends a central angle of $${theta}^\\circ$. Find the radius of the circle.`,
      answer: cm(r),
      wrong: [
        { text: cm(2 * r), mistake: 'used πr instead of 2πr for the circumference' },
        { text: cm(r / 2), mistake: 'used l = 2rθ (the diameter instead of the radius)' },
        {
          text: cm(Math.sqrt(2 * r)),
          mistake: 'used the sector-area formula instead of the arc length',
        },
        {
          text: cm(r * ((theta * Math.PI) / 180) ** 2),
          mistake: 'multiplied by the angle instead of dividing',
        },
      ],
      explanation: `$l = r\\theta$ with $\\theta = ${piFrac(theta, 180).tex}$, so $r = \\frac{l}{\\theta} = ${l.tex} \\div ${piFrac(theta, 180).tex} = ${r}$ cm.`,
    };
  },
});

const radiansDecimal = defineTemplate({
  id: `${lesson}/radians-decimal-to-degrees`,
  lesson,
  type: 'short_answer',
  b: 0,
  build(rng) {
    const x = rng.pick([0.4, 0.6, 0.8, 1, 1.2, 1.5, 1.8, 2, 2.5, 3, 3.5, 4, 5]);
    const degrees = (x * 180) / Math.PI;
    return {
      question: `Convert $${x}$ ${x === 1 ? 'radian' : 'radians'} to degrees, to the nearest tenth of a degree.`,
      answer: `${fixed(degrees, 1)}°`,
      decimals: 1,
      trueValue: degrees,
      explanation: `$${x} \\times \\frac{180^\\circ}{\\pi} \\approx ${fmt(degrees, 3)}^\\circ \\approx ${fixed(degrees, 1)}^\\circ$.`,
    };
  },
});

const sectorPerimeter = defineTemplate({
  id: `${lesson}/sector-perimeter-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.5,
  build(rng) {
    const theta = rng.pick([30, 45, 60, 90, 120, 135, 150, 240]);
    const r = rng.int(3, 12);
    const l = piFrac(r * theta, 180);
    return {
      question: `$OAB$ is a sector of a circle with centre $O$, radius $${r}$ cm and $\\angle AOB = ${theta}^\\circ$. Find the perimeter of the sector, in cm, in terms of $\\pi$.`,
      answer: `${2 * r} + ${l.text}`,
      exact: true,
      unit: 'cm',
      figure: sectorFigure({
        radius: r,
        startDeg: rng.int(0, 30),
        sweepDeg: theta,
        radiusLabel: `${r} cm`,
        angleLabel: `${theta}°`,
        shaded: 'sector',
        caption: 'A shaded sector AOB with centre O.',
      }),
      explanation: `Arc $AB = r\\theta = ${r} \\times ${piFrac(theta, 180).tex} = ${l.tex}$; perimeter $= 2r + l = ${2 * r} + ${l.tex}$ cm.`,
    };
  },
});

export const degreeRadianTemplates = [
  degToRad,
  radToDeg,
  arcLength,
  arcLengthRadians,
  angleFromArc,
  radiusFromArc,
  radiansDecimal,
  sectorPerimeter,
];
