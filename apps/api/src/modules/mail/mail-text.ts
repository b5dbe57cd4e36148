/**
 * Shared wording of the product's mails. Every mail greets the same way, never by name: names
 * are free text a registrant chooses, and echoed in our mail they could pass for our own words
 * (a name like "student. URGENT: re-verify at https://..."; issue 17, finding 9).
 */
export const MAIL_GREETING = 'Hello,';

/** For the HTML part: the link is ours, but escaping costs nothing and keeps it that way. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
