import { ANSWER_GRACE_SECONDS, DAILY_GOAL_ANSWERS, DEFAULT_TIME_ZONE } from '@exam/contract';
import type {
  Dashboard,
  LessonMastery,
  MasteryLevel,
  MasteryWeek,
  PracticeFocus,
  PastTrial,
  Resume,
} from '@exam/contract';
import type { Database } from '../../db/database';
import { remainingSecondsAt } from '../../lib/attempt-rules';
import type { Clock } from '../../lib/clock';
import type { BankCaches } from '../attempt/bank-caches';
import type { ExamDeps } from '../exam/exam.strategy';
import { finaliseOverdueExams } from '../exam/exam.service';
import type { TrialDeps } from '../trial/trial.strategy';
import { listPastTrials } from '../trial/trial.repository';
import { finaliseOverdueTrials, toPastTrial } from '../trial/trial.service';
import { ensureLessonCards, reviewSummary } from '../review';
import type { AnswerFact } from './dashboard.repository';
import {
  findResumablePractice,
  findRunningExam,
  findRunningTrial,
  listAnswerFacts,
  listFinishedExams,
} from './dashboard.repository';
import type { ItemParameters, LessonCatalogue } from './lesson-catalogue';
import { itemOf, loadLessonCatalogue } from './lesson-catalogue';
import type { MasteryAnswer } from './lesson-levels';
import { levelsAtCheckpoints, masteryNow } from './lesson-levels';
import { sortForNextWork } from './mastery-order';
import { countBefore, PastWeeksCache } from './past-weeks-cache';
import { streakOf } from './streak';
import type { ZonedCalendar } from './zoned-days';
import { addDays, calendarOf, mondayOf } from './zoned-days';

export type DashboardDeps = ExamDeps &
  TrialDeps & { db: Database; clock: Clock; bankCaches: BankCaches };

/** Finished trials the dashboard lists under 'Past Trials'. */
export const PAST_TRIALS_SHOWN = 20;

/** Where a request's time went: waiting on the database, or computing (the benchmark's split). */
export interface DashboardTiming {
  sqlMs: number;
  computeMs: number;
}

async function timed<T>(timing: DashboardTiming | undefined, work: () => Promise<T>): Promise<T> {
  if (!timing) return work();
  const start = performance.now();
  try {
    return await work();
  } finally {
    timing.sqlMs += performance.now() - start;
  }
}

function computed<T>(timing: DashboardTiming | undefined, work: () => T): T {
  if (!timing) return work();
  const start = performance.now();
  try {
    return work();
  } finally {
    timing.computeMs += performance.now() - start;
  }
}

/** Percent (0..100) to one decimal from a share (0..1). */
function percent(share: number): number {
  return Math.round(Math.min(1, Math.max(0, share)) * 1000) / 10;
}

/** Everything the dashboard reads, in one round of parallel queries. */
async function loadActivity(deps: DashboardDeps, userId: string) {
  const [answers, exams, trials, runningExam, runningTrial, practice, catalogue] =
    await Promise.all([
      listAnswerFacts(deps.db, userId),
      listFinishedExams(deps.db, userId),
      listPastTrials(deps.db, userId),
      findRunningExam(deps.db, userId),
      findRunningTrial(deps.db, userId),
      findResumablePractice(deps.db, userId),
      loadLessonCatalogue(deps.bankCaches),
    ]);
  return { answers, exams, trials, runningExam, runningTrial, practice, catalogue };
}

type Activity = Awaited<ReturnType<typeof loadActivity>>;

/**
 * The activity, with attempts past their deadline and grace finalised first (as every exam and
 * trial call does): an abandoned exam is a finished one, not something to resume. Only when one
 * is seen overdue does it cost the extra round.
 */
async function loadSettledActivity(deps: DashboardDeps, userId: string, now: Date) {
  const activity = await loadActivity(deps, userId);
  const overdue = (attempt: { deadline: Date } | undefined) =>
    attempt !== undefined &&
    now.getTime() > attempt.deadline.getTime() + ANSWER_GRACE_SECONDS * 1000;
  if (!overdue(activity.runningExam) && !overdue(activity.runningTrial)) return activity;
  await finaliseOverdueExams(deps, userId);
  await finaliseOverdueTrials(deps, userId);
  return loadActivity(deps, userId);
}

/**
 * The parameters of answered items that are no longer active (retired after the answer): read
 * through the bank caches' question rows, once per process for each.
 */
async function retiredItemsOf(
  deps: { db: Database; bankCaches: BankCaches },
  catalogue: LessonCatalogue,
  answers: readonly AnswerFact[],
): Promise<Map<string, ItemParameters>> {
  const retired = new Map<string, ItemParameters>();
  for (const answer of answers) {
    if (catalogue.items.has(answer.questionId) || retired.has(answer.questionId)) continue;
    const item = await itemOf(deps.db, deps.bankCaches, catalogue, answer.questionId);
    if (item) retired.set(answer.questionId, item);
  }
  return retired;
}

/** The answers mastery reads, with each item's parameters (an unknown item's are left out). */
function masteryAnswersOf(
  catalogue: LessonCatalogue,
  retired: ReadonlyMap<string, ItemParameters>,
  answers: readonly AnswerFact[],
): MasteryAnswer[] {
  const result: MasteryAnswer[] = [];
  for (const answer of answers) {
    const item = catalogue.items.get(answer.questionId) ?? retired.get(answer.questionId);
    if (!item) continue;
    result.push({
      lessonId: item.lessonId,
      a: item.a,
      b: item.b,
      c: item.c,
      correct: answer.correct,
      secondTry: answer.secondTry,
      hintsUsed: answer.hintsUsed,
      at: answer.atMs,
    });
  }
  return result;
}

/** Each lesson's level with its counts (decision 040), in teaching order. */
function masteryInTeachingOrder(
  catalogue: LessonCatalogue,
  answers: readonly MasteryAnswer[],
  now: Date,
) {
  const results = masteryNow(answers, catalogue.masteryLessons, now);
  const rows = catalogue.lessons.map((lesson) => {
    const result = results.get(lesson.id);
    return {
      lessonId: lesson.id,
      lessonName: lesson.name,
      unitName: lesson.unitName,
      level: result?.level ?? 'not-started',
      answered: result?.answered ?? 0,
      firstTryCorrect: result?.firstTryCorrect ?? 0,
      lastAnsweredAt:
        result?.lastAnsweredAt == null ? null : new Date(result.lastAnsweredAt).toISOString(),
      questions: lesson.questions,
      strength: result?.expectedSuccess ?? 0,
      order: lesson.order,
    };
  });
  return rows;
}

/** Each lesson's level with its counts (decision 040), sorted by what to work on next. */
function masteryOf(
  catalogue: LessonCatalogue,
  answers: readonly MasteryAnswer[],
  now: Date,
): LessonMastery[] {
  return sortForNextWork(masteryInTeachingOrder(catalogue, answers, now)).map(
    ({ order: _order, strength: _strength, ...row }) => row,
  );
}

/**
 * Every lesson's mastery at `now`, in teaching order, read through `db` (the account export's
 * transaction). The catalogue comes from `loadLessonCatalogue`, called before any transaction
 * (building an engine reads through the app's own connection).
 */
export async function lessonMasteryAt(
  deps: { db: Database; bankCaches: BankCaches },
  catalogue: LessonCatalogue,
  userId: string,
  now: Date,
): Promise<LessonMastery[]> {
  return lessonMasteryOfFacts(deps, catalogue, await listAnswerFacts(deps.db, userId), now);
}

/**
 * `lessonMasteryAt` over answers already read (a teacher's class reads every member's answers in
 * one query: listAnswerFactsOfUsers). The one place mastery per lesson is computed from answers.
 */
export async function lessonMasteryOfFacts(
  deps: { db: Database; bankCaches: BankCaches },
  catalogue: LessonCatalogue,
  facts: readonly AnswerFact[],
  now: Date,
): Promise<LessonMastery[]> {
  const retired = await retiredItemsOf(deps, catalogue, facts);
  return masteryInTeachingOrder(catalogue, masteryAnswersOf(catalogue, retired, facts), now).map(
    ({ order: _order, strength: _strength, ...row }) => row,
  );
}

function emptyCounts(): MasteryWeek['counts'] {
  return { 'not-started': 0, attempted: 0, familiar: 0, proficient: 0, mastered: 0 };
}

function countsOf(levels: Iterable<MasteryLevel>): MasteryWeek['counts'] {
  const counts = emptyCounts();
  for (const level of levels) counts[level] += 1;
  return counts;
}

/** The past weeks' counts kept per bank catalogue (it lives as long as the app's engines). */
const pastWeeksByCatalogue = new WeakMap<LessonCatalogue, PastWeeksCache>();

/**
 * Lessons at each level at the end of each week (Monday-based, in the time zone), from the week
 * of the first answer to this one; this week's count is as of now (`levelsNow`). Weeks that are
 * over come from the cache when their answers are unchanged (past-weeks-cache.ts).
 */
function masteryByWeekOf(
  place: { userId: string; calendar: ZonedCalendar },
  catalogue: LessonCatalogue,
  answers: readonly MasteryAnswer[],
  levelsNow: Iterable<MasteryLevel>,
  now: Date,
): MasteryWeek[] {
  const { userId, calendar } = place;
  const first = answers[0];
  if (!first) return [];
  const thisWeek = mondayOf(calendar.dayOf(now));
  const past: { weekStart: string; end: number; answersBefore: number }[] = [];
  const times = answers.map((answer) => answer.at);
  for (let week = mondayOf(calendar.dayOf(first.at)); week < thisWeek; week = addDays(week, 7)) {
    const end = calendar.startOfDay(addDays(week, 7)).getTime();
    past.push({ weekStart: week, end, answersBefore: countBefore(times, end) });
  }
  let cache = pastWeeksByCatalogue.get(catalogue);
  if (!cache) {
    cache = new PastWeeksCache();
    pastWeeksByCatalogue.set(catalogue, cache);
  }
  const kept = cache.weeksOf(userId, calendar.timeZone);
  const missing = past.filter(
    (week) => kept.get(week.weekStart)?.answersBefore !== week.answersBefore,
  );
  if (missing.length > 0) {
    const levels = levelsAtCheckpoints(
      answers,
      catalogue.masteryLessons,
      missing.map((week) => new Date(week.end)),
    );
    missing.forEach((week, index) => {
      kept.set(week.weekStart, {
        answersBefore: week.answersBefore,
        counts: countsOf(levels[index]?.values() ?? []),
      });
    });
  }
  return [
    ...past.map((week) => ({
      weekStart: week.weekStart,
      counts: kept.get(week.weekStart)?.counts ?? emptyCounts(),
    })),
    { weekStart: thisWeek, counts: countsOf(levelsNow) },
  ];
}

function focusOf(
  practice: NonNullable<Activity['practice']>,
  catalogue: LessonCatalogue,
): PracticeFocus {
  if (practice.source === 'lesson') {
    const lesson = catalogue.lessons.find((entry) => entry.id === practice.lessonId);
    return { kind: 'lesson', lessonId: practice.lessonId, lessonName: lesson?.name ?? null };
  }
  const kind = practice.source === 'topic' ? 'recommended' : practice.source;
  return { kind, lessonId: null, lessonName: null };
}

function resumeOf(activity: Activity, now: Date): Resume {
  const { runningExam, runningTrial, practice } = activity;
  return {
    exam: runningExam
      ? {
          examId: runningExam.id,
          timeLeftSeconds: remainingSecondsAt(runningExam.deadline, now),
          questionNumber: runningExam.questionNumber,
        }
      : null,
    trial: runningTrial
      ? {
          trialId: runningTrial.id,
          timeLeftSeconds: remainingSecondsAt(runningTrial.deadline, now),
          questionNumber: runningTrial.questionNumber,
        }
      : null,
    practice: practice
      ? {
          practiceId: practice.id,
          focus: focusOf(practice, activity.catalogue),
          totalAnswered: practice.totalAnswered,
          startedAt: practice.startedAt.toISOString(),
        }
      : null,
  };
}

/**
 * The dashboard (issue 22, learning.ts): mastery per lesson, progress over time, the review, the
 * streak and daily goal in `timeZone`, the work left open and the past trials, for one student.
 * Lessons that reached 'mastered' get their review card here (the review module makes it once).
 */
export async function getDashboard(
  deps: DashboardDeps,
  userId: string,
  timeZone: string = DEFAULT_TIME_ZONE,
  timing?: DashboardTiming,
): Promise<Dashboard> {
  const now = deps.clock.now();
  const activity = await timed(timing, () => loadSettledActivity(deps, userId, now));
  const { answers: facts, catalogue } = activity;
  const retired = await timed(timing, () => retiredItemsOf(deps, catalogue, facts));

  const built = computed(timing, () => {
    const answers = masteryAnswersOf(catalogue, retired, facts);
    const calendar = calendarOf(timeZone);
    const today = calendar.dayOf(now);
    const mastery = masteryOf(catalogue, answers, now);
    const activeDays = new Set<string>();
    let answeredToday = 0;
    for (const fact of facts) {
      const day = calendar.dayOf(fact.atMs);
      if (day === today) answeredToday += 1;
      if (fact.kind === 'practice') activeDays.add(day);
    }
    for (const attempt of [...activity.exams, ...activity.trials]) {
      activeDays.add(calendar.dayOf(attempt.finishedAt ?? attempt.startedAt));
    }
    const pastTrials: PastTrial[] = activity.trials.map(toPastTrial);
    return {
      mastery,
      progress: {
        exams: activity.exams.map((exam) => ({
          examId: exam.id,
          date: (exam.finishedAt ?? exam.startedAt).toISOString(),
          performance: percent(exam.performance),
        })),
        trials: [...pastTrials].reverse().map((trial) => ({
          trialId: trial.trialId,
          date: trial.date,
          score: percent(trial.performance),
        })),
        masteryByWeek: masteryByWeekOf(
          { userId, calendar },
          catalogue,
          answers,
          mastery.map((lesson) => lesson.level),
          now,
        ),
      },
      streak: streakOf(activeDays, today),
      dailyGoal: { goal: DAILY_GOAL_ANSWERS, answeredToday },
      resume: resumeOf(activity, now),
      pastTrials: pastTrials.slice(0, PAST_TRIALS_SHOWN),
      hasActivity: facts.length > 0,
    };
  });

  const mastered = built.mastery.filter((lesson) => lesson.level === 'mastered');
  const review = await timed(timing, async () => {
    if (mastered.length > 0) await ensureLessonCards(deps.db, userId, mastered, now);
    return reviewSummary(deps.db, userId, now);
  });
  return { ...built, review };
}
