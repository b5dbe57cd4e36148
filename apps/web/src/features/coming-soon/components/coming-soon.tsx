import { WebRoutes } from '@exam/contract';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { RouterLinkBehavior } from '../../../components/router-link';

type ComingSoonProps = {
  title: string;
  icon: ReactNode;
  /** The lead sentence; defaults to the generic "being prepared" one. */
  lead?: string;
  details?: string;
  /** Facts about the mode from the specification, shown as chips. */
  facts?: readonly string[];
};

/**
 * Placeholder for a screen a later feature builds: states honestly that the mode is being
 * prepared, and leads back to the dashboard. No fake data.
 */
export function ComingSoon({ title, icon, lead, details, facts = [] }: ComingSoonProps) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center' }}>
      <title>{`${title} · Exam Prep`}</title>
      <Card sx={{ width: '100%', maxWidth: 640 }}>
        <CardContent
          sx={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            textAlign: 'center',
            gap: 2,
            py: { xs: 4, sm: 6 },
            px: { xs: 2.5, sm: 5 },
          }}
        >
          <Box
            aria-hidden
            sx={{
              width: 80,
              height: 80,
              borderRadius: '24px',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'rgba(255, 127, 107, 0.12)',
              color: 'primary.main',
              '& svg': { fontSize: 42 },
            }}
          >
            {icon}
          </Box>
          <Chip label="Coming soon" color="primary" variant="outlined" size="small" />
          <Typography variant="h1" component="h1">
            {title}
          </Typography>
          <Typography sx={{ fontSize: '1.1rem', maxWidth: 480 }}>
            {lead ?? 'This mode is being prepared and will be available soon.'}
          </Typography>
          {details && (
            <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
              {details}
            </Typography>
          )}
          {facts.length > 0 && (
            <Box
              component="ul"
              aria-label={`About ${title}`}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                justifyContent: 'center',
                gap: 1,
                p: 0,
                m: 0,
                listStyle: 'none',
              }}
            >
              {facts.map((fact) => (
                <li key={fact}>
                  <Chip label={fact} />
                </li>
              ))}
            </Box>
          )}
          <Button
            component={RouterLinkBehavior}
            to={WebRoutes.dashboard}
            variant="contained"
            size="large"
            startIcon={<ArrowBack />}
            sx={{ mt: 1 }}
          >
            Back to Dashboard
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
