import { describe, expect, it } from 'vitest';
import {
  browserLanguage,
  initialLanguage,
  LANGUAGE_STORAGE_KEY,
  storedLanguage,
  storeLanguage,
} from './language-choice';

describe('the language a visit opens in', () => {
  it("follows the browser's first language the interface speaks", () => {
    expect(browserLanguage(['ar-EG', 'en-GB'])).toBe('ar');
    expect(browserLanguage(['fr-FR', 'AR', 'en'])).toBe('ar');
    expect(browserLanguage(['en-US', 'ar'])).toBe('en');
    expect(browserLanguage(['fr-FR', 'de'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });

  it('prefers the choice stored on this browser, and ignores a stored value it does not know', () => {
    expect(storedLanguage()).toBeNull();
    storeLanguage('ar');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
    expect(initialLanguage()).toBe('ar');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'klingon');
    expect(storedLanguage()).toBeNull();
  });
});
