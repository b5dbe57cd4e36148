import Replay from '@mui/icons-material/ReplayRounded';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { Topic } from '../lib/topic';
import { commonEnglish, useCommonT } from './catalog';
import { useStartPracticeSession } from './start-practice';

/** The English label, for tests that look the button up by name. */
export const PRACTISE_MISTAKES_LABEL = commonEnglish['common.practiseMistakes'];

type Source = { fromExamId: string } | { fromPracticeId: string };

/**
 * Starts a practice session on fresh variants of an attempt's missed questions (beyond the spec:
 * exam report, exam details and practice session review) and opens /practice with it. Shared
 * here so the exam and practice features do not import each other.
 */
export function PractiseMistakesButton({ topic, source }: { topic: Topic; source: Source }) {
  const t = useCommonT();
  const start = useStartPracticeSession();
  return (
    <Button
      variant="outlined"
      color="primary"
      size="large"
      disabled={start.isPending}
      onClick={() => start.mutate({ topic, ...source })}
      startIcon={
        start.isPending ? <CircularProgress size={20} color="inherit" aria-hidden /> : <Replay />
      }
    >
      {start.isPending ? t('common.starting') : t('common.practiseMistakes')}
    </Button>
  );
}
