import type { RateLimitRule } from '../rate-limit/rate-limit.service';

/**
 * Join codes are short enough to type, so guessing them is what a limit must stop: 10 wrong
 * codes an hour per account (a student mistyping a code needs two or three). Once used up, even
 * a right code waits, or the limit would tell a guesser when they hit one.
 */
export const joinCodeFailures: RateLimitRule = {
  name: 'class-join-failures:user',
  limit: 10,
  windowSeconds: 60 * 60,
};

/**
 * The class CSV reads every member's answers; a teacher downloads it a few times a day. 30 an
 * hour per teacher keeps a script from turning it into load.
 */
export const classCsvExports: RateLimitRule = {
  name: 'class-csv-exports:user',
  limit: 30,
  windowSeconds: 60 * 60,
};
