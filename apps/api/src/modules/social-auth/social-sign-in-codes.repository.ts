import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { socialSignInCodes } from '../../db/schema';

export async function insertSignInCode(
  db: Database,
  code: { codeHash: string; userId: string; bindingHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(socialSignInCodes).values({
    codeHash: code.codeHash,
    userId: code.userId,
    bindingHash: code.bindingHash,
    createdAt: code.now,
    expiresAt: code.expiresAt,
  });
}

/**
 * Deletes the code and returns it, in one statement: of two exchanges of the same code, exactly
 * one gets it, and a code presented without the right cookie is burnt all the same. Expired
 * rows are returned too, so the caller can tell.
 */
export async function consumeSignInCode(
  db: Database,
  codeHash: string,
): Promise<{ userId: string; bindingHash: string; expiresAt: Date } | undefined> {
  const [row] = await db
    .delete(socialSignInCodes)
    .where(eq(socialSignInCodes.codeHash, codeHash))
    .returning({
      userId: socialSignInCodes.userId,
      bindingHash: socialSignInCodes.bindingHash,
      expiresAt: socialSignInCodes.expiresAt,
    });
  return row;
}
