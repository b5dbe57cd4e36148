/**
 * Numerical geometry for the circle lessons' recomputation tests (circle-theorems,
 * tangents-secants): points placed on a unit circle by measuring angles and bisecting, lines
 * cut with circles, angles and lengths measured from coordinates. None of it uses a circle
 * theorem, so a key it confirms was reached a second, independent way.
 */
import { parseMathValue } from '../checker/parse-math';
import type { GeneratedItem } from '../model/item';
import { checkAnswer } from '../checker/check-answer';
import { readValue } from '../quality/read-value';
import { toPlain } from '../quality/plain-text';

export interface P {
  x: number;
  y: number;
}

const RAD = Math.PI / 180;
export const at = (deg: number, r = 1): P => ({
  x: r * Math.cos(deg * RAD),
  y: r * Math.sin(deg * RAD),
});
export const dist = (a: P, b: P): number => Math.hypot(a.x - b.x, a.y - b.y);

/** The angle at V between the rays towards A and B, in degrees (0..180), measured. */
export function angle(V: P, A: P, B: P): number {
  const ax = A.x - V.x;
  const ay = A.y - V.y;
  const bx = B.x - V.x;
  const by = B.y - V.y;
  return Math.abs(Math.atan2(ax * by - ay * bx, ax * bx + ay * by)) / RAD;
}

/** A root of f in [lo, hi] by bisection (f changes sign there). */
export function bisect(f: (t: number) => number, lo: number, hi: number): number {
  let a = lo;
  let b = hi;
  const fa = f(a);
  for (let i = 0; i < 200; i += 1) {
    const m = (a + b) / 2;
    const fm = f(m);
    if (fm === 0) return m;
    if (Math.sign(fm) === Math.sign(fa)) a = m;
    else b = m;
  }
  return (a + b) / 2;
}

/**
 * The polar angle φ for B (A at 0°) such that the chord AB is seen at `x` degrees from the
 * middle of the arc from B back round to A: found by measuring, not by the inscribed-angle rule.
 */
export function chordSeenAt(x: number): number {
  return bisect((phi) => angle(at((phi + 360) / 2), at(0), at(phi)) - x, 1e-9, 360 - 1e-9);
}

/** The second point where the ray from A (on the unit circle) in direction `deg` meets the circle. */
export function rayHit(A: P, deg: number, centre: P = { x: 0, y: 0 }): P {
  const d = { x: Math.cos(deg * RAD), y: Math.sin(deg * RAD) };
  // |A + t d - c|² = r², with A on the circle: t = -2 (A - c)·d.
  const t = -2 * ((A.x - centre.x) * d.x + (A.y - centre.y) * d.y);
  return { x: A.x + t * d.x, y: A.y + t * d.y };
}

/** The points where the line P + t d meets the circle (centre c, radius r), as parameters t. */
export function lineCircle(P: P, d: P, c: P, r: number): number[] {
  const fx = P.x - c.x;
  const fy = P.y - c.y;
  const a = d.x * d.x + d.y * d.y;
  const b = 2 * (fx * d.x + fy * d.y);
  const k = fx * fx + fy * fy - r * r;
  const disc = b * b - 4 * a * k;
  if (disc < 0) return [];
  const s = Math.sqrt(disc);
  return [(-b - s) / (2 * a), (-b + s) / (2 * a)];
}

/** The two intersections of circles (c1, r1) and (c2, r2), the one with larger y first. */
export function circleCircle(c1: P, r1: number, c2: P, r2: number): [P, P] {
  const d = dist(c1, c2);
  const a = (r1 * r1 - r2 * r2 + d * d) / (2 * d);
  const h = Math.sqrt(Math.max(0, r1 * r1 - a * a));
  const ux = (c2.x - c1.x) / d;
  const uy = (c2.y - c1.y) / d;
  const mx = c1.x + a * ux;
  const my = c1.y + a * uy;
  const p1 = { x: mx - h * uy, y: my + h * ux };
  const p2 = { x: mx + h * uy, y: my - h * ux };
  return p1.y >= p2.y ? [p1, p2] : [p2, p1];
}

/** The item's question as plain symbols, without the figure lead. */
export function plainQuestion(item: GeneratedItem): string {
  return toPlain(item.question).replace('In the opposite figure : ', '');
}

/** The number after `m∠NAME =` (degrees). */
export function givenAngle(q: string, name: string): number {
  const match = new RegExp(`∠\\s*${name}\\s*=\\s*(\\d+(?:\\.\\d+)?)\\s*°`).exec(q);
  if (!match) throw new Error(`no angle ${name} in ${q}`);
  return Number(match[1]);
}

/** The linear expression after `m∠NAME =`, `(3y + 5)°` -> [3, 5]. */
export function givenLinear(q: string, name: string): [number, number] {
  const match = new RegExp(`∠\\s*${name}\\s*=\\s*\\(([^)]*)\\)\\s*°`).exec(q);
  if (!match?.[1]) throw new Error(`no expression for ${name} in ${q}`);
  return parseLinear(match[1]);
}

export function parseLinear(text: string): [number, number] {
  const match = /^\s*(\d*)\s*y\s*(?:([+-])\s*(\d+))?\s*$/.exec(text);
  if (!match) throw new Error(`cannot read ${text}`);
  const a = match[1] ? Number(match[1]) : 1;
  const b = match[2] ? (match[2] === '-' ? -1 : 1) * Number(match[3]) : 0;
  return [a, b];
}

/** Every whole y in [-200, 200] with f(y) = 0 (a scan, not algebra). */
export function scanY(f: (y: number) => number): number[] {
  const out: number[] = [];
  for (let y = -200; y <= 200; y += 1) if (Math.abs(f(y)) < 1e-6) out.push(y);
  return out;
}

/** The number before `unit` after `label` in text: lengthAfter(q, /AC = /, 'cm'). */
export function numberAfter(q: string, pattern: RegExp): number {
  const match = pattern.exec(q);
  if (!match?.[1]) throw new Error(`no ${pattern} in ${q}`);
  return Number(match[1]);
}

/**
 * Whether the stored key is the recomputed value, as the checker marks it: a short answer typed
 * as the value (six decimals, with the key's degree sign and unit), or the MCQ option whose value
 * it is, chosen by index; exactly one option may have that value.
 */
export function keyAgrees(item: GeneratedItem, value: number): { ok: boolean; why: string } {
  const typed = Number(value.toFixed(6));
  if (item.type === 'MCQ') {
    const options = item.options ?? [];
    const matching = options
      .map((option, index) => ({ index, v: readValue(option)?.value ?? NaN }))
      .filter(({ v }) => Math.abs(v - value) <= 1e-6 * Math.max(1, Math.abs(value)));
    if (matching.length !== 1)
      return { ok: false, why: `${matching.length} options equal ${value}` };
    const result = checkAnswer({ ...item, mode: 'index' }, String(matching[0]?.index));
    return { ok: result.correct, why: result.reason ?? '' };
  }
  const degree = item.answer.includes('°') ? '°' : '';
  const unit = item.unit ? ` ${item.unit}` : '';
  const result = checkAnswer(item, `${typed}${degree}${unit}`);
  return { ok: result.correct, why: `${typed}${degree}${unit}: ${result.reason ?? ''}` };
}

/** Whether the stored text key is the recomputed text (MCQ by index). */
export function textKeyAgrees(item: GeneratedItem, text: string): boolean {
  const index = (item.options ?? []).findIndex((o) => o === text);
  return index >= 0 && checkAnswer({ ...item, mode: 'index' }, String(index)).correct;
}

/** The points where tangents from P touch the circle (centre c, radius r), found by bisection. */
export function tangentTouches(P: P, c: P, r: number): [P, P] {
  const toCentre = Math.atan2(c.y - P.y, c.x - P.x) / RAD;
  const disc = (deg: number): number => {
    const u = { x: Math.cos(deg * RAD), y: Math.sin(deg * RAD) };
    const fx = P.x - c.x;
    const fy = P.y - c.y;
    const b = fx * u.x + fy * u.y;
    return b * b - (fx * fx + fy * fy - r * r);
  };
  const touch = (deg: number): P => {
    const u = { x: Math.cos(deg * RAD), y: Math.sin(deg * RAD) };
    const s = -((P.x - c.x) * u.x + (P.y - c.y) * u.y);
    return { x: P.x + s * u.x, y: P.y + s * u.y };
  };
  const left = bisect(disc, toCentre, toCentre + 90);
  const right = bisect(disc, toCentre - 90, toCentre);
  return [touch(left), touch(right)];
}

/** Near and far distances from P to the circle (centre c, radius r) along direction `deg`. */
export function cuts(P: P, deg: number, c: P, r: number): [number, number] {
  const u = { x: Math.cos(deg * RAD), y: Math.sin(deg * RAD) };
  const [t1 = NaN, t2 = NaN] = lineCircle(P, u, c, r);
  return [Math.min(t1, t2), Math.max(t1, t2)];
}

/**
 * A polygon drawn round a circle of radius ρ at O whose tangent lengths (from each vertex, in
 * order) are given: ρ by bisection so the central angles close up, then each vertex where the
 * tangents at neighbouring touching points meet. Returns the vertices in order.
 */
export function polygonRoundCircle(tangents: readonly number[]): P[] {
  const total = (rho: number): number =>
    tangents.reduce((sum, t) => sum + Math.atan(t / rho), 0) - Math.PI;
  const rho = bisect(total, 1e-6, 1e6);
  const vertices: P[] = [];
  let start = 0;
  for (const t of tangents) {
    const half = Math.atan(t / rho);
    const mid = start + half;
    vertices.push({
      x: (rho * Math.cos(mid)) / Math.cos(half),
      y: (rho * Math.sin(mid)) / Math.cos(half),
    });
    start += 2 * half;
  }
  return vertices;
}

/** A value written in a question's maths as plain text ((3)/(5), -√(3)/2, (5π)/(6)); throws if unreadable. */
export function mathValue(text: string): number {
  const parsed = parseMathValue(text.trim());
  if (!parsed) throw new Error(`cannot read ${text}`);
  return parsed.value;
}
