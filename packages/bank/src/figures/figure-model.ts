/**
 * A geometry description: plain JSON (storable, diffable), in mathematical coordinates (y up).
 * Templates compute coordinates from the actual lengths and angles in the question, so the
 * drawing agrees with the text; the renderer only fits it into the picture.
 */
import { z } from 'zod';

export const PointSchema = z.object({ x: z.number(), y: z.number() });
export type Point = z.infer<typeof PointSchema>;

const label = z.string().min(1).max(40).optional();

export const FigureElementSchema = z.discriminatedUnion('kind', [
  /** A named point, drawn as a dot when `dot` is set; the label goes away from the figure. */
  z.object({ kind: z.literal('point'), at: PointSchema, label, dot: z.boolean().optional() }),
  /** Segment; `ticks` = equal-length marks, `arrows` = parallel arrows, label at the middle. */
  z.object({
    kind: z.literal('segment'),
    from: PointSchema,
    to: PointSchema,
    label,
    dashed: z.boolean().optional(),
    ticks: z.number().int().min(1).max(3).optional(),
    arrows: z.number().int().min(1).max(3).optional(),
  }),
  /**
   * A length marked beside a segment (a dimension line with end bars, offset away from the
   * figure): for a length that a named point splits, so the label names the whole length.
   */
  z.object({
    kind: z.literal('dimension'),
    from: PointSchema,
    to: PointSchema,
    label: z.string().min(1).max(40),
  }),
  /** Ray from `from` through `through`, with an arrowhead just beyond `through`. */
  z.object({ kind: z.literal('ray'), from: PointSchema, through: PointSchema, label }),
  z.object({
    kind: z.literal('polygon'),
    points: z.array(PointSchema).min(3),
    shaded: z.boolean().optional(),
  }),
  z.object({
    kind: z.literal('circle'),
    center: PointSchema,
    radius: z.number().positive(),
    dashed: z.boolean().optional(),
  }),
  /** Arc counter-clockwise from startDeg to endDeg (degrees, from the positive x direction). */
  z.object({
    kind: z.literal('arc'),
    center: PointSchema,
    radius: z.number().positive(),
    startDeg: z.number(),
    endDeg: z.number(),
    label,
    emphasis: z.boolean().optional(),
  }),
  /** Shaded sector (startDeg -> endDeg counter-clockwise). */
  z.object({
    kind: z.literal('sector'),
    center: PointSchema,
    radius: z.number().positive(),
    startDeg: z.number(),
    endDeg: z.number(),
  }),
  /** Shaded region between two arcs of one centre (startDeg -> endDeg counter-clockwise). */
  z.object({
    kind: z.literal('annular-sector'),
    center: PointSchema,
    inner: z.number().positive(),
    outer: z.number().positive(),
    startDeg: z.number(),
    endDeg: z.number(),
  }),
  /** Shaded circular segment between the arc (startDeg -> endDeg) and its chord. */
  z.object({
    kind: z.literal('circular-segment'),
    center: PointSchema,
    radius: z.number().positive(),
    startDeg: z.number(),
    endDeg: z.number(),
  }),
  /** Angle mark at `vertex` between the rays towards `from` and `to` (the non-reflex angle). */
  z.object({
    kind: z.literal('angle'),
    vertex: PointSchema,
    from: PointSchema,
    to: PointSchema,
    label,
    arcs: z.number().int().min(1).max(3).optional(),
    /** Mark the reflex angle instead (e.g. a standard-position angle over 180°). */
    reflex: z.boolean().optional(),
  }),
  z.object({
    kind: z.literal('right-angle'),
    vertex: PointSchema,
    from: PointSchema,
    to: PointSchema,
  }),
  z.object({ kind: z.literal('label'), at: PointSchema, text: z.string().min(1).max(40) }),
  z.object({
    kind: z.literal('axes'),
    xMin: z.number(),
    xMax: z.number(),
    yMin: z.number(),
    yMax: z.number(),
    xTicks: z.array(z.object({ value: z.number(), label: z.string().max(12) })).optional(),
    yTicks: z.array(z.object({ value: z.number(), label: z.string().max(12) })).optional(),
    xLabel: z.string().max(4).optional(),
    yLabel: z.string().max(4).optional(),
  }),
  /** A function graph as a sampled polyline (data, not code). */
  z.object({
    kind: z.literal('plot'),
    points: z.array(PointSchema).min(2),
    label,
    dashed: z.boolean().optional(),
  }),
]);
export type FigureElement = z.infer<typeof FigureElementSchema>;

export const FigureSchema = z.object({
  /** 'equal': one scale for x and y (geometry). 'fill': stretch to the box (function graphs). */
  scale: z.enum(['equal', 'fill']).optional(),
  /** Set only when a drawing cannot be to scale; agreement tests skip lengths then. */
  notToScale: z.boolean().optional(),
  /** One sentence naming what is drawn, e.g. 'Right triangle ABC with the right angle at C.' */
  caption: z.string().max(300).optional(),
  elements: z.array(FigureElementSchema).min(1),
});
export type Figure = z.infer<typeof FigureSchema>;
