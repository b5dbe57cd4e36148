import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import {
  POSTGRES_BIN_DIR as BIN_DIR,
  POSTGRES_PROGRAMS,
} from '../../../../../scripts/outside-tools.mjs';

/** Missing binaries are a failure of this suite, never a silent skip (as in scripts/test.mjs). */
export function postgresBinariesMissing(): string[] {
  return POSTGRES_PROGRAMS.map((name) => join(BIN_DIR, name)).filter((file) => !existsSync(file));
}

/** initdb refuses root: then the cluster belongs to the `postgres` system user. */
const asRoot = process.getuid?.() === 0;

/**
 * Runs a PostgreSQL binary and resolves with its exit status and error output. Not niced, like
 * the API server: a database starved by the students' own process would measure the machine,
 * not the recovery. Async on
 * purpose: while pg_ctl waits for the server, the simulated students keep sending requests.
 */
function runAsOwner(binary: string, args: string[]): Promise<{ status: number; stderr: string }> {
  const file = join(BIN_DIR, binary);
  const [command, ...rest] = asRoot
    ? ['runuser', '-u', 'postgres', '--', file, ...args]
    : [file, ...args];
  return new Promise((resolve) => {
    const child = spawn(command ?? file, rest, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', (error) => resolve({ status: 127, stderr: error.message }));
    child.once('exit', (code) => resolve({ status: code ?? 1, stderr }));
  });
}

/**
 * A private PostgreSQL 15 cluster for this suite alone (the one of scripts/with-postgres.mjs is
 * shared with the API suite, and this suite stops its server on purpose). Controlled only
 * through pg_ctl with its data folder, which signals the postmaster named in that folder's
 * PID file, never a process found by name.
 *
 * Durability: fsync is off (the machine does not lose power in a test), but synchronous_commit
 * stays on, so a commit is in the kernel before the client hears of it and survives the
 * immediate (crash) stop this suite performs. With synchronous_commit off, an acknowledged
 * answer could legitimately vanish in that stop and the suite would test the setting, not the
 * product.
 */
export class ThrowawayPostgres {
  readonly dataDir: string;
  private readonly logFile: string;
  private running = false;
  /** If this test process dies first, the cluster is stopped on the way out (synchronously). */
  private readonly exitGuard = () => {
    if (this.running) {
      const args = ['-D', this.dataDir, '-m', 'immediate', '-w', 'stop'];
      const file = join(BIN_DIR, 'pg_ctl');
      if (asRoot) spawnSync('runuser', ['-u', 'postgres', '--', file, ...args]);
      else spawnSync(file, args);
    }
    rmSync(this.dir, { recursive: true, force: true });
  };

  /** Its own folder under the system temp folder (the postgres user must reach it). */
  private readonly dir: string;

  constructor(readonly port: number) {
    this.dir = mkdtempSync(join(tmpdir(), 'crash-restart-postgres-'));
    this.dataDir = join(this.dir, 'cluster');
    this.logFile = join(this.dir, 'postgres.log');
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  /** initdb (as the postgres user when root) and a first start. */
  async init(): Promise<void> {
    if (asRoot) {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
      chownSync(this.dir, uid, gid);
    }
    const initdb = await runAsOwner('initdb', [
      '-D',
      this.dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    if (initdb.status !== 0) throw new Error(`initdb failed:\n${initdb.stderr}`);
    process.once('exit', this.exitGuard);
    await this.start();
  }

  /** pg_ctl start -w: returns once the server accepts connections. */
  async start(): Promise<void> {
    const options = [
      `-p ${this.port}`,
      '-c listen_addresses=127.0.0.1',
      `-k ${this.dir}`,
      '-c fsync=off',
      '-c max_connections=100',
    ].join(' ');
    const result = await runAsOwner('pg_ctl', [
      '-D',
      this.dataDir,
      '-l',
      this.logFile,
      '-o',
      options,
      '-w',
      '-t',
      '60',
      'start',
    ]);
    if (result.status !== 0) {
      throw new Error(`PostgreSQL did not start:\n${result.stderr}\n${this.logTail()}`);
    }
    this.running = true;
  }

  /**
   * pg_ctl stop -w by data folder. 'fast' ends sessions and checkpoints (an administrator's
   * restart); 'immediate' is a crash (no checkpoint, WAL replay on the next start).
   */
  async stop(mode: 'fast' | 'immediate'): Promise<void> {
    const result = await runAsOwner('pg_ctl', [
      '-D',
      this.dataDir,
      '-m',
      mode,
      '-w',
      '-t',
      '60',
      'stop',
    ]);
    if (result.status !== 0) throw new Error(`pg_ctl stop failed:\n${result.stderr}`);
    this.running = false;
  }

  /** True when a TCP connection on the loopback is accepted (what the API pool needs). */
  async isReady(): Promise<boolean> {
    const file = join(BIN_DIR, 'pg_isready');
    return new Promise((resolve) => {
      const child = spawn(file, ['-h', '127.0.0.1', '-p', String(this.port), '-q']);
      child.once('error', () => resolve(false));
      child.once('exit', (code) => resolve(code === 0));
    });
  }

  logTail(characters = 3_000): string {
    return existsSync(this.logFile) ? readFileSync(this.logFile, 'utf8').slice(-characters) : '';
  }

  /** Stops the cluster if it runs and deletes its folder. */
  async destroy(): Promise<void> {
    process.off('exit', this.exitGuard);
    if (this.running) {
      this.running = false;
      await runAsOwner('pg_ctl', ['-D', this.dataDir, '-m', 'immediate', '-w', 'stop']);
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}
