/**
 * Sectors and segments: every key computed a second way, 50 seeds per template. The question is
 * read as a student reads it; areas come from the shoelace formula on densely sampled outlines
 * (a sector, a segment as the polygon of its arc, a region cut from a circle by a line), lengths
 * from polylines, and unknowns (an angle, a radius) by bisection on those measurements, so none
 * of the lesson's formulas (½r²θ, rθ, θ/360 × πr², 2r sin ½θ) is reused. The checker must accept
 * the stored key for the value found. Then every gate and the lesson's shape.
 */
import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../checker/check-answer';
import { parseMathValue } from '../checker/parse-math';
import type { Point } from '../figures/figure-model';
import type { GeneratedItem } from '../model/item';
import { toPlain } from '../quality/plain-text';
import { createRng } from '../rng';
import { circleCircle } from './circle-recompute-kit';
import { describeLessonShape } from './lesson-shape';
import { areaOf, expectKey, grab, perimeterOf, plain } from './mensuration-recompute';
import { sectorSegmentTemplates } from './sector-segment.templates';

const SEEDS = 50;
const FINE = 50_000;
const COARSE = 12_000;
const O: Point = { x: 0, y: 0 };

/** Points along an arc of centre c (degrees, anticlockwise from `from` to `to`). */
function arc(c: Point, r: number, from: number, to: number, steps = FINE): Point[] {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const t = ((from + ((to - from) * i) / steps) * Math.PI) / 180;
    return { x: c.x + r * Math.cos(t), y: c.y + r * Math.sin(t) };
  });
}

/**
 * x with f(x) = target for f increasing or decreasing on [lo, hi]: the secant rule kept inside
 * a shrinking bracket (Illinois), so a sampled measurement needs a dozen evaluations, not 200.
 */
function bisect(f: (x: number) => number, target: number, lo: number, hi: number): number {
  let a = lo;
  let b = hi;
  let fa = f(a) - target;
  let fb = f(b) - target;
  if (Math.sign(fa) === Math.sign(fb)) throw new Error(`no root in [${lo}, ${hi}]`);
  let side = 0;
  for (let i = 0; i < 100; i += 1) {
    const c = (a * fb - b * fa) / (fb - fa);
    const fc = f(c) - target;
    if (Math.abs(fc) <= 1e-13 * Math.max(1, Math.abs(target)) || Math.abs(b - a) < 1e-12) return c;
    if (Math.sign(fc) === Math.sign(fb)) {
      b = c;
      fb = fc;
      if (side === -1) fa /= 2;
      side = -1;
    } else {
      a = c;
      fa = fc;
      if (side === 1) fb /= 2;
      side = 1;
    }
  }
  return (a + b) / 2;
}

/** Length of an open polyline. */
function lengthOf(points: readonly Point[]): number {
  let sum = 0;
  for (let i = 1; i < points.length; i += 1) {
    const p = points[i - 1] as Point;
    const q = points[i] as Point;
    sum += Math.hypot(q.x - p.x, q.y - p.y);
  }
  return sum;
}

const sectorArea = (r: number, deg: number, steps = FINE): number =>
  areaOf([O, ...arc(O, r, 0, deg, steps)]);
const arcLength = (r: number, deg: number, steps = FINE): number =>
  lengthOf(arc(O, r, 0, deg, steps));
/** The segment cut off by the chord: the polygon of its arc alone (closing edge = the chord). */
const segmentArea = (r: number, deg: number): number => areaOf(arc(O, r, 0, deg));
const toDeg = (rad: number): number => (rad * 180) / Math.PI;

/** The part of a polygon on the side of the line y = y0 that `keep` accepts (one clipping pass). */
function clipY(points: readonly Point[], y0: number, below: boolean): Point[] {
  const inside = (p: Point): boolean => (below ? p.y <= y0 : p.y >= y0);
  const out: Point[] = [];
  points.forEach((p, i) => {
    const q = points[(i + 1) % points.length] as Point;
    if (inside(p)) out.push(p);
    if (inside(p) !== inside(q)) {
      const t = (y0 - p.y) / (q.y - p.y);
      out.push({ x: p.x + t * (q.x - p.x), y: y0 });
    }
  });
  return out;
}

/** The first number after `pattern` (a capture group) in the plain question. */
const n = (q: string, pattern: RegExp): number => grab(q, pattern)[0] ?? NaN;
/** The value of the math after `pattern`, e.g. an area written as (27π)/(2). */
function valueAfter(q: string, pattern: RegExp): number {
  const match = pattern.exec(q);
  const read = match?.[1] ? parseMathValue(match[1]) : null;
  if (!read) throw new Error(`no ${pattern} in ${q}`);
  return read.value;
}
/** 1/n in "is (1)/(6) of". */
const part = (q: string): number => n(q, /\(1\)\/\((\d+)\)/);

/** The value as a multiple of π, typed the way a student would: "70π/3". */
function asPi(value: number): string {
  const ratio = value / Math.PI;
  for (let d = 1; d <= 720; d += 1) {
    const p = Math.round(ratio * d);
    // Relative: the sampled outline is good to about 1e-9 of the value.
    if (Math.abs(p / d - ratio) < 2e-8 * Math.max(1, ratio))
      return d === 1 ? `${p}π` : `${p}π/${d}`;
  }
  throw new Error(`${value} is not a simple multiple of π`);
}

/** The key agrees with the value found: exact keys typed as a multiple of π, others by value. */
function agree(item: GeneratedItem, value: number): void {
  if (item.type === 'MCQ' && /frac|π|\\pi/.test(item.answer)) {
    // Fractions and multiples of π: the one option of that value, marked by the checker.
    const matching = (item.options ?? [])
      .map((option, index) => ({
        index,
        v: parseMathValue(toPlain(option).replace(/\s*[a-z]+(\^\d)?\s*$/i, ''))?.value,
      }))
      .filter(
        ({ v }) => v !== undefined && Math.abs(v - value) <= 1e-6 * Math.max(1, Math.abs(value)),
      );
    expect(matching.length, item.question).toBe(1);
    const marked = checkAnswer({ ...item, mode: 'index' }, String(matching[0]?.index));
    expect(marked.correct, item.question).toBe(true);
    return;
  }
  if (item.type === 'short_answer' && item.exact) {
    const stored = parseMathValue(item.answer)?.value ?? NaN;
    expect(Math.abs(stored - value), item.question).toBeLessThan(1e-6 * Math.max(1, value));
    const typed = `${asPi(value)} ${item.unit ?? ''}`.trim();
    const marked = checkAnswer({ ...item, mode: 'text' }, typed);
    expect(marked.correct, `${item.question}: typed ${typed}: ${marked.reason}`).toBe(true);
    return;
  }
  expectKey(item, value, 1e-7);
}

type Solver = (q: string, item: GeneratedItem) => number;

const SOLVERS: Record<string, Solver> = {
  'sector-segment/sector-area-degrees': (q, item) => {
    if (item.frame === 'pizza-slice') {
      // The whole pizza measured as a 360° outline, shared equally.
      const r = n(q, /diameter (\d+) cm/) / 2;
      return sectorArea(r, 360) / n(q, /into (\d+) equal/);
    }
    return sectorArea(n(q, /radius (\d+) cm/), n(q, /angle (\d+)°/));
  },
  'sector-segment/sector-area-radians-figure': (q, item) => {
    const r = n(q, /OA = (\d+) cm/);
    const deg = toDeg(n(q, /AOB = ([\d.]+) rad/));
    return item.frame === 'arc-length' ? arcLength(r, deg) : sectorArea(r, deg);
  },
  'sector-segment/segment-area-figure': (q, item) => {
    const r = n(q, /radius (\d+) cm/);
    const deg =
      item.frame === 'minor-radians' ? toDeg(n(q, /AOB = ([\d.]+) rad/)) : n(q, /AOB = (\d+)°/);
    // The major segment: the polygon of the long arc, closed by the same chord.
    return item.frame === 'major-segment' ? segmentArea(r, 360 - deg) : segmentArea(r, deg);
  },
  'sector-segment/sector-perimeter-radians': (q, item) => {
    const perimeter = (r: number, deg: number, steps = FINE): number =>
      perimeterOf([O, ...arc(O, r, 0, deg, steps)]);
    if (item.frame === 'degrees') return perimeter(n(q, /radius (\d+) cm/), n(q, /angle (\d+)°/));
    const deg = toDeg(n(q, /angle ([\d.]+) rad/));
    if (item.frame === 'radians') return perimeter(n(q, /radius (\d+) cm/), deg);
    const p = n(q, /perimeter ([\d.]+) cm/);
    return bisect((r) => perimeter(r, deg, COARSE), p, 0.1, 100);
  },
  'sector-segment/angle-from-area': (q, item) => {
    const r = n(q, /radius (\d+) cm/);
    if (item.frame === 'area-radians') {
      const a = n(q, /area ([\d.]+) cm/);
      return (bisect((deg) => sectorArea(r, deg, COARSE), a, 1, 359) * Math.PI) / 180;
    }
    if (item.frame === 'arc-degrees') {
      const s = valueAfter(q, /length (.+?) cm/);
      return bisect((deg) => arcLength(r, deg, COARSE), s, 1, 359);
    }
    const a = valueAfter(q, /area (.+?) cm\^2/);
    return bisect((deg) => sectorArea(r, deg, COARSE), a, 1, 359);
  },
  'sector-segment/radius-from-area-figure': (q, item) => {
    if (item.frame === 'arc-radians') {
      const deg = toDeg(n(q, /AOB = ([\d.]+) rad/));
      return bisect((r) => arcLength(r, deg, COARSE), n(q, /is ([\d.]+) cm long/), 0.1, 100);
    }
    if (item.frame === 'area-degrees') {
      const a = valueAfter(q, /area (.+?) cm\^2/);
      return bisect((r) => sectorArea(r, n(q, /AOB = (\d+)°/), COARSE), a, 0.1, 100);
    }
    const deg = toDeg(n(q, /AOB = ([\d.]+) rad/));
    return bisect((r) => sectorArea(r, deg, COARSE), n(q, /area ([\d.]+) cm/), 0.1, 100);
  },
  'sector-segment/region-between-arcs-figure': (q, item) => {
    if (item.frame === 'track-bend') {
      const r1 = n(q, /radius (\d+) m/);
      const r2 = r1 + n(q, /has (\d+) lanes/) * n(q, /each ([\d.]+) m wide/);
      return arcLength(r2, 180) - arcLength(r1, 180);
    }
    const r1 = n(q, /OA = (\d+) cm/);
    const r2 = n(q, /OC = (\d+) cm/);
    const deg = n(q, /(?:COD = |through )(\d+)°/);
    // The region's outline: out along the outer arc, back along the inner one.
    const outline = [...arc(O, r2, 0, deg), ...arc(O, r1, deg, 0)];
    return item.frame === 'perimeter' ? perimeterOf(outline) : areaOf(outline);
  },
  'sector-segment/fraction-of-circle-figure': (q, item) => {
    if (item.frame === 'arc-fraction') {
      return perimeterOf(arc(O, n(q, /radius (\d+) cm/), 0, 360).slice(1)) / part(q);
    }
    if (item.frame === 'angle-from-fraction') {
      const whole = sectorArea(1, 360, COARSE);
      return bisect((deg) => sectorArea(1, deg, COARSE) / whole, 1 / part(q), 1, 359);
    }
    return sectorArea(1, n(q, /AOB = (\d+)°/)) / sectorArea(1, 360);
  },
  'sector-segment/arc-length-degrees-figure': (q, item) => {
    if (item.frame === 'clock-hand') {
      // The tip's path: the full circle's outline times the share of an hour.
      const circumference = perimeterOf(arc(O, n(q, /is (\d+) cm long/), 0, 360).slice(1));
      return (circumference * n(q, /in (\d+) minutes/)) / 60;
    }
    return arcLength(n(q, /OA = (\d+) cm/), n(q, /AOB = (\d+)°/));
  },
  'sector-segment/segment-perimeter-figure': (q, item) => {
    const r = n(q, /radius ([\d.]+) c?m/);
    const deg = item.frame === 'radians' ? toDeg(n(q, /AOB = ([\d.]+) rad/)) : n(q, /AOB = (\d+)°/);
    // The closed outline of the arc's polygon is the arc plus the chord.
    return perimeterOf(arc(O, r, 0, deg));
  },
  'sector-segment/composite-shaded-figure': (q, item) => {
    if (item.frame === 'leaf-in-square') {
      const a = n(q, /side (\d+) cm/);
      // Points of the square inside both quarter circles, counted on a fine grid (midpoints).
      const cells = 1500;
      const h = a / cells;
      let count = 0;
      for (let i = 0; i < cells; i += 1) {
        const x = (i + 0.5) * h;
        for (let j = 0; j < cells; j += 1) {
          const y = (j + 0.5) * h;
          if (x * x + y * y <= a * a && (x - a) ** 2 + (y - a) ** 2 <= a * a) count += 1;
        }
      }
      // A grid count is only good to about a cell along the boundary: compare it loosely, then
      // hand the rounded key the exact outline's area (two sampled arcs) for the checker.
      const grid = count * h * h;
      const outline = areaOf([...arc(O, a, 0, 90), ...arc({ x: a, y: a }, a, 180, 270)]);
      expect(Math.abs(grid - outline), q).toBeLessThan(0.01 * a * a);
      return outline;
    }
    if (item.frame === 'semicircle-minus-triangle') {
      const ab = n(q, /AB = (\d+) cm/);
      const ac = n(q, /AC = (\d+) cm/);
      const A = { x: -ab / 2, y: 0 };
      const B = { x: ab / 2, y: 0 };
      // C where the circle about A of radius AC meets the semicircle.
      const [C] = circleCircle(O, ab / 2, A, ac);
      return areaOf(arc(O, ab / 2, 0, 180)) - areaOf([A, B, C]);
    }
    const r = n(q, /OA = (\d+) cm/);
    const c = n(q, /OC = (\d+) cm/);
    const deg = n(q, /AOB = (\d+)°/);
    const C = { x: c * Math.cos((deg * Math.PI) / 180), y: c * Math.sin((deg * Math.PI) / 180) };
    return areaOf([C, ...arc(O, r, deg, 0)]);
  },
  'sector-segment/segment-from-chord-context': (q, item) => {
    const r = n(q, /radius (\d+) c?m/);
    const circle = arc(O, r, 0, 360).slice(1);
    if (item.frame === 'pipe-water') {
      // The water: the pipe's outline clipped below the surface, depth measured from the bottom.
      return areaOf(clipY(circle, -r + n(q, /is (\d+) cm deep/), true));
    }
    const w = n(q, /(\d+) m (?:wide|apart)/);
    // The floor (or the span) is where the circle is w wide: found by bisection on the height.
    const widthAt = (y: number): number => 2 * Math.sqrt(Math.max(0, r * r - y * y));
    const y0 = bisect(widthAt, w, -r, 0);
    if (item.frame === 'tunnel') return areaOf(clipY(circle, y0, false));
    // The arch: the circle's points below the span's line, measured as a polyline.
    const below = circle.filter((p) => p.y <= y0);
    const lower = [...below].sort((p, s) => p.x - s.x);
    return lengthOf([{ x: -w / 2, y: y0 }, ...lower, { x: w / 2, y: y0 }]);
  },
};

const items = new Map<string, GeneratedItem[]>(
  sectorSegmentTemplates.map((t) => [
    t.id,
    Array.from({ length: SEEDS }, (_, seed) => t.generate(createRng(`ss-recompute${seed}`))),
  ]),
);

describe('sector-segment: every key computed a second way', () => {
  it('has a solver for every template', () => {
    expect(sectorSegmentTemplates.map((t) => t.id).filter((id) => !SOLVERS[id])).toEqual([]);
  });

  describe.each(sectorSegmentTemplates.map((t) => [t.id] as const))('%s', (id) => {
    it('agrees on 50 seeds', () => {
      const solve = SOLVERS[id];
      if (!solve) throw new Error(`no solver for ${id}`);
      for (const item of items.get(id) ?? []) agree(item, solve(plain(item), item));
    });
  });
});

describeLessonShape('sector-segment', sectorSegmentTemplates, items);
