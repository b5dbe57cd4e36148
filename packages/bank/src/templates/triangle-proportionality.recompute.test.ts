/**
 * Triangle proportionality: every key computed a second way. Each solver reads the question as
 * a student does and, instead of the theorem the template uses, builds the figure with
 * coordinates: parallels drawn through a point and cut with a side, a bisector drawn as the sum
 * (or the difference) of unit vectors, the centroid as the mean of the vertices; lengths are
 * measured, and unknown lengths found by bisection until the measured figure fits the data. The
 * checker must accept the stored key for the result. Then every gate and the lesson's shape.
 */
import { describe, expect, it } from 'vitest';
import type { GeneratedItem } from '../model/item';
import { parseMathValue } from '../checker/parse-math';
import { createRng } from '../rng';
import {
  type P,
  bisect,
  dist,
  keyAgrees,
  plainQuestion,
  textKeyAgrees,
} from './circle-recompute-kit';
import { describeLessonShape } from './lesson-shape';
import { triangleProportionalityTemplates } from './triangle-proportionality.templates';

const SEEDS = 50;
const RAD = Math.PI / 180;

/** The number printed after `NAME =` ("AB = 5" -> 5). */
function given(q: string, name: string): number {
  const match = new RegExp(`(?<![A-Za-z])${name}\\s*=\\s*(\\d+(?:\\.\\d+)?)`).exec(q);
  if (!match) throw new Error(`no ${name} in ${q}`);
  return Number(match[1]);
}
function first(q: string, pattern: RegExp): number {
  const match = pattern.exec(q);
  if (!match) throw new Error(`no ${pattern} in ${q}`);
  return Number(match[1]);
}

const add = (p: P, q: P): P => ({ x: p.x + q.x, y: p.y + q.y });
const sub = (p: P, q: P): P => ({ x: p.x - q.x, y: p.y - q.y });
const times = (p: P, k: number): P => ({ x: p.x * k, y: p.y * k });
const unit = (p: P): P => times(p, 1 / Math.hypot(p.x, p.y));
const dir = (deg: number): P => ({ x: Math.cos(deg * RAD), y: Math.sin(deg * RAD) });
/** Where the line through p in direction d meets the line through q in direction e. */
function meet(p: P, d: P, q: P, e: P): P {
  const den = d.x * e.y - d.y * e.x;
  const t = ((q.x - p.x) * e.y - (q.y - p.y) * e.x) / den;
  return add(p, times(d, t));
}
/** Triangle with B at the origin, C on the x-axis (BC = a), A above (CA = b, AB = c). */
function fromSides(a: number, b: number, c: number): { A: P; B: P; C: P } {
  const x = (c * c - b * b + a * a) / (2 * a);
  return { A: { x, y: Math.sqrt(c * c - x * x) }, B: { x: 0, y: 0 }, C: { x: a, y: 0 } };
}
/** Where the bisector of the angle at A (interior, or exterior) meets line BC. */
function bisectorFoot(t: { A: P; B: P; C: P }, exterior = false): P {
  const u = unit(sub(t.B, t.A));
  const v = unit(sub(t.C, t.A));
  const d = exterior ? sub(v, u) : add(u, v);
  return meet(t.A, d, t.B, sub(t.C, t.B));
}
/** The smallest whole-number ratio m : n equal to r, as TeX. */
function ratioOf(r: number): string {
  for (let n = 1; n <= 200; n += 1) {
    const m = r * n;
    if (Math.abs(m - Math.round(m)) < 1e-6) return `$${Math.round(m)} : ${n}$`;
  }
  throw new Error(`no small ratio for ${r}`);
}

/**
 * A side split by a parallel: A at the origin, AB along the x-axis, AC along 65°; E on AC at
 * AE, D on AB at AD; C where the parallel to DE through B meets AC (given AB), measured.
 */
function splitter(ad: number, ab: number, ae: number): { ec: number; de: number; bc: number } {
  const u = dir(65);
  const D = { x: ad, y: 0 };
  const E = times(u, ae);
  const B = { x: ab, y: 0 };
  const C = meet(B, sub(E, D), { x: 0, y: 0 }, u);
  return { ec: dist(E, C), de: dist(D, E), bc: dist(B, C) };
}

/**
 * Two transversals across three parallels y = 0, h1, h1 + h2: the first at angle φ with
 * segments a, b; the second's crossing points measured once its angle is fitted to one known
 * length. Returns its two segments and the whole.
 */
function thales(
  a: number,
  b: number,
  known: { part: 'first' | 'second' | 'whole'; length: number },
): [number, number, number] {
  const phi = Math.asin(0.5 * Math.min(1, known.length / (a + b)));
  const [h1, h2] = [a * Math.sin(phi), b * Math.sin(phi)];
  const height = known.part === 'first' ? h1 : known.part === 'second' ? h2 : h1 + h2;
  const psi = Math.asin(height / known.length);
  const slant = (h: number): number => dist({ x: 0, y: 0 }, { x: h / Math.tan(psi), y: h });
  return [slant(h1), slant(h2), slant(h1 + h2)];
}

type Solver = (q: string, item: GeneratedItem) => number | { text: string };

const SOLVERS: Record<string, Solver> = {
  'triangle-proportionality/which-ratio': (q, item) => {
    if (item.frame === 'centroid') {
      const t = fromSides(7, 6, 5);
      const G = times(add(add(t.A, t.B), t.C), 1 / 3);
      const M = times(add(t.B, t.C), 1 / 2);
      const ag = dist(t.A, G);
      return { text: ratioOf(/AG : AM/.test(q) ? ag / dist(t.A, M) : ag / dist(G, M)) };
    }
    if (item.frame === 'parallel') {
      const [ad, db] = [given(q, 'AD'), given(q, 'DB')];
      const u = dir(70);
      const B = { x: ad + db, y: 0 };
      const C = times(u, 9);
      const E = meet({ x: ad, y: 0 }, sub(C, B), { x: 0, y: 0 }, u);
      return { text: ratioOf(dist({ x: 0, y: 0 }, E) / dist(E, C)) };
    }
    const [ab, ac] = [given(q, 'AB'), given(q, 'AC')];
    const t = { A: { x: 0, y: 0 }, B: { x: ab, y: 0 }, C: times(dir(70), ac) };
    const foot = bisectorFoot(t, item.frame === 'external-bisector');
    return { text: ratioOf(dist(foot, t.B) / dist(foot, t.C)) };
  },
  'triangle-proportionality/centroid-median-figure': (q, item) => {
    // A triangle with median AM of length m; the centroid as the mean of the vertices.
    const measure = (m: number): { ag: number; gm: number } => {
      const B = { x: -4, y: 0 };
      const C = { x: 4, y: 0 };
      const A = times(dir(75), m);
      const G = times(add(add(A, B), C), 1 / 3);
      return { ag: dist(A, G), gm: dist(G, { x: 0, y: 0 }) };
    };
    if (item.frame === 'find-ag') return measure(first(q, /median AM is (\d+)/)).ag;
    if (item.frame === 'find-gm') {
      const ag = given(q, 'AG');
      return measure(bisect((m) => measure(m).ag - ag, 1e-6, 1000)).gm;
    }
    const gm = given(q, 'GM');
    return bisect((m) => measure(m).gm - gm, 1e-6, 1000);
  },
  'triangle-proportionality/side-splitter-figure': (q, item) => {
    const ad = given(q, 'AD');
    if (item.frame === 'find-ec') return splitter(ad, ad + given(q, 'DB'), given(q, 'AE')).ec;
    const ec = given(q, 'EC');
    if (item.frame === 'find-ae') {
      const ab = ad + given(q, 'DB');
      // EC grows with AE for a fixed AB: fit AE.
      return bisect((ae) => splitter(ad, ab, ae).ec - ec, 1e-6, 1000);
    }
    const ae = given(q, 'AE');
    return bisect((db) => splitter(ad, ad + db, ae).ec - ec, 1e-6, 1000);
  },
  'triangle-proportionality/part-of-side-figure': (q, item) => {
    const ad = given(q, 'AD');
    if (item.frame === 'find-ab') {
      // C on AC at AE + EC; the parallel to DE through C meets AB at B.
      const [ae, ec] = [given(q, 'AE'), given(q, 'EC')];
      const u = dir(65);
      const D = { x: ad, y: 0 };
      const B = meet(times(u, ae + ec), sub(times(u, ae), D), { x: 0, y: 0 }, { x: 1, y: 0 });
      return B.x;
    }
    const ab = ad + given(q, 'DB');
    const ac = first(q, /AC(?: is| =) (\d+)/);
    const ae = bisect((t) => splitter(ad, ab, t).ec + t - ac, 1e-6, ac);
    return item.frame === 'find-ec' ? ac - ae : ae;
  },
  'triangle-proportionality/angle-bisector-figure': (q, item) => {
    const [ab, ac] = [given(q, 'AB'), given(q, 'AC')];
    const bdFor = (bc: number): number => dist(bisectorFoot(fromSides(bc, ac, ab)), { x: 0, y: 0 });
    if (item.frame === 'find-bc') {
      const bd = given(q, 'BD');
      return bisect((bc) => bdFor(bc) - bd, Math.abs(ab - ac) + 1e-6, ab + ac - 1e-6);
    }
    const bc = given(q, 'BC');
    return item.frame === 'find-dc' ? bc - bdFor(bc) : bdFor(bc);
  },
  'triangle-proportionality/angle-bisector-side': (q, item) => {
    const [bd, dc] = [given(q, 'BD'), given(q, 'DC')];
    const bc = bd + dc;
    const bdFor = (ab: number, ac: number): number =>
      dist(bisectorFoot(fromSides(bc, ac, ab)), { x: 0, y: 0 });
    if (item.frame === 'find-ac') {
      const ab = given(q, 'AB');
      return bisect((ac) => bd - bdFor(ab, ac), Math.abs(bc - ab) + 1e-6, bc + ab - 1e-6);
    }
    const ac = given(q, 'AC');
    const ab = bisect((x) => bdFor(x, ac) - bd, Math.abs(bc - ac) + 1e-6, bc + ac - 1e-6);
    return item.frame === 'perimeter' ? ab + ac + bc : ab;
  },
  'triangle-proportionality/parallel-lines-transversals-figure': (q, item) => {
    if (item.frame === 'streets-context') {
      const [a, b] = [first(q, /streets are (\d+) m/), first(q, /m and (\d+) m long/)];
      return thales(a, b, { part: 'first', length: first(q, /first block is (\d+) m/) })[1];
    }
    const [a, b] = [first(q, /segments are (\d+)/), first(q, /segments are \d+ and (\d+)/)];
    if (item.frame === 'find-first') {
      const known = first(q, /segments are x and (\d+(?:\.\d+)?)/);
      return thales(a, b, { part: 'second', length: known })[0];
    }
    if (item.frame === 'total-split') {
      const total = first(q, /outer lines is (\d+(?:\.\d+)?)/);
      return thales(a, b, { part: 'whole', length: total })[1];
    }
    const c = first(q, /corresponding segments are (\d+)/);
    return thales(a, b, { part: 'first', length: c })[1];
  },
  'triangle-proportionality/is-it-parallel': (q, item) => {
    const ad = given(q, 'AD');
    const ae = given(q, 'AE');
    const ab = item.frame === 'wholes' ? given(q, 'AB') : ad + given(q, 'DB');
    const ac = item.frame === 'parts' ? ae + given(q, 'EC') : given(q, 'AC');
    // DE parallel to BC when the cross product of their directions vanishes.
    const u = dir(58);
    const [D, E, B, C] = [{ x: ad, y: 0 }, times(u, ae), { x: ab, y: 0 }, times(u, ac)];
    const de = sub(E, D);
    const bc = sub(C, B);
    const parallel = Math.abs(de.x * bc.y - de.y * bc.x) < 1e-9;
    const option = (item.options ?? []).find((o) =>
      o.startsWith(parallel ? 'Yes, because $\\frac' : 'No, because $\\frac'),
    );
    return { text: option ?? 'none' };
  },
  'triangle-proportionality/midsegment-figure': (q, item) => {
    const measure = (t: { A: P; B: P; C: P }): number =>
      dist(times(add(t.A, t.B), 0.5), times(add(t.A, t.C), 0.5));
    const triangle = (bc: number): { A: P; B: P; C: P } => ({
      A: { x: 2, y: 5 },
      B: { x: 0, y: 0 },
      C: { x: bc, y: 0 },
    });
    if (item.frame === 'perimeter-ade') {
      const t = fromSides(given(q, 'BC'), given(q, 'AC'), given(q, 'AB'));
      const [D, E] = [times(add(t.A, t.B), 0.5), times(add(t.A, t.C), 0.5)];
      return dist(t.A, D) + dist(D, E) + dist(E, t.A);
    }
    if (item.frame === 'find-bc') {
      const de = given(q, 'DE');
      return bisect((bc) => measure(triangle(bc)) - de, 1e-6, 1000);
    }
    const bc = item.frame === 'frame-context' ? first(q, /(\d+) cm apart/) : given(q, 'BC');
    return measure(triangle(bc));
  },
  'triangle-proportionality/external-bisector-figure': (q, item) => {
    const bc = given(q, 'BC');
    const ac = given(q, 'AC');
    if (item.frame === 'find-side') {
      const ce = given(q, 'CE');
      const ceFor = (ab: number): number =>
        dist(bisectorFoot(fromSides(bc, ac, ab), true), { x: bc, y: 0 });
      // CE shrinks as AB grows past AC.
      return bisect((ab) => ceFor(ab) - ce, Math.max(ac, bc - ac) + 1e-6, bc + ac - 1e-6);
    }
    const t = fromSides(bc, ac, given(q, 'AB'));
    const E = bisectorFoot(t, true);
    if (item.frame === 'feet-distance') return dist(bisectorFoot(t), E);
    return dist(E, t.B);
  },
  'triangle-proportionality/proportionality-multi-step': (q, item) => {
    if (item.frame === 'bisector-perimeter') {
      const [bd, dc] = [given(q, 'BD'), given(q, 'DC')];
      const bc = bd + dc;
      const P = first(q, /perimeter of the triangle is (\d+)/);
      const bdFor = (ab: number): number =>
        dist(bisectorFoot(fromSides(bc, P - bc - ab, ab)), { x: 0, y: 0 });
      return bisect((ab) => bdFor(ab) - bd, (P - 2 * bc) / 2 + 1e-6, P / 2 - 1e-6);
    }
    if (item.frame === 'ramp-context') {
      const [ad, db] = [given(q, 'AD'), given(q, 'DB')];
      const ac = first(q, /ramp is (\d+(?:\.\d+)?) m long/);
      const ab = ad + db;
      const C = { x: ab, y: Math.sqrt(ac * ac - ab * ab) };
      // The vertical support at D meets the ramp AC at E.
      const E = meet({ x: ad, y: 0 }, { x: 0, y: 1 }, { x: 0, y: 0 }, C);
      return dist(E, C);
    }
    const [ad, db, ae, de] = [given(q, 'AD'), given(q, 'DB'), given(q, 'AE'), given(q, 'DE')];
    // Triangle ADE from its three sides, then C where the parallel to DE through B meets AE.
    const x = (ad * ad + ae * ae - de * de) / (2 * ad);
    const A = { x: 0, y: 0 };
    const D = { x: ad, y: 0 };
    const E = { x, y: Math.sqrt(ae * ae - x * x) };
    const B = { x: ad + db, y: 0 };
    const C = meet(B, sub(E, D), A, E);
    return dist(D, B) + dist(B, C) + dist(C, E) + dist(E, D);
  },
  'triangle-proportionality/parallel-fences-context': (q, item) => {
    const [a, b] = [
      first(q, /(\d+) m (?:and then|and) \d+ m/),
      first(q, /\d+ m (?:and then|and) (\d+) m/),
    ];
    if (item.frame === 'road-total') {
      return thales(a, b, {
        part: 'whole',
        length: first(q, /outer fences are (\d+(?:\.\d+)?) m apart/),
      })[1];
    }
    if (item.frame === 'plot-frontage') {
      return thales(a, b, { part: 'first', length: first(q, /first plot's frontage is (\d+)/) })[1];
    }
    return thales(a, b, {
      part: 'second',
      length: first(q, /(\d+(?:\.\d+)?) m from the third/),
    })[0];
  },
};

/**
 * Whether the stored key is the recomputed value: as the checker marks a typed decimal, or, for
 * a fraction key the checker wants typed as a fraction, by the key's own value.
 */
function agrees(item: GeneratedItem, value: number): { ok: boolean; why: string } {
  const verdict = keyAgrees(item, value);
  if (verdict.ok || item.type === 'MCQ' || !item.answer.includes('/')) return verdict;
  const key = parseMathValue(item.answer);
  return {
    ok: key !== null && Math.abs(key.value - value) < 1e-6,
    why: `${item.answer} is ${key?.value} and the recomputed value ${value}`,
  };
}

const items = new Map<string, GeneratedItem[]>(
  triangleProportionalityTemplates.map((t) => [
    t.id,
    Array.from({ length: SEEDS }, (_, seed) => t.generate(createRng(`tp-recompute${seed}`))),
  ]),
);

describe('triangle-proportionality: every key computed a second way', () => {
  it('has a solver for every template', () => {
    expect(triangleProportionalityTemplates.map((t) => t.id).filter((id) => !SOLVERS[id])).toEqual(
      [],
    );
  });

  describe.each(triangleProportionalityTemplates.map((t) => [t.id] as const))('%s', (id) => {
    it('agrees on 50 seeds', () => {
      const solve = SOLVERS[id];
      if (!solve) throw new Error(`no solver for ${id}`);
      for (const item of items.get(id) ?? []) {
        const solution = solve(plainQuestion(item), item);
        if (typeof solution === 'number') {
          const verdict = agrees(item, solution);
          expect(verdict.ok, `${item.question} -> ${item.answer}: ${verdict.why}`).toBe(true);
        } else {
          expect(textKeyAgrees(item, solution.text), `${item.question} -> ${item.answer}`).toBe(
            true,
          );
        }
      }
    });
  });
});

describeLessonShape('triangle-proportionality', triangleProportionalityTemplates, items);
