import { WebRoutes } from '@exam/contract';
import DeleteForever from '@mui/icons-material/DeleteForeverRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { PasswordField } from '../../../components/form/password-field';
import { TextInput } from '../../../components/form/text-input';
import { SectionCard } from '../../../components/section-card';
import { getErrorMessage } from '../../../lib/error-message';
import { clearSession, forgetWorkOnThisDevice } from '../../../lib/storage';
import { useDeleteAccount } from '../api/delete-account';
import { accountEnglish, useAccountT } from '../catalog';

/** The English texts (catalog/en.json), as the tests look for them. */
export const DELETE_FAILED = accountEnglish['account.delete.failed'];
export const EMAIL_NEEDED = accountEnglish['account.delete.emailNeeded'];

type Confirmation = 'password' | 'email';

/**
 * 'Delete my account': the password (or, for an account made with Google, Microsoft or Apple,
 * its e-mail address), then a confirmation dialog. On success the student leaves the signed-in
 * pages for /login, which says the account is gone, and the local session is cleared.
 */
export function DeleteAccountSection() {
  const t = useAccountT();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const [method, setMethod] = useState<Confirmation>('password');
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  const textId = useId();
  const deleted = useRef(false);

  // The local session ends when this screen unmounts after the deletion, i.e. once the router
  // has committed /login with its message. Clearing it earlier lets RequireAuth redirect first
  // (the router navigates in a transition), and the message would be lost.
  useEffect(
    () => () => {
      if (!deleted.current) return;
      forgetWorkOnThisDevice();
      clearSession();
    },
    [],
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim() === '') {
      // The contract's Messages.deleteNeedsPassword in English; the server never sees this case.
      setFieldError(
        method === 'password'
          ? t('account.delete.passwordNeeded')
          : t('account.delete.emailNeeded'),
      );
      return;
    }
    setFieldError(null);
    remove.reset();
    setConfirming(true);
  };

  const onConfirm = () => {
    const body = method === 'password' ? { password: value } : { email: value.trim() };
    remove.mutate(body, {
      onSuccess: (answer) => {
        deleted.current = true;
        void navigate(WebRoutes.login, { replace: true, state: { message: answer.message } });
      },
      onError: () => setConfirming(false),
    });
  };

  const switchMethod = () => {
    setMethod((current) => (current === 'password' ? 'email' : 'password'));
    setValue('');
    setFieldError(null);
    remove.reset();
  };

  const error =
    remove.isError && !confirming
      ? getErrorMessage(remove.error, { fallback: t('account.delete.failed') })
      : null;

  return (
    <SectionCard title={t('account.delete.heading')}>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2.5}>
          <Typography color="text.secondary">{t('account.delete.body')}</Typography>
          {error && <Alert severity="error">{error}</Alert>}
          {method === 'password' ? (
            <PasswordField
              key="password"
              label={t('account.delete.password')}
              name="password"
              autoComplete="current-password"
              required
              value={value}
              onChange={(event) => setValue(event.target.value)}
              error={fieldError !== null}
              helperText={fieldError ?? t('account.delete.passwordHelp')}
            />
          ) : (
            <TextInput
              key="email"
              label={t('account.delete.email')}
              name="email"
              type="email"
              autoComplete="email"
              required
              value={value}
              onChange={(event) => setValue(event.target.value)}
              error={fieldError !== null}
              helperText={fieldError ?? t('account.delete.emailHelp')}
            />
          )}
          <Button
            variant="text"
            onClick={switchMethod}
            sx={{ alignSelf: 'flex-start', textAlign: 'left' }}
          >
            {method === 'password'
              ? t('account.delete.noPassword')
              : t('account.delete.usePassword')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color="error"
            size="large"
            startIcon={<DeleteForever />}
            sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
          >
            {t('account.delete.button')}
          </Button>
        </Stack>
      </Box>
      <Dialog
        open={confirming}
        onClose={() => {
          if (!remove.isPending) setConfirming(false);
        }}
        aria-labelledby={titleId}
        aria-describedby={textId}
      >
        <DialogTitle id={titleId}>{t('account.delete.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId}>{t('account.delete.confirmText')}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ gap: 1, px: 3, pb: 2 }}>
          <Button onClick={() => setConfirming(false)} disabled={remove.isPending} autoFocus>
            {t('account.cancel')}
          </Button>
          <Button
            variant="contained"
            color="error"
            onClick={onConfirm}
            disabled={remove.isPending}
            startIcon={<DeleteForever />}
          >
            {remove.isPending ? t('account.delete.deleting') : t('account.delete.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </SectionCard>
  );
}
