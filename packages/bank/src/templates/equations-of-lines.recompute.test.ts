/**
 * Equations of lines: every key found a second way from the question as a student reads it. The
 * equations and points are read from the text; then a gradient comes from two sampled points, an
 * intercept or a crossing from bisection or a search of the grid, a point on a line from a cross
 * product, an angle from atan2 of a direction, a distance or a foot from minimising the distance
 * along the line (never the |ax + by + c| / √(a² + b²) formula), and an equation option is
 * accepted only if it passes through the right points with the right direction. The checker must
 * accept the stored key for it; then every gate and the lesson's shape are checked.
 */
import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../checker/check-answer';
import type { GeneratedItem } from '../model/item';
import { toPlain } from '../quality/plain-text';
import { readValue } from '../quality/read-value';
import { createRng } from '../rng';
import { parseQuestionText } from '../text/parse-question-text';
import { bisect, keyAgrees } from './circle-recompute-kit';
import { equationsOfLinesTemplates } from './equations-of-lines.templates';
import { describeLessonShape } from './lesson-shape';

const SEEDS = 50;
/** The question in plain symbols, for reading its words. */
const W = (q: string): string => toPlain(q);

interface P {
  x: number;
  y: number;
}
/** A x + B y + C = 0 (floats, as read). */
type L = [number, number, number];

/** The maths segments of a text, each as plain symbols. */
function maths(text: string): string[] {
  return parseQuestionText(text)
    .filter((s) => s.kind === 'math')
    .map((s) => toPlain(`$${s.value}$`).replace(/\s+/g, ''));
}

/** "y=-(1)/(2)x+7", "2x-3y+6=0", "x=3": the line, or null when the text is not a line. */
function readLine(text: string): L | null {
  const sides = text.split('=');
  if (sides.length !== 2 || !/[xy]/.test(text) || /[a-wz(]\(|k|θ/.test(text)) return null;
  const out: L = [0, 0, 0];
  for (const [index, side] of sides.entries()) {
    const sign = index === 0 ? 1 : -1;
    const body = side.replace(/\\left|\\right/g, '');
    const terms = body.match(/[+-]?[^+-]+/g) ?? [];
    for (const term of terms) {
      const m = /^([+-]?)(\((\d+)\)\/\((\d+)\)|\d+(?:\.\d+)?)?([xy]?)$/.exec(term);
      if (!m) return null;
      const s = m[1] === '-' ? -1 : 1;
      const size = m[3] ? Number(m[3]) / Number(m[4]) : m[2] ? Number(m[2]) : 1;
      const slot = m[5] === 'x' ? 0 : m[5] === 'y' ? 1 : 2;
      out[slot] += sign * s * size;
    }
  }
  return out;
}

function lines(text: string): L[] {
  return maths(text)
    .map(readLine)
    .filter((l): l is L => l !== null);
}

/** Named points "A(2,-3)" in the maths, by name; unnamed pairs under '' in order. */
function pointsIn(text: string): { named: Map<string, P>; all: P[] } {
  const named = new Map<string, P>();
  const all: P[] = [];
  for (const m of maths(text)) {
    for (const hit of m.matchAll(/([A-Z]?)\((-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)\)/g)) {
      const p = { x: Number(hit[2]), y: Number(hit[3]) };
      all.push(p);
      if (hit[1]) named.set(hit[1], p);
    }
  }
  return { named, all };
}

const residual = (l: L, p: P): number => l[0] * p.x + l[1] * p.y + l[2];
const on = (l: L, p: P): boolean =>
  Math.abs(residual(l, p)) < 1e-6 * Math.max(1, Math.hypot(l[0], l[1]));
const cross = (o: P, a: P, b: P): number => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
/** Two points of the line, sampled (x = 0 and x = 1, or y = 0 and y = 1 for a vertical line). */
function sample(l: L): [P, P] {
  if (Math.abs(l[1]) > 1e-12) {
    const at = (x: number): P => ({ x, y: -(l[0] * x + l[2]) / l[1] });
    return [at(0), at(1)];
  }
  const x = -l[2] / l[0];
  return [
    { x, y: 0 },
    { x, y: 1 },
  ];
}
/** The direction of a line, from its two sampled points. */
function direction(l: L): P {
  const [a, b] = sample(l);
  return { x: b.x - a.x, y: b.y - a.y };
}
/** The point of the line nearest p, found by a ternary search along it (no formula). */
function nearest(l: L, p: P): P {
  const [a] = sample(l);
  const d = direction(l);
  const at = (t: number): P => ({ x: a.x + t * d.x, y: a.y + t * d.y });
  let lo = -1000;
  let hi = 1000;
  for (let i = 0; i < 300; i += 1) {
    const m1 = lo + (hi - lo) / 3;
    const m2 = hi - (hi - lo) / 3;
    if (Math.hypot(at(m1).x - p.x, at(m1).y - p.y) < Math.hypot(at(m2).x - p.x, at(m2).y - p.y))
      hi = m2;
    else lo = m1;
  }
  return at((lo + hi) / 2);
}
const distance = (a: P, b: P): number => Math.hypot(a.x - b.x, a.y - b.y);
const get = (map: Map<string, P>, name: string): P => {
  const p = map.get(name);
  if (!p) throw new Error(`no point ${name}`);
  return p;
};
/** The one whole grid point on both lines (a search, not elimination). */
function gridMeet(l1: L, l2: L): P {
  const hits: P[] = [];
  for (let x = -20; x <= 20; x += 1)
    for (let y = -20; y <= 20; y += 1)
      if (on(l1, { x, y }) && on(l2, { x, y })) hits.push({ x, y });
  if (hits.length !== 1) throw new Error(`${hits.length} crossings`);
  return hits[0] as P;
}

type Solution =
  | { kind: 'value'; value: number }
  | { kind: 'point'; at: P }
  | { kind: 'option'; ok: (option: string) => boolean };
const value = (v: number): Solution => ({ kind: 'value', value: v });
const point = (p: P): Solution => ({ kind: 'point', at: p });
/** The option that is a line through every point given, parallel to `dir` when given. */
const lineOption = (through: P[], dir?: P): Solution => ({
  kind: 'option',
  ok: (option) => {
    const l = lines(option)[0];
    if (!l) return false;
    if (!through.every((p) => on(l, p))) return false;
    if (!dir) return true;
    const d = direction(l);
    return Math.abs(d.x * dir.y - d.y * dir.x) < 1e-9 * Math.max(1, Math.hypot(dir.x, dir.y));
  },
});
const DEG = 180 / Math.PI;
/** The angle from the positive x-axis to the line, in [0°, 180°), from atan2 of its direction. */
const inclination = (d: P): number => (((Math.atan2(d.y, d.x) * DEG) % 180) + 180) % 180;

const SOLVERS: Record<string, (q: string, item: GeneratedItem) => Solution> = {
  'equations-of-lines/read-equation': (q) => {
    const [l] = lines(q);
    if (!l) throw new Error(`no line in ${q}`);
    if (/gradient/.test(W(q))) {
      const [a, b] = sample(l);
      return value((b.y - a.y) / (b.x - a.x));
    }
    if (/y-axis/.test(W(q))) return value(bisect((y) => residual(l, { x: 0, y }), -1000, 1000));
    return value(bisect((x) => residual(l, { x, y: 0 }), -1000, 1000));
  },
  'equations-of-lines/point-on-line': (q, item) => {
    const { all } = pointsIn(q);
    const l = lines(q)[0];
    const [A, B] = all;
    return {
      kind: 'option',
      ok: (option) => {
        const p = pointsIn(option).all[0];
        if (!p) return false;
        return l ? on(l, p) : Math.abs(cross(A as P, B as P, p)) < 1e-9;
      },
    };
    void item;
  },
  'equations-of-lines/equation-from-point': (q) => {
    const { all } = pointsIn(q);
    const P0 = all.at(-1) as P;
    const angle = /angle of (\d+)°/.exec(W(q));
    if (angle) {
      const t = Number(angle[1]) / DEG;
      return lineOption([P0], { x: Math.cos(t), y: Math.sin(t) });
    }
    const gradient = /gradient(-?\(\d+\)\/\(\d+\)|-?\d+)/.exec(W(q).replace(/\s+/g, ''));
    if (gradient && !/y-axis/.test(W(q))) {
      const g = gradient[1] ?? '';
      const m = /\((\d+)\)\/\((\d+)\)/.exec(g);
      const size = m ? Number(m[1]) / Number(m[2]) : Math.abs(Number(g));
      return lineOption([P0], { x: 1, y: (g.startsWith('-') ? -1 : 1) * size });
    }
    return lineOption(all);
  },
  'equations-of-lines/from-graph': (q) => {
    const { all } = pointsIn(q);
    const A = all[0] as P;
    if (/origin/.test(W(q))) return lineOption([A, { x: 0, y: 0 }]);
    return lineOption(all);
  },
  'equations-of-lines/two-points': (q) => {
    if (/call-out fee/.test(W(q))) {
      const n = [...W(q).matchAll(/(\d+) hours costs (\d+) pounds|(\d+) hours costs? (\d+)/g)];
      const nums = [
        ...W(q).matchAll(/(\d+)\s*hours costs\s*(\d+)|one of\s*(\d+)\s*hours costs\s*(\d+)/g),
      ];
      void n;
      const pts = nums.map((m) => ({ x: Number(m[1] ?? m[3]), y: Number(m[2] ?? m[4]) }));
      const [p1, p2] = pts as [P, P];
      // Lagrange: the value at 0 of the line through the two points.
      return value((p1.y * (0 - p2.x)) / (p1.x - p2.x) + (p2.y * (0 - p1.x)) / (p2.x - p1.x));
    }
    const { named, all } = pointsIn(q);
    const [A, B] = all as [P, P];
    if (/Find \$?k/.test(W(q))) {
      const yc = Number(/\(k,(-?\d+)\)/.exec(maths(q).join(' '))?.[1]);
      const ks: number[] = [];
      for (let k = -50; k <= 50; k += 1)
        if (Math.abs(cross(A, B, { x: k, y: yc })) < 1e-9) ks.push(k);
      if (ks.length !== 1) throw new Error(`k: ${ks.join(',')}`);
      void named;
      return value(ks[0] as number);
    }
    return value(bisect((y) => cross(A, B, { x: 0, y }), -1000, 1000));
  },
  'equations-of-lines/general-form': (q) => {
    const { all } = pointsIn(q);
    const l = lines(q)[0];
    if (l && !/crosses/.test(W(q))) return lineOption(sample(l));
    return lineOption(all);
  },
  'equations-of-lines/intersection': (q) => {
    const [l1, l2] = lines(q);
    return point(gridMeet(l1 as L, l2 as L));
  },
  'equations-of-lines/parallel-perpendicular': (q) => {
    const found = lines(q);
    if (/Find the gradient/.test(W(q))) {
      const d = direction(found[0] as L);
      // A quarter turn of the direction is perpendicular to it.
      return value(d.x / -d.y);
    }
    const given = found[0] as L;
    const other = maths(q).find((m) => m.startsWith('kx')) ?? '';
    const d = direction(given);
    const parallel = /are parallel/.test(W(q));
    const ks: number[] = [];
    for (let k = -100; k <= 100; k += 1) {
      const l = readLine(other.replace('kx', `${k}x`).replace(/^(-?\d+)x/, '$1x'));
      if (!l || k === 0) continue;
      const e = direction(l);
      const test = parallel ? d.x * e.y - d.y * e.x : d.x * e.x + d.y * e.y;
      if (Math.abs(test) < 1e-9) ks.push(k);
    }
    if (ks.length !== 1) throw new Error(`k: ${ks.join(',')} in ${q}`);
    return value(ks[0] as number);
  },
  'equations-of-lines/parallel-perpendicular-line-figure': (q) => {
    const { named } = pointsIn(q);
    const names = [...named.keys()];
    if (/perpendicular bisector/.test(W(q))) {
      const [A, B] = [get(named, names[0] ?? ''), get(named, names[1] ?? '')];
      return {
        kind: 'option',
        ok: (option) => {
          const l = lines(option)[0];
          if (!l) return false;
          // Every point of the bisector is as far from A as from B.
          return sample(l).every((p) => Math.abs(distance(p, A) - distance(p, B)) < 1e-9);
        },
      };
    }
    const [Pn, An, Bn] = names;
    const [P0, A, B] = [get(named, Pn ?? ''), get(named, An ?? ''), get(named, Bn ?? '')];
    const ab = { x: B.x - A.x, y: B.y - A.y };
    return lineOption([P0], /perpendicular/.test(W(q)) ? { x: -ab.y, y: ab.x } : ab);
  },
  'equations-of-lines/angle-with-axis-figure': (q) => {
    const l = lines(q)[0];
    if (l) return value(inclination(direction(l)));
    const { all } = pointsIn(q);
    const [A, B] = all as [P, P];
    return value(inclination({ x: B.x - A.x, y: B.y - A.y }));
  },
  'equations-of-lines/distance-to-line-figure': (q) => {
    const found = lines(q);
    if (/parallel lines/.test(W(q))) {
      const on1 = sample(found[0] as L)[0];
      return value(distance(on1, nearest(found[1] as L, on1)));
    }
    const { all } = pointsIn(q);
    const P0 = all.at(-1) as P;
    return value(distance(P0, nearest(found[0] as L, P0)));
  },
  'equations-of-lines/foot-of-perpendicular-figure': (q) => {
    const { all } = pointsIn(q);
    // The question names the point first in every frame but the road, where it comes last.
    const [P0, A, B] = /road/.test(W(q)) ? [all[2], all[0], all[1]] : [all[0], all[1], all[2]];
    const ab: L = [
      (B as P).y - (A as P).y,
      (A as P).x - (B as P).x,
      (B as P).x * (A as P).y - (A as P).x * (B as P).y,
    ];
    const F = nearest(ab, P0 as P);
    const round = (p: P): P => ({ x: Math.round(p.x * 1e6) / 1e6, y: Math.round(p.y * 1e6) / 1e6 });
    if (/image/.test(W(q)))
      return point(round({ x: 2 * F.x - (P0 as P).x, y: 2 * F.y - (P0 as P).y }));
    if (/distance/.test(W(q))) return value(distance(P0 as P, F));
    return point(round(F));
  },
};

function plain(item: GeneratedItem): string {
  return item.question.replace('In the opposite figure : ', '');
}

function agrees(item: GeneratedItem, solution: Solution): { ok: boolean; why: string } {
  if (solution.kind === 'value' && item.exact) {
    // An exact key ("2√5") is marked as typed; its value must be the recomputed one.
    const key = readValue(item.answer)?.value ?? NaN;
    const result = checkAnswer(item, item.answer);
    const same = Math.abs(key - solution.value) < 1e-6 * Math.max(1, Math.abs(key));
    return { ok: same && result.correct, why: `${key} vs ${solution.value}` };
  }
  if (solution.kind === 'value') return keyAgrees(item, solution.value);
  if (solution.kind === 'point') {
    const typed = `(${Number(solution.at.x.toFixed(6))}, ${Number(solution.at.y.toFixed(6))})`;
    const result = checkAnswer(item, typed);
    return { ok: result.correct, why: `${typed}: ${result.reason ?? ''}` };
  }
  const matching = (item.options ?? []).map((o, i) => ({ o, i })).filter(({ o }) => solution.ok(o));
  if (matching.length !== 1) return { ok: false, why: `${matching.length} options fit` };
  const result = checkAnswer({ ...item, mode: 'index' }, String(matching[0]?.i));
  return { ok: result.correct, why: `option ${matching[0]?.o}: ${result.reason ?? ''}` };
}

const items = new Map<string, GeneratedItem[]>(
  equationsOfLinesTemplates.map((t) => [
    t.id,
    Array.from({ length: SEEDS }, (_, seed) => t.generate(createRng(`eol-recompute${seed}`))),
  ]),
);

describe('equations-of-lines: every key computed a second way', () => {
  it('has a solver for every template', () => {
    expect(equationsOfLinesTemplates.map((t) => t.id).filter((id) => !SOLVERS[id])).toEqual([]);
  });

  describe.each(equationsOfLinesTemplates.map((t) => [t.id] as const))('%s', (id) => {
    it('agrees on 50 seeds', () => {
      const solve = SOLVERS[id];
      if (!solve) throw new Error(`no solver for ${id}`);
      for (const item of items.get(id) ?? []) {
        const verdict = agrees(item, solve(plain(item), item));
        expect(verdict.ok, `${item.question} -> ${item.answer}: ${verdict.why}`).toBe(true);
      }
    });
  });
});

describeLessonShape('equations-of-lines', equationsOfLinesTemplates, items);
