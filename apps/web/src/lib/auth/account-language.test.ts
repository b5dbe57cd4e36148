import { ApiRoutes, type User } from '@exam/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, activeLanguage } from '../../i18n/i18n';
import { LANGUAGE_STORAGE_KEY, storeLanguage } from '../../i18n/language-choice';
import { bodiesSentTo, jsonResponse, stubFetchWithXsrf } from '../../test/render';
import { getStoredUser, storeSession } from '../storage';
import { useAccountLanguage } from './account-language';

const user = (language: User['language']): User => ({
  id: 'u1',
  username: 'Mona Adel',
  email: 'mona@example.com',
  role: 'student',
  language,
});

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

describe('the account and this browser keep one language', () => {
  it("a browser that never chose takes the account's language, and keeps it", async () => {
    const fetchMock = stubFetchWithXsrf(() => jsonResponse({}));
    renderHook(() => useAccountLanguage(user('ar')));
    await waitFor(() => expect(activeLanguage()).toBe('ar'));
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
    expect(bodiesSentTo(fetchMock, ApiRoutes.account.language)).toEqual([]);
  });

  it('a choice made on this browser goes to the account, and the stored user follows', async () => {
    storeSession('token', user('ar'));
    storeLanguage('en');
    const fetchMock = stubFetchWithXsrf((url) =>
      url === ApiRoutes.account.language ? jsonResponse({ language: 'en' }) : jsonResponse({}),
    );
    renderHook(() => useAccountLanguage(user('ar')));
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, ApiRoutes.account.language)).toEqual([{ language: 'en' }]),
    );
    await waitFor(() => expect(getStoredUser()?.language).toBe('en'));
    expect(activeLanguage()).toBe('en');
  });

  it('does nothing when they already agree, or when nobody is signed in', () => {
    const fetchMock = stubFetchWithXsrf(() => jsonResponse({}));
    renderHook(() => useAccountLanguage(user('en')));
    renderHook(() => useAccountLanguage(null));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(activeLanguage()).toBe('en');
  });
});
