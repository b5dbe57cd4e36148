import { Outlet } from 'react-router';
import { ProfilePrompt } from '../features/auth/components/profile-prompt';

/**
 * The screens where a student lands after signing in (the dashboard, and /start-exam after a
 * social sign-in) ask an account without a city or school to complete them, above the screen.
 */
export function ProfilePromptLayout() {
  return (
    <>
      <ProfilePrompt />
      <Outlet />
    </>
  );
}
