/** Builders for the figures templates draw most: labelled triangles and circles. */
import type { Figure, FigureElement, Point } from '../figures/figure-model';

export interface TriangleSpec {
  /** Vertex names in order, e.g. ['A', 'B', 'C']. */
  names: [string, string, string];
  points: [Point, Point, Point];
  /** Side labels keyed by the two vertex names, e.g. { AB: '5 cm' }. */
  sides?: Record<string, string>;
  /** Angle labels keyed by vertex name, e.g. { B: '40°' }; '' draws an unlabelled mark. */
  angles?: Record<string, string>;
  /** Vertex with the right-angle mark. */
  right?: string;
  caption?: string;
  extra?: FigureElement[];
}

export function triangleFigure(spec: TriangleSpec): Figure {
  const at = new Map<string, Point>(spec.names.map((name, i) => [name, spec.points[i] as Point]));
  const get = (name: string): Point => {
    const p = at.get(name);
    if (!p) throw new Error(`unknown vertex ${name}`);
    return p;
  };
  const others = (name: string): [Point, Point] => {
    const rest = spec.names.filter((n) => n !== name);
    return [get(rest[0] ?? ''), get(rest[1] ?? '')];
  };
  const elements: FigureElement[] = [{ kind: 'polygon', points: [...spec.points] }];
  for (const [key, label] of Object.entries(spec.sides ?? {})) {
    const names = splitPair(key, spec.names);
    elements.push({ kind: 'segment', from: get(names[0]), to: get(names[1]), label });
  }
  for (const [name, label] of Object.entries(spec.angles ?? {})) {
    const [p, q] = others(name);
    elements.push({
      kind: 'angle',
      vertex: get(name),
      from: p,
      to: q,
      ...(label ? { label } : {}),
    });
  }
  if (spec.right) {
    const [p, q] = others(spec.right);
    elements.push({ kind: 'right-angle', vertex: get(spec.right), from: p, to: q });
  }
  elements.push(...(spec.extra ?? []));
  for (const name of spec.names) elements.push({ kind: 'point', at: get(name), label: name });
  return { ...(spec.caption ? { caption: spec.caption } : {}), elements };
}

/** 'AB' -> ['A', 'B'] using the known (possibly multi-letter) names. */
function splitPair(key: string, names: readonly string[]): [string, string] {
  for (const first of names) {
    if (key.startsWith(first)) {
      const second = key.slice(first.length);
      if (names.includes(second)) return [first, second];
    }
  }
  throw new Error(`bad side key ${key}`);
}

/** Three distinct capital letters for a triangle, from a few familiar sets. */
export const TRIANGLE_NAMES: [string, string, string][] = [
  ['A', 'B', 'C'],
  ['P', 'Q', 'R'],
  ['X', 'Y', 'Z'],
  ['D', 'E', 'F'],
  ['L', 'M', 'N'],
];

/** Mirror a point set left-right (x -> -x) for variety, keeping labels valid. */
export function mirrorX<T extends Point[]>(points: T): T {
  return points.map((p) => ({ x: -p.x, y: p.y })) as T;
}

export interface SectorSpec {
  radius: number;
  /** Direction of the first radius, degrees. */
  startDeg: number;
  sweepDeg: number;
  radiusLabel?: string;
  arcLabel?: string;
  angleLabel?: string;
  shaded?: 'sector' | 'segment';
  chord?: boolean;
  names?: [string, string, string];
  caption?: string;
}

/** A sector O-A-B: radii OA and OB, the arc from A to B (anticlockwise), optional shading. */
export function sectorFigure(spec: SectorSpec): Figure {
  const o = { x: 0, y: 0 };
  const endDeg = spec.startDeg + spec.sweepDeg;
  const a = {
    x: spec.radius * Math.cos((spec.startDeg * Math.PI) / 180),
    y: spec.radius * Math.sin((spec.startDeg * Math.PI) / 180),
  };
  const b = {
    x: spec.radius * Math.cos((endDeg * Math.PI) / 180),
    y: spec.radius * Math.sin((endDeg * Math.PI) / 180),
  };
  const [nO, nA, nB] = spec.names ?? ['O', 'A', 'B'];
  const elements: FigureElement[] = [];
  if (spec.shaded === 'sector') {
    elements.push({
      kind: 'sector',
      center: o,
      radius: spec.radius,
      startDeg: spec.startDeg,
      endDeg,
    });
  }
  if (spec.shaded === 'segment') {
    elements.push({
      kind: 'circular-segment',
      center: o,
      radius: spec.radius,
      startDeg: spec.startDeg,
      endDeg,
    });
  }
  elements.push(
    { kind: 'segment', from: o, to: a, ...(spec.radiusLabel ? { label: spec.radiusLabel } : {}) },
    { kind: 'segment', from: o, to: b },
    {
      kind: 'arc',
      center: o,
      radius: spec.radius,
      startDeg: spec.startDeg,
      endDeg,
      ...(spec.arcLabel ? { label: spec.arcLabel } : {}),
    },
    {
      kind: 'angle',
      vertex: o,
      from: a,
      to: b,
      ...(spec.angleLabel ? { label: spec.angleLabel } : {}),
      ...(spec.sweepDeg > 180 ? { reflex: true } : {}),
    },
  );
  if (spec.chord) elements.push({ kind: 'segment', from: a, to: b });
  elements.push(
    { kind: 'point', at: o, label: nO },
    { kind: 'point', at: a, label: nA },
    { kind: 'point', at: b, label: nB },
  );
  return { ...(spec.caption ? { caption: spec.caption } : {}), elements };
}
