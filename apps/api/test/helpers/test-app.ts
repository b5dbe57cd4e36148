import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XSRF_COOKIE_HTTPS, xsrfCookieName } from '@exam/contract';
import type { BackupHealth } from '@exam/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import { startBackupStream } from '../../src/backup/backup-stream';
import type { AppConfig } from '../../src/config/config';
import { loadConfig } from '../../src/config/config';
import { createLogger } from '../../src/lib/logger';
import type { Database } from '../../src/db/database';
import { createMailer } from '../../src/modules/mail/create-mailer';
import type { TestDatabase } from './database';
import { openTestDatabase } from './database';
import { SmtpSink } from './smtp-sink';
import { TestClock } from './test-clock';

/** Any value works for double-submit XSRF as long as cookie and header agree. */
export const XSRF_TOKEN = 'test-xsrf-token';

/** Test apps are served on an https PUBLIC_URL, so their XSRF cookie has the __Host- name. */
export const TEST_XSRF_COOKIE = XSRF_COOKIE_HTTPS;

export interface RequestOptions {
  /** Bearer token for signed-in calls. */
  token?: string;
  /** Client address (rate limits count per IP); 127.0.0.1 by default. */
  ip?: string;
  headers?: Record<string, string>;
  /** Leave out the XSRF cookie and header. */
  withoutXsrf?: boolean;
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  database: TestDatabase;
  clock: TestClock;
  smtp: SmtpSink;
  config: AppConfig;
  /** The local admin token (DATA_DIR/admin-token of a real server), valid from 127.0.0.1. */
  adminToken: string;
  get(url: string, options?: RequestOptions): Promise<LightMyRequestResponse>;
  post(url: string, payload?: unknown, options?: RequestOptions): Promise<LightMyRequestResponse>;
  put(url: string, payload?: unknown, options?: RequestOptions): Promise<LightMyRequestResponse>;
  /** Waits until mail being sent in the background has reached the SMTP sink. */
  settle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The real app (buildApp) on a fresh database, with a controllable clock and a real SMTP sink.
 * `env` overrides configuration variables; `database` shares another TestApp's database.
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    webDistDir?: string;
    database?: TestDatabase;
    /** Logs (JSON lines) go here when given; otherwise the app logs nothing. */
    logLines?: string[];
    /** The scheduled backups' state shown to administrators (none: no schedule). */
    backupHealth?: () => BackupHealth;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  const dataDir = await mkdtemp(join(tmpdir(), 'exam-api-app-'));
  const smtp = await SmtpSink.start();
  const config: AppConfig = {
    ...loadConfig({
      DATA_DIR: dataDir,
      PUBLIC_URL: 'https://exam.example.test',
      SMTP_URL: smtp.url,
      LOG_LEVEL: 'silent',
      ...options.env,
    }),
    sessionSecret: randomBytes(32).toString('base64url'),
  };
  const clock = new TestClock();
  const xsrfCookie = xsrfCookieName(config.publicUrl.startsWith('https:'));
  const logger = options.logLines ? captureLogger(options.logLines) : undefined;
  const mailer = createMailer(config, logger ?? { info: () => undefined });
  const adminToken = randomBytes(32).toString('base64url');
  const app = await buildApp(config, {
    db: database.handle.db,
    mailer,
    clock,
    logger,
    // Tests do not depend on whether the web app happens to be built.
    webDistDir: options.webDistDir ?? join(dataDir, 'no-web-build'),
    admin: {
      localToken: adminToken,
      startBackup: () => startBackupStream(database.handle, clock.now()),
      ...(options.backupHealth ? { backupHealth: options.backupHealth } : {}),
    },
  });

  const inject = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload: unknown,
    request: RequestOptions,
  ) =>
    app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as string }),
      remoteAddress: request.ip ?? '127.0.0.1',
      cookies: request.withoutXsrf ? {} : { [xsrfCookie]: XSRF_TOKEN },
      headers: {
        ...(request.withoutXsrf ? {} : { 'x-xsrf-token': XSRF_TOKEN }),
        ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
        ...request.headers,
      },
    });

  return {
    app,
    db: database.handle.db,
    database,
    clock,
    smtp,
    config,
    adminToken,
    get: (url, request = {}) => inject('GET', url, undefined, request),
    post: (url, payload, request = {}) => inject('POST', url, payload, request),
    put: (url, payload, request = {}) => inject('PUT', url, payload, request),
    settle: () => app.drainBackgroundTasks(),
    close: async () => {
      await app.close();
      mailer.close();
      await smtp.close();
      if (!options.database) await database.dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The production logger (same redaction), writing its JSON lines into `lines`. */
export function captureLogger(lines: string[]) {
  return createLogger('info', { write: (line: string) => void lines.push(line) });
}
