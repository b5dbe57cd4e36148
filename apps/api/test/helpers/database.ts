import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database';
import { openPglite } from '../../src/db/pglite';
import { openPostgres } from '../../src/db/postgres';
import { databaseUrl } from './test-database-info';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** PostgreSQL: the database's URL (another pool on it, e.g. a command line's). */
  url?: string;
  /** Closes the connection and, on PostgreSQL, drops the database. */
  dispose(): Promise<void>;
}

/** A fresh, migrated and seeded database for one test file (see global-setup.ts). */
export async function openTestDatabase(): Promise<TestDatabase> {
  const info = inject('testDatabase');
  if (info.kind === 'pglite') {
    const snapshot = new Blob([new Uint8Array(await readFile(info.snapshotFile))]);
    const handle = await openPglite({ loadDataDir: snapshot });
    return { handle, dispose: () => handle.close() };
  }

  const name = `exam_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: info.serverUrl });
  await admin.connect();
  try {
    await createFromTemplate(admin, name, info.template);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(info.serverUrl, name);
  const handle = openPostgres(url);
  return {
    handle,
    url,
    dispose: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: info.serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/**
 * An empty database (nothing migrated) of the kind the run uses, for tests of the migrations
 * themselves: a fresh in-memory PGlite, or a new PostgreSQL database dropped afterwards.
 */
export async function openEmptyDatabase(): Promise<TestDatabase> {
  const info = inject('testDatabase');
  if (info.kind === 'pglite') {
    const handle = await openPglite();
    return { handle, dispose: () => handle.close() };
  }
  const name = `exam_test_empty_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: info.serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const handle = openPostgres(databaseUrl(info.serverUrl, name));
  return {
    handle,
    dispose: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: info.serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** Two workers may copy the template at the same moment; PostgreSQL then asks one to retry. */
async function createFromTemplate(admin: pg.Client, name: string, template: string) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await admin.query(`create database ${name} template ${template}`);
      return;
    } catch (error) {
      const busy = /being accessed by other users/.test((error as Error).message);
      if (!busy || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}
