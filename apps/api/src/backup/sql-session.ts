import type { PoolClient } from 'pg';
import type { DatabaseHandle } from '../db/database';

/**
 * One transaction on one connection, with rows as arrays of raw values: what backup and restore
 * need from either driver. Drizzle is not used here on purpose: every value is read and written
 * as text (`col::text`, `$1::json`), which its type mapping would only get in the way of.
 */
export interface SqlSession {
  query(text: string, params?: unknown[]): Promise<unknown[][]>;
  /**
   * PGlite only: `COPY (query) TO '/dev/blob'`, the result as COPY's text format. Several times
   * faster there than fetching rows (backup/copy-text.ts); node-postgres has no COPY without
   * another library, and PostgreSQL's cursors are fast.
   */
  copyOut?(query: string): Promise<string>;
  /** PGlite only: `COPY table (columns) FROM '/dev/blob'` with rows in COPY's text format. */
  copyIn?(table: string, columns: string[], text: string): Promise<void>;
}

/**
 * Settings that make every value's text form the same whatever the server's configuration:
 * UTC with an explicit offset, ISO dates read year first, shortest-exact floats (never rounded),
 * hex bytea. Transaction-scoped (SET LOCAL), so a pooled connection keeps none of it.
 */
const SESSION_SETTINGS = [
  "set local timezone = 'UTC'",
  "set local datestyle = 'ISO, YMD'",
  "set local intervalstyle = 'postgres'",
  'set local extra_float_digits = 1',
  "set local bytea_output = 'hex'",
];

async function applySettings(session: SqlSession): Promise<void> {
  for (const statement of SESSION_SETTINGS) await session.query(statement);
}

const pgSession = (client: PoolClient): SqlSession => ({
  query: async (text, params = []) =>
    (await client.query<unknown[]>({ text, values: params, rowMode: 'array' })).rows,
});

/**
 * Runs `work` in one transaction; commits when it returns, rolls back when it throws.
 * `snapshot`: REPEATABLE READ, READ ONLY: every query sees the database as it was at the first
 * one, while other connections keep writing (PostgreSQL); on PGlite, whose one connection runs
 * one transaction at a time, other queries wait until it ends.
 */
export async function inTransaction<T>(
  handle: DatabaseHandle,
  mode: 'snapshot' | 'write',
  work: (session: SqlSession) => Promise<T>,
): Promise<T> {
  const begin =
    mode === 'snapshot'
      ? 'set transaction isolation level repeatable read, read only'
      : 'set transaction isolation level read committed';
  if (handle.kind === 'pglite') {
    return handle.client.transaction(async (tx) => {
      const session: SqlSession = {
        query: async (text, params = []) =>
          (await tx.query<unknown[]>(text, params, { rowMode: 'array' })).rows,
        copyOut: async (query) => {
          const result = await tx.query(`copy (${query}) to '/dev/blob'`);
          return result.blob ? await result.blob.text() : '';
        },
        copyIn: async (table, columns, text) => {
          const list = columns.map(quoteIdent).join(', ');
          await tx.query(`copy ${quoteIdent(table)} (${list}) from '/dev/blob'`, [], {
            blob: new Blob([text]),
          });
        },
      };
      await session.query(begin);
      await applySettings(session);
      return work(session);
    });
  }
  const client = await handle.client.connect();
  let broken: Error | undefined;
  try {
    const session = pgSession(client);
    await session.query('begin');
    await session.query(begin);
    await applySettings(session);
    const result = await work(session);
    await session.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch((rollbackError: unknown) => {
      // The connection itself failed: the pool must not hand it out again.
      broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
    });
    throw error;
  } finally {
    client.release(broken);
  }
}

/** A quoted SQL identifier: "users", "a""b". */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
