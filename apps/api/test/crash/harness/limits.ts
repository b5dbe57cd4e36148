/**
 * The bound of one run (a database, 100 students, 20 kills): past it the students give up and
 * the run fails. Measured on this two-core machine while other test suites ran on it: 2.7 min on
 * PostgreSQL, 5 min on PGlite. Vitest's own time-outs are set longer (vitest.config.ts), so
 * that the run's clean-up (servers, PostgreSQL, folders) always happens first.
 */
export const RUN_LIMIT_MS = 6 * 60_000;
