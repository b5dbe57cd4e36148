/**
 * Shared pieces of the circle-theorem lessons (circle-theorems, tangents-secants): degrees as
 * math, named points, points on a circle, tangent points and a linear term such as (3y + 5)°.
 */
import type { FigureElement, Point } from '../figures/figure-model';
import { polar, pt } from '../figures/geometry';
import { fmt } from './exact';

export const ORIGIN = pt(0, 0);

/** `$40^\circ$` for text; `40°` for labels and stored keys. */
export const degTex = (x: number): string => `$${fmt(x, 2)}^\\circ$`;
export const degKey = (x: number): string => `${fmt(x, 2)}°`;

/** `m∠ABC = 40°` as math. */
export const angleIs = (name: string, x: number | string): string =>
  `$m\\angle ${name} = ${typeof x === 'number' ? `${fmt(x, 2)}^\\circ` : x}$`;

/** Named points, drawn as labelled points. */
export function points(named: [string, Point][]): FigureElement[] {
  return named.map(([label, at]) => ({ kind: 'point', at, label }));
}

/** A point on the circle of centre O and radius r at `angle` degrees. */
export const onCircle = (angle: number, r = 1): Point => polar(ORIGIN, r, angle);

/** `3y + 5`, `2y - 10`, `y` (a linear term in y with whole coefficients). */
export function linear(a: number, b: number, v = 'y'): string {
  const head = a === 1 ? v : `${a}${v}`;
  if (b === 0) return head;
  return `${head} ${b > 0 ? '+' : '-'} ${Math.abs(b)}`;
}

/** `ay = b` with a positive coefficient and no 1 in front of y: `2y = 10`, `y = 7`. */
export function solvedFor(a: number, b: number, v = 'y'): string {
  const [p, q] = a < 0 ? [-a, -b] : [a, b];
  return `${p === 1 ? '' : p}${v} = ${q}`;
}

/** `(3y + 5)°` as a figure label (plain text). */
export const linearLabel = (a: number, b: number): string => `(${linear(a, b)})°`;

/** Where a line from P through Q meets the circle (centre O, radius r) again, beyond Q. */
export function secondIntersection(P: Point, Q: Point, r: number): Point {
  const dx = Q.x - P.x;
  const dy = Q.y - P.y;
  // |P + t d|² = r²: t² |d|² + 2t (P·d) + |P|² - r² = 0; Q is one root (t = 1), the other is c/a.
  const a = dx * dx + dy * dy;
  const c = P.x * P.x + P.y * P.y - r * r;
  const t = c / a;
  return pt(P.x + t * dx, P.y + t * dy);
}
