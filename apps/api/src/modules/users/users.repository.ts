import type { Role } from '@exam/contract';
import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';

/** An account as the admin console and `npm run users` show it. */
export interface AccountRow {
  id: string;
  username: string;
  email: string;
  role: Role;
  createdAt: Date;
}

const accountColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  role: users.role,
  createdAt: users.createdAt,
};

/** Where a page starts: after this account in (created_at, id) order. */
export interface AccountCursor {
  createdAt: Date;
  id: string;
}

export interface AccountFilter {
  /** Part of a name or e-mail address, matched without regard to case. */
  search?: string;
  role?: Role;
}

/** `%` and `_` typed by an admin are letters, not wildcards. */
function likePattern(part: string): string {
  return `%${part.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filterWhere(filter: AccountFilter): SQL | undefined {
  const search = filter.search
    ? or(
        ilike(users.username, likePattern(filter.search)),
        ilike(users.email, likePattern(filter.search)),
      )
    : undefined;
  return and(search, filter.role ? eq(users.role, filter.role) : undefined);
}

/** One page of accounts, oldest first, after `cursor`; `limit + 1` rows tell whether more follow. */
export async function listAccounts(
  db: Database,
  filter: AccountFilter,
  cursor: AccountCursor | undefined,
  limit: number,
): Promise<AccountRow[]> {
  const after = cursor
    ? sql`(${users.createdAt}, ${users.id}) > (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`
    : undefined;
  return db
    .select(accountColumns)
    .from(users)
    .where(and(filterWhere(filter), after))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(limit);
}

export async function countAccounts(db: Database, filter: AccountFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users).where(filterWhere(filter));
  return row?.total ?? 0;
}

export async function findAccountById(db: Database, id: string): Promise<AccountRow | undefined> {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.id, id));
  return row;
}

export async function findAccountByEmail(
  db: Database,
  email: string,
): Promise<AccountRow | undefined> {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return row;
}

/**
 * The admin accounts' ids, locked until the transaction ends: two admins demoting each other at
 * the same moment cannot both see "another admin remains".
 */
export async function lockAdminIds(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .for('update');
  return rows.map((row) => row.id);
}

export async function setRole(db: Database, id: string, role: Role, now: Date): Promise<void> {
  await db.update(users).set({ role, updatedAt: now }).where(eq(users.id, id));
}
