import { WebRoutes, type PracticeInProgress } from '@exam/contract';
import AllInclusive from '@mui/icons-material/AllInclusiveRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { ModeIntro } from '../../../components/mode-intro';
import { StartActions } from '../../../components/start-actions';
import { useNavigate } from 'react-router';
import type { PracticeNavigationState } from '../../../lib/practice-navigation';
import { isTopic, type Topic } from '../../../lib/topic';
import { usePracticeTopics } from '../api/get-practice-topics';
import { useStartPractice } from '../api/start-practice';
import { TopicUnits } from '../components/topic-units';
import { practiceErrorMessage } from '../lib/practice-error';
import { PracticeTexts } from '../messages';

const INSTRUCTIONS = [
  'There is no time limit: the timer only shows how long you have been practising.',
  'Answer a question, then press Show Answer to see whether you were right and why.',
  'Go on with Next Question for as long as you like, and press Finish to see your score.',
  'Your sessions are saved in your practice history, with every question to review.',
] as const;

/**
 * /practice-topics (docs/product.md §2.15): choose a topic and start a session; below, the topic's
 * lessons grouped by unit.
 */
export function PracticeTopicsPage() {
  const navigate = useNavigate();
  const topics = usePracticeTopics();
  const start = useStartPractice();
  const [topic, setTopic] = useState<Topic | ''>('');

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
  const shownTopic =
    topicList.find((item) => item.name === topic) ??
    (topicList.length === 1 ? topicList[0] : undefined);
  return (
    <ModeIntro
      title="Practice Mode"
      limit={{ icon: <AllInclusive />, label: 'No limit', ariaLabel: 'Time limit: No limit' }}
      lead="Practise a topic at your own pace and check each answer as you go."
      instructions={INSTRUCTIONS}
    >
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
            setTopic(isTopic(value) ? value : '');
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
        <StartActions label="Start Practice" pending={start.isPending} disabled={!topic} />
      </Stack>
      {/* The chosen topic's lessons by unit; with one topic, its lessons before a choice too. */}
      <TopicUnits units={shownTopic?.units ?? []} />
    </ModeIntro>
  );
}
