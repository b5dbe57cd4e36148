import { WebRoutes } from '@exam/contract';
import { Navigate, Outlet } from 'react-router';
import { useSession } from '../lib/auth/use-session';

/** Signed-in pages: without a token, go to /login (spec §5). Re-checks when the session ends. */
export function RequireAuth() {
  const { isAuthenticated } = useSession();
  if (!isAuthenticated) return <Navigate to={WebRoutes.login} replace />;
  return <Outlet />;
}
