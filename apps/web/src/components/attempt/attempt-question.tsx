import type { ServedQuestion } from '@exam/contract';
import ArrowForward from '../../components/icons/arrow-forward';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { AnswerInput } from '../question/answer-input';
import { QuestionFigure } from '../question/question-figure';
import { QuestionText } from '../question/question-text';
import { TypesetGate } from '../question/typeset-gate';
import { useAttemptT } from './catalog';

/** Where the question stands in the attempt, for the heading's slim bar. */
export type AttemptPosition = { number: number; total: number };

/** Room kept above a focused element for the sticky app bar and countdown. */
const STICKY_CLEARANCE = 160;

type AttemptQuestionProps = {
  /** 'Question 3 of at most 40' (exam) or 'Question 3 of 25' (trial). */
  heading: string;
  /** Shown as a slim bar under the heading; none when the total is unknown. */
  position: AttemptPosition | null;
  /**
   * Said under the heading (where focus lands on a new question, so it is in sight): 'This
   * question was answered in another tab.'
   */
  notice?: string | null | undefined;
  question: ServedQuestion;
  /** Figure sizes and answer field of the mode (docs/product.md §9). */
  variant: 'exam' | 'trial';
  answer: string;
  onAnswer: (value: string) => void;
  onNext: () => void;
  /** Answers cannot be changed or sent (confirming with the server, or sending). */
  locked: boolean;
  /** An answer is on its way: the button shows a spinner. */
  sending: boolean;
  /** Shown between the answer and the button (the trial's verdict on the answer). */
  children?: ReactNode;
};

/**
 * A timed attempt's question: its heading, text, figure and answer control (MCQ radios whose
 * value is the option text, else the multiline field), and 'Next Question'.
 */
export function AttemptQuestion({
  heading,
  position,
  notice,
  question,
  variant,
  answer,
  onAnswer,
  onNext,
  locked,
  sending,
  children,
}: AttemptQuestionProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onNext();
  };
  const t = useAttemptT();
  const headingId = useId();
  // A new question moves focus to its heading, so keyboard and screen-reader users start there
  // (the Next button they pressed was disabled while the answer was sent).
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownQuestion = useRef(question.id);
  useEffect(() => {
    if (shownQuestion.current === question.id) return;
    shownQuestion.current = question.id;
    headingRef.current?.focus();
  }, [question.id]);
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-labelledby={headingId}
      // Focus moved here (the heading, the answer) scrolls clear of the sticky countdown.
      sx={{ '& h2, & input, & textarea': { scrollMarginTop: STICKY_CLEARANCE } }}
    >
      <Typography
        variant="h2"
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        sx={{ fontSize: { xs: '1.3rem', sm: '1.5rem' }, '&:focus': { outline: 'none' } }}
      >
        {heading}
      </Typography>
      {position && (
        <LinearProgress
          variant="determinate"
          value={Math.min(100, (position.number / position.total) * 100)}
          aria-label={t('attempt.progress')}
          aria-valuetext={heading}
          data-testid="attempt-progress"
          sx={{ mt: 1, height: 4, borderRadius: 2, maxWidth: 320 }}
        />
      )}
      {notice && (
        <Alert severity="info" role="status" sx={{ mt: 2 }}>
          {notice}
        </Alert>
      )}
      <TypesetGate texts={[question.question, ...(question.options ?? [])]}>
        <Typography component="div" sx={{ mt: 2, fontSize: '1.1rem', lineHeight: 1.7 }}>
          <QuestionText text={question.question} />
        </Typography>
        <QuestionFigure graph={question.graph} inline={question.figure} variant={variant} />
        <Box sx={{ mt: 3 }}>
          <AnswerInput
            key={question.id}
            question={question}
            mode="text"
            variant={variant}
            value={answer}
            onChange={onAnswer}
            disabled={locked}
            onSubmit={onNext}
          />
        </Box>
        {children}
        <Box sx={{ mt: 3, display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={locked || answer.trim() === ''}
            endIcon={
              sending ? (
                <CircularProgress size={20} color="inherit" aria-hidden />
              ) : (
                <ArrowForward />
              )
            }
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            {t('attempt.nextQuestion')}
          </Button>
        </Box>
      </TypesetGate>
    </Box>
  );
}
