import { Trans } from '@lingui/react';
import { useSyncExternalStore, type ReactElement } from 'react';
import {
  activeLanguage,
  i18n,
  INTL_LOCALES,
  loadEnglish,
  type Catalog,
  type Language,
} from './i18n';

type Values = Record<string, string | number>;
export type Translate<Id extends string> = (id: Id, values?: Values) => string;

/**
 * A feature's translation hook, from its English catalog (`catalog/index.ts` of the feature):
 * registers the English messages as the feature's code loads, and gives a `t` that accepts only
 * that catalog's ids, re-rendered when the language changes.
 *
 *   export const useAuthT = defineCatalog(en);
 *   const t = useAuthT(); t('login.signIn'); t('login.signedInAs', { name });
 */
export function defineCatalog<C extends Catalog>(english: C): () => Translate<keyof C & string> {
  loadEnglish(english);
  return function useCatalogT() {
    useActiveLanguage();
    return (id, values) => i18n._(id, values);
  };
}

/**
 * The same catalog for code outside components (a function that builds a message, a toast's
 * text): `t` reads the active language when called, so call it while rendering or handling an
 * event, never once at module load.
 *
 *   export const tAuth = defineTranslator(en);
 */
export function defineTranslator<C extends Catalog>(english: C): Translate<keyof C & string> {
  loadEnglish(english);
  return (id, values) => i18n._(id, values);
}

/** The active language and its `Intl` locale, re-rendering the caller when the language changes. */
export function useLanguage(): { language: Language; locale: string } {
  const language = useActiveLanguage();
  return { language, locale: INTL_LOCALES[language] };
}

const subscribe = (onChange: () => void) => i18n.on('change', onChange);

/**
 * The active language, re-rendering the caller when it changes. Read from Lingui's own change
 * event rather than its React context, so a component shows its words with or without the
 * provider above it (a unit test may render one bare).
 */
function useActiveLanguage(): Language {
  return useSyncExternalStore(subscribe, activeLanguage, activeLanguage);
}

/**
 * A message with elements inside it, such as a link in a sentence: `<0>Sign up</0>` in the
 * message becomes `components[0]` with the translated words as its children, so a translation
 * can move the link where its grammar puts it. `id` is checked by the caller's `t` type.
 */
export function Message<Id extends string>(props: {
  t: Translate<Id>;
  id: Id;
  values?: Values;
  components: Record<string, ReactElement>;
}) {
  return <Trans id={props.id} values={props.values} components={props.components} />;
}
