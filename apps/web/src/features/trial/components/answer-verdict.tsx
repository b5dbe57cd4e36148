import CancelRounded from '@mui/icons-material/CancelRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import type { AnswerVerdict as Verdict } from '../../../lib/attempt/attempt-session-reducer';
import { useTrialT } from '../catalog';

const appear = keyframes`
  from { opacity: 0; transform: translateY(6px); }
  to { opacity: 1; transform: none; }
`;

/**
 * The immediate feedback the trial promises: right or wrong, in words and with an icon (not only
 * colour), never the correct answer (that waits for the report). The live region stays in the
 * page so each new verdict is announced; the entrance is not animated for reduced motion.
 */
export function AnswerVerdict({ verdict }: { verdict: Verdict | null }) {
  const t = useTrialT();
  return (
    <Box role="status" aria-live="polite" sx={{ mt: verdict ? 2.5 : 0 }}>
      {verdict && (
        <Box
          key={verdict.questionNumber}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            px: 2,
            py: 1.5,
            borderRadius: 2,
            border: 1,
            borderColor: verdict.isCorrect ? 'success.main' : 'error.main',
            bgcolor: verdict.isCorrect ? 'tint.success' : 'tint.error',
            animation: `${appear} 220ms ease-out`,
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        >
          {verdict.isCorrect ? (
            <CheckCircleRounded color="success" aria-hidden sx={{ fontSize: 32 }} />
          ) : (
            <CancelRounded color="error" aria-hidden sx={{ fontSize: 32 }} />
          )}
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
              {t(verdict.isCorrect ? 'trial.verdict.correct' : 'trial.verdict.incorrect')}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {t(verdict.isCorrect ? 'trial.verdict.correctBody' : 'trial.verdict.incorrectBody', {
                number: verdict.questionNumber,
              })}
            </Typography>
          </Box>
        </Box>
      )}
    </Box>
  );
}
