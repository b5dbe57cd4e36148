import { TOPICS, type ReviewSummary } from '@exam/contract';
import EventRepeat from '@mui/icons-material/EventRepeatRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useStartPracticeSession } from '../../../components/start-practice';
import { intlLocale } from '../../../i18n/i18n';
import { useLanguage } from '../../../i18n/use-t';
import { dashboardEnglish, tDashboard, useDashboardT } from '../catalog';

/** The English texts (catalog/en.json), as the tests look for them. */
export const DailyReviewTexts = {
  nothingDue: dashboardEnglish['dashboard.review.nothingDue'],
  nothingScheduled: dashboardEnglish['dashboard.review.nothingScheduled'],
} as const;

/**
 * When the next card falls due, in the browser's zone, as one sentence per case ('… ready
 * tomorrow.', '… ready on Friday 27 Nov.'), so each language words it whole. Called while
 * rendering, with the interface's `Intl` locale.
 */
export function nextDueText(iso: string, now = new Date(), locale = intlLocale()): string {
  const due = new Date(iso);
  if (Number.isNaN(due.getTime())) return '';
  const day = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());
  const days = Math.round((day(due).getTime() - day(now).getTime()) / 86_400_000);
  if (days <= 0) return tDashboard('dashboard.review.nextLaterToday');
  if (days === 1) return tDashboard('dashboard.review.nextTomorrow');
  const when = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'short' });
  return tDashboard('dashboard.review.nextOn', { day: when.format(due) });
}

/**
 * 'Daily review' (issue 22, spaced review): the questions and lessons due, and a button that
 * opens a review session (a practice session of the due cards). With nothing due it says when
 * the next review comes, and nothing else: no pressure.
 */
export function DailyReviewCard({ review }: { review: ReviewSummary }) {
  const t = useDashboardT();
  const { locale } = useLanguage();
  const start = useStartPracticeSession();
  const due = review.due;
  return (
    <Card component="section" aria-labelledby="daily-review-heading" sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <EventRepeat aria-hidden sx={{ color: 'primary.light', fontSize: 32, mt: 0.25 }} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="h2" id="daily-review-heading" sx={{ fontSize: '1.3rem' }}>
            {t('dashboard.review.heading')}
          </Typography>
          {due > 0 ? (
            <>
              <Typography sx={{ mt: 0.5 }}>{t('dashboard.review.due', { count: due })}</Typography>
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
                {start.isPending ? t('dashboard.review.starting') : t('dashboard.review.start')}
              </Button>
            </>
          ) : (
            <>
              <Typography sx={{ mt: 0.5, fontWeight: 600 }}>
                {t('dashboard.review.nothingDue')}
              </Typography>
              <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
                {review.nextDueAt
                  ? nextDueText(review.nextDueAt, new Date(), locale)
                  : t('dashboard.review.nothingScheduled')}
              </Typography>
            </>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
