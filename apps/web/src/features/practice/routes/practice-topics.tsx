import { WebRoutes, type PracticeInProgress } from '@exam/contract';
import AllInclusive from '@mui/icons-material/AllInclusive';
import ArrowBack from '@mui/icons-material/ArrowBack';
import PlayArrow from '@mui/icons-material/PlayArrow';
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
import {
  isPracticeTopic,
  type PracticeNavigationState,
  type PracticeTopicName,
} from '../../../lib/practice-navigation';
import { usePracticeTopics } from '../api/get-topics';
import { useStartPractice } from '../api/start-practice';
import { practiceErrorMessage } from '../lib/practice-error';
import { PracticeTexts } from '../messages';

const INSTRUCTIONS = [
  'There is no time limit: the timer only shows how long you have been practising.',
  'Answer a question, then press Show Answer to see whether you were right and why.',
  'Go on with Next Question for as long as you like, and press Finish to see your score.',
  'Your sessions are saved in your practice history, with every question to review.',
] as const;

/** /practice-topics (spec §2 Practice topics): choose a topic and start a session. */
export function PracticeTopicsPage() {
  const navigate = useNavigate();
  const topics = usePracticeTopics();
  const start = useStartPractice();
  const [topic, setTopic] = useState<PracticeTopicName | ''>('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!topic || start.isPending) return;
    start.mutate(
      { topic },
      {
        onSuccess: (session: PracticeInProgress) => {
          const state: PracticeNavigationState = { topic: session.topic, session };
          void navigate(WebRoutes.practice, { state });
        },
      },
    );
  };

  const topicList = topics.data ?? [];
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto' }}>
      <title>Practice Mode · Exam Prep</title>
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
            <Typography variant="h1">Practice Mode</Typography>
            <Chip
              icon={<AllInclusive />}
              label="No limit"
              color="primary"
              variant="outlined"
              aria-label="Time limit: No limit"
            />
          </Box>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            Practise a topic at your own pace and check each answer as you go.
          </Typography>

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
            {topics.isError && (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" size="small" onClick={() => void topics.refetch()}>
                    Try Again
                  </Button>
                }
              >
                {PracticeTexts.topicsFailed}
              </Alert>
            )}
            {start.isError && (
              <Alert severity="error">
                {practiceErrorMessage(start.error, PracticeTexts.startFailed)}
              </Alert>
            )}
            <TextField
              select
              label="Topic"
              value={topic}
              onChange={(event) => {
                const value = event.target.value;
                setTopic(isPracticeTopic(value) ? value : '');
              }}
              disabled={start.isPending || topics.isPending || topicList.length === 0}
              helperText={
                topics.isPending ? 'Loading topics...' : topic ? ' ' : PracticeTexts.selectTopic
              }
            >
              {topicList.map((item) => (
                <MenuItem key={item.name} value={item.name}>
                  {item.name}
                </MenuItem>
              ))}
            </TextField>
            <Box
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: 1.5,
                justifyContent: 'space-between',
                '& > *': { flex: { xs: '1 1 100%', sm: '0 0 auto' } },
              }}
            >
              <Button
                variant="outlined"
                size="large"
                startIcon={<ArrowBack />}
                onClick={() => void navigate(WebRoutes.dashboard)}
              >
                Back to Dashboard
              </Button>
              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={!topic || start.isPending}
                startIcon={
                  start.isPending ? (
                    <CircularProgress size={20} color="inherit" aria-hidden />
                  ) : (
                    <PlayArrow />
                  )
                }
              >
                {start.isPending ? 'Starting...' : 'Start Practice'}
              </Button>
            </Box>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
