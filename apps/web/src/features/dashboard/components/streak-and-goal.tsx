import type { Dashboard } from '@exam/contract';
import LocalFireDepartment from '@mui/icons-material/LocalFireDepartmentRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { GoalRing } from './goal-ring';

/** '3 day streak' (issue 22): the product's exact wording, whatever the number. */
export function streakText(days: number): string {
  return `${days} day streak`;
}

/**
 * The streak and today's goal (issue 22). Facts, never pressure: no 'don't lose your streak',
 * nothing red. A streak of 0 (no activity yesterday or today) is simply not shown; the goal ring
 * always is, once the student has answered anything.
 */
export function StreakAndGoal({ streak, dailyGoal }: Pick<Dashboard, 'streak' | 'dailyGoal'>) {
  const { answeredToday, goal } = dailyGoal;
  const done = answeredToday >= goal;
  return (
    <Card component="section" aria-label="Streak and daily goal" sx={{ height: '100%' }}>
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
              {streakText(streak.days)}
            </Typography>
          </Box>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <GoalRing answered={answeredToday} goal={goal} />
          <Box>
            <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
              {done ? `${answeredToday} answers today` : `${answeredToday} / ${goal} answers today`}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {done ? "Today's goal is done. Nice work!" : 'Daily goal'}
            </Typography>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
