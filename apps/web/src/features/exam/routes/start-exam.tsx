import { TOPICS, WebRoutes, type ExamInProgress } from '@exam/contract';
import PlayArrow from '@mui/icons-material/PlayArrow';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentExam } from '../api/get-current-exam';
import { useStartExam } from '../api/use-start-exam';
import { ResumeExamAlert } from '../components/resume-exam-alert';
import { examErrorMessage } from '../lib/exam-error';
import { isTopic, localDeadline, saveExam, type Topic } from '../lib/exam-storage';
import type { ExamNavigationState } from '../lib/navigation-state';
import { ExamTexts } from '../messages';

const INSTRUCTIONS = [
  'You have 60 minutes. The timer starts when the first question appears and keeps running if you leave the page.',
  'Questions adapt to you: a right answer brings a harder question, a wrong one an easier question.',
  'Answer each question to go on; you cannot go back to an earlier one.',
  'When the time is up, your current answer is submitted and the exam ends.',
] as const;

export function StartExamPage() {
  const navigate = useNavigate();
  const [topic, setTopic] = useState<Topic | ''>('');
  const current = useCurrentExam();
  const start = useStartExam();
  const running = current.data?.exam ?? null;

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
    <Box sx={{ maxWidth: 720, mx: 'auto' }}>
      <title>Start Exam · Exam Prep</title>
      <Card>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1.5,
            }}
          >
            <Typography variant="h1">Start Exam</Typography>
            <Chip
              icon={<TimerOutlined />}
              label="60 min"
              color="primary"
              variant="outlined"
              aria-label="Duration 60 min"
            />
          </Box>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            A timed adaptive exam: the questions follow your level, and your report shows how you
            did in each lesson.
          </Typography>

          {running && (
            <Box sx={{ mt: 2.5 }}>
              <ResumeExamAlert
                exam={running}
                onResume={() => openExam(running)}
                disabled={start.isPending}
              />
            </Box>
          )}

          <Typography variant="h2" sx={{ fontSize: '1.15rem', mt: 3, mb: 1 }}>
            Instructions
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5, '& li': { mb: 0.75 } }}>
            {INSTRUCTIONS.map((line) => (
              <Typography component="li" key={line}>
                {line}
              </Typography>
            ))}
          </Box>

          <Stack component="form" noValidate onSubmit={submit} spacing={2.5} sx={{ mt: 3 }}>
            {start.isError && (
              <Alert severity="error">{examErrorMessage(start.error, ExamTexts.startFailed)}</Alert>
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
        </CardContent>
      </Card>
    </Box>
  );
}
