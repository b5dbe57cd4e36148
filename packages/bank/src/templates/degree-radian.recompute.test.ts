/**
 * Degree and radian measure: every key computed a second way. The solvers never use the
 * conversion factor π/180 nor l = rθ: π comes from Archimedes' doubling of a polygon inscribed
 * in the unit circle (no trigonometry, no Math.PI), an angle in degrees is a fraction of that
 * turn, and an arc length is measured as the sum of 20,000 small chords along the arc; an
 * unknown angle or radius is found by bisection on that measured arc. The checker must accept
 * the stored key for the recomputed value. Then every gate and the lesson's shape are checked.
 */
import { describe, expect, it } from 'vitest';
import { parseMathValue } from '../checker/parse-math';
import type { GeneratedItem } from '../model/item';
import { createRng } from '../rng';
import {
  keyAgrees,
  mathValue,
  numberAfter,
  plainQuestion,
  textKeyAgrees,
} from './circle-recompute-kit';
import { degreeRadianTemplates } from './degree-radian.templates';
import { describeLessonShape } from './lesson-shape';

const SEEDS = 50;

/** π by doubling the sides of a hexagon inscribed in the unit circle, 25 times. */
function archimedesPi(): number {
  let side = 1;
  let sides = 6;
  for (let k = 0; k < 25; k += 1) {
    side = side / Math.sqrt(2 + Math.sqrt(4 - side * side));
    sides *= 2;
  }
  return (sides * side) / 2;
}
const PI = archimedesPi();
const TURN = 2 * PI;

/** Radians from degrees as a fraction of a turn. */
const radiansOf = (degrees: number): number => (degrees / 360) * TURN;
const degreesOf = (radians: number): number => (radians / TURN) * 360;

/** The sum of n equal chords along an arc of radius r and angle θ (radians). */
function chordSum(r: number, theta: number, n: number): number {
  let total = 0;
  let [px, py] = [r, 0];
  for (let i = 1; i <= n; i += 1) {
    const a = (theta * i) / n;
    const [x, y] = [r * Math.cos(a), r * Math.sin(a)];
    total += Math.hypot(x - px, y - py);
    [px, py] = [x, y];
  }
  return total;
}
/**
 * The length of an arc of radius r and angle θ (radians), measured with n and 2n chords of at
 * most 1/400 rad each and extrapolated (Richardson: the chord sum's error falls as 1/n², so
 * (4 L₂ₙ − Lₙ) / 3 removes it), which agrees with the true length to about 1e-12 of it.
 */
function measuredArc(r: number, theta: number): number {
  const n = Math.max(1000, Math.ceil(Math.abs(theta) * 400));
  return (4 * chordSum(r, theta, 2 * n) - chordSum(r, theta, n)) / 3;
}

/** A root of an increasing or decreasing f in [lo, hi], by 60 halvings. */
function bisect(f: (t: number) => number, lo: number, hi: number): number {
  let [a, b] = [lo, hi];
  const fa = Math.sign(f(a));
  for (let i = 0; i < 60; i += 1) {
    const m = (a + b) / 2;
    if (Math.sign(f(m)) === fa) a = m;
    else b = m;
  }
  return (a + b) / 2;
}
/** The angle (radians) whose arc of radius r measures `length`. */
const angleForArc = (r: number, length: number): number =>
  bisect((t) => measuredArc(r, t) - length, 1e-9, 2 * TURN);

const QUADRANT_WORDS = ['first', 'second', 'third', 'fourth'];

/** Whether the stored key is the value, as the checker marks it (exact keys by their value). */
function agrees(item: GeneratedItem, value: number): { ok: boolean; why: string } {
  if (item.exact) {
    const stored = parseMathValue(item.answer)?.value ?? NaN;
    const ok = Math.abs(stored - value) <= 1e-6 * Math.max(1, Math.abs(value));
    return { ok, why: `exact key ${item.answer} is ${stored}, recomputed ${value}` };
  }
  // A multiple-choice option rounded to one decimal place is matched at that rounding.
  const rounded =
    item.type === 'MCQ' && /\d\.\d\$/.test(item.answer) ? Number(value.toFixed(1)) : value;
  return keyAgrees(item, rounded);
}

type Solver = (q: string, item: GeneratedItem) => number | { text: string };

const SOLVERS: Record<string, Solver> = {
  'degree-radian/quadrant-in-radians': (q) => {
    const shown = /(?:angle of|through) (.+?) radians/.exec(q)?.[1] ?? '';
    const fraction = (mathValue(shown) / TURN) % 1;
    return { text: `The ${QUADRANT_WORDS[Math.floor(fraction * 4)]} quadrant` };
  },
  'degree-radian/degrees-to-radians': (q) => {
    const minutes = /turn in (\d+) minutes/.exec(q);
    if (minutes) return (Number(minutes[1]) / 60) * TURN;
    return radiansOf(numberAfter(q, /Express (\d+)°/));
  },
  'degree-radian/radians-to-degrees': (q) => {
    const shown = /(?:Convert|through|An angle of) (.+?) radians/.exec(q)?.[1] ?? '';
    let degrees = degreesOf(mathValue(shown));
    if (/smallest positive angle/.test(q)) while (degrees >= 360) degrees -= 360;
    return degrees;
  },
  'degree-radian/radians-decimal-to-degrees': (q) => {
    const x = numberAfter(q, /(?:Convert|turns through|larger,) (\d+(?:\.\d+)?) radians?/);
    const degrees = degreesOf(x);
    const other = /or (\d+)°/.exec(q);
    return other ? Math.abs(degrees - Number(other[1])) : degrees;
  },
  'degree-radian/arc-length-radians-figure': (q) => {
    const r = numberAfter(q, /(?:OA = |blade is )(\d+) cm/);
    const theta = numberAfter(q, /(?:= |angle of )(\d+(?:\.\d+)?) rad/);
    return /major arc/.test(q) ? measuredArc(r, TURN - theta) : measuredArc(r, theta);
  },
  'degree-radian/arc-length-degrees': (q) => {
    const diameter = /diameter (\d+) cm/.exec(q);
    const r = diameter ? Number(diameter[1]) / 2 : numberAfter(q, /(?:radius |pendulum )(\d+) cm/);
    const degrees = numberAfter(q, /(?:AOB = |angle of )(\d+)°/);
    return measuredArc(r, radiansOf(degrees));
  },
  'degree-radian/angle-from-arc-figure': (q) => {
    const r = numberAfter(q, /(?:OA = |radius )(\d+) c?m/);
    const l = numberAfter(q, /(?:arc AB is |runs )(\d+(?:\.\d+)?) c?m/);
    const theta = angleForArc(r, l);
    return /in degrees/.test(q) ? degreesOf(theta) : theta;
  },
  'degree-radian/radius-from-arc': (q) => {
    const length = mathValue(/(?:length|bend is) (.+?) c?m (?:subtends|long)/.exec(q)?.[1] ?? '');
    const radians = /angle of (\d+(?:\.\d+)?) rad/.exec(q);
    const theta = radians
      ? Number(radians[1])
      : radiansOf(numberAfter(q, /(?:angle of|through) (\d+)°/));
    return length / measuredArc(1, theta);
  },
  'degree-radian/sector-perimeter-figure': (q) => {
    const perimeter = /perimeter is (\d+(?:\.\d+)?) cm/.exec(q);
    if (perimeter) {
      const theta = numberAfter(q, /AOB = (\d+(?:\.\d+)?) rad/);
      return bisect((r) => 2 * r + measuredArc(r, theta) - Number(perimeter[1]), 0.01, 1000);
    }
    const r = numberAfter(q, /radius (\d+) cm/);
    const degrees = numberAfter(q, /(?:AOB = |angle )(\d+)°/);
    return 2 * r + measuredArc(r, radiansOf(degrees));
  },
  'degree-radian/clock-hands': (q) => {
    const hourHand = /hour hand of a clock turn in (\d+) hours?/.exec(q);
    if (hourHand) return (Number(hourHand[1]) / 12) * TURN;
    const length = /minute hand of a clock is (\d+) cm long.*in (\d+) minutes/.exec(q);
    if (length) return measuredArc(Number(length[1]), (Number(length[2]) / 60) * TURN);
    const time = /in (\d+) hours? and (\d+) minutes/.exec(q);
    return ((60 * Number(time?.[1]) + Number(time?.[2])) / 60) * TURN;
  },
  'degree-radian/turning-wheel': (q) => {
    const r = numberAfter(q, /radius (\d+) cm/);
    const perSecond = /at (\d+(?:\.\d+)?) radians per second.*in (\d+) seconds/.exec(q);
    if (perSecond) return measuredArc(r, Number(perSecond[1]) * Number(perSecond[2])) / 100;
    const rpm = numberAfter(q, /at (\d+) revolutions per minute/);
    const travel = /travels (\d+)π cm/.exec(q);
    if (travel) {
      const revolutions = (Number(travel[1]) * PI) / measuredArc(r, TURN);
      return (revolutions / rpm) * 60;
    }
    const seconds = numberAfter(q, /in (\d+) seconds/);
    return measuredArc(r, ((rpm * seconds) / 60) * TURN);
  },
  'degree-radian/angle-from-perimeter': (q) => {
    const r = numberAfter(q, /radius (\d+) cm/);
    const wire = /wire (\d+(?:\.\d+)?) cm long/.exec(q);
    if (wire) return degreesOf(angleForArc(r, Number(wire[1]) - 2 * r));
    const times = /is (twice|\d+ times) the length of its arc/.exec(q)?.[1];
    if (times) {
      const k = times === 'twice' ? 2 : Number(times.split(' ')[0]);
      return bisect((t) => 2 * r + measuredArc(r, t) - k * measuredArc(r, t), 1e-6, TURN);
    }
    const radii = /as long as (one radius|(\d+) radii together)/.exec(q);
    const k = radii?.[2] ? Number(radii[2]) : 1;
    return 2 * r + measuredArc(r, angleForArc(r, k * r));
  },
};

const items = new Map<string, GeneratedItem[]>(
  degreeRadianTemplates.map((template) => [
    template.id,
    Array.from({ length: SEEDS }, (_, seed) => template.generate(createRng(seed * 7919 + 31))),
  ]),
);

describe('degree-radian: every key computed a second way', () => {
  it('has a solver for every template', () => {
    expect(degreeRadianTemplates.map((t) => t.id).filter((id) => !SOLVERS[id])).toEqual([]);
  });

  it("computes π by Archimedes' doubling to 12 digits", () => {
    expect(Math.abs(PI - Math.PI)).toBeLessThan(1e-12);
  });

  describe.each(degreeRadianTemplates.map((t) => [t.id] as const))('%s', (id) => {
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

describeLessonShape('degree-radian', degreeRadianTemplates, items);
