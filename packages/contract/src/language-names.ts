/**
 * The interface's languages (issue 24): English and Arabic. The web app keeps the student's
 * choice in browser storage and on the account, so the product's mails follow it. Kept apart
 * from languages.ts and its schemas: the sign-in screen reads the list without pulling zod.
 */
export const INTERFACE_LANGUAGES = ['en', 'ar'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];
