import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A labelled figure on a report: the label above, the value large below. */
export function StatTile({
  label,
  value,
  hint,
  valueColor,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  /** A palette colour for the value (e.g. 'success.main'); the text stays the same. */
  valueColor?: string;
}) {
  return (
    <Box
      sx={{
        p: 2,
        borderRadius: '14px',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'tint.subtle',
        minWidth: 0,
      }}
    >
      <Typography variant="body2" color="textSecondary" component="h3">
        {label}
      </Typography>
      <Typography
        component="p"
        sx={{
          fontSize: '1.75rem',
          fontWeight: 700,
          fontVariantNumeric: 'tabular-nums',
          color: valueColor,
        }}
      >
        {value}
      </Typography>
      {hint && <Box sx={{ mt: 0.5 }}>{hint}</Box>}
    </Box>
  );
}
