/**
 * Similar polygons: every key computed a second way. Each solver reads the question as a student
 * does and, instead of the template's proportion, builds the figures with coordinates (scaling
 * points, cutting lines, measuring lengths and shoelace areas), finds unknown scale factors by
 * bisection, or measures the drawn figure; the checker must accept the stored key for the result
 * (the MCQ's option with that value or text). Then every gate and the lesson's shape.
 */
import { describe, expect, it } from 'vitest';
import type { Figure } from '../figures/figure-model';
import type { GeneratedItem } from '../model/item';
import { createRng } from '../rng';
import {
  type P,
  angle,
  bisect,
  dist,
  keyAgrees,
  plainQuestion,
  textKeyAgrees,
} from './circle-recompute-kit';
import { describeLessonShape } from './lesson-shape';
import { CONDITIONS, similarPolygonTemplates } from './similar-polygons.templates';

const SEEDS = 50;
const RAD = Math.PI / 180;

/** The number printed after `NAME =` ("AB = 5" -> 5). */
function given(q: string, name: string): number {
  const match = new RegExp(`(?<![A-Za-z])${name}\\s*=\\s*(\\d+(?:\\.\\d+)?)`).exec(q);
  if (!match) throw new Error(`no ${name} in ${q}`);
  return Number(match[1]);
}
/** Every number matched by the pattern's first group, in order. */
function all(q: string, pattern: RegExp): number[] {
  return [...q.matchAll(pattern)].map((m) => Number(m[1]));
}
function first(q: string, pattern: RegExp): number {
  const match = pattern.exec(q);
  if (!match) throw new Error(`no ${pattern} in ${q}`);
  return Number(match[1]);
}
function ratio(q: string): [number, number] {
  const match = /ratio (\d+) : (\d+)/.exec(q);
  if (!match) throw new Error(`no ratio in ${q}`);
  return [Number(match[1]), Number(match[2])];
}

// ---------------------------------------------------------------- coordinates

const scale = (points: P[], k: number): P[] => points.map((p) => ({ x: p.x * k, y: p.y * k }));
const perimeterOf = (points: P[]): number =>
  points.reduce((s, p, i) => s + dist(p, points[(i + 1) % points.length] as P), 0);
function areaOf(points: P[]): number {
  let twice = 0;
  points.forEach((p, i) => {
    const q = points[(i + 1) % points.length] as P;
    twice += p.x * q.y - q.x * p.y;
  });
  return Math.abs(twice) / 2;
}
/** An isosceles triangle with base `side` and perimeter `perimeter`. */
function triangleWithPerimeter(side: number, perimeter: number): P[] {
  const leg = (perimeter - side) / 2;
  return [
    { x: 0, y: 0 },
    { x: side, y: 0 },
    { x: side / 2, y: Math.sqrt(leg * leg - (side * side) / 4) },
  ];
}
/** A triangle of the given area (base 1). */
const triangleWithArea = (area: number): P[] => [
  { x: 0, y: 0 },
  { x: 1, y: 0 },
  { x: 0.3, y: 2 * area },
];
/** The length scale factor that takes a figure of area a1 to area a2, by bisection. */
const kFromAreas = (a1: number, a2: number): number =>
  bisect((k) => areaOf(scale(triangleWithArea(a1), k)) - a2, 1e-6, 100);
/** Where the line through P in direction d meets the line through Q in direction e. */
function meet(Pp: P, d: P, Q: P, e: P): P {
  const den = d.x * e.y - d.y * e.x;
  const t = ((Q.x - Pp.x) * e.y - (Q.y - Pp.y) * e.x) / den;
  return { x: Pp.x + t * d.x, y: Pp.y + t * d.y };
}
/** Triangle from three sides: A at the origin, B on the x-axis (AB = c), C above (AC = b, BC = a). */
function fromSides(a: number, b: number, c: number): [P, P, P] {
  const x = (b * b + c * c - a * a) / (2 * c);
  return [
    { x: 0, y: 0 },
    { x: c, y: 0 },
    { x, y: Math.sqrt(b * b - x * x) },
  ];
}
const angles = ([A, B, C]: [P, P, P]): number[] => [angle(A, B, C), angle(B, A, C), angle(C, A, B)];

/**
 * The figure's segment labelled `x`, measured: its drawn length times the figure's scale (a
 * labelled side's value over its drawn length). Also returns the point names at its ends.
 */
function measureX(figure: Figure | undefined): { value: number; ends: string } {
  const elements = figure?.elements ?? [];
  let scaleFactor = NaN;
  let x: { from: P; to: P } | undefined;
  for (const e of elements) {
    if (e.kind !== 'segment' && e.kind !== 'dimension') continue;
    if (e.label === 'x') x = e;
    else if (e.label && Number.isNaN(scaleFactor)) {
      const v = Number.parseFloat(e.label);
      if (v > 0) scaleFactor = v / dist(e.from, e.to);
    }
  }
  if (!x) throw new Error('no segment labelled x');
  const nameAt = (p: P): string =>
    elements
      .filter((e) => e.kind === 'point')
      .find((e) => e.kind === 'point' && dist(e.at, p) < 1e-9 && e.label)?.label ?? '?';
  const { from, to } = x;
  return { value: dist(from, to) * scaleFactor, ends: [nameAt(from), nameAt(to)].sort().join('') };
}

type Solver = (q: string, item: GeneratedItem) => number | { text: string };

const SOLVERS: Record<string, Solver> = {
  'similar-polygons/which-condition': (q) => {
    const angleData = all(q, /∠\s*[A-F]\s*=\s*(\d+)/g);
    if (angleData.length === 4) {
      // Both triangles built from their two angles on a unit base: the third angles agree.
      const [A, B, D, E] = angleData as [number, number, number, number];
      const tri = (x: number, y: number): [P, P, P] => {
        const C = meet(
          { x: 0, y: 0 },
          { x: Math.cos(x * RAD), y: Math.sin(x * RAD) },
          { x: 1, y: 0 },
          {
            x: -Math.cos(y * RAD),
            y: Math.sin(y * RAD),
          },
        );
        return [{ x: 0, y: 0 }, { x: 1, y: 0 }, C];
      };
      const [t1, t2] = [angles(tri(A, B)), angles(tri(D, E))];
      return t1.every((v, i) => Math.abs(v - (t2[i] ?? NaN)) < 1e-6)
        ? { text: CONDITIONS.aa }
        : { text: CONDITIONS.none };
    }
    if (angleData.length === 2) {
      // SAS data: build both triangles from two sides and the angle, compare measured angles.
      const build = (s1: number, s2: number, a: number): [P, P, P] => [
        { x: 0, y: 0 },
        { x: s1, y: 0 },
        { x: s2 * Math.cos(a * RAD), y: s2 * Math.sin(a * RAD) },
      ];
      const t1 = angles(build(given(q, 'AB'), given(q, 'AC'), angleData[0] ?? NaN));
      const t2 = angles(build(given(q, 'DE'), given(q, 'DF'), angleData[1] ?? NaN));
      return t1.every((v, i) => Math.abs(v - (t2[i] ?? NaN)) < 1e-6)
        ? { text: CONDITIONS.sas }
        : { text: CONDITIONS.none };
    }
    const t1 = angles(fromSides(given(q, 'BC'), given(q, 'CA'), given(q, 'AB')));
    const t2 = angles(fromSides(given(q, 'EF'), given(q, 'FD'), given(q, 'DE')));
    return t1.every((v, i) => Math.abs(v - (t2[i] ?? NaN)) < 1e-6)
      ? { text: CONDITIONS.sss }
      : { text: CONDITIONS.none };
  },
  'similar-polygons/scale-factor': (q, item) => {
    if (item.frame === 'model-context') {
      const model = first(q, /(\d+(?:\.\d+)?) cm long/);
      const realCm = first(q, /(\d+(?:\.\d+)?) m long/) * 100;
      return bisect((k) => k * realCm - model, 0, 10);
    }
    const [f, g] = all(q, /(\d+) cm/g) as [number, number];
    // The factor that, applied to a square of side f, gives a square of side g.
    const square = (s: number): P[] => [
      { x: 0, y: 0 },
      { x: s, y: 0 },
      { x: s, y: s },
      { x: 0, y: s },
    ];
    const target = item.frame === 'from-perimeters' ? g / 4 : g;
    const base = item.frame === 'from-perimeters' ? f / 4 : f;
    return bisect((k) => perimeterOf(scale(square(base), k)) - 4 * target, 0, 100);
  },
  'similar-polygons/missing-side-figure': (q, item) => {
    const { value, ends } = measureX(item.figure);
    const asked = /x = ([A-Z])([A-Z])/.exec(q);
    expect([asked?.[1], asked?.[2]].sort().join(''), q).toBe(ends);
    return value;
  },
  'similar-polygons/area-ratio': (q, item) => {
    const [p, q2] = ratio(q);
    const fromAreas = item.frame === 'areas-to-sides' || item.frame === 'areas-to-perimeters';
    if (fromAreas) {
      // The whole numbers whose squares are the terms, found by search.
      const root = (v: number): number =>
        Array.from({ length: 20 }, (_, i) => i).find((i) => i * i === v) ?? NaN;
      return { text: `$${root(p)} : ${root(q2)}$` };
    }
    // Squares of sides p and q2 drawn with coordinates, areas by the shoelace formula.
    const a1 = areaOf(scale(triangleWithPerimeter(1, 3), p));
    const a2 = areaOf(scale(triangleWithPerimeter(1, 3), q2));
    const unit = areaOf(triangleWithPerimeter(1, 3));
    return { text: `$${Math.round(a1 / unit)} : ${Math.round(a2 / unit)}$` };
  },
  'similar-polygons/perimeter-from-ratio': (q, item) => {
    if (item.frame === 'perimeters-given') {
      const [p1, p2] = [first(q, /perimeters (\d+) cm/), first(q, /cm and (\d+) cm\./)];
      const side = first(q, /is (\d+) cm long/);
      // A triangle with that side and perimeter, scaled until its perimeter is p2; its side then.
      const tri = triangleWithPerimeter(side, p1);
      const k = bisect((t) => perimeterOf(scale(tri, t)) - p2, 0, 100);
      const big = scale(tri, k);
      return dist(big[0] as P, big[1] as P);
    }
    const small = first(q, /perimeter of the [a-z ]+ is (\d+)/);
    if (item.frame === 'areas-given') {
      const [a1, a2] = ratio(q);
      return perimeterOf(scale(triangleWithPerimeter(small / 3, small), kFromAreas(a1, a2)));
    }
    const [s1, s2] =
      item.frame === 'photo-context'
        ? [first(q, /side (\d+) cm long/), first(q, /becomes (\d+) cm/)]
        : [first(q, /sides (\d+) cm/), first(q, /cm and (\d+) cm/)];
    return perimeterOf(scale(triangleWithPerimeter(s1, small), s2 / s1));
  },
  'similar-polygons/similar-rectangles-figure': (q, item) => {
    const [w, h, W] = [given(q, 'AB'), given(q, 'BC'), given(q, 'EF')];
    const small: P[] = [
      { x: 0, y: 0 },
      { x: w, y: 0 },
      { x: w, y: h },
      { x: 0, y: h },
    ];
    const big = scale(small, W / w);
    if (item.frame === 'find-area') return areaOf(big);
    if (item.frame === 'find-perimeter') return perimeterOf(big);
    return measureX(item.figure).value;
  },
  'similar-polygons/parallel-to-base-figure': (q, item) => {
    // A at the origin, B on the x-axis, BC leaving B at 110°; E where the parallel through D
    // meets AC; all lengths measured.
    const dir = { x: Math.cos(110 * RAD), y: Math.sin(110 * RAD) };
    const build = (ab: number, ad: number, bc: number): { de: number; pts: P[] } => {
      const A = { x: 0, y: 0 };
      const B = { x: ab, y: 0 };
      const C = { x: ab + bc * dir.x, y: bc * dir.y };
      const D = { x: ad, y: 0 };
      const E = meet(D, dir, A, C);
      return { de: dist(D, E), pts: [D, B, C, E] };
    };
    const ad = given(q, 'AD');
    if (item.frame === 'find-de') return build(ad + given(q, 'DB'), ad, given(q, 'BC')).de;
    if (item.frame === 'find-bc') {
      const ab = ad + given(q, 'DB');
      return bisect((bc) => build(ab, ad, bc).de - given(q, 'DE'), 1e-6, 1000);
    }
    if (item.frame === 'find-db') {
      const [de, bc] = [given(q, 'DE'), given(q, 'BC')];
      return bisect((db) => de - build(ad + db, ad, bc).de, 1e-6, 1000);
    }
    // The apex height that gives the stated area, then the shoelace area of DBCE.
    const ab = ad + given(q, 'DB');
    const S = first(q, /area of △ ABC is (\d+)/);
    const A = { x: 0, y: 0 };
    const C = { x: ab * 0.4, y: (2 * S) / ab };
    const D = { x: ad, y: 0 };
    const E = meet(D, { x: C.x - ab, y: C.y }, A, C);
    return areaOf([D, { x: ab, y: 0 }, C, E]);
  },
  'similar-polygons/area-from-ratio': (q, item) => {
    if (item.frame === 'side-from-areas') {
      const [a1, a2] = all(q, /(\d+) cm\^2/g) as [number, number];
      return first(q, /is (\d+) cm long/) * kFromAreas(a1, a2);
    }
    const knownArea = first(q, /(\d+) cm\^2/);
    let k: number;
    if (item.frame === 'logo-context') {
      k = first(q, /becomes (\d+) cm/) / first(q, /side (\d+) cm/);
    } else {
      const [s1, s2] = all(q, /(\d+) cm(?!\^)/g) as [number, number];
      k = /area of the larger triangle is/.test(q) ? s1 / s2 : s2 / s1;
    }
    return areaOf(scale(triangleWithArea(knownArea), k));
  },
  'similar-polygons/shadow-heights-figure': (q, item) => {
    const h = first(q, /(\d+(?:\.\d+)?) m (?:tall|above)/);
    if (item.frame === 'mirror') {
      // Equal angles at the mirror: the ray's slope, by trigonometry.
      const d = first(q, /stands (\d+(?:\.\d+)?) m from/);
      const D = first(q, /(\d+(?:\.\d+)?) m beyond/);
      return D * Math.tan(Math.atan2(h, d));
    }
    const s = first(q, /casts a shadow (\d+(?:\.\d+)?) m/);
    const sun = Math.atan2(h, s);
    if (item.frame === 'shadow-length')
      return first(q, /tree (\d+(?:\.\d+)?) m tall/) / Math.tan(sun);
    return first(q, /tree casts a shadow (\d+(?:\.\d+)?) m/) * Math.tan(sun);
  },
  'similar-polygons/right-triangle-altitude-figure': (q, item) => {
    // B at the origin, C on the x-axis; A above D where angle BAC is right, by bisection.
    const place = (bd: number, dc: number): { A: P; B: P; C: P } => {
      const B = { x: 0, y: 0 };
      const C = { x: bd + dc, y: 0 };
      const y = bisect((t) => angle({ x: bd, y: t }, B, C) - 90, 1e-9, 1e4);
      return { A: { x: bd, y }, B, C };
    };
    if (item.frame === 'leg') {
      const { A, B } = place(given(q, 'BD'), given(q, 'DC'));
      return dist(A, B);
    }
    if (item.frame === 'hypotenuse-part') {
      const [ac, dc] = [given(q, 'AC'), given(q, 'DC')];
      // BD by bisection: the right-angled triangle with that BD has AC as given.
      return bisect(
        (bd) => {
          const { A, C } = place(bd, dc);
          return dist(A, C) - ac;
        },
        1e-6,
        1000,
      );
    }
    const { A } = place(given(q, 'BD'), given(q, 'DC'));
    return A.y;
  },
  'similar-polygons/nested-triangles-figure': (q, item) => {
    // A at the origin, AB on the x-axis; D on AB found by bisection so angle AED = angle ABC.
    const solveD = (ab: number, ac: number, angleA: number, ae: number): { D: P; E: P; C: P } => {
      const A = { x: 0, y: 0 };
      const B = { x: ab, y: 0 };
      const C = { x: ac * Math.cos(angleA * RAD), y: ac * Math.sin(angleA * RAD) };
      const E = { x: (ae / ac) * C.x, y: (ae / ac) * C.y };
      const target = angle(B, A, C);
      const d = bisect((x) => angle(E, A, { x, y: 0 }) - target, 1e-9, 100 * ab);
      return { D: { x: d, y: 0 }, E, C };
    };
    const ae = given(q, 'AE');
    if (item.frame === 'find-de') {
      const ab = given(q, 'AB');
      // Any triangle with these AB and BC: the angle at B is free (here 60°).
      const bc = given(q, 'BC');
      const C = { x: ab - bc * Math.cos(60 * RAD), y: bc * Math.sin(60 * RAD) };
      const ac = Math.hypot(C.x, C.y);
      const angleA = Math.atan2(C.y, C.x) / RAD;
      const { D, E } = solveD(ab, ac, angleA, ae);
      return dist(D, E);
    }
    const ad = given(q, 'AD');
    const ab = ad + given(q, 'DB');
    // AC by bisection: the D that makes angle AED = angle ABC lies at AD from A.
    const ac = bisect((c) => solveD(ab, c, 55, ae).D.x - ad, ae + 1e-6, 1000);
    return item.frame === 'find-ec' ? ac - ae : ac;
  },
  'similar-polygons/scale-multi-step': (q, item) => {
    if (item.frame === 'plan-area') {
      const s = first(q, /1 : (\d+)/);
      const plan = first(q, /covers (\d+) cm/);
      const room = scale(
        [
          { x: 0, y: 0 },
          { x: plan / 4, y: 0 },
          { x: plan / 4, y: 4 },
          { x: 0, y: 4 },
        ],
        s / 100,
      );
      return areaOf(room);
    }
    if (item.frame === 'areas-to-perimeter') {
      const [a1, a2] = all(q, /(\d+) cm\^2/g) as [number, number];
      const p1 = first(q, /perimeter of the smaller triangle is (\d+)/);
      return perimeterOf(scale(triangleWithPerimeter(p1 / 3, p1), kFromAreas(a1, a2)));
    }
    const [a, b] = [first(q, /sides (\d+) m/), first(q, /sides \d+ m, (\d+) m/)];
    const P = first(q, /perimeter of (\d+(?:\.\d+)?) m/);
    const banner: P[] = [
      { x: 0, y: 0 },
      { x: a, y: 0 },
      { x: 0, y: b },
    ];
    const k = bisect((t) => perimeterOf(scale(banner, t)) - P, 0, 100);
    return areaOf(scale(banner, k));
  },
};

const items = new Map<string, GeneratedItem[]>(
  similarPolygonTemplates.map((t) => [
    t.id,
    Array.from({ length: SEEDS }, (_, seed) => t.generate(createRng(`sp-recompute${seed}`))),
  ]),
);

describe('similar-polygons: every key computed a second way', () => {
  it('has a solver for every template', () => {
    expect(similarPolygonTemplates.map((t) => t.id).filter((id) => !SOLVERS[id])).toEqual([]);
  });

  describe.each(similarPolygonTemplates.map((t) => [t.id] as const))('%s', (id) => {
    it('agrees on 50 seeds', () => {
      const solve = SOLVERS[id];
      if (!solve) throw new Error(`no solver for ${id}`);
      for (const item of items.get(id) ?? []) {
        const solution = solve(plainQuestion(item), item);
        if (typeof solution === 'number') {
          const verdict = keyAgrees(item, solution);
          expect(verdict.ok, `${item.question} -> ${item.answer}: ${verdict.why}`).toBe(true);
        } else {
          expect(textKeyAgrees(item, solution.text), `${item.question} -> ${item.answer}`).toBe(
            true,
          );
        }
      }
    });
  });
});

describeLessonShape('similar-polygons', similarPolygonTemplates, items);
