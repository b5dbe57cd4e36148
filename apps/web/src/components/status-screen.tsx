import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useShellT } from './layouts/catalog';

/** A centred spinner with a live message, for redirects and route loading. */
export function StatusScreen({
  message,
  title,
  nested = false,
}: {
  message?: string;
  title?: string;
  /** Inside a layout that already has the <main> landmark. */
  nested?: boolean;
}) {
  const t = useShellT();
  return (
    <Box
      component={nested ? 'div' : 'main'}
      sx={{
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2.5,
        p: 3,
        minHeight: '60vh',
      }}
    >
      {title && <title>{`${title} · Exam Prep`}</title>}
      <CircularProgress aria-hidden size={44} />
      <Typography role="status" aria-live="polite" sx={{ fontSize: '1.1rem', textAlign: 'center' }}>
        {message ?? (
          <Box component="span" sx={visuallyHidden}>
            {t('shell.loading')}
          </Box>
        )}
      </Typography>
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
