import { WebRoutes, type PracticeInProgress } from '@exam/contract';
import AllInclusive from '@mui/icons-material/AllInclusiveRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { ModeIntro } from '../../../components/mode-intro';
import { StartActions } from '../../../components/start-actions';
import { useNavigate } from 'react-router';
import type { PracticeNavigationState } from '../../../lib/practice-navigation';
import { isTopic, type Topic } from '../../../lib/topic';
import { usePracticeTopics } from '../api/get-practice-topics';
import { useLessonMastery } from '../api/get-lesson-mastery';
import { useStartPractice } from '../api/start-practice';
import { LessonPicker } from '../components/lesson-picker';
import { practiceErrorMessage } from '../lib/practice-error';
import { usePracticeT } from '../catalog';
import { lessonText } from '../../../lib/lesson-names';

const INSTRUCTIONS = [
  'practice.topics.noTimeLimit',
  'practice.topics.hintTip',
  'practice.topics.secondTryTip',
  'practice.topics.finishTip',
  'practice.topics.historyTip',
] as const;

/**
 * /practice-topics (docs/product.md §2.15): choose a topic and start 'Recommended for you' (the
 * whole topic, weakest lessons first), or practise one lesson of the list below, grouped by unit,
 * each with its mastery level (issue 22).
 */
export function PracticeTopicsPage() {
  const t = usePracticeT();
  const navigate = useNavigate();
  const topics = usePracticeTopics();
  const mastery = useLessonMastery();
  const start = useStartPractice();
  const [topic, setTopic] = useState<Topic | ''>('');
  /** What the last start was for: null (recommended) or a lesson id; its error shows there. */
  const [startedLesson, setStartedLesson] = useState<string | null>(null);

  const topicList = topics.data ?? [];
  const shownTopic =
    topicList.find((item) => item.name === topic) ??
    (topicList.length === 1 ? topicList[0] : undefined);

  const begin = (chosen: Topic, lessonId: string | null) => {
    if (start.isPending) return;
    setStartedLesson(lessonId);
    start.mutate(lessonId ? { topic: chosen, lessonId } : { topic: chosen }, {
      onSuccess: (session: PracticeInProgress) => {
        const state: PracticeNavigationState = { topic: session.topic, session };
        void navigate(WebRoutes.practice, { state });
      },
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (topic) begin(topic, null);
  };

  const startError = start.isError ? (
    <Alert severity="error" sx={{ mt: 1.5 }}>
      {practiceErrorMessage(start.error, t('practice.startFailed'))}
    </Alert>
  ) : null;
  return (
    <ModeIntro
      title={t('practice.topics.title')}
      limit={{
        icon: <AllInclusive />,
        label: t('practice.topics.noLimit'),
        ariaLabel: t('practice.topics.noLimitAria'),
      }}
      lead={t('practice.topics.lead')}
      instructions={INSTRUCTIONS.map((id) => t(id))}
    >
      <Stack component="form" noValidate onSubmit={submit} spacing={2.5} sx={{ mt: 3 }}>
        {topics.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void topics.refetch()}>
                {t('practice.tryAgain')}
              </Button>
            }
          >
            {t('practice.topicsFailed')}
          </Alert>
        )}
        {startedLesson === null && startError}
        <TextField
          select
          label={t('practice.topics.topic')}
          value={topic}
          onChange={(event) => {
            const value = event.target.value;
            setTopic(isTopic(value) ? value : '');
          }}
          disabled={start.isPending || topics.isPending || topicList.length === 0}
          helperText={
            topics.isPending
              ? t('practice.topics.loading')
              : topic
                ? ' '
                : t('practice.selectTopic')
          }
        >
          {topicList.map((item) => (
            <MenuItem key={item.name} value={item.name}>
              {lessonText(item.name)}
            </MenuItem>
          ))}
        </TextField>
        <section aria-labelledby="recommended-heading">
          <Typography id="recommended-heading" variant="h2" sx={{ fontSize: '1.15rem' }}>
            {t('practice.topics.recommended')}
          </Typography>
          <Typography color="textSecondary" variant="body2" sx={{ mt: 0.5, mb: 2 }}>
            {t('practice.recommendedLine')}
          </Typography>
          <StartActions
            label={t('practice.startPractice')}
            pending={start.isPending && startedLesson === null}
            disabled={!topic || (start.isPending && startedLesson !== null)}
          />
        </section>
      </Stack>
      {/* The chosen topic's lessons by unit; with one topic, its lessons before a choice too. */}
      {shownTopic && (
        <LessonPicker
          units={shownTopic.units}
          mastery={mastery.data}
          startingLessonId={start.isPending ? startedLesson : null}
          busy={start.isPending}
          onPractise={(lessonId) => begin(shownTopic.name, lessonId)}
          error={startedLesson !== null ? startError : null}
        />
      )}
    </ModeIntro>
  );
}
