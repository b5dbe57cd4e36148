/**
 * How the checker reads a typed answer, for the answer field's "Read as" preview
 * (docs/product.md §9): the same readers check-answer.ts uses, tried in the order a key's kind is
 * inferred (answer-kind.ts): a number or expression, a list, a point, a general solution, words.
 * It never sees a question or its key, so it cannot say whether an answer is right; the preview
 * can run in an exam. Pure and small: the web app imports it through `@exam/bank/read-answer`
 * without the rest of the bank.
 */
import { parsePoint } from './answer-kind';
import { generalSolutionParts, parseGeneralSolution } from './general-solution';
import type { ParsedValue } from './parse-math';
import { parseMathList, parseMathValue, parseWithVariable } from './parse-math';
import { looksLikeText } from './text-answer';

export type AnswerReading =
  | { kind: 'empty' }
  /** `tex` typesets the reading; `text` is the same in plain text (screen readers, no KaTeX). */
  | { kind: 'math'; tex: string; text: string; approx: string | null }
  | { kind: 'words'; text: string }
  | { kind: 'unreadable' };

/** The longest answer the preview reads (the API refuses more than 500 characters). */
const MAX_LENGTH = 500;

function unitTex(value: ParsedValue): string {
  if (!value.unit) return '';
  const id = value.unit.id;
  const power = /[²³]$/.exec(id)?.[0];
  const base = power ? id.slice(0, -1) : id;
  return `\\ \\text{${base}}${power ? `^{${power === '²' ? 2 : 3}}` : ''}`;
}

function valueTex(value: ParsedValue): string {
  return `${value.tex}${unitTex(value)}`;
}

function valueText(value: ParsedValue): string {
  return value.unit ? `${value.source} ${value.unit.id}` : value.source;
}

/** 4 significant figures, without trailing zeros: 2.094, 0.8660 -> 0.866, 1.5. */
function approximate(value: number): string {
  const rounded = Number(value.toPrecision(4));
  return Math.abs(rounded) >= 1e6 || (rounded !== 0 && Math.abs(rounded) < 1e-4)
    ? rounded.toExponential(3)
    : String(rounded);
}

function readNumber(value: ParsedValue): AnswerReading {
  const showApprox = !value.isDecimalLiteral && !Number.isInteger(Number(value.value.toFixed(10)));
  const degrees = value.angleUnit === 'deg' ? '°' : '';
  return {
    kind: 'math',
    tex: valueTex(value),
    text: valueText(value),
    approx: showApprox ? `${approximate(value.value)}${degrees}` : null,
  };
}

function readGeneral(raw: string): AnswerReading | null {
  if (!parseGeneralSolution(raw)) return null;
  const split = generalSolutionParts(raw);
  if (!split) return null;
  const parts = split.parts.map((part) => parseWithVariable(part, { name: split.name, value: 0 }));
  if (parts.some((part) => part === null)) return null;
  const values = parts.map((part) => part?.value).filter((v): v is ParsedValue => v !== undefined);
  return {
    kind: 'math',
    tex: `${values.map((v) => v.tex).join(',\\ ')},\\ ${split.name} \\in \\mathbb{Z}`,
    text: `${values.map((v) => v.source).join(', ')}, ${split.name} any integer`,
    approx: null,
  };
}

/** How the checker reads `raw` (what a student typed). */
export function readAnswer(raw: string): AnswerReading {
  if (typeof raw !== 'string' || raw.trim() === '') return { kind: 'empty' };
  if (raw.length > MAX_LENGTH) return { kind: 'unreadable' };
  try {
    const single = parseMathValue(raw);
    if (single) return readNumber(single);
    const list = parseMathList(raw, { spaces: true });
    if (list && list.length > 1) {
      return {
        kind: 'math',
        tex: list.map(valueTex).join(',\\ '),
        text: list.map(valueText).join(', '),
        approx: null,
      };
    }
    const point = parsePoint(raw);
    if (point) {
      return {
        kind: 'math',
        tex: `\\left(${point.map(valueTex).join(',\\ ')}\\right)`,
        text: `(${point.map(valueText).join(', ')})`,
        approx: null,
      };
    }
    const general = readGeneral(raw);
    if (general) return general;
    if (looksLikeText(raw)) return { kind: 'words', text: raw.trim().replace(/\s+/g, ' ') };
  } catch {
    // The readers never throw on input; should one, the preview says it cannot read it.
  }
  return { kind: 'unreadable' };
}
