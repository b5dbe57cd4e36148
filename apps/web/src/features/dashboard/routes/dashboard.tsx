import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSession } from '../../../lib/auth/use-session';
import { DashboardActions } from '../components/dashboard-actions';
import { PastExams } from '../components/past-exams';
import type { PastExamSummary } from '../types';

/**
 * There is no exam API yet, so there are no past exams to show. The exam feature adds
 * features/dashboard/api/get-past-exams.ts (GET /api/exam/past-exams) and passes its data here,
 * with loading and 'Failed to load past exams' states.
 */
const NO_PAST_EXAMS: readonly PastExamSummary[] = [];

export function DashboardPage() {
  const { user } = useSession();
  const firstName = user?.username.trim().split(/\s+/)[0];

  return (
    <Stack spacing={{ xs: 4, sm: 5 }}>
      <title>Dashboard · Exam Prep</title>
      <Box>
        <Typography variant="h1" component="h1">
          Your Exam Dashboard
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          {firstName ? `Welcome, ${firstName}. ` : ''}Take a timed adaptive exam, a 25-minute trial,
          or practise a topic at your own pace.
        </Typography>
        <DashboardActions />
      </Box>
      <Box component="section" aria-labelledby="past-exams-heading">
        <Typography variant="h2" component="h2" id="past-exams-heading" sx={{ mb: 2 }}>
          Past Exams
        </Typography>
        <PastExams exams={NO_PAST_EXAMS} />
      </Box>
    </Stack>
  );
}
