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
import { useResendVerification } from '../api/resend-verification';
import { useVerifyEmail } from '../api/verify-email';
import { AuthMessages } from '../messages';

/**
 * Where the e-mail verification link lands: /verify-email?token=... (docs/decisions/023). The
 * token leaves the address bar at once and is sent to the server; the screen then says that
 * the address is confirmed, or why the link no longer works and how to get a new one: signed
 * in, a button mails it; signed out, the way is to sign in. Every state has a way on.
 */
export function VerifyEmailPage() {
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
      Go to your dashboard
    </Button>
  ) : (
    <Button
      component={RouterLinkBehavior}
      to={WebRoutes.login}
      variant="contained"
      size="large"
      fullWidth
    >
      Sign in
    </Button>
  );

  if (verify.isSuccess) {
    return (
      <AuthLayout title="E-mail address confirmed">
        <Stack spacing={2.5}>
          <Alert severity="success" icon={<MarkEmailRead fontSize="inherit" />}>
            {verify.data.message}
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
      <AuthLayout title="This link no longer works">
        <Stack spacing={2.5}>
          <Alert severity="warning">{Messages.verificationLinkInvalid}</Alert>
          {isAuthenticated ? <ResendSection /> : <SignInToResend />}
          {onwards}
        </Stack>
      </AuthLayout>
    );
  }

  if (verify.isError) {
    return (
      <AuthLayout title="Confirm your e-mail address">
        <Stack spacing={2.5}>
          <Alert severity="error">
            {getErrorMessage(verify.error, { fallback: AuthMessages.verifyFailed })}
          </Alert>
          <Button variant="contained" size="large" fullWidth onClick={() => verify.mutate(token)}>
            Try again
          </Button>
          <Button
            component={RouterLinkBehavior}
            to={isAuthenticated ? WebRoutes.dashboard : WebRoutes.login}
          >
            {isAuthenticated ? 'Go to your dashboard' : 'Sign in'}
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  return <StatusScreen title="Confirming your e-mail address" message={AuthMessages.verifying} />;
}

/** Signed in: a new link is one click away. */
function ResendSection() {
  const resend = useResendVerification();
  if (resend.isSuccess) return <Alert severity="success">{resend.data.message}</Alert>;
  return (
    <Stack spacing={1.5}>
      <Typography>We can send you a new link: it works for 24 hours.</Typography>
      {resend.isError && (
        <Alert severity="error">
          {getErrorMessage(resend.error, { fallback: AuthMessages.resendFailed })}
        </Alert>
      )}
      <Button variant="outlined" onClick={() => resend.mutate()} disabled={resend.isPending}>
        {resend.isPending ? 'Sending...' : 'Send me a new link'}
      </Button>
    </Stack>
  );
}

/** Signed out: the banner after signing in offers a new link. */
function SignInToResend() {
  return (
    <Typography>
      Sign in, then choose &lsquo;Resend link&rsquo; at the top of the page to get a new one. If
      your address is already confirmed, there is nothing more to do.
    </Typography>
  );
}
