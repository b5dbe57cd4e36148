/**
 * Item response functions of the 3PL/4PL logistic model with scaling constant D = 1
 * (Birnbaum 1968 for 3PL; Barton & Lord 1981 for the upper asymptote d of the 4PL):
 *
 *   P(theta) = c + (d - c) / (1 + exp(-a (theta - b)))
 */
import type { Information, Probability } from './units';

/** Item parameters: discrimination a, difficulty b, lower asymptote c, upper asymptote d. */
export type ItemParameters = { a: number; b: number; c: number; d: number };

/** 4PL probability of a correct response (Barton & Lord 1981), D = 1. */
export function probability(
  theta: number,
  a: number,
  b: number,
  c: number,
  d: number,
): Probability {
  return (c + (d - c) / (1 + Math.exp(-a * (theta - b)))) as Probability;
}

/**
 * Fisher information of a 4PL item (Magis 2013, "A note on the item information function of the
 * four-parameter logistic model", Applied Psychological Measurement 37(4), eq. 4):
 *
 *   I(theta) = a^2 (P - c)^2 (d - P)^2 / ((d - c)^2 P (1 - P))
 *
 * which reduces to Birnbaum's 3PL information a^2 (Q/P) ((P - c)/(1 - c))^2 when d = 1, and to
 * a^2 P Q for the 2PL.
 */
export function information(
  theta: number,
  a: number,
  b: number,
  c: number,
  d: number,
): Information {
  const p = c + (d - c) / (1 + Math.exp(-a * (theta - b)));
  const num = a * (p - c) * (d - p);
  const den = (d - c) * (d - c) * p * (1 - p);
  return (den > 0 ? (num * num) / den : 0) as Information;
}

/** Test information: the sum of item informations at theta (Lord 1980, eq. 5-8). */
export function testInformation(theta: number, items: readonly ItemParameters[]): Information {
  let total = 0;
  for (const item of items) total += information(theta, item.a, item.b, item.c, item.d);
  return total as Information;
}

/**
 * Expected response function under uncertainty about b (Mislevy, Wingersky & Sheehan 1994,
 * "Dealing with uncertainty about item parameters: expected response functions", ETS RR-94-28):
 * integrating the logistic over b ~ N(b, se^2) with the normal-ogive approximation
 * logistic(x) ~ Phi(x / 1.702) (Haley 1952) gives a logistic with a flattened slope
 *
 *   a* = a / sqrt(1 + a^2 se^2 / 1.702^2).
 */
export function expectedSlope(a: number, seB: number): number {
  if (seB <= 0) return a;
  return a / Math.sqrt(1 + (a * a * seB * seB) / (1.702 * 1.702));
}
