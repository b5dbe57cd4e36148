import { TOKEN_CALLBACK_REDIRECT_MS, WebRoutes } from '@exam/contract';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { StatusScreen } from '../../../components/status-screen';
import { ApiRequestError } from '../../../lib/api-client';
import { storeToken, storeUser } from '../../../lib/storage';
import { getMe } from '../../../lib/auth/get-me';
import { AuthMessages } from '../messages';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Where the Microsoft and Apple server-side callbacks land: /auth/success?token=... The token is
 * stored and removed from the address bar at once (so it stays out of history and screenshots),
 * the user is fetched, and after 1 s the dashboard opens. Without a token: /login.
 */
export function AuthSuccessPage() {
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;

    const token = new URLSearchParams(window.location.search).get('token');
    if (!token) {
      void navigate(WebRoutes.login, { replace: true });
      return;
    }
    storeToken(token);
    window.history.replaceState(window.history.state, '', window.location.pathname);

    const user = getMe().then(storeUser);
    Promise.all([user, wait(TOKEN_CALLBACK_REDIRECT_MS)]).then(
      () => navigate(WebRoutes.dashboard, { replace: true }),
      async (error: unknown) => {
        // A rejected token already ended the session and went to /login (api-client).
        if (error instanceof ApiRequestError && error.sessionExpired) return;
        await wait(TOKEN_CALLBACK_REDIRECT_MS);
        await navigate(WebRoutes.dashboard, { replace: true });
      },
    );
  }, [navigate]);

  return <StatusScreen title="Signing in" message={AuthMessages.authSuccessRedirecting} />;
}
