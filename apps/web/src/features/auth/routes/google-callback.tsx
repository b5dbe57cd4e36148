import { WebRoutes } from '@exam/contract';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { StatusScreen } from '../../../components/status-screen';
import { ApiRequestError } from '../../../lib/api-client';
import { storeSession, storeToken, storeUser } from '../../../lib/storage';
import { exchangeProviderCode } from '../api/exchange-provider-code';
import { getMe } from '../../../lib/auth/get-me';
import { AUTH_FAILED_QUERY, AuthMessages } from '../messages';

/**
 * /api/auth/google/callback as a screen (DESIGN.md §3). An `error` or `message` parameter means
 * the provider refused; a `token` is stored as is; a `code` is exchanged by calling this same URL
 * for JSON. Success opens /start-exam; any failure goes to /login?error=auth_failed.
 */
export function GoogleCallbackPage() {
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;

    const callbackUrl = `${window.location.pathname}${window.location.search}`;
    const params = new URLSearchParams(window.location.search);
    const fail = () => navigate(`${WebRoutes.login}?error=${AUTH_FAILED_QUERY}`, { replace: true });
    const succeed = () => navigate(WebRoutes.startExam, { replace: true });
    // The code and token are single-use secrets: keep them out of the address bar and history.
    window.history.replaceState(window.history.state, '', window.location.pathname);

    if (params.get('error') || params.get('message')) {
      void fail();
      return;
    }

    const token = params.get('token');
    if (token) {
      storeToken(token);
      getMe()
        .then(storeUser)
        .then(succeed, async (error: unknown) => {
          if (error instanceof ApiRequestError && error.sessionExpired) return;
          await succeed();
        });
      return;
    }

    if (!params.get('code')) {
      void fail();
      return;
    }
    exchangeProviderCode(callbackUrl)
      .then(({ token: sessionToken, user }) => {
        storeSession(sessionToken, user);
        return succeed();
      })
      .catch(fail);
  }, [navigate]);

  return <StatusScreen title="Signing in" message={AuthMessages.completingAuthentication} />;
}
