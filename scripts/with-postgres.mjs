// Runs a command against a throwaway PostgreSQL 15:
//   node scripts/with-postgres.mjs npx vitest run --project api
// It starts a private server (Debian's binaries, /usr/lib/postgresql/15/bin) in a temporary
// folder on a free loopback port with trust authentication, runs the command with
// TEST_DATABASE_URL and DATABASE_URL pointing at it, then stops the server (pg_ctl stop -m fast,
// which signals the postmaster named in its own PID file) and deletes the folder. It exits with
// the command's exit code, and also stops the server on SIGINT/SIGTERM.
// With TEST_DATABASE_URL already set it just runs the command against that server.
// Missing binaries are an error, never a silent skip. Plain Node, no dependencies.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { POSTGRES_BIN_DIR as BIN_DIR, POSTGRES_PROGRAMS } from './outside-tools.mjs';

const command = process.argv.slice(2);

if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args...]');
  process.exit(2);
}

/** Runs the command with the given extra environment; resolves with its exit code. */
function runCommand(extraEnv) {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, ...extraEnv },
    });
    const forward = (signal) => {
      if (child.exitCode === null && child.pid) process.kill(child.pid, signal);
    };
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', (error) => {
      console.error(`with-postgres: could not run ${command[0]}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? 128 + (signal === 'SIGINT' ? 2 : 15));
    });
  });
}

if (process.env.TEST_DATABASE_URL) {
  process.exit(await runCommand({}));
}

const binaries = POSTGRES_PROGRAMS.map((name) => join(BIN_DIR, name));
const missing = binaries.filter((file) => !existsSync(file));
if (missing.length > 0) {
  console.error('');
  console.error('!!! PostgreSQL 15 server binaries are required and were not found:');
  for (const file of missing) console.error(`!!!   ${file}`);
  console.error('!!! Install them with: apt-get install -y postgresql-15');
  console.error('!!! (or set TEST_DATABASE_URL to an existing PostgreSQL server)');
  console.error('');
  process.exit(1);
}

/** initdb refuses to run as root: then the server runs as the `postgres` system user. */
const asRoot = process.getuid?.() === 0;
function runAsOwner(binary, args, options = {}) {
  const file = join(BIN_DIR, binary);
  return asRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', file, ...args], options)
    : spawnSync(file, args, options);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const dir = mkdtempSync(join(tmpdir(), 'with-postgres-'));
const dataDir = join(dir, 'data');
const logFile = join(dir, 'server.log');
let started = false;

function cleanUp() {
  if (started) {
    started = false;
    runAsOwner('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop'], { stdio: 'ignore' });
  }
  rmSync(dir, { recursive: true, force: true });
}

function fail(message) {
  console.error(`with-postgres: ${message}`);
  if (existsSync(logFile)) console.error(readFileSync(logFile, 'utf8'));
  cleanUp();
  process.exit(1);
}

// A signal before the command starts (during initdb/start) must not leave a server behind.
const stopEarly = () => {
  cleanUp();
  process.exit(130);
};
process.on('SIGINT', stopEarly);
process.on('SIGTERM', stopEarly);

if (asRoot) {
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  chownSync(dir, uid, gid);
}

const initdb = runAsOwner(
  'initdb',
  ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync'],
  { encoding: 'utf8' },
);
if (initdb.status !== 0) fail(`initdb failed:\n${initdb.stderr}`);

const port = await freePort();
// Durability settings are off: this database lives for one test run.
const serverOptions = [
  `-p ${port}`,
  '-c listen_addresses=127.0.0.1',
  `-k ${dir}`,
  '-c fsync=off',
  '-c synchronous_commit=off',
  '-c full_page_writes=off',
  '-c max_connections=200',
].join(' ');
const start = runAsOwner(
  'pg_ctl',
  ['-D', dataDir, '-l', logFile, '-o', serverOptions, '-w', '-t', '60', 'start'],
  { encoding: 'utf8' },
);
started = true;
if (start.status !== 0) fail(`PostgreSQL did not start:\n${start.stderr}`);

// pg_ctl -w waits on the socket; make sure TCP on the loopback answers too.
const ready = Date.now() + 30_000;
while (
  spawnSync(join(BIN_DIR, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port), '-q']).status !== 0
) {
  if (Date.now() > ready) fail('PostgreSQL does not accept connections on 127.0.0.1');
  await new Promise((resolve) => setTimeout(resolve, 100));
}

const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
console.log(`with-postgres: PostgreSQL 15 on ${url}`);
process.off('SIGINT', stopEarly);
process.off('SIGTERM', stopEarly);
const code = await runCommand({ TEST_DATABASE_URL: url, DATABASE_URL: url });
cleanUp();
process.exit(code);
