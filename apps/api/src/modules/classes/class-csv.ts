import type { ClassOverview } from '@exam/contract';
import { MasteryLevelLabels } from '@exam/contract';

/**
 * The class table as CSV (RFC 4180): a header row, then one row per student. A spreadsheet runs
 * a cell that starts with = + - @ (or a tab or carriage return) as a formula, and a student
 * chooses their own name: such a cell is prefixed with a single quote (OWASP's "CSV injection"
 * advice), so it is shown as text. Pure.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function classCsv(overview: ClassOverview): string {
  const header = [
    'Name',
    ...overview.lessons.map((lesson) => lesson.lessonName),
    'Exams',
    'Trials',
    'Practice answers',
    'Last active',
    'Practised this week',
  ];
  const rows = overview.students.map((student) => [
    student.username,
    ...student.mastery.map((level) => MasteryLevelLabels[level]),
    String(student.exams),
    String(student.trials),
    String(student.practiceAnswers),
    student.lastActiveAt ?? '',
    student.practisedThisWeek ? 'Yes' : 'No',
  ]);
  return [header, ...rows].map((row) => row.map(csvCell).join(',') + '\r\n').join('');
}

/** A download name from the class's name: letters, digits and dashes only. */
export function csvFileName(className: string): string {
  const slug = className
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .toLowerCase();
  return `class-${slug || 'export'}.csv`;
}
