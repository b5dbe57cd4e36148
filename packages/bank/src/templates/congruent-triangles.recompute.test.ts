/**
 * The congruent-triangles lesson, keys computed a second way. Conditions are read from the
 * figure's marks (which sides carry ticks, which angles arcs, where the right angles are) and
 * classified by where the marked parts sit; SSA data are tested by constructing every triangle
 * that fits them; lengths and angles are measured on coordinates built from the question's data
 * (by bisection where a length is given), never by the congruence the template names; proofs are
 * checked step by step against the given facts. Then every gate and the lesson's shape.
 */
import { describe, expect, it } from 'vitest';
import type { Figure } from '../figures/figure-model';
import type { GeneratedItem } from '../model/item';
import { createRng } from '../rng';
import { keyAgrees, textKeyAgrees } from './circle-recompute-kit';
import { congruentTriangleTemplates } from './congruent-triangles.templates';
import { describeLessonShape } from './lesson-shape';

const SEEDS = 50;
const RAD = Math.PI / 180;

interface P {
  x: number;
  y: number;
}
const dist = (a: P, b: P): number => Math.hypot(a.x - b.x, a.y - b.y);
function angleAt(v: P, p: P, q: P): number {
  let d = Math.abs(Math.atan2(p.y - v.y, p.x - v.x) - Math.atan2(q.y - v.y, q.x - v.x)) / RAD;
  if (d > 180) d = 360 - d;
  return d;
}
const ray = (from: P, deg: number, length: number): P => ({
  x: from.x + length * Math.cos(deg * RAD),
  y: from.y + length * Math.sin(deg * RAD),
});
/** The t in [lo, hi] where f changes sign (f continuous and monotone there). */
function bisect(f: (t: number) => number, lo: number, hi: number): number {
  let a = lo;
  let b = hi;
  for (let i = 0; i < 100; i += 1) {
    const m = (a + b) / 2;
    if (Math.sign(f(m)) === Math.sign(f(a))) a = m;
    else b = m;
  }
  return (a + b) / 2;
}
function num(text: string, pattern: RegExp): number {
  const m = pattern.exec(text);
  if (!m?.[1]) throw new Error(`no ${pattern} in ${text}`);
  return Number(m[1]);
}

/** Named points of a figure. */
function points(figure: Figure | undefined): Map<string, P> {
  const map = new Map<string, P>();
  for (const e of figure?.elements ?? []) if (e.kind === 'point' && e.label) map.set(e.label, e.at);
  return map;
}
function nameOf(figure: Figure | undefined, p: P): string {
  for (const [name, q] of points(figure)) if (dist(p, q) < 1e-9) return name;
  throw new Error('unnamed point');
}

interface Facts {
  sides: string[];
  angles: string[];
  right: string[];
}

/** The marked parts of triangle ABC (ticks, arcs, right angles) read from the figure. */
function marksOnABC(figure: Figure | undefined): Facts {
  const facts: Facts = { sides: [], angles: [], right: [] };
  const inABC = (n: string): boolean => 'ABC'.includes(n);
  for (const e of figure?.elements ?? []) {
    if (e.kind === 'segment' && e.ticks) {
      const pair = [nameOf(figure, e.from), nameOf(figure, e.to)];
      if (pair.every(inABC)) facts.sides.push(pair.sort().join(''));
    }
    if (e.kind === 'angle') {
      const v = nameOf(figure, e.vertex);
      if (inABC(v)) facts.angles.push(v);
    }
    if (e.kind === 'right-angle') {
      const v = nameOf(figure, e.vertex);
      if (inABC(v)) facts.right.push(v);
    }
  }
  return facts;
}

/** Which condition the equal parts make, from where they sit (null when none). */
function classify(f: Facts): string | null {
  const { sides, angles, right } = f;
  if (right.length > 0) {
    const v = right[0] ?? '';
    const hyp = 'ABC'.replace(v, '');
    const hasHyp = sides.includes(hyp);
    return hasHyp && sides.length >= 2 ? 'RHS' : null;
  }
  if (sides.length === 3) return 'SSS';
  if (sides.length === 2 && angles.length === 1) {
    const v = angles[0] ?? '';
    return sides.every((s) => s.includes(v)) ? 'SAS' : null;
  }
  if (sides.length === 1 && angles.length === 2) {
    const s = sides[0] ?? '';
    return angles.every((v) => s.includes(v)) ? 'ASA' : 'AAS';
  }
  return null;
}

const MAP: Record<string, string> = { A: 'D', B: 'E', C: 'F' };
/** The fact an option states about ABC, when its DEF part corresponds; null otherwise. */
function readFact(option: string): { side?: string; angle?: string } | null {
  const side = /\$([ABC])([ABC]) = ([DEF])([DEF])\$/.exec(option);
  if (side) {
    const [p = '', q = '', r = '', s = ''] = side.slice(1);
    return MAP[p] === r && MAP[q] === s ? { side: [p, q].sort().join('') } : null;
  }
  const angle = /\\angle ([ABC]) = \\angle ([DEF])/.exec(option);
  if (angle) return MAP[angle[1] ?? ''] === angle[2] ? { angle: angle[1] ?? '' } : null;
  return null;
}

/** How many different triangles have BC = bc, AB = ab and the given angle at C (degrees). */
function trianglesWithAngleAtC(ab: number, bc: number, angleC: number): number {
  const B = { x: 0, y: 0 };
  const C = { x: bc, y: 0 };
  // A on the ray from C at 180° − angleC; |AB| − ab along it changes sign at each solution.
  const f = (t: number): number => dist(ray(C, 180 - angleC, t), B) - ab;
  let count = 0;
  let prev = f(1e-6);
  for (let t = 0.001; t < 100; t += 0.001) {
    const v = f(t);
    if (Math.sign(v) !== Math.sign(prev) && v !== 0) count += 1;
    prev = v;
  }
  return count;
}

/** Parses '3x + 5', 'x - 2', '4y' into [k, m]. */
function linear(text: string): [number, number] {
  const m = /^(\d*)[xy](?: ([+-]) (\d+))?$/.exec(text.trim());
  if (!m) throw new Error(`not linear: ${text}`);
  return [Number(m[1] || 1), m[2] ? (m[2] === '-' ? -1 : 1) * Number(m[3]) : 0];
}
/** The whole number that makes two expressions equal, by search. */
function solveEqual(e1: string, e2: string): number {
  const [k1, m1] = linear(e1);
  const [k2, m2] = linear(e2);
  for (let x = -50; x <= 50; x += 1) if (k1 * x + m1 === k2 * x + m2) return x;
  throw new Error('no whole solution');
}

type Solution = number | { text: string };
type Solver = (item: GeneratedItem) => Solution;
const L = 'congruent-triangles';

const SOLVERS: Record<string, Solver> = {
  [`${L}/which-condition-figure`]: (item) => ({ text: classify(marksOnABC(item.figure)) ?? '' }),
  [`${L}/congruence-statement-figure`]: (item) => {
    // Each vertex's signature: its arcs and the ticks on its two sides; equal signatures match.
    const fig = item.figure;
    const signature = new Map<string, string>();
    const add = (name: string, part: string): void => {
      signature.set(
        name,
        [...(signature.get(name) ?? '').split(',').filter(Boolean), part].sort().join(','),
      );
    };
    for (const e of fig?.elements ?? []) {
      if (e.kind === 'segment' && e.ticks) {
        add(nameOf(fig, e.from), `t${e.ticks}`);
        add(nameOf(fig, e.to), `t${e.ticks}`);
      }
      if (e.kind === 'angle') add(nameOf(fig, e.vertex), `a${e.arcs ?? 1}`);
    }
    const others = [...points(fig).keys()].filter((n) => !'ABC'.includes(n));
    const image = ['A', 'B', 'C'].map((v) => {
      const match = others.filter((o) => (signature.get(o) ?? '') === (signature.get(v) ?? ''));
      return match.length === 1 ? match[0] : '?';
    });
    if (image.includes('?')) {
      // One vertex is unmarked (ASA, SAS): it matches the one left over.
      const left = others.filter((o) => !image.includes(o));
      const at = image.indexOf('?');
      if (left.length === 1 && image.filter((x) => x === '?').length === 1) image[at] = left[0];
    }
    return { text: `$\\triangle ABC \\cong \\triangle ${image.join('')}$` };
  },
  [`${L}/extra-fact-needed-figure`]: (item) => {
    const wanted = /by (SSS|SAS|ASA|RHS)\?/.exec(item.question)?.[1];
    const base = marksOnABC(item.figure);
    const fits = (item.options ?? []).filter((option) => {
      const fact = readFact(option);
      if (!fact) return false;
      const facts: Facts = {
        sides: [...base.sides, ...(fact.side ? [fact.side] : [])],
        angles: [...base.angles, ...(fact.angle ? [fact.angle] : [])],
        right: base.right,
      };
      return classify(facts) === wanted;
    });
    if (fits.length !== 1) throw new Error(`${fits.length} options fit`);
    return { text: fits[0] ?? '' };
  },
  [`${L}/ssa-is-not-enough`]: (item) => {
    const q = item.question;
    if (q.includes('does NOT')) {
      const conditions = [/three pairs/i, /the angle between them/i, /two angles/i, /hypotenuse/i];
      const rest = (item.options ?? []).filter((o) => !conditions.some((c) => c.test(o)));
      return { text: rest[0] ?? '' };
    }
    const ab = num(q, /AB = DE = (\d+)/);
    const bc = num(q, /BC = EF = (\d+)/);
    if (q.includes('m\\angle C = m\\angle F = 90')) {
      // AB is opposite C: build every triangle and count them.
      return {
        text:
          trianglesWithAngleAtC(ab, bc, 90) === 1
            ? 'They are congruent by RHS'
            : 'They need not be congruent',
      };
    }
    if (q.includes('m\\angle C')) {
      const angle = num(q, /m\\angle C = m\\angle F = (\d+)/);
      return {
        text:
          trianglesWithAngleAtC(ab, bc, angle) > 1
            ? 'They need not be congruent'
            : 'They are congruent by SAS',
      };
    }
    return { text: 'They are congruent by SAS' };
  },
  [`${L}/corresponding-parts-figure`]: (item) => {
    const pts = points(item.figure);
    const at = (n: string): P => pts.get(n) ?? { x: NaN, y: NaN };
    const side = /length of \$([PQR])([PQR])\$/.exec(item.question);
    if (side) return dist(at(side[1] ?? ''), at(side[2] ?? ''));
    const v = /Find \$m\\angle ([PQR])\$/.exec(item.question)?.[1] ?? '';
    const [p = '', q = ''] = ['P', 'Q', 'R'].filter((n) => n !== v);
    return angleAt(at(v), at(p), at(q));
  },
  [`${L}/corresponding-parts-algebra`]: (item) => {
    const q = item.question;
    const exprs = [...q.matchAll(/= \(?([^$()]*?)\)?(?:\^\\circ)?\$/g)].map((m) => m[1] ?? '');
    const [e1 = '', e2 = ''] = exprs;
    const x = solveEqual(e1, e2);
    if (q.includes('value of $x$')) return x;
    const [k, m] = linear(e1);
    return k * x + m;
  },
  [`${L}/isosceles-triangle-figure`]: (item) => {
    const q = item.question;
    if (q.includes('length of $AD$')) {
      const s = num(q, /AB = (\d+)/);
      const half = num(q, /BC = (\d+)/) / 2;
      // A on the perpendicular through D with AB = s, by bisection.
      return bisect((h) => dist({ x: 0, y: h }, { x: -half, y: 0 }) - s, 0, 1000);
    }
    if (q.includes('m\\angle BAC =')) {
      const apex = num(q, /m\\angle BAC = (\d+)/);
      // B and C at distance 1 from A with the apex angle between them; D the midpoint of BC.
      const A = { x: 0, y: 0 };
      const B = ray(A, -90 - apex / 2, 1);
      const C = ray(A, -90 + apex / 2, 1);
      const D = { x: (B.x + C.x) / 2, y: (B.y + C.y) / 2 };
      return angleAt(A, B, D);
    }
    // ∠BAD given: build B on the base line, A above D; C by AC = AB (search along the base).
    const theta = num(q, /m\\angle BAD = (\d+)/);
    const A = { x: 0, y: 1 };
    const B = ray(A, -90 - theta, 1 / Math.cos(theta * RAD));
    const cx = bisect((x) => dist(A, { x, y: 0 }) - dist(A, B), 0, 1000);
    return angleAt(B, A, { x: cx, y: 0 });
  },
  [`${L}/parallelogram-figure`]: (item) => {
    const q = item.question;
    if (q.includes('Find $m\\angle ADC$')) {
      const alpha = num(q, /m\\angle BAC = (\d+)/);
      const beta = num(q, /m\\angle CAD = (\d+)/);
      // D on the ray at alpha + beta; B on the x-axis with C = B + D on the ray at alpha.
      const D = ray({ x: 0, y: 0 }, alpha + beta, 1);
      const bx = bisect((b) => Math.atan2(D.y, b + D.x) / RAD - alpha, 1e-6, 1000);
      const C = { x: bx + D.x, y: D.y };
      return angleAt(D, { x: 0, y: 0 }, C);
    }
    const exprs = [...q.matchAll(/= \(([^)]*)\)/g)].map((m) => m[1] ?? '');
    const [e1 = '', e2 = ''] = exprs;
    const x = solveEqual(e1, e2);
    const [k, m] = linear(e1);
    return q.includes('length of $AC$') ? 2 * (k * x + m) : k * x + m;
  },
  [`${L}/kite-figure`]: (item) => {
    const q = item.question;
    const A = { x: 0, y: 0 };
    if (q.includes('Find $m\\angle BAC$')) {
      const bad = num(q, /m\\angle BAD = (\d+)/);
      const B = ray(A, -90 - bad / 2 - 7, 1);
      // D: the reflection of B in the line AC is where AD = AB and ∠BAD holds; measure ∠BAC
      // with C on the bisector found by equal distances CB = CD.
      const D = ray(A, -90 - bad / 2 - 7 + bad, 1);
      const cy = -2;
      const cx = bisect((x) => dist({ x, y: cy }, B) - dist({ x, y: cy }, D), -50, 50);
      return angleAt(A, B, { x: cx, y: cy });
    }
    if (q.includes('Find $m\\angle ABC$')) {
      const bad = num(q, /m\\angle BAD = (\d+)/);
      const bcd = num(q, /m\\angle BCD = (\d+)/);
      const B = ray(A, -90 - bad / 2, 1);
      const D = ray(A, -90 + bad / 2, 1);
      // C below on the axis of B and D, where the angle BCD has the given size.
      const cy = bisect((y) => angleAt({ x: 0, y }, B, D) - bcd, B.y - 1e-9, -1000);
      return angleAt(B, A, { x: 0, y: cy });
    }
    const alpha = num(q, /m\\angle BAC = (\d+)/);
    const beta = num(q, /m\\angle ABC = (\d+)/);
    // Triangle ABC from A, the direction of AC (down) and the angles at A and B.
    const B = ray(A, -90 - alpha, 1);
    const cy = bisect((y) => angleAt(B, A, { x: 0, y }) - beta, -1e-6, -1000);
    const C = { x: 0, y: cy };
    // D: the other point at the same distances from A and C (the mirror of B in AC).
    const D = { x: -B.x, y: B.y };
    return angleAt(C, D, A);
  },
  [`${L}/mast-cables-context`]: (item) => {
    const q = item.question;
    const h = num(q, /mast \$PM\$, (\d+) m tall/);
    if (q.includes('total length')) {
      const ab = num(q, /AB = (\d+)/);
      const A = { x: 0, y: 0 };
      const B = { x: ab, y: 0 };
      const M = { x: ab / 2, y: 0 };
      const top = { x: M.x, y: h };
      return dist(top, A) + dist(top, B);
    }
    const P = { x: 0, y: h };
    if (q.includes('both cables are')) {
      const len = num(q, /both cables are (\d+) m/);
      const right = bisect((x) => dist(P, { x, y: 0 }) - len, 0, 1000);
      const left = bisect((x) => dist(P, { x, y: 0 }) - len, 0, -1000);
      return right - left;
    }
    const alpha = num(q, /angle of \$(\d+)\^\\circ\$/);
    const A = { x: -h / Math.tan(alpha * RAD), y: 0 };
    const B = { x: -A.x, y: 0 };
    return angleAt(P, A, B);
  },
  [`${L}/prove-then-compute-context`]: (item) => {
    const q = item.question;
    if (q.includes('river')) {
      const p = num(q, /walks (\d+) m along/);
      const qd = num(q, /DE = (\d+)/);
      // B at the origin, the bank along the x-axis, A on the y-axis: the line E-C meets x = 0.
      const C = { x: p, y: 0 };
      const E = { x: 2 * p, y: -qd };
      const t = (0 - C.x) / (E.x - C.x);
      const A = { x: 0, y: C.y + t * (E.y - C.y) };
      return dist(A, C);
    }
    if (q.includes('roof truss')) {
      const rafter = num(q, /AB = AC = (\d+)/);
      const span = num(q, /BC = (\d+)/);
      return bisect((h) => dist({ x: 0, y: h }, { x: -span / 2, y: 0 }) - rafter, 0, 1000);
    }
    const top = num(q, /AB = AD = (\d+)/);
    const tail = num(q, /CB = CD = (\d+)/);
    const bd = num(q, /BD = (\d+)/);
    const B = { x: -bd / 2, y: 0 };
    const ay = bisect((y) => dist({ x: 0, y }, B) - top, 0, 1000);
    const cy = bisect((y) => dist({ x: 0, y }, B) - tail, 0, -1000);
    return ay - cy;
  },
  [`${L}/which-step-is-wrong`]: (item) => {
    const q = item.question;
    const givenText = /in triangles \$ABC\$ and \$DEF\$, (.*?)\. A student/.exec(q)?.[1] ?? '';
    const given = new Set(givenText.split(', ').map((g) => g.trim()));
    const steps = [...q.matchAll(/Step \d: (.*?)\.(?= Step| Which)/g)].map((m) => m[1] ?? '');
    const facts: Facts = { sides: [], angles: [], right: [] };
    for (const g of given) {
      const fact = readFact(g);
      if (fact?.side) facts.sides.push(fact.side);
      if (fact?.angle) facts.angles.push(fact.angle);
    }
    const condition = classify(facts);
    for (const [i, step] of steps.entries()) {
      const body = step.replace(/ \((given|corresponding parts)\)$/, '').replace(/^So /, '');
      if (step.endsWith('(given)') && !given.has(body)) return { text: `Step ${i + 1}` };
      const named = /\\cong \\triangle DEF\$ \((\w+)\)/.exec(step)?.[1];
      if (named && named !== condition) return { text: `Step ${i + 1}` };
      if (step.includes('corresponding parts') && !readFact(body)) return { text: `Step ${i + 1}` };
    }
    throw new Error('no wrong step');
  },
};

const items = new Map<string, GeneratedItem[]>(
  congruentTriangleTemplates.map((t) => [
    t.id,
    Array.from({ length: SEEDS }, (_, seed) => t.generate(createRng(`ct-cong${seed}`))),
  ]),
);

describe('congruent-triangles: every key computed a second way', () => {
  it('has a solver for every template', () => {
    expect(congruentTriangleTemplates.map((t) => t.id).filter((id) => !SOLVERS[id])).toEqual([]);
  });

  describe.each(congruentTriangleTemplates.map((t) => [t.id] as const))('%s', (id) => {
    it('agrees on 50 seeds', () => {
      const solve = SOLVERS[id];
      if (!solve) throw new Error(`no solver for ${id}`);
      for (const item of items.get(id) ?? []) {
        const solution = solve(item);
        if (typeof solution === 'number') {
          const verdict = keyAgrees(item, solution);
          expect(verdict.ok, `${item.question} -> ${item.answer}: ${verdict.why}`).toBe(true);
        } else {
          expect(textKeyAgrees(item, solution.text), `${item.question} -> ${solution.text}`).toBe(
            true,
          );
        }
      }
    });
  });
});

describeLessonShape('congruent-triangles', congruentTriangleTemplates, items);
