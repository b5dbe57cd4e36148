/**
 * Circle angles: every key computed a second way, 50 seeds per template. Each solver reads the
 * question as a student does, builds the points from coordinates (points placed on a circle by
 * measuring angles or lengths and bisecting, tangent points found by bisection, lines cut with
 * circles, chords drawn through three given points) and measures the asked angle or length; no
 * circle theorem (angle at the centre, angle in a semicircle, perpendicular bisector of a chord,
 * tangent ⟂ radius, cyclic quadrilateral, intersecting chords) is used. The checker must accept
 * the stored key for the measured value. Then every gate and the lesson's shape.
 */
import { describe, expect, it } from 'vitest';
import type { GeneratedItem } from '../model/item';
import { createRng } from '../rng';
import { circleAngleTemplates } from './circle-angles.templates';
import {
  type P,
  angle,
  at,
  bisect,
  chordSeenAt,
  circleCircle,
  dist,
  givenAngle,
  keyAgrees,
  lineCircle,
  numberAfter,
  plainQuestion,
  tangentTouches,
  textKeyAgrees,
} from './circle-recompute-kit';
import { describeLessonShape } from './lesson-shape';
import { arcPoints, areaOf } from './mensuration-recompute';

const SEEDS = 50;
const O: P = { x: 0, y: 0 };

/** The distance from O to the line through A and B (a cross product, no theorem). */
const distanceToLine = (A: P, B: P): number =>
  Math.abs(A.x * B.y - A.y * B.x) / Math.hypot(B.x - A.x, B.y - A.y);

/** The polar angle φ (0..180) of B = at(φ, r) with the measured f(φ) = target (f increasing or decreasing). */
function phiFor(f: (phi: number) => number, target: number): number {
  return bisect((phi) => f(phi) - target, 1e-9, 180 - 1e-9);
}

/** The circumcentre of three points (two perpendicular bisectors meeting, by coordinates). */
function circumcentre(A: P, B: P, C: P): P {
  const d = 2 * (A.x * (B.y - C.y) + B.x * (C.y - A.y) + C.x * (A.y - B.y));
  const a2 = A.x * A.x + A.y * A.y;
  const b2 = B.x * B.x + B.y * B.y;
  const c2 = C.x * C.x + C.y * C.y;
  return {
    x: (a2 * (B.y - C.y) + b2 * (C.y - A.y) + c2 * (A.y - B.y)) / d,
    y: (a2 * (C.x - B.x) + b2 * (A.x - C.x) + c2 * (B.x - A.x)) / d,
  };
}

/** The longest distance from one point of a sampled circle of radius r to the others. */
const longestChord = (r: number): number => {
  const first = at(0, r);
  let best = 0;
  for (let i = 1; i < 7200; i += 1) best = Math.max(best, dist(first, at(i / 20, r)));
  return best;
};

/** The tangent length from P at distance d from O to the unit-radius-r circle, measured. */
const tangentFrom = (d: number, r: number): { P: P; A: P; B: P } => {
  const P = { x: d, y: 0 };
  const [A, B] = tangentTouches(P, O, r);
  return { P, A, B };
};

/** What a figure's only plain segment is, from where its ends lie (text key). */
function partOf(item: GeneratedItem): string {
  const elements = item.figure?.elements ?? [];
  const circle = elements.find((e) => e.kind === 'circle');
  const segment = elements.find((e) => e.kind === 'segment');
  if (circle?.kind !== 'circle' || segment?.kind !== 'segment') throw new Error('no figure');
  const r = circle.radius;
  const onCircle = (p: P): boolean => Math.abs(dist(p, circle.center) - r) < 1e-9;
  const [a, b] = [segment.from, segment.to];
  if (dist(a, circle.center) < 1e-9 || dist(b, circle.center) < 1e-9) return 'a radius';
  if (onCircle(a) && onCircle(b)) {
    return distanceToLine(
      { x: a.x - circle.center.x, y: a.y - circle.center.y },
      { x: b.x - circle.center.x, y: b.y - circle.center.y },
    ) < 1e-9
      ? 'a diameter'
      : 'a chord';
  }
  // Neither end on the circle: a tangent's line passes at exactly one radius from the centre.
  const shift = (p: P): P => ({ x: p.x - circle.center.x, y: p.y - circle.center.y });
  expect(Math.abs(distanceToLine(shift(a), shift(b)) - r)).toBeLessThan(1e-9);
  return 'a tangent';
}

type Solver = (q: string, item: GeneratedItem) => number | { text: string };

const SOLVERS: Record<string, Solver> = {
  'circle-angles/inscribed-and-central-figure': (q, item) => {
    if (item.frame === 'find-inscribed') {
      const y = givenAngle(q, 'AOB');
      return angle(at((y + 360) / 2), at(0), at(y));
    }
    // A at 0°, B where the chord is seen at the given angle from the far arc's midpoint; C there.
    const phi = chordSeenAt(givenAngle(q, 'ACB'));
    return angle(O, at(0), at(phi));
  },
  'circle-angles/tangent-length-figure': (q, item) => {
    if (item.frame === 'wheel-on-ground') {
      const r = numberAfter(q, /radius (\d+) cm/);
      const d = numberAfter(q, /ground (\d+) cm from/);
      // The wheel touches the ground y = 0 at its lowest point (found among sampled rim points).
      const centre = { x: 0, y: r };
      const rim = Array.from({ length: 36000 }, (_, i) => {
        const p = at(i / 100, r);
        return { x: p.x + centre.x, y: p.y + centre.y };
      });
      const A = rim.reduce((low, p) => (p.y < low.y ? p : low));
      return dist(centre, { x: A.x + d, y: 0 });
    }
    const d = numberAfter(q, /OP = (\d+) cm/);
    if (item.frame === 'radius') {
      const t = numberAfter(q, /PA = (\d+) cm/);
      return bisect((r) => dist(tangentFrom(d, r).P, tangentFrom(d, r).A) - t, 1e-6, d - 1e-6);
    }
    const { P, A } = tangentFrom(d, numberAfter(q, /OA = (\d+) cm/));
    return dist(P, A);
  },
  'circle-angles/two-tangents-figure': (q, item) => {
    const apb = (d: number): number => {
      const { P, A, B } = tangentFrom(d, 1);
      return angle(P, A, B);
    };
    if (item.frame === 'find-apb') {
      const aob = givenAngle(q, 'AOB');
      const d = bisect(
        (x) => {
          const { A, B } = tangentFrom(x, 1);
          return angle(O, A, B) - aob;
        },
        1 + 1e-9,
        1000,
      );
      return apb(d);
    }
    const d = bisect((x) => apb(x) - givenAngle(q, 'APB'), 1 + 1e-9, 1000);
    const { A, B } = tangentFrom(d, 1);
    return item.frame === 'find-oab' ? angle(A, O, B) : angle(O, A, B);
  },
  'circle-angles/chord-distance-figure': (q, item) => {
    /** φ for a chord of length c in a circle of radius r (A at 0°, B at φ). */
    const chordPhi = (r: number, c: number): number => phiFor((p) => dist(at(0, r), at(p, r)), c);
    if (item.frame === 'find-distance') {
      const r = numberAfter(q, /radius (\d+) cm/);
      const phi = chordPhi(r, numberAfter(q, /length (\d+) cm/));
      return distanceToLine(at(0, r), at(phi, r));
    }
    if (item.frame === 'find-chord') {
      const r = numberAfter(q, /radius (\d+) cm/);
      const d = numberAfter(q, /is (\d+) cm from/);
      // Distance to the chord falls as the chord grows: bisect on φ.
      const phi = phiFor((p) => -distanceToLine(at(0, r), at(p, r)), -d);
      return dist(at(0, r), at(phi, r));
    }
    const c = numberAfter(q, /length (\d+) cm/);
    const d = numberAfter(q, /is (\d+) cm from/);
    // The radius whose chord of length c lies d from the centre.
    return bisect((r) => distanceToLine(at(0, r), at(chordPhi(r, c), r)) - d, c / 2 + 1e-9, 1000);
  },
  'circle-angles/cyclic-quadrilateral-figure': (q, item) => {
    if (item.frame === 'from-central') {
      const y = givenAngle(q, 'BOD');
      // B at 0°, D at y; C on the arc between them, A on the other arc.
      return angle(at(y / 2), at(0), at(y));
    }
    const given = item.frame === 'opposite-b' ? givenAngle(q, 'ABC') : givenAngle(q, 'DAB');
    // The two neighbours of the given vertex: one at 0°, the other where the chord is seen at the
    // given angle from the given vertex (the far arc's midpoint); the asked vertex on the near arc.
    const phi = chordSeenAt(given);
    expect(Math.abs(angle(at((phi + 360) / 2), at(0), at(phi)) - given)).toBeLessThan(1e-6);
    return angle(at(phi / 3), at(0), at(phi));
  },
  'circle-angles/angle-in-semicircle-figure': (q, item) => {
    const A = { x: -1, y: 0 };
    const B = { x: 1, y: 0 };
    if (item.frame === 'side') {
      const ab = numberAfter(q, /AB = (\d+) cm/);
      const ac = numberAfter(q, /AC = (\d+) cm/);
      const [C] = circleCircle(O, ab / 2, { x: -ab / 2, y: 0 }, ac);
      return dist({ x: ab / 2, y: 0 }, C);
    }
    const x = givenAngle(q, 'CAB');
    const t = bisect((s) => angle(A, B, at(s)) - x, 1e-9, 180 - 1e-9);
    const C = at(t);
    return item.frame === 'isosceles-ocb' ? angle(C, O, B) : angle(B, C, A);
  },
  'circle-angles/intersecting-chords': (q, item) => {
    const ae = numberAfter(q, /AE = (\d+)/);
    const eb = numberAfter(q, /EB = (\d+)/);
    const ce = numberAfter(q, /CE = (\d+)/);
    // E at the origin, AB along the x-axis, C on a line at 70°: the circle through A, B and C.
    const A = { x: -ae, y: 0 };
    const B = { x: eb, y: 0 };
    const u = at(70);
    const C = { x: -ce * u.x, y: -ce * u.y };
    const centre = circumcentre(A, B, C);
    const roots = lineCircle(O, u, centre, dist(centre, A));
    const ed = Math.max(...roots);
    return item.frame === 'find-cd' ? ce + ed : ed;
  },
  'circle-angles/circle-parts-figure': (q, item) => {
    if (item.frame === 'name-part') return { text: partOf(item) };
    if (item.frame === 'radius-from-diameter') {
      const d = numberAfter(q, /AB = (\d+) cm/);
      return bisect((r) => longestChord(r) - d, 1e-6, 1000);
    }
    return longestChord(numberAfter(q, /OA = (\d+) cm/));
  },
  'circle-angles/radii-isosceles-figure': (q, item) => {
    if (item.frame === 'find-base') {
      const y = givenAngle(q, 'AOB');
      return angle(at(y), O, at(0));
    }
    if (item.frame === 'perpendicular-bisects') {
      const half = givenAngle(q, 'AOM');
      // M: the foot of the perpendicular from O to AB, by projection.
      const foot = (A: P, B: P): P => {
        const t = -(A.x * (B.x - A.x) + A.y * (B.y - A.y)) / ((B.x - A.x) ** 2 + (B.y - A.y) ** 2);
        return { x: A.x + t * (B.x - A.x), y: A.y + t * (B.y - A.y) };
      };
      const phi = phiFor((p) => angle(O, at(0), foot(at(0), at(p))), half);
      return angle(O, at(0), at(phi));
    }
    const base = givenAngle(q, 'OAB');
    // Base angle OAB falls as the chord's angle at O grows.
    const phi = phiFor((p) => -angle(at(0), O, at(p)), -base);
    return angle(O, at(0), at(phi));
  },
  'circle-angles/chord-then-sector-figure': (q, item) => {
    const r = numberAfter(q, /radius (\d+) cm/);
    if (item.frame === 'sector-from-chord') {
      const c = numberAfter(q, /length (\d+) cm/);
      const phi = phiFor((p) => dist(at(0, r), at(p, r)), c);
      return areaOf([O, ...arcPoints(O, r, 0, phi, 40000)]);
    }
    const d = numberAfter(q, /(\d+) cm from O/);
    const phi = phiFor((p) => -distanceToLine(at(0, r), at(p, r)), -d);
    if (item.frame === 'angle-from-distance') return angle(O, at(0, r), at(phi, r));
    // The segment: the polygon of its arc alone, closed by the chord.
    return areaOf(arcPoints(O, r, 0, phi, 40000));
  },
  'circle-angles/chord-context': (q, item) => {
    const r = numberAfter(q, /radius (\d+) c?m/);
    /** Where the horizontal line y = h cuts the circle: the width between the two points. */
    const widthAt = (h: number): number => {
      const [t1 = NaN, t2 = NaN] = lineCircle({ x: 0, y: h }, { x: 1, y: 0 }, O, r);
      return Math.abs(t2 - t1);
    };
    if (item.frame === 'window-bar') return widthAt(numberAfter(q, /(\d+) cm above/));
    if (item.frame === 'wheel-puddle') return widthAt(-r + numberAfter(q, /puddle (\d+) cm/));
    const w = numberAfter(q, /floor (\d+) m wide/);
    // The floor below the centre where the circle is w wide; the top is the highest point.
    const floor = bisect((h) => widthAt(h) - w, -r + 1e-9, 0);
    const top = Math.max(...Array.from({ length: 3601 }, (_, i) => at(i / 10, r).y));
    return top - floor;
  },
  'circle-angles/angle-chains-figure': (q, item) => {
    if (item.frame === 'tangent-then-inscribed') {
      const x = givenAngle(q, 'APO');
      const d = bisect(
        (s) => {
          const { P, A } = tangentFrom(s, 1);
          return angle(P, A, O) - x;
        },
        1 + 1e-9,
        1000,
      );
      const { A } = tangentFrom(d, 1);
      return angle({ x: -1, y: 0 }, A, { x: 1, y: 0 });
    }
    if (item.frame === 'semicircle-then-cyclic') {
      const A = { x: -1, y: 0 };
      const B = { x: 1, y: 0 };
      const x = givenAngle(q, 'BAC');
      // C below AB with the measured ∠BAC; D on the arc from A to C away from B.
      const t = bisect((s) => angle(A, B, at(-s)) - x, 1e-9, 180 - 1e-9);
      const C = at(-t);
      const D = at((180 + 360 - t) / 2);
      return angle(D, A, C);
    }
    const x = givenAngle(q, 'OAC');
    const phi = phiFor((p) => -angle(at(0), O, at(p)), -x);
    return angle(at((phi + 360) / 2), at(0), at(phi));
  },
};

const items = new Map<string, GeneratedItem[]>(
  circleAngleTemplates.map((t) => [
    t.id,
    Array.from({ length: SEEDS }, (_, seed) => t.generate(createRng(`ca-recompute${seed}`))),
  ]),
);

describe('circle-angles: every key computed a second way', () => {
  it('has a solver for every template', () => {
    expect(circleAngleTemplates.map((t) => t.id).filter((id) => !SOLVERS[id])).toEqual([]);
  });

  describe.each(circleAngleTemplates.map((t) => [t.id] as const))('%s', (id) => {
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

describeLessonShape('circle-angles', circleAngleTemplates, items);
