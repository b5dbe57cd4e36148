/**
 * Helpers for the transformations lesson: the transformations of the plane a student meets
 * (reflections in the axes, in y = ±x and in x = k or y = k; rotations by quarter and half turns
 * about a point; translations by a column vector; enlargements about a point, with a whole,
 * fractional or negative scale factor), each with the words a teacher uses for it and the
 * coordinate rule that moves a point.
 */
import type { Point } from '../figures/figure-model';
import { col, pair } from './coordinate-geometry-kit';
import { frac } from './exact';

export type Transform =
  | { kind: 'reflect-x' }
  | { kind: 'reflect-y' }
  | { kind: 'reflect-yx' }
  | { kind: 'reflect-ynx' }
  | { kind: 'reflect-vertical'; k: number }
  | { kind: 'reflect-horizontal'; k: number }
  /** Anticlockwise turn by `deg`; `clockwise` words a 270° turn as 90° clockwise. */
  | { kind: 'rotate'; deg: 90 | 180 | 270; centre: Point; clockwise?: boolean }
  | { kind: 'translate'; dx: number; dy: number }
  /** Scale factor num/den (den > 0) about the centre. */
  | { kind: 'enlarge'; num: number; den: number; centre: Point };

const ORIGIN: Point = { x: 0, y: 0 };

/** "the origin" or "$C(2, -1)$". */
export function centreWords(c: Point, name = 'C'): string {
  return c.x === 0 && c.y === 0 ? 'the origin' : `$${name}${pair(c)}$`;
}

/** "reflection in the $x$-axis", "rotation of $90^\\circ$ clockwise about the origin", ... */
export function words(t: Transform, centreName = 'C'): string {
  switch (t.kind) {
    case 'reflect-x':
      return 'reflection in the $x$-axis';
    case 'reflect-y':
      return 'reflection in the $y$-axis';
    case 'reflect-yx':
      return 'reflection in the line $y = x$';
    case 'reflect-ynx':
      return 'reflection in the line $y = -x$';
    case 'reflect-vertical':
      return `reflection in the line $x = ${t.k}$`;
    case 'reflect-horizontal':
      return `reflection in the line $y = ${t.k}$`;
    case 'rotate': {
      const about = centreWords(t.centre, centreName);
      if (t.deg === 180) return `rotation of $180^\\circ$ about ${about}`;
      if (t.deg === 90) return `rotation of $90^\\circ$ anticlockwise about ${about}`;
      return t.clockwise
        ? `rotation of $90^\\circ$ clockwise about ${about}`
        : `rotation of $270^\\circ$ anticlockwise about ${about}`;
    }
    case 'translate':
      return `translation by the vector $${col(t.dx, t.dy)}$`;
    case 'enlarge':
      return `enlargement with centre ${centreWords(t.centre, centreName)} and scale factor $${frac(t.num, t.den).tex}$`;
  }
}

/** The words with a capital letter (an MCQ option). */
export function option(t: Transform, centreName = 'C'): string {
  const w = words(t, centreName);
  return w.charAt(0).toUpperCase() + w.slice(1);
}

/** Where t moves p (the coordinate rules of the lesson). */
export function apply(t: Transform, p: Point): Point {
  const z = (v: number) => v + 0;
  switch (t.kind) {
    case 'reflect-x':
      return { x: z(p.x), y: z(-p.y) };
    case 'reflect-y':
      return { x: z(-p.x), y: z(p.y) };
    case 'reflect-yx':
      return { x: z(p.y), y: z(p.x) };
    case 'reflect-ynx':
      return { x: z(-p.y), y: z(-p.x) };
    case 'reflect-vertical':
      return { x: z(2 * t.k - p.x), y: z(p.y) };
    case 'reflect-horizontal':
      return { x: z(p.x), y: z(2 * t.k - p.y) };
    case 'rotate': {
      const dx = p.x - t.centre.x;
      const dy = p.y - t.centre.y;
      const [rx, ry] = t.deg === 90 ? [-dy, dx] : t.deg === 180 ? [-dx, -dy] : [dy, -dx];
      return { x: z(t.centre.x + rx), y: z(t.centre.y + ry) };
    }
    case 'translate':
      return { x: z(p.x + t.dx), y: z(p.y + t.dy) };
    case 'enlarge': {
      const k = t.num / t.den;
      return {
        x: z(t.centre.x + k * (p.x - t.centre.x)),
        y: z(t.centre.y + k * (p.y - t.centre.y)),
      };
    }
  }
}

/** The rule in symbols, "(x, y) \\to (-y, x)", for the transformations that have a short one. */
export function rule(t: Transform): string | null {
  switch (t.kind) {
    case 'reflect-x':
      return '(x, y) \\to (x, -y)';
    case 'reflect-y':
      return '(x, y) \\to (-x, y)';
    case 'reflect-yx':
      return '(x, y) \\to (y, x)';
    case 'reflect-ynx':
      return '(x, y) \\to (-y, -x)';
    case 'reflect-vertical':
      return `(x, y) \\to (${2 * t.k} - x, y)`;
    case 'reflect-horizontal':
      return `(x, y) \\to (x, ${2 * t.k} - y)`;
    case 'rotate':
      if (t.centre.x !== 0 || t.centre.y !== 0) return null;
      return t.deg === 90
        ? '(x, y) \\to (-y, x)'
        : t.deg === 180
          ? '(x, y) \\to (-x, -y)'
          : '(x, y) \\to (y, -x)';
    case 'translate':
      return `(x, y) \\to (x ${t.dx < 0 ? '-' : '+'} ${Math.abs(t.dx)}, y ${t.dy < 0 ? '-' : '+'} ${Math.abs(t.dy)})`;
    case 'enlarge':
      return t.centre.x === 0 && t.centre.y === 0 && t.den === 1
        ? `(x, y) \\to (${t.num}x, ${t.num}y)`
        : null;
  }
}

/** Whether t maps the points onto the same set as `image` (in any order). */
export function mapsOnto(t: Transform, shape: readonly Point[], image: readonly Point[]): boolean {
  const moved = shape.map((p) => apply(t, p));
  return (
    moved.every((m) =>
      image.some((q) => Math.abs(q.x - m.x) < 1e-9 && Math.abs(q.y - m.y) < 1e-9),
    ) &&
    image.every((q) => moved.some((m) => Math.abs(q.x - m.x) < 1e-9 && Math.abs(q.y - m.y) < 1e-9))
  );
}

export { ORIGIN };
