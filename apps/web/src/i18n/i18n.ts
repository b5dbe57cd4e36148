import { i18n, type Messages } from '@lingui/core';
import type * as RightToLeftModule from './right-to-left';

/**
 * The interface's languages (docs/decisions/047): English, the source, and Arabic. Each feature
 * (or shared folder: `components/attempt`, `app`, `lib`…) keeps its messages in `catalog/en.json`
 * and `catalog/ar.json` (message id -> ICU message,
 * compiled at build time by config/compile-catalogs.ts). A feature's English catalog comes with
 * its code (defineCatalog below); the Arabic catalogs are fetched together, only when Arabic is
 * chosen, so an English page downloads no Arabic.
 */
export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The `Intl` locale of each language: `en-GB` as the product has always dated things, `ar-EG` for
 * Arabic with Western digits (`-u-nu-latn`), the digits Egyptian maths lessons use.
 */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-GB', ar: 'ar-EG-u-nu-latn' };

/** The active language (English until another is activated). */
export function activeLanguage(): Language {
  return i18n.locale === 'ar' ? 'ar' : 'en';
}

/** The `Intl` locale of the active language, for dates, numbers, percentages and times. */
export function intlLocale(): string {
  return INTL_LOCALES[activeLanguage()];
}

/** A catalog's JSON import: typed as the source text, compiled by the time it runs. */
export type Catalog = Record<string, string>;
const compiled = (catalog: unknown) => catalog as Messages;

i18n.activate('en', [INTL_LOCALES.en]);

/** Registers a feature's English messages (called once, when the feature's module loads). */
export function loadEnglish(catalog: Catalog): void {
  i18n.load('en', compiled(catalog));
}

/** Every Arabic catalog, each its own module; fetched on the first switch to Arabic. */
const arabicCatalogs = import.meta.glob<Catalog>('../**/catalog/ar.json', {
  import: 'default',
});
type RightToLeft = typeof RightToLeftModule;
let rightToLeft: RightToLeft | null = null;

/** Arabic's style cache and theme once loaded (the providers switch to them), else null. */
export function rightToLeftSupport(): RightToLeft | null {
  return rightToLeft;
}

/** `<html lang dir>`: screen readers, the browser's own text direction and CSS follow it. */
export function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr';
}

/**
 * Switches the interface's language. The first switch to Arabic fetches its catalogs and its
 * right-to-left support together, before anything re-renders, so no screen shows half a language.
 */
export async function activateLanguage(language: Language): Promise<void> {
  if (language === 'ar' && !rightToLeft) {
    const [catalogs, support] = await Promise.all([
      Promise.all(Object.values(arabicCatalogs).map((load) => load())),
      import('./right-to-left'),
    ]);
    for (const catalog of catalogs) i18n.load('ar', compiled(catalog));
    rightToLeft = support;
  }
  applyDocumentLanguage(language);
  // The Intl locale too: a plural's `#` is then written with Western digits in Arabic.
  i18n.activate(language, [INTL_LOCALES[language]]);
}

export { i18n };
