import type { Locator } from '@playwright/test';

export interface AreaProbe {
  /** Payload and question markers ([t001] -> 't001') shown as text. */
  markers: string[];
  /** How the area's figure came out: an image (decoded or not), a message, or nothing. */
  figure: string;
}

/**
 * Waits, inside the page, until a question area has finished rendering (KaTeX has typeset:
 * every hostile question starts with a `$x$` that always parses; no figure is still loading;
 * every figure image has loaded or failed), then reads its markers and its figure's outcome.
 * One round trip per screen: the hostile pages are large, and each Playwright action on them
 * costs a snapshot of the whole DOM when tracing.
 */
export function probeArea(scope: Locator): Promise<AreaProbe> {
  return scope.evaluate(async (root) => {
    const deadline = Date.now() + 15_000;
    const pause = () => new Promise((resolve) => setTimeout(resolve, 50));
    const rendered = () =>
      root.querySelector('.katex') !== null && !root.textContent?.includes('Loading graph...');
    while (!rendered()) {
      if (Date.now() > deadline)
        throw new Error(`area never rendered: ${root.textContent?.slice(0, 80)}`);
      await pause();
    }
    for (const image of root.querySelectorAll('figure img')) {
      // Figures load lazily: bring each into view so it loads, then wait for it to finish.
      image.scrollIntoView({ block: 'center' });
      while (!(image as HTMLImageElement).complete && Date.now() < deadline) await pause();
    }
    const text = (root as HTMLElement).innerText;
    const markers = [...text.matchAll(/\[([tmgnq]\d{2,3})\]/g)].map((match) => match[1] ?? '');
    const figure = root.querySelector('figure');
    const image = figure?.querySelector('img');
    let outcome = 'no figure';
    if (figure && !image) outcome = `message "${figure.textContent?.trim() ?? ''}"`;
    if (image) {
      const kind = image.src.slice(0, image.src.indexOf(',') + 1 || 30);
      outcome = image.naturalWidth > 0 ? `image ${kind}` : `undecodable image ${kind}`;
    }
    return { markers, figure: outcome };
  });
}

/** The markers an area shows as text, without waiting for anything. */
export async function markersIn(scope: Locator): Promise<string[]> {
  const text = await scope.innerText();
  return [...text.matchAll(/\[([tmgnq]\d{2,3})\]/g)].map((match) => match[1] ?? '');
}
