import { readStored, writeStored } from '../lib/local-storage';
import { LANGUAGES, type Language } from './i18n';

/** The browser storage key of the student's explicit choice (issue 24). */
export const LANGUAGE_STORAGE_KEY = 'language';

const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The language the student chose on this browser, or null if they never chose. */
export function storedLanguage(): Language | null {
  const stored = readStored(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : null;
}

export function storeLanguage(language: Language): void {
  writeStored(LANGUAGE_STORAGE_KEY, language);
}

/**
 * The browser's preference: the first of its languages that the interface speaks ('ar-EG' and
 * 'ar' are Arabic), English when none is.
 */
export function browserLanguage(
  preferred: readonly string[] = navigator.languages ?? [],
): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

/** A visit opens in the stored choice, else in the browser's language. */
export function initialLanguage(): Language {
  return storedLanguage() ?? browserLanguage();
}
