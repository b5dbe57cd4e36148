import { useEffect } from 'react';
import { lazyModule } from '../../lib/lazy-module';

/** The KaTeX chunk, loaded once; offline, the TeX source stays on screen. */
const katex = lazyModule(() => import('./katex-renderer'));

export const loadKatex = katex.load;

/** The KaTeX renderer once loaded (null until then, or when `needed` is false). */
export const useKatex = (needed: boolean) => katex.useModule(needed);

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
