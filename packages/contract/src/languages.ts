import { z } from 'zod';
import { strictBody } from './fields';
import { Messages } from './messages';

/**
 * The interface's languages (issue 24): English and Arabic. The web app keeps the student's
 * choice in browser storage and on the account, so the product's mails follow it.
 */
export const INTERFACE_LANGUAGES = ['en', 'ar'] as const;

export const InterfaceLanguageSchema = z.enum(INTERFACE_LANGUAGES, {
  error: Messages.languageInvalid,
});
export type InterfaceLanguage = z.infer<typeof InterfaceLanguageSchema>;

/** `PUT /api/account/language`: the signed-in account's interface language. */
export const UpdateLanguageRequestSchema = strictBody({ language: InterfaceLanguageSchema });
export type UpdateLanguageRequest = z.input<typeof UpdateLanguageRequestSchema>;

export const LanguageResponseSchema = z.object({ language: InterfaceLanguageSchema });
export type LanguageResponse = z.infer<typeof LanguageResponseSchema>;
