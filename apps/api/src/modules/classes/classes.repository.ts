import { and, asc, count, desc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  classes,
  classMembers,
  examAnswers,
  exams,
  trialAnswers,
  trials,
  users,
} from '../../db/schema';

/**
 * Classes and their members (issue 23). Every teacher read names the teacher: a class of another
 * teacher is not found, exactly like one that does not exist.
 */

export function insertClass(
  db: Database,
  values: { teacherId: string; name: string; joinCode: string },
) {
  return db
    .insert(classes)
    .values(values)
    .returning({
      id: classes.id,
      name: classes.name,
      joinCode: classes.joinCode,
      createdAt: classes.createdAt,
    })
    .then((rows) => rows[0]);
}

const memberCount = sql<number>`(select count(*)::int from ${classMembers} m where m.class_id = ${classes.id})`;

/** The teacher's classes with their numbers of current members, newest first. */
export function listTeacherClasses(db: Database, teacherId: string) {
  return db
    .select({
      id: classes.id,
      name: classes.name,
      joinCode: classes.joinCode,
      createdAt: classes.createdAt,
      students: memberCount,
    })
    .from(classes)
    .where(eq(classes.teacherId, teacherId))
    .orderBy(desc(classes.createdAt), asc(classes.id));
}

/** One of the teacher's classes; undefined for another teacher's or a missing one. */
export async function findTeacherClass(db: Database, teacherId: string, classId: string) {
  const [row] = await db
    .select({
      id: classes.id,
      name: classes.name,
      joinCode: classes.joinCode,
      createdAt: classes.createdAt,
      students: memberCount,
    })
    .from(classes)
    .where(and(eq(classes.id, classId), eq(classes.teacherId, teacherId)));
  return row;
}

/** The class's current members with their names, by name. */
export function listMembers(db: Database, classId: string) {
  return db
    .select({ userId: users.id, username: users.username, joinedAt: classMembers.joinedAt })
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.userId))
    .where(eq(classMembers.classId, classId))
    .orderBy(asc(users.username), asc(users.id));
}

/**
 * The student's name and the class's, when the student is a current member of this teacher's
 * class; undefined otherwise (another teacher's class, a student who left or never joined).
 */
export async function findMembership(
  db: Database,
  place: { teacherId: string; classId: string; userId: string },
) {
  const [row] = await db
    .select({ username: users.username, className: classes.name })
    .from(classMembers)
    .innerJoin(classes, eq(classes.id, classMembers.classId))
    .innerJoin(users, eq(users.id, classMembers.userId))
    .where(
      and(
        eq(classMembers.classId, place.classId),
        eq(classMembers.userId, place.userId),
        eq(classes.teacherId, place.teacherId),
      ),
    );
  return row;
}

/**
 * Finished exams per student, counted as the past exams list shows them (with at least one
 * scored answer: exam.repository listPastExams), for many students in one query.
 */
export async function countFinishedExams(
  db: Database,
  userIds: readonly string[],
): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: exams.userId, n: count() })
    .from(exams)
    .where(
      and(
        inArray(exams.userId, [...userIds]),
        eq(exams.status, 'finished'),
        exists(
          db
            .select({ one: sql`1` })
            .from(examAnswers)
            .where(and(eq(examAnswers.examId, exams.id), eq(examAnswers.scored, true))),
        ),
      ),
    )
    .groupBy(exams.userId);
  return new Map(rows.map((row) => [row.userId, Number(row.n)]));
}

/** Finished trials per student, counted as the past trials list shows them (listPastTrials). */
export async function countFinishedTrials(
  db: Database,
  userIds: readonly string[],
): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: trials.userId, n: count() })
    .from(trials)
    .where(
      and(
        inArray(trials.userId, [...userIds]),
        eq(trials.status, 'finished'),
        exists(
          db
            .select({ one: sql`1` })
            .from(trialAnswers)
            .where(eq(trialAnswers.trialId, trials.id)),
        ),
      ),
    )
    .groupBy(trials.userId);
  return new Map(rows.map((row) => [row.userId, Number(row.n)]));
}

// ---------------------------------------------------------------- the student's side

export async function findClassByCode(db: Database, joinCode: string) {
  const [row] = await db
    .select({ id: classes.id, teacherId: classes.teacherId })
    .from(classes)
    .where(eq(classes.joinCode, joinCode));
  return row;
}

/** Adds the member; false when they already were one. */
export async function insertMember(
  db: Database,
  values: { classId: string; userId: string; joinedAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(classMembers)
    .values(values)
    .onConflictDoNothing()
    .returning({ classId: classMembers.classId });
  return rows.length > 0;
}

/** Removes the member; false when they were not one. */
export async function deleteMember(db: Database, classId: string, userId: string) {
  const rows = await db
    .delete(classMembers)
    .where(and(eq(classMembers.classId, classId), eq(classMembers.userId, userId)))
    .returning({ classId: classMembers.classId });
  return rows.length > 0;
}

/** The classes the student is in, with their teachers' names, newest membership first. */
export function listMyClasses(db: Database, userId: string) {
  return db
    .select({
      classId: classes.id,
      className: classes.name,
      teacherName: users.username,
      joinedAt: classMembers.joinedAt,
    })
    .from(classMembers)
    .innerJoin(classes, eq(classes.id, classMembers.classId))
    .innerJoin(users, eq(users.id, classes.teacherId))
    .where(eq(classMembers.userId, userId))
    .orderBy(desc(classMembers.joinedAt), asc(classes.id));
}
