import { i18n, loadEnglish } from '../../i18n/i18n';
import en from './catalog/en.json';

loadEnglish(en);
const known = new Set(Object.keys(en));

/**
 * A lesson's, unit's or topic's name, or a lesson's description, in the interface's language.
 * The bank names them in English (packages/bank lessons.ts) and the API sends those names; the
 * catalog is keyed by the English text, so a name the catalog does not know yet (renamed in the
 * bank, or a lesson added later) shows in English rather than not at all.
 */
export function lessonText(english: string): string {
  const id = `lesson.${english}`;
  return known.has(id) ? i18n._(id) : english;
}
