import { WebRoutes } from '@exam/contract';
import ArrowForward from '@mui/icons-material/ArrowForward';
import CancelRounded from '@mui/icons-material/CancelRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import EditNote from '@mui/icons-material/EditNote';
import ExitToApp from '@mui/icons-material/ExitToApp';
import Flag from '@mui/icons-material/Flag';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import Visibility from '@mui/icons-material/Visibility';
import VolumeOff from '@mui/icons-material/VolumeOff';
import VolumeUp from '@mui/icons-material/VolumeUp';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { AnswerInput, type OptionStatus } from '../../../components/question/answer-input';
import { QuestionFigure } from '../../../components/question/question-figure';
import { QuestionText } from '../../../components/question/question-text';
import { usePrefetchKatex } from '../../../components/question/use-katex';
import { StatusScreen } from '../../../components/status-screen';
import {
  readPracticeNavigationState,
  type PracticeNavigationState,
} from '../../../lib/practice-navigation';
import { AnswerBanner } from '../components/answer-banner';
import { CompletionScreen } from '../components/completion-screen';
import { PracticeError } from '../components/practice-error';
import { ResultIcon, resultTabName } from '../components/question-tab-label';
import { useElapsed } from '../hooks/use-elapsed';
import type { AnsweredItem } from '../hooks/practice-session-reducer';
import { usePracticeSession } from '../hooks/use-practice-session';
import { formatElapsed } from '../lib/format';
import { loadSavedPractice } from '../lib/practice-storage';
import { PracticeTexts } from '../messages';

type Session = ReturnType<typeof usePracticeSession>;

/** Per-option feedback once checked: the right option pulses green, a wrong choice shakes. */
function optionStatus(
  options: readonly string[],
  answer: string,
  correctOptionIndex: number | null,
): (OptionStatus | null)[] {
  return options.map((_option, index) => {
    if (index === correctOptionIndex) return 'correct';
    if (String(index) === answer) return 'incorrect';
    return null;
  });
}

function Header({ session, questionNumber }: { session: Session; questionNumber: number }) {
  const running = session.phase.kind !== 'completed';
  const elapsed = useElapsed(session.clock, running);
  const incorrect = session.totalAnswered - session.correctCount;
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1.5,
            alignItems: 'flex-start',
            justifyContent: 'space-between',
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="overline" color="textSecondary" component="p">
              Practice
            </Typography>
            <Typography variant="h1" sx={{ fontSize: { xs: '1.4rem', sm: '1.9rem' } }}>
              {session.current?.topic}
            </Typography>
            <Typography color="textSecondary">Question {questionNumber}</Typography>
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}
              aria-label={`Time elapsed ${formatElapsed(elapsed)}`}
              role="timer"
            >
              <TimerOutlined fontSize="small" aria-hidden />
              <Typography
                component="span"
                aria-hidden
                sx={{ fontWeight: 700, fontSize: '1.35rem', fontVariantNumeric: 'tabular-nums' }}
              >
                {formatElapsed(elapsed)}
              </Typography>
            </Box>
            <Tooltip title={session.soundEnabled ? 'Mute sound' : 'Enable sound'}>
              <IconButton
                onClick={session.toggleSound}
                aria-label={session.soundEnabled ? 'Mute sound' : 'Enable sound'}
                aria-pressed={!session.soundEnabled}
              >
                {session.soundEnabled ? <VolumeUp /> : <VolumeOff />}
              </IconButton>
            </Tooltip>
          </Box>
        </Box>
        <Box
          sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1 }}
          role="group"
          aria-label="Score"
        >
          <Chip
            icon={<CheckCircleRounded />}
            color="success"
            variant="outlined"
            label={`${session.correctCount} correct`}
          />
          <Chip
            icon={<CancelRounded />}
            color="error"
            variant="outlined"
            label={`${incorrect} incorrect`}
          />
          <Chip
            label={`${session.correctCount}/${session.totalAnswered}`}
            aria-label={`${session.correctCount} correct out of ${session.totalAnswered}`}
          />
        </Box>
      </CardContent>
    </Card>
  );
}

function QuestionTabs({ session }: { session: Session }) {
  const { answered, current, view } = session;
  if (!current) return null;
  const busy = session.phase.kind !== 'ready';
  return (
    <Tabs
      value={view === 'current' ? 'current' : view}
      onChange={(_event, value: 'current' | number) => session.viewQuestion(value)}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label="Questions"
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {answered.map((item, index) => (
        <Tab
          key={item.question.id}
          value={index}
          id={`practice-tab-${index}`}
          aria-controls="practice-panel"
          disabled={busy}
          label={`Q${item.questionNumber}`}
          aria-label={resultTabName(item.questionNumber, item.check.isCorrect)}
          icon={<ResultIcon isCorrect={item.check.isCorrect} />}
          iconPosition="start"
          sx={{ minHeight: 48, minWidth: 72 }}
        />
      ))}
      <Tab
        value="current"
        id="practice-tab-current"
        aria-controls="practice-panel"
        disabled={busy}
        label={`Q${current.questionNumber}`}
        aria-label={`Q${current.questionNumber} current question`}
        icon={<EditNote fontSize="small" aria-hidden />}
        iconPosition="start"
        sx={{ minHeight: 48, minWidth: 72 }}
      />
    </Tabs>
  );
}

function ReviewedQuestion({ item, onBack }: { item: AnsweredItem; onBack: () => void }) {
  const { question, check } = item;
  return (
    <Box>
      <Typography variant="h2" sx={{ fontSize: { xs: '1.3rem', sm: '1.5rem' } }}>
        Question {item.questionNumber}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        Reviewing an answered question (read-only)
      </Typography>
      <Typography component="div" sx={{ mt: 2, fontSize: '1.1rem', lineHeight: 1.7 }}>
        <QuestionText text={question.question} />
      </Typography>
      <QuestionFigure graph={question.graph} variant="practice" />
      <Box sx={{ mt: 3 }}>
        <AnswerInput
          question={question}
          mode="index"
          variant="practice"
          value={item.answer}
          onChange={() => undefined}
          disabled
          status={optionStatus(question.options, item.answer, check.correctOptionIndex)}
        />
      </Box>
      <AnswerBanner check={check} live={false} />
      <Box sx={{ mt: 3, display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          variant="contained"
          size="large"
          endIcon={<ArrowForward />}
          onClick={onBack}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          Next Question
        </Button>
      </Box>
    </Box>
  );
}

function CurrentQuestion({ session, onQuit }: { session: Session; onQuit: () => void }) {
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
      <Typography component="div" sx={{ mt: 2, fontSize: '1.1rem', lineHeight: 1.7 }}>
        <QuestionText text={question.question} />
      </Typography>
      <QuestionFigure graph={question.graph} variant="practice" />
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
    </Box>
  );
}

function QuitDialog({
  open,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby="quit-dialog-title"
      aria-describedby="quit-dialog-text"
    >
      <DialogTitle id="quit-dialog-title">Quit Practice</DialogTitle>
      <DialogContent>
        <DialogContentText id="quit-dialog-text">{PracticeTexts.quitConfirm}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained">
          Quit
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function PracticeSession({ navigation }: { navigation: PracticeNavigationState | null }) {
  usePrefetchKatex();
  const navigate = useNavigate();
  const location = useLocation();
  const [quitOpen, setQuitOpen] = useState(false);
  const session = usePracticeSession(navigation, () => {
    // A reload of the completion screen must not bring the finished session back.
    void navigate(location.pathname, { replace: true, state: null });
  });
  const { phase, current, view } = session;

  if (phase.kind === 'completed') return <CompletionScreen result={phase.result} />;
  if (phase.kind === 'error')
    return <PracticeError message={phase.message} onRetry={session.retry} />;
  if (phase.kind === 'loading') return <StatusScreen nested message="Loading practice..." />;
  if (!current) return <PracticeError message={PracticeTexts.noQuestion} />;

  const reviewed = view === 'current' ? null : session.answered[view];
  const confirmQuit = () => {
    session.quit();
    setQuitOpen(false);
    void navigate(WebRoutes.dashboard);
  };
  return (
    <Stack spacing={2.5}>
      <Header
        session={session}
        questionNumber={reviewed?.questionNumber ?? current.questionNumber}
      />
      <Card>
        <QuestionTabs session={session} />
        <CardContent
          role="tabpanel"
          id="practice-panel"
          aria-labelledby={view === 'current' ? 'practice-tab-current' : `practice-tab-${view}`}
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          {reviewed ? (
            <ReviewedQuestion item={reviewed} onBack={() => session.viewQuestion('current')} />
          ) : (
            <CurrentQuestion session={session} onQuit={() => setQuitOpen(true)} />
          )}
        </CardContent>
      </Card>
      <QuitDialog open={quitOpen} onCancel={() => setQuitOpen(false)} onConfirm={confirmQuit} />
    </Stack>
  );
}

/**
 * /practice: the topic (and a just-started session) from navigation state, else the saved
 * session to resume, else back to /practice-topics.
 */
export function PracticeSessionPage() {
  const location = useLocation();
  // Read once: a later navigation (completion clears the state) must not restart anything.
  const [navigation] = useState(() => readPracticeNavigationState(location.state));
  const [hasSaved] = useState(() => loadSavedPractice() !== null);
  if (!navigation && !hasSaved) return <Navigate to={WebRoutes.practiceTopics} replace />;
  return (
    <Box sx={{ maxWidth: 860, mx: 'auto' }}>
      <title>Practice · Exam Prep</title>
      <PracticeSession navigation={navigation} />
    </Box>
  );
}
