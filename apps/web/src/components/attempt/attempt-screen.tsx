import type { Question } from '@exam/contract';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { AttemptInProgress, AttemptPhase } from '../../lib/attempt/attempt-session-reducer';
import { CountdownTimer } from '../countdown-timer';
import { usePrefetchKatex } from '../question/use-katex';
import { StatusScreen } from '../status-screen';
import { AttemptError } from './attempt-error';
import { AttemptQuestion } from './attempt-question';

type ShownAttempt = AttemptInProgress & {
  topic: string;
  durationSeconds: number;
  question: Question;
};

/** What a screen needs of useAttemptSession's answer. */
export type AttemptSessionView<A> = {
  attempt: A | null;
  phase: AttemptPhase<unknown>;
  remainingSeconds: number | null;
  answer: string;
  setAnswer: (value: string) => void;
  next: () => void;
  retry: () => void;
};

type AttemptScreenProps<A extends ShownAttempt> = {
  session: AttemptSessionView<A>;
  /** 'Exam' or 'Trial', above the topic. */
  overline: string;
  /** 'Time remaining' (exam) or 'Time Remaining' (trial). */
  timerLabel: string;
  /** The question's heading: 'Question 3' or 'Question 3 of 25'. */
  headingOf: (attempt: A) => string;
  variant: 'exam' | 'trial';
  texts: { loading: string; expiring: string };
  /** Shown under the answer (the trial's verdict). */
  children?: ReactNode;
};

/**
 * A running timed attempt (exam or trial): the topic and countdown on top, the question below;
 * a failure replaces both, with a retry that keeps the answer.
 */
export function AttemptScreen<A extends ShownAttempt>({
  session,
  overline,
  timerLabel,
  headingOf,
  variant,
  texts,
  children,
}: AttemptScreenProps<A>) {
  usePrefetchKatex();
  const { attempt, phase, remainingSeconds } = session;

  if (phase.kind === 'error') {
    return (
      <AttemptError
        message={phase.message}
        onRetry={session.retry}
        answerKept={session.answer.trim() !== ''}
      />
    );
  }
  if (!attempt || phase.kind === 'loading' || phase.kind === 'finished') {
    return (
      <StatusScreen
        nested
        message={phase.kind === 'finished' ? 'Preparing your report...' : texts.loading}
      />
    );
  }
  const expiring = phase.kind === 'sending' && phase.timerExpired;
  return (
    <Stack spacing={2.5}>
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="overline" color="textSecondary" component="p">
            {overline}
          </Typography>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, mb: 2 }}>
            {attempt.topic}
          </Typography>
          <CountdownTimer
            label={timerLabel}
            remainingSeconds={remainingSeconds ?? attempt.remainingSeconds}
            durationSeconds={attempt.durationSeconds}
          />
          {expiring && (
            <Typography role="status" sx={{ mt: 1.5 }} color="warning">
              {texts.expiring}
            </Typography>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <AttemptQuestion
            heading={headingOf(attempt)}
            question={attempt.question}
            variant={variant}
            answer={session.answer}
            onAnswer={session.setAnswer}
            onNext={session.next}
            locked={phase.kind !== 'ready'}
            sending={phase.kind === 'sending'}
          >
            {children}
          </AttemptQuestion>
        </CardContent>
      </Card>
    </Stack>
  );
}
