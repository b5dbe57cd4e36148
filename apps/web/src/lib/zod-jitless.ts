// Found by the XSS suite (e2e/xss.spec.ts): zod probes whether it may compile parsers with
// `new Function`, and under our CSP (no 'unsafe-eval') Chromium reports that probe as a
// Content-Security-Policy violation on every page that builds a schema, although zod catches
// the error. jitless skips the probe (and the compiled parsers, which the forms do not need).
//
// zod keeps its configuration in globalThis.__zod_globalConfig, shared by every copy of it and
// kept when zod finds it already there (mutated here, not replaced, in case zod came first).
// Setting it directly, rather than through zod's config(), keeps zod out of the first screen's
// download (importing zod/v4/core for that one call cost 9 kB gzip of the /login budget).
// Imported first by main.tsx, so it runs before zod loads; zod-jitless.test.ts checks that zod
// still honours it.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
