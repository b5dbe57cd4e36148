/**
 * Helpers for the coordinate-geometry and vectors lessons: points written as a teacher writes
 * them ("A(2, −3)", brackets around negative numbers in arithmetic), exact distances as surds,
 * and figures on coordinate axes with a tick at every whole unit, each named point labelled
 * with its coordinates so the figure carries the data the question gives.
 */
import type { Figure, FigureElement, Point } from '../figures/figure-model';
import { renderFigureSvg } from '../figures/render-svg';
import { lintFigureSvg } from '../quality/figure-lint';
import { SHIPPED_FIGURE_SIZE } from '../quality/gates';
import type { Exact } from './exact';
import { fmt, frac, surd } from './exact';
import type { Rng } from '../rng';

export interface Named {
  name: string;
  at: Point;
  /** Label with the name only (the point the question asks for). */
  unknown?: boolean;
}

/** "(2, -3)": a point or an ordered pair as plain text (a stored short answer). */
export function pair(p: Point): string {
  return `(${fmt(p.x)}, ${fmt(p.y)})`;
}

/** "A(2, -3)" as TeX (inside `$...$`). */
export function namedTex(n: Named): string {
  return `${n.name}${pair(n.at)}`;
}

/** A number in arithmetic, bracketed when negative: 2 - (-3). */
export function br(x: number): string {
  return x < 0 ? `(${fmt(x)})` : fmt(x);
}

/** "a - b" with b bracketed when negative. */
export function minus(a: number, b: number): string {
  return `${fmt(a)} - ${br(b)}`;
}

/** √n simplified (an integer when n is a perfect square). */
export function rootOf(n: number): Exact {
  return surd(1, n);
}

/** The squared distance between two points (an integer for integer points). */
export function dist2(a: Point, b: Point): number {
  return (b.x - a.x) ** 2 + (b.y - a.y) ** 2;
}

/** The gradient (b - a) as a reduced fraction; null for a vertical line. */
export function gradientOf(a: Point, b: Point): Exact | null {
  const dx = b.x - a.x;
  if (dx === 0) return null;
  return frac(b.y - a.y, dx);
}

/** A random integer point in [lo, hi]². */
export function randomPoint(rng: Rng, lo: number, hi: number): Point {
  return { x: rng.int(lo, hi), y: rng.int(lo, hi) };
}

/**
 * A figure's point on an axis has its "A(0, 3)" label squeezed between the axis, its ticks and
 * the figure's sides; templates with figures draw again instead.
 */
export function touchesAxes(points: readonly Point[]): boolean {
  return points.some((p) => p.x === 0 || p.y === 0);
}

/**
 * Whether the figure, as shipped, passes the figure lint: four long "A(−3, 5)" labels around a
 * shape on axes sometimes find no free place, and the template then draws other numbers.
 */
export function figureFits(figure: Figure): boolean {
  return lintFigureSvg(renderFigureSvg(figure, SHIPPED_FIGURE_SIZE)).length === 0;
}

/** A non-zero integer in [lo, hi]. */
export function nonZero(rng: Rng, lo: number, hi: number): number {
  for (;;) {
    const v = rng.int(lo, hi);
    if (v !== 0) return v;
  }
}

/** The twice-signed area of a polygon (shoelace); positive when anticlockwise. */
export function shoelace2(points: readonly Point[]): number {
  let sum = 0;
  points.forEach((p, i) => {
    const q = points[(i + 1) % points.length] as Point;
    sum += p.x * q.y - q.x * p.y;
  });
  return sum;
}

/** Right triangles with whole sides (legs a, b; hypotenuse c). */
export const TRIPLES: [number, number, number][] = [
  [3, 4, 5],
  [6, 8, 10],
  [5, 12, 13],
  [8, 6, 10],
  [4, 3, 5],
  [12, 5, 13],
  [8, 15, 17],
  [9, 12, 15],
  [12, 9, 15],
];

/** A leg pair with random signs and order, so the second point sits anywhere around the first. */
export function tripleStep(rng: Rng, max = 13): { dx: number; dy: number; length: number } {
  const [a, b, c] = rng.pick(TRIPLES.filter((t) => t[2] <= max));
  return { dx: rng.pick([-1, 1]) * a, dy: rng.pick([-1, 1]) * b, length: c };
}

export interface GridSpec {
  points: Named[];
  /** Polygons drawn through named points (in order). */
  polygons?: { points: Point[]; shaded?: boolean }[];
  segments?: { from: Point; to: Point; dashed?: boolean }[];
  /** Arrows (vectors) from one point towards another. */
  arrows?: { from: Point; to: Point }[];
  /** Anything else drawn over the axes (an angle mark). */
  extra?: FigureElement[];
  caption: string;
  /** Label points with their coordinates (default) or with their names only. */
  withCoordinates?: boolean;
}

/**
 * Coordinate axes from one unit beyond the points (and always through the origin), a tick at
 * every whole unit, the points dotted and labelled "A(2, 3)".
 */
export function gridFigure(spec: GridSpec): Figure {
  const xs = [
    0,
    ...spec.points.map((p) => p.at.x),
    ...(spec.arrows ?? []).flatMap((a) => [a.from.x, a.to.x]),
  ];
  const ys = [
    0,
    ...spec.points.map((p) => p.at.y),
    ...(spec.arrows ?? []).flatMap((a) => [a.from.y, a.to.y]),
  ];
  const xMin = Math.floor(Math.min(...xs)) - 1;
  const xMax = Math.ceil(Math.max(...xs)) + 1;
  const yMin = Math.floor(Math.min(...ys)) - 1;
  const yMax = Math.ceil(Math.max(...ys)) + 1;
  const ticks = (lo: number, hi: number) =>
    Array.from({ length: hi - lo + 1 }, (_, i) => lo + i)
      .filter((v) => v !== 0 && v > lo && v < hi)
      .map((value) => ({ value, label: '' }));
  const elements: FigureElement[] = [
    {
      kind: 'axes',
      xMin,
      xMax,
      yMin,
      yMax,
      xTicks: ticks(xMin, xMax),
      yTicks: ticks(yMin, yMax),
      xLabel: 'x',
      yLabel: 'y',
    },
  ];
  for (const polygon of spec.polygons ?? []) {
    elements.push({
      kind: 'polygon',
      points: polygon.points,
      ...(polygon.shaded ? { shaded: true } : {}),
    });
  }
  for (const s of spec.segments ?? []) {
    elements.push({
      kind: 'segment',
      from: s.from,
      to: s.to,
      ...(s.dashed ? { dashed: true } : {}),
    });
  }
  for (const a of spec.arrows ?? []) elements.push({ kind: 'ray', from: a.from, through: a.to });
  elements.push(...(spec.extra ?? []));
  const withCoordinates = spec.withCoordinates !== false;
  const arrowEnds = (spec.arrows ?? []).map((a) => a.to);
  for (const p of spec.points) {
    elements.push({
      kind: 'point',
      at: p.at,
      label: withCoordinates && !p.unknown ? namedPlain(p) : p.name,
      // The arrowhead marks the end of a vector; a dot there would hide it.
      dot: !arrowEnds.some((e) => e.x === p.at.x && e.y === p.at.y),
    });
  }
  return { scale: 'equal', caption: spec.caption, elements };
}

/** "A(2, −3)" with a true minus sign, for figure labels. */
export function namedPlain(n: Named): string {
  return `${n.name}${pair(n.at).replace(/-/g, '−')}`;
}

/** Distinct capital names for up to four points, from a few familiar sets. */
export const POINT_NAMES: [string, string, string, string][] = [
  ['A', 'B', 'C', 'D'],
  ['P', 'Q', 'R', 'S'],
  ['K', 'L', 'M', 'N'],
  ['E', 'F', 'G', 'H'],
];

/** A column vector in TeX: (x over y) in brackets. */
export function col(x: number, y: number): string {
  return `\\begin{pmatrix} ${fmt(x)} \\\\ ${fmt(y)} \\end{pmatrix}`;
}
