import { describe, expect, it } from 'vitest';
import { parseCopyText, sqlLiteral, toCopyText } from './copy-text';

describe("COPY's text format", () => {
  const rows = [
    ['plain', null, ''],
    ['tab\there', 'new\nline and\rreturn', 'back\\slash \\N not null'],
    ['\b\f\v control', 'é 𝛑 "quotes" \'single\'', '\\.'],
  ];

  it('reads what PostgreSQL writes: tabs between fields, \\N for NULL, backslash escapes', () => {
    expect(parseCopyText('a\t\\N\t\nb\\tc\t\\\\\t\\n\\r\\b\\f\\v\n')).toEqual([
      ['a', null, ''],
      ['b\tc', '\\', '\n\r\b\f\v'],
    ]);
  });

  it('writes rows that read back the same', () => {
    expect(parseCopyText(toCopyText(rows))).toEqual(rows);
  });

  it('refuses an escape COPY never writes, and a last line without its newline', () => {
    expect(() => parseCopyText('\\101\n')).toThrow(/Unexpected escape/);
    expect(() => parseCopyText('a\tb')).toThrow(/newline/);
  });

  it('quotes SQL string literals', () => {
    expect(sqlLiteral("it's")).toBe("'it''s'");
  });
});
