/**
 * Trigonometric ratios in a right triangle: every key computed a second way. The templates work
 * in exact fractions and surds from Pythagorean triples and the special triangles; the solvers
 * here read the question as a student does, place the triangle in coordinates (or read the
 * drawn figure's points), measure its angles with atan2 and take sin, cos and tan of them in
 * floating point, and evaluate expressions of special angles numerically. The checker must
 * accept the stored key for the recomputed value. Then every gate and the lesson's shape are
 * checked.
 */
import { describe, expect, it } from 'vitest';
import { parseMathValue } from '../checker/parse-math';
import type { Point } from '../figures/figure-model';
import type { GeneratedItem } from '../model/item';
import { toPlain } from '../quality/plain-text';
import { createRng } from '../rng';
import {
  keyAgrees,
  mathValue,
  numberAfter,
  plainQuestion,
  textKeyAgrees,
} from './circle-recompute-kit';
import { describeLessonShape } from './lesson-shape';
import { rightTriangleRatioTemplates } from './right-triangle-ratios.templates';

const SEEDS = 50;
const RAD = Math.PI / 180;
const FN: Record<string, (x: number) => number> = { sin: Math.sin, cos: Math.cos, tan: Math.tan };

/** The number after `NAME =` (a side). */
const side = (q: string, name: string): number => numberAfter(q, new RegExp(`${name} = (\\d+)`));
/** The angle (radians) at V between the rays to P and Q. */
function angleAt(V: Point, P: Point, Q: Point): number {
  const [ax, ay, bx, by] = [P.x - V.x, P.y - V.y, Q.x - V.x, Q.y - V.y];
  return Math.abs(Math.atan2(ax * by - ay * bx, ax * bx + ay * by));
}
/** The drawn figure's labelled points. */
function figurePoints(item: GeneratedItem): Map<string, Point> {
  const points = new Map<string, Point>();
  for (const element of item.figure?.elements ?? []) {
    if (element.kind === 'point' && element.label) points.set(element.label, element.at);
  }
  return points;
}
/** Right triangle with the right angle at C, B on the x-axis, A on the y-axis. */
const place = (cb: number, ac: number): { A: Point; B: Point; C: Point } => ({
  A: { x: 0, y: ac },
  B: { x: cb, y: 0 },
  C: { x: 0, y: 0 },
});
/** The names of a triangle "PQR is right-angled at R" or "the right triangle ABC". */
function names(q: string, item: GeneratedItem): [string, string, string] {
  const match = /(?:right triangle |triangle )?\b([A-Z])([A-Z])([A-Z])\b(?: is right-angled)?/.exec(
    q,
  );
  if (match) return [match[1] ?? '', match[2] ?? '', match[3] ?? ''];
  // A ramp or a ladder: the drawn figure's vertex labels, in order (A, B, the right angle).
  const labels = [...figurePoints(item).keys()];
  if (labels.length !== 3) throw new Error(`no triangle in ${q}`);
  return labels as [string, string, string];
}
/** The acute angle (radians) with the given ratio. */
const angleFrom = (fn: string, value: number): number =>
  fn === 'sin' ? Math.asin(value) : fn === 'cos' ? Math.acos(value) : Math.atan(value);

/** One ratio written in an option or question: \frac{QR}{PQ} or \sin P, measured on `points`. */
function measure(text: string, points: Map<string, Point>): number {
  const plain = toPlain(text);
  if (!/[A-Z]/.test(plain)) return parseMathValue(plain)?.value ?? NaN;
  const quotient = /\(([A-Z])([A-Z])\)\/\(([A-Z])([A-Z])\)/.exec(plain);
  const get = (n: string): Point => {
    const p = points.get(n);
    if (!p) throw new Error(`no point ${n}`);
    return p;
  };
  if (quotient) {
    const [, a = '', b = '', c = '', d = ''] = quotient;
    return (
      Math.hypot(get(a).x - get(b).x, get(a).y - get(b).y) /
      Math.hypot(get(c).x - get(d).x, get(c).y - get(d).y)
    );
  }
  const ratio = /(sin|cos|tan) ([A-Z])/.exec(plain);
  if (!ratio) throw new Error(`no ratio in ${plain}`);
  const vertex = ratio[2] ?? '';
  const others = [...points.keys()].filter((n) => n !== vertex && n.length === 1);
  const angle = angleAt(get(vertex), get(others[0] ?? ''), get(others[1] ?? ''));
  return (FN[ratio[1] ?? 'sin'] ?? Math.sin)(angle);
}

type Solver = (q: string, item: GeneratedItem) => number | { text: string };

const SOLVERS: Record<string, Solver> = {
  'right-triangle-ratios/name-the-ratio': (q, item) => {
    const points = figurePoints(item);
    const target = /equals (.+?)(?:, the height|\?)/.exec(
      item.question.replace(/^In the opposite figure : /, ''),
    )?.[1];
    const want = measure(target ?? '', points);
    const matching = (item.options ?? []).filter(
      (option) => Math.abs(measure(option, points) - want) < 1e-9,
    );
    if (matching.length !== 1) throw new Error(`${matching.length} options match in ${q}`);
    return { text: matching[0] ?? '' };
  },
  'right-triangle-ratios/ratio-from-three-sides': (q, item) => {
    const [nA, nB, nC] = names(q, item);
    const ramp = /rises (\d+) m .* distance (?:[A-Z]{2}) = (\d+) m/.exec(q);
    const [cb, ac] = ramp
      ? [Number(ramp[2]), Number(ramp[1])]
      : [side(q, `${nC}${nB}`), side(q, `${nA}${nC}`)];
    const { A, B, C } = place(cb, ac);
    const [, fn = 'sin', vertex = ''] = /Find (sin|cos|tan) ([A-Z])/.exec(q) ?? [];
    const angle = vertex === nA ? angleAt(A, B, C) : angleAt(B, A, C);
    return (FN[fn] ?? Math.sin)(angle);
  },
  'right-triangle-ratios/ratio-needs-third-side': (q, item) => {
    const [nA, nB, nC] = names(q, item);
    const ladder = /(\d+) m long, leans .* is (\d+) m from the foot/.exec(q);
    const given = (name: string): number | null => {
      const m = new RegExp(`${name} = (\\d+)`).exec(q);
      return m ? Number(m[1]) : null;
    };
    const hyp = ladder ? Number(ladder[1]) : given(`${nA}${nB}`);
    const cb = ladder ? Number(ladder[2]) : given(`${nC}${nB}`);
    const ac = ladder ? null : given(`${nA}${nC}`);
    const legCB = cb ?? Math.sqrt((hyp ?? 0) ** 2 - (ac ?? 0) ** 2);
    const legAC = ac ?? Math.sqrt((hyp ?? 0) ** 2 - (cb ?? 0) ** 2);
    const { A, B, C } = place(legCB, legAC);
    const fn = /Find (sin|cos|tan)/.exec(q)?.[1] ?? 'sin';
    return (FN[fn] ?? Math.sin)(angleAt(B, A, C));
  },
  'right-triangle-ratios/special-angle-value': (q, item) => {
    const equal = /equal to (sin|cos) (\d+)°/.exec(q);
    if (equal) {
      const want = (FN[equal[1] ?? 'sin'] ?? Math.sin)(Number(equal[2]) * RAD);
      const matching = (item.options ?? []).filter(
        (o) => Math.abs((parseMathValue(toPlain(o))?.value ?? NaN) - want) < 1e-9,
      );
      if (matching.length !== 1) throw new Error(`${matching.length} options match in ${q}`);
      return { text: matching[0] ?? '' };
    }
    const [, fn = 'sin', power, t = '0'] = /value of (sin|cos|tan)(\^2)? (\d+)°/.exec(q) ?? [];
    const v = (FN[fn] ?? Math.sin)(Number(t) * RAD);
    return power ? v * v : v;
  },
  'right-triangle-ratios/isosceles-right-hypotenuse': (q, item) => {
    const tile = /sides of (\d+) cm/.exec(q);
    if (tile) return Math.hypot(Number(tile[1]), Number(tile[1]));
    const leg = /If ([A-Z])([A-Z]) = (\d+) cm, find/.exec(q);
    const [nA, nB, nC] = names(q, item);
    const given = Number(leg?.[3]);
    // Place the right angle at C and the 45° angle at A: a leg of 1 along each axis.
    const { A, B, C } = place(1, 1);
    const isHypotenuse = `${leg?.[1]}${leg?.[2]}` === `${nA}${nB}`;
    const scaleBy = isHypotenuse
      ? given / Math.hypot(A.x - B.x, A.y - B.y)
      : given / Math.hypot(A.x - C.x, A.y - C.y);
    const asked = /find ([A-Z]{2})/.exec(q)?.[1] ?? '';
    const [p, r] = asked === `${nA}${nB}` ? [A, B] : asked === `${nA}${nC}` ? [A, C] : [B, C];
    return Math.hypot(p.x - r.x, p.y - r.y) * scaleBy;
  },
  'right-triangle-ratios/side-from-special-angle': (q, item) => {
    const [nA, nB, nC] = names(q, item);
    const theta = numberAfter(q, /(?:∠ ?[A-Z] = |angle of )(\d+)°/) * RAD;
    const legGiven = new RegExp(`${nC}${nB} = (\\d+) cm`).exec(q);
    let A: Point;
    let B: Point;
    let C: Point;
    if (legGiven) {
      ({ A, B, C } = place(Number(legGiven[1]), Number(legGiven[1]) * Math.tan(theta)));
    } else {
      const h = numberAfter(q, /(?:[A-Z]{2} = |ramp [A-Z]{2} is )(\d+) c?m/);
      ({ A, B, C } = place(h * Math.cos(theta), h * Math.sin(theta)));
    }
    const asked = /(?:length of|height) ([A-Z]{2})/.exec(q)?.[1] ?? '';
    const at = (n: string): Point => (n === nA ? A : n === nB ? B : C);
    return Math.hypot(
      at(asked[0] ?? '').x - at(asked[1] ?? '').x,
      at(asked[0] ?? '').y - at(asked[1] ?? '').y,
    );
  },
  'right-triangle-ratios/special-angle-expression': (q) => {
    const equation = /Find x if x(.+?) = (.+)\.$/.exec(q);
    if (equation) return mathValue(equation[2] ?? '') / mathValue(equation[1] ?? '');
    return mathValue(/value of (.+)\.$/.exec(q)?.[1] ?? '');
  },
  'right-triangle-ratios/ratio-from-another-ratio': (q) => {
    const [, given = 'sin', v = ''] = /(sin|cos|tan)θ = (.+?), find/.exec(q) ?? [];
    const theta = angleFrom(given, mathValue(v));
    if (/find sinθ \+ cosθ/.test(q)) return Math.sin(theta) + Math.cos(theta);
    if (/find 1 \+ tan/.test(q)) return 1 + Math.tan(theta) ** 2;
    const asked = /find (sin|cos|tan)θ/.exec(q)?.[1] ?? 'sin';
    return (FN[asked] ?? Math.sin)(theta);
  },
  'right-triangle-ratios/special-angles-in-figures': (q) => {
    const twoTriangles = /AB = (\d+)√\(3\) cm/.exec(q);
    if (twoTriangles) {
      const ab = Number(twoTriangles[1]) * Math.sqrt(3);
      return ab / Math.tan(30 * RAD) - ab / Math.tan(60 * RAD);
    }
    const equilateral = /sides of (\d+) cm/.exec(q);
    if (equilateral) {
      const s = Number(equilateral[1]);
      return Math.sqrt(s * s - (s / 2) ** 2);
    }
    const diagonal = numberAfter(q, /PR, which is (\d+) m long/);
    return diagonal * Math.cos(30 * RAD) * diagonal * Math.sin(30 * RAD);
  },
  'right-triangle-ratios/sides-from-a-ratio': (q) => {
    const hyp = numberAfter(q, /(?:[A-Z]{2} = |, )(\d+) c?m(?: long)?/);
    const [, fn = 'sin', v = ''] = /(sin|cos) [A-Z] = (.+?)(?:\.|$)/.exec(q) ?? [];
    const theta = angleFrom(fn, mathValue(v));
    const [opposite, adjacent] = [hyp * Math.sin(theta), hyp * Math.cos(theta)];
    if (/How high up the wall/.test(q)) return opposite;
    if (/area/.test(q)) return (opposite * adjacent) / 2;
    return opposite + adjacent + hyp;
  },
  'right-triangle-ratios/ratio-in-a-shape': (q) => {
    const rhombus = /AC = (\d+) cm and BD = (\d+) cm/.exec(q);
    if (rhombus) {
      const [A, B, O] = [
        { x: -Number(rhombus[1]) / 2, y: 0 },
        { x: 0, y: Number(rhombus[2]) / 2 },
        { x: 0, y: 0 },
      ];
      return Math.tan(angleAt(B, A, O));
    }
    const roof = /LT = RT = (\d+) m and a span LR = (\d+) m/.exec(q);
    if (roof) {
      const half = Number(roof[2]) / 2;
      const [L, R, T] = [
        { x: -half, y: 0 },
        { x: half, y: 0 },
        { x: 0, y: Math.sqrt(Number(roof[1]) ** 2 - half ** 2) },
      ];
      return Math.cos(angleAt(L, R, T));
    }
    const [ab, bc] = [side(q, 'AB'), side(q, 'BC')];
    return Math.sin(angleAt({ x: 0, y: 0 }, { x: ab, y: 0 }, { x: ab, y: bc }));
  },
  'right-triangle-ratios/expression-from-a-ratio': (q) => {
    const [, fn = 'sin', v = ''] = /with (sin|cos|tan)θ = (.+?)\. Find/.exec(q) ?? [];
    const t = angleFrom(fn, mathValue(v));
    const [s, c] = [Math.sin(t), Math.cos(t)];
    if (/\(sinθ \+ cosθ\)/.test(q)) return (s + c) / (s - c);
    if (/\(1 - cosθ\)/.test(q)) return (1 - c) / Math.tan(t);
    return s * s - c * c;
  },
};

/** Whether the stored key is the value, as the checker marks it (exact keys by their value). */
function agrees(item: GeneratedItem, value: number): { ok: boolean; why: string } {
  if (item.exact || item.type === 'short_answer') {
    const stored = parseMathValue(item.answer)?.value ?? NaN;
    const ok = Math.abs(stored - value) <= 1e-9 * Math.max(1, Math.abs(value));
    return { ok, why: `key ${item.answer} is ${stored}, recomputed ${value}` };
  }
  return keyAgrees(item, value);
}

const items = new Map<string, GeneratedItem[]>(
  rightTriangleRatioTemplates.map((template) => [
    template.id,
    Array.from({ length: SEEDS }, (_, seed) => template.generate(createRng(seed * 7919 + 37))),
  ]),
);

describe('right-triangle-ratios: every key computed a second way', () => {
  it('has a solver for every template', () => {
    expect(rightTriangleRatioTemplates.map((t) => t.id).filter((id) => !SOLVERS[id])).toEqual([]);
  });

  describe.each(rightTriangleRatioTemplates.map((t) => [t.id] as const))('%s', (id) => {
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

describeLessonShape('right-triangle-ratios', rightTriangleRatioTemplates, items);
