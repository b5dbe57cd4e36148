/**
 * Backup and restore times and sizes (issue 16): a database of N students with M finished exams
 * each (1,000 x 20 by default, 20 answers per exam), on the embedded PGlite and on PostgreSQL.
 * Everything runs as an operator runs it: the real API server (`apps/api/src/server.ts`) holds
 * the database while `npm run db -- backup` (`apps/api/src/cli/db.ts`, a child process) backs it
 * up, with GET /api/health asked every 100 ms meanwhile (how long the server keeps others
 * waiting); then the file is verified, and restored by `npm run db -- restore` into a brand-new
 * PGlite and a brand-new PostgreSQL database.
 *
 *   node --import tsx bench/backup/backup-restore.ts            # 1,000 x 20, both, prints
 *   node --import tsx bench/backup/backup-restore.ts --write    # also rewrites bench/backup/RESULTS.md
 *   node --import tsx bench/backup/backup-restore.ts --smoke    # CI: 10 students x 2 exams
 *
 * Options: --students N, --exams N, --answers N (per exam), --db pglite|postgres|both,
 * --ports FIRST-LAST (loopback ports for PostgreSQL and the servers; default 5300-5399).
 */
import type { ChildProcess } from 'node:child_process';
import { execFileSync, spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createGunzip } from 'node:zlib';
import pg from 'pg';
import { readBackupFile } from '../../apps/api/src/backup/backup-reader';
import type { DatabaseHandle } from '../../apps/api/src/db/database';
import { migrateDatabase } from '../../apps/api/src/db/migrate';
import { openDatabase } from '../../apps/api/src/db/open-database';
import { seedCities } from '../../apps/api/src/db/seed';
import { seedQuestionBank } from '../../apps/api/src/modules/bank/bank.service';
import { ApiServer } from '../../apps/api/test/crash/harness/api-server';
import { canBind } from '../../apps/api/test/crash/harness/ports';
import { ThrowawayPostgres } from '../../apps/api/test/crash/harness/throwaway-postgres';
import { makeHistories } from '../support/seed-history';
import { benchSessionSecret, seedStudents } from '../support/seed-students';

type Kind = 'pglite' | 'postgres';

const { values: args } = parseArgs({
  options: {
    smoke: { type: 'boolean', default: false },
    write: { type: 'boolean', default: false },
    students: { type: 'string' },
    exams: { type: 'string' },
    answers: { type: 'string', default: '20' },
    db: { type: 'string', default: 'both' },
    ports: { type: 'string', default: '5300-5399' },
  },
});
const smoke = args.smoke;
const STUDENTS = Number(args.students ?? (smoke ? 10 : 1000));
const EXAMS = Number(args.exams ?? (smoke ? 2 : 20));
const ANSWERS = Number(args.answers);
const kinds: Kind[] = args.db === 'both' ? ['pglite', 'postgres'] : [args.db as Kind];
const [FIRST_PORT, LAST_PORT] = (args.ports ?? '').split('-').map(Number) as [number, number];
for (const [name, value] of Object.entries({ STUDENTS, EXAMS, ANSWERS, FIRST_PORT, LAST_PORT })) {
  if (!Number.isInteger(value) || value < 0) throw new Error(`bad value for ${name}: ${value}`);
}
if (!kinds.every((kind) => kind === 'pglite' || kind === 'postgres')) {
  throw new Error('--db must be pglite, postgres or both');
}

const root = fileURLToPath(new URL('../..', import.meta.url));
const cli = join(root, 'apps/api/src/cli/db.ts');
const print = (line: string) => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const given = new Set<number>();

async function takePort(): Promise<number> {
  for (let port = FIRST_PORT; port <= LAST_PORT; port += 1) {
    if (given.has(port) || !(await canBind(port))) continue;
    given.add(port);
    return port;
  }
  throw new Error(`no free port in ${FIRST_PORT}-${LAST_PORT}`);
}

/** Bytes of every file under a folder. */
async function folderBytes(folder: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    total += entry.isDirectory() ? await folderBytes(path) : (await stat(path)).size;
  }
  return total;
}

async function uncompressedBytes(file: string): Promise<number> {
  let total = 0;
  for await (const chunk of createReadStream(file).pipe(createGunzip())) {
    total += (chunk as Buffer).length;
  }
  return total;
}

interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
  wallSeconds: number;
  /** The command's own "took" line (without Node's and tsx's start). */
  seconds: number;
}

function runCli(
  command: string[],
  env: Record<string, string>,
): { child: ChildProcess; done: Promise<CliRun> } {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', cli, ...command], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const done = new Promise<CliRun>((resolve) => {
    child.once('exit', (code) => {
      const took = /took +([\d.]+) s/.exec(stdout);
      resolve({
        code,
        stdout,
        stderr,
        wallSeconds: (performance.now() - started) / 1000,
        seconds: took ? Number(took[1]) : Number.NaN,
      });
    });
  });
  return { child, done };
}

async function mustSucceed(run: Promise<CliRun>, what: string): Promise<CliRun> {
  const result = await run;
  if (result.code !== 0) {
    throw new Error(`${what} failed (exit ${result.code}):\n${result.stdout}\n${result.stderr}`);
  }
  return result;
}

/** GET /api/health every 100 ms until stopped: each answer's latency, in ms. */
function probeHealth(baseUrl: string): { stop: () => Promise<number[]> } {
  const latencies: number[] = [];
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const started = performance.now();
      const response = await fetch(`${baseUrl}/api/health`).catch(() => undefined);
      if (response?.status !== 200)
        throw new Error(`health answered ${response?.status ?? 'nothing'}`);
      await response.text();
      latencies.push(performance.now() - started);
      await sleep(100);
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await loop;
      return latencies;
    },
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

interface Restore {
  target: Kind;
  seconds: number;
  wallSeconds: number;
  databaseBytes: number;
}

interface SourceReport {
  kind: Kind;
  rows: number;
  tables: Record<string, number>;
  databaseBytes: number;
  seedSeconds: number;
  backup: { seconds: number; wallSeconds: number; fileBytes: number; rawBytes: number };
  health: { probes: number; p50: number; max: number };
  verifySeconds: number;
  restores: Restore[];
}

async function postgresBytes(cluster: ThrowawayPostgres, database: string): Promise<number> {
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  try {
    const result = await client.query<{ size: string }>(
      'select pg_database_size($1)::text as size',
      [database],
    );
    return Number(result.rows[0]?.size ?? 0);
  } finally {
    await client.end();
  }
}

async function createDatabase(cluster: ThrowawayPostgres, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(cluster.url);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Migrated, seeded, N students with sessions and M finished exams each. */
async function fill(handle: DatabaseHandle): Promise<void> {
  await migrateDatabase(handle);
  await seedCities(handle.db);
  await seedQuestionBank(handle.db);
  const students = await seedStudents(handle.db, {
    count: STUDENTS,
    sessionSecret: benchSessionSecret(),
    prefix: 'backup',
  });
  await makeHistories(
    handle.db,
    students.map((student) => student.userId),
    EXAMS,
    ANSWERS,
  );
}

async function benchSource(
  kind: Kind,
  cluster: ThrowawayPostgres | undefined,
  runDir: string,
): Promise<SourceReport> {
  const dataDir = join(runDir, `${kind}-source`);
  const databaseUrl =
    kind === 'postgres' && cluster ? await createDatabase(cluster, 'bench_source') : undefined;
  const seedStarted = performance.now();
  const handle = await openDatabase({ databaseUrl, dataDir });
  try {
    await fill(handle);
  } finally {
    await handle.close();
  }
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const databaseBytes =
    kind === 'pglite'
      ? await folderBytes(join(dataDir, 'pglite'))
      : await postgresBytes(cluster as ThrowawayPostgres, 'bench_source');
  print(`${kind}: seeded in ${seedSeconds.toFixed(1)} s, database ${mb(databaseBytes)}`);

  const server = new ApiServer({
    port: await takePort(),
    dataDir,
    ...(databaseUrl ? { databaseUrl } : {}),
    logFile: join(runDir, `${kind}-server.log`),
  });
  const file = join(runDir, `${kind}.jsonl.gz`);
  let backup: CliRun;
  let latencies: number[];
  try {
    server.spawn();
    await server.waitUntilReady(120_000);
    const probe = probeHealth(server.baseUrl);
    backup = await mustSucceed(
      runCli(['backup', file], {
        DATA_DIR: dataDir,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      }).done,
      `${kind} backup`,
    );
    latencies = await probe.stop();
  } finally {
    await server.close();
  }
  const fileBytes = (await stat(file)).size;
  const rawBytes = await uncompressedBytes(file);
  print(
    `${kind}: backup ${backup.seconds.toFixed(1)} s (${backup.wallSeconds.toFixed(1)} s with start), ${mb(fileBytes)}`,
  );

  const verifyStarted = performance.now();
  const summary = await readBackupFile(file);
  const verifySeconds = (performance.now() - verifyStarted) / 1000;

  const restores: Restore[] = [];
  for (const target of kinds) {
    const targetDir = join(runDir, `${kind}-into-${target}`);
    const targetName = `restore_${kind}`;
    const targetUrl =
      target === 'postgres' && cluster ? await createDatabase(cluster, targetName) : undefined;
    const run = await mustSucceed(
      runCli(['restore', file], {
        DATA_DIR: targetDir,
        ...(targetUrl ? { DATABASE_URL: targetUrl } : {}),
      }).done,
      `${kind} -> ${target} restore`,
    );
    const bytes =
      target === 'pglite'
        ? await folderBytes(join(targetDir, 'pglite'))
        : await postgresBytes(cluster as ThrowawayPostgres, targetName);
    restores.push({
      target,
      seconds: run.seconds,
      wallSeconds: run.wallSeconds,
      databaseBytes: bytes,
    });
    print(`${kind} -> ${target}: restore ${run.seconds.toFixed(1)} s, database ${mb(bytes)}`);
    await rm(targetDir, { recursive: true, force: true });
  }
  await rm(dataDir, { recursive: true, force: true });

  return {
    kind,
    rows: summary.trailer.rows,
    tables: Object.fromEntries(
      Object.entries(summary.trailer.tables).map(([name, table]) => [name, table.rows]),
    ),
    databaseBytes,
    seedSeconds,
    backup: { seconds: backup.seconds, wallSeconds: backup.wallSeconds, fileBytes, rawBytes },
    health: {
      probes: latencies.length,
      p50: percentile(latencies, 50),
      max: Math.max(0, ...latencies),
    },
    verifySeconds,
    restores,
  };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const s = (seconds: number) => `${seconds.toFixed(1)} s`;

function resultsMarkdown(
  reports: SourceReport[],
  meta: { started: Date; seconds: number; load: string },
): string {
  const name = (kind: Kind) => (kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL 15');
  const lines = [
    '# Backup and restore: results',
    '',
    `Run ${meta.started.toISOString()} (${meta.seconds.toFixed(0)} s) at commit ${commit()} with:`,
    '',
    '```sh',
    `node --import tsx bench/backup/backup-restore.ts --write${STUDENTS !== 1000 ? ` --students ${STUDENTS}` : ''}${EXAMS !== 20 ? ` --exams ${EXAMS}` : ''}`,
    '```',
    '',
    `Machine: ${cpus().length} cores; load average ${meta.load}. The API server, the command, PostgreSQL and this script share the cores.`,
    '',
    `The database: ${STUDENTS.toLocaleString('en-US')} students (user row, live session), each with ${EXAMS} finished exams of ${ANSWERS} answers and a per-lesson report, made by SQL (bench/support/seed-history.ts), plus the seeded cities and question bank. ` +
      'Backup: the API server holds the database while `npm run db -- backup FILE` runs as a child process ' +
      '(the embedded database through the server\u2019s GET /api/admin/backup, PostgreSQL in one REPEATABLE READ snapshot), ' +
      'writes FILE.partial, reads it back whole to verify it and renames it. Restore: `npm run db -- restore FILE` into a brand-new ' +
      'database (a new DATA_DIR: PGlite\u2019s initdb included; a new PostgreSQL database), which verifies the file, rebuilds the schema, ' +
      'loads the rows in one transaction and reads every table back against the backup\u2019s row counts and SHA-256. ' +
      'Times are the command\u2019s own ("took"), without starting Node and tsx (about 1 to 3 s more, in brackets).',
    '',
    '| source | rows | database | backup | file (gzip) / uncompressed | verify alone | restore into PGlite | restore into PostgreSQL | GET /api/health during the backup: p50 / max |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const report of reports) {
    const restore = (target: Kind) => {
      const found = report.restores.find((entry) => entry.target === target);
      return found
        ? `${s(found.seconds)} (${s(found.wallSeconds)}); ${mb(found.databaseBytes)}`
        : '-';
    };
    lines.push(
      `| ${name(report.kind)} | ${report.rows.toLocaleString('en-US')} | ${mb(report.databaseBytes)} | ${s(report.backup.seconds)} (${s(report.backup.wallSeconds)}) | ${mb(report.backup.fileBytes)} / ${mb(report.backup.rawBytes)} | ${s(report.verifySeconds)} | ${restore('pglite')} | ${restore('postgres')} | ${report.health.p50.toFixed(0)} / ${report.health.max.toFixed(0)} ms (${report.health.probes} probes) |`,
    );
  }
  const first = reports[0];
  if (first) {
    lines.push('', 'Rows per table (the same from both sources):', '');
    lines.push('| table | rows |', '| --- | ---: |');
    for (const [table, rows] of Object.entries(first.tables)) {
      lines.push(`| ${table} | ${rows.toLocaleString('en-US')} |`);
    }
  }
  lines.push('');
  return lines.join('\n');
}

function commit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
    }).trim();
  } catch {
    return 'unknown';
  }
}

async function main(): Promise<void> {
  const started = new Date();
  const t0 = performance.now();
  const loadBefore = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  const runDir = await mkdtemp(join(tmpdir(), 'bench-backup-'));
  const cluster = kinds.includes('postgres') ? new ThrowawayPostgres(await takePort()) : undefined;
  const reports: SourceReport[] = [];
  try {
    await cluster?.init();
    for (const kind of kinds) reports.push(await benchSource(kind, cluster, runDir));
  } finally {
    await cluster?.destroy();
    await rm(runDir, { recursive: true, force: true });
  }
  const seconds = (performance.now() - t0) / 1000;
  const loadAfter = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  const markdown = resultsMarkdown(reports, {
    started,
    seconds,
    load: `${loadBefore} before, ${loadAfter} after`,
  });
  print('');
  print(markdown);
  if (args.write && !smoke) {
    await writeFile(join(root, 'bench/backup/RESULTS.md'), markdown);
    print('wrote bench/backup/RESULTS.md');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
