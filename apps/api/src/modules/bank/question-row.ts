import type { questions } from '../../db/schema';

/** A row of `questions` as drizzle reads it; the one type every module's repository shares. */
export type QuestionRow = typeof questions.$inferSelect;
