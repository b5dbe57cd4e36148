/**
 * Reads an option or a key as a number for the quality gates: `$...$`, a trailing unit of
 * length or area and a leading name (`x =`) are dropped, then the checker's reader evaluates it.
 */
import { parseMathValue } from '../checker/parse-math';
import type { ParsedValue } from '../checker/parse-math';
import { texToPlain, toPlain } from './plain-text';

const TRAILING_UNIT =
  /\s*(?:cm|mm|km|m|metres?|meters?|units?|square\s+units?)\s*(?:\^\s*\{?[23]\}?|[²³])?\s*$/i;

export function readValue(text: string): ParsedValue | null {
  const plain = toPlain(text).replace(TRAILING_UNIT, '').trim();
  if (plain === '' || /[A-Za-z]{3,}/.test(plain.replace(/\b(?:sqrt|pi)\b/g, ''))) return null;
  return parseMathValue(plain);
}

/** The numeric values of a stored key or an option: one value, or each member of a list. */
export function readValues(text: string): ParsedValue[] {
  const single = readValue(text);
  if (single) return [single];
  const plain = toPlain(text).replace(/^\s*\{|\}\s*$/g, '');
  if (!/,/.test(plain)) return [];
  const parts = plain.split(',').map((part) => readValue(part));
  return parts.every((part): part is ParsedValue => part !== null) ? parts : [];
}

export { texToPlain };
