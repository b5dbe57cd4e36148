/**
 * General solutions of trigonometric equations: families `a + p·k` with k any integer, written
 * in degrees (`45° + 180°k`) or radians (`π/4 + πk`, `2kπ ± π/3`). Two answers are the same
 * when they describe the same set of angles: `π/4 + πk` = `5π/4 + πk` = `π/4 + 2πk, 5π/4 + 2πk`.
 * The sets are compared as residues modulo the least common period.
 */
import type { AngleUnit } from './parse-math';
import { parseWithVariable } from './parse-math';

export interface Family {
  /** The angle at k = 0, in degrees. */
  offset: number;
  /** The step between solutions, in degrees (positive). */
  period: number;
}

export interface GeneralSolution {
  families: Family[];
  /** How the answer is written: degrees, radians (π or rad), or bare numbers. */
  unit: AngleUnit | null;
  /** Decimal places of the least precise decimal typed (0 when all exact). */
  decimals: number;
}

const DEG_PER_RAD = 180 / Math.PI;

/** ", k ∈ ℤ", "where k is an integer", "(n ∈ Z)", "k = 0, ±1, ±2, ..." are dropped. */
function dropIntegerNote(text: string): string {
  return text
    .replace(/\(\s*[knm]\s*(?:∈|\\in|in)\s*(?:ℤ|Z|\\mathbb\s*\{\s*Z\s*\})\s*\)/gi, '')
    .replace(
      /[,;]?\s*(?:where|for|with)?\s*(?:any|all|every|some)?\s*(?:integers?\s+)?[knm]?\s*(?:∈|\\in\b|\bin\b|\bis\s+an?\b|\bare\b)\s*(?:ℤ|Z\b|\\mathbb\s*\{\s*Z\s*\}|integers?|the integers|an integer|any integer)\s*\.?\s*$/i,
      '',
    )
    .replace(/[,;]?\s*(?:where|for)?\s*(?:any|all|every)\s+integers?\s+[knm]\s*\.?\s*$/i, '')
    .replace(/[,;]?\s*[knm]\s*=\s*0\s*,\s*±\s*1\s*,\s*±\s*2.*$/i, '')
    .trim();
}

/** The letter used as the integer parameter, if exactly one of k, n, m is used alone. */
function parameterOf(text: string): string | null {
  const letters = new Set(
    [...text.matchAll(/(?<![a-zA-Z])([knm])(?![a-zA-Z])/g)].map((match) => match[1] ?? ''),
  );
  return letters.size === 1 ? ([...letters][0] ?? null) : null;
}

/** Splits "π/4 + πk, 3π/4 + πk" and "π/3 ± 2πk" into one expression per family. */
function familyTexts(text: string): string[] {
  const parts = text
    .replace(/^\s*\\?\{|\\?\}\s*$/g, '')
    .split(/[,;]|\bor\b|\band\b/)
    .map((part) => part.trim().replace(/^[A-Za-zθαβx]\s*=\s*/, ''))
    .filter((part) => part !== '');
  return parts.flatMap((part) => {
    const normalised = part.replace(/\\pm(?![a-zA-Z])|\+\s*\/\s*-|\+-|∓/g, '±');
    return normalised.includes('±')
      ? [normalised.replace('±', '+'), normalised.replace('±', '-')]
      : [normalised];
  });
}

/** The integer parameter's letter and one expression per family ("2kπ ± π/3" gives two). */
export function generalSolutionParts(raw: string): { name: string; parts: string[] } | null {
  if (typeof raw !== 'string' || raw.length > 500) return null;
  const text = dropIntegerNote(raw.trim().replace(/\.+$/, ''));
  const name = parameterOf(text);
  return name ? { name, parts: familyTexts(text) } : null;
}

/** Reads a general solution; null when it is not one (no integer parameter, not linear in it). */
export function parseGeneralSolution(raw: string): GeneralSolution | null {
  const split = generalSolutionParts(raw);
  if (!split) return null;
  const { name } = split;
  const families: Family[] = [];
  let unit: AngleUnit | null = null;
  let decimals = 0;
  for (const part of split.parts) {
    const at = [0, 1, 2].map((value) => parseWithVariable(part, { name, value }));
    const [r0, r1, r2] = at;
    if (!r0 || !r1 || !r2 || !r0.usesVariable) return null;
    const partUnit = r0.value.angleUnit ?? (r0.value.hasPi ? 'rad' : null);
    if (unit !== null && partUnit !== null && partUnit !== unit) return null;
    unit = unit ?? partUnit;
    const scale = partUnit === 'rad' ? DEG_PER_RAD : 1;
    const f0 = r0.value.value * scale;
    const f1 = r1.value.value * scale;
    const f2 = r2.value.value * scale;
    const step = f1 - f0;
    if (Math.abs(step) < 1e-9 || Math.abs(f2 - 2 * f1 + f0) > 1e-6 * Math.max(1, Math.abs(step))) {
      return null;
    }
    families.push({ offset: f0, period: Math.abs(step) });
    decimals = Math.max(decimals, r0.value.decimals);
  }
  return families.length > 0 ? { families, unit, decimals } : null;
}

function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y) [x, y] = [y, x % y];
  return x || 1;
}

/** p / q close to x with q <= maxDenominator (continued fractions), or null. */
function toRational(x: number, maxDenominator = 720): [number, number] | null {
  let [h0, h1, k0, k1] = [0, 1, 1, 0];
  let value = x;
  for (let i = 0; i < 32; i += 1) {
    const a = Math.floor(value);
    [h0, h1] = [h1, a * h1 + h0];
    [k0, k1] = [k1, a * k1 + k0];
    if (k1 > maxDenominator) return null;
    if (Math.abs(h1 / k1 - x) <= 1e-9 * Math.max(1, Math.abs(x))) return [h1, k1];
    const rest = value - a;
    if (rest < 1e-12) break;
    value = 1 / rest;
  }
  return Math.abs(h1 / k1 - x) <= 1e-9 * Math.max(1, Math.abs(x)) ? [h1, k1] : null;
}

/** The least common period of all families, in degrees; null when not commensurable. */
function commonPeriod(periods: readonly number[]): number | null {
  // Periods as multiples of 1/720 of a degree: the numerators' lcm over the common scale.
  const scale = 720;
  const parts = periods.map((p) => toRational(p * scale, 1));
  if (parts.some((p) => p === null)) {
    const rationals = periods.map((p) => toRational(p / 360));
    if (rationals.some((r) => r === null)) return null;
    let lcm = 1;
    let den = 0;
    for (const r of rationals as [number, number][]) {
      lcm = (lcm * r[0]) / gcd(lcm, r[0]);
      den = gcd(den, r[1]);
    }
    return (360 * lcm) / den;
  }
  let lcm = 1;
  for (const [n] of parts as [number, number][]) {
    lcm = (lcm * n) / gcd(lcm, n);
    if (lcm > 360 * scale * 720) return null;
  }
  return lcm / scale;
}

/** Every solution in one common period [0, L), sorted. */
function residues(families: readonly Family[], period: number): number[] | null {
  const out: number[] = [];
  for (const family of families) {
    const count = Math.round(period / family.period);
    if (count > 2000) return null;
    for (let j = 0; j < count; j += 1) {
      const angle = family.offset + family.period * j;
      out.push(((angle % period) + period) % period);
    }
  }
  return out.sort((a, b) => a - b);
}

/** Whether two general solutions give the same set of angles (within `tolerance` degrees). */
export function sameSolutionSet(
  expected: GeneralSolution,
  given: GeneralSolution,
  tolerance: number,
): boolean {
  const period = commonPeriod([
    ...expected.families.map((f) => f.period),
    ...given.families.map((f) => f.period),
  ]);
  if (period === null) return false;
  const want = residues(expected.families, period);
  const got = residues(given.families, period);
  if (!want || !got) return false;
  const distinct = (values: number[]): number[] =>
    values.filter((v, i) => i === 0 || Math.abs(v - (values[i - 1] ?? v)) > tolerance);
  const a = distinct(want);
  const b = distinct(got);
  if (a.length !== b.length) return false;
  const close = (x: number, y: number): boolean => {
    const d = Math.abs(x - y);
    return Math.min(d, period - d) <= tolerance;
  };
  return a.every((value) => b.some((other) => close(value, other)));
}
