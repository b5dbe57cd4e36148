/**
 * The KaTeX options of every renderer of bank text (the web app and the bank preview page), so
 * both refuse the same things (docs/product.md §12): no links, images or HTML attributes from a formula
 * (trust: false), macro expansion and sizes bounded (a `\def` bomb or a `\rule{100000em}` is an
 * error, not a frozen tab or a page a mile wide), and no console chatter for non-LaTeX input.
 * Plain data: KaTeX itself is imported only where it renders.
 */
export const KATEX_OPTIONS = {
  throwOnError: false,
  trust: false,
  strict: 'ignore',
  maxExpand: 1000,
  maxSize: 20,
  output: 'htmlAndMathml',
} as const;

/** A macro body that takes one argument and expands to nothing. */
const SWALLOW_ARGUMENT = '\\@secondoftwo{#1}{}';

/**
 * Macros for each render call. A fresh object every time: KaTeX writes `\gdef` definitions into
 * the object it is given, so a shared one would carry one formula's definitions into the next.
 */
export function katexMacros(): Record<string, string> {
  return {
    // `\mbox` is not in KaTeX: read it as `\text` (STACK.md).
    '\\mbox': '\\text',
    // KaTeX's terminal commands write their argument to the console (console.log/error): imported
    // text could fill a student's console, or the terminal of whoever runs the bank preview, with
    // whatever it likes. Each now swallows its argument.
    '\\message': SWALLOW_ARGUMENT,
    '\\errmessage': SWALLOW_ARGUMENT,
    '\\show': SWALLOW_ARGUMENT,
  };
}

/**
 * Largest length, in em, a rendered formula's inline styles may use. KaTeX caps positive sizes
 * at maxSize but not negative ones: `\raisebox{-100000em}{x}` makes a strut 100000em tall and
 * `\mkern-100000mu` pulls the text after it 5555em to the left, over the rest of the page. Real
 * formulas stay far below this (the seed bank's largest is under 4em; a 12-row matrix ~16em).
 */
export const KATEX_MAX_STYLE_EM = 2.5 * KATEX_OPTIONS.maxSize;

/** Whether KaTeX markup uses a length beyond KATEX_MAX_STYLE_EM in its style attributes. */
export function exceedsKatexExtent(html: string): boolean {
  for (const style of html.matchAll(/style="([^"]*)"/g)) {
    for (const length of (style[1] ?? '').matchAll(/(-?\d*\.?\d+)em/g)) {
      if (Math.abs(Number(length[1])) > KATEX_MAX_STYLE_EM) return true;
    }
  }
  return false;
}
