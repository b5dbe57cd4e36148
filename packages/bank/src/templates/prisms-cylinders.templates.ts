/**
 * Lesson: prisms and cylinders. Volume (cross-section × length, πr²h) and surface area of
 * cuboids, triangular and trapezium prisms and cylinders, working backwards to a length, and
 * questions in context: tanks filling, pipes, packaging and composite solids.
 *
 * A short answer in cm³ is asked as "How many cm³ ...": the answer carries its unit ("240 cm³"),
 * so the checker refuses "240 cm²", and the wording gate, which reads "in cm³" as cm, is not
 * misled (the question names no "in cm³").
 */
import type { Point } from '../figures/figure-model';
import type { Rng } from '../rng';
import { defineTemplate } from './define-template';
import type { Draft } from './define-template';
import {
  cylinderFigure,
  draftWithSafeHints,
  explain,
  prismFigure,
  rounded,
  show,
  withUnit,
} from './mensuration-kit';

const lesson = 'prisms-cylinders' as const;
const PI = Math.PI;
const cm3 = (x: number): string => withUnit(show(x), 'cm', 3);
const pt = (x: number, y: number): Point => ({ x, y });
/** A short answer in cm³, with its unit in the key. */
const inCm3 = (text: string): string => `${text} cm³`;

function safe(rng: Rng, make: () => Draft): Draft {
  return draftWithSafeHints(make, rng);
}

/** Pythagorean triples (shorter leg, longer leg, hypotenuse) with legs up to 30. */
const TRIPLES: [number, number, number][] = [];
for (let x = 3; x <= 30; x += 1) {
  for (let y = x + 1; y <= 30; y += 1) {
    const z = Math.round(Math.hypot(x, y));
    if (z * z === x * x + y * y) TRIPLES.push([x, y, z]);
  }
}

// ---------------------------------------------------------------- cuboid

const cuboid = defineTemplate({
  id: `${lesson}/cuboid-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: -1.4,
  build: (rng) =>
    safe(rng, () => {
      const frame = rng.pick(['box-volume', 'surface-area', 'missing-edge'] as const);
      const l = rng.int(4, 25);
      const w = rng.int(3, 15);
      const h = rng.int(3, 15);
      const V = l * w * h;
      const S = 2 * (l * w + l * h + w * h);
      const figure = prismFigure({
        face: [pt(0, 0), pt(l, 0), pt(l, h), pt(0, h)],
        depth: w,
        // The height on the left edge: on the right, its label would sit on the side face.
        faceLabels: { 0: `${l} cm`, 3: frame === 'missing-edge' ? 'h' : `${h} cm` },
        depthLabel: { at: 1, text: `${w} cm` },
        caption: `A cuboid ${l} cm long, ${w} cm wide and ${frame === 'missing-edge' ? 'h cm' : `${h} cm`} high.`,
      });
      if (frame === 'box-volume') {
        const steps = [
          `Volume $= l \\times w \\times h = ${l} \\times ${w} \\times ${h} = ${V}$ cm$^3$.`,
        ];
        return {
          question: `A box is a cuboid $${l}$ cm long, $${w}$ cm wide and $${h}$ cm high. How many cm$^3$ does the box hold?`,
          answer: inCm3(String(V)),
          frame,
          context: true,
          hints: [
            'The space inside a box is its volume.',
            'Volume of a cuboid $=$ length $\\times$ width $\\times$ height.',
          ],
          steps,
          explanation: explain(steps),
          figure,
        };
      }
      if (frame === 'surface-area') {
        const steps = [
          `The faces come in three pairs: $${l} \\times ${w} = ${l * w}$, $${l} \\times ${h} = ${l * h}$ and $${w} \\times ${h} = ${w * h}$ cm$^2$.`,
          `Surface area $= 2(${l * w} + ${l * h} + ${w * h}) = ${S}$ cm$^2$.`,
        ];
        return {
          question: `The cuboid is $${l}$ cm long, $${w}$ cm wide and $${h}$ cm high. Find its total surface area in cm$^2$.`,
          answer: String(S),
          unit: 'cm²',
          frame,
          multiStep: true,
          hints: [
            'A cuboid has six rectangular faces, in three equal pairs.',
            'Surface area $= 2(lw + lh + wh)$.',
            `The top and bottom are each $${l} \\times ${w}$ cm$^2$.`,
          ],
          steps,
          explanation: explain(steps),
          figure,
        };
      }
      const steps = [
        `Volume $= ${l} \\times ${w} \\times h = ${l * w}h$.`,
        `$${l * w}h = ${V}$, so $h = \\frac{${V}}{${l * w}} = ${h}$ cm.`,
      ];
      return {
        question: `The cuboid is $${l}$ cm long and $${w}$ cm wide, and its volume is $${V}$ cm$^3$. Find its height $h$ in cm.`,
        answer: String(h),
        unit: 'cm',
        frame,
        multiStep: true,
        hints: [
          'Use the volume formula backwards.',
          `The base has area $${l} \\times ${w}$ cm$^2$; volume $=$ base area $\\times$ height.`,
        ],
        steps,
        explanation: explain(steps),
        figure,
      };
    }),
});

// ---------------------------------------------------------------- triangular prism

const triangularPrism = defineTemplate({
  id: `${lesson}/triangular-prism-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: -0.6,
  build: (rng) =>
    safe(rng, () => {
      const frame = rng.pick(['wedge-volume', 'surface-area', 'length-from-volume'] as const);
      const k = rng.pick([1, 1, 2]);
      const [t0, t1, t2] = rng.pick(TRIPLES.filter((t) => t[2] <= 26));
      const [a, b] = rng.chance(0.5) ? [t0 * k, t1 * k] : [t1 * k, t0 * k];
      const c = t2 * k;
      const L = rng.int(5, 40);
      const area = (a * b) / 2;
      const V = area * L;
      const asksLength = frame === 'length-from-volume';
      const figure = prismFigure({
        face: [pt(0, 0), pt(a, 0), pt(0, b)],
        depth: L,
        faceLabels: { 0: `${a} cm`, 2: `${b} cm` },
        depthLabel: { at: 1, text: asksLength ? 'l' : `${L} cm` },
        extra: [{ kind: 'right-angle', vertex: pt(0, 0), from: pt(a, 0), to: pt(0, b) }],
        caption: `A prism whose cross-section is a right triangle with legs ${a} cm and ${b} cm.`,
      });
      if (frame === 'wedge-volume') {
        const steps = [
          `Cross-section: $\\frac{1}{2} \\times ${a} \\times ${b} = ${show(area)}$ cm$^2$.`,
          `Volume $= ${show(area)} \\times ${L} = ${show(V)}$ cm$^3$.`,
        ];
        return {
          question: `A wooden door wedge is a prism whose cross-section is a right triangle with legs $${a}$ cm and $${b}$ cm. The wedge is $${L}$ cm long. How many cm$^3$ of wood are in the wedge?`,
          answer: inCm3(show(V)),
          frame,
          multiStep: true,
          context: true,
          hints: [
            'Volume of a prism $=$ area of the cross-section $\\times$ length.',
            'The cross-section is a right triangle: its area is $\\frac{1}{2} \\times$ base $\\times$ height.',
            `Cross-section area $= \\frac{1}{2} \\times ${a} \\times ${b}$ cm$^2$.`,
          ],
          steps,
          explanation: explain(steps),
          figure,
        };
      }
      if (frame === 'surface-area') {
        const S = 2 * area + (a + b + c) * L;
        const steps = [
          `The third side of the triangle is $\\sqrt{${a}^2 + ${b}^2} = ${c}$ cm.`,
          `Two triangles: $2 \\times ${show(area)} = ${show(2 * area)}$ cm$^2$; three rectangles: $(${a} + ${b} + ${c}) \\times ${L} = ${(a + b + c) * L}$ cm$^2$.`,
          `Surface area $= ${show(2 * area)} + ${(a + b + c) * L} = ${show(S)}$ cm$^2$.`,
        ];
        return {
          question: `The prism's cross-section is a right triangle with legs $${a}$ cm and $${b}$ cm, and the prism is $${L}$ cm long. Find its total surface area in cm$^2$.`,
          answer: show(S),
          unit: 'cm²',
          frame,
          multiStep: true,
          hints: [
            'The surface is two triangles and three rectangles; one rectangle needs the slanted side.',
            `Find the slanted side with Pythagoras: $\\sqrt{${a}^2 + ${b}^2}$.`,
            `The three rectangles together are (perimeter of the triangle) $\\times ${L}$.`,
          ],
          steps,
          explanation: explain(steps),
          figure,
        };
      }
      const steps = [
        `Cross-section: $\\frac{1}{2} \\times ${a} \\times ${b} = ${show(area)}$ cm$^2$.`,
        `$${show(area)} \\times l = ${show(V)}$, so $l = \\frac{${show(V)}}{${show(area)}} = ${L}$ cm.`,
      ];
      return {
        question: `The prism's cross-section is a right triangle with legs $${a}$ cm and $${b}$ cm, and its volume is $${show(V)}$ cm$^3$. Find its length $l$ in cm.`,
        answer: String(L),
        unit: 'cm',
        frame,
        multiStep: true,
        hints: [
          'Find the area of the cross-section, then use the volume formula backwards.',
          `Volume $=$ cross-section $\\times$ length, and the cross-section is $\\frac{1}{2} \\times ${a} \\times ${b}$ cm$^2$.`,
        ],
        steps,
        explanation: explain(steps),
        figure,
      };
    }),
});

// ---------------------------------------------------------------- other cross-sections

const crossSectionPrism = defineTemplate({
  id: `${lesson}/cross-section-prism-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: -0.2,
  build: (rng) =>
    safe(rng, () => {
      const frame = rng.pick(['trapezium-volume', 'house-volume', 'length-from-area'] as const);
      const L = rng.int(6, 40);
      if (frame === 'house-volume') {
        const w = rng.int(4, 16);
        const h = rng.int(3, 12);
        const t = rng.int(2, 8);
        const area = w * h + (w * t) / 2;
        const V = area * L;
        const steps = [
          `Cross-section: rectangle $${w} \\times ${h} = ${w * h}$ cm$^2$ plus triangle $\\frac{1}{2} \\times ${w} \\times ${t} = ${show((w * t) / 2)}$ cm$^2$, so $${show(area)}$ cm$^2$.`,
          `Volume $= ${show(area)} \\times ${L} = ${show(V)}$ cm$^3$.`,
        ];
        return {
          question: `The prism's cross-section is a rectangle $${w}$ cm wide and $${h}$ cm high with a triangle of height $${t}$ cm on top. The prism is $${L}$ cm long. Find its volume.`,
          answer: cm3(V),
          wrong: [
            { text: cm3((w * h + w * t) * L), mistake: 'forgot the ½ in the triangle' },
            { text: cm3(w * (h + t) * L), mistake: 'treated the prism as a cuboid of full height' },
            { text: cm3(area), mistake: 'gave the area of the cross-section, not the volume' },
            { text: cm3(w * h * L), mistake: 'left out the triangular part' },
          ],
          frame,
          multiStep: true,
          hints: [
            'Find the area of the cross-section first: split it into a rectangle and a triangle.',
            'Volume of a prism $=$ cross-section area $\\times$ length.',
            `The triangle has base $${w}$ cm and height $${t}$ cm.`,
          ],
          steps,
          explanation: explain(steps),
          figure: prismFigure({
            face: [pt(0, 0), pt(w, 0), pt(w, h), pt(w / 2, h + t), pt(0, h)],
            depth: L,
            faceLabels: { 0: `${w} cm`, 4: `${h} cm` },
            depthLabel: { at: 1, text: `${L} cm` },
            // The roof's height is given in the text: drawn inside the front face, its label
            // would sit among the hidden edges.
            caption:
              'A prism whose cross-section is a rectangle with a triangle on top, like a house.',
          }),
        };
      }
      const a = rng.int(8, 24);
      const b = rng.int(3, a - 3);
      const h = rng.int(3, 14);
      const area = ((a + b) * h) / 2;
      const V = area * L;
      const face = [pt(0, 0), pt(a, 0), pt((a + b) / 2, h), pt((a - b) / 2, h)];
      if (frame === 'trapezium-volume') {
        const steps = [
          `Cross-section: $\\frac{1}{2}(${a} + ${b}) \\times ${h} = ${show(area)}$ cm$^2$.`,
          `Volume $= ${show(area)} \\times ${L} = ${show(V)}$ cm$^3$.`,
        ];
        return {
          question: `The prism's cross-section is a trapezium with parallel sides $${a}$ cm and $${b}$ cm, $${h}$ cm apart. The prism is $${L}$ cm long. Find its volume.`,
          answer: cm3(V),
          wrong: [
            { text: cm3(2 * V), mistake: 'forgot the ½ in the trapezium area' },
            { text: cm3(area), mistake: 'gave the area of the cross-section, not the volume' },
            { text: cm3(a * h * L), mistake: 'used the longer parallel side as a rectangle' },
            { text: cm3(((a + b) / 2) * L), mistake: 'left out the height of the trapezium' },
          ],
          frame,
          multiStep: true,
          hints: [
            'Volume of a prism $=$ cross-section area $\\times$ length.',
            'The area of a trapezium is $\\frac{1}{2}(a + b)h$.',
            `Cross-section $= \\frac{1}{2}(${a} + ${b}) \\times ${h}$ cm$^2$.`,
          ],
          steps,
          explanation: explain(steps),
          figure: prismFigure({
            face,
            depth: L,
            // The top side is given in the text: its label would sit among the edges behind.
            faceLabels: { 0: `${a} cm` },
            depthLabel: { at: 1, text: `${L} cm` },
            caption: `A prism whose cross-section is a trapezium with parallel sides ${a} cm and ${b} cm.`,
          }),
        };
      }
      const cm = (x: number): string => withUnit(show(x), 'cm');
      const steps = [
        `Volume $=$ cross-section $\\times$ length, so $${show(area)} \\times l = ${show(V)}$.`,
        `$l = \\frac{${show(V)}}{${show(area)}} = ${L}$ cm.`,
      ];
      return {
        question: `The prism's cross-section is a trapezium of area $${show(area)}$ cm$^2$, and the prism's volume is $${show(V)}$ cm$^3$. Find the length $l$ of the prism.`,
        answer: cm(L),
        wrong: [
          { text: cm(L / 2), mistake: 'halved the answer as if using a triangle formula' },
          { text: cm(2 * L), mistake: 'doubled the cross-section area by mistake' },
          { text: cm(V - area), mistake: 'subtracted instead of dividing' },
          {
            text: cm(Math.sqrt(V / area)),
            mistake: 'took a square root as if the prism were a cube',
          },
        ],
        frame,
        hints: [
          'Use volume $=$ cross-section area $\\times$ length backwards.',
          `Divide the volume $${show(V)}$ cm$^3$ by the cross-section area.`,
        ],
        steps,
        explanation: explain(steps),
        figure: prismFigure({
          face,
          depth: L,
          depthLabel: { at: 1, text: 'l' },
          shadedFace: true,
          caption: 'A prism whose shaded cross-section is a trapezium; its length is l.',
        }),
      };
    }),
});

// ---------------------------------------------------------------- cylinders

const cylinderVolume = defineTemplate({
  id: `${lesson}/cylinder-volume-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: -0.8,
  build: (rng) =>
    safe(rng, () => {
      const frame = rng.pick([
        'tin-from-radius',
        'glass-from-diameter',
        'height-from-volume',
      ] as const);
      if (frame === 'height-from-volume') {
        const r = rng.int(2, 15);
        // A height between about 3 and 25 cm.
        const V = rng.int(Math.round(3 * PI * r * r), Math.round(25 * PI * r * r));
        const h = V / (PI * r * r);
        const steps = [
          `$\\pi \\times ${r}^2 \\times h = ${V}$, so $${r * r}\\pi h = ${V}$.`,
          `$h = \\frac{${V}}{${r * r}\\pi} \\approx ${rounded(h, 1)}$ cm.`,
        ];
        return {
          question: `A cylinder has radius $${r}$ cm and volume $${V}$ cm$^3$. Find its height $h$ in cm, to the nearest tenth.`,
          answer: rounded(h, 1),
          decimals: 1,
          trueValue: h,
          unit: 'cm',
          frame,
          hints: [
            'Use $V = \\pi r^2 h$ backwards.',
            `Divide the volume by the area of the base, $\\pi \\times ${r}^2$.`,
          ],
          steps,
          explanation: explain(steps),
          figure: cylinderFigure({
            radius: r,
            height: Math.max(r * 0.8, Math.min(h, r * 4)),
            radiusLabel: `${r} cm`,
            heightLabel: 'h',
            caption: `A cylinder of radius ${r} cm and height h.`,
          }),
        };
      }
      const useDiameter = frame === 'glass-from-diameter';
      const r = useDiameter ? rng.int(2, 8) : rng.int(3, 12);
      const vessel = rng.pick(['drinking glass', 'vase', 'measuring jug', 'mug']);
      const h = rng.int(Math.max(4, r), 30);
      const V = PI * r * r * h;
      const steps = [
        ...(useDiameter ? [`The radius is half the diameter: $r = ${r}$ cm.`] : []),
        `Volume $= \\pi r^2 h = \\pi \\times ${r}^2 \\times ${h} = ${r * r * h}\\pi \\approx ${Math.round(V)}$ cm$^3$.`,
      ];
      return {
        question: useDiameter
          ? `A ${vessel} is a cylinder with an inside diameter of $${2 * r}$ cm and an inside height of $${h}$ cm. How many cm$^3$ of water does it hold when full, to the nearest whole number?`
          : `A tin of soup is a cylinder of radius $${r}$ cm and height $${h}$ cm. How many cm$^3$ of soup does it hold when full, to the nearest whole number?`,
        answer: inCm3(String(Math.round(V))),
        decimals: 0,
        trueValue: V,
        frame,
        context: true,
        ...(useDiameter ? { multiStep: true } : {}),
        hints: useDiameter
          ? [
              'The volume of a cylinder is $\\pi r^2 h$, with the radius, not the diameter.',
              `The radius is $${2 * r} \\div 2$ cm.`,
            ]
          : [
              'The volume of a cylinder is the area of its circular base times its height.',
              `$V = \\pi r^2 h$ with $r = ${r}$ and $h = ${h}$.`,
            ],
        steps,
        explanation: explain(steps),
        figure: cylinderFigure({
          radius: r,
          height: h,
          radiusLabel: useDiameter ? `${2 * r} cm` : `${r} cm`,
          diameter: useDiameter,
          heightLabel: `${h} cm`,
          caption: useDiameter
            ? `A cylinder with diameter ${2 * r} cm and height ${h} cm.`
            : `A cylinder with radius ${r} cm and height ${h} cm.`,
        }),
      };
    }),
});

const cylinderSurface = defineTemplate({
  id: `${lesson}/cylinder-surface-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: 0.2,
  build: (rng) =>
    safe(rng, () => {
      const frame = rng.pick(['closed', 'open-top-tin', 'curved-label'] as const);
      const r = rng.int(2, 14);
      const h = rng.int(3, 30);
      const opt = (k: number): string => withUnit(`${k}\\pi`, 'cm', 2);
      const curved = 2 * r * h;
      const base = r * r;
      const figure = cylinderFigure({
        radius: r,
        height: h,
        radiusLabel: `${r} cm`,
        heightLabel: `${h} cm`,
        caption: `A cylinder with radius ${r} cm and height ${h} cm.`,
      });
      const wrongVolume = { text: opt(r * r * h), mistake: 'found the volume πr²h instead' };
      if (frame === 'closed') {
        const steps = [
          `Two circles: $2 \\times \\pi \\times ${r}^2 = ${2 * base}\\pi$ cm$^2$; curved surface: $2\\pi \\times ${r} \\times ${h} = ${curved}\\pi$ cm$^2$.`,
          `Total $= ${2 * base}\\pi + ${curved}\\pi = ${2 * base + curved}\\pi$ cm$^2$.`,
        ];
        return {
          question: `A closed cylinder has radius $${r}$ cm and height $${h}$ cm. Find its total surface area in terms of $\\pi$.`,
          answer: opt(2 * base + curved),
          wrong: [
            { text: opt(base + curved), mistake: 'counted only one circular end' },
            { text: opt(2 * base + r * h), mistake: 'used πrh for the curved surface, not 2πrh' },
            { text: opt(curved), mistake: 'gave the curved surface only' },
            wrongVolume,
          ],
          frame,
          multiStep: true,
          hints: [
            'The surface is two circles and a curved surface that unrolls into a rectangle.',
            'The rectangle is as long as the circumference $2\\pi r$ and as wide as the height.',
            `The two ends together are $2 \\times \\pi \\times ${r}^2$ cm$^2$.`,
          ],
          steps,
          explanation: explain(steps),
          figure,
        };
      }
      if (frame === 'open-top-tin') {
        const steps = [
          `One circle (the base): $\\pi \\times ${r}^2 = ${base}\\pi$ cm$^2$; curved surface: $2\\pi \\times ${r} \\times ${h} = ${curved}\\pi$ cm$^2$.`,
          `Metal $= ${base}\\pi + ${curved}\\pi = ${base + curved}\\pi$ cm$^2$.`,
        ];
        return {
          question: `A tin with no lid is a cylinder of radius $${r}$ cm and height $${h}$ cm. Find the area of metal used to make it, in terms of $\\pi$.`,
          answer: opt(base + curved),
          wrong: [
            { text: opt(2 * base + curved), mistake: 'included a lid that the tin does not have' },
            { text: opt(base + r * h), mistake: 'used πrh for the curved surface, not 2πrh' },
            { text: opt(curved), mistake: 'left out the base' },
            wrongVolume,
          ],
          frame,
          multiStep: true,
          context: true,
          hints: [
            'With no lid, the tin has one circle and a curved surface.',
            'The curved surface unrolls into a rectangle $2\\pi r$ long and $h$ wide.',
          ],
          steps,
          explanation: explain(steps),
          figure,
        };
      }
      const steps = [
        `The label unrolls into a rectangle $2\\pi r$ long and $h$ wide.`,
        `Area $= 2\\pi \\times ${r} \\times ${h} = ${curved}\\pi$ cm$^2$.`,
      ];
      return {
        question: `A paper label covers the whole curved surface of a can of radius $${r}$ cm and height $${h}$ cm, with no overlap. Find the area of the label in terms of $\\pi$.`,
        answer: opt(curved),
        wrong: [
          { text: opt(r * h), mistake: 'used πrh, half the curved surface' },
          { text: opt(2 * base + curved), mistake: 'added the two ends the label does not cover' },
          { text: opt(4 * r * h), mistake: 'used the diameter in 2πrh' },
          wrongVolume,
        ],
        frame,
        context: true,
        hints: [
          'Only the curved surface is covered: imagine unrolling the label.',
          'The rectangle is as long as the circumference $2\\pi r$ and as wide as the can is high.',
        ],
        steps,
        explanation: explain(steps),
        figure,
      };
    }),
});

const cylinderReverse = defineTemplate({
  id: `${lesson}/cylinder-working-backwards`,
  lesson,
  type: 'short_answer',
  b: 1.0,
  build: (rng) =>
    safe(rng, () => {
      const frame = rng.pick([
        'radius-from-volume',
        'height-from-curved',
        'radius-from-curved',
      ] as const);
      if (frame === 'radius-from-volume') {
        const h = rng.int(3, 30);
        const V = rng.int(100, 5000);
        const r = Math.sqrt(V / (PI * h));
        const steps = [
          `$\\pi r^2 \\times ${h} = ${V}$, so $r^2 = \\frac{${V}}{${h}\\pi} \\approx ${rounded(r * r, 3)}$.`,
          `$r = \\sqrt{${rounded(r * r, 3)}} \\approx ${rounded(r, 1)}$ cm.`,
        ];
        return {
          question: `A cylinder of height $${h}$ cm has volume $${V}$ cm$^3$. Find its radius in cm, to the nearest tenth.`,
          answer: rounded(r, 1),
          decimals: 1,
          trueValue: r,
          unit: 'cm',
          frame,
          multiStep: true,
          hints: [
            'Put the numbers into $V = \\pi r^2 h$ and solve for $r$.',
            `First find $r^2 = \\frac{${V}}{${h}\\pi}$, then take the square root.`,
          ],
          steps,
          explanation: explain(steps),
        };
      }
      const r = rng.int(2, 15);
      const h = rng.int(3, 30);
      const A = rng.int(Math.round(2 * PI * r * 3), Math.round(2 * PI * r * 30));
      if (frame === 'height-from-curved') {
        const hh = A / (2 * PI * r);
        const steps = [
          `$2\\pi \\times ${r} \\times h = ${A}$, so $${2 * r}\\pi h = ${A}$.`,
          `$h = \\frac{${A}}{${2 * r}\\pi} \\approx ${rounded(hh, 1)}$ cm.`,
        ];
        return {
          question: `The curved surface of a cylinder of radius $${r}$ cm has area $${A}$ cm$^2$. Find the height of the cylinder in cm, to the nearest tenth.`,
          answer: rounded(hh, 1),
          decimals: 1,
          trueValue: hh,
          unit: 'cm',
          frame,
          hints: [
            'The curved surface area of a cylinder is $2\\pi rh$.',
            `Solve $2\\pi \\times ${r} \\times h = ${A}$ for $h$.`,
          ],
          steps,
          explanation: explain(steps),
        };
      }
      const A2 = rng.int(Math.round(2 * PI * h * 2), Math.round(2 * PI * h * 15));
      const rr = A2 / (2 * PI * h);
      const steps = [
        `$2\\pi r \\times ${h} = ${A2}$, so $${2 * h}\\pi r = ${A2}$.`,
        `$r = \\frac{${A2}}{${2 * h}\\pi} \\approx ${rounded(rr, 1)}$ cm.`,
      ];
      return {
        question: `The curved surface of a cylinder of height $${h}$ cm has area $${A2}$ cm$^2$. Find the radius of the cylinder in cm, to the nearest tenth.`,
        answer: rounded(rr, 1),
        decimals: 1,
        trueValue: rr,
        unit: 'cm',
        frame,
        hints: [
          'The curved surface area of a cylinder is $2\\pi rh$.',
          `Solve $2\\pi r \\times ${h} = ${A2}$ for $r$.`,
        ],
        steps,
        explanation: explain(steps),
      };
    }),
});

// ---------------------------------------------------------------- in context

const pipe = defineTemplate({
  id: `${lesson}/pipe-in-context`,
  lesson,
  type: 'short_answer',
  b: 1.3,
  build: (rng) =>
    safe(rng, () => {
      const frame = rng.pick(['metal-from-radii', 'metal-from-thickness', 'water-inside'] as const);
      const R = rng.int(3, 15);
      const t = rng.pick([0.5, 1, 1.5, 2]);
      const r = R - t;
      const L = rng.int(2, 30) * 10;
      if (frame === 'water-inside') {
        const V = PI * r * r * L;
        const steps = [
          `The water fills a cylinder of radius $${show(r)}$ cm and length $${L}$ cm.`,
          `Volume $= \\pi \\times ${show(r)}^2 \\times ${L} \\approx ${Math.round(V)}$ cm$^3$.`,
        ];
        return {
          question: `A pipe is $${L}$ cm long. Its inner radius is $${show(r)}$ cm and its outer radius is $${R}$ cm. How many cm$^3$ of water does the pipe hold when it is full, to the nearest whole number?`,
          answer: inCm3(String(Math.round(V))),
          decimals: 0,
          trueValue: V,
          frame,
          multiStep: true,
          context: true,
          hints: [
            'The water fills the hole in the pipe, not the metal: use the inner radius.',
            `It is a cylinder: $V = \\pi r^2 h$ with $r = ${show(r)}$ cm.`,
          ],
          steps,
          explanation: explain(steps),
        };
      }
      const V = PI * (R * R - r * r) * L;
      const fromThickness = frame === 'metal-from-thickness';
      const steps = [
        ...(fromThickness
          ? [
              `Outer radius $= ${2 * R} \\div 2 = ${R}$ cm; inner radius $= ${R} - ${show(t)} = ${show(r)}$ cm.`,
            ]
          : []),
        `Cross-section (a ring): $\\pi(${R}^2 - ${show(r)}^2) = ${show(R * R - r * r)}\\pi$ cm$^2$.`,
        `Metal $= ${show(R * R - r * r)}\\pi \\times ${L} \\approx ${Math.round(V)}$ cm$^3$.`,
      ];
      return {
        question: fromThickness
          ? `A metal pipe is $${L}$ cm long. Its outer diameter is $${2 * R}$ cm and the metal is $${show(t)}$ cm thick. How many cm$^3$ of metal are in the pipe, to the nearest whole number?`
          : `A metal pipe is $${L}$ cm long, with outer radius $${R}$ cm and inner radius $${show(r)}$ cm. How many cm$^3$ of metal are in the pipe, to the nearest whole number?`,
        answer: inCm3(String(Math.round(V))),
        decimals: 0,
        trueValue: V,
        frame,
        multiStep: true,
        context: true,
        hints: [
          'The pipe is a prism whose cross-section is a ring: a big circle minus a small one.',
          `Ring area $= \\pi(R^2 - r^2)$; multiply by the length $${L}$ cm.`,
          ...(fromThickness ? [`The inner radius is the outer radius minus the thickness.`] : []),
        ],
        steps,
        explanation: explain(steps),
      };
    }),
});

const tank = defineTemplate({
  id: `${lesson}/tank-in-context`,
  lesson,
  type: 'short_answer',
  b: 0.6,
  build: (rng) =>
    safe(rng, () => {
      const frame = rng.pick([
        'fill-cuboid-tank',
        'fill-cylinder-tank',
        'pour-into-cylinder',
      ] as const);
      if (frame === 'pour-into-cylinder') {
        const l = rng.int(10, 30);
        const w = rng.int(10, 30);
        const d = rng.int(5, 20);
        const r = rng.int(5, 15);
        const V = l * w * d;
        const depth = V / (PI * r * r);
        const steps = [
          `Water: $${l} \\times ${w} \\times ${d} = ${V}$ cm$^3$.`,
          `In the cylinder, $\\pi \\times ${r}^2 \\times h = ${V}$, so $h = \\frac{${V}}{${r * r}\\pi} \\approx ${rounded(depth, 1)}$ cm.`,
        ];
        return {
          question: `A cuboid container $${l}$ cm long and $${w}$ cm wide holds water $${d}$ cm deep. All the water is poured into an empty cylindrical jar of radius $${r}$ cm. Find the depth of the water in the jar in cm, to the nearest tenth.`,
          answer: rounded(depth, 1),
          decimals: 1,
          trueValue: depth,
          unit: 'cm',
          frame,
          multiStep: true,
          context: true,
          hints: [
            'The volume of water stays the same when it is poured.',
            `Find the water's volume in the cuboid, then solve $\\pi \\times ${r}^2 \\times h =$ that volume.`,
          ],
          steps,
          explanation: explain(steps),
        };
      }
      const rate = rng.pick([2, 3, 4, 5, 6, 8, 10, 12, 15]);
      if (frame === 'fill-cuboid-tank') {
        const l = rng.int(4, 20) * 10;
        const w = rng.int(3, 10) * 10;
        const h = rng.int(3, 10) * 10;
        const V = l * w * h;
        const minutes = V / 1000 / rate;
        const steps = [
          `Volume $= ${l} \\times ${w} \\times ${h} = ${V}$ cm$^3 = ${show(V / 1000)}$ litres.`,
          `Time $= \\frac{${show(V / 1000)}}{${rate}} \\approx ${Math.round(minutes)}$ minutes.`,
        ];
        return {
          question: `A water tank is a cuboid $${l}$ cm long, $${w}$ cm wide and $${h}$ cm high. A tap fills it at $${rate}$ litres per minute ($1$ litre $= 1000$ cm$^3$). How many minutes does it take to fill the empty tank, to the nearest whole number?`,
          answer: String(Math.round(minutes)),
          decimals: 0,
          trueValue: minutes,
          frame,
          multiStep: true,
          context: true,
          hints: [
            'Find the volume of the tank, change it to litres, then divide by the rate.',
            `Divide the volume in cm$^3$ by $1000$ to get litres, then divide by $${rate}$.`,
          ],
          steps,
          explanation: explain(steps),
        };
      }
      const r = rng.int(2, 8) * 10;
      const h = rng.int(4, 15) * 10;
      const V = PI * r * r * h;
      const minutes = V / 1000 / rate;
      const steps = [
        `Volume $= \\pi \\times ${r}^2 \\times ${h} \\approx ${rounded(V, 0)}$ cm$^3 \\approx ${rounded(V / 1000, 2)}$ litres.`,
        `Time $= \\frac{${rounded(V / 1000, 2)}}{${rate}} \\approx ${Math.round(minutes)}$ minutes.`,
      ];
      return {
        question: `A water tank is a cylinder of radius $${r}$ cm and height $${h}$ cm. A pump fills it at $${rate}$ litres per minute ($1$ litre $= 1000$ cm$^3$). How many minutes does it take to fill the empty tank, to the nearest whole number?`,
        answer: String(Math.round(minutes)),
        decimals: 0,
        trueValue: minutes,
        frame,
        multiStep: true,
        context: true,
        hints: [
          'Find the volume of the tank, change it to litres, then divide by the rate.',
          `$V = \\pi r^2 h$ with $r = ${r}$ cm and $h = ${h}$ cm; then divide by $1000$ for litres.`,
        ],
        steps,
        explanation: explain(steps),
      };
    }),
});

const packaging = defineTemplate({
  id: `${lesson}/packaging-in-context`,
  lesson,
  type: 'MCQ',
  b: 0.9,
  build: (rng) =>
    safe(rng, () => {
      const frame = rng.pick(['cans-in-box', 'empty-space', 'label-with-overlap'] as const);
      const r = rng.int(3, 6);
      const d = 2 * r;
      const h = rng.int(8, 16);
      if (frame === 'cans-in-box') {
        const L = rng.int(3 * d, 8 * d);
        const W = rng.int(2 * d, 5 * d);
        const across = Math.floor(L / d);
        const along = Math.floor(W / d);
        const n = across * along;
        const count = (x: number): string => `$${x}$ cans`;
        const steps = [
          `Each can takes a $${d}$ cm by $${d}$ cm square of the floor of the box.`,
          `$${L} \\div ${d}$ gives $${across}$ whole cans along and $${W} \\div ${d}$ gives $${along}$ across: $${across} \\times ${along} = ${n}$ cans.`,
        ];
        return {
          question: `Cans of radius $${r}$ cm and height $${h}$ cm stand upright in one layer in a box whose inside is $${L}$ cm long, $${W}$ cm wide and $${h}$ cm high, in rows and columns. How many cans fit in the box?`,
          answer: count(n),
          wrong: [
            {
              text: count(Math.floor((L * W) / (PI * r * r))),
              mistake: 'divided the floor area by the area of a can’s base, as if cans had no gaps',
            },
            {
              text: count(Math.floor(L / r) * Math.floor(W / r)),
              mistake: 'used the radius instead of the diameter',
            },
            {
              text: count(Math.ceil(L / d) * Math.ceil(W / d)),
              mistake: 'rounded up, though part of a can does not fit',
            },
            {
              text: count(across + along),
              mistake: 'added the rows and columns instead of multiplying',
            },
          ],
          frame,
          multiStep: true,
          context: true,
          hints: [
            'Each can needs a square as wide as its diameter on the floor of the box.',
            `How many whole diameters of $${d}$ cm fit along $${L}$ cm, and along $${W}$ cm?`,
          ],
          steps,
          explanation: explain(steps),
        };
      }
      if (frame === 'empty-space') {
        const across = rng.int(2, 6);
        const along = rng.int(2, 4);
        const n = across * along;
        const box = across * d * along * d * h;
        const cans = n * PI * r * r * h;
        const empty = box - cans;
        const opt = (x: number): string => withUnit(String(Math.round(x)), 'cm', 3);
        const steps = [
          `Box: $${across * d} \\times ${along * d} \\times ${h} = ${box}$ cm$^3$.`,
          `${n} cans: $${n} \\times \\pi \\times ${r}^2 \\times ${h} \\approx ${rounded(cans, 1)}$ cm$^3$.`,
          `Empty space $\\approx ${box} - ${rounded(cans, 1)} \\approx ${Math.round(empty)}$ cm$^3$.`,
        ];
        return {
          question: `A box $${across * d}$ cm long, $${along * d}$ cm wide and $${h}$ cm high holds ${n} cans, each a cylinder of radius $${r}$ cm and height $${h}$ cm, packed in rows that touch the sides. Find the volume of empty space in the box, to the nearest cm$^3$.`,
          answer: opt(empty),
          wrong: [
            { text: opt(cans), mistake: 'gave the volume of the cans, not the space left' },
            { text: opt(box - n * PI * r * h), mistake: 'forgot to square the radius in πr²h' },
            {
              text: opt(box - n * 2 * PI * r * h),
              mistake: 'used the curved surface area instead of the volume',
            },
            { text: opt(box - PI * r * r * h), mistake: 'took away only one can' },
          ],
          frame,
          multiStep: true,
          context: true,
          hints: [
            'Empty space $=$ volume of the box $-$ volume of all the cans.',
            `One can has volume $\\pi \\times ${r}^2 \\times ${h}$ cm$^3$.`,
          ],
          steps,
          explanation: explain(steps),
        };
      }
      const overlap = rng.pick([1, 1.5, 2]);
      const area = (2 * PI * r + overlap) * h;
      const opt = (x: number): string => withUnit(rounded(x, 1), 'cm', 2);
      const steps = [
        `The label's length is the circumference plus the overlap: $2\\pi \\times ${r} + ${show(overlap)} \\approx ${rounded(2 * PI * r + overlap, 3)}$ cm.`,
        `Area $\\approx ${rounded(2 * PI * r + overlap, 3)} \\times ${h} \\approx ${rounded(area, 1)}$ cm$^2$.`,
      ];
      return {
        question: `A rectangular paper label goes once round a can of radius $${r}$ cm and covers its full height of $${h}$ cm, with the ends overlapping by $${show(overlap)}$ cm. Find the area of the label, to the nearest tenth.`,
        answer: opt(area),
        wrong: [
          { text: opt(2 * PI * r * h), mistake: 'forgot the overlap' },
          { text: opt((PI * r + overlap) * h), mistake: 'used πr for the circumference' },
          { text: opt((2 * PI * r + 2 * overlap) * h), mistake: 'added the overlap twice' },
          {
            text: opt((PI * r * r + overlap) * h),
            mistake: 'used the area of the base instead of the circumference',
          },
        ],
        frame,
        multiStep: true,
        context: true,
        hints: [
          'Unroll the label: it is a rectangle.',
          'Its length is the circumference $2\\pi r$ plus the overlap; its width is the height of the can.',
        ],
        steps,
        explanation: explain(steps),
      };
    }),
});

const compositeSolid = defineTemplate({
  id: `${lesson}/composite-solid`,
  lesson,
  type: 'short_answer',
  b: 1.7,
  build: (rng) =>
    safe(rng, () => {
      const frame = rng.pick([
        'cylinder-on-cuboid',
        'hole-through-cuboid',
        'two-tier-cake',
      ] as const);
      if (frame === 'two-tier-cake') {
        const r1 = rng.int(10, 18);
        const r2 = rng.int(5, r1 - 3);
        const h1 = rng.int(6, 12);
        const h2 = rng.int(5, 10);
        const V = PI * (r1 * r1 * h1 + r2 * r2 * h2);
        const steps = [
          `Bottom tier: $\\pi \\times ${r1}^2 \\times ${h1} = ${r1 * r1 * h1}\\pi$ cm$^3$; top tier: $\\pi \\times ${r2}^2 \\times ${h2} = ${r2 * r2 * h2}\\pi$ cm$^3$.`,
          `Total $= ${r1 * r1 * h1 + r2 * r2 * h2}\\pi \\approx ${Math.round(V)}$ cm$^3$.`,
        ];
        return {
          question: `A cake has two cylindrical tiers. The bottom tier has radius $${r1}$ cm and height $${h1}$ cm; the top tier has radius $${r2}$ cm and height $${h2}$ cm. How many cm$^3$ of cake are there, to the nearest whole number?`,
          answer: inCm3(String(Math.round(V))),
          decimals: 0,
          trueValue: V,
          frame,
          multiStep: true,
          context: true,
          hints: [
            'Find the volume of each tier, then add.',
            'Each tier is a cylinder: $V = \\pi r^2 h$.',
          ],
          steps,
          explanation: explain(steps),
        };
      }
      const l = rng.int(8, 30);
      const w = rng.int(6, 20);
      const h = rng.int(3, 12);
      const box = l * w * h;
      if (frame === 'cylinder-on-cuboid') {
        const r = rng.int(2, Math.floor(Math.min(l, w) / 2));
        const hc = rng.int(3, 20);
        const V = box + PI * r * r * hc;
        const steps = [
          `Base: $${l} \\times ${w} \\times ${h} = ${box}$ cm$^3$.`,
          `Cylinder: $\\pi \\times ${r}^2 \\times ${hc} = ${r * r * hc}\\pi \\approx ${rounded(PI * r * r * hc, 2)}$ cm$^3$.`,
          `Total $\\approx ${box} + ${rounded(PI * r * r * hc, 2)} \\approx ${Math.round(V)}$ cm$^3$.`,
        ];
        return {
          question: `A trophy is a cuboid base $${l}$ cm long, $${w}$ cm wide and $${h}$ cm high with a solid cylinder of radius $${r}$ cm and height $${hc}$ cm standing on top. How many cm$^3$ of metal are in the trophy, to the nearest whole number?`,
          answer: inCm3(String(Math.round(V))),
          decimals: 0,
          trueValue: V,
          frame,
          multiStep: true,
          context: true,
          hints: [
            'Split the solid into a cuboid and a cylinder, and add their volumes.',
            `The cylinder's volume is $\\pi \\times ${r}^2 \\times ${hc}$ cm$^3$.`,
          ],
          steps,
          explanation: explain(steps),
        };
      }
      // The hole fits inside the block's end with room to spare.
      const r = rng.pick([0.5, 1, 1.5, 2, 2.5].filter((x) => 2 * x < Math.min(w, h) - 1));
      const V = box - PI * r * r * l;
      const steps = [
        `Block: $${l} \\times ${w} \\times ${h} = ${box}$ cm$^3$.`,
        `Hole: a cylinder $\\pi \\times ${show(r)}^2 \\times ${l} \\approx ${rounded(PI * r * r * l, 2)}$ cm$^3$.`,
        `Left $\\approx ${box} - ${rounded(PI * r * r * l, 2)} \\approx ${Math.round(V)}$ cm$^3$.`,
      ];
      return {
        question: `A wooden block is a cuboid $${l}$ cm long, $${w}$ cm wide and $${h}$ cm high. A hole of radius $${show(r)}$ cm is drilled straight through it along its whole length. How many cm$^3$ of wood are left, to the nearest whole number?`,
        answer: inCm3(String(Math.round(V))),
        decimals: 0,
        trueValue: V,
        frame,
        multiStep: true,
        context: true,
        hints: [
          'Wood left $=$ volume of the block $-$ volume of the hole.',
          `The hole is a cylinder of radius $${show(r)}$ cm and length $${l}$ cm.`,
        ],
        steps,
        explanation: explain(steps),
      };
    }),
});

export const prismCylinderTemplates = [
  cuboid,
  triangularPrism,
  crossSectionPrism,
  cylinderVolume,
  cylinderSurface,
  cylinderReverse,
  pipe,
  tank,
  packaging,
  compositeSolid,
];
