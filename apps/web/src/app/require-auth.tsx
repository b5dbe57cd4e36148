import { WebRoutes } from '@exam/contract';
import { Navigate, Outlet } from 'react-router';
import { useSession } from '../lib/auth/use-session';

/**
 * Signed-in pages: without a token, go to /login (docs/product.md §5). Re-checks when the session ends. A
 * tab that has just opened waits for the other tabs' answer first (docs/decisions/024), so a
 * student signed in without Remember me can open a second tab.
 */
export function RequireAuth() {
  const { isAuthenticated, isWaiting } = useSession();
  if (!isAuthenticated && isWaiting) return null;
  if (!isAuthenticated) return <Navigate to={WebRoutes.login} replace />;
  return <Outlet />;
}
