/**
 * The engine configurations the benchmark compares, shared by `run.ts` (one seed, with jsCAT)
 * and `seeds.ts` (seed-to-seed spread of our engine), so both measure the same thing.
 */
import type { CatOptions } from '../../packages/cat/src/index';

export const lessonTargets = {
  algebra: 0.3,
  geometry: 0.25,
  functions: 0.2,
  statistics: 0.15,
  trigonometry: 0.1,
};

/** Calibration error of the mis-calibrated bank: log a + N(0, 0.2^2), b + N(0, 0.5^2). */
export const calibrationError = { logA: 0.2, b: 0.5 };

/** Fixed-length tests: the metric at length k uses the estimate after k answers. */
export const fixed = (length: number): Partial<CatOptions> => ({
  minItems: length,
  maxItems: length,
  targetSE: 1e-9,
});

/** jsCAT's rule in our engine: EAP, maximum Fisher information at the EAP from the first item. */
export const mfiOptions = (length: number): Partial<CatOptions> => ({
  ...fixed(length),
  maxExposure: 1,
  posteriorItems: 0,
});

/**
 * Our engine without exposure or content constraints: two-step look-ahead expected posterior
 * variance (selection/look-ahead.ts) among the 12 most informative items for the first 10 items,
 * Fisher information after.
 */
export const unconstrainedOptions = (length: number): Partial<CatOptions> => ({
  ...fixed(length),
  maxExposure: 1,
  selection: 'epv2',
  posteriorItems: 10,
  shortlist: 12,
});

/** Our engine as the API runs it: exposure cap 0.25 and lesson quotas, default selection. */
export const constrainedOptions = (length: number): Partial<CatOptions> => ({
  ...fixed(length),
  lessonTargets,
});

/** The section of RESULTS.md that real-bank.ts writes and run.ts keeps. */
export const REAL_BANK_HEADING = '## The real bank';
/** The last section of RESULTS.md (bench/cat/mastery.ts): run.ts and real-bank.ts keep it. */
export const MASTERY_HEADING = '## Lesson mastery';
