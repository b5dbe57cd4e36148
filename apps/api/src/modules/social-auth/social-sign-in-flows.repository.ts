import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { socialSignInFlows } from '../../db/schema';

export interface PendingFlow {
  provider: string;
  bindingHash: string;
  codeVerifier: string;
  nonce: string;
  expiresAt: Date;
}

export async function insertFlow(
  db: Database,
  flow: PendingFlow & { stateHash: string; now: Date },
): Promise<void> {
  await db.insert(socialSignInFlows).values({
    stateHash: flow.stateHash,
    provider: flow.provider,
    bindingHash: flow.bindingHash,
    codeVerifier: flow.codeVerifier,
    nonce: flow.nonce,
    createdAt: flow.now,
    expiresAt: flow.expiresAt,
  });
}

/**
 * Deletes the flow and returns it, in one statement: of two callbacks with the same state (a
 * replay, or the same answer delivered to two processes), exactly one gets the flow. Expired
 * rows are returned too, so the caller can tell and they are gone either way.
 */
export async function consumeFlow(
  db: Database,
  stateHash: string,
  provider: string,
): Promise<PendingFlow | undefined> {
  const [row] = await db
    .delete(socialSignInFlows)
    .where(
      and(eq(socialSignInFlows.stateHash, stateHash), eq(socialSignInFlows.provider, provider)),
    )
    .returning({
      provider: socialSignInFlows.provider,
      bindingHash: socialSignInFlows.bindingHash,
      codeVerifier: socialSignInFlows.codeVerifier,
      nonce: socialSignInFlows.nonce,
      expiresAt: socialSignInFlows.expiresAt,
    });
  return row;
}
