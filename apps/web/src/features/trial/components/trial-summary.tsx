import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { StatTile } from '../../../components/stat-tile';
import { formatCountdown, formatSeconds } from '../../../lib/format-time';
import { formatPercent, scoreColor } from '../../../lib/performance';
import type { TrialReport } from '../lib/report-state';
import { useTrialT } from '../catalog';

/**
 * docs/product.md §2 Trial report: Score percent (one decimal, coloured by docs/product.md §9 and drawn as a bar, so
 * colour is not the only cue), 'Correct Answers: x out of y' and 'Time Taken' m:ss.
 */
export function TrialSummary({ report }: { report: TrialReport }) {
  const t = useTrialT();
  const color = scoreColor(report.performance * 100);
  return (
    <Card component="section" aria-label={t('trial.summary')}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <StatTile
            label={t('trial.score')}
            value={formatPercent(report.performance)}
            valueColor={`${color}.main`}
            hint={
              <>
                <LinearProgress
                  variant="determinate"
                  value={Math.round(report.performance * 100)}
                  color={color}
                  aria-label={t('trial.score')}
                  sx={{ height: 6, borderRadius: 3, mb: 1 }}
                />
                <Typography variant="body2">
                  {t('trial.correctAnswers', {
                    correct: report.correctAnswers,
                    total: report.totalQuestions,
                  })}
                </Typography>
              </>
            }
          />
          <StatTile
            label={t('trial.timeTaken')}
            value={formatCountdown(report.timeTaken)}
            hint={
              <Typography variant="body2" color="textSecondary">
                {report.averageTimeSpent > 0
                  ? t('trial.perAnswered', { seconds: formatSeconds(report.averageTimeSpent) })
                  : t('trial.noneAnswered')}
              </Typography>
            }
          />
        </Box>
      </CardContent>
    </Card>
  );
}
