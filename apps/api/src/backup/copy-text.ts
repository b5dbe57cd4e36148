/**
 * PostgreSQL's COPY text format (https://www.postgresql.org/docs/current/sql-copy.html, "Text
 * Format"), as COPY TO writes it: one line per row ending with a newline, fields separated by
 * tabs, NULL as `\N`, and backslash escapes for backslash, newline, carriage return, tab,
 * backspace, form feed and vertical tab. Every field is its type's text output, exactly what
 * `col::text` gives. COPY TO never writes octal or hex escapes; one here is an error rather
 * than a silently wrong value.
 */
const ESCAPES: Record<string, string> = {
  '\\': '\\',
  n: '\n',
  r: '\r',
  t: '\t',
  b: '\b',
  f: '\f',
  v: '\v',
};

function unescapeField(field: string): string | null {
  if (field === '\\N') return null;
  if (!field.includes('\\')) return field;
  return field.replace(/\\(.)/gs, (_, next: string) => {
    const value = ESCAPES[next];
    if (value === undefined) throw new Error(`Unexpected escape \\${next} in COPY output`);
    return value;
  });
}

/** The rows of COPY TO's text output: each field as text, or null. */
export function parseCopyText(text: string): (string | null)[][] {
  const rows: (string | null)[][] = [];
  let start = 0;
  while (start < text.length) {
    const end = text.indexOf('\n', start);
    if (end < 0) throw new Error('COPY output does not end with a newline');
    rows.push(text.slice(start, end).split('\t').map(unescapeField));
    start = end + 1;
  }
  return rows;
}

const ESCAPE_IN = /[\\\n\r\t]/g;
const ESCAPED_IN: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** Rows in COPY FROM's text format: the inverse of parseCopyText. */
export function toCopyText(rows: (string | null)[][]): string {
  let text = '';
  for (const row of rows) {
    text += row
      .map((value) =>
        value === null ? '\\N' : value.replace(ESCAPE_IN, (char) => ESCAPED_IN[char] ?? char),
      )
      .join('\t');
    text += '\n';
  }
  return text;
}

/** A value as an SQL string literal (standard_conforming_strings, on by default since 9.1). */
export function sqlLiteral(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}
