import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { TOPIC } from '@exam/bank';
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
  stats                 counts per lesson, per type, with figures, templates, total
  preview --out DIR     write a static HTML page with sample questions of every lesson`;

function table(rows: [string, string][]): string[] {
  const width = Math.max(...rows.map(([label]) => label.length));
  return rows.map(([label, value]) => `${label.padEnd(width)}  ${value.padStart(6)}`);
}

export function formatStats(stats: StoredBankStats): string[] {
  const percent = (n: number) => (stats.total ? `${Math.round((100 * n) / stats.total)}%` : '-');
  return [
    'Questions per lesson',
    ...table(stats.lessons.map((lesson, i) => [`${i + 1}. ${lesson.name}`, String(lesson.count)])),
    '',
    'Questions per type',
    ...table([
      ['MCQ', String(stats.byType.MCQ)],
      ['short_answer', String(stats.byType.short_answer)],
    ]),
    '',
    ...table([
      ['With a figure', `${stats.withFigure} (${percent(stats.withFigure)})`],
      ['Stored figures', String(stats.figures)],
      ['Templates', String(stats.templates)],
      ['Lessons', String(stats.lessons.length)],
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
