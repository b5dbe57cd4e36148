/**
 * Basic identities: every key computed a second way. The templates work with identities written
 * out symbolically; here every expression is evaluated as numbers at several angles (an option
 * is "equal" to an expression when it agrees at all of them), angles are found by scanning an
 * interval for the given ratio, and lengths by coordinates. An exact key is checked with the
 * checker against a fraction rebuilt from the computed number. Then every gate and the lesson's
 * shape run on 50 items of every template.
 */
import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../checker/check-answer';
import { parseMathValue } from '../checker/parse-math';
import type { GeneratedItem } from '../model/item';
import { toPlain } from '../quality/plain-text';
import { createRng } from '../rng';
import { basicIdentityTemplates } from './basic-identities.templates';
import { keyAgrees, plainQuestion, textKeyAgrees } from './circle-recompute-kit';
import { describeLessonShape } from './lesson-shape';

const SEEDS = 50;
const D = Math.PI / 180;
const FNS: Record<string, (deg: number) => number> = {
  sin: (x) => Math.sin(x * D),
  cos: (x) => Math.cos(x * D),
  tan: (x) => Math.tan(x * D),
  csc: (x) => 1 / Math.sin(x * D),
  sec: (x) => 1 / Math.cos(x * D),
  cot: (x) => 1 / Math.tan(x * D),
};
/** Angles where every ratio is defined, one in each quadrant and more. */
const PROBES = [23, 51, 68, 137, 246, 301];

/** A TeX or plain expression in one variable (θ, x, α, β), evaluated at `deg` degrees. */
function valueAt(expression: string, deg: number): number {
  const plain = toPlain(
    expression.includes('\\') ? `$${expression.replace(/^\$|\$$/g, '')}$` : expression,
  )
    .replace(/[θαβ]/g, `(${deg}°)`)
    .replace(/(?<![A-Za-z])x(?![A-Za-z])/g, `(${deg}°)`);
  return parseMathValue(plain)?.value ?? NaN;
}

function sameAtProbes(a: string, b: string): boolean {
  return PROBES.every((deg) => {
    const [x, y] = [valueAt(a, deg), valueAt(b, deg)];
    return Number.isFinite(x) && Math.abs(x - y) < 1e-9 * Math.max(1, Math.abs(x));
  });
}

/** The single option for which `holds` is true; fails the test unless there is exactly one. */
function onlyOption(item: GeneratedItem, holds: (option: string) => boolean): { text: string } {
  const found = (item.options ?? []).filter(holds);
  expect(found, `${item.question} -> ${found.join(' | ')}`).toHaveLength(1);
  return { text: found[0] ?? '' };
}

/** p/q (q up to 2000) equal to v, by a search over denominators (not the template's fractions). */
function asFraction(v: number): string {
  for (let q = 1; q <= 2000; q += 1) {
    const p = Math.round(v * q);
    if (Math.abs(p / q - v) < 1e-9) return q === 1 ? String(p) : `${p}/${q}`;
  }
  throw new Error(`no fraction for ${v}`);
}

/** The exact key agrees with the computed number: the checker accepts it typed as a fraction. */
function exactAgrees(item: GeneratedItem, value: number): { ok: boolean; why: string } {
  const typed = `${asFraction(value)}${item.unit ? ` ${item.unit}` : ''}`;
  const result = checkAnswer(item, typed);
  return { ok: result.correct, why: `${typed}: ${result.reason}` };
}

/** The math between `before` and `after` in the plain question, evaluated. */
function numberIn(q: string, pattern: RegExp): number {
  const raw = pattern.exec(q)?.[1];
  if (raw === undefined) throw new Error(`no ${pattern} in ${q}`);
  const value = parseMathValue(raw)?.value;
  if (value === undefined) throw new Error(`cannot read ${raw}`);
  return value;
}

/** Every angle (to 1e-9) in [lo, hi] where fn equals `target`, by a fine scan and bisection. */
function anglesWhere(fn: string, target: number, lo: number, hi: number): number[] {
  const f = (t: number): number => (FNS[fn]?.(t) ?? NaN) - target;
  const found: number[] = [];
  const step = 0.01;
  for (let t = lo; t < hi; t += step) {
    let [a, b] = [t, Math.min(t + step, hi)];
    if (Math.sign(f(a)) === Math.sign(f(b))) continue;
    for (let i = 0; i < 80; i += 1) {
      const m = (a + b) / 2;
      if (Math.sign(f(m)) === Math.sign(f(a))) a = m;
      else b = m;
    }
    found.push((a + b) / 2);
  }
  return found.filter((t) => Math.abs(f(t)) < 1e-6);
}

/** θ from "fn θ = value and lo° < θ < hi°" in a plain question (one angle only). */
function angleFromQuestion(q: string): number {
  const m = /(sin|cos|tan)θ = (.+?) and (\d+)° < θ < (\d+)°/.exec(q);
  if (!m) throw new Error(`no ratio and interval in ${q}`);
  const target = parseMathValue(m[2] ?? '')?.value ?? NaN;
  const found = anglesWhere(m[1] ?? '', target, Number(m[3]) + 1e-6, Number(m[4]) - 1e-6);
  expect(found, q).toHaveLength(1);
  return found[0] ?? NaN;
}

/** The proof's lines, as written: the left side, then each step's expression. */
function proofLines(item: GeneratedItem): { lhs: string; steps: string[] } {
  const steps = [...item.question.matchAll(/Step (\d): \$(.+?)\$\./g)].map((m) => m[2] ?? '');
  const [lhs = '', first = ''] = (steps[0] ?? '').split(/ = /);
  return { lhs, steps: [first, ...steps.slice(1).map((s) => s.replace(/^= /, ''))] };
}

/**
 * What each step of each proof does, written here by hand from the mathematics (not from the
 * templates' reasons): a word the reason for that step must contain. Keyed by the proof's left
 * side with x for the variable.
 */
const STEP_WORDS: Record<string, [RegExp, RegExp, RegExp]> = {
  'sec^2 x - tan^2 x': [/sec/, /same denominator/, /1 - sin\^2/],
  '(1 - cos^2 x)/(sin x)': [/1 = sin\^2/, /cancel/, /sin x · sin x/],
  '(sin x)/(1 + cos x)': [
    /top and the bottom/,
    /\(1 \+ cos x\)\(1 - cos x\)/,
    /1 - cos\^2 x = sin\^2/,
  ],
  '(1 + tan^2 x)cos^2 x': [/1 \+ tan\^2 x = sec\^2/, /sec x = /, /multiplies its top/],
  'tan x + cot x': [/tan x = /, /common denominator/, /sin\^2 x \+ cos\^2 x = 1/],
  'cot x sec x': [/cot x = /, /top by top/, /cancels/],
};

type Solver = (q: string, item: GeneratedItem) => number | { text: string } | { exact: number };

const SOLVERS: Record<string, Solver> = {
  'basic-identities/simplify-expression': (q, item) => {
    if (item.frame === 'is-identity') {
      return onlyOption(item, (o) => {
        const [left = '', right = ''] = o.replace(/^\$|\$$/g, '').split(' = ');
        return sameAtProbes(left, right);
      });
    }
    const target =
      item.frame === 'simplify'
        ? (/Simplify (.+)\.$/.exec(q)?.[1] ?? '')
        : (/equal to (.+?) for every/.exec(q)?.[1] ?? '');
    return onlyOption(item, (o) => sameAtProbes(toPlain(o), target));
  },
  'basic-identities/pythagorean-value': (q) =>
    parseMathValue(/value of (.+)\.$/.exec(q)?.[1] ?? '')?.value ?? NaN,
  'basic-identities/expression-from-ratio': (q) => {
    const [, fn = 'sin', v = ''] = /(sin|cos)θ = (.+?), find/.exec(q) ?? [];
    const found = anglesWhere(fn, parseMathValue(v)?.value ?? NaN, 1e-6, 90 - 1e-6);
    expect(found).toHaveLength(1);
    return { exact: valueAt(/value of (.+)\.$/.exec(q)?.[1] ?? '', found[0] ?? NaN) };
  },
  'basic-identities/quotient-identity': (q) => {
    const s = numberIn(q, /sinθ = (.+?) and/);
    if (q.includes('find cosθ')) return { exact: s / numberIn(q, /tanθ = (.+?), find/) };
    const c = numberIn(q, /cosθ = (.+?), find/);
    // The angle itself, from its sine and cosine, then its tangent or cotangent.
    const theta = Math.atan2(s, c) / D;
    return {
      exact: q.includes('find tan') ? (FNS.tan?.(theta) ?? NaN) : (FNS.cot?.(theta) ?? NaN),
    };
  },
  'basic-identities/cofunction-equation': (q, item) => {
    const equation = /If (.+) where/.exec(q)?.[1] ?? '';
    const linear = [...equation.matchAll(/\((\d*)x(?: \+ (\d+)°)?\)/g)].map(
      (m) => [Number(m[1] || '1'), Number(m[2] ?? '0')] as const,
    );
    const calls = [
      ...equation.matchAll(/(sin|cos|tan|cot|sec|csc)(?:\((\d*)x(?: \+ (\d+)°)?\)| (\d+)°)/g),
    ];
    const side = (x: number, part: string): number =>
      [...part.matchAll(/(sin|cos|tan|cot|sec|csc)(?:\((\d*)x(?: \+ (\d+)°)?\)| (\d+)°)/g)]
        .map((m) => {
          const angle = m[4] ? Number(m[4]) : Number(m[2] || '1') * x + Number(m[3] ?? '0');
          return FNS[m[1] ?? '']?.(angle) ?? NaN;
        })
        .reduce((p, v) => p * v, 1);
    expect(calls.length).toBeGreaterThanOrEqual(2);
    const [left = '', right = ''] = equation.split(' = ');
    const holds = (x: number): boolean => {
      const acute = linear.every(([a, b]) => a * x + b > 0 && a * x + b < 90);
      const r = right.trim() === '1' ? 1 : side(x, right);
      return acute && Math.abs(side(x, left) - r) < 1e-9;
    };
    const option = onlyOption(item, (o) => holds(parseMathValue(toPlain(o))?.value ?? NaN));
    return parseMathValue(toPlain(option.text))?.value ?? NaN;
  },
  'basic-identities/reciprocal-ratios-figure': (q) => {
    const m = /triangle (\w)(\w)(\w), \w\w = (\d+), \w\w = (\d+) and \w\w = (\d+)/.exec(q);
    if (!m) throw new Error(q);
    const [B, adjacent, opposite, hyp] = [m[2] ?? '', Number(m[4]), Number(m[5]), Number(m[6])];
    // B at the origin, C along the x-axis, A above C: the angle at B from the coordinates.
    const A = { x: adjacent, y: opposite };
    expect(Math.hypot(A.x, A.y)).toBeCloseTo(hyp, 9);
    const angle = Math.atan2(A.y, A.x) / D;
    const expression = (/value of (.+)\.$/.exec(q)?.[1] ?? '').replace(new RegExp(B, 'g'), 'x');
    return { exact: valueAt(expression, angle) };
  },
  'basic-identities/reciprocal-value': (q) => {
    const [, given = 'sin', v = '', asked = 'csc'] = /(\w+)θ = (.+?), find (\w+)θ/.exec(q) ?? [];
    const g = parseMathValue(v)?.value ?? NaN;
    // An angle with the given ratio (acute, as the value is positive), then the asked ratio.
    const inverse: Record<string, number> = {
      sin: Math.asin(g),
      cos: Math.acos(g),
      tan: Math.atan(g),
      csc: Math.asin(1 / g),
      sec: Math.acos(1 / g),
      cot: Math.atan(1 / g),
    };
    return { exact: FNS[asked]?.((inverse[given] ?? NaN) / D) ?? NaN };
  },
  'basic-identities/proof-step-choice': (q, item) => {
    const { lhs, steps } = proofLines(item);
    const frame = item.frame ?? '';
    if (frame.startsWith('first-mistake')) {
      const wrong = steps.findIndex((s) => !sameAtProbes(s, lhs));
      expect(wrong, q).toBeGreaterThanOrEqual(0);
      return { text: `Step ${wrong + 1}` };
    }
    const k = Number(/Step (\d)\?$/.exec(q)?.[1] ?? NaN) - 1;
    if (frame.startsWith('fill-step')) {
      expect(steps[k]).toBe('\\ldots');
      return onlyOption(item, (o) => sameAtProbes(o.replace(/^\$|\$$/g, ''), lhs));
    }
    const words = STEP_WORDS[toPlain(`$${lhs}$`).replace(/[θαβ]/g, 'x')];
    if (!words) throw new Error(`no table entry for ${lhs}`);
    return onlyOption(item, (o) => {
      const plain = toPlain(o).replace(/[θαβ]/g, 'x');
      // A reason written as one equation must also be true.
      const equation = /^\$[^$]*=[^$]*\$$/.test(o) ? plain.split(' = ') : null;
      const true_ = equation ? sameAtProbes(equation[0] ?? '', equation[1] ?? '') : true;
      return true_ && words[k]?.test(plain) === true;
    });
  },
  'basic-identities/value-in-quadrant-figure': (q) => {
    const theta = angleFromQuestion(q);
    return { exact: valueAt(/value of (.+)\.$/.exec(q)?.[1] ?? '', theta) };
  },
  'basic-identities/equivalent-expression-choice': (q, item) => {
    const target = /equal to (.+?) for every/.exec(q)?.[1] ?? '';
    return onlyOption(item, (o) => sameAtProbes(toPlain(o), target));
  },
  'basic-identities/ramp-ladder-roof-figure': (q, item) => {
    if (item.frame === 'ramp') {
      const slope = numberIn(q, /tanθ = (.+?)\. /);
      const run = numberIn(q, /distance \w\w = (\d+) m/);
      // The top of the ramp by coordinates: run along, run × slope up.
      return Math.hypot(run, run * slope);
    }
    if (item.frame === 'ladder') {
      const theta = Math.acos(numberIn(q, /cosθ = (.+?)\. /)) / D;
      const length = numberIn(q, /length (\d+) m/);
      return length * (FNS.sin?.(theta) ?? NaN);
    }
    const theta = Math.asin(numberIn(q, /sinθ = (.+?)\. /)) / D;
    const rise = numberIn(q, /rises \w\w = (\d+) m/);
    // Along the rafter until the height is the rise, then how far across.
    const t = rise / (FNS.sin?.(theta) ?? NaN);
    return t * (FNS.cos?.(theta) ?? NaN);
  },
  'basic-identities/wheel-crane-figure': (q, item) => {
    if (item.frame === 'crane-jib') {
      const theta = Math.atan(numberIn(q, /tanθ = (.+?)\. /)) / D;
      return numberIn(q, /is (\d+) m long/) * (FNS.sin?.(theta) ?? NaN);
    }
    const theta = angleFromQuestion(q);
    if (item.frame === 'ferris-wheel') {
      return numberIn(q, /radius (\d+) m/) * (FNS.cos?.(theta) ?? NaN);
    }
    return numberIn(q, /is (\d+) cm long/) * (FNS.sin?.(theta) ?? NaN);
  },
};

const items = new Map<string, GeneratedItem[]>(
  basicIdentityTemplates.map((t) => [
    t.id,
    Array.from({ length: SEEDS }, (_, seed) => t.generate(createRng(`bi-recompute${seed}`))),
  ]),
);

describe('basic-identities: every key computed a second way', () => {
  it('has a solver for every template', () => {
    expect(basicIdentityTemplates.map((t) => t.id).filter((id) => !SOLVERS[id])).toEqual([]);
  });

  describe.each(basicIdentityTemplates.map((t) => [t.id] as const))('%s', (id) => {
    it('agrees on 50 seeds', () => {
      const solve = SOLVERS[id];
      if (!solve) throw new Error(`no solver for ${id}`);
      for (const item of items.get(id) ?? []) {
        const solution = solve(plainQuestion(item), item);
        const context = `${item.question} -> ${item.answer}`;
        if (typeof solution === 'number') {
          const verdict = keyAgrees(item, solution);
          expect(verdict.ok, `${context}: ${verdict.why}`).toBe(true);
        } else if ('exact' in solution) {
          const verdict = exactAgrees(item, solution.exact);
          expect(verdict.ok, `${context}: ${verdict.why}`).toBe(true);
        } else {
          expect(textKeyAgrees(item, solution.text), context).toBe(true);
        }
      }
    });
  });
});

// Identities have little to draw: a unit circle for a quadrant, a right triangle for a ramp,
// ladder or roof, a wheel or a crane; the simplifications and proofs are better without one.
describeLessonShape('basic-identities', basicIdentityTemplates, items, { figureShare: 0.3 });
