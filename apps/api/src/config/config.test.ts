import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, '/srv/app');
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('has the documented defaults when nothing is set', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
      dataDir: '/srv/app/data',
      databaseUrl: undefined,
      smtpUrl: undefined,
      mailFrom: 'Exam Prep <no-reply@localhost>',
      sessionSecret: undefined,
      examDurationSeconds: 3600,
      trialDurationSeconds: 1500,
      trialQuestions: 25,
      supportEmail: 'support@localhost',
      logLevel: 'info',
    });
    expect(config.oauth.google).toEqual({
      clientId: undefined,
      clientSecret: undefined,
      issuer: 'https://accounts.google.com',
    });
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        PUBLIC_URL: 'https://exams.example.org/',
        DATA_DIR: 'var/data',
        DATABASE_URL: 'postgres://app:pw@db:5432/exam',
        SMTP_URL: 'smtps://user:pw@mail.example.org:465',
        MAIL_FROM: 'Exams <exams@example.org>',
        SESSION_SECRET: 's'.repeat(40),
        EXAM_DURATION_SECONDS: '60',
        TRIAL_DURATION_SECONDS: '30',
        TRIAL_QUESTIONS: '5',
        GOOGLE_CLIENT_ID: 'gid',
        GOOGLE_CLIENT_SECRET: 'gsecret',
        GOOGLE_ISSUER: 'http://127.0.0.1:9999',
        SUPPORT_EMAIL: 'help@example.org',
        LOG_LEVEL: 'warn',
      },
      '/srv/app',
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      publicUrl: 'https://exams.example.org',
      dataDir: '/srv/app/var/data',
      databaseUrl: 'postgres://app:pw@db:5432/exam',
      smtpUrl: 'smtps://user:pw@mail.example.org:465',
      examDurationSeconds: 60,
      trialDurationSeconds: 30,
      trialQuestions: 5,
      supportEmail: 'help@example.org',
      logLevel: 'warn',
    });
    expect(config.oauth.google).toEqual({
      clientId: 'gid',
      clientSecret: 'gsecret',
      issuer: 'http://127.0.0.1:9999',
    });
  });

  it('derives PUBLIC_URL from PORT and keeps an absolute DATA_DIR', () => {
    const config = loadConfig({ PORT: '4000', DATA_DIR: '/var/lib/exam' }, '/srv/app');
    expect(config.publicUrl).toBe('http://localhost:4000');
    expect(config.dataDir).toBe('/var/lib/exam');
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', SMTP_URL: '', DATABASE_URL: '' }, '/srv/app')).toMatchObject({
      port: 3000,
      smtpUrl: undefined,
      databaseUrl: undefined,
    });
  });

  it('names the bad variable', () => {
    expect(problemsOf({ PORT: 'abc' })).toEqual(['PORT must be a port number (0-65535)']);
    expect(problemsOf({ EXAM_DURATION_SECONDS: '0' })).toEqual([
      'EXAM_DURATION_SECONDS must be a positive whole number',
    ]);
    expect(problemsOf({ LOG_LEVEL: 'loud' })[0]).toMatch(/^LOG_LEVEL must be one of/);
  });

  it('reads TRUST_PROXY as a list of proxy addresses and ranges, never a wildcard', () => {
    expect(loadConfig({}).trustProxy).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'loopback',
    ]);
    for (const value of ['true', '*', '10.0.0.5,', 'proxy.example.org']) {
      expect(problemsOf({ TRUST_PROXY: value })).toEqual([
        'TRUST_PROXY must list proxy addresses or CIDR ranges, e.g. 10.0.0.5,10.1.0.0/16',
      ]);
    }
  });

  it('reads the backup schedule: off by default, BACKUP_DIR required with BACKUP_EVERY_HOURS', () => {
    expect(loadConfig({}, '/srv/app').backup).toEqual({
      dir: undefined,
      everyHours: undefined,
      keep: 7,
    });
    expect(
      loadConfig({ BACKUP_DIR: 'backups', BACKUP_EVERY_HOURS: '0.5', BACKUP_KEEP: '3' }, '/srv/app')
        .backup,
    ).toEqual({ dir: '/srv/app/backups', everyHours: 0.5, keep: 3 });
    expect(problemsOf({ BACKUP_EVERY_HOURS: '24' })).toEqual([
      'BACKUP_DIR must be set together with BACKUP_EVERY_HOURS (where to write the backups)',
    ]);
    expect(problemsOf({ BACKUP_DIR: '/b', BACKUP_EVERY_HOURS: '0' })).toEqual([
      'BACKUP_EVERY_HOURS must be a number of hours, e.g. 24 or 0.5',
    ]);
    expect(problemsOf({ BACKUP_DIR: '/b', BACKUP_KEEP: '1.5' })).toEqual([
      'BACKUP_KEEP must be a positive whole number',
    ]);
  });

  it("wants a provider's client id and secret together, and its issuer on https", () => {
    expect(problemsOf({ GOOGLE_CLIENT_ID: 'gid' })).toEqual([
      'GOOGLE_CLIENT_SECRET must be set together with GOOGLE_CLIENT_ID',
    ]);
    expect(problemsOf({ APPLE_CLIENT_SECRET: 'jwt' })).toEqual([
      'APPLE_CLIENT_ID must be set together with APPLE_CLIENT_SECRET',
    ]);
    expect(problemsOf({ MICROSOFT_ISSUER: 'http://login.example.org' })).toEqual([
      'MICROSOFT_ISSUER must be an https:// URL (http:// only on localhost, for a test provider)',
    ]);
    for (const issuer of [
      'http://localhost:9000',
      'http://127.0.0.1:9000',
      'https://idp.example.org',
    ]) {
      expect(problemsOf({ GOOGLE_ISSUER: issuer })).toEqual([]);
    }
  });

  it('lists every bad variable at once, without echoing values (they may be secrets)', () => {
    const env = {
      PORT: '70000',
      PUBLIC_URL: 'ftp://example.org',
      DATABASE_URL: 'mysql://root:hunter2@db/exam',
      SMTP_URL: 'not a url',
      SESSION_SECRET: 'too-short-hunter2',
      TRIAL_QUESTIONS: '2.5',
      SUPPORT_EMAIL: 'nobody',
      GOOGLE_ISSUER: 'accounts.google.com',
    };
    const problems = problemsOf(env);
    expect(problems.map((problem) => problem.split(' ')[0])).toEqual([
      'PORT',
      'PUBLIC_URL',
      'DATABASE_URL',
      'SMTP_URL',
      'SESSION_SECRET',
      'TRIAL_QUESTIONS',
      'GOOGLE_ISSUER',
      'SUPPORT_EMAIL',
    ]);
    expect(problems.join('\n')).not.toContain('hunter2');
    expect(() => loadConfig(env)).toThrow(/^Invalid configuration:\n {2}- PORT/);
  });
});
