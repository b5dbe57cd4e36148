/**
 * RESULTS.md of the HTTP stack ratio: the run's figures, rewritten by `--write`. The section
 * "What the profile showed and what was fixed" is written by hand (profiles are read by a
 * person) and carried over unchanged from the previous RESULTS.md.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { format } from 'prettier';
import type { DatabaseKind } from './database';
import type { LoadFigures } from './load';

export interface RunSettings {
  durationSeconds: number;
  connections: number;
  rate: number;
  rateConnections: number;
  historyPerStudent: number;
  sweepRates: number[];
  secondsPerAnswer: number;
}

export interface ScenarioReport {
  name: string;
  /** The route the scenario is about (its own latency is reported apart). */
  route: string;
  max: LoadFigures;
  fixed: LoadFigures;
}

export interface DatabaseReport {
  kind: DatabaseKind;
  ceiling: LoadFigures;
  scenarios: ScenarioReport[];
  sweep: LoadFigures[];
  historyPerStudent: number;
  answersPerExam: number;
}

const PROFILE_HEADING = '## What the profile showed and what was fixed';
const GOAL_P99_MS = 50;

const ms = (value: number) => value.toFixed(1);
/** Errors, with how many were non-2xx answers (the rest: time-outs and connection errors). */
const errorsOf = (figures: LoadFigures) =>
  figures.errors === 0 ? '0' : `${figures.errors} (${figures.non2xx} non-2xx)`;
/** CPU milliseconds per answered request of a step: API server / PostgreSQL / load generator. */
const cpuPerRequest = (figures: LoadFigures) => {
  const answers = Math.max(1, figures.requestsPerSecond * figures.durationSeconds);
  const each = (seconds: number) => ((1000 * seconds) / answers).toFixed(2);
  return `${each(figures.cpu.api)} / ${each(figures.cpu.postgres)} / ${each(figures.cpu.bench)}`;
};
const load = (figures: LoadFigures) =>
  `${figures.loadBefore.toFixed(2)} → ${figures.loadAfter.toFixed(2)}`;

function routeOf(figures: LoadFigures, route: string) {
  return figures.routes.find((entry) => entry.route === route);
}

/** The highest swept rate that was reached (within 5 %) with p99 <= 50 ms and no error. */
export function servedRate(sweep: readonly LoadFigures[]): LoadFigures | undefined {
  const good = sweep.filter((figures) => {
    const own = routeOf(figures, 'next-question');
    return (
      figures.errors === 0 &&
      own !== undefined &&
      own.p99 <= GOAL_P99_MS &&
      figures.requestsPerSecond >= 0.95 * (figures.rate ?? 0)
    );
  });
  return good.at(-1);
}

function databaseSection(report: DatabaseReport, settings: RunSettings): string {
  const title =
    report.kind === 'postgres' ? 'PostgreSQL 15 (private cluster)' : 'PGlite (embedded)';
  const ceiling = report.ceiling.requestsPerSecond;
  const rows = report.scenarios.map(({ name, route, max, fixed }) => {
    const ownMax = routeOf(max, route);
    const ownFixed = routeOf(fixed, route);
    return `| ${name}: ${route} | ${max.requestsPerSecond.toFixed(0)} | ${((100 * max.requestsPerSecond) / ceiling).toFixed(1)} % | ${max.p50} / ${max.p99} | ${ownMax ? `${ms(ownMax.p50)} / ${ms(ownMax.p99)}` : '-'} | ${errorsOf(max)} | ${fixed.requestsPerSecond.toFixed(0)} | ${fixed.p50} / ${fixed.p99} | ${ownFixed ? `${ms(ownFixed.p50)} / ${ms(ownFixed.p99)}` : '-'} | ${errorsOf(fixed)} | ${cpuPerRequest(max)} | ${load(max)}; ${load(fixed)} |`;
  });
  const lines = [
    `### ${title}`,
    '',
    `Ceiling: **${ceiling.toFixed(0)} requests/s**, p50 ${report.ceiling.p50} ms, p99 ${report.ceiling.p99} ms, errors ${report.ceiling.errors} (${report.ceiling.connections} connections, load ${load(report.ceiling)}); CPU ms per request: ceiling server / - / autocannon ${cpuPerRequest(report.ceiling)}.`,
    '',
    `| Scenario: route | max req/s | ratio to ceiling | all p50 / p99 (ms) | route p50 / p99 (ms) | errors | at ${settings.rate}/s: req/s | all p50 / p99 | route p50 / p99 | errors | CPU ms per request at max: API / PostgreSQL / autocannon | load average (max; rate) |`,
    '| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --- |',
    ...rows,
  ];
  if (report.sweep.length > 0) {
    const best = servedRate(report.sweep);
    lines.push(
      '',
      `Rate sweep of the exam flow (${settings.durationSeconds} s per rate; about 10 requests/s per connection, at most ${settings.rateConnections} connections, so at most rate/10 requests arrive together):`,
      '',
      '| requested rate | connections | reached req/s | next-question p50 / p99 (ms) | errors | load average |',
      '| --: | --: | --: | --: | --: | --- |',
      ...report.sweep.map((figures) => {
        const own = routeOf(figures, 'next-question');
        return `| ${figures.rate}/s | ${figures.connections} | ${figures.requestsPerSecond.toFixed(0)} | ${own ? `${ms(own.p50)} / ${ms(own.p99)}` : '-'} | ${errorsOf(figures)} | ${load(figures)} |`;
      }),
      '',
      best
        ? `Highest rate reached with next-question p99 <= ${GOAL_P99_MS} ms and no error: **${best.rate} requests/s**, i.e. about **${((best.rate ?? 0) * settings.secondsPerAnswer).toLocaleString('en')} students** answering one question every ~${settings.secondsPerAnswer} s.`
        : `No swept rate kept next-question p99 <= ${GOAL_P99_MS} ms without errors.`,
    );
  }
  return lines.join('\n');
}

export async function writeResults(run: {
  startedAt: Date;
  seconds: number;
  command: string;
  cores: number;
  loadBefore: number[];
  loadAfter: number[];
  settings: RunSettings;
  reports: DatabaseReport[];
}): Promise<void> {
  const file = new URL('RESULTS.md', import.meta.url);
  const previous = await readFile(file, 'utf8').catch(() => '');
  const start = previous.indexOf(PROFILE_HEADING);
  const profile = start >= 0 ? previous.slice(start) : `${PROFILE_HEADING}\n\n(not written yet)\n`;
  const { settings } = run;
  const history = run.reports[0];
  const text = [
    '# HTTP stack ratio: results',
    '',
    `Run ${run.startedAt.toISOString()} (${run.seconds.toFixed(0)} s) with:`,
    '',
    '```sh',
    run.command,
    '```',
    '',
    `Machine: ${run.cores} cores; load average ${run.loadBefore.map((v) => v.toFixed(2)).join(' ')} before, ${run.loadAfter.map((v) => v.toFixed(2)).join(' ')} after. autocannon, the API server, the ceiling server and PostgreSQL share the cores.`,
    '',
    `Every load step runs ${settings.durationSeconds} s. Full speed: ${settings.connections} connections, each a student (the ceiling gets the same connections). Fixed rate: autocannon's overallRate ${settings.rate} requests/s over ${settings.rateConnections} connections (autocannon gives each connection a budget per second and sends it as soon as the previous answer is in, so a second's requests come in bursts, not evenly spread). "all" latencies are autocannon's over every request of the flow; "route" latencies are the scenario's own route alone, timed from the moment autocannon writes the request to the moment its answer is parsed. The dashboard students have ${history?.historyPerStudent ?? settings.historyPerStudent} finished exams of ${history?.answersPerExam ?? 20} answers each, made by SQL before the server starts.`,
    '',
    'The flows: exam = generate, then next-question for every served question until the exam completes (40 at most), then a new exam; practice = start, then check-answer and next-question for every question; dashboard = past-exams again and again.',
    '',
    '## Figures',
    '',
    ...run.reports.map((report) => databaseSection(report, settings)),
    '',
    profile.trimEnd(),
    '',
  ].join('\n');
  await writeFile(file, await format(text, { parser: 'markdown', proseWrap: 'preserve' }));
}
