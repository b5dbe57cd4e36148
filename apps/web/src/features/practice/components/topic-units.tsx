import type { PracticeUnit } from '@exam/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * The lessons of a topic grouped by unit, in teaching order, each with the one line that says
 * what it covers (docs/product.md §2.15): what a practice session will draw from.
 */
export function TopicUnits({ units }: { units: readonly PracticeUnit[] }) {
  if (units.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="topic-units-heading" sx={{ mt: 4 }}>
      <Typography id="topic-units-heading" variant="h2" sx={{ fontSize: '1.15rem', mb: 0.5 }}>
        What you will practise
      </Typography>
      {units.map((unit) => (
        <Box key={unit.id} sx={{ mt: 2.5 }}>
          <Typography
            variant="h3"
            sx={{ fontSize: '1rem', fontWeight: 700, color: 'primary.main', mb: 0.5 }}
          >
            {unit.name}
          </Typography>
          <Box component="ul" aria-label={unit.name} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {unit.lessons.map((lesson) => (
              <Box
                component="li"
                key={lesson.id}
                sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}
              >
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {lesson.name}
                </Typography>
                {lesson.description && (
                  <Typography variant="body2" color="textSecondary">
                    {lesson.description}
                  </Typography>
                )}
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
