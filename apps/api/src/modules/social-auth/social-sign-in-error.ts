import { ErrorCode, Messages } from '@exam/contract';
import { AppError } from '../../lib/app-error';

/**
 * A social sign-in that must not go on. The answer is always the same 401 'Authentication
 * failed' (docs/product.md §8), so a caller learns nothing about which check refused it; `reason` is for
 * the log only and never holds a token, code, state or e-mail.
 */
export class SocialSignInError extends AppError {
  constructor(
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(ErrorCode.SocialSignInFailed, Messages.authenticationFailed);
    this.name = 'SocialSignInError';
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}

/** What of a provider-side or library error is safe to log. */
export interface LoggedCause {
  name?: string;
  code?: string;
  message?: string;
  /** The OAuth error code a provider answered with (invalid_grant, ...). */
  oauthError?: string;
  /** The ID-token claim that did not match (nonce, aud, iss, ...), never its value. */
  claim?: string;
}

const stringField = (value: unknown, key: string): string | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  const field = (value as Record<string, unknown>)[key];
  return typeof field === 'string' ? field.slice(0, 100) : undefined;
};

/**
 * An error reduced to fixed texts and codes. openid-client's errors carry the provider's
 * answer and the compared values in `cause` (codes, states, tokens): only the names of things
 * are kept.
 */
export function describeCause(cause: unknown): LoggedCause {
  if (!(cause instanceof Error)) return {};
  const described: LoggedCause = { name: cause.name, message: cause.message };
  const code = stringField(cause, 'code');
  if (code) described.code = code;
  // openid-client wraps oauth4webapi's error, whose own `cause` names the claim.
  let level: unknown = cause;
  for (let depth = 0; depth < 4 && typeof level === 'object' && level !== null; depth += 1) {
    described.oauthError ??= stringField(level, 'error');
    described.claim ??= stringField(level, 'claim');
    level = (level as { cause?: unknown }).cause;
  }
  if (!described.oauthError) delete described.oauthError;
  if (!described.claim) delete described.claim;
  return described;
}
