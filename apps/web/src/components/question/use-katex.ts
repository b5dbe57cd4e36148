import { useEffect, useState } from 'react';
import type * as KatexRenderer from './katex-renderer';

type Renderer = typeof KatexRenderer;

let loaded: Renderer | null = null;
let loading: Promise<Renderer> | null = null;

/** Loads the KaTeX chunk once (shared by every caller); a failed load may be retried later. */
export function loadKatex(): Promise<Renderer> {
  loading ??= import('./katex-renderer').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The KaTeX renderer once loaded (null until then, or when `needed` is false). */
export function useKatex(needed: boolean): Renderer | null {
  const [renderer, setRenderer] = useState<Renderer | null>(loaded);
  useEffect(() => {
    if (!needed || renderer) return;
    let active = true;
    loadKatex().then(
      (module) => {
        if (active) setRenderer(module);
      },
      () => undefined, // Offline: the TeX source stays on screen.
    );
    return () => {
      active = false;
    };
  }, [needed, renderer]);
  return needed ? renderer : null;
}

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
