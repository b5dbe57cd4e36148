import { arEG } from '@mui/material/locale';
import { alpha, createTheme, type ThemeOptions } from '@mui/material/styles';

/**
 * The palette (docs/decisions/034): one hue per meaning, so a button never looks like an error.
 * Brand = iris violet (hue 250), success = green (144), warning = amber (38), error = red (0).
 * Every main colour reads at >= 6:1 on the page background and carries its dark text at >= 6.9:1
 * on buttons and chips; the figures are in the decision record. Colours used anywhere in the web
 * app come from here (the theme or `colours`), never from a literal in a component.
 */
export const colours = {
  brand: '#a594ff',
  brandLight: '#c9bfff',
  brandDark: '#8471f0',
  onBrand: '#120c2e',
  error: '#ff6b6b',
  errorLight: '#ff9a9a',
  errorDark: '#e85a5a',
  onError: '#1f0505',
  warning: '#ffc25c',
  onWarning: '#1f1400',
  success: '#5ad18a',
  onSuccess: '#04170b',
  background: '#11131c',
  paper: '#1a1d29',
  /** Pop-ups (autocomplete lists) above cards of the paper colour. */
  raised: '#252a3a',
  /** The logo's tile. */
  logoTile: '#232738',
  text: '#eef0f6',
  textSecondary: '#b3b8c9',
  /** Keyboard focus ring: light iris, 12.9:1 on the background. */
  focus: '#d9d2ff',
} as const;

declare module '@mui/material/styles' {
  interface Palette {
    /** Soft fills: a tinted panel behind a verdict, a faint inner tile, the app bar's glass. */
    tint: { subtle: string; brand: string; success: string; error: string; appBar: string };
  }
  interface PaletteOptions {
    tint?: Partial<Palette['tint']>;
  }
}

/** A 3 px focus ring in the palette's focus colour (links styled as boxes). */
export const focusRing = (offset = 4) => ({
  '&:focus-visible': { outline: `3px solid ${colours.focus}`, outlineOffset: offset },
});

/**
 * Type scale: a 1.2 ratio from a 1 rem body (16 px), headings in the heavier weights the app
 * ships (Roboto 500 and 700, self-hosted from @fontsource/roboto), a little tighter tracking on
 * large sizes. h1 shrinks on phones so a title fits two lines at 360 px.
 */
const typography = {
  fontFamily: 'Roboto, system-ui, -apple-system, "Segoe UI", Arial, sans-serif',
  h1: {
    fontSize: '2.074rem',
    fontWeight: 700,
    lineHeight: 1.2,
    letterSpacing: '-0.01em',
    '@media (max-width:599.95px)': { fontSize: '1.728rem' },
  },
  h2: { fontSize: '1.728rem', fontWeight: 700, lineHeight: 1.25, letterSpacing: '-0.005em' },
  h3: { fontSize: '1.44rem', fontWeight: 700, lineHeight: 1.3 },
  h4: { fontSize: '1.2rem', fontWeight: 500, lineHeight: 1.35 },
  body1: { fontSize: '1rem', lineHeight: 1.55 },
  body2: { fontSize: '0.875rem', lineHeight: 1.5 },
  button: { textTransform: 'none' as const, fontWeight: 700, letterSpacing: '0.01em' },
  overline: { fontWeight: 700, letterSpacing: '0.12em' },
};

const themeOptions: ThemeOptions = {
  palette: {
    mode: 'dark',
    primary: {
      main: colours.brand,
      light: colours.brandLight,
      dark: colours.brandDark,
      contrastText: colours.onBrand,
    },
    // No second accent: secondary and info are the brand, so nothing on screen is off-palette.
    secondary: {
      main: colours.brand,
      light: colours.brandLight,
      dark: colours.brandDark,
      contrastText: colours.onBrand,
    },
    info: {
      main: colours.brand,
      light: colours.brandLight,
      dark: colours.brandDark,
      contrastText: colours.onBrand,
    },
    error: {
      main: colours.error,
      light: colours.errorLight,
      dark: colours.errorDark,
      contrastText: colours.onError,
    },
    success: { main: colours.success, contrastText: colours.onSuccess },
    warning: { main: colours.warning, contrastText: colours.onWarning },
    background: { default: colours.background, paper: colours.paper },
    text: { primary: colours.text, secondary: colours.textSecondary },
    divider: 'rgba(255, 255, 255, 0.14)',
    tint: {
      subtle: 'rgba(255, 255, 255, 0.03)',
      brand: alpha(colours.brand, 0.12),
      success: alpha(colours.success, 0.12),
      error: alpha(colours.error, 0.12),
      appBar: alpha(colours.background, 0.86),
    },
  },
  shape: { borderRadius: 12 },
  typography,
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        body: {
          backgroundImage: `radial-gradient(1200px 600px at 10% -10%, ${alpha(colours.brand, 0.12)}, transparent 60%), radial-gradient(900px 500px at 110% 10%, ${alpha(colours.success, 0.05)}, transparent 60%)`,
          backgroundAttachment: 'fixed',
          minHeight: '100vh',
        },
        '#root': { minHeight: '100vh', display: 'flex', flexDirection: 'column' },
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            transitionDuration: '0.01ms !important',
          },
        },
      },
    },
    MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: {
        root: {
          borderRadius: 20,
          border: '1px solid rgba(255, 255, 255, 0.08)',
          boxShadow: '0 18px 50px rgba(0, 0, 0, 0.35)',
        },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { borderRadius: 999, minHeight: 44, paddingInline: 20 },
        sizeLarge: { minHeight: 48, fontSize: '1rem' },
      },
    },
    MuiChip: { styleOverrides: { root: { fontWeight: 700 } } },
    MuiButtonBase: {
      styleOverrides: { root: { '&.Mui-focusVisible': focusRing(2)['&:focus-visible'] } },
    },
    MuiLink: {
      styleOverrides: {
        root: { fontWeight: 500, borderRadius: 4, ...focusRing(2) },
      },
    },
    MuiTextField: { defaultProps: { fullWidth: true } },
    // On a phone a dialog's buttons stack at full width, the main action on top: two long labels
    // side by side do not fit in 296 px, and wrapped they sat crooked.
    MuiDialogActions: {
      styleOverrides: {
        root: {
          '@media (max-width:599.95px)': {
            flexDirection: 'column-reverse',
            alignItems: 'stretch',
            gap: 8,
            '& > :not(style) ~ :not(style)': { marginLeft: 0 },
          },
        },
      },
    },
    MuiAlert: { styleOverrides: { root: { borderRadius: 12 } } },
    // Pop-ups sit above cards of the same colour: lift them with a lighter surface and a border.
    MuiAutocomplete: {
      styleOverrides: {
        paper: {
          backgroundColor: colours.raised,
          border: '1px solid rgba(255, 255, 255, 0.12)',
          boxShadow: '0 12px 32px rgba(0, 0, 0, 0.45)',
        },
      },
    },
  },
};

export const theme = createTheme(themeOptions);

/**
 * Arabic (docs/decisions/048): the same theme right to left, with Cairo after Roboto (Roboto's
 * files carry only Latin, so Arabic letters fall through to Cairo, loaded only in Arabic) and
 * taller lines: Arabic's marks above and below the letters need the room.
 */
export function createRightToLeftTheme() {
  return createTheme(
    {
      ...themeOptions,
      direction: 'rtl',
      typography: {
        ...typography,
        fontFamily: 'Roboto, Cairo, system-ui, -apple-system, "Segoe UI", Arial, sans-serif',
        h1: { ...typography.h1, lineHeight: 1.45 },
        h2: { ...typography.h2, lineHeight: 1.45 },
        h3: { ...typography.h3, lineHeight: 1.5 },
        h4: { ...typography.h4, lineHeight: 1.5 },
        body1: { ...typography.body1, lineHeight: 1.75 },
        body2: { ...typography.body2, lineHeight: 1.7 },
        // Arabic has no capitals, and spaced-out letters break its joined script apart.
        overline: { ...typography.overline, letterSpacing: 0 },
      },
    },
    // MUI's own words (a list's 'No options', a dialog's close button…) in Egyptian Arabic.
    arEG,
  );
}
