import { defineCatalog } from '../../../i18n/use-t';
import en from './en.json';

/** The sign-in, sign-up and password screens' messages (catalog/en.json, catalog/ar.json). */
export const useAuthT = defineCatalog(en);
