import { WebRoutes } from '@exam/contract';
import Dashboard from '@mui/icons-material/Dashboard';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useNavigate } from 'react-router';

/**
 * 'Start New Exam' and a second way out ('View Dashboard' or 'Back to Dashboard'). The spec calls
 * them buttons, and they are buttons (role and behaviour) that navigate inside the app.
 */
export function ReportActions({ dashboardLabel }: { dashboardLabel: string }) {
  const navigate = useNavigate();
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
        onClick={() => void navigate(WebRoutes.startExam)}
        variant="contained"
        size="large"
        startIcon={<PlayArrow />}
      >
        Start New Exam
      </Button>
      <Button
        onClick={() => void navigate(WebRoutes.dashboard)}
        variant="outlined"
        size="large"
        startIcon={<Dashboard />}
      >
        {dashboardLabel}
      </Button>
    </Box>
  );
}
