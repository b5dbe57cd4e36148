import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { keyframes } from '@mui/material/styles';

const SIZE = 56;
const STROKE = 6;
const RADIUS = (SIZE - STROKE) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** From an empty ring to the element's own offset (a keyframe without `to` ends there). */
const fill = keyframes`
  from { stroke-dashoffset: ${CIRCUMFERENCE}; }
`;

/**
 * The daily goal as a small ring (issue 22): answers today out of the goal. It fills once, gently,
 * as the dashboard opens; with `prefers-reduced-motion: reduce` it is drawn full at once, with no
 * transition. The ring is decoration: the text beside it says the same.
 */
export function GoalRing({ answered, goal }: { answered: number; goal: number }) {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const share = Math.min(1, answered / goal);
  const done = answered >= goal;
  return (
    <Box
      component="svg"
      aria-hidden
      data-testid="goal-ring"
      data-animated={reducedMotion ? 'false' : 'true'}
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      sx={{ width: SIZE, height: SIZE, flexShrink: 0, transform: 'rotate(-90deg)' }}
    >
      <circle
        cx={SIZE / 2}
        cy={SIZE / 2}
        r={RADIUS}
        fill="none"
        strokeWidth={STROKE}
        stroke="currentColor"
        opacity={0.18}
      />
      <Box
        component="circle"
        cx={SIZE / 2}
        cy={SIZE / 2}
        r={RADIUS}
        fill="none"
        strokeWidth={STROKE}
        strokeLinecap="round"
        strokeDasharray={CIRCUMFERENCE}
        strokeDashoffset={CIRCUMFERENCE * (1 - share)}
        sx={{
          stroke: (theme) => (done ? theme.palette.success.main : theme.palette.primary.main),
          animation: reducedMotion ? 'none' : `${fill} 900ms ease-out`,
        }}
      />
    </Box>
  );
}
