import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { I18nProvider } from '@lingui/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { ToastProvider } from '../components/toast/toast-provider';
import { i18n, rightToLeftSupport } from '../i18n/i18n';
import { useLanguage } from '../i18n/use-t';
import { theme } from './theme';

/** Emotion's usual cache, made here so the tree keeps one shape in both directions. */
const leftToRightCache = createCache({ key: 'css' });

/**
 * The theme and style cache of the interface's direction. The same providers in both languages
 * (only their values change), so switching the language re-styles the screen without
 * remounting it: nothing typed or chosen is lost.
 */
function DirectionProviders({ children }: { children: ReactNode }) {
  const { language } = useLanguage();
  const rightToLeft = language === 'ar' ? rightToLeftSupport() : null;
  return (
    <CacheProvider value={rightToLeft?.rightToLeftCache ?? leftToRightCache}>
      <ThemeProvider theme={rightToLeft?.rightToLeftTheme ?? theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}

/** App-wide providers. TanStack Query is provided by QueryLayout (see app-routes.tsx). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <DirectionProviders>
        <ToastProvider>{children}</ToastProvider>
      </DirectionProviders>
    </I18nProvider>
  );
}
