/**
 * The vectors keys computed a second way, from the question (and, where the figure carries the
 * data, the figure's labels) as a student reads them: components through polar form, magnitudes
 * by the cosine rule, directions by an inverse cosine, unknowns and points by brute-force
 * searches, a centroid as the meeting point of two medians, and answers in terms of a and b by
 * trying concrete vectors for a and b. The stored key must agree, marked by the checker; and
 * every item passes every gate.
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
import { vectorTemplates } from './vectors.templates';

const SEEDS = 50;
const DEG = 180 / Math.PI;

/** Column vectors written in the question, in order. */
function columns(tex: string): Point[] {
  return [
    ...tex.matchAll(
      /\\begin\{pmatrix\} (-?\d+(?:\.\d+)?) \\\\ (-?\d+(?:\.\d+)?) \\end\{pmatrix\}/g,
    ),
  ].map((m) => ({ x: Number(m[1]), y: Number(m[2]) }));
}
/** Named points "A(2, -3)" in the question, by name. */
function named(q: string): Map<string, Point> {
  const out = new Map<string, Point>();
  for (const m of toPlain(q).matchAll(/\b([A-Z])\((-?\d+(?:\.\d+)?), (-?\d+(?:\.\d+)?)\)/g)) {
    out.set(m[1] ?? '', { x: Number(m[2]), y: Number(m[3]) });
  }
  return out;
}
/** Unnamed pairs "(2, -3)" in the question. */
function pairs(q: string): Point[] {
  return [...toPlain(q).matchAll(/\((-?\d+(?:\.\d+)?), (-?\d+(?:\.\d+)?)\)/g)].map((m) => ({
    x: Number(m[1]),
    y: Number(m[2]),
  }));
}
/** Points labelled "A(2, −3)" in the figure. */
function figurePoints(item: GeneratedItem): Map<string, Point> {
  const out = new Map<string, Point>();
  for (const e of item.figure?.elements ?? []) {
    if (e.kind !== 'point' || !e.label) continue;
    const m = /^([A-Z])\((\S+), (\S+)\)$/.exec(e.label.replace(/−/g, '-'));
    if (m) out.set(m[1] ?? '', { x: Number(m[2]), y: Number(m[3]) });
  }
  return out;
}
const get = (map: Map<string, Point>, name: string): Point => {
  const p = map.get(name);
  if (!p) throw new Error(`no point ${name}`);
  return p;
};
const close = (a: number, b: number): boolean => Math.abs(a - b) < 1e-6;
const one = <T>(list: T[], what: string): T => {
  if (list.length !== 1) throw new Error(`${what}: ${list.length} solutions`);
  return list[0] as T;
};
/** Every whole number from -80 to 80 where `ok` holds. */
function search(ok: (v: number) => boolean): number[] {
  const out: number[] = [];
  for (let v = -80; v <= 80; v += 1) if (ok(v)) out.push(v);
  return out;
}
/** Every grid point (whole or half) in [-40, 40]² where `ok` holds. */
function searchPoint(ok: (p: Point) => boolean, step = 0.5): Point[] {
  const out: Point[] = [];
  for (let x = -40; x <= 40; x += step)
    for (let y = -40; y <= 40; y += step) if (ok({ x, y })) out.push({ x, y });
  return out;
}
/** A vector's length by the cosine rule on the triangle it makes with the x-axis' unit step. */
function length(v: Point): number {
  // |v|² = |v − e|² + |e|² + 2 (v − e)·e with e = (1, 0), written out without Pythagoras on v.
  const w = { x: v.x - 1, y: v.y };
  return Math.sqrt(Math.max(0, w.x * w.x + w.y * w.y + 1 + 2 * w.x));
}
/** The direction of v from the positive x-axis by an inverse cosine, in [0°, 360°). */
function direction(v: Point): number {
  const a = Math.acos(v.x / Math.hypot(v.x, v.y)) * DEG;
  return v.y >= 0 ? a : 360 - a;
}
/** The vector from a to b through polar form (length and angle), rounded back to components. */
function polarStep(a: Point, b: Point): Point {
  const d = { x: b.x - a.x, y: b.y - a.y };
  const r = length(d);
  const t = direction(d) / DEG;
  return { x: Math.round(r * Math.cos(t) * 1e9) / 1e9, y: Math.round(r * Math.sin(t) * 1e9) / 1e9 };
}
const bearingOf = (v: Point): number => (90 - direction(v) + 360) % 360;
const cross = (u: Point, v: Point): number => u.x * v.y - u.y * v.x;

type Solution =
  | { kind: 'value'; value: number }
  | { kind: 'point'; at: Point }
  | { kind: 'option'; text: string };
const value = (v: number): Solution => ({ kind: 'value', value: v });
const point = (p: Point): Solution => ({ kind: 'point', at: p });

/** Coefficients (of a, of b) of an option such as "-\frac{12}{5}\mathbf{a} + \frac{6}{5}\mathbf{b}". */
function coefficients(option: string): [number, number] {
  const plain = toPlain(option)
    .replace(/\\mathbf\{([ab])\}/g, '$1')
    .replace(/\s+/g, '');
  const out: [number, number] = [0, 0];
  for (const m of plain.matchAll(/([+-]?)([^+\-ab]*)([ab])/g)) {
    const body = m[2] === '' ? '1' : (m[2] ?? '1');
    const v = (parseMathValue(body)?.value ?? NaN) * (m[1] === '-' ? -1 : 1);
    out[m[3] === 'a' ? 0 : 1] += v;
  }
  return out;
}

/** The figure MCQ: a and b set to concrete vectors, the asked vector built by geometry. */
function solveFigureVectors(q: string, item: GeneratedItem): Solution {
  const plain = toPlain(q);
  const coef = (name: 'a' | 'b'): number => {
    const m = new RegExp(`= (\\d*)\\\\mathbf\\{${name}\\}`).exec(plain);
    return m?.[1] ? Number(m[1]) : 1;
  };
  const [, nA = '', nB = ''] =
    /O([A-Z])\} = \d*\\mathbf\{a\}.*?O([A-Z])\} = \d*\\mathbf\{b\}/.exec(plain) ?? [];
  const a = { x: 1.3, y: 0.2 };
  const b = { x: 0.4, y: 1.7 };
  const O = { x: 0, y: 0 };
  const A = { x: coef('a') * a.x, y: coef('a') * a.y };
  const B = { x: coef('b') * b.x, y: coef('b') * b.y };
  const at: Record<string, Point> = { O, [nA]: A, [nB]: B };
  const ratio = /([A-Z])([A-Z]) : ([A-Z])([A-Z]) = (\d+) : (\d+)/.exec(plain);
  const mid = /([A-Z]) is the midpoint of (?:\\overline\{)?([A-Z])([A-Z])/.exec(plain);
  let pName: string;
  let from: Point;
  let to: Point;
  let t: number;
  if (ratio) {
    pName = ratio[2] ?? '';
    from = at[ratio[1] ?? ''] as Point;
    to = at[ratio[4] ?? ''] as Point;
    t = Number(ratio[5]) / (Number(ratio[5]) + Number(ratio[6]));
  } else {
    pName = mid?.[1] ?? '';
    from = at[mid?.[2] ?? ''] as Point;
    to = at[mid?.[3] ?? ''] as Point;
    t = 0.5;
  }
  at[pName] = { x: from.x + t * (to.x - from.x), y: from.y + t * (to.y - from.y) };
  const [, s = '', e = ''] = /Express \\overrightarrow\{([A-Z])([A-Z])\}/.exec(plain) ?? [];
  const want = {
    x: (at[e] as Point).x - (at[s] as Point).x,
    y: (at[e] as Point).y - (at[s] as Point).y,
  };
  const matches = (item.options ?? []).filter((o) => {
    const [ca, cb] = coefficients(o);
    return close(ca * a.x + cb * b.x, want.x) && close(ca * a.y + cb * b.y, want.y);
  });
  return { kind: 'option', text: one(matches, 'option') };
}

const SOLVERS: Record<string, (q: string, item: GeneratedItem) => Solution> = {
  'vectors/vector-between-points': (q) => {
    const cols = columns(q);
    if (/Find \$\\overrightarrow/.test(q)) {
      const [A, B] = [...named(q).values()] as [Point, Point];
      return point(polarStep(A, B));
    }
    const v = cols[0] as Point;
    if (/drone/.test(q)) {
      const A = pairs(q)[0] as Point;
      return point(
        one(
          searchPoint((X) => close(polarStep(A, X).x, v.x) && close(polarStep(A, X).y, v.y), 1),
          'end',
        ),
      );
    }
    const B = [...named(q).values()][0] as Point;
    return point(
      one(
        searchPoint((X) => close(polarStep(X, B).x, v.x) && close(polarStep(X, B).y, v.y), 1),
        'start',
      ),
    );
  },
  'vectors/add-and-scale': (q) => {
    const [u, v] = columns(q) as [Point, Point];
    const expr = /Find \$(.*?)\$/.exec(q)?.[1] ?? '';
    const coef = (name: string): number => {
      const m = new RegExp(`([+-]?)\\s*(\\d*)\\\\mathbf\\{${name}\\}`).exec(expr);
      if (!m) throw new Error(`no ${name} in ${expr}`);
      return (m[1] === '-' ? -1 : 1) * (m[2] ? Number(m[2]) : 1);
    };
    const p = coef('u');
    const r = coef('v');
    return point({ x: p * u.x + r * v.x, y: p * u.y + r * v.y });
  },
  'vectors/magnitude': (q) => {
    const cols = columns(q);
    if (cols.length === 2) {
      const [u, v] = cols as [Point, Point];
      // |u + v|² = |u|² + |v|² + 2 u·v.
      return value(Math.sqrt(length(u) ** 2 + length(v) ** 2 + 2 * (u.x * v.x + u.y * v.y)));
    }
    return value(length(cols[0] as Point));
  },
  'vectors/grid-vector-figure': (q, item) => {
    const fig = figurePoints(item);
    const [nP, nQ] = /overrightarrow\{([A-Z])([A-Z])\}/.exec(q)?.slice(1) ?? [];
    const P = get(fig, nP ?? '');
    const Q = get(fig, nQ ?? '');
    const step = polarStep(P, Q);
    if (/translated/.test(q)) {
      const nR = /The point \$([A-Z])\$/.exec(q)?.[1] ?? '';
      const R = get(fig, nR);
      return point({ x: R.x + step.x, y: R.y + step.y });
    }
    if (/magnitude/.test(q)) return value(length(step));
    return point(step);
  },
  'vectors/parallel-choice': (q, item) => {
    const cols = columns(q);
    if (/Find \$k\$/.test(q)) {
      const y = Number(/pmatrix\} k \\\\ (-?\d+)/.exec(q)?.[1]);
      const u = cols[0] as Point;
      const k = one(
        search((c) => close(cross({ x: c, y }, u), 0)),
        'k',
      );
      return {
        kind: 'option',
        text: one(
          (item.options ?? []).filter((o) => close(parseMathValue(toPlain(o))?.value ?? NaN, k)),
          'k option',
        ),
      };
    }
    const u = cols[0] as Point;
    const options = (item.options ?? []).map((o) => ({ o, w: columns(o)[0] as Point }));
    const parallel = options.filter(({ w }) => close(cross(u, w), 0));
    if (/magnitude/.test(q)) {
      const times = /twice/.test(q) ? 2 : /three times/.test(q) ? 3 : 4;
      const same = /same direction/.test(q);
      const right = parallel.filter(({ w }) => {
        const t = (u.x * w.x + u.y * w.y) / length(u) ** 2;
        return close(t, same ? times : -times);
      });
      return { kind: 'option', text: one(right, 'scaled').o };
    }
    return { kind: 'option', text: one(parallel, 'parallel').o };
  },
  'vectors/position-vectors': (q) => {
    const cols = columns(q);
    if (/centroid/.test(q)) {
      const [A, B, C] = cols as [Point, Point, Point];
      // The medians from A and from B meet at G: solve A + s(MA − A) = B + t(MB − B).
      const Ma = { x: (B.x + C.x) / 2, y: (B.y + C.y) / 2 };
      const Mb = { x: (A.x + C.x) / 2, y: (A.y + C.y) / 2 };
      const d1 = { x: Ma.x - A.x, y: Ma.y - A.y };
      const d2 = { x: Mb.x - B.x, y: Mb.y - B.y };
      const s = cross({ x: B.x - A.x, y: B.y - A.y }, d2) / cross(d1, d2);
      return point({ x: A.x + s * d1.x, y: A.y + s * d1.y });
    }
    const [A, B] = cols as [Point, Point];
    const ratio = /= (\d+) : (\d+)/.exec(toPlain(q));
    const m = ratio ? Number(ratio[1]) : 1;
    const n = ratio ? Number(ratio[2]) : 1;
    return point(
      one(
        searchPoint(
          (P) =>
            close(
              length({ x: P.x - A.x, y: P.y - A.y }) * n,
              length({ x: B.x - P.x, y: B.y - P.y }) * m,
            ) &&
            close(cross({ x: P.x - A.x, y: P.y - A.y }, { x: B.x - A.x, y: B.y - A.y }), 0) &&
            (P.x - A.x) * (B.x - P.x) + (P.y - A.y) * (B.y - P.y) >= 0,
        ),
        'point',
      ),
    );
  },
  'vectors/direction-figure': (q) => {
    const [A, B] = [...named(q).values()] as [Point, Point];
    const v = { x: B.x - A.x, y: B.y - A.y };
    return value(/bearing/.test(q) ? bearingOf(v) : direction(v));
  },
  'vectors/unknown-in-equation': (q) => {
    const cols = columns(q);
    const plain = toPlain(q);
    if (/magnitude|\|/.test(plain) && /p > 0/.test(plain)) {
      const a = cols[0] as Point;
      const y = Number(/pmatrix\} p \\\\ (-?\d+)/.exec(q)?.[1]);
      const c = Number(/\| = (\d+)/.exec(q)?.[1]);
      return value(
        one(
          search((p) => p > 0 && close(length({ x: a.x + p, y: a.y + y }), c)),
          'p',
        ),
      );
    }
    if (cols.length === 2) {
      const [u, w] = cols as [Point, Point];
      return value(
        one(
          search((k) => close(k * u.x, w.x) && close(k * u.y, w.y)),
          'k',
        ),
      );
    }
    const [a, u, r] = cols as [Point, Point, Point];
    return value(
      one(
        search((k) => close(a.x + k * u.x, r.x) && close(a.y + k * u.y, r.y)),
        'k',
      ),
    );
  },
  'vectors/vectors-in-a-figure': solveFigureVectors,
  'vectors/ratio-point-figure': (q) => {
    const pts = [...named(q).values()];
    const asked = /position vector of \$([A-Z])\$/.exec(q)?.[1] ?? '';
    const [A, B] = pts as [Point, Point];
    const AB = { x: B.x - A.x, y: B.y - A.y };
    const on = (P: Point): boolean => close(cross({ x: P.x - A.x, y: P.y - A.y }, AB), 0);
    const dist = (P: Point, R: Point): number => length({ x: R.x - P.x, y: R.y - P.y });
    if (/is the midpoint of/.test(q)) {
      // B is the midpoint of AP: P on line AB with BP = AB, beyond B.
      return point(
        one(
          searchPoint(
            (P) => on(P) && close(dist(B, P), dist(A, B)) && close(dist(A, P), 2 * dist(A, B)),
            1,
          ),
          'P',
        ),
      );
    }
    if (/three equal parts/.test(q)) {
      void asked;
      return point(
        one(
          searchPoint(
            (P) =>
              on(P) && close(dist(A, P), (2 * dist(A, B)) / 3) && close(dist(P, B), dist(A, B) / 3),
            1,
          ),
          'Q',
        ),
      );
    }
    const [, m = '1', n = '1'] = /= (\d+) : (\d+)/.exec(toPlain(q)) ?? [];
    return point(
      one(
        searchPoint(
          (P) =>
            on(P) &&
            close(dist(A, P) * Number(n), dist(P, B) * Number(m)) &&
            close(dist(A, P) + dist(P, B), dist(A, B)),
          1,
        ),
        'P',
      ),
    );
  },
  'vectors/journey-figure': (q) => {
    const [u, v] = columns(q) as [Point, Point];
    // The triangle O-A-B: OB² = OA² + AB² − 2 OA AB cos(angle at A), the angle from directions.
    const turn = Math.abs(direction(u) - direction(v));
    const angleA = 180 - Math.min(turn, 360 - turn);
    const ob = Math.sqrt(
      length(u) ** 2 + length(v) ** 2 - 2 * length(u) * length(v) * Math.cos(angleA / DEG),
    );
    if (/How far/.test(q)) return value(ob);
    const r = { x: u.x + v.x, y: u.y + v.y };
    if (/bearing/.test(q)) return value(bearingOf(r));
    return point(
      one(
        searchPoint((X) => close(X.x + r.x, 0) && close(X.y + r.y, 0), 1),
        'return',
      ),
    );
  },
};

function expectKey(item: GeneratedItem, solution: Solution): void {
  const context = `${item.question} -> ${item.answer}`;
  if (solution.kind === 'option') {
    expect(item.answer, context).toBe(solution.text);
    return;
  }
  if (solution.kind === 'point') {
    const typed = `(${solution.at.x}, ${solution.at.y})`;
    expect(checkAnswer({ ...item, mode: 'text' }, typed).correct, `${context} vs ${typed}`).toBe(
      true,
    );
    return;
  }
  if (item.decimals !== undefined) {
    expect(
      close(item.trueValue ?? NaN, solution.value),
      `${context}: ${item.trueValue} vs ${solution.value}`,
    ).toBe(true);
    const typed = `${solution.value.toFixed(item.decimals + 2)}${item.answer.endsWith('°') ? '°' : ''}`;
    expect(checkAnswer(item, typed).correct, `${context}: typed ${typed}`).toBe(true);
    return;
  }
  const stored = parseMathValue(item.answer)?.value ?? NaN;
  expect(close(stored, solution.value), `${context}: ${stored} vs ${solution.value}`).toBe(true);
  if (Number.isInteger(Math.round(solution.value * 1e9) / 1e9) || !item.exact) {
    const typed = close(solution.value, Math.round(solution.value))
      ? String(Math.round(solution.value))
      : solution.value.toPrecision(6);
    expect(checkAnswer(item, typed).correct, `${context}: typed ${typed}`).toBe(true);
  }
}

describe('vectors keys, computed a second way', () => {
  it('has a solver for every template of the lesson, and at least 10 templates', () => {
    expect(vectorTemplates.length).toBeGreaterThanOrEqual(10);
    expect(vectorTemplates.map((t) => t.id).filter((id) => !SOLVERS[id])).toEqual([]);
  });

  describe.each(vectorTemplates.map((t) => [t.id, t] as const))('%s', (id, template) => {
    it('agrees on 50 seeds', () => {
      const solve = SOLVERS[id];
      if (!solve) throw new Error(`no solver for ${id}`);
      for (let seed = 0; seed < SEEDS; seed += 1) {
        const item = template.generate(createRng(`recompute${seed}`));
        expectKey(item, solve(item.question, item));
      }
    });
  });
});

describe('vectors items pass every gate', () => {
  const items = vectorTemplates.flatMap((template) =>
    Array.from({ length: SEEDS }, (_, seed) => template.generate(createRng(`vec-gates${seed}`))),
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
    for (const template of vectorTemplates) {
      const frames = new Set(items.filter((i) => i.templateId === template.id).map((i) => i.frame));
      expect(frames.size, template.id).toBeGreaterThanOrEqual(3);
    }
    const share = (f: (i: GeneratedItem) => boolean) => items.filter(f).length / items.length;
    expect(share((i) => i.multiStep === true)).toBeGreaterThanOrEqual(0.3);
    expect(share((i) => i.context === true)).toBeGreaterThanOrEqual(0.15);
    const withFigure = vectorTemplates.filter((t) => t.hasFigure).length;
    expect(withFigure / vectorTemplates.length).toBeGreaterThanOrEqual(0.4);
    expect(new Set(vectorTemplates.map((t) => t.type)).size).toBe(2);
  });
});
