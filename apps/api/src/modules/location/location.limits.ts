import type { RateLimitRule } from '../rate-limit/rate-limit.service';

/**
 * New cities and schools per IP address per hour. Only creations count: the sign-up flow posts
 * its city and school every time and treats "already exists" as success, so a classroom behind
 * one address registering together is never blocked by the schools that already exist.
 */
export const locationCreationLimit: RateLimitRule = {
  name: 'location-creations:ip',
  limit: 30,
  windowSeconds: 60 * 60,
};
