import { createCatEngine } from '@exam/cat';
import type { CatEngine } from '@exam/cat';
import type { Database } from '../../db/database';
import { listTopicQuestions, loadExposure } from './exam.repository';

/**
 * Content balancing and stopping (docs/product.md §11): lessons and answer formats in equal shares,
 * every lesson once, then SE 0.30 or 40 items.
 */
export const EXAM_MAX_ITEMS = 40;
export const EXAM_TARGET_SE = 0.3;
export const EXAM_MAX_EXPOSURE = 0.25;

export interface TopicBank {
  topic: string;
  engine: CatEngine;
  /** Lessons that have active questions, in teaching order. */
  lessons: readonly { id: string; name: string }[];
  /** The ids of the engine's items (fixed for the engine's life). */
  itemIds: ReadonlySet<string>;
}

/**
 * One CAT engine per topic, built lazily from the active questions and the exposure counters
 * stored in the database (so a restart keeps them). One instance per app (BankCaches, decision
 * 028): `clear()` drops the engines, and the next request builds them from the bank as it is.
 */
export class ExamEngines {
  private readonly banks = new Map<string, Promise<TopicBank>>();

  constructor(private readonly db: Database) {}

  /** Never call inside a transaction on PGlite (one connection): it reads through `db`. */
  get(topic: string): Promise<TopicBank> {
    let bank = this.banks.get(topic);
    if (!bank) {
      const building = buildTopicBank(this.db, topic);
      // A failed build (database down) is retried by the next request.
      building.catch(() => {
        if (this.banks.get(topic) === building) this.banks.delete(topic);
      });
      this.banks.set(topic, building);
      bank = building;
    }
    return bank;
  }

  /** Forgets every engine (after the bank changed); a build under way serves its callers only. */
  clear(): void {
    this.banks.clear();
  }
}

async function buildTopicBank(db: Database, topic: string): Promise<TopicBank> {
  const rows = await listTopicQuestions(db, topic);
  if (rows.length === 0) throw new Error(`no active questions for topic ${topic}`);
  const lessons: { id: string; name: string }[] = [];
  for (const row of rows) {
    if (!lessons.some((lesson) => lesson.id === row.lessonId)) {
      lessons.push({ id: row.lessonId, name: row.lessonName });
    }
  }
  const exposureCounts = await loadExposure(db, topic);
  const engine = createCatEngine(
    rows.map((row) => ({
      id: row.id,
      a: row.a,
      b: row.b,
      c: row.c,
      lesson: row.lessonId,
      format: row.type,
      // No second variant of a template while the lesson has another (docs/decisions/031).
      ...(row.templateId === null ? {} : { template: row.templateId }),
    })),
    {
      lessonTargets: Object.fromEntries(lessons.map((lesson) => [lesson.id, 1])),
      // Half multiple choice, half short answer: short answers (no guessing) carry more
      // information, and without a quota the engine would serve almost nothing else.
      formatTargets: { MCQ: 1, short_answer: 1 },
      // Every lesson gets a question, so the report covers them all.
      minItems: Math.min(lessons.length, EXAM_MAX_ITEMS),
      maxItems: EXAM_MAX_ITEMS,
      targetSE: EXAM_TARGET_SE,
      maxExposure: EXAM_MAX_EXPOSURE,
      exposureCounts,
    },
  );
  return { topic, engine, lessons, itemIds: new Set(engine.items().map((item) => item.id)) };
}
