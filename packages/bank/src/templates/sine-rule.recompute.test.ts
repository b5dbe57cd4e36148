/**
 * The sine-rule lesson, keys computed a second way: each item is read as a student reads it (the
 * question's plain text) and solved by coordinates instead of the sine rule: vertices placed from
 * the data (rays meeting, a circle cut by a line), lengths by distance, angles by atan2, the
 * circumradius from the circumcentre where two perpendicular bisectors meet, an equation solved
 * by bisection. MCQ expressions are evaluated and compared with the measured value. The checker
 * must accept the stored key for the value found. Then every gate and the lesson's shape.
 */
import { describe, expect, it } from 'vitest';
import type { GeneratedItem } from '../model/item';
import { createRng } from '../rng';
import {
  type P,
  angle as angleAt,
  bisect,
  dist,
  keyAgrees,
  plainQuestion,
  textKeyAgrees,
} from './circle-recompute-kit';
import { describeLessonShape } from './lesson-shape';
import {
  O,
  ang,
  circumcentre,
  evalTex,
  exactKeyAgrees,
  fromSides,
  meet,
  num,
  onAxisAt,
  ray,
  side,
  withMeasures,
} from './oblique-recompute-kit';
import { sineRuleTemplates } from './sine-rule.templates';

const SEEDS = 50;
const RAD = Math.PI / 180;

function names(q: string): [string, string, string] {
  const match = /(?:△|plot|bed)\s*([A-Z])([A-Z])([A-Z])/.exec(q);
  if (!match) throw new Error(`no triangle in ${q}`);
  return [match[1] ?? '', match[2] ?? '', match[3] ?? ''];
}

/** The one option whose expression has the measured value (the option text, TeX inside $). */
function optionWithValue(item: GeneratedItem, value: number): string[] {
  return (item.options ?? []).filter(
    (o) => Math.abs(evalTex(o.replace(/\$/g, '')) - value) < 1e-9 * Math.max(1, value),
  );
}

type Solution = number | { text: string };

const SOLVERS: Record<string, (q: string, item: GeneratedItem) => Solution> = {
  'sine-rule/side-from-two-angles-figure': (q) => {
    const [nA, nB, nC] = names(q);
    // A drawn triangle with AB = 1, scaled so that the given side has its length.
    const A = O;
    const B = { x: 1, y: 0 };
    const C = meet(A, ang(q, nA), B, 180 - ang(q, nB));
    const givenBC = new RegExp(`${nB}${nC}\\s*=`).test(q);
    const k = givenBC ? side(q, `${nB}${nC}`) / dist(B, C) : side(q, `${nA}${nC}`) / dist(A, C);
    const asked = /Find ([A-Z]{2})/.exec(q)?.[1] ?? '';
    const at: Record<string, P> = { [nA]: A, [nB]: B, [nC]: C };
    return k * dist(at[asked[0] ?? ''] as P, at[asked[1] ?? ''] as P);
  },
  'sine-rule/exact-side-special-angles': (q) => {
    const A = O;
    const B = { x: 1, y: 0 };
    const C = meet(A, ang(q, 'A'), B, 180 - ang(q, 'B'));
    const lengths: Record<string, number> = { a: dist(B, C), b: dist(A, C), c: dist(A, B) };
    const given = /\ba = /.test(q) ? 'a' : 'b';
    const asked = /length of ([abc])/.exec(q)?.[1] ?? '';
    return (side(q, given) / (lengths[given] ?? NaN)) * (lengths[asked] ?? NaN);
  },
  'sine-rule/angle-from-two-sides-figure': (q) => {
    const [nA, nB, nC] = names(q);
    // A at the origin, AB along the x-axis, C on the ray at angle A; B where BC reaches the axis.
    const C = ray(O, ang(q, nA), side(q, `${nA}${nC}`));
    const [B] = onAxisAt(C, side(q, `${nB}${nC}`)).slice(-1);
    if (!B) throw new Error(`no triangle: ${q}`);
    const asked = /Find m∠\s*([A-Z])/.exec(q)?.[1];
    return asked === nB ? angleAt(B, O, C) : angleAt(C, O, B);
  },
  'sine-rule/circumradius': (q, item) => {
    if (item.frame === 'side-from-radius') {
      // Any triangle with this angle at A: the chord BC scales with the circle.
      const A = O;
      const B = { x: 1, y: 0 };
      const C = meet(A, ang(q, 'A'), B, 180 - (180 - ang(q, 'A')) / 2);
      const R = dist(circumcentre(A, B, C), A);
      return (dist(B, C) * num(q, /radius (\d+) cm/)) / R;
    }
    const a = side(q, 'BC');
    const B = O;
    const C = { x: a, y: 0 };
    const angB = item.frame === 'radius-angle-sum' ? ang(q, 'B') : (180 - ang(q, 'A')) / 2;
    const angC = item.frame === 'radius-angle-sum' ? ang(q, 'C') : (180 - ang(q, 'A')) / 2;
    const A = meet(B, angB, C, 180 - angC);
    return dist(circumcentre(A, B, C), B);
  },
  'sine-rule/how-many-triangles': (q, item) => {
    const context = item.frame === 'fence-post';
    const A = context ? num(q, /angle of (\d+)°/) : ang(q, 'A');
    const b = context ? num(q, /(\d+) m from A/) : num(q, /b = (\d+) cm/);
    const a = context ? num(q, /rope (\d+) m long/) : num(q, /a = (\d+) cm/);
    // C on the ray at angle A; B where the circle about C of radius a meets the other arm.
    const count = onAxisAt(ray(O, A, b), a).length;
    const words = context
      ? ['No position', 'Exactly one position', 'Two positions']
      : ['No triangle', 'Exactly one triangle', 'Two triangles'];
    return { text: words[count] ?? '' };
  },
  'sine-rule/ratio-of-sines': (q, item) => {
    if (item.frame === 'sides-from-ratio') {
      const [p = 0, r1 = 0, r2 = 0] = (/= (\d+) : (\d+) : (\d+)/.exec(q) ?? [])
        .slice(1)
        .map(Number);
      const t = fromSides(p, r1, r2);
      // The sines of the drawn triangle's angles are in the ratio given: its sides are p, q, r.
      const sines = [angleAt(t.A, t.B, t.C), angleAt(t.B, t.A, t.C), angleAt(t.C, t.A, t.B)].map(
        (x) => Math.sin(x * RAD),
      );
      expect(Math.abs((sines[0] ?? 0) / (sines[1] ?? 1) - p / r1)).toBeLessThan(1e-9);
      const k = num(q, /perimeter is (\d+)/) / (p + r1 + r2);
      const asked = /Find ([abc]),/.exec(q)?.[1];
      return k * (asked === 'a' ? dist(t.B, t.C) : asked === 'b' ? dist(t.A, t.C) : dist(t.A, t.B));
    }
    if (item.frame === 'sine-from-sine') {
      const [n = 0, d = 1] = (/sin A = \((\d+)\)\/\((\d+)\)/.exec(q) ?? []).slice(1).map(Number);
      const A = Math.asin(n / d) / RAD;
      const C = ray(O, A, side(q, 'b'));
      const [B] = onAxisAt(C, side(q, 'a')).slice(-1);
      if (!B) throw new Error(q);
      return Math.sin(angleAt(B, O, C) * RAD);
    }
    const t = fromSides(side(q, 'a'), side(q, 'b'), side(q, 'c'));
    return Math.sin(angleAt(t.A, t.B, t.C) * RAD) / Math.sin(angleAt(t.B, t.A, t.C) * RAD);
  },
  'sine-rule/two-observers-figure': (q) => {
    const d = num(q, /are (\d+) m apart/);
    const C = /lighthouse/.test(q) ? 'L' : 'C';
    const B = { x: d, y: 0 };
    const X = meet(O, ang(q, `${C}AB`), B, 180 - ang(q, `${C}BA`));
    // The options are rounded to one decimal place.
    return Math.round((/distance A[CL]/.test(q) ? dist(O, X) : dist(B, X)) * 10) / 10;
  },
  'sine-rule/which-statement': (q, item) => {
    if (item.frame === 'true-statement') {
      // A scalene triangle by coordinates; each option's letters replaced by its measures.
      const t = fromSides(7, 5, 4);
      const measure: Record<string, number> = {
        a: 7,
        b: 5,
        c: 4,
        A: angleAt(t.A, t.B, t.C),
        B: angleAt(t.B, t.A, t.C),
        C: angleAt(t.C, t.A, t.B),
      };
      const holds = (option: string): boolean => {
        const [left = '', right = ''] = withMeasures(option, measure).split('=');
        return Math.abs(evalTex(left) - evalTex(right)) < 1e-9;
      };
      const true_ = (item.options ?? []).filter(holds);
      expect(true_, q).toHaveLength(1);
      return { text: true_[0] ?? '' };
    }
    const A = ang(q, 'A');
    if (item.frame === 'expression-for-side') {
      const B = { x: 1, y: 0 };
      const C = meet(O, A, B, 180 - ang(q, 'B'));
      const value = (dist(O, C) * side(q, 'BC')) / dist(B, C);
      const matching = optionWithValue(item, value);
      expect(matching, q).toHaveLength(1);
      return { text: matching[0] ?? '' };
    }
    const C = ray(O, A, side(q, 'AC'));
    const [B] = onAxisAt(C, side(q, 'BC')).slice(-1);
    if (!B) throw new Error(q);
    const matching = optionWithValue(item, Math.sin(angleAt(B, O, C) * RAD));
    expect(matching, q).toHaveLength(1);
    return { text: matching[0] ?? '' };
  },
  'sine-rule/solve-the-proportion': (q, item) => {
    const sin = (d: number): number => Math.sin(d * RAD);
    if (item.frame === 'unknown-side') {
      const [B = 0, k = 0, A = 0] = (
        /\(x\)\/\(sin (\d+)°\) = \((\d+)\)\/\(sin (\d+)°\)/.exec(q) ?? []
      )
        .slice(1)
        .map(Number);
      return bisect((x) => x / sin(B) - k / sin(A), 0, 1000);
    }
    if (item.frame === 'unknown-angle') {
      const [small = 0, A = 0, big = 1] = (
        /\(sin θ\)\/\((\d+)\) = \(sin (\d+)°\)\/\((\d+)\)/.exec(q) ?? []
      )
        .slice(1)
        .map(Number);
      return bisect((t) => sin(t) / small - sin(A) / big, 0, 90);
    }
    // The ratio is the circle's diameter: the chord seen at angle B from the circle.
    const diameter = num(q, /gives (\d+) cm/);
    const B = ang(q, 'B');
    const X = { x: 0, y: -diameter / 2 };
    const rim = (deg: number): P => ray(X, deg, diameter / 2);
    const Pp = rim(0);
    const Q = rim(2 * B);
    const seenFrom = rim(B + 180);
    expect(Math.abs(angleAt(seenFrom, Pp, Q) - B)).toBeLessThan(1e-9);
    return dist(Pp, Q);
  },
  'sine-rule/obtuse-solution-figure': (q, item) => {
    const A = item.frame === 'rope-nearer-point' ? num(q, /at (\d+)° to/) : ang(q, 'A');
    const b = item.frame === 'rope-nearer-point' ? num(q, /is (\d+) m from A/) : side(q, 'AC');
    const a = item.frame === 'rope-nearer-point' ? num(q, /to be (\d+) m from/) : side(q, 'BC');
    const C = ray(O, A, b);
    const [B] = onAxisAt(C, a);
    if (!B) throw new Error(q);
    expect(angleAt(B, O, C)).toBeGreaterThan(90);
    return item.frame === 'third-angle' ? angleAt(C, O, B) : dist(O, B);
  },
  'sine-rule/balloon-and-lighthouse-figure': (q, item) => {
    const d = num(q, /(\d+) m apart/);
    const lighthouse = item.frame === 'lighthouse-off-coast';
    const alpha = lighthouse ? ang(q, 'LAB') : num(q, /are (\d+)° from A/);
    const beta = lighthouse ? ang(q, 'LBA') : num(q, /and (\d+)° from B/);
    const B = { x: d, y: 0 };
    const X = meet(O, alpha, B, 180 - beta);
    return item.frame === 'balloon-line-of-sight' ? dist(B, X) : X.y;
  },
  'sine-rule/angle-side-perimeter-figure': (q, item) => {
    const [nA, nB, nC] = names(q);
    const a = side(q, `${nB}${nC}`);
    const b = side(q, `${nA}${nC}`);
    const C = ray(O, ang(q, nA), b);
    const [B] = onAxisAt(C, a).slice(-1);
    if (!B) throw new Error(q);
    return item.frame === 'third-side' ? B.x : a + b + B.x;
  },
};

const items = new Map<string, GeneratedItem[]>(
  sineRuleTemplates.map((t) => [
    t.id,
    Array.from({ length: SEEDS }, (_, seed) => t.generate(createRng(`sr-recompute${seed}`))),
  ]),
);

describe('sine-rule: every key computed a second way', () => {
  it('has a solver for every template', () => {
    expect(sineRuleTemplates.map((t) => t.id).filter((id) => !SOLVERS[id])).toEqual([]);
  });

  describe.each(sineRuleTemplates.map((t) => [t.id] as const))('%s', (id) => {
    it('agrees on 50 seeds', () => {
      const solve = SOLVERS[id];
      if (!solve) throw new Error(`no solver for ${id}`);
      for (const item of items.get(id) ?? []) {
        const solution = solve(plainQuestion(item), item);
        if (typeof solution === 'number') {
          const verdict = item.exact ? exactKeyAgrees(item, solution) : keyAgrees(item, solution);
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

describeLessonShape('sine-rule', sineRuleTemplates, items);
