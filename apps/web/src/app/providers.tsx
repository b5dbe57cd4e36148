import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { ToastProvider } from '../components/toast/toast-provider';
import { theme } from './theme';

/** App-wide providers. TanStack Query is provided by QueryLayout (see app-routes.tsx). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <ToastProvider>{children}</ToastProvider>
    </ThemeProvider>
  );
}
