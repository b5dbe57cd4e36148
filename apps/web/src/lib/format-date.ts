import { intlLocale } from '../i18n/i18n';

const formats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: string): Intl.DateTimeFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(locale, format);
  }
  return format;
}

/**
 * Every date the app shows (docs/product.md §1 'Look and dates'): en-GB, day, short month, year
 * and 24-hour time in the browser's time zone, e.g. '24 Nov 2026, 14:05'. One helper, so the
 * dashboard, the reports, the practice history and the reviews read alike. Text that is not a
 * date is shown as it came. In Arabic the same parts in `ar-EG` with Western digits; a component
 * passes `useLanguage().locale` so it re-renders when the language changes.
 */
export function formatDate(iso: string, locale: string = intlLocale()): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat(locale).format(date);
}
