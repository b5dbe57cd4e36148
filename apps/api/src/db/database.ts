import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Pool } from 'pg';
import type * as schema from './schema';

export type Schema = typeof schema;

/**
 * The one database type the services and repositories see. It covers both drivers (PGlite and
 * node-postgres) and transaction handles, which extend it: a repository function accepts either,
 * so the caller decides whether it runs inside a transaction.
 */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface PgliteHandle {
  kind: 'pglite';
  db: Database;
  client: PGlite;
  drizzle: PgliteDatabase<Schema>;
  close(): Promise<void>;
}

export interface PostgresHandle {
  kind: 'postgres';
  db: Database;
  client: Pool;
  drizzle: NodePgDatabase<Schema>;
  close(): Promise<void>;
}

/** An open database with what only the process owner needs: migrating and closing it. */
export type DatabaseHandle = PgliteHandle | PostgresHandle;
