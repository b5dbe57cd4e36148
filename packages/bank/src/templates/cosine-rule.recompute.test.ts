/**
 * The cosine-rule lesson, keys computed a second way: each item is read as a student reads it
 * (the question's plain text) and solved by coordinates instead of the cosine rule: two sides
 * and the angle between them drawn as rays, three sides as two circles crossing (found by
 * bisection), an unknown side by bisection along a ray, lengths by distance, angles measured,
 * areas by the shoelace formula, the circumradius from the circumcentre. MCQ expressions are
 * evaluated on a measured triangle. The checker must accept the stored key for the value found.
 * Then every gate and the lesson's shape.
 */
import { describe, expect, it } from 'vitest';
import type { GeneratedItem } from '../model/item';
import { createRng } from '../rng';
import {
  angle as angleAt,
  bisect,
  dist,
  keyAgrees,
  plainQuestion,
  textKeyAgrees,
} from './circle-recompute-kit';
import { cosineRuleTemplates } from './cosine-rule.templates';
import { describeLessonShape } from './lesson-shape';
import {
  O,
  ang,
  circumcentre,
  evalTex,
  exactKeyAgrees,
  fromSides,
  num,
  ray,
  shoelace,
  side,
  withMeasures,
} from './oblique-recompute-kit';

const SEEDS = 50;
const RAD = Math.PI / 180;

function names(q: string): [string, string, string] {
  const match = /(?:△|field|truss)\s*([A-Z])([A-Z])([A-Z])/.exec(q);
  if (!match) throw new Error(`no triangle in ${q}`);
  return [match[1] ?? '', match[2] ?? '', match[3] ?? ''];
}

/** The three angles (degrees) of the triangle with these sides, measured. */
function anglesOf(a: number, b: number, c: number): { A: number; B: number; C: number } {
  const t = fromSides(a, b, c);
  return {
    A: angleAt(t.A, t.B, t.C),
    B: angleAt(t.B, t.A, t.C),
    C: angleAt(t.C, t.A, t.B),
  };
}
/** The side opposite the angle between sides b and c, drawn. */
const sas = (b: number, c: number, A: number): number => dist({ x: c, y: 0 }, ray(O, A, b));
const rounded1 = (x: number): number => Math.round(x * 10) / 10;

type Solution = number | { text: string };

function classify(angle: number): 0 | 1 | 2 {
  return Math.abs(angle - 90) < 1e-6 ? 1 : angle < 90 ? 0 : 2;
}

const SOLVERS: Record<string, (q: string, item: GeneratedItem) => Solution> = {
  'cosine-rule/side-sas-exact-figure': (q, item) => {
    if (item.frame === 'unknown-adjacent-side-120') {
      const B = { x: side(q, 'AB'), y: 0 };
      const a = side(q, 'BC');
      return bisect((t) => dist(ray(O, 120, t), B) - a, 0, 1000);
    }
    if (item.frame === 'roof-truss') return sas(side(q, 'RQ'), side(q, 'RP'), 120);
    const [nA, nB, nC] = names(q);
    return sas(side(q, `${nA}${nC}`), side(q, `${nA}${nB}`), ang(q, nA));
  },
  'cosine-rule/side-sas-rounded': (q, item) => {
    if (item.frame === 'ships-leaving-port') {
      const t = num(q, /after (\d+) hours/);
      const u = num(q, /sails at (\d+) km\/h/);
      const v = num(q, /other at (\d+) km\/h/);
      return dist(ray(O, 0, u * t), ray(O, num(q, /angle of (\d+)°/), v * t));
    }
    if (item.frame === 'named-triangle') return sas(side(q, 'PR'), side(q, 'PQ'), ang(q, 'P'));
    const [b = 0, c = 0] = [...q.matchAll(/(\d+) cm/g)].map((m) => Number(m[1]));
    return sas(b, c, num(q, /between them is (\d+)°/));
  },
  'cosine-rule/angle-sss-figure': (q, item) => {
    const [nA, nB, nC] = names(q);
    const angles = anglesOf(side(q, `${nB}${nC}`), side(q, `${nC}${nA}`), side(q, `${nA}${nB}`));
    if (item.frame === 'largest-angle') return Math.max(angles.A, angles.B, angles.C);
    return angles.A;
  },
  'cosine-rule/acute-right-or-obtuse': (q, item) => {
    if (item.frame === 'one-angle-classify') {
      const { A } = anglesOf(side(q, 'a'), side(q, 'b'), side(q, 'c'));
      return { text: ['Acute', 'Right', 'Obtuse'][classify(A)] ?? '' };
    }
    const [x = 0, y = 0, z = 0] = [...q.matchAll(/(\d+)(?:\s*m)?(?=,| and|\.)/g)]
      .map((m) => Number(m[1]))
      .sort((p, r) => p - r);
    if (x + y <= z) return { text: 'No triangle has these sides' };
    const { A } = anglesOf(z, x, y);
    return {
      text: ['An acute triangle', 'A right triangle', 'An obtuse triangle'][classify(A)] ?? '',
    };
  },
  'cosine-rule/cosine-of-angle': (q, item) => {
    const angles = anglesOf(side(q, 'a'), side(q, 'b'), side(q, 'c'));
    if (item.frame === 'cosine-of-b') return Math.cos(angles.B * RAD);
    if (item.frame === 'sine-from-cosine') return Math.sin(angles.A * RAD);
    return Math.cos(angles.A * RAD);
  },
  'cosine-rule/parallelogram-diagonal-figure': (q) => {
    const B = { x: side(q, 'AB'), y: 0 };
    const D = ray(O, ang(q, 'DAB'), side(q, 'AD'));
    const C = { x: B.x + D.x, y: B.y + D.y };
    return /diagonal AC/.test(q) ? dist(O, C) : dist(B, D);
  },
  'cosine-rule/two-legs-journey-figure': (q, item) => {
    const p = num(q, /(\d+) km from/);
    const r = num(q, /(\d+) km to/);
    const A = { x: p, y: 0 };
    // From A, P lies at 180°; turning by the angle PAB gives the direction of B.
    const B = ray(A, 180 - ang(q, 'PAB'), r);
    if (item.frame === 'angle-at-port') return rounded1(angleAt(O, A, B));
    return rounded1(dist(O, B));
  },
  'cosine-rule/which-formula': (q, item) => {
    if (item.frame === 'numbers-substituted') {
      const value = sas(side(q, 'b'), side(q, 'c'), ang(q, 'A')) ** 2;
      const matching = (item.options ?? []).filter(
        (o) => Math.abs(evalTex(o.replace(/\$/g, '')) - value) < 1e-9 * value,
      );
      expect(matching, q).toHaveLength(1);
      return { text: matching[0] ?? '' };
    }
    // A scalene triangle by coordinates: the true statement holds for its measures.
    const angles = anglesOf(7, 5, 4);
    const measure = { a: 7, b: 5, c: 4, ...angles };
    const holds = (option: string): boolean => {
      const [left = '', right = ''] = withMeasures(option, measure).split('=');
      return Math.abs(evalTex(left) - evalTex(right)) < 1e-9;
    };
    const true_ = (item.options ?? []).filter(holds);
    expect(true_, q).toHaveLength(1);
    return { text: true_[0] ?? '' };
  },
  'cosine-rule/side-with-given-cosine': (q, item) => {
    const b = side(q, 'b');
    const c = side(q, 'c');
    if (item.frame === 'cos-given-fraction') {
      const match = /cos A = (-?)\((\d+)\)\/\((\d+)\)/.exec(q);
      if (!match) throw new Error(q);
      const cosA = (match[1] ? -1 : 1) * (Number(match[2]) / Number(match[3]));
      return sas(b, c, Math.acos(cosA) / RAD);
    }
    const a = sas(b, c, ang(q, 'A'));
    return item.frame === 'a-squared' ? a * a : a;
  },
  'cosine-rule/triangular-field-figure': (q, item) => {
    const b = item.frame === 'roof-truss-pitch' ? side(q, 'AC') : side(q, 'CA');
    const t = fromSides(side(q, 'BC'), b, side(q, 'AB'));
    if (item.frame === 'field-area') return shoelace([t.A, t.B, t.C]);
    if (item.frame === 'roof-truss-pitch') return angleAt(t.B, t.A, t.C);
    return Math.max(angleAt(t.A, t.B, t.C), angleAt(t.B, t.A, t.C), angleAt(t.C, t.A, t.B));
  },
  'cosine-rule/side-not-between': (q, item) => {
    // C on the ray at angle A; B slid along the other arm until BC has its length.
    const road = item.frame === 'road-and-railway';
    const A = road ? num(q, /angle of (\d+)°/) : ang(q, 'A');
    const b = road ? num(q, /is (\d+) m from A/) : side(q, 'AC');
    const a = road ? num(q, /is (\d+) m from the house/) : side(q, 'BC');
    const C = ray(O, A, b);
    return bisect((t) => dist({ x: t, y: 0 }, C) - a, b * Math.cos(A * RAD), 1000);
  },
  'cosine-rule/side-then-more-figure': (q, item) => {
    const B = { x: side(q, 'AB'), y: 0 };
    const C = ray(O, ang(q, 'A'), side(q, 'AC'));
    if (item.frame === 'perimeter') return dist(O, B) + dist(B, C) + dist(C, O);
    if (item.frame === 'circumradius') return dist(circumcentre(O, B, C), O);
    return angleAt(B, O, C);
  },
};

const items = new Map<string, GeneratedItem[]>(
  cosineRuleTemplates.map((t) => [
    t.id,
    Array.from({ length: SEEDS }, (_, seed) => t.generate(createRng(`cr-recompute${seed}`))),
  ]),
);

describe('cosine-rule: every key computed a second way', () => {
  it('has a solver for every template', () => {
    expect(cosineRuleTemplates.map((t) => t.id).filter((id) => !SOLVERS[id])).toEqual([]);
  });

  describe.each(cosineRuleTemplates.map((t) => [t.id] as const))('%s', (id) => {
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

describeLessonShape('cosine-rule', cosineRuleTemplates, items);
