import { defineCatalog, defineTranslator } from '../../../i18n/use-t';
import en from './en.json';

/** The content console's messages (catalog/en.json, catalog/ar.json). */
export const useAdminT = defineCatalog(en);

/** The same messages for the console's helpers outside components (call while rendering). */
export const tAdmin = defineTranslator(en);

export type AdminTranslate = ReturnType<typeof useAdminT>;
export type AdminMessageId = Parameters<AdminTranslate>[0];
