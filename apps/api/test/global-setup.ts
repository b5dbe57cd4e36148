import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import { seedCities } from '../src/db/seed';
import { seedQuestionBank } from '../src/modules/bank/bank.service';
import { databaseUrl } from './helpers/test-database-info';

/**
 * Runs once per test run: prepares a migrated, seeded database that each test file clones.
 * - PGlite: migrate one instance and dump its data folder to a tarball (a fresh initdb costs
 *   2-3 s and ~700 MiB; loading the tarball ~0.5 s).
 * - PostgreSQL (TEST_DATABASE_URL set): a template database; each file runs
 *   CREATE DATABASE ... TEMPLATE and drops it afterwards.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return setupPostgres(project, serverUrl);
  return setupPglite(project);
}

async function setupPglite(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'exam-api-tests-'));
  const handle = await openPglite();
  try {
    await migrateDatabase(handle);
    await seedCities(handle.db);
    await seedQuestionBank(handle.db);
    const snapshot = await handle.client.dumpDataDir('none');
    const snapshotFile = join(dir, 'snapshot.tar');
    await writeFile(snapshotFile, new Uint8Array(await snapshot.arrayBuffer()));
    project.provide('testDatabase', { kind: 'pglite', snapshotFile });
  } finally {
    await handle.close();
  }
  return () => rm(dir, { recursive: true, force: true });
}

async function setupPostgres(project: TestProject, serverUrl: string) {
  const template = `exam_test_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${template} with (force)`);
  await admin.query(`create database ${template}`);
  const handle = openPostgres(databaseUrl(serverUrl, template));
  try {
    await migrateDatabase(handle);
    await seedCities(handle.db);
    await seedQuestionBank(handle.db);
  } finally {
    // A template must have no open connections while databases are created from it.
    await handle.close();
  }
  project.provide('testDatabase', { kind: 'postgres', serverUrl, template });
  return async () => {
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.end();
  };
}
