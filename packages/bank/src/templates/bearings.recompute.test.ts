/**
 * The bearings lesson's keys computed a second way: each question is read as a student reads it
 * (plain text), the journey is replayed with coordinates (x east, y north: position vectors
 * added leg by leg, directions read back with atan2, angles from dot products, a ship's
 * position from two bearings by intersecting two lines), and the stored key must agree with the
 * checker. The templates themselves use the back bearing, right-triangle trigonometry and the
 * sine and cosine rules. Then every quality gate runs on 50 items per template.
 */
import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../checker/check-answer';
import { letterBlindKey } from '../quality/bank-gates';
import { runGates } from '../quality/gates';
import { readValue } from '../quality/read-value';
import { toPlain } from '../quality/plain-text';
import type { GeneratedItem } from '../model/item';
import { createRng } from '../rng';
import { bearingTemplates } from './bearings.templates';

/** Timeouts are generous (120 s): the machine running the suite may be shared and busy. */
const SEEDS = 50;
const R = Math.PI / 180;

interface V {
  x: number;
  y: number;
}
const add = (a: V, b: V): V => ({ x: a.x + b.x, y: a.y + b.y });
const sub = (a: V, b: V): V => ({ x: a.x - b.x, y: a.y - b.y });
const scale = (a: V, k: number): V => ({ x: a.x * k, y: a.y * k });
const len = (a: V): number => Math.hypot(a.x, a.y);
/** Rotate a vector clockwise (as bearings turn) by `deg`. */
const turnCw = (a: V, deg: number): V => ({
  x: a.x * Math.cos(deg * R) + a.y * Math.sin(deg * R),
  y: -a.x * Math.sin(deg * R) + a.y * Math.cos(deg * R),
});
const NORTH: V = { x: 0, y: 1 };
/** A direction from a bearing, by turning north clockwise. */
const dirOf = (bearing: number): V => turnCw(NORTH, bearing);
/** The bearing of a direction, read with atan2. */
const bearingFrom = (v: V): number => (((Math.atan2(v.x, v.y) / R) % 360) + 360) % 360;
const angleOf = (u: V, v: V): number =>
  Math.acos(Math.max(-1, Math.min(1, (u.x * v.x + u.y * v.y) / (len(u) * len(v))))) / R;

const COMPASS: Record<string, V> = {
  north: { x: 0, y: 1 },
  'north-east': { x: 1, y: 1 },
  east: { x: 1, y: 0 },
  'south-east': { x: 1, y: -1 },
  south: { x: 0, y: -1 },
  'south-west': { x: -1, y: -1 },
  west: { x: -1, y: 0 },
  'north-west': { x: -1, y: 1 },
};

function plain(item: GeneratedItem): string {
  return toPlain(item.question).replace('In the opposite figure : ', '');
}
const all = (q: string, re: RegExp): number[] => [...q.matchAll(re)].map((m) => Number(m[1]));
const bearingsIn = (q: string): number[] => all(q, /bearing of (?:[A-Z] from [A-Z] is )?(\d+)°/g);
const kmIn = (q: string): number[] => all(q, /(\d+) km(?!\/h)/g);
/** 'N 40° E' read by turning north or south towards east or west. */
function compass(text: string): V {
  const m = /([NS]) (\d+)° ([EW])/.exec(text);
  if (!m) throw new Error(`no compass direction in ${text}`);
  const start = m[1] === 'N' ? NORTH : scale(NORTH, -1);
  const towardsEast = m[3] === 'E';
  // Turning from north towards east is clockwise; from south towards east is anticlockwise.
  const clockwise = (m[1] === 'N') === towardsEast;
  return turnCw(start, clockwise ? Number(m[2]) : -Number(m[2]));
}
function compassAll(text: string): V[] {
  return [...text.matchAll(/[NS] \d+° [EW]/g)].map((m) => compass(m[0]));
}

type Solution = { bearing: number } | { angle: number } | { length: number };

/** Each template's question solved with vectors. */
const SOLVERS: Record<string, (q: string, item: GeneratedItem) => Solution> = {
  'bearings/three-figure-bearing': (q, item) => {
    if (item.frame === 'compass') return { bearing: bearingFrom(compass(q)) };
    if (item.frame === 'cardinal') {
      const name = /lies (?:due )?([a-z-]+) of/.exec(q)?.[1] ?? '';
      const v = COMPASS[name];
      if (!v) throw new Error(q);
      return { bearing: bearingFrom(/of A from B/.test(q) ? scale(v, -1) : v) };
    }
    const m = /bearing of (\d+)°\. It turns (\d+)° (clockwise|anticlockwise)/.exec(q);
    if (!m) throw new Error(q);
    const turn = Number(m[2]) * (m[3] === 'clockwise' ? 1 : -1);
    return { bearing: bearingFrom(turnCw(dirOf(Number(m[1])), turn)) };
  },
  'bearings/back-bearing': (q, item) => {
    const out = item.frame === 'compass-given' ? compass(q) : dirOf(bearingsIn(q)[0] ?? NaN);
    return { bearing: bearingFrom(scale(out, -1)) };
  },
  'bearings/bearing-from-figure': (q) => {
    const m =
      /B is ([a-z-]+) of A, and the angle between AB and the line due ([a-z]+) of A is (\d+)°/.exec(
        q,
      );
    if (!m) throw new Error(q);
    const quadrant = COMPASS[m[1] ?? ''] as V;
    const ref = COMPASS[m[2] ?? ''] as V;
    // Of the two directions at that angle from the reference line, the one in the stated quadrant.
    const options = [turnCw(ref, Number(m[3])), turnCw(ref, -Number(m[3]))].filter(
      (v) => Math.sign(v.x) === Math.sign(quadrant.x) && Math.sign(v.y) === Math.sign(quadrant.y),
    );
    expect(options).toHaveLength(1);
    return { bearing: bearingFrom(options[0] as V) };
  },
  'bearings/angle-between-bearings': (q, item) => {
    if (item.frame === 'compass-given') {
      const [a, b] = compassAll(q) as [V, V];
      return { angle: angleOf(a, b) };
    }
    const [b1 = NaN, b2 = NaN] =
      item.frame === 'back-bearing-given'
        ? all(q, /(?:from [A-Z]|bearing of) is (\d+)°/g)
        : bearingsIn(q);
    const toB = item.frame === 'back-bearing-given' ? scale(dirOf(b2), -1) : dirOf(b2);
    return { angle: angleOf(dirOf(b1), toB) };
  },
  'bearings/distance-north-or-east-figure': (q) => {
    const b = bearingsIn(q)[0] ?? NaN;
    const east = /How far east|How far west/.test(q);
    const reached = /until it reaches Q, (\d+) km/.exec(q);
    if (reached) {
      // Bisection on the distance flown until the east-west displacement is the one given.
      const target = Number(reached[1]);
      let lo = 0;
      let hi = 10_000;
      for (let i = 0; i < 200; i += 1) {
        const mid = (lo + hi) / 2;
        if (Math.abs(scale(dirOf(b), mid).x) < target) lo = mid;
        else hi = mid;
      }
      return { length: lo };
    }
    const Q = scale(dirOf(b), kmIn(q)[0] ?? NaN);
    return { length: Math.abs(east ? Q.x : Q.y) };
  },
  'bearings/due-legs-figure': (q) => {
    const m = /walks (\d+) km due (north|south) from A to B, then (\d+) km due (east|west)/.exec(q);
    if (!m) throw new Error(q);
    const B = scale(COMPASS[m[2] ?? ''] as V, Number(m[1]));
    const C = add(B, scale(COMPASS[m[4] ?? ''] as V, Number(m[3])));
    if (/How far is C from A/.test(q)) return { length: len(C) };
    return { bearing: bearingFrom(/bearing of C from A/.test(q) ? C : scale(C, -1)) };
  },
  'bearings/right-angle-turn': (q) => {
    const [d1 = NaN, d2 = NaN] = kmIn(q);
    const [b1 = NaN, b2 = NaN] = bearingsIn(q);
    const R2 = add(scale(dirOf(b1), d1), scale(dirOf(b2), d2));
    if (/distance PR/.test(q)) return { length: len(R2) };
    return { bearing: bearingFrom(/return directly/.test(q) ? scale(R2, -1) : R2) };
  },
  'bearings/journey-distance-figure': (q) => {
    const [b1 = NaN, b2 = NaN] = bearingsIn(q);
    if (/from A to B/.test(q)) {
      const [d1 = NaN, d2 = NaN] = kmIn(q);
      return { length: len(add(scale(dirOf(b1), d1), scale(dirOf(b2), d2))) };
    }
    let [d1 = NaN, d2 = NaN] = kmIn(q);
    const speeds = all(q, /(\d+) km\/h/g);
    if (speeds.length === 2) {
      const t = all(q, /after (\d+) hours/g)[0] ?? NaN;
      [d1, d2] = [(speeds[0] ?? NaN) * t, (speeds[1] ?? NaN) * t];
    }
    return { length: len(sub(scale(dirOf(b1), d1), scale(dirOf(b2), d2))) };
  },
  'bearings/journey-bearing': (q) => {
    const [b1 = NaN, b2 = NaN] = bearingsIn(q);
    const [d1 = NaN, d2 = NaN] = kmIn(q);
    if (/lighthouse/.test(q)) {
      const A = scale(dirOf(b1), d1);
      const B = scale(dirOf(b2), d2);
      return { bearing: bearingFrom(sub(B, A)) };
    }
    const C = add(scale(dirOf(b1), d1), scale(dirOf(b2), d2));
    return { bearing: bearingFrom(/return directly/.test(q) ? scale(C, -1) : C) };
  },
  'bearings/two-stations-figure': (q) => {
    const d = kmIn(q)[0] ?? NaN;
    const [bA = NaN, bB = NaN] = bearingsIn(q);
    // S = A + s·u = B + t·v: two linear equations in s and t (Cramer's rule).
    const u = dirOf(bA);
    const v = dirOf(bB);
    const B = { x: d, y: 0 };
    const det = u.x * -v.y - u.y * -v.x;
    const s = (B.x * -v.y - B.y * -v.x) / det;
    const S = scale(u, s);
    if (/distance AS/.test(q)) return { length: len(S) };
    if (/distance BS/.test(q)) return { length: len(sub(S, B)) };
    return { length: Math.abs(S.y) };
  },
};

function sameBearing(a: number, b: number, tol: number): boolean {
  const d = Math.abs(((((a - b) % 360) + 540) % 360) - 180);
  return d <= tol;
}

function expectKey(item: GeneratedItem, solution: Solution): void {
  const context = `${item.question} -> ${item.answer}`;
  const value =
    'bearing' in solution
      ? solution.bearing
      : 'angle' in solution
        ? solution.angle
        : solution.length;
  if (item.type === 'MCQ') {
    // Options are rounded: a bearing to the degree, a length to 0.1 km.
    const matches = (item.options ?? []).filter((option) => {
      const v = readValue(option)?.value ?? NaN;
      return 'bearing' in solution
        ? sameBearing(v, value, 0.5 + 1e-9)
        : Math.abs(v - Number(value.toFixed(1))) < 1e-9;
    });
    expect(matches, context).toEqual([item.answer]);
    return;
  }
  if (item.decimals !== undefined) {
    expect(item.trueValue, context).toBeDefined();
    const tv = item.trueValue ?? NaN;
    const agrees =
      'bearing' in solution
        ? sameBearing(tv, value, 1e-6)
        : Math.abs(tv - value) <= 1e-6 * Math.max(1, value);
    expect(agrees, `${context}: true value ${tv} vs ${value}`).toBe(true);
  }
  // The checker accepts the recomputed value, written to two more decimals than asked.
  const typed = value.toFixed((item.decimals ?? 0) + 2);
  expect(checkAnswer(item, typed).correct, `${context}: typed ${typed}`).toBe(true);
  if (item.decimals === undefined) {
    const stored = readValue(item.answer)?.value ?? NaN;
    expect(Math.abs(stored - value) < 1e-9, `${context}: ${stored} vs ${value}`).toBe(true);
  }
}

describe('bearings: every key computed a second way', { timeout: 120_000 }, () => {
  it('has a solver for every template', () => {
    expect(bearingTemplates.map((t) => t.id).filter((id) => !SOLVERS[id])).toEqual([]);
  });

  describe.each(bearingTemplates.map((t) => [t.id, t] as const))('%s', (id, template) => {
    it('agrees with vectors on 50 seeds, and each template has three frames or more', () => {
      const solve = SOLVERS[id];
      if (!solve) throw new Error(`no solver for ${id}`);
      const frames = new Set<string>();
      for (let seed = 0; seed < SEEDS; seed += 1) {
        const item = template.generate(createRng(`bearings${seed}`));
        frames.add(item.frame ?? '');
        expectKey(item, solve(plain(item), item));
        expect(item.hints?.length ?? 0, item.question).toBeGreaterThanOrEqual(1);
        expect(item.steps?.length ?? 0, item.question).toBeGreaterThanOrEqual(1);
      }
      expect(frames.size).toBeGreaterThanOrEqual(3);
    });
  });
});

describe('bearings: the quality gates', { timeout: 120_000 }, () => {
  it('finds nothing on 50 seeds per template (distinct items, as the seed bank keeps them)', () => {
    const items: GeneratedItem[] = [];
    const seen = new Set<string>();
    for (const template of bearingTemplates) {
      for (let seed = 0; seed < SEEDS; seed += 1) {
        const item = template.generate(createRng(`gates${seed}`));
        const key = `${item.templateId}\n${letterBlindKey(item)}`;
        if (seen.has(key)) continue;
        seen.add(key);
        items.push(item);
      }
    }
    const findings = runGates(items).map((f) => `${f.templateId} ${f.gate}: ${f.detail}`);
    expect(findings).toEqual([]);
  });

  it('meets the lesson shares: figures, multi-step, context, both question types', () => {
    const items = bearingTemplates.flatMap((t) =>
      Array.from({ length: SEEDS }, (_, seed) => t.generate(createRng(`share${seed}`))),
    );
    const share = (f: (i: GeneratedItem) => boolean): number =>
      items.filter(f).length / items.length;
    expect(bearingTemplates.length).toBeGreaterThanOrEqual(10);
    expect(
      bearingTemplates.filter((t) => t.hasFigure).length / bearingTemplates.length,
    ).toBeGreaterThanOrEqual(0.4);
    expect(share((i) => i.multiStep === true)).toBeGreaterThanOrEqual(0.3);
    expect(share((i) => i.context === true)).toBeGreaterThanOrEqual(0.15);
    expect(new Set(bearingTemplates.map((t) => t.type)).size).toBe(2);
    const bs = bearingTemplates.map((t) => t.b);
    expect(Math.min(...bs)).toBeLessThanOrEqual(-1.2);
    expect(Math.max(...bs)).toBeGreaterThanOrEqual(1.5);
  });
});
