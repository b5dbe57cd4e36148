/**
 * Plane areas: every key computed a second way, 50 seeds per template. The question is read as a
 * student reads it; areas come from coordinates (the shoelace formula) or from a densely sampled
 * outline, lengths from a polyline, unknowns by bisection on the forward computation, so no
 * area formula of the templates (½(a + b)h, ½d₁d₂, ½ × perimeter × apothem...) is reused. Then
 * every gate runs on the lesson's items.
 */
import { describe, expect, it } from 'vitest';
import type { Point } from '../figures/figure-model';
import type { GeneratedItem } from '../model/item';
import { letterBlindKey } from '../quality/bank-gates';
import { runGates } from '../quality/gates';
import { createRng } from '../rng';
import {
  arcPoints,
  areaOf,
  bisect,
  expectKey,
  grab,
  perimeterOf,
  plain,
} from './mensuration-recompute';
import { planeAreaTemplates } from './plane-areas.templates';

const SEEDS = 50;
const D = Math.PI / 180;
const P = (x: number, y: number): Point => ({ x, y });

const parallelogram = (base: number, side: number, angleDeg: number): Point[] => {
  const d = P(side * Math.cos(angleDeg * D), side * Math.sin(angleDeg * D));
  return [P(0, 0), P(base, 0), P(base + d.x, d.y), d];
};
/** A parallelogram of base b and height h, drawn with a slant (the area must not depend on it). */
const slanted = (b: number, h: number): Point[] => [P(0, 0), P(b, 0), P(b + 1.7, h), P(1.7, h)];
const trapezium = (a: number, b: number, h: number): Point[] => [
  P(0, 0),
  P(a, 0),
  P(0.6 + b, h),
  P(0.6, h),
];
const rhombus = (p: number, q: number): Point[] => [P(-p, 0), P(0, -q), P(p, 0), P(0, q)];
const kite = (p: number, q: number, h: number): Point[] => [P(-p, 0), P(0, -h), P(q, 0), P(0, h)];
const regular = (n: number, R: number): Point[] =>
  Array.from({ length: n }, (_, i) =>
    P(R * Math.cos((2 * Math.PI * i) / n), R * Math.sin((2 * Math.PI * i) / n)),
  );
const SIDES: Record<string, number> = {
  pentagon: 5,
  hexagon: 6,
  octagon: 8,
  nonagon: 9,
  decagon: 10,
  dodecagon: 12,
};
const sidesIn = (q: string): number => {
  const name = /(pentagon|hexagon|octagon|nonagon|decagon|dodecagon)/.exec(q)?.[1] ?? '';
  const n = SIDES[name];
  if (!n) throw new Error(`no polygon in ${q}`);
  return n;
};
/** Heron's formula. */
const heron = (a: number, b: number, c: number): number => {
  const s = (a + b + c) / 2;
  return Math.sqrt(s * (s - a) * (s - b) * (s - c));
};
const NUM = '(\\d+(?:\\.\\d+)?)';
const re = (source: string): RegExp => new RegExp(source.replace(/#/g, NUM));

type Solver = (q: string, item: GeneratedItem) => number;

const SOLVERS: Record<string, Record<string, Solver>> = {
  'plane-areas/parallelogram-area-figure': {
    'base-height': (q) => {
      const [b = 0, h = 0] = grab(
        q,
        re('= # cm\\. The perpendicular height from \\w to \\w\\w is # cm'),
      );
      return areaOf(slanted(b, h));
    },
    'area-to-height': (q) => {
      const [area = 0, b = 0] = grab(q, re('area # cm\\^2 with \\w\\w = # cm'));
      return bisect((h) => areaOf(slanted(b, h)), area, 0, 1000);
    },
    'sides-angle': (q) => {
      const [b = 0, s = 0, angle = 0] = grab(q, re('= # cm, \\w\\w = # cm and ∠ \\w+ = #°'));
      return areaOf(parallelogram(b, s, angle));
    },
  },
  'plane-areas/trapezium-area-figure': {
    'find-area': (q) => {
      const [a = 0, b = 0, h = 0] = grab(
        q,
        re('= # cm, \\w\\w = # cm and perpendicular height # cm'),
      );
      return areaOf(trapezium(a, b, h));
    },
    'find-height': (q) => {
      const [a = 0, b = 0, area = 0] = grab(q, re('= # cm and \\w\\w = # cm\\. Its area is # cm'));
      return bisect((h) => areaOf(trapezium(a, b, h)), area, 0, 1000);
    },
    'find-parallel-side': (q) => {
      const [a = 0, h = 0, area = 0] = grab(
        q,
        re('= # cm and perpendicular height # cm\\. Its area is # cm'),
      );
      return bisect((x) => areaOf(trapezium(a, x, h)), area, 0, 1000);
    },
  },
  'plane-areas/rhombus-area-figure': {
    'half-diagonals': (q) => {
      const [p = 0, r = 0] = grab(q, re('\\wO = # cm and \\wO = # cm'));
      return areaOf(rhombus(p, r));
    },
    'side-and-half-diagonal': (q) => {
      const [s = 0, p = 0] = grab(q, re('\\w\\w = # cm and \\wO = # cm'));
      // The vertex on the other diagonal: where the circle of radius s about A meets the y-axis.
      const r = bisect((y) => Math.hypot(p, y), s, 0, s);
      return areaOf(rhombus(p, r));
    },
    'area-to-diagonal': (q) => {
      const [area = 0, p = 0] = grab(q, re('is # cm\\^2 and \\wO = # cm'));
      return bisect((bd) => areaOf(rhombus(p, bd / 2)), area, 0, 10000);
    },
  },
  'plane-areas/kite-area-figure': {
    'parts-of-diagonals': (q) => {
      const [p = 0, r = 0, h = 0] = grab(q, re('\\wO = # cm, O\\w = # cm and O\\w = # cm'));
      return areaOf(kite(p, r, h));
    },
    'sides-and-diagonal': (q) => {
      const [s1 = 0, s2 = 0] = grab(q, re('\\w\\w = # cm, \\w\\w = # cm and'));
      const half = /and O\w = /.test(q)
        ? (grab(q, re('and O\\w = # cm'))[0] ?? 0)
        : (grab(q, re('and \\w\\w = # cm\\. Find'))[0] ?? 0) / 2;
      const p = bisect((x) => Math.hypot(x, half), s1, 0, s1);
      const r = bisect((x) => Math.hypot(x, half), s2, 0, s2);
      return areaOf(kite(p, r, half));
    },
    'area-to-diagonal': (q) => {
      const [area = 0, h = 0] = grab(q, re('is # cm\\^2 and O\\w = # cm'));
      return bisect((ac) => areaOf(kite(ac / 3, (2 * ac) / 3, h)), area, 0, 10000);
    },
  },
  'plane-areas/regular-polygon-apothem-figure': {
    'side-and-apothem': (q) => {
      const n = sidesIn(q);
      const [s = 0, a = 0] = grab(q, re('sides of # cm and apothem .*?\\) # cm'));
      // n triangles O-vertex-vertex, each by Heron's formula from its three sides.
      return n * heron(s, Math.hypot(s / 2, a), Math.hypot(s / 2, a));
    },
    'from-side': (q) => {
      const n = sidesIn(q);
      const [s = 0] = grab(q, re('sides of # cm'));
      return areaOf(regular(n, s / (2 * Math.sin(Math.PI / n))));
    },
    'from-apothem': (q) => {
      const n = sidesIn(q);
      const [a = 0] = grab(q, re('to a side\\) # cm'));
      return areaOf(regular(n, a / Math.cos(Math.PI / n)));
    },
  },
  'plane-areas/regular-polygon-trig': {
    'hexagon-exact': (q) => {
      const [s = 0] = grab(q, re('sides of # cm'));
      return 6 * heron(s, s, s);
    },
    'from-radius': (q) => areaOf(regular(sidesIn(q), grab(q, re('radius # cm'))[0] ?? 0)),
    'tile-perimeter': (q) => {
      const n = sidesIn(q);
      const [perimeter = 0] = grab(q, re('perimeter of # cm'));
      return areaOf(regular(n, perimeter / n / (2 * Math.sin(Math.PI / n))));
    },
  },
  'plane-areas/composite-semicircle-figure': {
    'window-area': (q) => areaOf(window(q)),
    'window-frame': (q) => perimeterOf(window(q)),
    'track-area': (q) => areaOf(track(q)),
    'track-perimeter': (q) => perimeterOf(track(q)),
  },
  'plane-areas/composite-sector-figure': {
    'rectangle-quarter-circle-area': (q) => areaOf(roundedEnd(q)),
    'rectangle-quarter-circle-perimeter': (q) => perimeterOf(roundedEnd(q)),
    'triangle-and-sector-area': (q) => {
      const [a = 0, b = 0, theta = 0] = grab(q, re('= # cm, \\w\\w = # cm and ∠ \\w+ = #°'));
      const c = Math.hypot(a, b);
      const phi = Math.atan2(b, a) / D;
      return areaOf([P(0, 0), P(a, 0), ...arcPoints(P(0, 0), c, phi, phi + theta)]);
    },
  },
  'plane-areas/angle-or-side-from-area': {
    'parallelogram-angle': (q) => {
      const [a = 0, b = 0, area = 0] = grab(q, re('= # cm, \\w\\w = # cm and area # cm'));
      return bisect((t) => areaOf(parallelogram(a, b, t)), area, 0, 90);
    },
    'rhombus-angle': (q) => {
      const [s = 0, area = 0] = grab(q, re('sides of # cm and area # cm'));
      return bisect((t) => areaOf(parallelogram(s, s, t)), area, 0, 90);
    },
    'parallelogram-side': (q) => {
      const [area = 0, a = 0, angle = 0] = grab(
        q,
        re('area # cm\\^2 with \\w\\w = # cm and ∠ \\w+ = #°'),
      );
      return bisect((x) => areaOf(parallelogram(a, x, angle)), area, 0, 10000);
    },
  },
  'plane-areas/area-in-context': {
    'garden-turf-cost': (q) => {
      const [a = 0, b = 0, h = 0, price = 0] = grab(
        q,
        re('are # m and # m long and # m apart\\. Turf costs #'),
      );
      return areaOf(trapezium(a, b, h)) * price;
    },
    'field-seed-bags': (q) => {
      const [b = 0, h = 0, cover = 0] = grab(
        q,
        re('base of # m and a perpendicular height of # m\\. One bag of grass seed covers #'),
      );
      const area = areaOf(slanted(b, h));
      let bags = 0;
      while (bags * cover < area) bags += 1;
      return bags;
    },
    'floor-tiles': (q) => {
      const [L = 0, W = 0, d1 = 0, d2 = 0] = grab(
        q,
        re('rectangle # m by # m\\..*diagonals are # cm and # cm'),
      );
      const floor = areaOf([P(0, 0), P(L * 100, 0), P(L * 100, W * 100), P(0, W * 100)]);
      return floor / areaOf(rhombus(d1 / 2, d2 / 2));
    },
  },
};

function window(q: string): Point[] {
  const [w = 0, h = 0] = grab(q, re('rectangle # m wide and # m tall'));
  return [P(0, 0), P(w, 0), ...arcPoints(P(w / 2, h), w / 2, 0, 180)];
}
function track(q: string): Point[] {
  const [L = 0, d = 0] = grab(q, re('rectangle # m long and # m wide'));
  return [...arcPoints(P(L, d / 2), d / 2, -90, 90), ...arcPoints(P(0, d / 2), d / 2, 90, 270)];
}
function roundedEnd(q: string): Point[] {
  const [w = 0, r = 0] = grab(q, re('\\w\\w = # cm and \\wE = # cm'));
  return [P(0, 0), ...arcPoints(P(w, 0), r, 0, 90), P(0, r)];
}

/** Sampled outlines are exact to about 1e-6 relative. */
const SAMPLED = new Set(['composite-semicircle-figure', 'composite-sector-figure']);

describe('plane-areas: every key computed a second way', () => {
  it('has a solver for every template and frame it draws', () => {
    for (const template of planeAreaTemplates) {
      const frames = new Set(
        Array.from({ length: SEEDS }, (_, s) => template.generate(createRng(`pa${s}`)).frame ?? ''),
      );
      expect(frames.size, template.id).toBeGreaterThanOrEqual(3);
      for (const frame of frames)
        expect(SOLVERS[template.id]?.[frame], `${template.id} ${frame}`).toBeDefined();
    }
  });

  describe.each(planeAreaTemplates.map((t) => [t.id, t] as const))('%s', (id, template) => {
    it('agrees on 50 seeds', () => {
      for (let seed = 0; seed < SEEDS; seed += 1) {
        const item = template.generate(createRng(`recompute${seed}`));
        const solve = SOLVERS[id]?.[item.frame ?? ''];
        if (!solve) throw new Error(`no solver for ${id} ${item.frame}`);
        const sampled = SAMPLED.has(id.split('/')[1] ?? '');
        expectKey(item, solve(plain(item), item), sampled ? 1e-6 : 1e-9);
      }
    });
  });
});

describe('plane-areas: the gates', () => {
  const items = planeAreaTemplates.flatMap((template) =>
    Array.from({ length: SEEDS }, (_, seed) => template.generate(createRng(`gates${seed}`))),
  );

  it('finds nothing on 50 seeds per template (near copies counted apart)', () => {
    const findings = runGates(items)
      .filter((f) => f.gate !== 'near-copies')
      .map((f) => `${f.templateId} ${f.gate}: ${f.detail}`);
    expect(findings).toEqual([]);
  });

  it('makes at least 45 items in 50 that differ in more than their letters', () => {
    for (const template of planeAreaTemplates) {
      const mine = items.filter((item) => item.templateId === template.id);
      expect(new Set(mine.map(letterBlindKey)).size, template.id).toBeGreaterThanOrEqual(45);
    }
  });

  it('has hints and worked steps on every item, and the lesson mix the issue asks for', () => {
    for (const item of items) {
      expect(item.hints?.length ?? 0, item.question).toBeGreaterThanOrEqual(1);
      expect(item.steps?.length ?? 0, item.question).toBeGreaterThanOrEqual(1);
    }
    const share = (p: (item: GeneratedItem) => boolean): number =>
      items.filter(p).length / items.length;
    expect(share((item) => item.multiStep === true)).toBeGreaterThanOrEqual(0.3);
    expect(share((item) => item.context === true)).toBeGreaterThanOrEqual(0.15);
    expect(
      planeAreaTemplates.filter((t) => t.hasFigure).length / planeAreaTemplates.length,
    ).toBeGreaterThanOrEqual(0.4);
    const bs = planeAreaTemplates.map((t) => t.b);
    expect(Math.min(...bs)).toBeLessThanOrEqual(-1.2);
    expect(Math.max(...bs)).toBeGreaterThanOrEqual(1.5);
  });
});
