import { WebRoutes } from '@exam/contract';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useNavigate } from 'react-router';
import { usePracticeT } from '../catalog';

/** docs/product.md §2: the practice's error page, with a way back to the dashboard. */
export function PracticeError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const navigate = useNavigate();
  const t = usePracticeT();
  return (
    <Alert
      severity="error"
      sx={{ alignItems: 'flex-start', '& .MuiAlert-message': { width: '100%' } }}
    >
      <AlertTitle>{message}</AlertTitle>
      {t('practice.errorHint')}
      <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {onRetry && (
          <Button variant="contained" color="error" onClick={onRetry}>
            {t('practice.tryAgain')}
          </Button>
        )}
        <Button
          color="inherit"
          variant="outlined"
          onClick={() => void navigate(WebRoutes.dashboard)}
        >
          {t('practice.backToDashboard')}
        </Button>
      </Box>
    </Alert>
  );
}
