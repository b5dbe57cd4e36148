/**
 * Every key computed a second way: each template's items are read as a student reads them (the
 * question's text, as plain symbols), solved here by another method (coordinates instead of the
 * sine rule, a scan of every degree instead of special values, numbers instead of exact forms),
 * and the stored key, true value and correct option must agree. 50 seeds per template.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseMathList, parseMathValue } from '../checker/parse-math';
import { checkAnswer } from '../checker/check-answer';
import type { GeneratedItem } from '../model/item';
import { toPlain } from '../quality/plain-text';
import { readValue } from '../quality/read-value';
import { createRng } from '../rng';
import { ALL_TEMPLATES } from './index';

const SEEDS = 50;
const D = Math.PI / 180;
const sin = (deg: number) => Math.sin(deg * D);
const cos = (deg: number) => Math.cos(deg * D);
const tan = (deg: number) => Math.tan(deg * D);
const FNS: Record<string, (deg: number) => number> = {
  sin,
  cos,
  tan,
  csc: (x) => 1 / sin(x),
  sec: (x) => 1 / cos(x),
  cot: (x) => 1 / tan(x),
};

type Solution =
  | { kind: 'value'; value: number }
  | { kind: 'list'; values: number[] }
  | { kind: 'text'; text: string }
  | { kind: 'point'; values: number[] };

const value = (v: number): Solution => ({ kind: 'value', value: v });
const list = (values: number[]): Solution => ({ kind: 'list', values });
const text = (t: string): Solution => ({ kind: 'text', text: t });

/** The question as plain symbols, without the figure lead. */
function plain(item: GeneratedItem): string {
  return toPlain(item.question).replace('In the opposite figure : ', '');
}

/** The number after `name =` (a length, `a = 5`), or after `m∠name =` for an angle. */
function seg(q: string, name: string): number {
  const match = new RegExp(`(?<![A-Za-z∠])${name}\\s*=\\s*(-?\\d+(?:\\.\\d+)?)`).exec(q);
  if (!match) throw new Error(`no ${name} in ${q}`);
  return Number(match[1]);
}
function ang(q: string, name: string): number {
  const match = new RegExp(`∠\\s*${name}\\s*=\\s*(-?\\d+(?:\\.\\d+)?)\\s*°`).exec(q);
  if (!match) throw new Error(`no angle ${name} in ${q}`);
  return Number(match[1]);
}
/** A value written in maths ((3)/(5), √(3)/2, (49π)/(3)) after `after`. */
function mathAfter(q: string, after: RegExp): number {
  const match = after.exec(q);
  if (!match?.[1]) throw new Error(`no ${after} in ${q}`);
  const parsed = parseMathValue(match[1]);
  if (!parsed) throw new Error(`cannot read ${match[1]}`);
  return parsed.value;
}
const numbers = (q: string, re: RegExp): number[] => [...q.matchAll(re)].map((m) => Number(m[1]));

/** Triangle from three sides placed by coordinates: the angle (degrees) at the vertex between b and c. */
function angleFromSides(opposite: number, b: number, c: number): number {
  // A at the origin, B on the x-axis at distance c, C found as the intersection of two circles.
  const x = (b * b + c * c - opposite * opposite) / (2 * c);
  const y = Math.sqrt(Math.max(0, b * b - x * x));
  return Math.atan2(y, x) / D;
}
/** The side opposite an angle from two sides and the included angle, by coordinates. */
function sideFromSas(b: number, c: number, angleDeg: number): number {
  const C = { x: b * cos(angleDeg), y: b * sin(angleDeg) };
  return Math.hypot(C.x - c, C.y);
}
/** Area by the shoelace formula of the triangle with two sides and the included angle. */
function areaFromSas(a: number, b: number, angleDeg: number): number {
  const P = [
    { x: 0, y: 0 },
    { x: a, y: 0 },
    { x: b * cos(angleDeg), y: b * sin(angleDeg) },
  ] as const;
  return (
    Math.abs(P[0].x * (P[1].y - P[2].y) + P[1].x * (P[2].y - P[0].y) + P[2].x * (P[0].y - P[1].y)) /
    2
  );
}
/**
 * AC in triangle ABC from BC = a and the angles at A and B, by coordinates: B at the origin, C at
 * (a, 0), A where the rays from B and C meet.
 */
function sideAcByCoordinates(a: number, angA: number, angB: number): number {
  const angC = 180 - angA - angB;
  const t = (a * sin(angC)) / sin(angB + angC);
  const A = { x: t * cos(angB), y: t * sin(angB) };
  return Math.hypot(A.x - a, A.y);
}
/** Every whole degree in [from, to) where f is zero (a scan, not special values). */
function scan(f: (x: number) => number, from = 0, to = 360): number[] {
  const out: number[] = [];
  for (let x = from; x < to; x += 1) if (Math.abs(f(x)) < 1e-9) out.push(x);
  return out;
}
const QUADRANT_TEXT = [
  '',
  'The first quadrant',
  'The second quadrant',
  'The third quadrant',
  'The fourth quadrant',
];
function quadrant(deg: number): number {
  const a = ((deg % 360) + 360) % 360;
  return Math.floor(a / 90) + 1;
}
/** y = a fn(bx) + d from text such as "y = -3cos 4x + 2", "f(x) = 8cos(2x)". */
function wave(q: string): { a: number; fn: string; b: number; d: number } {
  const match = /=\s*(-?\d*)(sin|cos)\s*\(?(\d*)x\)?(?:\s*([+-])\s*(\d+))?/.exec(q);
  if (!match) throw new Error(`no wave in ${q}`);
  const a = match[1] === '' ? 1 : match[1] === '-' ? -1 : Number(match[1]);
  const b = match[3] === '' ? 1 : Number(match[3]);
  const d = match[4] ? (match[4] === '-' ? -1 : 1) * Number(match[5]) : 0;
  return { a, fn: match[2] ?? 'sin', b, d };
}
const waveAt = (w: ReturnType<typeof wave>, x: number): number =>
  w.a * (FNS[w.fn] ?? sin)(w.b * x) + w.d;
/** The right triangle's vertex names: "In the right triangle XYZ" or "XYZ is right-angled at Z". */
function rightNames(q: string): [string, string, string] {
  const match = /triangle\s+([A-Z])([A-Z])([A-Z])|^([A-Z])([A-Z])([A-Z]) is right-angled/.exec(q);
  if (!match) throw new Error(`no triangle in ${q}`);
  return (match[1] ? match.slice(1, 4) : match.slice(4, 7)) as [string, string, string];
}

const SOLVERS: Record<string, (q: string, item: GeneratedItem) => Solution> = {
  'angles-standard-position/quadrant-of-angle': (q) =>
    text(QUADRANT_TEXT[quadrant(numbers(q, /angle of (-?\d+)°/g)[0] ?? 0)] ?? ''),
  'angles-standard-position/smallest-positive-coterminal': (q) => {
    const t = numbers(q, /coterminal with (-?\d+)°/g)[0] ?? 0;
    return value(((t % 360) + 360) % 360 || 360);
  },
  'angles-standard-position/negative-coterminal': (q) => {
    const t = numbers(q, /coterminal with (-?\d+)°/g)[0] ?? 0;
    let v = t;
    while (v >= 0) v -= 360;
    while (v <= -360) v += 360;
    return value(v);
  },
  'angles-standard-position/which-is-coterminal': (q, item) => {
    const t = numbers(q, /coterminal with (-?\d+)°/g)[0] ?? 0;
    const right = (item.options ?? []).filter((o) => {
      const v = readValue(o)?.value ?? NaN;
      return Math.abs((((v - t) % 360) + 360) % 360) < 1e-9;
    });
    expect(right).toHaveLength(1);
    return value(readValue(right[0] ?? '')?.value ?? NaN);
  },
  'angles-standard-position/measure-from-figure': (q) => {
    const alpha = numbers(q, /angle of (\d+)° with the negative/g)[0] ?? 0;
    return value(q.includes('second quadrant') ? 180 - alpha : 180 + alpha);
  },
  'angles-standard-position/clockwise-angle-figure': (q) =>
    value(360 - (numbers(q, /turning (\d+)° clockwise/g)[0] ?? 0)),
  'angles-standard-position/terminal-through-point': (q) => {
    const [x = 0, y = 0] = numbers(q, /P\((-?\d+)/g).concat(numbers(q, /P\(-?\d+, (-?\d+)\)/g));
    return value((((Math.atan2(y, x) / D) % 360) + 360) % 360);
  },
  'degree-radian/degrees-to-radians': (q) => value((numbers(q, /Express (\d+)°/g)[0] ?? 0) * D),
  'degree-radian/radians-to-degrees': (q) => value(mathAfter(q, /Convert (.+?) radians/) / D),
  'degree-radian/arc-length-degrees': (q) =>
    value(seg(q.replace('radius', 'r ='), 'r') * numbers(q, /angle of (\d+)°/g)[0]! * D),
  'degree-radian/arc-length-radians-figure': (q) =>
    value(seg(q, 'OA') * (numbers(q, /AOB = ([\d.]+) rad/g)[0] ?? 0)),
  'degree-radian/angle-from-arc-figure': (q) =>
    value((numbers(q, /arc AB is ([\d.]+) cm/g)[0] ?? 0) / seg(q, 'OA')),
  'degree-radian/radius-from-arc': (q) =>
    value(
      mathAfter(q, /length (.+?) cm subtends/) / ((numbers(q, /angle of (\d+)°/g)[0] ?? 0) * D),
    ),
  'degree-radian/radians-decimal-to-degrees': (q) =>
    value((numbers(q, /Convert ([\d.]+) radians?/g)[0] ?? 0) / D),
  'degree-radian/sector-perimeter-figure': (q) => {
    const r = numbers(q, /radius (\d+) cm/g)[0] ?? 0;
    return value(2 * r + r * ang(q, 'AOB') * D);
  },
  'right-triangle-ratios/ratio-from-three-sides': (q) => {
    const [A, B, C] = rightNames(q);
    const fn = /Find (sin|cos|tan)/.exec(q)?.[1] ?? 'sin';
    const angle = angleFromSides(seg(q, `${A}${C}`), seg(q, `${C}${B}`), seg(q, `${A}${B}`));
    return value((FNS[fn] ?? sin)(angle));
  },
  'right-triangle-ratios/ratio-needs-third-side': (q) => {
    const [A, B, C] = rightNames(q);
    const get = (name: string): number | null => {
      const m = new RegExp(`${name} = (\\d+)`).exec(q);
      return m ? Number(m[1]) : null;
    };
    const opposite = get(`${A}${C}`);
    const adjacent = get(`${C}${B}`);
    const hyp = get(`${A}${B}`);
    const o = opposite ?? Math.sqrt((hyp ?? 0) ** 2 - (adjacent ?? 0) ** 2);
    const a = adjacent ?? Math.sqrt((hyp ?? 0) ** 2 - (opposite ?? 0) ** 2);
    const fn = /Find (sin|cos|tan)/.exec(q)?.[1] ?? 'sin';
    return value((FNS[fn] ?? sin)(Math.atan2(o, a) / D));
  },
  'right-triangle-ratios/special-angle-value': (q) => {
    const [, fn = 'sin', t = '0'] = /value of (sin|cos|tan) (\d+)°/.exec(q) ?? [];
    return value((FNS[fn] ?? sin)(Number(t)));
  },
  'right-triangle-ratios/special-angle-expression': (q) =>
    value(parseMathValue(/value of (.+)\.$/.exec(q)?.[1] ?? '')?.value ?? NaN),
  'right-triangle-ratios/side-from-special-angle': (q) => {
    const [A, B, C] = rightNames(q);
    const h = seg(q, `${A}${B}`);
    const theta = ang(q, B);
    return value(q.includes(`length of ${A}${C}`) ? h * sin(theta) : h * cos(theta));
  },
  'right-triangle-ratios/isosceles-right-hypotenuse': (q) => {
    const legs = numbers(q, /If [A-Z]{2} = (\d+) cm/g)[0] ?? 0;
    return value(Math.hypot(legs, legs));
  },
  'right-triangle-ratios/ratio-from-another-ratio': (q) => {
    const [, given = 'sin', v = ''] = /(sin|cos|tan)θ = (.+?), find/.exec(q) ?? [];
    const g = parseMathValue(v)?.value ?? NaN;
    const theta =
      (given === 'sin' ? Math.asin(g) : given === 'cos' ? Math.acos(g) : Math.atan(g)) / D;
    const asked = /find (sin|cos|tan)θ/.exec(q)?.[1] ?? 'sin';
    return value((FNS[asked] ?? sin)(theta));
  },
  'any-angle/quadrant-from-signs': (q) => {
    const conds = [...q.matchAll(/(sin|cos|tan)θ ([<>]) 0/g)];
    const fits = [45, 135, 225, 315].filter((t) =>
      conds.every(([, fn = 'sin', op]) => (FNS[fn] ?? sin)(t) > 0 === (op === '>')),
    );
    expect(fits).toHaveLength(1);
    return text(QUADRANT_TEXT[quadrant(fits[0] ?? 0)]?.replace('The', 'The') ?? '');
  },
  'any-angle/exact-value-any-angle': (q) => {
    const [, fn = 'sin', t = '0'] = /(sin|cos|tan)\((-?\d+)°\)/.exec(q) ?? [];
    return value((FNS[fn] ?? sin)(Number(t)));
  },
  'any-angle/exact-value-any-angle-choice': (q) => {
    const [, fn = 'sin', t = '0'] = /(sin|cos|tan)\((-?\d+)°\)/.exec(q) ?? [];
    return value((FNS[fn] ?? sin)(Number(t)));
  },
  'any-angle/ratio-from-point-figure': (q) => {
    const [, x = '0', y = '0'] = /P\((-?\d+), (-?\d+)\)/.exec(q) ?? [];
    const fn = /Find (sin|cos|tan)/.exec(q)?.[1] ?? 'sin';
    return value((FNS[fn] ?? sin)(Math.atan2(Number(y), Number(x)) / D));
  },
  'any-angle/unit-circle-point-figure': (q) => {
    const t = numbers(q, /angle (\d+)° in standard/g)[0] ?? 0;
    return { kind: 'point', values: [cos(t), sin(t)] };
  },
  'any-angle/related-angle-identity': (q, item) => {
    const expr = /θ, (.+) equals/.exec(q)?.[1] ?? '';
    const at = (e: string, theta: number) =>
      parseMathValue(e.replace(/θ/g, `(${theta}°)`))?.value ?? NaN;
    // The option that agrees with the expression at three unrelated angles.
    const agree = (item.options ?? []).filter((o) =>
      [17, 41, 73].every((t) => Math.abs(at(toPlain(o), t) - at(expr, t)) < 1e-9),
    );
    expect(agree).toEqual([item.answer]);
    return text(item.answer);
  },
  'any-angle/ratio-given-another-and-quadrant': (q) => {
    const [, given = 'sin', v = ''] = /(sin|cos)θ = (.+?) and/.exec(q) ?? [];
    const [lo = 0] = numbers(q, /(\d+)° < θ/g);
    const g = parseMathValue(v)?.value ?? NaN;
    // The angle in (lo, lo + 90) with the given value, found by bisection on the quadrant.
    const f = (x: number) => (FNS[given] ?? sin)(x) - g;
    let a = lo + 1e-9;
    let b = lo + 90 - 1e-9;
    for (let i = 0; i < 200; i += 1) {
      const m = (a + b) / 2;
      if (Math.sign(f(m)) === Math.sign(f(a))) a = m;
      else b = m;
    }
    const asked = /find (sin|cos|tan)θ/.exec(q)?.[1] ?? 'sin';
    return value((FNS[asked] ?? sin)(a));
  },
  'sine-cosine-graphs/period-from-equation': (q) => value(360 / wave(q).b),
  'sine-cosine-graphs/maximum-or-minimum': (q) => {
    const w = wave(q);
    const samples = Array.from({ length: 3601 }, (_, i) => waveAt(w, i / 10));
    return value(q.includes('maximum') ? Math.max(...samples) : Math.min(...samples));
  },
  'sine-cosine-graphs/identify-graph-figure': (_q, item) => {
    const plot = item.figure?.elements.find((e) => e.kind === 'plot');
    const points = plot?.kind === 'plot' ? plot.points : [];
    const agree = (item.options ?? []).filter((o) => {
      const w = wave(toPlain(o));
      return points.every((p) => Math.abs(waveAt(w, p.x) - p.y) < 1e-9);
    });
    expect(agree).toEqual([item.answer]);
    return text(item.answer);
  },
  'sine-cosine-graphs/period-from-graph-figure': (_q, item) => {
    // The smallest shift of the drawn curve onto itself (its samples are 2.5° apart).
    const plot = item.figure?.elements.find((e) => e.kind === 'plot');
    const points = plot?.kind === 'plot' ? plot.points : [];
    const step = (points[1]?.x ?? 0) - (points[0]?.x ?? 0);
    for (let shift = 1; shift < points.length; shift += 1) {
      const repeats = points
        .slice(0, points.length - shift)
        .every((p, i) => Math.abs(p.y - (points[i + shift]?.y ?? NaN)) < 1e-9);
      if (repeats) return value(shift * step);
    }
    throw new Error('no period');
  },
  'sine-cosine-graphs/value-at-a-point': (q) =>
    value(waveAt(wave(q), numbers(q, /f\((\d+)°\)/g)[0] ?? 0)),
  'sine-cosine-graphs/zeros-in-one-turn': (q) => {
    const w = wave(q);
    let count = 0;
    for (let k = 0; (k * 90) / w.b <= 360 + 1e-9; k += 1) {
      if (Math.abs(waveAt(w, (k * 90) / w.b)) < 1e-9) count += 1;
    }
    return value(count);
  },
  'sine-cosine-graphs/range': (q) => {
    const w = wave(q);
    const samples = Array.from({ length: 3601 }, (_, i) => waveAt(w, i / 10));
    return text(`$[${Math.round(Math.min(...samples))}, ${Math.round(Math.max(...samples))}]$`);
  },
  'angle-from-ratio/acute-angle-special-value': (q) => {
    const [, fn = 'sin', v = ''] = /(sin|cos|tan|csc|sec|cot) \S+ = (.+?) and/.exec(q) ?? [];
    const target = parseMathValue(v)?.value ?? NaN;
    const found = Array.from({ length: 89 }, (_, i) => i + 1).filter(
      (t) => Math.abs((FNS[fn] ?? sin)(t) - target) < 1e-9,
    );
    expect(found).toHaveLength(1);
    return value(found[0] ?? NaN);
  },
  'angle-from-ratio/acute-angle-calculator': (q) => {
    const [, fn = 'sin', v = ''] = /(sin|cos|tan)θ = (.+?) and/.exec(q) ?? [];
    const g = parseMathValue(v)?.value ?? NaN;
    return value((fn === 'sin' ? Math.asin(g) : fn === 'cos' ? Math.acos(g) : Math.atan(g)) / D);
  },
  'angle-from-ratio/angle-in-right-triangle-figure': (q) => {
    const [A, B, C] = rightNames(q);
    const get = (name: string): number | null => {
      const m = new RegExp(`${name} = (\\d+)`).exec(q);
      return m ? Number(m[1]) : null;
    };
    const opposite = get(`${A}${C}`);
    const adjacent = get(`${C}${B}`);
    const hyp = get(`${A}${B}`) ?? Math.hypot(opposite ?? 0, adjacent ?? 0);
    const o = opposite ?? Math.sqrt(hyp ** 2 - (adjacent ?? 0) ** 2);
    const a = adjacent ?? Math.sqrt(hyp ** 2 - (opposite ?? 0) ** 2);
    // By the cosine rule on all three sides, not by an inverse ratio.
    return value(angleFromSides(o, a, hyp));
  },
  'angle-from-ratio/angle-from-ratio-and-sign': (q) => {
    const [, fn = 'sin', v = ''] = /(sin|cos|tan)θ = (.+?), /.exec(q) ?? [];
    const [, other = 'sin', op] = /(sin|cos|tan)θ ([<>]) 0/.exec(q) ?? [];
    const g = parseMathValue(v)?.value ?? NaN;
    const found = scan((x) => (FNS[fn] ?? sin)(x) - g).filter(
      (x) => (FNS[other] ?? sin)(x) > 0 === (op === '>'),
    );
    expect(found).toHaveLength(1);
    return value(found[0] ?? NaN);
  },
  'angle-from-ratio/angle-from-point-figure': (q) => {
    const [, x = '0', y = '0'] = /P\((-?\d+), (-?\d+)\)/.exec(q) ?? [];
    return value((Math.atan2(Number(y), Number(x)) / D + 360) % 360);
  },
  'angle-from-ratio/inverse-ratio-choice': (q) => {
    const [, fn = 'sin', v = '0'] = /(sin|cos)θ = ([\d.]+)/.exec(q) ?? [];
    const g = Number(v);
    return value(Math.round((fn === 'sin' ? Math.asin(g) : Math.acos(g)) / D));
  },
  'angle-from-ratio/ladder-angle-figure': (q) => {
    const length = numbers(q, /ladder (\d+) m/g)[0] ?? 0;
    const foot = numbers(q, /foot is (\d+) m/g)[0] ?? 0;
    return value(Math.round(Math.atan2(Math.sqrt(length ** 2 - foot ** 2), foot) / D));
  },
  'basic-identities/simplify-expression': (q, item) => {
    const expr = /Simplify (.+)\.$/.exec(q)?.[1] ?? '';
    const at = (e: string, t: number) =>
      parseMathValue(e.replace(/[θαβx]/g, `(${t}°)`))?.value ?? NaN;
    const agree = (item.options ?? []).filter((o) =>
      [23, 51, 68].every((t) => Math.abs(at(toPlain(o), t) - at(expr, t)) < 1e-9),
    );
    expect(agree).toEqual([item.answer]);
    return text(item.answer);
  },
  'basic-identities/pythagorean-value': (q) =>
    value(parseMathValue(/value of (.+)\.$/.exec(q)?.[1] ?? '')?.value ?? NaN),
  'basic-identities/expression-from-ratio': (q) => {
    const [, fn = 'sin', v = ''] = /(sin|cos)θ = (.+?), find/.exec(q) ?? [];
    const g = parseMathValue(v)?.value ?? NaN;
    const theta = (fn === 'sin' ? Math.asin(g) : Math.acos(g)) / D;
    const expr = /value of (.+)\.$/.exec(q)?.[1] ?? '';
    return value(parseMathValue(expr.replace(/θ/g, `(${theta}°)`))?.value ?? NaN);
  },
  'basic-identities/quotient-identity': (q) => {
    const s = mathAfter(q, /sinθ = (.+?) and/);
    const c = mathAfter(q, /cosθ = (.+?), find/);
    return value(q.includes('find tan') ? s / c : c / s);
  },
  'basic-identities/cofunction-equation': (q) => {
    const m =
      /(sin|cos|tan|cot|sec|csc)\((\d*)x(?: \+ (\d+)°)?\) = (sin|cos|tan|cot|sec|csc)\((\d*)x(?: \+ (\d+)°)?\)/.exec(
        q,
      );
    if (!m) throw new Error(q);
    const [a, b, c, d] = [m[2] || '1', m[3] ?? '0', m[5] || '1', m[6] ?? '0'].map(Number) as [
      number,
      number,
      number,
      number,
    ];
    const f = (x: number) =>
      (FNS[m[1] ?? 'sin'] ?? sin)(a * x + b) - (FNS[m[4] ?? 'sin'] ?? sin)(c * x + d);
    // Bisection over the x that keep both angles acute.
    let lo = Math.max(0, -b / a, -d / c) + 1e-9;
    let hi = Math.min((90 - b) / a, (90 - d) / c) - 1e-9;
    for (let i = 0; i < 200; i += 1) {
      const mid = (lo + hi) / 2;
      if (Math.sign(f(mid)) === Math.sign(f(lo))) lo = mid;
      else hi = mid;
    }
    return value(lo);
  },
  'basic-identities/reciprocal-ratios-figure': (q) => {
    const [A, B, C] = rightNames(q);
    const angle = angleFromSides(seg(q, `${A}${C}`), seg(q, `${C}${B}`), seg(q, `${A}${B}`));
    const expr = /value of (.+)\.$/.exec(q)?.[1] ?? '';
    return value(parseMathValue(expr.replace(new RegExp(B, 'g'), `(${angle}°)`))?.value ?? NaN);
  },
  'basic-identities/reciprocal-value': (q) => value(1 / mathAfter(q, /θ = (.+?), find/)),
  'trig-equations/basic-sin-cos': (q) => {
    const [, fn = 'sin', v = ''] = /(sin|cos)θ = (.+?) for/.exec(q) ?? [];
    const g = parseMathValue(v)?.value ?? NaN;
    return list(scan((x) => (FNS[fn] ?? sin)(x) - g));
  },
  'trig-equations/solution-set-choice': (q) => {
    const [, fn = 'sin', v = ''] = /(sin|cos) x = (.+?) for/.exec(q) ?? [];
    const g = parseMathValue(v)?.value ?? NaN;
    return list(scan((x) => (FNS[fn] ?? sin)(x) - g));
  },
  'trig-equations/basic-tan': (q) => {
    const g = mathAfter(q, /tan \S+ = (.+?) for/);
    const symmetric = q.includes('-180°');
    return list(
      scan(
        (x) => (Math.abs(cos(x)) < 1e-12 ? 1 : tan(x) - g),
        symmetric ? -179 : 0,
        symmetric ? 181 : 360,
      ),
    );
  },
  'trig-equations/linear-equation': (q) => {
    const m = /Solve (\d+)(sin|cos) x(?: ([+-]) (\d+))? = (-?\d+)/.exec(q);
    if (!m) throw new Error(q);
    const a = Number(m[1]);
    const b = m[3] ? (m[3] === '-' ? -1 : 1) * Number(m[4]) : 0;
    const c = Number(m[5]);
    return list(scan((x) => a * (FNS[m[2] ?? 'sin'] ?? sin)(x) + b - c));
  },
  'trig-equations/quadratic-in-sin': (q) => {
    const lhs = /Solve (.+) = 0/.exec(q)?.[1] ?? '';
    return list(scan((x) => parseMathValue(lhs.replace(/x/g, `(${x}°)`))?.value ?? NaN));
  },
  'trig-equations/count-solutions-graph-figure': (q) => {
    const b = Number(/y = sin (\d*)x/.exec(q)?.[1] || '1');
    const k = mathAfter(q, /line y = (.+?) are drawn/);
    let count = 0;
    // Sign changes of sin(bx) - k on a fine grid (k is never 0 or ±1: no touching).
    let previous = Math.sign(-k);
    for (let i = 1; i <= 36000; i += 1) {
      const now = Math.sign(Math.sin(b * (i / 100) * D) - k);
      if (now !== 0 && now !== previous) {
        count += 1;
        previous = now;
      }
    }
    return value(count);
  },
  'trig-equations/equation-with-sign-condition': (q) => {
    const [, fn = 'sin', v = ''] = /(sin|cos) x = (.+?) and/.exec(q) ?? [];
    const [, other = 'sin', op] = /(sin|cos|tan) x ([<>]) 0/.exec(q) ?? [];
    const g = parseMathValue(v)?.value ?? NaN;
    return list(
      scan((x) => (FNS[fn] ?? sin)(x) - g).filter(
        (x) => (FNS[other] ?? sin)(x) > 0 === (op === '>'),
      ),
    );
  },
  'solving-right-triangles/side-from-hypotenuse-figure': (q) => {
    const [A, B, C] = rightNames(q);
    const h = seg(q, `${A}${B}`);
    const theta = ang(q, B);
    // Coordinates: B at the origin, A at distance h along the angle; C below A on the ground.
    const Apt = { x: h * cos(theta), y: h * sin(theta) };
    return value(q.includes(`Find ${A}${C}`) ? Apt.y : Apt.x);
  },
  'solving-right-triangles/hypotenuse-from-leg-figure': (q) => {
    const [A, B, C] = rightNames(q);
    void A;
    const leg = seg(q, `${C}${B}`);
    // Options are written to one decimal place.
    return value(Math.round(Math.hypot(leg, leg * tan(ang(q, B))) * 10) / 10);
  },
  'solving-right-triangles/elevation-height-figure': (q) =>
    value(
      (numbers(q, /ground (\d+) m from/g)[0] ?? 0) * tan(numbers(q, /top T is (\d+)°/g)[0] ?? 0),
    ),
  'solving-right-triangles/depression-distance-figure': (q) => {
    const h = numbers(q, /cliff (\d+) m high/g)[0] ?? 0;
    const theta = numbers(q, /boat S is (\d+)°/g)[0] ?? 0;
    return value(Math.round(h * tan(90 - theta) * 10) / 10);
  },
  'solving-right-triangles/elevation-angle': (q) => {
    const h = numbers(q, /flagpole (\d+) m/g)[0] ?? 0;
    const d = numbers(q, /point (\d+) m from/g)[0] ?? 0;
    return value(Math.atan2(h, d) / D);
  },
  'solving-right-triangles/shadow-exact-figure': (q) =>
    value((numbers(q, /shadow (\d+) m/g)[0] ?? 0) * tan(numbers(q, /sun is (\d+)°/g)[0] ?? 0)),
  'solving-right-triangles/two-observations-figure': (q) => {
    const [alpha = 0, beta = 0] = numbers(q, /(\d+)°/g);
    const d = numbers(q, /Walking (\d+) m/g)[0] ?? 0;
    // Intersect the two lines of sight: from A (0, 0) at alpha, from B (d, 0) at beta.
    const t = (d * sin(beta)) / sin(beta - alpha);
    return value(t * sin(alpha));
  },
  'sector-segment/sector-area-degrees': (q) => {
    const r = numbers(q, /radius (\d+) cm/g)[0] ?? 0;
    return value(((numbers(q, /angle (\d+)°/g)[0] ?? 0) * D * r * r) / 2);
  },
  'sector-segment/sector-area-radians-figure': (q) =>
    value((seg(q, 'OA') ** 2 * (numbers(q, /AOB = ([\d.]+) rad/g)[0] ?? 0)) / 2),
  'sector-segment/segment-area-figure': (q) => {
    const r = numbers(q, /radius (\d+) cm/g)[0] ?? 0;
    const theta = ang(q, 'AOB');
    // Sector minus the isosceles triangle OAB by coordinates.
    return value((theta * D * r * r) / 2 - areaFromSas(r, r, theta));
  },
  'sector-segment/sector-perimeter-radians': (q) => {
    const r = numbers(q, /radius (\d+) cm/g)[0] ?? 0;
    return value(2 * r + r * (numbers(q, /angle ([\d.]+) rad/g)[0] ?? 0));
  },
  'sector-segment/angle-from-area': (q) => {
    const r = numbers(q, /radius (\d+) cm/g)[0] ?? 0;
    return value((2 * mathAfter(q, /area (.+?) cm\^2/)) / (r * r) / D);
  },
  'sector-segment/radius-from-area-figure': (q) => {
    const area = numbers(q, /area ([\d.]+) cm/g)[0] ?? 0;
    return value(Math.sqrt((2 * area) / (numbers(q, /AOB = ([\d.]+) rad/g)[0] ?? 1)));
  },
  'sector-segment/region-between-arcs-figure': (q) => {
    const r1 = seg(q, 'OA');
    const r2 = seg(q, 'OC');
    const theta = ang(q, 'COD') * D;
    return value((theta * (r2 * r2 - r1 * r1)) / 2);
  },
  'similar-polygons/missing-side-figure': (q) => {
    const [small, big] = [...q.matchAll(/△ ([A-Z]{3})/g)].map((m) => m[1] ?? '');
    const s = small ?? 'ABC';
    const b = big ?? 'DEF';
    const k = seg(q, `${b[0]}${b[1]}`) / seg(q, `${s[0]}${s[1]}`);
    return value(k * seg(q, `${s[2]}${s[0]}`));
  },
  'similar-polygons/area-ratio': (q) => {
    const [p = 1, r = 1] = numbers(q, /(\d+)(?= : | ?$)/g).concat(numbers(q, /: (\d+)/g));
    return text(`$${p * p} : ${r * r}$`);
  },
  'similar-polygons/perimeter-from-ratio': (q) => {
    const [p = 1, r = 1] = numbers(q, /(\d+) cm and/g).concat(numbers(q, /and (\d+) cm\./g));
    return value(((numbers(q, /smaller polygon is (\d+) cm/g)[0] ?? 0) * r) / p);
  },
  'similar-polygons/similar-rectangles-figure': (q) =>
    value((seg(q, 'BC') * seg(q, 'EF')) / seg(q, 'AB')),
  'similar-polygons/parallel-to-base-figure': (q) =>
    value((seg(q, 'BC') * seg(q, 'AD')) / (seg(q, 'AD') + seg(q, 'DB'))),
  'similar-polygons/area-from-ratio': (q) => {
    const [p = 1, r = 1] = numbers(q, /sides (\d+) cm/g).concat(numbers(q, /and (\d+) cm\./g));
    const known = numbers(q, /triangle is (\d+) cm/g)[0] ?? 0;
    return value(
      q.includes('larger triangle is') ? (known * p * p) / (r * r) : (known * r * r) / (p * p),
    );
  },
  'similar-polygons/shadow-heights-figure': (q) => {
    const h = numbers(q, /person ([\d.]+) m tall/g)[0] ?? 0;
    const s = numbers(q, /shadow ([\d.]+) m long and/g)[0] ?? 1;
    const S = numbers(q, /tree casts a shadow ([\d.]+) m/g)[0] ?? 0;
    return value((S * h) / s);
  },
  'triangle-proportionality/side-splitter-figure': (q) =>
    value((seg(q, 'AE') * seg(q, 'DB')) / seg(q, 'AD')),
  'triangle-proportionality/part-of-side-figure': (q) =>
    value((seg(q, 'AC') * seg(q, 'AD')) / (seg(q, 'AD') + seg(q, 'DB'))),
  'triangle-proportionality/angle-bisector-figure': (q) => {
    // D on BC where the bisector meets it, by coordinates: B, C placed, A from its distances.
    const ab = seg(q, 'AB');
    const ac = seg(q, 'AC');
    const bc = seg(q, 'BC');
    const A = { x: (ab * ab - ac * ac + bc * bc) / (2 * bc), y: 0 };
    A.y = Math.sqrt(ab * ab - A.x * A.x);
    const u = { x: A.x / ab, y: A.y / ab };
    const v = { x: (A.x - bc) / ac, y: A.y / ac };
    const dir = { x: -(u.x + v.x), y: -(u.y + v.y) };
    const t = -A.y / dir.y;
    return value(A.x + t * dir.x);
  },
  'triangle-proportionality/angle-bisector-side': (q) =>
    value((seg(q, 'AC') * seg(q, 'BD')) / seg(q, 'DC')),
  'triangle-proportionality/parallel-lines-transversals-figure': (q) => {
    const [a = 1, b = 0] = numbers(q, /segments are (\d+) and (\d+)/g).concat(
      numbers(q, /segments are \d+ and (\d+)/g),
    );
    const c = numbers(q, /corresponding segments are (\d+)/g)[0] ?? 0;
    return value((b * c) / a);
  },
  'triangle-proportionality/is-it-parallel': (q, item) => {
    const parallel = Math.abs(seg(q, 'AD') * seg(q, 'EC') - seg(q, 'AE') * seg(q, 'DB')) < 1e-9;
    expect(item.answer.startsWith(parallel ? 'Yes' : 'No')).toBe(true);
    return text(item.answer);
  },
  'triangle-proportionality/midsegment-figure': (q) =>
    value(q.includes('Find DE') ? seg(q, 'BC') / 2 : seg(q, 'DE') * 2),
  'circle-angles/inscribed-and-central-figure': (q) =>
    value(q.includes('Find m∠ AOB') ? 2 * ang(q, 'ACB') : ang(q, 'AOB') / 2),
  'circle-angles/tangent-length-figure': (q) =>
    value(Math.sqrt(seg(q, 'OP') ** 2 - seg(q, 'OA') ** 2)),
  'circle-angles/two-tangents-figure': (q) => value(360 - 90 - 90 - ang(q, 'APB')),
  'circle-angles/chord-distance-figure': (q) => {
    const r = numbers(q, /radius (\d+) cm/g)[0] ?? 0;
    if (q.includes('length of AB')) {
      const d = numbers(q, /AB is (\d+) cm from/g)[0] ?? 0;
      return value(2 * Math.sqrt(r * r - d * d));
    }
    const chord = numbers(q, /length (\d+) cm/g)[0] ?? 0;
    return value(Math.sqrt(r * r - (chord / 2) ** 2));
  },
  'circle-angles/cyclic-quadrilateral-figure': (q) => value(180 - ang(q, 'DAB')),
  'circle-angles/angle-in-semicircle-figure': (q) => value(180 - 90 - ang(q, 'CAB')),
  'circle-angles/intersecting-chords': (q) => value((seg(q, 'AE') * seg(q, 'EB')) / seg(q, 'CE')),
  'sine-rule/side-from-two-angles-figure': (q) => {
    const [A, B, C] = (/△ ([A-Z])([A-Z])([A-Z])/.exec(q) ?? []).slice(1) as [
      string,
      string,
      string,
    ];
    return value(sideAcByCoordinates(seg(q, `${B}${C}`), ang(q, A), ang(q, B)));
  },
  'sine-rule/exact-side-special-angles': (q) => {
    return value(sideAcByCoordinates(seg(q, 'a'), ang(q, 'A'), ang(q, 'B')));
  },
  'sine-rule/angle-from-two-sides-figure': (q) => {
    const [A, B, C] = (/△ ([A-Z])([A-Z])([A-Z])/.exec(q) ?? []).slice(1) as [
      string,
      string,
      string,
    ];
    const a = seg(q, `${B}${C}`);
    const b = seg(q, `${A}${C}`);
    const angA = ang(q, A);
    // c from the cosine rule (the larger root), then B from all three sides.
    const c = b * cos(angA) + Math.sqrt(a * a - (b * sin(angA)) ** 2);
    return value(angleFromSides(b, a, c));
  },
  'sine-rule/circumradius': (q) => value(seg(q, 'BC') / (2 * sin(ang(q, 'A')))),
  'sine-rule/how-many-triangles': (q) => {
    const A = ang(q, 'A');
    const b = numbers(q, /b = (\d+) cm/g)[0] ?? 0;
    const a = numbers(q, /a = (\d+) cm/g)[0] ?? 0;
    // c² - 2b cos A c + (b² - a²) = 0: count the positive roots.
    const disc = (2 * b * cos(A)) ** 2 - 4 * (b * b - a * a);
    const roots =
      disc < -1e-9
        ? []
        : disc < 1e-9
          ? [b * cos(A)]
          : [-1, 1].map((s) => (2 * b * cos(A) + s * Math.sqrt(disc)) / 2);
    const count = roots.filter((r) => r > 1e-9).length;
    return text(['No triangle', 'Exactly one triangle', 'Two triangles'][count] ?? '');
  },
  'sine-rule/ratio-of-sines': (q) => {
    const a = seg(q, 'a');
    const b = seg(q, 'b');
    const c = seg(q, 'c');
    return value(sin(angleFromSides(a, b, c)) / sin(angleFromSides(b, a, c)));
  },
  'sine-rule/two-observers-figure': (q) => {
    const d = numbers(q, /are (\d+) m apart/g)[0] ?? 0;
    const alpha = ang(q, 'CAB');
    const beta = ang(q, 'CBA');
    const t = (d * sin(beta)) / sin(alpha + beta);
    return value(Math.round(t * 10) / 10);
  },
  'cosine-rule/side-sas-exact-figure': (q) => {
    const [A, B, C] = (/△ ([A-Z])([A-Z])([A-Z])/.exec(q) ?? []).slice(1) as [
      string,
      string,
      string,
    ];
    return value(sideFromSas(seg(q, `${A}${C}`), seg(q, `${A}${B}`), ang(q, A)));
  },
  'cosine-rule/side-sas-rounded': (q) => {
    const [b = 0, c = 0] = numbers(q, /(\d+) cm/g);
    return value(sideFromSas(b, c, numbers(q, /between them is (\d+)°/g)[0] ?? 0));
  },
  'cosine-rule/angle-sss-figure': (q) => {
    const [A, B, C] = (/△ ([A-Z])([A-Z])([A-Z])/.exec(q) ?? []).slice(1) as [
      string,
      string,
      string,
    ];
    return value(angleFromSides(seg(q, `${B}${C}`), seg(q, `${C}${A}`), seg(q, `${A}${B}`)));
  },
  'cosine-rule/acute-right-or-obtuse': (q) => {
    const [x = 0, y = 0, z = 0] = numbers(q, /(\d+)(?=,| and)|and (\d+)\./g)
      .concat(numbers(q, /and (\d+)\./g))
      .filter((n) => !Number.isNaN(n))
      .sort((a, b) => a - b);
    if (x + y <= z) return text('No triangle has these sides');
    const largest = angleFromSides(z, x, y);
    return text(
      Math.abs(largest - 90) < 1e-9
        ? 'A right triangle'
        : largest < 90
          ? 'An acute triangle'
          : 'An obtuse triangle',
    );
  },
  'cosine-rule/cosine-of-angle': (q) =>
    value(cos(angleFromSides(seg(q, 'a'), seg(q, 'b'), seg(q, 'c')))),
  'cosine-rule/parallelogram-diagonal-figure': (q) =>
    value(sideFromSas(seg(q, 'AD'), seg(q, 'AB'), ang(q, 'DAB'))),
  'cosine-rule/two-legs-journey-figure': (q) => {
    const p = numbers(q, /sails (\d+) km from/g)[0] ?? 0;
    const r = numbers(q, /sails (\d+) km to B/g)[0] ?? 0;
    return value(Math.round(sideFromSas(p, r, ang(q, 'PAB')) * 10) / 10);
  },
  'triangle-area/half-ab-sin-c-figure': (q) => {
    const [A, B, C] = (/△ ([A-Z])([A-Z])([A-Z])/.exec(q) ?? []).slice(1) as [
      string,
      string,
      string,
    ];
    return value(areaFromSas(seg(q, `${B}${C}`), seg(q, `${C}${A}`), ang(q, C)));
  },
  'triangle-area/heron': (q) => {
    const [a = 0, b = 0, c = 0] = numbers(q, /(\d+) cm/g);
    return value(areaFromSas(b, c, angleFromSides(a, b, c)));
  },
  'triangle-area/heron-figure': (q) => {
    const [a = 0, b = 0, c = 0] = numbers(q, /(\d+) cm/g);
    return value(areaFromSas(b, c, angleFromSides(a, b, c)));
  },
  'triangle-area/side-from-area': (q) => {
    const area = numbers(q, /is ([\d.]+) cm/g)[0] ?? 0;
    return value((2 * area) / (seg(q, 'a') * sin(ang(q, 'C'))));
  },
  'triangle-area/angle-from-area': (q) => {
    const area = mathAfter(q, /area (.+?) cm\^2/);
    return value(Math.asin((2 * area) / (seg(q, 'a') * seg(q, 'b'))) / D);
  },
  'triangle-area/parallelogram-area-figure': (q) =>
    value(2 * areaFromSas(seg(q, 'AB'), seg(q, 'AD'), ang(q, 'DAB'))),
  'triangle-area/area-rounded-figure': (q) => {
    const [A, B, C] = (/△ ([A-Z])([A-Z])([A-Z])/.exec(q) ?? []).slice(1) as [
      string,
      string,
      string,
    ];
    return value(areaFromSas(seg(q, `${B}${C}`), seg(q, `${C}${A}`), ang(q, C)));
  },
};

const close = (a: number, b: number, tol = 1e-9) =>
  Math.abs(a - b) <= tol * Math.max(1, Math.abs(b));

function expectKey(item: GeneratedItem, solution: Solution): void {
  const context = `${item.question} -> ${item.answer}`;
  if (item.type === 'MCQ') {
    if (solution.kind === 'text') {
      expect(toPlain(item.answer).trim(), context).toBe(toPlain(solution.text).trim());
      return;
    }
    const want = solution.kind === 'value' ? [solution.value] : solution.values;
    const read = (option: string): number[] => {
      if (solution.kind === 'list') {
        const inner = toPlain(option).replace(/^\s*\{|\}\s*$/g, '');
        return (parseMathList(inner) ?? []).map((v) => v.value).sort((a, b) => a - b);
      }
      if (solution.kind === 'point') {
        const inner = toPlain(option).replace(/^\(|\)$/g, '');
        return inner.split(/,(?![^(]*\))/).map((part) => parseMathValue(part)?.value ?? NaN);
      }
      return [readValue(option)?.value ?? NaN];
    };
    const sorted = solution.kind === 'list' ? [...want].sort((a, b) => a - b) : want;
    const matches = (item.options ?? []).filter((option) => {
      const got = read(option);
      return got.length === sorted.length && got.every((v, i) => close(v, sorted[i] ?? NaN, 1e-6));
    });
    expect(matches, context).toEqual([item.answer]);
    return;
  }
  if (solution.kind === 'list') {
    const stored = (parseMathList(item.answer) ?? [parseMathValue(item.answer)])
      .map((v) => v?.value ?? NaN)
      .sort((a, b) => a - b);
    expect(stored.length, context).toBe(solution.values.length);
    solution.values
      .sort((a, b) => a - b)
      .forEach((v, i) => expect(close(stored[i] ?? NaN, v), context).toBe(true));
    return;
  }
  if (solution.kind !== 'value') throw new Error('unexpected solution');
  if (item.decimals !== undefined) {
    expect(item.trueValue, context).toBeDefined();
    expect(
      close(item.trueValue ?? NaN, solution.value, 1e-9),
      `${context}: true ${item.trueValue} vs ${solution.value}`,
    ).toBe(true);
    const key = parseMathValue(item.answer)?.value ?? NaN;
    expect(close(key, Number(solution.value.toFixed(item.decimals)), 1e-12), context).toBe(true);
    const finer = solution.value.toFixed(item.decimals + 2);
    expect(checkAnswer(item, finer).correct, `${context}: ${finer}`).toBe(true);
    return;
  }
  const stored = parseMathValue(item.answer)?.value ?? NaN;
  expect(close(stored, solution.value), `${context}: ${stored} vs ${solution.value}`).toBe(true);
}

/**
 * Lessons written with their own recomputation (issue 21) keep it beside their templates, in
 * `<lesson-id>.recompute.test.ts`; every other template has its solver here.
 */
const hasOwnRecompute = (lessonId: string) =>
  existsSync(fileURLToPath(new URL(`./${lessonId}.recompute.test.ts`, import.meta.url)));
const SOLVED_HERE = ALL_TEMPLATES.filter((t) => !hasOwnRecompute(t.lessonId));

describe('every key, computed a second way', () => {
  it('has a solver here for every template whose lesson has no recompute file of its own', () => {
    expect(SOLVED_HERE.map((t) => t.id).filter((id) => !SOLVERS[id])).toEqual([]);
  });

  describe.each(SOLVED_HERE.map((t) => [t.id, t] as const))('%s', (id, template) => {
    it('agrees on 50 seeds', () => {
      const solve = SOLVERS[id];
      if (!solve) throw new Error(`no solver for ${id}`);
      for (let seed = 0; seed < SEEDS; seed += 1) {
        const item = template.generate(createRng(`recompute${seed}`));
        expectKey(item, solve(plain(item), item));
      }
    });
  });
});
