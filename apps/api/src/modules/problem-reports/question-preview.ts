import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** Characters of a question's text the console's lists show. */
export const PREVIEW_LENGTH = 140;

/**
 * A question's text as one plain line for lists (reports, item statistics): whitespace runs
 * become one space and the text is cut; math stays as written between $.
 */
export function questionPreviewSql(textColumn: SQLWrapper): SQL<string> {
  return sql<string>`left(btrim(regexp_replace(${textColumn}, '\\s+', ' ', 'g')), ${sql.raw(String(PREVIEW_LENGTH))})`;
}
