import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import { EXAM_DURATION_SECONDS, TRIAL_DURATION_SECONDS, TRIAL_QUESTIONS } from '@exam/contract';

/**
 * The server's whole configuration, parsed once from environment variables (README
 * "Configuration"). Every variable is optional; a malformed one stops the start with a message
 * naming every bad variable at once, so a deployment is fixed in one round trip.
 */

/** An empty variable (`PORT= npm start`) means "use the default", as in most shells' habits. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const positiveInt = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a positive whole number` })
    .int({ error: `${name} must be a positive whole number` })
    .positive({ error: `${name} must be a positive whole number` });

const httpUrl = (name: string) =>
  z
    .url({ protocol: /^https?$/, error: `${name} must be an http:// or https:// URL` })
    .transform((url) => url.replace(/\/+$/, ''));

const urlWithScheme = (name: string, schemes: RegExp, example: string) =>
  z.url({ protocol: schemes, error: `${name} must be a URL like ${example}` });

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * An OpenID issuer: https, or http on this machine only (the tests' local provider). Sign-in
 * tokens and client secrets must never cross a network in clear.
 */
const issuerUrl = (name: string) =>
  httpUrl(name).refine(
    (url) => url.startsWith('https://') || LOOPBACK_HOSTS.has(new URL(url).hostname),
    { error: `${name} must be an https:// URL (http:// only on localhost, for a test provider)` },
  );

/**
 * TRUST_PROXY: the load balancers whose X-Forwarded-For the API believes, as a comma-separated
 * list of addresses or CIDR ranges (or proxy-addr's names loopback, linklocal, uniquelocal).
 * Never "everyone": a client reaching the API directly could then name any address and slip
 * past the per-address limits.
 */
const PROXY_ENTRY = /^(loopback|linklocal|uniquelocal|[0-9a-f.:]+(\/\d{1,3})?)$/i;
const trustedProxies = z
  .string()
  .transform((value) => value.split(',').map((entry) => entry.trim()))
  .refine((entries) => entries.every((entry) => PROXY_ENTRY.test(entry)), {
    error: 'TRUST_PROXY must list proxy addresses or CIDR ranges, e.g. 10.0.0.5,10.1.0.0/16',
  });

/** Scheduled backups kept when BACKUP_KEEP is not set: a week of daily ones. */
export const DEFAULT_BACKUPS_KEPT = 7;

const SOCIAL_PREFIXES = ['GOOGLE', 'MICROSOFT', 'APPLE'] as const;

const EnvSchema = z
  .object({
    PORT: optional(
      z.coerce
        .number({ error: 'PORT must be a port number (0-65535)' })
        .int({ error: 'PORT must be a port number (0-65535)' })
        .min(0, { error: 'PORT must be a port number (0-65535)' })
        .max(65535, { error: 'PORT must be a port number (0-65535)' }),
    ),
    HOST: optional(z.string().trim().min(1)),
    PUBLIC_URL: optional(httpUrl('PUBLIC_URL')),
    DATA_DIR: optional(z.string()),
    DATABASE_URL: optional(
      urlWithScheme('DATABASE_URL', /^postgres(ql)?$/, 'postgres://user:pass@host:5432/db'),
    ),
    SMTP_URL: optional(urlWithScheme('SMTP_URL', /^smtps?$/, 'smtp://user:pass@host:587')),
    MAIL_FROM: optional(z.string().trim().min(3, { error: 'MAIL_FROM must be a sender address' })),
    SESSION_SECRET: optional(
      z.string().min(32, { error: 'SESSION_SECRET must be at least 32 characters long' }),
    ),
    EXAM_DURATION_SECONDS: optional(positiveInt('EXAM_DURATION_SECONDS')),
    TRIAL_DURATION_SECONDS: optional(positiveInt('TRIAL_DURATION_SECONDS')),
    TRIAL_QUESTIONS: optional(positiveInt('TRIAL_QUESTIONS')),
    GOOGLE_CLIENT_ID: optional(z.string().trim().min(1)),
    GOOGLE_CLIENT_SECRET: optional(z.string().min(1)),
    GOOGLE_ISSUER: optional(issuerUrl('GOOGLE_ISSUER')),
    MICROSOFT_CLIENT_ID: optional(z.string().trim().min(1)),
    MICROSOFT_CLIENT_SECRET: optional(z.string().min(1)),
    MICROSOFT_ISSUER: optional(issuerUrl('MICROSOFT_ISSUER')),
    APPLE_CLIENT_ID: optional(z.string().trim().min(1)),
    APPLE_CLIENT_SECRET: optional(z.string().min(1)),
    APPLE_ISSUER: optional(issuerUrl('APPLE_ISSUER')),
    SUPPORT_EMAIL: optional(z.email({ error: 'SUPPORT_EMAIL must be an e-mail address' })),
    TRUST_PROXY: optional(trustedProxies),
    BACKUP_DIR: optional(z.string().trim().min(1)),
    BACKUP_EVERY_HOURS: optional(
      z.coerce
        .number({ error: 'BACKUP_EVERY_HOURS must be a number of hours, e.g. 24 or 0.5' })
        .positive({ error: 'BACKUP_EVERY_HOURS must be a number of hours, e.g. 24 or 0.5' })
        .max(24 * 366, { error: 'BACKUP_EVERY_HOURS must be at most a year (8784)' }),
    ),
    BACKUP_KEEP: optional(positiveInt('BACKUP_KEEP')),
    LOG_LEVEL: optional(
      z.enum(logLevels, { error: `LOG_LEVEL must be one of ${logLevels.join(', ')}` }),
    ),
  })
  .superRefine((env, context) => {
    if (env.BACKUP_EVERY_HOURS !== undefined && env.BACKUP_DIR === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['BACKUP_DIR'],
        message:
          'BACKUP_DIR must be set together with BACKUP_EVERY_HOURS (where to write the backups)',
      });
    }
    // Half a provider's credentials is a typo, not a choice: say so at start rather than let its
    // button fail at the provider.
    for (const prefix of SOCIAL_PREFIXES) {
      const id = env[`${prefix}_CLIENT_ID`];
      const secret = env[`${prefix}_CLIENT_SECRET`];
      if ((id === undefined) !== (secret === undefined)) {
        const missing = id === undefined ? `${prefix}_CLIENT_ID` : `${prefix}_CLIENT_SECRET`;
        const given = id === undefined ? `${prefix}_CLIENT_SECRET` : `${prefix}_CLIENT_ID`;
        context.addIssue({
          code: 'custom',
          path: [missing],
          message: `${missing} must be set together with ${given}`,
        });
      }
    }
  });

export interface OAuthProviderConfig {
  /** Set together with clientSecret, or neither (checked at start). */
  clientId: string | undefined;
  clientSecret: string | undefined;
  issuer: string;
}

/** A provider is offered only with both of its credentials. */
export function isProviderConfigured(
  provider: OAuthProviderConfig,
): provider is OAuthProviderConfig & { clientId: string; clientSecret: string } {
  return provider.clientId !== undefined && provider.clientSecret !== undefined;
}

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  /** Absolute. */
  dataDir: string;
  /** Unset: embedded PGlite in `${dataDir}/pglite`. */
  databaseUrl: string | undefined;
  /** Unset: mail is written to `${dataDir}/outbox`. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Unset: generated once into `${dataDir}/secrets.json` (see secrets.ts). */
  sessionSecret: string | undefined;
  examDurationSeconds: number;
  trialDurationSeconds: number;
  trialQuestions: number;
  oauth: {
    google: OAuthProviderConfig;
    microsoft: OAuthProviderConfig;
    apple: OAuthProviderConfig;
  };
  supportEmail: string;
  logLevel: (typeof logLevels)[number];
  /**
   * Unset: the client's address is the socket's peer. Set: the proxies whose X-Forwarded-For
   * names the client (per-address limits then count clients, not the load balancer).
   */
  trustProxy?: string[];
  /**
   * Backups (decision 022). `dir`: where scheduled backups go, and `npm run db -- backup`'s
   * default folder. `everyHours` unset: no schedule. `keep`: scheduled backups kept (newest).
   */
  backup: { dir: string | undefined; everyHours: number | undefined; keep: number };
}

/** What buildApp needs: the config with its signing secret resolved. */
export type AppConfig = Config & { sessionSecret: string };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Pure: reads only `env` (and `cwd` to resolve a relative DATA_DIR), so tests can call it with
 * any environment. Throws ConfigError listing every bad variable; values are never echoed,
 * because several of them (DATABASE_URL, SMTP_URL, secrets) carry credentials.
 */
export function loadConfig(env: NodeJS.ProcessEnv, cwd: string = process.cwd()): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      // Our own messages already start with the variable's name; zod's generic ones do not.
      return issue.message.startsWith(name) ? issue.message : `${name}: ${issue.message}`;
    });
    throw new ConfigError([...new Set(problems)]);
  }
  const e = parsed.data;
  const port = e.PORT ?? 3000;
  const dataDir = e.DATA_DIR ?? './data';
  const provider = (
    clientId: string | undefined,
    clientSecret: string | undefined,
    issuer: string,
  ): OAuthProviderConfig => ({ clientId, clientSecret, issuer });

  return {
    port,
    host: e.HOST ?? '127.0.0.1',
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${port}`,
    dataDir: isAbsolute(dataDir) ? dataDir : resolve(cwd, dataDir),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Exam Prep <no-reply@localhost>',
    sessionSecret: e.SESSION_SECRET,
    examDurationSeconds: e.EXAM_DURATION_SECONDS ?? EXAM_DURATION_SECONDS,
    trialDurationSeconds: e.TRIAL_DURATION_SECONDS ?? TRIAL_DURATION_SECONDS,
    trialQuestions: e.TRIAL_QUESTIONS ?? TRIAL_QUESTIONS,
    oauth: {
      google: provider(
        e.GOOGLE_CLIENT_ID,
        e.GOOGLE_CLIENT_SECRET,
        e.GOOGLE_ISSUER ?? 'https://accounts.google.com',
      ),
      microsoft: provider(
        e.MICROSOFT_CLIENT_ID,
        e.MICROSOFT_CLIENT_SECRET,
        // The multi-tenant v2.0 endpoint: accepts work, school and personal accounts.
        e.MICROSOFT_ISSUER ?? 'https://login.microsoftonline.com/common/v2.0',
      ),
      apple: provider(
        e.APPLE_CLIENT_ID,
        e.APPLE_CLIENT_SECRET,
        e.APPLE_ISSUER ?? 'https://appleid.apple.com',
      ),
    },
    supportEmail: e.SUPPORT_EMAIL ?? 'support@localhost',
    logLevel: e.LOG_LEVEL ?? 'info',
    ...(e.TRUST_PROXY ? { trustProxy: e.TRUST_PROXY } : {}),
    backup: {
      dir:
        e.BACKUP_DIR === undefined
          ? undefined
          : isAbsolute(e.BACKUP_DIR)
            ? e.BACKUP_DIR
            : resolve(cwd, e.BACKUP_DIR),
      everyHours: e.BACKUP_EVERY_HOURS,
      keep: e.BACKUP_KEEP ?? DEFAULT_BACKUPS_KEPT,
    },
  };
}
