/**
 * Marks one typed number against one expected number, following the question's rules:
 * - `tolerance`: within that absolute distance;
 * - `decimals` (a rounding is asked): against the true value: exactly the values that round to
 *   the correct figure at the places asked, plus correct values given more precisely;
 * - `exact`: an exact form (or a decimal equal to the value); an approximation is refused with
 *   "Give the exact value";
 * - otherwise: exact forms must be equal; a decimal must agree with the value to at least three
 *   significant figures (and equal it when the value is itself a short decimal).
 * Angle units are checked first (degrees vs radians).
 */
import type { ParsedValue } from './parse-math';

export interface NumberRules {
  tolerance?: number | undefined;
  decimals?: number | undefined;
  exact?: boolean | undefined;
  /** The unrounded value a rounded key comes from (with `decimals`). */
  trueValue?: number | undefined;
}

export interface Verdict {
  correct: boolean;
  reason: string;
}

const EXACT_EPSILON = 1e-9;
const PLACES = ['no', 'one', 'two', 'three', 'four', 'five', 'six'];

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** Up to 3 decimals, trailing zeros trimmed: 4.2426 -> "4.243". */
export function formatApprox(value: number): string {
  const rounded = roundTo(value, 3);
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

export function show(value: ParsedValue): string {
  const degree = value.angleUnit === 'deg' && !value.source.includes('°') ? '°' : '';
  const unit = value.unit ? ` ${value.unit.id}` : '';
  if (value.isDecimalLiteral) return `${value.source}${degree}${unit}`;
  return `${value.source}${degree}${unit} ≈ ${formatApprox(value.value)}`;
}

export function angleUnitProblem(expected: ParsedValue, given: ParsedValue): string | null {
  const expectedDegrees = expected.angleUnit === 'deg';
  const expectedRadians = expected.angleUnit === 'rad' || (expected.hasPi && !expectedDegrees);
  if (expectedDegrees && (given.angleUnit === 'rad' || given.hasPi)) {
    return 'Give your answer in degrees';
  }
  if (expectedRadians && given.angleUnit === 'deg') return 'Give your answer in radians';
  if (!expectedDegrees && !expectedRadians && given.angleUnit !== null) {
    return 'This answer is not an angle: leave out the angle unit';
  }
  return null;
}

function wrongValue(expected: number, given: ParsedValue): Verdict {
  const label = show(given);
  if (Math.abs(given.value + expected) <= EXACT_EPSILON * Math.max(1, Math.abs(expected))) {
    return { correct: false, reason: `Check the sign: your answer ${label} has the wrong sign` };
  }
  return { correct: false, reason: `Your answer ${label} does not match the correct answer` };
}

function notAccurate(label: string, decimals: number): Verdict {
  const places = PLACES[decimals] ?? String(decimals);
  const unit = decimals === 1 ? 'decimal place' : 'decimal places';
  return {
    correct: false,
    reason: `Your answer ${label} is not accurate enough: give ${places} ${unit}`,
  };
}

/** The value has a short exact decimal (12.5, 0.375, 7): nothing but that decimal will do. */
function isShortDecimal(value: number): boolean {
  return Math.abs(roundTo(value, 6) - value) <= 1e-12 * Math.max(1, Math.abs(value));
}

/** Half a unit in the third significant figure of `value` (4.2426 -> 0.005). */
function halfUnitOfThirdFigure(value: number): number {
  if (value === 0) return 0;
  return 0.5 * 10 ** (Math.floor(Math.log10(Math.abs(value))) - 2);
}

/** An example of an exact form for the "give the exact value" message, never the key itself. */
function exactExample(expected: ParsedValue): string {
  const candidates = expected.hasPi
    ? ['2π/3', '5π']
    : /√/.test(expected.source)
      ? ['3√2', '2√5']
      : ['3/5', '2/7'];
  return candidates.find((c) => c !== expected.source) ?? candidates[1] ?? '3√2';
}

function byRounding(
  rules: NumberRules & { decimals: number },
  expected: ParsedValue,
  given: ParsedValue,
): Verdict {
  const label = show(given);
  const d = rules.decimals;
  const truth = rules.trueValue ?? expected.value;
  const known = rules.trueValue !== undefined;
  const scale = Math.max(1, Math.abs(truth));
  const diff = Math.abs(given.value - truth);
  if (diff <= EXACT_EPSILON * scale) {
    return { correct: true, reason: `Correct: ${label} matches ${expected.source}` };
  }
  if (!given.isDecimalLiteral) {
    // An exact form: right when it is the value itself (or, with no true value stored, when it
    // rounds to the key).
    const ok = known ? diff <= 1e-6 * scale : diff <= 0.5 * 10 ** -d + EXACT_EPSILON * scale;
    return ok
      ? { correct: true, reason: `Correct: ${label} matches ${expected.source}` }
      : wrongValue(truth, given);
  }
  const k = given.decimals;
  if (k < d) {
    return diff <= 0.5 * 10 ** -k + EXACT_EPSILON * scale
      ? notAccurate(label, d)
      : wrongValue(truth, given);
  }
  // At the places asked or finer: it must be the correct rounding at its own precision. With no
  // true value stored, a finer answer is held to the rounded key's half unit.
  const allowed = known || k === d ? 0.5 * 10 ** -k : 0.5 * 10 ** -d;
  return diff <= allowed + EXACT_EPSILON * scale
    ? { correct: true, reason: `Correct: ${label} matches ${expected.source}` }
    : wrongValue(truth, given);
}

function byExactForm(expected: ParsedValue, given: ParsedValue): Verdict {
  const label = show(given);
  const e = expected.value;
  const scale = Math.max(1, Math.abs(e));
  const diff = Math.abs(given.value - e);
  const typedDecimals = given.isDecimalLiteral || given.decimals > 0;
  if (diff <= EXACT_EPSILON * scale && (!typedDecimals || isShortDecimal(e))) {
    return { correct: true, reason: `Correct: ${label} matches ${expected.source}` };
  }
  if (typedDecimals && diff <= Math.max(0.01 * Math.abs(e), 0.5 * 10 ** -given.decimals)) {
    const inPi = expected.hasPi ? ' in terms of π' : '';
    return {
      correct: false,
      reason: `Give the exact value${inPi}, e.g. ${exactExample(expected)}`,
    };
  }
  return wrongValue(e, given);
}

function byDefault(expected: ParsedValue, given: ParsedValue): Verdict {
  const label = show(given);
  const e = expected.value;
  const scale = Math.max(1, Math.abs(e));
  const diff = Math.abs(given.value - e);
  if (diff <= EXACT_EPSILON * scale) {
    return {
      correct: true,
      reason: expected.isDecimalLiteral
        ? `Correct: ${label} matches`
        : `Correct: ${label} matches ${expected.source}`,
    };
  }
  if (!given.isDecimalLiteral) return wrongValue(e, given);
  const halfUnit = halfUnitOfThirdFigure(e);
  const ownRounding = diff <= 0.5 * 10 ** -given.decimals + EXACT_EPSILON * scale;
  if (isShortDecimal(e)) {
    // 12.52 for 12.5: the value has a short decimal, so nothing but it will do.
    return given.decimals > 0 && (diff <= Math.max(halfUnit, 0.005 * Math.abs(e)) || ownRounding)
      ? { correct: false, reason: `Your answer ${label} is close but not exact` }
      : wrongValue(e, given);
  }
  if (diff <= halfUnit + EXACT_EPSILON * scale) {
    if (given.significant >= 3) {
      return {
        correct: true,
        reason: `Correct: ${expected.source} ≈ ${formatApprox(e)} matches ${label}`,
      };
    }
    return {
      correct: false,
      reason: `Your answer ${label} is not accurate enough: give at least three significant figures`,
    };
  }
  if (given.significant < 3 && ownRounding) {
    // 4.2 for 3√2 = 4.2426...: right idea, too few figures.
    return {
      correct: false,
      reason: `Your answer ${label} is not accurate enough: give at least three significant figures`,
    };
  }
  return wrongValue(e, given);
}

export function compareNumber(
  rules: NumberRules,
  expected: ParsedValue,
  given: ParsedValue,
): Verdict {
  const unitProblem = angleUnitProblem(expected, given);
  if (unitProblem) return { correct: false, reason: unitProblem };
  if (rules.tolerance !== undefined && rules.tolerance >= 0) {
    const diff = Math.abs(given.value - expected.value);
    const scale = Math.max(1, Math.abs(expected.value));
    return diff <= rules.tolerance + EXACT_EPSILON * scale
      ? {
          correct: true,
          reason: `Correct: ${show(given)} is within ${rules.tolerance} of the answer`,
        }
      : wrongValue(expected.value, given);
  }
  if (rules.decimals !== undefined)
    return byRounding({ ...rules, decimals: rules.decimals }, expected, given);
  if (rules.exact) return byExactForm(expected, given);
  return byDefault(expected, given);
}
