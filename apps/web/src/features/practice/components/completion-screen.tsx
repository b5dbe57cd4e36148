import { WebRoutes, type PracticeCompleted } from '@exam/contract';
import Add from '@mui/icons-material/AddRounded';
import Dashboard from '@mui/icons-material/DashboardRounded';
import EmojiEvents from '@mui/icons-material/EmojiEventsRounded';
import History from '@mui/icons-material/HistoryRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { ButtonRow } from '../../../components/button-row';
import { focusLabel } from '../../../lib/practice-focus';
import { completionScoreColor, formatAverageTime, formatElapsed, formatScore } from '../lib/format';
import { usePracticeT } from '../catalog';

function Figure({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <Box
      sx={{
        p: 2,
        borderRadius: '14px',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'tint.subtle',
        minWidth: 0,
      }}
    >
      <Typography variant="body2" color="textSecondary" component="h2">
        {label}
      </Typography>
      <Typography
        sx={{ fontSize: '1.75rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
        color={color}
      >
        {value}
      </Typography>
    </Box>
  );
}

/** docs/product.md §2: 'Practice Completed' with the score, the counts, the time and three ways on. */
export function CompletionScreen({ result }: { result: PracticeCompleted }) {
  const navigate = useNavigate();
  const t = usePracticeT();
  const color = completionScoreColor(result.result.score);
  return (
    <Card sx={{ maxWidth: 720, mx: 'auto' }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 }, textAlign: 'center' }}>
        <EmojiEvents color="primary" sx={{ fontSize: 56 }} aria-hidden />
        <Typography variant="h1" sx={{ mt: 1 }}>
          {t('practice.completed.title')}
        </Typography>
        <Typography color="textSecondary" sx={{ mt: 1 }}>
          {t('practice.completed.lead', { topic: result.topic })}
        </Typography>
        <Typography sx={{ mt: 0.5, fontWeight: 600, color: 'primary.main' }}>
          {focusLabel(result.focus)}
        </Typography>
        <Box
          sx={{
            mt: 3,
            display: 'grid',
            gap: 2,
            textAlign: 'left',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          }}
        >
          <Box data-testid="completion-score" data-color={color}>
            <Figure
              label={t('practice.completed.score')}
              value={formatScore(result.result.score)}
              color={color}
            />
            <Typography sx={{ mt: 1, px: 0.5 }}>
              {t('practice.completed.correctOfTotal', {
                correct: result.totalCorrect,
                total: result.totalAnswered,
              })}
            </Typography>
          </Box>
          <Box>
            <Figure
              label={t('practice.completed.totalTime')}
              value={formatElapsed(result.timeElapsed)}
            />
            <Typography sx={{ mt: 1, px: 0.5 }}>
              {/* The server's figure, as the history and the review show it (docs/product.md §2.16). */}
              {t('practice.completed.perQuestion', {
                time: formatAverageTime(result.avgTimePerQuestion),
              })}
            </Typography>
          </Box>
        </Box>
        <ButtonRow justify="center" mt={4}>
          <Button
            variant="outlined"
            size="large"
            startIcon={<Dashboard />}
            onClick={() => void navigate(WebRoutes.dashboard)}
          >
            {t('practice.backToDashboard')}
          </Button>
          <Button
            variant="contained"
            size="large"
            startIcon={<Add />}
            onClick={() => void navigate(WebRoutes.practiceTopics)}
          >
            {t('practice.newPractice')}
          </Button>
          <Button
            variant="outlined"
            size="large"
            startIcon={<History />}
            onClick={() => void navigate(WebRoutes.practiceHistory)}
          >
            {t('practice.completed.viewHistory')}
          </Button>
        </ButtonRow>
      </CardContent>
    </Card>
  );
}
