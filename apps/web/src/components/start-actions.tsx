import { WebRoutes } from '@exam/contract';
import ArrowBack from '../components/icons/arrow-back';
import PlayArrow from '@mui/icons-material/PlayArrowRounded';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useNavigate } from 'react-router';
import { ButtonRow } from './button-row';
import { useAttemptT } from './attempt/catalog';

/**
 * 'Back to Dashboard' and the start button of a mode's start screen ('Start Practice', 'Start
 * Trial'), which says 'Starting...' with a spinner while busy (docs/product.md §2). Without `onStart` the
 * start button submits the surrounding form.
 */
export function StartActions({
  label,
  pending,
  disabled = false,
  onStart,
}: {
  label: string;
  pending: boolean;
  disabled?: boolean;
  onStart?: () => void;
}) {
  const navigate = useNavigate();
  const t = useAttemptT();
  return (
    <ButtonRow justify="space-between">
      <Button
        variant="outlined"
        size="large"
        startIcon={<ArrowBack />}
        onClick={() => void navigate(WebRoutes.dashboard)}
      >
        {t('attempt.backToDashboard')}
      </Button>
      <Button
        type={onStart ? 'button' : 'submit'}
        onClick={onStart}
        variant="contained"
        size="large"
        disabled={disabled || pending}
        startIcon={
          pending ? <CircularProgress size={20} color="inherit" aria-hidden /> : <PlayArrow />
        }
      >
        {pending ? t('attempt.starting') : label}
      </Button>
    </ButtonRow>
  );
}
