import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../../db/database';
import type { BankCaches } from '../attempt/bank-caches';
import { BANK_CHANGED_CHANNEL, readBankVersion } from './bank-version';

/** Stops listening (and gives the connection back). */
export type StopListening = () => Promise<void>;

/** How long before trying to LISTEN again after the connection was lost, growing to the last. */
const RETRY_DELAYS_MS = [100, 500, 2_000, 5_000, 15_000];

/**
 * Makes `caches` follow the bank's changes made by any process (decision 044). The driver is the
 * one behind `db`: on PostgreSQL a connection of its own (the pool's settings, outside the pool,
 * so closing the pool never waits for it) kept for LISTEN bank_changed (made again
 * after a lost connection, the version compared when it is back); on PGlite the same NOTIFY
 * reaches this process's own listener as the changing transaction commits (no other process may
 * open the folder). Until a listener is live, and whenever PostgreSQL's is down, the caches check
 * the version before each read instead (BankCaches.ensureFresh), so no change is ever missed.
 */
export async function listenForBankChanges(
  db: Database,
  caches: BankCaches,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
): Promise<StopListening> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) return listenOnPostgres(client, db, caches, log);
  if (isPglite(client)) return listenOnPglite(client, db, caches, log);
  // Another driver (none today): the version check before each read does the work.
  return async () => {};
}

function isPglite(client: unknown): client is PGlite {
  return (
    typeof client === 'object' &&
    client !== null &&
    typeof (client as Partial<PGlite>).listen === 'function' &&
    typeof (client as Partial<PGlite>).unlisten === 'function'
  );
}

async function listenOnPglite(
  client: PGlite,
  db: Database,
  caches: BankCaches,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<StopListening> {
  const onNotify = (payload: string) => caches.noteVersion(Number(payload));
  try {
    const unlisten = await client.listen(BANK_CHANGED_CHANNEL, onNotify);
    caches.noteVersion(await readBankVersion(db));
    caches.setLive(true);
    return async () => {
      caches.setLive(false);
      if (!client.closed) await unlisten().catch(() => undefined);
    };
  } catch (error) {
    log.warn({ err: error }, 'Could not listen for bank changes: checking the version instead');
    return async () => {};
  }
}

async function listenOnPostgres(
  pool: pg.Pool,
  db: Database,
  caches: BankCaches,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
): Promise<StopListening> {
  let stopped = false;
  let current: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let failures = 0;

  const retry = () => {
    if (stopped || timer) return;
    const delay = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)] ?? 15_000;
    failures += 1;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, delay).unref();
  };

  const lost = (client: pg.Client, error: unknown) => {
    if (current !== client) return;
    current = undefined;
    caches.setLive(false);
    log.warn(
      { err: error },
      'Lost the bank-change listener: checking the version until it is back',
    );
    void client.end().catch(() => undefined);
    retry();
  };

  const connect = async () => {
    if (stopped) return;
    let client: pg.Client | undefined;
    try {
      client = new pg.Client(pool.options);
      const mine = client;
      mine.on('error', (error) => lost(mine, error));
      mine.on('end', () => lost(mine, new Error('connection ended')));
      current = mine;
      await mine.connect();
      mine.on('notification', (message) => {
        if (message.channel === BANK_CHANGED_CHANNEL) caches.noteVersion(Number(message.payload));
      });
      await mine.query(`LISTEN ${BANK_CHANGED_CHANNEL}`);
      if (stopped || current !== mine) return;
      // Changes committed while nobody listened: the version tells.
      caches.noteVersion(await readBankVersion(db));
      if (current !== mine) return;
      caches.setLive(true);
      if (failures > 0) log.info('Listening for bank changes again');
      failures = 0;
    } catch (error) {
      if (client && current === client) {
        lost(client, error);
      } else {
        caches.setLive(false);
        log.warn({ err: error }, 'Could not listen for bank changes: checking the version instead');
        retry();
      }
    }
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    caches.setLive(false);
    const client = current;
    current = undefined;
    if (client) {
      await client.end().catch(() => undefined);
    }
  };
}
