/**
 * The tan-graph-transformations lesson, keys computed a second way: each solver reads the
 * equation printed in the question (or the curve drawn in the figure) and measures what is
 * asked numerically, never by the period, amplitude or phase-shift formulas the templates use:
 * periods by searching for the smallest shift that repeats the sampled curve, asymptotes by
 * finding where the values jump, extremes and zeros by scanning, phase shifts by sliding the
 * basic curve until it matches, the Ferris wheel by rotating the rider's point about the centre,
 * and a drawn graph by testing every option's equation against the plotted points. Then every
 * gate on 50 items per template, and the lesson's shape.
 */
import { describe, expect, it } from 'vitest';
import type { Figure } from '../figures/figure-model';
import type { GeneratedItem } from '../model/item';
import { readValue } from '../quality/read-value';
import { createRng } from '../rng';
import { keyAgrees, textKeyAgrees } from './circle-recompute-kit';
import { describeLessonShape } from './lesson-shape';
import { tanGraphTransformationTemplates } from './tan-graph-transformations.templates';

const SEEDS = 50;
const RAD = Math.PI / 180;

type Curve = (x: number) => number;

/** The point at `deg` on a circle of radius r about (cx, cy): its y coordinate. */
function circleY(cy: number, r: number, deg: number): number {
  // Rotate (r, 0) by deg with a rotation matrix built from a half-angle pair, not sin directly.
  const half = (deg * RAD) / 2;
  const c = Math.cos(half);
  const s = Math.sin(half);
  return cy + r * 2 * s * c;
}

/** sin, cos and tan of an angle in degrees from the point on the unit circle. */
function trig(fn: string, deg: number): number {
  const y = circleY(0, 1, deg);
  const x = circleY(0, 1, deg + 90);
  if (fn === 'sin') return y;
  if (fn === 'cos') return x;
  return y / x;
}

/** Reads a number written in TeX: '3', '-2', '2.5', '\frac{\pi}{3}' (as radians). */
function texNumber(tex: string): number {
  const t = tex.trim();
  const pi = /^(-?)\\frac\{(\d*)\\pi\}\{(\d+)\}$/.exec(t);
  if (pi) return (pi[1] ? -1 : 1) * (Number(pi[2] || 1) / Number(pi[3])) * Math.PI;
  const whole = /^(-?)(\d*)\\pi$/.exec(t);
  if (whole) return (whole[1] ? -1 : 1) * Number(whole[2] || 1) * Math.PI;
  return Number(t);
}

/**
 * A printed equation 'y = A\fn ...' as a function of x (degrees unless `radians`). Handles
 * '\sin 3x', '\sin\left(2(x - 30^\circ)\right)', '\sin\left(2x - 60^\circ\right)' and
 * '\sin\left(x - \frac{\pi}{3}\right)', with an optional '+ d'.
 */
function parseCurve(eq: string, radians = false): Curve {
  const m = /^[yL] = (-?[\d.]*)\\(sin|cos|tan)(.*?)(?: ([+-]) ([\d.]+))?$/.exec(eq.trim());
  if (!m) throw new Error(`cannot read ${eq}`);
  const a = m[1] === '' ? 1 : m[1] === '-' ? -1 : Number(m[1]);
  const fn = m[2] ?? 'sin';
  const d = m[4] ? (m[4] === '-' ? -1 : 1) * Number(m[5]) : 0;
  const arg = (m[3] ?? '').trim();
  let inner: (x: number) => number;
  const plain = /^(\d*)x$/.exec(arg);
  const bracket = /^\\left\((.*)\\right\)$/.exec(arg);
  if (plain) {
    const b = Number(plain[1] || 1);
    inner = (x) => b * x;
  } else if (bracket?.[1]) {
    const body = bracket[1];
    const factored = /^(\d*)\(x ([+-]) ([\d.]+)\^\\circ\)$/.exec(body);
    const simple = /^x ([+-]) (.+?)(\^\\circ)?$/.exec(body);
    const expanded = /^(\d+)x ([+-]) ([\d.]+)\^\\circ$/.exec(body);
    if (factored) {
      const b = Number(factored[1] || 1);
      const c = (factored[2] === '-' ? 1 : -1) * Number(factored[3]);
      inner = (x) => b * (x - c);
    } else if (expanded) {
      const b = Number(expanded[1]);
      const k = (expanded[2] === '-' ? 1 : -1) * Number(expanded[3]);
      inner = (x) => b * x - k;
    } else if (simple) {
      const c = (simple[1] === '-' ? 1 : -1) * texNumber(simple[2] ?? '');
      inner = (x) => x - c;
    } else throw new Error(`cannot read the bracket ${body}`);
  } else throw new Error(`cannot read the argument ${arg}`);
  return (x) => {
    const angle = inner(x);
    return a * trig(fn, radians ? angle / RAD : angle) + d;
  };
}

/** The first '$y = ...$' (or '$L = ...$') in a question. */
function equationIn(question: string): string {
  const m = /\$((?:y|L) = [^$]*)\$/.exec(question);
  if (!m?.[1]) throw new Error(`no equation in ${question}`);
  return m[1];
}

const close = (a: number, b: number, eps = 1e-6): boolean => Math.abs(a - b) <= eps;

/** The smallest shift T in (0, limit] on the grid `step` with f(x + T) = f(x) for all samples. */
function measuredPeriod(f: Curve, step: number, limit: number): number {
  const xs = Array.from({ length: 40 }, (_, i) => 0.37 + i * 1.913 * step);
  for (let T = step; T <= limit + 1e-9; T += step) {
    if (xs.every((x) => close(f(x + T), f(x), 1e-6 * Math.max(1, Math.abs(f(x)))))) return T;
  }
  throw new Error('no period');
}

function scanRange(f: Curve, from: number, to: number, step: number): [number, number] {
  let lo = Infinity;
  let hi = -Infinity;
  for (let x = from; x <= to; x += step) {
    const y = f(x);
    lo = Math.min(lo, y);
    hi = Math.max(hi, y);
  }
  return [lo, hi];
}

/** The first grid x >= from where f reaches `value` (within 1e-9). */
function firstWhere(f: Curve, value: number, from: number, to: number, step: number): number {
  for (let i = 0; from + i * step <= to; i += 1) {
    const x = from + i * step;
    if (close(f(x), value, 1e-9)) return x;
  }
  throw new Error(`never ${value}`);
}

function numberAfter(text: string, pattern: RegExp): number {
  const m = pattern.exec(text);
  if (!m?.[1]) throw new Error(`no ${pattern} in ${text}`);
  return Number(m[1]);
}

function plotPoints(figure: Figure | undefined): { x: number; y: number }[] {
  return (figure?.elements ?? []).flatMap((e) => (e.kind === 'plot' ? e.points : []));
}

/** The option whose printed equation fits every plotted point. */
function optionFittingPlot(item: GeneratedItem): string {
  const points = plotPoints(item.figure);
  const fits = (item.options ?? []).filter((option) => {
    const f = parseCurve(option.replace(/^\$|\$$/g, '').replace(/\^\\circ$/, ''));
    return points.every((p) => close(f(p.x), p.y, 1e-6));
  });
  if (fits.length !== 1) throw new Error(`${fits.length} options fit the plot`);
  return fits[0] ?? '';
}

type Solution = number | { text: string };
type Solver = (item: GeneratedItem) => Solution;

const T = 'tan-graph-transformations';

const SOLVERS: Record<string, Solver> = {
  [`${T}/tan-period-asymptote-zero`]: (item) => {
    const q = item.question;
    const f = parseCurve(equationIn(q), q.includes('radians'));
    if (q.includes('radians')) return measuredPeriod(f, Math.PI / 720, 4 * Math.PI);
    if (q.includes('period')) return measuredPeriod(f, 0.25, 720);
    if (q.includes('asymptote')) {
      // Where consecutive samples jump from a large positive to a large negative value.
      for (let i = 0; i < 14400; i += 1) {
        const x = 0.0123 + i * 0.05;
        // A sign change with large values is a jump across an asymptote (a zero has small ones).
        const [p, q] = [f(x), f(x + 0.05)];
        if (p * q < 0 && Math.abs(p) > 5 && Math.abs(q) > 5) {
          return Math.round((x + 0.025) * 10) / 10;
        }
      }
      throw new Error('no asymptote');
    }
    return firstWhere(f, 0, 0.25, 720, 0.25);
  },
  [`${T}/tan-values`]: (item) => {
    const q = item.question;
    if (q.includes('passes through')) {
      const m =
        /y = a\\tan (\d*)x ([+-]) (\d+)\$ passes through the point \$\((\d+)\^\\circ, (-?\d+)\)/.exec(
          q,
        );
      if (!m) throw new Error(q);
      const b = Number(m[1] || 1);
      const d = (m[2] === '-' ? -1 : 1) * Number(m[3]);
      const x = Number(m[4]);
      const y = Number(m[5]);
      for (let a = -10; a <= 10; a += 1) if (close(a * trig('tan', b * x) + d, y)) return a;
      throw new Error('no a');
    }
    const f = parseCurve(`y = ${/f\(x\) = ([^$]*)\$/.exec(q)?.[1] ?? ''}`, q.includes('radians'));
    const at = /f\\left\((.*?)\\right\)/.exec(q)?.[1] ?? /f\((\d+)\^\\circ\)/.exec(q)?.[1] ?? '';
    return f(texNumber(at));
  },
  [`${T}/read-tan-graph-figure`]: (item) => {
    const asymptotes = (item.figure?.elements ?? [])
      // Dashed lines crossing the x-axis from bottom to top (not the guides to a marked point).
      .filter((e) => e.kind === 'segment' && e.dashed && e.from.y < 0 && e.to.y > 0)
      .map((e) => (e.kind === 'segment' ? e.from.x : NaN))
      .sort((p, q) => p - q);
    const [first = NaN, second = NaN] = asymptotes;
    if (item.question.includes('period')) return second - first;
    if (item.question.includes('value of $b$')) {
      for (let b = 1; b <= 12; b += 1) if (close(180 / b, second - first)) return b;
      throw new Error('no b');
    }
    return first;
  },
  [`${T}/amplitude-period-midline`]: (item) => {
    const q = item.question;
    const radians = q.includes('radians');
    const f = parseCurve(equationIn(q), radians);
    const [lo, hi] = radians ? scanRange(f, 0, 7, 0.001) : scanRange(f, 0, 360, 0.25);
    if (q.includes('period'))
      return radians ? measuredPeriod(f, Math.PI / 720, 4 * Math.PI) : measuredPeriod(f, 0.25, 720);
    if (q.includes('amplitude')) return (hi - lo) / 2;
    return (hi + lo) / 2;
  },
  [`${T}/phase-shift`]: (item) => {
    const q = item.question;
    const radians = q.includes('radians');
    const eqs = [...q.matchAll(/\$(y = [^$]*)\$/g)].map((m) => m[1] ?? '');
    const shifted = parseCurve(eqs[0] ?? '', radians);
    const base = parseCurve(
      radians ? (/the graph of \$(y = [^$]*)\$ moved/.exec(q)?.[1] ?? '') : (eqs[1] ?? ''),
      radians,
    );
    // Slide the basic curve by c until it lies on the shifted one (smallest |c| first).
    const step = radians ? Math.PI / 720 : 0.5;
    const limit = radians ? Math.PI : 90;
    const xs = Array.from({ length: 30 }, (_, i) => 0.3 + i * 0.71 * (radians ? 0.1 : 7));
    for (let k = 1; k * step <= limit; k += 1) {
      for (const c of [k * step, -k * step]) {
        if (xs.every((x) => close(shifted(x), base(x - c), 1e-6))) {
          const size = radians
            ? (/\\frac\{\\pi\}\{(\d+)\}/.exec(item.answer)?.[0] ?? '')
            : `${Math.round(Math.abs(c) * 100) / 100}^\\circ`;
          return { text: `$${size}$ ${c > 0 ? 'to the right' : 'to the left'}` };
        }
      }
    }
    throw new Error('no shift');
  },
  [`${T}/maximum-minimum-and-where`]: (item) => {
    const q = item.question;
    const f = parseCurve(equationIn(q));
    const [lo, hi] = scanRange(f, 0, 360, 0.05);
    if (q.includes('Find the minimum value')) return Math.round(lo * 1e6) / 1e6;
    return firstWhere(f, q.includes('maximum') ? hi : lo, 0, 360, 0.05);
  },
  [`${T}/range-and-parameters`]: (item) => {
    const q = item.question;
    if (q.includes('maximum value')) {
      const hi = numberAfter(q, /maximum value \$(-?\d+)\$/);
      const lo = numberAfter(q, /minimum value \$(-?\d+)\$/);
      const b = numberAfter(q, /\\(?:sin|cos) (\d+)x/);
      // Search whole a > 0 and d for a curve a·sin(bx) + d whose sampled extremes match.
      for (let a = 1; a <= 12; a += 1) {
        for (let d = -12; d <= 12; d += 1) {
          const [l, h] = scanRange((x) => a * trig('sin', b * x) + d, 0, 360, 0.25);
          if (close(l, lo) && close(h, hi)) return { text: `$a = ${a},\\ d = ${d}$` };
        }
      }
      throw new Error('no a, d');
    }
    const radians = q.includes('radians');
    const f = parseCurve(equationIn(q), radians);
    const [lo, hi] = radians ? scanRange(f, 0, 7, 0.0005) : scanRange(f, 0, 360, 0.25);
    const r = (v: number): number => Math.round(v * 1000) / 1000;
    return { text: `$[${r(lo)}, ${r(hi)}]$` };
  },
  [`${T}/identify-transformed-graph-figure`]: (item) => ({ text: optionFittingPlot(item) }),
  [`${T}/parameters-from-graph-figure`]: (item) => {
    const points = plotPoints(item.figure);
    const ys = points.map((p) => p.y);
    const hi = Math.max(...ys);
    const lo = Math.min(...ys);
    if (item.question.includes('value of $a$')) return (hi - lo) / 2;
    if (item.question.includes('value of $d$')) return (hi + lo) / 2;
    // b = number of maxima of the drawn curve on [0°, 360°) (one per cycle).
    const maxima = points.filter((p) => p.x < 360 - 1e-9 && close(p.y, hi, 1e-9)).length;
    return maxima;
  },
  [`${T}/radian-graph-figure`]: (item) => {
    const points = plotPoints(item.figure);
    const ys = points.map((p) => p.y);
    const hi = Math.max(...ys);
    const lo = Math.min(...ys);
    const firstAt = (v: number): number =>
      points.find((p) => p.x > 1e-9 && close(p.y, v, 1e-9))?.x ?? NaN;
    if (item.question.includes('greatest')) return firstAt(hi);
    if (item.question.includes('least')) return firstAt(lo);
    // The period: the smallest shift along the samples that repeats every sampled value.
    for (let s = 1; s < points.length; s += 1) {
      const repeats = points.every(
        (p, i) => i + s >= points.length || close(p.y, points[i + s]?.y ?? NaN, 1e-9),
      );
      if (repeats) return (points[s]?.x ?? NaN) - (points[0]?.x ?? NaN);
    }
    throw new Error('no period');
  },
  [`${T}/tides-context`]: (item) => {
    const q = item.question;
    const m = /h = (\d+) \+ ([\d.]+)\\sin\\left\((?:30t|30\(t - (\d+)\))\\right\)/.exec(q);
    if (!m) throw new Error(q);
    const D = Number(m[1]);
    const A = Number(m[2]);
    const s = Number(m[3] ?? 0);
    const depth: Curve = (t) => D + A * trig('sin', 30 * (t - s));
    if (q.includes('low tide')) return scanRange(depth, 0, 24, 0.01)[0];
    if (q.includes('high tide')) {
      const [, hi] = scanRange(depth, 0, 24, 0.01);
      return firstWhere(depth, hi, 0, 24, 0.01);
    }
    return depth(numberAfter(q, /at (\d+) a\.m\./));
  },
  [`${T}/ferris-wheel-context`]: (item) => {
    const q = item.question;
    const r = numberAfter(q, /radius (\d+) m/);
    const T = numberAfter(q, /every (\d+) minutes/);
    const H = numberAfter(q, /is (\d+) m above the ground/);
    // The rider starts at the bottom (angle −90° from the centre) and turns 360°/T a minute.
    const height: Curve = (t) => circleY(H, r, -90 + (360 * t) / T);
    if (q.includes('Find $k$')) {
      // The angle turned each minute: one turn of 360° in T minutes, measured by stepping.
      let k = 0;
      while (!close(k * T, 360, 1e-6)) k = Math.round((k + 0.01) * 100) / 100;
      return k;
    }
    if (q.includes('How many minutes')) {
      const h0 = numberAfter(q, /first (\d+) m above/);
      let lo = 0;
      let hi = T / 2;
      for (let i = 0; i < 80; i += 1) {
        const mid = (lo + hi) / 2;
        if (height(mid) < h0) lo = mid;
        else hi = mid;
      }
      return lo;
    }
    return height(numberAfter(q, /height (\d+) minutes after/));
  },
  [`${T}/daylight-context-figure`]: (item) => {
    const q = item.question;
    if (q.includes('Which equation')) {
      const points = plotPoints(item.figure);
      const fits = (item.options ?? []).filter((option) => {
        const m = /L = ([\d.]+) \+ ([\d.]+)\\(sin|cos)\\left\(30\(t - (\d+)\)\\right\)/.exec(
          option,
        );
        if (!m) return false;
        const f: Curve = (t) =>
          Number(m[1]) + Number(m[2]) * trig(m[3] ?? 'sin', 30 * (t - Number(m[4])));
        return points.every((p) => close(f(p.x), p.y, 1e-6));
      });
      if (fits.length !== 1) throw new Error(`${fits.length} options fit`);
      return { text: fits[0] ?? '' };
    }
    const m = /L = 12 \+ ([\d.]+)\\sin\\left\(30\(t - (\d+)\)\\right\)/.exec(q);
    if (!m) throw new Error(q);
    const L: Curve = (t) => 12 + Number(m[1]) * trig('sin', 30 * (t - Number(m[2])));
    if (q.includes('how many months')) {
      const level = numberAfter(q, /more than ([\d.]+) hours/);
      let above = 0;
      for (let t = 0.0005; t < 12; t += 0.001) if (L(t) > level) above += 0.001;
      const months = Math.round(above * 100) / 100;
      return { text: `${months} months` };
    }
    const value = L(numberAfter(q, /when \$t = (\d+)\$/));
    return { text: `$${value.toFixed(1)}$ hours` };
  },
};

const items = new Map<string, GeneratedItem[]>(
  tanGraphTransformationTemplates.map((t) => [
    t.id,
    Array.from({ length: SEEDS }, (_, seed) => t.generate(createRng(`tgt-recompute${seed}`))),
  ]),
);

describe('tan-graph-transformations: every key computed a second way', () => {
  it('has a solver for every template', () => {
    expect(tanGraphTransformationTemplates.map((t) => t.id).filter((id) => !SOLVERS[id])).toEqual(
      [],
    );
  });

  describe.each(tanGraphTransformationTemplates.map((t) => [t.id] as const))('%s', (id) => {
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
          // An exact key ('2π/3', '3√3') is compared by value: the checker refuses decimals.
          expect(readValue(item.answer)?.value, item.question).toBeCloseTo(solution, 6);
        } else {
          const verdict = keyAgrees(item, solution);
          expect(verdict.ok, `${item.question} -> ${item.answer}: ${verdict.why}`).toBe(true);
        }
      }
    });
  });
});

describeLessonShape('tan-graph-transformations', tanGraphTransformationTemplates, items);
