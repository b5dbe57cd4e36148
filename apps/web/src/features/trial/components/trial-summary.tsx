import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { StatTile } from '../../../components/stat-tile';
import { formatCountdown, formatSeconds } from '../../../lib/format-time';
import { formatPercent, scoreColor } from '../../../lib/performance';
import type { TrialReport } from '../lib/report-state';

/**
 * docs/product.md §2 Trial report: Score percent (one decimal, coloured by docs/product.md §9 and drawn as a bar, so
 * colour is not the only cue), 'Correct Answers: x out of y' and 'Time Taken' m:ss.
 */
export function TrialSummary({ report }: { report: TrialReport }) {
  const color = scoreColor(report.performance * 100);
  return (
    <Card component="section" aria-label="Summary">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <StatTile
            label="Score"
            value={formatPercent(report.performance)}
            valueColor={`${color}.main`}
            hint={
              <>
                <LinearProgress
                  variant="determinate"
                  value={Math.round(report.performance * 100)}
                  color={color}
                  aria-label="Score"
                  sx={{ height: 6, borderRadius: 3, mb: 1 }}
                />
                <Typography variant="body2">
                  Correct Answers: {report.correctAnswers} out of {report.totalQuestions}
                </Typography>
              </>
            }
          />
          <StatTile
            label="Time Taken"
            value={formatCountdown(report.timeTaken)}
            hint={
              <Typography variant="body2" color="textSecondary">
                {report.averageTimeSpent > 0
                  ? `${formatSeconds(report.averageTimeSpent)} s per answered question`
                  : 'No question was answered'}
              </Typography>
            }
          />
        </Box>
      </CardContent>
    </Card>
  );
}
