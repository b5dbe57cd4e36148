import type { CheckedAnswerResponse } from '@exam/contract';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AnswerText } from '../../../components/question/answer-text';
import { WorkedSolution } from '../../../components/question/worked-solution';
import { ReasonText } from '../../../components/question/reason-text';
import { hintsUsedLabel } from '../lib/format';
import { usePracticeT } from '../catalog';

function verdictTitle(check: CheckedAnswerResponse) {
  if (!check.isCorrect) return 'practice.verdict.incorrect';
  return check.attempts === 2 ? 'practice.secondTryRight' : 'practice.verdict.correct';
}

/**
 * docs/product.md §2: 'Correct!' or 'Incorrect!' with 'The correct answer is:', the reason and why;
 * after a second try (issue 22) 'Right on the second try' or the first answer given, and the
 * hints used.
 */
export function AnswerBanner({
  check,
  live = true,
}: {
  check: CheckedAnswerResponse;
  /** Announce it (just checked); a reviewed question's banner is not announced. */
  live?: boolean;
}) {
  const t = usePracticeT();
  const help = hintsUsedLabel(check.hintsUsed);
  return (
    <Alert
      severity={check.isCorrect ? 'success' : 'error'}
      role={live ? 'alert' : 'note'}
      sx={{ mt: 3, '& .MuiAlert-message': { width: '100%', minWidth: 0 } }}
    >
      <AlertTitle sx={{ fontWeight: 700 }}>{t(verdictTitle(check))}</AlertTitle>
      {check.firstAnswer !== null && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'baseline' }}>
          <span>{t('practice.firstAnswer')}</span>
          <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
            <AnswerText text={check.firstAnswer} />
          </Box>
        </Box>
      )}
      {!check.isCorrect && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'baseline' }}>
          <span>{t('practice.correctAnswerIs')}</span>
          <Box component="strong" sx={{ overflowWrap: 'anywhere' }}>
            <AnswerText text={check.correctAnswer} />
          </Box>
        </Box>
      )}
      {check.reason.trim() && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          <ReasonText reason={check.reason} />
        </Typography>
      )}
      {help && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {help}
        </Typography>
      )}
      <WorkedSolution explanation={check.explanation} steps={check.steps} compact />
    </Alert>
  );
}
