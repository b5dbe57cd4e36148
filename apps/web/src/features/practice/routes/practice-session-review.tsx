import {
  WebRoutes,
  type PracticeAnsweredQuestion,
  type PracticeSessionDetail,
} from '@exam/contract';
import ArrowBack from '../../../components/icons/arrow-back';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import CancelRounded from '@mui/icons-material/CancelRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PractiseMistakesButton } from '../../../components/practise-mistakes-button';
import { AnswerText } from '../../../components/question/answer-text';
import { QuestionFigure } from '../../../components/question/question-figure';
import { QuestionText } from '../../../components/question/question-text';
import { WorkedSolution } from '../../../components/question/worked-solution';
import { StatusScreen } from '../../../components/status-screen';
import { ReportProblemButton } from '../../../components/report-problem/report-problem-button';
import { formatDate } from '../../../lib/format-date';
import {
  ReportSourceProvider,
  studentSource,
  useReadOnlyReport,
  type ReportSource,
} from '../../../lib/report-source';
import { usePracticeSessionDetail } from '../api/get-practice-session-detail';
import {
  questionTabSx,
  questionTabsSx,
  ResultIcon,
  resultTabName,
  tabLabel,
} from '../components/question-tab-label';
import { focusLabel } from '../../../lib/practice-focus';
import {
  chipScoreColor,
  formatAverageTime,
  formatOneDecimal,
  formatScore,
  helpSummary,
} from '../lib/format';
import { isNotFound, practiceErrorMessage } from '../lib/practice-error';
import { usePracticeT, type PracticeT } from '../catalog';
import { useLanguage } from '../../../i18n/use-t';
import { lessonText } from '../../../lib/lesson-names';

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <Box
      sx={{
        p: 1.5,
        borderRadius: '14px',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'tint.subtle',
        minWidth: 0,
      }}
    >
      <Typography variant="body2" color="textSecondary" component="h3">
        {label}
      </Typography>
      <Typography sx={{ fontSize: '1.5rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
    </Box>
  );
}

function Summary({ detail }: { detail: PracticeSessionDetail }) {
  const t = usePracticeT();
  const { locale } = useLanguage();
  return (
    <Card component="section" aria-label={t('practice.review.summary')}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <Chip
            label={t('practice.history.score', { score: formatScore(detail.score) })}
            color={chipScoreColor(detail.score)}
            sx={{ fontWeight: 700 }}
          />
          <Typography variant="h2" sx={{ fontSize: '1.3rem' }}>
            {lessonText(detail.topic)}
          </Typography>
        </Box>
        <Typography sx={{ mt: 1, fontWeight: 600, color: 'primary.main' }}>
          {focusLabel(detail.focus)}
        </Typography>
        <Typography color="textSecondary" sx={{ mt: 1 }}>
          {formatDate(detail.date, locale)}
        </Typography>
        <Box
          sx={{
            mt: 2,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' },
          }}
        >
          <Stat label={t('practice.review.correct')} value={detail.correctCount} />
          <Stat label={t('practice.review.total')} value={detail.totalAnswered} />
          <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
            <Stat
              label={t('practice.review.avgTime')}
              value={formatAverageTime(detail.avgTimePerQuestion)}
            />
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}

function OptionList({ question }: { question: PracticeAnsweredQuestion }) {
  const t = usePracticeT();
  return (
    <Box
      component="ul"
      aria-label={t('practice.review.options')}
      sx={{ listStyle: 'none', p: 0, my: 2, display: 'grid', gap: 1 }}
    >
      {question.options.map((option, index) => {
        const isCorrectOption = option === question.correctAnswer;
        const isChosen = option === question.userAnswer;
        const tone = isCorrectOption ? 'success' : isChosen ? 'error' : null;
        return (
          <Box
            component="li"
            key={`${index}-${option}`}
            data-status={isCorrectOption ? 'correct' : isChosen ? 'incorrect' : undefined}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              p: 1.25,
              borderRadius: 2,
              border: 1,
              borderColor: tone ? `${tone}.main` : 'divider',
              bgcolor:
                tone === 'success'
                  ? 'tint.success'
                  : tone === 'error'
                    ? 'tint.error'
                    : 'transparent',
            }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <QuestionText text={option} />
            </Box>
            {isChosen && (
              <Typography
                variant="body2"
                sx={{ fontWeight: 700 }}
                color={isCorrectOption ? 'success' : 'error'}
              >
                {t('practice.review.yourAnswer')}
              </Typography>
            )}
            {isCorrectOption && (
              <CheckCircleRounded
                color="success"
                titleAccess={t('practice.review.correctAnswer')}
              />
            )}
            {isChosen && !isCorrectOption && (
              <CancelRounded color="error" titleAccess={t('practice.review.incorrect')} />
            )}
          </Box>
        );
      })}
    </Box>
  );
}

/** 'Correct!', 'Right on the second try' or 'Incorrect!' (issue 22: a second try is shown). */
function verdict(t: PracticeT, question: PracticeAnsweredQuestion): string {
  if (!question.isCorrect) return t('practice.verdict.incorrect');
  return t(question.attempts === 2 ? 'practice.secondTryRight' : 'practice.verdict.correct');
}

function QuestionDetail({ question }: { question: PracticeAnsweredQuestion }) {
  const t = usePracticeT();
  const isMcq = question.question_type === 'MCQ' && question.options.length > 0;
  const help = helpSummary(question);
  const readOnly = useReadOnlyReport();
  return (
    <Box sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
        <Typography variant="body2" color="textSecondary">
          {lessonText(question.lessonName)}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {t('practice.review.timeSpent', { seconds: formatOneDecimal(question.timeSpent) })}
        </Typography>
      </Box>
      {help && (
        <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 600 }} data-testid="answer-help">
          {help}
        </Typography>
      )}
      <Typography component="div" sx={{ mt: 1.5, fontSize: '1.05rem', lineHeight: 1.7 }}>
        <QuestionText text={question.question} />
      </Typography>
      <QuestionFigure graph={question.graph} variant="practice" />
      {isMcq ? (
        <OptionList question={question} />
      ) : (
        <Stack spacing={1} sx={{ mt: 2 }}>
          <Typography>
            <strong>{t('practice.review.yourAnswerLabel')}</strong>{' '}
            {question.userAnswer ? (
              <AnswerText text={question.userAnswer} />
            ) : (
              t('practice.noAnswer')
            )}
          </Typography>
          {!question.isCorrect && (
            <Typography color="success">
              <strong>{t('practice.review.correctAnswerLabel')}</strong>{' '}
              <AnswerText text={question.correctAnswer} />
            </Typography>
          )}
        </Stack>
      )}
      {question.firstAnswer !== null && (
        <Typography sx={{ mt: 1 }}>
          <strong>{t('practice.firstAnswer')}</strong> <AnswerText text={question.firstAnswer} />
        </Typography>
      )}
      <Alert severity={question.isCorrect ? 'success' : 'error'} sx={{ mt: 2 }} role="note">
        {verdict(t, question)}
        {question.reason && ` ${question.reason}`}
      </Alert>
      <WorkedSolution explanation={question.explanation} steps={question.steps} />
      {!readOnly && (
        <Box sx={{ mt: 1.5 }}>
          <ReportProblemButton questionId={question.id} />
        </Box>
      )}
    </Box>
  );
}

function Questions({ detail }: { detail: PracticeSessionDetail }) {
  const t = usePracticeT();
  const [selected, setSelected] = useState(0);
  const question = detail.questions[selected];
  if (!question) return null;
  return (
    <Card component="section" aria-label={t('practice.tabs')}>
      <Tabs
        value={selected}
        onChange={(_event, value: number) => setSelected(value)}
        aria-label={t('practice.tabs')}
        sx={questionTabsSx}
      >
        {detail.questions.map((item, index) => (
          <Tab
            key={`${index}-${item.id}`}
            id={`review-tab-${index}`}
            aria-controls="review-panel"
            label={tabLabel(item.questionNumber)}
            aria-label={resultTabName(item.questionNumber, item.isCorrect)}
            icon={<ResultIcon isCorrect={item.isCorrect} />}
            iconPosition="start"
            sx={questionTabSx}
          />
        ))}
      </Tabs>
      <CardContent
        role="tabpanel"
        id="review-panel"
        aria-labelledby={`review-tab-${selected}`}
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <QuestionDetail question={question} />
      </CardContent>
    </Card>
  );
}

/**
 * One practice session's review from `source`: the student's own, or a teacher's read-only copy
 * (issue 23) without 'Practise these mistakes' or 'Report a problem'.
 */
export function PracticeReviewView({
  practiceId,
  source = studentSource,
}: {
  practiceId: string;
  source?: ReportSource;
}) {
  return (
    <ReportSourceProvider value={source}>
      <Review practiceId={practiceId} source={source} />
    </ReportSourceProvider>
  );
}

function Review({ practiceId, source }: { practiceId: string; source: ReportSource }) {
  const t = usePracticeT();
  const session = usePracticeSessionDetail(practiceId, source);
  if (session.isPending) return <StatusScreen nested message={t('practice.review.loading')} />;
  if (session.isError) {
    return (
      <Alert severity="error">
        {isNotFound(session.error)
          ? t('practice.sessionNotFound')
          : practiceErrorMessage(session.error, t('practice.detailsFailed'))}
      </Alert>
    );
  }
  const detail = session.data;
  const hasMistakes = detail.questions.some((question) => !question.isCorrect);
  return (
    <>
      <Summary detail={detail} />
      {detail.questions.length > 0 ? (
        <Questions detail={detail} />
      ) : (
        <Alert severity="info">{t('practice.review.noQuestions')}</Alert>
      )}
      {hasMistakes && source.kind === 'student' && (
        <Box sx={{ '& > *': { width: { xs: '100%', sm: 'auto' } } }}>
          <PractiseMistakesButton topic={detail.topic} source={{ fromPracticeId: detail.id }} />
        </Box>
      )}
    </>
  );
}

/** /practice-session/:practiceId (docs/product.md §2 Practice session review). */
export function PracticeSessionReviewPage() {
  const t = usePracticeT();
  const { practiceId } = useParams();
  const navigate = useNavigate();
  return (
    <Stack spacing={3} sx={{ maxWidth: 900, mx: 'auto' }}>
      <title>{t('practice.review.documentTitle')}</title>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <Button
          variant="outlined"
          startIcon={<ArrowBack />}
          onClick={() => void navigate(WebRoutes.practiceHistory)}
        >
          {t('practice.review.backToHistory')}
        </Button>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
          {t('practice.review.title')}
        </Typography>
      </Box>
      {practiceId ? (
        <PracticeReviewView practiceId={practiceId} />
      ) : (
        <Alert severity="error">{t('practice.sessionIdMissing')}</Alert>
      )}
    </Stack>
  );
}
