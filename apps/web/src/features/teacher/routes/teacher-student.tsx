import { fillRoute, WebRoutes, type ClassStudent, type PracticeFocusKind } from '@exam/contract';
import ArrowBack from '../../../components/icons/arrow-back';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ComponentType, ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { MasteryBadge } from '../../../components/mastery-badge';
import { QueryContent } from '../../../components/query-content';
import { RouterLinkBehavior } from '../../../components/router-link';
import { SectionCard } from '../../../components/section-card';
import { useLanguage } from '../../../i18n/use-t';
import { formatDate } from '../../../lib/format-date';
import type { ReportSource } from '../../../lib/report-source';
import { useClassStudent } from '../api/teacher-classes';
import { lessonText } from '../../../lib/lesson-names';
import { focusKindOfTeacherLabel } from '../../../lib/practice-focus';
import { useTeacherT } from '../catalog';
import { TeacherOnly } from '../components/teacher-only';

/** A report opened from the student's page: `?exam=`, `?trial=` or `?practice=`. */
export type TeacherReport = { kind: 'exam' | 'trial' | 'practice'; id: string };
type OpenReport = TeacherReport | null;

/**
 * Renders the student's own report screen (exam details, trial report, practice session review)
 * in read-only mode from `source`. Given by the app (app/teacher-student-screen.tsx): a feature
 * does not import another feature's screens.
 */
export type ReadOnlyReportComponent = ComponentType<{
  report: TeacherReport;
  source: ReportSource;
}>;

function openReportOf(params: URLSearchParams): OpenReport {
  for (const kind of ['exam', 'trial', 'practice'] as const) {
    const id = params.get(kind);
    if (id) return { kind, id };
  }
  return null;
}

function Row({ to, children }: { to: string; children: ReactNode }) {
  const t = useTeacherT();
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Box sx={{ minWidth: 0 }}>{children}</Box>
      <Button component={Link} to={to} size="small" variant="outlined">
        {t('teacher.student.openReport')}
      </Button>
    </Box>
  );
}

const list = { listStyle: 'none', p: 0, m: 0 } as const;

/** One kind of the student's work: each item's headline and details, with 'Open report'. */
function WorkSection<T>({
  title,
  empty,
  items,
  row,
}: {
  title: string;
  empty: string;
  items: readonly T[];
  row: (item: T) => { key: string; to: string; headline: ReactNode; details: ReactNode };
}) {
  return (
    <SectionCard title={title}>
      {items.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <Box component="ul" sx={list}>
          {items.map((item) => {
            const { key, to, headline, details } = row(item);
            return (
              <Row key={key} to={to}>
                <Typography sx={{ fontWeight: 600 }}>{headline}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {details}
                </Typography>
              </Row>
            );
          })}
        </Box>
      )}
    </SectionCard>
  );
}

const FOCUS_MESSAGES = {
  recommended: 'teacher.student.focus.recommended',
  lesson: 'teacher.student.focus.oneLesson',
  review: 'teacher.student.focus.review',
  'exam-mistakes': 'teacher.student.focus.examMistakes',
  'practice-mistakes': 'teacher.student.focus.practiceMistakes',
} as const satisfies Record<PracticeFocusKind, string>;

/**
 * What a practice session practised: the server sends the teacher's English label
 * (practiceFocusLabel in the contract), or a lesson's name, shown by its title.
 */
function focusLabel(focus: string, t: ReturnType<typeof useTeacherT>): string {
  const kind = focusKindOfTeacherLabel(focus);
  return kind ? t(FOCUS_MESSAGES[kind]) : lessonText(focus);
}

function Work({ student }: { student: ClassStudent }) {
  const t = useTeacherT();
  const { locale } = useLanguage();
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const open = (kind: string, id: string) => `?${new URLSearchParams({ [kind]: id }).toString()}`;
  return (
    <>
      <SectionCard title={t('teacher.student.mastery')}>
        {student.mastery.length === 0 ? (
          <Typography color="text.secondary">{t('teacher.student.noLessons')}</Typography>
        ) : (
          <Box component="ul" sx={list}>
            {student.mastery.map((lesson) => (
              <Box
                component="li"
                key={lesson.lessonId}
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  justifyContent: 'space-between',
                  gap: 1,
                  py: 0.75,
                }}
              >
                <Typography>{lessonText(lesson.lessonName)}</Typography>
                <MasteryBadge level={lesson.level} />
              </Box>
            ))}
          </Box>
        )}
      </SectionCard>
      <WorkSection
        title={t('teacher.student.exams')}
        empty={t('teacher.student.noExams')}
        items={student.exams}
        row={(exam) => ({
          key: exam.examId,
          to: open('exam', exam.examId),
          headline: percent.format(Math.round(exam.performance * 100) / 100),
          details: t('teacher.student.examDetails', {
            date: formatDate(exam.date, locale),
            count: exam.questions,
          }),
        })}
      />
      <WorkSection
        title={t('teacher.student.trials')}
        empty={t('teacher.student.noTrials')}
        items={student.trials}
        row={(trial) => ({
          key: trial.trialId,
          to: open('trial', trial.trialId),
          headline: t('teacher.student.trialHeadline', {
            correct: trial.correct,
            questions: trial.questions,
          }),
          details: formatDate(trial.date, locale),
        })}
      />
      <WorkSection
        title={t('teacher.student.practice')}
        empty={t('teacher.student.noPractice')}
        items={student.practice}
        row={(session) => ({
          key: session.practiceId,
          to: open('practice', session.practiceId),
          headline: t('teacher.student.practiceHeadline', {
            correct: session.correct,
            answered: session.answered,
          }),
          details: t('teacher.student.practiceDetails', {
            date: formatDate(session.date, locale),
            focus: focusLabel(session.focus, t),
          }),
        })}
      />
    </>
  );
}

const reportHeadings = {
  exam: 'teacher.student.report.exam',
  trial: 'teacher.student.report.trial',
  practice: 'teacher.student.report.practice',
} as const;

function StudentView({
  classId,
  userId,
  ReadOnlyReport,
}: {
  classId: string;
  userId: string;
  ReadOnlyReport: ReadOnlyReportComponent;
}) {
  const t = useTeacherT();
  const student = useClassStudent(classId, userId);
  const [params] = useSearchParams();
  const report = openReportOf(params);
  const source: ReportSource = { kind: 'teacher', classId, userId };
  const studentPath = fillRoute(WebRoutes.teacherStudent, { classId, userId });
  return (
    <QueryContent
      query={student}
      loadingText={t('teacher.student.loading')}
      failedText={t('teacher.student.failed')}
    >
      {(data) => (
        <>
          <Box>
            <Typography variant="body2" color="text.secondary">
              {t('teacher.student.readOnly', { className: data.className })}
            </Typography>
            <Typography
              variant="h1"
              sx={{ fontSize: { xs: '1.8rem', sm: '2.2rem' }, overflowWrap: 'anywhere' }}
            >
              {report ? t(reportHeadings[report.kind], { name: data.username }) : data.username}
            </Typography>
          </Box>
          {report ? (
            <>
              <Button
                component={Link}
                to={studentPath}
                startIcon={<ArrowBack />}
                sx={{ alignSelf: 'flex-start' }}
              >
                {t('teacher.student.backTo', { name: data.username })}
              </Button>
              <ReadOnlyReport report={report} source={source} />
            </>
          ) : (
            <Work student={data} />
          )}
        </>
      )}
    </QueryContent>
  );
}

/** /teacher/classes/:classId/students/:userId: one student's mastery, exams, trials, practice. */
export function TeacherStudentPage({
  ReadOnlyReport,
}: {
  ReadOnlyReport: ReadOnlyReportComponent;
}) {
  const t = useTeacherT();
  const { classId = '', userId = '' } = useParams();
  return (
    <TeacherOnly>
      <Stack spacing={3} sx={{ maxWidth: 900, mx: 'auto', minWidth: 0 }}>
        <title>{t('teacher.student.documentTitle')}</title>
        <Button
          component={RouterLinkBehavior}
          to={fillRoute(WebRoutes.teacherClass, { classId })}
          startIcon={<ArrowBack />}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('teacher.student.backToClass')}
        </Button>
        <StudentView classId={classId} userId={userId} ReadOnlyReport={ReadOnlyReport} />
      </Stack>
    </TeacherOnly>
  );
}
