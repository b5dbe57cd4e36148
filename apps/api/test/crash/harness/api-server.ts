import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { createWriteStream, type WriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const serverFile = fileURLToPath(new URL('../../../src/server.ts', import.meta.url));
const apiDir = fileURLToPath(new URL('../../..', import.meta.url));

export interface ApiServerOptions {
  port: number;
  dataDir: string;
  /** Unset: the embedded PGlite in dataDir. */
  databaseUrl?: string;
  /** Extra variables (durations, question counts). */
  env?: Record<string, string>;
  /** Both output streams of every start are appended here, for the failure report. */
  logFile: string;
}

/** How one start ended, as seen from its exit. */
export interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/**
 * The real API server (`node --import tsx apps/api/src/server.ts`) as a child process, started,
 * killed and stopped by its PID only. tsx runs in-process, so the PID is the server's own.
 */
export class ApiServer {
  private child: ChildProcess | undefined;
  private exited: Promise<ServerExit> | undefined;
  private readonly log: WriteStream;
  starts = 0;

  constructor(private readonly options: ApiServerOptions) {
    this.log = createWriteStream(options.logFile, { flags: 'a' });
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.options.port}`;
  }

  get pid(): number | undefined {
    return this.child?.exitCode === null && this.child.signalCode === null
      ? this.child.pid
      : undefined;
  }

  /** Spawns the process; does not wait for it to listen (see waitUntilReady). */
  spawn(): void {
    if (this.pid !== undefined) throw new Error(`server ${this.pid} is still running`);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(this.options.port),
      HOST: '127.0.0.1',
      DATA_DIR: this.options.dataDir,
      DATABASE_URL: this.options.databaseUrl ?? '',
      LOG_LEVEL: 'warn',
      ...this.options.env,
    };
    // The API suite's variables must not leak into the server under test.
    delete env.TEST_DATABASE_URL;
    const child = spawn(process.execPath, ['--import', 'tsx', serverFile], {
      cwd: apiDir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (child.pid === undefined) throw new Error('the server process did not start');
    this.starts += 1;
    this.log.write(
      `\n--- start ${this.starts} (pid ${child.pid}) at ${new Date().toISOString()}\n`,
    );
    child.stdout?.pipe(this.log, { end: false });
    child.stderr?.pipe(this.log, { end: false });
    // If this test process dies first (a crashed worker, Ctrl-C), its server must not outlive it.
    const orphanGuard = () => {
      if (child.exitCode === null && child.signalCode === null)
        process.kill(child.pid ?? 0, 'SIGKILL');
    };
    process.once('exit', orphanGuard);
    this.exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        process.off('exit', orphanGuard);
        resolve({ code, signal });
      });
    });
    this.child = child;
  }

  /**
   * Resolves once GET /api/health answers 200; rejects when the process exits first (a start
   * that fails after a crash is exactly what this suite looks for) or after `timeoutMs`.
   */
  async waitUntilReady(timeoutMs: number): Promise<void> {
    const child = this.child;
    const exited = this.exited;
    if (!child || !exited) throw new Error('spawn the server first');
    const deadline = Date.now() + timeoutMs;
    let gone = false;
    void exited.then(() => (gone = true));
    // The last thing the health check saw, for the failure message.
    let last = 'no answer yet';
    while (Date.now() < deadline) {
      if (gone) {
        const exit = await exited;
        throw new Error(
          `the server exited while starting (code ${exit.code}, signal ${exit.signal}):\n${await this.logTail()}`,
        );
      }
      // No shorter time-out: right after a restart the students' re-sent requests queue ahead
      // of this one, and a slow answer still means the server is up (an abandoned check would
      // only add to the queue).
      const ok = await fetch(`${this.baseUrl}/api/health`, {
        signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())),
      })
        .then(async (response) => {
          last = `${response.status} ${(await response.text()).slice(0, 200)}`;
          return response.status === 200;
        })
        .catch((error: unknown) => {
          last = `no answer (${String(error instanceof Error ? (error.cause ?? error) : error)})`;
          return false;
        });
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(
      `the server did not answer within ${timeoutMs} ms (health: ${last}):\n${await this.logTail()}`,
    );
  }

  /** SIGKILL by PID, then waits for the exit to be reaped. */
  async kill(): Promise<ServerExit> {
    const pid = this.pid;
    const exited = this.exited;
    if (!exited) throw new Error('no server was started');
    if (pid === undefined) {
      // Nobody else kills it: a server that is already gone died on its own.
      const exit = await exited;
      throw new Error(`the server died on its own (code ${exit.code}, signal ${exit.signal})`);
    }
    process.kill(pid, 'SIGKILL');
    return exited;
  }

  /** SIGTERM by PID (the graceful stop), waiting at most `timeoutMs` before a SIGKILL. */
  async stop(timeoutMs = 30_000): Promise<ServerExit & { graceful: boolean }> {
    const pid = this.pid;
    const exited = this.exited;
    if (pid === undefined || !exited) return { code: null, signal: null, graceful: true };
    process.kill(pid, 'SIGTERM');
    const timer = new Promise<undefined>((resolve) => {
      setTimeout(() => resolve(undefined), timeoutMs).unref();
    });
    const exit = await Promise.race([exited, timer]);
    if (exit) return { ...exit, graceful: exit.code === 0 };
    if (this.pid === pid) process.kill(pid, 'SIGKILL');
    return { ...(await exited), graceful: false };
  }

  /** The end of the server's combined output, for failure messages. */
  async logTail(characters = 4_000): Promise<string> {
    const text = await readFile(this.options.logFile, 'utf8').catch(() => '');
    return text.slice(-characters);
  }

  /** Closes the log once the process is gone. */
  async close(): Promise<void> {
    await this.stop();
    await new Promise<void>((resolve) => this.log.end(resolve));
  }
}
