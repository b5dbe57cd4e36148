import { StorageKeys } from '@exam/contract';
import { describe, expect, it, vi } from 'vitest';
import {
  applyRememberMe,
  clearSession,
  getRememberedEmail,
  getStoredUser,
  getToken,
  isAuthenticated,
  removeLegacyRememberedPassword,
  storeSession,
  subscribeToSession,
} from './storage';

const user = { id: 'u1', username: 'Ada Lovelace', email: 'ada@example.com' };

describe('session storage', () => {
  it('stores the token and the user as JSON, and is authenticated while a token exists', () => {
    expect(isAuthenticated()).toBe(false);
    storeSession('tok-1', user);
    expect(localStorage.getItem(StorageKeys.token)).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem(StorageKeys.user) ?? 'null')).toEqual(user);
    expect(getToken()).toBe('tok-1');
    expect(getStoredUser()).toEqual(user);
    expect(isAuthenticated()).toBe(true);
  });

  it('clears both on sign-out and tells subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToSession(listener);
    storeSession('tok-1', user);
    clearSession();
    unsubscribe();
    expect(localStorage.getItem(StorageKeys.token)).toBeNull();
    expect(localStorage.getItem(StorageKeys.user)).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('ignores a malformed stored user', () => {
    localStorage.setItem(StorageKeys.user, '{not json');
    expect(getStoredUser()).toBeNull();
    localStorage.setItem(StorageKeys.user, JSON.stringify({ id: 1 }));
    expect(getStoredUser()).toBeNull();
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
