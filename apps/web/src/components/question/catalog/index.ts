import { defineCatalog, defineTranslator } from '../../../i18n/use-t';
import en from './en.json';

/**
 * The question components' own words (keypad, figure zoom, worked solution, answer field, "Read
 * as"): catalog/en.json, catalog/ar.json. The question and its maths stay as the bank wrote them.
 */
export const useQuestionT = defineCatalog(en);
/** The same, for code outside components. */
export const tQuestion = defineTranslator(en);
export type QuestionMessageId = keyof typeof en;
