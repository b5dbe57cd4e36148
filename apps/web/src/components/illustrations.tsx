import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { colours } from '../app/theme';

/**
 * Small hand-drawn illustrations for empty screens (docs/decisions/034): inline SVG in the
 * palette's colours, a few hundred bytes each, nothing fetched. Decorative: the heading next to
 * them says what they show, so they are hidden from assistive technology.
 */
function Illustration({ children, size }: { children: ReactNode; size: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 120 96"
      aria-hidden="true"
      focusable="false"
      sx={{ width: size, height: (size * 96) / 120, display: 'block', flexShrink: 0 }}
    >
      {/* A soft blob behind every drawing ties them together. */}
      <ellipse cx="60" cy="52" rx="52" ry="38" fill={colours.brand} opacity="0.12" />
      {children}
    </Box>
  );
}

const stroke = {
  fill: 'none',
  strokeWidth: 3,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** No finished exams yet: a blank answer sheet and a pencil. */
export function EmptyExamsIllustration({ size = 120 }: { size?: number }) {
  return (
    <Illustration size={size}>
      <rect x="34" y="14" width="44" height="60" rx="6" fill={colours.raised} />
      <rect x="34" y="14" width="44" height="60" rx="6" stroke={colours.brandLight} {...stroke} />
      <path d="M43 30h26M43 40h26M43 50h16" stroke={colours.textSecondary} {...stroke} />
      <path d="m72 70 18-30 7 4-18 30-9 4z" fill={colours.warning} />
      <path
        d="m72 70 18-30 7 4-18 30-9 4z"
        fill="none"
        stroke={colours.background}
        strokeWidth="1.5"
      />
      <circle cx="28" cy="24" r="3" fill={colours.success} />
      <circle cx="98" cy="20" r="2.5" fill={colours.brandLight} />
    </Illustration>
  );
}

/** No practice sessions yet: a target with an arrow about to land. */
export function EmptyPracticeIllustration({ size = 120 }: { size?: number }) {
  return (
    <Illustration size={size}>
      <circle cx="56" cy="52" r="28" fill={colours.raised} />
      <circle cx="56" cy="52" r="28" stroke={colours.brandLight} {...stroke} />
      <circle cx="56" cy="52" r="17" stroke={colours.brand} {...stroke} />
      <circle cx="56" cy="52" r="6" fill={colours.success} />
      <path d="M98 14 62 47" stroke={colours.warning} {...stroke} />
      <path d="m92 12 8 2-2 8" stroke={colours.warning} {...stroke} />
      <circle cx="22" cy="22" r="2.5" fill={colours.brandLight} />
    </Illustration>
  );
}

/** Nothing to report: a magnifying glass over an empty page. */
export function NoResultsIllustration({ size = 120 }: { size?: number }) {
  return (
    <Illustration size={size}>
      <rect x="26" y="16" width="46" height="58" rx="6" fill={colours.raised} />
      <rect
        x="26"
        y="16"
        width="46"
        height="58"
        rx="6"
        stroke={colours.textSecondary}
        {...stroke}
      />
      <circle cx="72" cy="54" r="15" fill={colours.background} />
      <circle cx="72" cy="54" r="15" stroke={colours.brandLight} {...stroke} />
      <path d="m83 65 12 12" stroke={colours.brandLight} strokeWidth="5" strokeLinecap="round" />
      <path d="M67 54h10" stroke={colours.warning} {...stroke} />
      <circle cx="100" cy="22" r="2.5" fill={colours.success} />
    </Illustration>
  );
}
