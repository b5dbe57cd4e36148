import { WebRoutes } from '@exam/contract';
import History from '@mui/icons-material/HistoryRounded';
import PlayArrow from '@mui/icons-material/PlayArrowRounded';
import School from '@mui/icons-material/SchoolRounded';
import Timer from '@mui/icons-material/TimerRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { alpha } from '@mui/material/styles';
import { RouterLinkBehavior } from '../../../components/router-link';
import { useAttemptLengths } from '../../../lib/use-attempt-lengths';

/** The three modes plus practice history (docs/product.md §2 Dashboard buttons). */
export function DashboardActions() {
  // The trial's length on this server (GET /api/config); 25 until it is known.
  const { trialMinutes } = useAttemptLengths();
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
        Start New Exam
      </Button>
      <Box sx={{ display: 'flex', gap: 1.5 }}>
        <Button
          component={RouterLinkBehavior}
          to={WebRoutes.practiceTopics}
          variant="outlined"
          size="large"
          startIcon={<School />}
          sx={{ flex: 1 }}
        >
          Practice Mode
        </Button>
        <Tooltip title="Practice History">
          <IconButton
            component={RouterLinkBehavior}
            to={WebRoutes.practiceHistory}
            aria-label="Practice History"
            sx={{
              width: 48,
              height: 48,
              border: 1,
              borderColor: (theme) => alpha(theme.palette.primary.main, 0.5),
              borderRadius: 999,
              color: 'primary.main',
            }}
          >
            <History />
          </IconButton>
        </Tooltip>
      </Box>
      <Button
        component={RouterLinkBehavior}
        to={WebRoutes.startTrial}
        variant="outlined"
        size="large"
        startIcon={<Timer />}
      >
        Trial Mode ({trialMinutes} mins)
      </Button>
    </Box>
  );
}
