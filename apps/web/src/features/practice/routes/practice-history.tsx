import { WebRoutes } from '@exam/contract';
import Add from '@mui/icons-material/AddRounded';
import ArrowBack from '../../../components/icons/arrow-back';
import { EmptyPracticeIllustration } from '../../../components/illustrations';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { StatusScreen } from '../../../components/status-screen';
import { usePracticeHistory } from '../api/get-practice-history';
import { HistoryCard } from '../components/history-card';
import { usePracticeT } from '../catalog';

function HistoryBody() {
  const t = usePracticeT();
  const navigate = useNavigate();
  const history = usePracticeHistory();
  if (history.isPending) return <StatusScreen nested message={t('practice.history.loading')} />;
  if (history.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void history.refetch()}>
            {t('practice.tryAgain')}
          </Button>
        }
      >
        {t('practice.historyFailed')}
      </Alert>
    );
  }
  if (history.data.length === 0) {
    return (
      <Card>
        <CardContent
          sx={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            textAlign: 'center',
            gap: 1.5,
            py: { xs: 4, sm: 6 },
          }}
        >
          <EmptyPracticeIllustration />
          <Typography variant="h2" sx={{ fontSize: '1.44rem' }}>
            {t('practice.noHistory')}
          </Typography>
          <Button
            variant="contained"
            size="large"
            onClick={() => void navigate(WebRoutes.practiceTopics)}
          >
            {t('practice.startPractice')}
          </Button>
        </CardContent>
      </Card>
    );
  }
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
      }}
    >
      {history.data.map((item) => (
        <HistoryCard key={item.id} item={item} />
      ))}
    </Box>
  );
}

/** /practice-history (docs/product.md §2): the student's practice sessions, newest first. */
export function PracticeHistoryPage() {
  const t = usePracticeT();
  const navigate = useNavigate();
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, mx: 'auto' }}>
      <title>{t('practice.history.documentTitle')}</title>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1.5,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<ArrowBack />}
            onClick={() => void navigate(WebRoutes.dashboard)}
          >
            {t('practice.history.back')}
          </Button>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
            {t('practice.history.title')}
          </Typography>
        </Box>
        <Button
          variant="contained"
          startIcon={<Add />}
          onClick={() => void navigate(WebRoutes.practiceTopics)}
        >
          {t('practice.newPractice')}
        </Button>
      </Box>
      <HistoryBody />
    </Stack>
  );
}
