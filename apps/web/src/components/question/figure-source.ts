/**
 * What a question's `graph` value is (docs/product.md §12): nothing, an image to show directly, a
 * stored figure to fetch through /api/graph, or a source the app refuses to load.
 *
 * Only what the Content-Security-Policy allows is ever requested (img-src 'self' data:): an image
 * on another site would be blocked by the browser anyway, after telling that site the student
 * opened the question, so it is refused here ('blocked'). A stored-figure request stays inside
 * /api/graph/: a value such as `/api/graph/../../api/auth/me` or `..` used to become a fetch of
 * another API route, with the student's token.
 */
export type FigureSource =
  | { kind: 'none' }
  | { kind: 'image'; src: string; alt?: string }
  | { kind: 'stored'; path: string }
  | { kind: 'blocked' };

const HTTP_URL = /^https?:\/\//i;
const DATA_IMAGE_URL = /^data:image\//i;
const GRAPH_PREFIX = '/api/graph/';
/** A stored-figure key that can go into the path as it is (the bank's ids: fig_<hex>). */
const PLAIN_KEY = /^[A-Za-z0-9_-]+$/;

/** The page's origin (the app's own images are the only URLs allowed). */
function pageOrigin(): string | null {
  return typeof window === 'undefined' ? null : window.location.origin;
}

/** An http(s) URL on the page's own origin, normalised; null for any other URL. */
function sameOriginUrl(value: string, origin: string | null): string | null {
  if (origin === null) return null;
  try {
    const url = new URL(value);
    return url.origin === origin ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * An image `src` for image data: a data:image URL or one of the app's own URLs as is, raw SVG
 * markup as a data URL (shown through <img>, where SVG runs no script); anything else is null.
 */
export function toImageSrc(data: unknown, origin = pageOrigin()): string | null {
  if (typeof data !== 'string') return null;
  const value = data.trim();
  if (value === '') return null;
  if (DATA_IMAGE_URL.test(value)) return value;
  if (HTTP_URL.test(value)) return sameOriginUrl(value, origin);
  if (/^(<\?xml[^>]*>\s*)?<svg[\s>]/i.test(value)) {
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(value)}`;
  }
  return null;
}

/** The image in a graph answer: `properties.imageUrl` first, else the `xml` pair's data. */
export function imageFromGraphData(data: unknown, origin = pageOrigin()): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const { properties, xml } = data as { properties?: unknown; xml?: unknown };
  if (typeof properties === 'object' && properties !== null) {
    const src = toImageSrc((properties as { imageUrl?: unknown }).imageUrl, origin);
    if (src) return src;
  }
  return Array.isArray(xml) ? toImageSrc(xml[1], origin) : null;
}

/** The longest figure description read as alt text; a longer one is cut at a word. */
const ALT_MAX_LENGTH = 600;

/**
 * The figure's description in a graph answer (`properties.alt`, written by the bank from the
 * figure itself: "Triangle ABC with AB = 7 cm ..."), or null when there is none. A screen reader
 * reads it in place of the image, so a blind student gets the data the figure carries.
 */
export function altFromGraphData(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const { properties } = data as { properties?: unknown };
  if (typeof properties !== 'object' || properties === null) return null;
  const alt = (properties as { alt?: unknown }).alt;
  if (typeof alt !== 'string') return null;
  const text = alt.replace(/\s+/g, ' ').trim();
  if (text === '') return null;
  if (text.length <= ALT_MAX_LENGTH) return text;
  const cut = text.slice(0, ALT_MAX_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1))}…`;
}

/** The /api/graph path for a stored-figure key, always exactly one path segment below it. */
function storedPath(key: string): FigureSource {
  if (PLAIN_KEY.test(key)) return { kind: 'stored', path: `${GRAPH_PREFIX}${key}` };
  // encodeURIComponent leaves '.' alone, and a '.' or '..' segment would climb out of /api/graph.
  if (key === '.' || key === '..') return { kind: 'blocked' };
  return { kind: 'stored', path: `${GRAPH_PREFIX}${encodeURIComponent(key)}` };
}

export function classifyGraph(
  graph: string | null | undefined,
  origin = pageOrigin(),
): FigureSource {
  const value = (graph ?? '').trim();
  if (value === '' || value === '{}') return { kind: 'none' };
  if (value.startsWith('{') || value.startsWith('[')) {
    try {
      const data = JSON.parse(value) as unknown;
      const src = imageFromGraphData(data, origin);
      const alt = altFromGraphData(data);
      if (!src) return { kind: 'none' };
      return alt ? { kind: 'image', src, alt } : { kind: 'image', src };
    } catch {
      // Not JSON after all: treat as a stored-figure reference below.
    }
  }
  if (DATA_IMAGE_URL.test(value)) return { kind: 'image', src: value };
  if (HTTP_URL.test(value)) {
    const src = sameOriginUrl(value, origin);
    return src ? { kind: 'image', src } : { kind: 'blocked' };
  }
  // An /api/graph path names its key after the prefix; anything else is the key itself.
  return storedPath(value.startsWith(GRAPH_PREFIX) ? value.slice(GRAPH_PREFIX.length) : value);
}
