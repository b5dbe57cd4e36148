import type { ExamInProgress } from '@exam/contract';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { formatCountdown } from '../lib/format';

/** The caller's running exam (GET /api/exam/current), with a way back into it. */
export function ResumeExamAlert({
  exam,
  onResume,
  disabled,
}: {
  exam: ExamInProgress;
  onResume: () => void;
  disabled: boolean;
}) {
  return (
    <Alert severity="info" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <AlertTitle>You have an exam in progress</AlertTitle>
      {exam.topic}: question {exam.questionNumber}, {formatCountdown(exam.remainingSeconds)} left.
      Starting a new exam ends this one.
      <Button
        variant="contained"
        color="info"
        onClick={onResume}
        disabled={disabled}
        startIcon={<PlayArrow />}
        sx={{ display: 'flex', mt: 1.5 }}
      >
        Resume Exam
      </Button>
    </Alert>
  );
}
