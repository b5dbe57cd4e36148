/**
 * A text description of a figure for screen readers: the caption, then what is marked (named
 * points, labelled lengths, angle marks, right angles, equal and parallel sides, graphs).
 */
import type { Figure, FigureElement, Point } from './figure-model';

function namer(figure: Figure): (p: Point) => string | null {
  const named = figure.elements.filter(
    (e): e is Extract<FigureElement, { kind: 'point' }> => e.kind === 'point' && !!e.label,
  );
  return (p) =>
    named.find((e) => Math.abs(e.at.x - p.x) < 1e-6 && Math.abs(e.at.y - p.y) < 1e-6)?.label ??
    null;
}

function describeElement(element: FigureElement, name: (p: Point) => string | null): string | null {
  switch (element.kind) {
    case 'segment': {
      const a = name(element.from);
      const b = name(element.to);
      const what = a && b ? `${a}${b}` : 'a segment';
      const notes: string[] = [];
      if (element.label) notes.push(`is labelled ${element.label}`);
      if (element.ticks)
        notes.push(`has ${element.ticks} equal-length mark${element.ticks > 1 ? 's' : ''}`);
      if (element.arrows) notes.push('has parallel arrows');
      if (element.dashed) notes.push('is dashed');
      return notes.length ? `${capital(what)} ${notes.join(' and ')}.` : null;
    }
    case 'ray': {
      const a = name(element.from);
      const b = name(element.through);
      return a && b
        ? `Ray from ${a} through ${b}${element.label ? `, labelled ${element.label}` : ''}.`
        : null;
    }
    case 'polygon': {
      const names = element.points.map(name);
      const shape =
        element.points.length === 3
          ? 'Triangle'
          : element.points.length === 4
            ? 'Quadrilateral'
            : 'Polygon';
      const label = names.every((x) => x) ? ` ${names.join('')}` : '';
      return `${shape}${label}${element.shaded ? ', shaded' : ''}.`;
    }
    case 'circle': {
      const c = name(element.center);
      return `A circle${c ? ` with centre ${c}` : ''}.`;
    }
    case 'arc':
      return element.label ? `An arc labelled ${element.label}.` : null;
    case 'sector':
      return `A shaded sector of angle ${round(sweep(element.startDeg, element.endDeg))}°.`;
    case 'circular-segment':
      return 'A shaded circular segment between an arc and its chord.';
    case 'annular-sector':
      return `The region between the two arcs is shaded (angle ${round(sweep(element.startDeg, element.endDeg))}°).`;
    case 'dimension': {
      const a = name(element.from);
      const b = name(element.to);
      return `${a && b ? `${a}${b}` : 'A length'} measures ${element.label}.`;
    }
    case 'angle': {
      const v = name(element.vertex);
      const a = name(element.from);
      const b = name(element.to);
      const where = a && v && b ? `Angle ${a}${v}${b}` : v ? `The angle at ${v}` : 'An angle';
      return element.label ? `${where} is marked ${element.label}.` : `${where} is marked.`;
    }
    case 'right-angle': {
      const v = name(element.vertex);
      return `Right angle${v ? ` at ${v}` : ''}.`;
    }
    case 'label':
      return `Label ${element.text}.`;
    case 'axes':
      return `Coordinate axes, x from ${round(element.xMin)} to ${round(element.xMax)}, y from ${round(element.yMin)} to ${round(element.yMax)}.`;
    case 'plot':
      return `A graph${element.label ? ` of ${element.label}` : ''}.`;
    case 'point':
      return null;
  }
}

function sweep(start: number, end: number): number {
  let s = end - start;
  while (s <= 0) s += 360;
  return s;
}

function round(x: number): number {
  return Math.round(x * 100) / 100;
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function describeFigure(figure: Figure): string {
  const name = namer(figure);
  const parts: string[] = [];
  if (figure.caption) parts.push(figure.caption);
  const points = figure.elements
    .filter((e): e is Extract<FigureElement, { kind: 'point' }> => e.kind === 'point')
    .map((e) => e.label)
    .filter((label): label is string => !!label);
  if (points.length > 0 && !figure.caption) parts.push(`Points ${points.join(', ')}.`);
  for (const element of figure.elements) {
    if (figure.caption && element.kind === 'polygon') continue;
    const text = describeElement(element, name);
    if (text) parts.push(text);
  }
  return parts.join(' ') || 'A figure.';
}
