/**
 * Marks a student's answer. MCQ: by option index (practice) or option text (exam, trial).
 * Short answers follow the question's marking fields (compare-number.ts): `exact`, `decimals`
 * with the key's true value, `tolerance`, `unit`; and its kind (answer-kind.ts): a number, a list
 * (any order, any separator), a point (in order), a general solution (any equivalent family), or
 * text (any case, spacing, punctuation, or a declared synonym). Never throws: unreadable input
 * is wrong, with a reason a student understands.
 */
import type { AnswerKind } from '../model/item';
import { inferAnswerKind, parsePoint } from './answer-kind';
import type { NumberRules, Verdict } from './compare-number';
import { compareNumber, formatApprox, show } from './compare-number';
import { parseGeneralSolution, sameSolutionSet } from './general-solution';
import type { ParsedValue } from './parse-math';
import { parseMathList, parseMathValue } from './parse-math';
import { acceptedTexts, normaliseText } from './text-answer';
import type { Unit } from './units';
import { findUnit, splitUnit } from './units';

export type McqMode = 'index' | 'text';

export interface CheckableQuestion {
  type: 'MCQ' | 'short_answer';
  /** Stored answer: the option text for MCQ, a readable value or list for short answers. */
  answer: string;
  options?: readonly string[] | undefined;
  /** Absolute tolerance set by the question; replaces the default rule. */
  tolerance?: number | undefined;
  /** Decimal places the question asks for ('to the nearest tenth' = 1); the key is rounded. */
  decimals?: number | undefined;
  /** The unrounded value behind a rounded key: roundings are marked against it. */
  trueValue?: number | undefined;
  /** An exact form is asked for: decimal approximations are refused. */
  exact?: boolean | undefined;
  /** The answer's unit (any spelling: 'cm', 'cm^2', 'miles'); other units are refused. */
  unit?: string | undefined;
  /** What the key is; inferred from it when unset. */
  kind?: AnswerKind | undefined;
  /** Other accepted answers of a text key. */
  synonyms?: readonly string[] | undefined;
  /** MCQ only: 'index' (practice sends the option index) or 'text' (exam, trial). */
  mode?: McqMode | undefined;
}

export interface CheckResult {
  correct: boolean;
  reason: string;
  interpretedAs: string | null;
}

export const UNREADABLE_REASON = 'could not read your answer';

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

const NO_KEY: CheckResult = {
  correct: false,
  reason: 'This question has no readable answer',
  interpretedAs: null,
};

function checkShort(question: CheckableQuestion, given: string): CheckResult {
  const kind = question.kind ?? inferAnswerKind(question.answer);
  switch (kind) {
    case 'text':
      return checkText(question, given);
    case 'point':
      return checkPoint(question, given);
    case 'general':
      return checkGeneral(question, given);
    case 'list':
    case 'number':
      return checkNumbers(question, given, kind);
    default:
      return NO_KEY;
  }
}

// ---------------------------------------------------------------- numbers and lists

function rulesOf(question: CheckableQuestion): NumberRules {
  return {
    tolerance: question.tolerance,
    decimals: question.decimals,
    exact: question.exact,
    trueValue: question.trueValue,
  };
}

/** The unit a typed value must carry, if any: the question's, or the one written in the key. */
function expectedUnit(question: CheckableQuestion, key: ParsedValue): Unit | null {
  return question.unit ? (findUnit(question.unit) ?? null) : key.unit;
}

/** Refuses a typed unit that is not the answer's ("7 m" when the answer is in cm). */
function unitVerdict(want: Unit | null, given: ParsedValue): Verdict | null {
  if (!given.unit || !want) return null;
  if (given.unit.id === want.id) return null;
  if (given.unit.generic && given.unit.dimension === want.dimension) return null;
  return { correct: false, reason: `The answer is in ${want.id}` };
}

function compareWithUnit(
  question: CheckableQuestion,
  want: Unit | null,
  expected: ParsedValue,
  given: ParsedValue,
): Verdict {
  return unitVerdict(want, given) ?? compareNumber(rulesOf(question), expected, given);
}

function checkNumbers(
  question: CheckableQuestion,
  given: string,
  kind: 'number' | 'list',
): CheckResult {
  const single = parseMathValue(question.answer);
  const expectedList =
    kind === 'number' && single ? [single] : parseMathList(question.answer, { spaces: true });
  if (!expectedList || expectedList.length === 0) return NO_KEY;
  const want = expectedUnit(question, expectedList[0] as ParsedValue);
  if (kind === 'list' || expectedList.length > 1)
    return checkSet(question, want, expectedList, given);

  const expected = expectedList[0] as ParsedValue;
  const value = parseMathValue(given);
  if (!value) {
    const split = splitUnit(given);
    if (want && split.unknownWords !== null && parseMathValue(split.body)) {
      return { correct: false, reason: `The answer is in ${want.id}`, interpretedAs: null };
    }
    const list = parseMathList(given);
    if (list && list.length > 1) {
      return {
        correct: false,
        reason: 'Give one answer only',
        interpretedAs: list.map(show).join(', '),
      };
    }
    return { correct: false, reason: UNREADABLE_REASON, interpretedAs: null };
  }
  const verdict = compareWithUnit(question, want, expected, value);
  return { ...verdict, interpretedAs: show(value) };
}

function checkSet(
  question: CheckableQuestion,
  want: Unit | null,
  expected: ParsedValue[],
  given: string,
): CheckResult {
  const list = parseMathList(given, { spaces: true });
  if (!list) return { correct: false, reason: UNREADABLE_REASON, interpretedAs: null };
  const interpretedAs = list.map(show).join(', ');
  const unmatched = [...expected];
  for (const value of list) {
    const verdicts = unmatched.map((want_) => compareWithUnit(question, want, want_, value));
    const index = verdicts.findIndex((v) => v.correct);
    if (index === -1) {
      const repeated = expected.some((e) => compareWithUnit(question, want, e, value).correct);
      // A reason about the form (units, accuracy, exactness) helps more than "not an answer".
      const formReason = verdicts.find((v) => !/does not match|wrong sign/.test(v.reason))?.reason;
      return {
        correct: false,
        reason: repeated
          ? `You gave ${show(value)} more than once`
          : (formReason ?? `${show(value)} is not one of the answers`),
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

// ---------------------------------------------------------------- points

function checkPoint(question: CheckableQuestion, given: string): CheckResult {
  const expected = parsePoint(question.answer);
  if (!expected) return NO_KEY;
  const point = parsePoint(given) ?? parsePoint(`(${given.trim()})`);
  if (!point) {
    return {
      correct: false,
      reason: `Give the point as (x, y) with its coordinates in brackets`,
      interpretedAs: null,
    };
  }
  const interpretedAs = `(${point.map(show).join(', ')})`;
  if (point.length !== expected.length) {
    return { correct: false, reason: `Give ${expected.length} coordinates`, interpretedAs };
  }
  const rules = rulesOf(question);
  const verdicts = expected.map((want, i) => compareNumber(rules, want, point[i] as ParsedValue));
  const wrong = verdicts.find((v) => !v.correct);
  if (!wrong) return { correct: true, reason: 'Correct: both coordinates match', interpretedAs };
  const swapped =
    expected.length === 2 &&
    compareNumber(rules, expected[0] as ParsedValue, point[1] as ParsedValue).correct &&
    compareNumber(rules, expected[1] as ParsedValue, point[0] as ParsedValue).correct;
  if (swapped) {
    return {
      correct: false,
      reason: 'The coordinates are in the wrong order: x comes first',
      interpretedAs,
    };
  }
  const index = verdicts.indexOf(wrong);
  const which =
    index === 0 ? 'The x-coordinate' : index === 1 ? 'The y-coordinate' : 'A coordinate';
  if (/wrong sign/.test(wrong.reason)) {
    return { correct: false, reason: `${which} has the wrong sign`, interpretedAs };
  }
  if (/does not match/.test(wrong.reason)) {
    return { correct: false, reason: `${which} does not match`, interpretedAs };
  }
  return {
    correct: false,
    reason: `${which}: ${wrong.reason.replace(/^Your answer \S+ /, '')}`,
    interpretedAs,
  };
}

// ---------------------------------------------------------------- general solutions

function checkGeneral(question: CheckableQuestion, given: string): CheckResult {
  const expected = parseGeneralSolution(question.answer);
  if (!expected) return NO_KEY;
  const typed = parseGeneralSolution(given);
  if (!typed) {
    const one = parseMathValue(given) ?? parseMathList(given)?.[0];
    return {
      correct: false,
      reason: one
        ? 'Give every solution: add a whole number of periods, e.g. + 360°k with k an integer'
        : UNREADABLE_REASON,
      interpretedAs: null,
    };
  }
  const interpretedAs = given.trim();
  const wantRadians = expected.unit === 'rad';
  const wantDegrees = expected.unit === 'deg';
  if (wantRadians && typed.unit === 'deg') {
    return { correct: false, reason: 'Give your answer in radians', interpretedAs };
  }
  if (wantDegrees && typed.unit === 'rad') {
    return { correct: false, reason: 'Give your answer in degrees', interpretedAs };
  }
  // Bare numbers are read in the key's unit.
  const reading =
    typed.unit === null && wantRadians
      ? {
          ...typed,
          families: typed.families.map((f) => ({
            offset: (f.offset * 180) / Math.PI,
            period: (f.period * 180) / Math.PI,
          })),
        }
      : typed;
  const tolerance =
    typed.decimals > 0
      ? Math.max(1e-6, 0.5 * 10 ** -typed.decimals * (wantRadians ? 180 / Math.PI : 1))
      : 1e-6;
  return sameSolutionSet(expected, reading, tolerance)
    ? { correct: true, reason: 'Correct: your solutions are the same set of angles', interpretedAs }
    : {
        correct: false,
        reason: 'Your general solution does not give the same angles',
        interpretedAs,
      };
}

// ---------------------------------------------------------------- text

function checkText(question: CheckableQuestion, given: string): CheckResult {
  const accepted = acceptedTexts(question.answer, question.synonyms ?? []);
  const typed = normaliseText(given);
  if (typed === '') return { correct: false, reason: UNREADABLE_REASON, interpretedAs: null };
  return accepted.has(typed)
    ? { correct: true, reason: 'Correct: your answer matches', interpretedAs: given.trim() }
    : {
        correct: false,
        reason: 'Your answer does not match the correct answer',
        interpretedAs: given.trim(),
      };
}

export { formatApprox };
