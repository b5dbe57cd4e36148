import type { Page } from '@playwright/test';

/**
 * Everything in a document that could run script or reach out if hostile text had become markup:
 * script and frame elements, event-handler attributes, script-bearing or off-site URLs, CSS
 * url() and expression(). Returns one line per finding (empty when the page is clean). A second
 * oracle beside the canary: it also catches injections that would only fire on a click or a
 * hover, or that the CSP blocked before they could call the canary.
 *
 * One round trip: the page's document and, recursively, every frame document script can reach
 * from it (same-origin and about:blank frames, which share the page's origin). A cross-origin
 * frame (a data: URL) cannot touch the page; its frame element is a finding already.
 */
export async function auditDom(page: Page): Promise<string[]> {
  return page
    .evaluate(() => {
      const out: string[] = [];
      const FORBIDDEN = new Set([
        'iframe',
        'frame',
        'frameset',
        'object',
        'embed',
        'applet',
        'portal',
        'base',
        'foreignobject',
        'template',
        'noscript',
        'xmp',
        'plaintext',
        'marquee',
      ]);
      const URL_ATTRIBUTES = new Set([
        'href',
        'xlink:href',
        'src',
        'action',
        'formaction',
        'data',
        'poster',
        'background',
        'ping',
        'codebase',
        'cite',
        'lowsrc',
        'dynsrc',
      ]);
      const SCRIPT_URL = /^\s*(javascript|vbscript|livescript|data:(?!image\/))/i;
      // The page's own origin: an about:blank frame inherits it, but reports "null" as its
      // location's origin.
      const origin = window.origin;
      /** The origin of a URL, or undefined when it does not parse (itself suspicious). */
      const originOf = (url: string, base: string) => {
        try {
          return new URL(url, base).origin;
        } catch {
          return undefined;
        }
      };

      const auditDocument = (doc: Document, where: string) => {
        const page = doc.location.href.split('#')[0] ?? '';
        const describe = (element: Element) =>
          `${where}<${element.localName}${element.id ? `#${element.id}` : ''}> in ${
            element.parentElement?.closest('[id]')?.id ?? element.parentElement?.localName ?? '?'
          }`;
        for (const element of doc.querySelectorAll('*')) {
          const name = element.localName.toLowerCase();
          if (FORBIDDEN.has(name)) out.push(`forbidden element ${describe(element)}`);
          if (name === 'script') {
            const src = element.getAttribute('src') ?? '';
            const own = src !== '' && originOf(src, doc.baseURI) === origin;
            if (!own || element.textContent?.trim()) out.push(`script ${describe(element)}`);
          }
          if (
            (name === 'meta' || name === 'link' || name === 'style') &&
            !element.closest('head')
          ) {
            out.push(`${name} outside <head>: ${describe(element)}`);
          }
          for (const attribute of element.attributes) {
            const key = attribute.name.toLowerCase();
            const value = attribute.value;
            if (key.startsWith('on')) out.push(`handler ${key} on ${describe(element)}`);
            if (key === 'srcdoc' || key === 'srcset') out.push(`${key} on ${describe(element)}`);
            if (URL_ATTRIBUTES.has(key) && SCRIPT_URL.test(value)) {
              out.push(`${key}=${value.slice(0, 60)} on ${describe(element)}`);
            }
            if (key === 'style' && /url\s*\(|expression\s*\(|@import/i.test(value)) {
              out.push(`style ${value.slice(0, 60)} on ${describe(element)}`);
            }
          }
          if (name === 'img') {
            const src =
              (element as HTMLImageElement).currentSrc || element.getAttribute('src') || '';
            const allowed =
              /^data:image\//i.test(src) || (src !== '' && originOf(src, doc.baseURI) === origin);
            if (!allowed) out.push(`image from ${src.slice(0, 60)}: ${describe(element)}`);
          }
          const link = element.getAttribute('href') ?? element.getAttribute('xlink:href');
          if (name === 'a' && link !== null) {
            // getAttribute, not .href: an SVG <a> has an animated string there.
            let href = link;
            try {
              href = new URL(link, doc.baseURI).href;
            } catch {
              // Kept as written: a link that does not parse is reported below.
            }
            const inPage = href.startsWith(`${page}#`);
            if (!inPage && !/^(https?:|mailto:)/i.test(href)) {
              out.push(`link to ${href.slice(0, 60)}`);
            }
          }
          if (name === 'iframe' || name === 'frame' || name === 'object' || name === 'embed') {
            let inner: Document | null = null;
            try {
              inner = (element as HTMLIFrameElement).contentDocument;
            } catch {
              inner = null;
            }
            if (inner) auditDocument(inner, `${where}${name} > `);
          }
        }
      };
      auditDocument(document, '');
      return out;
    })
    .catch((error: unknown) => [`the page could not be audited: ${String(error)}`]);
}
