import { LimitMessages, Messages, nameProblemMessage } from '@exam/contract';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n/i18n';
import { GenericErrors, getErrorMessage } from '../error-message';
import { ApiRequestError, NetworkError } from '../api-client';
import { localMessage } from '.';
import arSource from './catalog/ar.json?raw';
import enSource from './catalog/en.json?raw';

// The catalogs as written (`?raw`: the imports the app uses are compiled).
const en = JSON.parse(enSource) as Record<string, string>;
const ar = JSON.parse(arSource) as Record<string, string>;
const keys = Object.keys(Messages) as (keyof typeof Messages)[];

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

describe('the server messages catalog', () => {
  it('has every Messages key, in English word for word as the contract, and in Arabic', () => {
    const missing = keys.filter((key) => en[`server.${key}`] === undefined);
    expect(missing).toEqual([]);
    const differing = keys.filter((key) => en[`server.${key}`] !== Messages[key]);
    expect(differing).toEqual([]);
    const untranslated = keys.filter((key) => !ar[`server.${key}`]?.match(/[\u0600-\u06FF]/));
    expect(untranslated).toEqual([]);
  });

  it('holds no server.<key> entry the contract does not have', () => {
    const direct = Object.keys(en)
      .filter((id) => /^server\.\w+$/.test(id))
      .map((id) => id.slice('server.'.length));
    expect(direct.filter((key) => !(key in Messages))).toEqual([]);
  });
});

describe('localMessage', () => {
  it('gives every known text back unchanged in English (the compiled message is the text)', () => {
    for (const key of keys) expect(localMessage(Messages[key])).toBe(Messages[key]);
    expect(localMessage(GenericErrors.network)).toBe(
      'No response from server. Please check your internet connection.',
    );
  });

  it('shows a known text in Arabic, and any other text as it came', async () => {
    await act(() => activateLanguage('ar'));
    expect(localMessage(Messages.invalidCredentials)).toBe(
      'البريد الإلكتروني أو كلمة المرور غير صحيحة',
    );
    expect(localMessage(Messages.passwordsDontMatch)).toBe('كلمتا المرور غير متطابقتين');
    for (const key of keys) expect(localMessage(Messages[key])).toBe(ar[`server.${key}`]);
    expect(localMessage('Something only this screen says')).toBe('Something only this screen says');
  });

  it("translates the contract's name messages for each field", async () => {
    const text = nameProblemMessage('City', 'mixedScripts');
    expect(localMessage(text)).toBe(text);
    expect(localMessage(nameProblemMessage('First name', 'hidden'))).toBe(
      'First name contains hidden or control characters: please type it again',
    );
    await act(() => activateLanguage('ar'));
    expect(localMessage(text)).toBe(
      'في اسم المدينة كلمة تخلط حروفًا من أبجديات مختلفة: اكتب كل كلمة بأبجدية واحدة',
    );
  });

  it('translates the limits with their numbers, from the contract’s own texts', async () => {
    for (const wait of [30, 60, 61, 600]) {
      expect(localMessage(LimitMessages.attemptStarts(wait))).toBe(
        LimitMessages.attemptStarts(wait),
      );
      expect(localMessage(LimitMessages.accountExports(wait))).toBe(
        LimitMessages.accountExports(wait),
      );
    }
    await act(() => activateLanguage('ar'));
    expect(localMessage(LimitMessages.attemptStarts(61))).toContain('بعد دقيقتين.');
    expect(localMessage(LimitMessages.accountExports(600))).toContain('بعد 10 دقائق.');
  });
});

describe('getErrorMessage in Arabic', () => {
  it("shows the server's message, the generic texts and a known fallback in Arabic", async () => {
    await act(() => activateLanguage('ar'));
    const refused = new ApiRequestError({
      status: 401,
      serverMessage: Messages.invalidCredentials,
    });
    expect(getErrorMessage(refused)).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة');
    expect(getErrorMessage(new NetworkError())).toBe(
      'لا يوجد رد من الخادم. تأكد من اتصالك بالإنترنت.',
    );
    expect(getErrorMessage(new ApiRequestError({ status: 500 }))).toBe('حدث خطأ');
    expect(GenericErrors.setup).toBe('حدث خطأ أثناء تجهيز الطلب. حاول مرة أخرى.');
    const unknown = new ApiRequestError({ status: 400, serverMessage: 'A newer server text' });
    expect(getErrorMessage(unknown)).toBe('A newer server text');
  });
});
