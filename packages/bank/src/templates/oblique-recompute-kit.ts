/**
 * Numerical geometry for the sine-rule and cosine-rule recomputation tests (test code): triangles
 * placed by coordinates (rays meeting, circles cut by bisection), lengths by distance, angles
 * measured, the circumcentre where two perpendicular bisectors meet, and an evaluator for the TeX
 * expressions the "which expression" options print. None of it uses the sine or cosine rule, so
 * a key it confirms was reached a second way.
 */
import { checkAnswer } from '../checker/check-answer';
import type { GeneratedItem } from '../model/item';
import { readValue } from '../quality/read-value';
import { type P, bisect, dist } from './circle-recompute-kit';

const RAD = Math.PI / 180;
export const O: P = { x: 0, y: 0 };

export const ray = (from: P, deg: number, length: number): P => ({
  x: from.x + length * Math.cos(deg * RAD),
  y: from.y + length * Math.sin(deg * RAD),
});

/** Where the line through p at uDeg meets the line through q at vDeg. */
export function meet(p: P, uDeg: number, q: P, vDeg: number): P {
  const u = { x: Math.cos(uDeg * RAD), y: Math.sin(uDeg * RAD) };
  const v = { x: Math.cos(vDeg * RAD), y: Math.sin(vDeg * RAD) };
  const det = u.x * -v.y - u.y * -v.x;
  const s = ((q.x - p.x) * -v.y - (q.y - p.y) * -v.x) / det;
  return { x: p.x + s * u.x, y: p.y + s * u.y };
}

/** Points of the positive x-axis at distance r from c (nearer the origin first). */
export function onAxisAt(c: P, r: number): P[] {
  const disc = r * r - c.y * c.y;
  if (disc < -1e-9) return [];
  const half = Math.sqrt(Math.max(0, disc));
  const xs = half < 1e-6 ? [c.x] : [c.x - half, c.x + half];
  return xs.filter((x) => x > 1e-9).map((x) => ({ x, y: 0 }));
}

/** The centre of the circle through three points: two perpendicular bisectors meeting. */
export function circumcentre(a: P, b: P, c: P): P {
  const mid = (p: P, q: P): P => ({ x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 });
  const normal = (p: P, q: P): number => (Math.atan2(q.y - p.y, q.x - p.x) / RAD + 90) % 360;
  return meet(mid(a, b), normal(a, b), mid(b, c), normal(b, c));
}

/** Triangle from three sides: A at the origin, B on the x-axis, C where two circles cross. */
export function fromSides(a: number, b: number, c: number): { A: P; B: P; C: P } {
  const B = { x: c, y: 0 };
  const theta = bisect((t) => dist(ray(O, t, b), B) - a, 1e-9, 180 - 1e-9);
  return { A: O, B, C: ray(O, theta, b) };
}

export function shoelace(points: P[]): number {
  let s = 0;
  points.forEach((p, i) => {
    const q = points[(i + 1) % points.length] as P;
    s += p.x * q.y - q.x * p.y;
  });
  return Math.abs(s) / 2;
}

/** The number after `NAME =` (a length). */
export function side(q: string, name: string): number {
  const match = new RegExp(`(?<![A-Za-z∠])${name}\\s*=\\s*(\\d+(?:\\.\\d+)?)`).exec(q);
  if (!match) throw new Error(`no ${name} in ${q}`);
  return Number(match[1]);
}
/** The number after `m∠NAME =` (degrees). */
export function ang(q: string, name: string): number {
  const match = new RegExp(`∠\\s*${name}\\s*=\\s*(\\d+(?:\\.\\d+)?)\\s*°`).exec(q);
  if (!match) throw new Error(`no angle ${name} in ${q}`);
  return Number(match[1]);
}
/** The first group of `re` in q, as a number. */
export function num(q: string, re: RegExp): number {
  const match = re.exec(q);
  if (!match) throw new Error(`no ${re} in ${q}`);
  return Number(match[1]);
}

/**
 * An exact key ("20√3/3") has the recomputed value, and the checker accepts it (a decimal typed
 * for an exact key is refused by design, so the key's own text is what is marked).
 */
export function exactKeyAgrees(item: GeneratedItem, value: number): { ok: boolean; why: string } {
  const stored = readValue(item.answer)?.value ?? NaN;
  if (Math.abs(stored - value) > 1e-9 * Math.max(1, Math.abs(value)))
    return { ok: false, why: `the key is ${stored}, recomputed ${value}` };
  const result = checkAnswer(item, item.answer);
  return { ok: result.correct, why: result.reason ?? '' };
}

/**
 * Evaluates the TeX of an option: numbers, + and −, products by juxtaposition, ( ), { },
 * \\frac{..}{..}, ^2, \\times, and \\sin / \\cos of a number of degrees.
 */
export function evalTex(tex: string): number {
  const tokens =
    tex.match(/\\frac|\\sin|\\cos|\\times|\^\\circ|\^\{2\}|\^2|\d+(?:\.\d+)?|[-+(){}]/g) ?? [];
  let at = 0;
  const peek = (): string | undefined => tokens[at];
  const expr = (): number => {
    let value = term();
    while (peek() === '+' || peek() === '-') {
      const op = tokens[at];
      at += 1;
      const right = term();
      value = op === '+' ? value + right : value - right;
    }
    return value;
  };
  const term = (): number => {
    let value = 1;
    if (peek() === '-') {
      at += 1;
      value = -1;
    }
    while (at < tokens.length && !['+', '-', ')', '}'].includes(peek() ?? '')) value *= power();
    return value;
  };
  const power = (): number => {
    const base = primary();
    if (peek()?.startsWith('^') && peek() !== '^\\circ') {
      at += 1;
      return base * base;
    }
    return base;
  };
  const closed = (open: string, close: string): number => {
    if (tokens[at] !== open) throw new Error(`expected ${open} in ${tex}`);
    at += 1;
    const v = expr();
    if (tokens[at] !== close) throw new Error(`expected ${close} in ${tex}`);
    at += 1;
    return v;
  };
  const primary = (): number => {
    const token = peek();
    if (token === '(') return closed('(', ')');
    if (token === '{') return closed('{', '}');
    at += 1;
    if (token === '\\frac') return closed('{', '}') / closed('{', '}');
    if (token === '\\times' || token === '^\\circ') return 1;
    if (token === '\\sin' || token === '\\cos') {
      const deg = primary();
      if (peek() === '^\\circ') at += 1;
      return token === '\\sin' ? Math.sin(deg * RAD) : Math.cos(deg * RAD);
    }
    const n = Number(token);
    if (token === undefined || Number.isNaN(n)) throw new Error(`cannot read ${token} in ${tex}`);
    return n;
  };
  const value = expr();
  if (at !== tokens.length) throw new Error(`unread ${tokens.slice(at).join(' ')} in ${tex}`);
  return value;
}

/**
 * Replaces the letters of a triangle statement by a triangle's measures: a, b, c by its sides and
 * \\sin A, \\cos B... by the sines and cosines of its angles in degrees.
 */
export function withMeasures(tex: string, measure: Record<string, number>): string {
  return tex
    .replace(/\$/g, '')
    .replace(/\\(sin|cos) ([ABC])/g, (_, fn: string, v: string) => `\\${fn} {${measure[v]}}^\\circ`)
    .replace(/(?<!\\[a-z]*)([abc])/g, (_, v: string) => `{${measure[v]}}`);
}
