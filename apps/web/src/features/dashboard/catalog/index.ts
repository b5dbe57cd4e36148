import { defineCatalog, defineTranslator } from '../../../i18n/use-t';
import en from './en.json';

/** The dashboard's messages (catalog/en.json, catalog/ar.json), ids `dashboard.`. */
export const useDashboardT = defineCatalog(en);

/** The same messages for the chart and table helpers (lib/progress-series.ts), at render time. */
export const tDashboard = defineTranslator(en);

/** The English texts, which the tests compare with. */
export const dashboardEnglish = en;
