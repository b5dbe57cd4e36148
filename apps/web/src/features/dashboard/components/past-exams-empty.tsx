import { WebRoutes } from '@exam/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { EmptyExamsIllustration } from '../../../components/illustrations';
import { RouterLinkBehavior } from '../../../components/router-link';
import { useDashboardT } from '../catalog';

/** No finished exam yet: what will appear here, and the ways to begin. */
export function PastExamsEmpty() {
  const t = useDashboardT();
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
          px: { xs: 2.5, sm: 4 },
        }}
      >
        <EmptyExamsIllustration />
        <Typography variant="h3" component="h3">
          {t('dashboard.empty.heading')}
        </Typography>
        <Typography color="textSecondary" sx={{ maxWidth: 480 }}>
          {t('dashboard.empty.body')}
        </Typography>
        <Box
          sx={{
            mt: 2,
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'center',
            gap: 1.5,
            width: '100%',
            '& > *': { flex: { xs: '1 1 100%', sm: '1 1 40%', md: '0 0 auto' } },
          }}
        >
          <Button component={RouterLinkBehavior} to={WebRoutes.startExam} variant="contained">
            {t('dashboard.empty.startFirst')}
          </Button>
          <Button component={RouterLinkBehavior} to={WebRoutes.practiceTopics} variant="outlined">
            {t('dashboard.empty.tryPractice')}
          </Button>
          <Button component={RouterLinkBehavior} to={WebRoutes.practiceHistory} variant="outlined">
            {t('dashboard.empty.practiceHistory')}
          </Button>
          <Button component={RouterLinkBehavior} to={WebRoutes.startTrial} variant="outlined">
            {t('dashboard.empty.tryTrial')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
