import Insights from '@mui/icons-material/InsightsRounded';
import Button from '@mui/material/Button';
import { RouterLinkBehavior } from '../../../components/router-link';
import { YOUR_PROGRESS_PATH } from '../../../lib/dashboard-links';
import { useExamT } from '../catalog';

/** From a report to the dashboard's 'Your progress' charts (issue 22), scrolled into view. */
export function ProgressLink() {
  const t = useExamT();
  return (
    <Button
      component={RouterLinkBehavior}
      to={YOUR_PROGRESS_PATH}
      variant="text"
      startIcon={<Insights />}
      sx={{ mt: 1.5 }}
    >
      {t('exam.progressLink')}
    </Button>
  );
}
