/**
 * One measured set-up: a fresh database in the run's PostgreSQL cluster, N real API processes on
 * it (behind nginx when N > 1), the cohort, the checks, and the whole-exam storage phase. Every
 * process it starts is stopped by PID before it returns, also on failure.
 */
import { mkdir, readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { createRng, normalDraw } from '@exam/cat';
import { EXAM_DURATION_SECONDS } from '@exam/contract';
import type { Pool } from 'pg';
import { migrateDatabase } from '../../apps/api/src/db/migrate';
import { openPostgres } from '../../apps/api/src/db/postgres';
import { seedCities } from '../../apps/api/src/db/seed';
import { loginBackoffPerAccount } from '../../apps/api/src/modules/auth/auth.limits';
import { seedQuestionBank } from '../../apps/api/src/modules/bank/bank.service';
import { loadBank } from '../../apps/api/test/crash/harness/answering';
import { ApiServer } from '../../apps/api/test/crash/harness/api-server';
import { seedStudents, type SeededStudent } from '../support/seed-students';
import { Target } from './http-client';
import { runCohort, runFullExams, type LoadResult } from './load';
import { Nginx } from './nginx';
import type { PortPool } from './ports';
import { SimulatedStudent, type ExamRecord } from './student';
import {
  probeLoginLimit,
  upstreamSpread,
  verifyDatabase,
  verifyThroughEveryProcess,
  type LoginProbe,
} from './verify';

export interface PhaseOptions {
  processes: number;
  students: number;
  seconds: number;
  intervalMs: [number, number];
  fullExams: number;
  /** Exams checked through every process (all of them when larger than the cohort's). */
  apiChecks: number;
  sockets: number;
  seed: number;
  sessionSecret: string;
  /** The cluster's URL without a database name, e.g. postgres://postgres@127.0.0.1:5200 */
  clusterUrl: string;
  adminPool: Pool;
  runDir: string;
  ports: PortPool;
  log: (line: string) => void;
}

export interface Sizes {
  database: number;
  exams: number;
  examAnswers: number;
}

export interface PhaseResult {
  processes: number;
  students: number;
  cohort: LoadResult;
  cohortExams: number;
  cohortAnswers: number;
  loadBefore: number[];
  loadAfter: number[];
  sizesBefore: Sizes;
  sizesAfterCohort: Sizes;
  full: LoadResult;
  fullExamsFinished: number;
  fullAnswers: number;
  sizesAfterFull: Sizes;
  clientProblems: string[];
  databaseProblems: string[];
  apiProblems: string[];
  apiChecked: number;
  login: LoginProbe;
  expectedLoginFailures: number;
  spread: ReturnType<typeof upstreamSpread> | undefined;
}

async function sizesOf(pool: Pool): Promise<Sizes> {
  const { rows } = await pool.query<{ database: string; exams: string; answers: string }>(
    `select pg_database_size(current_database()) as database,
            pg_total_relation_size('exams') as exams,
            pg_total_relation_size('exam_answers') as answers`,
  );
  const row = rows[0];
  if (!row) throw new Error('no size row');
  return {
    database: Number(row.database),
    exams: Number(row.exams),
    examAnswers: Number(row.answers),
  };
}

export async function runPhase(options: PhaseOptions): Promise<PhaseResult> {
  const { log, processes } = options;
  const name = `cohort_${processes}p`;
  await options.adminPool.query(`drop database if exists ${name}`);
  await options.adminPool.query(`create database ${name}`);
  const databaseUrl = `${options.clusterUrl}/${name}`;
  const handle = openPostgres(databaseUrl);
  const servers: ApiServer[] = [];
  const targets: Target[] = [];
  let nginx: Nginx | undefined;
  try {
    log(`[${processes}p] migrating, seeding the bank and ${options.students} students`);
    await migrateDatabase(handle);
    await seedCities(handle.db);
    await seedQuestionBank(handle.db);
    const bank = await loadBank(handle.db);
    const seeded = await seedStudents(handle.db, {
      count: options.students + options.fullExams + processes + 1,
      sessionSecret: options.sessionSecret,
      prefix: `cohort${processes}`,
    });

    const apiPorts = await options.ports.take(processes);
    const phaseDir = join(options.runDir, name);
    await mkdir(phaseDir, { recursive: true });
    for (const [i, port] of apiPorts.entries()) {
      servers.push(
        new ApiServer({
          port,
          dataDir: join(phaseDir, `api-${i + 1}`),
          databaseUrl,
          // One signing secret for all (a token from any process is valid on every other);
          // behind nginx the client's address comes from X-Forwarded-For (docs/deployment.md).
          env: {
            SESSION_SECRET: options.sessionSecret,
            ...(processes > 1 ? { TRUST_PROXY: '127.0.0.1' } : {}),
          },
          logFile: join(phaseDir, `api-${i + 1}.log`),
        }),
      );
    }
    log(`[${processes}p] starting ${processes} API process(es) on ports ${apiPorts.join(', ')}`);
    for (const server of servers) server.spawn();
    await Promise.all(servers.map((server) => server.waitUntilReady(120_000)));
    const direct = apiPorts.map((port) => new Target(port, 8));
    targets.push(...direct);
    if (processes > 1) {
      const [nginxPort] = await options.ports.take(1);
      nginx = await Nginx.start(nginxPort as number, apiPorts);
      log(`[${processes}p] nginx on port ${nginxPort}, round-robin over the processes`);
    }
    const front = new Target(nginx ? nginx.port : (apiPorts[0] as number), options.sockets);
    targets.push(front);

    // Each process builds its exam engines on its first exam request: done here, once per
    // process, by students outside the cohort, so the cohort measures the steady state.
    const extra = seeded.slice(options.students + options.fullExams);
    const [probeStudent, ...warmUp] = extra as [SeededStudent, ...SeededStudent[]];
    const rng = createRng(options.seed);
    const clientProblems: string[] = [];
    const problem = (message: string) => clientProblems.push(message);
    const studentOf = (s: SeededStudent, index: number) =>
      new SimulatedStudent(index, s.userId, s.token, normalDraw(rng), rng, bank, problem);
    await Promise.all(warmUp.map((s, i) => studentOf(s, -2 - i).step(direct[i] as Target)));

    const cohort = seeded.slice(0, options.students).map((s, i) => studentOf(s, i));
    const sizesBefore = await sizesOf(handle.client);
    const loadBefore = loadavg();
    log(
      `[${processes}p] cohort: ${options.students} students for ${options.seconds} s, one step every ${options.intervalMs[0] / 1000}-${options.intervalMs[1] / 1000} s (load ${loadBefore.map((v) => v.toFixed(2)).join(' ')})`,
    );
    const cohortResult = await runCohort(cohort, front, {
      seconds: options.seconds,
      intervalMs: options.intervalMs,
      random: rng,
      progress: log,
    });
    const loadAfter = loadavg();
    const sizesAfterCohort = await sizesOf(handle.client);
    const cohortRecords = cohort.flatMap((student) => student.exams);
    log(
      `[${processes}p] cohort done: ${cohortResult.sent} requests, ${cohortResult.errors.length} errors (load ${loadAfter.map((v) => v.toFixed(2)).join(' ')})`,
    );

    log(`[${processes}p] checking ${cohortRecords.length} exams in the database`);
    const databaseProblems = await verifyDatabase(
      handle.client,
      cohortRecords,
      EXAM_DURATION_SECONDS,
    );
    const sample = cohortRecords.filter(
      (_, i) => i % Math.max(1, Math.ceil(cohortRecords.length / options.apiChecks)) === 0,
    );
    log(`[${processes}p] asking each process for ${sample.length} exams' state`);
    const tokens = new Map(cohort.map((student, i) => [student.index, seeded[i]?.token ?? '']));
    const apiProblems = await verifyThroughEveryProcess(
      direct,
      sample,
      (student) => tokens.get(student) ?? '',
    );
    log(`[${processes}p] wrong-password sign-ins for one account until refused`);
    const login = await probeLoginLimit(front, probeStudent.email);

    if (options.fullExams > 0) {
      log(`[${processes}p] ${options.fullExams} whole exams, 16 students at a time`);
    }
    const fullStudents = seeded
      .slice(options.students, options.students + options.fullExams)
      .map((s, i) => studentOf(s, options.students + i));
    const full = await runFullExams(fullStudents, front, 16);
    const sizesAfterFull = await sizesOf(handle.client);
    const fullRecords = fullStudents.flatMap((student) => student.exams);
    databaseProblems.push(
      ...(await verifyDatabase(handle.client, fullRecords, EXAM_DURATION_SECONDS)),
    );

    // nginx writes its buffered access log on the way out.
    await nginx?.stop();
    const spread = nginx ? upstreamSpread(await readFile(nginx.accessLog, 'utf8')) : undefined;
    return {
      processes,
      students: options.students,
      cohort: cohortResult,
      cohortExams: cohortRecords.length,
      cohortAnswers: cohortRecords.reduce((sum, record) => sum + record.acked.length, 0),
      loadBefore,
      loadAfter,
      sizesBefore,
      sizesAfterCohort,
      full,
      fullExamsFinished: fullRecords.filter((record) => record.last.completed).length,
      fullAnswers: fullRecords.reduce((sum, record) => sum + record.acked.length, 0),
      sizesAfterFull,
      clientProblems,
      databaseProblems,
      apiProblems,
      apiChecked: sample.length,
      login,
      // The back-off's free failures, then the one that starts the first wait.
      expectedLoginFailures: loginBackoffPerAccount.freeFailures + 1,
      spread,
    };
  } finally {
    for (const target of targets) target.close();
    await nginx?.dispose();
    await Promise.all(servers.map((server) => server.close()));
    await handle.close();
  }
}

export type { ExamRecord };
