import { WebRoutes, type PastExam } from '@exam/contract';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { formatDate } from '../../../lib/format-date';
import { formatPercent, performanceChipColor } from '../../../lib/performance';
import { useLanguage } from '../../../i18n/use-t';
import { useDashboardT } from '../catalog';

type PastExamCardProps = { exam: PastExam; index: number; total: number };

/** One finished exam (docs/product.md §2 Dashboard): 'Exam N of M', date, score chip, timing, mistakes. */
export function PastExamCard({ exam, index, total }: PastExamCardProps) {
  const t = useDashboardT();
  const { locale } = useLanguage();
  const navigate = useNavigate();
  // Seconds with one decimal, in the interface's digits and separator.
  const seconds = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(exam.averageTimeSpent);
  const detailsPath = `${WebRoutes.examDetails}/${encodeURIComponent(exam.examId)}`;
  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}
        >
          <div>
            <Typography variant="h3" component="h3">
              {t('dashboard.exam.title', { index, total })}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {formatDate(exam.date, locale)}
            </Typography>
          </div>
          <Chip
            label={formatPercent(exam.performance)}
            color={performanceChipColor(exam.performance)}
            aria-label={t('dashboard.exam.performance', {
              percent: formatPercent(exam.performance),
            })}
            sx={{ fontWeight: 700, flexShrink: 0 }}
          />
        </Stack>
        <Typography sx={{ mt: 2 }}>{t('dashboard.exam.averageTime', { seconds })}</Typography>
        <Typography color="textSecondary">
          {t('dashboard.exam.incorrect', {
            incorrect: exam.incorrectAnswers,
            total: exam.totalQuestions,
          })}
        </Typography>
        {exam.timerExpired && (
          <Chip
            label={t('dashboard.exam.outOfTime')}
            color="warning"
            variant="outlined"
            size="small"
            sx={{ mt: 1 }}
          />
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          onClick={() => void navigate(detailsPath)}
          variant="outlined"
          aria-label={t('dashboard.exam.viewDetailsOf', { index })}
        >
          {t('dashboard.exam.viewDetails')}
        </Button>
      </CardActions>
    </Card>
  );
}
