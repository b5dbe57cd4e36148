import { describe, expect, it } from 'vitest';
import { checkSvgFigure, MAX_DRAWN_ELEMENTS } from './svg-figure-check';

const NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';

/** `levels` groups, each holding `fanOut` <use> copies of the one before: fanOut^levels shapes. */
function useBomb(levels: number, fanOut: number, attribute = 'href'): string {
  const groups = ['<g id="l0"><rect width="1" height="1"/></g>'];
  for (let level = 1; level <= levels; level += 1) {
    const uses = `<use ${attribute}="#l${level - 1}"/>`.repeat(fanOut);
    groups.push(`<g id="l${level}">${uses}</g>`);
  }
  return `<svg ${NS}><defs>${groups.join('')}</defs><use ${attribute}="#l${levels}"/></svg>`;
}

describe('checkSvgFigure', () => {
  it('accepts ordinary figures, with script or not (they are only ever shown through <img>)', () => {
    expect(checkSvgFigure(`<svg ${NS}><rect width="1" height="1"/></svg>`)).toEqual({ ok: true });
    expect(
      checkSvgFigure(`<svg ${NS} onload="x()"><script><![CDATA[a<b]]></script></svg>`),
    ).toEqual({ ok: true });
    expect(checkSvgFigure(useBomb(2, 8))).toEqual({ ok: true });
    // Glyphs reused many times, as plotting tools write text, are fine.
    const glyphs = `<use xlink:href="#g"/>`.repeat(500);
    expect(
      checkSvgFigure(`<svg ${NS}><defs><path id="g" d="M0 0"/></defs>${glyphs}</svg>`),
    ).toEqual({ ok: true });
  });

  it('refuses SVG that is not well-formed', () => {
    const result = checkSvgFigure('<svg onload=alert(1)><rect');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain('not well-formed XML');
  });

  it('refuses <use> bombs, whichever href attribute they use', () => {
    for (const svg of [useBomb(5, 8), useBomb(5, 8, 'xlink:href'), useBomb(14, 2)]) {
      const result = checkSvgFigure(svg);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error).toContain(`more than ${MAX_DRAWN_ELEMENTS} elements`);
    }
  });

  it('refuses a <use> that copies itself, directly or through another', () => {
    expect(checkSvgFigure(`<svg ${NS}><use id="a" href="#a"/></svg>`).ok).toBe(false);
    expect(
      checkSvgFigure(
        `<svg ${NS}><g id="a"><use href="#b"/></g><g id="b"><use href="#a"/></g></svg>`,
      ).ok,
    ).toBe(false);
  });
});
