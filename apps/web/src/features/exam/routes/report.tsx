import { TOPICS, WebRoutes } from '@exam/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { NoResultsCard } from '../../../components/no-results-card';
import { PractiseMistakesButton } from '../../../components/practise-mistakes-button';
import { LessonPerformanceList } from '../components/lesson-performance-list';
import { ProgressLink } from '../components/progress-link';
import { OverallPerformanceTile } from '../components/overall-performance-tile';
import { NewExamActions } from '../components/new-exam-actions';
import { SectionCard } from '../../../components/section-card';
import { StatTile } from '../../../components/stat-tile';
import { formatSeconds } from '../../../lib/format-time';
import { readReportState } from '../lib/report-state';
import { useExamT } from '../catalog';
import { Message } from '../../../i18n/use-t';

/** /report: the finished exam's result, carried in navigation state from /exam. */
export function ExamReportPage() {
  const t = useExamT();
  const location = useLocation();
  // Read once: a later navigation inside the page must not blank the report.
  const [report] = useState(() => readReportState(location.state));

  if (!report) {
    return (
      <>
        <title>{t('exam.report.documentTitle')}</title>
        <NoResultsCard
          title={t('exam.noResultsTitle')}
          body={t('exam.noResultsBody')}
          action={{ label: t('exam.startNewExam'), to: WebRoutes.startExam }}
        />
      </>
    );
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 820, mx: 'auto' }}>
      <title>{t('exam.report.documentTitle')}</title>
      <Box>
        <Typography variant="h1">{t('exam.report.title')}</Typography>
        {report.totalQuestions > 0 && (
          <Typography color="textSecondary" sx={{ mt: 1 }}>
            {/* totalQuestions includes a question the time ran out on, so not "you answered". */}
            {t('exam.report.questionCount', { count: report.totalQuestions })}
          </Typography>
        )}
      </Box>
      {report.timerExpired && (
        <Alert severity="warning" variant="outlined">
          <Message t={t} id="exam.outOfTimeSubmitted" components={{ 0: <strong /> }} />
        </Alert>
      )}
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            }}
          >
            <OverallPerformanceTile
              performance={report.performance}
              correct={report.correctAnswers}
              total={report.totalQuestions}
            />
            {/* The value carries its unit: no 'seconds per question' under '1.1 s'. */}
            <StatTile
              label={t('exam.averageTime')}
              value={t('exam.seconds', { seconds: formatSeconds(report.averageTimeSpent) })}
            />
          </Box>
        </CardContent>
      </Card>
      <SectionCard title={t('exam.lessonPerformance')}>
        <LessonPerformanceList lessons={report.detailedPerformance} />
        <ProgressLink />
      </SectionCard>
      {report.examId && report.correctAnswers < report.totalQuestions && (
        // The only topic (docs/product.md §2): the report state carries the exam id, not its topic.
        <Box sx={{ '& > *': { width: { xs: '100%', sm: 'auto' } } }}>
          <PractiseMistakesButton topic={TOPICS[0]} source={{ fromExamId: report.examId }} />
        </Box>
      )}
      <NewExamActions dashboardLabel={t('exam.viewDashboard')} />
    </Stack>
  );
}
