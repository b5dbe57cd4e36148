import { WebRoutes, type PracticeHistoryItem } from '@exam/contract';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { formatDate } from '../../../lib/format-date';
import { focusLabel } from '../../../lib/practice-focus';
import { chipScoreColor, formatAverageTime, formatScore } from '../lib/format';
import { usePracticeT } from '../catalog';
import { useLanguage } from '../../../i18n/use-t';
import { lessonText } from '../../../lib/lesson-names';

/** One practice session (docs/product.md §2 Practice history). */
export function HistoryCard({ item }: { item: PracticeHistoryItem }) {
  const navigate = useNavigate();
  const t = usePracticeT();
  const { locale } = useLanguage();
  const date = formatDate(item.date, locale);
  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}
        >
          <div>
            <Typography variant="h3" component="h2" sx={{ fontSize: '1.15rem' }}>
              {lessonText(item.topic)}
            </Typography>
            <Typography
              variant="body2"
              sx={{ fontWeight: 600, color: 'primary.main', overflowWrap: 'anywhere' }}
            >
              {focusLabel(item.focus)}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {date}
            </Typography>
          </div>
          <Chip
            label={t('practice.history.score', { score: formatScore(item.score) })}
            color={chipScoreColor(item.score)}
            sx={{ fontWeight: 700, flexShrink: 0 }}
          />
        </Stack>
        <Typography sx={{ mt: 2 }}>
          {t('practice.history.questions', {
            correct: item.correctCount,
            total: item.totalAnswered,
          })}
        </Typography>
        <Typography color="textSecondary">
          {t('practice.history.avgTime', { time: formatAverageTime(item.avgTimePerQuestion) })}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          variant="outlined"
          onClick={() =>
            void navigate(`${WebRoutes.practiceSession}/${encodeURIComponent(item.id)}`)
          }
          aria-label={t('practice.history.viewDetailsAria', { date })}
        >
          {t('practice.history.viewDetails')}
        </Button>
      </CardActions>
    </Card>
  );
}
