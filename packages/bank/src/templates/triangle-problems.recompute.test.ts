/**
 * The triangle-problems lesson, keys computed a second way: each item is read as a student reads
 * it (the question's plain text) and solved by coordinates (vertices placed from the data, rays
 * and circles intersected, lengths by distance, angles by atan2, areas by the shoelace formula,
 * an unknown angle or length found by bisection on the area) instead of the sine rule, the
 * cosine rule and the area formula the templates use. Then every gate on 50 seeds per template,
 * and the lesson's shape (frames, figures, multi-step and context shares, help on every item).
 */
import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../checker/check-answer';
import { parseMathValue } from '../checker/parse-math';
import type { GeneratedItem } from '../model/item';
import { runGates } from '../quality/gates';
import { toPlain } from '../quality/plain-text';
import { createRng } from '../rng';
import { fixed } from './exact';
import { triangleProblemTemplates } from './triangle-problems.templates';

const SEEDS = 50;
const D = Math.PI / 180;

interface P {
  x: number;
  y: number;
}
const dist = (p: P, q: P): number => Math.hypot(p.x - q.x, p.y - q.y);
/** The angle (degrees) at v between the rays to p and q. */
function angleAt(v: P, p: P, q: P): number {
  const a = Math.atan2(p.y - v.y, p.x - v.x);
  const b = Math.atan2(q.y - v.y, q.x - v.x);
  let d = Math.abs(a - b) / D;
  if (d > 180) d = 360 - d;
  return d;
}
function shoelace(points: P[]): number {
  let s = 0;
  points.forEach((p, i) => {
    const q = points[(i + 1) % points.length] as P;
    s += p.x * q.y - q.x * p.y;
  });
  return Math.abs(s) / 2;
}
const ray = (from: P, deg: number, length: number): P => ({
  x: from.x + length * Math.cos(deg * D),
  y: from.y + length * Math.sin(deg * D),
});
/** Where the lines p + s·u and q + t·v meet (u, v as directions in degrees). */
function meet(p: P, uDeg: number, q: P, vDeg: number): P {
  const u = { x: Math.cos(uDeg * D), y: Math.sin(uDeg * D) };
  const v = { x: Math.cos(vDeg * D), y: Math.sin(vDeg * D) };
  const det = u.x * -v.y - u.y * -v.x;
  const s = ((q.x - p.x) * -v.y - (q.y - p.y) * -v.x) / det;
  return { x: p.x + s * u.x, y: p.y + s * u.y };
}
/** Bisection for f(x) = target on [lo, hi] (f monotonic there). */
function bisect(f: (x: number) => number, target: number, lo: number, hi: number): number {
  let a = lo;
  let b = hi;
  const rising = f(b) > f(a);
  for (let i = 0; i < 200; i += 1) {
    const m = (a + b) / 2;
    if (f(m) < target === rising) a = m;
    else b = m;
  }
  return (a + b) / 2;
}
/** Points on the x-axis at distance r from c (nearer first). */
function onAxisAt(c: P, r: number): P[] {
  const half = Math.sqrt(r * r - c.y * c.y);
  return [
    { x: c.x - half, y: 0 },
    { x: c.x + half, y: 0 },
  ];
}

const O: P = { x: 0, y: 0 };

function plain(item: GeneratedItem): string {
  return toPlain(item.question).replace('In the opposite figure : ', '');
}
function side(q: string, name: string): number {
  const match = new RegExp(`\\b${name}\\s*=\\s*(\\d+(?:\\.\\d+)?)`).exec(q);
  if (!match) throw new Error(`no ${name} in ${q}`);
  return Number(match[1]);
}
function angle(q: string, name: string): number {
  const match = new RegExp(`∠\\s*${name}\\s*=\\s*(\\d+(?:\\.\\d+)?)\\s*°`).exec(q);
  if (!match) throw new Error(`no angle ${name} in ${q}`);
  return Number(match[1]);
}
function numberAfter(q: string, re: RegExp): number {
  const match = re.exec(q);
  if (!match) throw new Error(`no ${re} in ${q}`);
  return Number(match[1]);
}

/** Triangle ABC from AB = c and the angles at A and B (A at the origin, B on the x-axis). */
function fromAsa(c: number, A: number, B: number): { A: P; B: P; C: P } {
  const Bp = { x: c, y: 0 };
  return { A: O, B: Bp, C: meet(O, A, Bp, 180 - B) };
}
/** Triangle ABC from AB = c, AC = b and the angle A. */
function fromSas(c: number, b: number, A: number): { A: P; B: P; C: P } {
  return { A: O, B: { x: c, y: 0 }, C: ray(O, A, b) };
}

type Solution = { kind: 'value'; value: number } | { kind: 'text'; text: string };
const value = (v: number): Solution => ({ kind: 'value', value: v });

const SOLVERS: Record<string, (q: string, item: GeneratedItem) => Solution> = {
  'triangle-problems/which-rule-first': (q) => {
    // Count what is given and see which rule's data is complete.
    const sides = [...q.matchAll(/\b([A-Z])([A-Z])\s*=\s*\d+/g)].map((m) => `${m[1]}${m[2]}`);
    const angles = [...q.matchAll(/∠\s*([A-Z])\s*=\s*\d+/g)].map((m) => m[1] ?? '');
    if (/area/.test(q)) return { kind: 'text', text: 'The area formula $\\frac{1}{2}ab\\sin C$' };
    if (sides.length === 3) return { kind: 'text', text: 'The cosine rule' };
    if (angles.length === 2) return { kind: 'text', text: 'The sine rule' };
    const [vertex] = angles;
    const included = sides.every((s) => s.includes(vertex ?? '?'));
    return { kind: 'text', text: included ? 'The cosine rule' : 'The sine rule' };
  },
  'triangle-problems/ambiguous-both-angles': (q, item) => {
    const A = angle(q, 'A');
    const C = ray(O, A, side(q, 'AC'));
    const [B1, B2] = onAxisAt(C, side(q, 'BC')) as [P, P];
    const at = item.frame === 'both-c' ? (b: P) => angleAt(C, O, b) : (b: P) => angleAt(b, O, C);
    return { kind: 'text', text: [at(B1), at(B2)].map((v) => fixed(v, 1)).join('|') };
  },
  'triangle-problems/ambiguous-case-figure': (q, item) => {
    const C = ray(O, angle(q, 'CAD'), side(q, 'AC'));
    const [B, Dp] = onAxisAt(C, side(q, 'CD')) as [P, P];
    if (item.frame === 'obtuse-angle') return value(angleAt(B, O, C));
    if (item.frame === 'gap-length') return value(dist(B, Dp));
    return value(dist(O, B));
  },
  'triangle-problems/sine-rule-then-area': (q, item) => {
    if (item.frame === 'field-context') {
      const t = fromAsa(side(q, 'PQ'), angle(q, 'P'), angle(q, 'Q'));
      return value(shoelace([t.A, t.B, t.C]));
    }
    if (item.frame === 'side-between') {
      const t = fromAsa(side(q, 'AB'), angle(q, 'A'), angle(q, 'B'));
      return value(shoelace([t.A, t.B, t.C]));
    }
    // BC given: draw with AB = 1 and scale by BC / drawn BC (areas by the square).
    const t = fromAsa(1, angle(q, 'A'), angle(q, 'B'));
    const k = side(q, 'BC') / dist(t.B, t.C);
    return value(shoelace([t.A, t.B, t.C]) * k * k);
  },
  'triangle-problems/cosine-rule-then-angle': (q) => {
    const ships = /ships/.test(q);
    const [a, b, c] = ships ? ['P', 'Q', 'R'] : ['A', 'B', 'C'];
    const t = ships
      ? fromSas(side(q, 'PQ'), side(q, 'PR'), angle(q, 'QPR'))
      : fromSas(side(q, 'AB'), side(q, 'AC'), angle(q, 'A'));
    const asked = /Find m∠\s*([A-Z]+)/.exec(q)?.[1] ?? '';
    const vertex = asked.length === 3 ? asked[1] : asked;
    if (vertex === b) return value(angleAt(t.B, t.A, t.C));
    if (vertex === c) return value(angleAt(t.C, t.A, t.B));
    throw new Error(`asked ${asked} (${a})`);
  },
  'triangle-problems/three-sides-then-area': (q, item) => {
    const a = side(q, 'BC');
    const b = side(q, 'AC');
    const c = side(q, 'AB');
    // C on the circles about A (radius b) and B (radius a), by bisection on the angle at A.
    const Cp = ray(
      O,
      bisect((t) => dist(ray(O, t, b), { x: c, y: 0 }), a, 0.001, 179.999),
      b,
    );
    const area = shoelace([O, { x: c, y: 0 }, Cp]);
    if (item.frame === 'height') {
      // Distance from A to the line BC.
      const B = { x: c, y: 0 };
      return value(Math.abs((Cp.x - B.x) * (O.y - B.y) - (Cp.y - B.y) * (O.x - B.x)) / a);
    }
    return value(area);
  },
  'triangle-problems/area-then-third-side': (q, item) => {
    const a = side(q, 'BC');
    const area = numberAfter(q, /area (?:is|of) (\d+(?:\.\d+)?)/);
    const B = { x: a, y: 0 };
    if (item.frame === 'side-from-area') {
      const C = angle(q, 'C');
      const t = bisect((r) => shoelace([O, B, ray(O, C, r)]), area, 0, 1000);
      return value(dist(B, ray(O, C, t)));
    }
    const b = side(q, 'AC');
    const obtuse = /obtuse/.test(q);
    const theta = obtuse
      ? bisect((t) => shoelace([O, B, ray(O, t, b)]), area, 90, 180)
      : bisect((t) => shoelace([O, B, ray(O, t, b)]), area, 0, 90);
    return value(dist(B, ray(O, theta, b)));
  },
  'triangle-problems/perimeter-from-two-angles': (q, item) => {
    const t = fromAsa(side(q, 'AB'), angle(q, 'A'), angle(q, 'B'));
    const twoSides = dist(t.A, t.C) + dist(t.B, t.C);
    return value(item.frame === 'two-sides' ? twoSides : twoSides + dist(t.A, t.B));
  },
  'triangle-problems/quadrilateral-diagonal': (q, item) => {
    const B = O;
    const C = { x: side(q, 'BC'), y: 0 };
    const A = ray(B, angle(q, 'ABC'), side(q, 'AB'));
    const ac = Math.atan2(C.y - A.y, C.x - A.x) / D;
    const ca = Math.atan2(A.y - C.y, A.x - C.x) / D;
    // D is on the far side of AC from B (B is below AC here): turn anticlockwise from A's view
    // of C, clockwise from C's view of A.
    const Dp = meet(A, ac + angle(q, 'CAD'), C, ca - angle(q, 'ACD'));
    if (item.frame === 'area') return value(shoelace([A, B, C, Dp]));
    return value(dist(C, Dp));
  },
  'triangle-problems/journey-with-a-turn': (q, item) => {
    const d1 = numberAfter(q, /(\d+) k?m in a straight line from P to Q/);
    const d2 = numberAfter(q, /then (\d+) k?m from Q to R/);
    const Q = O;
    const P = { x: d1, y: 0 };
    const R = ray(Q, angle(q, 'PQR'), d2);
    if (item.frame === 'angle-at-start') return value(angleAt(P, Q, R));
    if (item.frame === 'whole-trip') return value(d1 + d2 + dist(P, R));
    return value(dist(P, R));
  },
  'triangle-problems/tower-from-two-points': (q, item) => {
    const d = side(q, 'AB');
    const T = meet(O, angle(q, 'TAF'), { x: d, y: 0 }, angle(q, 'TBF'));
    if (item.frame === 'line-of-sight') return value(dist({ x: d, y: 0 }, T));
    if (item.frame === 'foot-distance') return value(T.x - d);
    return value(T.y);
  },
};

function itemsOf(templateId: string): GeneratedItem[] {
  const template = triangleProblemTemplates.find((t) => t.id === templateId);
  if (!template) throw new Error(templateId);
  return Array.from({ length: SEEDS }, (_, seed) => template.generate(createRng(`gates${seed}`)));
}

describe('triangle-problems: every key computed a second way', () => {
  it('has a solver for every template', () => {
    expect(triangleProblemTemplates.map((t) => t.id).filter((id) => !SOLVERS[id])).toEqual([]);
  });

  describe.each(triangleProblemTemplates.map((t) => [t.id] as const))('%s', (id) => {
    it('agrees on 50 seeds', () => {
      const solve = SOLVERS[id];
      if (!solve) throw new Error(`no solver for ${id}`);
      for (const item of itemsOf(id)) {
        const q = plain(item);
        const solution = solve(q, item);
        if (solution.kind === 'text') {
          if (solution.text.includes('|')) {
            // Both angles of the ambiguous case, each to the nearest tenth, in the key.
            for (const part of solution.text.split('|')) {
              expect(toPlain(item.answer), q).toContain(`${part}°`);
            }
          } else {
            expect(item.answer, q).toBe(solution.text);
          }
          continue;
        }
        const v = solution.value;
        if (item.type === 'MCQ') {
          const matching = (item.options ?? []).filter(
            (o) => Math.abs((parseMathValue(o)?.value ?? NaN) - Number(fixed(v, 1))) < 1e-9,
          );
          expect(matching, `${q} -> ${v}`).toEqual([item.answer]);
          continue;
        }
        expect(item.trueValue, q).toBeDefined();
        expect(Math.abs((item.trueValue ?? NaN) - v), q).toBeLessThan(1e-6 * Math.max(1, v));
        const typed = `${fixed(v, item.decimals ?? 1)}${item.answer.endsWith('°') ? '°' : ''}`;
        const verdict = checkAnswer(item, typed);
        expect(verdict.correct, `${q}: ${typed} vs ${item.answer} (${verdict.reason})`).toBe(true);
      }
    });
  });
});

describe('triangle-problems: gates and the lesson shape', () => {
  const all = triangleProblemTemplates.flatMap((t) => itemsOf(t.id));

  it('passes every gate on 50 seeds per template', () => {
    expect(runGates(all)).toEqual([]);
  });

  it('has at least 10 templates, each with at least 3 frames, and hints and steps everywhere', () => {
    expect(triangleProblemTemplates.length).toBeGreaterThanOrEqual(10);
    for (const template of triangleProblemTemplates) {
      const frames = new Set(all.filter((i) => i.templateId === template.id).map((i) => i.frame));
      expect(frames.size, template.id).toBeGreaterThanOrEqual(3);
    }
    for (const item of all) {
      expect(item.hints?.length ?? 0, item.question).toBeGreaterThanOrEqual(1);
      expect(item.steps?.length ?? 0, item.question).toBeGreaterThanOrEqual(1);
    }
  });

  it('meets the shares: figures, multi-step, context, both types, a spread of difficulty', () => {
    const withFigure = triangleProblemTemplates.filter((t) => t.hasFigure).length;
    expect(withFigure / triangleProblemTemplates.length).toBeGreaterThanOrEqual(0.4);
    expect(all.filter((i) => i.multiStep).length / all.length).toBeGreaterThanOrEqual(0.3);
    expect(all.filter((i) => i.context).length / all.length).toBeGreaterThanOrEqual(0.15);
    expect(new Set(triangleProblemTemplates.map((t) => t.type)).size).toBe(2);
    const bs = triangleProblemTemplates.map((t) => t.b);
    expect(Math.min(...bs)).toBeLessThanOrEqual(-1);
    expect(Math.max(...bs)).toBeGreaterThanOrEqual(1.5);
  });
});
