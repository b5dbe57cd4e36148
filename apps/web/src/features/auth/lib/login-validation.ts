import { Messages } from '@exam/contract';

export type LoginFieldErrors = { email?: string; password?: string };

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * docs/product.md §5: e-mail and password are required, and the e-mail must look like one. The server
 * applies the contract's LoginRequestSchema; this check only saves a round trip (and keeps zod
 * out of the first screen's download).
 */
export function validateLogin(email: string, password: string): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  const trimmed = email.trim();
  if (!trimmed) errors.email = Messages.emailRequired;
  else if (!EMAIL_PATTERN.test(trimmed)) errors.email = Messages.emailInvalid;
  if (!password) errors.password = Messages.passwordRequired;
  return errors;
}
