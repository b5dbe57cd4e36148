import type { CheckAnswerResponse } from '@exam/contract';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AnswerText } from '../../../components/question/answer-text';
import { WorkedSolution } from '../../../components/question/worked-solution';

/** docs/product.md §2: 'Correct!' or 'Incorrect!' with 'The correct answer is:', the reason and why. */
export function AnswerBanner({
  check,
  live = true,
}: {
  check: CheckAnswerResponse;
  /** Announce it (just checked); a reviewed question's banner is not announced. */
  live?: boolean;
}) {
  return (
    <Alert
      severity={check.isCorrect ? 'success' : 'error'}
      role={live ? 'alert' : 'note'}
      sx={{ mt: 3, '& .MuiAlert-message': { width: '100%', minWidth: 0 } }}
    >
      <AlertTitle sx={{ fontWeight: 700 }}>
        {check.isCorrect ? 'Correct!' : 'Incorrect!'}
      </AlertTitle>
      {!check.isCorrect && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'baseline' }}>
          <span>The correct answer is:</span>
          <Box component="strong" sx={{ overflowWrap: 'anywhere' }}>
            <AnswerText text={check.correctAnswer} />
          </Box>
        </Box>
      )}
      {check.reason.trim() && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {check.reason}
        </Typography>
      )}
      <WorkedSolution explanation={check.explanation} steps={check.steps} compact />
    </Alert>
  );
}
