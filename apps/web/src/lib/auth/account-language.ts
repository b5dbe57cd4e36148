import { ApiRoutes, type User } from '@exam/contract';
import { useEffect } from 'react';
import { activateLanguage, activeLanguage, type Language } from '../../i18n/i18n';
import { storedLanguage, storeLanguage } from '../../i18n/language-choice';
import { apiRequest } from '../api-client';
import { getStoredUser, storeUser } from '../storage';

/** PUT /api/account/language: the account keeps the choice, and its mails follow it. */
export async function saveAccountLanguage(language: Language): Promise<void> {
  const answer = await apiRequest<{ language: Language }>(ApiRoutes.account.language, {
    method: 'PUT',
    body: { language },
  });
  const user = getStoredUser();
  if (user) storeUser({ ...user, language: answer.language });
}

/**
 * Keeps this browser and the signed-in account on one language. A choice made on this browser
 * (stored under `language`) is the newest word and goes to the account; a browser that never
 * chose (a first visit on a new phone) takes the account's. A save that fails (offline) is tried
 * again the next time a signed-in page opens, since the two still differ.
 */
export function useAccountLanguage(user: User | null): void {
  const accountLanguage = user?.language;
  useEffect(() => {
    if (!accountLanguage || accountLanguage === activeLanguage()) return;
    const chosen = storedLanguage();
    if (chosen) {
      saveAccountLanguage(chosen).catch(() => undefined);
    } else {
      activateLanguage(accountLanguage)
        .then(() => storeLanguage(accountLanguage))
        .catch(() => undefined); // Arabic's files did not arrive: the page stays as it is.
    }
  }, [accountLanguage]);
}
