import { vi } from 'vitest';

/**
 * jsdom has no matchMedia (MUI's useMediaQuery then answers false). This one answers `matches`
 * for each query: a phone is `(query) => query.includes('max-width:599.95px')` (MUI's
 * breakpoints.down('sm')), reduced motion `(query) => query.includes('prefers-reduced-motion')`.
 * Undone after each test (unstubGlobals in vitest.config.ts).
 */
export function stubMatchMedia(matches: (query: string) => boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string): MediaQueryList =>
      ({
        matches: matches(query),
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

export const isPhoneQuery = (query: string) => query.includes('max-width:599.95px');
export const isReducedMotionQuery = (query: string) => query.includes('prefers-reduced-motion');
