import katex from 'katex';
import 'katex/dist/katex.min.css';

/**
 * The only module that imports KaTeX and its stylesheet (fonts bundled by Vite, nothing from a
 * CDN). It is loaded with a dynamic import so KaTeX lands in its own chunk, outside the first
 * screen's download.
 */
const OPTIONS = {
  throwOnError: false,
  trust: false,
  strict: 'ignore',
  maxExpand: 1000,
  maxSize: 20,
  output: 'htmlAndMathml',
} as const;

/** KaTeX markup for `tex`, or null when it does not parse (the caller shows the source). */
export function renderMath(tex: string, display: boolean): string | null {
  try {
    // A fresh macros object each call: KaTeX writes \gdef definitions into it.
    const html = katex.renderToString(tex, {
      ...OPTIONS,
      displayMode: display,
      macros: { '\\mbox': '\\text' },
    });
    // With throwOnError: false a parse error comes back as a red `katex-error` span.
    return html.includes('katex-error') ? null : html;
  } catch {
    return null;
  }
}
