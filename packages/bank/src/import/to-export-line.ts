/** One item as a line of the JSON Lines import format (round-trips through parseImportFile). */
import { findLessonByName, TOPIC } from '../lessons';
import type { AnswerKind, QuestionType } from '../model/item';

export interface ExportableItem {
  topic?: string;
  /** The lesson's name (a bank lesson's is written as the bank spells it). */
  lesson: string;
  type: QuestionType;
  question: string;
  options?: readonly string[] | undefined;
  answer: string;
  /** A figure's SVG, an image URL, or '' for none. */
  graph?: string | undefined;
  difficulty?: number | undefined;
  explanation?: string | undefined;
  tolerance?: number | undefined;
  decimals?: number | undefined;
  trueValue?: number | undefined;
  exact?: boolean | undefined;
  unit?: string | undefined;
  kind?: AnswerKind | undefined;
  synonyms?: readonly string[] | undefined;
  /** The template the item was made from; null or absent for an item written by hand. */
  templateId?: string | null | undefined;
  hints?: readonly string[] | null | undefined;
  steps?: readonly string[] | null | undefined;
  frame?: string | null | undefined;
  multiStep?: boolean | undefined;
  context?: boolean | undefined;
}

export function toExportLine(item: ExportableItem): string {
  const line = {
    topic: item.topic ?? TOPIC,
    lesson: findLessonByName(item.lesson)?.name ?? item.lesson,
    ...(item.templateId ? { templateId: item.templateId } : {}),
    type: item.type,
    question: item.question,
    ...(item.type === 'MCQ' && item.options ? { options: [...item.options] } : {}),
    answer: item.answer,
    ...(item.graph ? { graph: item.graph } : {}),
    ...(item.difficulty !== undefined ? { difficulty: item.difficulty } : {}),
    ...(item.explanation ? { explanation: item.explanation } : {}),
    ...(item.hints && item.hints.length > 0 ? { hints: [...item.hints] } : {}),
    ...(item.steps && item.steps.length > 0 ? { steps: [...item.steps] } : {}),
    ...(item.frame ? { frame: item.frame } : {}),
    ...(item.multiStep ? { multiStep: true } : {}),
    ...(item.context ? { context: true } : {}),
    ...(item.tolerance !== undefined ? { tolerance: item.tolerance } : {}),
    ...(item.decimals !== undefined ? { decimals: item.decimals } : {}),
    ...(item.trueValue !== undefined ? { trueValue: item.trueValue } : {}),
    ...(item.exact ? { exact: true } : {}),
    ...(item.unit !== undefined ? { unit: item.unit } : {}),
    ...(item.kind !== undefined ? { kind: item.kind } : {}),
    ...(item.synonyms !== undefined && item.synonyms.length > 0
      ? { synonyms: [...item.synonyms] }
      : {}),
  };
  return JSON.stringify(line);
}
