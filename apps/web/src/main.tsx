import './lib/zod-jitless';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute, showsAQuestionOnOpen } from './app/app-routes';
import { startEarlyScreenRequests } from './app/early-screen-requests';
import { activateLanguage, applyDocumentLanguage } from './i18n/i18n';
import { initialLanguage } from './i18n/language-choice';
import { startSessionSharing } from './lib/storage';

// The screen's chunks download while React starts, not one after another as it renders; its
// first requests (the session, its data) and, on a question screen, KaTeX start at once too.
void preloadRoute(window.location.pathname);
startEarlyScreenRequests(window.location.pathname);
if (showsAQuestionOnOpen(window.location.pathname)) {
  // Through the question screens' own small loader chunk, so the entry stays free of it.
  import('./components/question/use-katex')
    .then(({ loadKatex }) => loadKatex())
    .catch(() => undefined); // Offline: the question shows its TeX source (use-katex.ts).
}
// A tab-kept session (signed in without Remember me) is asked of the other open tabs.
startSessionSharing();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
const root = createRoot(container);
const render = () =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

// English renders at once. Arabic first fetches its words, font and right-to-left styles, so the
// first paint is already Arabic; if they cannot be fetched (offline), the screen opens in English.
const language = initialLanguage();
if (language === 'en') render();
else {
  applyDocumentLanguage(language);
  activateLanguage(language).then(render, () => {
    applyDocumentLanguage('en');
    render();
  });
}
