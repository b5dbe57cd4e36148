import { StorageKeys } from '@exam/contract';

/**
 * 'Not now' on the profile prompt lasts for this tab's session (sessionStorage) and for this
 * user: the prompt stays out of the way until the next visit, then asks again.
 */
export function isProfilePromptDismissed(userId: string): boolean {
  try {
    return sessionStorage.getItem(StorageKeys.profilePromptDismissed) === userId;
  } catch {
    return false;
  }
}

export function dismissProfilePrompt(userId: string): void {
  try {
    sessionStorage.setItem(StorageKeys.profilePromptDismissed, userId);
  } catch {
    // Storage refused (private mode): the prompt just hides until the page reloads.
  }
}
