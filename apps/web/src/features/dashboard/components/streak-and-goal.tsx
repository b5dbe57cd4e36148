import type { Dashboard } from '@exam/contract';
import LocalFireDepartment from '@mui/icons-material/LocalFireDepartmentRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useDashboardT } from '../catalog';
import { GoalRing } from './goal-ring';

/**
 * The streak and today's goal (issue 22). Facts, never pressure: no 'don't lose your streak',
 * nothing red. A streak of 0 (no activity yesterday or today) is simply not shown; the goal ring
 * always is, once the student has answered anything.
 */
export function StreakAndGoal({ streak, dailyGoal }: Pick<Dashboard, 'streak' | 'dailyGoal'>) {
  const t = useDashboardT();
  const { answeredToday, goal } = dailyGoal;
  const done = answeredToday >= goal;
  return (
    <Card component="section" aria-label={t('dashboard.streak.label')} sx={{ height: '100%' }}>
      <CardContent
        sx={{
          p: { xs: 2, sm: 3 },
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: { xs: 2, sm: 3 },
        }}
      >
        {streak.days > 0 && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <LocalFireDepartment
              aria-hidden
              sx={{ color: streak.activeToday ? 'warning.main' : 'text.secondary', fontSize: 34 }}
            />
            <Typography sx={{ fontWeight: 700, fontSize: '1.15rem' }}>
              {/* '3 day streak': the product's exact English wording, whatever the number. */}
              {t('dashboard.streak.days', { days: streak.days })}
            </Typography>
          </Box>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <GoalRing answered={answeredToday} goal={goal} />
          <Box>
            <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
              {done
                ? t('dashboard.goal.answered', { count: answeredToday })
                : t('dashboard.goal.progress', { answered: answeredToday, goal })}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {done ? t('dashboard.goal.done') : t('dashboard.goal.daily')}
            </Typography>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
