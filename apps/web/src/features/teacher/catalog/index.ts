import { defineCatalog } from '../../../i18n/use-t';
import en from './en.json';

/** The teacher's screens' messages: classes, a class's table, a student's work (catalog/*.json). */
export const useTeacherT = defineCatalog(en);
