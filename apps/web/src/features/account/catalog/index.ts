import { defineCatalog, defineTranslator } from '../../../i18n/use-t';
import en from './en.json';

/** /account's messages (catalog/en.json, catalog/ar.json), ids `account.`. */
export const useAccountT = defineCatalog(en);

/** The same messages for code outside components (the join code's errors), at call time. */
export const tAccount = defineTranslator(en);

/** The English texts, which the tests compare with. */
export const accountEnglish = en;
