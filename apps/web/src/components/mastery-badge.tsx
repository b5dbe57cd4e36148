import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MasteryLevel } from '@exam/contract';
import { MASTERY_LEVELS } from '@exam/contract';
import { useMasteryLevelLabel } from './catalog';

/** Segments filled per level: the meter's length is a cue that needs no colour. */
const FILLED: Record<MasteryLevel, number> = {
  'not-started': 0,
  attempted: 1,
  familiar: 2,
  proficient: 3,
  mastered: 4,
};

const SEGMENTS = MASTERY_LEVELS.length - 1;

/**
 * A lesson's mastery level (issue 22): a four-segment meter and the level's name. The name and
 * the number of filled segments carry the meaning; the colour (brand violet, green once
 * mastered) only repeats it, so the badge reads in greyscale and for colour-blind students.
 */
export function MasteryBadge({ level }: { level: MasteryLevel }) {
  const label = useMasteryLevelLabel();
  const filled = FILLED[level];
  const fill = level === 'mastered' ? 'success.main' : 'primary.main';
  return (
    <Box
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, minWidth: 0 }}
      data-mastery-level={level}
    >
      <Box aria-hidden sx={{ display: 'inline-flex', gap: '3px' }}>
        {Array.from({ length: SEGMENTS }, (_, index) => (
          <Box
            key={index}
            sx={{
              width: 10,
              height: 10,
              borderRadius: '3px',
              bgcolor: index < filled ? fill : 'transparent',
              border: 1.5,
              borderColor: index < filled ? fill : 'text.secondary',
            }}
          />
        ))}
      </Box>
      <Typography component="span" variant="body2" sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
        {label(level)}
      </Typography>
    </Box>
  );
}
