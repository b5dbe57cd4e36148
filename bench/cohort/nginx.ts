/**
 * nginx (the Debian package) in front of the API processes, from the committed sample config
 * docs/deployment/nginx.conf with its listen address and upstream servers replaced. Runs in a
 * temporary prefix folder of its own (every path nginx writes is inside it), in the foreground as
 * a child process started and stopped by its PID.
 */
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { NGINX_BINARY } from '../../scripts/outside-tools.mjs';

export { NGINX_BINARY };
const SAMPLE_CONFIG = fileURLToPath(new URL('../../docs/deployment/nginx.conf', import.meta.url));

/** The sample config with this run's address and upstreams (each marker must match once). */
export function nginxConfig(sample: string, listenPort: number, upstreamPorts: number[]): string {
  const servers =
    /^([ \t]*)server 127\.0\.0\.1:\d+; # @upstreams\n(?:[ \t]*server 127\.0\.0\.1:\d+;\n)*/m;
  const listen = /^([ \t]*)listen [^;]+; # @listen$/m;
  if (!servers.test(sample) || !listen.test(sample)) {
    throw new Error('docs/deployment/nginx.conf lost its @upstreams or @listen marker line');
  }
  return sample
    .replace(servers, (_, indent: string) =>
      upstreamPorts.map((port) => `${indent}server 127.0.0.1:${port};\n`).join(''),
    )
    .replace(listen, (_, indent: string) => `${indent}listen 127.0.0.1:${listenPort};`);
}

export class Nginx {
  private child: ChildProcess | undefined;
  private exited: Promise<void> | undefined;
  private stderr = '';

  private constructor(
    readonly prefix: string,
    readonly port: number,
  ) {}

  get accessLog(): string {
    return join(this.prefix, 'logs', 'access.log');
  }

  /** Writes the config into a fresh prefix folder, starts nginx and waits for its port. */
  static async start(listenPort: number, upstreamPorts: number[]): Promise<Nginx> {
    if (!existsSync(NGINX_BINARY)) {
      throw new Error(
        `${NGINX_BINARY} is missing: install nginx (Debian: apt-get install nginx-light) or set NGINX_BINARY`,
      );
    }
    const prefix = await mkdtemp(join(tmpdir(), 'cohort-nginx-'));
    const nginx = new Nginx(prefix, listenPort);
    try {
      // Run as root, nginx's workers drop to `nobody`: they must reach the prefix's folders.
      await chmod(prefix, 0o755);
      for (const dir of ['logs', 'temp']) await mkdir(join(prefix, dir), { mode: 0o777 });
      await chmod(join(prefix, 'temp'), 0o777);
      const sample = await readFile(SAMPLE_CONFIG, 'utf8');
      await writeFile(join(prefix, 'nginx.conf'), nginxConfig(sample, listenPort, upstreamPorts));
      nginx.spawn();
      await nginx.waitUntilListening(10_000);
      return nginx;
    } catch (error) {
      await nginx.stop();
      throw error;
    }
  }

  private spawn(): void {
    const child = spawn(
      NGINX_BINARY,
      [
        '-p',
        `${this.prefix}/`,
        '-c',
        join(this.prefix, 'nginx.conf'),
        '-e',
        join(this.prefix, 'logs', 'error.log'),
        '-g',
        'daemon off;',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    child.stderr?.on('data', (chunk: Buffer) => (this.stderr += chunk.toString()));
    // SIGTERM to the master by PID: it stops its workers; then its folder goes.
    const orphanGuard = () => {
      if (child.exitCode === null && child.signalCode === null) process.kill(child.pid ?? 0);
      rmSync(this.prefix, { recursive: true, force: true });
    };
    process.once('exit', orphanGuard);
    this.exited = new Promise((resolve) =>
      child.once('exit', () => {
        process.off('exit', orphanGuard);
        resolve();
      }),
    );
    this.child = child;
  }

  private async waitUntilListening(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.child?.exitCode !== null || this.child.signalCode !== null) {
        throw new Error(`nginx exited at start:\n${this.stderr}\n${await this.errorLog()}`);
      }
      // Any HTTP answer means nginx listens (the upstreams are checked by the caller).
      const up = await fetch(`http://127.0.0.1:${this.port}/api/health`)
        .then(() => true)
        .catch(() => false);
      if (up) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`nginx did not listen on ${this.port} within ${timeoutMs} ms`);
  }

  async errorLog(): Promise<string> {
    return readFile(join(this.prefix, 'logs', 'error.log'), 'utf8').catch(() => '');
  }

  /** SIGQUIT (graceful: flushes the access log) by PID, then removes nothing (see dispose). */
  async stop(): Promise<void> {
    const child = this.child;
    if (child?.pid !== undefined && child.exitCode === null && child.signalCode === null) {
      process.kill(child.pid, 'SIGQUIT');
      const timer = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), 10_000));
      if ((await Promise.race([this.exited, timer])) === 'late') {
        process.kill(child.pid, 'SIGKILL');
        await this.exited;
      }
    }
  }

  /** Stops nginx if it runs and deletes its prefix folder. */
  async dispose(): Promise<void> {
    await this.stop();
    await rm(this.prefix, { recursive: true, force: true });
  }
}
