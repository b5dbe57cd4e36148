import { WebRoutes } from '@exam/contract';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { StatusScreen } from '../../../components/status-screen';
import { ExamError } from '../components/exam-error';
import { ExamQuestion } from '../components/exam-question';
import { ExamTimer } from '../components/exam-timer';
import { useExamSession } from '../hooks/use-exam-session';
import { loadSavedTopic, type Topic } from '../lib/exam-storage';
import { topicFromNavigationState } from '../lib/navigation-state';

/**
 * The running exam. The running performance the server sends with each question is not shown:
 * in an adaptive test the next question gets harder after a right answer and easier after a
 * wrong one, so a running score moves toward the middle for everybody and mostly measures how
 * early in the exam it is. It would mislead and distract; the report shows the final score.
 */
function ExamSession({ topic }: { topic: Topic }) {
  const session = useExamSession(topic);
  const { exam, phase, remainingSeconds } = session;

  if (phase.kind === 'error') {
    return (
      <ExamError
        message={phase.message}
        onRetry={session.retry}
        answerKept={session.answer.trim() !== ''}
      />
    );
  }
  if (!exam || phase.kind === 'loading' || phase.kind === 'finished') {
    return (
      <StatusScreen
        nested
        message={phase.kind === 'finished' ? 'Preparing your report...' : 'Loading exam...'}
      />
    );
  }
  const expiring = phase.kind === 'sending' && phase.timerExpired;
  return (
    <Stack spacing={2.5}>
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="overline" color="text.secondary" component="p">
            Exam
          </Typography>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, mb: 2 }}>
            {exam.topic}
          </Typography>
          <ExamTimer
            remainingSeconds={remainingSeconds ?? exam.remainingSeconds}
            durationSeconds={exam.durationSeconds}
          />
          {expiring && (
            <Typography role="status" sx={{ mt: 1.5 }} color="warning.main">
              Time is up. Submitting your exam...
            </Typography>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <ExamQuestion
            exam={exam}
            answer={session.answer}
            onAnswer={session.setAnswer}
            onNext={session.next}
            locked={phase.kind !== 'ready'}
            sending={phase.kind === 'sending'}
          />
        </CardContent>
      </Card>
    </Stack>
  );
}

/** /exam: the topic from navigation state, else the saved one, else back to /start-exam. */
export function ExamPage() {
  const location = useLocation();
  // Read once: the saved topic must not change under a running session.
  const [topic] = useState(() => topicFromNavigationState(location.state) ?? loadSavedTopic());
  if (!topic) return <Navigate to={WebRoutes.startExam} replace />;
  return (
    <Box sx={{ maxWidth: 820, mx: 'auto' }}>
      <title>Exam · Exam Prep</title>
      <ExamSession topic={topic} />
    </Box>
  );
}
