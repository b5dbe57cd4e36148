/** 'ada.lovelace@example.com' -> 'a***@example.com': enough to tell mails apart in a log. */
export function redactEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
