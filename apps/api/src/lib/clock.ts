/**
 * Time as the server sees it. Injected into buildApp so tests can move time forward (token and
 * reset-link expiry, rate-limit windows) instead of waiting.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
