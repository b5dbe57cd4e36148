import { defineCatalog, defineTranslator } from '../../../i18n/use-t';
import en from './en.json';

/** The frame around every screen: app bar, sign-in card, footer, loading and error screens. */
export const useShellT = defineCatalog(en);
/** The same messages for a class component (the route error boundary). */
export const shellT = defineTranslator(en);
