import { WebRoutes } from '@exam/contract';
import ArrowBack from '../../../components/icons/arrow-back';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { RouterLinkBehavior } from '../../../components/router-link';
import { useSession } from '../../../lib/auth/use-session';
import { useTeacherT } from '../catalog';

/**
 * The teacher pages for teachers only. The stored role shapes what the app shows; the server
 * checks it on every teacher route (403 for another role), so this is a courtesy, not the lock.
 */
export function TeacherOnly({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const t = useTeacherT();
  if (user?.role === 'teacher') return <>{children}</>;
  return (
    <Stack spacing={2} sx={{ maxWidth: 600, mx: 'auto' }}>
      <title>{t('teacher.classes.documentTitle')}</title>
      <Alert severity="warning" variant="outlined">
        {t('teacher.notForYourAccount')}
      </Alert>
      <Button
        component={RouterLinkBehavior}
        to={WebRoutes.dashboard}
        variant="outlined"
        startIcon={<ArrowBack />}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('teacher.backToDashboard')}
      </Button>
    </Stack>
  );
}
