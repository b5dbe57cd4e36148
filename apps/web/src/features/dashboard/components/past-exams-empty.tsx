import { WebRoutes } from '@exam/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { EmptyExamsIllustration } from '../../../components/illustrations';
import { RouterLinkBehavior } from '../../../components/router-link';

export function PastExamsEmpty() {
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
          No Past Exams Found
        </Typography>
        <Typography color="textSecondary" sx={{ maxWidth: 480 }}>
          Your finished exams will appear here with your score, your average time per question and
          the questions to review.
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
            Start First Exam
          </Button>
          <Button component={RouterLinkBehavior} to={WebRoutes.practiceTopics} variant="outlined">
            Try Practice Mode
          </Button>
          <Button component={RouterLinkBehavior} to={WebRoutes.practiceHistory} variant="outlined">
            Practice History
          </Button>
          <Button component={RouterLinkBehavior} to={WebRoutes.startTrial} variant="outlined">
            Try Trial Mode
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
