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
import { ExamTexts } from '../messages';

function Heading() {
  return (
    <>
      <title>Exam Report Details · Exam Prep</title>
      <Typography variant="h1">Exam Report Details</Typography>
    </>
  );
}

function Summary({ details }: { details: ExamDetails }) {
  const correct = details.questions.filter((question) => question.isCorrect).length;
  const incorrect = details.questions.length - correct;
  return (
    <Card component="section" aria-label="Summary">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography color="textSecondary">{formatDate(details.date)}</Typography>
        {details.timerExpired && (
          <Chip
            label={ExamTexts.outOfTime}
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
          <StatTile label="Correct" value={correct} />
          <StatTile label="Incorrect" value={incorrect} />
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
            <StatTile
              label="Average Time per Question"
              value={`${formatSeconds(details.averageTimeSpent)} s`}
            />
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}

function IncorrectAnswers({ details }: { details: ExamDetails }) {
  const wrong = details.questions
    .map((question, index) => ({ question, position: index + 1 }))
    .filter(({ question }) => !question.isCorrect);
  return (
    <SectionCard title="Incorrect Answers">
      {wrong.length === 0 ? (
        <Alert severity="success" icon={<CheckCircleRounded />}>
          {ExamTexts.allCorrect}
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
  const details = useExamDetails(examId, source);
  const readOnly = source.kind === 'teacher';
  if (details.isPending) return <StatusScreen nested message="Loading exam details..." />;
  if (details.isError) {
    // A missing, foreign or running exam (404) or a malformed id (400): nothing to retry.
    if (isNotFound(details.error) || isBadRequest(details.error)) {
      return (
        <Alert severity="warning" variant="outlined">
          <AlertTitle>{ExamTexts.examNotFound}</AlertTitle>
          {ExamTexts.examNotFoundBody}
        </Alert>
      );
    }
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void details.refetch()}>
            Try Again
          </Button>
        }
      >
        {attemptErrorMessage(details.error, ExamTexts.detailsFailed)}
      </Alert>
    );
  }
  return (
    <>
      <Summary details={details.data} />
      <SectionCard title="Lesson Performance">
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
  const { examId } = useParams();
  return (
    <Stack spacing={3} sx={{ maxWidth: 900, mx: 'auto' }}>
      <Heading />
      {examId ? (
        <ExamDetailsView examId={examId} />
      ) : (
        <Alert severity="error">{ExamTexts.examIdRequired}</Alert>
      )}
      <NewExamActions dashboardLabel="Back to Dashboard" />
    </Stack>
  );
}
