import type { InterfaceLanguage } from '@exam/contract';
import type { MailMessage } from '../mail/mailer';
import type { LinkMailWording } from '../mail/mail-text';
import { linkMail } from '../mail/mail-text';

/** The verification mail's words in each interface language (issue 24). */
const wording: Record<InterfaceLanguage, LinkMailWording> = {
  en: {
    subject: 'Confirm your e-mail address',
    intro: [
      'Please confirm that this is your e-mail address for your Exam Prep account.',
      'Open this link within 24 hours:',
    ],
    action: 'Confirm your e-mail address',
    outro:
      'The link works once. If you did not create an Exam Prep account, you can ignore this e-mail.',
  },
  ar: {
    subject: 'تأكيد بريدك الإلكتروني',
    intro: [
      'يُرجى تأكيد أن هذا هو البريد الإلكتروني لحسابك في Exam Prep.',
      'افتح هذا الرابط خلال 24 ساعة:',
    ],
    action: 'تأكيد بريدك الإلكتروني',
    outro: 'يعمل الرابط مرة واحدة فقط. إذا لم تُنشئ حسابًا في Exam Prep، فيمكنك تجاهل هذه الرسالة.',
  },
};

/**
 * The e-mail verification mail sent after registration and on "Resend" (docs/decisions/023),
 * in the account's interface language (issue 24). Like every mail of the product it carries
 * only our own words and the link: no name or other text a registrant typed (reset-mail.ts says
 * why).
 */
export function verificationMail(
  to: string,
  link: string,
  language: InterfaceLanguage,
): MailMessage {
  return linkMail(to, link, language, wording[language]);
}
