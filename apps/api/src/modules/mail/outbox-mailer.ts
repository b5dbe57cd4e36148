import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';
import { redactEmail } from './redact-email';

interface OutboxLogger {
  info(object: object, message: string): void;
}

/**
 * Without an SMTP server, each mail is written as a complete .eml file into the outbox folder
 * (open it with a mail client: bodies are quoted-printable, so in a text editor a long link is
 * split by '=' line breaks), and one log line names the file. The log
 * never carries the link or token inside: logs are shipped and kept far more widely than files.
 */
export function createOutboxMailer(outboxDir: string, from: string, logger: OutboxLogger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      logger.info(
        { mailTo: redactEmail(message.to), subject: message.subject, file },
        `Mail written to ${file}`,
      );
    },
    close: () => transport.close(),
  };
}
