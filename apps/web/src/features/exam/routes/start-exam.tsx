import { TOPICS, WebRoutes, type ExamInProgress } from '@exam/contract';
import PlayArrow from '@mui/icons-material/PlayArrowRounded';
import TimerOutlined from '@mui/icons-material/TimerRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentExam } from '../api/get-current-exam';
import { useStartExam } from '../api/generate-exam';
import { ModeIntro } from '../../../components/mode-intro';
import { ResumeAlert } from '../../../components/attempt/resume-alert';
import { localDeadline } from '../../../lib/attempt/attempt-mirror';
import { attemptErrorMessage } from '../../../lib/attempt/attempt-error';
import { isTopic, type Topic } from '../../../lib/topic';
import { minutesText, useAttemptLengths } from '../../../lib/use-attempt-lengths';
import { saveExam } from '../lib/exam-storage';
import type { ExamNavigationState } from '../lib/navigation-state';
import { ExamTexts } from '../messages';

const LEAD =
  'A timed adaptive exam: the questions follow your level, and your report shows how you did in each lesson.';

function instructions(minutes: number): string[] {
  return [
    `You have ${minutesText(minutes)}. The timer starts when the first question appears and keeps running if you leave the page.`,
    'Questions adapt to you: a right answer brings a harder question, a wrong one an easier question.',
    'Answer each question to go on; you cannot go back to an earlier one.',
    'When the time is up, your current answer is submitted and the exam ends.',
  ];
}

export function StartExamPage() {
  const navigate = useNavigate();
  const [topic, setTopic] = useState<Topic | ''>('');
  const current = useCurrentExam();
  const start = useStartExam();
  const running = current.data?.exam ?? null;
  const { examMinutes } = useAttemptLengths();

  const openExam = (exam: ExamInProgress) => {
    saveExam(exam, localDeadline(exam.remainingSeconds, Date.now()));
    const state: ExamNavigationState = { topic: exam.topic };
    void navigate(WebRoutes.exam, { state });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!topic || start.isPending) return;
    start.mutate({ topic }, { onSuccess: openExam });
  };

  return (
    <ModeIntro
      title="Start Exam"
      limit={{
        icon: <TimerOutlined />,
        label: `${examMinutes} min`,
        ariaLabel: `Duration ${examMinutes} min`,
      }}
      lead={LEAD}
      instructions={instructions(examMinutes)}
      notice={
        running && (
          <ResumeAlert
            kind="exam"
            attempt={running}
            onResume={() => openExam(running)}
            disabled={start.isPending}
          />
        )
      }
    >
      <Stack component="form" noValidate onSubmit={submit} spacing={2.5} sx={{ mt: 3 }}>
        {start.isError && (
          <Alert severity="error">{attemptErrorMessage(start.error, ExamTexts.startFailed)}</Alert>
        )}
        <TextField
          select
          label="Topic"
          value={topic}
          onChange={(event) => {
            const value = event.target.value;
            setTopic(isTopic(value) ? value : '');
          }}
          disabled={start.isPending}
          helperText={topic ? ' ' : ExamTexts.selectTopic}
        >
          {TOPICS.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={!topic || start.isPending}
          startIcon={
            start.isPending ? (
              <CircularProgress size={20} color="inherit" aria-hidden />
            ) : (
              <PlayArrow />
            )
          }
        >
          {start.isPending ? 'Starting...' : 'Start Exam'}
        </Button>
      </Stack>
    </ModeIntro>
  );
}
