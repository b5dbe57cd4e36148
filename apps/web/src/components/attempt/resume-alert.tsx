import PlayArrow from '@mui/icons-material/PlayArrowRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { formatCountdown } from '../../lib/format-time';

/** The caller's running exam or trial (GET .../current), with a way back into it. */
export function ResumeAlert({
  kind,
  attempt,
  onResume,
  disabled,
}: {
  /** 'exam' or 'trial', as the texts name it. */
  kind: 'exam' | 'trial';
  attempt: { topic: string; questionNumber: number; remainingSeconds: number };
  onResume: () => void;
  disabled: boolean;
}) {
  const title = kind.charAt(0).toUpperCase() + kind.slice(1);
  return (
    <Alert severity="info" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <AlertTitle>
        You have {kind === 'exam' ? 'an' : 'a'} {kind} in progress
      </AlertTitle>
      {attempt.topic}: question {attempt.questionNumber},{' '}
      {formatCountdown(attempt.remainingSeconds)} left. Starting a new {kind} ends this one.
      <Button
        variant="contained"
        color="primary"
        onClick={onResume}
        disabled={disabled}
        startIcon={<PlayArrow />}
        sx={{ display: 'flex', mt: 1.5 }}
      >
        Resume {title}
      </Button>
    </Alert>
  );
}
