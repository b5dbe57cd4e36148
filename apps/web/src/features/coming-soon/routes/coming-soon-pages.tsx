import Assessment from '@mui/icons-material/Assessment';
import HourglassTop from '@mui/icons-material/HourglassTop';
import Timer from '@mui/icons-material/Timer';
import { ComingSoon } from '../components/coming-soon';

/**
 * One placeholder per trial route (spec §2); the features that build these
 * screens replace the matching route in app/router.tsx.
 */

export function StartTrialPage() {
  return (
    <ComingSoon
      title="Trial Mode"
      icon={<Timer />}
      details="A trial has a 25-minute limit and 25 questions, gives immediate feedback, and its timer cannot be paused."
      facts={['25 minutes', '25 questions', 'Immediate feedback']}
    />
  );
}

export function TrialPage() {
  return (
    <ComingSoon
      title="Trial"
      icon={<HourglassTop />}
      details="You will answer 25 questions against a 25-minute countdown."
    />
  );
}

export function TrialReportPage() {
  return (
    <ComingSoon
      title="Trial Report"
      icon={<Assessment />}
      details="After a trial you will see your score, your time and the questions to review."
    />
  );
}
