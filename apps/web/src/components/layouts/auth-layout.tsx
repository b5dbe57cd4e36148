import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { focusRing } from '../../app/theme';
import { Brand } from '../brand';
import { LanguageSwitch } from '../language-switch';
import { useShellT } from './catalog';

type AuthLayoutProps = {
  /** Also the document title. */
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  maxWidth?: number;
};

/** Centred card used by the sign-in, sign-up and password screens. */
export function AuthLayout({ title, subtitle, children, footer, maxWidth = 460 }: AuthLayoutProps) {
  const t = useShellT();
  return (
    <Box
      component="main"
      sx={{
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        px: { xs: 1.5, sm: 3 },
        py: { xs: 3, sm: 6 },
      }}
    >
      <title>{`${title} · Exam Prep`}</title>
      <Box sx={{ width: '100%', maxWidth }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
          <LanguageSwitch />
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 3 }}>
          <Box
            component={Link}
            to="/"
            aria-label={t('shell.homeLink')}
            sx={{
              textDecoration: 'none',
              borderRadius: 2,
              ...focusRing(4),
            }}
          >
            <Brand />
          </Box>
        </Box>
        <Card>
          <CardContent sx={{ p: { xs: 2.5, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>
            <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
              {title}
            </Typography>
            {subtitle && (
              <Typography color="textSecondary" sx={{ mt: 1 }}>
                {subtitle}
              </Typography>
            )}
            <Box sx={{ mt: 3 }}>{children}</Box>
          </CardContent>
        </Card>
        {footer && <Box sx={{ mt: 3 }}>{footer}</Box>}
      </Box>
    </Box>
  );
}
