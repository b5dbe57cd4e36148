/**
 * Figures for angles with parallel lines and polygon angles: two parallel lines cut by a
 * transversal (eight named angles), the "zigzag" between two parallel lines, and a convex polygon
 * drawn with exactly the interior angles the question gives.
 */
import type { Figure, FigureElement, Point } from '../figures/figure-model';
import { cosD, sinD } from './triangle-solving-kit';

/**
 * AB and CD parallel (AB above), the transversal EF crossing AB at G and CD at H. E is above AB,
 * F below CD; A and C are on the left. `t` is the angle EGB (degrees, 20..160).
 */
export function parallelPoints(t: number): Record<string, Point> {
  const G = { x: 0, y: 1 };
  const ux = cosD(t);
  const uy = sinD(t);
  // H is where the transversal meets y = -1: G + s·(-u) with s = 2 / uy.
  const s = 2 / uy;
  const H = { x: G.x - s * ux, y: -1 };
  // Longer to the right, so the parallel arrows (drawn at each line's middle) clear G and H.
  const left = Math.min(G.x, H.x) - 2.2;
  const right = Math.max(G.x, H.x) + 3.8;
  return {
    A: { x: left, y: 1 },
    B: { x: right, y: 1 },
    C: { x: left, y: -1 },
    D: { x: right, y: -1 },
    G,
    H,
    E: { x: G.x + 0.9 * ux, y: G.y + 0.9 * uy },
    F: { x: H.x - 0.9 * ux, y: H.y - 0.9 * uy },
  };
}

/** The angle named XYZ (vertex Y) as a mark; '' for an unlabelled mark. */
export function parallelFigure(t: number, marks: Record<string, string>, caption: string): Figure {
  const p = parallelPoints(t);
  const at = (name: string): Point => {
    const point = p[name];
    if (!point) throw new Error(`no point ${name}`);
    return point;
  };
  const elements: FigureElement[] = [
    { kind: 'segment', from: at('A'), to: at('B'), arrows: 1 },
    { kind: 'segment', from: at('C'), to: at('D'), arrows: 1 },
    { kind: 'segment', from: at('E'), to: at('F') },
  ];
  Object.entries(marks).forEach(([name, label], i) => {
    const [x = '', y = '', z = ''] = name.split('');
    elements.push({
      kind: 'angle',
      vertex: at(y),
      from: at(x),
      to: at(z),
      ...(label ? { label } : {}),
      ...(i > 0 ? { arcs: 2 } : {}),
    });
  });
  for (const name of ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']) {
    elements.push({ kind: 'point', at: at(name), label: name });
  }
  return { caption, elements };
}

/**
 * The zigzag: AB and CD parallel (B and D on the left, A and C to the right), E between them to
 * the right, with angle ABE = x and angle CDE = y; F on AB's line to the left of B.
 */
export function zigzagPoints(x: number, y: number): Record<string, Point> {
  const B = { x: 0, y: 1 };
  const D = { x: 0, y: -1 };
  // E where the ray from B at -x meets the ray from D at +y.
  const ub = { x: cosD(-x), y: sinD(-x) };
  const ud = { x: cosD(y), y: sinD(y) };
  const det = ub.x * -ud.y - ub.y * -ud.x;
  const s = ((D.x - B.x) * -ud.y - (D.y - B.y) * -ud.x) / det;
  const E = { x: B.x + s * ub.x, y: B.y + s * ub.y };
  const right = E.x + 1.2;
  return { A: { x: right, y: 1 }, B, C: { x: right, y: -1 }, D, E, F: { x: -1.2, y: 1 } };
}

export function zigzagFigure(
  x: number,
  y: number,
  marks: Record<string, string>,
  caption: string,
): Figure {
  const p = zigzagPoints(x, y);
  const at = (name: string): Point => p[name] ?? { x: 0, y: 0 };
  const elements: FigureElement[] = [
    { kind: 'segment', from: at('F'), to: at('A'), arrows: 1 },
    { kind: 'segment', from: { x: -1.2, y: -1 }, to: at('C'), arrows: 1 },
    { kind: 'segment', from: at('B'), to: at('E') },
    { kind: 'segment', from: at('D'), to: at('E') },
  ];
  for (const [name, label] of Object.entries(marks)) {
    const [a = '', v = '', b = ''] = name.split('');
    elements.push({
      kind: 'angle',
      vertex: at(v),
      from: at(a),
      to: at(b),
      ...(label ? { label } : {}),
    });
  }
  for (const name of ['A', 'B', 'C', 'D', 'E', 'F']) {
    elements.push({ kind: 'point', at: at(name), label: name });
  }
  return { caption, elements };
}

/**
 * A convex polygon with the given interior angles (degrees, in order, summing to (n − 2)·180):
 * walk anticlockwise turning by each exterior angle, with side lengths chosen so the walk closes
 * (the last two lengths solved from the other ones). Null when no closing choice is found.
 */
export function polygonWithAngles(
  interior: readonly number[],
  rng: { next(): number },
): Point[] | null {
  const n = interior.length;
  const headings: number[] = [];
  let heading = 0;
  for (let i = 0; i < n; i += 1) {
    headings.push(heading);
    heading += 180 - (interior[(i + 1) % n] ?? 0);
  }
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const lengths = headings.slice(0, n - 2).map(() => 1 + rng.next());
    let sx = 0;
    let sy = 0;
    lengths.forEach((l, i) => {
      sx += l * cosD(headings[i] ?? 0);
      sy += l * sinD(headings[i] ?? 0);
    });
    // Solve p·u + q·v = −(sx, sy) for the last two sides.
    const u = { x: cosD(headings[n - 2] ?? 0), y: sinD(headings[n - 2] ?? 0) };
    const v = { x: cosD(headings[n - 1] ?? 0), y: sinD(headings[n - 1] ?? 0) };
    const det = u.x * v.y - u.y * v.x;
    if (Math.abs(det) < 1e-9) return null;
    const p = (-sx * v.y + sy * v.x) / det;
    const q = (-u.x * sy + u.y * sx) / det;
    const all = [...lengths, p, q];
    // No very short side: the angle labels at its two ends would crowd each other.
    if (Math.min(...all) < 0.9 || Math.max(...all) > 3) continue;
    const points: Point[] = [{ x: 0, y: 0 }];
    all.slice(0, n - 1).forEach((l, i) => {
      const last = points[points.length - 1] as Point;
      points.push({
        x: last.x + l * cosD(headings[i] ?? 0),
        y: last.y + l * sinD(headings[i] ?? 0),
      });
    });
    // points[i] is the vertex after side i − 1: vertex 0 has interior angle interior[0].
    return points;
  }
  return null;
}

/** The polygon drawn with every interior angle marked by its label. */
export function polygonFigure(
  points: readonly Point[],
  names: readonly string[],
  labels: readonly string[],
  caption: string,
): Figure {
  const n = points.length;
  const elements: FigureElement[] = [{ kind: 'polygon', points: [...points] }];
  points.forEach((vertex, i) => {
    elements.push({
      kind: 'angle',
      vertex,
      from: points[(i + n - 1) % n] as Point,
      to: points[(i + 1) % n] as Point,
      ...(labels[i] ? { label: labels[i] } : {}),
    });
  });
  points.forEach((at, i) => elements.push({ kind: 'point', at, label: names[i] ?? '' }));
  return { caption, elements };
}
