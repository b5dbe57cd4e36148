import { describe, expect, it } from 'vitest';
import { checkXmlWellFormed } from './xml-check';

describe('checkXmlWellFormed', () => {
  it('accepts a nested document with attributes and entities', () => {
    const result = checkXmlWellFormed(
      '<svg xmlns="http://www.w3.org/2000/svg"><g a=\'1\'><text>A &amp; B &#176;</text><line/></g></svg>',
    );
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.elements.map((e) => e.name)).toEqual(['svg', 'g', 'text', 'line']);
    if (result.ok) expect(result.elements.map((e) => e.parent)).toEqual([-1, 0, 1, 1]);
  });

  it('skips CDATA sections', () => {
    const result = checkXmlWellFormed('<svg><style><![CDATA[a < b && c]]></style><g/></svg>');
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.elements.map((e) => e.parent)).toEqual([-1, 0, 0]);
  });

  it.each([
    ['<svg><g></svg>', 'mismatched'],
    ['<svg>', 'unclosed'],
    ['<svg a=1/>', 'unquoted'],
    ['<svg a="1" a="2"/>', 'duplicate'],
    ['<svg>&nbsp;</svg>', 'entity'],
    ['<svg>a & b</svg>', 'entity'],
    ['<svg/><svg/>', 'after the root'],
    ['text', 'outside'],
    ['<svg a="<"/>', '<'],
    ['', 'no root'],
    ['<svg><![CDATA[x</svg>', 'unclosed CDATA'],
  ])('rejects %s', (xml, message) => {
    const result = checkXmlWellFormed(xml);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain(message);
  });
});
