/**
 * Trigonometric functions of any angle: every key computed a second way. The templates work with
 * the ASTC rule, reference angles and exact special values; the solvers here read the question
 * as a student does and evaluate every ratio in floating point at the angle itself (Math.sin of
 * the angle, no reference angle), find quadrants from the signs of cos and sin, check identities
 * at unrelated angles, and find angles by scanning. The checker must accept the stored key for
 * the recomputed value. Then every gate and the lesson's shape are checked.
 */
import { describe, expect, it } from 'vitest';
import { parseMathValue } from '../checker/parse-math';
import type { GeneratedItem } from '../model/item';
import { toPlain } from '../quality/plain-text';
import { createRng } from '../rng';
import { anyAngleTemplates } from './any-angle.templates';
import {
  keyAgrees,
  mathValue,
  numberAfter,
  plainQuestion,
  textKeyAgrees,
} from './circle-recompute-kit';
import { describeLessonShape } from './lesson-shape';

const SEEDS = 50;
const RAD = Math.PI / 180;
const FN: Record<string, (deg: number) => number> = {
  sin: (d) => Math.sin(d * RAD),
  cos: (d) => Math.cos(d * RAD),
  tan: (d) => Math.tan(d * RAD),
};
const QUADRANTS = ['first', 'second', 'third', 'fourth'];
/** The quadrant (0..3) of an angle, from the signs of its cosine and sine. */
function quadrantBySigns(deg: number): number {
  const [c, s] = [Math.cos(deg * RAD), Math.sin(deg * RAD)];
  if (Math.abs(c) < 1e-12 || Math.abs(s) < 1e-12) throw new Error('on an axis');
  return c > 0 ? (s > 0 ? 0 : 3) : s > 0 ? 1 : 2;
}
/** Degrees from an angle written in degrees (150°) or radians ((5π)/(6)). */
function degreesOf(text: string): number {
  const t = text.trim();
  if (t.endsWith('°')) return Number(t.slice(0, -1));
  return mathValue(t) / RAD;
}
/** The one option passing `pass`, as text. */
function optionWhere(item: GeneratedItem, pass: (option: string) => boolean): { text: string } {
  const passing = (item.options ?? []).filter(pass);
  if (passing.length !== 1) throw new Error(`${passing.length} options pass in ${item.question}`);
  return { text: passing[0] ?? '' };
}
/** An expression of θ, evaluated at an angle (degrees). */
const at = (expression: string, deg: number): number =>
  mathValue(expression.replace(/θ/g, `(${deg}°)`));

type Solver = (q: string, item: GeneratedItem) => number | { text: string };

const SOLVERS: Record<string, Solver> = {
  'any-angle/sign-of-a-ratio': (q) => {
    const product = /Is (sin|cos|tan) (-?\d+)° × (sin|cos|tan) (-?\d+)°/.exec(q);
    let v: number;
    if (product) {
      v =
        (FN[product[1] ?? 'sin'] ?? Math.sin)(Number(product[2])) *
        (FN[product[3] ?? 'sin'] ?? Math.sin)(Number(product[4]));
    } else if (/lies in the (first|second|third|fourth) quadrant/.test(q)) {
      const k = QUADRANTS.indexOf(/lies in the (\w+) quadrant/.exec(q)?.[1] ?? '');
      const fn = /2(sin|cos)θ, positive/.exec(q)?.[1] ?? 'sin';
      v = (FN[fn] ?? Math.sin)(45 + 90 * k);
    } else {
      const [, fn = 'sin', t = '0'] = /Is (sin|cos|tan) (-?\d+)°/.exec(q) ?? [];
      v = (FN[fn] ?? Math.sin)(Number(t));
    }
    return { text: v > 0 ? 'Positive' : 'Negative' };
  },
  'any-angle/reference-angle': (q) => {
    const shown =
      /reference angle of (.+?) (?:radians|\.)/.exec(q)?.[1] ??
      /reference angle of (-?\d+°)/.exec(q)?.[1] ??
      '';
    const deg = degreesOf(shown.endsWith('°') ? shown : shown);
    // The acute angle between the terminal side and the x-axis, from the direction itself.
    const ref = Math.atan2(Math.abs(Math.sin(deg * RAD)), Math.abs(Math.cos(deg * RAD))) / RAD;
    return /radians/.test(q) ? ref * RAD : ref;
  },
  'any-angle/quadrant-from-signs': (q) => {
    const point = /x ([<>]) 0 and y ([<>]) 0/.exec(q);
    const fits = [45, 135, 225, 315].filter((t) => {
      if (point)
        return (
          Math.cos(t * RAD) > 0 === (point[1] === '>') &&
          Math.sin(t * RAD) > 0 === (point[2] === '>')
        );
      const conditions = [...q.matchAll(/(sin|cos|tan)θ ([<>]) 0/g)].map(
        (m) => [m[1], m[2] === '>'] as const,
      );
      const value = /(sin|cos|tan)θ = (.+?) and/.exec(q);
      if (value) conditions.push([value[1], mathValue(value[2] ?? '') > 0]);
      return conditions.every(
        ([fn, positive]) => (FN[fn ?? 'sin'] ?? Math.sin)(t) > 0 === positive,
      );
    });
    if (fits.length !== 1) throw new Error(`${fits.length} quadrants fit ${q}`);
    return { text: `The ${QUADRANTS[quadrantBySigns(fits[0] ?? 0)]} quadrant` };
  },
  'any-angle/exact-value-any-angle-choice': (q) => {
    const [, fn = 'sin', angle = ''] = /value of (sin|cos|tan)\((.+?)\) is/.exec(q) ?? [];
    return (FN[fn] ?? Math.sin)(degreesOf(angle));
  },
  'any-angle/unit-circle-point-figure': (q, item) => {
    const given = /P\((.+?), (.+?)\) is a point/.exec(q);
    if (given) {
      const [x, y] = [mathValue(given[1] ?? ''), mathValue(given[2] ?? '')];
      const theta = (((Math.atan2(y, x) / RAD) % 360) + 360) % 360;
      return optionWhere(item, (o) => Math.abs(degreesOf(toPlain(o)) - theta) < 1e-6);
    }
    const theta = numberAfter(q, /the angle (\d+)° in standard position/);
    const reflected = /reflection of P in the y-axis/.test(q);
    const [x, y] = [(reflected ? -1 : 1) * Math.cos(theta * RAD), Math.sin(theta * RAD)];
    return optionWhere(item, (o) => {
      const inner = toPlain(o).replace(/^\(|\)$/g, '');
      const parts = inner.split(/,(?![^(]*\))/).map((part) => mathValue(part));
      return Math.abs((parts[0] ?? NaN) - x) < 1e-9 && Math.abs((parts[1] ?? NaN) - y) < 1e-9;
    });
  },
  'any-angle/ratio-from-point-figure': (q) => {
    const full = /through P\((-?\d+), (-?\d+)\)/.exec(q);
    let x: number;
    let y: number;
    if (full) [x, y] = [Number(full[1]), Number(full[2])];
    else {
      const r = numberAfter(q, /OP = (\d+)/);
      const k = QUADRANTS.indexOf(/lies in the (\w+) quadrant/.exec(q)?.[1] ?? '');
      const known = /P\((-?\d+|x), (-?\d+|y)\)/.exec(q);
      const sx = k === 0 || k === 3 ? 1 : -1;
      const sy = k <= 1 ? 1 : -1;
      x = known?.[1] === 'x' ? sx * Math.sqrt(r * r - Number(known[2]) ** 2) : Number(known?.[1]);
      y = known?.[2] === 'y' ? sy * Math.sqrt(r * r - x * x) : Number(known?.[2]);
    }
    const theta = Math.atan2(y, x) / RAD;
    if (/sinθ \+ cosθ/.test(q)) return Math.sin(theta * RAD) + Math.cos(theta * RAD);
    const fn = /Find (sin|cos|tan)θ/.exec(q)?.[1] ?? 'sin';
    return (FN[fn] ?? Math.sin)(theta);
  },
  'any-angle/exact-value-any-angle': (q) => {
    const expression = /value of (.+)\.$/.exec(q)?.[1] ?? '';
    return mathValue(expression);
  },
  'any-angle/related-angle-identity': (q, item) => {
    const evaluate = /If (sin|cos|tan)θ = (\d(?:\.\d+)?), find (.+)\.$/.exec(q);
    if (evaluate) {
      // An acute θ with that ratio, then the expression at θ.
      const given = Number(evaluate[2]);
      const theta =
        (evaluate[1] === 'sin'
          ? Math.asin(given)
          : evaluate[1] === 'cos'
            ? Math.acos(given)
            : Math.atan(given)) / RAD;
      return at(evaluate[3] ?? '', theta);
    }
    const expression = /θ, (.+?) (?:equals|simplifies to)/.exec(q)?.[1] ?? '';
    // The option that agrees with the expression at three unrelated angles.
    return optionWhere(item, (o) =>
      [17, 41, 73].every((t) => Math.abs(at(toPlain(o), t) - at(expression, t)) < 1e-9),
    );
  },
  'any-angle/ratio-given-another-and-quadrant': (q) => {
    const [, given = 'sin', v = ''] = /(sin|cos)θ = (.+?) and/.exec(q) ?? [];
    const g = mathValue(v);
    const range = /(\d+)° < θ < (\d+)°/.exec(q);
    const other = /and (sin|cos|tan)θ ([<>]) 0/.exec(q);
    // Scan every hundredth of a degree for the angle with the given value and condition.
    const candidates: number[] = [];
    for (let t = 0.005; t < 360; t += 0.01) {
      if (range && (t < Number(range[1]) || t > Number(range[2]))) continue;
      if (other && (FN[other[1] ?? 'sin'] ?? Math.sin)(t) > 0 !== (other[2] === '>')) continue;
      const f = (FN[given] ?? Math.sin)(t) - g;
      const f2 = (FN[given] ?? Math.sin)(t + 0.01) - g;
      if (Math.sign(f) !== Math.sign(f2)) candidates.push(t);
    }
    if (candidates.length !== 1) throw new Error(`${candidates.length} angles fit ${q}`);
    // Refine by bisection inside the hundredth.
    let [lo, hi] = [candidates[0] ?? 0, (candidates[0] ?? 0) + 0.01];
    const f = (t: number): number => (FN[given] ?? Math.sin)(t) - g;
    for (let i = 0; i < 60; i += 1) {
      const m = (lo + hi) / 2;
      if (Math.sign(f(m)) === Math.sign(f(lo))) lo = m;
      else hi = m;
    }
    const theta = (lo + hi) / 2;
    if (/sinθ \+ tanθ/.test(q)) return Math.sin(theta * RAD) + Math.tan(theta * RAD);
    const asked = /find (sin|cos|tan)θ/.exec(q)?.[1] ?? 'sin';
    return (FN[asked] ?? Math.sin)(theta);
  },
  'any-angle/angle-with-the-same-ratio': (q) => {
    const [, lo = '0', hi = '0'] = /(\d+)° < θ < (\d+)°/.exec(q) ?? [];
    const [, fn = 'sin', alpha = '0'] = /(sin|cos|tan)θ = (?:sin|cos|tan) (\d+)°/.exec(q) ?? [];
    const want = (FN[fn] ?? Math.sin)(Number(alpha));
    const found: number[] = [];
    for (let t = Number(lo) + 1; t < Number(hi); t += 1) {
      if (Math.abs((FN[fn] ?? Math.sin)(t) - want) < 1e-9) found.push(t);
    }
    if (found.length !== 1) throw new Error(`${found.length} angles in ${q}`);
    return found[0] ?? NaN;
  },
  'any-angle/wheel-height': (q) => {
    const r = numberAfter(q, /radius (\d+) m/);
    const h = numberAfter(q, /(\d+) m above the ground\. A seat/);
    const start = numberAfter(q, /at the angle (\d+)°/);
    const turned = /turns (\d+)° anticlockwise/.exec(q);
    // The seat as a point: the centre plus the radius turned through the angle.
    const angle = (start + (turned ? Number(turned[1]) : 0)) * RAD;
    const seat = { x: r * Math.cos(angle), y: h + r * Math.sin(angle) };
    return /horizontally/.test(q) ? Math.abs(seat.x) : seat.y;
  },
  'any-angle/expression-of-any-angles': (q) => mathValue(/value of (.+)\.$/.exec(q)?.[1] ?? ''),
};

/** Whether the stored key is the value, as the checker marks it (exact keys by their value). */
function agrees(item: GeneratedItem, value: number): { ok: boolean; why: string } {
  if (item.type === 'short_answer' && item.decimals === undefined) {
    const stored = parseMathValue(item.answer)?.value ?? NaN;
    const ok = Math.abs(stored - value) <= 1e-9 * Math.max(1, Math.abs(value));
    return { ok, why: `key ${item.answer} is ${stored}, recomputed ${value}` };
  }
  // Options given to one or two decimal places are matched at that rounding.
  const places = /\.(\d+)\$?$/.exec(item.answer)?.[1]?.length;
  return keyAgrees(item, item.type === 'MCQ' && places ? Number(value.toFixed(places)) : value);
}

const items = new Map<string, GeneratedItem[]>(
  anyAngleTemplates.map((template) => [
    template.id,
    Array.from({ length: SEEDS }, (_, seed) => template.generate(createRng(seed * 7919 + 43))),
  ]),
);

describe('any-angle: every key computed a second way', () => {
  it('has a solver for every template', () => {
    expect(anyAngleTemplates.map((t) => t.id).filter((id) => !SOLVERS[id])).toEqual([]);
  });

  describe.each(anyAngleTemplates.map((t) => [t.id] as const))('%s', (id) => {
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

describeLessonShape('any-angle', anyAngleTemplates, items);
