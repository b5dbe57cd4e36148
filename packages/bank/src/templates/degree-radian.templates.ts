/**
 * Lesson: degree and radian measure, arc length (l = rθ with θ in radians), turning in context
 * (wheels, clock hands, pendulums). Every template draws three or more frames; every item has
 * hints and a worked solution.
 */
import type { Choice } from './define-template';
import { defineTemplate } from './define-template';
import { fixed, fmt, piFrac } from './exact';
import { sectorFigure } from './figure-kit';
import { redraw } from './redraw';

const lesson = 'degree-radian' as const;

const NICE_DEGREES = [
  15, 30, 45, 60, 75, 90, 105, 120, 135, 150, 165, 210, 225, 240, 270, 300, 315, 330, 135, 420, 450,
  540,
];
const TO_RADIANS_HINTS = [
  'A full turn is $360^\\circ$ or $2\\pi$ radians, so $180^\\circ = \\pi$ radians.',
  'To change degrees to radians, multiply by $\\frac{\\pi}{180^\\circ}$.',
];
const TO_DEGREES_HINTS = [
  '$\\pi$ radians is $180^\\circ$.',
  'To change radians to degrees, multiply by $\\frac{180^\\circ}{\\pi}$.',
];
const ARC_HINTS = [
  'The arc length is $l = r\\theta$, with $\\theta$ in radians.',
  'Change the angle to radians first if it is given in degrees.',
];
const cm = (x: number): string => `$${fmt(x, 2)}$ cm`;

const degToRad = defineTemplate({
  id: `${lesson}/degrees-to-radians`,
  lesson,
  type: 'short_answer',
  b: -0.9,
  build(rng) {
    const frame = rng.pick(['in-terms-of-pi', 'decimal', 'clock'] as const);
    if (frame === 'clock') {
      const minutes = rng.pick([5, 10, 15, 20, 25, 35, 40, 45, 50, 55, 75, 90]);
      const degrees = minutes * 6;
      const rad = piFrac(degrees, 180);
      return {
        frame,
        context: true,
        multiStep: true,
        question: `Through what angle does the minute hand of a clock turn in ${minutes} minutes? Give your answer in radians, in terms of $\\pi$.`,
        answer: rad.text,
        exact: true,
        hints: [
          'In 60 minutes the minute hand turns once: $360^\\circ$, or $2\\pi$ radians.',
          `Find the fraction of a turn: $\\frac{${minutes}}{60}$.`,
        ],
        steps: [
          `In ${minutes} minutes the hand turns $\\frac{${minutes}}{60} \\times 360^\\circ = ${degrees}^\\circ$.`,
          `$${degrees}^\\circ \\times \\frac{\\pi}{180^\\circ} = ${rad.tex}$`,
        ],
        explanation: `$\\frac{${minutes}}{60}$ of a turn is $${degrees}^\\circ = ${rad.tex}$ radians.`,
      };
    }
    const theta = rng.pick(NICE_DEGREES);
    const rad = piFrac(theta, 180);
    if (frame === 'decimal') {
      const value = (theta * Math.PI) / 180;
      return {
        frame,
        question: `Express $${theta}^\\circ$ in radians, correct to two decimal places.`,
        answer: fixed(value, 2),
        decimals: 2,
        trueValue: value,
        hints: [
          ...TO_RADIANS_HINTS,
          'Work it out exactly in terms of $\\pi$, then use $\\pi \\approx 3.14159$.',
        ],
        steps: [
          `$${theta}^\\circ \\times \\frac{\\pi}{180^\\circ} = ${rad.tex}$`,
          `$${rad.tex} \\approx ${fixed(value, 2)}$`,
        ],
        explanation: `$${theta}^\\circ = ${rad.tex} \\approx ${fixed(value, 2)}$ radians.`,
      };
    }
    return {
      frame,
      question: `Express $${theta}^\\circ$ in radians, in terms of $\\pi$.`,
      answer: rad.text,
      exact: true,
      hints: TO_RADIANS_HINTS,
      steps: [`$${theta}^\\circ \\times \\frac{\\pi}{180^\\circ} = ${rad.tex}$`],
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
    const frame = rng.pick(['pi-fraction', 'wheel', 'coterminal'] as const);
    const d = (x: number): string => `$${fmt(x, 2)}^\\circ$`;
    if (frame === 'coterminal') {
      const base = rng.pick([30, 45, 60, 120, 135, 150, 210, 225, 240, 300, 315, 330]);
      const theta = base + 360;
      const rad = piFrac(theta, 180);
      return {
        frame,
        multiStep: true,
        question: `An angle of $${rad.tex}$ radians is in standard position. Find the smallest positive angle, in degrees, that is coterminal with it.`,
        answer: d(base),
        wrong: [
          { text: d(theta), mistake: 'converted to degrees but did not remove the full turn' },
          { text: d(theta / 2), mistake: 'took π radians as 90°' },
          { text: d(Math.abs(180 - base)), mistake: 'gave the supplementary angle' },
          {
            text: d(360 - base),
            mistake: 'subtracted the angle from 360° instead of 360° from it',
          },
        ],
        hints: [...TO_DEGREES_HINTS, 'Then subtract whole turns of $360^\\circ$.'],
        steps: [
          `$${rad.tex} = ${rad.tex.replace('\\pi', '(180^\\circ)')} = ${theta}^\\circ$.`,
          `$${theta}^\\circ - 360^\\circ = ${base}^\\circ$`,
        ],
        explanation: `$${rad.tex}$ radians is $${theta}^\\circ$; removing one full turn leaves $${base}^\\circ$.`,
      };
    }
    const theta = rng.pick(NICE_DEGREES);
    const rad = piFrac(theta, 180);
    const wrong: Choice[] = [
      { text: d(theta / 2), mistake: 'took π radians as 90°' },
      { text: d(theta * 2), mistake: 'took π radians as 360°' },
      { text: d(Math.abs(180 - theta)), mistake: 'gave the supplementary angle' },
      { text: d(theta + 180), mistake: 'added 180° instead of multiplying by 180°/π' },
    ];
    const steps = [`$${rad.tex} = ${rad.tex.replace('\\pi', '(180^\\circ)')} = ${theta}^\\circ$`];
    if (frame === 'wheel') {
      return {
        frame,
        context: true,
        question: `A wheel turns through $${rad.tex}$ radians. Through how many degrees does it turn?`,
        answer: d(theta),
        wrong,
        hints: TO_DEGREES_HINTS,
        steps,
        explanation: `Replace $\\pi$ by $180^\\circ$: $${rad.tex}$ radians is $${theta}^\\circ$.`,
      };
    }
    return {
      frame,
      question: `Convert $${rad.tex}$ radians to degrees.`,
      answer: d(theta),
      wrong,
      hints: TO_DEGREES_HINTS,
      steps,
      explanation: `Replace $\\pi$ by $180^\\circ$: ${steps[0]}.`,
    };
  },
});

const ARC_ANGLES = [30, 45, 60, 72, 90, 120, 135, 150, 180, 210, 240, 270, 300];

const arcLength = defineTemplate({
  id: `${lesson}/arc-length-degrees`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: -0.1,
  build(rng) {
    const frame = rng.pick(['radius', 'diameter', 'pendulum'] as const);
    const theta = frame === 'pendulum' ? rng.pick([20, 30, 36, 40, 45, 60]) : rng.pick(ARC_ANGLES);
    const r = rng.int(2, 18) * (frame === 'pendulum' ? 5 : 1);
    const l = piFrac(r * theta, 180);
    const rad = piFrac(theta, 180);
    const steps = [
      `$\\theta = ${theta}^\\circ = ${rad.tex}$ radians.`,
      `$l = r\\theta = ${r} \\times ${rad.tex} = ${l.tex}$`,
    ];
    const figure = sectorFigure({
      radius: r,
      startDeg: frame === 'pendulum' ? 270 - theta / 2 : rng.int(0, 40),
      sweepDeg: theta,
      ...(frame === 'diameter' ? {} : { radiusLabel: `${r} cm` }),
      angleLabel: `${theta}°`,
      caption:
        frame === 'pendulum'
          ? 'The path of a pendulum bob: an arc of a circle centred at the pivot O.'
          : 'Sector AOB of a circle with centre O.',
    });
    if (frame === 'diameter') {
      return {
        frame,
        multiStep: true,
        question: `$O$ is the centre of a circle of diameter $${2 * r}$ cm and $\\angle AOB = ${theta}^\\circ$. Find the length of the arc $AB$, in cm, in terms of $\\pi$.`,
        answer: l.text,
        exact: true,
        unit: 'cm',
        hints: ['The radius is half the diameter.', ...ARC_HINTS],
        steps: [`$r = ${2 * r} \\div 2 = ${r}$ cm.`, ...steps],
        figure,
        explanation: `$r = ${r}$ cm and $\\theta = ${rad.tex}$, so $l = ${l.tex}$ cm.`,
      };
    }
    if (frame === 'pendulum') {
      return {
        frame,
        context: true,
        question: `A pendulum $${r}$ cm long swings through an angle of $${theta}^\\circ$, as shown. Find the length of the arc its bob travels in one swing, in cm, in terms of $\\pi$.`,
        answer: l.text,
        exact: true,
        unit: 'cm',
        hints: [
          'The bob moves along an arc of a circle whose radius is the length of the pendulum.',
          ...ARC_HINTS,
        ],
        steps,
        figure,
        explanation: `$l = r\\theta = ${r} \\times ${rad.tex} = ${l.tex}$ cm.`,
      };
    }
    return {
      frame,
      question: `$O$ is the centre of a circle of radius $${r}$ cm and $\\angle AOB = ${theta}^\\circ$. Find the length of the arc $AB$, in cm, in terms of $\\pi$.`,
      answer: l.text,
      exact: true,
      unit: 'cm',
      hints: ARC_HINTS,
      steps,
      figure,
      explanation: `$\\theta = ${theta}^\\circ = ${rad.tex}$ rad, so $l = r\\theta = ${r} \\times ${rad.tex} = ${l.tex}$ cm.`,
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
    const frame = rng.pick(['minor-arc', 'wiper', 'major-arc'] as const);
    const r = rng.int(3, 12) * (frame === 'wiper' ? 5 : 1);
    const theta = rng.pick([0.5, 0.6, 0.8, 1, 1.2, 1.4, 1.5, 1.6, 1.8, 2, 2.4, 2.5]);
    const figure = sectorFigure({
      radius: r,
      startDeg: rng.int(0, 40),
      sweepDeg: (theta * 180) / Math.PI,
      radiusLabel: `${r} cm`,
      angleLabel: `${theta} rad`,
      caption:
        frame === 'wiper'
          ? 'The sector swept by a wiper blade pivoting at O.'
          : 'Sector AOB of a circle with centre O.',
    });
    if (frame === 'major-arc') {
      const major = r * (2 * Math.PI - theta);
      const show = (x: number): string => `$${fixed(x, 1)}$ cm`;
      return {
        frame,
        multiStep: true,
        question: `$O$ is the centre of the circle, $OA = ${r}$ cm and $\\angle AOB = ${theta}$ rad. Find the length of the major arc $AB$, to one decimal place.`,
        answer: show(major),
        wrong: [
          { text: show(r * theta), mistake: 'gave the minor arc instead of the major arc' },
          { text: show(r * (Math.PI - theta)), mistake: 'took a full turn as π radians' },
          { text: show(r * (360 - theta)), mistake: 'subtracted the radian angle from 360' },
          { text: show(2 * Math.PI * r), mistake: 'gave the whole circumference' },
        ],
        hints: [
          'The major arc goes the long way round: its angle is $2\\pi - \\theta$.',
          'Then $l = r(2\\pi - \\theta)$.',
        ],
        steps: [
          `The major arc's angle is $2\\pi - ${theta} \\approx ${fixed(2 * Math.PI - theta, 4)}$ rad.`,
          `$l = ${r} \\times (2\\pi - ${theta}) \\approx ${fixed(major, 1)}$ cm`,
        ],
        figure,
        explanation: `The major arc subtends $2\\pi - ${theta}$ rad, so its length is $${r}(2\\pi - ${theta}) \\approx ${fixed(major, 1)}$ cm.`,
      };
    }
    const l = r * theta;
    const wrong: Choice[] = [
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
    ];
    const steps = [
      `With $\\theta$ in radians, $l = r\\theta = ${r} \\times ${theta} = ${fmt(l, 2)}$ cm`,
    ];
    if (frame === 'wiper') {
      return {
        frame,
        context: true,
        question: `A windscreen wiper blade is $${r}$ cm long and pivots at $O$. It sweeps through an angle of $${theta}$ rad, as shown. How far does the tip of the blade travel in one sweep?`,
        answer: cm(l),
        wrong,
        hints: ['The tip moves along an arc whose radius is the blade length.', ARC_HINTS[0] ?? ''],
        steps,
        figure,
        explanation: `The tip moves $l = r\\theta = ${r} \\times ${theta} = ${fmt(l, 2)}$ cm.`,
      };
    }
    return {
      frame,
      question: `$O$ is the centre of the circle, $OA = ${r}$ cm and $\\angle AOB = ${theta}$ rad. Find the length of the arc $AB$.`,
      answer: cm(l),
      wrong,
      hints: [ARC_HINTS[0] ?? '', 'The angle is already in radians: multiply it by the radius.'],
      steps,
      figure,
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
    const frame = rng.pick(['radians', 'degrees', 'track'] as const);
    const r = rng.pick([2, 4, 5, 8, 10]) * (frame === 'track' ? 5 : 1);
    const theta = rng.pick([0.5, 0.75, 1.25, 1.5, 1.75, 2, 2.25, 2.5]);
    const l = r * theta;
    const figure = sectorFigure({
      radius: r,
      startDeg: rng.int(-20, 30),
      sweepDeg: (theta * 180) / Math.PI,
      radiusLabel: `${r} ${frame === 'track' ? 'm' : 'cm'}`,
      arcLabel: `${fmt(l)} ${frame === 'track' ? 'm' : 'cm'}`,
      angleLabel: 'θ',
      caption:
        frame === 'track'
          ? 'A runner’s path along a circular track with centre O.'
          : 'Sector AOB of a circle with centre O.',
    });
    const hints = ['From $l = r\\theta$, the angle is $\\theta = \\frac{l}{r}$ (in radians).'];
    if (frame === 'degrees') {
      const degrees = (theta * 180) / Math.PI;
      return {
        frame,
        multiStep: true,
        question: `$O$ is the centre of the circle, $OA = ${r}$ cm and the arc $AB$ is $${fmt(l)}$ cm long. Find the measure of $\\angle AOB$ in degrees, to the nearest tenth of a degree.`,
        answer: `${fixed(degrees, 1)}°`,
        decimals: 1,
        trueValue: degrees,
        hints: [
          ...hints,
          'Then change radians to degrees: multiply by $\\frac{180^\\circ}{\\pi}$.',
        ],
        steps: [
          `$\\theta = \\frac{${fmt(l)}}{${r}} = ${fmt(theta)}$ rad.`,
          `$${fmt(theta)} \\times \\frac{180^\\circ}{\\pi} \\approx ${fixed(degrees, 1)}^\\circ$`,
        ],
        figure,
        explanation: `$\\theta = \\frac{l}{r} = ${fmt(theta)}$ rad $\\approx ${fixed(degrees, 1)}^\\circ$.`,
      };
    }
    const steps = [`$\\theta = \\frac{l}{r} = \\frac{${fmt(l)}}{${r}} = ${fmt(theta)}$ rad`];
    if (frame === 'track') {
      return {
        frame,
        context: true,
        question: `A runner runs $${fmt(l)}$ m along a circular track of radius $${r}$ m with centre $O$, as shown. Through what angle, in radians, has the runner turned about $O$?`,
        answer: `${fmt(theta)} rad`,
        hints: ['The distance run is an arc of the circle.', ...hints],
        steps,
        figure,
        explanation: `$\\theta = \\frac{l}{r} = \\frac{${fmt(l)}}{${r}} = ${fmt(theta)}$ rad.`,
      };
    }
    return {
      frame,
      question: `$O$ is the centre of the circle, $OA = ${r}$ cm and the arc $AB$ is $${fmt(l)}$ cm long. Find the measure of $\\angle AOB$ in radians.`,
      answer: `${fmt(theta)} rad`,
      hints,
      steps,
      figure,
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
    const frame = rng.pick(['degrees-given', 'radians-given', 'road'] as const);
    if (frame === 'radians-given') {
      const theta = rng.pick([0.4, 0.5, 0.8, 1.2, 1.5, 2, 2.5]);
      const r = rng.int(3, 20);
      const l = r * theta;
      return {
        frame,
        question: `An arc of length $${fmt(l)}$ cm subtends an angle of $${theta}$ rad at the centre of a circle. Find the radius of the circle.`,
        answer: cm(r),
        wrong: [
          { text: cm(l * theta), mistake: 'multiplied by the angle instead of dividing' },
          { text: cm(r / 2), mistake: 'used l = 2rθ (the diameter instead of the radius)' },
          {
            text: cm((l * 180) / (theta * Math.PI)),
            mistake: 'converted an angle already in radians',
          },
          {
            text: cm(Math.sqrt((2 * l) / theta)),
            mistake: 'used the sector-area formula instead of the arc length',
          },
        ],
        hints: [
          'From $l = r\\theta$, $r = \\frac{l}{\\theta}$.',
          'The angle is already in radians.',
        ],
        steps: [`$r = \\frac{l}{\\theta} = \\frac{${fmt(l)}}{${theta}} = ${r}$ cm`],
        explanation: `$r = \\frac{l}{\\theta} = \\frac{${fmt(l)}}{${theta}} = ${r}$ cm.`,
      };
    }
    const theta = rng.pick(ARC_ANGLES);
    const r = rng.int(2, 15) * (frame === 'road' ? 10 : 1);
    const l = piFrac(r * theta, 180);
    const unit = frame === 'road' ? 'm' : 'cm';
    const show = (x: number): string => `$${fmt(x, 2)}$ ${unit}`;
    const rad = piFrac(theta, 180);
    return {
      frame,
      ...(frame === 'road' ? { context: true } : {}),
      question:
        frame === 'road'
          ? `A bend in a road is an arc of a circle. The bend is $${l.tex}$ m long and the road turns through $${theta}^\\circ$ along it. Find the radius of the bend.`
          : `An arc of length $${l.tex}$ cm subtends a central angle of $${theta}^\\circ$. Find the radius of the circle.`,
      answer: show(r),
      wrong: [
        { text: show(2 * r), mistake: 'used πr instead of 2πr for the circumference' },
        { text: show(r / 2), mistake: 'used l = 2rθ (the diameter instead of the radius)' },
        {
          text: show(Math.sqrt(2 * r)),
          mistake: 'used the sector-area formula instead of the arc length',
        },
        {
          text: show(r * ((theta * Math.PI) / 180) ** 2),
          mistake: 'multiplied by the angle instead of dividing',
        },
      ],
      hints: [
        'Change the angle to radians first.',
        'From $l = r\\theta$, $r = \\frac{l}{\\theta}$.',
      ],
      steps: [
        `$\\theta = ${theta}^\\circ = ${rad.tex}$ radians.`,
        `$r = \\frac{l}{\\theta} = ${l.tex} \\div ${rad.tex} = ${r}$ ${unit}`,
      ],
      explanation: `$l = r\\theta$ with $\\theta = ${rad.tex}$, so $r = \\frac{l}{\\theta} = ${l.tex} \\div ${rad.tex} = ${r}$ ${unit}.`,
    };
  },
});

const radiansDecimal = defineTemplate({
  id: `${lesson}/radians-decimal-to-degrees`,
  lesson,
  type: 'short_answer',
  b: 0,
  build(rng) {
    const frame = rng.pick(['convert', 'gear', 'difference'] as const);
    const x = rng.pick([0.4, 0.6, 0.8, 1, 1.2, 1.5, 1.8, 2, 2.5, 3, 3.5, 4, 5]);
    const degrees = (x * 180) / Math.PI;
    if (frame === 'difference') {
      const other = rng.int(2, 17) * 5;
      const diff = Math.abs(degrees - other);
      if (diff < 2) redraw('the two angles are nearly equal');
      const larger = degrees > other ? `$${x}$ rad` : `$${other}^\\circ$`;
      return {
        frame,
        multiStep: true,
        question: `Which is larger, $${x}$ ${x === 1 ? 'radian' : 'radians'} or $${other}^\\circ$, and by how many degrees? Give the difference to the nearest tenth of a degree.`,
        answer: `${fixed(diff, 1)}°`,
        decimals: 1,
        trueValue: diff,
        hints: [
          ...TO_DEGREES_HINTS,
          'Compare the two angles in degrees, then subtract the smaller from the larger.',
        ],
        steps: [
          `$${x} \\times \\frac{180^\\circ}{\\pi} \\approx ${fixed(degrees, 2)}^\\circ$.`,
          `${larger} is larger, by $${fixed(Math.max(degrees, other), 2)}^\\circ - ${fixed(Math.min(degrees, other), 2)}^\\circ \\approx ${fixed(diff, 1)}^\\circ$`,
        ],
        explanation: `$${x}$ rad $\\approx ${fixed(degrees, 2)}^\\circ$, so ${larger} is larger by about $${fixed(diff, 1)}^\\circ$.`,
      };
    }
    const steps = [
      `$${x} \\times \\frac{180^\\circ}{\\pi} \\approx ${fmt(degrees, 3)}^\\circ \\approx ${fixed(degrees, 1)}^\\circ$`,
    ];
    return {
      frame,
      ...(frame === 'gear' ? { context: true } : {}),
      question:
        frame === 'gear'
          ? `A gear wheel turns through $${x}$ ${x === 1 ? 'radian' : 'radians'}. Through how many degrees does it turn, to the nearest tenth of a degree?`
          : `Convert $${x}$ ${x === 1 ? 'radian' : 'radians'} to degrees, to the nearest tenth of a degree.`,
      answer: `${fixed(degrees, 1)}°`,
      decimals: 1,
      trueValue: degrees,
      hints: TO_DEGREES_HINTS,
      steps,
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
    const frame = rng.pick(['perimeter', 'radius-from-perimeter', 'fan'] as const);
    if (frame === 'radius-from-perimeter') {
      const theta = rng.pick([0.5, 0.8, 1, 1.2, 1.5, 2, 2.5, 3]);
      const r = rng.int(3, 15);
      const p = r * (2 + theta);
      return {
        frame,
        multiStep: true,
        question: `$OAB$ is a sector of a circle with centre $O$ and $\\angle AOB = ${theta}$ rad. Its perimeter is $${fmt(p)}$ cm. Find the radius $r$ of the sector, in cm.`,
        answer: String(r),
        unit: 'cm',
        hints: [
          'The perimeter of a sector is two radii and the arc: $P = 2r + r\\theta$.',
          `Factorise: $P = r(2 + ${theta})$.`,
        ],
        steps: [
          `$${fmt(p)} = 2r + ${theta}r = ${fmt(2 + theta)}r$.`,
          `$r = \\frac{${fmt(p)}}{${fmt(2 + theta)}} = ${r}$ cm`,
        ],
        figure: sectorFigure({
          radius: r,
          startDeg: rng.int(0, 30),
          sweepDeg: (theta * 180) / Math.PI,
          radiusLabel: 'r',
          angleLabel: `${theta} rad`,
          shaded: 'sector',
          caption: 'A shaded sector AOB with centre O.',
        }),
        explanation: `$P = r(2 + \\theta)$, so $r = \\frac{${fmt(p)}}{${fmt(2 + theta)}} = ${r}$ cm.`,
      };
    }
    const theta = rng.pick(
      frame === 'fan' ? [90, 120, 135, 150] : [30, 45, 60, 90, 120, 135, 150, 240],
    );
    const r = rng.int(3, 12) * (frame === 'fan' ? 2 : 1);
    const l = piFrac(r * theta, 180);
    const rad = piFrac(theta, 180);
    const steps = [
      `Arc $AB = r\\theta = ${r} \\times ${rad.tex} = ${l.tex}$.`,
      `Perimeter $= 2r + l = ${2 * r} + ${l.tex}$`,
    ];
    const figure = sectorFigure({
      radius: r,
      startDeg: frame === 'fan' ? 90 - theta / 2 : rng.int(0, 30),
      sweepDeg: theta,
      radiusLabel: `${r} cm`,
      angleLabel: `${theta}°`,
      shaded: 'sector',
      caption:
        frame === 'fan'
          ? 'An open fan in the shape of a sector with centre O.'
          : 'A shaded sector AOB with centre O.',
    });
    return {
      frame,
      multiStep: true,
      ...(frame === 'fan' ? { context: true } : {}),
      question:
        frame === 'fan'
          ? `An open paper fan is a sector of a circle with centre $O$, radius $${r}$ cm and angle $${theta}^\\circ$, as shown. A ribbon is glued all the way round its edge. Find the length of the ribbon, in cm, in terms of $\\pi$.`
          : `$OAB$ is a sector of a circle with centre $O$, radius $${r}$ cm and $\\angle AOB = ${theta}^\\circ$. Find the perimeter of the sector, in cm, in terms of $\\pi$.`,
      answer: `${2 * r} + ${l.text}`,
      exact: true,
      unit: 'cm',
      hints: [
        'The edge of a sector is two radii and an arc.',
        'Find the arc with $l = r\\theta$, $\\theta$ in radians.',
      ],
      steps,
      figure,
      explanation: `Arc $AB = r\\theta = ${r} \\times ${rad.tex} = ${l.tex}$; perimeter $= 2r + l = ${2 * r} + ${l.tex}$ cm.`,
    };
  },
});

const quadrantInRadians = defineTemplate({
  id: `${lesson}/quadrant-in-radians`,
  lesson,
  type: 'MCQ',
  b: -1.4,
  build(rng) {
    const frame = rng.pick(['pi-fraction', 'decimal', 'wheel'] as const);
    const QUADRANTS = ['first', 'second', 'third', 'fourth'] as const;
    let value = 0;
    let shown = '';
    if (frame === 'decimal') {
      value = rng.pick([0.5, 1, 1.2, 1.8, 2, 2.5, 3, 3.5, 4, 4.5, 5, 5.5, 6]);
      shown = `${value}`;
    } else {
      const [num, den] = rng.pick([
        [1, 6],
        [1, 4],
        [1, 3],
        [2, 3],
        [3, 4],
        [5, 6],
        [7, 6],
        [5, 4],
        [4, 3],
        [5, 3],
        [7, 4],
        [11, 6],
        [13, 6],
        [9, 4],
        [7, 3],
        [17, 6],
      ] as const);
      value = (num * Math.PI) / den;
      shown = piFrac(num, den).tex;
    }
    const q = Math.floor((value % (2 * Math.PI)) / (Math.PI / 2) + 1e-9);
    const degrees = (value * 180) / Math.PI;
    const answer = `The ${QUADRANTS[q]} quadrant`;
    // The quadrant a student reaches by reading the radians as degrees, or π as a quarter turn.
    const quadrantOfDegrees = (d: number): number => Math.floor((((d % 360) + 360) % 360) / 90);
    const asDegrees = quadrantOfDegrees(value);
    const piAsQuarter = quadrantOfDegrees(degrees / 2);
    const wrong = QUADRANTS.flatMap((name, k) =>
      k === q
        ? []
        : [
            {
              text: `The ${name} quadrant`,
              mistake:
                k === asDegrees
                  ? 'read the radian measure as degrees'
                  : k === piAsQuarter
                    ? 'took π radians as 90°, a quarter turn'
                    : 'off by one quadrant',
            },
          ],
    );
    const hints = [
      '$\\frac{\\pi}{2} \\approx 1.57$, $\\pi \\approx 3.14$, $\\frac{3\\pi}{2} \\approx 4.71$ and $2\\pi \\approx 6.28$ mark the axes.',
      'Or change the angle to degrees: multiply by $\\frac{180^\\circ}{\\pi}$.',
    ];
    const steps = [
      `$${shown}$ radians is $${fmt(degrees, 1)}^\\circ$.`,
      `${degrees >= 360 ? `Removing a full turn leaves $${fmt(degrees - 360, 1)}^\\circ$, so the` : 'So the'} angle lies in the ${QUADRANTS[q]} quadrant.`,
    ];
    return {
      frame,
      ...(frame === 'wheel' ? { context: true } : {}),
      question:
        frame === 'wheel'
          ? `A spoke of a wheel starts along the positive $x$-axis and turns anticlockwise through $${shown}$ radians. In which quadrant does it stop?`
          : `In which quadrant does the terminal side of an angle of $${shown}$ radians in standard position lie?`,
      answer,
      wrong,
      hints,
      steps,
      explanation: `$${shown}$ rad $\\approx ${fmt(degrees, 1)}^\\circ$, which lies in the ${QUADRANTS[q]} quadrant.`,
    };
  },
});

const turning = defineTemplate({
  id: `${lesson}/turning-wheel`,
  lesson,
  type: 'short_answer',
  b: 1.0,
  build(rng) {
    const frame = rng.pick(['rpm-distance', 'rad-per-second', 'find-time'] as const);
    const r = rng.int(10, 40);
    const hints = [
      'A point on the rim travels the arc length $l = r\\theta$, with $\\theta$ in radians.',
      'One revolution is $2\\pi$ radians.',
    ];
    if (frame === 'rad-per-second') {
      const omega = rng.pick([1.5, 2, 2.5, 3, 4, 5]);
      const t = rng.int(3, 20);
      const distance = r * omega * t;
      return {
        frame,
        multiStep: true,
        context: true,
        question: `A wheel of radius $${r}$ cm turns at $${omega}$ radians per second. How far, in metres, does a point on its rim travel in $${t}$ seconds?`,
        answer: fmt(distance / 100, 4),
        unit: 'm',
        hints: [hints[0] ?? '', `In $${t}$ s the wheel turns $${omega} \\times ${t}$ radians.`],
        steps: [
          `$\\theta = ${omega} \\times ${t} = ${fmt(omega * t)}$ rad.`,
          `$l = r\\theta = ${r} \\times ${fmt(omega * t)} = ${fmt(distance)}$ cm.`,
          `$${fmt(distance)}$ cm $= ${fmt(distance / 100, 4)}$ m`,
        ],
        explanation: `The wheel turns $${fmt(omega * t)}$ rad, so the point travels $${fmt(distance)}$ cm $= ${fmt(distance / 100, 4)}$ m.`,
      };
    }
    const rpm = rng.pick([20, 30, 40, 45, 60, 75, 90, 120]);
    if (frame === 'find-time') {
      const turns = rng.int(3, 12);
      const distance = 2 * Math.PI * r * turns;
      const seconds = (turns / rpm) * 60;
      return {
        frame,
        multiStep: true,
        context: true,
        question: `A wheel of radius $${r}$ cm turns at ${rpm} revolutions per minute, and a point on its rim travels $${fmt(2 * r * turns)}\\pi$ cm. How many seconds does this take, to one decimal place?`,
        answer: fixed(seconds, 1),
        decimals: 1,
        trueValue: seconds,
        hints: [
          'One revolution moves a point on the rim one circumference, $2\\pi r$.',
          `Divide the distance by the circumference to find the number of revolutions.`,
        ],
        steps: [
          `Circumference $= 2\\pi \\times ${r} = ${2 * r}\\pi$ cm, so the point makes $\\frac{${fmt(2 * r * turns)}\\pi}{${2 * r}\\pi} = ${turns}$ revolutions.`,
          `$${turns}$ revolutions at ${rpm} per minute take $\\frac{${turns}}{${rpm}} \\times 60 \\approx ${fixed(seconds, 1)}$ s`,
        ],
        explanation: `The distance is ${turns} circumferences (${fmt(distance, 1)} cm), which take $\\frac{${turns}}{${rpm}}$ min $\\approx ${fixed(seconds, 1)}$ s.`,
      };
    }
    const t = rng.int(2, 15);
    const theta = ((2 * Math.PI * rpm) / 60) * t;
    const distance = r * theta;
    return {
      frame,
      multiStep: true,
      context: true,
      question: `A wheel of radius $${r}$ cm turns at ${rpm} revolutions per minute. How far does a point on its rim travel in $${t}$ seconds? Give your answer in cm to the nearest centimetre.`,
      answer: fixed(distance, 0),
      decimals: 0,
      trueValue: distance,
      unit: 'cm',
      hints: [
        ...hints,
        `${rpm} revolutions per minute is $\\frac{${rpm}}{60}$ revolutions per second.`,
      ],
      steps: [
        `In $${t}$ s the wheel makes $\\frac{${rpm}}{60} \\times ${t} = ${fmt((rpm / 60) * t)}$ revolutions, $\\theta = ${fmt((rpm / 60) * t)} \\times 2\\pi \\approx ${fixed(theta, 3)}$ rad.`,
        `$l = r\\theta = ${r} \\times ${fixed(theta, 3)} \\approx ${fixed(distance, 0)}$ cm`,
      ],
      explanation: `$\\theta = 2\\pi \\times ${fmt((rpm / 60) * t)}$ rad, so $l = ${r}\\theta \\approx ${fixed(distance, 0)}$ cm.`,
    };
  },
});

const clockHands = defineTemplate({
  id: `${lesson}/clock-hands`,
  lesson,
  type: 'short_answer',
  b: 0.7,
  build(rng) {
    const frame = rng.pick(['hour-hand', 'minute-tip', 'hours-and-minutes'] as const);
    if (frame === 'hour-hand') {
      const hours = rng.pick([1, 2, 3, 4, 5, 7, 8, 9, 10, 11]);
      const rad = piFrac(hours, 6);
      return {
        frame,
        context: true,
        question: `Through what angle does the hour hand of a clock turn in ${hours} ${hours === 1 ? 'hour' : 'hours'}? Give your answer in radians, in terms of $\\pi$.`,
        answer: rad.text,
        exact: true,
        hints: [
          'The hour hand turns once, $2\\pi$ radians, in 12 hours.',
          'Each hour is $\\frac{1}{12}$ of a turn.',
        ],
        steps: [`$\\frac{${hours}}{12} \\times 2\\pi = ${rad.tex}$`],
        explanation: `$\\frac{${hours}}{12}$ of a turn is $${rad.tex}$ radians.`,
      };
    }
    if (frame === 'minute-tip') {
      const length = rng.int(4, 15);
      const minutes = rng.pick([10, 15, 20, 25, 35, 40, 45, 50]);
      const angle = piFrac(minutes, 30);
      const arc = piFrac(length * minutes, 30);
      return {
        frame,
        context: true,
        multiStep: true,
        question: `The minute hand of a clock is $${length}$ cm long. How far does its tip travel in ${minutes} minutes? Give your answer in cm, in terms of $\\pi$.`,
        answer: arc.text,
        exact: true,
        unit: 'cm',
        hints: [
          'The minute hand turns $2\\pi$ radians in 60 minutes.',
          'The tip travels the arc $l = r\\theta$.',
        ],
        steps: [
          `In ${minutes} minutes the hand turns $\\frac{${minutes}}{60} \\times 2\\pi = ${angle.tex}$ radians.`,
          `$l = ${length} \\times ${angle.tex} = ${arc.tex}$`,
        ],
        explanation: `$\\theta = ${angle.tex}$, so $l = r\\theta = ${arc.tex}$ cm.`,
      };
    }
    // A time given in hours and minutes: the minute hand's turn, past whole turns.
    const hours = rng.int(1, 3);
    const minutes = rng.pick([5, 10, 15, 20, 25, 35, 40, 45, 50]);
    const elapsed = 60 * hours + minutes;
    const rad = piFrac(elapsed, 30);
    return {
      frame,
      context: true,
      multiStep: true,
      question: `Through what angle does the minute hand of a clock turn in ${hours} ${hours === 1 ? 'hour' : 'hours'} and ${minutes} minutes? Give your answer in radians, in terms of $\\pi$.`,
      answer: rad.text,
      exact: true,
      hints: [
        'Write the time in minutes first.',
        'The minute hand turns $2\\pi$ radians every 60 minutes.',
      ],
      steps: [
        `${hours} ${hours === 1 ? 'hour' : 'hours'} and ${minutes} minutes is $${60 * hours} + ${minutes} = ${elapsed}$ minutes.`,
        `$\\frac{${elapsed}}{60} \\times 2\\pi = ${rad.tex}$`,
      ],
      explanation: `${elapsed} minutes is $\\frac{${elapsed}}{60}$ of a turn, $${rad.tex}$ radians.`,
    };
  },
});

const sectorFromWire = defineTemplate({
  id: `${lesson}/angle-from-perimeter`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 1.6,
  build(rng) {
    const frame = rng.pick(['wire', 'perimeter-multiple', 'arc-equals-radii'] as const);
    const r = rng.int(4, 20);
    let theta = 0;
    let question = '';
    let hints: string[] = [];
    let steps: string[] = [];
    if (frame === 'wire') {
      const wire = 2 * r + r * rng.pick([0.6, 0.9, 1.1, 1.3, 1.7, 2.2, 2.6, 3.1]);
      theta = (wire - 2 * r) / r;
      const degrees = (theta * 180) / Math.PI;
      question = `A piece of wire $${fmt(wire)}$ cm long is bent into the shape of a sector of a circle of radius $${r}$ cm, as shown. Find the angle of the sector in degrees, to the nearest tenth of a degree.`;
      hints = [
        'The wire makes two radii and the arc: $2r + r\\theta$.',
        `Solve $2 \\times ${r} + ${r}\\theta = ${fmt(wire)}$ for $\\theta$ in radians, then change to degrees.`,
      ];
      steps = [
        `Arc $= ${fmt(wire)} - 2 \\times ${r} = ${fmt(wire - 2 * r)}$ cm.`,
        `$\\theta = \\frac{${fmt(wire - 2 * r)}}{${r}} = ${fmt(theta)}$ rad.`,
        `$${fmt(theta)} \\times \\frac{180^\\circ}{\\pi} \\approx ${fixed(degrees, 1)}^\\circ$`,
      ];
      return {
        frame,
        multiStep: true,
        context: true,
        question,
        answer: `${fixed(degrees, 1)}°`,
        decimals: 1,
        trueValue: degrees,
        hints,
        steps,
        figure: sectorFigure({
          radius: r,
          startDeg: rng.int(0, 30),
          sweepDeg: degrees,
          radiusLabel: `${r} cm`,
          angleLabel: 'θ',
          caption: 'A wire bent into a sector with centre O.',
        }),
        explanation: `$2r + r\\theta = ${fmt(wire)}$ gives $\\theta = ${fmt(theta)}$ rad $\\approx ${fixed(degrees, 1)}^\\circ$.`,
      };
    }
    const k = frame === 'perimeter-multiple' ? rng.pick([2, 3, 5]) : rng.pick([1, 2, 3]);
    if (frame === 'perimeter-multiple') {
      // 2r + rθ = k rθ  =>  θ = 2 / (k - 1).
      theta = 2 / (k - 1);
      question = `The perimeter of a sector of radius $${r}$ cm is ${k === 2 ? 'twice' : `${k} times`} the length of its arc, as shown. Find the angle of the sector in radians.`;
      hints = [
        'Perimeter $= 2r + r\\theta$ and arc $= r\\theta$.',
        `Write $2r + r\\theta = ${k}r\\theta$ and divide by $r$.`,
      ];
      steps = [
        `$2r + r\\theta = ${k}r\\theta$, so $2 + \\theta = ${k}\\theta$.`,
        `$2 = ${k - 1}\\theta$, so $\\theta = ${fmt(theta)}$ rad`,
      ];
    } else {
      // The arc equals k radii: rθ = k r  =>  θ = k.
      theta = k;
      question = `In a sector of radius $${r}$ cm the arc is as long as ${k === 1 ? 'one radius' : `${k} radii together`}, as shown. Find the perimeter of the sector in cm.`;
      hints = [
        'The arc is $r\\theta$; here it is also given in radii.',
        'Perimeter $= 2r + $ arc.',
      ];
      steps = [
        `Arc $= ${k} \\times ${r} = ${k * r}$ cm.`,
        `Perimeter $= 2 \\times ${r} + ${k * r} = ${(2 + k) * r}$ cm`,
      ];
    }
    const answer = frame === 'arc-equals-radii' ? String((2 + k) * r) : `${fmt(theta)} rad`;
    return {
      frame,
      multiStep: true,
      question,
      answer,
      ...(frame === 'arc-equals-radii' ? { unit: 'cm' } : {}),
      hints,
      steps,
      figure: sectorFigure({
        radius: r,
        startDeg: rng.int(0, 30),
        sweepDeg: (theta * 180) / Math.PI,
        radiusLabel: `${r} cm`,
        angleLabel: 'θ',
        caption: 'A sector with centre O.',
      }),
      explanation:
        frame === 'arc-equals-radii'
          ? `The arc is $${k * r}$ cm, so the perimeter is $2 \\times ${r} + ${k * r} = ${(2 + k) * r}$ cm.`
          : `$2 + \\theta = ${k}\\theta$ gives $\\theta = ${fmt(theta)}$ rad.`,
    };
  },
});

export const degreeRadianTemplates = [
  quadrantInRadians,
  degToRad,
  radToDeg,
  radiansDecimal,
  arcLengthRadians,
  arcLength,
  angleFromArc,
  radiusFromArc,
  sectorPerimeter,
  clockHands,
  turning,
  sectorFromWire,
];
