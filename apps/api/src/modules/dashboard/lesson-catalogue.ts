import type { MasteryLesson } from '@exam/cat';
import { TOPICS } from '@exam/contract';
import type { Database } from '../../db/database';
import type { BankCaches } from '../attempt/bank-caches';
import { OTHER_UNIT, unitOfLesson } from '../bank/lesson-units';
import type { TopicBank } from '../exam/exam.engine';

/** A lesson with active questions, as the dashboard lists it. */
export interface CatalogueLesson {
  id: string;
  name: string;
  /** '' for a lesson outside the bank's units (imported). */
  unitName: string;
  /** Active questions in the lesson. */
  questions: number;
  /** Teaching order across the topics (topics in TOPICS order, then the lessons' order). */
  order: number;
}

/** An item's IRT parameters and lesson. */
export interface ItemParameters {
  lessonId: string;
  a: number;
  b: number;
  c: number;
}

export interface LessonCatalogue {
  lessons: CatalogueLesson[];
  items: ReadonlyMap<string, ItemParameters>;
  /** The lessons with their active items' parameters, as the mastery rule reads them. */
  masteryLessons: MasteryLesson[];
}

/**
 * What one topic's bank gives the dashboard, computed once per engine: the engine lives until
 * the bank changes (BankCaches.invalidate), and so does this.
 */
const perBank = new WeakMap<TopicBank, LessonCatalogue>();

function catalogueOfBank(bank: TopicBank): LessonCatalogue {
  const cached = perBank.get(bank);
  if (cached) return cached;
  const items = new Map<string, ItemParameters>();
  const counts = new Map<string, number>();
  for (const item of bank.engine.items()) {
    items.set(item.id, { lessonId: item.lesson, a: item.a, b: item.b, c: item.c });
    counts.set(item.lesson, (counts.get(item.lesson) ?? 0) + 1);
  }
  const lessons = bank.lessons.map((lesson, index) => {
    const unit = unitOfLesson(lesson.name);
    return {
      id: lesson.id,
      name: lesson.name,
      unitName: unit.id === OTHER_UNIT.id ? '' : unit.name,
      questions: counts.get(lesson.id) ?? 0,
      order: index,
    };
  });
  const byLesson = new Map<string, { a: number; b: number; c: number }[]>();
  for (const item of items.values()) {
    const list = byLesson.get(item.lessonId) ?? [];
    list.push({ a: item.a, b: item.b, c: item.c });
    byLesson.set(item.lessonId, list);
  }
  const masteryLessons = lessons.map((lesson) => ({
    lessonId: lesson.id,
    items: byLesson.get(lesson.id) ?? [],
  }));
  const built = { lessons, items, masteryLessons };
  perBank.set(bank, built);
  return built;
}

/**
 * Every lesson with active questions in teaching order, and every active item's parameters, from
 * the exam engines the bank caches keep (no question is read from the database once they are
 * built). A topic without active questions has no engine and adds nothing. An item no longer
 * active (retired after it was answered) is looked up with `itemOf`.
 */
export async function loadLessonCatalogue(caches: BankCaches): Promise<LessonCatalogue> {
  const banks = await Promise.all(
    TOPICS.map((topic) => caches.examEngines.get(topic).catch(() => null)),
  );
  const parts = banks.flatMap((bank) => (bank ? [catalogueOfBank(bank)] : []));
  // One topic (today's bank): its catalogue as it is, nothing copied per request.
  if (parts.length === 1 && parts[0]) return parts[0];
  const lessons: CatalogueLesson[] = [];
  const items = new Map<string, ItemParameters>();
  const masteryLessons: MasteryLesson[] = [];
  for (const part of parts) {
    for (const lesson of part.lessons) lessons.push({ ...lesson, order: lessons.length });
    for (const [id, item] of part.items) items.set(id, item);
    masteryLessons.push(...part.masteryLessons);
  }
  return { lessons, items, masteryLessons };
}

/**
 * The parameters of an answered item: from the catalogue when active, else from the question
 * row the bank caches keep (a retired question keeps its row and its parameters).
 */
export async function itemOf(
  db: Database,
  caches: BankCaches,
  catalogue: LessonCatalogue,
  questionId: string,
): Promise<ItemParameters | undefined> {
  const active = catalogue.items.get(questionId);
  if (active) return active;
  const row = await caches.questions.get(db, questionId);
  return row && { lessonId: row.lessonId, a: row.irtA, b: row.irtB, c: row.irtC };
}
