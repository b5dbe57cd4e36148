import { ClassMessages, JoinCodeSchema } from '@exam/contract';
import { ApiRequestError } from '../../../lib/api-client';
import { getErrorMessage } from '../../../lib/error-message';
import { accountEnglish, tAccount } from '../catalog';

export const JOIN_FAILED = accountEnglish['account.classes.joinFailed'];

/**
 * The server's English words for a refused join, and the catalog's message for each: the class
 * rules' texts live in the contract (the API answers with them), the screen shows them translated.
 */
const serverMessages = {
  [ClassMessages.alreadyMember]: 'account.classes.alreadyMember',
  [ClassMessages.ownClass]: 'account.classes.ownClass',
} as const;
const isKnown = (message: string): message is keyof typeof serverMessages =>
  Object.hasOwn(serverMessages, message);

/**
 * The code as the server will read it (spaces and dashes dropped, upper case), or the message to
 * show under the field: the contract's own rule, so the form and the route agree. The rule has
 * one message (ClassMessages.codeInvalid), shown in the interface's language.
 */
export function readJoinCode(input: string): { code: string } | { error: string } {
  const parsed = JoinCodeSchema.safeParse(input);
  return parsed.success
    ? { code: parsed.data }
    : { error: tAccount('account.classes.codeInvalid') };
}

/** What a refused join says: an unknown code and a class already joined have their own words. */
export function joinErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 404) return tAccount('account.classes.codeUnknown');
    // 409: already in the class, or it is the caller's own class: the server says which.
    if (error.status === 409) {
      const said = error.serverMessage ?? ClassMessages.alreadyMember;
      return isKnown(said) ? tAccount(serverMessages[said]) : said;
    }
  }
  return getErrorMessage(error, { fallback: tAccount('account.classes.joinFailed') });
}
