/** Small plane-geometry helpers used by templates to place points from real lengths/angles. */
import type { Point } from './figure-model';

export const DEG = Math.PI / 180;

export function pt(x: number, y: number): Point {
  return { x, y };
}

export function polar(center: Point, radius: number, angleDeg: number): Point {
  return {
    x: center.x + radius * Math.cos(angleDeg * DEG),
    y: center.y + radius * Math.sin(angleDeg * DEG),
  };
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(b.x - a.x, b.y - a.y);
}

export function midpoint(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

/** a + t (b - a) */
export function lerp(a: Point, b: Point, t: number): Point {
  return { x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y) };
}

/** Angle at `vertex` between rays to p and q, in degrees (0..180). */
export function angleAt(vertex: Point, p: Point, q: Point): number {
  const a1 = Math.atan2(p.y - vertex.y, p.x - vertex.x);
  const a2 = Math.atan2(q.y - vertex.y, q.x - vertex.x);
  let d = Math.abs(a1 - a2);
  if (d > Math.PI) d = 2 * Math.PI - d;
  return d / DEG;
}

/**
 * Triangle from three sides: A at the origin, B on the positive x-axis (AB = c), C above
 * (BC = a, CA = b). Law of cosines gives C's x: (b² + c² − a²) / (2c).
 */
export function triangleFromSides(a: number, b: number, c: number): [Point, Point, Point] {
  const x = (b * b + c * c - a * a) / (2 * c);
  const y = Math.sqrt(Math.max(0, b * b - x * x));
  return [pt(0, 0), pt(c, 0), pt(x, y)];
}

/** Rotate every point about the origin by `deg` (for variety of orientation). */
export function rotate(p: Point, deg: number, about: Point = pt(0, 0)): Point {
  const c = Math.cos(deg * DEG);
  const s = Math.sin(deg * DEG);
  const dx = p.x - about.x;
  const dy = p.y - about.y;
  return { x: about.x + dx * c - dy * s, y: about.y + dx * s + dy * c };
}
