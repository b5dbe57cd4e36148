/**
 * Trigonometric equations: every key computed a second way. The templates solve from special
 * values and quadrant rules; here each equation is read from the question as a student reads it,
 * its left side minus its right side is evaluated at every half degree (or found by bisection
 * for calculator values), and the solutions found are typed into the checker (lists, general
 * solutions, roundings) or matched against the options. Then every gate and the lesson's shape
 * run on 50 items of every template.
 */
import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../checker/check-answer';
import { parseMathList, parseMathValue } from '../checker/parse-math';
import type { GeneratedItem } from '../model/item';
import { toPlain } from '../quality/plain-text';
import { createRng } from '../rng';
import { keyAgrees, plainQuestion } from './circle-recompute-kit';
import { describeLessonShape } from './lesson-shape';
import { trigEquationTemplates } from './trig-equations.templates';

const SEEDS = 50;
const D = Math.PI / 180;

/** The expression with its variable (θ, α, x, with a multiple: 2x) at `deg` degrees. */
function at(expression: string, deg: number): number {
  const text = expression
    .replace(/[θα]/g, `(${deg}°)`)
    .replace(/(\d*)x(?![A-Za-z])/g, (_, m: string) => `(${Number(m || '1') * deg}°)`);
  return parseMathValue(text)?.value ?? NaN;
}

/** Left side minus right side of "L = R" at `deg`. */
function residual(equation: string, deg: number): number {
  const [left = '', right = ''] = equation.split(' = ');
  return at(left, deg) - at(right, deg);
}

/** Every angle on the half-degree grid of [from, to) (bounds as the question says) solving it. */
function gridSolutions(equation: string, from: number, to: number, closed = false): number[] {
  const out: number[] = [];
  for (let deg = from; closed ? deg <= to : deg < to; deg += 0.5) {
    if (Math.abs(residual(equation, deg)) < 1e-9) out.push(deg);
  }
  return out;
}

/** The roots of f in [from, to) by sign changes on a fine grid and bisection. */
function roots(f: (t: number) => number, from: number, to: number, step = 0.01): number[] {
  const found: number[] = [];
  for (let t = from; t < to; t += step) {
    let [a, b] = [t, t + step];
    if (!(Math.sign(f(a)) * Math.sign(f(b)) < 0)) continue;
    for (let i = 0; i < 80; i += 1) {
      const m = (a + b) / 2;
      if (Math.sign(f(m)) === Math.sign(f(a))) a = m;
      else b = m;
    }
    found.push((a + b) / 2);
  }
  return found;
}

/** The equation "L = R" after `before` and up to `after` in the plain question. */
function equationIn(q: string, pattern: RegExp): string {
  const found = pattern.exec(q)?.[1];
  if (!found) throw new Error(`no equation ${pattern} in ${q}`);
  return found;
}

/** p/q for a number (q up to 360). */
function fraction(v: number): [number, number] {
  for (let q = 1; q <= 360; q += 1) {
    const p = Math.round(v * q);
    if (Math.abs(p / q - v) < 1e-9) return [p, q];
  }
  throw new Error(`no fraction for ${v}`);
}

/** An angle in degrees typed in radians as a student would: 5π/6. */
function typedRadians(deg: number): string {
  const [p, q] = fraction(deg / 180);
  const top = p === 1 ? 'π' : p === -1 ? '-π' : `${p}π`;
  return q === 1 ? top : `${top}/${q}`;
}

/** The checker accepts the found solutions typed as a list (degrees or radians). */
function listAgrees(item: GeneratedItem, degrees: number[], radians = false): void {
  const typed = degrees.map((d) => (radians ? typedRadians(d) : `${d}°`)).join(', ');
  expect(degrees.length, item.question).toBeGreaterThan(0);
  const result = checkAnswer(item, typed);
  expect(
    result.correct,
    `${item.question} -> ${item.answer}: typed ${typed}: ${result.reason}`,
  ).toBe(true);
}

/** The one option whose set of angles is `want` (values compared to 1e-6). */
function optionIsSet(item: GeneratedItem, want: number[]): void {
  const sorted = [...want].sort((a, b) => a - b);
  const matching = (item.options ?? []).filter((option) => {
    const inner = toPlain(option).replace(/^\s*\{|\}\s*$/g, '');
    const got = (parseMathList(inner) ?? [parseMathValue(inner)])
      .map((v) => v?.value ?? NaN)
      .sort((a, b) => a - b);
    return (
      got.length === sorted.length && got.every((v, i) => Math.abs(v - (sorted[i] ?? NaN)) < 1e-6)
    );
  });
  expect(matching, `${item.question} -> ${sorted.join(', ')}`).toEqual([item.answer]);
}

/** "for 0° ≤ θ < 360°", "-180° < θ ≤ 180°", "0 ≤ θ < 2π": the interval in degrees. */
function intervalOf(q: string): { from: number; to: number; closed: boolean; radians: boolean } {
  if (/< 2π/.test(q)) return { from: 0, to: 360, closed: false, radians: true };
  const m = /(-?\d+)° (<|≤) \S+ (<|≤) (\d+)°/.exec(q);
  if (!m) throw new Error(`no interval in ${q}`);
  const from = Number(m[1]) + (m[2] === '<' ? 0.5 : 0);
  return { from, to: Number(m[4]), closed: m[3] === '≤', radians: false };
}

type Solver = (q: string, item: GeneratedItem) => void;

/** "Solve EQ for INTERVAL": every solution on the grid, typed into the checker. */
const solveOnGrid: Solver = (q, item) => {
  const equation = equationIn(q, /Solve (.+?) for /);
  const range = intervalOf(q);
  listAgrees(item, gridSolutions(equation, range.from, range.to, range.closed), range.radians);
};

const SOLVERS: Record<string, Solver> = {
  'trig-equations/basic-sin-cos': solveOnGrid,
  'trig-equations/basic-tan': solveOnGrid,
  'trig-equations/linear-equation': solveOnGrid,
  'trig-equations/quadratic-in-sin': solveOnGrid,
  'trig-equations/multiple-angle-figure': solveOnGrid,
  'trig-equations/solution-set-choice': (q, item) => {
    const equation = equationIn(q, /of (.+?) for /);
    const found = gridSolutions(equation, 0, 360);
    optionIsSet(item, /2π/.test(q) ? found.map((d) => d * D) : found);
  },
  'trig-equations/equation-with-sign-condition': (q, item) => {
    if (item.frame === 'interval') return solveOnGrid(q, item);
    const equation = equationIn(q, /if (.+?) and /);
    const condition = equationIn(q, / and (.+?), where/);
    const m = /^(.+) ([<>]) 0$/.exec(condition);
    const kept = gridSolutions(equation, 0, 360).filter((deg) =>
      m ? at(m[1] ?? '', deg) > 0 === (m[2] === '>') : Math.abs(residual(condition, deg)) < 1e-9,
    );
    listAgrees(item, kept);
  },
  'trig-equations/count-solutions-graph-figure': (q, item) => {
    const m = /How many solutions does (sin|cos) (\d*)x = (.+?) have/.exec(q);
    if (!m) throw new Error(q);
    const [fn, times, k] = [m[1], Number(m[2] || '1'), parseMathValue(m[3] ?? '')?.value ?? NaN];
    const r = (deg: number): number =>
      (fn === 'sin' ? Math.sin(times * deg * D) : Math.cos(times * deg * D)) - k;
    // Zeros on a fine grid (touching points) and sign changes between grid points (crossings).
    let count = 0;
    let previous = NaN;
    for (let i = 0; i <= 36000; i += 1) {
      const value = r(i / 100);
      if (Math.abs(value) < 1e-9) {
        count += 1;
        previous = NaN;
        continue;
      }
      if (Number.isFinite(previous) && Math.sign(previous) !== Math.sign(value)) count += 1;
      previous = value;
    }
    const verdict = keyAgrees(item, count);
    expect(verdict.ok, `${q} -> ${item.answer}: ${count}: ${verdict.why}`).toBe(true);
  },
  'trig-equations/calculator-value-choice': (q, item) => {
    const m = /Solve (sin|cos|tan) x = (-?\d+(?:\.\d+)?) for/.exec(q);
    if (!m) throw new Error(q);
    const [fn, v] = [m[1], Number(m[2])];
    const f = (deg: number): number =>
      (fn === 'sin' ? Math.sin(deg * D) : fn === 'cos' ? Math.cos(deg * D) : Math.tan(deg * D)) - v;
    // Sign changes at the tangent's asymptotes are not roots.
    const found = roots(f, 0, 360).filter((deg) => Math.abs(f(deg)) < 1e-6);
    optionIsSet(
      item,
      found.map((d) => Number(d.toFixed(1))),
    );
  },
  'trig-equations/general-solution': (q, item) => {
    const equation = equationIn(q, /of (.+?) in (?:degrees|radians)/);
    const found = gridSolutions(equation, 0, 360);
    // Every solution of one turn plus whole turns: the same set, however the key groups it.
    const typed = found
      .map((d) => (/radians/.test(q) ? `${typedRadians(d)} + 2πn` : `${d}° + 360°n`))
      .join(', ');
    const result = checkAnswer(item, typed);
    expect(result.correct, `${q} -> ${item.answer}: typed ${typed}: ${result.reason}`).toBe(true);
  },
  'trig-equations/periodic-model-figure': (q, item) => {
    const m =
      /= (\d+) ([+-]) (\d+)(sin|cos)\((\d+)t\)° .*? for 0 ≤ t < (\d+)\..*? is (\d+(?:\.\d+)?) /.exec(
        q,
      );
    if (!m) throw new Error(q);
    const [p, sign, amp, fn, k, end, level] = [
      Number(m[1]),
      m[2] === '-' ? -1 : 1,
      Number(m[3]),
      m[4],
      Number(m[5]),
      Number(m[6]),
      Number(m[7]),
    ];
    const model = (t: number): number =>
      p + sign * amp * (fn === 'sin' ? Math.sin(k * t * D) : Math.cos(k * t * D));
    const times: number[] = [];
    for (let t = 0; t < end; t += 0.25) if (Math.abs(model(t) - level) < 1e-9) times.push(t);
    expect(times.length, q).toBeGreaterThan(0);
    const result = checkAnswer(item, times.join(', '));
    expect(result.correct, `${q} -> ${item.answer}: ${times.join(', ')}: ${result.reason}`).toBe(
      true,
    );
  },
  'trig-equations/solution-check-choice': (q, item) => {
    const equation = equationIn(q, /solution of (.+?)\?$/);
    const solves = (item.options ?? []).filter((option) => {
      const angle = parseMathValue(toPlain(option));
      if (!angle) return false;
      const deg = angle.angleUnit === 'deg' ? angle.value : angle.value / D;
      return Math.abs(residual(equation, deg)) < 1e-9;
    });
    expect(solves, q).toEqual([item.answer]);
  },
  'trig-equations/periodic-model-calculator-figure': (q, item) => {
    const m = /d = (\d+) \+ (\d+)sin\(30t\)° .*? (\d+(?:\.\d+)?) metres/.exec(q);
    if (!m) throw new Error(q);
    const [p, amp, level] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const times = roots((t) => p + amp * Math.sin(30 * t * D) - level, 0, 12, 0.001);
    expect(times, q).toHaveLength(2);
    const [t1 = NaN, t2 = NaN] = times;
    const value = item.frame === 'first-time' ? t1 : item.frame === 'second-time' ? t2 : t2 - t1;
    const verdict = keyAgrees(item, value);
    expect(verdict.ok, `${q} -> ${item.answer}: ${value}: ${verdict.why}`).toBe(true);
  },
};

const items = new Map<string, GeneratedItem[]>(
  trigEquationTemplates.map((t) => [
    t.id,
    Array.from({ length: SEEDS }, (_, seed) => t.generate(createRng(`te-recompute${seed}`))),
  ]),
);

describe('trig-equations: every key computed a second way', () => {
  it('has a solver for every template', () => {
    expect(trigEquationTemplates.map((t) => t.id).filter((id) => !SOLVERS[id])).toEqual([]);
  });

  describe.each(trigEquationTemplates.map((t) => [t.id] as const))('%s', (id) => {
    it('agrees on 50 seeds', () => {
      const solve = SOLVERS[id];
      if (!solve) throw new Error(`no solver for ${id}`);
      for (const item of items.get(id) ?? []) solve(plainQuestion(item), item);
    });
  });
});

// Equations have less to draw than triangles: a graph with the line of the equation (counting,
// multiple angles) and the graphs of the periodic models; a drawing of sin x = 1/2 alone would
// not help the student.
describeLessonShape('trig-equations', trigEquationTemplates, items, { figureShare: 0.3 });
