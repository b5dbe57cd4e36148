import Assessment from '@mui/icons-material/Assessment';
import AutoStories from '@mui/icons-material/AutoStories';
import FactCheck from '@mui/icons-material/FactCheck';
import History from '@mui/icons-material/History';
import HourglassTop from '@mui/icons-material/HourglassTop';
import School from '@mui/icons-material/School';
import Timer from '@mui/icons-material/Timer';
import { ComingSoon } from '../components/coming-soon';

/**
 * One placeholder per practice and trial route (spec §2); the features that build these
 * screens replace the matching route in app/router.tsx.
 */

export function PracticeTopicsPage() {
  return (
    <ComingSoon
      title="Practice Mode"
      icon={<School />}
      details="Practise by topic with no time limit, check each answer as you go, and stop whenever you like."
      facts={['No limit', 'Check each answer', 'Geometry & Trigonometry']}
    />
  );
}

export function PracticeSessionPage() {
  return (
    <ComingSoon
      title="Practice Session"
      icon={<AutoStories />}
      details="Practice questions with instant feedback and a running score will appear here."
    />
  );
}

export function PracticeHistoryPage() {
  return (
    <ComingSoon
      title="Practice History"
      icon={<History />}
      details="Your past practice sessions, with score, questions answered and average time, will be listed here."
    />
  );
}

export function PracticeSessionReviewPage() {
  return (
    <ComingSoon
      title="Practice Session Review"
      icon={<FactCheck />}
      details="You will be able to go through every question of a past practice session with your answer and the correct one."
    />
  );
}

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
