/**
 * Cohort simulation and scale-out (issue 10, items 2 and 3): 10,000 signed-in students, each
 * taking a real exam (one generate, then one answer every 20-40 s, ~330 requests/s in all),
 * open loop, against real API processes (`node --import tsx apps/api/src/server.ts`) on a
 * private PostgreSQL 15 cluster: one process reached directly, and three behind nginx
 * (docs/deployment/nginx.conf, round-robin, no stickiness). After each run the answers,
 * deadlines and current questions are checked in the database and through every process, and
 * the per-account sign-in limit is probed round-robin. Then whole exams are taken back to back
 * to measure the storage an exam needs.
 *
 *   node --import tsx bench/cohort/cohort.ts --processes both --write   # full run, RESULTS.md
 *   node --import tsx bench/cohort/cohort.ts --processes 3              # prints only
 *   node --import tsx bench/cohort/cohort.ts --smoke                    # CI: 3 processes, ~40 s
 */
import { existsSync, rmSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { format } from 'prettier';
import { openPostgres } from '../../apps/api/src/db/postgres';
import {
  postgresBinariesMissing,
  ThrowawayPostgres,
} from '../../apps/api/test/crash/harness/throwaway-postgres';
import { benchSessionSecret } from '../support/seed-students';
import { NGINX_BINARY } from './nginx';
import { runPhase, type PhaseResult } from './phase';
import { PortPool } from './ports';
import { latencyTable, phaseFailures, phaseSummary } from './report';

const { values: args } = parseArgs({
  options: {
    processes: { type: 'string', default: 'both' },
    students: { type: 'string' },
    seconds: { type: 'string' },
    'full-exams': { type: 'string' },
    smoke: { type: 'boolean', default: false },
    write: { type: 'boolean', default: false },
  },
});

const smoke = args.smoke;
const processList = smoke || args.processes === '3' ? [3] : args.processes === '1' ? [1] : [1, 3];
if (!['1', '3', 'both'].includes(args.processes))
  throw new Error('--processes must be 1, 3 or both');
const students = Number(args.students ?? (smoke ? 200 : 10_000));
const seconds = Number(args.seconds ?? (smoke ? 10 : 120));
/** Whole exams for the storage figure, taken once, in the run's last set-up (40 answers each). */
const fullExams = Number(args['full-exams'] ?? (smoke ? 10 : 200));
/** A student's think time between two answers: ~30 s; the smoke shortens it to see more steps. */
const intervalMs: [number, number] = smoke ? [1_000, 2_000] : [20_000, 40_000];
for (const [name, value] of Object.entries({ students, seconds, fullExams })) {
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${name} must be a positive integer`);
}
if (args.write && smoke) throw new Error('--write records a full run, not the smoke');

const command =
  `node --import tsx bench/cohort/cohort.ts ${process.argv.slice(2).join(' ')}`.trim();

/**
 * A run stopped by a signal (Ctrl-C, a CI time-out) exits through process.exit, so that every
 * 'exit' guard runs: the API processes and nginx are killed by PID, the cluster is stopped and
 * the temporary folders are removed.
 */
process.once('SIGINT', () => process.exit(130));
process.once('SIGTERM', () => process.exit(143));

async function main(): Promise<number> {
  // Missing tools fail the run (CI installs them); a skipped benchmark would rot unseen.
  const needsNginx = processList.includes(3) && !existsSync(NGINX_BINARY);
  const missing = [...postgresBinariesMissing(), ...(needsNginx ? [NGINX_BINARY] : [])];
  if (missing.length > 0) {
    console.error(`missing: ${missing.join(', ')} (PostgreSQL 15 binaries and nginx are required)`);
    return 1;
  }
  const started = performance.now();
  const date = new Date().toISOString();
  const ports = new PortPool();
  const runDir = await mkdtemp(join(tmpdir(), 'cohort-bench-'));
  const removeRunDir = () => rmSync(runDir, { recursive: true, force: true });
  process.once('exit', removeRunDir);
  const [pgPort] = await ports.take(1);
  const postgres = new ThrowawayPostgres(pgPort as number);
  const log = (line: string) =>
    console.log(`${((performance.now() - started) / 1000).toFixed(1)}s ${line}`);
  const phases: PhaseResult[] = [];
  try {
    log(`PostgreSQL 15 on port ${pgPort}`);
    await postgres.init();
    const admin = openPostgres(postgres.url);
    try {
      for (const [i, processes] of processList.entries()) {
        phases.push(
          await runPhase({
            processes,
            students,
            seconds,
            intervalMs,
            fullExams: i === processList.length - 1 ? fullExams : 0,
            apiChecks: smoke ? students : 500,
            sockets: 64,
            seed: 20261124 + processes,
            sessionSecret: benchSessionSecret(),
            clusterUrl: postgres.url.replace(/\/postgres$/, ''),
            adminPool: admin.client,
            runDir,
            ports,
            log,
          }),
        );
      }
    } finally {
      await admin.close();
    }
  } finally {
    await postgres.destroy();
    await rm(runDir, { recursive: true, force: true });
  }

  const totalSeconds = (performance.now() - started) / 1000;
  const report = render(phases, date, totalSeconds);
  console.log(`\n${report}`);
  const failures = phases.flatMap((phase) =>
    phaseFailures(phase).map((failure) => `[${phase.processes}p] ${failure}`),
  );
  if (args.write) {
    // Errors are figures too: the file records them, and the exit status still fails the run.
    const listed =
      failures.length === 0
        ? ''
        : `\n## Errors and inconsistencies (${failures.length})\n\n${failures
            .slice(0, 30)
            .map((f) => `- ${f}`)
            .join('\n')}\n`;
    const file = new URL('./RESULTS.md', import.meta.url);
    await writeFile(
      file,
      await format(report + listed, { parser: 'markdown', proseWrap: 'preserve' }),
    );
    console.log(`wrote ${file.pathname}`);
  }
  if (failures.length > 0) {
    console.error(`\n${failures.length} errors or inconsistencies:`);
    for (const failure of failures.slice(0, 50)) console.error(`  ${failure}`);
    return 1;
  }
  return 0;
}

function render(phases: readonly PhaseResult[], date: string, totalSeconds: number): string {
  return `# Cohort simulation and scale-out on PostgreSQL

${students} simulated students, each signed in (seeded straight in the database with
bench/support/seed-students.ts) and taking a real adaptive exam: one generate, then one answer
every uniform(${intervalMs[0] / 1000}, ${intervalMs[1] / 1000}) s, the first steps spread evenly over one interval (so the first
${(intervalMs[0] + intervalMs[1]) / 2000} s carry every exam start: generate is one request in four in all), for ${seconds} s,
open loop (each student's timetable is fixed in advance; a slow answer shows up as latency, not
as a lower send rate). Real API processes (\`node --import tsx apps/api/src/server.ts\`) on one
private PostgreSQL 15 cluster (fsync off, one database per set-up); one process reached
directly, then three behind nginx 1.22 (docs/deployment/nginx.conf: round-robin, no stickiness,
kept-alive upstream connections). The students share a pool of 64 kept-alive sockets (a load
balancer's view of a browser fleet), and the load generator runs on the same machine.

Command: \`${command}\`
Run on ${date.slice(0, 10)}, Node ${process.version}, ${availableParallelism()} cores, in ${totalSeconds.toFixed(0)} s (load average ${loadavg()
    .map((v) => v.toFixed(2))
    .join(' / ')} at the end).

## Latency of the cohort (ms, from the send to the last byte, including any wait for a socket)

${latencyTable(phases)}

## Each set-up

${phases.map(phaseSummary).join('\n\n')}

## How the figures were taken

- Throughput = requests sent / wall time from the first scheduled send to the last reply.
- Storage: \`pg_database_size\` and \`pg_total_relation_size\` of \`exams\` and \`exam_answers\`
  (tables with their indexes and TOAST) before and after each phase. The cohort's exams are
  young (a few answers each after ${seconds} s); the whole-exam phase (students answering back
  to back until their exam ends, 40 questions) gives the figure per finished exam. Each answer
  also rewrites its exam's row (PostgreSQL keeps the old version until vacuum), so the exams
  table of a busy database carries dead rows that autovacuum later reuses.
- Consistency: every exam of every student is checked in the database (each acknowledged answer
  stored once at the position the student saw, with the answer sent; no question twice; the
  deadline = start + 60 min and equal to the one every reply carried; the stored current
  question = the last one seen), and a sample of exams is asked of each API process directly.
- The sign-in probe sends wrong passwords for one seeded account one after the other (behind
  nginx: round-robin over the processes) until the first 429; the back-off is a row in
  \`rate_limits\`, so the count is the same on one process and on three.
`;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
