import { fillRoute, WebRoutes, type ClassOverview } from '@exam/contract';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { MasteryBadge } from '../../../components/mastery-badge';
import { RouterLink } from '../../../components/router-link';
import { useLanguage } from '../../../i18n/use-t';
import { formatDate } from '../../../lib/format-date';
import { useTeacherT } from '../catalog';
import { lessonText } from '../../../lib/lesson-names';

/** The name column stays in view while the lessons scroll sideways (a phone shows two or so). */
const sticky = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  borderRight: 1,
  borderRightColor: 'divider',
  // A floor as well as a ceiling: with many lesson columns the table would squeeze the names
  // to one letter a line.
  minWidth: { xs: 110, sm: 170 },
  maxWidth: { xs: 130, sm: 220 },
  overflowWrap: 'break-word',
} as const;

const numeric = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;

/**
 * The class table: a row per student, a column per lesson with the mastery badge (the level's
 * name and a segment count, so it reads without colour), then exams, trials, practice answers,
 * last active and 'practised this week'. It scrolls sideways inside its own box.
 */
export function ClassTable({ overview }: { overview: ClassOverview }) {
  const t = useTeacherT();
  const { locale } = useLanguage();
  const classId = overview.class.id;
  return (
    <Box
      sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 2 }}
      tabIndex={0}
      role="region"
      aria-label={t('teacher.table.label')}
    >
      <Table size="small" sx={{ minWidth: 600 }}>
        <caption style={{ captionSide: 'top', textAlign: 'start', padding: 8 }}>
          {t('teacher.table.caption')}
        </caption>
        <TableHead>
          <TableRow>
            <TableCell scope="col" sx={{ ...sticky, fontWeight: 700 }}>
              {t('teacher.table.student')}
            </TableCell>
            {overview.lessons.map((lesson) => (
              <TableCell key={lesson.lessonId} scope="col" sx={{ minWidth: 130, fontWeight: 700 }}>
                {lessonText(lesson.lessonName)}
              </TableCell>
            ))}
            <TableCell scope="col" sx={{ ...numeric, fontWeight: 700 }}>
              {t('teacher.table.exams')}
            </TableCell>
            <TableCell scope="col" sx={{ ...numeric, fontWeight: 700 }}>
              {t('teacher.table.trials')}
            </TableCell>
            <TableCell scope="col" sx={{ ...numeric, fontWeight: 700 }}>
              {t('teacher.table.practiceAnswers')}
            </TableCell>
            <TableCell scope="col" sx={{ fontWeight: 700, minWidth: 150 }}>
              {t('teacher.table.lastActive')}
            </TableCell>
            <TableCell scope="col" sx={{ fontWeight: 700 }}>
              {t('teacher.table.practisedThisWeek')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {overview.students.map((student) => (
            <TableRow key={student.userId} hover>
              <TableCell component="th" scope="row" sx={sticky}>
                <RouterLink
                  to={fillRoute(WebRoutes.teacherStudent, { classId, userId: student.userId })}
                  sx={{ fontWeight: 600 }}
                >
                  {student.username}
                </RouterLink>
              </TableCell>
              {overview.lessons.map((lesson, index) => {
                const level = student.mastery[index] ?? 'not-started';
                return (
                  <TableCell key={lesson.lessonId}>
                    <MasteryBadge level={level} />
                  </TableCell>
                );
              })}
              <TableCell sx={numeric}>{student.exams}</TableCell>
              <TableCell sx={numeric}>{student.trials}</TableCell>
              <TableCell sx={numeric}>{student.practiceAnswers}</TableCell>
              <TableCell>
                {student.lastActiveAt
                  ? formatDate(student.lastActiveAt, locale)
                  : t('teacher.table.never')}
              </TableCell>
              <TableCell>
                {t(student.practisedThisWeek ? 'teacher.table.yes' : 'teacher.table.no')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
