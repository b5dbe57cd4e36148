/**
 * What kind of answer a stored key is, so the checker knows how to mark it: a number (maybe with
 * a unit, maybe an expression such as `cos 13°`), a list of values, a point or ordered pair, a
 * general solution with an integer parameter, or text. A key that is none of these cannot be
 * marked, and an import refuses its line with `unmarkableReason`.
 */
import type { AnswerKind } from '../model/item';
import { parseGeneralSolution } from './general-solution';
import { parseMathList, parseMathValue } from './parse-math';
import type { ParsedValue } from './parse-math';
import { looksLikeText } from './text-answer';

/** A point or ordered pair: "(3, -4)", "P(3, -4)", "A = (√3/2, 1/2)", "(1; 2)". */
export function parsePoint(raw: string): ParsedValue[] | null {
  if (typeof raw !== 'string') return null;
  const text = raw
    .normalize('NFKC')
    .trim()
    .replace(/\.+$/, '')
    .replace(/^\$|\$$/g, '')
    .replace(/\\left|\\right/g, '')
    .replace(/^[A-Z][A-Za-z0-9']*\s*=?\s*(?=\()/, '')
    .trim();
  const inner = /^\((.*)\)$/s.exec(text)?.[1];
  if (inner === undefined) return null;
  const separator = inner.includes(';') ? ';' : ',';
  let depth = 0;
  const parts: string[] = [''];
  for (const ch of inner) {
    if ('({['.includes(ch)) depth += 1;
    if (')}]'.includes(ch)) depth -= 1;
    if (ch === separator && depth === 0) parts.push('');
    else parts[parts.length - 1] += ch;
  }
  if (parts.length < 2 || parts.length > 3) return null;
  const values = parts.map((part) => parseMathValue(part));
  return values.every((v): v is ParsedValue => v !== null) ? values : null;
}

/** The kind of a key, inferred from how it is written; null when the checker cannot read it. */
export function inferAnswerKind(answer: string): AnswerKind | null {
  if (typeof answer !== 'string' || answer.trim() === '') return null;
  if (parseMathValue(answer)) return 'number';
  const list = parseMathList(answer);
  if (list && list.length > 1) return 'list';
  if (parsePoint(answer)) return 'point';
  if (parseGeneralSolution(answer)) return 'general';
  if (looksLikeText(answer)) return 'text';
  return null;
}

/** Whether a key can be marked as the kind given; null when it can, else why not. */
export function unmarkableReason(answer: string, kind?: AnswerKind): string | null {
  const inferred = inferAnswerKind(answer);
  if (kind === undefined) {
    return inferred
      ? null
      : 'the answer checker cannot read this answer (not a number, list, point, general solution or text)';
  }
  switch (kind) {
    case 'text':
      return answer.trim() !== '' ? null : 'a text answer is empty';
    case 'number':
      return parseMathValue(answer)
        ? null
        : 'the answer checker cannot read this answer as a number';
    case 'list': {
      const list = parseMathList(answer, { spaces: true }) ?? (parseMathValue(answer) ? [1] : null);
      return list ? null : 'the answer checker cannot read this answer as a list of values';
    }
    case 'point':
      return parsePoint(answer)
        ? null
        : 'the answer checker cannot read this answer as a point like (3, -4)';
    case 'general':
      return parseGeneralSolution(answer)
        ? null
        : 'the answer checker cannot read this answer as a general solution like π/4 + πk';
  }
}
