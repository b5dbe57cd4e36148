import { WebRoutes } from '@exam/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useSession } from '../../../lib/auth/use-session';
import { StatusScreen } from '../../../components/status-screen';
import { useAdminT } from '../catalog';

const SECTIONS = [
  { to: WebRoutes.adminQuestions, label: 'admin.section.questions' },
  { to: WebRoutes.adminReports, label: 'admin.section.reports' },
  { to: WebRoutes.adminStats, label: 'admin.section.stats' },
  { to: WebRoutes.adminCalibration, label: 'admin.section.calibration' },
  { to: WebRoutes.adminUsers, label: 'admin.section.users' },
] as const;

/** A non-admin who opens /admin (a typed URL, an old link): told plainly, with a way back. */
export function ForbiddenNotice() {
  const t = useAdminT();
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', py: 6, textAlign: 'center' }}>
      <title>{t('admin.documentTitle', { page: t('admin.console') })}</title>
      <Typography variant="h1" sx={{ fontSize: '1.6rem', mb: 2 }}>
        {t('admin.console')}
      </Typography>
      <Alert severity="warning" sx={{ mb: 3, textAlign: 'start' }}>
        {t('admin.forbidden')}
      </Alert>
      <Button component={Link} to={WebRoutes.dashboard} variant="contained">
        {t('admin.backToDashboard')}
      </Button>
    </Box>
  );
}

/**
 * The content console's frame (admins only, issue 23): its sections as tabs, then the section.
 * The role of the stored user only decides what is drawn; the server refuses every console
 * request from another role anyway (403).
 */
export function AdminLayout() {
  const t = useAdminT();
  const { user } = useSession();
  const { pathname } = useLocation();
  if (user?.role !== 'admin') return <ForbiddenNotice />;
  const current = SECTIONS.find(
    (section) => pathname === section.to || pathname.startsWith(`${section.to}/`),
  );
  return (
    <Box>
      <Box
        component="nav"
        aria-label={t('admin.console')}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        <Tabs
          value={current?.to ?? false}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={t('admin.console')}
        >
          {SECTIONS.map((section) => (
            <Tab
              key={section.to}
              value={section.to}
              label={t(section.label)}
              component={Link}
              to={section.to}
            />
          ))}
        </Tabs>
      </Box>
      <Suspense fallback={<StatusScreen nested />}>
        <Outlet />
      </Suspense>
    </Box>
  );
}
