/**
 * The real API in-process for benchmarks: buildApp (every plugin, validation, the engine) on a
 * fresh embedded PGlite in a temporary folder, migrated and seeded as the server's start seeds
 * it (cities and the shipped question bank), with mail discarded and no web build.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config/config';
import type { Database, PgliteHandle } from '../../apps/api/src/db/database';
import { migrateDatabase } from '../../apps/api/src/db/migrate';
import { openPglite } from '../../apps/api/src/db/pglite';
import { seedCities } from '../../apps/api/src/db/seed';
import { systemClock, type Clock } from '../../apps/api/src/lib/clock';
import { seedQuestionBank } from '../../apps/api/src/modules/bank/bank.service';

export interface InProcessApi {
  app: FastifyInstance;
  handle: PgliteHandle;
  /** Closes the app and the database and removes the folder. */
  dispose(): Promise<void>;
}

export async function startInProcessApi(folderPrefix: string, clock: Clock): Promise<InProcessApi> {
  const dataDir = await mkdtemp(join(tmpdir(), folderPrefix));
  const handle = await openPglite({ dataDir: join(dataDir, 'pglite') });
  await migrateDatabase(handle);
  await seedCities(handle.db);
  await seedQuestionBank(handle.db);
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    sessionSecret: randomBytes(32).toString('base64url'),
  };
  const app = await buildApp(config, {
    db: handle.db,
    mailer: { send: () => Promise.resolve(), close: () => undefined },
    clock,
    webDistDir: join(dataDir, 'no-web'),
  });
  return {
    app,
    handle,
    dispose: async () => {
      await app.close();
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The real app over a database a benchmark has already seeded (PGlite in memory or PostgreSQL at
 * `databaseUrl`), signing sessions with `sessionSecret` (the seeder's), on the system clock, mail
 * discarded, no web build.
 */
export function appOnDatabase(
  db: Database,
  sessionSecret: string,
  databaseUrl?: string,
): Promise<FastifyInstance> {
  const config = {
    ...loadConfig({
      DATA_DIR: '/tmp',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      LOG_LEVEL: 'silent',
    }),
    sessionSecret,
  };
  return buildApp(config, {
    db,
    mailer: { send: () => Promise.resolve(), close: () => undefined },
    clock: systemClock,
    webDistDir: '/nonexistent',
  });
}
