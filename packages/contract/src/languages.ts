import { z } from 'zod';
import { strictBody } from './fields';
import { INTERFACE_LANGUAGES } from './language-names';
import { Messages } from './messages';

export { INTERFACE_LANGUAGES, type InterfaceLanguage } from './language-names';

export const InterfaceLanguageSchema = z.enum(INTERFACE_LANGUAGES, {
  error: Messages.languageInvalid,
});

/** `PUT /api/account/language`: the signed-in account's interface language. */
export const UpdateLanguageRequestSchema = strictBody({ language: InterfaceLanguageSchema });
export type UpdateLanguageRequest = z.input<typeof UpdateLanguageRequestSchema>;

export const LanguageResponseSchema = z.object({ language: InterfaceLanguageSchema });
export type LanguageResponse = z.infer<typeof LanguageResponseSchema>;
