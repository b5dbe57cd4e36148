/**
 * Helpers shared by the mensuration lessons (plane areas, prisms and cylinders): answers with
 * their units, labelled polygons drawn to scale, perpendicular heights, and a retry that keeps
 * a draft whose hints would print its own key from being used.
 */
import type { Figure, FigureElement, Point } from '../figures/figure-model';
import { figureTextProblems } from '../quality/figure-text';
import { hintGiveawayProblems } from '../quality/help-gates';
import type { Rng } from '../rng';
import type { Draft } from './define-template';
import { fixed, fmt } from './exact';

/** `$32$ cm$^2$` (area) or `$7$ cm` (length) for options and steps; `power` 1, 2 or 3. */
export function withUnit(value: string, unit: string, power: 1 | 2 | 3 = 1): string {
  return power === 1 ? `$${value}$ ${unit}` : `$${value}$ ${unit}$^${power}$`;
}

/** A value shown with at most two decimals, trailing zeros trimmed. */
export const show = (x: number): string => fmt(x, 2);

/** A rounded value with exactly `decimals` places. */
export const rounded = (x: number, decimals: number): string => fixed(x, decimals);

export interface PolygonSpec {
  names: readonly string[];
  points: readonly Point[];
  /** Side labels keyed by two vertex names ('AB'). */
  sides?: Record<string, string>;
  /** Sides with parallel arrows, keyed by two vertex names. */
  arrows?: Record<string, number>;
  /** Angle labels keyed by vertex name. */
  angles?: Record<string, string>;
  shaded?: boolean;
  caption: string;
  extra?: FigureElement[];
  /** Points named in the figure that are not vertices (a foot, a centre). */
  morePoints?: { at: Point; label: string }[];
}

/** A named polygon with labelled sides and angles, drawn from real coordinates. */
export function polygonFigure(spec: PolygonSpec): Figure {
  const at = (name: string): Point => {
    const i = spec.names.indexOf(name);
    const p = spec.points[i];
    if (i < 0 || !p) throw new Error(`unknown vertex ${name}`);
    return p;
  };
  const pair = (key: string): [Point, Point] => [at(key.charAt(0)), at(key.slice(1))];
  const elements: FigureElement[] = [
    { kind: 'polygon', points: [...spec.points], ...(spec.shaded ? { shaded: true } : {}) },
  ];
  const sideKeys = new Set([...Object.keys(spec.sides ?? {}), ...Object.keys(spec.arrows ?? {})]);
  for (const key of sideKeys) {
    const [from, to] = pair(key);
    const label = spec.sides?.[key];
    const arrows = spec.arrows?.[key];
    elements.push({
      kind: 'segment',
      from,
      to,
      ...(label ? { label } : {}),
      ...(arrows ? { arrows } : {}),
    });
  }
  const n = spec.names.length;
  for (const [name, label] of Object.entries(spec.angles ?? {})) {
    const i = spec.names.indexOf(name);
    const prev = spec.names[(i + n - 1) % n] ?? '';
    const next = spec.names[(i + 1) % n] ?? '';
    elements.push({ kind: 'angle', vertex: at(name), from: at(prev), to: at(next), label });
  }
  elements.push(...(spec.extra ?? []));
  spec.names.forEach((name) => elements.push({ kind: 'point', at: at(name), label: name }));
  for (const p of spec.morePoints ?? []) elements.push({ kind: 'point', at: p.at, label: p.label });
  return { caption: spec.caption, elements };
}

/**
 * A perpendicular height: a dashed segment from `top` to its `foot` on a side, with the
 * right-angle mark towards `along` (another point of that side).
 */
export function heightMarks(
  top: Point,
  foot: Point,
  along: Point,
  label?: string,
): FigureElement[] {
  return [
    { kind: 'segment', from: top, to: foot, dashed: true, ...(label ? { label } : {}) },
    { kind: 'right-angle', vertex: foot, from: top, to: along },
  ];
}

/** Twice the signed area of a polygon (shoelace), positive when anticlockwise. */
export function shoelace(points: readonly Point[]): number {
  let sum = 0;
  points.forEach((p, i) => {
    const q = points[(i + 1) % points.length] as Point;
    sum += p.x * q.y - q.x * p.y;
  });
  return sum / 2;
}

/**
 * Builds drafts until one has hints that do not print its key (a first step's number can equal
 * the answer by chance; the gate 'help' would refuse it) and a figure whose lines do not end,
 * by a coincidence of the numbers, on another line's extension (an oblique solid can line a
 * back vertex up with a front edge; the gate 'figure-text' would refuse it).
 */
export function draftWithSafeHints(make: () => Draft, rng: Rng): Draft {
  let draft = make();
  for (let tries = 0; tries < 40; tries += 1) {
    const hintsOk =
      hintGiveawayProblems({
        type: 'short_answer',
        question: draft.question,
        answer: draft.answer,
        hints: draft.hints,
      }).length === 0;
    const figureOk =
      !draft.figure ||
      figureTextProblems({
        templateId: 'draft/draft',
        type: 'short_answer',
        question: draft.question,
        answer: draft.answer,
        figure: draft.figure,
      }).length === 0;
    if (hintsOk && figureOk) return draft;
    rng.next();
    draft = make();
  }
  return draft;
}

/** The explanation shown under a marked answer: the worked steps in one paragraph. */
export const explain = (steps: readonly string[]): string => steps.join(' ');

// ---------------------------------------------------------------- solids (oblique drawings)

/** Where the back of a solid is drawn: up and to the right of the front, at half its depth. */
export function depthOffset(depth: number): Point {
  return { x: depth * 0.5 * Math.cos(Math.PI / 6), y: depth * 0.5 * Math.sin(Math.PI / 6) };
}

export interface PrismSpec {
  /** The cross-section, anticlockwise, drawn true to shape at the front. */
  face: readonly Point[];
  /** The prism's length (drawn foreshortened, so the figure is not to scale). */
  depth: number;
  /** Labels of front-face edges by the index of their first vertex. */
  faceLabels?: Record<number, string>;
  /** Label of the length, on the connecting edge at this vertex index. */
  depthLabel?: { at: number; text: string };
  shadedFace?: boolean;
  caption: string;
  extra?: FigureElement[];
}

/**
 * A right prism in oblique projection: the front face, the back face and the edges joining them.
 * A side face is seen when its outward normal points towards the back offset (up or right);
 * edges on no visible face are dashed. The cross-section must be convex.
 */
export function prismFigure(spec: PrismSpec): Figure {
  const v = depthOffset(spec.depth);
  const n = spec.face.length;
  const back = spec.face.map((p) => ({ x: p.x + v.x, y: p.y + v.y }));
  const seen = spec.face.map((p, i) => {
    const q = spec.face[(i + 1) % n] as Point;
    const normal = { x: q.y - p.y, y: -(q.x - p.x) };
    return normal.x * v.x + normal.y * v.y > 1e-9;
  });
  const elements: FigureElement[] = [
    { kind: 'polygon', points: [...spec.face], ...(spec.shadedFace ? { shaded: true } : {}) },
  ];
  spec.face.forEach((p, i) => {
    const label = spec.faceLabels?.[i];
    if (label) {
      elements.push({ kind: 'segment', from: p, to: spec.face[(i + 1) % n] as Point, label });
    }
    elements.push({
      kind: 'segment',
      from: back[i] as Point,
      to: back[(i + 1) % n] as Point,
      ...(seen[i] ? {} : { dashed: true }),
    });
    const connectorSeen = seen[i] || seen[(i + n - 1) % n];
    const depthLabel = spec.depthLabel?.at === i ? spec.depthLabel.text : undefined;
    elements.push({
      kind: 'segment',
      from: p,
      to: back[i] as Point,
      ...(connectorSeen ? {} : { dashed: true }),
      ...(depthLabel ? { label: depthLabel } : {}),
    });
  });
  elements.push(...(spec.extra ?? []));
  return { notToScale: true, caption: spec.caption, elements };
}

/** Points of an ellipse (centre c, semi-axes a, b) from `from` to `to` degrees. */
function ellipse(c: Point, a: number, b: number, from: number, to: number): Point[] {
  const steps = 36;
  return Array.from({ length: steps + 1 }, (_, i) => {
    const t = ((from + ((to - from) * i) / steps) * Math.PI) / 180;
    return { x: c.x + a * Math.cos(t), y: c.y + b * Math.sin(t) };
  });
}

export interface CylinderSpec {
  radius: number;
  height: number;
  /** Label on a radius of the top face, or on its diameter when `diameter` is set. */
  radiusLabel?: string;
  diameter?: boolean;
  heightLabel?: string;
  /** A second, inner circle on the top face (a pipe): its radius and label. */
  inner?: { radius: number; label?: string };
  caption: string;
}

/**
 * An upright cylinder: the top face as an ellipse, the bottom's back half dashed, the two sides.
 * The ellipses are drawn as closed polylines ('plot'), so the figure is not to scale.
 */
export function cylinderFigure(spec: CylinderSpec): Figure {
  const r = spec.radius;
  const h = spec.height;
  const flat = 0.3;
  const top = { x: 0, y: h };
  const elements: FigureElement[] = [
    { kind: 'plot', points: ellipse(top, r, r * flat, 0, 360) },
    { kind: 'plot', points: ellipse({ x: 0, y: 0 }, r, r * flat, 180, 360) },
    { kind: 'plot', points: ellipse({ x: 0, y: 0 }, r, r * flat, 0, 180), dashed: true },
    { kind: 'segment', from: { x: -r, y: 0 }, to: { x: -r, y: h } },
    {
      kind: 'segment',
      from: { x: r, y: 0 },
      to: { x: r, y: h },
      ...(spec.heightLabel ? { label: spec.heightLabel } : {}),
    },
  ];
  if (spec.inner) {
    elements.push({
      kind: 'plot',
      points: ellipse(top, spec.inner.radius, spec.inner.radius * flat, 0, 360),
    });
  }
  if (spec.radiusLabel) {
    // Towards the front of the top face (not along a side), so no line ends on another's extension.
    const rim = {
      x: top.x + r * Math.cos((-40 * Math.PI) / 180),
      y: top.y + r * flat * Math.sin((-40 * Math.PI) / 180),
    };
    const from = spec.diameter ? { x: top.x - (rim.x - top.x), y: top.y - (rim.y - top.y) } : top;
    elements.push(
      { kind: 'segment', from, to: rim, label: spec.radiusLabel },
      { kind: 'point', at: top, dot: true },
    );
  }
  if (spec.inner?.label) {
    const rim = {
      x: top.x + spec.inner.radius * Math.cos((200 * Math.PI) / 180),
      y: top.y + spec.inner.radius * flat * Math.sin((200 * Math.PI) / 180),
    };
    elements.push({ kind: 'segment', from: top, to: rim, label: spec.inner.label });
  }
  return { notToScale: true, caption: spec.caption, elements };
}
