import { I18nProvider } from '@lingui/react';
import { render as renderBare, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { i18n } from '../../i18n/i18n';

function WithI18n({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/**
 * testing-library's render inside the interface's i18n provider, as the app renders the question
 * components (their words come from components/question/catalog).
 */
export function render(ui: ReactElement, options: Omit<RenderOptions, 'wrapper'> = {}) {
  return renderBare(ui, { wrapper: WithI18n, ...options });
}
