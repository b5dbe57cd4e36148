import { WebRoutes } from '@exam/contract';
import History from '@mui/icons-material/History';
import PlayArrow from '@mui/icons-material/PlayArrow';
import School from '@mui/icons-material/School';
import Timer from '@mui/icons-material/Timer';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { RouterLinkBehavior } from '../../../components/router-link';

/** The three modes plus practice history (spec §2 Dashboard buttons). */
export function DashboardActions() {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1.5,
        alignItems: 'center',
        '& > .MuiButton-root': { flex: { xs: '1 1 100%', sm: '0 0 auto' } },
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
      <Button
        component={RouterLinkBehavior}
        to={WebRoutes.practiceTopics}
        variant="outlined"
        size="large"
        startIcon={<School />}
      >
        Practice Mode
      </Button>
      <Button
        component={RouterLinkBehavior}
        to={WebRoutes.startTrial}
        variant="outlined"
        size="large"
        startIcon={<Timer />}
      >
        Trial Mode (25 mins)
      </Button>
      <Tooltip title="Practice History">
        <IconButton
          component={RouterLinkBehavior}
          to={WebRoutes.practiceHistory}
          aria-label="Practice History"
          size="large"
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <History />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
