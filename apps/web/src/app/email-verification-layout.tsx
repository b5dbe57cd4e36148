import { Outlet } from 'react-router';
import { EmailVerificationBanner } from '../features/auth/components/email-verification-banner';

/**
 * Signed-in screens outside a running exam, trial or practice session show the e-mail
 * verification reminder above the screen until the address is verified (docs/decisions/023).
 */
export function EmailVerificationLayout() {
  return (
    <>
      <EmailVerificationBanner />
      <Outlet />
    </>
  );
}
