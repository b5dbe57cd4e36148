import { WebRoutes } from '@exam/contract';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { StatusScreen } from '../components/status-screen';
import { setUnauthorizedHandler } from '../lib/api-client';
import { RouteErrorBoundary } from './route-error-boundary';

/**
 * Wraps every screen: lazy-loading fallback, error boundary, scroll to top on a new page, and
 * the in-app redirect to /login when the API rejects the stored token.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    setUnauthorizedHandler(() => {
      if (window.location.pathname !== WebRoutes.login) {
        void navigate(WebRoutes.login, { replace: true });
      }
    });
  }, [navigate]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <RouteErrorBoundary pathname={pathname}>
      <Suspense fallback={<StatusScreen />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
