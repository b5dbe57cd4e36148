/**
 * Test helpers for the solids lessons' independent recomputation (cones, pyramids, spheres and
 * similar solids): volumes of solids of revolution by Simpson's rule on slices (each slice a disc
 * whose area comes from a numerical integration of the unit disc, never πr²), curved surfaces as
 * sums of thin bands along a sampled profile, pyramids and boxes as 3-D meshes (signed tetrahedra
 * and cross products), unknowns by bisection, and the check that a value found this way is the
 * item's key as the checker marks it.
 */
import { expect } from 'vitest';
import { checkAnswer } from '../checker/check-answer';
import type { GeneratedItem } from '../model/item';
import { toPlain } from '../quality/plain-text';
import { readValue } from '../quality/read-value';

/** The area of the unit disc by Simpson's rule on 2√(1 − x²) (no π anywhere). */
export const DISC = (() => {
  const n = 400_000;
  const f = (x: number): number => 2 * Math.sqrt(Math.max(0, 1 - x * x));
  const step = 2 / n;
  let sum = f(-1) + f(1);
  for (let i = 1; i < n; i += 1) sum += (i % 2 ? 4 : 2) * f(-1 + i * step);
  return (sum * step) / 3;
})();

/** The length of the unit circle as a fine polygon, its corners found by rotating a point. */
export const CIRCLE = (() => {
  const n = 400_000;
  // Rotate (1, 0) through a full turn in n small steps; a full turn in radians is twice the unit
  // disc's area, so no π is written in a formula.
  const turn = DISC * 2;
  const c = Math.cos(turn / n);
  const s = Math.sin(turn / n);
  let x = 1;
  let y = 0;
  let length = 0;
  for (let i = 0; i < n; i += 1) {
    const nx = c * x - s * y;
    const ny = s * x + c * y;
    length += Math.hypot(nx - x, ny - y);
    x = nx;
    y = ny;
  }
  return length;
})();

/** Simpson's rule of f on [a, b] with n (even) strips. */
export function simpson(f: (x: number) => number, a: number, b: number, n = 2000): number {
  const h = (b - a) / n;
  let sum = f(a) + f(b);
  for (let i = 1; i < n; i += 1) sum += (i % 2 ? 4 : 2) * f(a + i * h);
  return (sum * h) / 3;
}

/** The volume of the solid swept by radius(y) for y in [a, b]: discs stacked up. */
export const revolvedVolume = (radius: (y: number) => number, a: number, b: number): number =>
  simpson((y) => DISC * radius(y) ** 2, a, b);

/**
 * The curved area swept by the profile (radius, y) points: each thin band is a strip as long as
 * the circle round it (CIRCLE × mean radius) and as wide as the profile's step.
 */
export function revolvedArea(profile: readonly [number, number][]): number {
  let sum = 0;
  for (let i = 1; i < profile.length; i += 1) {
    const [r0, y0] = profile[i - 1] as [number, number];
    const [r1, y1] = profile[i] as [number, number];
    sum += CIRCLE * ((r0 + r1) / 2) * Math.hypot(r1 - r0, y1 - y0);
  }
  return sum;
}

/** A profile sampled from radius(y), n steps. */
export function profile(
  radius: (y: number) => number,
  a: number,
  b: number,
  n = 20000,
): [number, number][] {
  return Array.from({ length: n + 1 }, (_, i) => {
    const y = a + ((b - a) * i) / n;
    return [radius(y), y];
  });
}

/** A sphere's surface as a sampled meridian (angle steps, so the poles are sampled finely). */
export function sphereArea(r: number, fromDeg = -90, toDeg = 90, n = 20000): number {
  const pts: [number, number][] = [];
  const full = DISC * 2;
  for (let i = 0; i <= n; i += 1) {
    const t = ((fromDeg + ((toDeg - fromDeg) * i) / n) / 360) * full;
    pts.push([r * Math.cos(t), r * Math.sin(t)]);
  }
  return revolvedArea(pts);
}

export const coneVolume = (r: number, h: number): number =>
  revolvedVolume((y) => r * (1 - y / h), 0, h);
export const sphereVolume = (r: number): number =>
  revolvedVolume((y) => Math.sqrt(Math.max(0, r * r - y * y)), -r, r);
export const cylinderVolume = (r: number, h: number): number => revolvedVolume(() => r, 0, h);

type V3 = [number, number, number];
const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const cross = (a: V3, b: V3): V3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const dot = (a: V3, b: V3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

/** A right pyramid's faces: the base a × b at z = 0 and four triangles to the apex over its centre. */
export function pyramidMesh(a: number, b: number, h: number): V3[][] {
  const A: V3 = [0, 0, 0];
  const B: V3 = [a, 0, 0];
  const C: V3 = [a, b, 0];
  const D: V3 = [0, b, 0];
  const T: V3 = [a / 2, b / 2, h];
  return [
    [D, C, B, A],
    [A, B, T],
    [B, C, T],
    [C, D, T],
    [D, A, T],
  ];
}
export function meshVolume(faces: V3[][]): number {
  let sum = 0;
  for (const f of faces) {
    for (let i = 1; i + 1 < f.length; i += 1) {
      sum += dot(f[0] as V3, cross(f[i] as V3, f[i + 1] as V3)) / 6;
    }
  }
  return Math.abs(sum);
}
export function meshArea(faces: V3[][]): number {
  let sum = 0;
  for (const f of faces) {
    for (let i = 1; i + 1 < f.length; i += 1) {
      sum += Math.hypot(...cross(sub(f[i] as V3, f[0] as V3), sub(f[i + 1] as V3, f[0] as V3))) / 2;
    }
  }
  return sum;
}

/** x in [lo, hi] with f(x) = target, f monotonic. */
export function bisect(f: (x: number) => number, target: number, lo: number, hi: number): number {
  let a = lo;
  let b = hi;
  const rising = f(b) > f(a);
  // 80 halvings take any interval here below double precision.
  for (let i = 0; i < 80; i += 1) {
    const m = (a + b) / 2;
    if (f(m) < target === rising) a = m;
    else b = m;
  }
  return (a + b) / 2;
}

/**
 * The numbers of a question in order, its figure lead and unit powers dropped; a multiple of π
 * ("12π", "(32π)/(3)") is read as its value, with DISC standing for π.
 */
export function numbers(item: GeneratedItem): number[] {
  const plain = toPlain(item.question)
    .replace('In the opposite figure : ', '')
    .replace(/\^\d/g, '');
  const out: number[] = [];
  const re = /\((\d+(?:\.\d+)?)π\)\/\((\d+)\)|(\d+(?:\.\d+)?)π|(\d+(?:\.\d+)?)/g;
  for (const m of plain.matchAll(re)) {
    if (m[1] !== undefined) out.push((Number(m[1]) / Number(m[2])) * DISC);
    else if (m[3] !== undefined) out.push(Number(m[3]) * DISC);
    else out.push(Number(m[4]));
  }
  return out;
}

const close = (a: number, b: number, rel: number): boolean =>
  Math.abs(a - b) <= rel * Math.max(1, Math.abs(a), Math.abs(b));

/** An option's number: its math read as a value, words after it ("cones", "m") dropped. */
function optionValue(option: string): { value: number; places: number } | null {
  const math = /\$([^$]*)\$/.exec(option)?.[1] ?? option;
  const read = readValue(`$${math}$`);
  if (!read) return null;
  // A fraction or a multiple of π is exact; a decimal is compared at its own places.
  const exact = read.hasPi || /\\frac|√|\\sqrt/.test(math);
  const places = exact ? -1 : (/\.(\d+)/.exec(toPlain(`$${math}$`))?.[1]?.length ?? 0);
  return { value: read.value, places };
}

/**
 * The value found a second way is the item's key. A short answer: an exact key in terms of π is
 * typed as the coefficient found (value ÷ DISC, as a fraction over 1, 2, 3 or 4) with π; a
 * rounded key as the value to two more places; any other as the value to six places; the checker
 * must accept it. An MCQ: exactly one option has the value (at the option's precision) and
 * choosing it is marked correct.
 */
export function expectSolidKey(item: GeneratedItem, value: number, rel = 1e-6): void {
  const context = `${item.templateId} [${item.frame}] ${item.question} -> ${item.answer} vs ${value}`;
  if (item.type === 'MCQ') {
    const matching = (item.options ?? [])
      .map((option, index) => ({ index, read: optionValue(option) }))
      .filter(({ read }) => {
        if (!read) return false;
        const shown = read.places < 0 ? value : Number(value.toFixed(read.places));
        return close(read.value, shown, read.places < 0 ? rel : 1e-9);
      });
    expect(matching.length, context).toBe(1);
    const marked = checkAnswer({ ...item, mode: 'index' }, String(matching[0]?.index));
    expect(marked.correct, context).toBe(true);
    return;
  }
  const unit = item.unit ? ` ${item.unit}` : '';
  let typed: string;
  if (item.exact) {
    const coefficient = value / DISC;
    const d = [1, 2, 3, 4].find((q) => close(coefficient * q, Math.round(coefficient * q), rel));
    expect(d, context).toBeDefined();
    typed = `${Math.round(coefficient * (d ?? 1))}π${d === 1 ? '' : `/${d}`}${unit}`;
  } else if (item.decimals !== undefined) {
    expect(close(item.trueValue ?? NaN, value, rel), context).toBe(true);
    typed = `${value.toFixed(item.decimals + 2)}${unit}`;
  } else {
    typed = `${value.toFixed(6)}${unit}`;
  }
  const marked = checkAnswer({ ...item, mode: 'text' }, typed);
  expect(marked.correct, `${context}: typed ${typed}: ${marked.reason}`).toBe(true);
}
