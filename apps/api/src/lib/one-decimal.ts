/** Rounded to one decimal (docs/product.md §9.3: seconds and averages have one decimal). */
export function oneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}
