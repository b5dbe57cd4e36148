import { defineCatalog } from '../../../i18n/use-t';
import en from './en.json';

/** 'Report a problem' and its dialog (catalog/en.json, catalog/ar.json). */
export const useReportProblemT = defineCatalog(en);
