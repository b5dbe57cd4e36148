import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { exams } from '../../src/db/schema';
import { FIXED_SEED } from './support/fuzz-seeds';
import type { ModelWorld } from './support/model/model-real';
import { createWorld, newStats, sequenceProperty } from './support/model/model-run';

/**
 * The model test must be able to fail: the same property (support/model/model-run.ts) run
 * against services broken on purpose, one mutant at a time, through their repositories. Each
 * mutant must make the property fail within a few sequences. Without a mutant the same runs
 * pass (model.test.ts).
 */
const mutant = vi.hoisted(() => ({ active: '' }));

vi.mock(import('../../src/modules/exam/exam.repository'), async (importOriginal) => {
  const original = await importOriginal();
  return {
    ...original,
    // Serving the next question pushes the deadline a second later.
    updateExam: (db, id, patch) =>
      original.updateExam(
        db,
        id,
        mutant.active === 'deadline moves' && patch.currentQuestionId
          ? { ...patch, deadline: sql`${exams.deadline} + interval '1 second'` as unknown as Date }
          : patch,
      ),
    // A wrong answer is stored as right.
    insertAnswer: (db, row) =>
      original.insertAnswer(
        db,
        mutant.active === 'exam answer changed' && row.scored ? { ...row, isCorrect: true } : row,
      ),
    // Every read of a finished exam shows it finished just now (finalised again).
    findExam: async (db, id, userId) => {
      const row = await original.findExam(db, id, userId);
      return mutant.active === 'exam finalised again' && row?.status === 'finished'
        ? { ...row, finishedAt: new Date() }
        : row;
    },
  };
});

vi.mock(import('../../src/modules/trial/trial.repository'), async (importOriginal) => {
  const original = await importOriginal();
  return {
    ...original,
    // The finished trial counts one correct answer more than it was given.
    updateTrial: (db, id, patch) =>
      original.updateTrial(
        db,
        id,
        mutant.active === 'trial score off' && patch.correctAnswers !== undefined
          ? { ...patch, correctAnswers: patch.correctAnswers + 1 }
          : patch,
      ),
  };
});

vi.mock(import('../../src/modules/practice/practice.repository'), async (importOriginal) => {
  const original = await importOriginal();
  return {
    ...original,
    // The checked answer is stored without what the student gave.
    insertAnswer: (db, row) =>
      original.insertAnswer(
        db,
        mutant.active === 'practice answer lost' ? { ...row, userAnswer: '' } : row,
      ),
  };
});

let world: ModelWorld;
beforeAll(async () => {
  world = await createWorld(newStats());
});
afterAll(async () => {
  mutant.active = '';
  await world.t.close();
});

describe('the model test fails on broken services', () => {
  it.each([
    'deadline moves',
    'exam answer changed',
    'exam finalised again',
    'trial score off',
    'practice answer lost',
  ])(
    '%s',
    async (name) => {
      mutant.active = name;
      const before = world.stats.sequences;
      const result = await fc.check(sequenceProperty(world, 8), {
        seed: FIXED_SEED,
        numRuns: 60,
        endOnFailure: true,
      });
      mutant.active = '';
      const error = result.errorInstance instanceof Error ? result.errorInstance.message : '';
      console.log(
        `model mutant '${name}': ${result.failed ? 'caught' : 'NOT caught'} after ${world.stats.sequences - before} sequences: ${error.split('\n')[0] ?? ''}`,
      );
      expect(result.failed).toBe(true);
    },
    120_000,
  );
});
