/**
 * Lesson: cones, pyramids and spheres. Volume (⅓ × base × height, ⅓πr²h, ⁴⁄₃πr³) and surface
 * area (πrl with the slant height from Pythagoras, 4πr², 3πr² for a solid hemisphere) of cones,
 * pyramids, spheres, hemispheres and frustums; a dimension found from a volume or an area;
 * solids made of two parts; melting and recasting; and water levels that rise.
 *
 * As in prisms and cylinders, a short answer in cm³ is asked as "How many cm³ ...": the key
 * carries its unit ("12π cm³"), so the checker refuses "12π cm²", and the wording gate, which
 * reads "in cm³" as cm, is not misled.
 */
import type { Rng } from '../rng';
import { defineTemplate } from './define-template';
import type { Draft } from './define-template';
import {
  checkedFigure,
  compositeFigure,
  coneFigure,
  frustumFigure,
  hemisphereFigure,
  pyramidFigure,
  sphereFigure,
} from './cones-pyramids-spheres-kit';
import { piFrac } from './exact';
import { explain, rounded, show, withUnit } from './mensuration-kit';
import { redraw } from './redraw';

const lesson = 'cones-pyramids-spheres' as const;
const PI = Math.PI;

/** kπ/d as a short-answer key with its unit: "12π cm³", "32π/3 cm³". */
const piKey = (n: number, d: number, unit: string): string => `${piFrac(n, d).text} ${unit}`;
/** kπ/d as TeX: 12\pi, \frac{32\pi}{3}. */
const piTex = (n: number, d = 1): string => piFrac(n, d).tex;
/** An MCQ option in terms of π with its unit (power 1, 2 or 3). */
const piOpt = (n: number, d: number, power: 1 | 2 | 3, unit = 'cm'): string =>
  withUnit(piTex(n, d), unit, power);
const lengthOpt = (x: number, unit = 'cm'): string => withUnit(show(x), unit);

/** Pythagorean triples (leg, leg, hypotenuse) with legs up to 40, both orders. */
const TRIPLES: [number, number, number][] = [];
for (let x = 3; x <= 40; x += 1) {
  for (let y = 3; y <= 40; y += 1) {
    const z = Math.round(Math.hypot(x, y));
    if (z * z === x * x + y * y && x !== y) TRIPLES.push([x, y, z]);
  }
}

function build(make: (rng: Rng) => Draft): (rng: Rng) => Draft {
  return (rng) => checkedFigure(make(rng));
}

// ---------------------------------------------------------------- cone: volume

const coneVolume = defineTemplate({
  id: `${lesson}/cone-volume-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: -1.0,
  build: build((rng) => {
    const frame = rng.pick([
      'solid-from-radius',
      'funnel-from-diameter',
      'height-from-volume',
    ] as const);
    if (frame === 'funnel-from-diameter') {
      const r = rng.int(3, 12);
      const h = rng.int(5, 25);
      const V = (PI * r * r * h) / 3;
      const steps = [
        `The radius is half the diameter: $r = ${2 * r} \\div 2 = ${r}$ cm.`,
        `$V = \\frac{1}{3}\\pi r^2 h = \\frac{1}{3} \\times \\pi \\times ${r}^2 \\times ${h} \\approx ${Math.round(V)}$ cm$^3$.`,
      ];
      return {
        question: `A paper cup is a cone with a top diameter of $${2 * r}$ cm and a depth of $${h}$ cm. How many cm$^3$ of water does the cup hold when full, to the nearest whole number?`,
        answer: `${Math.round(V)} cm³`,
        decimals: 0,
        trueValue: V,
        frame,
        multiStep: true,
        context: true,
        hints: [
          'The volume of a cone is one third of the cylinder with the same base and height.',
          'Use $V = \\frac{1}{3}\\pi r^2 h$ with the radius, not the diameter.',
          `The radius is $${2 * r} \\div 2$ cm.`,
        ],
        steps,
        explanation: explain(steps),
        figure: coneFigure({
          radius: r,
          height: h,
          radiusLabel: `${2 * r} cm`,
          diameter: true,
          heightLabel: `${h} cm`,
          caption: `A cone with base diameter ${2 * r} cm and height ${h} cm.`,
        }),
      };
    }
    const r = rng.int(2, 12);
    const h = r % 3 === 0 ? rng.int(3, 24) : 3 * rng.int(1, 8);
    const k = (r * r * h) / 3;
    if (frame === 'solid-from-radius') {
      const steps = [
        `$V = \\frac{1}{3}\\pi r^2 h = \\frac{1}{3} \\times \\pi \\times ${r}^2 \\times ${h}$.`,
        `$V = \\frac{${r * r * h}}{3}\\pi = ${piTex(k)}$ cm$^3$.`,
      ];
      return {
        question: `A solid metal cone has base radius $${r}$ cm and height $${h}$ cm. How many cm$^3$ of metal is it made of, in terms of $\\pi$?`,
        answer: piKey(k, 1, 'cm³'),
        exact: true,
        frame,
        hints: [
          'A cone holds one third of the cylinder with the same base and height.',
          `Use $V = \\frac{1}{3}\\pi r^2 h$ with $r = ${r}$ and $h = ${h}$.`,
        ],
        steps,
        explanation: explain(steps),
        figure: coneFigure({
          radius: r,
          height: h,
          radiusLabel: `${r} cm`,
          heightLabel: `${h} cm`,
          caption: `A cone with base radius ${r} cm and height ${h} cm.`,
        }),
      };
    }
    const steps = [
      `$\\frac{1}{3} \\times \\pi \\times ${r}^2 \\times h = ${piTex(k)}$, so $\\frac{${r * r}}{3}h = ${k}$.`,
      `$h = \\frac{3 \\times ${k}}{${r * r}} = ${h}$ cm.`,
    ];
    return {
      question: `A cone has base radius $${r}$ cm and volume $${piTex(k)}$ cm$^3$. Find its height $h$ in cm.`,
      answer: String(h),
      unit: 'cm',
      frame,
      multiStep: true,
      hints: [
        'Put what you know into the volume formula and solve for $h$.',
        `$\\frac{1}{3}\\pi \\times ${r}^2 \\times h = ${piTex(k)}$: the $\\pi$ cancels on both sides.`,
      ],
      steps,
      explanation: explain(steps),
      figure: coneFigure({
        radius: r,
        height: h,
        radiusLabel: `${r} cm`,
        heightLabel: 'h',
        caption: `A cone with base radius ${r} cm and height h.`,
      }),
    };
  }),
});

// ---------------------------------------------------------------- cone: surface

const coneSurface = defineTemplate({
  id: `${lesson}/cone-surface-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: -0.2,
  build: build((rng) => {
    const frame = rng.pick([
      'curved-from-slant',
      'total-from-height',
      'slant-from-curved',
      'party-hat',
    ] as const);
    const m = rng.pick([1, 1, 2]);
    const [t0, t1, t2] = rng.pick(TRIPLES.filter((t) => t[2] <= 17));
    const r = t0 * m;
    const h = t1 * m;
    const l = t2 * m;
    if (frame === 'curved-from-slant') {
      const rr = rng.int(2, 12);
      const ll = rng.int(rr + 2, 25);
      const steps = [
        `Curved surface $= \\pi r l = \\pi \\times ${rr} \\times ${ll} = ${piTex(rr * ll)}$ cm$^2$.`,
      ];
      return {
        question: `A cone has base radius $${rr}$ cm and slant height $${ll}$ cm. Find its curved surface area in terms of $\\pi$.`,
        answer: piOpt(rr * ll, 1, 2),
        wrong: [
          {
            text: piOpt(rr * ll + rr * rr, 1, 2),
            mistake: 'added the base: the total, not the curved surface',
          },
          { text: piOpt(2 * rr * ll, 1, 2), mistake: 'used 2πrl, as for a cylinder' },
          { text: piOpt(rr * rr * ll, 1, 2), mistake: 'used πr²l, mixing in the volume formula' },
          { text: piOpt(rr * rr, 1, 2), mistake: 'gave the area of the base' },
        ],
        frame,
        hints: [
          'The curved surface of a cone uses the slant height, not the vertical height.',
          'Curved surface area $= \\pi r l$.',
        ],
        steps,
        explanation: explain(steps),
        figure: coneFigure({
          radius: rr,
          height: Math.sqrt(ll * ll - rr * rr),
          radiusLabel: `${rr} cm`,
          slantLabel: `${ll} cm`,
          caption: `A cone with base radius ${rr} cm and slant height ${ll} cm.`,
        }),
      };
    }
    if (frame === 'slant-from-curved') {
      const steps = [
        `$\\pi \\times ${r} \\times l = ${piTex(r * l)}$, so $${r}l = ${r * l}$.`,
        `$l = \\frac{${r * l}}{${r}} = ${l}$ cm.`,
      ];
      return {
        question: `The curved surface area of a cone of base radius $${r}$ cm is $${piTex(r * l)}$ cm$^2$. Find its slant height $l$.`,
        answer: lengthOpt(l),
        wrong: [
          { text: lengthOpt((r * l) / (2 * r)), mistake: 'used 2πrl, as for a cylinder' },
          {
            text: lengthOpt((r * l) / (r * r)),
            mistake: 'divided by r², as if the area were πr²l',
          },
          { text: lengthOpt(l - r), mistake: 'took away the base area πr² first' },
          { text: lengthOpt(h), mistake: 'went on to the vertical height, which was not asked' },
        ],
        frame,
        hints: [
          'Use the curved surface formula backwards.',
          `$\\pi r l = ${piTex(r * l)}$ with $r = ${r}$: the $\\pi$ cancels.`,
        ],
        steps,
        explanation: explain(steps),
        figure: coneFigure({
          radius: r,
          height: h,
          radiusLabel: `${r} cm`,
          slantLabel: 'l',
          caption: `A cone with base radius ${r} cm and slant height l.`,
        }),
      };
    }
    if (frame === 'party-hat') {
      const steps = [
        `Slant height: $l = \\sqrt{${r}^2 + ${h}^2} = ${l}$ cm.`,
        `Card $= \\pi r l = \\pi \\times ${r} \\times ${l} = ${piTex(r * l)}$ cm$^2$.`,
      ];
      return {
        question: `A party hat is the curved surface of a cone (no base) with base radius $${r}$ cm and vertical height $${h}$ cm. How much card is needed to make it, in terms of $\\pi$?`,
        answer: piOpt(r * l, 1, 2),
        wrong: [
          {
            text: piOpt(r * h, 1, 2),
            mistake: 'used the vertical height instead of the slant height',
          },
          { text: piOpt(r * l + r * r, 1, 2), mistake: 'added a base the hat does not have' },
          { text: piOpt(2 * r * l, 1, 2), mistake: 'used 2πrl, as for a cylinder' },
          { text: piOpt(r * (r + h), 1, 2), mistake: 'used the height and added the base' },
        ],
        frame,
        multiStep: true,
        context: true,
        hints: [
          'The card is the curved surface, which needs the slant height.',
          'The height, the radius and the slant height make a right triangle.',
          `$l = \\sqrt{${r}^2 + ${h}^2}$.`,
        ],
        steps,
        explanation: explain(steps),
        figure: coneFigure({
          radius: r,
          height: h,
          radiusLabel: `${r} cm`,
          heightLabel: `${h} cm`,
          caption: `A cone with base radius ${r} cm and height ${h} cm.`,
        }),
      };
    }
    const steps = [
      `Slant height: $l = \\sqrt{${r}^2 + ${h}^2} = ${l}$ cm.`,
      `Curved surface $= \\pi \\times ${r} \\times ${l} = ${piTex(r * l)}$; base $= \\pi \\times ${r}^2 = ${piTex(r * r)}$ cm$^2$.`,
      `Total $= ${piTex(r * l)} + ${piTex(r * r)} = ${piTex(r * l + r * r)}$ cm$^2$.`,
    ];
    return {
      question: `A solid cone has base radius $${r}$ cm and height $${h}$ cm. Find its total surface area in terms of $\\pi$.`,
      answer: piOpt(r * l + r * r, 1, 2),
      wrong: [
        {
          text: piOpt(r * h + r * r, 1, 2),
          mistake: 'used the vertical height instead of the slant height',
        },
        { text: piOpt(r * l, 1, 2), mistake: 'left out the base' },
        { text: piOpt(2 * r * l + r * r, 1, 2), mistake: 'used 2πrl for the curved surface' },
        {
          text: piOpt(r * l + 2 * r * r, 1, 2),
          mistake: 'counted two circular ends, as for a cylinder',
        },
      ],
      frame,
      multiStep: true,
      hints: [
        'Total surface area $=$ curved surface $+$ base; the curved surface needs the slant height.',
        'Find the slant height $l$ with Pythagoras, then use $\\pi r l + \\pi r^2$.',
        `$l = \\sqrt{${r}^2 + ${h}^2}$.`,
      ],
      steps,
      explanation: explain(steps),
      figure: coneFigure({
        radius: r,
        height: h,
        radiusLabel: `${r} cm`,
        heightLabel: `${h} cm`,
        caption: `A cone with base radius ${r} cm and height ${h} cm.`,
      }),
    };
  }),
});

// ---------------------------------------------------------------- pyramids

const pyramid = defineTemplate({
  id: `${lesson}/pyramid-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.2,
  build: build((rng) => {
    const frame = rng.pick([
      'volume-square',
      'volume-rectangular',
      'surface-from-slant',
      'surface-from-height',
    ] as const);
    if (frame === 'volume-square' || frame === 'volume-rectangular') {
      const a = rng.int(3, 20);
      const b = frame === 'volume-square' ? a : rng.int(3, 20);
      if (a === b && frame === 'volume-rectangular') redraw('a square base');
      let h = rng.int(3, 30);
      if ((a * b * h) % 3 !== 0) h = 3 * rng.int(1, 10);
      const V = (a * b * h) / 3;
      const base =
        frame === 'volume-square'
          ? `a square base of side $${a}$ cm`
          : `a rectangular base $${a}$ cm by $${b}$ cm`;
      const steps = [
        `Base area $= ${a} \\times ${b} = ${a * b}$ cm$^2$.`,
        `$V = \\frac{1}{3} \\times ${a * b} \\times ${h} = ${V}$ cm$^3$.`,
      ];
      return {
        question: `A pyramid has ${base} and a vertical height of $${h}$ cm. How many cm$^3$ is its volume?`,
        answer: `${V} cm³`,
        frame,
        multiStep: frame === 'volume-rectangular',
        hints: [
          'A pyramid holds one third of the prism with the same base and height.',
          'Volume $= \\frac{1}{3} \\times$ base area $\\times$ height.',
        ],
        steps,
        explanation: explain(steps),
        figure: pyramidFigure({
          length: a,
          depth: b,
          height: h,
          lengthLabel: `${a} cm`,
          depthLabel: `${b} cm`,
          heightLabel: `${h} cm`,
          caption: `A pyramid on a ${a} cm by ${b} cm base with height ${h} cm.`,
        }),
      };
    }
    if (frame === 'surface-from-slant') {
      const s = rng.int(4, 20);
      const l = rng.int(Math.ceil(s / 2) + 2, 30);
      const S = s * s + 2 * s * l;
      const steps = [
        `Each triangular face: $\\frac{1}{2} \\times ${s} \\times ${l} = ${show((s * l) / 2)}$ cm$^2$; four of them: $${2 * s * l}$ cm$^2$.`,
        `Total $= ${s}^2 + ${2 * s * l} = ${S}$ cm$^2$.`,
      ];
      return {
        question: `A square-based pyramid has base edges of $${s}$ cm, and the slant height of each triangular face is $${l}$ cm. Find its total surface area in cm$^2$.`,
        answer: String(S),
        unit: 'cm²',
        frame,
        multiStep: true,
        hints: [
          'The surface is the square base and four equal triangles.',
          'Each triangle has base the edge of the square and height the slant height.',
          `One triangle is $\\frac{1}{2} \\times ${s} \\times ${l}$ cm$^2$.`,
        ],
        steps,
        explanation: explain(steps),
        figure: pyramidFigure({
          length: s,
          depth: s,
          height: Math.sqrt(l * l - (s * s) / 4),
          lengthLabel: `${s} cm`,
          slantLabel: `${l} cm`,
          caption: `A square-based pyramid with base edge ${s} cm and slant height ${l} cm.`,
        }),
      };
    }
    const [half, h, l] = rng.pick(TRIPLES.filter((t) => t[2] <= 30));
    const s = 2 * half;
    const S = s * s + 2 * s * l;
    const steps = [
      `From the centre of the base to the middle of an edge is $${s} \\div 2 = ${half}$ cm, so the slant height is $\\sqrt{${h}^2 + ${half}^2} = ${l}$ cm.`,
      `Four triangles: $4 \\times \\frac{1}{2} \\times ${s} \\times ${l} = ${2 * s * l}$ cm$^2$.`,
      `Total $= ${s}^2 + ${2 * s * l} = ${S}$ cm$^2$.`,
    ];
    return {
      question: `A square-based pyramid has base edges of $${s}$ cm and a vertical height of $${h}$ cm. Find its total surface area in cm$^2$.`,
      answer: String(S),
      unit: 'cm²',
      frame,
      multiStep: true,
      hints: [
        'The triangles need their slant height, not the vertical height.',
        'The vertical height, half a base edge and the slant height form a right triangle.',
        `Slant height $= \\sqrt{${h}^2 + ${half}^2}$.`,
      ],
      steps,
      explanation: explain(steps),
      figure: pyramidFigure({
        length: s,
        depth: s,
        height: h,
        lengthLabel: `${s} cm`,
        heightLabel: `${h} cm`,
        caption: `A square-based pyramid with base edge ${s} cm and height ${h} cm.`,
      }),
    };
  }),
});

// ---------------------------------------------------------------- spheres

const sphere = defineTemplate({
  id: `${lesson}/sphere-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: -0.7,
  build: build((rng) => {
    const frame = rng.pick([
      'volume-exact',
      'surface-exact',
      'ball-leather',
      'radius-from-surface',
    ] as const);
    const r = rng.int(2, 15);
    const figure = (label: string): ReturnType<typeof sphereFigure> =>
      sphereFigure({ radius: r, radiusLabel: label, caption: `A sphere of radius ${label}.` });
    if (frame === 'volume-exact') {
      const steps = [
        `$V = \\frac{4}{3}\\pi r^3 = \\frac{4}{3} \\times \\pi \\times ${r}^3 = \\frac{4 \\times ${r ** 3}}{3}\\pi$.`,
        `$V = ${piTex(4 * r ** 3, 3)}$ cm$^3$.`,
      ];
      return {
        question: `A solid ball is a sphere of radius $${r}$ cm. How many cm$^3$ of rubber is it made of, in terms of $\\pi$?`,
        answer: piKey(4 * r ** 3, 3, 'cm³'),
        exact: true,
        frame,
        context: true,
        hints: ['Use the volume of a sphere.', `$V = \\frac{4}{3}\\pi r^3$ with $r = ${r}$.`],
        steps,
        explanation: explain(steps),
        figure: figure(`${r} cm`),
      };
    }
    if (frame === 'surface-exact') {
      const steps = [
        `$A = 4\\pi r^2 = 4 \\times \\pi \\times ${r}^2 = ${piTex(4 * r * r)}$ cm$^2$.`,
      ];
      return {
        question: `A sphere has radius $${r}$ cm. Find its surface area in cm$^2$, in terms of $\\pi$.`,
        answer: piFrac(4 * r * r).text,
        exact: true,
        unit: 'cm²',
        frame,
        hints: [
          'The surface area of a sphere is four times the area of its biggest circle.',
          'Surface area $= 4\\pi r^2$.',
        ],
        steps,
        explanation: explain(steps),
        figure: figure(`${r} cm`),
      };
    }
    if (frame === 'ball-leather') {
      const A = 4 * PI * r * r;
      const steps = [
        `The radius is $${2 * r} \\div 2 = ${r}$ cm.`,
        `$A = 4\\pi \\times ${r}^2 = ${piTex(4 * r * r)} \\approx ${Math.round(A)}$ cm$^2$.`,
      ];
      return {
        question: `A ball has a diameter of $${2 * r}$ cm. Find the area of material covering its surface in cm$^2$, to the nearest whole number.`,
        answer: String(Math.round(A)),
        decimals: 0,
        trueValue: A,
        unit: 'cm²',
        frame,
        multiStep: true,
        context: true,
        hints: [
          'The material covers the surface of a sphere: $4\\pi r^2$.',
          `Use the radius: half of $${2 * r}$ cm.`,
        ],
        steps,
        explanation: explain(steps),
        figure: sphereFigure({
          radius: r,
          radiusLabel: 'r',
          caption: `A sphere of diameter ${2 * r} cm and radius r.`,
        }),
      };
    }
    const steps = [
      `$4\\pi r^2 = ${piTex(4 * r * r)}$, so $r^2 = \\frac{${4 * r * r}}{4} = ${r * r}$.`,
      `$r = \\sqrt{${r * r}} = ${r}$ cm.`,
    ];
    return {
      question: `The surface area of a sphere is $${piTex(4 * r * r)}$ cm$^2$. Find its radius $r$ in cm.`,
      answer: String(r),
      unit: 'cm',
      frame,
      multiStep: true,
      hints: [
        'Use the surface area formula backwards.',
        `$4\\pi r^2 = ${piTex(4 * r * r)}$: divide both sides by $4\\pi$, then take the square root.`,
      ],
      steps,
      explanation: explain(steps),
      figure: figure('r'),
    };
  }),
});

// ---------------------------------------------------------------- hemispheres

const hemisphere = defineTemplate({
  id: `${lesson}/hemisphere-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: 0.4,
  build: build((rng) => {
    const frame = rng.pick([
      'solid-total-surface',
      'bowl-capacity',
      'bowl-paint',
      'radius-from-volume',
    ] as const);
    const r = rng.int(2, 12);
    if (frame === 'solid-total-surface') {
      const steps = [
        `Curved surface: half of $4\\pi r^2$, so $2\\pi \\times ${r}^2 = ${piTex(2 * r * r)}$ cm$^2$; flat face: $\\pi \\times ${r}^2 = ${piTex(r * r)}$ cm$^2$.`,
        `Total $= ${piTex(2 * r * r)} + ${piTex(r * r)} = ${piTex(3 * r * r)}$ cm$^2$.`,
      ];
      return {
        question: `A solid hemisphere has radius $${r}$ cm. Find its total surface area in terms of $\\pi$.`,
        answer: piOpt(3 * r * r, 1, 2),
        wrong: [
          { text: piOpt(2 * r * r, 1, 2), mistake: 'left out the flat circular face' },
          { text: piOpt(4 * r * r, 1, 2), mistake: 'used the whole sphere’s surface' },
          {
            text: piOpt(5 * r * r, 1, 2),
            mistake: 'added the flat face to the whole sphere’s surface',
          },
          { text: piOpt(2 * r ** 3, 3, 2), mistake: 'found the volume ⅔πr³ instead' },
        ],
        frame,
        multiStep: true,
        hints: [
          'A solid hemisphere has a curved surface and a flat circular face.',
          'The curved part is half a sphere: $\\frac{1}{2} \\times 4\\pi r^2$.',
        ],
        steps,
        explanation: explain(steps),
        figure: hemisphereFigure({
          radiusLabel: `${r} cm`,
          shape: 'dome',
          caption: `A solid hemisphere of radius ${r} cm.`,
        }),
      };
    }
    if (frame === 'bowl-capacity') {
      const steps = [
        `A hemisphere is half a sphere: $V = \\frac{1}{2} \\times \\frac{4}{3}\\pi r^3 = \\frac{2}{3}\\pi r^3$.`,
        `$V = \\frac{2}{3} \\times \\pi \\times ${r}^3 = ${piTex(2 * r ** 3, 3)}$ cm$^3$.`,
      ];
      return {
        question: `A bowl is a hemisphere with an inside radius of $${r}$ cm. How much soup does it hold when full, in terms of $\\pi$?`,
        answer: piOpt(2 * r ** 3, 3, 3),
        wrong: [
          { text: piOpt(4 * r ** 3, 3, 3), mistake: 'used the whole sphere' },
          { text: piOpt(r ** 3, 3, 3), mistake: 'used ⅓πr³, as for a cone of height r' },
          { text: piOpt(2 * r * r, 1, 3), mistake: 'used the curved surface 2πr²' },
          { text: piOpt(2 * r ** 3, 1, 3), mistake: 'used 2πr³, forgetting the third' },
        ],
        frame,
        context: true,
        hints: [
          'The bowl holds half a sphere of soup.',
          'Volume of a sphere $= \\frac{4}{3}\\pi r^3$; take half.',
        ],
        steps,
        explanation: explain(steps),
        figure: hemisphereFigure({
          radiusLabel: `${r} cm`,
          shape: 'bowl',
          caption: `A hemispherical bowl of radius ${r} cm.`,
        }),
      };
    }
    if (frame === 'bowl-paint') {
      const steps = [
        `Each side of the bowl is half a sphere’s surface: $2\\pi \\times ${r}^2 = ${piTex(2 * r * r)}$ cm$^2$.`,
        `Inside and outside: $2 \\times ${piTex(2 * r * r)} = ${piTex(4 * r * r)}$ cm$^2$.`,
      ];
      return {
        question: `A thin hemispherical bowl of radius $${r}$ cm is painted inside and outside. What area is painted, in terms of $\\pi$?`,
        answer: piOpt(4 * r * r, 1, 2),
        wrong: [
          { text: piOpt(2 * r * r, 1, 2), mistake: 'painted only one side' },
          {
            text: piOpt(3 * r * r, 1, 2),
            mistake: 'added a flat face the open bowl does not have',
          },
          { text: piOpt(8 * r * r, 1, 2), mistake: 'used a whole sphere for each side' },
          { text: piOpt(2 * r ** 3, 3, 2), mistake: 'found the volume ⅔πr³ instead' },
        ],
        frame,
        multiStep: true,
        context: true,
        hints: [
          'The bowl is open: it has a curved surface and no flat face.',
          'Each side is half of a sphere’s surface $4\\pi r^2$, and there are two sides.',
        ],
        steps,
        explanation: explain(steps),
        figure: hemisphereFigure({
          radiusLabel: `${r} cm`,
          shape: 'bowl',
          caption: `A hemispherical bowl of radius ${r} cm.`,
        }),
      };
    }
    const steps = [
      `$\\frac{2}{3}\\pi r^3 = ${piTex(2 * r ** 3, 3)}$, so $r^3 = ${r ** 3}$.`,
      `$r = \\sqrt[3]{${r ** 3}} = ${r}$ cm.`,
    ];
    return {
      question: `A solid hemisphere has volume $${piTex(2 * r ** 3, 3)}$ cm$^3$. Find its radius $r$.`,
      answer: lengthOpt(r),
      wrong: [
        {
          text: lengthOpt(Math.cbrt(r ** 3 / 2)),
          mistake: 'used the whole sphere’s volume ⁴⁄₃πr³',
        },
        {
          text: lengthOpt(Math.sqrt(r ** 3)),
          mistake: 'took a square root instead of a cube root',
        },
        {
          text: lengthOpt((2 * r ** 3) / 9),
          mistake: 'divided by 3 instead of taking a cube root',
        },
        {
          text: lengthOpt(Math.cbrt(2 * r ** 3)),
          mistake: 'forgot to multiply by 3 and divide by 2 before the cube root',
        },
      ],
      frame,
      multiStep: true,
      hints: [
        'The volume of a hemisphere is $\\frac{2}{3}\\pi r^3$.',
        `Solve $\\frac{2}{3}\\pi r^3 = ${piTex(2 * r ** 3, 3)}$: the $\\pi$ cancels, then find $r^3$.`,
      ],
      steps,
      explanation: explain(steps),
      figure: hemisphereFigure({
        radiusLabel: 'r',
        shape: 'dome',
        caption: 'A solid hemisphere of radius r.',
      }),
    };
  }),
});

// ---------------------------------------------------------------- frustums

const frustum = defineTemplate({
  id: `${lesson}/frustum-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 1.5,
  build: build((rng) => {
    const frame = rng.pick(['cone-minus-cone', 'bucket-capacity', 'lampshade-fabric'] as const);
    if (frame === 'cone-minus-cone') {
      const h = rng.int(3, 10);
      const n = rng.pick([2, 3, 4]);
      const H = n * h;
      const r = rng.int(2, 6);
      const R = n * r;
      const big = (R * R * H) / 3;
      const small = (r * r * h) / 3;
      const V = PI * (big - small);
      const steps = [
        `The small cone has height $${h}$ cm, $\\frac{1}{${n}}$ of the big cone’s, so its radius is $${R} \\div ${n} = ${r}$ cm.`,
        `Big cone: $\\frac{1}{3}\\pi \\times ${R}^2 \\times ${H} = ${piTex(R * R * H, 3)}$; small cone: $\\frac{1}{3}\\pi \\times ${r}^2 \\times ${h} = ${piTex(r * r * h, 3)}$ cm$^3$.`,
        `Frustum $= ${piTex(R * R * H - r * r * h, 3)} \\approx ${Math.round(V)}$ cm$^3$.`,
      ];
      return {
        question: `A solid wooden cone has base radius $${R}$ cm and height $${H}$ cm. A small cone of height $${h}$ cm is cut off the top, parallel to the base. How many cm$^3$ of wood are in the frustum that is left, to the nearest whole number?`,
        answer: `${Math.round(V)} cm³`,
        decimals: 0,
        trueValue: V,
        frame,
        multiStep: true,
        context: true,
        hints: [
          'Frustum $=$ big cone $-$ small cone.',
          'The small cone is similar to the big one: find its radius from the ratio of the heights.',
          `The small cone is $${h}$ cm high and the big cone $${H}$ cm high.`,
        ],
        steps,
        explanation: explain(steps),
        figure: frustumFigure({
          bottom: R,
          top: r,
          height: H - h,
          bottomLabel: `${R} cm`,
          showApex: true,
          caption: `A frustum cut from a cone of radius ${R} cm and height ${H} cm.`,
        }),
      };
    }
    if (frame === 'bucket-capacity') {
      const R = rng.int(8, 16);
      const r = rng.int(4, R - 2);
      const d = rng.int(10, 30);
      const V = (PI * d * (R * R + R * r + r * r)) / 3;
      const liters = V / 1000;
      const steps = [
        `$V = \\frac{1}{3}\\pi h(R^2 + Rr + r^2) = \\frac{1}{3}\\pi \\times ${d} \\times (${R * R} + ${R * r} + ${r * r})$.`,
        `$V = ${piTex(d * (R * R + R * r + r * r), 3)} \\approx ${rounded(V, 1)}$ cm$^3$.`,
        `In litres: $${rounded(V, 1)} \\div 1000 \\approx ${rounded(liters, 1)}$.`,
      ];
      return {
        question: `A bucket is a frustum of a cone. The radius of its top is $${R}$ cm, the radius of its bottom is $${r}$ cm and it is $${d}$ cm deep (the volume of a frustum is $\\frac{1}{3}\\pi h(R^2 + Rr + r^2)$, and $1$ litre $= 1000$ cm$^3$). How many litres does the bucket hold when full, to the nearest tenth?`,
        answer: rounded(liters, 1),
        decimals: 1,
        trueValue: liters,
        frame,
        multiStep: true,
        context: true,
        hints: [
          'Find the volume in cm$^3$, then change it to litres.',
          `Put $R = ${R}$, $r = ${r}$ and $h = ${d}$ into the frustum formula.`,
          'Divide the volume in cm$^3$ by $1000$.',
        ],
        steps,
        explanation: explain(steps),
        figure: frustumFigure({
          bottom: r,
          top: R,
          height: d,
          bottomLabel: `${r} cm`,
          topLabel: `${R} cm`,
          heightLabel: `${d} cm`,
          caption: `A bucket: a frustum with top radius ${R} cm, bottom radius ${r} cm and depth ${d} cm.`,
        }),
      };
    }
    const [diff, d, s] = rng.pick(TRIPLES.filter((t) => t[2] <= 30 && t[0] <= 12));
    const r = rng.int(4, 12);
    const R = r + diff;
    const A = PI * (R + r) * s;
    const steps = [
      `The slant height: the radii differ by $${R} - ${r} = ${diff}$ cm, so $s = \\sqrt{${d}^2 + ${diff}^2} = ${s}$ cm.`,
      `Curved surface $= \\pi(R + r)s = \\pi \\times ${R + r} \\times ${s} = ${piTex((R + r) * s)} \\approx ${Math.round(A)}$ cm$^2$.`,
    ];
    return {
      question: `A lampshade is the curved surface of a frustum with radii $${R}$ cm and $${r}$ cm and a vertical height of $${d}$ cm. Its curved surface area is $\\pi(R + r)s$, where $s$ is the slant height. Find the area of fabric in cm$^2$, to the nearest whole number.`,
      answer: String(Math.round(A)),
      decimals: 0,
      trueValue: A,
      unit: 'cm²',
      frame,
      multiStep: true,
      context: true,
      hints: [
        'The formula needs the slant height $s$, not the vertical height.',
        'Draw the right triangle at the side: the height and the difference of the radii are its legs.',
        `$s = \\sqrt{${d}^2 + (${R} - ${r})^2}$.`,
      ],
      steps,
      explanation: explain(steps),
      figure: frustumFigure({
        bottom: R,
        top: r,
        height: d,
        bottomLabel: `${R} cm`,
        topLabel: `${r} cm`,
        heightLabel: `${d} cm`,
        caption: `A lampshade: a frustum with radii ${R} cm and ${r} cm and height ${d} cm.`,
      }),
    };
  }),
});

// ---------------------------------------------------------------- a dimension from a volume

const findDimension = defineTemplate({
  id: `${lesson}/dimension-from-volume-or-area`,
  lesson,
  type: 'short_answer',
  b: 0.9,
  build: (rng) => {
    const frame = rng.pick([
      'cone-radius-from-volume',
      'sphere-radius-from-volume',
      'cone-height-from-curved',
      'pyramid-height-from-volume',
    ] as const);
    if (frame === 'cone-radius-from-volume') {
      const h = rng.int(5, 30);
      const V = rng.int(50, 3000);
      const r = Math.sqrt((3 * V) / (PI * h));
      const steps = [
        `$\\frac{1}{3}\\pi r^2 \\times ${h} = ${V}$, so $r^2 = \\frac{3 \\times ${V}}{${h}\\pi} \\approx ${rounded(r * r, 3)}$.`,
        `$r \\approx \\sqrt{${rounded(r * r, 3)}} \\approx ${rounded(r, 1)}$ cm.`,
      ];
      return {
        question: `A cone of height $${h}$ cm has volume $${V}$ cm$^3$. Find its base radius in cm, to the nearest tenth.`,
        answer: rounded(r, 1),
        decimals: 1,
        trueValue: r,
        unit: 'cm',
        frame,
        multiStep: true,
        hints: [
          'Put the numbers into $V = \\frac{1}{3}\\pi r^2 h$ and solve for $r$.',
          `First find $r^2 = \\frac{3 \\times ${V}}{${h}\\pi}$, then take the square root.`,
        ],
        steps,
        explanation: explain(steps),
      };
    }
    if (frame === 'sphere-radius-from-volume') {
      const V = rng.int(30, 9000);
      const r = Math.cbrt((3 * V) / (4 * PI));
      const steps = [
        `$\\frac{4}{3}\\pi r^3 = ${V}$, so $r^3 = \\frac{3 \\times ${V}}{4\\pi} \\approx ${rounded(r ** 3, 3)}$.`,
        `$r \\approx \\sqrt[3]{${rounded(r ** 3, 3)}} \\approx ${rounded(r, 1)}$ cm.`,
      ];
      return {
        question: `A sphere has volume $${V}$ cm$^3$. Find its radius in cm, to the nearest tenth.`,
        answer: rounded(r, 1),
        decimals: 1,
        trueValue: r,
        unit: 'cm',
        frame,
        multiStep: true,
        hints: [
          'Use $V = \\frac{4}{3}\\pi r^3$ backwards.',
          'Make $r^3$ the subject, then take the cube root.',
        ],
        steps,
        explanation: explain(steps),
      };
    }
    if (frame === 'cone-height-from-curved') {
      const m = rng.pick([1, 2]);
      const [t0, t1, t2] = rng.pick(TRIPLES.filter((t) => t[2] <= 17));
      const r = t0 * m;
      const h = t1 * m;
      const l = t2 * m;
      const steps = [
        `$\\pi \\times ${r} \\times l = ${piTex(r * l)}$, so the slant height is $l = ${l}$ cm.`,
        `$h = \\sqrt{${l}^2 - ${r}^2} = \\sqrt{${l * l - r * r}} = ${h}$ cm.`,
      ];
      return {
        question: `A cone has base radius $${r}$ cm and curved surface area $${piTex(r * l)}$ cm$^2$. Find its vertical height in cm.`,
        answer: String(h),
        unit: 'cm',
        frame,
        multiStep: true,
        hints: [
          'The curved surface area $\\pi r l$ gives the slant height first.',
          'Then the height, the radius and the slant height form a right triangle.',
          `$\\pi \\times ${r} \\times l = ${piTex(r * l)}$.`,
        ],
        steps,
        explanation: explain(steps),
      };
    }
    const s = rng.int(3, 15);
    const h = rng.int(4, 30);
    if ((s * s * h) % 3 !== 0) redraw('a volume that is not whole');
    const V = (s * s * h) / 3;
    const steps = [
      `$\\frac{1}{3} \\times ${s}^2 \\times h = ${V}$, so $\\frac{${s * s}}{3}h = ${V}$.`,
      `$h = \\frac{3 \\times ${V}}{${s * s}} = ${h}$ cm.`,
    ];
    return {
      question: `A pyramid on a square base of side $${s}$ cm has volume $${V}$ cm$^3$. Find its vertical height in cm.`,
      answer: String(h),
      unit: 'cm',
      frame,
      hints: [
        'Volume of a pyramid $= \\frac{1}{3} \\times$ base area $\\times$ height.',
        `The base area is $${s}^2$ cm$^2$; solve for the height.`,
      ],
      steps,
      explanation: explain(steps),
    };
  },
});

// ---------------------------------------------------------------- composite solids

const composite = defineTemplate({
  id: `${lesson}/composite-solid-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 1.2,
  build: build((rng) => {
    const frame = rng.pick(['ice-cream', 'spinning-top', 'silo-metal', 'silo-capacity'] as const);
    if (frame === 'ice-cream') {
      const r = rng.int(2, 5);
      const h = rng.int(8, 15);
      const V = PI * ((r * r * h) / 3 + (2 * r ** 3) / 3);
      const steps = [
        `Cone: $\\frac{1}{3}\\pi \\times ${r}^2 \\times ${h} = ${piTex(r * r * h, 3)}$ cm$^3$; hemisphere: $\\frac{2}{3}\\pi \\times ${r}^3 = ${piTex(2 * r ** 3, 3)}$ cm$^3$.`,
        `Total $= ${piTex(r * r * h + 2 * r ** 3, 3)} \\approx ${Math.round(V)}$ cm$^3$.`,
      ];
      return {
        question: `An ice cream is a cone of radius $${r}$ cm and height $${h}$ cm, full of ice cream, with a hemisphere of ice cream of the same radius on top. How many cm$^3$ of ice cream are there, to the nearest whole number?`,
        answer: `${Math.round(V)} cm³`,
        decimals: 0,
        trueValue: V,
        frame,
        multiStep: true,
        context: true,
        hints: [
          'Split the solid into a cone and a hemisphere, and add their volumes.',
          'Cone: $\\frac{1}{3}\\pi r^2 h$; hemisphere: $\\frac{2}{3}\\pi r^3$.',
        ],
        steps,
        explanation: explain(steps),
        figure: compositeFigure({
          shape: 'ice-cream',
          radius: r,
          length: h,
          radiusLabel: `${r} cm`,
          lengthLabel: `${h} cm`,
          caption: `A cone of radius ${r} cm and height ${h} cm with a hemisphere on top.`,
        }),
      };
    }
    if (frame === 'spinning-top') {
      const r = rng.int(2, 8);
      const h = rng.int(3, 15);
      const n = r * r * h + 2 * r ** 3;
      const steps = [
        `Cone: $\\frac{1}{3}\\pi \\times ${r}^2 \\times ${h} = ${piTex(r * r * h, 3)}$; hemisphere: $\\frac{2}{3}\\pi \\times ${r}^3 = ${piTex(2 * r ** 3, 3)}$.`,
        `Total $= ${piTex(n, 3)}$ cm$^3$.`,
      ];
      return {
        question: `A wooden toy is a cone of height $${h}$ cm on a hemisphere, both of radius $${r}$ cm. How many cm$^3$ of wood is it made of, in terms of $\\pi$?`,
        answer: piKey(n, 3, 'cm³'),
        exact: true,
        frame,
        multiStep: true,
        context: true,
        hints: [
          'Add the volume of the cone and the volume of the hemisphere.',
          'Cone: $\\frac{1}{3}\\pi r^2 h$; hemisphere: $\\frac{2}{3}\\pi r^3$.',
          `Both have $r = ${r}$; the cone has $h = ${h}$.`,
        ],
        steps,
        explanation: explain(steps),
        figure: compositeFigure({
          shape: 'top',
          radius: r,
          length: h,
          radiusLabel: `${r} cm`,
          lengthLabel: `${h} cm`,
          caption: `A cone of height ${h} cm on a hemisphere of radius ${r} cm.`,
        }),
      };
    }
    const r = rng.int(2, 6);
    const h = rng.int(6, 20);
    const figure = compositeFigure({
      shape: 'capsule',
      radius: r,
      length: h,
      radiusLabel: `${r} m`,
      lengthLabel: `${h} m`,
      caption: `A cylinder of radius ${r} m and height ${h} m with a hemispherical roof.`,
    });
    if (frame === 'silo-metal') {
      const A = PI * (2 * r * h + 2 * r * r);
      const steps = [
        `Wall: $2\\pi \\times ${r} \\times ${h} = ${piTex(2 * r * h)}$ m$^2$; roof: half a sphere, $2\\pi \\times ${r}^2 = ${piTex(2 * r * r)}$ m$^2$.`,
        `Metal $= ${piTex(2 * r * h + 2 * r * r)} \\approx ${Math.round(A)}$ m$^2$.`,
      ];
      return {
        question: `A grain silo is a cylinder of radius $${r}$ m and height $${h}$ m with a hemispherical roof. The wall and the roof are made of metal; the floor is not. Find the area of metal in m$^2$, to the nearest whole number.`,
        answer: String(Math.round(A)),
        decimals: 0,
        trueValue: A,
        unit: 'm²',
        frame,
        multiStep: true,
        context: true,
        hints: [
          'The metal is the curved wall of the cylinder and the curved roof.',
          'Wall: $2\\pi r h$; roof: half of $4\\pi r^2$.',
        ],
        steps,
        explanation: explain(steps),
        figure,
      };
    }
    const V = PI * (r * r * h + (2 * r ** 3) / 3);
    const steps = [
      `Cylinder: $\\pi \\times ${r}^2 \\times ${h} = ${piTex(r * r * h)}$ m$^3$; roof: $\\frac{2}{3}\\pi \\times ${r}^3 = ${piTex(2 * r ** 3, 3)}$ m$^3$.`,
      `Total $= ${piTex(3 * r * r * h + 2 * r ** 3, 3)} \\approx ${Math.round(V)}$ m$^3$.`,
    ];
    return {
      question: `A grain silo is a cylinder of radius $${r}$ m and height $${h}$ m with a hemispherical roof. How many m$^3$ of grain does it hold when full, to the nearest whole number?`,
      answer: `${Math.round(V)} m³`,
      decimals: 0,
      trueValue: V,
      frame,
      multiStep: true,
      context: true,
      hints: [
        'Add the volume of the cylinder and the volume of the hemisphere.',
        'Cylinder: $\\pi r^2 h$; hemisphere: $\\frac{2}{3}\\pi r^3$.',
      ],
      steps,
      explanation: explain(steps),
      figure,
    };
  }),
});

// ---------------------------------------------------------------- melting and recasting

const recasting = defineTemplate({
  id: `${lesson}/melting-and-recasting`,
  lesson,
  type: 'MCQ',
  b: 1.0,
  build: (rng) => {
    const frame = rng.pick(['sphere-into-cones', 'cones-into-sphere', 'sphere-into-wire'] as const);
    if (frame === 'sphere-into-cones') {
      const r = rng.int(1, 4);
      const h = rng.int(2, 12);
      const R = rng.int(r + 2, 12);
      const n = (4 * R ** 3) / (r * r * h);
      if (!Number.isInteger(n) || n < 4 || n > 500) redraw('not a whole number of cones');
      const count = (x: number): string => `$${show(x)}$ cones`;
      const steps = [
        `Sphere: $\\frac{4}{3}\\pi \\times ${R}^3 = ${piTex(4 * R ** 3, 3)}$ cm$^3$; one cone: $\\frac{1}{3}\\pi \\times ${r}^2 \\times ${h} = ${piTex(r * r * h, 3)}$ cm$^3$.`,
        `Number of cones $= ${4 * R ** 3} \\div ${r * r * h} = ${n}$ cones.`,
      ];
      return {
        question: `A solid metal sphere of radius $${R}$ cm is melted down and made into cones of base radius $${r}$ cm and height $${h}$ cm, with no metal wasted. How many cones are made?`,
        answer: count(n),
        wrong: [
          { text: count(n / 3), mistake: 'left out the ⅓ in the cone’s volume' },
          { text: count(n * 3), mistake: 'left out the ⁴⁄₃ factor’s 3 in the sphere’s volume' },
          {
            text: count((4 * R * R) / (r * r)),
            mistake: 'compared surface areas instead of volumes',
          },
          { text: count(R ** 3 / (r * r * h)), mistake: 'left out the 4 in the sphere’s volume' },
        ],
        frame,
        multiStep: true,
        context: true,
        hints: [
          'The volume of metal stays the same when it is melted and recast.',
          'Number of cones $=$ volume of the sphere $\\div$ volume of one cone.',
        ],
        steps,
        explanation: explain(steps),
      };
    }
    if (frame === 'cones-into-sphere') {
      const R = rng.int(2, 9);
      const r = rng.int(1, 4);
      const h = rng.int(2, 12);
      const n = (4 * R ** 3) / (r * r * h);
      if (!Number.isInteger(n) || n < 2 || n > 300) redraw('not a whole number of cones');
      const steps = [
        `${n} cones: $${n} \\times \\frac{1}{3}\\pi \\times ${r}^2 \\times ${h} = ${piTex(n * r * r * h, 3)}$ cm$^3$.`,
        `$\\frac{4}{3}\\pi R^3 = ${piTex(n * r * r * h, 3)}$, so $R^3 = ${R ** 3}$ and $R = ${R}$ cm.`,
      ];
      return {
        question: `$${n}$ solid cones, each of base radius $${r}$ cm and height $${h}$ cm, are melted and made into one solid sphere. Find the radius of the sphere.`,
        answer: lengthOpt(R),
        wrong: [
          {
            text: lengthOpt(Math.cbrt(R ** 3 * 3)),
            mistake: 'left out the ⅓ in the cone’s volume',
          },
          {
            text: lengthOpt(Math.cbrt(R ** 3 * 4)),
            mistake: 'left out the ⁴⁄₃ in the sphere’s volume',
          },
          {
            text: lengthOpt(Math.sqrt(R ** 3)),
            mistake: 'took a square root instead of a cube root',
          },
          { text: lengthOpt(R ** 3 / 3), mistake: 'divided by 3 instead of taking a cube root' },
        ],
        frame,
        multiStep: true,
        context: true,
        hints: [
          'The total volume of the cones equals the volume of the sphere.',
          'Set $\\frac{4}{3}\\pi R^3$ equal to the total volume of the cones and solve for $R$.',
        ],
        steps,
        explanation: explain(steps),
      };
    }
    const R = rng.int(2, 6);
    const rho = rng.pick([0.1, 0.2, 0.4, 0.5]);
    const exactL = (4 * R ** 3) / (3 * rho * rho);
    if (Math.abs(exactL - Math.round(exactL)) > 1e-6) redraw('a wire of awkward length');
    const L = Math.round(exactL);
    const m = (x: number): string => withUnit(show(x / 100), 'm');
    const steps = [
      `Sphere: $\\frac{4}{3}\\pi \\times ${R}^3 = ${piTex(4 * R ** 3, 3)}$ cm$^3$; the wire is a cylinder: $\\pi \\times ${show(rho)}^2 \\times L$.`,
      `$L = \\frac{4 \\times ${R}^3}{3 \\times ${show(rho)}^2} = ${show(L)}$ cm $= ${show(L / 100)}$ m.`,
    ];
    return {
      question: `A solid copper sphere of radius $${R}$ cm is melted and drawn into a wire of radius $${show(rho)}$ cm. How long is the wire?`,
      answer: m(L),
      wrong: [
        { text: m(L * 3), mistake: 'left out the 3 in the sphere’s ⁴⁄₃πr³' },
        { text: m(L * rho), mistake: 'did not square the wire’s radius' },
        { text: m(L / 4), mistake: 'left out the 4 in the sphere’s ⁴⁄₃πr³' },
        { text: m(L * 2 * rho), mistake: 'used the wire’s diameter, not squared' },
      ],
      frame,
      multiStep: true,
      context: true,
      hints: [
        'The wire is a very long thin cylinder with the same volume as the sphere.',
        `Solve $\\pi \\times ${show(rho)}^2 \\times L = \\frac{4}{3}\\pi \\times ${R}^3$ for $L$ (in cm), then change to metres.`,
      ],
      steps,
      explanation: explain(steps),
    };
  },
});

// ---------------------------------------------------------------- water levels

const waterLevel = defineTemplate({
  id: `${lesson}/water-level-rise`,
  lesson,
  type: 'short_answer',
  b: 1.7,
  build: (rng) => {
    const frame = rng.pick([
      'ball-into-cylinder',
      'cone-into-cylinder',
      'bowl-into-cylinder',
    ] as const);
    const R = rng.int(5, 15);
    if (frame === 'ball-into-cylinder') {
      const a = rng.int(2, R - 2);
      const rise = (4 * a ** 3) / (3 * R * R);
      const steps = [
        `The ball pushes up its own volume of water: $\\frac{4}{3}\\pi \\times ${a}^3 = ${piTex(4 * a ** 3, 3)}$ cm$^3$.`,
        `$\\pi \\times ${R}^2 \\times d = ${piTex(4 * a ** 3, 3)}$, so $d = \\frac{${4 * a ** 3}}{3 \\times ${R * R}} \\approx ${rounded(rise, 1)}$ cm.`,
      ];
      return {
        question: `A cylindrical jar of radius $${R}$ cm is partly filled with water. A solid ball of radius $${a}$ cm is dropped in and sinks, and is fully under water. Find the rise in the water level in cm, to the nearest tenth.`,
        answer: rounded(rise, 1),
        decimals: 1,
        trueValue: rise,
        unit: 'cm',
        frame,
        multiStep: true,
        context: true,
        hints: [
          'The water rises by the volume of the ball.',
          'The extra water forms a cylinder of radius the jar’s radius and height the rise $d$.',
          `Solve $\\pi \\times ${R}^2 \\times d = \\frac{4}{3}\\pi \\times ${a}^3$.`,
        ],
        steps,
        explanation: explain(steps),
      };
    }
    if (frame === 'cone-into-cylinder') {
      const r = rng.int(3, 12);
      const h = rng.int(6, 30);
      const depth = (r * r * h) / (3 * R * R);
      const steps = [
        `Water: $\\frac{1}{3}\\pi \\times ${r}^2 \\times ${h} = ${piTex(r * r * h, 3)}$ cm$^3$.`,
        `$\\pi \\times ${R}^2 \\times d = ${piTex(r * r * h, 3)}$, so $d = \\frac{${r * r * h}}{3 \\times ${R * R}} \\approx ${rounded(depth, 1)}$ cm.`,
      ];
      return {
        question: `A conical flask of radius $${r}$ cm and height $${h}$ cm is full of water. The water is poured into an empty cylinder of radius $${R}$ cm. Find the depth of the water in the cylinder in cm, to the nearest tenth.`,
        answer: rounded(depth, 1),
        decimals: 1,
        trueValue: depth,
        unit: 'cm',
        frame,
        multiStep: true,
        context: true,
        hints: [
          'The volume of water stays the same when it is poured.',
          `Find the volume of the cone, then solve $\\pi \\times ${R}^2 \\times d =$ that volume.`,
        ],
        steps,
        explanation: explain(steps),
      };
    }
    const a = rng.int(3, 15);
    const depth = (2 * a ** 3) / (3 * R * R);
    const steps = [
      `Water: $\\frac{2}{3}\\pi \\times ${a}^3 = ${piTex(2 * a ** 3, 3)}$ cm$^3$.`,
      `$\\pi \\times ${R}^2 \\times d = ${piTex(2 * a ** 3, 3)}$, so $d = \\frac{${2 * a ** 3}}{3 \\times ${R * R}} \\approx ${rounded(depth, 1)}$ cm.`,
    ];
    return {
      question: `A hemispherical bowl of inside radius $${a}$ cm is full of water. The water is poured into an empty cylindrical tin of radius $${R}$ cm. Find the depth of the water in the tin in cm, to the nearest tenth.`,
      answer: rounded(depth, 1),
      decimals: 1,
      trueValue: depth,
      unit: 'cm',
      frame,
      multiStep: true,
      context: true,
      hints: [
        'The volume of water stays the same when it is poured.',
        `The bowl holds $\\frac{2}{3}\\pi r^3$; solve $\\pi \\times ${R}^2 \\times d =$ that volume.`,
      ],
      steps,
      explanation: explain(steps),
    };
  },
});

// ---------------------------------------------------------------- the formulas, first use

const formulas = defineTemplate({
  id: `${lesson}/formula-first-use`,
  lesson,
  type: 'MCQ',
  b: -1.5,
  build: (rng) => {
    const frame = rng.pick([
      'sphere-surface',
      'cone-volume',
      'pyramid-volume',
      'hemisphere-curved',
    ] as const);
    if (frame === 'pyramid-volume') {
      const A = rng.int(4, 60);
      const h = 3 * rng.int(1, 10);
      const opt = (x: number): string => withUnit(show(x), 'cm', 3);
      const steps = [`$V = \\frac{1}{3} \\times ${A} \\times ${h} = ${A * (h / 3)}$ cm$^3$.`];
      return {
        question: `A pyramid has a base of area $${A}$ cm$^2$ and a vertical height of $${h}$ cm. Find its volume.`,
        answer: opt((A * h) / 3),
        wrong: [
          { text: opt(A * h), mistake: 'forgot the ⅓: the volume of a prism' },
          { text: opt((A * h) / 2), mistake: 'used ½ instead of ⅓' },
          { text: opt(A + h), mistake: 'added instead of multiplying' },
          { text: opt(A * h * 3), mistake: 'multiplied by 3 instead of dividing' },
        ],
        frame,
        hints: ['Volume of a pyramid $= \\frac{1}{3} \\times$ base area $\\times$ height.'],
        steps,
        explanation: explain(steps),
      };
    }
    const r = rng.int(2, 10);
    if (frame === 'sphere-surface') {
      const steps = [`$A = 4\\pi r^2 = 4\\pi \\times ${r}^2 = ${piTex(4 * r * r)}$ cm$^2$.`];
      return {
        question: `Find the surface area of a sphere of radius $${r}$ cm, in terms of $\\pi$.`,
        answer: piOpt(4 * r * r, 1, 2),
        wrong: [
          { text: piOpt(4 * r ** 3, 3, 2), mistake: 'used the volume formula ⁴⁄₃πr³' },
          {
            text: piOpt(2 * r * r, 1, 2),
            mistake: 'used 2πr², the curved surface of a hemisphere',
          },
          { text: piOpt(r * r, 1, 2), mistake: 'gave the area of one circle through the centre' },
          { text: piOpt(8 * r, 1, 2), mistake: 'used 4πd instead of 4πr²' },
        ],
        frame,
        hints: ['The surface area of a sphere is $4\\pi r^2$.'],
        steps,
        explanation: explain(steps),
      };
    }
    if (frame === 'hemisphere-curved') {
      const steps = [
        `Curved surface $= \\frac{1}{2} \\times 4\\pi r^2 = 2\\pi \\times ${r}^2 = ${piTex(2 * r * r)}$ cm$^2$.`,
      ];
      return {
        question: `Find the curved surface area of a hemisphere of radius $${r}$ cm, in terms of $\\pi$.`,
        answer: piOpt(2 * r * r, 1, 2),
        wrong: [
          { text: piOpt(3 * r * r, 1, 2), mistake: 'added the flat face: the total surface' },
          { text: piOpt(4 * r * r, 1, 2), mistake: 'used the whole sphere' },
          { text: piOpt(2 * r ** 3, 3, 2), mistake: 'used the volume formula ⅔πr³' },
          { text: piOpt(r * r, 1, 2), mistake: 'gave the flat face only' },
        ],
        frame,
        hints: ['The curved surface of a hemisphere is half the surface of a sphere, $4\\pi r^2$.'],
        steps,
        explanation: explain(steps),
      };
    }
    const h = 3 * rng.int(1, 8);
    const steps = [
      `$V = \\frac{1}{3}\\pi r^2 h = \\frac{1}{3}\\pi \\times ${r}^2 \\times ${h} = ${piTex((r * r * h) / 3)}$ cm$^3$.`,
    ];
    return {
      question: `Find the volume of a cone of base radius $${r}$ cm and height $${h}$ cm, in terms of $\\pi$.`,
      answer: piOpt((r * r * h) / 3, 1, 3),
      wrong: [
        { text: piOpt(r * r * h, 1, 3), mistake: 'forgot the ⅓: the volume of a cylinder' },
        { text: piOpt(r * h, 3, 3), mistake: 'did not square the radius' },
        { text: piOpt(4 * r * r * h, 3, 3), mistake: 'used the diameter instead of the radius' },
        { text: piOpt(r * r * h, 2, 3), mistake: 'used ½ instead of ⅓' },
      ],
      frame,
      hints: [
        'The volume of a cone is one third of the cylinder with the same base and height: $\\frac{1}{3}\\pi r^2 h$.',
      ],
      steps,
      explanation: explain(steps),
    };
  },
});

export const coneSphereTemplates = [
  formulas,
  coneVolume,
  coneSurface,
  pyramid,
  sphere,
  hemisphere,
  frustum,
  findDimension,
  composite,
  recasting,
  waterLevel,
];
