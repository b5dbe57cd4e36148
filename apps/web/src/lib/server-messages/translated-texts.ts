import type { Translate } from '../../i18n/use-t';

/**
 * A table of texts (`Texts.key`) whose every read gives the active language's message: code that
 * already reads `AuthMessages.loginFallback` when it shows it stays as it is, and a test in English
 * still reads the English text. Each read translates, so read it when showing, not at module load.
 */
export function translatedTexts<Key extends string, Id extends string>(
  t: Translate<Id>,
  ids: Readonly<Record<Key, Id>>,
): Readonly<Record<Key, string>> {
  const texts = {} as Record<Key, string>;
  for (const key of Object.keys(ids) as Key[]) {
    Object.defineProperty(texts, key, { enumerable: true, get: () => t(ids[key]) });
  }
  return texts;
}
