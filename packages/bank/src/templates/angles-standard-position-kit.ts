/** Wording and figures shared by the templates of the lesson on angles in standard position. */
import type { Figure, FigureElement } from '../figures/figure-model';
import { polar, pt } from '../figures/geometry';
import { fmt } from './exact';

export const QUADRANT_WORDS = ['', 'first', 'second', 'third', 'fourth'] as const;

/** The four half-axes in anticlockwise order from the positive x-axis (0°, 90°, 180°, 270°). */
export const AXIS_NAMES = [
  'the positive $x$-axis',
  'the positive $y$-axis',
  'the negative $x$-axis',
  'the negative $y$-axis',
] as const;

export const QUADRANT_RANGES_HINT =
  'Between $0^\\circ$ and $90^\\circ$ is quadrant I, up to $180^\\circ$ quadrant II, up to $270^\\circ$ quadrant III and up to $360^\\circ$ quadrant IV.';

/** Smallest non-negative coterminal angle: θ mod 360 in [0, 360). */
export function normalise360(deg: number): number {
  return ((deg % 360) + 360) % 360;
}

/** Which half-axis a multiple of 90° ends on (an index into AXIS_NAMES). */
export function axisOf(multipleOf90: number): number {
  return normalise360(multipleOf90) / 90;
}

export function deg(x: number): string {
  return `$${fmt(x)}^\\circ$`;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The worked step that brings an angle between 0° and 360° by whole turns
 * ("$1130^\circ - 3 \times 360^\circ = 50^\circ$"); none when it is already there.
 */
export function normaliseStep(theta: number): string[] {
  const n = normalise360(theta);
  const turns = (theta - n) / 360;
  if (turns === 0) return [];
  return [
    `$${theta}^\\circ ${turns > 0 ? '-' : '+'} ${Math.abs(turns)} \\times 360^\\circ = ${n}^\\circ$.`,
  ];
}

/** Axes with the angle's terminal side drawn from the origin (radius 1). */
export function standardPositionFigure(
  thetaDeg: number,
  marks: FigureElement[],
  caption: string,
): Figure {
  const o = pt(0, 0);
  const end = polar(o, 1, thetaDeg);
  return {
    caption,
    elements: [
      { kind: 'axes', xMin: -1.3, xMax: 1.3, yMin: -1.3, yMax: 1.3, xLabel: 'x', yLabel: 'y' },
      { kind: 'ray', from: o, through: end },
      ...marks,
      { kind: 'point', at: o, label: 'O' },
    ],
  };
}
