import { ClassMessages, JoinCodeSchema } from '@exam/contract';
import { ApiRequestError } from '../../../lib/api-client';
import { getErrorMessage } from '../../../lib/error-message';

export const JOIN_FAILED = 'You could not join the class. Please try again.';

/**
 * The code as the server will read it (spaces and dashes dropped, upper case), or the message to
 * show under the field: the contract's own rule, so the form and the route agree.
 */
export function readJoinCode(input: string): { code: string } | { error: string } {
  const parsed = JoinCodeSchema.safeParse(input);
  return parsed.success
    ? { code: parsed.data }
    : { error: parsed.error.issues[0]?.message ?? ClassMessages.codeInvalid };
}

/** What a refused join says: an unknown code and a class already joined have their own words. */
export function joinErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 404) return ClassMessages.codeUnknown;
    // 409: already in the class, or it is the caller's own class: the server says which.
    if (error.status === 409) return error.serverMessage ?? ClassMessages.alreadyMember;
  }
  return getErrorMessage(error, { fallback: JOIN_FAILED });
}
