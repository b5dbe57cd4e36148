import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { e2eEnv } from './e2e-env';

/** Undoes quoted-printable transfer encoding (soft line breaks and =XX bytes). */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The product's mails, by subject line. */
export const MailSubjects = {
  reset: 'Reset your password',
  verification: 'Confirm your e-mail address',
} as const;

/** Mails to the recipient, oldest first; with `subject`, only those with that subject. */
function mailsTo(recipient: string, subject?: string): string[] {
  return readdirSync(e2eEnv.mailDir)
    .filter((name) => name.endsWith(`-${recipient}.eml`))
    .sort()
    .map((name) => decodeQuotedPrintable(readFileSync(join(e2eEnv.mailDir, name), 'utf8')))
    .filter((mail) => subject === undefined || mail.includes(`\nSubject: ${subject}\r\n`));
}

/**
 * Waits until the SMTP sink has received `count` messages (with `subject`, if given) for the
 * recipient; returns them all.
 */
export async function waitForMails(
  recipient: string,
  count = 1,
  subject?: string,
): Promise<string[]> {
  await expect
    .poll(() => mailsTo(recipient, subject).length, { message: `mail to ${recipient}` })
    .toBeGreaterThanOrEqual(count);
  return mailsTo(recipient, subject);
}

export function countMails(recipient: string, subject?: string): number {
  return mailsTo(recipient, subject).length;
}

export function resetLinkIn(mail: string): URL {
  const match = /https?:\/\/[^\s"<>]+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail);
  if (!match) throw new Error(`no reset link in mail:\n${mail}`);
  return new URL(match[0]);
}

export function verificationLinkIn(mail: string): URL {
  const match = /https?:\/\/[^\s"<>]+\/verify-email\?token=[A-Za-z0-9_-]+/.exec(mail);
  if (!match) throw new Error(`no verification link in mail:\n${mail}`);
  return new URL(match[0]);
}
