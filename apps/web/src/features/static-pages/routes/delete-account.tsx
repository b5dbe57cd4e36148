import DeleteForever from '@mui/icons-material/DeleteForeverRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { WebRoutes } from '@exam/contract';
import { RouterLink } from '../../../components/router-link';
import { useSession } from '../../../lib/auth/use-session';
import { resolveSupportEmail } from '../../../lib/public-config';
import { StaticPage } from '../components/static-page';
import { buildDeleteAccountMailto, openMailClient, type DeleteAccountRequest } from '../lib/mailto';
import { TextInput } from '../../../components/form/text-input';
import { Message } from '../../../i18n/use-t';
import { staticEnglish, useStaticT } from '../catalog';

const EMPTY: DeleteAccountRequest = { name: '', email: '', reason: '' };

/** The confirmation's English text (catalog/en.json), as the tests look for it. */
export const CONFIRM_DELETE_LABEL = staticEnglish['static.delete.confirm'];

/** Submit stays disabled until the e-mail, the reason and the confirmation are given (docs/product.md §5). */
export function canRequestDeletion(request: DeleteAccountRequest, confirmed: boolean): boolean {
  return confirmed && request.email.trim().length > 0 && request.reason.trim().length > 0;
}

export function DeleteAccountPage() {
  const t = useStaticT();
  const [request, setRequest] = useState<DeleteAccountRequest>(EMPTY);
  const [confirmed, setConfirmed] = useState(false);
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  const { isAuthenticated } = useSession();

  const update =
    (key: keyof DeleteAccountRequest) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setRequest((current) => ({ ...current, [key]: event.target.value }));

  const ready = canRequestDeletion(request, confirmed);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    const to = await resolveSupportEmail();
    openMailClient(buildDeleteAccountMailto(to, request));
    setOpenedFor(to);
  };

  return (
    <StaticPage title={t('static.delete.title')} intro={t('static.delete.intro')}>
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack spacing={2.5}>
          {/* Beyond the spec's mailto page: the in-app deletion for a student who can sign in. */}
          <Alert severity="info">
            <Message
              t={t}
              id={isAuthenticated ? 'static.delete.signedIn' : 'static.delete.canSignIn'}
              components={{
                0: <RouterLink to={WebRoutes.account} color="inherit" underline="always" />,
              }}
            />
          </Alert>
          {openedFor && (
            <Alert severity="info">
              <Message
                t={t}
                id="static.delete.opened"
                values={{ email: openedFor }}
                components={{
                  0: <Link href={`mailto:${openedFor}`} color="inherit" underline="always" />,
                }}
              />
            </Alert>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
            <TextInput
              label={t('static.form.name')}
              name="name"
              autoComplete="name"
              value={request.name}
              onChange={update('name')}
            />
            <TextInput
              label={t('static.form.email')}
              name="email"
              type="email"
              autoComplete="email"
              required
              value={request.email}
              onChange={update('email')}
              helperText={t('static.delete.emailHelp')}
            />
          </Stack>
          <TextInput
            label={t('static.delete.reason')}
            name="reason"
            required
            multiline
            minRows={4}
            value={request.reason}
            onChange={update('reason')}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={confirmed}
                onChange={(_event, checked) => setConfirmed(checked)}
                slotProps={{ input: { 'aria-required': true } }}
              />
            }
            label={t('static.delete.confirm')}
            sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { mt: -0.75 } }}
          />
          <Button
            type="submit"
            variant="contained"
            color="error"
            size="large"
            disabled={!ready}
            startIcon={<DeleteForever />}
            sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
          >
            {t('static.delete.request')}
          </Button>
        </Stack>
      </Box>
    </StaticPage>
  );
}
