import { describe, expect, it, vi } from 'vitest';
import { renderMath } from './katex-renderer';

// The options that keep hostile LaTeX harmless (the XSS corpus of e2e/xss.spec.ts in miniature).
describe('renderMath with hostile LaTeX', () => {
  it('makes no link, image or HTML attribute from a formula (trust: false)', () => {
    const inputs = [
      '\\href{javascript:__xss(1)}{click}',
      '\\url{javascript:__xss(2)}',
      '\\includegraphics{http://127.0.0.1:9/t.png}',
      '\\htmlData{onload=__xss(3)}{x}',
      '\\htmlClass{x" onclick="__xss(4)}{x}',
      '\\htmlId{x" onclick="__xss(5)}{x}',
      '\\htmlStyle{background:url(javascript:__xss(6))}{x}',
      '\\text{<img src=x onerror=alert(7)>}',
    ];
    for (const tex of inputs) {
      const template = document.createElement('template');
      template.innerHTML = renderMath(tex, false) ?? '';
      const elements = [...template.content.querySelectorAll('*')];
      expect(elements.length, tex).toBeGreaterThan(0);
      expect(elements.filter((node) => /^(a|img|image|script)$/i.test(node.localName))).toEqual([]);
      const attributes = elements.flatMap((node) =>
        [...node.attributes].map((attribute) => `${attribute.name}=${attribute.value}`),
      );
      // The TeX source is kept as text in the MathML annotation; no attribute may carry it.
      expect(
        attributes.filter((attribute) =>
          /^(on|href|src|xlink:href|data-|id=)|javascript:|url\(/i.test(attribute),
        ),
        tex,
      ).toEqual([]);
    }
  });

  it('bounds macro expansion: a \\def bomb fails and shows its source', () => {
    const ten = (name: string) => `\\${name}`.repeat(10);
    const bomb = `\\def\\d{xxxxxxxxxx}\\def\\c{${ten('d')}}\\def\\b{${ten('c')}}\\def\\a{${ten('b')}}\\a`;
    expect(renderMath(bomb, false)).toBeNull();
    expect(renderMath('\\def\\a{\\a}\\a', false)).toBeNull();
  });

  it('caps positive sizes at 20em and refuses huge negative ones', () => {
    const html = renderMath('\\rule{100000em}{100000em}x\\kern{100000em}', false) ?? '';
    const styles = [...html.matchAll(/style="([^"]*)"/g)].map((match) => match[1]).join(';');
    const ems = [...styles.matchAll(/(-?[\d.]+)em/g)].map((match) => Math.abs(Number(match[1])));
    expect(Math.max(...ems)).toBeLessThanOrEqual(20);
    expect(renderMath('\\raisebox{-100000em}{x}', false)).toBeNull();
    expect(renderMath('x\\mkern-100000mu y', false)).toBeNull();
    expect(renderMath('x\\kern-1000em y', false)).toBeNull();
    expect(renderMath('\\raisebox{-2em}{x}\\kern-1em y', false)).not.toBeNull();
  });

  it('returns null instead of throwing when nesting overflows the parser', () => {
    expect(renderMath(`${'{'.repeat(5000)}x${'}'.repeat(5000)}`, false)).toBeNull();
    expect(renderMath(`${'\\frac{'.repeat(1500)}x${'}{y}'.repeat(1500)}`, true)).toBeNull();
  });

  it('writes nothing to the console (\\message, \\errmessage, \\show)', () => {
    const log = vi.spyOn(console, 'log');
    const error = vi.spyOn(console, 'error');
    const html = renderMath('a\\message{<b>spoof</b>}b\\errmessage{boom}c\\show\\frac d', false);
    expect(html).not.toBeNull();
    expect(log).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('keeps a \\gdef inside the formula that made it', () => {
    expect(renderMath('\\gdef\\sin{\\href{javascript:__xss(8)}{x}}', false)).not.toBeNull();
    expect(renderMath('\\sin x', false)).toContain('sin');
    expect(renderMath('\\sin x', false)).not.toMatch(/href|javascript/);
  });
});
