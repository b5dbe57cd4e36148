import { parseQuestionText } from './parse-question-text';

/**
 * A readable plain-text form of text with TeX math, for an accessible name where the rendered
 * formula cannot give one (axe and some assistive tools compute an empty name for a label made
 * only of KaTeX output). `$\frac{\sqrt{2}}{2}$ cm` -> "√2/2 cm".
 */
const SYMBOLS: readonly [RegExp, string][] = [
  [/\^\s*\{?\\circ\}?|\\circ/g, '°'],
  [/\\(?:text|mbox|mathrm|operatorname)\{([^{}]*)\}/g, '$1'],
  [/\\pi\b/g, 'π'],
  [/\\theta\b/g, 'θ'],
  [/\\alpha\b/g, 'α'],
  [/\\beta\b/g, 'β'],
  [/\\(?:cdot|times)\b/g, '×'],
  [/\\div\b/g, '÷'],
  [/\\pm\b/g, '±'],
  [/\\leq?\b/g, '≤'],
  [/\\geq?\b/g, '≥'],
  [/\\neq?\b/g, '≠'],
  [/\\angle\b/g, '∠'],
  [/\\triangle\b/g, '△'],
  [/\\(sin|cos|tan|sec|csc|cot|log|ln)\b/g, '$1 '],
];

function group(value: string): string {
  const trimmed = value.trim();
  return /^[\w.√°πθ]+$/u.test(trimmed) ? trimmed : `(${trimmed})`;
}

function mathToText(tex: string): string {
  let text = tex;
  for (const [pattern, replacement] of SYMBOLS) text = text.replace(pattern, replacement);
  // Innermost first, so nested fractions and roots come out right.
  for (let pass = 0; pass < 5; pass += 1) {
    const next = text
      .replace(/\\sqrt\{([^{}]*)\}/g, (_, radicand: string) => `√${group(radicand)}`)
      .replace(
        /\\[dt]?frac\{([^{}]*)\}\{([^{}]*)\}/g,
        (_, top: string, bottom: string) => `${group(top)}/${group(bottom)}`,
      );
    if (next === text) break;
    text = next;
  }
  return text
    .replace(/\\[a-zA-Z]+/g, ' ')
    .replace(/[{}]/g, '')
    .replace(/\\/g, '');
}

export function mathToPlainText(value: string): string {
  return parseQuestionText(value)
    .map((segment) => (segment.kind === 'math' ? mathToText(segment.value) : segment.value))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

export function containsMath(value: string): boolean {
  return parseQuestionText(value).some((segment) => segment.kind === 'math');
}
