import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** The raw message as sent (headers + MIME body). */
  raw: string;
  /** The raw message with quoted-printable soft line breaks and =XX escapes undone. */
  decoded: string;
}

/** Undoes quoted-printable transfer encoding, enough to find links and texts in a mail. */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A real SMTP server on 127.0.0.1 (a free port) that keeps every message it receives. */
export class SmtpSink {
  readonly mails: ReceivedMail[] = [];
  private readonly server: SMTPServer;

  private constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const to = session.envelope.rcptTo.map((recipient) => recipient.address);
          this.mails.push({ to, raw, decoded: decodeQuotedPrintable(raw) });
          callback();
        });
      },
    });
  }

  static async start(): Promise<SmtpSink> {
    const sink = new SmtpSink();
    await new Promise<void>((resolve) => sink.server.listen(0, '127.0.0.1', resolve));
    return sink;
  }

  get url(): string {
    const { port } = this.server.server.address() as AddressInfo;
    return `smtp://127.0.0.1:${port}`;
  }

  /** Mails to `address`; with `subject`, only those with exactly that subject line. */
  mailsTo(address: string, subject?: string): ReceivedMail[] {
    return this.mails.filter(
      (mail) =>
        mail.to.includes(address) &&
        (subject === undefined || mail.decoded.includes(`\nSubject: ${subject}\r\n`)),
    );
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
