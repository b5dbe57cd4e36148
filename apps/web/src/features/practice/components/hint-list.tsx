import type { PracticeHelp } from '@exam/contract';
import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { QuestionText } from '../../../components/question/question-text';
import { usePracticeT } from '../catalog';

/**
 * The hints revealed so far, each headed 'Hint 1 of 3' and typeset like the question (issue 22).
 * A polite live region: a newly revealed hint is read out without moving the focus.
 */
export function HintList({ help }: { help: PracticeHelp }) {
  const t = usePracticeT();
  if (help.hints.length === 0) return null;
  return (
    <Box
      component="ol"
      aria-label={t('practice.hints')}
      aria-live="polite"
      sx={{ listStyle: 'none', p: 0, m: 0, mt: 2.5, display: 'grid', gap: 1.25 }}
    >
      {help.hints.map((hint, index) => (
        <Box
          component="li"
          key={index}
          sx={{
            p: 1.5,
            borderRadius: 2,
            border: 1,
            borderColor: 'primary.light',
            bgcolor: 'tint.subtle',
            minWidth: 0,
          }}
        >
          <Typography
            variant="body2"
            sx={{
              fontWeight: 700,
              color: 'primary.main',
              display: 'flex',
              alignItems: 'center',
              gap: 0.5,
            }}
          >
            <LightbulbOutlined fontSize="small" aria-hidden />
            {t('practice.hintOf', { number: index + 1, total: help.hintsTotal })}
          </Typography>
          <Typography component="div" sx={{ mt: 0.5, lineHeight: 1.7, overflowWrap: 'anywhere' }}>
            <QuestionText text={hint} />
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
