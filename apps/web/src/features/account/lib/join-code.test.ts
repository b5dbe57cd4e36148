import { ClassMessages } from '@exam/contract';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { joinErrorMessage, readJoinCode } from './join-code';

describe('readJoinCode', () => {
  it('drops spaces and dashes and reads the code in upper case', () => {
    expect(readJoinCode(' abcd-2345 ')).toEqual({ code: 'ABCD2345' });
    expect(readJoinCode('ABCD 2345')).toEqual({ code: 'ABCD2345' });
  });

  it('refuses a code of the wrong length or with look-alike characters', () => {
    expect(readJoinCode('ABC')).toEqual({ error: ClassMessages.codeInvalid });
    expect(readJoinCode('')).toEqual({ error: ClassMessages.codeInvalid });
    // 0, O, 1, I and L are not in the alphabet.
    expect(readJoinCode('ABCD0O1I')).toEqual({ error: ClassMessages.codeInvalid });
  });
});

describe('joinErrorMessage', () => {
  it('names an unknown code and a class already joined', () => {
    expect(joinErrorMessage(new ApiRequestError({ status: 404 }))).toBe(ClassMessages.codeUnknown);
    expect(joinErrorMessage(new ApiRequestError({ status: 409 }))).toBe(
      ClassMessages.alreadyMember,
    );
    const own = new ApiRequestError({ status: 409, serverMessage: 'This is your own class.' });
    expect(joinErrorMessage(own)).toBe('This is your own class.');
  });
});
