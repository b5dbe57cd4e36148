import type { ClassOverview, ClassStudentRow, MasteryLevel } from '@exam/contract';
import type { AnswerFact } from '../dashboard/dashboard.repository';
import { addDays, calendarOf } from '../dashboard/zoned-days';

/**
 * The class table's rows and summaries from what the service read (pure: no clock, no I/O).
 * Mastery comes in already computed by the dashboard's rule (lessonMasteryOfFacts), one level
 * per lesson in the lessons' teaching order.
 */

/** Days that make "this week": today and the six before it, in the teacher's time zone. */
export const WEEK_DAYS = 7;
/** The weakest lessons the overview names. */
export const WEAKEST_LESSONS_SHOWN = 5;

export interface MemberActivity {
  userId: string;
  username: string;
  joinedAt: Date;
  levels: MasteryLevel[];
  facts: readonly AnswerFact[];
  exams: number;
  trials: number;
}

/** The first day of the 7-day window ending today, 'YYYY-MM-DD' in the zone. */
export function weekStartOf(timeZone: string, now: Date): string {
  return addDays(calendarOf(timeZone).dayOf(now), -(WEEK_DAYS - 1));
}

export function studentRowOf(
  member: MemberActivity,
  calendar: { timeZone: string; weekStart: string },
): ClassStudentRow {
  const days = calendarOf(calendar.timeZone);
  let practiceAnswers = 0;
  let practisedThisWeek = false;
  let lastActiveMs: number | null = null;
  for (const fact of member.facts) {
    if (lastActiveMs === null || fact.atMs > lastActiveMs) lastActiveMs = fact.atMs;
    if (fact.kind !== 'practice') continue;
    practiceAnswers += 1;
    if (!practisedThisWeek && days.dayOf(fact.atMs) >= calendar.weekStart) {
      practisedThisWeek = true;
    }
  }
  return {
    userId: member.userId,
    username: member.username,
    joinedAt: member.joinedAt.toISOString(),
    mastery: member.levels,
    exams: member.exams,
    trials: member.trials,
    practiceAnswers,
    lastActiveAt: lastActiveMs === null ? null : new Date(lastActiveMs).toISOString(),
    practisedThisWeek,
  };
}

const BELOW_PROFICIENT: ReadonlySet<MasteryLevel> = new Set(['attempted', 'familiar']);

/**
 * Lessons where the largest share of the students who attempted them is not yet proficient,
 * then the most such students, then teaching order; lessons nobody is below proficient in are
 * not weak and are left out.
 */
export function weakestLessonsOf(
  lessons: ClassOverview['lessons'],
  rows: readonly ClassStudentRow[],
): ClassOverview['weakestLessons'] {
  const tallies = lessons.map((lesson, index) => {
    let attempted = 0;
    let belowProficient = 0;
    for (const row of rows) {
      const level = row.mastery[index] ?? 'not-started';
      if (level === 'not-started') continue;
      attempted += 1;
      if (BELOW_PROFICIENT.has(level)) belowProficient += 1;
    }
    return { ...lesson, attempted, belowProficient, index };
  });
  return tallies
    .filter((tally) => tally.belowProficient > 0)
    .sort(
      (x, y) =>
        y.belowProficient / y.attempted - x.belowProficient / x.attempted ||
        y.belowProficient - x.belowProficient ||
        x.index - y.index,
    )
    .slice(0, WEAKEST_LESSONS_SHOWN)
    .map(({ index: _index, ...tally }) => tally);
}
