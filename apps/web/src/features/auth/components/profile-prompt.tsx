import Box from '@mui/material/Box';
import { lazy, Suspense, useState } from 'react';
import { useSession } from '../../../lib/auth/use-session';
import { useProfile } from '../api/get-profile';
import { dismissProfilePrompt, isProfilePromptDismissed } from '../lib/profile-prompt-dismissal';

/**
 * The form (city and school fields, their lookups and validation) is its own chunk: most students
 * have a complete profile, and the dashboard need not download the form to show nothing.
 */
const ProfileForm = lazy(() => import('./profile-form').then((m) => ({ default: m.ProfileForm })));

/**
 * Accounts made by a social sign-in have no city or school yet (docs/decisions/017). This asks
 * for them, with the registration form's fields (new names are created on the fly), until the
 * student saves them or chooses 'Not now' for this session. Renders nothing otherwise.
 */
export function ProfilePrompt() {
  const { user } = useSession();
  if (!user) return null;
  // Keyed by user: a different account starts with a fresh prompt state.
  return <ProfilePromptFor key={user.id} userId={user.id} />;
}

function ProfilePromptFor({ userId }: { userId: string }) {
  const profile = useProfile(userId);
  const [dismissed, setDismissed] = useState(() => isProfilePromptDismissed(userId));
  if (dismissed || !profile.data) return null;
  if (profile.data.city && profile.data.school) return null;
  return (
    <Suspense fallback={null}>
      <Box sx={{ mb: { xs: 3, sm: 4 } }}>
        <ProfileForm
          userId={userId}
          onDismiss={() => {
            dismissProfilePrompt(userId);
            setDismissed(true);
          }}
        />
      </Box>
    </Suspense>
  );
}
