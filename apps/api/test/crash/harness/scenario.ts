import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRng, mixSeed, normalDraw } from '@exam/cat';
import { ApiRoutes, AuthResponseSchema } from '@exam/contract';
import { ApiServer } from './api-server';
import type { KillRecord } from './chaos';
import { killRepeatedly } from './chaos';
import type { DatabaseKind, TestDatabase } from './database-setup';
import { createTestDatabase } from './database-setup';
import type { ClientEndpoint } from './http';
import { createEndpoint } from './http';
import { RUN_LIMIT_MS } from './limits';
import { Ledger } from './ledger';
import type { OutageRecord } from './postgres-outage';
import { restartPostgresUnderLoad } from './postgres-outage';
import { freeSuitePort } from './ports';
import { SimulatedStudent, STUDENT_CITY, STUDENT_PASSWORD, STUDENT_SCHOOL } from './student';
import type { TrafficRecord } from './traffic';
import { RetryingClient, Traffic } from './traffic';
import { verifyThroughApi } from './verify-api';
import type { DatabaseFigures } from './verify-database';
import { verifyDatabase } from './verify-database';

export interface ScenarioOptions {
  database: DatabaseKind;
  students: number;
  kills: number;
  seed: number;
  /** PostgreSQL only: stop and start the database after at least `afterKill` kills. */
  outages?: readonly { afterKill: number; mode: 'fast' | 'immediate'; downMs: number }[];
}

export interface ScenarioReport {
  seed: number;
  database: DatabaseKind;
  students: number;
  kills: KillRecord[];
  /** Successful starts after the first. */
  restarts: number;
  startMs: number[];
  outages: OutageRecord[];
  answersAcked: number;
  answersResent: number;
  attemptsSeen: { exams: number; trials: number };
  stored: DatabaseFigures;
  noAnswer: number;
  responses: number;
  unavailable: number;
  /** 5xx other than 503, and 503 without Retry-After. */
  breaches: TrafficRecord[];
  gracefulStop: boolean;
  /** Seconds spent in each stage of the run, in order. */
  stages: [string, number][];
  /** Broken promises: everything here fails the run. */
  problems: string[];
  seconds: number;
}

/**
 * Short attempts, so that students finish several while the server is killed: a real clock runs
 * here. The exam still ends by its adaptive rule (40 items) or by time, whichever comes first.
 */
const DURATIONS = { exam: 20, trial: 15 };
const TRIAL_QUESTIONS = 6;
/** A start on a loaded, shared machine can take half a minute; three times that is a failure. */
const START_TIMEOUT_MS = 90_000;
/** Students share 20 loopback addresses, five to an address, like classes behind school IPs. */
const ADDRESSES = 20;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(condition: () => boolean, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** Signs up one extra account for the outage probe (a signed-in read needs a token). */
async function probeAccount(client: RetryingClient): Promise<string> {
  const { answer } = await client.request('POST', ApiRoutes.auth.register, {
    body: {
      username: 'Outage Probe',
      email: 'outage-probe@example.test',
      password: STUDENT_PASSWORD,
      city: STUDENT_CITY,
      school: STUDENT_SCHOOL,
    },
  });
  if (answer.status !== 201) throw new Error(`probe sign-up: ${answer.status}`);
  return AuthResponseSchema.parse(answer.body).token;
}

/**
 * One run: a fresh database, the real server as a child process, the students over HTTP, the
 * kills (and on PostgreSQL the database restarts), then the checks through the API and in the
 * database. Every process it starts is stopped and every folder deleted, whatever happens.
 */
export async function runScenario(options: ScenarioOptions): Promise<ScenarioReport> {
  const began = performance.now();
  const stages: [string, number][] = [];
  let stageStart = began;
  const stage = (name: string) => {
    const now = performance.now();
    stages.push([name, (now - stageStart) / 1000]);
    stageStart = now;
  };
  const runDir = await mkdtemp(join(tmpdir(), `crash-restart-${options.database}-`));
  const apiPort = await freeSuitePort();
  let database: TestDatabase | undefined;
  let server: ApiServer | undefined;
  const endpoints: ClientEndpoint[] = [];
  const stop = { stopped: false };
  // A server that never comes back must not leave the students retrying for ever: past the
  // limit they give up, the run fails, and `finally` still stops every process it started.
  const watchdog = setTimeout(() => (stop.stopped = true), RUN_LIMIT_MS);
  try {
    const created = await createTestDatabase(options.database, runDir, [apiPort]);
    database = created.database;
    stage('database');
    server = new ApiServer({
      port: apiPort,
      dataDir: database.dataDir,
      databaseUrl: database.databaseUrl,
      logFile: join(runDir, 'server.log'),
      env: {
        EXAM_DURATION_SECONDS: String(DURATIONS.exam),
        TRIAL_DURATION_SECONDS: String(DURATIONS.trial),
        TRIAL_QUESTIONS: String(TRIAL_QUESTIONS),
      },
    });
    server.spawn();
    await server.waitUntilReady(START_TIMEOUT_MS);
    stage('first start');

    const traffic = new Traffic();
    const ledger = new Ledger();
    const clientAt = (address: string) => {
      const endpoint = createEndpoint(apiPort, address);
      endpoints.push(endpoint);
      return new RetryingClient(endpoint, traffic, stop);
    };
    const setup = clientAt('127.0.0.1');
    const school = await setup.request('POST', ApiRoutes.location.schools, {
      body: { name: STUDENT_SCHOOL, city: STUDENT_CITY },
    });
    if (school.answer.status !== 201) throw new Error(`school: ${school.answer.status}`);
    const probeToken = options.outages?.length ? await probeAccount(setup) : '';

    let chaosOver = false;
    const students = Array.from({ length: options.students }, (_, index) => {
      const rng = createRng(mixSeed(options.seed, index));
      return new SimulatedStudent({
        index,
        email: `crash-student-${index}@example.test`,
        theta: normalDraw(rng),
        rng,
        client: clientAt(`127.0.0.${2 + (index % ADDRESSES)}`),
        bank: created.bank,
        ledger,
        chaosOver: () => chaosOver,
      });
    });
    await Promise.all(students.map((student) => student.signUp()));
    const failures: unknown[] = [];
    const runs = students.map((student) =>
      student.run().catch((error: unknown) => {
        failures.push(error);
      }),
    );
    await waitFor(
      () => failures.length > 0 || students.every((student) => student.started),
      'every student to start an attempt',
      START_TIMEOUT_MS,
    );
    stage('sign-ups');

    const outages: OutageRecord[] = [];
    const postgres = database.postgres;
    const probeEndpoint = () => {
      const endpoint = createEndpoint(apiPort, '127.0.0.250');
      endpoints.push(endpoint);
      return endpoint;
    };
    const interludes = new Map(
      (options.outages ?? []).map((outage) => [
        outage.afterKill,
        async () => {
          if (!postgres) throw new Error('database outages need PostgreSQL');
          outages.push(
            await restartPostgresUnderLoad({
              postgres,
              mode: outage.mode,
              downMs: outage.downMs,
              probeEndpoint: probeEndpoint(),
              probeToken,
              traffic,
            }),
          );
        },
      ]),
    );
    const chaos = await killRepeatedly(server, createRng(options.seed), {
      kills: options.kills,
      startTimeoutMs: START_TIMEOUT_MS,
      midAttempt: () => students.filter((student) => student.midAttempt).length,
      interludes,
      stop,
    });
    chaosOver = true;
    stage('kills');
    await Promise.all(runs);
    stage('last attempts');

    const problems = [...ledger.problems, ...failures.map(String)];
    const tokens = students.map((student) => student.token);
    problems.push(
      ...(await verifyThroughApi(ledger, (index) => ({
        client: setup,
        token: tokens[index] ?? '',
      }))),
    );
    stage('API checks');
    const stopped = await server.stop();
    const handle = await database.open();
    let stored: DatabaseFigures;
    try {
      const checked = await verifyDatabase(handle.db, ledger, DURATIONS);
      problems.push(...checked.problems);
      stored = checked.figures;
    } finally {
      await handle.close();
    }
    stage('database checks');

    const attempts = [...ledger.attempts.values()];
    return {
      seed: options.seed,
      database: options.database,
      students: options.students,
      kills: chaos.kills,
      restarts: server.starts - 1 - chaos.kills.filter((kill) => kill.phase === 'starting').length,
      startMs: chaos.startMs,
      outages,
      answersAcked: students.reduce((sum, student) => sum + student.answersAcked, 0),
      answersResent: students.reduce((sum, student) => sum + student.answersResent, 0),
      attemptsSeen: {
        exams: attempts.filter((attempt) => attempt.kind === 'exam').length,
        trials: attempts.filter((attempt) => attempt.kind === 'trial').length,
      },
      stored,
      noAnswer: traffic.noAnswer,
      responses: traffic.records.length,
      unavailable: traffic.count(503),
      breaches: traffic.contractBreaches(),
      gracefulStop: stopped.graceful,
      stages,
      problems,
      seconds: (performance.now() - began) / 1000,
    };
  } catch (error) {
    stop.stopped = true;
    const log = server ? await server.logTail() : '';
    throw new Error(`${String(error)}\n--- server log (end):\n${log}`, { cause: error });
  } finally {
    clearTimeout(watchdog);
    stop.stopped = true;
    await server?.close();
    for (const endpoint of endpoints) endpoint.agent.destroy();
    await database?.dispose();
    await rm(runDir, { recursive: true, force: true });
  }
}
