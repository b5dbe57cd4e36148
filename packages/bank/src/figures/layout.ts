/**
 * Fits a figure into a width x height picture: scales the geometry (one scale, or separate x/y
 * scales for function graphs), places every label away from the shape, then shrinks and
 * re-centres until geometry and labels all sit inside the picture with padding.
 */
import type { Figure, FigureElement, Point } from './figure-model';
import { DEG, polar } from './geometry';

export const FONT_SIZE = 14;
const MARGIN = 6;
const LABEL_GAP = 5;
export const ANGLE_MARK_RADIUS = 24;

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

export function textWidth(text: string, size: number): number {
  let units = 0;
  for (const ch of text) units += /[°'.,:\s]/.test(ch) ? 0.35 : /[A-Z]/.test(ch) ? 0.68 : 0.58;
  return units * size + 2;
}

function arcSamples(center: Point, radius: number, startDeg: number, endDeg: number): Point[] {
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
    else if (element.kind === 'circle' || element.kind === 'arc' || element.kind === 'sector') {
      pts.push(element.center);
    }
  }
  return pts;
}

function unit(v: Point): Point {
  const len = Math.hypot(v.x, v.y);
  return len < 1e-9 ? { x: 0, y: -1 } : { x: v.x / len, y: v.y / len };
}

/** Label centre at `anchor` pushed along `dir` so its box clears the anchor by `gap`. */
function pushed(anchor: Point, dir: Point, text: string, gap: number, size: number): PlacedLabel {
  const width = textWidth(text, size);
  const height = size;
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

export function placeLabels(figure: Figure, t: Transform): PlacedLabel[] {
  const inside = anchorPoints(figure).map((p) => toPx(t, p));
  const centre = inside.length
    ? {
        x: inside.reduce((s, p) => s + p.x, 0) / inside.length,
        y: inside.reduce((s, p) => s + p.y, 0) / inside.length,
      }
    : { x: 0, y: 0 };
  const size = FONT_SIZE;
  const labels: PlacedLabel[] = [];
  for (const element of figure.elements) {
    switch (element.kind) {
      case 'point': {
        if (!element.label) break;
        const p = toPx(t, element.at);
        labels.push(
          pushed(p, unit({ x: p.x - centre.x, y: p.y - centre.y }), element.label, 6, size),
        );
        break;
      }
      case 'segment':
      case 'ray': {
        if (!element.label) break;
        const a = toPx(t, element.from);
        const b = toPx(t, element.kind === 'segment' ? element.to : element.through);
        const m = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
        const inside =
          element.kind === 'segment' ? ownerCentre(figure, element.from, element.to, t) : null;
        const away = inside ?? centre;
        let n = unit({ x: -(b.y - a.y), y: b.x - a.x });
        if (n.x * (m.x - away.x) + n.y * (m.y - away.y) < 0) n = { x: -n.x, y: -n.y };
        labels.push(pushed(m, n, element.label, LABEL_GAP, size));
        break;
      }
      case 'angle': {
        if (!element.label) break;
        const v = toPx(t, element.vertex);
        const u1 = unit({ x: toPx(t, element.from).x - v.x, y: toPx(t, element.from).y - v.y });
        const u2 = unit({ x: toPx(t, element.to).x - v.x, y: toPx(t, element.to).y - v.y });
        let bis = unit({ x: u1.x + u2.x, y: u1.y + u2.y });
        if (Math.hypot(u1.x + u2.x, u1.y + u2.y) < 1e-6) bis = { x: u1.y, y: -u1.x };
        if (element.reflex) bis = { x: -bis.x, y: -bis.y };
        const spread = Math.acos(Math.max(-1, Math.min(1, u1.x * u2.x + u1.y * u2.y))) / DEG;
        // Narrow angles: go out until the label clears both arms.
        const half = Math.max(Math.sin(((element.reflex ? 360 - spread : spread) * DEG) / 2), 0.05);
        const clear = (size / 2 + textWidth(element.label, size) / 4 + 3) / half;
        const radius = Math.min(
          80,
          Math.max(ANGLE_MARK_RADIUS + (element.arcs ?? 1) * 4 + 2, clear - size / 2),
        );
        const anchor = { x: v.x + bis.x * radius, y: v.y + bis.y * radius };
        labels.push(pushed(anchor, bis, element.label, 0, size));
        break;
      }
      case 'arc': {
        if (!element.label) break;
        let sweep = element.endDeg - element.startDeg;
        while (sweep <= 0) sweep += 360;
        const mid = polar(element.center, element.radius, element.startDeg + sweep / 2);
        const c = toPx(t, element.center);
        const m = toPx(t, mid);
        labels.push(
          pushed(m, unit({ x: m.x - c.x, y: m.y - c.y }), element.label, LABEL_GAP, size),
        );
        break;
      }
      case 'label': {
        const p = toPx(t, element.at);
        labels.push(pushed(p, { x: 0, y: 0 }, element.text, 0, size));
        break;
      }
      case 'plot': {
        if (!element.label) break;
        const last = element.points[element.points.length - 1];
        if (last) labels.push(pushed(toPx(t, last), { x: 0.6, y: -0.8 }, element.label, 4, size));
        break;
      }
      case 'axes': {
        const small = 12;
        const xAxisY = element.yMin <= 0 && element.yMax >= 0 ? 0 : element.yMin;
        const yAxisX = element.xMin <= 0 && element.xMax >= 0 ? 0 : element.xMin;
        for (const tick of element.xTicks ?? []) {
          const p = toPx(t, { x: tick.value, y: xAxisY });
          labels.push(pushed(p, { x: 0, y: 1 }, tick.label, 6, small));
        }
        for (const tick of element.yTicks ?? []) {
          const p = toPx(t, { x: yAxisX, y: tick.value });
          labels.push(pushed(p, { x: -1, y: 0 }, tick.label, 6, small));
        }
        if (element.xLabel) {
          const p = toPx(t, { x: element.xMax, y: xAxisY });
          labels.push(pushed(p, { x: 0.7, y: -0.7 }, element.xLabel, 8, size));
        }
        if (element.yLabel) {
          const p = toPx(t, { x: yAxisX, y: element.yMax });
          labels.push(pushed(p, { x: 0.7, y: -0.7 }, element.yLabel, 6, size));
        }
        break;
      }
      default:
        break;
    }
  }
  return labels;
}

export function computeLayout(figure: Figure, width: number, height?: number): Layout {
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
  for (let pass = 0; pass < 4; pass += 1) {
    const availW = Math.max(10, width - 2 * MARGIN - extra.left - extra.right);
    const availH = Math.max(10, h - 2 * MARGIN - extra.top - extra.bottom);
    let sx = availW / spanX;
    let sy = availH / spanY;
    if (!fill) sx = sy = Math.min(sx, sy);
    transform = {
      sx,
      sy,
      ox: MARGIN + extra.left + (availW - sx * spanX) / 2,
      oy: MARGIN + extra.top + (availH - sy * spanY) / 2,
      minX: geometry.minX,
      maxY: geometry.maxY,
    };
    labels = placeLabels(figure, transform);
    const gx0 = transform.ox;
    const gx1 = transform.ox + sx * spanX;
    const gy0 = transform.oy;
    const gy1 = transform.oy + sy * spanY;
    const next = { left: 0, right: 0, top: 0, bottom: 0 };
    for (const l of labels) {
      next.left = Math.max(next.left, gx0 - (l.x - l.width / 2));
      next.right = Math.max(next.right, l.x + l.width / 2 - gx1);
      next.top = Math.max(next.top, gy0 - (l.y - l.height / 2));
      next.bottom = Math.max(next.bottom, l.y + l.height / 2 - gy1);
    }
    // Room for angle marks and arrowheads that reach slightly outside the geometry box.
    next.left = Math.max(next.left, 4);
    next.right = Math.max(next.right, 4);
    next.top = Math.max(next.top, 4);
    next.bottom = Math.max(next.bottom, 4);
    const settled =
      Math.abs(next.left - extra.left) < 0.5 &&
      Math.abs(next.right - extra.right) < 0.5 &&
      Math.abs(next.top - extra.top) < 0.5 &&
      Math.abs(next.bottom - extra.bottom) < 0.5;
    extra = next;
    if (settled) break;
  }
  return { width, height: h, transform, labels };
}
