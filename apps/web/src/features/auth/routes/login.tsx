import { WebRoutes } from '@exam/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PasswordField } from '../../../components/form/password-field';
import { TextInput } from '../../../components/form/text-input';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { FooterLinks } from '../../../components/layouts/footer-links';
import { RouterLink, RouterLinkBehavior } from '../../../components/router-link';
import { Message } from '../../../i18n/use-t';
import { useSession } from '../../../lib/auth/use-session';
import { getErrorMessage } from '../../../lib/error-message';
import { useLocalMessage } from '../../../lib/server-messages';
import {
  applyRememberMe,
  getRememberedEmail,
  removeLegacyRememberedPassword,
  storeSession,
} from '../../../lib/storage';
import { useLogin } from '../api/login';
import { useAuthT } from '../catalog';
import { OrDivider } from '../components/or-divider';
import { GoogleIcon } from '../components/provider-icons';
import { SocialSignInButton } from '../components/social-sign-in-button';
import { validateLogin, type LoginFieldErrors } from '../lib/login-validation';
import { AUTH_FAILED_QUERY, AuthMessages } from '../messages';
import { SubmitButton } from '../../../components/form/submit-button';

/** Only a rejected sign-in marks the fields; a social sign-in failure does not point at them. */
type Banner = { message: string; marksFields: boolean };

function readStateMessage(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const { message } = state as { message?: unknown };
  return typeof message === 'string' && message ? message : null;
}

export function LoginPage() {
  const t = useAuthT();
  const local = useLocalMessage();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const session = useSession();
  const login = useLogin();

  const [rememberedEmail] = useState(getRememberedEmail);
  const [email, setEmail] = useState(rememberedEmail ?? '');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(rememberedEmail !== null);
  const [fieldErrors, setFieldErrors] = useState<LoginFieldErrors>({});
  const [banner, setBanner] = useState<Banner | null>(() =>
    searchParams.get('error') === AUTH_FAILED_QUERY
      ? { message: AuthMessages.loginFallback, marksFields: false }
      : null,
  );
  const [signedIn, setSignedIn] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  // The message another screen sent here ('Your account has been deleted', 'Password reset
  // successful...') goes once the student tries to sign in, so it never stands next to an error.
  const [stateMessageShown, setStateMessageShown] = useState(true);
  const successMessage = stateMessageShown ? readStateMessage(location.state) : null;

  useEffect(() => {
    // Remember me never kept a password in this version; delete what an older one stored.
    removeLegacyRememberedPassword();
  }, []);

  const busy = login.isPending || signedIn;
  const fieldsInError = banner?.marksFields === true;

  /** Typing in any field clears the banner and that field's own message. */
  const edit =
    (field: keyof LoginFieldErrors, setter: (value: string) => void) => (value: string) => {
      setter(value);
      setBanner(null);
      setFieldErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const errors = validateLogin(email, password);
    setFieldErrors(errors);
    if (errors.email || errors.password) {
      (errors.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setBanner(null);
    setStateMessageShown(false);
    applyRememberMe(email, rememberMe);
    try {
      const { token, user } = await login.mutateAsync({
        email: email.trim(),
        password,
        rememberMe,
      });
      // Without Remember me the session ends with the browser (docs/decisions/024).
      storeSession(token, user, { remember: rememberMe });
      setSignedIn(true);
      await navigate(WebRoutes.dashboard, { replace: true });
    } catch (error) {
      setBanner({
        message: getErrorMessage(error, {
          fallback: AuthMessages.loginFallback,
          network: AuthMessages.loginNoResponse,
          setup: AuthMessages.loginSetup,
          unknown: AuthMessages.loginUnknown,
        }),
        marksFields: true,
      });
    }
  };

  return (
    <AuthLayout title={t('login.title')} subtitle={t('login.subtitle')} footer={<FooterLinks />}>
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack spacing={2.5}>
          {successMessage && <Alert severity="success">{local(successMessage)}</Alert>}
          {session.isAuthenticated && !successMessage && !signedIn && (
            <Alert
              severity="info"
              action={
                <Button component={RouterLinkBehavior} to={WebRoutes.dashboard} color="inherit">
                  {t('login.dashboard')}
                </Button>
              }
            >
              {session.user
                ? t('login.signedInAs', { name: session.user.username })
                : t('login.alreadySignedIn')}
            </Alert>
          )}
          {banner && (
            <Alert severity="error" id="login-error">
              {banner.message}
            </Alert>
          )}
          <TextInput
            inputRef={emailRef}
            name="email"
            label={t('login.email')}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => edit('email', setEmail)(event.target.value)}
            disabled={busy}
            error={fieldsInError || Boolean(fieldErrors.email)}
            helperText={fieldErrors.email}
            inputProps={{
              inputMode: 'email',
              'aria-describedby': fieldsInError ? 'login-error' : undefined,
            }}
          />
          <PasswordField
            inputRef={passwordRef}
            name="password"
            label={t('login.password')}
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => edit('password', setPassword)(event.target.value)}
            disabled={busy}
            error={fieldsInError || Boolean(fieldErrors.password)}
            helperText={fieldErrors.password}
            inputProps={{ 'aria-describedby': fieldsInError ? 'login-error' : undefined }}
          />
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              flexWrap: 'wrap',
              columnGap: 2,
              mt: '8px !important',
            }}
          >
            <FormControlLabel
              control={
                <Checkbox
                  name="rememberMe"
                  checked={rememberMe}
                  onChange={(_event, checked) => setRememberMe(checked)}
                  disabled={busy}
                />
              }
              label={t('login.rememberMe')}
            />
            <RouterLink to={WebRoutes.forgotPassword}>{t('login.resetPassword')}</RouterLink>
          </Box>
          <SubmitButton busy={busy}>{t('login.signIn')}</SubmitButton>
        </Stack>
      </Box>
      <OrDivider />
      <SocialSignInButton
        provider="google"
        icon={<GoogleIcon />}
        disabled={busy}
        onUnavailable={() =>
          setBanner({ message: AuthMessages.googleStartFailed, marksFields: false })
        }
      >
        {t('login.continueWithGoogle')}
      </SocialSignInButton>
      <Typography sx={{ mt: 3, textAlign: 'center' }} color="textSecondary">
        <Message
          t={t}
          id="login.noAccount"
          components={{ 0: <RouterLink to={WebRoutes.signup} /> }}
        />
      </Typography>
    </AuthLayout>
  );
}
