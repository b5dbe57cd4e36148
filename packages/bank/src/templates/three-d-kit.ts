/**
 * Helpers for the 3-D trigonometry lesson: solids drawn in oblique projection (depth drawn at
 * 40° and half scale, as textbooks do), hidden edges dashed. Points are named by one capital
 * letter; edges and lines are written as two letters ('AB'). The projection does not keep
 * lengths or angles that leave the front plane, so such figures are marked not to scale and
 * their angle marks carry a letter (θ), never a number.
 */
import type { Figure, FigureElement, Point } from '../figures/figure-model';
import { pt } from '../figures/geometry';

export interface P3 {
  x: number;
  /** Depth, away from the viewer. */
  y: number;
  /** Height. */
  z: number;
}

export const p3 = (x: number, y: number, z: number): P3 => ({ x, y, z });

const DEPTH_ANGLE = (40 * Math.PI) / 180;
const DEPTH_SCALE = 0.5;

export function project(p: P3): Point {
  return pt(
    p.x + DEPTH_SCALE * p.y * Math.cos(DEPTH_ANGLE),
    p.z + DEPTH_SCALE * p.y * Math.sin(DEPTH_ANGLE),
  );
}

export interface SolidSpec {
  points: Record<string, P3>;
  /** Visible edges and lines, e.g. ['AB', 'BC']. */
  edges: string[];
  /** Hidden edges and lines, drawn dashed. */
  hidden?: string[];
  /** Labels on edges or lines (the key must be listed in edges or hidden). */
  labels?: Record<string, string>;
  /** Angle marks: at the middle letter, between the outer two ('GAC'). */
  angles?: Record<string, string>;
  /** Points whose names are not printed (helpers such as the foot of a height). */
  unnamed?: string[];
  caption: string;
}

export function solidFigure(spec: SolidSpec): Figure {
  const at = (name: string): Point => {
    const p = spec.points[name];
    if (!p) throw new Error(`unknown point ${name}`);
    return project(p);
  };
  const elements: FigureElement[] = [];
  const line = (key: string, dashed: boolean): void => {
    const label = spec.labels?.[key];
    elements.push({
      kind: 'segment',
      from: at(key.charAt(0)),
      to: at(key.charAt(1)),
      ...(dashed ? { dashed: true } : {}),
      ...(label ? { label } : {}),
    });
  };
  for (const key of spec.edges) line(key, false);
  for (const key of spec.hidden ?? []) line(key, true);
  for (const [key, label] of Object.entries(spec.angles ?? {})) {
    elements.push({
      kind: 'angle',
      vertex: at(key.charAt(1)),
      from: at(key.charAt(0)),
      to: at(key.charAt(2)),
      label,
    });
  }
  for (const name of Object.keys(spec.points)) {
    if (spec.unnamed?.includes(name)) continue;
    elements.push({ kind: 'point', at: at(name), label: name });
  }
  return { notToScale: true, caption: spec.caption, elements };
}

/** The eight corners of a cuboid l × w × h: ABCD the base (A front left), EFGH above it. */
export function cuboidPoints(l: number, w: number, h: number): Record<string, P3> {
  return {
    A: p3(0, 0, 0),
    B: p3(l, 0, 0),
    C: p3(l, w, 0),
    D: p3(0, w, 0),
    E: p3(0, 0, h),
    F: p3(l, 0, h),
    G: p3(l, w, h),
    H: p3(0, w, h),
  };
}

/** Seen from the front, right and above, the back-left-bottom corner D is hidden. */
export const CUBOID_EDGES = ['AB', 'BC', 'EF', 'FG', 'GH', 'HE', 'AE', 'BF', 'CG'];
export const CUBOID_HIDDEN = ['AD', 'DC', 'DH'];

/** A right pyramid on the square ABCD of side s, apex V above the centre O at height h. */
export function pyramidPoints(s: number, h: number): Record<string, P3> {
  return {
    A: p3(0, 0, 0),
    B: p3(s, 0, 0),
    C: p3(s, s, 0),
    D: p3(0, s, 0),
    O: p3(s / 2, s / 2, 0),
    M: p3(s, s / 2, 0),
    V: p3(s / 2, s / 2, h),
  };
}

export const PYRAMID_EDGES = ['AB', 'BC', 'VA', 'VB', 'VC'];
export const PYRAMID_HIDDEN = ['AD', 'DC', 'VD'];

/** Length of a 3-D segment. */
export function dist3(a: P3, b: P3): number {
  return Math.hypot(a.x - b.x, a.y - b.y, a.z - b.z);
}
