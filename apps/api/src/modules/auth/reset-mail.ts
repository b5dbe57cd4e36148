import type { MailMessage } from '../mail/mailer';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The password-reset e-mail: plain text plus a simple HTML part with the same link. */
export function resetPasswordMail(to: string, username: string, link: string): MailMessage {
  const text = [
    `Hello ${username},`,
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
<p>Hello ${escapeHtml(username)},</p>
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
