import { WebRoutes } from '@exam/contract';
import Add from '@mui/icons-material/AddRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { getErrorMessage } from '../../../lib/error-message';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import {
  lessonNamesOptions,
  NO_FILTERS,
  questionPagesOptions,
  type QuestionFilters as Filters,
} from '../api/questions-api';
import { ImportExport } from '../components/import-export';
import { QuestionFilters } from '../components/question-filters';
import { QuestionList } from '../components/question-list';
import { useAdminT } from '../catalog';
import { useAdminFormat } from '../lib/format';

/** /admin/questions: search, filters, the list a page at a time, import and export. */
export function AdminQuestionsPage() {
  const t = useAdminT();
  const format = useAdminFormat();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  // Typing in the search asks once the typing pauses; the other filters ask at once.
  const text = useDebouncedValue(filters.text, 300);
  const lessons = useQuery(lessonNamesOptions);
  const pages = useInfiniteQuery(questionPagesOptions({ ...filters, text }));
  const items = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const total = pages.data?.pages[0]?.total ?? 0;

  return (
    <Box>
      <title>{t('admin.documentTitle', { page: t('admin.section.questions') })}</title>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 2 }}
      >
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
          {t('admin.section.questions')}
        </Typography>
        <Button
          component={Link}
          to={WebRoutes.adminNewQuestion}
          variant="contained"
          startIcon={<Add />}
        >
          {t('admin.questions.newQuestion')}
        </Button>
      </Stack>
      <QuestionFilters filters={filters} lessons={lessons.data ?? []} onChange={setFilters} />
      {pages.isError ? (
        <Alert severity="error">{getErrorMessage(pages.error)}</Alert>
      ) : pages.isPending ? (
        <CircularProgress aria-label={t('admin.questions.loading')} />
      ) : (
        <>
          <Typography color="textSecondary" sx={{ mb: 1 }} role="status">
            {t('admin.questions.total', { count: total, shown: format.count(total) })}
          </Typography>
          {items.length === 0 ? (
            <Typography>{t('admin.questions.noResults')}</Typography>
          ) : (
            <QuestionList items={items} />
          )}
          {pages.hasNextPage && (
            <Button
              sx={{ mt: 2 }}
              variant="outlined"
              onClick={() => void pages.fetchNextPage()}
              disabled={pages.isFetchingNextPage}
            >
              {t('admin.questions.loadMore')}
            </Button>
          )}
        </>
      )}
      <Box sx={{ mt: 4 }}>
        <ImportExport />
      </Box>
    </Box>
  );
}
