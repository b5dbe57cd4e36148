import type { TrialInProgress } from '@exam/contract';
import Box from '@mui/material/Box';
import { AttemptScreen, type AttemptPlace } from '../../../components/attempt/attempt-screen';
import { AnswerVerdict } from '../components/answer-verdict';
import { useTrialSession } from '../hooks/use-trial-session';
import { useTrialT } from '../catalog';

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
  const t = useTrialT();
  const session = useTrialSession();
  const verdict = session.phase.kind === 'verdict' ? session.phase.verdict : null;
  return (
    <Box sx={{ maxWidth: 820, mx: 'auto' }}>
      <title>{t('trial.session.documentTitle')}</title>
      <AttemptScreen
        session={session}
        overline={t('trial.session.overline')}
        timerLabel={t('trial.session.timeRemaining')}
        placeOf={placeOf}
        variant="trial"
        texts={{ loading: t('trial.session.loading'), expiring: t('trial.session.expiring') }}
      >
        <AnswerVerdict verdict={verdict} />
      </AttemptScreen>
    </Box>
  );
}
