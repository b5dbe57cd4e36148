/**
 * Transformations: every key found a second way from the question as a student reads it. The
 * transformations are read from the words; a reflection is done by projecting onto the mirror
 * line (not by a coordinate rule), a rotation with cos and sin of the angle, an enlargement by a
 * search of the grid for the point on the ray from the centre at the right distance, a scale
 * factor from side lengths, a centre where the lines through matching vertices meet, and an area
 * from the shoelace formula on an enlarged rectangle. MCQ options are read the same way and must
 * be the only one that maps the drawn shape onto its drawn image. Then every gate and the
 * lesson's shape are checked.
 */
import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../checker/check-answer';
import type { Point } from '../figures/figure-model';
import type { GeneratedItem } from '../model/item';
import { toPlain } from '../quality/plain-text';
import { createRng } from '../rng';
import { bisect, keyAgrees } from './circle-recompute-kit';
import { describeLessonShape } from './lesson-shape';
import { transformationTemplates } from './transformations.templates';

const SEEDS = 50;
type Move = (p: Point) => Point;

/** The reflection in the line through a with direction d, by projection. */
function mirror(a: Point, d: Point): Move {
  return (p) => {
    const t = ((p.x - a.x) * d.x + (p.y - a.y) * d.y) / (d.x * d.x + d.y * d.y);
    const f = { x: a.x + t * d.x, y: a.y + t * d.y };
    return { x: 2 * f.x - p.x, y: 2 * f.y - p.y };
  };
}
/** The turn by `deg` anticlockwise about c, with cos and sin. */
function turn(c: Point, deg: number): Move {
  const r = (deg * Math.PI) / 180;
  return (p) => ({
    x: c.x + (p.x - c.x) * Math.cos(r) - (p.y - c.y) * Math.sin(r),
    y: c.y + (p.x - c.x) * Math.sin(r) + (p.y - c.y) * Math.cos(r),
  });
}
/** The enlargement: the grid point (in sixths) on the line through c and p at |k| times the distance, on p's side when k > 0. */
function enlarge(c: Point, k: number): Move {
  return (p) => {
    const want = Math.abs(k) * Math.hypot(p.x - c.x, p.y - c.y);
    for (let x6 = -240; x6 <= 240; x6 += 1)
      for (let y6 = -240; y6 <= 240; y6 += 1) {
        const q = { x: x6 / 6, y: y6 / 6 };
        const cross = (p.x - c.x) * (q.y - c.y) - (p.y - c.y) * (q.x - c.x);
        const dot = (p.x - c.x) * (q.x - c.x) + (p.y - c.y) * (q.y - c.y);
        if (Math.abs(cross) > 1e-9 || Math.abs(Math.hypot(q.x - c.x, q.y - c.y) - want) > 1e-9)
          continue;
        if (want === 0 || Math.sign(dot) === Math.sign(k)) return q;
      }
    throw new Error('no image on the grid');
  };
}

const NUM = '(-?\\d+(?:\\.\\d+)?)';
const POINT = `\\(${NUM}, ${NUM}\\)`;
/** A centre as written: "the origin" or "C(2, -1)". */
function centreOf(text: string): Point {
  if (text.startsWith('the origin')) return { x: 0, y: 0 };
  const m = new RegExp(POINT).exec(text);
  if (!m) throw new Error(`no centre in ${text}`);
  return { x: Number(m[1]), y: Number(m[2]) };
}
/** "-(1)/(2)", "3" */
function readNumber(text: string): number {
  const m = /^(-?)\((\d+)\)\/\((\d+)\)$/.exec(text);
  if (m) return (m[1] ? -1 : 1) * (Number(m[2]) / Number(m[3]));
  return Number(text);
}

/** Every transformation the text names, in the order it names them. */
function movesIn(raw: string): Move[] {
  const text = toPlain(raw);
  const found: { at: number; move: Move }[] = [];
  const add = (re: RegExp, make: (m: RegExpExecArray) => Move) => {
    for (const m of text.matchAll(new RegExp(re.source, 'gi')))
      found.push({ at: m.index, move: make(m) });
  };
  add(/reflection in the x-axis/, () => mirror({ x: 0, y: 0 }, { x: 1, y: 0 }));
  add(/reflection in the y-axis/, () => mirror({ x: 0, y: 0 }, { x: 0, y: 1 }));
  add(/reflection in the line y = x\b/, () => mirror({ x: 0, y: 0 }, { x: 1, y: 1 }));
  add(/reflection in the line y = -x\b/, () => mirror({ x: 0, y: 0 }, { x: 1, y: -1 }));
  add(/reflection in the line x = (-?\d+)/, (m) =>
    mirror({ x: Number(m[1]), y: 0 }, { x: 0, y: 1 }),
  );
  add(/reflection in the line y = (-?\d+)/, (m) =>
    mirror({ x: 0, y: Number(m[1]) }, { x: 1, y: 0 }),
  );
  add(
    /rotation of (\d+)° ?(clockwise|anticlockwise)? about (the origin|[A-Z]\(-?\d+, -?\d+\))/,
    (m) => turn(centreOf(m[3] ?? ''), (m[2] === 'clockwise' ? -1 : 1) * Number(m[1])),
  );
  add(
    /enlargement with centre (the origin|[A-Z]\(-?\d+, -?\d+\)) and scale factor (-?\(\d+\)\/\(\d+\)|-?\d+)/,
    (m) => enlarge(centreOf(m[1] ?? ''), readNumber(m[2] ?? '')),
  );
  add(
    /enlarged (?:for a poster )?with centre the origin and scale factor (-?\(\d+\)\/\(\d+\)|-?\d+)/,
    (m) => enlarge({ x: 0, y: 0 }, readNumber(m[1] ?? '')),
  );
  // Vectors are read from the TeX: the i-th "translation"/"moves by" takes the i-th column vector.
  const vectors = [
    ...raw.matchAll(/\\begin\{pmatrix\} (-?\d+) \\\\ (-?\d+) \\end\{pmatrix\}/g),
  ].map((m) => ({ x: Number(m[1]), y: Number(m[2]) }));
  const translations = [
    ...text.matchAll(/translation by the vector|moves by the vector|then by the vector/gi),
  ];
  const result = found.filter((f) => !translations.some((t) => t.index === f.at));
  translations.forEach((t, i) => {
    const v = vectors[i];
    if (!v) throw new Error(`no vector ${i} in ${raw}`);
    result.push({ at: t.index, move: (p) => ({ x: p.x + v.x, y: p.y + v.y }) });
  });
  return result.sort((a, b) => a.at - b.at).map((f) => f.move);
}

function pointsIn(raw: string): Map<string, Point> {
  const out = new Map<string, Point>();
  for (const m of toPlain(raw).matchAll(/([A-Z]'?)\((-?\d+), (-?\d+)\)/g))
    out.set(m[1] ?? '', { x: Number(m[2]), y: Number(m[3]) });
  return out;
}
const get = (map: Map<string, Point>, name: string): Point => {
  const p = map.get(name);
  if (!p) throw new Error(`no point ${name}`);
  return p;
};
const firstPoint = (raw: string): Point => {
  const m = new RegExp(POINT).exec(toPlain(raw));
  if (!m) throw new Error(`no point in ${raw}`);
  return { x: Number(m[1]), y: Number(m[2]) };
};
const run = (moves: Move[], p: Point): Point => moves.reduce((q, m) => m(q), p);
const shoelace = (ps: Point[]): number =>
  Math.abs(
    ps.reduce((s, p, i) => {
      const q = ps[(i + 1) % ps.length] as Point;
      return s + p.x * q.y - q.x * p.y;
    }, 0),
  ) / 2;

type Solution =
  | { kind: 'value'; value: number }
  | { kind: 'point'; at: Point }
  | { kind: 'option'; ok: (o: string) => boolean };
const value = (v: number): Solution => ({ kind: 'value', value: v });
const point = (p: Point): Solution => ({ kind: 'point', at: p });

/** The drawn shape and image: the shaded polygon and the other one. */
function drawn(item: GeneratedItem): [Point[], Point[]] {
  const polygons = (item.figure?.elements ?? []).filter((e) => e.kind === 'polygon');
  const shape = polygons.find((p) => p.kind === 'polygon' && p.shaded);
  const image = polygons.find((p) => p.kind === 'polygon' && !p.shaded);
  if (shape?.kind !== 'polygon' || image?.kind !== 'polygon') throw new Error('no shapes drawn');
  return [shape.points, image.points];
}
const sameSet = (a: Point[], b: Point[]): boolean =>
  a.every((p) => b.some((q) => Math.hypot(p.x - q.x, p.y - q.y) < 1e-6)) &&
  b.every((p) => a.some((q) => Math.hypot(p.x - q.x, p.y - q.y) < 1e-6));

const SOLVERS: Record<string, (q: string, item: GeneratedItem) => Solution> = {
  'transformations/reflect-point': (q) => point(run(movesIn(q), firstPoint(q))),
  'transformations/rotate-origin': (q) => point(run(movesIn(q), firstPoint(q))),
  'transformations/translate': (q) => {
    const moves = movesIn(q);
    if (/maps the point \$P\$ onto/.test(q)) {
      const image = firstPoint(q);
      // The P that the translation sends to P', by a search of the grid.
      for (let x = -30; x <= 30; x += 1)
        for (let y = -30; y <= 30; y += 1) {
          const p = run(moves, { x, y });
          if (p.x === image.x && p.y === image.y) return point({ x, y });
        }
      throw new Error('no P');
    }
    return point(run(moves, firstPoint(q)));
  },
  'transformations/reflect-in-line-figure': (q) => {
    if (/Find \$k\$/.test(q)) {
      const P = pointsIn(q);
      const [A, B] = [get(P, 'A'), get(P, "A'")];
      const vertical = /line \$x = k\$/.test(q);
      // k where the mirror x = k (or y = k) sends A onto A', by bisection on the miss.
      const miss = (k: number) =>
        vertical
          ? mirror({ x: k, y: 0 }, { x: 0, y: 1 })(A).x - B.x
          : mirror({ x: 0, y: k }, { x: 1, y: 0 })(A).y - B.y;
      return value(bisect(miss, -100, 100));
    }
    return point(run(movesIn(q), firstPoint(q)));
  },
  'transformations/enlarge-point-figure': (q) => point(run(movesIn(q), firstPoint(q))),
  'transformations/rotate-about-centre-figure': (q) => {
    const P = pointsIn(q);
    if (/tile/.test(q)) return point(turn(get(P, 'O'), -90)(get(P, 'P')));
    return point(run(movesIn(q), get(P, 'A')));
  },
  'transformations/identify-transformation-figure': (_q, item) => {
    const [shape, image] = drawn(item);
    return {
      kind: 'option',
      ok: (o) => {
        const moves = movesIn(o);
        if (moves.length !== 1) throw new Error(`cannot read the option ${o}`);
        return sameSet(
          shape.map((p) => run(moves, p)),
          image,
        );
      },
    };
  },
  'transformations/enlargement-factor-centre-figure': (q) => {
    const P = pointsIn(q);
    const [A, B, A2, B2] = [get(P, 'A'), get(P, 'B'), get(P, "A'"), get(P, "B'")];
    if (/Find the centre/.test(q)) {
      // Where the lines AA' and BB' meet (the centre lies on both).
      const d1 = { x: A2.x - A.x, y: A2.y - A.y };
      const d2 = { x: B2.x - B.x, y: B2.y - B.y };
      const den = d1.x * d2.y - d1.y * d2.x;
      const t = ((B.x - A.x) * d2.y - (B.y - A.y) * d2.x) / den;
      return point({ x: A.x + t * d1.x, y: A.y + t * d1.y });
    }
    // |k| from the side lengths; the sign from whether A'B' points the same way as AB.
    const size = Math.hypot(B2.x - A2.x, B2.y - A2.y) / Math.hypot(B.x - A.x, B.y - A.y);
    const dot = (B2.x - A2.x) * (B.x - A.x) + (B2.y - A2.y) * (B.y - A.y);
    return value(Math.sign(dot) * size);
  },
  'transformations/area-after-enlargement': (q) => {
    const text = toPlain(q);
    const rect = (w: number, h: number): Point[] => [
      { x: 0, y: 0 },
      { x: w, y: 0 },
      { x: w, y: h },
      { x: 0, y: h },
    ];
    const scaled = (ps: Point[], k: number) => ps.map((p) => ({ x: k * p.x, y: k * p.y }));
    const logo = /(\d+) cm wide and (\d+) cm tall.*it is (\d+) cm wide/.exec(text);
    if (logo) {
      const [w, h, W] = [Number(logo[1]), Number(logo[2]), Number(logo[3])];
      return value(shoelace(scaled(rect(w, h), W / w)));
    }
    const areas = /area (\d+) square units.*area of its image is (\d+)/.exec(text);
    if (areas) {
      const [a, b] = [Number(areas[1]), Number(areas[2])];
      // The scale factor by a search of positive sixths.
      for (let k6 = 1; k6 <= 60; k6 += 1)
        if (Math.abs(shoelace(scaled(rect(1, a), k6 / 6)) - b) < 1e-9) return value(k6 / 6);
      throw new Error('no factor');
    }
    const m = /area (\d+) cm.*scale factor (-?\(\d+\)\/\(\d+\)|-?\d+)/.exec(text);
    if (!m) throw new Error(`cannot read ${text}`);
    return value(shoelace(scaled(rect(1, Number(m[1])), readNumber(m[2] ?? ''))));
  },
  'transformations/combined': (q) => point(run(movesIn(q), firstPoint(q))),
  'transformations/image-of-vertex-figure': (q, item) => {
    const drawnShape = (item.figure?.elements ?? []).find((e) => e.kind === 'polygon');
    if (drawnShape?.kind !== 'polygon') throw new Error('no shape drawn');
    const shape = drawnShape.points;
    const name = /coordinates of \$?([ABC])/.exec(toPlain(q))?.[1] ?? '';
    const vertex = shape[['A', 'B', 'C'].indexOf(name)] as Point;
    const moves = movesIn(q);
    const image = run(moves, vertex);
    return {
      kind: 'option',
      ok: (o) => {
        const p = firstPoint(o);
        return Math.hypot(p.x - image.x, p.y - image.y) < 1e-6;
      },
    };
  },
  'transformations/find-the-original': (q) => {
    const image = firstPoint(q);
    const factor = /scale factor (-?\d+)/.exec(toPlain(q));
    if (factor) {
      // P on the line from the origin through P', |k| times closer, on the side the sign says.
      const k = Number(factor[1]);
      for (let x = -30; x <= 30; x += 1)
        for (let y = -30; y <= 30; y += 1) {
          const cross = x * image.y - y * image.x;
          const dot = x * image.x + y * image.y;
          const ratio = Math.hypot(image.x, image.y) / Math.hypot(x, y);
          if (
            cross === 0 &&
            Math.sign(dot) === Math.sign(k) &&
            Math.abs(ratio - Math.abs(k)) < 1e-9
          )
            return point({ x, y });
        }
      throw new Error('no original');
    }
    const moves = movesIn(q);
    // The one grid point the transformation sends to the image, by a search.
    for (let x = -30; x <= 30; x += 1)
      for (let y = -30; y <= 30; y += 1) {
        const p = run(moves, { x, y });
        if (Math.hypot(p.x - image.x, p.y - image.y) < 1e-6) return point({ x, y });
      }
    throw new Error('no original');
  },
};

function agrees(item: GeneratedItem, solution: Solution): { ok: boolean; why: string } {
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
  transformationTemplates.map((t) => [
    t.id,
    Array.from({ length: SEEDS }, (_, seed) => t.generate(createRng(`tr-recompute${seed}`))),
  ]),
);

describe('transformations: every key computed a second way', () => {
  it('has a solver for every template', () => {
    expect(transformationTemplates.map((t) => t.id).filter((id) => !SOLVERS[id])).toEqual([]);
  });

  describe.each(transformationTemplates.map((t) => [t.id] as const))('%s', (id) => {
    it('agrees on 50 seeds', () => {
      const solve = SOLVERS[id];
      if (!solve) throw new Error(`no solver for ${id}`);
      for (const item of items.get(id) ?? []) {
        const question = item.question.replace('In the opposite figure : ', '');
        const verdict = agrees(item, solve(question, item));
        expect(verdict.ok, `${item.question} -> ${item.answer}: ${verdict.why}`).toBe(true);
      }
    });
  });
});

describeLessonShape('transformations', transformationTemplates, items);
