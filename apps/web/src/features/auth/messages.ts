import { translatedTexts } from '../../lib/server-messages/translated-texts';
import { tAuth } from './catalog';

/**
 * Texts of the sign-in and sign-up screens that the server never sends (docs/product.md §2, §8),
 * in the interface's language at each read (catalog `auth.*`; the English there is the spec's
 * text, word for word). Read them when showing them, never at module load.
 */
export const AuthMessages = translatedTexts(tAuth, {
  loginFallback: 'auth.loginFallback',
  loginNoResponse: 'auth.loginNoResponse',
  loginSetup: 'auth.loginSetup',
  loginUnknown: 'auth.loginUnknown',
  googleStartFailed: 'auth.googleStartFailed',
  socialSignupFailed: 'auth.socialSignupFailed',
  registrationSuccess: 'auth.registrationSuccess',
  registrationFailed: 'auth.registrationFailed',
  /** Said before the form is sent: the server refuses passwords on its common-password list. */
  passwordHint: 'auth.passwordHint',
  cityAddFailed: 'auth.cityAddFailed',
  schoolAddFailed: 'auth.schoolAddFailed',
  locationLoadFailed: 'auth.locationLoadFailed',
  selectCityFirst: 'auth.selectCityFirst',
  forgotFailed: 'auth.forgotFailed',
  resetFailed: 'auth.resetFailed',
  authSuccessRedirecting: 'auth.authSuccessRedirecting',
  completingAuthentication: 'auth.completingAuthentication',
  profileFailed: 'auth.profileFailed',
  resendFailed: 'auth.resendFailed',
  verifying: 'auth.verifying',
  verifyFailed: 'auth.verifyFailed',
});

/** Query value the social callback uses to send a failed sign-in back to /login. */
export { AUTH_FAILED_QUERY } from '@exam/contract';
