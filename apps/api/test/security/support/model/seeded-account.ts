import { hashPassword } from '../../../../src/modules/auth/password';
import { startSession } from '../../../../src/modules/auth/session.service';
import { insertUser } from '../../../../src/modules/auth/users.repository';
import type { TestApp } from '../../../helpers/test-app';

/**
 * A fresh account made straight in the database (a user row and a session, as registration
 * makes them), for the sequences that do not draw the registration itself: POST register costs
 * an argon2 hash and several writes, and the run has 500 sequences to fit in its time budget.
 * The password hash is made once per run, so signing in again with the password works.
 */
export class AccountSeeder {
  private hash: Promise<string> | undefined;

  constructor(private readonly password: string) {}

  async create(t: TestApp, email: string): Promise<string> {
    this.hash ??= hashPassword(this.password);
    const user = await insertUser(t.db, {
      username: 'Model Student',
      email,
      passwordHash: await this.hash,
      cityId: null,
      schoolId: null,
      emailVerifiedAt: null,
      now: t.clock.now(),
    });
    return startSession(
      { db: t.db, clock: t.clock, sessionSecret: t.config.sessionSecret },
      user.id,
      false,
    );
  }
}
