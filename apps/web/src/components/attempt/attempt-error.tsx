import { WebRoutes } from '@exam/contract';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RouterLinkBehavior } from '../router-link';
import { useAttemptT } from './catalog';

/**
 * A failure in place of the exam or trial (docs/product.md §2, §8). The retry repeats the same request: the
 * server answers a re-sent answer exactly as the first time, so nothing is counted twice.
 */
export function AttemptError({
  message,
  onRetry,
  answerKept,
  connection,
}: {
  message: string;
  onRetry: () => void;
  /** Say that the typed answer is still there. */
  answerKept: boolean;
  /** No answer came back: suggest checking the connection (never for the server's refusal). */
  connection: boolean;
}) {
  const t = useAttemptT();
  // One whole sentence per case, so a translation never joins fragments.
  const hint = answerKept
    ? t(connection ? 'attempt.error.answerKeptConnection' : 'attempt.error.answerKept')
    : t(connection ? 'attempt.error.hintConnection' : 'attempt.error.hint');
  return (
    <Alert
      severity="error"
      sx={{ alignItems: 'flex-start', '& .MuiAlert-message': { width: '100%' } }}
    >
      <AlertTitle>{message}</AlertTitle>
      {hint}
      <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button variant="contained" color="error" onClick={onRetry}>
          {t('attempt.tryAgain')}
        </Button>
        <Button component={RouterLinkBehavior} to={WebRoutes.dashboard} color="inherit">
          {t('attempt.backToDashboard')}
        </Button>
      </Box>
    </Alert>
  );
}
