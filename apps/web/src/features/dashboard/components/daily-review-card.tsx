import { TOPICS, type ReviewSummary } from '@exam/contract';
import EventRepeat from '@mui/icons-material/EventRepeatRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useStartPracticeSession } from '../../../components/start-practice';

export const DailyReviewTexts = {
  nothingDue: 'Nothing due today',
  nothingScheduled:
    'Questions you miss come back here a few days later, so they stick. Nothing to review yet.',
} as const;

const whenFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'short',
});

/** 'tomorrow', 'on Friday 27 Nov': when the next card falls due, in the browser's zone. */
export function nextDueText(iso: string, now = new Date()): string {
  const due = new Date(iso);
  if (Number.isNaN(due.getTime())) return '';
  const day = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());
  const days = Math.round((day(due).getTime() - day(now).getTime()) / 86_400_000);
  if (days <= 0) return 'later today';
  if (days === 1) return 'tomorrow';
  return `on ${whenFormat.format(due)}`;
}

/**
 * 'Daily review' (issue 22, spaced review): the questions and lessons due, and a button that
 * opens a review session (a practice session of the due cards). With nothing due it says when
 * the next review comes, and nothing else: no pressure.
 */
export function DailyReviewCard({ review }: { review: ReviewSummary }) {
  const start = useStartPracticeSession();
  const due = review.due;
  return (
    <Card component="section" aria-labelledby="daily-review-heading" sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <EventRepeat aria-hidden sx={{ color: 'primary.light', fontSize: 32, mt: 0.25 }} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="h2" id="daily-review-heading" sx={{ fontSize: '1.3rem' }}>
            Daily review
          </Typography>
          {due > 0 ? (
            <>
              <Typography sx={{ mt: 0.5 }}>
                {due} {due === 1 ? 'question is' : 'questions are'} ready for a quick review.
              </Typography>
              <Button
                variant="contained"
                sx={{ mt: 1.5 }}
                disabled={start.isPending}
                onClick={() => start.mutate({ topic: TOPICS[0], review: true })}
                startIcon={
                  start.isPending ? (
                    <CircularProgress size={18} color="inherit" aria-hidden />
                  ) : undefined
                }
              >
                {start.isPending ? 'Starting...' : 'Start review'}
              </Button>
            </>
          ) : (
            <>
              <Typography sx={{ mt: 0.5, fontWeight: 600 }}>
                {DailyReviewTexts.nothingDue}
              </Typography>
              <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
                {review.nextDueAt
                  ? `You're all caught up. Your next review is ready ${nextDueText(review.nextDueAt)}.`
                  : DailyReviewTexts.nothingScheduled}
              </Typography>
            </>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
