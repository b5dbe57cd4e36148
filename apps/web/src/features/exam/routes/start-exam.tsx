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
import { useAttemptLengths } from '../../../lib/use-attempt-lengths';
import { saveExam } from '../lib/exam-storage';
import type { ExamNavigationState } from '../lib/navigation-state';
import { useExamT } from '../catalog';
import { lessonText } from '../../../lib/lesson-names';

function instructions(t: ReturnType<typeof useExamT>, minutes: number): string[] {
  return [
    t('exam.start.timer', { minutes }),
    t('exam.start.adaptive'),
    t('exam.start.noGoingBack'),
    t('exam.start.timeUp'),
  ];
}

export function StartExamPage() {
  const t = useExamT();
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
      title={t('exam.start.title')}
      limit={{
        icon: <TimerOutlined />,
        label: t('exam.start.limit', { minutes: examMinutes }),
        ariaLabel: t('exam.start.limitAria', { minutes: examMinutes }),
      }}
      lead={t('exam.start.lead')}
      instructions={instructions(t, examMinutes)}
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
          <Alert severity="error">{attemptErrorMessage(start.error, t('exam.startFailed'))}</Alert>
        )}
        <TextField
          select
          label={t('exam.start.topic')}
          value={topic}
          onChange={(event) => {
            const value = event.target.value;
            setTopic(isTopic(value) ? value : '');
          }}
          disabled={start.isPending}
          helperText={topic ? ' ' : t('exam.selectTopic')}
        >
          {TOPICS.map((name) => (
            <MenuItem key={name} value={name}>
              {lessonText(name)}
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
          {start.isPending ? t('exam.start.starting') : t('exam.start.button')}
        </Button>
      </Stack>
    </ModeIntro>
  );
}
