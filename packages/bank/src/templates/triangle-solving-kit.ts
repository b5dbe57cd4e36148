/** Shared helpers for the oblique-triangle lessons (sine rule, cosine rule, area). */
import type { Figure } from '../figures/figure-model';
import type { Rng } from '../rng';
import type { Exact } from './exact';
import { surd } from './exact';
import { triangleFigure } from './figure-kit';
import { baseTriangle } from './triangle-proportionality.templates';

export const DEG = Math.PI / 180;
export const sinD = (x: number): number => Math.sin(x * DEG);
export const cosD = (x: number): number => Math.cos(x * DEG);

/** sin of a special angle as (k√r)/2. */
export const SIN_HALF: Record<number, [number, number]> = {
  30: [1, 1],
  45: [1, 2],
  60: [1, 3],
  90: [2, 1],
  120: [1, 3],
  135: [1, 2],
  150: [1, 1],
};

/** a · sin B / sin A exactly, for special angles: a·kB√rB / (kA√rA) = a·kB√(rA·rB) / (kA·rA). */
export function sineRuleExact(a: number, angleA: number, angleB: number): Exact {
  const [kA, rA] = SIN_HALF[angleA] ?? [1, 1];
  const [kB, rB] = SIN_HALF[angleB] ?? [1, 1];
  return surd(a * kB, rA * rB, kA * rA);
}

/** Triangle ABC from its three sides (BC = a, CA = b, AB = c) with vertex names and labels. */
export function obliqueFigure(
  rng: Rng,
  names: [string, string, string],
  a: number,
  b: number,
  c: number,
  labels: { sides?: Record<string, string>; angles?: Record<string, string> },
  caption: string,
): Figure {
  const points = baseTriangle(a, b, c);
  const mirrored = rng.chance(0.5)
    ? (points.map((p) => ({ x: -p.x, y: p.y })) as typeof points)
    : points;
  return triangleFigure({
    names,
    points: mirrored,
    ...(labels.sides ? { sides: labels.sides } : {}),
    ...(labels.angles ? { angles: labels.angles } : {}),
    caption,
  });
}
