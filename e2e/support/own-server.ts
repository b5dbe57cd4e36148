import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';

/**
 * A server a spec starts and stops itself (by PID), on its own port and embedded data folder:
 * for a test that must stop the server in the middle, as an operator does before running a
 * command on the embedded database. Mail goes to the data folder's outbox (no SMTP).
 */
export type OwnServer = {
  baseUrl: string;
  dataDir: string;
  start(): Promise<void>;
  stop(): Promise<void>;
};

export function ownServer(port: number, dataDir: string): OwnServer {
  const baseUrl = `http://localhost:${port}`;
  let child: ChildProcess | undefined;
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });

  const env = (): NodeJS.ProcessEnv => {
    const { DATABASE_URL: _embedded, SMTP_URL: _outbox, ...inherited } = process.env;
    return {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    };
  };

  async function healthy(): Promise<boolean> {
    try {
      return (await fetch(`${baseUrl}/api/health`)).ok;
    } catch {
      return false;
    }
  }

  return {
    baseUrl,
    dataDir,
    async start() {
      const started = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
        stdio: 'inherit',
        env: env(),
      });
      child = started;
      // Polls the health route: the server is up when it answers, or the start failed.
      for (let attempt = 0; attempt < 600; attempt += 1) {
        if (started.exitCode !== null) throw new Error(`the server exited (${started.exitCode})`);
        if (await healthy()) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`the server on ${baseUrl} did not answer within a minute`);
    },
    async stop() {
      const running = child;
      child = undefined;
      if (!running?.pid || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      process.kill(running.pid, 'SIGTERM');
      await exited;
    },
  };
}
