/** One item as a line of the JSON Lines import format (round-trips through parseImportFile). */
import { findLessonById, TOPIC } from '../lessons';
import type { LessonId } from '../lessons';
import type { QuestionType } from '../model/item';

export interface ExportableItem {
  topic?: string;
  lessonId: LessonId;
  type: QuestionType;
  question: string;
  options?: readonly string[] | undefined;
  answer: string;
  /** A figure's SVG, an image URL, or '' for none. */
  graph?: string | undefined;
  difficulty?: number | undefined;
  explanation?: string | undefined;
  tolerance?: number | undefined;
}

export function toExportLine(item: ExportableItem): string {
  const lesson = findLessonById(item.lessonId);
  if (!lesson) throw new Error(`unknown lesson id ${item.lessonId}`);
  const line = {
    topic: item.topic ?? TOPIC,
    lesson: lesson.name,
    type: item.type,
    question: item.question,
    ...(item.type === 'MCQ' && item.options ? { options: [...item.options] } : {}),
    answer: item.answer,
    ...(item.graph ? { graph: item.graph } : {}),
    ...(item.difficulty !== undefined ? { difficulty: item.difficulty } : {}),
    ...(item.explanation ? { explanation: item.explanation } : {}),
    ...(item.tolerance !== undefined ? { tolerance: item.tolerance } : {}),
  };
  return JSON.stringify(line);
}
