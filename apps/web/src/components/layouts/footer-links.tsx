import { WebRoutes } from '@exam/contract';
import Box from '@mui/material/Box';
import { RouterLink } from '../router-link';
import { useShellT } from './catalog';

/** Privacy Policy · Support · Delete Account, shown under the sign-in card and static pages. */
export function FooterLinks() {
  const t = useShellT();
  return (
    <Box
      component="nav"
      aria-label={t('shell.footerNav')}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'center',
        columnGap: 3,
        rowGap: 1,
        fontSize: '0.9rem',
      }}
    >
      <RouterLink to={WebRoutes.privacyPolicy}>{t('shell.privacyPolicy')}</RouterLink>
      <RouterLink to={WebRoutes.support}>{t('shell.support')}</RouterLink>
      <RouterLink to={WebRoutes.deleteAccount}>{t('shell.deleteAccount')}</RouterLink>
    </Box>
  );
}
