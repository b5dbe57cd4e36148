import { REMEMBER_ME_SESSION_TTL_SECONDS, SESSION_TTL_SECONDS, StorageKeys } from '@exam/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeSessionChannel } from './session-channel';
import {
  applyRememberMe,
  clearSession,
  forgetWorkOnThisDevice,
  getRememberedEmail,
  getStoredUser,
  getToken,
  isAuthenticated,
  removeLegacyRememberedPassword,
  startSessionSharing,
  storeSession,
  storeToken,
  storeUser,
  subscribeToSession,
} from './storage';

const user = {
  id: 'u1',
  username: 'Ada Lovelace',
  email: 'ada@example.com',
  role: 'student' as const,
  language: 'en' as const,
};

describe('where the session lives (decision 024)', () => {
  it("without Remember me: this tab's sessionStorage, same keys, nothing in localStorage", () => {
    expect(isAuthenticated()).toBe(false);
    storeSession('tok-1', user);
    expect(sessionStorage.getItem(StorageKeys.token)).toBe('tok-1');
    expect(JSON.parse(sessionStorage.getItem(StorageKeys.user) ?? 'null')).toEqual(user);
    expect(localStorage.getItem(StorageKeys.token)).toBeNull();
    expect(localStorage.getItem(StorageKeys.user)).toBeNull();
    expect(getToken()).toBe('tok-1');
    expect(getStoredUser()).toEqual(user);
    expect(isAuthenticated()).toBe(true);
  });

  it('with Remember me: localStorage, and a tab session is dropped', () => {
    storeSession('tok-tab', user);
    storeSession('tok-30d', user, { remember: true });
    expect(localStorage.getItem(StorageKeys.token)).toBe('tok-30d');
    expect(JSON.parse(localStorage.getItem(StorageKeys.user) ?? 'null')).toEqual(user);
    expect(sessionStorage.getItem(StorageKeys.token)).toBeNull();
    expect(getToken()).toBe('tok-30d');
  });

  it('keeps the user beside its token (a social sign-in stores the token, then the user)', () => {
    storeToken('tok-social');
    expect(sessionStorage.getItem(StorageKeys.token)).toBe('tok-social');
    storeUser(user);
    expect(JSON.parse(sessionStorage.getItem(StorageKeys.user) ?? 'null')).toEqual(user);
    expect(localStorage.getItem(StorageKeys.user)).toBeNull();
  });

  it('clears both places on sign-out and tells subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToSession(listener);
    storeSession('tok-1', user);
    localStorage.setItem(StorageKeys.token, 'tok-old');
    clearSession();
    unsubscribe();
    for (const store of [localStorage, sessionStorage]) {
      expect(store.getItem(StorageKeys.token)).toBeNull();
      expect(store.getItem(StorageKeys.user)).toBeNull();
    }
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('ignores a malformed stored user', () => {
    localStorage.setItem(StorageKeys.token, 'tok');
    localStorage.setItem(StorageKeys.user, '{not json');
    expect(getStoredUser()).toBeNull();
    localStorage.setItem(StorageKeys.user, JSON.stringify({ id: 1 }));
    expect(getStoredUser()).toBeNull();
  });
});

describe('a 12-hour session an older version left in localStorage', () => {
  afterEach(() => closeSessionChannel());

  /** An unsigned stand-in with the claims the server's tokens carry. */
  const tokenLasting = (seconds: number) =>
    `e30.${btoa(JSON.stringify({ sub: 'u1', sid: 's1', iat: 1000, exp: 1000 + seconds }))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_')}.sig`;

  it('moves to this tab at load, so it ends with the browser', () => {
    const token = tokenLasting(SESSION_TTL_SECONDS);
    localStorage.setItem(StorageKeys.token, token);
    localStorage.setItem(StorageKeys.user, JSON.stringify(user));
    startSessionSharing();
    expect(sessionStorage.getItem(StorageKeys.token)).toBe(token);
    expect(localStorage.getItem(StorageKeys.token)).toBeNull();
    expect(getStoredUser()).toEqual(user);
  });

  it('leaves a 30-day (Remember me) session where it is', () => {
    const token = tokenLasting(REMEMBER_ME_SESSION_TTL_SECONDS);
    localStorage.setItem(StorageKeys.token, token);
    startSessionSharing();
    expect(localStorage.getItem(StorageKeys.token)).toBe(token);
    expect(sessionStorage.getItem(StorageKeys.token)).toBeNull();
  });
});

describe('remember me', () => {
  it('keeps only the e-mail when ticked and forgets it when unticked', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    applyRememberMe(' ada@example.com ', true);
    expect(getRememberedEmail()).toBe('ada@example.com');
    expect(setItem.mock.calls).toEqual([[StorageKeys.rememberedEmail, 'ada@example.com']]);

    applyRememberMe('ada@example.com', false);
    expect(getRememberedEmail()).toBeNull();
    expect(localStorage.getItem(StorageKeys.rememberedEmail)).toBeNull();
  });

  it('deletes the legacy rememberedPassword key and never writes one', () => {
    localStorage.setItem(StorageKeys.legacyRememberedPassword, 'b2JmdXNjYXRlZA==');
    removeLegacyRememberedPassword();
    expect(localStorage.getItem(StorageKeys.legacyRememberedPassword)).toBeNull();
    applyRememberMe('ada@example.com', true);
    expect(localStorage.getItem(StorageKeys.legacyRememberedPassword)).toBeNull();
  });
});

describe('work left on a shared device', () => {
  it("forgets the mirrored exam, trial and practice, their typed answers and the prompt's 'Not now', nothing else", () => {
    storeSession('tok-1', user, { remember: true });
    localStorage.setItem(StorageKeys.rememberedEmail, 'ada@example.com');
    localStorage.setItem(StorageKeys.soundEnabled, 'false');
    for (const key of [
      StorageKeys.examState,
      StorageKeys.examQuestionIndex,
      StorageKeys.examTopic,
      StorageKeys.practiceState,
      StorageKeys.trialState,
      StorageKeys.examAnswerDraft,
      StorageKeys.trialAnswerDraft,
    ]) {
      localStorage.setItem(key, '{"pending":"x = 7"}');
    }
    sessionStorage.setItem(StorageKeys.profilePromptDismissed, 'true');

    forgetWorkOnThisDevice();

    for (const key of [
      StorageKeys.examState,
      StorageKeys.examQuestionIndex,
      StorageKeys.examTopic,
      StorageKeys.practiceState,
      StorageKeys.trialState,
      StorageKeys.examAnswerDraft,
      StorageKeys.trialAnswerDraft,
      StorageKeys.profilePromptDismissed,
    ]) {
      expect(localStorage.getItem(key), key).toBeNull();
      expect(sessionStorage.getItem(key), key).toBeNull();
    }
    // The session is ended separately; the remembered e-mail and the sound setting stay.
    expect(getToken()).toBe('tok-1');
    expect(localStorage.getItem(StorageKeys.rememberedEmail)).toBe('ada@example.com');
    expect(localStorage.getItem(StorageKeys.soundEnabled)).toBe('false');
  });
});
