import { exceedsKatexExtent, KATEX_OPTIONS, katexMacros } from '@exam/contract';
import katex from 'katex';
import 'katex/dist/katex.min.css';

// The only module that imports KaTeX and its stylesheet (fonts bundled by Vite, nothing from a
// CDN). It is loaded with a dynamic import so KaTeX lands in its own chunk, outside the first
// screen's download. Options shared with the bank preview (KATEX_OPTIONS in the contract).

/**
 * KaTeX markup for `tex`, or null when it does not parse or is too large (the caller shows the
 * source).
 */
export function renderMath(tex: string, display: boolean): string | null {
  try {
    const html = katex.renderToString(tex, {
      ...KATEX_OPTIONS,
      displayMode: display,
      macros: katexMacros(),
    });
    // With throwOnError: false a parse error comes back as a red `katex-error` span.
    if (html.includes('katex-error')) return null;
    // A huge negative size would cover the page (or stretch it a mile): show the source.
    return exceedsKatexExtent(html) ? null : html;
  } catch {
    // Not only parse errors: nesting a few thousand groups deep overflows KaTeX's recursive
    // parser with a RangeError.
    return null;
  }
}
