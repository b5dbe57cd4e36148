/**
 * Helpers shared by the similar-polygons and triangle-proportionality lessons: number formats for
 * options and worked steps, coprime pairs for ratios in lowest terms, and the figures both
 * lessons draw (a right triangle with its altitude, nested triangles sharing a vertex).
 */
import type { Figure, FigureElement, Point } from '../figures/figure-model';
import { lerp, pt } from '../figures/geometry';
import { fmt, gcd } from './exact';
import type { Rng } from '../rng';

/** A number for text and TeX, at most two decimals ("7.5"). */
export const n2 = (x: number): string => fmt(x, 2);
/** An option or a step value with its unit: "$7.5$ cm". */
export const withUnit = (x: number, unit: string): string => `$${n2(x)}$ ${unit}`;
/** A ratio in TeX: "$4 : 9$" (the caller keeps it in lowest terms). */
export const ratioTex = (p: number, q: number): string => `$${p} : ${q}$`;

/** Two different whole numbers in [lo, hi] with no common factor, the smaller first. */
export function coprimePair(rng: Rng, lo: number, hi: number): [number, number] {
  for (;;) {
    const p = rng.int(lo, hi);
    const q = rng.int(lo, hi);
    if (p !== q && gcd(p, q) === 1) return p < q ? [p, q] : [q, p];
  }
}

/** Whether x is a whole number or ends in .5 (a length a student writes without rounding). */
export const halfWhole = (x: number): boolean => Math.abs(x * 2 - Math.round(x * 2)) < 1e-9;

/**
 * Right triangle ABC with the right angle at A and the altitude AD to the hypotenuse BC: B at
 * the origin, C on the x-axis, D at BD along it and A above D at height AD. Labels are given
 * per segment ('AB', 'AC', 'BD', 'DC', 'AD', 'BC'); BC's goes on a dimension line below it.
 */
export function altitudeFigure(
  bd: number,
  dc: number,
  labels: Partial<Record<'AB' | 'AC' | 'BD' | 'DC' | 'AD' | 'BC', string>>,
  caption: string,
): Figure {
  const B = pt(0, 0);
  const C = pt(bd + dc, 0);
  const D = pt(bd, 0);
  const A = pt(bd, Math.sqrt(bd * dc));
  const seg = (from: Point, to: Point, key: keyof typeof labels): FigureElement => ({
    kind: 'segment',
    from,
    to,
    ...(labels[key] ? { label: labels[key] } : {}),
  });
  const elements: FigureElement[] = [
    { kind: 'polygon', points: [A, B, C] },
    seg(A, B, 'AB'),
    seg(A, C, 'AC'),
    seg(A, D, 'AD'),
    seg(B, D, 'BD'),
    seg(D, C, 'DC'),
    ...(labels.BC ? [{ kind: 'dimension' as const, from: B, to: C, label: labels.BC }] : []),
    { kind: 'right-angle', vertex: A, from: B, to: C },
    { kind: 'right-angle', vertex: D, from: A, to: C },
    { kind: 'point', at: A, label: 'A' },
    { kind: 'point', at: B, label: 'B' },
    { kind: 'point', at: C, label: 'C' },
    { kind: 'point', at: D, label: 'D' },
  ];
  return { caption, elements };
}

/**
 * Triangle ABC (A at the origin, AB along the x-axis, AC at `angleA` degrees) with D on AB and E
 * on AC at the given distances from A, and the segment DE. A whole side (AB, AC) is labelled
 * on a dimension line; its parts on the side itself.
 */
export function nestedFigure(
  spec: { ab: number; ac: number; angleA: number; ad: number; ae: number },
  labels: Partial<Record<'AD' | 'DB' | 'AE' | 'EC' | 'DE' | 'BC' | 'AB' | 'AC', string>>,
  marks: FigureElement[],
  caption: string,
): { figure: Figure; points: Record<'A' | 'B' | 'C' | 'D' | 'E', Point> } {
  const rad = (spec.angleA * Math.PI) / 180;
  const A = pt(0, 0);
  const B = pt(spec.ab, 0);
  const C = pt(spec.ac * Math.cos(rad), spec.ac * Math.sin(rad));
  const D = lerp(A, B, spec.ad / spec.ab);
  const E = lerp(A, C, spec.ae / spec.ac);
  const seg = (from: Point, to: Point, key: keyof typeof labels): FigureElement => ({
    kind: 'segment',
    from,
    to,
    ...(labels[key] ? { label: labels[key] } : {}),
  });
  const elements: FigureElement[] = [
    { kind: 'polygon', points: [A, B, C] },
    seg(D, E, 'DE'),
    seg(A, D, 'AD'),
    seg(D, B, 'DB'),
    seg(A, E, 'AE'),
    seg(E, C, 'EC'),
    // A whole side's length on a dimension line beside it, clear of its parts' labels.
    ...(labels.AB ? [{ kind: 'dimension' as const, from: A, to: B, label: labels.AB }] : []),
    ...(labels.AC ? [{ kind: 'dimension' as const, from: C, to: A, label: labels.AC }] : []),
    seg(B, C, 'BC'),
    ...marks,
    { kind: 'point', at: A, label: 'A' },
    { kind: 'point', at: B, label: 'B' },
    { kind: 'point', at: C, label: 'C' },
    { kind: 'point', at: D, label: 'D' },
    { kind: 'point', at: E, label: 'E' },
  ];
  return { figure: { caption, elements }, points: { A, B, C, D, E } };
}
