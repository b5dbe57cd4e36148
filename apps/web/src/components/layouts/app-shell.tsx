import { WebRoutes } from '@exam/contract';
import ChevronRight from '../../components/icons/chevron-right';
import Groups from '@mui/icons-material/GroupsRounded';
import Logout from '../../components/icons/logout';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { Link, Outlet, useNavigate } from 'react-router';
import { saveAccountLanguage, useAccountLanguage } from '../../lib/auth/account-language';
import { useLogout } from '../../lib/auth/logout';
import { useSession } from '../../lib/auth/use-session';
import { useSessionCheck } from '../../lib/auth/use-session-check';
import { focusRing } from '../../app/theme';
import { Brand } from '../brand';
import { StatusScreen } from '../status-screen';
import { ConsoleLink } from '../../features/admin/components/console-link';
import { LanguageSwitch } from '../language-switch';
import { useShellT } from './catalog';

function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters
    .map((part) => part?.charAt(0) ?? '')
    .join('')
    .toUpperCase();
}

/** Frame of every signed-in page: product name, the user's name and Sign out. */
export function AppShell() {
  const t = useShellT();
  const { user, token } = useSession();
  useSessionCheck(token);
  useAccountLanguage(user);
  const navigate = useNavigate();
  const logout = useLogout();

  const signOut = () => {
    logout.mutate(undefined, {
      onSettled: () => {
        void navigate(WebRoutes.login, { replace: true });
      },
    });
  };

  return (
    <>
      <AppBar
        position="sticky"
        elevation={0}
        sx={{
          bgcolor: 'tint.appBar',
          backdropFilter: 'blur(10px)',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Container maxWidth="lg" disableGutters>
          <Toolbar sx={{ gap: { xs: 1, sm: 2 } }}>
            <Box
              component={Link}
              to={WebRoutes.dashboard}
              aria-label={t('shell.dashboardLink')}
              sx={{
                textDecoration: 'none',
                borderRadius: 2,
                ...focusRing(4),
              }}
            >
              <Brand hideNameOnMobile />
            </Box>
            <Box sx={{ flex: 1 }} />
            {/* issue 23, web admin: 'Console' for admins (features/admin/components/console-link). */}
            <ConsoleLink user={user} />
            {/* The app bar's links by role (issue 23): the stored role only decides what shows. */}
            {user?.role === 'teacher' && (
              <Button
                component={Link}
                to={WebRoutes.teacher}
                color="inherit"
                startIcon={<Groups />}
                // A phone keeps the word and drops the icon: the name pill needs the room.
                sx={{
                  flexShrink: 0,
                  minWidth: 0,
                  px: { xs: 1, sm: 1.5 },
                  '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } },
                }}
              >
                {t('shell.classes')}
              </Button>
            )}
            {user && (
              // The name opens the account page (download my data, delete my account). It is
              // drawn as a pill with a chevron, like the app's other links, so it reads as one.
              <Box
                component={Link}
                to={WebRoutes.account}
                aria-label={t('shell.myAccountOf', { name: user.username })}
                title={t('shell.myAccount')}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1,
                  minWidth: 0,
                  minHeight: 44,
                  color: 'inherit',
                  textDecoration: 'none',
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 999,
                  pl: 0.5,
                  pr: { xs: 0.75, sm: 1.25 },
                  transition: 'background-color 120ms, border-color 120ms',
                  '&:hover': { bgcolor: 'tint.brand', borderColor: 'primary.main' },
                  '&:hover .account-name': { textDecoration: 'underline' },
                  ...focusRing(4),
                }}
              >
                <Avatar
                  aria-hidden="true"
                  sx={{
                    width: 32,
                    height: 32,
                    fontSize: '0.85rem',
                    fontWeight: 700,
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                  }}
                >
                  {initialsOf(user.username)}
                </Avatar>
                <Typography
                  className="account-name"
                  // A Latin name in an Arabic bar keeps its own direction (and loses its end, not
                  // its start, when it has to be cut short).
                  dir="auto"
                  noWrap
                  sx={{
                    // A teacher's phone bar also holds 'Classes': the initials stand for the name.
                    display: { xs: user.role === 'teacher' ? 'none' : 'block', sm: 'block' },
                    maxWidth: { xs: 96, sm: 260 },
                    fontWeight: 500,
                    color: 'primary.light',
                  }}
                >
                  {/* A phone has room for the first name only; the link's name says it all. */}
                  <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
                    {user.username.trim().split(/\s+/)[0]}
                  </Box>
                  <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                    {user.username}
                  </Box>
                </Typography>
                <ChevronRight
                  aria-hidden
                  fontSize="small"
                  sx={{ color: 'primary.light', ml: -0.5 }}
                />
              </Box>
            )}
            <LanguageSwitch
              onChosen={(language) => {
                // Kept on this browser already; a failed save is retried by useAccountLanguage.
                saveAccountLanguage(language).catch(() => undefined);
              }}
            />
            <Button
              color="inherit"
              onClick={signOut}
              disabled={logout.isPending}
              startIcon={<Logout />}
              aria-label={t('shell.signOut')}
              // A phone keeps the icon: the language switch and the name pill need the room.
              sx={{
                flexShrink: 0,
                minWidth: 0,
                px: { xs: 1, sm: 1.5 },
                '& .MuiButton-startIcon': { mx: { xs: 0, sm: undefined } },
              }}
            >
              <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                {t('shell.signOut')}
              </Box>
            </Button>
          </Toolbar>
        </Container>
      </AppBar>
      <Container component="main" maxWidth="lg" sx={{ flex: 1, py: { xs: 3, sm: 5 } }}>
        <Suspense fallback={<StatusScreen nested />}>
          <Outlet />
        </Suspense>
      </Container>
    </>
  );
}
