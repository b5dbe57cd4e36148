/**
 * Helpers for the sine-rule lesson: the exact sine of a special angle in TeX, the ambiguous
 * case's count, and the figure of a point seen from the two ends of a base line (a balloon above
 * level ground, a lighthouse off a straight coast) with its height dropped to the base.
 */
import type { Figure, FigureElement, Point } from '../figures/figure-model';
import { exactTrig } from './exact';
import { cosD, sinD } from './triangle-solving-kit';

/** sin of a special angle as TeX: "\\frac{\\sqrt{3}}{2}". */
export function sinTex(angle: number): string {
  return exactTrig('sin', angle)?.tex ?? '';
}

/**
 * How many triangles have angle A, AC = b and BC = a: the side a swings from C and meets the
 * other arm of A twice, once (touching, or past A) or not at all. The height from C is b·sin A.
 */
export function triangleCount(A: number, b: number, a: number): 0 | 1 | 2 {
  if (A >= 90) return a > b ? 1 : 0;
  const h = b * sinD(A);
  if (a < h - 1e-9) return 0;
  if (Math.abs(a - h) < 1e-9) return 1;
  return a < b ? 2 : 1;
}

/**
 * A point C seen from A and B at the ends of a base of length d, with angles alpha at A and
 * beta at B (both acute, so the foot F of the height lies between them). The height CF is
 * dashed when `height` is set.
 */
export function apexFigure(spec: {
  names: { A: string; B: string; C: string; F: string };
  alpha: number;
  beta: number;
  d: number;
  unit: string;
  height: boolean;
  caption: string;
}): Figure {
  const { alpha, beta, d } = spec;
  const ac = (d * sinD(beta)) / sinD(alpha + beta);
  const A: Point = { x: 0, y: 0 };
  const B: Point = { x: d, y: 0 };
  const C: Point = { x: ac * cosD(alpha), y: ac * sinD(alpha) };
  const F: Point = { x: C.x, y: 0 };
  const elements: FigureElement[] = [
    // With the foot F on AB, the length goes on a dimension line: it names all of AB.
    spec.height
      ? { kind: 'dimension', from: A, to: B, label: `${d} ${spec.unit}` }
      : { kind: 'segment', from: A, to: B, label: `${d} ${spec.unit}` },
    { kind: 'segment', from: A, to: C },
    { kind: 'segment', from: B, to: C },
    { kind: 'angle', vertex: A, from: B, to: C, label: `${alpha}°` },
    { kind: 'angle', vertex: B, from: C, to: A, label: `${beta}°` },
    { kind: 'point', at: A, label: spec.names.A },
    { kind: 'point', at: B, label: spec.names.B },
    { kind: 'point', at: C, label: spec.names.C },
  ];
  if (spec.height) {
    elements.push(
      { kind: 'segment', from: A, to: B },
      { kind: 'segment', from: C, to: F, dashed: true },
      { kind: 'right-angle', vertex: F, from: B, to: C },
      { kind: 'point', at: F, label: spec.names.F },
    );
  }
  return { caption: spec.caption, elements };
}
