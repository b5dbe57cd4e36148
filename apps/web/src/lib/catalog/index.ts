import { defineTranslator } from '../../i18n/use-t';
import en from './en.json';

/** Names the shared helpers of lib/ give (what a practice session practises). */
export const libT = defineTranslator(en);
