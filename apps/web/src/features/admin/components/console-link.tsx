import { WebRoutes, type User } from '@exam/contract';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettingsRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { useAdminT } from '../catalog';

/**
 * 'Console' in the app bar, for admins only (issue 23). The stored role only decides what is
 * drawn; the server refuses the console's requests from any other role. On a phone the icon
 * alone keeps the bar on one line; the link keeps its name for screen readers.
 */
export function ConsoleLink({ user }: { user: User | null }) {
  const t = useAdminT();
  if (user?.role !== 'admin') return null;
  return (
    <Button
      component={Link}
      to={WebRoutes.admin}
      color="inherit"
      aria-label={t('admin.console')}
      startIcon={<AdminPanelSettings />}
      sx={{
        flexShrink: 0,
        minWidth: 0,
        px: { xs: 1, sm: 1.5 },
        '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 }, ml: { xs: 0, sm: -0.5 } },
      }}
    >
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {t('admin.console')}
      </Box>
    </Button>
  );
}
