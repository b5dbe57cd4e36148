/**
 * Abandoning a draft. A template calls `redraw('why')` when its random numbers make a poor item
 * (a bearing that rounds to 360°, a triangle too thin to draw); `defineTemplate` then draws new
 * numbers, as it does for a draft whose key the question prints, whose hint shows the key, or
 * whose figure the lint refuses at the shipped size.
 */
export class Redraw extends Error {}

/** Abandons this draft: `defineTemplate` draws new numbers. */
export function redraw(why: string): never {
  throw new Redraw(why);
}
