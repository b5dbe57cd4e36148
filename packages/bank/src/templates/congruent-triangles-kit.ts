/**
 * Figures for the congruent-triangles lesson: two triangles drawn side by side (the second a
 * mirror image moved to the right, so corresponding vertices are not in the same place), with
 * equal sides marked by ticks, equal angles by arcs and right angles by squares.
 */
import type { Figure, FigureElement, Point } from '../figures/figure-model';

export type Triple<T> = [T, T, T];

/** A scalene triangle's shape: base 0..5 on the x-axis, apex above. */
export const SHAPES: Triple<Point>[] = [
  [
    { x: 0, y: 0 },
    { x: 5, y: 0 },
    { x: 1.6, y: 3.1 },
  ],
  [
    { x: 0, y: 0 },
    { x: 5.4, y: 0 },
    { x: 3.9, y: 2.8 },
  ],
  [
    { x: 0, y: 0 },
    { x: 4.8, y: 0 },
    { x: 1.2, y: 2.6 },
  ],
];

/** Right-angled shapes with the right angle at the first vertex. */
export const RIGHT_SHAPES: Triple<Point>[] = [
  [
    { x: 0, y: 0 },
    { x: 4.6, y: 0 },
    { x: 0, y: 3 },
  ],
  [
    { x: 0, y: 0 },
    { x: 3.2, y: 0 },
    { x: 0, y: 4.2 },
  ],
  [
    { x: 4, y: 0 },
    { x: 0, y: 0 },
    { x: 4, y: 3.4 },
  ],
];

/** The same triangle with its vertices named from the k-th one (A sits at another corner). */
export function rotateShape(shape: Triple<Point>, k: number): Triple<Point> {
  return [0, 1, 2].map((i) => shape[(i + k) % 3] as Point) as Triple<Point>;
}

export interface NamedTriangle {
  names: Triple<string>;
  points: Triple<Point>;
}

/** The triangle and its mirror image moved right: vertex i of one corresponds to vertex i of the other. */
export function congruentPair(
  shape: Triple<Point>,
  first: Triple<string>,
  second: Triple<string>,
): [NamedTriangle, NamedTriangle] {
  const right = Math.max(...shape.map((p) => p.x));
  const gap = 2.2;
  const mirrored = shape.map((p) => ({ x: 2 * right + gap - p.x, y: p.y })) as Triple<Point>;
  return [
    { names: first, points: shape },
    { names: second, points: mirrored },
  ];
}

export interface Marks {
  /** Side 'AB' -> number of ticks (equal sides share a count). */
  ticks?: Record<string, number>;
  /** Vertex 'B' -> number of arcs (equal angles share a count). */
  arcs?: Record<string, number>;
  /** Vertices with a right-angle mark. */
  right?: string[];
  /** Side 'AB' -> a length label. */
  sideLabels?: Record<string, string>;
  /** Vertex 'B' -> an angle label (drawn with one arc). */
  angleLabels?: Record<string, string>;
}

/** The triangles with their marks; every named vertex is labelled. */
export function markedFigure(
  triangles: readonly NamedTriangle[],
  marks: Marks,
  caption: string,
  extra: FigureElement[] = [],
): Figure {
  const at = new Map<string, Point>();
  const others = new Map<string, [Point, Point]>();
  for (const t of triangles) {
    t.names.forEach((name, i) => {
      at.set(name, t.points[i] as Point);
      others.set(name, [t.points[(i + 1) % 3] as Point, t.points[(i + 2) % 3] as Point]);
    });
  }
  const get = (name: string): Point => {
    const p = at.get(name);
    if (!p) throw new Error(`no vertex ${name}`);
    return p;
  };
  const elements: FigureElement[] = triangles.map((t) => ({
    kind: 'polygon' as const,
    points: [...t.points],
  }));
  const sides = new Set([
    ...Object.keys(marks.ticks ?? {}),
    ...Object.keys(marks.sideLabels ?? {}),
  ]);
  for (const side of sides) {
    const [p, q] = [side.slice(0, 1), side.slice(1)];
    const ticks = marks.ticks?.[side];
    const label = marks.sideLabels?.[side];
    elements.push({
      kind: 'segment',
      from: get(p),
      to: get(q),
      ...(ticks ? { ticks } : {}),
      ...(label ? { label } : {}),
    });
  }
  const angles = new Set([
    ...Object.keys(marks.arcs ?? {}),
    ...Object.keys(marks.angleLabels ?? {}),
  ]);
  for (const vertex of angles) {
    const [p, q] = others.get(vertex) ?? [get(vertex), get(vertex)];
    const arcs = marks.arcs?.[vertex];
    const label = marks.angleLabels?.[vertex];
    elements.push({
      kind: 'angle',
      vertex: get(vertex),
      from: p,
      to: q,
      ...(arcs && arcs > 1 ? { arcs } : {}),
      ...(label ? { label } : {}),
    });
  }
  for (const vertex of marks.right ?? []) {
    const [p, q] = others.get(vertex) ?? [get(vertex), get(vertex)];
    elements.push({ kind: 'right-angle', vertex: get(vertex), from: p, to: q });
  }
  elements.push(...extra);
  for (const [name, p] of at) elements.push({ kind: 'point', at: p, label: name });
  return { caption, elements };
}
