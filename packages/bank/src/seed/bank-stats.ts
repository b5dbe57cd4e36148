/** Counts of a bank: per lesson, per type, and how many carry a figure. */
import type { QuestionType } from '../model/item';

export interface BankStats {
  total: number;
  byLesson: Record<string, number>;
  byType: Record<QuestionType, number>;
  withFigure: number;
  byTemplate: Record<string, number>;
}

export function bankStats(
  items: readonly {
    lessonId: string;
    type: QuestionType;
    templateId?: string;
    figure?: unknown;
  }[],
): BankStats {
  const stats: BankStats = {
    total: items.length,
    byLesson: {},
    byType: { MCQ: 0, short_answer: 0 },
    withFigure: 0,
    byTemplate: {},
  };
  for (const item of items) {
    stats.byLesson[item.lessonId] = (stats.byLesson[item.lessonId] ?? 0) + 1;
    stats.byType[item.type] += 1;
    if (item.figure) stats.withFigure += 1;
    if (item.templateId) {
      stats.byTemplate[item.templateId] = (stats.byTemplate[item.templateId] ?? 0) + 1;
    }
  }
  return stats;
}
