const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * Every date the app shows (docs/product.md §1 'Look and dates'): en-GB, day, short month, year
 * and 24-hour time in the browser's time zone, e.g. '24 Nov 2026, 14:05'. One helper, so the
 * dashboard, the reports, the practice history and the reviews read alike. Text that is not a
 * date is shown as it came.
 */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}
