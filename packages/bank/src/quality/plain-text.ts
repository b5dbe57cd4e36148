/**
 * Question text as plain characters for the quality gates: `$...$` math is turned into the
 * symbols a reader sees (\frac{a}{b} -> (a)/(b), ^\circ -> °, \angle -> ∠), so the gates can
 * scan for numbers, angles and ratios with simple patterns.
 */
import { parseQuestionText } from '../text/parse-question-text';

const SYMBOLS: [RegExp, string][] = [
  [/\\(?:left|right|displaystyle|big|Big)(?![a-zA-Z])/g, ''],
  [/\^\s*\{\s*\\circ\s*\}|\^\s*\\circ/g, '°'],
  [/\\angle(?![a-zA-Z])/g, '∠'],
  [/\\triangle(?![a-zA-Z])/g, '△'],
  [/\\theta(?![a-zA-Z])/g, 'θ'],
  [/\\alpha(?![a-zA-Z])/g, 'α'],
  [/\\beta(?![a-zA-Z])/g, 'β'],
  [/\\gamma(?![a-zA-Z])/g, 'γ'],
  [/\\pi(?![a-zA-Z])/g, 'π'],
  [/\\(?:le|leq)(?![a-zA-Z])/g, '≤'],
  [/\\(?:ge|geq)(?![a-zA-Z])/g, '≥'],
  [/\\(?:ne|neq)(?![a-zA-Z])/g, '≠'],
  [/\\parallel(?![a-zA-Z])/g, '∥'],
  [/\\sim(?![a-zA-Z])/g, '∼'],
  [/\\in(?![a-zA-Z])/g, '∈'],
  [/\\cdot(?![a-zA-Z])/g, '·'],
  [/\\times(?![a-zA-Z])/g, '×'],
  [/\\(sin|cos|tan|sec|csc|cot)(?![a-zA-Z])/g, '$1'],
  [/\\[,;:! ]/g, ' '],
];

/** The text inside the braces that open at `start` (which holds '{'), and the index after. */
function group(text: string, start: number): { body: string; end: number } | null {
  if (text.charAt(start) !== '{') return null;
  let depth = 0;
  for (let i = start; i < text.length; i += 1) {
    const ch = text.charAt(i);
    if (ch === '{') depth += 1;
    else if (ch === '}') {
      depth -= 1;
      if (depth === 0) return { body: text.slice(start + 1, i), end: i + 1 };
    }
  }
  return null;
}

/** TeX math as plain symbols: fractions as (a)/(b), roots as √(x), text and overlines unwrapped. */
export function texToPlain(tex: string): string {
  let out = '';
  let i = 0;
  while (i < tex.length) {
    const rest = tex.slice(i);
    const command = /^\\(d|t)?frac/.exec(rest);
    if (command) {
      const first = group(tex, i + command[0].length);
      const second = first ? group(tex, first.end) : null;
      if (first && second) {
        out += `(${texToPlain(first.body)})/(${texToPlain(second.body)})`;
        i = second.end;
        continue;
      }
    }
    if (rest.startsWith('\\sqrt')) {
      const arg = group(tex, i + 5);
      if (arg) {
        out += `√(${texToPlain(arg.body)})`;
        i = arg.end;
        continue;
      }
    }
    const wrapper = /^\\(?:text|mathrm|overline|mbox|operatorname)/.exec(rest);
    if (wrapper) {
      const arg = group(tex, i + wrapper[0].length);
      if (arg) {
        out += texToPlain(arg.body);
        i = arg.end;
        continue;
      }
    }
    out += tex.charAt(i);
    i += 1;
  }
  for (const [pattern, symbol] of SYMBOLS) out = out.replace(pattern, symbol);
  return out.replace(/\\\{/g, '{').replace(/\\\}/g, '}');
}

/** A whole question (text with `$...$` math) as plain symbols. */
export function toPlain(text: string): string {
  return parseQuestionText(text)
    .map((segment) => (segment.kind === 'math' ? texToPlain(segment.value) : segment.value))
    .join('');
}

export interface PrintedNumber {
  value: number;
  /** Written with a degree sign (an angle). */
  degrees: boolean;
}

/**
 * The numbers a question prints (as a reader sees them), without exponents (the 2 of sin²) and
 * without the bounds of an interval such as 0° ≤ θ < 360°, which every equation question states.
 */
export function printedNumbers(plain: string): PrintedNumber[] {
  const withoutRanges = plain
    .replace(/-?\d+(?:\.\d+)?\s*°?\s*[≤<]\s*[^\s≤<]{1,3}\s*[≤<]\s*-?\d+(?:\.\d+)?\s*°?/g, ' ')
    .replace(/between\s+-?\d+(?:\.\d+)?\s*°?\s+and\s+-?\d+(?:\.\d+)?\s*°?/g, ' ')
    // A fraction prints its value (1/2 is one half, not a 1 and a 2); surds and multiples of π
    // print no plain number.
    .replace(/\((-?\d+(?:\.\d+)?)\)\/\((\d+(?:\.\d+)?)\)/g, (_, n: string, d: string) =>
      String(Number(n) / Number(d)),
    )
    .replace(/\([^()]*[π√][^()]*\)\/\([^()]*\)|√\(\d+\)|\d*(?:\.\d+)?\s*π/g, ' § ');
  const numbers: PrintedNumber[] = [];
  const pattern = /(\^\s*\{?\s*)?(-?\d+(?:\.\d+)?)(\s*°)?/g;
  for (const match of withoutRanges.matchAll(pattern)) {
    if (match[1]) continue;
    const before = withoutRanges.charAt((match.index ?? 0) - 1);
    // A digit glued to a letter is part of a name (x2), not a printed value.
    if (/[A-Za-z_]/.test(before)) continue;
    numbers.push({ value: Number(match[2]), degrees: Boolean(match[3]) });
  }
  return numbers;
}
