import ArrowForward from '../../../components/icons/arrow-forward';
import ExitToApp from '../../../components/icons/exit-to-app';
import Flag from '@mui/icons-material/FlagRounded';
import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';
import Replay from '@mui/icons-material/ReplayRounded';
import Visibility from '@mui/icons-material/VisibilityRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type FormEvent } from 'react';
import { AnswerInput, isMultipleChoice } from '../../../components/question/answer-input';
import { ReportProblemButton } from '../../../components/report-problem/report-problem-button';
import { QuestionFigure } from '../../../components/question/question-figure';
import { QuestionText } from '../../../components/question/question-text';
import { TypesetGate } from '../../../components/question/typeset-gate';
import { ReasonText } from '../../../components/question/reason-text';
import type { LivePracticeSession } from '../hooks/use-live-practice-session';
import { optionStatus } from '../lib/option-status';
import { usePracticeT } from '../catalog';
import { AnswerBanner } from './answer-banner';
import { HintList } from './hint-list';

function Spinner({ size }: { size: number }) {
  return <CircularProgress size={size} color="inherit" aria-hidden />;
}

/**
 * The question being answered: Hint (one at a time, before the answer is locked), Show Answer;
 * after a wrong first try 'Try again' or 'Show Answer' (issue 22); then Next Question. Quit
 * Practice and Finish.
 */
export function CurrentQuestion({
  session,
  onQuit,
}: {
  session: LivePracticeSession;
  onQuit: () => void;
}) {
  const t = usePracticeT();
  const { current, check, answer, phase, tryAgain, retrying, help } = session;
  const busy = phase.kind !== 'ready';
  // A wrong first answer waits for the student's choice: Try again, or Show Answer.
  const choosing = tryAgain !== null && !retrying && check === null;
  const locked = check !== null || choosing;
  const moreHints = check === null && help.hints.length < help.hintsTotal;
  // Keyboard and screen-reader users: the button they pressed is disabled while the request
  // runs, so focus goes on to what comes next (Next Question after a check, the new question's
  // heading after Next).
  const headingRef = useRef<HTMLHeadingElement>(null);
  const actionRef = useRef<HTMLButtonElement>(null);
  const tryAgainRef = useRef<HTMLButtonElement>(null);
  const answerRef = useRef<HTMLDivElement>(null);
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
  // The locked first answer drops the focus: it goes to 'Try again'; pressing it opens the
  // answer control again, and the focus goes there.
  useEffect(() => {
    if (choosing) tryAgainRef.current?.focus();
  }, [choosing]);
  useEffect(() => {
    if (!retrying) return;
    answerRef.current?.querySelector<HTMLInputElement>('input:not([disabled])')?.focus();
  }, [retrying]);
  if (!current) return <Alert severity="error">{t('practice.noQuestion')}</Alert>;
  const { question } = current;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (check) session.next();
    else if (!choosing) session.showAnswer();
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
        {t('practice.question.heading', { number: current.questionNumber })}
      </Typography>
      <TypesetGate texts={[question.question, ...(question.options ?? []), ...help.hints]}>
        <Typography component="div" sx={{ mt: 2, fontSize: '1.1rem', lineHeight: 1.7 }}>
          <QuestionText text={question.question} />
        </Typography>
        <QuestionFigure graph={question.graph} inline={question.figure} variant="practice" />
        <Box sx={{ mt: 1 }}>
          <ReportProblemButton questionId={question.id} />
        </Box>
        <HintList help={help} />
        {moreHints && (
          <Button
            variant="outlined"
            startIcon={phase.kind === 'hinting' ? <Spinner size={18} /> : <LightbulbOutlined />}
            onClick={session.hint}
            disabled={busy}
            aria-label={
              help.hints.length === 0
                ? t('practice.question.hintAvailable', { total: help.hintsTotal })
                : t('practice.question.hintShown', {
                    shown: help.hints.length,
                    total: help.hintsTotal,
                  })
            }
            sx={{ mt: 2 }}
          >
            {t('practice.question.hint')}
          </Button>
        )}
        {session.hintError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {session.hintError}
          </Alert>
        )}
        {retrying && check === null && (
          <Typography color="textSecondary" sx={{ mt: 3 }}>
            {t(
              isMultipleChoice(question)
                ? 'practice.question.secondTryChoose'
                : 'practice.question.secondTryEnter',
            )}
          </Typography>
        )}
        <Box sx={{ mt: retrying && check === null ? 1.5 : 3 }} ref={answerRef}>
          <AnswerInput
            key={question.id}
            question={question}
            mode="index"
            variant="practice"
            value={answer}
            onChange={session.setAnswer}
            disabled={locked || busy}
            status={
              check
                ? optionStatus(question.options, answer, check.correctOptionIndex)
                : choosing
                  ? optionStatus(question.options, answer, null)
                  : undefined
            }
          />
        </Box>
        {choosing && (
          <Alert severity="warning" role="alert" sx={{ mt: 3 }}>
            <Typography sx={{ fontWeight: 700 }}>{t('practice.tryAgainPrompt')}</Typography>
            {tryAgain.reason.trim() && (
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                <ReasonText reason={tryAgain.reason} />
              </Typography>
            )}
          </Alert>
        )}
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
              {t('practice.question.quit')}
            </Button>
            <Button
              variant="outlined"
              startIcon={phase.kind === 'finishing' ? <Spinner size={18} /> : <Flag />}
              onClick={session.finish}
              disabled={busy}
              sx={{ whiteSpace: 'nowrap', px: { xs: 1.5, sm: 2.25 } }}
            >
              {t('practice.question.finish')}
            </Button>
          </Box>
          {check ? (
            <Button
              ref={actionRef}
              type="submit"
              variant="contained"
              size="large"
              disabled={busy}
              endIcon={phase.kind === 'advancing' ? <Spinner size={20} /> : <ArrowForward />}
            >
              {t('practice.question.next')}
            </Button>
          ) : choosing ? (
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
                size="large"
                onClick={session.revealAnswer}
                disabled={busy}
                endIcon={phase.kind === 'checking' ? <Spinner size={20} /> : <Visibility />}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {t('practice.question.showAnswer')}
              </Button>
              <Button
                ref={tryAgainRef}
                variant="contained"
                size="large"
                onClick={session.secondTry}
                disabled={busy}
                endIcon={<Replay />}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {t('practice.question.tryAgain')}
              </Button>
            </Box>
          ) : (
            <Button
              type="submit"
              variant="contained"
              size="large"
              // A second try may be given up without an answer: Show Answer then reveals the key.
              disabled={busy || (answer.trim() === '' && !retrying)}
              endIcon={phase.kind === 'checking' ? <Spinner size={20} /> : <Visibility />}
            >
              {t('practice.question.showAnswer')}
            </Button>
          )}
        </Box>
      </TypesetGate>
    </Box>
  );
}
