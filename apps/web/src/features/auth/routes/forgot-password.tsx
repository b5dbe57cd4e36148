import { ForgotPasswordRequestSchema, Messages, WebRoutes } from '@exam/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import ArrowBack from '../../../components/icons/arrow-back';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { muiRegister } from '../../../components/form/mui-register';
import { RouterLinkBehavior } from '../../../components/router-link';
import { getErrorMessage } from '../../../lib/error-message';
import { useLocalMessage } from '../../../lib/server-messages';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useAuthT } from '../catalog';
import { AuthMessages } from '../messages';
import { TextInput } from '../../../components/form/text-input';
import { SubmitButton } from '../../../components/form/submit-button';

type ForgotPasswordValues = { email: string };

export function ForgotPasswordPage() {
  const t = useAuthT();
  const local = useLocalMessage();
  const resetRequest = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordValues, unknown, { email: string }>({
    defaultValues: { email: '' },
    resolver: zodResolver(ForgotPasswordRequestSchema),
  });

  const onSubmit = handleSubmit((body) => {
    resetRequest.mutate(body);
  });

  const busy = resetRequest.isPending;

  return (
    <AuthLayout title={t('reset.forgotTitle')} subtitle={t('reset.forgotSubtitle')}>
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack spacing={2.5}>
          {resetRequest.isSuccess && (
            <Alert severity="success">
              {local(resetRequest.data.message || Messages.forgotPasswordNeutral)}
            </Alert>
          )}
          {resetRequest.isError && (
            <Alert severity="error">
              {getErrorMessage(resetRequest.error, { fallback: AuthMessages.forgotFailed })}
            </Alert>
          )}
          <TextInput
            {...muiRegister(register('email'))}
            label={t('reset.email')}
            type="email"
            autoComplete="email"
            required
            disabled={busy}
            error={Boolean(errors.email)}
            helperText={errors.email?.message}
          />
          <SubmitButton busy={busy}>{t('reset.sendLink')}</SubmitButton>
          <Button
            component={RouterLinkBehavior}
            to={WebRoutes.login}
            startIcon={<ArrowBack />}
            sx={{ alignSelf: 'center' }}
          >
            {t('reset.backToLogin')}
          </Button>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
