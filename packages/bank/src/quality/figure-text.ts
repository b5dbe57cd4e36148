/**
 * Figures that mislead, checked on the figure description against the text: segments end on the
 * lines they join (not past their ends), a labelled segment does not run through another named
 * point (the label would seem to name a part of it), the angle the text names is the angle
 * marked, and the region whose area is asked is shaded.
 */
import type { Figure, FigureElement, Point } from '../figures/figure-model';
import type { GateItem } from './item-gates';
import { toPlain } from './plain-text';
import { readValue } from './read-value';

interface Line {
  from: Point;
  to: Point;
}

function drawnLines(figure: Figure): Line[] {
  const lines: Line[] = [];
  for (const element of figure.elements) {
    if (element.kind === 'segment') lines.push({ from: element.from, to: element.to });
    if (element.kind === 'polygon') {
      element.points.forEach((p, i) => {
        lines.push({ from: p, to: element.points[(i + 1) % element.points.length] as Point });
      });
    }
  }
  return lines;
}

function scaleOf(figure: Figure): number {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const line of drawnLines(figure)) {
    xs.push(line.from.x, line.to.x);
    ys.push(line.from.y, line.to.y);
  }
  return Math.max(1e-9, Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
}

/** Where p falls along a line: t in [0, 1] between its ends, and its distance from the line. */
function project(p: Point, line: Line): { t: number; off: number } {
  const dx = line.to.x - line.from.x;
  const dy = line.to.y - line.from.y;
  const length2 = dx * dx + dy * dy || 1e-18;
  const t = ((p.x - line.from.x) * dx + (p.y - line.from.y) * dy) / length2;
  const off = Math.abs((p.x - line.from.x) * dy - (p.y - line.from.y) * dx) / Math.sqrt(length2);
  return { t, off };
}

function sameDirection(a: Line, b: Line): boolean {
  const cross =
    (a.to.x - a.from.x) * (b.to.y - b.from.y) - (a.to.y - a.from.y) * (b.to.x - b.from.x);
  const la = Math.hypot(a.to.x - a.from.x, a.to.y - a.from.y);
  const lb = Math.hypot(b.to.x - b.from.x, b.to.y - b.from.y);
  return Math.abs(cross) <= 1e-6 * la * lb;
}

/** A segment's end lies on another drawn line's extension, beyond every drawn piece of it. */
function overshootProblems(figure: Figure): string[] {
  const lines = drawnLines(figure);
  const eps = 1e-6 * scaleOf(figure);
  const problems: string[] = [];
  for (const line of lines) {
    for (const end of [line.from, line.to]) {
      for (const other of lines) {
        if (other === line || sameDirection(other, line)) continue;
        const { t, off } = project(end, other);
        if (off > eps || (t >= -1e-6 && t <= 1 + 1e-6)) continue;
        // Covered by another drawn piece of the same line?
        const covered = lines.some(
          (piece) =>
            sameDirection(piece, other) &&
            project(piece.from, other).off <= eps &&
            (() => {
              const p = project(end, piece);
              return p.off <= eps && p.t >= -1e-6 && p.t <= 1 + 1e-6;
            })(),
        );
        if (!covered) {
          problems.push(
            `a segment ends at (${end.x.toFixed(2)}, ${end.y.toFixed(2)}), on a line drawn short of it`,
          );
        }
      }
    }
  }
  return [...new Set(problems)];
}

function namedPoints(figure: Figure): { name: string; at: Point }[] {
  return figure.elements
    .filter((e): e is Extract<FigureElement, { kind: 'point' }> => e.kind === 'point' && !!e.label)
    .map((e) => ({ name: e.label ?? '', at: e.at }));
}

/** A labelled segment with a named point strictly inside: its label seems to name a part. */
function labelOverPointProblems(figure: Figure): string[] {
  const eps = 1e-6 * scaleOf(figure);
  const named = namedPoints(figure);
  const problems: string[] = [];
  for (const element of figure.elements) {
    if (element.kind !== 'segment' || !element.label) continue;
    for (const point of named) {
      const { t, off } = project(point.at, element);
      if (off <= eps && t > 0.02 && t < 0.98) {
        problems.push(`the label ${element.label} is on a segment that runs through ${point.name}`);
      }
    }
  }
  return problems;
}

/** ∠XYZ = N° in the text must be marked at Y, between X and Z, in the figure. */
function angleNameProblems(plain: string, figure: Figure): string[] {
  const named = namedPoints(figure);
  const nameAt = (p: Point): string | undefined =>
    named.find((n) => Math.abs(n.at.x - p.x) < 1e-9 && Math.abs(n.at.y - p.y) < 1e-9)?.name;
  const problems: string[] = [];
  for (const match of plain.matchAll(/∠\s*([A-Z])([A-Z])([A-Z])\s*=\s*(\d+(?:\.\d+)?)\s*°/g)) {
    const [, x = '', y = '', z = '', value = ''] = match;
    for (const element of figure.elements) {
      if (element.kind !== 'angle' || !element.label) continue;
      const label = readValue(element.label);
      if (!label || label.angleUnit !== 'deg' || Math.abs(label.value - Number(value)) > 1e-9)
        continue;
      const vertex = nameAt(element.vertex);
      const ends = [nameAt(element.from), nameAt(element.to)];
      if (vertex !== undefined && vertex !== y) {
        problems.push(`the text gives ∠${x}${y}${z} but the mark is at ${vertex}`);
      } else if (ends.every((e) => e !== undefined) && !(ends.includes(x) && ends.includes(z))) {
        problems.push(`the text gives ∠${x}${y}${z} but ∠${ends[0]}${y}${ends[1]} is marked`);
      }
    }
  }
  return problems;
}

function hasShading(figure: Figure): boolean {
  return figure.elements.some(
    (e) =>
      e.kind === 'sector' ||
      e.kind === 'circular-segment' ||
      e.kind === 'annular-sector' ||
      (e.kind === 'polygon' && e.shaded === true),
  );
}

export function figureTextProblems(item: GateItem): string[] {
  const figure = item.figure;
  if (!figure) return [];
  const plain = toPlain(item.question);
  const problems = [
    ...overshootProblems(figure),
    ...labelOverPointProblems(figure),
    ...angleNameProblems(plain, figure),
  ];
  const asksRegion = /\bshaded\b|area of the region/i.test(plain);
  if (asksRegion && !hasShading(figure)) problems.push('the region asked for is not shaded');
  return problems;
}
