/**
 * The item bank compiled into typed arrays: parameters in struct-of-arrays form and a precomputed
 * table P[item][grid point] of response probabilities, so a posterior update is one pass of
 * multiplications over a row and no call allocates.
 */
import { expectedSlope } from './irt';
import type { Grid } from './grid';

/** An item as outside tools see it. `seB` (optional) is the calibration standard error of b. */
export type CatItem = {
  id: string;
  a: number;
  b: number;
  c: number;
  d?: number;
  lesson: string;
  /**
   * The unit (group of lessons) the item belongs to, for content balancing over units
   * (`unitTargets`); optional. Items without one form the unit ''.
   */
  unit?: string;
  /** Answer format (e.g. 'MCQ', 'short_answer'), for format balancing; optional. */
  format?: string;
  /**
   * The template the item is a variant of (optional): a session gives no second item of a
   * template while its allowed lessons have an item of a template it has not given.
   */
  template?: string;
  seB?: number;
  /** Calibration standard error of log a (optional). */
  seLogA?: number;
};

export type CompiledBank = {
  readonly size: number;
  readonly items: CatItem[];
  readonly indexById: ReadonlyMap<string, number>;
  readonly lessons: readonly string[];
  readonly lessonOf: Int32Array;
  /** Distinct units ('' for items without one) and each item's index into them. */
  readonly units: readonly string[];
  readonly unitOf: Int32Array;
  /** Distinct formats ('' for items without one) and each item's index into them. */
  readonly formats: readonly string[];
  readonly formatOf: Int32Array;
  /** Distinct templates and each item's index into them (-1 for an item without one). */
  readonly templates: readonly string[];
  readonly templateOf: Int32Array;
  readonly a: Float64Array;
  readonly b: Float64Array;
  readonly c: Float64Array;
  readonly d: Float64Array;
  readonly seB: Float64Array;
  /** Slope of the expected response function, a / sqrt(1 + a^2 seB^2 / 1.702^2). */
  readonly aEff: Float64Array;
  readonly grid: Grid;
  /** Row-major table of P(correct | grid point) for every item, computed with aEff. */
  readonly pTable: Float64Array;
};

function checkItem(item: CatItem): void {
  const d = item.d ?? 1;
  const ok =
    Number.isFinite(item.a) &&
    item.a > 0 &&
    Number.isFinite(item.b) &&
    item.c >= 0 &&
    d <= 1 &&
    item.c < d &&
    (item.seB === undefined || item.seB >= 0);
  if (!ok) throw new Error(`invalid item parameters for ${item.id}`);
}

export function compileBank(items: readonly CatItem[], grid: Grid): CompiledBank {
  const size = items.length;
  const indexById = new Map<string, number>();
  const lessons: string[] = [];
  const lessonIndex = new Map<string, number>();
  const lessonOf = new Int32Array(size);
  const units: string[] = [];
  const unitIndex = new Map<string, number>();
  const unitOf = new Int32Array(size);
  const formats: string[] = [];
  const formatIndex = new Map<string, number>();
  const formatOf = new Int32Array(size);
  const templates: string[] = [];
  const templateIndex = new Map<string, number>();
  const templateOf = new Int32Array(size);
  const bank: CompiledBank = {
    size,
    items: items.map((item) => ({ ...item })),
    indexById,
    lessons,
    lessonOf,
    units,
    unitOf,
    formats,
    formatOf,
    templates,
    templateOf,
    a: new Float64Array(size),
    b: new Float64Array(size),
    c: new Float64Array(size),
    d: new Float64Array(size),
    seB: new Float64Array(size),
    aEff: new Float64Array(size),
    grid,
    pTable: new Float64Array(size * grid.points.length),
  };
  items.forEach((item, i) => {
    if (indexById.has(item.id)) throw new Error(`duplicate item id ${item.id}`);
    indexById.set(item.id, i);
    let lesson = lessonIndex.get(item.lesson);
    if (lesson === undefined) {
      lesson = lessons.length;
      lessons.push(item.lesson);
      lessonIndex.set(item.lesson, lesson);
    }
    lessonOf[i] = lesson;
    const unitName = item.unit ?? '';
    let unit = unitIndex.get(unitName);
    if (unit === undefined) {
      unit = units.length;
      units.push(unitName);
      unitIndex.set(unitName, unit);
    }
    unitOf[i] = unit;
    const formatName = item.format ?? '';
    let format = formatIndex.get(formatName);
    if (format === undefined) {
      format = formats.length;
      formats.push(formatName);
      formatIndex.set(formatName, format);
    }
    formatOf[i] = format;
    if (item.template === undefined) {
      templateOf[i] = -1;
    } else {
      let template = templateIndex.get(item.template);
      if (template === undefined) {
        template = templates.length;
        templates.push(item.template);
        templateIndex.set(item.template, template);
      }
      templateOf[i] = template;
    }
    setItemParameters(bank, i, item);
  });
  return bank;
}

/** Replaces one item's parameters in place (used by online calibration) and refreshes its row. */
export function setItemParameters(
  bank: CompiledBank,
  index: number,
  params: { a: number; b: number; c: number; d?: number; seB?: number; seLogA?: number },
): void {
  const item = bank.items[index];
  if (item === undefined) throw new Error(`no item at index ${index}`);
  const next: CatItem = { ...item, a: params.a, b: params.b, c: params.c, d: params.d ?? 1 };
  if (params.seB !== undefined) next.seB = params.seB;
  if (params.seLogA !== undefined) next.seLogA = params.seLogA;
  checkItem(next);
  bank.items[index] = next;
  const d = next.d ?? 1;
  const seB = next.seB ?? 0;
  const aEff = expectedSlope(next.a, seB);
  bank.a[index] = next.a;
  bank.b[index] = next.b;
  bank.c[index] = next.c;
  bank.d[index] = d;
  bank.seB[index] = seB;
  bank.aEff[index] = aEff;
  const points = bank.grid.points;
  const size = points.length;
  const offset = index * size;
  for (let g = 0; g < size; g += 1) {
    bank.pTable[offset + g] =
      next.c + (d - next.c) / (1 + Math.exp(-aEff * ((points[g] as number) - next.b)));
  }
}
