import { defineCatalog, defineTranslator } from '../../../i18n/use-t';
import en from './en.json';
// The file as written: a catalog import is compiled to Lingui's runtime form by the build.
import enSource from './en.json?raw';

/** The exam screens' messages (catalog/en.json, catalog/ar.json). */
export const useExamT = defineCatalog(en);
/** The same, for code outside components (a session's failure texts, read when they happen). */
export const tExam = defineTranslator(en);
/** The English source text, for the helpers and tests that name the product's exact texts. */
export const examEnglish = JSON.parse(enSource) as typeof en;
