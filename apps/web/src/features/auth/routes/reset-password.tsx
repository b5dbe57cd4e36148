import { Messages, ResetPasswordFormSchema, WebRoutes } from '@exam/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import ArrowBack from '../../../components/icons/arrow-back';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { muiRegister } from '../../../components/form/mui-register';
import { PasswordField } from '../../../components/form/password-field';
import { RouterLinkBehavior } from '../../../components/router-link';
import { getErrorMessage } from '../../../lib/error-message';
import { localMessage } from '../../../lib/server-messages';
import { useResetPassword } from '../api/reset-password';
import { useAuthT } from '../catalog';
import { AuthMessages } from '../messages';
import { SubmitButton } from '../../../components/form/submit-button';

type ResetPasswordValues = { password: string; confirmPassword: string };

export function ResetPasswordPage() {
  const t = useAuthT();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const reset = useResetPassword();

  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordValues>({
    defaultValues: { password: '', confirmPassword: '' },
    resolver: zodResolver(ResetPasswordFormSchema),
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await reset.mutateAsync({ token, password });
      await navigate(WebRoutes.login, {
        replace: true,
        // In English: the sign-in screen shows it in the interface's language.
        state: { message: Messages.resetSuccessful },
      });
    } catch {
      // Shown from reset.error below.
    }
  });

  if (!token) {
    return (
      <AuthLayout title={t('reset.title')}>
        <Stack spacing={2.5}>
          <Alert severity="error">{localMessage(Messages.invalidResetLink)}</Alert>
          <Button
            component={RouterLinkBehavior}
            to={WebRoutes.forgotPassword}
            variant="contained"
            size="large"
            fullWidth
          >
            {t('reset.requestNewLink')}
          </Button>
          <Button
            component={RouterLinkBehavior}
            to={WebRoutes.login}
            startIcon={<ArrowBack />}
            sx={{ alignSelf: 'center' }}
          >
            {t('reset.backToLogin')}
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  const busy = reset.isPending || reset.isSuccess;

  return (
    <AuthLayout title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack spacing={2.5}>
          {reset.isError && (
            <Alert severity="error">
              {getErrorMessage(reset.error, { fallback: AuthMessages.resetFailed })}
            </Alert>
          )}
          <PasswordField
            {...muiRegister(register('password'))}
            label={t('reset.newPassword')}
            autoComplete="new-password"
            required
            disabled={busy}
            error={Boolean(errors.password)}
            helperText={errors.password?.message ?? AuthMessages.passwordHint}
          />
          <PasswordField
            {...muiRegister(register('confirmPassword'))}
            label={t('reset.confirmPassword')}
            autoComplete="new-password"
            required
            disabled={busy}
            error={Boolean(errors.confirmPassword)}
            helperText={errors.confirmPassword?.message}
          />
          <SubmitButton busy={busy}>{t('reset.submit')}</SubmitButton>
          {reset.isError && (
            <Button component={RouterLinkBehavior} to={WebRoutes.forgotPassword}>
              {t('reset.requestNewLink')}
            </Button>
          )}
        </Stack>
      </Box>
    </AuthLayout>
  );
}
