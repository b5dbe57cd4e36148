import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

/**
 * True once the element has come within `margin` of the viewport, and from then on. Heavy code
 * below the fold (the dashboard's charts) waits for it, so a phone's first load does not parse
 * what the student has not scrolled to. Without IntersectionObserver (old browsers, jsdom) the
 * answer is true at once: the content shows, only a little earlier than needed.
 */
export function useNearViewport(target: RefObject<Element | null>, margin = '300px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near) return;
    const element = target.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, target, margin]);
  return near;
}
