import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { PostgresHandle } from './database';
import * as schema from './schema';

interface PoolLogger {
  warn(object: object, message: string): void;
}

/** The application_name of the API's connections (a restore refuses to run while they are open). */
export const API_APPLICATION_NAME = 'exam-prep-api';

/**
 * A PostgreSQL connection pool. Several API processes can share the database. Connections are
 * named (`application_name`, API_APPLICATION_NAME by default) so that a restore can see whether API
 * servers are still connected to the database it is about to replace.
 */
export function openPostgres(
  connectionString: string,
  logger?: PoolLogger,
  options: { applicationName?: string } = {},
): PostgresHandle {
  const client = new pg.Pool({
    connectionString,
    application_name: options.applicationName ?? API_APPLICATION_NAME,
    max: 10,
    // A database that does not answer must surface as a 503 quickly, not hang requests.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection (database restart) emits 'error' on the pool; without
  // a listener Node would crash the process. The next query reconnects.
  client.on('error', (error) => {
    logger?.warn({ err: error }, 'PostgreSQL connection lost; it will reconnect on next use');
  });
  // A client checked out of the pool has no pool listener: pg-pool removes it while a
  // transaction holds the client. When the server ends the connection between two of the
  // transaction's queries (a restart: 57P01), the client emits 'error' with nobody listening,
  // and Node would crash the whole API. With this listener the next query on that client fails
  // (an outage, answered 503) and the pool drops the client when it is released.
  client.on('connect', (connection) => {
    connection.on('error', (error) => {
      logger?.warn({ err: error }, 'PostgreSQL connection lost during a transaction');
    });
  });
  const db = drizzle({ client, schema });
  return {
    kind: 'postgres',
    db,
    client,
    drizzle: db,
    // Idempotent, like PGlite's: pg throws when a pool is ended twice.
    close: async () => {
      if (!client.ended) await client.end();
    },
  };
}
