import type { TrialInProgress } from '@exam/contract';
import Box from '@mui/material/Box';
import { AttemptScreen, type AttemptPlace } from '../../../components/attempt/attempt-screen';
import { AnswerVerdict } from '../components/answer-verdict';
import { useTrialSession } from '../hooks/use-trial-session';

const trialTexts = {
  loading: 'Loading trial...',
  expiring: 'Time is up. Submitting your trial...',
};
const placeOf = (trial: TrialInProgress): AttemptPlace => ({
  number: trial.questionNumber,
  total: trial.totalQuestions,
  atMost: false,
});

/**
 * /trial (docs/product.md §2 Trial): 'Time Remaining: m:ss' from the server's remaining time, 'Question n
 * of total', and after each answer a short verdict before the next question.
 */
export function TrialPage() {
  const session = useTrialSession();
  const verdict = session.phase.kind === 'verdict' ? session.phase.verdict : null;
  return (
    <Box sx={{ maxWidth: 820, mx: 'auto' }}>
      <title>Trial · Exam Prep</title>
      <AttemptScreen
        session={session}
        overline="Trial"
        timerLabel="Time Remaining"
        placeOf={placeOf}
        variant="trial"
        texts={trialTexts}
      >
        <AnswerVerdict verdict={verdict} />
      </AttemptScreen>
    </Box>
  );
}
