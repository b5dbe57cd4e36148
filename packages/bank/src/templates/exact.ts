/**
 * Exact values for question text and answers: integers, fractions, surds, multiples of π and
 * the special-angle trigonometric values. Each value has a plain form (stored short answers:
 * "3√2", "2π/3", "5/13"), a TeX form (math in questions and options) and its number.
 */
export interface Exact {
  text: string;
  tex: string;
  value: number;
}

export function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y) [x, y] = [y, x % y];
  return x || 1;
}

/** Decimal with at most `maxDecimals` places, trailing zeros trimmed, never "-0". */
export function fmt(x: number, maxDecimals = 4): string {
  const factor = 10 ** maxDecimals;
  const rounded = Math.round(x * factor) / factor;
  if (Object.is(rounded, -0) || rounded === 0) return '0';
  return String(rounded);
}

/** Rounded to exactly `decimals` places, kept as text ("7.30"). */
export function fixed(x: number, decimals: number): string {
  const text = (Math.round(x * 10 ** decimals) / 10 ** decimals).toFixed(decimals);
  return /^-0(\.0*)?$/.test(text) ? text.slice(1) : text;
}

export function int(n: number): Exact {
  return { text: fmt(n), tex: fmt(n), value: n };
}

/** n/d reduced; sign in front. */
export function frac(n: number, d: number): Exact {
  if (d === 0) throw new RangeError('zero denominator');
  const sign = n * d < 0 ? -1 : 1;
  const g = gcd(n, d);
  const p = Math.abs(n) / g;
  const q = Math.abs(d) / g;
  const minus = sign < 0 ? '-' : '';
  if (q === 1) return { text: `${minus}${p}`, tex: `${minus}${p}`, value: (sign * p) / q };
  return { text: `${minus}${p}/${q}`, tex: `${minus}\\frac{${p}}{${q}}`, value: (sign * p) / q };
}

/** Largest square factor: √r = s√rest. */
export function simplifyRoot(r: number): { outside: number; inside: number } {
  let outside = 1;
  let inside = r;
  for (let f = 2; f * f <= inside; f += 1) {
    while (inside % (f * f) === 0) {
      inside /= f * f;
      outside *= f;
    }
  }
  return { outside, inside };
}

/** k√r / d, simplified: 6√8/4 -> 3√2. */
export function surd(k: number, r: number, d = 1): Exact {
  const { outside, inside } = simplifyRoot(r);
  let num = k * outside;
  let den = d;
  if (den < 0) {
    num = -num;
    den = -den;
  }
  const g = gcd(num, den);
  num /= g;
  den /= g;
  if (inside === 1) return frac(num, den);
  const minus = num < 0 ? '-' : '';
  const coef = Math.abs(num);
  const coefText = coef === 1 ? '' : String(coef);
  const value = (num * Math.sqrt(inside)) / den;
  if (den === 1) {
    return {
      text: `${minus}${coefText}√${inside}`,
      tex: `${minus}${coefText}\\sqrt{${inside}}`,
      value,
    };
  }
  return {
    text: `${minus}${coefText}√${inside}/${den}`,
    tex: `${minus}\\frac{${coefText}\\sqrt{${inside}}}{${den}}`,
    value,
  };
}

/** (n/d)π reduced: 2π/3, π, -π/2, 3π. */
export function piFrac(n: number, d = 1): Exact {
  const g = gcd(n, d);
  let p = n / g;
  let q = d / g;
  if (q < 0) {
    p = -p;
    q = -q;
  }
  const value = (p / q) * Math.PI;
  if (p === 0) return { text: '0', tex: '0', value: 0 };
  const minus = p < 0 ? '-' : '';
  const a = Math.abs(p);
  const coef = a === 1 ? '' : String(a);
  if (q === 1) return { text: `${minus}${coef}π`, tex: `${minus}${coef}\\pi`, value };
  return {
    text: `${minus}${coef}π/${q}`,
    tex: `${minus}\\frac{${coef}\\pi}{${q}}`,
    value,
  };
}

/** An angle in degrees, e.g. 30°. */
export function degrees(x: number, maxDecimals = 2): Exact {
  return { text: `${fmt(x, maxDecimals)}°`, tex: `${fmt(x, maxDecimals)}^\\circ`, value: x };
}

export function neg(e: Exact): Exact {
  if (e.value === 0) return e;
  if (e.text.startsWith('-')) {
    return { text: e.text.slice(1), tex: e.tex.replace(/^-/, ''), value: -e.value };
  }
  return { text: `-${e.text}`, tex: `-${e.tex}`, value: -e.value };
}

export type TrigFn = 'sin' | 'cos' | 'tan';

/** Reference values for the special acute angles (exact forms). */
const SPECIAL: Record<number, Record<TrigFn, Exact | null>> = {
  0: { sin: int(0), cos: int(1), tan: int(0) },
  30: { sin: frac(1, 2), cos: surd(1, 3, 2), tan: surd(1, 3, 3) },
  45: { sin: surd(1, 2, 2), cos: surd(1, 2, 2), tan: int(1) },
  60: { sin: surd(1, 3, 2), cos: frac(1, 2), tan: surd(1, 3) },
  90: { sin: int(1), cos: int(0), tan: null },
};

/** Quadrant of an angle in degrees (0 on an axis). */
export function quadrantOf(deg: number): 0 | 1 | 2 | 3 | 4 {
  const a = ((deg % 360) + 360) % 360;
  if (a % 90 === 0) return 0;
  return (Math.floor(a / 90) + 1) as 1 | 2 | 3 | 4;
}

/** Reference (related acute) angle of any angle, degrees. */
export function referenceAngle(deg: number): number {
  const a = ((deg % 360) + 360) % 360;
  if (a <= 90) return a;
  if (a <= 180) return 180 - a;
  if (a <= 270) return a - 180;
  return 360 - a;
}

/** Exact sin/cos/tan of a multiple of 30° or 45°; null when undefined (tan 90°). */
export function exactTrig(fn: TrigFn, deg: number): Exact | null {
  const ref = referenceAngle(deg);
  const base = SPECIAL[ref]?.[fn];
  if (base === undefined) throw new RangeError(`no exact value for ${fn} ${deg}°`);
  if (base === null) return null;
  const rad = (deg * Math.PI) / 180;
  const value = fn === 'sin' ? Math.sin(rad) : fn === 'cos' ? Math.cos(rad) : Math.tan(rad);
  if (Math.abs(value) < 1e-12) return int(0);
  return value < 0 ? neg(base) : base;
}

export function math(e: Exact | string): string {
  return `$${typeof e === 'string' ? e : e.tex}$`;
}
