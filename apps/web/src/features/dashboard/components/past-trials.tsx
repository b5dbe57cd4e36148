import { WebRoutes, type PastTrial } from '@exam/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useToast } from '../../../components/toast/toast-context';
import { formatDate } from '../../../lib/format-date';
import { formatPercent, performanceChipColor } from '../../../lib/performance';
import { useLanguage } from '../../../i18n/use-t';
import { getTrialReport } from '../api/get-trial-report';
import { useDashboardT } from '../catalog';

function PastTrialRow({ trial }: { trial: PastTrial }) {
  const t = useDashboardT();
  const { locale } = useLanguage();
  const navigate = useNavigate();
  const showToast = useToast();
  const open = useMutation({
    mutationFn: () => getTrialReport(trial.trialId),
    // /trial-report shows the report it is handed (trial-report's readTrialReportState).
    onSuccess: (report) => void navigate(WebRoutes.trialReport, { state: { trialReport: report } }),
    onError: () => showToast(t('dashboard.trials.reportFailed'), 'error'),
  });
  const date = formatDate(trial.date, locale);
  const right = { correct: trial.correctAnswers, total: trial.totalQuestions };
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0 },
      }}
    >
      <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{date}</Typography>
        <Typography variant="body2" color="textSecondary">
          {trial.timerExpired
            ? t('dashboard.trials.rightOutOfTime', right)
            : t('dashboard.trials.right', right)}
        </Typography>
      </Box>
      <Chip
        label={formatPercent(trial.performance)}
        color={performanceChipColor(trial.performance)}
        aria-label={t('dashboard.trials.score', { percent: formatPercent(trial.performance) })}
        sx={{ fontWeight: 700 }}
      />
      <Button
        variant="outlined"
        size="small"
        disabled={open.isPending}
        onClick={() => open.mutate()}
        aria-label={t('dashboard.trials.viewReportOf', { date })}
        startIcon={
          open.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined
        }
      >
        {t('dashboard.trials.viewReport')}
      </Button>
    </Box>
  );
}

/** 'Past Trials' (issue 22): each finished trial's date and score, and its report. */
export function PastTrials({ trials }: { trials: readonly PastTrial[] }) {
  const t = useDashboardT();
  if (trials.length === 0) return null;
  return (
    <Card component="section" aria-labelledby="past-trials-heading">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" id="past-trials-heading" sx={{ fontSize: '1.3rem', mb: 0.5 }}>
          {t('dashboard.trials.heading')}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {trials.map((trial) => (
            <PastTrialRow key={trial.trialId} trial={trial} />
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
