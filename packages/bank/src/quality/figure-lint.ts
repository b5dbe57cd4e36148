/**
 * The figure lint: reads a rendered figure SVG as a browser draws it (lines, polylines,
 * polygons, paths with arcs, circles, text centred on its x, y) and checks what a student on a
 * phone needs: every label inside the picture with a margin, no label over another label or
 * across a drawn line, angle marks large enough to see at 360 px wide, and text at least 11 CSS
 * px when the figure is shown 288 px wide. Text widths use the layout's estimate of the system
 * font (docs/decisions/026-question-quality-gates.md).
 */
import { NARROWEST_SHOWN_WIDTH, textWidth } from '../figures/layout';

export const LINT = {
  /** Margin between a label and the picture's edge (SVG units). */
  margin: 4,
  /** Space between two labels (SVG units): closer, they read as one ("4 cmB"). */
  labelGap: 3,
  /** Smallest text, in CSS px, with the figure 288 px wide (a 360 px phone shows it 294 wide). */
  minTextCssPx: 11,
  textWidthShown: NARROWEST_SHOWN_WIDTH,
  /** Smallest angle-mark radius, in CSS px, with the figure 360 px wide. */
  minAngleMarkCssPx: 12,
  /** Shortest angle-mark arc, in CSS px, at 360 px wide (a 10° arc of radius 12 is a dot). */
  minAngleArcCssPx: 9,
  angleWidthShown: 360,
} as const;

interface P {
  x: number;
  y: number;
}

interface Box {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  size: number;
}

const ACCENT = '#ff8a65';

function attributes(raw: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const match of raw.matchAll(/([\w:-]+)="([^"]*)"/g)) out[match[1] ?? ''] = match[2] ?? '';
  return out;
}

function unescapeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

function numbers(text: string): number[] {
  return [...text.matchAll(/-?\d*\.?\d+(?:e-?\d+)?/gi)].map((m) => Number(m[0]));
}

/** Points along an SVG arc (endpoint parameterisation, SVG spec F.6.5). */
function arcPoints(
  from: P,
  rx: number,
  ry: number,
  large: boolean,
  sweep: boolean,
  to: P,
): { points: P[]; radius: number; sweepDeg: number } {
  const dx = (from.x - to.x) / 2;
  const dy = (from.y - to.y) / 2;
  let rX = Math.abs(rx);
  let rY = Math.abs(ry);
  const lambda = (dx * dx) / (rX * rX || 1) + (dy * dy) / (rY * rY || 1);
  if (lambda > 1) {
    rX *= Math.sqrt(lambda);
    rY *= Math.sqrt(lambda);
  }
  const num = rX * rX * rY * rY - rX * rX * dy * dy - rY * rY * dx * dx;
  const den = rX * rX * dy * dy + rY * rY * dx * dx || 1;
  const coef = (large === sweep ? -1 : 1) * Math.sqrt(Math.max(0, num / den));
  const cxp = (coef * rX * dy) / (rY || 1);
  const cyp = (-coef * rY * dx) / (rX || 1);
  const cx = cxp + (from.x + to.x) / 2;
  const cy = cyp + (from.y + to.y) / 2;
  const angle = (u: P, v: P): number => {
    const a = Math.atan2(u.x * v.y - u.y * v.x, u.x * v.x + u.y * v.y);
    return a;
  };
  const start = angle({ x: 1, y: 0 }, { x: (dx - cxp) / rX, y: (dy - cyp) / rY });
  let delta = angle(
    { x: (dx - cxp) / rX, y: (dy - cyp) / rY },
    { x: (-dx - cxp) / rX, y: (-dy - cyp) / rY },
  );
  if (!sweep && delta > 0) delta -= 2 * Math.PI;
  if (sweep && delta < 0) delta += 2 * Math.PI;
  const steps = Math.max(4, Math.ceil(Math.abs(delta) / (Math.PI / 36)));
  const points = Array.from({ length: steps + 1 }, (_, i) => {
    const t = start + (delta * i) / steps;
    return { x: cx + rX * Math.cos(t), y: cy + rY * Math.sin(t) };
  });
  return { points, radius: Math.min(rX, rY), sweepDeg: (Math.abs(delta) * 180) / Math.PI };
}

interface Parsed {
  width: number;
  height: number;
  strokes: P[][];
  boxes: Box[];
  angleMarks: { radius: number; sweepDeg: number }[];
}

function ellipse(cx: number, cy: number, rx: number, ry: number): P[] {
  return Array.from({ length: 73 }, (_, i) => ({
    x: cx + rx * Math.cos((i * Math.PI) / 36),
    y: cy + ry * Math.sin((i * Math.PI) / 36),
  }));
}

export function parseFigureSvg(svg: string): Parsed {
  const root = /<svg\b([^>]*)>/.exec(svg);
  const rootAttrs = attributes(root?.[1] ?? '');
  const view = numbers(rootAttrs.viewBox ?? '');
  const width = view[2] ?? Number(rootAttrs.width ?? 0);
  const height = view[3] ?? Number(rootAttrs.height ?? 0);
  const strokes: P[][] = [];
  const boxes: Box[] = [];
  const angleMarks: { radius: number; sweepDeg: number }[] = [];
  for (const match of svg.matchAll(/<(line|polyline|polygon|path|ellipse|circle)\b([^>]*?)\/?>/g)) {
    const kind = match[1];
    const a = attributes(match[2] ?? '');
    if (kind === 'line') {
      strokes.push([
        { x: Number(a.x1), y: Number(a.y1) },
        { x: Number(a.x2), y: Number(a.y2) },
      ]);
    } else if (kind === 'polyline' || kind === 'polygon') {
      const v = numbers(a.points ?? '');
      const pts: P[] = [];
      for (let i = 0; i + 1 < v.length; i += 2) pts.push({ x: v[i] ?? 0, y: v[i + 1] ?? 0 });
      if (kind === 'polygon' && pts[0]) pts.push(pts[0]);
      strokes.push(pts);
    } else if (kind === 'ellipse') {
      strokes.push(ellipse(Number(a.cx), Number(a.cy), Number(a.rx), Number(a.ry)));
    } else if (kind === 'circle') {
      strokes.push(ellipse(Number(a.cx), Number(a.cy), Number(a.r), Number(a.r)));
    } else if (kind === 'path') {
      const d = a.d ?? '';
      const pts: P[] = [];
      let current: P = { x: 0, y: 0 };
      let first: P | null = null;
      let arcs = 0;
      let markRadius = 0;
      let markSweep = 0;
      for (const command of d.matchAll(/([MLAZ])([^MLAZ]*)/gi)) {
        const v = numbers(command[2] ?? '');
        const op = (command[1] ?? '').toUpperCase();
        if (op === 'M' || op === 'L') {
          current = { x: v[0] ?? 0, y: v[1] ?? 0 };
          if (op === 'M' && pts.length > 1) {
            strokes.push([...pts]);
            pts.length = 0;
          }
          first ??= current;
          pts.push(current);
        } else if (op === 'A') {
          const to = { x: v[5] ?? 0, y: v[6] ?? 0 };
          const arc = arcPoints(current, v[0] ?? 0, v[1] ?? 0, v[3] === 1, v[4] === 1, to);
          pts.push(...arc.points.slice(1));
          current = to;
          arcs += 1;
          markRadius = arc.radius;
          markSweep = arc.sweepDeg;
        } else if (op === 'Z' && first) {
          pts.push(first);
          current = first;
        }
      }
      strokes.push(pts);
      const isAngleMark =
        a.stroke === ACCENT && a.fill === 'none' && a['stroke-width'] === '2' && arcs === 1;
      if (isAngleMark) angleMarks.push({ radius: markRadius, sweepDeg: markSweep });
    }
  }
  for (const match of svg.matchAll(/<text\b([^>]*)>([^<]*)<\/text>/g)) {
    const a = attributes(match[1] ?? '');
    const text = unescapeXml(match[2] ?? '');
    const size = Number(a['font-size'] ?? 16);
    const x = Number(a.x);
    const y = Number(a.y);
    const w = textWidth(text, size);
    boxes.push({ text, size, x0: x - w / 2, x1: x + w / 2, y0: y - size / 2, y1: y + size / 2 });
  }
  return { width, height, strokes, boxes, angleMarks };
}

function segmentHitsBox(a: P, b: P, box: Box): boolean {
  // Liang-Barsky clipping: does the segment enter the box?
  let t0 = 0;
  let t1 = 1;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const edges: [number, number][] = [
    [-dx, a.x - box.x0],
    [dx, box.x1 - a.x],
    [-dy, a.y - box.y0],
    [dy, box.y1 - a.y],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return false;
    } else {
      const r = q / p;
      if (p < 0) t0 = Math.max(t0, r);
      else t1 = Math.min(t1, r);
      if (t0 > t1) return false;
    }
  }
  return true;
}

/** Every problem the lint finds in one rendered figure. */
export function lintFigureSvg(svg: string): string[] {
  const { width, height, strokes, boxes, angleMarks } = parseFigureSvg(svg);
  const problems: string[] = [];
  const shrink = 0.5;
  boxes.forEach((box, i) => {
    const cssPx = (box.size * LINT.textWidthShown) / width;
    if (cssPx < LINT.minTextCssPx - 1e-9) {
      problems.push(
        `label "${box.text}" is ${cssPx.toFixed(1)} CSS px at ${LINT.textWidthShown} px wide`,
      );
    }
    if (
      box.x0 < LINT.margin ||
      box.y0 < LINT.margin ||
      box.x1 > width - LINT.margin ||
      box.y1 > height - LINT.margin
    ) {
      problems.push(`label "${box.text}" is not inside the picture with a margin`);
    }
    for (const other of boxes.slice(i + 1)) {
      const g = LINT.labelGap;
      if (
        box.x0 < other.x1 + g &&
        other.x0 < box.x1 + g &&
        box.y0 < other.y1 + g &&
        other.y0 < box.y1 + g
      ) {
        problems.push(`labels "${box.text}" and "${other.text}" overlap or run together`);
      }
    }
    const inner = {
      ...box,
      x0: box.x0 + shrink,
      x1: box.x1 - shrink,
      y0: box.y0 + shrink,
      y1: box.y1 - shrink,
    };
    const crossed = strokes.some((line) =>
      line.some((p, k) => k > 0 && segmentHitsBox(line[k - 1] as P, p, inner)),
    );
    if (crossed) problems.push(`label "${box.text}" is crossed by a drawn line`);
  });
  for (const mark of angleMarks) {
    const cssPx = (mark.radius * LINT.angleWidthShown) / width;
    if (cssPx < LINT.minAngleMarkCssPx - 1e-9) {
      problems.push(
        `an angle mark of radius ${cssPx.toFixed(1)} CSS px at ${LINT.angleWidthShown} px wide`,
      );
    }
  }
  return problems;
}
