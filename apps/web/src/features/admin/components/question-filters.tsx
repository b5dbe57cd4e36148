import { QUESTION_STATUSES, type LessonNameList } from '@exam/contract';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { QuestionFilters as Filters } from '../api/questions-api';
import { useAdminT } from '../catalog';

/** Search and filters of /admin/questions; every change asks for the first page again. */
export function QuestionFilters({
  filters,
  lessons,
  onChange,
}: {
  filters: Filters;
  lessons: LessonNameList;
  onChange: (filters: Filters) => void;
}) {
  const t = useAdminT();
  const set = <K extends keyof Filters>(key: K, value: Filters[K]) =>
    onChange({ ...filters, [key]: value });
  return (
    <Box
      role="search"
      aria-label={t('admin.filters.label')}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1.5fr 1fr 1fr auto' },
        alignItems: 'center',
        mb: 2,
      }}
    >
      <TextField
        label={t('admin.filters.text')}
        type="search"
        value={filters.text}
        onChange={(event) => set('text', event.target.value)}
        size="small"
      />
      <TextField
        select
        label={t('admin.filters.lesson')}
        value={filters.lessonId}
        onChange={(event) => set('lessonId', event.target.value)}
        size="small"
      >
        <MenuItem value="">{t('admin.filters.allLessons')}</MenuItem>
        {lessons.map((lesson) => (
          <MenuItem key={lesson._id} value={lesson._id}>
            {lesson.lesson_name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('admin.filters.type')}
        value={filters.type}
        onChange={(event) => set('type', event.target.value as Filters['type'])}
        size="small"
      >
        <MenuItem value="">{t('admin.filters.allTypes')}</MenuItem>
        <MenuItem value="MCQ">{t('admin.type.MCQ')}</MenuItem>
        <MenuItem value="short_answer">{t('admin.type.short_answer')}</MenuItem>
      </TextField>
      <TextField
        select
        label={t('admin.filters.status')}
        value={filters.status}
        onChange={(event) => set('status', event.target.value as Filters['status'])}
        size="small"
      >
        <MenuItem value="">{t('admin.filters.anyStatus')}</MenuItem>
        {QUESTION_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {t(`admin.status.${status}`)}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={
          <Checkbox
            checked={filters.reported}
            onChange={(event) => set('reported', event.target.checked)}
          />
        }
        label={t('admin.filters.reported')}
      />
    </Box>
  );
}
