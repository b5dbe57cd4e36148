/**
 * Helpers for the equations-of-lines lesson: a straight line kept as whole coefficients of
 * ax + by + c = 0 (so parallel and perpendicular lines, intersections and distances stay exact),
 * written as a teacher writes it (y = mx + c with fractions in lowest terms, or ax + by + c = 0
 * with a > 0), and drawn on coordinate axes through labelled points.
 */
import type { Figure, FigureElement, Point } from '../figures/figure-model';
import type { Named } from './coordinate-geometry-kit';
import { gridFigure } from './coordinate-geometry-kit';
import type { Exact } from './exact';
import { frac, gcd } from './exact';

/** ax + by + c = 0 with whole a, b, c of no common factor; a > 0, or a = 0 and b > 0. */
export interface Line {
  a: number;
  b: number;
  c: number;
}

/** The line a x + b y + c = 0 for any rational a, b, c, scaled to whole numbers and reduced. */
export function line(a: number, b: number, c: number): Line {
  let k = 1;
  while (k < 1000 && ![a, b, c].every((v) => Math.abs(v * k - Math.round(v * k)) < 1e-9)) k += 1;
  let [A, B, C] = [a, b, c].map((v) => Math.round(v * k)) as [number, number, number];
  const g = gcd(gcd(A, B), C);
  [A, B, C] = [A / g, B / g, C / g];
  if (A < 0 || (A === 0 && B < 0)) [A, B, C] = [-A, -B, -C];
  return { a: A + 0, b: B + 0, c: C + 0 };
}

/** The line through two different points. */
export function lineThrough(p: Point, q: Point): Line {
  const a = q.y - p.y;
  const b = p.x - q.x;
  return line(a, b, -(a * p.x + b * p.y));
}

/** The line with gradient num/den through p. */
export function lineWithGradient(num: number, den: number, p: Point): Line {
  // y - py = (num/den)(x - px)  <=>  num x - den y + (den py - num px) = 0
  return line(num, -den, den * p.y - num * p.x);
}

/** The line through p with normal (a, b): a(x - px) + b(y - py) = 0. */
export function lineWithNormal(a: number, b: number, p: Point): Line {
  return line(a, b, -(a * p.x + b * p.y));
}

/** The gradient -a/b as a reduced fraction; null for a vertical line. */
export function slope(l: Line): Exact | null {
  return l.b === 0 ? null : frac(-l.a, l.b);
}

/** The y-intercept -c/b; null for a vertical line. */
export function yIntercept(l: Line): Exact | null {
  return l.b === 0 ? null : frac(-l.c, l.b);
}

/** The x-intercept -c/a; null for a horizontal line. */
export function xIntercept(l: Line): Exact | null {
  return l.a === 0 ? null : frac(-l.c, l.a);
}

/** Whether p lies on l. */
export function onLine(l: Line, p: Point): boolean {
  return Math.abs(l.a * p.x + l.b * p.y + l.c) < 1e-9;
}

/** The y on l at x (l not vertical). */
export function yAt(l: Line, x: number): number {
  return -(l.a * x + l.c) / l.b;
}

/** The point where two lines meet; null when parallel. */
export function meet(l: Line, k: Line): Point | null {
  const det = l.a * k.b - k.a * l.b;
  if (det === 0) return null;
  return {
    x: (l.b * k.c - k.b * l.c) / det + 0,
    y: (k.a * l.c - l.a * k.c) / det + 0,
  };
}

/** The foot of the perpendicular from p to l. */
export function foot(l: Line, p: Point): Point {
  const t = (l.a * p.x + l.b * p.y + l.c) / (l.a * l.a + l.b * l.b);
  return { x: p.x - l.a * t + 0, y: p.y - l.b * t + 0 };
}

/** " + 3x", " - \frac{2}{3}y", "-x" (first term): one term of an equation, '' when zero. */
function term(num: number, den: number, variable: string, first: boolean): string {
  if (num === 0) return '';
  const negative = num * den < 0;
  const size = frac(Math.abs(num), Math.abs(den));
  const body = size.value === 1 && variable !== '' ? variable : `${size.tex}${variable}`;
  if (first) return `${negative ? '-' : ''}${body}`;
  return ` ${negative ? '-' : '+'} ${body}`;
}

/** "2x - y + 3" from whole coefficients: an expression as a teacher writes it ("0" when empty). */
export function expr(parts: readonly (readonly [number, string])[]): string {
  let out = '';
  for (const [coef, variable] of parts) out += term(coef, 1, variable, out === '');
  return out === '' ? '0' : out;
}

/** "y = -\frac{2}{3}x + 4", "y = 5" or "x = -2" (TeX, without the dollars). */
export function slopeForm(l: Line): string {
  if (l.b === 0) return `x = ${frac(-l.c, l.a).tex}`;
  if (l.a === 0) return `y = ${frac(-l.c, l.b).tex}`;
  const rest = term(-l.c, l.b, '', false);
  return `y = ${term(-l.a, l.b, 'x', true)}${rest}`;
}

/** "2x - 3y + 6 = 0" (TeX, without the dollars). */
export function generalForm(l: Line): string {
  const x = term(l.a, 1, 'x', true);
  const y = term(l.b, 1, 'y', x === '');
  const c = term(l.c, 1, '', x === '' && y === '');
  return `${x}${y}${c} = 0`;
}

/** An exact value as a factor in arithmetic, bracketed when negative: "\\left(-\\frac{1}{2}\\right)". */
export function factor(e: Exact): string {
  return e.value < 0 ? `\\left(${e.tex}\\right)` : e.tex;
}

/** Where l crosses the box [x0, x1] × [y0, y1], inset a little so the line ends inside the axes. */
function clip(l: Line, x0: number, x1: number, y0: number, y1: number): [Point, Point] | null {
  const hits: Point[] = [];
  const inside = (p: Point) =>
    p.x >= x0 - 1e-9 && p.x <= x1 + 1e-9 && p.y >= y0 - 1e-9 && p.y <= y1 + 1e-9;
  if (l.b !== 0) {
    for (const x of [x0, x1]) hits.push({ x, y: yAt(l, x) });
  }
  if (l.a !== 0) {
    for (const y of [y0, y1]) hits.push({ x: -(l.b * y + l.c) / l.a, y });
  }
  const ins = hits.filter(inside);
  if (ins.length < 2) return null;
  ins.sort((p, q) => p.x - q.x || p.y - q.y);
  const from = ins[0] as Point;
  const to = ins[ins.length - 1] as Point;
  if (Math.hypot(to.x - from.x, to.y - from.y) < 1e-6) return null;
  return [from, to];
}

export interface LineGridSpec {
  points: Named[];
  lines: Line[];
  /** Other points the axes must reach (a foot of a perpendicular, an intercept). */
  reach?: Point[];
  segments?: { from: Point; to: Point; dashed?: boolean }[];
  extra?: FigureElement[];
  caption: string;
  withCoordinates?: boolean;
}

/**
 * Axes reaching one unit beyond the points (as the coordinate-geometry figures do), each line
 * drawn across the whole picture, the points dotted and labelled "A(2, 3)".
 */
export function lineGridFigure(spec: LineGridSpec): Figure {
  const all = [...spec.points.map((p) => p.at), ...(spec.reach ?? [])];
  const xs = [0, ...all.map((p) => p.x)];
  const ys = [0, ...all.map((p) => p.y)];
  const x0 = Math.floor(Math.min(...xs)) - 1;
  const x1 = Math.ceil(Math.max(...xs)) + 1;
  const y0 = Math.floor(Math.min(...ys)) - 1;
  const y1 = Math.ceil(Math.max(...ys)) + 1;
  const segments = [...(spec.segments ?? [])];
  for (const l of spec.lines) {
    const ends = clip(l, x0 + 0.3, x1 - 0.3, y0 + 0.3, y1 - 0.3);
    if (ends) segments.push({ from: ends[0], to: ends[1] });
  }
  // Invisible corner points would be labelled; the axes are fixed by the named points, so the
  // reach points are passed as unlabelled extra elements only through the box computed above.
  const figure = gridFigure({
    points: spec.points,
    segments,
    extra: spec.extra ?? [],
    caption: spec.caption,
    ...(spec.withCoordinates === false ? { withCoordinates: false } : {}),
  });
  const axes = figure.elements[0];
  if (axes?.kind === 'axes') {
    const ticks = (lo: number, hi: number) =>
      Array.from({ length: hi - lo + 1 }, (_, i) => lo + i)
        .filter((v) => v !== 0 && v > lo && v < hi)
        .map((value) => ({ value, label: '' }));
    Object.assign(axes, { xMin: x0, xMax: x1, yMin: y0, yMax: y1 });
    axes.xTicks = ticks(x0, x1);
    axes.yTicks = ticks(y0, y1);
  }
  return figure;
}
