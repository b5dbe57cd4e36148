import { WebRoutes, type Resume } from '@exam/contract';
import PlayArrow from '@mui/icons-material/PlayArrowRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { focusLabel } from '../../../lib/practice-focus';
import { useDashboardT } from '../catalog';
import { rememberPracticeToResume } from '../lib/resume-practice';

/** Whole minutes left, rounded up, as the sentence counts them. */
const minutesLeft = (seconds: number) => Math.max(0, Math.ceil(seconds / 60));

type OpenWork = { key: string; title: string; detail: string; label: string; open: () => void };

/**
 * Work the student left open (issue 22), each with 'Resume' into the mode's own resume path:
 * an exam through /start-exam (it shows the running exam and takes it up with its saved
 * question; /exam alone would start a new one), a trial at /trial (it takes up the running trial
 * itself), a practice session at /practice (it resumes the session named in localStorage).
 */
export function ResumeCard({ resume }: { resume: Resume }) {
  const t = useDashboardT();
  const navigate = useNavigate();
  const work: OpenWork[] = [];
  if (resume.exam) {
    work.push({
      key: 'exam',
      title: t('dashboard.resume.examTitle'),
      detail: t('dashboard.resume.questionTimeLeft', {
        number: resume.exam.questionNumber,
        minutes: minutesLeft(resume.exam.timeLeftSeconds),
      }),
      label: t('dashboard.resume.exam'),
      open: () => void navigate(WebRoutes.startExam),
    });
  }
  if (resume.trial) {
    work.push({
      key: 'trial',
      title: t('dashboard.resume.trialTitle'),
      detail: t('dashboard.resume.questionTimeLeft', {
        number: resume.trial.questionNumber,
        minutes: minutesLeft(resume.trial.timeLeftSeconds),
      }),
      label: t('dashboard.resume.trial'),
      open: () => void navigate(WebRoutes.trial),
    });
  }
  if (resume.practice) {
    const { practiceId, focus, totalAnswered } = resume.practice;
    work.push({
      key: 'practice',
      title: t('dashboard.resume.practiceTitle', { focus: focusLabel(focus) }),
      detail: t('dashboard.resume.answeredSoFar', { count: totalAnswered }),
      label: t('dashboard.resume.practice'),
      open: () => {
        rememberPracticeToResume(practiceId);
        void navigate(WebRoutes.practice);
      },
    });
  }
  if (work.length === 0) return null;
  return (
    <Card component="section" aria-labelledby="resume-heading" sx={{ bgcolor: 'tint.brand' }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" id="resume-heading" sx={{ fontSize: '1.3rem', mb: 1 }}>
          {t('dashboard.resume.heading')}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {work.map((item) => (
            <Box
              component="li"
              key={item.key}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 1.5,
                py: 1.25,
                borderTop: 1,
                borderColor: 'divider',
                '&:first-of-type': { borderTop: 0 },
              }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                  {item.title}
                </Typography>
                <Typography variant="body2" color="textSecondary">
                  {item.detail}
                </Typography>
              </Box>
              <Button
                variant="contained"
                onClick={item.open}
                startIcon={<PlayArrow />}
                aria-label={item.label}
                sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
              >
                {t('dashboard.resume.button')}
              </Button>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
