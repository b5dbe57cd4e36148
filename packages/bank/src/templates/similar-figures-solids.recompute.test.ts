/**
 * Similar figures and solids: every key computed a second way, 50 seeds per template, without
 * the rules "areas × k², volumes × k³". Shapes are drawn as coordinates and enlarged point by
 * point: areas come from the shoelace formula, volumes and surfaces from 3-D meshes (signed
 * tetrahedra, cross products) and from stacked discs, scale factors from bisection on those
 * measurements or from angles that similarity keeps, and ratios from a search over whole numbers.
 * Then every gate and the lesson's shape.
 */
import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../checker/check-answer';
import type { Point } from '../figures/figure-model';
import type { GeneratedItem } from '../model/item';
import { createRng } from '../rng';
import { describeLessonShape } from './lesson-shape';
import { areaOf, perimeterOf } from './mensuration-recompute';
import { similarSolidTemplates } from './similar-figures-solids.templates';
import {
  bisect,
  coneVolume,
  expectSolidKey,
  meshArea,
  meshVolume,
  numbers,
  pyramidMesh,
  revolvedVolume,
} from './solids-recompute';

const SEEDS = 50;
type Solution = number | { text: string };
type Solver = (n: number[], item: GeneratedItem) => Solution;

/** An irregular pentagon, and the same enlarged by s about the origin. */
const SHAPE: Point[] = [
  { x: 0, y: 0 },
  { x: 5, y: 0.5 },
  { x: 6, y: 3 },
  { x: 2.5, y: 5 },
  { x: -1, y: 2.5 },
];
const enlarged = (points: readonly Point[], s: number): Point[] =>
  points.map((p) => ({ x: p.x * s, y: p.y * s }));
/** The shape enlarged until its area is `area` (bisection on the shoelace area). */
const shapeWithArea = (area: number): Point[] =>
  enlarged(
    SHAPE,
    bisect((s) => areaOf(enlarged(SHAPE, s)), area, 0, 1000),
  );

/** A solid (a pyramid on a 3 × 2 base, 4 high) enlarged by s: its mesh. */
const solid = (s: number): ReturnType<typeof pyramidMesh> => pyramidMesh(3 * s, 2 * s, 4 * s);
const solidScaleForVolume = (v: number): number => bisect((s) => meshVolume(solid(s)), v, 0, 1000);
const solidScaleForArea = (a: number): number => bisect((s) => meshArea(solid(s)), a, 0, 1000);

/** The length scale factor between two similar solids with volumes v1 and v2 (by measuring). */
const kFromVolumes = (v1: number, v2: number): number =>
  solidScaleForVolume(v2) / solidScaleForVolume(v1);
const kFromAreas = (a1: number, a2: number): number => {
  const small = shapeWithArea(a1);
  return bisect((k) => areaOf(enlarged(small, k)), a2, 0, 1000);
};
/** The volume of a solid similar to one of volume v1, enlarged by k, measured on the mesh. */
const volumeScaled = (v1: number, k: number): number =>
  meshVolume(solid(solidScaleForVolume(v1) * k));
const areaScaled = (s1: number, k: number): number => meshArea(solid(solidScaleForArea(s1) * k));

/** The rectangle's height matching width w2 when it is similar to w1 × h1: the diagonal's angle. */
const matchingHeight = (w1: number, h1: number, w2: number): number =>
  bisect((x) => Math.atan2(x, w2), Math.atan2(h1, w1), 0, 1000);

/** a : b in lowest terms for a ratio near r (a search over whole numbers up to 20 000). */
function ratioOf(r: number): { text: string } {
  for (let b = 1; b <= 20000; b += 1) {
    const a = Math.round(r * b);
    if (a > 0 && Math.abs(a / b - r) < 1e-7 * Math.max(1, r)) return { text: `$${a} : ${b}$` };
  }
  throw new Error(`no ratio near ${r}`);
}

const SOLVERS: Record<string, Record<string, Solver>> = {
  'similar-figures-solids/length-area-volume-ratios': {
    'area-ratio': ([a = 0, b = 0]) =>
      ratioOf(areaOf(enlarged(SHAPE, a)) / areaOf(enlarged(SHAPE, b))),
    'volume-ratio': ([a = 0, b = 0]) => ratioOf(meshVolume(solid(a)) / meshVolume(solid(b))),
    'length-from-area-ratio': ([a = 0, b = 0]) => ratioOf(1 / kFromAreas(a, b)),
    'length-from-volume-ratio': ([a = 0, b = 0]) => ratioOf(1 / kFromVolumes(a, b)),
  },
  'similar-figures-solids/scale-factor-lengths-figure': {
    'missing-side': ([w1 = 0, h1 = 0, w2 = 0]) => matchingHeight(w1, h1, w2),
    'scale-factor': ([w1 = 0, h1 = 0, w2 = 0, h2 = 0]) => Math.hypot(w2, h2) / Math.hypot(w1, h1),
    perimeter: ([w1 = 0, h1 = 0, w2 = 0]) => {
      const h2 = matchingHeight(w1, h1, w2);
      return perimeterOf([
        { x: 0, y: 0 },
        { x: w2, y: 0 },
        { x: w2, y: h2 },
        { x: 0, y: h2 },
      ]);
    },
  },
  'similar-figures-solids/area-from-lengths-figure': {
    'larger-area': ([s1 = 0, s2 = 0, A = 0]) => areaOf(enlarged(shapeWithArea(A), s2 / s1)),
    'smaller-area': ([s1 = 0, s2 = 0, A = 0]) => areaOf(enlarged(shapeWithArea(A), s1 / s2)),
    'area-from-k': ([A = 0, kp = 0, kq = 1]) => areaOf(enlarged(shapeWithArea(A), kp / kq)),
  },
  'similar-figures-solids/maps-plans-models': {
    'map-distance': ([, n = 0, d = 0]) => {
      const real = enlarged(
        [
          { x: 0, y: 0 },
          { x: d * 0.6, y: d * 0.8 },
        ],
        n,
      );
      return Math.hypot(real[1]!.x - real[0]!.x, real[1]!.y - real[0]!.y) / 100 / 1000;
    },
    'plan-area': ([, n = 0, a = 0]) => areaOf(enlarged(shapeWithArea(a), n)) / 100 / 100,
    'model-volume': ([, n = 0, v = 0]) => volumeScaled(v, n) / 100 ** 3,
  },
  'similar-figures-solids/volume-from-lengths-figure': {
    'larger-volume': ([h1 = 0, h2 = 0, v = 0]) => volumeScaled(v, h2 / h1),
    'smaller-volume': ([h1 = 0, h2 = 0, v = 0]) => volumeScaled(v, h1 / h2),
    'surface-from-heights': ([h1 = 0, h2 = 0, s = 0]) => areaScaled(s, h2 / h1),
  },
  'similar-figures-solids/two-similar-cones-figure': {
    // The cone's half-angle at the apex is kept by similarity: the larger cone's slant height
    // is the one giving that angle with its radius.
    'missing-slant': ([r1 = 0, l1 = 0, r2 = 0]) =>
      bisect((l) => Math.asin(r2 / l), Math.asin(r1 / l1), r2 + 1e-9, 1000),
    'curved-area': ([r1 = 0, r2 = 0, s = 0]) => areaScaled(s, r2 / r1),
    'volume-from-radii': ([r1 = 0, r2 = 0, v = 0]) => volumeScaled(v, r2 / r1),
  },
  'similar-figures-solids/length-from-areas': {
    'ratio-from-areas': ([a1 = 0, a2 = 0]) => kFromAreas(a1, a2),
    'side-from-areas': ([a1 = 0, a2 = 0, s = 0]) => s * kFromAreas(a1, a2),
    'perimeter-from-areas': ([a1 = 0, a2 = 0, p = 0]) => {
      const small = shapeWithArea(a1);
      const large = enlarged(small, kFromAreas(a1, a2));
      return (p * perimeterOf(large)) / perimeterOf(small);
    },
  },
  'similar-figures-solids/length-from-volumes': {
    'ratio-from-volumes': ([v1 = 0, v2 = 0]) => kFromVolumes(v1, v2),
    'height-from-volumes': ([v1 = 0, v2 = 0, h = 0]) => h * kFromVolumes(v1, v2),
    'radius-from-capacities': ([v2 = 0, v1 = 0, r = 0]) => r * kFromVolumes(v2, v1),
  },
  'similar-figures-solids/mass-paint-capacity': {
    'statue-mass': ([h1 = 0, m = 0, h2 = 0]) => volumeScaled(m, h2 / h1),
    'bottle-capacity': ([h1 = 0, h2 = 0, c = 0]) => volumeScaled(c, h2 / h1),
    'paint-for-larger': ([h1 = 0, h2 = 0, p = 0]) => areaScaled(p, h2 / h1),
  },
  'similar-figures-solids/similar-cones-frustum-figure': {
    'small-cone-fraction': ([H = 0, h = 0]) => {
      // The whole cone (radius 1, height H) point up: the part above the cut.
      const whole = coneVolume(1, H);
      return revolvedVolume((y) => 1 - y / H, H - h, H) / whole;
    },
    'frustum-volume': ([H = 0, V = 0, h = 0]) =>
      (V * revolvedVolume((y) => 1 - y / H, 0, H - h)) / coneVolume(1, H),
    'water-in-cone': ([H = 0, V = 0, h = 0]) =>
      (V * revolvedVolume((y) => y / H, 0, h)) / coneVolume(1, H),
  },
  'similar-figures-solids/volume-area-chain': {
    'area-fraction-from-volumes': ([v1 = 0, v2 = 0]) =>
      meshArea(solid(solidScaleForVolume(v1))) / meshArea(solid(solidScaleForVolume(v2))),
    'area-from-volumes': ([v1 = 0, v2 = 0, s = 0]) => areaScaled(s, kFromVolumes(v1, v2)),
    'volume-from-areas': ([a1 = 0, a2 = 0, v = 0]) => volumeScaled(v, kFromAreas(a1, a2)),
  },
};

/** A text key: the option with that text is the key and marked correct. */
function expectTextKey(item: GeneratedItem, text: string): void {
  expect(item.answer, item.question).toBe(text);
  const index = (item.options ?? []).indexOf(text);
  expect(checkAnswer({ ...item, mode: 'index' }, String(index)).correct, item.question).toBe(true);
}

const items = new Map<string, GeneratedItem[]>(
  similarSolidTemplates.map((t) => [
    t.id,
    Array.from({ length: SEEDS }, (_, seed) => t.generate(createRng(`sfs-recompute${seed}`))),
  ]),
);

describe('similar-figures-solids: every key computed a second way', () => {
  it('has a solver for every template', () => {
    expect(similarSolidTemplates.map((t) => t.id).filter((id) => !SOLVERS[id])).toEqual([]);
  });

  describe.each(similarSolidTemplates.map((t) => [t.id] as const))('%s', (id) => {
    it('agrees on 50 seeds', () => {
      for (const item of items.get(id) ?? []) {
        const solve = SOLVERS[id]?.[item.frame ?? ''];
        if (!solve) throw new Error(`no solver for ${id} ${item.frame}`);
        const solution = solve(numbers(item), item);
        if (typeof solution === 'number') expectSolidKey(item, solution);
        else expectTextKey(item, solution.text);
      }
    });
  });
});

describeLessonShape('similar-figures-solids', similarSolidTemplates, items);
