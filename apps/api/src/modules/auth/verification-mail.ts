import type { MailMessage } from '../mail/mailer';
import { escapeHtml, MAIL_GREETING } from '../mail/mail-text';

/**
 * The e-mail verification mail sent after registration and on "Resend" (docs/decisions/023).
 * Like every mail of the product it carries only our own words and the link: no name or other
 * text a registrant typed (reset-mail.ts says why).
 */
export function verificationMail(to: string, link: string): MailMessage {
  const text = [
    MAIL_GREETING,
    '',
    'Please confirm that this is your e-mail address for your Exam Prep account.',
    'Open this link within 24 hours:',
    '',
    link,
    '',
    'The link works once. If you did not create an Exam Prep account, you can ignore this e-mail.',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en">
<body style="font-family: sans-serif; line-height: 1.5">
<p>${MAIL_GREETING}</p>
<p>Please confirm that this is your e-mail address for your Exam Prep account.
Open this link within 24 hours:</p>
<p><a href="${escapeHtml(link)}">Confirm your e-mail address</a></p>
<p style="word-break: break-all">${escapeHtml(link)}</p>
<p>The link works once. If you did not create an Exam Prep account, you can ignore this e-mail.</p>
</body>
</html>
`;
  return { to, subject: 'Confirm your e-mail address', text, html };
}
