/**
 * Helpers for the bearings lesson: three-figure bearings, back bearings, positions on a journey
 * (x east, y north) and the figures' north lines and bearing marks.
 */
import type { FigureElement, Point } from '../figures/figure-model';
import { pt } from '../figures/geometry';

const DEG = Math.PI / 180;

/** A bearing in [0, 360). */
export function norm360(b: number): number {
  return ((b % 360) + 360) % 360;
}

/** Three figures: 40 -> '040'. */
export function pad3(b: number): string {
  return String(Math.round(norm360(b)) % 360).padStart(3, '0');
}

/** A bearing as TeX ('040^\\circ') and as a stored key ('040°'). */
export const bTex = (b: number): string => `${pad3(b)}^\\circ`;
export const bKey = (b: number): string => `${pad3(b)}°`;

/** The back bearing: the bearing of A from B when B is on bearing b from A. */
export function backBearing(b: number): number {
  return norm360(b + 180);
}

/** A unit step on a bearing (x east, y north). */
export function heading(b: number): Point {
  return pt(Math.sin(b * DEG), Math.cos(b * DEG));
}

/** The point `d` from `from` on bearing `b`. */
export function travel(from: Point, b: number, d: number): Point {
  const h = heading(b);
  return pt(from.x + d * h.x, from.y + d * h.y);
}

/** The bearing of `to` from `from`, in [0, 360). */
export function bearingOf(from: Point, to: Point): number {
  return norm360(Math.atan2(to.x - from.x, to.y - from.y) / DEG);
}

/** The angle (0..180) between two bearings, as at the point they are both measured from. */
export function angleBetween(b1: number, b2: number): number {
  const d = Math.abs(norm360(b1) - norm360(b2));
  return d > 180 ? 360 - d : d;
}

/** 'N 40° E' style for an angle x from north or south towards east or west. */
export interface Compass {
  from: 'N' | 'S';
  x: number;
  to: 'E' | 'W';
}

export function compassToBearing(c: Compass): number {
  if (c.from === 'N') return c.to === 'E' ? c.x : 360 - c.x;
  return c.to === 'E' ? 180 - c.x : 180 + c.x;
}

export function compassTex(c: Compass): string {
  return `\\text{${c.from}}\\,${c.x}^\\circ\\,\\text{${c.to}}`;
}

/** A north line at `at`: a ray `length` long with 'N' at its tip. */
export function northLine(at: Point, length: number): FigureElement[] {
  const tip = pt(at.x, at.y + length);
  return [
    { kind: 'ray', from: at, through: tip },
    { kind: 'label', at: pt(at.x, at.y + length * 1.22), text: 'N' },
  ];
}

/**
 * The bearing mark at `at` from north clockwise to `towards`, labelled; a bearing over 180° is
 * the reflex angle between the north line and the path.
 */
export function bearingMark(
  at: Point,
  northLength: number,
  towards: Point,
  label?: string,
): FigureElement {
  const b = bearingOf(at, towards);
  return {
    kind: 'angle',
    vertex: at,
    from: pt(at.x, at.y + northLength),
    to: towards,
    ...(label ? { label } : {}),
    ...(b > 180 ? { reflex: true } : {}),
  };
}
