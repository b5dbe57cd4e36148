import { ErrorCode, Messages } from '@exam/contract';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { sha256 } from '../../lib/tokens';
import { findWindow, incrementWindow } from './rate-limit.repository';
import type { WindowCount } from './rate-limit.repository';

/**
 * Shared rate limits: counters live in the database, so every API process sees the same counts.
 * A rule allows `limit` counted events per window; the window starts at a subject's first event.
 */
export interface RateLimitRule {
  /** Namespaces the key, e.g. 'login-failures:account'. */
  name: string;
  limit: number;
  windowSeconds: number;
}

export type RateLimitDeps = { db: Database; clock: Clock };
type Deps = RateLimitDeps;

/** Subjects (e-mails, IP addresses) are hashed: the table holds no personal data. */
export function keyOf(rule: Pick<RateLimitRule, 'name'>, subject: string): string {
  return `${rule.name}:${sha256(subject)}`;
}

/**
 * The one answer for every limit: 429 RATE_LIMITED, Retry-After, and the contract's message (a
 * limit a student meets in normal use says which limit and how long to wait).
 */
export function rateLimitedError(
  waitSeconds: number,
  message: string = Messages.rateLimited,
): AppError {
  return new AppError(ErrorCode.RateLimited, message, {
    'retry-after': String(waitSeconds),
  });
}

function secondsLeft(windowStart: Date, rule: RateLimitRule, now: Date): number {
  const endsAt = windowStart.getTime() + rule.windowSeconds * 1000;
  return Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000));
}

/** Seconds until the subject may try again, or 0 when it is under the limit. */
export async function blockedFor(
  { db, clock }: Deps,
  rule: RateLimitRule,
  subject: string,
): Promise<number> {
  return waitOf(rule, await findWindow(db, keyOf(rule, subject)), clock.now());
}

/** blockedFor over a window already read. */
export function waitOf(rule: RateLimitRule, window: WindowCount | undefined, now: Date): number {
  if (!window || window.count < rule.limit) return 0;
  const expired = window.windowStart.getTime() + rule.windowSeconds * 1000 <= now.getTime();
  return expired ? 0 : secondsLeft(window.windowStart, rule, now);
}

/** 429 RATE_LIMITED with Retry-After when any of the rules is exhausted for its subject. */
export async function assertNotLimited(
  deps: Deps,
  checks: readonly (readonly [RateLimitRule, string])[],
): Promise<void> {
  const waits = await Promise.all(checks.map(([rule, subject]) => blockedFor(deps, rule, subject)));
  const wait = Math.max(0, ...waits);
  if (wait > 0) throw rateLimitedError(wait);
}

/** Counts one event; returns the subject's count in its current window, this event included. */
export async function countEvent(
  { db, clock }: Deps,
  rule: RateLimitRule,
  subject: string,
): Promise<number> {
  const window = await incrementWindow(
    db,
    keyOf(rule, subject),
    clock.now(),
    rule.windowSeconds * 1000,
  );
  return window.count;
}

/**
 * Counts one event and refuses it with 429 (Retry-After) when it goes over the limit: a single
 * statement whether the subject is within the limit or not, for routes a flood may target
 * (refused events are counted too; the window still ends when it would have).
 */
export async function takeFromLimit(
  { db, clock }: Deps,
  rule: RateLimitRule,
  subject: string,
): Promise<void> {
  const now = clock.now();
  const window = await incrementWindow(db, keyOf(rule, subject), now, rule.windowSeconds * 1000);
  if (window.count > rule.limit) {
    throw rateLimitedError(secondsLeft(window.windowStart, rule, now));
  }
}

/** Counts one event; returns whether the subject is still within the limit after it. */
export async function recordEvent(deps: Deps, rule: RateLimitRule, subject: string) {
  return (await countEvent(deps, rule, subject)) <= rule.limit;
}

/** Whether a window read holds an event and has not yet ended. */
export function isRecent(rule: RateLimitRule, window: WindowCount | undefined, now: Date): boolean {
  if (!window) return false;
  return window.windowStart.getTime() + rule.windowSeconds * 1000 > now.getTime();
}
