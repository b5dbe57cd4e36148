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

/** A received mail's subject and its plain-text and HTML parts, decoded to text. */
export interface ReadMail {
  subject: string;
  text: string;
  html: string;
}

/** The bytes a quoted-printable (or Q-encoded) string stands for. */
const qpBytes = (text: string) => Buffer.from(decodeQuotedPrintable(text), 'latin1');

/** A header value with its RFC 2047 encoded words (UTF-8, B or Q) decoded; adjacent words join. */
function decodeHeader(value: string): string {
  const word = /=\?UTF-8\?([BQ])\?([^?]*)\?=/gi;
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/(?:=\?UTF-8\?[BQ]\?[^?]*\?=)+/gi, (run) =>
      Buffer.concat(
        [...run.matchAll(word)].map(([, encoding, data = '']) =>
          encoding?.toUpperCase() === 'B'
            ? Buffer.from(data, 'base64')
            : qpBytes(data.replace(/_/g, ' ')),
        ),
      ).toString('utf8'),
    );
}

/** Headers (unfolded, names lower-cased) and body of a message or MIME part. */
function splitEntity(entity: string): { headers: Map<string, string>; body: string } {
  const end = entity.indexOf('\r\n\r\n');
  const head = entity.slice(0, end).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: entity.slice(end + 4) };
}

function decodeBody(body: string, transferEncoding = '7bit'): string {
  const bytes = /base64/i.test(transferEncoding)
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
    : /quoted-printable/i.test(transferEncoding)
      ? qpBytes(body)
      : Buffer.from(body, 'utf8');
  return bytes.toString('utf8').replace(/\r\n/g, '\n');
}

/**
 * Reads a multipart/alternative mail as nodemailer sends it: the subject (whatever its
 * encoding), and the text and HTML parts decoded from quoted-printable or base64 as UTF-8, with
 * line ends as the product wrote them ('\n'). Enough for mails in any language (issue 24).
 */
export function readMail(mail: ReceivedMail): ReadMail {
  const { headers, body } = splitEntity(mail.raw);
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1];
  if (!boundary) throw new Error('not a multipart mail');
  const parts = body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => splitEntity(part.replace(/^\r\n/, '').replace(/\r\n$/, '')));
  const partOf = (type: string) => {
    const part = parts.find((candidate) => candidate.headers.get('content-type')?.startsWith(type));
    if (!part) throw new Error(`no ${type} part`);
    return decodeBody(part.body, part.headers.get('content-transfer-encoding'));
  };
  return {
    subject: decodeHeader(headers.get('subject') ?? ''),
    text: partOf('text/plain'),
    html: partOf('text/html'),
  };
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
