/**
 * HTTP stack ratio (issue 10, items 1 and 4): in one run on one machine, a minimal Fastify route
 * returning constant JSON (the ceiling, its own process) and the real API server (its own
 * process: `node --import tsx apps/api/src/server.ts`) under the same autocannon load, for
 *
 *   - exam next-question: every connection is a student taking real exams back to back;
 *   - practice check-answer: every connection a student in a running practice session;
 *   - dashboard past-exams: every connection a student with a history of finished exams;
 *
 * each at full speed with a fixed number of connections (ratio to the ceiling's throughput),
 * then at a fixed overall rate, on PostgreSQL (a private cluster) and on the embedded PGlite.
 * On PGlite a rate sweep of next-question finds the highest rate whose p99 stays <= 50 ms.
 *
 *   node --import tsx bench/http/stack-ratio.ts                  # both databases, prints
 *   node --import tsx bench/http/stack-ratio.ts --write          # also rewrites RESULTS.md
 *   node --import tsx bench/http/stack-ratio.ts --db postgres --duration 20 --connections 32
 *   node --import tsx bench/http/stack-ratio.ts --cpu-prof /tmp/p # API server's .cpuprofile
 *   node --import tsx bench/http/stack-ratio.ts --scenarios exam  # only some of the three
 *   node --import tsx bench/http/stack-ratio.ts --smoke          # CI: seconds, exits 1 on errors
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ApiServer } from '../../apps/api/test/crash/harness/api-server';
import { benchSessionSecret } from '../support/seed-students';
import { CEILING_PATH, CeilingServer } from './ceiling';
import { postmasterPid } from './cpu';
import { cpuProfileEnv } from './cpu-profile';
import type { DatabaseKind } from './database';
import { prepareDatabase } from './database';
import { ceilingFlow, dashboardStudent, examStudent, practiceStudent, studentsFlow } from './flows';
import type { LoadFigures } from './load';
import { describe, runLoad } from './load';
import type { DatabaseReport, RunSettings } from './report';
import { writeResults } from './report';

/** This benchmark's loopback ports (5100-5199). */
const PORTS = { ceiling: 5100, api: 5101, postgres: 5110 } as const;

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    smoke: { type: 'boolean', default: false },
    write: { type: 'boolean', default: false },
    duration: { type: 'string' },
    connections: { type: 'string' },
    rate: { type: 'string' },
    'rate-connections': { type: 'string' },
    'history-exams': { type: 'string' },
    'cpu-prof': { type: 'string' },
    scenarios: { type: 'string', default: 'exam,practice,dashboard' },
  },
});

const smoke = args.smoke;
const settings: RunSettings = {
  durationSeconds: Number(args.duration ?? (smoke ? 2 : 10)),
  connections: Number(args.connections ?? (smoke ? 4 : 32)),
  rate: Number(args.rate ?? (smoke ? 20 : 300)),
  rateConnections: Number(args['rate-connections'] ?? (smoke ? 4 : 10)),
  historyPerStudent: Number(args['history-exams'] ?? 20),
  sweepRates: smoke ? [] : [10, 20, 30, 50, 75, 100, 150],
  secondsPerAnswer: 30,
};
const kinds: DatabaseKind[] =
  args.db === 'both' ? ['postgres', 'pglite'] : [args.db as DatabaseKind];
if (!kinds.every((kind) => kind === 'postgres' || kind === 'pglite')) {
  throw new Error('--db must be postgres, pglite or both');
}
for (const [name, value] of Object.entries(settings)) {
  if (typeof value === 'number' && (!Number.isFinite(value) || value < 0)) {
    throw new Error(`--${name} must be a positive number`);
  }
}

const print = (line: string) => process.stdout.write(`${line}\n`);

async function benchDatabase(kind: DatabaseKind, ceiling: CeilingServer): Promise<DatabaseReport> {
  const runDir = await mkdtemp(join(tmpdir(), `bench-http-${kind}-`));
  const sessionSecret = benchSessionSecret();
  const students = Math.max(settings.connections, settings.rateConnections);
  const started = performance.now();
  const database = await prepareDatabase(kind, runDir, PORTS.postgres, sessionSecret, {
    exam: students,
    practice: students,
    dashboard: students,
    historyPerStudent: settings.historyPerStudent,
  });
  const server = new ApiServer({
    port: PORTS.api,
    dataDir: database.dataDir,
    databaseUrl: database.databaseUrl,
    logFile: join(runDir, 'server.log'),
    env: {
      SESSION_SECRET: sessionSecret,
      ...(args['cpu-prof'] ? cpuProfileEnv(join(args['cpu-prof'], kind)) : {}),
    },
  });
  try {
    server.spawn();
    await server.waitUntilReady(60_000);
    print(
      `\n${kind}: database and server ready in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const { bank, cohorts } = database;
    const postmaster = database.postgres ? postmasterPid(database.postgres.dataDir) : undefined;
    const seed = 2026;
    const flows = {
      exam: (recorder: Parameters<typeof studentsFlow>[1]) =>
        studentsFlow(cohorts.exam, recorder, examStudent(bank, seed)),
      practice: (recorder: Parameters<typeof studentsFlow>[1]) =>
        studentsFlow(cohorts.practice, recorder, practiceStudent(bank, seed)),
      dashboard: (recorder: Parameters<typeof studentsFlow>[1]) =>
        studentsFlow(cohorts.dashboard, recorder, dashboardStudent()),
    };
    const run = async (
      label: string,
      url: string,
      setup: Parameters<typeof runLoad>[0]['setup'],
      rate?: number,
    ): Promise<LoadFigures> => {
      const figures = await runLoad({
        label,
        url,
        connections: rate ? settings.rateConnections : settings.connections,
        durationSeconds: settings.durationSeconds,
        ...(rate ? { rate } : {}),
        setup,
        pids: { server: url === server.baseUrl ? server.pid : ceiling.pid, postmaster },
      });
      print(describe(figures));
      for (const failure of figures.failures.slice(0, 3)) {
        print(`    ! ${failure.route} ${failure.status} ${failure.body}`);
      }
      return figures;
    };
    // Warm-up (not reported): the engines are built and the JIT settles.
    await runLoad({
      label: 'warm-up',
      url: server.baseUrl,
      connections: settings.connections,
      durationSeconds: smoke ? 1 : 3,
      setup: flows.exam,
    });
    const ceilingRun = await run('ceiling', ceiling.baseUrl, (r) => ceilingFlow(CEILING_PATH, r));
    const scenarios = [];
    const wanted = new Set(args.scenarios.split(','));
    for (const [name, route] of [
      ['exam', 'next-question'],
      ['practice', 'check-answer'],
      ['dashboard', 'past-exams'],
    ] as const) {
      if (!wanted.has(name)) continue;
      const max = await run(`${name} max`, server.baseUrl, flows[name]);
      const fixed = await run(
        `${name} at ${settings.rate}/s`,
        server.baseUrl,
        flows[name],
        settings.rate,
      );
      scenarios.push({ name, route, max, fixed });
    }
    const sweep: LoadFigures[] = [];
    if (kind === 'pglite' && wanted.has('exam')) {
      for (const rate of settings.sweepRates) {
        // autocannon sends each connection's budget for the second at once: with 10 connections
        // at 10 requests/s, all 10 arrive together every second. In the sweep every connection
        // carries about 10 requests/s, so at most rate/10 requests arrive together.
        const connections = Math.min(settings.rateConnections, Math.max(1, Math.round(rate / 10)));
        const figures = await runLoad({
          label: `exam sweep ${rate}/s`,
          url: server.baseUrl,
          connections,
          durationSeconds: settings.durationSeconds,
          rate,
          setup: flows.exam,
          pids: { server: server.pid, postmaster },
        });
        print(describe(figures));
        sweep.push(figures);
      }
    }
    return {
      kind,
      ceiling: ceilingRun,
      scenarios,
      sweep,
      historyPerStudent: database.historyPerStudent,
      answersPerExam: database.answersPerExam,
    };
  } finally {
    await server.close();
    await database.postgres?.destroy();
    await rm(runDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const startedAt = new Date();
  const loadBefore = loadavg();
  print(
    `HTTP stack ratio on ${cpus().length} cores, load average ${loadBefore.map((v) => v.toFixed(2)).join(' ')}`,
  );
  const ceiling = new CeilingServer(PORTS.ceiling);
  await ceiling.start();
  const reports: DatabaseReport[] = [];
  try {
    for (const kind of kinds) reports.push(await benchDatabase(kind, ceiling));
  } finally {
    await ceiling.stop();
  }
  const seconds = (Date.now() - startedAt.getTime()) / 1000;
  print(
    `\ndone in ${seconds.toFixed(0)} s, load average ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
  const errors = reports.flatMap((report) => [
    report.ceiling,
    ...report.scenarios.flatMap((s) => [s.max, s.fixed]),
    ...report.sweep,
  ]);
  const broken = errors.filter((figures) => figures.errors > 0);
  if (args.write) {
    await writeResults({
      startedAt,
      seconds,
      command:
        `node --import tsx bench/http/stack-ratio.ts ${process.argv.slice(2).join(' ')}`.trim(),
      cores: cpus().length,
      loadBefore,
      loadAfter: loadavg(),
      settings,
      reports,
    });
    print('bench/http/RESULTS.md written');
  }
  if (smoke && broken.length > 0) {
    print(`errors in: ${broken.map((figures) => figures.label).join(', ')}`);
    process.exitCode = 1;
  }
}

await main();
