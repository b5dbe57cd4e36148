import { defineCatalog } from '../../../i18n/use-t';
import en from './en.json';

/** The public pages' messages: privacy, support, deletion request, not found (ids `static.`). */
export const useStaticT = defineCatalog(en);

/** The English texts, which the tests compare with. */
export const staticEnglish = en;
