/** An outgoing e-mail. The sender comes from configuration (MAIL_FROM), not from callers. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Where mail goes. Injected into buildApp: SMTP when SMTP_URL is set, otherwise the outbox folder;
 * tests use a real SMTP sink or the outbox.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}
