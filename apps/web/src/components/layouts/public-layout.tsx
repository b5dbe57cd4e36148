import { WebRoutes } from '@exam/contract';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { useSession } from '../../lib/auth/use-session';
import { focusRing } from '../../app/theme';
import { LanguageSwitch } from '../language-switch';
import { useShellT } from './catalog';
import { Brand } from '../brand';
import { StatusScreen } from '../status-screen';
import { RouterLinkBehavior } from '../router-link';
import { FooterLinks } from './footer-links';

/** Header, content column and footer for pages anyone can read (privacy, support...). */
export function PublicLayout() {
  const t = useShellT();
  const { isAuthenticated } = useSession();
  return (
    <>
      <AppBar
        position="static"
        color="transparent"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Container maxWidth="md" disableGutters>
          <Toolbar sx={{ gap: 2 }}>
            <Box
              component={Link}
              to={isAuthenticated ? WebRoutes.dashboard : WebRoutes.home}
              aria-label={t('shell.homeLink')}
              sx={{
                textDecoration: 'none',
                borderRadius: 2,
                ...focusRing(4),
              }}
            >
              <Brand />
            </Box>
            <Box sx={{ flex: 1 }} />
            <LanguageSwitch />
            <Button
              component={RouterLinkBehavior}
              to={isAuthenticated ? WebRoutes.dashboard : WebRoutes.login}
              variant="outlined"
            >
              {isAuthenticated ? t('shell.dashboard') : t('shell.signIn')}
            </Button>
          </Toolbar>
        </Container>
      </AppBar>
      <Container component="main" maxWidth="md" sx={{ flex: 1, py: { xs: 3, sm: 5 } }}>
        <Suspense fallback={<StatusScreen nested />}>
          <Outlet />
        </Suspense>
      </Container>
      <Box component="footer" sx={{ py: 3, px: 2 }}>
        <FooterLinks />
      </Box>
    </>
  );
}
