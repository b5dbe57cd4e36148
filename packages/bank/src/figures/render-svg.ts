/**
 * Renders a figure description to a standalone SVG string: xmlns and viewBox set, no scripts,
 * no event attributes, no external references, a system font stack (nothing to download), and
 * light strokes on a neutral dark panel so it reads on the app's dark theme.
 */
import type { Figure, FigureElement, Point } from './figure-model';
import { describeFigure } from './describe';
import type { FigureMetrics, Transform } from './layout';
import {
  angleMarkArc,
  axisPositions,
  computeLayout,
  dimensionLine,
  markRadius,
  rightAngleSize,
  toPx,
} from './layout';
import { DEG, polar } from './geometry';

export interface RenderOptions {
  width: number;
  height?: number;
}

export const FIGURE_COLORS = {
  background: '#1f232b',
  stroke: '#e8eaed',
  muted: '#9aa0a6',
  accent: '#ff8a65',
  text: '#ffffff',
} as const;

export const FONT_STACK =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'DejaVu Sans', Arial, sans-serif";

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function n(value: number): string {
  const text = value.toFixed(1);
  return text === '-0.0' ? '0' : text.replace(/\.0$/, '');
}

function line(a: Point, b: Point, attrs = ''): string {
  return `<line x1="${n(a.x)}" y1="${n(a.y)}" x2="${n(b.x)}" y2="${n(b.y)}"${attrs}/>`;
}

function unit(from: Point, to: Point): Point {
  const len = Math.hypot(to.x - from.x, to.y - from.y) || 1;
  return { x: (to.x - from.x) / len, y: (to.y - from.y) / len };
}

function arrowHead(tip: Point, dir: Point, size = 8): string {
  const back = { x: tip.x - dir.x * size, y: tip.y - dir.y * size };
  const left = { x: back.x - dir.y * size * 0.45, y: back.y + dir.x * size * 0.45 };
  const right = { x: back.x + dir.y * size * 0.45, y: back.y - dir.x * size * 0.45 };
  return `<polygon points="${n(tip.x)},${n(tip.y)} ${n(left.x)},${n(left.y)} ${n(right.x)},${n(right.y)}" fill="${FIGURE_COLORS.stroke}" stroke="none"/>`;
}

/** SVG path for an arc counter-clockwise (in maths) from startDeg to endDeg. */
function arcPath(t: Transform, center: Point, radius: number, startDeg: number, endDeg: number) {
  let sweep = endDeg - startDeg;
  while (sweep <= 0) sweep += 360;
  const start = toPx(t, polar(center, radius, startDeg));
  const end = toPx(t, polar(center, radius, startDeg + sweep));
  const rx = radius * t.sx;
  const ry = radius * t.sy;
  const large = sweep > 180 ? 1 : 0;
  // y is flipped on screen, so a counter-clockwise maths arc has sweep-flag 0.
  return { start, end, d: `A ${n(rx)} ${n(ry)} 0 ${large} 0 ${n(end.x)} ${n(end.y)}` };
}

function renderElement(
  figure: Figure,
  t: Transform,
  m: FigureMetrics,
  element: FigureElement,
): string {
  const stroke = `stroke="${FIGURE_COLORS.stroke}" stroke-width="2" fill="none"`;
  switch (element.kind) {
    case 'segment': {
      const a = toPx(t, element.from);
      const b = toPx(t, element.to);
      const parts = [line(a, b, ` ${stroke}${element.dashed ? ' stroke-dasharray="6 4"' : ''}`)];
      const u = unit(a, b);
      const m = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
      for (let i = 0; i < (element.ticks ?? 0); i += 1) {
        const offset = (i - ((element.ticks ?? 1) - 1) / 2) * 5;
        const c = { x: m.x + u.x * offset, y: m.y + u.y * offset };
        parts.push(
          line(
            { x: c.x - u.y * 6, y: c.y + u.x * 6 },
            { x: c.x + u.y * 6, y: c.y - u.x * 6 },
            ` stroke="${FIGURE_COLORS.stroke}" stroke-width="2"`,
          ),
        );
      }
      for (let i = 0; i < (element.arrows ?? 0); i += 1) {
        const offset = (i - ((element.arrows ?? 1) - 1) / 2) * 6;
        const tip = { x: m.x + u.x * (offset + 4), y: m.y + u.y * (offset + 4) };
        const back = { x: tip.x - u.x * 6, y: tip.y - u.y * 6 };
        const p1 = { x: back.x - u.y * 5, y: back.y + u.x * 5 };
        const p2 = { x: back.x + u.y * 5, y: back.y - u.x * 5 };
        parts.push(
          `<polyline points="${n(p1.x)},${n(p1.y)} ${n(tip.x)},${n(tip.y)} ${n(p2.x)},${n(p2.y)}" ${stroke}/>`,
        );
      }
      return parts.join('');
    }
    case 'dimension': {
      const dim = dimensionLine(figure, element, t);
      const attrs = ` stroke="${FIGURE_COLORS.muted}" stroke-width="1.5"`;
      return [
        line(dim.a, dim.b, attrs),
        ...dim.ends.map(([p, q]) => line(p as Point, q as Point, attrs)),
      ].join('');
    }
    case 'ray': {
      const a = toPx(t, element.from);
      const b = toPx(t, element.through);
      const u = unit(a, b);
      const tip = { x: b.x + u.x * 4, y: b.y + u.y * 4 };
      return line(a, tip, ` ${stroke}`) + arrowHead(tip, u);
    }
    case 'polygon': {
      const points = element.points
        .map((p) => toPx(t, p))
        .map((p) => `${n(p.x)},${n(p.y)}`)
        .join(' ');
      const fill = element.shaded
        ? `fill="${FIGURE_COLORS.accent}" fill-opacity="0.22"`
        : 'fill="none"';
      return `<polygon points="${points}" stroke="${FIGURE_COLORS.stroke}" stroke-width="2" ${fill} stroke-linejoin="round"/>`;
    }
    case 'circle': {
      const c = toPx(t, element.center);
      return `<ellipse cx="${n(c.x)}" cy="${n(c.y)}" rx="${n(element.radius * t.sx)}" ry="${n(element.radius * t.sy)}" ${stroke}${element.dashed ? ' stroke-dasharray="6 4"' : ''}/>`;
    }
    case 'arc': {
      const arc = arcPath(t, element.center, element.radius, element.startDeg, element.endDeg);
      const color = element.emphasis ? FIGURE_COLORS.accent : FIGURE_COLORS.stroke;
      const width = element.emphasis ? 3 : 2;
      return `<path d="M ${n(arc.start.x)} ${n(arc.start.y)} ${arc.d}" stroke="${color}" stroke-width="${width}" fill="none"/>`;
    }
    case 'annular-sector': {
      let sweep = element.endDeg - element.startDeg;
      while (sweep <= 0) sweep += 360;
      const large = sweep > 180 ? 1 : 0;
      const c = element.center;
      const o0 = toPx(t, polar(c, element.outer, element.startDeg));
      const o1 = toPx(t, polar(c, element.outer, element.startDeg + sweep));
      const i0 = toPx(t, polar(c, element.inner, element.startDeg));
      const i1 = toPx(t, polar(c, element.inner, element.startDeg + sweep));
      const ro = `${n(element.outer * t.sx)} ${n(element.outer * t.sy)}`;
      const ri = `${n(element.inner * t.sx)} ${n(element.inner * t.sy)}`;
      // Out along the outer arc anticlockwise, back along the inner arc clockwise.
      const d = `M ${n(o0.x)} ${n(o0.y)} A ${ro} 0 ${large} 0 ${n(o1.x)} ${n(o1.y)} L ${n(i1.x)} ${n(i1.y)} A ${ri} 0 ${large} 1 ${n(i0.x)} ${n(i0.y)} Z`;
      return `<path d="${d}" fill="${FIGURE_COLORS.accent}" fill-opacity="0.3" stroke="${FIGURE_COLORS.accent}" stroke-width="1.5"/>`;
    }
    case 'sector':
    case 'circular-segment': {
      const arc = arcPath(t, element.center, element.radius, element.startDeg, element.endDeg);
      const c = toPx(t, element.center);
      const d =
        element.kind === 'sector'
          ? `M ${n(c.x)} ${n(c.y)} L ${n(arc.start.x)} ${n(arc.start.y)} ${arc.d} Z`
          : `M ${n(arc.start.x)} ${n(arc.start.y)} ${arc.d} Z`;
      return `<path d="${d}" fill="${FIGURE_COLORS.accent}" fill-opacity="0.3" stroke="${FIGURE_COLORS.accent}" stroke-width="1.5"/>`;
    }
    case 'angle': {
      const v = toPx(t, element.vertex);
      const { start, sweep } = angleMarkArc(
        v,
        toPx(t, element.from),
        toPx(t, element.to),
        element.reflex === true,
      );
      const parts: string[] = [];
      for (let i = 0; i < (element.arcs ?? 1); i += 1) {
        const r = markRadius(m, sweep, element.reflex === true) + i * 5;
        const at = (deg: number): Point => ({
          x: v.x + r * Math.cos(deg * DEG),
          y: v.y - r * Math.sin(deg * DEG),
        });
        const s0 = at(start);
        const e0 = at(start + sweep);
        // Anticlockwise on screen is sweep-flag 0 in SVG's y-down coordinates.
        parts.push(
          `<path d="M ${n(s0.x)} ${n(s0.y)} A ${r} ${r} 0 ${sweep > 180 ? 1 : 0} 0 ${n(e0.x)} ${n(e0.y)}" stroke="${FIGURE_COLORS.accent}" stroke-width="2" fill="none"/>`,
        );
      }
      return parts.join('');
    }
    case 'right-angle': {
      const v = toPx(t, element.vertex);
      const u1 = unit(v, toPx(t, element.from));
      const u2 = unit(v, toPx(t, element.to));
      const s = rightAngleSize(m);
      const p1 = { x: v.x + u1.x * s, y: v.y + u1.y * s };
      const p2 = { x: p1.x + u2.x * s, y: p1.y + u2.y * s };
      const p3 = { x: v.x + u2.x * s, y: v.y + u2.y * s };
      return `<polyline points="${n(p1.x)},${n(p1.y)} ${n(p2.x)},${n(p2.y)} ${n(p3.x)},${n(p3.y)}" stroke="${FIGURE_COLORS.accent}" stroke-width="2" fill="none"/>`;
    }
    case 'point': {
      if (!element.dot) return '';
      const p = toPx(t, element.at);
      return `<circle cx="${n(p.x)}" cy="${n(p.y)}" r="4" fill="${FIGURE_COLORS.stroke}"/>`;
    }
    case 'axes': {
      const { xAxisY, yAxisX } = axisPositions(element);
      const attrs = ` stroke="${FIGURE_COLORS.muted}" stroke-width="1.5"`;
      const x0 = toPx(t, { x: element.xMin, y: xAxisY });
      const x1 = toPx(t, { x: element.xMax, y: xAxisY });
      const y0 = toPx(t, { x: yAxisX, y: element.yMin });
      const y1 = toPx(t, { x: yAxisX, y: element.yMax });
      const parts = [
        line(x0, x1, attrs),
        arrowHead(x1, { x: 1, y: 0 }, 7),
        line(y0, y1, attrs),
        arrowHead(y1, { x: 0, y: -1 }, 7),
      ];
      for (const tick of element.xTicks ?? []) {
        const p = toPx(t, { x: tick.value, y: xAxisY });
        parts.push(line({ x: p.x, y: p.y - 4 }, { x: p.x, y: p.y + 4 }, attrs));
      }
      for (const tick of element.yTicks ?? []) {
        const p = toPx(t, { x: yAxisX, y: tick.value });
        parts.push(line({ x: p.x - 4, y: p.y }, { x: p.x + 4, y: p.y }, attrs));
      }
      return parts.join('');
    }
    case 'plot': {
      const points = element.points
        .map((p) => toPx(t, p))
        .map((p) => `${n(p.x)},${n(p.y)}`)
        .join(' ');
      return `<polyline points="${points}" stroke="${FIGURE_COLORS.accent}" stroke-width="2.5" fill="none" stroke-linejoin="round"${element.dashed ? ' stroke-dasharray="6 4"' : ''}/>`;
    }
    case 'label':
      return '';
  }
}

const LAYER: Record<FigureElement['kind'], number> = {
  sector: 0,
  'annular-sector': 0,
  dimension: 3,
  'circular-segment': 0,
  axes: 1,
  polygon: 2,
  circle: 2,
  arc: 2,
  plot: 3,
  segment: 3,
  ray: 3,
  angle: 4,
  'right-angle': 4,
  point: 5,
  label: 6,
};

export function renderFigureSvg(figure: Figure, options: RenderOptions): string {
  const layout = computeLayout(figure, options.width, options.height);
  const { width, height, transform } = layout;
  const ordered = [...figure.elements].sort((a, b) => LAYER[a.kind] - LAYER[b.kind]);
  const body = ordered
    .map((element) => renderElement(figure, transform, layout.metrics, element))
    .join('');
  const texts = layout.labels
    .map(
      (label) =>
        `<text x="${n(label.x)}" y="${n(label.y)}" font-size="${label.size}">${escapeXml(label.text)}</text>`,
    )
    .join('');
  const title = escapeXml(describeFigure(figure));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">` +
    `<title>${title}</title>` +
    `<rect x="0" y="0" width="${width}" height="${height}" rx="8" fill="${FIGURE_COLORS.background}"/>` +
    `<g stroke-linecap="round">${body}</g>` +
    `<g fill="${FIGURE_COLORS.text}" font-family="${FONT_STACK}" text-anchor="middle" dominant-baseline="central">${texts}</g>` +
    `</svg>`
  );
}
