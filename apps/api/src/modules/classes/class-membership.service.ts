import { ClassMessages, ErrorCode, Messages } from '@exam/contract';
import type { MyClass } from '@exam/contract';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { RateLimitDeps } from '../rate-limit/rate-limit.service';
import { assertNotLimited, countEvent } from '../rate-limit/rate-limit.service';
import { joinCodeFailures } from './classes.limits';
import {
  deleteMember,
  findClassByCode,
  insertMember,
  listMyClasses as listMemberships,
} from './classes.repository';

/**
 * The student's side of classes (issue 23, decision 046): joining with the teacher's code is the
 * student's consent to that teacher reading their work; leaving withdraws it at once (the row
 * goes, and every teacher read checks it). Any signed-in account may join; a teacher not their
 * own class.
 */

export type MembershipDeps = RateLimitDeps & { db: Database; clock: Clock };

export async function joinClass(
  deps: MembershipDeps,
  userId: string,
  code: string,
): Promise<MyClass> {
  // Once the wrong codes are used up even a right one waits: no answer tells a guesser more.
  await assertNotLimited(deps, [[joinCodeFailures, userId]]);
  const found = await findClassByCode(deps.db, code);
  if (!found) {
    await countEvent(deps, joinCodeFailures, userId);
    throw new AppError(ErrorCode.NotFound, ClassMessages.codeUnknown);
  }
  if (found.teacherId === userId) throw new AppError(ErrorCode.AlreadyDone, ClassMessages.ownClass);
  const joined = await insertMember(deps.db, {
    classId: found.id,
    userId,
    joinedAt: deps.clock.now(),
  });
  if (!joined) throw new AppError(ErrorCode.AlreadyDone, ClassMessages.alreadyMember);
  const mine = await listMyClasses(deps, userId);
  const row = mine.find((entry) => entry.classId === found.id);
  if (!row) throw new AppError(ErrorCode.NotFound, Messages.notFound);
  return row;
}

export async function listMyClasses(deps: { db: Database }, userId: string): Promise<MyClass[]> {
  return (await listMemberships(deps.db, userId)).map((row) => ({
    ...row,
    joinedAt: row.joinedAt.toISOString(),
  }));
}

/** Leaves the class at once; 404 when the student is not in it. */
export async function leaveClass(
  deps: { db: Database },
  userId: string,
  classId: string,
): Promise<void> {
  if (!(await deleteMember(deps.db, classId, userId))) {
    throw new AppError(ErrorCode.NotFound, Messages.notFound);
  }
}
