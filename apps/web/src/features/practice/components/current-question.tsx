import ArrowForward from '@mui/icons-material/ArrowForwardRounded';
import ExitToApp from '@mui/icons-material/ExitToAppRounded';
import Flag from '@mui/icons-material/FlagRounded';
import Visibility from '@mui/icons-material/VisibilityRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type FormEvent } from 'react';
import { AnswerInput } from '../../../components/question/answer-input';
import { QuestionFigure } from '../../../components/question/question-figure';
import { QuestionText } from '../../../components/question/question-text';
import { TypesetGate } from '../../../components/question/typeset-gate';
import type { LivePracticeSession } from '../hooks/use-live-practice-session';
import { optionStatus } from '../lib/option-status';
import { PracticeTexts } from '../messages';
import { AnswerBanner } from './answer-banner';

/** The question being answered: Show Answer, then Next Question; Quit Practice and Finish. */
export function CurrentQuestion({
  session,
  onQuit,
}: {
  session: LivePracticeSession;
  onQuit: () => void;
}) {
  const { current, check, answer, phase } = session;
  const busy = phase.kind !== 'ready';
  // Keyboard and screen-reader users: the button they pressed is disabled while the request
  // runs, so focus goes on to what comes next (Next Question after a check, the new question's
  // heading after Next).
  const headingRef = useRef<HTMLHeadingElement>(null);
  const actionRef = useRef<HTMLButtonElement>(null);
  const questionId = current?.question.id ?? '';
  const shownQuestion = useRef(questionId);
  const checked = check !== null;
  useEffect(() => {
    if (shownQuestion.current !== questionId) {
      shownQuestion.current = questionId;
      headingRef.current?.focus();
    }
  }, [questionId]);
  useEffect(() => {
    if (!checked) return;
    const active = document.activeElement;
    // Focus left with a control that is now locked (the browser drops it to <body>).
    const lost =
      !active ||
      active === document.body ||
      (active instanceof HTMLInputElement && active.disabled);
    if (lost) actionRef.current?.focus();
  }, [checked]);
  if (!current) return <Alert severity="error">{PracticeTexts.noQuestion}</Alert>;
  const { question } = current;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (check) session.next();
    else session.showAnswer();
  };
  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="practice-question-heading">
      <Typography
        variant="h2"
        id="practice-question-heading"
        ref={headingRef}
        tabIndex={-1}
        sx={{ fontSize: { xs: '1.3rem', sm: '1.5rem' }, '&:focus': { outline: 'none' } }}
      >
        Question {current.questionNumber}
      </Typography>
      <TypesetGate texts={[question.question, ...(question.options ?? [])]}>
        <Typography component="div" sx={{ mt: 2, fontSize: '1.1rem', lineHeight: 1.7 }}>
          <QuestionText text={question.question} />
        </Typography>
        <QuestionFigure graph={question.graph} inline={question.figure} variant="practice" />
        <Box sx={{ mt: 3 }}>
          <AnswerInput
            key={question.id}
            question={question}
            mode="index"
            variant="practice"
            value={answer}
            onChange={session.setAnswer}
            disabled={check !== null || busy}
            status={
              check ? optionStatus(question.options, answer, check.correctOptionIndex) : undefined
            }
          />
        </Box>
        {check && <AnswerBanner check={check} />}
        {session.checkError && (
          <Alert severity="error" sx={{ mt: 3 }}>
            {session.checkError}
          </Alert>
        )}
        {session.actionError && (
          <Alert severity="error" sx={{ mt: 3 }}>
            {session.actionError}
          </Alert>
        )}
        <Box
          sx={{
            mt: 3,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1.5,
            justifyContent: 'space-between',
            '& > *': { flex: { xs: '1 1 100%', sm: '0 0 auto' } },
          }}
        >
          <Box
            sx={{
              display: 'flex',
              gap: 1.5,
              flexWrap: 'wrap',
              '& > *': { flex: { xs: 1, sm: '0 0 auto' } },
            }}
          >
            <Button
              variant="outlined"
              color="inherit"
              startIcon={<ExitToApp />}
              onClick={onQuit}
              sx={{ whiteSpace: 'nowrap', px: { xs: 1.5, sm: 2.25 } }}
            >
              Quit Practice
            </Button>
            <Button
              variant="outlined"
              startIcon={
                phase.kind === 'finishing' ? (
                  <CircularProgress size={18} color="inherit" aria-hidden />
                ) : (
                  <Flag />
                )
              }
              onClick={session.finish}
              disabled={busy}
              sx={{ whiteSpace: 'nowrap', px: { xs: 1.5, sm: 2.25 } }}
            >
              Finish
            </Button>
          </Box>
          {check ? (
            <Button
              ref={actionRef}
              type="submit"
              variant="contained"
              size="large"
              disabled={busy}
              endIcon={
                phase.kind === 'advancing' ? (
                  <CircularProgress size={20} color="inherit" aria-hidden />
                ) : (
                  <ArrowForward />
                )
              }
            >
              Next Question
            </Button>
          ) : (
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={busy || answer.trim() === ''}
              endIcon={
                phase.kind === 'checking' ? (
                  <CircularProgress size={20} color="inherit" aria-hidden />
                ) : (
                  <Visibility />
                )
              }
            >
              Show Answer
            </Button>
          )}
        </Box>
      </TypesetGate>
    </Box>
  );
}
