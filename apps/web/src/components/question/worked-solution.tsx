import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { QuestionText } from './question-text';

/**
 * A locked question's worked solution: its steps numbered, one per line, math typeset, when the
 * question has them; otherwise its explanation as before; nothing when it has neither
 * (docs/product.md §2.18). `compact` is the practice answer banner's smaller type.
 */
export function WorkedSolution({
  explanation,
  steps,
  compact = false,
}: {
  explanation: string;
  steps: readonly string[];
  compact?: boolean;
}) {
  const lines = steps.filter((step) => step.trim() !== '');
  if (lines.length === 0 && !explanation.trim()) return null;
  const body = compact ? ({ variant: 'body2' } as const) : ({ color: 'textSecondary' } as const);
  return (
    <Box sx={{ mt: compact ? 1 : 2 }}>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {lines.length > 0 ? 'Worked solution' : 'Explanation'}
      </Typography>
      {lines.length > 0 ? (
        <Typography
          component="ol"
          aria-label="Worked solution"
          {...body}
          sx={{ lineHeight: 1.7, pl: 3, my: 0.5, '& > li': { pl: 0.5, overflowWrap: 'anywhere' } }}
        >
          {lines.map((step, index) => (
            <li key={`${index}-${step}`}>
              <QuestionText text={step} />
            </li>
          ))}
        </Typography>
      ) : (
        <Typography component="div" {...body} sx={{ lineHeight: 1.7 }}>
          <QuestionText text={explanation} />
        </Typography>
      )}
    </Box>
  );
}
