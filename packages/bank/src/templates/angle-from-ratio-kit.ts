/**
 * Helpers for the lesson on finding an angle from a ratio: angle formats for keys and worked
 * steps, the inverse functions in degrees, the special values written as a√r/d, and the two
 * scenes it draws (a roof's cross-section and a vertical AC seen from two points B and D on
 * the ground line through C).
 */
import type { Figure } from '../figures/figure-model';
import { pt } from '../figures/geometry';
import type { Exact, TrigFn } from './exact';
import { fixed, fmt, surd } from './exact';

export const RAD = 180 / Math.PI;

/** "$30^\circ$", or to `d` decimal places. */
export const deg = (x: number, d = 0): string => `$${d ? fixed(x, d) : fmt(x)}^\\circ$`;
/** A key to one decimal place: "36.9°". */
export const key1 = (x: number): string => `${fixed(x, 1)}°`;
/** An intermediate angle kept to two decimal places in a worked step: "36.87^\circ". */
export const t2 = (x: number): string => `${fixed(x, 2)}^\\circ`;

/** The acute angle (degrees) with the given ratio. */
export function inverse(fn: TrigFn, ratio: number): number {
  return (
    (fn === 'sin' ? Math.asin(ratio) : fn === 'cos' ? Math.acos(ratio) : Math.atan(ratio)) * RAD
  );
}

/** `\tan^{-1}\left(\frac{3}{4}\right)` for worked steps. */
export const inv = (fn: TrigFn, inside: string): string => `\\${fn}^{-1}\\left(${inside}\\right)`;

/** What each ratio is, in words. */
export const RATIO_WORDS: Record<TrigFn, string> = {
  sin: 'opposite over hypotenuse',
  cos: 'adjacent over hypotenuse',
  tan: 'opposite over adjacent',
};

/** sin, cos and tan of 30°, 45°, 60° as [a, r, d] meaning a√r/d (r = 1 for a fraction). */
export const SPECIAL_PARTS: Record<TrigFn, Record<number, [number, number, number]>> = {
  sin: { 30: [1, 1, 2], 45: [1, 2, 2], 60: [1, 3, 2] },
  cos: { 30: [1, 3, 2], 45: [1, 2, 2], 60: [1, 1, 2] },
  tan: { 30: [1, 3, 3], 45: [1, 1, 1], 60: [1, 3, 1] },
};

/** k times a special value, exact: 2 × √3/2 = √3. */
export function scaledSpecial(fn: TrigFn, theta: number, k: number): Exact {
  const [a, r, d] = SPECIAL_PARTS[fn][theta] ?? [0, 1, 1];
  return surd(k * a, r, d);
}

/**
 * A roof's cross-section: eaves L and R a span apart, the ridge T above the middle M of LR,
 * the pitch marked at L. Labels go on the sides the question gives.
 */
export function roofFigure(spec: {
  half: number;
  height: number;
  rafter?: string;
  span?: string;
  rise?: string;
}): Figure {
  const L = pt(0, 0);
  const R = pt(2 * spec.half, 0);
  const T = pt(spec.half, spec.height);
  const M = pt(spec.half, 0);
  return {
    caption: 'The cross-section of a roof: rafters LT and RT meet at the ridge T above M.',
    elements: [
      { kind: 'polygon', points: [L, R, T] },
      ...(spec.rafter ? [{ kind: 'segment' as const, from: L, to: T, label: spec.rafter }] : []),
      // M splits LR: the span is marked beside it as a dimension, naming the whole length.
      ...(spec.span ? [{ kind: 'dimension' as const, from: R, to: L, label: spec.span }] : []),
      {
        kind: 'segment',
        from: M,
        to: T,
        dashed: true,
        ...(spec.rise ? { label: spec.rise } : {}),
      },
      { kind: 'right-angle', vertex: M, from: R, to: T },
      { kind: 'angle', vertex: L, from: R, to: T, label: 'θ' },
      { kind: 'point', at: L, label: 'L' },
      { kind: 'point', at: R, label: 'R' },
      { kind: 'point', at: T, label: 'T' },
      { kind: 'point', at: M, label: 'M' },
    ],
  };
}

/**
 * A vertical AC (C on the ground, A above it) and two points on the ground line through C:
 * D nearer, B further, on the same side. Angle marks and labels as the frame needs.
 */
export function twoPointsFigure(spec: {
  h: number;
  near: number;
  far: number;
  labels: { AC?: string; CD?: string; DB?: string; AD?: string };
  marks: 'elevations' | 'top';
  caption: string;
}): Figure {
  const C = pt(0, 0);
  const A = pt(0, spec.h);
  const D = pt(-spec.near, 0);
  const B = pt(-spec.far, 0);
  const { labels } = spec;
  return {
    caption: spec.caption,
    elements: [
      { kind: 'segment', from: B, to: C },
      { kind: 'segment', from: A, to: C, ...(labels.AC ? { label: labels.AC } : {}) },
      { kind: 'segment', from: A, to: B },
      { kind: 'segment', from: A, to: D, ...(labels.AD ? { label: labels.AD } : {}) },
      ...(labels.CD ? [{ kind: 'segment' as const, from: D, to: C, label: labels.CD }] : []),
      ...(labels.DB ? [{ kind: 'segment' as const, from: B, to: D, label: labels.DB }] : []),
      { kind: 'right-angle', vertex: C, from: D, to: A },
      ...(spec.marks === 'elevations'
        ? [
            { kind: 'angle' as const, vertex: B, from: C, to: A, label: 'α' },
            { kind: 'angle' as const, vertex: D, from: C, to: A, label: 'β' },
          ]
        : [{ kind: 'angle' as const, vertex: A, from: B, to: D, label: 'θ' }]),
      { kind: 'point', at: A, label: 'A' },
      { kind: 'point', at: B, label: 'B' },
      { kind: 'point', at: C, label: 'C' },
      { kind: 'point', at: D, label: 'D' },
    ],
  };
}
