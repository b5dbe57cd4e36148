import { NAME_MAX_LENGTH } from './constants';

/**
 * Names people type and other people read (usernames, cities, schools): one rule for the API,
 * the web forms and the data migration (issue 17, finding 9; docs/decisions/025). A name is
 * normalised (Unicode NFKC, runs of spaces collapsed, trimmed) and refused when it holds a
 * character nobody can see or that rearranges the text around it (controls, bidi controls,
 * zero-width and other invisible characters), or when one of its words mixes alphabets ('Cаiro'
 * with a Cyrillic 'а' passes for 'Cairo'). A name wholly in one alphabet, Arabic included, and
 * names whose words are each in one alphabet ('مدرسة Cairo'), are accepted.
 */

/**
 * Characters no name holds: controls (C0, C1), format characters (bidi embeddings, overrides and
 * isolates, the Arabic letter mark, zero-width space and joiners, soft hyphen, word joiner, BOM,
 * invisible operators, tags), surrogates, private use, line and paragraph separators; and every
 * other character Unicode says renders as nothing (Default_Ignorable_Code_Point: Hangul fillers,
 * the combining grapheme joiner, variation selectors), and the braille blank.
 */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u2800]/u;
const HIDDEN_ALL = new RegExp(HIDDEN.source, 'gu');
const CONTROL_ALL = /[\p{Cc}\p{Zl}\p{Zp}]/gu;

/**
 * Writing systems told apart within a word. Letters of a script not listed count as 'Other'.
 * Chinese, Japanese and Korean mix their scripts in ordinary words, so they are one group.
 */
const SCRIPTS: readonly (readonly [string, RegExp])[] = [
  ['Latin', /\p{Script=Latin}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['Syriac', /\p{Script=Syriac}/u],
  ['Thaana', /\p{Script=Thaana}/u],
  ['NKo', /\p{Script=Nko}/u],
  ['Devanagari', /\p{Script=Devanagari}/u],
  ['Bengali', /\p{Script=Bengali}/u],
  ['Gurmukhi', /\p{Script=Gurmukhi}/u],
  ['Gujarati', /\p{Script=Gujarati}/u],
  ['Oriya', /\p{Script=Oriya}/u],
  ['Tamil', /\p{Script=Tamil}/u],
  ['Telugu', /\p{Script=Telugu}/u],
  ['Kannada', /\p{Script=Kannada}/u],
  ['Malayalam', /\p{Script=Malayalam}/u],
  ['Sinhala', /\p{Script=Sinhala}/u],
  ['Thai', /\p{Script=Thai}/u],
  ['Lao', /\p{Script=Lao}/u],
  ['Tibetan', /\p{Script=Tibetan}/u],
  ['Myanmar', /\p{Script=Myanmar}/u],
  ['Georgian', /\p{Script=Georgian}/u],
  ['Ethiopic', /\p{Script=Ethiopic}/u],
  ['Cherokee', /\p{Script=Cherokee}/u],
  ['Khmer', /\p{Script=Khmer}/u],
  ['Mongolian', /\p{Script=Mongolian}/u],
  ['Tifinagh', /\p{Script=Tifinagh}/u],
  [
    'CJK',
    /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}]/u,
  ],
];
const LETTER_OR_MARK = /[\p{L}\p{M}]/u;
const LETTER = /\p{L}/u;
/** Shared by every script: the Arabic tatweel, combining accents and diacritics (harakat). */
const SHARED = /[\p{Script=Common}\p{Script=Inherited}]/u;

/** The script of a character, or undefined for digits, punctuation and shared letters or marks. */
function scriptOf(char: string): string | undefined {
  if (!LETTER_OR_MARK.test(char) || SHARED.test(char)) return undefined;
  for (const [name, pattern] of SCRIPTS) if (pattern.test(char)) return name;
  return LETTER.test(char) ? 'Other' : undefined;
}

function scriptsOf(word: string): Set<string> {
  const scripts = new Set<string>();
  for (const char of word) {
    const script = scriptOf(char);
    if (script) scripts.add(script);
  }
  return scripts;
}

/** NFKC, runs of spaces collapsed to one, trimmed. Leaves hidden characters for the check. */
export function normaliseName(value: string): string {
  return value.normalize('NFKC').replace(/ {2,}/g, ' ').trim();
}

export type NameProblem = 'hidden' | 'mixedScripts';

/** What is wrong with a normalised name, or undefined when it is acceptable. */
export function nameProblem(name: string): NameProblem | undefined {
  if (HIDDEN.test(name)) return 'hidden';
  for (const word of name.split(' ')) if (scriptsOf(word).size > 1) return 'mixedScripts';
  return undefined;
}

/** What a student reads when a name is refused; `label` is the field ('City', 'First name'). */
export function nameProblemMessage(label: string, problem: NameProblem): string {
  return problem === 'hidden'
    ? `${label} contains hidden or control characters: please type it again`
    : `${label} mixes letters from different alphabets in one word: please type each word in one alphabet`;
}

/** Pairs each character of `from` with the one at the same place in `to`. */
const zip = (from: string, to: string): Record<string, string> =>
  Object.fromEntries([...from].map((char, i) => [char, [...to][i] ?? char]));
/**
 * Look-alike letters, by the alphabet they imitate: a word mostly in Latin letters gets Latin
 * letters for its Cyrillic and Greek look-alikes, and the other way round.
 */
const CYRILLIC_TO_LATIN = zip(
  'АВЕКМНОРСТХУІЈЅҺԚԜҮаеорсухіјѕԁһԛԝӏү',
  'ABEKMHOPCTXYIJSHQWYaeopcyxijsdhqwly',
);
const GREEK_TO_LATIN = zip('ΑΒΕΖΗΙΚΜΝΟΡΤΥΧονικρυχϲϳα', 'ABEZHIKMNOPTYXovikpuxcja');
const invert = (table: Record<string, string>) =>
  Object.fromEntries(Object.entries(table).map(([from, to]) => [to, from]));
const LOOK_ALIKES: Record<string, Record<string, Record<string, string>>> = {
  Latin: { Cyrillic: CYRILLIC_TO_LATIN, Greek: GREEK_TO_LATIN },
  Cyrillic: { Latin: invert(CYRILLIC_TO_LATIN) },
  Greek: { Latin: invert(GREEK_TO_LATIN) },
};

/** The word with every look-alike of another alphabet written in `main`'s letters. */
function swapInto(word: string, main: string): string {
  const tables = LOOK_ALIKES[main] ?? {};
  return [...word]
    .map((char) => {
      const script = scriptOf(char);
      return script && script !== main ? (tables[script]?.[char] ?? char) : char;
    })
    .join('');
}

/**
 * A word in one alphabet: its look-alikes swapped into the first alphabet (most letters first)
 * that leaves no other one ('Саirо' -> 'Cairo', 'Мoсква' -> 'Москва'); else split where the
 * alphabet changes.
 */
function repairWord(word: string): string {
  if (scriptsOf(word).size <= 1) return word;
  const counts = new Map<string, number>();
  for (const char of word) {
    const script = scriptOf(char);
    if (script) counts.set(script, (counts.get(script) ?? 0) + 1);
  }
  const candidates = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([script]) => script);
  for (const main of candidates) {
    const swapped = swapInto(word, main);
    if (scriptsOf(swapped).size <= 1) return swapped;
  }
  // Still mixed ('Ahmedأحمد'): a space where the alphabet changes keeps every letter.
  let out = '';
  let last: string | undefined;
  for (const char of word) {
    const script = scriptOf(char);
    if (script && last && script !== last) out += ' ';
    if (script) last = script;
    out += char;
  }
  return out;
}

/**
 * The nearest acceptable name, for text that arrives without a person to ask (a provider's
 * profile name, rows stored before the rule): controls become spaces, other hidden characters
 * go, NFKC, words that mix alphabets are repaired, at most NAME_MAX_LENGTH characters. Returns ''
 * when nothing visible is left; otherwise `nameProblem` of the result is undefined.
 */
export function repairName(value: string): string {
  const visible = value.replace(CONTROL_ALL, ' ').replace(HIDDEN_ALL, '');
  // NFKC may bring hidden characters back (e.g. from compatibility forms): remove them again.
  const normal = normaliseName(visible).replace(CONTROL_ALL, ' ').replace(HIDDEN_ALL, '');
  const words = normaliseName(normal).split(' ').map(repairWord).join(' ');
  return normaliseName(truncate(normaliseName(words), NAME_MAX_LENGTH));
}

/** At most `max` UTF-16 units (the length the schemas check), never half a character. */
function truncate(value: string, max: number): string {
  let out = '';
  for (const char of value) {
    if (out.length + char.length > max) break;
    out += char;
  }
  return out;
}
