/**
 * Test helpers for the mensuration lessons' independent recomputation: areas by the shoelace
 * formula on coordinates or on a densely sampled outline (never the textbook formula), lengths
 * as polylines, unknowns by bisection on the forward computation, and the check that a value
 * found this way is the item's key as the checker marks it.
 */
import { expect } from 'vitest';
import { checkAnswer } from '../checker/check-answer';
import { parseMathValue } from '../checker/parse-math';
import type { Point } from '../figures/figure-model';
import type { GeneratedItem } from '../model/item';
import { toPlain } from '../quality/plain-text';
import { shoelace } from './mensuration-kit';

export { shoelace };

/** The question as plain symbols, without the figure lead. */
export function plain(item: GeneratedItem): string {
  return toPlain(item.question).replace('In the opposite figure : ', '');
}

/** The numbers captured by `re` (its groups, in order); throws when the text does not match. */
export function grab(q: string, re: RegExp): number[] {
  const match = re.exec(q);
  if (!match) throw new Error(`no ${re} in ${q}`);
  return match.slice(1).map(Number);
}

/** Points along an arc (degrees, anticlockwise), `steps` segments. */
export function arcPoints(c: Point, r: number, from: number, to: number, steps = 4000): Point[] {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const t = ((from + ((to - from) * i) / steps) * Math.PI) / 180;
    return { x: c.x + r * Math.cos(t), y: c.y + r * Math.sin(t) };
  });
}

/** Length of a closed outline. */
export function perimeterOf(points: readonly Point[]): number {
  return points.reduce((sum, p, i) => {
    const q = points[(i + 1) % points.length] as Point;
    return sum + Math.hypot(q.x - p.x, q.y - p.y);
  }, 0);
}

export const areaOf = (points: readonly Point[]): number => Math.abs(shoelace(points));

/** x in [lo, hi] with f(x) = target, f increasing or decreasing. */
export function bisect(f: (x: number) => number, target: number, lo: number, hi: number): number {
  let a = lo;
  let b = hi;
  const rising = f(b) > f(a);
  for (let i = 0; i < 200; i += 1) {
    const m = (a + b) / 2;
    if (f(m) < target === rising) a = m;
    else b = m;
  }
  return (a + b) / 2;
}

const close = (a: number, b: number, rel: number): boolean =>
  Math.abs(a - b) <= rel * Math.max(1, Math.abs(a), Math.abs(b));

/**
 * The value found a second way is the item's key: a short answer's stored key (or its true value
 * and rounding) and the checker accepts it typed; an MCQ's one option with that value (at the
 * options' precision) is the answer. `rel` allows for sampled outlines.
 */
export function expectKey(item: GeneratedItem, value: number, rel = 1e-9): void {
  const context = `${item.templateId} [${item.frame}] ${item.question}`;
  if (item.type === 'MCQ') {
    const matching = (item.options ?? []).filter((option) => {
      const read = parseMathValue(toPlain(option).replace(/\s*[a-z]+(\^\d)?\s*$/i, ''));
      if (!read) return false;
      const places = /\.(\d+)/.exec(toPlain(option))?.[1]?.length ?? 0;
      const shown = read.hasPi || /√/.test(toPlain(option)) ? value : Number(value.toFixed(places));
      return close(read.value, shown, Math.max(rel, 1e-9));
    });
    expect(matching, context).toEqual([item.answer]);
    return;
  }
  if (item.decimals !== undefined) {
    expect(
      close(item.trueValue ?? NaN, value, rel),
      `${context}: ${item.trueValue} vs ${value}`,
    ).toBe(true);
    expect(parseMathValue(item.answer)?.value, context).toBe(Number(value.toFixed(item.decimals)));
  } else {
    const stored = parseMathValue(item.answer)?.value ?? NaN;
    expect(close(stored, value, rel), `${context}: ${stored} vs ${value}`).toBe(true);
  }
  const typed = `${value.toFixed((item.decimals ?? 4) + 2)}${item.answer.endsWith('°') ? '°' : ''}`;
  const marked = checkAnswer({ ...item, mode: 'text' }, typed);
  expect(marked.correct, `${context}: typed ${typed}: ${marked.reason}`).toBe(true);
}
