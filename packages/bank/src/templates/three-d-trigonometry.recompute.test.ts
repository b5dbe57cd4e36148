/**
 * The 3-D lesson's keys computed a second way: each question is read as plain text, the solid
 * is built in coordinates (x along AB, y into the page, z up), lengths are distances between
 * points, the angle between a line and a plane comes from the plane's normal vector
 * (sin θ = |u·n| / |u||n|), the angle between two planes from their normals, and every unknown
 * length is found by bisection until the stated angle or length is met. The templates use
 * Pythagoras and right-triangle trigonometry. Then every quality gate runs on 50 items per
 * template.
 */
import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../checker/check-answer';
import type { GeneratedItem } from '../model/item';
import { letterBlindKey } from '../quality/bank-gates';
import { runGates } from '../quality/gates';
import { toPlain } from '../quality/plain-text';
import { readValue } from '../quality/read-value';
import { createRng } from '../rng';
import { threeDTrigonometryTemplates } from './three-d-trigonometry.templates';

/** Timeouts are generous (120 s): the machine running the suite may be shared and busy. */
const SEEDS = 50;
const R = Math.PI / 180;

type V = [number, number, number];
const sub = (a: V, b: V): V => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: V, b: V): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: V, b: V): V => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const norm = (a: V): number => Math.sqrt(dot(a, a));
const dist = (a: V, b: V): number => norm(sub(a, b));
/** The angle (degrees) between the line through p, q and the plane with normal n. */
const linePlane = (p: V, q: V, n: V): number =>
  Math.asin(Math.abs(dot(sub(q, p), n)) / (norm(sub(q, p)) * norm(n))) / R;
/** The angle (degrees) between two planes, from their normals. */
const planePlane = (n1: V, n2: V): number =>
  Math.acos(Math.abs(dot(n1, n2)) / (norm(n1) * norm(n2))) / R;
const normalOf = (a: V, b: V, c: V): V => cross(sub(b, a), sub(c, a));
const UP: V = [0, 0, 1];

/** The x in [lo, hi] where an increasing or decreasing f crosses zero. */
function bisect(f: (x: number) => number, lo: number, hi: number): number {
  const rising = f(hi) > f(lo);
  for (let i = 0; i < 200; i += 1) {
    const mid = (lo + hi) / 2;
    if (f(mid) < 0 === rising) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

function cuboid(l: number, w: number, h: number): Record<string, V> {
  return {
    A: [0, 0, 0],
    B: [l, 0, 0],
    C: [l, w, 0],
    D: [0, w, 0],
    E: [0, 0, h],
    F: [l, 0, h],
    G: [l, w, h],
    H: [0, w, h],
  };
}
function pyramid(s: number, h: number): Record<string, V> {
  return {
    A: [0, 0, 0],
    B: [s, 0, 0],
    C: [s, s, 0],
    V: [s / 2, s / 2, h],
    M: [s, s / 2, 0],
  };
}
const P = (points: Record<string, V>, name: string): V => {
  const p = points[name];
  if (!p) throw new Error(`no point ${name}`);
  return p;
};

function plain(item: GeneratedItem): string {
  return toPlain(item.question).replace('In the opposite figure : ', '');
}
const num = (q: string, re: RegExp): number => {
  const m = re.exec(q);
  if (!m) throw new Error(`no ${re} in ${q}`);
  return Number(m[1]);
};
const dims = (q: string): [number, number, number] => [
  num(q, /AB = (\d+)/),
  num(q, /BC = (\d+)/),
  num(q, /CG = (\d+)/),
];
/** The plane's normal of a cuboid face named by its letters. */
function faceNormal(points: Record<string, V>, face: string): V {
  return normalOf(P(points, face[0] ?? ''), P(points, face[1] ?? ''), P(points, face[2] ?? ''));
}

type Solution = { value: number; exactOption?: boolean };

const SOLVERS: Record<string, (q: string, item: GeneratedItem) => Solution> = {
  'three-d-trigonometry/cuboid-face-diagonal-figure': (q) => {
    const c = cuboid(...dims(q));
    const line = /diagonal ([A-H])([A-H]) of the face/.exec(q);
    return { value: dist(P(c, line?.[1] ?? ''), P(c, line?.[2] ?? '')) };
  },
  'three-d-trigonometry/cuboid-space-diagonal-figure': (q) => {
    const box = /(\d+) cm long, (\d+) cm wide and (\d+) cm high/.exec(q);
    if (box) {
      const c = cuboid(Number(box[1]), Number(box[2]), Number(box[3]));
      return { value: dist(P(c, 'A'), P(c, 'G')) };
    }
    if (/diagonal AC of the base is/.test(q)) {
      const p = num(q, /AC of the base is (\d+)/);
      const h = num(q, /CG is (\d+)/);
      // Any base with that diagonal: put C at distance p along x, G above C.
      return { value: dist([0, 0, 0], [p, 0, h]) };
    }
    const c = cuboid(...dims(q));
    return { value: dist(P(c, 'A'), P(c, 'G')) };
  },
  'three-d-trigonometry/missing-edge': (q) => {
    if (/cube/.test(q)) {
      const d = num(q, /diagonal of a cube is (\d+)/);
      return { value: bisect((x) => dist([0, 0, 0], [x, x, x]) - d, 0, d), exactOption: true };
    }
    const box = /rod (\d+) cm long .* base is (\d+) cm by (\d+) cm/.exec(q);
    const [d, a, b] = box
      ? [Number(box[1]), Number(box[2]), Number(box[3])]
      : [num(q, /space diagonal of (\d+)/), num(q, /length (\d+)/), num(q, /width (\d+)/)];
    return { value: bisect((c) => dist([0, 0, 0], [a, b, c]) - d, 0, d), exactOption: true };
  },
  'three-d-trigonometry/line-plane-angle-figure': (q) => {
    if (/makes an angle of/.test(q)) {
      const l = num(q, /AB = (\d+)/);
      const w = num(q, /BC = (\d+)/);
      const theta = num(q, /angle of (\d+)°/);
      return {
        value: bisect(
          (h) => linePlane(P(cuboid(l, w, h), 'A'), P(cuboid(l, w, h), 'G'), UP) - theta,
          0.001,
          1000,
        ),
      };
    }
    const c = cuboid(...dims(q));
    const face = /the face ABFE/.test(q) ? 'ABF' : 'ABC';
    return { value: linePlane(P(c, 'A'), P(c, 'G'), faceNormal(c, face)) };
  },
  'three-d-trigonometry/pyramid-height-figure': (q) => {
    const s = num(q, /side (\d+)/);
    if (/slant edges of/.test(q)) {
      const e = num(q, /slant edges of (\d+)/);
      return { value: bisect((h) => dist(P(pyramid(s, h), 'V'), [0, 0, 0]) - e, 0, 1000) };
    }
    if (/slant height VM/.test(q)) {
      const m = num(q, /VM is (\d+)/);
      return {
        value: bisect((h) => dist(P(pyramid(s, h), 'V'), P(pyramid(s, h), 'M')) - m, 0, 1000),
      };
    }
    const h = num(q, /height VO of (\d+)/);
    return { value: dist(P(pyramid(s, h), 'V'), P(pyramid(s, h), 'A')) };
  },
  'three-d-trigonometry/pyramid-angle-figure': (q) => {
    const s = num(q, /side (\d+)/);
    const h = /slant edges of/.test(q)
      ? bisect(
          (x) => dist(P(pyramid(s, x), 'V'), [0, 0, 0]) - num(q, /slant edges of (\d+)/),
          0,
          1000,
        )
      : num(q, /height VO of (\d+)/);
    const p = pyramid(s, h);
    if (/face VBC/.test(q)) {
      return { value: planePlane(normalOf(P(p, 'V'), P(p, 'B'), P(p, 'C')), UP) };
    }
    return { value: linePlane(P(p, 'V'), P(p, 'A'), UP) };
  },
  'three-d-trigonometry/tan-of-line-plane-angle-figure': (q) => {
    const c = cuboid(...dims(q));
    const plane = /the plane ([A-H]{4})/.exec(q)?.[1] ?? '';
    const theta = linePlane(P(c, 'A'), P(c, 'G'), faceNormal(c, plane));
    return { value: Math.tan(theta * R), exactOption: true };
  },
  'three-d-trigonometry/mast-elevation-figure': (q) => {
    const l = num(q, /AB = (\d+)/);
    const field = (w: number, h: number) => ({ A: [0, 0, 0] as V, T: [l, w, h] as V });
    if (/Find the length of BC/.test(q)) {
      const h = num(q, /mast is (\d+) m high/);
      const theta = num(q, /from A is (\d+)°/);
      return {
        value: bisect((w) => linePlane(field(w, h).A, field(w, h).T, UP) - theta, 0.001, 10_000),
      };
    }
    const w = num(q, /BC = (\d+)/);
    if (/Find the height/.test(q)) {
      const theta = num(q, /from A is (\d+)°/);
      return {
        value: bisect((h) => linePlane(field(w, h).A, field(w, h).T, UP) - theta, 0, 10_000),
      };
    }
    const h = num(q, /mast is (\d+) m high/);
    return { value: linePlane(field(w, h).A, field(w, h).T, UP) };
  },
  'three-d-trigonometry/tower-two-observers': (q) => {
    const alpha = num(q, /(?:from A and from B are|from A is) (\d+)°/);
    // A on the negative y-axis at the distance where T is seen at alpha (found by bisection).
    const along = (h: number, angle: number): number =>
      bisect((x) => linePlane([0, -x, 0], [0, 0, h], UP) - angle, 1e-6, 1e6);
    if (/Find the height/.test(q)) {
      const beta = num(q, /and (\d+)°, and AB/);
      const ab = num(q, /AB = (\d+)/);
      return {
        value: bisect(
          (h) => dist([0, -along(h, alpha), 0], [along(h, beta), 0, 0]) - ab,
          0.01,
          5000,
        ),
      };
    }
    const h = num(q, /tower is (\d+) m high/);
    const A: V = [0, -along(h, alpha), 0];
    if (/Find the distance AB/.test(q)) {
      const beta = num(q, /and (\d+)°\. Find/);
      return { value: dist(A, [along(h, beta), 0, 0]) };
    }
    const ab = num(q, /AB = (\d+)/);
    // B on the positive x-axis, AB from A.
    const x = bisect((t) => dist(A, [t, 0, 0]) - ab, 0, ab);
    return { value: linePlane([x, 0, 0], [0, 0, h], UP) };
  },
  'three-d-trigonometry/ramp-figure': (q) => {
    const l = num(q, /AB = (\d+)/);
    const w = num(q, /BC = (\d+)/);
    const h = num(q, /EF is ([\d.]+) m/);
    const A: V = [0, 0, 0];
    const B: V = [l, 0, 0];
    const F: V = [l, w, h];
    if (/diagonal AF of the sloping surface/.test(q)) return { value: dist(A, F) };
    if (/sloping surface and the ground/.test(q)) {
      return { value: planePlane(normalOf(A, B, F), UP) };
    }
    return { value: linePlane(A, F, UP) };
  },
};

function expectKey(item: GeneratedItem, solution: Solution): void {
  const context = `${item.question} -> ${item.answer}`;
  const value = solution.value;
  if (item.type === 'MCQ') {
    const matches = (item.options ?? []).filter((option) => {
      const v = readValue(option)?.value ?? NaN;
      return solution.exactOption
        ? Math.abs(v - value) < 1e-6 * Math.max(1, value)
        : Math.abs(v - Number(value.toFixed(1))) < 1e-9;
    });
    expect(matches, context).toEqual([item.answer]);
    return;
  }
  expect(item.decimals, context).toBeDefined();
  const tv = item.trueValue ?? NaN;
  expect(
    Math.abs(tv - value) <= 1e-6 * Math.max(1, value),
    `${context}: true ${tv} vs ${value}`,
  ).toBe(true);
  const typed = value.toFixed((item.decimals ?? 0) + 2);
  expect(checkAnswer(item, typed).correct, `${context}: typed ${typed}`).toBe(true);
}

describe('3-D trigonometry: every key computed a second way', { timeout: 120_000 }, () => {
  it('has a solver for every template', () => {
    expect(threeDTrigonometryTemplates.map((t) => t.id).filter((id) => !SOLVERS[id])).toEqual([]);
  });

  describe.each(threeDTrigonometryTemplates.map((t) => [t.id, t] as const))(
    '%s',
    (id, template) => {
      it('agrees with coordinates on 50 seeds, and has three frames or more', () => {
        const solve = SOLVERS[id];
        if (!solve) throw new Error(`no solver for ${id}`);
        const frames = new Set<string>();
        for (let seed = 0; seed < SEEDS; seed += 1) {
          const item = template.generate(createRng(`three-d${seed}`));
          frames.add(item.frame ?? '');
          expectKey(item, solve(plain(item), item));
          expect(item.hints?.length ?? 0, item.question).toBeGreaterThanOrEqual(1);
          expect(item.steps?.length ?? 0, item.question).toBeGreaterThanOrEqual(1);
        }
        expect(frames.size).toBeGreaterThanOrEqual(3);
      });
    },
  );
});

describe('3-D trigonometry: the quality gates', { timeout: 120_000 }, () => {
  it('finds nothing on 50 seeds per template (distinct items, as the seed bank keeps them)', () => {
    const items: GeneratedItem[] = [];
    const seen = new Set<string>();
    for (const template of threeDTrigonometryTemplates) {
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

  it('meets the lesson shares: figures, multi-step, context, both question types, a spread of b', () => {
    const templates = threeDTrigonometryTemplates;
    const items = templates.flatMap((t) =>
      Array.from({ length: SEEDS }, (_, seed) => t.generate(createRng(`share${seed}`))),
    );
    const share = (f: (i: GeneratedItem) => boolean): number =>
      items.filter(f).length / items.length;
    expect(templates.length).toBeGreaterThanOrEqual(10);
    expect(templates.filter((t) => t.hasFigure).length / templates.length).toBeGreaterThanOrEqual(
      0.4,
    );
    expect(share((i) => i.multiStep === true)).toBeGreaterThanOrEqual(0.3);
    expect(share((i) => i.context === true)).toBeGreaterThanOrEqual(0.15);
    expect(new Set(templates.map((t) => t.type)).size).toBe(2);
    const bs = templates.map((t) => t.b);
    expect(Math.min(...bs)).toBeLessThanOrEqual(-1.2);
    expect(Math.max(...bs)).toBeGreaterThanOrEqual(1.5);
  });
});
