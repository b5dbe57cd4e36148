import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSession } from '../../../lib/auth/use-session';
import { useAttemptLengths } from '../../../lib/use-attempt-lengths';
import { useDashboard } from '../api/get-dashboard';
import { usePastExams } from '../api/get-past-exams';
import { DashboardActions } from '../components/dashboard-actions';
import { LearningSections } from '../components/learning-sections';
import { PastTrials } from '../components/past-trials';
import { NextStep } from '../components/next-step';
import { PastExams } from '../components/past-exams';
import { useDashboardT } from '../catalog';

function PastExamsLoading() {
  const t = useDashboardT();
  return (
    <Box
      role="status"
      aria-label={t('dashboard.pastExams.loading')}
      sx={{
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
      }}
    >
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} variant="rounded" height={190} sx={{ borderRadius: '20px' }} />
      ))}
    </Box>
  );
}

function PastExamsSection() {
  const t = useDashboardT();
  const pastExams = usePastExams();
  if (pastExams.isPending) return <PastExamsLoading />;
  if (pastExams.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void pastExams.refetch()}>
            {t('dashboard.tryAgain')}
          </Button>
        }
      >
        {t('dashboard.pastExams.failed')}
      </Alert>
    );
  }
  return <PastExams exams={pastExams.data} />;
}

/** 'Past Trials' shares the dashboard's one request with the learning sections. */
function PastTrialsSection() {
  const dashboard = useDashboard();
  return dashboard.isSuccess ? <PastTrials trials={dashboard.data.pastTrials} /> : null;
}

export function DashboardPage() {
  const t = useDashboardT();
  const { user } = useSession();
  const firstName = user?.username.trim().split(/\s+/)[0];
  const { trialMinutes } = useAttemptLengths();

  return (
    <Stack spacing={{ xs: 4, sm: 5 }}>
      <title>{t('dashboard.documentTitle')}</title>
      <Box>
        {/* A greeting by first name above the title: a learning app, not an admin console. */}
        <Typography
          component="p"
          sx={{ color: 'primary.light', fontWeight: 700, fontSize: '1.2rem', mb: 0.5 }}
        >
          {firstName ? t('dashboard.welcomeName', { name: firstName }) : t('dashboard.welcome')}
        </Typography>
        <Typography variant="h1" component="h1">
          {t('dashboard.title')}
        </Typography>
        <Typography color="textSecondary" sx={{ mt: 1, mb: 3 }}>
          {t('dashboard.intro', { minutes: trialMinutes })}
        </Typography>
        <DashboardActions />
        <NextStep />
      </Box>
      <LearningSections />
      <Box component="section" aria-labelledby="past-exams-heading">
        <Typography variant="h2" component="h2" id="past-exams-heading" sx={{ mb: 2 }}>
          {t('dashboard.pastExams.heading')}
        </Typography>
        <PastExamsSection />
      </Box>
      <PastTrialsSection />
    </Stack>
  );
}
