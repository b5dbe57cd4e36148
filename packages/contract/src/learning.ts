import { z } from 'zod';
import { MASTERY_LEVELS } from './mastery-levels';
import { PastTrialSchema } from './trial';

/**
 * The learning loop (issue 22): mastery per lesson, progress over time, the daily review, the
 * streak and the daily goal, and the work a student left open: everything the dashboard shows,
 * in one request (`GET /api/dashboard`). The mastery rule is docs/decisions/040; the practice
 * help (hints, a second try) is in practice.ts.
 */

export { MASTERY_LEVELS, MasteryLevelLabels } from './mastery-levels';
export const MasteryLevelSchema = z.enum(MASTERY_LEVELS);
export type MasteryLevel = z.infer<typeof MasteryLevelSchema>;

/** Answers a day that fill the daily goal's ring. */
export const DAILY_GOAL_ANSWERS = 10;

/** The time zone a day is counted in when the client names none (the product's students). */
export const DEFAULT_TIME_ZONE = 'Africa/Cairo';

export const LearningMessages = {
  timeZoneInvalid: 'Time zone is not a known IANA time zone (for example Africa/Cairo).',
} as const;

/** `GET /api/dashboard?timeZone=Africa/Cairo`: the day boundaries of the streak and the goal. */
export const DashboardQuerySchema = z
  .object({
    timeZone: z
      .string()
      .max(64)
      .refine(
        (zone) => {
          try {
            new Intl.DateTimeFormat('en-GB', { timeZone: zone });
            return true;
          } catch {
            return false;
          }
        },
        { error: LearningMessages.timeZoneInvalid },
      )
      .optional(),
  })
  .strict();
export type DashboardQuery = z.infer<typeof DashboardQuerySchema>;

/** One lesson's mastery (decision 040). */
export const LessonMasterySchema = z.object({
  lessonId: z.string(),
  lessonName: z.string(),
  /** The unit the lesson belongs to ('' for an imported lesson outside the units). */
  unitName: z.string(),
  level: MasteryLevelSchema,
  /** Answers counted (exam, trial and practice), 0 for 'not-started'. */
  answered: z.number().int().min(0),
  /** Of those, right at the first try without a hint. */
  firstTryCorrect: z.number().int().min(0),
  /** ISO date-time of the latest answer in the lesson, null when none. */
  lastAnsweredAt: z.string().nullable(),
  /** Active questions the lesson has (0: it cannot be practised alone). */
  questions: z.number().int().min(0),
});
export type LessonMastery = z.infer<typeof LessonMasterySchema>;

/** A finished exam on the progress chart: performance in percent (0..100). */
export const ExamProgressPointSchema = z.object({
  examId: z.string(),
  /** ISO date-time the exam ended. */
  date: z.string(),
  performance: z.number().min(0).max(100),
});

/** A finished trial on the progress chart: the share right, in percent (0..100). */
export const TrialProgressPointSchema = z.object({
  trialId: z.string(),
  date: z.string(),
  score: z.number().min(0).max(100),
});

/** How many lessons were at each level at the end of a week (Monday-based, in the time zone). */
export const MasteryWeekSchema = z.object({
  /** The week's Monday, YYYY-MM-DD. */
  weekStart: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  counts: z.object({
    'not-started': z.number().int().min(0),
    attempted: z.number().int().min(0),
    familiar: z.number().int().min(0),
    proficient: z.number().int().min(0),
    mastered: z.number().int().min(0),
  }),
});
export type MasteryWeek = z.infer<typeof MasteryWeekSchema>;

export const ProgressSchema = z.object({
  /** Oldest first. */
  exams: z.array(ExamProgressPointSchema),
  trials: z.array(TrialProgressPointSchema),
  /** From the week of the first answer to this week, oldest first; [] before any answer. */
  masteryByWeek: z.array(MasteryWeekSchema),
});
export type Progress = z.infer<typeof ProgressSchema>;

/** The spaced review (FSRS): cards are missed questions and lessons mastered a while ago. */
export const ReviewSummarySchema = z.object({
  /** Cards due now: what a review session would practise (at most REVIEW_SESSION_MAX of them). */
  due: z.number().int().min(0),
  /** Cards scheduled in all. */
  scheduled: z.number().int().min(0),
  /**
   * The earliest due date of the student's cards (in the past when some are due: the web app
   * names it only when `due` is 0); null when nothing is scheduled.
   */
  nextDueAt: z.string().nullable(),
});
export type ReviewSummary = z.infer<typeof ReviewSummarySchema>;

/** Questions a review session practises at most. */
export const REVIEW_SESSION_MAX = 20;

export const StreakSchema = z.object({
  /** Days in a row, ending today or yesterday, with practice or a finished exam or trial. */
  days: z.number().int().min(0),
  /** Whether today already counts. */
  activeToday: z.boolean(),
});

export const DailyGoalSchema = z.object({
  goal: z.number().int().min(1),
  /** Answers today (practice checks, exam and trial answers), in the time zone. */
  answeredToday: z.number().int().min(0),
});

/** How a practice session was chosen. */
export const PracticeFocusKindSchema = z.enum([
  'recommended',
  'lesson',
  'review',
  'exam-mistakes',
  'practice-mistakes',
]);
export type PracticeFocusKind = z.infer<typeof PracticeFocusKindSchema>;

export const PracticeFocusSchema = z.object({
  kind: PracticeFocusKindSchema,
  /** The lesson of a single-lesson session; null otherwise. */
  lessonId: z.string().nullable(),
  lessonName: z.string().nullable(),
});
export type PracticeFocus = z.infer<typeof PracticeFocusSchema>;

/** Work left open, for the dashboard's 'Resume'. */
export const ResumeSchema = z.object({
  exam: z
    .object({
      examId: z.string(),
      timeLeftSeconds: z.number().int().min(0),
      questionNumber: z.number().int().min(1),
    })
    .nullable(),
  trial: z
    .object({
      trialId: z.string(),
      timeLeftSeconds: z.number().int().min(0),
      questionNumber: z.number().int().min(1),
    })
    .nullable(),
  /** The newest running practice session with at least one answer. */
  practice: z
    .object({
      practiceId: z.string(),
      focus: PracticeFocusSchema,
      totalAnswered: z.number().int().min(0),
      /** ISO date-time of its start. */
      startedAt: z.string(),
    })
    .nullable(),
});
export type Resume = z.infer<typeof ResumeSchema>;

/** `GET /api/dashboard`. */
export const DashboardSchema = z.object({
  /** False for a student who has answered nothing yet: the learning sections stay quiet. */
  hasActivity: z.boolean(),
  /**
   * Every lesson with active questions, sorted by what to work on next: lessons begun and not yet
   * 'proficient' (weakest first), then 'not-started' in teaching order, then 'proficient', then
   * 'mastered'.
   */
  mastery: z.array(LessonMasterySchema),
  progress: ProgressSchema,
  review: ReviewSummarySchema,
  streak: StreakSchema,
  dailyGoal: DailyGoalSchema,
  resume: ResumeSchema,
  /** Finished trials, newest first (at most 20). */
  pastTrials: z.array(PastTrialSchema),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
