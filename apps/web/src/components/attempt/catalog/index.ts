import { defineCatalog, defineTranslator } from '../../../i18n/use-t';
import en from './en.json';

/**
 * The timed attempt's screens and the modes' start screens (countdown, intro, start buttons):
 * catalog/en.json, catalog/ar.json. `tAttempt` is for code outside components (a toast).
 */
export const useAttemptT = defineCatalog(en);
export const tAttempt = defineTranslator(en);
