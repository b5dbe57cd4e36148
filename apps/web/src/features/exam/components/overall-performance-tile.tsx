import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { StatTile } from '../../../components/stat-tile';
import { formatPercent, performanceChipColor } from '../../../lib/performance';
import { performanceLabelId } from '../lib/results';
import { useExamT } from '../catalog';

/**
 * 'Overall Performance' on the exam report and the exam details (docs/product.md §2.13-2.14): the
 * domain score with its label chip, the plain count of right answers, and one sentence on what
 * the score is, so 16.7% beside '6 of 40 correct' reads as intended, not as a wrong sum.
 */
export function OverallPerformanceTile({
  performance,
  correct,
  total,
}: {
  performance: number;
  correct: number;
  /** Questions asked; 0 when a carried result does not say (the count is then left out). */
  total: number;
}) {
  const t = useExamT();
  return (
    <StatTile
      label={t('exam.overallPerformance')}
      value={formatPercent(performance)}
      hint={
        <Stack spacing={0.75} sx={{ alignItems: 'flex-start' }}>
          <Chip
            label={t(performanceLabelId(performance))}
            color={performanceChipColor(performance)}
            size="small"
            sx={{ fontWeight: 700 }}
          />
          {total > 0 && (
            <Typography sx={{ fontWeight: 600 }}>
              {t('exam.correctOfTotal', { correct, total })}
            </Typography>
          )}
          <Typography variant="body2" color="textSecondary">
            {t('exam.performanceExplained')}
          </Typography>
        </Stack>
      }
    />
  );
}
