/**
 * Marks a student's answer. MCQ: by option index (practice) or option text (exam, trial).
 * Short answers: the typed value is parsed (see parse-math) and compared with the stored answer:
 * exact forms must be equal; a decimal approximation of an irrational exact value is accepted
 * within tolerance when given to at least two decimal places (or to the rounding the question
 * asks for); lists are compared as sets. Never throws: unreadable input is simply wrong.
 */
import type { ParsedValue } from './parse-math';
import { looksLikeList, parseMathList, parseMathValue } from './parse-math';

export type McqMode = 'index' | 'text';

export interface CheckableQuestion {
  type: 'MCQ' | 'short_answer';
  /** Stored answer: the option text for MCQ, a readable value or list for short answers. */
  answer: string;
  options?: readonly string[] | undefined;
  /** Absolute tolerance set by the question; replaces the default rule. */
  tolerance?: number | undefined;
  /** Decimal places the question asks for ('to the nearest tenth' = 1); answer is rounded. */
  decimals?: number | undefined;
  /** MCQ only: 'index' (practice sends the option index) or 'text' (exam, trial). */
  mode?: McqMode | undefined;
}

export interface CheckResult {
  correct: boolean;
  reason: string;
  interpretedAs: string | null;
}

/** Relative tolerance for a decimal approximation of an exact value (0.5 %). */
export const DEFAULT_RELATIVE_TOLERANCE = 0.005;
const EXACT_EPSILON = 1e-9;

export const UNREADABLE_REASON = 'could not read your answer';

const PLACES = ['no', 'one', 'two', 'three', 'four', 'five', 'six'];

export function checkAnswer(question: CheckableQuestion, given: string): CheckResult {
  try {
    if (typeof given !== 'string' || given.trim() === '') {
      return { correct: false, reason: UNREADABLE_REASON, interpretedAs: null };
    }
    return question.type === 'MCQ' ? checkMcq(question, given) : checkShort(question, given);
  } catch {
    return { correct: false, reason: UNREADABLE_REASON, interpretedAs: null };
  }
}

function normaliseOptionText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u00a0\u2009\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function checkMcq(question: CheckableQuestion, given: string): CheckResult {
  const options = question.options ?? [];
  const answer = normaliseOptionText(question.answer);
  if (question.mode === 'index') {
    const digits = parseMathValue(given.trim());
    const index = digits && digits.isDecimalLiteral && digits.decimals === 0 ? digits.value : NaN;
    if (!Number.isInteger(index) || index < 0 || index >= options.length) {
      return { correct: false, reason: UNREADABLE_REASON, interpretedAs: null };
    }
    const chosen = options[index] ?? '';
    const correct = normaliseOptionText(chosen) === answer;
    return {
      correct,
      reason: correct ? 'Correct: you chose the right option' : 'That option is not correct',
      interpretedAs: `option ${index + 1}: ${chosen}`,
    };
  }
  const text = normaliseOptionText(given);
  const match = options.find((option) => normaliseOptionText(option) === text);
  if (match === undefined) {
    return { correct: false, reason: 'That is not one of the options', interpretedAs: text };
  }
  const correct = normaliseOptionText(match) === answer;
  return {
    correct,
    reason: correct ? 'Correct: you chose the right option' : 'That option is not correct',
    interpretedAs: match,
  };
}

function checkShort(question: CheckableQuestion, given: string): CheckResult {
  const expectedList = looksLikeList(question.answer)
    ? parseMathList(question.answer)
    : wrap(parseMathValue(question.answer));
  if (!expectedList || expectedList.length === 0) {
    return { correct: false, reason: 'This question has no readable answer', interpretedAs: null };
  }
  if (expectedList.length > 1) return checkSet(question, expectedList, given);

  const expected = expectedList[0] as ParsedValue;
  const single = parseMathValue(given);
  if (!single) {
    const list = looksLikeList(given) ? parseMathList(given) : null;
    if (list && list.length > 1) {
      return {
        correct: false,
        reason: 'Give one answer only',
        interpretedAs: list.map(show).join(', '),
      };
    }
    return { correct: false, reason: UNREADABLE_REASON, interpretedAs: null };
  }
  const verdict = compareValues(question, expected, single);
  return { ...verdict, interpretedAs: show(single) };
}

function wrap(value: ParsedValue | null): ParsedValue[] | null {
  return value ? [value] : null;
}

function checkSet(
  question: CheckableQuestion,
  expected: ParsedValue[],
  given: string,
): CheckResult {
  const list = looksLikeList(given) ? parseMathList(given) : wrap(parseMathValue(given));
  if (!list) return { correct: false, reason: UNREADABLE_REASON, interpretedAs: null };
  const interpretedAs = list.map(show).join(', ');
  const unmatched = [...expected];
  for (const value of list) {
    const index = unmatched.findIndex((want) => compareValues(question, want, value).correct);
    if (index === -1) {
      const repeated = expected.some((want) => compareValues(question, want, value).correct);
      return {
        correct: false,
        reason: repeated
          ? `You gave ${show(value)} more than once`
          : `${show(value)} is not one of the answers`,
        interpretedAs,
      };
    }
    unmatched.splice(index, 1);
  }
  if (unmatched.length > 0) {
    return {
      correct: false,
      reason: `You gave ${list.length} of the ${expected.length} answers: some are missing`,
      interpretedAs,
    };
  }
  return { correct: true, reason: `Correct: all ${expected.length} answers match`, interpretedAs };
}

function compareValues(
  question: CheckableQuestion,
  expected: ParsedValue,
  given: ParsedValue,
): { correct: boolean; reason: string } {
  const unitProblem = angleUnitProblem(expected, given);
  if (unitProblem) return { correct: false, reason: unitProblem };

  const e = expected.value;
  const g = given.value;
  const diff = Math.abs(g - e);
  const scale = Math.max(1, Math.abs(e));
  const label = show(given);

  if (question.tolerance !== undefined && question.tolerance >= 0) {
    return diff <= question.tolerance + EXACT_EPSILON * scale
      ? { correct: true, reason: `Correct: ${label} is within ${question.tolerance} of the answer` }
      : wrongValue(expected, given);
  }

  if (question.decimals !== undefined) {
    // The stored answer is already rounded to `decimals` places.
    const half = 0.5 * 10 ** -question.decimals;
    if (diff <= half + EXACT_EPSILON * scale) {
      if (given.isDecimalLiteral && given.decimals < question.decimals && diff > EXACT_EPSILON) {
        return notAccurate(label, question.decimals);
      }
      return { correct: true, reason: `Correct: ${label} matches ${expected.source}` };
    }
    if (
      given.isDecimalLiteral &&
      given.decimals < question.decimals &&
      diff <= 0.5 * 10 ** -given.decimals + half
    ) {
      return notAccurate(label, question.decimals);
    }
    return wrongValue(expected, given);
  }

  if (diff <= EXACT_EPSILON * scale) {
    return {
      correct: true,
      reason: expected.isDecimalLiteral
        ? `Correct: ${label} matches`
        : `Correct: ${label} matches ${expected.source}`,
    };
  }
  const d = given.decimals;
  const roundedCorrectly =
    given.isDecimalLiteral && d >= 2 && Math.abs(roundTo(e, d) - g) <= EXACT_EPSILON * scale;
  if (
    given.isDecimalLiteral &&
    (diff <= DEFAULT_RELATIVE_TOLERANCE * Math.abs(e) || roundedCorrectly)
  ) {
    const exactWithThoseDecimals = Math.abs(roundTo(e, d) - e) <= EXACT_EPSILON * scale;
    if (exactWithThoseDecimals) {
      // 12.52 for 12.5: the exact value has a short decimal, so nothing but it will do.
      return { correct: false, reason: `Your answer ${label} is close but not exact` };
    }
    if (d >= 2) {
      return {
        correct: true,
        reason: `Correct: ${expected.source} ≈ ${formatApprox(e)} matches ${label}`,
      };
    }
    return notAccurate(label, 2);
  }
  if (
    given.isDecimalLiteral &&
    given.decimals < 2 &&
    !expected.isDecimalLiteral &&
    Math.abs(roundTo(e, given.decimals) - g) <= EXACT_EPSILON * scale
  ) {
    // 4.2 for 3√2 = 4.2426...: right idea, too few decimals.
    return notAccurate(label, 2);
  }
  return wrongValue(expected, given);
}

function angleUnitProblem(expected: ParsedValue, given: ParsedValue): string | null {
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

function wrongValue(expected: ParsedValue, given: ParsedValue): { correct: false; reason: string } {
  const label = show(given);
  if (
    Math.abs(given.value + expected.value) <=
    EXACT_EPSILON * Math.max(1, Math.abs(expected.value))
  ) {
    return { correct: false, reason: `Check the sign: your answer ${label} has the wrong sign` };
  }
  return { correct: false, reason: `Your answer ${label} does not match the correct answer` };
}

function notAccurate(label: string, decimals: number): { correct: false; reason: string } {
  const places = PLACES[decimals] ?? String(decimals);
  const unit = decimals === 1 ? 'decimal place' : 'decimal places';
  return {
    correct: false,
    reason: `Your answer ${label} is not accurate enough: give ${places} ${unit}`,
  };
}

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** Up to 3 decimals, trailing zeros trimmed: 4.2426 -> "4.243". */
export function formatApprox(value: number): string {
  const rounded = roundTo(value, 3);
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

function show(value: ParsedValue): string {
  const unit = value.angleUnit === 'deg' && !value.source.includes('°') ? '°' : '';
  if (value.isDecimalLiteral) return `${value.source}${unit}`;
  return `${value.source}${unit} ≈ ${formatApprox(value.value)}`;
}
