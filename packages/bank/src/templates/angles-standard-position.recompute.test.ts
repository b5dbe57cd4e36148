/**
 * Angles in standard position: every key computed a second way. Each solver reads the question as
 * a student does and works with directions, not with the templates' arithmetic: an angle becomes
 * the point (cos θ, sin θ) turned step by step, its quadrant or half-axis is read from the signs
 * of its coordinates, angles between sides come from a dot product, and "coterminal" searches and
 * counts are brute-force scans over every whole degree. The checker must accept the stored key
 * for the recomputed value. Then every gate and the lesson's shape are checked.
 */
import { describe, expect, it } from 'vitest';
import type { GeneratedItem } from '../model/item';
import { toPlain } from '../quality/plain-text';
import { createRng } from '../rng';
import { angleStandardPositionTemplates } from './angles-standard-position.templates';
import { keyAgrees, numberAfter, plainQuestion, textKeyAgrees } from './circle-recompute-kit';
import { describeLessonShape } from './lesson-shape';

const SEEDS = 50;
const RAD = Math.PI / 180;

interface Direction {
  x: number;
  y: number;
}
const direction = (deg: number): Direction => ({ x: Math.cos(deg * RAD), y: Math.sin(deg * RAD) });
/** Turns a direction by `deg` (anticlockwise positive), one degree at a time. */
function turn(d: Direction, deg: number): Direction {
  let { x, y } = d;
  const step = Math.sign(deg) * RAD;
  for (let i = 0; i < Math.abs(Math.round(deg)); i += 1) {
    [x, y] = [x * Math.cos(step) - y * Math.sin(step), x * Math.sin(step) + y * Math.cos(step)];
  }
  return { x, y };
}
/** The direction's angle from the positive x-axis, in [0, 360). */
const angleOf = (d: Direction): number => {
  const a = Math.atan2(d.y, d.x) / RAD;
  const r = Math.round(a * 1e6) / 1e6;
  return r < 0 ? r + 360 : r === 360 ? 0 : r;
};
const EPS = 1e-6;
const QUADRANT_BY_SIGNS = (d: Direction): string => {
  if (d.x > EPS && d.y > EPS) return 'first';
  if (d.x < -EPS && d.y > EPS) return 'second';
  if (d.x < -EPS && d.y < -EPS) return 'third';
  if (d.x > EPS && d.y < -EPS) return 'fourth';
  throw new Error('on an axis');
};
const AXIS_BY_SIGNS = (d: Direction): string => {
  if (Math.abs(d.y) < EPS) return d.x > 0 ? 'The positive $x$-axis' : 'The negative $x$-axis';
  if (Math.abs(d.x) < EPS) return d.y > 0 ? 'The positive $y$-axis' : 'The negative $y$-axis';
  throw new Error('not on an axis');
};
/** Whether two whole-degree angles have the same terminal side, by comparing directions. */
const sameSide = (a: number, b: number): boolean => {
  const [p, q] = [direction(a), direction(b)];
  return Math.hypot(p.x - q.x, p.y - q.y) < EPS;
};
/** Every whole-degree angle strictly between lo and hi with the same terminal side as theta. */
const scan = (lo: number, hi: number, theta: number): number[] => {
  const found: number[] = [];
  for (let v = Math.floor(lo) + 1; v < hi; v += 1) if (sameSide(v, theta)) found.push(v);
  return found;
};
const only = (values: number[]): number => {
  if (values.length !== 1) throw new Error(`expected one value, found ${values.join(', ')}`);
  return values[0] ?? NaN;
};
/** A coordinate written 5, -3, 2√(3), -√(3). */
function coordinate(text: string): number {
  const root = /^(-?)(\d*)√\(?3\)?$/.exec(text.trim());
  if (!root) return Number(text);
  return (root[1] ? -1 : 1) * (root[2] ? Number(root[2]) : 1) * Math.sqrt(3);
}
const signed = (size: number, way: string | undefined): number =>
  way === 'clockwise' ? -size : size;
const WORD_NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3 };
const PARTS: Record<string, number> = { 'a quarter': 90, 'a half': 180, 'three quarters': 270 };

/** The one option that passes, as text (MCQ keys whose options are angles or pairs). */
function optionWhere(item: GeneratedItem, pass: (values: number[]) => boolean): { text: string } {
  // Options are one angle or a pair ('$20^\\circ$ and $380^\\circ$'): every number in them.
  const numbers = (option: string): number[] =>
    (toPlain(option).match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
  const passing = (item.options ?? []).filter((o) => pass(numbers(o)));
  if (passing.length !== 1) throw new Error(`${passing.length} options pass in ${item.question}`);
  return { text: passing[0] ?? '' };
}

type Solver = (q: string, item: GeneratedItem) => number | { text: string };

const SOLVERS: Record<string, Solver> = {
  'angles-standard-position/quadrantal-angle': (q, item) => {
    if (/Which of the following is a quadrantal angle/.test(q)) {
      return optionWhere(item, ([v = NaN]) => {
        const d = direction(v);
        return Math.abs(d.x) < EPS || Math.abs(d.y) < EPS;
      });
    }
    const crane = /through (\d+) quarter turns? (anticlockwise|clockwise)/.exec(q);
    const theta = crane
      ? signed(90 * Number(crane[1]), crane[2])
      : numberAfter(q, /angle of (-?\d+)°/);
    return { text: AXIS_BY_SIGNS(turn(direction(0), theta)) };
  },
  'angles-standard-position/quadrant-of-angle': (q) => {
    const arm = /turns through (\d+)° (anticlockwise|clockwise)/.exec(q);
    const added = /measures (-?\d+)°.*θ \+ (\d+)°/.exec(q);
    const theta = arm
      ? signed(Number(arm[1]), arm[2])
      : added
        ? Number(added[1]) + Number(added[2])
        : numberAfter(q, /angle of (-?\d+)°/);
    return { text: `The ${QUADRANT_BY_SIGNS(turn(direction(0), theta))} quadrant` };
  },
  'angles-standard-position/which-is-coterminal': (q, item) => {
    if (/Which pair/.test(q)) return optionWhere(item, ([a = NaN, b = NaN]) => sameSide(a, b));
    const theta = numberAfter(q, /coterminal with (-?\d+)°/);
    const not = /is not coterminal/.test(q);
    return optionWhere(item, ([v = NaN]) => sameSide(v, theta) !== not);
  },
  'angles-standard-position/smallest-positive-coterminal': (q) => {
    const turns =
      /made by (\d+) full turns anticlockwise followed by a further turn of (\d+)° clockwise/.exec(
        q,
      );
    const theta = turns
      ? 360 * Number(turns[1]) - Number(turns[2])
      : /windmill/.test(q)
        ? numberAfter(q, /turns through (\d+)° anticlockwise/)
        : numberAfter(q, /coterminal with (-?\d+)°/);
    return only(scan(0, 360, theta));
  },
  'angles-standard-position/negative-coterminal': (q) => {
    const theta = /fan blade/.test(q)
      ? numberAfter(q, /as the angle (\d+)°/)
      : numberAfter(q, /coterminal with (\d+)°/);
    return only(scan(-360, 0, theta));
  },
  'angles-standard-position/measure-from-figure': (q) => {
    const quadrant = /lies in the (first|second|third|fourth) quadrant/.exec(q)?.[1];
    const alpha = numberAfter(q, /makes an angle of (\d+)°/);
    const axis = /with the (positive|negative) (x|y)-axis/.exec(q);
    const axisDeg = { 'positive x': 0, 'positive y': 90, 'negative x': 180, 'negative y': 270 }[
      `${axis?.[1]} ${axis?.[2]}` as 'positive x'
    ];
    const candidates = [alpha, -alpha]
      .map((a) => turn(direction(axisDeg), a))
      .filter((d) => QUADRANT_BY_SIGNS(d) === quadrant);
    return angleOf(candidates.length === 1 ? (candidates[0] as Direction) : { x: NaN, y: NaN });
  },
  'angles-standard-position/clockwise-angle-figure': (q) => {
    if (/negative angle between/.test(q)) {
      const shown = angleOf(turn(direction(0), numberAfter(q, /an angle of (\d+)°/)));
      return only(scan(-360, 0, shown));
    }
    const beta = numberAfter(q, /(\d+)° clockwise/);
    return angleOf(turn(direction(0), -beta));
  },
  'angles-standard-position/terminal-through-point': (q) => {
    const point = /P\(([^,]+), ([^)]+(?:\))?)\)/.exec(q);
    if (!point) throw new Error(`no point in ${q}`);
    return angleOf({ x: coordinate(point[1] ?? ''), y: coordinate(point[2] ?? '') });
  },
  'angles-standard-position/coterminal-in-range': (q) => {
    const wheel = /more than (\d+) but fewer than (\d+) complete turns.*at the angle (\d+)°/.exec(
      q,
    );
    if (wheel) {
      return only(scan(360 * Number(wheel[1]), 360 * Number(wheel[2]), Number(wheel[3])));
    }
    const theta = numberAfter(q, /coterminal with (\d+)°/);
    const above = /greater than (\d+)°/.exec(q);
    if (above) return scan(Number(above[1]), Number(above[1]) + 400, theta)[0] ?? NaN;
    const between = /lies between (-?\d+)° and (-?\d+)°/.exec(q);
    return only(scan(Number(between?.[1]), Number(between?.[2]), theta));
  },
  'angles-standard-position/rotation-in-context': (q) => {
    let seat = direction(numberAfter(q, /starts at the angle (\d+)°/));
    const rate = /at (\d+)° per minute\. Find .* after (\d+) minutes/.exec(q);
    const fraction =
      /clockwise through (one|two|three) and (a quarter|a half|three quarters) turns/.exec(q);
    const moves = /turns (\d+)° anticlockwise and then (\d+)° clockwise/.exec(q);
    if (rate) {
      for (let minute = 0; minute < Number(rate[2]); minute += 1) {
        seat = turn(seat, Number(rate[1]));
      }
    } else if (fraction) {
      for (let t = 0; t < (WORD_NUMBERS[fraction[1] ?? ''] ?? NaN); t += 1) seat = turn(seat, -360);
      seat = turn(seat, -(PARTS[fraction[2] ?? ''] ?? NaN));
    } else if (moves) {
      seat = turn(turn(seat, Number(moves[1])), -Number(moves[2]));
    } else throw new Error(`no motion in ${q}`);
    return angleOf(seat);
  },
  'angles-standard-position/angle-between-terminal-sides': (q) => {
    const dial =
      /OP turns (\d+)° (anticlockwise|clockwise) and pointer OQ turns (\d+)° (anticlockwise|clockwise)/.exec(
        q,
      );
    const pair = /angles of (-?\d+)° and (-?\d+)°/.exec(q);
    const [a, b] = dial
      ? [signed(Number(dial[1]), dial[2]), signed(Number(dial[3]), dial[4])]
      : [Number(pair?.[1]), Number(pair?.[2])];
    const [p, r] = [turn(direction(0), a), turn(direction(0), b)];
    const smaller = Math.acos(Math.max(-1, Math.min(1, p.x * r.x + p.y * r.y))) / RAD;
    return /reflex/.test(q) ? 360 - smaller : smaller;
  },
  'angles-standard-position/count-coterminal': (q) => {
    const theta = /wheel/.test(q)
      ? numberAfter(q, /position at (\d+)°/)
      : numberAfter(q, /coterminal with (\d+)°/);
    const between = /between (-?\d+)° and (-?\d+)°/.exec(q);
    if (between) return scan(Number(between[1]), Number(between[2]), theta).length;
    const below = numberAfter(q, /(?:less than|anticlockwise through) (\d+)°/);
    return scan(0, below, theta).length;
  },
};

const items = new Map<string, GeneratedItem[]>(
  angleStandardPositionTemplates.map((template) => [
    template.id,
    Array.from({ length: SEEDS }, (_, seed) => template.generate(createRng(seed * 7919 + 29))),
  ]),
);

describe('angles-standard-position: every key computed a second way', () => {
  it('has a solver for every template', () => {
    expect(angleStandardPositionTemplates.map((t) => t.id).filter((id) => !SOLVERS[id])).toEqual(
      [],
    );
  });

  describe.each(angleStandardPositionTemplates.map((t) => [t.id] as const))('%s', (id) => {
    it('agrees on 50 seeds', () => {
      const solve = SOLVERS[id];
      if (!solve) throw new Error(`no solver for ${id}`);
      for (const item of items.get(id) ?? []) {
        const solution = solve(plainQuestion(item), item);
        if (typeof solution === 'number') {
          const verdict = keyAgrees(item, solution);
          expect(verdict.ok, `${item.question} -> ${item.answer}: ${verdict.why}`).toBe(true);
        } else if (item.type === 'MCQ') {
          expect(textKeyAgrees(item, solution.text), `${item.question} -> ${item.answer}`).toBe(
            true,
          );
        } else {
          expect(item.answer, item.question).toBe(solution.text);
        }
      }
    });
  });
});

describeLessonShape('angles-standard-position', angleStandardPositionTemplates, items);
