/** The figures of a run as Markdown (printed, and written to RESULTS.md with --write). */
import { stats } from '../security/stats';
import type { PhaseResult, Sizes } from './phase';

const kB = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;
const MB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const ms = (value: number) => value.toFixed(1);
const load = (values: number[]) => values.map((v) => v.toFixed(2)).join(' / ');

const growth = (before: Sizes, after: Sizes) => ({
  database: after.database - before.database,
  exams: after.exams - before.exams + (after.examAnswers - before.examAnswers),
});

function latencyRows(phase: PhaseResult): string[] {
  const rows: string[] = [];
  const all = [...phase.cohort.latencies.generate, ...phase.cohort.latencies['next-question']];
  for (const [name, values] of [
    ['generate', phase.cohort.latencies.generate],
    ['next-question', phase.cohort.latencies['next-question']],
    ['all', all],
  ] as const) {
    const s = stats(values);
    rows.push(
      `| ${phase.processes} | ${name} | ${values.length} | ${ms(s.median)} | ${ms(s.p95)} | ${ms(s.p99)} | ${ms(s.max)} |`,
    );
  }
  return rows;
}

export function phaseSummary(phase: PhaseResult): string {
  const c = phase.cohort;
  const seconds = c.elapsedMs / 1000;
  const lag = stats(c.sendLag);
  const cohortGrowth = growth(phase.sizesBefore, phase.sizesAfterCohort);
  const fullGrowth = growth(phase.sizesAfterCohort, phase.sizesAfterFull);
  const perThousand = (bytes: number, exams: number) => (exams === 0 ? 0 : (bytes / exams) * 1000);
  const lines = [
    `### ${phase.processes === 1 ? '1 API process (direct)' : `${phase.processes} API processes behind nginx`}`,
    '',
    `- Load average (1/5/15 min): before ${load(phase.loadBefore)}, after ${load(phase.loadAfter)}.`,
    `- Cohort: ${phase.students} students, ${c.sent} requests in ${seconds.toFixed(1)} s = **${(c.sent / seconds).toFixed(0)} requests/s**; ${phase.cohortExams} exams started, ${phase.cohortAnswers} answers acknowledged.`,
    `- Errors (non-2xx or no answer): **${c.errors.length}**. Send lag against the timetable: p99 ${ms(lag.p99)} ms, max ${ms(lag.max)} ms.`,
    `- Database size growth during the cohort: ${MB(cohortGrowth.database)} for the database, ${MB(cohortGrowth.exams)} for exams + exam_answers, i.e. ${kB(perThousand(cohortGrowth.exams, phase.cohortExams))} per 1,000 exams of ~${(phase.cohortAnswers / Math.max(1, phase.cohortExams)).toFixed(1)} answers.`,
    phase.fullExamsFinished === 0
      ? '- Whole exams: measured in the last set-up only.'
      : `- Whole exams: ${phase.fullExamsFinished} exams finished (${phase.fullAnswers} answers, ${(phase.fullAnswers / Math.max(1, phase.fullExamsFinished)).toFixed(1)} each) in ${(phase.full.elapsedMs / 1000).toFixed(1)} s (${(phase.full.sent / (phase.full.elapsedMs / 1000)).toFixed(0)} requests/s, 16 students at a time, ${phase.full.errors.length} errors): exams + exam_answers grew by ${MB(fullGrowth.exams)} = **${MB(perThousand(fullGrowth.exams, phase.fullExamsFinished))} per 1,000 whole exams** (database: ${MB(perThousand(fullGrowth.database, phase.fullExamsFinished))} per 1,000).`,
    `- Consistency: ${phase.databaseProblems.length} problems in the database, ${phase.clientProblems.length} seen by the students, ${phase.apiProblems.length} through the API (${phase.apiChecked} exams asked of each process directly).`,
    `- Wrong-password sign-ins for one account: refused (${phase.login.statuses.at(-1)}, Retry-After ${phase.login.retryAfter ?? 'missing'}) after ${phase.login.failuresBeforeRefusal} failures (the policy: ${phase.expectedLoginFailures}).`,
  ];
  if (phase.spread) {
    const counts = phase.spread.studentsByProcessCount;
    const requests = Object.entries(phase.spread.requestsByUpstream)
      .map(([upstream, n]) => `${upstream}: ${n}`)
      .join(', ');
    lines.push(
      `- nginx access log: students served by 1 process: ${counts[1] ?? 0}, by 2: ${counts[2] ?? 0}, by 3: ${counts[3] ?? 0}. Requests per process: ${requests}. The sign-in probe went to ${[...new Set(phase.spread.loginProbeUpstreams)].length} processes.`,
    );
  }
  return lines.join('\n');
}

export function latencyTable(phases: readonly PhaseResult[]): string {
  return [
    '| processes | endpoint | requests | p50 ms | p95 ms | p99 ms | max ms |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...phases.flatMap(latencyRows),
  ].join('\n');
}

/** Every problem, error and inconsistency of a phase (empty: the phase is clean). */
export function phaseFailures(phase: PhaseResult): string[] {
  const failures = [
    ...phase.cohort.errors.map((e) => `error: ${e}`),
    ...phase.full.errors.map((e) => `error (whole exams): ${e}`),
    ...phase.clientProblems.map((p) => `client: ${p}`),
    ...phase.databaseProblems.map((p) => `database: ${p}`),
    ...phase.apiProblems.map((p) => `api: ${p}`),
  ];
  if (
    phase.login.failuresBeforeRefusal !== phase.expectedLoginFailures ||
    !phase.login.retryAfter
  ) {
    failures.push(
      `sign-in limit: refused after ${phase.login.failuresBeforeRefusal} failures (statuses ${phase.login.statuses.join(' ')}, Retry-After ${phase.login.retryAfter}), expected ${phase.expectedLoginFailures} and a Retry-After`,
    );
  }
  if (
    phase.spread &&
    phase.processes > 1 &&
    (phase.spread.studentsByProcessCount[1] ?? 0) === phase.students
  ) {
    failures.push('nginx: every student was served by one process only (not round-robin?)');
  }
  return failures;
}
