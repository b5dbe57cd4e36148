import { WebRoutes, type ClassOverview } from '@exam/contract';
import ArrowBack from '../../../components/icons/arrow-back';
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
import { useTeacherT } from '../catalog';
import { ClassTable } from '../components/class-table';
import { JoinCodeDisplay } from '../components/join-code-display';
import { TeacherOnly } from '../components/teacher-only';
import { lessonText } from '../../../lib/lesson-names';

function ExportCsv({ overview }: { overview: ClassOverview }) {
  const t = useTeacherT();
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
        {t('teacher.class.exportCsv')}
      </Button>
      {download.isError && (
        <Alert severity="error">
          {getErrorMessage(download.error, { fallback: t('teacher.class.csvFailed') })}
        </Alert>
      )}
    </Stack>
  );
}

function WeakestLessons({ overview }: { overview: ClassOverview }) {
  const t = useTeacherT();
  return (
    <SectionCard title={t('teacher.class.weakestLessons')}>
      {overview.weakestLessons.length === 0 ? (
        <Typography color="text.secondary">{t('teacher.class.noLessonPractised')}</Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, pl: 3 }}>
          {overview.weakestLessons.map((lesson) => (
            <li key={lesson.lessonId}>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {lessonText(lesson.lessonName)}
              </Typography>
              <Typography component="span" color="text.secondary">
                {' '}
                {t('teacher.class.belowProficient', {
                  below: lesson.belowProficient,
                  attempted: lesson.attempted,
                })}
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </SectionCard>
  );
}

function NotPractised({ overview }: { overview: ClassOverview }) {
  const t = useTeacherT();
  const names = overview.notPractisedThisWeek;
  return (
    <SectionCard title={t('teacher.class.notPractised')}>
      {names.length === 0 ? (
        <Typography color="text.secondary">{t('teacher.class.everyonePractised')}</Typography>
      ) : (
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {names.join(t('teacher.nameSeparator'))}
        </Typography>
      )}
    </SectionCard>
  );
}

function Overview({ overview }: { overview: ClassOverview }) {
  const t = useTeacherT();
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
        <Typography color="text.secondary">{t('teacher.studentCount', { count })}</Typography>
      </Box>
      <JoinCodeDisplay code={overview.class.joinCode} />
      {count === 0 ? (
        <Alert severity="info">{t('teacher.class.noStudents')}</Alert>
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
  const t = useTeacherT();
  const overview = useClassOverview(classId);
  return (
    <QueryContent
      query={overview}
      loadingText={t('teacher.class.loading')}
      failedText={t('teacher.class.failed')}
    >
      {(data) => <Overview overview={data} />}
    </QueryContent>
  );
}

/** /teacher/classes/:classId: the class table, weakest lessons, who has not practised, CSV. */
export function TeacherClassPage() {
  const t = useTeacherT();
  const { classId = '' } = useParams();
  return (
    <TeacherOnly>
      <Stack spacing={3} sx={{ maxWidth: 1200, mx: 'auto', minWidth: 0 }}>
        <title>{t('teacher.class.documentTitle')}</title>
        <Button
          component={RouterLinkBehavior}
          to={WebRoutes.teacher}
          startIcon={<ArrowBack />}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('teacher.class.allClasses')}
        </Button>
        <ClassView classId={classId} />
      </Stack>
    </TeacherOnly>
  );
}
