/**
 * Shared pieces of the basic-identities lesson: the quadrant an interval names, the signed
 * ratios of an angle whose reference triangle has legs a (adjacent), b (opposite) and
 * hypotenuse c, and the figures (an angle on a circle about the origin, a right triangle in
 * context) drawn from the same numbers as the question.
 */
import { parseMathValue } from '../checker/parse-math';
import type { Figure, FigureElement } from '../figures/figure-model';
import { toPlain } from '../quality/plain-text';
import { pt } from '../figures/geometry';
import type { Exact } from './exact';
import { frac } from './exact';

export type Quadrant = 1 | 2 | 3 | 4;

/** The interval of a quadrant, as TeX for the variable v: 90° < v < 180°. */
export function quadrantInterval(q: Quadrant, v: string): string {
  const lo = (q - 1) * 90;
  return `${lo}^\\circ < ${v} < ${lo + 90}^\\circ`;
}

export const QUADRANT_WORD: Record<Quadrant, string> = {
  1: 'first',
  2: 'second',
  3: 'third',
  4: 'fourth',
};

/** Signs of (cos, sin) in each quadrant. */
export const QUADRANT_SIGNS: Record<Quadrant, [number, number]> = {
  1: [1, 1],
  2: [-1, 1],
  3: [-1, -1],
  4: [1, -1],
};

export interface SignedRatios {
  sin: Exact;
  cos: Exact;
  tan: Exact;
  sec: Exact;
  csc: Exact;
  cot: Exact;
  /** The angle itself, degrees, in the quadrant. */
  angle: number;
}

/** The six ratios of the angle in quadrant q whose reference triangle is (a, b, c). */
export function signedRatios(a: number, b: number, c: number, q: Quadrant): SignedRatios {
  const [sx, sy] = QUADRANT_SIGNS[q];
  const x = sx * a;
  const y = sy * b;
  const ref = (Math.atan2(b, a) * 180) / Math.PI;
  const angle = q === 1 ? ref : q === 2 ? 180 - ref : q === 3 ? 180 + ref : 360 - ref;
  return {
    sin: frac(y, c),
    cos: frac(x, c),
    tan: frac(y, x),
    sec: frac(c, x),
    csc: frac(c, y),
    cot: frac(x, y),
    angle,
  };
}

/** A circle of radius r about O with the terminal side of `angle` (degrees) and its mark. */
export function angleOnCircle(opts: {
  angle: number;
  radius: number;
  label: string;
  point?: string;
  radiusLabel?: string;
  /** Draw the circle (a wheel, a clock face); a crane's jib has none. */
  circle?: boolean;
  caption: string;
}): Figure {
  const { angle, radius: r } = opts;
  const o = pt(0, 0);
  const rad = (angle * Math.PI) / 180;
  const p = pt(r * Math.cos(rad), r * Math.sin(rad));
  const lim = r * 1.35;
  const elements: FigureElement[] = [
    { kind: 'axes', xMin: -lim, xMax: lim, yMin: -lim, yMax: lim, xLabel: 'x', yLabel: 'y' },
    ...(opts.circle === false ? [] : [{ kind: 'circle' as const, center: o, radius: r }]),
    {
      kind: 'segment',
      from: o,
      to: p,
      ...(opts.radiusLabel ? { label: opts.radiusLabel } : {}),
    },
    { kind: 'angle', vertex: o, from: pt(lim, 0), to: p, label: opts.label, reflex: angle > 180 },
    { kind: 'point', at: o, label: 'O' },
  ];
  if (opts.point) elements.push({ kind: 'point', at: p, label: opts.point, dot: true });
  return { scale: 'equal', caption: opts.caption, elements };
}

/** The value of a TeX expression in one variable (θ, x, α or β) at an angle in degrees. */
export function evaluateAt(tex: string, deg: number): number {
  const plain = toPlain(`$${tex}$`)
    .replace(/[θαβ]/g, `(${deg}°)`)
    .replace(/(?<![A-Za-z])x(?![A-Za-z])/g, `(${deg}°)`);
  return parseMathValue(plain)?.value ?? NaN;
}

/** Angles away from the axes and from each other, where the ratios are all defined. */
const PROBES = [23, 67, 131, 212, 319];

/** Two expressions equal as functions (at angles where both are defined and finite). */
export function sameFunction(a: string, b: string): boolean {
  return PROBES.every((deg) => {
    const [x, y] = [evaluateAt(a, deg), evaluateAt(b, deg)];
    return (
      Number.isFinite(x) && Number.isFinite(y) && Math.abs(x - y) < 1e-9 * Math.max(1, Math.abs(x))
    );
  });
}

/** sin <-> cos, tan <-> cot, sec <-> csc: the mix-up of co-functions. */
export function swapCofunctions(tex: string): string {
  const swap: Record<string, string> = {
    sin: 'cos',
    cos: 'sin',
    tan: 'cot',
    cot: 'tan',
    sec: 'csc',
    csc: 'sec',
  };
  return tex.replace(
    /\\(sin|cos|tan|cot|sec|csc)(?![a-z])/g,
    (_, fn: string) => `\\${swap[fn] ?? fn}`,
  );
}
