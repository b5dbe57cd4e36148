/**
 * Gates on an item's help (issue 21): its worked solution must end with its own key, as the
 * checker reads it, and no hint may state that key. An item without hints or steps passes here
 * (imported items may have none); `bank stats` counts how many lack them.
 */
import { checkAnswer } from '../checker/check-answer';
import type { GeneratedItem } from '../model/item';
import { printedNumbers, toPlain } from './plain-text';
import { readValues } from './read-value';

export type HelpItem = Pick<
  GeneratedItem,
  | 'type'
  | 'question'
  | 'answer'
  | 'options'
  | 'tolerance'
  | 'decimals'
  | 'trueValue'
  | 'exact'
  | 'unit'
  | 'kind'
  | 'synonyms'
  | 'hints'
  | 'steps'
  | 'multiStep'
>;

/** Two values are the same when they agree to 0.1 % (or 1e-9 near zero). */
function sameValue(a: number, b: number): boolean {
  return Math.abs(a - b) <= Math.max(1e-9, 1e-3 * Math.max(Math.abs(a), Math.abs(b)));
}

function normaliseWords(text: string): string {
  return toPlain(text)
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s\u00a0]+/g, ' ')
    .replace(/[.;:,]+\s*$/, '')
    .trim();
}

/** What the last step gives as the answer: the text after its last '=' or '≈', else all of it. */
export function finalStatement(lastStep: string): string {
  const plain = toPlain(lastStep).replace(/\\approx/g, '≈');
  const at = Math.max(plain.lastIndexOf('='), plain.lastIndexOf('≈'));
  const tail = at >= 0 ? plain.slice(at + 1) : plain;
  return tail.replace(/[.;]+\s*$/, '').trim();
}

/** Why the worked solution's last step does not give the key (empty when it does). */
export function finalStepProblems(item: HelpItem): string[] {
  const steps = item.steps ?? [];
  const last = steps.at(-1);
  if (last === undefined) return [];
  const stated = finalStatement(last);
  const keyValues = readValues(item.answer);
  if (item.type === 'short_answer') {
    const marked = checkAnswer({ ...item, mode: 'text' }, stated);
    if (marked.correct) return [];
    // A text key is given by naming it anywhere in the last step ("so θ is in quadrant II").
    if (keyValues.length === 0 && normaliseWords(last).includes(normaliseWords(item.answer))) {
      return [];
    }
    return [`last step gives '${stated}', not the key '${item.answer}' (${marked.reason})`];
  }
  // MCQ: the key is an option's text; numeric options are compared by value.
  const statedValues = readValues(stated);
  if (keyValues.length > 0 && statedValues.length === keyValues.length) {
    if (keyValues.every((v, i) => sameValue(v.value, statedValues[i]?.value ?? NaN))) return [];
  }
  if (normaliseWords(last).includes(normaliseWords(item.answer))) return [];
  return [`last step gives '${stated}', not the key '${item.answer}'`];
}

/** Why a hint gives the answer away (empty when none does). */
export function hintGiveawayProblems(item: HelpItem): string[] {
  const hints = item.hints ?? [];
  const keyValues = readValues(item.answer);
  const questionNumbers = printedNumbers(toPlain(item.question)).map((n) => n.value);
  const problems: string[] = [];
  hints.forEach((hint, index) => {
    if (keyValues.length === 0) {
      if (normaliseWords(hint).includes(normaliseWords(item.answer))) {
        problems.push(`hint ${index + 1} names the key '${item.answer}'`);
      }
      return;
    }
    const hintNumbers = printedNumbers(toPlain(hint)).map((n) => n.value);
    for (const key of keyValues) {
      // A number the question prints may appear in a hint even when it equals the key's value.
      if (questionNumbers.some((n) => sameValue(n, key.value))) continue;
      if (hintNumbers.some((n) => sameValue(n, key.value))) {
        problems.push(`hint ${index + 1} prints the key's value ${key.value}`);
      }
    }
  });
  return [...new Set(problems)];
}

/** Shape rules: one to three distinct hints; a multi-step item's solution has two steps or more. */
export function helpShapeProblems(item: HelpItem): string[] {
  const problems: string[] = [];
  const hints = item.hints ?? [];
  if (new Set(hints.map(normaliseWords)).size !== hints.length)
    problems.push('two hints are the same');
  if (item.multiStep && (item.steps?.length ?? 0) < 2) {
    problems.push('a multi-step item needs a worked solution of two steps or more');
  }
  return problems;
}

export function helpProblems(item: HelpItem): string[] {
  return [...helpShapeProblems(item), ...finalStepProblems(item), ...hintGiveawayProblems(item)];
}
