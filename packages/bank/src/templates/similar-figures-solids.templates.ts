/**
 * Lesson: similar figures and solids. With the scale factor k (large ÷ small), lengths are
 * multiplied by k, areas by k² and volumes by k³: a length, an area or a volume found from
 * another, k found from areas or volumes, mass, capacity and paint in context, maps, plans and
 * models with a scale 1 : n, a frustum as the difference of two similar cones, and chains from
 * a volume ratio to a length ratio to an area.
 *
 * As in the other mensuration lessons, a short answer in cm³ or m³ is asked as "How many cm³
 * ...", the key carrying its unit. Masses and capacities (kg, ml, litres), which the checker does
 * not read as units, are asked as multiple choice.
 */
import type { Point } from '../figures/figure-model';
import type { Rng } from '../rng';
import { defineTemplate } from './define-template';
import type { Draft } from './define-template';
import { checkedFigure, coneFigure, frustumFigure, upsideDown } from './cones-pyramids-spheres-kit';
import { fmt, frac } from './exact';
import { cylinderFigure, explain, polygonFigure, show, withUnit } from './mensuration-kit';
import { redraw } from './redraw';
import { RATIOS, mirrored, ratioText, sideBySide } from './similar-figures-solids-kit';

const lesson = 'similar-figures-solids' as const;
const pt = (x: number, y: number): Point => ({ x, y });
/** k as TeX: 3, \frac{5}{2}. */
const kTex = (p: number, q: number): string => frac(q, p).tex;

function build(make: (rng: Rng) => Draft): (rng: Rng) => Draft {
  return (rng) => checkedFigure(make(rng));
}

/** A small and a large ratio (p : q), in either order of the question (enlarge or reduce). */
function pickRatio(rng: Rng, max = 7): [number, number] {
  return rng.pick(RATIOS.filter(([, q]) => q <= max));
}

// ---------------------------------------------------------------- lengths

const lengths = defineTemplate({
  id: `${lesson}/scale-factor-lengths-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: -1.4,
  build: build((rng) => {
    const frame = rng.pick(['missing-side', 'scale-factor', 'perimeter'] as const);
    const [p, q] = pickRatio(rng, 5);
    const m = rng.int(1, 4);
    const n = rng.int(1, 4);
    if (m === n) redraw('a square');
    // Small photo p·m by p·n, large q·m by q·n (cm), drawn to one scale.
    const w1 = 2 * p * m;
    const h1 = 2 * p * n;
    const w2 = 2 * q * m;
    const h2 = 2 * q * n;
    const rect = (
      w: number,
      h: number,
      wl: string,
      hl?: string,
    ): ReturnType<typeof polygonFigure> =>
      polygonFigure({
        names: ['A', 'B', 'C', 'D'],
        points: [pt(0, 0), pt(w, 0), pt(w, h), pt(0, h)],
        sides: hl ? { AB: wl, DA: hl } : { AB: wl },
        caption: '',
      });
    // Vertex names are not drawn: keep only the polygon and the labelled sides.
    const strip = (f: ReturnType<typeof polygonFigure>): ReturnType<typeof polygonFigure> => ({
      ...f,
      elements: f.elements.filter((e) => e.kind !== 'point'),
    });
    const figure = (hl2?: string): ReturnType<typeof polygonFigure> =>
      sideBySide(
        strip(rect(w1, h1, `${w1} cm`, `${h1} cm`)),
        strip(rect(w2, h2, `${w2} cm`, hl2)),
        `A rectangle ${w1} cm by ${h1} cm and a similar rectangle ${w2} cm wide.`,
      );
    if (frame === 'missing-side') {
      const steps = [
        `Scale factor $k = \\frac{${w2}}{${w1}} = ${kTex(p, q)}$.`,
        `$x = ${h1} \\times ${kTex(p, q)} = ${h2}$ cm.`,
      ];
      return {
        question: `A photo $${w1}$ cm wide and $${h1}$ cm high is enlarged to a similar photo $${w2}$ cm wide. Find its height $x$ in cm.`,
        answer: String(h2),
        unit: 'cm',
        frame,
        context: true,
        multiStep: true,
        hints: [
          'In similar shapes every length is multiplied by the same scale factor.',
          `The scale factor is the new width over the old width, $\\frac{${w2}}{${w1}}$.`,
        ],
        steps,
        explanation: explain(steps),
        figure: figure('x'),
      };
    }
    if (frame === 'scale-factor') {
      const steps = [
        `Matching sides: $${w2}$ cm and $${w1}$ cm.`,
        `$k = \\frac{${w2}}{${w1}} = ${kTex(p, q)}$.`,
      ];
      return {
        question: `The two rectangles are similar: the first is $${w1}$ cm by $${h1}$ cm and the second is $${w2}$ cm by $${h2}$ cm. What is the scale factor $k$ from the first to the second, the ratio of a length on the second to the matching length on the first?`,
        answer: frac(q, p).text,
        frame,
        hints: [
          'The scale factor is a length on the new shape divided by the matching length on the old one.',
          `Divide a side of the second rectangle by the matching side of the first.`,
        ],
        steps,
        explanation: explain(steps),
        figure: figure(`${h2} cm`),
      };
    }
    const P1 = 2 * (w1 + h1);
    const P2 = 2 * (w2 + h2);
    const steps = [
      `Perimeter of the first: $2(${w1} + ${h1}) = ${P1}$ cm; scale factor $k = \\frac{${w2}}{${w1}} = ${kTex(p, q)}$.`,
      `Perimeters are lengths, so they scale by $k$: $${P1} \\times ${kTex(p, q)} = ${P2}$ cm.`,
    ];
    return {
      question: `A rectangle is $${w1}$ cm wide and $${h1}$ cm high. A similar rectangle is $${w2}$ cm wide. Find the perimeter of the second rectangle in cm.`,
      answer: String(P2),
      unit: 'cm',
      frame,
      multiStep: true,
      hints: [
        'A perimeter is a length, so it scales by the same factor as the sides.',
        `Find the first perimeter and the scale factor $\\frac{${w2}}{${w1}}$.`,
      ],
      steps,
      explanation: explain(steps),
      figure: figure(),
    };
  }),
});

// ---------------------------------------------------------------- areas from lengths

const areas = defineTemplate({
  id: `${lesson}/area-from-lengths-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: -0.5,
  build: build((rng) => {
    const frame = rng.pick(['larger-area', 'smaller-area', 'area-from-k'] as const);
    const [p, q] = pickRatio(rng, 5);
    const t = rng.int(1, 6);
    const m = rng.int(1, 3);
    const [a, b] = rng.pick([
      [3, 4],
      [5, 12],
      [6, 8],
      [4, 3],
    ] as const);
    // Right triangles with legs a·p·m, b·p·m and a·q·m, b·q·m (drawn to one scale).
    const s1 = a * p * m;
    const s2 = a * q * m;
    const A1 = p * p * t;
    const A2 = q * q * t;
    const opt = (x: number): string => withUnit(show(x), 'cm', 2);
    const tri = (s: number, k: number, base: string): ReturnType<typeof polygonFigure> => ({
      ...polygonFigure({
        names: ['A', 'B', 'C'],
        points: [pt(0, 0), pt(s, 0), pt(0, b * k * m)],
        sides: { AB: base },
        extra: [{ kind: 'right-angle', vertex: pt(0, 0), from: pt(s, 0), to: pt(0, b * k * m) }],
        caption: '',
      }),
    });
    const strip = (f: ReturnType<typeof polygonFigure>): ReturnType<typeof polygonFigure> => ({
      ...f,
      elements: f.elements.filter((e) => e.kind !== 'point'),
    });
    const figure = sideBySide(
      strip(tri(s1, p, `${s1} cm`)),
      strip(tri(s2, q, `${s2} cm`)),
      `Two similar right triangles with matching sides ${s1} cm and ${s2} cm.`,
    );
    if (frame === 'larger-area' || frame === 'smaller-area') {
      const larger = frame === 'larger-area';
      const [given, wanted] = larger ? [A1, A2] : [A2, A1];
      const [from, to] = larger ? [s1, s2] : [s2, s1];
      const k = to / from;
      const steps = [
        `Scale factor $k = \\frac{${to}}{${from}} = ${larger ? kTex(p, q) : kTex(q, p)}$, so areas are multiplied by $k^2 = ${larger ? frac(q * q, p * p).tex : frac(p * p, q * q).tex}$.`,
        `Area $= ${given} \\times ${larger ? frac(q * q, p * p).tex : frac(p * p, q * q).tex} = ${show(wanted)}$ cm$^2$.`,
      ];
      return {
        question: `The two right triangles are similar, with matching sides $${s1}$ cm and $${s2}$ cm. The ${larger ? 'smaller' : 'larger'} triangle has area $${given}$ cm$^2$. Find the area of the ${larger ? 'larger' : 'smaller'} triangle.`,
        answer: opt(wanted),
        wrong: [
          { text: opt(given * k), mistake: 'multiplied the area by k, not k²' },
          { text: opt(given * k ** 3), mistake: 'multiplied the area by k³, as for a volume' },
          { text: opt(given + (to - from)), mistake: 'added the difference of the sides' },
          { text: opt(given * 2 * k), mistake: 'doubled the scale factor instead of squaring it' },
        ],
        frame,
        multiStep: true,
        hints: [
          'When lengths are multiplied by $k$, areas are multiplied by $k^2$.',
          `Here $k = \\frac{${to}}{${from}}$.`,
        ],
        steps,
        explanation: explain(steps),
        figure,
      };
    }
    const k = q / p;
    const steps = [
      `Areas are multiplied by $k^2 = \\left(${kTex(p, q)}\\right)^2 = ${frac(q * q, p * p).tex}$.`,
      `Area $= ${A1} \\times ${frac(q * q, p * p).tex} = ${show(A2)}$ cm$^2$.`,
    ];
    return {
      question: `A triangle of area $${A1}$ cm$^2$ is enlarged with scale factor $${kTex(p, q)}$; the figure shows one pair of matching sides. Find the area of the enlarged triangle.`,
      answer: opt(A2),
      wrong: [
        { text: opt(A1 * k), mistake: 'multiplied the area by k, not k²' },
        { text: opt(A1 * k ** 3), mistake: 'multiplied the area by k³, as for a volume' },
        { text: opt(A1 * 2 * k), mistake: 'doubled the scale factor instead of squaring it' },
        { text: opt(A1 + k * k), mistake: 'added k² instead of multiplying' },
      ],
      frame,
      hints: [
        'Areas scale by the square of the scale factor.',
        `Multiply $${A1}$ by $\\left(${kTex(p, q)}\\right)^2$.`,
      ],
      steps,
      explanation: explain(steps),
      figure,
    };
  }),
});

// ---------------------------------------------------------------- volumes from lengths

const volumes = defineTemplate({
  id: `${lesson}/volume-from-lengths-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.0,
  build: build((rng) => {
    const frame = rng.pick(['larger-volume', 'smaller-volume', 'surface-from-heights'] as const);
    const [p, q] = pickRatio(rng, 5);
    const m = rng.int(2, 6);
    const h1 = p * m;
    const h2 = q * m;
    const t = rng.int(1, 12);
    const figure = sideBySide(
      mirrored(
        cylinderFigure({ radius: 0.35 * h1, height: h1, heightLabel: `${h1} cm`, caption: '' }),
      ),
      cylinderFigure({ radius: 0.35 * h2, height: h2, heightLabel: `${h2} cm`, caption: '' }),
      `Two similar cylinders of heights ${h1} cm and ${h2} cm.`,
      0.5,
    );
    if (frame === 'surface-from-heights') {
      const S1 = p * p * t * 2;
      const S2 = q * q * t * 2;
      const steps = [
        `$k = \\frac{${h2}}{${h1}} = ${kTex(p, q)}$, so areas are multiplied by $k^2 = ${frac(q * q, p * p).tex}$.`,
        `Surface area $= ${S1} \\times ${frac(q * q, p * p).tex} = ${S2}$ cm$^2$.`,
      ];
      return {
        question: `Two similar tins are $${h1}$ cm and $${h2}$ cm tall. The smaller tin has surface area $${S1}$ cm$^2$. Find the surface area of the larger tin in cm$^2$.`,
        answer: String(S2),
        unit: 'cm²',
        frame,
        multiStep: true,
        context: true,
        hints: ['A surface area is an area: it scales by $k^2$.', `$k = \\frac{${h2}}{${h1}}$.`],
        steps,
        explanation: explain(steps),
        figure,
      };
    }
    const larger = frame === 'larger-volume';
    const [given, wanted] = larger ? [p ** 3 * t, q ** 3 * t] : [q ** 3 * t, p ** 3 * t];
    const cube = larger ? frac(q ** 3, p ** 3).tex : frac(p ** 3, q ** 3).tex;
    const steps = [
      `$k = \\frac{${larger ? h2 : h1}}{${larger ? h1 : h2}} = ${larger ? kTex(p, q) : kTex(q, p)}$, so volumes are multiplied by $k^3 = ${cube}$.`,
      `Volume $= ${given} \\times ${cube} = ${wanted}$ cm$^3$.`,
    ];
    return {
      question: `Two similar cylinders are $${h1}$ cm and $${h2}$ cm tall. The ${larger ? 'smaller' : 'larger'} one has volume $${given}$ cm$^3$. How many cm$^3$ is the volume of the ${larger ? 'larger' : 'smaller'} one?`,
      answer: `${wanted} cm³`,
      frame,
      multiStep: true,
      hints: [
        'When lengths are multiplied by $k$, volumes are multiplied by $k^3$.',
        `$k = \\frac{${larger ? h2 : h1}}{${larger ? h1 : h2}}$.`,
      ],
      steps,
      explanation: explain(steps),
      figure,
    };
  }),
});

// ---------------------------------------------------------------- lengths from areas

const fromAreas = defineTemplate({
  id: `${lesson}/length-from-areas`,
  lesson,
  type: 'short_answer',
  b: 0.4,
  build: (rng) => {
    const frame = rng.pick([
      'side-from-areas',
      'ratio-from-areas',
      'perimeter-from-areas',
    ] as const);
    const [p, q] = pickRatio(rng);
    const t = rng.int(1, 8);
    const A1 = p * p * t;
    const A2 = q * q * t;
    const s = rng.int(1, 6);
    // The ratio simplified only when it is not already in lowest terms.
    const reduced = t > 1 ? ` = \\sqrt{${frac(q * q, p * p).tex}}` : '';
    const sq = `\\sqrt{\\frac{${A2}}{${A1}}}${reduced} = ${kTex(p, q)}`;
    if (frame === 'ratio-from-areas') {
      const steps = [
        `Areas are in the ratio $k^2 = \\frac{${A2}}{${A1}}${t > 1 ? ` = ${frac(q * q, p * p).tex}` : ''}$.`,
        `$k = ${sq}$.`,
      ];
      return {
        question: `Two similar shapes have areas $${A1}$ cm$^2$ and $${A2}$ cm$^2$. Find the ratio of a length on the larger to the matching length on the smaller.`,
        answer: frac(q, p).text,
        frame,
        multiStep: true,
        hints: [
          'The ratio of the areas is $k^2$, the square of the ratio of lengths.',
          `Take the square root of $\\frac{${A2}}{${A1}}$.`,
        ],
        steps,
        explanation: explain(steps),
      };
    }
    if (frame === 'side-from-areas') {
      const steps = [`$k = ${sq}$.`, `Side $= ${p * s} \\times ${kTex(p, q)} = ${q * s}$ cm.`];
      return {
        question: `Two similar triangles have areas $${A1}$ cm$^2$ and $${A2}$ cm$^2$. A side of the smaller triangle is $${p * s}$ cm. Find the matching side of the larger triangle in cm.`,
        answer: String(q * s),
        unit: 'cm',
        frame,
        multiStep: true,
        hints: [
          'The area scale factor is $k^2$; find $k$ first.',
          `$k^2 = \\frac{${A2}}{${A1}}$, so take the square root.`,
        ],
        steps,
        explanation: explain(steps),
      };
    }
    const P1 = p * s * 4;
    const steps = [`$k = ${sq}$.`, `Fence $= ${P1} \\times ${kTex(p, q)} = ${q * s * 4}$ m.`];
    return {
      question: `Two similar gardens have areas $${A1}$ m$^2$ and $${A2}$ m$^2$. A fence all round the smaller garden is $${P1}$ m long. Find the length of the fence all round the larger garden in m.`,
      answer: String(q * s * 4),
      unit: 'm',
      frame,
      multiStep: true,
      context: true,
      hints: [
        'A perimeter scales like a length, by $k$; the areas give $k^2$.',
        `$k^2 = \\frac{${A2}}{${A1}}$.`,
      ],
      steps,
      explanation: explain(steps),
    };
  },
});

// ---------------------------------------------------------------- lengths from volumes

const fromVolumes = defineTemplate({
  id: `${lesson}/length-from-volumes`,
  lesson,
  type: 'short_answer',
  b: 0.8,
  build: (rng) => {
    const frame = rng.pick([
      'height-from-volumes',
      'ratio-from-volumes',
      'radius-from-capacities',
    ] as const);
    const [p, q] = pickRatio(rng, 6);
    // Vases and cones of a sensible size: volumes are multiples of 10 cm³.
    const t = 10 * rng.int(1, 5);
    const V1 = p ** 3 * t;
    const V2 = q ** 3 * t;
    const m = rng.int(2, 8);
    const cbrt = `\\sqrt[3]{\\frac{${V2}}{${V1}}} = \\sqrt[3]{${frac(q ** 3, p ** 3).tex}} = ${kTex(p, q)}`;
    if (frame === 'ratio-from-volumes') {
      const steps = [
        `Volumes are in the ratio $k^3 = \\frac{${V2}}{${V1}} = ${frac(q ** 3, p ** 3).tex}$.`,
        `$k = ${cbrt}$.`,
      ];
      return {
        question: `Two similar solids have volumes $${V1}$ cm$^3$ and $${V2}$ cm$^3$. Find the ratio of a length on the larger to the matching length on the smaller.`,
        answer: frac(q, p).text,
        frame,
        multiStep: true,
        hints: [
          'The ratio of the volumes is $k^3$, the cube of the ratio of lengths.',
          `Take the cube root of $\\frac{${V2}}{${V1}}$.`,
        ],
        steps,
        explanation: explain(steps),
      };
    }
    if (frame === 'height-from-volumes') {
      const steps = [`$k = ${cbrt}$.`, `Height $= ${p * m} \\times ${kTex(p, q)} = ${q * m}$ cm.`];
      return {
        question: `Two similar vases hold $${V1}$ cm$^3$ and $${V2}$ cm$^3$. The smaller vase is $${p * m}$ cm tall. Find the height of the larger vase in cm.`,
        answer: String(q * m),
        unit: 'cm',
        frame,
        multiStep: true,
        context: true,
        hints: [
          'The volume scale factor is $k^3$; find $k$ first.',
          `$k^3 = \\frac{${V2}}{${V1}}$, so take the cube root.`,
        ],
        steps,
        explanation: explain(steps),
      };
    }
    const steps = [
      `The capacities give $k^3 = \\frac{${V1}}{${V2}}$ from the larger to the smaller, so $k = \\sqrt[3]{${frac(p ** 3, q ** 3).tex}} = ${kTex(q, p)}$.`,
      `Radius $= ${q * m} \\times ${kTex(q, p)} = ${p * m}$ cm.`,
    ];
    return {
      question: `Two similar cones hold $${V2}$ cm$^3$ and $${V1}$ cm$^3$. The base radius of the larger cone is $${q * m}$ cm. Find the base radius of the smaller cone in cm.`,
      answer: String(p * m),
      unit: 'cm',
      frame,
      multiStep: true,
      hints: [
        'Volumes scale by $k^3$: the cube root of the volume ratio gives the length ratio.',
        `Going from the larger to the smaller, $k^3 = \\frac{${V1}}{${V2}}$.`,
      ],
      steps,
      explanation: explain(steps),
    };
  },
});

// ---------------------------------------------------------------- volume ratio to area and back

const chain = defineTemplate({
  id: `${lesson}/volume-area-chain`,
  lesson,
  type: 'MCQ',
  b: 1.6,
  build: (rng) => {
    const frame = rng.pick([
      'area-from-volumes',
      'volume-from-areas',
      'area-fraction-from-volumes',
    ] as const);
    const [p, q] = pickRatio(rng, 5);
    const t = rng.int(1, 4);
    const u = rng.int(1, 9);
    if (frame === 'area-fraction-from-volumes') {
      const V1 = p ** 3 * t;
      const V2 = q ** 3 * t;
      const f = (n: number, d: number): string => `$${frac(n, d).tex}$`;
      const steps = [
        `$k^3 = \\frac{${V1}}{${V2}}${t > 1 ? ` = ${frac(p ** 3, q ** 3).tex}` : ''}$, so $k = ${kTex(q, p)}$.`,
        `Areas: $k^2 = ${frac(p * p, q * q).tex}$.`,
      ];
      return {
        question: `Two similar bottles have volumes $${V1}$ cm$^3$ and $${V2}$ cm$^3$. What fraction of the larger bottle’s surface area is the smaller bottle’s?`,
        answer: f(p * p, q * q),
        wrong: [
          { text: f(p ** 3, q ** 3), mistake: 'used the volume ratio for the areas' },
          { text: f(p, q), mistake: 'used the length ratio for the areas' },
          { text: f(p ** 6, q ** 6), mistake: 'squared the volume ratio' },
          {
            text: f(p * p + 1, q * q + 1),
            mistake: 'added 1 to the numerator and the denominator',
          },
        ],
        frame,
        multiStep: true,
        context: true,
        hints: [
          'Go from volumes to lengths (cube root), then from lengths to areas (square).',
          `The length ratio is $\\sqrt[3]{\\frac{${V1}}{${V2}}}$.`,
        ],
        steps,
        explanation: explain(steps),
      };
    }
    if (frame === 'area-from-volumes') {
      const V1 = p ** 3 * t;
      const V2 = q ** 3 * t;
      const S1 = p * p * u;
      const S2 = q * q * u;
      const opt = (x: number): string => withUnit(show(x), 'cm', 2);
      const steps = [
        `$k^3 = \\frac{${V2}}{${V1}}${t > 1 ? ` = ${frac(q ** 3, p ** 3).tex}` : ''}$, so $k = ${kTex(p, q)}$.`,
        `$k^2 = ${frac(q * q, p * p).tex}$, so the surface area is $${S1} \\times ${frac(q * q, p * p).tex} = ${S2}$ cm$^2$.`,
      ];
      return {
        question: `Two similar solids have volumes $${V1}$ cm$^3$ and $${V2}$ cm$^3$. The smaller has surface area $${S1}$ cm$^2$. Find the surface area of the larger.`,
        answer: opt(S2),
        wrong: [
          { text: opt((S1 * q ** 3) / p ** 3), mistake: 'used the volume ratio for the areas' },
          { text: opt((S1 * q) / p), mistake: 'used the length ratio for the areas' },
          { text: opt((S1 * q ** 6) / p ** 6), mistake: 'squared the volume ratio' },
          {
            text: opt(S1 * Math.sqrt(q ** 3 / p ** 3)),
            mistake: 'took the square root of the volume ratio',
          },
        ],
        frame,
        multiStep: true,
        hints: [
          'From the volumes find $k^3$, then $k$, then $k^2$ for the areas.',
          `$k = \\sqrt[3]{\\frac{${V2}}{${V1}}}$.`,
        ],
        steps,
        explanation: explain(steps),
      };
    }
    const A1 = p * p * t;
    const A2 = q * q * t;
    const V1 = p ** 3 * u;
    const V2 = q ** 3 * u;
    const opt = (x: number): string => withUnit(show(x), 'cm', 3);
    const steps = [
      `$k^2 = \\frac{${A2}}{${A1}}${t > 1 ? ` = ${frac(q * q, p * p).tex}` : ''}$, so $k = ${kTex(p, q)}$.`,
      `$k^3 = ${frac(q ** 3, p ** 3).tex}$, so the volume is $${V1} \\times ${frac(q ** 3, p ** 3).tex} = ${V2}$ cm$^3$.`,
    ];
    return {
      question: `Two similar solids have surface areas $${A1}$ cm$^2$ and $${A2}$ cm$^2$. The smaller has volume $${V1}$ cm$^3$. Find the volume of the larger.`,
      answer: opt(V2),
      wrong: [
        { text: opt((V1 * q * q) / (p * p)), mistake: 'used the area ratio for the volumes' },
        { text: opt((V1 * q) / p), mistake: 'used the length ratio for the volumes' },
        { text: opt((V1 * q ** 4) / p ** 4), mistake: 'squared the area ratio' },
        { text: opt(V1 + A2 - A1), mistake: 'added the difference of the areas' },
      ],
      frame,
      multiStep: true,
      hints: [
        'From the areas find $k^2$, then $k$, then $k^3$ for the volumes.',
        `$k = \\sqrt{\\frac{${A2}}{${A1}}}$.`,
      ],
      steps,
      explanation: explain(steps),
    };
  },
});

// ---------------------------------------------------------------- mass, paint and capacity

const inContext = defineTemplate({
  id: `${lesson}/mass-paint-capacity`,
  lesson,
  type: 'MCQ',
  b: 0.9,
  build: (rng) => {
    const frame = rng.pick(['statue-mass', 'paint-for-larger', 'bottle-capacity'] as const);
    const [p, q] = pickRatio(rng, 5);
    const m = rng.int(2, 10);
    const t = rng.int(1, 6);
    const h1 = p * m;
    const h2 = q * m;
    if (frame === 'paint-for-larger') {
      const P1 = p * p * t * 0.5;
      const P2 = q * q * t * 0.5;
      const opt = (x: number): string => `$${show(x)}$ litres`;
      const steps = [
        `$k = \\frac{${h2}}{${h1}} = ${kTex(p, q)}$; paint covers an area, so it scales by $k^2 = ${frac(q * q, p * p).tex}$.`,
        `Paint $= ${show(P1)} \\times ${frac(q * q, p * p).tex} = ${show(P2)}$ litres.`,
      ];
      return {
        question: `Two similar water tanks are $${h1}$ m and $${h2}$ m high. It takes $${show(P1)}$ litres of paint to cover the outside of the smaller tank. How much paint covers the larger tank?`,
        answer: opt(P2),
        wrong: [
          { text: opt((P1 * q) / p), mistake: 'scaled the paint by k, not k²' },
          {
            text: opt((P1 * q ** 3) / p ** 3),
            mistake: 'scaled the paint by k³, as if paint filled the tank',
          },
          { text: opt(P1 + (q - p) * m), mistake: 'added the difference of the heights' },
          {
            text: opt((P1 * 2 * q) / p),
            mistake: 'doubled the scale factor instead of squaring it',
          },
        ],
        frame,
        multiStep: true,
        context: true,
        hints: ['Paint covers a surface: surfaces scale by $k^2$.', `$k = \\frac{${h2}}{${h1}}$.`],
        steps,
        explanation: explain(steps),
      };
    }
    const statue = frame === 'statue-mass';
    const W1 = p ** 3 * t * (statue ? 1 : 10);
    const W2 = q ** 3 * t * (statue ? 1 : 10);
    const unit = statue ? 'kg' : 'ml';
    const opt = (x: number): string => `$${show(x)}$ ${unit}`;
    const steps = [
      `$k = \\frac{${statue ? 10 * h2 : h2}}{${statue ? 10 * h1 : h1}} = ${kTex(p, q)}$; ${statue ? 'mass goes with volume' : 'capacity is a volume'}, so it scales by $k^3 = ${frac(q ** 3, p ** 3).tex}$.`,
      `${statue ? 'Mass' : 'Capacity'} $= ${W1} \\times ${frac(q ** 3, p ** 3).tex} = ${W2}$ ${unit}.`,
    ];
    return {
      question: statue
        ? `Two similar statues are made of the same metal. The smaller is $${10 * h1}$ cm tall and has a mass of $${W1}$ kg. The larger is $${10 * h2}$ cm tall. Find the mass of the larger statue.`
        : `Two similar bottles are $${h1}$ cm and $${h2}$ cm tall. The smaller holds $${W1}$ ml. How much does the larger bottle hold?`,
      answer: opt(W2),
      wrong: [
        { text: opt((W1 * q) / p), mistake: 'scaled by k, not k³' },
        { text: opt((W1 * q * q) / (p * p)), mistake: 'scaled by k², as for an area' },
        {
          text: opt(W1 + (q - p) * m * (statue ? 10 : 1)),
          mistake: 'added the difference of the heights',
        },
        {
          text: opt((W1 * 3 * q) / p),
          mistake: 'multiplied the scale factor by 3 instead of cubing it',
        },
      ],
      frame,
      multiStep: true,
      context: true,
      hints: [
        `${statue ? 'Mass is proportional to volume' : 'Capacity is a volume'}: volumes scale by $k^3$.`,
        `$k = \\frac{${statue ? 10 * h2 : h2}}{${statue ? 10 * h1 : h1}}$.`,
      ],
      steps,
      explanation: explain(steps),
    };
  },
});

// ---------------------------------------------------------------- maps, plans and models

const maps = defineTemplate({
  id: `${lesson}/maps-plans-models`,
  lesson,
  type: 'short_answer',
  b: -0.6,
  build: (rng) => {
    const frame = rng.pick(['map-distance', 'plan-area', 'model-volume'] as const);
    if (frame === 'map-distance') {
      const n = rng.pick([10000, 20000, 25000, 50000, 100000]);
      const d = rng.int(2, 40) / 2;
      const km = (d * n) / 100000;
      const steps = [
        `Real distance $= ${show(d)} \\times ${n} = ${fmt(d * n, 6)}$ cm.`,
        `$${fmt(d * n, 6)}$ cm $= ${fmt(d * n, 6)} \\div 100\\,000 = ${fmt(km, 6)}$ km.`,
      ];
      return {
        question: `A map has scale $1 : ${n}$. Two towns are $${show(d)}$ cm apart on the map. Find the real distance between them in km.`,
        answer: fmt(km, 6),
        unit: 'km',
        frame,
        multiStep: true,
        context: true,
        hints: [
          `Every length on the map stands for $${n}$ times that length on the ground.`,
          'Multiply, then change cm to km: $1$ km $= 100\\,000$ cm.',
        ],
        steps,
        explanation: explain(steps),
      };
    }
    if (frame === 'plan-area') {
      const n = rng.pick([50, 100, 200, 250, 500]);
      const a = rng.int(2, 30);
      const m2 = (a * n * n) / 10000;
      const steps = [
        `Lengths are multiplied by $${n}$, so areas by $${n}^2 = ${n * n}$: $${a} \\times ${n * n} = ${a * n * n}$ cm$^2$.`,
        `$1$ m$^2$ $= 10\\,000$ cm$^2$, so the area is $${a * n * n} \\div 10\\,000 = ${fmt(m2, 6)}$ m$^2$.`,
      ];
      return {
        question: `On a plan with scale $1 : ${n}$, a room has an area of $${a}$ cm$^2$. Find the real area of the room in m$^2$.`,
        answer: fmt(m2, 6),
        unit: 'm²',
        frame,
        multiStep: true,
        context: true,
        hints: [
          `Lengths are ${n} times as long in real life; areas are multiplied by the square of that.`,
          'Then change cm$^2$ to m$^2$: $1$ m$^2$ $= 100 \\times 100$ cm$^2$.',
        ],
        steps,
        explanation: explain(steps),
      };
    }
    const n = rng.pick([10, 20, 50]);
    const v = rng.int(2, 60) * 10;
    const m3 = (v * n ** 3) / 1e6;
    const steps = [
      `Volumes are multiplied by $${n}^3 = ${n ** 3}$: $${v} \\times ${n ** 3} = ${v * n ** 3}$ cm$^3$.`,
      `$1$ m$^3$ $= 1\\,000\\,000$ cm$^3$, so the volume is $${v * n ** 3} \\div 1\\,000\\,000 = ${fmt(m3, 6)}$ m$^3$.`,
    ];
    return {
      question: `A model of a storage tank is made to a scale of $1 : ${n}$. The model holds $${v}$ cm$^3$. How many m$^3$ does the real tank hold?`,
      answer: `${fmt(m3, 6)} m³`,
      frame,
      multiStep: true,
      context: true,
      hints: [
        `Lengths on the real tank are $${n}$ times as long; volumes are multiplied by the cube of that.`,
        'Then change cm$^3$ to m$^3$: $1$ m$^3$ $= 100^3$ cm$^3$.',
      ],
      steps,
      explanation: explain(steps),
    };
  },
});

// ---------------------------------------------------------------- frustums and similar cones

const cones = defineTemplate({
  id: `${lesson}/similar-cones-frustum-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 1.4,
  build: build((rng) => {
    const frame = rng.pick(['frustum-volume', 'small-cone-fraction', 'water-in-cone'] as const);
    const [p, q] = pickRatio(rng, 5);
    const m = rng.int(2, 6);
    const H = q * m;
    const h = p * m;
    const R = rng.int(3, 10);
    if (frame === 'small-cone-fraction') {
      const steps = [
        `The small cone is similar to the whole cone with $k = \\frac{${h}}{${H}} = ${kTex(q, p)}$.`,
        `Volumes scale by $k^3$: the fraction is $\\left(${kTex(q, p)}\\right)^3 = ${frac(p ** 3, q ** 3).tex}$.`,
      ];
      return {
        question: `A cone is $${H}$ cm tall. It is cut parallel to its base $${h}$ cm below the apex, making a small cone and a frustum. What fraction of the volume of the whole cone is in the small cone?`,
        answer: frac(p ** 3, q ** 3).text,
        frame,
        multiStep: true,
        hints: [
          'The small cone is similar to the whole cone.',
          `Its lengths are $\\frac{${h}}{${H}}$ of the whole cone’s; volumes go with the cube.`,
        ],
        steps,
        explanation: explain(steps),
        figure: frustumFigure({
          bottom: R,
          top: (R * p) / q,
          height: H - h,
          showApex: true,
          apexHeights: { whole: `${H} cm`, top: `${h} cm` },
          caption: `A cone ${H} cm tall cut ${h} cm below its apex.`,
        }),
      };
    }
    const V = q ** 3 * rng.int(1, 8);
    const small = (V * p ** 3) / q ** 3;
    if (frame === 'frustum-volume') {
      const steps = [
        `The small cone is similar to the whole cone with $k = \\frac{${h}}{${H}} = ${kTex(q, p)}$, so its volume is $${V} \\times ${frac(p ** 3, q ** 3).tex} = ${small}$ cm$^3$.`,
        `Frustum $= ${V} - ${small} = ${V - small}$ cm$^3$.`,
      ];
      return {
        question: `A cone is $${H}$ cm tall and has volume $${V}$ cm$^3$. The top $${h}$ cm of it, a small cone, is cut off parallel to the base. How many cm$^3$ is the volume of the frustum that is left?`,
        answer: `${V - small} cm³`,
        frame,
        multiStep: true,
        hints: [
          'Frustum $=$ whole cone $-$ small cone, and the small cone is similar to the whole one.',
          `The small cone’s volume is the whole volume times $\\left(\\frac{${h}}{${H}}\\right)^3$.`,
        ],
        steps,
        explanation: explain(steps),
        figure: frustumFigure({
          bottom: R,
          top: (R * p) / q,
          height: H - h,
          showApex: true,
          apexHeights: { whole: `${H} cm`, top: `${h} cm` },
          caption: `A cone ${H} cm tall with its top ${h} cm cut off.`,
        }),
      };
    }
    const steps = [
      `The water is a cone similar to the glass with $k = \\frac{${h}}{${H}} = ${kTex(q, p)}$.`,
      `Water $= ${V} \\times ${frac(p ** 3, q ** 3).tex} = ${show(small)}$ cm$^3$.`,
    ];
    return {
      question: `A glass is a cone, point down, $${H}$ cm deep, and holds $${V}$ cm$^3$ when full. It is filled with water to a depth of $${h}$ cm. How many cm$^3$ of water are in the glass?`,
      answer: `${show(small)} cm³`,
      frame,
      multiStep: true,
      context: true,
      hints: [
        'The water forms a smaller cone similar to the whole glass.',
        `Its depth is $\\frac{${h}}{${H}}$ of the glass’s; volumes go with the cube.`,
      ],
      steps,
      explanation: explain(steps),
      figure: upsideDown(
        frustumFigure({
          bottom: R,
          top: (R * p) / q,
          height: H - h,
          showApex: true,
          apexHeights: { whole: `${H} cm`, top: `${h} cm` },
          caption: `A conical glass ${H} cm deep, point down, with water ${h} cm deep.`,
        }),
      ),
    };
  }),
});

// ---------------------------------------------------------------- ratios

const ratios = defineTemplate({
  id: `${lesson}/length-area-volume-ratios`,
  lesson,
  type: 'MCQ',
  b: -1.2,
  build: (rng) => {
    const frame = rng.pick([
      'area-ratio',
      'volume-ratio',
      'length-from-area-ratio',
      'length-from-volume-ratio',
    ] as const);
    const [p, q] = pickRatio(rng, 6);
    const options = (power: number): { text: string; mistake: string }[] =>
      [
        { text: ratioText(p, q), mistake: 'kept the ratio of lengths' },
        { text: ratioText(q ** power, p ** power), mistake: 'wrote the ratio the wrong way round' },
        { text: ratioText(p * p, q * q), mistake: 'squared the ratio, as for areas' },
        { text: ratioText(p ** 3, q ** 3), mistake: 'cubed the ratio, as for volumes' },
        { text: ratioText(p ** 4, q ** 4), mistake: 'squared the ratio twice' },
      ].filter((o) => o.text !== ratioText(p ** power, q ** power));
    if (frame === 'area-ratio' || frame === 'volume-ratio') {
      const power = frame === 'area-ratio' ? 2 : 3;
      const word = frame === 'area-ratio' ? 'areas' : 'volumes';
      const steps = [
        `${frame === 'area-ratio' ? 'Areas' : 'Volumes'} are in the ratio of the lengths ${power === 2 ? 'squared' : 'cubed'}: $${p}^${power} : ${q}^${power} = ${p ** power} : ${q ** power}$.`,
      ];
      return {
        question: `Two similar ${frame === 'area-ratio' ? 'shapes' : 'solids'} have matching lengths in the ratio $${p} : ${q}$. What is the ratio of their ${word}?`,
        answer: ratioText(p ** power, q ** power),
        wrong: options(power),
        frame,
        hints: [
          `${frame === 'area-ratio' ? 'Areas scale by $k^2$' : 'Volumes scale by $k^3$'}.`,
          `${power === 2 ? 'Square' : 'Cube'} each term of the ratio.`,
        ],
        steps,
        explanation: explain(steps),
      };
    }
    const power = frame === 'length-from-area-ratio' ? 2 : 3;
    const given = ratioText(p ** power, q ** power);
    const steps = [
      `Lengths are in the ratio of the ${power === 2 ? 'square' : 'cube'} roots: $\\sqrt${power === 3 ? '[3]' : ''}{${p ** power}} : \\sqrt${power === 3 ? '[3]' : ''}{${q ** power}} = ${p} : ${q}$.`,
    ];
    return {
      question: `Two similar ${power === 2 ? 'shapes have areas' : 'solids have volumes'} in the ratio ${given}. What is the ratio of their matching lengths?`,
      answer: ratioText(p, q),
      wrong: [
        { text: given, mistake: `used the ${power === 2 ? 'area' : 'volume'} ratio for lengths` },
        {
          text: ratioText(p ** (2 * power), q ** (2 * power)),
          mistake: 'squared the ratio instead of taking a root',
        },
        ...(power === 3
          ? [{ text: ratioText(p * p, q * q), mistake: 'took a square root of one term too few' }]
          : [{ text: ratioText(p ** 3, q ** 3), mistake: 'cubed the lengths as for volumes' }]),
        { text: ratioText(q, p), mistake: 'wrote the ratio the wrong way round' },
      ],
      frame,
      hints: [
        `${power === 2 ? 'Areas' : 'Volumes'} scale by $k^${power}$, so go back with a ${power === 2 ? 'square' : 'cube'} root.`,
      ],
      steps,
      explanation: explain(steps),
    };
  },
});

// ---------------------------------------------------------------- two similar cones

const similarCones = defineTemplate({
  id: `${lesson}/two-similar-cones-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.6,
  build: build((rng) => {
    const frame = rng.pick(['missing-slant', 'curved-area', 'volume-from-radii'] as const);
    const [p, q] = pickRatio(rng, 5);
    const m = rng.int(1, 4);
    const n = m + rng.int(1, 4);
    const r1 = p * m;
    const r2 = q * m;
    const l1 = p * n;
    const l2 = q * n;
    const cone = (r: number, l: number, rl?: string, ll?: string): ReturnType<typeof coneFigure> =>
      coneFigure({
        radius: r,
        height: Math.sqrt(l * l - r * r),
        ...(rl ? { radiusLabel: rl } : {}),
        ...(ll ? { slantLabel: ll } : {}),
        caption: '',
      });
    if (frame === 'missing-slant') {
      const steps = [
        `$k = \\frac{${r2}}{${r1}} = ${kTex(p, q)}$.`,
        `Slant height $= ${l1} \\times ${kTex(p, q)} = ${l2}$ cm.`,
      ];
      return {
        question: `Two cones are similar. The smaller has base radius $${r1}$ cm and slant height $${l1}$ cm; the larger has base radius $${r2}$ cm. Find the slant height $l$ of the larger cone in cm.`,
        answer: String(l2),
        unit: 'cm',
        frame,
        multiStep: true,
        hints: [
          'Matching lengths of similar cones are in the same ratio.',
          `The scale factor is $\\frac{${r2}}{${r1}}$.`,
        ],
        steps,
        explanation: explain(steps),
        figure: sideBySide(
          cone(r1, l1, `${r1} cm`, `${l1} cm`),
          cone(r2, l2, `${r2} cm`, 'l'),
          `Two similar cones: radii ${r1} cm and ${r2} cm, slant heights ${l1} cm and l.`,
          0.4,
        ),
      };
    }
    const figure = sideBySide(
      cone(r1, l1, `${r1} cm`),
      cone(r2, l2, `${r2} cm`),
      `Two similar cones with base radii ${r1} cm and ${r2} cm.`,
      0.4,
    );
    const t = rng.int(1, 6);
    if (frame === 'curved-area') {
      const S1 = p * p * t * 3;
      const S2 = q * q * t * 3;
      const steps = [
        `$k = \\frac{${r2}}{${r1}} = ${kTex(p, q)}$, so areas are multiplied by $k^2 = ${frac(q * q, p * p).tex}$.`,
        `Curved surface $= ${S1} \\times ${frac(q * q, p * p).tex} = ${S2}$ cm$^2$.`,
      ];
      return {
        question: `Two similar cones have base radii $${r1}$ cm and $${r2}$ cm. The curved surface area of the smaller cone is $${S1}$ cm$^2$. Find the curved surface area of the larger cone in cm$^2$.`,
        answer: String(S2),
        unit: 'cm²',
        frame,
        multiStep: true,
        hints: ['A curved surface is an area: it scales by $k^2$.', `$k = \\frac{${r2}}{${r1}}$.`],
        steps,
        explanation: explain(steps),
        figure,
      };
    }
    const V1 = p ** 3 * t * 2;
    const V2 = q ** 3 * t * 2;
    const steps = [
      `$k = \\frac{${r2}}{${r1}} = ${kTex(p, q)}$, so volumes are multiplied by $k^3 = ${frac(q ** 3, p ** 3).tex}$.`,
      `Volume $= ${V1} \\times ${frac(q ** 3, p ** 3).tex} = ${V2}$ cm$^3$.`,
    ];
    return {
      question: `Two similar cones have base radii $${r1}$ cm and $${r2}$ cm. The smaller cone holds $${V1}$ cm$^3$. How many cm$^3$ does the larger cone hold?`,
      answer: `${V2} cm³`,
      frame,
      multiStep: true,
      hints: ['Volumes of similar solids scale by $k^3$.', `$k = \\frac{${r2}}{${r1}}$.`],
      steps,
      explanation: explain(steps),
      figure,
    };
  }),
});

export const similarSolidTemplates = [
  ratios,
  lengths,
  areas,
  maps,
  volumes,
  similarCones,
  fromAreas,
  fromVolumes,
  inContext,
  cones,
  chain,
];
