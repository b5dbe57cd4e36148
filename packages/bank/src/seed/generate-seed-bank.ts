/**
 * The seed bank: `perTemplate` distinct variants (by question text) of every template, from one
 * seed, each with its rendered figure and alt text. Same seed -> identical bank.
 */
import { describeFigure } from '../figures/describe';
import type { Figure } from '../figures/figure-model';
import { renderFigureSvg } from '../figures/render-svg';
import { findLessonById } from '../lessons';
import type { LessonId } from '../lessons';
import type {
  AnswerKind,
  Distractor,
  GeneratedItem,
  IrtParams,
  ItemTemplate,
  QuestionType,
} from '../model/item';
import { createRng } from '../rng';
import { letterBlindKey } from '../quality/bank-gates';
import { ALL_TEMPLATES } from '../templates';

export interface SeedFigure {
  description: Figure;
  svg: string;
  alt: string;
}

export interface SeedItem {
  templateId: string;
  familyId: string;
  lessonId: LessonId;
  lesson: string;
  type: QuestionType;
  question: string;
  options: string[] | null;
  answer: string;
  decimals: number | null;
  tolerance: number | null;
  /** Marking fields (checker): an exact form asked, the unit, a rounded key's true value. */
  exact: boolean;
  unit: string | null;
  trueValue: number | null;
  kind: AnswerKind | null;
  synonyms: string[] | null;
  explanation: string;
  figure: SeedFigure | null;
  irt: IrtParams;
  distractors: Distractor[];
  /**
   * Help and what `bank stats` reads (issue 21), present only when the template sets them, so a
   * bank without them keeps its fingerprint.
   */
  hints?: string[];
  steps?: string[];
  frame?: string;
  multiStep?: true;
  context?: true;
}

export interface SeedOptions {
  seed: string | number;
  /** Distinct variants per template (default 10). */
  perTemplate?: number;
  /** Figure width in px (default 600, the spec's large width). */
  figureWidth?: number;
  /** Figure height in px (default 350, the practice/trial height). */
  figureHeight?: number;
  templates?: readonly ItemTemplate[];
}

export const DEFAULT_PER_TEMPLATE = 10;

/**
 * Variants are told apart by their text, and for figure questions by the figure's text
 * description too (a graph-reading question can keep its wording while the graph changes).
 */
export function variantKey(item: { question: string; figure?: Figure | undefined }): string {
  return item.figure ? `${item.question}\n${describeFigure(item.figure)}` : item.question;
}

/**
 * The generated items the seed bank is made of: `perTemplate` variants per template, no two of
 * which differ only in their letters (triangle ABC and triangle PQR with the same numbers).
 */
export function seedBankItems(options: SeedOptions): GeneratedItem[] {
  const perTemplate = options.perTemplate ?? DEFAULT_PER_TEMPLATE;
  const items: GeneratedItem[] = [];
  const seen = new Set<string>();
  for (const template of options.templates ?? ALL_TEMPLATES) {
    const rng = createRng(`${String(options.seed)}:${template.id}`);
    let made = 0;
    const shapes = new Set<string>();
    // Templates with few variants stop early instead of looping forever.
    for (let attempt = 0; made < perTemplate && attempt < perTemplate * 20; attempt += 1) {
      const item = template.generate(rng);
      const key = variantKey(item);
      const shape = letterBlindKey(item);
      if (seen.has(key) || shapes.has(shape)) continue;
      seen.add(key);
      shapes.add(shape);
      made += 1;
      items.push(item);
    }
  }
  return items;
}

export function generateSeedBank(options: SeedOptions): SeedItem[] {
  const width = options.figureWidth ?? 600;
  const height = options.figureHeight ?? 350;
  return seedBankItems(options).map((item) => ({
    templateId: item.templateId,
    familyId: item.familyId,
    lessonId: item.lessonId,
    lesson: findLessonById(item.lessonId)?.name ?? item.lessonId,
    type: item.type,
    question: item.question,
    options: item.options ?? null,
    answer: item.answer,
    decimals: item.decimals ?? null,
    tolerance: item.tolerance ?? null,
    exact: item.exact === true,
    unit: item.unit ?? null,
    trueValue: item.trueValue ?? null,
    kind: item.kind ?? null,
    synonyms: item.synonyms ?? null,
    explanation: item.explanation,
    figure: item.figure
      ? {
          description: item.figure,
          svg: renderFigureSvg(item.figure, { width, height }),
          alt: describeFigure(item.figure),
        }
      : null,
    irt: item.irt,
    distractors: item.distractors,
    ...(item.hints !== undefined ? { hints: item.hints } : {}),
    ...(item.steps !== undefined ? { steps: item.steps } : {}),
    ...(item.frame !== undefined ? { frame: item.frame } : {}),
    ...(item.multiStep ? { multiStep: true as const } : {}),
    ...(item.context ? { context: true as const } : {}),
  }));
}
