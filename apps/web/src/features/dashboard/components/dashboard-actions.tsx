import { WebRoutes } from '@exam/contract';
import History from '@mui/icons-material/HistoryRounded';
import PlayArrow from '@mui/icons-material/PlayArrowRounded';
import School from '@mui/icons-material/SchoolRounded';
import Timer from '@mui/icons-material/TimerRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RouterLinkBehavior } from '../../../components/router-link';
import { useAttemptLengths } from '../../../lib/use-attempt-lengths';
import { useDashboardT } from '../catalog';

/** The three modes plus practice history (docs/product.md §2 Dashboard buttons). */
export function DashboardActions() {
  // The trial's length on this server (GET /api/config); 25 until it is known.
  const { trialMinutes } = useAttemptLengths();
  const t = useDashboardT();
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1.5,
        alignItems: 'center',
        '& > *': { flex: { xs: '1 1 100%', sm: '0 0 auto' } },
      }}
    >
      <Button
        component={RouterLinkBehavior}
        to={WebRoutes.startExam}
        variant="contained"
        size="large"
        startIcon={<PlayArrow />}
      >
        {t('dashboard.actions.startExam')}
      </Button>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button
          component={RouterLinkBehavior}
          to={WebRoutes.practiceTopics}
          variant="outlined"
          size="large"
          startIcon={<School />}
          sx={{ flex: '1 1 auto' }}
        >
          {t('dashboard.actions.practiceMode')}
        </Button>
        {/* Named, not only an icon: a student finds past practice without guessing. */}
        <Button
          component={RouterLinkBehavior}
          to={WebRoutes.practiceHistory}
          variant="outlined"
          size="large"
          startIcon={<History />}
          sx={{ flex: '1 1 auto' }}
        >
          {t('dashboard.actions.practiceHistory')}
        </Button>
      </Box>
      <Button
        component={RouterLinkBehavior}
        to={WebRoutes.startTrial}
        variant="outlined"
        size="large"
        startIcon={<Timer />}
      >
        {t('dashboard.actions.trialMode', { minutes: trialMinutes })}
      </Button>
    </Box>
  );
}
