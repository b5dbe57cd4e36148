/**
 * Lesson: circular sectors and segments. Arc length and sector area in degrees and radians, the
 * perimeter of a sector, the angle or the radius found backwards from an arc or an area, the
 * segment (sector − triangle, with ½r² sin θ) and its perimeter (arc + chord), composite shaded
 * regions and contexts (a pizza slice, a fan, a wiper, a clock, a running track, a window, a
 * pipe, a tunnel, an arch).
 */
import type { Figure, FigureElement } from '../figures/figure-model';
import { polar, pt } from '../figures/geometry';
import { defineTemplate } from './define-template';
import type { Draft } from './define-template';
import { fixed, fmt, frac, piFrac } from './exact';
import { sectorFigure } from './figure-kit';
import { redraw } from './redraw';
import {
  DEG,
  arcPath,
  explain,
  named,
  rounded,
  shadedOutline,
  withUnit,
} from './sector-segment-kit';

const lesson = 'sector-segment' as const;
const SECTOR_ANGLES = [30, 40, 45, 60, 72, 80, 90, 120, 135, 150, 216, 240, 270];
const RADIANS = [0.4, 0.5, 0.6, 0.8, 1, 1.2, 1.5, 1.6, 2, 2.4, 2.5, 3];
const O = pt(0, 0);

const cm2 = (x: number | string): string => withUnit(x, 'cm', 2);
const cm = (x: number | string): string => withUnit(x, 'cm');
const deg = (x: number): string => `$${fmt(x, 2)}^\\circ$`;
const piCm2 = (n: number, d: number): string => cm2(piFrac(n, d).tex);
const piCm = (n: number, d: number): string => cm(piFrac(n, d).tex);

// ---------------------------------------------------------------- sector area in degrees

const sectorAreaDegrees = defineTemplate({
  id: `${lesson}/sector-area-degrees`,
  lesson,
  type: 'short_answer',
  b: -0.8,
  build(rng): Draft {
    const frame = rng.pick(['area-exact', 'area-decimal', 'pizza-slice'] as const);
    if (frame === 'pizza-slice') {
      const slices = rng.pick([6, 8, 10, 12]);
      const diameter = rng.pick([24, 26, 28, 30, 32, 36, 40]);
      const r = diameter / 2;
      const theta = 360 / slices;
      const area = (theta / 360) * Math.PI * r * r;
      const steps = [
        `The radius is half the diameter: $r = \\frac{${diameter}}{2} = ${r}$ cm.`,
        `Each of the $${slices}$ equal slices is a sector of angle $\\frac{360^\\circ}{${slices}} = ${fmt(theta, 2)}^\\circ$.`,
        `Area $= \\frac{${fmt(theta, 2)}}{360} \\times \\pi \\times ${r}^2 \\approx ${rounded(area, 1)}$ cm$^2$.`,
      ];
      return {
        question: `A round pizza of diameter $${diameter}$ cm is cut from the centre into $${slices}$ equal slices. Find the area of the top of one slice in cm$^2$, to one decimal place.`,
        answer: rounded(area, 1),
        decimals: 1,
        trueValue: area,
        unit: 'cm²',
        frame,
        multiStep: true,
        context: true,
        hints: [
          'Each slice is a sector: find its radius and its angle at the centre first.',
          `The radius is half the diameter, and the $${slices}$ slices share the $360^\\circ$ at the centre.`,
          `Area of a sector $= \\frac{\\theta}{360^\\circ} \\times \\pi r^2$ with $\\theta = \\frac{360^\\circ}{${slices}}$.`,
        ],
        steps,
        explanation: explain(steps),
      };
    }
    const exact = frame === 'area-exact';
    const theta = exact ? rng.pick(SECTOR_ANGLES) : rng.int(20, 330);
    const r = rng.int(2, 15);
    const area = piFrac(r * r * theta, 360);
    const reduced = frac(theta, 360);
    const steps = exact
      ? [
          `$A = \\frac{\\theta}{360^\\circ} \\times \\pi r^2 = \\frac{${theta}}{360} \\times \\pi \\times ${r}^2$.`,
          `$= ${reduced.tex} \\times ${r * r}\\pi = ${area.tex}$ cm$^2$.`,
        ]
      : [
          `$A = \\frac{\\theta}{360^\\circ} \\times \\pi r^2 = \\frac{${theta}}{360} \\times \\pi \\times ${r}^2$.`,
          `$= ${reduced.tex} \\times ${r * r}\\pi \\approx ${rounded(area.value, 1)}$ cm$^2$.`,
        ];
    return {
      question: exact
        ? `Find the area of a sector of a circle of radius $${r}$ cm with central angle $${theta}^\\circ$, in cm$^2$, in terms of $\\pi$.`
        : `Find the area of a sector of a circle of radius $${r}$ cm with central angle $${theta}^\\circ$, in cm$^2$, to one decimal place.`,
      answer: exact ? area.text : rounded(area.value, 1),
      ...(exact ? { exact: true } : { decimals: 1, trueValue: area.value }),
      unit: 'cm²',
      frame,
      hints: [
        'A sector is a fraction of the whole circle: the fraction is its angle out of $360^\\circ$.',
        `Area $= \\frac{\\theta}{360^\\circ} \\times \\pi r^2$, with $\\theta = ${theta}^\\circ$ and $r = ${r}$.`,
      ],
      steps,
      explanation: explain(steps),
    };
  },
});

// ---------------------------------------------------------------- sector in radians

const sectorAreaRadians = defineTemplate({
  id: `${lesson}/sector-area-radians-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: -0.4,
  build(rng): Draft {
    const frame = rng.pick(['area', 'arc-length', 'fan'] as const);
    const r = frame === 'fan' ? rng.int(15, 30) : rng.int(2, 12);
    const theta = frame === 'fan' ? rng.pick([1.5, 1.8, 2, 2.2, 2.4, 2.5]) : rng.pick(RADIANS);
    const area = 0.5 * r * r * theta;
    const arc = r * theta;
    const figure = sectorFigure({
      radius: r,
      startDeg: frame === 'fan' ? 90 - theta / DEG / 2 : rng.int(0, 30),
      sweepDeg: theta / DEG,
      radiusLabel: `${r} cm`,
      angleLabel: `${theta} rad`,
      ...(frame === 'arc-length' ? {} : { shaded: 'sector' as const }),
      caption:
        frame === 'fan'
          ? 'An open fan drawn as a shaded sector AOB with its pivot at O.'
          : 'A sector AOB with centre O.',
    });
    if (frame === 'arc-length') {
      const steps = [
        `With the angle in radians, arc length $= r\\theta$.`,
        `Arc $AB = ${r} \\times ${theta} = ${fmt(arc, 2)}$ cm.`,
      ];
      return {
        question: `$OAB$ is a sector with $OA = ${r}$ cm and $\\angle AOB = ${theta}$ rad. Find the length of the arc $AB$.`,
        answer: cm(arc),
        wrong: [
          { text: cm(0.5 * r * theta), mistake: 'halved rθ as in the area formula' },
          { text: cm(area), mistake: 'gave the area ½r²θ' },
          { text: cm(2 * r + arc), mistake: 'gave the perimeter of the sector' },
          {
            text: cm((Math.PI * r * theta) / 180),
            mistake: 'used the degree formula with an angle in radians',
          },
          { text: cm(r * r * theta), mistake: 'used r² instead of r' },
        ],
        frame,
        hints: [
          'The angle is in radians, so there is no $360^\\circ$ in the formula.',
          'Arc length $= r\\theta$ with $\\theta$ in radians.',
        ],
        steps,
        explanation: explain(steps),
        figure,
      };
    }
    const steps = [
      `With the angle in radians, $A = \\frac{1}{2}r^2\\theta$.`,
      `$A = \\frac{1}{2} \\times ${r}^2 \\times ${theta} = ${fmt(area, 2)}$ cm$^2$.`,
    ];
    return {
      question:
        frame === 'fan'
          ? `A paper fan opens into the shaded sector $AOB$ with ribs $OA = ${r}$ cm long and $\\angle AOB = ${theta}$ rad. Find the area of the sector.`
          : `$OAB$ is a sector with $OA = ${r}$ cm and $\\angle AOB = ${theta}$ rad. Find its area.`,
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
      frame,
      ...(frame === 'fan' ? { context: true } : {}),
      hints: [
        'The angle is in radians: use the radian form of the sector area.',
        `$A = \\frac{1}{2}r^2\\theta$ with $r = ${r}$ and $\\theta = ${theta}$.`,
      ],
      steps,
      explanation: explain(steps),
      figure,
    };
  },
});

// ---------------------------------------------------------------- segment area

const segmentArea = defineTemplate({
  id: `${lesson}/segment-area-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.8,
  build(rng): Draft {
    const frame = rng.pick(['minor-degrees', 'minor-radians', 'major-segment'] as const);
    const r = rng.int(3, 14);
    if (frame === 'major-segment') {
      const theta = rng.pick([60, 80, 90, 100, 120]);
      const rad = theta * DEG;
      const minor = 0.5 * r * r * (rad - Math.sin(rad));
      const area = Math.PI * r * r - minor;
      const start = 90 - theta / 2;
      const a = polar(O, r, start);
      const b = polar(O, r, start + theta);
      const steps = [
        `Sector $AOB$ $= \\frac{${theta}}{360} \\times \\pi \\times ${r}^2 \\approx ${rounded(0.5 * r * r * rad, 3)}$ cm$^2$; triangle $AOB$ $= \\frac{1}{2} \\times ${r}^2 \\sin ${theta}^\\circ \\approx ${rounded(0.5 * r * r * Math.sin(rad), 3)}$ cm$^2$.`,
        `Minor segment $\\approx ${rounded(0.5 * r * r * rad, 3)} - ${rounded(0.5 * r * r * Math.sin(rad), 3)} = ${rounded(minor, 3)}$ cm$^2$.`,
        `Major segment $= \\pi \\times ${r}^2 - ${rounded(minor, 3)} \\approx ${fixed(area, 2)}$ cm$^2$.`,
      ];
      const elements: FigureElement[] = [
        {
          kind: 'circular-segment',
          center: O,
          radius: r,
          startDeg: start + theta,
          endDeg: start + 360,
        },
        { kind: 'circle', center: O, radius: r },
        { kind: 'segment', from: a, to: b },
        { kind: 'segment', from: O, to: a, label: `${r} cm` },
        { kind: 'segment', from: O, to: b },
        { kind: 'angle', vertex: O, from: a, to: b, label: `${theta}°` },
        ...named([
          ['O', O],
          ['A', a],
          ['B', b],
        ]),
      ];
      return {
        question: `$AB$ is a chord of a circle with centre $O$ and radius $${r}$ cm, and $\\angle AOB = ${theta}^\\circ$. Find the area of the shaded major segment in cm$^2$, to two decimal places.`,
        answer: fixed(area, 2),
        decimals: 2,
        trueValue: area,
        unit: 'cm²',
        frame,
        multiStep: true,
        hints: [
          'The major segment is the whole circle without the minor segment.',
          'Minor segment $=$ sector $AOB$ $-$ triangle $AOB$, and triangle $AOB$ $= \\frac{1}{2}r^2\\sin\\theta$.',
          `Find the minor segment with $r = ${r}$ and $\\theta = ${theta}^\\circ$, then take it from $\\pi \\times ${r}^2$.`,
        ],
        steps,
        explanation: explain(steps),
        figure: {
          caption:
            'A circle with centre O and chord AB; the major segment above the chord is shaded.',
          elements,
        },
      };
    }
    const radians = frame === 'minor-radians';
    const theta = radians ? rng.pick([1, 1.2, 1.5, 1.8, 2, 2.5]) : rng.pick([60, 90, 120, 150]);
    const rad = radians ? theta : theta * DEG;
    const sector = 0.5 * r * r * rad;
    const triangle = 0.5 * r * r * Math.sin(rad);
    const area = sector - triangle;
    const angleTex = radians ? `${theta}` : `${theta}^\\circ`;
    const steps = [
      radians
        ? `Sector $AOB$ $= \\frac{1}{2}r^2\\theta = \\frac{1}{2} \\times ${r}^2 \\times ${theta} = ${fmt(sector, 3)}$ cm$^2$.`
        : `Sector $AOB$ $= \\frac{${theta}}{360} \\times \\pi \\times ${r}^2 \\approx ${rounded(sector, 3)}$ cm$^2$.`,
      `Triangle $AOB$ $= \\frac{1}{2}r^2\\sin\\theta = \\frac{1}{2} \\times ${r}^2 \\times \\sin ${angleTex} \\approx ${rounded(triangle, 3)}$ cm$^2$.`,
      `Segment $=$ sector $-$ triangle $\\approx ${rounded(sector, 3)} - ${rounded(triangle, 3)} \\approx ${fixed(area, 2)}$ cm$^2$.`,
    ];
    return {
      question: `$AB$ is a chord of a circle with centre $O$ and radius $${r}$ cm, and $\\angle AOB = ${radians ? `${theta}\\text{ rad}` : `${theta}^\\circ`}$. Find the area of the shaded minor segment in cm$^2$, to two decimal places.`,
      answer: fixed(area, 2),
      decimals: 2,
      trueValue: area,
      unit: 'cm²',
      frame,
      multiStep: true,
      hints: [
        'The segment is the sector with the triangle $AOB$ taken away.',
        radians
          ? 'Sector $= \\frac{1}{2}r^2\\theta$ and triangle $= \\frac{1}{2}r^2\\sin\\theta$ (calculator in radians).'
          : 'Sector $= \\frac{\\theta}{360^\\circ}\\pi r^2$ and triangle $= \\frac{1}{2}r^2\\sin\\theta$.',
        `Work out both with $r = ${r}$ and $\\theta = ${angleTex}$, then subtract.`,
      ],
      steps,
      explanation: explain(steps),
      figure: sectorFigure({
        radius: r,
        startDeg: 90 - rad / DEG / 2 + rng.pick([0, 180]),
        sweepDeg: rad / DEG,
        radiusLabel: `${r} cm`,
        angleLabel: radians ? `${theta} rad` : `${theta}°`,
        shaded: 'segment',
        chord: true,
        caption: 'A circle sector AOB with the minor segment between chord AB and the arc shaded.',
      }),
    };
  },
});

// ---------------------------------------------------------------- sector perimeter

const sectorPerimeterRadians = defineTemplate({
  id: `${lesson}/sector-perimeter-radians`,
  lesson,
  type: 'short_answer',
  b: 0.1,
  build(rng): Draft {
    const frame = rng.pick(['radians', 'degrees', 'radius-from-perimeter'] as const);
    const r = rng.int(2, 20);
    if (frame === 'degrees') {
      const theta = rng.pick([40, 50, 75, 100, 110, 140, 160, 200, 225, 300]);
      const arc = (theta / 360) * 2 * Math.PI * r;
      const perimeter = 2 * r + arc;
      const steps = [
        `Arc $= \\frac{${theta}}{360} \\times 2\\pi \\times ${r} \\approx ${rounded(arc, 3)}$ cm.`,
        `Perimeter $= 2r + $ arc $\\approx ${2 * r} + ${rounded(arc, 3)} \\approx ${rounded(perimeter, 1)}$ cm.`,
      ];
      return {
        question: `A sector has radius $${r}$ cm and central angle $${theta}^\\circ$. Find its perimeter in cm, to one decimal place.`,
        answer: rounded(perimeter, 1),
        decimals: 1,
        trueValue: perimeter,
        unit: 'cm',
        frame,
        multiStep: true,
        hints: [
          'The perimeter goes along two radii and the arc.',
          'Arc $= \\frac{\\theta}{360^\\circ} \\times 2\\pi r$; then add the two radii.',
        ],
        steps,
        explanation: explain(steps),
      };
    }
    const theta = rng.pick([0.5, 0.8, 1, 1.2, 1.5, 2, 2.5]);
    const perimeter = 2 * r + r * theta;
    if (frame === 'radius-from-perimeter') {
      const steps = [
        `Perimeter $= 2r + r\\theta = r(2 + ${theta}) = ${fmt(2 + theta, 2)}r$.`,
        `$${fmt(2 + theta, 2)}r = ${fmt(perimeter, 2)}$, so $r = \\frac{${fmt(perimeter, 2)}}{${fmt(2 + theta, 2)}} = ${r}$ cm.`,
      ];
      return {
        question: `A sector has central angle $${theta}$ rad and perimeter $${fmt(perimeter, 2)}$ cm. Find its radius in cm.`,
        answer: String(r),
        unit: 'cm',
        frame,
        multiStep: true,
        hints: [
          'Write the perimeter in terms of $r$: two radii and the arc $r\\theta$.',
          `$2r + ${theta}r = ${fmt(perimeter, 2)}$: take $r$ out as a common factor.`,
        ],
        steps,
        explanation: explain(steps),
      };
    }
    const steps = [
      `Arc $= r\\theta = ${r} \\times ${theta} = ${fmt(r * theta, 2)}$ cm.`,
      `Perimeter $= 2r + r\\theta = ${2 * r} + ${fmt(r * theta, 2)} = ${fmt(perimeter, 2)}$ cm.`,
    ];
    return {
      question: `A sector has radius $${r}$ cm and central angle $${theta}$ rad. Find its perimeter in cm.`,
      answer: fmt(perimeter, 2),
      unit: 'cm',
      frame,
      hints: [
        'The perimeter is two radii and the arc.',
        'With the angle in radians, the arc is $r\\theta$.',
      ],
      steps,
      explanation: explain(steps),
    };
  },
});

// ---------------------------------------------------------------- angle from an area or arc

const angleFromArea = defineTemplate({
  id: `${lesson}/angle-from-area`,
  lesson,
  type: 'MCQ',
  b: 0.5,
  build(rng): Draft {
    const frame = rng.pick(['area-degrees', 'arc-degrees', 'area-radians'] as const);
    const r = rng.int(3, 12);
    if (frame === 'area-radians') {
      const theta = rng.pick([0.4, 0.6, 0.8, 1.2, 1.4, 1.6, 2.2, 2.4]);
      const area = 0.5 * r * r * theta;
      const rad = (x: number): string => `$${fmt(x, 2)}$ rad`;
      const steps = [
        `$\\frac{1}{2}r^2\\theta = A$, so $\\theta = \\frac{2A}{r^2}$.`,
        `$\\theta = \\frac{2 \\times ${fmt(area, 2)}}{${r}^2} = \\frac{${fmt(2 * area, 2)}}{${r * r}} = ${fmt(theta, 2)}$ rad.`,
      ];
      return {
        question: `A sector of a circle of radius $${r}$ cm has area $${fmt(area, 2)}$ cm$^2$. Find its central angle in radians.`,
        answer: rad(theta),
        wrong: [
          { text: rad(theta / 2), mistake: 'forgot the ½ in A = ½r²θ' },
          { text: rad(theta * r), mistake: 'divided by r instead of r²' },
          { text: rad((theta * r) / 2), mistake: 'treated the area as the arc length rθ' },
          { text: rad(2 * Math.PI - theta), mistake: 'gave the angle of the major sector' },
        ],
        frame,
        multiStep: true,
        hints: [
          'Work backwards from the radian form of the sector area.',
          `$\\frac{1}{2} \\times ${r}^2 \\times \\theta = ${fmt(area, 2)}$: solve for $\\theta$.`,
        ],
        steps,
        explanation: explain(steps),
      };
    }
    const theta = rng.pick([30, 40, 45, 60, 72, 90, 120, 135, 150]);
    if (frame === 'arc-degrees') {
      const arc = piFrac(2 * r * theta, 360);
      const steps = [
        `$\\frac{\\theta}{360^\\circ} \\times 2\\pi \\times ${r} = ${arc.tex}$.`,
        `$\\theta = \\frac{360^\\circ \\times ${arc.tex}}{${2 * r}\\pi} = ${theta}^\\circ$.`,
      ];
      return {
        question: `An arc of a circle of radius $${r}$ cm has length $${arc.tex}$ cm. Find the angle it subtends at the centre, in degrees.`,
        answer: deg(theta),
        wrong: [
          { text: deg(theta / 2), mistake: 'used 2πr for πr: the angle came out halved' },
          { text: deg(theta * 2), mistake: 'used πr instead of 2πr' },
          { text: deg(theta / r), mistake: 'divided by r twice' },
          { text: deg(360 - theta), mistake: 'gave the angle of the major arc' },
          { text: deg(180 - theta), mistake: 'gave the supplementary angle' },
        ],
        frame,
        hints: [
          'Arc length is the fraction $\\frac{\\theta}{360^\\circ}$ of the circumference.',
          `$\\frac{\\theta}{360^\\circ} \\times 2\\pi \\times ${r} = ${arc.tex}$: solve for $\\theta$.`,
        ],
        steps,
        explanation: explain(steps),
      };
    }
    const area = piFrac(r * r * theta, 360);
    const steps = [
      `$\\frac{\\theta}{360^\\circ} \\times \\pi \\times ${r}^2 = ${area.tex}$.`,
      `$\\theta = \\frac{360^\\circ \\times ${area.tex}}{${r * r}\\pi} = ${theta}^\\circ$.`,
    ];
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
      frame,
      hints: [
        'The sector is the fraction $\\frac{\\theta}{360^\\circ}$ of the whole circle.',
        `$\\frac{\\theta}{360^\\circ} \\times \\pi \\times ${r}^2 = ${area.tex}$: solve for $\\theta$.`,
      ],
      steps,
      explanation: explain(steps),
    };
  },
});

// ---------------------------------------------------------------- radius from an area or arc

const radiusFromArea = defineTemplate({
  id: `${lesson}/radius-from-area-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.6,
  build(rng): Draft {
    const frame = rng.pick(['area-radians', 'arc-radians', 'area-degrees'] as const);
    const r = rng.int(2, 12);
    if (frame === 'area-degrees') {
      const theta = rng.pick([30, 40, 45, 60, 72, 90, 120, 135, 150]);
      const area = piFrac(r * r * theta, 360);
      const steps = [
        `$\\frac{${theta}}{360} \\times \\pi r^2 = ${area.tex}$, so $r^2 = \\frac{360 \\times ${area.tex}}{${theta}\\pi} = ${r * r}$.`,
        `$r = \\sqrt{${r * r}} = ${r}$ cm.`,
      ];
      return {
        question: `The shaded sector $AOB$ has area $${area.tex}$ cm$^2$ and $\\angle AOB = ${theta}^\\circ$. Find the radius $OA$ in cm.`,
        answer: String(r),
        unit: 'cm',
        frame,
        multiStep: true,
        hints: [
          'Put what you know into the sector area formula and solve for $r$.',
          `$\\frac{${theta}}{360} \\times \\pi r^2 = ${area.tex}$: find $r^2$ first, then its square root.`,
        ],
        steps,
        explanation: explain(steps),
        figure: sectorFigure({
          radius: r,
          startDeg: rng.int(0, 40),
          sweepDeg: theta,
          radiusLabel: 'r',
          angleLabel: `${theta}°`,
          shaded: 'sector',
          caption: 'A shaded sector AOB with centre O.',
        }),
      };
    }
    const theta = rng.pick([0.5, 0.8, 1, 1.2, 1.5, 2, 2.5]);
    if (frame === 'arc-radians') {
      const arc = r * theta;
      const steps = [
        `Arc $= r\\theta$, so $${fmt(arc, 2)} = ${theta}r$.`,
        `$r = \\frac{${fmt(arc, 2)}}{${theta}} = ${r}$ cm.`,
      ];
      return {
        question: `The arc $AB$ of the sector $AOB$ is $${fmt(arc, 2)}$ cm long and $\\angle AOB = ${theta}$ rad. Find the radius $OA$ in cm.`,
        answer: String(r),
        unit: 'cm',
        frame,
        hints: [
          'With the angle in radians, arc length $= r\\theta$.',
          `Divide the arc length by the angle $${theta}$.`,
        ],
        steps,
        explanation: explain(steps),
        figure: sectorFigure({
          radius: r,
          startDeg: rng.int(0, 40),
          sweepDeg: theta / DEG,
          radiusLabel: 'r',
          arcLabel: `${fmt(arc, 2)} cm`,
          angleLabel: `${theta} rad`,
          caption: 'A sector AOB with centre O and its arc AB labelled.',
        }),
      };
    }
    const area = 0.5 * r * r * theta;
    const steps = [
      `$\\frac{1}{2}r^2 \\times ${theta} = ${fmt(area, 2)}$, so $r^2 = \\frac{2 \\times ${fmt(area, 2)}}{${theta}} = ${r * r}$.`,
      `$r = \\sqrt{${r * r}} = ${r}$ cm.`,
    ];
    return {
      question: `The shaded sector $AOB$ has area $${fmt(area, 2)}$ cm$^2$ and $\\angle AOB = ${theta}$ rad. Find the radius $OA$ in cm.`,
      answer: String(r),
      unit: 'cm',
      frame,
      multiStep: true,
      hints: [
        'Use the radian form of the sector area backwards.',
        `$\\frac{1}{2}r^2 \\times ${theta} = ${fmt(area, 2)}$: find $r^2$ first.`,
      ],
      steps,
      explanation: explain(steps),
      figure: sectorFigure({
        radius: r,
        startDeg: rng.int(0, 40),
        sweepDeg: theta / DEG,
        radiusLabel: 'r',
        angleLabel: `${theta} rad`,
        shaded: 'sector',
        caption: 'A shaded sector AOB with centre O.',
      }),
    };
  },
});

// ---------------------------------------------------------------- region between two arcs

function betweenArcsFigure(
  r1: number,
  r2: number,
  theta: number,
  start: number,
  caption: string,
): Figure {
  const elements: FigureElement[] = [
    {
      kind: 'annular-sector',
      center: O,
      inner: r1,
      outer: r2,
      startDeg: start,
      endDeg: start + theta,
    },
    { kind: 'segment', from: O, to: polar(O, r2, start) },
    { kind: 'segment', from: O, to: polar(O, r2, start + theta) },
    { kind: 'arc', center: O, radius: r1, startDeg: start, endDeg: start + theta },
    { kind: 'arc', center: O, radius: r2, startDeg: start, endDeg: start + theta, emphasis: true },
    // Marked between the rays to C and D: the angle the text names.
    {
      kind: 'angle',
      vertex: O,
      from: polar(O, r2, start),
      to: polar(O, r2, start + theta),
      label: `${theta}°`,
    },
    ...named([
      ['O', O],
      ['A', polar(O, r1, start)],
      ['B', polar(O, r1, start + theta)],
      ['C', polar(O, r2, start)],
      ['D', polar(O, r2, start + theta)],
    ]),
  ];
  return { caption, elements };
}

const annularSector = defineTemplate({
  id: `${lesson}/region-between-arcs-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: 0.9,
  build(rng): Draft {
    const frame = rng.pick(['area-exact', 'wiper', 'perimeter', 'track-bend'] as const);
    if (frame === 'track-bend') {
      const r1 = rng.int(30, 40);
      const lanes = rng.pick([6, 8]);
      const width = rng.pick([1.2, 1.22, 1.25]);
      const r2 = r1 + lanes * width;
      const diff = Math.PI * (r2 - r1);
      const m = (x: number): string => withUnit(fixed(x, 2), 'm');
      const steps = [
        `The bend is a semicircle: the inner edge is $\\pi \\times ${r1}$ m and the outer edge is $\\pi \\times ${fmt(r2, 2)}$ m.`,
        `The track is $${lanes} \\times ${width} = ${fmt(r2 - r1, 2)}$ m wide, so the difference is $\\pi \\times ${fmt(r2 - r1, 2)} \\approx ${fixed(diff, 2)}$ m.`,
      ];
      return {
        question: `The bend of a running track is a semicircular strip with centre $O$. Its inner edge has radius $${r1}$ m and the track has $${lanes}$ lanes, each $${width}$ m wide. How much longer is the outer edge of the bend than the inner edge? Give the answer in m, to two decimal places.`,
        answer: m(diff),
        wrong: [
          {
            text: m(2 * Math.PI * (r2 - r1)),
            mistake: 'used full circles for a semicircular bend',
          },
          { text: m((Math.PI * (r2 * r2 - r1 * r1)) / 2), mistake: 'found the area of the bend' },
          { text: m(Math.PI * width), mistake: 'used the width of one lane' },
          { text: m(r2 - r1), mistake: 'forgot the factor π' },
        ],
        frame,
        multiStep: true,
        context: true,
        hints: [
          'Each edge of the bend is a semicircular arc; only the radii differ.',
          'A semicircular arc of radius $r$ is $\\pi r$ long, so the difference is $\\pi \\times$ (outer radius $-$ inner radius).',
          `The outer radius is $${r1} + ${lanes} \\times ${width}$ m.`,
        ],
        steps,
        explanation: explain(steps),
        figure: betweenArcsFigure(
          4,
          4 + (lanes * width * 4) / r1,
          180,
          0,
          'The bend of a running track: a semicircular strip between two arcs with centre O.',
        ),
      };
    }
    const theta = rng.pick([45, 60, 72, 90, 120, 135, 150]);
    const r1 = frame === 'wiper' ? rng.int(8, 15) : rng.int(2, 8);
    const r2 = r1 + (frame === 'wiper' ? rng.int(25, 45) : rng.int(1, 6));
    const start = frame === 'wiper' ? 90 - theta / 2 : rng.int(0, 30);
    if (frame === 'perimeter') {
      const outer = (theta / 360) * 2 * Math.PI * r2;
      const inner = (theta / 360) * 2 * Math.PI * r1;
      const perimeter = outer + inner + 2 * (r2 - r1);
      const c = (x: number): string => cm(fixed(x, 1));
      const steps = [
        `Arc $CD = \\frac{${theta}}{360} \\times 2\\pi \\times ${r2} \\approx ${rounded(outer, 3)}$ cm and arc $AB = \\frac{${theta}}{360} \\times 2\\pi \\times ${r1} \\approx ${rounded(inner, 3)}$ cm.`,
        `The straight edges are $AC = BD = ${r2} - ${r1} = ${r2 - r1}$ cm.`,
        `Perimeter $\\approx ${rounded(outer, 3)} + ${rounded(inner, 3)} + 2 \\times ${r2 - r1} \\approx ${fixed(perimeter, 1)}$ cm.`,
      ];
      return {
        question: `Two arcs with centre $O$ have radii $OA = ${r1}$ cm and $OC = ${r2}$ cm, and $\\angle COD = ${theta}^\\circ$. Find the perimeter of the shaded region $ABDC$, in cm, to one decimal place.`,
        answer: c(perimeter),
        wrong: [
          { text: c(outer + inner), mistake: 'left out the straight edges AC and BD' },
          { text: c(outer + 2 * (r2 - r1)), mistake: 'left out the inner arc' },
          { text: c(outer + inner + 2 * r2), mistake: 'took the straight edges as whole radii' },
          { text: c(outer - inner + 2 * (r2 - r1)), mistake: 'subtracted the inner arc' },
        ],
        frame,
        multiStep: true,
        hints: [
          'Walk round the region: two arcs and two straight pieces.',
          'Each arc is $\\frac{\\theta}{360^\\circ} \\times 2\\pi r$ with its own radius; each straight piece is $OC - OA$.',
        ],
        steps,
        explanation: explain(steps),
        figure: betweenArcsFigure(
          r1,
          r2,
          theta,
          start,
          'Two concentric arcs AB and CD with centre O; the region ABDC between them is shaded.',
        ),
      };
    }
    if (frame === 'wiper') {
      const area = (theta / 360) * Math.PI * (r2 * r2 - r1 * r1);
      const c = (x: number): string => cm2(String(Math.round(x)));
      const steps = [
        `The wiped region lies between arcs of radius $${r2}$ cm and $${r1}$ cm with angle $${theta}^\\circ$.`,
        `Area $= \\frac{${theta}}{360} \\times \\pi(${r2}^2 - ${r1}^2) = \\frac{${theta}}{360} \\times ${r2 * r2 - r1 * r1}\\pi \\approx ${Math.round(area)}$ cm$^2$.`,
      ];
      return {
        question: `A car's windscreen wiper turns about $O$ through $${theta}^\\circ$. Its rubber blade reaches from $OA = ${r1}$ cm to $OC = ${r2}$ cm from $O$. Find the area of glass it wipes (the shaded region $ABDC$), in cm$^2$, to the nearest cm$^2$.`,
        answer: c(area),
        wrong: [
          {
            text: c((theta / 360) * Math.PI * r2 * r2),
            mistake: 'forgot to remove the inner sector',
          },
          {
            text: c((theta / 360) * Math.PI * (r2 - r1) ** 2),
            mistake: 'subtracted the radii before squaring',
          },
          {
            text: c((theta / 360) * Math.PI * (r2 * r2 + r1 * r1)),
            mistake: 'added the two sectors',
          },
          {
            text: c((theta / 360) * 2 * Math.PI * (r2 - r1)),
            mistake: 'used arc lengths instead of areas',
          },
        ],
        frame,
        context: true,
        hints: [
          'The blade sweeps the big sector, but not the small sector near the pivot.',
          'Area $=$ big sector $-$ small sector $= \\frac{\\theta}{360^\\circ}\\pi(R^2 - r^2)$.',
        ],
        steps,
        explanation: explain(steps),
        figure: betweenArcsFigure(
          r1,
          r2,
          theta,
          start,
          'A wiper pivoted at O sweeps the shaded region ABDC between two arcs.',
        ),
      };
    }
    const area = piFrac((r2 * r2 - r1 * r1) * theta, 360);
    const show = (n: number, d: number): string => piCm2(n, d);
    const steps = [
      `Region $=$ sector $OCD$ $-$ sector $OAB$ $= \\frac{${theta}}{360}\\pi \\times ${r2}^2 - \\frac{${theta}}{360}\\pi \\times ${r1}^2$.`,
      `$= \\frac{${theta}}{360}\\pi(${r2 * r2} - ${r1 * r1}) = ${area.tex}$ cm$^2$.`,
    ];
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
      frame,
      multiStep: true,
      hints: [
        'The shaded region is the big sector $OCD$ with the small sector $OAB$ removed.',
        'Both sectors have the same angle, so area $= \\frac{\\theta}{360^\\circ}\\pi(R^2 - r^2)$.',
      ],
      steps,
      explanation: explain(steps),
      figure: betweenArcsFigure(
        r1,
        r2,
        theta,
        start,
        'Two concentric arcs AB and CD with centre O; the region ABDC between them is shaded.',
      ),
    };
  },
});

// ---------------------------------------------------------------- fraction of a circle (easy)

const fractionOfCircle = defineTemplate({
  id: `${lesson}/fraction-of-circle-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: -1.5,
  build(rng): Draft {
    const frame = rng.pick(['fraction', 'angle-from-fraction', 'arc-fraction'] as const);
    const n = rng.pick([3, 4, 5, 6, 8, 9, 10, 12]);
    const theta =
      frame === 'fraction' ? rng.pick([30, 40, 45, 60, 72, 90, 120, 135, 150]) : 360 / n;
    const start = rng.int(0, 40);
    const r = rng.int(3, 12);
    const figure = sectorFigure({
      radius: 5,
      startDeg: start,
      sweepDeg: theta,
      ...(frame === 'fraction' ? { angleLabel: `${theta}°` } : {}),
      ...(frame === 'arc-fraction' ? { radiusLabel: `${r} cm` } : {}),
      shaded: 'sector',
      caption: 'A shaded sector AOB of a circle with centre O.',
    });
    figure.elements.unshift({ kind: 'circle', center: O, radius: 5, dashed: true });
    if (frame === 'arc-fraction') {
      const steps = [
        `The circumference is $2\\pi r = 2\\pi \\times ${r} = ${2 * r}\\pi$ cm.`,
        `Arc $AB = \\frac{1}{${n}} \\times ${2 * r}\\pi = ${piFrac(2 * r, n).tex}$ cm.`,
      ];
      const fig = sectorFigure({
        radius: r,
        startDeg: start,
        sweepDeg: theta,
        radiusLabel: `${r} cm`,
        shaded: 'sector',
        caption: 'A shaded sector AOB of a circle with centre O.',
      });
      fig.elements.unshift({ kind: 'circle', center: O, radius: r, dashed: true });
      return {
        question: `The arc $AB$ is $\\frac{1}{${n}}$ of the circumference of a circle with radius $${r}$ cm. Find the length of arc $AB$ in terms of $\\pi$.`,
        answer: piCm(2 * r, n),
        wrong: [
          { text: piCm(r, n), mistake: 'used πr for the circumference' },
          { text: piCm(r * r, n), mistake: 'found the area instead of the length' },
          { text: piCm(2 * r * (n - 1), n), mistake: 'gave the major arc' },
          { text: piCm(2 * r, 1), mistake: 'gave the whole circumference' },
        ],
        frame,
        hints: [
          'First find the circumference of the whole circle.',
          `The arc is $\\frac{1}{${n}}$ of $2\\pi \\times ${r}$.`,
        ],
        steps,
        explanation: explain(steps),
        figure: fig,
      };
    }
    if (frame === 'angle-from-fraction') {
      const steps = [
        `A whole turn at $O$ is $360^\\circ$.`,
        `$m\\angle AOB = \\frac{360^\\circ}{${n}} = ${fmt(theta, 2)}^\\circ$.`,
      ];
      return {
        question: `The shaded sector $AOB$ is $\\frac{1}{${n}}$ of the circle. Find $m\\angle AOB$.`,
        answer: deg(theta),
        wrong: [
          { text: deg(180 / n), mistake: 'took a whole turn as 180°' },
          { text: deg(100 / n), mistake: 'took a whole turn as 100°' },
          { text: deg(90 / n), mistake: 'took a whole turn as 90°' },
          { text: deg(360 - theta), mistake: 'gave the angle of the unshaded part' },
        ],
        frame,
        hints: [
          'The angles round the centre make a whole turn.',
          `Share $360^\\circ$ into $${n}$ equal parts.`,
        ],
        steps,
        explanation: explain(steps),
        figure,
      };
    }
    const part = frac(theta, 360);
    const show = (p: number, q: number): string => `$${frac(p, q).tex}$`;
    const steps = [
      `The sector's share of the circle is its angle out of $360^\\circ$: $\\frac{${theta}}{360}$.`,
      `$\\frac{${theta}}{360} = ${part.tex}$.`,
    ];
    return {
      question: `The shaded sector $AOB$ has $\\angle AOB = ${theta}^\\circ$. What fraction of the area of the circle is shaded?`,
      answer: `$${part.tex}$`,
      wrong: [
        { text: show(theta, 180), mistake: 'compared the angle with 180° instead of 360°' },
        { text: show(360 - theta, 360), mistake: 'gave the unshaded part' },
        { text: show(theta, 100), mistake: 'treated the degrees as a percentage' },
        { text: show(theta, 90), mistake: 'compared the angle with a right angle' },
      ],
      frame,
      hints: [
        'A whole circle has $360^\\circ$ at its centre.',
        `Write $${theta}^\\circ$ as a fraction of $360^\\circ$ and simplify.`,
      ],
      steps,
      explanation: explain(steps),
      figure,
    };
  },
});

// ---------------------------------------------------------------- arc length in degrees

const arcLengthDegrees = defineTemplate({
  id: `${lesson}/arc-length-degrees-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: -1.0,
  build(rng): Draft {
    const frame = rng.pick(['arc-exact', 'arc-decimal', 'clock-hand'] as const);
    if (frame === 'clock-hand') {
      const r = rng.int(6, 20);
      const minutes = rng.pick([5, 10, 15, 20, 25, 35, 40, 45, 50]);
      const theta = 6 * minutes;
      const arc = (theta / 360) * 2 * Math.PI * r;
      const steps = [
        `The minute hand turns $360^\\circ$ in $60$ minutes, so $6^\\circ$ a minute: in $${minutes}$ minutes it turns $${theta}^\\circ$.`,
        `Arc $= \\frac{${theta}}{360} \\times 2\\pi \\times ${r} \\approx ${rounded(arc, 1)}$ cm.`,
      ];
      return {
        question: `The minute hand $OA$ of a clock is $${r}$ cm long. How far does its tip move in $${minutes}$ minutes? Give the answer in cm, to one decimal place.`,
        answer: rounded(arc, 1),
        decimals: 1,
        trueValue: arc,
        unit: 'cm',
        frame,
        multiStep: true,
        context: true,
        hints: [
          'The tip moves along an arc: find the angle the hand turns first.',
          'The hand turns $360^\\circ$ in $60$ minutes.',
          'Arc $= \\frac{\\theta}{360^\\circ} \\times 2\\pi r$.',
        ],
        steps,
        explanation: explain(steps),
        figure: sectorFigure({
          radius: r,
          startDeg: 90 - theta,
          sweepDeg: theta,
          radiusLabel: `${r} cm`,
          names: ['O', 'B', 'A'],
          caption:
            'The minute hand OA turns clockwise about O to OB; its tip moves along the arc AB.',
        }),
      };
    }
    const exact = frame === 'arc-exact';
    const theta = exact ? rng.pick(SECTOR_ANGLES) : rng.int(25, 320);
    const r = rng.int(2, 15);
    const arc = piFrac(2 * r * theta, 360);
    const steps = [
      `Arc $= \\frac{\\theta}{360^\\circ} \\times 2\\pi r = \\frac{${theta}}{360} \\times 2\\pi \\times ${r}$.`,
      exact
        ? `$= ${frac(theta, 360).tex} \\times ${2 * r}\\pi = ${arc.tex}$ cm.`
        : `$= ${frac(theta, 360).tex} \\times ${2 * r}\\pi \\approx ${rounded(arc.value, 1)}$ cm.`,
    ];
    return {
      question: exact
        ? `$OAB$ is a sector with $OA = ${r}$ cm and $\\angle AOB = ${theta}^\\circ$. Find the length of the arc $AB$ in cm, in terms of $\\pi$.`
        : `$OAB$ is a sector with $OA = ${r}$ cm and $\\angle AOB = ${theta}^\\circ$. Find the length of the arc $AB$ in cm, to one decimal place.`,
      answer: exact ? arc.text : rounded(arc.value, 1),
      ...(exact ? { exact: true } : { decimals: 1, trueValue: arc.value }),
      unit: 'cm',
      frame,
      hints: [
        'The arc is a fraction of the circumference: its angle out of $360^\\circ$.',
        `Arc $= \\frac{\\theta}{360^\\circ} \\times 2\\pi r$ with $\\theta = ${theta}^\\circ$ and $r = ${r}$.`,
      ],
      steps,
      explanation: explain(steps),
      figure: sectorFigure({
        radius: r,
        startDeg: rng.int(0, 30),
        sweepDeg: theta,
        radiusLabel: `${r} cm`,
        angleLabel: `${theta}°`,
        caption: 'A sector AOB with centre O; the arc AB is drawn bold.',
      }),
    };
  },
});

// ---------------------------------------------------------------- segment perimeter

const segmentPerimeter = defineTemplate({
  id: `${lesson}/segment-perimeter-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 1.2,
  build(rng): Draft {
    const frame = rng.pick(['degrees', 'radians', 'window'] as const);
    const radians = frame === 'radians';
    const window = frame === 'window';
    const r = window ? rng.pick([0.8, 0.9, 1, 1.2, 1.4, 1.5]) : rng.int(4, 16);
    const theta = radians
      ? rng.pick([1, 1.2, 1.5, 1.8, 2, 2.4])
      : rng.pick([60, 80, 90, 100, 120, 140]);
    const rad = radians ? theta : theta * DEG;
    const arc = r * rad;
    const chord = 2 * r * Math.sin(rad / 2);
    const perimeter = arc + chord;
    const unit = window ? 'm' : 'cm';
    const angleTex = radians ? `${theta}\\text{ rad}` : `${theta}^\\circ`;
    const half = radians ? fmt(theta / 2, 2) : `${fmt(theta / 2, 2)}^\\circ`;
    const steps = [
      radians
        ? `Arc $AB = r\\theta = ${r} \\times ${theta} = ${fmt(arc, 3)}$ ${unit}.`
        : `Arc $AB = \\frac{${theta}}{360} \\times 2\\pi \\times ${r} \\approx ${rounded(arc, 3)}$ ${unit}.`,
      `The perpendicular from $O$ bisects the chord and the angle: $AB = 2r\\sin\\frac{\\theta}{2} = 2 \\times ${r} \\times \\sin ${half} \\approx ${rounded(chord, 3)}$ ${unit}.`,
      `Perimeter $=$ arc $+$ chord $\\approx ${rounded(arc, 3)} + ${rounded(chord, 3)} \\approx ${fixed(perimeter, 2)}$ ${unit}.`,
    ];
    const rLabel = `${fmt(r, 2)} ${unit}`;
    return {
      question: window
        ? `A window is the shaded segment cut off from a circle with centre $O$ and radius $${r}$ m by the chord $AB$, with $\\angle AOB = ${theta}^\\circ$. Find the length of metal strip needed to edge the whole window (the arc and the chord), in m, to two decimal places.`
        : `$AB$ is a chord of a circle with centre $O$ and radius $${r}$ cm, and $\\angle AOB = ${angleTex}$. Find the perimeter of the shaded minor segment in cm, to two decimal places.`,
      answer: fixed(perimeter, 2),
      decimals: 2,
      trueValue: perimeter,
      unit,
      frame,
      multiStep: true,
      ...(window ? { context: true } : {}),
      hints: [
        'The segment is bounded by the arc $AB$ and the chord $AB$: find both.',
        'The perpendicular from $O$ to $AB$ bisects the chord and $\\angle AOB$, so $AB = 2r\\sin\\frac{\\theta}{2}$.',
        radians
          ? 'With the angle in radians, the arc is $r\\theta$.'
          : 'The arc is $\\frac{\\theta}{360^\\circ} \\times 2\\pi r$.',
      ],
      steps,
      explanation: explain(steps),
      figure: sectorFigure({
        radius: r,
        startDeg: 90 - rad / DEG / 2,
        sweepDeg: rad / DEG,
        radiusLabel: rLabel,
        angleLabel: radians ? `${theta} rad` : `${theta}°`,
        shaded: 'segment',
        chord: true,
        caption: window
          ? 'A window shaped as the segment between the arc AB and the chord AB of a circle with centre O.'
          : 'A circle sector AOB with the minor segment between chord AB and the arc shaded.',
      }),
    };
  },
});

// ---------------------------------------------------------------- composite shaded regions

const compositeShaded = defineTemplate({
  id: `${lesson}/composite-shaded-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 1.6,
  build(rng): Draft {
    const frame = rng.pick([
      'sector-minus-triangle',
      'leaf-in-square',
      'semicircle-minus-triangle',
    ] as const);
    if (frame === 'leaf-in-square') {
      const a = rng.int(4, 16);
      const quarter = (Math.PI * a * a) / 4;
      const area = 2 * quarter - a * a;
      const [A, B, C, D] = [pt(0, 0), pt(a, 0), pt(a, a), pt(0, a)];
      // The leaf: the arc centred at A from B to D, then the arc centred at C from D back to B.
      // (The second arc starts where the first ends and ends where it starts: no point twice.)
      const outline = [...arcPath(A, a, 0, 90), ...arcPath(C, a, 180, 270).slice(1, -1)];
      const steps = [
        `Each quarter circle has area $\\frac{1}{4}\\pi \\times ${a}^2 \\approx ${rounded(quarter, 3)}$ cm$^2$, and the square has area $${a * a}$ cm$^2$.`,
        `The two quarter circles cover the square once and the leaf twice, so leaf $= 2 \\times ${rounded(quarter, 3)} - ${a * a}$.`,
        `Leaf $\\approx ${rounded(2 * quarter, 3)} - ${a * a} \\approx ${rounded(area, 1)}$ cm$^2$.`,
      ];
      return {
        question: `$ABCD$ is a square of side $${a}$ cm. Two quarter circles are drawn inside it, one with centre $A$ and one with centre $C$, each of radius $${a}$ cm. Find the area of the shaded region where they overlap, in cm$^2$, to one decimal place.`,
        answer: rounded(area, 1),
        decimals: 1,
        trueValue: area,
        unit: 'cm²',
        frame,
        multiStep: true,
        hints: [
          'Add the two quarter circles: which parts of the square have you counted twice?',
          'Quarter circle $+$ quarter circle $=$ square $+$ shaded region.',
          `Each quarter circle is $\\frac{1}{4}\\pi \\times ${a}^2$; the square is $${a}^2$.`,
        ],
        steps,
        explanation: explain(steps),
        figure: {
          caption: 'Square ABCD with quarter circles centred at A and at C; the overlap is shaded.',
          elements: [
            shadedOutline(outline),
            { kind: 'polygon', points: [A, B, C, D] },
            { kind: 'arc', center: A, radius: a, startDeg: 0, endDeg: 90 },
            { kind: 'arc', center: C, radius: a, startDeg: 180, endDeg: 270 },
            { kind: 'segment', from: A, to: B, label: `${a} cm` },
            ...named([
              ['A', A],
              ['B', B],
              ['C', C],
              ['D', D],
            ]),
          ],
        },
      };
    }
    if (frame === 'semicircle-minus-triangle') {
      const [p, q, h] = rng.pick([
        [3, 4, 5],
        [5, 12, 13],
        [8, 15, 17],
        [7, 24, 25],
        [20, 21, 29],
      ] as const);
      const k = rng.pick([1, 2]);
      const [ac, bc, ab] = rng.chance(0.5) ? [p * k, q * k, h * k] : [q * k, p * k, h * k];
      if (ab > 40) redraw('too large for a clear figure');
      const r = ab / 2;
      const semi = (Math.PI * r * r) / 2;
      const tri = (ac * bc) / 2;
      const area = semi - tri;
      const A = pt(-r, 0);
      const B = pt(r, 0);
      const cx = -r + (ac * ac) / ab;
      const C = pt(cx, Math.sqrt(Math.max(0, r * r - cx * cx)));
      const cDeg = Math.atan2(C.y, C.x) / DEG;
      const steps = [
        `$AB$ is a diameter, so $\\angle ACB = 90^\\circ$ and $BC = \\sqrt{${ab}^2 - ${ac}^2} = ${bc}$ cm.`,
        `Triangle $ABC = \\frac{1}{2} \\times ${ac} \\times ${bc} = ${fmt(tri, 2)}$ cm$^2$; the semicircle $= \\frac{1}{2}\\pi \\times ${fmt(r, 2)}^2 \\approx ${rounded(semi, 3)}$ cm$^2$.`,
        `Shaded $\\approx ${rounded(semi, 3)} - ${fmt(tri, 2)} \\approx ${rounded(area, 1)}$ cm$^2$.`,
      ];
      return {
        question: `$AB = ${ab}$ cm is the diameter of a semicircle and $C$ is a point on its arc with $AC = ${ac}$ cm. Find the total area of the two shaded regions inside the semicircle but outside triangle $ABC$, in cm$^2$, to one decimal place.`,
        answer: rounded(area, 1),
        decimals: 1,
        trueValue: area,
        unit: 'cm²',
        frame,
        multiStep: true,
        hints: [
          'The angle in a semicircle is a right angle: that gives you triangle $ABC$.',
          `Find $BC$ by Pythagoras, then shaded $=$ semicircle $-$ triangle.`,
          `The radius is $\\frac{${ab}}{2}$ cm.`,
        ],
        steps,
        explanation: explain(steps),
        figure: {
          caption:
            'A semicircle on diameter AB with C on the arc; the parts outside triangle ABC are shaded.',
          elements: [
            { kind: 'circular-segment', center: O, radius: r, startDeg: cDeg, endDeg: 180 },
            { kind: 'circular-segment', center: O, radius: r, startDeg: 0, endDeg: cDeg },
            { kind: 'arc', center: O, radius: r, startDeg: 0, endDeg: 180 },
            { kind: 'segment', from: A, to: B, label: `${ab} cm` },
            { kind: 'segment', from: A, to: C, label: `${ac} cm` },
            { kind: 'segment', from: B, to: C },
            { kind: 'right-angle', vertex: C, from: A, to: B },
            ...named([
              ['A', A],
              ['B', B],
              ['C', C],
            ]),
          ],
        },
      };
    }
    const r = rng.int(6, 16);
    const c = rng.int(Math.ceil(r / 3), r - 2);
    const theta = rng.pick([50, 60, 70, 80, 90, 100, 110]);
    const sector = (theta / 360) * Math.PI * r * r;
    const tri = 0.5 * r * c * Math.sin(theta * DEG);
    const area = sector - tri;
    const start = rng.int(0, 20);
    const A = polar(O, r, start);
    const B = polar(O, r, start + theta);
    const C = polar(O, c, start + theta);
    const steps = [
      `Sector $OAB = \\frac{${theta}}{360} \\times \\pi \\times ${r}^2 \\approx ${rounded(sector, 3)}$ cm$^2$.`,
      `Triangle $OAC = \\frac{1}{2} \\times OA \\times OC \\times \\sin ${theta}^\\circ = \\frac{1}{2} \\times ${r} \\times ${c} \\times \\sin ${theta}^\\circ \\approx ${rounded(tri, 3)}$ cm$^2$.`,
      `Shaded $\\approx ${rounded(sector, 3)} - ${rounded(tri, 3)} \\approx ${rounded(area, 1)}$ cm$^2$.`,
    ];
    return {
      question: `$OAB$ is a sector with $OA = ${r}$ cm and $\\angle AOB = ${theta}^\\circ$. $C$ is the point on $OB$ with $OC = ${c}$ cm. Find the area of the shaded region, the sector without triangle $OAC$, in cm$^2$, to one decimal place.`,
      answer: rounded(area, 1),
      decimals: 1,
      trueValue: area,
      unit: 'cm²',
      frame,
      multiStep: true,
      hints: [
        'Shaded region $=$ sector $-$ triangle $OAC$.',
        'Triangle $OAC$ has two sides and the angle between them: area $= \\frac{1}{2}ab\\sin C$.',
        `Use $OA = ${r}$, $OC = ${c}$ and the angle $${theta}^\\circ$ at $O$.`,
      ],
      steps,
      explanation: explain(steps),
      figure: {
        caption:
          'A sector OAB with C on OB; the part of the sector outside triangle OAC is shaded.',
        elements: [
          shadedOutline([C, ...arcPath(O, r, start + theta, start)]),
          { kind: 'segment', from: O, to: A, label: `${r} cm` },
          { kind: 'segment', from: O, to: C, label: `${c} cm` },
          { kind: 'segment', from: C, to: B },
          { kind: 'segment', from: A, to: C },
          { kind: 'arc', center: O, radius: r, startDeg: start, endDeg: start + theta },
          { kind: 'angle', vertex: O, from: A, to: B, label: `${theta}°` },
          ...named([
            ['O', O],
            ['A', A],
            ['B', B],
            ['C', C],
          ]),
        ],
      },
    };
  },
});

// ---------------------------------------------------------------- segments from a chord, in context

const segmentFromChord = defineTemplate({
  id: `${lesson}/segment-from-chord-context`,
  lesson,
  type: 'short_answer',
  b: 1.7,
  build(rng): Draft {
    const frame = rng.pick(['pipe-water', 'tunnel', 'bridge-arch'] as const);
    if (frame === 'pipe-water') {
      const r = rng.int(10, 30);
      const depth = rng.int(Math.ceil(r / 5), r - 2);
      const d = r - depth;
      const half = Math.acos(d / r);
      const theta = 2 * half;
      const area = 0.5 * r * r * (theta - Math.sin(theta));
      const steps = [
        `The centre is $${r} - ${depth} = ${d}$ cm above the water surface, so half the angle at the centre is $\\cos^{-1}\\frac{${d}}{${r}} \\approx ${rounded(half / DEG, 3)}^\\circ$.`,
        `The surface subtends $\\theta \\approx ${rounded(theta / DEG, 3)}^\\circ \\approx ${rounded(theta, 4)}$ rad at the centre.`,
        `Water $= \\frac{1}{2}r^2(\\theta - \\sin\\theta) \\approx \\frac{1}{2} \\times ${r}^2 \\times (${rounded(theta, 4)} - ${rounded(Math.sin(theta), 4)}) \\approx ${rounded(area, 1)}$ cm$^2$.`,
      ];
      return {
        question: `A horizontal pipe has a circular cross-section of internal radius $${r}$ cm. The water in it is $${depth}$ cm deep at the deepest point. Find the area of the water's cross-section in cm$^2$, to one decimal place.`,
        answer: rounded(area, 1),
        decimals: 1,
        trueValue: area,
        unit: 'cm²',
        frame,
        multiStep: true,
        context: true,
        hints: [
          'The water fills a segment of the circle: you need the angle its surface subtends at the centre.',
          `Join the centre to the ends of the water surface: a right triangle with hypotenuse $${r}$ and the distance from the centre to the surface.`,
          'Segment $= \\frac{1}{2}r^2(\\theta - \\sin\\theta)$ with $\\theta$ in radians.',
        ],
        steps,
        explanation: explain(steps),
      };
    }
    if (frame === 'tunnel') {
      const r = rng.int(4, 9);
      const w = rng.int(Math.ceil(r * 0.8), 2 * r - 1);
      const half = Math.asin(w / 2 / r);
      const theta = 2 * half;
      const minor = 0.5 * r * r * (theta - Math.sin(theta));
      const area = Math.PI * r * r - minor;
      const steps = [
        `Half the floor, the radius and the perpendicular from the centre make a right triangle: $\\sin\\frac{\\theta}{2} = \\frac{${fmt(w / 2, 2)}}{${r}}$, so $\\theta \\approx ${rounded(theta / DEG, 3)}^\\circ \\approx ${rounded(theta, 4)}$ rad.`,
        `The part cut off below the floor is a minor segment $= \\frac{1}{2} \\times ${r}^2(${rounded(theta, 4)} - \\sin ${rounded(theta, 4)}) \\approx ${rounded(minor, 3)}$ m$^2$.`,
        `Tunnel $= \\pi \\times ${r}^2 - ${rounded(minor, 3)} \\approx ${rounded(area, 1)}$ m$^2$.`,
      ];
      return {
        question: `The cross-section of a tunnel is part of a circle of radius $${r}$ m, above a flat floor that is a chord $${w}$ m wide. The centre of the circle is above the floor. Find the area of the cross-section in m$^2$, to one decimal place.`,
        answer: rounded(area, 1),
        decimals: 1,
        trueValue: area,
        unit: 'm²',
        frame,
        multiStep: true,
        context: true,
        hints: [
          'The tunnel is the whole circle without the minor segment below the floor.',
          `The perpendicular from the centre bisects the floor: $\\sin\\frac{\\theta}{2} = \\frac{${fmt(w / 2, 2)}}{${r}}$ gives the angle the floor subtends.`,
          'Minor segment $= \\frac{1}{2}r^2(\\theta - \\sin\\theta)$ with $\\theta$ in radians.',
        ],
        steps,
        explanation: explain(steps),
      };
    }
    const r = rng.int(20, 60);
    const w = rng.int(Math.ceil(r * 0.6), Math.floor(r * 1.8));
    const half = Math.asin(w / 2 / r);
    const theta = 2 * half;
    const arc = r * theta;
    const steps = [
      `The perpendicular from the centre bisects the span: $\\sin\\frac{\\theta}{2} = \\frac{${fmt(w / 2, 2)}}{${r}}$, so $\\frac{\\theta}{2} \\approx ${rounded(half / DEG, 3)}^\\circ$.`,
      `$\\theta \\approx ${rounded(theta / DEG, 3)}^\\circ \\approx ${rounded(theta, 4)}$ rad.`,
      `Arch $= r\\theta \\approx ${r} \\times ${rounded(theta, 4)} \\approx ${rounded(arc, 1)}$ m.`,
    ];
    return {
      question: `A bridge's arch is the minor arc of a circle of radius $${r}$ m, and its two ends are $${w}$ m apart (the span). Find the length of the arch in m, to one decimal place.`,
      answer: rounded(arc, 1),
      decimals: 1,
      trueValue: arc,
      unit: 'm',
      frame,
      multiStep: true,
      context: true,
      hints: [
        'The span is a chord: find the angle it subtends at the centre first.',
        `The perpendicular from the centre bisects the chord, so $\\sin\\frac{\\theta}{2} = \\frac{${fmt(w / 2, 2)}}{${r}}$.`,
        'Then arc $= r\\theta$ with $\\theta$ in radians.',
      ],
      steps,
      explanation: explain(steps),
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
  fractionOfCircle,
  arcLengthDegrees,
  segmentPerimeter,
  compositeShaded,
  segmentFromChord,
];
