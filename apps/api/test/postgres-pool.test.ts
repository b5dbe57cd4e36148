import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { isDatabaseUnavailable } from '../src/db/errors';
import type { TestDatabase } from './helpers/database';
import { openTestDatabase } from './helpers/database';

const info = inject('testDatabase');

/** The server-side process of a PostgreSQL connection, ended as a restart would end it. */
async function terminateBackend(serverUrl: string, pid: number): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_terminate_backend($1)', [pid]);
    // Wait until the backend is gone, so its goodbye has reached the client.
    for (;;) {
      const { rowCount } = await admin.query('select 1 from pg_stat_activity where pid = $1', [
        pid,
      ]);
      if (rowCount === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await admin.end();
  }
}

// Found by the crash-and-restart suite (test/crash): stopping PostgreSQL under load crashed the
// API. Only PostgreSQL has a pool whose connections the server can end; in the PGlite run of
// this suite there is nothing to test.
describe.runIf(info.kind === 'postgres')('PostgreSQL connection lost inside a transaction', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.dispose());

  it('fails that transaction as "database unavailable", keeps the process up, and reconnects', async () => {
    const handle = database.handle;
    if (info.kind !== 'postgres' || handle.kind !== 'postgres') return;
    const db = handle.drizzle;
    let backendPid = 0;
    let proceed: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (proceed = resolve));
    const transaction = db.transaction(async (tx) => {
      const result = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
      backendPid = result.rows[0]?.pid ?? 0;
      // Between two queries (the exam service computes the next question here) the connection
      // is ended: with nobody listening on the checked-out client, Node would crash.
      await held;
      await tx.execute(sql`select 1`);
    });
    while (backendPid === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    await terminateBackend(info.serverUrl, backendPid);
    proceed();

    const failure: unknown = await transaction.then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeDefined();
    expect(isDatabaseUnavailable(failure)).toBe(true);
    // The broken client left the pool: the next query gets a fresh connection.
    const again = await db.execute<{ one: number }>(sql`select 1 as one`);
    expect(again.rows[0]?.one).toBe(1);
  });
});
