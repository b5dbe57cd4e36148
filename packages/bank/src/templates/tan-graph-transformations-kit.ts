/**
 * Helpers for the tan-graph-transformations lesson: transformed waves y = a·f(b(x − c)) + d
 * (degrees), their equations as TeX, and their graphs drawn with the figure model's axes
 * (sampled curves, dashed asymptotes for tan).
 */
import type { Figure, FigureElement, Point } from '../figures/figure-model';
import { fmt, piFrac } from './exact';

const DEG = Math.PI / 180;

export type Fn = 'sin' | 'cos' | 'tan';

/** y = a·fn(b(x − c)) + d with x and c in degrees. */
export interface Wave {
  fn: Fn;
  a: number;
  b: number;
  c: number;
  d: number;
}

export function waveAt(w: Wave, x: number): number {
  const arg = w.b * (x - w.c) * DEG;
  const f = w.fn === 'sin' ? Math.sin(arg) : w.fn === 'cos' ? Math.cos(arg) : Math.tan(arg);
  return w.a * f + w.d;
}

function coefTex(a: number): string {
  return a === 1 ? '' : a === -1 ? '-' : String(a);
}

function shiftTex(d: number): string {
  return d === 0 ? '' : d > 0 ? ` + ${fmt(d)}` : ` - ${fmt(-d)}`;
}

/**
 * The equation as TeX. 'factored' writes b(x − c) ("3\sin 2(x - 30°) + 1" with brackets),
 * 'expanded' writes bx − bc ("3\sin(2x - 60°) + 1").
 */
export function waveTex(w: Wave, form: 'factored' | 'expanded' = 'factored'): string {
  const bx = w.b === 1 ? 'x' : `${w.b}x`;
  if (w.c === 0) return `y = ${coefTex(w.a)}\\${w.fn} ${bx}${shiftTex(w.d)}`;
  let inner: string;
  if (form === 'expanded') {
    const k = w.b * w.c;
    inner = `${bx} ${k > 0 ? '-' : '+'} ${fmt(Math.abs(k))}^\\circ`;
  } else {
    const xc = `x ${w.c > 0 ? '-' : '+'} ${fmt(Math.abs(w.c))}^\\circ`;
    inner = w.b === 1 ? xc : `${w.b}(${xc})`;
  }
  return `y = ${coefTex(w.a)}\\${w.fn}\\left(${inner}\\right)${shiftTex(w.d)}`;
}

/** y = a·fn(bx) + d with x in radians (no phase shift), e.g. "y = 2\cos 3x + 1". */
export function radianTex(fn: Fn, a: number, b: number, d: number): string {
  return `y = ${coefTex(a)}\\${fn} ${b === 1 ? '' : b}x${shiftTex(d)}`;
}

/** y = a·fn(x − kπ/m) (radians), e.g. "y = \sin\left(x - \frac{\pi}{3}\right)". */
export function radianPhaseTex(fn: Fn, a: number, k: number, m: number): string {
  const shift = piFrac(Math.abs(k), m).tex;
  return `y = ${coefTex(a)}\\${fn}\\left(x ${k > 0 ? '-' : '+'} ${shift}\\right)`;
}

/** Degrees as TeX ("45^\circ"). */
export function degTex(x: number): string {
  return `${fmt(x, 2)}^\\circ`;
}

/** The first x >= 0 where b(x − c) = target + 360k (degrees). */
export function firstX(target: number, b: number, c: number): number {
  const periodX = 360 / b;
  let x = c + target / b;
  while (x < -1e-9) x += periodX;
  while (x - periodX >= -1e-9) x -= periodX;
  return Math.round(x * 1e6) / 1e6;
}

/** Samples of y over [from, to] (degrees). */
export function samples(w: Wave, from: number, to: number, step = 2.5): Point[] {
  const points: Point[] = [];
  for (let x = from; x <= to + 1e-9; x += step) points.push({ x, y: waveAt(w, x) });
  return points;
}

/**
 * The graph of a sine or cosine wave on [0°, xMax]: x ticks every quarter period from the
 * phase shift, labelled only at extremes well away from the axis (a label at a zero would sit
 * on the curve); y ticks at the maximum, the minimum and the middle line.
 */
export function waveFigure(
  w: Wave,
  caption: string,
  options: { xMax?: number; labelXs?: number[]; extra?: FigureElement[] } = {},
): Figure {
  const xMax = options.xMax ?? 360;
  const quarter = 90 / w.b;
  const top = Math.abs(w.a) + w.d;
  const bottom = w.d - Math.abs(w.a);
  const reach = Math.max(Math.abs(top), Math.abs(bottom));
  const xTicks: { value: number; label: string }[] = [];
  let start = w.c;
  while (start - quarter >= -1e-9) start -= quarter;
  while (start < -1e-9) start += quarter;
  for (let x = start; x <= xMax + 1e-9; x += quarter) {
    if (x < 1e-9) continue;
    const y = waveAt(w, x);
    const extreme = Math.abs(Math.abs(y - w.d) - Math.abs(w.a)) < 1e-6;
    const wanted = options.labelXs
      ? options.labelXs.some((v) => Math.abs(v - x) < 1e-6)
      : extreme && Math.abs(y) >= 0.6 * reach;
    xTicks.push({ value: Math.round(x * 1e6) / 1e6, label: wanted ? `${fmt(x, 1)}°` : '' });
  }
  const yTicks = [...new Set([top, bottom, ...(w.d !== 0 ? [w.d] : [])])]
    .filter((v) => v !== 0)
    .map((v) => ({ value: v, label: fmt(v) }));
  return {
    scale: 'fill',
    caption,
    elements: [
      {
        kind: 'axes',
        xMin: 0,
        xMax: xMax * 1.08,
        yMin: Math.min(bottom, 0) - 0.6,
        yMax: Math.max(top, 0) + 0.6,
        xTicks,
        yTicks,
        xLabel: 'x',
        yLabel: 'y',
      },
      { kind: 'plot', points: samples(w, 0, xMax) },
      ...(options.extra ?? []),
    ],
  };
}

/**
 * The graph of y = a·tan(bx) on [0°, xMax]: one polyline per branch, cut where |y| passes the
 * window, and dashed vertical asymptotes. `asymptoteLabel` writes "x = 45°" by the first one;
 * `pointTick` labels the x tick where y = a (a quarter period) and the y ticks ±a.
 */
export function tanFigure(
  a: number,
  b: number,
  caption: string,
  options: { asymptoteLabel: boolean; pointTick: boolean },
): Figure {
  const period = 180 / b;
  const xMax = 2 * period;
  const window = 3 * Math.abs(a);
  const w: Wave = { fn: 'tan', a, b, c: 0, d: 0 };
  const elements: FigureElement[] = [];
  const asymptotes: number[] = [];
  for (let x = period / 2; x < xMax; x += period) asymptotes.push(x);
  const edges = [0, ...asymptotes, xMax];
  for (let i = 0; i + 1 < edges.length; i += 1) {
    const from = edges[i] ?? 0;
    const to = edges[i + 1] ?? xMax;
    const points: Point[] = [];
    const steps = 120;
    for (let k = 0; k <= steps; k += 1) {
      const x = from + ((to - from) * k) / steps;
      if (Math.abs(x - from) < 1e-9 && i > 0) continue;
      if (Math.abs(x - to) < 1e-9 && i + 1 < edges.length - 1) continue;
      const y = waveAt(w, x);
      if (Math.abs(y) <= window) points.push({ x, y });
    }
    if (points.length >= 2) elements.push({ kind: 'plot', points });
  }
  for (const x of asymptotes) {
    elements.push({
      kind: 'segment',
      from: { x, y: -window - 0.3 * Math.abs(a) },
      to: { x, y: window + 0.3 * Math.abs(a) },
      dashed: true,
    });
  }
  const first = asymptotes[0] ?? period / 2;
  if (options.asymptoteLabel) {
    elements.push({
      kind: 'label',
      at: { x: first, y: window + 0.3 * Math.abs(a) },
      text: `x = ${fmt(first, 1)}°`,
    });
  }
  if (options.pointTick) {
    // The marked point (a quarter period, a) with guides to both axes.
    const p = { x: period / 4, y: a };
    elements.push(
      { kind: 'segment', from: { x: p.x, y: 0 }, to: p, dashed: true },
      { kind: 'segment', from: { x: 0, y: a }, to: p, dashed: true },
      { kind: 'point', at: p, dot: true },
    );
  }
  const xTicks = [
    ...asymptotes.map((x) => ({ value: x, label: '' })),
    { value: period, label: '' },
    { value: period / 4, label: options.pointTick ? `${fmt(period / 4, 1)}°` : '' },
  ];
  const yTicks = options.pointTick
    ? [
        { value: Math.abs(a), label: fmt(Math.abs(a)) },
        { value: -Math.abs(a), label: fmt(-Math.abs(a)) },
      ]
    : [];
  return {
    scale: 'fill',
    caption,
    elements: [
      {
        kind: 'axes',
        xMin: 0,
        xMax: xMax * 1.08,
        yMin: -window - 0.6 * Math.abs(a),
        yMax: window + 0.6 * Math.abs(a),
        xTicks,
        yTicks,
        xLabel: 'x',
        yLabel: 'y',
      },
      ...elements,
    ],
  };
}

/** The graph of y = a·fn(bx) + d on [0, 2π] with x ticks labelled in multiples of π. */
export function radianFigure(
  fn: 'sin' | 'cos',
  a: number,
  b: number,
  d: number,
  caption: string,
  labelAt: number[],
): Figure {
  const quarter = Math.PI / (2 * b);
  const top = Math.abs(a) + d;
  const bottom = d - Math.abs(a);
  const points: Point[] = [];
  for (let k = 0; k <= 240; k += 1) {
    const x = (2 * Math.PI * k) / 240;
    points.push({ x, y: a * (fn === 'sin' ? Math.sin(b * x) : Math.cos(b * x)) + d });
  }
  const xTicks: { value: number; label: string }[] = [];
  for (let k = 1; k * quarter <= 2 * Math.PI + 1e-9; k += 1) {
    const labelled = labelAt.includes(k);
    xTicks.push({ value: k * quarter, label: labelled ? piFrac(k, 2 * b).text : '' });
  }
  const yTicks = [...new Set([top, bottom, ...(d !== 0 ? [d] : [])])]
    .filter((v) => v !== 0)
    .map((v) => ({ value: v, label: fmt(v) }));
  const marked = xTicks.filter((t) => t.label).map((t) => `x = ${t.label}`);
  return {
    scale: 'fill',
    caption: `${caption} Maximum ${fmt(top)}, minimum ${fmt(bottom)}, ${b} full cycle${b > 1 ? 's' : ''}; marked: ${marked.join(', ')}.`,
    elements: [
      {
        kind: 'axes',
        xMin: 0,
        xMax: 2 * Math.PI * 1.08,
        yMin: Math.min(bottom, 0) - 0.6,
        yMax: Math.max(top, 0) + 0.6,
        xTicks,
        yTicks,
        xLabel: 'x',
        yLabel: 'y',
      },
      { kind: 'plot', points },
    ],
  };
}
