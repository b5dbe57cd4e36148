/**
 * Cones, pyramids and spheres: every key computed a second way, 50 seeds per template. Round
 * solids are stacks of thin discs (Simpson's rule on the profile, the disc's area from a numerical
 * integration of the unit disc) and their curved surfaces sums of thin bands along a sampled
 * profile; pyramids are 3-D meshes (signed tetrahedra, cross products); unknowns come from
 * bisection on those computations, never from the textbook formula run backwards. Then every
 * gate and the lesson's shape.
 */
import { describe, expect, it } from 'vitest';
import type { GeneratedItem } from '../model/item';
import { createRng } from '../rng';
import { coneSphereTemplates } from './cones-pyramids-spheres.templates';
import { describeLessonShape } from './lesson-shape';
import {
  bisect,
  coneVolume,
  cylinderVolume,
  expectSolidKey,
  meshArea,
  meshVolume,
  numbers,
  profile,
  pyramidMesh,
  revolvedArea,
  revolvedVolume,
  sphereArea,
  sphereVolume,
} from './solids-recompute';

const SEEDS = 50;
type Solver = (n: number[], item: GeneratedItem) => number;

/** A cone's curved surface as a band sum along its slanted side (radius r, height h). */
const coneCurved = (r: number, h: number): number =>
  revolvedArea(profile((y) => r * (1 - y / h), 0, h, 400));
/** The height of a cone with radius r whose slant side is l long, found by bisection. */
const heightFromSlant = (r: number, l: number): number =>
  bisect((h) => Math.hypot(r, h), l, 0, 10 * l);
const disc = (r: number): number => cylinderVolume(r, 1);
const hemisphereVolume = (r: number): number =>
  revolvedVolume((y) => Math.sqrt(Math.max(0, r * r - y * y)), 0, r);
const frustumVolume = (R: number, r: number, h: number): number =>
  revolvedVolume((y) => R + ((r - R) * y) / h, 0, h);

const SOLVERS: Record<string, Record<string, Solver>> = {
  'cones-pyramids-spheres/formula-first-use': {
    'pyramid-volume': ([A = 0, h = 0]) => meshVolume(pyramidMesh(A, 1, h)),
    'sphere-surface': ([r = 0]) => sphereArea(r),
    'hemisphere-curved': ([r = 0]) => sphereArea(r, 0, 90),
    'cone-volume': ([r = 0, h = 0]) => coneVolume(r, h),
  },
  'cones-pyramids-spheres/cone-volume-figure': {
    'funnel-from-diameter': ([d = 0, h = 0]) => coneVolume(d / 2, h),
    'solid-from-radius': ([r = 0, h = 0]) => coneVolume(r, h),
    'height-from-volume': ([r = 0, V = 0]) => bisect((h) => coneVolume(r, h), V, 1e-6, 1000),
  },
  'cones-pyramids-spheres/cone-surface-figure': {
    'curved-from-slant': ([r = 0, l = 0]) => coneCurved(r, heightFromSlant(r, l)),
    'slant-from-curved': ([r = 0, A = 0]) =>
      bisect((l) => coneCurved(r, heightFromSlant(r, l)), A, r + 1e-9, 1000),
    'party-hat': ([r = 0, h = 0]) => coneCurved(r, h),
    'total-from-height': ([r = 0, h = 0]) => coneCurved(r, h) + disc(r),
  },
  'cones-pyramids-spheres/pyramid-figure': {
    'volume-square': ([a = 0, h = 0]) => meshVolume(pyramidMesh(a, a, h)),
    'volume-rectangular': ([a = 0, b = 0, h = 0]) => meshVolume(pyramidMesh(a, b, h)),
    'surface-from-slant': ([s = 0, l = 0]) =>
      meshArea(
        pyramidMesh(
          s,
          s,
          bisect((h) => Math.hypot(h, s / 2), l, 0, 100),
        ),
      ),
    'surface-from-height': ([s = 0, h = 0]) => meshArea(pyramidMesh(s, s, h)),
  },
  'cones-pyramids-spheres/sphere-figure': {
    'volume-exact': ([r = 0]) => sphereVolume(r),
    'surface-exact': ([r = 0]) => sphereArea(r),
    'ball-leather': ([d = 0]) => sphereArea(d / 2),
    'radius-from-surface': ([A = 0]) => bisect((r) => sphereArea(r), A, 0, 100),
  },
  'cones-pyramids-spheres/hemisphere-figure': {
    'solid-total-surface': ([r = 0]) => sphereArea(r, 0, 90) + disc(r),
    'bowl-capacity': ([r = 0]) => hemisphereVolume(r),
    'bowl-paint': ([r = 0]) => 2 * sphereArea(r, 0, 90),
    'radius-from-volume': ([V = 0]) => bisect((r) => hemisphereVolume(r), V, 0, 100),
  },
  'cones-pyramids-spheres/frustum-figure': {
    'cone-minus-cone': ([R = 0, H = 0, h = 0]) => revolvedVolume((y) => R * (1 - y / H), 0, H - h),
    'bucket-capacity': ([R = 0, r = 0, d = 0]) => frustumVolume(r, R, d) / 1000,
    'lampshade-fabric': ([R = 0, r = 0, d = 0]) =>
      revolvedArea(profile((y) => R + ((r - R) * y) / d, 0, d, 400)),
  },
  'cones-pyramids-spheres/dimension-from-volume-or-area': {
    'cone-radius-from-volume': ([h = 0, V = 0]) => bisect((r) => coneVolume(r, h), V, 0, 1000),
    'sphere-radius-from-volume': ([V = 0]) => bisect((r) => sphereVolume(r), V, 0, 100),
    'cone-height-from-curved': ([r = 0, A = 0]) => bisect((h) => coneCurved(r, h), A, 1e-6, 1000),
    'pyramid-height-from-volume': ([s = 0, V = 0]) =>
      bisect((h) => meshVolume(pyramidMesh(s, s, h)), V, 0, 1000),
  },
  'cones-pyramids-spheres/composite-solid-figure': {
    'ice-cream': ([r = 0, h = 0]) => coneVolume(r, h) + hemisphereVolume(r),
    'spinning-top': ([h = 0, r = 0]) => coneVolume(r, h) + hemisphereVolume(r),
    'silo-metal': ([r = 0, h = 0]) =>
      revolvedArea([
        [r, 0],
        [r, h],
      ]) + sphereArea(r, 0, 90),
    'silo-capacity': ([r = 0, h = 0]) => cylinderVolume(r, h) + hemisphereVolume(r),
  },
  'cones-pyramids-spheres/melting-and-recasting': {
    'sphere-into-cones': ([R = 0, r = 0, h = 0]) => sphereVolume(R) / coneVolume(r, h),
    'cones-into-sphere': ([n = 0, r = 0, h = 0]) =>
      bisect((R) => sphereVolume(R), n * coneVolume(r, h), 0, 100),
    // In metres: the wire's length in cm over 100.
    'sphere-into-wire': ([R = 0, rho = 0]) => sphereVolume(R) / disc(rho) / 100,
  },
  'cones-pyramids-spheres/water-level-rise': {
    'ball-into-cylinder': ([R = 0, a = 0]) =>
      bisect((d) => cylinderVolume(R, d), sphereVolume(a), 0, 1000),
    'cone-into-cylinder': ([r = 0, h = 0, R = 0]) =>
      bisect((d) => cylinderVolume(R, d), coneVolume(r, h), 0, 1000),
    'bowl-into-cylinder': ([a = 0, R = 0]) =>
      bisect((d) => cylinderVolume(R, d), hemisphereVolume(a), 0, 1000),
  },
};

const items = new Map<string, GeneratedItem[]>(
  coneSphereTemplates.map((t) => [
    t.id,
    Array.from({ length: SEEDS }, (_, seed) => t.generate(createRng(`cps-recompute${seed}`))),
  ]),
);

describe('cones-pyramids-spheres: every key computed a second way', () => {
  it('has a solver for every template', () => {
    expect(coneSphereTemplates.map((t) => t.id).filter((id) => !SOLVERS[id])).toEqual([]);
  });

  describe.each(coneSphereTemplates.map((t) => [t.id] as const))('%s', (id) => {
    it('agrees on 50 seeds', () => {
      for (const item of items.get(id) ?? []) {
        const solve = SOLVERS[id]?.[item.frame ?? ''];
        if (!solve) throw new Error(`no solver for ${id} ${item.frame}`);
        expectSolidKey(item, solve(numbers(item), item));
      }
    });
  });
});

describeLessonShape('cones-pyramids-spheres', coneSphereTemplates, items);
