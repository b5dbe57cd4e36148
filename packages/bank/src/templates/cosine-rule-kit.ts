/**
 * Helpers for the cosine-rule lesson: the parallelogram with one diagonal drawn, and the number
 * formats its working lines use.
 */
import type { Figure, FigureElement } from '../figures/figure-model';
import { polar, pt } from '../figures/geometry';
import { fixed } from './exact';

/** A value to one decimal place. */
export const t1 = (x: number): string => fixed(x, 1);
/** An intermediate value kept to two decimal places in a working line. */
export const t2 = (x: number): string => fixed(x, 2);
/** A cosine or sine kept to four places in a working line. */
export const t4 = (x: number): string => fixed(x, 4);

/**
 * Parallelogram ABCD with AB = p, AD = q and angle DAB = theta; the diagonal BD (short when
 * theta is acute) or AC is dashed. Labels carry `unit`.
 */
export function parallelogramFigure(spec: {
  p: number;
  q: number;
  theta: number;
  unit: string;
  diagonal: 'BD' | 'AC';
  caption: string;
}): Figure {
  const A = pt(0, 0);
  const B = pt(spec.p, 0);
  const D = polar(A, spec.q, spec.theta);
  const C = pt(B.x + D.x, D.y);
  const elements: FigureElement[] = [
    { kind: 'polygon', points: [A, B, C, D] },
    { kind: 'segment', from: A, to: B, label: `${spec.p} ${spec.unit}` },
    { kind: 'segment', from: A, to: D, label: `${spec.q} ${spec.unit}` },
    spec.diagonal === 'BD'
      ? { kind: 'segment', from: B, to: D, dashed: true }
      : { kind: 'segment', from: A, to: C, dashed: true },
    { kind: 'angle', vertex: A, from: B, to: D, label: `${spec.theta}°` },
    { kind: 'point', at: A, label: 'A' },
    { kind: 'point', at: B, label: 'B' },
    { kind: 'point', at: C, label: 'C' },
    { kind: 'point', at: D, label: 'D' },
  ];
  return { caption: spec.caption, elements };
}
