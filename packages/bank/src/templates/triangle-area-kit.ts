/**
 * Helpers for the triangle-area lesson: number formats for worked steps, Heron's formula with its
 * working line, and the figures that are not a single triangle (a parallelogram with or without
 * its diagonals, a regular polygon split into triangles from its centre).
 */
import type { Figure, FigureElement, Point } from '../figures/figure-model';
import { polar, pt } from '../figures/geometry';
import { fixed } from './exact';

export const DEG = Math.PI / 180;
export const sinD = (x: number): number => Math.sin(x * DEG);
export const cosD = (x: number): number => Math.cos(x * DEG);
export const acosD = (x: number): number => Math.acos(x) / DEG;
export const asinD = (x: number): number => Math.asin(x) / DEG;

/** A value to one decimal place ("41.8"). */
export const t1 = (x: number): string => fixed(x, 1);
/** An intermediate value to two decimal places, for working lines. */
export const t2 = (x: number): string => fixed(x, 2);
/** An intermediate value to four decimal places (a sine or a cosine). */
export const t4 = (x: number): string => fixed(x, 4);

/** Heron's area for sides a, b, c. */
export function heronArea(a: number, b: number, c: number): number {
  const s = (a + b + c) / 2;
  return Math.sqrt(s * (s - a) * (s - b) * (s - c));
}

/** The angle (degrees) facing side `opposite`, by the cosine rule. */
export function angleFacing(opposite: number, p: number, q: number): number {
  return acosD((p * p + q * q - opposite * opposite) / (2 * p * q));
}

const point = (at: Point, label: string): FigureElement => ({ kind: 'point', at, label });

/** Parallelogram ABCD with AB = p along the ground, AD = q at `theta` to it, both labelled. */
export function parallelogramFigure(spec: {
  p: number;
  q: number;
  theta: number;
  unit: string;
  caption: string;
}): Figure {
  const A = pt(0, 0);
  const B = pt(spec.p, 0);
  const D = polar(A, spec.q, spec.theta);
  const C = pt(B.x + D.x, D.y);
  return {
    caption: spec.caption,
    elements: [
      { kind: 'polygon', points: [A, B, C, D] },
      { kind: 'segment', from: A, to: B, label: `${spec.p} ${spec.unit}` },
      { kind: 'segment', from: A, to: D, label: `${spec.q} ${spec.unit}` },
      { kind: 'angle', vertex: A, from: B, to: D, label: `${spec.theta}°` },
      point(A, 'A'),
      point(B, 'B'),
      point(C, 'C'),
      point(D, 'D'),
    ],
  };
}

/**
 * Parallelogram ABCD drawn from its diagonals AC = d1 and BD = d2, which bisect each other at an
 * unnamed point and meet at `phi` (marked between the halves towards A and B).
 */
export function diagonalsFigure(spec: {
  d1: number;
  d2: number;
  phi: number;
  unit: string;
  caption: string;
}): Figure {
  const O = pt(0, 0);
  const A = polar(O, spec.d1 / 2, 180);
  const C = polar(O, spec.d1 / 2, 0);
  const B = polar(O, spec.d2 / 2, 180 + spec.phi);
  const D = polar(O, spec.d2 / 2, spec.phi);
  return {
    caption: spec.caption,
    elements: [
      { kind: 'polygon', points: [A, B, C, D] },
      { kind: 'segment', from: A, to: C, label: `${spec.d1} ${spec.unit}` },
      { kind: 'segment', from: B, to: D, label: `${spec.d2} ${spec.unit}` },
      { kind: 'angle', vertex: O, from: A, to: B, label: `${spec.phi}°` },
      point(A, 'A'),
      point(B, 'B'),
      point(C, 'C'),
      point(D, 'D'),
    ],
  };
}

/**
 * A regular n-gon with circumradius r about O, split into triangles by its radii: the radii OA
 * and OB drawn, the angle AOB marked, and either a radius or the side AB labelled. With n even,
 * each radius would point at the opposite vertex and stop short of it (the figure lint refuses
 * that), so the diameters through A and B are drawn instead, unlabelled.
 */
export function regularPolygonFigure(spec: {
  n: number;
  r: number;
  radius?: string;
  side?: string;
  centre?: string;
  caption: string;
}): Figure {
  const O = pt(0, 0);
  const start = -90 - 180 / spec.n;
  const vertices = Array.from({ length: spec.n }, (_, i) =>
    polar(O, spec.r, start + (360 * i) / spec.n),
  );
  const [A, B] = vertices as [Point, Point];
  const even = spec.n % 2 === 0;
  const opposite = (i: number): Point => vertices[(i + spec.n / 2) % spec.n] as Point;
  const radii: FigureElement[] = even
    ? [
        { kind: 'segment', from: A, to: opposite(0) },
        { kind: 'segment', from: B, to: opposite(1) },
      ]
    : [
        { kind: 'segment', from: O, to: A, ...(spec.radius ? { label: spec.radius } : {}) },
        { kind: 'segment', from: O, to: B },
      ];
  const elements: FigureElement[] = [
    { kind: 'polygon', points: vertices },
    ...radii,
    ...(spec.side ? [{ kind: 'segment' as const, from: A, to: B, label: spec.side }] : []),
    {
      kind: 'angle',
      vertex: O,
      from: A,
      to: B,
      ...(spec.centre ? { label: spec.centre } : {}),
    },
    point(O, 'O'),
    point(A, 'A'),
    point(B, 'B'),
  ];
  return { caption: spec.caption, elements };
}
