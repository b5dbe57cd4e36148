import { defineTranslator } from '../../../i18n/use-t';
import en from './en.json';

/**
 * The shared attempt and time code's messages (catalog/en.json, catalog/ar.json): plain functions
 * call `tAttemptLib` when they build a text, never at module load.
 */
export const tAttemptLib = defineTranslator(en);
