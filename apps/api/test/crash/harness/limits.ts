/**
 * The bound of one run (a database, 100 students, 20 kills): past it the students give up and
 * the run fails. It catches a run that cannot end (a server that is up but never serves), not a
 * slow one: on this two-core machine a run took 2.7 min (PostgreSQL) and 5 min (PGlite) while
 * other suites ran beside it, and over 8 min under a heavier load. Vitest's own time-outs are
 * set longer (vitest.config.ts), so that the run's clean-up (servers, PostgreSQL, folders)
 * always happens first.
 */
export const RUN_LIMIT_MS = 10 * 60_000;
