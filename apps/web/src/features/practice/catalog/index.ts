import { defineCatalog, defineTranslator } from '../../../i18n/use-t';
import en from './en.json';

/** The practice screens' messages (catalog/en.json, catalog/ar.json). */
export const usePracticeT = defineCatalog(en);
/** The same, for code outside components (formatters, a session's failure texts). */
export const tPractice = defineTranslator(en);
export type PracticeT = ReturnType<typeof usePracticeT>;
