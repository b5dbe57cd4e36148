import './lib/zod-jitless';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute } from './app/app-routes';
import { startSessionSharing } from './lib/storage';

// The screen's chunks download while React starts, not one after another as it renders.
void preloadRoute(window.location.pathname);
// A tab-kept session (signed in without Remember me) is asked of the other open tabs.
startSessionSharing();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
