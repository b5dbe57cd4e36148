import { WebRoutes } from '@exam/contract';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RouterLink } from '../../../components/router-link';
import { Message } from '../../../i18n/use-t';
import { useSession } from '../../../lib/auth/use-session';
import { ClassesSection } from '../components/classes-section';
import { DeleteAccountSection } from '../components/delete-account-section';
import { DownloadDataSection } from '../components/download-data-section';
import { MyReportsSection } from '../components/my-reports-section';
import { useAccountT } from '../catalog';
import { useLanguage } from '../../../i18n/use-t';

/**
 * User data inside an Arabic sentence, in a first-strong isolate (U+2068 … U+2069), so a Latin
 * name and address keep their own order; invisible, and English is left as it was.
 */
const isolateIn = (language: string) => (text: string) =>
  language === 'ar' ? `\u2068${text}\u2069` : text;

/**
 * /account: the signed-in student's own data (issue 9): their classes and problem reports
 * (issue 23), download it all, or delete the account.
 */
export function AccountPage() {
  const t = useAccountT();
  const { language } = useLanguage();
  const { user } = useSession();
  return (
    <Stack spacing={3} sx={{ maxWidth: 720, mx: 'auto' }}>
      <title>{t('account.documentTitle')}</title>
      <div>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', sm: '2.2rem' }, mb: 1 }}>
          {t('account.title')}
        </Typography>
        {user && (
          <Typography color="text.secondary">
            {t('account.signedInAs', {
              name: isolateIn(language)(user.username),
              email: isolateIn(language)(user.email),
            })}
          </Typography>
        )}
      </div>
      <ClassesSection />
      <MyReportsSection />
      <DownloadDataSection />
      <DeleteAccountSection />
      <Typography color="text.secondary" variant="body2">
        <Message
          t={t}
          id="account.askByEmail"
          components={{ 0: <RouterLink to={WebRoutes.deleteAccount} /> }}
        />
      </Typography>
    </Stack>
  );
}
