import { createCatEngine } from '@exam/cat';
import type { CatEngine } from '@exam/cat';
import type { Database } from '../../db/database';
import { unitOfLesson } from '../bank/lesson-units';
import { listTopicQuestions, loadExposure } from './exam.repository';

/**
 * Content balancing and stopping (docs/product.md §11.4, §11.6; docs/decisions/037): units in
 * shares proportional to their lessons, answer formats in equal shares; at least 16 items (or one
 * per lesson in a smaller bank), then SE 0.30 or 40 items.
 */
export const EXAM_MIN_ITEMS = 16;
export const EXAM_MAX_ITEMS = 40;
export const EXAM_TARGET_SE = 0.3;
export const EXAM_MAX_EXPOSURE = 0.25;

export interface TopicBank {
  topic: string;
  engine: CatEngine;
  /** Lessons that have active questions, in teaching order. */
  lessons: readonly { id: string; name: string; unit: string }[];
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

  /**
   * @param beforeRead run before every read (BankCaches: the bank version check while no
   * listener reports changes; decision 044).
   */
  constructor(
    private readonly db: Database,
    private readonly beforeRead: (db: Database) => Promise<void> = async () => {},
  ) {}

  /** Never call inside a transaction on PGlite (one connection): it reads through `db`. */
  async get(topic: string): Promise<TopicBank> {
    await this.beforeRead(this.db);
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
  const lessons: { id: string; name: string; unit: string }[] = [];
  for (const row of rows) {
    if (!lessons.some((lesson) => lesson.id === row.lessonId)) {
      lessons.push({
        id: row.lessonId,
        name: row.lessonName,
        unit: unitOfLesson(row.lessonName).id,
      });
    }
  }
  const unitOf = new Map(lessons.map((lesson) => [lesson.id, lesson.unit]));
  // A unit's share of the exam is its share of the lessons: every lesson keeps the expected
  // share it had under equal lesson quotas, but a short exam need not visit each one.
  const unitTargets: Record<string, number> = {};
  for (const lesson of lessons) unitTargets[lesson.unit] = (unitTargets[lesson.unit] ?? 0) + 1;
  const exposureCounts = await loadExposure(db, topic);
  const engine = createCatEngine(
    rows.map((row) => ({
      id: row.id,
      a: row.a,
      b: row.b,
      c: row.c,
      lesson: row.lessonId,
      unit: unitOf.get(row.lessonId) as string,
      format: row.type,
      // No second variant of a template while the lesson has another (docs/decisions/031).
      ...(row.templateId === null ? {} : { template: row.templateId }),
    })),
    {
      unitTargets,
      // Half multiple choice, half short answer: short answers (no guessing) carry more
      // information, and without a quota the engine would serve almost nothing else.
      formatTargets: { MCQ: 1, short_answer: 1 },
      // 16 questions at least (every unit gets one by then), or every lesson once in a small bank.
      minItems: Math.min(lessons.length, EXAM_MIN_ITEMS),
      maxItems: EXAM_MAX_ITEMS,
      targetSE: EXAM_TARGET_SE,
      maxExposure: EXAM_MAX_EXPOSURE,
      exposureCounts,
    },
  );
  return { topic, engine, lessons, itemIds: new Set(engine.items().map((item) => item.id)) };
}
