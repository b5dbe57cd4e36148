import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactElement, ReactNode } from 'react';
import { useAttemptT } from './attempt/catalog';

type ModeIntroProps = {
  /** The heading and the page title, e.g. 'Start Exam', 'Trial Mode'. */
  title: string;
  /** The time limit beside the heading: '60 min', 'No limit'. */
  limit: { icon: ReactElement; label: string; ariaLabel: string };
  lead: ReactNode;
  instructions: readonly string[];
  /** Between the lead and the instructions (a running attempt to resume). */
  notice?: ReactNode;
  /** After the instructions: the form or buttons that start the mode. */
  children: ReactNode;
};

/** The start screen of a mode (exam, practice, trial): its limit, what to expect, how to begin. */
export function ModeIntro({ title, limit, lead, instructions, notice, children }: ModeIntroProps) {
  const t = useAttemptT();
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto' }}>
      <title>{t('attempt.intro.documentTitle', { title })}</title>
      <Card>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1.5,
            }}
          >
            <Typography variant="h1">{title}</Typography>
            <Chip
              icon={limit.icon}
              label={limit.label}
              color="primary"
              variant="outlined"
              aria-label={limit.ariaLabel}
            />
          </Box>
          <Typography color="textSecondary" sx={{ mt: 1 }}>
            {lead}
          </Typography>
          {notice && <Box sx={{ mt: 2.5 }}>{notice}</Box>}
          <Typography variant="h2" sx={{ fontSize: '1.15rem', mt: 3, mb: 1 }}>
            {t('attempt.intro.instructions')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5, '& li': { mb: 0.75 } }}>
            {instructions.map((line) => (
              <Typography component="li" key={line}>
                {line}
              </Typography>
            ))}
          </Box>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
