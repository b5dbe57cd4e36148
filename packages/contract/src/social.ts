import { z } from 'zod';
import { strictBody, nameField } from './fields';
import { Messages } from './messages';

/**
 * Social sign-in (spec §7, DESIGN.md §3). Google's callback is both a screen and a JSON call;
 * Microsoft and Apple finish on the server and land on /auth/success?token=...
 */
export const SOCIAL_PROVIDERS = ['google', 'microsoft', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Where the browser goes to start a provider's sign-in. */
export const socialStartPath = (provider: SocialProvider) => `/api/auth/${provider}` as const;

/** Where the provider sends the browser back (the redirect URI to register with it). */
export const socialCallbackPath = (provider: SocialProvider) =>
  `/api/auth/${provider}/callback` as const;

/** The value of /login?error=... after any failed social sign-in (spec §2 Social callback). */
export const AUTH_FAILED_QUERY = 'auth_failed';

/**
 * The student's city and school. Accounts made by a social sign-in start without them
 * (null) and complete them later from the profile prompt.
 */
export const ProfileSchema = z.object({
  city: z.string().nullable(),
  school: z.string().nullable(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const UpdateProfileRequestSchema = strictBody({
  city: nameField(Messages.cityRequired),
  school: nameField(Messages.schoolRequired),
});
export type UpdateProfileRequest = z.input<typeof UpdateProfileRequestSchema>;
