/**
 * What a question's `graph` value is (DESIGN.md §6): nothing, an image to show directly, or a
 * stored figure to fetch through /api/graph.
 */
export type FigureSource =
  { kind: 'none' } | { kind: 'image'; src: string } | { kind: 'stored'; path: string };

const IMAGE_URL = /^(https?:\/\/|data:image\/)/i;
const GRAPH_PREFIX = '/api/graph/';

/** An image `src` for image data: a URL or data URL as is, raw SVG markup as a data URL. */
export function toImageSrc(data: unknown): string | null {
  if (typeof data !== 'string') return null;
  const value = data.trim();
  if (value === '') return null;
  if (IMAGE_URL.test(value)) return value;
  if (/^(<\?xml[^>]*>\s*)?<svg[\s>]/i.test(value)) {
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(value)}`;
  }
  return null;
}

/** The image in a graph answer: `properties.imageUrl` first, else the `xml` pair's data. */
export function imageFromGraphData(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const { properties, xml } = data as { properties?: unknown; xml?: unknown };
  if (typeof properties === 'object' && properties !== null) {
    const src = toImageSrc((properties as { imageUrl?: unknown }).imageUrl);
    if (src) return src;
  }
  return Array.isArray(xml) ? toImageSrc(xml[1]) : null;
}

export function classifyGraph(graph: string | null | undefined): FigureSource {
  const value = (graph ?? '').trim();
  if (value === '' || value === '{}') return { kind: 'none' };
  if (value.startsWith('{') || value.startsWith('[')) {
    try {
      const src = imageFromGraphData(JSON.parse(value) as unknown);
      return src ? { kind: 'image', src } : { kind: 'none' };
    } catch {
      // Not JSON after all: treat as a stored-figure reference below.
    }
  }
  if (IMAGE_URL.test(value)) return { kind: 'image', src: value };
  // Already an /api/graph path: request it as is; anything else is the encoded key.
  const path = value.startsWith(GRAPH_PREFIX)
    ? value
    : `${GRAPH_PREFIX}${encodeURIComponent(value)}`;
  return { kind: 'stored', path };
}
