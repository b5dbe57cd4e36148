/**
 * Shared pieces of the circle lessons sector-segment and circle-angles: values with units as
 * math, a worked solution joined into the explanation, points along an arc for shaded regions
 * that no single figure element draws (a sector with a triangle cut out, a square without its
 * quarter circle), and a radius drawn with its label.
 */
import type { FigureElement, Point } from '../figures/figure-model';
import { polar } from '../figures/geometry';
import { fixed, fmt } from './exact';

export const DEG = Math.PI / 180;

/** `$12.5$ cm`, `$12.5$ cm$^2$` (at most two decimals). */
export function withUnit(x: number | string, unit: string, power: 1 | 2 = 1): string {
  const value = typeof x === 'number' ? fmt(x, 2) : x;
  return power === 1 ? `$${value}$ ${unit}` : `$${value}$ ${unit}$^2$`;
}

/** A value rounded to exactly `decimals` places, as text. */
export const rounded = (x: number, decimals: number): string => fixed(x, decimals);

/** The explanation a student reads after answering: the worked steps in one paragraph. */
export const explain = (steps: readonly string[]): string => steps.join(' ');

/** Points along the arc of centre c and radius r from `from` to `to` degrees (either way). */
export function arcPath(c: Point, r: number, from: number, to: number, steps = 36): Point[] {
  return Array.from({ length: steps + 1 }, (_, i) => polar(c, r, from + ((to - from) * i) / steps));
}

/** A shaded region bounded by the given outline (straight sides and sampled arcs). */
export function shadedOutline(points: readonly Point[]): FigureElement {
  return { kind: 'polygon', points: [...points], shaded: true };
}

/** Named points as labelled point elements. */
export function named(list: readonly [string, Point][]): FigureElement[] {
  return list.map(([label, at]) => ({ kind: 'point', at, label }));
}
