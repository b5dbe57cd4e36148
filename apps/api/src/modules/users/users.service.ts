import { ErrorCode } from '@exam/contract';
import type { AdminUser, Role } from '@exam/contract';
import type { z } from 'zod';
import type { AdminUserPageSchema, AdminUsersQuerySchema } from '@exam/contract';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AccountCursor, AccountRow } from './users.repository';
import {
  countAccounts,
  findAccountByEmail,
  findAccountById,
  listAccounts,
  lockAdminIds,
  setRole,
} from './users.repository';

type UsersQuery = z.output<typeof AdminUsersQuerySchema>;
type UserPage = z.output<typeof AdminUserPageSchema>;

export function toAdminUser(row: AccountRow): AdminUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A page's cursor: the last account's creation time and id, opaque to the client. */
export function encodeCursor(row: AccountCursor): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function decodeCursor(cursor: string): AccountCursor {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(at ?? '');
  if (!id || !UUID.test(id) || Number.isNaN(createdAt.getTime())) {
    throw new AppError(
      ErrorCode.ValidationFailed,
      'This page of accounts is out of date: start again.',
    );
  }
  return { createdAt, id };
}

/** The console's account list: search by name or e-mail part, one role, keyset pages, total. */
export async function listUsers(deps: { db: Database }, query: UsersQuery): Promise<UserPage> {
  const filter = { search: query.search || undefined, role: query.role };
  const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
  const [rows, total] = await Promise.all([
    listAccounts(deps.db, filter, cursor, query.limit + 1),
    countAccounts(deps.db, filter),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toAdminUser),
    total,
    nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
  };
}

export interface RoleChange {
  user: AccountRow;
  from: Role;
}

/**
 * Sets one account's role in a transaction. With `keepAnAdmin` (the console), taking the role
 * away from the last admin is 409 LAST_ADMIN: an admin may demote themself only while another
 * admin remains. The command line on the server may (it can always make an admin again).
 */
export async function changeRole(
  deps: { db: Database; clock: Clock },
  find: { id: string } | { email: string },
  role: Role,
  options: { keepAnAdmin: boolean },
): Promise<RoleChange | undefined> {
  return deps.db.transaction(async (tx) => {
    const adminIds = await lockAdminIds(tx);
    const user =
      'id' in find ? await findAccountById(tx, find.id) : await findAccountByEmail(tx, find.email);
    if (!user) return undefined;
    if (user.role === role) return { user, from: role };
    if (
      options.keepAnAdmin &&
      user.role === 'admin' &&
      adminIds.filter((id) => id !== user.id).length === 0
    ) {
      throw new AppError(ErrorCode.LastAdmin);
    }
    await setRole(tx, user.id, role, deps.clock.now());
    return { user: { ...user, role }, from: user.role };
  });
}
