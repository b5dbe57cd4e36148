/**
 * bench/web/RESULTS.md holds two generated sections, one per script, each between its own
 * markers; `--write` on a script replaces its section only and keeps the rest of the file (the
 * hand-written fixes and profiles) as it is. Formatted with the repository's Prettier settings so
 * a rewritten file passes the CI format check.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

const resultsFile = new URL('./RESULTS.md', import.meta.url);

export type Section = 'bundle-sizes' | 'lighthouse';

const SKELETON = `# Web: build sizes per route and Lighthouse

<!-- bundle-sizes:start -->
<!-- bundle-sizes:end -->

<!-- lighthouse:start -->
<!-- lighthouse:end -->
`;

const loads = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ');

/** The date, command and machine lines every section starts with. */
export function runHeader(options: {
  script: string;
  args: string[];
  loadBefore: number[];
  loadAfter?: number[];
}): string {
  const command = ['node --import tsx', options.script, ...options.args].join(' ');
  return [
    `Run ${new Date().toISOString()} with \`${command}\` (after \`npm run build\`).`,
    `Machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version};` +
      ` load average (1, 5, 15 min) ${loads(options.loadBefore)} before` +
      (options.loadAfter ? `, ${loads(options.loadAfter)} after.` : '.'),
  ].join('\n');
}

export function currentLoad(): number[] {
  return loadavg();
}

/** Replaces the section between its markers (the file is created from a skeleton if missing). */
export async function writeSection(section: Section, body: string): Promise<void> {
  const current = await readFile(resultsFile, 'utf8').catch(() => SKELETON);
  const start = `<!-- ${section}:start -->`;
  const end = `<!-- ${section}:end -->`;
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  if (from === -1 || to === -1 || to < from) {
    throw new Error(`bench/web/RESULTS.md lacks the ${start} ... ${end} markers`);
  }
  const next = `${current.slice(0, from + start.length)}\n\n${body.trim()}\n\n${current.slice(to)}`;
  const config = (await resolveConfig(fileURLToPath(resultsFile))) ?? {};
  await writeFile(
    resultsFile,
    await format(next, { ...config, parser: 'markdown', proseWrap: 'preserve' }),
  );
}
