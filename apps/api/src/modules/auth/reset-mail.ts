import type { MailMessage } from '../mail/mailer';
import { escapeHtml, MAIL_GREETING } from '../mail/mail-text';

/**
 * The password-reset e-mail: plain text plus a simple HTML part with the same link. It greets
 * without the account's name: a name is free text anyone can register ("student. URGENT:
 * re-verify at https://..."), and in our own mail it would pass for the product's words.
 */
export function resetPasswordMail(to: string, link: string): MailMessage {
  const text = [
    MAIL_GREETING,
    '',
    'Someone (hopefully you) asked to reset the password of your Exam Prep account.',
    'Open this link within 30 minutes to choose a new password:',
    '',
    link,
    '',
    'The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en">
<body style="font-family: sans-serif; line-height: 1.5">
<p>${MAIL_GREETING}</p>
<p>Someone (hopefully you) asked to reset the password of your Exam Prep account.
Open this link within 30 minutes to choose a new password:</p>
<p><a href="${escapeHtml(link)}">Reset your password</a></p>
<p style="word-break: break-all">${escapeHtml(link)}</p>
<p>The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.</p>
</body>
</html>
`;
  return { to, subject: 'Reset your password', text, html };
}
