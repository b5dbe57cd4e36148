/**
 * Fits a figure into a width x height picture: scales the geometry (one scale, or separate x/y
 * scales for function graphs), places every label, then shrinks and re-centres until geometry
 * and labels all sit inside the picture with a margin.
 *
 * Sizes follow the width, so a figure stays readable however it is shown: text is at least
 * 11 CSS px when the picture is shown 288 px wide (a question card on a 360 px phone shows it
 * 294 px wide: docs/decisions/033-figures-on-phones-and-mobile-speed.md), and angle marks at
 * least 12 CSS px in radius at 360 px (docs/decisions/026-question-quality-gates.md). Each label tries positions near its
 * anchor, nearest first, and takes the first one inside the picture that touches no drawn line
 * and no other label.
 */
import type { Figure, FigureElement, Point } from './figure-model';
import { DEG, polar } from './geometry';
import { textHeight, textWidth } from './text-metrics';

export { textWidth } from './text-metrics';

/** Sizes for a picture `width` px wide. */
export interface FigureMetrics {
  fontSize: number;
  /** Radius of an angle mark (px). */
  angleRadius: number;
  /** Radius of a reflex angle mark: larger, so it reads as a turn, not a dot. */
  reflexRadius: number;
  /** Space kept free between labels and the picture's edge. */
  margin: number;
}

/** The narrowest a figure is shown on a phone, in CSS px (the lint checks text at this width). */
export const NARROWEST_SHOWN_WIDTH = 288;

export function metricsFor(width: number): FigureMetrics {
  const fontSize = Math.max(14, Math.ceil((width * 11) / NARROWEST_SHOWN_WIDTH));
  const angleRadius = Math.max(24, Math.round(width * 0.045));
  return { fontSize, angleRadius, reflexRadius: Math.round(angleRadius * 1.55), margin: 6 };
}

const LABEL_GAP = 5;
/** Free space kept around a label: it touches no line ... */
const CLEARANCE = 2;
/** ... and stays clearly apart from other labels ("4 cm" and "B" must not read "4 cmB"). */
const LABEL_SPACING = 6;

export interface Transform {
  sx: number;
  sy: number;
  ox: number;
  oy: number;
  minX: number;
  maxY: number;
}

export interface PlacedLabel {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
  size: number;
}

export interface Layout {
  width: number;
  height: number;
  transform: Transform;
  labels: PlacedLabel[];
  metrics: FigureMetrics;
}

interface Box {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

export function toPx(t: Transform, p: Point): Point {
  return { x: t.ox + t.sx * (p.x - t.minX), y: t.oy + t.sy * (t.maxY - p.y) };
}

export function arcSamples(
  center: Point,
  radius: number,
  startDeg: number,
  endDeg: number,
): Point[] {
  let sweep = endDeg - startDeg;
  while (sweep <= 0) sweep += 360;
  const steps = Math.max(2, Math.ceil(sweep / 10));
  return Array.from({ length: steps + 1 }, (_, i) =>
    polar(center, radius, startDeg + (sweep * i) / steps),
  );
}

function geometryPoints(element: FigureElement): Point[] {
  switch (element.kind) {
    case 'point':
      return [element.at];
    case 'segment':
    case 'dimension':
      return [element.from, element.to];
    case 'ray':
      return [element.from, element.through];
    case 'polygon':
    case 'plot':
      return element.points;
    case 'circle':
      return [
        { x: element.center.x - element.radius, y: element.center.y - element.radius },
        { x: element.center.x + element.radius, y: element.center.y + element.radius },
      ];
    case 'arc':
      return arcSamples(element.center, element.radius, element.startDeg, element.endDeg);
    case 'sector':
      return [
        element.center,
        ...arcSamples(element.center, element.radius, element.startDeg, element.endDeg),
      ];
    case 'circular-segment':
      return arcSamples(element.center, element.radius, element.startDeg, element.endDeg);
    case 'annular-sector':
      return arcSamples(element.center, element.outer, element.startDeg, element.endDeg);
    case 'angle':
    case 'right-angle':
      return [element.vertex];
    case 'label':
      return [element.at];
    case 'axes':
      return [
        { x: element.xMin, y: element.yMin },
        { x: element.xMax, y: element.yMax },
      ];
  }
}

function boxOf(points: readonly Point[]): Box {
  const box: Box = { minX: Infinity, maxX: -Infinity, minY: Infinity, maxY: -Infinity };
  for (const p of points) {
    box.minX = Math.min(box.minX, p.x);
    box.maxX = Math.max(box.maxX, p.x);
    box.minY = Math.min(box.minY, p.y);
    box.maxY = Math.max(box.maxY, p.y);
  }
  return box;
}

/** Points used as the "inside" of the figure: labels are pushed away from their centre. */
function anchorPoints(figure: Figure): Point[] {
  const pts: Point[] = [];
  for (const element of figure.elements) {
    if (element.kind === 'point') pts.push(element.at);
    else if (element.kind === 'segment') pts.push(element.from, element.to);
    else if (element.kind === 'polygon') pts.push(...element.points);
    else if (
      element.kind === 'circle' ||
      element.kind === 'arc' ||
      element.kind === 'sector' ||
      element.kind === 'annular-sector'
    ) {
      pts.push(element.center);
    }
  }
  return pts;
}

function unit(v: Point): Point {
  const len = Math.hypot(v.x, v.y);
  return len < 1e-9 ? { x: 0, y: -1 } : { x: v.x / len, y: v.y / len };
}

function rotate(v: Point, deg: number): Point {
  const c = Math.cos(deg * DEG);
  const s = Math.sin(deg * DEG);
  // Screen y points down: a positive angle turns clockwise on screen.
  return { x: v.x * c - v.y * s, y: v.x * s + v.y * c };
}

/** Label centre at `anchor` pushed along `dir` so its box clears the anchor by `gap`. */
function pushed(anchor: Point, dir: Point, text: string, gap: number, size: number): PlacedLabel {
  const width = textWidth(text, size);
  const height = textHeight(size);
  const reach = gap + Math.abs(dir.x) * (width / 2) + Math.abs(dir.y) * (height / 2);
  return { text, x: anchor.x + dir.x * reach, y: anchor.y + dir.y * reach, width, height, size };
}

/** Centre (px) of the polygon that has both points as vertices, if any. */
function ownerCentre(figure: Figure, p: Point, q: Point, t: Transform): Point | null {
  const same = (u: Point, v: Point): boolean =>
    Math.abs(u.x - v.x) < 1e-6 && Math.abs(u.y - v.y) < 1e-6;
  for (const element of figure.elements) {
    if (element.kind !== 'polygon') continue;
    if (element.points.some((v) => same(v, p)) && element.points.some((v) => same(v, q))) {
      const px = element.points.map((v) => toPx(t, v));
      return {
        x: px.reduce((sum, v) => sum + v.x, 0) / px.length,
        y: px.reduce((sum, v) => sum + v.y, 0) / px.length,
      };
    }
  }
  return null;
}

// ---------------------------------------------------------------- what is drawn, in px

function circlePx(c: Point, rx: number, ry: number, from = 0, sweep = 360): Point[] {
  const steps = Math.max(8, Math.ceil(Math.abs(sweep) / 6));
  return Array.from({ length: steps + 1 }, (_, i) => {
    const a = (from + (sweep * i) / steps) * DEG;
    return { x: c.x + rx * Math.cos(a), y: c.y - ry * Math.sin(a) };
  });
}

/** The angle between two screen directions measured anticlockwise on screen, in degrees. */
function screenAngle(v: Point): number {
  return Math.atan2(-v.y, v.x) / DEG;
}

/** An angle mark's arc on screen: from its start direction, `sweep` degrees anticlockwise. */
export function angleMarkArc(
  vertex: Point,
  from: Point,
  to: Point,
  reflex: boolean,
): { start: number; sweep: number } {
  const a1 = screenAngle({ x: from.x - vertex.x, y: from.y - vertex.y });
  const a2 = screenAngle({ x: to.x - vertex.x, y: to.y - vertex.y });
  let sweep = (((a2 - a1) % 360) + 360) % 360;
  let start = a1;
  // The non-reflex angle (or the reflex one when asked), whichever way round it lies.
  if (sweep > 180 !== reflex) {
    start = a2;
    sweep = 360 - sweep;
  }
  return { start, sweep };
}

/** Every stroke the renderer draws, as px polylines (labels must not cross them). */
export function strokesOf(figure: Figure, t: Transform, m: FigureMetrics): Point[][] {
  const out: Point[][] = [];
  for (const element of figure.elements) {
    switch (element.kind) {
      case 'segment': {
        const a = toPx(t, element.from);
        const b = toPx(t, element.to);
        out.push([a, b]);
        const u = unit({ x: b.x - a.x, y: b.y - a.y });
        const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
        if (element.ticks || element.arrows) {
          out.push([
            { x: mid.x - u.y * 7 - u.x * 8, y: mid.y + u.x * 7 - u.y * 8 },
            { x: mid.x + u.y * 7 + u.x * 8, y: mid.y - u.x * 7 + u.y * 8 },
          ]);
        }
        break;
      }
      case 'dimension': {
        const line = dimensionLine(figure, element, t);
        out.push([line.a, line.b], ...line.ends);
        break;
      }
      case 'ray': {
        const a = toPx(t, element.from);
        const b = toPx(t, element.through);
        const u = unit({ x: b.x - a.x, y: b.y - a.y });
        out.push([a, { x: b.x + u.x * 4, y: b.y + u.y * 4 }]);
        break;
      }
      case 'polygon':
      case 'plot': {
        const pts = element.points.map((p) => toPx(t, p));
        if (element.kind === 'polygon' && pts[0]) pts.push(pts[0]);
        out.push(pts);
        break;
      }
      case 'circle':
        out.push(circlePx(toPx(t, element.center), element.radius * t.sx, element.radius * t.sy));
        break;
      case 'arc':
        out.push(
          arcSamples(element.center, element.radius, element.startDeg, element.endDeg).map((p) =>
            toPx(t, p),
          ),
        );
        break;
      case 'sector':
      case 'circular-segment': {
        const arc = arcSamples(element.center, element.radius, element.startDeg, element.endDeg);
        const pts = arc.map((p) => toPx(t, p));
        const closing = element.kind === 'sector' ? [toPx(t, element.center)] : [];
        out.push([...pts, ...closing, pts[0] as Point]);
        break;
      }
      case 'annular-sector': {
        const outer = arcSamples(element.center, element.outer, element.startDeg, element.endDeg);
        const inner = arcSamples(element.center, element.inner, element.startDeg, element.endDeg);
        const pts = [...outer, ...inner.reverse()].map((p) => toPx(t, p));
        out.push([...pts, pts[0] as Point]);
        break;
      }
      case 'angle': {
        const v = toPx(t, element.vertex);
        const { start, sweep } = angleMarkArc(
          v,
          toPx(t, element.from),
          toPx(t, element.to),
          element.reflex === true,
        );
        for (let i = 0; i < (element.arcs ?? 1); i += 1) {
          const r = markRadius(m, sweep, element.reflex === true) + i * 5;
          out.push(circlePx(v, r, r, start, sweep));
        }
        break;
      }
      case 'right-angle': {
        const v = toPx(t, element.vertex);
        const u1 = unit({ x: toPx(t, element.from).x - v.x, y: toPx(t, element.from).y - v.y });
        const u2 = unit({ x: toPx(t, element.to).x - v.x, y: toPx(t, element.to).y - v.y });
        const s = rightAngleSize(m);
        const p1 = { x: v.x + u1.x * s, y: v.y + u1.y * s };
        out.push([
          p1,
          { x: p1.x + u2.x * s, y: p1.y + u2.y * s },
          { x: v.x + u2.x * s, y: v.y + u2.y * s },
        ]);
        break;
      }
      case 'point':
        if (element.dot) out.push(circlePx(toPx(t, element.at), 4, 4));
        break;
      case 'axes': {
        const { xAxisY, yAxisX } = axisPositions(element);
        out.push([
          toPx(t, { x: element.xMin, y: xAxisY }),
          toPx(t, { x: element.xMax, y: xAxisY }),
        ]);
        out.push([
          toPx(t, { x: yAxisX, y: element.yMin }),
          toPx(t, { x: yAxisX, y: element.yMax }),
        ]);
        for (const tick of element.xTicks ?? []) {
          const p = toPx(t, { x: tick.value, y: xAxisY });
          out.push([
            { x: p.x, y: p.y - 4 },
            { x: p.x, y: p.y + 4 },
          ]);
        }
        for (const tick of element.yTicks ?? []) {
          const p = toPx(t, { x: yAxisX, y: tick.value });
          out.push([
            { x: p.x - 4, y: p.y },
            { x: p.x + 4, y: p.y },
          ]);
        }
        break;
      }
      case 'label':
        break;
    }
  }
  return out;
}

/**
 * The radius of an angle mark: the metric's, larger for a narrow angle so its arc stays long
 * enough to see (at least 18 px, up to 2.5 times the usual radius).
 */
export function markRadius(m: FigureMetrics, sweepDeg: number, reflex: boolean): number {
  const base = reflex ? m.reflexRadius : m.angleRadius;
  const forLength = 18 / Math.max(1e-6, sweepDeg * DEG);
  return Math.round(Math.min(2.5 * m.angleRadius, Math.max(base, forLength)));
}

export function rightAngleSize(m: FigureMetrics): number {
  return Math.round(m.angleRadius * 0.5);
}

export function axisPositions(element: Extract<FigureElement, { kind: 'axes' }>): {
  xAxisY: number;
  yAxisX: number;
} {
  return {
    xAxisY: element.yMin <= 0 && element.yMax >= 0 ? 0 : element.yMin,
    yAxisX: element.xMin <= 0 && element.xMax >= 0 ? 0 : element.xMin,
  };
}

/** A dimension line: parallel to from-to, offset away from the figure, with end bars. */
export function dimensionLine(
  figure: Figure,
  element: Extract<FigureElement, { kind: 'dimension' }>,
  t: Transform,
): { a: Point; b: Point; ends: Point[][]; normal: Point } {
  const a0 = toPx(t, element.from);
  const b0 = toPx(t, element.to);
  const inside = anchorPoints(figure).map((p) => toPx(t, p));
  const centre = {
    x: inside.reduce((s, p) => s + p.x, 0) / Math.max(1, inside.length),
    y: inside.reduce((s, p) => s + p.y, 0) / Math.max(1, inside.length),
  };
  let n = unit({ x: -(b0.y - a0.y), y: b0.x - a0.x });
  const mid = { x: (a0.x + b0.x) / 2, y: (a0.y + b0.y) / 2 };
  if (n.x * (mid.x - centre.x) + n.y * (mid.y - centre.y) < 0) n = { x: -n.x, y: -n.y };
  const offset = 16;
  const a = { x: a0.x + n.x * offset, y: a0.y + n.y * offset };
  const b = { x: b0.x + n.x * offset, y: b0.y + n.y * offset };
  const bar = (p: Point): Point[] => [
    { x: p.x - n.x * 6, y: p.y - n.y * 6 },
    { x: p.x + n.x * 6, y: p.y + n.y * 6 },
  ];
  return { a, b, ends: [bar(a), bar(b)], normal: n };
}

// ---------------------------------------------------------------- placing labels

interface Request {
  text: string;
  size: number;
  /** Candidate positions, best first. */
  candidates: PlacedLabel[];
}

function overlaps(a: PlacedLabel, b: PlacedLabel, pad: number): boolean {
  return (
    Math.abs(a.x - b.x) < (a.width + b.width) / 2 + pad &&
    Math.abs(a.y - b.y) < (a.height + b.height) / 2 + pad
  );
}

function segmentHitsRect(a: Point, b: Point, r: Box): boolean {
  if (Math.max(a.x, b.x) < r.minX || Math.min(a.x, b.x) > r.maxX) return false;
  if (Math.max(a.y, b.y) < r.minY || Math.min(a.y, b.y) > r.maxY) return false;
  let t0 = 0;
  let t1 = 1;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const edges: [number, number][] = [
    [-dx, a.x - r.minX],
    [dx, r.maxX - a.x],
    [-dy, a.y - r.minY],
    [dy, r.maxY - a.y],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return false;
    } else {
      const ratio = q / p;
      if (p < 0) t0 = Math.max(t0, ratio);
      else t1 = Math.min(t1, ratio);
      if (t0 > t1) return false;
    }
  }
  return true;
}

function crossings(label: PlacedLabel, strokes: readonly Point[][]): number {
  const r: Box = {
    minX: label.x - label.width / 2 - CLEARANCE,
    maxX: label.x + label.width / 2 + CLEARANCE,
    minY: label.y - label.height / 2 - CLEARANCE,
    maxY: label.y + label.height / 2 + CLEARANCE,
  };
  let count = 0;
  for (const line of strokes) {
    for (let k = 1; k < line.length; k += 1) {
      if (segmentHitsRect(line[k - 1] as Point, line[k] as Point, r)) {
        count += 1;
        break;
      }
    }
  }
  return count;
}

function outside(label: PlacedLabel, width: number, height: number, margin: number): number {
  const over = Math.max(
    0,
    margin - (label.x - label.width / 2),
    margin - (label.y - label.height / 2),
    label.x + label.width / 2 - (width - margin),
    label.y + label.height / 2 - (height - margin),
  );
  return over;
}

/** Candidates around an anchor: the preferred direction first, then turning away from it. */
function around(
  anchor: Point,
  dir: Point,
  text: string,
  gap: number,
  size: number,
  turns: readonly number[] = [0, 25, -25, 50, -50, 75, -75, 100, -100, 130, -130, 160, -160, 180],
  extraGaps: readonly number[] = [0, 6, 14, 24, 40, 56],
): PlacedLabel[] {
  const out: PlacedLabel[] = [];
  for (const extra of extraGaps) {
    for (const turn of turns) out.push(pushed(anchor, rotate(dir, turn), text, gap + extra, size));
  }
  return out;
}

function requests(figure: Figure, t: Transform, m: FigureMetrics): Request[] {
  const inside = anchorPoints(figure).map((p) => toPx(t, p));
  const centre = inside.length
    ? {
        x: inside.reduce((s, p) => s + p.x, 0) / inside.length,
        y: inside.reduce((s, p) => s + p.y, 0) / inside.length,
      }
    : { x: 0, y: 0 };
  const size = m.fontSize;
  const points: Request[] = [];
  const others: Request[] = [];
  for (const element of figure.elements) {
    switch (element.kind) {
      case 'point': {
        if (!element.label) break;
        const p = toPx(t, element.at);
        const away = unit({ x: p.x - centre.x, y: p.y - centre.y });
        points.push({
          text: element.label,
          size,
          candidates: around(p, away, element.label, element.dot ? 7 : 5, size),
        });
        break;
      }
      case 'segment':
      case 'ray': {
        if (!element.label) break;
        const a = toPx(t, element.from);
        const b = toPx(t, element.kind === 'segment' ? element.to : element.through);
        const inner =
          element.kind === 'segment' ? ownerCentre(figure, element.from, element.to, t) : null;
        const away = inner ?? centre;
        let n = unit({ x: -(b.y - a.y), y: b.x - a.x });
        const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
        if (n.x * (mid.x - away.x) + n.y * (mid.y - away.y) < 0) n = { x: -n.x, y: -n.y };
        const candidates: PlacedLabel[] = [];
        for (const side of [n, { x: -n.x, y: -n.y }]) {
          for (const extra of [0, 6, 14, 26]) {
            for (const at of [0.5, 0.4, 0.6, 0.3, 0.7]) {
              const anchor = { x: a.x + (b.x - a.x) * at, y: a.y + (b.y - a.y) * at };
              candidates.push(pushed(anchor, side, element.label, LABEL_GAP + extra, size));
            }
          }
        }
        others.push({ text: element.label, size, candidates });
        break;
      }
      case 'dimension': {
        const line = dimensionLine(figure, element, t);
        const mid = { x: (line.a.x + line.b.x) / 2, y: (line.a.y + line.b.y) / 2 };
        others.push({
          text: element.label,
          size,
          candidates: around(mid, line.normal, element.label, 4, size, [0, 20, -20], [0, 6, 14]),
        });
        break;
      }
      case 'angle': {
        if (!element.label) break;
        const v = toPx(t, element.vertex);
        const { start, sweep } = angleMarkArc(
          v,
          toPx(t, element.from),
          toPx(t, element.to),
          element.reflex === true,
        );
        const radius =
          markRadius(m, sweep, element.reflex === true) + ((element.arcs ?? 1) - 1) * 5;
        const candidates: PlacedLabel[] = [];
        const at = (deg: number, extra: number): PlacedLabel => {
          const dir = { x: Math.cos(deg * DEG), y: -Math.sin(deg * DEG) };
          const anchor = { x: v.x + dir.x * (radius + extra), y: v.y + dir.y * (radius + extra) };
          return pushed(anchor, dir, element.label ?? '', 0, size);
        };
        // Inside the angle, along its bisector first, further out for a narrow angle ...
        for (const extra of [4, 10, 18, 28, 40, 55, 75, 100]) {
          for (const share of [0.5, 0.4, 0.6, 0.3, 0.7])
            candidates.push(at(start + sweep * share, extra));
        }
        // ... else just beyond one arm, next to the end of its arc.
        for (const extra of [4, 10, 18]) {
          for (const beyond of [20, 35, 50]) {
            candidates.push(at(start - beyond, extra), at(start + sweep + beyond, extra));
          }
        }
        others.push({ text: element.label, size, candidates });
        break;
      }
      case 'arc': {
        if (!element.label) break;
        let sweep = element.endDeg - element.startDeg;
        while (sweep <= 0) sweep += 360;
        const c = toPx(t, element.center);
        const candidates: PlacedLabel[] = [];
        for (const extra of [0, 6, 14]) {
          for (const share of [0.5, 0.4, 0.6, 0.3, 0.7]) {
            const m0 = toPx(
              t,
              polar(element.center, element.radius, element.startDeg + sweep * share),
            );
            const dir = unit({ x: m0.x - c.x, y: m0.y - c.y });
            candidates.push(pushed(m0, dir, element.label, LABEL_GAP + extra, size));
          }
        }
        others.push({ text: element.label, size, candidates });
        break;
      }
      case 'label': {
        const p = toPx(t, element.at);
        others.push({
          text: element.text,
          size,
          candidates: [
            pushed(p, { x: 0, y: 0 }, element.text, 0, size),
            ...around(
              p,
              { x: 0, y: -1 },
              element.text,
              2,
              size,
              [0, 45, -45, 90, -90, 135, -135, 180],
            ),
          ],
        });
        break;
      }
      case 'plot': {
        if (!element.label) break;
        const last = element.points[element.points.length - 1];
        if (last) {
          others.push({
            text: element.label,
            size,
            candidates: around(toPx(t, last), unit({ x: 0.6, y: -0.8 }), element.label, 4, size),
          });
        }
        break;
      }
      case 'axes': {
        const { xAxisY, yAxisX } = axisPositions(element);
        for (const tick of element.xTicks ?? []) {
          // A tick without a label is a mark only.
          if (tick.label === '') continue;
          const p = toPx(t, { x: tick.value, y: xAxisY });
          others.push({
            text: tick.label,
            size,
            candidates: [0, 4, 10].flatMap((extra) => [
              pushed(p, { x: 0, y: 1 }, tick.label, 6 + extra, size),
              pushed(p, { x: 0, y: -1 }, tick.label, 6 + extra, size),
            ]),
          });
        }
        for (const tick of element.yTicks ?? []) {
          if (tick.label === '') continue;
          const p = toPx(t, { x: yAxisX, y: tick.value });
          others.push({
            text: tick.label,
            size,
            candidates: [0, 4, 10].flatMap((extra) => [
              pushed(p, { x: -1, y: 0 }, tick.label, 6 + extra, size),
              pushed(p, { x: 1, y: 0 }, tick.label, 6 + extra, size),
            ]),
          });
        }
        if (element.xLabel) {
          const p = toPx(t, { x: element.xMax, y: xAxisY });
          others.push({
            text: element.xLabel,
            size,
            candidates: around(
              p,
              unit({ x: 0.5, y: -1 }),
              element.xLabel,
              6,
              size,
              [0, 30, 60, 90, 120],
            ),
          });
        }
        if (element.yLabel) {
          const p = toPx(t, { x: yAxisX, y: element.yMax });
          others.push({
            text: element.yLabel,
            size,
            candidates: around(
              p,
              unit({ x: 1, y: -0.3 }),
              element.yLabel,
              6,
              size,
              [0, 30, 60, 90, -30],
            ),
          });
        }
        break;
      }
      default:
        break;
    }
  }
  return [...points, ...others];
}

/**
 * Places every label: each takes its first candidate that touches no drawn line and no label
 * placed before it (and, when `fit` is set, lies inside the picture); when none is free, the one
 * with the fewest conflicts.
 */
export function placeLabels(
  figure: Figure,
  t: Transform,
  m: FigureMetrics,
  frame: { width: number; height: number; fit: boolean },
): PlacedLabel[] {
  const strokes = strokesOf(figure, t, m);
  const placed: PlacedLabel[] = [];
  for (const request of requests(figure, t, m)) {
    let best: { label: PlacedLabel; cost: number } | null = null;
    for (const candidate of request.candidates) {
      const out = frame.fit ? outside(candidate, frame.width, frame.height, m.margin) : 0;
      const clashes = placed.filter((other) => overlaps(candidate, other, LABEL_SPACING)).length;
      const crossed = crossings(candidate, strokes);
      const cost = out * 10 + clashes * 100 + crossed * 40;
      if (cost === 0) {
        best = { label: candidate, cost };
        break;
      }
      if (!best || cost < best.cost) best = { label: candidate, cost };
    }
    if (best) placed.push(best.label);
  }
  return placed;
}

export function computeLayout(figure: Figure, width: number, height?: number): Layout {
  const m = metricsFor(width);
  const geometry = boxOf(figure.elements.flatMap(geometryPoints));
  const fill = figure.scale === 'fill';
  const spanX = Math.max(geometry.maxX - geometry.minX, 1e-6);
  const spanY = Math.max(geometry.maxY - geometry.minY, 1e-6);
  const h =
    height ??
    Math.round(fill ? width * 0.6 : width * Math.min(0.85, Math.max(0.55, spanY / spanX)));

  let extra = { left: 0, right: 0, top: 0, bottom: 0 };
  let transform: Transform = {
    sx: 1,
    sy: 1,
    ox: 0,
    oy: 0,
    minX: geometry.minX,
    maxY: geometry.maxY,
  };
  let labels: PlacedLabel[] = [];
  const fitTransform = (): Transform => {
    const availW = Math.max(10, width - 2 * m.margin - extra.left - extra.right);
    const availH = Math.max(10, h - 2 * m.margin - extra.top - extra.bottom);
    let sx = availW / spanX;
    let sy = availH / spanY;
    if (!fill) sx = sy = Math.min(sx, sy);
    return {
      sx,
      sy,
      ox: m.margin + extra.left + (availW - sx * spanX) / 2,
      oy: m.margin + extra.top + (availH - sy * spanY) / 2,
      minX: geometry.minX,
      maxY: geometry.maxY,
    };
  };
  for (let pass = 0; pass < 6; pass += 1) {
    transform = fitTransform();
    labels = placeLabels(figure, transform, m, { width, height: h, fit: false });
    const gx0 = transform.ox;
    const gx1 = transform.ox + transform.sx * spanX;
    const gy0 = transform.oy;
    const gy1 = transform.oy + transform.sy * spanY;
    const next = { left: 0, right: 0, top: 0, bottom: 0 };
    for (const l of labels) {
      next.left = Math.max(next.left, gx0 - (l.x - l.width / 2));
      next.right = Math.max(next.right, l.x + l.width / 2 - gx1);
      next.top = Math.max(next.top, gy0 - (l.y - l.height / 2));
      next.bottom = Math.max(next.bottom, l.y + l.height / 2 - gy1);
    }
    // Room for angle marks and arrowheads that reach slightly outside the geometry box.
    const reach = 6;
    next.left = Math.max(next.left, reach);
    next.right = Math.max(next.right, reach);
    next.top = Math.max(next.top, reach);
    next.bottom = Math.max(next.bottom, reach);
    const settled =
      Math.abs(next.left - extra.left) < 0.5 &&
      Math.abs(next.right - extra.right) < 0.5 &&
      Math.abs(next.top - extra.top) < 0.5 &&
      Math.abs(next.bottom - extra.bottom) < 0.5;
    extra = next;
    if (settled) break;
  }
  transform = fitTransform();
  labels = placeLabels(figure, transform, m, { width, height: h, fit: true });
  return { width, height: h, transform, labels, metrics: m };
}
