import { ErrorCode, Messages, WebRoutes } from '@exam/contract';
import MarkEmailRead from '@mui/icons-material/MarkEmailReadRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { RouterLinkBehavior } from '../../../components/router-link';
import { StatusScreen } from '../../../components/status-screen';
import { ApiRequestError } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/use-session';
import { getErrorMessage } from '../../../lib/error-message';
import { useLocalMessage } from '../../../lib/server-messages';
import { useResendVerification } from '../api/resend-verification';
import { useVerifyEmail } from '../api/verify-email';
import { useAuthT } from '../catalog';
import { AuthMessages } from '../messages';

/**
 * Where the e-mail verification link lands: /verify-email?token=... (docs/decisions/023). The
 * token leaves the address bar at once and is sent to the server; the screen then says that
 * the address is confirmed, or why the link no longer works and how to get a new one: signed
 * in, a button mails it; signed out, the way is to sign in. Every state has a way on.
 */
export function VerifyEmailPage() {
  const t = useAuthT();
  const local = useLocalMessage();
  const { isAuthenticated } = useSession();
  const verify = useVerifyEmail();
  const [token] = useState(() => new URLSearchParams(window.location.search).get('token') ?? '');
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // The token is a single-use secret: keep it out of the address bar and history.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if (token) verify.mutate(token);
  }, [token, verify]);

  const onwards = isAuthenticated ? (
    <Button
      component={RouterLinkBehavior}
      to={WebRoutes.dashboard}
      variant="contained"
      size="large"
      fullWidth
    >
      {t('verify.dashboard')}
    </Button>
  ) : (
    <Button
      component={RouterLinkBehavior}
      to={WebRoutes.login}
      variant="contained"
      size="large"
      fullWidth
    >
      {t('verify.signIn')}
    </Button>
  );

  if (verify.isSuccess) {
    return (
      <AuthLayout title={t('verify.confirmedTitle')}>
        <Stack spacing={2.5}>
          <Alert severity="success" icon={<MarkEmailRead fontSize="inherit" />}>
            {local(verify.data.message)}
          </Alert>
          {onwards}
        </Stack>
      </AuthLayout>
    );
  }

  const linkRefused =
    !token ||
    (verify.error instanceof ApiRequestError &&
      verify.error.code === ErrorCode.VerificationLinkInvalid);
  if (linkRefused) {
    return (
      <AuthLayout title={t('verify.linkRefusedTitle')}>
        <Stack spacing={2.5}>
          <Alert severity="warning">{local(Messages.verificationLinkInvalid)}</Alert>
          {isAuthenticated ? <ResendSection /> : <SignInToResend />}
          {onwards}
        </Stack>
      </AuthLayout>
    );
  }

  if (verify.isError) {
    return (
      <AuthLayout title={t('verify.errorTitle')}>
        <Stack spacing={2.5}>
          <Alert severity="error">
            {getErrorMessage(verify.error, { fallback: AuthMessages.verifyFailed })}
          </Alert>
          <Button variant="contained" size="large" fullWidth onClick={() => verify.mutate(token)}>
            {t('verify.tryAgain')}
          </Button>
          <Button
            component={RouterLinkBehavior}
            to={isAuthenticated ? WebRoutes.dashboard : WebRoutes.login}
          >
            {isAuthenticated ? t('verify.dashboard') : t('verify.signIn')}
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  return <StatusScreen title={t('verify.confirmingTitle')} message={AuthMessages.verifying} />;
}

/** Signed in: a new link is one click away. */
function ResendSection() {
  const t = useAuthT();
  const local = useLocalMessage();
  const resend = useResendVerification();
  if (resend.isSuccess) return <Alert severity="success">{local(resend.data.message)}</Alert>;
  return (
    <Stack spacing={1.5}>
      <Typography>{t('verify.resendIntro')}</Typography>
      {resend.isError && (
        <Alert severity="error">
          {getErrorMessage(resend.error, { fallback: AuthMessages.resendFailed })}
        </Alert>
      )}
      <Button variant="outlined" onClick={() => resend.mutate()} disabled={resend.isPending}>
        {resend.isPending ? t('verify.sending') : t('verify.sendNewLink')}
      </Button>
    </Stack>
  );
}

/** Signed out: the banner after signing in offers a new link. */
function SignInToResend() {
  const t = useAuthT();
  return <Typography>{t('verify.signInToResend')}</Typography>;
}
