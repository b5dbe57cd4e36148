/**
 * Shared pieces of the trig-equations lesson: where each ratio is positive, angles written in
 * degrees or radians, sets of solutions as text and TeX, and the graphs (a curve and the
 * horizontal line of the equation) drawn from the same numbers as the question.
 */
import type { Figure, FigureElement, Point } from '../figures/figure-model';
import { DEG } from '../figures/geometry';
import type { Exact, TrigFn } from './exact';
import { fmt, piFrac } from './exact';
import { waveTicks } from './sine-cosine-graphs.templates';

/** The quadrants where a ratio has the sign asked, in words. */
export function quadrantsWhere(fn: TrigFn, positive: boolean): string {
  const table: Record<TrigFn, [string, string]> = {
    sin: ['first and second', 'third and fourth'],
    cos: ['first and fourth', 'second and third'],
    tan: ['first and third', 'second and fourth'],
  };
  return table[fn][positive ? 0 : 1];
}

/** An angle in degrees as radians in terms of π (a multiple of 15°). */
export function radians(deg: number): Exact {
  return piFrac(Math.round(deg), 180);
}

export const degText = (angles: readonly number[]): string =>
  angles.map((a) => `${fmt(a)}°`).join(', ');
export const degTex = (angles: readonly number[]): string =>
  angles.map((a) => `${fmt(a)}^\\circ`).join(', ');
export const radText = (angles: readonly number[]): string =>
  angles.map((a) => radians(a).text).join(', ');
export const radTex = (angles: readonly number[]): string =>
  angles.map((a) => radians(a).tex).join(', ');

/** A set of angles as an MCQ option: $\{30^\circ, 150^\circ\}$. */
export const setOption = (tex: string): string => `$\\{${tex}\\}$`;

/** y = fn(m·x + shift) on [0°, 360°] with the dashed line y = k (k's label given). */
export function waveAndLine(
  fn: 'sin' | 'cos',
  m: number,
  k: number,
  kLabel: string,
  shift = 0,
): Figure {
  const points: Point[] = [];
  for (let x = 0; x <= 360; x += 2.5) {
    const u = (m * x + shift) * DEG;
    points.push({ x, y: fn === 'sin' ? Math.sin(u) : Math.cos(u) });
  }
  const elements: FigureElement[] = [
    {
      kind: 'axes',
      xMin: 0,
      xMax: 390,
      yMin: -1.5,
      yMax: 1.5,
      xTicks: shift
        ? [90, 180, 270, 360].map((x) => ({ value: x, label: `${x}°` }))
        : waveTicks(fn, 1, m),
      // A line near y = ±1 would put its value on top of that one: the 1 is then a mark only.
      yTicks: [
        { value: 1, label: Math.abs(k - 1) < 0.3 ? '' : '1' },
        { value: -1, label: Math.abs(k + 1) < 0.3 ? '' : '-1' },
        { value: k, label: kLabel },
      ],
      xLabel: 'x',
      yLabel: 'y',
    },
    { kind: 'plot', points },
    { kind: 'segment', from: { x: 0, y: k }, to: { x: 360, y: k }, dashed: true },
  ];
  const m1 = m === 1 ? '' : String(m);
  const argument = shift ? `(${m1}x + ${shift}°)` : ` ${m1}x`;
  return {
    scale: 'fill',
    caption: `The curve y = ${fn}${argument} for 0° to 360° and the dashed line y = ${kLabel}.`,
    elements,
  };
}

/** A periodic model y = f(t) on [0, end] with the dashed line at `level` (a context graph). */
export function modelFigure(opts: {
  f: (t: number) => number;
  end: number;
  level: number;
  low: number;
  high: number;
  tLabel: string;
  yLabel: string;
  caption: string;
}): Figure {
  const { f, end, level, low, high } = opts;
  const points: Point[] = [];
  for (let i = 0; i <= 240; i += 1) {
    const t = (end * i) / 240;
    points.push({ x: t, y: f(t) });
  }
  const span = high - low;
  const quarter = end / 4;
  const elements: FigureElement[] = [
    {
      kind: 'axes',
      xMin: 0,
      xMax: end * 1.08,
      yMin: 0,
      yMax: high + span * 0.25,
      xTicks: [1, 2, 3, 4].map((i) => ({ value: i * quarter, label: fmt(i * quarter) })),
      yTicks: [{ value: level, label: fmt(level) }],
      xLabel: opts.tLabel,
      yLabel: opts.yLabel,
    },
    { kind: 'plot', points },
    { kind: 'segment', from: { x: 0, y: level }, to: { x: end, y: level }, dashed: true },
  ];
  return { scale: 'fill', caption: opts.caption, elements };
}
