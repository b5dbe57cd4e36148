import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bankVersion } from '../../db/schema';

/** The channel PostgreSQL's NOTIFY uses when the bank changes (issue 23). */
export const BANK_CHANGED_CHANNEL = 'bank_changed';

/**
 * Marks the question bank changed: call it inside the transaction that changes questions,
 * lessons, figures or IRT parameters (console edits, imports, calibration, retirements). The
 * number only grows; every API process compares it with the one its caches were built on. On
 * PostgreSQL the NOTIFY is delivered when the transaction commits (and never if it rolls back),
 * so other processes drop their caches at once; PGlite ignores NOTIFY without a listener and
 * reads the number instead. Returns the new version.
 */
export async function bumpBankVersion(db: Database): Promise<number> {
  const [row] = await db
    .update(bankVersion)
    .set({ version: sql`${bankVersion.version} + 1`, changedAt: sql`now()` })
    .where(eq(bankVersion.id, 1))
    .returning({ version: bankVersion.version });
  if (!row) throw new Error('bank_version has no row 1 (migration 0011)');
  await db.execute(sql`select pg_notify(${BANK_CHANGED_CHANNEL}, ${String(row.version)})`);
  return row.version;
}

/** The bank's current version number (0 until the first change). */
export async function readBankVersion(db: Database): Promise<number> {
  const [row] = await db
    .select({ version: bankVersion.version })
    .from(bankVersion)
    .where(eq(bankVersion.id, 1));
  return row?.version ?? 0;
}
