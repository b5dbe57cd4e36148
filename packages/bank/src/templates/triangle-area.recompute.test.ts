/**
 * Triangle area: every key computed a second way. Each solver reads the question as a student
 * does and places the figure by coordinates (a side along the x-axis, the third vertex on a ray
 * or found by bisection so that a side has its given length), then measures the area with the
 * shoelace formula, a length by distance, or an unknown side or angle by bisection on that
 * measured area: never ½ab sin C, Heron's formula or the cosine rule the templates use. The
 * checker must accept the stored key for the measured value (the MCQ's correct option by
 * index). Then every gate on 50 items of every template, and the lesson's shape.
 */
import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../checker/check-answer';
import type { GeneratedItem } from '../model/item';
import { readValue } from '../quality/read-value';
import { createRng } from '../rng';
import {
  type P,
  bisect,
  dist,
  keyAgrees,
  numberAfter,
  plainQuestion,
  textKeyAgrees,
} from './circle-recompute-kit';
import { fixed } from './exact';
import { describeLessonShape } from './lesson-shape';
import { triangleAreaTemplates } from './triangle-area.templates';

const SEEDS = 50;
const R = Math.PI / 180;
const O: P = { x: 0, y: 0 };

const ray = (from: P, deg: number, length: number): P => ({
  x: from.x + length * Math.cos(deg * R),
  y: from.y + length * Math.sin(deg * R),
});
function shoelace(points: P[]): number {
  let s = 0;
  points.forEach((p, i) => {
    const q = points[(i + 1) % points.length] as P;
    s += p.x * q.y - q.x * p.y;
  });
  return Math.abs(s) / 2;
}
/** Triangle with sides BC = a, CA = b, AB = c: A at O, B on the x-axis, C above by bisection. */
function fromSides(a: number, b: number, c: number): [P, P, P] {
  const B = { x: c, y: 0 };
  const t = bisect((deg) => dist(ray(O, deg, b), B) - a, 1e-9, 180 - 1e-9);
  return [O, B, ray(O, t, b)];
}
/** Triangle with CB = a, CA = b and the angle C between them: C at O. */
const fromSas = (a: number, b: number, C: number): [P, P, P] => [ray(O, C, b), { x: a, y: 0 }, O];
/** Where the rays from p at u and from q at v (degrees) meet. */
function meet(p: P, u: number, q: P, v: number): P {
  const a = { x: Math.cos(u * R), y: Math.sin(u * R) };
  const b = { x: Math.cos(v * R), y: Math.sin(v * R) };
  const det = a.x * -b.y - a.y * -b.x;
  const s = ((q.x - p.x) * -b.y - (q.y - p.y) * -b.x) / det;
  return { x: p.x + s * a.x, y: p.y + s * a.y };
}
/** The angle C (degrees, in [lo, hi]) at which the triangle with sides a, b about C has `area`. */
const angleForArea = (a: number, b: number, area: number, lo: number, hi: number): number =>
  bisect((C) => shoelace(fromSas(a, b, C)) - area, lo, hi);

const num = (q: string, re: RegExp): number => numberAfter(q, re);
const side = (q: string, n: string): number => num(q, new RegExp(`\\b${n} = (\\d+(?:\\.\\d+)?)`));
const angleOf = (q: string, n: string): number => num(q, new RegExp(`∠ ?${n} = (\\d+)°`));
function triangleNames(q: string): [string, string, string] {
  const m = /(?:△ ?|triangle |sail |plot )([A-Z])([A-Z])([A-Z])/.exec(q);
  if (!m) throw new Error(`no triangle in ${q}`);
  return [m[1] ?? '', m[2] ?? '', m[3] ?? ''];
}
const cmValues = (q: string): number[] =>
  [...q.matchAll(/(\d+(?:\.\d+)?) (?:cm|m)\b/g)].map((m) => Number(m[1]));
/** The area the question states: the value written just before its square unit. */
function statedArea(q: string): number {
  const m = /(\S+) (?:cm|m)(?:\^2|²)/.exec(q);
  if (!m?.[1]) throw new Error(`no area in ${q}`);
  return readValue(m[1])?.value ?? NaN;
}
const rounded = (v: number, d = 1): number => Number(fixed(v, d));

/** An option such as "$\frac{1}{2} \times 8 \times 5 \times \sin 40^\circ$", evaluated here. */
function expressionValue(tex: string): number {
  const half = tex.includes('\\frac{1}{2}') ? 0.5 : 1;
  const nums = [...tex.replace('\\frac{1}{2}', '').matchAll(/(\d+)/g)].map((m) => Number(m[1]));
  const fn = /\\(sin|cos)/.exec(tex)?.[1];
  const [p = NaN, q = NaN, angle] = nums;
  const trig =
    fn === undefined ? 1 : fn === 'sin' ? Math.sin((angle ?? 0) * R) : Math.cos((angle ?? 0) * R);
  return half * p * q * trig;
}

type Solver = (q: string, item: GeneratedItem) => number | { text: string };

const SOLVERS: Record<string, Solver> = {
  'triangle-area/half-ab-sin-c-figure': (q, item) => {
    if (item.frame === 'equilateral') {
      const s = cmValues(q)[0] ?? NaN;
      return shoelace(fromSides(s, s, s));
    }
    const [nA, nB, nC] = triangleNames(q);
    const a = item.frame === 'isosceles-apex' ? (cmValues(q)[0] ?? NaN) : side(q, `${nB}${nC}`);
    const b = item.frame === 'isosceles-apex' ? a : side(q, `${nC}${nA}`);
    return shoelace(fromSas(a, b, angleOf(q, nC)));
  },
  'triangle-area/heron': (q, item) => {
    const values = cmValues(q);
    if (item.frame === 'perimeter-given') {
      const [p = 0, a = 0, b = 0] = values;
      return shoelace(fromSides(a, b, p - a - b));
    }
    const [a = 0, b = 0, c = 0] = values;
    return shoelace(fromSides(a, b, c));
  },
  'triangle-area/heron-figure': (q, item) => {
    const [a = 0, b = 0, c = 0] = cmValues(q);
    const t = fromSides(a, b, c);
    // AB lies on the x-axis, so the altitude from C is its height.
    return item.frame === 'altitude' ? rounded(t[2].y) : shoelace(t);
  },
  'triangle-area/side-from-area': (q, item) => {
    const area = statedArea(q);
    if (item.frame === 'equal-sides') {
      const C = angleOf(q, 'C');
      return bisect((x) => shoelace(fromSas(x, x, C)) - area, 0, 1e3);
    }
    if (item.frame === 'sail-edge') {
      const C = num(q, /angle of (\d+)°/);
      const a = num(q, /them is (\d+) m/);
      return bisect((b) => shoelace(fromSas(a, b, C)) - area, 0, 1e3);
    }
    const a = num(q, /a = (\d+) cm/);
    return bisect((b) => shoelace(fromSas(a, b, angleOf(q, 'C'))) - area, 0, 1e3);
  },
  'triangle-area/angle-from-area': (q, item) => {
    const a = num(q, /a = (\d+) cm/);
    const b = num(q, /b = (\d+) cm/);
    const area = statedArea(q);
    const acute = angleForArea(a, b, area, 1e-9, 90);
    const obtuse = angleForArea(a, b, area, 90, 180 - 1e-9);
    if (item.frame === 'both-values') {
      return { text: `$${Math.round(acute)}^\\circ$ or $${Math.round(obtuse)}^\\circ$` };
    }
    return item.frame === 'obtuse' ? obtuse : acute;
  },
  'triangle-area/parallelogram-area-figure': (q, item) => {
    if (item.frame === 'diagonals') {
      const phi = num(q, /angle of (\d+)°/);
      const [A, C] = [ray(O, 180, side(q, 'AC') / 2), ray(O, 0, side(q, 'AC') / 2)];
      const [B, D] = [ray(O, 180 + phi, side(q, 'BD') / 2), ray(O, phi, side(q, 'BD') / 2)];
      return shoelace([A, B, C, D]);
    }
    const theta = angleOf(q, 'DAB');
    const p = item.frame === 'rhombus' ? (cmValues(q)[0] ?? NaN) : side(q, 'AB');
    const qq = item.frame === 'rhombus' ? p : side(q, 'AD');
    const B = { x: p, y: 0 };
    const D = ray(O, theta, qq);
    return shoelace([O, B, { x: B.x + D.x, y: D.y }, D]);
  },
  'triangle-area/area-rounded-figure': (q) => {
    const [nA, nB, nC] = triangleNames(q);
    return shoelace(fromSas(side(q, `${nB}${nC}`), side(q, `${nC}${nA}`), angleOf(q, nC)));
  },
  'triangle-area/which-expression': (q, item) => {
    const a = side(q, 'BC');
    const b = side(q, 'CA');
    if (item.frame === 'right-angle') return shoelace(fromSas(a, b, 90));
    // BC and CA share the vertex C: the area measured with the angle there.
    const area = shoelace(fromSas(a, b, angleOf(q, 'C')));
    const match = (item.options ?? []).filter((o) => Math.abs(expressionValue(o) - area) < 1e-9);
    return { text: match.length === 1 ? (match[0] ?? '') : `${match.length} options match` };
  },
  'triangle-area/from-coordinates': (q) => {
    const pts = [...q.matchAll(/\((-?\d+), (-?\d+)\)/g)].map((m) => ({
      x: Number(m[1]),
      y: Number(m[2]),
    }));
    const [A = O, B = O, C = O] = pts;
    // Base AB times the distance from C to the line AB (a projection, not a cross product).
    const ab = dist(A, B);
    const u = { x: (B.x - A.x) / ab, y: (B.y - A.y) / ab };
    const along = (C.x - A.x) * u.x + (C.y - A.y) * u.y;
    const foot = { x: A.x + along * u.x, y: A.y + along * u.y };
    return (ab * dist(C, foot)) / 2;
  },
  'triangle-area/regular-polygon-figure': (q, item) => {
    const names: Record<string, number> = {
      pentagon: 5,
      hexagon: 6,
      nonagon: 9,
    };
    const n = names[/regular (\w+)/.exec(q)?.[1] ?? ''] ?? NaN;
    const polygon = (r: number): P[] =>
      Array.from({ length: n }, (_, i) => ray(O, (360 * i) / n, r));
    if (item.frame === 'from-radius') return shoelace(polygon(num(q, /radius (\d+) cm/)));
    const s = num(q, /sides of (\d+) cm/);
    const r = bisect(
      (x) => {
        const [A = O, B = O] = polygon(x);
        return dist(A, B) - s;
      },
      0,
      1e3,
    );
    return shoelace(polygon(r));
  },
  'triangle-area/rule-then-area-figure': (q, item) => {
    if (item.frame === 'asa-area') {
      const c = side(q, 'AB');
      const Cp = meet(O, angleOf(q, 'A'), { x: c, y: 0 }, 180 - angleOf(q, 'B'));
      return shoelace([O, { x: c, y: 0 }, Cp]);
    }
    const t = fromSides(side(q, 'BC'), side(q, 'CA'), side(q, 'AB'));
    return item.frame === 'sss-altitude' ? t[2].y : shoelace(t);
  },
  'triangle-area/base-and-height': (q, item) => {
    const values = cmValues(q);
    if (item.frame === 'height-from-area') {
      const area = statedArea(q);
      const base = num(q, /base of (\d+) cm/);
      // The apex moved up a vertical line until the measured area is the stated one.
      return bisect((h) => shoelace([O, { x: base, y: 0 }, { x: base / 3, y: h }]) - area, 0, 1e3);
    }
    const [base = 0, height = 0] = values;
    return shoelace([O, { x: base, y: 0 }, { x: base * 0.4, y: height }]);
  },
  'triangle-area/two-possible-angles': (q, item) => {
    const [a = 0, b = 0] = cmValues(q);
    const area = statedArea(q);
    const acute = angleForArea(a, b, area, 1e-9, 90);
    const obtuse = angleForArea(a, b, area, 90, 180 - 1e-9);
    if (item.frame === 'obtuse-then-side') {
      const [A, B] = fromSas(a, b, obtuse);
      return rounded(dist(A, B));
    }
    return { text: `$${fixed(acute, 1)}^\\circ$ or $${fixed(obtuse, 1)}^\\circ$` };
  },
};

const items = new Map(
  triangleAreaTemplates.map((t) => [
    t.id,
    Array.from({ length: SEEDS }, (_, seed) => t.generate(createRng(`ta-recompute${seed}`))),
  ]),
);

describe('triangle-area: every key computed a second way', () => {
  it('has a solver for every template', () => {
    expect(triangleAreaTemplates.map((t) => t.id).filter((id) => !SOLVERS[id])).toEqual([]);
  });

  describe.each(triangleAreaTemplates.map((t) => [t.id] as const))('%s', (id) => {
    it('agrees on 50 seeds', () => {
      const solve = SOLVERS[id];
      if (!solve) throw new Error(`no solver for ${id}`);
      for (const item of items.get(id) ?? []) {
        const solution = solve(plainQuestion(item), item);
        if (typeof solution !== 'number') {
          if (item.type === 'MCQ') {
            expect(textKeyAgrees(item, solution.text), `${item.question} -> ${item.answer}`).toBe(
              true,
            );
          } else {
            expect(item.answer, item.question).toBe(solution.text);
          }
        } else if (item.exact) {
          // An exact key ("9√3"): its value is the measured one, and the checker accepts it.
          expect(readValue(item.answer)?.value ?? NaN, item.question).toBeCloseTo(solution, 9);
          const unit = item.unit ? ` ${item.unit}` : '';
          expect(checkAnswer(item, `${item.answer}${unit}`).correct, item.question).toBe(true);
        } else {
          const verdict = keyAgrees(item, solution);
          expect(verdict.ok, `${item.question} -> ${item.answer}: ${verdict.why}`).toBe(true);
        }
      }
    });
  });
});

describeLessonShape('triangle-area', triangleAreaTemplates, items);
