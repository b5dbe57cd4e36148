import { intlLocale } from '../../../i18n/i18n';
import { useLanguage } from '../../../i18n/use-t';

/**
 * The console's figures in the interface's locale (docs/product.md: the console's tables):
 * en-GB in English ('12,345', '1.20', '4%', '24 Nov 2026, 14:05'), ar-EG with Western digits in
 * Arabic. Each formatter is made once per locale.
 */
const formatters = new Map<string, ReturnType<typeof makeFormatters>>();

function makeFormatters(locale: string) {
  return {
    integer: new Intl.NumberFormat(locale),
    decimal2: new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    percent: new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }),
    dateTime: new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
  };
}

function formattersOf(locale: string) {
  let made = formatters.get(locale);
  if (!made) {
    made = makeFormatters(locale);
    formatters.set(locale, made);
  }
  return made;
}

export const formatCount = (value: number, locale = intlLocale()) =>
  formattersOf(locale).integer.format(value);
export const formatDecimal = (value: number, locale = intlLocale()) =>
  formattersOf(locale).decimal2.format(value);
export const formatPercent = (value: number, locale = intlLocale()) =>
  formattersOf(locale).percent.format(value);

/** '—' for a figure that cannot be computed yet. */
export function orDash(value: number | null, format: (value: number) => string): string {
  return value === null ? '—' : format(value);
}

export function formatDateTime(iso: string, locale = intlLocale()): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formattersOf(locale).dateTime.format(date);
}

/** The formatters bound to the active language, re-rendering the caller when it changes. */
export function useAdminFormat() {
  const { locale } = useLanguage();
  return {
    count: (value: number) => formatCount(value, locale),
    decimal: (value: number) => formatDecimal(value, locale),
    percent: (value: number) => formatPercent(value, locale),
    dateTime: (iso: string) => formatDateTime(iso, locale),
  };
}
