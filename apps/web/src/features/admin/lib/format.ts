/** Numbers as an en-GB reader writes them (docs/product.md: the console's tables). */
const integer = new Intl.NumberFormat('en-GB');
const decimal2 = new Intl.NumberFormat('en-GB', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const percent = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 0 });

export const formatCount = (value: number) => integer.format(value);
export const formatDecimal = (value: number) => decimal2.format(value);
export const formatPercent = (value: number) => percent.format(value);
/** '—' for a figure that cannot be computed yet. */
export function orDash(value: number | null, format: (value: number) => string): string {
  return value === null ? '—' : format(value);
}

const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}
