import { I18nProvider } from '@lingui/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { ToastProvider } from '../components/toast/toast-provider';
import { i18n } from '../i18n/i18n';
import { theme } from './theme';

/** App-wide providers. TanStack Query is provided by QueryLayout (see app-routes.tsx). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        <ToastProvider>{children}</ToastProvider>
      </ThemeProvider>
    </I18nProvider>
  );
}
