import { defineCatalog } from '../../../i18n/use-t';
import en from './en.json';

/** The shared form fields' own texts (catalog/en.json, catalog/ar.json). */
export const useFormT = defineCatalog(en);
