import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The app's Content-Security-Policy: only our own scripts; inline styles are allowed because MUI
 * (emotion) and KaTeX inject them; fonts and images may be data: URLs (KaTeX fonts, generated
 * figures); nothing may frame the app.
 */
export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'font-src': ["'self'", 'data:'],
  'img-src': ["'self'", 'data:', 'blob:'],
  'connect-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

export function cspHeaderValue(): string {
  return Object.entries(contentSecurityPolicy)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

const HSTS_MAX_AGE_SECONDS = 31_536_000;

/**
 * The headers helmet (configured below) puts on every answer, as plain values for the answers
 * Fastify writes before any hook runs (see framework-errors.ts). A test compares the two sets,
 * so a change to the helmet options that is not made here too fails.
 */
export function securityHeaderValues(options: { https: boolean }): Record<string, string> {
  return {
    'content-security-policy': cspHeaderValue().replaceAll('; ', ';'),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    ...(options.https
      ? { 'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains` }
      : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/** helmet: CSP above, no Referer to other sites, nosniff, and HSTS only when served over https. */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { https: boolean },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
    referrerPolicy: { policy: 'no-referrer' },
    // Same rule as frame-ancestors 'none', for browsers that only know the older header.
    frameguard: { action: 'deny' },
    strictTransportSecurity: options.https ? { maxAge: HSTS_MAX_AGE_SECONDS } : false,
    // The app loads nothing cross-origin, and COEP would only break future embedded figures.
    crossOriginEmbedderPolicy: false,
  });
}
