import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { colours } from '../app/theme';

export const PRODUCT_NAME = 'Exam Prep';

export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      sx={{ width: size, height: size, flexShrink: 0, display: 'block' }}
    >
      <rect width="64" height="64" rx="14" fill={colours.logoTile} />
      <path
        d="M14 46 32 14l18 32H14Z"
        fill="none"
        stroke={colours.brand}
        strokeWidth="5"
        strokeLinejoin="round"
      />
      <circle cx="32" cy="36" r="5" fill={colours.brand} />
    </Box>
  );
}

/** Logo and product name; `hideNameOnMobile` keeps narrow app bars uncluttered. */
export function Brand({ hideNameOnMobile = false }: { hideNameOnMobile?: boolean }) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25 }}>
      <BrandMark />
      <Typography
        component="span"
        sx={{
          fontWeight: 700,
          fontSize: '1.15rem',
          letterSpacing: '0.01em',
          color: 'text.primary',
          ...(hideNameOnMobile && {
            position: { xs: 'absolute', sm: 'static' },
            width: { xs: '1px', sm: 'auto' },
            height: { xs: '1px', sm: 'auto' },
            overflow: { xs: 'hidden', sm: 'visible' },
            clip: { xs: 'rect(0 0 0 0)', sm: 'auto' },
            whiteSpace: 'nowrap',
          }),
        }}
      >
        {PRODUCT_NAME}
      </Typography>
    </Box>
  );
}
