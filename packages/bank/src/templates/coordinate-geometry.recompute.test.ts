/**
 * The coordinate-geometry keys computed a second way, from the question as a student reads it:
 * the points are read from the text, then distances come from polar coordinates and the cosine
 * rule, areas from Heron's formula or the shoelace formula (whichever the template does not
 * use), unknowns from a brute-force search of the grid, and collinearity from a cross product.
 * The stored key must agree, marked by the checker; and every item passes every gate.
 */
import katex from 'katex';
import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../checker/check-answer';
import { parseMathValue } from '../checker/parse-math';
import type { Point } from '../figures/figure-model';
import type { GeneratedItem } from '../model/item';
import { runGates } from '../quality/gates';
import { toPlain } from '../quality/plain-text';
import { createRng } from '../rng';
import { parseQuestionText } from '../text/parse-question-text';
import { coordinateGeometryTemplates } from './coordinate-geometry.templates';

const SEEDS = 50;

function plain(item: GeneratedItem): string {
  return toPlain(item.question).replace('In the opposite figure : ', '');
}

/** Every named point "A(2, -3)" in the text, by name. */
function points(q: string): Map<string, Point> {
  const out = new Map<string, Point>();
  for (const m of q.matchAll(/\b([A-Z])\((-?\d+(?:\.\d+)?), (-?\d+(?:\.\d+)?)\)/g)) {
    out.set(m[1] ?? '', { x: Number(m[2]), y: Number(m[3]) });
  }
  return out;
}
/** Unnamed pairs "(2, -3)" in order (named ones included). */
function pairs(q: string): Point[] {
  return [...q.matchAll(/\((-?\d+(?:\.\d+)?), (-?\d+(?:\.\d+)?)\)/g)].map((m) => ({
    x: Number(m[1]),
    y: Number(m[2]),
  }));
}
function get(map: Map<string, Point>, name: string): Point {
  const p = map.get(name);
  if (!p) throw new Error(`no point ${name}`);
  return p;
}
function namesIn(q: string, re: RegExp): string[] {
  const m = re.exec(q);
  if (!m) throw new Error(`no ${re} in ${q}`);
  return m.slice(1);
}

/** Distance by polar coordinates and the cosine rule (not Pythagoras on the differences). */
function polarDistance(a: Point, b: Point): number {
  const r1 = Math.hypot(a.x, a.y);
  const r2 = Math.hypot(b.x, b.y);
  const t1 = Math.atan2(a.y, a.x);
  const t2 = Math.atan2(b.y, b.x);
  return Math.sqrt(Math.max(0, r1 * r1 + r2 * r2 - 2 * r1 * r2 * Math.cos(t1 - t2)));
}
/** Area by Heron's formula from the three side lengths. */
function heron(a: Point, b: Point, c: Point): number {
  const [x, y, z] = [polarDistance(b, c), polarDistance(c, a), polarDistance(a, b)];
  const s = (x + y + z) / 2;
  return Math.sqrt(Math.max(0, s * (s - x) * (s - y) * (s - z)));
}
function shoelace(ps: Point[]): number {
  let sum = 0;
  ps.forEach((p, i) => {
    const q = ps[(i + 1) % ps.length] as Point;
    sum += p.x * q.y - q.x * p.y;
  });
  return Math.abs(sum) / 2;
}
const cross = (o: Point, a: Point, b: Point): number =>
  (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
const close = (a: number, b: number): boolean => Math.abs(a - b) < 1e-6;
/** Every grid value from -80 to 80 in steps of `step` where `ok` holds. */
function search(ok: (v: number) => boolean, step = 1): number[] {
  const out: number[] = [];
  for (let v = -80; v <= 80; v += step) if (ok(v)) out.push(v);
  return out;
}
/** Every grid point (whole or half) where `ok` holds. */
function searchPoint(ok: (p: Point) => boolean, step = 0.5): Point[] {
  const out: Point[] = [];
  for (let x = -30; x <= 30; x += step)
    for (let y = -30; y <= 30; y += step) if (ok({ x, y })) out.push({ x, y });
  return out;
}
const one = <T>(list: T[], what: string): T => {
  if (list.length !== 1) throw new Error(`${what}: ${list.length} solutions`);
  return list[0] as T;
};

type Solution =
  { kind: 'value'; value: number } | { kind: 'point'; at: Point } | { kind: 'text'; text: string };
const value = (v: number): Solution => ({ kind: 'value', value: v });
const point = (p: Point): Solution => ({ kind: 'point', at: p });

/** Slope by the angle of inclination: tan(atan2(dy, dx)). */
const slope = (a: Point, b: Point): number => Math.tan(Math.atan2(b.y - a.y, b.x - a.x));

const SOLVERS: Record<string, (q: string, item: GeneratedItem) => Solution> = {
  'coordinate-geometry/midpoint': (q) => {
    if (/is the midpoint of/.test(q)) {
      const [m, a, b] = namesIn(q, /([A-Z])\(.+?\) is the midpoint of ([A-Z])([A-Z])/);
      const P = points(q);
      const A = get(P, a ?? '');
      const M = get(P, m ?? '');
      void b;
      // B is the grid point with M halfway along AB.
      return point(
        one(
          searchPoint(
            (B) =>
              close(polarDistance(A, B), 2 * polarDistance(A, M)) &&
              close(cross(A, M, B), 0) &&
              close(polarDistance(M, B), polarDistance(A, M)),
          ),
          'endpoint',
        ),
      );
    }
    const [A, B] = pairs(q) as [Point, Point];
    return point(
      one(
        searchPoint(
          (M) =>
            close(polarDistance(A, M), polarDistance(M, B)) &&
            close(polarDistance(A, M) * 2, polarDistance(A, B)),
        ),
        'midpoint',
      ),
    );
  },
  'coordinate-geometry/distance': (q) => {
    const [A, B] = pairs(q) as [Point, Point];
    return value(polarDistance(A, B));
  },
  'coordinate-geometry/gradient': (q) => {
    if (/Find \$?k/.test(q) || /Find k/.test(q)) {
      const m = /is (-?\(\d+\)\/\(\d+\)|-?\d+)\. Find k/.exec(q)?.[1] ?? '';
      const grad = parseMathValue(m)?.value ?? NaN;
      const x = /\((-?\d+), k\)/.exec(q);
      const B = pairs(q)[0] as Point;
      const x1 = Number(x?.[1]);
      return value(
        one(
          search((k) => close(slope({ x: x1, y: k }, B), grad)),
          'k',
        ),
      );
    }
    const [A, B] = pairs(q) as [Point, Point];
    return value(slope(A, B));
  },
  'coordinate-geometry/gradient-choice': (q) => {
    const P = points(q);
    if (/midpoint/.test(q)) {
      const [m, a, b] = namesIn(q, /([A-Z]) is the midpoint of ([A-Z])([A-Z])/);
      const [, c] = namesIn(q, /gradient of ([A-Z])([A-Z])/);
      void m;
      const A = get(P, a ?? '');
      const B = get(P, b ?? '');
      const M = { x: A.x + (B.x - A.x) / 2, y: A.y + (B.y - A.y) / 2 };
      return value(slope(M, get(P, c ?? '')));
    }
    const [A, B] = [...P.values()] as [Point, Point];
    return value(slope(A, B));
  },
  'coordinate-geometry/collinear-find-k': (q) => {
    const [A, B] = [...points(q).values()] as [Point, Point];
    const fixedX = /\((-?\d+), k\)/.exec(q);
    const fixedY = /\(k, (-?\d+)\)/.exec(q);
    if (fixedX)
      return value(
        one(
          search((k) => close(cross(A, B, { x: Number(fixedX[1]), y: k }), 0)),
          'k',
        ),
      );
    return value(
      one(
        search((k) => close(cross(A, B, { x: k, y: Number(fixedY?.[1]) }), 0)),
        'k',
      ),
    );
  },
  'coordinate-geometry/collinear-choice': (q, item) => {
    const [A, B0] = [...points(q).values()] as [Point, Point | undefined];
    let B = B0;
    if (!B) {
      const grad =
        parseMathValue(/gradient (-?\(\d+\)\/\(\d+\)|-?\d+)\./.exec(q)?.[1] ?? '')?.value ?? NaN;
      B = { x: A.x + 1, y: A.y + grad };
    }
    const onLine = (item.options ?? []).filter((o) => {
      const p = pairs(toPlain(o))[0] as Point;
      return close(cross(A, B, p), 0);
    });
    const offLine = (item.options ?? []).filter((o) => !onLine.includes(o));
    return { kind: 'text', text: /does not/.test(q) ? one(offLine, 'off') : one(onLine, 'on') };
  },
  'coordinate-geometry/triangle-area-figure': (q) => {
    const [A, B, C] = [...points(q).values()] as [Point, Point, Point];
    return value(heron(A, B, C));
  },
  'coordinate-geometry/classify-triangle-figure': (q) => {
    const [A, B, C] = [...points(q).values()] as [Point, Point, Point];
    const angle = (v: Point, p: Point, r: Point): number => {
      const a1 = Math.atan2(p.y - v.y, p.x - v.x);
      const a2 = Math.atan2(r.y - v.y, r.x - v.x);
      let d = Math.abs(a1 - a2);
      if (d > Math.PI) d = 2 * Math.PI - d;
      return (d * 180) / Math.PI;
    };
    const angles = [angle(A, B, C), angle(B, C, A), angle(C, A, B)];
    const right = angles.some((a) => Math.abs(a - 90) < 1e-6);
    // Equal sides face equal angles.
    const iso = angles.some((a, i) => angles.some((b, j) => i < j && Math.abs(a - b) < 1e-6));
    return {
      kind: 'text',
      text:
        right && iso
          ? 'right-angled and isosceles'
          : right
            ? 'right-angled, not isosceles'
            : iso
              ? 'isosceles, not right-angled'
              : 'scalene, not right-angled',
    };
  },
  'coordinate-geometry/perimeter-figure': (q) => {
    const ps = [...points(q).values()];
    const perimeter = ps.reduce(
      (s, p, i) => s + polarDistance(p, ps[(i + 1) % ps.length] as Point),
      0,
    );
    const scale = /One unit on the plan is (\d+) m/.exec(q);
    return value(perimeter * (scale ? Number(scale[1]) : 1));
  },
  'coordinate-geometry/quadrilateral-area-figure': (q) => value(shoelace([...points(q).values()])),
  'coordinate-geometry/missing-vertex-figure': (q) => {
    const P = points(q);
    const [n1, n2, n3, n4] = namesIn(q, /([A-Z])([A-Z])([A-Z])([A-Z]) is a/) as [
      string,
      string,
      string,
      string,
    ];
    const asked = namesIn(q, /Find the coordinates of ([A-Z])/)[0] ?? '';
    const A = get(P, n1);
    const B = get(P, n2);
    if (/parallelogram/.test(q)) {
      const C = get(P, n3);
      // The diagonals AC and BD share their midpoint.
      return point(
        one(
          searchPoint((D) => close(A.x + C.x, B.x + D.x) && close(A.y + C.y, B.y + D.y), 1),
          'D',
        ),
      );
    }
    if (/rectangle/.test(q)) {
      const M = get(P, 'T');
      return point(
        one(
          searchPoint(
            (C) =>
              close(polarDistance(A, C), 2 * polarDistance(A, M)) &&
              close(cross(A, M, C), 0) &&
              close(polarDistance(M, C), polarDistance(A, M)),
            1,
          ),
          'C',
        ),
      );
    }
    // Square: the vertex a side's length from its neighbour, at a right angle, with the order's turn.
    const anticlockwise = /anticlockwise/.test(q);
    const side = polarDistance(A, B);
    const candidates = searchPoint((X) => {
      const from = asked === n3 ? B : A;
      const other = asked === n3 ? A : B;
      if (!close(polarDistance(from, X), side)) return false;
      const dot = (X.x - from.x) * (other.x - from.x) + (X.y - from.y) * (other.y - from.y);
      if (!close(dot, 0)) return false;
      const turn =
        asked === n3 ? cross(A, B, X) : cross(A, B, { x: X.x + B.x - A.x, y: X.y + B.y - A.y });
      return anticlockwise ? turn > 0 : turn < 0;
    }, 1);
    void n4;
    return point(one(candidates, 'square vertex'));
  },
  'coordinate-geometry/distance-unknown': (q) => {
    if (/same distance/.test(q)) {
      const [A, B] = [...points(q).values()] as [Point, Point];
      const onX = /\(t, 0\)/.test(q);
      return value(
        one(
          search((t) => {
            const P = onX ? { x: t, y: 0 } : { x: 0, y: t };
            return close(polarDistance(P, A), polarDistance(P, B));
          }),
          't',
        ),
      );
    }
    const B = [...points(q).values()][0] as Point;
    const L = Number(/is (\d+) units/.exec(q)?.[1]);
    const [, sign, bound] = /k ([<>]) (-?\d+)/.exec(q) ?? [];
    const fixedX = /\((-?\d+), k\)/.exec(q);
    const fixedY = /\(k, (-?\d+)\)/.exec(q);
    const A = (k: number): Point =>
      fixedX ? { x: Number(fixedX[1]), y: k } : { x: k, y: Number(fixedY?.[1]) };
    return value(
      one(
        search(
          (k) =>
            close(polarDistance(A(k), B), L) &&
            (sign === '>' ? k > Number(bound) : k < Number(bound)),
        ),
        'k',
      ),
    );
  },
};

function expectKey(item: GeneratedItem, solution: Solution): void {
  const context = `${item.question} -> ${item.answer}`;
  if (solution.kind === 'text') {
    expect(toPlain(item.answer), context).toBe(toPlain(solution.text));
    return;
  }
  if (solution.kind === 'point') {
    const typed = `(${solution.at.x}, ${solution.at.y})`;
    expect(checkAnswer({ ...item, mode: 'text' }, typed).correct, `${context} vs ${typed}`).toBe(
      true,
    );
    return;
  }
  if (item.type === 'MCQ') {
    const matches = (item.options ?? []).filter((o) =>
      close(parseMathValue(toPlain(o))?.value ?? NaN, solution.value),
    );
    expect(matches, context).toEqual([item.answer]);
    return;
  }
  const stored = parseMathValue(item.answer)?.value ?? NaN;
  if (item.decimals !== undefined) {
    expect(close(item.trueValue ?? NaN, solution.value), context).toBe(true);
    expect(checkAnswer(item, solution.value.toFixed(item.decimals + 2)).correct, context).toBe(
      true,
    );
    return;
  }
  expect(close(stored, solution.value), `${context}: ${stored} vs ${solution.value}`).toBe(true);
  // The checker marks the recomputed value right (typed exactly when the key is a whole number).
  if (Number.isInteger(solution.value) || !item.exact) {
    const typed = Number.isInteger(solution.value)
      ? String(solution.value)
      : solution.value.toPrecision(6);
    expect(checkAnswer(item, typed).correct, `${context}: typed ${typed}`).toBe(true);
  }
}

describe('coordinate-geometry keys, computed a second way', () => {
  it('has a solver for every template of the lesson, and at least 10 templates', () => {
    expect(coordinateGeometryTemplates.length).toBeGreaterThanOrEqual(10);
    expect(coordinateGeometryTemplates.map((t) => t.id).filter((id) => !SOLVERS[id])).toEqual([]);
  });

  describe.each(coordinateGeometryTemplates.map((t) => [t.id, t] as const))(
    '%s',
    (id, template) => {
      it('agrees on 50 seeds', () => {
        const solve = SOLVERS[id];
        if (!solve) throw new Error(`no solver for ${id}`);
        for (let seed = 0; seed < SEEDS; seed += 1) {
          const item = template.generate(createRng(`recompute${seed}`));
          expectKey(item, solve(plain(item), item));
        }
      });
    },
  );
});

describe('coordinate-geometry items pass every gate', () => {
  const items = coordinateGeometryTemplates.flatMap((template) =>
    Array.from({ length: SEEDS }, (_, seed) => template.generate(createRng(`cg-gates${seed}`))),
  );

  it('finds nothing on 50 seeds per template', () => {
    expect(runGates(items).map((f) => `${f.templateId} ${f.gate}: ${f.detail}`)).toEqual([]);
  });

  it('typesets every hint and worked step with KaTeX', () => {
    for (const item of items) {
      for (const text of [...(item.hints ?? []), ...(item.steps ?? [])]) {
        for (const segment of parseQuestionText(text)) {
          if (segment.kind !== 'math') continue;
          expect(() =>
            katex.renderToString(segment.value, { throwOnError: true, strict: 'ignore' }),
          ).not.toThrow();
        }
      }
    }
  });

  it('has help on every item, three frames per template and the lesson’s mix', () => {
    for (const item of items) {
      expect(item.hints?.length ?? 0, item.templateId).toBeGreaterThanOrEqual(1);
      expect(item.steps?.length ?? 0, item.templateId).toBeGreaterThanOrEqual(1);
    }
    for (const template of coordinateGeometryTemplates) {
      const frames = new Set(items.filter((i) => i.templateId === template.id).map((i) => i.frame));
      expect(frames.size, template.id).toBeGreaterThanOrEqual(3);
    }
    const share = (f: (i: GeneratedItem) => boolean) => items.filter(f).length / items.length;
    expect(share((i) => i.multiStep === true)).toBeGreaterThanOrEqual(0.3);
    expect(share((i) => i.context === true)).toBeGreaterThanOrEqual(0.15);
    const withFigure = coordinateGeometryTemplates.filter((t) => t.hasFigure).length;
    expect(withFigure / coordinateGeometryTemplates.length).toBeGreaterThanOrEqual(0.4);
    expect(new Set(coordinateGeometryTemplates.map((t) => t.type)).size).toBe(2);
  });
});
