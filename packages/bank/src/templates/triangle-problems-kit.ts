/**
 * Helpers for the multi-step triangle problems lesson: number formats for worked steps, and the
 * figures that are not a single labelled triangle (the ambiguous case with both positions of a
 * vertex, a quadrilateral split by a diagonal, a tower seen from two points on the ground).
 */
import type { Figure, FigureElement, Point } from '../figures/figure-model';
import { fixed } from './exact';
import { cosD, sinD } from './triangle-solving-kit';

/** A value to one decimal place in TeX: "41.8". */
export const t1 = (x: number): string => fixed(x, 1);
/** An angle to one decimal place in TeX: "41.8^\\circ". */
export const deg1 = (x: number): string => `${fixed(x, 1)}^\\circ`;
/** An intermediate value kept to 2 decimal places, for working lines. */
export const t2 = (x: number): string => fixed(x, 2);

/**
 * A worked solution whose lines show rounded intermediate values: it says first that the
 * calculator keeps them unrounded (rounding early can move the last figure of the answer).
 */
export function rounded(steps: string[]): string[] {
  return ['Values are shown rounded; keep them unrounded in your calculator.', ...steps];
}

/**
 * The ambiguous case drawn with both answers: A at the origin, the ray AD along the ground, C
 * above with AC = b and angle CAD = A, and B, D the two points of the ray at distance a from C
 * (B nearer A, so angle ABC is obtuse and angle ADC acute). Only CD carries the length; the
 * tick marks say CB = CD (two labels side by side would crowd each other).
 */
export function ambiguousFigure(
  A: number,
  a: number,
  b: number,
  unit: string,
  caption: string,
): { figure: Figure; ab: number; ad: number } {
  const C: Point = { x: b * cosD(A), y: b * sinD(A) };
  const half = Math.sqrt(a * a - C.y * C.y);
  const B: Point = { x: C.x - half, y: 0 };
  const D: Point = { x: C.x + half, y: 0 };
  const O: Point = { x: 0, y: 0 };
  const elements: FigureElement[] = [
    { kind: 'segment', from: O, to: D },
    { kind: 'segment', from: O, to: C, label: `${b} ${unit}` },
    { kind: 'segment', from: C, to: B, ticks: 1 },
    { kind: 'segment', from: C, to: D, label: `${a} ${unit}`, ticks: 1 },
    { kind: 'angle', vertex: O, from: C, to: D, label: `${A}°` },
    { kind: 'point', at: O, label: 'A' },
    { kind: 'point', at: B, label: 'B' },
    { kind: 'point', at: C, label: 'C' },
    { kind: 'point', at: D, label: 'D' },
  ];
  return { figure: { caption, elements }, ab: B.x, ad: D.x };
}

/**
 * Quadrilateral ABCD split by the diagonal AC: B at the origin, C along the ground, A above with
 * AB = c and angle ABC = B; D on the far side of AC with angles CAD = phi and ACD = psi.
 */
export function quadrilateralFigure(
  spec: { a: number; c: number; B: number; phi: number; psi: number; unit: string },
  caption: string,
): { figure: Figure; points: Record<'A' | 'B' | 'C' | 'D', Point> } {
  const Bp: Point = { x: 0, y: 0 };
  const Cp: Point = { x: spec.a, y: 0 };
  const Ap: Point = { x: spec.c * cosD(spec.B), y: spec.c * sinD(spec.B) };
  const ac = Math.hypot(Cp.x - Ap.x, Cp.y - Ap.y);
  const ad = (ac * sinD(spec.psi)) / sinD(spec.phi + spec.psi);
  // Direction A -> C turned by phi away from B (B is below the line AC in this placement).
  const ux = (Cp.x - Ap.x) / ac;
  const uy = (Cp.y - Ap.y) / ac;
  const side = (Cp.x - Ap.x) * (Bp.y - Ap.y) - (Cp.y - Ap.y) * (Bp.x - Ap.x) > 0 ? -1 : 1;
  const turn = side * spec.phi;
  const dx = ux * cosD(turn) - uy * sinD(turn);
  const dy = ux * sinD(turn) + uy * cosD(turn);
  const Dp: Point = { x: Ap.x + ad * dx, y: Ap.y + ad * dy };
  const elements: FigureElement[] = [
    { kind: 'polygon', points: [Ap, Bp, Cp, Dp] },
    { kind: 'segment', from: Ap, to: Cp, dashed: true },
    { kind: 'segment', from: Ap, to: Bp, label: `${spec.c} ${spec.unit}` },
    { kind: 'segment', from: Bp, to: Cp, label: `${spec.a} ${spec.unit}` },
    { kind: 'angle', vertex: Bp, from: Ap, to: Cp, label: `${spec.B}°` },
    { kind: 'angle', vertex: Ap, from: Cp, to: Dp, label: `${spec.phi}°` },
    { kind: 'angle', vertex: Cp, from: Ap, to: Dp, label: `${spec.psi}°` },
    { kind: 'point', at: Ap, label: 'A' },
    { kind: 'point', at: Bp, label: 'B' },
    { kind: 'point', at: Cp, label: 'C' },
    { kind: 'point', at: Dp, label: 'D' },
  ];
  return { figure: { caption, elements }, points: { A: Ap, B: Bp, C: Cp, D: Dp } };
}

/**
 * A vertical tower FT seen from A and B on level ground in line with its foot F (A farther):
 * angles of elevation alpha at A and beta at B, AB = d.
 */
export function towerFigure(alpha: number, beta: number, d: number, caption: string): Figure {
  const tb = (d * sinD(alpha)) / sinD(beta - alpha);
  const height = tb * sinD(beta);
  const bf = tb * cosD(beta);
  const A: Point = { x: 0, y: 0 };
  const B: Point = { x: d, y: 0 };
  const F: Point = { x: d + bf, y: 0 };
  const T: Point = { x: d + bf, y: height };
  return {
    caption,
    elements: [
      { kind: 'segment', from: A, to: F },
      { kind: 'segment', from: A, to: B, label: `${d} m` },
      { kind: 'segment', from: F, to: T },
      { kind: 'segment', from: A, to: T },
      { kind: 'segment', from: B, to: T },
      { kind: 'right-angle', vertex: F, from: A, to: T },
      { kind: 'angle', vertex: A, from: T, to: F, label: `${alpha}°` },
      { kind: 'angle', vertex: B, from: T, to: F, label: `${beta}°` },
      { kind: 'point', at: A, label: 'A' },
      { kind: 'point', at: B, label: 'B' },
      { kind: 'point', at: F, label: 'F' },
      { kind: 'point', at: T, label: 'T' },
    ],
  };
}
