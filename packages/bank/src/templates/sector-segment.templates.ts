/** Lesson: circular sector and segment (A = ½r²θ, segment = ½r²(θ − sin θ)). */
import { polar, pt } from '../figures/geometry';
import { defineTemplate } from './define-template';
import { fixed, fmt, piFrac } from './exact';
import { sectorFigure } from './figure-kit';

const lesson = 'sector-segment' as const;
const DEG = Math.PI / 180;
const SECTOR_ANGLES = [30, 40, 45, 60, 72, 80, 90, 120, 135, 150, 216, 240, 270];

const sectorAreaDegrees = defineTemplate({
  id: `${lesson}/sector-area-degrees`,
  lesson,
  type: 'short_answer',
  b: -0.3,
  build(rng) {
    const theta = rng.pick(SECTOR_ANGLES);
    const r = rng.int(2, 15);
    const area = piFrac(r * r * theta, 360);
    return {
      question: `Find the area of a sector of a circle of radius $${r}$ cm with central angle $${theta}^\\circ$, in cm$^2$, in terms of $\\pi$.`,
      answer: area.text,
      exact: true,
      unit: 'cm²',
      explanation: `$A = \\frac{\\theta}{360^\\circ}\\pi r^2 = \\frac{${theta}}{360} \\times \\pi \\times ${r}^2 = ${area.tex}$ cm$^2$.`,
    };
  },
});

const sectorAreaRadians = defineTemplate({
  id: `${lesson}/sector-area-radians-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: 0,
  build(rng) {
    const r = rng.int(2, 12);
    const theta = rng.pick([0.4, 0.5, 0.6, 0.8, 1, 1.2, 1.5, 1.6, 2, 2.4, 2.5, 3]);
    const area = 0.5 * r * r * theta;
    const cm2 = (x: number): string => `$${fmt(x, 2)}$ cm$^2$`;
    return {
      question: `$OAB$ is a sector with $OA = ${r}$ cm and $\\angle AOB = ${theta}$ rad. Find its area.`,
      answer: cm2(area),
      wrong: [
        { text: cm2(r * r * theta), mistake: 'forgot the ½ in A = ½r²θ' },
        { text: cm2(r * theta), mistake: 'gave the arc length rθ' },
        {
          text: cm2((Math.PI * r * r * theta) / 360),
          mistake: 'used the degree formula with an angle in radians',
        },
        { text: cm2(0.5 * r * theta), mistake: 'used r instead of r²' },
      ],
      figure: sectorFigure({
        radius: r,
        startDeg: rng.int(0, 30),
        sweepDeg: theta / DEG,
        radiusLabel: `${r} cm`,
        angleLabel: `${theta} rad`,
        shaded: 'sector',
        caption: 'A shaded sector AOB with centre O.',
      }),
      explanation: `$A = \\frac{1}{2}r^2\\theta = \\frac{1}{2} \\times ${r}^2 \\times ${theta} = ${fmt(area, 2)}$ cm$^2$.`,
    };
  },
});

const segmentArea = defineTemplate({
  id: `${lesson}/segment-area-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.8,
  build(rng) {
    const theta = rng.pick([60, 90, 120, 150]);
    const r = rng.int(3, 14);
    const rad = theta * DEG;
    const area = 0.5 * r * r * (rad - Math.sin(rad));
    return {
      question: `$AB$ is a chord of a circle with centre $O$ and radius $${r}$ cm, and $\\angle AOB = ${theta}^\\circ$. Find the area of the shaded minor segment in cm$^2$, to two decimal places.`,
      answer: fixed(area, 2),
      decimals: 2,
      trueValue: area,
      unit: 'cm²',
      figure: sectorFigure({
        radius: r,
        startDeg: 90 - theta / 2 + rng.pick([0, 180]),
        sweepDeg: theta,
        radiusLabel: `${r} cm`,
        angleLabel: `${theta}°`,
        shaded: 'segment',
        chord: true,
        caption: 'A circle sector AOB with the minor segment between chord AB and the arc shaded.',
      }),
      explanation: `Segment = sector − triangle $= \\frac{1}{2}r^2\\left(\\theta - \\sin\\theta\\right) = \\frac{1}{2} \\times ${r}^2 \\left(${piFrac(theta, 180).tex} - \\sin ${theta}^\\circ\\right) \\approx ${fixed(area, 2)}$ cm$^2$.`,
    };
  },
});

const sectorPerimeterRadians = defineTemplate({
  id: `${lesson}/sector-perimeter-radians`,
  lesson,
  type: 'short_answer',
  b: 0.1,
  build(rng) {
    const r = rng.int(2, 20);
    const theta = rng.pick([0.5, 0.8, 1, 1.2, 1.5, 2, 2.5]);
    const perimeter = 2 * r + r * theta;
    return {
      question: `A sector has radius $${r}$ cm and central angle $${theta}$ rad. Find its perimeter in cm.`,
      answer: fmt(perimeter, 2),
      unit: 'cm',
      explanation: `Perimeter $= 2r + r\\theta = ${2 * r} + ${r} \\times ${theta} = ${fmt(perimeter, 2)}$ cm.`,
    };
  },
});

const angleFromArea = defineTemplate({
  id: `${lesson}/angle-from-area`,
  lesson,
  type: 'MCQ',
  b: 0.5,
  build(rng) {
    const theta = rng.pick([30, 40, 45, 60, 72, 90, 120, 135, 150]);
    const r = rng.int(3, 12);
    const area = piFrac(r * r * theta, 360);
    const deg = (x: number): string => `$${fmt(x, 2)}^\\circ$`;
    return {
      question: `A sector of a circle of radius $${r}$ cm has area $${area.tex}$ cm$^2$. Find its central angle in degrees.`,
      answer: deg(theta),
      wrong: [
        { text: deg(theta / 2), mistake: 'forgot the ½ in A = ½r²θ' },
        { text: deg(theta * 2), mistake: 'divided by 2 instead of multiplying' },
        { text: deg(360 - theta), mistake: 'gave the angle of the major sector' },
        { text: deg(theta * r), mistake: 'divided by r instead of r²' },
        { text: deg(180 - theta), mistake: 'gave the supplementary angle' },
      ],
      explanation: `$\\frac{\\theta}{360^\\circ}\\pi r^2 = ${area.tex}$, so $\\theta = \\frac{360^\\circ \\times ${area.tex}}{\\pi \\times ${r * r}} = ${theta}^\\circ$.`,
    };
  },
});

const radiusFromArea = defineTemplate({
  id: `${lesson}/radius-from-area-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.6,
  build(rng) {
    const r = rng.int(2, 12);
    const theta = rng.pick([0.5, 0.8, 1, 1.2, 1.5, 2, 2.5]);
    const area = 0.5 * r * r * theta;
    return {
      question: `The shaded sector $AOB$ has area $${fmt(area, 2)}$ cm$^2$ and $\\angle AOB = ${theta}$ rad. Find the radius $OA$ in cm.`,
      answer: String(r),
      unit: 'cm',
      figure: sectorFigure({
        radius: r,
        startDeg: rng.int(0, 40),
        sweepDeg: theta / DEG,
        radiusLabel: 'r',
        angleLabel: `${theta} rad`,
        shaded: 'sector',
        caption: 'A shaded sector AOB with centre O.',
      }),
      explanation: `$\\frac{1}{2}r^2 \\times ${theta} = ${fmt(area, 2)}$, so $r^2 = ${r * r}$ and $r = ${r}$ cm.`,
    };
  },
});

const annularSector = defineTemplate({
  id: `${lesson}/region-between-arcs-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: 0.9,
  build(rng) {
    const theta = rng.pick([45, 60, 72, 90, 120, 135, 150]);
    const r1 = rng.int(2, 8);
    const r2 = r1 + rng.int(1, 6);
    const area = piFrac((r2 * r2 - r1 * r1) * theta, 360);
    const start = rng.int(0, 30);
    const o = pt(0, 0);
    const show = (n: number, d: number): string => `$${piFrac(n, d).tex}$ cm$^2$`;
    return {
      question: `Two arcs with centre $O$ have radii $OA = ${r1}$ cm and $OC = ${r2}$ cm, and $\\angle COD = ${theta}^\\circ$. Find the area of the shaded region $ABDC$ between the arcs, in terms of $\\pi$.`,
      answer: show((r2 * r2 - r1 * r1) * theta, 360),
      wrong: [
        {
          text: show((r2 - r1) ** 2 * theta, 360),
          mistake: 'subtracted the radii before squaring',
        },
        { text: show(r2 * r2 * theta, 360), mistake: 'forgot to remove the inner sector' },
        { text: show((r2 * r2 + r1 * r1) * theta, 360), mistake: 'added the two sectors' },
        { text: show((r2 - r1) * 2 * theta, 360), mistake: 'used arc lengths instead of areas' },
      ],
      figure: {
        caption:
          'Two concentric arcs AB and CD with centre O; the region ABDC between them is shaded.',
        elements: [
          {
            kind: 'annular-sector',
            center: o,
            inner: r1,
            outer: r2,
            startDeg: start,
            endDeg: start + theta,
          },
          { kind: 'segment', from: o, to: polar(o, r2, start) },
          { kind: 'segment', from: o, to: polar(o, r2, start + theta) },
          { kind: 'arc', center: o, radius: r1, startDeg: start, endDeg: start + theta },
          {
            kind: 'arc',
            center: o,
            radius: r2,
            startDeg: start,
            endDeg: start + theta,
            emphasis: true,
          },
          // Marked between the rays to C and D: the angle the text names.
          {
            kind: 'angle',
            vertex: o,
            from: polar(o, r2, start),
            to: polar(o, r2, start + theta),
            label: `${theta}°`,
          },
          { kind: 'point', at: o, label: 'O' },
          { kind: 'point', at: polar(o, r1, start), label: 'A' },
          { kind: 'point', at: polar(o, r1, start + theta), label: 'B' },
          { kind: 'point', at: polar(o, r2, start), label: 'C' },
          { kind: 'point', at: polar(o, r2, start + theta), label: 'D' },
        ],
      },
      explanation: `Area $= \\frac{${theta}}{360}\\pi(${r2}^2 - ${r1}^2) = ${area.tex}$ cm$^2$.`,
    };
  },
});

export const sectorSegmentTemplates = [
  sectorAreaDegrees,
  sectorAreaRadians,
  segmentArea,
  sectorPerimeterRadians,
  angleFromArea,
  radiusFromArea,
  annularSector,
];
