import { createTheme } from '@mui/material/styles';

/**
 * Dark theme with a coral primary (docs/product.md §1). Coral #FF7F6B carries near-black text (contrast
 * 8.5:1) on buttons, and as link text reaches 7.4:1 on the page background.
 */
const coral = { main: '#ff7f6b', light: '#ffa494', dark: '#e8614c', contrastText: '#1c0b07' };

export const theme = createTheme({
  palette: {
    mode: 'dark',
    primary: coral,
    secondary: { main: '#7cc4ff', contrastText: '#06121e' },
    error: { main: '#ff6b6b', light: '#ff9a9a', dark: '#d94c4c', contrastText: '#1f0505' },
    success: { main: '#5ad18a', contrastText: '#04170b' },
    warning: { main: '#ffc25c', contrastText: '#1f1400' },
    info: { main: '#7cc4ff', contrastText: '#06121e' },
    background: { default: '#11131c', paper: '#1a1d29' },
    text: { primary: '#eef0f6', secondary: '#b3b8c9' },
    divider: 'rgba(255, 255, 255, 0.14)',
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: 'Roboto, system-ui, -apple-system, "Segoe UI", Arial, sans-serif',
    h1: { fontSize: '2rem', fontWeight: 700, lineHeight: 1.2 },
    h2: { fontSize: '1.6rem', fontWeight: 700, lineHeight: 1.25 },
    h3: { fontSize: '1.3rem', fontWeight: 600, lineHeight: 1.3 },
    h4: { fontSize: '1.15rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        body: {
          backgroundImage:
            'radial-gradient(1200px 600px at 10% -10%, rgba(255, 127, 107, 0.10), transparent 60%), radial-gradient(900px 500px at 110% 10%, rgba(124, 196, 255, 0.07), transparent 60%)',
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
        root: { borderRadius: 10, minHeight: 44, paddingInline: 18 },
        sizeLarge: { minHeight: 48, fontSize: '1rem' },
      },
    },
    MuiButtonBase: {
      styleOverrides: {
        root: {
          '&.Mui-focusVisible': { outline: '3px solid #ffd1c9', outlineOffset: 2 },
        },
      },
    },
    MuiLink: {
      styleOverrides: {
        root: {
          fontWeight: 500,
          borderRadius: 4,
          '&:focus-visible': { outline: '3px solid #ffd1c9', outlineOffset: 2 },
        },
      },
    },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiAlert: { styleOverrides: { root: { borderRadius: 12 } } },
    // Pop-ups sit above cards of the same colour: lift them with a lighter surface and a border.
    MuiAutocomplete: {
      styleOverrides: {
        paper: {
          backgroundColor: '#252a3a',
          border: '1px solid rgba(255, 255, 255, 0.12)',
          boxShadow: '0 12px 32px rgba(0, 0, 0, 0.45)',
        },
      },
    },
  },
});
