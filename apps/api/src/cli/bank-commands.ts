import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { EASY_BELOW, HARD_ABOVE, TOPIC } from '@exam/bank';
import type { Database } from '../db/database';
import { writePreview } from '../modules/bank/bank.preview';
import type { StoredBankStats } from '../modules/bank/bank.service';
import { exportQuestions, getBankStats, importQuestionFile } from '../modules/bank/bank.service';

export interface CliOutput {
  out(line: string): void;
  err(line: string): void;
}

export const USAGE = `Usage: npm run bank -- <command>
  import FILE.jsonl     add questions from a JSON Lines file (all or nothing)
  export [FILE]         write every active question as JSON Lines (stdout without FILE)
  stats                 depth per lesson, frames, multi-step, context, figures, hint and
                        step coverage, counts per lesson and type
  preview --out DIR     write a static HTML page with sample questions of every lesson`;

function table(rows: [string, string][]): string[] {
  const width = Math.max(...rows.map(([label]) => label.length));
  return rows.map(([label, value]) => `${label.padEnd(width)}  ${value.padStart(6)}`);
}

/** n of total as a whole percentage ('-' of nothing). */
function share(n: number, total: number): string {
  return total ? `${Math.round((100 * n) / total)}%` : '-';
}

/** Per lesson: templates, items, the shares with a figure, multi-step, in context, b bands. */
function lessonDepthTable(stats: StoredBankStats): string[] {
  const byName = new Map(stats.depth.lessons.map((lesson) => [lesson.name, lesson]));
  const header = ['Lesson', 'Templ.', 'Items', 'Figure', 'Multi', 'Context', 'Easy/Med/Hard'];
  const rows = stats.lessons.map((lesson, i) => {
    const d = byName.get(lesson.name);
    const items = d?.items ?? 0;
    return [
      `${i + 1}. ${lesson.name}`,
      String(d?.templates ?? 0),
      String(items),
      share(d?.withFigure ?? 0, items),
      share(d?.multiStep ?? 0, items),
      share(d?.inContext ?? 0, items),
      d ? `${d.difficulty.easy}/${d.difficulty.medium}/${d.difficulty.hard}` : '0/0/0',
    ];
  });
  const widths = header.map((h, c) =>
    Math.max(h.length, ...rows.map((row) => row[c]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, c) => (c === 0 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0)))
      .join('  ');
  return [line(header), ...rows.map(line)];
}

/** Bank-wide depth and help (issue 21). */
function depthSummary(stats: StoredBankStats): string[] {
  const d = stats.depth;
  const of = (n: number) => `${n} (${share(n, d.items)})`;
  const frames = d.framesPerTemplate
    ? `min ${d.framesPerTemplate.min}, median ${d.framesPerTemplate.median}`
    : 'none recorded';
  return table([
    ['Lessons', String(stats.lessons.length)],
    ['Templates', String(d.templates)],
    ['Frames per template', frames],
    ['Templates recording no frame', String(d.templatesWithoutFrames)],
    ['Multi-step', of(d.multiStep)],
    ['In context', of(d.inContext)],
    ['With a figure', of(d.withFigure)],
    ['With hints', `${of(d.withHints)}; ${d.items - d.withHints} without`],
    ['With worked steps', `${of(d.withSteps)}; ${d.items - d.withSteps} without`],
    [
      'Imported',
      `${d.imported}; ${d.importedWithoutHints} without hints, ${d.importedWithoutSteps} without steps`,
    ],
  ]);
}

export function formatStats(stats: StoredBankStats): string[] {
  return [
    `Depth per lesson (difficulty by IRT b: easy < ${EASY_BELOW}, medium ${EASY_BELOW}..${HARD_ABOVE}, hard > ${HARD_ABOVE})`,
    ...lessonDepthTable(stats),
    '',
    'Depth and help',
    ...depthSummary(stats),
    '',
    'Questions per type',
    ...table([
      ['MCQ', String(stats.byType.MCQ)],
      ['short_answer', String(stats.byType.short_answer)],
    ]),
    '',
    ...table([
      ['Stored figures', String(stats.figures)],
      ['Total active questions', String(stats.total)],
    ]),
    ...(stats.otherTopics.length > 0
      ? [
          '',
          'Other topics (imported; exams, trials and practice do not use them)',
          ...table(stats.otherTopics.map((topic) => [topic.name, String(topic.count)])),
        ]
      : []),
  ];
}

/** Runs one CLI command against an open, migrated database. Returns the exit code. */
export async function runBankCommand(
  db: Database,
  args: readonly string[],
  io: CliOutput,
  cwd = process.cwd(),
): Promise<number> {
  const [command, ...rest] = args;
  switch (command) {
    case 'import': {
      const file = rest[0];
      if (!file) {
        io.err('import needs a file: npm run bank -- import questions.jsonl');
        return 2;
      }
      const text = await readFile(resolve(cwd, file), 'utf8');
      const outcome = await importQuestionFile(db, text);
      if (!outcome.ok) {
        io.err(`Nothing imported: ${outcome.errors.length} bad line(s) in ${file}`);
        for (const error of outcome.errors) io.err(`  line ${error.line}: ${error.reason}`);
        return 1;
      }
      io.out(
        `Imported ${outcome.inserted} of ${outcome.read} question(s) ` +
          `(${outcome.duplicates} already in the bank); ${outcome.lessonsCreated} new lesson(s).`,
      );
      for (const topic of outcome.topicsCreated) {
        io.out(`New topic "${topic}" created (exams, trials and practice use "${TOPIC}" only).`);
      }
      return 0;
    }
    case 'export': {
      const lines = await exportQuestions(db);
      const text = lines.length ? `${lines.join('\n')}\n` : '';
      if (rest[0]) {
        await writeFile(resolve(cwd, rest[0]), text, 'utf8');
        io.err(`Exported ${lines.length} question(s) to ${rest[0]}`);
      } else {
        process.stdout.write(text);
      }
      return 0;
    }
    case 'stats': {
      for (const line of formatStats(await getBankStats(db))) io.out(line);
      return 0;
    }
    case 'preview': {
      const at = rest.indexOf('--out');
      const dir = at >= 0 ? rest[at + 1] : undefined;
      if (!dir) {
        io.err('preview needs an output folder: npm run bank -- preview --out DIR');
        return 2;
      }
      const result = await writePreview(db, resolve(cwd, dir));
      io.out(`Wrote ${result.file} (${result.questions} questions, ${result.lessons} lessons)`);
      return 0;
    }
    default:
      io.err(command ? `Unknown command "${command}".\n${USAGE}` : USAGE);
      return 2;
  }
}
