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
import type { LessonCatalogue } from './lesson-catalogue';
import { itemOf, loadLessonCatalogue } from './lesson-catalogue';
import type { MasteryAnswer } from './lesson-levels';
import { levelsAtCheckpoints, masteryNow } from './lesson-levels';
import { sortForNextWork } from './mastery-order';
import { streakOf } from './streak';
import { addDays, mondayOf, ZonedCalendar } from './zoned-days';

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

/** The answers mastery reads, with each item's parameters (from the bank caches). */
async function masteryAnswersOf(
  deps: DashboardDeps,
  catalogue: LessonCatalogue,
  answers: readonly AnswerFact[],
): Promise<MasteryAnswer[]> {
  const result: MasteryAnswer[] = [];
  for (const answer of answers) {
    const item =
      catalogue.items.get(answer.questionId) ??
      (await itemOf(deps.db, deps.bankCaches, catalogue, answer.questionId));
    if (!item) continue;
    result.push({
      lessonId: answer.lessonId,
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

/** Each lesson's level with its counts (decision 040), sorted by what to work on next. */
function masteryOf(
  catalogue: LessonCatalogue,
  answers: readonly MasteryAnswer[],
  now: Date,
): LessonMastery[] {
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
  return sortForNextWork(rows).map(({ order: _order, strength: _strength, ...row }) => row);
}

function emptyCounts(): MasteryWeek['counts'] {
  return { 'not-started': 0, attempted: 0, familiar: 0, proficient: 0, mastered: 0 };
}

/**
 * Lessons at each level at the end of each week (Monday-based, in the time zone), from the week
 * of the first answer to this one; this week's count is as of now.
 */
function masteryByWeekOf(
  calendar: ZonedCalendar,
  catalogue: LessonCatalogue,
  answers: readonly MasteryAnswer[],
  now: Date,
): MasteryWeek[] {
  const first = answers[0];
  if (!first) return [];
  const thisWeek = mondayOf(calendar.dayOf(now));
  const weeks: string[] = [];
  for (let week = mondayOf(calendar.dayOf(first.at)); week <= thisWeek; week = addDays(week, 7)) {
    weeks.push(week);
  }
  const checkpoints = weeks.map((week) =>
    week === thisWeek ? now : calendar.startOfDay(addDays(week, 7)),
  );
  const levels = levelsAtCheckpoints(answers, catalogue.masteryLessons, checkpoints);
  return weeks.map((weekStart, index) => {
    const counts = emptyCounts();
    for (const lesson of catalogue.lessons) {
      const level: MasteryLevel = levels[index]?.get(lesson.id) ?? 'not-started';
      counts[level] += 1;
    }
    return { weekStart, counts };
  });
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
  const answers = await timed(timing, () => masteryAnswersOf(deps, catalogue, facts));

  const built = computed(timing, () => {
    const calendar = new ZonedCalendar(timeZone);
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
        masteryByWeek: masteryByWeekOf(calendar, catalogue, answers, now),
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
