import { TOPICS } from '@exam/contract';

/** A topic of the product (docs/product.md §2: 'Geometry & Trigonometry' is the only one). */
export type Topic = (typeof TOPICS)[number];

export function isTopic(value: unknown): value is Topic {
  return typeof value === 'string' && (TOPICS as readonly string[]).includes(value);
}
