import type { RateLimitRule } from '../rate-limit/rate-limit.service';

/**
 * A calibration reads every answer and runs EM over all of them: seconds of CPU on a big
 * database. An admin needs a few dry runs and one apply; 20 an hour (dry runs and applies
 * together, per admin account) keeps a stuck button or a script from occupying the server.
 */
export const calibrationsPerHour: RateLimitRule = {
  name: 'calibrations:admin',
  limit: 20,
  windowSeconds: 60 * 60,
};
