import { WebRoutes } from '@exam/contract';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { StatusScreen } from '../../../components/status-screen';
import { storeSession } from '../../../lib/storage';
import { exchangeProviderCode } from '../api/exchange-provider-code';
import { useAuthT } from '../catalog';
import { AUTH_FAILED_QUERY, AuthMessages } from '../messages';

/**
 * /api/auth/google/callback as a screen (docs/product.md §7). An `error` or `message` parameter means
 * the provider refused; a `code` is exchanged by calling this same URL for JSON (the server
 * honours it only with the cookie of the sign-in this browser started). A `token` in the
 * address is never stored (docs/decisions/023): a link that carries one is someone trying to
 * sign this browser into their account (login CSRF). Success opens /start-exam; any failure goes
 * to /login?error=auth_failed and leaves the session this browser has untouched.
 */
export function GoogleCallbackPage() {
  const t = useAuthT();
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

  return (
    <StatusScreen title={t('auth.signingIn')} message={AuthMessages.completingAuthentication} />
  );
}
