/**
 * A tiny strict XML well-formedness check (no DOM): one root element, properly nested and
 * closed tags, quoted unique attributes, only the five predefined or numeric entities, CDATA
 * sections. Returns the elements seen (in document order, each with its parent's index) so
 * callers can also audit names, attributes and structure.
 */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  /** Index of the parent element in `elements`; -1 for the root. */
  parent: number;
}

export type XmlCheck = { ok: true; elements: XmlElement[] } | { ok: false; error: string };

const NAME = /^[A-Za-z_][\w.:-]*/;
const ENTITY = /^&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/;

export function checkXmlWellFormed(xml: string): XmlCheck {
  const elements: XmlElement[] = [];
  const stack: string[] = [];
  /** Indexes in `elements` of the open elements, parallel to `stack`. */
  const open: number[] = [];
  let i = 0;
  let rootClosed = false;
  const fail = (error: string): XmlCheck => ({ ok: false, error: `${error} at ${i}` });
  while (i < xml.length) {
    const ch = xml.charAt(i);
    if (ch === '<') {
      if (xml.startsWith('<!--', i)) {
        const end = xml.indexOf('-->', i + 4);
        if (end === -1) return fail('unclosed comment');
        i = end + 3;
        continue;
      }
      if (xml.startsWith('<![CDATA[', i)) {
        if (stack.length === 0) return fail('CDATA outside the root element');
        const end = xml.indexOf(']]>', i + 9);
        if (end === -1) return fail('unclosed CDATA section');
        i = end + 3;
        continue;
      }
      if (xml.startsWith('</', i)) {
        const name = NAME.exec(xml.slice(i + 2))?.[0];
        if (!name) return fail('bad closing tag');
        const after = i + 2 + name.length;
        const close = xml.indexOf('>', after);
        if (close === -1 || xml.slice(after, close).trim() !== '') return fail('bad closing tag');
        if (stack.pop() !== name) return fail(`mismatched </${name}>`);
        open.pop();
        if (stack.length === 0) rootClosed = true;
        i = close + 1;
        continue;
      }
      if (xml.startsWith('<?', i) || xml.startsWith('<!', i)) return fail('unexpected declaration');
      if (rootClosed) return fail('content after the root element');
      const name = NAME.exec(xml.slice(i + 1))?.[0];
      if (!name) return fail('bad tag name');
      i += 1 + name.length;
      const attributes: Record<string, string> = {};
      for (;;) {
        const space = /^\s*/.exec(xml.slice(i))?.[0] ?? '';
        i += space.length;
        if (xml.startsWith('/>', i)) {
          elements.push({ name, attributes, parent: open.at(-1) ?? -1 });
          if (stack.length === 0) rootClosed = true;
          i += 2;
          break;
        }
        if (xml.charAt(i) === '>') {
          elements.push({ name, attributes, parent: open.at(-1) ?? -1 });
          open.push(elements.length - 1);
          stack.push(name);
          i += 1;
          break;
        }
        if (space === '') return fail('attributes must be separated by spaces');
        const attr = NAME.exec(xml.slice(i))?.[0];
        if (!attr) return fail('bad attribute name');
        i += attr.length;
        if (xml.charAt(i) !== '=') return fail('attribute without value');
        const quote = xml.charAt(i + 1);
        if (quote !== '"' && quote !== "'") return fail('unquoted attribute');
        const end = xml.indexOf(quote, i + 2);
        if (end === -1) return fail('unclosed attribute');
        const value = xml.slice(i + 2, end);
        if (value.includes('<')) return fail('< in attribute');
        const bad = badEntity(value);
        if (bad) return fail(bad);
        if (attr in attributes) return fail(`duplicate attribute ${attr}`);
        attributes[attr] = value;
        i = end + 1;
      }
      continue;
    }
    if (stack.length === 0 && !/\s/.test(ch)) return fail('text outside the root element');
    const next = xml.indexOf('<', i);
    const text = xml.slice(i, next === -1 ? xml.length : next);
    const bad = badEntity(text);
    if (bad) return fail(bad);
    i = next === -1 ? xml.length : next;
  }
  if (stack.length > 0) return fail(`unclosed <${stack[stack.length - 1] ?? ''}>`);
  if (!rootClosed) return fail('no root element');
  return { ok: true, elements };
}

function badEntity(text: string): string | null {
  for (let j = text.indexOf('&'); j !== -1; j = text.indexOf('&', j + 1)) {
    if (!ENTITY.test(text.slice(j))) return 'bad entity or bare &';
  }
  return null;
}
