import { WebRoutes } from '@exam/contract';
import Dashboard from '@mui/icons-material/Dashboard';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RouterLinkBehavior } from '../../../components/router-link';

/** 'Start New Exam' and a second way out ('View Dashboard' or 'Back to Dashboard'). */
export function ReportActions({ dashboardLabel }: { dashboardLabel: string }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1.5,
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
      <Button
        component={RouterLinkBehavior}
        to={WebRoutes.dashboard}
        variant="outlined"
        size="large"
        startIcon={<Dashboard />}
      >
        {dashboardLabel}
      </Button>
    </Box>
  );
}
