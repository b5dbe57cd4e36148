import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A screen's closing buttons: full width and stacked on a phone, side by side from the small
 * breakpoint. `reverse` puts the last button on top when stacked (the main action first).
 */
export function ButtonRow({
  children,
  justify = 'flex-start',
  reverse = false,
  mt = 0,
}: {
  children: ReactNode;
  justify?: 'flex-start' | 'center' | 'flex-end' | 'space-between';
  reverse?: boolean;
  mt?: number;
}) {
  return (
    <Box
      sx={{
        mt,
        display: 'flex',
        flexWrap: reverse ? 'wrap-reverse' : 'wrap',
        justifyContent: justify,
        gap: 1.5,
        '& > *': { flex: { xs: '1 1 100%', sm: '0 0 auto' } },
      }}
    >
      {children}
    </Box>
  );
}
