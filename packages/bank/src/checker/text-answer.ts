/**
 * Text answers ("QII", "No solution", "Exactly one triangle"): compared after normalising case,
 * spaces, punctuation and a leading article, and accepted in any spelling a group of synonyms
 * declares: the built-in ones (quadrants, the empty set, undefined) and a question's own.
 */

/** Letters and digits only, lower case, without a leading "the"/"a"/"an". */
export function normaliseText(text: string): string {
  const cleaned = text
    .normalize('NFKC')
    .trim()
    .replace(/^(?:\{\s*\}|∅|[φΦϕ])$/u, 'empty set')
    .toLowerCase()
    .replace(/^(?:the|a|an)\s+/u, '');
  return cleaned.replace(/[^\p{L}\p{N}]+/gu, '');
}

const ORDINALS = [
  ['first', '1st', 'i', '1'],
  ['second', '2nd', 'ii', '2'],
  ['third', '3rd', 'iii', '3'],
  ['fourth', '4th', 'iv', '4'],
] as const;

/** Groups of answers a teacher reads as the same. */
export const BUILT_IN_SYNONYMS: readonly (readonly string[])[] = [
  ...ORDINALS.map(([word, nth, roman, digit]) => [
    `Q${roman.toUpperCase()}`,
    `Q${digit}`,
    `quadrant ${roman.toUpperCase()}`,
    `quadrant ${digit}`,
    `${word} quadrant`,
    `${nth} quadrant`,
    `the ${word} quadrant`,
    `${roman.toUpperCase()} quadrant`,
  ]),
  [
    'no solution',
    'no solutions',
    'no real solution',
    'no real solutions',
    'none',
    'empty set',
    'null set',
    'the solution set is empty',
    'there is no solution',
  ],
  ['undefined', 'not defined', 'does not exist', 'DNE'],
];

/** Every normalised spelling accepted for a key: its own, its synonyms' and their groups'. */
export function acceptedTexts(answer: string, synonyms: readonly string[] = []): Set<string> {
  const accepted = new Set([answer, ...synonyms].map(normaliseText));
  for (const group of BUILT_IN_SYNONYMS) {
    const keys = group.map(normaliseText);
    if (keys.some((key) => accepted.has(key))) for (const key of keys) accepted.add(key);
  }
  accepted.delete('');
  return accepted;
}

/**
 * Whether a key reads as words (a text answer) rather than maths: letters, digits, spaces and
 * ordinary punctuation, with at least one word of two or more letters that is not a maths name.
 */
export function looksLikeText(answer: string): boolean {
  const text = answer.normalize('NFKC').trim();
  if (/^(?:\{\s*\}|∅|[φΦϕ])$/u.test(text)) return true;
  if (!/^[\p{L}\p{N}\s.,;:!?'’"()-]+$/u.test(text)) return false;
  const words = text.match(/\p{L}{2,}/gu) ?? [];
  return words.some(
    (word) => !/^(?:sin|cos|tan|sec|csc|cot|cosec|log|ln|sqrt|pi|rad|deg)$/i.test(word),
  );
}
