import { WebRoutes } from '@exam/contract';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { AttemptScreen, type AttemptPlace } from '../../../components/attempt/attempt-screen';
import { useExamSession } from '../hooks/use-exam-session';
import type { Topic } from '../../../lib/topic';
import { loadSavedTopic, type ShownExam } from '../lib/exam-storage';
import { topicFromNavigationState } from '../lib/navigation-state';
import { useExamT } from '../catalog';

/** 'Question 7 of at most 40': the adaptive exam usually stops before its maximum. */
const placeOf = (exam: ShownExam): AttemptPlace => ({
  number: exam.questionNumber,
  total: exam.maxQuestions,
  atMost: true,
});

/**
 * The running exam. The running performance the server sends with each question is not shown:
 * in an adaptive test the next question gets harder after a right answer and easier after a
 * wrong one, so a running score moves toward the middle for everybody and mostly measures how
 * early in the exam it is. It would mislead and distract; the report shows the final score.
 */
function ExamSession({ topic }: { topic: Topic }) {
  const t = useExamT();
  const session = useExamSession(topic);
  return (
    <AttemptScreen
      session={session}
      overline={t('exam.session.overline')}
      timerLabel={t('exam.session.timeRemaining')}
      placeOf={placeOf}
      variant="exam"
      texts={{ loading: t('exam.session.loading'), expiring: t('exam.session.expiring') }}
    />
  );
}

/** /exam: the topic from navigation state, else the saved one, else back to /start-exam. */
export function ExamPage() {
  const t = useExamT();
  const location = useLocation();
  // Read once: the saved topic must not change under a running session.
  const [topic] = useState(() => topicFromNavigationState(location.state) ?? loadSavedTopic());
  if (!topic) return <Navigate to={WebRoutes.startExam} replace />;
  return (
    <Box sx={{ maxWidth: 820, mx: 'auto' }}>
      <title>{t('exam.session.documentTitle')}</title>
      <ExamSession topic={topic} />
    </Box>
  );
}
