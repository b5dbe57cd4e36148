import { DEFAULT_TIME_ZONE, ErrorCode, Messages, practiceFocusLabel } from '@exam/contract';
import type {
  ClassOverview,
  ClassStudent,
  ExamDetails,
  PracticeSessionDetail,
  TeacherClass,
  TrialDetails,
} from '@exam/contract';
import type { Database } from '../../db/database';
import type { AppDeps } from '../../deps';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../lib/app-error';
import { listAnswerFactsOfUsers } from '../dashboard/dashboard.repository';
import { lessonMasteryAt, lessonMasteryOfFacts } from '../dashboard/dashboard.service';
import { loadLessonCatalogue } from '../dashboard/lesson-catalogue';
import { getExamDetails, getPastExams } from '../exam/exam.service';
import { getPracticeHistory, getPracticeSession } from '../practice/practice.service';
import { getPastTrials, getTrialDetails } from '../trial/trial.service';
import { studentRowOf, weakestLessonsOf, weekStartOf } from './class-overview';
import {
  countFinishedExams,
  countFinishedTrials,
  findMembership,
  findTeacherClass,
  insertClass,
  listMembers,
  listTeacherClasses,
} from './classes.repository';
import { newJoinCode } from './join-code';

/**
 * A teacher's classes and their read-only view of the members (issue 23, decision 046). Every
 * read starts from the teacher's own class and the student's current membership: another
 * teacher's class, a student who left and a report of someone else are the same 404 as
 * something that does not exist. The reports are the student's own report services, called
 * with the student's id.
 */

export type ClassesDeps = AppDeps;

/** Tries before giving up on a free join code (a clash is about 1 in 10^9 per class). */
const JOIN_CODE_TRIES = 5;

const notFound = () => new AppError(ErrorCode.NotFound, Messages.notFound);

function toTeacherClass(row: {
  id: string;
  name: string;
  joinCode: string;
  createdAt: Date;
  students: number;
}): TeacherClass {
  return {
    id: row.id,
    name: row.name,
    joinCode: row.joinCode,
    students: Number(row.students),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listClasses(deps: ClassesDeps, teacherId: string): Promise<TeacherClass[]> {
  return (await listTeacherClasses(deps.db, teacherId)).map(toTeacherClass);
}

/** A new class with a fresh join code (drawn again on the rare clash with another class's). */
export async function createClass(
  deps: { db: Database },
  teacherId: string,
  name: string,
  drawCode: () => string = newJoinCode,
): Promise<TeacherClass> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const row = await insertClass(deps.db, { teacherId, name, joinCode: drawCode() });
      if (!row) throw new Error('insert returned no row');
      return toTeacherClass({ ...row, students: 0 });
    } catch (error) {
      if (attempt >= JOIN_CODE_TRIES || !isUniqueViolation(error, 'classes_join_code_key')) {
        throw error;
      }
    }
  }
}

/**
 * The class table: every current member's level per lesson (the dashboard's mastery rule), their
 * counts and last activity, whether they practised in the last 7 days in `timeZone`, the
 * weakest lessons and who has not practised. A fixed number of queries whatever the class's
 * size: the answers of all members come in one (listAnswerFactsOfUsers).
 */
export async function getClassOverview(
  deps: ClassesDeps,
  teacherId: string,
  classId: string,
  timeZone: string = DEFAULT_TIME_ZONE,
): Promise<ClassOverview> {
  const found = await findTeacherClass(deps.db, teacherId, classId);
  if (!found) throw notFound();
  const now = deps.clock.now();
  const members = await listMembers(deps.db, classId);
  const ids = members.map((member) => member.userId);
  const [catalogue, facts, exams, trials] = await Promise.all([
    loadLessonCatalogue(deps.bankCaches),
    listAnswerFactsOfUsers(deps.db, ids),
    countFinishedExams(deps.db, ids),
    countFinishedTrials(deps.db, ids),
  ]);
  const lessons = catalogue.lessons.map((lesson) => ({
    lessonId: lesson.id,
    lessonName: lesson.name,
  }));
  const week = { timeZone, weekStart: weekStartOf(timeZone, now) };
  const students = [];
  for (const member of members) {
    const own = facts.get(member.userId) ?? [];
    const mastery = await lessonMasteryOfFacts(deps, catalogue, own, now);
    students.push(
      studentRowOf(
        {
          ...member,
          levels: mastery.map((lesson) => lesson.level),
          facts: own,
          exams: exams.get(member.userId) ?? 0,
          trials: trials.get(member.userId) ?? 0,
        },
        week,
      ),
    );
  }
  return {
    class: toTeacherClass({ ...found, students: members.length }),
    lessons,
    students,
    weakestLessons: weakestLessonsOf(lessons, students),
    notPractisedThisWeek: students
      .filter((student) => !student.practisedThisWeek)
      .map((student) => student.username),
  };
}

/** The member's name and class name; 404 unless a current member of the teacher's class. */
async function membershipOf(
  deps: ClassesDeps,
  place: { teacherId: string; classId: string; userId: string },
) {
  const membership = await findMembership(deps.db, place);
  if (!membership) throw notFound();
  return membership;
}

/** One member's work: mastery per lesson and the lists of their exams, trials and practice. */
export async function getClassStudent(
  deps: ClassesDeps,
  place: { teacherId: string; classId: string; userId: string },
): Promise<ClassStudent> {
  const membership = await membershipOf(deps, place);
  const catalogue = await loadLessonCatalogue(deps.bankCaches);
  const [mastery, exams, trials, practice] = await Promise.all([
    lessonMasteryAt(deps, catalogue, place.userId, deps.clock.now()),
    getPastExams(deps, place.userId),
    getPastTrials(deps, place.userId),
    getPracticeHistory(deps, place.userId),
  ]);
  return {
    userId: place.userId,
    username: membership.username,
    className: membership.className,
    mastery: mastery.map(({ lessonId, lessonName, level }) => ({ lessonId, lessonName, level })),
    exams: exams.map((exam) => ({
      examId: exam.examId,
      date: exam.date,
      performance: exam.performance,
      questions: exam.totalQuestions,
    })),
    trials: trials.map((trial) => ({
      trialId: trial.trialId,
      date: trial.date,
      correct: trial.correctAnswers,
      questions: trial.totalQuestions,
    })),
    practice: practice.map((session) => ({
      practiceId: session.id,
      date: session.date,
      focus: practiceFocusLabel(session.focus, 'teacher'),
      answered: session.totalAnswered,
      correct: session.correctCount,
    })),
  };
}

/** A member's finished exam, exactly as the student's own `GET /api/exam/details/:id`. */
export async function getClassStudentExam(
  deps: ClassesDeps,
  place: { teacherId: string; classId: string; userId: string },
  examId: string,
): Promise<ExamDetails> {
  await membershipOf(deps, place);
  return getExamDetails(deps, place.userId, examId);
}

/** A member's finished trial, exactly as the student's own trial details. */
export async function getClassStudentTrial(
  deps: ClassesDeps,
  place: { teacherId: string; classId: string; userId: string },
  trialId: string,
): Promise<TrialDetails> {
  await membershipOf(deps, place);
  return getTrialDetails(deps, place.userId, trialId);
}

/** A member's practice session, exactly as the student's own session review. */
export async function getClassStudentPractice(
  deps: ClassesDeps,
  place: { teacherId: string; classId: string; userId: string },
  practiceId: string,
): Promise<PracticeSessionDetail> {
  await membershipOf(deps, place);
  return getPracticeSession(deps, place.userId, practiceId);
}
