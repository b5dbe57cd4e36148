import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { QuestionText } from './question-text';

/** A reviewed question's worked explanation (math rendered); nothing when there is none. */
export function Explanation({ text }: { text: string }) {
  if (!text.trim()) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        Explanation
      </Typography>
      <Typography component="div" color="textSecondary" sx={{ lineHeight: 1.7 }}>
        <QuestionText text={text} />
      </Typography>
    </Box>
  );
}
