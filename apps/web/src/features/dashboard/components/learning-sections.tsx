import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useDashboard } from '../api/get-dashboard';
import { DailyReviewCard } from './daily-review-card';
import { LessonMastery } from './lesson-mastery';
import { ResumeCard } from './resume-card';
import { StreakAndGoal } from './streak-and-goal';
import { useDashboardT } from '../catalog';
import { YourProgress } from './your-progress';

function LearningLoading() {
  const t = useDashboardT();
  return (
    <Stack spacing={2.5} role="status" aria-label={t('dashboard.learning.loading')}>
      <Skeleton variant="rounded" height={120} sx={{ borderRadius: '20px' }} />
      <Skeleton variant="rounded" height={320} sx={{ borderRadius: '20px' }} />
    </Stack>
  );
}

/**
 * The learning loop on the dashboard (issue 22), from one GET /api/dashboard: work to resume,
 * the streak and the daily goal, the daily review, lesson mastery and progress over time. For a
 * student who has answered nothing (`hasActivity` false) there is no streak, ring or review card:
 * the lessons and a friendly word on what the charts will show instead.
 */
export function LearningSections() {
  const t = useDashboardT();
  const dashboard = useDashboard();
  if (dashboard.isPending) return <LearningLoading />;
  if (dashboard.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void dashboard.refetch()}>
            {t('dashboard.tryAgain')}
          </Button>
        }
      >
        {t('dashboard.learning.failed')}
      </Alert>
    );
  }
  const data = dashboard.data;
  return (
    <Stack spacing={{ xs: 2.5, sm: 3 }}>
      <ResumeCard resume={data.resume} />
      {data.hasActivity && (
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2.5, sm: 3 },
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          }}
        >
          <StreakAndGoal streak={data.streak} dailyGoal={data.dailyGoal} />
          <DailyReviewCard review={data.review} />
        </Box>
      )}
      <LessonMastery lessons={data.mastery} hasActivity={data.hasActivity} />
      <YourProgress progress={data.progress} hasActivity={data.hasActivity} />
    </Stack>
  );
}
