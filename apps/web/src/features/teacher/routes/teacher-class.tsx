import { WebRoutes, type ClassOverview } from '@exam/contract';
import ArrowBack from '@mui/icons-material/ArrowBackRounded';
import Download from '@mui/icons-material/DownloadRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { QueryContent } from '../../../components/query-content';
import { RouterLinkBehavior } from '../../../components/router-link';
import { SectionCard } from '../../../components/section-card';
import { getErrorMessage } from '../../../lib/error-message';
import { useDownloadClassCsv } from '../api/download-class-csv';
import { useClassOverview } from '../api/teacher-classes';
import { ClassTable } from '../components/class-table';
import { JoinCodeDisplay } from '../components/join-code-display';
import { TeacherOnly } from '../components/teacher-only';

export const CLASS_FAILED = 'This class could not be loaded. Please try again.';
export const CSV_FAILED = 'The CSV file could not be downloaded. Please try again.';

function ExportCsv({ overview }: { overview: ClassOverview }) {
  const download = useDownloadClassCsv();
  return (
    <Stack spacing={1} sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}>
      <Button
        variant="outlined"
        onClick={() =>
          download.mutate({ classId: overview.class.id, className: overview.class.name })
        }
        disabled={download.isPending}
        startIcon={
          download.isPending ? (
            <CircularProgress size={20} color="inherit" aria-hidden />
          ) : (
            <Download />
          )
        }
      >
        Export CSV
      </Button>
      {download.isError && (
        <Alert severity="error">{getErrorMessage(download.error, { fallback: CSV_FAILED })}</Alert>
      )}
    </Stack>
  );
}

function WeakestLessons({ overview }: { overview: ClassOverview }) {
  return (
    <SectionCard title="Weakest lessons">
      {overview.weakestLessons.length === 0 ? (
        <Typography color="text.secondary">No lesson has been practised yet.</Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, pl: 3 }}>
          {overview.weakestLessons.map((lesson) => (
            <li key={lesson.lessonId}>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {lesson.lessonName}
              </Typography>
              <Typography component="span" color="text.secondary">
                {' '}
                · {lesson.belowProficient} of {lesson.attempted} below proficient
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </SectionCard>
  );
}

function NotPractised({ overview }: { overview: ClassOverview }) {
  const names = overview.notPractisedThisWeek;
  return (
    <SectionCard title="Not practised this week">
      {names.length === 0 ? (
        <Typography color="text.secondary">Everyone has practised in the last 7 days.</Typography>
      ) : (
        <Typography sx={{ overflowWrap: 'anywhere' }}>{names.join(', ')}</Typography>
      )}
    </SectionCard>
  );
}

function Overview({ overview }: { overview: ClassOverview }) {
  const count = overview.students.length;
  return (
    <>
      <Box>
        <Typography
          variant="h1"
          sx={{ fontSize: { xs: '1.8rem', sm: '2.2rem' }, overflowWrap: 'anywhere' }}
        >
          {overview.class.name}
        </Typography>
        <Typography color="text.secondary">
          {count} {count === 1 ? 'student' : 'students'}
        </Typography>
      </Box>
      <JoinCodeDisplay code={overview.class.joinCode} />
      {count === 0 ? (
        <Alert severity="info">
          No students yet. Give them the join code: they enter it on their account page.
        </Alert>
      ) : (
        <>
          <ClassTable overview={overview} />
          <ExportCsv overview={overview} />
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <WeakestLessons overview={overview} />
            <NotPractised overview={overview} />
          </Box>
        </>
      )}
    </>
  );
}

function ClassView({ classId }: { classId: string }) {
  const overview = useClassOverview(classId);
  return (
    <QueryContent query={overview} loadingText="Loading the class..." failedText={CLASS_FAILED}>
      {(data) => <Overview overview={data} />}
    </QueryContent>
  );
}

/** /teacher/classes/:classId: the class table, weakest lessons, who has not practised, CSV. */
export function TeacherClassPage() {
  const { classId = '' } = useParams();
  return (
    <TeacherOnly>
      <Stack spacing={3} sx={{ maxWidth: 1200, mx: 'auto', minWidth: 0 }}>
        <title>Class · Exam Prep</title>
        <Button
          component={RouterLinkBehavior}
          to={WebRoutes.teacher}
          startIcon={<ArrowBack />}
          sx={{ alignSelf: 'flex-start' }}
        >
          All classes
        </Button>
        <ClassView classId={classId} />
      </Stack>
    </TeacherOnly>
  );
}
