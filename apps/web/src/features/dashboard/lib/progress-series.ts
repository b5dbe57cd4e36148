import { MASTERY_LEVELS, type MasteryWeek, type Progress } from '@exam/contract';

/** A day as the charts and the table name it, e.g. '4 Nov' (en-GB, the student's time zone). */
const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });
const longDayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

export function shortDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dayFormat.format(date);
}

export function longDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : longDayFormat.format(date);
}

/** A week's Monday (YYYY-MM-DD, already in the student's zone) as 'w/c 2 Nov'. */
export function weekLabel(weekStart: string): string {
  const [year, month, day] = weekStart.split('-').map(Number);
  if (!year || !month || !day) return weekStart;
  return `w/c ${dayFormat.format(new Date(Date.UTC(year, month - 1, day, 12)))}`;
}

/** One finished exam or trial, oldest first: what the line chart and its table show. */
export type ScorePoint = { kind: 'Exam' | 'Trial'; id: string; date: string; percent: number };

/** The charts show the latest results only: 200 points would not read on a phone. */
export const CHART_POINTS_MAX = 20;

export function scorePoints(progress: Progress): ScorePoint[] {
  const points: ScorePoint[] = [
    ...progress.exams.map((exam) => ({
      kind: 'Exam' as const,
      id: exam.examId,
      date: exam.date,
      percent: exam.performance,
    })),
    ...progress.trials.map((trial) => ({
      kind: 'Trial' as const,
      id: trial.trialId,
      date: trial.date,
      percent: trial.score,
    })),
  ];
  return points.sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
}

/**
 * The line chart's series on one shared axis of results (oldest first, the latest
 * CHART_POINTS_MAX): each result is a point of its own line and a gap (null) in the other, the
 * lines joining across gaps.
 */
export function scoreSeries(points: readonly ScorePoint[]) {
  const shown = points.slice(-CHART_POINTS_MAX);
  return {
    labels: shown.map((point) => shortDay(point.date)),
    exams: shown.map((point) => (point.kind === 'Exam' ? round1(point.percent) : null)),
    trials: shown.map((point) => (point.kind === 'Trial' ? round1(point.percent) : null)),
  };
}

/** The stacked bars: per level, the lessons at that level each week (the latest 12 weeks). */
export const CHART_WEEKS_MAX = 12;

export function masterySeries(weeks: readonly MasteryWeek[]) {
  const shown = weeks.slice(-CHART_WEEKS_MAX);
  return {
    labels: shown.map((week) => weekLabel(week.weekStart)),
    levels: MASTERY_LEVELS.map((level) => ({
      level,
      data: shown.map((week) => week.counts[level]),
    })),
  };
}

export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

export function formatScore(percent: number): string {
  return `${round1(percent).toFixed(1)}%`;
}
