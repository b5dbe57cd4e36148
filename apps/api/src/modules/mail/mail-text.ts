import type { InterfaceLanguage } from '@exam/contract';
import type { MailMessage } from './mailer';

/**
 * Shared wording of the product's mails. Every mail greets the same way, never by name: names
 * are free text a registrant chooses, and echoed in our mail they could pass for our own words
 * (a name like "student. URGENT: re-verify at https://..."; issue 17, finding 9).
 */
export const MAIL_GREETING = 'Hello,';

/** The greeting in each interface language (issue 24): mails follow the account's language. */
export const MAIL_GREETINGS: Record<InterfaceLanguage, string> = {
  en: MAIL_GREETING,
  ar: 'مرحبًا،',
};

/** For the HTML part: the link is ours, but escaping costs nothing and keeps it that way. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The words of a mail that carries one link: what comes before it, its label, what follows. */
export interface LinkMailWording {
  subject: string;
  /** The lines before the link (one paragraph in the HTML part). */
  intro: readonly string[];
  /** The label of the HTML part's link. */
  action: string;
  /** The line after the link. */
  outro: string;
}

/**
 * A mail with one link, as plain text plus a simple HTML part with the same link. An Arabic mail
 * reads right to left (`dir="rtl"`), but its bare link stays left to right on its own
 * paragraph, so a URL is never shown reversed or broken at its punctuation.
 */
export function linkMail(
  to: string,
  link: string,
  language: InterfaceLanguage,
  wording: LinkMailWording,
): MailMessage {
  const greeting = MAIL_GREETINGS[language];
  const text = [greeting, '', ...wording.intro, '', link, '', wording.outro].join('\n');
  const rightToLeft = language === 'ar';
  const html = `<!doctype html>
<html lang="${language}"${rightToLeft ? ' dir="rtl"' : ''}>
<body style="font-family: sans-serif; line-height: 1.5">
<p>${greeting}</p>
<p>${wording.intro.join('\n')}</p>
<p><a href="${escapeHtml(link)}">${wording.action}</a></p>
<p${rightToLeft ? ' dir="ltr"' : ''} style="word-break: break-all">${escapeHtml(link)}</p>
<p>${wording.outro}</p>
</body>
</html>
`;
  return { to, subject: wording.subject, text, html };
}
