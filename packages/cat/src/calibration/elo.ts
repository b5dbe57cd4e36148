/**
 * Elo-style warm start for new items (Klinkenberg, Straatemeier & van der Maas 2011, "Computer
 * adaptive practice of maths ability using a new item response model for on the fly ability and
 * difficulty estimation", Computers & Education 57(2)), with the decreasing step size
 * K(n) = K0 / (1 + slope * n) of Papousek, Pelanek & Stanislav 2014 ("Adaptive practice of
 * facts in domains with varied prior knowledge", EDM):
 *
 *   b <- b - K(n) (x - P(theta_hat; a, b, c))
 *
 * Cheap enough to run on every answer while an item has too few responses for EM.
 */
export type EloState = { b: number; n: number };

export function updateEloDifficulty(
  state: EloState,
  theta: number,
  correct: boolean,
  item: { a: number; c: number },
  k0 = 0.8,
  slope = 0.05,
): EloState {
  const p = item.c + (1 - item.c) / (1 + Math.exp(-item.a * (theta - state.b)));
  const k = k0 / (1 + slope * state.n);
  return { b: state.b - k * ((correct ? 1 : 0) - p), n: state.n + 1 };
}
