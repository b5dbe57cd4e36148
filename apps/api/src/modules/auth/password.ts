import { availableParallelism } from 'node:os';
import { ErrorCode, Messages } from '@exam/contract';
import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../../lib/app-error';
import { QueueFullError, Semaphore } from '../../lib/semaphore';
import { randomToken } from '../../lib/tokens';

/**
 * argon2id with the library's defaults, which are OWASP's recommended minimum
 * (19 MiB, 2 iterations, 1 lane; ~13 ms here).
 * `algorithm: 2` is Argon2id: the package's `Algorithm` is a const enum, which cannot be imported
 * under verbatimModuleSyntax/isolatedModules, so its numeric value is written out.
 */
const options = { algorithm: 2 } as const;

/**
 * Hashes at once: one core fewer than the machine has (at least one), so a login flood queues
 * here and leaves a core to exam answers and the embedded database (on this 2-core machine, 1
 * slot kept exam answers' median under a flood at about 80 ms where 2 slots gave about 120-190 ms;
 * bench/security). Each API process has its own slots.
 */
export const HASHING_SLOTS = Math.max(1, availableParallelism() - 1);

/**
 * Hashes that may wait for a slot: 64 per slot, about a second of work at ~15 ms a hash. Beyond
 * it a request is refused at once (503 SERVER_BUSY, Retry-After) instead of making every
 * sign-in behind it wait longer and longer (docs/decisions/023). A class of 30 signing in at
 * the same moment fits with room to spare.
 */
export const HASHING_QUEUE_LIMIT = 64 * HASHING_SLOTS;
const BUSY_RETRY_AFTER_SECONDS = 1;
const hashing = new Semaphore(HASHING_SLOTS, HASHING_QUEUE_LIMIT);

/** Runs a hashing task in a slot; a full queue is 503 SERVER_BUSY with Retry-After. */
async function inSlot<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await hashing.run(task);
  } catch (error) {
    if (!(error instanceof QueueFullError)) throw error;
    throw new AppError(ErrorCode.ServerBusy, Messages.serverBusy, {
      'retry-after': String(BUSY_RETRY_AFTER_SECONDS),
    });
  }
}

export function hashPassword(password: string): Promise<string> {
  return inSlot(() => hash(password, options));
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return inSlot(() => verify(passwordHash, password).catch(() => false));
}

/** How many hashes run and wait now, and the most that ever ran at once. */
export function hashingLoad() {
  return hashing.load();
}

/** Hash of a random string, made once: unknown e-mails are checked against it so they cost
 * the same argon2 work as known ones and the answer time does not reveal which is which. */
let dummyHash: Promise<string> | undefined;

/** What a task holding a hashing slot may do: verify without queueing again. */
export interface HashingSlot {
  /** Checks the password against the hash; a missing hash (unknown e-mail, social-only account)
   * costs the same work against the dummy hash and is false. */
  verify(passwordHash: string | null | undefined, password: string): Promise<boolean>;
}

/**
 * Runs `task` holding a hashing slot. Sign-in checks its limits, verifies and records the
 * outcome inside one slot, so however many requests queue, no more than HASHING_SLOTS pass the
 * limit check before their failures are counted.
 */
export function withHashingSlot<T>(task: (slot: HashingSlot) => Promise<T>): Promise<T> {
  return inSlot(() =>
    task({
      verify: async (passwordHash, password) => {
        if (passwordHash) return verify(passwordHash, password).catch(() => false);
        dummyHash ??= hash(randomToken(), options);
        await verify(await dummyHash, password).catch(() => false);
        return false;
      },
    }),
  );
}

/** The 49k most common passwords (zxcvbn's list, all lower case). */
const commonPasswords = new Set<string>(
  (dictionary as Record<string, string[] | undefined>)['passwords-common'] ?? [],
);

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

/** 400 WEAK_PASSWORD for a password on the blocklist (case-insensitive). */
export function assertPasswordNotCommon(password: string): void {
  if (isCommonPassword(password)) {
    throw new AppError(ErrorCode.WeakPassword, Messages.passwordTooCommon);
  }
}
