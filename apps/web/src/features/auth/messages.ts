/** Texts of the sign-in and sign-up screens that the server never sends (docs/product.md §2, §8). */
export const AuthMessages = {
  loginFallback: 'Authentication failed',
  loginNoResponse: 'No response from server',
  loginSetup: 'Error setting up request',
  loginUnknown: 'Login failed',
  googleStartFailed: 'Failed to initiate Google login',
  socialSignupFailed: 'Social login failed. Please try again.',
  registrationSuccess: 'Registration successful! Redirecting...',
  registrationFailed: 'An error occurred during registration',
  /** Said before the form is sent: the server refuses passwords on its common-password list. */
  passwordHint: "At least 6 characters; a very common one such as 'password1' is refused",
  cityAddFailed: 'Error adding city',
  schoolAddFailed: 'Error adding school',
  locationLoadFailed: 'Error loading location data',
  selectCityFirst: 'Please select a city first',
  forgotFailed: 'Failed to send reset email',
  resetFailed: 'Failed to reset password',
  authSuccessRedirecting: 'Authentication successful! Redirecting...',
  completingAuthentication: 'Completing authentication...',
  profileFailed: 'Failed to save your profile. Please try again.',
  resendFailed: 'We could not send a new link. Please try again.',
  verifying: 'Confirming your e-mail address...',
  verifyFailed: 'We could not confirm your e-mail address. Please try again.',
} as const;

/** Query value the social callback uses to send a failed sign-in back to /login. */
export { AUTH_FAILED_QUERY } from '@exam/contract';
