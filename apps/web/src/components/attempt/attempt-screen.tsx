import type { Question } from '@exam/contract';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { AttemptInProgress, AttemptPhase } from '../../lib/attempt/attempt-session-reducer';
import { CountdownTimer } from '../countdown-timer';
import { usePrefetchKatex } from '../question/use-katex';
import { StatusScreen } from '../status-screen';
import { AttemptError } from './attempt-error';
import { AttemptQuestion, type AttemptPosition } from './attempt-question';
import { tAttempt, useAttemptT } from './catalog';
import { lessonText } from '../../lib/lesson-names';

type ShownAttempt = AttemptInProgress & {
  topic: string;
  durationSeconds: number;
  question: Question;
};

/** What a screen needs of useAttemptSession's answer. */
export type AttemptSessionView<A> = {
  attempt: A | null;
  phase: AttemptPhase<unknown>;
  notice: string | null;
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
  /**
   * Where the question stands: its number, and the attempt's length (the trial's) or the most
   * questions it can have (`atMost`, the adaptive exam's), when known.
   */
  placeOf: (attempt: A) => AttemptPlace;
  variant: 'exam' | 'trial';
  texts: { loading: string; expiring: string };
  /** Shown under the answer (the trial's verdict). */
  children?: ReactNode;
};

export type AttemptPlace = { number: number; total: number | undefined; atMost: boolean };

/** 'Question 7 of at most 40' (exam), 'Question 7 of 25' (trial), 'Question 7' (total unknown). */
export function headingOf({ number, total, atMost }: AttemptPlace): string {
  if (total === undefined) return tAttempt('attempt.heading', { number });
  return tAttempt(atMost ? 'attempt.headingOfAtMost' : 'attempt.headingOf', { number, total });
}

function positionOf({ number, total }: AttemptPlace): AttemptPosition | null {
  return total === undefined ? null : { number, total };
}

/**
 * Just under the sticky app bar, whose height is the toolbar's (the theme's toolbar mixin, per
 * breakpoint and orientation) plus its 1 px border.
 */
function belowAppBar(theme: Theme) {
  const top: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(theme.mixins.toolbar)) {
    if (key === 'minHeight' && typeof value === 'number') top.top = value + 1;
    else if (typeof value === 'object' && value !== null && 'minHeight' in value) {
      if (typeof value.minHeight === 'number') top[key] = { top: value.minHeight + 1 };
    }
  }
  return top;
}

/**
 * A running timed attempt (exam or trial): the topic on top, then the countdown, which stays in
 * sight under the app bar while a long question is scrolled, then the question; a failure
 * replaces them all, with a retry that keeps the answer.
 */
export function AttemptScreen<A extends ShownAttempt>({
  session,
  overline,
  timerLabel,
  placeOf,
  variant,
  texts,
  children,
}: AttemptScreenProps<A>) {
  usePrefetchKatex();
  const t = useAttemptT();
  const { attempt, phase, remainingSeconds } = session;

  if (phase.kind === 'error') {
    return (
      <AttemptError
        message={phase.message}
        onRetry={session.retry}
        answerKept={session.answer.trim() !== ''}
        connection={phase.connection}
      />
    );
  }
  if (!attempt || phase.kind === 'loading' || phase.kind === 'finished') {
    return (
      <StatusScreen
        nested
        message={phase.kind === 'finished' ? t('attempt.preparingReport') : texts.loading}
      />
    );
  }
  const expiring = phase.kind === 'sending' && phase.timerExpired;
  const place = placeOf(attempt);
  return (
    <Stack spacing={{ xs: 1.5, sm: 2.5 }}>
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
          <Typography variant="overline" color="textSecondary" component="p">
            {overline}
          </Typography>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' } }}>
            {lessonText(attempt.topic)}
          </Typography>
        </CardContent>
      </Card>
      <Paper
        variant="outlined"
        data-testid="attempt-countdown"
        sx={(theme) => ({
          position: 'sticky',
          ...belowAppBar(theme),
          zIndex: theme.zIndex.appBar - 1,
          px: { xs: 2, sm: 3 },
          py: { xs: 1, sm: 1.5 },
          // Opaque, so the question scrolling under it does not show through.
          bgcolor: 'background.paper',
          backgroundImage: 'none',
        })}
      >
        <CountdownTimer
          label={timerLabel}
          remainingSeconds={remainingSeconds ?? attempt.remainingSeconds}
          durationSeconds={attempt.durationSeconds}
        />
        {expiring && (
          <Typography role="status" sx={{ mt: 1 }} color="warning">
            {texts.expiring}
          </Typography>
        )}
      </Paper>
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <AttemptQuestion
            heading={headingOf(place)}
            position={positionOf(place)}
            notice={session.notice}
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
