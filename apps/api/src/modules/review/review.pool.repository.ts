import { and, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  examAnswers,
  exams,
  lessons,
  practiceAnswers,
  practiceSessions,
  questions,
  topics,
  trialAnswers,
  trials,
} from '../../db/schema';
import type { PracticeItem, PracticeResponse } from '../practice/practice.choice';
import { itemColumns as practiceItemColumns } from '../practice/practice.repository';

/** An active question a review session may ask, with its topic (whose recent questions it avoids). */
export interface ReviewItem extends PracticeItem {
  topic: string;
}

const itemColumns = { ...practiceItemColumns, topic: topics.name };

/**
 * The active questions a review session chooses from: those of the given templates, the given
 * questions themselves (untemplated cards), and every question of the given lessons (lesson
 * cards, and question cards whose template has no active question left).
 */
export async function listReviewPool(
  db: Database,
  wanted: {
    templateIds: readonly string[];
    questionIds: readonly string[];
    lessonIds: readonly string[];
  },
): Promise<ReviewItem[]> {
  const parts = [
    wanted.templateIds.length > 0 ? inArray(questions.templateId, [...wanted.templateIds]) : null,
    wanted.questionIds.length > 0 ? inArray(questions.id, [...wanted.questionIds]) : null,
    wanted.lessonIds.length > 0 ? inArray(questions.lessonId, [...wanted.lessonIds]) : null,
  ].filter((part) => part !== null);
  if (parts.length === 0) return [];
  return db
    .select(itemColumns)
    .from(questions)
    .innerJoin(lessons, eq(lessons.id, questions.lessonId))
    .innerJoin(topics, eq(topics.id, lessons.topicId))
    .where(and(eq(questions.status, 'active'), or(...parts)));
}

/**
 * The student's scored answers (exams, trials, practice) in the given lessons, with the items'
 * parameters: what the lesson's ability is estimated from. Practice counts the final answer, as
 * the practice choice does.
 */
export async function listLessonResponses(
  db: Database,
  userId: string,
  lessonIds: readonly string[],
): Promise<PracticeResponse[]> {
  if (lessonIds.length === 0) return [];
  const inLessons = inArray(questions.lessonId, [...lessonIds]);
  const params = {
    lessonId: questions.lessonId,
    a: questions.irtA,
    b: questions.irtB,
    c: questions.irtC,
  };
  const fromExams = await db
    .select({ ...params, correct: examAnswers.isCorrect })
    .from(examAnswers)
    .innerJoin(exams, eq(exams.id, examAnswers.examId))
    .innerJoin(questions, eq(questions.id, examAnswers.questionId))
    .where(and(eq(exams.userId, userId), eq(examAnswers.scored, true), inLessons));
  const fromTrials = await db
    .select({ ...params, correct: trialAnswers.isCorrect })
    .from(trialAnswers)
    .innerJoin(trials, eq(trials.id, trialAnswers.trialId))
    .innerJoin(questions, eq(questions.id, trialAnswers.questionId))
    .where(and(eq(trials.userId, userId), eq(trialAnswers.scored, true), inLessons));
  const fromPractice = await db
    .select({ ...params, correct: practiceAnswers.isCorrect })
    .from(practiceAnswers)
    .innerJoin(practiceSessions, eq(practiceSessions.id, practiceAnswers.sessionId))
    .innerJoin(questions, eq(questions.id, practiceAnswers.questionId))
    .where(and(eq(practiceSessions.userId, userId), inLessons));
  return [...fromExams, ...fromTrials, ...fromPractice];
}
