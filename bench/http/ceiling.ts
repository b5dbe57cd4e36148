import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const CEILING_PATH = '/ceiling';
const serverFile = fileURLToPath(new URL('ceiling-server.ts', import.meta.url));

/** The ceiling server as a child process, started and stopped by its PID only. */
export class CeilingServer {
  private child: ChildProcess | undefined;

  constructor(readonly port: number) {}

  get pid(): number | undefined {
    return this.child?.exitCode === null ? this.child.pid : undefined;
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Spawns it and resolves once it prints that it listens (rejects if it exits first). */
  async start(timeoutMs = 30_000): Promise<void> {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', serverFile, String(this.port), CEILING_PATH],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    this.child = child;
    const guard = () => {
      if (child.exitCode === null && child.signalCode === null) process.kill(child.pid ?? 0);
    };
    process.once('exit', guard);
    child.once('exit', () => process.off('exit', guard));
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`ceiling did not start: ${output}`)),
        timeoutMs,
      );
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('listening')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`ceiling exited (${code}): ${output}`));
      });
    });
  }

  /** SIGTERM by PID; resolves once it is gone. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null || !child.pid) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(child.pid, 'SIGTERM');
    await exited;
  }
}
