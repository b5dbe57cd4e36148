/**
 * The angles-parallel-polygons lesson, keys computed a second way: each item is read from its
 * plain text and solved by coordinates and search instead of the angle rules the templates use.
 * Parallel lines are drawn for every whole-degree transversal and the one that gives the stated
 * angle is kept; angles are measured with atan2; polygon angle sums are measured on a drawn
 * regular polygon; unknowns (y, x, n) are found by scanning whole numbers. Then every gate on 50
 * seeds per template, and the lesson's shape.
 */
import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../checker/check-answer';
import { parseMathValue } from '../checker/parse-math';
import type { GeneratedItem } from '../model/item';
import { letterBlindKey } from '../quality/bank-gates';
import { runGates } from '../quality/gates';
import { toPlain } from '../quality/plain-text';
import { createRng } from '../rng';
import { angleParallelPolygonTemplates } from './angles-parallel-polygons.templates';

const SEEDS = 50;
const D = Math.PI / 180;

interface P {
  x: number;
  y: number;
}
function angleAt(v: P, p: P, q: P): number {
  let d = Math.abs(Math.atan2(p.y - v.y, p.x - v.x) - Math.atan2(q.y - v.y, q.x - v.x)) / D;
  if (d > 180) d = 360 - d;
  return d;
}
const ray = (from: P, deg: number, length: number): P => ({
  x: from.x + length * Math.cos(deg * D),
  y: from.y + length * Math.sin(deg * D),
});
function meet(p: P, uDeg: number, q: P, vDeg: number): P {
  const u = { x: Math.cos(uDeg * D), y: Math.sin(uDeg * D) };
  const v = { x: Math.cos(vDeg * D), y: Math.sin(vDeg * D) };
  const det = u.x * -v.y - u.y * -v.x;
  const s = ((q.x - p.x) * -v.y - (q.y - p.y) * -v.x) / det;
  return { x: p.x + s * u.x, y: p.y + s * u.y };
}
const close = (a: number, b: number): boolean => Math.abs(a - b) < 1e-6;

/** Parallel lines y = 1 (AB) and y = -1 (CD), the transversal through G = (0, 1) at angle t. */
function parallelScene(t: number): Record<string, P> {
  const G = { x: 0, y: 1 };
  const H = meet(G, t, { x: 0, y: -1 }, 0);
  return {
    G,
    H,
    A: { x: -50, y: 1 },
    B: { x: 50, y: 1 },
    C: { x: -50, y: -1 },
    D: { x: 50, y: -1 },
    E: ray(G, t, 1),
    F: ray(H, t + 180, 1),
  };
}
function measure(scene: Record<string, P>, name: string): number {
  const [x = '', v = '', z = ''] = name.split('');
  const at = (n: string): P => scene[n] ?? { x: NaN, y: NaN };
  return angleAt(at(v), at(x), at(z));
}
/** The whole-degree transversal for which the named angle measures `value`. */
function transversalFor(name: string, value: number): number {
  for (let t = 1; t < 180; t += 1) if (close(measure(parallelScene(t), name), value)) return t;
  throw new Error(`no transversal gives ${name} = ${value}`);
}

/** Interior angles of a drawn regular n-gon (the circle's points), measured. */
function regularInterior(n: number): number {
  const at = (k: number): P => ({
    x: Math.cos((2 * Math.PI * k) / n),
    y: Math.sin((2 * Math.PI * k) / n),
  });
  return angleAt(at(0), at(n - 1), at(1));
}
/** Interior angle sum measured vertex by vertex on a drawn regular n-gon. */
function interiorSum(n: number): number {
  let sum = 0;
  for (let k = 0; k < n; k += 1) sum += regularInterior(n);
  return sum;
}
/** The total turning walking once round a drawn regular n-gon (the exterior angles). */
function totalTurning(n: number): number {
  let turning = 0;
  for (let k = 0; k < n; k += 1) {
    const a = (2 * Math.PI * k) / n;
    const b = (2 * Math.PI * (k + 1)) / n;
    const c = (2 * Math.PI * (k + 2)) / n;
    const h1 = Math.atan2(Math.sin(b) - Math.sin(a), Math.cos(b) - Math.cos(a));
    const h2 = Math.atan2(Math.sin(c) - Math.sin(b), Math.cos(c) - Math.cos(b));
    turning += ((((h2 - h1) / D) % 360) + 360) % 360;
  }
  return turning;
}
function scanN(test: (n: number) => boolean): number {
  for (let n = 3; n <= 200; n += 1) if (test(n)) return n;
  throw new Error('no n');
}

const NAMED: Record<string, number> = {
  pentagon: 5,
  hexagon: 6,
  heptagon: 7,
  octagon: 8,
  nonagon: 9,
  decagon: 10,
  dodecagon: 12,
};

function plain(item: GeneratedItem): string {
  return toPlain(item.question).replace('In the opposite figure : ', '');
}
function given(q: string, name: string): number {
  const match = new RegExp(`∠\\s*${name}\\s*=\\s*(\\d+)\\s*°`).exec(q);
  if (!match) throw new Error(`no ${name} in ${q}`);
  return Number(match[1]);
}
function listedDegrees(q: string, after: RegExp): number[] {
  const tail = q.slice(q.search(after));
  const sentence = tail.slice(0, tail.indexOf('. '));
  return [...sentence.matchAll(/(\d+)°/g)].map((m) => Number(m[1]));
}
/** "3y + 10" -> [3, 10]. */
function linear(text: string): [number, number] {
  const match = /(\d*)\s*y\s*(?:([+-])\s*(\d+))?/.exec(text);
  if (!match) throw new Error(`no expression in ${text}`);
  const a = match[1] ? Number(match[1]) : 1;
  const b = match[3] ? (match[2] === '-' ? -1 : 1) * Number(match[3]) : 0;
  return [a, b];
}

type Solution = { kind: 'value'; value: number } | { kind: 'text'; text: string };
const value = (v: number): Solution => ({ kind: 'value', value: v });

const SOLVERS: Record<string, (q: string, item: GeneratedItem) => Solution> = {
  'angles-parallel-polygons/angle-from-parallel-lines': (q) => {
    const match = /m∠\s*([A-H]{3})\s*=\s*(\d+)°.*Find m∠\s*([A-H]{3})/.exec(q);
    if (!match) throw new Error(q);
    const t = transversalFor(match[1] ?? '', Number(match[2]));
    return value(measure(parallelScene(t), match[3] ?? ''));
  },
  'angles-parallel-polygons/name-the-angle-pair': (q) => {
    const match = /∠\s*([A-H]{3}) and ∠\s*([A-H]{3}) called/.exec(q);
    const v = given(q, match?.[1] ?? '');
    if (!match) throw new Error(q);
    const scene = parallelScene(60);
    // Each angle: is it between the lines (one arm along the transversal towards the other
    // line), and on which side of the transversal is its other arm?
    const describe = (name: string): { inside: boolean; side: number } => {
      const [x = '', v = '', z = ''] = name.split('');
      const other = v === 'G' ? 'H' : 'G';
      const inside = x === other || z === other;
      const arm = [x, z].find((n) => n !== other && n !== 'E' && n !== 'F') ?? '';
      const G = scene.G as P;
      const H = scene.H as P;
      const p = scene[arm] as P;
      const side = Math.sign((H.x - G.x) * (p.y - G.y) - (H.y - G.y) * (p.x - G.x));
      return { inside, side };
    };
    const a = describe(match[1] ?? '');
    const b = describe(match[2] ?? '');
    // The second angle measured in the scene whose transversal gives the first its value.
    const k = Math.round(
      measure(parallelScene(transversalFor(match?.[1] ?? '', v)), match?.[2] ?? ''),
    );
    const say = (name: string): Solution => ({
      kind: 'text',
      text: `${name}, so $m\\angle ${match?.[2] ?? ''} = ${k}^\\circ$`,
    });
    if (a.inside && b.inside)
      return say(a.side === b.side ? 'Co-interior angles' : 'Alternate angles');
    if (a.inside !== b.inside && a.side === b.side) return say('Corresponding angles');
    throw new Error(`unclassified pair in ${q}`);
  },
  'angles-parallel-polygons/parallel-lines-algebra': (q) => {
    const match =
      /m∠\s*([A-H]{3})\s*=\s*\(([^)]*)\)°\s*and m∠\s*([A-H]{3})\s*=\s*\(([^)]*)\)°/.exec(q);
    if (!match) throw new Error(q);
    const scene = parallelScene(50);
    const equal = close(measure(scene, match[1] ?? ''), measure(scene, match[3] ?? ''));
    const [a1, b1] = linear(match[2] ?? '');
    const [a2, b2] = linear(match[4] ?? '');
    for (let y = -200; y <= 200; y += 1) {
      const u = a1 * y + b1;
      const v = a2 * y + b2;
      if (equal ? u === v : u + v === 180) return value(y);
    }
    throw new Error(`no y for ${q}`);
  },
  'angles-parallel-polygons/zigzag-between-parallels': (q, item) => {
    const B = { x: 0, y: 1 };
    const Dp = { x: 0, y: -1 };
    const bed = (abe: number, cde: number): number => {
      const E = meet(B, -abe, Dp, cde);
      return angleAt(E, B, Dp);
    };
    if (item.frame === 'missing-part') {
      const x = given(q, 'ABE');
      const target = given(q, 'BED');
      for (let y = 1; y < 180; y += 1) if (close(bed(x, y), target)) return value(y);
      throw new Error(q);
    }
    if (item.frame === 'from-straight-angle') {
      // E from B at the stated angle with BF (F to the left of B).
      const E = meet(B, given(q, 'FBE') - 180, Dp, given(q, 'CDE'));
      return value(angleAt(E, B, Dp));
    }
    return value(bed(given(q, 'ABE'), given(q, 'CDE')));
  },
  'angles-parallel-polygons/interior-angle-sum': (q, item) => {
    if (item.frame === 'sides-from-sum') {
      const sum = Number(/add up to (\d+)°/.exec(q)?.[1]);
      return value(scanN((n) => close(interiorSum(n), sum)));
    }
    const named = /a (\w+gon)\./.exec(q)?.[1];
    const n = named ? (NAMED[named] ?? NaN) : Number(/with (\d+) sides/.exec(q)?.[1]);
    return value(interiorSum(n));
  },
  'angles-parallel-polygons/missing-interior-angle': (q) => {
    const angles = [...q.matchAll(/∠\s*[A-F]\s*=\s*(\d+)°/g)].map((m) => Number(m[1]));
    const n = angles.length + 1;
    return value(interiorSum(n) - angles.reduce((s, a) => s + a, 0));
  },
  'angles-parallel-polygons/exterior-angles': (q, item) => {
    if (item.frame === 'algebra-exterior') {
      const coefficients = [...q.matchAll(/(\d*)x°/g)].map((m) => (m[1] ? Number(m[1]) : 1));
      const n = Number(/with (\d+) sides/.exec(q)?.[1]);
      for (let x = 1; x < 180; x += 1) {
        if (
          close(
            coefficients.reduce((s, c) => s + c * x, 0),
            totalTurning(n),
          )
        )
          return value(x);
      }
      throw new Error(q);
    }
    const n = Number(/(\d+) (?:sides|corners)/.exec(q)?.[1]);
    const listed = listedDegrees(q, /(?:exterior angles are|turns through)/);
    const last = totalTurning(n) - listed.reduce((s, e) => s + e, 0);
    return value(item.frame === 'path-context' ? 180 - last : last);
  },
  'angles-parallel-polygons/regular-polygon-angles': (q, item) => {
    if (item.frame === 'interior-from-n') {
      return value(regularInterior(Number(/with (\d+) sides/.exec(q)?.[1])));
    }
    if (item.frame === 'n-from-exterior') {
      const e = Number(/each (\d+)°/.exec(q)?.[1]);
      return value(scanN((n) => close(180 - regularInterior(n), e)));
    }
    const i = Number(/is (\d+)°/.exec(q)?.[1]);
    return value(scanN((n) => close(regularInterior(n), i)));
  },
  'angles-parallel-polygons/regular-polygon-conditions': (q, item) => {
    if (item.frame === 'interior-times-exterior') {
      const k = Number(/is (\d+) times/.exec(q)?.[1]);
      return value(scanN((n) => close(regularInterior(n), k * (180 - regularInterior(n)))));
    }
    if (item.frame === 'interior-minus-exterior') {
      const d = Number(/is (\d+)° more/.exec(q)?.[1]);
      return value(scanN((n) => close(regularInterior(n) - (180 - regularInterior(n)), d)));
    }
    const sum = Number(/add up to (\d+)°/.exec(q)?.[1]);
    return value(regularInterior(scanN((n) => close(interiorSum(n), sum))));
  },
  'angles-parallel-polygons/polygons-in-design': (q, item) => {
    if (item.frame === 'tiling-gap') {
      const sidesOf = (phrase: string): number =>
        phrase.startsWith('an equilateral')
          ? 3
          : phrase.startsWith('a square')
            ? 4
            : Number(/with (\d+) sides/.exec(phrase)?.[1]);
      const parts = /gaps: (.*?), (.*?) and a third/.exec(q);
      const used =
        regularInterior(sidesOf(parts?.[1] ?? '')) + regularInterior(sidesOf(parts?.[2] ?? ''));
      return value(scanN((n) => close(used + regularInterior(n), 360)));
    }
    if (item.frame === 'robot-turns') {
      const length = Number(/walks (\d+) m/.exec(q)?.[1]);
      const turn = Number(/through (\d+)°/.exec(q)?.[1]);
      const n = scanN((k) => close(180 - regularInterior(k), turn));
      return value(n * length);
    }
    const named = /regular (\w+gon)/.exec(q)?.[1] ?? '';
    return value(regularInterior(NAMED[named] ?? NaN));
  },
};

function itemsOf(templateId: string): GeneratedItem[] {
  const template = angleParallelPolygonTemplates.find((t) => t.id === templateId);
  if (!template) throw new Error(templateId);
  return Array.from({ length: SEEDS }, (_, seed) => template.generate(createRng(`gates${seed}`)));
}

describe('angles-parallel-polygons: every key computed a second way', () => {
  it('has a solver for every template', () => {
    expect(angleParallelPolygonTemplates.map((t) => t.id).filter((id) => !SOLVERS[id])).toEqual([]);
  });

  describe.each(angleParallelPolygonTemplates.map((t) => [t.id] as const))('%s', (id) => {
    it('agrees on 50 seeds', () => {
      const solve = SOLVERS[id];
      if (!solve) throw new Error(`no solver for ${id}`);
      for (const item of itemsOf(id)) {
        const q = plain(item);
        const solution = solve(q, item);
        if (solution.kind === 'text') {
          expect(item.answer, q).toBe(solution.text);
          continue;
        }
        const v = Math.round(solution.value * 1e6) / 1e6;
        if (item.type === 'MCQ') {
          const matching = (item.options ?? []).filter((o) =>
            close(parseMathValue(o)?.value ?? NaN, v),
          );
          expect(matching, `${q} -> ${v}`).toEqual([item.answer]);
          continue;
        }
        const typed = `${v}${item.answer.endsWith('°') ? '°' : ''}`;
        const verdict = checkAnswer(item, typed);
        expect(verdict.correct, `${q}: ${typed} vs ${item.answer} (${verdict.reason})`).toBe(true);
        expect(parseMathValue(item.answer)?.value, q).toBeCloseTo(v, 9);
      }
    });
  });
});

describe('angles-parallel-polygons: gates and the lesson shape', () => {
  const all = angleParallelPolygonTemplates.flatMap((t) => itemsOf(t.id));

  it('passes every gate on 50 seeds per template (the bank keeps one of items equal up to letters)', () => {
    const seen = new Set<string>();
    const distinct = all.filter((item) => {
      const key = `${item.templateId}\n${letterBlindKey(item)}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    expect(runGates(distinct)).toEqual([]);
  });

  it('has at least 10 templates, each with 3 frames and 10 distinct items, and help everywhere', () => {
    expect(angleParallelPolygonTemplates.length).toBeGreaterThanOrEqual(10);
    for (const template of angleParallelPolygonTemplates) {
      const mine = all.filter((i) => i.templateId === template.id);
      expect(new Set(mine.map((i) => i.frame)).size, template.id).toBeGreaterThanOrEqual(3);
      expect(new Set(mine.map(letterBlindKey)).size, template.id).toBeGreaterThanOrEqual(10);
    }
    for (const item of all) {
      expect(item.hints?.length ?? 0, item.question).toBeGreaterThanOrEqual(1);
      expect(item.steps?.length ?? 0, item.question).toBeGreaterThanOrEqual(1);
    }
  });

  it('meets the shares: figures, multi-step, context, both types, a spread of difficulty', () => {
    const templates = angleParallelPolygonTemplates;
    expect(templates.filter((t) => t.hasFigure).length / templates.length).toBeGreaterThanOrEqual(
      0.4,
    );
    expect(all.filter((i) => i.multiStep).length / all.length).toBeGreaterThanOrEqual(0.3);
    expect(all.filter((i) => i.context).length / all.length).toBeGreaterThanOrEqual(0.15);
    expect(new Set(templates.map((t) => t.type)).size).toBe(2);
    const bs = templates.map((t) => t.b);
    expect(Math.min(...bs)).toBeLessThanOrEqual(-1.2);
    expect(Math.max(...bs)).toBeGreaterThanOrEqual(1.2);
  });
});
