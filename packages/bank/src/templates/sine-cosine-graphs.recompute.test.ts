/**
 * The sine-cosine-graphs lesson, keys computed a second way. The templates use the facts of the
 * curves (period 360°/b, maximum |a| + d, zeros at multiples of 180°, base angles of an inverse
 * sine); the solvers here read the equation printed in the question (or the curve drawn in the
 * figure) and measure what is asked numerically: periods by searching for the smallest shift
 * that repeats the curve, extremes and their x by scanning, solutions by counting sign changes
 * on a fine grid, symmetry and increase by sampling, a drawn graph by testing every option's
 * equation against the plotted points. Sine and cosine come from a rotation of the point (1, 0)
 * built from half-angles, not from the formulas the templates use. Then every gate on 50 items
 * per template, and the lesson's shape.
 */
import { describe, expect, it } from 'vitest';
import type { GeneratedItem } from '../model/item';
import { readValue } from '../quality/read-value';
import { createRng } from '../rng';
import { keyAgrees, textKeyAgrees } from './circle-recompute-kit';
import { describeLessonShape } from './lesson-shape';
import { sineCosineGraphTemplates } from './sine-cosine-graphs.templates';

const SEEDS = 50;
const RAD = Math.PI / 180;

type Curve = (x: number) => number;
type Solution = number | { text: string };

/** sin or cos of an angle in degrees, from the point (1, 0) turned through it (half-angles). */
function trig(fn: string, deg: number): number {
  const h = (deg * RAD) / 2;
  const c = Math.cos(h);
  const s = Math.sin(h);
  return fn === 'sin' ? 2 * s * c : c * c - s * s;
}

const close = (a: number, b: number, eps = 1e-6): boolean => Math.abs(a - b) <= eps;

/** 'y = -3\sin 2x + 1' as a function of x in degrees (or radians). */
function parseCurve(eq: string, radians = false): Curve {
  const m = /y = (-?\d*)\\(sin|cos)\(? ?(\d*)x\)?(?: ([+-]) ([\d.]+))?/.exec(eq);
  if (!m) throw new Error(`cannot read ${eq}`);
  const a = m[1] === '' ? 1 : m[1] === '-' ? -1 : Number(m[1]);
  const b = Number(m[3] || 1);
  const d = m[4] ? (m[4] === '-' ? -1 : 1) * Number(m[5]) : 0;
  const fn = m[2] ?? 'sin';
  return (x) => a * trig(fn, b * (radians ? x / RAD : x)) + d;
}

/** The first '$y = ...$' in a question. */
function equationIn(q: string): string {
  const m = /\$(y = [^$]*)\$/.exec(q);
  if (!m?.[1]) throw new Error(`no equation in ${q}`);
  return m[1];
}

function numberAfter(text: string, pattern: RegExp): number {
  const m = pattern.exec(text);
  if (!m?.[1]) throw new Error(`no ${pattern} in ${text}`);
  return Number(m[1]);
}

/** The smallest shift T on the grid `step` with f(x + T) = f(x) at many sample points. */
function measuredPeriod(f: Curve, step: number, limit: number): number {
  const xs = Array.from({ length: 40 }, (_, i) => 0.37 + i * 1.913 * step);
  for (let T = step; T <= limit + 1e-9; T += step) {
    if (xs.every((x) => close(f(x + T), f(x), 1e-6))) return T;
  }
  throw new Error('no period');
}

function scan(f: Curve, from: number, to: number, step: number): { x: number; y: number }[] {
  const out = [];
  for (let i = 0; from + i * step <= to + 1e-9; i += 1)
    out.push({ x: from + i * step, y: f(from + i * step) });
  return out;
}

/** The number of roots of f on [from, to]: grid points where f is 0, and sign changes between. */
function countRoots(f: Curve, from: number, to: number, step: number): number {
  const pts = scan(f, from, to, step);
  let count = 0;
  for (let i = 0; i < pts.length; i += 1) {
    const y = pts[i]?.y ?? 0;
    if (Math.abs(y) < 1e-9) {
      count += 1;
      continue;
    }
    const prev = pts[i - 1]?.y;
    if (prev !== undefined && Math.abs(prev) >= 1e-9 && prev * y < 0) count += 1;
  }
  return count;
}

function plot(item: GeneratedItem, index = 0): { x: number; y: number }[] {
  const plots = (item.figure?.elements ?? []).flatMap((e) => (e.kind === 'plot' ? [e.points] : []));
  const points = plots[index];
  if (!points) throw new Error('no plot');
  return points;
}

const fmtNumber = (v: number): string => String(Math.round(v * 1e4) / 1e4 || 0);
const intervalText = (lo: number, hi: number): string => `$[${fmtNumber(lo)}, ${fmtNumber(hi)}]$`;

/** The one option that satisfies `test`, as text. */
function onlyOption(item: GeneratedItem, test: (option: string) => boolean): { text: string } {
  const fits = (item.options ?? []).filter(test);
  if (fits.length !== 1) throw new Error(`${fits.length} options fit ${item.question}`);
  return { text: fits[0] ?? '' };
}

/** A plain degree value in an option ('$135^\circ$', '$x = 90^\circ$'). */
const optionDegrees = (o: string): number => numberAfter(o, /(-?\d+(?:\.\d+)?)\^\\circ/);

const SOLVERS: Record<string, (item: GeneratedItem) => Solution> = {
  'sine-cosine-graphs/period-from-equation': (item) => {
    const q = item.question;
    if (q.includes('radians'))
      return measuredPeriod(parseCurve(equationIn(q), true), Math.PI / 720, 2 * Math.PI);
    const f = parseCurve(equationIn(q));
    if (q.includes('next maximum')) {
      const top = f(0);
      const next = scan(f, 0.25, 400, 0.25).find((p) => close(p.y, top, 1e-9));
      if (!next) throw new Error('no next maximum');
      return next.x;
    }
    return measuredPeriod(f, 0.5, 360);
  },
  'sine-cosine-graphs/maximum-or-minimum': (item) => {
    const q = item.question;
    const max = q.includes('maximum');
    if (q.includes('spring')) {
      const m = /h = (\d+) \+ (\d+)\\(sin|cos)\((\d+)t\)/.exec(q);
      if (!m) throw new Error(q);
      const h: Curve = (t) => Number(m[1]) + Number(m[2]) * trig(m[3] ?? 'sin', Number(m[4]) * t);
      const ys = scan(h, 0, 12, 0.0625).map((p) => p.y);
      return max ? Math.max(...ys) : Math.min(...ys);
    }
    const f = parseCurve(equationIn(q));
    const pts = scan(f, 0, 360, 0.5);
    const best = pts.reduce((p, c) => ((max ? c.y > p.y : c.y < p.y) ? c : p));
    if (q.includes('value of $x$')) return best.x;
    return best.y;
  },
  'sine-cosine-graphs/identify-graph-figure': (item) => {
    const points = plot(item);
    return onlyOption(item, (o) => {
      const f = parseCurve(o);
      return points.every((p) => close(f(p.x), p.y, 1e-6));
    });
  },
  'sine-cosine-graphs/period-from-graph-figure': (item) => {
    const points = plot(item);
    const ys = points.map((p) => p.y);
    if (item.question.includes('value of $a$')) {
      const at90 = points.find((p) => close(p.x, 90));
      if (!at90) throw new Error('no point at 90°');
      return at90.y;
    }
    if (item.question.includes('value of $d$')) return (Math.max(...ys) + Math.min(...ys)) / 2;
    // The smallest shift (in grid steps) that maps the plotted values onto themselves.
    const step = (points[1]?.x ?? 0) - (points[0]?.x ?? 0);
    for (let s = 1; s < points.length; s += 1) {
      if (ys.slice(0, ys.length - s).every((y, i) => close(y, ys[i + s] ?? NaN, 1e-6)))
        return s * step;
    }
    throw new Error('no period on the graph');
  },
  'sine-cosine-graphs/value-at-a-point': (item) => {
    const q = item.question;
    const pend = /s = (\d+)\\sin\((\d+)t\)\^\\circ\$.*t = (\d+)/.exec(q);
    if (pend) return Number(pend[1]) * trig('sin', Number(pend[2]) * Number(pend[3]));
    const m = /f\(x\) = (\d+)\\(sin|cos)\(? ?(\d*)x\)?/.exec(q);
    if (!m) throw new Error(q);
    const a = Number(m[1]);
    const b = Number(m[3] || 1);
    const rad = /f\\left\(\\frac\{(\d*)\\pi\}\{(\d+)\}\\right\)/.exec(q);
    const x = rad
      ? (Number(rad[1] || 1) / Number(rad[2])) * 180
      : numberAfter(q, /f\((\d+)\^\\circ\)/);
    return a * trig(m[2] ?? 'sin', b * x);
  },
  'sine-cosine-graphs/zeros-in-one-turn': (item) => {
    const q = item.question;
    const radians = q.includes('radians');
    const f = parseCurve(equationIn(q), radians);
    if (q.includes('smallest positive')) {
      const root = scan(f, 0.125, 360, 0.125).find((p) => Math.abs(p.y) < 1e-9);
      if (!root) throw new Error('no zero');
      return root.x;
    }
    return radians ? countRoots(f, 0, 2 * Math.PI, Math.PI / 1440) : countRoots(f, 0, 360, 0.125);
  },
  'sine-cosine-graphs/range': (item) => {
    const q = item.question;
    const tide = /h = (\d+) \+ ([\d.]+)\\(sin|cos)\(30t\)/.exec(q);
    const f: Curve = tide
      ? (t) => Number(tide[1]) + Number(tide[2]) * trig(tide[3] ?? 'sin', 30 * t)
      : parseCurve(equationIn(q));
    const ys = scan(f, 0, tide ? 24 : 360, tide ? 0.0625 : 0.5).map((p) => p.y);
    return { text: intervalText(Math.min(...ys), Math.max(...ys)) };
  },
  'sine-cosine-graphs/basic-curve-features': (item) => {
    const q = item.question;
    const fn = /y = \d*\\(sin|cos) x/.exec(q)?.[1] ?? 'sin';
    const f: Curve = (x) => trig(fn, x);
    if (q.includes('increasing')) {
      return onlyOption(item, (o) => {
        const m = /(\d+)\^\\circ < x < (\d+)\^\\circ/.exec(o);
        if (!m) return false;
        const pts = scan(f, Number(m[1]), Number(m[2]), 0.5);
        return pts.every((p, i) => i === 0 || p.y > (pts[i - 1]?.y ?? Infinity));
      });
    }
    if (q.includes('cross the'))
      return onlyOption(item, (o) => Math.abs(f(optionDegrees(o))) < 1e-9);
    if (q.includes('symmetric')) {
      return onlyOption(item, (o) => {
        const c = optionDegrees(o);
        return [3, 17, 41, 77].every((t) => close(f(c - t), f(c + t), 1e-9));
      });
    }
    if (q.includes('radians')) return measuredPeriod((x) => f(x / RAD), Math.PI / 720, 4 * Math.PI);
    return measuredPeriod(f, 0.5, 720);
  },
  'sine-cosine-graphs/read-basic-graph-figure': (item) => {
    const points = plot(item);
    const q = item.question;
    if (q.includes('Find $f(')) {
      const x = numberAfter(q, /f\((\d+)\^\\circ\)/);
      const p = points.find((pt) => close(pt.x, x));
      if (!p) throw new Error('no point');
      return p.y;
    }
    const max = q.includes('greatest');
    return points.reduce((p, c) => ((max ? c.y > p.y + 1e-9 : c.y < p.y - 1e-9) ? c : p)).x;
  },
  'sine-cosine-graphs/intersections-with-line-figure': (item) => {
    const q = item.question;
    const f = parseCurve(equationIn(q));
    const k = numberAfter(q, /the line \$y = (-?\d+)\$/);
    const xMax = numberAfter(q, /x \\le (\d+)\^\\circ/);
    return countRoots((x) => f(x) - k, 0, xMax, 0.05);
  },
  'sine-cosine-graphs/compare-sin-cos-figure': (item) => {
    const q = item.question;
    if (q.includes('\\sin x = \\cos x')) {
      const upper = q.includes('180^\\circ < x');
      const from = upper ? 180 : 0;
      const g: Curve = (x) => trig('sin', x) - trig('cos', x);
      const root = scan(g, from + 0.25, from + 180 - 0.25, 0.25).find((p) => Math.abs(p.y) < 1e-9);
      if (!root) throw new Error('no crossing');
      return root.x;
    }
    if (q.includes('is the greatest')) {
      const values = (item.options ?? []).map((o) => {
        const m = /\\(sin|cos) (\d+)\^\\circ/.exec(o);
        return m ? trig(m[1] ?? 'sin', Number(m[2])) : -Infinity;
      });
      const best = Math.max(...values);
      return onlyOption(item, (o) => values[(item.options ?? []).indexOf(o)] === best);
    }
    return onlyOption(item, (o) => {
      const both = /\\sin (\d+)\^\\circ ([<>=]) \\cos (\d+)\^\\circ/.exec(o);
      if (both) {
        const s = trig('sin', Number(both[1]));
        const c = trig('cos', Number(both[3]));
        return both[2] === '>' ? s > c + 1e-9 : both[2] === '<' ? s < c - 1e-9 : close(s, c, 1e-9);
      }
      const sign = /\\(sin|cos) (\d+)\^\\circ ([<>]) 0/.exec(o);
      if (!sign) throw new Error(o);
      const v = trig(sign[1] ?? 'sin', Number(sign[2]));
      return sign[3] === '>' ? v > 0 : v < 0;
    });
  },
  'sine-cosine-graphs/oscillation-context': (item) => {
    const q = item.question;
    const pend =
      /s = (\d+)\\sin\((\d+)t\)\^\\circ\$\. Find \$s\$, in cm, when \$t = ([\d.]+)\$/.exec(q);
    if (pend) return Number(pend[1]) * trig('sin', Number(pend[2]) * Number(pend[3]));
    const spring = /h = (\d+) \+ (\d+)\\cos\((\d+)t\)/.exec(q);
    if (spring) {
      const h: Curve = (t) =>
        Number(spring[1]) + Number(spring[2]) * trig('cos', Number(spring[3]) * t);
      const low = Number(spring[1]) - Number(spring[2]);
      const first = scan(h, 0, 20, 1 / 3600).find((p) => close(p.y, low, 1e-7));
      if (!first) throw new Error('never lowest');
      // The grid point nearest the true minimum, to the checker's precision.
      return Math.round(first.x * 100) / 100;
    }
    const tide = /h = (\d+) \+ (\d+)\\sin\(30t\)/.exec(q);
    if (!tide) throw new Error(q);
    const level = numberAfter(q, /exactly \$(\d+)\$ m/);
    const T = numberAfter(q, /and \$t = (\d+)\$/);
    const h: Curve = (t) => Number(tide[1]) + Number(tide[2]) * trig('sin', 30 * t) - level;
    return countRoots(h, 0, T, 1 / 240);
  },
};

const items = new Map<string, GeneratedItem[]>(
  sineCosineGraphTemplates.map((t) => [
    t.id,
    Array.from({ length: SEEDS }, (_, seed) => t.generate(createRng(`scg-recompute${seed}`))),
  ]),
);

describe('sine-cosine-graphs: every key computed a second way', () => {
  it('has a solver for every template', () => {
    expect(sineCosineGraphTemplates.map((t) => t.id).filter((id) => !SOLVERS[id])).toEqual([]);
  });

  describe.each(sineCosineGraphTemplates.map((t) => [t.id] as const))('%s', (id) => {
    it('agrees on 50 seeds', () => {
      const solve = SOLVERS[id];
      if (!solve) throw new Error(`no solver for ${id}`);
      for (const item of items.get(id) ?? []) {
        const solution = solve(item);
        if (typeof solution !== 'number') {
          expect(textKeyAgrees(item, solution.text), `${item.question} -> ${solution.text}`).toBe(
            true,
          );
        } else if (item.exact) {
          // An exact key ('3√3', '-5/2') is compared by value: the checker refuses decimals.
          expect(readValue(item.answer)?.value, item.question).toBeCloseTo(solution, 6);
        } else {
          const verdict = keyAgrees(item, solution);
          expect(verdict.ok, `${item.question} -> ${item.answer}: ${verdict.why}`).toBe(true);
        }
      }
    });
  });
});

describeLessonShape('sine-cosine-graphs', sineCosineGraphTemplates, items);
