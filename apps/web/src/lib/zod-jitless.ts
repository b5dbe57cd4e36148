import { config } from 'zod/v4/core';

// Found by the XSS suite (e2e/xss.spec.ts): zod probes whether it may compile parsers with
// `new Function`, and under our CSP (no 'unsafe-eval') Chromium reports that probe as a
// Content-Security-Policy violation on every page that builds a schema, although zod catches
// the error. jitless skips the probe (and the compiled parsers, which the forms do not need).
// Imported first by main.tsx: it must run before any schema is created.
config({ jitless: true });
