/**
 * Seeded pseudo-random numbers. The engine never calls `Math.random()`: every random choice comes
 * from a generator built from a seed, so a session replays exactly.
 */

/** A source of uniform numbers in [0, 1). */
export type Rng = () => number;

/**
 * Mulberry32 (Tommy Ettinger, 2017): a 32-bit state generator with full period 2^32, enough for
 * simulation and tie-breaking.
 */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Mixes several integers into one 32-bit seed (the finaliser of MurmurHash3, Appleby 2008), so
 * a step of a session gets its own stream: `mixSeed(sessionSeed, step)`.
 */
export function mixSeed(...values: number[]): number {
  let h = 0x9e3779b9;
  for (const value of values) {
    h = Math.imul(h ^ (value >>> 0), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0;
}

/** A standard normal draw by the Box-Muller transform (Box & Muller 1958). */
export function normalDraw(rng: Rng): number {
  const u1 = 1 - rng();
  const u2 = rng();
  return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
}
