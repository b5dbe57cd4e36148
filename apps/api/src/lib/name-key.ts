import { normaliseName } from '@exam/contract';

/**
 * The comparison key of a city or school name: normalised as the schemas store names (NFKC,
 * single spaces, trimmed: docs/decisions/025) and lower-cased, so 'cairo ', 'Ｃａｉｒｏ' and
 * 'Cairo' are the same city. Computed here (not with SQL lower()) so the folding is
 * Unicode-aware and the same on every database, whatever its collation.
 */
export function toNameKey(name: string): string {
  return normaliseName(name).toLowerCase();
}
