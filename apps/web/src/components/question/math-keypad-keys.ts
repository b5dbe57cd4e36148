/**
 * The maths keypad's keys and what a key does to the answer (docs/product.md §12.8). The keys cover
 * what the answer checker reads (packages/bank's parse-math): digits, a decimal point, signs,
 * fractions as a/b, powers with ^, roots (√3, 3√2, √(3/2)), π, degrees, ± and k for general
 * solutions, brackets, and the comma between the values of a list. Letters (units, words such as
 * "no solution") come from the phone's own keyboard.
 */

export type KeypadKey =
  | { kind: 'insert'; label: string; name: string; text: string }
  | { kind: 'backspace'; label: string; name: string };

const insert = (label: string, name: string, text = label): KeypadKey => ({
  kind: 'insert',
  label,
  name,
  text,
});

/** Four rows of six: at 360 px each key is about 48 px wide (docs/product.md §12.8). */
export const KEYPAD_ROWS: readonly (readonly KeypadKey[])[] = [
  [
    insert('7', '7'),
    insert('8', '8'),
    insert('9', '9'),
    insert('(', 'Open bracket'),
    insert(')', 'Close bracket'),
    { kind: 'backspace', label: '⌫', name: 'Delete' },
  ],
  [
    insert('4', '4'),
    insert('5', '5'),
    insert('6', '6'),
    insert('a/b', 'Fraction', '/'),
    insert('xⁿ', 'Power', '^'),
    insert('√', 'Square root'),
  ],
  [
    insert('1', '1'),
    insert('2', '2'),
    insert('3', '3'),
    insert('+', 'Plus'),
    insert('−', 'Minus', '-'),
    insert('π', 'Pi'),
  ],
  [
    insert('0', '0'),
    insert('.', 'Decimal point'),
    insert(',', 'Comma (between answers)', ', '),
    insert('±', 'Plus or minus'),
    insert('°', 'Degrees'),
    insert('k', 'k (any integer)'),
  ],
];

export type Edit = { value: string; caret: number };

/**
 * The answer after a key at the caret: an insert replaces the selection (or goes in at the
 * caret); Delete removes the selection, else the character before the caret. `start` and `end`
 * are the field's selection, clamped to the value (a field never focused may report none).
 */
export function applyKey(
  key: KeypadKey,
  value: string,
  start: number | null,
  end: number | null,
): Edit {
  const from = clamp(start ?? value.length, value.length);
  const to = Math.max(from, clamp(end ?? from, value.length));
  if (key.kind === 'insert') {
    // A comma's space is not doubled before a space already typed.
    const text = key.text === ', ' && value.charAt(to) === ' ' ? ',' : key.text;
    return { value: value.slice(0, from) + text + value.slice(to), caret: from + text.length };
  }
  if (from !== to) return { value: value.slice(0, from) + value.slice(to), caret: from };
  if (from === 0) return { value, caret: 0 };
  // One character back, a whole surrogate pair if the caret follows one.
  const back = from >= 2 && /[\uDC00-\uDFFF]/.test(value.charAt(from - 1)) ? 2 : 1;
  return { value: value.slice(0, from - back) + value.slice(from), caret: from - back };
}

function clamp(position: number, length: number): number {
  return Math.min(Math.max(0, position), length);
}
