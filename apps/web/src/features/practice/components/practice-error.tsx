import { WebRoutes } from '@exam/contract';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useNavigate } from 'react-router';

/** docs/product.md §2: the practice's error page, with a way back to the dashboard. */
export function PracticeError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const navigate = useNavigate();
  return (
    <Alert
      severity="error"
      sx={{ alignItems: 'flex-start', '& .MuiAlert-message': { width: '100%' } }}
    >
      <AlertTitle>{message}</AlertTitle>
      Check your connection and try again.
      <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {onRetry && (
          <Button variant="contained" color="error" onClick={onRetry}>
            Try Again
          </Button>
        )}
        <Button
          color="inherit"
          variant="outlined"
          onClick={() => void navigate(WebRoutes.dashboard)}
        >
          Back to Dashboard
        </Button>
      </Box>
    </Alert>
  );
}
