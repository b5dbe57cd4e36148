/**
 * Helpers for the similar figures and solids lesson: scale factors as ratios of small whole
 * numbers, two drawings placed side by side (a shape and its enlargement), and the wording of
 * a ratio.
 */
import type { Figure, FigureElement, Point } from '../figures/figure-model';

/** Small : large as coprime whole numbers, p < q. */
export const RATIOS: [number, number][] = [
  [1, 2],
  [1, 3],
  [2, 3],
  [3, 4],
  [2, 5],
  [3, 5],
  [4, 5],
  [1, 4],
  [3, 7],
  [5, 6],
];

const move = (p: Point, dx: number): Point => ({ x: p.x + dx, y: p.y });

function shifted(element: FigureElement, dx: number): FigureElement {
  switch (element.kind) {
    case 'point':
      return { ...element, at: move(element.at, dx) };
    case 'segment':
    case 'dimension':
      return { ...element, from: move(element.from, dx), to: move(element.to, dx) };
    case 'polygon':
    case 'plot':
      return { ...element, points: element.points.map((p) => move(p, dx)) };
    case 'right-angle':
    case 'angle':
      return {
        ...element,
        vertex: move(element.vertex, dx),
        from: move(element.from, dx),
        to: move(element.to, dx),
      };
    case 'label':
      return { ...element, at: move(element.at, dx) };
    default:
      throw new Error(`cannot move a ${element.kind}`);
  }
}

/** The figure mirrored left to right (so a side label of the left drawing sits on its outside). */
export function mirrored(figure: Figure): Figure {
  const m = (p: Point): Point => ({ x: -p.x, y: p.y });
  const elements = figure.elements.map((e): FigureElement => {
    switch (e.kind) {
      case 'point':
        return { ...e, at: m(e.at) };
      case 'segment':
        return { ...e, from: m(e.from), to: m(e.to) };
      case 'plot':
        return { ...e, points: e.points.map(m) };
      default:
        throw new Error(`cannot mirror a ${e.kind}`);
    }
  });
  return { ...figure, elements };
}

/** The x extent of a figure's drawn points. */
function extent(figure: Figure): [number, number] {
  const xs: number[] = [];
  for (const e of figure.elements) {
    if (e.kind === 'point' || e.kind === 'label') xs.push(e.at.x);
    if (e.kind === 'segment' || e.kind === 'dimension') xs.push(e.from.x, e.to.x);
    if (e.kind === 'polygon' || e.kind === 'plot') xs.push(...e.points.map((p) => p.x));
  }
  return [Math.min(...xs), Math.max(...xs)];
}

/** Two drawings side by side, the second moved right of the first with a gap. */
export function sideBySide(first: Figure, second: Figure, caption: string, gap = 0.35): Figure {
  const [, right] = extent(first);
  const [left, secondRight] = extent(second);
  const width = Math.max(right - extent(first)[0], secondRight - left);
  const dx = right - left + gap * width;
  return {
    ...(first.notToScale || second.notToScale ? { notToScale: true } : {}),
    caption,
    elements: [...first.elements, ...second.elements.map((e) => shifted(e, dx))],
  };
}

/** `$4 : 9$` */
export const ratioText = (a: number, b: number): string => `$${a} : ${b}$`;
