import { WebRoutes, type AdminQuestionSummary } from '@exam/contract';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { formatCount } from '../lib/format';
import { TypeLabels } from './question-filters';
import { StatusChip } from './status-chip';
import { questionPreview } from '../../../components/question/question-preview';

export function editorPath(id: string): string {
  return WebRoutes.adminQuestion.replace(':id', encodeURIComponent(id));
}

/** One question in the list: its text as one line, lesson, status, version, reports. */
function QuestionRow({ item }: { item: AdminQuestionSummary }) {
  return (
    <Card component="li" variant="outlined" sx={{ listStyle: 'none' }}>
      <CardActionArea component={Link} to={editorPath(item.id)} sx={{ p: 2 }}>
        <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere', mb: 1 }}>
          {questionPreview(item.preview) || '(no text)'}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <StatusChip status={item.status} />
          <Typography variant="body2" color="textSecondary">
            {item.lessonName} · {TypeLabels[item.type]} · version {item.version}
            {item.hasFigure ? ' · figure' : ''} · served {formatCount(item.served)}
          </Typography>
          {item.openReports > 0 && (
            <Chip
              size="small"
              color="error"
              label={`${formatCount(item.openReports)} open report${item.openReports === 1 ? '' : 's'}`}
            />
          )}
        </Stack>
      </CardActionArea>
    </Card>
  );
}

export function QuestionList({ items }: { items: readonly AdminQuestionSummary[] }) {
  return (
    <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 1.5 }} aria-label="Questions">
      {items.map((item) => (
        <QuestionRow key={item.id} item={item} />
      ))}
    </Box>
  );
}
