import { defineCatalog, defineTranslator } from '../../../i18n/use-t';
import en from './en.json';

/** The sign-in, sign-up, password, e-mail and profile screens' messages (catalog/*.json). */
export const useAuthT = defineCatalog(en);

/** The same messages for code outside components (AuthMessages, the registration flow). */
export const tAuth = defineTranslator(en);
