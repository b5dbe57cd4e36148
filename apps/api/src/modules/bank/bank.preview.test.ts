import { describe, expect, it, vi } from 'vitest';
import { PREVIEW_CSP, renderMathText } from './bank.preview';

// The preview page renders imported text on the server: found by the XSS corpus (e2e/xss.spec.ts),
// deep nesting aborted the whole `bank preview` command and a formula could write to the terminal.
describe('renderMathText (bank preview)', () => {
  it('escapes text around formulas', () => {
    const html = renderMathText(
      '<img src=x onerror=alert(1)> $x$ </script><script>alert(2)</script>',
    );
    expect(html).not.toMatch(/<img|<script|<\/script>/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('class="katex"');
  });

  it('shows a formula that overflows the parser as its escaped source instead of throwing', () => {
    const deep = `$${'{'.repeat(5000)}<b>${'}'.repeat(5000)}$`;
    const html = renderMathText(`before ${deep} after`);
    expect(html).toContain('<code class="math-source">{{{');
    expect(html).toContain('&lt;b&gt;');
    expect(html).toMatch(/^before .* after$/s);
  });

  it('uses the web app options: no links, bounded sizes, nothing on the console', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(
      renderMathText('$\\href{javascript:alert(1)}{x}\\htmlData{onload=alert(2)}{y}$'),
    ).not.toMatch(/<a\b|href=|data-onload/);
    expect(renderMathText('$\\raisebox{-100000em}{x}$')).toContain('class="math-source"');
    expect(renderMathText('$\\rule{100000em}{1em}$')).not.toMatch(/:\s*100000em/);
    expect(renderMathText('$\\def\\a{\\a\\a}\\a$')).toContain('class="math-source"');
    expect(renderMathText('$a\\message{spoofed line}b$')).toContain('class="katex"');
    expect(log).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('has a policy that allows no script', () => {
    expect(PREVIEW_CSP).toContain("default-src 'none'");
    expect(PREVIEW_CSP).not.toMatch(/script-src/);
  });
});
