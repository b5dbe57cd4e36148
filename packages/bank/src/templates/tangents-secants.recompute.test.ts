/**
 * Tangents and secants: every key computed a second way. Each solver reads the question as a
 * student does, builds the configuration by coordinates (chords placed on a circle, secants and
 * tangents found by bisection on their direction, polygons drawn round a circle from their
 * tangent lengths) and measures the asked length or angle; the checker must accept the stored key
 * for it. No tangent or secant theorem is used. Then every gate runs on 50 items per template,
 * and the lesson's shape (frames, figures, multi-step and context shares) is checked.
 */
import { describe, expect, it } from 'vitest';
import type { GeneratedItem } from '../model/item';
import { createRng } from '../rng';
import {
  type P,
  angle,
  at,
  bisect,
  cuts,
  dist,
  keyAgrees,
  numberAfter,
  parseLinear,
  plainQuestion,
  polygonRoundCircle,
  rayHit,
  scanY,
  tangentTouches,
} from './circle-recompute-kit';
import { describeLessonShape } from './lesson-shape';
import { tangentSecantTemplates } from './tangents-secants.templates';

const SEEDS = 50;
const O: P = { x: 0, y: 0 };
const RAD = Math.PI / 180;
const len = (q: string, name: string): number =>
  numberAfter(q, new RegExp(`${name} = (\\d+(?:\\.\\d+)?) cm`));

/** The only whole y for which f(y) = 0. */
function onlyY(f: (y: number) => number): number {
  const ys = scanY(f);
  if (ys.length !== 1) throw new Error(`expected one y, found ${ys.join(', ')}`);
  return ys[0] ?? NaN;
}

/** Tangent length from a point at distance d from the centre of a circle of radius r, measured. */
function tangentLength(d: number, r: number): number {
  const P = { x: d, y: 0 };
  const [T] = tangentTouches(P, O, r);
  return dist(P, T);
}

/** A point P outside a circle of radius R with a secant cutting it at distances pa and pb. */
function pointWithSecant(pa: number, pb: number, R: number): P {
  const ab = pb - pa;
  const h = Math.sqrt(R * R - (ab / 2) ** 2);
  // The chord from (-ab/2, h) to A = (ab/2, h), extended beyond A by pa.
  return { x: ab / 2 + pa, y: h };
}

/**
 * The direction from P (outside the circle of radius R at O) whose secant satisfies `want`
 * (increasing in the offset from the line to the centre), found by bisection; null when none.
 */
function secantWhere(
  P: P,
  R: number,
  value: (near: number, far: number) => number,
  target: number,
): [number, number] | null {
  const d = Math.hypot(P.x, P.y);
  const toCentre = Math.atan2(-P.y, -P.x) / RAD;
  const edge = Math.asin(R / d) / RAD - 1e-7;
  const f = (offset: number): number => {
    const [near, far] = cuts(P, toCentre + offset, O, R);
    return value(near, far) - target;
  };
  if (Math.sign(f(0)) === Math.sign(f(edge))) return null;
  const offset = bisect(f, 0, edge);
  return cuts(P, toCentre + offset, O, R);
}

/** Try circles of several sizes until `build` finds a configuration (the answer must not depend on it). */
function anyCircle(smallest: number, build: (R: number) => number | null): number {
  for (const k of [1.02, 1.1, 1.3, 1.6, 2, 3, 5, 8, 13]) {
    const got = build(smallest * k);
    if (got !== null) return got;
  }
  throw new Error('no circle fits');
}

type Solver = (q: string, item: GeneratedItem) => number;

const SOLVERS: Record<string, Solver> = {
  'tangents-secants/equal-tangents-figure': (q, item) => {
    if (item.frame === 'algebra') {
      const pa = parseLinear(/PA = ([^,]*?) and/.exec(q)?.[1] ?? '');
      const pb = parseLinear(/PB = ([^,]*?), find/.exec(q)?.[1] ?? '');
      const P = { x: 7, y: 1 };
      const [A, B] = tangentTouches(P, O, 3);
      const measured = dist(P, A) - dist(P, B);
      return onlyY((y) => pa[0] * y + pa[1] - (pb[0] * y + pb[1]) - measured);
    }
    if (item.frame === 'kite-perimeter') {
      const r = numberAfter(q, /radius is (\d+) cm/);
      const P = { x: len(q, 'OP'), y: 0 };
      const [A, B] = tangentTouches(P, O, r);
      return dist(O, A) + dist(A, P) + dist(P, B) + dist(B, O);
    }
    const t = numberAfter(q, /∠\s*APB = (\d+)°/);
    const d = bisect(
      (x) => {
        const [A, B] = tangentTouches({ x, y: 0 }, O, 1);
        return angle({ x, y: 0 }, A, B) - t;
      },
      1 + 1e-9,
      1e4,
    );
    const P = { x: d, y: 0 };
    const [A, B] = tangentTouches(P, O, 1);
    return angle(A, P, B);
  },
  'tangents-secants/tangent-radius-lengths-figure': (q, item) => {
    if (item.frame === 'find-radius') {
      const d = len(q, 'OP');
      return bisect((r) => tangentLength(d, r) - len(q, 'PA'), 1e-9, d - 1e-9);
    }
    const r = item.frame === 'find-distance' ? numberAfter(q, /radius is (\d+) cm/) : len(q, 'OA');
    const d = bisect((x) => tangentLength(x, r) - len(q, 'PA'), r + 1e-9, 1e5);
    if (item.frame === 'find-distance') return d;
    // C: where OP meets the circle, measured along OP from P.
    const [near] = cuts({ x: d, y: 0 }, 180, O, r);
    return near;
  },
  'tangents-secants/tangent-radius-angles': (q, item) => {
    if (item.frame === 'angle-at-centre') {
      const x = numberAfter(q, /∠\s*OPA = (\d+)°/);
      const d = bisect(
        (s) => {
          const [A] = tangentTouches({ x: s, y: 0 }, O, 1);
          return angle({ x: s, y: 0 }, O, A) - x;
        },
        1e4,
        1 + 1e-9,
      );
      const [A] = tangentTouches({ x: d, y: 0 }, O, 1);
      return angle(O, A, { x: d, y: 0 });
    }
    if (item.frame === 'two-tangents') {
      const g = numberAfter(q, /∠\s*AOB = (\d+)°/);
      const d = bisect(
        (s) => {
          const [A, B] = tangentTouches({ x: s, y: 0 }, O, 1);
          return angle(O, A, B) - g;
        },
        1 + 1e-9,
        1e4,
      );
      const [A, B] = tangentTouches({ x: d, y: 0 }, O, 1);
      return angle({ x: d, y: 0 }, A, B);
    }
    // A at the bottom, P to its right on the tangent, B beyond OA from P.
    const x = numberAfter(q, /∠\s*OAB = (\d+)°/);
    const A = at(270);
    const B = rayHit(A, 90 + x);
    return angle(A, { x: 2, y: -1 }, B);
  },
  'tangents-secants/incircle-tangent-lengths': (q, item) => {
    if (item.frame === 'tangent-from-sides') {
      const [ab, bc, ca] = [len(q, 'AB'), len(q, 'BC'), len(q, 'CA')];
      // Triangle by coordinates; the incentre where two angle bisectors meet; D its foot on AB.
      const A = { x: 0, y: 0 };
      const B = { x: ab, y: 0 };
      const cx = (ab * ab + ca * ca - bc * bc) / (2 * ab);
      const C = { x: cx, y: Math.sqrt(ca * ca - cx * cx) };
      const bisector = (V: P, U: P, W: P): P => {
        const u = { x: (U.x - V.x) / dist(U, V), y: (U.y - V.y) / dist(U, V) };
        const w = { x: (W.x - V.x) / dist(W, V), y: (W.y - V.y) / dist(W, V) };
        return { x: u.x + w.x, y: u.y + w.y };
      };
      const dA = bisector(A, B, C);
      const dB = bisector(B, A, C);
      // A + s dA = B + t dB
      const den = dA.x * -dB.y - dA.y * -dB.x;
      const s = ((B.x - A.x) * -dB.y - (B.y - A.y) * -dB.x) / den;
      const I = { x: A.x + s * dA.x, y: A.y + s * dA.y };
      return I.x; // the foot of the perpendicular from I to AB (the x-axis) is (I.x, 0)
    }
    if (item.frame === 'find-side') {
      // A triangle round a circle with tangent lengths AF, BE and any third one: measure AB.
      const [A, B] = polygonRoundCircle([len(q, 'AF'), len(q, 'BE'), 7]);
      return dist(A as P, B as P);
    }
    const [A, B, C] = polygonRoundCircle([len(q, 'AD'), len(q, 'BE'), len(q, 'CF')]) as [P, P, P];
    return dist(A, B) + dist(B, C) + dist(C, A);
  },
  'tangents-secants/circumscribed-quadrilateral': (q, item) => {
    const ab = numberAfter(q, /AB = (\d+)/);
    /** A quadrilateral round a circle with AB, BC, CD given, built for the first split that works. */
    const fourthSide = (bc: number, cd: number): number | null => {
      for (let w = 0.25; w < ab; w += 0.25) {
        const x = ab - w;
        const y = bc - x;
        const z = cd - y;
        if (x > 0 && y > 0 && z > 0) {
          const [A, , , D] = polygonRoundCircle([w, x, y, z]) as [P, P, P, P];
          return dist(A, D);
        }
      }
      return null;
    };
    if (item.frame === 'perimeter') {
      const cd = len(q, 'CD');
      const [A, B, C, D] = polygonRoundCircle([ab / 2, ab / 2, cd / 3, (2 * cd) / 3]) as [
        P,
        P,
        P,
        P,
      ];
      return dist(A, B) + dist(B, C) + dist(C, D) + dist(D, A);
    }
    const bc = numberAfter(q, /BC = (\d+)/);
    if (item.frame === 'fourth-side') return fourthSide(bc, len(q, 'CD')) ?? NaN;
    const cdExpr = parseLinear(/CD = ([^,]*?) and/.exec(q)?.[1] ?? '');
    const adExpr = parseLinear(/AD = ([^,]*?), find/.exec(q)?.[1] ?? '');
    return onlyY((y) => {
      const cd = cdExpr[0] * y + cdExpr[1];
      const ad = fourthSide(bc, cd);
      return cd <= 0 || ad === null ? 1 : ad - (adExpr[0] * y + adExpr[1]);
    });
  },
  'tangents-secants/intersecting-chords-figure': (q, item) => {
    const ae = len(q, 'AE');
    const eb = len(q, 'EB');
    // Chord AB horizontal in a circle of radius R; E on it; the chord through E by bisection.
    const R = (ae + eb) * 1.5;
    const h = Math.sqrt(R * R - ((ae + eb) / 2) ** 2);
    const E = { x: -(ae + eb) / 2 + ae, y: h };
    const away = Math.atan2(E.y, E.x) / RAD; // the direction from E to the nearest point of the circle
    const forward = (deg: number): [number, number] => {
      const [, far] = cuts(E, deg, O, R);
      const [, back] = cuts(E, deg + 180, O, R);
      return [far, back];
    };
    if (item.frame === 'bisected-chord') {
      const deg = bisect((g) => forward(g)[0] - forward(g)[1], away, away + 90);
      const [f, b] = forward(deg);
      return f + b;
    }
    const ce = len(q, 'CE');
    const deg = bisect((g) => forward(g)[0] - ce, away, away + 180);
    const [f, b] = forward(deg);
    return item.frame === 'find-chord' ? f + b : b;
  },
  'tangents-secants/secant-secant-figure': (q, item) => {
    const pa = len(q, 'PA');
    const pb = item.frame === 'find-whole' ? len(q, 'PB') : pa + len(q, 'AB');
    return anyCircle((pb - pa) / 2, (R) => {
      if (item.frame === 'find-outside-part') {
        const cd = len(q, 'CD');
        if (cd > 2 * R) return null;
        // The chord shrinks from the diameter as the secant turns away from the centre.
        const hit = secantWhere(pointWithSecant(pa, pb, R), R, (n, f) => -(f - n), -cd);
        return hit ? hit[0] : null;
      }
      const hit = secantWhere(pointWithSecant(pa, pb, R), R, (n) => n, len(q, 'PC'));
      if (!hit) return null;
      return item.frame === 'find-whole' ? hit[1] : hit[1] - hit[0];
    });
  },
  'tangents-secants/secant-tangent-figure': (q, item) => {
    if (item.frame === 'find-tangent') {
      const pa = len(q, 'PA');
      const pb = pa + len(q, 'AB');
      const R = (pb - pa) / 2 / 0.7;
      const P = pointWithSecant(pa, pb, R);
      const [T] = tangentTouches(P, O, R);
      return dist(P, T);
    }
    const t = len(q, 'PT');
    // For a secant with outside part PA, the circle must come within PA of P: R ≥ t² / (2 PA).
    const smallest = item.frame === 'find-chord' ? (t * t) / (2 * len(q, 'PA')) : len(q, 'AB') / 2;
    return anyCircle(smallest, (R) => {
      const d = bisect((x) => tangentLength(x, R) - t, R + 1e-9, R + 10 * t + 10);
      const P = { x: d, y: 0 };
      if (item.frame === 'find-chord') {
        const hit = secantWhere(P, R, (n) => n, len(q, 'PA'));
        return hit ? hit[1] - hit[0] : null;
      }
      const ab = len(q, 'AB');
      if (ab > 2 * R) return null;
      const hit = secantWhere(P, R, (n, f) => -(f - n), -ab);
      return hit ? hit[0] : null;
    });
  },
  'tangents-secants/products-of-segments': (q, item) => {
    if (item.frame === 'two-chords') {
      return (
        SOLVERS['tangents-secants/intersecting-chords-figure']?.(q, {
          ...item,
          frame: 'find-part',
        }) ?? NaN
      );
    }
    const pa = len(q, 'PA');
    if (item.frame === 'tangent-secant') {
      const pb = len(q, 'PB');
      const R = (pb - pa) / 2 / 0.7;
      const P = pointWithSecant(pa, pb, R);
      const [T] = tangentTouches(P, O, R);
      return dist(P, T);
    }
    const pb = pa + len(q, 'AB');
    return anyCircle((pb - pa) / 2, (R) => {
      const hit = secantWhere(pointWithSecant(pa, pb, R), R, (n) => n, len(q, 'PC'));
      return hit ? hit[1] : null;
    });
  },
  'tangents-secants/arches-and-horizons-context': (q, item) => {
    if (item.frame === 'bridge-arch') {
      const span = numberAfter(q, /spans (\d+) m/);
      const rise = numberAfter(q, /rises (\d+) m/);
      // The circle through the span's ends, with its top `rise` above them: centre (0, rise - R).
      return bisect((R) => Math.hypot(span / 2, rise - R) - R, rise / 2, 1e6);
    }
    if (item.frame === 'horizon') {
      const h = numberAfter(q, /lighthouse, (\d+) m/) / 1000;
      const R = numberAfter(q, /radius (\d+) km/);
      return tangentLength(R + h, R);
    }
    const t = numberAfter(q, /PT = (\d+) m/);
    const near = numberAfter(q, /is (\d+) m from it/);
    return bisect((r) => tangentLength(near + r, r) - t, 1e-9, 1e5);
  },
  'tangents-secants/common-tangents-context': (q, item) => {
    const [R, r] = [...q.matchAll(/radii (\d+) cm and (\d+) cm/g)].flatMap((m) => [
      Number(m[1]),
      Number(m[2]),
    ]) as [number, number];
    /** The straight part for centres d apart: the common tangent's touching points, by bisection. */
    const straight = (d: number, crossed: boolean): number => {
      const O2 = { x: d, y: 0 };
      const want = crossed ? R + r : R - r;
      const theta = bisect((g) => d * Math.cos(g * RAD) - want, 0, 90);
      const n = { x: Math.cos(theta * RAD), y: Math.sin(theta * RAD) };
      const T1 = { x: R * n.x, y: R * n.y };
      const side = crossed ? -1 : 1;
      const T2 = { x: O2.x + side * r * n.x, y: O2.y + side * r * n.y };
      return dist(T1, T2);
    };
    if (item.frame === 'centre-distance') {
      const s = numberAfter(q, /is (\d+) cm long/);
      return bisect((d) => straight(d, false) - s, R - r + 1e-9, 1e5);
    }
    return straight(numberAfter(q, /are (\d+) cm apart/), item.frame === 'crossed-belt');
  },
};

const items = new Map<string, GeneratedItem[]>(
  tangentSecantTemplates.map((t) => [
    t.id,
    Array.from({ length: SEEDS }, (_, seed) => t.generate(createRng(`ts-recompute${seed}`))),
  ]),
);

describe('tangents-secants: every key computed a second way', () => {
  it('has a solver for every template', () => {
    expect(tangentSecantTemplates.map((t) => t.id).filter((id) => !SOLVERS[id])).toEqual([]);
  });

  describe.each(tangentSecantTemplates.map((t) => [t.id] as const))('%s', (id) => {
    it('agrees on 50 seeds', () => {
      const solve = SOLVERS[id];
      if (!solve) throw new Error(`no solver for ${id}`);
      for (const item of items.get(id) ?? []) {
        const verdict = keyAgrees(item, solve(plainQuestion(item), item));
        expect(verdict.ok, `${item.question} -> ${item.answer}: ${verdict.why}`).toBe(true);
      }
    });
  });
});

describeLessonShape('tangents-secants', tangentSecantTemplates, items);
