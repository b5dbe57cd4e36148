import { createCatEngine } from '@exam/cat';
import type { CatEngine } from '@exam/cat';
import { TOPICS } from '@exam/contract';
import { listTopicQuestions } from '../../../../src/modules/exam/exam.repository';
import type { TestApp } from '../../../helpers/test-app';
import type { ModelRow } from './model-state';

/**
 * Scores recomputed from the model's own record of acknowledged answers, through the pure
 * packages (@exam/cat) and an engine of our own over the same item parameters: never through the
 * app's engines or its exam rows. The exam's domain score depends only on the scored history
 * (docs/product.md §11), not on the session's seed, so seed 0 gives the same estimate.
 */
export interface ExamScores {
  performance: number;
  lessons: { lessonId: string; score: number; answered: number }[];
}

const unit = (value: number) => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);

export class ScoreOracle {
  private constructor(
    private readonly engines: Map<string, { engine: CatEngine; lessons: string[] }>,
  ) {}

  static async load(t: TestApp): Promise<ScoreOracle> {
    const engines = new Map<string, { engine: CatEngine; lessons: string[] }>();
    for (const topic of TOPICS) {
      const rows = await listTopicQuestions(t.db, topic);
      if (rows.length === 0) continue;
      const lessons = [...new Set(rows.map((row) => row.lessonId))];
      const engine = createCatEngine(
        rows.map((row) => ({
          id: row.id,
          a: row.a,
          b: row.b,
          c: row.c,
          lesson: row.lessonId,
          format: row.type,
        })),
      );
      engines.set(topic, { engine, lessons });
    }
    return new ScoreOracle(engines);
  }

  /** `finished`: a finished exam with no scored answer reports 0, a running one its prior. */
  exam(topic: string, rows: readonly ModelRow[], finished: boolean): ExamScores {
    const entry = this.engines.get(topic);
    if (!entry) throw new Error(`no items for topic ${topic}`);
    const history = rows
      .filter((row) => row.scored)
      .map((row) => ({ itemId: row.questionId, correct: row.correct }));
    const session = entry.engine.restoreSession({ seed: 0, history });
    const byLesson = new Map(session.lessonScores().map((score) => [score.lesson, score]));
    return {
      performance: finished && history.length === 0 ? 0 : unit(session.domainScore()),
      lessons: entry.lessons.flatMap((lessonId) => {
        const score = byLesson.get(lessonId);
        return score && score.items > 0
          ? [{ lessonId, score: unit(score.score), answered: score.items }]
          : [];
      }),
    };
  }

  /** Trials: the proportion of the form's questions answered correctly (not reached = wrong). */
  static trial(rows: readonly ModelRow[], formSize: number): number {
    return Math.min(1, correctCount(rows) / Math.max(1, formSize));
  }

  /** Practice: percent correct of the answered questions, one decimal. */
  static practice(rows: readonly ModelRow[]): number {
    const total = rows.length;
    return total === 0 ? 0 : Math.round((correctCount(rows) / total) * 1000) / 10;
  }
}

export function correctCount(rows: readonly ModelRow[]): number {
  return rows.filter((row) => row.scored && row.correct).length;
}
