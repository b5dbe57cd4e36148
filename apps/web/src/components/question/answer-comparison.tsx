import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AnswerText } from './answer-text';
import { useQuestionT } from './catalog';

function AnswerLine({
  label,
  value,
  tone,
  emptyText,
}: {
  label: string;
  value: string;
  tone: 'error' | 'success';
  emptyText: string;
}) {
  return (
    <Box
      sx={{
        p: 1.5,
        borderRadius: 2,
        border: 1,
        borderColor: `${tone}.main`,
        bgcolor: tone === 'error' ? 'tint.error' : 'tint.success',
        minWidth: 0,
      }}
    >
      <Typography variant="body2" color={tone} sx={{ fontWeight: 700 }}>
        {label}
      </Typography>
      <Typography component="div" sx={{ overflowWrap: 'anywhere' }}>
        {value ? <AnswerText text={value} /> : <em>{emptyText}</em>}
      </Typography>
    </Box>
  );
}

/**
 * The student's wrong answer beside the correct one, both rendered as math; side by side from
 * the small breakpoint, stacked on a phone. The labels name each box, so colour is not the only
 * difference.
 */
export function AnswerComparison({
  userAnswer,
  correctAnswer,
  labels,
  noAnswerText,
}: {
  userAnswer: string;
  correctAnswer: string;
  labels: { user: string; correct: string };
  /** What an empty answer says (the time ran out before one was given). */
  noAnswerText?: string;
}) {
  const t = useQuestionT();
  const emptyText = noAnswerText ?? t('question.noAnswer');
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        mt: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
      }}
    >
      <AnswerLine label={labels.user} value={userAnswer} tone="error" emptyText={emptyText} />
      <AnswerLine
        label={labels.correct}
        value={correctAnswer}
        tone="success"
        emptyText={emptyText}
      />
    </Box>
  );
}
