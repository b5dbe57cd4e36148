import { activeLanguage } from '../../i18n/i18n';
import { defineTranslator } from '../../i18n/use-t';
import en from './catalog/en.json';

/**
 * The answer checker's reasons in the interface's language. The checker (packages/bank/src/checker)
 * explains a verdict in an English sentence, often with parts of the answer in it ("Your answer
 * 4.2 is not accurate enough: give two decimal places"), and the API sends it as it is. Each
 * sentence the checker (and the API around it) can write has a rule here: a pattern that
 * recognises it and takes out its variable parts, and its message (`reason.*`) that puts them
 * back. The maths parts (an answer as typed, an example, a unit such as cm or °) stay as they
 * came, inside Unicode isolates in Arabic so they read left to right; the few English words the
 * checker interpolates (the coordinate named, "square units", the number of places) are
 * translated. A sentence no rule knows is shown as it came. The unit test collects the reasons
 * the real checker gives over many answers, so a new sentence there fails it.
 */
export const tReason = defineTranslator(en);
type ReasonId = keyof typeof en;

/** Left-to-right isolate (U+2066) and pop directional isolate (U+2069). */
export const LRI = '\u2066';
export const PDI = '\u2069';

/** A message's value: a maths part, a translated word, a nested reason, or a count. */
type Part = { maths: string } | { word: ReasonId } | { detail: string } | number;
type Parts = Record<string, Part>;

interface Rule {
  id: ReasonId;
  pattern: RegExp;
  /** The message's values from the match; null when the match is not one this rule can show. */
  parts?: (match: RegExpExecArray) => Parts | null;
}

const maths = (text: string | undefined): Part => ({ maths: text ?? '' });

/** The coordinate a point's reason names ('The x-coordinate'…). */
const WHICH: Record<string, ReasonId> = {
  'The x-coordinate': 'reason.which.x',
  'The y-coordinate': 'reason.which.y',
  'A coordinate': 'reason.which.other',
};
const WHICH_PATTERN = '(The x-coordinate|The y-coordinate|A coordinate)';
const which = (text: string | undefined): Part => ({
  word: WHICH[text ?? ''] ?? 'reason.which.other',
});

/** The generic units a unit id may be ("The answer is in square units"); others are symbols. */
const UNIT_WORDS: Record<string, ReasonId> = {
  units: 'reason.unit.units',
  'square units': 'reason.unit.squareUnits',
  'cubic units': 'reason.unit.cubicUnits',
};

/** compare-number.ts PLACES: the number of decimal places in words, or in digits past six. */
const PLACES = ['no', 'one', 'two', 'three', 'four', 'five', 'six'];
const PLACES_PATTERN = '(no|one|two|three|four|five|six|\\d+) decimal places?';
function places(text: string | undefined): number | null {
  const index = PLACES.indexOf(text ?? '');
  if (index !== -1) return index;
  return text !== undefined && /^\d+$/.test(text) ? Number(text) : null;
}

/** Sentences with no variable part (their English is the catalog's). */
const FIXED: Record<string, ReasonId> = {
  'could not read your answer': 'reason.unreadable',
  'This question has no readable answer': 'reason.noKey',
  'Correct: you chose the right option': 'reason.option.right',
  'That option is not correct': 'reason.option.wrong',
  'That is not one of the options': 'reason.option.unknown',
  'Give one answer only': 'reason.oneAnswer',
  'The answer is in units': 'reason.answerIn.units',
  'The answer is in square units': 'reason.answerIn.squareUnits',
  'The answer is in cubic units': 'reason.answerIn.cubicUnits',
  'Correct: both coordinates match': 'reason.point.match',
  'Give your answer in degrees': 'reason.degrees',
  'Give your answer in radians': 'reason.radians',
  'This answer is not an angle: leave out the angle unit': 'reason.notAngle',
  'Correct: your solutions are the same set of angles': 'reason.general.match',
  'Your general solution does not give the same angles': 'reason.general.wrong',
  'Correct: your answer matches': 'reason.text.match',
  'Your answer does not match the correct answer': 'reason.text.wrong',
  'the answer checker cannot read this answer (not a number, list, point, general solution or text)':
    'reason.unmarkable.any',
  'a text answer is empty': 'reason.unmarkable.emptyText',
  'the answer checker cannot read this answer as a number': 'reason.unmarkable.number',
  'the answer checker cannot read this answer as a list of values': 'reason.unmarkable.list',
  // The API's own texts around the checker (apps/api/src/modules/bank/mark-answer.ts, the
  // console's dry run).
  'Please choose one of the options.': 'reason.api.chooseOption',
  'Type an answer to try it.': 'reason.api.typeAnswer',
};

/** Sentences with variable parts, tried in order (the more specific first). */
const RULES: readonly Rule[] = [
  {
    id: 'reason.answerIn',
    pattern: /^The answer is in (.+)$/,
    parts: (m) => ({ unit: maths(m[1]) }),
  },
  {
    id: 'reason.list.missing',
    pattern: /^You gave (\d+) of the (\d+) answers: some are missing$/,
    parts: (m) => ({ given: Number(m[1]), count: Number(m[2]) }),
  },
  {
    id: 'reason.list.repeated',
    pattern: /^You gave (.+) more than once$/,
    parts: (m) => ({ answer: maths(m[1]) }),
  },
  {
    id: 'reason.list.match',
    pattern: /^Correct: all (\d+) answers match$/,
    parts: (m) => ({ count: Number(m[1]) }),
  },
  {
    id: 'reason.list.notAnswer',
    pattern: /^(.+) is not one of the answers$/,
    parts: (m) => ({ answer: maths(m[1]) }),
  },
  {
    id: 'reason.point.form',
    pattern: /^Give the point as (.+) with its coordinates in brackets$/,
    parts: (m) => ({ form: maths(m[1]) }),
  },
  {
    id: 'reason.point.count',
    pattern: /^Give (\d+) coordinates$/,
    parts: (m) => ({ count: Number(m[1]) }),
  },
  {
    id: 'reason.point.order',
    pattern: /^The coordinates are in the wrong order: (\S+) comes first$/,
    parts: (m) => ({ x: maths(m[1]) }),
  },
  {
    id: 'reason.point.sign',
    pattern: new RegExp(`^${WHICH_PATTERN} has the wrong sign$`),
    parts: (m) => ({ which: which(m[1]) }),
  },
  {
    id: 'reason.point.wrong',
    pattern: new RegExp(`^${WHICH_PATTERN} does not match$`),
    parts: (m) => ({ which: which(m[1]) }),
  },
  {
    // A coordinate's reason: the number's reason without "Your answer <label> " (check-answer.ts).
    id: 'reason.point.detail',
    pattern: new RegExp(`^${WHICH_PATTERN}: (.+)$`),
    parts: (m) => ({ which: which(m[1]), detail: { detail: m[2] ?? '' } }),
  },
  {
    id: 'reason.wrongSign',
    pattern: /^Check the sign: your answer (.+) has the wrong sign$/,
    parts: (m) => ({ answer: maths(m[1]) }),
  },
  {
    id: 'reason.wrong',
    pattern: /^Your answer (.+) does not match the correct answer$/,
    parts: (m) => ({ answer: maths(m[1]) }),
  },
  {
    id: 'reason.places',
    pattern: new RegExp(`^Your answer (.+) is not accurate enough: give ${PLACES_PATTERN}$`),
    parts: (m) => {
      const count = places(m[2]);
      return count === null ? null : { answer: maths(m[1]), places: count };
    },
  },
  {
    id: 'reason.figures',
    pattern: /^Your answer (.+) is not accurate enough: give at least three significant figures$/,
    parts: (m) => ({ answer: maths(m[1]) }),
  },
  {
    id: 'reason.close',
    pattern: /^Your answer (.+) is close but not exact$/,
    parts: (m) => ({ answer: maths(m[1]) }),
  },
  {
    id: 'reason.exact',
    pattern: /^Give the exact value, e\.g\. (.+)$/,
    parts: (m) => ({ example: maths(m[1]) }),
  },
  {
    id: 'reason.exact.pi',
    pattern: /^Give the exact value in terms of π, e\.g\. (.+)$/,
    parts: (m) => ({ example: maths(m[1]) }),
  },
  {
    id: 'reason.correct.within',
    pattern: /^Correct: (.+) is within (.+) of the answer$/,
    parts: (m) => ({ answer: maths(m[1]), tolerance: maths(m[2]) }),
  },
  {
    // Both "Correct: <answer> matches <key>" and "Correct: <key> ≈ <value> matches <answer>".
    id: 'reason.correct.matches',
    pattern: /^Correct: (.+) matches (.+)$/,
    parts: (m) => ({ answer: maths(m[1]), expected: maths(m[2]) }),
  },
  {
    id: 'reason.correct.matchesKey',
    pattern: /^Correct: (.+) matches$/,
    parts: (m) => ({ answer: maths(m[1]) }),
  },
  {
    id: 'reason.general.every',
    pattern:
      /^Give every solution: add a whole number of periods, e\.g\. (.+) with (\S+) an integer$/,
    parts: (m) => ({ example: maths(m[1]), k: maths(m[2]) }),
  },
  {
    id: 'reason.unmarkable.point',
    pattern: /^the answer checker cannot read this answer as a point like (.+)$/,
    parts: (m) => ({ example: maths(m[1]) }),
  },
  {
    id: 'reason.unmarkable.general',
    pattern: /^the answer checker cannot read this answer as a general solution like (.+)$/,
    parts: (m) => ({ example: maths(m[1]) }),
  },
  {
    // The API's reason for a wrong option a distractor tag explains; the mistake is the bank's
    // own text, which stays as it is.
    id: 'reason.api.mistake',
    pattern: /^A common mistake gives this option: (.+)\.$/s,
    parts: (m) => ({ mistake: maths(m[1]) }),
  },
];

/**
 * The tails a coordinate's reason may have once "Your answer <label> " is cut (check-answer.ts
 * checkPoint). When the label had a space (a unit typed with the coordinate: "4.2 cm"), the cut
 * leaves the unit in front ("cm is close but not exact"): English keeps it, Arabic drops it (the
 * sentence is whole without it, and it is in the student's answer above).
 */
const DETAIL_RULES: readonly Rule[] = [
  {
    id: 'reason.detail.places',
    pattern: new RegExp(`^(?:(.+) )?is not accurate enough: give ${PLACES_PATTERN}$`),
    parts: (m) => {
      const count = places(m[2]);
      return count === null ? null : { places: count };
    },
  },
  {
    id: 'reason.detail.figures',
    pattern: /^(?:(.+) )?is not accurate enough: give at least three significant figures$/,
  },
  { id: 'reason.detail.close', pattern: /^(?:(.+) )?is close but not exact$/ },
];

/** A maths part as shown: isolated left to right in Arabic, its generic unit words translated. */
function showMaths(text: string): string {
  if (activeLanguage() === 'en') return text;
  const unit = / (square units|cubic units|units)\b/.exec(text);
  const id = unit?.[1] === undefined ? undefined : UNIT_WORDS[unit[1]];
  if (!unit || !id) return `${LRI}${text}${PDI}`;
  // "7 square units ≈ …": the number, the unit in Arabic words, then the rest, each in its place.
  const before = text.slice(0, unit.index);
  const after = text.slice(unit.index + unit[0].length).trim();
  return [`${LRI}${before}${PDI}`, tReason(id), after && `${LRI}${after}${PDI}`]
    .filter(Boolean)
    .join(' ');
}

/** Shows a rule's message for its match, noting each rule used in `used`; null if it cannot. */
function render(rule: Rule, match: RegExpExecArray, used: ReasonId[]): string | null {
  const parts = rule.parts ? rule.parts(match) : {};
  if (parts === null) return null;
  const values: Record<string, string | number> = {};
  for (const [name, part] of Object.entries(parts)) {
    if (typeof part === 'number') values[name] = part;
    else if ('maths' in part) values[name] = showMaths(part.maths);
    else if ('word' in part) values[name] = tReason(part.word);
    else {
      const detail = localDetail(part.detail, used);
      if (detail === null) return null;
      values[name] = detail;
    }
  }
  used.push(rule.id);
  return tReason(rule.id, values);
}

function localDetail(detail: string, used: ReasonId[]): string | null {
  for (const rule of DETAIL_RULES) {
    const match = rule.pattern.exec(detail);
    if (!match) continue;
    const shown = render(rule, match, used);
    if (shown === null) continue;
    const leftover = match[1];
    return leftover && activeLanguage() === 'en' ? `${leftover} ${shown}` : shown;
  }
  return translate(detail, used);
}

function translate(reason: string, used: ReasonId[]): string | null {
  const fixed = FIXED[reason];
  if (fixed) {
    used.push(fixed);
    return tReason(fixed);
  }
  for (const rule of RULES) {
    const match = rule.pattern.exec(reason);
    if (!match) continue;
    const shown = render(rule, match, used);
    if (shown !== null) return shown;
  }
  return null;
}

/**
 * The message ids a reason is shown with (a coordinate's reason and its tail: two or three), or
 * null when no rule knows it. For the unit test's coverage of the rules.
 */
export function reasonMessageIds(reason: string): ReasonId[] | null {
  const used: ReasonId[] = [];
  return translate(reason, used) === null ? null : used;
}

/** Every rule's message id: the fixed sentences, the patterns and a coordinate's tails. */
export const REASON_RULE_IDS: readonly ReasonId[] = [
  ...Object.values(FIXED),
  ...RULES.map((rule) => rule.id),
  ...DETAIL_RULES.map((rule) => rule.id),
];

/**
 * A reason of the answer checker in the active language: the same sentence in English, its
 * Arabic with the maths parts isolated left to right; a sentence it does not know as it came.
 * Call it while rendering, in a component with a translation hook (`usePracticeT`…, or
 * `useLanguage`): it re-renders on a language change.
 */
export function localReason(reason: string): string {
  return translate(reason, []) ?? reason;
}
