/**
 * Splits question text into plain-text and math segments: `$...$` (inline), `$$...$$` and
 * `\[...\]` (display). `\$` is a literal dollar in text; an unclosed delimiter stays text.
 *
 * Mirrors packages/bank/src/text/parse-question-text.ts (the web app depends on the contract
 * only) and is tested with the same cases.
 */
export interface TextSegment {
  kind: 'text' | 'math';
  value: string;
  display: boolean;
}

export function parseQuestionText(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let buffer = '';
  const flushText = (): void => {
    if (buffer !== '') segments.push({ kind: 'text', value: buffer, display: false });
    buffer = '';
  };
  let i = 0;
  while (i < text.length) {
    if (text.startsWith('\\$', i)) {
      buffer += '$';
      i += 2;
      continue;
    }
    const opener = text.startsWith('$$', i)
      ? { open: '$$', close: '$$', display: true }
      : text.startsWith('\\[', i)
        ? { open: '\\[', close: '\\]', display: true }
        : text.charAt(i) === '$'
          ? { open: '$', close: '$', display: false }
          : null;
    if (opener) {
      const end = findClose(text, i + opener.open.length, opener.close);
      if (end !== -1) {
        const value = text.slice(i + opener.open.length, end);
        if (value.trim() !== '') {
          flushText();
          segments.push({ kind: 'math', value, display: opener.display });
        }
        i = end + opener.close.length;
        continue;
      }
      // Unclosed: the delimiter is literal text.
      buffer += opener.open;
      i += opener.open.length;
      continue;
    }
    buffer += text.charAt(i);
    i += 1;
  }
  flushText();
  return segments;
}

/** Index of the closing delimiter, skipping escaped `\$`; -1 when there is none. */
function findClose(text: string, from: number, close: string): number {
  let j = from;
  while (j < text.length) {
    if (close === '$' || close === '$$') {
      if (text.startsWith('\\$', j)) {
        j += 2;
        continue;
      }
    }
    if (text.startsWith(close, j)) return j;
    j += 1;
  }
  return -1;
}
