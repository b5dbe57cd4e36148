import { defineCatalog, defineTranslator } from '../../../i18n/use-t';
import en from './en.json';

/** The trial screens' messages (catalog/en.json, catalog/ar.json). */
export const useTrialT = defineCatalog(en);
/** The same, for code outside components (a session's failure texts, read when they happen). */
export const tTrial = defineTranslator(en);
