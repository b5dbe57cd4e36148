import { WebRoutes, type AdminQuestionSummary } from '@exam/contract';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useAdminT } from '../catalog';
import { useAdminFormat } from '../lib/format';
import { StatusChip } from './status-chip';
import { QuestionPreviewText } from '../../../components/question/question-preview-text';
import { lessonText } from '../../../lib/lesson-names';

export function editorPath(id: string): string {
  return WebRoutes.adminQuestion.replace(':id', encodeURIComponent(id));
}

/** One question in the list: its text as one line, lesson, status, version, reports. */
function QuestionRow({ item }: { item: AdminQuestionSummary }) {
  const t = useAdminT();
  const format = useAdminFormat();
  return (
    <Card component="li" variant="outlined" sx={{ listStyle: 'none' }}>
      <CardActionArea component={Link} to={editorPath(item.id)} sx={{ p: 2 }}>
        <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere', mb: 1 }}>
          <QuestionPreviewText text={item.preview} empty={t('admin.noText')} />
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <StatusChip status={item.status} />
          <Typography variant="body2" color="textSecondary">
            {t('admin.questions.meta', {
              lesson: lessonText(item.lessonName),
              type: t(`admin.type.${item.type}`),
              version: item.version,
              figure: item.hasFigure ? 'yes' : 'no',
              served: format.count(item.served),
            })}
          </Typography>
          {item.openReports > 0 && (
            <Chip
              size="small"
              color="error"
              label={t('admin.questions.openReports', {
                count: item.openReports,
                shown: format.count(item.openReports),
              })}
            />
          )}
        </Stack>
      </CardActionArea>
    </Card>
  );
}

export function QuestionList({ items }: { items: readonly AdminQuestionSummary[] }) {
  const t = useAdminT();
  return (
    <Box
      component="ul"
      sx={{ p: 0, m: 0, display: 'grid', gap: 1.5 }}
      aria-label={t('admin.questions.list')}
    >
      {items.map((item) => (
        <QuestionRow key={item.id} item={item} />
      ))}
    </Box>
  );
}
