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
import { getTrialReport } from '../api/get-trial-report';

export const PastTrialsTexts = {
  reportFailed: 'Failed to open the trial report. Please try again.',
} as const;

function PastTrialRow({ trial }: { trial: PastTrial }) {
  const navigate = useNavigate();
  const showToast = useToast();
  const open = useMutation({
    mutationFn: () => getTrialReport(trial.trialId),
    // /trial-report shows the report it is handed (trial-report's readTrialReportState).
    onSuccess: (report) => void navigate(WebRoutes.trialReport, { state: { trialReport: report } }),
    onError: () => showToast(PastTrialsTexts.reportFailed, 'error'),
  });
  const date = formatDate(trial.date);
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
          {trial.correctAnswers} of {trial.totalQuestions} right
          {trial.timerExpired ? ' · Out of time' : ''}
        </Typography>
      </Box>
      <Chip
        label={formatPercent(trial.performance)}
        color={performanceChipColor(trial.performance)}
        aria-label={`Score ${formatPercent(trial.performance)}`}
        sx={{ fontWeight: 700 }}
      />
      <Button
        variant="outlined"
        size="small"
        disabled={open.isPending}
        onClick={() => open.mutate()}
        aria-label={`View Report of the trial of ${date}`}
        startIcon={
          open.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined
        }
      >
        View Report
      </Button>
    </Box>
  );
}

/** 'Past Trials' (issue 22): each finished trial's date and score, and its report. */
export function PastTrials({ trials }: { trials: readonly PastTrial[] }) {
  if (trials.length === 0) return null;
  return (
    <Card component="section" aria-labelledby="past-trials-heading">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" id="past-trials-heading" sx={{ fontSize: '1.3rem', mb: 0.5 }}>
          Past Trials
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
