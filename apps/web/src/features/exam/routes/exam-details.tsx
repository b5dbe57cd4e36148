import { TOPICS, type ExamDetails } from '@exam/contract';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { PractiseMistakesButton } from '../../../components/practise-mistakes-button';
import { StatusScreen } from '../../../components/status-screen';
import { formatDate } from '../../../lib/format-date';
import { useExamDetails } from '../api/get-exam-details';
import { IncorrectAnswerItem } from '../components/incorrect-answer-item';
import { LessonPerformanceList } from '../components/lesson-performance-list';
import { ProgressLink } from '../components/progress-link';
import { NewExamActions } from '../components/new-exam-actions';
import { OverallPerformanceTile } from '../components/overall-performance-tile';
import { SectionCard } from '../../../components/section-card';
import { StatTile } from '../../../components/stat-tile';
import { attemptErrorMessage, isBadRequest, isNotFound } from '../../../lib/attempt/attempt-error';
import { formatSeconds } from '../../../lib/format-time';
import { ReportSourceProvider, studentSource, type ReportSource } from '../../../lib/report-source';
import { useExamT } from '../catalog';
import { useLanguage } from '../../../i18n/use-t';

function Heading() {
  const t = useExamT();
  return (
    <>
      <title>{t('exam.details.documentTitle')}</title>
      <Typography variant="h1">{t('exam.details.title')}</Typography>
    </>
  );
}

function Summary({ details }: { details: ExamDetails }) {
  const t = useExamT();
  const { locale } = useLanguage();
  const correct = details.questions.filter((question) => question.isCorrect).length;
  const incorrect = details.questions.length - correct;
  return (
    <Card component="section" aria-label={t('exam.details.summary')}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography color="textSecondary">{formatDate(details.date, locale)}</Typography>
        {details.timerExpired && (
          <Chip
            label={t('exam.outOfTime')}
            color="warning"
            variant="outlined"
            size="small"
            sx={{ mt: 1 }}
          />
        )}
        <Box
          sx={{
            mt: 2,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
          }}
        >
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
            <OverallPerformanceTile
              performance={details.overallPerformance}
              correct={correct}
              total={details.questions.length}
            />
          </Box>
          <StatTile label={t('exam.details.correct')} value={correct} />
          <StatTile label={t('exam.details.incorrect')} value={incorrect} />
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
            <StatTile
              label={t('exam.averageTime')}
              value={t('exam.seconds', { seconds: formatSeconds(details.averageTimeSpent) })}
            />
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}

function IncorrectAnswers({ details }: { details: ExamDetails }) {
  const t = useExamT();
  const wrong = details.questions
    .map((question, index) => ({ question, position: index + 1 }))
    .filter(({ question }) => !question.isCorrect);
  return (
    <SectionCard title={t('exam.details.incorrectAnswers')}>
      {wrong.length === 0 ? (
        <Alert severity="success" icon={<CheckCircleRounded />}>
          {t('exam.allCorrect')}
        </Alert>
      ) : (
        <Stack spacing={1.5}>
          {wrong.map(({ question, position }) => (
            <IncorrectAnswerItem
              key={`${position}-${question.id}`}
              questionId={question.id}
              lessonId={question.lessonId}
              lessonName={question.lessonName}
              text={question.question}
              position={position}
              userAnswer={question.userAnswer}
              correctAnswer={question.correctAnswer}
            />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

function DetailsForExam({ examId, source }: { examId: string; source: ReportSource }) {
  const t = useExamT();
  const details = useExamDetails(examId, source);
  const readOnly = source.kind === 'teacher';
  if (details.isPending) return <StatusScreen nested message={t('exam.details.loading')} />;
  if (details.isError) {
    // A missing, foreign or running exam (404) or a malformed id (400): nothing to retry.
    if (isNotFound(details.error) || isBadRequest(details.error)) {
      return (
        <Alert severity="warning" variant="outlined">
          <AlertTitle>{t('exam.examNotFound')}</AlertTitle>
          {t('exam.examNotFoundBody')}
        </Alert>
      );
    }
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void details.refetch()}>
            {t('exam.tryAgain')}
          </Button>
        }
      >
        {attemptErrorMessage(details.error, t('exam.detailsFailed'))}
      </Alert>
    );
  }
  return (
    <>
      <Summary details={details.data} />
      <SectionCard title={t('exam.lessonPerformance')}>
        <LessonPerformanceList lessons={details.data.detailedPerformance} />
        {!readOnly && <ProgressLink />}
      </SectionCard>
      <IncorrectAnswers details={details.data} />
      {!readOnly && details.data.questions.some((question) => !question.isCorrect) && (
        // The only topic (docs/product.md §2): exam details do not name it.
        <Box sx={{ '& > *': { width: { xs: '100%', sm: 'auto' } } }}>
          <PractiseMistakesButton topic={TOPICS[0]} source={{ fromExamId: details.data.examId }} />
        </Box>
      )}
    </>
  );
}

/**
 * One exam's details from `source`: the student's own, or a teacher's read-only copy (issue 23),
 * which has no student actions.
 */
export function ExamDetailsView({
  examId,
  source = studentSource,
}: {
  examId: string;
  source?: ReportSource;
}) {
  return (
    <ReportSourceProvider value={source}>
      <DetailsForExam examId={examId} source={source} />
    </ReportSourceProvider>
  );
}

/** /exam-details/:examId (docs/product.md §2 Exam details); without an id, 'Exam ID is required'. */
export function ExamDetailsPage() {
  const t = useExamT();
  const { examId } = useParams();
  return (
    <Stack spacing={3} sx={{ maxWidth: 900, mx: 'auto' }}>
      <Heading />
      {examId ? (
        <ExamDetailsView examId={examId} />
      ) : (
        <Alert severity="error">{t('exam.examIdRequired')}</Alert>
      )}
      <NewExamActions dashboardLabel={t('exam.backToDashboard')} />
    </Stack>
  );
}
