/**
 * Helpers for the solving-right-triangles lesson: number formats for worked steps and the scenes
 * it draws (an object standing on level ground seen from one or two points, a cliff with boats,
 * an isosceles triangle split by its altitude, a rectangle with a diagonal).
 */
import type { FigureElement, Point } from '../figures/figure-model';
import { pt } from '../figures/geometry';
import { fixed } from './exact';

export const DEG = Math.PI / 180;
export const sinD = (x: number): number => Math.sin(x * DEG);
export const cosD = (x: number): number => Math.cos(x * DEG);
export const tanD = (x: number): number => Math.tan(x * DEG);
export const cotD = (x: number): number => 1 / Math.tan(x * DEG);

/** A length to one decimal place ("6.9"). */
export const t1 = (x: number): string => fixed(x, 1);
/** An intermediate value kept to two decimal places, for working lines. */
export const t2 = (x: number): string => fixed(x, 2);
/** "$6.9$ m": an MCQ option to one decimal place with its unit. */
export const opt1 = (x: number, unit: string): string => `$${fixed(x, 1)}$ ${unit}`;

export const seg = (from: Point, to: Point, label?: string, dashed?: boolean): FigureElement => ({
  kind: 'segment',
  from,
  to,
  ...(label ? { label } : {}),
  ...(dashed ? { dashed: true } : {}),
});
export const mark = (vertex: Point, from: Point, to: Point, label?: string): FigureElement => ({
  kind: 'angle',
  vertex,
  from,
  to,
  ...(label ? { label } : {}),
});
export const square = (vertex: Point, from: Point, to: Point): FigureElement => ({
  kind: 'right-angle',
  vertex,
  from,
  to,
});
export const dot = (at: Point, label: string): FigureElement => ({ kind: 'point', at, label });

/**
 * A vertical object BT on level ground seen from A (d along the ground from its foot B) at an
 * angle of elevation at A; any of the three sides may carry a label.
 */
export function sightScene(spec: {
  d: number;
  h: number;
  angle: string;
  ground?: string;
  height?: string;
  sight?: string;
  names?: [string, string, string];
}): FigureElement[] {
  const [nA, nB, nT] = spec.names ?? ['A', 'B', 'T'];
  const a = pt(0, 0);
  const b = pt(spec.d, 0);
  const t = pt(spec.d, spec.h);
  return [
    seg(pt(-spec.d * 0.08, 0), pt(spec.d * 1.1, 0)),
    seg(a, b, spec.ground),
    seg(b, t, spec.height),
    seg(a, t, spec.sight, !spec.sight),
    mark(a, b, t, spec.angle),
    square(b, a, t),
    dot(a, nA),
    dot(b, nB),
    dot(t, nT),
  ];
}

/**
 * A cliff (or building) FT of height h with the horizontal through T dashed, and a point S on
 * the ground d from F seen from T at an angle of depression; sides may carry labels.
 */
export function depressionScene(spec: {
  d: number;
  h: number;
  angle: string;
  height?: string;
  ground?: string;
  sight?: string;
}): FigureElement[] {
  const top = pt(0, spec.h);
  const foot = pt(0, 0);
  const s = pt(spec.d, 0);
  return [
    seg(pt(-spec.d * 0.05, 0), pt(spec.d * 1.08, 0)),
    seg(foot, top, spec.height),
    seg(top, pt(spec.d, spec.h), undefined, true),
    seg(top, s, spec.sight),
    ...(spec.ground ? [seg(foot, s, spec.ground)] : []),
    mark(top, pt(spec.d, spec.h), s, spec.angle),
    square(foot, top, s),
    dot(top, 'T'),
    dot(foot, 'F'),
    dot(s, 'S'),
  ];
}
