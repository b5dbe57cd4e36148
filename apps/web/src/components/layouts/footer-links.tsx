import { WebRoutes } from '@exam/contract';
import Box from '@mui/material/Box';
import { RouterLink } from '../router-link';

/** Privacy Policy · Support · Delete Account, shown under the sign-in card and static pages. */
export function FooterLinks() {
  return (
    <Box
      component="nav"
      aria-label="Help and legal"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'center',
        columnGap: 3,
        rowGap: 1,
        fontSize: '0.9rem',
      }}
    >
      <RouterLink to={WebRoutes.privacyPolicy}>Privacy Policy</RouterLink>
      <RouterLink to={WebRoutes.support}>Support</RouterLink>
      <RouterLink to={WebRoutes.deleteAccount}>Delete Account</RouterLink>
    </Box>
  );
}
