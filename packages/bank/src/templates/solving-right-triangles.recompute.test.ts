/**
 * Solving right triangles: every key computed a second way. Each solver reads the question as a
 * student does, places the points by coordinates (rays from the given angles, intersections of
 * lines of sight, lengths found by bisection where the template divides by a ratio), and
 * measures the asked length, angle, perimeter or area (shoelace) from them; the checker must
 * accept the stored key for that value (the MCQ's correct option by index). Then every gate on
 * 50 items of every template, and the lesson's shape.
 */
import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../checker/check-answer';
import type { GeneratedItem } from '../model/item';
import { readValue } from '../quality/read-value';
import { createRng } from '../rng';
import {
  type P,
  angle,
  bisect,
  dist,
  keyAgrees,
  numberAfter,
  plainQuestion,
  textKeyAgrees,
} from './circle-recompute-kit';
import { fixed } from './exact';
import { describeLessonShape } from './lesson-shape';
import { solvingRightTriangleTemplates } from './solving-right-triangles.templates';

const SEEDS = 50;
const R = Math.PI / 180;
const O: P = { x: 0, y: 0 };

const ray = (from: P, deg: number, length: number): P => ({
  x: from.x + length * Math.cos(deg * R),
  y: from.y + length * Math.sin(deg * R),
});
/** Where the line through p at angle u meets the line through q at angle v (degrees). */
function meet(p: P, u: number, q: P, v: number): P {
  const a = { x: Math.cos(u * R), y: Math.sin(u * R) };
  const b = { x: Math.cos(v * R), y: Math.sin(v * R) };
  const det = a.x * -b.y - a.y * -b.x;
  const s = ((q.x - p.x) * -b.y - (q.y - p.y) * -b.x) / det;
  return { x: p.x + s * a.x, y: p.y + s * a.y };
}
/** Where the ray from p at angle deg (pointing down) meets the ground y = 0, by bisection. */
const toGround = (p: P, deg: number): P =>
  ray(
    p,
    deg,
    bisect((t) => ray(p, deg, t).y, 0, 1e6),
  );
/** The point of the ray from O at deg whose x is `x` (bisection on the length). */
const rayAtX = (deg: number, x: number): P =>
  ray(
    O,
    deg,
    bisect((t) => ray(O, deg, t).x - x, 0, 1e6),
  );
/** The point of the ray from O at deg whose y is `y`. */
const rayAtY = (deg: number, y: number): P =>
  ray(
    O,
    deg,
    bisect((t) => ray(O, deg, t).y - y, 0, 1e6),
  );
function shoelace(points: P[]): number {
  let s = 0;
  points.forEach((p, i) => {
    const q = points[(i + 1) % points.length] as P;
    s += p.x * q.y - q.x * p.y;
  });
  return Math.abs(s) / 2;
}

const num = (q: string, re: RegExp): number => numberAfter(q, re);
/** Vertex names after "right triangle" (or "field"). */
function names(q: string): [string, string, string] {
  const m = /(?:right triangle|field) ([A-Z])([A-Z])([A-Z])/.exec(q);
  if (!m) throw new Error(`no triangle in ${q}`);
  return [m[1] ?? '', m[2] ?? '', m[3] ?? ''];
}
const sideOf = (q: string, n: string): number =>
  num(q, new RegExp(`${n} (?:=|is) (\\d+(?:\\.\\d+)?)`));
const angleOf = (q: string, n: string): number => num(q, new RegExp(`∠ ?${n} = (\\d+)°`));
/** The numbers written before a degree sign, in order. */
const degrees = (q: string): number[] => [...q.matchAll(/(\d+)°/g)].map((m) => Number(m[1]));

/** The value of an option such as "x = 12sin 35°" or "x = (12)/(sin 35°)", computed here. */
function optionValue(text: string): number {
  const plain = text
    .replace(/\$/g, '')
    .replace(/\\circ/g, '°')
    .replace(/\^/g, '');
  const product = /x = (\d+)\\(sin|cos|tan) (\d+)°/.exec(plain);
  const fns: Record<string, (d: number) => number> = {
    sin: (d) => Math.sin(d * R),
    cos: (d) => Math.cos(d * R),
    tan: (d) => Math.tan(d * R),
  };
  if (product) return Number(product[1]) * (fns[product[2] ?? ''] ?? Math.sin)(Number(product[3]));
  const quotient = /x = \\frac\{(\d+)\}\{\\(sin|cos|tan) (\d+)°\}/.exec(plain);
  if (quotient)
    return Number(quotient[1]) / (fns[quotient[2] ?? ''] ?? Math.sin)(Number(quotient[3]));
  throw new Error(`cannot read ${text}`);
}

type Solver = (q: string, item: GeneratedItem) => number | { text: string };
const rounded = (v: number, decimals = 1): number => Number(fixed(v, decimals));

const SOLVERS: Record<string, Solver> = {
  'solving-right-triangles/side-from-hypotenuse-figure': (q, item) => {
    const ladder = item.frame?.startsWith('ladder');
    const h = ladder ? num(q, /length (\d+) m/) : sideOf(q, names(q).slice(0, 2).join(''));
    const theta = ladder ? num(q, /angle of (\d+)°/) : angleOf(q, names(q)[1]);
    // B at the origin, A along the angle; C on the ground below A.
    const A = ray(O, theta, h);
    const C = { x: A.x, y: 0 };
    return item.frame === 'opposite' || item.frame === 'ladder-height' ? dist(A, C) : dist(C, O);
  },
  'solving-right-triangles/hypotenuse-from-leg-figure': (q, item) => {
    if (item.frame === 'ramp') {
      return rounded(dist(O, rayAtY(num(q, /angle of (\d+)°/), num(q, /RH = ([\d.]+) m/))), 2);
    }
    const [nA, nB, nC] = names(q);
    const theta = angleOf(q, nB);
    const A =
      item.frame === 'adjacent-leg'
        ? rayAtX(theta, sideOf(q, `${nC}${nB}`))
        : rayAtY(theta, sideOf(q, `${nA}${nC}`));
    return rounded(dist(O, A));
  },
  'solving-right-triangles/elevation-height-figure': (q, item) => {
    if (item.frame === 'kite') return ray(O, num(q, /angle of (\d+)°/), num(q, /length (\d+) m/)).y;
    const d = num(q, /(?:stands|ground) (\d+) m from/);
    const top = rayAtX(degrees(q)[0] ?? 0, d);
    return item.frame === 'eye-level' ? top.y + num(q, /eyes are ([\d.]+) m/) : top.y;
  },
  'solving-right-triangles/depression-distance-figure': (q, item) => {
    const theta = degrees(q)[0] ?? 0;
    if (item.frame === 'building-height') {
      const d = num(q, /car is (\d+) m/);
      // The height at which the depression angle to a point d away measures theta.
      return rounded(
        bisect((h) => angle({ x: 0, y: h }, { x: 1, y: h }, { x: d, y: 0 }) - theta, 1e-6, 1e5),
      );
    }
    const T = { x: 0, y: num(q, /cliff (\d+) m high/) };
    const S = toGround(T, -theta);
    return rounded(item.frame === 'line-of-sight' ? dist(T, S) : S.x);
  },
  'solving-right-triangles/elevation-angle': (q, item) => {
    const ms = [...q.matchAll(/([\d.]+) m/g)].map((m) => Number(m[1]));
    const [first = 0, second = 0] = ms;
    if (item.frame === 'ladder-angle') {
      // Ladder first, height second: the foot by Pythagoras, then the angle measured.
      const foot = { x: Math.sqrt(first * first - second * second), y: 0 };
      return angle(foot, O, { x: 0, y: second });
    }
    if (item.frame === 'ramp-angle') {
      const top = { x: second, y: Math.sqrt(first * first - second * second) };
      return angle(O, { x: 1, y: 0 }, top);
    }
    return angle(O, { x: 1, y: 0 }, { x: second, y: first });
  },
  'solving-right-triangles/shadow-exact-figure': (q, item) => {
    const theta = degrees(q)[0] ?? 0;
    if (item.frame === 'kite-string') return ray(O, theta, num(q, /length (\d+) m/)).y;
    if (item.frame === 'shadow-from-height') {
      // The sun's ray through the top of the pole, followed down to the ground.
      const top = { x: 0, y: num(q, /pole (\d+) m tall/) };
      return toGround(top, -theta).x;
    }
    return rayAtX(theta, num(q, /shadow (\d+) m/)).y;
  },
  'solving-right-triangles/two-observations-figure': (q, item) => {
    if (item.frame === 'boats-from-top') {
      const T = { x: 0, y: num(q, /cliff (\d+) m high/) };
      return dist(toGround(T, -60), toGround(T, -30));
    }
    const [alpha = 0, beta = 0] = degrees(q);
    const d = num(q, /Walking (\d+) m/);
    return meet(O, alpha, { x: d, y: 0 }, beta).y;
  },
  'solving-right-triangles/complete-the-triangle-figure': (q, item) => {
    const [nA, nB, nC] = names(q);
    if (item.frame === 'other-angle') {
      // C at the origin, A on the x-axis, B up the y-axis where the angle at A measures as given.
      const A = { x: 1, y: 0 };
      const B = { x: 0, y: bisect((y) => angle(A, O, { x: 0, y }) - angleOf(q, nA), 1e-9, 1e6) };
      return angle(B, O, A);
    }
    if (item.frame === 'third-side') {
      if (q.includes(`Find ${nA}${nB}`)) {
        return dist({ x: sideOf(q, `${nC}${nB}`), y: 0 }, { x: 0, y: sideOf(q, `${nA}${nC}`) });
      }
      const B = { x: sideOf(q, `${nC}${nB}`), y: 0 };
      const c = sideOf(q, `${nA}${nB}`);
      return bisect((y) => dist(B, { x: 0, y }) - c, 0, c);
    }
    // Solve the triangle by coordinates, then find the option with that value.
    const theta = angleOf(q, nB);
    const h = num(q, /= (\d+) cm/);
    const given = /, ([A-Z]{2}) = \d+ cm/.exec(q)?.[1] ?? '';
    const wanted = /([A-Z]{2}) = x cm/.exec(q)?.[1] ?? '';
    const hyp = `${nA}${nB}`;
    const opp = `${nA}${nC}`;
    // B at the origin, C on the x-axis, A up the vertical through C.
    const A =
      given === hyp ? ray(O, theta, h) : given === opp ? rayAtY(theta, h) : rayAtX(theta, h);
    const lengths: Record<string, number> = { [hyp]: dist(O, A), [opp]: A.y, [`${nC}${nB}`]: A.x };
    const x = lengths[wanted] ?? NaN;
    const match = (item.options ?? []).filter((o) => Math.abs(optionValue(o) - x) < 1e-9);
    return { text: match.length === 1 ? (match[0] ?? '') : `none of ${match.length}` };
  },
  'solving-right-triangles/perimeter-area-figure': (q, item) => {
    const [nA, nB, nC] = names(q);
    const theta = angleOf(q, nB);
    const fromHyp = item.frame === 'perimeter-from-hypotenuse' || item.frame === 'plot-area';
    const A = fromHyp
      ? ray(O, theta, sideOf(q, `${nA}${nB}`))
      : rayAtX(theta, sideOf(q, `${nC}${nB}`));
    const C = { x: A.x, y: 0 };
    if (/area/.test(q)) return shoelace([O, A, C]);
    return dist(O, A) + dist(A, C) + dist(C, O);
  },
  'solving-right-triangles/isosceles-altitude-figure': (q, item) => {
    const theta = degrees(q)[0] ?? 0;
    if (item.frame === 'base-from-legs') {
      const leg = num(q, /AC = (\d+) cm/);
      const A = ray(O, theta, leg);
      // C: the other point of the ground at distance `leg` from A.
      const C = { x: bisect((x) => dist(A, { x, y: 0 }) - leg, A.x, A.x + leg), y: 0 };
      return C.x;
    }
    const base = num(q, /BC (?:= )?(?:is )?(\d+) (?:cm|m)/);
    const A = meet(O, theta, { x: base, y: 0 }, 180 - theta);
    return item.frame === 'area-from-base' ? shoelace([O, { x: base, y: 0 }, A]) : dist(O, A);
  },
  'solving-right-triangles/rectangle-diagonal-figure': (q, item) => {
    if (item.frame === 'angle-from-sides') {
      const w = sideOf(q, 'AB');
      const h = sideOf(q, 'BC');
      return rounded(angle(O, { x: w, y: 0 }, { x: w, y: h }));
    }
    const theta = degrees(q)[0] ?? 0;
    if (item.frame === 'diagonal-from-side')
      return rounded(dist(O, rayAtX(theta, sideOf(q, 'AB'))));
    const C = ray(O, theta, num(q, /AC (?:= )?(?:of )?(\d+) cm/));
    return rounded(item.frame === 'screen-width' ? C.x : C.y);
  },
  'solving-right-triangles/elevation-depression-angles': (q, item) => {
    if (item.frame === 'which-angle') {
      // Up from the horizontal is elevation, down is depression.
      return { text: /looks up/.test(q) ? 'The angle of elevation' : 'The angle of depression' };
    }
    const theta = degrees(q)[0] ?? 0;
    // The cliff FT on the y-axis, the boat where the line of sight meets the sea.
    const T = { x: 0, y: 50 };
    const S = toGround(T, -theta);
    if (item.frame === 'angle-with-vertical') return angle(T, O, S);
    return angle(S, O, T);
  },
  'solving-right-triangles/two-observations-rounded-figure': (q, item) => {
    const [first = 0, second = 0] = degrees(q);
    if (item.frame === 'walk-towards') {
      return meet(O, first, { x: num(q, /walking (\d+) m/), y: 0 }, second).y;
    }
    if (item.frame === 'opposite-sides') {
      return meet(O, first, { x: num(q, /are (\d+) m apart/), y: 0 }, 180 - second).y;
    }
    if (item.frame === 'boats-below') {
      const T = { x: 0, y: num(q, /lighthouse (\d+) m high/) };
      return dist(toGround(T, -first), toGround(T, -second));
    }
    const d = num(q, /ground (\d+) m from/);
    return rayAtX(second, d).y - rayAtX(first, d).y;
  },
};

const items = new Map(
  solvingRightTriangleTemplates.map((t) => [
    t.id,
    Array.from({ length: SEEDS }, (_, seed) => t.generate(createRng(`srt-recompute${seed}`))),
  ]),
);

describe('solving-right-triangles: every key computed a second way', () => {
  it('has a solver for every template', () => {
    expect(solvingRightTriangleTemplates.map((t) => t.id).filter((id) => !SOLVERS[id])).toEqual([]);
  });

  describe.each(solvingRightTriangleTemplates.map((t) => [t.id] as const))('%s', (id) => {
    it('agrees on 50 seeds', () => {
      const solve = SOLVERS[id];
      if (!solve) throw new Error(`no solver for ${id}`);
      for (const item of items.get(id) ?? []) {
        const solution = solve(plainQuestion(item), item);
        if (typeof solution !== 'number') {
          expect(textKeyAgrees(item, solution.text), `${item.question} -> ${item.answer}`).toBe(
            true,
          );
        } else if (item.exact) {
          // An exact key ("5√3"): its value is the measured one, and the checker accepts it.
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

describeLessonShape('solving-right-triangles', solvingRightTriangleTemplates, items);
