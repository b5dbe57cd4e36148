import { useEffect } from 'react';
import { lazyModule } from '../../lib/lazy-module';

/**
 * KaTeX's two fonts that nearly every question uses, asked for as soon as its stylesheet is in
 * rather than when typeset text is first laid out: maths drawn with the fallback font's metrics
 * moved when they arrived (a layout shift of 0.02-0.04 on the question screens). A font that does
 * not come (offline) is not waited for.
 */
async function loadMainFonts(): Promise<void> {
  const fonts = typeof document === 'undefined' ? undefined : document.fonts;
  if (!fonts) return;
  await Promise.all(['1em KaTeX_Main', 'italic 1em KaTeX_Math'].map((font) => fonts.load(font)))
    .then(() => undefined)
    .catch(() => undefined);
}

/** The KaTeX chunk (and its main fonts), loaded once; offline, the TeX source stays on screen. */
const katex = lazyModule(() =>
  import('./katex-renderer').then(async (module) => {
    await loadMainFonts();
    return module;
  }),
);

export const loadKatex = katex.load;

/** The KaTeX renderer once loaded (null until then, or when `needed` is false). */
export const useKatex = (needed: boolean) => katex.useModule(needed);

/**
 * How long a question screen keeps its question hidden while KaTeX loads. The entry starts
 * KaTeX with the screen's own chunks, so it is normally in before the question; drawing the TeX
 * source first and the typeset maths a moment later moved the figure and the answers below it
 * (a layout shift of 0.2 on a phone). Offline or on a very slow line the source shows after this.
 */
export const KATEX_FIRST_PAINT_WAIT_MS = 2500;

/** False while a question with maths should wait for KaTeX before it is drawn. */
export const useKatexSettled = (needed: boolean) =>
  katex.useSettled(needed, KATEX_FIRST_PAINT_WAIT_MS);

/**
 * Starts loading KaTeX when a question screen opens, alongside the request for its question,
 * instead of once the question has arrived and turned out to hold math: on a phone the chunk is
 * then usually in before the text is first drawn, so the text is not drawn twice (plain, then
 * typeset), which moved the answers below it and delayed the largest paint.
 */
export function usePrefetchKatex(): void {
  useEffect(() => {
    loadKatex().catch(() => undefined); // Offline: the TeX source stays on screen.
  }, []);
}
