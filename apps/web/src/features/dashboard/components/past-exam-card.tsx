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

type PastExamCardProps = { exam: PastExam; index: number; total: number };

/** One finished exam (docs/product.md §2 Dashboard): 'Exam N of M', date, score chip, timing, mistakes. */
export function PastExamCard({ exam, index, total }: PastExamCardProps) {
  const navigate = useNavigate();
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
              Exam {index} of {total}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {formatDate(exam.date)}
            </Typography>
          </div>
          <Chip
            label={formatPercent(exam.performance)}
            color={performanceChipColor(exam.performance)}
            aria-label={`Performance ${formatPercent(exam.performance)}`}
            sx={{ fontWeight: 700, flexShrink: 0 }}
          />
        </Stack>
        <Typography sx={{ mt: 2 }}>
          Average time per question: {exam.averageTimeSpent.toFixed(1)} s
        </Typography>
        <Typography color="textSecondary">
          {exam.incorrectAnswers} incorrect out of {exam.totalQuestions} questions
        </Typography>
        {exam.timerExpired && (
          <Chip
            label="Out of time"
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
          aria-label={`View Details of exam ${index}`}
        >
          View Details
        </Button>
      </CardActions>
    </Card>
  );
}
