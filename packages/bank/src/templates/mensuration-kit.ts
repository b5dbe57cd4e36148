/**
 * Helpers shared by the mensuration lessons (plane areas, prisms and cylinders): answers with
 * their units, labelled polygons drawn to scale, perpendicular heights, and a retry that keeps
 * a draft whose hints would print its own key from being used.
 */
import type { Figure, FigureElement, Point } from '../figures/figure-model';
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
 * the answer by chance); the gate 'help' would refuse such an item.
 */
export function draftWithSafeHints(make: () => Draft, rng: Rng): Draft {
  let draft = make();
  for (let tries = 0; tries < 40; tries += 1) {
    if (
      hintGiveawayProblems({
        type: 'short_answer',
        question: draft.question,
        answer: draft.answer,
        hints: draft.hints,
      }).length === 0
    ) {
      return draft;
    }
    rng.next();
    draft = make();
  }
  return draft;
}

/** The explanation shown under a marked answer: the worked steps in one paragraph. */
export const explain = (steps: readonly string[]): string => steps.join(' ');
