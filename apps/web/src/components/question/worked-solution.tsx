import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { QuestionText } from './question-text';
import { useQuestionT } from './catalog';

/**
 * A step that is one formula and nothing else (`$...$`) is set in display style, so a fraction in
 * it reads at full size on a phone instead of as a small inline fraction; any other step (words
 * around math, `\$`, display math) is shown as written.
 */
export function displayStep(step: string): string {
  const formula = /^\s*\$([^$\\]|\\[^$])+\$\s*$/.exec(step);
  if (!formula || step.trim().startsWith('$$')) return step;
  return `$\\displaystyle ${step.trim().slice(1, -1)}$`;
}

/**
 * A locked question's worked solution: its steps numbered, one per line, math typeset, when the
 * question has them; otherwise its explanation as before; nothing when it has neither
 * (docs/product.md §12.9). `compact` is the practice answer banner's smaller type.
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
  const t = useQuestionT();
  const lines = steps.filter((step) => step.trim() !== '');
  if (lines.length === 0 && !explanation.trim()) return null;
  const body = compact ? ({ variant: 'body2' } as const) : ({ color: 'textSecondary' } as const);
  return (
    <Box sx={{ mt: compact ? 1 : 2 }}>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {t(lines.length > 0 ? 'question.solution.worked' : 'question.solution.explanation')}
      </Typography>
      {lines.length > 0 ? (
        <Typography
          component="ol"
          aria-label={t('question.solution.worked')}
          {...body}
          sx={{
            lineHeight: 1.7,
            pl: 3,
            my: 0.5,
            '& > li': { pl: 0.5, overflowWrap: 'anywhere' },
            '& > li + li': { mt: 0.5 },
          }}
        >
          {lines.map((step, index) => (
            <li key={`${index}-${step}`}>
              <QuestionText text={displayStep(step)} />
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
