import { join } from 'node:path';
import type { Config } from '../../config/config';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

/** SMTP when SMTP_URL is set, otherwise one .eml per mail in DATA_DIR/outbox. */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>,
  logger: { info(object: object, message: string): void },
): Mailer {
  if (config.smtpUrl) return createSmtpMailer(config.smtpUrl, config.mailFrom);
  return createOutboxMailer(join(config.dataDir, 'outbox'), config.mailFrom, logger);
}
