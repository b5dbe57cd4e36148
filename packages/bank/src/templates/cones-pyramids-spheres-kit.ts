/**
 * Sketches of round and pointed solids for the mensuration lessons (cones, pyramids, spheres,
 * hemispheres, frustums and solids made of them), drawn as a teacher draws them on the board:
 * circles seen at a slant as flat ellipses, the hidden back half of a base dashed, a height as a
 * dashed line with its right angle. Like the prisms' oblique drawings, they are not to scale.
 */
import type { Figure, FigureElement, Point } from '../figures/figure-model';
import { figureTextProblems } from '../quality/figure-text';
import type { Draft } from './define-template';
import { depthOffset } from './mensuration-kit';
import { redraw } from './redraw';

/** How flat a circle seen at a slant is drawn (minor / major semi-axis). */
const FLAT = 0.3;

/** Points of an ellipse (centre c, semi-axes a, b) from `from` to `to` degrees. */
function ellipse(c: Point, a: number, b: number, from: number, to: number, steps = 36): Point[] {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const t = ((from + ((to - from) * i) / steps) * Math.PI) / 180;
    return { x: c.x + a * Math.cos(t), y: c.y + b * Math.sin(t) };
  });
}

const pt = (x: number, y: number): Point => ({ x, y });

/** A horizontal circle at height y seen at a slant: the front half drawn, the back half dashed. */
function rim(y: number, r: number, backHidden: boolean): FigureElement[] {
  return [
    { kind: 'plot', points: ellipse(pt(0, y), r, r * FLAT, 180, 360) },
    {
      kind: 'plot',
      points: ellipse(pt(0, y), r, r * FLAT, 0, 180),
      ...(backHidden ? { dashed: true } : {}),
    },
  ];
}

/** A radius drawn from the centre of a circle at height y, towards the front right. */
function radius(y: number, r: number, label?: string, angleDeg = -35): FigureElement[] {
  const t = (angleDeg * Math.PI) / 180;
  const end = pt(r * Math.cos(t), y + r * FLAT * Math.sin(t));
  return [
    { kind: 'segment', from: pt(0, y), to: end, ...(label ? { label } : {}) },
    { kind: 'point', at: pt(0, y), dot: true },
  ];
}

/** A dashed vertical height from (0, top) down to (0, bottom), with its right angle. */
function height(top: number, bottom: number, r: number, label?: string): FigureElement[] {
  return [
    {
      kind: 'segment',
      from: pt(0, top),
      to: pt(0, bottom),
      dashed: true,
      ...(label ? { label } : {}),
    },
    { kind: 'right-angle', vertex: pt(0, bottom), from: pt(0, top), to: pt(r, bottom) },
  ];
}

/** Drawn proportions stay readable however tall or flat the real solid is. */
export const drawnHeight = (h: number, r: number, lo = 0.9, hi = 2.6): number =>
  Math.max(lo * r, Math.min(hi * r, h));

export interface ConeSpec {
  radius: number;
  height: number;
  radiusLabel?: string;
  /** Label the base's diameter instead of a radius. */
  diameter?: boolean;
  heightLabel?: string;
  slantLabel?: string;
  /** Draw the dashed height even without a label. */
  showHeight?: boolean;
  caption: string;
}

/** A cone standing on its base; the base's back half dashed; radius, height and slant labelled. */
export function coneFigure(spec: ConeSpec): Figure {
  const r = spec.radius;
  const h = drawnHeight(spec.height, r);
  const apex = pt(0, h);
  const elements: FigureElement[] = [
    ...rim(0, r, true),
    { kind: 'segment', from: pt(-r, 0), to: apex },
    {
      kind: 'segment',
      from: pt(r, 0),
      to: apex,
      ...(spec.slantLabel ? { label: spec.slantLabel } : {}),
    },
  ];
  if (spec.heightLabel || spec.showHeight) elements.push(...height(h, 0, r, spec.heightLabel));
  if (spec.radiusLabel && spec.diameter) {
    const t = (-20 * Math.PI) / 180;
    const end = pt(r * Math.cos(t), r * FLAT * Math.sin(t));
    elements.push({ kind: 'segment', from: pt(-end.x, -end.y), to: end, label: spec.radiusLabel });
  } else if (spec.radiusLabel) elements.push(...radius(0, r, spec.radiusLabel));
  return { notToScale: true, caption: spec.caption, elements };
}

export interface PyramidSpec {
  /** The front edge of the base. */
  length: number;
  /** The base's edge going back (equal to `length` for a square base). */
  depth: number;
  height: number;
  lengthLabel?: string;
  depthLabel?: string;
  heightLabel?: string;
  /** The slant height of the front face, from the apex to the middle of the front edge. */
  slantLabel?: string;
  caption: string;
}

/**
 * A right pyramid on a rectangular base in oblique projection: the front and right faces seen,
 * the two back base edges and the back-left edge dashed, the height dashed to the base's centre.
 */
export function pyramidFigure(spec: PyramidSpec): Figure {
  const a = spec.length;
  // A long base drawn going back would dwarf the front edge: the drawn depth stays near it.
  const depth = Math.max(0.6 * a, Math.min(1.6 * a, spec.depth));
  const v = depthOffset(depth);
  const A = pt(0, 0);
  const B = pt(a, 0);
  const C = pt(a + v.x, v.y);
  const D = pt(v.x, v.y);
  const foot = pt(a / 2 + v.x / 2, v.y / 2);
  const apex = pt(foot.x, foot.y + drawnHeight(spec.height, Math.max(a, depth) / 2, 1.4, 2.6));
  const M = pt(a / 2, 0);
  const elements: FigureElement[] = [
    { kind: 'segment', from: A, to: B, ...(spec.lengthLabel ? { label: spec.lengthLabel } : {}) },
    { kind: 'segment', from: B, to: C, ...(spec.depthLabel ? { label: spec.depthLabel } : {}) },
    { kind: 'segment', from: C, to: D, dashed: true },
    { kind: 'segment', from: D, to: A, dashed: true },
    { kind: 'segment', from: apex, to: A },
    { kind: 'segment', from: apex, to: B },
    { kind: 'segment', from: apex, to: C },
    { kind: 'segment', from: apex, to: D, dashed: true },
  ];
  if (spec.heightLabel) {
    elements.push(
      { kind: 'segment', from: apex, to: foot, dashed: true, label: spec.heightLabel },
      { kind: 'point', at: foot, dot: true },
    );
  }
  if (spec.slantLabel)
    elements.push({ kind: 'segment', from: apex, to: M, label: spec.slantLabel });
  return { notToScale: true, caption: spec.caption, elements };
}

export interface SphereSpec {
  radius: number;
  radiusLabel: string;
  caption: string;
}

/** A sphere: its outline, the equator with its back half dashed, a labelled radius. */
export function sphereFigure(spec: SphereSpec): Figure {
  const r = spec.radius;
  return {
    notToScale: true,
    caption: spec.caption,
    elements: [
      { kind: 'plot', points: ellipse(pt(0, 0), r, r, 0, 360, 72) },
      ...rim(0, r, true),
      ...radius(0, r, spec.radiusLabel, -20),
    ],
  };
}

export interface HemisphereSpec {
  radiusLabel: string;
  /** 'dome': flat face down (a solid hemisphere); 'bowl': flat face up, the rim all seen. */
  shape: 'dome' | 'bowl';
  caption: string;
}

export function hemisphereFigure(spec: HemisphereSpec): Figure {
  // Drawn at one size: a lone hemisphere is the same picture whatever its radius (the label gives
  // the size), and one picture must carry one description (the figure store keeps one per
  // drawing; two descriptions of one drawing would make the shipped-bank sync retire and re-insert
  // those questions at every upgrade).
  const r = 1;
  const dome = spec.shape === 'dome';
  return {
    notToScale: true,
    caption: spec.caption,
    elements: [
      { kind: 'plot', points: ellipse(pt(0, 0), r, r, dome ? 0 : 180, dome ? 180 : 360, 36) },
      ...rim(0, r, dome),
      ...radius(0, r, spec.radiusLabel),
    ],
  };
}

export interface FrustumSpec {
  bottom: number;
  top: number;
  height: number;
  bottomLabel?: string;
  topLabel?: string;
  heightLabel?: string;
  slantLabel?: string;
  /** Dash the small cone that was cut off, up to the apex. */
  showApex?: boolean;
  /** With `showApex`: the whole cone's height (left) and the small cone's (right), as dimensions. */
  apexHeights?: { whole: string; top: string };
  caption: string;
}

/** A frustum of a cone (a bucket, a lampshade): both circles, the bottom's back half dashed. */
export function frustumFigure(spec: FrustumSpec): Figure {
  const R = spec.bottom;
  const r = spec.top;
  const h = drawnHeight(spec.height, R, 0.8, 1.6);
  const elements: FigureElement[] = [
    ...rim(0, R, true),
    ...rim(h, r, false),
    { kind: 'segment', from: pt(-R, 0), to: pt(-r, h) },
    {
      kind: 'segment',
      from: pt(R, 0),
      to: pt(r, h),
      ...(spec.slantLabel ? { label: spec.slantLabel } : {}),
    },
  ];
  if (spec.heightLabel) elements.push(...height(h, 0, R, spec.heightLabel));
  if (spec.showApex && R > r) {
    const apex = pt(0, (h * R) / (R - r));
    elements.push(
      { kind: 'segment', from: pt(-r, h), to: apex, dashed: true },
      { kind: 'segment', from: pt(r, h), to: apex, dashed: true },
    );
    if (spec.apexHeights) {
      const off = 0.25 * R;
      elements.push(
        {
          kind: 'dimension',
          from: pt(-R - off, 0),
          to: pt(-R - off, apex.y),
          label: spec.apexHeights.whole,
        },
        {
          kind: 'dimension',
          from: pt(R + off, h),
          to: pt(R + off, apex.y),
          label: spec.apexHeights.top,
        },
      );
    }
  }
  if (spec.bottomLabel) elements.push(...radius(0, R, spec.bottomLabel, -35));
  if (spec.topLabel) elements.push(...radius(h, r, spec.topLabel, -35));
  return { notToScale: true, caption: spec.caption, elements };
}

export interface CompositeSpec {
  /** 'ice-cream': a cone pointing down under a hemisphere; 'top': a cone on a hemispherical bowl;
   * 'capsule': a cylinder with a hemisphere on top. */
  shape: 'ice-cream' | 'top' | 'capsule';
  radius: number;
  /** The cone's height or the cylinder's height. */
  length: number;
  radiusLabel: string;
  lengthLabel: string;
  caption: string;
}

export function compositeFigure(spec: CompositeSpec): Figure {
  const r = spec.radius;
  const len = drawnHeight(spec.length, r, 1, 2.4);
  const elements: FigureElement[] = [];
  if (spec.shape === 'ice-cream') {
    elements.push(
      { kind: 'plot', points: ellipse(pt(0, 0), r, r, 0, 180) },
      ...rim(0, r, true),
      { kind: 'segment', from: pt(-r, 0), to: pt(0, -len) },
      { kind: 'segment', from: pt(r, 0), to: pt(0, -len) },
      { kind: 'segment', from: pt(0, 0), to: pt(0, -len), dashed: true, label: spec.lengthLabel },
      { kind: 'right-angle', vertex: pt(0, 0), from: pt(0, -len), to: pt(-r, 0) },
      ...radius(0, r, spec.radiusLabel, -35),
    );
  } else if (spec.shape === 'top') {
    elements.push(
      { kind: 'plot', points: ellipse(pt(0, 0), r, r, 180, 360) },
      ...rim(0, r, true),
      { kind: 'segment', from: pt(-r, 0), to: pt(0, len) },
      { kind: 'segment', from: pt(r, 0), to: pt(0, len) },
      ...height(len, 0, -r, spec.lengthLabel),
      ...radius(0, r, spec.radiusLabel, -35),
    );
  } else {
    elements.push(
      ...rim(0, r, true),
      ...rim(len, r, true),
      { kind: 'plot', points: ellipse(pt(0, len), r, r, 0, 180) },
      { kind: 'segment', from: pt(-r, 0), to: pt(-r, len) },
      { kind: 'segment', from: pt(r, 0), to: pt(r, len), label: spec.lengthLabel },
      ...radius(0, r, spec.radiusLabel, -35),
    );
  }
  return { notToScale: true, caption: spec.caption, elements };
}

/**
 * The draft, unless its figure misleads by a coincidence of the numbers (a line ending on another
 * line's extension); then `defineTemplate` draws new numbers.
 */
export function checkedFigure(draft: Draft): Draft {
  if (
    draft.figure &&
    figureTextProblems({
      templateId: 'draft/draft',
      type: 'short_answer',
      question: draft.question,
      answer: draft.answer,
      figure: draft.figure,
    }).length > 0
  ) {
    redraw('the figure would mislead');
  }
  return draft;
}

/**
 * The figure turned upside down (a cone standing on its point: a glass), every line drawn solid
 * since an empty glass hides nothing.
 */
export function upsideDown(figure: Figure): Figure {
  const flip = (p: Point): Point => pt(p.x, -p.y);
  const elements = figure.elements.map((e): FigureElement => {
    switch (e.kind) {
      case 'segment':
        return { ...e, from: flip(e.from), to: flip(e.to), dashed: false };
      case 'dimension':
        return { ...e, from: flip(e.from), to: flip(e.to) };
      case 'plot':
        return { ...e, points: e.points.map(flip), dashed: false };
      case 'point':
        return { ...e, at: flip(e.at) };
      default:
        throw new Error(`cannot turn a ${e.kind} upside down`);
    }
  });
  return { ...figure, elements };
}
