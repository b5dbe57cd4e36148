import PlayArrow from '@mui/icons-material/PlayArrowRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { formatCountdown } from '../../lib/format-time';
import { useAttemptT } from './catalog';
import { lessonText } from '../../lib/lesson-names';

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
  const t = useAttemptT();
  const exam = kind === 'exam';
  return (
    <Alert severity="info" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <AlertTitle>{t(exam ? 'attempt.resume.examTitle' : 'attempt.resume.trialTitle')}</AlertTitle>
      {t(exam ? 'attempt.resume.examBody' : 'attempt.resume.trialBody', {
        topic: lessonText(attempt.topic),
        number: attempt.questionNumber,
        time: formatCountdown(attempt.remainingSeconds),
      })}
      <Button
        variant="contained"
        color="primary"
        onClick={onResume}
        disabled={disabled}
        startIcon={<PlayArrow />}
        sx={{ display: 'flex', mt: 1.5 }}
      >
        {t(exam ? 'attempt.resume.exam' : 'attempt.resume.trial')}
      </Button>
    </Alert>
  );
}
