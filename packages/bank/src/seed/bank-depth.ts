/**
 * How deep and how helpful a bank is (issue 21): per lesson its templates, items, and the shares
 * with a figure, with two or more reasoning steps and set in a context, and its spread of
 * difficulty; over the bank, frames per template and how many items have hints and worked steps
 * (imported items may have neither). Pure: `bank stats` feeds it the stored questions.
 */

/** What the depth figures read of one item. */
export interface DepthItem {
  /** The lesson's name (one row per lesson in the report, in first-seen order). */
  lesson: string;
  templateId: string | null;
  figure: boolean;
  multiStep: boolean;
  context: boolean;
  frame: string | null;
  hints: readonly string[] | null;
  steps: readonly string[] | null;
  /** IRT difficulty b (logits). */
  b: number;
  imported: boolean;
}

/** Difficulty bands by IRT b: easy below -0.5, hard above 0.5, medium between (inclusive). */
export const EASY_BELOW = -0.5;
export const HARD_ABOVE = 0.5;

export interface Spread {
  easy: number;
  medium: number;
  hard: number;
}

export interface LessonDepth {
  name: string;
  templates: number;
  items: number;
  withFigure: number;
  multiStep: number;
  inContext: number;
  difficulty: Spread;
}

export interface BankDepth {
  items: number;
  lessons: LessonDepth[];
  templates: number;
  /** Distinct frames per template, over the templates whose items record a frame. */
  framesPerTemplate: { min: number; median: number } | null;
  /** Templates none of whose items records a frame. */
  templatesWithoutFrames: number;
  withFigure: number;
  multiStep: number;
  inContext: number;
  withHints: number;
  withSteps: number;
  imported: number;
  /** Imported items without hints, and without worked steps. */
  importedWithoutHints: number;
  importedWithoutSteps: number;
}

export function bandOf(b: number): keyof Spread {
  if (b < EASY_BELOW) return 'easy';
  if (b > HARD_ABOVE) return 'hard';
  return 'medium';
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle] ?? 0;
  return ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const has = (lines: readonly string[] | null): boolean => lines !== null && lines.length > 0;

export function bankDepth(items: readonly DepthItem[]): BankDepth {
  const lessons = new Map<string, LessonDepth & { templateIds: Set<string> }>();
  const framesByTemplate = new Map<string, Set<string>>();
  const depth: BankDepth = {
    items: items.length,
    lessons: [],
    templates: 0,
    framesPerTemplate: null,
    templatesWithoutFrames: 0,
    withFigure: 0,
    multiStep: 0,
    inContext: 0,
    withHints: 0,
    withSteps: 0,
    imported: 0,
    importedWithoutHints: 0,
    importedWithoutSteps: 0,
  };
  for (const item of items) {
    let lesson = lessons.get(item.lesson);
    if (!lesson) {
      lesson = {
        name: item.lesson,
        templates: 0,
        items: 0,
        withFigure: 0,
        multiStep: 0,
        inContext: 0,
        difficulty: { easy: 0, medium: 0, hard: 0 },
        templateIds: new Set(),
      };
      lessons.set(item.lesson, lesson);
    }
    lesson.items += 1;
    lesson.difficulty[bandOf(item.b)] += 1;
    if (item.templateId !== null) {
      lesson.templateIds.add(item.templateId);
      const frames = framesByTemplate.get(item.templateId) ?? new Set<string>();
      if (item.frame !== null) frames.add(item.frame);
      framesByTemplate.set(item.templateId, frames);
    }
    if (item.figure) {
      lesson.withFigure += 1;
      depth.withFigure += 1;
    }
    if (item.multiStep) {
      lesson.multiStep += 1;
      depth.multiStep += 1;
    }
    if (item.context) {
      lesson.inContext += 1;
      depth.inContext += 1;
    }
    if (has(item.hints)) depth.withHints += 1;
    if (has(item.steps)) depth.withSteps += 1;
    if (item.imported) {
      depth.imported += 1;
      if (!has(item.hints)) depth.importedWithoutHints += 1;
      if (!has(item.steps)) depth.importedWithoutSteps += 1;
    }
  }
  depth.lessons = [...lessons.values()].map(({ templateIds, ...lesson }) => ({
    ...lesson,
    templates: templateIds.size,
  }));
  depth.templates = framesByTemplate.size;
  const frameCounts = [...framesByTemplate.values()].map((frames) => frames.size);
  const recorded = frameCounts.filter((count) => count > 0);
  depth.templatesWithoutFrames = frameCounts.length - recorded.length;
  depth.framesPerTemplate =
    recorded.length > 0 ? { min: Math.min(...recorded), median: median(recorded) } : null;
  return depth;
}
