/**
 * Finding an angle from a ratio: every key computed a second way. The templates use the
 * inverse functions and the special-angle tables; the solvers here read the question as a
 * student does and find the angle without them: by searching whole degrees or bisecting
 * sin, cos and tan for the given value, by placing the triangle, roof or scene in coordinates
 * and measuring the angle with vectors (Pythagoras for unknown sides, two circles for a rhombus),
 * or by the cosine rule on three sides. The checker must accept the stored key for the
 * recomputed value. Then every gate and the lesson's shape are checked.
 */
import { describe, expect, it } from 'vitest';
import { parseMathValue } from '../checker/parse-math';
import type { GeneratedItem } from '../model/item';
import { createRng } from '../rng';
import { angleFromRatioTemplates } from './angle-from-ratio.templates';
import type { P } from './circle-recompute-kit';
import {
  angle,
  bisect,
  circleCircle,
  keyAgrees,
  numberAfter,
  plainQuestion,
  textKeyAgrees,
} from './circle-recompute-kit';
import { describeLessonShape } from './lesson-shape';

const SEEDS = 50;
const D = Math.PI / 180;
const FNS: Record<string, (deg: number) => number> = {
  sin: (t) => Math.sin(t * D),
  cos: (t) => Math.cos(t * D),
  tan: (t) => Math.tan(t * D),
  csc: (t) => 1 / Math.sin(t * D),
  sec: (t) => 1 / Math.cos(t * D),
  cot: (t) => 1 / Math.tan(t * D),
};
const fnOf = (name: string): ((deg: number) => number) => {
  const f = FNS[name];
  if (!f) throw new Error(`no function ${name}`);
  return f;
};
/** A value written in the question's maths: (√(3))/(2), -1, 0.65. */
function mathValue(text: string): number {
  const parsed = parseMathValue(text.trim());
  if (!parsed) throw new Error(`cannot read ${text}`);
  return parsed.value;
}
/** The whole degrees in [from, to) where f is `value` (a search, not an inverse function). */
const wholeDegrees = (f: (t: number) => number, value: number, from = 1, to = 90): number[] =>
  Array.from({ length: to - from }, (_, i) => i + from).filter(
    (t) => Math.abs(f(t) - value) < 1e-9,
  );
/** The acute angle (degrees) where f(t) = value, by bisection on (0°, 90°). */
const acuteSolve = (f: (t: number) => number, value: number): number =>
  bisect((t) => f(t) - value, 1e-9, 90 - 1e-9);
const pt = (x: number, y: number): P => ({ x, y });
const num = (q: string, pattern: RegExp): number => numberAfter(q, pattern);
const has = (q: string, pattern: RegExp): boolean => pattern.test(q);

type Solver = (q: string, item: GeneratedItem) => number | { text: string };

const SOLVERS: Record<string, Solver> = {
  'angle-from-ratio/acute-angle-special-value': (q) => {
    const [, k = '', fn = 'sin', v = ''] =
      /(\d*)\s*(sin|cos|tan|csc|sec|cot) \S+ = (.+?) and/.exec(q) ?? [];
    const found = wholeDegrees(fnOf(fn), mathValue(v) / (k ? Number(k) : 1));
    expect(found, q).toHaveLength(1);
    return found[0] ?? NaN;
  },
  'angle-from-ratio/acute-angle-calculator': (q) => {
    const [, k = '', fn = 'sin', v = ''] =
      /(\d*)(sin|cos|tan|csc|sec|cot)θ = (.+?) and/.exec(q) ?? [];
    return acuteSolve(fnOf(fn), mathValue(v) / (k ? Number(k) : 1));
  },
  'angle-from-ratio/angle-in-right-triangle-figure': (q) => {
    const [, A = '', B = '', C = ''] = /right triangle ([A-Z])([A-Z])([A-Z])/.exec(q) ?? [];
    const get = (name: string): number | null => {
      const m = new RegExp(`${name} = (\\d+)`).exec(q);
      return m ? Number(m[1]) : null;
    };
    const opposite = get(`${A}${C}`);
    const adjacent = get(`${C}${B}`);
    const hyp = get(`${A}${B}`) ?? Math.hypot(opposite ?? 0, adjacent ?? 0);
    const o = opposite ?? Math.sqrt(hyp ** 2 - (adjacent ?? 0) ** 2);
    const a = adjacent ?? Math.sqrt(hyp ** 2 - (opposite ?? 0) ** 2);
    // By the cosine rule on all three sides, not by an inverse ratio.
    return Math.acos((a * a + hyp * hyp - o * o) / (2 * a * hyp)) / D;
  },
  'angle-from-ratio/angle-from-ratio-and-sign': (q) => {
    const [, fn = 'sin', v = ''] = /(sin|cos|tan|csc|sec|cot)θ = (.+?), /.exec(q) ?? [];
    const g = mathValue(v);
    const sign = /(sin|cos)θ ([<>]) 0/.exec(q);
    const quadrant = /lies in the (first|second|third|fourth) quadrant/.exec(q)?.[1];
    const found = wholeDegrees(fnOf(fn), g, 0, 360).filter((t) => {
      if (sign) return fnOf(sign[1] ?? 'sin')(t) > 0 === (sign[2] === '>');
      const index = ['first', 'second', 'third', 'fourth'].indexOf(quadrant ?? '');
      return t > index * 90 && t < (index + 1) * 90;
    });
    expect(found, q).toHaveLength(1);
    return found[0] ?? NaN;
  },
  'angle-from-ratio/angle-from-point-figure': (q) => {
    const [, xs = '0', ys = '0'] = /P\((-?\d+), (-?\d+)\)/.exec(q) ?? [];
    const [x, y] = [Number(xs), Number(ys)];
    const r = Math.hypot(x, y);
    // Angles between OP and the axes by the dot product, not by tan.
    if (has(q, /and the x-axis/)) return Math.acos(Math.abs(x) / r) / D;
    if (has(q, /and the y-axis/)) return Math.acos(Math.abs(y) / r) / D;
    const fromPositiveX = Math.acos(x / r) / D;
    return y >= 0 ? fromPositiveX : 360 - fromPositiveX;
  },
  'angle-from-ratio/inverse-ratio-choice': (q, item) => {
    const sides =
      /the side (opposite|adjacent to) θ is (\d+) cm and the (?:side (opposite|adjacent to) θ|hypotenuse) is (\d+) cm/.exec(
        q,
      );
    if (sides) {
      const first = Number(sides[2]);
      const second = Number(sides[4]);
      // Place the triangle: θ at the origin, the adjacent side along the x-axis.
      let opp: number;
      let adj: number;
      if (sides[3]) [opp, adj] = [first, second];
      else if (sides[1] === 'opposite') [opp, adj] = [first, Math.sqrt(second ** 2 - first ** 2)];
      else [opp, adj] = [Math.sqrt(second ** 2 - first ** 2), first];
      const theta = Math.atan2(opp, adj) / D;
      const valueOf = (option: string): number => {
        const m = /\\(sin|cos|tan)\^\{-1\}\\left\(\\frac\{(\d+)\}\{(\d+)\}/.exec(option);
        const ratio = Number(m?.[2]) / Number(m?.[3]);
        const f = m?.[1];
        return (
          (f === 'sin' ? Math.asin(ratio) : f === 'cos' ? Math.acos(ratio) : Math.atan(ratio)) / D
        );
      };
      const matching = (item.options ?? []).filter((o) => Math.abs(valueOf(o) - theta) < 1e-9);
      expect(matching, q).toHaveLength(1);
      return { text: matching[0] ?? '' };
    }
    const [, fn = 'sin', v = '0'] = /(sin|cos|tan)θ = ([\d.]+)/.exec(q) ?? [];
    const theta =
      fn === 'tan'
        ? bisect((t) => fnOf('tan')(t) - Number(v), 1e-9, 89.9)
        : acuteSolve(fnOf(fn), Number(v));
    return Math.round(theta);
  },
  'angle-from-ratio/ladder-angle-figure': (q) => {
    // The ladder's foot F at the origin, the wall along x = foot: the angle at F measured.
    let foot: number;
    let height: number;
    if (has(q, /top of a ladder rests/)) {
      height = num(q, /rests (\d+) m up/);
      foot = num(q, /foot is (\d+) m/);
    } else if (has(q, /with its top/)) {
      const length = num(q, /ladder (\d+) m long/);
      height = num(q, /top (\d+) m above/);
      foot = Math.sqrt(length ** 2 - height ** 2);
    } else {
      const length = num(q, /ladder (\d+) m long/);
      foot = num(q, /foot is (\d+) m/);
      height = Math.sqrt(length ** 2 - foot ** 2);
    }
    return Math.round(angle(pt(0, 0), pt(foot, 0), pt(foot, height)));
  },
  'angle-from-ratio/exact-angle-from-sides': (q) => {
    const [, first = '', second = ''] = /is (\S+) cm and .* is (\S+) cm/.exec(q) ?? [];
    const [a, b] = [mathValue(first), mathValue(second)];
    const [opp, adj] = has(q, /adjacent to θ is .* hypotenuse/)
      ? [Math.sqrt(b * b - a * a), a]
      : has(q, /hypotenuse/)
        ? [a, Math.sqrt(b * b - a * a)]
        : [a, b];
    return angle(pt(0, 0), pt(adj, 0), pt(adj, opp));
  },
  'angle-from-ratio/slope-angle-in-context': (q) => {
    if (has(q, /gradient of/)) {
      const p = num(q, /gradient of (\d+)%/);
      return angle(pt(0, 0), pt(100, 0), pt(100, p));
    }
    if (has(q, /over a horizontal distance/)) {
      const rise = num(q, /rises ([\d.]+) m/);
      const run = num(q, /distance of (\d+) m/);
      return angle(pt(0, 0), pt(run, 0), pt(run, rise));
    }
    const length = num(q, /is (\d+) m long/);
    const rise = num(q, /rises ([\d.]+) m/);
    const run = Math.sqrt(length ** 2 - rise ** 2);
    return angle(pt(0, 0), pt(run, 0), pt(run, rise));
  },
  'angle-from-ratio/roof-pitch-figure': (q) => {
    let half: number;
    let height: number;
    if (has(q, /equal rafters/)) {
      half = num(q, /LR = (\d+) m/) / 2;
      height = Math.sqrt(num(q, /RT = (\d+) m/) ** 2 - half ** 2);
    } else if (has(q, /span/)) {
      half = num(q, /LR = (\d+) m/) / 2;
      height = num(q, /T is (\d+) m above/);
    } else {
      height = num(q, /T is (\d+) m above/);
      half = Math.sqrt(num(q, /are (\d+) m long/) ** 2 - height ** 2);
    }
    // L at the origin, R at (2·half, 0), the ridge above the middle: the angle at L measured.
    return angle(pt(0, 0), pt(2 * half, 0), pt(half, height));
  },
  'angle-from-ratio/angle-difference-figure': (q) => {
    const near = num(q, /CD = (\d+) c?m/);
    const gap = num(q, /DB = (\d+) c?m/);
    const h = has(q, /AD = /)
      ? Math.sqrt(num(q, /AD = (\d+) cm/) ** 2 - near ** 2)
      : has(q, /tower/)
        ? num(q, /is (\d+) m tall/)
        : num(q, /AC = (\d+) cm/);
    const [A, C, Dp, B] = [pt(0, h), pt(0, 0), pt(-near, 0), pt(-near - gap, 0)];
    if (has(q, /tower/)) return angle(Dp, C, A) - angle(B, C, A);
    return angle(A, B, Dp);
  },
  'angle-from-ratio/angle-in-a-shape': (q) => {
    if (has(q, /rectangle/)) {
      const l = num(q, /AB = (\d+) cm/);
      const w = num(q, /area of (\d+) cm/) / l;
      return angle(pt(0, 0), pt(l, 0), pt(l, w));
    }
    if (has(q, /PQ = PR/)) {
      const s = num(q, /PR = (\d+) cm/);
      const base = num(q, /QR = (\d+) cm/);
      const P = pt(base / 2, Math.sqrt(s * s - (base / 2) ** 2));
      return angle(pt(0, 0), P, pt(base, 0));
    }
    const s = num(q, /sides of (\d+) cm/);
    const p = num(q, /AC = (\d+) cm/);
    // B and D are where the circles of radius s about A and C meet.
    const [B, Dp] = circleCircle(pt(0, 0), s, pt(p, 0), s);
    return angle(pt(0, 0), B, Dp);
  },
};

const items = new Map<string, GeneratedItem[]>(
  angleFromRatioTemplates.map((template) => [
    template.id,
    Array.from({ length: SEEDS }, (_, seed) => template.generate(createRng(seed * 7919 + 37))),
  ]),
);

describe('angle-from-ratio: every key computed a second way', () => {
  it('has a solver for every template', () => {
    expect(angleFromRatioTemplates.map((t) => t.id).filter((id) => !SOLVERS[id])).toEqual([]);
  });

  describe.each(angleFromRatioTemplates.map((t) => [t.id] as const))('%s', (id) => {
    it('agrees on 50 seeds', () => {
      const solve = SOLVERS[id];
      if (!solve) throw new Error(`no solver for ${id}`);
      for (const item of items.get(id) ?? []) {
        const solution = solve(plainQuestion(item), item);
        if (typeof solution === 'number') {
          const verdict = keyAgrees(item, solution);
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

describeLessonShape('angle-from-ratio', angleFromRatioTemplates, items);
