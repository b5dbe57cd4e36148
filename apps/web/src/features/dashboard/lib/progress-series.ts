import { MASTERY_LEVELS, type MasteryWeek, type Progress } from '@exam/contract';
import { tDashboard } from '../catalog';

/**
 * The formats the charts and the table use, per `Intl` locale (the interface's language, from
 * `useLanguage().locale`): a day as '4 Nov' (en-GB) in the student's time zone, a long day with
 * its year, and a score with one decimal.
 */
type Formats = { day: Intl.DateTimeFormat; longDay: Intl.DateTimeFormat; score: Intl.NumberFormat };
const formatsByLocale = new Map<string, Formats>();
function formats(locale: string): Formats {
  let found = formatsByLocale.get(locale);
  if (!found) {
    found = {
      day: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }),
      longDay: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }),
      score: new Intl.NumberFormat(locale, {
        style: 'percent',
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      }),
    };
    formatsByLocale.set(locale, found);
  }
  return found;
}

export function shortDay(iso: string, locale: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formats(locale).day.format(date);
}

export function longDay(iso: string, locale: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formats(locale).longDay.format(date);
}

/** A week's Monday (YYYY-MM-DD, already in the student's zone) as 'w/c 2 Nov'. */
export function weekLabel(weekStart: string, locale: string): string {
  const [year, month, day] = weekStart.split('-').map(Number);
  if (!year || !month || !day) return weekStart;
  const monday = formats(locale).day.format(new Date(Date.UTC(year, month - 1, day, 12)));
  return tDashboard('dashboard.progress.weekOf', { day: monday });
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
export function scoreSeries(points: readonly ScorePoint[], locale: string) {
  const shown = points.slice(-CHART_POINTS_MAX);
  return {
    labels: shown.map((point) => shortDay(point.date, locale)),
    exams: shown.map((point) => (point.kind === 'Exam' ? round1(point.percent) : null)),
    trials: shown.map((point) => (point.kind === 'Trial' ? round1(point.percent) : null)),
  };
}

/** The stacked bars: per level, the lessons at that level each week (the latest 12 weeks). */
export const CHART_WEEKS_MAX = 12;

export function masterySeries(weeks: readonly MasteryWeek[], locale: string) {
  const shown = weeks.slice(-CHART_WEEKS_MAX);
  return {
    labels: shown.map((week) => weekLabel(week.weekStart, locale)),
    levels: MASTERY_LEVELS.map((level) => ({
      level,
      data: shown.map((week) => week.counts[level]),
    })),
  };
}

export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** A score (0..100) with one decimal: '74.3%'. */
export function formatScore(percent: number, locale: string): string {
  return formats(locale).score.format(round1(percent) / 100);
}
