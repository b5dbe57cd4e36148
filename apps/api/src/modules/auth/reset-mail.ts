import type { InterfaceLanguage } from '@exam/contract';
import type { MailMessage } from '../mail/mailer';
import type { LinkMailWording } from '../mail/mail-text';
import { linkMail } from '../mail/mail-text';

/** The reset mail's words in each interface language (issue 24). */
const wording: Record<InterfaceLanguage, LinkMailWording> = {
  en: {
    subject: 'Reset your password',
    intro: [
      'Someone (hopefully you) asked to reset the password of your Exam Prep account.',
      'Open this link within 30 minutes to choose a new password:',
    ],
    action: 'Reset your password',
    outro:
      'The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.',
  },
  ar: {
    subject: 'إعادة تعيين كلمة المرور',
    intro: [
      'تلقّينا طلبًا لإعادة تعيين كلمة المرور لحسابك في Exam Prep، ونأمل أن يكون منك.',
      'افتح هذا الرابط خلال 30 دقيقة لاختيار كلمة مرور جديدة:',
    ],
    action: 'إعادة تعيين كلمة المرور',
    outro: 'يعمل الرابط مرة واحدة فقط. إذا لم تطلبه، فتجاهل هذه الرسالة: ستبقى كلمة المرور كما هي.',
  },
};

/**
 * The password-reset e-mail: plain text plus a simple HTML part with the same link, in the
 * account's interface language (issue 24). It greets without the account's name: a name is free
 * text anyone can register ("student. URGENT: re-verify at https://..."), and in our own mail it
 * would pass for the product's words.
 */
export function resetPasswordMail(
  to: string,
  link: string,
  language: InterfaceLanguage,
): MailMessage {
  return linkMail(to, link, language, wording[language]);
}
