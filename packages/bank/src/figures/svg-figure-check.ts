/**
 * What an imported SVG figure must be before it is stored: well-formed XML (a figure that is not
 * never shows, so the author should hear at import), drawing at most MAX_DRAWN_ELEMENTS elements
 * once every `<use>` is expanded. A few nested `<use>` elements copying groups of `<use>`
 * elements make tens of thousands of shapes from a few hundred bytes (found by the XSS corpus: a
 * 2 kB figure kept Chromium busy long enough to time a test out). Script in a figure is harmless
 * where the app shows it (through <img>), so it is not this check's business.
 */
import type { XmlElement } from './xml-check';
import { checkXmlWellFormed } from './xml-check';

/** Far above any real figure: the seed bank's draw about a hundred elements. */
export const MAX_DRAWN_ELEMENTS = 10_000;

export type SvgFigureCheck = { ok: true } | { ok: false; error: string };

/** The element a `<use>` copies, when it points into the same document. */
function useTarget(element: XmlElement, ids: Map<string, number>): number | undefined {
  if (element.name !== 'use') return undefined;
  const href = element.attributes.href ?? element.attributes['xlink:href'] ?? '';
  return href.startsWith('#') ? ids.get(href.slice(1)) : undefined;
}

/**
 * How many elements the figure draws, `<use>` copies included, capped at MAX_DRAWN_ELEMENTS + 1
 * (which a `<use>` that copies itself, directly or not, always reaches).
 */
export function countDrawnElements(elements: readonly XmlElement[]): number {
  const children = elements.map((): number[] => []);
  const ids = new Map<string, number>();
  elements.forEach((element, index) => {
    if (element.parent >= 0) children[element.parent]?.push(index);
    const id = element.attributes.id;
    if (id !== undefined && !ids.has(id)) ids.set(id, index);
  });
  const memo = new Map<number, number>();
  const visiting = new Set<number>();
  const count = (index: number): number => {
    const known = memo.get(index);
    if (known !== undefined) return known;
    if (visiting.has(index)) return Infinity;
    visiting.add(index);
    let total = 1;
    for (const child of children[index] ?? []) total += count(child);
    const target = useTarget(elements[index] as XmlElement, ids);
    if (target !== undefined) total += count(target);
    visiting.delete(index);
    // Capped so a bomb's arithmetic stays small; anything above the limit is refused anyway.
    const capped = Math.min(total, MAX_DRAWN_ELEMENTS + 1);
    memo.set(index, capped);
    return capped;
  };
  return elements.length === 0 ? 0 : count(0);
}

export function checkSvgFigure(svg: string): SvgFigureCheck {
  const xml = checkXmlWellFormed(svg);
  if (!xml.ok) return { ok: false, error: `the SVG is not well-formed XML (${xml.error})` };
  const drawn = countDrawnElements(xml.elements);
  if (drawn > MAX_DRAWN_ELEMENTS) {
    return {
      ok: false,
      error: `the SVG draws more than ${MAX_DRAWN_ELEMENTS} elements once <use> copies are expanded`,
    };
  }
  return { ok: true };
}
