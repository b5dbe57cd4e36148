/**
 * mailto: links for the support and delete-account pages (docs/product.md §2: no server call, the user's
 * mail client sends). Every part is percent-encoded with encodeURIComponent; line breaks are
 * CRLF as RFC 6068 asks.
 */
const CRLF = '\r\n';

export function buildMailto(to: string, subject: string, body: string): string {
  const address = to
    .trim()
    .split('@')
    .map((part) => encodeURIComponent(part))
    .join('@');
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export type SupportRequest = { name: string; email: string; subject: string; message: string };

export const SUPPORT_SUBJECT_PREFIX = '[Support]';
export const DELETE_ACCOUNT_SUBJECT = '[Delete Account Request]';

export function buildSupportMailto(to: string, request: SupportRequest): string {
  const subject = `${SUPPORT_SUBJECT_PREFIX} ${request.subject.trim()}`.trim();
  const body = [
    request.message.trim(),
    '',
    `Name: ${request.name.trim()}`,
    `Email: ${request.email.trim()}`,
  ].join(CRLF);
  return buildMailto(to, subject, body);
}

export type DeleteAccountRequest = { name: string; email: string; reason: string };

export function buildDeleteAccountMailto(to: string, request: DeleteAccountRequest): string {
  const body = [
    'Please permanently delete my account and all data associated with it.',
    '',
    `Name: ${request.name.trim()}`,
    `Email: ${request.email.trim()}`,
    '',
    'Reason:',
    request.reason.trim(),
  ].join(CRLF);
  return buildMailto(to, DELETE_ACCOUNT_SUBJECT, body);
}

/** Hands the link to the browser, which opens the user's mail client. */
export function openMailClient(href: string): void {
  window.location.href = href;
}
