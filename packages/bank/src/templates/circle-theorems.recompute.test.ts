/**
 * Circle theorems: every key computed a second way. Each solver reads the question as a student
 * does, builds the points on a unit circle by measuring angles and bisecting (never by a circle
 * theorem), measures the asked angle or length from coordinates, and the checker must accept the
 * stored key for it. Then every gate runs on 50 items of every template, and the lesson's shape
 * (frames, figures, multi-step and context shares, hints and steps) is checked.
 */
import { describe, expect, it } from 'vitest';
import type { GeneratedItem } from '../model/item';
import { createRng } from '../rng';
import {
  type P,
  angle,
  at,
  bisect,
  chordSeenAt,
  circleCircle,
  dist,
  givenAngle,
  givenLinear,
  keyAgrees,
  numberAfter,
  plainQuestion,
  rayHit,
  scanY,
  textKeyAgrees,
} from './circle-recompute-kit';
import { describeLessonShape } from './lesson-shape';
import { circleTheoremTemplates } from './circle-theorems.templates';

const SEEDS = 50;
const O: P = { x: 0, y: 0 };

/** The one whole y that makes two measured quantities agree. */
function onlyY(f: (y: number) => number): number {
  const ys = scanY(f);
  if (ys.length !== 1) throw new Error(`expected one y, found ${ys.join(', ')}`);
  return ys[0] ?? NaN;
}

/** The angle sum of a triangle and of opposite angles of a cyclic quadrilateral, measured. */
const measuredTriangleSum = (): number => {
  const [A, B, C] = [at(10), at(130), at(250)];
  return angle(A, B, C) + angle(B, A, C) + angle(C, A, B);
};
const measuredOppositeSum = (): number => {
  const [A, B, C, D] = [at(15), at(100), at(200), at(290)];
  return angle(B, A, C) + angle(D, A, C);
};
/** The angle at a point of the semicircle, measured (C anywhere on the upper half). */
const measuredSemicircleAngle = (): number => angle(at(57), at(180), at(0));

type Solver = (q: string, item: GeneratedItem) => number | { text: string };

const SOLVERS: Record<string, Solver> = {
  'circle-theorems/which-theorem': (q) => {
    if (/diameter/.test(q)) return { text: 'The angle in a semicircle is a right angle' };
    if (/touches/.test(q)) {
      return {
        text: 'The angle between a tangent and a chord equals the angle in the alternate segment',
      };
    }
    if (/centre/.test(q)) {
      return { text: 'The angle at the centre is twice the angle at the circumference' };
    }
    if (/quadrilateral/.test(q)) {
      return { text: 'Opposite angles of a cyclic quadrilateral add up to 180°' };
    }
    return { text: 'Angles in the same segment are equal' };
  },
  'circle-theorems/same-segment-figure': (q, item) => {
    if (item.frame === 'algebra') {
      const [p, r] = [givenLinear(q, 'ACB'), givenLinear(q, 'ADB')];
      // Place the chord seen at the first expression's angle from C; D must see it the same.
      return onlyY((y) => {
        const x = p[0] * y + p[1];
        if (x <= 0 || x >= 180) return 1;
        const phi = chordSeenAt(x);
        const D = at(phi + (360 - phi) * 0.3);
        return angle(D, at(0), at(phi)) - (r[0] * y + r[1]);
      });
    }
    // A at 0°, B where the chord is seen at the given angle (or where ∠AOB is the given angle).
    const phi =
      item.frame === 'from-central' ? givenAngle(q, 'AOB') : chordSeenAt(givenAngle(q, 'ACB'));
    return angle(at(phi + (360 - phi) * 0.8), at(0), at(phi));
  },
  'circle-theorems/intersecting-diagonals-figure': (q, item) => {
    const s = givenAngle(q, 'ABD');
    const q2 = item.frame === 'angle-ced' ? givenAngle(q, 'BAC') : givenAngle(q, 'BDC');
    // A at 0°, D below; B on the arc from A to D (anticlockwise) with ∠ABD = s, by bisection.
    const A = at(0);
    // D below A (the mirror of the chord seen at s), so points of the arc from A round to D see
    // AD at s; B near A on that arc (where exactly does not change the angles asked).
    const dPhi = 360 - chordSeenAt(s);
    const D = at(dPhi);
    const bAt = dPhi * 0.02;
    const B = at(bAt);
    expect(Math.abs(angle(B, A, D) - s)).toBeLessThan(1e-6);
    // C after B with ∠BDC (= the given angle at D, or at A) measured.
    const vertex = item.frame === 'angle-ced' ? A : D;
    const cAt = bisect((c) => angle(vertex, B, at(c)) - q2, bAt + 1e-6, dPhi - 1e-6);
    const C = at(cAt);
    // E: where AC meets BD, by solving the two lines.
    const den = (C.x - A.x) * (D.y - B.y) - (C.y - A.y) * (D.x - B.x);
    const t = ((B.x - A.x) * (D.y - B.y) - (B.y - A.y) * (D.x - B.x)) / den;
    const E = { x: A.x + t * (C.x - A.x), y: A.y + t * (C.y - A.y) };
    if (item.frame === 'angle-bec') return angle(E, B, C);
    if (item.frame === 'angle-ced') return angle(E, C, D);
    return angle(E, A, B);
  },
  'circle-theorems/semicircle-figure': (q, item) => {
    if (item.frame === 'algebra') {
      const [p, r] = [givenLinear(q, 'CAB'), givenLinear(q, 'CBA')];
      const rest = measuredTriangleSum() - measuredSemicircleAngle();
      return onlyY((y) => p[0] * y + p[1] + r[0] * y + r[1] - rest);
    }
    if (item.frame === 'radius-from-chords') {
      const ac = numberAfter(q, /AC = (\d+) cm/);
      const bc = numberAfter(q, /BC = (\d+) cm/);
      return radiusFromChords(ac, bc);
    }
    return otherChord(numberAfter(q, /AB = (\d+) cm/), numberAfter(q, /AC = (\d+) cm/));
  },
  'circle-theorems/semicircle-context': (q, item) => {
    if (item.frame === 'window-bar') {
      return otherChord(
        numberAfter(q, /diameter AB of (\d+) cm/),
        numberAfter(q, /is (\d+) cm long/),
      );
    }
    const [a, b] = [...q.matchAll(/(\d+) c?m\b/g)].map((m) => Number(m[1]));
    const r = radiusFromChords(a ?? NaN, b ?? NaN);
    return item.frame === 'arch-radius' ? r : 2 * r;
  },
  'circle-theorems/cyclic-quadrilateral-figure': (q, item) => {
    if (item.frame === 'algebra') {
      const [p, r] = [givenLinear(q, 'ABC'), givenLinear(q, 'ADC')];
      return onlyY((y) => p[0] * y + p[1] + r[0] * y + r[1] - measuredOppositeSum());
    }
    if (item.frame === 'exterior-angle') {
      // ∠BCD = 180° - ∠BCE (straight line): chord BD seen at that angle from C; measured at A.
      const phi = chordSeenAt(180 - givenAngle(q, 'BCE'));
      return angle(at(phi * 0.5), at(0), at(phi));
    }
    // Chord AC seen at ∠ABC from B on one arc; D on the other arc.
    const phi = chordSeenAt(givenAngle(q, 'ABC'));
    return angle(at(phi * 0.4), at(0), at(phi));
  },
  'circle-theorems/cyclic-quadrilateral-problems': (q, item) => {
    if (item.frame === 'central-angle') {
      const phi = givenAngle(q, 'BOD');
      return angle(at(phi * 0.6), at(0), at(phi));
    }
    if (item.frame === 'isosceles') {
      // Chord BD seen at ∠BCD from C; A at the middle of the other arc (AB = AD).
      const phi = chordSeenAt(givenAngle(q, 'BCD'));
      const [B, D] = [at(0), at(phi)];
      const A = at(phi / 2);
      expect(Math.abs(dist(A, B) - dist(A, D))).toBeLessThan(1e-9);
      return angle(B, A, D);
    }
    // A at the bottom; rays from A at the measured angles p and q meet the circle at B, C, D.
    const p = givenAngle(q, 'BAC');
    const q2 = givenAngle(q, 'CAD');
    const A = at(270);
    const dirB = 90 - (p + q2) / 2;
    const B = rayHit(A, dirB);
    const C = rayHit(A, dirB + p);
    const D = rayHit(A, dirB + p + q2);
    return angle(C, B, D);
  },
  'circle-theorems/when-is-it-cyclic': (q, item) => {
    if (item.frame === 'opposite-angles') {
      const [p, r] = [givenLinear(q, 'A'), givenLinear(q, 'C')];
      return onlyY((y) => p[0] * y + p[1] + r[0] * y + r[1] - measuredOppositeSum());
    }
    const [first, second] = item.frame === 'exterior-angle' ? ['BAD', 'BCE'] : ['BAC', 'BDC'];
    const [p, r] = [givenLinear(q, first), givenLinear(q, second)];
    // On a circle, the exterior angle at C (180° - ∠BCD) and ∠BAD measure the same, as do ∠BAC
    // and ∠BDC: measured on a sample circle, then the y that matches.
    const [A, B, C, D] = [at(200), at(280), at(0), at(90)];
    const gap =
      item.frame === 'exterior-angle'
        ? angle(A, B, D) - (180 - angle(C, B, D))
        : angle(A, B, C) - angle(D, B, C);
    return onlyY((y) => p[0] * y + p[1] - (r[0] * y + r[1]) - gap);
  },
  'circle-theorems/alternate-segment-figure': (q, item) => {
    // A at the bottom of the unit circle, tangent horizontal (T to the right, S to the left).
    const A = at(270);
    const S = { x: -2, y: -1 };
    if (item.frame === 'other-side') {
      // B where a point C at the top of the major arc sees AB at the given angle.
      const bAt = bisect(
        (b) => angle(at((b + 630) / 2), A, at(b)) - givenAngle(q, 'ACB'),
        270 + 1e-6,
        630 - 1e-6,
      );
      return angle(A, S, at(bAt));
    }
    const B = rayHit(A, givenAngle(q, 'TAB'));
    if (item.frame === 'triangle') {
      const C = rayHit(A, givenAngle(q, 'TAB') + givenAngle(q, 'BAC'));
      return angle(B, A, C);
    }
    return angle(at(120), A, B);
  },
  'circle-theorems/alternate-segment-problems': (q, item) => {
    const A = at(270);
    if (item.frame === 'isosceles') {
      const B = rayHit(A, givenAngle(q, 'TAB'));
      const C = { x: -B.x, y: B.y }; // the mirror of B in the diameter through A: AB = AC
      return angle(A, B, C);
    }
    if (item.frame === 'two-tangents') {
      const t = numberAfter(q, /∠\s*APB = (\d+)°/);
      // P on the y-axis below, tangent points where OA ⟂ PA (found by bisection).
      const P = { x: 0, y: -1 / Math.sin((t / 2) * (Math.PI / 180)) };
      const tangentAt = bisect(
        (deg) => {
          const X = at(deg);
          return X.x * (P.x - X.x) + X.y * (P.y - X.y);
        },
        270 + 1e-6,
        360 - 1e-6,
      );
      const Ta = at(tangentAt);
      const Tb = { x: -Ta.x, y: Ta.y };
      expect(Math.abs(angle(P, Ta, Tb) - t)).toBeLessThan(1e-6);
      return angle(at(95), Ta, Tb);
    }
    // Diameter from A (bottom) to B (top); tangent horizontal; C by the ray at ∠TAC from T.
    const B = at(90);
    const C = rayHit(A, givenAngle(q, 'TAC'));
    return angle(A, C, B);
  },
  'circle-theorems/viewing-angles-context': (q, item) => {
    if (item.frame === 'opposite-arc') {
      const phi = chordSeenAt(givenAngle(q, 'ASB'));
      return angle(at(phi / 2), at(0), at(phi));
    }
    if (item.frame === 'from-centre') {
      const phi = givenAngle(q, 'AOB');
      return angle(at(phi + (360 - phi) * 0.35), at(0), at(phi));
    }
    const x = givenAngle(q, 'ACB');
    const y = givenAngle(q, 'DAB');
    const phi = chordSeenAt(x);
    const [A, B] = [at(0), at(phi)];
    // D on the arc B..A (through C) with ∠DAB = y, by bisection along the arc.
    const dAt = bisect((d) => angle(A, B, at(d)) - y, phi + 1e-6, 360 - 1e-6);
    return angle(B, A, at(dAt));
  },
  'circle-theorems/chained-theorems-figure': (q, item) => {
    if (item.frame === 'diameter-cyclic') {
      const A = at(180);
      const C = rayHit(A, givenAngle(q, 'CAB'));
      const cDeg = Math.atan2(C.y, C.x) / (Math.PI / 180);
      const D = at((cDeg + 180) / 2);
      return angle(D, A, C);
    }
    if (item.frame === 'centre-isosceles') {
      const x = givenAngle(q, 'OAB');
      // A and B symmetric about the y-axis at the bottom; the half-gap h where ∠OAB = x.
      const h = bisect((g) => angle(at(270 - g), O, at(270 + g)) - x, 1e-6, 90 - 1e-6);
      return angle(at(90), at(270 - h), at(270 + h));
    }
    const A = at(270);
    const B = rayHit(A, givenAngle(q, 'TAB'));
    const bDeg = Math.atan2(B.y, B.x) / (Math.PI / 180);
    const C = at((270 + (bDeg < 0 ? bDeg + 360 : bDeg + 360)) / 2);
    return angle(C, A, B);
  },
};

/** The radius of the circle through A, B, C with AB a diameter, AC = a, BC = b, by bisection on r. */
function radiusFromChords(a: number, b: number): number {
  const bcFor = (r: number): number => {
    const A = { x: -r, y: 0 };
    const B = { x: r, y: 0 };
    const [C] = circleCircle(O, r, A, a);
    return dist(B, C);
  };
  return bisect((r) => bcFor(r) - b, a / 2 + 1e-9, 10 * (a + b));
}

/** BC when AB = d is a diameter and AC = a: C where the circle meets the circle about A. */
function otherChord(d: number, a: number): number {
  const A = { x: -d / 2, y: 0 };
  const B = { x: d / 2, y: 0 };
  const [C] = circleCircle(O, d / 2, A, a);
  return dist(B, C);
}

const items = new Map<string, GeneratedItem[]>(
  circleTheoremTemplates.map((t) => [
    t.id,
    Array.from({ length: SEEDS }, (_, seed) => t.generate(createRng(`ct-recompute${seed}`))),
  ]),
);

describe('circle-theorems: every key computed a second way', () => {
  it('has a solver for every template', () => {
    expect(circleTheoremTemplates.map((t) => t.id).filter((id) => !SOLVERS[id])).toEqual([]);
  });

  describe.each(circleTheoremTemplates.map((t) => [t.id] as const))('%s', (id) => {
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

describeLessonShape('circle-theorems', circleTheoremTemplates, items);
