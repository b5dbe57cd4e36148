import { ROLES } from '@exam/contract';
import type { Role } from '@exam/contract';
import type { Database } from '../db/database';
import type { Clock } from '../lib/clock';
import { listAccounts } from '../modules/users/users.repository';
import { changeRole } from '../modules/users/users.service';

export const USERS_USAGE = `Usage: npm run users -- <command>
  role EMAIL ROLE        set an account's role (${ROLES.join(', ')}); it applies from its next request
  list [--role ROLE]     the accounts, oldest first, with their roles
It opens the database as the server does (DATA_DIR, or DATABASE_URL for PostgreSQL). On PostgreSQL
it works while the server runs; the embedded database must be closed first (stop the server).`;

/** A refusal: one line saying why, exit code 1, nothing changed. */
export class UsersCliError extends Error {
  override name = 'UsersCliError';
}

export interface UsersOutput {
  out(line: string): void;
}

export function parseRole(value: string | undefined): Role {
  const role = ROLES.find((name) => name === value);
  if (!role) {
    throw new UsersCliError(
      `Unknown role '${value ?? ''}': use one of ${ROLES.join(', ')}. Nothing was changed.`,
    );
  }
  return role;
}

/** `role EMAIL ROLE`: prints "ada@example.com: student -> admin", or that nothing changed. */
export async function roleCommand(
  deps: { db: Database; clock: Clock },
  email: string,
  role: Role,
  io: UsersOutput,
): Promise<void> {
  // The server's command line may demote the last admin: it can always make one again.
  const change = await changeRole(deps, { email }, role, { keepAnAdmin: false });
  if (!change) {
    throw new UsersCliError(`No account has the e-mail address ${email}. Nothing was changed.`);
  }
  if (change.from === role) {
    io.out(`${change.user.email}: already ${role}, nothing changed`);
  } else {
    io.out(`${change.user.email}: ${change.from} -> ${role}`);
  }
}

const PAGE = 500;

/** `list [--role ROLE]`: one line per account (e-mail, role, name), then the count. */
export async function listCommand(db: Database, role: Role | undefined, io: UsersOutput) {
  let total = 0;
  let cursor: { createdAt: Date; id: string } | undefined;
  for (;;) {
    const rows = await listAccounts(db, { role }, cursor, PAGE);
    for (const row of rows) io.out(`${row.email}\t${row.role}\t${row.username}`);
    total += rows.length;
    const last = rows.at(-1);
    if (rows.length < PAGE || !last) break;
    cursor = last;
  }
  io.out(`${total} account${total === 1 ? '' : 's'}${role ? ` with the role ${role}` : ''}`);
}
