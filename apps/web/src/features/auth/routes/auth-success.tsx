import { TOKEN_CALLBACK_REDIRECT_MS, WebRoutes } from '@exam/contract';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { StatusScreen } from '../../../components/status-screen';
import { storeSession } from '../../../lib/storage';
import { exchangeSignInCode } from '../api/exchange-sign-in-code';
import { useAuthT } from '../catalog';
import { AUTH_FAILED_QUERY, AuthMessages } from '../messages';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Where the Microsoft and Apple server-side callbacks land: /auth/success?code=... The code is
 * removed from the address bar at once and exchanged for the session (the server honours it
 * only in the browser that went through the sign-in; docs/decisions/023); after 1 s the
 * dashboard opens. A token in the address is never stored: a link that carries one is someone
 * trying to sign this browser into their account (login CSRF). Any failure goes to
 * /login?error=auth_failed and leaves the session this browser has untouched; a visit with no
 * parameter at all goes to /login.
 */
export function AuthSuccessPage() {
  const t = useAuthT();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;

    const params = new URLSearchParams(window.location.search);
    window.history.replaceState(window.history.state, '', window.location.pathname);
    const fail = () => navigate(`${WebRoutes.login}?error=${AUTH_FAILED_QUERY}`, { replace: true });

    const code = params.get('code');
    if (!code) {
      if (params.size > 0) void fail();
      else void navigate(WebRoutes.login, { replace: true });
      return;
    }
    Promise.all([exchangeSignInCode(code), wait(TOKEN_CALLBACK_REDIRECT_MS)]).then(
      ([{ token, user }]) => {
        storeSession(token, user);
        return navigate(WebRoutes.dashboard, { replace: true });
      },
      fail,
    );
  }, [navigate]);

  return <StatusScreen title={t('auth.signingIn')} message={AuthMessages.authSuccessRedirecting} />;
}
