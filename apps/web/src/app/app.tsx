import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app-routes';
import { AppProviders } from './providers';

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
