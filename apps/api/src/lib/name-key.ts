/**
 * The comparison key of a city or school name: trimmed and lower-cased, so 'cairo ' and 'Cairo'
 * are the same city. Computed here (not with SQL lower()) so the folding is Unicode-aware and the
 * same on every database, whatever its collation.
 */
export function toNameKey(name: string): string {
  return name.trim().toLowerCase();
}
