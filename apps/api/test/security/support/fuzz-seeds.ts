import { randomInt } from 'node:crypto';

/**
 * Each run uses a fixed seed (the same requests every time, so a regression shows as the same
 * failure) and one random seed (new requests every run), printed so a failure can be replayed:
 * `FUZZ_SEED=<seed> npx vitest run --project api <file>` makes the random half use that seed.
 */
export const FIXED_SEED = 20_260_109;

export function randomSeed(): number {
  const given = process.env.FUZZ_SEED;
  if (given !== undefined && given !== '') {
    const seed = Number(given);
    if (!Number.isSafeInteger(seed)) throw new Error(`FUZZ_SEED must be an integer, got ${given}`);
    return seed;
  }
  return randomInt(2 ** 31 - 1);
}

/** Runs per seed; FUZZ_RUNS_SCALE (e.g. 10) runs longer locally without editing the suite. */
export function scaledRuns(runs: number): number {
  const scale = Number(process.env.FUZZ_RUNS_SCALE ?? '1');
  return Math.max(1, Math.round(runs * (Number.isFinite(scale) && scale > 0 ? scale : 1)));
}
