import Assessment from '@mui/icons-material/Assessment';
import AutoStories from '@mui/icons-material/AutoStories';
import FactCheck from '@mui/icons-material/FactCheck';
import History from '@mui/icons-material/History';
import HourglassTop from '@mui/icons-material/HourglassTop';
import Quiz from '@mui/icons-material/Quiz';
import RocketLaunch from '@mui/icons-material/RocketLaunch';
import School from '@mui/icons-material/School';
import Timer from '@mui/icons-material/Timer';
import { ComingSoon } from '../components/coming-soon';

/**
 * One placeholder per exam, practice and trial route (spec §2); the features that build these
 * screens replace the matching route in app/router.tsx.
 */

export function StartExamPage() {
  return (
    <ComingSoon
      title="Start Exam"
      icon={<RocketLaunch />}
      lead="Welcome! The 60-minute adaptive Geometry & Trigonometry exam is coming soon."
      details="Its questions will adapt to your answers, and your report will show how you did in each lesson."
      facts={['60 minutes', 'Adaptive difficulty', 'Geometry & Trigonometry']}
    />
  );
}

export function ExamPage() {
  return (
    <ComingSoon
      title="Exam"
      icon={<Quiz />}
      details="You will answer one question at a time against a 60-minute countdown."
    />
  );
}

export function ExamReportPage() {
  return (
    <ComingSoon
      title="Exam Report"
      icon={<Assessment />}
      details="After an exam you will see your overall performance, your average time per question and feedback for each lesson."
    />
  );
}

export function ExamDetailsPage() {
  return (
    <ComingSoon
      title="Exam Report Details"
      icon={<FactCheck />}
      details="You will be able to review each past exam and the questions you answered incorrectly."
    />
  );
}

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
